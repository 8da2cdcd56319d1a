#include "privbound/numeric/driver.hpp"

#include <algorithm>

namespace privbound::numeric {

Result<Driven> refine(const std::function<Result<Interval>(unsigned bits)>& f, const DriverOptions& options) {
  Driven out;
  unsigned bits = std::max(options.start_bits, 16u);
  for (;;) {
    auto r = f(bits);
    if (!r.ok()) return r.error();
    out.value = std::move(r).value();
    out.bits = bits;
    ++out.evaluations;
    const bool finite = out.value.is_finite();
    if (finite &&
        (out.value.rel_width() <= options.target_rel_width || out.value.width() <= options.target_abs_width)) {
      out.reached = true;
      return out;
    }
    if (bits >= options.max_bits) return out;
    bits = std::min(bits * 2, options.max_bits);
  }
}

}  // namespace privbound::numeric
