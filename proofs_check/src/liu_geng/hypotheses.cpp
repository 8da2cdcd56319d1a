// Seed 003 (Liu et al.) claims on the rates and hypotheses of Section IV at the experiments' settings (Table II's n,
// LIBSVM's d_1, delta = 5e-4, the eps grid of L533, l = 1, g = 1/4 (+ lambda_2), mu = lambda_2; certified through
// bounds/liu_geng's rates):
//   remark1.vr_complexity_snapshot  DP-VRADMM's GC complexity g n eps/(l sqrt(tau d_1 log(1/delta))) (O-constant 1;
//                                   L453, Table I) is at least the n gradients of Algorithm 1's first snapshot
//                                   p~ = grad f(x~^0) (L206)
//   thm4.complexity_positive        Theorem 4's complexity (n + g/mu) log(n eps mu/d_1) (L465, Table I) is positive,
//                                   i.e. n eps mu/d_1 > 1
//   thm4.full_row_rank_experiments  the experiments' A = [phi; I] (L525) has full row rank, as Theorem 4 assumes
//                                   (L457): certified false by an exact null vector of A^T
//   remark2.thm5_factor_tau         Remark 2 (L510): Laplacian smoothing improves Theorem 5's bound by the factor tau
//                                   (its bound at nu over its bound at nu = 0 is at most tau)
//   remark2.thm6_factor_tau         the same for Theorem 6's bound
//   exp.sc_lipschitz                the SC objective's components log(1 + exp(-b a^T x)) + (lambda_2/2)|x|^2 (L549)
//                                   are l-Lipschitz, as Theorems 1-2 (privacy) and 4, 6 assume
#include <string>
#include <vector>

#include "common.hpp"
#include "privbound/bounds/liu_geng/liu_geng.hpp"
#include "privbound/bounds/liu_geng/settings.hpp"
#include "privbound/proofs_check/check_util.hpp"
#include "privbound/solvers/functions.hpp"

