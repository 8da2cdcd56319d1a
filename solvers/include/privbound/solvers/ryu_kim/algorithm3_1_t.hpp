// Ryu & Kim (seed 004; L.NNN = ../shared/seeds/004_4a627886698c6760.txt): Algorithm 3.1 (L144-L172) once,
// generic over the number type and over the local problem (STYLE.md: one update rule). The high-precision
// run of the claims (run_algorithm3_1: boxes, closed-form local step) and the double-precision power-flow
// experiment (powerflow.hpp: Appendix D's zones, local step by Ipopt) both call algorithm3_1_t.
//
// One round t (ρ = ρ^t, η = η^t):
//   line 5      w^{t+1} = server(z^t, λ^t, ρ)       (the consensus average of z_p − λ_p/ρ)
//   lines 16-19 z_p^{t,1} = z_p^{t−1,E+1} (z_p^{0,E+1} = z_p^1); for e = 1..E:
//               z_p^{t,e+1} = the local step (3.2) (ObjPert) or (3.4) (OutPert) at z_p^{t,e} with ξ̃_p^{t,e}
//   line 20     z_p^{t+1} = (1/E) Σ_e z_p^{t,e+1}
//   lines 8/22  λ_p^{t+1} = λ_p^t + ρ (w^{t+1} − z_p^{t+1})  (on the coordinates agent p shares)
//
// The problem type P supplies, for vectors V over the scalar S:
//   std::size_t agents() const;
//   V server(const std::vector<V>& z, const std::vector<V>& lambda, const S& rho) const;      line 5
//   V local_view(std::size_t p, const V& w) const;        w in agent p's coordinates (0 where it shares none)
//   V subgradient(std::size_t p, const V& z) const;       f′_p(z)
//   numeric::Result<V> local_step(std::size_t p, const LocalStepT<V, S>& step, const V& xi,
//                                 Perturbation kind) const;                               (3.2) or (3.4)
//   V dual_residual(std::size_t p, const V& w_local, const V& zp) const;  w − z_p on the shared coordinates
#pragma once

#include <cstddef>
#include <utility>
#include <vector>

#include "privbound/numeric/result.hpp"

namespace privbound::solvers::ryu_kim {

enum class Perturbation { objpert, outpert };  // (3.2) ObjPert, or (3.4) the OutPert baseline

// The data of one local solve of agent p at (t, e): f′_p(z_p^{t,e}), z_p^{t,e}, w^{t+1} and λ_p^t in the
// agent's coordinates, η^t and ρ^t.
template <class V, class S>
struct LocalStepT {
  V grad, z, w, lambda;
  S eta = 1, rho = 1;
  S curvature() const { return 1 / eta + rho; }  // c = 1/η + ρ, the Hessian of (4.1) (full consensus)
};

// Line 5 when every agent shares every coordinate: w = (1/P) Σ_p (z_p − λ_p/ρ).
template <class V, class S>
V consensus_average(const std::vector<V>& z, const std::vector<V>& lambda, const S& rho) {
  V w = z.front() * S(0);
  for (std::size_t p = 0; p < z.size(); ++p) w += z[p] - lambda[p] / rho;
  w /= S(static_cast<long>(z.size()));
  return w;
}

// The local step on a box 𝒲_p = [lo, hi] (coordinate-wise), closed form (L136): (3.1)–(3.4) are separable with the
// same curvature c = 1/η + ρ in every coordinate, so
//   ObjPert (3.2): the projection onto the box of (1/c)(−f′ + z/η + ρw + λ − ξ̃);
//   OutPert (3.4): the projection of (1/c)(−f′ + z/η + ρw + λ) (that is (3.1)'s solution), plus ξ̃.
template <class V, class S>
V box_step(const LocalStepT<V, S>& s, const V& lo, const V& hi, const V& xi, Perturbation kind) {
  V u = -s.grad + s.z / s.eta + s.rho * s.w + s.lambda;
  if (kind == Perturbation::objpert) u -= xi;
  u /= s.curvature();
  for (decltype(u.size()) i = 0; i < u.size(); ++i) {
    if (u(i) < lo(i)) u(i) = lo(i);
    if (u(i) > hi(i)) u(i) = hi(i);
  }
  if (kind == Perturbation::outpert) u += xi;
  return u;
}

template <class V>
struct Alg31State {
  std::vector<V> z, lambda;  // z_p^t, λ_p^t
  std::vector<V> local;      // z_p^{t−1,E+1}
};

// Rounds t = 1..T of Algorithm 3.1 from `st` (st.local empty: z_p^1). rho(t), eta(t): ρ^t, η^t;
// noise(t, e, p): ξ̃_p^{t,e}; on_output(t, e, p, z_p^{t,e+1}, ξ̃) after each local step; on_round(t, w^{t+1}, st)
// at the end of each round (st holds z^{t+1}, λ^{t+1}). The first local-step error stops the run.
template <class S, class V, class P, class Rho, class Eta, class Noise, class OnOutput, class OnRound>
numeric::Result<bool> algorithm3_1_t(const P& pb, long T, long E, Perturbation kind, Rho&& rho, Eta&& eta,
                                     Noise&& noise, Alg31State<V>& st, OnOutput&& on_output, OnRound&& on_round) {
  const std::size_t n_agents = pb.agents();
  if (st.local.empty()) st.local = st.z;
  for (long t = 1; t <= T; ++t) {
    const S r = rho(t), h = eta(t);
    const V w = pb.server(st.z, st.lambda, r);  // line 5
    std::vector<V> z_next(n_agents);
    for (std::size_t p = 0; p < n_agents; ++p) {
      const V wp = pb.local_view(p, w);
      V cur = st.local[p];  // line 16
      V sum = cur * S(0);
      for (long e = 1; e <= E; ++e) {
        const LocalStepT<V, S> step{pb.subgradient(p, cur), cur, wp, st.lambda[p], h, r};
        const V xi = noise(t, e, p);
        auto next = pb.local_step(p, step, xi, kind);
        if (!next.ok()) return next.error();
        cur = std::move(*next);
        on_output(t, e, p, cur, xi);
        sum += cur;
      }
      st.local[p] = cur;
      z_next[p] = sum / S(E);  // line 20
    }
    for (std::size_t p = 0; p < n_agents; ++p)  // lines 8 / 22
      st.lambda[p] += r * pb.dual_residual(p, pb.local_view(p, w), z_next[p]);
    st.z = std::move(z_next);
    on_round(t, w, st);
  }
  return true;
}

}  // namespace privbound::solvers::ryu_kim
