// What `privbound list` prints for each kind, shared with `check --list`.
#pragma once

#include <string>

#include "common.hpp"
#include "privbound/proofs_check/claim.hpp"

namespace privbound::cli {

// The source of an id: its first component (`chan_xie_zhao.lemma6_5` -> `chan_xie_zhao`).
std::string source_of(const std::string& id);
json quantity_json(const bounds::Quantity& q);
json claim_json(const proofs_check::Claim& c);
void print_claim(const proofs_check::Claim& c);

}  // namespace privbound::cli
