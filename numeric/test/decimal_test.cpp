#include "privbound/numeric/decimal.hpp"

#include <gtest/gtest.h>

#include <chrono>

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

// Fuzz findings (fuzz/findings): error messages quoted the input verbatim (a newline gave a
// two-line message), and to_string took 1.2 s for 1e-100000 (factors 2 and 5 removed one by one).
TEST(Decimal, ErrorMessagesAreOneLine) {
  for (const char* bad : {"1\n2", "\f0", "1\t2", "a\rb", "\x01"}) {
    auto r = parse_rational(bad, "x");
    ASSERT_FALSE(r.ok()) << bad;
    EXPECT_EQ(r.error().message.find_first_of("\n\r\t\f\x01"), std::string::npos) << r.error().message;
  }
  EXPECT_NE(parse_rational("1\n2", "x").error().message.find("\"1\\n2\""), std::string::npos);
  EXPECT_EQ(domain_error("f", "p", "(0, 1)", "a\nb").message, "f: p must be in (0, 1), but is a\\nb.");
  EXPECT_EQ(one_line("ok"), "ok");
}

// Issue 10, item 8: one structured error, formatted in one place, and Result<void>.
Result<void> needs_positive(int x) {
  if (x <= 0) return domain_error("needs_positive", "x", "(0, inf)", std::to_string(x));
  return {};
}
Result<int> twice_positive(int x) {
  PB_CHECK(needs_positive(x));
  return 2 * x;
}

TEST(Result, StructuredErrorsAndResultVoid) {
  const Error e = domain_error("f", "p", "(0, 1)", "2");
  EXPECT_EQ(e.message, "f: p must be in (0, 1), but is 2.");
  EXPECT_EQ(e.function, "f");
  EXPECT_EQ(e.parameter, "p");
  EXPECT_EQ(e.domain, "(0, 1)");
  EXPECT_EQ(e.value, "2");
  const Error p = prefixed("quantity.id", e);
  EXPECT_EQ(p.message, "quantity.id: f: p must be in (0, 1), but is 2.");
  EXPECT_EQ(p.parameter, "p");
  EXPECT_TRUE(hypothesis_error("f", "no").parameter.empty());  // not a domain error: no fields
  EXPECT_TRUE(needs_positive(3).ok());
  ASSERT_FALSE(needs_positive(-1).ok());
  EXPECT_EQ(needs_positive(-1).error().value, "-1");
  EXPECT_EQ(*twice_positive(4), 8);
  ASSERT_FALSE(twice_positive(0).ok());
  EXPECT_EQ(twice_positive(0).error().message, "needs_positive: x must be in (0, inf), but is 0.");
}

TEST(Decimal, ToStringOfHugeExponentsIsFast) {
  const auto start = std::chrono::steady_clock::now();
  const auto tiny = *parse_rational("1e-100000");
  const std::string s = tiny.to_string();  // not a terminating decimal within 60 places: num/den
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_EQ(s.substr(0, 3), "1/1");
  EXPECT_EQ(s.size(), 2u + 100001u);
  EXPECT_LT(seconds, 0.5);
  EXPECT_EQ(parse_rational("-1.25e-3")->to_string(), "-0.00125");
  EXPECT_EQ(parse_rational("3/8")->to_string(), "0.375");
  EXPECT_EQ(parse_rational("1e-60")->to_string(), "0.000000000000000000000000000000000000000000000000000000000001");
  EXPECT_EQ(parse_rational("1e-61")->to_string().substr(0, 2), "1/");
}

}  // namespace
}  // namespace privbound::numeric
