#include "privbound/numeric/format.hpp"

#include <mpfr.h>

#include <algorithm>
#include <cstdlib>
#include <optional>

#include "privbound/numeric/decimal.hpp"

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

// The number of certain significant digits of [lo, hi] (lo < hi), at most n_max: the largest
// n at which both ends round to nearest to the same n digits (rounding to nearest is
// monotone, so every value in between does too). 0 when fewer than 2 digits are certain.
int certain_digits(mpfr_srcptr lo, mpfr_srcptr hi, int n_max) {
  for (int n = n_max; n >= 2; --n) {
    Digits a = digits_of(lo, n, MPFR_RNDN), b = digits_of(hi, n, MPFR_RNDN);
    if (a.m == b.m && a.exp10 == b.exp10 && a.negative == b.negative) return n;
  }
  return 0;
}

// x rounded in direction rnd to n significant digits, trailing zeros dropped.
std::string rounded(mpfr_srcptr x, int n, mpfr_rnd_t rnd) {
  Digits a = digits_of(x, n, rnd);
  while (a.m.size() > 1 && a.m.back() == '0') a.m.pop_back();
  return render(a.negative, a.m, a.exp10);
}

std::string bracket(const Interval& x) { return "[" + x.lower_decimal(6) + ", " + x.upper_decimal(6) + "]"; }

// The digits of x's exact value (Interval::exact) when it is a terminating decimal of at most
// max_digits significant digits, trailing zeros dropped.
std::optional<Digits> exact_digits(const Interval& x, int max_digits) {
  const Rational* q = x.exact();
  if (q == nullptr || !x.is_finite()) return std::nullopt;
  mpz_class den = q->mpq().get_den();
  const auto twos = mpz_remove(den.get_mpz_t(), den.get_mpz_t(), mpz_class(2).get_mpz_t());
  const auto fives = mpz_remove(den.get_mpz_t(), den.get_mpz_t(), mpz_class(5).get_mpz_t());
  if (den != 1) return std::nullopt;
  const unsigned long scale = std::max(twos, fives);
  if (scale > 400) return std::nullopt;
  mpz_class p10;
  mpz_ui_pow_ui(p10.get_mpz_t(), 10, scale);
  mpz_class scaled = q->mpq().get_num() * p10 / q->mpq().get_den();  // exact: value × 10^scale
  Digits d;
  if (scaled == 0) {
    d.m = "0";
    d.exp10 = 1;
    return d;
  }
  d.negative = scaled < 0;
  if (d.negative) scaled = -scaled;
  d.m = scaled.get_str(10);
  d.exp10 = static_cast<long>(d.m.size()) - static_cast<long>(scale);  // value = 0.m × 10^exp10
  while (d.m.size() > 1 && d.m.back() == '0') d.m.pop_back();
  if (static_cast<int>(d.m.size()) > max_digits) return std::nullopt;
  return d;
}

// Machine style of Interval::lower_decimal: "m0.m1m2…e<exp>" (no exponent when it is 0).
std::string machine(const Digits& d) {
  std::string out = (d.negative ? "-" : "") + d.m.substr(0, 1);
  if (d.m.size() > 1) out += "." + d.m.substr(1);
  if (d.exp10 - 1 != 0) out += "e" + std::to_string(d.exp10 - 1);
  return out;
}

}  // namespace

namespace {
std::string certain(const Interval& x, bool drop_zeros) {
  if (!x.is_finite()) return "undefined";
  if (auto d = exact_digits(x, 20)) return d->m == "0" ? "0" : render(d->negative, d->m, d->exp10);
  mpfr_srcptr lo = &x.raw()->left;
  mpfr_srcptr hi = &x.raw()->right;
  if (mpfr_zero_p(lo) && mpfr_zero_p(hi)) return "0";
  const int n_max = std::min(x.natural_digits(), 20);
  if (mpfr_equal_p(lo, hi)) return rounded(lo, n_max, MPFR_RNDN);  // an exact binary number
  const int n = certain_digits(lo, hi, n_max);
  if (n == 0) return bracket(x);
  Digits a = digits_of(lo, n, MPFR_RNDN);
  if (drop_zeros)
    while (a.m.size() > 1 && a.m.back() == '0') a.m.pop_back();
  return render(a.negative, a.m, a.exp10);
}
}  // namespace

