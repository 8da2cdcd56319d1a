// Liu, Geng, Shang, An, Liu, Zhu, Feng — Laplacian-smoothing stochastic ADMMs with differential privacy
// (DP-VRADMM, DP-SADMM; seed 003; line numbers LNNN refer to ../shared/seeds/003_27ad26727a0225e8.txt).
// The privacy calibration of Section III as certified enclosures: Lemma 2(b) (the subsampled Gaussian's
// RDP with its validity conditions), Theorem 2's alpha and sigma^2 with its two conditions, the certified
// (theta, T) set those conditions leave, and the smallest epsilon for which it can be non-empty; the
// accountant's epsilon of the mechanism Theorem 2 calibrates. The Laplacian smoothing operator Q_nu =
// I - nu L (the circulant matrix at L138): its eigenvalues, ||Q_nu||_2, and the factor tau by the sum
// (L395, L441) and by Remark 1's closed form (L451). Lemma 1 (Mironov's conversion) and Lemma 2(a) (the
// Gaussian's RDP) are the accountant's; the registry cites this paper for them.
//
// Notation (the paper's): sigma^2 the noise variance, Delta = Delta_2(q) the l2 sensitivity, varsigma the
// sampling rate (printed as a Greek final sigma), alpha the RDP order, theta in (0, 1) the split of eps
// between the composed RDP and the conversion (Theorem 2), T iterations, n records, b the mini-batch
// size, l the Lipschitz constant of each f_i, nu >= 0 the smoothing parameter, d_1 the dimension of x.
//
// Conventions shared by every function below.
//   Enclosure: interval arithmetic (MPFI, outward rounding) on the enclosures passed in; log, exp, sqrt,
//     cos from MPFR/MPFI with directed rounding.
//   Validation: NaN first, then each parameter's domain; errors name the function and the parameter, and
//     a hypothesis that fails (or cannot be decided at the precision) is an error naming it.
//   Cost: O(1) interval operations unless stated.
#pragma once

#include <functional>
#include <string>

#include "privbound/numeric/decimal.hpp"
#include "privbound/numeric/interval.hpp"
#include "privbound/numeric/matrix.hpp"
#include "privbound/numeric/result.hpp"

