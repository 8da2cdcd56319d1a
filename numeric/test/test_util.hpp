// Helpers shared by the numeric tests.
#pragma once

#include <cstdlib>
#include <string>

#include "privbound/numeric/decimal.hpp"
#include "privbound/numeric/interval.hpp"

namespace privbound::numeric::testing {

// Multiplies default property iteration counts (PRIVBOUND_PROPERTY_SCALE, default 1).
inline int scaled(int n) {
  const char* s = std::getenv("PRIVBOUND_PROPERTY_SCALE");
  const double f = s ? std::atof(s) : 1.0;
  return f > 0 ? static_cast<int>(n * f) : n;
}

// An exact decimal string as an enclosure (tests state inputs as text, never as doubles).
inline Interval dec(const std::string& s, unsigned bits) { return Interval::from_rational(*parse_rational(s), bits); }

}  // namespace privbound::numeric::testing
