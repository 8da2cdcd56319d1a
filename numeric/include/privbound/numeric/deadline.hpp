// A process-wide deadline for long computations (the CLI's --time-limit).
//
// Loops that can run long (searches, calibrations, claim runs, report sections) poll
// `deadline_passed()` and, when it is true, return `deadline_error(function, reached)`: an
// Error of kind `time_limit` (CLI exit 3) that says what had been reached. The deadline is
// global (atomic), so a computation on any thread sees it; nothing is certified on the way
// out, since the error carries no value.
#pragma once

#include <string>

#include "privbound/numeric/result.hpp"

namespace privbound::numeric {

// Sets the deadline `seconds` from now (seconds > 0); replaces any earlier one.
void set_deadline_after(double seconds);
// Removes the deadline.
void clear_deadline();
// True once the deadline has passed (false when none is set). Cheap: one atomic load and,
// when a deadline is set, one steady-clock read.
bool deadline_passed();
// Seconds left (+inf when no deadline is set, 0 once passed).
double deadline_seconds_left();

// "<function>: the time limit was reached; <reached>."
Error deadline_error(const std::string& function, const std::string& reached);

// Sets a deadline for the scope of the object and restores "none" at its end (tests).
class ScopedDeadline {
 public:
  explicit ScopedDeadline(double seconds) { set_deadline_after(seconds); }
  ~ScopedDeadline() { clear_deadline(); }
  ScopedDeadline(const ScopedDeadline&) = delete;
  ScopedDeadline& operator=(const ScopedDeadline&) = delete;
};

}  // namespace privbound::numeric
