// Ryu & Kim §6.2 in double precision: the gradient of (6.3) against central differences of the objective, (6.4)
// against its printed double sum Σ_j Σ_k {x_j(−y_k + s_k)/(I + 1)}² evaluated term by term over every sample and
// label, the box step against the hand-computed projection, the model's input checks, and Algorithm 3.1 on three
// separated clusters: without noise it learns them (error 0), with a huge ObjPert noise it does not (the control).
#include "privbound/solvers/ryu_kim/federated.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include "privbound/solvers/experiment/engine.hpp"

using namespace privbound::solvers::ryu_kim;

namespace {

// Three clusters in the plane around (3, 0), (−3, 3), (−3, −3), plus a bias feature 1; agent p gets every P-th sample.
FederatedModel clusters(std::size_t P, std::size_t per_class, double u) {
  privbound::solvers::experiment::Stream rng(7, 0, 0);
  const double cx[3] = {3, -3, -3}, cy[3] = {0, 3, -3};
  std::vector<FlAgent> agents(P);
  std::vector<std::vector<double>> rows(P);
  std::size_t k = 0;
  for (std::size_t i = 0; i < per_class; ++i)
    for (int c = 0; c < 3; ++c, ++k) {
      auto& a = agents[k % P];
      rows[k % P].insert(rows[k % P].end(), {cx[c] + 0.5 * rng.normal(), cy[c] + 0.5 * rng.normal(), 1.0});
      a.y.push_back(c);
    }
  for (std::size_t p = 0; p < P; ++p) {
    const auto n = static_cast<Eigen::Index>(agents[p].y.size());
    agents[p].X = Eigen::Map<Eigen::Matrix<double, Eigen::Dynamic, 3, Eigen::RowMajor>>(rows[p].data(), n, 3);
  }
  auto m = federated_model(std::move(agents), 3, u);
  EXPECT_TRUE(m.ok());
  return *m;
}

}  // namespace

TEST(Federated, GradientMatchesCentralDifferences) {
  const FederatedModel m = clusters(2, 5, 1.0);
  Eigen::VectorXd z(9);
  z << 0.3, -0.2, 0.1, -0.4, 0.25, 0.05, 0.15, 0.35, -0.3;
  const FlGradient g = fl_gradient(m, 1, z);
  for (Eigen::Index i = 0; i < z.size(); ++i) {
    Eigen::VectorXd a = z, b = z;
    const double h = 1e-6;
    a(i) += h;
    b(i) -= h;
    const double fd = (fl_objective(m, 1, a) - fl_objective(m, 1, b)) / (2 * h);
    EXPECT_NEAR(g.grad(i), fd, 1e-8) << i;
  }
  // f_p from the same softmax: the log-sum-exp form of fl_objective
  EXPECT_NEAR(g.value, fl_objective(m, 1, z), 1e-15 * fl_objective(m, 1, z));
  // the control: another agent's gradient differs
  EXPECT_GT((fl_gradient(m, 0, z).grad - g.grad).norm(), 1e-3);
}

TEST(Federated, SensitivityIsThePrintedDoubleSum) {
  const FederatedModel m = clusters(2, 4, 1.0);
  Eigen::VectorXd z(9);
  z << 0.5, -0.1, 0.2, 0.1, 0.3, -0.6, -0.2, 0.4, 0.05;
  const auto& a = m.agents[0];
  double want = 0;
  for (Eigen::Index i = 0; i < a.X.rows(); ++i) {
    double logits[3], total = 0;
    for (int k = 0; k < 3; ++k) {
      logits[k] = 0;
      for (int j = 0; j < 3; ++j) logits[k] += a.X(i, j) * z(j + 3 * k);
      total += std::exp(logits[k]);
    }
    for (int ystar = 0; ystar < 3; ++ystar) {
      double sum = 0;
      for (int j = 0; j < 3; ++j)
        for (int k = 0; k < 3; ++k) {
          const double term =
              a.X(i, j) * (-(k == ystar ? 1.0 : 0.0) + std::exp(logits[k]) / total) / static_cast<double>(m.I + 1);
          sum += term * term;
        }
      want = std::max(want, std::sqrt(sum));
    }
  }
  EXPECT_NEAR(fl_gradient(m, 0, z).sensitivity, want, 1e-14 * want);
  EXPECT_GT(want, 0);
}

