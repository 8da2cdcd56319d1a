// Ding et al. (seed 002), Section IV: the constants of Lemma 5 and Theorem 4 (every printing), the
// feasible set of Theorem 4's hypotheses, the right sides of Theorems 4 and 5 and Lemma 6's noise
// coefficient, as certified enclosures. Line numbers LNNN refer to
// ../shared/seeds/002_4ec187a924727ee0.txt.
//
// Notation: a = phi_min^2(L_+), A = phi_max^2(L_+), m = phi_max^2(M), q = phi_min^2(Q) (phi_min of a
// matrix is its smallest NONZERO singular value, L263); mu and v are the constants of the two
// inequalities at L277 and L281 as printed (mu without a factor 1/2, so a quadratic (c/2)|x|^2 has
// mu = c/2, v = c, and every f has mu <= v/2).
//
// Conventions shared by every function below.
//   Enclosure: interval arithmetic (MPFI, outward rounding) on the enclosures passed in.
//   Validation: NaN first, then each parameter's domain (mu, v > 0 with mu <= v/2; kappa_2, kappa_3,
//     kappa_4 > 1; b in (0, 1); theta > 0); errors name the function and the parameter; a hypothesis
//     of Theorem 4 that fails is an error naming it.
//   Cost: O(1) interval operations unless stated.
#pragma once

#include <string>
#include <vector>

#include "privbound/bounds/ding_gong/graph.hpp"
#include "privbound/numeric/interval.hpp"
#include "privbound/numeric/result.hpp"

