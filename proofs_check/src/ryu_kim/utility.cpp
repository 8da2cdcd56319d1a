// Seed 004 claims on the utility theorems 5.3-5.5 (L444-L498): the expected gap
//   E[F(z^(T)) - F(z*) + gamma |Aw^(T) - z^(T)|]
// of Algorithm 3.1 on synthetic instances, estimated by Monte Carlo over the noise, against the
// printed right-hand sides (5.1b), (5.2b), (5.3b) (bounds/, certified) with every constant computed
// for the instance: U_1 (max |f'_p| over the box, at a vertex), U_2 (the box's diameter), U_3 (the
// noise constant of (5.1c)), L, alpha, gamma = 2|lambda*| for the least-norm dual optimum (and, for
// Theorem 5.5, at least max_t |lambda^t| of every run, Assumption 5.2(i)), rho constant.
//
// Instances: utility_runs.hpp. The averages are the theorems' own: (5.1c) over z^{t,e+1}, (5.2c)
// over z^{t,e}, (5.3c) weighted by t.
//
// Monte Carlo (runs seeded by the instance): the verdict compares mean - 6 standard errors with
// the bound's lower end, so a reported violation is significant, not noise. An instance whose first
// 8 runs already put mean + 6 standard errors below the bound is settled there (the other runs
// could only matter at a deviation beyond 6 se). Low precision (the statistics dominate): min(bits, 96).
#include <algorithm>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "common.hpp"
#include "privbound/bounds/ryu_kim/ryu_kim.hpp"
#include "privbound/proofs_check/ryu_kim/ryu_kim.hpp"
#include "privbound/solvers/ryu_kim/admm.hpp"
#include "utility_runs.hpp"

