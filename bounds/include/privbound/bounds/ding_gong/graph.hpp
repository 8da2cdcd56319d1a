// Ding et al. (seed 002), the graph side (L41, L57-L83, L259-L263): the matrices built literally
// from L57 for the usual topologies, and their certified extreme nonzero eigenvalues / singular
// values. Edge indexing adopted (the paper leaves it open): the undirected edges {i < j} in
// lexicographic order e = 0..E-1; the 2E communication links q = 2e -> (i, j) and q = 2e + 1 ->
// (j, i) (L41's "2E links"); for link q = (i, j) the (q, i) entry of A_1 and the (q, j) entry of
// A_2 are 1 (d = 1: every matrix of the paper is this one Kronecker I_d, which repeats each
// eigenvalue d times and changes no extreme value).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "privbound/numeric/interval.hpp"
#include "privbound/numeric/matrix.hpp"
#include "privbound/numeric/result.hpp"

namespace privbound::bounds::ding_gong {

enum class Topology { complete, ring, line, star };
// "complete" | "ring" | "line" | "star" (an error otherwise).
numeric::Result<Topology> parse_topology(const std::string& name);

struct GraphMatrices {
  long N = 0;
  std::vector<std::pair<long, long>> links;    // the 2E links (i, j), in the order of the rows of A_1, A_2
  numeric::RationalMatrix A1, A2;              // 2E x N (L57)
  numeric::RationalMatrix H_plus, H_minus;     // A_1^T + A_2^T, A_1^T - A_2^T (L75)
  numeric::RationalMatrix L_plus, L_minus, M;  // H_+ H_+^T/2, H_- H_-^T/2, (L_+ + L_-)/2 (L77-L83)
  bool bipartite = false;
  std::vector<long> side;  // a 2-colouring (+1/-1) when bipartite
};

// Computes: the matrices above for `topology` on N agents, exactly (rational).
// Source: L41, L57, L75-L83. Domain: N integer in [2, 30] (N >= 3 for a ring; 30 keeps a 4096-bit evaluation near 0.3
// s). Cost: O(N^2 E).
numeric::Result<GraphMatrices> graph_matrices(Topology topology, long N);

enum class GraphMatrix { L_plus, L_minus, M, Q };
// "L_plus" | "L_minus" | "M" | "Q".
numeric::Result<GraphMatrix> parse_graph_matrix(const std::string& name);

// Computes: phi_max or phi_min, the largest or smallest NONZERO eigenvalue of L_+, L_-, M (all
// positive semidefinite) or singular value of Q = sqrt(L_-)/2 (L261-L263), i.e. sqrt(lambda(L_-))/2.
// Enclosure: certified extreme eigenvalues of symmetric rational matrices (numeric/matrix.hpp);
//   the zero eigenvalue is moved away exactly: L_- 1 = 0 (connected: its null space is span{1}),
//   so lambda_min(L_- + (t/N) 1 1^T) = min(t, lambda_2) = lambda_2 for t = 2 N > lambda_max; likewise
//   L_+ s = 0 for the 2-colouring s of a bipartite graph (otherwise L_+ is positive definite).
// Safe side: none (both ends are used: phi_max in upper bounds, phi_min in lower bounds).
numeric::Result<numeric::Interval> graph_phi(const GraphMatrices& g, GraphMatrix which, bool largest, unsigned bits);

}  // namespace privbound::bounds::ding_gong
