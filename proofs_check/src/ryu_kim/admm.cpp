// Seed 004 claims on the ADMM that Algorithm 3.1 builds on: the server's closed form (L152) for
// (2.2a), the dual identity (A.2) (L618-L620) on runs of Algorithm 3.1, the identity (A.1)
// (L614), and "Algorithm 3.1 with E = 1 and xi = 0 is linearized ADMM" (L431) against (2.2a),
// (2.3), (2.2c) solved from their printed objectives (solvers/ryu_kim/admm.hpp).
//
// Instances are small exact rationals drawn from a `seed` coordinate, evaluated in high precision
// (non-certified; tolerance 2^(-bits/3) as in claim.hpp).
#include "privbound/solvers/ryu_kim/admm.hpp"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "common.hpp"
#include "privbound/proofs_check/ryu_kim/ryu_kim.hpp"

namespace privbound::proofs_check::ryu_kim {
namespace {

using numeric::hp_float;
using numeric::HpMatrix;
using numeric::HpVector;
using numeric::Rational;
using solvers::Rng;
namespace rs = solvers::ryu_kim;

// A vector of k/4, k uniform in [lo, hi] (exact in hp).
HpVector quarters(Rng& rng, std::size_t n, long lo, long hi) {
  HpVector v(static_cast<Eigen::Index>(n));
  for (Eigen::Index i = 0; i < v.size(); ++i) v(i) = hp_float(solvers::uniform_int(rng, lo, hi)) / 4;
  return v;
}

// ---- L152: the server step minimises (2.2a) ----------------------------------------------------
// P agents' z_p, λ_p (k/4) and ρ (k/4): the gradient of (2.2a) at the printed w (or the control's
// w with +λ/ρ) must vanish; (2.2a) is strongly convex (Hessian Pρ I), so that is its minimiser.
Verdict server_check(long seed, long P, long n, bool flipped, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 152u);
  const auto N = static_cast<std::size_t>(n);
  std::vector<HpVector> z, lambda;
  for (long p = 0; p < P; ++p) {
    z.push_back(quarters(rng, N, -8, 8));
    lambda.push_back(quarters(rng, N, -8, 8));
  }
  const hp_float rho = hp_float(solvers::uniform_int(rng, 1, 16)) / 4;
  const HpVector w = rs::server_update(z, lambda, flipped ? -rho : rho);  // −ρ: mean of z_p + λ_p/ρ
  hp_float scale = 1;
  for (long p = 0; p < P; ++p) scale += lambda[p].cwiseAbs().sum() + rho * z[p].cwiseAbs().sum();
  Verdict v = le(rs::server_objective_gradient(w, z, lambda, rho).cwiseAbs().maxCoeff(), hp_float(0), scale, bits);
  v.note = "largest |sum_p lambda_p + rho (w - z_p)| at the server's w (must be 0)";
  v.instance = {{"seed", str(seed)}, {"P", str(P)}, {"n", str(n)}, {"rho", rho.str(6)}};
  return v;
}

// ---- Runs on random agents -----------------------------------------------------------------
// P agents in dimension 2 with f_p of the family `family` (0 quadratic, 1 logistic, 2 huber) and
// boxes [lo, lo + width] (k/4), z_p^1 in the box, λ_p^1 (k/4).
struct RunInstance {
  std::vector<rs::Agent> agents;
  std::vector<HpVector> z1, lambda1;
  std::vector<std::pair<std::string, std::string>> text;
};
RunInstance draw_run(long seed, long P, long family, unsigned bits) {
  Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 431u);
  const std::size_t n = 2;
  RunInstance r;
  for (long p = 0; p < P; ++p) {
    solvers::SmoothFunction f =
        family == 0 ? solvers::make_quadratic(rng, {Rational(solvers::uniform_int(rng, 1, 8), 2), Rational(1, 4)}, bits)
        : family == 1 ? solvers::make_logistic(rng, n, 4, Rational(1, 10), bits)
                      : solvers::make_huber(rng, n, 4, Rational(1), Rational(1, 10), bits);
    f.h = quarters(rng, n, -8, 8);
    const HpVector lo = quarters(rng, n, -8, 0), hi = lo + quarters(rng, n, 1, 8);
    r.agents.push_back(rs::Agent{f, rs::Box{lo, hi}});
    r.z1.push_back(r.agents.back().box.project(quarters(rng, n, -8, 8)));
    r.lambda1.push_back(quarters(rng, n, -8, 8));
  }
  r.text = {{"seed", str(seed)},
            {"P", str(P)},
            {"f_p", std::string(family == 0   ? "quadratic"
                                : family == 1 ? "logistic"
                                              : "huber") +
                        ", n = 2"}};
  return r;
}

