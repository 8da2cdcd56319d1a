// Ryu & Kim (seed 004; L.NNN = ../shared/seeds/004_4a627886698c6760.txt), Section 6.1 and Appendix D: the
// distributed power-flow problem (D.3) built from a MATPOWER case (data::PowerCase) split into zones, and
// Algorithm 3.1 on it in double precision with each local step solved by Ipopt (as the authors did, L516).
//
// The model, per zone z (agent p), in per-unit values on baseMVA (angles in radians):
//   variables  for each line l_ij of L_z (the lines at a bus of N_z): p^F, q^F, p^T, q^T, w^RR_ij, w^II_ij,
//              w^RI_ij, w^RI_ji (D.1); for each bus i of V_z (N_z and its neighbours): u_i = w^RR_ii + w^II_ii
//              (the model uses w^RR_ii and w^II_ii only through this sum; one variable for it); for each
//              generator at a bus of N_z: p^G, q^G.
//   constraints (D.2f)-(D.2i) with the w^RI differences (E21: the printed sums are not power flows),
//              (D.2j) where rateA > 0 (MATPOWER: 0 is no limit), (D.2k) where -90° < angmin and angmax < 90°
//              (MATPOWER's ±360° is no limit), (D.2l) for every line of L_z, (D.2d) on u_i for i in V_z,
//              (D.2e) on the generators.
//   objective  f_p(z) = Σ_{i in N_z} (a_pi^T z + p_i^d)² + (b_pi^T z + q_i^d)² (6.1): (D.2b) and (D.2c) give
//              the load shedding s^p_i, s^q_i as affine functions of z; a_pi has +1 on every flow leaving
//              bus i (p^F of lines from i, p^T of lines to i), -1 on every generator, g^s_i on u_i; b_pi the
//              same with q and -b^s_i.
//   consensus  (D.3c): the variables of a line cut by the split (its 8) and, beyond (D.3)'s listing, u_i
//              and u_j of its end buses (otherwise the zones' copies of a border bus's voltage are not
//              linked); w of (2.1) is the vector of these consensus variables.
// Every bound and constraint above but (D.2d)-(D.2e) leaves w^RR_ij - w^II_ij and w^RI_ij + w^RI_ji free:
// the zone set F_z is unbounded (a finding for Theorems 5.3-5.5, which assume a bounded W_p).
#pragma once

#include <Eigen/Dense>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "privbound/numeric/result.hpp"
#include "privbound/solvers/data/readers.hpp"
#include "privbound/solvers/ryu_kim/algorithm3_1_t.hpp"

