// Cyffers, Bellet & Basu (seed 001; L.NNN = ../shared/seeds/001_f6b2d9377dd6a993.txt): the private ADMM algorithms
// for the consensus problem (7), exactly as printed, in high precision (hp, non-certified):
//   minimise (1/n) sum_i f_i(x_i) + r(z) subject to x_i = z,   f_i(x) = L phi(a_i^T x - b_i)
// with phi absolute (|s|), Huber (s^2/(2 delta) for |s| <= delta, else |s| - delta/2), logistic (log(1 + e^{-s})) or
// squared (s^2/2); f_i is L |a_i|-Lipschitz except for the squared loss. The x-update is prox_{gamma f_i} as
// Algorithm 2 line 5, (9), Algorithm 3 line 13 and Algorithm 4 line 4 print it, or prox_{gamma f_i/n}, the block
// argmin of (23) with f(x) = (1/n) sum_i f(x_i; d_i) (B.3, L752-L757), whose z-update (22) is likewise prox_{gamma
// r/n}(mean_i u_i) where B.3 prints prox_{gamma r}: `ProxScale` (derived: both proxes at gamma/n). The printed form is
// ADMM with parameter gamma on n times (6) (same minimiser); the derived one, ADMM with gamma/n.
//   Algorithm 2 (L215-L237): z_{k+1} = prox_{gamma r}(mean_i u_{k,i}); x_{k+1,i} = prox(2 z_{k+1} - u_{k,i});
//     u_{k+1,i} = u_{k,i} + 2 lambda (x_{k+1,i} - z_{k+1} + eta_{k+1,i}/2); returns z_K.
//   Algorithm 3 (L267-L291): for i in S: x = prox(2 z_k - u_{k,i}), u_{k+1,i} = u_{k,i} + 2 lambda (x - z_k +
//     eta/2); z^_{k+1} = z_k + (1/n) sum_{i in S} (u_{k+1,i} - u_{k,i}); z_{k+1} = prox_{gamma r}(z^_{k+1}).
//     `keep_zhat` (not printed): z^_{k+1} = z^_k + ..., which is what makes it mimic Algorithm 2 when r != 0.
//   Algorithm 4 (L319-L325): the same for S = {i}, one user per step.
// The noise eta is passed in (a caller draws it, or passes zeros for the noiseless limits).
#pragma once

#include <vector>

#include "privbound/solvers/functions.hpp"

