// Algorithm 1 of Cyffers, Bellet & Basu (solvers/cyffers_bellet_basu/fixed_point): the block rules' activation
// probabilities against their frequencies, and the exact second moments of the affine case against a Monte Carlo run of
// alg1_step (an independent route: sampling, not algebra), within five standard errors; controls: the moments of a
// different block rule, and of a step without the constant error, are outside.
#include "privbound/solvers/cyffers_bellet_basu/fixed_point.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include "privbound/numeric/hp.hpp"

namespace privbound::solvers::cyffers_bellet_basu {
namespace {

using numeric::Interval;
using numeric::Rational;
using numeric::RationalMatrix;
using numeric::ScopedHpPrecision;

struct Case {
  RationalMatrix M, c, w0;
  Blocks blocks;
  Rational lambda, sigma;
};

// M = (4/5) x a rotation by (3/5, 4/5) in the first plane (p >= 2) times diag(1, -1/2, 1/3).
Case make_case(std::size_t p, std::size_t count, BlockRule rule, Rational q, std::size_t m, Rational lambda) {
  Case k;
  k.M = RationalMatrix(p, p);
  const Rational d[3] = {Rational(1), Rational(-1, 2), Rational(1, 3)};
  for (std::size_t i = 0; i < p; ++i) k.M(i, i) = Rational(4, 5) * d[i];
  if (p >= 2) {
    k.M(0, 0) = Rational(12, 25);
    k.M(0, 1) = Rational(-16, 25) * d[1];
    k.M(1, 0) = Rational(16, 25);
    k.M(1, 1) = Rational(12, 25) * d[1];
  }
  k.c = RationalMatrix(p, 1);
  k.w0 = RationalMatrix(p, 1);
  for (std::size_t i = 0; i < p; ++i) {
    k.c(i, 0) = Rational(static_cast<long>(i) + 1, 4);
    k.w0(i, 0) = Rational(3 - 2 * static_cast<long>(i), 2);
  }
  k.blocks = *make_blocks(p, count, rule, q, m);
  k.lambda = lambda;
  k.sigma = Rational(1, 2);
  return k;
}

// Mean and standard error of |u_K - u*|^2 over `paths` runs of alg1_step (u* = 0, R(u) = M u).
std::pair<double, double> monte_carlo(const Case& k, long K, int paths, std::uint64_t seed) {
  ScopedHpPrecision prec(64);
  const numeric::HpMatrix M = to_hp(k.M);
  const Operator R = [&](const HpVector& u) { return HpVector(M * u); };
  const HpVector zero = HpVector::Zero(static_cast<Eigen::Index>(k.M.rows));
  const auto mc = alg1_monte_carlo(R, k.blocks, to_hp(k.lambda), to_hp(k.w0).col(0), zero, to_hp(k.c).col(0),
                                   k.sigma.to_double(), paths, K, seed);
  return {mc.mean.back(), mc.se.back()};
}

Interval exact(const Case& k, long K, const Blocks& blocks, const RationalMatrix& c) {
  return alg1_affine_second_moments(k.M, c, k.w0, blocks, Interval::from_rational(k.lambda, 128),
                                    Interval::from_rational(k.sigma, 128), K, 128)
      .back();
}

TEST(CyffersAlg1, BlockRulesHaveTheirActivationProbabilities) {
  std::mt19937_64 rng(3);
  const struct {
    BlockRule rule;
    Rational q;
    std::size_t m;
  } rules[] = {{BlockRule::all, Rational(1), 1},
               {BlockRule::bernoulli, Rational(3, 8), 1},
               {BlockRule::single, Rational(1), 1},
               {BlockRule::subset, Rational(1), 2}};
  for (const auto& r : rules) {
    const Blocks b = *make_blocks(4, 4, r.rule, r.q, r.m);
    const int draws = 40000;
    int one = 0, pair = 0;
    for (int t = 0; t < draws; ++t) {
      const auto on = draw_active(b, rng);
      one += on[1] ? 1 : 0;
      pair += (on[0] && on[2]) ? 1 : 0;
    }
    const double p1 = b.p_one().to_double(), p2 = b.p_pair().to_double();
    EXPECT_NEAR(one / double(draws), p1, 5 * std::sqrt(p1 * (1 - p1) / draws) + 1e-12);
    EXPECT_NEAR(pair / double(draws), p2, 5 * std::sqrt(p2 * (1 - p2) / draws) + 1e-12);
  }
  EXPECT_EQ(make_blocks(4, 4, BlockRule::subset, Rational(1), 2)->p_one(), Rational(1, 2));
  EXPECT_EQ(make_blocks(5, 5, BlockRule::subset, Rational(1), 3)->p_pair(), Rational(3, 10));
  EXPECT_FALSE(make_blocks(3, 4, BlockRule::all, Rational(1), 1).ok());
  EXPECT_FALSE(make_blocks(3, 3, BlockRule::bernoulli, Rational(0), 1).ok());
  EXPECT_FALSE(make_blocks(3, 3, BlockRule::subset, Rational(1), 4).ok());
}

TEST(CyffersAlg1, AffineMomentsMatchMonteCarlo) {
  const long K = 6;
  const Case cases[] = {
      make_case(2, 2, BlockRule::bernoulli, Rational(1, 2), 1, Rational(1)),
      make_case(3, 3, BlockRule::subset, Rational(1), 2, Rational(1, 2)),
      make_case(3, 3, BlockRule::single, Rational(1), 1, Rational(1)),
      make_case(3, 2, BlockRule::bernoulli, Rational(1, 4), 1, Rational(3, 4)),
      make_case(2, 1, BlockRule::all, Rational(1), 1, Rational(1)),
  };
  std::uint64_t seed = 11;
  for (const Case& k : cases) {
    const auto [mean, se] = monte_carlo(k, K, 20000, seed++);
    const Interval m = exact(k, K, k.blocks, k.c);
    EXPECT_LE(std::fabs(m.mid_double() - mean), 5 * se) << m.mid_double() << " vs " << mean << " +- " << se;
    // controls: the all-blocks rule's moments, and the moments without the constant error, are outside
    const Blocks all = *make_blocks(k.M.rows, k.blocks.count, BlockRule::all, Rational(1), 1);
    if (k.blocks.rule != BlockRule::all) {
      EXPECT_GT(std::fabs(exact(k, K, all, k.c).mid_double() - mean), 5 * se);
    }
    EXPECT_GT(std::fabs(exact(k, K, k.blocks, RationalMatrix(k.M.rows, 1)).mid_double() - mean), 5 * se);
  }
}

}  // namespace
}  // namespace privbound::solvers::cyffers_bellet_basu
