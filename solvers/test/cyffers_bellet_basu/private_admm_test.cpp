// The private consensus ADMM algorithms of Cyffers, Bellet & Basu (solvers/cyffers_bellet_basu): each loss's prox
// against its optimality condition; noiseless Algorithm 2 (both prox scales) against the minimiser of (6) solved
// independently (a linear system for squared losses and a ridge r); Algorithm 3 with m = n and the same noise against
// Algorithm 2 (with r = 0 as printed, and for every r with z^ kept); the noiseless limits of Algorithms 3 and 4; with
// controls that must fail.
#include "privbound/solvers/cyffers_bellet_basu/private_admm.hpp"

#include <gtest/gtest.h>

#include "privbound/numeric/hp.hpp"

namespace privbound::solvers::cyffers_bellet_basu {
namespace {

using numeric::ScopedHpPrecision;

Consensus instance(Rng& rng, std::size_t n, std::size_t p, Loss kind, GFamily r) {
  Consensus c;
  c.p = p;
  for (std::size_t i = 0; i < n; ++i) {
    LocalLoss f;
    f.kind = kind;
    f.a = to_hp(random_rational_matrix(rng, p, 1, 4, 4)).col(0);
    f.b = to_hp(Rational(uniform_int(rng, -8, 8), 4));
    f.L = to_hp(Rational(uniform_int(rng, 1, 4), 2));
    f.delta = to_hp(Rational(1, 2));
    c.f.push_back(f);
  }
  c.r = make_regularizer(rng, r, p, Rational(1, 2));
  return c;
}

std::vector<HpVector> zeros(std::size_t n, std::size_t p) {
  return std::vector<HpVector>(n, HpVector::Zero(static_cast<Eigen::Index>(p)));
}

TEST(CyffersProx, EachLossSatisfiesItsOptimalityCondition) {
  ScopedHpPrecision prec(256);
  Rng rng(7);
  for (Loss kind : {Loss::absolute, Loss::huber, Loss::logistic, Loss::squared}) {
    for (int trial = 0; trial < 20; ++trial) {
      Consensus c = instance(rng, 1, 3, kind, GFamily::zero);
      const HpVector v = to_hp(random_rational_matrix(rng, 3, 1, 16, 4)).col(0);
      const hp_float t = to_hp(Rational(uniform_int(rng, 1, 8), 4));
      const HpVector x = c.f[0].prox(v, t);
      // the prox minimises f(y) + |y - v|^2/(2t): no nearby point does better (a subgradient-free test), and a point
      // moved by 1e-3 does worse by more than the rounding (control)
      const hp_float best = c.f[0].value(x) + (x - v).squaredNorm() / (2 * t);
      for (int k = 0; k < 3; ++k) {
        HpVector y = x;
        y(k) += hp_float("1e-20");
        EXPECT_GE(c.f[0].value(y) + (y - v).squaredNorm() / (2 * t), best - hp_float("1e-60")) << loss_name(kind);
        y(k) = x(k) + hp_float("1e-3");
        EXPECT_GT(c.f[0].value(y) + (y - v).squaredNorm() / (2 * t), best + hp_float("1e-9")) << loss_name(kind);
      }
      // |prox(v) - v| <= t L|a| for the Lipschitz losses
      if (kind != Loss::squared) {
        EXPECT_LE((x - v).norm(), t * c.f[0].lipschitz() * (1 + hp_float("1e-60")));
      }
    }
  }
}

TEST(CyffersAlgorithm2, NoiselessLimitIsTheMinimiserOf6) {
  ScopedHpPrecision prec(256);
  Rng rng(11);
  for (ProxScale scale : {ProxScale::printed, ProxScale::derived}) {
    for (int trial = 0; trial < 4; ++trial) {
      Consensus c = instance(rng, 3, 2, Loss::squared, GFamily::quadratic);
      const HpVector zstar = squared_minimiser(c);
      Params prm;
      prm.gamma = scale == ProxScale::printed ? hp_float(1) : hp_float(3);
      prm.lambda = hp_float(1) / 2;
      prm.scale = scale;
      State s{zeros(3, 2), HpVector::Zero(2), HpVector::Zero(2)};
      for (int k = 0; k < 3000; ++k) alg2_step(c, prm, zeros(3, 2), s);
      EXPECT_LT((s.z - zstar).norm(), hp_float("1e-30")) << trial;
      // control: the minimiser of (1/n) sum f_i + n r (what a wrongly scaled pair of proxes would solve) is elsewhere
      Consensus scaled = c;
      scaled.r.c2 *= 3;
      scaled.r.q *= 3;
      EXPECT_GT((s.z - squared_minimiser(scaled)).norm(), hp_float("1e-6"));
    }
  }
}

TEST(CyffersAlgorithm3, MimicsAlgorithm2WithTheSameNoise) {
  ScopedHpPrecision prec(256);
  Rng rng(13);
  for (GFamily r : {GFamily::zero, GFamily::l1}) {
    Consensus c = instance(rng, 4, 2, Loss::huber, r);
    Params prm;
    prm.lambda = hp_float(1) / 2;
    std::vector<std::vector<HpVector>> noise;
    for (int k = 0; k < 6; ++k) {
      std::vector<HpVector> e;
      for (int i = 0; i < 4; ++i) e.push_back(gaussian_vector(rng, 2, hp_float(1)));
      noise.push_back(e);
    }
    State a{zeros(4, 2), HpVector::Zero(2), HpVector::Zero(2)};
    for (auto& ui : a.u) ui = to_hp(random_rational_matrix(rng, 2, 1, 8, 2)).col(0);
    HpVector mean = HpVector::Zero(2);
    for (const auto& ui : a.u) mean += ui / hp_float(4);
    // Algorithm 3's z_k plays Algorithm 2's z_{k+1}: z_0 = prox(mean u_0)
    State printed{a.u, c.prox_r(mean, prm.gamma), mean}, kept = printed;
    hp_float gap_printed = 0, gap_kept = 0;
    for (int k = 0; k < 6; ++k) {
      alg2_step(c, prm, noise[k], a);  // a.z = z_{k+1} (from u_k), a.u = u_{k+1}
      gap_printed = std::max(gap_printed, hp_float((printed.z - a.z).norm()));
      gap_kept = std::max(gap_kept, hp_float((kept.z - a.z).norm()));
      alg3_round(c, prm, {0, 1, 2, 3}, noise[k], false, printed);
      alg3_round(c, prm, {0, 1, 2, 3}, noise[k], true, kept);
    }
    EXPECT_LT(gap_kept, hp_float("1e-60"));
    if (r == GFamily::zero) {
      EXPECT_LT(gap_printed, hp_float("1e-60"));
    } else {
      EXPECT_GT(gap_printed, hp_float("1e-6"));  // the printed Algorithm 3 does not mimic Algorithm 2 when r != 0
    }
  }
}

}  // namespace
}  // namespace privbound::solvers::cyffers_bellet_basu

