#include "privbound/solvers/ding_gong/padmm.hpp"

#include <string>

namespace privbound::solvers::ding_gong {

HpVector x_update_residual(const SmoothFunction& f, const hp_float& eta, long degree, const HpVector& x,
                           const HpVector& x_i, const HpVector& neighbour_sum, const HpVector& alpha_i) {
  HpVector r;
  x_update_residual_t<hp_float>([&f](const HpVector& v, HpVector& g) { g = f.gradient(v); }, eta, degree, x, x_i,
                                neighbour_sum, alpha_i, r);
  return r;
}

numeric::Result<HpVector> x_update(const SmoothFunction& f, const hp_float& smooth, const hp_float& eta, long degree,
                                   const HpVector& x_i, const HpVector& neighbour_sum, const HpVector& alpha_i,
                                   long max_steps) {
  if (!(eta > 0)) return numeric::domain_error("x_update", "eta", "(0, inf)", eta.str(6));
  if (!(smooth >= 0) || !isfinite(smooth))
    return numeric::domain_error("x_update", "smooth", "[0, inf)", smooth.str(6));
  if (max_steps < 1)
    return numeric::domain_error("x_update", "max_steps", "the integers >= 1", std::to_string(max_steps));
  if (degree < 1) return numeric::domain_error("x_update", "degree", "the integers >= 1", std::to_string(degree));
  const hp_float tol =
      boost::multiprecision::ldexp(hp_float(1), -static_cast<int>(hp_float::thread_default_precision() * 5 / 2));
  HpVector x = x_i, r;
  const long steps = x_update_t<hp_float>([&f](const HpVector& v, HpVector& g) { g = f.gradient(v); }, smooth, eta,
                                          degree, x_i, neighbour_sum, alpha_i, tol, max_steps, x, r);
  if (steps >= 0) return x;
  return numeric::Error(numeric::ErrorKind::accuracy_not_met,
                        "x_update: no convergence in " + std::to_string(max_steps) +
                            " gradient steps (the last moved " + r.cwiseAbs().maxCoeff().str(6) + ").");
}

}  // namespace privbound::solvers::ding_gong