std::string format_certain(const Interval& x) { return certain(x, false); }
std::string format_certain_short(const Interval& x) { return certain(x, true); }

std::string format_safe(const Interval& x, SafeSide side) {
  if (side == SafeSide::none) return format_certain(x);
  if (!x.is_finite()) return "undefined";
  if (auto d = exact_digits(x, 17)) return d->m == "0" ? "0" : render(d->negative, d->m, d->exp10);
  mpfr_srcptr lo = &x.raw()->left;
  mpfr_srcptr hi = &x.raw()->right;
  const mpfr_rnd_t rnd = side == SafeSide::upper ? MPFR_RNDU : MPFR_RNDD;
  mpfr_srcptr end = side == SafeSide::upper ? hi : lo;
  if (mpfr_zero_p(end)) return "0";
  // At most 17 digits, as many as the safe bound printed beside the headline, so the headline
  // is never on the unsafe side of that line either.
  const int n_max = std::min(x.natural_digits(), 17);
  const int n = mpfr_equal_p(lo, hi) ? n_max : certain_digits(lo, hi, n_max);
  // Too few certain digits: the safe end is still a valid bound, so it is what is printed.
  if (n == 0) return std::string(side == SafeSide::upper ? "≤ " : "≥ ") + rounded(end, 3, rnd);
  return rounded(end, n, rnd);
}

std::string format_human(const Interval& x, SafeSide side, int digits) {
  digits = std::clamp(digits, 1, 17);
  if (!x.is_finite()) return "undefined";
  if (auto d = exact_digits(x, 20)) return d->m == "0" ? "0" : render(d->negative, d->m, d->exp10);
  mpfr_srcptr lo = &x.raw()->left;
  mpfr_srcptr hi = &x.raw()->right;
  if (mpfr_zero_p(lo) && mpfr_zero_p(hi)) return "0";
  const int n = mpfr_equal_p(lo, hi) ? digits : certain_digits(lo, hi, digits);
  if (const Rational* q = x.exact(); q != nullptr && n > 0) {
    const mpz_class& num = q->mpq().get_num();
    const mpz_class& den = q->mpq().get_den();
    if (abs(num) < 1000000 && den < 1000000)
      return num.get_str(10) + "/" + den.get_str(10) + " ≈ " + rounded(lo, n, MPFR_RNDN);
  }
  if (side == SafeSide::none) {
    if (n == 0) return "[" + rounded(lo, 3, MPFR_RNDD) + ", " + rounded(hi, 3, MPFR_RNDU) + "]";
    return rounded(lo, n, MPFR_RNDN);
  }
  const bool up = side == SafeSide::upper;
  mpfr_srcptr end = up ? hi : lo;
  if (mpfr_zero_p(end)) return "0";
  if (n == 0) return std::string(up ? "≤ " : "≥ ") + rounded(end, 3, up ? MPFR_RNDU : MPFR_RNDD);
  return rounded(end, n, up ? MPFR_RNDU : MPFR_RNDD);
}

std::string decimal_lo(const Interval& x, int digits) {
  const int n = digits > 0 ? digits : x.natural_digits();
  if (auto d = exact_digits(x, n)) return d->m == "0" ? "0" : machine(*d);
  return x.lower_decimal(n);
}
std::string decimal_hi(const Interval& x, int digits) {
  const int n = digits > 0 ? digits : x.natural_digits();
  if (auto d = exact_digits(x, n)) return d->m == "0" ? "0" : machine(*d);
  return x.upper_decimal(n);
}
std::string decimal_safe(const Interval& x, SafeSide side, int digits) {
  switch (side) {
    case SafeSide::upper:
      return decimal_hi(x, digits);
    case SafeSide::lower:
      return decimal_lo(x, digits);
    case SafeSide::none:
      break;
  }
  if (auto d = exact_digits(x, digits > 0 ? digits : x.natural_digits())) return d->m == "0" ? "0" : machine(*d);
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

std::string safe_side_name(SafeSide s) {
  switch (s) {
    case SafeSide::upper:
      return "upper";
    case SafeSide::lower:
      return "lower";
    case SafeSide::none:
      return "none";
  }
  return "none";
}

}  // namespace privbound::numeric
