// Gaussian mechanism: zCDP and RDP (accounting.md, Primitives 1).
#pragma once

#include "privbound/numeric/interval.hpp"
#include "privbound/numeric/result.hpp"

namespace privbound::bounds::accounting {

// Computes: ρ = Δ²/(2s²), the zCDP parameter of the Gaussian mechanism.
// Source: Bun & Steinke 2016, Prop. 1.6; accounting.md Primitives 1.
// Domain: sensitivity Δ >= 0, noise std s > 0 (finite).
// Enclosure: interval arithmetic on exact inputs (width ~ 2^-bits relative).
// Safe side: upper. Cost: O(1).
numeric::Result<numeric::Interval> zcdp_gaussian(const numeric::Interval& sensitivity, const numeric::Interval& sigma);

// Computes: s² = 2 ln(1.25/δ) (Δ/ε)², the noise variance of the classic calibration of the Gaussian
//   mechanism (its (ε, δ)-DP is proven for ε < 1 only; the caller states its paper's hypothesis).
// Source: Dwork & Roth 2014, Theorem A.1 (printed as Ryu & Kim Lemma 2.3, Ding et al. Theorem 1).
// Domain: Δ >= 0, ε > 0, δ in (0, 1). Enclosure: ln(5/(4δ)) from MPFR with directed rounding, then
//   interval arithmetic. Safe side: upper (a larger variance is more private). Cost: O(1).
numeric::Result<numeric::Interval> classic_gaussian_variance(const numeric::Interval& sensitivity,
                                                             const numeric::Interval& eps,
                                                             const numeric::Interval& delta);

// Computes: r(α) = αΔ²/(2s²), the RDP curve of the Gaussian mechanism at order α > 1.
// Source: Mironov 2017, Prop. 7; accounting.md Primitives 1.
// Domain: α > 1, Δ >= 0, s > 0. Enclosure: interval arithmetic. Safe side: upper. Cost: O(1).
numeric::Result<numeric::Interval> rdp_gaussian(const numeric::Interval& alpha, const numeric::Interval& sensitivity,
                                                const numeric::Interval& sigma);

}  // namespace privbound::bounds::accounting
