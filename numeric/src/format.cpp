#include "privbound/numeric/format.hpp"

#include <mpfr.h>

#include <cstdlib>

namespace privbound::numeric {
namespace {

// Digit string and decimal exponent of x rounded in direction rnd to n significant digits.
struct Digits {
  bool negative = false;
  std::string m;   // significant digits
  long exp10 = 0;  // value = 0.m × 10^exp10
};

Digits digits_of(mpfr_srcptr x, int n, mpfr_rnd_t rnd) {
  Digits d;
  mpfr_exp_t e = 0;
  char* s = mpfr_get_str(nullptr, &e, 10, static_cast<size_t>(n), x, rnd);
  d.m = s;
  mpfr_free_str(s);
  if (!d.m.empty() && d.m[0] == '-') {
    d.negative = true;
    d.m.erase(0, 1);
  }
  d.exp10 = static_cast<long>(e);
  return d;
}

std::string render(bool negative, const std::string& m, long exp10) {
  // value = 0.m × 10^exp10; use plain notation for moderate exponents.
  std::string out = negative ? "-" : "";
  if (exp10 > 0 && exp10 <= 21) {
    if (static_cast<long>(m.size()) <= exp10) return out + m + std::string(static_cast<size_t>(exp10) - m.size(), '0');
    return out + m.substr(0, static_cast<size_t>(exp10)) + "." + m.substr(static_cast<size_t>(exp10));
  }
  if (exp10 <= 0 && exp10 > -6) return out + "0." + std::string(static_cast<size_t>(-exp10), '0') + m;
  out += m.substr(0, 1);
  if (m.size() > 1) out += "." + m.substr(1);
  return out + "e" + std::to_string(exp10 - 1);
}

}  // namespace

std::string format_certain(const Interval& x) {
  if (!x.is_finite()) return "undefined";
  mpfr_srcptr lo = &x.raw()->left;
  mpfr_srcptr hi = &x.raw()->right;
  if (mpfr_zero_p(lo) && mpfr_zero_p(hi)) return "0";
  const int n_max = std::min(x.natural_digits(), 20);
  if (mpfr_equal_p(lo, hi)) {  // an exact binary number: shortest text up to n_max digits
    Digits a = digits_of(lo, n_max, MPFR_RNDN);
    while (a.m.size() > 1 && a.m.back() == '0') a.m.pop_back();
    return render(a.negative, a.m, a.exp10);
  }
  // Rounding to nearest is monotone: if both ends round to the same n digits, so does every
  // value in between, and those n digits are certain (in the round-to-nearest sense).
  for (int n = n_max; n >= 2; --n) {
    Digits a = digits_of(lo, n, MPFR_RNDN), b = digits_of(hi, n, MPFR_RNDN);
    if (a.m == b.m && a.exp10 == b.exp10 && a.negative == b.negative) return render(a.negative, a.m, a.exp10);
  }
  return "[" + x.lower_decimal(6) + ", " + x.upper_decimal(6) + "]";
}

std::string decimal_lo(const Interval& x, int digits) {
  return x.lower_decimal(digits > 0 ? digits : x.natural_digits());
}
std::string decimal_hi(const Interval& x, int digits) {
  return x.upper_decimal(digits > 0 ? digits : x.natural_digits());
}
std::string decimal_safe(const Interval& x, SafeSide side, int digits) {
  switch (side) {
    case SafeSide::upper: return decimal_hi(x, digits);
    case SafeSide::lower: return decimal_lo(x, digits);
    case SafeSide::none: break;
  }
  mpfr_t m;
  mpfr_init2(m, x.bits() + 2);
  mpfi_mid(m, x.raw());
  char* s = nullptr;
  mpfr_asprintf(&s, "%.*Rg", digits > 0 ? digits : x.natural_digits(), m);
  std::string out(s);
  mpfr_free_str(s);
  mpfr_clear(m);
  return out;
}

}  // namespace privbound::numeric
