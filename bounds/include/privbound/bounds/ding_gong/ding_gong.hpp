// Ding, Gong, Zhang, Pan, Han — "Optimal Differentially Private ADMM for Distributed Machine
// Learning" (P-ADMM: decentralised ADMM with dynamic zCDP and a decaying noise variance; seed 002;
// line numbers LNNN refer to ../shared/seeds/002_4ec187a924727ee0.txt). The privacy side of
// Section III as certified enclosures: Lemma 4's sensitivity, the variance schedule, Theorem 2's
// rho_i^k, Theorem 3's total (as a sum and in the printed closed form) and its epsilon, and the
// inverse problem (the initial variance for a target epsilon). The generic pieces (Theorem 1's
// sigma, Lemma 1's zCDP, Lemma 3's conversion) are the accountant's; the registry cites this
// paper for them.
//
// Notation (the paper's): V bounds |grad f_i| (L187); eta is the ADMM penalty; |V_i| the degree of
// agent i; (sigma^2)_i^k the noise variance of iteration k (k = 1..K), (sigma^2)_i^{k+1} = R
// (sigma^2)_i^k with R in (0, 1) (L231); rho_i^k = V^2/(2 eta^2 |V_i|^2 (sigma^2)_i^k) (Theorem 2).
//
// Conventions shared by every function below.
//   Enclosure: interval arithmetic (MPFI, outward rounding) on the enclosures passed in; ln, exp,
//     log1p, expm1 from MPFR with directed rounding.
//   Validation: NaN first, then each parameter's domain (V, eta, variances > 0; degrees and k, K
//     integers >= 1 (K <= 10^9); R in (0, 1); delta in (0, 1)); errors name the function and the
//     parameter.
//   Cost: O(1) interval operations unless stated.
#pragma once

#include "privbound/numeric/interval.hpp"
#include "privbound/numeric/result.hpp"

