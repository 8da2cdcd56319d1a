// Seed 004 claims. Line numbers: ../shared/seeds/004_4a627886698c6760.txt. Every number is a
// certified enclosure from bounds/ (ryu_kim formulas and the accountant's exact Gaussian delta);
// a verdict compares the unsafe ends (the claimed delta's lower end against the exact delta's
// upper end), so `holds` is certain and `violated` is beyond the enclosures' widths.
#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "common.hpp"
#include "privbound/bounds/accounting/conversions.hpp"
#include "privbound/bounds/ryu_kim/ryu_kim.hpp"
#include "privbound/bounds/source.hpp"
#include "privbound/proofs_check/ryu_kim/ryu_kim.hpp"

namespace privbound::proofs_check::ryu_kim {
namespace {

using numeric::Interval;
namespace rk = bounds::ryu_kim;

Interval dec(const std::string& s, unsigned bits) { return Interval::from_rational(*numeric::parse_rational(s), bits); }
// δ̄ = 10^(−j/4) as an enclosure (j = 8: 1e-2, j = 24: 1e-6).
Interval delta_of_index(long j, unsigned bits) {
  return exp(-Interval::from_int(j, bits) / 4 * log(Interval::from_int(10, bits)));
}
std::string delta_text(long j) { return "10^(-" + std::to_string(j) + "/4)"; }

// exact δ(ε′) of a Gaussian mechanism with ρ-zCDP ρ (μ = √(2ρ)) against the claimed δ̄:
// holds when δ(ε′) <= δ̄ certainly.
Verdict delta_at(const Interval& rho, const Interval& eps_total, const Interval& delta, unsigned bits) {
  const Interval mu = sqrt(2 * rho);
  auto d = bounds::accounting::gaussian_delta(mu, eps_total);
  if (!d.ok()) return undecided(d.error().message);
  const double lhs = d->upper_double(), rhs = delta.lower_double();
  Verdict v = verdict_le(lhs, rhs, rhs, tolerance(bits));
  certify_le(v, *d, delta);  // both sides are certified enclosures
  v.note = "exact delta(eps') of the composed Gaussian vs delta-bar";
  return v;
}

// Theorem 4.4 / Lemma 2.3: one Gaussian step with σ² = 2 ln(1.25/δ̄)(Δ/ε̄)² is (ε̄, δ̄)-DP.
Verdict thm4_4_at(const Interval& eps, const Interval& delta, unsigned bits) {
  auto rho = rk::gaussian_step_rho(eps, delta);
  if (!rho.ok()) return undecided(rho.error().message);
  return delta_at(*rho, eps, delta, bits);
}

Space eps_delta_space(long j_lo, long j_hi) {
  Space s;
  s.coords = {{"eps_percent", 1, 100}, {"delta_index", j_lo, j_hi}};
  s.edges = {{100, j_lo}, {100, 8}, {100, 24}, {1, j_hi}, {50, 8}};
  s.reaches = {reach("eps", 0.01, 1),                                  // eps = eps_percent/100: edges 1, 100
               reach("delta", {delta_text(j_lo), delta_text(j_hi)})};  // delta = 10^(-j/4): edges j_lo, j_hi
  return s;
}

// Table 1's order ObjG > OutG > ObjL > OutL (observations 2-3, L529-L537): the smallest gap.
Verdict table1_order(long beta_percent, long eps_percent, long j, unsigned bits) {
  const Interval beta = Interval::from_int(beta_percent, bits) / 100;
  const Interval eps = Interval::from_int(eps_percent, bits) / 100;
  const Interval delta = delta_of_index(j, bits);
  auto objg = rk::gaussian_variance(2 * beta, eps, delta), outg = rk::gaussian_variance(beta, eps, delta);
  auto objl = rk::laplace_variance(2 * beta, eps), outl = rk::laplace_variance(beta, eps);
  if (!objg.ok() || !outg.ok() || !objl.ok() || !outl.ok()) return undecided("a variance could not be evaluated");
  // gaps, each must be > 0: ObjG - OutG, OutG - ObjL, ObjL - OutL (relative to OutL)
  const Interval g = min(min(*objg - *outg, *outg - *objl), *objl - *outl) / *outl;
  Verdict v = verdict_le(0.0, g.lower_double(), 1.0, tolerance(bits));
  v.lhs = 0;
  v.rhs = g.lower_double();
  v.note = "smallest of ObjG-OutG, OutG-ObjL, ObjL-OutL relative to OutL (must be > 0)";
  v.instance = {{"beta", beta.lower_decimal(6)}, {"eps", eps.lower_decimal(6)}, {"delta", delta_text(j)}};
  return v;
}

// L500: the right-hand side of (5.1b)/(5.2b)/(5.3b) at E + 1 against E (theorem 0, 1, 2), with
// the synthetic constants of bounds (U2 = u2/4, L as given); `budget` sets eps-bar from a total
// budget of 1 by basic composition (eps-bar = 1/(TE), L383) instead of holding it fixed.
Verdict l500_at(long theorem, long E, long eps_percent, long T, long u2, long L, bool budget, unsigned bits) {
  rk::UtilityConstants k;
  k.n = 2;
  k.P = 3;
  k.U1 = Interval::from_int(1, bits);
  k.U2 = Interval::from_int(u2, bits) / 4;
  k.U3 = dec("0.0038627", bits);
  k.rho_max = k.rho1 = Interval::from_int(100, bits);
  k.gamma = Interval::from_int(1, bits);
  k.lambda1 = Interval(bits);
  k.L = Interval::from_int(L, bits);
  k.alpha = Interval::from_int(1, bits);
  auto bound = [&](long e) {
    const Interval eps = budget ? 1 / (Interval::from_int(T, bits) * e) : Interval::from_int(eps_percent, bits) / 100;
    return theorem == 0   ? rk::thm5_3_bound(k, eps, T, e)
           : theorem == 1 ? rk::thm5_4_bound(k, eps, T, e)
                          : rk::thm5_5_bound(k, eps, T, e);
  };
  auto b0 = bound(E), b1 = bound(E + 1);
  if (!b0.ok() || !b1.ok()) return undecided(!b0.ok() ? b0.error().message : b1.error().message);
  Verdict v = certified_le(*b1, *b0, bits);  // B(E + 1) <= B(E) certainly (or tight)
  v.note = "right-hand side at E + 1 against E";
  v.instance = {{"bound", theorem == 0   ? "(5.1b)"
                          : theorem == 1 ? "(5.2b)"
                                         : "(5.3b)"},
                {"E", std::to_string(E)},
                {"T", std::to_string(T)},
                {"eps", budget ? "1/(TE) (total 1, basic composition)" : std::to_string(eps_percent) + "/100"},
                {"U2", std::to_string(u2) + "/4"},
                {"L", std::to_string(L)}};
  return v;
}

// (4.12f)-(4.12g) at eps' = (k/4)·a (k = 1..400: from a/4 to 100a), TE steps at (eps-bar, delta-bar).
struct Step412 {
  Interval a, eps_total, relaxed, L;  // a of (4.12d), eps', the closed form of (4.12f), ln(1.25/delta)
  long TE = 1;
};
std::optional<Step412> step412(long T, long E, long eps_percent, long j, long k, unsigned bits) {
  const Interval eps = Interval::from_int(eps_percent, bits) / 100, delta = delta_of_index(j, bits);
  auto a = rk::thm4_6_a(eps, delta, T, E);
  if (!a.ok()) return std::nullopt;
  Step412 s{*a, *a * k / 4, Interval(bits), log(Interval::from_int(5, bits) / (4 * delta)), T * E};
  const Interval te = Interval::from_int(s.TE, bits);
  // the printed closed form of (4.12f): -(eps')^2 L/(TE eps^2) - TE eps^2/(16 L) + eps'/2
  s.relaxed = -sqr(s.eps_total) * s.L / (te * sqr(eps)) - te * sqr(eps) / (16 * s.L) + s.eps_total / 2;
  return s;
}
// min over integers tau >= 1 of tau(a tau + a - eps') (convex: the integers around (eps' - a)/(2a)).
Interval integer_min(const Step412& s) {
  const double r = (s.eps_total.mid_double() - s.a.mid_double()) / (2 * s.a.mid_double());
  const long t0 = std::max(1L, static_cast<long>(std::floor(r)));
  std::optional<Interval> best;
  for (long t = std::max(1L, t0 - 1); t <= t0 + 2; ++t) {
    const Interval tv = Interval::from_int(t, s.a.bits());
    const Interval v = tv * (s.a * tv + s.a - s.eps_total);
    best = best ? min(*best, v) : v;
  }
  return *best;
}
std::vector<std::pair<std::string, std::string>> step412_text(long T, long E, long eps_percent, long j, long k) {
  return {{"T", std::to_string(T)},
          {"E", std::to_string(E)},
          {"eps", std::to_string(eps_percent) + "/100"},
          {"delta", delta_text(j)},
          {"eps'", std::to_string(k) + "/4 a"}};
}

}  // namespace

std::vector<Claim> claims() {
  std::vector<Claim> out;
  {
    Claim c = make(
        "ryu_kim.thm4_4", "Theorem 4.4 (L335-L341), Lemma 2.3 (L96-L100), Theorem 4.5(ii)",
        "One Gaussian step with variance 2 ln(1.25/delta)(Delta/eps)^2 is (eps, delta)-DP: exact delta(eps) <= delta.",
        "eps in (0, 1] (L375), delta in (0, 1)", eps_delta_space(1, 48),
        [](const Point& p, unsigned bits) {
          Verdict v = thm4_4_at(Interval::from_int(p[0], bits) / 100, delta_of_index(p[1], bits), bits);
          v.instance = {{"eps", std::to_string(p[0]) + "/100"}, {"delta", delta_text(p[1])}};
          return v;
        },
        Space{{{"eps", 5, 20}}, {{5}, {10}, {20}}}, "eps in [5, 20] at delta = 1/2 (outside eps <= 1)",
        [](const Point& p, unsigned bits) {
          return thm4_4_at(Interval::from_int(p[0], bits), dec("0.5", bits), bits);
        });
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "ryu_kim.thm4_4.step4_11h", "Theorem 4.4, (4.11g)-(4.11h) and L375",
        "(2/sqrt(2 pi)) exp(-(t - eps/(2t))^2/2) <= delta for t = sqrt(2 ln(1.25/delta)) when eps <= 1.",
        "eps in (0, 1], delta in (0, 1)", eps_delta_space(1, 48),
        [](const Point& p, unsigned bits) {
          const Interval eps = Interval::from_int(p[0], bits) / 100, delta = delta_of_index(p[1], bits);
          auto b = rk::thm4_4_tail_bound(eps, delta);
          if (!b.ok()) return undecided(b.error().message);
          Verdict v = verdict_le(b->lower_double(), delta.upper_double(), delta.upper_double(), tolerance(bits));
          certify_le(v, *b, delta);
          v.instance = {{"eps", std::to_string(p[0]) + "/100"}, {"delta", delta_text(p[1])}};
          return v;
        },
        Space{{{"eps", 2, 10}}, {{2}, {10}}}, "eps in [2, 10] at delta = 1e-2 (outside eps <= 1)",
        [](const Point& p, unsigned bits) {
          const Interval delta = dec("0.01", bits);
          auto b = rk::thm4_4_tail_bound(Interval::from_int(p[0], bits), delta);
          if (!b.ok()) return undecided(b.error().message);
          return verdict_le(b->lower_double(), 0.01, 0.01, tolerance(bits));
        });
    c.expected = {Status::violated, "ryu_kim.E2"};
    out.push_back(std::move(c));
  }
  {
    // Issue 32, item 5 (ryu_kim.E4): with k = T the printed advanced composition is never below the smaller of
    // Dwork-Rothblum-Vadhan's bound and basic composition T eps (e^eps - 1 <= 2 eps for eps <= 1.2564; 2 T eps^2
    // >= T eps for eps >= 1/2), and its delta T delta + delta' covers both: a valid guarantee for every eps.
    auto check = [](long k_of_T) {
      return [k_of_T](const Point& p, unsigned bits) {
        const Interval eps = Interval::from_int(p[0], bits) / 1000, dp = delta_of_index(p[2], bits);
        const long T = p[1], k = k_of_T == 0 ? T : k_of_T;
        auto printed = rk::advanced_composition_printed(eps, T, k, dp);
        auto drv = rk::advanced_composition_dwork_roth(eps, T, dp);
        if (!printed.ok() || !drv.ok()) return undecided(!printed.ok() ? printed.error().message : drv.error().message);
        const Interval valid = min(*drv, Interval::from_int(T, bits) * eps);
        Verdict v = proofs_check::certified_le(valid, *printed, valid.mid_double());
        v.instance = {{"eps", std::to_string(p[0]) + "/1000"},
                      {"T", std::to_string(T)},
                      {"k", k_of_T == 0 ? "T" : std::to_string(k)},
                      {"delta'", delta_text(p[2])}};
        return v;
      };
    };
    Claim c = make("ryu_kim.sec2_2.advanced_composition_valid", "Section 2.2 (L102), with k = T",
                   "With k = T the printed (eps sqrt(2T ln(1/delta')) + 2 k eps^2, T delta + delta') is at least "
                   "min(Dwork-Rothblum-Vadhan's eps sqrt(2T ln(1/delta')) + T eps (e^eps - 1), basic composition's T "
                   "eps) for every eps > 0: a valid guarantee (certified).",
                   "eps = e/1000 in (0, 20], T in [1, 10^5], delta' = 10^(-j/4) in (0, 1)",
                   Space{{{"e", 1, 20000}, {"T", 1, 100000}, {"j", 1, 48}},
                         {{1256, 10, 20}, {1257, 10, 20}, {500, 100, 20}, {1, 100000, 48}, {20000, 1, 1}},
                         {reach("eps", 0.001, 20),                             // eps = e/1000: edges e = 1, 20000
                          reach("T", 1, 100000),                               // T: edges 1, 100000
                          reach("delta'", {delta_text(1), delta_text(48)})}},  // delta' = 10^(-j/4): edges j = 1, 48
                   check(0), Space{{{"e", 1, 100}}, {{1}, {10}, {100}}},
                   "k = 1 in place of T (eps = e/100, T = 100, delta' = 1e-5)", [check](const Point& p, unsigned bits) {
                     return check(1)({p[0] * 10, 100, 20}, bits);
                   });
    c.form = Form::supported;
    out.push_back(std::move(c));
  }
  // Theorem 4.6 over the experiments' range: T in [1, 5000], E in [1, 5].
  auto total_space = [] {
    Space s;
    s.coords = {{"T", 1, 5000}, {"E", 1, 5}, {"eps_percent", 1, 100}, {"delta_index", 8, 24}};
    s.edges = {{100, 1, 100, 8}, {100, 5, 100, 8}, {5000, 1, 100, 24}, {1, 1, 1, 8}};
    s.reaches = {reach("T", 1, 5000),                               // T: edges 1, 5000
                 reach("E", 1, 5),                                  // E: edges 1, 5
                 reach("eps", 0.01, 1),                             // eps = eps_percent/100: edges 1, 100
                 reach("delta", {delta_text(8), delta_text(24)})};  // delta = 10^(-j/4): edges j = 8, 24
    return s;
  };
  auto total_check = [](bool printed) {
    return [printed](const Point& p, unsigned bits) {
      const Interval eps = Interval::from_int(p[2], bits) / 100, delta = delta_of_index(p[3], bits);
      auto a = rk::thm4_6_a(eps, delta, p[0], p[1]);
      auto total =
          printed ? rk::thm4_6_total(eps, delta, p[0], p[1]) : rk::thm4_6_total_moments(eps, delta, p[0], p[1]);
      if (!a.ok() || !total.ok()) return undecided(!a.ok() ? a.error().message : total.error().message);
      Verdict v = delta_at(*a, *total, delta, bits);
      v.instance = {{"T", std::to_string(p[0])},
                    {"E", std::to_string(p[1])},
                    {"eps", std::to_string(p[2]) + "/100"},
                    {"delta", delta_text(p[3])},
                    {"eps'", total->lower_decimal(8)}};
      return v;
    };
  };
  {
    Claim c = make("ryu_kim.thm4_6", "Theorem 4.6 (L387), (4.12h)",
                   "The TE composed Gaussian steps are (eps sqrt(TE ln(1/delta)/ln(1.25/delta)), delta)-DP.",
                   "each step as in Theorem 4.4 (eps <= 1); T, E >= 1", total_space(), total_check(true),
                   Space{{{"eps", 2, 5}}, {{2}, {5}}}, "eps in [2, 5] at power flow T = 100, E = 5 (outside eps <= 1)",
                   [](const Point& p, unsigned bits) {
                     const Interval eps = Interval::from_int(p[0], bits), delta = dec("0.01", bits);
                     auto a = rk::thm4_6_a(eps, delta, 100, 5);
                     auto t = rk::thm4_6_total(eps, delta, 100, 5);
                     if (!a.ok() || !t.ok()) return undecided("evaluation failed");
                     return delta_at(*a, *t, delta, bits);
                   });
    c.expected = {Status::violated, "ryu_kim.E1"};
    out.push_back(std::move(c));
  }
  {
    Claim c = make("ryu_kim.thm4_6.supported", "Lemma 2.4 with (4.12b)-(4.12c), solved for eps'",
                   "The TE composed Gaussian steps are (min_tau a(tau+1) + ln(1/delta)/tau, delta)-DP (the moments "
                   "accountant the proof sets up).",
                   "each step as in Theorem 4.4; T, E >= 1", total_space(), total_check(false),
                   Space{{{"eps_percent", 50, 100}}, {{50}, {100}}},
                   "eps' = 0.9 x the exact total at power flow T = 100, E = 5 (a total below the exact one)",
                   [](const Point& p, unsigned bits) {
                     const Interval eps = Interval::from_int(p[0], bits) / 100, delta = dec("0.01", bits);
                     auto a = rk::thm4_6_a(eps, delta, 100, 5);
                     if (!a.ok()) return undecided(a.error().message);
                     auto ex =
                         bounds::accounting::eps_from_zcdp(*a, delta, bounds::accounting::ZcdpConversion::gaussian);
                     if (!ex.ok()) return undecided(ex.error().message);
                     return delta_at(*a, ex->eps * 9 / 10, delta, bits);
                   });
    c.form = Form::supported;
    out.push_back(std::move(c));
  }
  {
    Space s;
    s.coords = {{"beta_percent", 1, 100}, {"eps_percent", 1, 100}, {"delta_index", 7, 48}};
    s.edges = {{1, 5, 8}, {1, 100, 8}, {100, 1, 7}, {1, 1, 48}};
    s.reaches = {reach("beta", 0.01, 1),                            // beta = beta_percent/100: edges 1, 100
                 reach("eps", 0.01, 1),                             // eps = eps_percent/100: edges 1, 100
                 reach("delta", {delta_text(7), delta_text(48)})};  // delta = 10^(-j/4): edges j = 7, 48
    Claim c = make(
        "ryu_kim.table1.order", "Table 1 (L539-L542), observations 2-3 (L529-L537)",
        "ObjG has the largest variance, followed by OutG, ObjL and OutL.",
        "delta <= 10^(-7/4) (the experiments use 1e-2)", s,
        [](const Point& p, unsigned bits) { return table1_order(p[0], p[1], p[2], bits); },
        Space{{{"delta_index", 1, 6}}, {{1}, {6}}}, "delta in [10^(-6/4), 10^(-1/4)]: ln(1.25/delta) < 4, OutG < ObjL",
        [](const Point& p, unsigned bits) { return table1_order(1, 100, p[0], bits); });
    out.push_back(std::move(c));
  }
  {
    Space s;
    s.coords = {{"theorem", 0, 2}, {"E", 1, 50},           {"eps_percent", 1, 100},
                {"T", 1, 5000},    {"U2_quarters", 0, 16}, {"L", 0, 8}};
    s.edges = {{0, 1, 100, 100, 4, 1}, {2, 1, 5, 100, 0, 0}, {1, 50, 1, 5000, 16, 8}};
    s.reaches = {reach("bound", {"(5.1b)", "(5.2b)", "(5.3b)"}),  // theorem 0, 2, 1 (edges)
                 reach("E", 1, 50),                               // E: edges 1, 50
                 reach("T", 100, 5000),                           // T in [1, 5000]: edges 100, 5000
                 reach("eps", 0.01, 1),                           // eps = eps_percent/100: edges 1, 100
                 reach("U2", 0, 4),                               // U2 = u2/4: edges u2 = 0, 16
                 reach("L", 0, 8)};                               // L: edges 0, 8
    out.push_back(make(
        "ryu_kim.l500", "L500 (after Theorem 5.5)",
        "Increasing the number E of local updates decreases the right-hand sides of (5.1b), (5.2b) and (5.3b) "
        "(eps-bar, T and the constants fixed).",
        "eps-bar fixed; synthetic constants (n = 2, P = 3, U1 = 1, U3 = 0.0038627, rho = 100, gamma = 1, alpha = 1)", s,
        [](const Point& p, unsigned bits) { return l500_at(p[0], p[1], p[2], p[3], p[4], p[5], false, bits); },
        Space{{{"E", 1, 10}}, {{1}, {5}}},
        "eps-bar = 1/(TE) from a total budget of 1 by basic composition (L383), (5.2b) at T = 100",
        [](const Point& p, unsigned bits) { return l500_at(1, p[0], 100, 100, 4, 1, true, bits); }));
  }
  {
    Space s;
    s.coords = {{"T", 1, 5000}, {"E", 1, 5}, {"eps_percent", 1, 100}, {"delta_index", 8, 24}, {"k", 1, 400}};
    s.edges = {{100, 5, 100, 8, 8}, {100, 1, 5, 8, 1}, {5000, 1, 100, 24, 400}};
    s.reaches = {reach("T", 100, 5000),                            // T in [1, 5000]: edges 100, 5000
                 reach("E", 1, 5),                                 // E: edges 1, 5
                 reach("eps", 0.05, 1),                            // eps = eps_percent/100: edges 5, 100
                 reach("delta", {delta_text(8), delta_text(24)}),  // delta = 10^(-j/4): edges j = 8, 24
                 reach("eps'", {"1/4 a", "400/4 a"})};             // eps' = (k/4) a: edges k = 1, 400
    auto check = [](const Point& p, unsigned bits, bool perturbed) {
      auto st = step412(p[0], p[1], p[2], p[3], p[4], bits);
      if (!st) return undecided("a of (4.12d) could not be evaluated");
      const Interval rhs = perturbed ? st->relaxed + st->eps_total / 4 : st->relaxed;
      const Interval lhs = integer_min(*st);
      // the claim is lhs >= rhs: verdict_le(rhs, lhs)
      Verdict v = verdict_le(rhs.upper_double(), lhs.lower_double(), std::max(1.0, std::fabs(lhs.mid_double())),
                             std::max(tolerance(bits), 1e-15));
      v.note = "min over integer tau of tau(a tau + a - eps') against the closed form of (4.12f)";
      v.instance = step412_text(p[0], p[1], p[2], p[3], p[4]);
      return v;
    };
    out.push_back(make(
        "ryu_kim.thm4_6.step4_12f", "Theorem 4.6's proof, (4.12c) and (4.12f) (L401-L415)",
        "min over integers tau >= 1 of tau(a tau + a - eps') >= -(eps')^2 ln(1.25/delta)/(TE eps^2) - "
        "TE eps^2/(16 ln(1.25/delta)) + eps'/2 (the relaxation to real tau and its minimum).",
        "a of (4.12d) > 0, eps' > 0", s, [check](const Point& p, unsigned bits) { return check(p, bits, false); },
        Space{{{"k", 8, 16}}, {{8}, {16}}},
        "the closed form raised by eps'/4 (a wrong minimum; power flow T = 100, E = 5, eps = 1)",
        [check](const Point& p, unsigned bits) {
          return check({100, 5, 100, 8, p[0]}, bits, true);
        }));
  }
  {
    Space s;
    s.coords = {{"T", 1, 5000}, {"E", 1, 5}, {"eps_percent", 1, 100}, {"delta_index", 8, 24}, {"k", 9, 400}};
    s.edges = {{100, 5, 100, 8, 9}, {5000, 1, 100, 24, 400}};
    s.reaches = {reach("T", 100, 5000),                            // T in [1, 5000]: edges 100, 5000
                 reach("E", 1, 5),                                 // E: edges 1, 5
                 reach("delta", {delta_text(8), delta_text(24)}),  // delta = 10^(-j/4): edges j = 8, 24
                 reach("eps'", {"9/4 a", "400/4 a"})};             // eps' = (k/4) a: edges k = 9, 400
    auto check = [](const Point& p, unsigned bits) {
      auto st = step412(p[0], p[1], p[2], p[3], p[4], bits);
      if (!st) return undecided("a of (4.12d) could not be evaluated");
      // first inequality of (4.12g): -TE eps^2/(16 L) = -a/4 >= -eps'/8; the second: -eps'/8 + eps'/2 >= 0
      const Interval gap = max(st->a / 4 - st->eps_total / 8, -(st->eps_total * 3 / 8));
      Verdict v = verdict_le(gap.upper_double(), 0.0, std::max(1.0, st->eps_total.mid_double()),
                             std::max(tolerance(bits), 1e-15));
      v.note = "max(a/4 - eps'/8, -3 eps'/8) must be <= 0 (the two inequalities of (4.12g))";
      v.instance = step412_text(p[0], p[1], p[2], p[3], p[4]);
      return v;
    };
    out.push_back(make("ryu_kim.thm4_6.step4_12g", "Theorem 4.6's proof, (4.12g) with (4.12e) (L409-L415)",
                       "Under (4.12e), eps' > 2a: -TE eps^2/(16 ln(1.25/delta)) >= -eps'/8 and -eps'/8 + eps'/2 >= 0.",
                       "eps' > 2a (4.12e)", s, check, Space{{{"k", 1, 7}}, {{1}, {7}}},
                       "eps' in [a/4, 7a/4] (outside (4.12e)), power flow T = 100, E = 5, eps = 1",
                       [check](const Point& p, unsigned bits) {
                         return check({100, 5, 100, 8, p[0]}, bits);
                       }));
  }
  for (auto& c : loss_claims()) out.push_back(std::move(c));
  for (auto& c : step_claims()) out.push_back(std::move(c));
  for (auto& c : federated_claims()) out.push_back(std::move(c));
  for (auto& c : admm_claims()) out.push_back(std::move(c));
  for (auto& c : utility_claims()) out.push_back(std::move(c));
  for (auto& c : appendix_claims()) out.push_back(std::move(c));
  for (auto& c : injective_claims()) out.push_back(std::move(c));
  for (auto& c : powerflow_claims()) out.push_back(std::move(c));
  return out;
}

}  // namespace privbound::proofs_check::ryu_kim