namespace privbound::bounds::liu_geng {

using numeric::Interval;
using numeric::Result;

// Computes: log(1/(varsigma (1 + sigma^2/Delta^2))), the largest order Lemma 2(b) allows.
// Source: Lemma 2(b) (L96), from [32]. Domain: varsigma in (0, 1], Delta > 0, sigma2 > 0. Safe side: none.
Result<Interval> lemma2b_alpha_max(const Interval& rate, const Interval& sensitivity, const Interval& sigma2);

// Computes: 5 varsigma^2 alpha Delta^2/sigma^2, Lemma 2(b)'s RDP of the Gaussian mechanism on a subset drawn
//   by uniform sampling without replacement at rate varsigma.
// Source: Lemma 2(b) (L96), from [32]. Domain: alpha > 1, varsigma in (0, 1], Delta > 0, sigma2 > 0, and the
//   lemma's validity conditions sigma^2/Delta^2 >= 1.5 and alpha <= lemma2b_alpha_max (an error naming the
//   one that fails or cannot be decided). Safe side: upper (as printed; claim liu_geng.lemma2b checks it).
Result<Interval> lemma2b_rdp(const Interval& alpha, const Interval& rate, const Interval& sensitivity,
                             const Interval& sigma2);

// Computes: alpha = log(1/delta)/((1 - theta) eps) + 1 (Theorem 2, L294).
// Domain: eps > 0, delta in (0, 1), theta in (0, 1). Safe side: none (the order the theorem uses).
Result<Interval> thm2_alpha(const Interval& eps, const Interval& delta, const Interval& theta);

// Theorem 2's two conditions at (theta, T): cap = log(theta eps n^3/(5 alpha b^3 T + theta eps b n^2)) with
// alpha <= cap required, and ratio = 5 alpha b^2 T/(theta eps n^2) >= 1.5 required (this ratio is
// sigma^2/Delta^2 for Delta = 2l/b, and cap is Lemma 2(b)'s largest order at varsigma = b/n).
struct Thm2Conditions {
  Interval alpha, cap, ratio;
  bool holds = false;  // both certified
};
// Domain: eps > 0, delta in (0, 1), theta in (0, 1), T, n, b integers >= 1 (<= 10^12), b <= n.
Result<Thm2Conditions> thm2_conditions(const Interval& eps, const Interval& delta, const Interval& theta, long T,
                                       long n, long b);

// The T-range of Theorem 2's conditions at one theta, in double (NOT CERTIFIED: to search for a (theta, T) that
// thm2_conditions then certifies): T_lo = 1.5 theta eps n^2/(5 alpha b^2), T_hi = theta eps n^2 (n e^{-alpha} -
// b)/(5 alpha b^3) with alpha = log(1/delta)/((1 - theta) eps) + 1 (see thm2_eps_min).
struct TRange {
  double lo = 0, hi = 0;
};
TRange thm2_t_range(double eps, double delta, double theta, long n, long b);

// Computes: sigma^2 = 20 alpha T l^2/(theta eps n^2) (Theorem 2 and Algorithm 2, line 1; L279, L294), after
//   certifying Theorem 2's two conditions (an error naming the one that fails or cannot be decided).
// Domain: as thm2_conditions, l > 0. Safe side: lower (a larger variance is more private).
Result<Interval> thm2_sigma2(const Interval& eps, const Interval& delta, const Interval& theta, long T, long n, long b,
                             const Interval& l);

// Computes: eps_min = log(1/delta)/(log(n/(2.5 b)) - 1). For fixed theta the two conditions of Theorem 2 are
//   T_lo <= T <= T_hi with T_lo = 1.5 theta eps n^2/(5 alpha b^2) and T_hi = theta eps n^2 (n e^{-alpha} -
//   b)/(5 alpha b^3), so T_hi - T_lo = theta eps n^2 (n e^{-alpha} - 2.5 b)/(5 alpha b^3): some real T works iff
//   alpha(theta) <= log(n/(2.5 b)); alpha increases in theta from log(1/delta)/eps + 1 at theta -> 0, so some
//   (theta, T) with T real exists iff eps > eps_min. With T an integer >= 1 the threshold is at least eps_min.
// Domain: delta in (0, 1), n, b integers >= 1, b <= n, and n/(2.5 b) > e (else no eps works: an error).
// Safe side: lower (every eps at or below it is certainly infeasible).
Result<Interval> thm2_eps_min(const Interval& delta, long n, long b);

// The certified (theta, T) set of Theorem 2 at (eps, delta, n, b), T an integer >= 1.
//   empty     certified: eps <= eps_min (no real T works for any theta in (0, 1));
//   nonempty  certified by a witness: theta = j/4096 (j = 1..4095, the first found) and T = max(1, ceil(T_lo)),
//             at which thm2_conditions holds (certified); T_lo, T_hi of that theta are reported (rounded);
//   neither   eps > eps_min but no witness on the grid.
struct Thm2Set {
  bool nonempty = false, empty = false;
  Interval eps_min;
  double theta = 0, T_lo = 0, T_hi = 0;
  long T = 0;
};
// Domain: as thm2_conditions and thm2_eps_min (n/(2.5 b) <= e gives a certified empty set). Cost: up to
// 4095 double evaluations and one certified check.
Result<Thm2Set> thm2_admissible(const Interval& eps, const Interval& delta, long n, long b);

// Computes: an eps such that Algorithm 2's mechanism is (eps, delta)-DP by the accountant: T-fold composition
//   of the Gaussian mechanism on a batch of b of n records drawn without replacement (replace-one neighbours),
//   per-step sensitivity Delta = 2l/b of the mini-batch mean of l-Lipschitz gradients (the Delta that Theorem
//   2's sigma^2 and conditions follow from, see liu_geng.thm2.derivation), i.e. noise multiplier sigma/Delta,
//   sampling ratio b/n, RDP of Wang-Balle-Kasiviswanathan's Theorem 9 (accounting::rdp_wor_gaussian), converted
//   by Mironov's Proposition 3 at the best integer order in [2, 256] found by accounting::eps_wor_gaussian.
// Domain: sigma2 > 0, l > 0, delta in (0, 1), T, n, b integers >= 1, b <= n. Safe side: upper.
// Cost: that of accounting::eps_wor_gaussian.
struct AccountantEps {
  Interval eps, rdp;
  long alpha = 0;
};
Result<AccountantEps> thm2_eps_accountant(const Interval& sigma2, long T, long n, long b, const Interval& l,
                                          const Interval& delta);

// Computes: 20 alpha T l^2/(theta eps n^2) with alpha = thm2_alpha: Theorem 2's sigma^2 as printed, without its
//   conditions (thm2_sigma2 checks them first). For runs at the experiments' settings, where the conditions fail
//   (erratum E1): the noise the paper's recipe gives there, which no theorem covers.
// Domain: eps, l > 0, delta, theta in (0, 1), T, n integers >= 1. Safe side: none.
Result<Interval> thm2_sigma2_printed(const Interval& eps, const Interval& delta, const Interval& theta, long T, long n,
                                     const Interval& l);

// Computes: an eps such that Algorithm 1 (GC case) with noise variance sigma2 is (eps, delta)-DP for replace-one
//   neighbours and l-Lipschitz components, by an accountant instead of Theorem 1's unspecified c_1, c_2. Each inner
//   step releases x_{t+1} = x_t - (eta/gamma) Q^{-1}(v_B + p~ + beta A^T(..) + u); the data enter through v_B =
//   (1/b) sum_{B} (grad f_i(x_t) - grad f_i(x~)) (sensitivity 4l/b, only when the replaced record is in B, a
//   without-replacement sample of b of n) and through p~ = grad f(x~) (sensitivity 2l/n at every step; the claim
//   liu_geng.thm1.step_sensitivity measures both). Splitting u = u_1 + u_2 (variances (1 - w) sigma2, w sigma2), a
//   step is post-processing of a subsampled Gaussian mechanism (noise multiplier s = sqrt((1 - w) sigma2) b/(4l),
//   rate b/n; per order the smaller of accounting::rdp_wor_gaussian and the unsampled alpha/(2 s^2), two valid
//   bounds of one mechanism) and a plain one (RDP alpha (2l/n)^2/(2 w sigma2)); S m steps compose
//   adaptively (RDP adds), converted by Mironov's Proposition 3 at the best (alpha, w) of a grid (alpha in [2, 256],
//   w in {1/100, 1/10, 1/2}; every grid point is a valid bound, so the grid costs tightness only). The SC case is not
//   covered: its lambda_0^s = -(1/beta)(A^T)^+ p~ is an unnoised function of the data that stays in every lambda_t of
//   the epoch (liu_geng.thm1.sc_first_step).
// Domain: sigma2, l > 0, delta in (0, 1), S, m, n, b integers >= 1, b <= n, S m <= 10^15. Safe side: upper.
Result<AccountantEps> alg1_eps_accountant(const Interval& sigma2, long S, long m, long n, long b, const Interval& l,
                                          const Interval& delta);

// Computes: an eps such that Algorithm 2 with noise variance sigma2 is (eps, delta)-DP: as thm2_eps_accountant (T
//   steps, batch mean of sensitivity 2l/b, without-replacement rate b/n), but per order the smaller of
//   Wang-Balle-Kasiviswanathan's Theorem 9 and the unsampled Gaussian's alpha (2l/b)^2/(2 sigma2). Theorem 9's bound
//   for the Gaussian keeps a floor as sigma grows (its terms 2 gamma^j C(alpha, j) for j >= 3 do not vanish), so
//   thm2_eps_accountant alone cannot certify small eps at larger rates b/n (e.g. eps = 0.1 at b/n = 1/12); the
//   minimum can. Orders as alg1_eps_accountant. Domain: as thm2_eps_accountant. Safe side: upper.
Result<AccountantEps> alg2_eps_accountant(const Interval& sigma2, long T, long n, long b, const Interval& l,
                                          const Interval& delta);

// Computes: a variance sigma^2 with eps_of(sigma^2) certainly <= target (eps_of a certified eps, non-increasing in
//   sigma^2): bracketing from `start` by factors of 16, then bisection on log sigma^2 until the bracket's ratio is at
//   most 1 + rel; returns the upper end of the bracket (the one certified to meet the target).
// Domain: target > 0, start > 0, rel in [1e-6, 1]. Errors: eps_of's, or no sigma^2 up to 1e300 meets the target.
// Safe side: upper (a larger variance is more private).
Result<Interval> calibrate_sigma2(const std::function<Result<Interval>(const Interval&)>& eps_of,
                                  const Interval& target, double start, double rel);

// ---- Laplacian smoothing (Section II-B) ----------------------------------------------------------------
// Computes: Lambda_ii = 1/(1 + 2 nu - 2 nu cos(2 pi i/d_1)), the i-th eigenvalue of Q_nu^{-1} as quoted from
//   [11] (L155, L170). Domain: d_1 in [1, 10^6], i in [0, 10^6], nu >= 0. Safe side: none.
Result<Interval> ls_eigenvalue(long d1, const Interval& nu, long i);
// Computes: tau = (1/d_1) sum_{i=1}^{d_1} Lambda_ii (L395, L441). Domain: d_1 in [1, 2000] (O(d_1) cosines: 0.4 s at
// 4096 bits), nu
//   >= 0. Safe side: none (tau enters bounds as a factor; the enclosure is tight).
Result<Interval> ls_tau(long d1, const Interval& nu);
// Computes: Remark 1's closed form (1 + p^{d_1})/((1 - p^{d_1}) sqrt(4 nu + 1)) with p = (1 + 2 nu - sqrt(4 nu
//   + 1))/(2 nu) in (0, 1) (our reconstruction of the p lost in extraction, L451: the root in (0, 1) of nu p^2 -
//   (1 + 2 nu) p + nu = 0, which makes the closed form equal the sum); 1 at nu = 0.
// Domain: d_1 in [1, 10^9], nu >= 0. Safe side: none.
Result<Interval> ls_tau_closed(long d1, const Interval& nu);
// Computes: 1/sqrt(4 nu + 1), Remark 1's limit of tau as d_1 -> infinity (L451). Domain: nu >= 0.
Result<Interval> ls_tau_limit(const Interval& nu);
// Computes: ||Q_nu||_2 = max_i (1 + 2 nu - 2 nu cos(2 pi i/d_1)) = 1 + 2 nu - 2 nu cos(2 pi floor(d_1/2)/d_1)
//   (1 + 4 nu for even d_1; 1 for d_1 = 1). Source: the matrix at L138 (circulant, eigenvalues as at L155).
// Domain: d_1 in [1, 10^9], nu >= 0. Safe side: none.
Result<Interval> ls_norm(long d1, const Interval& nu);

// Computes: tau d_1 sigma^2, E|u|^2_{Q_nu^{-1}} for u ~ N(0, sigma^2 I_{d_1}) (the estimate (12) uses, L389-L395).
// Domain: as ls_tau, sigma2 >= 0. Safe side: none.
Result<Interval> ls_noise_energy(long d1, const Interval& nu, const Interval& sigma2);

// ---- Theorem 1 (DP-VRADMM; its proof is in the supplement, not in the file) ---------------------------------
// Computes: c l^2 S m ln(1/delta)/(n^2 eps^2): with c = c_2 Theorem 1's sigma^2 (L290), with c = c_1 Algorithm 1's
//   initialisation (L203-L204; the same expression with the constant of Theorem 1's eps range).
// Domain: c, l, eps > 0, delta in (0, 1), S, m, n integers >= 1. Safe side: lower (a variance).
Result<Interval> thm1_sigma2(const Interval& c, const Interval& l, long S, long m, long n, const Interval& eps,
                             const Interval& delta);
// Computes: eps n^2/(S m), the smallest c_1 for which eps lies in Theorem 1's range eps <= c_1 S m/n^2 (L290).
// Domain: eps > 0, S, m, n integers >= 1. Safe side: none.
Result<Interval> thm1_c1_min(const Interval& eps, long S, long m, long n);

// ---- step sizes (Algorithm 2, Theorems 3-6, Lemma 5) ---------------------------------------------------------
// Computes: eta_{t+1} = 2 gamma ||Q_nu||_2/(mu (t + 1)) (the SC step, Algorithm 2 and Theorem 6; L284, L506).
// Domain: t integer >= 0, gamma, Qnorm, mu > 0. Safe side: none.
Result<Interval> sc_step(long t, const Interval& gamma, const Interval& Qnorm, const Interval& mu);
// Computes: eta/(2 (1 - eta g)), the noise factor of Lemma 5 (L473-L481). Domain: eta, g > 0 and the factor's own
// hypothesis eta g < 1 (an error naming it; at eta g >= 1 the factor is negative or infinite). Safe side: upper.
Result<Interval> lemma5_factor(const Interval& eta, const Interval& g);
// The first iteration from which Lemma 5's factor is valid under the SC step: the smallest integer t >= 0 with
// eta_{t+1} g < 1, i.e. floor(2 gamma ||Q_nu||_2 g/mu) (>= 2 since gamma, ||Q_nu||_2 >= 1 and g >= mu).
// Exact rationals (the answer is the floor of a rational, which an enclosure cannot decide at integers).
// Domain: gamma, Qnorm, g, mu > 0, the result <= 10^15.
Result<long> lemma5_sc_first_t(const numeric::Rational& gamma, const numeric::Rational& Qnorm,
                               const numeric::Rational& g, const numeric::Rational& mu);
// The first iteration from which Theorem 5's step condition 1/sqrt(t + 1) <= 1/(2g) holds (L500): the smallest
// integer t >= 0 with t + 1 >= 4 g^2. Domain: g > 0, 4 g^2 <= 10^15. Exact rationals, as lemma5_sc_first_t.
Result<long> thm5_first_t(const numeric::Rational& g);

// ---- Theorem 4's m condition (L457-L461) ---------------------------------------------------------------------
// gamma ||Q_nu||_2/(mu rho m eta) + 4 g eta (m + 1) alpha_b/(rho m) + g/(beta rho rho_min(A A^T) m) < 1/2 with rho
// = 1 - 4 g eta alpha_b (alpha(b) is not defined in the file: an input). As m -> infinity the left side decreases
// to 4 g eta alpha_b/rho, so some m works iff 12 g eta alpha_b < 1; then the smallest is the least integer m >
// K/(rho/2 - 4 g eta alpha_b), K = gamma ||Q_nu||_2/(mu eta) + 4 g eta alpha_b + g/(beta rho_min).
struct MCondition {
  bool exists = false;  // certified: some m works
  long m_min = 0;       // the smallest admissible m (certified: m_min satisfies the condition, m_min - 1 does not)
  Interval limit;       // 4 g eta alpha_b/rho, the left side's infimum
};
// Domain: gamma, Qnorm, mu, eta, g, alpha_b, beta, rho_min > 0 (exact rationals: the condition is rational in
// them, so m_min is exact), Theorem 4's eta < 1/(16 g) (an error naming it), rho > 0, m_min <= 10^15; `limit` at
// `bits`.
Result<MCondition> thm4_m_min(const numeric::Rational& gamma, const numeric::Rational& Qnorm,
                              const numeric::Rational& mu, const numeric::Rational& eta, const numeric::Rational& g,
                              const numeric::Rational& alpha_b, const numeric::Rational& beta,
                              const numeric::Rational& rho_min, unsigned bits);

// ---- rates with every O-constant set to 1 (Theorems 3-6, Corollary 1, Table I, Remarks 1-2) -------------------
// Each printing under its own enumerator; L = log(1/delta).
enum class Rate {
  thm3_utility,              // l sqrt(tau d_1 L)/(eps n)                         Theorem 3 (L437-L439), Table I
  thm3_complexity,           // g n eps/(l sqrt(tau d_1) L)                       Theorem 3's text (L441)
  remark1_vr_complexity,     // g n eps/(l sqrt(tau d_1 L))                       Remark 1 (L453), Table I
  remark1_sadmm_complexity,  // n^2 eps^2/(tau d_1 l^2 L)                         Remark 1 (L453), Table I, Thm 5's T
  cor1_utility,              // l sqrt(d_1 L)/(eps n)                             Corollary 1 (L447)
  thm4_utility,              // tau d_1 l^2 log(n) L/(mu eps^2 n^2)              Theorems 4, 6 (L463, L508), Table I
  thm4_complexity,           // (n + g/mu) log(n eps mu/d_1)                      Theorem 4 (L465), Table I
  thm6_T,                    // mu eps^2 n^2/(gamma ||Q_nu||_2 tau d_1 l^2 L)     Theorem 6 (L506), Table I
};
struct RateArgs {
  Interval eps, delta, l, tau, g, mu, gamma, Qnorm;  // those a rate does not use are ignored
  long n = 1, d1 = 1;
};
// Domain: the inputs the rate uses positive, delta in (0, 1), n, d_1 integers >= 1; thm4_complexity needs n eps mu
// > d_1 (else the printed complexity is <= 0: an error naming it). Safe side: none (O-constants set to 1).
Result<Interval> rate(Rate which, const RateArgs& a);

// Computes: the component gradients Algorithm 1 evaluates: S (n + 2 b m) (n for each snapshot p~ (L206), 2 per batch
//   member per inner step (L210)); Algorithm 2: T b (L281). Exact integers. Domain: integers >= 1, b <= n, the
//   result <= 10^18.
Result<long> alg1_grad_evals(long S, long m, long n, long b);
Result<long> alg2_grad_evals(long T, long n, long b);

// Computes: alpha(b) = (n - b)/(b (n - 1)), the variance factor of a mini-batch mean of b of n records drawn without
//   replacement (E|mean_B v - mean v|^2 = alpha(b) (1/n) sum |v_i - mean v|^2). The file leaves Lemma 4's alpha(b)
//   undefined; this is the value with which (12)'s variance step holds (liu_geng.lemma4.eq12). Exact; n = 1 gives 0.
// Domain: n, b integers >= 1, b <= n. Safe side: none.
Result<numeric::Rational> alpha_b(long n, long b);
// Computes: rho = 1 - 4 g eta alpha(b) (Lemma 4, L316; Theorem 4, L461). Domain: g, eta > 0, alpha_b >= 0.
// Safe side: none.
Result<Interval> lemma4_varrho(const Interval& g, const Interval& eta, const Interval& alpha_b);

// ---- the framework matrices (L160, L226, L326) ----------------------------------------------------------------
// Computes: |A^T A|_2 = lambda_max(A^T A), certified from the exact A. Domain: A non-empty, within numeric's matrix
// limits (100 x 100). Safe side: none (an enclosure).
Result<Interval> framework_norm_AtA(const numeric::RationalMatrix& A, unsigned bits);
// Computes: gamma = 1 + eta beta |A^T A|_2 (L226). Domain: as framework_norm_AtA, eta, beta > 0. Safe side: none.
Result<Interval> framework_gamma(const numeric::RationalMatrix& A, const Interval& eta, const Interval& beta);
// Computes: lambda_min(G^), G^ = Q_nu G~ = gamma Q_nu - eta beta A^T A (L326), Q_nu the d_1 x d_1 matrix at L138 (d_1 =
//   the columns of A), with gamma = framework_gamma (printed) unless `gamma` is given (the experiments' 1, L533).
//   (9) states lambda_min(G^) >= 1. Domain: as framework_gamma, nu >= 0, gamma > 0. Safe side: none.
Result<Interval> framework_g_hat_min(const numeric::RationalMatrix& A, const Interval& nu, const Interval& eta,
                                     const Interval& beta, const Interval* gamma);
// Computes: Lemma 5's noise term eta/(2 (1 - eta g)) (l^2/b + d_1 tau sigma^2) (L477-L479), tau = ls_tau_closed(d_1,
//   nu). Domain: as lemma5_factor (eta g < 1), l > 0, b, d_1 integers >= 1, nu, sigma2 >= 0. Safe side: upper.
Result<Interval> lemma5_noise_term(const Interval& eta, const Interval& g, const Interval& l, long b, long d1,
                                   const Interval& nu, const Interval& sigma2);

}  // namespace privbound::bounds::liu_geng
