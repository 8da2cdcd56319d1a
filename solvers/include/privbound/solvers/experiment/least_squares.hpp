// Least squares with an elastic-net penalty, the problem of the experiments of Chan–Xie–Zhao
// (Section 10, elastic net) and Cyffers–Bellet–Basu (App. E, Lasso: c2 = 0):
//   F(x) = (1/N)‖Ax − b‖² + c1‖x‖₁ + c2‖x‖²,   A ∈ R^{N×n} with rows a_i.
// The data in double (the experiments' fast path), its Gram form for O(n²) objective values, and
// the exact optimum by an independent route (coordinate descent, then the active-set system
// refined with residuals in high precision, then a KKT certificate), so every optimality gap the
// experiments report is measured against the true F*.
#pragma once

#include <Eigen/Dense>
#include <cstddef>

#include "privbound/numeric/result.hpp"

namespace privbound::solvers::experiment {

using RowMatrix = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

struct LeastSquaresData {
  RowMatrix A;        // N×n, rows a_i (row-major: the stochastic gradients read one row)
  Eigen::VectorXd b;  // N
  // The Gram form, filled by prepare(): (1/N)‖Ax − b‖² = xᵀGx − 2hᵀx + b0.
  Eigen::MatrixXd G;
  Eigen::VectorXd h;
  double b0 = 0;
  void prepare();
  std::size_t N() const { return static_cast<std::size_t>(A.rows()); }
  std::size_t n() const { return static_cast<std::size_t>(A.cols()); }
  // (1/N)‖Ax − b‖² by the Gram form (O(n²); `work` is n scratch, nothing is allocated).
  double loss(const Eigen::VectorXd& x, Eigen::VectorXd& work) const;
};

// c1‖y‖₁ + c2‖y‖².
double elastic_net_penalty(const Eigen::VectorXd& y, double c1, double c2);

struct ElasticNetOptimum {
  Eigen::VectorXd x;        // the minimiser x* (to double precision)
  double value = 0;         // F(x*), the high-precision value rounded to double
  double kkt_residual = 0;  // dist(0, ∂F(x*)) evaluated in high precision
  double value_error = 0;   // F(x*) − F* ≤ kkt_residual² / (2m), m = 2(λ_min(G) + c2) the strong convexity
  std::size_t support = 0;  // |{j : x*_j ≠ 0}|
};

// The exact minimiser of F. Route: cyclic coordinate descent in double until the iterates settle,
// then on the support S with signs s the optimality system (G_SS + c2 I)x_S = h_S − (c1/2)s_S
// solved in double and refined twice with residuals (1/N)Aᵀ(Ax − b) computed at `bits` from the
// data; S is corrected (a coordinate whose sign flips leaves, one violating |∇_j| ≤ c1 enters) until
// the KKT conditions hold. Errors: non-finite data, c1 < 0, c2 < 0, F not strongly convex
// (λ_min(G) + c2 ≤ 0), bits outside [64, 4096], no consistent support after n + 10 corrections.
numeric::Result<ElasticNetOptimum> elastic_net_optimum(const LeastSquaresData& d, double c1, double c2,
                                                       unsigned bits = 128);

}  // namespace privbound::solvers::experiment
