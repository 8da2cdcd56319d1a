#include "privbound/proofs_check/gaussian.hpp"

#include <Eigen/Eigenvalues>

namespace privbound::proofs_check {

LinearGaussian propagate(const std::vector<solvers::AffineMap>& maps, const hp_float& sigma, std::size_t n) {
  const Eigen::Index d = maps.empty() ? 0 : maps.front().M.rows();
  LinearGaussian g;
  g.J = HpMatrix::Identity(d, d);
  g.Sigma = HpMatrix::Zero(d, d);
  const hp_float s2 = sigma * sigma;
  for (const auto& a : maps) {
    g.J = a.M * g.J;
    g.Sigma = a.M * g.Sigma * a.M.transpose();
    for (Eigen::Index i = 0; i < static_cast<Eigen::Index>(n); ++i) g.Sigma(i, i) += s2;
  }
  return g;
}

namespace {

hp_float rel_threshold(unsigned bits, unsigned divisor) { return pow(hp_float(2), -static_cast<long>(bits / divisor)); }

struct RangeSplit {
  HpMatrix V1, V0;  // range and null-space bases
  HpVector d1;      // eigenvalues on the range
};

RangeSplit split(const HpMatrix& Sigma, unsigned bits) {
  HpMatrix S = (Sigma + Sigma.transpose()) / 2;
  Eigen::SelfAdjointEigenSolver<HpMatrix> es(S);
  const HpVector& ev = es.eigenvalues();
  hp_float mx = 0;
  for (Eigen::Index i = 0; i < ev.size(); ++i) mx = std::max(mx, hp_float(abs(ev(i))));
  const hp_float thr = mx * rel_threshold(bits, 2);
  std::vector<Eigen::Index> r, z;
  for (Eigen::Index i = 0; i < ev.size(); ++i) (ev(i) > thr ? r : z).push_back(i);
  RangeSplit s;
  s.V1.resize(S.rows(), static_cast<Eigen::Index>(r.size()));
  s.V0.resize(S.rows(), static_cast<Eigen::Index>(z.size()));
  s.d1.resize(static_cast<Eigen::Index>(r.size()));
  for (std::size_t k = 0; k < r.size(); ++k) {
    s.V1.col(static_cast<Eigen::Index>(k)) = es.eigenvectors().col(r[k]);
    s.d1(static_cast<Eigen::Index>(k)) = ev(r[k]);
  }
  for (std::size_t k = 0; k < z.size(); ++k) s.V0.col(static_cast<Eigen::Index>(k)) = es.eigenvectors().col(z[k]);
  return s;
}

}  // namespace

Divergence gaussian_zcdp(const HpMatrix& Sigma, const HpVector& dm, unsigned bits, const hp_float& ref) {
  Divergence out;
  const RangeSplit s = split(Sigma, bits);
  const hp_float scale = std::max(hp_float(dm.norm()), ref);
  if (scale == 0) return out;
  if (s.V0.cols() > 0 && (s.V0.transpose() * dm).norm() > scale * rel_threshold(bits, 3)) {
    out.infinite = true;
    return out;
  }
  const HpVector c = s.V1.transpose() * dm;
  hp_float acc = 0;
  for (Eigen::Index i = 0; i < c.size(); ++i) acc += c(i) * c(i) / s.d1(i);
  out.value = acc / 2;
  return out;
}

SupResult generalized_max(const HpMatrix& G, const HpMatrix& W) {
  SupResult r;
  Eigen::LLT<HpMatrix> llt(W);
  const HpMatrix L = llt.matrixL();
  // K = L⁻¹ G L⁻ᵀ
  const HpMatrix Li = L.triangularView<Eigen::Lower>().solve(HpMatrix::Identity(W.rows(), W.cols()));
  HpMatrix K = Li * G * Li.transpose();
  K = (K + K.transpose()) / 2;
  Eigen::SelfAdjointEigenSolver<HpMatrix> es(K);
  const Eigen::Index top = K.rows() - 1;
  r.value = es.eigenvalues()(top);
  r.direction = Li.transpose() * es.eigenvectors().col(top);
  return r;
}

SupResult gaussian_zcdp_sup(const HpMatrix& Sigma, const HpMatrix& J, const HpMatrix& W, unsigned bits) {
  SupResult r;
  const RangeSplit s = split(Sigma, bits);
  if (s.V0.cols() > 0) {
    const HpMatrix N0 = s.V0.transpose() * J;  // components of JΔ outside range(Σ)
    const hp_float jn = J.norm();
    if (jn > 0 && N0.norm() > jn * rel_threshold(bits, 3)) {
      r.infinite = true;
      Eigen::JacobiSVD<HpMatrix> svd(N0, Eigen::ComputeFullV);
      r.direction = svd.matrixV().col(0);
      return r;
    }
  }
  HpMatrix P = s.V1.transpose() * J;
  for (Eigen::Index i = 0; i < P.rows(); ++i) P.row(i) /= sqrt(s.d1(i));
  const HpMatrix G = (P.transpose() * P) / 2;
  return generalized_max(G, W);
}

}  // namespace privbound::proofs_check
