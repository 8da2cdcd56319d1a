// Unit tests of the instance generators and Algorithm 1. References come from independent
// routes: the exact prescribed spectrum (rational Householder construction), the defining
// inequalities of smoothness / strong convexity, the optimality conditions of the prox and of
// Lemma 3.2 (l.166), and a hand-computed scalar iteration.
#include <gtest/gtest.h>

#include "privbound/solvers/admm.hpp"

using namespace privbound;
using namespace privbound::solvers;

namespace {
constexpr unsigned kBits = 192;
hp_float tol() { return hp_float(1e-40); }
}  // namespace

TEST(Generators, QuadraticSpectrumIsExactAndCertified) {
  numeric::ScopedHpPrecision p(kBits);
  Rng rng(7);
  std::vector<Rational> s = {Rational(1, 3), Rational(2), Rational(5, 2), Rational(0)};
  SmoothFunction f = make_quadratic(rng, s, kBits);
  // Exact: characteristic checks via trace and Frobenius norm (independent of eigensolvers).
  Rational tr(0), fro(0);
  for (std::size_t i = 0; i < 4; ++i) tr = tr + f.H_exact(i, i);
  for (const auto& e : f.H_exact.data) fro = fro + e * e;
  EXPECT_EQ(tr, Rational(29, 6));
  EXPECT_EQ(fro, Rational(1, 9) + Rational(4) + Rational(25, 4));
  auto hi = numeric::lambda_max_sym(f.H_exact, kBits);
  auto lo = numeric::lambda_min_sym(f.H_exact, kBits);
  ASSERT_TRUE(hi.ok() && lo.ok());
  EXPECT_TRUE(hi->contains(numeric::Interval::from_rational(Rational(5, 2), kBits)));
  EXPECT_TRUE(lo->contains(numeric::Interval::from_int(0, kBits)));
  EXPECT_EQ(f.nu, hp_float(2.5));
  EXPECT_EQ(f.mu, hp_float(0));
  EXPECT_TRUE(f.convex);
}

TEST(Generators, CertifiedConstantsBoundGradients) {
  numeric::ScopedHpPrecision p(kBits);
  Rng rng(11);
  for (int rep = 0; rep < 6; ++rep) {
    std::vector<SmoothFunction> fs;
    fs.push_back(make_logistic(rng, 3, 5, Rational(1, 4), kBits));
    fs.push_back(make_huber(rng, 3, 5, Rational(1, 2), Rational(1, 8), kBits));
    fs.push_back(make_quadratic(rng, {Rational(1, 2), Rational(3), Rational(1)}, kBits));
    for (const auto& f : fs) {
      for (int k = 0; k < 10; ++k) {
        HpVector x = to_hp(random_rational_matrix(rng, 3, 1, 12, 3)).col(0);
        HpVector xp = to_hp(random_rational_matrix(rng, 3, 1, 12, 3)).col(0);
        const HpVector dg = f.gradient(x) - f.gradient(xp), dx = x - xp;
        EXPECT_LE(dg.norm(), f.nu * dx.norm() + tol()) << family_name(f.family);
        EXPECT_GE(dg.dot(dx), f.mu * dx.squaredNorm() - tol()) << family_name(f.family);
      }
    }
  }
}

TEST(Generators, NegativeControlNonConvexQuadraticIsFlagged) {
  numeric::ScopedHpPrecision p(kBits);
  Rng rng(3);
  SmoothFunction f = make_quadratic(rng, {Rational(-1, 2), Rational(1)}, kBits);
  EXPECT_FALSE(f.convex);
  EXPECT_LT(f.mu, hp_float(0));
}

