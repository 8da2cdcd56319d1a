// Exact decimal parsing into GMP rationals.
#include "privbound/numeric/decimal.hpp"

#include <cctype>
#include <cstdlib>

namespace privbound::numeric {
namespace {

constexpr long kMaxExponent = 100000;

bool all_digits(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  return true;
}

// Parses [+-] digits [. digits] [e [+-] digits] exactly; returns false on bad syntax.
bool parse_decimal(std::string_view s, mpq_class& out, bool& exponent_too_large) {
  exponent_too_large = false;
  bool negative = false;
  if (!s.empty() && (s[0] == '+' || s[0] == '-')) {
    negative = s[0] == '-';
    s.remove_prefix(1);
  }
  long exponent = 0;
  const auto epos = s.find_first_of("eE");
  if (epos != std::string_view::npos) {
    std::string_view es = s.substr(epos + 1);
    s = s.substr(0, epos);
    bool eneg = false;
    if (!es.empty() && (es[0] == '+' || es[0] == '-')) {
      eneg = es[0] == '-';
      es.remove_prefix(1);
    }
    if (!all_digits(es)) return false;
    if (es.size() > 7) {
      exponent_too_large = true;
      return false;
    }
    exponent = std::strtol(std::string(es).c_str(), nullptr, 10);
    if (eneg) exponent = -exponent;
  }
  std::string_view int_part = s, frac_part;
  const auto dot = s.find('.');
  if (dot != std::string_view::npos) {
    int_part = s.substr(0, dot);
    frac_part = s.substr(dot + 1);
    if (frac_part.empty() && int_part.empty()) return false;
    if (!frac_part.empty() && !all_digits(frac_part)) return false;
    if (!int_part.empty() && !all_digits(int_part)) return false;
  } else if (!all_digits(int_part)) {
    return false;
  }
  exponent -= static_cast<long>(frac_part.size());
  if (exponent > kMaxExponent || exponent < -kMaxExponent - 1000) {
    exponent_too_large = true;
    return false;
  }
  std::string digits = std::string(int_part) + std::string(frac_part);
  if (digits.empty()) digits = "0";
  mpz_class mant(digits, 10);
  mpz_class pow10;
  mpz_ui_pow_ui(pow10.get_mpz_t(), 10, static_cast<unsigned long>(exponent < 0 ? -exponent : exponent));
  out = exponent >= 0 ? mpq_class(mant * pow10) : mpq_class(mant, pow10);
  out.canonicalize();
  if (negative) out = -out;
  return true;
}

}  // namespace

Rational::Rational(long num, long den) : q_(num, den) { q_.canonicalize(); }

Rational pow2(long e) {
  mpq_class q(1);
  if (e >= 0)
    mpq_mul_2exp(q.get_mpq_t(), q.get_mpq_t(), static_cast<mp_bitcnt_t>(e));
  else
    mpq_div_2exp(q.get_mpq_t(), q.get_mpq_t(), static_cast<mp_bitcnt_t>(-e));
  return Rational(q);
}

std::string Rational::to_string() const {
  // Terminating decimals print as decimals, others as num/den.
  // The factors 2 and 5 of the denominator, counted at once (dividing them out one at a time
  // was quadratic: 1.2 s for the denominator of 1e-100000, a fuzz finding).
  mpz_class den = q_.get_den();
  const auto twos = static_cast<long>(mpz_remove(den.get_mpz_t(), den.get_mpz_t(), mpz_class(2).get_mpz_t()));
  const auto fives = static_cast<long>(mpz_remove(den.get_mpz_t(), den.get_mpz_t(), mpz_class(5).get_mpz_t()));
  if (den != 1 || std::max(twos, fives) > 60) return q_.get_str(10);
  const long scale = std::max(twos, fives);
  mpz_class p10;
  mpz_ui_pow_ui(p10.get_mpz_t(), 10, static_cast<unsigned long>(scale));
  mpz_class scaled = q_.get_num() * p10 / q_.get_den();
  const bool neg = scaled < 0;
  if (neg) scaled = -scaled;
  std::string d = scaled.get_str(10);
  if (scale > 0) {
    if (static_cast<int>(d.size()) <= scale) d = std::string(static_cast<size_t>(scale) - d.size() + 1, '0') + d;
    d.insert(d.size() - static_cast<size_t>(scale), ".");
    while (d.back() == '0') d.pop_back();
    if (d.back() == '.') d.pop_back();
  }
  return (neg ? "-" : "") + d;
}

Result<Rational> parse_rational(std::string_view text, std::string_view what) {
  const std::string shown = text.empty() ? std::string("empty") : "\"" + shown_input(text) + "\"";
  auto bad = [&](const char* why) {
    return Error{ErrorKind::invalid_input,
                 "parse_rational: " + std::string(what) + " must be " + why + ", but is " + shown + "."};
  };
  if (text.empty()) return bad("a decimal number such as 0.1, 1e-12 or 3/7");
  // A length limit, said as one (4,000 zeros after a 1 read as "not a number" while 1e5000 was
  // accepted): long values are written with an exponent.
  if (text.size() > 4000) return bad("at most 4000 characters long (write 1e4000, not 1 and 4000 zeros)");
  mpq_class num, den(1);
  bool too_large = false;
  const auto slash = text.find('/');
  if (!parse_decimal(text.substr(0, slash), num, too_large))
    return bad(too_large ? "a decimal number with |exponent| <= 100000" : "a decimal number such as 0.1, 1e-12 or 3/7");
  if (slash != std::string_view::npos) {
    if (!parse_decimal(text.substr(slash + 1), den, too_large))
      return bad(too_large ? "a decimal number with |exponent| <= 100000"
                           : "a decimal number such as 0.1, 1e-12 or 3/7");
    if (den == 0) return bad("a fraction with a non-zero denominator");
  }
  return Rational(mpq_class(num / den));
}

}  // namespace privbound::numeric
