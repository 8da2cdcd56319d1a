// Liu et al. (seed 003), Section V (L515-L557): DP-VRADMM (Algorithm 1) and DP-SADMM (Algorithm 2) on the fast
// double path, through the one update rule ls_step_t (ls_admm.hpp), on the experiments' problems
//   minimise (1/n) sum_i [log(1 + exp(-b_i a_i^T x)) + (lambda_2/2)|x|^2] + lambda_1 |y|_1   s.t.  Ax = y
// (P1: lambda_2 = 0, A = [phi; I], L525; P2: lambda_2 > 0, L549; P3: A = I, the Lasso, L555), i.e. Problem (1) with
// B = -I, c = 0, r = lambda_1 |.|_1. sigma = 0 and nu = 0 give the non-private SVRG-ADMM and STOC-ADMM (L239, L533).
// phi: the graph of a sparse inverse covariance estimate (graphical lasso, [44]), one row e_i - e_j per edge.
#pragma once

#include <Eigen/Dense>
#include <Eigen/Sparse>
#include <span>
#include <utility>
#include <vector>

#include "privbound/numeric/result.hpp"
#include "privbound/solvers/experiment/engine.hpp"
#include "privbound/solvers/experiment/logistic.hpp"

namespace privbound::solvers::liu_geng {

// ---- sparse inverse covariance selection (the graph phi, L525) ----------------------------------------------------
// The graphical lasso of Friedman, Hastie & Tibshirani (2008): Theta = argmax log det Theta - tr(S Theta) -
// rho |Theta|_1 (the diagonal penalised too), by block coordinate descent on W = Theta^{-1} (a lasso by coordinate
// descent per column, warm-started). Stops when the mean absolute change of W in a sweep is below tol times the
// mean absolute off-diagonal of S. Errors: S not square, not symmetric or not finite, rho <= 0, no convergence in
// max_sweeps.
struct Glasso {
  Eigen::MatrixXd Theta, W;
  long sweeps = 0;
};
numeric::Result<Glasso> graphical_lasso(const Eigen::MatrixXd& S, double rho, double tol = 1e-6, long max_sweeps = 500);
// The optimality residual of Theta for the graphical lasso at (S, rho): with W = Theta^{-1} (computed here, not
// taken from the solver), the largest violation of W - S = rho Gamma, Gamma_ij = sign(Theta_ij) where Theta_ij != 0
// (the diagonal included) and |Gamma_ij| <= 1 where Theta_ij = 0. +inf when Theta is not positive definite.
double glasso_residual(const Eigen::MatrixXd& S, const Eigen::MatrixXd& Theta, double rho);
// The edges {i < j} with Theta_ij != 0 or Theta_ji != 0.
std::vector<std::pair<long, long>> glasso_edges(const Eigen::MatrixXd& Theta);
// The graph of sparse inverse covariance selection on the records X (rows): the graphical lasso at rho on the
// features' correlation matrix (a constant feature is uncorrelated with every other, so it gets no edge).
numeric::Result<std::vector<std::pair<long, long>>> covariance_selection_graph(const Eigen::MatrixXd& X, double rho);
// The experiments' rho (not printed: [44] names the method only; on the correlation matrix).
constexpr double kCovarianceSelectionRho = 0.1;
// A = [phi; I]: one row per edge (i, j) with +1 at i and -1 at j, then the d x d identity (L525).
Eigen::SparseMatrix<double> graph_guided_A(long d, const std::vector<std::pair<long, long>>& edges);

// ---- the problem ----------------------------------------------------------------------------------------------------
struct LsLogistic {
  experiment::LogisticData train, test;  // weights 1/n
  double lambda1 = 0, lambda2 = 0, beta = 1, nu = 0;
  Eigen::SparseMatrix<double> A;
  // Filled by ls_logistic_problem: Q_nu's Cholesky factor (nu > 0), A^T A's (the SC dual initialisation),
  // |A^T A|_2, |Q_nu|_2 = 1 + 4 nu (d even; the largest eigenvalue 1 + 2 nu - 2 nu cos(2 pi i/d) otherwise), and
  // g = max_i |a_i|^2/4 + lambda_2, the components' smoothness.
  Eigen::LLT<Eigen::MatrixXd> Q_llt, AtA_llt;
  Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> rows;  // train.X row-major (grad_i reads rows)
  double norm_AtA = 0, norm_Q = 1, g = 0;
  long n() const { return static_cast<long>(train.X.rows()); }
  long d() const { return static_cast<long>(train.X.cols()); }
};
// Errors: sizes that do not match, labels other than +-1, non-finite data, lambda's < 0, beta <= 0, nu < 0.
numeric::Result<LsLogistic> ls_logistic_problem(Eigen::MatrixXd X, Eigen::VectorXd y, Eigen::MatrixXd X_test,
                                                Eigen::VectorXd y_test, Eigen::SparseMatrix<double> A, double lambda1,
                                                double lambda2, double beta, double nu);

// The problem as ls_step_t's P, and the component gradient grad f_i(x) = -b_i sigma(-b_i a_i^T x) a_i + lambda_2 x.
struct LsLogisticOps {
  const LsLogistic& p;
  Eigen::VectorXd zero_c;
  explicit LsLogisticOps(const LsLogistic& q);
  double beta() const { return p.beta; }
  const Eigen::VectorXd& c() const { return zero_c; }
  void mul_A(const Eigen::VectorXd& x, Eigen::VectorXd& out) const { out.noalias() = p.A * x; }
  void mul_At(const Eigen::VectorXd& v, Eigen::VectorXd& out) const { out.noalias() = p.A.transpose() * v; }
  void mul_B(const Eigen::VectorXd& y, Eigen::VectorXd& out) const { out = -y; }
  void canonical_y(const Eigen::VectorXd& w, Eigen::VectorXd& y) const;  // soft-threshold(-w/beta, lambda1/beta)
  void q_inverse(Eigen::VectorXd& v) const;
  void grad_i(long i, const Eigen::VectorXd& x, Eigen::VectorXd& out) const;
};

// The objective of P1-P3 at x (y = Ax): (1/n) sum_i f_i(x) + lambda_1 |Ax|_1, and the test accuracy of sign(a^T x).
double ls_objective(const LsLogistic& p, const Eigen::VectorXd& x);
double ls_test_accuracy(const LsLogistic& p, const Eigen::VectorXd& x);

// ---- runs -----------------------------------------------------------------------------------------------------------
enum class LsAlgorithm { vradmm, sadmm };
struct LsRunSettings {
  LsAlgorithm algorithm = LsAlgorithm::vradmm;
  bool strongly_convex = false;  // SC variants: Algorithm 1's x_0^s = x~, lambda_0^s = -(1/beta)(A^T)^+ p~ and
                                 // output x~^S; Algorithm 2's step 2 gamma |Q|/(mu (t + 1)) and weights t
  long m = 1, b = 1;             // Algorithm 1's inner iterations; the mini-batch
  long units = 1;                // Algorithm 1: the epochs S; Algorithm 2: T = units * steps_per_unit
  long steps_per_unit = 1;       // Algorithm 2's steps between two records
  double eta = 1;                // Algorithm 1's constant step
  double mu = 0;                 // Algorithm 2, SC: the modulus in its step
  long t0 = 0;                   // Algorithm 2: the schedule starts at eta_{t0 + 1} (0: as printed)
  double gamma = 1, sigma = 0;
};
// The metrics recorded after each unit (an epoch of Algorithm 1; steps_per_unit steps of Algorithm 2) and at the
// start: record j = 0..units.
enum LsMetric : std::size_t {
  ls_objective_out = 0,  // objective at the output so far (GC: the average of x~^1..x~^s or x_1..x_t; SC: x~^s or
                         // the t-weighted average)
  ls_accuracy_out,       // test accuracy there
  ls_grad_evals,         // component gradients evaluated so far (snapshots included)
  ls_diverged,           // 1 from the record at which an iterate stopped being finite (objectives then NaN)
  ls_metric_count
};
// One run from x_0 = 0, lambda_0 = 0 (GC; SC: from the SC initialisation), u_t ~ N(0, sigma^2 I) from rng.
// out[j * ls_metric_count + k]. Errors: settings out of range (m, b, units, steps_per_unit >= 1, b <= n, eta,
// gamma > 0, sigma >= 0, mu > 0 for Algorithm 2's SC step, units * steps_per_unit <= 10^9).
numeric::Result<bool> ls_logistic_run(const LsLogistic& p, const LsRunSettings& s, experiment::Stream& rng,
                                      std::span<double> out);
// Algorithm 2's step eta_{t+1} (t from 0): GC 1/sqrt(t0 + t + 1), SC 2 gamma |Q_nu|_2/(mu (t0 + t + 1)).
double ls_sadmm_step(const LsLogistic& p, const LsRunSettings& s, long t);

}  // namespace privbound::solvers::liu_geng
