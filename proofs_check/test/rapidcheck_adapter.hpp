// The one adapter from a Claim to a RapidCheck property (test-only: RapidCheck never links into
// the library). Points are generated coordinate-wise inside the claim's space, so RapidCheck's
// shrinking (toward each coordinate's lower end) stays inside the hypotheses. Fixed default
// seed; iteration counts scale with PRIVBOUND_PROPERTY_SCALE.
#pragma once

#include <gtest/gtest.h>
#include <rapidcheck.h>

#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>

#include "privbound/proofs_check/claim.hpp"

namespace privbound::proofs_check::proptest {

inline double property_scale() {
  const char* s = std::getenv("PRIVBOUND_PROPERTY_SCALE");
  if (!s) return 1.0;
  const double v = std::atof(s);
  return v > 0 ? v : 1.0;
}

inline rc::Gen<Point> gen_point(const Space& space) {
  return rc::gen::exec([space] {
    Point p;
    for (const auto& c : space.coords) p.push_back(*rc::gen::inRange(c.lo, c.hi + 1));
    return p;
  });
}

inline std::string describe(const Point& p, const Verdict& v) {
  std::ostringstream o;
  o << "point [";
  for (std::size_t i = 0; i < p.size(); ++i) o << (i ? "," : "") << p[i];
  o << "] lhs=" << v.lhs << " rhs=" << v.rhs << " slack=" << v.slack;
  for (const auto& [k, val] : v.instance) o << "\n  " << k << " = " << val;
  return o.str();
}

// The fixed seed of every claim property (reproducible runs).
inline constexpr std::uint64_t kPropertySeed = 20261123;

// Runs a universal claim as a RapidCheck property and returns RapidCheck's result.
inline rc::detail::TestResult run_property(const Claim& claim, int iterations, unsigned bits = 128) {
  rc::detail::TestParams params;
  params.seed = kPropertySeed;
  params.maxSuccess = std::max(1, static_cast<int>(iterations * property_scale()));
  params.maxSize = 100;
  rc::detail::TestMetadata meta;
  meta.id = claim.id;
  meta.description = claim.id;
  return rc::detail::checkTestable(
      [&claim, bits] {
        const Point p = *gen_point(claim.space);
        const Verdict v = claim.check(p, bits);
        if (v.status == Status::violated) RC_FAIL(describe(p, v));
      },
      meta, params);
}

// A universal claim as a property: no generated point may be `violated`.
inline void expect_property(const Claim& claim, int iterations, unsigned bits = 128) {
  const auto result = run_property(claim, iterations, bits);
  std::ostringstream msg;
  rc::detail::printResultMessage(result, msg);
  EXPECT_TRUE(result.template is<rc::detail::SuccessResult>()) << claim.id << " (seed " << kPropertySeed << ")\n"
                                                               << msg.str();
}

}  // namespace privbound::proofs_check::proptest
