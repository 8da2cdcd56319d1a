// Internal to proofs_check/src/ryu_kim: the random local-solve instance that the claims on one
// step of (3.2) / (4.3) share (steps.cpp, loss.cpp).
#pragma once

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "privbound/proofs_check/claim.hpp"
#include "privbound/solvers/ryu_kim/algorithm3_1.hpp"

namespace privbound::proofs_check::ryu_kim {

// One local solve on a box, every number k/4 (the text keeps them exactly).
struct StepInstance {
  solvers::ryu_kim::LocalStep step;
  solvers::ryu_kim::Box box;
  numeric::HpVector xi;
  std::vector<std::pair<std::string, std::string>> text;
};

// The instance of `seed` in dimension n (grad, z, w, lambda in [-2, 2], eta in [1/4, 2], rho in
// [1/4, 4], box [lo, lo + width] with lo in [-2, 0], width in [1/4, 2], xi in [-4, 4]).
StepInstance draw_step(long seed, long n);
// The coverage of draw_step's instance (Space::reaches of every claim on it): eta = k/4, k in [1, 8], and rho = k/4,
// k in [1, 16], drawn per seed (grids of 8 and 16 values: the random seeds of a run take both ends).
inline std::vector<Reach> draw_step_reaches() { return {reach("eta", 0.25, 2), reach("rho", 0.25, 4)}; }

// Theorem 4.2's limit (4.4) as checked: |z_l - target| (max norm) nonincreasing on l = 2^20, 2^24, ...,
// 2^40 and at most 2^-20 (1 + |target|) at l = 2^40; `surrogate(l)` is the solution of (4.3).
Verdict surrogate_limit_check(const std::function<numeric::HpVector(const numeric::hp_float&)>& surrogate,
                              const numeric::HpVector& target, unsigned bits);

}  // namespace privbound::proofs_check::ryu_kim
