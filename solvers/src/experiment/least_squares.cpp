#include "privbound/solvers/experiment/least_squares.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "privbound/numeric/hp.hpp"
#include "privbound/solvers/prox.hpp"

namespace privbound::solvers::experiment {

using numeric::hp_float;

void LeastSquaresData::prepare() {
  const double inv = 1.0 / static_cast<double>(A.rows());
  G = (A.transpose() * A) * inv;
  h = (A.transpose() * b) * inv;
  b0 = b.squaredNorm() * inv;
}

namespace {

// xᵀGx − 2hᵀx for column-major G (n×n), the experiments' hottest kernel (2n² of an iteration's
// 2n² + O(30n) flops). w = Gx in blocks of 16 rows held in four 4-wide registers while the
// columns stream past (GCC vector extensions: AVX2 + FMA in the x86-64-v3 clone, two SSE2 halves in
// the baseline one; the loader picks the clone the CPU runs), then xᵀ(w − 2h).
using v4d = double __attribute__((vector_size(32)));
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"  // internal and always inlined: no ABI is crossed
__attribute__((always_inline)) inline v4d load4(const double* p) {
  v4d v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
__attribute__((target_clones("arch=x86-64-v3", "default")))
#endif
double
gram_form(const double* G, const double* h, const double* x, double* w, long n) {
  long i0 = 0;
  for (; i0 + 16 <= n; i0 += 16) {
    v4d a0 = {0, 0, 0, 0}, a1 = a0, a2 = a0, a3 = a0;
    for (long j = 0; j < n; ++j) {
      const double* c = G + j * n + i0;
      const v4d xj = {x[j], x[j], x[j], x[j]};
      a0 += xj * load4(c);
      a1 += xj * load4(c + 4);
      a2 += xj * load4(c + 8);
      a3 += xj * load4(c + 12);
    }
    std::memcpy(w + i0, &a0, sizeof a0);
    std::memcpy(w + i0 + 4, &a1, sizeof a1);
    std::memcpy(w + i0 + 8, &a2, sizeof a2);
    std::memcpy(w + i0 + 12, &a3, sizeof a3);
  }
  for (long i = i0; i < n; ++i) {  // the rows left over
    double acc = 0;
    for (long j = 0; j < n; ++j) acc += G[j * n + i] * x[j];
    w[i] = acc;
  }
  v4d s = {0, 0, 0, 0};
  long i = 0;
  for (; i + 4 <= n; i += 4) s += load4(x + i) * (load4(w + i) - 2 * load4(h + i));
  double r = (s[0] + s[1]) + (s[2] + s[3]);
  for (; i < n; ++i) r += x[i] * (w[i] - 2 * h[i]);
  return r;
}
#pragma GCC diagnostic pop

}  // namespace

double LeastSquaresData::loss(const Eigen::VectorXd& x, Eigen::VectorXd& work) const {
  return gram_form(G.data(), h.data(), x.data(), work.data(), static_cast<long>(x.size())) + b0;
}

double elastic_net_penalty(const Eigen::VectorXd& y, double c1, double c2) {
  return c1 * y.lpNorm<1>() + c2 * y.squaredNorm();
}

namespace {

numeric::Error bad(const std::string& what) {
  return {numeric::ErrorKind::invalid_input, "elastic_net_optimum: " + what};
}

// The gradient of the smooth part, 2(1/N)Aᵀ(Ax − b) + 2c2x, and the loss (1/N)‖Ax − b‖², both in
// high precision straight from the data (the Gram matrix in double is not trusted here).
struct HpGradient {
  std::vector<hp_float> g;
  hp_float loss;
};
HpGradient hp_gradient(const LeastSquaresData& d, const Eigen::VectorXd& x, double c2) {
  const Eigen::Index N = d.A.rows(), n = d.A.cols();
  std::vector<hp_float> r(static_cast<std::size_t>(N));
  HpGradient out;
  out.loss = 0;
  for (Eigen::Index i = 0; i < N; ++i) {
    hp_float s = -d.b(i);
    for (Eigen::Index j = 0; j < n; ++j) s += hp_float(d.A(i, j)) * x(j);  // each product exact
    out.loss += s * s;
    r[static_cast<std::size_t>(i)] = std::move(s);
  }
  const hp_float two_over_n = hp_float(2) / hp_float(static_cast<long>(N));
  out.loss /= hp_float(static_cast<long>(N));
  out.g.assign(static_cast<std::size_t>(n), hp_float(0));
  for (Eigen::Index j = 0; j < n; ++j) {
    hp_float s = 0;
    for (Eigen::Index i = 0; i < N; ++i) s += hp_float(d.A(i, j)) * r[static_cast<std::size_t>(i)];
    out.g[static_cast<std::size_t>(j)] = two_over_n * s + hp_float(2 * c2) * x(j);
  }
  return out;
}

}  // namespace

numeric::Result<ElasticNetOptimum> elastic_net_optimum(const LeastSquaresData& d, double c1, double c2, unsigned bits) {
  if (std::isnan(c1) || !(c1 >= 0) || !std::isfinite(c1))
    return bad("c1 must be in [0, inf), but is " + std::to_string(c1) + ".");
  if (std::isnan(c2) || !(c2 >= 0) || !std::isfinite(c2))
    return bad("c2 must be in [0, inf), but is " + std::to_string(c2) + ".");
  if (bits < 64 || bits > 4096) return bad("bits must be in [64, 4096], but is " + std::to_string(bits) + ".");
  const Eigen::Index n = d.A.cols();
  if (n == 0 || d.A.rows() == 0 || d.b.size() != d.A.rows() || d.G.rows() != n || d.h.size() != n)
    return bad("the data must be non-empty and prepared (A N×n, b N, G n×n, h n).");
  if (!d.A.allFinite() || !d.b.allFinite()) return bad("the data must be finite.");
  const double lmin = Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd>(d.G, Eigen::EigenvaluesOnly).eigenvalues()(0);
  // λ_min of the double Gram matrix is accurate to a few ulps of ‖G‖: take that much off.
  const double m = 2 * (lmin - 64 * std::numeric_limits<double>::epsilon() * d.G.norm() + c2);
  if (!(m > 0))
    return bad("F must be strongly convex (lambda_min(G) + c2 > 0), but lambda_min(G) + c2 = " +
               std::to_string(lmin + c2) + ".");

  // 1. Cyclic coordinate descent: x_j ← S_{c1}(2(h_j − Σ_{k≠j} G_jk x_k)) / (2(G_jj + c2)).
  Eigen::VectorXd x = Eigen::VectorXd::Zero(n), gx = Eigen::VectorXd::Zero(n);
  for (int sweep = 0; sweep < 20000; ++sweep) {
    double change = 0;
    for (Eigen::Index j = 0; j < n; ++j) {
      const double v = 2 * (d.h(j) - (gx(j) - d.G(j, j) * x(j)));
      const double xj = elastic_net_argmin(v, c1, 2 * (d.G(j, j) + c2));
      if (xj != x(j)) {
        gx += d.G.col(j) * (xj - x(j));
        change = std::max(change, std::fabs(xj - x(j)));
        x(j) = xj;
      }
    }
    if (change <= 1e-13 * std::max(1.0, x.lpNorm<Eigen::Infinity>())) break;
  }

  // 2. The support and its signs; the optimality system on it, refined in high precision.
  numeric::ScopedHpPrecision prec(bits);
  std::vector<int> sign(static_cast<std::size_t>(n));
  for (Eigen::Index j = 0; j < n; ++j) sign[static_cast<std::size_t>(j)] = (x(j) > 0) - (x(j) < 0);
  for (Eigen::Index round = 0; round < n + 10; ++round) {
    std::vector<Eigen::Index> S;
    for (Eigen::Index j = 0; j < n; ++j)
      if (sign[static_cast<std::size_t>(j)] != 0) S.push_back(j);
    const auto k = static_cast<Eigen::Index>(S.size());
    x.setZero();
    if (k > 0) {
      Eigen::MatrixXd M(k, k);
      Eigen::VectorXd rhs(k);
      for (Eigen::Index a = 0; a < k; ++a) {
        for (Eigen::Index c = 0; c < k; ++c) M(a, c) = d.G(S[a], S[c]);
        M(a, a) += c2;
        rhs(a) = d.h(S[a]) - 0.5 * c1 * sign[static_cast<std::size_t>(S[a])];
      }
      const Eigen::LLT<Eigen::MatrixXd> llt(M);
      const Eigen::VectorXd xs = llt.solve(rhs);
      for (Eigen::Index a = 0; a < k; ++a) x(S[a]) = xs(a);
      for (int refine = 0; refine < 2; ++refine) {
        const HpGradient hg = hp_gradient(d, x, c2);
        Eigen::VectorXd res(k);  // ∇_S + c1 s_S, in high precision, rounded
        for (Eigen::Index a = 0; a < k; ++a)
          res(a) =
              static_cast<double>(hg.g[static_cast<std::size_t>(S[a])] + c1 * sign[static_cast<std::size_t>(S[a])]);
        const Eigen::VectorXd dx = llt.solve(res) * -0.5;  // the Hessian on S is 2M
        for (Eigen::Index a = 0; a < k; ++a) x(S[a]) += dx(a);
      }
    }
    // 3. The KKT conditions at x, in high precision.
    const HpGradient hg = hp_gradient(d, x, c2);
    bool changed = false;
    hp_float r2 = 0;
    for (Eigen::Index j = 0; j < n; ++j) {
      const hp_float& g = hg.g[static_cast<std::size_t>(j)];
      int& s = sign[static_cast<std::size_t>(j)];
      if (s != 0) {
        if ((x(j) > 0) - (x(j) < 0) != s) {  // the sign flipped: j leaves the support
          s = 0;
          changed = true;
        }
        const hp_float e = g + c1 * s;
        r2 += e * e;
      } else {
        const hp_float excess = abs(g) - c1;  // 0 ∈ g + c1[−1, 1]?
        if (excess > 0) {
          r2 += excess * excess;
          if (excess > 1e-9 * (1 + c1)) {  // a real violation, not rounding: j enters
            s = g > 0 ? -1 : 1;
            changed = true;
          }
        }
      }
    }
    if (changed) continue;
    ElasticNetOptimum o;
    o.x = x;
    o.value = static_cast<double>(hg.loss + hp_float(c1) * hp_float(x.lpNorm<1>()) +
                                  hp_float(c2) * hp_float(x.squaredNorm()));
    o.kkt_residual = static_cast<double>(sqrt(r2));
    o.value_error = o.kkt_residual * o.kkt_residual / (2 * m);
    o.support = static_cast<std::size_t>(k);
    return o;
  }
  return numeric::Error{numeric::ErrorKind::accuracy_not_met,
                        "elastic_net_optimum: no consistent support after n + 10 corrections."};
}

}  // namespace privbound::solvers::experiment
