// Interval: the one certified number type of privbound.
//
// INCLUSION PRINCIPLE. An Interval [lo, hi] produced by any operation of this header
// contains the exact real result of that operation applied to any reals contained in the
// operands. Endpoints are MPFR numbers rounded outward (lo toward -inf, hi toward +inf),
// through MPFI or through MPFR's correctly rounded functions with directed rounding.
// Everything else in privbound that calls itself "certified" relies only on this.
//
// There is deliberately no operator< or operator==: comparisons of enclosures are either
// certain (`certainly_lt`: true for every pair of points) or possible (`possibly_lt`: true
// for some pair). Precision is per value, in bits, chosen at run time; a binary operation
// works at the larger of its operands' precisions.
#pragma once

#include <mpfi.h>
#include <mpfr.h>

#include <cstdint>
#include <string>
#include <vector>

namespace privbound::numeric {

class Rational;

// Which end of an enclosure is the conservative answer for a quantity.
enum class SafeSide { upper, lower, none };

class Interval {
 public:
  // The point 0 at `bits` bits of precision.
  explicit Interval(unsigned bits = 128);
  Interval(const Interval& other);
  Interval(Interval&& other) noexcept;
  Interval& operator=(const Interval& other);
  Interval& operator=(Interval&& other) noexcept;
  ~Interval();

  // Exact integers (enclosed tightly when they do not fit `bits`).
  static Interval from_int(long v, unsigned bits);
  // Exact rationals (the only way decimal user input enters; see decimal.hpp).
  static Interval from_rational(const Rational& q, unsigned bits);
  // [lo, hi] with lo <= hi given as doubles: both are exact binary numbers, so the interval
  // is exactly what is written. For search results and test inputs, never for user input.
  static Interval from_double_bounds(double lo, double hi, unsigned bits);
  static Interval from_double(double x, unsigned bits) { return from_double_bounds(x, x, bits); }
  // The hull of two MPFR numbers (lo <= hi required).
  static Interval from_mpfr_bounds(mpfr_srcptr lo, mpfr_srcptr hi, unsigned bits);
  static Interval pi(unsigned bits);
  static Interval ln2(unsigned bits);
  // The whole real line / [0, +inf].
  static Interval entire(unsigned bits);
  static Interval nonnegative(unsigned bits);

  unsigned bits() const;
  // A copy at another precision (outward rounded when lowering).
  Interval with_bits(unsigned bits) const;

  // Endpoints. The double accessors round outward: lower_double() <= lo, upper_double() >= hi.
  double lower_double() const;
  double upper_double() const;
  double mid_double() const;       // nearest double to the midpoint (not certified)
  void lower(mpfr_ptr out) const;  // out must be initialised; exact copy if out is wide enough
  void upper(mpfr_ptr out) const;
  // Decimal strings with `digits` significant digits, rounded outward ("1.2345e-7" form).
  std::string lower_decimal(int digits) const;
  std::string upper_decimal(int digits) const;
  // Enough digits for the precision: ceil(bits*log10(2)) + 2.
  int natural_digits() const;
  // The binary exponent e of the lower end (MPFR's: lo = m·2^e with 1/2 <= |m| < 1), and 0 when
  // the lower end is 0, infinite or NaN (mpfr_get_exp is undefined there: a fuzz finding, an
  // infinite end gave 3 − (LONG_MIN + 3) in the quadrature's precision rule).
  long lower_exponent() const;

  // Predicates on the set of contained reals.
  bool is_finite() const;  // both ends finite and not NaN
  bool is_nan() const;
  bool contains(const Interval& inner) const;
  bool contains_zero() const;
  bool certainly_positive() const;  // lo > 0
  bool certainly_nonnegative() const;
  bool certainly_negative() const;
  bool certainly_lt(const Interval& b) const;  // hi(a) < lo(b)
  bool certainly_le(const Interval& b) const;  // hi(a) <= lo(b)
  bool possibly_lt(const Interval& b) const;   // lo(a) < hi(b)
  bool possibly_le(const Interval& b) const;   // lo(a) <= hi(b)
  bool overlaps(const Interval& b) const;

  // Width hi - lo rounded up; relative width (hi-lo)/min(|lo|,|hi|) rounded up
  // (+inf when the interval contains 0 and is not the point 0).
  double width() const;
  double rel_width() const;

