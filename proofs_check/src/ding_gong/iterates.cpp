// Seed 002 (Ding et al.) claims on realised iterates of Algorithm 1 (solvers/ding_gong/padmm_run.hpp):
//   padmm.agent_matrix   the agent-level description (10), (12) and the matrix form (13)-(14) produce the
//                        same iterates (same noise)
//   matrix.eq15          (15) as printed (sum from s = 0) on the iterates; _corrected: the sum from s = 1
//                        (alpha^0 = 0 and (14) give alpha^k = eta L_- sum_{s=1}^k x~^s)
//   matrix.eq16          (16) as printed (2 Q r^{k+1} = (L_-/2) sum_{s=0}^{k+1} x~^s with Q = sqrt(L_-)/2, and
//                        2 M^{-1} xi^{k+1}); _corrected: grad f/eta + L_- sum_{s=1}^{k+1} x~^s + L_+(x~^{k+1} - x~^k)
//                        = 2 M xi^{k+1}, which is (13)-(14) rearranged
//   thm4.noiseless       Theorem 4 with zero noise on the complete graph, f_i = (c/2)|x - c_i|^2 (mu = c/2,
//                        v = c), its hypotheses met (theta-set of thm4_feasibility), eta of Lemma 5
//   thm4.monte_carlo     the same with noise (sigma^2)_i^1 = 2^-m u_i/16, R = W/2: E|x~^{k+1} - x*|^2 by Monte Carlo
//                        against the printed bound
// Instances: quadratic f_i with Hessian eigenvalues (k/4) 2^-u (k in [2, 8]; u = 0, the spectrum in [1/2, 2], except
// in the iterate and Lemma 6 claims, where u <= cond_exp <= 12) and linear terms k/4, eta = (k/4) 2^e with k/4 in
// [1/2, 2] (e in [-8, 8] for the iterate and Lemma 6 claims, 0 elsewhere), x^0 entries k/4, (sigma^2)_i^1 = j/16,
// R = 1/2 (r/64 in the iterate and Lemma 6 claims), K = 5 iterations; hp at min(bits, 256) (the claims compare hp
// residuals at that precision's tolerance).
#include <algorithm>
#include <string>
#include <vector>

#include "common.hpp"
#include "privbound/bounds/ding_gong/convergence.hpp"
#include "privbound/bounds/ding_gong/graph.hpp"
#include "privbound/proofs_check/check_util.hpp"
#include "privbound/solvers/ding_gong/padmm_run.hpp"

