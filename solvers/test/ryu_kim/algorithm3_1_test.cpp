// Unit tests of Ryu & Kim's local step and Algorithm 3.1 (seed 004). References: hand-computed
// scalar steps, the stationarity condition of (4.3), and a run whose optimum is known in closed
// form (two agents, quadratic f_p, box).
#include "privbound/solvers/ryu_kim/algorithm3_1.hpp"

#include <gtest/gtest.h>

#include "../test_util.hpp"

using namespace privbound;
using namespace privbound::solvers;
using namespace privbound::solvers::ryu_kim;

namespace {
using privbound::solvers::test::vec;
constexpr unsigned kRyuAlg31Bits = 192;
// η = ρ = 1 (c = 2), f′ = 1, z = 0, w = 1, λ = 0: (3.1) has u = (−1 + 0 + 1 + 0)/2 = 0.
LocalStep scalar_step() { return LocalStep{vec({1}), vec({0}), vec({1}), vec({0}), 1, 1}; }
Box unit_box() { return Box{vec({0}), vec({1})}; }
}  // namespace

TEST(RyuKimStep, ScalarFormsByHand) {
  numeric::ScopedHpPrecision p(kRyuAlg31Bits);
  const LocalStep s = scalar_step();
  // ξ̃ = 1: (3.2) moves the minimiser by −ξ̃/c = −1/2, projected onto [0, 1] -> 0;
  // (3.4) adds ξ̃ to (3.1)'s solution 0 -> 1; (3.3) gives 0 + 1 = 1.
  EXPECT_LE(abs(unconstrained_minimiser(s, vec({1}))(0) + hp_float(0.5)), privbound::solvers::test::tol());
  EXPECT_LE(abs(objpert_box(s, unit_box(), vec({1}))(0)), privbound::solvers::test::tol());
  EXPECT_LE(abs(outpert_box(s, unit_box(), vec({1.5}))(0) - hp_float(1.5)), privbound::solvers::test::tol());
  EXPECT_GT(unit_box().violation(outpert_box(s, unit_box(), vec({1.5}))), hp_float(0.49));
  EXPECT_LE(abs(remark3_1_output(s, vec({1}))(0) - 1), privbound::solvers::test::tol());
  // L180 with s = η/(ηρ + 1) = 1/2: 0 − ½(1 − (1 − 0 + 0)) = 0.
  EXPECT_LE(abs(gradient_step_form(s)(0)), privbound::solvers::test::tol());
  // G(z; ξ) = z + z²/2 + ½(1 − z − ξ)²; at z = 0, ξ = 1: 0; its gradient 1 + z − (1 − z − ξ) = 1.
  EXPECT_LE(abs(objective_G(s, vec({0}), vec({1}))), privbound::solvers::test::tol());
  EXPECT_LE(abs(gradient_G(s, vec({0}), vec({1}))(0) - 1), privbound::solvers::test::tol());
  // the optimality gap: 0 at the solution, negative at a non-solution (z = 1: ∇G = 3, gap −3)
  EXPECT_GE(box_optimality_gap(s, unit_box(), vec({0}), vec({1})), hp_float(0));
  EXPECT_LE(abs(box_optimality_gap(s, unit_box(), vec({1}), vec({1})) + 3), privbound::solvers::test::tol());
}

TEST(RyuKimStep, ObjPertOutputIsLoExactlyWhenTheNoiseExceedsTheWindow) {
  // z⁺ = lo iff ξ̃ >= c·m − c·lo with c·m = −f′ + z/η + ρw + λ (bounds' BoxStep window): here
  // c·m = −1 + 0 + 1 + 0 = 0 and lo = 0, so the threshold is ξ̃ = 0; hi = 1 at ξ̃ <= −2.
  numeric::ScopedHpPrecision p(kRyuAlg31Bits);
  const hp_float eps = hp_float(1e-30);
  EXPECT_EQ(objpert_box(scalar_step(), unit_box(), vec({0}) + HpVector::Constant(1, eps))(0), hp_float(0));
  EXPECT_GT(objpert_box(scalar_step(), unit_box(), HpVector::Constant(1, -eps))(0), hp_float(0));
  EXPECT_EQ(objpert_box(scalar_step(), unit_box(), HpVector::Constant(1, hp_float(-2) - eps))(0), hp_float(1));
  EXPECT_LT(objpert_box(scalar_step(), unit_box(), HpVector::Constant(1, hp_float(-2) + eps))(0), hp_float(1));
}

