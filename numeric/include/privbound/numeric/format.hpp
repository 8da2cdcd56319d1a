// Text forms of enclosures for humans and for machines.
#pragma once

#include <string>

#include "privbound/numeric/interval.hpp"

namespace privbound::numeric {

// For humans: only digits that are certain. Returns the longest decimal prefix shared by the
// outward-rounded ends (e.g. "0.0123456…" is never printed unless every value in the
// interval starts so); if fewer than 3 significant digits are certain, prints
// "[lo, hi]" with 6 outward-rounded digits each. Non-finite intervals print as "undefined".
std::string format_certain(const Interval& x);

// For machines: outward-rounded decimal ends with `digits` significant digits
// (default: natural_digits()).
std::string decimal_lo(const Interval& x, int digits = 0);
std::string decimal_hi(const Interval& x, int digits = 0);
// The conservative end as a decimal string: hi for SafeSide::upper, lo for lower, and the
// nearest-midpoint for none.
std::string decimal_safe(const Interval& x, SafeSide side, int digits = 0);

}  // namespace privbound::numeric
