// Cyffers, Bellet & Basu (seed 001; L.NNN = ../shared/seeds/001_f6b2d9377dd6a993.txt): Algorithm 5, the general
// private ADMM (B.2, L718-L734), for problem (20) with B = -I and c = 0 (min f(x; D) + g(z) s.t. A x = z), in high
// precision (hp, non-certified):
//   f(x; D) = (1/n) sum_i f_i(x), f_i = L_i phi(a_i^T x - b_i) differentiable (Huber, logistic, squared; C.2 assumes
//   convex, differentiable, L-Lipschitz f_i), g = r coordinate-wise, A an m x p matrix of full column rank.
//   (22) z_{k+1} = argmin_z g(z) + |-z + u_k|^2/(2 gamma) = prox_{gamma g}(u_k);
//   (23) x_{k+1} = argmin_x f(x; D) + |A x - 2 z_{k+1} + u_k|^2/(2 gamma), strongly convex (A^T A/gamma), solved by
//        damped Newton to the working precision;
//   u_{k+1} = u_k + 2 lambda (A x_{k+1} - z_{k+1} + eta_{k+1}/2)   (L730, (24) with the noise).
#pragma once

#include <vector>

#include "privbound/numeric/result.hpp"
#include "privbound/solvers/cyffers_bellet_basu/private_admm.hpp"

namespace privbound::solvers::cyffers_bellet_basu {

struct GeneralProblem {
  std::vector<LocalLoss> f;  // the n data items
  Regularizer r;             // g(z), coordinate-wise on z in R^m
  HpMatrix A;                // m x p, full column rank
};

struct GeneralStep {
  HpVector x, z, u;  // x_{k+1}, z_{k+1}, u_{k+1}
};

// The x-update (23) at w = 2 z_{k+1} - u_k: argmin_x (1/n) sum_i f_i(x) + |A x - w|^2/(2 gamma). An error when a loss
// is not differentiable (absolute), the dimensions do not fit, A lacks full column rank, the line search finds no
// decrease, or Newton does not reach a gradient below 2^(16 - prec) times the scale of its terms in 200 iterations.
numeric::Result<HpVector> alg5_x_update(const GeneralProblem& g, const HpVector& w, const hp_float& gamma);

// One step of Algorithm 5 from u_k with noise eta (size m).
numeric::Result<GeneralStep> alg5_step(const GeneralProblem& g, const HpVector& u, const hp_float& gamma,
                                       const hp_float& lambda, const HpVector& eta);

}  // namespace privbound::solvers::cyffers_bellet_basu
