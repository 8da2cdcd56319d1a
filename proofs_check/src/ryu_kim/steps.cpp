// Seed 004 claims on one local solve and on Algorithm 3.1: the forms of Section 3 (L128, L136,
// Remark 3.1 and its derivation L188-L192, Fig. 1), the surrogate of Section 4.1 (L234,
// Theorem 4.2 and its step (4.5b)) and Theorem 4.5 on 1-D boxes through the exact output law.
//
// Instances are small exact rationals (k/4) drawn from a `seed` coordinate, evaluated in high
// precision (solvers/ryu_kim, non-certified; tolerance 2^(-bits/3) as in claim.hpp), except the
// two Theorem 4.5 claims, whose exact eps / delta(eps) are certified enclosures (bounds/).
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "common.hpp"
#include "privbound/bounds/ryu_kim/ryu_kim.hpp"
#include "privbound/bounds/source.hpp"
#include "privbound/numeric/decimal.hpp"
#include "privbound/proofs_check/ryu_kim/ryu_kim.hpp"
#include "privbound/solvers/ryu_kim/algorithm3_1.hpp"
#include "step_instance.hpp"

namespace privbound::proofs_check::ryu_kim {

StepInstance draw_step(long seed, long n, StepScale scale) {
  solvers::Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 404u);
  const auto N = static_cast<std::size_t>(n);
  StepInstance s;
  auto vec = [&](const char* name, long lo, long hi) {
    numeric::RationalMatrix m(N, 1);
    for (std::size_t i = 0; i < N; ++i) m(i, 0) = numeric::Rational(solvers::uniform_int(rng, lo, hi), 4);
    s.text.emplace_back(name, solvers::matrix_text(m));
    return solvers::to_hp(m).col(0).eval();
  };
  auto scalar = [&](const char* name, long lo, long hi, long exp2) {
    const numeric::Rational q = numeric::Rational(solvers::uniform_int(rng, lo, hi), 4) *
                                (exp2 >= 0 ? numeric::Rational(1L << exp2) : numeric::Rational(1, 1L << -exp2));
    s.text.emplace_back(name, q.to_string());
    return solvers::to_hp(q);
  };
  s.step.grad = vec("grad", -8, 8);
  s.step.z = vec("z", -8, 8);
  s.step.w = vec("w", -8, 8);
  s.step.lambda = vec("lambda", -8, 8);
  s.step.eta = scalar("eta", 1, 8, scale.eta_exp);
  s.step.rho = scalar("rho", 1, 16, scale.rho_exp);
  s.box.lo = vec("lo", -8, 0);
  s.box.hi = s.box.lo + vec("width", 1, 8);
  s.xi = vec("xi", -16, 16);
  return s;
}

void append_scale_coords(Space& s, const std::vector<Coord>& coords, const std::vector<Point>& corners) {
  s.coords.insert(s.coords.end(), coords.begin(), coords.end());
  const Point first = s.edges.empty() ? Point{} : s.edges.front();
  for (Point& e : s.edges) e.insert(e.end(), coords.size(), 0);
  if (first.empty()) return;
  for (const Point& tail : corners) {
    Point corner = first;
    corner.insert(corner.end(), tail.begin(), tail.end());
    s.edges.push_back(std::move(corner));
  }
}

void widen_step(Space& s) {
  append_scale_coords(s, {{"eta_exp", -6, 6}, {"rho_exp", -6, 9}}, {{-6, 9}, {6, -6}});
  const std::vector<Reach> r = draw_step_reaches();
  s.reaches.insert(s.reaches.end(), r.begin(), r.end());
}
StepScale step_scale(const Point& p) { return StepScale{p[p.size() - 2], p[p.size() - 1]}; }

Verdict surrogate_limit_check(const std::function<numeric::HpVector(const numeric::hp_float&)>& surrogate,
                              const numeric::HpVector& target, unsigned bits) {
  using numeric::hp_float;
  // |z_ℓ − z| (max norm) nonincreasing on ℓ = 2^20 … 2^40 and at most 2^-20 (1 + ‖z‖) at 2^40
  hp_float previous = -1, worst_increase = 0, last = 0;
  for (int k = 20; k <= 40; k += 4) {
    const numeric::HpVector zl = surrogate(boost::multiprecision::ldexp(hp_float(1), k));
    last = (zl - target).cwiseAbs().maxCoeff();
    if (previous >= 0) worst_increase = std::max<hp_float>(worst_increase, last - previous);
    previous = last;
  }
  const hp_float scale = 1 + target.cwiseAbs().maxCoeff();
  const hp_float bound = scale * boost::multiprecision::ldexp(hp_float(1), -20);
  if (worst_increase > scale * tolerance(bits)) {
    Verdict v = le(worst_increase, hp_float(0), scale, bits);
    v.note = "|z_l - z| increased by " + worst_increase.str(6) + " between two l of 2^20..2^40";
    return v;
  }
  Verdict v = le(last, bound, scale, bits);
  v.note = "|z_l - z| at l = 2^40 against 2^-20 (1 + |z|) (and nonincreasing from l = 2^20)";
  return v;
}