namespace privbound::solvers::ryu_kim {

using SparseRow = std::vector<std::pair<int, double>>;  // (local variable, coefficient)

// A linear constraint lo <= row·z <= hi (lo = hi: an equality).
struct LinearConstraint {
  SparseRow row;
  double lo = 0, hi = 0;
};
// A quadratic constraint Σ_k (squares[k]·z)² − z_a z_b <= hi (a = -1: no product term).
struct QuadraticConstraint {
  std::vector<SparseRow> squares;
  int a = -1, b = -1;
  double hi = 0;
};
// One balance row of (D.2b)/(D.2c): s = row·z + demand.
struct BalanceRow {
  SparseRow row;
  double demand = 0;  // p_i^d or q_i^d (p.u.): the private datum d_i of (6.1)
  int bus = 0;        // bus id
  bool reactive = false;
};

struct PowerZone {
  std::vector<int> buses;          // N_z (bus ids)
  std::vector<std::string> names;  // one per local variable
  Eigen::VectorXd lo, hi;          // variable bounds (±1e20: none)
  std::vector<LinearConstraint> linear;
  std::vector<QuadraticConstraint> quadratic;
  std::vector<BalanceRow> balance;             // the rows of f_p
  std::vector<std::pair<int, int>> consensus;  // (local variable, index in w)
  Eigen::VectorXd shared;                      // 1 on a consensus variable, 0 elsewhere
  // Where the variables are: (bus id, u_i) for V_z; per line of L_z its branch index (in the case), its
  // first variable (the 8 in the order above) and its first flow constraint (the 4 of (D.2f)-(D.2i));
  // (generator index in the case, p^G) for the generators (q^G follows p^G).
  struct LineVars {
    std::size_t branch = 0;
    int first = 0, first_flow = 0;
  };
  std::vector<std::pair<int, int>> bus_vars;
  std::vector<LineVars> line_vars;
  std::vector<std::pair<std::size_t, int>> gen_vars;
  std::size_t size() const { return names.size(); }
  // f_p(z) and ∇f_p(z) = Σ 2 (row·z + d) row.
  double objective(const Eigen::VectorXd& z) const;
  Eigen::VectorXd gradient(const Eigen::VectorXd& z) const;
  // The largest violation of a bound or constraint at z (0: feasible).
  double infeasibility(const Eigen::VectorXd& z) const;
};

struct PowerFlowModel {
  std::string source;
  std::vector<PowerZone> zones;
  std::size_t consensus_size = 0;
  // Zone p's vector at the lifted point (D.1) of the bus voltages vm e^{i va} (p.u. and degrees, in the
  // case's bus order), with the flows of the corrected (D.2f)-(D.2i) and the generators at pg, qg (MW,
  // MVAr, in the case's generator order).
  Eigen::VectorXd lifted(std::size_t p, const data::PowerCase& pc, const std::vector<double>& vm,
                         const std::vector<double>& va_deg, const std::vector<double>& pg,
                         const std::vector<double>& qg) const;
  // ‖Aw + Bz‖₂ of (D.3c) (L550): the consensus residual of local vectors z against w.
  double consensus_residual(const Eigen::VectorXd& w, const std::vector<Eigen::VectorXd>& z) const;
  // w of the consensus variables: the average of the zones' copies (line 5 with λ = 0).
  Eigen::VectorXd average(const std::vector<Eigen::VectorXd>& z, const std::vector<Eigen::VectorXd>& lambda,
                          double rho) const;
};

// Zones from a split specification: zones separated by ";", each a comma-separated list of bus ids and
// ranges "a-b" (e.g. "1-5;6,11-13;7-10,14"). Every bus of the case must be in exactly one zone; errors name
// the first bus missing or repeated, or the token that does not parse.
numeric::Result<std::vector<std::vector<int>>> parse_zones(const std::string& spec, const data::PowerCase& pc);
// The model of (D.3) for the case and zones (in-service branches and generators only). Errors: an empty
// zone, a zone with no bus of its own that has a demand (f_p = 0).
numeric::Result<PowerFlowModel> powerflow_model(const data::PowerCase& pc, const std::vector<std::vector<int>>& zones);

// ---- the local step by Ipopt --------------------------------------------------------------------------
// min over F_z of ⟨c, z⟩ + ‖z − centre‖²/(2η) + Σ_k shared_k (ρ/2)(target_k − z_k)²: the local problem (3.2)
// with c = f′_p(z^{t,e}) − λ_p + ξ̃ (ObjPert; ξ̃ = 0 for (3.1)) and target = w^{t+1} in the zone's coordinates.
struct LocalQp {
  Eigen::VectorXd c, centre, target;
  double eta = 1, rho = 1;
};
struct IpoptStats {
  long solves = 0, iterations = 0;
  double seconds = 0;  // wall time inside IpoptSolve
};
// Whether this build has Ipopt (CMake's PRIVBOUND_IPOPT).
bool have_ipopt();
// The solution (Ipopt, tol 1e-9, monotone barrier, exact Hessian, MUMPS) started from `start`. Errors: no Ipopt in this
// build, or Ipopt's status when it is neither solved nor solved to acceptable level. Calls are serialised (one Ipopt at
// a time in the process: MUMPS's sequential build is not known to be thread-safe).
numeric::Result<Eigen::VectorXd> solve_local(const PowerZone& zone, const LocalQp& qp, const Eigen::VectorXd& start,
                                             IpoptStats* stats = nullptr);

// ---- Algorithm 3.1 on the model ------------------------------------------------------------------------
// The problem algorithm3_1_t runs: local steps by solve_local; OutPert (3.4) adds ξ̃ to (3.1)'s solution.
struct PowerFlowProblem {
  const PowerFlowModel& model;
  IpoptStats* stats = nullptr;
  std::size_t agents() const { return model.zones.size(); }
  Eigen::VectorXd server(const std::vector<Eigen::VectorXd>& z, const std::vector<Eigen::VectorXd>& lambda,
                         double rho) const {
    return model.average(z, lambda, rho);
  }
  Eigen::VectorXd local_view(std::size_t p, const Eigen::VectorXd& w) const;
  Eigen::VectorXd subgradient(std::size_t p, const Eigen::VectorXd& z) const { return model.zones[p].gradient(z); }
  numeric::Result<Eigen::VectorXd> local_step(std::size_t p, const LocalStepT<Eigen::VectorXd, double>& s,
                                              const Eigen::VectorXd& xi, Perturbation kind) const;
  Eigen::VectorXd dual_residual(std::size_t p, const Eigen::VectorXd& w, const Eigen::VectorXd& zp) const {
    return (w - zp).cwiseProduct(model.zones[p].shared);
  }
};

// The starting point z_p^1 of every run: the projection onto F_z of the flat start (every voltage 1∠0,
// no generation, the flows of (D.2f)-(D.2i) there), by solve_local with c = 0 (data-independent).
numeric::Result<std::vector<Eigen::VectorXd>> powerflow_start(const PowerFlowModel& m, const data::PowerCase& pc,
                                                              IpoptStats* stats = nullptr);

}  // namespace privbound::solvers::ryu_kim
