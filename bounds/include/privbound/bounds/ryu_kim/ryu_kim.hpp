// Ryu, Kim — "Differentially Private Distributed Convex Optimization" (DP linearized ADMM with
// multiple local updates and objective perturbation; seed 004; line numbers LNNN refer to
// ../shared/seeds/004_4a627886698c6760.txt). The privacy chain of Sections 2 and 4 and the
// noise of Table 1 as certified enclosures. Printed forms keep their own functions; where the
// proof or the exact accountant gives something else, that form has its own function and the
// difference is an erratum (bounds/src/ryu_kim/source.cpp).
//
// Notation (the paper's): ε̄, δ̄ the per-step budget; T rounds, E local updates per round, so
// TE Gaussian steps compose (L383, L387); Δ̄ the L1 / L2 sensitivity; L_δ := ln(1.25/δ̄).
//
// Conventions shared by every function below.
//   Enclosure: interval arithmetic (MPFI, outward rounding) on the enclosures passed in, at
//     their precision; ln, exp, erfc from MPFR with directed rounding.
//   Validation: NaN first, then each parameter's domain: ε̄ > 0, δ̄ in (0, 1), T, E integers in
//     [1, 10^12]; errors name the function and the parameter.
//   Cost: O(1) interval operations unless stated.
#pragma once

#include "privbound/numeric/interval.hpp"
#include "privbound/numeric/matrix.hpp"
#include "privbound/numeric/result.hpp"

