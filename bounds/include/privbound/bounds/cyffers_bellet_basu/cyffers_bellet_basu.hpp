// Cyffers, Bellet & Basu — From noisy fixed-point iterations to private ADMM for centralized and federated
// learning (ICML 2023; seed 001; LNNN are line numbers of ../shared/seeds/001_f6b2d9377dd6a993.txt).
// The privacy results (Theorems 2-4 and 7-10, Lemma C.1, the sensitivities of Appendix C.2, Theorem 6 for
// Gaussian noise, Proposition 3), the utility result (Theorem 1, its proof's constants, Lemma A.1, Combettes-
// Pesquet's Theorem 5 as transcribed), Propositions 1-2 and Remark 2's constants, and the corollaries' bounds
// with every hidden constant made explicit, as certified enclosures.
//
// Notation (the paper's): alpha the RDP order, K iterations, K_i participations of user i, n data items
// (users), m sampled users, L the Lipschitz constant of each f(., d), gamma > 0 the ADMM parameter, lambda in
// (0, 1] the step, sigma^2 the variance of each eta (the noise added to u is lambda eta), A the constraint
// matrix with ||A||_2 and omega_A its smallest singular value, tau the contraction factor, q the block
// activation probability, p the dimension of u, zeta^2 a bound on E||e_k||^2, c > 0 with sigma_1 = (1 + c)(1 -
// tau) (Theorem 1's proof). "log" and "ln" are both read as natural logarithms (the paper writes both).
//
// Conventions shared by every function below.
//   Enclosure: interval arithmetic (MPFI, outward rounding) on the enclosures passed in; log, exp, sqrt from
//     MPFR/MPFI with directed rounding; ||A||_2 and omega_A from numeric's certified singular values.
//   Validation: NaN first, then each parameter's domain; errors name the function and the parameter, and a
//     hypothesis that fails (or cannot be decided at the precision) is an error naming it.
//   Cost: O(1) interval operations unless stated.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "privbound/numeric/decimal.hpp"
#include "privbound/numeric/interval.hpp"
#include "privbound/numeric/matrix.hpp"
#include "privbound/numeric/result.hpp"