namespace privbound::bounds::ding_gong {

using numeric::Interval;
using numeric::Result;

// The certified spectral constants of one graph.
struct Spectrum {
  Interval Lp_max, Lp_min;  // phi_max(L_+), phi_min(L_+) (nonzero)
  Interval M_max;           // phi_max(M)
  Interval Q_min;           // phi_min(Q) = sqrt(lambda_2(L_-))/2
  Interval Lm_min;          // phi_min(L_-) = lambda_2(L_-)
  long edges = 0;           // |E|
};
// Source: L57-L83, L259-L263 (graph_phi). Cost: five certified extreme eigenvalues of N x N matrices.
Result<Spectrum> spectrum(const GraphMatrices& g, unsigned bits);

// Lemma 5 (L287-L291): kappa_1 = 1 + 2 mu A/(v^2 a), zeta = 2 (kappa_2 - 1) mu q a/(kappa_2 v^2 a + 2 mu A),
// eta = sqrt(kappa_1 kappa_2 (kappa_3 - 1) v^2/(kappa_3 (kappa_2 - 1) q a)),
// P = zeta eta^2 kappa_2 m/q + zeta eta^2 A kappa_3/4. Domain: mu, v, kappa_2, kappa_3 as above.
struct Lemma5 {
  Interval kappa1, zeta, eta, P;
};
Result<Lemma5> lemma5_constants(const Spectrum& s, const Interval& mu, const Interval& v, const Interval& kappa2,
                                const Interval& kappa3);

// The argument of the phi_max^2(.) that both printings of S_3 leave without one.
enum class PhiArg { L_plus, M };
Result<PhiArg> parse_phi_arg(const std::string& name);  // "L_plus" | "M"

struct Thm4Inputs {
  Interval mu, v, kappa2, kappa4, b, theta;
};

// Theorem 4's constants at (mu, v, kappa_2, kappa_4, b, theta), kappa_3 as Theorem 4 sets it and
// Lemma 5's zeta, eta, P at that kappa_3.
//   kappa3        sqrt((v^2 a + 2 mu A)/(theta kappa_1 v^2 a)) (L297, L309; = 1/sqrt(theta) since
//                 kappa_1 v^2 a = v^2 a + 2 mu A); needs theta < 1 (kappa_3 > 1)
//   S1            4/((1 - b) a) (proof, L305)
//   S2            4/((1 + 4 theta) A) (statement L295 and proof L305, identical)
//   W             (1 + 4 theta) A/((1 - b)(1 + zeta - 4 theta) a) (statement and proof, identical)
//   S3_statement  4 zeta kappa_2 m/q + phi^2 (sqrt(zeta) + sqrt(2 (kappa_2 - 1) q/(theta kappa_1 kappa_2)))^2
//                 + b (kappa_4 - 1)/(1 - b) (L295, phi^2 = A or m by `arg`)
//   S3_proof      the proof's display (L307) with its stand-alone line (1 - b)(1 + zeta)(1 + zeta - 4
//                 theta) a read as the denominator of the first two terms
//   S3_eq19       the coefficient of |xi^{k+1}|^2 in (19) as printed (its phi_min^2(L_+(kappa_4 - 1)) read as
//                 (kappa_4 - 1) a, E6), normalised like S1, S2, W:
//                 4 (P + 1/(2 theta))/((1 - b)(1 + zeta - 4 theta) a) + b (kappa_4 - 1)/(1 - b)
//   S3_eq23       the same from (23) divided by eta^2 as L501 says ((20) keeps P + 1/(2 theta) undivided) and
//                 with Young's constant 1/theta for <xi, 2Y> (E14; (23) prints 1/(2 theta)):
//                 4 (P + 1/theta)/(eta^2 (1 - b)(1 + zeta - 4 theta) a) + b (kappa_4 - 1)/(1 - b)
//   H1, H2        L299 (= Lemma 7's bound L475, L511, and L319's bound, identical printings)
// Domain: as above plus 1 + zeta - 4 theta > 0 (W's denominator).
struct Thm4 {
  Thm4Inputs in;
  Lemma5 l5;
  Interval kappa3, S1, S2, W, S3_statement, S3_proof, S3_eq19, S3_eq23, H1, H2;
};
Result<Thm4> thm4_constants(const Spectrum& s, const Thm4Inputs& in, PhiArg arg);

// The feasible theta-set of Theorem 4 at (mu, v, kappa_2, kappa_4, b) and R: every theta with
// 0 < theta < min{H1, H2} (L297), kappa_3 > 1 (theta < 1), 1/4 - theta/(1 + zeta) > 0 (L503) and
// R < W(theta) (L297; W increases in theta, W = R at theta_R = (R (1 - b)(1 + zeta) a - A)/(4 A +
// 4 R (1 - b) a), W = 1 at H2). The set is the open interval (lower, upper), lower = max(0, theta_R),
// upper = min(H1, H2, 1, (1 + zeta)/4); `nonempty` is certified (upper certainly > lower), `empty`
// certified (upper certainly <= lower), neither when the enclosures overlap.
struct ThetaSet {
  Interval lower, upper, theta_R, zeta;
  bool nonempty = false, empty = false;
  std::string binding;  // which constraint gives the upper end
};
Result<ThetaSet> thm4_theta_set(const Spectrum& s, const Interval& mu, const Interval& v, const Interval& kappa2,
                                const Interval& kappa4, const Interval& b, const Interval& R);

// Whether Theorem 4's hypotheses can hold on a graph for some b in (0, 1), kappa_2 > 1, kappa_4 > 1 at
// the given mu, v, R. `witness`: a certified non-empty theta-set found on the grid b in {2^-j, 1 - 2^-j}
// (j = 1..12), kappa_2 = 4^j (j = 1..12), kappa_4 in {2, 16, 256}; `impossible`: certified for every b, kappa_2, since
// zeta < 2 mu q/v^2 (its supremum in kappa_2) and (1 - b)(1 + zeta) a > A is then impossible when
// (1 + 2 mu q/v^2) a <= A. Neither: no witness on the grid, not excluded.
struct Feasibility {
  bool witness = false, impossible = false;
  double b = 0, kappa2 = 0, kappa4 = 0;  // the witness
  double theta_lo = 0, theta_hi = 0;     // its theta-set (rounded)
};
Result<Feasibility> thm4_feasibility(const Spectrum& s, const Interval& mu, const Interval& v, const Interval& R);

// Theorem 4's right side W^{k+1} (e0 + S2 r0 + d S3 Sigma W/(W - R)) (L297, L331) with Sigma = sum_i
// (sigma^2)_i^1 (`geometric` printed), or the sum it comes from, W^{k+1} sum_{s=1}^{k+1} W^{-s} S3 d Sigma
// R^{s-1} (L329-L333 with E|xi^s|^2 = d Sigma R^{s-1}, exactly), or the geometric bound of that sum,
// d S3 Sigma/(W - R) in place of d S3 Sigma W/(W - R) (corrected). Requires the hypotheses: (1 - b)(1 +
// zeta) a > A, theta < min{H1, H2}, 0 < R < W < 1 (an error naming the one that fails).
enum class Thm4Form { printed, sum, corrected };
// S3 is one of the printings in `c` (the statement's in the printed bound). Checks thm4_hypotheses first (so W - R
// > 0 is certified). Domain: e0, r0, sigma2_sum >=
// 0, d in [1, 10^9], k in [0, 10^9] ([0, 2 10^4] for the sum, O(k), as thm3_rho_total_sum).
Result<Interval> thm4_bound(const Thm4& c, const Interval& S3, const Interval& R, const Interval& e0,
                            const Interval& r0, long d, const Interval& sigma2_sum, long k, Thm4Form form);
// The hypotheses of Theorem 4 at these constants (an error naming the first that fails): (1 - b)(1 +
// zeta) a > A (H2 > 0), theta < H1 (Lemma 7), theta < H2 (W < 1), R in (0, W).
Result<void> thm4_hypotheses(const Thm4& c, const Interval& R);

// Lemma 6's coefficient of |xi^k|^2: A/(2 phi_min^2(L_-)) (statement, L347) or A/(2 phi_min(L_-))
// (end of the proof, L381, and Theorem 5).
Interval lemma6_noise_coeff(const Spectrum& s, bool statement);

// Theorem 5's right side (L389-L394): eta |Q x^0|^2/K + eta |x^0 - x*|^2_{L_+/2}/K + (1/K) eta d A Sigma/(2
// phi_min(L_-)(1 - R)); `with_cross` adds the expectation the proof sets to 0 (L414): E sum_{k<K}
// <xi^{k+1}, 2 Q r^{k+1}> = d Sigma_E (1 - R^K)/(1 - R) times eta/K, where Sigma_E = sum_i |V_i|
// (sigma^2)_i^1/2 (= |E| sigma^2 for a common initial variance; Q^2 = L_-/4 and x^{k+1} is independent of
// xi^{k+1}). Domain: eta > 0, K in [1, 10^9], d >= 1, sums >= 0, R in (0, 1).
Result<Interval> thm5_bound(const Spectrum& s, const Interval& eta, long K, long d, const Interval& qx0,
                            const Interval& lx0, const Interval& sigma2_sum, const Interval& sigma2_edges,
                            const Interval& R, bool with_cross);

}  // namespace privbound::bounds::ding_gong