namespace privbound::proofs_check::ding_gong {
namespace {

using bounds::ding_gong::Spectrum;
using numeric::hp_float;
using numeric::HpVector;
using numeric::Interval;
using numeric::Rational;
using solvers::Rng;
using solvers::ding_gong::PadmmIterates;
using solvers::ding_gong::PadmmProblem;

constexpr long kSteps = 5;

solvers::ding_gong::Network network_of(const bounds::ding_gong::GraphMatrices& g) {
  solvers::ding_gong::Network net;
  net.neighbours.assign(static_cast<std::size_t>(g.N), {});
  for (const auto& [i, j] : g.links) net.neighbours[static_cast<std::size_t>(i)].push_back(j);
  net.L_plus = g.L_plus;
  net.L_minus = g.L_minus;
  net.M = g.M;
  return net;
}

struct RunInstance {
  bounds::ding_gong::GraphMatrices g;  // the graph the network came from (for its spectrum)
  PadmmProblem p;
  HpVector x0;
  std::vector<std::vector<HpVector>> noise;
  std::vector<std::pair<std::string, std::string>> text;
};

// eta = (k/4) 2^eta_exp, k in [2, 8] drawn from the seed (eta_exp = 0: the grid of the points pinned before the
// scale was widened). The Hessian eigenvalues are k/4 2^-u: u = 0 at cond_exp = 0 (the spectrum in [1/2, 2] of the
// points pinned before), else u is drawn in [0, cond_exp] and agent 0's first eigenvalue takes u = cond_exp (so the
// smallest eigenvalue is at most 2^(1 - cond_exp)). The noise
// variance decreases at the rate R = r_64/64 (32: the R = 1/2 of the points pinned before).
numeric::Result<RunInstance> run_instance(long topo, long N, long d, long seed, unsigned bits, long eta_exp = 0,
                                          long cond_exp = 0, long r_64 = 32) {
  PB_TRY(bounds::ding_gong::GraphMatrices g, bounds::ding_gong::graph_matrices(topology_of(topo), N));
  Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 1300u);
  RunInstance r;
  r.p.net = network_of(g);
  r.g = std::move(g);
  r.p.d = static_cast<std::size_t>(d);
  r.p.eta = boost::multiprecision::ldexp(hp_float(solvers::uniform_int(rng, 2, 8)) / 4, static_cast<int>(eta_exp));
  std::vector<hp_float> sigma2;
  Rational smallest(2);
  for (long i = 0; i < N; ++i) {
    std::vector<Rational> spec;
    for (long c = 0; c < d; ++c) {
      Rational e(solvers::uniform_int(rng, 2, 8), 4);
      if (cond_exp > 0) {
        const long u = i == 0 && c == 0 ? cond_exp : solvers::uniform_int(rng, 0, cond_exp);
        e = e * numeric::pow2(-u);
      }
      smallest = std::min(smallest, e);
      spec.push_back(e);
    }
    solvers::SmoothFunction f = solvers::make_quadratic(rng, spec, bits);
    f.h = solvers::to_hp(solvers::random_rational_matrix(rng, r.p.d, 1, 8, 4));
    r.p.smooth.push_back(f.nu);
    r.p.f.push_back(std::move(f));
    sigma2.push_back(hp_float(solvers::uniform_int(rng, 1, 16)) / 16);
  }
  r.x0 = solvers::to_hp(solvers::random_rational_matrix(rng, static_cast<std::size_t>(N * d), 1, 8, 4));
  const Rational R(r_64, 64);
  r.noise = solvers::ding_gong::padmm_noise(rng, r.p.d, sigma2, hp_float(r_64) / 64, kSteps);
  r.text = {{"topology", topology_name(topo)},
            {"N", str(N)},
            {"d", str(d)},
            {"seed", str(seed)},
            {"eta", r.p.eta.str(4)},
            {"K", str(kSteps)},
            {"R", R.to_string()},
            {"smallest Hessian eigenvalue", smallest.to_string()},
            {"x~^0", "x^0 (Algorithm 1 leaves it undefined; xi^0 = 0)"}};
  return r;
}

hp_float max_abs(const HpVector& v) { return v.size() == 0 ? hp_float(0) : hp_float(v.cwiseAbs().maxCoeff()); }

// The largest residual over k and its scale, as a verdict (holds when residual <= tol * scale).
Verdict residual_verdict(const hp_float& worst, const hp_float& scale, unsigned bits, const std::string& what) {
  Verdict v = verdict_le(to_d(worst), 0.0, std::max(1.0, to_d(scale)), tolerance(bits));
  v.note = what + ": largest residual " + worst.str(6) + " (scale " + scale.str(6) + ")";
  return v;
}

// ---- agent level against matrix level ---------------------------------------------------------------
Verdict agent_matrix_check(const Point& pt, bool control, unsigned bits) {
  const unsigned w = hp_bits(bits);
  numeric::ScopedHpPrecision prec(w);
  auto r = run_instance(pt[0], pt[1], pt[2], pt[3], w, pt[4], pt[5], pt[6]);
  if (!r.ok()) return undecided(r.error().message);
  auto a = solvers::ding_gong::padmm_agents(r->p, r->x0, r->noise);
  auto m = solvers::ding_gong::padmm_matrix(r->p, r->x0, r->noise, control);
  if (!a.ok()) return undecided(a.error().message);
  if (!m.ok()) return undecided(m.error().message);
  hp_float worst = 0, scale = 1;
  for (std::size_t k = 0; k < a->x.size(); ++k) {
    worst = std::max({worst, max_abs(a->x[k] - m->x[k]), max_abs(a->alpha[k] - m->alpha[k])});
    scale = std::max({scale, max_abs(a->x[k]), max_abs(a->alpha[k])});
  }
  Verdict v = residual_verdict(worst, scale, w, "agent-level (10), (12) against matrix-level (13)-(14)");
  v.instance = r->text;
  if (control) v.instance.emplace_back("control", "L_+ in place of L_- in (14)");
  return v;
}

// ---- (15) and (16) --------------------------------------------------------------------------------------
enum class Eq { eq15, eq15_corrected, eq16, eq16_corrected, control15, control16 };

Verdict identity_check(const Point& pt, Eq eq, unsigned bits) {
  const unsigned w = hp_bits(bits);
  numeric::ScopedHpPrecision prec(w);
  auto r = run_instance(pt[0], pt[1], pt[2], pt[3], w, pt[4], pt[5], pt[6]);
  if (!r.ok()) return undecided(r.error().message);
  auto a = solvers::ding_gong::padmm_agents(r->p, r->x0, r->noise);
  if (!a.ok()) return undecided(a.error().message);
  const auto& p = r->p;
  const std::size_t D = p.d;
  numeric::RationalMatrix Minv = p.net.M;
  for (std::size_t i = 0; i < Minv.rows; ++i) Minv(i, i) = Rational(1) / p.net.M(i, i);
  auto apply = [D](const numeric::RationalMatrix& A, const HpVector& v) {
    return solvers::ding_gong::kron_apply(A, v, D);
  };
  hp_float worst = 0, scale = 1;
  HpVector sum0 = a->x_tilde[0], sum1 = HpVector::Zero(a->x_tilde[0].size());  // sums from s = 0 and s = 1 up to k
  const bool is15 = eq == Eq::eq15 || eq == Eq::eq15_corrected || eq == Eq::control15;
  for (std::size_t k = 0; k + 1 < a->x.size(); ++k) {
    const HpVector& x1 = a->x[k + 1];
    const HpVector g = solvers::ding_gong::stacked_gradient(p, x1);
    HpVector res;
    if (is15) {
      // x^{k+1} = -M^{-1} grad f/(2 eta) + M^{-1} L_+ x~^k/2 - (M^{-1} L_-/2) sum x~^s
      const HpVector& sum = eq == Eq::eq15 ? sum0 : sum1;
      const hp_float half = eq == Eq::control15 ? hp_float(1) : hp_float(1) / 2;
      res = x1 + apply(Minv, g) / (2 * p.eta) - half * apply(Minv, apply(p.net.L_plus, a->x_tilde[k])) +
            apply(Minv, apply(p.net.L_minus, sum)) / 2;
      scale = std::max({scale, max_abs(x1), max_abs(apply(Minv, g) / (2 * p.eta))});
    } else {
      const HpVector s0 = sum0 + a->x_tilde[k + 1], s1 = sum1 + a->x_tilde[k + 1];
      const HpVector lhs =
          g / p.eta + (eq == Eq::eq16 ? HpVector(apply(p.net.L_minus, s0) / 2) : HpVector(apply(p.net.L_minus, s1))) +
          apply(p.net.L_plus, a->x_tilde[k + 1] - a->x_tilde[k]);
      const HpVector rhs = eq == Eq::eq16             ? HpVector(2 * apply(Minv, a->xi[k + 1]))
                           : eq == Eq::eq16_corrected ? HpVector(2 * apply(p.net.M, a->xi[k + 1]))
                                                      : HpVector(apply(p.net.M, a->xi[k + 1]));
      res = lhs - rhs;
      scale = std::max({scale, max_abs(g / p.eta), max_abs(rhs)});
    }
    worst = std::max(worst, max_abs(res));
    sum0 += a->x_tilde[k + 1];
    sum1 += a->x_tilde[k + 1];
  }
  const char* what = eq == Eq::eq15             ? "(15) as printed (sum from s = 0)"
                     : eq == Eq::eq15_corrected ? "(15) with the sum from s = 1"
                     : eq == Eq::control15      ? "(15) with M^{-1} L_+ x~^k (no 1/2)"
                     : eq == Eq::eq16           ? "(16) as printed (Q = sqrt(L_-)/2, sum from s = 0, 2 M^{-1} xi)"
                     : eq == Eq::eq16_corrected ? "(16) corrected (L_- sum from s = 1, 2 M xi)"
                                                : "(16) corrected with M xi (no factor 2)";
  Verdict v = residual_verdict(worst, scale, w, what);
  v.instance = r->text;
  if (eq == Eq::control15 || eq == Eq::control16) v.instance.emplace_back("control", what);
  return v;
}

// The scale family of E9: the complete graph on N agents, d = 1, f_i(x) = (c/2)(x - c_i)^2 (c_i = k/4 and x^0 drawn
// from `seed`), a noiseless run of kSteps iterations of the matrix form at penalty eta; x* = mean c_i and grad f(x*).
struct ScaledRun {
  PadmmProblem p;
  PadmmIterates run;
  HpVector x0, grad;
  hp_float xstar;
};
numeric::Result<ScaledRun> scaled_complete_run(const bounds::ding_gong::GraphMatrices& g, const Rational& c, long seed,
                                               const hp_float& eta) {
  const long N = g.N;
  Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 404u);
  PadmmProblem p;
  p.net = network_of(g);
  p.d = 1;
  p.eta = eta;
  std::vector<hp_float> centres;
  ScaledRun out;
  out.xstar = 0;
  for (long i = 0; i < N; ++i) {
    numeric::RationalMatrix H(1, 1);
    H(0, 0) = c;
    PB_TRY(solvers::SmoothFunction f, solvers::make_quadratic_from(H, 128));
    centres.push_back(hp_float(solvers::uniform_int(rng, -8, 8)) / 4);
    f.h = HpVector::Constant(1, -solvers::to_hp(c) * centres.back());
    out.xstar += centres.back() / N;
    p.smooth.push_back(f.nu);
    p.f.push_back(f);
  }
  out.x0 = HpVector(N);
  for (long i = 0; i < N; ++i) out.x0(i) = hp_float(solvers::uniform_int(rng, -8, 8)) / 4;
  const std::vector<std::vector<HpVector>> noise(kSteps,
                                                 std::vector<HpVector>(static_cast<std::size_t>(N), HpVector::Zero(1)));
  PB_TRY(PadmmIterates run, solvers::ding_gong::padmm_matrix(p, out.x0, noise));
  out.run = std::move(run);
  out.p = std::move(p);
  out.grad = HpVector(N);
  for (long i = 0; i < N; ++i) out.grad(i) = solvers::to_hp(c) * (out.xstar - centres[static_cast<std::size_t>(i)]);
  return out;
}

// The graph and the scale of the E9 family: the complete graph on N agents, its spectrum (128 bits: the checks
// compare hp values; the constants only need to be accurate), c = 2^-j.
struct ScaleSetup {
  bounds::ding_gong::GraphMatrices g;
  Spectrum spec;
  Rational c;
};
numeric::Result<ScaleSetup> scale_setup(long N, long j) {
  PB_TRY(bounds::ding_gong::GraphMatrices g,
         bounds::ding_gong::graph_matrices(bounds::ding_gong::Topology::complete, N));
  PB_TRY(Spectrum spec, bounds::ding_gong::spectrum(g, 128));
  return ScaleSetup{std::move(g), std::move(spec), Rational(1) / Rational(1L << j)};
}