namespace privbound::bounds::cyffers_bellet_basu {

// The first component of every id of this source ("cyffers_bellet_basu."), stated once for its files.
inline const std::string kPrefix = "cyffers_bellet_basu.";

using numeric::Interval;
using numeric::Rational;
using numeric::Result;

// ---- Lemma C.1 (L810-L812), used by Theorems 3 and 10 -----------------------------------------------------
// The order condition alpha <= (M^2 sigma^2/2 - log(5 sigma^2))/(M + log(q alpha) + 1/(2 sigma^2)) with M =
// log(1 + 1/(q (alpha - 1))): its numerator, denominator and the right side (alpha appears on both sides).
struct LemmaC1Cap {
  Interval M, numerator, denominator, cap;
  bool holds = false;  // alpha <= cap certified (denominator certainly non-zero)
};
// Domain: alpha > 1, q in (0, 1), sigma > 0 (the lemma's own q < 1/5 and sigma >= 4 are checked by lemma_c1_eps).
Result<LemmaC1Cap> lemma_c1_cap(const Interval& alpha, const Interval& q, const Interval& sigma);

// Computes: eps_samp = 2 alpha q^2 Delta^2/sigma^2 (L812), after certifying the lemma's hypotheses q < 1/5,
//   sigma >= 4 and the order condition (an error naming the one that fails or cannot be decided).
// Domain: alpha > 1, q in (0, 1), Delta >= 0, sigma > 0. Safe side: upper (as printed; the claim
//   cyffers_bellet_basu.lemmaC1.exact compares it with the exact subsampled-Gaussian RDP).
Result<Interval> lemma_c1_eps(const Interval& alpha, const Interval& q, const Interval& delta_sens,
                              const Interval& sigma);
// Lemma C.1 with its hypotheses where the cited result puts them (Mironov et al. 2019, Altschuler & Talwar 2022 state
//   it for sensitivity 1): on the noise multiplier sigma/Delta. The value is the same, 2 alpha q^2 Delta^2/sigma^2 =
//   2 alpha q^2/(sigma/Delta)^2; as printed (lemma_c1_eps) the hypotheses on sigma admit orders where the exact RDP
//   is far larger once Delta > 1 (erratum E24). Domain: alpha > 1, q in (0, 1), Delta > 0, sigma > 0. Safe side:
//   upper (the claim cyffers_bellet_basu.lemmaC1.exact checks it against the exact RDP at sensitivity 1).
Result<Interval> lemma_c1_eps_corrected(const Interval& alpha, const Interval& q, const Interval& delta_sens,
                                        const Interval& sigma);

// Lemma C.1's admissible set of orders at (q, sigma), certified to be the interval (1, alpha*]:
//   (1, 1 + t]       by a monotonicity argument in M (the error argument above the code);
//   [1 + t, a_in]    every sub-interval of an adaptive subdivision certainly satisfies the condition;
//   [a_out, A]       every sub-interval certainly violates it;
//   [A, infinity)    the numerator is negative and the denominator positive there (M < sqrt(2 log(5 sigma^2))/
//                    sigma and q alpha >= 1), so the condition fails.
// alpha* lies in [a_in, a_out] (relative width about 2^-30). `certified` is false when a sub-interval stays
// undecided at the subdivision budget (then a_in, a_out still bracket the first change of the condition found by
// a non-certified scan, and the quantity reports an error).
struct AlphaSet {
  Interval sup;  // [a_in, a_out]
  bool certified = false;
  long pieces = 0;  // sub-intervals certified
};
// Domain: q in (0, 1/5), sigma >= 4 (the lemma's hypotheses; an error naming the one that fails).
// Cost: up to about 10^5 interval evaluations.
Result<AlphaSet> lemma_c1_alpha_set(const Interval& q, const Interval& sigma);

// ---- Theorem 6 with Gaussian noise (L793-L802), Proposition 3 (L944-L946) ---------------------------------
// Computes: the right side of (25), sum_k sup_{|u| <= a_k} D_alpha(zeta_k * u || zeta_k) = sum_k alpha a_k^2/(2
//   sigma_k^2) for zeta_k = N(0, sigma_k^2 I), after checking the prefix-sum conditions sum_{k' <= k} s_k' >=
//   sum_{k' <= k} a_k' for every k and equal totals, exactly in rationals.
// Domain: alpha > 1; s, a rows of equal length K in [1, 10^5] with entries >= 0; sigma a row of length K (or 1:
//   one sigma for all k) with entries > 0. Safe side: upper.
Result<Interval> thm6_pabi_gaussian(const Interval& alpha, const std::vector<Rational>& s,
                                    const std::vector<Rational>& a, const std::vector<Rational>& sigma, unsigned bits);

// Computes: (1 + c) sum_i rho_i D_i, Proposition 3's bound on D_alpha(mu_rho || nu_rho), after checking its
//   precondition D_i <= c/(alpha - 1) for every i (an error naming the first i where it fails).
// Domain: alpha > 1, c in (0, 1], rho a probability row (entries >= 0 summing to 1, exactly), D a row of the
//   same length with entries >= 0. Safe side: upper.
Result<Interval> prop3_weak_convexity(const Interval& alpha, const Interval& c, const std::vector<Rational>& rho,
                                      const std::vector<Rational>& d, unsigned bits);

// ---- Appendix C.2: sensitivities ------------------------------------------------------------------------
// The general case (L822-L850) for a matrix A: ||A||_2, omega_A, the strong-convexity modulus of phi as stated
// (omega_A/gamma, L841) and as phi's Hessian A^T A/gamma gives it (lambda_min(A^T A)/gamma = omega_A^2/gamma), the
// argmin sensitivity as printed (2 L gamma/(n omega_A), L845) and with the Hessian's modulus (2 L gamma/(n
// omega_A^2)), and (27) as printed (4 lambda L gamma ||A||_2/(n omega_A)) and corrected: with y = A x the x-update is
// the prox at step gamma of y -> f(A^+ y)/n, which is (L/(n omega_A))-Lipschitz, so |T(u) - T'(u)| = 2 lambda |A(x -
// x')| <= 4 lambda L gamma/(n omega_A), attained for A = a I (the printed form is smaller whenever ||A||_2 < 1).
struct GeneralSensitivity {
  Interval norm_A, omega_A, modulus_printed, modulus, argmin_printed, argmin, eq27, eq27_corrected;
};
// Domain: A with full column rank (omega_A certainly > 0; else an error naming "full rank"), lambda in (0, 1],
// L >= 0, gamma > 0, n >= 1. Safe side: upper (each enclosure contains the exact value).
Result<GeneralSensitivity> sens_general(const numeric::RationalMatrix& A, const Interval& lambda, const Interval& L,
                                        const Interval& gamma, long n);

// The consensus case (L852-L863): ||x_i - x_i'|| <= 2 L gamma, ||T(u)_i - T'(u)_i|| <= 4 lambda L gamma, and (28)
// ||T(u) - T'(u)|| <= 4 lambda L gamma/n.
struct ConsensusSensitivity {
  Interval x_block, u_block, eq28;
};
// Domain: lambda in (0, 1], L >= 0, gamma > 0, n >= 1. Safe side: upper (as printed).
Result<ConsensusSensitivity> sens_consensus(const Interval& lambda, const Interval& L, const Interval& gamma, long n);

// ---- Privacy of the ADMM algorithms -------------------------------------------------------------------------
// Computes: rho = 8 K L^2 gamma^2/(sigma^2 n^2), so that Theorem 2 (L245) and Theorem 8 (L888) read (alpha, alpha
//   rho)-RDP. Domain: K, n >= 1, L >= 0, gamma > 0, sigma > 0. Safe side: upper (as printed).
Result<Interval> thm2_rho(long K, const Interval& L, const Interval& gamma, const Interval& sigma, long n);

// Computes: rho = 8 K ||A||_2^2 L^2 gamma^2/(sigma^2 n^2 omega_A^2) of (29) (L872), i.e. K Delta^2/(2 lambda^2
//   sigma^2) with Delta = (27); `corrected`: with the corrected (27), rho = 8 K L^2 gamma^2/(sigma^2 n^2 omega_A^2).
//   Domain: as sens_general; K >= 1, sigma > 0. Safe side: upper.
Result<Interval> thm7_rho(long K, const numeric::RationalMatrix& A, const Interval& L, const Interval& gamma,
                          const Interval& sigma, long n, bool corrected, unsigned bits);

// Computes: rho = 8 K_i L^2 gamma^2/sigma^2 (Theorem 3's local RDP, L295; (30) at K_i = 1, L902; Theorem 9's O(.)
//   with its constant 1, L898). Domain: K_i >= 1, L >= 0, gamma > 0, sigma > 0. Safe side: upper.
Result<Interval> thm3_local_rho(long K_i, const Interval& L, const Interval& gamma, const Interval& sigma);

// Which printing of the central guarantee: Theorem 3 (L295: m < n/5 and the order condition) or Theorem 10
// (L910: also sigma >= 4).
enum class CentralPrinting { thm3, thm10 };
// Computes: 16 alpha K L^2 gamma^2/(sigma^2 n^2), after certifying the printing's hypotheses with q = m/n (an
//   error naming the one that fails). Domain: alpha > 1, K, n, m >= 1 with m <= n, L >= 0, gamma > 0,
//   sigma > 0. Safe side: upper (as printed).
Result<Interval> central_rdp(CentralPrinting which, const Interval& alpha, long K, const Interval& L,
                             const Interval& gamma, const Interval& sigma, long n, long m);

// Theorem 10's proof, one round (L914-L916): the printed value 8 alpha L^2 gamma^2/(m^2 sigma^2) . 2 m^2/n^2;
// the exact Renyi divergence of the server's aggregate of m independently noised updates with one user's
// update changed by its sensitivity 4 lambda L gamma (noise lambda eta each, so the sum has variance m lambda^2
// sigma^2): alpha (4 L gamma)^2/(2 m sigma^2) = eps_loc/m (not eps_loc/m^2); and Lemma C.1 applied to that
// aggregate (noise multiplier sigma sqrt(m)/(4 L gamma), q = m/n): 2 alpha q^2 (4 L gamma)^2/(m sigma^2).
struct CentralRound {
  Interval printed, aggregate_exact, aggregate_printed, subsampled;
  Interval noise_multiplier;  // sigma sqrt(m)/(4 L gamma)
  // Lemma C.1's hypotheses at q = m/n and the noise multiplier (q < 1/5, multiplier >= 4, the order condition): the
  // error naming the one that fails or cannot be decided; `subsampled` is a bound only when this is empty.
  std::optional<numeric::Error> subsampled_invalid;
};
// Domain: alpha > 1, n, m >= 1 with m <= n, L > 0, gamma > 0, sigma > 0. Safe side: none (each is the stated value;
// `subsampled` is an upper bound when subsampled_invalid is empty).
Result<CentralRound> central_round(const Interval& alpha, const Interval& L, const Interval& gamma,
                                   const Interval& sigma, long n, long m);

// Computes: eps such that K rounds of Algorithm 3's central mechanism are (eps, delta)-DP by the accountant: the
//   aggregate of the m sampled users' updates (sensitivity 4 lambda L gamma under replace-one neighbours, noise
//   standard deviation lambda sigma sqrt(m)), users drawn as a fixed-size set of m of n without replacement
//   (Algorithm 3, L277): Wang-Balle-Kasiviswanathan's Theorem 9 RDP (accounting::eps_wor_gaussian), best integer
//   order <= 256. Domain: K, n, m >= 1, m <= n, L > 0, gamma > 0, sigma > 0, delta in (0, 1). Safe side: upper.
struct AccountantEps {
  Interval eps, rdp;
  long alpha = 0;
};
Result<AccountantEps> central_eps_accountant(long K, const Interval& L, const Interval& gamma, const Interval& sigma,
                                             long n, long m, const Interval& delta);

// Theorem 4 (L337, restated L928) and its proof (L938-L954).
// Computes: 8 alpha K_i L^2 gamma^2 ln n/(sigma^2 n) after certifying sigma > 2 L gamma sqrt(alpha (alpha - 1)).
// Domain: alpha > 1, K_i >= 1, n >= 2, L > 0, gamma > 0, sigma > 0. Safe side: upper (as printed).
Result<Interval> thm4_network_rdp(const Interval& alpha, long K_i, const Interval& L, const Interval& gamma,
                                  const Interval& sigma, long n);
// The proof's values at one (alpha, L, gamma, sigma, n): the fixed path length bound 8 alpha L^2 gamma^2/(sigma^2
// m) (L940) at m; the three displays L950 (the sum over k = 1..kmax of (1/n)(1 - 1/n)^k 8 alpha L^2 gamma^2/(2
// sigma^2 k)), L951 (8 alpha L^2 gamma^2/(sigma^2 n^2) sum_{k >= 1} (1 - 1/n)^k/k = 8 alpha L^2 gamma^2 ln n/(sigma^2
// n^2)) and L952 (8 alpha L^2 gamma^2 ln n/(sigma^2 n)); Proposition 3's c = (alpha - 1) times the largest
// fixed-length divergence (m = 1), which its precondition needs <= 1.
struct Thm4Proof {
  Interval fixed_m, l950, l951, l952, prop3_c;
};
// Domain: alpha > 1, n >= 2, m in [1, 10^6], kmax in [1, 10^6], L > 0, gamma > 0, sigma > 0. Cost: O(kmax).
Result<Thm4Proof> thm4_proof(const Interval& alpha, const Interval& L, const Interval& gamma, const Interval& sigma,
                             long n, long m, long kmax);

// (eps, delta) of an RDP curve eps(alpha) = rho alpha that holds only for orders alpha in (1, alpha_max) or (1,
// alpha_max] (Theorem 4: alpha_max from sigma > 2 L gamma sqrt(alpha (alpha - 1)); Theorem 3's central bound: Lemma
// C.1's alpha*), by the paper's conversion (L101): the infimum over those orders of rho alpha + ln(1/delta)/(alpha -
// 1), i.e. rho + 2 sqrt(rho ln(1/delta)) at alpha = 1 + sqrt(ln(1/delta)/rho) when that is admissible, else its value
// at alpha_max. `alpha_max` not finite: no restriction. Domain: rho > 0, delta in (0, 1), alpha_max > 1.
// Safe side: upper (every admissible order gives a valid eps, hence so does their infimum).
struct RestrictedEps {
  Interval eps, alpha;
};
Result<RestrictedEps> eps_restricted(const Interval& rho, const Interval& delta, const Interval& alpha_max);

// ---- Theorem 1 (L171-L178, restated L483-L488) and its proof (L490-L598) ----------------------------------
// Computes: the right side of (16), (1 - q^2 (1 - tau)/8)^k D + 8((sqrt(p) sigma + zeta)/(sqrt(q)(1 - tau)) + (p
//   sigma^2 + zeta^2)/(q^3 (1 - tau)^3)), or with exp_form its exp(-q^2 (1 - tau) k/8) D form (L598), after
//   checking the printed hypothesis sigma^2 > 1 - tau (remark1: Remark 1's sigma sqrt(p) + zeta > sqrt(q)(1 -
//   tau) instead). Domain: tau in [0, 1), q in (0, 1], p >= 1, sigma >= 0, zeta >= 0, k >= 0, D >= 0.
//   Safe side: upper (as printed).
enum class Thm1Hypothesis { printed, remark1 };
Result<Interval> thm1_utility(const Interval& tau, const Interval& q, long p, const Interval& sigma,
                              const Interval& zeta, long k, const Interval& D, bool exp_form, Thm1Hypothesis hyp);

// The proof's constants as functions of (tau, q, c) (sigma_1 = (1 + c)(1 - tau), L514): b = sqrt(1 - q(1 - tau))
// (L512); the chosen lambda = (1 - q/(2(1 + c)))/(1 - b) (L518); chi at that lambda by its definition (L500) and by
// the closed form 1 - (1 + b)(1 + c - q/2)/(2(1 + c)) (L556); A and 1 - A by the definition (L528) and by the
// closed forms (L542, L546); Step 4's lower bound (1 - b)/2 and its further q(1 - tau)/4 (L564), the upper
// chain's three values (L570-L574); (19)'s stationary constant (q + 2(1 + b)(1 + c)^2/q) (L560).
struct Thm1Proof {
  Interval b, sigma1, lambda, chi_def, chi_closed, A_def, A_closed, one_minus_A, chi_lower1, chi_lower2, chi_upper1,
      chi_upper2, chi_upper3, eq19_const;
};
// Domain: tau in [0, 1), q in (0, 1], c > 0.
Result<Thm1Proof> thm1_proof(const Interval& tau, const Interval& q, const Interval& c);

// chi(lambda) = 1 + lambda (sigma_1 - (1 - b^2)) - lambda^2 sigma_1 (1 - b) (L500-L502) at any lambda, and the
// noise term eta of (18) summed as printed (sum_{i=0}^k chi^{k-i-1} lambda sigma_1 (1 + lambda(sigma_1 - (1 -
// b))), L506, with sigma_1 for the printed sigma) and by the closed form (chi^k - 1/chi)(1 - A(lambda)) (L509).
struct Thm1Eta {
  Interval chi, eta_sum, eta_closed;
};
// Domain: tau in [0, 1), q in (0, 1], c > 0, lambda > 0, k in [0, 10^6]; chi certainly in (0, 1) (else an error).
// Cost: O(k).
Result<Thm1Eta> thm1_eta(const Interval& tau, const Interval& q, const Interval& c, const Interval& lambda, long k);

// Step 5 (L584-L594) at (tau, q, p, sigma, zeta, k, D) with sigma_1 = (sigma sqrt(p) + zeta)/sqrt(q) (L608) and
// 1 + c = sigma_1/(1 - tau): each printed line's value.
struct Thm1Step5 {
  Interval line1, line2, line3, line4, line5, line6;  // L584, L586, L588, L590, L592, L594
};
// Domain: as thm1_utility, and c > 0 (sigma_1 > 1 - tau; else an error naming it).
Result<Thm1Step5> thm1_step5(const Interval& tau, const Interval& q, long p, const Interval& sigma,
                             const Interval& zeta, long k, const Interval& D);

// Lemma A.1 (L604-L652): the lambda interval (lo, hi) = ((1 + c - q)/((1 + c)(1 - b)), that times (1/2 + (1/2)
// sqrt(1 + 4(1 + c)(1 - b)/((1 - tau)(1 + c - q)^2)))), and the roots lambda_inf, lambda_sup of chi(lambda) = 0
// (L636-L640).
struct LambdaInterval {
  Interval lo, hi, root_inf, root_sup;
};
// Domain: tau in [0, 1), q in (0, 1], c > 0.
Result<LambdaInterval> lemma_a1(const Interval& tau, const Interval& q, const Interval& c);

// Combettes-Pesquet's Theorem 5 (L445-L470) as transcribed, with constant parameters: xi = alpha_k max_b omega_b,
// mu = 1 - min_b (p_b - tau_b/omega_b), chi = 1 - lambda(1 - mu) + sqrt(xi) lambda (1 - lambda + lambda
// sqrt(mu)), eta_bar_k = sum_{j=0}^k chi^{k-j} lambda (1 - lambda + lambda sqrt(mu) + lambda sqrt(xi)) sqrt(xi),
// and the condition max_b tau_b < omega_b p_b (margin = min_b (omega_b p_b - tau_b)).
struct CombettesPesquet {
  Interval xi, mu, chi, eta_bar, margin;
};
// Domain: lambda in (0, 1], alpha_k >= 0, omega, p, tau rows of equal length B in [1, 10^4] with omega > 0, p in
// (0, 1], tau in [0, 1); k in [0, 10^6]. Cost: O(B + k).
Result<CombettesPesquet> thm5_cp(const Interval& lambda, const Interval& alpha_k, const std::vector<Rational>& omega,
                                 const std::vector<Rational>& p, const std::vector<Rational>& tau, long k,
                                 unsigned bits);

// ---- Corollaries 5.1-5.3 (L255, L309, L347; proofs L964-L1043) -----------------------------------------------
// Which corollary: centralized (q = 1, sigma^2 = 8 K alpha L^2 gamma^2/(eps n^2)), federated (q = m/n, sigma^2 = 16
// K alpha L^2 gamma^2/(eps n^2)) or decentralized (q = 1/n, sigma^2 = 8 K alpha L^2 gamma^2 ln n/(eps n^2)).
enum class Setting { centralized, federated, decentralized };
// Theorem 1's bound with the corollary's q and sigma^2 substituted, at K (the proofs' first display, with zeta =
// 0): rate^K D + 8 sqrt(p) sigma/(sqrt(q)(1 - tau)) + 8 p sigma^2/(q^3 (1 - tau)^3); its two noise terms; the
// printed O(.) terms of the corollary's statement with constant 1 (first, second); and K_needed = log(D/X)/(-log(
// rate)), the K at which rate^K D equals X (the statement's two terms, constant 1), against the printed K =
// log(X/D) (constant 1).
struct CorollaryBound {
  Interval bound, noise1, noise2, printed1, printed2, rate, K_printed, K_needed;
};
// Domain: tau in [0, 1), p, n >= 1 (decentralized: n >= 2), m in [1, n] (federated), alpha > 1, L, gamma, eps,
// D > 0, K >= 1.
Result<CorollaryBound> corollary(Setting s, const Interval& tau, long p, const Interval& alpha, const Interval& L,
                                 const Interval& gamma, const Interval& eps, long n, long m, long K, const Interval& D);

// Remark 5 (L351) with the O~ constant 1: centralized sqrt(p alpha/eps)/n, decentralized sqrt(p alpha/(eps n)),
// federated as printed sqrt(p alpha/(eps m)) and as Corollary 5.2's first term gives it, sqrt(p alpha/(eps m n)).
struct Remark5Rates {
  Interval centralized, decentralized, federated_printed, federated;
};
// Domain: p, n >= 1, m in [1, n], alpha > 1, eps > 0.
Result<Remark5Rates> remark5_rates(long p, const Interval& alpha, const Interval& eps, long n, long m);

}  // namespace privbound::bounds::cyffers_bellet_basu