namespace privbound::proofs_check::ryu_kim {

hp_float quadratic_value(const solvers::SmoothFunction& f, const HpVector& x) {
  return x.dot(f.H * x) / 2 + f.h.dot(x);
}

hp_float agent_value(const rs::Agent& a, const HpVector& x) { return quadratic_value(a.f, x) + a.nonsmooth_value(x); }

UtilityInstance draw_utility(long seed, long P, long n, long start, bool same, unsigned bits, long l1_k) {
  Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 500u);
  UtilityInstance u;
  u.n = n;
  const auto N = static_cast<std::size_t>(n);
  const rs::Box box{HpVector::Constant(n, hp_float(-1)), HpVector::Constant(n, hp_float(1))};
  u.L = 0;
  u.alpha = 1e9;
  std::string spectra, linear;
  for (long p = 0; p < P; ++p) {
    if (same && p > 0) {
      u.agents.push_back(u.agents.front());
      continue;
    }
    std::vector<Rational> spec;
    for (std::size_t i = 0; i < N; ++i) spec.emplace_back(solvers::uniform_int(rng, 1, 16), 4);
    solvers::SmoothFunction f = solvers::make_quadratic(rng, spec, bits);
    const auto h = solvers::random_rational_matrix(rng, N, 1, 8, 4);
    f.h = solvers::to_hp(h).col(0);
    u.L = std::max(u.L, f.nu);
    u.alpha = std::min(u.alpha, f.mu);
    for (const auto& q : spec) spectra += q.to_string() + " ";
    linear += solvers::matrix_text(h) + " ";
    u.agents.emplace_back(f, box);
  }
  // the nonsmooth part l1 |z - c|_1 (Theorem 5.4's convex f_p): weight l1_k/4 for every agent, a common
  // centre c (k/8 per coordinate, in [-1/2, 1/2]) drawn from its own stream (the smooth instances of a
  // seed do not change)
  HpVector centre = HpVector::Zero(n);
  if (l1_k > 0) {
    Rng crng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 502u);
    for (long i = 0; i < n; ++i) centre(i) = hp_float(solvers::uniform_int(crng, -4, 4)) / 8;
    for (auto& a : u.agents) a.l1 = hp_float(l1_k) / 4, a.l1_centre = centre;
  }
  const hp_float l1_sum = l1_k > 0 ? hp_float(P) * l1_k / 4 : hp_float(0);
  // U1 = sup over the box of |f'_p| for the subgradient the algorithm uses: on each closed orthant
  // rectangle around c (sign vector s fixed) |H_p u + h_p + l1 s| is convex in u, so its max is at a
  // vertex of the rectangle; smooth f_p: one rectangle, the box
  for (const auto& a : u.agents)
    for (long sv = 0; sv < (l1_k > 0 ? (1L << n) : 1L); ++sv)
      for (long v = 0; v < (1L << n); ++v) {
        HpVector x(n), sgn = HpVector::Zero(n);
        for (long i = 0; i < n; ++i) {
          const bool up = (sv >> i) & 1;
          if (l1_k > 0) sgn(i) = up ? 1 : -1;
          const hp_float lo = l1_k > 0 && up ? centre(i) : hp_float(-1), hi = l1_k > 0 && !up ? centre(i) : hp_float(1);
          x(i) = ((v >> i) & 1) ? hi : lo;
        }
        u.U1 = std::max(u.U1, HpVector(a.f.gradient(x) + a.l1 * sgn).norm());
      }
  u.U2 = sqrt(hp_float(4 * n));
  // z*: min_w sum_p f_p(w) over the box; with the l1 part by proximal gradient (the prox of
  // l1_sum |. - c|_1 plus the box is separable: soft-threshold about c, then clamp)
  auto grad = [&](const HpVector& w) -> HpVector {
    HpVector g = HpVector::Zero(n);
    for (const auto& a : u.agents) g += a.f.gradient(w);
    return g;
  };
  hp_float smooth = 0, strong = 0;
  for (const auto& a : u.agents) smooth += a.f.nu, strong += a.f.mu;
  if (l1_k == 0) {
    auto solved = rs::box_minimise(grad, smooth, strong, box, HpVector::Zero(n));
    u.zstar = solved.ok() ? solved->x : HpVector::Zero(n);
  } else {
    const hp_float res = boost::multiprecision::ldexp(hp_float(1), -static_cast<int>(bits * 3 / 4));
    HpVector z = HpVector::Zero(n);
    for (int k = 0; k < 200000; ++k) {
      HpVector v = z - grad(z) / smooth;
      for (long i = 0; i < n; ++i) {
        const hp_float d = v(i) - centre(i), th = l1_sum / smooth;
        v(i) = abs(d) <= th ? centre(i) : (d > 0 ? hp_float(v(i) - th) : hp_float(v(i) + th));
      }
      v = box.project(v);
      const hp_float moved = (v - z).cwiseAbs().maxCoeff();
      z = v;
      if (moved <= res) break;
    }
    u.zstar = z;
  }
  // the subdifferentials of f_p at z* (an interval at the kink z*_i = c_i) for the least-norm dual
  std::vector<HpVector> g_lo, g_hi;
  for (const auto& a : u.agents) {
    u.Fstar += agent_value(a, u.zstar);
    HpVector lo = a.subgradient(u.zstar), hi = lo;
    if (l1_k > 0)
      for (long i = 0; i < n; ++i)
        if (u.zstar(i) == centre(i)) lo(i) -= a.l1, hi(i) += a.l1;
    g_lo.push_back(lo);
    g_hi.push_back(hi);
  }
  u.lambda_star = rs::least_norm_dual(g_lo, g_hi, u.zstar, box);
  // z_p^1 = start/4 in every coordinate (start in [-4, 4]: the centre to a corner of the box)
  u.z1.assign(static_cast<std::size_t>(P), HpVector::Constant(n, hp_float(start) / 4));
  u.text = {{"seed", str(seed)},
            {"P", str(P)},
            {"n", str(n)},
            {"f_p",
             std::string(same ? "every agent: " : "") + "quadratic, spectra " + spectra + "; linear terms " + linear +
                 (l1_k > 0 ? "; plus " + Rational(l1_k, 4).to_string() +
                                 " |z - c|_1, c = " + solvers::matrix_text(numeric::HpMatrix(centre)) + " (every agent)"
                           : std::string())},
            {"box", "[-1, 1]^n"},
            {"z_p^1", str(start) + "/4 (every coordinate)"},
            {"z*", ""}};
  for (Eigen::Index i = 0; i < n; ++i) u.text.back().second += (i ? ", " : "") + u.zstar(i).str(8);
  return u;
}

// The Gaussian noise of every run here: U_3 = 2 ln(1.25/delta) Delta_2^2 (5.1c) with Delta_2 = 1/4,
// delta = 1e-2; the noise variance is U_3/eps^2.
Interval noise_U3(unsigned bits, bool laplace) {
  const Interval sens = Interval::from_rational(Rational(1, 4), bits);
  return laplace ? *bounds::ryu_kim::utility_U3_laplace(sens)
                 : *bounds::ryu_kim::utility_U3_gaussian(sens, Interval::from_rational(Rational(1, 100), bits));
}

std::string noise_text(bool laplace) { return laplace ? "Laplace, Delta_1 = 1/4" : kNoiseText; }

HpVector draw_noise(Rng& rng, long n, const hp_float& U3, const hp_float& eps, bool laplace) {
  const auto N = static_cast<std::size_t>(n);
  return laplace ? solvers::laplace_vector(rng, N, sqrt(U3 / 2) / eps)
                 : solvers::gaussian_vector(rng, N, sqrt(U3) / eps);
}

