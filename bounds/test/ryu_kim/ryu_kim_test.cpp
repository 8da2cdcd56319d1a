// Ryu & Kim (seed 004) quantities against an independent route: mpmath at 80 digits from the
// printed formulas, the exact Gaussian delta(eps) by bisection and the moments accountant by a
// direct scan (tests/reference/ryu_kim_ref.py -> ryu_kim_ref.txt), through the registry at two
// precisions; errors for inputs outside the domains; the errata's evidence evaluated live.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "privbound/bounds/registry.hpp"
#include "privbound/bounds/source.hpp"

namespace privbound::bounds {
namespace {

struct RefLine {
  std::string id;
  std::map<std::string, std::string> params;
  std::string value;
};

std::vector<RefLine> read_reference() {
  const char* root = std::getenv("PRIVBOUND_SOURCE_DIR");
  std::ifstream in(std::string(root ? root : ".") + "/tests/reference/ryu_kim_ref.txt");
  std::vector<RefLine> out;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream ss(line);
    RefLine r;
    ss >> r.id;
    std::string tok;
    while (ss >> tok && tok != "=") r.params[tok.substr(0, tok.find('='))] = tok.substr(tok.find('=') + 1);
    ss >> r.value;
    out.push_back(r);
  }
  return out;
}

// The reference value with its 45-digit rounding (relative 1e-44, absolute 1e-60 near 0).
Interval reference(const std::string& v, unsigned bits) {
  auto parsed = numeric::parse_rational(v);
  EXPECT_TRUE(parsed.ok()) << "reference value " << v << " does not parse";
  if (!parsed.ok()) return Interval::entire(bits);  // fails the width check
  const Interval x = Interval::from_rational(*parsed, bits);
  const Interval rel = Interval::from_rational(*numeric::parse_rational("1e-44"), bits);
  const Interval abs_err = Interval::from_rational(*numeric::parse_rational("1e-60"), bits);
  return x * hull(1 - rel, 1 + rel) + hull(-abs_err, abs_err);
}

TEST(RyuKim, EveryQuantityMatchesTheIndependentReference) {
  const auto refs = read_reference();
  ASSERT_GE(refs.size(), 400u) << "tests/reference/ryu_kim_ref.txt missing or short";
  std::map<std::string, int> per_id;
  for (unsigned bits : {128u, 256u}) {
    for (std::size_t i = 0; i < refs.size(); i += bits == 128 ? 1 : 5) {  // 256 bits: every 5th (cost)
      const RefLine& r = refs[i];
      auto e = default_registry().evaluate(r.id, r.params, bits);
      ASSERT_TRUE(e.ok()) << r.id << ": " << e.error().message;
      const Interval truth = reference(r.value, bits);
      EXPECT_TRUE(e->value.overlaps(truth)) << r.id << " at " << bits << " bits: [" << e->value.lower_decimal(30)
                                            << ", " << e->value.upper_decimal(30) << "] vs " << r.value;
      // tight: 1e-30 relative at 128 bits, 1e-60 at 256 (absolute near 0)
      const double w = e->value.width(), m = std::fabs(e->value.mid_double());
      EXPECT_LE(w, (bits == 128 ? 1e-30 : 1e-60) * std::max(m, 1e-3)) << r.id << " width " << w;
      ++per_id[r.id];
    }
  }
  // every Ryu-Kim quantity has reference values (an added quantity must add some)
  for (const auto& q : default_registry().all()) {
    if (q.id.rfind("ryu_kim.", 0) == 0 && q.id.substr(q.id.size() - 4) != "_eps") {
      EXPECT_GT(per_id[q.id], 0) << q.id << " has no reference value";
    }
  }
}

TEST(RyuKim, NegativeControlAWrongReferenceIsCaught) {
  // The same comparison with the printed total and the exact total swapped must fail.
  const auto refs = read_reference();
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
  EXPECT_EQ(seen, 22);
}

}  // namespace
}  // namespace privbound::bounds
