// Runs of a claim split over processes (issue 32, item 6): the instance stream of `run_claim` and
// the restarts of `search_claim` are dealt to ranks deterministically (instance or restart k goes
// to rank k mod size), each rank computes its share, and every rank receives every share and
// replays them in stream order. The replay is the same code a single process runs, so the summary
// — verdict, counts, worst slack, the shrunk counterexample — is identical to one process with the
// same seed, whatever the number of ranks. The Team and the byte packing are numeric's (numeric/team.hpp).
#pragma once

#include "privbound/numeric/team.hpp"

namespace privbound::proofs_check {

using numeric::Packer;
using numeric::Team;
using numeric::Unpacker;

}  // namespace privbound::proofs_check
