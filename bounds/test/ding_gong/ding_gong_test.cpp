// Ding et al. (seed 002) quantities against an independent route (mpmath at 100 digits: the total
// by term-by-term summation against the printed closed form and vice versa, the calibration by
// bisection through the forward formula; tests/reference/ding_gong_ref.py -> ding_gong_ref.txt),
// through the registry at two precisions; errors for inputs outside the domains (Theorem 1's
// eps, delta in (0, 1) included); a wrong reference is caught.
#include "privbound/bounds/ding_gong/ding_gong.hpp"

#include <gtest/gtest.h>

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "../reference_table.hpp"
#include "privbound/bounds/registry.hpp"

namespace privbound::bounds {
namespace {

TEST(DingGong, EveryQuantityMatchesTheIndependentReference) {
  const auto refs = test::read_reference("ding_gong_ref.txt");
  ASSERT_GE(refs.size(), 500u) << "tests/reference/ding_gong_ref.txt missing or short";
  std::map<std::string, int> per_id = test::check_reference_table(refs);
  for (const auto& q : default_registry().all())
    if (q.id.rfind("ding_gong.", 0) == 0 && q.id.substr(q.id.size() - 4) != "_eps") {
      EXPECT_GT(per_id[q.id], 0) << q.id << " has no reference value";
    }
}

TEST(DingGong, NegativeControlAWrongReferenceIsCaught) {
  // The closed-form total checked against the references of the per-iteration rho (k = K) must fail.
  const auto refs = test::read_reference("ding_gong_ref.txt");
  int tried = 0, caught = 0;
  for (const auto& r : refs) {
    if (r.id != "ding_gong.thm2.rho_k" || r.params.at("k") == "1") continue;
    auto p = r.params;
    p["K"] = p.at("k");
    p.erase("k");
    auto e = default_registry().evaluate("ding_gong.thm3.rho_total", p, 128);
    ASSERT_TRUE(e.ok()) << e.error().message;
    ++tried;
    if (!e->value.overlaps(test::reference(r.value, 128))) ++caught;
  }
  EXPECT_GT(tried, 10);
  EXPECT_EQ(caught, tried);
}

TEST(DingGong, ReferencesCoverRCloseToOne) {
  // the closed form must not cancel for R = 1 - 1e-30, K = 10^9 (the reference table holds that case;
  // EveryQuantityMatchesTheIndependentReference checks it to 1e-30 relative at 128 bits)
  int found = 0;
  for (const auto& r : test::read_reference("ding_gong_ref.txt"))
    if (r.id == "ding_gong.thm3.rho_total" && r.params.at("K") == "1000000000") ++found;
  EXPECT_GE(found, 2);
}

TEST(DingGong, InputsOutsideTheDomainsAreErrors) {
  const auto& reg = default_registry();
  const std::map<std::string, std::string> ok = {{"V", "1"},      {"eta", "1"},   {"degree", "2"},
                                                 {"sigma2", "1"}, {"R", "0.995"}, {"K", "50"}};
  ASSERT_TRUE(reg.evaluate("ding_gong.thm3.rho_total", ok, 128).ok());
  for (const auto& [k, v] : std::vector<std::pair<std::string, std::string>>{{"V", "0"},
                                                                             {"eta", "-1"},
                                                                             {"degree", "0"},
                                                                             {"degree", "1.5"},
                                                                             {"sigma2", "0"},
                                                                             {"R", "0"},
                                                                             {"R", "1"},
                                                                             {"R", "1.5"},
                                                                             {"K", "0"},
                                                                             {"K", "2000000000"}}) {
    auto bad = ok;
    bad[k] = v;
    for (const char* id : {"ding_gong.thm3.rho_total", "ding_gong.thm3.eps"}) {
      auto r = reg.evaluate(id, bad, 128);
      ASSERT_FALSE(r.ok()) << id << " " << k << "=" << v;
      EXPECT_NE(r.error().message.find(k), std::string::npos) << r.error().message;
    }
  }
  auto sum = ok;
  sum["K"] = "20001";  // beyond the term-by-term sum's cost limit
  EXPECT_FALSE(reg.evaluate("ding_gong.thm3.rho_total_sum", sum, 128).ok());
  // Theorem 1 holds for eps, delta in (0, 1) only
  for (const char* eps : {"1", "2", "0"})
    EXPECT_FALSE(reg.evaluate("ding_gong.thm1.gaussian_sigma", {{"eps", eps}}, 128).ok()) << eps;
  EXPECT_FALSE(reg.evaluate("ding_gong.lemma2.composition", {{"rhos", "0.1,-0.2"}}, 128).ok());
  EXPECT_FALSE(
      reg.evaluate("ding_gong.thm3.calibration", {{"eps", "0"}, {"V", "1"}, {"eta", "1"}, {"degree", "2"}}, 128).ok());
}

}  // namespace
}  // namespace privbound::bounds