namespace {

using numeric::hp_float;
using numeric::HpVector;
using numeric::Interval;
using numeric::Rational;
using numeric::RationalMatrix;
using solvers::Rng;
using solvers::ryu_kim::Box;
using solvers::ryu_kim::LocalStep;
namespace rs = solvers::ryu_kim;

std::string to_string(const hp_float& x) { return x.str(12); }

// The scalar instance of the controls: η = ρ = 1, f′ = 1, z = 0, w = 1, λ = 0 (the minimiser of
// (3.1) over ℝ is 0), box [0, hi], noise ξ̃.
StepInstance control_step(const hp_float& xi, const hp_float& hi) {
  StepInstance s;
  auto one = [](const hp_float& x) -> HpVector { return HpVector::Constant(1, x); };
  s.step = LocalStep{one(1), one(0), one(1), one(0), 1, 1};
  s.box = Box{one(0), one(hi)};
  s.xi = one(xi);
  s.text = {
      {"eta = rho = grad = w", "1"}, {"z = lambda", "0"}, {"box", "[0, " + to_string(hi) + "]"}, {"xi", to_string(xi)}};
  return s;
}

Verdict with_text(Verdict v, const StepInstance& s) {
  v.instance = s.text;
  return v;
}

Space step_space(std::vector<Point> edges = {{0, 1}, {1, 1}, {2, 3}}) {
  Space s;
  s.coords = {{"seed", 0, 999999}, {"n", 1, 4}};
  s.edges = std::move(edges);
  widen_step(s);  // eta_exp, rho_exp; the reaches of eta, rho (n is not described)
  return s;
}
Space scale_control() { return Space{{{"xi", 1, 8}}, {{1}, {4}}}; }

// Surrogate solves at 21 penalties per instance: fewer random instances in the default suite.
Claim expensive(Claim c) {
  c.cost = Cost::expensive;
  return c;
}

// Runs `f(instance)` at `bits` on the drawn instance.
template <class F>
CheckFn on_step(F f) {
  return [f](const Point& p, unsigned bits) {
    numeric::ScopedHpPrecision prec(bits);
    const StepInstance s = draw_step(p[0], p[1], step_scale(p));
    return with_text(f(s, bits), s);
  };
}
template <class F>
CheckFn on_control(F f, long hi_quarters = 2) {
  return [f, hi_quarters](const Point& p, unsigned bits) {
    numeric::ScopedHpPrecision prec(bits);
    const StepInstance s = control_step(hp_float(p[0]), hp_float(hi_quarters) / 4);
    return with_text(f(s, bits), s);
  };
}

// ---- L136: (3.2) on a box is the projection of its unconstrained minimiser --------------------
Verdict box_candidate_optimal(const StepInstance& s, const HpVector& z, unsigned bits) {
  const hp_float gap = rs::box_optimality_gap(s.step, s.box, z, s.xi);
  const hp_float infeasible = s.box.violation(z);
  Verdict v = le(std::max<hp_float>(-gap, infeasible), hp_float(0),
                 rs::gradient_G(s.step, z, s.xi).cwiseAbs().sum() * (s.box.hi - s.box.lo).maxCoeff(), bits);
  v.note = "max(-min_y <grad G(z), y - z>, distance outside the box) must be 0";
  return v;
}

// ---- Remark 3.1 derivation (L188-L192): each printed line at (3.1)'s minimiser over ℝⁿ ------
// Returns the largest norm of a line and which line it is (1-based); `corrected` fixes line 4's
// sign (f′ − ρ(…) where the paper prints f′ + ρ(…)).
std::pair<hp_float, int> derivation_residual(const LocalStep& s, const HpVector& zp, bool corrected) {
  const HpVector v_next = s.w - zp + s.lambda / s.rho, v = s.w - s.z + s.lambda / s.rho;
  const hp_float q = s.eta * s.rho + 1;
  std::vector<HpVector> lines = {
      s.grad + (zp - s.z) / s.eta - s.rho * v_next,
      s.grad + (zp - s.z) / s.eta - s.rho * v - s.rho * (s.z - zp),
      s.eta * (s.grad - s.rho * v) - q * (s.z - zp),
      -(s.eta / q) * (s.grad + (corrected ? -s.rho : s.rho) * v) + (s.z - zp),
  };
  std::pair<hp_float, int> worst{0, 0};
  for (std::size_t k = 0; k < lines.size(); ++k) {
    const hp_float r = lines[k].cwiseAbs().maxCoeff();
    if (r > worst.first) worst = {r, static_cast<int>(k + 1)};
  }
  return worst;
}
Verdict derivation_check(const StepInstance& s, const HpVector& zp, bool corrected, unsigned bits) {
  const auto [r, line] = derivation_residual(s.step, zp, corrected);
  const hp_float scale = 1 + s.step.grad.cwiseAbs().sum() + s.step.rho * (s.step.w - s.step.z).cwiseAbs().sum() +
                         s.step.lambda.cwiseAbs().sum();
  Verdict v = le(r, hp_float(0), scale, bits);
  v.note = "largest |line| of the derivation (must be 0): line " + std::to_string(line) + " of L188-L192";
  return v;
}

// ---- Theorem 4.2 and (4.5b): z_ℓ of (4.3) against z of (3.2) -------------------------------
hp_float ell_at(int k) { return boost::multiprecision::ldexp(hp_float(1), k); }

Verdict limit_check(const StepInstance& s, const HpVector& target, unsigned bits) {
  return surrogate_limit_check([&](const hp_float& ell) { return rs::surrogate_solution(s.step, s.box, s.xi, ell); },
                               target, bits);
}

// (4.5b): G(z_ℓ) − G(z) >= (μ/2)‖z_ℓ − z‖², μ = 1/η + ρ, on ℓ = 2^0, 2^2, …, 2^40; `feasible_only`
// keeps the ℓ with z_ℓ ∈ 𝒲_p (where strong convexity and the optimality of z over 𝒲_p give it).
Verdict step4_5b(const StepInstance& s, bool feasible_only, bool infeasible_only, unsigned bits) {
  const HpVector z = rs::objpert_box(s.step, s.box, s.xi);
  const hp_float Gz = rs::objective_G(s.step, z, s.xi), mu = s.step.curvature();
  hp_float worst = 0, scale = 1;
  int worst_k = -1, used = 0;
  for (int k = 0; k <= 40; k += 2) {
    const HpVector zl = rs::surrogate_solution(s.step, s.box, s.xi, ell_at(k));
    const bool inside = s.box.violation(zl) == 0;
    if ((feasible_only && !inside) || (infeasible_only && inside)) continue;
    ++used;
    const hp_float lhs = mu / 2 * (zl - z).squaredNorm(), rhs = rs::objective_G(s.step, zl, s.xi) - Gz;
    scale = std::max<hp_float>(scale, abs(rhs));
    if (lhs - rhs > worst) {
      worst = lhs - rhs;
      worst_k = k;
    }
  }
  Verdict v = le(worst, hp_float(0), scale, bits);
  v.note = "largest (mu/2)|z_l - z|^2 - (G(z_l) - G(z)) over " + std::to_string(used) + " values of l" +
           (worst_k >= 0 ? ", at l = 2^" + std::to_string(worst_k) : "");
  return v;
}

// ---- Theorem 4.3: (4.8b) inverts (4.3), and (4.8d) is its Jacobian ---------------------------
// ψ = lo + (pos/8)(hi − lo) per coordinate (pos in [−4, 12]: inside and outside the box), ℓ = 2^k.
// Checks: the (4.3) solution at ξ̃ = (4.8b)(ψ) is ψ (bijectivity), and (4.8d) agrees with central
// differences of (4.8b) (step h = 2^(−bits/4), error O(ℓ³h²)); `drop_hessian` uses (−ρ − 1/η)
// alone (the control).
Verdict jacobian_check(const StepInstance& s, long pos, long k, bool drop_hessian, unsigned bits) {
  const hp_float ell = ell_at(static_cast<int>(k));
  const HpVector psi = s.box.lo + (s.box.hi - s.box.lo) * hp_float(pos) / 8;
  const HpVector xi = rs::noise_of_output(s.step, s.box, psi, ell);
  const HpVector back = rs::surrogate_solution(s.step, s.box, xi, ell);
  const hp_float h = boost::multiprecision::ldexp(hp_float(1), -static_cast<int>(bits / 4));
  HpVector jac = drop_hessian ? HpVector::Constant(psi.size(), -s.step.rho - 1 / s.step.eta).eval()
                              : rs::jacobian_4_8d(s.step, s.box, psi, ell);
  hp_float worst = (back - psi).cwiseAbs().maxCoeff(), scale = 1;
  for (Eigen::Index i = 0; i < psi.size(); ++i) {
    HpVector up = psi, down = psi;
    up(i) += h;
    down(i) -= h;
    const hp_float fd =
        (rs::noise_of_output(s.step, s.box, up, ell)(i) - rs::noise_of_output(s.step, s.box, down, ell)(i)) / (2 * h);
    worst = std::max<hp_float>(worst, abs(fd - jac(i)));
    scale = std::max<hp_float>(scale, abs(jac(i)));
  }
  Verdict v = le(worst, hp_float(0), scale, bits);
  v.note = "max(|(4.3) at xi(psi) - psi|, |(4.8d) - d xi/d psi|) (must be 0)";
  v.instance = s.text;
  v.instance.emplace_back("psi", std::to_string(pos) + "/8 of the box");
  v.instance.emplace_back("l", "2^" + std::to_string(k));
  return v;
}

// ---- L234: g_ℓ → 0 on feasible points ----------------------------------------------------------
// z = lo + (pos/8)(hi − lo) in every coordinate; g_ℓ at ℓ = 2^40 must be <= 2^-20.
Verdict penalty_vanishes(long seed, long n, long pos, StepScale scale, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  const StepInstance s = draw_step(seed, n, scale);
  const HpVector z = s.box.lo + (s.box.hi - s.box.lo) * hp_float(pos) / 8;
  const hp_float g = rs::penalty(s.box, z, ell_at(40));
  Verdict v = le(g, boost::multiprecision::ldexp(hp_float(1), -20), hp_float(1), bits);
  v.note = "g_l(z) at l = 2^40 (must be <= 2^-20); z at fraction " + std::to_string(pos) + "/8 of the box";
  v.instance = s.text;
  v.instance.emplace_back("position", std::to_string(pos) + "/8");
  return v;
}

// ---- Fig. 1 / L201: Algorithm 3.1's outputs stay in 𝒲_p --------------------------------------
Verdict run_feasibility(long seed, long P, long T, long E, rs::Perturbation kind, long sigma_quarters, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 31u);
  const std::size_t n = 2;
  std::vector<rs::Agent> agents;
  std::vector<HpVector> z1, l1;
  for (long p = 0; p < P; ++p) {
    solvers::SmoothFunction f =
        solvers::make_quadratic(rng, {Rational(solvers::uniform_int(rng, 1, 4)), Rational(1, 2)}, bits);
    f.h = solvers::to_hp(solvers::random_rational_matrix(rng, n, 1, 8, 2)).col(0);
    const HpVector lo = HpVector::Constant(n, hp_float(-1)), hi = HpVector::Constant(n, hp_float(1));
    agents.push_back(rs::Agent{f, Box{lo, hi}});
    z1.push_back(HpVector::Zero(n));
    l1.push_back(HpVector::Zero(n));
  }
  rs::RunSettings st;
  st.T = T;
  st.E = E;
  st.rho = [](long) { return hp_float(1); };
  st.eta = [](long t) { return 1 / sqrt(hp_float(t)); };
  const hp_float sigma = hp_float(sigma_quarters) / 4;
  st.noise = [&](long, long, std::size_t) { return solvers::gaussian_vector(rng, n, sigma); };
  st.perturbation = kind;
  const rs::RunTrace tr = rs::run_algorithm3_1(agents, st, z1, l1);
  hp_float worst = 0;
  for (const auto& z : tr.outputs) worst = std::max(worst, agents[0].box.violation(z));
  for (const auto& zt : tr.z)
    for (const auto& z : zt) worst = std::max(worst, agents[0].box.violation(z));
  Verdict v = le(worst, hp_float(0), hp_float(1), bits);
  v.note = "largest distance outside W_p = [-1, 1]^2 of any z_p^{t,e+1} or z_p^{t+1}";
  v.instance = {{"seed", std::to_string(seed)}, {"P", std::to_string(P)},          {"T", std::to_string(T)},
                {"E", std::to_string(E)},       {"sigma", sigma.str(6)},           {"rho", "1"},
                {"eta", "1/sqrt(t)"},           {"f_p", "random quadratic, n = 2"}};
  return v;
}

