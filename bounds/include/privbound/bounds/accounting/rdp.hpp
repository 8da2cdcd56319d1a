// RDP -> (ε, δ) conversions, composition and the DP-SGD accountant for the Poisson-subsampled
// Gaussian mechanism (accounting.md, items 2, 5, 6, 8). Implemented in
// bounds/src/accounting/accountant.cpp.
#pragma once

#include <string>
#include <vector>

#include "privbound/numeric/decimal.hpp"
#include "privbound/numeric/interval.hpp"
#include "privbound/numeric/result.hpp"

namespace privbound::bounds::accounting {

enum class RdpConversion {
  mironov,   // ε = r(α) + log(1/δ)/(α−1)                                   (Mironov 2017, Prop. 3)
  improved,  // ε = r(α) + log((α−1)/α) − (log δ + log α)/(α−1), clamped at 0
             //   (Balle et al. 2020, Thm 21; Canonne–Kamath–Steinke 2020, Prop. 12)
};

// Computes: the (ε, δ)-DP guarantee implied by (α, r)-RDP, by `method`.
// Source: accounting.md items 5–6 (papers above).
// Domain: α > 1 finite, r >= 0 finite, δ in (0, 1).
// Enclosure: interval arithmetic on the closed form; the clamp is max(0, ·) on the enclosure.
// Safe side: upper. Cost: O(1).
numeric::Result<numeric::Interval> eps_from_rdp(const numeric::Interval& alpha, const numeric::Interval& rdp,
                                                const numeric::Interval& delta, RdpConversion method);

// Computes: eps_from_rdp with RdpConversion::mironov, ε = r + log(1/δ)/(α−1), the conversion the papers print (a
//   three-argument form for the registry's formula()). Domain, enclosure, safe side: as eps_from_rdp.
numeric::Result<numeric::Interval> eps_from_rdp_mironov(const numeric::Interval& alpha, const numeric::Interval& rdp,
                                                        const numeric::Interval& delta);

enum class AlphaSearch {
  integer,  // best integer order (the closed-form sum is exact)
  real,     // best real order (fractional orders via rdp_subsampled_gaussian_real)
};

struct AccountantResult {
  numeric::Interval eps;    // enclosure of the conversion at the chosen α; upper end is a valid ε
  numeric::Interval alpha;  // the chosen order (exact point)
  numeric::Interval rdp;    // enclosure of the composed RDP T·r(α) at that order
  std::string method;       // "mironov" | "improved"
};

// Computes: an ε such that T-fold composition of the Poisson-subsampled Gaussian mechanism
//   (rate q, noise multiplier σ, sensitivity 1, add/remove neighbours) is (ε, δ)-DP:
//   ε = conv(α, T·r(α), δ) at an order α chosen by a non-certified search (low precision),
//   then certified at that α (every α > 1 gives a valid bound, so the search need not be).
// Source: Mironov–Talwar–Zhang 2019 (r), composition of RDP (Mironov 2017, Prop. 1),
//   conversions of eps_from_rdp; accounting.md items 2, 3, 5, 6.
// Domain: q in [0, 1], σ > 0, T integer >= 1 (<= 10^15), δ in (0, 1).
// Enclosure: of the bound at the chosen α (not of the infimum over α, which is smaller).
// Safe side: upper. Cost: the search evaluates r at O(60) orders at 64 bits, each O(α);
//   orders are searched in [2, 10^6] (integer) or (1, 10^6] (real).
numeric::Result<AccountantResult> eps_subsampled_gaussian(const numeric::Interval& q, const numeric::Interval& sigma,
                                                          long steps, const numeric::Interval& delta,
                                                          RdpConversion method, AlphaSearch search, unsigned bits);

// Computes: the number of steps of `epochs` epochs of Poisson sampling at rate q, T = ceil(E/q)
//   (E/q expected batches, rounded up: the safe side, more steps give a larger ε and σ).
// Domain: E > 0, q in (0, 1] (the caller's); T <= 10^15, else a domain error of `fn` on "epochs".
numeric::Result<long> steps_of_epochs(const char* fn, const numeric::Rational& epochs, const numeric::Rational& q);

// One phase of a training schedule: T steps at rate q with noise multiplier σ.
struct Phase {
  numeric::Interval q, sigma;
  long steps = 1;
};

// Computes: as eps_subsampled_gaussian, for a heterogeneous schedule: the composed RDP is
//   Σ_i T_i·r(α; q_i, σ_i) (RDP curves add order by order), then one conversion at one α.
// Source: Mironov 2017, Prop. 1 (composition); accounting.md item 2.
// Domain: 1..100000 phases, each q in [0, 1], σ > 0, T integer in [1, 10^15]; δ in (0, 1).
// Enclosure: of the bound at the chosen α. Safe side: upper.
// Cost: as eps_subsampled_gaussian, times the number of phases.
numeric::Result<AccountantResult> eps_subsampled_gaussian_schedule(const std::vector<Phase>& phases,
                                                                   const numeric::Interval& delta, RdpConversion method,
                                                                   AlphaSearch search, unsigned bits);

// Computes: an ε such that T-fold composition of the Gaussian mechanism (noise multiplier σ, sensitivity 1,
//   replace-one neighbours) run on a fixed-size subset drawn without replacement at fraction γ is (ε, δ)-DP:
//   T·ε'(α) with ε' of rdp_wor_gaussian (Wang–Balle–Kasiviswanathan 2019, Thm 9), converted by Mironov's
//   Prop. 3 at the best integer order in [2, 256], found at 64 bits by a grid (every order to 16, then steps of
//   about 1.25x) and an integer ternary search between the best grid point's neighbours (the curve can rise, fall
//   and rise again; any order gives a valid bound, so a miss costs tightness, never soundness), and certified at
//   `bits` at that order.
// Domain: γ in [0, 1], σ > 0, T integer in [1, 10^15], δ in (0, 1). Safe side: upper.
// Cost: about 45 evaluations of O(α) interval operations at 64 bits, plus one at `bits`.
numeric::Result<AccountantResult> eps_wor_gaussian(const numeric::Interval& gamma, const numeric::Interval& sigma,
                                                   long steps, const numeric::Interval& delta, unsigned bits);

// Computes: an ε such that T rounds of rdp_poisson_replace_one (rate q, ratio ρ = Δ/s, a slot both
//   replace-one neighbours share) are (ε, δ)-DP: T·r(α) converted by Mironov's Prop. 3 at the best
//   integer order in [2, 256] (searched at 64 bits as eps_wor_gaussian), certified at `bits`.
// Domain: q in [0, 1], ρ >= 0, T integer in [1, 10^15], δ in (0, 1). Safe side: upper.
numeric::Result<AccountantResult> eps_poisson_replace_one(const numeric::Interval& q, const numeric::Interval& rho,
                                                          long steps, const numeric::Interval& delta, unsigned bits);

// The inverse problems below bracket the exact optimum of the accountant over the orders it
// searches, ε*(q, σ, T) = inf over α of conv(α, T·r(α; q, σ), δ), α an integer >= 2
// (AlphaSearch::integer) or a real > 1 (AlphaSearch::real, eps_subsampled_gaussian's default in
// the registry); non-increasing in σ, non-decreasing in q and T. They search with the same
// orders as eps_subsampled_gaussian, so the safe end evaluates to at most the target there.
// Implemented in bounds/src/accounting/calibrate.cpp.
struct Calibration {
  numeric::Interval value;   // [lo, hi] encloses the exact optimum (σ*, T* or q*)
  AccountantResult at_safe;  // the accountant's certified result (ε <= target) at the safe end
  bool far_end_certified;    // the other end is proven (every order of the search misses the
                             // target there); otherwise the trivial bound (σ: 0, T: 10^15, q: 1)
};

// Computes: whether conv(α, T·r(α), δ) > ε_target certainly for EVERY integer α >= 2
//   (AlphaSearch::integer) or EVERY real α > 1 (AlphaSearch::real).
// Source: monotonicity of r in α (Rényi divergences are non-decreasing in the order), the
//   closed-form bound next to α = 1 in calibrate.cpp; accounting.md item 8.
// Domain: q in [0, 1], σ > 0, T in [1, 10^15], ε_target > 0, δ in (0, 1).
// Enclosure: blocks of orders with certified lower bounds (calibrate.cpp), up to α = 10^6;
//   false means "not proven" (some order meets the target, or undecided).
// Cost: O(log α*) certified r evaluations plus block refinements (real orders: quadratures at
//   the left ends of the blocks that need r).
numeric::Result<bool> misses_target_at_every_order(const numeric::Interval& q, const numeric::Interval& sigma,
                                                   long steps, const numeric::Interval& eps_target,
                                                   const numeric::Interval& delta, RdpConversion method,
                                                   AlphaSearch search, unsigned bits);

// Computes: the smallest noise multiplier σ* meeting ε_target after T steps at rate q.
// Source: accounting.md item 8 (calibration as the inverse problem).
// Domain: q in (0, 1], T in [1, 10^15], ε_target > 0, δ in (0, 1), rel_tol in [1e-12, 0.5].
// Enclosure: [σ_lo, σ_hi] by bisection (relative resolution rel_tol) with the accountant
//   certifying ε <= target at σ_hi, and misses_target_at_every_order proving σ* >= σ_lo.
// Safe side: upper (σ_hi). Cost: ~log2(1/rel_tol) + 10 accountant evaluations.
numeric::Result<Calibration> calibrate_sigma(const numeric::Interval& q, long steps,
                                             const numeric::Interval& eps_target, const numeric::Interval& delta,
                                             RdpConversion method, AlphaSearch search, double rel_tol, unsigned bits);

// Computes: the largest number of steps T* meeting ε_target at rate q and noise σ.
// Domain: q in (0, 1], σ > 0, ε_target > 0, δ in (0, 1). Enclosure: [T_lo, T_hi] integers,
//   ε certified <= target at T_lo; every order proven to miss at T_hi + 1.
// Safe side: lower (T_lo). Cost: ~2·log2(T*) accountant evaluations.
numeric::Result<Calibration> calibrate_steps(const numeric::Interval& q, const numeric::Interval& sigma,
                                             const numeric::Interval& eps_target, const numeric::Interval& delta,
                                             RdpConversion method, AlphaSearch search, unsigned bits);

// Computes: the largest Poisson rate q* in (0, 1] meeting ε_target after T steps at noise σ.
// Domain: σ > 0, T in [1, 10^15], ε_target > 0, δ in (0, 1), rel_tol in [1e-12, 0.5].
// Enclosure: [q_lo, q_hi], ε certified <= target at q_lo, every order proven to miss at q_hi
//   (q_hi = 1 when q = 1 already meets the target or the far end is not proven).
// Safe side: lower (q_lo). Cost: ~log2(1/rel_tol) + log2(1/q*) accountant evaluations.
numeric::Result<Calibration> calibrate_q(const numeric::Interval& sigma, long steps,
                                         const numeric::Interval& eps_target, const numeric::Interval& delta,
                                         RdpConversion method, AlphaSearch search, double rel_tol, unsigned bits);

// Computes: the smallest δ* at which the accountant's ε after T steps at rate q and noise σ meets
//   ε_target (δ for a given ε, the RDP route; the tight one is delta_subsampled_gaussian_pld).
// Domain: q in [0, 1], σ > 0, T in [1, 10^15], ε_target > 0, rel_tol in [1e-12, 0.5].
// Enclosure: [δ_lo, δ_hi], ε certified <= target at δ_hi (bisection on log δ over [2^-1000, 1/2]),
//   every order proven to miss it at δ_lo (else δ_lo = 0, far_end_certified false). A target that
//   δ = 1/2 does not meet is an error.
// Safe side: upper (δ_hi). Cost: ~log2(1/rel_tol) + 20 accountant evaluations.
numeric::Result<Calibration> calibrate_delta(const numeric::Interval& q, const numeric::Interval& sigma, long steps,
                                             const numeric::Interval& eps_target, RdpConversion method,
                                             AlphaSearch search, double rel_tol, unsigned bits);

}  // namespace privbound::bounds::accounting
