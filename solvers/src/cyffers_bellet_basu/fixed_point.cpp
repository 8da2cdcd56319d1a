#include "privbound/solvers/cyffers_bellet_basu/fixed_point.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <string>

namespace privbound::solvers::cyffers_bellet_basu {

using numeric::Error;
using numeric::ErrorKind;
using numeric::Interval;
using numeric::IntervalMatrix;
using numeric::Rational;
using numeric::RationalMatrix;

Rational Blocks::p_one() const {
  const Rational B(static_cast<long>(count));
  switch (rule) {
    case BlockRule::all:
      return Rational(1);
    case BlockRule::bernoulli:
      return q;
    case BlockRule::single:
      return Rational(1) / B;
    case BlockRule::subset:
      return Rational(static_cast<long>(m)) / B;
  }
  return Rational(1);
}

Rational Blocks::p_pair() const {
  const long B = static_cast<long>(count), mm = static_cast<long>(m);
  switch (rule) {
    case BlockRule::all:
      return Rational(1);
    case BlockRule::bernoulli:
      return q * q;
    case BlockRule::single:
      return Rational(0);
    case BlockRule::subset:
      return B < 2 ? Rational(0) : Rational(mm * (mm - 1), B * (B - 1));
  }
  return Rational(1);
}

numeric::Result<Blocks> make_blocks(std::size_t p, std::size_t count, BlockRule rule, const Rational& q,
                                    std::size_t m) {
  if (count == 0 || count > p)
    return Error{ErrorKind::invalid_input, "make_blocks: the block count must be in [1, " + std::to_string(p) +
                                               "], but is " + std::to_string(count) + "."};
  if (rule == BlockRule::bernoulli && (q <= Rational(0) || q > Rational(1)))
    return Error{ErrorKind::invalid_input, "make_blocks: q must be in (0, 1], but is " + q.to_string() + "."};
  if (rule == BlockRule::subset && (m == 0 || m > count))
    return Error{ErrorKind::invalid_input,
                 "make_blocks: m must be in [1, " + std::to_string(count) + "], but is " + std::to_string(m) + "."};
  Blocks b;
  b.count = count;
  b.rule = rule;
  b.q = q;
  b.m = m;
  for (std::size_t i = 0; i < p; ++i) b.of.push_back(i % count);
  return b;
}

std::vector<bool> draw_active(const Blocks& blocks, std::mt19937_64& rng) {
  std::vector<bool> on(blocks.count, blocks.rule == BlockRule::all);
  switch (blocks.rule) {
    case BlockRule::all:
      break;
    case BlockRule::bernoulli: {
      const double q = blocks.q.to_double();
      std::uniform_real_distribution<double> U(0.0, 1.0);
      for (std::size_t b = 0; b < blocks.count; ++b) on[b] = U(rng) < q;
      break;
    }
    case BlockRule::single:
      on[std::uniform_int_distribution<std::size_t>(0, blocks.count - 1)(rng)] = true;
      break;
    case BlockRule::subset: {
      std::vector<std::size_t> idx(blocks.count);
      std::iota(idx.begin(), idx.end(), std::size_t{0});
      std::shuffle(idx.begin(), idx.end(), rng);
      for (std::size_t j = 0; j < blocks.m; ++j) on[idx[j]] = true;
      break;
    }
  }
  return on;
}

HpVector alg1_step(const Operator& R, const Blocks& blocks, const std::vector<bool>& active, const hp_float& lambda,
                   const HpVector& u, const HpVector& e, const HpVector& eta) {
  const HpVector r = R(u);  // every block at u_k
  HpVector next = u;
  for (Eigen::Index i = 0; i < u.size(); ++i)
    if (active[blocks.of[static_cast<std::size_t>(i)]]) next(i) = u(i) + lambda * (r(i) + e(i) + eta(i) - u(i));
  return next;
}

MonteCarloMoments alg1_monte_carlo(const Operator& R, const Blocks& blocks, const hp_float& lambda, const HpVector& u0,
                                   const HpVector& u_star, const HpVector& e, double sigma, long paths, long K,
                                   std::uint64_t seed) {
  paths = std::max(paths, 2L);
  const auto steps = static_cast<std::size_t>(std::max(K, 0L)) + 1;
  // Welford's running mean and sum of squared deviations, per k (k = 0 is the same value on every path: error 0)
  std::vector<double> mean(steps, 0.0), m2(steps, 0.0);
  std::mt19937_64 rng(seed);
  std::normal_distribution<double> g(0.0, sigma);
  HpVector eta(u0.size());
  for (long path = 0; path < paths; ++path) {
    HpVector u = u0;
    for (std::size_t k = 0; k < steps; ++k) {
      if (k > 0) {
        for (Eigen::Index i = 0; i < eta.size(); ++i) eta(i) = hp_float(g(rng));
        u = alg1_step(R, blocks, draw_active(blocks, rng), lambda, u, e, eta);
      }
      const double v = (u - u_star).squaredNorm().convert_to<double>(), d = v - mean[k];
      mean[k] += d / static_cast<double>(path + 1);
      m2[k] += d * (v - mean[k]);
    }
  }
  MonteCarloMoments out;
  const auto n = static_cast<double>(paths);
  for (std::size_t k = 0; k < steps; ++k) {
    out.mean.push_back(mean[k]);
    out.se.push_back(std::sqrt(m2[k] / (n - 1) / n));
  }
  return out;
}

namespace {

IntervalMatrix plus(const IntervalMatrix& a, const IntervalMatrix& b) {
  IntervalMatrix out = a;
  for (std::size_t i = 0; i < out.data.size(); ++i) out.data[i] = a.data[i] + b.data[i];
  return out;
}
IntervalMatrix scaled(const Interval& s, const IntervalMatrix& a) {
  IntervalMatrix out = a;
  for (auto& x : out.data) x = s * x;
  return out;
}

}  // namespace

std::vector<Interval> alg1_affine_second_moments(const RationalMatrix& M, const RationalMatrix& c,
                                                 const RationalMatrix& w0, const Blocks& blocks, const Interval& lambda,
                                                 const Interval& sigma, long K, unsigned bits,
                                                 const std::vector<Rational>& weight) {
  const std::size_t p = M.rows;
  const IntervalMatrix N = IntervalMatrix::from_rational(M - RationalMatrix::identity(p), bits);
  const IntervalMatrix Nt = N.transpose(), C = IntervalMatrix::from_rational(c, bits), Ct = C.transpose();
  const Interval q = Interval::from_rational(blocks.p_one(), bits), q2 = Interval::from_rational(blocks.p_pair(), bits);
  IntervalMatrix m = IntervalMatrix::from_rational(w0, bits);
  IntervalMatrix S = m * m.transpose();
  auto trace = [&](const IntervalMatrix& X) {
    Interval t = Interval::from_int(0, bits);
    for (std::size_t i = 0; i < p; ++i)
      t = t + (i < weight.size() ? Interval::from_rational(weight[i], bits) * X(i, i) : X(i, i));
    return t;
  };
  std::vector<Interval> out{trace(S)};
  const IntervalMatrix CCt = C * Ct;
  for (long k = 0; k < K; ++k) {
    const IntervalMatrix mCt = m * Ct, NS = N * S, NmCt = N * mCt;
    const IntervalMatrix first = plus(plus(NS, NS.transpose()), plus(mCt, mCt.transpose()));
    IntervalMatrix W = plus(plus(NS * Nt, NmCt), plus(NmCt.transpose(), CCt));
    for (std::size_t i = 0; i < p; ++i)
      for (std::size_t j = 0; j < p; ++j) W(i, j) = (blocks.of[i] == blocks.of[j] ? q : q2) * W(i, j);
    IntervalMatrix next = plus(plus(S, scaled(lambda * q, first)), scaled(sqr(lambda), W));
    for (std::size_t i = 0; i < p; ++i) next(i, i) = next(i, i) + sqr(lambda) * q * sqr(sigma);
    m = plus(m, scaled(lambda * q, plus(N * m, C)));
    S = std::move(next);
    out.push_back(trace(S));
  }
  return out;
}

}  // namespace privbound::solvers::cyffers_bellet_basu