namespace privbound::bounds::ryu_kim {

using numeric::Interval;
using numeric::Result;

// Computes: TE, the number of composed steps (T rounds of E local updates, L383), exactly.
// Domain: T, E integers in [1, 10^12] with TE <= 10^12; errors name `fn`. Safe side: none.
Result<Interval> composed_steps(const char* fn, long T, long E, unsigned bits);

// Computes: the Laplace variance 2(Δ̄₁/ε̄)² (scale b = Δ̄₁/ε̄).
// Source: Lemma 2.2 (L86–L94); Theorem 4.5(i) (L379) with Δ̄_{p,1}; Table 1, ObjL / OutL (L539).
// Domain: Δ̄₁ >= 0, ε̄ > 0. Safe side: none (a noise level; the mechanism is (ε̄, 0)-DP with it).
Result<Interval> laplace_variance(const Interval& sens1, const Interval& eps);

// Computes: the Gaussian variance 2 ln(1.25/δ̄)(Δ̄₂/ε̄)².
// Source: Lemma 2.3 (L96–L100); Theorem 4.4 (L327, L351); Theorem 4.5(ii); Table 1 (L539).
// Domain: Δ̄₂ >= 0, ε̄ > 0, δ̄ in (0, 1). Safe side: none.
Result<Interval> gaussian_variance(const Interval& sens2, const Interval& eps, const Interval& delta);

// Computes: b = Δ̄₂²/(2σ²) = ε̄²/(4 ln(1.25/δ̄)) for σ² of gaussian_variance: the mean of the
//   privacy loss (4.11c), the per-step α(τ)/(τ(τ+1)) of (4.12b), and the ρ-zCDP of one step.
// Source: (4.11c), (4.12b), b of L417. Domain: ε̄ > 0, δ̄ in (0, 1). Safe side: upper (a ρ).
Result<Interval> gaussian_step_rho(const Interval& eps, const Interval& delta);

// Computes: a = TE ε̄²/(4 ln(1.25/δ̄)) (4.12d) = TE·b: the ρ-zCDP of the TE composed steps.
// Source: (4.12c)–(4.12d) (L401–L405). Domain: as above, T, E >= 1. Safe side: upper.
Result<Interval> thm4_6_a(const Interval& eps, const Interval& delta, long T, long E);

// Computes: the side condition (4.12e): ε′ must exceed 2a = TE ε̄²/(2 ln(1.25/δ̄)).
// Source: (4.12e) (L409). Domain: as thm4_6_a. Safe side: none (a threshold).
Result<Interval> thm4_6_side_condition(const Interval& eps, const Interval& delta, long T, long E);

// Computes: Theorem 4.6's total as printed, ε′ = ε̄ √(TE ln(1/δ̄) / ln(1.25/δ̄)).
// Source: Theorem 4.6 (L389), (4.12h) (L419). Domain: as thm4_6_a. Safe side: upper (it is
//   offered as an ε; erratum ryu_kim.E1: it is not one).
Result<Interval> thm4_6_total(const Interval& eps, const Interval& delta, long T, long E);

// Computes: μ*, the largest μ for which μ-GDP (the TE composed Gaussian steps: μ² = Σ_s μ_s², μ_s = Δ/σ_s) is
//   (ε′, δ̄)-DP: the root of δ(ε′; μ) = δ̄, δ(ε; μ) = Φ(μ/2 − ε/μ) − e^ε Φ(−μ/2 − ε/μ) (accounting::gaussian_delta,
//   increasing in μ; Balle & Wang 2018, Thm 8).
// Enclosure: doubling, then bisection at the working precision with certified comparisons of δ against δ̄: the lower
//   end meets δ̄ certainly, the upper end misses it certainly (relative width O(2^-bits)).
// Domain: ε′ > 0, δ̄ in (0, 1). Safe side: lower (the lower end is a valid μ).
Result<Interval> gdp_mu_for(const Interval& eps_total, const Interval& delta);

// Computes: the per-step variance σ²/Δ² at which the TE Gaussian steps of Theorem 4.6 are EXACTLY (ε′, δ̄)-DP for the
//   printed total ε′ = thm4_6_total(ε̄, δ̄, T, E): TE/μ*², μ* = gdp_mu_for(ε′, δ̄). The paper calibrates each step to
//   2 ln(1.25/δ̄)/ε̄² (gaussian_variance per Δ²); where erratum E1 makes the printed total false, this is larger,
//   and the ratio is the noise variance the false theorem saved.
// Source: Theorem 4.6 (L387-L389) and erratum ryu_kim.E1. Domain: as thm4_6_a. Enclosure: μ* over the enclosure of
//   ε′ (μ* increases with ε′). Safe side: upper.
Result<Interval> thm4_6_calibrated_variance(const Interval& eps, const Interval& delta, long T, long E);

// Computes: the moments accountant of Lemma 2.4 with the α of (4.12b), as the proof sets it up
//   ((4.12c) solved for ε′ instead of relaxed): ε′ = min over integers τ >= 1 of
//   a(τ + 1) + ln(1/δ̄)/τ (any τ gives a valid ε′ by Lemma 2.4).
// Enclosure: the objective is convex in τ; its real minimiser √(ln(1/δ̄)/a) is estimated in
//   double and the four integers around it are evaluated in interval arithmetic (the minimum
//   of their enclosures). The upper end is valid for any τ; the estimate is within 1 of the
//   minimiser for √(ln(1/δ̄)/a) <= 2^50, and larger minimisers are an error.
// Source: Lemma 2.4 (L106–L112), (4.12b)–(4.12c). Domain: as thm4_6_a. Safe side: upper.
Result<Interval> thm4_6_total_moments(const Interval& eps, const Interval& delta, long T, long E);

// Computes: the bound (4.11g) on P(|y| > ε̄): (2/√(2π)) exp(−½ (t − ε̄/(2t))²), t = √(2 ln(1.25/δ̄)).
//   (4.11h) claims it is <= δ̄.
// Source: (4.11f)–(4.11h) (L365–L375). Domain: ε̄ > 0, δ̄ in (0, 1). Safe side: none.
Result<Interval> thm4_4_tail_bound(const Interval& eps, const Interval& delta);

// Computes: the margin of the condition quoted at L375: (t − ε̄/t)² − 2 ln(2/(δ̄√(2π))),
//   t = √(2 ln(1.25/δ̄)); the condition holds iff the margin is >= 0.
// Source: L375 ("for ε̄ <= 1", [13, Appendix A]). Domain: as thm4_4_tail_bound. Safe side: none.
Result<Interval> thm4_4_condition_margin(const Interval& eps, const Interval& delta);

// Computes: P(|z| > r) = erfc(r/√2) for z ~ N(0, 1) (exact), and the bound quoted for it at
//   L375, (2/√(2π)) e^{−r²/2}. Domain: r >= 0. Safe side: none.
Result<Interval> normal_two_sided_tail(const Interval& r);
Result<Interval> normal_tail_bound_printed(const Interval& r);

// Computes: the advanced composition of L102 as printed: ε̄ √(2T ln(1/δ̄′)) + 2kε̄² (the k of
//   "2kε²" is a free parameter: the text never defines it; k = T is the reading of [14]).
// Source: Section 2.2 (L102). Domain: ε̄ > 0, T, k >= 1, δ̄′ in (0, 1). Safe side: upper.
Result<Interval> advanced_composition_printed(const Interval& eps, long T, long k, const Interval& delta_prime);

// Computes: the advanced composition theorem of Dwork & Roth (Thm 3.20): k mechanisms each
//   (ε̄, δ̄)-DP compose to (ε̄ √(2k ln(1/δ̄′)) + kε̄(e^ε̄ − 1), kδ̄ + δ̄′)-DP.
// Source: Dwork & Roth 2014, Theorem 3.20 (the paper's [13]/[14]). Domain: as above.
// Safe side: upper.
Result<Interval> advanced_composition_dwork_roth(const Interval& eps, long k, const Interval& delta_prime);

// Computes: P(|y| > ε) for the privacy loss y ~ N(μ²/2, μ²) of the Gaussian mechanism with
//   μ = Δ/σ ((4.11c)–(4.11d) at ‖f′ − f′′‖ = Δ): Φ(μ/2 − ε/μ) + Φ(−μ/2 − ε/μ).
// Source: L82 and L365 ("(ε̄, δ̄)-DP is equivalent to |privacy loss| <= ε̄ with probability 1 − δ̄").
// Domain: μ > 0, ε >= 0. Safe side: none.
Result<Interval> gaussian_loss_tail(const Interval& mu, const Interval& eps);

// Computes: the first line of (4.11f) as printed, P(|z| > ε/μ − μ/2) for z ~ N(0, 1) (1 when
//   ε/μ − μ/2 <= 0), which (4.11f) states EQUALS P(|y| > ε) (gaussian_loss_tail). It is an upper
//   bound on it, not equal: |y| > ε means z > ε/μ − μ/2 or z < −ε/μ − μ/2.
// Source: (4.11f) (L363-L367). Domain: μ > 0, ε >= 0. Safe side: none.
Result<Interval> thm4_4_step4_11f_printed(const Interval& mu, const Interval& eps);

// Computes: τ* of L417 as printed, (ε′ − b)/(2b), b = ε̄²/(4 ln(1.25/δ̄)), and the minimiser of
//   τ(aτ + a − ε′) it stands for, (ε′ − a)/(2a), a of (4.12d).
// Source: L417. Domain: ε′ > 0 and as thm4_6_a. Safe side: none.
Result<Interval> thm4_6_tau_star_printed(const Interval& eps_total, const Interval& eps, const Interval& delta);
Result<Interval> thm4_6_tau_star(const Interval& eps_total, const Interval& eps, const Interval& delta, long T, long E);

// Computes: the L2 (p = 2) or L1 (p = 1) sensitivity of ∇f_p for the power-flow loss (6.1),
//   f_p = Σ_i (a_piᵀ z_pi + d_i)², when one demand d_i moves by β: ∇ changes by 2(d_i − d′_i)a_pi,
//   so the sensitivity is 2β‖a_pi‖_p (the paper prints 2β, L516).
// Source: (6.1) (L508), β-adjacency (L514), (4.6), (4.9). Domain: β > 0, a_pi a nonzero row
//   vector (entries in [−1, 1], L510), p in {1, 2}. Enclosure: ‖a‖₂ by sqrt of the exact sum of
//   squares. Safe side: upper.
Result<Interval> powerflow_sensitivity(const Interval& beta, const numeric::RationalMatrix& a_pi, int p);
// Computes: the sensitivity of OutPert's released output, (3.1)'s solution z^{t,e+1}, to a beta-adjacent
//   demand: (3.1) is the projection of (−f′ + z/η + ρw + λ)/(1/η + ρ) onto 𝒲_p (nonexpansive), and f′
//   moves by at most 2β‖a_pi‖_p, so ‖Δz‖_p <= 2β‖a_pi‖_p/(1/η + ρ) (the paper uses β, L514).
// Source: (3.1) (L122), (6.1), L514. Domain: as powerflow_sensitivity; η, ρ > 0. Safe side: upper.
Result<Interval> powerflow_output_sensitivity(const Interval& beta, const numeric::RationalMatrix& a_pi, int p,
                                              const Interval& eta, const Interval& rho);
// Computes: the same for a zone of (D.3) (Appendix D), where only the cut variables are in consensus: (3.1)'s
//   objective is then only (1/η)-strongly convex (ρ acts on the shared coordinates alone), and the minimiser over
//   a convex set of a μ-strongly convex function moves by at most ‖Δc‖₂/μ when its linear term moves by Δc, so
//   ‖Δz‖₂ <= 2β‖a_pi‖₂ η and ‖Δz‖₁ <= √n ‖Δz‖₂ (n the zone's variables).
// Source: (3.1), (6.1), (D.3) (L1030); L514. Domain: as powerflow_sensitivity; η > 0; n >= 1. Safe side: upper.
Result<Interval> powerflow_zone_output_sensitivity(const Interval& beta, const numeric::RationalMatrix& a_pi, int p,
                                                   const Interval& eta, long n);

// One solve of (3.2) on a 1-D box 𝒲_p = [lo, hi] for two neighbouring datasets, whose
// subgradients at z_p^{t,e} are `grad` = f′_p(z; D) and `grad_neighbour` = f′_p(z; D′).
// (3.2) is separable with curvature c = 1/η + ρ, so its solution is the projection
//   z^{t,e+1} = clip(m − ξ̃/c, lo, hi),  c·m = −f′_p(z) + z/η + ρw + λ
// (the closed form announced at L136), an interior density plus atoms at lo and hi. In the
// noise's coordinate the output is interior iff ξ̃ ∈ (c·m − c·hi, c·m − c·lo), and the
// neighbour's law is the noise shifted by −(grad − grad_neighbour): the exact privacy of the
// step is that of a clipped additive mechanism (bounds/accounting/clipped.hpp).
struct BoxStep {
  Interval grad, grad_neighbour;  // f′_p(z_p^{t,e}; D), f′_p(z_p^{t,e}; D′)
  Interval z, w, lambda;          // z_p^{t,e}, w^{t+1}, λ_p^t
  Interval eta, rho;              // η^t > 0, ρ^t > 0
  Interval lo, hi;                // the box, lo < hi
};

// Computes: the exact pure-DP ε of one (3.2) solve on a 1-D box with Laplace noise of scale
//   Δ̄₁/ε̄ (Theorem 4.3's noise; Theorem 4.5(i) claims (ε̄, 0)): the sup of |ln p/q| over the
//   interior density and both atoms. Equals ε̄ |grad − grad_neighbour| / Δ̄₁ when the interior
//   reaches far enough, never more (clipping is post-processing).
// Source: (3.2) (L130), L136, Theorem 4.5 (L379), (4.6). Domain: Δ̄₁ > 0, ε̄ > 0, η, ρ > 0,
//   lo < hi, the rest finite. Safe side: upper (an ε). Cost: O(1).
Result<Interval> thm4_5_box_laplace_eps(const BoxStep& step, const Interval& eps, const Interval& sens1);

// Computes: the exact δ(ε̄) of one (3.2) solve on a 1-D box with Gaussian noise of variance
//   2 ln(1.25/δ̄)(Δ̄₂/ε̄)² (Theorem 4.4's noise; Theorem 4.5(ii) claims (ε̄, δ̄)), both directions.
// Source: as above, (4.9). Domain: Δ̄₂ > 0, ε̄ > 0, δ̄ in (0, 1), the rest as above.
// Safe side: upper (a δ). Cost: O(1).
Result<Interval> thm4_5_box_gaussian_delta(const BoxStep& step, const Interval& eps, const Interval& delta,
                                           const Interval& sens2);

// Computes: δ of Lemma 2.4 (2.7a) for TE Gaussian steps with α(τ) = τ(τ + 1)b of (4.12b):
//   δ = exp(min over integers τ >= 1 of aτ(τ + 1) − τε′), a = TE·b (4.12d). The objective is
//   convex in τ with real minimiser (ε′ − a)/(2a); the integers around it (at least 1) are
//   evaluated in interval arithmetic. Values >= 1 mean no guarantee.
// Source: Lemma 2.4 (L106-L112), (4.12b)-(4.12d). Domain: ε′ > 0, as thm4_6_a; the minimiser
//   at most 2^50. Safe side: upper (a δ).
Result<Interval> lemma2_4_delta(const Interval& eps_total, const Interval& eps, const Interval& delta, long T, long E);

// Computes: E|ξ| for one coordinate of the noise with the given variance: √(variance/2)
//   (Laplace, the scale b) or σ√(2/π) (Gaussian); (6.2) and (6.5) sum it over p, e and i.
// Source: (6.2) (L525), (6.5) (L578). Domain: variance >= 0. Safe side: none.
Result<Interval> expected_abs_noise(const Interval& variance, bool gaussian);

// ---- Section 5: utility ----------------------------------------------------------------------
// The constants of Assumption 5.1 and (5.1c), as enclosures (n, P positive integers).
struct UtilityConstants {
  long n = 1, P = 1;        // dimension of each z_p, number of agents
  Interval U1, U2, U3;      // (5.1c): max ‖f′_p‖ on 𝒲_p, diameter of 𝒲_p, noise constant
  Interval rho_max, rho1;   // Assumption 5.1(i): ρ¹ <= … <= ρ^T <= ρ^max
  Interval gamma, lambda1;  // γ >= 2‖λ*‖ (5.1(ii)) and ‖λ¹‖
  Interval L, alpha;        // L-smoothness (Theorem 5.3), α-strong convexity (Theorem 5.5)
};

// Computes: the right-hand sides of (5.1b), (5.2b), (5.3b) as printed:
//   (5.1b) (nPU₃ + U₂²/(2E))/(ε̄√T) + (U₂²(ρ^max + L/E) + (γ + ‖λ¹‖)²/ρ¹)/(2T)
//   (5.2b) (nPU₃/ε̄² + PU₁² + U₂²/(2E))/√T + (U₂²ρ^max + (γ + ‖λ¹‖)²/ρ¹ + 2γU₂)/(2T)
//   (5.3b) (2U₂γ + U₂²ρ^max + 4γ²/ρ¹ + αU₂²/(2E) + 2P(U₁² + nU₃/ε̄²)/α)/(T + 1)
// Source: Theorems 5.3-5.5 (L444-L498). Domain: every constant >= 0, ρ¹ > 0 (and α > 0 for
//   (5.3b)), ε̄ > 0, T, E as composed_steps. Safe side: upper (a bound on an expected gap).
Result<Interval> thm5_3_bound(const UtilityConstants& k, const Interval& eps, long T, long E);
Result<Interval> thm5_4_bound(const UtilityConstants& k, const Interval& eps, long T, long E);
// Computes: (5.1b) corrected (erratum E16): both U₂² replaced by PU₂², the bound on the stacked
//   ‖z* − z^t‖² that terms "G" and "I" of Appendix A need (U₂ is one agent's diameter):
//   (nPU₃ + PU₂²/(2E))/(ε̄√T) + (PU₂²(ρ^max + L/E) + (γ + ‖λ¹‖)²/ρ¹)/(2T).
// Source: Theorem 5.3, (5.1b), Appendix A (L722-L806). Domain, safe side: as thm5_3_bound.
Result<Interval> thm5_3_bound_corrected(const UtilityConstants& k, const Interval& eps, long T, long E);
// Computes: (5.2b) corrected (erratum E17): U₂² -> PU₂² (terms "G", "I") and γU₂ -> γ√P U₂ (term "K",
//   ‖z^{T+1} − z¹‖ of the stacked z):
//   (nPU₃/ε̄² + PU₁² + PU₂²/(2E))/√T + (PU₂²ρ^max + (γ + ‖λ¹‖)²/ρ¹ + 2γ√P U₂)/(2T).
// Source: Theorem 5.4, (5.2b), Appendix B (L850-L889). Domain, safe side: as thm5_4_bound.
Result<Interval> thm5_4_bound_corrected(const UtilityConstants& k, const Interval& eps, long T, long E);
// Computes: (5.3b) corrected (erratum E18): U₂² -> PU₂² (term "M" and (C.9)) and U₂γ -> √P U₂γ
//   (term "L"): (2√P U₂γ + PU₂²ρ^max + 4γ²/ρ¹ + αPU₂²/(2E) + 2P(U₁² + nU₃/ε̄²)/α)/(T + 1).
// Source: Theorem 5.5, (5.3b), Appendix C (L941-L985). Domain, safe side: as thm5_5_bound.
Result<Interval> thm5_5_bound_corrected(const UtilityConstants& k, const Interval& eps, long T, long E);
Result<Interval> thm5_5_bound(const UtilityConstants& k, const Interval& eps, long T, long E);

// Computes: the step-size rules (5.1a) 1/(L + √t/ε̄), (5.2a) 1/√t, (5.3a) 2/(α(t + 2)).
// Domain: L >= 0, ε̄ > 0, α > 0, t integer >= 1. Safe side: none.
Result<Interval> thm5_3_eta(const Interval& L, const Interval& eps, long t);
Result<Interval> thm5_4_eta(long t, unsigned bits);
Result<Interval> thm5_5_eta(const Interval& alpha, long t);

// Computes: U₃ of (5.1c): 2Δ̄₁² (Laplace) or 2 ln(1.25/δ̄)Δ̄₂² (Gaussian); the noise variance
//   is U₃/ε̄². Source: (5.1c) (L458-L460). Domain: Δ̄ >= 0, δ̄ in (0, 1). Safe side: upper.
Result<Interval> utility_U3_laplace(const Interval& sens1);
Result<Interval> utility_U3_gaussian(const Interval& sens2, const Interval& delta);

// Which bound and which variable for utility_exponent.
enum class UtilityTheorem { thm5_3, thm5_4, thm5_5 };
enum class UtilityVariable { eps, E, T };
// Computes: the secant exponent −ln(B(x₂)/B(x₁))/ln(x₂/x₁) of a bound B of (5.1b)-(5.3b) in one
//   variable (ε̄, E or T) between x₁ < x₂, the others fixed: a rate O(x^−k) has exponent k
//   asymptotically. The rates printed at L36 and L431-L433 claim k = 1 for E.
// Domain: as the bounds; x₁ < x₂ (integers for E and T). Safe side: none.
Result<Interval> utility_exponent(UtilityTheorem th, UtilityVariable var, const Interval& x1, const Interval& x2,
                                  const UtilityConstants& k, const Interval& eps, long T, long E);

// Computes: ρ̂^t of (E.1), min{10⁹, c₁·1.2^⌊t/T_c⌋ + c₂/ε̄}, and the smallest margin of
//   Assumption 5.2(ii) over t in [2, T], min_t (t/(t − 1))ρ̂^{t−1} − ρ̂^t (>= 0 iff it holds).
//   The margin is attained at a jump t = kT_c or, between jumps, at the largest t (ρ̂/(t − 1)).
// Source: (E.1) (L1038-L1042), Assumption 5.2(ii) (L437). Domain: c₁, c₂ >= 0, ε̄ > 0, T_c,
//   t, T integers >= 1 with T/T_c <= 10⁶. Safe side: none.
Result<Interval> appE_rho_hat(const Interval& c1, const Interval& c2, long Tc, const Interval& eps, long t);
Result<Interval> appE_asm5_2ii_margin(const Interval& c1, const Interval& c2, long Tc, const Interval& eps, long T);

// ---- Section 6.2: the federated sensitivity -----------------------------------------------------
// (6.3): f_p(z) = −(1/I) Σ_{i ∈ I_p} ln softmax(zᵀx_i)_{y_i}, z ∈ ℝ^{J×K}, I the TOTAL number of
// samples over all agents; per sample ∇_z l = x (s − e_y)ᵀ with s = softmax(zᵀx).
// A sample (x*, y*) added to D_p (L564) makes I → I + 1, so
//   ∇f_p(z; D′) − ∇f_p(z; D) = (∇l*(z) − ∇f_p(z; D))/(I + 1),
// while (6.4) keeps only ∇l*(z)/(I + 1) (the renormalisation of the existing samples is lost).

// Computes: (6.4) for one added sample: ‖x*(s* − e_{y*})ᵀ‖_F/(I + 1) (the paper maximises it over
//   the universe of samples; this is its value at one). Domain: z J×K (K >= 2), x* 1×J, y* in
//   [0, K), I >= 1. Enclosure: interval softmax. Safe side: none (a printed value).
Result<Interval> fl_sensitivity_printed(const numeric::RationalMatrix& z, const numeric::RationalMatrix& x, long y,
                                        long I, unsigned bits);
// Computes: the exact ‖∇f_p(z; D′) − ∇f_p(z; D)‖_F = ‖∇l*(z) − ∇f_p(z; D)‖_F/(I + 1) for D_p given
//   by X (I_p×J) and labels (1×I_p, integers in [0, K)), I >= I_p. Safe side: none (exact).
Result<Interval> fl_gradient_change(const numeric::RationalMatrix& z, const numeric::RationalMatrix& x, long y, long I,
                                    const numeric::RationalMatrix& X, const numeric::RationalMatrix& labels,
                                    unsigned bits);
// Computes: a valid add-one sensitivity when every feature vector has ‖x‖ <= R (all samples,
//   existing and added): ‖∇l*‖ <= ‖x*‖ ‖s* − e_{y*}‖ <= √2 R and ‖∇f_p(z; D)‖ <= √2 R I_p/I, so
//   Δ₂ <= √2 R (1 + I_p/I)/(I + 1). Domain: R > 0, 1 <= I_p <= I. Safe side: upper.
Result<Interval> fl_sensitivity_bound(const Interval& R, long I_p, long total);

}  // namespace privbound::bounds::ryu_kim
