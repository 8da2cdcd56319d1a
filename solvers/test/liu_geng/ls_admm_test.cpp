// Unit tests of the Liu et al. solvers (seed 003, solvers/liu_geng/ls_admm.hpp). Reference: the KKT point that
// random_instance builds into the problem (x* drawn, lambda* = -(1/beta)(A^T)^+ grad f(x*), r chosen so that
// r'(y*) = beta lambda*), checked here on its own KKT equations; noiseless full-batch runs of both algorithms
// must reach it. Negative controls: the KKT equations fail at a perturbed lambda*, and the runs do not reach it.
#include "privbound/solvers/liu_geng/ls_admm.hpp"

#include <gtest/gtest.h>

#include "../test_util.hpp"

using namespace privbound;
using namespace privbound::solvers;
using namespace privbound::solvers::liu_geng;

namespace {
constexpr unsigned kLiuBits = 128;

hp_float kkt_residual(const Instance& in, const HpVector& lambda) {
  const Problem& p = in.problem;
  hp_float r = (p.full_gradient(in.kkt.x) + p.admm.beta * p.admm.A.transpose() * lambda).norm();
  r += (p.admm.A * in.kkt.x + p.admm.B * in.kkt.y - p.admm.c).norm();
  // 0 in dr(y*) - beta lambda (B = -I): prox_residual's tau (y - u) with tau = 1, u = y* + beta lambda
  for (long i = 0; i < in.kkt.y.size(); ++i)
    r += p.admm.g.prox_residual(static_cast<std::size_t>(i), in.kkt.y(i), in.kkt.y(i) + p.admm.beta * lambda(i),
                                hp_float(1));
  return r;
}
}  // namespace

TEST(LiuGengSolver, InstancesCarryTheirKktPoint) {
  numeric::ScopedHpPrecision prec(kLiuBits);
  for (long seed = 0; seed < 6; ++seed) {
    Rng rng(seed);
    const Instance in = random_instance(rng, 4, 3, 5, seed % 2 ? FFamily::logistic : FFamily::quadratic, seed % 3 == 0,
                                        hp_float(seed) / 4, kLiuBits);
    EXPECT_LT(kkt_residual(in, in.kkt.lambda), hp_float(1e-30)) << seed;
    // control: lambda* moved by 1/4 in one coordinate is no KKT multiplier
    HpVector wrong = in.kkt.lambda;
    wrong(0) += hp_float(1) / 4;
    EXPECT_GT(kkt_residual(in, wrong), hp_float(1e-3)) << seed;
  }
}

TEST(LiuGengSolver, NoiselessFullBatchRunsReachTheKktPoint) {
  numeric::ScopedHpPrecision prec(kLiuBits);
  for (long seed = 0; seed < 4; ++seed) {
    Rng rng(seed + 10);
    const Instance in = random_instance(rng, 4, 3, 5, seed % 2 ? FFamily::logistic : FFamily::quadratic, seed == 2,
                                        hp_float(1) / 2, kLiuBits);
    const Problem& p = in.problem;
    const hp_float eta = 1 / (2 * p.g);
    const HpVector x0 = HpVector::Zero(3), l0 = HpVector::Zero(5), y0 = HpVector::Zero(5);
    VrSettings vs;
    vs.S = 60;
    vs.m = 50;
    vs.b = 4;
    vs.eta = eta;
    vs.gamma = p.printed_gamma(eta);
    vs.keep_steps = true;
    auto vr = dp_vradmm(p, vs, x0, y0, l0, rng);
    ASSERT_TRUE(vr.ok()) << vr.error().message;
    const Step& last = vr->steps.back().back();
    EXPECT_LT((last.x - in.kkt.x).norm(), hp_float(1e-12)) << seed;
    EXPECT_LT((last.y - in.kkt.y).norm(), hp_float(1e-12)) << seed;
    EXPECT_LT((last.lambda - in.kkt.lambda).norm(), hp_float(1e-12)) << seed;
    HpVector wrong = in.kkt.lambda;
    wrong(0) += hp_float(1) / 4;
    EXPECT_GT((last.lambda - wrong).norm(), hp_float(1e-3)) << seed;  // control
    EXPECT_EQ(vr->grad_evals, vs.S * (4 + 2 * 4 * vs.m));
    // R (L302) vanishes at the KKT point and is O(|x - x*|^2 + |y - y*|) at the run's last iterate
    EXPECT_LT(abs(criterion_R(p, in.kkt, in.kkt.x, in.kkt.y)), hp_float(1e-30)) << seed;
    EXPECT_LT(criterion_R_zeta(p, in.kkt, last.x, last.y, hp_float(1)), hp_float(1e-10)) << seed;
    EXPECT_GT(criterion_R_zeta(p, in.kkt, x0, y0, hp_float(1)), hp_float(1e-3)) << seed;  // control: the start

    SgdSettings ss;
    ss.T = 3000;
    ss.b = 4;
    ss.eta = [&](long) { return eta; };
    ss.gamma = vs.gamma;
    auto sg = dp_sadmm(p, ss, x0, l0, rng);
    ASSERT_TRUE(sg.ok()) << sg.error().message;
    EXPECT_LT((sg->x.back() - in.kkt.x).norm(), hp_float(1e-12)) << seed;
    EXPECT_LT((sg->lambda.back() - in.kkt.lambda).norm(), hp_float(1e-12)) << seed;
    EXPECT_EQ(sg->grad_evals, ss.T * 4);
  }
}

