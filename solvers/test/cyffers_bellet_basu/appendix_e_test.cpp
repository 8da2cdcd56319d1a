// App. E on the double path: the data as printed, and the noiseless, unclipped limits of both
// algorithms against the exact Lasso minimiser (elastic_net_optimum, an independent route: coordinate
// descent refined in high precision with a KKT certificate).
#include "privbound/solvers/cyffers_bellet_basu/appendix_e.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <tuple>
#include <vector>

using namespace privbound::solvers;
using namespace privbound::solvers::cyffers_bellet_basu;
using experiment::Stream;

TEST(AppendixEData, RowsOnTheSphereAndASparseTruth) {
  Stream rng(4, 0, 0);
  const LassoData d = appendix_e_data(rng, 300, 100, 16, 5, 0.1);
  ASSERT_EQ(d.train.A.rows(), 300);
  ASSERT_EQ(d.test.A.rows(), 100);
  for (Eigen::Index i = 0; i < 300; ++i) EXPECT_NEAR(d.train.A.row(i).norm(), 1.0, 1e-15);
  int nonzero = 0;
  for (Eigen::Index j = 0; j < 16; ++j) {
    EXPECT_GE(d.truth(j), 0.0);
    EXPECT_LT(d.truth(j), 1.0);
    nonzero += d.truth(j) != 0;
  }
  EXPECT_EQ(nonzero, 5);
  const Eigen::VectorXd e = d.train.b - d.train.A * d.truth;
  EXPECT_NEAR(std::sqrt(e.squaredNorm() / 300), 0.1, 0.015);  // noise sd, 300 draws: sd of the estimate 0.004
}

namespace {

struct Limit {
  double admm = 0, sgd = 0;  // |z_K − x*| at κ (and at 2κ as the control)
  double admm_control = 0;
};

Limit limits() {
  Stream rng(6, 0, 0);
  const LassoData d = appendix_e_data(rng, 200, 50, 8, 3, 0.1);
  const double kappa = 0.01;
  auto at = experiment::elastic_net_optimum(d.train, 2 * kappa, 0.0);  // (34) at κ = F at c1 = 2κ, halved
  auto twice = experiment::elastic_net_optimum(d.train, 4 * kappa, 0.0);
  EXPECT_TRUE(at.ok() && twice.ok());
  Stream r1(6, 1, 0), r2(6, 2, 0);
  const Eigen::VectorXd za =
      fed_admm_run(d.train, {.gamma = 50, .lambda = 0.5, .clip = 0, .sigma = 0, .q = 1, .kappa = kappa, .K = 4000}, r1);
  const Eigen::VectorXd zs =
      prox_sgd_run(d.train, {.step = 2, .clip = 1e9, .sigma = 0, .q = 1, .kappa = kappa, .K = 4000}, r2);
  return {(za - at->x).norm(), (zs - at->x).norm(), (za - twice->x).norm()};
}

}  // namespace

TEST(AppendixEAlgorithms, NoiselessLimitsAreTheLassoMinimiser) {
  const Limit l = limits();
  EXPECT_LT(l.admm, 1e-8);          // federated ADMM with every user in every round: consensus ADMM on (34)
  EXPECT_LT(l.sgd, 1e-8);           // proximal gradient descent on (34)
  EXPECT_GT(l.admm_control, 1e-4);  // control: the minimiser at 2κ is a different point
}

TEST(AppendixEAlgorithms, ClippingAndNoiseAreApplied) {
  Stream rng(7, 0, 0);
  const LassoData d = appendix_e_data(rng, 200, 50, 8, 3, 0.1);
  const FedAdmmSettings base{.gamma = 50, .lambda = 0.5, .clip = 0, .sigma = 0, .q = 0.5, .kappa = 0.01, .K = 50};
  FedAdmmSettings clipped = base, noisy = base;
  clipped.clip = 1e-3;
  noisy.sigma = 0.1;
  Stream a(7, 1, 0), b(7, 1, 0), c(7, 1, 0), e(7, 1, 0);
  const Eigen::VectorXd z0 = fed_admm_run(d.train, base, a), z0b = fed_admm_run(d.train, base, e);
  EXPECT_EQ((z0 - z0b).norm(), 0.0);  // the same stream gives the same run
  EXPECT_GT((fed_admm_run(d.train, clipped, b) - z0).norm(), 1e-6);
  EXPECT_GT((fed_admm_run(d.train, noisy, c) - z0).norm(), 1e-6);
}

TEST(AppendixEAlgorithms, PoissonMembersJoinWithProbabilityQ) {
  // 2000 rounds of n = 50 at q = 0.1: every user's count is Binomial(2000, 0.1) (mean 200, sd 13.4),
  // the total Binomial(100000, 0.1) (mean 10000, sd 95).
  auto counts = [](double q) {
    Stream rng(9, 0, 0);
    std::vector<std::size_t> users, count(50, 0);
    std::size_t total = 0;
    for (int r = 0; r < 2000; ++r) {
      poisson_members(rng, 50, q, users);
      for (std::size_t k = 0; k < users.size(); ++k) {
        if (k > 0) {
          EXPECT_LT(users[k - 1], users[k]);
        }
        ++count[users[k]];
      }
      total += users.size();
    }
    std::size_t lo = count[0], hi = count[0];
    for (auto c : count) lo = std::min(lo, c), hi = std::max(hi, c);
    return std::tuple{total, lo, hi};
  };
  const auto [total, lo, hi] = counts(0.1);
  EXPECT_NEAR(static_cast<double>(total), 10000.0, 5 * 95.0);
  EXPECT_GT(lo, 200u - 5 * 14);  // 5 sd (the least and largest of 50 counts)
  EXPECT_LT(hi, 200u + 5 * 14);
  EXPECT_GT(std::get<0>(counts(0.12)), 10000u + 5 * 95);  // control: another rate is seen
  std::vector<std::size_t> all;
  Stream rng(9, 1, 0);
  poisson_members(rng, 7, 1.0, all);
  EXPECT_EQ(all.size(), 7u);
}

TEST(AppendixEData, CrossValidatedKappaIsOnTheGridAndBadInputIsRefused) {
  Stream rng(8, 0, 0);
  const LassoData d = appendix_e_data(rng, 400, 100, 16, 4, 0.1);
  auto k = lasso_cv_kappa(d.train, 5, 20);
  ASSERT_TRUE(k.ok()) << k.error().message;
  const double kmax = (d.train.A.transpose() * d.train.b).lpNorm<Eigen::Infinity>() / 400.0;
  EXPECT_LE(*k, kmax * (1 + 1e-12));
  EXPECT_GE(*k, 1e-3 * kmax * (1 - 1e-12));
  EXPECT_LT(*k, kmax);  // a sparse truth with signal: some coordinate survives at the chosen κ
  EXPECT_FALSE(lasso_cv_kappa(d.train, 1, 20).ok());
  EXPECT_FALSE(lasso_cv_kappa(d.train, 5, 1).ok());
}
