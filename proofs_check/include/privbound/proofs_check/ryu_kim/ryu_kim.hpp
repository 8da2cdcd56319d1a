// Ryu & Kim (seed 004) claims as properties: the privacy statements of Theorems 4.4-4.6 and
// the observations of Table 1, checked with the accountant's exact delta(eps) of the Gaussian
// mechanism and the exact output law of a box step (certified enclosures from bounds/), and the
// claims on the local step, the surrogate of Section 4.1 and Algorithm 3.1 (solvers/ryu_kim). One line in
// proofs_check/src/registry.cpp.
#pragma once

#include <vector>

#include "privbound/proofs_check/claim.hpp"
#include "privbound/proofs_check/experiment.hpp"

namespace privbound::proofs_check::ryu_kim {

std::vector<Claim> claims();
// The claims on one local solve, the surrogate and Algorithm 3.1 (src/ryu_kim/steps.cpp); part of claims().
std::vector<Claim> step_claims();
// The privacy-loss chains of Theorems 4.3 and 4.4, (4.8f)-(4.8h), (4.11a)-(4.11d) (src/ryu_kim/loss.cpp); part of
// claims().
std::vector<Claim> loss_claims();
// The claims on the federated sensitivity (6.4) (src/ryu_kim/federated.cpp); part of claims().
std::vector<Claim> federated_claims();
// The claims on the ADMM behind Algorithm 3.1: L152, (A.1), (A.2), L431 (src/ryu_kim/admm.cpp); part of claims().
std::vector<Claim> admm_claims();
// Monte Carlo of Theorems 5.3-5.5 against (5.1b)-(5.3b) (src/ryu_kim/utility.cpp); part of claims().
std::vector<Claim> utility_claims();
// The proof steps of Appendices A-C on realised iterates, and the noise's moments (A.19)-(A.20), (6.2)
// (src/ryu_kim/appendix.cpp); part of claims().
std::vector<Claim> appendix_claims();
// L126 (injectivity of the gradient-to-output map) on a box, a ball, a polygon (src/ryu_kim/sets.cpp);
// part of claims().
std::vector<Claim> injective_claims();
// Appendix D: the power-flow equations (D.2f)-(D.2i) and (D.2k)-(D.2l) at lifted voltages
// (src/ryu_kim/powerflow.cpp); part of claims().
std::vector<Claim> powerflow_claims();

// Section 6.1's power-flow experiments (Figs. 3-4) on the stored IEEE grids with Ipopt (src/ryu_kim/figures.cpp).
std::vector<ExperimentReproduction> experiments();

}  // namespace privbound::proofs_check::ryu_kim
