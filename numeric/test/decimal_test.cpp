#include <gtest/gtest.h>

#include "privbound/numeric/decimal.hpp"
#include "privbound/numeric/interval.hpp"

namespace privbound::numeric {
namespace {

TEST(Decimal, ParsesExactly) {
  EXPECT_EQ(*parse_rational("0.1"), Rational(1, 10));
  EXPECT_EQ(*parse_rational("1e-12"), Rational(mpq_class(1, mpz_class("1000000000000"))));
  EXPECT_EQ(*parse_rational("3/7"), Rational(3, 7));
  EXPECT_EQ(*parse_rational("-2.5E+3"), Rational(-2500));
  EXPECT_EQ(*parse_rational(".5"), Rational(1, 2));
  EXPECT_EQ(*parse_rational("5."), Rational(5));
  EXPECT_EQ(*parse_rational("+007"), Rational(7));
  EXPECT_EQ(*parse_rational("1.5/0.5"), Rational(3));
  EXPECT_EQ(*parse_rational("0.000"), Rational(0));
  // 1e-300 is exact, not a denormal-ish double
  const auto tiny = parse_rational("1e-300");
  ASSERT_TRUE(tiny.ok());
  EXPECT_EQ(tiny->mpq().get_num(), 1);
}

TEST(Decimal, OneTenthIsNotTheDouble) {
  // The double nearest 0.1 is 0.1000000000000000055511151231257827...; at 128 bits the
  // enclosure of one tenth must exclude it.
  const Interval tenth = Interval::from_rational(*parse_rational("0.1"), 128);
  EXPECT_FALSE(tenth.contains(Interval::from_double(0.1, 128)));
  EXPECT_LT(tenth.rel_width(), 1e-37);
  EXPECT_TRUE(tenth.contains(Interval::from_rational(Rational(1, 10), 256)));
}

TEST(Decimal, RejectsMalformedInput) {
  for (const char* bad : {"", "nan", "NaN", "inf", "-inf", "0x10", "1e", "e5", "1/0", "1 2", "--1", "1.2.3", "1e999999",
                          "1/", "/2", ".", "1,5", "abc"}) {
    auto r = parse_rational(bad, "sigma");
    EXPECT_FALSE(r.ok()) << bad;
    if (!r.ok()) {
      EXPECT_NE(r.error().message.find("sigma must be"), std::string::npos) << r.error().message;
      EXPECT_EQ(r.error().kind, ErrorKind::invalid_input);
    }
  }
}

TEST(Decimal, ToStringRoundTrips) {
  for (const char* s : {"0.1", "-2500", "3/7", "1e-20", "123.456"}) {
    const Rational q = *parse_rational(s);
    EXPECT_EQ(*parse_rational(q.to_string()), q) << s;
  }
  EXPECT_EQ(Rational(1, 10).to_string(), "0.1");
  EXPECT_EQ(Rational(3, 7).to_string(), "3/7");
}

}  // namespace
}  // namespace privbound::numeric
