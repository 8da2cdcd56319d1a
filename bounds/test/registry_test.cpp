// The registry: domains, argument validation (one test per invalid-input class), and the
// first quantity (Gaussian zCDP) against exact rationals.
#include "privbound/bounds/registry.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "privbound/bounds/accounting/gaussian.hpp"
#include "privbound/bounds/reproduction.hpp"
#include "privbound/bounds/source.hpp"

namespace privbound::bounds {
namespace {

Interval dec(const std::string& s, unsigned bits) { return Interval::from_rational(*numeric::parse_rational(s), bits); }

TEST(Domain, ContainsAndPrints) {
  EXPECT_EQ(Domain::unit_left_open().to_string(), "(0, 1]");
  EXPECT_EQ(Domain::positive().to_string(), "(0, inf)");
  EXPECT_EQ(Domain::at_least(1).to_string(), "[1, inf)");
  EXPECT_TRUE(Domain::unit_left_open().contains(Rational(1)));
  EXPECT_FALSE(Domain::unit_left_open().contains(Rational(0)));
  EXPECT_FALSE(Domain::integer_at_least(1).contains(Rational(3, 2)));
  EXPECT_TRUE(Domain::integer_at_least(1).contains(Rational(2)));
}

TEST(Registry, GaussianZcdpMatchesExactRational) {
  // ρ = Δ²/(2σ²) with Δ = 3/2, σ = 0.7: exactly (9/4)/(2·49/100) = 225/98.
  for (unsigned bits : {64u, 128u, 256u}) {
    auto r = default_registry().evaluate("accounting.gaussian_zcdp", {{"sensitivity", "3/2"}, {"sigma", "0.7"}}, bits);
    ASSERT_TRUE(r.ok()) << r.error().message;
    EXPECT_TRUE(r->value.contains(dec("225/98", bits * 2)));
    EXPECT_LT(r->value.rel_width(), std::ldexp(1.0, 4 - static_cast<int>(bits)));
    EXPECT_EQ(r->safe, SafeSide::upper);
    EXPECT_FALSE(r->source.empty());
  }
  // default sensitivity is 1
  auto d = default_registry().evaluate("accounting.gaussian_zcdp", {{"sigma", "2"}}, 128);
  ASSERT_TRUE(d.ok());
  EXPECT_TRUE(d->value.contains(dec("1/8", 128)));
  // Negative control: a different σ gives an enclosure that excludes the value.
  auto w = default_registry().evaluate("accounting.gaussian_zcdp", {{"sigma", "2.0000001"}}, 128);
  EXPECT_FALSE(w->value.contains(dec("1/8", 128)));
}

TEST(Registry, InvalidInputClasses) {
  const auto& reg = default_registry();
  struct Case {
    std::map<std::string, std::string> args;
    std::string expect;
  };
  const std::vector<Case> cases = {
      {{{"sigma", "nan"}}, "sigma must be in (0, inf), but is \"nan\" (not a number)."},
      {{{"sigma", "-1"}}, "sigma must be in (0, inf), but is -1."},
      {{{"sigma", "0"}}, "sigma must be in (0, inf), but is 0."},
      {{{"sigma", "abc"}}, "not a number"},
      {{{"sigma", "1"}, {"sensitivity", "-0.5"}}, "sensitivity must be in [0, inf), but is -0.5."},
      {{{"sigma", "1"}, {"bogus", "2"}}, "unknown parameter \"bogus\""},
      {{}, "parameter sigma is required"},
  };
  for (const auto& c : cases) {
    auto r = reg.evaluate("accounting.gaussian_zcdp", c.args, 128);
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error().message.find(c.expect), std::string::npos) << r.error().message;
    EXPECT_EQ(r.error().kind, numeric::ErrorKind::invalid_input);
  }
  EXPECT_FALSE(reg.evaluate("no.such.id", {}, 128).ok());
  EXPECT_FALSE(reg.evaluate("accounting.gaussian_zcdp", {{"sigma", "1"}}, 4).ok());  // bits too small
}

// Issue 10, item 2: the registry prefixes every error with the id, exactly once, whether the
// error comes from argument parsing, a library formula, or a derived (_eps) quantity.
TEST(Registry, ErrorsNameTheIdOnce) {
  const auto& reg = default_registry();
  const std::vector<std::pair<std::string, std::map<std::string, std::string>>> cases = {
      {"chan_xie_zhao.cor6_2.C", {{"beta", "1"}, {"eta", "0.1"}}},                              // no norm_A
      {"chan_xie_zhao.thm5_2.factor", {{"L", "2"}, {"T", "3"}}},                                // domain
      {"chan_xie_zhao.cor6_2.local_zcdp_eps", {{"eta", "1"}, {"sigma", "1"}, {"delta", "2"}}},  // twin
      {"chan_xie_zhao.lemma7_6.L", {{"nu", "1"}, {"mu", "2"}, {"mu_g", "1"}, {"beta", "1"}, {"norm_AtB", "1"}}},
      // library errors (they name the library function, which the registry keeps after the id)
      {"chan_xie_zhao.lemma7_6.L",
       {{"nu", "0.5"}, {"mu", "0.5"}, {"mu_g", "0.2"}, {"beta", "0.9"}, {"norm_AtB", "1"}, {"eta", "100"}}},
      {"accounting.calibrate_q",
       {{"sigma", "1e-160"}, {"steps", "2000"}, {"eps", "2"}, {"delta", "1e-5"}, {"rel_tol", "1e-3"}}},
  };
  for (const auto& [id, args] : cases) {
    auto r = reg.evaluate(id, args, 96);
    ASSERT_FALSE(r.ok()) << id;
    const std::string& m = r.error().message;
    EXPECT_EQ(m.rfind(id + ": ", 0), 0u) << m;
    EXPECT_EQ(m.find(id + ":", 1), std::string::npos) << m;
  }
}

// Issue 10, item 2: a rho-zCDP quantity (measure zcdp) gets its (eps, delta) twin from the
// registry, with delta and conversion, and no other quantity does.
TEST(Registry, ZcdpQuantitiesHaveGeneratedEpsTwins) {
  const auto& reg = default_registry();
  int twins = 0;
  for (const auto& q : reg.all()) {
    const Quantity* t = reg.find(q.id + "_eps");
    if (q.measure != Measure::zcdp) {
      EXPECT_EQ(t, nullptr) << q.id;
      continue;
    }
    ++twins;
    ASSERT_NE(t, nullptr) << q.id;
    EXPECT_EQ(t->safe, SafeSide::upper);
    EXPECT_EQ(t->params.size(), q.params.size() + 2);
    // The conversion's delta: `delta`, or `conversion_delta` when the base has its own delta (a
    // per-step one; issue 28), defaulting to the value of that delta.
    const bool own_delta =
        std::any_of(q.params.begin(), q.params.end(), [](const auto& p) { return p.name == "delta"; });
    EXPECT_EQ(t->params[q.params.size()].name, own_delta ? "conversion_delta" : "delta") << q.id;
    if (own_delta) {
      EXPECT_EQ(t->params[q.params.size()].default_value, std::optional<std::string>("=delta")) << q.id;
    }
    EXPECT_EQ(t->params[q.params.size() + 1].name, "conversion");
    ASSERT_FALSE(t->configs.empty());
    auto base = reg.evaluate(q.id, q.configs.front().params, 96);
    auto twin = reg.evaluate(t->id, t->configs.front().params, 96);
    ASSERT_TRUE(base.ok() && twin.ok()) << q.id;
    // at δ = 1e-5 the converted ε is not below ρ at these configurations (the twin wraps its base)
    EXPECT_FALSE(twin->value.certainly_lt(base->value)) << q.id;
    EXPECT_EQ(t->citation.find(q.citation), 0u) << t->citation;
  }
  // 10 of the accountant and Chan-Xie-Zhao, ryu_kim.thm4_6.a, and Ding et al.'s lemma1.zcdp,
  // lemma2.composition, thm2.rho_k, thm3.rho_total_sum, thm3.rho_total, Cyffers-Bellet-Basu's thm2.rho,
  // thm3.local_rho, thm7.rho and thm7.rho_corrected
  EXPECT_EQ(twins, 20);
  EXPECT_NE(reg.find("ryu_kim.thm4_6.a_eps"), nullptr);
}

// Issue 10, item 2: a quantity's form agrees with the errata that name it.
TEST(Registry, FormsAgreeWithErrata) {
  const auto& reg = default_registry();
  int checked = 0;
  for (const auto& e : all_errata()) {
    for (const auto& id : e.printed)
      if (const Quantity* q = reg.find(id)) {
        EXPECT_EQ(q->form, Form::printed) << e.id << " " << id;
        ++checked;
      }
    for (const auto& id : e.corrected)
      if (const Quantity* q = reg.find(id)) {
        EXPECT_NE(q->form, Form::printed) << e.id << " " << id;
        ++checked;
      }
  }
  EXPECT_GE(checked, 8);
  EXPECT_EQ(form_name(reg.find("chan_xie_zhao.cor7_3.amplified_zcdp_supported")->form), "supported");
}

// Issue 9, item 8: a given parameter is validated even when the evaluation does not use it.
TEST(Registry, UnusedParametersAreValidated) {
  const auto& reg = default_registry();
  const std::string id = "chan_xie_zhao.lemma3_2.local_sensitivity";
  ASSERT_TRUE(reg.evaluate(id, {{"eta", "1"}}, 128).ok());  // without A, beta is not used
  struct Case {
    std::map<std::string, std::string> args;
    std::string expect;
  };
  const std::vector<Case> cases = {
      {{{"eta", "1"}, {"beta", "-1e100"}}, id + ": beta must be in (0, inf), but is -1e100."},
      {{{"eta", "1"}, {"beta", "x"}}, id + ": beta must be in (0, inf), but is \"x\" (not a number)."},
      {{{"eta", "1"}, {"v", "1,y"}}, "v entry must be"},
  };
  for (const auto& c : cases) {
    auto r = reg.evaluate(id, c.args, 128);
    ASSERT_FALSE(r.ok()) << c.expect;
    EXPECT_NE(r.error().message.find(c.expect), std::string::npos) << r.error().message;
    EXPECT_EQ(r.error().kind, numeric::ErrorKind::invalid_input);
  }
  // A text parameter outside its choices, given where the formula would not read it.
  auto t = reg.evaluate("chan_xie_zhao.cor8_3.all_users",
                        {{"alpha", "2"}, {"C", "0.1"}, {"N", "1000"}, {"mode", "bogus"}}, 128);
  ASSERT_FALSE(t.ok());
  EXPECT_NE(t.error().message.find("mode must be in {permutation, stopping}"), std::string::npos) << t.error().message;
}

// Issue 9, item 8: a missing matrix is named.
TEST(Registry, MissingMatrixIsNamed) {
  const auto& reg = default_registry();
  auto r = reg.evaluate("chan_xie_zhao.def6_3.norm", {{"A", "1,0;0,1"}, {"lambda", "0,1"}, {"eta", "1"}, {"beta", "1"}},
                        128);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("x is not given"), std::string::npos) << r.error().message;
  auto e = reg.evaluate("chan_xie_zhao.remark3_4.elimination", {}, 128);
  ASSERT_FALSE(e.ok());
  EXPECT_NE(e.error().message.find("matrix A"), std::string::npos) << e.error().message;
}

