// What a claim's instances cover, measured, not declared: `check <id> --coverage` walks the sampling stream of a run
// (the edge points, then uniform points) and, for every parameter the instance descriptions name
// (Verdict::instance), records the range of its numeric values — least and largest, the decades between the smallest
// and largest nonzero magnitude, whether zero or negative values occur — or the distinct text values (a family, a
// matrix form). A claim whose continuous parameters span less than a decade is one whose generator a reviewer
// should widen.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "privbound/proofs_check/claim.hpp"

namespace privbound::proofs_check {

struct ParamCoverage {
  std::string name;
  std::size_t seen = 0;             // instances whose description names it
  std::size_t numeric = 0;          // of them, with a value that reads as one number
  double min = 0, max = 0;          // over the numeric values
  double min_abs = 0, max_abs = 0;  // over the nonzero numeric values (0 when there is none)
  bool zero = false, negative = false;
  std::size_t distinct = 0;             // distinct values (text as printed), counted up to kMaxDistinct
  std::vector<std::string> texts = {};  // the first kMaxTexts distinct values that are not one number
  static constexpr std::size_t kMaxDistinct = 1000, kMaxTexts = 8;
  // log10(max_abs/min_abs): the decades the nonzero values span (0 with fewer than two distinct magnitudes).
  double decades() const;
};

struct Coverage {
  std::string id;
  std::size_t instances = 0;  // instances checked (edge points first unless --no-pinned)
  bool time_limit_reached = false;
  std::vector<ParamCoverage> params;  // in order of first appearance
};

// One number from an instance description's value: a decimal or scientific literal, or an exact fraction p/q; the
// whole text must be the number. false for anything else (a matrix, a list, a name).
bool instance_number(const std::string& text, double& out);

// Uses o.iterations, o.seed, o.bits, o.pinned and o.seconds (the deadline stops it too); runs in this process alone
// and checks every instance, including those after a violation.
Coverage measure_coverage(const Claim& c, const RunOptions& o);

}  // namespace privbound::proofs_check
