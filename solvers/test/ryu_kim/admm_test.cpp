// Unit tests of Ryu & Kim's classical ADMM (2.2) and linearized ADMM (2.3) (seed 004).
// References: hand-computed server steps, and consensus problems whose optimum is known in closed
// form (f_p(z) = ½‖z − a_p‖² on a common box: the optimum is the projection of the mean of a_p).
#include "privbound/solvers/ryu_kim/admm.hpp"

#include <gtest/gtest.h>

#include "../test_util.hpp"

using namespace privbound;
using namespace privbound::solvers;
using namespace privbound::solvers::ryu_kim;

namespace {
using privbound::solvers::test::vec;
constexpr unsigned kRyuAdmmBits = 192;
// f(z) = ½‖z‖² − ⟨a, z⟩ = ½‖z − a‖² + const (ν = μ = 1), on [−1, 1]ⁿ.
Agent centred_at(const HpVector& a) {
  auto f = make_quadratic_from(numeric::RationalMatrix::identity(static_cast<std::size_t>(a.size())), kRyuAdmmBits);
  EXPECT_TRUE(f.ok());
  f->h = -a;
  const auto n = a.size();
  return Agent{*f, Box{HpVector::Constant(n, hp_float(-1)), HpVector::Constant(n, hp_float(1))}};
}
std::vector<HpVector> zeros(std::size_t P, Eigen::Index n) { return std::vector<HpVector>(P, HpVector::Zero(n)); }
}  // namespace

TEST(RyuKimAdmm, ServerStepByHand) {
  numeric::ScopedHpPrecision p(kRyuAdmmBits);
  // z = (1, 3), λ = (2, −4), ρ = 2: w = ((1 − 1) + (3 + 2))/2 = 5/2; gradient (2 + 2·3/2) + (−4 − 2/2) = 0
  const std::vector<HpVector> z = {vec({1}), vec({3})}, lambda = {vec({2}), vec({-4})};
  const HpVector w = server_update(z, lambda, hp_float(2));
  EXPECT_EQ(w(0), hp_float(2.5));
  EXPECT_EQ(server_objective_gradient(w, z, lambda, hp_float(2))(0), hp_float(0));
  // away from the minimiser the gradient is P·ρ·(w′ − w): at w′ = 3, 2·2·(1/2) = 2
  EXPECT_EQ(server_objective_gradient(vec({3}), z, lambda, hp_float(2))(0), hp_float(2));
}

TEST(RyuKimAdmm, BoxMinimiseSolvesAndRefusesBadConstants) {
  numeric::ScopedHpPrecision p(kRyuAdmmBits);
  const Box box{vec({0, 0}), vec({1, 1})};
  // ½(x − 2)² + (y − 1/2)²: solution (1, 1/2)
  auto grad = [](const HpVector& x) -> HpVector { return HpVector{{x(0) - 2, 2 * x(1) - 1}}; };
  auto s = box_minimise(grad, hp_float(2), hp_float(1), box, vec({0, 0}));
  ASSERT_TRUE(s.ok()) << s.error().message;
  EXPECT_LE(abs(s->x(0) - 1), hp_float(1e-40));
  EXPECT_LE(abs(s->x(1) - hp_float(0.5)), hp_float(1e-40));
  EXPECT_FALSE(box_minimise(grad, hp_float(1), hp_float(2), box, vec({0, 0})).ok());
  EXPECT_FALSE(box_minimise(grad, hp_float(2), hp_float(0), box, vec({0, 0})).ok());
  // with step 1/8 the second coordinate contracts by 3/4 per step: not done in 3 steps
  const auto capped = box_minimise(grad, hp_float(8), hp_float(1), box, vec({0, 0}), 3);
  ASSERT_FALSE(capped.ok());
  EXPECT_NE(capped.error().message.find("no convergence in 3"), std::string::npos);
}

