// Internal helpers of bounds/accounting (not installed): MPFR points as intervals, endpoint
// access, and certified comparisons used by the bracketing searches.
#pragma once

#include <mpfr.h>

#include <cmath>
#include <string>

#include "privbound/numeric/interval.hpp"
#include "privbound/numeric/result.hpp"

namespace privbound::bounds::accounting::detail {

using numeric::Interval;

// RAII MPFR number.
struct Mp {
  mpfr_t v;
  explicit Mp(unsigned bits) { mpfr_init2(v, static_cast<mpfr_prec_t>(bits)); }
  ~Mp() { mpfr_clear(v); }
  Mp(const Mp&) = delete;
  Mp& operator=(const Mp&) = delete;
};

// The exact point {x}.
inline Interval point(mpfr_srcptr x, unsigned bits) { return Interval::from_mpfr_bounds(x, x, bits); }
// The point lower/upper end of an enclosure (an exact binary number <= / >= every member).
inline Interval lower_point(const Interval& x) {
  return Interval::from_mpfr_bounds(&x.raw()->left, &x.raw()->left, x.bits());
}
inline Interval upper_point(const Interval& x) {
  return Interval::from_mpfr_bounds(&x.raw()->right, &x.raw()->right, x.bits());
}
// [lower(a), upper(b)].
inline Interval join_ends(const Interval& a, const Interval& b) {
  const unsigned p = a.bits() > b.bits() ? a.bits() : b.bits();
  return Interval::from_mpfr_bounds(&a.raw()->left, &b.raw()->right, p);
}
inline bool is_point(const Interval& x) { return mpfr_equal_p(&x.raw()->left, &x.raw()->right) != 0; }
// x is a single integer (both ends equal and integral).
inline bool is_integer_point(const Interval& x) {
  return !x.is_nan() && x.is_finite() && is_point(x) && mpfr_integer_p(&x.raw()->left);
}
// A point strictly inside [a, b] (points a < b), the rounded midpoint.
inline Interval point_mid(const Interval& a, const Interval& b) {
  const unsigned p = (a.bits() > b.bits() ? a.bits() : b.bits()) + 2;
  Mp m(p);
  mpfr_add(m.v, &a.raw()->left, &b.raw()->left, MPFR_RNDN);
  mpfr_div_2ui(m.v, m.v, 1, MPFR_RNDN);
  return Interval::from_mpfr_bounds(m.v, m.v, p);
}
inline Interval zero(unsigned bits) { return Interval::from_int(0, bits); }
// The gate of a certified result: NaN, infinite or empty enclosures are an internal error
// ("could not certify"), never a value.
inline numeric::Result<Interval> certified(const char* fn, const Interval& x) {
  if (!x.is_finite() || mpfr_greater_p(&x.raw()->left, &x.raw()->right))
    return numeric::Error{numeric::ErrorKind::internal, std::string(fn) + ": no finite enclosure could be certified (" +
                                                            x.lower_decimal(6) + ", " + x.upper_decimal(6) + ")."};
  return x;
}
// max(0, x) elementwise: the clamp of a conversion that may go negative (NaN stays NaN).
inline Interval clamp0(const Interval& x) { return numeric::max(x, zero(x.bits())); }

// α = 1 + t (t > 0 a point) as an enclosure with enough bits to resolve t: bits plus the
// binary exponent gap between 1 and t (at most 2^16 extra bits). For t below 2^-bits the
// plain sum would round to [1, 1 + ulp] and lose the order's distance from 1.
inline Interval one_plus(const Interval& t, unsigned bits) {
  const long e = t.lower_exponent();
  const long extra = e < 0 ? (-e > 65536 ? 65536 : -e) : 0;
  return 1 + t.with_bits(bits + static_cast<unsigned>(extra) + 8);
}

// The largest Rényi order the accountant evaluates (integer and fractional routines, the
// order searches and the all-orders proofs).
inline constexpr long kMaxOrder = 1000000;

// Where the integer-order sum A_α − 1 = (1−q)^α Σ_{k>=2} C(α,k) r^k expm1(c·k(k−1)) (r = q/(1−q),
// c = 1/(2σ²)) starts to fall geometrically: the smallest k >= 2 at which the ratio bound
//   ρ_k = (α−k)/(k+1) · r · e^{2cα + 2/(k−1)}   (>= t_{j+1}/t_j for every j >= k)
// is <= 0.45 (the callers check ρ_k <= 1/2 in their own arithmetic), or α + 1 if there is none.
// (α−k)/(k+1) and 2/(k−1) fall as k grows, so ρ_k is non-increasing: a bisection. Arguments in
// log form (lr = log r, c): a double proposal only.
inline long geometric_from(long a, double lr, double c) {
  auto lrho = [&](long k) {
    const double ad = static_cast<double>(a), kd = static_cast<double>(k);
    return std::log((ad - kd) / (kd + 1)) + lr + 2 * c * ad + 2 / (kd - 1);
  };
  const double stop = std::log(0.45);
  if (a < 3 || !(lrho(a - 1) <= stop)) return a + 1;
  long lo = 2, hi = a - 1;  // lrho(hi) <= stop
  if (lrho(lo) <= stop) return lo;
  while (hi - lo > 1) {
    const long m = lo + (hi - lo) / 2;
    if (lrho(m) <= stop)
      hi = m;
    else
      lo = m;
  }
  return hi;
}

// The largest number of steps (compositions) the accountant takes.
inline constexpr long kMaxSteps = 1000000000000000L;  // 10^15

// A number of steps in [1, kMaxSteps]; `param` is the caller's name for it.
inline numeric::Result<bool> check_steps(const char* fn, const char* param, long steps) {
  if (steps < 1 || steps > kMaxSteps)
    return numeric::domain_error(fn, param, "the integers >= 1 and <= 10^15", std::to_string(steps));
  return true;
}

// log(1 + e^L) for an enclosure L, accurate for L very negative and very positive.
inline Interval log1p_exp(const Interval& L) {
  if (L.certainly_negative()) return numeric::log1p(numeric::exp(L));
  return L + numeric::log1p(numeric::exp(-L));
}

}  // namespace privbound::bounds::accounting::detail
