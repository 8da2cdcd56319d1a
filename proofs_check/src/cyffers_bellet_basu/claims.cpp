// Seed 001 (Cyffers, Bellet, Basu): the claim list of the source, assembled from its six files (proof.cpp,
// privacy.cpp, operators.cpp, instances.cpp, algorithm1.cpp,
// algorithm5.cpp; each lists its claims at the top).
#include "common.hpp"
#include "privbound/proofs_check/cyffers_bellet_basu/cyffers_bellet_basu.hpp"

namespace privbound::proofs_check::cyffers_bellet_basu {

std::vector<Claim> claims() {
  std::vector<Claim> out;
  for (auto* part :
       {&proof_claims, &privacy_claims, &operator_claims, &instance_claims, &algorithm1_claims, &algorithm5_claims})
    for (auto& c : (*part)()) out.push_back(std::move(c));
  return out;
}

}  // namespace privbound::proofs_check::cyffers_bellet_basu