namespace privbound::solvers::cyffers_bellet_basu {

enum class Loss { absolute, huber, logistic, squared };
std::string loss_name(Loss l);

struct LocalLoss {
  Loss kind = Loss::absolute;
  HpVector a;
  hp_float b = 0, L = 1, delta = 1;  // f(x) = L phi(a^T x - b); delta: Huber's width
  hp_float value(const HpVector& x) const;
  // argmin_x f(x) + |x - v|^2/(2 t), t > 0 (closed form for absolute, Huber and squared; bisection on the monotone
  // scalar equation in s = a^T x - b for logistic, to the working precision).
  HpVector prox(const HpVector& v, const hp_float& t) const;
  // L phi'(s) and L phi''(s) at s = a^T x - b (absolute: a subgradient sign(s) and 0; Huber's phi'' is 1/delta on
  // |s| <= delta).
  hp_float slope(const hp_float& s) const;
  hp_float curvature(const hp_float& s) const;
  hp_float lipschitz() const;  // L |a| (the squared loss has none: +inf)
};

// prox_{gamma r}(v) for r coordinate-wise: r.prox on each coordinate at tau = 1/gamma.
HpVector prox_coordinatewise(const Regularizer& r, const HpVector& v, const hp_float& gamma);

struct Consensus {
  std::vector<LocalLoss> f;  // n users (data items)
  Regularizer r;             // r(z), coordinate-wise
  std::size_t p = 1;
  std::size_t n() const { return f.size(); }
  HpVector prox_r(const HpVector& v, const hp_float& gamma) const;  // prox_{gamma r}
  // (1/n) sum_i f_i(z) + r(z), problem (6)
  hp_float objective(const HpVector& z) const;
};

enum class ProxScale { printed, derived };  // prox_{gamma f_i}, prox_{gamma r} or prox_{gamma f_i/n}, prox_{gamma r/n}

struct Params {
  hp_float gamma = 1, lambda = 1;
  ProxScale scale = ProxScale::printed;
};

template <class S>
using Vec = Eigen::Matrix<S, Eigen::Dynamic, 1>;

template <class S>
struct Alg3State {
  std::vector<Vec<S>> u;  // n blocks of size p
  Vec<S> z;               // Algorithm 2: z_{k+1} of the last step; Algorithms 3, 4: z_k
  Vec<S> zhat;            // Algorithm 3 with keep_zhat: z^_k
};
using State = Alg3State<hp_float>;

// Scratch of one round (sized once: the double path allocates nothing inside its loop).
template <class S>
struct Alg3Work {
  Vec<S> v, x, d, eta, delta;
  void resize(Eigen::Index p) {
    v.resize(p);
    x.resize(p);
    d.resize(p);
    eta.resize(p);
    delta.resize(p);
  }
};

// One round of Algorithm 3 (L267-L291) over `users`, written once for every scalar (hp: alg3_round, the claims;
// double: the App. E experiment). For the k-th user i of `users`: x = prox_f(i, 2z - u_i) (prox_f(i, v, x) writes
// it); d = x - z, scaled to norm C when C > 0 and |d| > C (the clipping of Remark 6 and Algorithm 6; C = 0: none,
// as Algorithm 3 prints); noise(k, eta) writes eta_{k+1,i}; Delta u_i = 2 lambda (d + eta/2), u_i += Delta u_i.
// Then z^ = (keep_zhat ? z^ : z) + (1/n) sum Delta u_i (the printed base is z_k: erratum E19), z = prox_r(z^)
// (prox_r(v, z) writes it).
template <class S, class ProxF, class ProxR, class Noise>
void alg3_round_t(const ProxF& prox_f, const ProxR& prox_r, std::size_t n, const S& lambda, const S& C,
                  const std::vector<std::size_t>& users, const Noise& noise, bool keep_zhat, Alg3State<S>& s,
                  Alg3Work<S>& w) {
  w.delta.setZero();
  for (std::size_t k = 0; k < users.size(); ++k) {
    const std::size_t i = users[k];
    w.v = 2 * s.z - s.u[i];
    prox_f(i, w.v, w.x);
    w.d = w.x - s.z;
    if (C > 0) {
      const S nd = w.d.norm();
      if (nd > C) w.d *= C / nd;
    }
    noise(k, w.eta);
    w.v = 2 * lambda * (w.d + w.eta / 2);  // Delta u_i
    s.u[i] += w.v;
    w.delta += w.v;
  }
  if (!keep_zhat) s.zhat = s.z;
  s.zhat += w.delta / S(static_cast<long>(n));
  prox_r(s.zhat, s.z);
}

// The step of both proxes: gamma (printed) or gamma/n (derived); and the x-update prox_{step f_i}(v).
hp_float prox_step(const Consensus& c, const Params& prm);
HpVector x_update(const Consensus& c, std::size_t i, const HpVector& v, const Params& prm);

// One iteration of Algorithm 2 from u_k (state.u), noise eta[i] (size p each): state.u = u_{k+1}, state.z = z_{k+1}.
void alg2_step(const Consensus& c, const Params& prm, const std::vector<HpVector>& eta, State& s);
// One round of Algorithm 3 on the users `S` from (z_k, u_k): state.u = u_{k+1}, state.z = z_{k+1}.
void alg3_round(const Consensus& c, const Params& prm, const std::vector<std::size_t>& S,
                const std::vector<HpVector>& eta, bool keep_zhat, State& s);
// One step of Algorithm 4 by user i (eta of size p).
void alg4_step(const Consensus& c, const Params& prm, std::size_t i, const HpVector& eta, State& s);

// The minimiser of (6) for squared losses and r = (c2/2)|z|^2 + q^T z (elastic_net/l1 excluded): the linear system
// ((1/n) sum_i L a_i a_i^T + c2 I) z = (1/n) sum_i L b_i a_i - q, solved by LU (an independent route for the noiseless
// limits).
HpVector squared_minimiser(const Consensus& c);

}  // namespace privbound::solvers::cyffers_bellet_basu
