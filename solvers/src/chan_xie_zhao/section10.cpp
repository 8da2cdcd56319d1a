#include "privbound/solvers/chan_xie_zhao/section10.hpp"

#include <cmath>

namespace privbound::solvers::chan_xie_zhao {

experiment::LeastSquaresData section10_data(experiment::Stream& rng, std::size_t n, std::size_t N, double mu,
                                            double sigma_b) {
  experiment::LeastSquaresData d;
  const auto nn = static_cast<Eigen::Index>(n), NN = static_cast<Eigen::Index>(N);
  const Eigen::Index k = nn / 5;  // ⌊n/5⌋
  d.A.resize(NN, nn);
  for (Eigen::Index i = 0; i < NN; ++i) {
    for (Eigen::Index j = 0; j < nn; ++j) d.A(i, j) = (j < k ? 50.0 : 1.0) * rng.normal();
    d.A.row(i) *= std::sqrt(mu) / d.A.row(i).norm();
  }
  Eigen::VectorXd xp = Eigen::VectorXd::Zero(nn);
  xp.head(k).setConstant(3.0);
  d.b = d.A * xp;
  for (Eigen::Index i = 0; i < NN; ++i) d.b(i) += sigma_b * rng.normal();
  d.prepare();
  return d;
}

void section10_run(const experiment::LeastSquaresData& d, const Section10Run& s, double f_star, experiment::Stream& rng,
                   std::span<double> gap, std::span<double> gap_x) {
  const auto n = static_cast<Eigen::Index>(d.n());
  const Consensus<double> p(s.beta, s.eta, s.c1, s.c2, n);
  Alg1Work<double> work;
  work.resize(n, n);
  Eigen::VectorXd x = Eigen::VectorXd::Constant(n, s.x0), lambda = Eigen::VectorXd::Zero(n), y(n), fx_work(n);
  SampleGradient grad{&d, 0};
  for (std::size_t t = 0; t < s.T; ++t) {
    const double fx = d.loss(x, fx_work);  // 𝔣(x_t), before the step overwrites x
    gap_x[t] = fx + experiment::elastic_net_penalty(x, s.c1, s.c2) - f_star;
    grad.i = static_cast<Eigen::Index>(rng.below(d.N()));
    alg1_step<double>(p, grad, x, lambda, y, work);  // y = y_t, (x, λ) = (x_{t+1}, λ_{t+1})
    gap[t] = fx + experiment::elastic_net_penalty(y, s.c1, s.c2) - f_star;
    if (s.sigma > 0)
      for (Eigen::Index j = 0; j < n; ++j) x(j) += s.sigma * rng.normal();
  }
  work.w = lambda - s.beta * x;  // y_T = 𝒢(λ_T − βAx_T)
  p.canonical_y(work.w, y);
  const double fx = d.loss(x, fx_work);
  gap_x[s.T] = fx + experiment::elastic_net_penalty(x, s.c1, s.c2) - f_star;
  gap[s.T] = fx + experiment::elastic_net_penalty(y, s.c1, s.c2) - f_star;
}

double section10_alg4_run(const experiment::LeastSquaresData& d, const Section10Run& s, double f_star,
                          experiment::Stream& rng, std::span<double> f_x) {
  const auto n = static_cast<Eigen::Index>(d.n());
  const Consensus<double> p(s.beta, s.eta, s.c1, s.c2, n);
  Alg1Work<double> work;
  work.resize(n, n);
  Eigen::VectorXd x = Eigen::VectorXd::Constant(n, s.x0), y = x, lambda = Eigen::VectorXd::Zero(n), fx_work(n);
  Eigen::VectorXd x_sum0 = Eigen::VectorXd::Zero(n), x_sum1 = x_sum0, y_sum1 = x_sum0;
  p.mul_B(y, work.By);
  SampleGradient grad{&d, 0};
  for (std::size_t t = 0; t < s.T; ++t) {
    f_x[t] = d.loss(x, fx_work);
    x_sum0 += x;
    grad.i = static_cast<Eigen::Index>(rng.below(d.N()));
    alg1_primal_half<double>(p, grad, x, lambda, work);  // x_{t+1} = 𝓕(x_t, y_t, λ_t)
    if (s.sigma > 0)
      for (Eigen::Index j = 0; j < n; ++j) x(j) += s.sigma * rng.normal();
    alg1_dual_half<double>(p, x, lambda, y, work);  // y_{t+1}, λ_{t+1}
    x_sum1 += x;
    y_sum1 += y;
  }
  f_x[s.T] = d.loss(x, fx_work);
  const double inv_T = 1.0 / static_cast<double>(s.T);
  x_sum0 *= inv_T;
  x_sum1 *= inv_T;
  y_sum1 *= inv_T;
  return d.loss(x_sum0, fx_work) + experiment::elastic_net_penalty(y_sum1, s.c1, s.c2) - f_star +
         0.5 * s.beta * (x_sum1 - y_sum1).squaredNorm();
}

}  // namespace privbound::solvers::chan_xie_zhao
