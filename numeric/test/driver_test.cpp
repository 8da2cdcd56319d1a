#include "privbound/numeric/driver.hpp"

#include <gtest/gtest.h>

#include "test_util.hpp"

namespace privbound::numeric {
namespace {

using testing::dec;

TEST(Driver, RaisesPrecisionUntilTargetReached) {
  auto r = refine([](unsigned bits) -> Result<Interval> { return exp(dec("1/3", bits)) * erfc(dec("2", bits)); },
                  DriverOptions{1e-60, 0.0, 64, 4096});
  ASSERT_TRUE(r.ok());
  EXPECT_TRUE(r->reached);
  EXPECT_GE(r->bits, 200u);
  EXPECT_LE(r->value.rel_width(), 1e-60);
  EXPECT_GE(r->evaluations, 3);
}

TEST(Driver, ReportsWhenCapIsHit) {
  auto r =
      refine([](unsigned bits) -> Result<Interval> { return exp(dec("1/3", bits)); }, DriverOptions{0.0, 0.0, 64, 256});
  ASSERT_TRUE(r.ok());
  EXPECT_FALSE(r->reached);
  EXPECT_EQ(r->bits, 256u);
  EXPECT_TRUE(r->value.contains(exp(dec("1/3", 1024))) || r->value.overlaps(exp(dec("1/3", 1024))));
}

TEST(Driver, PropagatesErrors) {
  auto r = refine([](unsigned) -> Result<Interval> { return domain_error("f", "x", "(0, 1)", "2"); });
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().message, "f: x must be in (0, 1), but is 2.");
}

}  // namespace
}  // namespace privbound::numeric
