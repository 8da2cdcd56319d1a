// The graph matrices of bounds/ding_gong/graph.hpp.
#include "privbound/bounds/ding_gong/graph.hpp"

#include <string>

namespace privbound::bounds::ding_gong {
namespace {

using numeric::Interval;
using numeric::Rational;
using numeric::RationalMatrix;

}  // namespace

numeric::Result<Topology> parse_topology(const std::string& name) {
  if (name == "complete") return Topology::complete;
  if (name == "ring") return Topology::ring;
  if (name == "line") return Topology::line;
  if (name == "star") return Topology::star;
  return numeric::domain_error("graph_matrices", "topology", "complete, ring, line or star", name);
}

numeric::Result<GraphMatrix> parse_graph_matrix(const std::string& name) {
  if (name == "L_plus") return GraphMatrix::L_plus;
  if (name == "L_minus") return GraphMatrix::L_minus;
  if (name == "M") return GraphMatrix::M;
  if (name == "Q") return GraphMatrix::Q;
  return numeric::domain_error("graph_phi", "matrix", "L_plus, L_minus, M or Q", name);
}

numeric::Result<GraphMatrices> graph_matrices(Topology topology, long N) {
  const long lo = topology == Topology::ring ? 3 : 2;
  if (N < lo || N > 30)
    return numeric::domain_error("graph_matrices", "N", topology == Topology::ring ? "[3, 30]" : "[2, 30]",
                                 std::to_string(N));
  std::vector<std::pair<long, long>> edges;  // i < j, lexicographic
  for (long i = 0; i < N; ++i)
    for (long j = i + 1; j < N; ++j) {
      const bool e = topology == Topology::complete || (topology == Topology::line && j == i + 1) ||
                     (topology == Topology::ring && (j == i + 1 || (i == 0 && j == N - 1))) ||
                     (topology == Topology::star && i == 0);
      if (e) edges.emplace_back(i, j);
    }
  GraphMatrices g;
  g.N = N;
  for (const auto& [i, j] : edges) {
    g.links.emplace_back(i, j);
    g.links.emplace_back(j, i);
  }
  const auto L = g.links.size(), n = static_cast<std::size_t>(N);
  g.A1 = RationalMatrix(L, n);
  g.A2 = RationalMatrix(L, n);
  for (std::size_t q = 0; q < L; ++q) {
    g.A1(q, static_cast<std::size_t>(g.links[q].first)) = Rational(1);
    g.A2(q, static_cast<std::size_t>(g.links[q].second)) = Rational(1);
  }
  g.H_plus = g.A1.transpose() + g.A2.transpose();
  g.H_minus = g.A1.transpose() - g.A2.transpose();
  g.L_plus = Rational(1, 2) * (g.H_plus * g.H_plus.transpose());
  g.L_minus = Rational(1, 2) * (g.H_minus * g.H_minus.transpose());
  g.M = Rational(1, 2) * (g.L_plus + g.L_minus);
  // 2-colouring by the order of discovery along the edges (all four topologies are connected)
  g.side.assign(n, 0);
  g.side[0] = 1;
  bool changed = true, ok = true;
  while (changed) {
    changed = false;
    for (const auto& [i, j] : edges) {
      auto& si = g.side[static_cast<std::size_t>(i)];
      auto& sj = g.side[static_cast<std::size_t>(j)];
      if (si != 0 && sj == 0) sj = -si, changed = true;
      if (sj != 0 && si == 0) si = -sj, changed = true;
      if (si != 0 && si == sj) ok = false;
    }
  }
  g.bipartite = ok;
  return g;
}

numeric::Result<Interval> graph_phi(const GraphMatrices& g, GraphMatrix which, bool largest, unsigned bits) {
  const std::size_t n = static_cast<std::size_t>(g.N);
  const RationalMatrix& base = which == GraphMatrix::L_plus ? g.L_plus : which == GraphMatrix::M ? g.M : g.L_minus;
  Interval value(bits);
  if (largest) {
    PB_TRY(Interval v, numeric::lambda_max_sym(base, bits));
    value = v;
  } else {
    // move the known null vector (if any) to eigenvalue t = 2N > lambda_max (Gershgorin: 2 max degree < 2N)
    RationalMatrix shifted = base;
    const bool has_null =
        which == GraphMatrix::L_minus || which == GraphMatrix::Q || (which == GraphMatrix::L_plus && g.bipartite);
    if (has_null) {
      const Rational t(2 * g.N);
      for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < n; ++j) {
          const long si = which == GraphMatrix::L_plus ? g.side[i] : 1,
                     sj = which == GraphMatrix::L_plus ? g.side[j] : 1;
          shifted(i, j) = shifted(i, j) + t * Rational(si * sj, g.N);
        }
    }
    PB_TRY(Interval v, numeric::lambda_min_sym(shifted, bits));
    value = v;
  }
  if (which == GraphMatrix::Q) return sqrt(value) / 2;
  return value;
}

}  // namespace privbound::bounds::ding_gong
