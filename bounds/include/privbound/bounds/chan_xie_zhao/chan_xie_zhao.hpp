// Chan, Xie, Zhao — "Privacy Amplification by Iteration for ADMM with (Strongly) Convex
// Objective Functions" (seed 000; line numbers l.NNN refer to
// ../shared/seeds/000_b309ce2a6781d015.txt). Every constant of the paper, as a certified
// enclosure. Printed forms are encoded as printed; where the proof supports a different form,
// that form has its own function (suffix _supported / _precise) and the difference is recorded
// in docs/errata/chan_xie_zhao.md.
//
// Conventions shared by every function below.
//   Enclosure: interval arithmetic (MPFI, outward rounding) on the enclosures passed in; the
//     working precision is that of the arguments. Inputs with width propagate their width
//     (matrix norms enter as certified enclosures, so the safe side of each formula is taken
//     automatically, whether the formula is monotone in the norm or not).
//   Validation: NaN first, then the domain of each parameter, then the hypotheses that tie
//     parameters together (μ ≤ ν, η in (23), ...); errors name the result whose hypothesis
//     fails. Integer T (number of operators) is limited to [1, 10^15].
//   Cost: O(1) interval operations unless stated.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "privbound/bounds/reproduction.hpp"
#include "privbound/bounds/source.hpp"
#include "privbound/numeric/decimal.hpp"
#include "privbound/numeric/interval.hpp"
#include "privbound/numeric/matrix.hpp"
#include "privbound/numeric/result.hpp"

