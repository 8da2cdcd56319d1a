#include "privbound/solvers/cyffers_bellet_basu/general_admm.hpp"

#include <cmath>

namespace privbound::solvers::cyffers_bellet_basu {

using numeric::Error;
using numeric::ErrorKind;

namespace {

// F(x) = (1/n) sum_i f_i(x) + |A x - w|^2/(2 gamma).
hp_float objective(const GeneralProblem& g, const HpVector& x, const HpVector& w, const hp_float& gamma) {
  hp_float v = (g.A * x - w).squaredNorm() / (2 * gamma);
  for (const LocalLoss& f : g.f) v += f.value(x) / hp_float(g.f.size());
  return v;
}

}  // namespace

numeric::Result<HpVector> alg5_x_update(const GeneralProblem& g, const HpVector& w, const hp_float& gamma) {
  const Eigen::Index p = g.A.cols();
  if (g.f.empty() || g.A.rows() != w.size() || g.A.rows() < p)
    return Error{ErrorKind::invalid_input, "alg5_x_update: A must be m x p with m >= p and w of size m, n >= 1"};
  for (const LocalLoss& f : g.f) {
    if (f.kind == Loss::absolute)
      return Error{ErrorKind::invalid_input, "alg5_x_update: the losses must be differentiable (C.2); absolute is not"};
    if (f.a.size() != p)
      return Error{ErrorKind::invalid_input, "alg5_x_update: a loss's a_i does not have A's column count"};
  }
  const hp_float n(g.f.size());
  const HpMatrix AtA = g.A.transpose() * g.A / gamma;
  const HpVector Atw = g.A.transpose() * w / gamma;
  const int prec = static_cast<int>(hp_float::thread_default_precision() * 3.3219);  // digits10 -> bits
  const hp_float eps = ldexp(hp_float(1), 16 - prec), AtA_norm = AtA.norm();
  const auto quadratic = AtA.ldlt();
  // full column rank: A^T A/gamma positive definite, its LDL^T pivots above the rounding of the largest
  if (quadratic.info() != Eigen::Success ||
      !(quadratic.vectorD().minCoeff() > eps * quadratic.vectorD().cwiseAbs().maxCoeff()))
    return Error{ErrorKind::invalid_input, "alg5_x_update: A must have full column rank"};
  HpVector x = quadratic.solve(Atw);  // start at the quadratic part's minimiser
  hp_float data_scale = 1 + Atw.norm();
  for (const LocalLoss& f : g.f) data_scale += f.L * f.a.norm();
  const auto gradient = [&](const HpVector& y, HpMatrix* H) {
    HpVector grad = AtA * y - Atw;
    if (H != nullptr) *H = AtA;
    for (const LocalLoss& f : g.f) {
      const hp_float s = f.a.dot(y) - f.b;
      grad += f.slope(s) / n * f.a;
      if (H != nullptr) *H += f.curvature(s) / n * (f.a * f.a.transpose());
    }
    return grad;
  };
  for (int it = 0; it < 200; ++it) {
    HpMatrix H;
    const HpVector grad = gradient(x, &H);
    const hp_float gnorm = grad.norm();
    // the gradient's rounding floor grows with |A^T A/gamma| |x|
    if (gnorm <= eps * (data_scale + AtA_norm * x.norm())) return x;
    const HpVector d = -H.ldlt().solve(grad);
    const hp_float f0 = objective(g, x, w, gamma), slope = grad.dot(d);
    // Armijo backtracking; where the predicted decrease is below the objective's rounding, a step that shrinks the
    // gradient is accepted instead
    const bool at_floor = abs(slope) <= eps * (1 + abs(f0));
    hp_float t = 1;
    bool accepted = false;
    for (int back = 0; back < 80 && !accepted; ++back) {
      const HpVector y = x + t * d;
      accepted = objective(g, y, w, gamma) <= f0 + t * slope / 10000 ||
                 (at_floor && gradient(y, nullptr).norm() <= (1 - t / 4) * gnorm);
      if (!accepted) t /= 2;
    }
    if (!accepted) return Error{ErrorKind::internal, "alg5_x_update: the line search found no decrease"};
    x += t * d;
  }
  return Error{ErrorKind::internal, "alg5_x_update: Newton did not converge in 200 iterations"};
}

numeric::Result<GeneralStep> alg5_step(const GeneralProblem& g, const HpVector& u, const hp_float& gamma,
                                       const hp_float& lambda, const HpVector& eta) {
  if (u.size() != g.A.rows() || eta.size() != u.size())
    return Error{ErrorKind::invalid_input, "alg5_step: u and eta must have A's row count"};
  GeneralStep s;
  s.z = prox_coordinatewise(g.r, u, gamma);
  auto x = alg5_x_update(g, 2 * s.z - u, gamma);
  if (!x.ok()) return x.error();
  s.x = *x;
  s.u = u + 2 * lambda * (g.A * s.x - s.z + eta / 2);
  return s;
}

}  // namespace privbound::solvers::cyffers_bellet_basu
