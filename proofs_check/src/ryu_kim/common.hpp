// Internal to proofs_check/src/ryu_kim: the pieces every Ryu-Kim claim file uses, written once.
#pragma once

#include <algorithm>
#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include "privbound/numeric/hp.hpp"
#include "privbound/numeric/interval.hpp"
#include "privbound/proofs_check/check_util.hpp"
#include "privbound/proofs_check/claim.hpp"
#include "privbound/proofs_check/experiment.hpp"

namespace privbound::proofs_check::ryu_kim {

// A Ryu-Kim claim (make_claim with the source id).
inline Claim make(std::string id, std::string where, std::string statement, std::string hyp, Space space, CheckFn check,
                  Space control, std::string control_desc, CheckFn check_control) {
  return make_claim("ryu_kim", std::move(id), std::move(where), std::move(statement), std::move(hyp), std::move(space),
                    std::move(check), std::move(control), std::move(control_desc), std::move(check_control));
}

inline std::string str(long v) { return std::to_string(v); }

// A printed setting ("1/10", "1e-6") as an exact enclosure at `bits` (the experiments' noise calibrations).
inline numeric::Result<numeric::Interval> exact_setting(const std::string& s, unsigned bits) {
  PB_TRY(numeric::Rational q, numeric::parse_rational(s));
  return numeric::Interval::from_rational(q, bits);
}

// A stated finding of an experiment checked over the cases it ranges over ("all of"), as the findings tables say it.
struct Tally {
  std::size_t held = 0, total = 0;
  std::string detail;
  void add(bool ok, const std::string& what) {
    held += ok ? 1 : 0;
    ++total;
    if (!ok) detail += (detail.empty() ? "" : "; ") + what;
  }
  std::string verdict() const {
    if (total == 0) return "not measured";
    if (held == total) return "reproduces (" + std::to_string(held) + " of " + std::to_string(total) + ")";
    return (held == 0 ? "does not reproduce (" : "partly (") + std::to_string(held) + " of " + std::to_string(total) +
           "); fails at " + detail;
  }
};

// The federated-learning reproductions of Section 6.2 (fl_figures.cpp); experiments() lists them after the power-flow
// ones.
std::vector<ExperimentReproduction> fl_experiments();

// lhs <= rhs for high-precision values, within tolerance(bits) relative to max(1, scale).
inline Verdict le(const numeric::hp_float& lhs, const numeric::hp_float& rhs, const numeric::hp_float& scale,
                  unsigned bits) {
  return verdict_le(to_d(lhs), to_d(rhs), std::max(1.0, to_d(scale)), tolerance(bits));
}

// exact <= claimed with enclosures: the unsafe ends compared in double; 1e-15 relative absorbs the
// two roundings to double, so an equality (e.g. a Laplace loss reaching eps-bar exactly) is `tight`.
// The certified flag of a verdict on exact <= claimed decided from their enclosures: a violation is certified when
// claimed < exact certainly, a hold when exact <= claimed certainly.
inline void certify_le(Verdict& v, const numeric::Interval& exact, const numeric::Interval& claimed) {
  v.certified = v.status == Status::violated ? claimed.certainly_lt(exact)
                                             : v.status == Status::holds && exact.certainly_le(claimed);
}
inline Verdict certified_le(const numeric::Interval& exact, const numeric::Interval& claimed, unsigned bits) {
  Verdict v = verdict_le(exact.upper_double(), claimed.lower_double(), claimed.lower_double(),
                         std::max(tolerance(bits), 1e-15));
  certify_le(v, exact, claimed);
  return v;
}
// This overload hides check_util.hpp's certified_le(lhs, rhs, double scale): a double scale would convert to
// `bits` (tolerance(0) = 1 counts everything within 100 % as holding). Refused: name proofs_check::certified_le.
Verdict certified_le(const numeric::Interval&, const numeric::Interval&, double) = delete;

}  // namespace privbound::proofs_check::ryu_kim
