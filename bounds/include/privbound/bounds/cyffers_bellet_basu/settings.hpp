// The settings Cyffers, Bellet & Basu print (seed 001), stated once. Every configuration of
// bounds/src/cyffers_bellet_basu/ and every claim of proofs_check/cyffers_bellet_basu/ refers to these.
#pragma once

#include <string>

namespace privbound::bounds::cyffers_bellet_basu {

// Appendix E (L1087-L1093): the Lasso experiment. n data points in p dimensions, one data point per user, users
// sampled with probability 10% (federated, central DP), delta = 1e-6 "in all cases". K, lambda, gamma, the
// clipping threshold C, kappa and the eps grid are not printed.
struct Experiment {
  long n = 1000;
  long p = 64;
  std::string sampling = "1/10";     // "users are sampled uniformly with a 10% probability" (L1093)
  std::string delta = "1e-6";        // L1091
  std::string label_noise = "0.01";  // eta ~ N(0, 0.01) (L1087): variance or standard deviation, not said
  long support = 8;                  // "a uniform distribution with support of size 8" (L1087)
};
inline const Experiment& experiment() {
  static const Experiment e;
  return e;
}

// The authors' released code for Figure 1 (github.com/totilas/padadmm at 937fdd16d47b6047b843874cf8fcfc457ce79b1e,
// main.py and draw.py, fetched 2026-11-27; the paper points to it at L1098): public facts, none printed in the paper.
struct Figure1Code {
  std::string source = "github.com/totilas/padadmm@937fdd1, main.py and draw.py";
  long K = 1000;                     // max_iter, both methods
  double eps_lo = 0.01, eps_hi = 5;  // epss = geomspace(0.01, 5, 7) in main.py
  long eps_count = 7;                //
  double eps_hi_plotted = 20;        // draw.py labels the axis geomspace(0.01, 20, 7)
  double admm_clip = 1.6, admm_lambda = 0.464159, admm_gamma = 1.584893;  // "values found in the main_gridsearch"
  double sgd_clip = 13, sgd_step = 0.31;                                  // the batch sum clipped to 13; z -= step g/n
  long users_per_round = 100;                                             // int(n/10) drawn with replacement
  // noise standard deviation 2 L^2 K/(rho n^2), rho the zCDP parameter with eps = rho + 2 sqrt(rho log(1/delta));
  // ADMM adds lambda times it to each sampled u_i, DP-SGD adds it to the clipped batch sum
  double noise_coefficient = 2;
};
inline const Figure1Code& figure1_code() {
  static const Figure1Code c;
  return c;
}

// Lemma C.1's and Theorem 3's constants (L810, L295): the sampling rate must stay below 1/5 and the noise at or
// above 4.
inline const std::string& lemma_c1_rate_max() {
  static const std::string s = "1/5";
  return s;
}
inline const std::string& lemma_c1_sigma_min() {
  static const std::string s = "4";
  return s;
}

}  // namespace privbound::bounds::cyffers_bellet_basu
