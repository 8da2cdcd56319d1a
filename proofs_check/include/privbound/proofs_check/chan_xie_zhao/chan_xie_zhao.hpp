// Seed 000 (Chan, Xie, Zhao — privacy amplification by iteration for gradient ADMM): the claims
// as properties, and the constants they compare against.
//
// The constants below are the PRINTED formulas (line numbers refer to
// ../shared/seeds/000_b309ce2a6781d015.txt). They are local, non-certified high-precision
// evaluations used only as the right-hand sides of property checks; the certified enclosures
// live in bounds/chan_xie_zhao/ (switch to them once that header is committed).
#pragma once

#include <vector>

#include "privbound/bounds/source.hpp"
#include "privbound/proofs_check/claim.hpp"
#include "privbound/proofs_check/experiment.hpp"
#include "privbound/proofs_check/gaussian.hpp"

namespace privbound::proofs_check::chan_xie_zhao {

// Def 7.4 / Lemma 7.6 (L684, L764–768): R, P, Q, S and 𝔏 = max{R/P, S/Q}.
struct Lemma76 {
  hp_float R, P, Q, S, L;
};
Lemma76 lemma7_6_constants(const hp_float& eta, const hp_float& nu, const hp_float& mu, const hp_float& beta);
// Interval (23), L775: (max{4/(ν+μ+√((ν+μ)²+8νμ)), 2/(ν+μ) − 2μ_g/(β²‖AᵀB‖²)}, 2/(ν+μ));
// ‖AᵀB‖ = 0 drops the second term.
std::pair<hp_float, hp_float> eta_interval(const hp_float& nu, const hp_float& mu, const hp_float& mu_g,
                                           const hp_float& beta, const hp_float& norm_AtB);
// Theorem 5.2 induction (L310–336): φ_T, λ_T and γ_T as printed (recursive definition).
hp_float phi_T(long T, const hp_float& L);
hp_float lambda_T(long T, const hp_float& L);
hp_float gamma_T(long T, const hp_float& L);

// Tightness of the amplification theorems on one exact (linear-Gaussian) instance: for T = 1..Tmax
// the exact sup_{𝔡x_0} D^z/‖𝔡x_0‖² (Cor 6.2: per Δ²) and the theorem's factor. `which` is one of
// "thm6_1", "thm6_1.printed_C", "cor6_2", "thm7_2", "thm7_2.supported". `base` is a point of the
// claim's space (its T coordinate is ignored).
struct Tightness {
  long T = 1;
  double exact = 0, bound = 0;
  bool infinite = false;
};
std::vector<Tightness> amplification_tightness(const std::string& which, const Point& base, long Tmax, unsigned bits);

// The claims of seed 000, in registry order.
std::vector<Claim> claims();
// Report views that need the claims' exact instances (tightness of the amplification bounds).
std::vector<bounds::ReportView> report_views();
// Section 10's experiments reproduced (Table 1's convergence iterations with Figure 1a; Table 2
// with Figure 1b; Theorem 9.1's utility bound against the measured left side of (26)).
std::vector<ExperimentReproduction> experiments();

}  // namespace privbound::proofs_check::chan_xie_zhao
