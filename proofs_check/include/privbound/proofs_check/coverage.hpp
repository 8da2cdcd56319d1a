// What a claim's instances cover, measured (the declaration is Space::reaches, claim.hpp): `check <id> --coverage`
// walks the sampling stream of a run (the edge points, then uniform points) and, for every parameter the instance
// descriptions name (Verdict::instance), records the range of its numeric values — least and largest, the decades
// between the smallest and largest nonzero magnitude, whether zero or negative values occur — or the distinct text
// values (a family, a matrix form). A claim whose continuous parameters span less than a decade is one whose generator
// a reviewer should widen.
#pragma once

#include <cstddef>
#include <set>
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
  std::set<std::string> values = {};    // the distinct values (text as printed), up to kMaxDistinct of them
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

// The declared reaches (Space::reaches) the measured coverage does not meet, one line each ("eta: reached [0.25, 2],
// declared [0.0625, 4]"); empty when every one is met. A numeric reach is met when some value is at or below lo and
// some at or above hi, up to a relative 10^-3 (descriptions print four or more significant digits); a text reach
// when every case is among the values.
std::vector<std::string> unreached(const Coverage& measured, const std::vector<Reach>& declared);

}  // namespace privbound::proofs_check
