// What `privbound list` prints for each kind, shared with `check --list`.
#pragma once

#include <string>

#include "common.hpp"
#include "privbound/bounds/source.hpp"
#include "privbound/proofs_check/claim.hpp"

namespace privbound::cli {

using bounds::source_of;
json quantity_json(const bounds::Quantity& q);
json claim_json(const proofs_check::Claim& c);
void print_claim(const proofs_check::Claim& c);
// The README's coverage paragraph, generated from the tables of sources, quantities, claims,
// errata and reproductions (a test keeps README.md equal to it; scripts/gen_errata_docs.sh
// rewrites it).
std::string coverage_markdown();

}  // namespace privbound::cli
