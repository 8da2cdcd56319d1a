#include "privbound/solvers/cyffers_bellet_basu/appendix_e.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "privbound/solvers/cyffers_bellet_basu/private_admm.hpp"

namespace privbound::solvers::cyffers_bellet_basu {
namespace {

void sphere_rows(experiment::Stream& rng, experiment::LeastSquaresData& d, std::size_t m, const Eigen::VectorXd& truth,
                 double noise_sd) {
  const auto p = truth.size();
  d.A.resize(static_cast<Eigen::Index>(m), p);
  d.b.resize(static_cast<Eigen::Index>(m));
  for (Eigen::Index i = 0; i < d.A.rows(); ++i) {
    for (Eigen::Index j = 0; j < p; ++j) d.A(i, j) = rng.normal();
    d.A.row(i) /= d.A.row(i).norm();
    d.b(i) = d.A.row(i).dot(truth) + noise_sd * rng.normal();
  }
  d.prepare();
}

// S_t coordinatewise, in place.
void soft_threshold(Eigen::VectorXd& v, double t) {
  for (Eigen::Index j = 0; j < v.size(); ++j) v(j) = v(j) > t ? v(j) - t : (v(j) < -t ? v(j) + t : 0.0);
}

}  // namespace

LassoData appendix_e_data(experiment::Stream& rng, std::size_t n, std::size_t n_test, std::size_t p,
                          std::size_t support, double noise_sd) {
  LassoData out;
  out.truth = Eigen::VectorXd::Zero(static_cast<Eigen::Index>(p));
  std::vector<std::size_t> idx(p);
  std::iota(idx.begin(), idx.end(), 0);
  for (std::size_t k = 0; k < std::min(support, p); ++k) {  // partial Fisher–Yates: positions without replacement
    std::swap(idx[k], idx[k + rng.below(p - k)]);
    out.truth(static_cast<Eigen::Index>(idx[k])) = rng.uniform();
  }
  sphere_rows(rng, out.train, n, out.truth, noise_sd);
  sphere_rows(rng, out.test, n_test, out.truth, noise_sd);
  return out;
}

// Poisson membership of one round: users joining independently with probability q, in index order,
// by geometric gaps (one uniform per member plus one): the gap to the next member is G − 1 with G ~
// Geometric(q), G = ⌈log U / log(1 − q)⌉ for U uniform on (0, 1].
void poisson_members(experiment::Stream& rng, std::size_t n, double q, std::vector<std::size_t>& users) {
  users.clear();
  if (q >= 1) {
    for (std::size_t i = 0; i < n; ++i) users.push_back(i);
    return;
  }
  if (q <= 0) return;
  const double scale = 1 / std::log1p(-q);
  double pos = -1;
  for (;;) {
    const double u = 1 - rng.uniform();  // (0, 1]
    pos += std::max(1.0, std::ceil(std::log(u) * scale));
    if (pos >= static_cast<double>(n)) return;
    users.push_back(static_cast<std::size_t>(pos));
  }
}

double lasso_objective(const experiment::LeastSquaresData& d, const Eigen::VectorXd& z, double kappa,
                       Eigen::VectorXd& work) {
  return 0.5 * d.loss(z, work) + kappa * z.lpNorm<1>();
}

numeric::Result<double> lasso_cv_kappa(const experiment::LeastSquaresData& train, std::size_t folds, std::size_t grid) {
  const std::size_t n = train.N();
  if (folds < 2 || folds > n / 2)
    return numeric::domain_error("lasso_cv_kappa", "folds", "[2, n/2]", std::to_string(folds));
  if (grid < 2) return numeric::domain_error("lasso_cv_kappa", "grid", "integers >= 2", std::to_string(grid));
  const double kmax = (train.A.transpose() * train.b).lpNorm<Eigen::Infinity>() / static_cast<double>(n);
  std::vector<double> err(grid, 0.0);
  for (std::size_t f = 0; f < folds; ++f) {
    const std::size_t lo = f * n / folds, hi = (f + 1) * n / folds;
    experiment::LeastSquaresData fit, val;
    fit.A.resize(static_cast<Eigen::Index>(n - (hi - lo)), train.A.cols());
    fit.b.resize(fit.A.rows());
    val.A = train.A.middleRows(static_cast<Eigen::Index>(lo), static_cast<Eigen::Index>(hi - lo));
    val.b = train.b.segment(static_cast<Eigen::Index>(lo), static_cast<Eigen::Index>(hi - lo));
    Eigen::Index r = 0;
    for (std::size_t i = 0; i < n; ++i)
      if (i < lo || i >= hi) {
        fit.A.row(r) = train.A.row(static_cast<Eigen::Index>(i));
        fit.b(r++) = train.b(static_cast<Eigen::Index>(i));
      }
    fit.prepare();
    val.prepare();
    // Cyclic coordinate descent on the Gram form, warm-started down the κ path: the CV only ranks κ's, so
    // double precision to a 1e-12 step suffices (the reproduction's reference optimum is exact).
    Eigen::VectorXd x = Eigen::VectorXd::Zero(train.A.cols()), work(train.A.cols());
    for (std::size_t g = 0; g < grid; ++g) {
      const double kappa = kmax * std::pow(1e-3, static_cast<double>(g) / static_cast<double>(grid - 1));
      for (int sweep = 0; sweep < 100000; ++sweep) {
        double moved = 0;
        for (Eigen::Index j = 0; j < x.size(); ++j) {
          const double r = fit.h(j) - fit.G.col(j).dot(x) + fit.G(j, j) * x(j);
          const double nx = (r > kappa ? r - kappa : (r < -kappa ? r + kappa : 0.0)) / fit.G(j, j);
          moved = std::max(moved, std::fabs(nx - x(j)));
          x(j) = nx;
        }
        if (moved < 1e-12) break;
      }
      err[g] += val.loss(x, work);
    }
  }
  const auto best = static_cast<std::size_t>(std::min_element(err.begin(), err.end()) - err.begin());
  return kmax * std::pow(1e-3, static_cast<double>(best) / static_cast<double>(grid - 1));
}

Eigen::VectorXd fed_admm_run(const experiment::LeastSquaresData& train, const FedAdmmSettings& s,
                             experiment::Stream& rng) {
  const std::size_t n = train.N();
  const Eigen::Index p = train.A.cols();
  Alg3State<double> st{std::vector<Eigen::VectorXd>(n, Eigen::VectorXd::Zero(p)), Eigen::VectorXd::Zero(p),
                       Eigen::VectorXd::Zero(p)};
  Alg3Work<double> w;
  w.resize(p);
  std::vector<std::size_t> users;
  users.reserve(n);
  const double g = s.gamma, t = s.gamma * s.kappa;
  auto prox_f = [&](std::size_t i, const Eigen::VectorXd& v, Eigen::VectorXd& x) {
    const auto a = train.A.row(static_cast<Eigen::Index>(i));
    const double c = g * (a.dot(v) - train.b(static_cast<Eigen::Index>(i))) / (1 + g * a.squaredNorm());
    x = v - c * a.transpose();
  };
  auto prox_r = [&](const Eigen::VectorXd& v, Eigen::VectorXd& z) {
    z = v;
    soft_threshold(z, t);
  };
  auto noise = [&](std::size_t, Eigen::VectorXd& e) {
    for (Eigen::Index j = 0; j < p; ++j) e(j) = s.sigma * rng.normal();
  };
  for (std::size_t k = 0; k < s.K; ++k) {
    poisson_members(rng, n, s.q, users);
    alg3_round_t<double>(prox_f, prox_r, n, s.lambda, s.clip, users, noise, true, st, w);
  }
  return st.z;
}

Eigen::VectorXd prox_sgd_run(const experiment::LeastSquaresData& train, const ProxSgdSettings& s,
                             experiment::Stream& rng) {
  const std::size_t n = train.N();
  const Eigen::Index p = train.A.cols();
  Eigen::VectorXd z = Eigen::VectorXd::Zero(p), g(p), gi(p);
  std::vector<std::size_t> users;
  users.reserve(n);
  const double scale = s.step / (s.q * static_cast<double>(n));
  for (std::size_t k = 0; k < s.K; ++k) {
    poisson_members(rng, n, s.q, users);
    g.setZero();
    for (const std::size_t i : users) {
      const auto a = train.A.row(static_cast<Eigen::Index>(i));
      gi = (a.dot(z) - train.b(static_cast<Eigen::Index>(i))) * a.transpose();  // ∇½(aᵀz − b)²
      const double nd = gi.norm();
      if (nd > s.clip) gi *= s.clip / nd;
      g += gi;
    }
    for (Eigen::Index j = 0; j < p; ++j) g(j) += s.sigma * rng.normal();
    z -= scale * g;
    soft_threshold(z, s.step * s.kappa);
  }
  return z;
}

}  // namespace privbound::solvers::cyffers_bellet_basu