// ---- Theorem 4 without noise and by Monte Carlo ------------------------------------------------------
// Complete graph on N agents, d = 1, f_i(x) = (c/2)(x - c_i)^2 with c = 2^-j (mu = c/2, v = c under L277/L281),
// c_i = k/4 drawn, x^0 drawn; b = 1/64, kappa_2 = 2^24, kappa_4 = 2, theta = min(H1, H2, 1)/2; eta of Lemma 5 at
// kappa_3 = Theorem 4's. `m` < 0: no noise, R = 2^-20 (R only enters the hypotheses), one run. `m` >= 0: noise
// (sigma^2)_i^1 = 2^-m u_i/16 (u_i in 1..16 drawn), R = W/2 (below, 2^-30 resolution), `runs` runs of the matrix
// form with fresh noise, E|x~^{k+1} - x*|^2 estimated by the mean and judged by mean - 6 se.
// Checks E|x~^{k+1} - x*|^2 <= W^{k+1}(|x~^0 - x*|^2 + S_2 |r^0 - r*|^2 + d S_3 sum_i (sigma^2)_i^1 W/(W - R)) (the
// printed bound, thm4_bound, the statement's S_3) for k = 0..4 with r^0 = Q x^0 and r* = -Q^+ grad f(x*)/(2 eta)
// in range(Q) (the fixed point of (16) without noise), the larger of the two conventions Q = sqrt(L_-)/2
// (printed) and Q = sqrt(L_-/2) (the one (13)-(14) give). On the complete graph L_- = N P (P = I - 11^T/N), so
// Q = s P and Q^+ = P/s exactly (s = sqrt(N)/2 or sqrt(N/2)).
Verdict thm4_check(long N, long j, long seed, long m, int runs, unsigned bits) {
  const bool noisy = m >= 0;
  const unsigned w = noisy ? std::min(bits, 128u) : hp_bits(bits);
  numeric::ScopedHpPrecision prec(w);
  auto setup = scale_setup(N, j);
  if (!setup.ok()) return undecided(setup.error().message);
  const auto* g = &setup->g;
  const auto* spec = &setup->spec;
  const Rational& c = setup->c;
  auto I = [](const Rational& q) { return Interval::from_rational(q, 128); };
  auto Ihp = [](const hp_float& x) { return Interval::from_mpfr_bounds(x.backend().data(), x.backend().data(), 128); };
  const Interval mu = I(c / Rational(2)), v = I(c);
  // b = 1/64, kappa_2 = 2^24 (zeta near its supremum 2 mu q/v^2 = q/c), kappa_4 = 2, theta = min(H1, H2, 1)/2: the
  // smallest W the hypotheses allow is reached as theta -> 0 (W increases in theta)
  const Rational b(1, 64), k2(1L << 24), k4(2);
  auto probe = bounds::ding_gong::thm4_constants(
      *spec, bounds::ding_gong::Thm4Inputs{mu, v, I(k2), I(k4), I(b), I(Rational(1, 1L << 30))},
      bounds::ding_gong::PhiArg::L_plus);
  if (!probe.ok()) return undecided(probe.error().message);
  if (!probe->H2.certainly_positive())
    return undecided("(1 - b)(1 + zeta) phi_min^2(L_+) > phi_max^2(L_+) fails at this c");
  const double half_min = std::min({probe->H1.lower_double(), probe->H2.lower_double(), 1.0}) / 2;
  const Rational theta(static_cast<long>(half_min * 1073741824.0), 1073741824L);  // 2^-30 resolution, below
  if (theta <= Rational(0)) return undecided("theta-set too small at this c");
  auto cst = bounds::ding_gong::thm4_constants(
      *spec, bounds::ding_gong::Thm4Inputs{mu, v, I(k2), I(k4), I(b), I(theta)}, bounds::ding_gong::PhiArg::L_plus);
  if (!cst.ok()) return undecided(cst.error().message);
  const Rational R = noisy ? Rational(static_cast<long>(cst->W.lower_double() / 2 * 1073741824.0), 1073741824L)
                           : Rational(1, 1L << 20);
  if (R <= Rational(0) || !bounds::ding_gong::thm4_hypotheses(*cst, I(R)).ok())
    return undecided("hypotheses not certified");
  const hp_float eta = solvers::hp_upper(cst->l5.eta);
  auto sr = scaled_complete_run(*g, c, seed, eta);
  if (!sr.ok()) return undecided(sr.error().message);
  const HpVector& x0 = sr->x0;
  const HpVector xs = HpVector::Constant(N, sr->xstar);
  // r^0 - r* = s P x^0 + P grad f(x*)/(2 eta s) (grad f(x*) is orthogonal to 1)
  const HpVector Px0 = x0 - HpVector::Constant(N, hp_float(x0.sum() / N));
  hp_float r0 = 0;
  for (const hp_float& s : {hp_float(sqrt(hp_float(N)) / 2), hp_float(sqrt(hp_float(N) / 2))})
    r0 = std::max(r0, hp_float((s * Px0 + sr->grad / (2 * eta * s)).squaredNorm()));
  const hp_float e0 = (x0 - xs).squaredNorm();
  // the noise: (sigma^2)_i^1 = 2^-m u_i/16
  Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 297u);
  std::vector<hp_float> sigma2;
  hp_float sum_s2 = 0;
  for (long i = 0; noisy && i < N; ++i) {
    sigma2.push_back(ldexp(hp_float(solvers::uniform_int(rng, 1, 16)) / 16, -static_cast<int>(m)));
    sum_s2 += sigma2.back();
  }
  // E|x~^{k+1} - x*|^2: the mean and its standard error over the runs (one exact run without noise)
  std::vector<hp_float> sum(kSteps, hp_float(0)), sum2(kSteps, hp_float(0));
  const int n_runs = noisy ? runs : 1;
  for (int t = 0; t < n_runs; ++t) {
    const PadmmIterates* run = &sr->run;
    numeric::Result<PadmmIterates> fresh = PadmmIterates{};
    if (noisy) {
      fresh = solvers::ding_gong::padmm_matrix(
          sr->p, x0, solvers::ding_gong::padmm_noise(rng, 1, sigma2, solvers::to_hp(R), kSteps));
      if (!fresh.ok()) return undecided(fresh.error().message);
      run = &*fresh;
    }
    for (long k = 0; k < kSteps; ++k) {
      const hp_float e = (run->x_tilde[static_cast<std::size_t>(k + 1)] - xs).squaredNorm();
      sum[static_cast<std::size_t>(k)] += e;
      sum2[static_cast<std::size_t>(k)] += e * e;
    }
  }
  hp_float worst_ratio = -1, lhs_at = 0, se_at = 0, rhs_at = 0;
  long k_at = 0;
  for (long k = 0; k < kSteps; ++k) {
    const auto ku = static_cast<std::size_t>(k);
    const hp_float mean = sum[ku] / n_runs;
    const hp_float se = sqrt(std::max(hp_float(0), hp_float(sum2[ku] / n_runs - mean * mean)) / n_runs);
    auto bound = bounds::ding_gong::thm4_bound(*cst, cst->S3_statement, I(R), Ihp(e0), Ihp(r0), 1, Ihp(sum_s2), k,
                                               bounds::ding_gong::Thm4Form::printed);
    if (!bound.ok()) return undecided(bound.error().message);
    const hp_float rhs = solvers::hp_upper(*bound);  // upper end: favourable to the paper
    const hp_float lhs = mean - 6 * se;
    const hp_float ratio = lhs / std::max(rhs, hp_float(1e-300));
    if (ratio > worst_ratio) worst_ratio = ratio, lhs_at = mean, se_at = se, rhs_at = rhs, k_at = k;
  }
  Verdict out =
      verdict_le(to_d(lhs_at - 6 * se_at), to_d(rhs_at), std::max(1e-300, to_d(rhs_at)), noisy ? 0.0 : tolerance(w));
  out.note = "at k = " + str(k_at) + ": " + (noisy ? "E" : "") + "|x~^{k+1} - x*|^2 = " + lhs_at.str(8) +
             (noisy ? " (se " + se_at.str(3) + ", " + str(runs) + " runs)" : "") + " against the bound " +
             rhs_at.str(8) + " (W = " + solvers::hp_upper(cst->W).str(8) +
             ", S_2 = " + solvers::hp_upper(cst->S2).str(8) +
             (noisy ? ", S_3 = " + solvers::hp_upper(cst->S3_statement).str(8) : "") + ", eta = " + eta.str(8) +
             ", |r^0 - r*|^2 = " + r0.str(8) + ", the larger Q convention)";
  out.instance = {{"topology", "complete"},
                  {"N", str(N)},
                  {"c", c.to_string()},
                  {"mu", (c / Rational(2)).to_string()},
                  {"v", c.to_string()},
                  {"b", b.to_string()},
                  {"kappa2", k2.to_string()},
                  {"kappa4", k4.to_string()},
                  {"R", noisy ? R.to_string() : std::string("2^-20")},
                  {"theta", theta.to_string()},
                  {"seed", str(seed)},
                  {"noise", noisy ? "(sigma^2)_i^1 = 2^-" + str(m) + " u_i/16, sum " + sum_s2.str(8)
                                  : std::string("none ((sigma^2)_i^1 = 0)")}};
  return out;
}