// ---- Theorem 4.5 on a 1-D box: the exact output law (certified, bounds/) -----------------------
struct CertifiedBox {
  bounds::ryu_kim::BoxStep step;
  Interval sens;
  std::vector<std::pair<std::string, std::string>> text;
};
// The drawn 1-D instance as enclosures, with |grad − grad'| = (diff_percent/100)·Δ̄, Δ̄ = 1/50.
CertifiedBox certified_box(long seed, long diff_percent, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 405u);
  auto q = [&](long lo, long hi, long den) { return Rational(solvers::uniform_int(rng, lo, hi), den); };
  auto iv = [bits](const Rational& r) { return Interval::from_rational(r, bits); };
  CertifiedBox c;
  const Rational sens(1, 50), grad = q(-8, 8, 4), diff = sens * Rational(diff_percent, 100);
  const Rational z = q(-8, 8, 4), w = q(-8, 8, 4), lambda = q(-8, 8, 4), eta = q(1, 8, 4), rho = q(1, 400, 4);
  const Rational lo = q(-8, 0, 4), hi = lo + q(1, 8, 64);
  c.step = {iv(grad), iv(grad - diff), iv(z), iv(w), iv(lambda), iv(eta), iv(rho), iv(lo), iv(hi)};
  c.sens = iv(sens);
  c.text = {{"grad", grad.to_string()},     {"grad'", (grad - diff).to_string()},
            {"z", z.to_string()},           {"w", w.to_string()},
            {"lambda", lambda.to_string()}, {"eta", eta.to_string()},
            {"rho", rho.to_string()},       {"box", "[" + lo.to_string() + ", " + hi.to_string() + "]"},
            {"sensitivity", "1/50"}};
  return c;
}
// The control's instance: the power-flow-like step of the registry's configurations (ρ = 100,
// η = 1, box [−1, 1], f′ = diff, f′′ = 0, Δ̄ = 1/50): the box clips almost nothing.
CertifiedBox wide_box(const Rational& diff, unsigned bits) {
  auto iv = [bits](const Rational& r) { return Interval::from_rational(r, bits); };
  CertifiedBox c;
  c.step = {iv(diff),        iv(Rational(0)),   iv(Rational(0)),  iv(Rational(0)), iv(Rational(0)),
            iv(Rational(1)), iv(Rational(100)), iv(Rational(-1)), iv(Rational(1))};
  c.sens = iv(Rational(1, 50));
  c.text = {{"grad", diff.to_string()}, {"grad'", "0"},         {"rho", "100"}, {"eta", "1"},
            {"box", "[-1, 1]"},         {"sensitivity", "1/50"}};
  return c;
}

