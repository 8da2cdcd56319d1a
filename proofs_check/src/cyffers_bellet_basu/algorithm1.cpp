// Seed 001 (Cyffers, Bellet, Basu) claims on Algorithm 1 and its block rules (solvers/cyffers_bellet_basu/fixed_point):
//   thm1.affine_blocks   Theorem 1's (16) on tau-contractive affine R with Bernoulli(q), m-subset or single-block
//                        activations, a constant error e_k (|e_k| = zeta) and Gaussian noise: exact second moments of
//                        Algorithm 1 (certified), with a witness lambda in (0, 1] for every k up to the horizon
//   thm1.mc_nonlinear    the same on the nonlinear tau-contractive R(u) = u* + tau Q sin(u - u*), by Monte Carlo of
//                        Algorithm 1 (mean +- 6 standard errors against (16))
//   thm5.eq14            Theorem 5's (14) as transcribed, on Algorithm 1 with affine R and no error (alpha_k = 0):
//                        exact weighted second moments against chi^{k+1}
//   thm5.eq14_corrected  the same under max_b omega_b p_b <= 1
//   l775.subset_q        L775: the m-subset rule's utility is Theorem 1 at q = m (printed) / q = m/n (corrected),
//   l775.subset_q_corrected   against P[rho_{k,b} = 1] by enumerating the subsets (exact)
#include <algorithm>
#include <string>
#include <vector>

#include "common.hpp"
#include "privbound/bounds/cyffers_bellet_basu/cyffers_bellet_basu.hpp"
#include "privbound/numeric/hp.hpp"
#include "privbound/solvers/cyffers_bellet_basu/fixed_point.hpp"
#include "privbound/solvers/functions.hpp"

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

// The blocks of a point's (p, B, rule, j): p coordinates in min(B, p) blocks, the rule 0 Bernoulli(j/16), 1 a subset of
// m = 1 + (j - 1) mod B, 2 one block.
numeric::Result<fp::Blocks> point_blocks(std::size_t p, long B, long rule_i, long j) {
  const std::size_t count = std::min<std::size_t>(static_cast<std::size_t>(B), p);
  const fp::BlockRule rule = rule_i == 0   ? fp::BlockRule::bernoulli
                             : rule_i == 1 ? fp::BlockRule::subset
                                           : fp::BlockRule::single;
  return fp::make_blocks(p, count, rule, Rational(j, 16), 1 + static_cast<std::size_t>(j - 1) % count);
}

// M = (t/100) Q diag(d) with Q the seed's rational rotation, d_i = ((seed >> 2i) mod 9 - 4)/4 and d_0 = 1, so |M|_2 =
// t/100 exactly.
RationalMatrix contraction(std::size_t p, long t, long seed) {
  RationalMatrix Dg(p, p);
  for (std::size_t i = 0; i < p; ++i) Dg(i, i) = Rational((seed >> (2 * i)) % 9 - 4, 4);
  Dg(0, 0) = Rational(1);
  return Rational(t, 100) * (rational_rotation(p, seed) * Dg);
}

