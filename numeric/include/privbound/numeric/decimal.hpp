// Exact rationals and exact parsing of decimal input.
//
// User input enters privbound only as text: "0.1" is exactly one tenth, "1e-12" is exactly
// 10^-12, "3/7" is exactly three sevenths. A double literal never enters a certified
// computation. Accepted grammar (no spaces; "1." and "1.e5" are accepted too):
//   number   := decimal [ "/" decimal ]
//   decimal  := [+-] digits [ "." [digits] ] [ (e|E) [+-] digits ]  |  [+-] "." digits [exp]
// Limits: the written exponent has at most 7 digits, and the value's exponent (the written one
// minus the number of digits after the point) lies in [-101000, 100000]; a text of at most
// 4000 characters. "nan", "inf", hex and empty strings are rejected.
#pragma once

#include <gmpxx.h>

#include <string>
#include <string_view>

#include "privbound/numeric/result.hpp"

namespace privbound::numeric {

class Rational {
 public:
  Rational() = default;
  explicit Rational(long v) : q_(v) {}
  Rational(long num, long den);
  explicit Rational(mpq_class q) : q_(std::move(q)) { q_.canonicalize(); }

  const mpq_class& mpq() const { return q_; }
  int sign() const { return sgn(q_); }
  bool is_integer() const { return q_.get_den() == 1; }
  // Exact decimal/fraction text: "1/10" style for non-terminating, "0.1" style otherwise.
  std::string to_string() const;
  double to_double() const { return q_.get_d(); }  // nearest-ish; not certified

  friend bool operator==(const Rational& a, const Rational& b) { return a.q_ == b.q_; }
  friend bool operator<(const Rational& a, const Rational& b) { return a.q_ < b.q_; }
  friend bool operator<=(const Rational& a, const Rational& b) { return a.q_ <= b.q_; }
  friend bool operator>(const Rational& a, const Rational& b) { return a.q_ > b.q_; }
  friend bool operator>=(const Rational& a, const Rational& b) { return a.q_ >= b.q_; }
  friend Rational operator+(const Rational& a, const Rational& b) { return Rational(mpq_class(a.q_ + b.q_)); }
  friend Rational operator-(const Rational& a, const Rational& b) { return Rational(mpq_class(a.q_ - b.q_)); }
  friend Rational operator*(const Rational& a, const Rational& b) { return Rational(mpq_class(a.q_ * b.q_)); }
  friend Rational operator/(const Rational& a, const Rational& b) { return Rational(mpq_class(a.q_ / b.q_)); }

 private:
  mpq_class q_;
};

// 2^e exactly, for any integer e.
Rational pow2(long e);

// Parses `text` exactly. `what` names the parameter for the error message.
Result<Rational> parse_rational(std::string_view text, std::string_view what = "value");

}  // namespace privbound::numeric