  Interval& operator+=(const Interval& b);
  Interval& operator-=(const Interval& b);
  Interval& operator*=(const Interval& b);
  Interval& operator/=(const Interval& b);

  // EXACT VALUE. When an interval was built from an exact integer or rational and only exact
  // operations followed (+ − × ÷ with exact operands, negation, abs, sqr, integer powers, max,
  // min, with_bits, and sqrt of the square of a rational), it also knows the one real it encloses, as a rational:
  // exact() points to it, else nullptr. The enclosure stays the answer; the exact value lets a display say "200" where
  // the enclosure of 2²/(2·0.1²) straddles 200 (0.1 is not binary). Rationals whose numerator or denominator would pass
  // kMaxExactBits bits are dropped (cost stays bounded). Writing through the mutable raw() forgets the exact value (the
  // write may change the set).
  static constexpr unsigned long kMaxExactBits = 512;
  const Rational* exact() const { return exact_; }

  mpfi_srcptr raw() const { return v_; }
  mpfi_ptr raw() {
    forget_exact();
    return v_;
  }

 private:
  friend struct IntervalExact;  // interval.cpp: the operations that keep the exact value
  void forget_exact();
  mpfi_t v_;
  Rational* exact_ = nullptr;
};

Interval operator-(const Interval& a);
Interval operator+(const Interval& a, const Interval& b);
Interval operator-(const Interval& a, const Interval& b);
Interval operator*(const Interval& a, const Interval& b);
Interval operator/(const Interval& a, const Interval& b);
Interval operator+(const Interval& a, long b);
Interval operator-(const Interval& a, long b);
Interval operator*(const Interval& a, long b);
Interval operator/(const Interval& a, long b);
Interval operator+(long a, const Interval& b);
Interval operator-(long a, const Interval& b);
Interval operator*(long a, const Interval& b);
Interval operator/(long a, const Interval& b);

// Elementary functions. Outside their domain (log of a non-positive interval, ...) they
// return an interval that is NaN-flagged: check `is_finite()` or use the checked wrappers.
Interval abs(const Interval& x);
Interval sqr(const Interval& x);
Interval sqrt(const Interval& x);
Interval exp(const Interval& x);
Interval expm1(const Interval& x);
Interval log(const Interval& x);
Interval log1p(const Interval& x);
Interval cos(const Interval& x);                     // MPFI's mpfi_cos (any finite x)
Interval pow(const Interval& x, long n);             // any x (x^0 = 1)
Interval pow(const Interval& x, const Interval& y);  // x > 0
Interval erf(const Interval& x);
Interval erfc(const Interval& x);
// Standard normal CDF Φ(x) = erfc(-x/√2)/2, accurate in both tails (e.g. Φ(-40)).
Interval normal_cdf(const Interval& x);
// log Φ(x) for any x, without underflow (Φ(-1e5) and Φ(-1e300) are fine).
Interval log_normal_cdf(const Interval& x);
// M(y) = Φ(−y)·e^{y²/2} for y >= 0 (the scaled normal tail; M(y) ~ 1/(y√(2π))), without
// overflow or underflow for any y (asymptotic series with its remainder bound for y >= 1e8).
Interval normal_tail_scaled(const Interval& y);
// log(e^x − 1) for x > 0, without overflow (x = 1e300 is fine) or cancellation (x = 1e-300).
Interval log_expm1(const Interval& x);
// log Γ(x) for x > 0.
Interval lgamma(const Interval& x);
// C(alpha, k) = alpha(alpha-1)...(alpha-k+1)/k! for real alpha and integer k >= 0.
Interval binomial(const Interval& alpha, unsigned long k);
// log C(alpha, k) for real alpha > k - 1 (via lgamma, no overflow for huge alpha).
Interval log_binomial(const Interval& alpha, unsigned long k);
// log(Σ exp(x_i)); an empty list gives -inf.
Interval log_sum_exp(const std::vector<Interval>& xs);
// Elementwise extremes: {max(a,b) : a∈A, b∈B} ⊆ max(A,B). NaN if either operand is NaN.
Interval max(const Interval& a, const Interval& b);
Interval min(const Interval& a, const Interval& b);
Interval hull(const Interval& a, const Interval& b);
// Intersection; the caller must know both contain the value (e.g. two formulas). Disjoint
// operands (one of them is not an enclosure: a bug) give NaN, never an empty interval.
Interval intersect(const Interval& a, const Interval& b);

}  // namespace privbound::numeric