// One instance of Theorem 1 on Algorithm 1, from the point (p, B, rule, j, seed, t, s, z, d0, kk): p <= 3 coordinates
// in B blocks, the rule (0 Bernoulli(j/16), 1 subset of m = 1 + (j - 1) mod B, 2 one block), Q and Q2 rational
// rotations from the seed, tau = t/100, w_0 = u_0 - u* = (d0/4) Q2 e_1 (D = (d0/4)^2), the constant error c = (z/8)
// Q2 e_2 (e_1 when p = 1; zeta = z/8), sigma = s/8, and (16)(k) for k = 0 .. kk - 1 under Remark 1's hypothesis
// (`first_term_only`: without its noise term, the controls).
struct Alg1Instance {
  std::size_t p = 1;
  fp::Blocks blocks;
  RationalMatrix Q, w0, c;
  Interval tau, sigma;
  long seed = 0, kk = 0;
  std::vector<Interval> bound;
  std::vector<std::pair<std::string, std::string>> text;
};
numeric::Result<Alg1Instance> alg1_instance(const Point& pt, bool first_term_only, unsigned bits) {
  using numeric::Error;
  using numeric::ErrorKind;
  Alg1Instance in;
  in.p = static_cast<std::size_t>(pt[0]);
  const long t = pt[5], s = pt[6], z = pt[7], d0 = pt[8];
  in.seed = pt[4];
  in.kk = pt[9];
  auto blocks = point_blocks(in.p, pt[1], pt[2], pt[3]);
  if (!blocks.ok()) return blocks.error();
  in.blocks = *blocks;
  in.Q = rational_rotation(in.p, in.seed);
  const RationalMatrix Q2 = rational_rotation(in.p, in.seed / 7 + 1);
  in.w0 = RationalMatrix(in.p, 1);
  in.c = RationalMatrix(in.p, 1);
  for (std::size_t i = 0; i < in.p; ++i) {
    in.w0(i, 0) = Rational(d0, 4) * Q2(i, 0);
    in.c(i, 0) = Rational(z, 8) * Q2(i, in.p >= 2 ? 1 : 0);
  }
  in.tau = iv(t, 100, bits);
  in.sigma = iv(s, 8, bits);
  const Interval q = Interval::from_rational(in.blocks.p_one(), bits), zeta = iv(z, 8, bits), D = iv(d0 * d0, 16, bits);
  const auto P = static_cast<long>(in.p);
  for (long k = 0; k < in.kk; ++k) {
    auto b = cbb::thm1_utility(in.tau, q, P, in.sigma, zeta, k, D, false, cbb::Thm1Hypothesis::remark1);
    if (!b.ok()) return b.error();
    if (first_term_only) {
      auto tail = cbb::thm1_utility(in.tau, q, P, in.sigma, zeta, k, Interval::from_int(0, bits), false,
                                    cbb::Thm1Hypothesis::remark1);
      if (!tail.ok()) return tail.error();
      b = *b - *tail;
    }
    in.bound.push_back(*b);
  }
  in.text = {{"p", str(P)},
             {"blocks", str(static_cast<long>(in.blocks.count))},
             {"rule", rule_name(in.blocks.rule)},
             {"q", in.blocks.p_one().to_string()},
             {"tau", frac(t, 100)},
             {"seed", str(in.seed)},
             {"sigma", frac(s, 8)},
             {"zeta (constant e_k)", frac(z, 8)},
             {"D", frac(d0 * d0, 16)},
             {"k", "0 .. " + str(in.kk - 1)}};
  return in;
}

// The witness order: a verdict that holds beats one that does not, then the larger slack.
bool better(const Verdict& a, const Verdict& b) {
  if ((a.status == Status::holds) != (b.status == Status::holds)) return a.status == Status::holds;
  return a.slack > b.slack;
}

// Over the witnesses lambda in {1, 1/2, 1/4}: `at(lambda)` gives the verdicts of k = 0 .. kk - 1 for that lambda; a
// lambda's verdict is its worst k, and the claim's the best lambda's (Theorem 1 asserts that some lambda works).
template <class AtLambda>
Verdict best_witness(const AtLambda& at) {
  Verdict best;
  std::string lam_text;
  for (const Rational& lam : {Rational(1), Rational(1, 2), Rational(1, 4)}) {
    const std::vector<Verdict> vs = at(lam);
    Verdict worst = vs.front();
    for (const Verdict& v : vs)
      if (better(worst, v)) worst = v;
    if (lam_text.empty() || better(worst, best)) {
      best = worst;
      lam_text = lam.to_string();
    }
  }
  best.note = "witness lambda = " + lam_text + " (tried 1, 1/2, 1/4; the worst k for it)" +
              (best.note.empty() ? "" : "; " + best.note);
  return best;
}

// Affine R = M(u - u*) + u*, M = (t/100) Q diag(d) (|d_i| <= 1, d_0 = 1, so |M|_2 = tau), u* = 0: the exact E|u_{k+1} -
// u*|^2 (certified) against (16)(k).
Verdict affine_blocks_check(const Point& pt, bool first_term_only, unsigned bits) {
  auto in = alg1_instance(pt, first_term_only, bits);
  if (!in.ok()) return undecided(in.error().message);
  const RationalMatrix M = contraction(in->p, pt[5], in->seed);
  Verdict best = best_witness([&](const Rational& lam) {
    const auto mom = fp::alg1_affine_second_moments(M, in->c, in->w0, in->blocks, Interval::from_rational(lam, bits),
                                                    in->sigma, in->kk, bits);
    std::vector<Verdict> vs;
    for (std::size_t k = 0; k < in->bound.size(); ++k)
      vs.push_back(certified_le(mom[k + 1], in->bound[k], in->bound[k].mid_double()));
    return vs;
  });
  best.instance = in->text;
  best.instance.insert(best.instance.begin() + 4, {"M", "(t/100) Q diag(d), |M|_2 = tau"});
  return best;
}

