// Cyffers, Bellet & Basu (seed 001; L.NNN = ../shared/seeds/001_f6b2d9377dd6a993.txt): Algorithm 1, the private
// (block) fixed-point iteration (L113-L127), in high precision, with the block rules of L77 and L769-L775, and the
// exact moments of its iterates for an affine operator (certified, interval arithmetic).
//   Algorithm 1, line 3: u_{k+1,b} = u_{k,b} + rho_{k,b} lambda (R_b(u_k) + e_{k,b} + eta_{k+1,b} - u_{k,b}), every
//   block evaluated at u_k (the printed, Jacobi form), eta ~ N(0, sigma^2 I).
// Block rules (which blocks are active at step k): every block (q = 1); each block independently with probability
// q (Theorem 1's P[rho_{k,b} = 1] = q, L171); one uniformly random block (L773 case 2, q = 1/B); a uniformly random
// subset of m blocks (L773 case 3, q = m/B).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <random>
#include <vector>

#include "privbound/numeric/interval.hpp"
#include "privbound/numeric/matrix.hpp"
#include "privbound/numeric/result.hpp"
#include "privbound/solvers/functions.hpp"

namespace privbound::solvers::cyffers_bellet_basu {

enum class BlockRule { all, bernoulli, single, subset };

struct Blocks {
  std::vector<std::size_t> of;  // the block of each coordinate (values 0 .. count - 1, each used)
  std::size_t count = 1;
  BlockRule rule = BlockRule::all;
  numeric::Rational q{1};  // bernoulli: the activation probability, in (0, 1]
  std::size_t m = 1;       // subset: the subset size, 1 <= m <= count
  // P[block b active] and P[blocks b and b' active] for b != b' (exact): q, q^2 (bernoulli); 1/B, 0 (single); m/B,
  // m(m-1)/(B(B-1)) (subset); 1, 1 (all).
  numeric::Rational p_one() const;
  numeric::Rational p_pair() const;
};
// Coordinates 0 .. p-1 in `count` blocks by i mod count; an error when count is 0 or exceeds p, or the rule's q or m
// is outside its range.
numeric::Result<Blocks> make_blocks(std::size_t p, std::size_t count, BlockRule rule, const numeric::Rational& q,
                                    std::size_t m);

// The active blocks of one step, drawn by the rule.
std::vector<bool> draw_active(const Blocks& blocks, std::mt19937_64& rng);

// One step of Algorithm 1 (line 3) with the active blocks given.
using Operator = std::function<HpVector(const HpVector&)>;
HpVector alg1_step(const Operator& R, const Blocks& blocks, const std::vector<bool>& active, const hp_float& lambda,
                   const HpVector& u, const HpVector& e, const HpVector& eta);

// Monte Carlo of Algorithm 1 (a run of alg1_step per path) from u_0 with the constant error e and N(0, sigma^2 I)
// noise (drawn in double, as gaussian_vector), blocks drawn by the rule, all from one mt19937_64 seeded with `seed`:
// for k = 0 .. K the sample mean of |u_k - u*|^2 over `paths` independent runs and its standard error (Welford's
// updates; k = 0: |u_0 - u*|^2, error 0). Runs at the current hp precision; fewer than 2 paths are taken as 2. Cost:
// O(paths K) operator calls.
struct MonteCarloMoments {
  std::vector<double> mean, se;
};
MonteCarloMoments alg1_monte_carlo(const Operator& R, const Blocks& blocks, const hp_float& lambda, const HpVector& u0,
                                   const HpVector& u_star, const HpVector& e, double sigma, long paths, long K,
                                   std::uint64_t seed);

// Exact moments of Algorithm 1 for the affine R(u) = M (u - u*) + u*, a constant error e_k = c and Gaussian noise of
// variance sigma^2 per coordinate, active blocks drawn independently at each step by the rule: with w_k = u_k - u*,
// N = M - I, m_k = E w_k and S_k = E w_k w_k^T,
//   m_{k+1} = m_k + lambda q (N m_k + c),
//   S_{k+1} = S_k + lambda q (N S_k + S_k N^T + c m_k^T + m_k c^T) + lambda^2 P o (N S_k N^T + N m_k c^T + c m_k^T N^T
//             + c c^T) + lambda^2 q sigma^2 I,
// with P_ij = P[the blocks of i and j both active] (q on a block). Returns E|u_k - u*|^2 = tr S_k for k = 0 .. K
// (certified enclosures at `bits`), or with `weight` (one per coordinate) the weighted E sum_i weight_i (u_k -
// u*)_i^2 = sum_i weight_i (S_k)_ii. Cost: O(K p^3) interval operations.
std::vector<numeric::Interval> alg1_affine_second_moments(const numeric::RationalMatrix& M,
                                                          const numeric::RationalMatrix& c,
                                                          const numeric::RationalMatrix& w0, const Blocks& blocks,
                                                          const numeric::Interval& lambda,
                                                          const numeric::Interval& sigma, long K, unsigned bits,
                                                          const std::vector<numeric::Rational>& weight = {});

}  // namespace privbound::solvers::cyffers_bellet_basu
