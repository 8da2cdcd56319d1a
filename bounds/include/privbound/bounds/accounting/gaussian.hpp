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

// Computes: r(α) = αΔ²/(2s²), the RDP curve of the Gaussian mechanism at order α > 1.
// Source: Mironov 2017, Prop. 7; accounting.md Primitives 1.
// Domain: α > 1, Δ >= 0, s > 0. Enclosure: interval arithmetic. Safe side: upper. Cost: O(1).
numeric::Result<numeric::Interval> rdp_gaussian(const numeric::Interval& alpha, const numeric::Interval& sensitivity,
                                                const numeric::Interval& sigma);

}  // namespace privbound::bounds::accounting
