// Conversions from zCDP / RDP to (ε, δ)-DP (accounting.md, "Conversions to (ε, δ)").
// Implemented in bounds/src/accounting/conversions.cpp.
#pragma once

#include <string>

#include "privbound/numeric/interval.hpp"
#include "privbound/numeric/result.hpp"

namespace privbound::bounds::accounting {

enum class ZcdpConversion {
  bun_steinke,  // ε = ρ + 2√(ρ log(1/δ))                    (Bun–Steinke 2016, Prop. 1.3)
  cks,          // min over real α > 1 of the improved RDP conversion of r(α) = ρα, clamped at 0
                //                                            (Canonne–Kamath–Steinke 2020)
  gaussian,     // exact (ε, δ) curve of the Gaussian mechanism with μ = √(2ρ) (Balle–Wang
                // 2018); valid only when the mechanism IS a (composed) Gaussian mechanism
};

struct EpsDelta {
  numeric::Interval eps;     // encloses the exact value of the conversion's ε; hi is safe
  numeric::Interval alpha;   // order used (point interval); for bun_steinke/gaussian: the
                             // equivalent α or NaN-free [1,1] when not applicable
  std::string method;        // "bun_steinke" | "cks" | "gaussian"
};

// Computes: ε such that a ρ-zCDP mechanism is (ε, δ)-DP, by `method`.
// Source: accounting.md items 5–7. Domain: ρ >= 0 finite, δ in (0, 1).
// Enclosure: see conversions.cpp. Safe side: upper (eps.upper is a valid ε).
numeric::Result<EpsDelta> eps_from_zcdp(const numeric::Interval& rho, const numeric::Interval& delta,
                                        ZcdpConversion method);

}  // namespace privbound::bounds::accounting
