// Ding et al. (seed 002) claims as properties: the privacy side of Section III (Lemma 4 on
// instances of (10) through solvers/ding_gong, Theorem 3's closed form in exact rationals, the
// Renyi divergence of Theorem 2's proof by quadrature, Definition 1 and Lemma 3 at a Gaussian
// mechanism with certified normal CDFs). One line in proofs_check/src/registry.cpp.
#pragma once

#include <vector>

#include "privbound/proofs_check/claim.hpp"
#include "privbound/proofs_check/experiment.hpp"

namespace privbound::proofs_check::ding_gong {

std::vector<Claim> claims();
// Section V's figures reproduced (figures.cpp, issue 30).
std::vector<ExperimentReproduction> experiments();

}  // namespace privbound::proofs_check::ding_gong
