// Algorithm 5 of Cyffers, Bellet & Basu (solvers/cyffers_bellet_basu/general_admm): with A = I and one data item it
// is Algorithm 2 with one user (an independent route: the loss's closed-form or bisection prox against Newton), and
// the x-update (23) minimises its objective on a tall A (no nearby point does better), and the noiseless run reaches
// the minimiser of (20) solved as a linear system; controls: A = 2I differs from
// Algorithm 2, and a point moved by 1e-3 is worse; invalid inputs are errors.
#include "privbound/solvers/cyffers_bellet_basu/general_admm.hpp"

#include <gtest/gtest.h>

#include "privbound/numeric/hp.hpp"

namespace privbound::solvers::cyffers_bellet_basu {
namespace {

using numeric::ScopedHpPrecision;

LocalLoss random_loss(Rng& rng, std::size_t p, Loss kind) {
  LocalLoss f;
  f.kind = kind;
  f.a = to_hp(random_rational_matrix(rng, p, 1, 4, 4)).col(0);
  if (f.a.norm() == 0) f.a(0) = 1;  // a loss that depends on x
  f.b = to_hp(Rational(uniform_int(rng, -8, 8), 4));
  f.L = to_hp(Rational(uniform_int(rng, 1, 4), 2));
  f.delta = to_hp(Rational(1, 2));
  return f;
}

TEST(CyffersAlgorithm5, WithTheIdentityAndOneItemItIsAlgorithm2) {
  ScopedHpPrecision prec(256);
  Rng rng(5);
  for (Loss kind : {Loss::huber, Loss::logistic, Loss::squared}) {
    for (GFamily r : {GFamily::zero, GFamily::l1}) {
      for (int trial = 0; trial < 5; ++trial) {
        const std::size_t p = 1 + static_cast<std::size_t>(trial % 3);
        Consensus c;
        c.p = p;
        c.f = {random_loss(rng, p, kind)};
        c.r = make_regularizer(rng, r, p, Rational(1, 2));
        Params prm;
        prm.gamma = to_hp(Rational(uniform_int(rng, 1, 8), 4));
        prm.lambda = to_hp(Rational(uniform_int(rng, 1, 4), 4));
        const HpVector u = to_hp(random_rational_matrix(rng, p, 1, 16, 4)).col(0);
        const HpVector eta = to_hp(random_rational_matrix(rng, p, 1, 8, 8)).col(0);
        State s;
        s.u = {u};
        alg2_step(c, prm, {eta}, s);
        GeneralProblem g{c.f, c.r, HpMatrix::Identity(static_cast<Eigen::Index>(p), static_cast<Eigen::Index>(p))};
        auto step = alg5_step(g, u, prm.gamma, prm.lambda, eta);
        ASSERT_TRUE(step.ok()) << step.error().message << " " << loss_name(kind) << " trial " << trial;
        EXPECT_LE((step->u - s.u[0]).norm(), hp_float("1e-60")) << loss_name(kind);
        EXPECT_LE((step->z - s.z).norm(), hp_float("1e-60"));
        // control: A = 2I is another algorithm (its x-update carries the loss differently)
        g.A *= 2;
        auto other = alg5_step(g, u, prm.gamma, prm.lambda, eta);
        ASSERT_TRUE(other.ok());
        EXPECT_GT((other->u - s.u[0]).norm(), hp_float("1e-6"));
      }
    }
  }
}

TEST(CyffersAlgorithm5, XUpdateMinimisesItsObjectiveOnATallA) {
  ScopedHpPrecision prec(256);
  Rng rng(9);
  for (int trial = 0; trial < 12; ++trial) {
    GeneralProblem g;
    for (Loss kind : {Loss::huber, Loss::logistic, Loss::huber}) g.f.push_back(random_loss(rng, 2, kind));
    g.A = to_hp(random_rational_matrix(rng, 3, 2, 8, 4));
    g.A(0, 0) += 3;  // full column rank
    g.A(1, 1) += 3;
    const HpVector w = to_hp(random_rational_matrix(rng, 3, 1, 16, 4)).col(0);
    const hp_float gamma = to_hp(Rational(uniform_int(rng, 1, 8), 4));
    auto x = alg5_x_update(g, w, gamma);
    ASSERT_TRUE(x.ok()) << x.error().message;
    const auto F = [&](const HpVector& y) {
      hp_float v = (g.A * y - w).squaredNorm() / (2 * gamma);
      for (const LocalLoss& f : g.f) v += f.value(y) / 3;
      return v;
    };
    const hp_float best = F(*x);
    for (int k = 0; k < 2; ++k) {
      for (const char* h : {"1e-20", "-1e-20"}) {
        HpVector y = *x;
        y(k) += hp_float(h);
        EXPECT_GE(F(y), best - hp_float("1e-60"));
      }
      HpVector y = *x;
      y(k) += hp_float("1e-3");
      EXPECT_GT(F(y), best + hp_float("1e-9"));
    }
  }
}

// Noiseless Algorithm 5 on squared losses and g(z) = (c2/2)|z|^2 + q^T z converges to the minimiser of f(x) + g(A x),
// solved independently from its optimality condition ((1/n) sum_i L_i a_i a_i^T + c2 A^T A) x = (1/n) sum_i L_i b_i a_i
// - A^T q (LU); control: the minimiser of f alone is far from the limit.
TEST(CyffersAlgorithm5, NoiselessLimitIsTheMinimiserOf20) {
  ScopedHpPrecision prec(256);
  Rng rng(21);
  for (int trial = 0; trial < 4; ++trial) {
    const Eigen::Index p = 2, m = 2 + trial % 2;
    GeneralProblem g;
    for (int i = 0; i < 3; ++i) g.f.push_back(random_loss(rng, 2, Loss::squared));
    g.A = to_hp(random_rational_matrix(rng, m, p, 4, 4));
    g.A(0, 0) += 2;
    g.A(1, 1) += 2;
    g.r = make_regularizer(rng, GFamily::quadratic, static_cast<std::size_t>(m), Rational(1, 2));
    HpMatrix H = g.r.c2 * g.A.transpose() * g.A;
    HpVector rhs = -g.A.transpose() * g.r.q;
    HpMatrix Hf = HpMatrix::Zero(p, p);
    HpVector rf = HpVector::Zero(p);
    for (const LocalLoss& f : g.f) {
      Hf += f.L * f.a * f.a.transpose() / 3;
      rf += f.L * f.b * f.a / 3;
    }
    const HpVector x_star = (H + Hf).partialPivLu().solve(rhs + rf), x_f = Hf.partialPivLu().solve(rf);
    HpVector u = HpVector::Zero(m);
    GeneralStep s;
    for (int k = 0; k < 3000; ++k) {
      auto step = alg5_step(g, u, hp_float(1), hp_float(1, 2), HpVector::Zero(m));
      ASSERT_TRUE(step.ok()) << step.error().message;
      s = *step;
      u = s.u;
    }
    EXPECT_LE((s.x - x_star).norm(), hp_float("1e-25")) << "trial " << trial;
    EXPECT_LE((s.z - g.A * x_star).norm(), hp_float("1e-25"));
    EXPECT_GT((s.x - x_f).norm(), hp_float("1e-3"));  // control
  }
}

TEST(CyffersAlgorithm5, InvalidInputsAreErrors) {
  ScopedHpPrecision prec(128);
  Rng rng(1);
  GeneralProblem g;
  g.f = {random_loss(rng, 2, Loss::absolute)};
  g.A = HpMatrix::Identity(2, 2);
  EXPECT_FALSE(alg5_x_update(g, HpVector::Zero(2), hp_float(1)).ok());  // not differentiable
  g.f = {random_loss(rng, 2, Loss::huber)};
  EXPECT_FALSE(alg5_x_update(g, HpVector::Zero(3), hp_float(1)).ok());  // w has the wrong size
  EXPECT_FALSE(alg5_step(g, HpVector::Zero(2), hp_float(1), hp_float(1), HpVector::Zero(3)).ok());
  g.A = HpMatrix::Ones(2, 2);  // rank 1
  EXPECT_FALSE(alg5_x_update(g, HpVector::Zero(2), hp_float(1)).ok());
  g.A = HpMatrix::Identity(2, 2);
  g.f.clear();
  EXPECT_FALSE(alg5_x_update(g, HpVector::Zero(2), hp_float(1)).ok());  // no data
  g.f = {random_loss(rng, 2, Loss::huber)};
  g.A = HpMatrix::Zero(1, 2);  // fewer rows than columns
  EXPECT_FALSE(alg5_x_update(g, HpVector::Zero(1), hp_float(1)).ok());
}

}  // namespace
}  // namespace privbound::solvers::cyffers_bellet_basu