namespace privbound::proofs_check::liu_geng {
namespace {

using numeric::Interval;
using numeric::Rational;
namespace lg = bounds::liu_geng;

// The rate arguments at dataset k, eps (text) and nu = k_nu.
struct RatePoint {
  lg::RateArgs a;
  std::vector<std::pair<std::string, std::string>> text;
};
numeric::Result<RatePoint> rate_point(long k, const std::string& eps, long nu, unsigned bits) {
  const auto& d = lg::table2()[static_cast<std::size_t>(k)];
  RatePoint r;
  r.a.eps = dec(eps, bits);
  r.a.delta = dec(lg::exp_delta(), bits);
  r.a.l = Interval::from_int(1, bits);
  r.a.n = d.train;
  r.a.d1 = d.d1;
  r.a.mu = dec(d.lambda2, bits);
  r.a.g = Interval::from_rational(Rational(1, 4), bits) + r.a.mu;
  PB_TRY(Interval tau, lg::ls_tau_closed(d.d1, Interval::from_int(nu, bits)));
  r.a.tau = tau;
  r.text = {{"dataset", d.name}, {"n", str(d.train)},     {"d1", str(d.d1) + " (LIBSVM's)"},
            {"eps", eps},        {"delta", "5e-4"},       {"nu", str(nu)},
            {"l", "1"},          {"g", "1/4 + lambda_2"}, {"mu", std::string("lambda_2 = ") + d.lambda2}};
  return r;
}

std::string eps_at(long e) { return e < 0 ? std::string("0.000001") : lg::exp_eps()[static_cast<std::size_t>(e)]; }

// n <= the printed complexity (O-constant 1).
Verdict snapshot_check(long k, long e, long nu, unsigned bits) {
  auto r = rate_point(k, eps_at(e), nu, bits);
  if (!r.ok()) return undecided(r.error().message);
  auto c = lg::rate(lg::Rate::remark1_vr_complexity, r->a);
  if (!c.ok()) return undecided(c.error().message);
  const Interval n = Interval::from_int(r->a.n, bits);
  Verdict v = certified_le(n, *c, static_cast<double>(r->a.n));
  v.note = "printed complexity " + c->lower_decimal(6) + " = " + (*c / n).lower_decimal(4) +
           " n; Algorithm 1 evaluates n = " + str(r->a.n) + " component gradients for p~ = grad f(x~^0) alone";
  v.instance = r->text;
  return v;
}

// 1 <= n eps mu/d_1 (the argument of Theorem 4's log).
Verdict positive_check(long k, long e, unsigned bits) {
  auto r = rate_point(k, eps_at(e), 2, bits);
  if (!r.ok()) return undecided(r.error().message);
  const Interval arg = Interval::from_int(r->a.n, bits) * r->a.eps * r->a.mu / Interval::from_int(r->a.d1, bits);
  Verdict v = certified_le(Interval::from_int(1, bits), arg, 1.0);
  v.note = "n eps mu/d_1 = " + arg.lower_decimal(6) + ": log(n eps mu/d_1) = " + log(arg).lower_decimal(6);
  v.instance = r->text;
  return v;
}

// A = [phi; I] with phi (p x d_1) entries k/4 (or an incidence matrix's pattern): its rank is d_1 < p + d_1 rows. The
// check builds the exact null vector v = [w; -phi^T w] of A^T for w = e_1 and reports the claim violated when A^T v
// = 0 exactly with v != 0 (then A A^T is singular: rho_min(A A^T) = 0, and Theorem 4's third term is infinite).
// `p` = 0 (A = I) is full row rank: holds.
Verdict rank_check(long p, long d1, long seed) {
  solvers::Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 3007u);
  const auto up = static_cast<std::size_t>(p), ud = static_cast<std::size_t>(d1);
  const numeric::RationalMatrix phi = solvers::random_rational_matrix(rng, up, ud, 4, 4);
  Verdict v;
  v.instance = {{"A", "[phi; I], phi " + str(p) + " x " + str(d1) + " entries k/4, seed " + str(seed)}};
  if (p == 0) {
    v.status = Status::holds;
    v.slack = 1;
    v.note = "A = I has full row rank";
    return v;
  }
  // v = [w; z] with w = e_1 in R^p, z = -phi^T w in R^{d_1}; A^T v = phi^T w + z.
  std::vector<Rational> w(up), z(ud);
  w[0] = Rational(1);
  for (std::size_t j = 0; j < ud; ++j) z[j] = Rational(0) - phi(0, j);
  bool zero = true;
  for (std::size_t j = 0; j < ud; ++j) {
    Rational s = z[j];
    for (std::size_t i = 0; i < up; ++i) s = s + phi(i, j) * w[i];
    zero = zero && s.sign() == 0;
  }
  v.status = zero ? Status::violated : Status::undecided;
  v.certified = zero;  // the null vector is exact
  v.lhs = 0;
  v.rhs = 0;
  v.slack = zero ? -1 : 0;
  v.note = zero ? "A^T v = 0 exactly for v = [e_1; -phi^T e_1] != 0: A A^T is singular, rank d_1 = " + str(d1) + " < " +
                      str(p + d1) + " rows"
                : "null vector check failed";
  return v;
}

// Remark 2: bound(nu)/bound(nu = 0) <= tau^power (power 1 as printed; 2 in the control) for Theorem 5's bound
// l sqrt(tau d_1 L)/(eps n) (thm6 = false; the expression of Theorem 3) or Theorem 6's tau d_1 l^2 log(n) L/(mu eps^2
// n^2) (thm6 = true), at Table II's n and LIBSVM's d_1, eps = 1.
Verdict factor_check(bool thm6, long k, long nu, int power, unsigned bits) {
  auto r = rate_point(k, "1", nu, bits);
  if (!r.ok()) return undecided(r.error().message);
  const lg::Rate which = thm6 ? lg::Rate::thm4_utility : lg::Rate::thm3_utility;
  auto with = lg::rate(which, r->a);
  lg::RateArgs plain = r->a;
  plain.tau = Interval::from_int(1, bits);  // nu = 0: Q_nu = I, tau = 1
  auto without = lg::rate(which, plain);
  if (!with.ok() || !without.ok()) return undecided("rate failed");
  const Interval ratio = *with / *without;
  const Interval target = power == 1 ? r->a.tau : r->a.tau * r->a.tau;
  Verdict v = certified_le(ratio, target, 1.0);
  v.note = "bound(nu)/bound(0) = " + ratio.lower_decimal(6) + ", tau = " + r->a.tau.lower_decimal(6) +
           (power == 1 ? "" : " (control: tau^2)");
  v.instance = r->text;
  v.instance[3].second = "1";
  return v;
}

// |grad f_i(x)| <= l = 2^k for f_i(x) = log(1 + exp(-a^T x)) + (lambda_2/2)|x|^2 with a = e_1 (|a| = 1, label 1) at x =
// s e_1, s = 2 (l + 1)/lambda_2 (certified: the gradient's first coordinate is lambda_2 s - 1/(1 + e^s)).
Verdict lipschitz_check(long k, long j, unsigned bits) {
  const auto& d = lg::table2()[static_cast<std::size_t>(k)];
  const Interval lam = dec(d.lambda2, bits), l = Interval::from_int(1L << j, bits);
  const Interval s = Interval::from_int(2, bits) * (l + Interval::from_int(1, bits)) / lam;
  const Interval one = Interval::from_int(1, bits);
  const Interval grad = lam * s - one / (one + exp(s));
  Verdict v = certified_le(grad, l, l.upper_double());
  v.note = "|grad f_i(s e_1)| = " + grad.lower_decimal(8) + " at s = 2 (l + 1)/lambda_2";
  v.instance = {{"dataset", d.name}, {"lambda_2", d.lambda2}, {"l", "2^" + str(j)}, {"a_i", "e_1, label 1"}};
  return v;
}

}  // namespace