// The step-size rules (5.1a), (5.2a), (5.3a).
std::function<hp_float(long)> eta_rule(UtilityTheorem th, const hp_float& L, const hp_float& alpha,
                                       const hp_float& eps) {
  return [th, L, alpha, eps](long t) -> hp_float {
    if (th == UtilityTheorem::thm5_3) return 1 / (L + sqrt(hp_float(t)) / eps);  // (5.1a)
    if (th == UtilityTheorem::thm5_4) return 1 / sqrt(hp_float(t));              // (5.2a)
    return 2 / (alpha * (t + 2));                                                // (5.3a)
  };
}

// One run's gap F(z^(T)) - F(z*) + gamma |A w^(T) - z^(T)| (gamma applied after, as the norms).
void add_pathwise_pair(std::vector<Claim>& out, const PathwisePair& texts, PathwiseCheck check) {
  for (const bool corrected : {false, true}) {
    Space s;
    s.coords = {{"seed", 0, 999999}, {"P", 1, 12}, {"start", -4, 4}, {"T", 1, 20}, {"E", 1, 3}, {"same", 0, 1}};
    s.edges = {{0, 1, 0, 1, 1, 0}, {1, 3, 4, 20, 3, 0}, {3, 12, -4, 1, 1, 1}};  // the last: the erratum's point
    s.reaches = {reach("P", 1, 12),                                             // P: edges 1, 12
                 reach("z_p^1", {"-4/4 (every coordinate)", "4/4 (every coordinate)"}),  // start: edges -4, 4
                 reach("T", 1, 20),                                                      // T: edges 1, 20
                 reach("E", 1, 3)};                                                      // E: edges 1, 3
    Claim c = make(
        corrected ? texts.id + "_corrected" : texts.id, corrected ? texts.where_corrected : texts.where,
        corrected ? texts.statement_corrected : texts.statement, texts.hypotheses, s,
        [check, corrected](const Point& p, unsigned bits) {
          return check(p[0], p[1], p[2], p[3], p[4], p[5] == 1, corrected, bits);
        },
        Space{{{"P", 3, 12}}, {{3}, {12}}}, texts.control,
        [check](const Point& p, unsigned bits) { return check(3, p[0], -4, 1, 1, true, false, bits); });
    if (corrected) {
      c.form = Form::corrected;
    } else {
      c.expected = {Status::violated, texts.erratum};
    }
    out.push_back(std::move(c));
  }
}

rs::RunTrace noise_free_run(const UtilityInstance& u, UtilityTheorem th, long T, long E) {
  rs::RunSettings st;
  st.T = T;
  st.E = E;
  st.rho = [](long) { return hp_float(kPathwiseRho); };
  st.eta = eta_rule(th, u.L, u.alpha, hp_float(1024));
  st.noise = [](long, long, std::size_t) { return HpVector::Zero(1).eval(); };
  return rs::run_algorithm3_1(u.agents, st, u.z1, std::vector<HpVector>(u.agents.size(), HpVector::Zero(1)));
}

