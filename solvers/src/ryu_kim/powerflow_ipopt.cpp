// The local problem of the power-flow model solved by Ipopt through its C interface (powerflow.hpp,
// solve_local). The problem: n variables with bounds; m = linear + quadratic constraints; the objective
// ⟨c, z⟩ + ‖z − centre‖²/(2η) + Σ_k shared_k (ρ/2)(target_k − z_k)², whose Hessian is the diagonal
// 1/η + ρ shared_k. Jacobian and Hessian in triplets with unique (row, column) pairs (built once per call:
// coefficients summed per pair); the Hessian is the lower triangle of
//   obj_factor · diag(1/η + ρ shared) + Σ_q μ_q (Σ_k 2 l_k l_kᵀ − (e_a e_bᵀ + e_b e_aᵀ)).
#include <IpStdCInterface.h>

#include <chrono>
#include <map>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "privbound/solvers/ryu_kim/powerflow.hpp"

namespace privbound::solvers::ryu_kim {
namespace {

struct Triplets {
  std::vector<Index> row, col;
  std::map<std::pair<int, int>, int> slot;
  int at(int r, int c) {
    const auto [it, fresh] = slot.try_emplace({r, c}, static_cast<int>(row.size()));
    if (fresh) {
      row.push_back(r);
      col.push_back(c);
    }
    return it->second;
  }
};

struct Data {
  const PowerZone* zone;
  const LocalQp* qp;
  Eigen::VectorXd diag;  // the objective's Hessian
  Triplets jac, hess;
  std::vector<std::vector<std::pair<int, double>>> lin;     // per linear row: (slot, coefficient)
  std::vector<std::vector<int>> quad_vars;                  // per quadratic row: its variables
  std::vector<std::vector<int>> quad_jac;                   // per quadratic row: the slot of each variable
  std::vector<std::vector<std::pair<int, double>>> quad_h;  // per quadratic row: (Hessian slot, coefficient)
  long iterations = 0;
};

double dot(const SparseRow& r, const Number* x) {
  double s = 0;
  for (const auto& [i, a] : r) s += a * x[i];
  return s;
}

Bool eval_f(Index n, Number* x, Bool /*new_x*/, Number* obj, UserDataPtr u) {
  const auto& d = *static_cast<Data*>(u);
  const LocalQp& q = *d.qp;
  double f = 0;
  for (Index i = 0; i < n; ++i) {
    const double dc = x[i] - q.centre(i), dt = q.target(i) - x[i];
    f += q.c(i) * x[i] + dc * dc / (2 * q.eta) + d.zone->shared(i) * q.rho / 2 * dt * dt;
  }
  *obj = f;
  return 1;
}

Bool eval_grad_f(Index n, Number* x, Bool /*new_x*/, Number* g, UserDataPtr u) {
  const auto& d = *static_cast<Data*>(u);
  const LocalQp& q = *d.qp;
  for (Index i = 0; i < n; ++i)
    g[i] = q.c(i) + (x[i] - q.centre(i)) / q.eta - d.zone->shared(i) * q.rho * (q.target(i) - x[i]);
  return 1;
}

Bool eval_g(Index /*n*/, Number* x, Bool /*new_x*/, Index /*m*/, Number* g, UserDataPtr u) {
  const auto& d = *static_cast<Data*>(u);
  std::size_t r = 0;
  for (const LinearConstraint& c : d.zone->linear) g[r++] = dot(c.row, x);
  for (const QuadraticConstraint& c : d.zone->quadratic) {
    double v = 0;
    for (const SparseRow& s : c.squares) v += dot(s, x) * dot(s, x);
    if (c.a >= 0) v -= x[c.a] * x[c.b];
    g[r++] = v;
  }
  return 1;
}

Bool eval_jac_g(Index /*n*/, Number* x, Bool /*new_x*/, Index /*m*/, Index nele, Index* irow, Index* jcol,
                Number* values, UserDataPtr u) {
  const auto& d = *static_cast<Data*>(u);
  if (values == nullptr) {
    for (Index k = 0; k < nele; ++k) {
      irow[k] = d.jac.row[static_cast<std::size_t>(k)];
      jcol[k] = d.jac.col[static_cast<std::size_t>(k)];
    }
    return 1;
  }
  for (Index k = 0; k < nele; ++k) values[k] = 0;
  for (const auto& row : d.lin)
    for (const auto& [slot, a] : row) values[slot] += a;
  for (std::size_t q = 0; q < d.zone->quadratic.size(); ++q) {
    const QuadraticConstraint& c = d.zone->quadratic[q];
    std::map<int, double> grad;
    for (const SparseRow& s : c.squares) {
      const double v = dot(s, x);
      for (const auto& [i, a] : s) grad[i] += 2 * v * a;
    }
    if (c.a >= 0) {
      grad[c.a] -= x[c.b];
      grad[c.b] -= x[c.a];
    }
    for (std::size_t k = 0; k < d.quad_vars[q].size(); ++k) values[d.quad_jac[q][k]] += grad[d.quad_vars[q][k]];
  }
  return 1;
}

Bool eval_h(Index n, Number* /*x*/, Bool /*new_x*/, Number obj_factor, Index /*m*/, Number* lambda, Bool /*new_lambda*/,
            Index nele, Index* irow, Index* jcol, Number* values, UserDataPtr u) {
  const auto& d = *static_cast<Data*>(u);
  if (values == nullptr) {
    for (Index k = 0; k < nele; ++k) {
      irow[k] = d.hess.row[static_cast<std::size_t>(k)];
      jcol[k] = d.hess.col[static_cast<std::size_t>(k)];
    }
    return 1;
  }
  for (Index k = 0; k < nele; ++k) values[k] = 0;
  for (Index i = 0; i < n; ++i) values[i] = obj_factor * d.diag(i);  // the diagonal takes slots 0..n-1
  const auto first_quad = static_cast<Index>(d.zone->linear.size());
  for (std::size_t q = 0; q < d.quad_h.size(); ++q)
    for (const auto& [slot, a] : d.quad_h[q]) values[slot] += lambda[first_quad + static_cast<Index>(q)] * a;
  return 1;
}

Bool count_iterations(Index /*alg_mod*/, Index iter_count, Number, Number, Number, Number, Number, Number, Number,
                      Number, Index, UserDataPtr u) {
  static_cast<Data*>(u)->iterations = iter_count;
  return 1;
}

std::mutex& ipopt_mutex() {
  static std::mutex m;
  return m;
}

const char* status_name(ApplicationReturnStatus s) {
  switch (s) {
    case Infeasible_Problem_Detected:
      return "infeasible problem detected";
    case Search_Direction_Becomes_Too_Small:
      return "search direction too small";
    case Diverging_Iterates:
      return "diverging iterates";
    case Maximum_Iterations_Exceeded:
      return "maximum iterations exceeded";
    case Restoration_Failed:
      return "restoration failed";
    case Error_In_Step_Computation:
      return "error in step computation";
    case Invalid_Number_Detected:
      return "invalid number detected";
    default:
      return "failure";
  }
}

}  // namespace

bool have_ipopt() { return true; }

numeric::Result<Eigen::VectorXd> solve_local(const PowerZone& zone, const LocalQp& qp, const Eigen::VectorXd& start,
                                             IpoptStats* stats) {
  const auto n = static_cast<Index>(zone.size());
  if (qp.c.size() != n || qp.centre.size() != n || qp.target.size() != n || start.size() != n || !(qp.eta > 0) ||
      !(qp.rho >= 0))
    return numeric::Error(numeric::ErrorKind::invalid_input,
                          "solve_local: the local problem's sizes or eta, rho are inconsistent.");
  Data d{&zone, &qp, Eigen::VectorXd::Constant(n, 1 / qp.eta) + qp.rho * zone.shared, {}, {}, {}, {}, {}, {}, 0};
  for (Index i = 0; i < n; ++i) d.hess.at(i, i);
  int r = 0;
  for (const LinearConstraint& c : zone.linear) {
    std::vector<std::pair<int, double>> row;
    for (const auto& [i, a] : c.row) row.emplace_back(d.jac.at(r, i), a);
    d.lin.push_back(std::move(row));
    ++r;
  }
  for (const QuadraticConstraint& c : zone.quadratic) {
    std::map<int, int> vars;
    for (const SparseRow& s : c.squares)
      for (const auto& [i, a] : s) vars[i] = 0;
    if (c.a >= 0) vars[c.a] = vars[c.b] = 0;
    std::vector<int> vs, js;
    for (auto& [i, slot] : vars) {
      vs.push_back(i);
      js.push_back(d.jac.at(r, i));
    }
    d.quad_vars.push_back(std::move(vs));
    d.quad_jac.push_back(std::move(js));
    std::vector<std::pair<int, double>> h;
    for (const SparseRow& s : c.squares)
      for (const auto& [i, a] : s)
        for (const auto& [j, b] : s)
          if (i >= j) h.emplace_back(d.hess.at(i, j), 2 * a * b);
    if (c.a >= 0) h.emplace_back(d.hess.at(std::max(c.a, c.b), std::min(c.a, c.b)), c.a == c.b ? -2.0 : -1.0);
    d.quad_h.push_back(std::move(h));
    ++r;
  }
  const auto m = static_cast<Index>(r);
  std::vector<Number> xl(zone.lo.data(), zone.lo.data() + n), xu(zone.hi.data(), zone.hi.data() + n);
  std::vector<Number> gl, gu;
  for (const LinearConstraint& c : zone.linear) {
    gl.push_back(c.lo);
    gu.push_back(c.hi);
  }
  for (const QuadraticConstraint& c : zone.quadratic) {
    gl.push_back(-1e20);
    gu.push_back(c.hi);
  }
  std::vector<Number> x(start.data(), start.data() + n);
  Number obj = 0;
  ApplicationReturnStatus status{};
  const auto t0 = std::chrono::steady_clock::now();
  {
    const std::lock_guard<std::mutex> lock(ipopt_mutex());
    IpoptProblem prob =
        CreateIpoptProblem(n, xl.data(), xu.data(), m, gl.data(), gu.data(), static_cast<Index>(d.jac.row.size()),
                           static_cast<Index>(d.hess.row.size()), 0, eval_f, eval_g, eval_grad_f, eval_jac_g, eval_h);
    if (prob == nullptr)
      return numeric::Error(numeric::ErrorKind::invalid_input, "solve_local: Ipopt rejected the problem.");
    std::string k1 = "print_level", k2 = "sb", v2 = "yes", k3 = "tol", k4 = "max_iter";
    AddIpoptIntOption(prob, k1.data(), 0);
    AddIpoptStrOption(prob, k2.data(), v2.data());
    AddIpoptNumOption(prob, k3.data(), 1e-9);
    AddIpoptIntOption(prob, k4.data(), 3000);
    SetIntermediateCallback(prob, count_iterations);
    status = IpoptSolve(prob, x.data(), nullptr, &obj, nullptr, nullptr, nullptr, &d);
    FreeIpoptProblem(prob);
  }
  if (stats != nullptr) {
    stats->solves += 1;
    stats->iterations += d.iterations;
    stats->seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  }
  if (status != Solve_Succeeded && status != Solved_To_Acceptable_Level)
    return numeric::Error(numeric::ErrorKind::internal, std::string("solve_local: Ipopt stopped: ") +
                                                            status_name(status) + " (status " +
                                                            std::to_string(static_cast<int>(status)) + ").");
  return Eigen::VectorXd(Eigen::Map<Eigen::VectorXd>(x.data(), n));
}

}  // namespace privbound::solvers::ryu_kim