TEST(LiuGengSolver, StronglyConvexDualInitialisationAtTheSolutionIsLambdaStar) {
  numeric::ScopedHpPrecision prec(kLiuBits);
  Rng rng(7);
  const Instance in = random_instance(rng, 3, 2, 4, FFamily::quadratic, false, hp_float(1), kLiuBits);
  VrSettings vs;
  vs.b = 1;
  vs.eta = hp_float(1) / 8;
  vs.gamma = in.problem.printed_gamma(vs.eta);
  vs.strongly_convex = true;
  auto vr = dp_vradmm(in.problem, vs, in.kkt.x, in.kkt.y, HpVector::Zero(4), rng);
  ASSERT_TRUE(vr.ok());
  EXPECT_LT((vr->lambda0[0] - in.kkt.lambda).norm(), hp_float(1e-30));
  EXPECT_EQ(vr->grad_evals, 3 + 2);  // the snapshot gradient and one inner step of batch 1
}

TEST(LiuGengSolver, RegularizerValueByHand) {
  numeric::ScopedHpPrecision prec(kLiuBits);
  Regularizer r;
  r.family = GFamily::elastic_net;
  r.c1 = hp_float(1) / 2;
  r.c2 = 2;
  r.q = HpVector(2);
  r.q << 1, -1;
  HpVector y(2);
  y << hp_float(-3) / 2, 1;
  // (1/2)(3/2 + 1) + (2/2)(9/4 + 1) + (-3/2 - 1) = 5/4 + 13/4 - 5/2 = 2
  EXPECT_LT(abs(r.value(y) - 2), hp_float(1e-35));
  r.family = GFamily::box;
  r.lo = -1;
  r.hi = 1;
  EXPECT_TRUE(isinf(r.value(y)));  // outside the box
}

TEST(LiuGengSolver, BatchesAndErrors) {
  EXPECT_EQ(all_batches(5, 2).size(), 10u);
  EXPECT_EQ(all_batches(6, 3).size(), 20u);
  EXPECT_TRUE(all_batches(3, 4).empty());
  Rng rng(1);
  for (int k = 0; k < 20; ++k) {
    const auto b = draw_batch(rng, 7, 3);
    ASSERT_EQ(b.size(), 3u);
    EXPECT_TRUE(b[0] < b[1] && b[1] < b[2] && b[0] >= 0 && b[2] < 7);
  }
  numeric::ScopedHpPrecision prec(kLiuBits);
  const Instance in = random_instance(rng, 3, 2, 4, FFamily::quadratic, false, hp_float(0), kLiuBits);
  VrSettings vs;
  vs.b = 4;  // > n
  vs.eta = vs.gamma = 1;
  EXPECT_FALSE(dp_vradmm(in.problem, vs, HpVector::Zero(2), HpVector::Zero(4), HpVector::Zero(4), rng).ok());
  SgdSettings ss;
  ss.b = 1;
  ss.gamma = 1;
  EXPECT_FALSE(dp_sadmm(in.problem, ss, HpVector::Zero(2), HpVector::Zero(4), rng).ok());  // no step rule
  ss.eta = eta_gc;
  EXPECT_FALSE(dp_sadmm(in.problem, ss, HpVector::Zero(3), HpVector::Zero(4), rng).ok());  // wrong size
}
