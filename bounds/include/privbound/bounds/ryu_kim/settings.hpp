// The experiment settings of Ryu & Kim, stated once (Section 6; seed 004). Every
// configuration, table and erratum of bounds/src/ryu_kim/ refers to these.
#pragma once

#include <string>
#include <vector>

#include "privbound/bounds/source.hpp"

namespace privbound::bounds::ryu_kim {

struct Setting {
  std::string name;   // "power flow, E = 5"
  long T = 1, E = 1;  // rounds, local updates per round
  std::string delta;  // per-step delta-bar
};

// Power flow (§6.1): T = 100 (L523), E in {1, 5} (L544, L548), delta = 1e-2 (L514).
// Federated learning (§6.2): T = 5000 (L576), delta = 1e-6 (L564); E is not printed for FL, so
// E = 1 (the smallest total) is used and the name says so.
inline const std::vector<Setting>& settings() {
  static const std::vector<Setting> s = {{"power flow, T = 100, E = 1", 100, 1, "0.01"},
                                         {"power flow, T = 100, E = 5", 100, 5, "0.01"},
                                         {"federated, T = 5000, E = 1 (E not printed)", 5000, 1, "1e-6"}};
  return s;
}
// The per-step budgets of both experiments (L514, L564).
inline const std::vector<std::string>& eps_grid() {
  static const std::vector<std::string> g = {"0.05", "0.1", "0.5", "1"};
  return g;
}
// The per-step deltas of the experiments, each once.
inline std::vector<std::string> deltas() {
  std::vector<std::string> d;
  for (const auto& s : settings())
    if (d.empty() || d.back() != s.delta) d.push_back(s.delta);
  return d;
}
// beta = 1% (L516): the beta-adjacency of the power-flow demands.
inline const std::string& power_flow_beta() {
  static const std::string b = "0.01";
  return b;
}

// The power-flow instances (L514): IEEE case 14 and case 118 (14 and 118 buses, the MATPOWER cases),
// each split into three zones "as in [38]" (the split is not in the paper). By pigeonhole some zone
// holds at least ceil(buses/3) buses, i.e. ceil(buses/3) demands d_i of (6.1): the smallest possible
// largest "number of data points" n of L514's rule delta-bar < n^-2.
// `stored` names the case file (solvers::data::stored_case) and `split` the zones the experiments use, in
// parse_zones' syntax; each zone is connected (a test checks it) and follows the bus numbering (case 118: the three
// areas 1-32/113-117, 33-67, 68-112/116/118 with bus 24 in the third, as multi-area studies of this grid draw them);
// `reproduce --zones SPEC` replaces them.
struct PowerCase {
  std::string name;
  long buses = 0, zones = 3;
  std::string stored, split;
  long largest_zone_at_least() const { return (buses + zones - 1) / zones; }
};
inline const std::vector<PowerCase>& power_cases() {
  static const std::vector<PowerCase> c = {
      {"case 14", 14, 3, "case14", "1-5;6,11-13;7-10,14"},
      {"case 118", 118, 3, "case118", "1-23,25-32,113-115,117;33-67;24,68-112,116,118"}};
  return c;
}

// (E.1)'s constants (L1040): rho-hat^t = min{1e9, c1 1.2^floor(t/Tc) + c2/eps}.
struct RhoSchedule {
  std::string dataset, c1, c2;
  long Tc = 1;
};
inline const std::vector<RhoSchedule>& rho_schedules() {
  static const std::vector<RhoSchedule> r = {{"MNIST", "2", "5", 10000}, {"FEMNIST", "0.005", "0.05", 2000}};
  return r;
}
// The data sets of the federated-learning experiment (§6.2.1, L562-L564): MNIST's 60,000 training records
// split IID over P = 10 agents with u = 0.1, and FEMNIST's 36,708 (LEAF's 5% non-IID sample of 805,263) over
// P = 195 agents with u = 1.0. `name` matches the RhoSchedule of (E.1) the data set uses.
struct FlDataset {
  std::string name;
  long records = 0, agents = 1;
  std::string box;  // u of 𝒲_p = [−u, u]
  bool iid = true;
  long mean_share() const { return records / agents; }  // I_p on average (FEMNIST: 188)
  const RhoSchedule& schedule() const {
    for (const auto& r : rho_schedules())
      if (r.dataset == name) return r;
    return rho_schedules().front();  // unreachable: a test checks every name has its schedule
  }
};
inline const std::vector<FlDataset>& fl_datasets() {
  static const std::vector<FlDataset> d = {{"MNIST", 60000, 10, "0.1", true}, {"FEMNIST", 36708, 195, "1.0", false}};
  return d;
}
// Figure 7's penalties for OutP (App. E, L1044): the constants ρ^t in {0.1 ([22]'s), 1, 10} and ρ̂^t/d for d in
// {1, 100}.
inline const std::vector<std::string>& outp_rho_constants() {
  static const std::vector<std::string> r = {"0.1", "1", "10"};
  return r;
}
inline const std::vector<std::string>& outp_rho_hat_divisors() {
  static const std::vector<std::string> d = {"1", "100"};
  return d;
}
// The constant penalty of the power-flow experiment, rho^t = 100 (L514).
inline const std::string& power_flow_rho() {
  static const std::string r = "100";
  return r;
}

// Synthetic constants for the utility bounds of Section 5 (the paper prints no values of U_1,
// U_2, gamma, L or alpha): n = 2, P = 3 agents, a box of diameter 1, |f'| <= 1, gamma = 1,
// lambda^1 = 0, L = alpha = 1, rho^t = 100 (power flow), U_3 of the Gaussian mechanism with
// Delta = 2 beta at delta = 1e-2 (2 ln(125) 0.02^2 = 0.0038626...; given to 6 digits).
inline Params utility_params() {
  return {{"n", "2"},
          {"P", "3"},
          {"U1", "1"},
          {"U2", "1"},
          {"U3", "0.0038627"},
          {"rho_max", power_flow_rho()},
          {"rho1", power_flow_rho()},
          {"gamma", "1"},
          {"lambda1", "0"},
          {"L", "1"},
          {"alpha", "1"}};
}

inline Params setting_params(const Setting& s) {
  return {{"T", std::to_string(s.T)}, {"E", std::to_string(s.E)}, {"delta", s.delta}};
}

// Table 1's four algorithms at the power-flow setting, at the ends of the eps grid.
inline std::vector<Config> table1_configs() {
  std::vector<Config> out;
  const std::string& delta = settings().front().delta;
  for (const char* alg : {"ObjG", "ObjL", "OutG", "OutL"})
    for (const std::string& eps : {eps_grid().front(), eps_grid().back()})
      out.push_back({std::string(alg) + ", beta = 1%, eps = " + eps + ", delta = " + delta,
                     {{"algorithm", alg}, {"beta", power_flow_beta()}, {"eps", eps}, {"delta", delta}}});
  return out;
}

}  // namespace privbound::bounds::ryu_kim
