// Liu et al. (seed 003; L.NNN = ../shared/seeds/003_27ad26727a0225e8.txt): the two Laplacian-smoothing stochastic
// ADMMs, exactly as printed, in high precision (hp, non-certified), on Problem (1)
//   minimise f(x) + r(y) subject to Ax + By = c,  f = (1/n) sum_i f_i   (scaled dual lambda, KKT grad f(x*) +
//   beta A^T lambda* = 0, r'(y*) + beta B^T lambda* = 0):
//   y_{t+1} = argmin_y r(y) + (beta/2)|A x_t + B y - c + lambda_t|^2                         (Alg. 1 step 7, Alg. 2
//   step 5) x_{t+1} = x_t - (eta/gamma) Q_nu^{-1}(G_t + beta A^T (A x_t + B y_{t+1} - c + lambda_t))    ((5), (7))
//   lambda_{t+1} = lambda_t + A x_{t+1} + B y_{t+1} - c                                         (Alg. 1 step 9)
// with G_t = (1/b) sum_{i in B_t} (grad f_i(x_t) - grad f_i(x~)) + p~ + u_t ((6), DP-VRADMM) or
// G_t = (1/b) sum_{i in B_t} grad f_i(x_t) + u_t (DP-SADMM), u_t ~ N(0, sigma^2 I_{d_1}), B_t a uniformly random
// b-subset of [n]. sigma = 0 and nu = 0 give the non-private SVRG-ADMM and STOC-ADMM (L239, L533).
// The y-update is chan_xie_zhao's canonical minimiser (exact for diagonal B). Q_nu^{-1} is applied by a dense
// Cholesky solve of the matrix at L138 (the FFT route (2) is checked against it by liu_geng.ls.fft_solve).
#pragma once

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "privbound/numeric/result.hpp"
#include "privbound/solvers/chan_xie_zhao/algorithm1.hpp"

namespace privbound::solvers::liu_geng {

// ---- the update rule, written once, generic over the scalar ------------------------------------------------------
// (double: the experiments, solvers/liu_geng/ls_logistic.hpp; hp_float: the claims, ls_step below.)
template <class S>
using Vec = Eigen::Matrix<S, Eigen::Dynamic, 1>;

// Scratch vectors of one iteration, sized once per run.
template <class S>
struct LsWork {
  Vec<S> ge, gi, Ax, w, By, r, Atr, dir;
};

// One iteration of Algorithm 1 (steps 5-9) or Algorithm 2 (steps 3-7) from (x, lambda) = (x_t, lambda_t):
//   ge = (1/b) sum_{i in B} (grad f_i(x) - grad f_i(x~)) + p~   (with snapshot (x~, p~), (6) without u)
//      = (1/b) sum_{i in B} grad f_i(x)                           (without)
//   y = argmin_y r(y) + (beta/2)|Ax + By - c + lambda|^2,  x <- x - (eta/gamma) Q_nu^{-1}(ge + u + beta A^T(Ax + By -
//   c + lambda)),  lambda <- lambda + Ax + By - c.
// The problem P supplies: p.beta(), p.c(); p.mul_A(x, out), p.mul_At(v, out), p.mul_B(y, out);
// p.canonical_y(w, y): y = argmin_y r(y) - <w + beta c, By> + (beta/2)|By|^2 (here w = -beta(Ax + lambda));
// p.q_inverse(v): v <- Q_nu^{-1} v in place. grad_i(i, x, out) writes grad f_i(x). On return work.ge holds the
// estimator without the noise. Returns the component gradients evaluated.
template <class S, class P, class GradI>
long ls_step_t(const P& p, const GradI& grad_i, std::span<const long> batch, const Vec<S>& u, const S& eta,
               const S& gamma, const Vec<S>* snap_x, const Vec<S>* snap_p, Vec<S>& x, Vec<S>& lambda, Vec<S>& y,
               LsWork<S>& work) {
  long evals = 0;
  work.ge.setZero(x.size());
  for (long i : batch) {
    grad_i(i, x, work.gi);
    work.ge += work.gi;
    ++evals;
    if (snap_x) {
      grad_i(i, *snap_x, work.gi);
      work.ge -= work.gi;
      ++evals;
    }
  }
  work.ge /= S(static_cast<long>(batch.size()));
  if (snap_p) work.ge += *snap_p;
  p.mul_A(x, work.Ax);
  work.w = -p.beta() * (work.Ax + lambda);
  p.canonical_y(work.w, y);
  p.mul_B(y, work.By);
  work.r = work.Ax + work.By - p.c() + lambda;
  p.mul_At(work.r, work.Atr);
  work.dir = work.ge + u + p.beta() * work.Atr;
  p.q_inverse(work.dir);
  x -= (eta / gamma) * work.dir;
  p.mul_A(x, work.Ax);
  lambda += work.Ax + work.By - p.c();
  return evals;
}

// The d_1 x d_1 matrix printed at L138 (circulant: 1 + 2 nu on the diagonal, -nu next to it and in the corners);
// without `corners` (a control) the corner entries are left out. q_matrix is the hp one.
template <class S>
Eigen::Matrix<S, Eigen::Dynamic, Eigen::Dynamic> q_matrix_t(long d1, const S& nu, bool corners = true) {
  Eigen::Matrix<S, Eigen::Dynamic, Eigen::Dynamic> Q = Eigen::Matrix<S, Eigen::Dynamic, Eigen::Dynamic>::Zero(d1, d1);
  for (long i = 0; i < d1; ++i) {
    Q(i, i) += 1 + 2 * nu;
    if (corners || i + 1 < d1) Q(i, (i + 1) % d1) -= nu;
    if (corners || i > 0) Q(i, (i + d1 - 1) % d1) -= nu;
  }
  return Q;
}
HpMatrix q_matrix(long d1, const hp_float& nu, bool corners = true);

// Problem (1) with n components f_i on R^{d_1}, the constraint (A, B, c), the regulariser r (as admm.g), the penalty
// beta (admm.beta; admm.eta is not used), and the smoothing parameter nu.
struct Problem {
  std::vector<SmoothFunction> f;
  chan_xie_zhao::AdmmInstance admm;
  hp_float nu = 0;
  // Filled by prepare(): Q_nu, its Cholesky factor, A^T A, |A^T A|_2 (hp eigenvalue), and the smoothness bound
  // g = max_i nu(f_i) of every component.
  HpMatrix Q, AtA;
  Eigen::LLT<HpMatrix> Q_llt;
  hp_float norm_AtA = 0, g = 0;
  void prepare();

