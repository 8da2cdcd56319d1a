// Chan–Xie–Zhao Section 10 (seed 000, L1012–L1083) on the fast double path: the data generator
// as printed, the consensus problem (31) as an alg1_step problem, and one run of the noisy
// Algorithm 1 recording the optimality gap. The printed settings (n, N, σ_b, the rows of Table 1,
// the σ's of Table 2) live in bounds/chan_xie_zhao; the reproductions (proofs_check/chan_xie_zhao)
// pass them in.
#pragma once

#include <cstddef>
#include <span>

#include "privbound/solvers/chan_xie_zhao/algorithm1.hpp"
#include "privbound/solvers/experiment/engine.hpp"
#include "privbound/solvers/experiment/least_squares.hpp"
#include "privbound/solvers/prox.hpp"

namespace privbound::solvers::chan_xie_zhao {

// The generator (L1024–L1036), exactly as printed, drawing from `rng` in this order: z_ij for
// i = 1..N, j = 1..n (row by row), then the N noises of b:
//   a′_ij = 50 z_ij (j ≤ ⌊n/5⌋), z_ij otherwise;  a_i = √μ a′_i / ‖a′_i‖;
//   x′_j = 3 (j ≤ ⌊n/5⌋), 0 otherwise;  b_i = ⟨a_i, x′⟩ + σ_b·𝒩(0, 1).
// The same stream gives the same z and noises for every μ: the rows of Table 1 differ only by μ.
experiment::LeastSquaresData section10_data(experiment::Stream& rng, std::size_t n, std::size_t N, double mu,
                                            double sigma_b);

// The consensus form (31): A = I, B = −I, c = 0, g(y) = c1‖y‖₁ + c2‖y‖², for alg1_step over S.
//   𝒢(w) = argmin_y g(y) + ⟨w, y⟩ + (β/2)‖y‖² = −S_{c1}(w)/(2c2 + β) coordinatewise;
//   (I + ηβAᵀA)⁻¹v = v/(1 + ηβ).
template <class S>
struct Consensus {
  S beta_, eta_, c1, c2;
  Vec<S> zero;  // c = 0
  Consensus(S beta, S eta, S c1_, S c2_, Eigen::Index n)
      : beta_(beta), eta_(eta), c1(c1_), c2(c2_), zero(Vec<S>::Zero(n)) {}
  const S& beta() const { return beta_; }
  const S& eta() const { return eta_; }
  const Vec<S>& c() const { return zero; }
  void mul_A(const Vec<S>& x, Vec<S>& out) const { out = x; }
  void mul_At(const Vec<S>& v, Vec<S>& out) const { out = v; }
  void mul_B(const Vec<S>& y, Vec<S>& out) const { out = -y; }
  void canonical_y(const Vec<S>& w, Vec<S>& y) const {
    const S a = 2 * c2 + beta_;
    for (Eigen::Index j = 0; j < w.size(); ++j) y(j) = elastic_net_argmin<S>(S(-w(j)), c1, a);
  }
  void solve_x(Vec<S>& v) const { v /= (1 + eta_ * beta_); }
};

// f_t(x) = (⟨a_i, x⟩ − b_i)² (L1020): ∇f_t(x) = 2(⟨a_i, x⟩ − b_i)a_i, rank one, O(n).
struct SampleGradient {
  const experiment::LeastSquaresData* d = nullptr;
  Eigen::Index i = 0;
  void operator()(const Eigen::VectorXd& x, Eigen::VectorXd& out) const {
    out = (2 * (d->A.row(i).dot(x) - d->b(i))) * d->A.row(i).transpose();
  }
};

struct Section10Run {
  double beta = 0, eta = 0, c1 = 0, c2 = 0, sigma = 0, x0 = 3;
  std::size_t T = 100;
};

// One run of Section 10's algorithm (L1038–L1046): (x_0, λ_0) = (x0·1, 0); at t = 0..T−1 draw i_t
// uniformly from [N] (f_{t+1} = f_{U_{i_t}}), one step of Algorithm 1, then x_{t+1} += σ·𝒩(0, I).
// For t = 0..T (T + 1 entries each; y_T = 𝒢(λ_T − βx_T)):
//   gap[t]   = 𝔣(x_t) + g(y_t) − f_star, the gap as printed (L1048); (x_t, y_t) need not satisfy
//              x = y, so it can be negative;
//   gap_x[t] = 𝔣(x_t) + g(x_t) − f_star = F(x_t) − F* ≥ 0 (what the authors' notebook records).
// Per step the stream gives i_t first, then the n noises. Nothing is allocated inside the loop.
void section10_run(const experiment::LeastSquaresData& d, const Section10Run& s, double f_star, experiment::Stream& rng,
                   std::span<double> gap, std::span<double> gap_x);

// Algorithm 4 (L868–L874), the algorithm of Theorem 9.1, on Section 10's problem: the oracle
// g_t = ∇f_t(x_t) + (I + ηβAᵀA)z_t, z_t ~ 𝒩(0, ρ²I), in its reparametrised form (L864): x_{t+1} =
// 𝓕^{∇f_t}(x_t, y_t, λ_t) + 𝒩(0, σ²I) with σ = ηρ (s.sigma), then y_{t+1} = 𝒢(λ_t − βAx_{t+1}),
// λ_{t+1} = λ_t − β(Ax_{t+1} + By_{t+1} − c): Algorithm 1's two halves in the other order.
// Start (x_0, y_0, λ_0) = (x0·1, x0·1, 0) (x_0 = y_0: the start is feasible; λ_0 = 0 as the
// algorithm requires). The stream gives i_t, then the n noises, per step (as section10_run).
// Records f_x[t] = 𝔣(x_t) for t = 0..T (T + 1 entries; the oracle's E‖∇f_t(x_t)‖² = 4μ𝔣(x_t) when
// every ‖a_i‖² = μ) and returns the left side of (26) for this run, with x* = y* the minimiser and
// f_star = F(x*):
//   𝔣(x̄_{[0,T−1]}) + g(ȳ_{[1,T]}) − f_star + (β/2)‖x̄_{[1,T]} − ȳ_{[1,T]}‖².
double section10_alg4_run(const experiment::LeastSquaresData& d, const Section10Run& s, double f_star,
                          experiment::Stream& rng, std::span<double> f_x);

}  // namespace privbound::solvers::chan_xie_zhao
