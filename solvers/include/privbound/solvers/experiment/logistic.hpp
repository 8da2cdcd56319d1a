// Weighted L2-regularised logistic regression, the problem of Ding et al.'s experiments (seed 002, Section V) and
// Liu et al.'s P2 (seed 003), on the fast double path:
//   F(w) = Σ_r c_r log(1 + exp(−y_r x_rᵀw)) + Λ‖w‖²,   labels y_r = ±1, weights c_r > 0
// (c_r = 1/n for the mean loss; c_r = 1/n_i for the records of agent i gives Σ_i f_i, the decentralised
// objective). Values use log1p(exp(−|m|)) + max(−m, 0), so no margin m overflows.
#pragma once

#include <Eigen/Dense>
#include <cstddef>

#include "privbound/numeric/result.hpp"

namespace privbound::solvers::experiment {

struct LogisticData {
  Eigen::MatrixXd X;  // records × features
  Eigen::VectorXd y;  // ±1
  Eigen::VectorXd c;  // weights
  std::size_t n() const { return static_cast<std::size_t>(X.rows()); }
  std::size_t d() const { return static_cast<std::size_t>(X.cols()); }
};

// log(1 + exp(−m)), accurate for every finite m.
double log1pexp_neg(double m);

// F(w); `work` is n scratch (resized when needed).
double logistic_value(const LogisticData& D, double Lambda, const Eigen::VectorXd& w, Eigen::VectorXd& work);
// ∇F(w) into g (resized); `work` is n scratch.
void logistic_gradient(const LogisticData& D, double Lambda, const Eigen::VectorXd& w, Eigen::VectorXd& g,
                       Eigen::VectorXd& work);
// A smoothness bound of F: λ_max(Xᵀ diag(c) X)/4 + 2Λ, λ_max by a symmetric eigensolver, raised by 1e-9 relative
// (the gradient steps that use it need only an upper bound).
double logistic_smoothness(const LogisticData& D, double Lambda);

struct LogisticOptimum {
  Eigen::VectorXd w;       // the minimiser (to double precision)
  double value = 0;        // F(w)
  double grad_norm = 0;    // ‖∇F(w)‖ at the returned w
  double value_error = 0;  // F(w) − F* ≤ ‖∇F(w)‖²/(4Λ) (F is 2Λ-strongly convex); +inf when Λ = 0
  long newton_steps = 0;
};
// The minimiser of F by Newton's method with backtracking (Armijo) from w = 0, until ‖∇F‖ ≤ tol or a step no
// longer decreases F. Errors: sizes that do not match, non-finite data, weights ≤ 0, Λ < 0, no minimiser found
// in max_steps (for Λ = 0 on separable data none exists).
numeric::Result<LogisticOptimum> logistic_optimum(const LogisticData& D, double Lambda, double tol = 1e-11,
                                                  long max_steps = 200);

}  // namespace privbound::solvers::experiment
