#include "privbound/solvers/liu_geng/ls_logistic.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include "privbound/solvers/liu_geng/ls_admm.hpp"

namespace privbound::solvers::liu_geng {

namespace {

double soft(double v, double k) { return v > k ? v - k : (v < -k ? v + k : 0.0); }

bool symmetric_finite(const Eigen::MatrixXd& S) {
  if (!S.allFinite()) return false;
  for (Eigen::Index i = 0; i < S.rows(); ++i)
    for (Eigen::Index j = 0; j < i; ++j)
      if (std::fabs(S(i, j) - S(j, i)) > 1e-12 * (std::fabs(S(i, j)) + std::fabs(S(j, i)) + 1e-300)) return false;
  return true;
}

}  // namespace

numeric::Result<Glasso> graphical_lasso(const Eigen::MatrixXd& S, double rho, double tol, long max_sweeps) {
  static const char* fn = "graphical_lasso";
  if (S.rows() != S.cols() || S.rows() < 2) return numeric::domain_error(fn, "S", "square, at least 2 x 2", "");
  if (!symmetric_finite(S)) return numeric::domain_error(fn, "S", "finite and symmetric", "");
  if (!(rho > 0) || !std::isfinite(rho)) return numeric::domain_error(fn, "rho", "finite and > 0", std::to_string(rho));
  const Eigen::Index d = S.rows();
  Glasso out;
  out.W = S;
  out.W.diagonal().array() += rho;
  // column j's lasso coefficients (beta(j) = 0), warm-started from the previous sweep
  Eigen::MatrixXd Bc = Eigen::MatrixXd::Zero(d, d);
  double off = 0;
  for (Eigen::Index i = 0; i < d; ++i)
    for (Eigen::Index j = 0; j < d; ++j)
      if (i != j) off += std::fabs(S(i, j));
  off /= static_cast<double>(d * (d - 1));
  const double thresh = tol * std::max(off, 1e-300);
  Eigen::VectorXd wb(d);  // W11 beta, kept up to date coordinate by coordinate
  for (out.sweeps = 1; out.sweeps <= max_sweeps; ++out.sweeps) {
    double change = 0;
    for (Eigen::Index j = 0; j < d; ++j) {
      auto beta = Bc.col(j);
      wb.setZero();
      for (Eigen::Index k = 0; k < d; ++k)
        if (beta(k) != 0) wb += out.W.col(k) * beta(k);
      // lasso: min (1/2) b^T W11 b - s12^T b + rho |b|_1 over the coordinates k != j, by coordinate descent
      for (long it = 0; it < 1000; ++it) {
        double delta = 0;
        for (Eigen::Index k = 0; k < d; ++k) {
          if (k == j) continue;
          const double r = S(k, j) - (wb(k) - out.W(k, k) * beta(k));
          const double nb = soft(r, rho) / out.W(k, k);
          if (nb != beta(k)) {
            wb += out.W.col(k) * (nb - beta(k));
            delta = std::max(delta, std::fabs(nb - beta(k)));
            beta(k) = nb;
          }
        }
        if (delta < 1e-10) break;
      }
      // W's column j: W11 beta, recomputed from the updated W (the running sum drifts)
      wb.setZero();
      for (Eigen::Index k = 0; k < d; ++k)
        if (beta(k) != 0 && k != j) wb += out.W.col(k) * beta(k);
      for (Eigen::Index k = 0; k < d; ++k) {
        if (k == j) continue;
        change += std::fabs(wb(k) - out.W(k, j));
        out.W(k, j) = out.W(j, k) = wb(k);
      }
    }
    if (change / static_cast<double>(d * (d - 1)) < thresh) break;
  }
  if (out.sweeps > max_sweeps)
    return numeric::hypothesis_error(fn, "no convergence in " + std::to_string(max_sweeps) + " sweeps");
  out.Theta = Eigen::MatrixXd::Zero(d, d);
  for (Eigen::Index j = 0; j < d; ++j) {
    const auto beta = Bc.col(j);
    double w12b = 0;
    for (Eigen::Index k = 0; k < d; ++k)
      if (k != j) w12b += out.W(k, j) * beta(k);
    const double t22 = 1 / (out.W(j, j) - w12b);
    out.Theta(j, j) = t22;
    for (Eigen::Index k = 0; k < d; ++k)
      if (k != j) out.Theta(k, j) = -beta(k) * t22;
  }
  return out;
}

double glasso_residual(const Eigen::MatrixXd& S, const Eigen::MatrixXd& Theta, double rho) {
  const Eigen::MatrixXd Ts = (Theta + Theta.transpose()) / 2;
  const Eigen::LLT<Eigen::MatrixXd> llt(Ts);
  if (llt.info() != Eigen::Success) return std::numeric_limits<double>::infinity();
  const Eigen::MatrixXd W = llt.solve(Eigen::MatrixXd::Identity(S.rows(), S.cols()));
  double worst = 0;
  for (Eigen::Index i = 0; i < S.rows(); ++i)
    for (Eigen::Index j = 0; j < S.cols(); ++j) {
      const double g = W(i, j) - S(i, j);
      const double t = Ts(i, j);
      worst = std::max(worst, t != 0 ? std::fabs(g - rho * (t > 0 ? 1 : -1)) : std::max(0.0, std::fabs(g) - rho));
    }
  return worst;
}

std::vector<std::pair<long, long>> glasso_edges(const Eigen::MatrixXd& Theta) {
  std::vector<std::pair<long, long>> e;
  for (Eigen::Index i = 0; i < Theta.rows(); ++i)
    for (Eigen::Index j = i + 1; j < Theta.cols(); ++j)
      if (Theta(i, j) != 0 || Theta(j, i) != 0) e.emplace_back(static_cast<long>(i), static_cast<long>(j));
  return e;
}

numeric::Result<std::vector<std::pair<long, long>>> covariance_selection_graph(const Eigen::MatrixXd& X, double rho) {
  const Eigen::MatrixXd C = X.rowwise() - X.colwise().mean();
  Eigen::MatrixXd S = C.transpose() * C / static_cast<double>(std::max<Eigen::Index>(X.rows() - 1, 1));
  const Eigen::VectorXd sd = S.diagonal().cwiseSqrt();
  for (Eigen::Index i = 0; i < S.rows(); ++i)
    for (Eigen::Index j = 0; j < S.cols(); ++j)
      S(i, j) = sd(i) > 1e-12 && sd(j) > 1e-12 ? S(i, j) / (sd(i) * sd(j)) : (i == j ? 1.0 : 0.0);
  PB_TRY(Glasso g, graphical_lasso(S, rho, 1e-4));
  return glasso_edges(g.Theta);
}

Eigen::SparseMatrix<double> graph_guided_A(long d, const std::vector<std::pair<long, long>>& edges) {
  std::vector<Eigen::Triplet<double>> t;
  const auto E = static_cast<long>(edges.size());
  for (long r = 0; r < E; ++r) {
    t.emplace_back(r, edges[static_cast<std::size_t>(r)].first, 1.0);
    t.emplace_back(r, edges[static_cast<std::size_t>(r)].second, -1.0);
  }
  for (long i = 0; i < d; ++i) t.emplace_back(E + i, i, 1.0);
  Eigen::SparseMatrix<double> A(E + d, d);
  A.setFromTriplets(t.begin(), t.end());
  return A;
}

numeric::Result<LsLogistic> ls_logistic_problem(Eigen::MatrixXd X, Eigen::VectorXd y, Eigen::MatrixXd X_test,
                                                Eigen::VectorXd y_test, Eigen::SparseMatrix<double> A, double lambda1,
                                                double lambda2, double beta, double nu) {
  static const char* fn = "ls_logistic_problem";
  if (X.rows() < 1 || X.rows() != y.size() || X_test.rows() != y_test.size() || X_test.cols() != X.cols() ||
      A.cols() != X.cols() || A.rows() < 1)
    return numeric::domain_error(fn, "sizes", "X n x d, y n, X_test n' x d, y_test n', A k x d", "");
  if (!X.allFinite() || !X_test.allFinite()) return numeric::domain_error(fn, "X", "finite", "");
  for (const Eigen::VectorXd* v : {&y, &y_test})
    for (double l : *v)
      if (l != 1 && l != -1) return numeric::domain_error(fn, "labels", "+1 or -1", std::to_string(l));
  if (!(lambda1 >= 0) || !(lambda2 >= 0) || !std::isfinite(lambda1) || !std::isfinite(lambda2))
    return numeric::domain_error(fn, "lambda", "finite and >= 0", "");
  if (!(beta > 0) || !std::isfinite(beta)) return numeric::domain_error(fn, "beta", "finite and > 0", "");
  if (!(nu >= 0) || !std::isfinite(nu)) return numeric::domain_error(fn, "nu", "finite and >= 0", "");
  LsLogistic p;
  const auto n = X.rows(), nt = X_test.rows();
  p.train = {std::move(X), std::move(y), Eigen::VectorXd::Constant(n, 1.0 / static_cast<double>(n))};
  p.test = {std::move(X_test), std::move(y_test),
            Eigen::VectorXd::Constant(nt, nt ? 1.0 / static_cast<double>(nt) : 0.0)};
  p.A = std::move(A);
  p.lambda1 = lambda1;
  p.lambda2 = lambda2;
  p.beta = beta;
  p.nu = nu;
  const long d = p.d();
  const Eigen::MatrixXd Q = q_matrix_t<double>(d, nu);
  p.Q_llt.compute(Q);
  p.norm_Q = Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd>(Q, Eigen::EigenvaluesOnly).eigenvalues().maxCoeff();
  const Eigen::MatrixXd AtA = Eigen::MatrixXd(p.A.transpose() * p.A);
  p.AtA_llt.compute(AtA);
  if (p.Q_llt.info() != Eigen::Success || p.AtA_llt.info() != Eigen::Success)
    return numeric::domain_error(fn, "A", "of full column rank (A^T A positive definite)", "");
  p.norm_AtA = Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd>(AtA, Eigen::EigenvaluesOnly).eigenvalues().maxCoeff();
  p.g = p.train.X.rowwise().squaredNorm().maxCoeff() / 4 + lambda2;
  p.rows = p.train.X;
  return p;
}

LsLogisticOps::LsLogisticOps(const LsLogistic& q) : p(q), zero_c(Eigen::VectorXd::Zero(q.A.rows())) {}

void LsLogisticOps::canonical_y(const Eigen::VectorXd& w, Eigen::VectorXd& y) const {
  y.resize(w.size());
  const double k = p.lambda1 / p.beta;
  for (Eigen::Index i = 0; i < w.size(); ++i) y(i) = soft(-w(i) / p.beta, k);
}

void LsLogisticOps::q_inverse(Eigen::VectorXd& v) const {
  if (p.nu > 0) p.Q_llt.solveInPlace(v);
}

void LsLogisticOps::grad_i(long i, const Eigen::VectorXd& x, Eigen::VectorXd& out) const {
  const auto a = p.rows.row(i);
  const double b = p.train.y(i);
  const double s = 1 / (1 + std::exp(b * a.dot(x)));  // sigma(-b a^T x)
  out = p.lambda2 * x;
  out.noalias() -= (b * s) * a.transpose();
}

double ls_objective(const LsLogistic& p, const Eigen::VectorXd& x) {
  Eigen::VectorXd work;
  return experiment::logistic_value(p.train, p.lambda2 / 2, x, work) + p.lambda1 * (p.A * x).lpNorm<1>();
}

double ls_test_accuracy(const LsLogistic& p, const Eigen::VectorXd& x) {
  if (p.test.X.rows() == 0) return std::nan("");
  const Eigen::VectorXd m = p.test.X * x;
  long right = 0;
  for (Eigen::Index i = 0; i < m.size(); ++i) right += (m(i) >= 0 ? 1.0 : -1.0) == p.test.y(i) ? 1 : 0;
  return static_cast<double>(right) / static_cast<double>(m.size());
}

double ls_sadmm_step(const LsLogistic& p, const LsRunSettings& s, long t) {
  const long t1 = s.t0 + t + 1;
  return s.strongly_convex ? eta_sc_t<double>(t1, s.gamma, p.norm_Q, s.mu) : eta_gc_t<double>(t1);
}

numeric::Result<bool> ls_logistic_run(const LsLogistic& p, const LsRunSettings& s, experiment::Stream& rng,
                                      std::span<double> out) {
  static const char* fn = "ls_logistic_run";
  const bool vr = s.algorithm == LsAlgorithm::vradmm;
  if (s.m < 1 || s.b < 1 || s.b > p.n() || s.units < 1 || s.steps_per_unit < 1 || s.t0 < 0 ||
      static_cast<double>(s.units) * static_cast<double>(vr ? s.m : s.steps_per_unit) > 1e9)
    return numeric::domain_error(fn, "settings", "m, b, units, steps_per_unit >= 1, b <= n, at most 10^9 steps", "");
  if (!(s.eta > 0) || !(s.gamma > 0) || !(s.sigma >= 0) || !std::isfinite(s.sigma) ||
      (!vr && s.strongly_convex && !(s.mu > 0)))
    return numeric::domain_error(fn, "settings", "eta, gamma > 0, sigma >= 0, mu > 0 (SC step)", "");
  if (out.size() != static_cast<std::size_t>(s.units + 1) * ls_metric_count)
    return numeric::domain_error(fn, "out", "(units + 1) x metrics", std::to_string(out.size()));
  const LsLogisticOps ops(p);
  const auto grad = [&ops](long i, const Eigen::VectorXd& x, Eigen::VectorXd& g) { ops.grad_i(i, x, g); };
  const long d = p.d(), n = p.n();
  const auto rows = p.A.rows();
  Eigen::VectorXd x = Eigen::VectorXd::Zero(d), lambda = Eigen::VectorXd::Zero(rows), y(rows), u(d),
                  xs = Eigen::VectorXd::Zero(d), output = x, work_n;
  LsWork<double> work;
  std::vector<long> batch(static_cast<std::size_t>(s.b));
  long evals = 0;
  bool diverged = false;
  long recorded = 0;
  auto record = [&](long j) {
    recorded = j;
    double* o = out.data() + static_cast<std::size_t>(j) * ls_metric_count;
    const double obj = diverged ? std::nan("") : ls_objective(p, output);
    diverged = diverged || !std::isfinite(obj);
    o[ls_objective_out] = diverged ? std::nan("") : obj;
    o[ls_accuracy_out] = diverged ? std::nan("") : ls_test_accuracy(p, output);
    o[ls_grad_evals] = static_cast<double>(evals);
    o[ls_diverged] = diverged ? 1 : 0;
  };
  auto draw = [&] {  // Floyd's algorithm: a uniformly random b-subset of [n]
    auto k = batch.begin();
    for (long j = n - s.b; j < n; ++j, ++k) {
      const auto t = static_cast<long>(rng.below(static_cast<std::uint64_t>(j + 1)));
      *k = std::find(batch.begin(), k, t) != k ? j : t;
    }
    for (auto& c : u) c = s.sigma > 0 ? s.sigma * rng.normal() : 0.0;
  };
  record(0);
  if (vr) {
    Eigen::VectorXd snap_x = x, snap_p(d), x_hat = x, xsum(d);
    for (long ep = 1; ep <= s.units && !diverged; ++ep) {
      experiment::logistic_gradient(p.train, p.lambda2 / 2, snap_x, snap_p, work_n);  // p~ = grad f(x~^{s-1})
      evals += n;
      if (s.strongly_convex) {
        x = snap_x;
        lambda = -(p.A * p.AtA_llt.solve(snap_p)) / p.beta;  // -(1/beta)(A^T)^+ p~, (A^T)^+ = A (A^T A)^{-1}
      } else {
        x = x_hat;
      }
      xsum.setZero();
      for (long t = 0; t < s.m; ++t) {
        draw();
        evals += ls_step_t<double>(ops, grad, std::span<const long>(batch), u, s.eta, s.gamma, &snap_x, &snap_p, x,
                                   lambda, y, work);
        xsum += x;
      }
      snap_x = xsum / static_cast<double>(s.m);
      x_hat = x;
      xs += snap_x;
      output = s.strongly_convex ? snap_x : Eigen::VectorXd(xs / static_cast<double>(ep));
      diverged = !output.allFinite();
      record(ep);
    }
  } else {
    double wsum = 0;
    long t = 0;
    for (long unit = 1; unit <= s.units && !diverged; ++unit) {
      for (long k = 0; k < s.steps_per_unit; ++k, ++t) {
        draw();
        evals += ls_step_t<double>(ops, grad, std::span<const long>(batch), u, ls_sadmm_step(p, s, t), s.gamma, nullptr,
                                   nullptr, x, lambda, y, work);
        const double w = s.strongly_convex ? static_cast<double>(t + 1) : 1.0;
        xs += w * x;
        wsum += w;
      }
      output = xs / wsum;
      diverged = !output.allFinite();
      record(unit);
    }
  }
  for (long j = recorded + 1; j <= s.units; ++j) {  // the records after a divergence
    double* o = out.data() + static_cast<std::size_t>(j) * ls_metric_count;
    o[ls_objective_out] = o[ls_accuracy_out] = std::nan("");
    o[ls_grad_evals] = static_cast<double>(evals);
    o[ls_diverged] = 1;
  }
  return diverged;
}

}  // namespace privbound::solvers::liu_geng
