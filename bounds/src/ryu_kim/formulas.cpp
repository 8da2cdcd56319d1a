// The formulas of bounds/ryu_kim/ryu_kim.hpp (each header comment states source and domain).
#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

#include "privbound/bounds/accounting/clipped.hpp"
#include "privbound/bounds/accounting/conversions.hpp"
#include "privbound/bounds/accounting/gaussian.hpp"
#include "privbound/bounds/ryu_kim/ryu_kim.hpp"
#include "privbound/bounds/validate.hpp"
#include "privbound/numeric/decimal.hpp"

namespace privbound::bounds::ryu_kim {
namespace {

Interval I(long v, unsigned bits) { return Interval::from_int(v, bits); }

// 1.25/δ̄ as 5/(4δ̄), exact where δ̄ is.
Interval ln_125_over(const Interval& delta) { return log(I(5, delta.bits()) / (4 * delta)); }

Result<void> check_steps(const char* fn, long T, long E) {
  constexpr long kMax = 1000000000000L;
  if (T < 1 || T > kMax) return numeric::domain_error(fn, "T", "the integers in [1, 10^12]", std::to_string(T));
  if (E < 1 || E > kMax) return numeric::domain_error(fn, "E", "the integers in [1, 10^12]", std::to_string(E));
  if (T > kMax / E) return numeric::domain_error(fn, "E", "T*E <= 10^12", std::to_string(T) + "*" + std::to_string(E));
  return {};
}

Result<void> check_eps_delta(const char* fn, const Interval& eps, const Interval& delta) {
  PB_TRY(bool e, check_positive(fn, "eps", eps));
  PB_TRY(bool d, check_delta(fn, delta));
  (void)e;
  (void)d;
  return {};
}

Result<void> check_delta_prime(const char* fn, const Interval& d) {
  if (!d.is_finite() || !d.certainly_positive() || !d.certainly_lt(I(1, d.bits())))
    return numeric::domain_error(fn, "delta_prime", "(0, 1)", shown(d));
  return {};
}

// The noise-coordinate interval (c·m − c·hi, c·m − c·lo) of a BoxStep (see the header).
struct NoiseWindow {
  Interval lo, hi;
};
Result<NoiseWindow> noise_window(const char* fn, const BoxStep& s) {
  for (const auto& [name, v] : {std::pair<const char*, const Interval*>{"grad", &s.grad},
                                {"grad_neighbour", &s.grad_neighbour},
                                {"z", &s.z},
                                {"w", &s.w},
                                {"lambda", &s.lambda}}) {
    PB_TRY(bool f, check_finite(fn, name, *v, "(-inf, inf)"));
    (void)f;
  }
  PB_TRY(bool e, check_positive(fn, "eta", s.eta));
  PB_TRY(bool r, check_positive(fn, "rho", s.rho));
  PB_TRY(bool l, check_finite(fn, "lo", s.lo, "(-inf, hi)"));
  PB_TRY(bool h, check_finite(fn, "hi", s.hi, "(lo, inf)"));
  (void)e, (void)r, (void)l, (void)h;
  if (!s.lo.certainly_lt(s.hi)) return numeric::domain_error(fn, "hi", "(lo, inf)", shown(s.hi));
  const Interval c = 1 / s.eta + s.rho;
  const Interval cm = -s.grad + s.z / s.eta + s.rho * s.w + s.lambda;
  return NoiseWindow{cm - c * s.hi, cm - c * s.lo};
}

}  // namespace

Result<Interval> thm4_5_box_laplace_eps(const BoxStep& step, const Interval& eps, const Interval& sens1) {
  const char* fn = "thm4_5_box_laplace_eps";
  PB_TRY(bool s, check_positive(fn, "sensitivity", sens1));
  PB_TRY(bool e, check_positive(fn, "eps", eps));
  (void)s, (void)e;
  PB_TRY(NoiseWindow win, noise_window(fn, step));
  return accounting::clipped_laplace_eps(sens1 / eps, step.grad - step.grad_neighbour, win.lo, win.hi);
}

Result<Interval> thm4_5_box_gaussian_delta(const BoxStep& step, const Interval& eps, const Interval& delta,
                                           const Interval& sens2) {
  const char* fn = "thm4_5_box_gaussian_delta";
  PB_TRY(bool s, check_positive(fn, "sensitivity", sens2));
  (void)s;
  PB_CHECK(check_eps_delta(fn, eps, delta));
  PB_TRY(NoiseWindow win, noise_window(fn, step));
  const Interval sigma = sqrt(2 * ln_125_over(delta)) * sens2 / eps;
  return accounting::clipped_gaussian_delta(sigma, step.grad - step.grad_neighbour, win.lo, win.hi, eps);
}

Result<Interval> composed_steps(const char* fn, long T, long E, unsigned bits) {
  PB_CHECK(check_steps(fn, T, E));
  return I(T, bits) * I(E, bits);
}

Result<Interval> laplace_variance(const Interval& sens1, const Interval& eps) {
  const char* fn = "laplace_variance";
  PB_TRY(bool s, check_nonnegative(fn, "sensitivity", sens1));
  PB_TRY(bool e, check_positive(fn, "eps", eps));
  (void)s;
  (void)e;
  return 2 * sqr(sens1 / eps);
}

Result<Interval> gaussian_variance(const Interval& sens2, const Interval& eps, const Interval& delta) {
  return accounting::classic_gaussian_variance(sens2, eps, delta);  // Lemma 2.3 prints the classic calibration
}

Result<Interval> gaussian_step_rho(const Interval& eps, const Interval& delta) {
  PB_CHECK(check_eps_delta("gaussian_step_rho", eps, delta));
  return sqr(eps) / (4 * ln_125_over(delta));
}

Result<Interval> thm4_6_a(const Interval& eps, const Interval& delta, long T, long E) {
  const char* fn = "thm4_6_a";
  PB_CHECK(check_steps(fn, T, E));
  PB_TRY(Interval b, gaussian_step_rho(eps, delta));
  return I(T, eps.bits()) * I(E, eps.bits()) * b;
}

Result<Interval> thm4_6_side_condition(const Interval& eps, const Interval& delta, long T, long E) {
  const char* fn = "thm4_6_side_condition";
  PB_CHECK(check_eps_delta(fn, eps, delta));
  PB_CHECK(check_steps(fn, T, E));
  return I(T, eps.bits()) * I(E, eps.bits()) * sqr(eps) / (2 * ln_125_over(delta));
}

Result<Interval> thm4_6_total(const Interval& eps, const Interval& delta, long T, long E) {
  const char* fn = "thm4_6_total";
  PB_CHECK(check_eps_delta(fn, eps, delta));
  PB_CHECK(check_steps(fn, T, E));
  const Interval TE = I(T, eps.bits()) * I(E, eps.bits());
  return eps * sqrt(TE * -log(delta) / ln_125_over(delta));
}

namespace {
// MPFR numbers at one precision, cleared on every return.
struct MpfrVars {
  mpfr_t lo, hi, mid;
  explicit MpfrVars(unsigned bits) {
    mpfr_inits2(static_cast<mpfr_prec_t>(bits), lo, hi, mid, static_cast<mpfr_ptr>(nullptr));
  }
  ~MpfrVars() { mpfr_clears(lo, hi, mid, static_cast<mpfr_ptr>(nullptr)); }
  MpfrVars(const MpfrVars&) = delete;
  MpfrVars& operator=(const MpfrVars&) = delete;
};
// The lower or the upper end of x as a point interval.
Interval end_point(const Interval& x, bool upper) {
  MpfrVars v(x.bits());
  upper ? x.upper(v.mid) : x.lower(v.mid);
  return Interval::from_mpfr_bounds(v.mid, v.mid, x.bits());
}
}  // namespace

Result<Interval> gdp_mu_for(const Interval& eps_total, const Interval& delta) {
  const char* fn = "gdp_mu_for";
  PB_CHECK(check_eps_delta(fn, eps_total, delta));
  const unsigned bits = eps_total.bits();
  // δ(ε′; μ) is increasing in μ: lo meets δ̄ certainly, hi misses it certainly.
  auto meets = [&](mpfr_srcptr mu) -> Result<int> {  // 1 meets, 0 misses, -1 undecided
    PB_TRY(Interval d, accounting::gaussian_delta(Interval::from_mpfr_bounds(mu, mu, bits), eps_total));
    if (d.certainly_le(delta)) return 1;
    if (delta.certainly_lt(d)) return 0;
    return -1;
  };
  MpfrVars v(bits);
  mpfr_set_ui(v.lo, 0, MPFR_RNDN);
  mpfr_set_ui(v.hi, 1, MPFR_RNDN);
  for (int k = 0;; ++k) {  // δ(ε′; μ) -> 1 as μ grows: some power of 2 misses
    PB_TRY(int m, meets(v.hi));
    if (m == 0) break;
    if (m < 0 || k > 2000) return numeric::hypothesis_error(fn, "no certain upper end for mu");
    mpfr_set(v.lo, v.hi, MPFR_RNDN);
    mpfr_mul_2ui(v.hi, v.hi, 1, MPFR_RNDN);
  }
  for (unsigned k = 0; k < bits + 2100; ++k) {  // bisection; below 1 the exponent may fall by up to 2000 first
    mpfr_add(v.mid, v.lo, v.hi, MPFR_RNDN);
    mpfr_div_2ui(v.mid, v.mid, 1, MPFR_RNDN);
    if (mpfr_equal_p(v.mid, v.lo) || mpfr_equal_p(v.mid, v.hi)) break;
    PB_TRY(int m, meets(v.mid));
    if (m < 0) break;  // δ's enclosure straddles δ̄ here: [lo, hi] is as tight as this precision gives
    mpfr_set(m == 1 ? v.lo : v.hi, v.mid, MPFR_RNDN);
  }
  if (mpfr_zero_p(v.lo)) return numeric::hypothesis_error(fn, "no certain lower end for mu");
  return Interval::from_mpfr_bounds(v.lo, v.hi, bits);
}

Result<Interval> thm4_6_calibrated_variance(const Interval& eps, const Interval& delta, long T, long E) {
  const char* fn = "thm4_6_calibrated_variance";
  PB_CHECK(check_eps_delta(fn, eps, delta));
  PB_CHECK(check_steps(fn, T, E));
  PB_TRY(Interval total, thm4_6_total(eps, delta, T, E));
  // μ* is increasing in ε′: over the enclosure of the printed total it lies between the two ends' roots
  PB_TRY(Interval mu_a, gdp_mu_for(end_point(total, false), delta));
  PB_TRY(Interval mu_b, gdp_mu_for(end_point(total, true), delta));
  const Interval mu = hull(mu_a, mu_b);
  const Interval TE = I(T, eps.bits()) * I(E, eps.bits());
  return TE / (mu * mu);
}

Result<Interval> thm4_6_total_moments(const Interval& eps, const Interval& delta, long T, long E) {
  const char* fn = "thm4_6_total_moments";
  PB_CHECK(check_eps_delta(fn, eps, delta));
  PB_TRY(Interval a, thm4_6_a(eps, delta, T, E));
  const Interval L = -log(delta);  // ln(1/δ̄) > 0
  const double tau_real = std::sqrt(L.mid_double() / a.mid_double());
  if (!(tau_real <= 0x1p50))
    return numeric::domain_error(fn, "eps", "values whose best order tau = sqrt(ln(1/delta)/a) is at most 2^50",
                                 shown(eps));
  const long t0 = static_cast<long>(std::floor(tau_real));
  std::optional<Interval> best;
  for (long tau = std::max(1L, t0 - 1); tau <= t0 + 2; ++tau) {
    const Interval tv = I(tau, eps.bits());
    const Interval v = a * (tv + 1) + L / tv;
    best = best ? min(*best, v) : v;
  }
  return *best;
}

Result<Interval> lemma2_4_delta(const Interval& eps_total, const Interval& eps, const Interval& delta, long T, long E) {
  const char* fn = "lemma2_4_delta";
  PB_TRY(bool et, check_positive(fn, "eps_total", eps_total));
  (void)et;
  PB_TRY(Interval a, thm4_6_a(eps, delta, T, E));
  const double tau_real = (eps_total.mid_double() - a.mid_double()) / (2 * a.mid_double());
  if (!(tau_real <= 0x1p50))
    return numeric::domain_error(fn, "eps_total", "values whose best order (eps' - a)/(2a) is at most 2^50",
                                 shown(eps_total));
  const long t0 = std::max(1L, static_cast<long>(std::floor(std::max(tau_real, 1.0))));
  std::optional<Interval> best;
  for (long tau = std::max(1L, t0 - 1); tau <= t0 + 2; ++tau) {
    const Interval tv = I(tau, eps.bits());
    const Interval v = a * tv * (tv + 1) - tv * eps_total;
    best = best ? min(*best, v) : v;
  }
  return exp(*best);
}

Result<Interval> expected_abs_noise(const Interval& variance, bool gaussian) {
  PB_TRY(bool v, check_nonnegative("expected_abs_noise", "variance", variance));
  (void)v;
  if (!gaussian) return sqrt(variance / 2);
  return sqrt(2 * variance / Interval::pi(variance.bits()));
}

Result<Interval> thm4_4_tail_bound(const Interval& eps, const Interval& delta) {
  PB_CHECK(check_eps_delta("thm4_4_tail_bound", eps, delta));
  const unsigned b = eps.bits();
  const Interval t = sqrt(2 * ln_125_over(delta));
  const Interval r = t - eps / (2 * t);
  return 2 / sqrt(2 * Interval::pi(b)) * exp(-sqr(r) / 2);
}

Result<Interval> thm4_4_condition_margin(const Interval& eps, const Interval& delta) {
  PB_CHECK(check_eps_delta("thm4_4_condition_margin", eps, delta));
  const unsigned b = eps.bits();
  const Interval t = sqrt(2 * ln_125_over(delta));
  return sqr(t - eps / t) - 2 * log(2 / (delta * sqrt(2 * Interval::pi(b))));
}

Result<Interval> normal_two_sided_tail(const Interval& r) {
  PB_TRY(bool ok, check_nonnegative("normal_two_sided_tail", "r", r));
  (void)ok;
  return erfc(r / sqrt(I(2, r.bits())));
}

Result<Interval> normal_tail_bound_printed(const Interval& r) {
  PB_TRY(bool ok, check_nonnegative("normal_tail_bound_printed", "r", r));
  (void)ok;
  return 2 / sqrt(2 * Interval::pi(r.bits())) * exp(-sqr(r) / 2);
}

Result<Interval> advanced_composition_printed(const Interval& eps, long T, long k, const Interval& delta_prime) {
  const char* fn = "advanced_composition_printed";
  PB_TRY(bool e, check_positive(fn, "eps", eps));
  (void)e;
  PB_CHECK(check_steps(fn, T, 1));
  if (k < 1 || k > 1000000000000L)
    return numeric::domain_error(fn, "k", "the integers in [1, 10^12]", std::to_string(k));
  PB_CHECK(check_delta_prime(fn, delta_prime));
  const unsigned b = eps.bits();
  return eps * sqrt(2 * I(T, b) * -log(delta_prime)) + 2 * I(k, b) * sqr(eps);
}

Result<Interval> advanced_composition_dwork_roth(const Interval& eps, long k, const Interval& delta_prime) {
  const char* fn = "advanced_composition_dwork_roth";
  PB_TRY(bool e, check_positive(fn, "eps", eps));
  (void)e;
  PB_CHECK(check_steps(fn, k, 1));
  PB_CHECK(check_delta_prime(fn, delta_prime));
  const Interval K = I(k, eps.bits());
  return eps * sqrt(2 * K * -log(delta_prime)) + K * eps * expm1(eps);
}

Result<Interval> gaussian_loss_tail(const Interval& mu, const Interval& eps) {
  const char* fn = "gaussian_loss_tail";
  PB_TRY(bool m, check_positive(fn, "mu", mu));
  PB_TRY(bool e, check_nonnegative(fn, "eps", eps));
  (void)m;
  (void)e;
  return normal_cdf(mu / 2 - eps / mu) + normal_cdf(-mu / 2 - eps / mu);
}

Result<Interval> thm4_4_step4_11f_printed(const Interval& mu, const Interval& eps) {
  const char* fn = "thm4_4_step4_11f_printed";
  PB_TRY(bool m, check_positive(fn, "mu", mu));
  PB_TRY(bool e, check_nonnegative(fn, "eps", eps));
  (void)m, (void)e;
  const Interval r = eps / mu - mu / 2, zero(mu.bits());
  // P(|z| > r) = 1 for r <= 0; where r may have either sign, erfc over [0, r.hi] includes 1
  if (r.certainly_le(zero)) return I(1, mu.bits());
  return erfc(max(r, zero) / sqrt(I(2, mu.bits())));
}

Result<Interval> thm4_6_tau_star_printed(const Interval& eps_total, const Interval& eps, const Interval& delta) {
  PB_TRY(bool t, check_positive("thm4_6_tau_star_printed", "eps_total", eps_total));
  (void)t;
  PB_TRY(Interval b, gaussian_step_rho(eps, delta));
  return (eps_total - b) / (2 * b);
}

Result<Interval> thm4_6_tau_star(const Interval& eps_total, const Interval& eps, const Interval& delta, long T,
                                 long E) {
  PB_TRY(bool t, check_positive("thm4_6_tau_star", "eps_total", eps_total));
  (void)t;
  PB_TRY(Interval a, thm4_6_a(eps, delta, T, E));
  return (eps_total - a) / (2 * a);
}

Result<Interval> powerflow_sensitivity(const Interval& beta, const numeric::RationalMatrix& a_pi, int p) {
  const char* fn = "powerflow_sensitivity";
  PB_TRY(bool b, check_positive(fn, "beta", beta));
  (void)b;
  if (a_pi.rows != 1 || a_pi.cols == 0)
    return numeric::domain_error(fn, "a", "a row vector (\"1,-1,0.5\")",
                                 std::to_string(a_pi.rows) + "x" + std::to_string(a_pi.cols) + " matrix");
  numeric::Rational s1(0), s2(0);
  for (const auto& x : a_pi.data) {
    if (x < numeric::Rational(-1) || x > numeric::Rational(1))
      return numeric::domain_error(fn, "a", "[-1, 1] entrywise (L510)", x.to_string());
    s1 = s1 + (x < numeric::Rational(0) ? numeric::Rational(0) - x : x);
    s2 = s2 + x * x;
  }
  if (s2 == numeric::Rational(0)) return numeric::domain_error(fn, "a", "a nonzero vector", "0");
  const unsigned bits = beta.bits();
  const Interval norm = p == 1 ? Interval::from_rational(s1, bits) : sqrt(Interval::from_rational(s2, bits));
  return 2 * beta * norm;
}

Result<Interval> powerflow_output_sensitivity(const Interval& beta, const numeric::RationalMatrix& a_pi, int p,
                                              const Interval& eta, const Interval& rho) {
  const char* fn = "powerflow_output_sensitivity";
  PB_TRY(bool e, check_positive(fn, "eta", eta));
  PB_TRY(bool r, check_positive(fn, "rho", rho));
  (void)e, (void)r;
  PB_TRY(Interval grad, powerflow_sensitivity(beta, a_pi, p));
  return grad / (1 / eta + rho);
}

Result<Interval> powerflow_zone_output_sensitivity(const Interval& beta, const numeric::RationalMatrix& a_pi, int p,
                                                   const Interval& eta, long n) {
  const char* fn = "powerflow_zone_output_sensitivity";
  PB_TRY(bool e, check_positive(fn, "eta", eta));
  (void)e;
  if (n < 1) return numeric::domain_error(fn, "n", "the integers >= 1", std::to_string(n));
  PB_TRY(Interval l2, powerflow_sensitivity(beta, a_pi, 2));
  const Interval moved = l2 * eta;
  return p == 1 ? moved * sqrt(Interval::from_rational(numeric::Rational(n), beta.bits())) : moved;
}

}  // namespace privbound::bounds::ryu_kim

