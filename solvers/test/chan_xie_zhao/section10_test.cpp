// Section 10 on the double path: the generator as printed, and one update rule on two number
// types — the double consensus path (section10_run) against the general high-precision
// Algorithm 1 (admm_step on dense A = I, B = −I, the claims' path) from the same data and draws.
#include "privbound/solvers/chan_xie_zhao/section10.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "privbound/numeric/hp.hpp"

using namespace privbound;
using namespace privbound::solvers;
using namespace privbound::solvers::chan_xie_zhao;
using experiment::Stream;

TEST(Section10Data, GeneratorAsPrinted) {
  Stream r1(7, 0, 0), r2(7, 0, 0);
  const auto d = section10_data(r1, 64, 1000, 0.25, 0.01);
  const auto d2 = section10_data(r2, 64, 1000, 0.09, 0.01);
  ASSERT_EQ(d.A.rows(), 1000);
  ASSERT_EQ(d.A.cols(), 64);
  double heavy = 0, light = 0, noise2 = 0;
  Eigen::VectorXd xp = Eigen::VectorXd::Zero(64);
  xp.head(12).setConstant(3);  // ⌊64/5⌋ = 12
  for (Eigen::Index i = 0; i < 1000; ++i) {
    EXPECT_NEAR(d.A.row(i).norm(), 0.5, 1e-15);                        // ‖a_i‖ = √μ
    EXPECT_NEAR((d.A.row(i) * 0.6 - d2.A.row(i)).norm(), 0.0, 1e-15);  // same z for every μ
    heavy += d.A.row(i).head(12).squaredNorm();
    light += d.A.row(i).tail(52).squaredNorm();
    const double e = d.b(i) - d.A.row(i).dot(xp);
    noise2 += e * e;
  }
  // E‖50z_{1..12}‖² : E‖z_{13..64}‖² = 30000 : 52
  EXPECT_GT(heavy / light, 400.0);
  EXPECT_NEAR(std::sqrt(noise2 / 1000), 0.01, 0.001);  // σ_b, 1000 draws: sd of the estimate 2.2e-4
}

