// RDP of subsampled Gaussian mechanisms (accounting.md, Primitives 3–4).
// Implemented in bounds/src/accounting/subsampled.cpp.
#pragma once

#include <vector>

#include "privbound/numeric/interval.hpp"
#include "privbound/numeric/result.hpp"

namespace privbound::bounds::accounting {

// Computes: r(α) = log(A_α)/(α−1), the RDP at order α of the Poisson-subsampled Gaussian
//   mechanism (add/remove neighbours, L2 sensitivity 1, noise multiplier σ, rate q), with
//   A_α = E_{z~N(0,σ²)}[((1−q) + q·exp((2z−1)/(2σ²)))^α].
// Source: Mironov, Talwar & Zhang 2019, "Rényi Differential Privacy of the Sampled Gaussian
//   Mechanism", Sec. 3.3 (integer α: binomial expansion); accounting.md Primitives 3.
// Domain: α an integer >= 2 (exact point interval), at most 10^6; q in [0, 1]; σ > 0.
//   Fractional α is rejected with a domain error (see rdp_subsampled_gaussian_frac).
// Enclosure: the cancellation-free finite sum
//   A_α − 1 = Σ_{k=2}^{α} C(α,k) q^k (1−q)^{α−k} expm1((k²−k)/(2σ²)),
//   every term >= 0, summed in log space in interval arithmetic; r = log1p(A−1)/(α−1).
//   No truncation: the sum is exact; the width is rounding only (~α·2^-bits relative).
//   Valid down to q = 1e-300 (no log(1−q) cancellation) and for α up to 10^6.
// Safe side: upper. Cost: O(α) interval operations (one log, exp, expm1 per term).
numeric::Result<numeric::Interval> rdp_subsampled_gaussian(const numeric::Interval& alpha, const numeric::Interval& q,
                                                           const numeric::Interval& sigma);

// Computes: the same r(α) at every integer order from..to at once (an RDP curve).
// Source: as above. Domain: 2 <= from <= to <= 10^6, to − from < 10^5; q in [0, 1]; σ > 0.
// Enclosure: for to <= 4096, q in (0, 1) and c·α(α−1) <= 2^40 (c = 1/(2σ²)), the same
//   cancellation-free sum for all orders together: U_{α,k} = C(α,k) r^k (r = q/(1−q)) by Pascal's
//   rule U_{α,k} = U_{α−1,k} + r·U_{α−1,k−1}, the factors expm1(ck(k−1)) shared by every order, all
//   terms >= 0; elsewhere rdp_subsampled_gaussian order by order. Both clamp to [0, α/(2σ²)].
// Safe side: upper. Cost: about 4·Σα interval operations and three transcendentals per order (the
//   orders 2..65 at 128 bits: ~1 ms, against ~5 ms order by order).
numeric::Result<std::vector<numeric::Interval>> rdp_subsampled_gaussian_orders(long from, long to,
                                                                               const numeric::Interval& q,
                                                                               const numeric::Interval& sigma);

// Computes: the same r(α) for real α in (1, ∞) (fractional orders allowed).
// Source: as above (integral form of A_α), accounting.md Primitives 3.
// Domain: α > 1 (any real, <= 10^6), q in [0, 1], σ > 0.
// Enclosure: integer α dispatches to the exact sum. Otherwise the log-convexity bracket of
//   log A_α between the neighbouring integer orders (Hölder) and r(⌊α⌋) <= r(α) is intersected
//   with log1p(A_α − 1)/(α−1), A_α − 1 from a_minus_1_subsampled_gaussian_arb (else, where Arb
//   declines or misses, a_minus_1_subsampled_gaussian_quadrature) with relative tolerance
//   2^{-bits/3} (about 1.5e-13 at 128 bits).
// Safe side: upper. Cost: O(⌈α⌉) for the brackets plus the quadrature.
numeric::Result<numeric::Interval> rdp_subsampled_gaussian_real(const numeric::Interval& alpha,
                                                                const numeric::Interval& q,
                                                                const numeric::Interval& sigma);

// Computes: A_α − 1 = E_{z~N(0,σ²)}[g(z)^α] − 1 (see above) for any real α > 1, integer or not,
//   as ∫ N(0,σ²)(z)·ψ(x(z)) dz with x = q·expm1((2z−1)/(2σ²)) and ψ(x) = (1+x)^α − 1 − αx
//   (the subtracted αx has mean 0; ψ >= 0, so there is no cancellation).
// Source: Mironov, Talwar & Zhang 2019, Sec. 3.3 (integral form); accounting.md Primitives 3.
// Domain: α in (1, 10^6], q in [0, 1), σ > 0 (enclosures; thin ones give tight results); `scale` a positive enclosure
// of the
//   expected size of A_α − 1 and rel_tol in (0, 1) set the target width (tol·scale overall).
// Enclosure: adaptive Taylor-model quadrature on [a, b] (Taylor series of order K in interval
//   arithmetic at each panel centre; Lagrange remainder enclosed by the order-(K+1)
//   coefficient over the whole panel) plus proven Gaussian tail bounds outside [a, b]; the
//   proofs are at the top of subsampled_real.cpp. Extra working bits cover the cancellation in
//   ψ at small x. The width target is not a guarantee; the enclosure always is.
// Safe side: upper. Cost: O(panels·K²) interval operations, K ≈ 2·bits/21.
numeric::Result<numeric::Interval> a_minus_1_subsampled_gaussian_quadrature(const numeric::Interval& alpha,
                                                                            const numeric::Interval& q,
                                                                            const numeric::Interval& sigma,
                                                                            const numeric::Interval& scale,
                                                                            double rel_tol);

// Computes: the same A_α − 1 by Arb's rigorous integration (acb_calc_integrate) on [a, b] plus the
//   same proven tails; rdp_subsampled_gaussian_real tries it before the Taylor-model quadrature.
// Source: as above; Petras's Gauss–Legendre error bound as implemented in Arb.
// Domain: as above, where Arb's effort is bounded: the range at most 4096 strip widths πσ² and
//   the cancellation in ψ at most 4096 bits; α − 1, q > 0.
// Enclosure: the integrand is analytic where Re(1 + x) > 0 and says so to Arb on each ball
//   (proofs at a_minus_1_arb in subsampled_real.cpp).
// Errors: accuracy_not_met outside that domain or when the enclosure is wider than rel_tol
//   (relative), a value that the caller then computes by the quadrature above.
// Safe side: upper. Cost: at most 20,000 integrand evaluations (α = 4.1, q = 0.01, σ = 1, 128 bits: ~2 ms).
numeric::Result<numeric::Interval> a_minus_1_subsampled_gaussian_arb(const numeric::Interval& alpha,
                                                                     const numeric::Interval& q,
                                                                     const numeric::Interval& sigma,
                                                                     const numeric::Interval& scale, double rel_tol);

// Computes: r(α) for real α in double precision: the integer sum for integer α, else the
//   trapezoid rule on the integral above in log space. NOT CERTIFIED: used by the accountant
//   to search for a real order, which is then certified. Returns NaN outside the domain or
//   when the integrand needs more than 2·10^6 nodes.
double rdp_subsampled_gaussian_real_fast(double alpha, double q, double sigma);

// Computes: the RDP bound ε'(α) of the Gaussian mechanism (noise multiplier σ, sensitivity 1,
//   ε(j) = j/(2σ²)) under sampling without replacement of a fixed fraction γ, replace-one
//   neighbours:
//   ε'(α) = 1/(α−1) · log(1 + γ²C(α,2)·min{4(e^{ε(2)}−1), 2e^{ε(2)}}
//                         + Σ_{j=3}^{α} 2γ^j C(α,j) e^{(j−1)ε(j)}).
// Source: Wang, Balle & Kasiviswanathan 2019 (AISTATS), Theorem 9, with ε(∞) = ∞ for the
//   Gaussian so every min{2, (e^{ε(∞)}−1)^j} = 2; accounting.md Primitives 4.
// Domain: α an integer >= 2 (<= 10^6), γ in [0, 1], σ > 0.
// Enclosure: exact finite sum in interval arithmetic (log space). Safe side: upper.
// Cost: O(α).
numeric::Result<numeric::Interval> rdp_wor_gaussian(const numeric::Interval& alpha, const numeric::Interval& gamma,
                                                    const numeric::Interval& sigma);

// Computes: an RDP bound for one round of a Gaussian mechanism on a Poisson-sampled slot that both
//   neighbours share (replace-one neighbours: the slot is included with probability q in both
//   data sets; when included its contributions differ by at most Δ and carry Gaussian noise of
//   standard deviation s; whatever else is added is independent of the slot), ρ = Δ/s:
//   r(α) = log(1 + q(e^{α(α−1)ρ²/2} − 1))/(α−1).
// Source: derived (issue 29; used for Cyffers–Bellet–Basu App. E, where each user adds its own
//   noise, so the add/remove analyses of a central noise do not apply): both output laws are
//   mixtures with the same weights, 1 − q on equal components and q on two Gaussians with means at
//   most Δ apart (independent additions are post-processing); (P, Q) ↦ ∫P^αQ^{1−α} is jointly
//   convex for α > 1, so E[(dP/dQ)^α] ≤ 1 − q + q·e^{α(α−1)ρ²/2}. It keeps the factor q, not the
//   q² of Mironov–Talwar–Zhang's add/remove analysis.
// Domain: α > 1, q in [0, 1], ρ >= 0. Enclosure: interval arithmetic on the closed form (MPFR's
//   exponent range holds e^{α(α−1)ρ²/2}). Safe side: upper. Cost: O(1).
numeric::Result<numeric::Interval> rdp_poisson_replace_one(const numeric::Interval& alpha, const numeric::Interval& q,
                                                           const numeric::Interval& rho);

// Computes: the same integer-α RDP in double precision, by the same cancellation-free
//   log-space sum. NOT CERTIFIED: the accountant uses it only to search for an order, then
//   certifies the bound at that order. Domain: α >= 2 integer, q in [0, 1], σ > 0.
// Cost: O(α) double operations.
double rdp_subsampled_gaussian_fast(long alpha, double q, double sigma);

}  // namespace privbound::bounds::accounting
