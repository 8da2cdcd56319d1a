// Ding et al. (seed 002), Section IV quantities beyond their reference values (ding_gong_test.cpp
// checks those): every invalid-input class names its parameter or hypothesis; the feasible theta-set
// is a certified set (its interior passes Theorem 4's hypotheses, points beyond its ends fail them);
// the feasibility search agrees with the closed-form impossibility test; the proof's sum lies below
// the corrected bound.
#include "privbound/bounds/ding_gong/convergence.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "privbound/bounds/registry.hpp"

namespace privbound::bounds {
namespace {

using Args = std::map<std::string, std::string>;

// 17 significant digits: the probes just beyond the theta-set's ends must not be rounded back into it
std::string text17(double x) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.17g", x);
  return buf;
}

Args sc() {
  return {{"topology", "complete"}, {"N", "5"},      {"mu", "0.005"}, {"v", "0.01"},
          {"kappa2", "1000"},       {"kappa4", "2"}, {"b", "0.01"},   {"theta", "0.01"}};
}

void expect_error(const std::string& id, const Args& args, const std::string& needle) {
  auto r = default_registry().evaluate(id, args, 128);
  ASSERT_FALSE(r.ok()) << id << " accepted";
  EXPECT_NE(r.error().message.find(needle), std::string::npos) << r.error().message;
}

TEST(DingGongConvergence, InvalidInputsNameTheirParameter) {
  const auto& reg = default_registry();
  ASSERT_TRUE(reg.evaluate("ding_gong.thm4.W", sc(), 128).ok());
  struct Case {
    const char *key, *value, *needle;
  };
  for (const Case& c : std::vector<Case>{{"mu", "0.006", "mu <= v/2"},
                                         {"mu", "0", "mu"},
                                         {"v", "-1", "v"},
                                         {"kappa2", "1", "kappa2"},
                                         {"kappa4", "0.5", "kappa4"},
                                         {"b", "1", "b"},
                                         {"b", "0", "b"},
                                         {"theta", "1", "kappa_3"},
                                         {"theta", "0", "theta"},
                                         {"topology", "torus", "topology"},
                                         {"N", "31", "N"},
                                         {"phi_arg", "Q", "phi_arg"}}) {
    Args a = sc();
    a[c.key] = c.value;
    for (const char* id : {"ding_gong.thm4.W", "ding_gong.thm4.S3", "ding_gong.thm4.bound"})
      expect_error(id, a, c.needle);
  }
  // 1 + zeta - 4 theta <= 0 (W's denominator): zeta = 0.0125 at kappa_2 = 2 on the ring
  expect_error("ding_gong.thm4.W",
               {{"topology", "ring"},
                {"mu", "0.5"},
                {"v", "1"},
                {"kappa2", "2"},
                {"kappa4", "2"},
                {"b", "0.5"},
                {"theta", "0.9"}},
               "1 + zeta - 4 theta");
  expect_error("ding_gong.lemma5.eta", {{"mu", "0.5"}, {"v", "1"}, {"kappa2", "2"}, {"kappa3", "1"}}, "kappa3");
  expect_error("ding_gong.thm4.feasible_n", {{"mu", "0.5"}, {"v", "1"}, {"N_max", "21"}}, "N_max");
  Args big = sc();
  big["R"] = "0.05";
  big["k"] = "20001";  // the proof's sum is O(k): capped like thm3.rho_total_sum
  expect_error("ding_gong.thm4.bound_sum", big, "k");
  big["k"] = "20000";
  EXPECT_TRUE(default_registry().evaluate("ding_gong.thm4.bound_sum", big, 128).ok());
  expect_error("ding_gong.thm5.bound", {{"K", "0"}}, "K");
  expect_error("ding_gong.thm5.bound", {{"R", "1"}}, "R");
}

TEST(DingGongConvergence, TheoremFourRefusesInputsOutsideItsHypotheses) {
  Args a = sc();
  a["R"] = "0.2";  // W = 0.101 at theta = 0.01: R < W fails
  expect_error("ding_gong.thm4.bound", a, "R < W");
  a = sc();
  a["topology"] = "ring";  // (1 - b)(1 + zeta) phi_min^2(L_+) > phi_max^2(L_+) fails on the ring of 5
  a["R"] = "0.01";
  expect_error("ding_gong.thm4.bound", a, "(1 - b)(1 + zeta)");
  a = sc();
  a["theta"] = "0.02";  // > H1 = 0.0130
  a["R"] = "0.01";
  expect_error("ding_gong.thm4.bound", a, "min{H1, H2}");
}

TEST(DingGongConvergence, KappaThreeIsOneOverSqrtTheta) {
  Args a = sc();
  a["theta"] = "0.0625";
  a["b"] = "0.5";
  auto k3 = default_registry().evaluate("ding_gong.thm4.kappa3", a, 128);
  ASSERT_TRUE(k3.ok()) << k3.error().message;
  EXPECT_TRUE(k3->value.contains(Interval::from_int(4, 128)));
}

// The theta-set is certified: theta at 1/4, 1/2, 3/4 of the way from lower to upper passes every hypothesis of
// Theorem 4 (thm4.bound evaluates); theta just outside (beyond either end) is refused.
TEST(DingGongConvergence, TheThetaSetIsCertified) {
  const auto& reg = default_registry();
  for (const char* R : {"0.05", "0.995"}) {
    Args a = sc();
    a.erase("theta");
    a["R"] = R;
    if (std::string(R) == "0.995") a["b"] = "0.6", a["kappa4"] = "16";
    auto set = reg.evaluate("ding_gong.thm4.admissible", a, 128);
    ASSERT_TRUE(set.ok()) << set.error().message;
    Interval lower = set->value, upper = set->value;
    for (const auto& p : set->parts) {
      if (p.name == "lower") lower = p.value;
      if (p.name == "upper") upper = p.value;
    }
    ASSERT_TRUE(set->value.certainly_positive()) << R;
    const double lo = lower.upper_double(), hi = upper.lower_double();
    for (double f : {0.25, 0.5, 0.75}) {
      Args b = a;
      b["theta"] = text17(lo + f * (hi - lo));
      auto r = reg.evaluate("ding_gong.thm4.bound", b, 128);
      EXPECT_TRUE(r.ok()) << R << " theta = " << b["theta"] << ": " << (r.ok() ? "" : r.error().message);
    }
    // negative control: just beyond the upper end, and below the lower end when it is positive
    Args b = a;
    b["theta"] = text17(hi * (1 + 1e-6));
    EXPECT_FALSE(reg.evaluate("ding_gong.thm4.bound", b, 128).ok()) << R << " above the set";
    if (lo > 0) {
      b["theta"] = text17(lo * (1 - 1e-6));
      EXPECT_FALSE(reg.evaluate("ding_gong.thm4.bound", b, 128).ok()) << R << " below the set";
    }
  }
  Args ring = sc();
  ring.erase("theta");
  ring["topology"] = "ring";
  ring["R"] = "0.05";
  auto e = reg.evaluate("ding_gong.thm4.admissible", ring, 128);
  ASSERT_TRUE(e.ok()) << e.error().message;
  EXPECT_TRUE(e->value.certainly_lt(Interval::from_int(0, 128)));
  bool certified_empty = false;
  for (const auto& [k, v] : e->notes) certified_empty = certified_empty || v == "empty (certified)";
  EXPECT_TRUE(certified_empty);
}

// On the star, phi_min(L_+) = 1, phi_max(L_+) = N, phi_min^2(Q) = 1/4: with mu/v^2 = 50 the supremum of zeta
// is 25, and (1 + 25) 1 > N^2 fails exactly from N = 6 on.
TEST(DingGongConvergence, FeasibilitySearchMatchesTheClosedFormOnTheStar) {
  auto r = default_registry().evaluate("ding_gong.thm4.feasible_n",
                                       {{"topology", "star"}, {"mu", "0.005"}, {"v", "0.01"}, {"R", "0.05"}}, 128);
  ASSERT_TRUE(r.ok()) << r.error().message;
  std::map<std::string, std::string> notes(r->notes.begin(), r->notes.end());
  for (int N = 6; N <= 12; ++N)
    EXPECT_EQ(notes["N = " + std::to_string(N)], "empty for every b, kappa_2, kappa_4 (certified)") << N;
  for (int N = 3; N <= 5; ++N) EXPECT_EQ(notes["N = " + std::to_string(N)].rfind("non-empty", 0), 0u) << N;
  EXPECT_EQ(notes["last_feasible"], "5");
}

TEST(DingGongConvergence, TheProofsSumIsBelowTheCorrectedBoundAndAboveThePrintedOneAtKZero) {
  const auto& reg = default_registry();
  for (const char* k : {"0", "1", "10", "200"}) {
    Args a = sc();
    a["R"] = "0.09";
    a["k"] = k;
    auto sum = reg.evaluate("ding_gong.thm4.bound_sum", a, 128);
    auto cor = reg.evaluate("ding_gong.thm4.bound_corrected", a, 128);
    auto pr = reg.evaluate("ding_gong.thm4.bound", a, 128);
    ASSERT_TRUE(sum.ok() && cor.ok() && pr.ok());
    EXPECT_TRUE(sum->value.certainly_lt(cor->value)) << k;
    if (std::string(k) == "0") {
      EXPECT_TRUE(pr->value.certainly_lt(sum->value));  // E3
    }
  }
}

}  // namespace
}  // namespace privbound::bounds
