// Helpers the accounting tests share (one definition, also in unity builds).
#pragma once

#include <string>

#include "privbound/numeric/decimal.hpp"
#include "privbound/numeric/interval.hpp"

namespace privbound::bounds::accounting::test {

// An exact decimal as an enclosure at `bits`.
inline numeric::Interval dec(const std::string& s, unsigned bits = 128) {
  return numeric::Interval::from_rational(*numeric::parse_rational(s), bits);
}

}  // namespace privbound::bounds::accounting::test