// Nonlinear R(u) = u* + tau Q sin(u - u*) (sin coordinatewise: 1-Lipschitz with sin 0 = 0, so R is tau-contractive
// with fixed point u*), u* = (1/2, -1/4, 1/8) restricted to p: Monte Carlo of Algorithm 1 (solver's alg1_monte_carlo,
// `paths` runs seeded by the instance), the sample mean of |u_{k+1} - u*|^2 with its standard error se, against
// (16)(k): holds when mean + 6 se <= (16), violated when mean - 6 se > (16), else undecided. A sampled verdict: 64
// bits is far below its sampling error, while (16) is certified at `bits`.
Verdict mc_nonlinear_check(const Point& pt, bool first_term_only, unsigned bits) {
  constexpr long kPaths = 120;
  constexpr double kZ = 6.0;
  auto in = alg1_instance(pt, first_term_only, bits);
  if (!in.ok()) return undecided(in.error().message);
  numeric::ScopedHpPrecision prec(64);
  const numeric::HpMatrix Q = solvers::to_hp(in->Q), TQ = solvers::to_hp(Rational(pt[5], 100)) * Q;
  const double ustar_v[3] = {0.5, -0.25, 0.125};
  numeric::HpVector ustar(static_cast<Eigen::Index>(in->p));
  for (Eigen::Index i = 0; i < ustar.size(); ++i) ustar(i) = numeric::hp_float(ustar_v[i]);
  const fp::Operator R = [&](const numeric::HpVector& u) {
    numeric::HpVector s = u - ustar;
    for (Eigen::Index i = 0; i < s.size(); ++i) s(i) = sin(s(i));
    return numeric::HpVector(ustar + TQ * s);
  };
  const numeric::HpVector u0 = ustar + solvers::to_hp(in->w0).col(0), c = solvers::to_hp(in->c).col(0);
  const double sigma = in->sigma.mid_double();
  const auto verdicts = [&](const Rational& lam, long paths) {
    const auto mc = fp::alg1_monte_carlo(R, in->blocks, solvers::to_hp(lam), u0, ustar, c, sigma, paths, in->kk,
                                         static_cast<std::uint64_t>(in->seed * 7919 + 17 + paths));
    std::vector<Verdict> vs;
    for (std::size_t k = 0; k < in->bound.size(); ++k) {
      const double hi = mc.mean[k + 1] + kZ * mc.se[k + 1], lo = mc.mean[k + 1] - kZ * mc.se[k + 1];
      const double blo = in->bound[k].lower_double(), bhi = in->bound[k].upper_double();
      Verdict v = verdict_le(hi, blo, std::max(blo, 1e-300), 0.0);
      v.lhs = mc.mean[k + 1];
      v.status = hi <= blo ? Status::holds : lo > bhi ? Status::violated : Status::undecided;
      v.note = "mean " + std::to_string(mc.mean[k + 1]) + " +- " + std::to_string(mc.se[k + 1]) + " (" + str(paths) +
               " paths) at k = " + str(static_cast<long>(k));
      vs.push_back(v);
    }
    return vs;
  };
  // a witness whose comparison the sampling error leaves open (no k violated, some k undecided) is sampled again with
  // 4 times the paths, so the instances closest to (16) are decided rather than skipped
  Verdict best = best_witness([&](const Rational& lam) {
    std::vector<Verdict> vs = verdicts(lam, kPaths);
    const auto has = [&vs](Status st) {
      return std::any_of(vs.begin(), vs.end(), [st](const Verdict& v) { return v.status == st; });
    };
    if (has(Status::undecided) && !has(Status::violated)) vs = verdicts(lam, 4 * kPaths);
    return vs;
  });
  best.instance = in->text;
  best.instance.insert(best.instance.begin() + 4, {"R", "u* + tau Q sin(u - u*), u* = (1/2, -1/4, 1/8)"});
  return best;
}