namespace {

// The general high-precision instance of (31): dense A = I, B = −I, c = 0, g = c1|y|₁ + c2|y|²
// (the project's Regularizer writes c2/2, so its c2 is 2·c2).
AdmmInstance hp_instance(std::size_t n, double beta, double eta, double c1, double c2) {
  AdmmInstance inst;
  const auto nn = static_cast<Eigen::Index>(n);
  inst.A = HpMatrix::Identity(nn, nn);
  inst.B = -HpMatrix::Identity(nn, nn);
  inst.c = HpVector::Zero(nn);
  inst.B_diagonal = true;
  inst.g.family = GFamily::elastic_net;
  inst.g.c1 = c1;
  inst.g.c2 = 2 * hp_float(c2);
  inst.g.q = HpVector::Zero(nn);
  inst.beta = beta;
  inst.eta = eta;
  inst.prepare();
  return inst;
}

// The largest |double − hp| over the gaps of T steps, replaying section10_run's draws.
double max_path_difference(double eta_hp_factor) {
  const std::size_t n = 16, N = 200, T = 40;
  Stream data_rng(3, 0, 0);
  const auto d = section10_data(data_rng, n, N, 0.25, 0.01);
  Section10Run s{.beta = 0.9, .eta = 1.75, .c1 = 0.01, .c2 = 0.1, .sigma = 0.01, .x0 = 3, .T = T};
  std::vector<double> gap(T + 1), gap_x(T + 1);
  Stream run_rng(3, 0, 1);
  section10_run(d, s, 0.0, run_rng, gap, gap_x);

  numeric::ScopedHpPrecision prec(160);
  const AdmmInstance inst = hp_instance(n, s.beta, s.eta * eta_hp_factor, s.c1, s.c2);
  const auto nn = static_cast<Eigen::Index>(n);
  HpVector x = HpVector::Constant(nn, hp_float(3)), lambda = HpVector::Zero(nn);
  HpMatrix A(static_cast<Eigen::Index>(N), nn);
  for (Eigen::Index i = 0; i < A.rows(); ++i)
    for (Eigen::Index j = 0; j < nn; ++j) A(i, j) = d.A(i, j);
  auto F = [&](const HpVector& xx, const HpVector& y) -> hp_float {
    hp_float loss = 0;
    for (Eigen::Index i = 0; i < A.rows(); ++i) {
      const hp_float r = A.row(i).dot(xx) - d.b(i);
      loss += r * r;
    }
    hp_float pen = 0;
    for (Eigen::Index j = 0; j < nn; ++j) pen += s.c1 * abs(y(j)) + s.c2 * y(j) * y(j);
    return loss / static_cast<long>(N) + pen;
  };
  Stream replay(3, 0, 1);
  double worst = 0;
  for (std::size_t t = 0; t < T; ++t) {
    const auto i = static_cast<Eigen::Index>(replay.below(N));
    SmoothFunction f;  // f_t(x) = (⟨a_i, x⟩ − b_i)² = ½xᵀ(2a aᵀ)x − 2b_i aᵀx + const
    f.family = FFamily::quadratic;
    f.H = 2 * A.row(i).transpose() * A.row(i);
    f.h = -2 * hp_float(d.b(i)) * A.row(i).transpose();
    const StepTrace st = admm_step(inst, f, x, lambda);
    worst = std::max(worst, std::fabs(static_cast<double>(F(x, st.y)) - gap[t]));
    x = st.x_next;
    lambda = st.lambda_next;
    for (Eigen::Index j = 0; j < nn; ++j) x(j) += s.sigma * replay.normal();
  }
  return worst;
}

}  // namespace

TEST(Section10Paths, DoubleAndHighPrecisionAgree) {
  // Both paths run the same update rule (alg1_step) on the same data and draws: the gaps agree to
  // rounding (T = 40 steps, gaps of order 1 to 1e-3; double rounding ~1e-16 per operation).
  EXPECT_LT(max_path_difference(1.0), 1e-11);
  // Negative control: a step size off by 1e-6 in the high-precision path is seen.
  EXPECT_GT(max_path_difference(1.0 + 1e-6), 1e-9);
}

TEST(Section10Run, GapIsNonNegativeAgainstTheExactOptimumAndShrinks) {
  Stream data_rng(5, 0, 0);
  const auto d = section10_data(data_rng, 64, 1000, 0.25, 0.01);
  auto opt = experiment::elastic_net_optimum(d, 0.01, 0.1);
  ASSERT_TRUE(opt.ok()) << opt.error().message;
  Section10Run s{.beta = 0.9, .eta = 1.75, .c1 = 0.01, .c2 = 0.1, .sigma = 0.01, .x0 = 3, .T = 100};
  std::vector<double> gap(101), gap_x(101);
  Stream rng(5, 0, 1);
  section10_run(d, s, opt->value, rng, gap, gap_x);
  for (double g : gap_x) EXPECT_GE(g, -1e-12);  // F(x_t) ≥ F*
  EXPECT_GT(gap_x[0], 100 * gap_x[100]);
  // the start: x_0 = 3·1, F(x_0) − F* is known from the data
  Eigen::VectorXd x0 = Eigen::VectorXd::Constant(64, 3), w(64);
  EXPECT_NEAR(gap_x[0], d.loss(x0, w) + experiment::elastic_net_penalty(x0, 0.01, 0.1) - opt->value, 1e-12);
}

