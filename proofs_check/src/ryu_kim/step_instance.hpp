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

// eta and rho beyond draw_step's grids: multiplied by 2^eta_exp and 2^rho_exp (the coordinates that
// widen_step appends to a space; 0, 0 is the grid itself).
struct StepScale {
  long eta_exp = 0, rho_exp = 0;
};

// The instance of `seed` in dimension n (grad, z, w, lambda in [-2, 2], eta in 2^eta_exp [1/4, 2], rho in
// 2^rho_exp [1/4, 4], box [lo, lo + width] with lo in [-2, 0], width in [1/4, 2], xi in [-4, 4]).
StepInstance draw_step(long seed, long n, StepScale scale = {});
// The coverage of draw_step's instance in a space widen_step extended (Space::reaches of every claim on it):
// eta = (k/4) 2^e with k in [1, 8] drawn per seed and e = eta_exp in [-6, 6], so the edge points at e = -6 and 6
// give eta <= 2/64 = 1/32 and eta >= 16 whatever k; rho = (k/4) 2^e with k in [1, 16] and e = rho_exp in
// [-6, 9]: rho <= 4/64 = 1/16 and rho >= 512/4 = 128 (the experiments' rho = 100 lies inside).
inline std::vector<Reach> draw_step_reaches() { return {reach("eta", 1.0 / 32, 16), reach("rho", 1.0 / 16, 128)}; }
// Appends the coordinates eta_exp in [-6, 6] and rho_exp in [-6, 9] to `s`: every edge point takes 0, 0 (the
// grids as before, so the points pinned by seed stay the same instances), and two more edge points copy the
// first at the corners (-6, 9) (the largest curvature 1/eta + rho) and (6, -6) (the smallest). Declares
// draw_step_reaches(). Call it after the space's own coordinates: step_scale reads the last two.
void widen_step(Space& s);
StepScale step_scale(const Point& p);
// Appends `coords` to `s`: every edge point takes 0 in each (the neutral value, so a point pinned by seed stays the
// same instance), and for each tail of `corners` one more edge point copies the first edge point with that tail.
// widen_step and widen_loss (loss.cpp) are this with their exponents.
void append_scale_coords(Space& s, const std::vector<Coord>& coords, const std::vector<Point>& corners);

// Theorem 4.2's limit (4.4) as checked: |z_l - target| (max norm) nonincreasing on l = 2^20, 2^24, ...,
// 2^40 and at most 2^-20 (1 + |target|) at l = 2^40; `surrogate(l)` is the solution of (4.3).
Verdict surrogate_limit_check(const std::function<numeric::HpVector(const numeric::hp_float&)>& surrogate,
                              const numeric::HpVector& target, unsigned bits);

}  // namespace privbound::proofs_check::ryu_kim
