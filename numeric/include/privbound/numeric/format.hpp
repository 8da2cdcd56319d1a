// Text forms of enclosures for humans and for machines.
//
// EXACT VALUES. Every function here first asks the interval for its exact value
// (Interval::exact): when it is a terminating decimal with few enough significant digits (20
// for format_certain, 17 for format_safe, `digits` for the machine forms), that decimal is
// printed, exactly, as every form (it is also a valid bound on either side): 2²/(2·0.1²) prints
// "200", not "200.00000000000001" or "upper 2.0000001e2".
#pragma once

#include <string>

#include "privbound/numeric/interval.hpp"

namespace privbound::numeric {

// For humans: only digits that are certain. Returns the longest decimal prefix shared by the
// outward-rounded ends (e.g. "0.0123456…" is never printed unless every value in the
// interval starts so); if fewer than 3 significant digits are certain, prints
// "[lo, hi]" with 6 outward-rounded digits each. Non-finite intervals print as "undefined".
std::string format_certain(const Interval& x);
// The same digits without the trailing zeros ("0.116", "33" where format_certain prints
// "0.11600000000000000000", "33.000000000000000000"): for values quoted inside a sentence.
std::string format_certain_short(const Interval& x);

// For humans, one-sided quantities (the headline of ε, ρ, RDP: upper; σ, q, T: lower): the
// certain digits of format_certain (at most 17), with the safe end rounded toward its safe
// side, so the text is a valid bound itself: for SafeSide::upper it is >= every value of the
// enclosure, for lower <= every value. When fewer than 2 digits are certain it is the safe end
// with 3 digits marked as a bound: "≤ 620" (upper), "≥ 4.18" (lower); SafeSide::none gives
// format_certain. Example: [2.278155, 2.278348] with the upper
// end safe prints "2.279" (format_certain: "2.278", which misses a σ target).
std::string format_safe(const Interval& x, SafeSide side);

// For humans in reports and tables, one way everywhere: at most `digits` (1..17) significant
// digits, all certain. Exact values print exactly: a terminating decimal of at most 20
// significant digits as that decimal ("0.1", "200", "562949953421312"), another rational whose numerator and
// denominator have at most 6 digits as "p/q ≈ d" ("142/81 ≈ 1.75309"). One-sided quantities
// (side upper/lower) print their safe end rounded toward the safe side, so the text is a valid
// bound; when fewer than 2 digits are certain it says so: "≤ 620" (upper), "≥ 4.18" (lower),
// with 3 digits. Two-sided values with fewer than 2 certain digits print "[lo, hi]" (3 digits,
// outward). Non-finite intervals print "undefined".
std::string format_human(const Interval& x, SafeSide side, int digits = 6);

// For machines: outward-rounded decimal ends with `digits` significant digits
// (default: natural_digits()).
std::string decimal_lo(const Interval& x, int digits = 0);
std::string decimal_hi(const Interval& x, int digits = 0);
// The conservative end as a decimal string: hi for SafeSide::upper, lo for lower, and the
// nearest-midpoint for none.
std::string decimal_safe(const Interval& x, SafeSide side, int digits = 0);

// "upper", "lower" or "none": the safe side as the CLI's JSON and the Python module name it.
std::string safe_side_name(SafeSide s);

}  // namespace privbound::numeric