TEST(Generators, ProxSatisfiesOptimality) {
  numeric::ScopedHpPrecision p(kBits);
  Rng rng(5);
  for (auto fam : {GFamily::zero, GFamily::l1, GFamily::elastic_net, GFamily::quadratic, GFamily::box}) {
    Regularizer g = make_regularizer(rng, fam, 4, Rational(1, 2));
    for (int k = 0; k < 40; ++k) {
      const hp_float u = hp_float(uniform_int(rng, -40, 40)) / 8;
      const hp_float tau = hp_float(uniform_int(rng, 1, 16)) / 4;
      const auto i = static_cast<std::size_t>(k % 4);
      const hp_float y = g.prox(i, u, tau);
      EXPECT_LE(g.prox_residual(i, y, u, tau), tol()) << family_name(fam);
    }
  }
  // Negative control: a wrong point fails the residual test.
  Regularizer g = make_regularizer(rng, GFamily::l1, 1, Rational(0));
  EXPECT_GT(g.prox_residual(0, hp_float(3), hp_float(0), hp_float(1)), hp_float(1));
}

TEST(Admm, ScalarIterationByHand) {
  // n = m = ℓ = 1, A = 1, B = 0, c = 0, g = 0, f = 0, β = 1, η = 1/10, (x, λ) = (1, 0):
  // y = 0, λ1 = −1, x1 = (1 + η·λ1)/(1 + η) = 0.9/1.1 (Section 5.2 example, l.342).
  numeric::ScopedHpPrecision p(kBits);
  AdmmInstance inst;
  inst.A = HpMatrix::Ones(1, 1);
  inst.B = HpMatrix::Zero(1, 1);
  inst.c = HpVector::Zero(1);
  inst.beta = 1;
  inst.eta = hp_float(1) / 10;
  inst.g.q = HpVector::Zero(1);
  inst.prepare();
  Rng rng(1);
  SmoothFunction f = make_quadratic(rng, {Rational(0)}, kBits);
  HpVector x(1), l(1);
  x << 1;
  l << 0;
  StepTrace t = admm_step(inst, f, x, l);
  EXPECT_LE(abs(t.lambda_next(0) + 1), tol());
  EXPECT_LE(abs(t.x_next(0) - hp_float(9) / 11), tol());
}

TEST(Admm, Lemma32IdentityAndAffineExtraction) {
  numeric::ScopedHpPrecision p(kBits);
  Rng rng(9);
  AdmmInstance inst;
  inst.A_exact = random_rational_matrix(rng, 2, 3, 3, 2);
  inst.A = to_hp(inst.A_exact);
  inst.B_exact = RationalMatrix(2, 2);
  inst.B_exact(0, 0) = Rational(1);
  inst.B_exact(1, 1) = Rational(-1, 2);
  inst.B = to_hp(inst.B_exact);
  inst.c = to_hp(random_rational_matrix(rng, 2, 1, 3, 2)).col(0);
  inst.beta = hp_float(3) / 4;
  SmoothFunction f = make_quadratic(rng, {Rational(1), Rational(2), Rational(1, 2)}, kBits);
  inst.eta = 1 / f.nu;
  inst.g = make_regularizer(rng, GFamily::quadratic, 2, Rational(1));
  inst.prepare();
  HpVector x = to_hp(random_rational_matrix(rng, 3, 1, 5, 2)).col(0);
  HpVector l = to_hp(random_rational_matrix(rng, 2, 1, 5, 2)).col(0);
  StepTrace t = admm_step(inst, f, x, l);
  // Lemma 3.2 (l.166): ∇f(x̂) = Aᵀ(λ − β(Ax1 + By − c)) + (x̂ − x1)/η
  HpVector r = inst.A.transpose() * (t.lambda_next - inst.beta * (inst.A * t.x_next + inst.B * t.y - inst.c)) +
               (x - t.x_next) / inst.eta - t.grad;
  EXPECT_LE(r.norm(), tol());
  AffineMap a = affine_step(inst, f);
  HpVector z(5);
  z << x, l;
  HpVector out(5);
  out << t.x_next, t.lambda_next;
  EXPECT_LE((a.M * z + a.b - out).norm(), tol());
}
