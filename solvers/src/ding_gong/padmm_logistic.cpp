#include "privbound/solvers/ding_gong/padmm_logistic.hpp"

#include <cmath>
#include <string>

#include "privbound/solvers/ding_gong/padmm.hpp"

namespace privbound::solvers::ding_gong {

namespace ex = experiment;

numeric::Result<PadmmLogistic> padmm_logistic_problem(const Eigen::MatrixXd& X, const Eigen::VectorXd& y,
                                                      const std::vector<std::size_t>& order,
                                                      const std::vector<std::vector<long>>& neighbours, double Lambda) {
  const char* fn = "padmm_logistic_problem";
  const auto n = static_cast<std::size_t>(X.rows());
  const std::size_t N = neighbours.size();
  if (static_cast<std::size_t>(y.size()) != n || order.size() != n)
    return numeric::domain_error(fn, "order", "one label and one position per record", std::to_string(order.size()));
  if (N < 2 || n < N)
    return numeric::domain_error(fn, "neighbours", "at least 2 agents and at most one per record",
                                 std::to_string(N) + " agents for " + std::to_string(n) + " records");
  for (const auto& nb : neighbours) {
    if (nb.empty()) return numeric::domain_error(fn, "neighbours", "at least one neighbour per agent", "none");
    for (long j : nb)
      if (j < 0 || static_cast<std::size_t>(j) >= N)
        return numeric::domain_error(fn, "neighbours", "indices in [0, N)", std::to_string(j));
  }
  if (!(Lambda >= 0) || !std::isfinite(Lambda))
    return numeric::domain_error(fn, "Lambda", "[0, inf)", std::to_string(Lambda));
  PadmmLogistic p;
  p.neighbours = neighbours;
  p.Lambda = Lambda;
  p.all = {X, y, Eigen::VectorXd::Constant(X.rows(), 1.0 / static_cast<double>(n))};
  p.sum = {Eigen::MatrixXd(X.rows(), X.cols()), Eigen::VectorXd(X.rows()), Eigen::VectorXd(X.rows())};
  std::size_t at = 0;
  for (std::size_t i = 0; i < N; ++i) {
    const std::size_t size = n / N + (i < n % N ? 1 : 0);
    ex::LogisticData a{Eigen::MatrixXd(static_cast<Eigen::Index>(size), X.cols()),
                       Eigen::VectorXd(static_cast<Eigen::Index>(size)),
                       Eigen::VectorXd::Constant(static_cast<Eigen::Index>(size), 1.0 / static_cast<double>(size))};
    for (std::size_t r = 0; r < size; ++r, ++at) {
      const auto src = static_cast<Eigen::Index>(order[at]), row = static_cast<Eigen::Index>(r),
                 dst = static_cast<Eigen::Index>(at);
      a.X.row(row) = X.row(src);
      a.y(row) = y(src);
      p.sum.X.row(dst) = X.row(src);
      p.sum.y(dst) = y(src);
      p.sum.c(dst) = 1.0 / static_cast<double>(size);
    }
    p.smooth.push_back(ex::logistic_smoothness(a, Lambda));
    p.agents.push_back(std::move(a));
  }
  return p;
}

numeric::Result<long> padmm_logistic_run(const PadmmLogistic& p, const PadmmLogisticSettings& s, ex::Stream& rng,
                                         std::span<double> out) {
  const char* fn = "padmm_logistic_run";
  const std::size_t N = p.N(), d = p.d();
  if (s.sigma2_1.size() != N || s.x0.size() != N)
    return numeric::domain_error(fn, "settings", "one initial variance and one x_i^0 per agent",
                                 std::to_string(s.sigma2_1.size()) + " variances for " + std::to_string(N) + " agents");
  if (out.size() < s.record.size() * padmm_metric_count)
    return numeric::domain_error(fn, "out", "room for every metric at every recorded iteration",
                                 std::to_string(out.size()));
  if (!(s.eta > 0)) return numeric::domain_error(fn, "eta", "(0, inf)", std::to_string(s.eta));
  if (!(s.R > 0 && s.R <= 1)) return numeric::domain_error(fn, "R", "(0, 1]", std::to_string(s.R));
  PadmmState<double> st;
  for (std::size_t i = 0; i < N; ++i) {
    if (static_cast<std::size_t>(s.x0[i].size()) != d)
      return numeric::domain_error(fn, "x0", "vectors of dimension d", std::to_string(s.x0[i].size()));
    st.x.push_back(s.x0[i]);
    st.x_tilde.push_back(s.x0[i]);
    st.alpha.push_back(Eigen::VectorXd::Zero(static_cast<Eigen::Index>(d)));
  }
  std::vector<Eigen::VectorXd> mean = st.x;  // x^^k
  Eigen::VectorXd sum, work, r, w;
  long inner = 0;
  std::size_t next = 0;
  auto record = [&](long k) {
    if (next >= s.record.size() || s.record[next] != static_cast<std::size_t>(k)) return;
    double released = 0, local = 0, objective = 0;
    for (std::size_t i = 0; i < N; ++i) {
      released += ex::logistic_value(p.all, p.Lambda, st.x_tilde[i], work);
      local += ex::logistic_value(p.all, p.Lambda, st.x[i], work);
      objective += ex::logistic_value(p.agents[i], p.Lambda, mean[i], work);
    }
    double* o = out.data() + next * padmm_metric_count;
    o[loss_released] = released / static_cast<double>(N);
    o[loss_local] = local / static_cast<double>(N);
    o[objective_average] = objective;
    ++next;
  };
  record(0);
  double scale = 1;  // R^k
  for (long k = 0; k < s.K; ++k) {
    bool failed = false;
    auto xu = [&](std::size_t i, const Eigen::VectorXd& xt_i, const Eigen::VectorXd& nsum, const Eigen::VectorXd& al_i,
                  Eigen::VectorXd& x) {
      const auto degree = static_cast<long>(p.neighbours[i].size());
      const ex::LogisticData& D = p.agents[i];
      auto grad = [&](const Eigen::VectorXd& v, Eigen::VectorXd& g) { ex::logistic_gradient(D, p.Lambda, v, g, work); };
      const long steps =
          x_update_t<double>(grad, p.smooth[i], s.eta, degree, xt_i, nsum, al_i, s.tol, s.max_inner, x, r);
      if (steps < 0) {
        failed = true;
        return false;
      }
      inner += steps;
      return true;
    };
    auto noise = [&](std::size_t i, Eigen::VectorXd& xi) {
      const double sd = std::sqrt(s.sigma2_1[i] * scale);
      xi.resize(static_cast<Eigen::Index>(d));
      for (std::size_t c = 0; c < d; ++c) xi(static_cast<Eigen::Index>(c)) = sd > 0 ? sd * rng.normal() : 0.0;
    };
    if (!padmm_round_t<double>(p.neighbours, s.eta, xu, noise, st, sum) || failed)
      return numeric::Error(numeric::ErrorKind::accuracy_not_met,
                            std::string(fn) + ": an x-update (10) did not converge in " + std::to_string(s.max_inner) +
                                " gradient steps at iteration " + std::to_string(k + 1) + ".");
    scale *= s.R;
    const double wk = 1.0 / static_cast<double>(k + 1);
    for (std::size_t i = 0; i < N; ++i) {
      if (k == 0) mean[i].setZero();
      mean[i] += wk * (st.x[i] - mean[i]);
    }
    record(k + 1);
  }
  return inner;
}

}  // namespace privbound::solvers::ding_gong
