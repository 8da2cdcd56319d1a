#include "privbound/bounds/reproduction.hpp"

#include "privbound/numeric/decimal.hpp"

namespace privbound::bounds {

bool rounds_to(const numeric::Interval& x, const std::string& printed) {
  auto p = numeric::parse_rational(printed);
  if (!p.ok() || !x.is_finite()) return false;
  const auto dot = printed.find('.');
  const long decimals = dot == std::string::npos ? 0 : static_cast<long>(printed.size() - dot - 1);
  mpz_class den;
  mpz_ui_pow_ui(den.get_mpz_t(), 10, static_cast<unsigned long>(decimals));
  const numeric::Rational half(mpq_class(1, den * 2));
  const unsigned bits = x.bits();
  const auto lo = numeric::Interval::from_rational(*p - half, bits);
  const auto hi = numeric::Interval::from_rational(*p + half, bits);
  // Every value of the enclosure rounds to the printed digits (ties count as reproducing).
  return lo.certainly_le(x) && x.certainly_le(hi);
}

}  // namespace privbound::bounds
