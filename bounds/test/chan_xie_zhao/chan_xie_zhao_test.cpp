// Chan–Xie–Zhao (seed 000) constants: closed forms against independent routes (exact rationals,
// mpmath at 200 digits from tests/reference/chan_xie_zhao_ref.py -> chan_xie_zhao_ref.txt),
// identities as properties with negative controls, boundary behaviour, invalid inputs.
#include "privbound/bounds/chan_xie_zhao/chan_xie_zhao.hpp"

#include <gtest/gtest.h>
#include <rapidcheck.h>

#include <array>
#include <cmath>
#include <cstdlib>
#include <map>
#include <sstream>
#include <string>

#include "privbound/bounds/registry.hpp"
#include "privbound/bounds/reproduction.hpp"

namespace privbound::bounds::chan_xie_zhao {
namespace {

Interval dec(const std::string& s, unsigned bits) { return Interval::from_rational(*numeric::parse_rational(s), bits); }

// A 45-digit decimal reference r (relative error <= 1e-44) as an interval at `bits`.
Interval ref(const std::string& s, unsigned bits) {
  const Interval x = dec(s, bits);
  return x * hull(dec("1", bits) - dec("1e-44", bits), dec("1", bits) + dec("1e-44", bits));
}

void expect_encloses(const Interval& enc, const Interval& truth, double max_rel_width) {
  EXPECT_TRUE(enc.overlaps(truth)) << "[" << enc.lower_decimal(30) << ", " << enc.upper_decimal(30) << "] vs ["
                                   << truth.lower_decimal(30) << ", " << truth.upper_decimal(30) << "]";
  EXPECT_LE(enc.rel_width(), max_rel_width);
}

Result<Evaluation> evaluate(const std::string& id, const std::map<std::string, std::string>& args,
                            unsigned bits = 128) {
  return default_registry().evaluate(id, args, bits);
}

double property_scale() {
  const char* s = std::getenv("PRIVBOUND_PROPERTY_SCALE");
  const double v = s ? std::atof(s) : 1.0;
  return v > 0 ? v : 1.0;
}

// Runs a RapidCheck property with the fixed seed; returns whether it held.
template <class F>
bool holds(const std::string& name, int iterations, F f, std::string* message = nullptr) {
  rc::detail::TestParams params;
  params.seed = 20261123;
  params.maxSuccess = std::max(1, static_cast<int>(iterations * property_scale()));
  params.maxSize = 100;
  params.disableShrinking = message == nullptr;
  rc::detail::TestMetadata meta;
  meta.id = name;
  meta.description = name;
  const auto result = rc::detail::checkTestable(f, meta, params);
  std::ostringstream msg;
  rc::detail::printResultMessage(result, msg);
  if (message) *message = msg.str();
  return result.template is<rc::detail::SuccessResult>();
}

// ---------------------------------------------------------------------------------------
// Induction functions of Theorem 5.2 vs mpmath (printed definitions at 200 digits).

struct IndRef {
  std::string L;
  long T;
  std::string phi, lambda, gamma;
};

const std::vector<IndRef> kInd = {
    {"0.5", 5, "0.129032258064516129032258064516129032258064516", "0.516129032258064516129032258064516129032258065",
     "0.00520291363163371488033298647242455775234131113"},
    {"0.9", 20, "0.0418407991041669915167902271776671628702714823", "0.113840325991552824994769263716113729116504164",
     "0.00472974379141858489798677962446829179410503332"},
    {"1e-8", 60, "9.9999999e-237", "0.99999999", "5.9999998800000006e-943"},
    {"0.999999999999999999999999999999", 1000000000, "0.000000000999999999999999999999999999999999999999999958",
     "0.00000000100000000000000000000049999999950000000000008",
     "0.000000000999999999999999999999000000001000000000000417"},
    {"0.999999999999999999999999999999", 2, "0.5", "0.50000000000000000000000000000025",
     "0.4999999999999999999999999999995"},
};

// L = 0.99, T = 1e9: φ and γ are below 10^-100000 (the decimal parser's limit): compare logs.
TEST(ChanXieZhaoInduction, TinyValuesCompareInLogSpace) {
  auto phi = induction_phi(1000000000, dec("0.99", 128));
  auto gam = induction_gamma(1000000000, dec("0.99", 128));
  auto lam = induction_lambda(1000000000, dec("0.99", 128));
  ASSERT_TRUE(phi.ok() && gam.ok() && lam.ok());
  ASSERT_TRUE(phi->certainly_positive() && gam->certainly_positive());
  expect_encloses(log(*phi), ref("-5025172.526895738653115076223482333632212066", 128), 1e-28);
  expect_encloses(log(*gam), ref("-20100660.1739767456898664126600404236321135652", 128), 1e-28);
  expect_encloses(*lam, ref("0.01", 128), 1e-28);
}

TEST(ChanXieZhaoInduction, MatchesMpmathIncludingNearOneAndHugeT) {
  for (unsigned bits : {128u, 256u}) {
    for (const auto& r : kInd) {
      SCOPED_TRACE(r.L + ", T = " + std::to_string(r.T) + ", bits " + std::to_string(bits));
      const Interval L = dec(r.L, bits);
      auto phi = induction_phi(r.T, L);
      auto lam = induction_lambda(r.T, L);
      auto gam = induction_gamma(r.T, L);
      auto gp = induction_gamma_printed(r.T, L);
      ASSERT_TRUE(phi.ok() && lam.ok() && gam.ok() && gp.ok());
      // Width: the input L itself is rounded to `bits`; near L = 1 with T = 1e9 that
      // rounding is amplified by about T (conditioning, not cancellation).
      const double w = std::ldexp(1.0, 40 - static_cast<int>(bits));
      expect_encloses(*phi, ref(r.phi, bits), w);
      expect_encloses(*lam, ref(r.lambda, bits), w);
      expect_encloses(*gam, ref(r.gamma, bits), w);
      EXPECT_TRUE(gp->overlaps(ref(r.gamma, bits)));
    }
  }
}

TEST(ChanXieZhaoInduction, LimitsAtOneAndIntervalsContainingOne) {
  for (long T : {1L, 2L, 3L, 10L, 1000000000L}) {
    const Interval invT = 1 / Interval::from_int(T, 128);
    for (auto f : {induction_phi, induction_lambda, induction_gamma}) {
      auto v = f(T, dec("1", 128));
      ASSERT_TRUE(v.ok());
      EXPECT_TRUE(v->contains(invT));
      EXPECT_LE(v->rel_width(), 1e-35);
    }
    auto S = induction_S(T, dec("1", 128));
    EXPECT_TRUE(S->contains(Interval::from_int(T, 128)));
  }
  // An enclosure straddling 1 (width 2e-30): valid, contains the limit and the value at 1-1e-30.
  const Interval L = hull(dec("0.999999999999999999999999999999", 128), dec("1.000000000000000000000000000001", 128));
  auto phi = induction_phi(1000000000, L);
  auto lam = induction_lambda(1000000000, L);
  auto gam = induction_gamma(1000000000, L);
  ASSERT_TRUE(phi.ok() && lam.ok() && gam.ok());
  EXPECT_TRUE(phi->contains(dec("1e-9", 128)));
  EXPECT_TRUE(phi->overlaps(ref(kInd[3].phi, 128)));
  EXPECT_TRUE(lam->overlaps(ref(kInd[3].lambda, 128)));
  EXPECT_TRUE(gam->overlaps(ref(kInd[3].gamma, 128)));
  EXPECT_LT(gam->rel_width(), 1e-20);
}

// γ_T(L) = T·L^{T−1}·φ_T(L)² (L336): the printed definition (L334) vs the closed form.
TEST(ChanXieZhaoInduction, GammaIdentityPropertyWithNegativeControl) {
  auto prop = [](bool wrong) {
    return [wrong] {
      const long k = *rc::gen::inRange(1, 1000);
      const long T = *rc::gen::inRange(2, 400);
      const Interval L = Interval::from_rational(Rational(k, 1000), 160);
      const auto printed = induction_gamma_printed(T, L);
      const auto phi = induction_phi(T, L);
      RC_ASSERT(printed.ok() && phi.ok());
      const long factor = wrong ? T + 1 : T;  // negative control: T+1 instead of T
      const Interval closed = Interval::from_int(factor, 160) * pow(L, T - 1) * sqr(*phi);
      RC_ASSERT(printed->overlaps(closed));
    };
  };
  EXPECT_TRUE(holds("gamma identity", 200, prop(false)));
  EXPECT_FALSE(holds("gamma identity (negative control)", 200, prop(true)));
}

// φ_T(L) <= 1/T on (0, 1] (L312), equality only at L = 1.
TEST(ChanXieZhaoInduction, PhiAtMostOneOverTPropertyWithNegativeControl) {
  auto prop = [](long shift) {
    return [shift] {
      const long k = *rc::gen::inRange(1, 1001);  // L = k/1000, including L = 1
      const long T = *rc::gen::inRange(1, 100);
      const Interval L = Interval::from_rational(Rational(k, 1000), 128);
      const auto phi = induction_phi(T, L);
      RC_ASSERT(phi.ok());
      // The claim may not be certainly false: phi.lo <= 1/(T+shift).
      RC_ASSERT(phi->possibly_le(1 / Interval::from_int(T + shift, 128)));
      if (shift == 0 && k < 1000 && T > 1) RC_ASSERT(phi->certainly_lt(1 / Interval::from_int(T, 128)));
    };
  };
  EXPECT_TRUE(holds("phi <= 1/T", 300, prop(0)));
  EXPECT_FALSE(holds("phi <= 1/(T+1) (negative control)", 300, prop(1)));
}

// ---------------------------------------------------------------------------------------
// Section 6 constants

TEST(ChanXieZhaoGeneral, ExactRationalValuesAndPrintedCTypo) {
  // Cor 6.2 / Thm 6.1 erratum E4 counterexample: n = 1, β = 1, η = 0.1, ‖A‖ = 1.
  auto printed = evaluate("chan_xie_zhao.thm6_1.C", {{"beta", "1"}, {"n", "1"}, {"eta", "0.1"}, {"norm_A", "1"}});
  auto cor = evaluate("chan_xie_zhao.cor6_2.C", {{"beta", "1"}, {"eta", "0.1"}, {"norm_A", "1"}});
  ASSERT_TRUE(printed.ok() && cor.ok());
  expect_encloses(printed->value, dec("3.3", 256), 1e-35);
  expect_encloses(cor->value, dec("33", 256), 1e-35);
  // Lemma 6.10: max(2, 3/(ηβ))/(2σ²) with η = 1/2, β = 1, σ = 2: 6/8.
  auto ck = evaluate("chan_xie_zhao.lemma6_10.C_K", {{"eta", "0.5"}, {"beta", "1"}, {"sigma", "2"}});
  expect_encloses(ck->value, dec("0.75", 256), 1e-35);
  // Cor 6.2 with the matrix A = [I_2 | (1,1)ᵀ] (‖A‖² = 3), β = 1, η = 1/2: C = 6·2.5 = 15;
  // T = 5, σ = 1, Δ = 1: (15/5)·(1/4)/2 = 3/8.
  auto amp =
      evaluate("chan_xie_zhao.cor6_2.amplified_zcdp",
               {{"beta", "1"}, {"eta", "0.5"}, {"A", "1,0,1;0,1,1"}, {"sigma", "1"}, {"Delta", "1"}, {"T", "5"}});
  ASSERT_TRUE(amp.ok()) << amp.error().message;
  EXPECT_TRUE(amp->value.contains(dec("3/8", 256)));
  EXPECT_LT(amp->value.rel_width(), 1e-25);
  // Negative control: ‖A‖ = 1 instead of √3 gives a different (smaller) value.
  auto amp1 = evaluate("chan_xie_zhao.cor6_2.amplified_zcdp",
                       {{"beta", "1"}, {"eta", "0.5"}, {"norm_A", "1"}, {"sigma", "1"}, {"Delta", "1"}, {"T", "5"}});
  EXPECT_TRUE(amp1->value.certainly_lt(amp->value));
  // Local sensitivity: A = I_2, η = β = 1, v = (0.6, 0.8): (I + AᵀA)⁻¹v = v/2, norm 1/2.
  auto ls = evaluate("chan_xie_zhao.lemma3_2.local_sensitivity",
                     {{"eta", "1"}, {"beta", "1"}, {"A", "1,0;0,1"}, {"v", "0.6,0.8"}});
  ASSERT_TRUE(ls.ok()) << ls.error().message;
  expect_encloses(ls->value, dec("0.5", 256), 1e-30);
  // Worst case over ‖v‖ <= 1 with A = I: 1/(1+1) = 1/2 as well; printed bound ηΔ = 1.
  auto lw = evaluate("chan_xie_zhao.lemma3_2.local_sensitivity", {{"eta", "1"}, {"beta", "1"}, {"A", "1,0;0,1"}});
  ASSERT_TRUE(lw.ok()) << lw.error().message;
  EXPECT_TRUE(lw->value.contains(dec("0.5", 256)));
  // Customized norm (Def 6.3): A = I, x = (1,0), λ = (0,1), η = β = 1: 1 + ‖(−1, 1)‖² = 3.
  auto n6 = evaluate("chan_xie_zhao.def6_3.norm",
                     {{"A", "1,0;0,1"}, {"x", "1,0"}, {"lambda", "0,1"}, {"eta", "1"}, {"beta", "1"}});
  ASSERT_TRUE(n6.ok());
  EXPECT_TRUE(n6->value.contains(dec("3", 128)));
  // Def 7.4 with ν = μ = 1, η = 1/2: R = (1 − 1/2) + 2·(1 − 1/2) = 3/2, so 3/2 + (1/2)·2 = 5/2.
  auto n7 = evaluate(
      "chan_xie_zhao.def7_4.norm",
      {{"A", "1,0;0,1"}, {"x", "1,0"}, {"lambda", "0,1"}, {"eta", "0.5"}, {"beta", "1"}, {"nu", "1"}, {"mu", "1"}});
  ASSERT_TRUE(n7.ok()) << n7.error().message;
  EXPECT_TRUE(n7->value.contains(dec("2.5", 128)));
  // Theorem 9.1, (26), T = 4, everything 1: 1/8 + 1/4 + 2/4 + 1/16 + 1/4 = 19/16.
  auto u = evaluate("chan_xie_zhao.thm9_1.utility", {{"beta", "1"},
                                                     {"By_dist", "1"},
                                                     {"x_dist", "1"},
                                                     {"G", "1"},
                                                     {"n", "1"},
                                                     {"rho", "1"},
                                                     {"norm_A", "1"},
                                                     {"T", "4"}});
  ASSERT_TRUE(u.ok());
  expect_encloses(u->value, dec("19/16", 256), 1e-35);
  // Corollary 9.4: Δ = 1, ρ = 2 → local 1/8; β = 1, η = 1/2, ‖A‖ = 1, T = 5.
  auto c94 = evaluate("chan_xie_zhao.cor9_4.amplified_zcdp",
                      {{"rho", "2"}, {"beta", "1"}, {"eta", "0.5"}, {"norm_A", "1"}, {"T", "5"}});
  ASSERT_TRUE(c94.ok());
  // C = max(2, 3/(1·0.5))·(1 + 0.5·1) = 9, so (9/5)·(1/8) = 9/40.
  expect_encloses(c94->value, dec("9/40", 256), 1e-35);
}

// Monotonicity of the amplified bound (Cor 6.2 and Cor 7.3): decreasing in T and σ,
// increasing in Δ. The negative control asserts "increasing in T", which must fail.
TEST(ChanXieZhaoGeneral, AmplifiedBoundMonotonicityWithNegativeControl) {
  auto prop = [](bool control) {
    return [control] {
      const long T = *rc::gen::inRange(1, 1000000);
      const long s = *rc::gen::inRange(1, 1000);
      const long d = *rc::gen::inRange(0, 1000);
      auto at = [](long T, long s, long d) {
        return cor6_2_amplified_zcdp(dec("0.9", 128), dec("0.5", 128), dec("1", 128),
                                     Interval::from_rational(Rational(s, 100), 128),
                                     Interval::from_rational(Rational(d, 100), 128), T);
      };
      auto base = at(T, s, d + 1), moreT = at(T + 1, s, d + 1), moreS = at(T, s + 1, d + 1), moreD = at(T, s, d + 2);
      RC_ASSERT(base.ok() && moreT.ok() && moreS.ok() && moreD.ok());
      if (control) {
        RC_ASSERT(base->certainly_lt(*moreT));
      } else {
        RC_ASSERT(moreT->certainly_lt(*base));
        RC_ASSERT(moreS->certainly_lt(*base));
        RC_ASSERT(base->certainly_lt(*moreD));
      }
    };
  };
  EXPECT_TRUE(holds("cor6_2 monotone", 200, prop(false)));
  EXPECT_FALSE(holds("cor6_2 increasing in T (negative control)", 50, prop(true)));

  // Strongly convex, all three forms, at Table 1 row 1.
  auto c = lemma7_6_contraction(dec("0.5", 128), dec("0.5", 128), dec("0.2", 128), dec("0.9", 128), dec("1", 128),
                                std::nullopt);
  ASSERT_TRUE(c.ok());
  for (Exponent e : {Exponent::printed, Exponent::supported, Exponent::precise}) {
    Interval prev(128);
    for (long T = 1; T <= 200; T += 7) {
      auto v = cor7_3_amplified_zcdp(*c, dec("0.9", 128), dec("1", 128), dec("1", 128), dec("1", 128), T, e);
      ASSERT_TRUE(v.ok());
      if (T > 1) {
        EXPECT_TRUE(v->certainly_lt(prev)) << T;
      }
      prev = *v;
      auto s2 = cor7_3_amplified_zcdp(*c, dec("0.9", 128), dec("1", 128), dec("1.01", 128), dec("1", 128), T, e);
      auto d2 = cor7_3_amplified_zcdp(*c, dec("0.9", 128), dec("1", 128), dec("1", 128), dec("1.01", 128), T, e);
      EXPECT_TRUE(s2->certainly_lt(*v));
      EXPECT_TRUE(v->certainly_lt(*d2));
    }
  }
}

// ---------------------------------------------------------------------------------------
// Section 7: interval (23), P, Q, R, S, 𝔏, Table 1

TEST(ChanXieZhaoStronglyConvex, Table1Row3ExactRationalsAndRow1) {
  // Row 3: ν = μ = 0.045, μ_g = 0.2, β = 0.3, ‖AᵀB‖ = 1 → η = 20, P = 8/9, Q = 700/9,
  // R = 19/90, S = 200/3, 𝔏 = 6/7, Thm 7.2 C = 1118/19 (Python Fractions).
  auto r = evaluate("chan_xie_zhao.lemma7_6.L",
                    {{"nu", "0.045"}, {"mu", "0.045"}, {"mu_g", "0.2"}, {"beta", "0.3"}, {"norm_AtB", "1"}}, 256);
  ASSERT_TRUE(r.ok()) << r.error().message;
  expect_encloses(r->value, dec("6/7", 512), 1e-65);
  std::map<std::string, Interval> parts;
  for (const auto& p : r->parts) parts.emplace(p.name, p.value);
  expect_encloses(parts.at("eta"), dec("20", 512), 1e-65);
  expect_encloses(parts.at("P"), dec("8/9", 512), 1e-65);
  expect_encloses(parts.at("Q"), dec("700/9", 512), 1e-65);
  expect_encloses(parts.at("R"), dec("19/90", 512), 1e-65);
  expect_encloses(parts.at("S"), dec("200/3", 512), 1e-65);
  // Negative control: the neighbouring rational is excluded.
  EXPECT_FALSE(parts.at("P").contains(dec("8/9", 512) + dec("1e-60", 512)));
  auto C = evaluate(
      "chan_xie_zhao.thm7_2.C",
      {{"nu", "0.045"}, {"mu", "0.045"}, {"mu_g", "0.2"}, {"beta", "0.3"}, {"norm_AtB", "1"}, {"norm_A", "1"}}, 256);
  ASSERT_TRUE(C.ok());
  expect_encloses(C->value, dec("1118/19", 512), 1e-65);
  // Row 1: η = 142/81, 𝔏 = 18/19, C = 52969/3800; with the matrices A = I, B = −I.
  auto r1 = evaluate(
      "chan_xie_zhao.thm7_2.C",
      {{"nu", "0.5"}, {"mu", "0.5"}, {"mu_g", "0.2"}, {"beta", "0.9"}, {"A", "1,0;0,1"}, {"B", "-1,0;0,-1"}}, 256);
  ASSERT_TRUE(r1.ok()) << r1.error().message;
  EXPECT_TRUE(r1->value.contains(dec("52969/3800", 512)));
  EXPECT_LT(r1->value.rel_width(), 1e-30);
}

TEST(ChanXieZhaoStronglyConvex, Table1AllRowsVsMpmath) {
  const std::vector<std::array<std::string, 4>> refs = {
      {"0.25", "0.9", "1.75308641975308641975308641975308641975308642",
       "0.947368421052631578947368421052631578947368421"},
      {"0.09", "0.5", "4.81125224324688137090957317084964546373001459",
       "0.914881347807208788404135860920176052002233028"},
      {"0.0225", "0.3", "20.0", "0.857142857142857142857142857142857142857142857"},
      {"0.01", "0.15", "43.3012701892219323381861585376468091735701313",
       "0.799231224022574982960851576656078673189641402"}};
  for (const auto& [mt, b, eta, L] : refs) {
    const Interval nu = dec(mt, 200) * 2;
    auto c = lemma7_6_contraction(nu, nu, dec("0.2", 200), dec(b, 200), dec("1", 200), std::nullopt);
    ASSERT_TRUE(c.ok());
    expect_encloses(c->eta, ref(eta, 200), 1e-50);
    expect_encloses(c->L, ref(L, 200), 1e-50);
    EXPECT_TRUE(c->L.certainly_lt(dec("1", 200)));
  }
  // The reproduction: η row 1 and 𝔏 row 3 do not reproduce, every other cell does.
  auto t = table1_reproduction().run(128);
  ASSERT_TRUE(t.ok());
  ASSERT_EQ(t->rows.size(), 4u);
  const bool want_eta[] = {false, true, true, true}, want_L[] = {true, true, false, true};
  for (std::size_t i = 0; i < 4; ++i) {
    EXPECT_EQ(t->rows[i].cells[0].column, "eta");
    EXPECT_EQ(t->rows[i].cells[0].reproduces, want_eta[i]) << i;
    EXPECT_EQ(t->rows[i].cells[1].reproduces, want_L[i]) << i;
  }
  // Erratum E2 negative control: the printed η = 1.95 would give 𝔏 ≈ 0.98888 ≠ 0.95.
  auto c195 = lemma7_6_contraction(dec("0.5", 128), dec("0.5", 128), dec("0.2", 128), dec("0.9", 128), dec("1", 128),
                                   dec("1.95", 128));
  ASSERT_TRUE(c195.ok());
  EXPECT_FALSE(rounds_to(c195->L, "0.95"));
  EXPECT_TRUE(rounds_to(c195->L, "0.99"));
}

TEST(ChanXieZhaoStronglyConvex, EtaAtTheEndsOfInterval23) {
  // Row 3: (23) = (160/9, 200/9) exactly (lower2 binds).
  const std::map<std::string, std::string> base = {
      {"nu", "0.045"}, {"mu", "0.045"}, {"mu_g", "0.2"}, {"beta", "0.3"}, {"norm_AtB", "1"}};
  auto iv = evaluate("chan_xie_zhao.lemma7_6.eta_interval", base, 256);
  ASSERT_TRUE(iv.ok());
  std::map<std::string, Interval> parts;
  for (const auto& p : iv->parts) parts.emplace(p.name, p.value);
  EXPECT_TRUE(parts.at("lower").contains(dec("160/9", 256)));
  EXPECT_TRUE(parts.at("upper").contains(dec("200/9", 256)));
  auto with_eta = [&](const std::string& e) {
    auto m = base;
    m["eta"] = e;
    return evaluate("chan_xie_zhao.lemma7_6.L", m, 256);
  };
  for (const std::string bad : {"160/9", "200/9", "17", "23"}) {
    auto r = with_eta(bad);
    ASSERT_FALSE(r.ok()) << bad;
    EXPECT_NE(r.error().message.find("(23) of Lemma 7.6"), std::string::npos) << r.error().message;
    EXPECT_EQ(r.error().kind, numeric::ErrorKind::invalid_input);
  }
  // Just inside the upper end, δ → 0: S/Q = 1/(1 + βδ/4) → 1, so 𝔏 → 1 from below.
  auto up = with_eta("22.2222222222222222222");  // 200/9 − 2.2e-20
  ASSERT_TRUE(up.ok()) << up.error().message;
  EXPECT_TRUE(up->value.certainly_lt(dec("1", 256)));
  EXPECT_TRUE(dec("1", 256).certainly_lt(up->value + dec("1e-20", 256)));
  // Just inside the lower end, P > R still (R/P < 1) and 𝔏 < 1.
  auto lo = with_eta("17.7777777777777777778");
  ASSERT_TRUE(lo.ok()) << lo.error().message;
  EXPECT_TRUE(lo->value.certainly_lt(dec("1", 256)));
  // ‖AᵀB‖ = 0: lower2 = −∞, the interval is (lower1, upper).
  auto z = base;
  z["norm_AtB"] = "0";
  auto iz = evaluate("chan_xie_zhao.lemma7_6.eta_interval", z, 256);
  ASSERT_TRUE(iz.ok());
  // ν = μ = m: lower1 = (√3 − 1)/m (formula sheet §1.8), m = 0.045.
  const Interval want = (sqrt(dec("3", 256)) - 1) / dec("0.045", 256);
  EXPECT_TRUE(iz->value.overlaps(want));
  EXPECT_LT(iz->value.rel_width(), 1e-60);
}

TEST(ChanXieZhaoStronglyConvex, PrintedExponentBelowSupportedErratumE1) {
  auto c = lemma7_6_contraction(dec("0.5", 128), dec("0.5", 128), dec("0.2", 128), dec("0.9", 128), dec("1", 128),
                                std::nullopt);
  ASSERT_TRUE(c.ok());
  for (long T : {1L, 2L, 10L, 50L}) {
    auto f = [&](Exponent e) {
      return *cor7_3_amplified_zcdp(*c, dec("0.9", 128), dec("1", 128), dec("1", 128), dec("1", 128), T, e);
    };
    const Interval p = f(Exponent::printed), s = f(Exponent::supported), q = f(Exponent::precise);
    if (T == 1) {
      EXPECT_TRUE(p.overlaps(s));
      EXPECT_TRUE(p.overlaps(q));
    } else {
      EXPECT_TRUE(p.certainly_lt(q)) << T;  // printed is below what the proof gives
      EXPECT_TRUE(q.certainly_le(s)) << T;  // precise <= supported (φ_T <= 1/T)
    }
  }
  // Theorem 7.2 with dx = η·Δ equals Corollary 7.3 (same form), and Thm 6.1 with dx = ηΔ equals Cor 6.2.
  for (Exponent e : {Exponent::printed, Exponent::supported, Exponent::precise}) {
    auto t72 = thm7_2_amplified_zcdp(*c, dec("0.9", 128), dec("1", 128), dec("1", 128), c->eta, 7, e);
    auto c73 = cor7_3_amplified_zcdp(*c, dec("0.9", 128), dec("1", 128), dec("1", 128), dec("1", 128), 7, e);
    ASSERT_TRUE(t72.ok() && c73.ok());
    EXPECT_TRUE(t72->overlaps(*c73));
  }
  auto t61 = thm6_1_amplified_zcdp(dec("1", 128), dec("0.5", 128), dec("1", 128), dec("2", 128), dec("0.5", 128), 3);
  auto c62 = cor6_2_amplified_zcdp(dec("1", 128), dec("0.5", 128), dec("1", 128), dec("2", 128), dec("1", 128), 3);
  ASSERT_TRUE(t61.ok() && c62.ok());
  EXPECT_TRUE(t61->overlaps(*c62));
  // T = 10, 𝔏 = 18/19: printed factor 𝔏^19/10 vs supported 𝔏^10/10, ratio 𝔏^{-9} = (19/18)^9.
  auto p =
      cor7_3_amplified_zcdp(*c, dec("0.9", 128), dec("1", 128), dec("1", 128), dec("1", 128), 10, Exponent::printed);
  auto s =
      cor7_3_amplified_zcdp(*c, dec("0.9", 128), dec("1", 128), dec("1", 128), dec("1", 128), 10, Exponent::supported);
  EXPECT_TRUE((*s / *p).overlaps(pow(dec("19/18", 128), 9)));
}

// ---------------------------------------------------------------------------------------
// Section 8, Remark 3.4

TEST(ChanXieZhaoAllUsers, ExpectedInverseLAndRdp) {
  // permutation, N = 1000: H_1000/1000; RDP = 2·2·0.1·E.
  auto r = evaluate("chan_xie_zhao.cor8_3.all_users", {{"alpha", "2"}, {"C", "0.1"}, {"N", "1000"}});
  ASSERT_TRUE(r.ok());
  const Interval H1000 = ref("7.48547086055034491265651820433390017652167917", 128);
  expect_encloses(r->value, dec("0.4", 128) * H1000 / 1000, 1e-30);
  // stopping, worst user: 2 H_500/1000.
  auto s =
      evaluate("chan_xie_zhao.cor8_3.all_users", {{"alpha", "2"}, {"C", "0.1"}, {"N", "1000"}, {"mode", "stopping"}});
  ASSERT_TRUE(s.ok());
  const Interval H500 = ref("6.79282342999052460298928714536797369481981381", 128);
  expect_encloses(s->value, dec("0.4", 128) * 2 * H500 / 1000, 1e-30);
  // The worst user is t = N/2+1: every other user has a smaller E[1/L] (N = 20).
  auto worst = expected_inverse_L(Extension::stopping, 20, 0, 128);
  for (long t = 1; t <= 20; ++t) {
    auto e = expected_inverse_L(Extension::stopping, 20, t, 128);
    ASSERT_TRUE(e.ok());
    if (t == 11) {
      EXPECT_TRUE(e->overlaps(*worst));
    } else {
      EXPECT_TRUE(e->certainly_lt(*worst)) << t;
    }
  }
  // Large N uses the Euler–Maclaurin enclosure: H_{10^7} from mpmath.
  auto big = expected_inverse_L(Extension::permutation, 10000000, 0, 128);
  ASSERT_TRUE(big.ok());
  expect_encloses(*big, ref("16.6953113658598518153991189395404518842498698", 128) / 10000000, 1e-25);
  auto mid = expected_inverse_L(Extension::permutation, 100000, 0, 128);
  expect_encloses(*mid, ref("12.0901461298634279473632193635042195007936989", 128) / 100000, 1e-25);
}

TEST(ChanXieZhaoRemark34, EliminationIsEquivalentAndControlFails) {
  // Rank-deficient A (row 3 = row 1 + row 2), pivots not in the first columns after row 1.
  const auto A = *numeric::parse_matrix("2,0,2,4;1,0,1,3;3,0,3,7");
  const auto B = *numeric::parse_matrix("1,0;0,1;1,1");
  const auto c = *numeric::parse_matrix("1;2;3");
  auto e = remark3_4_eliminate(A, B, c);
  ASSERT_TRUE(e.ok()) << e.error().message;
  EXPECT_EQ(e->rank, 2u);
  EXPECT_TRUE(has_identity_block(e->A_new));
  EXPECT_TRUE(remark3_4_equivalent(A, B, c, *e));
  EXPECT_EQ(e->B_hat.rows, 1u);
  // Negative controls: a corrupted D, a corrupted ĉ and a singular M must be rejected.
  auto bad = *e;
  bad.A_new(0, 3) = bad.A_new(0, 3) + Rational(1);
  EXPECT_FALSE(remark3_4_equivalent(A, B, c, bad));
  auto bad2 = *e;
  bad2.c_hat(0, 0) = bad2.c_hat(0, 0) + Rational(1);
  EXPECT_FALSE(remark3_4_equivalent(A, B, c, bad2));
  auto bad3 = *e;
  for (std::size_t j = 0; j < 3; ++j) bad3.M(2, j) = Rational(0);
  EXPECT_FALSE(remark3_4_equivalent(A, B, c, bad3));
  // Registry: value = rank, equivalence reported.
  auto r = evaluate("chan_xie_zhao.remark3_4.elimination",
                    {{"A", "2,0,2,4;1,0,1,3;3,0,3,7"}, {"B", "1,0;0,1;1,1"}, {"c", "1;2;3"}});
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_TRUE(r->value.contains(Interval::from_int(2, 128)));
  // A = 0 leaves no [I | D] block: an invalid-input error, not an internal failure.
  auto z = remark3_4_eliminate(*numeric::parse_matrix("0,0;0,0"), numeric::RationalMatrix(2, 0),
                               *numeric::parse_matrix("1;0"));
  ASSERT_FALSE(z.ok());
  EXPECT_EQ(z.error().kind, numeric::ErrorKind::invalid_input);
  EXPECT_NE(z.error().message.find("rank >= 1"), std::string::npos);
}

// ---------------------------------------------------------------------------------------
// Invalid inputs: one case per class; exit 2 in the CLI (ErrorKind::invalid_input).

TEST(ChanXieZhaoInvalid, EveryClass) {
  const std::map<std::string, std::string> sc = {{"nu", "0.5"},     {"mu", "0.5"},   {"mu_g", "0.2"}, {"beta", "0.9"},
                                                 {"norm_AtB", "1"}, {"norm_A", "1"}, {"sigma", "1"},  {"T", "3"}};
  auto with = [&sc](std::map<std::string, std::string> changes, std::vector<std::string> drop = {}) {
    auto m = sc;
    for (auto& [k, v] : changes) m[k] = v;
    for (auto& k : drop) m.erase(k);
    return m;
  };
  struct Case {
    std::string id;
    std::map<std::string, std::string> args;
    std::string expect;
  };
  const std::string c73 = "chan_xie_zhao.cor7_3.amplified_zcdp", c62 = "chan_xie_zhao.cor6_2.amplified_zcdp";
  const std::map<std::string, std::string> g = {
      {"beta", "1"}, {"eta", "1"}, {"norm_A", "1"}, {"sigma", "1"}, {"T", "3"}};
  auto gw = [&g](std::map<std::string, std::string> changes, std::vector<std::string> drop = {}) {
    auto m = g;
    for (auto& [k, v] : changes) m[k] = v;
    for (auto& k : drop) m.erase(k);
    return m;
  };
  const std::vector<Case> cases = {
      {c73, with({{"mu", "0.6"}}), "Assumption 7.1"},
      {c73, with({{"T", "0"}}), "T must be in the integers >= 1"},
      {c73, with({{"norm_AtB", "-1"}}), "norm_AtB must be in [0, inf)"},
      {c73, with({{"norm_A", "-0.5"}}), "norm_A must be in [0, inf)"},
      {c73, with({{"eta", "3"}}), "(23) of Lemma 7.6"},
      {c73, with({{"sigma", "0"}}), "sigma must be in (0, inf)"},
      {c73, with({{"mu_g", "nan"}}), "not a number"},
      {c73, with({{"A", "1,0;0,1"}}), "either norm_A or the matrix A"},
      {c73, with({}, {"norm_AtB"}), "norm_AtB (or the matrices A and B) is required"},
      {c73, with({{"B", "1;1"}}, {"norm_AtB"}), "needs the matrix A"},
      {c73, with({{"A", "2,0;0,1"}, {"B", "1,0;0,1"}}, {"norm_AtB", "norm_A"}), "[I_m | D]"},
      {c62, gw({{"T", "0"}}), "T must be in the integers >= 1"},
      {c62, gw({{"eta", "-1"}}), "eta must be in (0, inf)"},
      {c62, gw({{"norm_A", "-1"}}), "norm_A must be in [0, inf)"},
      {c62, gw({}, {"norm_A"}), "norm_A (or the matrix A) is required"},
      {c62, gw({{"bogus", "1"}}), "unknown parameter"},
      {c62, gw({{"nu", "2"}}), "Lemma 6.5 / Fact 6.4"},
      {"chan_xie_zhao.thm5_2.factor", {{"L", "1.5"}, {"T", "3"}}, "L must be in (0, 1]"},
      {"chan_xie_zhao.thm5_2.factor", {{"L", "0"}, {"T", "3"}}, "L must be in (0, 1]"},
      {"chan_xie_zhao.thm5_2.factor", {{"L", "0.5"}, {"T", "1.5"}}, "T must be in the integers >= 1"},
      {"chan_xie_zhao.cor8_3.all_users", {{"alpha", "2"}, {"C", "0.6"}, {"N", "10"}}, "condition of Corollary 8.3"},
      {"chan_xie_zhao.cor8_3.all_users", {{"alpha", "1"}, {"C", "0.1"}, {"N", "10"}}, "alpha must be in (1, inf)"},
      {"chan_xie_zhao.cor8_3.all_users",
       {{"alpha", "2"}, {"C", "0.1"}, {"N", "11"}, {"mode", "stopping"}},
       "even integers"},
      {"chan_xie_zhao.cor8_3.all_users",
       {{"alpha", "2"}, {"C", "0.1"}, {"N", "10"}, {"mode", "shuffle"}},
       "mode must be in {permutation, stopping}"},
      {"chan_xie_zhao.cor8_3.all_users",
       {{"alpha", "2"}, {"C", "0.1"}, {"N", "10"}, {"mode", "stopping"}, {"user", "11"}},
       "t must be in the integers in [0, N]"},
      {"chan_xie_zhao.lemma3_2.local_sensitivity",
       {{"eta", "1"}, {"beta", "1"}, {"A", "1,0;0,1"}, {"v", "3,4"}},
       "Definition 3.3"},
      {"chan_xie_zhao.lemma3_2.local_sensitivity",
       {{"eta", "1"}, {"beta", "1"}, {"A", "1,0;0,1"}, {"v", "0.1,0.1,0.1"}},
       "vectors of length 2"},
      {"chan_xie_zhao.def7_4.norm",
       {{"A", "1"}, {"x", "1"}, {"lambda", "1"}, {"eta", "1"}, {"beta", "1"}, {"nu", "1"}, {"mu", "1"}},
       "Definition 7.4"},
      {"chan_xie_zhao.thm6_1.C",
       {{"beta", "1"}, {"n", "0"}, {"eta", "1"}, {"norm_A", "1"}},
       "n must be in the integers >= 1"},
      {"chan_xie_zhao.cor6_2.C", {{"beta", "1"}, {"eta", "1"}, {"A", "1,2;3,4"}}, "[I_m | D]"},
      {"chan_xie_zhao.remark3_4.elimination", {{"A", "1,0;0,1"}, {"B", "1"}}, "B must be in matrices with 2 rows"},
  };
  for (const auto& c : cases) {
    auto r = evaluate(c.id, c.args);
    ASSERT_FALSE(r.ok()) << c.id << " " << c.expect;
    EXPECT_NE(r.error().message.find(c.expect), std::string::npos) << r.error().message;
    EXPECT_EQ(r.error().kind, numeric::ErrorKind::invalid_input) << r.error().message;
  }
  // Library level: NaN and enclosures.
  Interval nan(64);
  mpfr_set_nan(&nan.raw()->left);
  EXPECT_NE(local_zcdp(nan, dec("1", 64), dec("1", 64)).error().message.find("but is NaN"), std::string::npos);
  EXPECT_FALSE(induction_phi(0, dec("0.5", 64)).ok());
  EXPECT_FALSE(induction_phi(2000000000000000L, dec("0.5", 64)).ok());
  EXPECT_TRUE(induction_phi(1000000000000000L, dec("0.5", 64)).ok());
  EXPECT_FALSE(induction_gamma_printed(1, dec("0.5", 64)).ok());
  EXPECT_FALSE(lemma7_6_eta_interval(dec("1", 64), dec("2", 64), dec("1", 64), dec("1", 64), dec("1", 64)).ok());
}

}  // namespace
}  // namespace privbound::bounds::chan_xie_zhao