// ---- Section 5 -------------------------------------------------------------------------------
namespace privbound::bounds::ryu_kim {
namespace {

Result<void> check_constants(const char* fn, const UtilityConstants& k, bool need_alpha) {
  if (k.n < 1) return numeric::domain_error(fn, "n", "the integers >= 1", std::to_string(k.n));
  if (k.P < 1) return numeric::domain_error(fn, "P", "the integers >= 1", std::to_string(k.P));
  for (const auto& [name, v] : {std::pair<const char*, const Interval*>{"U1", &k.U1},
                                {"U2", &k.U2},
                                {"U3", &k.U3},
                                {"rho_max", &k.rho_max},
                                {"gamma", &k.gamma},
                                {"lambda1", &k.lambda1},
                                {"L", &k.L}}) {
    PB_TRY(bool ok, check_nonnegative(fn, name, *v));
    (void)ok;
  }
  PB_TRY(bool r, check_positive(fn, "rho1", k.rho1));
  (void)r;
  if (need_alpha) {
    PB_TRY(bool a, check_positive(fn, "alpha", k.alpha));
    (void)a;
  }
  return {};
}

Result<long> check_index(const char* fn, const char* name, long t) {
  if (t < 1 || t > 1000000000000L)
    return numeric::domain_error(fn, name, "the integers in [1, 10^12]", std::to_string(t));
  return t;
}

// The checks every bound of Section 5 starts with; the integers T, E and n, P as enclosures.
struct BoundArgs {
  Interval T, E, P, n;
};
Result<BoundArgs> bound_args(const char* fn, const UtilityConstants& k, const Interval& eps, long T, long E,
                             bool need_alpha) {
  PB_CHECK(check_constants(fn, k, need_alpha));
  PB_TRY(bool e, check_positive(fn, "eps", eps));
  (void)e;
  PB_TRY(Interval TE, composed_steps(fn, T, E, eps.bits()));
  (void)TE;
  const unsigned b = eps.bits();
  return BoundArgs{I(T, b), I(E, b), I(k.P, b), I(k.n, b)};
}

// ρ̂ at exponent j (⌊t/T_c⌋ = j), capped at 10⁹.
Interval rho_hat_at(const Interval& c1, const Interval& c2_over_eps, const Interval& growth) {
  return min(I(1000000000, c1.bits()), c1 * growth + c2_over_eps);
}

}  // namespace

Result<Interval> thm5_3_bound(const UtilityConstants& k, const Interval& eps, long T, long E) {
  PB_TRY(BoundArgs x, bound_args("thm5_3_bound", k, eps, T, E, false));
  return (x.n * x.P * k.U3 + sqr(k.U2) / (2 * x.E)) / (eps * sqrt(x.T)) +
         (sqr(k.U2) * (k.rho_max + k.L / x.E) + sqr(k.gamma + k.lambda1) / k.rho1) / (2 * x.T);
}

Result<Interval> thm5_3_bound_corrected(const UtilityConstants& k, const Interval& eps, long T, long E) {
  PB_TRY(BoundArgs x, bound_args("thm5_3_bound_corrected", k, eps, T, E, false));
  const Interval PU2sq = x.P * sqr(k.U2);  // the stacked |z* - z^t|^2 of terms "G" and "I" is at most P U2^2
  return (x.n * x.P * k.U3 + PU2sq / (2 * x.E)) / (eps * sqrt(x.T)) +
         (PU2sq * (k.rho_max + k.L / x.E) + sqr(k.gamma + k.lambda1) / k.rho1) / (2 * x.T);
}

Result<Interval> thm5_4_bound(const UtilityConstants& k, const Interval& eps, long T, long E) {
  PB_TRY(BoundArgs x, bound_args("thm5_4_bound", k, eps, T, E, false));
  return (x.n * x.P * k.U3 / sqr(eps) + x.P * sqr(k.U1) + sqr(k.U2) / (2 * x.E)) / sqrt(x.T) +
         (sqr(k.U2) * k.rho_max + sqr(k.gamma + k.lambda1) / k.rho1 + 2 * k.gamma * k.U2) / (2 * x.T);
}

Result<Interval> thm5_4_bound_corrected(const UtilityConstants& k, const Interval& eps, long T, long E) {
  PB_TRY(BoundArgs x, bound_args("thm5_4_bound_corrected", k, eps, T, E, false));
  const Interval PU2sq = x.P * sqr(k.U2);       // terms "G", "I" (stacked |z* - z|^2 <= P U2^2)
  const Interval stackedU2 = sqrt(x.P) * k.U2;  // term "K" (|z^{T+1} - z^1| <= sqrt(P) U2)
  return (x.n * x.P * k.U3 / sqr(eps) + x.P * sqr(k.U1) + PU2sq / (2 * x.E)) / sqrt(x.T) +
         (PU2sq * k.rho_max + sqr(k.gamma + k.lambda1) / k.rho1 + 2 * k.gamma * stackedU2) / (2 * x.T);
}

Result<Interval> thm5_5_bound(const UtilityConstants& k, const Interval& eps, long T, long E) {
  PB_TRY(BoundArgs x, bound_args("thm5_5_bound", k, eps, T, E, true));
  return (2 * k.U2 * k.gamma + sqr(k.U2) * k.rho_max + 4 * sqr(k.gamma) / k.rho1 + k.alpha * sqr(k.U2) / (2 * x.E) +
          2 * x.P * (sqr(k.U1) + x.n * k.U3 / sqr(eps)) / k.alpha) /
         (x.T + 1);
}

Result<Interval> thm5_5_bound_corrected(const UtilityConstants& k, const Interval& eps, long T, long E) {
  PB_TRY(BoundArgs x, bound_args("thm5_5_bound_corrected", k, eps, T, E, true));
  const Interval PU2sq = x.P * sqr(k.U2);       // terms "M" and (C.9) (stacked |z* - z|^2 <= P U2^2)
  const Interval stackedU2 = sqrt(x.P) * k.U2;  // term "L" (|z^{T+1} - z^t| <= sqrt(P) U2)
  return (2 * stackedU2 * k.gamma + PU2sq * k.rho_max + 4 * sqr(k.gamma) / k.rho1 + k.alpha * PU2sq / (2 * x.E) +
          2 * x.P * (sqr(k.U1) + x.n * k.U3 / sqr(eps)) / k.alpha) /
         (x.T + 1);
}

Result<Interval> thm5_3_eta(const Interval& L, const Interval& eps, long t) {
  const char* fn = "thm5_3_eta";
  PB_TRY(bool l, check_nonnegative(fn, "L", L));
  PB_TRY(bool e, check_positive(fn, "eps", eps));
  PB_TRY(long tt, check_index(fn, "t", t));
  (void)l, (void)e;
  return 1 / (L + sqrt(I(tt, eps.bits())) / eps);
}

Result<Interval> thm5_4_eta(long t, unsigned bits) {
  PB_TRY(long tt, check_index("thm5_4_eta", "t", t));
  return 1 / sqrt(I(tt, bits));
}

Result<Interval> thm5_5_eta(const Interval& alpha, long t) {
  const char* fn = "thm5_5_eta";
  PB_TRY(bool a, check_positive(fn, "alpha", alpha));
  PB_TRY(long tt, check_index(fn, "t", t));
  (void)a;
  return 2 / (alpha * (I(tt, alpha.bits()) + 2));
}

Result<Interval> utility_U3_laplace(const Interval& sens1) {
  PB_TRY(bool s, check_nonnegative("utility_U3_laplace", "sensitivity", sens1));
  (void)s;
  return 2 * sqr(sens1);
}

Result<Interval> utility_U3_gaussian(const Interval& sens2, const Interval& delta) {
  const char* fn = "utility_U3_gaussian";
  PB_TRY(bool s, check_nonnegative(fn, "sensitivity", sens2));
  PB_TRY(bool d, check_delta(fn, delta));
  (void)s, (void)d;
  return 2 * ln_125_over(delta) * sqr(sens2);
}

Result<Interval> utility_exponent(UtilityTheorem th, UtilityVariable var, const Interval& x1, const Interval& x2,
                                  const UtilityConstants& k, const Interval& eps, long T, long E) {
  const char* fn = "utility_exponent";
  PB_TRY(bool a, check_positive(fn, "from", x1));
  PB_TRY(bool b, check_positive(fn, "to", x2));
  (void)a, (void)b;
  if (!x1.certainly_lt(x2)) return numeric::domain_error(fn, "to", "(from, inf)", shown(x2));
  auto as_long = [&](const Interval& x, const char* name) -> Result<long> {
    const double d = x.lower_double();
    if (var == UtilityVariable::eps) return 0L;
    if (x.lower_double() != x.upper_double() || d != std::floor(d) || d > 1e12)
      return numeric::domain_error(fn, name, "the integers in [1, 10^12]", shown(x));
    return static_cast<long>(d);
  };
  PB_TRY(long i1, as_long(x1, "from"));
  PB_TRY(long i2, as_long(x2, "to"));
  auto bound = [&](const Interval& e, long t, long ee) {
    switch (th) {
      case UtilityTheorem::thm5_3:
        return thm5_3_bound(k, e, t, ee);
      case UtilityTheorem::thm5_4:
        return thm5_4_bound(k, e, t, ee);
      case UtilityTheorem::thm5_5:
        return thm5_5_bound(k, e, t, ee);
    }
    return thm5_3_bound(k, e, t, ee);
  };
  Result<Interval> b1 = var == UtilityVariable::eps ? bound(x1, T, E)
                        : var == UtilityVariable::E ? bound(eps, T, i1)
                                                    : bound(eps, i1, E);
  Result<Interval> b2 = var == UtilityVariable::eps ? bound(x2, T, E)
                        : var == UtilityVariable::E ? bound(eps, T, i2)
                                                    : bound(eps, i2, E);
  if (!b1.ok()) return b1.error();
  if (!b2.ok()) return b2.error();
  if (!b1->certainly_positive() || !b2->certainly_positive())
    return numeric::hypothesis_error(fn, "the bound is not certainly positive at both ends");
  return -log(*b2 / *b1) / log(x2 / x1);
}

Result<Interval> appE_rho_hat(const Interval& c1, const Interval& c2, long Tc, const Interval& eps, long t) {
  const char* fn = "appE_rho_hat";
  PB_TRY(bool a, check_nonnegative(fn, "c1", c1));
  PB_TRY(bool b, check_nonnegative(fn, "c2", c2));
  PB_TRY(bool e, check_positive(fn, "eps", eps));
  PB_TRY(long tc, check_index(fn, "Tc", Tc));
  PB_TRY(long tt, check_index(fn, "t", t));
  (void)a, (void)b, (void)e;
  const unsigned bits = eps.bits();
  return rho_hat_at(c1, c2 / eps, pow(I(6, bits) / 5, tt / tc));
}

Result<Interval> appE_asm5_2ii_margin(const Interval& c1, const Interval& c2, long Tc, const Interval& eps, long T) {
  const char* fn = "appE_asm5_2ii_margin";
  PB_TRY(Interval rho_T, appE_rho_hat(c1, c2, Tc, eps, T));
  if (T < 2) return numeric::domain_error(fn, "T", "the integers in [2, 10^12]", std::to_string(T));
  if (T / Tc > 1000000) return numeric::domain_error(fn, "T", "T/Tc <= 10^6", std::to_string(T));
  const unsigned bits = eps.bits();
  const Interval c2e = c2 / eps, growth = I(6, bits) / 5;
  // between jumps ρ̂ is constant: the margin ρ̂^{t−1}/(t − 1) is smallest at the largest such t
  Interval margin = (T % Tc == 0) ? I(1000000000, bits) : rho_T / I(T - 1, bits);
  Interval g = I(1, bits);
  for (long j = 1; j <= T / Tc; ++j) {  // the jump at t = j T_c
    const long t = j * Tc;
    const Interval before = rho_hat_at(c1, c2e, g);
    g = g * growth;
    const Interval after = rho_hat_at(c1, c2e, g);
    if (t >= 2) margin = min(margin, I(t, bits) / I(t - 1, bits) * before - after);
    if (t - 1 >= 2 && (t - 1) % Tc != 0) margin = min(margin, before / I(t - 2, bits));
  }
  return margin;
}

}  // namespace privbound::bounds::ryu_kim