TEST(Federated, BoxStepProjectsTheUnconstrainedMinimiser) {
  LocalStepT<Eigen::VectorXd, double> s;
  s.grad = Eigen::Vector3d(1, -2, 0.5);
  s.z = Eigen::Vector3d(0.1, 0.2, -0.1);
  s.w = Eigen::Vector3d(0.0, 0.3, 0.2);
  s.lambda = Eigen::Vector3d(0.4, -0.1, 0.0);
  s.eta = 0.5;
  s.rho = 3;
  const Eigen::VectorXd xi = Eigen::Vector3d(0.2, -5, 0.1), lo = Eigen::Vector3d::Constant(-0.25),
                        hi = Eigen::Vector3d::Constant(0.25);
  // by hand: c = 2 + 3 = 5; −g + z/η + ρw + λ = (−1 + 0.2 + 0 + 0.4, 2 + 0.4 + 0.9 − 0.1, −0.5 − 0.2 + 0.6) =
  // (−0.4, 3.2, −0.1); ObjPert subtracts ξ̃: (−0.6, 8.2, −0.2)/5 = (−0.12, 1.64, −0.04) -> (−0.12, 0.25, −0.04)
  const Eigen::VectorXd obj = box_step(s, lo, hi, xi, Perturbation::objpert);
  EXPECT_NEAR(obj(0), -0.12, 1e-15);
  EXPECT_EQ(obj(1), 0.25);
  EXPECT_NEAR(obj(2), -0.04, 1e-15);
  // OutPert: (−0.08, 0.64, −0.02) -> (−0.08, 0.25, −0.02), plus ξ̃ (leaves the box)
  const Eigen::VectorXd out = box_step(s, lo, hi, xi, Perturbation::outpert);
  EXPECT_NEAR(out(0), 0.12, 1e-15);
  EXPECT_NEAR(out(1), -4.75, 1e-15);
  EXPECT_NEAR(out(2), 0.08, 1e-15);
}

TEST(Federated, ModelRejectsBadInput) {
  EXPECT_FALSE(federated_model({}, 3, 1.0).ok());
  FlAgent a{Eigen::MatrixXd::Ones(2, 3), {0, 1}};
  EXPECT_TRUE(federated_model({a}, 2, 1.0).ok());
  EXPECT_FALSE(federated_model({a}, 1, 1.0).ok());                                                // K < 2
  EXPECT_FALSE(federated_model({a}, 2, 0.0).ok());                                                // u
  EXPECT_FALSE(federated_model({a}, 2, std::nan("")).ok());                                       // u
  EXPECT_FALSE(federated_model({FlAgent{Eigen::MatrixXd::Ones(2, 3), {0, 2}}}, 2, 1.0).ok());     // label
  EXPECT_FALSE(federated_model({FlAgent{Eigen::MatrixXd::Ones(2, 3), {0}}}, 2, 1.0).ok());        // count
  EXPECT_FALSE(federated_model({a, FlAgent{Eigen::MatrixXd::Ones(2, 4), {0, 1}}}, 2, 1.0).ok());  // J
  FlAgent bad = a;
  bad.X(0, 0) = std::nan("");
  EXPECT_FALSE(federated_model({bad}, 2, 1.0).ok());
}

TEST(Federated, Algorithm31LearnsClustersWithoutNoiseAndNotWithHugeNoise) {
  const FederatedModel m = clusters(3, 30, 5.0);
  auto run = [&](double noise_sd) {
    privbound::solvers::experiment::Stream rng(11, 0, 0);
    FederatedProblem pb{&m, {}};
    Alg31State<Eigen::VectorXd> st;
    st.z.assign(3, Eigen::VectorXd::Zero(9));
    st.lambda.assign(3, Eigen::VectorXd::Zero(9));
    Eigen::VectorXd w_last;
    auto r = algorithm3_1_t<double>(
        pb, 200, 2, Perturbation::objpert, [](long) { return 0.001; }, [](long) { return 1.0; },
        [&](long, long, std::size_t) {
          Eigen::VectorXd xi(9);
          for (auto& v : xi) v = noise_sd * rng.normal();
          return xi;
        },
        st, [](long, long, std::size_t, const Eigen::VectorXd&, const Eigen::VectorXd&) {},
        [&](long, const Eigen::VectorXd& w, const Alg31State<Eigen::VectorXd>&) { w_last = w; });
    EXPECT_TRUE(r.ok());
    double err = 0;
    for (const auto& a : m.agents) err += fl_error(a.X, a.y, w_last, 3) / 3;
    return std::make_pair(err, fl_training_cost(m, w_last));
  };
  const auto [err0, cost0] = run(0);
  EXPECT_EQ(err0, 0);
  EXPECT_LT(cost0, 0.5 * std::log(3.0));  // below half of the cost at z = 0
  const auto [err1, cost1] = run(1e4);    // noise dominates every step: no learning
  EXPECT_GT(err1, 0.2);
  EXPECT_GT(cost1, cost0);
}

