// Liu et al. (seed 003) claims as properties: Theorem 2 at the experiments' settings and from its ingredients,
// Lemma 2(b) against the exact Renyi divergence of a pair of neighbours, the Laplacian smoothing operator (its
// spectrum against the printed matrix, the FFT solve (2), tau by Remark 1's closed form, Remark 1's and Table
// I's statements on tau). One line in proofs_check/src/registry.cpp.
#pragma once

#include <vector>

#include "privbound/proofs_check/claim.hpp"
#include "privbound/proofs_check/experiment.hpp"

namespace privbound::proofs_check::liu_geng {

std::vector<Claim> claims();
// Section V's Figures 1-4 reproduced (figures.cpp).
std::vector<ExperimentReproduction> experiments();

}  // namespace privbound::proofs_check::liu_geng
