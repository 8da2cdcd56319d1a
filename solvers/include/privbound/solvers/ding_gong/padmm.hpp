// Ding et al. (seed 002; L.NNN = ../shared/seeds/002_4ec187a924727ee0.txt): the pieces of P-ADMM
// (Algorithm 1, L143-L161) in high precision (hp, non-certified), exactly as printed:
//   (10)  ∇f_i(x_i^{k+1}) + α_i^k + 2η|V_i| x_i^{k+1} = η(|V_i| x_i^k + Σ_{j∈V_i} x_j^k)   (x-update of agent i)
// The x-update is the minimiser of the strongly convex f_i(x) + η|V_i|‖x‖² − ⟨η(|V_i|x_i + Σ_j x_j) − α_i, x⟩,
// found by gradient descent with step 1/(ν + 2η|V_i|) (ν a smoothness bound of f_i).
#pragma once

#include "privbound/numeric/result.hpp"
#include "privbound/solvers/functions.hpp"

namespace privbound::solvers::ding_gong {

// The solution of (10) for agent i: f_i its local objective with smoothness bound `smooth`
// (>= the largest eigenvalue of ∇²f_i everywhere), `x_i` its previous iterate, `neighbour_sum`
// Σ_{j∈V_i} x_j^k, `alpha_i` its multiplier. Gradient descent from x_i until a step moves no
// coordinate by more than 2^(−3/4 · precision)(1 + |x|); an error after `max_steps`.
numeric::Result<HpVector> x_update(const SmoothFunction& f, const hp_float& smooth, const hp_float& eta, long degree,
                                   const HpVector& x_i, const HpVector& neighbour_sum, const HpVector& alpha_i,
                                   long max_steps = 100000);

// The residual of (10) at x: ∇f_i(x) + α_i + 2η|V_i|x − η(|V_i| x_i + Σ_j x_j) (0 at the solution).
HpVector x_update_residual(const SmoothFunction& f, const hp_float& eta, long degree, const HpVector& x,
                           const HpVector& x_i, const HpVector& neighbour_sum, const HpVector& alpha_i);

}  // namespace privbound::solvers::ding_gong
