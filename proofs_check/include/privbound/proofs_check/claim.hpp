// Lemmas as properties (STYLE.md): a paper's claim declared once — id, citation, statement,
// hypotheses, a parameter space of integer coordinates (every point is an instance INSIDE the
// hypotheses; shrinking moves coordinates toward their lower end and so stays inside), a space
// of negative-control points (instances just OUTSIDE the hypotheses, where the check must
// report a violation), and check(point, bits) -> {holds | violated | undecided, lhs, rhs, slack}.
//
// The same declaration feeds the RapidCheck property (proofs_check/test/rapidcheck_adapter.hpp,
// test-only), `privbound check` and the report.
//
// Numerics: checks run in high precision (numeric/hp.hpp, MPFR via Eigen, NOT certified). A
// point is `violated` only when lhs exceeds rhs by more than a relative tolerance 2^(−bits/3),
// i.e. far beyond the rounding error of the computation; |slack| within the tolerance counts as
// `holds` (tight: equality is consistent with ≤) and is counted separately.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "privbound/numeric/team.hpp"

namespace privbound::proofs_check {

enum class Status { holds, violated, undecided };
enum class Kind { universal, existential };
std::string status_name(Status s);

struct Coord {
  std::string name;
  long lo = 0, hi = 0;  // inclusive; shrinking moves toward lo
};
// A coordinate named "seed" (the convention of every claim) selects a random instance — data, matrices, a
// Monte-Carlo stream — and carries no order: nearby seeds are unrelated instances. The search redraws it
// instead of stepping it; every other coordinate is ordered (a parameter, a size, a family index).
inline bool is_seed(const Coord& c) { return c.name == "seed"; }
using Point = std::vector<long>;
// Coverage written down: what a space's instances are built to reach, stated where the generator is defined (read
// off its coordinates, not measured) and shown by `list --kind claim --json`. A numeric reach says the parameter of
// that name in the instance descriptions (Verdict::instance) takes values at or below `lo` and at or above `hi`; a
// text reach lists values it must take (the structural cases: a family, a zero block, a rank-deficient matrix).
// `check --coverage` and the test suite measure the stream against it (coverage.hpp: unreached).
struct Reach {
  std::string param;
  double lo = 0, hi = 0;
  std::vector<std::string> cases = {};  // non-empty: a text reach
};
// A numeric reach over [lo, hi] and a text reach over `cases`.
inline Reach reach(std::string param, double lo, double hi) { return Reach{std::move(param), lo, hi}; }
inline Reach reach(std::string param, std::vector<std::string> cases) {
  return Reach{std::move(param), 0, 0, std::move(cases)};
}
struct Space {
  std::vector<Coord> coords;
  std::vector<Point> edges;  // mandatory edge points, checked first
  bool contains(const Point& p) const;
  std::vector<Reach> reaches = {};  // the declared coverage (inside spaces; a control space needs none)
};

// The outcome of one check on one instance.
struct Verdict {
  Status status = Status::undecided;
  double lhs = 0, rhs = 0;  // rounded for display; +inf allowed for an infinite divergence
  double slack = 0;         // universal: (rhs − lhs)/scale (≥ 0 holds); existential: witness margin
  bool tight = false;       // |slack| within the rounding tolerance
  // The status was decided by certified enclosures of both sides (interval arithmetic on the exact, rational
  // instance): holds means lhs <= rhs certainly, violated rhs < lhs certainly. false: decided in high-precision
  // floating point (MPFR through Eigen, not certified) or by a tolerance.
  bool certified = false;
  std::string note;
  std::vector<std::pair<std::string, std::string>> instance;  // exact description of the instance
};

// What a claim's run is expected to give. Printed claims that are false carry the erratum that
// records them; the tests, `check --all` (exit 1 only for an unexpected verdict) and the report
// use this field instead of lists of ids.
struct Expected {
  Status verdict = Status::holds;  // universal: holds or violated; existential: holds (a witness)
  std::string erratum;             // with `violated`: the erratum id (bounds::Erratum::id)
};

// How costly one instance is: `expensive` claims (exact divergences over many iterations) get
// fewer random instances in the default test suite.
enum class Cost { cheap, expensive };

// Naming rule (written once, here): a claim id names the statement as PRINTED; a corrected or
// proof-supported variant adds a suffix (`.supported`, `.corrected`). Ids registered before
// this rule that name a corrected form keep their names (ids never change); their `form` says
// what they are, and the printed variant carries `.printed` / `.printed_C`.
enum class Form { printed, corrected, supported };
std::string form_name(Form f);

struct Claim {
  std::string id, citation, statement, hypotheses;
  std::string where;  // the place in the paper (citation without the source's citation)
  Form form = Form::printed;
  Expected expected;
  Cost cost = Cost::cheap;
  Kind kind = Kind::universal;
  Space space;    // inside the hypotheses
  Space control;  // just outside the hypotheses (negative control)
  std::string control_description;
  std::function<Verdict(const Point&, unsigned bits)> check;          // inside points
  std::function<Verdict(const Point&, unsigned bits)> check_control;  // control points
};

using CheckFn = std::function<Verdict(const Point&, unsigned bits)>;

// Whether a check should describe every instance (Verdict::instance), not only those a run reports (violations,
// undecided instances, witnesses). Checks whose description is costly build it only when this is true or the instance
// is reported; measure_coverage (coverage.hpp) sets it for its thread while it runs.
bool describe_every_instance();
class DescribeEveryInstance {
 public:
  DescribeEveryInstance();
  ~DescribeEveryInstance();
  DescribeEveryInstance(const DescribeEveryInstance&) = delete;
  DescribeEveryInstance& operator=(const DescribeEveryInstance&) = delete;

