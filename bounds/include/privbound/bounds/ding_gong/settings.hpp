// The experiment settings of Ding et al. (Section V; seed 002), stated once. Every configuration of
// bounds/src/ding_gong/ and the reproductions of proofs_check/ding_gong/ refer to these.
#pragma once

#include <string>
#include <vector>

#include "privbound/bounds/source.hpp"

namespace privbound::bounds::ding_gong {

// The largest K, k the closed forms accept (formulas.cpp, convergence.cpp).
inline constexpr long kMaxK = 1000000000L;

// delta = 1e-4 in all experiments (L461); N = 5 agents (L463); R = 0.995 (L463); total eps = 5
// (Fig. 1) and 10 (Figs. 2, 4) (L463, L467); K = 50 for Fig. 4 (L467). Not printed: eta, V, the
// initial variances, K of Figs. 1-3, the topology (the configurations take eta = V = 1 and the ring
// on 5 agents, degree 2, and say so).
inline const std::string& exp_delta() {
  static const std::string d = "0.0001";
  return d;
}
inline const std::string& exp_R() {
  static const std::string r = "0.995";
  return r;
}
inline const std::vector<std::string>& exp_total_eps() {
  static const std::vector<std::string> e = {"5", "10"};
  return e;
}
constexpr long kExpAgents = 5;
constexpr long kExpK = 50;
constexpr long kExpRuns = 10;  // "10 independent runs" (L461)

// The data (L447-L451): UCI Adult, 48,842 records; records with missing values removed, categorical
// attributes one-hot encoded, numerical ones scaled to [0, 1], labels {>50k, <=50k} -> {+1, -1}.
struct ExpData {
  std::string name = "UCI Adult";
  long records = 48842;
  std::string positive = ">50K";  // the label mapped to +1 (adult.data spells it ">50K")
};
inline const ExpData& exp_data() {
  static const ExpData d;
  return d;
}

// The synthetic constants the configurations add (not printed): V = 1, eta = 1, degree 2 (ring).
inline Params synthetic_params() { return {{"V", "1"}, {"eta", "1"}, {"degree", "2"}}; }

}  // namespace privbound::bounds::ding_gong
