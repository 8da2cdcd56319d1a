// The double path of Liu et al.'s algorithms (ls_logistic: Section V's experiments) against the high-precision path
// of the claims (ls_step: the same update rule ls_step_t, instantiated on hp with SmoothFunction's own logistic
// gradient, chan_xie_zhao's canonical y-minimiser and a dense Cholesky solve of Q_nu): the same data (exact
// half-integers), the same batches and noise, eight iterations with and without the SVRG snapshot. Control: eta off
// by 1e-4 moves the iterates by far more than the tolerance. Then the runs: convergence of the non-private
// SVRG-ADMM (SC variant) to the minimiser Newton's method finds (an independent solver), the gradient count against
// Algorithm 1's S(n + 2bm) and Algorithm 2's Tb, divergence reported as such, determinism, errors. The graphical lasso:
// its 2 x 2 solution in closed form (both branches), its optimality residual on a random covariance, and a
// perturbed Theta rejected.
#include "privbound/solvers/liu_geng/ls_logistic.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include "privbound/solvers/liu_geng/ls_admm.hpp"

using namespace privbound;
using namespace privbound::solvers;
namespace sl = privbound::solvers::liu_geng;
namespace ex = privbound::solvers::experiment;

namespace {
constexpr unsigned kLsBits = 160;
constexpr long kLsN = 8, kLsD = 4;

struct LsFixture {
  sl::Problem hp;
  sl::LsLogistic dbl;
};

// n logistic components on one sample each (ridge lambda2), A = [phi; I] with the edges (0,1), (1,2), (0,3).
LsFixture ls_fixture(double nu, bool ridge) {
  Rng rng(20261128);
  numeric::ScopedHpPrecision prec(kLsBits);
  LsFixture fx;
  const numeric::Rational lambda2 = ridge ? numeric::Rational(1, 8) : numeric::Rational(0);
  Eigen::MatrixXd X(kLsN, kLsD);
  Eigen::VectorXd y(kLsN);
  for (long i = 0; i < kLsN; ++i) {
    fx.hp.f.push_back(make_logistic(rng, kLsD, 1, lambda2, kLsBits));
    for (long c = 0; c < kLsD; ++c) X(i, c) = static_cast<double>(fx.hp.f.back().H(0, c));
    y(i) = static_cast<double>(fx.hp.f.back().labels(0));
  }
  const std::vector<std::pair<long, long>> edges = {{0, 1}, {1, 2}, {0, 3}};
  Eigen::SparseMatrix<double> A = sl::graph_guided_A(kLsD, edges);
  const Eigen::MatrixXd Ad(A);
  const auto rows = Ad.rows();
  const auto ur = static_cast<std::size_t>(rows), ud = static_cast<std::size_t>(kLsD);
  RationalMatrix Ar(ur, ud), Br(ur, ur), cr(ur, 1);
  for (std::size_t r = 0; r < ur; ++r) {
    for (std::size_t c = 0; c < ud; ++c)
      Ar(r, c) = numeric::Rational(static_cast<long>(Ad(static_cast<Eigen::Index>(r), static_cast<Eigen::Index>(c))));
    for (std::size_t c = 0; c < ur; ++c) Br(r, c) = numeric::Rational(r == c ? -1 : 0);
    cr(r, 0) = numeric::Rational(0);
  }
  set_constraint(fx.hp.admm, Ar, Br, cr);
  fx.hp.admm.g.family = GFamily::l1;
  fx.hp.admm.g.c1 = hp_float(1) / 16;
  fx.hp.admm.g.q = HpVector::Zero(rows);
  fx.hp.admm.beta = hp_float(3) / 4;
  fx.hp.admm.eta = 1;
  fx.hp.nu = nu;
  fx.hp.prepare();
  auto d = sl::ls_logistic_problem(X, y, X, y, A, 1.0 / 16, ridge ? 0.125 : 0.0, 0.75, nu);
  EXPECT_TRUE(d.ok());
  fx.dbl = std::move(*d);
  return fx;
}

// The largest relative difference between the two paths' iterates over 8 iterations (eta scaled by eta_factor on
// the double path).
double ls_path_gap(double nu, bool ridge, bool snapshot, double eta_factor) {
  LsFixture fx = ls_fixture(nu, ridge);
  numeric::ScopedHpPrecision prec(kLsBits);
  const sl::LsLogisticOps ops(fx.dbl);
  const auto grad = [&ops](long i, const Eigen::VectorXd& x, Eigen::VectorXd& g) { ops.grad_i(i, x, g); };
  const auto rows = fx.dbl.A.rows();
  Eigen::VectorXd x = Eigen::VectorXd::Constant(kLsD, 0.25), lambda = Eigen::VectorXd::Zero(rows), y(rows);
  HpVector xh = x.cast<hp_float>(), lh = lambda.cast<hp_float>();
  // the snapshot x~ = (1/2, -1/4, 0, 1/4) and p~ = grad f(x~) on both paths
  Eigen::VectorXd sx(kLsD);
  sx << 0.5, -0.25, 0, 0.25;
  sl::Snapshot snap{sx.cast<hp_float>(), fx.hp.full_gradient(sx.cast<hp_float>())};
  Eigen::VectorXd sp(kLsD);
  for (long c = 0; c < kLsD; ++c) sp(c) = static_cast<double>(snap.p(c));
  sl::LsWork<double> work;
  Rng rng(7);
  double worst = 0;
  for (int t = 0; t < 8; ++t) {
    const std::vector<long> batch = sl::draw_batch(rng, kLsN, 3);
    Eigen::VectorXd u(kLsD);
    for (long c = 0; c < kLsD; ++c) u(c) = static_cast<double>(uniform_int(rng, -4, 4)) / 8;
    const double eta = 0.125;
    sl::ls_step_t<double>(ops, grad, std::span<const long>(batch), u, eta * eta_factor, 1.5, snapshot ? &sx : nullptr,
                          snapshot ? &sp : nullptr, x, lambda, y, work);
    const sl::Step st =
        sl::ls_step(fx.hp, xh, lh, batch, u.cast<hp_float>(), hp_float(eta), hp_float(1.5), snapshot ? &snap : nullptr);
    xh = st.x;
    lh = st.lambda;
    for (long c = 0; c < kLsD; ++c)
      worst = std::max(worst, std::fabs(x(c) - static_cast<double>(st.x(c))) / (1 + std::fabs(x(c))));
    for (Eigen::Index c = 0; c < rows; ++c) {
      worst = std::max(worst, std::fabs(lambda(c) - static_cast<double>(st.lambda(c))) / (1 + std::fabs(lambda(c))));
      worst = std::max(worst, std::fabs(y(c) - static_cast<double>(st.y(c))) / (1 + std::fabs(y(c))));
    }
  }
  return worst;
}

TEST(LsLogistic, DoublePathFollowsTheHighPrecisionPath) {
  for (double nu : {0.0, 2.0, 3.0})
    for (bool ridge : {false, true})
      for (bool snapshot : {false, true}) {
        EXPECT_LT(ls_path_gap(nu, ridge, snapshot, 1), 1e-12) << "nu " << nu << " ridge " << ridge;
        EXPECT_GT(ls_path_gap(nu, ridge, snapshot, 1 + 1e-4), 1e-8) << "control, nu " << nu;
      }
}

// Logistic data with a ridge, lambda1 = 0 and A = I: the problem is ridge logistic regression, whose minimiser Newton's
// method finds (experiment::logistic_optimum, no ADMM involved).
sl::LsLogistic ls_ridge_problem(double lambda2, double nu = 2) {
  ex::Stream s(5, 0, 0);
  const long n = 200, d = 5;
  Eigen::MatrixXd X(n, d);
  Eigen::VectorXd y(n);
  for (long i = 0; i < n; ++i) {
    for (long c = 0; c < d; ++c) X(i, c) = s.uniform();
    y(i) = X(i, 0) - X(i, 1) + 0.3 * s.normal() > 0 ? 1 : -1;
  }
  Eigen::SparseMatrix<double> I(d, d);
  I.setIdentity();
  return *sl::ls_logistic_problem(X, y, X, y, I, 0, lambda2, 1, nu);
}

TEST(LsLogistic, NonPrivateScSvrgAdmmReachesTheNewtonMinimiser) {
  for (const double nu : {0.0, 2.0}) {  // smoothing slows it (100 epochs at nu = 2 against 30)
    const sl::LsLogistic p = ls_ridge_problem(0.05, nu);
    const auto opt = ex::logistic_optimum(p.train, 0.025);
    ASSERT_TRUE(opt.ok());
    const long S = nu > 0 ? 100 : 30, m = 2 * p.n() / 10;
    sl::LsRunSettings s{.strongly_convex = true, .m = m, .b = 10, .units = S, .eta = 1 / (2 * p.g), .gamma = 1};
    std::vector<double> out(static_cast<std::size_t>(S + 1) * sl::ls_metric_count);
    ex::Stream rng(1, 2, 3);
    auto r = sl::ls_logistic_run(p, s, rng, out);
    ASSERT_TRUE(r.ok());
    EXPECT_FALSE(*r);
    const double last = out[static_cast<std::size_t>(S) * sl::ls_metric_count + sl::ls_objective_out];
    EXPECT_GE(last - opt->value, -1e-12);
    EXPECT_LT(last - opt->value, 1e-8) << "nu " << nu;
    // control: the minimiser of a different ridge is not reached
    const auto other = ex::logistic_optimum(p.train, 0.02);
    EXPECT_GT(std::fabs(last - other->value), 1e-4);
    // the gradient count: S (n + 2 b m) (a snapshot, then two per batch member per inner step; L206, L210)
    EXPECT_EQ(out[static_cast<std::size_t>(S) * sl::ls_metric_count + sl::ls_grad_evals],
              static_cast<double>(S * (p.n() + 2 * 10 * m)));
  }
}

TEST(LsLogistic, SadmmCountsAndIsDeterministic) {
  const sl::LsLogistic p = ls_ridge_problem(0.05);
  sl::LsRunSettings s{.algorithm = sl::LsAlgorithm::sadmm, .b = 10, .units = 4, .steps_per_unit = 50, .sigma = 0.1};
  std::vector<double> a(5 * sl::ls_metric_count), b(a.size());
  ex::Stream r1(9, 1, 1), r2(9, 1, 1);
  ASSERT_TRUE(sl::ls_logistic_run(p, s, r1, a).ok());
  ASSERT_TRUE(sl::ls_logistic_run(p, s, r2, b).ok());
  EXPECT_EQ(a, b);
  EXPECT_EQ(a[4 * sl::ls_metric_count + sl::ls_grad_evals], 200.0 * 10);                  // T b (L281)
  EXPECT_LT(a[4 * sl::ls_metric_count + sl::ls_objective_out], a[sl::ls_objective_out]);  // it descends
}

TEST(LsLogistic, ADivergedRunIsFlaggedAndItsObjectivesAreNaN) {
  // eta beta = 1000: the constraint term multiplies x - y + lambda by 1 - 1000 each step; overflow follows
  const sl::LsLogistic p = ls_ridge_problem(0.05);
  sl::LsRunSettings s{.m = 100, .b = 10, .units = 3, .eta = 1000};
  std::vector<double> out(4 * sl::ls_metric_count);
  ex::Stream rng(3, 3, 3);
  auto r = sl::ls_logistic_run(p, s, rng, out);
  ASSERT_TRUE(r.ok());
  EXPECT_TRUE(*r);
  EXPECT_TRUE(std::isfinite(out[sl::ls_objective_out]));  // x_0 = 0
  EXPECT_EQ(out[sl::ls_diverged], 0);
  EXPECT_EQ(out[3 * sl::ls_metric_count + sl::ls_diverged], 1);
  EXPECT_TRUE(std::isnan(out[3 * sl::ls_metric_count + sl::ls_objective_out]));
  EXPECT_TRUE(std::isfinite(out[3 * sl::ls_metric_count + sl::ls_grad_evals]));
  // control: the step 1/(2g) does not diverge
  s.eta = 1 / (2 * p.g);
  ex::Stream rng2(3, 3, 3);
  auto r2 = sl::ls_logistic_run(p, s, rng2, out);
  ASSERT_TRUE(r2.ok());
  EXPECT_FALSE(*r2);
  EXPECT_EQ(out[3 * sl::ls_metric_count + sl::ls_diverged], 0);
}

TEST(LsLogistic, SadmmStepRules) {
  const sl::LsLogistic p = ls_ridge_problem(0.05);
  sl::LsRunSettings s{.algorithm = sl::LsAlgorithm::sadmm, .gamma = 1.5};
  EXPECT_DOUBLE_EQ(sl::ls_sadmm_step(p, s, 0), 1.0);
  EXPECT_DOUBLE_EQ(sl::ls_sadmm_step(p, s, 3), 0.5);  // 1/sqrt(4)
  s.t0 = 5;
  EXPECT_DOUBLE_EQ(sl::ls_sadmm_step(p, s, 3), 1 / 3.0);  // 1/sqrt(9)
  s.strongly_convex = true;
  s.mu = 0.05;
  EXPECT_NEAR(sl::ls_sadmm_step(p, s, 3), 2 * 1.5 * p.norm_Q / (0.05 * 9), 1e-12);
  // |Q_2|_2 for d = 5: 1 + 4 - 4 cos(4 pi/5)
  EXPECT_NEAR(p.norm_Q, 5 - 4 * std::cos(4 * M_PI / 5), 1e-12);
}

TEST(LsLogistic, BadSettingsAreErrors) {
  const sl::LsLogistic p = ls_ridge_problem(0.05);
  std::vector<double> out(2 * sl::ls_metric_count);
  ex::Stream rng(1, 1, 1);
  EXPECT_FALSE(sl::ls_logistic_run(p, {.b = 0}, rng, out).ok());
  EXPECT_FALSE(sl::ls_logistic_run(p, {.b = 201}, rng, out).ok());
  EXPECT_FALSE(sl::ls_logistic_run(p, {.eta = -1}, rng, out).ok());
  EXPECT_FALSE(sl::ls_logistic_run(p, {.sigma = std::nan("")}, rng, out).ok());
  EXPECT_FALSE(
      sl::ls_logistic_run(p, {.algorithm = sl::LsAlgorithm::sadmm, .strongly_convex = true, .mu = 0}, rng, out).ok());
  EXPECT_FALSE(sl::ls_logistic_run(p, {.units = 2}, rng, out).ok());  // out sized for 1 unit
  Eigen::MatrixXd X = Eigen::MatrixXd::Ones(3, 2);
  Eigen::VectorXd y(3);
  y << 1, -1, 2;
  Eigen::SparseMatrix<double> I(2, 2);
  I.setIdentity();
  EXPECT_FALSE(sl::ls_logistic_problem(X, y, X, y, I, 0, 0, 1, 0).ok());  // label 2
  y(2) = 1;
  EXPECT_TRUE(sl::ls_logistic_problem(X, y, X, y, I, 0, 0, 1, 0).ok());
  EXPECT_FALSE(sl::ls_logistic_problem(X, y, X, y, I, 0, 0, 0, 0).ok());   // beta = 0
  EXPECT_FALSE(sl::ls_logistic_problem(X, y, X, y, I, -1, 0, 1, 0).ok());  // lambda1 < 0
}

// 2 x 2: Theta_12 = 0 iff |S_12| <= rho; otherwise W = S + rho [1, sign; sign, 1] and Theta = W^{-1}.
TEST(LsGlasso, TwoByTwoClosedForm) {
  for (double s12 : {0.3, -0.3, 0.05}) {
    Eigen::MatrixXd S(2, 2);
    S << 1.0, s12, s12, 2.0;
    const double rho = 0.1;
    auto g = sl::graphical_lasso(S, rho, 1e-10);
    ASSERT_TRUE(g.ok());
    Eigen::MatrixXd W(2, 2);
    const double w12 = std::fabs(s12) <= rho ? 0 : s12 - rho * (s12 > 0 ? 1 : -1);
    W << 1 + rho, w12, w12, 2 + rho;
    const Eigen::MatrixXd T = W.inverse();
    EXPECT_NEAR(g->Theta(0, 0), T(0, 0), 1e-9);
    EXPECT_NEAR(g->Theta(1, 1), T(1, 1), 1e-9);
    EXPECT_NEAR(g->Theta(0, 1), T(0, 1), 1e-9);
    EXPECT_EQ(sl::glasso_edges(g->Theta).size(), std::fabs(s12) > rho ? 1u : 0u);
  }
}

TEST(LsGlasso, OptimalOnARandomCovarianceAndAPerturbedThetaIsNot) {
  ex::Stream s(11, 0, 0);
  const long n = 300, d = 8;
  Eigen::MatrixXd Z(n, d);
  for (long i = 0; i < n; ++i) {
    double prev = 0;
    for (long c = 0; c < d; ++c) Z(i, c) = prev = 0.7 * prev + s.normal();  // a chain: a sparse precision matrix
  }
  const Eigen::MatrixXd C = Z.rowwise() - Z.colwise().mean();
  const Eigen::MatrixXd S = C.transpose() * C / static_cast<double>(n);
  auto g = sl::graphical_lasso(S, 0.1, 1e-9);
  ASSERT_TRUE(g.ok());
  EXPECT_LT(sl::glasso_residual(S, g->Theta, 0.1), 1e-6);
  const auto e = sl::glasso_edges(g->Theta);
  EXPECT_GE(e.size(), static_cast<std::size_t>(d - 1) / 2);  // the chain's edges mostly found
  EXPECT_LT(e.size(), static_cast<std::size_t>(d * (d - 1) / 2));
  Eigen::MatrixXd T = g->Theta;
  T(0, 1) += 1e-3;
  T(1, 0) += 1e-3;
  EXPECT_GT(sl::glasso_residual(S, T, 0.1), 1e-5);  // control
  EXPECT_FALSE(sl::graphical_lasso(S, 0).ok());
  Eigen::MatrixXd bad = S;
  bad(0, 1) += 1;
  EXPECT_FALSE(sl::graphical_lasso(bad, 0.1).ok());
}

}  // namespace