 private:
  bool before_;
};
// A claim of source `source_id` in one call: its citation is the source's (bounds::cite) with
// `where` appended; expected, form and cost keep their defaults (set them on the result).
Claim make_claim(const std::string& source_id, std::string id, std::string where, std::string statement,
                 std::string hypotheses, Space space, CheckFn check, Space control, std::string control_description,
                 CheckFn check_control, Kind kind = Kind::universal);

// All registered claims (seed 000 first). Ids are an interface: never rename.
const std::vector<Claim>& all_claims();
const Claim* find_claim(const std::string& id);

using numeric::Team;  // numeric/team.hpp: a run split over processes

struct RunOptions {
  std::size_t iterations = 100;  // random points after the edge points
  std::uint64_t seed = 20261123;
  unsigned bits = 256;
  bool shrink = true;
  // The declared edge points run first (`false`: `check --no-pinned`, the stream starts with the
  // random points, as for a paper nobody has read yet).
  bool pinned = true;
  // A wall-time budget (0: none): the stream stops when it is spent, as at the deadline
  // (RunSummary::time_limit_reached), for comparisons at equal time (`check --seconds`).
  double seconds = 0;
  std::function<void(std::size_t done, std::size_t total)> progress;  // called on rank 0 only
  // Split the stream over the ranks of `team` (nullptr: this process alone). The summary is the
  // same for every team size.
  const Team* team = nullptr;
};

struct RunSummary {
  std::string id;
  Status verdict = Status::undecided;
  std::size_t checked = 0, tight = 0, skipped = 0;
  std::size_t certified = 0;  // of the `checked` instances, those whose verdict is certified (Verdict::certified)
  double worst_slack = 0;     // universal: min slack; existential: best witness margin
  std::uint64_t seed = 0;
  std::optional<Point> point;    // the shrunk counterexample (violation) or the witness
  std::optional<Verdict> found;  // its verdict (with the instance)
  std::size_t total = 0;         // instances planned (edge points + iterations)
  // The deadline (numeric/deadline.hpp) passed before the run ended: only `checked + skipped`
  // of `total` instances ran, and a `holds`/`undecided` verdict covers only those. A violation
  // found before the deadline stands (its shrinking may have stopped early).
  bool time_limit_reached = false;
  // The tightest instance the run saw (universal: least slack; existential: best margin): a
  // violation is its own tightest instance. Absent when no instance was decided.
  std::optional<Point> tightest_point;
  std::optional<Verdict> tightest;
  // search_claim only: the local searches run (restarts) and the evaluations before the stop.
  std::size_t restarts = 0, evaluations = 0;
};

// Edge points (unless options.pinned is false), then `iterations` uniform random points; a violation of a universal
// claim stops the run and is shrunk greedily (each coordinate toward lo while it still violates). The run polls
// numeric::deadline_passed() before each instance and stops when it is true (RunSummary::time_limit_reached).
RunSummary run_claim(const Claim& claim, const RunOptions& options);
// Whether a run's verdict is certified (issue 32, item 3): a violation or witness when its check decided it with
// certified enclosures (Verdict::certified); `holds` when every checked instance's verdict is certified.
bool verdict_certified(const RunSummary& r);
// Greedy shrink of a failing point (universal: violated; existential: witness).
Point shrink_point(const Claim& claim, Point p, unsigned bits);

// Helpers for claim authors: the verdict of lhs ≤ rhs (universal) with the tolerance above.
Verdict verdict_le(double lhs, double rhs, double scale, double tol);

}  // namespace privbound::proofs_check
