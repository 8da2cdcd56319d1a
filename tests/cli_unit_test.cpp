// The CLI's shared text and option helpers (cli/src/common.cpp), tested directly where the
// binary cannot be driven into the case (an evaluation whose far end is not proven).
#include <gtest/gtest.h>

#include <string>

#include "common.hpp"
#include "privbound/numeric/decimal.hpp"

namespace privbound::cli {
namespace {

numeric::Interval dec(const std::string& s, unsigned bits) {
  return numeric::Interval::from_rational(*numeric::parse_rational(s), bits);
}

// Issue 9, item 4: calibrate_steps returned lo = hi = 5.6e14 with "far end not proven; the
// trivial bound is reported"; the text must not look certain.
TEST(CliText, UnprovenEndIsMarkedOnTheHeadlineAndTheEnclosure) {
  bounds::Evaluation e{dec("562949953421312", 128), numeric::SafeSide::lower, {}, {}, "test"};
  e.notes = {{"far_end", "not proven; the trivial bound is reported"}};
  const std::string text = evaluation_text("accounting.calibrate_steps", e, 128);
  const std::string first = text.substr(0, text.find('\n'));
  EXPECT_EQ(first,
            "accounting.calibrate_steps = 562949953421312  (far_end not proven: only the safe lower end is certified)");
  EXPECT_NE(text.find("at 128 bits  (far_end not proven"), std::string::npos) << text;
  // Negative control: a proven far end adds nothing.
  e.notes = {{"far_end", "proven at every integer order"}};
  const std::string proven = evaluation_text("accounting.calibrate_steps", e, 128);
  EXPECT_EQ(proven.substr(0, proven.find('\n')), "accounting.calibrate_steps = 562949953421312");
}

TEST(CliText, HeadlineIsTheSafeEndRoundedOutward) {
  bounds::Evaluation e{numeric::hull(dec("2.278155478734491", 128), dec("2.2783482477597197", 128)),
                       numeric::SafeSide::upper,
                       {},
                       {},
                       "test"};
  EXPECT_EQ(headline(e), "2.279");
  e.safe = numeric::SafeSide::lower;
  EXPECT_EQ(headline(e), "2.278");
  e.safe = numeric::SafeSide::none;
  EXPECT_EQ(headline(e), "2.278");
}

TEST(CliText, OneLineEscapesControlCharacters) {
  EXPECT_EQ(one_line("eval: unknown quantity id \"foo\nbar\""), "eval: unknown quantity id \"foo\\nbar\"");
  EXPECT_EQ(one_line(std::string("a\tb\rc\x01") + "d\x7f"), "a\\tb\\rc\\x01d\\x7f");
  EXPECT_EQ(one_line("plain"), "plain");
}

TEST(CliText, CloseIdsAndNumbers) {
  const std::vector<std::string> ids = {"accounting.gaussian_zcdp", "accounting.rdp_gaussian",
                                        "chan_xie_zhao.lemma6_5"};
  EXPECT_EQ(close_ids("accounting.gausian_zcdp", ids), "; close ids: accounting.gaussian_zcdp");
  EXPECT_EQ(close_ids("lemma6_5", ids), "; close ids: chan_xie_zhao.lemma6_5");
  EXPECT_EQ(close_ids("zzzzzz", ids), "");
  EXPECT_EQ(show_double(1e-60), "1e-60");
  EXPECT_EQ(show_double(-0.0000001), "-1e-07");
}

TEST(CliOptions, DecimalIntegersOnly) {
  for (std::string ok : {"0", "64", "4096", "18446744073709551615"}) EXPECT_EQ(kDecimalInteger(ok), "") << ok;
  for (std::string bad : {"", "0x40", "0100", "1e3", "-1", "+5", " 64", "18446744073709551616"})
    EXPECT_NE(kDecimalInteger(bad), "") << bad;
  for (std::string ok : {"10", "0.5", ".5", "5.", "1e-60", "2E+3"}) EXPECT_EQ(kDecimalNumber(ok), "") << ok;
  for (std::string bad : {"", "abc", "0x1p-3", "inf", "nan", "1e", "1e12345"})
    EXPECT_NE(kDecimalNumber(bad), "") << bad;
}

}  // namespace
}  // namespace privbound::cli
