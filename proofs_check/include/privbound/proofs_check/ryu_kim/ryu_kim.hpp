// Ryu & Kim (seed 004) claims as properties: the privacy statements of Theorems 4.4 and 4.6 and
// the observations of Table 1, checked with the accountant's exact delta(eps) of the Gaussian
// mechanism (certified enclosures from bounds/). One line in proofs_check/src/registry.cpp.
#pragma once

#include <vector>

#include "privbound/proofs_check/claim.hpp"

namespace privbound::proofs_check::ryu_kim {

std::vector<Claim> claims();

}  // namespace privbound::proofs_check::ryu_kim
