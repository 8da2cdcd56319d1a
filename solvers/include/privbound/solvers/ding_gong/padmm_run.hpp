// Ding et al. (seed 002; L.NNN = ../shared/seeds/002_4ec187a924727ee0.txt): P-ADMM, Algorithm 1
// (L143-L161), as two independent implementations in high precision (hp, non-certified):
//   agents  the agent-level description: (10) per agent through x_update (padmm.hpp), the noise and
//           perturbation x~_i^{k+1} = x_i^{k+1} + xi_i^{k+1} (L151-L152), the dual update (12) (L179);
//   matrix  the matrix form (13)-(14) (L251-L257) on the stacked vectors of R^{Nd}, for quadratic f_i
//           only: (13) is then one linear system (H + 2 eta M (x) I_d) x = eta (L_+ (x) I_d) x~^k - alpha^k - h.
// Initialisation as Algorithm 1 line 1: x^0 given ("randomly initialize"), alpha^0 = 0. Algorithm 1 never
// defines x~^0, which (13) uses at k = 0: we take x~^0 = x^0 (xi^0 = 0) and say so wherever it matters.
// Stacking: agent-major, block i holds entries [i d, (i + 1) d).
#pragma once

#include <vector>

#include "privbound/numeric/matrix.hpp"
#include "privbound/numeric/result.hpp"
#include "privbound/solvers/functions.hpp"

namespace privbound::solvers::ding_gong {

// The network of L41-L83: neighbour lists and the N x N matrices L_+, L_-, M (rational, built by the
// caller, e.g. from bounds/ding_gong/graph.hpp).
struct Network {
  std::vector<std::vector<long>> neighbours;
  numeric::RationalMatrix L_plus, L_minus, M;
  long agents() const { return static_cast<long>(neighbours.size()); }
};

struct PadmmProblem {
  std::vector<SmoothFunction> f;  // f_i, all of dimension d
  std::vector<hp_float> smooth;   // smoothness bounds of the f_i (for x_update's steps)
  Network net;
  hp_float eta;
  std::size_t d = 1;
};

// Iterates k = 0..K, stacked in R^{Nd}: x^k, x~^k, alpha^k, xi^k (xi^0 = 0, x~^0 = x^0).
struct PadmmIterates {
  std::vector<HpVector> x, x_tilde, alpha, xi;
};

// noise[k][i] = xi_i^{k+1} (k = 0..K-1), each of dimension d: N(0, (sigma^2)_i^{k+1} I_d) with (sigma^2)_i^{k+1}
// = R^k (sigma^2)_i^1 (L231), drawn agent by agent, iteration by iteration (gaussian_vector).
std::vector<std::vector<HpVector>> padmm_noise(Rng& rng, std::size_t d, const std::vector<hp_float>& sigma2_1,
                                               const hp_float& R, long K);

// Algorithm 1, agent level. Errors: sizes that do not match, x_update failures.
numeric::Result<PadmmIterates> padmm_agents(const PadmmProblem& p, const HpVector& x0,
                                            const std::vector<std::vector<HpVector>>& noise);
// (13)-(14), matrix level (quadratic f_i only). `control_plus_dual` (a negative control) uses L_+ in place of
// L_- in (14).
numeric::Result<PadmmIterates> padmm_matrix(const PadmmProblem& p, const HpVector& x0,
                                            const std::vector<std::vector<HpVector>>& noise,
                                            bool control_plus_dual = false);

// The stacked gradient (grad f_1(x_1), ..., grad f_N(x_N)) and a rational N x N matrix applied blockwise
// ((A (x) I_d) v).
HpVector stacked_gradient(const PadmmProblem& p, const HpVector& x);
HpVector kron_apply(const numeric::RationalMatrix& A, const HpVector& v, std::size_t d);

}  // namespace privbound::solvers::ding_gong
