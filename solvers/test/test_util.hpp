// Helpers the solver tests share (one definition, also in unity builds).
#pragma once

#include <initializer_list>

#include "privbound/numeric/hp.hpp"

namespace privbound::solvers::test {

// The tolerance of the high-precision checks.
inline numeric::hp_float tol() { return numeric::hp_float(1e-40); }

// A vector of small exact binary fractions.
inline numeric::HpVector vec(std::initializer_list<double> xs) {
  numeric::HpVector v(static_cast<Eigen::Index>(xs.size()));
  Eigen::Index i = 0;
  for (double x : xs) v(i++) = x;
  return v;
}

}  // namespace privbound::solvers::test
