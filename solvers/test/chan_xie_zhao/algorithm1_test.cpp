// Unit tests of Chan-Xie-Zhao's Algorithm 1 (seed 000). References come from independent
// routes: the optimality condition of Lemma 3.2 (L166) and a hand-computed scalar iteration.
#include "privbound/solvers/chan_xie_zhao/algorithm1.hpp"

#include <gtest/gtest.h>

#include "../test_util.hpp"

using namespace privbound;
using namespace privbound::solvers;
using namespace privbound::solvers::chan_xie_zhao;

namespace {
constexpr unsigned kChanBits = 192;
}  // namespace

TEST(Admm, ScalarIterationByHand) {
  // n = m = ℓ = 1, A = 1, B = 0, c = 0, g = 0, f = 0, β = 1, η = 1/10, (x, λ) = (1, 0):
  // y = 0, λ1 = −1, x1 = (1 + η·λ1)/(1 + η) = 0.9/1.1 (Section 5.2 example, L342).
  numeric::ScopedHpPrecision p(kChanBits);
  AdmmInstance inst;
  inst.A = HpMatrix::Ones(1, 1);
  inst.B = HpMatrix::Zero(1, 1);
  inst.c = HpVector::Zero(1);
  inst.beta = 1;
  inst.eta = hp_float(1) / 10;
  inst.g.q = HpVector::Zero(1);
  inst.prepare();
  Rng rng(1);
  SmoothFunction f = make_quadratic(rng, {Rational(0)}, kChanBits);
  HpVector x(1), l(1);
  x << 1;
  l << 0;
  StepTrace t = admm_step(inst, f, x, l);
  EXPECT_LE(abs(t.lambda_next(0) + 1), privbound::solvers::test::tol());
  EXPECT_LE(abs(t.x_next(0) - hp_float(9) / 11), privbound::solvers::test::tol());
}

TEST(Admm, Lemma32IdentityAndAffineExtraction) {
  numeric::ScopedHpPrecision p(kChanBits);
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
  SmoothFunction f = make_quadratic(rng, {Rational(1), Rational(2), Rational(1, 2)}, kChanBits);
  inst.eta = 1 / f.nu;
  inst.g = make_regularizer(rng, GFamily::quadratic, 2, Rational(1));
  inst.prepare();
  HpVector x = to_hp(random_rational_matrix(rng, 3, 1, 5, 2)).col(0);
  HpVector l = to_hp(random_rational_matrix(rng, 2, 1, 5, 2)).col(0);
  StepTrace t = admm_step(inst, f, x, l);
  // Lemma 3.2 (L166): ∇f(x̂) = Aᵀ(λ − β(Ax1 + By − c)) + (x̂ − x1)/η
  HpVector r = inst.A.transpose() * (t.lambda_next - inst.beta * (inst.A * t.x_next + inst.B * t.y - inst.c)) +
               (x - t.x_next) / inst.eta - t.grad;
  EXPECT_LE(r.norm(), privbound::solvers::test::tol());
  AffineMap a = affine_step(inst, f);
  HpVector z(5);
  z << x, l;
  HpVector out(5);
  out << t.x_next, t.lambda_next;
  EXPECT_LE((a.M * z + a.b - out).norm(), privbound::solvers::test::tol());
}
