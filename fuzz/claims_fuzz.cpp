// fuzz_claims: every claim of the proofs_check registry (proofs_check::all_claims()) checked on
// fuzzed instances.
// Input (text, one field per line):
//   line 1  the claim: an integer n selects all_claims()[n mod size], other text is looked up as an id
//           (text that is no id selects by a hash of it)
//   line 2  bits: n if in 64..256, else 64 + n mod 193
//   line 3  mode: n mod 3 = 0 checks a point inside the hypotheses (claim.space), 1 a
//           negative-control point (claim.control), 2 runs run_claim with the seed of line 4's
//           first number, 0..2 random iterations (second number mod 3) and no shrinking
//   line 4  the point's integer coordinates (blank or comma separated); coordinate i is mapped into
//           its range [lo, hi] (lo + v mod (hi - lo + 1)); missing coordinates are lo
// Invariants: no crash; a verdict has a known status and, when decided, no NaN in lhs, rhs or
// slack; a universal claim is never violated inside its hypotheses unless it is declared violated as
// printed (Claim::expected, with its erratum); a run's counts are consistent and a violation it
// reports satisfies the same rule.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "input.hpp"
#include "invariants.hpp"

namespace {

namespace pc = privbound::proofs_check;
namespace fz = privbound::fuzz;

constexpr const char* kTarget = "fuzz_claims";

std::vector<long> numbers(std::string_view s) {
  std::vector<long> out;
  std::size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && !(s[i] == '-' || (s[i] >= '0' && s[i] <= '9'))) ++i;
    if (i == s.size()) break;
    const std::size_t start = i++;
    while (i < s.size() && s[i] >= '0' && s[i] <= '9') ++i;
    out.push_back(fz::to_long(s.substr(start, i - start), 0));
  }
  return out;
}

pc::Point point_in(const pc::Space& space, const std::vector<long>& v) {
  pc::Point p(space.coords.size());
  for (std::size_t i = 0; i < p.size(); ++i)
    p[i] = i < v.size() ? fz::clamp_into(v[i], space.coords[i].lo, space.coords[i].hi) : space.coords[i].lo;
  return p;
}

std::string show_point(const pc::Point& p) {
  std::string s;
  for (long x : p) s += (s.empty() ? "" : ",") + std::to_string(x);
  return s;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  (void)pc::all_claims();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto lines = fz::split_lines(data, size);
  if (lines.empty()) return -1;
  const auto& claims = pc::all_claims();
  const pc::Claim* c = &claims[fz::select(lines[0], claims.size(), [&](std::size_t i) { return claims[i].id; })];
  const unsigned bits = fz::bits_of(lines.size() > 1 ? fz::to_long(lines[1], 0) : 0);
  const std::size_t mode = fz::index_of(lines.size() > 2 ? fz::to_long(lines[2], 0) : 0, 3);
  const std::vector<long> v = lines.size() > 3 ? numbers(lines[3]) : std::vector<long>{};

  if (mode == 0 || mode == 1) {
    const bool inside = mode == 0;
    const pc::Space& space = inside ? c->space : c->control;
    if (space.coords.empty()) return -1;
    const pc::Point p = point_in(space, v);
    const std::string shown =
        c->id + (inside ? " inside " : " control ") + show_point(p) + " bits=" + std::to_string(bits);
    fz::echo(kTarget, shown);
    const pc::Verdict verdict = inside ? c->check(p, bits) : c->check_control(p, bits);
    if (auto w = fz::check_verdict(*c, verdict, inside); !w.empty()) fz::violation(kTarget, "verdict", w, shown);
    return 0;
  }

  pc::RunOptions o;
  o.seed = v.empty() ? 1 : static_cast<std::uint64_t>(v[0]);
  o.iterations = v.size() > 1 ? fz::index_of(v[1], 3) : 0;
  o.bits = bits;
  o.shrink = false;
  const std::string shown = c->id + " run seed=" + std::to_string(o.seed) +
                            " iterations=" + std::to_string(o.iterations) + " bits=" + std::to_string(bits);
  fz::echo(kTarget, shown);
  const pc::RunSummary r = pc::run_claim(*c, o);
  if (r.checked + r.skipped > c->space.edges.size() + o.iterations || r.seed != o.seed || r.id != c->id)
    fz::violation(kTarget, "verdict", "inconsistent run summary", shown);
  if (r.found) {
    if (auto w = fz::check_verdict(*c, *r.found, true); !w.empty())
      fz::violation(kTarget, "verdict", w + " at " + (r.point ? show_point(*r.point) : std::string("?")), shown);
  } else if (c->kind == pc::Kind::universal && r.verdict == pc::Status::violated &&
             c->expected.verdict != pc::Status::violated) {
    fz::violation(kTarget, "verdict", "a violation without its instance", shown);
  }
  return 0;
}