// ---- (A.2): Σ_p λ̃_p^t = 0, λ̃_p^t = λ_p^t + ρ^t(w^{t+1} − z_p^t), on Algorithm 3.1's runs -----------
// ρ^t = t/2 (nondecreasing), η^t = 1/√t, Gaussian noise σ = 1/2 (the identity holds for any noise).
// `next` is the control: z_p^{t+1} in place of z_p^t (that is, Σ_p λ_p^{t+1}).
Verdict dual_sum_check(long seed, long P, long family, long T, long E, bool next, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  const RunInstance r = draw_run(seed, P, family, bits);
  Rng noise_rng(static_cast<std::uint64_t>(seed) + 620u);
  rs::RunSettings st;
  st.T = T;
  st.E = E;
  st.rho = [](long t) { return hp_float(t) / 2; };
  st.eta = [](long t) { return 1 / sqrt(hp_float(t)); };
  st.noise = [&](long, long, std::size_t) { return solvers::gaussian_vector(noise_rng, 2, hp_float(0.5)); };
  const rs::RunTrace tr = rs::run_algorithm3_1(r.agents, st, r.z1, r.lambda1);
  hp_float worst = 0, scale = 1;
  long worst_t = 0;
  for (long t = 1; t <= T; ++t) {
    const auto k = static_cast<std::size_t>(t - 1);
    const std::vector<HpVector>& lambda = t == 1 ? r.lambda1 : tr.lambda[k - 1];
    const std::vector<HpVector>& z = next ? tr.z[k] : (t == 1 ? r.z1 : tr.z[k - 1]);
    HpVector sum = HpVector::Zero(2);
    for (std::size_t p = 0; p < r.agents.size(); ++p) {
      const HpVector tilde = lambda[p] + st.rho(t) * (tr.w[k] - z[p]);
      sum += tilde;
      scale = std::max<hp_float>(scale, tilde.cwiseAbs().maxCoeff());
    }
    if (sum.cwiseAbs().maxCoeff() > worst) {
      worst = sum.cwiseAbs().maxCoeff();
      worst_t = t;
    }
  }
  Verdict v = le(worst, hp_float(0), scale * static_cast<long>(P), bits);
  v.note = "largest |sum_p lambda~_p^t| over t in [T] (must be 0)" + (worst_t > 0 ? ", at t = " + str(worst_t) : "");
  v.instance = r.text;
  v.instance.insert(v.instance.end(), {{"T", str(T)}, {"E", str(E)}, {"rho^t", "t/2"}, {"eta^t", "1/sqrt(t)"}});
  return v;
}

