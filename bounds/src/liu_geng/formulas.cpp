// The formulas of bounds/liu_geng/liu_geng.hpp. Every function validates (NaN first, then the domain), then
// evaluates the printed expression in interval arithmetic; the error argument is interval arithmetic itself
// (outward rounding), stated once in the header.
#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>
#include <string>

#include "limits.hpp"
#include "privbound/bounds/accounting/rdp.hpp"
#include "privbound/bounds/accounting/subsampled.hpp"
#include "privbound/bounds/liu_geng/liu_geng.hpp"
#include "privbound/bounds/validate.hpp"
#include "privbound/numeric/decimal.hpp"

namespace privbound::bounds::liu_geng {
namespace {

constexpr long kMaxTauDim = 2000;      // d_1 of the O(d_1) sum
constexpr long kMaxDim = 1000000000L;  // d_1 of the O(1) forms
constexpr long kThetaGrid = 4096;

Result<bool> check_count(const char* fn, const char* param, long v, long hi) {
  if (v < 1 || v > hi)
    return numeric::domain_error(fn, param, "integers in [1, " + std::to_string(hi) + "]", std::to_string(v));
  return true;
}

Result<bool> check_batch(const char* fn, long n, long b) {
  PB_TRY(bool a, check_count(fn, "n", n, kMaxCount));
  PB_TRY(bool c, check_count(fn, "b", b, kMaxCount));
  (void)a, (void)c;
  if (b > n) return numeric::domain_error(fn, "b", "[1, n]", std::to_string(b));
  return true;
}

Result<bool> check_rate(const char* fn, const Interval& rate) {
  PB_TRY(bool f, check_finite(fn, "rate", rate, "(0, 1]"));
  (void)f;
  if (!rate.certainly_positive() || !rate.certainly_le(Interval::from_int(1, rate.bits())))
    return numeric::domain_error(fn, "rate", "(0, 1]", shown(rate));
  return true;
}

Result<bool> check_nu(const char* fn, const Interval& nu) { return check_nonnegative(fn, "nu", nu); }

Result<bool> check_dim(const char* fn, long d1, long hi) { return check_count(fn, "d1", d1, hi); }

Interval i_of(long v, unsigned bits) { return Interval::from_int(v, bits); }
// 1.5, the bound on sigma^2/Delta^2 of Lemma 2(b) and Theorem 2.
Interval three_halves(unsigned bits) { return Interval::from_rational(numeric::Rational(3, 2), bits); }

// 1 + 2 nu - 2 nu cos(2 pi i/d_1), the i-th eigenvalue of Q_nu.
Interval q_eigenvalue(long d1, const Interval& nu, long i) {
  const unsigned bits = nu.bits();
  return 1 + 2 * nu - 2 * nu * cos(2 * Interval::pi(bits) * i_of(i, bits) / i_of(d1, bits));
}

// The inputs of Algorithm 2's accountants (thm2_eps_accountant, alg2_eps_accountant).
Result<bool> check_alg2_accountant(const char* fn, const Interval& sigma2, long T, long n, long b, const Interval& l,
                                   const Interval& delta) {
  PB_TRY(bool s, check_positive(fn, "sigma2", sigma2));
  PB_TRY(bool lp, check_positive(fn, "l", l));
  PB_TRY(bool d, check_delta(fn, delta));
  PB_TRY(bool t, check_count(fn, "T", T, kMaxCount));
  PB_TRY(bool nb, check_batch(fn, n, b));
  (void)s, (void)lp, (void)d, (void)t, (void)nb;
  return true;
}

// The end of a hypothesis error: "." when it certainly fails, else that it cannot be decided at this precision.
std::string undecided_note(bool certainly_fails) {
  return certainly_fails ? "." : " (not decided at this precision: the enclosures overlap).";
}

numeric::Error hypothesis_error(const char* fn, const std::string& what) {
  return numeric::Error{numeric::ErrorKind::invalid_input, std::string(fn) + ": " + what};
}

}  // namespace

Result<Interval> lemma2b_alpha_max(const Interval& rate, const Interval& sensitivity, const Interval& sigma2) {
  static const char* fn = "lemma2b_alpha_max";
  PB_TRY(bool a, check_rate(fn, rate));
  PB_TRY(bool b, check_positive(fn, "sensitivity", sensitivity));
  PB_TRY(bool c, check_positive(fn, "sigma2", sigma2));
  (void)a, (void)b, (void)c;
  return -log(rate * (1 + sigma2 / sqr(sensitivity)));
}

Result<Interval> lemma2b_rdp(const Interval& alpha, const Interval& rate, const Interval& sensitivity,
                             const Interval& sigma2) {
  static const char* fn = "lemma2b_rdp";
  PB_TRY(bool a, check_greater(fn, "alpha", alpha, 1, "(1, inf)"));
  PB_TRY(Interval cap, lemma2b_alpha_max(rate, sensitivity, sigma2));
  (void)a;
  const Interval ratio = sigma2 / sqr(sensitivity);
  if (!three_halves(alpha.bits()).certainly_le(ratio))
    return hypothesis_error(fn, "Lemma 2(b) needs sigma^2/Delta^2 >= 1.5, but it is " + shown(ratio) +
                                    undecided_note(ratio.certainly_lt(three_halves(alpha.bits()))));
  if (!alpha.certainly_le(cap))
    return hypothesis_error(fn, "Lemma 2(b) needs alpha <= log(1/(varsigma (1 + sigma^2/Delta^2))) = " + shown(cap) +
                                    ", but alpha is " + shown(alpha) + undecided_note(cap.certainly_lt(alpha)));
  return 5 * sqr(rate) * alpha / ratio;
}

Result<Interval> thm2_alpha(const Interval& eps, const Interval& delta, const Interval& theta) {
  static const char* fn = "thm2_alpha";
  PB_TRY(bool a, check_positive(fn, "eps", eps));
  PB_TRY(bool b, check_delta(fn, delta));
  PB_TRY(bool c, check_open_unit(fn, "theta", theta));
  (void)a, (void)b, (void)c;
  return -log(delta) / ((1 - theta) * eps) + 1;
}

Result<Thm2Conditions> thm2_conditions(const Interval& eps, const Interval& delta, const Interval& theta, long T,
                                       long n, long b) {
  static const char* fn = "thm2_conditions";
  PB_TRY(Interval alpha, thm2_alpha(eps, delta, theta));
  PB_TRY(bool t, check_count(fn, "T", T, kMaxCount));
  PB_TRY(bool nb, check_batch(fn, n, b));
  (void)t, (void)nb;
  const unsigned bits = eps.bits();
  const Interval N = i_of(n, bits), B = i_of(b, bits), TT = i_of(T, bits);
  const Interval te = theta * eps;
  Thm2Conditions c;
  c.alpha = alpha;
  c.cap = log(te * N * N * N / (5 * alpha * B * B * B * TT + te * B * N * N));
  c.ratio = 5 * alpha * B * B * TT / (te * N * N);
  c.holds = alpha.certainly_le(c.cap) && three_halves(bits).certainly_le(c.ratio);
  return c;
}

TRange thm2_t_range(double eps, double delta, double theta, long n, long b) {
  const double alpha = -std::log(delta) / ((1 - theta) * eps) + 1;
  const double nd = static_cast<double>(n), bd = static_cast<double>(b);
  const double scale = theta * eps * nd * nd / (5 * alpha * bd * bd);
  return {1.5 * scale, scale * (nd * std::exp(-alpha) - bd) / bd};
}

Result<Interval> thm2_sigma2(const Interval& eps, const Interval& delta, const Interval& theta, long T, long n, long b,
                             const Interval& l) {
  static const char* fn = "thm2_sigma2";
  PB_TRY(bool lp, check_positive(fn, "l", l));
  PB_TRY(Thm2Conditions c, thm2_conditions(eps, delta, theta, T, n, b));
  (void)lp;
  if (!c.alpha.certainly_le(c.cap))
    return hypothesis_error(fn,
                            "Theorem 2 needs alpha <= log(theta eps n^3/(5 alpha b^3 T + theta eps b n^2)), but "
                            "alpha = " +
                                shown(c.alpha) + " and the right side is " + shown(c.cap) +
                                undecided_note(c.cap.certainly_lt(c.alpha)));
  if (!three_halves(eps.bits()).certainly_le(c.ratio))
    return hypothesis_error(fn, "Theorem 2 needs 5 alpha b^2 T/(theta eps n^2) >= 1.5, but it is " + shown(c.ratio) +
                                    undecided_note(c.ratio.certainly_lt(three_halves(eps.bits()))));
  return thm2_sigma2_printed(eps, delta, theta, T, n, l);
}

Result<Interval> thm2_sigma2_printed(const Interval& eps, const Interval& delta, const Interval& theta, long T, long n,
                                     const Interval& l) {
  static const char* fn = "thm2_sigma2_printed";
  PB_TRY(bool lp, check_positive(fn, "l", l));
  PB_TRY(bool t, check_count(fn, "T", T, kMaxCount));
  PB_TRY(bool nn, check_count(fn, "n", n, kMaxCount));
  PB_TRY(Interval alpha, thm2_alpha(eps, delta, theta));
  (void)lp, (void)t, (void)nn;
  const unsigned bits = eps.bits();
  const Interval N = i_of(n, bits);
  return 20 * alpha * i_of(T, bits) * sqr(l) / (theta * eps * N * N);
}

namespace {

// S m (or T) steps, each a Gaussian on a without-replacement batch of b of n (sensitivity d_batch: per order the
// smaller of Wang-Balle-Kasiviswanathan's Theorem 9 and the unsampled Gaussian's alpha d^2/(2 s^2), both valid; the
// minimum of two RDP bounds of one mechanism is one) plus, when d_snap > 0, a Gaussian on every step with share w of
// the variance (RDP alpha d_snap^2/(2 w sigma2)); Mironov's conversion at the best (alpha, w) of the grid.
Result<AccountantEps> ls_accountant(const char* fn, const Interval& sigma2, const Interval& steps, long n, long b,
                                    const Interval& d_batch, const Interval& d_snap, const Interval& delta) {
  const unsigned bits = sigma2.bits();
  const Interval rate = i_of(b, bits) / i_of(n, bits);
  const bool snap = d_snap.certainly_positive();
  auto rdp = [&](long alpha, const Interval& w) -> Result<Interval> {
    const Interval a = i_of(alpha, bits), var = snap ? (1 - w) * sigma2 : sigma2;
    PB_TRY(Interval wor, accounting::rdp_wor_gaussian(a, rate, sqrt(var) / d_batch));
    const Interval plain = a * sqr(d_batch) / (2 * var);
    const Interval& batch = plain.upper_double() < wor.upper_double() ? plain : wor;  // each encloses a valid bound
    return steps * (snap ? batch + a * sqr(d_snap) / (2 * w * sigma2) : batch);
  };
  static const long kOrders[] = {2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24, 32, 40, 48, 64, 80, 96, 128, 160, 192, 256};
  static const long kShares[][2] = {{1, 100}, {1, 10}, {1, 2}};
  std::optional<AccountantEps> best;
  for (const auto& sh : kShares) {
    const Interval w = Interval::from_rational(numeric::Rational(sh[0], sh[1]), bits);
    for (long alpha : kOrders) {
      auto r = rdp(alpha, w);
      if (!r.ok()) continue;
      PB_TRY(Interval e, accounting::eps_from_rdp_mironov(i_of(alpha, bits), *r, delta));
      if (!best || e.upper_double() < best->eps.upper_double()) best = AccountantEps{e, *r, alpha};
    }
    if (!snap) break;  // no share to choose
  }
  if (!best) return numeric::hypothesis_error(fn, "no order gives a finite RDP");
  return *best;
}

}  // namespace

Result<AccountantEps> alg1_eps_accountant(const Interval& sigma2, long S, long m, long n, long b, const Interval& l,
                                          const Interval& delta) {
  static const char* fn = "alg1_eps_accountant";
  PB_TRY(bool s, check_positive(fn, "sigma2", sigma2));
  PB_TRY(bool lp, check_positive(fn, "l", l));
  PB_TRY(bool d, check_delta(fn, delta));
  PB_TRY(bool ss, check_count(fn, "S", S, kMaxCount));
  PB_TRY(bool mm, check_count(fn, "m", m, kMaxCount));
  PB_TRY(bool nb, check_batch(fn, n, b));
  (void)s, (void)lp, (void)d, (void)ss, (void)mm, (void)nb;
  if (static_cast<double>(S) * static_cast<double>(m) > 1e15)
    return numeric::domain_error(fn, "S m", "at most 10^15", std::to_string(S) + " x " + std::to_string(m));
  const unsigned bits = sigma2.bits();
  return ls_accountant(fn, sigma2, i_of(S, bits) * i_of(m, bits), n, b, 4 * l / i_of(b, bits), 2 * l / i_of(n, bits),
                       delta);
}

Result<AccountantEps> alg2_eps_accountant(const Interval& sigma2, long T, long n, long b, const Interval& l,
                                          const Interval& delta) {
  static const char* fn = "alg2_eps_accountant";
  PB_TRY(bool ok, check_alg2_accountant(fn, sigma2, T, n, b, l, delta));
  (void)ok;
  const unsigned bits = sigma2.bits();
  return ls_accountant(fn, sigma2, i_of(T, bits), n, b, 2 * l / i_of(b, bits), i_of(0, bits), delta);
}

Result<Interval> calibrate_sigma2(const std::function<Result<Interval>(const Interval&)>& eps_of,
                                  const Interval& target, double start, double rel) {
  static const char* fn = "calibrate_sigma2";
  PB_TRY(bool t, check_positive(fn, "target", target));
  (void)t;
  if (!(start > 0) || !std::isfinite(start) || !(rel >= 1e-6) || !(rel <= 1))
    return numeric::domain_error(fn, "start, rel", "start > 0, rel in [1e-6, 1]", "");
  const unsigned bits = target.bits();
  auto meets = [&](double s2) -> Result<bool> {
    PB_TRY(Interval e, eps_of(Interval::from_double(s2, bits)));
    return e.certainly_le(target);
  };
  double lo = start, hi = start;
  PB_TRY(bool at_start, meets(start));
  if (at_start) {
    for (;;) {  // lower lo until it misses
      if (lo < 1e-300) return Interval::from_double(lo, bits);
      lo /= 16;
      PB_TRY(bool ok, meets(lo));
      if (!ok) break;
      hi = lo;
    }
  } else {
    for (;;) {
      if (hi > 1e300) return numeric::hypothesis_error(fn, "no sigma^2 up to 1e300 meets the target");
      hi *= 16;
      PB_TRY(bool ok, meets(hi));
      if (ok) break;
      lo = hi;
    }
  }
  while (hi / lo > 1 + rel) {
    const double mid = std::sqrt(lo * hi);
    PB_TRY(bool ok, meets(mid));
    (ok ? hi : lo) = mid;
  }
  return Interval::from_double(hi, bits);
}

Result<Interval> thm2_eps_min(const Interval& delta, long n, long b) {
  static const char* fn = "thm2_eps_min";
  PB_TRY(bool d, check_delta(fn, delta));
  PB_TRY(bool nb, check_batch(fn, n, b));
  (void)d, (void)nb;
  const unsigned bits = delta.bits();
  const Interval denom = log(i_of(2 * n, bits) / i_of(5 * b, bits)) - 1;
  if (!denom.certainly_positive())
    return hypothesis_error(fn,
                            "n/(2.5 b) must exceed e for any eps to satisfy Theorem 2's conditions, but n/(2.5 b) = " +
                                shown(i_of(2 * n, bits) / i_of(5 * b, bits)) + ".");
  return -log(delta) / denom;
}

Result<Thm2Set> thm2_admissible(const Interval& eps, const Interval& delta, long n, long b) {
  static const char* fn = "thm2_admissible";
  PB_TRY(bool e, check_positive(fn, "eps", eps));
  PB_TRY(bool d, check_delta(fn, delta));
  PB_TRY(bool nb, check_batch(fn, n, b));
  (void)e, (void)d, (void)nb;
  const unsigned bits = eps.bits();
  Thm2Set s;
  auto em = thm2_eps_min(delta, n, b);
  if (!em.ok()) {  // n/(2.5 b) <= e (certified or not decided): no witness is possible either way below
    const Interval ratio = i_of(2 * n, bits) / i_of(5 * b, bits);
    if (log(ratio).certainly_le(Interval::from_int(1, bits))) {
      s.empty = true;
      s.eps_min = Interval::entire(bits);
      return s;
    }
    return em.error();
  }
  s.eps_min = *em;
  if (eps.certainly_le(*em)) {
    s.empty = true;
    return s;
  }
  for (long j = 1; j < kThetaGrid; ++j) {
    const double th = static_cast<double>(j) / kThetaGrid;
    const auto [lo, hi] = thm2_t_range(eps.mid_double(), delta.mid_double(), th, n, b);
    const double T = std::max(1.0, std::ceil(lo));
    if (!(T <= hi) || T > static_cast<double>(kMaxCount)) continue;
    auto c = thm2_conditions(eps, delta, Interval::from_rational(numeric::Rational(j, kThetaGrid), bits),
                             static_cast<long>(T), n, b);
    if (!c.ok() || !c->holds) continue;
    s.nonempty = true;
    s.theta = th, s.T_lo = lo, s.T_hi = hi, s.T = static_cast<long>(T);
    return s;
  }
  return s;
}

Result<AccountantEps> thm2_eps_accountant(const Interval& sigma2, long T, long n, long b, const Interval& l,
                                          const Interval& delta) {
  static const char* fn = "thm2_eps_accountant";
  PB_TRY(bool ok, check_alg2_accountant(fn, sigma2, T, n, b, l, delta));
  (void)ok;
  const unsigned bits = sigma2.bits();
  const Interval mult = sqrt(sigma2) * i_of(b, bits) / (2 * l);
  PB_TRY(accounting::AccountantResult r,
         accounting::eps_wor_gaussian(i_of(b, bits) / i_of(n, bits), mult, T, delta, bits));
  return AccountantEps{r.eps, r.rdp, std::lround(r.alpha.mid_double())};
}

Result<Interval> ls_eigenvalue(long d1, const Interval& nu, long i) {
  static const char* fn = "ls_eigenvalue";
  PB_TRY(bool a, check_dim(fn, d1, 1000000));
  PB_TRY(bool b, check_nu(fn, nu));
  (void)a, (void)b;
  if (i < 0 || i > 1000000) return numeric::domain_error(fn, "i", "integers in [0, 1000000]", std::to_string(i));
  return 1 / q_eigenvalue(d1, nu, i);
}

Result<Interval> ls_tau(long d1, const Interval& nu) {
  static const char* fn = "ls_tau";
  PB_TRY(bool a, check_dim(fn, d1, kMaxTauDim));
  PB_TRY(bool b, check_nu(fn, nu));
  (void)a, (void)b;
  Interval sum = i_of(0, nu.bits());
  for (long i = 1; i <= d1; ++i) sum = sum + 1 / q_eigenvalue(d1, nu, i);
  return sum / i_of(d1, nu.bits());
}

Result<Interval> ls_tau_closed(long d1, const Interval& nu) {
  static const char* fn = "ls_tau_closed";
  PB_TRY(bool a, check_dim(fn, d1, kMaxDim));
  PB_TRY(bool b, check_nu(fn, nu));
  (void)a, (void)b;
  const unsigned bits = nu.bits();
  if (nu.certainly_le(Interval(bits)) && Interval(bits).certainly_le(nu)) return i_of(1, bits);  // nu = 0
  if (!nu.certainly_positive()) return numeric::domain_error(fn, "nu", "0 or certainly positive", shown(nu));
  const Interval s = sqrt(4 * nu + 1);
  // p = (1 + 2 nu - s)/(2 nu) = 2 nu/(1 + 2 nu + s) (the product of the roots is 1): no cancellation
  const Interval p = 2 * nu / (1 + 2 * nu + s);
  const Interval pd = exp(i_of(d1, bits) * log(p));
  return (1 + pd) / ((1 - pd) * s);
}

Result<Interval> ls_tau_limit(const Interval& nu) {
  PB_TRY(bool b, check_nu("ls_tau_limit", nu));
  (void)b;
  return 1 / sqrt(4 * nu + 1);
}

Result<Interval> ls_norm(long d1, const Interval& nu) {
  static const char* fn = "ls_norm";
  PB_TRY(bool a, check_dim(fn, d1, kMaxDim));
  PB_TRY(bool b, check_nu(fn, nu));
  (void)a, (void)b;
  if (d1 % 2 == 0) return 1 + 4 * nu;  // cos(pi) = -1 exactly
  return q_eigenvalue(d1, nu, d1 / 2);
}

}  // namespace privbound::bounds::liu_geng
