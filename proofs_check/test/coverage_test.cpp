// check --coverage (coverage.hpp): the numbers read from instance descriptions, and the ranges, decades and distinct
// values measured on a claim whose generator is known exactly.
#include "privbound/proofs_check/coverage.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <string>

namespace {

using namespace privbound::proofs_check;

TEST(Coverage, ReadsOnlyWholeNumbers) {
  double x = 0;
  EXPECT_TRUE(instance_number("0.5", x));
  EXPECT_EQ(x, 0.5);
  EXPECT_TRUE(instance_number("1/4", x));
  EXPECT_EQ(x, 0.25);
  EXPECT_TRUE(instance_number("-3e-2", x));
  EXPECT_EQ(x, -0.03);
  EXPECT_TRUE(instance_number("1024", x));
  EXPECT_EQ(x, 1024.0);
  for (const char* t :
       {"", "2 sqrt(alpha)", "[1, 2]", "inf", "nan", "1/0", "0x10", "1e999", "+", "1,2", "a/b", "1/2/3"})
    EXPECT_FALSE(instance_number(t, x)) << t;
}

// k in [0, 6] describes v = 10^k exactly and a form that is "identity" for even k, "diagonal" for odd k; the
// parameter "fixed" is always 3 (the negative control: a parameter the generator never moves spans 0 decades).
Claim decades_claim() {
  Claim c;
  c.id = "test.decades";
  c.space = Space{{{"k", 0, 6}}, {{0}, {6}}};
  c.check = [](const Point& p, unsigned) {
    Verdict v = verdict_le(0.0, 1.0, 1.0, 1e-15);
    v.instance = {{"v", "1e" + std::to_string(p[0])}, {"form", p[0] % 2 ? "diagonal" : "identity"}, {"fixed", "3"}};
    return v;
  };
  return c;
}

TEST(Coverage, RangesDecadesAndTexts) {
  RunOptions o;
  o.iterations = 60;
  o.seed = 5;
  const Coverage cov = measure_coverage(decades_claim(), o);
  EXPECT_EQ(cov.instances, 62u);  // the two edge points, then 60 draws
  ASSERT_EQ(cov.params.size(), 3u);
  const ParamCoverage& v = cov.params[0];
  EXPECT_EQ(v.name, "v");
  EXPECT_EQ(v.numeric, 62u);
  EXPECT_EQ(v.min, 1.0);
  EXPECT_EQ(v.max, 1e6);
  EXPECT_NEAR(v.decades(), 6.0, 1e-12);
  EXPECT_EQ(v.distinct, 7u);  // 60 uniform draws over 7 values miss one with probability < 7 (6/7)^60 = 0.0007
  EXPECT_FALSE(v.zero);
  const ParamCoverage& form = cov.params[1];
  EXPECT_EQ(form.numeric, 0u);
  EXPECT_EQ(form.distinct, 2u);
  ASSERT_EQ(form.texts.size(), 2u);
  EXPECT_EQ(form.texts[0], "identity");  // the first edge point, k = 0
  const ParamCoverage& fixed = cov.params[2];
  EXPECT_EQ(fixed.decades(), 0.0);
  EXPECT_EQ(fixed.distinct, 1u);
  // Without the edge points the stream starts at the draws; the same seed gives the same coverage.
  o.pinned = false;
  const Coverage a = measure_coverage(decades_claim(), o), b = measure_coverage(decades_claim(), o);
  EXPECT_EQ(a.instances, 60u);
  EXPECT_EQ(a.params[0].min, b.params[0].min);
  EXPECT_EQ(a.params[0].distinct, b.params[0].distinct);
}

// The declaration against the measurement: reaches the stream meets, and the negative controls — a range beyond the
// generator's (10^7), a case it never takes ("scalar"), a parameter no instance names — each reported on one line.
TEST(Coverage, DeclaredReachesAreMeasured) {
  RunOptions o;
  o.iterations = 60;
  o.seed = 5;
  const Coverage cov = measure_coverage(decades_claim(), o);
  EXPECT_TRUE(
      unreached(cov, {reach("v", 1, 1e6), reach("form", {"identity", "diagonal"}), reach("fixed", 3, 3)}).empty());
  EXPECT_TRUE(unreached(cov, {reach("v", 1.0005, 0.9995e6)}).empty());  // within the relative 10^-3
  const auto missed = unreached(cov, {reach("v", 1, 1e7), reach("v", 0.5, 1e6), reach("form", {"identity", "scalar"}),
                                      reach("absent", 0, 1), reach("form", 0, 1)});
  ASSERT_EQ(missed.size(), 5u);
  EXPECT_EQ(missed[0], "v: reached [1, 1e+06], declared [1, 1e+07]");
  EXPECT_EQ(missed[1], "v: reached [1, 1e+06], declared [0.5, 1e+06]");
  EXPECT_EQ(missed[2], "form: never took scalar");
  EXPECT_EQ(missed[3], "absent: no instance describes it");
  EXPECT_EQ(missed[4], "form: no numeric value, declared [0, 1]");
}

// Coverage written down for every claim (Space::reaches).
TEST(Coverage, EveryClaimDeclaresItsCoverage) {
  for (const Claim& c : all_claims()) EXPECT_FALSE(c.space.reaches.empty()) << c.id << " declares no coverage";
}

// Every declaration of a source's claims met by the default sampling stream (the edge points, then 100 draws at the
// default seed) in 128 bits; one test per source so that ctest runs them side by side.
void expect_reached(const std::string& source) {
  RunOptions o;
  o.iterations = 100;
  o.bits = 128;
  std::size_t n = 0;
  for (const Claim& c : all_claims()) {
    if (c.id.rfind(source + ".", 0) != 0) continue;
    ++n;
    for (const auto& m : unreached(measure_coverage(c, o), c.space.reaches)) ADD_FAILURE() << c.id << ": " << m;
  }
  EXPECT_GT(n, 0u) << source;
}
TEST(Coverage, ChanXieZhaoInstancesReachTheDeclaration) { expect_reached("chan_xie_zhao"); }
TEST(Coverage, RyuKimInstancesReachTheDeclaration) { expect_reached("ryu_kim"); }
TEST(Coverage, CyffersBelletBasuInstancesReachTheDeclaration) { expect_reached("cyffers_bellet_basu"); }
TEST(Coverage, DingGongInstancesReachTheDeclaration) { expect_reached("ding_gong"); }
TEST(Coverage, LiuGengInstancesReachTheDeclaration) { expect_reached("liu_geng"); }

}  // namespace