// ---- L431: Algorithm 3.1 with E = 1, ξ̃ = 0 is linearized ADMM -------------------------------------
// The largest difference of w^{t+1}, z_p^{t+1}, λ_p^{t+1} over t in [T] between Algorithm 3.1
// (closed-form local step, noise 0, E local steps) and (2.2a), (2.3), (2.2c) solved from the
// printed objective. ρ^t = t/2, η^t = 1/√t.
Verdict linearized_check(long seed, long P, long family, long T, long E, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  const RunInstance r = draw_run(seed, P, family, bits);
  rs::RunSettings st;
  st.T = T;
  st.E = E;
  st.rho = [](long t) { return hp_float(t) / 2; };
  st.eta = [](long t) { return 1 / sqrt(hp_float(t)); };
  st.noise = [](long, long, std::size_t) { return HpVector::Zero(2).eval(); };
  const rs::RunTrace alg = rs::run_algorithm3_1(r.agents, st, r.z1, r.lambda1);
  rs::AdmmSettings as;
  as.T = T;
  as.rho = st.rho;
  as.eta = st.eta;
  as.kind = rs::AdmmKind::linearized;
  const auto admm = rs::run_admm(r.agents, as, r.z1, r.lambda1);
  if (!admm.ok()) return undecided(admm.error().message);
  hp_float worst = 0, scale = 1;
  for (std::size_t k = 0; k < alg.w.size(); ++k) {
    worst = std::max<hp_float>(worst, (alg.w[k] - admm->w[k]).cwiseAbs().maxCoeff());
    scale = std::max<hp_float>(scale, admm->w[k].cwiseAbs().maxCoeff());
    for (std::size_t p = 0; p < r.agents.size(); ++p) {
      worst = std::max<hp_float>(worst, (alg.z[k][p] - admm->z[k][p]).cwiseAbs().maxCoeff());
      worst = std::max<hp_float>(worst, (alg.lambda[k][p] - admm->lambda[k][p]).cwiseAbs().maxCoeff());
      scale = std::max<hp_float>(scale, admm->lambda[k][p].cwiseAbs().maxCoeff());
    }
  }
  Verdict v = le(worst, hp_float(0), scale, bits);
  v.note = "largest difference of w, z_p, lambda_p over t in [T] between Algorithm 3.1 (E = " + str(E) +
           ", xi = 0) and linearized ADMM (must be 0)";
  v.instance = r.text;
  v.instance.insert(v.instance.end(), {{"T", str(T)}, {"E", str(E)}, {"rho^t", "t/2"}, {"eta^t", "1/sqrt(t)"}});
  return v;
}

// ---- (A.1) for symmetric A ---------------------------------------------------------------------
// A = M + Mᵀ (or M itself, the control) with entries k/4, a, b, c, d of k/4; the difference of the
// two sides relative to the sum of their terms' sizes.
Verdict identity_a1(long seed, long n, bool symmetric, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 614u);
  const auto N = static_cast<std::size_t>(n);
  HpMatrix M = solvers::to_hp(solvers::random_rational_matrix(rng, N, N, 8, 4));
  if (M.isApprox(M.transpose())) M(0, N - 1) += 1;  // the control must be asymmetric
  const HpMatrix A = symmetric ? (M + M.transpose()).eval() : M;
  const HpVector a = quarters(rng, N, -8, 8), b = quarters(rng, N, -8, 8), c = quarters(rng, N, -8, 8),
                 d = quarters(rng, N, -8, 8);
  auto sq = [&](const HpVector& x) -> hp_float { return x.dot(A * x); };
  const hp_float lhs = (a - b).dot(A * (c - d));
  const hp_float rhs = (sq(a - d) - sq(a - c) + sq(c - b) - sq(d - b)) / 2;
  Verdict v =
      le(abs(lhs - rhs), hp_float(0), 1 + abs(sq(a - d)) + abs(sq(a - c)) + abs(sq(c - b)) + abs(sq(d - b)), bits);
  v.note = "|(a - b)'A(c - d) - (|a - d|_A^2 - |a - c|_A^2 + |c - b|_A^2 - |d - b|_A^2)/2| (must be 0)";
  v.instance = {{"seed", str(seed)}, {"n", str(n)}, {"A", symmetric ? "M + M' (symmetric)" : "M (not symmetric)"}};
  return v;
}

}  // namespace

