// The two-block ADMM problem every ADMM paper solves, and random instances of it:
//   minimise f(x) + g(y)  subject to  Ax + By = c,   x ∈ Rⁿ, y ∈ R^ℓ, c ∈ R^m.
// Data are exact rationals (kept for certified norms of A and AᵀB) with high-precision copies
// for the iterations. The generators draw small-integer rationals so that an instance is exact
// and reproducible from its seed; their draw order is part of that contract (pinned
// counterexamples name instances by seed), so change it only together with the pins.
#pragma once

#include <cstddef>
#include <vector>

#include "privbound/solvers/functions.hpp"

namespace privbound::solvers {

struct AdmmProblem {
  HpMatrix A, B;  // m×n, m×ℓ
  HpVector c;     // m
  Regularizer g;
  RationalMatrix A_exact, B_exact;  // exact data for certified ‖A‖, ‖AᵀB‖
  bool B_diagonal = true;           // B square diagonal: separable exact prox

  std::size_t n() const { return static_cast<std::size_t>(A.cols()); }
  std::size_t m() const { return static_cast<std::size_t>(A.rows()); }
  std::size_t l() const { return static_cast<std::size_t>(B.cols()); }
};

// Sets the exact data and their high-precision copies (B_diagonal from the pattern of B).
void set_constraint(AdmmProblem& p, const RationalMatrix& A, const RationalMatrix& B, const RationalMatrix& c);

// Shapes of the constraint matrices the generators draw.
enum class AForm {
  identity_block,  // A = [I_m | D], m ≤ n, D entries k/2 with |k| ≤ 3
  dense,           // entries k/2 with |k| ≤ 3
};
enum class BForm {
  minus_identity,  // B = −I_m (consensus form)
  diagonal,        // diagonal, entries k/2 with |k| ≤ 2 (zeros allowed)
  zero,            // B = 0
  dense,           // m×m, entries k/2 with |k| ≤ 3 (needs a quadratic g for an exact y-update)
};
RationalMatrix random_A(Rng& rng, std::size_t m, std::size_t n, AForm form);
RationalMatrix random_B(Rng& rng, std::size_t m, BForm form);
// c: entries k/2 with |k| ≤ 4, as an m×1 matrix.
RationalMatrix random_c(Rng& rng, std::size_t m);

// An exact spectrum in [lo, hi] holding both ends when n ≥ 2: s₀ = hi, s₁ = lo, the others
// lo + (hi − lo)·k/8 with k uniform in [0, 8].
std::vector<Rational> random_spectrum_between(Rng& rng, std::size_t n, const Rational& lo, const Rational& hi);
// A loss on Rⁿ of the family: quadratic with Hessian spectrum `spectrum` (size n; unused
// otherwise), or logistic / Huber (δ = 1/2) on n + 1 random samples with ridge μ_reg = ridge.
SmoothFunction random_smooth_function(Rng& rng, FFamily family, std::size_t n, const std::vector<Rational>& spectrum,
                                      const Rational& ridge, unsigned bits);

// An affine map z ↦ Mz + b on z = (x, λ) ∈ R^{n+m} (one iteration of an ADMM scheme on
// quadratic data; propagated exactly through Gaussian noise by proofs_check/gaussian.hpp).
struct AffineMap {
  HpMatrix M;
  HpVector b;
};

}  // namespace privbound::solvers
