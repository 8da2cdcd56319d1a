// fuzz_decimal: the exact decimal/rational parser (numeric/decimal.hpp, parse_rational).
// Input: the raw bytes are the text (newlines and control bytes included).
// Invariants:
//  - never a crash, and the result is a value or an error value;
//  - a rejection is an error of kind invalid_input whose message is one line and starts with
//    "parse_rational: x must be", and text that follows the documented grammar is rejected only
//    for its exponent range, a zero denominator or its length;
//  - text outside the grammar is never accepted (reference recogniser below);
//  - an accepted value lies in MPFR's directed-rounding enclosure of the same text (an independent
//    decimal reader), a fraction equals the quotient of its parsed parts, its canonical text
//    round-trips, and prefixing "-", "+" or "0", or appending "e0", gives the expected value.
#include <mpfr.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "invariants.hpp"

namespace {

using privbound::numeric::parse_rational;
using privbound::numeric::Rational;
namespace fz = privbound::fuzz;

constexpr const char* kTarget = "fuzz_decimal";

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// The documented grammar: [+-] digits [. digits] [(e|E) [+-] digits] | [+-] . digits [exp].
// The implementation also accepts "digits ." (e.g. "1." and "1.e5"); the recogniser accepts it too
// (a difference between the header comment and the code, reported, harmless).
bool reference_decimal(std::string_view s) {
  std::size_t i = 0;
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
  std::size_t int_digits = 0, frac_digits = 0;
  while (i < s.size() && is_digit(s[i])) ++i, ++int_digits;
  if (i < s.size() && s[i] == '.') {
    ++i;
    while (i < s.size() && is_digit(s[i])) ++i, ++frac_digits;
  }
  if (int_digits == 0 && frac_digits == 0) return false;
  if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
    ++i;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
    std::size_t exp_digits = 0;
    while (i < s.size() && is_digit(s[i])) ++i, ++exp_digits;
    if (exp_digits == 0) return false;
  }
  return i == s.size();
}

bool reference_number(std::string_view s) {
  if (s.empty()) return false;
  const auto slash = s.find('/');
  if (slash == std::string_view::npos) return reference_decimal(s);
  return reference_decimal(s.substr(0, slash)) && reference_decimal(s.substr(slash + 1));
}

// r lies in [RNDD(text), RNDU(text)] as read by MPFR at 160 bits (when MPFR reads all of it).
std::string mpfr_oracle(std::string_view text, const Rational& r) {
  const std::string t(text);
  mpfr_t lo, hi;
  mpfr_init2(lo, 160);
  mpfr_init2(hi, 160);
  char* end_lo = nullptr;
  char* end_hi = nullptr;
  mpfr_strtofr(lo, t.c_str(), &end_lo, 10, MPFR_RNDD);
  mpfr_strtofr(hi, t.c_str(), &end_hi, 10, MPFR_RNDU);
  std::string why;
  const bool read_all = end_lo == t.c_str() + t.size() && end_hi == end_lo;
  if (read_all && mpfr_number_p(lo) && mpfr_number_p(hi) &&
      (mpfr_cmp_q(lo, r.mpq().get_mpq_t()) > 0 || mpfr_cmp_q(hi, r.mpq().get_mpq_t()) < 0))
    why = "the value " + r.to_string().substr(0, 200) + " is outside MPFR's enclosure of \"" + fz::escape(t) + "\"";
  mpfr_clear(lo);
  mpfr_clear(hi);
  return why;
}

void check(std::string_view text) {
  const std::string shown = "\"" + fz::escape(text) + "\"";
  fz::echo(kTarget, shown);
  const auto r = parse_rational(text, "x");
  if (!r.ok()) {
    const auto& e = r.error();
    if (auto w = fz::check_error(e); !w.empty()) fz::violation(kTarget, "error", w, shown);
    if (e.kind != privbound::numeric::ErrorKind::invalid_input)
      fz::violation(kTarget, "error", "a rejection of kind other than invalid_input: " + fz::escape(e.message), shown);
    if (e.message.rfind("parse_rational: x must be", 0) != 0)
      fz::violation(kTarget, "error", "a rejection in another format: " + fz::escape(e.message), shown);
    const bool explained = e.message.find("exponent") != std::string::npos ||
                           e.message.find("non-zero denominator") != std::string::npos || text.size() > 4000;
    if (reference_number(text) && !explained)
      fz::violation(kTarget, "syntax", "text in the documented grammar was rejected: " + fz::escape(e.message), shown);
    return;
  }
  const Rational& v = *r;
  if (!reference_number(text)) fz::violation(kTarget, "syntax", "text outside the grammar was accepted", shown);
  if (auto w = fz::check_round_trip(v); !w.empty()) fz::violation(kTarget, "round-trip", w, shown);

  const auto slash = text.find('/');
  if (slash == std::string_view::npos) {
    if (auto w = mpfr_oracle(text, v); !w.empty()) fz::violation(kTarget, "value", w, shown);
  } else {
    const auto num = parse_rational(text.substr(0, slash));
    const auto den = parse_rational(text.substr(slash + 1));
    if (!num.ok() || !den.ok() || den->sign() == 0 || !(*num / *den == v))
      fz::violation(kTarget, "value", "a fraction is not the quotient of its parsed parts", shown);
    if (auto w = mpfr_oracle(text.substr(0, slash), *num); !w.empty()) fz::violation(kTarget, "value", w, shown);
    if (auto w = mpfr_oracle(text.substr(slash + 1), *den); !w.empty()) fz::violation(kTarget, "value", w, shown);
  }

  // Metamorphic relations (only while the variant stays within the length limit).
  if (text.size() < 4000 && text[0] != '+' && text[0] != '-') {
    const auto neg = parse_rational("-" + std::string(text));
    if (!neg.ok() || !(*neg == Rational(0) - v))
      fz::violation(kTarget, "value", "\"-\" + text is not the negated value", shown);
    const auto pos = parse_rational("+" + std::string(text));
    if (!pos.ok() || !(*pos == v)) fz::violation(kTarget, "value", "\"+\" + text is not the same value", shown);
    if (is_digit(text[0])) {
      const auto zero = parse_rational("0" + std::string(text));
      if (!zero.ok() || !(*zero == v)) fz::violation(kTarget, "value", "a leading 0 changes the value", shown);
    }
  }
  if (text.size() < 3999 && text.find_first_of("eE/") == std::string_view::npos) {
    const auto e0 = parse_rational(std::string(text) + "e0");
    if (!e0.ok() || !(*e0 == v)) fz::violation(kTarget, "value", "appending e0 changes the value", shown);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  check(std::string_view(reinterpret_cast<const char*>(data), size));
  return 0;
}
