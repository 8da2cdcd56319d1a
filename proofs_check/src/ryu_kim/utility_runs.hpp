// Internal to proofs_check/src/ryu_kim: the synthetic instances of the utility theorems 5.3-5.5 and
// the views of a run of Algorithm 3.1 that utility.cpp (Monte Carlo, Appendix A) and appendix.cpp
// (Appendices A-C, proof steps) share, written once.
//
// Instances: P agents with quadratic f_p (exact spectra in [alpha, L]) on the common box [-1, 1]^n,
// so z* solves min_w sum_p f_p(w) over the box (projected gradient) and the dual optima are
// lambda_p = grad f_p(z*) + nu_p with nu_p in the box's normal cone and sum_p lambda_p = 0; the
// least-norm one is found coordinate-wise by water-filling.
#pragma once

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "privbound/bounds/ryu_kim/ryu_kim.hpp"
#include "privbound/numeric/hp.hpp"
#include "privbound/numeric/interval.hpp"
#include "privbound/proofs_check/claim.hpp"
#include "privbound/solvers/ryu_kim/admm.hpp"

namespace privbound::proofs_check::ryu_kim {

// the names utility.cpp and appendix.cpp use
using bounds::ryu_kim::UtilityTheorem;
using numeric::hp_float;
using numeric::HpVector;
using numeric::Interval;
using numeric::Rational;
using solvers::Rng;
namespace rs = solvers::ryu_kim;

numeric::hp_float quadratic_value(const solvers::SmoothFunction& f, const numeric::HpVector& x);

struct UtilityInstance {
  std::vector<solvers::ryu_kim::Agent> agents;
  long n = 1;
  numeric::hp_float L = 0, alpha = 0, U1 = 0, U2 = 0;
  numeric::HpVector zstar;
  numeric::hp_float Fstar = 0, lambda_star = 0;  // F(z*), |lambda*| (least norm, stacked)
  std::vector<numeric::HpVector> z1;
  std::vector<std::pair<std::string, std::string>> text;
};

// `same`: every agent has agent 1's f_p (P copies of one problem: F, and the gap, scale with P).
// z_p^1 = start/4 in every coordinate (start in [-4, 4]: the centre to a corner of the box).
// `l1_k` > 0: every f_p gets the nonsmooth part (l1_k/4) |z - c|_1 with a common centre c (Theorem 5.4).
UtilityInstance draw_utility(long seed, long P, long n, long start, bool same, unsigned bits, long l1_k = 0);
// f_p(x): the quadratic plus the nonsmooth part.
numeric::hp_float agent_value(const solvers::ryu_kim::Agent& a, const numeric::HpVector& x);

// The noise of every Monte Carlo and proof-step run: Gaussian with Delta_2 = 1/4, delta = 1e-2, so
// sigma = sqrt(U3)/eps per coordinate.
constexpr const char* kNoiseText = "Gaussian, Delta_2 = 1/4, delta = 1e-2";
numeric::Interval noise_U3(unsigned bits, bool laplace = false);
// The noise's name, and one draw with per-coordinate variance U3/eps^2 (Gaussian, or Laplace of
// scale sqrt(U3/2)/eps, i.e. Delta_1/eps).
std::string noise_text(bool laplace);
numeric::HpVector draw_noise(solvers::Rng& rng, long n, const numeric::hp_float& U3, const numeric::hp_float& eps,
                             bool laplace);

// The iterates of a run of Algorithm 3.1 by (t, p, e): outputs are stored in the order (t, p, e).
struct RunView {
  const solvers::ryu_kim::RunTrace& tr;
  const std::vector<numeric::HpVector>& z1;
  long E;
  std::size_t index(long t, std::size_t p, long e) const {  // of z^{t,e+1} (and of its noise)
    return (static_cast<std::size_t>(t - 1) * z1.size() + p) * static_cast<std::size_t>(E) +
           static_cast<std::size_t>(e - 1);
  }
  const numeric::HpVector& output(long t, std::size_t p, long e) const {
    return tr.outputs[index(t, p, e)];
  }  // z^{t,e+1}
  // z^{t,e}: e = 1 is the previous round's last output (line 16; z^1 at t = 1), e >= 2 the outputs
  const numeric::HpVector& local(long t, std::size_t p, long e) const {
    if (e >= 2) return output(t, p, e - 1);
    return t == 1 ? z1[p] : output(t - 1, p, E);
  }
  // z^t: line 20's average of round t - 1 (z^1 at t = 1)
  const numeric::HpVector& round_start(long t, std::size_t p) const {
    return t == 1 ? z1[p] : tr.z[static_cast<std::size_t>(t - 2)][p];
  }
  // (1/E) sum_e of z^{t,e+1} (`outputs`, (5.1c)) or of z^{t,e} ((5.2c), (5.3c))
  numeric::HpVector local_mean(long t, std::size_t p, bool outputs) const {
    numeric::HpVector s = outputs ? output(t, p, 1) : local(t, p, 1);
    for (long e = 2; e <= E; ++e) s += outputs ? output(t, p, e) : local(t, p, e);
    return s / E;
  }
};

// The theorems' averages over the rounds t = 1..T of x(t), with weight t ((5.3c), Appendix C) or 1.
template <class X>
numeric::HpVector round_average(long T, bool t_weighted, const X& x) {
  numeric::HpVector s = x(1);
  for (long t = 2; t <= T; ++t) s += (t_weighted ? numeric::hp_float(t) : numeric::hp_float(1)) * x(t);
  return s / (t_weighted ? numeric::hp_float(T * (T + 1) / 2) : numeric::hp_float(T));
}

// Stacked squared distance sum_p |z* - x(p)|^2 of the agents' points.
template <class X>
numeric::hp_float stacked_dist2(const UtilityInstance& u, const X& x) {
  numeric::hp_float d = 0;
  for (std::size_t p = 0; p < u.agents.size(); ++p) d += (u.zstar - x(p)).squaredNorm();
  return d;
}

// The noise-free run of the pathwise terms (n = 1): Algorithm 3.1 with the step rule of `th` at
// eps = 1024, rho^t = kPathwiseRho, lambda^1 = 0, no noise.
constexpr long kPathwiseRho = 4;
solvers::ryu_kim::RunTrace noise_free_run(const UtilityInstance& u, bounds::ryu_kim::UtilityTheorem th, long T, long E);

// A printed pathwise bound of the appendices and its corrected form (the stacked z of P agents):
// two claims on (seed, P, start, T, E, same), the printed one expected violated (erratum `erratum`,
// pinned at P = 12 copies of seed 3's f_p, z^1 = -1, T = E = 1), the control the printed check on
// P = 3 or 12 copies there (it must fail for both forms).
using PathwiseCheck = Verdict (*)(long seed, long P, long start, long T, long E, bool same, bool corrected,
                                  unsigned bits);
struct PathwisePair {
  std::string id, where, where_corrected, statement, statement_corrected, hypotheses, control, erratum;
};
void add_pathwise_pair(std::vector<Claim>& out, const PathwisePair& texts, PathwiseCheck check);

// The step-size rules (5.1a), (5.2a), (5.3a).
std::function<numeric::hp_float(long)> eta_rule(bounds::ryu_kim::UtilityTheorem th, const numeric::hp_float& L,
                                                const numeric::hp_float& alpha, const numeric::hp_float& eps);

}  // namespace privbound::proofs_check::ryu_kim
