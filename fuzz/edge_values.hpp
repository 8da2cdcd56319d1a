// Edge decimals for fuzzed parameter values: domain ends, just inside and outside them, tiny and
// huge magnitudes, fractions, and the shapes of issue 9's reports. Shared by fuzz_args and
// fuzz_eval ("$k" in an input selects entry k mod size).
#pragma once

#include <array>
#include <string>

#include "input.hpp"

namespace privbound::fuzz {

// clang-format off
inline constexpr std::array<const char*, 48> kEdgeValues = {
    // domain ends and their neighbours
    "0", "1", "-1", "2", "0.5", "-0", "0.0", "0.999999", "0.99999999999999999999", "1.000001",
    "1.0000000000000000000000000000000000000001",
    // tiny and huge magnitudes (1e39, 1e78, 1e155: issue 9 item 1's thresholds at 64/128/256 bits)
    "0.1", "1e-5", "1e-6", "1e-10", "1e-12", "1e-30", "1e-40", "1e-300", "1e-999", "1e-100000",
    "1e300", "1e100", "1e39", "1e78", "1e155", "4.6e18",
    // fractions and ordinary values
    "1/3", "3/7", "2/3", "0.01", "0.02", "1.1", "2.5", "8", "32", "64", "100", "1000", "1e4",
    "10000", "1e9", "100000000", "1000000", "1000001", "25000.5",
    // the 64-bit integer edge
    "9223372036854775807", "9223372036854775808"};
// clang-format on

inline std::string edge_value(long k) { return kEdgeValues[index_of(k, kEdgeValues.size())]; }

}  // namespace privbound::fuzz
