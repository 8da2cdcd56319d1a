// High-precision NON-CERTIFIED scalars and Eigen matrices, for solvers, instance generators
// and estimates that are certified afterwards. Never report a value computed here as a bound.
#pragma once

#include <Eigen/Dense>
#include <boost/multiprecision/eigen.hpp>
#include <boost/multiprecision/mpfr.hpp>

namespace privbound::numeric {

using hp_float = boost::multiprecision::mpfr_float;
using HpMatrix = Eigen::Matrix<hp_float, Eigen::Dynamic, Eigen::Dynamic>;
using HpVector = Eigen::Matrix<hp_float, Eigen::Dynamic, 1>;

// Sets the default precision of new hp_float values (in bits) for the current scope.
class ScopedHpPrecision {
 public:
  explicit ScopedHpPrecision(unsigned bits) : saved_(hp_float::thread_default_precision()) {
    hp_float::thread_default_precision(bits_to_digits(bits));
  }
  ~ScopedHpPrecision() { hp_float::thread_default_precision(saved_); }
  ScopedHpPrecision(const ScopedHpPrecision&) = delete;
  ScopedHpPrecision& operator=(const ScopedHpPrecision&) = delete;
  static unsigned bits_to_digits(unsigned bits) { return bits * 30103u / 100000u + 1u; }

 private:
  unsigned saved_;
};

}  // namespace privbound::numeric
