// Printed constants of seed 000 (local, non-certified; see chan_xie_zhao.hpp).
#include "privbound/proofs_check/chan_xie_zhao/chan_xie_zhao.hpp"

namespace privbound::proofs_check::chan_xie_zhao {

Lemma76 lemma7_6_constants(const hp_float& eta, const hp_float& nu, const hp_float& mu, const hp_float& beta) {
  Lemma76 c;
  const hp_float delta = hp_float(2) / (nu + mu) - eta;
  c.R = (1 - 2 * eta * nu * mu / (nu + mu)) + delta / eta;  // L764
  c.S = eta / beta;                                         // L764
  c.Q = eta / beta + (eta / 4) * delta;                     // L766
  c.P = 1 - delta / eta;                                    // L768
  const hp_float rp = c.R / c.P, sq = c.S / c.Q;
  c.L = rp > sq ? rp : sq;  // L768
  return c;
}

std::pair<hp_float, hp_float> eta_interval(const hp_float& nu, const hp_float& mu, const hp_float& mu_g,
                                           const hp_float& beta, const hp_float& norm_AtB) {
  const hp_float s = nu + mu;
  hp_float lo = hp_float(4) / (s + sqrt(s * s + 8 * nu * mu));
  if (norm_AtB > 0) {
    const hp_float lo2 = hp_float(2) / s - 2 * mu_g / (beta * beta * norm_AtB * norm_AtB);
    if (lo2 > lo) lo = lo2;
  }
  return {lo, hp_float(2) / s};
}

hp_float phi_T(long T, const hp_float& L) {
  if (L == 1) return hp_float(1) / T;
  return (pow(L, hp_float(-0.5)) - sqrt(L)) / (pow(L, hp_float(-T) / 2) - pow(L, hp_float(T) / 2));
}

hp_float lambda_T(long T, const hp_float& L) {
  if (L == 1) return hp_float(1) / T;
  return (1 - L) / (1 - pow(L, T));
}

hp_float gamma_T(long T, const hp_float& L) {
  const hp_float p = phi_T(T - 1, L), l = lambda_T(T, L);
  return hp_float(T - 1) * pow(L, T - 2) * p * p * (1 - l) * (1 - l) + pow(L, 2 * (T - 1)) * l * l;
}

}  // namespace privbound::proofs_check::chan_xie_zhao
