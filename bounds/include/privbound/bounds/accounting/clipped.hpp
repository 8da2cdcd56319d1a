// Exact privacy of a one-dimensional additive-noise mechanism followed by clipping to an
// interval: the output is clip(x + N, [lo, hi]) on one dataset and clip(x + N − shift, [lo, hi])
// on its neighbour (N Laplace or Gaussian), i.e. an interior density plus two boundary atoms.
// Clipping is post-processing, so these never exceed the unclipped mechanism's values; they are
// the exact values, not bounds. Used for the exact output law of a box-constrained step
// (e.g. Ryu–Kim (3.2) on a 1-D box, proofs_check/ryu_kim).
//
// Coordinates: everything is in the noise's own coordinate, i.e. the output lies in the
// interior iff the noise lies in (lo, hi) on the first dataset; the second dataset's noise is
// the first one's shifted by −shift (law of N − shift). Implemented in
// bounds/src/accounting/clipped.cpp.
#pragma once

#include "privbound/numeric/interval.hpp"
#include "privbound/numeric/result.hpp"

namespace privbound::bounds::accounting {

// Computes: the exact pure-DP ε of the clipped Laplace mechanism: the largest |ln p/q| over
//   the interior (a density ratio) and the two atoms (a mass ratio), both directions, for
//   P = Lap(0, scale) and Q = Lap(−shift, scale) clipped to [lo, hi]. In units of the scale
//   (m = |shift|/scale) the interior log-ratio is |x + m| − |x|, monotone in x, so its sup is at
//   an end; the atoms give ln S(hi)/S(hi + m) and ln S(−lo)/S(−lo − m), S the Laplace survival.
// Domain: scale > 0; shift finite with a certain sign (or exactly 0); lo < hi finite.
// Enclosure: interval arithmetic; ln S from ln ½ − x (x >= 0) and log1p(−eˣ/2) (x <= 0), the
//   hull of both when x straddles 0. Safe side: upper (an ε). Cost: O(1).
numeric::Result<numeric::Interval> clipped_laplace_eps(const numeric::Interval& scale, const numeric::Interval& shift,
                                                       const numeric::Interval& lo, const numeric::Interval& hi);

// Computes: the exact δ(ε) = max(H_ε(P‖Q), H_ε(Q‖P)) of the clipped Gaussian mechanism,
//   P = N(0, σ²), Q = N(−shift, σ²) clipped to [lo, hi]. In units of σ (μ = |shift|/σ,
//   [a, b] = [lo, hi]/σ), H_ε(P‖Q) = interior + upper atom + lower atom with
//     interior   = max(0, [Φ(b) − Φ(s)] − e^ε [Φ(b + μ) − Φ(s + μ)]), s = clamp(ε/μ − μ/2, a, b)
//                  (p > e^ε q exactly on x > ε/μ − μ/2, and the integral over [s, b] is largest
//                  at that s, so evaluating at an enclosure of s is sound),
//     upper atom = max(0, Φ(−b) − e^ε Φ(−b − μ)),  lower atom = max(0, Φ(a) − e^ε Φ(a + μ)),
//   and H_ε(Q‖P) is the same on [−b − μ, −a − μ] (x ↦ −x − μ swaps P and Q).
// Domain: σ > 0; shift as above; lo < hi finite; ε >= 0 finite.
// Enclosure: interval arithmetic with MPFR's erfc; each term clamped at 0. Safe side: upper.
// Cost: O(1).
numeric::Result<numeric::Interval> clipped_gaussian_delta(const numeric::Interval& sigma,
                                                          const numeric::Interval& shift, const numeric::Interval& lo,
                                                          const numeric::Interval& hi, const numeric::Interval& eps);

}  // namespace privbound::bounds::accounting
