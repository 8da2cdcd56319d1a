// Enclosure tests in the style of FLINT/Arb: known constants, second formulas, random
// inputs at random precisions, overlap across precisions, widths shrinking with precision.
#include "privbound/numeric/interval.hpp"

#include <gmpxx.h>
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <cmath>

#include "test_util.hpp"

namespace privbound::numeric {
namespace {

using testing::dec;
using testing::scaled;

// 60 digits of π and e, truncated (so the true value is in [digits, digits + 1e-59]).
const char* kPi = "3.14159265358979323846264338327950288419716939937510582097494";
const char* kE = "2.71828182845904523536028747135266249775724709369995957496696";

Interval truncated_constant(const char* digits, unsigned bits) {
  return hull(dec(digits, bits), dec(digits, bits) + dec("1e-59", bits));
}

TEST(Interval, KnownConstantsAreContained) {
  for (unsigned bits : {24u, 53u, 64u, 128u, 180u}) {
    const Interval pi_ref = truncated_constant(kPi, 400);
    const Interval e_ref = truncated_constant(kE, 400);
    EXPECT_TRUE(Interval::pi(bits).overlaps(pi_ref)) << bits;
    EXPECT_TRUE(exp(Interval::from_int(1, bits)).overlaps(e_ref)) << bits;
    // Φ(0) = 1/2 exactly, erfc(0) = 1 exactly.
    EXPECT_TRUE(normal_cdf(Interval(bits)).contains(dec("0.5", bits)));
    EXPECT_TRUE(erfc(Interval(bits)).contains(Interval::from_int(1, bits)));
  }
  // At 180 bits the enclosure of π is narrower than the 60-digit reference bracket
  // and must lie inside a slightly widened copy of it.
  const Interval p = Interval::pi(180);
  EXPECT_LT(p.rel_width(), 1e-50);
  EXPECT_TRUE(hull(dec(kPi, 400) - dec("1e-52", 400), dec(kPi, 400) + dec("1e-52", 400)).contains(p));
}

TEST(Interval, NegativeControlShiftedConstantIsRejected) {
  // A value one part in 1e40 away from π must not be inside a 256-bit enclosure of π.
  const Interval wrong = dec(kPi, 400) + dec("1e-40", 400);
  EXPECT_FALSE(Interval::pi(256).contains(wrong.with_bits(256)));
  EXPECT_FALSE(Interval::pi(256).overlaps(wrong));
}

TEST(Interval, ErfcFarTailsAgainstAsymptoticBounds) {
  // For x > 0: 2e^{-x²}/(√π (x + √(x²+2))) < erfc(x) <= 2e^{-x²}/(√π (x + √(x²+4/π)))
  // (Abramowitz & Stegun 7.1.13). Φ(-x) = erfc(x/√2)/2.
  for (const char* xs : {"0.5", "3", "28.28", "40", "300", "1e4"}) {
    const unsigned bits = 160;
    const Interval x = dec(xs, bits);
    const Interval sqrt_pi = sqrt(Interval::pi(bits));
    const Interval e = exp(-sqr(x));
    const Interval lower = 2 * e / (sqrt_pi * (x + sqrt(sqr(x) + 2)));
    const Interval upper = 2 * e / (sqrt_pi * (x + sqrt(sqr(x) + 4 / Interval::pi(bits))));
    const Interval v = erfc(x);
    EXPECT_TRUE(v.certainly_positive()) << xs;
    EXPECT_TRUE(lower.possibly_lt(v)) << xs;
    EXPECT_TRUE(v.possibly_le(upper)) << xs;
    EXPECT_LT(v.rel_width(), 1e-40) << xs;
  }
  // Φ(-40) ≈ 3.655893540915e-350: far below double range, still a tight enclosure.
  const Interval phi = normal_cdf(dec("-40", 128));
  EXPECT_TRUE(phi.certainly_positive());
  EXPECT_LT(phi.rel_width(), 1e-30);
  EXPECT_TRUE(dec("3.6558935409e-350", 128).certainly_lt(phi));
  EXPECT_TRUE(phi.certainly_lt(dec("3.6558935410e-350", 128)));
  // log Φ(-1e5) ≈ -5e9 - log(1e5·√(2π)) is finite.
  const Interval lphi = log_normal_cdf(dec("-1e5", 128));
  EXPECT_TRUE(lphi.is_finite());
  EXPECT_TRUE(lphi.certainly_lt(dec("-5e9", 128)));
}

TEST(Interval, SecondFormulasAgree) {
  for (const char* xs : {"1e-30", "1e-8", "0.001", "0.5", "-0.25", "3", "-20"}) {
    for (unsigned bits : {64u, 128u, 256u}) {
      const Interval x = dec(xs, bits);
      // expm1 vs exp - 1 computed at far higher precision
      const Interval hi = dec(xs, bits * 4);
      EXPECT_TRUE(expm1(x).overlaps(exp(hi) - 1)) << xs << " " << bits;
      // log1p vs log(1 + x)
      EXPECT_TRUE(log1p(x).overlaps(log(1 + hi))) << xs << " " << bits;
      // pow with an integer exponent vs repeated multiplication
      Interval prod = Interval::from_int(1, bits);
      for (int i = 0; i < 7; ++i) prod *= x;
      EXPECT_TRUE(pow(x, 7).overlaps(prod));
      EXPECT_TRUE(pow(x, -3).overlaps(1 / (x * x * x)));
    }
  }
  // expm1 keeps full relative accuracy at tiny x where exp - 1 cannot.
  EXPECT_LT(expm1(dec("1e-30", 128)).rel_width(), 1e-35);
  // x^y for real y vs exp(y log x)
  const Interval x = dec("2.5", 200), y = dec("1/3", 200);
  EXPECT_TRUE(pow(x, y).overlaps(exp(y * log(x))));
  EXPECT_LT(pow(x, y).rel_width(), 1e-55);
}

TEST(Interval, CosineAgainstExactValuesAndTheDoubleAngleFormula) {
  for (unsigned bits : {53u, 128u, 256u}) {
    const Interval pi = Interval::pi(bits);
    // cos(pi/3) = 1/2, cos(2 pi/5) = (sqrt 5 - 1)/4, cos(pi) = -1, cos(0) = 1
    EXPECT_TRUE(cos(pi / 3).contains(dec("0.5", bits))) << bits;
    EXPECT_TRUE(cos(2 * pi / 5).overlaps((sqrt(Interval::from_int(5, bits * 2)) - 1) / 4)) << bits;
    EXPECT_TRUE(cos(pi).contains(Interval::from_int(-1, bits))) << bits;
    EXPECT_TRUE(cos(Interval(bits)).contains(Interval::from_int(1, bits))) << bits;
    for (const char* xs : {"0.001", "1", "-2.5", "100"}) {
      const Interval x = dec(xs, bits);
      EXPECT_TRUE(cos(2 * x).overlaps(2 * sqr(cos(dec(xs, bits * 2))) - 1)) << xs << " " << bits;
    }
    EXPECT_LT(cos(dec("1", bits)).rel_width(), std::ldexp(1.0, -static_cast<int>(bits) + 4));
  }
  // negative control: cos(pi/3) does not contain 0.5 + 2^-40 at 128 bits
  EXPECT_FALSE(cos(Interval::pi(128) / 3).overlaps(dec("0.5", 128) + dec("1/1099511627776", 128)));
}

TEST(Interval, LgammaAndBinomialAgainstExactIntegers) {
  for (unsigned long n : {1ul, 2ul, 3ul, 10ul, 57ul, 300ul}) {
    mpz_class f;
    mpz_fac_ui(f.get_mpz_t(), n - 1);  // Γ(n) = (n-1)!
    const Interval exact = log(Interval::from_rational(Rational(mpq_class(f)), 400));
    EXPECT_TRUE(lgamma(Interval::from_int(static_cast<long>(n), 128)).overlaps(exact)) << n;
  }
  // lgamma around its minimum (x0 ≈ 1.4616) and below 1
  for (const char* xs : {"0.001", "0.5", "1.4616", "1.46163", "1.5", "2", "1e6"}) {
    const Interval v = lgamma(dec(xs, 128));
    EXPECT_TRUE(v.is_finite()) << xs;
    EXPECT_TRUE(dec("-0.1215", 128).certainly_le(v)) << xs;
  }
  EXPECT_TRUE(lgamma(hull(dec("1.4", 128), dec("1.5", 128))).contains(dec("-0.12148629", 128)));
  for (unsigned long a : {5ul, 17ul, 64ul, 300ul}) {
    for (unsigned long k : {0ul, 1ul, 2ul, a / 2, a}) {
      mpz_class c;
      mpz_bin_uiui(c.get_mpz_t(), a, k);
      const Interval exact = Interval::from_rational(Rational(mpq_class(c)), 512);
      const Interval b = binomial(Interval::from_int(static_cast<long>(a), 128), k);
      EXPECT_TRUE(b.overlaps(exact)) << a << " " << k;
      EXPECT_LT(b.rel_width(), 1e-30);
      if (k < a) {
        EXPECT_TRUE(log_binomial(Interval::from_int(static_cast<long>(a), 128), k).overlaps(log(exact)));
      }
    }
  }
  // real alpha: C(5/2, 3) = (5/2)(3/2)(1/2)/6 = 5/16
  EXPECT_TRUE(binomial(dec("5/2", 128), 3).contains(dec("5/16", 128)));
  // huge alpha: log C(1e6, 500000) is finite via lgamma
  EXPECT_TRUE(log_binomial(dec("1e6", 128), 500000).is_finite());
}

TEST(Interval, LogSumExpNoOverflow) {
  const unsigned bits = 128;
  std::vector<Interval> xs{dec("1e6", bits), dec("1e6", bits)};
  EXPECT_TRUE(log_sum_exp(xs).overlaps(dec("1e6", 400) + log(Interval::from_int(2, 400))));
  std::vector<Interval> many;
  Interval direct(bits);
  for (int i = 1; i <= 50; ++i) {
    many.push_back(dec(std::to_string(i) + "/7", bits));
    direct += exp(dec(std::to_string(i) + "/7", bits));
  }
  EXPECT_TRUE(log_sum_exp(many).overlaps(log(direct)));
  EXPECT_LT(log_sum_exp(many).rel_width(), 1e-30);
}

TEST(Interval, ComparisonsAreCertainOrPossible) {
  const Interval a = hull(dec("1", 64), dec("2", 64));
  const Interval b = hull(dec("1.5", 64), dec("3", 64));
  const Interval c = dec("5", 64);
  EXPECT_FALSE(a.certainly_lt(b));
  EXPECT_TRUE(a.possibly_lt(b));
  EXPECT_TRUE(a.certainly_lt(c));
  EXPECT_FALSE(c.possibly_lt(a));
  EXPECT_TRUE(a.overlaps(b));
  EXPECT_FALSE(a.overlaps(c));
  EXPECT_TRUE(hull(a, c).contains(b));
  EXPECT_TRUE(max(a, b).contains(dec("2.5", 64)));
  EXPECT_TRUE(min(a, b).contains(dec("1", 64)));
  // domain violations give NaN-flagged (non-finite) results
  EXPECT_FALSE(log(dec("-1", 64)).is_finite());
  EXPECT_FALSE(lgamma(dec("-1", 64)).is_finite());
  EXPECT_FALSE(pow(dec("-2", 64), dec("0.5", 64)).is_finite());
}

TEST(Interval, WidthsShrinkWithPrecision) {
  double prev = 1;
  for (unsigned bits : {64u, 128u, 256u, 512u}) {
    const Interval x = dec("1/3", bits);
    const Interval v = normal_cdf(-x) * exp(x) + lgamma(x + 2) + log1p(x) * erfc(x);
    const double w = v.rel_width();
    EXPECT_LT(w, prev) << bits;
    EXPECT_LT(w, std::ldexp(1.0, -static_cast<int>(bits) + 12)) << bits;
    prev = w;
  }
}

// Random inputs at random precisions: two precisions overlap; a second formula agrees.
RC_GTEST_PROP(IntervalProperty, EnclosuresOverlapAcrossPrecisions, ()) {
  const long num = *rc::gen::inRange<long>(-100000, 100000);
  const long den = *rc::gen::inRange<long>(1, 100000);
  const unsigned b1 = *rc::gen::inRange<unsigned>(24, 300);
  const unsigned b2 = *rc::gen::inRange<unsigned>(24, 300);
  const Rational q(num, den);
  const Interval x1 = Interval::from_rational(q, b1), x2 = Interval::from_rational(q, b2);
  RC_ASSERT(exp(x1).overlaps(exp(x2)));
  RC_ASSERT(erfc(x1).overlaps(erfc(x2)));
  RC_ASSERT(normal_cdf(x1).overlaps(1 - normal_cdf(-x2)));
  RC_ASSERT(expm1(x1).overlaps(exp(x2) - 1));
  if (num > 0) {
    RC_ASSERT(log(x1).overlaps(log(x2)));
    RC_ASSERT(lgamma(x1 + 1).overlaps(lgamma(x2) + log(x2)));  // Γ(x+1) = xΓ(x)
    RC_ASSERT(sqrt(x1).overlaps(pow(x2, Interval::from_rational(Rational(1, 2), b2))));
  }
  if (num > -den) RC_ASSERT(log1p(x1).overlaps(log(1 + x2)));
}

TEST(IntervalProperty, NegativeControlOverlapFailsForDifferentInputs) {
  // The overlap test above is not vacuous: nearby but different inputs are told apart.
  const Interval x1 = dec("1/3", 128), x2 = dec("1/3", 128) + dec("1e-30", 128);
  EXPECT_FALSE(exp(x1).overlaps(exp(x2)));
  EXPECT_FALSE(lgamma(x1 + 1).overlaps(lgamma(x2) + log(x2)));
}

}  // namespace
}  // namespace privbound::numeric