// Lemma 5 without noise on the same family: |q^{k+1} - q*|_G^2 <= |q^k - q*|_G^2/(1 + zeta), k = 0..4, with zeta, eta
// of Lemma 5 at mu = c/2, v = c, kappa_2 = 2^24, kappa_3 = 2 (any kappa_2, kappa_3 > 1 are allowed), |q - q*|_G^2 =
// eta |r - r*|^2 + (eta/2)(x - x*)^T L_+ (x - x*), r^k = sum_{s=s0}^k Q x~^s and r* = -Q^+ grad f(x*)/(2 eta) in
// range(Q); accepted if it holds for any of the four conventions (s0 in {0, 1}, Q = sqrt(L_-)/2 or sqrt(L_-/2)).
Verdict lemma5_check(long N, long j, long seed, unsigned bits) {
  const unsigned w = hp_bits(bits);
  numeric::ScopedHpPrecision prec(w);
  auto setup = scale_setup(N, j);
  if (!setup.ok()) return undecided(setup.error().message);
  const auto* g = &setup->g;
  const auto* spec = &setup->spec;
  const Rational& c = setup->c;
  auto I = [](const Rational& q) { return Interval::from_rational(q, 128); };
  auto l5 = bounds::ding_gong::lemma5_constants(*spec, I(c / Rational(2)), I(c), I(Rational(1L << 24)), I(Rational(2)));
  if (!l5.ok()) return undecided(l5.error().message);
  const hp_float eta = solvers::hp_upper(l5->eta), zeta = solvers::hp_lower(l5->zeta);  // favourable to the paper
  auto sr = scaled_complete_run(*g, c, seed, eta);
  if (!sr.ok()) return undecided(sr.error().message);
  const auto& run = sr->run;
  auto Lp = [&](const HpVector& v) { return solvers::ding_gong::kron_apply(g->L_plus, v, 1); };
  hp_float best = -1e300, lhs_best = 0, rhs_best = 0;
  std::string conv_best;
  long k_best = 0;
  const hp_float s_printed = sqrt(hp_float(N)) / 2, s_other = sqrt(hp_float(N) / 2);
  for (long s0 : {0L, 1L})
    for (const hp_float& sc : {s_printed, s_other}) {
      // Q = sc P on the complete graph; r^k - r* = sc P S^k + grad/(2 eta sc)
      auto Gnorm = [&](std::size_t k, const HpVector& Sk) {
        const HpVector PS = Sk - HpVector::Constant(N, hp_float(Sk.sum() / N));
        const HpVector dr = sc * PS + sr->grad / (2 * eta * sc);
        const HpVector dx = run.x[k] - HpVector::Constant(N, sr->xstar);
        return hp_float(eta * dr.squaredNorm() + eta / 2 * dx.dot(Lp(dx)));
      };
      HpVector S = HpVector::Zero(N);
      if (s0 == 0) S += run.x_tilde[0];
      hp_float worst = 1e300, lw = 0, rw = 0, prev = Gnorm(0, S);
      long kw = 0;
      for (long k = 0; k < kSteps; ++k) {
        S += run.x_tilde[static_cast<std::size_t>(k + 1)];
        const hp_float next = Gnorm(static_cast<std::size_t>(k + 1), S);
        const hp_float rhs = prev / (1 + zeta);
        const hp_float slack = (rhs - next) / std::max(hp_float(1e-300), rhs);
        if (slack < worst) worst = slack, lw = next, rw = rhs, kw = k;
        prev = next;
      }
      if (worst > best) {
        best = worst, lhs_best = lw, rhs_best = rw, k_best = kw;
        conv_best = "r^k from s = " + str(s0) + ", Q = " + std::string(sc == s_printed ? "sqrt(L_-)/2" : "sqrt(L_-/2)");
      }
    }
  Verdict v = verdict_le(to_d(lhs_best), to_d(rhs_best), std::max(1e-300, to_d(rhs_best)), tolerance(w));
  v.note = "best convention (" + conv_best + "), worst k = " + str(k_best) +
           ": |q^{k+1} - q*|_G^2 = " + lhs_best.str(8) + " against |q^k - q*|_G^2/(1 + zeta) = " + rhs_best.str(8) +
           " (zeta = " + zeta.str(8) + ", eta = " + eta.str(8) + ")";
  v.instance = {
      {"topology", "complete"}, {"N", str(N)},      {"c", c.to_string()}, {"mu", (c / Rational(2)).to_string()},
      {"v", c.to_string()},     {"kappa2", "2^24"}, {"kappa3", "2"},      {"seed", str(seed)},
      {"noise", "none"}};
  return v;
}

// ---- Lemma 6 and Theorem 5 on realised iterates --------------------------------------------------------
// The consensus minimiser x* of sum_i f_i (quadratic: (sum_i H_i) x = -sum_i h_i), stacked, and f.
HpVector consensus_optimum(const PadmmProblem& p) {
  const auto d = static_cast<Eigen::Index>(p.d);
  numeric::HpMatrix H = numeric::HpMatrix::Zero(d, d);
  HpVector h = HpVector::Zero(d);
  for (const auto& f : p.f) H += f.H, h += f.h;
  const HpVector x = H.partialPivLu().solve(HpVector(-h));
  HpVector out(static_cast<Eigen::Index>(p.f.size()) * d);
  for (std::size_t i = 0; i < p.f.size(); ++i) out.segment(static_cast<Eigen::Index>(i) * d, d) = x;
  return out;
}
hp_float objective(const PadmmProblem& p, const HpVector& x) {
  hp_float v = 0;
  const auto d = static_cast<Eigen::Index>(p.d);
  for (std::size_t i = 0; i < p.f.size(); ++i) {
    const HpVector xi = x.segment(static_cast<Eigen::Index>(i) * d, d);
    v += xi.dot(p.f[i].H * xi) / 2 + p.f[i].h.dot(xi);
  }
  return v;
}