std::vector<Claim> admm_claims() {
  std::vector<Claim> out;
  out.push_back(make(
      "ryu_kim.l152.server", "Algorithm 3.1 line 5 (L152), (2.2a) (L58)",
      "w^{t+1} = (1/P) sum_p (z_p^t - lambda_p^t/rho^t) minimises (2.2a) (its gradient "
      "sum_p lambda_p + rho (w - z_p) vanishes; the objective is strongly convex).",
      "rho^t > 0",
      Space{{{"seed", 0, 999999}, {"P", 1, 6}, {"n", 1, 4}},
            {{0, 1, 1}, {1, 6, 4}},
            {reach("P", 1, 6),         // P: edges 1, 6
             reach("n", 1, 4),         // n: edges 1, 4
             reach("rho", 0.25, 4)}},  // rho = k/4, k in [1, 16] drawn per seed
      [](const Point& p, unsigned bits) { return server_check(p[0], p[1], p[2], false, bits); },
      Space{{{"seed", 0, 9}}, {{0}, {9}}}, "w = (1/P) sum_p (z_p + lambda_p/rho) (sign of lambda flipped)",
      [](const Point& p, unsigned bits) { return server_check(p[0], 3, 2, true, bits); }));
  out.push_back(make(
      "ryu_kim.a2.dual_sum", "(A.2) (L618-L620)",
      "lambda~_p^t := lambda_p^t + rho^t (w^{t+1} - z_p^t) sums to 0 over p at every t of Algorithm 3.1 "
      "(the optimality condition of (2.2a)), so sum_p <lambda~_p^t, w^{t+1} - w> = 0 for all w.",
      "w^{t+1} from line 5",
      Space{{{"seed", 0, 999999}, {"P", 1, 4}, {"family", 0, 2}, {"T", 1, 6}, {"E", 1, 3}},
            {{0, 1, 0, 1, 1}, {1, 4, 1, 6, 3}, {2, 3, 2, 3, 2}},
            {reach("P", 1, 4),                                                       // P: edges 1, 4
             reach("f_p", {"quadratic, n = 2", "logistic, n = 2", "huber, n = 2"}),  // family 0, 1, 2: edges
             reach("T", 1, 6),                                                       // T: edges 1, 6
             reach("E", 1, 3)}},                                                     // E: edges 1, 3
      [](const Point& p, unsigned bits) { return dual_sum_check(p[0], p[1], p[2], p[3], p[4], false, bits); },
      Space{{{"T", 1, 4}}, {{1}, {4}}}, "lambda~ with z_p^{t+1} in place of z_p^t (the sum of the next duals)",
      [](const Point& p, unsigned bits) { return dual_sum_check(3, 3, 0, p[0], 2, true, bits); }));
  out.push_back(make(
      "ryu_kim.l431.linearized", "L431, (2.3) (L68)",
      "Algorithm 3.1 with E = 1 and xi~ = 0 is linearized ADMM: (2.2a), (2.3), (2.2c) give the same w^{t+1}, "
      "z_p^{t+1}, "
      "lambda_p^{t+1} at every t.",
      "W_p a box, rho^t, eta^t > 0",
      Space{{{"seed", 0, 999999}, {"P", 1, 4}, {"family", 0, 2}, {"T", 1, 8}},
            {{0, 1, 0, 1}, {1, 4, 1, 8}, {2, 2, 2, 5}},
            {reach("P", 1, 4),                                                       // P: edges 1, 4
             reach("f_p", {"quadratic, n = 2", "logistic, n = 2", "huber, n = 2"}),  // family 0, 1, 2: edges
             reach("T", 1, 8)}},                                                     // T: edges 1, 8
      [](const Point& p, unsigned bits) { return linearized_check(p[0], p[1], p[2], p[3], 1, bits); },
      Space{{{"seed", 0, 9}}, {{0}, {9}}}, "Algorithm 3.1 with E = 2 (two local steps per round)",
      [](const Point& p, unsigned bits) { return linearized_check(p[0], 2, 0, 3, 2, bits); }));
  out.push_back(make(
      "ryu_kim.a1.identity", "(A.1) (L614)",
      "For symmetric A: (a - b)'A(c - d) = (|a - d|_A^2 - |a - c|_A^2 + |c - b|_A^2 - |d - b|_A^2)/2.", "A symmetric",
      Space{{{"seed", 0, 999999}, {"n", 1, 5}}, {{0, 1}, {1, 5}}, {reach("n", 1, 5)}},  // n: edges 1, 5
      [](const Point& p, unsigned bits) { return identity_a1(p[0], p[1], true, bits); },
      Space{{{"seed", 0, 9}}, {{0}, {9}}}, "an asymmetric A (the hypothesis dropped), n = 3",
      [](const Point& p, unsigned bits) { return identity_a1(p[0], 3, false, bits); }));
  return out;
}

}  // namespace privbound::proofs_check::ryu_kim
