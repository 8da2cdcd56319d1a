// Ryu & Kim (seed 004) quantities against an independent route: mpmath at 80 digits from the
// printed formulas, the exact Gaussian delta(eps) by bisection and the moments accountant by a
// direct scan (tests/reference/ryu_kim_ref.py -> ryu_kim_ref.txt), through the registry at two
// precisions; errors for inputs outside the domains; the errata's evidence evaluated live.
#include "privbound/bounds/ryu_kim/ryu_kim.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "../reference_table.hpp"
#include "privbound/bounds/registry.hpp"
#include "privbound/bounds/source.hpp"

namespace privbound::bounds {
namespace {

using test::read_reference;
using test::reference;

TEST(RyuKim, EveryQuantityMatchesTheIndependentReference) {
  const auto refs = read_reference("ryu_kim_ref.txt");
  ASSERT_GE(refs.size(), 400u) << "tests/reference/ryu_kim_ref.txt missing or short";
  std::map<std::string, int> per_id = test::check_reference_table(refs);
  // every Ryu-Kim quantity has reference values (an added quantity must add some)
  for (const auto& q : default_registry().all()) {
    if (q.id.rfind("ryu_kim.", 0) == 0 && q.id.substr(q.id.size() - 4) != "_eps") {
      EXPECT_GT(per_id[q.id], 0) << q.id << " has no reference value";
    }
  }
}

TEST(RyuKim, NegativeControlAWrongReferenceIsCaught) {
  // The same comparison with the printed total and the exact total swapped must fail.
  const auto refs = read_reference("ryu_kim_ref.txt");
  int caught = 0, tried = 0;
  for (const auto& r : refs) {
    if (r.id != "ryu_kim.thm4_6.total") continue;
    auto e = default_registry().evaluate("ryu_kim.thm4_6.total_exact", r.params, 128);
    ASSERT_TRUE(e.ok());
    ++tried;
    if (!e->value.overlaps(reference(r.value, 128))) ++caught;
  }
  EXPECT_GT(tried, 10);
  EXPECT_EQ(caught, tried);
}

TEST(RyuKim, InputsOutsideTheDomainsAreErrors) {
  const auto& reg = default_registry();
  const std::map<std::string, std::string> ok = {{"eps", "1"}, {"delta", "0.01"}, {"T", "100"}, {"E", "5"}};
  EXPECT_TRUE(reg.evaluate("ryu_kim.thm4_6.total", ok, 128).ok());
  for (const auto& [k, v] : std::vector<std::pair<std::string, std::string>>{
           {"eps", "0"}, {"eps", "-1"}, {"delta", "0"}, {"delta", "1"}, {"T", "0"}, {"T", "1.5"}, {"E", "0"}}) {
    auto bad = ok;
    bad[k] = v;
    for (const char* id : {"ryu_kim.thm4_6.total", "ryu_kim.thm4_6.total_exact", "ryu_kim.thm4_6.total_moments"}) {
      auto r = reg.evaluate(id, bad, 128);
      ASSERT_FALSE(r.ok()) << id << " " << k << "=" << v;
      EXPECT_NE(r.error().message.find(k), std::string::npos) << r.error().message;
    }
  }
  auto huge = ok;
  huge["T"] = "1000000000";
  huge["E"] = "1000000";
  EXPECT_FALSE(reg.evaluate("ryu_kim.thm4_6.total", huge, 128).ok());
  EXPECT_FALSE(reg.evaluate("ryu_kim.table1.noise", {{"algorithm", "ObjX"}, {"eps", "1"}}, 128).ok());
}

TEST(RyuKim, ErrataEvidenceIsConfirmedLive) {
  int seen = 0;
  for (const auto& e : all_errata()) {
    if (e.id.rfind("ryu_kim.", 0) != 0) continue;
    ++seen;
    std::vector<EvidenceResult> results;
    for (const auto& ev : e.evidence) {
      if (ev.kind == Evidence::Kind::claim || ev.kind == Evidence::Kind::control) continue;  // proofs_check's
      results.push_back(evaluate_evidence(ev, 128));
      EXPECT_NE(results.back().status, EvidenceStatus::contradicts) << e.id << ": " << results.back().text;
    }
    // errata whose evidence is all claims (E9-E11, E14) are confirmed in proofs_check's tests
    if (!results.empty()) {
      EXPECT_EQ(combine_evidence(results), EvidenceStatus::confirms) << e.id;
    }
  }
  EXPECT_EQ(seen, 23);
}

}  // namespace
}  // namespace privbound::bounds

namespace privbound::bounds {
// powerflow_zone_output_sensitivity by hand: beta = 1/100, a = (1, 1, 1), eta = 1/4, n = 9 variables:
// L2 2 beta sqrt(3) eta = sqrt(3)/200, L1 sqrt(9) times it; errors for eta <= 0 and n < 1.
TEST(RyuKim, ZoneOutputSensitivityByHand) {
  numeric::RationalMatrix a(1, 3);
  for (auto& x : a.data) x = numeric::Rational(1);
  const auto beta = numeric::Interval::from_rational(numeric::Rational(1, 100), 128);
  const auto eta = numeric::Interval::from_rational(numeric::Rational(1, 4), 128);
  auto l2 = ryu_kim::powerflow_zone_output_sensitivity(beta, a, 2, eta, 9);
  auto l1 = ryu_kim::powerflow_zone_output_sensitivity(beta, a, 1, eta, 9);
  ASSERT_TRUE(l2.ok() && l1.ok());
  EXPECT_NEAR(l2->upper_double(), std::sqrt(3.0) / 200, 1e-17);
  EXPECT_NEAR(l1->upper_double(), 3 * std::sqrt(3.0) / 200, 1e-15);
  EXPECT_LT(l2->upper_double() - l2->lower_double(), 1e-17);  // one ulp of the outward rounding to double
  EXPECT_FALSE(ryu_kim::powerflow_zone_output_sensitivity(beta, a, 2, eta * 0, 9).ok());
  EXPECT_FALSE(ryu_kim::powerflow_zone_output_sensitivity(beta, a, 2, eta, 0).ok());
}
}  // namespace privbound::bounds