// Lemma 6 at k = 1..K-1 on one realisation, r = Q y (y drawn, entries k/4; y = 0 gives r = 0). With Q^2 = c L_-
// (c = 1/4 for the printed Q = sqrt(L_-)/2, 1/2 for sqrt(L_-/2)) every term is free of square roots: <2r, Q x> =
// 2 c y^T L_- x, |r^k - r|^2 = c (S^k - y)^T L_- (S^k - y) with S^k = sum_{s<=k} x~^s, <xi, 2 Q (r^{k+1} - r)> =
// 2 c xi^T L_- (S^{k+1} - y), |q - q*|_G^2 = eta |r - r*|^2 + (eta/2)(x - x*)^T L_+ (x - x*). `coeff`: 0 the
// statement's phi_max^2(L_+)/(2 phi_min^2(L_-)), 1 the proof's phi_max^2(L_+)/(2 phi_min(L_-)), 2 zero (control).
// `scale`: eta_exp, cond_exp, r_64 of run_instance (empty: 0, 0, 32, the instances pinned before they were appended).
Verdict lemma6_check(long topo, long N, long seed, long with_r, int coeff, bool noiseless, bool corrected,
                     unsigned bits, const std::vector<long>& scale = {}) {
  const unsigned w = hp_bits(bits);
  numeric::ScopedHpPrecision prec(w);
  const bool scaled = scale.size() == 3;
  auto r = run_instance(topo, N, 1, seed, w, scaled ? scale[0] : 0, scaled ? scale[1] : 0, scaled ? scale[2] : 32);
  if (!r.ok()) return undecided(r.error().message);
  auto spec = bounds::ding_gong::spectrum(r->g, w);
  if (!spec.ok()) return undecided(spec.error().message);
  const auto& p = r->p;
  if (noiseless)
    for (auto& step : r->noise)
      for (auto& v : step) v.setZero();
  auto run = solvers::ding_gong::padmm_matrix(p, r->x0, r->noise);
  if (!run.ok()) return undecided(run.error().message);
  const HpVector xs = consensus_optimum(p);
  const hp_float fs = objective(p, xs);
  Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 347u);
  HpVector y = HpVector::Zero(N);
  if (with_r) y = solvers::to_hp(solvers::random_rational_matrix(rng, static_cast<std::size_t>(N), 1, 8, 4));
  const hp_float A = solvers::hp_upper(sqr(spec->Lp_max)), lm = solvers::hp_lower(spec->Lm_min);
  const hp_float nc = coeff == 0 ? hp_float(A / (2 * lm * lm)) : coeff == 1 ? hp_float(A / (2 * lm)) : hp_float(0);
  auto Lm = [&](const HpVector& v) { return solvers::ding_gong::kron_apply(p.net.L_minus, v, 1); };
  auto Lp = [&](const HpVector& v) { return solvers::ding_gong::kron_apply(p.net.L_plus, v, 1); };
  struct Worst {
    hp_float slack = 1e300, lhs = 0, rhs = 0;
    long k = 0;
    std::string conv;
  };
  Worst best;  // over the two conventions of Q, the one whose worst k is least bad
  best.slack = -1e300;
  const std::vector<hp_float> conventions =
      corrected ? std::vector<hp_float>{hp_float(1) / 2} : std::vector<hp_float>{hp_float(1) / 4, hp_float(1) / 2};
  for (const hp_float& c : conventions) {
    std::vector<HpVector> S;  // S^k = sum_{s<=k} x~^s (from s = 1 when `corrected`: E7, E8)
    HpVector acc = HpVector::Zero(N);
    for (std::size_t k = 0; k < run->x_tilde.size(); ++k) {
      if (k > 0 || !corrected) acc += run->x_tilde[k];
      S.push_back(acc);
    }
    auto Gnorm = [&](std::size_t k) {
      const HpVector dr = S[k] - y, dx = run->x[k] - xs;
      return hp_float(p.eta * c * dr.dot(Lm(dr)) + p.eta / 2 * dx.dot(Lp(dx)));
    };
    Worst wc;
    wc.conv = c == hp_float(1) / 4 ? "sqrt(L_-)/2" : "sqrt(L_-/2)";
    for (std::size_t k = 1; k + 1 < run->x.size(); ++k) {
      const HpVector& x1 = run->x[k + 1];
      const hp_float lhs = (objective(p, x1) - fs) / p.eta + 2 * c * y.dot(Lm(x1));
      const hp_float rhs = (Gnorm(k) - Gnorm(k + 1)) / p.eta + nc * run->xi[k].squaredNorm() +
                           2 * c * run->xi[k + 1].dot(Lm(S[k + 1] - y));
      const hp_float slack = (rhs - lhs) / std::max(hp_float(1), hp_float(abs(lhs) + abs(rhs)));
      if (slack < wc.slack) wc.slack = slack, wc.lhs = lhs, wc.rhs = rhs, wc.k = static_cast<long>(k);
    }
    if (wc.slack > best.slack) best = wc;
  }
  const hp_float& lhs_at = best.lhs;
  const hp_float& rhs_at = best.rhs;
  const long k_at = best.k;
  const std::string& conv_at = best.conv;
  // violated only if both conventions of Q fail at some k: take the convention-wise best, k-wise worst
  Verdict v = verdict_le(to_d(lhs_at), to_d(rhs_at), std::max(1.0, to_d(abs(lhs_at) + abs(rhs_at))), tolerance(w));
  v.note = "worst k = " + str(k_at) + " (Q = " + conv_at + "): left " + lhs_at.str(10) + ", right " + rhs_at.str(10);
  v.instance = r->text;
  v.instance.emplace_back("r", with_r ? "Q y, y drawn" : "0");
  v.instance.emplace_back("noise coefficient", coeff == 0   ? "phi_max^2(L_+)/(2 phi_min^2(L_-)) (statement)"
                                               : coeff == 1 ? "phi_max^2(L_+)/(2 phi_min(L_-)) (proof)"
                                                            : "0 (control)");
  return v;
}

