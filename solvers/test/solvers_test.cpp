// Unit tests of the instance generators. References come from independent routes: the exact
// prescribed spectrum (rational Householder construction), the defining inequalities of
// smoothness / strong convexity, the optimality conditions of the prox, and the shapes the ADMM
// generators promise (checked entry by entry on the exact data).
#include <gtest/gtest.h>

#include "privbound/solvers/admm_problem.hpp"
#include "test_util.hpp"

using namespace privbound;
using namespace privbound::solvers;

namespace {
constexpr unsigned kBits = 192;
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
        EXPECT_LE(dg.norm(), f.nu * dx.norm() + privbound::solvers::test::tol()) << family_name(f.family);
        EXPECT_GE(dg.dot(dx), f.mu * dx.squaredNorm() - privbound::solvers::test::tol()) << family_name(f.family);
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
      EXPECT_LE(g.prox_residual(i, y, u, tau), privbound::solvers::test::tol()) << family_name(fam);
    }
  }
  // Negative control: a wrong point fails the residual test.
  Regularizer g = make_regularizer(rng, GFamily::l1, 1, Rational(0));
  EXPECT_GT(g.prox_residual(0, hp_float(3), hp_float(0), hp_float(1)), hp_float(1));
}

TEST(AdmmProblem, GeneratedShapesAreAsPromised) {
  numeric::ScopedHpPrecision p(kBits);
  Rng rng(11);
  const RationalMatrix A = random_A(rng, 2, 4, AForm::identity_block);
  for (std::size_t i = 0; i < 2; ++i)
    for (std::size_t j = 0; j < 2; ++j) EXPECT_EQ(A(i, j), Rational(i == j ? 1 : 0)) << i << "," << j;
  const RationalMatrix I = random_B(rng, 3, BForm::minus_identity);
  const RationalMatrix Z = random_B(rng, 3, BForm::zero);
  for (std::size_t i = 0; i < 3; ++i)
    for (std::size_t j = 0; j < 3; ++j) {
      EXPECT_EQ(I(i, j), Rational(i == j ? -1 : 0));
      EXPECT_EQ(Z(i, j), Rational(0));
    }
  // B_diagonal follows the pattern: diagonal draws are diagonal; a dense draw with a nonzero
  // off-diagonal entry (seed chosen so that one exists, asserted) is not.
  AdmmProblem prob;
  set_constraint(prob, A, random_B(rng, 2, BForm::diagonal), random_c(rng, 2));
  EXPECT_TRUE(prob.B_diagonal);
  EXPECT_EQ(prob.n(), 4u);
  EXPECT_EQ(prob.m(), 2u);
  const RationalMatrix D = random_B(rng, 2, BForm::dense);
  ASSERT_FALSE(D(0, 1) == Rational(0) && D(1, 0) == Rational(0));
  set_constraint(prob, A, D, random_c(rng, 2));
  EXPECT_FALSE(prob.B_diagonal);
  EXPECT_EQ(to_hp(D(1, 0)), prob.B(1, 0));
}

TEST(AdmmProblem, SpectrumBetweenHoldsBothEnds) {
  Rng rng(5);
  const Rational lo(1, 4), hi(7, 2);
  const std::vector<Rational> s = random_spectrum_between(rng, 6, lo, hi);
  ASSERT_EQ(s.size(), 6u);
  EXPECT_EQ(s[0], hi);
  EXPECT_EQ(s[1], lo);
  for (const auto& v : s) {
    EXPECT_TRUE(lo <= v && v <= hi) << v.to_string();
  }
}

// SmoothFunction::value against hand-evaluated values (x = 0: logistic log 2 per sample, Huber's r^2/2 or
// delta(|r| - delta/2) of the labels) and against its own gradient by a central difference (O(h^2) = 1e-20 at
// h = 1e-10, far below the tolerance; the control, a gradient off by 1/8 in one coordinate, misses it).
TEST(Generators, ValueMatchesHandValuesAndGradient) {
  numeric::ScopedHpPrecision prec(128);
  Rng rng(5);
  const SmoothFunction lg = make_logistic(rng, 3, 4, Rational(1, 8), 128);
  EXPECT_LT(abs(lg.value(HpVector::Zero(3)) - log(hp_float(2))), hp_float(1e-35));
  SmoothFunction hb = make_huber(rng, 3, 2, Rational(1, 2), Rational(0), 128);
  hb.labels(0) = hp_float(1) / 4;  // inside: (1/4)^2/2
  hb.labels(1) = -2;               // outside: (1/2)(2 - 1/4)
  const hp_float want = (hp_float(1) / 32 + hp_float(7) / 8) / 2;
  EXPECT_LT(abs(hb.value(HpVector::Zero(3)) - want), hp_float(1e-35));
  const SmoothFunction qd = make_quadratic(rng, {Rational(1), Rational(2), Rational(3)}, 128);
  HpVector x(3);
  x << hp_float(1) / 2, -1, hp_float(3) / 4;
  for (const SmoothFunction* f : std::vector<const SmoothFunction*>{&lg, &hb, &qd}) {
    HpVector d(3);
    d << 1, hp_float(-1) / 3, hp_float(1) / 5;
    const hp_float h = hp_float(1e-10);
    const hp_float fd = (f->value(x + h * d) - f->value(x - h * d)) / (2 * h);
    EXPECT_LT(abs(fd - f->gradient(x).dot(d)), hp_float(1e-15));
    HpVector off = f->gradient(x);
    off(0) += hp_float(1) / 8;
    EXPECT_GT(abs(fd - off.dot(d)), hp_float(1e-3));
  }
}
