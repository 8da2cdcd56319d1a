// Certified tight (ε, δ) of the T-fold Poisson-subsampled Gaussian mechanism by privacy loss
// distributions: a pessimistic and an optimistic discretisation of the exact loss on a dyadic grid,
// composed by FFT with a proven floating-point error bound. Implemented, with the error argument, in
// bounds/src/accounting/pld.cpp.
#pragma once

#include <string>
#include <vector>

#include "privbound/bounds/accounting/rdp.hpp"
#include "privbound/numeric/interval.hpp"
#include "privbound/numeric/result.hpp"

namespace privbound::bounds::accounting {

struct PldOptions {
  double rel_width = 0.002;       // refine the grid until hi <= (1 + rel_width) · lo (or hi - lo <= 1e-6)
  int coarsest_log2 = 9;          // the first grid is h = 2^-coarsest_log2
  int finest_log2 = 20;           // and at most h = 2^-finest_log2 (certified either way; each halving
                                  // doubles the cost)
  long refine_points = 1L << 18;  // and no finer once a composed law has this many points (time)
  long max_points = 1L << 21;     // a cap on the grid points of one law (memory, time; beyond: an error)
  double decide = -1;             // when >= 0: stop refining once the enclosure lies on one side of it
};

struct PldResult {
  numeric::Interval value;   // [lo, hi]: ε(δ) (or δ(ε)) of the exact T-fold composition lies inside
  double grid = 0;           // the last loss grid h (a power of two)
  long step_points = 0;      // grid points of one step's discretised loss (larger direction)
  long composed_points = 0;  // grid points of the T-fold distribution kept (larger direction)
  double float_error = 0;    // the certified l1 error of the composed masses (larger direction)
  std::string neighbours;    // "remove" | "add": the neighbour relation that attains the upper end;
                             // "replace" for sampling without replacement (replace-one)
};

// Computes: the tight ε(δ) = inf{ε >= 0 : δ_T(ε) <= δ} of T-fold composition of the Poisson-subsampled
//   Gaussian mechanism (rate q, noise multiplier σ, sensitivity 1, add/remove neighbours), where
//   δ_T(ε) = max over the two neighbour directions of the hockey-stick divergence of the composed pair.
// Source: privacy loss distributions (Sommer, Meiser & Mohammadi 2019; Koskela, Jälkö & Honkela 2020);
//   the pessimistic grid rounding that keeps Q's mass (Doroshenko et al. 2022, "Connect the dots");
//   accounting.md item 2.
// Domain: q in [0, 1], σ in [1/64, 1000], T integer in [1, 10^6], δ in [1e-12, 1).
// Enclosure: lo from an optimistic discretisation (a post-processing of the exact pair with losses
//   rounded down), hi from a pessimistic one (a dominating pair); both composed by FFT with the error
//   bounded in l1 and added on the safe side. The grid is refined until options.rel_width is met or
//   the finest grid is reached; the enclosure is valid at every grid, only its width changes.
// Safe side: upper (hi). Cost: O(n log n) per composition level, n the kept grid points (n grows with
//   √T · sd(loss) / h), log2 T levels; the per-step bins cost 3 certified Gaussian tails per grid point.
numeric::Result<PldResult> eps_subsampled_gaussian_pld(const numeric::Interval& q, const numeric::Interval& sigma,
                                                       long steps, const numeric::Interval& delta,
                                                       const PldOptions& options = {});

// Computes: δ_T(ε) of the same composition (the larger of the two neighbour directions).
// Domain: as above with ε in [0, 100] instead of δ. Enclosure, safe side (upper), cost: as above;
//   the refinement stops when hi <= (1 + rel_width) · lo or hi - lo <= 1e-12.
numeric::Result<PldResult> delta_subsampled_gaussian_pld(const numeric::Interval& q, const numeric::Interval& sigma,
                                                         long steps, const numeric::Interval& eps,
                                                         const PldOptions& options = {});

// Computes: the tight ε(δ) of T steps of the Laplace mechanism with scale b and L1 sensitivity 1
//   (ε0 = 1/b per step): the pair (Lap(0, b), Lap(1, b)); the add and remove directions are the same
//   pair reflected, so one is composed.
// Source: the loss L = ε0 on x <= 0, ε0 − 2x on (0, ε0), −ε0 beyond (in units of b): atoms of P-mass
//   1/2 and e^{−ε0}/2 at ±ε0 (pld.cpp, laplace_tails_at); T = 1: δ(ε) = 1 − e^{(ε−ε0)/2} on [0, ε0].
// Domain: b in [1/64, 1000], T integer in [1, 10^6], δ in [1e-12, 1).
// Enclosure, safe side (upper), cost: as eps_subsampled_gaussian_pld (the grid spans [−ε0, ε0]).
numeric::Result<PldResult> eps_laplace_pld(const numeric::Interval& b, long steps, const numeric::Interval& delta,
                                           const PldOptions& options = {});

// Computes: δ_T(ε) of the same composition. Domain: as above with ε in [0, 100] instead of δ.
numeric::Result<PldResult> delta_laplace_pld(const numeric::Interval& b, long steps, const numeric::Interval& eps,
                                             const PldOptions& options = {});

// Computes: an upper bound on ε(δ) of T steps of the Gaussian mechanism on a batch drawn without
//   replacement (each step a new uniform subset of a fraction q of the records, independently of the
//   other steps; shuffled epochs are not covered), replace-one neighbours, noise σ times the replace-one
//   L2 sensitivity (as rdp_wor_gaussian; a clipped sum's is twice the clip norm), so each step is
//   G_μ-DP with μ = 1/σ: the tight ε(δ)
//   of C_q(G_μ)^{⊗T}, Dong–Roth–Su's subsampling theorem, by the symmetric pair whose loss is the
//   remove pair's at (q, μ) on positive losses, mirrored below 0 (pld.cpp, item 8). For T = 1 the
//   value is the mechanism's tight ε (Balle–Barthe–Gaboardi's bound, attained); for T > 1 it bounds it.
// Domain: q in [0, 1], σ in [1/64, 1000], T integer in [1, 10^6], δ in [1e-12, 1).
// Enclosure, safe side (upper), cost: as eps_subsampled_gaussian_pld (one direction).
numeric::Result<PldResult> eps_wor_gaussian_pld(const numeric::Interval& q, const numeric::Interval& sigma, long steps,
                                                const numeric::Interval& delta, const PldOptions& options = {});

// Computes: δ_T(ε) of the same composition. Domain: as above with ε in [0, 100] instead of δ.
numeric::Result<PldResult> delta_wor_gaussian_pld(const numeric::Interval& q, const numeric::Interval& sigma,
                                                  long steps, const numeric::Interval& eps,
                                                  const PldOptions& options = {});

// Computes: the tight ε(δ) of a schedule: the phases (q_i, σ_i, T_i) run one after the other on the
//   same data, so both neighbour directions compose phase by phase (the PLDs convolve).
// Domain: 1 to 1000 phases, each q in [0, 1], σ in [1/64, 1000], T_i >= 1, Σ T_i <= 10^6; δ in [1e-12, 1).
// Enclosure, safe side (upper), cost: as eps_subsampled_gaussian_pld, summed over the phases.
numeric::Result<PldResult> eps_subsampled_gaussian_schedule_pld(const std::vector<Phase>& phases,
                                                                const numeric::Interval& delta,
                                                                const PldOptions& options = {});

// The inverse problems through the PLD accountant. The exact tight ε is nonincreasing in σ and
// nondecreasing in q and T, so a bisection that certifies each probe from one side brackets the
// exact optimum: a probe is feasible when the enclosure's upper end meets the target, infeasible when
// its lower end exceeds it; the bisection stops at the resolution or at the first undecided probe.
struct PldCalibration {
  numeric::Interval value;  // [lo, hi] encloses the exact optimum (σ*, T* or q*)
  PldResult at_safe;        // the accountant's enclosure at the safe end (its ε upper end <= target)
};

// Which ε a calibration inverts: Poisson sampling, add/remove (eps_subsampled_gaussian_pld), or
// batches drawn anew without replacement, replace-one (eps_wor_gaussian_pld; σ over the replace-one
// sensitivity). The second is the tight ε of C_q(G_{1/σ})^{⊗T}, which is nonincreasing in σ and
// nondecreasing in q and T as well (C_q(f) = min{f_q, f_q^{-1}}** moves towards Id as q falls or f
// rises, and composing more steps only lowers the trade-off function), so the same bisections hold.
enum class PldSampling { poisson, without_replacement };

// Computes: σ* = inf{σ : ε_T(σ) <= ε_target}, the smallest noise multiplier meeting the target.
// Domain: q in (0, 1], T in [1, 10^6], ε_target in (0, 100], δ in [1e-12, 1), rel_tol in [1e-6, 0.5];
//   σ is searched in [1/64, 1000] (an error when even σ = 1000 misses the target).
// Safe side: upper (σ_hi). Cost: ~log2(log(64000)/rel_tol) accountant evaluations.
numeric::Result<PldCalibration> calibrate_sigma_pld(const numeric::Interval& q, long steps,
                                                    const numeric::Interval& eps_target, const numeric::Interval& delta,
                                                    double rel_tol, const PldOptions& options = {},
                                                    PldSampling sampling = PldSampling::poisson);

// Computes: T* = max{T : ε_T <= ε_target}, the most steps meeting the target (T in [1, 10^6]).
// Domain: q in (0, 1], σ in [1/64, 1000], ε_target in (0, 100], δ in [1e-12, 1). Enclosure: [T_lo, T_hi]
//   integers, T_lo certified feasible, T_hi + 1 certified infeasible (or 10^6). Safe side: lower (T_lo).
numeric::Result<PldCalibration> calibrate_steps_pld(const numeric::Interval& q, const numeric::Interval& sigma,
                                                    const numeric::Interval& eps_target, const numeric::Interval& delta,
                                                    const PldOptions& options = {},
                                                    PldSampling sampling = PldSampling::poisson);

// Computes: q* = sup{q in (0, 1] : ε_T(q) <= ε_target}, the largest sampling rate meeting the target.
// Domain: σ in [1/64, 1000], T in [1, 10^6], ε_target in (0, 100], δ in [1e-12, 1), rel_tol in
//   [1e-6, 0.5]; q is searched in [1e-9, 1]. Safe side: lower (q_lo).
numeric::Result<PldCalibration> calibrate_q_pld(const numeric::Interval& sigma, long steps,
                                                const numeric::Interval& eps_target, const numeric::Interval& delta,
                                                double rel_tol, const PldOptions& options = {},
                                                PldSampling sampling = PldSampling::poisson);

}  // namespace privbound::bounds::accounting