namespace {

constexpr long kFirstStage = 8;  // runs before an instance can be settled early (utility_check)

struct McSettings {
  UtilityTheorem theorem = UtilityTheorem::thm5_3;
  long T = 10, E = 1, runs = 32;  // runs: at most (see kFirstStage)
  hp_float eps = 1, rho = 1;      // eps-bar, rho^t
  // lambda_p^1 = +-lambda1 (every coordinate; + for even p, - for odd p, so that sum_p = 0 for even P); the
  // control runs lambda1 = 100 against the bound taken with |lambda^1| = 0
  hp_float lambda1 = 0;
  bool bound_ignores_lambda1 = false;
  bool laplace = false;         // the noise: Gaussian (Delta_2 = 1/4, delta = 1e-2) or Laplace (Delta_1 = 1/4)
  long l1_k = 0;                // f_p's nonsmooth part (l1_k/4) |z - c|_1 (0: none)
  bool ignore_asm5_2i = false;  // the control: gamma = 2|lambda*| even for Theorem 5.5 (5.2(i) not enforced)
  // the right-hand side compared: the printed (5.1b)-(5.3b) or a corrected one
  numeric::Result<Interval> (*bound)(const bounds::ryu_kim::UtilityConstants&, const Interval&, long, long) = nullptr;
};

struct RunGap {
  hp_float F = 0, consensus = 0, lambda_max = 0;
};
RunGap run_gap(const UtilityInstance& u, const McSettings& m, const hp_float& U3, Rng& rng) {
  const auto P = u.agents.size();
  rs::RunSettings st;
  st.T = m.T;
  st.E = m.E;
  st.rho = [rho = m.rho](long) { return rho; };
  st.eta = eta_rule(m.theorem, u.L, u.alpha, m.eps);
  st.noise = [&](long, long, std::size_t) { return draw_noise(rng, u.n, U3, m.eps, m.laplace); };
  std::vector<HpVector> lambda1;
  for (std::size_t p = 0; p < P; ++p) lambda1.push_back(HpVector::Constant(u.n, p % 2 ? -m.lambda1 : m.lambda1));
  const rs::RunTrace tr = rs::run_algorithm3_1(u.agents, st, u.z1, lambda1);
  const RunView view{tr, u.z1, m.E};
  const bool weighted = m.theorem == UtilityTheorem::thm5_5, outputs = m.theorem == UtilityTheorem::thm5_3;
  const HpVector wT =
      round_average(m.T, weighted, [&](long t) -> HpVector { return tr.w[static_cast<std::size_t>(t - 1)]; });
  RunGap g;
  hp_float cons = 0;
  for (std::size_t p = 0; p < P; ++p) {
    const HpVector zT = round_average(m.T, weighted, [&](long t) { return view.local_mean(t, p, outputs); });
    g.F += agent_value(u.agents[p], zT);
    cons += (wT - zT).squaredNorm();
  }
  g.F -= u.Fstar;
  g.consensus = sqrt(cons);
  for (const auto& lam : tr.lambda) {
    hp_float s = 0;
    for (const auto& l : lam) s += l.squaredNorm();
    g.lambda_max = std::max<hp_float>(g.lambda_max, sqrt(s));
  }
  return g;
}

Verdict utility_check(long seed, long P, long n, long start, bool same, const McSettings& m,
                      const std::string& bound_name, unsigned bits) {
  const unsigned low = std::min(bits, 96u);
  numeric::ScopedHpPrecision prec(low);
  const UtilityInstance u = draw_utility(seed, P, n, start, same, low, m.l1_k);
  const Interval U3 = noise_U3(bits, m.laplace);
  const hp_float U3_run = hp_float(U3.upper_double());
  Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 501u);
  std::vector<RunGap> gaps;
  auto up = [bits](const hp_float& x) { return Interval::from_double(to_d(x) * (1 + 1e-12), bits); };
  bounds::ryu_kim::UtilityConstants k;
  k.n = n;
  k.P = P;
  k.U1 = up(u.U1);
  k.U2 = up(u.U2);
  k.U3 = U3;
  k.rho_max = k.rho1 = Interval::from_double(to_d(m.rho), bits);
  const hp_float lambda1_norm = m.lambda1 * sqrt(hp_float(n * P));  // |lambda^1| stacked
  k.lambda1 = m.bound_ignores_lambda1 ? Interval::from_int(0, bits) : up(lambda1_norm);
  k.L = up(u.L);
  k.alpha = Interval::from_double(to_d(u.alpha), bits);
  const Interval eps = Interval::from_double(to_d(m.eps), bits);
  // Staged: after kFirstStage runs the instance is settled as holding when even the upper
  // confidence end mean + 6 se lies below the bound (a stricter test than the final mean - 6 se);
  // otherwise the runs go on to m.runs and the verdict compares mean - 6 se.
  const long stages[] = {std::min(m.runs, kFirstStage), m.runs};
  for (const long runs_now : stages) {
    while (static_cast<long>(gaps.size()) < runs_now) gaps.push_back(run_gap(u, m, U3_run, rng));
    const bool last = runs_now == m.runs;
    hp_float lambda_max = 0;
    for (const auto& g : gaps) lambda_max = std::max(lambda_max, g.lambda_max);
    hp_float gamma = 2 * u.lambda_star;
    if (m.theorem == UtilityTheorem::thm5_5 && !m.ignore_asm5_2i) gamma = std::max(gamma, lambda_max);  // 5.2(i)
    gamma = std::max<hp_float>(gamma, hp_float(1e-6));                                                  // gamma > 0
    double sum = 0, sq = 0;
    for (const auto& g : gaps) {
      const double x = to_d(g.F + gamma * g.consensus);
      sum += x;
      sq += x * x;
    }
    const double runs = static_cast<double>(runs_now), mean = sum / runs;
    const double se = std::sqrt(std::max(0.0, sq / runs - mean * mean) / (runs - 1));
    k.gamma = up(gamma);
    const auto bound = m.bound(k, eps, m.T, m.E);
    if (!bound.ok()) return undecided(bound.error().message);
    const double rhs = bound->lower_double(), lhs = last ? mean - 6 * se : mean + 6 * se;
    Verdict v = verdict_le(lhs, rhs, std::max(1.0, std::abs(rhs)), 1e-12);
    if (!last && (v.status != Status::holds || v.tight)) continue;
    v.note = "Monte Carlo mean " + std::to_string(mean) + " (standard error " + std::to_string(se) + ", " +
             str(runs_now) + (last ? " runs; compared: mean - 6 se)" : " runs, stopped early; compared: mean + 6 se)") +
             " against the bound " + std::to_string(rhs) + "; gamma " + gamma.str(6) + ", U1 " + u.U1.str(6) +
             ", |lambda*| " + u.lambda_star.str(6);
    v.instance = u.text;
    v.instance.insert(
        v.instance.end(),
        {{"T", str(m.T)},
         {"E", str(m.E)},
         {"eps", m.eps.str(6)},
         {"rho", m.rho.str(6)},
         {"noise", noise_text(m.laplace)},
         {"lambda_p^1", "+-" + m.lambda1.str(6) + " (every coordinate)"},
         {"bound", m.bound_ignores_lambda1 ? bound_name + " with |lambda^1| = 0 (control)" : bound_name}});
    return v;
  }
  return undecided("no Monte Carlo runs");
}

