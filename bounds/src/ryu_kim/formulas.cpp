// The formulas of bounds/ryu_kim/ryu_kim.hpp (each header comment states source and domain).
#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

#include "privbound/bounds/accounting/clipped.hpp"
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
  const char* fn = "gaussian_variance";
  PB_TRY(bool s, check_nonnegative(fn, "sensitivity", sens2));
  (void)s;
  PB_CHECK(check_eps_delta(fn, eps, delta));
  return 2 * ln_125_over(delta) * sqr(sens2 / eps);
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

}  // namespace privbound::bounds::ryu_kim