// ---- Section 6.2 -------------------------------------------------------------------------------
namespace privbound::bounds::ryu_kim {
namespace {

using numeric::RationalMatrix;

// The J×K gradient x(s − e_y)ᵀ of one sample, row-major, as enclosures.
std::vector<Interval> sample_gradient(const RationalMatrix& z, const RationalMatrix& x, std::size_t row, long y,
                                      unsigned bits) {
  const std::size_t J = z.rows, K = z.cols;
  std::vector<Interval> a(K, Interval(bits));
  for (std::size_t k = 0; k < K; ++k)
    for (std::size_t j = 0; j < J; ++j) a[k] = a[k] + Interval::from_rational(x(row, j) * z(j, k), bits);
  const Interval lse = numeric::log_sum_exp(a);
  std::vector<Interval> g(J * K, Interval(bits));
  for (std::size_t k = 0; k < K; ++k) {
    const Interval r = exp(a[k] - lse) - (static_cast<long>(k) == y ? 1 : 0);
    for (std::size_t j = 0; j < J; ++j) g[j * K + k] = Interval::from_rational(x(row, j), bits) * r;
  }
  return g;
}

Result<void> check_fl(const char* fn, const RationalMatrix& z, const RationalMatrix& x, long y, long total) {
  if (z.rows == 0 || z.cols < 2)
    return numeric::domain_error(fn, "z", "a J x K matrix with K >= 2",
                                 std::to_string(z.rows) + "x" + std::to_string(z.cols));
  if (x.rows != 1 || x.cols != z.rows)
    return numeric::domain_error(fn, "x", "a row vector of length J = " + std::to_string(z.rows),
                                 std::to_string(x.rows) + "x" + std::to_string(x.cols));
  if (y < 0 || y >= static_cast<long>(z.cols))
    return numeric::domain_error(fn, "y", "the classes [0, " + std::to_string(z.cols) + ")", std::to_string(y));
  if (total < 1 || total > 1000000000000L)
    return numeric::domain_error(fn, "I", "the integers in [1, 10^12]", std::to_string(total));
  return {};
}

Interval frobenius(const std::vector<Interval>& g, unsigned bits) {
  Interval s(bits);
  for (const auto& v : g) s = s + sqr(v);
  return sqrt(s);
}

}  // namespace

Result<Interval> fl_sensitivity_printed(const RationalMatrix& z, const RationalMatrix& x, long y, long total,
                                        unsigned bits) {
  PB_CHECK(check_fl("fl_sensitivity_printed", z, x, y, total));
  return frobenius(sample_gradient(z, x, 0, y, bits), bits) / I(total + 1, bits);
}

Result<Interval> fl_gradient_change(const RationalMatrix& z, const RationalMatrix& x, long y, long total,
                                    const RationalMatrix& X, const RationalMatrix& labels, unsigned bits) {
  const char* fn = "fl_gradient_change";
  PB_CHECK(check_fl(fn, z, x, y, total));
  if (X.rows == 0 || X.cols != z.rows)
    return numeric::domain_error(fn, "X", "an I_p x J matrix with J = " + std::to_string(z.rows),
                                 std::to_string(X.rows) + "x" + std::to_string(X.cols));
  if (labels.rows != 1 || labels.cols != X.rows)
    return numeric::domain_error(fn, "labels", "a row of I_p = " + std::to_string(X.rows) + " class indices",
                                 std::to_string(labels.rows) + "x" + std::to_string(labels.cols));
  if (total < static_cast<long>(X.rows))
    return numeric::domain_error(fn, "I", "[I_p, 10^12] (I counts every agent's samples)", std::to_string(total));
  std::vector<Interval> g = sample_gradient(z, x, 0, y, bits);  // ∇l*, minus ∇f_p(z; D) below
  for (std::size_t i = 0; i < X.rows; ++i) {
    const numeric::Rational& li = labels(0, i);
    if (!li.is_integer() || li < numeric::Rational(0) || li >= numeric::Rational(static_cast<long>(z.cols)))
      return numeric::domain_error(fn, "labels", "class indices in [0, K)", li.to_string());
    const auto gi = sample_gradient(z, X, i, static_cast<long>(li.to_double()), bits);
    for (std::size_t k = 0; k < g.size(); ++k) g[k] = g[k] - gi[k] / I(total, bits);
  }
  return frobenius(g, bits) / I(total + 1, bits);
}

Result<Interval> fl_sensitivity_bound(const Interval& R, long I_p, long total) {
  const char* fn = "fl_sensitivity_bound";
  PB_TRY(bool r, check_positive(fn, "R", R));
  (void)r;
  if (I_p < 1 || I_p > 1000000000000L)
    return numeric::domain_error(fn, "I_p", "the integers in [1, 10^12]", std::to_string(I_p));
  if (total < I_p || total > 1000000000000L)
    return numeric::domain_error(fn, "I", "[I_p, 10^12]", std::to_string(total));
  const unsigned bits = R.bits();
  return sqrt(I(2, bits)) * R * (1 + I(I_p, bits) / I(total, bits)) / I(total + 1, bits);
}

}  // namespace privbound::bounds::ryu_kim