namespace privbound::numeric {
namespace {

// The exact value rides along exact operations only, and always lies in the enclosure.
TEST(IntervalExact, KeptByExactOperationsOnly) {
  const Interval a = Interval::from_rational(Rational(1, 10), 96), b = Interval::from_int(-3, 96);
  const auto is = [](const Interval& x, const Rational& q) {
    return x.exact() != nullptr && *x.exact() == q && x.contains(Interval::from_rational(q, 512));
  };
  EXPECT_TRUE(is(a + b, Rational(-29, 10)));
  EXPECT_TRUE(is(a - b, Rational(31, 10)));
  EXPECT_TRUE(is(a * b, Rational(-3, 10)));
  EXPECT_TRUE(is(a / b, Rational(-1, 30)));
  EXPECT_TRUE(is(-a, Rational(-1, 10)));
  EXPECT_TRUE(is(abs(b), Rational(3)));
  EXPECT_TRUE(is(sqr(b), Rational(9)));
  EXPECT_TRUE(is(pow(a, 3), Rational(1, 1000)));
  EXPECT_TRUE(is(pow(b, -2), Rational(1, 9)));
  EXPECT_TRUE(is(pow(b, 0), Rational(1)));
  EXPECT_TRUE(is(max(a, b), Rational(1, 10)));
  EXPECT_TRUE(is(min(a, b), Rational(-3)));
  EXPECT_TRUE(is(a.with_bits(300), Rational(1, 10)));
  EXPECT_TRUE(is(sqrt(Interval::from_rational(Rational(9, 400), 96)), Rational(3, 20)));
  EXPECT_TRUE(is(a + 2, Rational(21, 10)));
  Interval c = a;
  c *= b;
  c += Interval::from_int(1, 96);
  EXPECT_TRUE(is(c, Rational(7, 10)));
  Interval moved = std::move(c);
  EXPECT_TRUE(is(moved, Rational(7, 10)));
  // Negative controls: transcendental results, hulls, doubles and raw writes carry no exact value.
  EXPECT_EQ(sqrt(Interval::from_int(2, 96)).exact(), nullptr);
  EXPECT_EQ(sqrt(Interval::from_rational(Rational(4, 3), 96)).exact(), nullptr);
  EXPECT_EQ(exp(Interval::from_int(0, 96)).exact(), nullptr);
  EXPECT_EQ(hull(a, a).exact(), nullptr);
  EXPECT_EQ((a + Interval::from_double(0.5, 96)).exact(), nullptr);
  EXPECT_EQ(Interval(96).exact(), nullptr);
  Interval w = a;
  mpfi_add(w.raw(), w.raw(), w.raw());
  EXPECT_EQ(w.exact(), nullptr);
  EXPECT_EQ((a / Interval::from_int(0, 96)).exact(), nullptr);
  // Growth is bounded: (1/3)^5000 has a 7925-bit denominator, above kMaxExactBits.
  const Interval third = Interval::from_int(1, 64) / 3;
  EXPECT_EQ(pow(third, 5000).exact(), nullptr);
  Interval p = third;
  for (int i = 0; i < 5000; ++i) p *= third;
  EXPECT_EQ(p.exact(), nullptr);
  EXPECT_FALSE(p.contains_zero());  // the enclosure itself is still there
}

}  // namespace
}  // namespace privbound::numeric
