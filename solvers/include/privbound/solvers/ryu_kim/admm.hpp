// Ryu & Kim (seed 004; L.NNN = ../shared/seeds/004_4a627886698c6760.txt): the two ADMMs of
// Section 2.1 that Algorithm 3.1 builds on, exactly as printed, in high precision (non-certified):
//   (2.2a)  w^{t+1} = argmin_w Σ_p ⟨λ_p^t, w⟩ + (ρ^t/2)‖w − z_p^t‖²
//           (closed form, Algorithm 3.1 line 5 / L152: (1/P) Σ_p (z_p^t − λ_p^t/ρ^t))
//   (2.2b)  z_p^{t+1} = argmin_{z ∈ 𝒲_p} f_p(z) − ⟨λ_p^t, z⟩ + (ρ^t/2)‖w^{t+1} − z‖²   (classical)
//   (2.3)   z_p^{t+1} = argmin_{z ∈ 𝒲_p} ⟨f′_p(z_p^t), z⟩ + ‖z − z_p^t‖²/(2η^t)
//                                       + (ρ^t/2)‖w^{t+1} − z + λ_p^t/ρ^t‖²         (linearized)
//   (2.2c)  λ_p^{t+1} = λ_p^t + ρ^t(w^{t+1} − z_p^{t+1})
// The subproblems are solved by projected gradient on the box from their printed objectives'
// gradients (not by Algorithm 3.1's closed form), so the claim "Algorithm 3.1 with E = 1 and
// ξ̃ = 0 is linearized ADMM" (L431) compares two routes.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "privbound/numeric/result.hpp"
#include "privbound/solvers/ryu_kim/algorithm3_1.hpp"

namespace privbound::solvers::ryu_kim {

// (2.2a)'s closed form (line 5 / L152), and the gradient of (2.2a)'s objective in w,
// Σ_p λ_p + ρ(w − z_p) (0 at the minimiser; its terms are the λ̃_p^t of (A.2) at w = w^{t+1}).
HpVector server_update(const std::vector<HpVector>& z, const std::vector<HpVector>& lambda, const hp_float& rho);
HpVector server_objective_gradient(const HpVector& w, const std::vector<HpVector>& z,
                                   const std::vector<HpVector>& lambda, const hp_float& rho);

// The end of a round, shared by every ADMM here: λ_p += ρ(w − z_p^{t+1}) ((2.2c), Algorithm 3.1
// lines 8 / 22), z = z^{t+1}, and w, z, λ appended to the trace.
void close_round(RunTrace& trace, const HpVector& w, const hp_float& rho, std::vector<HpVector> z_next,
                 std::vector<HpVector>& z, std::vector<HpVector>& lambda);

// min over a box of a function that is `smooth`-smooth and `strong`-strongly convex
// (0 < strong <= smooth), given its gradient: projected gradient with step 1/smooth from `start`,
// until a step moves no coordinate by more than 2^(−3/4 · precision)(1 + |x|), at most
// `max_steps` steps (an error past it, naming the last step's size).
struct BoxSolve {
  HpVector x;
  long steps = 0;
};
numeric::Result<BoxSolve> box_minimise(const std::function<HpVector(const HpVector&)>& gradient, const hp_float& smooth,
                                       const hp_float& strong, const Box& box, const HpVector& start,
                                       long max_steps = 100000);

// One subproblem each, from its printed objective: (2.2b) (f_p exact; smooth ν + ρ, strongly
// convex μ + ρ) and (2.3) (f_p linearised at z_p^t; curvature 1/η + ρ).
numeric::Result<BoxSolve> classical_step(const Agent& agent, const HpVector& w, const HpVector& lambda,
                                         const hp_float& rho, const HpVector& start);
numeric::Result<BoxSolve> linearized_step(const Agent& agent, const HpVector& z, const HpVector& w,
                                          const HpVector& lambda, const hp_float& rho, const hp_float& eta);

// The norm (stacked over p) of the least-norm dual optimum of the consensus problem (2.1) with
// the common box 𝒲 at its solution z*: the duals are λ_p = g_p + ν_p with g_p in ∂f_p(z*)
// (coordinate-wise the interval [grad_lo[p], grad_hi[p]]; a point for smooth f_p), ν_p in the box's
// normal cone at z* and Σ_p λ_p = 0 (stationarity of (2.1)'s Lagrangian in z_p and w). Each λ_pi
// ranges over an interval [a_pi, b_pi] (b = +∞ at the upper end of the box, a = −∞ at the lower);
// the least-norm choice is λ_pi = clamp(τ_i, a_pi, b_pi) with τ_i (bisection) making Σ_p λ_pi = 0
// (water-filling; a root exists because z* is optimal).
hp_float least_norm_dual(const std::vector<HpVector>& grad_lo, const std::vector<HpVector>& grad_hi,
                         const HpVector& zstar, const Box& box);
// The same for smooth f_p (grad[p] = ∇f_p(z*)).
hp_float least_norm_dual(const std::vector<HpVector>& grad, const HpVector& zstar, const Box& box);

enum class AdmmKind { classical, linearized };  // (2.2b) or (2.3) as the agents' step
struct AdmmSettings {
  long T = 1;
  std::function<hp_float(long t)> rho, eta;  // ρ^t; η^t (linearized only)
  AdmmKind kind = AdmmKind::classical;
};
// T iterations of (2.2a), (2.2b) or (2.3), (2.2c) from z_p^1, λ_p^1 (trace as Algorithm 3.1's,
// `outputs` empty). An error if a subproblem solve does not converge.
numeric::Result<RunTrace> run_admm(const std::vector<Agent>& agents, const AdmmSettings& settings,
                                   const std::vector<HpVector>& z1, const std::vector<HpVector>& lambda1);

}  // namespace privbound::solvers::ryu_kim
