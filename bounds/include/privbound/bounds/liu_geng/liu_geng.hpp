// Liu, Geng, Shang, An, Liu, Zhu, Feng — Laplacian-smoothing stochastic ADMMs with differential privacy
// (DP-VRADMM, DP-SADMM; seed 003; line numbers L.NNN refer to ../shared/seeds/003_27ad26727a0225e8.txt).
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

#include <string>

#include "privbound/numeric/interval.hpp"
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
//   by Mironov's Proposition 3 at the best integer order in [2, 256] (searched at 64 bits, certified at `bits`).
// Domain: sigma2 > 0, l > 0, delta in (0, 1), T, n, b integers >= 1, b <= n. Safe side: upper.
// Cost: O(256^2) interval operations at 64 bits, plus one O(alpha) evaluation.
struct AccountantEps {
  Interval eps, rdp;
  long alpha = 0;
};
Result<AccountantEps> thm2_eps_accountant(const Interval& sigma2, long T, long n, long b, const Interval& l,
                                          const Interval& delta);

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

}  // namespace privbound::bounds::liu_geng