// Theorem 5 ((14), Combettes-Pesquet as transcribed) on Algorithm 1 with the affine R = M u (u* = 0), M = (t/100) Q
// diag(d), |M|_2 = t/100, so (13) holds with tau_b = (t/100)^2 for every b; no error (alpha_k = 0: [b] holds, xi = 0,
// eta_bar = 0), constant lambda = l/4 ([a]), the rule's independent draws ([c]) with p_b = P[block b active] > 0 ([d]);
// weights with omega_b p_b = tau + (1 - tau) v_b/8 in (tau, 1] (`capped`, the corrected hypothesis) or tau + (1 -
// tau) v_b/4 in (tau, 2 - tau] (printed: also above 1), v_b = 1 + (w >> 3b) mod 8, so Theorem 5's condition max_b
// tau_b < omega_b p_b always holds. The exact weighted second moment sum_b omega_b E|u_{k+1,b}|^2 (certified) against
// (14)'s chi^{k+1} sum_b omega_b |u_{0,b}|^2.
Verdict eq14_check(const Point& pt, bool capped, unsigned bits) {
  const auto p = static_cast<std::size_t>(pt[0]);
  const long seed = pt[4], t = pt[5], w = pt[6], l = pt[7], kk = pt[8];
  auto blocks = point_blocks(p, pt[1], pt[2], pt[3]);
  if (!blocks.ok()) return undecided(blocks.error().message);
  const std::size_t B = blocks->count;
  const Rational tau_b(t * t, 10000), pb = blocks->p_one();
  std::vector<Rational> omega, tau(B, tau_b);
  Rational max_wp(0);
  for (std::size_t b = 0; b < B; ++b) {
    const Rational wp = tau_b + (Rational(1) - tau_b) * Rational(1 + (w >> (3 * b)) % 8, capped ? 8 : 4);
    omega.push_back(wp / pb);
    max_wp = std::max(max_wp, wp);
  }
  const Interval lam = iv(l, 4, bits);
  auto cp = cbb::thm5_cp(lam, Interval::from_int(0, bits), omega, std::vector<Rational>(B, pb), tau, kk, bits);
  if (!cp.ok()) return undecided(cp.error().message);
  RationalMatrix w0(p, 1);
  const RationalMatrix Q2 = rational_rotation(p, seed / 7 + 1);
  std::vector<Rational> weight;
  for (std::size_t i = 0; i < p; ++i) {
    weight.push_back(omega[blocks->of[i]]);
    w0(i, 0) = Q2(i, 0);
  }
  const auto mom = fp::alg1_affine_second_moments(contraction(p, t, seed), RationalMatrix(p, 1), w0, *blocks, lam,
                                                  Interval::from_int(0, bits), kk + 1, bits, weight);
  // mom[0] = sum_b omega_b |u_{0,b}|^2, exactly (S_0 = w_0 w_0^T)
  const Interval rhs = pow(cp->chi, kk + 1) * mom[0] + cp->eta_bar;
  Verdict v = certified_le(mom[static_cast<std::size_t>(kk + 1)], rhs, rhs.mid_double());
  std::string om;
  for (const Rational& o : omega) om += (om.empty() ? "" : ", ") + o.to_string();
  v.note = "chi = " + cp->chi.lower_decimal(6) + ", max_b omega_b p_b = " + max_wp.to_string();
  v.instance = {{"p", str(static_cast<long>(p))},
                {"blocks", str(static_cast<long>(B))},
                {"rule", rule_name(blocks->rule)},
                {"p_b", pb.to_string()},
                {"M", "(t/100) Q diag(d), |M|_2 = t/100"},
                {"tau_b", tau_b.to_string()},
                {"seed", str(seed)},
                {"omega", om},
                {"lambda", frac(l, 4)},
                {"e_k", "0 (alpha_k = 0)"},
                {"k", str(kk)}};
  return v;
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
  v.certified = true;  // enumerated exactly
  v.lhs = q.to_double();
  v.rhs = exact.to_double();
  v.note = "P[block active] = " + exact.to_string() + " (enumerated), q = " + q.to_string() +
           (q > Rational(1) ? " (outside Theorem 1's q in (0, 1])" : "");
  v.instance = {{"n blocks", str(n)}, {"m", str(m)}};
  return v;
}

