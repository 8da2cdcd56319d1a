#include "privbound/solvers/ryu_kim/algorithm3_1.hpp"

#include <algorithm>
#include <utility>

#include "privbound/solvers/ryu_kim/admm.hpp"

namespace privbound::solvers::ryu_kim {
namespace {

// ln(1 + eˣ) without overflow.
hp_float softplus(const hp_float& x) {
  if (x > 0) return x + boost::multiprecision::log1p(boost::multiprecision::exp(-x));
  return boost::multiprecision::log1p(boost::multiprecision::exp(x));
}
// 1/(1 + e^{−x}) without overflow.
hp_float logistic(const hp_float& x) {
  if (x >= 0) return 1 / (1 + boost::multiprecision::exp(-x));
  const hp_float e = boost::multiprecision::exp(x);
  return e / (1 + e);
}

}  // namespace

hp_float Box::violation(const HpVector& x) const {
  hp_float worst = 0;
  for (Eigen::Index i = 0; i < x.size(); ++i) {
    if (x(i) < lo(i)) worst = std::max<hp_float>(worst, lo(i) - x(i));
    if (x(i) > hi(i)) worst = std::max<hp_float>(worst, x(i) - hi(i));
  }
  return worst;
}

HpVector Box::project(const HpVector& x) const {
  HpVector out = x;
  for (Eigen::Index i = 0; i < x.size(); ++i) out(i) = std::min<hp_float>(std::max<hp_float>(x(i), lo(i)), hi(i));
  return out;
}

HpVector Agent::subgradient(const HpVector& z) const {
  HpVector g = f.gradient(z);
  if (l1 != 0)
    for (Eigen::Index i = 0; i < z.size(); ++i)
      if (z(i) != l1_centre(i)) g(i) += z(i) > l1_centre(i) ? l1 : hp_float(-l1);
  return g;
}

hp_float Agent::nonsmooth_value(const HpVector& z) const {
  return l1 == 0 ? hp_float(0) : hp_float(l1 * (z - l1_centre).lpNorm<1>());
}

HpVector unconstrained_minimiser(const LocalStep& s, const HpVector& xi) {
  const hp_float c = s.curvature();
  HpVector rhs = -s.grad + s.z / s.eta + s.rho * s.w + s.lambda - xi;
  return rhs / c;
}

HpVector objpert_box(const LocalStep& s, const Box& box, const HpVector& xi) {
  return box_step(s, box.lo, box.hi, xi, Perturbation::objpert);
}

HpVector outpert_box(const LocalStep& s, const Box& box, const HpVector& xi) {
  return box_step(s, box.lo, box.hi, xi, Perturbation::outpert);
}

HpVector remark3_1_output(const LocalStep& s, const HpVector& xi) {
  const hp_float c = s.curvature();
  HpVector first = (-s.grad + s.z / s.eta + s.rho * s.w + s.lambda) / c;
  return first + xi;
}

HpVector gradient_step_form(const LocalStep& s) {
  const hp_float step = s.eta / (s.eta * s.rho + 1);
  HpVector inner = s.grad - s.rho * (s.w - s.z + s.lambda / s.rho);
  return s.z - step * inner;
}

hp_float objective_31(const LocalStep& s, const HpVector& zp) { return objective_G(s, zp, HpVector::Zero(zp.size())); }

hp_float objective_G(const LocalStep& s, const HpVector& zp, const HpVector& xi) {
  const HpVector v = s.w - zp + (s.lambda - xi) / s.rho;
  return s.grad.dot(zp) + (zp - s.z).squaredNorm() / (2 * s.eta) + s.rho / 2 * v.squaredNorm();
}

HpVector gradient_G(const LocalStep& s, const HpVector& zp, const HpVector& xi) {
  const HpVector v = s.w - zp + (s.lambda - xi) / s.rho;
  HpVector g = s.grad + (zp - s.z) / s.eta - s.rho * v;
  return g;
}

hp_float box_optimality_gap(const LocalStep& s, const Box& box, const HpVector& zp, const HpVector& xi) {
  const HpVector g = gradient_G(s, zp, xi);
  hp_float gap = 0;
  for (Eigen::Index i = 0; i < zp.size(); ++i) {
    const hp_float a = g(i) * (box.lo(i) - zp(i)), b = g(i) * (box.hi(i) - zp(i));
    gap += std::min(a, b);
  }
  return gap;
}

hp_float penalty(const Box& box, const HpVector& zp, const hp_float& ell) {
  hp_float sum = 0;
  for (Eigen::Index i = 0; i < zp.size(); ++i)
    sum += softplus(ell * (box.lo(i) - zp(i))) + softplus(ell * (zp(i) - box.hi(i)));
  return sum;
}

HpVector penalty_gradient(const Box& box, const HpVector& zp, const hp_float& ell) {
  HpVector g(zp.size());
  for (Eigen::Index i = 0; i < zp.size(); ++i)
    g(i) = ell * logistic(ell * (zp(i) - box.hi(i))) - ell * logistic(ell * (box.lo(i) - zp(i)));
  return g;
}

HpVector penalty_hessian_diag(const Box& box, const HpVector& zp, const hp_float& ell) {
  HpVector h(zp.size());
  for (Eigen::Index i = 0; i < zp.size(); ++i) {
    const hp_float a = logistic(ell * (zp(i) - box.hi(i))), b = logistic(ell * (box.lo(i) - zp(i)));
    h(i) = ell * ell * (a * (1 - a) + b * (1 - b));
  }
  return h;
}

HpVector noise_of_output(const LocalStep& s, const Box& box, const HpVector& psi, const hp_float& ell) {
  HpVector xi = -s.grad + s.rho * (s.w - psi) + s.lambda - penalty_gradient(box, psi, ell) - (psi - s.z) / s.eta;
  return xi;
}

HpVector jacobian_4_8d(const LocalStep& s, const Box& box, const HpVector& psi, const hp_float& ell) {
  HpVector j = HpVector::Constant(psi.size(), -s.rho - 1 / s.eta) - penalty_hessian_diag(box, psi, ell);
  return j;
}

HpVector surrogate_solution(const LocalStep& s, const Box& box, const HpVector& xi, const hp_float& ell) {
  const hp_float c = s.curvature();
  const HpVector u = unconstrained_minimiser(s, xi);
  HpVector out(u.size());
  // 4 iterations per decimal digit (> log2(10)) beyond the bracket's binary exponent
  const unsigned iterations = 4 * hp_float::thread_default_precision() + 80;
  // stop at 3/4 of the working precision (digits · log2(10) · 3/4 bits)
  const int stop_bits = static_cast<int>(hp_float::thread_default_precision() * 5 / 2);
  const hp_float resolution = boost::multiprecision::ldexp(hp_float(1), -stop_bits);
  for (Eigen::Index i = 0; i < u.size(); ++i) {
    // φ and φ′ = c + ℓ²σ′(ℓ(x − hi)) + ℓ²σ′(ℓ(lo − x)), σ′ = σ(1 − σ) > 0
    auto phi = [&](const hp_float& x, hp_float& dphi) -> hp_float {
      const hp_float a = logistic(ell * (x - box.hi(i))), b = logistic(ell * (box.lo(i) - x));
      dphi = c + ell * ell * (a * (1 - a) + b * (1 - b));
      return c * (x - u(i)) + ell * a - ell * b;
    };
    // safeguarded Newton: the bracket [lo, hi] always holds the root; a Newton step that leaves
    // it is replaced by bisection. A Newton step below the resolution ends the search before the
    // bracket test: at the root, rounding puts x at an end of the bracket, the step (a few ulps)
    // leaves it, and bisecting from there took one iteration per bit (3,000 at 4,096 bits, 25 s
    // for one claim) where Newton takes about 12. The convergence test is the one it always was, a
    // Newton step below the resolution; only its place moved.
    hp_float lo = u(i) - ell / c - 1, hi = u(i) + ell / c + 1, d;
    hp_float x = std::min<hp_float>(std::max<hp_float>(u(i), box.lo(i)), box.hi(i));  // the limit ℓ → ∞
    for (unsigned k = 0; k < iterations && lo < hi; ++k) {
      const hp_float f = phi(x, d);
      (f < 0 ? lo : hi) = x;
      hp_float next = x - f / d;
      if (abs(next - x) <= resolution * (1 + abs(x))) {
        x = std::min<hp_float>(std::max<hp_float>(next, lo), hi);
        break;
      }
      if (!(next > lo && next < hi)) next = (lo + hi) / 2;
      if (next == lo || next == hi) {
        x = next;
        break;
      }
      x = next;
    }
    out(i) = x;
  }
  return out;
}

namespace {
// Algorithm 3.1 on agents with boxes (full consensus): the problem algorithm3_1_t runs.
struct HpBoxProblem {
  const std::vector<Agent>& list;
  std::size_t agents() const { return list.size(); }
  HpVector server(const std::vector<HpVector>& z, const std::vector<HpVector>& lambda, const hp_float& rho) const {
    return server_update(z, lambda, rho);
  }
  HpVector local_view(std::size_t /*p*/, const HpVector& w) const { return w; }
  HpVector subgradient(std::size_t p, const HpVector& z) const { return list[p].subgradient(z); }
  numeric::Result<HpVector> local_step(std::size_t p, const LocalStep& step, const HpVector& xi,
                                       Perturbation kind) const {
    return kind == Perturbation::objpert ? objpert_box(step, list[p].box, xi) : outpert_box(step, list[p].box, xi);
  }
  HpVector dual_residual(std::size_t /*p*/, const HpVector& w, const HpVector& zp) const { return w - zp; }
};
}  // namespace

RunTrace run_algorithm3_1(const std::vector<Agent>& agents, const RunSettings& settings,
                          const std::vector<HpVector>& z1, const std::vector<HpVector>& lambda1) {
  RunTrace trace;
  Alg31State<HpVector> st{z1, lambda1, {}};
  // The box step cannot fail, so the result is always true.
  (void)algorithm3_1_t<hp_float>(
      HpBoxProblem{agents}, settings.T, settings.E, settings.perturbation, settings.rho, settings.eta, settings.noise,
      st, [&](long, long, std::size_t, const HpVector& out, const HpVector&) { trace.outputs.push_back(out); },
      [&](long, const HpVector& w, const Alg31State<HpVector>& s) {
        trace.w.push_back(w);
        trace.z.push_back(s.z);
        trace.lambda.push_back(s.lambda);
      });
  return trace;
}

}  // namespace privbound::solvers::ryu_kim
