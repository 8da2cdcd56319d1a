// Human text of enclosures: certain digits only, and for one-sided quantities the headline is
// itself a bound on the safe side (issue 9, item 4).
#include "privbound/numeric/format.hpp"

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include "privbound/numeric/decimal.hpp"
#include "privbound/numeric/interval.hpp"
#include "test_util.hpp"

namespace privbound::numeric {
namespace {

using testing::dec;

// [lo, hi] from two exact decimals, outward at `bits`.
Interval between(const std::string& lo, const std::string& hi, unsigned bits = 128) {
  return hull(dec(lo, bits), dec(hi, bits));
}

// The text parsed back exactly, as a point enclosure at high precision.
Interval text_value(const std::string& text) {
  auto q = parse_rational(text);
  EXPECT_TRUE(q.ok()) << text;
  return Interval::from_rational(q.ok() ? *q : Rational(0), 1024);
}

// Significant digits of a decimal text (leading and trailing zeros do not count).
int significant_digits(const std::string& text) {
  std::string d;
  for (char c : text) {
    if (c == 'e') break;
    if (c >= '0' && c <= '9') d += c;
  }
  const auto first = d.find_first_not_of('0');
  if (first == std::string::npos) return 0;
  return static_cast<int>(d.find_last_not_of('0') - first + 1);
}

TEST(Format, HeadlineOfCalibratedSigmaMeetsTheTarget) {
  // calibrate_sigma q=0.01 steps=10000 eps=2 delta=1e-5 (issue 9): "2.278" misses the target.
  const Interval sigma = between("2.278155478734491", "2.2783482477597197");
  EXPECT_EQ(format_certain(sigma), "2.278");
  EXPECT_EQ(format_certain_short(sigma), "2.278");
  // an exact 33/10 and 0.116 at 128 bits: every digit certain, the zeros dropped
  const Interval x = Interval::from_int(33, 128) / 10, y = Interval::from_int(116, 128) / 1000;
  EXPECT_EQ(format_certain_short(x), "3.3");
  EXPECT_EQ(format_certain_short(x * 10), "33");
  EXPECT_EQ(format_certain_short(y), "0.116");
  EXPECT_EQ(format_certain(y), "0.116");              // an exact value prints exactly
  const Interval y_hull = between("0.116", "0.116");  // the same enclosure without the exact value
  EXPECT_EQ(y_hull.exact(), nullptr);
  EXPECT_NE(format_certain(y_hull), "0.116");  // format_certain keeps the zeros
  EXPECT_EQ(format_certain_short(y_hull), "0.116");
  EXPECT_EQ(format_safe(sigma, SafeSide::upper), "2.279");
  EXPECT_EQ(format_safe(sigma, SafeSide::lower), "2.278");
  EXPECT_EQ(format_safe(sigma, SafeSide::none), "2.278");
  // calibrate_q sigma=1.1 steps=10000 eps=3 delta=1e-5: "0.00573" is above the safe q.
  const Interval q = between("5.7270263360310342e-3", "5.7275109356532111e-3");
  EXPECT_EQ(format_certain(q), "0.00573");
  EXPECT_EQ(format_safe(q, SafeSide::lower), "0.00572");
}

TEST(Format, HeadlineNeverBelowTheSafeUpperEnd) {
  // rdp_gaussian sensitivity=0.5 alpha=2 sigma=0.01 printed "2500.0000000000000000" (20 digits)
  // above a safe bound printed with 17.
  const Interval r = between("2499.99999999999999999999999999", "2500.00000000000000000000000001");
  const std::string s = format_safe(r, SafeSide::upper);
  EXPECT_LE(significant_digits(s), 17) << s;
  EXPECT_TRUE(r.certainly_le(text_value(s))) << s;
  EXPECT_LE(*parse_rational(s), *parse_rational(r.upper_decimal(17))) << s;
  const std::string l = format_safe(r, SafeSide::lower);
  EXPECT_TRUE(text_value(l).certainly_le(r)) << l;
}

TEST(Format, ExactValuesAndWideIntervals) {
  EXPECT_EQ(format_safe(Interval::from_int(562949953421312L, 128), SafeSide::lower), "562949953421312");
  EXPECT_EQ(format_safe(Interval::from_int(50, 64), SafeSide::upper), "50");
  EXPECT_EQ(format_safe(Interval(128), SafeSide::upper), "0");
  EXPECT_EQ(format_safe(Interval::entire(128), SafeSide::upper), "undefined");
  // Fewer than 2 certain digits: the safe end, marked as a bound (issue 28: `eval
  // ding_gong.lemma6.noise_coeff topology=ring N=5 --bits 16` printed "[4.18432, 6.19204e2]").
  const Interval wide = between("4.18432", "619.204");
  EXPECT_EQ(format_certain(wide).front(), '[');
  EXPECT_EQ(format_safe(wide, SafeSide::upper), "≤ 620");
  EXPECT_EQ(format_safe(wide, SafeSide::lower), "≥ 4.18");
  EXPECT_EQ(format_safe(between("0", "8.5e-1388"), SafeSide::upper), "≤ 8.51e-1388");  // 8.5e-1388 is not binary
  // Negative values round toward +inf (upper) and -inf (lower).
  const Interval neg = between("-2.2783482477597197", "-2.278155478734491");
  EXPECT_EQ(format_safe(neg, SafeSide::upper), "-2.278");
  EXPECT_EQ(format_safe(neg, SafeSide::lower), "-2.279");
}

// The headline of an upper quantity is >= every value of the enclosure, that of a lower one
// <= every value, at any precision and scale; it never has more than 17 digits.
RC_GTEST_PROP(FormatProperty, SafeHeadlineIsABound, ()) {
  const unsigned bits = *rc::gen::element(24u, 53u, 64u, 128u, 256u);
  const long mant = *rc::gen::inRange<long>(1, 1000000000L);
  const long width = *rc::gen::inRange<long>(0, 1000000L);
  const int exp10 = *rc::gen::inRange(-60, 60);
  const int wexp = *rc::gen::inRange(-40, 0);
  const std::string lo = std::to_string(mant) + "e" + std::to_string(exp10);
  const std::string w = std::to_string(width) + "e" + std::to_string(exp10 + wexp);
  const Interval x = hull(dec(lo, bits), dec(lo, bits) + dec(w, bits));
  for (SafeSide side : {SafeSide::upper, SafeSide::lower}) {
    std::string s = format_safe(x, side);
    RC_ASSERT(s.front() != '[');  // a one-sided headline is always its safe end
    if (s.rfind("≤ ", 0) == 0 || s.rfind("≥ ", 0) == 0) s = s.substr(std::string("≤ ").size());
    RC_ASSERT(significant_digits(s) <= 17);
    if (side == SafeSide::upper)
      RC_ASSERT(x.certainly_le(text_value(s)));
    else
      RC_ASSERT(text_value(s).certainly_le(x));
  }
}

// Negative control: the round-to-nearest text is not always a bound (else the test above
// could not fail).
TEST(Format, NegativeControlNearestTextIsNotABound) {
  const Interval sigma = between("2.278155478734491", "2.2783482477597197");
  EXPECT_FALSE(sigma.certainly_le(text_value(format_certain(sigma))));
}

}  // namespace
}  // namespace privbound::numeric

