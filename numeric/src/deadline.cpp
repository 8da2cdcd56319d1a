#include "privbound/numeric/deadline.hpp"

#include <atomic>
#include <chrono>
#include <limits>

namespace privbound::numeric {
namespace {
using Clock = std::chrono::steady_clock;
// Nanoseconds since the clock's epoch; 0 = no deadline.
std::atomic<long long> g_deadline_ns{0};
long long now_ns() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now().time_since_epoch()).count();
}
}  // namespace

void set_deadline_after(double seconds) {
  const double ns = seconds * 1e9;
  const double cap = 1e18;  // ~31 years: a finite deadline that cannot overflow
  g_deadline_ns.store(now_ns() + static_cast<long long>(ns > cap ? cap : (ns < 1 ? 1 : ns)));
}
void clear_deadline() { g_deadline_ns.store(0); }
bool deadline_passed() {
  const long long d = g_deadline_ns.load(std::memory_order_relaxed);
  return d != 0 && now_ns() >= d;
}
double deadline_seconds_left() {
  const long long d = g_deadline_ns.load(std::memory_order_relaxed);
  if (d == 0) return std::numeric_limits<double>::infinity();
  const long long left = d - now_ns();
  return left > 0 ? static_cast<double>(left) * 1e-9 : 0.0;
}
Error deadline_error(const std::string& function, const std::string& reached) {
  return Error{ErrorKind::time_limit, function + ": the time limit was reached; " + reached + "."};
}

}  // namespace privbound::numeric
