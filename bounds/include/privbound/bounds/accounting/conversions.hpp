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
  numeric::Interval eps;    // encloses the exact value of the conversion's ε; hi is safe
  numeric::Interval alpha;  // order used (point interval); for bun_steinke/gaussian: the
                            // equivalent α or NaN-free [1,1] when not applicable
  std::string method;       // "bun_steinke" | "cks" | "gaussian"
};

// Computes: ε such that a ρ-zCDP mechanism is (ε, δ)-DP, by `method`.
// Source: bun_steinke — Bun & Steinke 2016, Prop. 1.3; cks — Canonne, Kamath & Steinke 2020,
//   Prop. 12 (= Balle et al. 2020, Thm 21) applied to r(α) = ρα and minimised over real α;
//   gaussian — Balle & Wang 2018, Thm 8 with μ = √(2ρ); accounting.md items 5–7.
// Domain: ρ >= 0 finite, δ in (0, 1). δ down to 1e-300 and ε above 709 are fine (MPFR's
//   exponent range is widened).
// Enclosure: bun_steinke: interval arithmetic on the closed form. cks: certified bracket
//   [a1, a2] of the unique root of ρ(α−1)² + log(δα) (the stationarity condition); upper end
//   = objective at a point of the bracket, lower end = interval objective over the bracket,
//   both clamped at 0, and intersected with [0, ε_bs]. gaussian: certified bisection on ε with
//   certain comparisons of δ(ε) = Φ(μ/2 − ε/μ) − e^ε Φ(−μ/2 − ε/μ) against δ (upper end: a
//   point where δ(ε) <= δ certainly; lower end: a point where δ(ε) > δ certainly, or 0).
//   Widths ~2^-bits relative (tested: <= 1e-20 relative at 128 bits on 35 reference pairs).
// Safe side: upper (eps.upper is a valid ε; for `gaussian` only if the mechanism is Gaussian).
// Cost: bun_steinke O(1); cks and gaussian O(bits) evaluations of log / erfc.
numeric::Result<EpsDelta> eps_from_zcdp(const numeric::Interval& rho, const numeric::Interval& delta,
                                        ZcdpConversion method);

// Computes: δ(ε) = Φ(μ/2 − ε/μ) − e^ε Φ(−μ/2 − ε/μ), the exact privacy profile of the Gaussian
//   mechanism with μ = Δ/σ (Balle & Wang 2018, Thm 8) — the `gaussian` conversion above inverts it.
// Domain: μ > 0, ε >= 0. Enclosure: the cancellation-free forms of conversions.cpp (relative
//   width O(2^-bits), also for μ = 1e-100), clamped at 0. Safe side: upper (a δ).
numeric::Result<numeric::Interval> gaussian_delta(const numeric::Interval& mu, const numeric::Interval& eps);

}  // namespace privbound::bounds::accounting