namespace privbound::bounds::chan_xie_zhao {

// The first component of every id of this source ("chan_xie_zhao."), stated once for its files.
inline const std::string kPrefix = "chan_xie_zhao.";

using numeric::Interval;
using numeric::Rational;
using numeric::RationalMatrix;
using numeric::Result;

// ---------------------------------------------------------------------------------------
// Theorem 5.2 and its induction (L286–336)

// Computes: S_T(L) = 1 + L + … + L^{T−1} = (1 − L^T)/(1 − L), S_T(1) = T.
// Source: derived from L312/L320 (φ_T = L^{(T−1)/2}/S_T, λ_T = 1/S_T).
// Domain: integer T >= 1, L in (0, 1] (an enclosure reaching above 1 is cut at 1, which the
//   hypothesis 0 < L <= 1 of Thm 5.2 allows; one reaching 0 or below is an error).
// Enclosure: S_T is increasing in L, so the enclosure is the hull of point evaluations at the
//   two ends; each point uses u = −log L (log1p near 1) and S_T = expm1(−Tu)/expm1(−u), which
//   has no cancellation for L within 1e-30 of 1 and T up to 1e9; L = 1 exactly gives T.
// Safe side: none (a building block). Cost: O(1), independent of T.
Result<Interval> induction_S(long T, const Interval& L);
// Computes: φ_T(L) = (L^{−1/2} − L^{1/2})/(L^{−T/2} − L^{T/2}), φ_T(1) = 1/T.  Source: L312.
// Domain/Enclosure: as induction_S (φ_T is increasing on (0, 1]). Safe side: none.
Result<Interval> induction_phi(long T, const Interval& L);
// Computes: λ_T(L) = (1 − L)/(1 − L^T), λ_T(1) = 1/T.  Source: L320.
// Domain/Enclosure: as induction_S (λ_T = 1/S_T is decreasing). Safe side: none.
Result<Interval> induction_lambda(long T, const Interval& L);
// Computes: γ_T(L) by the closed form T·L^{T−1}·φ_T(L)² (L336), = 1/T at L = 1.
// Domain/Enclosure: as induction_S (increasing on (0, 1]). Safe side: upper (it multiplies
//   C_K‖z−z'‖² in the bound of L310).
Result<Interval> induction_gamma(long T, const Interval& L);
// Computes: γ_T(L) by its printed definition (L334), T >= 2:
//   (T−1)·L^{T−2}·φ_{T−1}(L)²·(1−λ_T(L))² + L^{2(T−1)}·λ_T(L)².
// Enclosure: interval arithmetic on the enclosures of φ_{T−1}, λ_T. Safe side: upper.
Result<Interval> induction_gamma_printed(long T, const Interval& L);
// Computes: the factor C_K·L^{T−1}/T of Theorem 5.2 as printed (L291).
// Domain: C_K > 0, L in (0, 1], T >= 1. Safe side: upper.
Result<Interval> thm5_2_factor(const Interval& C_K, const Interval& L, long T);
// Computes: the bound the induction proves, C_K·γ_T(L) (L310); <= thm5_2_factor.
// Domain: as thm5_2_factor. Safe side: upper.
Result<Interval> thm5_2_factor_precise(const Interval& C_K, const Interval& L, long T);

// ---------------------------------------------------------------------------------------
// General convex case (Section 6)

// Computes: the local-privacy zCDP η²Δ²/(2σ²) of Cor 6.2 (L378; also Cor 7.3 L666).
// Domain: η > 0, Δ >= 0, σ > 0. Safe side: upper.
Result<Interval> local_zcdp(const Interval& eta, const Interval& Delta, const Interval& sigma);
// Computes: C of Theorem 6.1 AS PRINTED (L370): max{2, 3/(β·n)}·(1 + βη‖A‖²), with n the
//   dimension of x (the proof supports 3/(βη): see cor6_2_C and erratum E4).
// Domain: β > 0, integer n >= 1, η > 0, ‖A‖ >= 0. Safe side: upper.
Result<Interval> thm6_1_C_printed(const Interval& beta, long n, const Interval& eta, const Interval& normA);
// Computes: C of Corollary 6.2 (L384; = Cor 9.4 L1008): max{2, 3/(βη)}·(1 + βη‖A‖²).
// Domain: β > 0, η > 0, ‖A‖ >= 0. Safe side: upper (increasing in ‖A‖).
Result<Interval> cor6_2_C(const Interval& beta, const Interval& eta, const Interval& normA);
// Computes: C_K = (1/(2σ²))·max(2, 3/(ηβ)) of Lemma 6.10 (L605).
// Domain: η, β, σ > 0. Safe side: upper.
Result<Interval> lemma6_10_C_K(const Interval& eta, const Interval& beta, const Interval& sigma);
// Computes: (C/T)·η²Δ²/(2σ²), the amplified zCDP after 2T+1 iterations (Cor 6.2, L382).
// Domain: β, η, σ > 0, ‖A‖, Δ >= 0, integer T >= 1. Hypotheses not checkable here: every f_t
//   convex and (1/η)-smooth, A = [I_m | D] (Remark 3.4). Safe side: upper.
Result<Interval> cor6_2_amplified_zcdp(const Interval& beta, const Interval& eta, const Interval& normA,
                                       const Interval& sigma, const Interval& Delta, long T);

// Computes: Theorem 6.1's bound after 2T iterations from (x_0, λ_0), (x_0', λ_0):
//   (1/(2σ²))·(C/T)·‖x_0 − x_0'‖² with C in its proof-supported form (cor6_2_C; the printed
//   3/(βn) is thm6_1_C_printed, erratum E4). Domain: as cor6_2_amplified_zcdp, dx >= 0.
// Safe side: upper.
Result<Interval> thm6_1_amplified_zcdp(const Interval& beta, const Interval& eta, const Interval& normA,
                                       const Interval& sigma, const Interval& dx, long T);

// Computes: the local sensitivity ‖x_1 − x_1'‖ of Lemma 3.2 / Cor 6.2's proof (L388):
//   exact middle value η‖(I + ηβAᵀA)^{-1} v‖ for the gradient difference v = ∇f_1 − ∇f_1'.
// Domain: A (m×n), v (n×1 or 1×n), η, β > 0 rational. Enclosure: the solve and ‖·‖² are exact
//   rationals; only the final square root is an interval. Safe side: none (exact value).
// Cost: O(n³) rational operations.
Result<Interval> local_sensitivity_exact(const RationalMatrix& A, const RationalMatrix& v, const Rational& eta,
                                         const Rational& beta, unsigned bits);
// Computes: the worst case over ‖v‖ <= Δ of the same, ηΔ/(1 + ηβ·λ_min(AᵀA)) (derived; the
//   paper prints the upper bound ηΔ). Domain: η, β > 0, Δ >= 0, λ_min >= 0 (an enclosure).
// Safe side: upper (decreasing in λ_min: a lower enclosure of λ_min is safe).
Result<Interval> local_sensitivity_worst(const Interval& eta, const Interval& beta, const Interval& Delta,
                                         const Interval& lambda_min_AtA);

// Computes: ‖(x, λ)‖_*² = ‖x‖² + (η/β)‖λ − βAx‖² (Definition 6.3, L402), exactly.
// Domain: A m×n, x with n entries, λ with m entries, η, β > 0. Cost: O(mn).
Result<Rational> def6_3_norm_sq(const RationalMatrix& A, const RationalMatrix& x, const RationalMatrix& lam,
                                const Rational& eta, const Rational& beta);
// Computes: ‖(x, λ)‖_*² = R‖x‖² + (η/β)‖λ − βAx‖² with R = (1 − 2ηνμ/(ν+μ)) + (1/η)(2/(ν+μ) − η)
//   (Definition 7.4, L684), exactly. Domain: as def6_3_norm_sq, 0 < μ <= ν, 0 < η < 2/(ν+μ).
Result<Rational> def7_4_norm_sq(const RationalMatrix& A, const RationalMatrix& x, const RationalMatrix& lam,
                                const Rational& eta, const Rational& beta, const Rational& nu, const Rational& mu);

// ---------------------------------------------------------------------------------------
// Strongly convex case (Section 7)

struct EtaInterval {
  Interval lower1;                 // 4/(ν+μ+√((ν+μ)²+8νμ))             (P > R, L772)
  std::optional<Interval> lower2;  // 2/(ν+μ) − 2μ_g/(β²‖AᵀB‖²); absent when ‖AᵀB‖ = 0 (−∞)
  Interval lower;                  // max of the two
  Interval upper;                  // 2/(ν+μ)
  Interval midpoint;               // (lower + upper)/2, Section 10's choice (L1054)
};
// Computes: the open interval (23) of admissible step sizes η (Lemma 7.6, L776).
// Domain: 0 < μ <= ν (Assumption 7.1: a ν-smooth, μ-strongly convex f has μ <= ν), μ_g > 0,
//   β > 0, ‖AᵀB‖ >= 0 (an enclosure; if it contains 0 but is not 0, lower2 is enclosed using
//   its upper end, since lower2 increases with ‖AᵀB‖).
// Safe side: the admissible set shrinks when `lower` is taken at its hi and `upper` at its lo.
Result<EtaInterval> lemma7_6_eta_interval(const Interval& nu, const Interval& mu, const Interval& mu_g,
                                          const Interval& beta, const Interval& normAtB);

struct Contraction {
  EtaInterval interval;
  Interval eta, P, Q, R, S, L;  // L = 𝔏 = max{R/P, S/Q}
};
// Computes: P, Q, R, S (L764–768, as printed) and 𝔏 = max{R/P, S/Q} (L768) at step size η;
//   η defaults to the midpoint of (23). Domain: as lemma7_6_eta_interval, and η certainly
//   inside (23) (Lemma 7.6's hypothesis; an enclosure overlapping an end is rejected).
// Safe side: upper for 𝔏 (every bound below increases with 𝔏).
Result<Contraction> lemma7_6_contraction(const Interval& nu, const Interval& mu, const Interval& mu_g,
                                         const Interval& beta, const Interval& normAtB,
                                         const std::optional<Interval>& eta);
// Computes: C_K = (𝔏/(2σ²))·max(2/R, 3/(ηβ)) of Lemma 7.7 (L789). Domain: σ > 0.
// Safe side: upper.
Result<Interval> lemma7_7_C_K(const Contraction& c, const Interval& beta, const Interval& sigma);
// Computes: C = max(2/R, 3/(ηβ))·[R + ηβ‖A‖²] of Theorem 7.2 (L656). Safe side: upper.
Result<Interval> thm7_2_C(const Contraction& c, const Interval& beta, const Interval& normA);

enum class Exponent {
  printed,    // C·𝔏^{2T−1}/T (L670, "L in Thm 5.2 corresponds to 𝔏²", L821) — not supported
  supported,  // C·𝔏^{T}/T    (Thm 5.2 with L = 𝔏, as Lemma 7.8 gives)
  precise,    // C·𝔏·γ_T(𝔏)   (the induction's own bound, L310, with L = 𝔏)
};
// Computes: Theorem 7.2's bound after 2T iterations, (C/(2σ²))·F·‖x_0 − x_0'‖² with F the
//   factor of form `e` (printed 𝔏^{2T−1}/T, L654). Domain: σ > 0, dx >= 0, T >= 1. Safe: upper.
Result<Interval> thm7_2_amplified_zcdp(const Contraction& c, const Interval& beta, const Interval& normA,
                                       const Interval& sigma, const Interval& dx, long T, Exponent e);
// Computes: the amplified zCDP of Corollary 7.3 after 2T+1 iterations, ·η²Δ²/(2σ²), in the
//   form `e` (see Exponent and erratum E1). Domain: σ > 0, Δ >= 0, ‖A‖ >= 0, T >= 1.
// Safe side: upper.
Result<Interval> cor7_3_amplified_zcdp(const Contraction& c, const Interval& beta, const Interval& normA,
                                       const Interval& sigma, const Interval& Delta, long T, Exponent e);

// ---------------------------------------------------------------------------------------
// Section 8 (all users), Section 9 (utility, Cor 9.4)

enum class Extension { permutation, stopping };
// Computes: E[1/L] exactly, L = number of iterations that use the user's data (own included;
//   1/∞ := 0). permutation: L ~ U{1..N}, E = H_N/N (L846). stopping (N even): τ ~ U{N/2+1..N},
//   user t: (2/N)(H_{N+1−t} − H_{N/2+1−t}) if t <= N/2, (2/N)H_{N+1−t} if t > N/2; t = 0 means
//   the worst user, t = N/2+1, giving 2H_{N/2}/N (derived; L847–853 only give O(log N/N)).
// Domain: integer N >= 2 (even for stopping), 0 <= t <= N, N <= 1e12.
// Enclosure: H_k summed in interval arithmetic for k <= 2^16; above, ln k + γ + 1/(2k) − 1/(12k²)
//   + 1/(120k⁴) − [0, 1/(252k⁶)] (Euler–Maclaurin, remainder sign proven). Safe side: none.
Result<Interval> expected_inverse_L(Extension ext, long N, long t, unsigned bits);
// Computes: the RDP_α of Corollary 8.3 made explicit: 2αC·E[1/L] (Lemma 8.2's factor 2).
// Domain: α > 1, C > 0 with C <= 1/(α(α−1)) (the corollary's condition), E[1/L] in [0, 1].
// Safe side: upper.
Result<Interval> cor8_3_rdp(const Interval& alpha, const Interval& C, const Interval& E_inv_L);

// Computes: the right side of (26) (Theorem 9.1, L893):
//   β‖By_0−By*‖²/(2T) + ‖x_0−x*‖²/(2√T) + (G²+nρ²)/(2√T) + nβ²ρ²‖A‖⁴/(2T^{1.5}) + nβρ²‖A‖²/T.
// Domain: β > 0, distances >= 0, G >= 0, integer n >= 1, ρ >= 0, ‖A‖ >= 0, integer T >= 1.
// Safe side: upper.
Result<Interval> thm9_1_utility(const Interval& beta, const Interval& By_dist, const Interval& x_dist,
                                const Interval& G, long n, const Interval& rho, const Interval& normA, long T);
// Computes: Cor 9.4 (L1002–1008): local Δ²/(2ρ²) and amplified (C/T)·Δ²/(2ρ²), C as Cor 6.2.
// Domain: Δ >= 0, ρ, β, η > 0, ‖A‖ >= 0, T >= 1. Safe side: upper.
struct Cor94 {
  Interval local, amplified, C;
};
Result<Cor94> cor9_4(const Interval& Delta, const Interval& rho, const Interval& beta, const Interval& eta,
                     const Interval& normA, long T);

// ---------------------------------------------------------------------------------------
// Remark 3.4 (L206–212): Gaussian elimination A -> [I_m | D].

struct Elimination {
  std::size_t rank = 0;           // m' = rank(A) rows remain with an x part
  std::vector<std::size_t> perm;  // x' = (x_{perm[0]}, …, x_{perm[n−1]}): pivot columns first
  RationalMatrix M;               // the invertible row operations (m×m), M·[A B c] = result
  RationalMatrix A_new;           // m'×n = [I_{m'} | D] in the permuted x coordinates
  RationalMatrix D;               // m'×(n−m')
  RationalMatrix B_new, c_new;    // m'×ℓ, m'×1
  RationalMatrix B_hat, c_hat;    // (m−m')×ℓ, (m−m')×1: constraints B̂y = ĉ absorbed into ĝ
};
// Computes: the transformation of Remark 3.4 by exact Gauss–Jordan elimination with column
//   pivoting on x only. Domain: A m×n, B m×ℓ (ℓ may be 0: pass a m×0 matrix), c m×1.
// Enclosure: exact rationals. Cost: O(m²(n+ℓ)).
Result<Elimination> remark3_4_eliminate(const RationalMatrix& A, const RationalMatrix& B, const RationalMatrix& c);
// Checks exactly that `e` is an equivalent form of {Ax + By = c}: M is invertible (M·M⁻¹ = I
// by exact elimination), M·A·P = [[I|D];[0]], M·B = [B_new; B_hat], M·c = [c_new; c_hat].
bool remark3_4_equivalent(const RationalMatrix& A, const RationalMatrix& B, const RationalMatrix& c,
                          const Elimination& e);
// Whether A has the form [I_m | D] exactly (the standing assumption after Remark 3.4).
bool has_identity_block(const RationalMatrix& A);

// ---------------------------------------------------------------------------------------
// Table 1 (L1060–1066)

struct Table1Row {
  std::string mu, beta, c2, c1, eta_printed, L_printed, iterations;
};
// The printed rows, verbatim.
const std::vector<Table1Row>& table1_printed();
// The reproduction of the η and 𝔏 columns: ν = μ = 2·μ_table, μ_g = 2c₂, A = I, B = −I
// (‖AᵀB‖ = 1), η = midpoint of (23) (L1052–1054).
Reproduction table1_reproduction();
// The Section 10 settings of a Table 1 row as registry parameters (L1052, L113):
// strongly convex reading ν = μ = 2·μ_table, μ_g = 2c₂, β, ‖AᵀB‖ = 1 (A = I, B = −I), η the
// midpoint of (23) (the quantities' default); general convex reading β, η = 1/ν, ‖A‖ = 1.
std::map<std::string, std::string> table1_strongly_convex(const Table1Row& row);
// Lemma 7.6 at a Table 1 row in the Section 10 reading above (η the midpoint of (23), 𝔏): the one
// place the rows become step sizes (the η/𝔏 reproduction and the Section 10 experiments use it).
Result<Contraction> table1_contraction(const Table1Row& row, unsigned bits);

// Section 10's experiment as printed (L1036–L1080). Numbers are the paper's text, verbatim.
struct Section10Printed {
  std::size_t n = 64, N = 1000;                    // L1036
  std::string sigma_b = "0.01";                    // L1036
  std::string x0 = "3";                            // every coordinate of x_0; λ_0 = 0 (L1046)
  std::size_t runs = 100;                          // runs per setting (L1048)
  std::size_t lag = 5;                             // iteration t against t + 5 (L1058)
  std::string level = "0.05";                      // confidence 0.95 (L1058, L1070)
  std::size_t p_iteration = 100;                   // Table 2 tests the 100th iteration (L1070)
  std::size_t table2_row = 0;                      // Table 2 fixes Table 1's first row (L1068)
  std::vector<std::string> table2_sigmas;          // 0.05 … 0.70 (L1068, L1074)
  std::vector<std::vector<std::string>> table2_p;  // Table 2's p-values (L1074–L1080)
  std::size_t figure_iterations = 30;              // not printed: the authors' notebook plots t ≤ 30
};
const Section10Printed& section10_printed();
std::map<std::string, std::string> table1_general_convex(const Table1Row& row);

// The source description (citation, quantities, reproductions, errata, report views).
std::vector<Erratum> errata();
std::vector<ReportView> report_views();

}  // namespace privbound::bounds::chan_xie_zhao
