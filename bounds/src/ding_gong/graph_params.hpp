// Internal: the graph parameters of the Ding et al. quantities (topology, N), stated once, the
// spectrum they select, and the citation helper of both registration files.
#pragma once

#include <string>

#include "privbound/bounds/ding_gong/convergence.hpp"
#include "privbound/bounds/ding_gong/graph.hpp"
#include "privbound/bounds/ding_gong/settings.hpp"
#include "privbound/bounds/registry.hpp"
#include "privbound/bounds/source.hpp"

namespace privbound::bounds::ding_gong {

inline std::string cite(const std::string& where) { return bounds::cite("ding_gong", where); }

inline ParamSpec topology_param() {
  return ParamSpec{"topology",
                   ParamKind::text,
                   Domain::real(),
                   "ring",
                   "graph on N agents (not printed)",
                   {"complete", "ring", "line", "star"}};
}
inline ParamSpec agents_param() {
  // The domain graph_matrices accepts (issue 28: list said [2, inf) and eval refused N = 100).
  return num("N", Domain{Rational(2), Rational(30), false, false, true}, std::to_string(kExpAgents),
             "agents N (experiments: 5, L463; a ring needs N >= 3)");
}

// The graph the arguments name, built from L57.
inline Result<GraphMatrices> graph_arg(const Args& a) {
  PB_TRY(std::string t, a.text("topology"));
  PB_TRY(long N, a.integer("N"));
  PB_TRY(Topology topo, parse_topology(t));
  return graph_matrices(topo, N);
}

inline Result<Spectrum> spectrum_arg(const Args& a, unsigned bits) {
  PB_TRY(GraphMatrices g, graph_arg(a));
  return spectrum(g, bits);
}

}  // namespace privbound::bounds::ding_gong
