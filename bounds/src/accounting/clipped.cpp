// Exact privacy of clipped 1-D Laplace and Gaussian mechanisms (header comment has the formulas).
#include "privbound/bounds/accounting/clipped.hpp"

#include "privbound/bounds/validate.hpp"

namespace privbound::bounds::accounting {
namespace {

using numeric::Interval;
using numeric::Result;

// The interval in standard units after reflecting so that the shift is >= 0: the caller's
// shift < 0 is the mirror image x ↦ −x of shift > 0 (P stays centred, [lo, hi] ↦ [−hi, −lo]).
struct Standard {
  Interval m, a, b;
  bool zero = false;  // shift == 0: P = Q
};

Result<Standard> standardise(const char* fn, const char* scale_name, const Interval& scale, const Interval& shift,
                             const Interval& lo, const Interval& hi) {
  PB_TRY(bool s, check_positive(fn, scale_name, scale));
  PB_TRY(bool f, check_finite(fn, "shift", shift, "(-inf, inf) with a certain sign"));
  PB_TRY(bool l, check_finite(fn, "lo", lo, "(-inf, hi)"));
  PB_TRY(bool h, check_finite(fn, "hi", hi, "(lo, inf)"));
  (void)s, (void)f, (void)l, (void)h;
  if (!lo.certainly_lt(hi)) return numeric::domain_error(fn, "hi", "(lo, inf)", shown(hi));
  Standard out{shift / scale, lo / scale, hi / scale};
  if (shift.certainly_negative()) {
    out.m = -out.m;
    out.a = -hi / scale;
    out.b = -lo / scale;
  } else if (!shift.certainly_positive()) {
    if (!(shift.lower_double() == 0 && shift.upper_double() == 0))
      return numeric::domain_error(fn, "shift", "(-inf, inf) with a certain sign", shown(shift));
    out.zero = true;
  }
  return out;
}

// ln P(X >= x) for X ~ Laplace(0, 1): ln ½ − x for x >= 0, log1p(−eˣ/2) for x <= 0; both are
// decreasing, so for x straddling 0 the hull of the two pieces on [x.lo, 0] and [0, x.hi].
Interval laplace_log_sf(const Interval& x) {
  const Interval zero(x.bits());
  auto right = [&](const Interval& v) { return -Interval::ln2(x.bits()) - v; };
  auto left = [](const Interval& v) { return log1p(-exp(v) / 2); };
  if (x.certainly_nonnegative()) return right(x);
  if (x.certainly_negative()) return left(x);
  return hull(right(max(x, zero)), left(min(x, zero)));
}

// Φ(hi) − Φ(lo) without cancellation in the upper tail.
Interval normal_mass(const Interval& lo, const Interval& hi) {
  if (lo.certainly_nonnegative()) return numeric::normal_cdf(-lo) - numeric::normal_cdf(-hi);
  return numeric::normal_cdf(hi) - numeric::normal_cdf(lo);
}

// H_ε(N(0,1) ‖ N(−μ,1)) for outputs clipped to [a, b], μ > 0 (header comment).
Interval hockey_stick(const Interval& mu, const Interval& a, const Interval& b, const Interval& eps) {
  const Interval zero(mu.bits());
  const Interval e = exp(eps);
  const Interval s = max(a, min(b, eps / mu - mu / 2));
  const Interval interior = max(zero, normal_mass(s, b) - e * normal_mass(s + mu, b + mu));
  const Interval upper = max(zero, numeric::normal_cdf(-b) - e * numeric::normal_cdf(-b - mu));
  const Interval lower = max(zero, numeric::normal_cdf(a) - e * numeric::normal_cdf(a + mu));
  return interior + upper + lower;
}

}  // namespace

Result<Interval> clipped_laplace_eps(const Interval& scale, const Interval& shift, const Interval& lo,
                                     const Interval& hi) {
  PB_TRY(Standard st, standardise("clipped_laplace_eps", "scale", scale, shift, lo, hi));
  if (st.zero) return Interval(scale.bits());
  const Interval& m = st.m;
  auto phi = [&](const Interval& x) { return abs(x + m) - abs(x); };  // interior ln p/q
  const Interval upper_atom = laplace_log_sf(st.b) - laplace_log_sf(st.b + m);
  const Interval lower_atom = laplace_log_sf(-st.a) - laplace_log_sf(-st.a - m);
  return max(max(abs(phi(st.a)), abs(phi(st.b))), max(abs(upper_atom), abs(lower_atom)));
}

Result<Interval> clipped_gaussian_delta(const Interval& sigma, const Interval& shift, const Interval& lo,
                                        const Interval& hi, const Interval& eps) {
  const char* fn = "clipped_gaussian_delta";
  PB_TRY(bool e, check_nonnegative(fn, "eps", eps));
  (void)e;
  PB_TRY(Standard st, standardise(fn, "sigma", sigma, shift, lo, hi));
  if (st.zero) return Interval(sigma.bits());
  const Interval& mu = st.m;
  return max(hockey_stick(mu, st.a, st.b, eps), hockey_stick(mu, -st.b - mu, -st.a - mu, eps));
}

}  // namespace privbound::bounds::accounting