Verdict box_laplace(const CertifiedBox& c, const Interval& eps, unsigned bits) {
  auto e = bounds::ryu_kim::thm4_5_box_laplace_eps(c.step, eps, c.sens);
  if (!e.ok()) return undecided(e.error().message);
  Verdict v = certified_le(*e, eps, bits);
  v.note = "exact pure-DP eps of the clipped output law vs eps-bar";
  v.instance = c.text;
  v.instance.emplace_back("eps", eps.lower_decimal(6));
  return v;
}
Verdict box_gaussian(const CertifiedBox& c, const Interval& eps, const Interval& delta, unsigned bits) {
  auto d = bounds::ryu_kim::thm4_5_box_gaussian_delta(c.step, eps, delta, c.sens);
  if (!d.ok()) return undecided(d.error().message);
  Verdict v = certified_le(*d, delta, bits);
  v.note = "exact delta(eps-bar) of the clipped output law vs delta-bar";
  v.instance = c.text;
  v.instance.emplace_back("eps", eps.lower_decimal(6));
  v.instance.emplace_back("delta", delta.lower_decimal(6));
  return v;
}
Interval percent(long p, unsigned bits) { return Interval::from_int(p, bits) / 100; }
Interval delta_index(long j, unsigned bits) {
  return exp(-Interval::from_int(j, bits) / 4 * log(Interval::from_int(10, bits)));
}

}  // namespace

