// Cyffers, Bellet & Basu (seed 001) claims as properties: Theorem 1's proof step by step on (tau, q, c) grids and
// Theorem 1 itself by exact second moments on affine instances; the sensitivities of Appendix C.2 computed on
// instances of the algorithms as printed; exact Renyi divergences of Algorithm 2's output and of Algorithm 3's
// aggregate; Lemma C.1 against the exact subsampled-Gaussian RDP; Theorem 4's proof; the operator claims
// (averagedness, Propositions 1-2, Remark 2, the Lions-Mercier operator, footnote 3, B.1); the corollaries' steps.
// One line in proofs_check/src/registry.cpp.
#pragma once

#include <vector>

#include "privbound/proofs_check/claim.hpp"
#include "privbound/proofs_check/experiment.hpp"

namespace privbound::proofs_check::cyffers_bellet_basu {

std::vector<Claim> claims();
// Appendix E's Figure 1 reproduced: federated DP-ADMM against proximal DP-SGD at equal certified (ε, δ).
std::vector<ExperimentReproduction> experiments();

}  // namespace privbound::proofs_check::cyffers_bellet_basu