// The points of alg1_instance: p, B, rule, j, seed, t, s, z, d0 and the horizon kk <= kk_max, with four edge points at
// the horizon.
Space alg1_space(long kk_max) {
  return Space{{{"p", 1, 3},
                {"B", 1, 3},
                {"rule", 0, 2},
                {"j", 1, 16},
                {"seed", 0, 9999},
                {"t", 0, 99},
                {"s", 1, 32},
                {"z", 0, 16},
                {"d0", 0, 400},
                {"kk", 1, kk_max}},
               {{2, 2, 0, 8, 5, 90, 8, 4, 40, kk_max},
                {3, 3, 1, 2, 17, 99, 32, 0, 400, kk_max},
                {3, 3, 2, 1, 3, 50, 8, 16, 4, kk_max},
                {1, 1, 0, 1, 0, 99, 32, 16, 400, kk_max}},
               {reach("p", 1, 3),       // p in [1, 3] (edges 1, 3)
                reach("blocks", 1, 3),  // min(B, p), B in [1, 3] (edges 1, 3)
                // rule 0, 1, 2 (each an edge)
                reach("rule", {rule_name(fp::BlockRule::bernoulli), rule_name(fp::BlockRule::subset),
                               rule_name(fp::BlockRule::single)}),
                reach("q", 1.0 / 16, 2.0 / 3),       // P[rho = 1]: 1/16 (Bernoulli j = 1), 2/3 (m = 2 of 3): edges
                reach("tau", 0.5, 0.99),             // tau = t/100, t = 50 .. 99 at the edges
                reach("sigma", 1, 4),                // sigma = s/8, s = 8 .. 32 at the edges
                reach("zeta (constant e_k)", 0, 2),  // zeta = z/8, z in [0, 16] (edges 0, 16)
                reach("D", 1, 10000)}};              // D = (d0/4)^2, d0 = 4 .. 400 at the edges
}

}  // namespace