namespace privbound::bounds::ding_gong {

using numeric::Interval;
using numeric::Result;

// Computes: Delta_i = V/(eta |V_i|), Lemma 4's sensitivity of x_i^{k+1} as stated.
// Source: Lemma 4 (L187). Domain: V > 0, eta > 0, degree >= 1. Safe side: upper.
Result<Interval> lemma4_sensitivity(const Interval& V, const Interval& eta, long degree);

// Computes: Delta = Y/(n_i (eta |V_i| + Lambda)), a sensitivity of x_i^{k+1} that needs no bound V on the
//   gradient: for the experiments' loss f_i(x) = (1/n_i) sum_n log(1 + exp(-z_n y_n^T x)) + Lambda |x|^2 (L443)
//   with |y_n| <= Y, (10)'s objective f_i(x) + eta |V_i| |x|^2 - <c, x> is m-strongly convex, m = 2 eta |V_i| +
//   2 Lambda; replacing one record changes its gradient by at most 2Y/n_i at every x, so the two minimisers
//   differ by at most 2Y/(n_i m) (the output-perturbation argument of Chaudhuri, Monteleoni & Sarwate 2011,
//   Cor. 8; the claim ding_gong.lemma4.proof_supported checks the same step). It holds on all of R^d with or
//   without Lambda, where Lemma 4's V does not exist for Lambda != 0 (erratum E10), and it is n_i (eta
//   |V_i| + Lambda)/(eta |V_i|) times smaller than Lemma 4's V/(eta |V_i|) at V = Y.
// Source: not printed; the corrected sensitivity beside Lemma 4 (L187) for E10. Domain: Y > 0, n_i >= 1,
//   eta > 0, degree >= 1, Lambda >= 0. Safe side: upper.
Result<Interval> exp_sensitivity_strongly_convex(const Interval& Y, long n_i, const Interval& eta, long degree,
                                                 const Interval& Lambda);

// Computes: (1/(2 eta |V_i|)) |grad f_i(x, D_i) - grad f_i(x, D^_i)|, the middle line of Lemma 4's
//   proof (L195), for a given gradient difference (at most 2V when |grad f_i| <= V).
// Source: Lemma 4's proof (L191-L197). Domain: grad_diff >= 0, eta > 0, degree >= 1. Safe side: upper.
Result<Interval> lemma4_proof_line(const Interval& grad_diff, const Interval& eta, long degree);

// Computes: (sigma^2)_i^k = R^{k-1} (sigma^2)_i^1 (the schedule of L231, (sigma^2)^{k+1} = R (sigma^2)^k).
// Source: Theorem 3's proof (L231); Algorithm 1, line 1 (L145). Domain: sigma2_1 > 0, R in (0, 1),
//   k in [1, 10^9]. Enclosure: exp((k - 1) log R). Safe side: none.
Result<Interval> schedule_variance(const Interval& sigma2_1, const Interval& R, long k);

// Computes: rho_i^k = V^2/(2 eta^2 |V_i|^2 (sigma^2)_i^k) with (sigma^2)_i^k of the schedule, i.e.
//   rho_i^1 / R^{k-1} (Theorem 2 and the relation rho^{k+1} = rho^k/R of L231).
// Source: Theorem 2 (L201, L221), L231. Domain: as lemma4_sensitivity and schedule_variance.
//   Safe side: upper.
Result<Interval> thm2_rho_k(const Interval& V, const Interval& eta, long degree, const Interval& sigma2_1,
                            const Interval& R, long k);

// Computes: rho_i^total = sum_{k=0}^{K-1} rho_i^{k+1} = rho_i^1 sum_{k=0}^{K-1} R^{-k}, summed term by
//   term (the composition of Lemma 2 as the proof states it, L231).
// Source: Theorem 3's proof (L231). Domain: as thm2_rho_k, K in [1, 2 10^4] (the cost).
// Enclosure: the terms R^{-k} by repeated interval division (no cancellation: every term is
//   positive). Safe side: upper. Cost: O(K).
Result<Interval> thm3_rho_total_sum(const Interval& V, const Interval& eta, long degree, const Interval& sigma2_1,
                                    const Interval& R, long K);

// Computes: the printed closed form rho_i^1 (1 - R^K)/(R^{K-1} - R^K) (Theorem 3, L227, L231).
// Source: Theorem 3 (L225-L231). Domain: as thm2_rho_k, K in [1, 10^9].
// Enclosure: with u = 1 - R and l = log R (the intersection of log(R) and log1p(-u): tight at both
//   ends of (0, 1)), (1 - R^K) = -expm1(K l) and R^{K-1} - R^K = exp((K - 1) l) u, so R close to 1
//   (u = 1e-30) and K = 10^9 keep full relative accuracy when R is given with enough bits (the
//   registry reads R with 128 extra bits: the relative error of u is amplified by K |l| up to
//   about 2^30). Safe side: upper.
Result<Interval> thm3_rho_total(const Interval& V, const Interval& eta, long degree, const Interval& sigma2_1,
                                const Interval& R, long K);

// Computes: Lemma 3 applied to rho: rho + 2 sqrt(rho ln(1/delta)) (the epsilon of Theorem 3 for one
//   agent, epsilon_i^total of L235-L241).
// Source: Lemma 3 (L131), Theorem 3 (L233-L241). Domain: rho >= 0, delta in (0, 1). Safe side: upper.
Result<Interval> lemma3_eps(const Interval& rho, const Interval& delta);

// Computes: the smallest (sigma^2)_i^1 with epsilon_i^total <= eps at delta: Lemma 3 inverted,
//   rho* = (sqrt(ln(1/delta) + eps) - sqrt(ln(1/delta)))^2, then (sigma^2)_i^1 = V^2 S/(2 eta^2 |V_i|^2
//   rho*) with S = (1 - R^K)/(R^{K-1} - R^K) (Theorem 3's closed form per unit rho_i^1).
// Source: Theorem 3 (L225-L245), inverted; the paper only says the noise was chosen "carefully"
//   (L459). Domain: eps > 0, delta in (0, 1), and as thm3_rho_total. Safe side: upper (a larger
//   initial variance is more private).
Result<Interval> thm3_calibration(const Interval& eps, const Interval& delta, const Interval& V, const Interval& eta,
                                  long degree, const Interval& R, long K);

}  // namespace privbound::bounds::ding_gong