// Noise-free run of Algorithm 3.1 with (5.1a) (eps = 1024) from z^1, and the two bounds the proof
// uses: G = sum_t (rho^t/2)(|z* - z^{t+1}|^2 - |z* - z^t|^2) >= -c U2^2 rho^max/2 and
// I = sum_t sum_e (1/(2 eta^t))(|z* - z^{t,e}|^2 - |z* - z^{t,e+1}|^2) <= c U2^2/(2 eta^T), z stacked
// over the agents; c = 1 as printed, c = P corrected (E16).
Verdict terms_g_i_check(long seed, long P, long start, long T, long E, bool same, bool corrected, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  const UtilityInstance u = draw_utility(seed, P, 1, start, same, bits);
  const hp_float rho = kPathwiseRho;
  const auto eta = eta_rule(UtilityTheorem::thm5_3, u.L, u.alpha, hp_float(1024));
  const rs::RunTrace tr = noise_free_run(u, UtilityTheorem::thm5_3, T, E);
  const RunView view{tr, u.z1, E};
  auto dist = [&](auto&& point) -> hp_float { return stacked_dist2(u, point); };
  hp_float G = 0, I = 0;
  for (long t = 1; t <= T; ++t) {
    G += rho / 2 *
         (dist([&](std::size_t p) -> const HpVector& { return view.round_start(t + 1, p); }) -
          dist([&](std::size_t p) -> const HpVector& { return view.round_start(t, p); }));
    for (long e = 1; e <= E; ++e)
      I += (dist([&](std::size_t p) -> const HpVector& { return view.local(t, p, e); }) -
            dist([&](std::size_t p) -> const HpVector& { return view.output(t, p, e); })) /
           (2 * eta(t));
  }
  const hp_float c = corrected ? hp_float(P) : hp_float(1), U2sq = u.U2 * u.U2;
  const hp_float g_gap = -c * U2sq * rho / 2 - G, i_gap = I - c * U2sq / (2 * eta(T));
  const bool g_worse = g_gap > i_gap;
  Verdict v = le(g_worse ? hp_float(-G) : I, g_worse ? hp_float(c * U2sq * rho / 2) : hp_float(c * U2sq / (2 * eta(T))),
                 abs(G) + abs(I), bits);
  v.note = std::string(g_worse ? "term G (A.14): -G = " + hp_float(-G).str(8) : "term I (A.18): I = " + I.str(8)) +
           " against the bound with " + (corrected ? "P U2^2" : "U2^2") + " (G = " + G.str(8) + ", I = " + I.str(8) +
           ")";
  v.instance = u.text;
  v.instance.insert(
      v.instance.end(),
      {{"T", str(T)}, {"E", str(E)}, {"eps", "1024"}, {"rho", "4"}, {"noise", "none (the terms are pathwise)"}});
  return v;
}

// ---- Appendices B and C, the "F" term: x-tilde^t of (B.4a) holds z^t -----------------------------
// (B.6) and (C.6) call <x^(T) - x*, G x*> the "F" term of (A.14) and write it, in (B.7) and (C.7), as
// <lambda, A w^(T) - z^(T)> with z^(T) the (t-weighted) average of the local iterates z^{t,e} (B.4a),
// (5.3c). With x-tilde^t = [w^{t+1}; z^t; lambda-tilde^t] (B.4a) and A w* = z*, the term is
// <lambda, A w^(T) - z-bar> with z-bar the same average of the line-20 iterates z^t. The identity holds
// for every lambda iff D = z^(T) - z-bar = 0 (stacked); checked on a run with noise, where D != 0
// as soon as E >= 2 (z^{t,e} moves inside a round, z^t does not).
Verdict f_term_check(long seed, long P, long n, long start, long T, long E, bool weighted, const hp_float& eps,
                     const hp_float& rho, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  const UtilityInstance u = draw_utility(seed, P, n, start, false, bits);
  const hp_float U3_run = hp_float(noise_U3(bits).upper_double());
  Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 720u);
  rs::RunSettings st;
  st.T = T;
  st.E = E;
  st.rho = [rho](long) { return rho; };
  st.eta = eta_rule(weighted ? UtilityTheorem::thm5_5 : UtilityTheorem::thm5_4, u.L, u.alpha, eps);
  st.noise = [&](long, long, std::size_t) { return draw_noise(rng, n, U3_run, eps, false); };
  const auto Pn = static_cast<std::size_t>(P);
  const rs::RunTrace tr = rs::run_algorithm3_1(u.agents, st, u.z1, std::vector<HpVector>(Pn, HpVector::Zero(n)));
  const RunView view{tr, u.z1, E};
  hp_float d2 = 0, size2 = 0;
  for (std::size_t p = 0; p < Pn; ++p) {
    const HpVector zT = round_average(T, weighted, [&](long t) { return view.local_mean(t, p, false); });  // z^{t,e}
    const HpVector zbar = round_average(T, weighted, [&](long t) -> HpVector { return view.round_start(t, p); });
    d2 += (zT - zbar).squaredNorm();
    size2 += zT.squaredNorm() + zbar.squaredNorm();
  }
  Verdict v = le(sqrt(d2), hp_float(0), sqrt(size2), bits);
  v.note = "|z^(T) - z-bar| (stacked; must be 0 for the 'F' term of " + std::string(weighted ? "(C.7)" : "(B.7)") +
           ") = " + hp_float(sqrt(d2)).str(8);
  v.instance = u.text;
  v.instance.insert(v.instance.end(), {{"T", str(T)},
                                       {"E", str(E)},
                                       {"eps", eps.str(6)},
                                       {"rho", rho.str(6)},
                                       {"eta^t", weighted ? "2/(alpha (t + 2)) (5.3a)" : "1/sqrt(t) (5.2a)"},
                                       {"averages", weighted ? "t-weighted (5.3c), Appendix C" : "uniform (B.4a)"},
                                       {"noise", kNoiseText}});
  return v;
}

}  // namespace

