// Internal: what the Ding et al. claim files share (the claim constructor of this source, the
// topology coordinate of a claim's space), and the Section IV claims (convergence.cpp, iterates.cpp)
// that claims() appends.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "privbound/bounds/ding_gong/graph.hpp"
#include "privbound/proofs_check/claim.hpp"

namespace privbound::proofs_check::ding_gong {

std::vector<Claim> convergence_claims();
std::vector<Claim> iterate_claims();     // iterates.cpp
std::vector<Claim> experiment_claims();  // experiments.cpp

inline Claim make(std::string id, std::string where, std::string statement, std::string hyp, Space space, CheckFn check,
                  Space control, std::string control_desc, CheckFn check_control) {
  return make_claim("ding_gong", std::move(id), std::move(where), std::move(statement), std::move(hyp),
                    std::move(space), std::move(check), std::move(control), std::move(control_desc),
                    std::move(check_control));
}

inline std::string str(long v) { return std::to_string(v); }

// A topology coordinate: 0 complete, 1 ring, 2 line, 3 star.
inline bounds::ding_gong::Topology topology_of(long t) {
  using bounds::ding_gong::Topology;
  return t == 0 ? Topology::complete : t == 1 ? Topology::ring : t == 2 ? Topology::line : Topology::star;
}
inline const char* topology_name(long t) { return t == 0 ? "complete" : t == 1 ? "ring" : t == 2 ? "line" : "star"; }
// The declared coverage of a topology coordinate over [0, 3] (Space::reaches): every topology_name.
inline Reach all_topologies_reach() {
  return reach("topology", {topology_name(0), topology_name(1), topology_name(2), topology_name(3)});
}

}  // namespace privbound::proofs_check::ding_gong
