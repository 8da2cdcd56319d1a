// Algorithm 1 of Chan, Xie, Zhao (seed 000, L140-L146) and its noisy variant (L196), in high
// precision, exactly as printed:
//   1  y_t     ← 𝒢(λ_t − βAx_t)                       canonical minimiser (Lemma 3.1, L148)
//   2  λ_{t+1} ← λ_t − β(Ax_t + By_t − c)
//   3  x_{t+1} ← 𝓕^{f}(x_t, y_t, λ_{t+1})
//            = (I + ηβAᵀA)⁻¹{x_t − η[∇f(x_t) + Aᵀ(β(By_t − c) − λ_{t+1})]}   (Lemma 3.2, L162)
//   noisy: x̃_{t+1} ← x_{t+1} + N_{t+1},  N ~ 𝒩(0, σ²I_n); λ gets no noise.
// 𝒢(w) = argmin_y g(y) − ⟨w + βc, By⟩ + (β/2)‖By‖² (derived from (3b)); exact for B diagonal
// (separable prox of every g family) and for quadratic g with any B (linear solve).
#pragma once

#include <optional>

#include "privbound/solvers/admm_problem.hpp"

namespace privbound::solvers::chan_xie_zhao {

// ---- the update rule, written once, generic over the scalar ------------------------------------
// (double: experiments, solvers/src/chan_xie_zhao/section10.cpp; hp_float: the claims, below.)
template <class S>
using Vec = Eigen::Matrix<S, Eigen::Dynamic, 1>;

// Scratch vectors of one iteration, sized once per run: the loop allocates nothing.
template <class S>
struct Alg1Work {
  Vec<S> Ax, w, By, r, Atr, grad;
  void resize(Eigen::Index n, Eigen::Index m) {
    Ax.resize(m);
    w.resize(m);
    By.resize(m);
    r.resize(m);
    Atr.resize(n);
    grad.resize(n);
  }
};

// The two halves of one iteration of Algorithm 1 (L140-L146). The problem P supplies its structure:
//   p.beta(), p.eta(), p.c();  p.mul_A(x, out) = Ax;  p.mul_At(v, out) = Aᵀv;  p.mul_B(y, out) = By;
//   p.canonical_y(w, y): y = 𝒢(w) (Lemma 3.1);  p.solve_x(v): v ← (I + ηβAᵀA)⁻¹v in place;
// `grad(x, out)` writes ∇f(x).
// The dual half, steps 1-2: y ← 𝒢(λ − βAx), λ ← λ − β(Ax + By − c); leaves work.By = By.
template <class S, class P>
void alg1_dual_half(const P& p, const Vec<S>& x, Vec<S>& lambda, Vec<S>& y, Alg1Work<S>& work) {
  const S& beta = p.beta();
  p.mul_A(x, work.Ax);
  work.w = lambda - beta * work.Ax;
  p.canonical_y(work.w, y);  // 1: y_t = 𝒢(λ_t − βAx_t)
  p.mul_B(y, work.By);
  lambda -= beta * (work.Ax + work.By - p.c());  // 2: λ_{t+1}
}
// The primal half, step 3 (the map 𝓕^f of Lemma 3.2): x ← (I + ηβAᵀA)⁻¹{x − η[∇f(x) + Aᵀ(β(By − c) − λ)]}
// with By = work.By; leaves work.grad = ∇f(x) at the old x.
template <class S, class P, class G>
void alg1_primal_half(const P& p, const G& grad, Vec<S>& x, const Vec<S>& lambda, Alg1Work<S>& work) {
  grad(x, work.grad);
  work.r = p.beta() * (work.By - p.c()) - lambda;
  p.mul_At(work.r, work.Atr);
  x -= p.eta() * (work.grad + work.Atr);
  p.solve_x(x);
}
// One iteration of Algorithm 1: the dual half, then the primal half with λ_{t+1}. On return
// (x, λ) = (x_{t+1}, λ_{t+1}), y = y_t, work.grad = ∇f(x_t). (Algorithm 4, L868-L874, is the same
// two halves in the other order: x_{t+1} = 𝓕(x_t, y_t, λ_t), then y_{t+1}, λ_{t+1} from x_{t+1}.)
template <class S, class P, class G>
void alg1_step(const P& p, const G& grad, Vec<S>& x, Vec<S>& lambda, Vec<S>& y, Alg1Work<S>& work) {
  alg1_dual_half<S>(p, x, lambda, y, work);
  alg1_primal_half<S>(p, grad, x, lambda, work);
}

// The problem with Algorithm 1's penalty β and step η.
struct AdmmInstance : AdmmProblem {
  hp_float beta = 1, eta = 1;
  // Factorises I + ηβAᵀA (and the quadratic-g system); call after changing A, B, β, η.
  void prepare();

  Eigen::LLT<HpMatrix> x_system;  // I + ηβAᵀA is symmetric positive definite
  std::optional<Eigen::LDLT<HpMatrix>> y_system;
};

// Everything one iteration computes (the proofs refer to each piece).
struct StepTrace {
  HpVector y, lambda_next, x_next, grad;  // y_t, λ_{t+1}, x_{t+1}, ∇f(x_t)
};

// 𝒢(w): canonical minimiser of Lemma 3.1.
HpVector canonical_y(const AdmmInstance& inst, const HpVector& w);
// One iteration of Algorithm 1 (alg1_step in high precision on the general problem).
StepTrace admm_step(const AdmmInstance& inst, const SmoothFunction& f, const HpVector& x, const HpVector& lambda);
// One noisy iteration: the same, then x̃ = x_{t+1} + noise (noise given: natural coupling).
StepTrace noisy_admm_step(const AdmmInstance& inst, const SmoothFunction& f, const HpVector& x, const HpVector& lambda,
                          const HpVector& noise);

// Customised norms (squared) of a difference (dx, dλ):
//   Def 6.3 (L402): ‖dx‖² + (η/β)‖dλ − βA dx‖²
//   Def 7.4 (L684): R‖dx‖² + (η/β)‖dλ − βA dx‖²,  R = (1 − 2ηνμ/(ν+μ)) + (1/η)(2/(ν+μ) − η)
hp_float norm_sq(const AdmmInstance& inst, const hp_float& R, const HpVector& dx, const HpVector& dl);
// The Gram matrix W of that quadratic form on z = (x, λ).
HpMatrix norm_matrix(const AdmmInstance& inst, const hp_float& R);

// For quadratic f and quadratic (or zero) g one iteration is affine; extracted exactly from
// admm_step by evaluating it at 0 and at the unit vectors.
AffineMap affine_step(const AdmmInstance& inst, const SmoothFunction& f);

}  // namespace privbound::solvers::chan_xie_zhao
