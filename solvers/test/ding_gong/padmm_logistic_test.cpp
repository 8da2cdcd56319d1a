// The double path of P-ADMM (padmm_logistic_run, Section V's experiments) against the high-precision path of the
// claims (padmm_agents: the same update rule padmm_round_t, instantiated on hp with SmoothFunction's own logistic
// gradient and values, and hp's x_update): the same data (exact half-integers), the same noise (re-drawn here
// from the Stream in the documented order: iteration, agent, coordinate) and the metrics recomputed from the hp
// iterates. Control: η off by 1e-4 moves the metrics by far more than the tolerance.
#include "privbound/solvers/ding_gong/padmm_logistic.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include "privbound/solvers/ding_gong/padmm_run.hpp"
#include "privbound/solvers/experiment/logistic.hpp"

using namespace privbound;
using namespace privbound::solvers;
namespace dg = privbound::solvers::ding_gong;
namespace ex = privbound::solvers::experiment;

namespace {
constexpr unsigned kBits = 160;
constexpr std::size_t kAgents = 3, kRows = 6, kDim = 4;
constexpr long kK = 6;

struct Fixture {
  std::vector<SmoothFunction> f;
  Eigen::MatrixXd X;
  Eigen::VectorXd y;
};

Fixture fixture(const numeric::Rational& two_lambda) {
  Rng rng(20261127);
  Fixture fx;
  fx.X.resize(kAgents * kRows, kDim);
  fx.y.resize(kAgents * kRows);
  for (std::size_t i = 0; i < kAgents; ++i) {
    fx.f.push_back(make_logistic(rng, kDim, kRows, two_lambda, kBits));
    for (std::size_t r = 0; r < kRows; ++r) {
      for (std::size_t c = 0; c < kDim; ++c)
        fx.X(static_cast<Eigen::Index>(i * kRows + r), static_cast<Eigen::Index>(c)) =
            fx.f[i].H_exact(r, c).to_double();
      fx.y(static_cast<Eigen::Index>(i * kRows + r)) =
          fx.f[i].labels(static_cast<Eigen::Index>(r)).convert_to<double>();
    }
  }
  return fx;
}

// The triangle (every agent neighbours the other two): L_+ = D + Adj, L_- = D - Adj, M = D.
dg::Network triangle() {
  dg::Network net;
  net.neighbours = {{1, 2}, {0, 2}, {0, 1}};
  net.L_plus = net.L_minus = net.M = numeric::RationalMatrix(3, 3);
  for (std::size_t i = 0; i < 3; ++i) {
    net.L_plus(i, i) = net.L_minus(i, i) = net.M(i, i) = numeric::Rational(2);
    for (long j : net.neighbours[i]) {
      net.L_plus(i, static_cast<std::size_t>(j)) = numeric::Rational(1);
      net.L_minus(i, static_cast<std::size_t>(j)) = numeric::Rational(-1);
    }
  }
  return net;
}

struct Compared {
  double worst = 0;  // largest relative difference of any metric at any iteration
};

Compared compare(double eta_double, double lambda) {
  numeric::ScopedHpPrecision prec(kBits);
  const Fixture fx = fixture(*numeric::parse_rational(lambda == 0 ? "0" : "1/50"));
  std::vector<std::size_t> order(fx.X.rows());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  auto prob = dg::padmm_logistic_problem(fx.X, fx.y, order, triangle().neighbours, lambda);
  EXPECT_TRUE(prob.ok());
  const std::vector<double> sigma2 = {0.04, 0.09, 0.01};
  const double R = 0.9;
  std::vector<Eigen::VectorXd> x0;
  for (std::size_t i = 0; i < kAgents; ++i) x0.push_back(Eigen::VectorXd::LinSpaced(kDim, -0.5 + i, 0.5));
  dg::PadmmLogisticSettings s{
      .eta = eta_double, .sigma2_1 = sigma2, .R = R, .K = kK, .record = {}, .x0 = x0, .tol = 1e-13};
  for (long k = 0; k <= kK; ++k) s.record.push_back(static_cast<std::size_t>(k));
  std::vector<double> out(s.record.size() * dg::padmm_metric_count);
  ex::Stream rng(7, 3, 1);
  EXPECT_TRUE(dg::padmm_logistic_run(*prob, s, rng, out).ok());
  // The hp path, fed the same draws.
  ex::Stream again(7, 3, 1);
  std::vector<std::vector<HpVector>> noise;
  double scale = 1;
  for (long k = 0; k < kK; ++k, scale *= R) {
    std::vector<HpVector> step;
    for (std::size_t i = 0; i < kAgents; ++i) {
      HpVector v(kDim);
      const double sd = std::sqrt(sigma2[i] * scale);
      for (std::size_t c = 0; c < kDim; ++c) v(static_cast<Eigen::Index>(c)) = hp_float(sd * again.normal());
      step.push_back(v);
    }
    noise.push_back(step);
  }
  dg::PadmmProblem hp;
  hp.f = fx.f;
  for (const auto& f : fx.f) hp.smooth.push_back(f.nu);
  hp.net = triangle();
  hp.eta = hp_float(1);  // the reference always runs at η = 1
  hp.d = kDim;
  HpVector x0s(kAgents * kDim);
  for (std::size_t i = 0; i < kAgents; ++i)
    for (std::size_t c = 0; c < kDim; ++c)
      x0s(static_cast<Eigen::Index>(i * kDim + c)) = hp_float(x0[i](static_cast<Eigen::Index>(c)));
  auto it = dg::padmm_agents(hp, x0s, noise);
  EXPECT_TRUE(it.ok());
  Compared cmp;
  std::vector<HpVector> mean(kAgents, HpVector::Zero(kDim));
  for (long k = 0; k <= kK; ++k) {
    hp_float released = 0, local = 0, objective = 0;
    for (std::size_t i = 0; i < kAgents; ++i) {
      const auto blk = [&](const HpVector& v) {
        return HpVector(v.segment(static_cast<Eigen::Index>(i * kDim), kDim));
      };
      if (k > 0) mean[i] += (blk(it->x[static_cast<std::size_t>(k)]) - mean[i]) / hp_float(k);
      // F = mean over all records + Λ|w|^2 = the average of the f_j (equal sizes, each with Λ|w|^2)
      for (std::size_t j = 0; j < kAgents; ++j) {
        released += fx.f[j].value(blk(it->x_tilde[static_cast<std::size_t>(k)])) / hp_float(long(kAgents * kAgents));
        local += fx.f[j].value(blk(it->x[static_cast<std::size_t>(k)])) / hp_float(long(kAgents * kAgents));
      }
      objective += fx.f[i].value(k == 0 ? blk(it->x[0]) : mean[i]);
    }
    const double want[3] = {released.convert_to<double>(), local.convert_to<double>(), objective.convert_to<double>()};
    for (std::size_t m = 0; m < 3; ++m) {
      const double got = out[static_cast<std::size_t>(k) * dg::padmm_metric_count + m];
      cmp.worst = std::max(cmp.worst, std::fabs(got - want[m]) / std::fabs(want[m]));
    }
  }
  return cmp;
}
}  // namespace

