// The least-squares data and the exact elastic-net optimum, against independent routes: the loss
// straight from the residuals, the ridge closed form solved in high precision (c1 = 0), and
// proximal gradient (ISTA) run to convergence in long double.
#include "privbound/solvers/experiment/least_squares.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include "privbound/numeric/hp.hpp"
#include "privbound/solvers/experiment/engine.hpp"

using namespace privbound;
using namespace privbound::solvers::experiment;

namespace {

LeastSquaresData ls_data(std::uint64_t seed, Eigen::Index N, Eigen::Index n) {
  Stream rng(seed, 0, 0);
  LeastSquaresData d;
  d.A.resize(N, n);
  d.b.resize(N);
  for (Eigen::Index i = 0; i < N; ++i) {
    for (Eigen::Index j = 0; j < n; ++j) d.A(i, j) = rng.normal();
    d.b(i) = rng.normal() + d.A(i, 0);
  }
  d.prepare();
  return d;
}

// ISTA on F in long double: x ← S_{c1 s}(x − s∇f(x)) / (1 + 2 c2 s), s = 1/(2λ_max(G)).
Eigen::VectorXd ista(const LeastSquaresData& d, double c1, double c2, int iterations) {
  using L = long double;
  const Eigen::Index n = d.A.cols();
  const L step = 1.0L / (2.0L * Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd>(d.G).eigenvalues().maxCoeff());
  std::vector<L> x(static_cast<std::size_t>(n), 0), r(static_cast<std::size_t>(d.A.rows()));
  for (int it = 0; it < iterations; ++it) {
    for (Eigen::Index i = 0; i < d.A.rows(); ++i) {
      L s = -static_cast<L>(d.b(i));
      for (Eigen::Index j = 0; j < n; ++j) s += static_cast<L>(d.A(i, j)) * x[static_cast<std::size_t>(j)];
      r[static_cast<std::size_t>(i)] = s;
    }
    for (Eigen::Index j = 0; j < n; ++j) {
      L g = 0;
      for (Eigen::Index i = 0; i < d.A.rows(); ++i) g += static_cast<L>(d.A(i, j)) * r[static_cast<std::size_t>(i)];
      g *= 2.0L / static_cast<L>(d.A.rows());
      const L v = x[static_cast<std::size_t>(j)] - step * g, t = c1 * step;
      const L soft = v > t ? v - t : (v < -t ? v + t : 0.0L);
      x[static_cast<std::size_t>(j)] = soft / (1 + 2 * c2 * step);
    }
  }
  Eigen::VectorXd out(n);
  for (Eigen::Index j = 0; j < n; ++j) out(j) = static_cast<double>(x[static_cast<std::size_t>(j)]);
  return out;
}

}  // namespace

TEST(LeastSquares, GramLossEqualsResidualLoss) {
  const LeastSquaresData d = ls_data(1, 200, 12);
  Stream rng(2, 0, 0);
  Eigen::VectorXd x(12), work(12);
  for (int k = 0; k < 20; ++k) {
    for (Eigen::Index j = 0; j < 12; ++j) x(j) = 3 * rng.normal();
    const double direct = (d.A * x - d.b).squaredNorm() / 200;
    EXPECT_NEAR(d.loss(x, work), direct, 1e-12 * (1 + direct));
  }
}

TEST(ElasticNetOptimum, RidgeMatchesTheClosedFormInHighPrecision) {
  const LeastSquaresData d = ls_data(3, 60, 8);
  const double c2 = 0.25;
  auto o = elastic_net_optimum(d, 0, c2);
  ASSERT_TRUE(o.ok()) << o.error().message;
  // (G + c2 I)x = h with G, h accumulated in high precision from A, b
  numeric::ScopedHpPrecision p(200);
  numeric::HpMatrix M = numeric::HpMatrix::Zero(8, 8);
  numeric::HpVector h = numeric::HpVector::Zero(8);
  for (Eigen::Index i = 0; i < 60; ++i)
    for (Eigen::Index j = 0; j < 8; ++j) {
      h(j) += numeric::hp_float(d.A(i, j)) * d.b(i) / 60;
      for (Eigen::Index k = 0; k < 8; ++k) M(j, k) += numeric::hp_float(d.A(i, j)) * d.A(i, k) / 60;
    }
  for (Eigen::Index j = 0; j < 8; ++j) M(j, j) += c2;
  const numeric::HpVector x = M.partialPivLu().solve(h);
  for (Eigen::Index j = 0; j < 8; ++j) EXPECT_NEAR(o->x(j), static_cast<double>(x(j)), 1e-14);
  EXPECT_EQ(o->support, 8u);
  EXPECT_LT(o->kkt_residual, 1e-15);
}

TEST(ElasticNetOptimum, AgreesWithProximalGradientAndIsSparse) {
  const LeastSquaresData d = ls_data(4, 80, 10);
  for (double c1 : {0.01, 0.3, 1.0}) {
    auto o = elastic_net_optimum(d, c1, 0.1);
    ASSERT_TRUE(o.ok()) << o.error().message;
    const Eigen::VectorXd xi = ista(d, c1, 0.1, 3000);
    EXPECT_LT((o->x - xi).lpNorm<Eigen::Infinity>(), 1e-12) << "c1 = " << c1;
    EXPECT_LT(o->value_error, 1e-25);
    // the value is F(x*): F at any other point is larger (negative control: F at ISTA's early iterate)
    Eigen::VectorXd work(10);
    const Eigen::VectorXd early = ista(d, c1, 0.1, 3);
    const double F_early = d.loss(early, work) + elastic_net_penalty(early, c1, 0.1);
    EXPECT_GT(F_early - o->value, 1e-6);
    EXPECT_NEAR(d.loss(o->x, work) + elastic_net_penalty(o->x, c1, 0.1), o->value, 1e-13);
  }
  auto heavy = elastic_net_optimum(d, 5.0, 0.1);  // c1 above max |2h_j|: x* = 0
  ASSERT_TRUE(heavy.ok());
  EXPECT_EQ(heavy->support, 0u);
}

TEST(ElasticNetOptimum, RejectsBadInput) {
  LeastSquaresData d = ls_data(5, 20, 4);
  EXPECT_FALSE(elastic_net_optimum(d, -1, 0.1).ok());
  EXPECT_FALSE(elastic_net_optimum(d, std::nan(""), 0.1).ok());
  EXPECT_FALSE(elastic_net_optimum(d, 0.1, -0.5).ok());
  EXPECT_FALSE(elastic_net_optimum(d, 0.1, 0.1, 32).ok());
  LeastSquaresData wide = ls_data(6, 3, 5);  // N < n: G singular, and c2 = 0
  const auto r = elastic_net_optimum(wide, 0.1, 0);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("strongly convex"), std::string::npos);
  d.b(0) = std::nan("");
  EXPECT_FALSE(elastic_net_optimum(d, 0.1, 0.1).ok());
}
