// Exact privacy loss of noisy LINEAR ADMM (seed 000). When every f_t and g is quadratic each
// iteration is affine, z_{t+1} = M_t z_t + b_t + E N_{t+1} with z = (x, λ), E = [I_n; 0] and
// N ~ 𝒩(0, σ²I_n); after k noisy iterations the output is exactly Gaussian, with a covariance
// that does not depend on the starting point. Two scenarios that differ in z_0 (or in the affine
// offset of the first map) therefore give 𝒩(m, Σ) vs 𝒩(m', Σ), and
//   D_α = (α/2) ΔmᵀΣ⁺Δm  and  D^z = sup_α D_α/α = ½ ΔmᵀΣ⁺Δm   if Δm ∈ range(Σ),
//   D^z = +∞                                                  otherwise
// (singular Σ: e.g. after ONE iteration λ carries no noise — the paper's Section 5.2 argument).
// Computed in high precision (non-certified; range test with a relative threshold 2^(−bits/2)).
#pragma once

#include <vector>

#include "privbound/solvers/admm_problem.hpp"

namespace privbound::proofs_check {

using numeric::hp_float;
using numeric::HpMatrix;
using numeric::HpVector;

// Output law of k noisy iterations: z_k = J z_0 + const + noise, noise ~ 𝒩(0, Σ).
struct LinearGaussian {
  HpMatrix J, Sigma;
};
LinearGaussian propagate(const std::vector<solvers::AffineMap>& maps, const hp_float& sigma, std::size_t n);

struct Divergence {
  bool infinite = false;
  hp_float value = 0;
};
// D^z(𝒩(m, Σ) ‖ 𝒩(m + dm, Σ)). `scale` (e.g. ‖J‖·‖𝔡z‖) is the size against which rounding
// noise in dm is judged by the range test; dm itself may cancel to rounding noise.
Divergence gaussian_zcdp(const HpMatrix& Sigma, const HpVector& dm, unsigned bits, const hp_float& scale = 0);

struct SupResult {
  bool infinite = false;
  hp_float value = 0;
  HpVector direction;  // a maximiser (or a direction with infinite divergence)
};
// sup_{v≠0} vᵀGv / vᵀWv for symmetric G ≽ 0 and W ≻ 0.
SupResult generalized_max(const HpMatrix& G, const HpMatrix& W);
// sup_{v≠0} D^z(𝒩(0,Σ) ‖ 𝒩(Jv, Σ)) / vᵀWv.
SupResult gaussian_zcdp_sup(const HpMatrix& Sigma, const HpMatrix& J, const HpMatrix& W, unsigned bits);

}  // namespace privbound::proofs_check