namespace privbound::numeric {
namespace {

TEST(Format, ExactValuesPrintExactly) {
  // issue 10: gaussian_zcdp sigma=0.1 Delta=2 printed "200.00000000000001" and "upper 2.0000001e2"
  const Interval sigma = Interval::from_rational(parse_rational("0.1").value(), 128);
  const Interval rho = sqr(Interval::from_int(2, 128)) / (2 * sqr(sigma));
  ASSERT_NE(rho.exact(), nullptr);
  EXPECT_EQ(rho.exact()->to_string(), "200");
  EXPECT_FALSE(rho.lower_decimal(40) == rho.upper_decimal(40));  // the enclosure straddles 200
  EXPECT_EQ(format_certain(rho), "200");
  EXPECT_EQ(format_safe(rho, SafeSide::upper), "200");
  EXPECT_EQ(decimal_safe(rho, SafeSide::upper, 8), "2e2");
  EXPECT_EQ(decimal_lo(rho), "2e2");
  EXPECT_EQ(decimal_hi(rho), "2e2");
  EXPECT_EQ(decimal_safe(rho, SafeSide::none), "2e2");
  const Interval small = Interval::from_int(3, 128) / 100;  // 0.03
  EXPECT_EQ(format_safe(small, SafeSide::upper), "0.03");
  EXPECT_EQ(decimal_hi(small), "3e-2");
  EXPECT_EQ(format_certain(-small), "-0.03");
  // Not terminating, or too many digits for the form: the enclosure's own digits.
  const Interval third = Interval::from_int(1, 128) / 3;
  ASSERT_NE(third.exact(), nullptr);
  EXPECT_EQ(format_certain(third), "0.33333333333333333333");
  EXPECT_EQ(format_safe(third, SafeSide::upper), "0.33333333333333334");
  const Interval long_decimal = Interval::from_rational(parse_rational("0.123456789012345678901").value(), 128);
  EXPECT_EQ(format_safe(long_decimal, SafeSide::upper), "0.12345678901234568");
  EXPECT_EQ(decimal_hi(long_decimal, 8), "1.2345679e-1");
  EXPECT_EQ(format_certain(Interval::from_int(0, 64) * third), "0");
}

}  // namespace
}  // namespace privbound::numeric

