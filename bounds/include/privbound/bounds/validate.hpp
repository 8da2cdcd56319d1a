// Validation helpers for interval-valued parameters of library functions (NaN first, then
// domain), producing the one message format of STYLE.md.
#pragma once

#include <string>

#include "privbound/numeric/interval.hpp"
#include "privbound/numeric/result.hpp"

namespace privbound::bounds {

inline std::string shown(const numeric::Interval& x) {
  if (x.is_nan()) return "NaN";
  const std::string lo = x.lower_decimal(17), hi = x.upper_decimal(17);
  return lo == hi ? lo : "[" + lo + ", " + hi + "]";
}

inline numeric::Result<bool> check_finite(const char* fn, const char* param, const numeric::Interval& x,
                                          const char* domain) {
  if (x.is_nan() || !x.is_finite()) return numeric::domain_error(fn, param, domain, shown(x));
  return true;
}
inline numeric::Result<bool> check_positive(const char* fn, const char* param, const numeric::Interval& x) {
  PB_TRY(bool f, check_finite(fn, param, x, "(0, inf)"));
  (void)f;
  if (!x.certainly_positive()) return numeric::domain_error(fn, param, "(0, inf)", shown(x));
  return true;
}
inline numeric::Result<bool> check_nonnegative(const char* fn, const char* param, const numeric::Interval& x) {
  PB_TRY(bool f, check_finite(fn, param, x, "[0, inf)"));
  (void)f;
  if (!x.certainly_nonnegative()) return numeric::domain_error(fn, param, "[0, inf)", shown(x));
  return true;
}
// x > v certainly.
inline numeric::Result<bool> check_greater(const char* fn, const char* param, const numeric::Interval& x, long v,
                                           const char* domain) {
  PB_TRY(bool f, check_finite(fn, param, x, domain));
  (void)f;
  if (!numeric::Interval::from_int(v, x.bits()).certainly_lt(x))
    return numeric::domain_error(fn, param, domain, shown(x));
  return true;
}
// lo <= x <= hi certainly (closed), with the domain text supplied by the caller.
inline numeric::Result<bool> check_between(const char* fn, const char* param, const numeric::Interval& x, long lo,
                                           long hi, const char* domain) {
  PB_TRY(bool f, check_finite(fn, param, x, domain));
  (void)f;
  if (!numeric::Interval::from_int(lo, x.bits()).certainly_le(x) ||
      !x.certainly_le(numeric::Interval::from_int(hi, x.bits())))
    return numeric::domain_error(fn, param, domain, shown(x));
  return true;
}

// 0 < x < 1 certainly (open unit interval).
inline numeric::Result<bool> check_open_unit(const char* fn, const char* param, const numeric::Interval& x) {
  PB_TRY(bool f, check_finite(fn, param, x, "(0, 1)"));
  (void)f;
  if (!x.certainly_positive() || !x.certainly_lt(numeric::Interval::from_int(1, x.bits())))
    return numeric::domain_error(fn, param, "(0, 1)", shown(x));
  return true;
}
// δ in (0, 1) certainly (privacy failure probability).
inline numeric::Result<bool> check_delta(const char* fn, const numeric::Interval& delta) {
  return check_open_unit(fn, "delta", delta);
}

}  // namespace privbound::bounds