namespace privbound::solvers::cyffers_bellet_basu {
namespace {

// L777-L779's noiseless limits: Algorithm 3 (random 2-subsets of 4 users) and Algorithm 4 (one random user per step)
// reach the minimiser of (6) solved as a linear system (squared losses): with r = 0 as printed, and for a ridge r with
// z^ kept (the printed z-update restarts from z_k, which is not ADMM's order when prox_r is not the identity: E19).
// Control: printed Algorithm 3 with the ridge stops elsewhere.
TEST(CyffersAlgorithms3And4, NoiselessLimitsAreTheMinimiserOf6) {
  ScopedHpPrecision prec(256);
  Rng rng(17);
  std::mt19937_64 pick(5);
  const std::size_t n = 4, p = 2;
  Params prm;
  prm.lambda = hp_float(1) / 2;
  auto run = [&](const Consensus& c, std::size_t m, bool keep, int rounds) {
    State s{zeros(n, p), HpVector::Zero(2), HpVector::Zero(2)};
    s.z = c.prox_r(s.zhat, prox_step(c, prm));  // z_0 = prox(mean u_0), u_0 = 0
    std::vector<std::size_t> users = {0, 1, 2, 3};
    for (int k = 0; k < rounds; ++k) {
      std::shuffle(users.begin(), users.end(), pick);
      const std::vector<std::size_t> S(users.begin(), users.begin() + static_cast<long>(m));
      if (m == 1 && !keep)
        alg4_step(c, prm, S[0], HpVector::Zero(2), s);
      else
        alg3_round(c, prm, S, zeros(m, p), keep, s);
    }
    return HpVector(s.z);
  };
  for (int trial = 0; trial < 3; ++trial) {
    const Consensus flat = instance(rng, n, p, Loss::squared, GFamily::zero);
    const Consensus ridge = instance(rng, n, p, Loss::squared, GFamily::quadratic);
    const HpVector zf = squared_minimiser(flat), zr = squared_minimiser(ridge);
    EXPECT_LT((run(flat, 2, false, 4000) - zf).norm(), hp_float("1e-25")) << trial;  // Algorithm 3, r = 0
    EXPECT_LT((run(flat, 1, false, 8000) - zf).norm(), hp_float("1e-25")) << trial;  // Algorithm 4, r = 0
    EXPECT_LT((run(ridge, 2, true, 4000) - zr).norm(), hp_float("1e-25")) << trial;  // Algorithm 3, z^ kept
    EXPECT_GT((run(ridge, 2, false, 4000) - zr).norm(), hp_float("1e-6")) << trial;  // control: as printed
  }
}

}  // namespace
}  // namespace privbound::solvers::cyffers_bellet_basu
