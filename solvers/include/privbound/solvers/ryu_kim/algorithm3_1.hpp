// Ryu & Kim (seed 004; L.NNN = ../shared/seeds/004_4a627886698c6760.txt): the local step of
// Algorithm 3.1 in every form the paper prints, the penalty surrogate of Section 4.1, and a run
// of Algorithm 3.1 (ObjPert (3.2) or the OutPert baseline (3.4)), in high precision (hp,
// non-certified), exactly as printed:
//   (3.1)  z⁺ = argmin_{z ∈ 𝒲} ⟨f′(z^{t,e}), z⟩ + ‖z − z^{t,e}‖²/(2η) + (ρ/2)‖w − z + λ/ρ‖²
//   (3.2)  the same with λ replaced by λ − ξ̃ (ObjPert, the affine term of L128 added)
//   (3.3)  for 𝒲 = ℝⁿ: z⁺ = (1/η + ρ)⁻¹(−f′ + z/η + ρw + λ) + ξ̃  (OutPert = ObjPert with the
//          linear term −(1/η + ρ)⟨ξ̃, z⟩, Remark 3.1)
//   L180   for 𝒲 = ℝⁿ: z⁺ = z − s(f′ − ρ(w − z + λ/ρ)), s = η/(ηρ + 1)
//   (3.4)  OutPert: (3.1)'s solution + ξ̃
//   (4.1)  G(z; ξ̃) the objective of (3.2); (4.2) g_ℓ(z) = Σ_m ln(1 + e^{ℓ h_m(z)});
//   (4.3)  z_ℓ = argmin_{z ∈ ℝⁿ} G(z; ξ̃) + g_ℓ(z)
// 𝒲_p is a box here (h_m: lo_i − z_i <= 0 and z_i − hi_i <= 0, M = 2n): (3.1)–(3.4) and (4.3)
// are separable with the same curvature c = 1/η + ρ in every coordinate, so (3.2) on the box is
// the projection of its unconstrained minimiser (the closed form announced at L136; the claims
// check it by its optimality certificate) and (4.3) is n scalar equations.
#pragma once

#include <functional>
#include <utility>
#include <vector>

#include "privbound/solvers/functions.hpp"
#include "privbound/solvers/ryu_kim/algorithm3_1_t.hpp"

