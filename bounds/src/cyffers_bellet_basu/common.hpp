// Internal: the validation helpers the Cyffers-Bellet-Basu formula files share.
#pragma once

#include <initializer_list>
#include <string>
#include <vector>

#include "privbound/bounds/cyffers_bellet_basu/cyffers_bellet_basu.hpp"
#include "privbound/bounds/validate.hpp"

namespace privbound::bounds::cyffers_bellet_basu::detail {

constexpr long kMaxCount = 1000000000000L;  // K, n, m, p
constexpr long kMaxLoop = 1000000;          // k of the O(k) sums

// The first error of a list of checks (each evaluated; NaN is every check's first test).
inline Result<bool> all(std::initializer_list<Result<bool>> checks) {
  for (const auto& c : checks)
    if (!c.ok()) return c.error();
  return true;
}

inline Result<bool> check_count(const char* fn, const char* param, long v, long lo, long hi) {
  if (v < lo || v > hi)
    return numeric::domain_error(fn, param, "integers in [" + std::to_string(lo) + ", " + std::to_string(hi) + "]",
                                 std::to_string(v));
  return true;
}

// 0 < x <= 1 certainly.
inline Result<bool> check_unit_left_open(const char* fn, const char* param, const Interval& x) {
  PB_TRY(bool f, check_finite(fn, param, x, "(0, 1]"));
  (void)f;
  if (!x.certainly_positive() || !x.certainly_le(Interval::from_int(1, x.bits())))
    return numeric::domain_error(fn, param, "(0, 1]", shown(x));
  return true;
}
// 0 <= x < 1 certainly.
inline Result<bool> check_unit_right_open(const char* fn, const char* param, const Interval& x) {
  PB_TRY(bool f, check_finite(fn, param, x, "[0, 1)"));
  (void)f;
  if (!x.certainly_nonnegative() || !x.certainly_lt(Interval::from_int(1, x.bits())))
    return numeric::domain_error(fn, param, "[0, 1)", shown(x));
  return true;
}

// A hypothesis of the paper that fails (or cannot be decided at this precision): an error naming it.
inline numeric::Error hypothesis_error(const char* fn, const std::string& what, bool certainly_fails) {
  return numeric::Error{numeric::ErrorKind::invalid_input,
                        std::string(fn) + ": " + what +
                            (certainly_fails ? "." : " (not decided at this precision: the enclosures overlap).")};
}

inline Interval i_of(long v, unsigned bits) { return Interval::from_int(v, bits); }
inline Interval r_of(const Rational& q, unsigned bits) { return Interval::from_rational(q, bits); }

}  // namespace privbound::bounds::cyffers_bellet_basu::detail