TEST(Registry, LibraryFunctionsValidateIntervals) {
  auto r = accounting::zcdp_gaussian(dec("1", 64), Interval::from_double_bounds(-1, 1, 64));
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("zcdp_gaussian: sigma must be in (0, inf)"), std::string::npos);
  Interval nan(64);
  mpfr_set_nan(&nan.raw()->left);
  auto n = accounting::zcdp_gaussian(dec("1", 64), nan);
  ASSERT_FALSE(n.ok());
  EXPECT_NE(n.error().message.find("but is NaN"), std::string::npos);
  EXPECT_FALSE(accounting::rdp_gaussian(dec("1", 64), dec("1", 64), dec("1", 64)).ok());  // α = 1
}

TEST(Reproduction, RoundsTo) {
  EXPECT_TRUE(rounds_to(dec("1.954", 128), "1.95"));
  EXPECT_TRUE(rounds_to(dec("1.25", 128), "1.3"));  // an exact tie counts (1.25 is binary-exact)
  EXPECT_FALSE(rounds_to(dec("1.9449", 128), "1.95"));
  EXPECT_FALSE(rounds_to(dec("0.96", 128), "0.95"));
  EXPECT_FALSE(rounds_to(hull(dec("1.94", 128), dec("1.95", 128)), "1.95"));  // ambiguous enclosure
  EXPECT_TRUE(rounds_to(dec("12.3", 128), "12"));
}

}  // namespace
}  // namespace privbound::bounds
