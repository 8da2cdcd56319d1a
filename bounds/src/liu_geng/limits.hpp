// Internal: the largest counts (T, n, b, iterations) the Liu et al. closed forms accept, stated once
// (formulas.cpp, rates.cpp).
#pragma once

namespace privbound::bounds::liu_geng {

inline constexpr long kMaxCount = 1000000000000L;

}  // namespace privbound::bounds::liu_geng