TEST(RyuKimStep, SurrogateSolvesItsStationarityAndApproachesTheBoxSolution) {
  numeric::ScopedHpPrecision p(kRyuAlg31Bits);
  const LocalStep s = scalar_step();
  const HpVector xi = vec({-3});  // unconstrained minimiser 1.5, box solution 1
  hp_float previous = 10;
  for (int k = 0; k <= 40; k += 4) {
    const hp_float ell = boost::multiprecision::ldexp(hp_float(1), k);
    const HpVector zl = surrogate_solution(s, unit_box(), xi, ell);
    // stationarity of (4.3): ∇G + ∇g_ℓ = 0, ∇g_ℓ = ℓσ(ℓ(z − 1)) − ℓσ(−ℓz)
    const hp_float& z = zl(0);
    const hp_float grad_pen = ell / (1 + exp(-ell * (z - 1))) - ell / (1 + exp(ell * z));
    EXPECT_LE(abs(gradient_G(s, zl, xi)(0) + grad_pen), hp_float(1e-30) * ell) << k;
    const hp_float dist = abs(z - 1);
    EXPECT_LE(dist, previous) << k;
    previous = dist;
  }
  EXPECT_LE(previous, hp_float(1e-10));
  // g_ℓ at an interior point vanishes, at a boundary point it is ln 2 for every ℓ
  EXPECT_LE(penalty(unit_box(), vec({0.5}), hp_float(1024)), hp_float(1e-200));
  EXPECT_LE(abs(penalty(unit_box(), vec({1}), hp_float(1024)) - log(hp_float(2))), hp_float(1e-200));
}

// At 4,096 bits the safeguarded Newton search ends at the stop resolution, 2^(-3082). The points
// u = -xi/2 in {-5, -0.1, 0.5, 3} are those where it used to fall back to bisection at the root.
// The residual of (4.3)'s stationarity is then at most phi' * 2^(-3082), which is
// (2 + ell^2/2) * 2^(-3082), so the bound below is 2^(-3000)(1 + ell^2). A search that stops early
// (a wrong resolution, or an iteration cap below what Newton needs) leaves residuals far above it.
TEST(RyuKimStep, SurrogateReachesItsResolutionAtHighPrecision) {
  numeric::ScopedHpPrecision p(4096);
  const LocalStep s = scalar_step();
  const hp_float bound = boost::multiprecision::ldexp(hp_float(1), -3000);
  for (double x : {10.0, 0.2, -1.0, -6.0, 2.0}) {
    for (int k : {0, 3, 6, 20}) {
      const hp_float ell = boost::multiprecision::ldexp(hp_float(1), k);
      const HpVector zl = surrogate_solution(s, unit_box(), vec({x}), ell);
      const hp_float& z = zl(0);
      const hp_float grad_pen = ell / (1 + exp(-ell * (z - 1))) - ell / (1 + exp(ell * z));
      EXPECT_LE(abs(gradient_G(s, zl, vec({x}))(0) + grad_pen), bound * (1 + ell * ell)) << x << " " << k;
    }
  }
}

TEST(RyuKimAlgorithm31, NoiselessRunReachesTheKnownOptimum) {
  // f_1 = ½(z − 2)², f_2 = ½z², 𝒲 = [−1, 1]: min f_1 + f_2 over the consensus z_1 = z_2 = w is
  // at z = 1 (the unconstrained average, inside the box). ρ = 1, η = ½ (1/η − L > 0, L = 1).
  numeric::ScopedHpPrecision p(kRyuAlg31Bits);
  Rng rng(3);
  std::vector<Agent> agents;
  for (int a : {2, 0}) {
    SmoothFunction f = make_quadratic(rng, {Rational(1)}, kRyuAlg31Bits);
    f.h = vec({static_cast<double>(-a)});
    agents.push_back(Agent{f, Box{vec({-1}), vec({1})}});
  }
  for (long E : {1L, 3L}) {
    RunSettings rs;
    rs.T = 400;
    rs.E = E;
    rs.rho = [](long) { return hp_float(1); };
    rs.eta = [](long) { return hp_float(0.5); };
    rs.noise = [](long, long, std::size_t) { return vec({0}); };
    const RunTrace tr = run_algorithm3_1(agents, rs, {vec({0}), vec({0})}, {vec({0}), vec({0})});
    EXPECT_LE(abs(tr.w.back()(0) - 1), hp_float(1e-12)) << E;
    EXPECT_LE(abs(tr.z.back()[1](0) - 1), hp_float(1e-12)) << E;
    EXPECT_EQ(tr.outputs.size(), static_cast<std::size_t>(400 * 2 * E));
  }
}

TEST(RyuKimAlgorithm31, ObjPertStaysFeasibleOutPertDoesNot) {
  numeric::ScopedHpPrecision p(kRyuAlg31Bits);
  Rng rng(5);
  std::vector<Agent> agents{Agent{make_quadratic(rng, {Rational(1)}, kRyuAlg31Bits), Box{vec({-1}), vec({1})}}};
  RunSettings rs;
  rs.T = 20;
  rs.E = 2;
  rs.rho = [](long) { return hp_float(1); };
  rs.eta = [](long t) { return 1 / sqrt(hp_float(t)); };
  Rng noise_rng(11);
  rs.noise = [&](long, long, std::size_t) { return gaussian_vector(noise_rng, 1, hp_float(2)); };
  hp_float worst = 0;
  for (const auto& z : run_algorithm3_1(agents, rs, {vec({0})}, {vec({0})}).outputs)
    worst = std::max(worst, agents[0].box.violation(z));
  EXPECT_EQ(worst, hp_float(0));
  rs.perturbation = Perturbation::outpert;
  for (const auto& z : run_algorithm3_1(agents, rs, {vec({0})}, {vec({0})}).outputs)
    worst = std::max(worst, agents[0].box.violation(z));
  EXPECT_GT(worst, hp_float(0.1));  // negative control: σ = 2 noise leaves [−1, 1]
}