// fl_optimum against another route: plain projected gradient with the fixed step 1/L, L = ‖X‖²_F/(2I) >= the largest
// curvature of (6.3) (the softmax Hessian has norm <= 1/2), run 20,000 times from a different start (the box's
// corner). Its value, an upper bound on F* like fl_optimum's F, must lie above the enclosure's lower end F − gap and
// not below F; the gap must be small. The control: an
// enclosure from one iteration is wide, and a point off the optimum (z* + 0.1 inside the box) lies above F.
TEST(Federated, OptimumEnclosureContainsAnIndependentSolve) {
  for (const double u : {0.05, 1.0}) {
    const FederatedModel m = clusters(3, 20, u);
    const FlOptimum opt = fl_optimum(m, 5000, 1e-10);
    EXPECT_LE(opt.gap, 1e-8) << "u = " << u;
    double frob = 0;
    for (const auto& a : m.agents) frob += a.X.squaredNorm();
    const double L = frob / (2.0 * double(m.I));
    Eigen::VectorXd z = Eigen::VectorXd::Constant(static_cast<Eigen::Index>(m.size()), u);
    for (int k = 0; k < 20000; ++k) {
      Eigen::VectorXd g = Eigen::VectorXd::Zero(z.size());
      for (std::size_t p = 0; p < m.agents.size(); ++p) g += fl_gradient(m, p, z).grad;
      z = (z - g / L).cwiseMax(-u).cwiseMin(u);
    }
    const double F_pg = fl_training_cost(m, z);
    EXPECT_GE(F_pg, opt.F - opt.gap - 1e-12) << "u = " << u;
    EXPECT_LE(opt.F, F_pg + 1e-9) << "u = " << u;  // both are values on the box: fl_optimum's is no worse
    const FlOptimum one = fl_optimum(m, 1, 0);
    EXPECT_GT(one.gap, 1e3 * opt.gap);  // control
    const Eigen::VectorXd off = (opt.z.array() + 0.1 * u).cwiseMin(u).matrix();
    EXPECT_GT(fl_training_cost(m, off), opt.F + opt.gap);  // control
  }
}

// ‖λ*‖: with one agent λ* = ∇f − ∇F = 0; with three the λ_p* sum to zero and the norm is that of the stacked
// ∇f_p(z*) − ∇F(z*)/3, evaluated here term by term.
TEST(Federated, DualNormOfTheConsensusOptimum) {
  const FlOptimum one = fl_optimum(clusters(1, 20, 0.5), 2000, 1e-10);
  EXPECT_EQ(one.dual_norm, 0.0);
  const FederatedModel m = clusters(3, 20, 0.5);
  const FlOptimum opt = fl_optimum(m, 2000, 1e-10);
  std::vector<Eigen::VectorXd> g;
  Eigen::VectorXd sum = Eigen::VectorXd::Zero(static_cast<Eigen::Index>(m.size()));
  for (std::size_t p = 0; p < 3; ++p) sum += g.emplace_back(fl_gradient(m, p, opt.z).grad);
  double s = 0;
  for (const auto& gp : g)
    for (Eigen::Index i = 0; i < gp.size(); ++i) s += (gp(i) - sum(i) / 3) * (gp(i) - sum(i) / 3);
  EXPECT_NEAR(opt.dual_norm, std::sqrt(s), 1e-12 * (1 + std::sqrt(s)));
  EXPECT_GT(opt.dual_norm, 0.0);  // the agents' data differ
}

// U₁ and (6.4)'s maximum bound every gradient norm and every (6.4) at random points of the box; the control: the
// bounds without the factor √2 fail at some point far from the data's fit (z = −u·sign(pattern)).
TEST(Federated, GradientAndSensitivityBoundsHoldOnTheBox) {
  const FederatedModel m = clusters(3, 20, 2.0);
  privbound::solvers::experiment::Stream rng(11, 0, 0);
  const double U1 = fl_gradient_bound(m), D = fl_sensitivity_max(m);
  double worst_g = 0, worst_d = 0;
  for (int k = 0; k < 400; ++k) {
    Eigen::VectorXd z(static_cast<Eigen::Index>(m.size()));
    for (auto& v : z) v = m.u * (2 * rng.uniform() - 1);
    if (k % 2) z = m.u * z.cwiseSign();  // corners too
    for (std::size_t p = 0; p < m.agents.size(); ++p) {
      const FlGradient g = fl_gradient(m, p, z);
      worst_g = std::max(worst_g, g.grad.norm());
      worst_d = std::max(worst_d, g.sensitivity);
    }
  }
  EXPECT_LE(worst_g, U1);
  EXPECT_LE(worst_d, D);
  EXPECT_GT(worst_d, D / std::sqrt(2.0));  // control: (6.4) gets close to the bound, beyond it without √2
}
