// Seed 001 (Cyffers, Bellet, Basu) claims on Algorithm 1 and its block rules (solvers/cyffers_bellet_basu/fixed_point):
//   thm1.affine_blocks   Theorem 1's (16) on tau-contractive affine R with Bernoulli(q), m-subset or single-block
//                        activations, a constant error e_k (|e_k| = zeta) and Gaussian noise: exact second moments of
//                        Algorithm 1 (certified), with a witness lambda in (0, 1] for every k up to the horizon
//   l775.subset_q        L775: the m-subset rule's utility is Theorem 1 at q = m (printed) / q = m/n (corrected),
//   l775.subset_q_corrected   against P[rho_{k,b} = 1] by enumerating the subsets (exact)
#include <string>
#include <vector>

#include "common.hpp"
#include "privbound/bounds/cyffers_bellet_basu/cyffers_bellet_basu.hpp"
#include "privbound/solvers/cyffers_bellet_basu/fixed_point.hpp"

namespace privbound::proofs_check::cyffers_bellet_basu {
namespace {

using numeric::Interval;
using numeric::Rational;
using numeric::RationalMatrix;
namespace cbb = bounds::cyffers_bellet_basu;
namespace fp = solvers::cyffers_bellet_basu;

const char* rule_name(fp::BlockRule r) {
  switch (r) {
    case fp::BlockRule::all:
      return "all blocks";
    case fp::BlockRule::bernoulli:
      return "independent Bernoulli(q)";
    case fp::BlockRule::single:
      return "one random block";
    case fp::BlockRule::subset:
      return "random m-subset";
  }
  return "?";
}

// One instance: M = (t/100) Q diag(d) with Q a rational rotation and |d_i| <= 1 (so |M|_2 <= tau = t/100), u* = 0,
// w_0 = (d0/4) Q' e_1 (D = (d0/4)^2), the constant error c = (z/8) Q' e_2 (or e_1 when p = 1; zeta = z/8), sigma = s/8,
// B blocks, the rule (0 Bernoulli(j/16), 1 subset of m = 1 + (j - 1) mod B, 2 one block). For lambda in {1, 1/2, 1/4}
// the exact E|u_{k+1} - u*|^2 against (16)(k) for k = 0 .. kk - 1 under Remark 1's hypothesis; holds when one lambda
// satisfies every k. `first_term_only`: (16) without its noise term (the control).
Verdict affine_blocks_check(const Point& pt, bool first_term_only, unsigned bits) {
  const auto p = static_cast<std::size_t>(pt[0]);
  const std::size_t B = std::min<std::size_t>(static_cast<std::size_t>(pt[1]), p);
  const long rule_i = pt[2], j = pt[3], seed = pt[4], t = pt[5], s = pt[6], z = pt[7], d0 = pt[8], kk = pt[9];
  const fp::BlockRule rule = rule_i == 0   ? fp::BlockRule::bernoulli
                             : rule_i == 1 ? fp::BlockRule::subset
                                           : fp::BlockRule::single;
  auto blocks = fp::make_blocks(p, B, rule, Rational(j, 16), 1 + static_cast<std::size_t>(j - 1) % B);
  if (!blocks.ok()) return undecided(blocks.error().message);
  const RationalMatrix Q = rational_rotation(p, seed), Q2 = rational_rotation(p, seed / 7 + 1);
  RationalMatrix Dg(p, p), w0(p, 1), c(p, 1);
  for (std::size_t i = 0; i < p; ++i) Dg(i, i) = Rational((seed >> (2 * i)) % 9 - 4, 4);
  Dg(0, 0) = Rational(1);  // |M|_2 = tau exactly
  const RationalMatrix M = Rational(t, 100) * (Q * Dg);
  for (std::size_t i = 0; i < p; ++i) {
    w0(i, 0) = Rational(d0, 4) * Q2(i, 0);
    c(i, 0) = Rational(z, 8) * Q2(i, p >= 2 ? 1 : 0);
  }
  const Interval tau = iv(t, 100, bits), q = Interval::from_rational(blocks->p_one(), bits), sigma = iv(s, 8, bits),
                 zeta = iv(z, 8, bits), D = iv(d0 * d0, 16, bits);
  std::vector<Interval> bound;
  for (long k = 0; k < kk; ++k) {
    auto b = cbb::thm1_utility(tau, q, static_cast<long>(p), sigma, zeta, k, D, false, cbb::Thm1Hypothesis::remark1);
    if (!b.ok()) return undecided(b.error().message);
    if (first_term_only) {
      auto tail = cbb::thm1_utility(tau, q, static_cast<long>(p), sigma, zeta, k, Interval::from_int(0, bits), false,
                                    cbb::Thm1Hypothesis::remark1);
      if (!tail.ok()) return undecided(tail.error().message);
      b = *b - *tail;
    }
    bound.push_back(*b);
  }
  // the witness: a lambda satisfying every k, the one with the largest worst slack; else the least violated
  auto better = [](const Verdict& a, const Verdict& b) {
    if ((a.status == Status::holds) != (b.status == Status::holds)) return a.status == Status::holds;
    return a.slack > b.slack;
  };
  Verdict best;
  std::string lam_text;
  for (const Rational& lam : {Rational(1), Rational(1, 2), Rational(1, 4)}) {
    const auto mom =
        fp::alg1_affine_second_moments(M, c, w0, *blocks, Interval::from_rational(lam, bits), sigma, kk, bits);
    Verdict worst;
    for (long k = 0; k < kk; ++k) {
      const auto i = static_cast<std::size_t>(k);
      const Verdict v = certified_le(mom[i + 1], bound[i], bound[i].mid_double());
      if (k == 0 || better(worst, v)) worst = v;
    }
    if (lam_text.empty() || better(worst, best)) {
      best = worst;
      lam_text = lam.to_string();
    }
  }
  best.note = "witness lambda = " + lam_text + " (tried 1, 1/2, 1/4; the worst k for it)";
  best.instance = {{"p", str(static_cast<long>(p))},
                   {"blocks", str(static_cast<long>(B))},
                   {"rule", rule_name(rule)},
                   {"q", blocks->p_one().to_string()},
                   {"M", "(t/100) Q diag(d), |M|_2 = tau"},
                   {"tau", frac(t, 100)},
                   {"seed", str(seed)},
                   {"sigma", frac(s, 8)},
                   {"zeta (constant e_k)", frac(z, 8)},
                   {"D", frac(d0 * d0, 16)},
                   {"k", "0 .. " + str(kk - 1)}};
  return best;
}

// P[rho_{k,b} = 1] for a uniformly random m-subset of n blocks, by enumerating the subsets (bit masks), against the
// printed q = m (or the corrected m/n; `wrong`: 1/n, the single-block value).
Verdict subset_q_check(long n, long m, int which, unsigned bits) {
  (void)bits;
  long total = 0, with_first = 0;
  for (long mask = 0; mask < (1L << n); ++mask) {
    if (__builtin_popcountl(static_cast<unsigned long>(mask)) != m) continue;
    ++total;
    with_first += mask & 1L;
  }
  const Rational exact(with_first, total);
  const Rational q = which == 0 ? Rational(m) : which == 1 ? Rational(m, n) : Rational(1, n);
  Verdict v = verdict_le(std::fabs((q - exact).to_double()), 0, 1, 0);
  v.status = q == exact ? Status::holds : Status::violated;
  v.lhs = q.to_double();
  v.rhs = exact.to_double();
  v.note = "P[block active] = " + exact.to_string() + " (enumerated), q = " + q.to_string() +
           (q > Rational(1) ? " (outside Theorem 1's q in (0, 1])" : "");
  v.instance = {{"n blocks", str(n)}, {"m", str(m)}};
  return v;
}

}  // namespace

std::vector<Claim> algorithm1_claims() {
  std::vector<Claim> out;
  {
    const Space s{{{"p", 1, 3},
                   {"B", 1, 3},
                   {"rule", 0, 2},
                   {"j", 1, 16},
                   {"seed", 0, 9999},
                   {"t", 0, 99},
                   {"s", 1, 32},
                   {"z", 0, 16},
                   {"d0", 0, 400},
                   {"kk", 1, 60}},
                  {{2, 2, 0, 8, 5, 90, 8, 4, 40, 60},
                   {3, 3, 1, 2, 17, 99, 32, 0, 400, 60},
                   {3, 3, 2, 1, 3, 50, 8, 16, 4, 60},
                   {1, 1, 0, 1, 0, 99, 32, 16, 400, 60}}};
    Claim c = make(
        "thm1.affine_blocks", "Theorem 1 (L171-L178), Algorithm 1 (L113-L127), Remark 1",
        "For tau-contractive R there is a lambda in (0, 1] with E(|u_{k+1} - u*|^2 | F_0) <= (1 - q^2(1 - tau)/8)^k D "
        "+ "
        "8((sqrt(p) sigma + zeta)/(sqrt(q)(1 - tau)) + (p sigma^2 + zeta^2)/(q^3(1 - tau)^3)): Algorithm 1 on affine R "
        "with P[rho_{k,b} = 1] = q (independent, m-subset or one block), a constant error |e_k| = zeta and Gaussian "
        "noise, exact second moments (certified), witnesses lambda in {1, 1/2, 1/4}.",
        "p <= 3 coordinates in B blocks, M = (t/100) Q diag(d), |M|_2 = tau, sigma = s/8, zeta = z/8, D = (d0/4)^2, "
        "k < kk <= 60, Remark 1's sqrt(p) sigma + zeta > sqrt(q)(1 - tau)",
        s, [](const Point& p, unsigned bits) { return affine_blocks_check(p, false, bits); },
        Space{{{"t", 50, 99}}, {{50}, {99}}}, "(16) without its noise term, p = 2, q = 1/2, sigma = 4, D = 1, k < 60",
        [](const Point& p, unsigned bits) {
          return affine_blocks_check({2, 2, 0, 8, 5, p[0], 32, 0, 4, 60}, true, bits);
        });
    c.form = Form::supported;
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "l775.subset_q", "Section 5.1 (L769-L775), Theorem 1 (L171)",
        "Choosing a random subset of m blocks, the utility is Theorem 1's with q = m (exact: q must be "
        "P[rho_{k,b} = 1], counted over the subsets).",
        "n blocks, 1 <= m <= n <= 12", Space{{{"n", 1, 12}, {"m", 1, 12}}, {{4, 1}, {10, 2}, {12, 12}}},
        [](const Point& p, unsigned bits) {
          return p[1] > p[0] ? undecided("m > n") : subset_q_check(p[0], p[1], 0, bits);
        },
        Space{{{"n", 2, 12}}, {{2}, {12}}}, "m = 1: q = 1 printed, P = 1/n",
        [](const Point& p, unsigned bits) { return subset_q_check(p[0], 1, 0, bits); });
    c.expected = {Status::violated, "cyffers_bellet_basu.E23"};
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "l775.subset_q_corrected", "Section 5.1 (L775), Algorithm 3 (L277)",
        "For a random subset of m of n blocks, P[rho_{k,b} = 1] = m/n: Theorem 1 applies at q = m/n (exact, "
        "subsets enumerated).",
        "n blocks, 1 <= m <= n <= 12", Space{{{"n", 1, 12}, {"m", 1, 12}}, {{4, 1}, {10, 2}, {12, 12}}},
        [](const Point& p, unsigned bits) {
          return p[1] > p[0] ? undecided("m > n") : subset_q_check(p[0], p[1], 1, bits);
        },
        Space{{{"n", 3, 12}}, {{3}, {12}}}, "q = 1/n at m = 2",
        [](const Point& p, unsigned bits) { return subset_q_check(p[0], 2, 2, bits); });
    c.form = Form::corrected;
    out.push_back(std::move(c));
  }
  return out;
}

}  // namespace privbound::proofs_check::cyffers_bellet_basu