std::vector<Claim> algorithm1_claims() {
  std::vector<Claim> out;
  {
    const Space s = alg1_space(60);
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
    const Space s = alg1_space(30);
    Claim c = make(
        "thm1.mc_nonlinear", "Theorem 1 (L171-L178), Algorithm 1 (L113-L127), Remark 1",
        "For tau-contractive R there is a lambda in (0, 1] with E(|u_{k+1} - u*|^2 | F_0) <= (16): Algorithm 1 on the "
        "nonlinear R(u) = u* + tau Q sin(u - u*) with P[rho_{k,b} = 1] = q (independent, m-subset or one block), a "
        "constant error |e_k| = zeta and Gaussian noise, by Monte Carlo (120 paths; holds when the mean plus 6 "
        "standard errors is below (16) at every k), witnesses lambda in {1, 1/2, 1/4}.",
        "p <= 3 coordinates in B blocks, Q a rotation, tau = t/100, sigma = s/8, zeta = z/8, D = (d0/4)^2, k < kk <= "
        "30, Remark 1's sqrt(p) sigma + zeta > sqrt(q)(1 - tau)",
        s, [](const Point& p, unsigned bits) { return mc_nonlinear_check(p, false, bits); },
        Space{{{"t", 50, 99}}, {{50}, {99}}}, "(16) without its noise term, p = 2, q = 1/2, sigma = 4, D = 1, k < 30",
        [](const Point& p, unsigned bits) {
          return mc_nonlinear_check({2, 2, 0, 8, 5, p[0], 32, 0, 4, 30}, true, bits);
        });
    c.form = Form::supported;
    c.cost = Cost::expensive;
    out.push_back(std::move(c));
  }
  {
    const Space s{{{"p", 1, 3},
                   {"B", 1, 3},
                   {"rule", 0, 2},
                   {"j", 1, 16},
                   {"seed", 0, 9999},
                   {"t", 0, 99},
                   {"w", 0, 511},
                   {"l", 1, 4},
                   {"kk", 0, 30}},
                  {{1, 1, 0, 16, 0, 50, 7, 4, 0},
                   {2, 2, 0, 4, 5, 50, 63, 2, 10},
                   {2, 2, 2, 1, 3, 50, 27, 4, 20},
                   {3, 3, 1, 2, 17, 99, 511, 1, 30}},
                  {reach("p", 1, 3),       // p in [1, 3] (edges 1, 3)
                   reach("blocks", 1, 3),  // min(B, p), B in [1, 3] (edges 1, 3)
                   // rule 0, 1, 2 (each an edge)
                   reach("rule", {rule_name(fp::BlockRule::bernoulli), rule_name(fp::BlockRule::subset),
                                  rule_name(fp::BlockRule::single)}),
                   reach("p_b", 0.25, 1),         // P[block active]: Bernoulli j/16, j = 4 and 16 at the edges
                   reach("tau_b", 0.25, 0.9801),  // tau_b = (t/100)^2, t = 50 .. 99 at the edges
                   reach("lambda", 0.25, 1),      // lambda = l/4, l in [1, 4] (edges 1, 4)
                   reach("k", 0, 30)}};           // k = kk in [0, 30] (edges 0, 30)
    // B = 1, every block, lambda = 1, |M|_2 = 1/2 (t = 50, tau = 1/4), omega = 1/4 + 3 v/16 > 1 (v >= 5): (14) claims
    // omega |M w|^2 <= chi omega |w|^2 = tau |w|^2 against the exact omega tau |w|^2
    const Space control{{{"v", 5, 8}}, {{5}, {8}}};
    const auto control_point = [](const Point& p) { return Point{1, 1, 0, 16, 0, 50, p[0] - 1, 4, 0}; };
    Claim c = make(
        "thm5.eq14", "Theorem 5 (L445-L470), Combettes & Pesquet (2019) as transcribed",
        "Under [a]-[d] and (13) with max_b tau_b < omega_b p_b, sum_b omega_b E(|u_{k+1,b} - u*_b|^2 | F_0) <= "
        "(prod_{j<=k} chi_j) sum_b omega_b |u_{0,b} - u*_b|^2 + eta_bar_k (14), chi = 1 - lambda(1 - mu) + sqrt(xi) "
        "lambda (1 - lambda + lambda sqrt(mu)), mu = 1 - min_b (p_b - tau_b/omega_b): Algorithm 1 on affine R without "
        "error (alpha_k = 0), exact weighted second moments (certified).",
        "p <= 3 coordinates in B blocks, the rule's p_b (Bernoulli j/16, m-subset, one block), |M|_2 = t/100 and "
        "tau_b = (t/100)^2, omega_b p_b = tau_b + (1 - tau_b) v_b/4 in (tau_b, 2 - tau_b], lambda = l/4, k <= 30",
        s, [](const Point& p, unsigned bits) { return eq14_check(p, false, bits); }, control,
        "B = 1, p_b = 1, lambda = 1, tau = 1/4, omega = 1/4 + 3 v/16 > 1",
        [control_point](const Point& p, unsigned bits) { return eq14_check(control_point(p), false, bits); });
    c.expected = {Status::violated, "cyffers_bellet_basu.E26"};
    out.push_back(std::move(c));
    Claim d = make(
        "thm5.eq14_corrected", "Theorem 5 (L445-L470), proof of Theorem 1 (L490)",
        "With also max_b omega_b p_b <= 1 (the proof of Theorem 1 takes omega_b = 1/q, p_b = q: equality), (14) "
        "holds: Algorithm 1 on affine R without error, exact weighted second moments (certified).",
        "as thm5.eq14 with omega_b p_b = tau_b + (1 - tau_b) v_b/8 in (tau_b, 1]", s,
        [](const Point& p, unsigned bits) { return eq14_check(p, true, bits); }, control,
        "the printed statement at omega = 1/4 + 3 v/16 > 1 = 1/p_b",
        [control_point](const Point& p, unsigned bits) { return eq14_check(control_point(p), false, bits); });
    d.form = Form::corrected;
    out.push_back(std::move(d));
  }
  {
    Claim c = make(
        "l775.subset_q", "Section 5.1 (L769-L775), Theorem 1 (L171)",
        "Choosing a random subset of m blocks, the utility is Theorem 1's with q = m (exact: q must be "
        "P[rho_{k,b} = 1], counted over the subsets).",
        "n blocks, 1 <= m <= n <= 12",
        Space{{{"n", 1, 12}, {"m", 1, 12}},
              {{4, 1}, {10, 2}, {12, 12}},
              {reach("n blocks", 4, 12),  // n: 4 .. 12 at the edges (m > n is skipped, so n = 1 is rare)
               reach("m", 1, 12)}},       // m in [1, 12] (edges 1, 12)
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
        "n blocks, 1 <= m <= n <= 12",
        Space{{{"n", 1, 12}, {"m", 1, 12}},
              {{4, 1}, {10, 2}, {12, 12}},
              {reach("n blocks", 4, 12),  // n: 4 .. 12 at the edges (m > n is skipped, so n = 1 is rare)
               reach("m", 1, 12)}},       // m in [1, 12] (edges 1, 12)
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