  long n() const { return static_cast<long>(f.size()); }
  long d1() const { return static_cast<long>(admm.A.cols()); }
  HpVector full_gradient(const HpVector& x) const;    // grad f(x) = (1/n) sum_i grad f_i(x)
  hp_float value(const HpVector& x) const;            // f(x)
  HpVector q_inverse(const HpVector& v) const;        // Q_nu^{-1} v
  hp_float printed_gamma(const hp_float& eta) const;  // 1 + eta beta |A^T A|_2 (L226)
};

// Algorithm 1's SC dual initialisation (L203, L220): lambda_0 = -(1/beta)(A^T)^+ grad, with (A^T)^+ = A (A^T A)^{-1}
// (A of full column rank); empty when A^T A is singular at the working precision.
std::optional<HpVector> sc_dual_init(const Problem& p, const HpVector& grad);

// A KKT point (x*, y*, lambda*) of Problem (1).
struct Kkt {
  HpVector x, y, lambda;
};

// f's Bregman divergence at the KKT point: D(x) = f(x) - f(x*) - grad f(x*)^T (x - x*) (the x-part of R, and the D of
// Lemma 4 and (12)). The second form takes f(x*) and grad f(x*) precomputed, for callers that evaluate D many times.
hp_float bregman(const Problem& p, const Kkt& kkt, const HpVector& x);
hp_float bregman(const Problem& p, const HpVector& x, const HpVector& x_star, const hp_float& f_star,
                 const HpVector& grad_star);

// The criterion R(x, y) = f(x) - f(x*) - grad f(x*)^T (x - x*) + r(y) - r(y*) - r'(y*)^T (y - y*) (L300-L302) with the
// subgradient r'(y*) = -beta B^T lambda* of the KKT conditions, and R + zeta |A x + B y - c| (L439).
hp_float criterion_R(const Problem& p, const Kkt& kkt, const HpVector& x, const HpVector& y);
hp_float criterion_R_zeta(const Problem& p, const Kkt& kkt, const HpVector& x, const HpVector& y, const hp_float& zeta);

// A random instance of Problem (1) with a known KKT point, built so rather than solved for: f_i (quadratic with
// Hessian spectrum in [1/4, 2], or logistic on one sample with ridge 1/8), A = [phi; I] (phi of (m - d_1) x d_1,
// entries k/4: full column rank, the experiments' shape, L525), B = -I_m, c entries k/2, x* entries k/4,
// y* = A x* - c, lambda* = -(1/beta)(A^T)^+ grad f(x*), and r(y) = c1 |y|_1 + (c2/2)|y|^2 + q^T y with
// q = beta lambda* - c2 y* - c1 sign(y*) (so r'(y*) = beta lambda* with the subgradient 0 at zero coordinates;
// c1 = 0 unless `l1`). beta = k/8, c2 = k/8 > 0.
struct Instance {
  Problem problem;
  Kkt kkt;
  std::vector<std::pair<std::string, std::string>> text;
};
Instance random_instance(Rng& rng, long n, long d1, long m, FFamily family, bool l1, const hp_float& nu, unsigned bits);

// One iteration, everything the proofs refer to.
struct Step {
  std::vector<long> batch;
  HpVector grad_est;      // the estimator without the noise: (6)'s first three terms, or the mini-batch mean
  HpVector u;             // the noise
  HpVector y, x, lambda;  // y_{t+1}, x_{t+1}, lambda_{t+1}
  long grad_evals = 0;    // component gradients evaluated in this step
};

// One iteration from (x_t, lambda_t) with step eta and gamma, batch and noise given. With `snapshot` (x~, p~) the
// estimator is (6), otherwise the plain mini-batch mean.
struct Snapshot {
  HpVector x, p;  // x~^{s-1}, p~ = grad f(x~^{s-1})
};
Step ls_step(const Problem& p, const HpVector& x, const HpVector& lambda, const std::vector<long>& batch,
             const HpVector& u, const hp_float& eta, const hp_float& gamma, const Snapshot* snapshot);

// A uniformly random b-subset of {0, .., n-1} (partial Fisher-Yates), sorted.
std::vector<long> draw_batch(Rng& rng, long n, long b);
// Every b-subset of {0, .., n-1} in lexicographic order (for exact expectations over B_t).
std::vector<std::vector<long>> all_batches(long n, long b);

// Algorithm 1 (DP-VRADMM, L198-L224).
struct VrSettings {
  long S = 1, m = 1, b = 1;
  hp_float eta, gamma, sigma = 0;
  bool strongly_convex = false;  // SC: x_0^s = x~^{s-1}, lambda_0^s = -(1/beta)(A^T)^+ grad f(x~^{s-1});
                                 // GC: x_0^s = x^_{s-1} = x_m^{s-1}, lambda_0^s = lambda_m^{s-1}
  bool keep_steps = false;
};
struct VrRun {
  std::vector<HpVector> x_tilde, y_tilde;  // s = 0..S (index 0: the initial x~^0, y~^0)
  std::vector<std::vector<Step>> steps;    // per epoch (when kept)
  std::vector<HpVector> x0, lambda0;       // x_0^s, lambda_0^s per epoch s = 1..S
  HpVector x_bar, y_bar;
  long grad_evals = 0;  // n per snapshot gradient + 2b per inner step (+ n for the SC dual initialisation)
};
// From x~^0 = x^^0 = x0, y~^0 = y0 and (GC) lambda_0^1 = lambda0. Errors: sizes, S, m, b out of range, A without
// full column rank in the SC case ((A^T)^+ = A (A^T A)^{-1} then).
numeric::Result<VrRun> dp_vradmm(const Problem& p, const VrSettings& s, const HpVector& x0, const HpVector& y0,
                                 const HpVector& lambda0, Rng& rng);

// Algorithm 2 (DP-SADMM, L273-L288); eta(t + 1) gives eta_{t+1}.
struct SgdSettings {
  long T = 1, b = 1;
  std::function<hp_float(long)> eta;
  hp_float gamma, sigma = 0;
  bool strongly_convex = false;  // output weights t (SC) or 1 (GC)
  bool keep_steps = false;
};
struct SgdRun {
  std::vector<HpVector> x, y, lambda;  // t = 0..T (y[0] unused: zero)
  std::vector<Step> steps;
  HpVector x_bar, y_bar;
  long grad_evals = 0;  // b per step
};
numeric::Result<SgdRun> dp_sadmm(const Problem& p, const SgdSettings& s, const HpVector& x0, const HpVector& lambda0,
                                 Rng& rng);

// The step rules of Algorithm 2 (L267, L284): eta_{t+1} = 1/sqrt(t + 1) (GC), 2 gamma |Q_nu|_2/(mu (t + 1)) (SC);
// t1 = t + 1. Generic over the scalar (the double path uses them too); eta_gc, eta_sc are the hp ones.
template <class S>
S eta_gc_t(long t1) {
  using std::sqrt;
  return S(1) / sqrt(S(t1));
}
template <class S>
S eta_sc_t(long t1, const S& gamma, const S& norm_Q, const S& mu) {
  return 2 * gamma * norm_Q / (mu * S(t1));
}
hp_float eta_gc(long t1);
hp_float eta_sc(long t1, const hp_float& gamma, const hp_float& norm_Q, const hp_float& mu);

}  // namespace privbound::solvers::liu_geng