TEST(RyuKimAdmm, ClassicalAndLinearizedReachTheConsensusOptimum) {
  numeric::ScopedHpPrecision p(kRyuAdmmBits);
  // a_p = (a, −a/2). Inside: the mean of (1/2, −1/4, 3/4) is 1/3 (optimum (1/3, −1/6)); on the
  // boundary: the mean of (2, 1) is 3/2 -> 1 (optimum (1, −3/4)).
  struct Case {
    std::vector<double> a;
    double optimum, second;
  };
  for (const Case& c : {Case{{0.5, -0.25, 0.75}, 1.0 / 3, -1.0 / 6}, Case{{2, 1}, 1, -0.75}}) {
    std::vector<Agent> agents;
    for (double a : c.a) agents.push_back(centred_at(vec({a, -a / 2})));
    HpVector optimum = vec({c.second, c.second});
    optimum(0) = c.optimum == 1 ? hp_float(1) : hp_float(1) / 3;  // exact thirds
    optimum(1) = c.optimum == 1 ? hp_float(c.second) : -hp_float(1) / 6;
    for (AdmmKind kind : {AdmmKind::classical, AdmmKind::linearized}) {
      AdmmSettings st;
      st.T = 300;
      st.rho = [](long) { return hp_float(1); };
      st.eta = [](long) { return hp_float(0.5); };
      st.kind = kind;
      auto tr = run_admm(agents, st, zeros(agents.size(), 2), zeros(agents.size(), 2));
      ASSERT_TRUE(tr.ok()) << tr.error().message;
      for (const auto& z : tr->z.back()) EXPECT_LE((z - optimum).cwiseAbs().maxCoeff(), hp_float(1e-20));
      EXPECT_LE((tr->w.back() - optimum).cwiseAbs().maxCoeff(), hp_float(1e-20));
      // every iterate of both stays in the box (2.2b / (2.3) are constrained)
      for (const auto& zt : tr->z)
        for (const auto& z : zt) EXPECT_EQ(agents[0].box.violation(z), hp_float(0));
    }
  }
}

TEST(RyuKimAdmm, BadParametersAreErrors) {
  numeric::ScopedHpPrecision p(kRyuAdmmBits);
  Agent agent = centred_at(vec({0.5}));
  AdmmSettings st;
  st.rho = [](long) { return hp_float(0); };
  auto tr = run_admm({agent}, st, zeros(1, 1), zeros(1, 1));
  ASSERT_FALSE(tr.ok());
  EXPECT_EQ(tr.error().message, "run_admm: rho^1 must be in (0, inf), but is 0.");
  st.rho = [](long) { return hp_float(1); };
  st.kind = AdmmKind::linearized;
  st.eta = [](long) { return hp_float(-1); };
  EXPECT_FALSE(run_admm({agent}, st, zeros(1, 1), zeros(1, 1)).ok());
  // a smoothness constant below the strong convexity is refused by the subproblem solver
  agent.f.nu = -5;
  st.kind = AdmmKind::classical;
  tr = run_admm({agent}, st, zeros(1, 1), zeros(1, 1));
  ASSERT_FALSE(tr.ok());
  EXPECT_NE(tr.error().message.find("run_admm at t = 1: box_minimise"), std::string::npos);
}

TEST(RyuKimAdmm, LeastNormDualByHand) {
  numeric::ScopedHpPrecision p(kRyuAdmmBits);
  const Box box{vec({-1}), vec({1})};
  auto near = [](const hp_float& a, const hp_float& b) { return abs(a - b) <= hp_float(1e-40); };
  // upper end, g = (−3, 1): λ = max(g, τ) with τ = −1 -> (−1, 1), norm √2
  EXPECT_TRUE(near(least_norm_dual({vec({-3}), vec({1})}, vec({1}), box), sqrt(hp_float(2))));
  // lower end, g = (3, −1): λ = min(g, τ) with τ = 1 -> (1, −1), norm √2
  EXPECT_TRUE(near(least_norm_dual({vec({3}), vec({-1})}, vec({-1}), box), sqrt(hp_float(2))));
  // inside: λ = g = (2, −2), norm √8; two coordinates add up
  EXPECT_TRUE(near(least_norm_dual({vec({2}), vec({-2})}, vec({0}), box), sqrt(hp_float(8))));
  const Box box2{vec({-1, -1}), vec({1, 1})};
  EXPECT_TRUE(near(least_norm_dual({vec({2, -3}), vec({-2, 1})}, vec({0, 1}), box2), sqrt(hp_float(10))));
  // subdifferential intervals (a kink of a nonsmooth f_p at z* = 0, inside): lambda_1 in [-1, 1],
  // lambda_2 = 1/2 -> lambda = (-1/2, 1/2), norm sqrt(1/2); lambda_1 in [-3, -1], lambda_2 in [0, 4]: tau = 1
  // -> (-1, 1), norm sqrt(2)
  EXPECT_TRUE(
      near(least_norm_dual({vec({-1}), vec({0.5})}, {vec({1}), vec({0.5})}, vec({0}), box), sqrt(hp_float(0.5))));
  EXPECT_TRUE(near(least_norm_dual({vec({-3}), vec({0})}, {vec({-1}), vec({4})}, vec({0}), box), sqrt(hp_float(2))));
  // at the upper end with an interval: lambda_1 in [-3, -2] + [0, inf) = [-3, inf), lambda_2 = 1 -> (-1, 1)
  EXPECT_TRUE(near(least_norm_dual({vec({-3}), vec({1})}, {vec({-2}), vec({1})}, vec({1}), box), sqrt(hp_float(2))));
}
