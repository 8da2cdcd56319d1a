#include "privbound/solvers/ryu_kim/federated.hpp"

#include <cmath>
#include <string>
#include <utility>

namespace privbound::solvers::ryu_kim {

namespace {
Eigen::Map<const Eigen::MatrixXd> as_matrix(const Eigen::VectorXd& z, std::size_t K) {
  return {z.data(), z.size() / static_cast<Eigen::Index>(K), static_cast<Eigen::Index>(K)};
}
// Logits to softmax probabilities in place, each row shifted by its largest logit (no overflow); lse(i) receives the
// row's log-sum-exp, so that −ln softmax_k = lse − logit_k.
void softmax_in_place(Eigen::MatrixXd& S, Eigen::VectorXd& lse) {
  lse.resize(S.rows());
  for (Eigen::Index i = 0; i < S.rows(); ++i) {
    const double top = S.row(i).maxCoeff();
    S.row(i) = (S.row(i).array() - top).exp().matrix();
    const double sum = S.row(i).sum();
    S.row(i) /= sum;
    lse(i) = top + std::log(sum);
  }
}
}  // namespace

numeric::Result<FederatedModel> federated_model(std::vector<FlAgent> agents, std::size_t K, double u) {
  static const char* fn = "federated_model";
  if (agents.empty()) return numeric::domain_error(fn, "agents", "at least one", "0");
  if (K < 2) return numeric::domain_error(fn, "K", "at least 2 classes", std::to_string(K));
  if (!(u > 0) || !std::isfinite(u)) return numeric::domain_error(fn, "u", "(0, inf)", std::to_string(u));
  FederatedModel m;
  m.K = K;
  m.u = u;
  m.J = static_cast<std::size_t>(agents.front().X.cols());
  if (m.J == 0) return numeric::domain_error(fn, "J", "at least one feature", "0");
  for (std::size_t p = 0; p < agents.size(); ++p) {
    const auto& a = agents[p];
    if (a.X.rows() == 0 || a.y.size() != static_cast<std::size_t>(a.X.rows()))
      return numeric::domain_error(fn, "agent " + std::to_string(p), "samples with one label each",
                                   std::to_string(a.y.size()) + " labels for " + std::to_string(a.X.rows()) + " rows");
    if (static_cast<std::size_t>(a.X.cols()) != m.J)
      return numeric::domain_error(fn, "agent " + std::to_string(p), std::to_string(m.J) + " features",
                                   std::to_string(a.X.cols()));
    if (!a.X.allFinite()) return numeric::domain_error(fn, "agent " + std::to_string(p), "finite features", "");
    for (const int c : a.y)
      if (c < 0 || static_cast<std::size_t>(c) >= K)
        return numeric::domain_error(fn, "label", "[0, " + std::to_string(K) + ")", std::to_string(c));
    m.I += a.y.size();
  }
  for (auto& a : agents) a.norms = a.X.rowwise().norm();
  m.agents = std::move(agents);
  return m;
}

Eigen::MatrixXd fl_softmax(const Eigen::MatrixXd& X, const Eigen::VectorXd& z, std::size_t K) {
  Eigen::MatrixXd S = X * as_matrix(z, K);
  Eigen::VectorXd lse;
  softmax_in_place(S, lse);
  return S;
}

double fl_objective(const FederatedModel& m, std::size_t p, const Eigen::VectorXd& z) {
  const FlAgent& a = m.agents[p];
  const Eigen::MatrixXd L = a.X * as_matrix(z, m.K);
  double sum = 0;
  for (Eigen::Index i = 0; i < L.rows(); ++i) {  // −ln softmax_y = logsumexp − logit_y
    const double top = L.row(i).maxCoeff();
    sum += top + std::log((L.row(i).array() - top).exp().sum()) - L(i, a.y[static_cast<std::size_t>(i)]);
  }
  return sum / static_cast<double>(m.I);
}

double fl_training_cost(const FederatedModel& m, const Eigen::VectorXd& z) {
  double sum = 0;
  for (std::size_t p = 0; p < m.agents.size(); ++p) sum += fl_objective(m, p, z);
  return sum;
}

FlGradient fl_gradient(const FederatedModel& m, std::size_t p, const Eigen::VectorXd& z) {
  const FlAgent& a = m.agents[p];
  Eigen::MatrixXd S = a.X * as_matrix(z, m.K);  // the logits, then their softmax
  double loss = 0;
  for (Eigen::Index i = 0; i < S.rows(); ++i) loss -= S(i, a.y[static_cast<std::size_t>(i)]);
  Eigen::VectorXd lse;
  softmax_in_place(S, lse);
  loss += lse.sum();  // Σ_i (lse_i − logit_{i,y_i}), as fl_objective
  double worst = 0;   // (6.4): ‖x‖ ‖s − e_y‖ with the label of the smallest s_y
  for (Eigen::Index i = 0; i < S.rows(); ++i) {
    const double s2 = S.row(i).squaredNorm(), smallest = S.row(i).minCoeff();
    worst = std::max(worst, a.norms(i) * std::sqrt(std::max(0.0, s2 - 2 * smallest + 1)));
  }
  for (Eigen::Index i = 0; i < S.rows(); ++i) S(i, a.y[static_cast<std::size_t>(i)]) -= 1;
  const Eigen::MatrixXd G = a.X.transpose() * S / static_cast<double>(m.I);
  return {Eigen::Map<const Eigen::VectorXd>(G.data(), G.size()), worst / static_cast<double>(m.I + 1),
          loss / static_cast<double>(m.I)};
}

double fl_error(const Eigen::MatrixXd& X, const std::vector<int>& y, const Eigen::VectorXd& z, std::size_t K) {
  if (X.rows() == 0) return 0;
  const Eigen::MatrixXd L = X * as_matrix(z, K);
  std::size_t wrong = 0;
  for (Eigen::Index i = 0; i < L.rows(); ++i) {
    Eigen::Index best = 0;
    L.row(i).maxCoeff(&best);
    wrong += best != y[static_cast<std::size_t>(i)] ? 1 : 0;
  }
  return static_cast<double>(wrong) / static_cast<double>(L.rows());
}

namespace {
struct FlValue {
  double F = 0;
  Eigen::VectorXd grad;
};
// F(z) and ∇F(z), one softmax per agent.
FlValue fl_value(const FederatedModel& m, const Eigen::VectorXd& z) {
  FlValue v{0, Eigen::VectorXd::Zero(z.size())};
  for (std::size_t p = 0; p < m.agents.size(); ++p) {
    const FlGradient g = fl_gradient(m, p, z);
    v.F += g.value;
    v.grad += g.grad;
  }
  return v;
}
double fw_gap(const FederatedModel& m, const FlValue& v, const Eigen::VectorXd& z) {
  return std::max(0.0, v.grad.dot(z) + m.u * v.grad.lpNorm<1>());
}
}  // namespace

FlOptimum fl_optimum(const FederatedModel& m, long max_iter, double tol) {
  const auto n = static_cast<Eigen::Index>(m.size());
  auto project = [&](Eigen::VectorXd v) { return Eigen::VectorXd(v.cwiseMax(-m.u).cwiseMin(m.u)); };
  Eigen::VectorXd x = Eigen::VectorXd::Zero(n), y = x;
  double L = 1, t = 1;
  FlValue at_x = fl_value(m, x), at_y = at_x;  // y = x at the start
  FlOptimum out{x, at_x.F, fw_gap(m, at_x, x), 0, 0};
  for (long k = 1; k <= max_iter && out.gap > tol * std::max(1.0, out.F); ++k) {
    Eigen::VectorXd next;
    double F_next = 0;
    L /= 2;                                             // let the step grow again where F is flatter
    for (int tries = 0; tries < 60; ++tries, L *= 2) {  // backtracking: the quadratic model must lie above F
      next = project(y - at_y.grad / L);
      const Eigen::VectorXd d = next - y;
      F_next = fl_training_cost(m, next);
      if (F_next <= at_y.F + at_y.grad.dot(d) + L / 2 * d.squaredNorm() + 1e-15 * std::abs(at_y.F)) break;
    }
    if (F_next > at_x.F) {  // adaptive restart (O'Donoghue & Candès 2015): momentum off, step from x
      t = 1;
      y = x;
      at_y = at_x;
      continue;
    }
    const double t_next = (1 + std::sqrt(1 + 4 * t * t)) / 2, momentum = (t - 1) / t_next;
    y = next + momentum * (next - x);
    x = std::move(next);
    t = t_next;
    at_x = fl_value(m, x);
    at_y = momentum == 0 ? at_x : fl_value(m, y);
    out = {x, at_x.F, fw_gap(m, at_x, x), 0, k};
  }
  double s = 0;
  const double P = static_cast<double>(m.agents.size());
  for (std::size_t p = 0; p < m.agents.size(); ++p) s += (fl_gradient(m, p, out.z).grad - at_x.grad / P).squaredNorm();
  out.dual_norm = std::sqrt(s);
  return out;
}

double fl_gradient_bound(const FederatedModel& m) {
  double worst = 0;
  for (const auto& a : m.agents) worst = std::max(worst, a.norms.sum());
  return std::sqrt(2.0) * worst / static_cast<double>(m.I);
}

double fl_sensitivity_max(const FederatedModel& m) {
  double r = 0;
  for (const auto& a : m.agents) r = std::max(r, a.norms.maxCoeff());
  return std::sqrt(2.0) * r / static_cast<double>(m.I + 1);
}

Eigen::VectorXd FederatedProblem::subgradient(std::size_t p, const Eigen::VectorXd& z) const {
  FlGradient g = fl_gradient(*model, p, z);
  if (sensitivity.size() != model->agents.size()) sensitivity.assign(model->agents.size(), 0.0);
  sensitivity[p] = g.sensitivity;
  return std::move(g.grad);
}

numeric::Result<Eigen::VectorXd> FederatedProblem::local_step(std::size_t /*p*/,
                                                              const LocalStepT<Eigen::VectorXd, double>& step,
                                                              const Eigen::VectorXd& xi, Perturbation kind) const {
  const auto n = static_cast<Eigen::Index>(model->size());
  const Eigen::VectorXd lo = Eigen::VectorXd::Constant(n, -model->u), hi = Eigen::VectorXd::Constant(n, model->u);
  return box_step(step, lo, hi, xi, kind);
}

}  // namespace privbound::solvers::ryu_kim
