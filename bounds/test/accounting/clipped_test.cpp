// Clipped 1-D mechanisms (bounds/accounting/clipped.hpp). Values against an independent route
// are in tests/reference/ryu_kim_ref.txt (the ryu_kim.thm4_5.box_* ids, worked out by mpmath
// quadrature in the output coordinate); here: the limits that pin the formulas to known values
// (a box so wide it clips nothing is the unclipped mechanism; no shift is no loss), the
// post-processing inequality, a negative control and every invalid-input class.
#include "privbound/bounds/accounting/clipped.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "privbound/bounds/accounting/conversions.hpp"
#include "privbound/numeric/decimal.hpp"

namespace privbound::bounds::accounting {
namespace {

using numeric::Interval;

Interval q(const std::string& s, unsigned bits = 128) {
  return Interval::from_rational(*numeric::parse_rational(s), bits);
}

TEST(Clipped, AWideBoxIsTheUnclippedMechanism) {
  for (const char* shift : {"0.3", "-0.3", "2"}) {
    for (const char* eps : {"0", "0.5", "3"}) {
      // Gaussian: sigma = 1, shift d: the unclipped delta(eps) is that of mu = |d|.
      auto clipped = clipped_gaussian_delta(q("1"), q(shift), q("-60"), q("60"), q(eps));
      auto plain = gaussian_delta(abs(q(shift)), q(eps));
      ASSERT_TRUE(clipped.ok() && plain.ok());
      EXPECT_TRUE(clipped->overlaps(*plain))
          << shift << " " << eps << ": " << clipped->upper_double() << " vs " << plain->upper_double();
      EXPECT_LT(clipped->width(), 1e-30);
    }
    // Laplace: the unclipped pure eps is |d|/b.
    auto lap = clipped_laplace_eps(q("0.5"), q(shift), q("-60"), q("60"));
    ASSERT_TRUE(lap.ok());
    EXPECT_TRUE(lap->overlaps(abs(q(shift)) / q("0.5"))) << shift;
  }
}

TEST(Clipped, ClippingNeverIncreasesTheLossAndNoShiftIsNoLoss) {
  for (const char* lo : {"-1", "0", "0.25"}) {
    auto g = clipped_gaussian_delta(q("1"), q("1"), q(lo), q("0.5"), q("0.5"));
    ASSERT_TRUE(g.ok());
    EXPECT_FALSE(gaussian_delta(q("1"), q("0.5"))->certainly_lt(*g)) << lo;
    auto l = clipped_laplace_eps(q("1"), q("1"), q(lo), q("0.5"));
    ASSERT_TRUE(l.ok());
    EXPECT_FALSE(q("1").certainly_lt(*l)) << lo;
  }
  auto zero = clipped_laplace_eps(q("1"), q("0"), q("0"), q("1"));
  ASSERT_TRUE(zero.ok());
  EXPECT_EQ(zero->upper_double(), 0.0);
  // A window inside (-m, 0) in standard units: the loss is below |d|/b = 1, and the largest
  // ratio is the lower atom's, ln[(1 - e^{-1/4}/2)/(e^{-3/4}/2)] = ln(2e^{3/4} - e^{1/2})
  // (P(X <= -3/4) against P(X <= 1/4)); the interior gives only 1/2 and the upper atom 0.83.
  auto narrow = clipped_laplace_eps(q("1"), q("1"), q("-0.75"), q("-0.5"));
  ASSERT_TRUE(narrow.ok());
  EXPECT_TRUE(narrow->certainly_lt(q("1")));
  EXPECT_TRUE(narrow->overlaps(log(2 * exp(q("0.75")) - exp(q("0.5")))));
}

TEST(Clipped, NegativeControlAShiftedWindowIsNotTheSameLaw) {
  // Moving the window changes delta: the formula does depend on the window.
  auto a = clipped_gaussian_delta(q("1"), q("1"), q("-0.5"), q("0.5"), q("0.1"));
  auto b = clipped_gaussian_delta(q("1"), q("1"), q("1"), q("2"), q("0.1"));
  ASSERT_TRUE(a.ok() && b.ok());
  EXPECT_FALSE(a->overlaps(*b));
}

TEST(Clipped, InvalidInputsAreErrors) {
  const Interval one = q("1"), zero = q("0");
  const Interval nan = Interval::from_double(std::nan(""), 128);
  struct Case {
    Interval scale, shift, lo, hi, eps;
    std::string param;
  };
  for (const Case& c : std::vector<Case>{{zero, one, zero, one, one, "sigma"},
                                         {-one, one, zero, one, one, "sigma"},
                                         {nan, one, zero, one, one, "sigma"},
                                         {one, nan, zero, one, one, "shift"},
                                         {one, hull(-one, one), zero, one, one, "shift"},
                                         {one, one, nan, one, one, "lo"},
                                         {one, one, one, one, one, "hi"},
                                         {one, one, one, zero, one, "hi"},
                                         {one, one, zero, one, -one, "eps"},
                                         {one, one, zero, one, nan, "eps"}}) {
    auto g = clipped_gaussian_delta(c.scale, c.shift, c.lo, c.hi, c.eps);
    ASSERT_FALSE(g.ok()) << c.param;
    EXPECT_NE(g.error().message.find(c.param), std::string::npos) << g.error().message;
    if (c.param == "eps") continue;
    auto l = clipped_laplace_eps(c.scale, c.shift, c.lo, c.hi);
    ASSERT_FALSE(l.ok()) << c.param;
    const std::string want = c.param == "sigma" ? "scale" : c.param;
    EXPECT_NE(l.error().message.find(want), std::string::npos) << l.error().message;
  }
}

}  // namespace
}  // namespace privbound::bounds::accounting