namespace privbound::solvers::ryu_kim {

// 𝒲_p = [lo, hi] (coordinate-wise, lo < hi).
struct Box {
  HpVector lo, hi;
  std::size_t dim() const { return static_cast<std::size_t>(lo.size()); }
  // The largest coordinate-wise distance outside the box (0 inside).
  hp_float violation(const HpVector& x) const;
  HpVector project(const HpVector& x) const;
};

// The data of one local solve of agent p at (t, e): f′_p(z_p^{t,e}), z_p^{t,e}, w^{t+1}, λ_p^t, η, ρ.
using LocalStep = LocalStepT<HpVector, hp_float>;

// argmin over ℝⁿ of (3.2): (1/η + ρ)⁻¹(−f′ + z/η + ρw + λ − ξ̃) (ξ̃ = 0: that of (3.1)).
HpVector unconstrained_minimiser(const LocalStep& s, const HpVector& xi);
// (3.2) on a box: the projection of unconstrained_minimiser (closed form, L136).
HpVector objpert_box(const LocalStep& s, const Box& box, const HpVector& xi);
// (3.4): (3.1)'s box solution + ξ̃ (may leave the box).
HpVector outpert_box(const LocalStep& s, const Box& box, const HpVector& xi);
// (3.3) (𝒲 = ℝⁿ): (1/η + ρ)⁻¹(−f′ + z/η + ρw + λ) + ξ̃.
HpVector remark3_1_output(const LocalStep& s, const HpVector& xi);
// L180 (𝒲 = ℝⁿ): z − s(f′ − ρ(w − z + λ/ρ)), s = η/(ηρ + 1).
HpVector gradient_step_form(const LocalStep& s);

// (3.1)'s objective, and G of (4.1) = (3.2)'s objective, and G's gradient in z.
hp_float objective_31(const LocalStep& s, const HpVector& zp);
hp_float objective_G(const LocalStep& s, const HpVector& zp, const HpVector& xi);
HpVector gradient_G(const LocalStep& s, const HpVector& zp, const HpVector& xi);
// Optimality certificate of z ∈ box for min_{box} G: min over the box of ⟨∇G(z), y − z⟩
// (coordinate-wise at a vertex); >= 0 iff z solves (3.2) (convex problem, variational inequality).
hp_float box_optimality_gap(const LocalStep& s, const Box& box, const HpVector& zp, const HpVector& xi);

// g_ℓ of (4.2) for the box's 2n constraints, evaluated without overflow (softplus).
hp_float penalty(const Box& box, const HpVector& zp, const hp_float& ell);
// ∇g_ℓ (L303) and the diagonal of ∇²g_ℓ for the box's constraints (h = lo − z, z − hi):
//   ∂g_ℓ/∂z_i = ℓσ(ℓ(z_i − hi_i)) − ℓσ(ℓ(lo_i − z_i)),  ∂²g_ℓ/∂z_i² = ℓ²[σ′(ℓ(z_i − hi_i)) + σ′(ℓ(lo_i − z_i))].
HpVector penalty_gradient(const Box& box, const HpVector& zp, const hp_float& ell);
HpVector penalty_hessian_diag(const Box& box, const HpVector& zp, const hp_float& ell);
// (4.8b): the noise ξ̃ that makes ψ the solution of (4.3):
//   −f′ + ρ(w − ψ) + λ − ∇g_ℓ(ψ) − (ψ − z)/η;  and the diagonal of its Jacobian as printed in
//   (4.8d), (−ρ − 1/η) − ∂²g_ℓ/∂ψ_i² (box constraints: the Hessian of g_ℓ is diagonal).
HpVector noise_of_output(const LocalStep& s, const Box& box, const HpVector& psi, const hp_float& ell);
HpVector jacobian_4_8d(const LocalStep& s, const Box& box, const HpVector& psi, const hp_float& ell);

// (4.3) on a box: each coordinate solves c(z − u) + ℓσ(ℓ(z − hi)) − ℓσ(ℓ(lo − z)) = 0 (u the
// unconstrained minimiser; the left side is strictly increasing) by Newton's method safeguarded
// by bisection on the bracket [u − ℓ/c − 1, u + ℓ/c + 1], to about 3/4 of the working precision.
HpVector surrogate_solution(const LocalStep& s, const Box& box, const HpVector& xi, const hp_float& ell);

// ---- Algorithm 3.1 ---------------------------------------------------------------------------
// f_p = f + l1 ‖z − l1_centre‖₁ (l1 = 0: smooth). The nonsmooth part lets Theorem 5.4 (f_p convex,
// not smooth) run; its subgradient is l1 sign(z − l1_centre) with sign(0) = 0.
struct Agent {
  Agent(SmoothFunction f_, Box box_, hp_float l1_ = 0, HpVector l1_centre_ = {})
      : f(std::move(f_)), box(std::move(box_)), l1(std::move(l1_)), l1_centre(std::move(l1_centre_)) {}
  SmoothFunction f;  // the smooth part of f_p
  Box box;           // 𝒲_p
  hp_float l1 = 0;
  HpVector l1_centre;
  // f′_p of (3.1): ∇f + l1 sign(z − l1_centre)
  HpVector subgradient(const HpVector& z) const;
  // l1 ‖z − l1_centre‖₁ (0 when l1 = 0)
  hp_float nonsmooth_value(const HpVector& z) const;
};

struct RunSettings {
  long T = 1, E = 1;
  std::function<hp_float(long t)> rho, eta;  // ρ^t, η^t
  // ξ̃_p^{t,e} (t in [1, T], e in [1, E], p in [0, P)).
  std::function<HpVector(long t, long e, std::size_t p)> noise;
  Perturbation perturbation = Perturbation::objpert;
};

struct RunTrace {
  std::vector<HpVector> w;                    // w^{t+1}, t = 1..T
  std::vector<std::vector<HpVector>> z;       // z[t][p] = z_p^{t+1} (line 20), t = 1..T
  std::vector<std::vector<HpVector>> lambda;  // λ_p^{t+1}
  std::vector<HpVector> outputs;              // every z_p^{t,e+1}, in order of (t, p, e)
};

// Algorithm 3.1 (L144–L172) from z_p^1, λ_p^1: line 5 (server), lines 16–20 (E local solves),
// line 8 / 22 (dual). Sizes must agree (checked by the caller).
RunTrace run_algorithm3_1(const std::vector<Agent>& agents, const RunSettings& settings,
                          const std::vector<HpVector>& z1, const std::vector<HpVector>& lambda1);

}  // namespace privbound::solvers::ryu_kim