std::vector<Claim> hypothesis_claims() {
  std::vector<Claim> out;
  {
    Space s{{{"dataset", 0, 3}, {"eps", 0, 5}, {"nu", 2, 3}},
            {{0, 5, 2}, {1, 5, 3}, {2, 0, 2}, {3, 5, 2}},
            {table2_datasets_reach(),  // dataset in [0, 3], each an edge
             reach("eps", 0.05, 1),    // Fig. 2's grid {0.05, ..., 1}, index in [0, 5] (edges 0, 5)
             reach("nu", 2, 3)}};      // nu in [2, 3] (edges 2, 3)
    Claim c = make(
        "liu_geng.remark1.vr_complexity_snapshot", "Remark 1 (L453) and Table I (L43-L47), Algorithm 1 (L206)",
        "DP-VRADMM's GC gradient complexity g n eps/(l sqrt(tau d_1 log(1/delta))), with its O-constant set to 1, is "
        "at least the n component gradients Algorithm 1 evaluates for its first snapshot p~ = grad f(x~^0).",
        "Table II's n, LIBSVM's d_1, delta = 5e-4, eps of L533, nu in {2, 3}, l = 1, g = 1/4 + lambda_2", s,
        [](const Point& p, unsigned bits) { return snapshot_check(p[0], p[1], p[2], bits); },
        Space{{{"dataset", 0, 3}}, {{0}, {3}}}, "eps = 1e-6",
        [](const Point& p, unsigned bits) { return snapshot_check(p[0], -1, 2, bits); });
    c.expected = {Status::violated, "liu_geng.E4"};
    out.push_back(std::move(c));
  }
  {
    Space s{{{"dataset", 0, 3}, {"eps", 0, 5}},
            {{0, 5}, {1, 5}, {2, 5}, {3, 5}, {0, 0}},
            {table2_datasets_reach(),  // dataset in [0, 3], each an edge
             reach("eps", 0.05, 1)}};  // Fig. 2's grid {0.05, ..., 1}, index in [0, 5] (edges 0, 5)
    Claim c = make(
        "liu_geng.thm4.complexity_positive", "Theorem 4 (L465) and Table I (L47)",
        "Theorem 4's gradient complexity (n + g/mu) log(n eps mu/d_1) is positive at the experiments: n eps mu/d_1 > "
        "1 (mu = lambda_2 of Table II, the SC objective of L549).",
        "Table II's n and lambda_2, LIBSVM's d_1, eps of L533", s,
        [](const Point& p, unsigned bits) { return positive_check(p[0], p[1], bits); },
        Space{{{"dataset", 0, 3}}, {{0}, {3}}}, "eps = 1e-6",
        [](const Point& p, unsigned bits) { return positive_check(p[0], -1, bits); });
    c.expected = {Status::violated, "liu_geng.E5"};
    out.push_back(std::move(c));
  }
  {
    // the only description is the text of A: its smallest and largest phi, at the edges (1, 1, 0) and (20, 20, 2)
    Space s{{{"rows_phi", 1, 20}, {"d1", 1, 20}, {"seed", 0, 999999}},
            {{1, 1, 0}, {3, 5, 1}, {20, 20, 2}},
            {reach("A", {"[phi; I], phi 1 x 1 entries k/4, seed 0", "[phi; I], phi 20 x 20 entries k/4, seed 2"})}};
    Claim c = make(
        "liu_geng.thm4.full_row_rank_experiments", "Theorem 4's hypothesis (L457) at the experiments' A (L525)",
        "The experiments' A = [phi; I] has full row rank (Theorem 4: 'A has full row rank'; rho_min(A A^T) > 0 in its "
        "m condition).",
        "phi with at least one row (the sparsity pattern of L525; entries k/4 here)", s,
        [](const Point& p, unsigned) { return rank_check(p[0], p[1], p[2]); }, Space{{{"d1", 1, 20}}, {{1}, {20}}},
        "phi with 2 rows", [](const Point& p, unsigned) { return rank_check(2, p[0], 7); });
    c.expected = {Status::violated, "liu_geng.E6"};
    out.push_back(std::move(c));
  }
  const Space fs{{{"dataset", 0, 3}, {"nu", 1, 10}},
                 {{0, 2}, {1, 3}, {3, 1}, {2, 10}},
                 {table2_datasets_reach(),  // dataset in [0, 3], each an edge
                  reach("nu", 1, 10)}};     // nu in [1, 10] (edges 1, 10)
  const Space fc{{{"dataset", 0, 3}}, {{0}, {3}}};
  {
    Claim c = make(
        "liu_geng.remark2.thm5_factor_tau", "Remark 2 (L510) on Theorem 5 (L500-L503)",
        "Laplacian smoothing improves Theorem 5's upper bound O(l sqrt(tau d_1 log(1/delta))/(eps n)) by a factor "
        "tau: the bound at nu is at most tau times the bound at nu = 0.",
        "Table II's n, LIBSVM's d_1, eps = 1, delta = 5e-4, l = 1, nu >= 1 (tau < 1)", fs,
        [](const Point& p, unsigned bits) { return factor_check(false, p[0], p[1], 1, bits); }, fc,
        "tau^2 in place of tau, nu = 2",
        [](const Point& p, unsigned bits) { return factor_check(false, p[0], 2, 2, bits); });
    c.expected = {Status::violated, "liu_geng.E7"};
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "liu_geng.exp.sc_lipschitz", "Theorems 1, 2, 4, 6 (L290, L294, L457, L506) at the SC objective (L549)",
        "Each component log(1 + exp(-b_i a_i^T x)) + (lambda_2/2)|x|^2 of Fig. 3's SC objective is l-Lipschitz for "
        "some "
        "l (tested: l = 2^j) when |a_i| <= 1.",
        "lambda_2 of Table II",
        Space{{{"dataset", 0, 3}, {"j", 0, 40}},
              {{0, 0}, {1, 10}, {3, 40}},
              {table2_datasets_reach(),        // dataset in [0, 3] (2 by the random points: four values)
               reach("lambda_2", 1e-5, 1e-4),  // Table II's lambda_2: 1e-4 (covtype, edge 0), 1e-5 (w8a, edge 1)
               reach("l", {"2^0", "2^40"})}},  // l = 2^j, j in [0, 40] (edges 0, 40)
        [](const Point& p, unsigned bits) { return lipschitz_check(p[0], p[1], bits); }, fc, "l = 2^20",
        [](const Point& p, unsigned bits) { return lipschitz_check(p[0], 20, bits); });
    c.expected = {Status::violated, "liu_geng.E8"};
    out.push_back(std::move(c));
  }
  out.push_back(make(
      "liu_geng.remark2.thm6_factor_tau", "Remark 2 (L510) on Theorem 6 (L508)",
      "Laplacian smoothing improves Theorem 6's upper bound O(tau d_1 l^2 log(n) log(1/delta)/(mu eps^2 n^2)) by a "
      "factor tau.",
      "as remark2.thm5_factor_tau, mu = lambda_2", fs,
      [](const Point& p, unsigned bits) { return factor_check(true, p[0], p[1], 1, bits); }, fc,
      "tau^2 in place of tau, nu = 2",
      [](const Point& p, unsigned bits) { return factor_check(true, p[0], 2, 2, bits); }));
  return out;
}

}  // namespace privbound::proofs_check::liu_geng
