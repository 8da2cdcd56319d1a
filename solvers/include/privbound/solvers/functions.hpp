// Random problem pieces for ADMM (seed 000, Chan-Xie-Zhao): smooth convex losses f with
// CERTIFIED smoothness ν and strong-convexity μ, and regularisers g with exact proximal maps.
//
// All arithmetic is high precision (numeric/hp.hpp, non-certified); the constants ν, μ are
// certified: the data of every f are exact rationals and ν (upper) / μ (lower) come from the
// certified eigenvalue bounds of numeric/matrix.hpp, so f really is ν-smooth and μ-strongly
// convex. Generators draw small-integer rationals so instances are exact and reproducible.
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "privbound/numeric/decimal.hpp"
#include "privbound/numeric/hp.hpp"
#include "privbound/numeric/matrix.hpp"
#include "privbound/numeric/result.hpp"

namespace privbound::solvers {

using numeric::hp_float;
using numeric::HpMatrix;
using numeric::HpVector;
using numeric::Rational;
using numeric::RationalMatrix;
using Rng = std::mt19937_64;

// Exact conversions into the current high precision.
hp_float to_hp(const Rational& q);
HpMatrix to_hp(const RationalMatrix& m);
// Endpoints of a certified enclosure as hp values, rounded outward (upper: up, lower: down).
hp_float hp_upper(const numeric::Interval& iv);
hp_float hp_lower(const numeric::Interval& iv);
// Exact text of a rational matrix ("a,b;c,d") and a decimal text of an hp vector/matrix.
std::string matrix_text(const RationalMatrix& m);
std::string matrix_text(const HpMatrix& m, int digits = 20);
// A uniform integer in [lo, hi].
long uniform_int(Rng& rng, long lo, long hi);
// Entries k/den with k uniform in [-range, range].
RationalMatrix random_rational_matrix(Rng& rng, std::size_t rows, std::size_t cols, long range, long den);
// Gaussian vector N(0, sigma² I) (sampled in double, then exact in hp: a valid Gaussian
// sample up to double resolution; only used as the shared randomness of couplings).
HpVector gaussian_vector(Rng& rng, std::size_t n, const hp_float& sigma);
// Laplace vector, i.i.d. coordinates Lap(b) (density e^{-|x|/b}/(2b)), each drawn as b(E_1 - E_2)
// with E_1, E_2 ~ Exp(1) in double (in that order), then exact in hp.
HpVector laplace_vector(Rng& rng, std::size_t n, const hp_float& b);

enum class FFamily { quadratic, logistic, huber };
std::string family_name(FFamily f);

// f(x) = smooth part + hᵀx, where the smooth part is
//   quadratic: ½ xᵀHx                                   (H exact rational, symmetric)
//   logistic : (1/N) Σ_i log(1 + exp(-y_i a_iᵀx)) + (μ_reg/2)‖x‖²   (y_i = ±1)
//   huber    : (1/N) Σ_i h_δ(a_iᵀx − b_i) + (μ_reg/2)‖x‖²,  h_δ(r) = r²/2 (|r|≤δ), δ(|r|−δ/2)
// Neighbouring functions (Def 3.3) differ by the linear term h only: ‖∇f − ∇f'‖ = ‖h − h'‖.
struct SmoothFunction {
  FFamily family = FFamily::quadratic;
  RationalMatrix H_exact;  // quadratic: Hessian; logistic/huber: data matrix (rows a_i)
  HpMatrix H;              // hp copy of H_exact
  HpVector h;              // linear term
  HpVector labels;         // logistic: ±1; huber: b_i
  hp_float mu_reg = 0, delta = 1;
  // Certified constants: f is ν-smooth and μ-strongly convex (μ may be 0; for a deliberately
  // non-convex control instance μ is negative and `convex` false).
  hp_float nu = 0, mu = 0;
  bool convex = true;

  std::size_t dim() const { return static_cast<std::size_t>(H.cols()); }
  HpVector gradient(const HpVector& x) const;
  // f(x) as defined above (logistic terms as m + log1p(e^{-m}) for m > 0, so large margins do not overflow).
  hp_float value(const HpVector& x) const;
  bool is_quadratic() const { return family == FFamily::quadratic; }
};

// Quadratic with exactly prescribed spectrum: H = Q diag(s) Qᵀ with Q a product of two rational
// Householder reflections (exactly orthogonal), so ν = max s and μ = min s are exact.
SmoothFunction make_quadratic(Rng& rng, const std::vector<Rational>& spectrum, unsigned bits);
// Quadratic with a given exact Hessian (ν, μ certified from its eigenvalue enclosures).
numeric::Result<SmoothFunction> make_quadratic_from(const RationalMatrix& H, unsigned bits);
SmoothFunction make_logistic(Rng& rng, std::size_t n, std::size_t samples, const Rational& mu_reg, unsigned bits);
SmoothFunction make_huber(Rng& rng, std::size_t n, std::size_t samples, const Rational& delta, const Rational& mu_reg,
                          unsigned bits);

enum class GFamily { zero, l1, elastic_net, quadratic, box };
std::string family_name(GFamily g);

// g(y) = c1‖y‖₁ + (c2/2)‖y‖² + qᵀy  (+ indicator of [lo, hi]^ℓ for `box`).  μ_g = c2.
struct Regularizer {
  GFamily family = GFamily::zero;
  hp_float c1 = 0, c2 = 0, lo = 0, hi = 0;
  HpVector q;
  hp_float mu_g() const { return c2; }
  // g(y) (+inf outside the box for `box`).
  hp_float value(const HpVector& y) const;
  bool is_quadratic() const { return family == GFamily::zero || family == GFamily::quadratic; }
  // Scalar prox of coordinate i: argmin_y g_i(y) + (tau/2)(y − u)², tau > 0.
  hp_float prox(std::size_t i, const hp_float& u, const hp_float& tau) const;
  // argmin_y g_i(y) (canonical choice when not unique: the one of least magnitude).
  hp_float argmin(std::size_t i) const;
  // A subgradient-optimality residual: distance from 0 to ∂g_i(y) + tau(y − u) (0 at the prox).
  hp_float prox_residual(std::size_t i, const hp_float& y, const hp_float& u, const hp_float& tau) const;
};
Regularizer make_regularizer(Rng& rng, GFamily family, std::size_t l, const Rational& c2);

}  // namespace privbound::solvers
