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