std::vector<Claim> utility_claims() {
  std::vector<Claim> out;
  using BoundFn = numeric::Result<Interval> (*)(const bounds::ryu_kim::UtilityConstants&, const Interval&, long, long);
  struct Th {
    UtilityTheorem th;
    const char *id, *where, *statement, *hyp;
    BoundFn bound;
    const char* bound_name;    // in the instance text
    const char* erratum = "";  // printed and violated: the erratum that records it; corrected: the one it fixes
    bool corrected = false;
  };
  const Th theorems[] = {
      {UtilityTheorem::thm5_3, "ryu_kim.thm5_3.monte_carlo", "Theorem 5.3, (5.1a)-(5.1c) (L444-L462)",
       "With eta^t = 1/(L + sqrt(t)/eps) (5.1a), E[F(z^(T)) - F(z*) + gamma|Aw^(T) - z^(T)|] is at most the right side "
       "of (5.1b), z^(T) the average of z^{t,e+1} (5.1c).",
       "f_p L-smooth convex; Assumption 5.1", bounds::ryu_kim::thm5_3_bound, "(5.1b) as printed", "ryu_kim.E16"},
      {UtilityTheorem::thm5_3, "ryu_kim.thm5_3.monte_carlo_corrected", "Theorem 5.3, (5.1b) with P U2^2 (E16)",
       "With eta^t = 1/(L + sqrt(t)/eps) (5.1a), E[F(z^(T)) - F(z*) + gamma|Aw^(T) - z^(T)|] is at most (5.1b) with "
       "both "
       "U2^2 replaced by P U2^2.",
       "f_p L-smooth convex; Assumption 5.1", bounds::ryu_kim::thm5_3_bound_corrected, "(5.1b) with P U2^2 (E16)",
       "ryu_kim.E16", true},
      {UtilityTheorem::thm5_4, "ryu_kim.thm5_4.monte_carlo", "Theorem 5.4, (5.2a)-(5.2c) (L468-L478)",
       "With eta^t = 1/sqrt(t) (5.2a), E[F(z^(T)) - F(z*) + gamma|Aw^(T) - z^(T)|] is at most the right side of "
       "(5.2b), "
       "z^(T) the average of z^{t,e} (5.2c).",
       "f_p convex; Assumption 5.1", bounds::ryu_kim::thm5_4_bound, "(5.2b) as printed", "ryu_kim.E17"},
      {UtilityTheorem::thm5_4, "ryu_kim.thm5_4.monte_carlo_corrected",
       "Theorem 5.4, (5.2b) with P U2^2, sqrt(P) U2 (E17)",
       "With eta^t = 1/sqrt(t) (5.2a), E[F(z^(T)) - F(z*) + gamma|Aw^(T) - z^(T)|] is at most (5.2b) with U2^2 "
       "replaced "
       "by P U2^2 and gamma U2 by gamma sqrt(P) U2.",
       "f_p convex; Assumption 5.1", bounds::ryu_kim::thm5_4_bound_corrected, "(5.2b) with P U2^2, sqrt(P) U2 (E17)",
       "ryu_kim.E17", true},
      {UtilityTheorem::thm5_5, "ryu_kim.thm5_5.monte_carlo", "Theorem 5.5, (5.3a)-(5.3c) (L484-L494)",
       "With eta^t = 2/(alpha(t + 2)) (5.3a), E[F(z^(T)) - F(z*) + gamma|Aw^(T) - z^(T)|] is at most the right side "
       "of (5.3b), z^(T) and w^(T) the t-weighted averages (5.3c).",
       "f_p alpha-strongly convex; Assumptions 5.1 and 5.2", bounds::ryu_kim::thm5_5_bound, "(5.3b) as printed",
       "ryu_kim.E18"},
      {UtilityTheorem::thm5_5, "ryu_kim.thm5_5.monte_carlo_corrected",
       "Theorem 5.5, (5.3b) with P U2^2, sqrt(P) U2 (E18)",
       "With eta^t = 2/(alpha(t + 2)) (5.3a), E[F(z^(T)) - F(z*) + gamma|Aw^(T) - z^(T)|] is at most (5.3b) with U2^2 "
       "replaced by P U2^2 and U2 gamma by sqrt(P) U2 gamma.",
       "f_p alpha-strongly convex; Assumptions 5.1 and 5.2", bounds::ryu_kim::thm5_5_bound_corrected,
       "(5.3b) with P U2^2, sqrt(P) U2 (E18)", "ryu_kim.E18", true},
  };
  for (const Th& th : theorems) {
    // coordinates: seed, P, n, start (z^1 = start/4), T, E, eps index (eps = 2^(k-2): 1/4 .. 1024, the
    // non-private limit of L462 included), rho index (2^k), same (1: P copies of one f_p)
    // noise: 0 Gaussian, 1 Laplace; l1_k: f_p's nonsmooth part (l1_k/4)|z - c|_1, 0 (smooth) only for
    // Theorem 5.3 (L-smooth f_p)
    Space s;
    const long l1_max = th.th == UtilityTheorem::thm5_3 ? 0 : 4;
    s.coords = {{"seed", 0, 999999}, {"P", 1, 12},    {"n", 1, 2},        {"start", -4, 4},
                {"T", 1, 40},        {"E", 1, 3},     {"eps_k", 0, 12},   {"rho_k", -1, 4},
                {"same", 0, 1},      {"noise", 0, 1}, {"l1_k", 0, l1_max}};
    s.edges = {{0, 1, 1, 0, 1, 1, 0, -1, 0, 0, 0},        {1, 3, 2, 4, 40, 3, 4, 3, 0, 0, 0},
               {2, 2, 2, -4, 20, 1, 2, 0, 0, 0, 0},       {3, 12, 1, -4, 1, 1, 12, 3, 1, 0, 0},
               {634132, 12, 1, -4, 9, 1, 12, 3, 1, 0, 0}, {340360, 12, 1, 4, 40, 1, 12, 3, 1, 0, 0},
               {4, 3, 2, 4, 20, 2, 2, 0, 0, 1, l1_max},   {5, 2, 1, -4, 12, 3, 4, 1, 0, 1, l1_max / 2}};
    // edges 3-5: E16, E17, E18; the last two: Laplace noise, nonsmooth f_p where the theorem allows it
    s.reaches = {reach("P", 1, 12),                                                      // P: edges 1, 12
                 reach("n", 1, 2),                                                       // n: edges 1, 2
                 reach("z_p^1", {"-4/4 (every coordinate)", "4/4 (every coordinate)"}),  // start: edges -4, 4
                 reach("T", 1, 40),                                                      // T: edges 1, 40
                 reach("E", 1, 3),                                                       // E: edges 1, 3
                 reach("eps", 0.25, 1024),  // eps = 2^(eps_k - 2): edges eps_k = 0, 12
                 reach("rho", 0.5, 16),     // rho = 2^rho_k, rho_k in [-1, 4] (6 values; edges -1, 3)
                 reach("noise", {noise_text(false), noise_text(true)})};  // noise 0, 1: edges
    const UtilityTheorem which = th.th;
    const BoundFn bound = th.bound;
    const std::string bound_name = th.bound_name;
    Claim c = make(
        th.id, th.where, th.statement, th.hyp, s,
        [which, bound, bound_name](const Point& p, unsigned bits) {
          McSettings m;
          m.theorem = which;
          m.bound = bound;
          m.T = p[4];
          m.E = p[5];
          m.eps = boost::multiprecision::ldexp(hp_float(1), static_cast<int>(p[6] - 2));
          m.rho = boost::multiprecision::ldexp(hp_float(1), static_cast<int>(p[7]));
          m.laplace = p[9] == 1;
          m.l1_k = p[10];
          return utility_check(p[0], p[1], p[2], p[3], p[8] == 1, m, bound_name, bits);
        },
        Space{{{"seed", 0, 9}}, {{0}, {9}}},
        "lambda_p^1 = +-100 (sum 0) while the bound is taken with |lambda^1| = 0 (for Theorem 5.5, whose bound has no "
        "lambda^1: gamma = 2|lambda*| although |lambda^t| > gamma, Assumption 5.2(i) broken), P = 2, n = 2, T = 40, "
        "E = 1, eps = 4, rho = 1, z^1 at a corner",
        [which, bound, bound_name](const Point& p, unsigned bits) {
          McSettings m;
          m.theorem = which;
          m.bound = bound;
          m.T = 40;
          m.eps = 4;
          m.lambda1 = 100;
          m.bound_ignores_lambda1 = true;
          m.ignore_asm5_2i = true;
          return utility_check(p[0], 2, 2, 4, false, m, bound_name, bits);
        });
    c.cost = Cost::expensive;
    if (th.corrected) c.form = Form::corrected;
    if (*th.erratum && !th.corrected) c.expected = {Status::violated, th.erratum};
    out.push_back(std::move(c));
  }
  add_pathwise_pair(
      out,
      {.id = "ryu_kim.appA.terms_g_i",
       .where = "Appendix A, terms 'G' (A.14) and 'I' (A.18) (L760-L806)",
       .where_corrected = "Appendix A, terms 'G' (A.14) and 'I' (A.18) with P U2^2 (E16)",
       .statement =
           "On Algorithm 3.1's iterates (z stacked over the agents): G >= -U2^2 rho^max/2 and I <= U2^2/(2 eta^T).",
       .statement_corrected =
           "On Algorithm 3.1's iterates (z stacked over the agents): G >= -P U2^2 rho^max/2 and I <= P U2^2/(2 "
           "eta^T).",
       .hypotheses = "rho^t nondecreasing; eta^t nonincreasing ((5.1a)); z_p in W_p",
       .control = "the bounds with U2^2 (no factor P) on P = 3 or 12 copies of seed 3's f_p (z* = 0.625), z^1 = -1, "
                  "T = E = 1",
       .erratum = "ryu_kim.E16"},
      terms_g_i_check);
  {
    // coordinates: seed, P, n, start, T, E, weighted (0: Appendix B, 1: Appendix C), eps index, rho index
    Space s;
    s.coords = {{"seed", 0, 999999}, {"P", 1, 3},        {"n", 1, 2},     {"start", -4, 4}, {"T", 1, 12},
                {"E", 1, 3},         {"weighted", 0, 1}, {"eps_k", 0, 4}, {"rho_k", -1, 3}};
    s.edges = {
        {0, 1, 1, 0, 1, 1, 0, 0, -1}, {1, 3, 2, 4, 12, 3, 1, 4, 3}, {2, 2, 1, -4, 3, 2, 0, 2, 0}};  // the last: E19
    s.reaches = {reach("P", 1, 3),                                                                  // P: edges 1, 3
                 reach("n", 1, 2),                                                                  // n: edges 1, 2
                 reach("z_p^1", {"-4/4 (every coordinate)", "4/4 (every coordinate)"}),   // start: edges -4, 4
                 reach("T", 1, 12),                                                       // T: edges 1, 12
                 reach("E", 1, 3),                                                        // E: edges 1, 3
                 reach("averages", {"uniform (B.4a)", "t-weighted (5.3c), Appendix C"}),  // weighted: edges 0, 1
                 reach("eps", 0.25, 4),  // eps = 2^(eps_k - 2): edges eps_k = 0, 4
                 reach("rho", 0.5, 8)};  // rho = 2^rho_k: edges rho_k = -1, 3
    auto check = [](const Point& p, unsigned bits) {
      return f_term_check(p[0], p[1], p[2], p[3], p[4], p[5], p[6] == 1,
                          boost::multiprecision::ldexp(hp_float(1), static_cast<int>(p[7] - 2)),
                          boost::multiprecision::ldexp(hp_float(1), static_cast<int>(p[8])), bits);
    };
    Claim c = make(
        "ryu_kim.appB.f_term", "Appendices B and C, the 'F' term of (B.6)/(B.7) and (C.6)/(C.7) (L841-L872, L941-L960)",
        "With x-tilde^t = [w^{t+1}; z^t; lambda-tilde^t] (B.4a), <x^(T) - x*, G x*> equals <lambda, A w^(T) - z^(T)> "
        "for every lambda, z^(T) the (t-weighted) average of the local iterates z^{t,e} ((B.4a), (5.2c), (5.3c)); "
        "i.e. that average equals the same average of the line-20 iterates z^t.",
        "Algorithm 3.1 with (5.2a) or (5.3a); any E", s, check, Space{{{"seed", 0, 9}}, {{0}, {9}}},
        "the same identity on runs with E = 3 local steps, P = 2, n = 2, T = 6 (the local iterates move inside "
        "each round)",
        [check](const Point& p, unsigned bits) {
          return check({p[0], 2, 2, 4, 6, 3, p[0] % 2, 2, 0}, bits);
        });
    c.expected = {Status::violated, "ryu_kim.E19"};
    out.push_back(std::move(c));
  }
  return out;
}

}  // namespace privbound::proofs_check::ryu_kim