namespace privbound::bounds::chan_xie_zhao {
namespace {

// (ε, δ) through the accountant: Bun–Steinke closed form on an exact ρ, and CKS <= BS.
TEST(ChanXieZhaoEps, ConversionsOfTheZcdpResults) {
  const std::map<std::string, std::string> a = {{"eta", "1"}, {"sigma", "1"}, {"delta", "1e-5"}};
  auto bs_args = a;
  bs_args["conversion"] = "bun_steinke";
  auto bs = default_registry().evaluate("chan_xie_zhao.cor6_2.local_zcdp_eps", bs_args, 128);
  auto cks = default_registry().evaluate("chan_xie_zhao.cor6_2.local_zcdp_eps", a, 128);
  ASSERT_TRUE(bs.ok() && cks.ok());
  // ρ = 1/2: ε = 1/2 + 2√((1/2)·ln 10⁵).
  const Interval rho = Interval::from_rational(Rational(1, 2), 128);
  const Interval want = rho + 2 * sqrt(rho * log(Interval::from_int(100000, 128)));
  EXPECT_TRUE(bs->value.overlaps(want));
  EXPECT_LT(bs->value.rel_width(), 1e-30);
  EXPECT_TRUE(cks->value.certainly_lt(bs->value));
  EXPECT_TRUE(cks->value.certainly_positive());
  // Every _eps id exists and evaluates at its configuration.
  int n = 0;
  for (const auto& q : default_registry().all()) {
    if (q.id.rfind("chan_xie_zhao.", 0) != 0) continue;
    for (const auto& cfg : q.configs) {
      auto r = default_registry().evaluate(q.id, cfg.params, 128);
      EXPECT_TRUE(r.ok()) << q.id << ": " << (r.ok() ? "" : r.error().message);
    }
    n += q.id.size() > 4 && q.id.substr(q.id.size() - 4) == "_eps";
  }
  EXPECT_EQ(n, 10);
}

}  // namespace
}  // namespace privbound::bounds::chan_xie_zhao

