#include "privbound/solvers/chan_xie_zhao/algorithm1.hpp"

namespace privbound::solvers::chan_xie_zhao {

void AdmmInstance::prepare() {
  const Eigen::Index n = A.cols();
  // S = I + ηβAᵀA, filled symmetrically with in-place multiply-adds (Eigen's products of MPFR
  // scalars allocate a temporary per term).
  const Eigen::Index m = A.rows();
  const hp_float eb = eta * beta;
  HpMatrix S(n, n);
  hp_float acc;
  for (Eigen::Index j = 0; j < n; ++j)
    for (Eigen::Index i = j; i < n; ++i) {
      acc = 0;
      for (Eigen::Index k = 0; k < m; ++k) acc += A(k, i) * A(k, j);
      acc *= eb;
      if (i == j) acc += 1;
      S(i, j) = acc;
      S(j, i) = acc;
    }
  x_system.compute(S);
  y_system.reset();
  if (!B_diagonal) {
    const Eigen::Index l = B.cols();
    HpMatrix Y = g.c2 * HpMatrix::Identity(l, l) + beta * (B.transpose() * B);
    y_system.emplace(Y);
  }
}

HpVector canonical_y(const AdmmInstance& inst, const HpVector& w) {
  const HpVector s = w + inst.beta * inst.c;  // minimise g(y) − ⟨s, By⟩ + (β/2)‖By‖²
  const Eigen::Index l = inst.B.cols();
  HpVector y(l);
  if (inst.B_diagonal) {
    for (Eigen::Index i = 0; i < l; ++i) {
      const hp_float& b = inst.B(i, i);
      const auto ui = static_cast<std::size_t>(i);
      if (b == 0) {
        y(i) = inst.g.argmin(ui);
      } else {
        // g_i(y) + (βb²/2)(y − s_i/(βb))² + const
        y(i) = inst.g.prox(ui, s(i) / (inst.beta * b), inst.beta * b * b);
      }
    }
    return y;
  }
  // quadratic g: (c2 I + βBᵀB) y = Bᵀs − q
  return inst.y_system->solve(inst.B.transpose() * s - inst.g.q);
}

namespace {

// The general problem in high precision: dense A, B, the canonical y of any regulariser family,
// the factorised x-system (alg1_step's problem interface).
struct HpGeneral {
  const AdmmInstance& inst;
  const hp_float& beta() const { return inst.beta; }
  const hp_float& eta() const { return inst.eta; }
  const HpVector& c() const { return inst.c; }
  void mul_A(const HpVector& x, HpVector& out) const { out = inst.A * x; }
  void mul_At(const HpVector& v, HpVector& out) const { out = inst.A.transpose() * v; }
  void mul_B(const HpVector& y, HpVector& out) const { out = inst.B * y; }
  void canonical_y(const HpVector& w, HpVector& y) const { y = chan_xie_zhao::canonical_y(inst, w); }
  void solve_x(HpVector& v) const { v = inst.x_system.solve(v); }
};

}  // namespace

StepTrace admm_step(const AdmmInstance& inst, const SmoothFunction& f, const HpVector& x, const HpVector& lambda) {
  StepTrace t;
  Alg1Work<hp_float> work;
  work.resize(inst.A.cols(), inst.A.rows());
  t.x_next = x;
  t.lambda_next = lambda;
  alg1_step<hp_float>(
      HpGeneral{inst}, [&f](const HpVector& z, HpVector& out) { out = f.gradient(z); }, t.x_next, t.lambda_next, t.y,
      work);
  t.grad = std::move(work.grad);
  return t;
}

StepTrace noisy_admm_step(const AdmmInstance& inst, const SmoothFunction& f, const HpVector& x, const HpVector& lambda,
                          const HpVector& noise) {
  StepTrace t = admm_step(inst, f, x, lambda);
  t.x_next += noise;
  return t;
}

hp_float norm_sq(const AdmmInstance& inst, const hp_float& R, const HpVector& dx, const HpVector& dl) {
  const HpVector w = dl - inst.beta * (inst.A * dx);
  return R * dx.squaredNorm() + (inst.eta / inst.beta) * w.squaredNorm();
}

HpMatrix norm_matrix(const AdmmInstance& inst, const hp_float& R) {
  const Eigen::Index n = inst.A.cols(), m = inst.A.rows();
  HpMatrix W(n + m, n + m);
  W.topLeftCorner(n, n) = R * HpMatrix::Identity(n, n) + (inst.eta * inst.beta) * (inst.A.transpose() * inst.A);
  W.topRightCorner(n, m) = -inst.eta * inst.A.transpose();
  W.bottomLeftCorner(m, n) = -inst.eta * inst.A;
  W.bottomRightCorner(m, m) = (inst.eta / inst.beta) * HpMatrix::Identity(m, m);
  return W;
}

AffineMap affine_step(const AdmmInstance& inst, const SmoothFunction& f) {
  const Eigen::Index n = inst.A.cols(), m = inst.A.rows();
  AffineMap a;
  a.M.resize(n + m, n + m);
  a.b.resize(n + m);
  auto eval = [&](const HpVector& z) {
    const StepTrace t = admm_step(inst, f, z.head(n), z.tail(m));
    HpVector out(n + m);
    out << t.x_next, t.lambda_next;
    return out;
  };
  const HpVector zero = HpVector::Zero(n + m);
  a.b = eval(zero);
  for (Eigen::Index j = 0; j < n + m; ++j) {
    HpVector e = zero;
    e(j) = 1;
    a.M.col(j) = eval(e) - a.b;
  }
  return a;
}

}  // namespace privbound::solvers::chan_xie_zhao