// Theorem 5 by Monte Carlo: `runs` runs (64; 1024 for the control) of the matrix form (fresh noise, sigma_i^2 = j/16
// scaled by `noise_scale`, R = 1/2, K = 5) from one x^0; E[f(x^K) - f(x*)] with x^K = (1/K) sum_{k<K} x^{k+1} against
// the bound (L389-L394), |Q x^0|^2 with the larger convention (Q^2 = L_-/2). Holds when mean - 6 se is at most the
// bound. `drop_noise` (the control) drops the bound's noise term.
Verdict thm5_check(long topo, long N, long seed, long noise_scale, bool drop_noise, int runs, unsigned bits) {
  const unsigned w = std::min(bits, 128u);
  numeric::ScopedHpPrecision prec(w);
  auto r = run_instance(topo, N, 1, seed, w);
  if (!r.ok()) return undecided(r.error().message);
  auto spec = bounds::ding_gong::spectrum(r->g, w);
  if (!spec.ok()) return undecided(spec.error().message);
  const auto& p = r->p;
  const HpVector xs = consensus_optimum(p);
  const hp_float fs = objective(p, xs);
  Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 389u);
  std::vector<hp_float> sigma2;
  hp_float sum_s2 = 0;
  for (long i = 0; i < N; ++i) {
    sigma2.push_back(hp_float(noise_scale * solvers::uniform_int(rng, 1, 16)) / 16);
    sum_s2 += sigma2.back();
  }
  double sum = 0, sum2 = 0;
  for (int t = 0; t < runs; ++t) {
    const auto noise = solvers::ding_gong::padmm_noise(rng, 1, sigma2, hp_float(1) / 2, kSteps);
    auto run = solvers::ding_gong::padmm_matrix(p, r->x0, noise);
    if (!run.ok()) return undecided(run.error().message);
    HpVector avg = HpVector::Zero(N);
    for (long k = 1; k <= kSteps; ++k) avg += run->x[static_cast<std::size_t>(k)];
    avg /= kSteps;
    const double val = to_d(objective(p, avg) - fs);
    sum += val;
    sum2 += val * val;
  }
  const double mean = sum / runs, se = std::sqrt(std::max(0.0, sum2 / runs - mean * mean) / runs);
  const HpVector dx = r->x0 - xs;
  const hp_float qx0 = r->x0.dot(solvers::ding_gong::kron_apply(p.net.L_minus, r->x0, 1)) / 2;
  const hp_float lx0 = dx.dot(solvers::ding_gong::kron_apply(p.net.L_plus, dx, 1)) / 2;
  const hp_float A = solvers::hp_upper(sqr(spec->Lp_max)), lm = solvers::hp_lower(spec->Lm_min);
  const hp_float noise_term =
      drop_noise ? hp_float(0) : hp_float(p.eta * A * sum_s2 / (2 * lm * (1 - hp_float(0.5))) / kSteps);
  const hp_float bound = p.eta * qx0 / kSteps + p.eta * lx0 / kSteps + noise_term;
  Verdict v = verdict_le(mean - 6 * se, to_d(bound), std::max(1e-300, std::abs(to_d(bound))), 0.0);
  v.note = "E[f(x^K) - f(x*)] = " + std::to_string(mean) + " (se " + std::to_string(se) + ", " + std::to_string(runs) +
           " runs, K = 5) against " + bound.str(8) + " (noise term " + noise_term.str(6) + ")";
  v.instance = r->text;
  v.instance.emplace_back("noise", "sigma_i^2 = " + str(noise_scale) + " j/16, R = 1/2");
  if (drop_noise) v.instance.emplace_back("control", "the bound's noise term dropped");
  return v;
}

}  // namespace