TEST(DingGongPadmmLogistic, DoublePathMatchesTheHighPrecisionPath) {
  EXPECT_LT(compare(1, 0.01).worst, 1e-9);  // Λ = 1/100: make_logistic's mu_reg/2 with mu_reg = 1/50
  EXPECT_LT(compare(1, 0).worst, 1e-9);
}

TEST(DingGongPadmmLogistic, ControlAnEtaOffByOneInTenThousandIsSeen) { EXPECT_GT(compare(1 + 1e-4, 0.01).worst, 1e-7); }

TEST(DingGongPadmmLogistic, BadSettingsAreErrors) {
  const Fixture fx = fixture(numeric::Rational(0));
  std::vector<std::size_t> order(fx.X.rows());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  EXPECT_FALSE(dg::padmm_logistic_problem(fx.X, fx.y, order, {{1}}, 0).ok());        // one agent
  EXPECT_FALSE(dg::padmm_logistic_problem(fx.X, fx.y, order, {{1}, {}}, 0).ok());    // no neighbour
  EXPECT_FALSE(dg::padmm_logistic_problem(fx.X, fx.y, order, {{1}, {5}}, 0).ok());   // out of range
  EXPECT_FALSE(dg::padmm_logistic_problem(fx.X, fx.y, order, {{1}, {0}}, -1).ok());  // Λ < 0
  auto p = dg::padmm_logistic_problem(fx.X, fx.y, order, {{1}, {0}}, 0);
  ASSERT_TRUE(p.ok());
  EXPECT_EQ(p->agents[0].n(), 9u);
  std::vector<double> out(3);
  ex::Stream rng(1, 1, 1);
  dg::PadmmLogisticSettings s{.eta = 1,
                              .sigma2_1 = {0, 0},
                              .R = 0.5,
                              .K = 1,
                              .record = {0},
                              .x0 = {Eigen::VectorXd::Zero(kDim), Eigen::VectorXd::Zero(kDim)}};
  EXPECT_TRUE(dg::padmm_logistic_run(*p, s, rng, out).ok());
  s.eta = 0;
  EXPECT_FALSE(dg::padmm_logistic_run(*p, s, rng, out).ok());
  s.eta = 1;
  s.sigma2_1 = {0};
  EXPECT_FALSE(dg::padmm_logistic_run(*p, s, rng, out).ok());
}

// logistic_optimum against SmoothFunction's independent hp gradient: it vanishes at the returned w.
TEST(ExperimentLogistic, OptimumIsStationaryForTheHighPrecisionGradient) {
  numeric::ScopedHpPrecision prec(kBits);
  const Fixture fx = fixture(*numeric::parse_rational("1/50"));
  ex::LogisticData D{fx.X.topRows(kRows), fx.y.head(kRows), Eigen::VectorXd::Constant(kRows, 1.0 / kRows)};
  auto o = ex::logistic_optimum(D, 0.01);
  ASSERT_TRUE(o.ok());
  HpVector w(kDim);
  for (std::size_t c = 0; c < kDim; ++c) w(static_cast<Eigen::Index>(c)) = hp_float(o->w(static_cast<Eigen::Index>(c)));
  EXPECT_LT(fx.f[0].gradient(w).norm().convert_to<double>(), 1e-10);
  EXPECT_NEAR(o->value, fx.f[0].value(w).convert_to<double>(), 1e-14);
  // control: a point 1e-3 away is not stationary
  w(0) += hp_float(1e-3);
  EXPECT_GT(fx.f[0].gradient(w).norm().convert_to<double>(), 1e-6);
  // bad input
  ex::LogisticData bad = D;
  bad.c(0) = 0;
  EXPECT_FALSE(ex::logistic_optimum(bad, 0.01).ok());
  EXPECT_FALSE(ex::logistic_optimum(D, -1).ok());
}
