// Unit tests of P-ADMM's two implementations (seed 002, solvers/ding_gong/padmm_run.hpp). Reference: the
// consensus optimum of sum_i (a_i/2)(x - c_i)^2, x* = sum_i a_i c_i / sum_i a_i, computed here by hand; the
// noiseless runs must reach it (decentralised ADMM converges for any eta > 0 on a connected graph), and both
// implementations must agree with and without noise. Negative control: L_+ in the dual update (14) does
// not reach x*.
#include "privbound/solvers/ding_gong/padmm_run.hpp"

#include <gtest/gtest.h>

#include "../test_util.hpp"

using namespace privbound;
using namespace privbound::solvers;
using namespace privbound::solvers::ding_gong;

namespace {
constexpr unsigned kDingBits = 128;

// The ring on 4 agents: neighbours (i - 1, i + 1), L_+ = D + Adj, L_- = D - Adj, M = D = 2 I.
Network ring4() {
  Network net;
  net.neighbours = {{1, 3}, {0, 2}, {1, 3}, {0, 2}};
  net.L_plus = numeric::RationalMatrix(4, 4);
  net.L_minus = numeric::RationalMatrix(4, 4);
  net.M = numeric::RationalMatrix(4, 4);
  for (std::size_t i = 0; i < 4; ++i) {
    net.L_plus(i, i) = net.L_minus(i, i) = net.M(i, i) = numeric::Rational(2);
    for (long j : net.neighbours[i]) {
      net.L_plus(i, static_cast<std::size_t>(j)) = numeric::Rational(1);
      net.L_minus(i, static_cast<std::size_t>(j)) = numeric::Rational(-1);
    }
  }
  return net;
}

PadmmProblem problem(const std::vector<long>& a, const std::vector<long>& c) {
  PadmmProblem p;
  p.net = ring4();
  p.eta = 1;
  p.d = 1;
  for (std::size_t i = 0; i < a.size(); ++i) {
    numeric::RationalMatrix H(1, 1);
    H(0, 0) = numeric::Rational(a[i]);
    auto f = make_quadratic_from(H, kDingBits);
    EXPECT_TRUE(f.ok());
    f->h = HpVector::Constant(1, -hp_float(a[i] * c[i]));
    p.smooth.push_back(f->nu);
    p.f.push_back(*f);
  }
  return p;
}
}  // namespace

TEST(DingGongPadmm, NoiselessRunsReachTheConsensusOptimum) {
  numeric::ScopedHpPrecision prec(kDingBits);
  const std::vector<long> a = {1, 2, 3, 4}, c = {-2, 1, 0, 3};
  const hp_float xstar = hp_float(-2 * 1 + 1 * 2 + 0 * 3 + 3 * 4) / 10;  // 1.2
  const PadmmProblem p = problem(a, c);
  HpVector x0(4);
  x0 << 1, -1, 2, 0;
  const std::vector<std::vector<HpVector>> none(300, std::vector<HpVector>(4, HpVector::Zero(1)));
  auto m = padmm_matrix(p, x0, none);
  ASSERT_TRUE(m.ok()) << m.error().message;
  for (Eigen::Index i = 0; i < 4; ++i) EXPECT_LT(abs(m->x.back()(i) - xstar), hp_float(1e-20)) << i;
  auto ctl = padmm_matrix(p, x0, none, true);
  ASSERT_TRUE(ctl.ok());
  EXPECT_GT((ctl->x.back() - HpVector::Constant(4, xstar)).cwiseAbs().maxCoeff(), hp_float(1e-3));
  // the agent level, shorter (its x-update is iterative)
  const std::vector<std::vector<HpVector>> few(40, std::vector<HpVector>(4, HpVector::Zero(1)));
  auto ag = padmm_agents(p, x0, few);
  auto mf = padmm_matrix(p, x0, few);
  ASSERT_TRUE(ag.ok() && mf.ok());
  EXPECT_LT((ag->x.back() - mf->x.back()).cwiseAbs().maxCoeff(), hp_float(1e-25));
}

TEST(DingGongPadmm, BothImplementationsAgreeWithNoise) {
  numeric::ScopedHpPrecision prec(kDingBits);
  const PadmmProblem p = problem({1, 1, 2, 2}, {0, 1, 2, 3});
  HpVector x0 = HpVector::Zero(4);
  Rng rng(7);
  const auto noise = padmm_noise(rng, 1, {hp_float(1), hp_float(0.5), hp_float(2), hp_float(1)}, hp_float(0.5), 8);
  ASSERT_EQ(noise.size(), 8u);
  auto ag = padmm_agents(p, x0, noise);
  auto m = padmm_matrix(p, x0, noise);
  ASSERT_TRUE(ag.ok() && m.ok());
  for (std::size_t k = 0; k < ag->x.size(); ++k) {
    EXPECT_LT((ag->x[k] - m->x[k]).cwiseAbs().maxCoeff(), hp_float(1e-25)) << k;
    EXPECT_LT((ag->alpha[k] - m->alpha[k]).cwiseAbs().maxCoeff(), hp_float(1e-25)) << k;
    EXPECT_LT((ag->x_tilde[k] - ag->x[k] - ag->xi[k]).cwiseAbs().maxCoeff(), hp_float(1e-30)) << k;
  }
  // the noise decays: the k-th draw has variance R^k (sigma^2)_i^1 (not testable on one draw; the sizes are)
  EXPECT_EQ(noise[3][2].size(), 1);
}

TEST(DingGongPadmm, BadInputIsAnError) {
  numeric::ScopedHpPrecision prec(kDingBits);
  PadmmProblem p = problem({1, 1, 1, 1}, {0, 0, 0, 0});
  const std::vector<std::vector<HpVector>> one(1, std::vector<HpVector>(4, HpVector::Zero(1)));
  EXPECT_FALSE(padmm_agents(p, HpVector::Zero(3), one).ok());
  EXPECT_FALSE(padmm_matrix(p, HpVector::Zero(4), {std::vector<HpVector>(3, HpVector::Zero(1))}).ok());
  p.eta = 0;
  EXPECT_FALSE(padmm_matrix(p, HpVector::Zero(4), one).ok());
  PadmmProblem q = problem({1, 1, 1, 1}, {0, 0, 0, 0});
  Rng rng(1);
  q.f[0] = make_logistic(rng, 1, 3, numeric::Rational(0), kDingBits);
  EXPECT_FALSE(padmm_matrix(q, HpVector::Zero(4), one).ok());  // the matrix form needs quadratic f_i
  EXPECT_TRUE(padmm_agents(q, HpVector::Zero(4), one).ok());   // the agent level does not
}