std::vector<Claim> iterate_claims() {
  std::vector<Claim> out;
  Space s;  // topology, N, d, seed, eta_exp, cond_exp, r_64
  s.coords = {{"topology", 0, 3}, {"N", 3, 10},        {"d", 1, 4},    {"seed", 0, 999999},
              {"eta_exp", -8, 8}, {"cond_exp", 0, 12}, {"r_64", 1, 63}};
  // the points pinned before cond_exp and r_64 were appended keep 0 and 32 (the same instances); the last three are
  // the corners of the widened spectrum and rate
  s.edges = {{0, 3, 1, 0, 0, 0, 32},  {1, 3, 1, 0, 0, 0, 32}, {2, 3, 1, 0, 0, 0, 32},  {3, 3, 1, 0, 0, 0, 32},
             {1, 6, 2, 1, 0, 0, 32},  {3, 6, 2, 2, 0, 0, 32}, {2, 5, 1, 3, 0, 0, 32},  {3, 10, 4, 4, -8, 0, 32},
             {1, 10, 3, 5, 8, 0, 32}, {0, 6, 3, 6, 0, 12, 1}, {2, 8, 2, 7, 4, 12, 63}, {1, 4, 1, 8, -4, 6, 1}};
  // eta = (k/4) 2^eta_exp with k in [2, 8] and the f_i are drawn from the seed; K = 5 is a constant
  s.reaches = {all_topologies_reach(),        // topology_name(0..3), edges at N = 3
               reach("N", 3, 10),             // N in [3, 10] (edges 3, 10)
               reach("d", 1, 4),              // d in [1, 4] (edges 1, 4)
               reach("eta", 1.0 / 128, 128),  // edges eta_exp = -8 (eta <= 2/256), 8 (>= 256/2)
               reach("smallest Hessian eigenvalue", 1.0 / 2048, 0.5),  // cond_exp = 12: at most 2^-11 (edges)
               reach("R", 1.0 / 64, 63.0 / 64)};                       // R = r_64/64, edges r_64 = 1, 63
  const char* hyp =
      "quadratic f_i (Hessian eigenvalues k/4 2^-u, k in [2, 8], u in [0, cond_exp], cond_exp <= 12), Algorithm 1 with "
      "alpha^0 = 0, x~^0 = x^0, R = r/64 in (0, 1)";
  const Space ctl{{{"seed", 0, 9}}, {{0}, {9}}};
  {
    Claim c = make(
        "ding_gong.padmm.agent_matrix", "Algorithm 1 (L143-L161), (10), (12) against (13)-(14) (L251-L257)",
        "The agent-level P-ADMM ((10) per agent, perturbation, (12)) and the matrix form (13)-(14) produce the same "
        "iterates x^k, alpha^k from the same noise.",
        hyp, s, [](const Point& p, unsigned bits) { return agent_matrix_check(p, false, bits); }, ctl,
        "the matrix form with L_+ in place of L_- in (14), ring of 4 agents",
        [](const Point& p, unsigned bits) {
          return agent_matrix_check({1, 4, 1, p[0], 0, 0, 32}, true, bits);
        });
    c.cost = Cost::expensive;
    out.push_back(std::move(c));
  }
  struct Row {
    const char *id, *where, *statement;
    Eq eq, control;
    const char* erratum;
  };
  const Row rows[] = {
      {"ding_gong.matrix.eq15", "(15) (L265-L267)",
       "On the iterates of Algorithm 1: x^{k+1} = -M^{-1} grad f(x^{k+1})/(2 eta) + M^{-1} L_+ x~^k/2 - (M^{-1} L_-/2) "
       "sum_{s=0}^k x~^s.",
       Eq::eq15, Eq::control15, "ding_gong.E7"},
      {"ding_gong.matrix.eq15_corrected", "(15), corrected (E7)",
       "On the iterates of Algorithm 1: x^{k+1} = -M^{-1} grad f(x^{k+1})/(2 eta) + M^{-1} L_+ x~^k/2 - (M^{-1} L_-/2) "
       "sum_{s=1}^k x~^s (alpha^k = eta L_- sum_{s=1}^k x~^s by (14) and alpha^0 = 0).",
       Eq::eq15_corrected, Eq::control15, ""},
      {"ding_gong.matrix.eq16", "(16) (L269-L271)",
       "On the iterates of Algorithm 1: grad f(x^{k+1})/eta + 2 Q r^{k+1} + L_+(x~^{k+1} - x~^k) = 2 M^{-1} xi^{k+1} "
       "with r^{k+1} = sum_{s=0}^{k+1} Q x~^s, Q = sqrt(L_-)/2 (so 2 Q r^{k+1} = (L_-/2) sum_{s=0}^{k+1} x~^s).",
       Eq::eq16, Eq::control16, "ding_gong.E8"},
      {"ding_gong.matrix.eq16_corrected", "(16), corrected (E8)",
       "On the iterates of Algorithm 1: grad f(x^{k+1})/eta + L_- sum_{s=1}^{k+1} x~^s + L_+(x~^{k+1} - x~^k) = 2 M "
       "xi^{k+1} ((13)-(14) rearranged; 2 Q r^{k+1} with Q = sqrt(L_-/2) and the sum from s = 1).",
       Eq::eq16_corrected, Eq::control16, ""},
  };
  for (const Row& r : rows) {
    const Eq eq = r.eq, control = r.control;
    Claim c = make(
        r.id, r.where, r.statement, hyp, s, [eq](const Point& p, unsigned bits) { return identity_check(p, eq, bits); },
        ctl,
        control == Eq::control15 ? "(15) corrected with M^{-1} L_+ x~^k (the 1/2 dropped), ring of 4 agents"
                                 : "(16) corrected with M xi^{k+1} (the 2 dropped), ring of 4 agents",
        [control](const Point& p, unsigned bits) {
          return identity_check({1, 4, 1, p[0], 0, 0, 32}, control, bits);
        });
    if (*r.erratum) c.expected = {Status::violated, r.erratum};
    if (!*r.erratum) c.form = Form::corrected;
    c.cost = Cost::expensive;
    out.push_back(std::move(c));
  }
  Space scale;  // the E9/E13 family: N, j (c = 2^-j), seed
  scale.coords = {{"N", 3, 8}, {"j", 0, 16}, {"seed", 0, 999999}};
  scale.edges = {{5, 10, 0}, {5, 0, 0}, {3, 16, 1}, {8, 4, 2}};
  scale.reaches = {reach("N", 3, 8),             // N in [3, 8] (edges 3, 8)
                   reach("c", 1.0 / 65536, 1)};  // c = 2^-j, j in [0, 16] (edges 16, 0)
  // Theorem 4's claims: thm4_check is undecided (no instance) at j <= 1 (c >= 1/2), where the hypotheses it certifies
  // are not met; their largest c at an edge is 2^-4 (j = 4)
  Space scale4 = scale;
  scale4.reaches[1] = reach("c", 1.0 / 65536, 1.0 / 16);  // j in [2, 16] (j = 16: an edge or the random points)
  {
    Claim c = make(
        "ding_gong.lemma5.noiseless", "Lemma 5 (L287-L291), from [20], without noise",
        "With zero noise: |q^{k+1} - q*|_G^2 <= |q^k - q*|_G^2/(1 + zeta) with Lemma 5's zeta and eta (mu-strongly "
        "convex, v-smooth f), on the complete graph with f_i = (c/2)(x - c_i)^2.",
        "kappa_2 = 2^24, kappa_3 = 2, eta of Lemma 5, r* in range(Q) (any of four conventions for r^k and Q)", scale,
        [](const Point& p, unsigned bits) { return lemma5_check(p[0], p[1], p[2], bits); },
        Space{{{"j", 8, 16}}, {{8}, {16}}},
        "the same at N = 5, c = 2^-j for j in [8, 16] (the printed lemma is the failing side)",
        [](const Point& p, unsigned bits) { return lemma5_check(5, p[0], 0, bits); });
    c.expected = {Status::violated, "ding_gong.E13"};
    c.cost = Cost::expensive;
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "ding_gong.thm4.noiseless", "Theorem 4 (L295-L299), without noise",
        "With zero noise, mu-strongly convex v-smooth f (L277, L281) and Theorem 4's hypotheses: |x~^{k+1} - x*|^2 <= "
        "W^{k+1}(|x~^0 - x*|^2 + S_2 |r^0 - r*|^2), on the complete graph with f_i = (c/2)(x - c_i)^2.",
        "b, kappa_2, kappa_4, theta in Theorem 4's feasible set (certified), eta of Lemma 5, r* in range(Q) (either "
        "convention for Q)",
        scale4, [](const Point& p, unsigned bits) { return thm4_check(p[0], p[1], p[2], -1, 1, bits); },
        Space{{{"j", 8, 16}}, {{8}, {16}}}, "-",
        [](const Point& p, unsigned bits) { return thm4_check(5, p[0], 0, -1, 1, bits); });
    c.control_description = "the same at N = 5, c = 2^-j for j in [8, 16] (the printed bound is the failing side)";
    c.expected = {Status::violated, "ding_gong.E9"};
    c.cost = Cost::expensive;
    out.push_back(std::move(c));
  }
  {
    Space mc = scale4;  // and m: (sigma^2)_i^1 = 2^-m u_i/16 (described in the "noise" text only)
    mc.coords.push_back({"m", 0, 40});
    mc.edges = {{5, 10, 0, 40}, {5, 4, 0, 0}, {3, 4, 1, 20}, {8, 6, 2, 8}, {5, 0, 0, 0}};
    Claim c = make(
        "ding_gong.thm4.monte_carlo", "Theorem 4 (L295-L299)",
        "With noise (sigma^2)_i^{k+1} = R^k (sigma^2)_i^1, mu-strongly convex v-smooth f (L277, L281) and Theorem 4's "
        "hypotheses: E|x~^{k+1} - x*|^2 <= W^{k+1}(|x~^0 - x*|^2 + S_2 |r^0 - r*|^2 + d S_3 sum_i (sigma^2)_i^1 W/(W - "
        "R)), on the complete graph with f_i = (c/2)(x - c_i)^2 (Monte Carlo, 32 runs, mean - 6 se against the bound).",
        "b, kappa_2, kappa_4, theta in Theorem 4's feasible set (certified), R = W/2, eta of Lemma 5, r* in range(Q) "
        "(either convention for Q), (sigma^2)_i^1 = 2^-m u_i/16",
        mc, [](const Point& p, unsigned bits) { return thm4_check(p[0], p[1], p[2], p[3], 32, bits); },
        Space{{{"j", 8, 16}}, {{8}, {16}}}, "-",
        [](const Point& p, unsigned bits) { return thm4_check(5, p[0], 0, 40, 32, bits); });
    c.control_description =
        "the same at N = 5, c = 2^-j for j in [8, 16], (sigma^2)_i^1 = 2^-40 u_i/16 (the printed bound is the failing "
        "side)";
    c.expected = {Status::violated, "ding_gong.E9"};
    c.cost = Cost::expensive;
    out.push_back(std::move(c));
  }
  // Lemma 6's claims share one negative control: noise switched on at a pinned instance where the printed noise
  // terms fail under the corrected conventions (outside the noiseless claims' hypothesis; the printed claims are
  // themselves the failing side)
  const Space kLemma6Control{{{"seed", 25362, 25362}}, {{25362}}};
  const char* kLemma6ControlText =
      "with noise, r^k from s = 1, Q = sqrt(L_-/2), the printed noise terms: complete graph of 3, seed 25362";
  const CheckFn lemma6_control = [](const Point& p, unsigned bits) {
    return lemma6_check(0, 3, p[0], 0, 0, false, true, bits);
  };
  {
    Space l6;  // topology, N, seed, r drawn (1) or 0, then run_instance's eta_exp, cond_exp, r_64
    l6.coords = {{"topology", 0, 3}, {"N", 3, 10},        {"seed", 0, 999999}, {"with_r", 0, 1},
                 {"eta_exp", -8, 8}, {"cond_exp", 0, 12}, {"r_64", 1, 63}};
    // the points pinned before the last three coordinates were appended keep 0, 0, 32 (the same instances); the
    // last four of those: the pinned counterexamples of E12; then two corners of the widened scales
    l6.edges = {{0, 3, 0, 0, 0, 0, 32},     {1, 4, 0, 1, 0, 0, 32},      {2, 5, 1, 1, 0, 0, 32},
                {3, 6, 2, 0, 0, 0, 32},     {1, 5, 3, 1, 0, 0, 32},      {0, 4, 0, 0, 0, 0, 32},
                {0, 3, 34634, 0, 0, 0, 32}, {0, 3, 116744, 0, 0, 0, 32}, {0, 3, 25362, 0, 0, 0, 32},
                {0, 10, 7, 1, 8, 12, 1},    {2, 8, 8, 0, -8, 6, 63}};
    // d = 1 (lemma6_check); eta = (k/4) 2^eta_exp and the f_i are drawn from the seed
    l6.reaches = {all_topologies_reach(),                                 // topology_name(0..3), each an edge
                  reach("N", 3, 10),                                      // N in [3, 10] (edges 3, 10)
                  reach("r", {"0", "Q y, y drawn"}),                      // with_r in {0, 1}
                  reach("eta", 1.0 / 128, 128),                           // eta_exp = -8, 8 at the edges
                  reach("smallest Hessian eigenvalue", 1.0 / 2048, 0.5),  // cond_exp = 12 at an edge
                  reach("R", 1.0 / 64, 63.0 / 64)};                       // r_64 = 1, 63 at the edges
    const auto scale_of = [](const Point& p) { return std::vector<long>{p[4], p[5], p[6]}; };
    for (int coeff : {0, 1}) {
      Claim c = make(
          coeff == 0 ? "ding_gong.lemma6" : "ding_gong.lemma6.proof_coeff",
          coeff == 0 ? "Lemma 6 (L345-L349)" : "Lemma 6's proof, last line (L381)",
          std::string(
              "On realised iterates of Algorithm 1 (convex quadratic f_i), for k >= 1 and r in {0, Q y}: (f(x^{k+1}) - "
              "f(x*))/eta + <2r, Q x^{k+1}> <= (1/eta)(|q^k - q*|_G^2 - |q^{k+1} - q*|_G^2) + ") +
              (coeff == 0 ? "phi_max^2(L_+)/(2 phi_min^2(L_-))" : "phi_max^2(L_+)/(2 phi_min(L_-))") +
              " |xi^k|^2 + <xi^{k+1}, 2 Q (r^{k+1} - r)> (holds if it holds for either convention Q = sqrt(L_-)/2, "
              "sqrt(L_-/2)).",
          "convex quadratic f_i, Algorithm 1 with alpha^0 = 0, x~^0 = x^0", l6,
          [coeff, scale_of](const Point& p, unsigned bits) {
            return lemma6_check(p[0], p[1], p[2], p[3], coeff, false, false, bits, scale_of(p));
          },
          kLemma6Control, kLemma6ControlText, lemma6_control);
      c.expected = {Status::violated, "ding_gong.E12"};
      c.cost = Cost::expensive;
      out.push_back(std::move(c));
    }
    Claim c0 = make(
        "ding_gong.lemma6.noiseless", "Lemma 6 (L345-L349) with zero noise (non-private decentralised ADMM)",
        "With xi = 0 (the noise terms vanish): (f(x^{k+1}) - f(x*))/eta + <2r, Q x^{k+1}> <= (1/eta)(|q^k - q*|_G^2 - "
        "|q^{k+1} - q*|_G^2) on realised iterates, k >= 1, r in {0, Q y}, for either convention of Q.",
        "convex quadratic f_i, alpha^0 = 0", l6,
        [scale_of](const Point& p, unsigned bits) {
          return lemma6_check(p[0], p[1], p[2], p[3], 0, true, false, bits, scale_of(p));
        },
        kLemma6Control, kLemma6ControlText, lemma6_control);
    c0.expected = {Status::violated, "ding_gong.E12"};
    c0.cost = Cost::expensive;
    out.push_back(std::move(c0));
    for (bool noiseless : {true, false}) {
      Claim cc = make(
          noiseless ? "ding_gong.lemma6.noiseless_corrected" : "ding_gong.lemma6.corrected_conventions",
          noiseless ? "Lemma 6 with zero noise, r^k from s = 1 and Q = sqrt(L_-/2) (E7, E8)"
                    : "Lemma 6 with r^k from s = 1 and Q = sqrt(L_-/2) (E7, E8), the printed noise terms",
          std::string(noiseless ? "With xi = 0" : "With the printed noise terms") +
              ", r^k = sum_{s=1}^k Q x~^s and Q = sqrt(L_-/2) (the conventions (13)-(14) give): (f(x^{k+1}) - "
              "f(x*))/eta + <2r, Q x^{k+1}> <= (1/eta)(|q^k - q*|_G^2 - |q^{k+1} - q*|_G^2)" +
              (noiseless ? "" : " + phi_max^2(L_+)/(2 phi_min^2(L_-)) |xi^k|^2 + <xi^{k+1}, 2 Q (r^{k+1} - r)>") +
              " on realised iterates, k >= 1, r in {0, Q y}.",
          "convex quadratic f_i, alpha^0 = 0", l6,
          [noiseless, scale_of](const Point& p, unsigned bits) {
            return lemma6_check(p[0], p[1], p[2], p[3], 0, noiseless, true, bits, scale_of(p));
          },
          noiseless ? Space{{{"seed", 34634, 34634}}, {{34634}}} : kLemma6Control,
          noiseless ? "the printed conventions (r^k from s = 0, Q = sqrt(L_-)/2 or sqrt(L_-/2)), noise-free, complete "
                      "graph of 3, seed 34634"
                    : kLemma6ControlText,
          noiseless
              ? CheckFn([](const Point& p, unsigned bits) { return lemma6_check(0, 3, p[0], 0, 0, true, false, bits); })
              : lemma6_control);
      if (noiseless) {
        cc.form = Form::corrected;
      } else {
        cc.expected = {Status::violated, "ding_gong.E12"};
      }
      cc.cost = Cost::expensive;
      out.push_back(std::move(cc));
    }
  }
  {
    Space t5;  // topology, N, seed
    t5.coords = {{"topology", 0, 3}, {"N", 3, 6}, {"seed", 0, 999999}};
    t5.edges = {{0, 3, 0}, {1, 4, 0}, {2, 5, 1}, {3, 6, 2}};
    t5.reaches = {all_topologies_reach(),  // topology_name(0..3), each an edge
                  reach("N", 3, 6)};       // N in [3, 6] (edges 3, 6)
    Claim c = make(
        "ding_gong.thm5.monte_carlo", "Theorem 5 (L389-L394)",
        "E[f(x^K) - f(x*)] <= eta |Q x^0|^2/K + eta |x^0 - x*|^2_{L_+/2}/K + (1/K) eta d phi_max^2(L_+) sum_i "
        "(sigma^2)_i^1/(2 phi_min(L_-)(1 - R)) with x^K = (1/K) sum_{k<K} x^{k+1} (Monte Carlo, 64 runs, mean - 6 se "
        "against the bound).",
        "convex quadratic f_i, Algorithm 1 with alpha^0 = 0, x~^0 = x^0, R = 1/2, K = 5", t5,
        [](const Point& p, unsigned bits) { return thm5_check(p[0], p[1], p[2], 1, false, 64, bits); },
        Space{{{"seed", 0, 9}}, {{0}, {9}}},
        "variances x 256 and the bound's noise term dropped, complete graph of 3, 1024 runs",
        [](const Point& p, unsigned bits) { return thm5_check(0, 3, p[0], 256, true, 1024, bits); });
    c.cost = Cost::expensive;
    out.push_back(std::move(c));
  }
  return out;
}

}  // namespace privbound::proofs_check::ding_gong
