// Ding et al. (seed 002; L.NNN = ../shared/seeds/002_4ec187a924727ee0.txt): P-ADMM, Algorithm 1 (L143-L161),
// written once for every scalar (STYLE.md, "one update rule"): double for the experiments of Section V
// (proofs_check/ding_gong/figures.cpp), the high-precision type (hp, non-certified) for the claims.
//   (10)  ∇f_i(x_i^{k+1}) + α_i^k + 2η|V_i| x_i^{k+1} = η(|V_i| x_i^k + Σ_{j∈V_i} x_j^k)   (x-update of agent i)
//   lines 5-6  x~_i^{k+1} = x_i^{k+1} + ξ_i^{k+1},  ξ_i^{k+1} ~ N(0, (σ²)_i^{k+1} I_d)
//   (12)  α_i^{k+1} = α_i^k + η(|V_i| x~_i^{k+1} − Σ_{j∈V_i} x~_j^{k+1})
// The x-update is the minimiser of the strongly convex f_i(x) + η|V_i|‖x‖² − ⟨η(|V_i|x_i + Σ_j x_j) − α_i, x⟩,
// found by gradient descent with step 1/(ν + 2η|V_i|) (ν a smoothness bound of f_i). In (10) agent i reads the
// values its neighbours broadcast, x~_j^k, and for itself the same x~_i^k the matrix form (13) uses (L_+ x~^k).
#pragma once

#include <Eigen/Dense>
#include <cstddef>
#include <vector>

#include "privbound/numeric/result.hpp"
#include "privbound/solvers/functions.hpp"

namespace privbound::solvers::ding_gong {

template <class S>
using Vec = Eigen::Matrix<S, Eigen::Dynamic, 1>;

// The residual of (10) at x, written into r: ∇f_i(x) + α_i + 2η|V_i|x − η(|V_i| x_i + Σ_j x_j) (0 at the
// solution); grad(x, g) writes ∇f_i(x) into g.
template <class S, class Grad>
void x_update_residual_t(const Grad& grad, const S& eta, long degree, const Vec<S>& x, const Vec<S>& x_i,
                         const Vec<S>& neighbour_sum, const Vec<S>& alpha_i, Vec<S>& r) {
  const S dg = S(degree);
  grad(x, r);
  r += alpha_i + 2 * eta * dg * x - eta * (dg * x_i + neighbour_sum);
}

// (10) for one agent by gradient descent from the x it is given (a warm start), written once for every
// scalar: step 1/(smooth + 2η|V_i|), stopping when a step moves no coordinate by more than tol (1 + max|x|).
// Returns the steps taken, or −1 when max_steps pass first. r is scratch (resized here).
template <class S, class Grad>
long x_update_t(const Grad& grad, const S& smooth, const S& eta, long degree, const Vec<S>& x_i,
                const Vec<S>& neighbour_sum, const Vec<S>& alpha_i, const S& tol, long max_steps, Vec<S>& x,
                Vec<S>& r) {
  using std::abs;
  const S step = 1 / (smooth + 2 * eta * S(degree));
  r.resize(x.size());
  for (long k = 1; k <= max_steps; ++k) {
    x_update_residual_t(grad, eta, degree, x, x_i, neighbour_sum, alpha_i, r);
    r *= step;
    x -= r;
    S moved = 0, size = 0;
    for (Eigen::Index c = 0; c < x.size(); ++c) {
      if (abs(r(c)) > moved) moved = abs(r(c));
      if (abs(x(c)) > size) size = abs(x(c));
    }
    if (moved <= tol * (1 + size)) return k;
  }
  return -1;
}

// The state of Algorithm 1 after iteration k: per agent x_i^k, x~_i^k, α_i^k.
template <class S>
struct PadmmState {
  std::vector<Vec<S>> x, x_tilde, alpha;
};

// One iteration k -> k + 1 of Algorithm 1 (lines 3-13) over the network `neighbours`, written once for every
// scalar: line 4, x_update(i, x~_i^k, Σ_{j∈V_i} x~_j^k, α_i^k, x_i) writes x_i^{k+1} (x_i holds x_i^k on entry, a
// warm start) and returns false on failure; lines 5-6, noise(i, xi) writes ξ_i^{k+1} and x~_i^{k+1} = x_i^{k+1} +
// ξ_i^{k+1}; line 12, (12). `sum` is scratch. Returns false when an x-update failed (the state is then partial).
template <class S, class XUpdate, class Noise>
bool padmm_round_t(const std::vector<std::vector<long>>& neighbours, const S& eta, const XUpdate& x_update,
                   const Noise& noise, PadmmState<S>& s, Vec<S>& sum) {
  const std::size_t N = neighbours.size();
  for (std::size_t i = 0; i < N; ++i) {  // line 4: every agent reads the x~^k its neighbours broadcast
    sum.setZero(s.x_tilde[i].size());
    for (long j : neighbours[i]) sum += s.x_tilde[static_cast<std::size_t>(j)];
    if (!x_update(i, s.x_tilde[i], sum, s.alpha[i], s.x[i])) return false;
  }
  for (std::size_t i = 0; i < N; ++i) {  // lines 5-6 (the x~^k of every agent was read above)
    noise(i, sum);
    s.x_tilde[i] = s.x[i] + sum;
  }
  for (std::size_t i = 0; i < N; ++i) {  // line 12: (12)
    sum = S(static_cast<long>(neighbours[i].size())) * s.x_tilde[i];
    for (long j : neighbours[i]) sum -= s.x_tilde[static_cast<std::size_t>(j)];
    s.alpha[i] += eta * sum;
  }
  return true;
}

// The solution of (10) for agent i in hp: f_i its local objective with smoothness bound `smooth`
// (>= the largest eigenvalue of ∇²f_i everywhere), `x_i` its previous iterate, `neighbour_sum`
// Σ_{j∈V_i} x_j^k, `alpha_i` its multiplier. x_update_t from x_i with tol 2^(−5/2 · precision); an error after
// `max_steps`.
numeric::Result<HpVector> x_update(const SmoothFunction& f, const hp_float& smooth, const hp_float& eta, long degree,
                                   const HpVector& x_i, const HpVector& neighbour_sum, const HpVector& alpha_i,
                                   long max_steps = 100000);

// The residual of (10) at x: ∇f_i(x) + α_i + 2η|V_i|x − η(|V_i| x_i + Σ_j x_j) (0 at the solution).
HpVector x_update_residual(const SmoothFunction& f, const hp_float& eta, long degree, const HpVector& x,
                           const HpVector& x_i, const HpVector& neighbour_sum, const HpVector& alpha_i);

}  // namespace privbound::solvers::ding_gong