namespace privbound::bounds::chan_xie_zhao {
namespace {

// E[1/L] by brute force over the random choice (exact rationals), for every user.
TEST(ChanXieZhaoAllUsers, ExpectedInverseLBruteForce) {
  for (long N : {2L, 6L, 20L}) {
    // Random stopping: τ uniform on {N/2+1..N}; L = τ − t + 1 if τ >= t, else ∞ (1/L = 0).
    for (long t = 1; t <= N; ++t) {
      Rational e(0);
      for (long tau = N / 2 + 1; tau <= N; ++tau)
        if (tau >= t) e = e + Rational(1, tau - t + 1);
      e = e / Rational(N / 2);
      auto got = expected_inverse_L(Extension::stopping, N, t, 128);
      ASSERT_TRUE(got.ok());
      EXPECT_TRUE(got->contains(Interval::from_rational(e, 256))) << N << " " << t;
      EXPECT_LT(got->rel_width(), 1e-30);
    }
    // Random permutation: the user's position p is uniform on {1..N}; L = N − p + 1.
    Rational e(0);
    for (long p = 1; p <= N; ++p) e = e + Rational(1, N - p + 1);
    e = e / Rational(N);
    auto got = expected_inverse_L(Extension::permutation, N, 0, 128);
    EXPECT_TRUE(got->contains(Interval::from_rational(e, 256)));
  }
}

}  // namespace
}  // namespace privbound::bounds::chan_xie_zhao
