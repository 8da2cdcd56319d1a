// Ryu & Kim (seed 004; L.NNN = ../shared/seeds/004_4a627886698c6760.txt), Section 6.2 (L552-L594): federated
// multiclass logistic regression on a box, in double precision, as the problem of Algorithm 3.1 (algorithm3_1_t:
// the same update rule as the high-precision claims).
//   (6.3)  f_p(z) = −(1/I) Σ_{i ∈ I_p} ln softmax(zᵀx_i)_{y_i},  z ∈ ℝ^{J×K},  I = Σ_p I_p (the TOTAL count)
//          ∇f_p(z) = (1/I) X_pᵀ(S − Y), S the softmax probabilities (I_p × K), Y the one-hot labels
//   (6.4)  Δ = max over an added sample (x*, y*) of ‖x*(s* − e_{y*})ᵀ‖_F/(I + 1) = ‖x*‖₂‖s* − e_{y*}‖₂/(I + 1);
//          the paper maximises over "the universe of datasets" (L568), which it does not define: here over the
//          agent's own samples, each with the label that maximises it (the smallest s*_y)
//   𝒲_p = [−u, u] in every coordinate (L562), so the local step is box_step's closed form.
// z is stored as a vector of J·K, column-major (z(j + J k) = z_{jk}).
#pragma once

#include <Eigen/Dense>
#include <cstddef>
#include <vector>

#include "privbound/numeric/result.hpp"
#include "privbound/solvers/ryu_kim/algorithm3_1_t.hpp"

namespace privbound::solvers::ryu_kim {

struct FlAgent {
  Eigen::MatrixXd X;   // I_p × J, one sample per row
  std::vector<int> y;  // I_p labels in [0, K)
  Eigen::VectorXd norms =
      Eigen::VectorXd();  // ‖x_i‖₂ of each row (set by federated_model; (6.4) reads them every step)
};

struct FederatedModel {
  std::vector<FlAgent> agents;
  std::size_t J = 0, K = 0, I = 0;  // features, classes, Σ_p I_p
  double u = 0.1;                   // 𝒲_p = [−u, u]
  std::size_t size() const { return J * K; }
};

// A model from the agents' data (checks: at least one agent, every agent non-empty, the same J everywhere, labels
// in [0, K), K >= 2, u > 0 and finite).
numeric::Result<FederatedModel> federated_model(std::vector<FlAgent> agents, std::size_t K, double u);

// The softmax probabilities of rows of X at z (rows × K), each row shifted by its largest logit (no overflow).
Eigen::MatrixXd fl_softmax(const Eigen::MatrixXd& X, const Eigen::VectorXd& z, std::size_t K);
// f_p(z) of (6.3), and Σ_p f_p(z) (the training cost of L582).
double fl_objective(const FederatedModel& m, std::size_t p, const Eigen::VectorXd& z);
double fl_training_cost(const FederatedModel& m, const Eigen::VectorXd& z);
// ∇f_p(z) of (6.3), (6.4) at z over the agent's own samples, and f_p(z) itself (as fl_objective), from one softmax.
struct FlGradient {
  Eigen::VectorXd grad;
  double sensitivity = 0;
  double value = 0;
};
FlGradient fl_gradient(const FederatedModel& m, std::size_t p, const Eigen::VectorXd& z);
// The fraction of rows of X whose arg-max class at z differs from y (ties: the lowest class).
double fl_error(const Eigen::MatrixXd& X, const std::vector<int>& y, const Eigen::VectorXd& z, std::size_t K);

// The non-private problem of Theorems 5.3-5.5: z* = argmin of F(z) = Σ_p f_p(z) over the box (full consensus).
// Projected gradient with Nesterov momentum and backtracking (FISTA) from z = 0, stopped when the Frank-Wolfe gap
//   g(z) = max over v in the box of ∇F(z)ᵀ(z − v) = ∇F(z)ᵀz + u‖∇F(z)‖₁
// is at most tol·max(1, F(z)), or after max_iter iterations. By convexity F(z) − F* <= g(z): F* lies in
// [F − gap, F]. dual_norm: ‖λ*‖ (stacked over the agents) of the dual optimum λ_p* = ∇f_p(z) − ∇F(z)/P (with
// w = z_p = z, line 5's Σ_p λ_p = 0 and −∇F(z*)/P in the box's normal cone at z*), evaluated at the returned z.
struct FlOptimum {
  Eigen::VectorXd z;
  double F = 0, gap = 0, dual_norm = 0;
  long iterations = 0;
};
FlOptimum fl_optimum(const FederatedModel& m, long max_iter, double tol);
// An upper bound on U₁ of (5.1c), max over the box and the agents of ‖∇f_p‖: ‖∇f_p(z)‖ <= (1/I) Σ_{i ∈ I_p}
// ‖x_i‖‖s_i − e_{y_i}‖ and ‖s − e_y‖ <= √2.
double fl_gradient_bound(const FederatedModel& m);
// (6.4)'s largest value anywhere: ‖x‖‖s − e_y‖/(I + 1) <= √2 max_i ‖x_i‖/(I + 1) (the noise constant U₃'s Δ̄₂).
double fl_sensitivity_max(const FederatedModel& m);

// The problem of algorithm3_1_t<double>: every agent shares every coordinate (full consensus), local steps on the
// box. subgradient(p, z) also keeps (6.4) at that z in `sensitivity[p]`, read by the noise of the same local step
// (algorithm3_1_t calls subgradient, then noise, for each (t, e, p)).
struct FederatedProblem {
  const FederatedModel* model = nullptr;
  mutable std::vector<double> sensitivity;
  std::size_t agents() const { return model->agents.size(); }
  Eigen::VectorXd server(const std::vector<Eigen::VectorXd>& z, const std::vector<Eigen::VectorXd>& lambda,
                         double rho) const {
    return consensus_average(z, lambda, rho);
  }
  Eigen::VectorXd local_view(std::size_t /*p*/, const Eigen::VectorXd& w) const { return w; }
  Eigen::VectorXd subgradient(std::size_t p, const Eigen::VectorXd& z) const;
  numeric::Result<Eigen::VectorXd> local_step(std::size_t p, const LocalStepT<Eigen::VectorXd, double>& step,
                                              const Eigen::VectorXd& xi, Perturbation kind) const;
  Eigen::VectorXd dual_residual(std::size_t /*p*/, const Eigen::VectorXd& w, const Eigen::VectorXd& zp) const {
    return w - zp;
  }
};

}  // namespace privbound::solvers::ryu_kim
