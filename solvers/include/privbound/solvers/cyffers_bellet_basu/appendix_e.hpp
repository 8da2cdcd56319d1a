// Cyffers–Bellet–Basu Appendix E (seed 001, L1065–L1098) on the fast double path: the Lasso data, the
// federated private ADMM (Algorithm 3's round, alg3_round_t, with Algorithm 6's clipping) and the
// proximal DP-SGD baseline, with users sampled independently with probability q (Poisson). The
// printed settings live in bounds/cyffers_bellet_basu (settings.hpp); the reproduction
// (proofs_check/cyffers_bellet_basu) chooses the open ones and calibrates the noise with the
// certified accountant.
#pragma once

#include <cstddef>
#include <vector>

#include "privbound/solvers/experiment/engine.hpp"
#include "privbound/solvers/experiment/least_squares.hpp"

namespace privbound::solvers::cyffers_bellet_basu {

struct LassoData {
  experiment::LeastSquaresData train, test;
  Eigen::VectorXd truth;
};

// App. E's data (L1087): rows a_i uniform on the unit sphere of R^p (normalised Gaussian vectors), a
// ground truth with `support` non-zero coordinates at positions drawn uniformly without replacement and
// values uniform on [0, 1), b = Ax + noise_sd·𝒩(0, 1); `n` training rows (one per user) and `n_test`
// test rows from the same law. Draws from `rng` in this order: the truth's positions and values, the
// training rows and noises, the test rows and noises.
LassoData appendix_e_data(experiment::Stream& rng, std::size_t n, std::size_t n_test, std::size_t p,
                          std::size_t support, double noise_sd);

// The members of one round: users 0..n−1 joining independently with probability q, in index order
// (geometric gaps: one uniform per member plus one).
void poisson_members(experiment::Stream& rng, std::size_t n, double q, std::vector<std::size_t>& users);

// The Lasso objective (34): (1/(2m))‖Az − b‖² + κ‖z‖₁ on the m rows of `d` (`work`: p scratch).
double lasso_objective(const experiment::LeastSquaresData& d, const Eigen::VectorXd& z, double kappa,
                       Eigen::VectorXd& work);

// κ by k-fold cross-validation on the training rows (the paper uses scikit-learn's LassoCV, L1089):
// `grid` values log-spaced from κ_max = ‖Aᵀb‖_∞/n (the smallest κ with minimiser 0) down to 1e-3·κ_max,
// contiguous folds, each fit by cyclic coordinate descent in double (warm-started down the path, to a
// 1e-12 step); the κ of the least summed validation error. Errors: folds < 2 or > n/2; grid < 2.
numeric::Result<double> lasso_cv_kappa(const experiment::LeastSquaresData& train, std::size_t folds, std::size_t grid);

struct FedAdmmSettings {
  double gamma = 1, lambda = 0.5, clip = 1, sigma = 0, q = 0.1, kappa = 0;
  std::size_t K = 1000;
};
// Federated private ADMM: K rounds of Algorithm 3 (alg3_round_t) with f_i(x) = ½(a_iᵀx − b_i)²,
// r = κ‖·‖₁ (consensus form (7) of (34): prox_{γf_i}(v) = v − γa_i(a_iᵀv − b_i)/(1 + γ‖a_i‖²) by
// Sherman–Morrison, prox_{γr} = S_{γκ}), the aggregate kept in ẑ (erratum E19), the update x − z
// clipped to norm `clip` (Remark 6, Algorithm 6), η ~ 𝒩(0, σ²I); each user joins a round with
// probability q. Start u = 0, z = ẑ = 0. Per round the stream gives the members (geometric gaps, one
// uniform per member plus one), then p normals per member in order. Returns z_K.
Eigen::VectorXd fed_admm_run(const experiment::LeastSquaresData& train, const FedAdmmSettings& s,
                             experiment::Stream& rng);

struct ProxSgdSettings {
  double step = 0.1, clip = 1, sigma = 0, q = 0.1, kappa = 0;
  std::size_t K = 1000;
};
// Proximal DP-SGD (L1089: "noise is added to the gradients of the smooth part"): per round each user
// joins with probability q; g = Σ_members clip(∇f_i(z), clip) + σ·𝒩(0, I) (noise on the sum);
// z ← S_{step·κ}(z − step·g/(qn)). Start z = 0. Per round the stream gives the members (as
// fed_admm_run), then p normals.
// Returns z_K.
Eigen::VectorXd prox_sgd_run(const experiment::LeastSquaresData& train, const ProxSgdSettings& s,
                             experiment::Stream& rng);

}  // namespace privbound::solvers::cyffers_bellet_basu