namespace {

// Algorithm 4 as printed (L868–L874) on the consensus form, written out independently in long
// double with plain loops: x_{t+1} = (x_t − η[∇f_t(x_t) − βy_t − λ_t])/(1 + ηβ) + σ·noise,
// y_{t+1} = argmin_y c1|y|₁ + c2|y|² + ⟨λ_t − βx_{t+1}, y⟩ + (β/2)|y|² (coordinatewise by cases),
// λ_{t+1} = λ_t − β(x_{t+1} − y_{t+1}); returns the left side of (26) with f_star = 0.
long double alg4_reference(const experiment::LeastSquaresData& d, const Section10Run& s, long double eta_factor) {
  using LD = long double;
  const std::size_t n = d.n(), N = d.N(), T = s.T;
  const LD eta = LD(s.eta) * eta_factor, beta = s.beta, c1 = s.c1, c2 = s.c2;
  std::vector<LD> x(n, s.x0), y(n, s.x0), lam(n, 0), xs0(n, 0), xs1(n, 0), ys1(n, 0);
  Stream rng(11, 0, 1);
  for (std::size_t t = 0; t < T; ++t) {
    for (std::size_t j = 0; j < n; ++j) xs0[j] += x[j];
    const auto i = static_cast<Eigen::Index>(rng.below(N));
    LD r = -LD(d.b(i));
    for (std::size_t j = 0; j < n; ++j) r += LD(d.A(i, static_cast<Eigen::Index>(j))) * x[j];
    for (std::size_t j = 0; j < n; ++j) {
      const LD g = 2 * r * LD(d.A(i, static_cast<Eigen::Index>(j)));
      x[j] = (x[j] - eta * (g - beta * y[j] - lam[j])) / (1 + eta * beta);
    }
    for (std::size_t j = 0; j < n; ++j) x[j] += LD(s.sigma) * LD(rng.normal());
    for (std::size_t j = 0; j < n; ++j) {
      const LD w = lam[j] - beta * x[j], a = 2 * c2 + beta;
      y[j] = w > c1 ? -(w - c1) / a : (w < -c1 ? -(w + c1) / a : 0);
      lam[j] -= beta * (x[j] - y[j]);
      xs1[j] += x[j];
      ys1[j] += y[j];
    }
  }
  LD loss = 0, pen = 0, feas = 0;
  for (std::size_t i = 0; i < N; ++i) {
    LD r = -LD(d.b(static_cast<Eigen::Index>(i)));
    for (std::size_t j = 0; j < n; ++j)
      r += LD(d.A(static_cast<Eigen::Index>(i), static_cast<Eigen::Index>(j))) * xs0[j] / T;
    loss += r * r;
  }
  for (std::size_t j = 0; j < n; ++j) {
    const LD yb = ys1[j] / T, diff = xs1[j] / T - yb;
    pen += c1 * std::fabs(yb) + c2 * yb * yb;
    feas += diff * diff;
  }
  return loss / N + pen + beta / 2 * feas;
}

}  // namespace

TEST(Section10Alg4, MatchesAnIndependentWriteOutOfAlgorithm4) {
  Stream data_rng(11, 0, 0);
  const auto d = section10_data(data_rng, 16, 300, 0.25, 0.01);
  const Section10Run s{.beta = 0.9, .eta = 0.1, .c1 = 0.01, .c2 = 0.1, .sigma = 0.05, .x0 = 3, .T = 100};
  std::vector<double> fx(s.T + 1);
  Stream rng(11, 0, 1);
  const double lhs = section10_alg4_run(d, s, 0.0, rng, fx);
  const long double ref = alg4_reference(d, s, 1);
  EXPECT_LT(std::fabs(lhs - static_cast<double>(ref)), 1e-12 * std::fabs(lhs));
  Eigen::VectorXd x0 = Eigen::VectorXd::Constant(16, 3), w(16);
  EXPECT_EQ(fx[0], d.loss(x0, w));
  // Negative control: the reference with η off by 1e-6 differs beyond rounding.
  EXPECT_GT(std::fabs(lhs - static_cast<double>(alg4_reference(d, s, 1 + 1e-6L))), 1e-9 * std::fabs(lhs));
}
