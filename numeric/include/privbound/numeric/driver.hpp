// Precision driver: evaluate a certified expression at increasing precision until the
// enclosure is narrow enough, or report that the cap was reached.
#pragma once

#include <functional>

#include "privbound/numeric/interval.hpp"
#include "privbound/numeric/result.hpp"

namespace privbound::numeric {

struct DriverOptions {
  double target_rel_width = 1e-15;  // stop when rel_width() <= this (or width <= abs floor)
  double target_abs_width = 0.0;    // also accept width() <= this (useful near 0)
  unsigned start_bits = 64;
  unsigned max_bits = 4096;
};

struct Driven {
  Interval value;
  unsigned bits = 0;     // precision of the last evaluation
  bool reached = false;  // whether the target accuracy was met
  int evaluations = 0;
};

// Calls f(bits) with bits = start, 2*start, ... up to max_bits. An error from f is returned
// as is. If the target is not met at max_bits, returns the last (valid, wider) enclosure with
// reached = false; callers that must meet the target turn that into accuracy_not_met.
Result<Driven> refine(const std::function<Result<Interval>(unsigned bits)>& f, const DriverOptions& options = {});

}  // namespace privbound::numeric