namespace privbound::numeric {
namespace {

// format_human (issue 28): a fixed number of significant digits for humans, exact values exactly.
TEST(Format, HumanDigitsAreCappedAndExactValuesExact) {
  const Interval third = Interval::from_rational(parse_rational("1/3").value(), 128);
  EXPECT_EQ(format_human(third, SafeSide::none), "1/3 ≈ 0.333333");
  EXPECT_EQ(format_human(Interval::from_rational(parse_rational("142/81").value(), 128), SafeSide::none),
            "142/81 ≈ 1.75309");
  EXPECT_EQ(format_human(Interval::from_rational(parse_rational("0.125").value(), 128), SafeSide::upper), "0.125");
  EXPECT_EQ(format_human(Interval::from_int(562949953421312L, 128), SafeSide::lower), "562949953421312");
  // A rational with a long numerator is not "exact" text: certain digits, capped.
  const Interval big = Interval::from_rational(parse_rational("1234567/7654321").value(), 128);
  EXPECT_EQ(format_human(big, SafeSide::none), "0.16129");  // 0.161290204…: 6 digits, the trailing 0 dropped
  const Interval r = between("2499.99999999999999999999999999", "2500.00000000000000000000000001");
  EXPECT_EQ(format_human(r, SafeSide::upper), "2500.01");
  EXPECT_EQ(format_human(r, SafeSide::lower), "2499.99");
  EXPECT_EQ(format_human(r, SafeSide::none), "2500");
  const Interval sigma = between("2.278155478734491", "2.2783482477597197");
  EXPECT_EQ(format_human(sigma, SafeSide::upper), "2.279");
  EXPECT_EQ(format_human(sigma, SafeSide::lower), "2.278");
  EXPECT_EQ(format_human(between("4.18432", "619.204"), SafeSide::upper), "≤ 620");
  EXPECT_EQ(format_human(between("4.18432", "619.204"), SafeSide::none), "[4.18, 620]");
  EXPECT_EQ(format_human(Interval::entire(128), SafeSide::upper), "undefined");
}

// Every one-sided human text is a bound on the safe side, with at most `digits` digits.
RC_GTEST_PROP(FormatProperty, HumanTextIsABound, ()) {
  const unsigned bits = *rc::gen::element(24u, 53u, 64u, 128u, 256u);
  const long mant = *rc::gen::inRange<long>(1, 1000000000L);
  const long width = *rc::gen::inRange<long>(0, 1000000L);
  const int exp10 = *rc::gen::inRange(-60, 60);
  const int wexp = *rc::gen::inRange(-40, 0);
  const int digits = *rc::gen::inRange(1, 18);
  const Interval lo = dec(std::to_string(mant) + "e" + std::to_string(exp10), bits);
  const Interval x = hull(lo, lo + dec(std::to_string(width) + "e" + std::to_string(exp10 + wexp), bits));
  for (SafeSide side : {SafeSide::upper, SafeSide::lower}) {
    std::string s = format_human(x, side, digits);
    if (s.rfind("≤ ", 0) == 0 || s.rfind("≥ ", 0) == 0) s = s.substr(std::string("≤ ").size());
    if (s.find('/') != std::string::npos) continue;  // exact "p/q ≈ d" (checked above)
    RC_ASSERT(significant_digits(s) <= std::max(digits, 3));
    if (side == SafeSide::upper)
      RC_ASSERT(x.certainly_le(text_value(s)));
    else
      RC_ASSERT(text_value(s).certainly_le(x));
  }
}

}  // namespace
}  // namespace privbound::numeric