namespace privbound::bounds {
namespace {

// The strong-convexity sensitivity Y/(n_i (eta |V_i| + Lambda)) against exact rationals computed by hand:
// Y = 3, n_i = 200, eta = 1, degree 2, Lambda = 1/1000 gives 3/(200 * 2.001) = 5/667; the enclosure contains it
// and is narrow, and a wrong value (5/666) is outside. Inputs outside the domain are errors naming the parameter.
TEST(DingGong, StrongConvexitySensitivityMatchesExactRationals) {
  using numeric::Interval;
  using numeric::Rational;
  const unsigned bits = 128;
  auto v = ding_gong::exp_sensitivity_strongly_convex(Interval::from_int(3, bits), 200, Interval::from_int(1, bits), 2,
                                                      Interval::from_rational(Rational(1, 1000), bits));
  ASSERT_TRUE(v.ok());
  EXPECT_TRUE(v->contains(Interval::from_rational(Rational(5, 667), bits)));
  EXPECT_FALSE(v->contains(Interval::from_rational(Rational(5, 666), bits)));
  EXPECT_LE(v->upper_double() - v->lower_double(), 4e-18);  // a few ulps of 0.0075 after outward rounding to double
  // Lambda = 0: Lemma 4's V/(eta |V_i|) at V = Y divided by n_i exactly
  auto w = ding_gong::exp_sensitivity_strongly_convex(Interval::from_int(3, bits), 200, Interval::from_int(1, bits), 2,
                                                      Interval::from_int(0, bits));
  auto l4 = ding_gong::lemma4_sensitivity(Interval::from_int(3, bits), Interval::from_int(1, bits), 2);
  ASSERT_TRUE(w.ok() && l4.ok());
  EXPECT_TRUE(w->contains(Interval::from_rational(Rational(3, 400), bits)));
  EXPECT_TRUE(l4->contains(Interval::from_rational(Rational(3, 2), bits)));
  const Interval one = Interval::from_int(1, bits);
  for (auto [r, param] :
       {std::pair{ding_gong::exp_sensitivity_strongly_convex(Interval::from_int(0, bits), 1, one, 1, one), "Y"},
        std::pair{ding_gong::exp_sensitivity_strongly_convex(one, 0, one, 1, one), "n_i"},
        std::pair{ding_gong::exp_sensitivity_strongly_convex(one, 1, Interval::from_int(0, bits), 1, one), "eta"},
        std::pair{ding_gong::exp_sensitivity_strongly_convex(one, 1, one, 0, one), "degree"},
        std::pair{ding_gong::exp_sensitivity_strongly_convex(one, 1, one, 1, Interval::from_int(-1, bits)),
                  "Lambda"}}) {
    ASSERT_FALSE(r.ok()) << param;
    EXPECT_NE(r.error().message.find(param), std::string::npos) << r.error().message;
  }
}

}  // namespace
}  // namespace privbound::bounds