std::vector<Claim> step_claims() {
  std::vector<Claim> out;
  {
    Space s;
    s.coords = {{"seed", 0, 999999}, {"n", 1, 4}, {"position", -4, 12}, {"log2_l", 0, 6}};
    s.edges = {{0, 1, 0, 6}, {1, 2, 8, 0}, {2, 3, -4, 3}};
    widen_step(s);
    s.reaches.insert(s.reaches.end(),
                     {reach("psi", {"-4/8 of the box", "0/8 of the box", "8/8 of the box"}),  // position: edges
                      reach("l", {"2^0", "2^6"})});  // l = 2^log2_l: edges log2_l = 0, 6
    out.push_back(make(
        "ryu_kim.thm4_3.jacobian", "Theorem 4.3's proof, (4.8b)-(4.8d) (L289-L313)",
        "(4.8b) gives the noise for which psi solves (4.3) (the map is a bijection), and (4.8d), (-rho - 1/eta)I - "
        "Hessian of g_l, is its Jacobian (independent of the data, (4.8e)).",
        "W_p a box; l > 0", s,
        [](const Point& p, unsigned bits) {
          numeric::ScopedHpPrecision prec(bits);
          return jacobian_check(draw_step(p[0], p[1], step_scale(p)), p[2], p[3], false, bits);
        },
        Space{{{"log2_l", 4, 6}}, {{4}, {6}}}, "(4.8d) without the Hessian of g_l at the box's lower end (psi = lo)",
        [](const Point& p, unsigned bits) {
          numeric::ScopedHpPrecision prec(bits);
          return jacobian_check(draw_step(0, 1), 0, p[0], true, bits);
        }));
  }
  out.push_back(
      make("ryu_kim.l136.box_closed_form", "L136, (3.2) (L130) on a box",
           "On a box, the solution of (3.2) is the projection of (1/eta + rho)^-1 (-f' + z/eta + rho w + lambda - xi) "
           "onto the box (optimality certificate: min over the box of <grad G(z), y - z> = 0).",
           "W_p a box, eta, rho > 0", step_space(), on_step([](const StepInstance& s, unsigned bits) {
             return box_candidate_optimal(s, rs::objpert_box(s.step, s.box, s.xi), bits);
           }),
           scale_control(), "the projection of Remark 3.1's output (3.3), (3.1)'s minimiser + xi, taken for (3.2)'s",
           on_control([](const StepInstance& s, unsigned bits) {
             return box_candidate_optimal(s, s.box.project(rs::remark3_1_output(s.step, s.xi)), bits);
           })));
  out.push_back(make("ryu_kim.l128.affine", "L128-L130",
                     "(3.2)'s objective is (3.1)'s plus (1/(2 rho))|xi|^2 - <w - z_p + lambda/rho, xi> at every z_p.",
                     "rho > 0", step_space(), on_step([](const StepInstance& s, unsigned bits) {
                       const HpVector zp = s.box.lo;  // any point: the identity holds everywhere
                       const hp_float lhs = rs::objective_G(s.step, zp, s.xi);
                       const hp_float rhs = rs::objective_31(s.step, zp) + s.xi.squaredNorm() / (2 * s.step.rho) -
                                            (s.step.w - zp + s.step.lambda / s.step.rho).dot(s.xi);
                       Verdict v = le(abs(lhs - rhs), hp_float(0), 1 + abs(lhs), bits);
                       v.note = "|objective of (3.2) - objective of (3.1) - affine term| at z_p = lo";
                       return v;
                     }),
                     scale_control(), "the affine term with + <w - z_p + lambda/rho, xi> (sign flipped)",
                     on_control([](const StepInstance& s, unsigned bits) {
                       const HpVector zp = s.box.lo;
                       const hp_float lhs = rs::objective_G(s.step, zp, s.xi);
                       const hp_float rhs = rs::objective_31(s.step, zp) + s.xi.squaredNorm() / (2 * s.step.rho) +
                                            (s.step.w - zp + s.step.lambda / s.step.rho).dot(s.xi);
                       return le(abs(lhs - rhs), hp_float(0), 1 + abs(lhs), bits);
                     })));
  // Remark 3.1: over ℝⁿ the forms agree; on a box (outside the remark's 𝒲_p = ℝⁿ) they do not.
  auto remark_gap = [](const StepInstance& s, bool on_box, unsigned bits) {
    // (3.3) against the minimiser of (3.1) − (1/η + ρ)⟨ξ̃, z⟩ over 𝒲: over ℝⁿ its gradient at (3.3)
    // must vanish; over the box, the minimiser is the projection of (3.3) (claim l136's form).
    const HpVector out33 = rs::remark3_1_output(s.step, s.xi);
    hp_float r;
    if (on_box) {
      r = (out33 - s.box.project(out33)).cwiseAbs().maxCoeff();
    } else {
      const HpVector g = rs::gradient_G(s.step, out33, HpVector::Zero(out33.size())) - s.step.curvature() * s.xi;
      r = g.cwiseAbs().maxCoeff();
    }
    Verdict v = le(r, hp_float(0), 1 + s.step.curvature() * out33.cwiseAbs().maxCoeff(), bits);
    v.note = on_box ? "|(3.3) - the box minimiser of the perturbed objective|"
                    : "|gradient of (3.1) - (1/eta + rho)<xi, z> at (3.3)| (must be 0)";
    return v;
  };
  out.push_back(
      make("ryu_kim.remark3_1", "Remark 3.1, (3.3) (L174-L178)",
           "For W_p = R^n, (3.3) minimises (3.1)'s objective minus (1/eta + rho)<xi, z_p>: ObjPert with that "
           "linear term is OutPert.",
           "W_p = R^n", step_space(),
           on_step([remark_gap](const StepInstance& s, unsigned bits) { return remark_gap(s, false, bits); }),
           scale_control(), "W_p = [0, 1/2] instead of R^n",
           on_control([remark_gap](const StepInstance& s, unsigned bits) { return remark_gap(s, true, bits); })));
  auto gradient_gap = [](const StepInstance& s, bool on_box, unsigned bits) {
    const HpVector target = on_box ? rs::objpert_box(s.step, s.box, HpVector::Zero(s.xi.size()))
                                   : rs::unconstrained_minimiser(s.step, HpVector::Zero(s.xi.size()));
    const HpVector form = rs::gradient_step_form(s.step);
    Verdict v = le((form - target).cwiseAbs().maxCoeff(), hp_float(0), 1 + target.cwiseAbs().maxCoeff(), bits);
    v.note = "|L180's gradient step - the solution of (3.1)|";
    return v;
  };
  out.push_back(
      make("ryu_kim.remark3_1.gradient_step", "Remark 3.1 (L180-L184)",
           "For W_p = R^n, (3.1)'s solution is z - s(f' - rho(w - z + lambda/rho)) with s = eta/(eta rho + 1).",
           "W_p = R^n", step_space(),
           on_step([gradient_gap](const StepInstance& s, unsigned bits) { return gradient_gap(s, false, bits); }),
           scale_control(), "W_p = [0, 1/16] (the control step's (3.1) solution 0 is inside; xi = 0)",
           [gradient_gap](const Point& p, unsigned bits) {
             numeric::ScopedHpPrecision prec(bits);
             // f′ = 1 + xi: (3.1)'s minimiser over ℝ is −xi/2 < 0, the box solution is 0
             StepInstance s = control_step(hp_float(0), hp_float(1) / 16);
             s.step.grad(0) = 1 + p[0];
             return with_text(gradient_gap(s, true, bits), s);
           }));
  {
    Claim c = make(
        "ryu_kim.remark3_1.derivation", "Remark 3.1, the optimality condition (L188-L192)",
        "Each of the four printed lines of the derivation equals 0 at (3.1)'s minimiser over R^n.", "W_p = R^n",
        step_space({{0, 1}, {1, 1}}), on_step([](const StepInstance& s, unsigned bits) {
          return derivation_check(s, rs::unconstrained_minimiser(s.step, HpVector::Zero(s.xi.size())), false, bits);
        }),
        scale_control(), "the lines at z^{t,e} + xi instead of the minimiser (line 1 fails)",
        on_control(
            [](const StepInstance& s, unsigned bits) { return derivation_check(s, s.step.z + s.xi, false, bits); }));
    c.expected = {Status::violated, "ryu_kim.E9"};
    out.push_back(std::move(c));
  }
  {
    Claim c =
        make("ryu_kim.remark3_1.derivation_corrected", "Remark 3.1 (L188-L192) with line 4's sign corrected",
             "The derivation with f' - rho(w - z + lambda/rho) in its last line: every line equals 0 at (3.1)'s "
             "minimiser over R^n.",
             "W_p = R^n", step_space(), on_step([](const StepInstance& s, unsigned bits) {
               return derivation_check(s, rs::unconstrained_minimiser(s.step, HpVector::Zero(s.xi.size())), true, bits);
             }),
             scale_control(), "the lines at z^{t,e} + xi instead of the minimiser",
             on_control([](const StepInstance& s, unsigned bits) {
               return derivation_check(s, s.step.z + s.xi, true, bits);
             }));
    c.form = Form::corrected;
    out.push_back(std::move(c));
  }
  {
    Space s;
    s.coords = {{"seed", 0, 999999}, {"P", 1, 3}, {"T", 1, 12}, {"E", 1, 5}};
    s.edges = {{0, 1, 1, 1}, {1, 3, 12, 5}};
    s.reaches = {reach("P", 1, 3), reach("T", 1, 12), reach("E", 1, 5)};  // each: edges at both ends
    Claim c = make(
        "ryu_kim.fig1.feasible", "Fig. 1 (L201), Algorithm 3.1 line 20",
        "Every output z_p^{t,e+1} of (3.2) and every average z_p^{t+1} of Algorithm 3.1 lies in W_p.",
        "W_p convex (a box here); any noise (Gaussian, sigma = 2)", s,
        [](const Point& p, unsigned bits) {
          return run_feasibility(p[0], p[1], p[2], p[3], rs::Perturbation::objpert, 8, bits);
        },
        Space{{{"seed", 0, 3}}, {{0}, {3}}},
        "the OutPert baseline (3.4) in place of (3.2), sigma = 2, P = 2, T = 6, E = 2",
        [](const Point& p, unsigned bits) {
          return run_feasibility(p[0], 2, 6, 2, rs::Perturbation::outpert, 8, bits);
        });
    c.cost = Cost::expensive;
    out.push_back(std::move(c));
  }
  out.push_back(expensive(
      make("ryu_kim.thm4_2", "Theorem 4.2 (L243-L249), (4.4)",
           "z_l of (4.3) tends to z of (3.2) as l grows (checked: |z_l - z| nonincreasing on l = 2^20..2^40 and <= "
           "2^-20 (1 + |z|) at l = 2^40).",
           "W_p a box (h_m affine, convex C^2), G strongly convex", step_space(),
           on_step([](const StepInstance& s, unsigned bits) {
             return limit_check(s, rs::objpert_box(s.step, s.box, s.xi), bits);
           }),
           scale_control(), "the OutPert output (3.4) as the limit instead of (3.2)'s solution",
           on_control([](const StepInstance& s, unsigned bits) {
             return limit_check(s, rs::outpert_box(s.step, s.box, s.xi), bits);
           }))));
  {
    Claim c = make("ryu_kim.thm4_2.step4_5b", "Theorem 4.2's proof, (4.5b) (L257)",
                   "By strong convexity of G with mu = 1/eta + rho: G(z_l) - G(z) >= (mu/2)|z_l - z|^2 (z of (3.2), "
                   "z_l of (4.3)), for l = 2^0, 2^2, ..., 2^40.",
                   "as Theorem 4.2", step_space({{0, 1}, {1, 1}, {2, 2}}),
                   on_step([](const StepInstance& s, unsigned bits) { return step4_5b(s, false, false, bits); }),
                   scale_control(), "only the l with z_l outside W_p, where (3.1)'s minimiser over R^n lies outside",
                   [](const Point& p, unsigned bits) {
                     numeric::ScopedHpPrecision prec(bits);
                     const StepInstance s = control_step(hp_float(-2 - p[0]), hp_float(1));
                     return with_text(step4_5b(s, false, true, bits), s);
                   });
    c.expected = {Status::violated, "ryu_kim.E10"};
    out.push_back(std::move(c));
  }
  {
    Claim c = make("ryu_kim.thm4_2.step4_5b_feasible", "(4.5b) (L257) where z_l lies in W_p",
                   "G(z_l) - G(z) >= (mu/2)|z_l - z|^2 for every l (of 2^0, ..., 2^40) with z_l in W_p.",
                   "as Theorem 4.2; z_l in W_p", step_space(),
                   on_step([](const StepInstance& s, unsigned bits) { return step4_5b(s, true, false, bits); }),
                   scale_control(),
                   "the l with z_l outside W_p (the control step, xi = -2 - k: (3.1)'s minimiser "
                   "over R^n is outside [0, 1])",
                   [](const Point& p, unsigned bits) {
                     numeric::ScopedHpPrecision prec(bits);
                     const StepInstance s = control_step(hp_float(-2 - p[0]), hp_float(1));
                     return with_text(step4_5b(s, false, true, bits), s);
                   });
    c.form = Form::supported;
    out.push_back(expensive(std::move(c)));
  }
  {
    Space s;
    s.coords = {{"seed", 0, 999999}, {"n", 1, 4}, {"position", 0, 8}};
    s.edges = {{0, 1, 4}, {0, 1, 0}, {1, 2, 8}};
    widen_step(s);
    s.reaches.push_back(reach("position", 0, 1));  // position = pos/8: edges pos = 0, 8
    Claim c = make(
        "ryu_kim.l234.penalty_vanishes", "L234 (after (4.2))",
        "On feasible points (h_m(z) <= 0) g_l(z) -> 0 as l grows (checked: g_l(z) <= 2^-20 at l = 2^40).", "z in W_p",
        s, [](const Point& p, unsigned bits) { return penalty_vanishes(p[0], p[1], p[2], step_scale(p), bits); },
        Space{{{"position", 9, 12}}, {{9}, {12}}}, "z outside W_p (position 9/8 .. 12/8 of the box)",
        [](const Point& p, unsigned bits) { return penalty_vanishes(0, 1, p[0], {}, bits); });
    c.expected = {Status::violated, "ryu_kim.E11"};
    out.push_back(std::move(c));
  }
  {
    Space s;
    s.coords = {{"seed", 0, 999999}, {"n", 1, 4}, {"position", 1, 7}};
    s.edges = {{0, 1, 1}, {1, 4, 7}};
    widen_step(s);
    s.reaches.push_back(reach("position", 0.125, 0.875));  // position = pos/8: edges pos = 1, 7
    Claim c = make(
        "ryu_kim.l234.penalty_vanishes_interior", "L234 on strictly feasible points ((4.5e) uses these)",
        "On strictly feasible points (h_m(z) < 0) g_l(z) <= 2^-20 at l = 2^40.", "z in the interior of W_p", s,
        [](const Point& p, unsigned bits) { return penalty_vanishes(p[0], p[1], p[2], step_scale(p), bits); },
        Space{{{"position", 0, 0}}, {{0}}}, "z on the boundary of W_p (position 0)",
        [](const Point& p, unsigned bits) { return penalty_vanishes(0, 1, p[0], {}, bits); });
    c.form = Form::supported;
    out.push_back(std::move(c));
  }
  {
    Space s;
    s.coords = {{"seed", 0, 999999}, {"eps_percent", 1, 100}, {"diff_percent", 0, 100}};
    s.edges = {{0, 100, 100}, {1, 5, 100}, {2, 50, 0}};
    s.reaches = {reach("eps", 0.05, 1),   // eps = eps_percent/100: edges 5, 100
                 reach("eta", 0.25, 2)};  // certified_box: eta = k/4, k in [1, 8] drawn per seed
    out.push_back(make(
        "ryu_kim.thm4_5.laplace_box", "Theorem 4.5(i) (L379) with Theorem 4.3, on a 1-D box",
        "One solve of (3.2) on a box with Laplace noise of scale Delta_1/eps is (eps, 0)-DP: the exact sup of the "
        "privacy loss over the interior density and both atoms is <= eps.",
        "|f'(z; D) - f'(z; D')| <= Delta_1 (4.6)", s,
        [](const Point& p, unsigned bits) {
          return box_laplace(certified_box(p[0], p[2], bits), percent(p[1], bits), bits);
        },
        Space{{{"diff_percent", 150, 300}}, {{200}, {300}}},
        "gradients 1.5-3 Delta_1 apart (outside (4.6)) at eps = 1, the wide power-flow box",
        [](const Point& p, unsigned bits) {
          return box_laplace(wide_box(Rational(p[0], 5000), bits), percent(100, bits), bits);
        }));
  }
  {
    Space s;
    s.coords = {{"seed", 0, 999999}, {"eps_percent", 1, 100}, {"delta_index", 4, 48}, {"diff_percent", 0, 100}};
    s.edges = {{0, 100, 8, 100}, {1, 100, 24, 100}, {2, 5, 8, 100}};
    s.reaches = {reach("eps", 0.05, 1),       // eps = eps_percent/100: edges 5, 100
                 reach("delta", 1e-6, 1e-2),  // delta = 10^(-j/4): edges j = 24, 8
                 reach("eta", 0.25, 2)};      // certified_box: eta = k/4, k in [1, 8] drawn per seed
    out.push_back(make(
        "ryu_kim.thm4_5.gaussian_box", "Theorem 4.5(ii) (L379) with Theorem 4.4, on a 1-D box",
        "One solve of (3.2) on a box with the Gaussian noise of Theorem 4.4 is (eps, delta)-DP: the "
        "exact delta(eps) of the output law (interior density and both atoms) is <= delta.",
        "|f'(z; D) - f'(z; D')|_2 <= Delta_2 (4.9); eps <= 1 (L375)", s,
        [](const Point& p, unsigned bits) {
          return box_gaussian(certified_box(p[0], p[3], bits), percent(p[1], bits), delta_index(p[2], bits), bits);
        },
        Space{{{"eps", 5, 20}}, {{5}, {20}}},
        "eps in [5, 20] at delta = 1/2 (outside eps <= 1), the wide "
        "power-flow box",
        [](const Point& p, unsigned bits) {
          return box_gaussian(wide_box(Rational(1, 50), bits), Interval::from_int(p[0], bits),
                              Interval::from_rational(Rational(1, 2), bits), bits);
        }));
  }
  return out;
}

}  // namespace privbound::proofs_check::ryu_kim
