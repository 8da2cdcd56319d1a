#include "privbound/solvers/experiment/logistic.hpp"

#include <cmath>
#include <limits>
#include <string>

namespace privbound::solvers::experiment {
namespace {

// σ(−m) = 1/(1 + e^{m}), without overflow.
double sigmoid_neg(double m) {
  if (m >= 0) {
    const double e = std::exp(-m);
    return e / (1 + e);
  }
  return 1 / (1 + std::exp(m));
}

}  // namespace

double log1pexp_neg(double m) { return std::log1p(std::exp(-std::fabs(m))) + std::max(-m, 0.0); }

double logistic_value(const LogisticData& D, double Lambda, const Eigen::VectorXd& w, Eigen::VectorXd& work) {
  work.noalias() = D.X * w;
  double s = 0;
  for (Eigen::Index r = 0; r < work.size(); ++r) s += D.c(r) * log1pexp_neg(D.y(r) * work(r));
  return s + Lambda * w.squaredNorm();
}

void logistic_gradient(const LogisticData& D, double Lambda, const Eigen::VectorXd& w, Eigen::VectorXd& g,
                       Eigen::VectorXd& work) {
  work.noalias() = D.X * w;
  for (Eigen::Index r = 0; r < work.size(); ++r) work(r) = -D.c(r) * D.y(r) * sigmoid_neg(D.y(r) * work(r));
  g.noalias() = D.X.transpose() * work;
  g += 2 * Lambda * w;
}

double logistic_smoothness(const LogisticData& D, double Lambda) {
  const Eigen::MatrixXd G = D.X.transpose() * D.c.asDiagonal() * D.X;
  Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> es(G, Eigen::EigenvaluesOnly);
  const double top = G.rows() ? es.eigenvalues().maxCoeff() : 0.0;
  return (std::max(top, 0.0) / 4 + 2 * Lambda) * (1 + 1e-9);
}

numeric::Result<LogisticOptimum> logistic_optimum(const LogisticData& D, double Lambda, double tol, long max_steps) {
  const char* fn = "logistic_optimum";
  if (D.y.size() != D.X.rows() || D.c.size() != D.X.rows())
    return numeric::domain_error(fn, "data", "one label and one weight per record",
                                 std::to_string(D.y.size()) + " labels, " + std::to_string(D.c.size()) + " weights, " +
                                     std::to_string(D.X.rows()) + " records");
  if (!D.X.allFinite() || !D.y.allFinite() || !D.c.allFinite())
    return numeric::domain_error(fn, "data", "finite entries", "a non-finite entry");
  if (D.c.size() && D.c.minCoeff() <= 0) return numeric::domain_error(fn, "c", "(0, inf)", "a weight <= 0");
  if (!(Lambda >= 0) || !std::isfinite(Lambda))
    return numeric::domain_error(fn, "Lambda", "[0, inf)", std::to_string(Lambda));
  const Eigen::Index d = D.X.cols();
  LogisticOptimum o;
  o.w = Eigen::VectorXd::Zero(d);
  Eigen::VectorXd g, work, p, wn, curv(D.X.rows());
  double f = logistic_value(D, Lambda, o.w, work);
  for (long k = 0; k < max_steps; ++k) {
    logistic_gradient(D, Lambda, o.w, g, work);
    o.grad_norm = g.norm();
    if (o.grad_norm <= tol) break;
    work.noalias() = D.X * o.w;
    for (Eigen::Index r = 0; r < work.size(); ++r) {
      const double s = sigmoid_neg(D.y(r) * work(r));
      curv(r) = D.c(r) * s * (1 - s);
    }
    Eigen::MatrixXd H = D.X.transpose() * curv.asDiagonal() * D.X;
    H.diagonal().array() += 2 * Lambda;
    p = H.ldlt().solve(-g);
    if (!p.allFinite()) break;
    double t = 1;
    bool moved = false;
    for (int ls = 0; ls < 60; ++ls, t /= 2) {
      wn = o.w + t * p;
      const double fn_ = logistic_value(D, Lambda, wn, work);
      if (fn_ <= f + 1e-4 * t * g.dot(p)) {
        moved = fn_ < f || t * p.norm() > 0;
        o.w = wn;
        f = fn_;
        break;
      }
    }
    ++o.newton_steps;
    if (!moved) break;
  }
  logistic_gradient(D, Lambda, o.w, g, work);
  o.grad_norm = g.norm();
  o.value = logistic_value(D, Lambda, o.w, work);
  if (!(o.grad_norm <= std::max(tol, 1e-8)))
    return numeric::Error(numeric::ErrorKind::accuracy_not_met,
                          std::string(fn) + ": no minimiser found in " + std::to_string(max_steps) +
                              " Newton steps (|grad F| = " + std::to_string(o.grad_norm) +
                              "; without regularisation separable data have none).");
  o.value_error = Lambda > 0 ? o.grad_norm * o.grad_norm / (4 * Lambda) : std::numeric_limits<double>::infinity();
  return o;
}

}  // namespace privbound::solvers::experiment
