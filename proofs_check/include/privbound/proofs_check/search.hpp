// Search, not only sampling (issue 32, item 2): `privbound check <id> --search` looks for the
// instance that violates a claim most, instead of drawing instances uniformly.
//
// The search works on a claim's integer coordinates (claim.hpp: every point of the space is an
// instance inside the hypotheses, so every move stays inside them). It is a sequence of restarts;
// restart r starts from the r-th declared edge point (unless pinned is false) or from a random
// point drawn half uniform and half log-uniform in the distance to either end of each coordinate,
// so a coordinate spanning many decades is sampled across them. From there a pattern search with
// one step per coordinate minimises the score — the slack (rhs − lhs)/scale of a universal claim,
// the negated witness margin of an existential one; an undecided instance scores +inf — with
// additive moves x ± step and log-scale moves (the distance to either end doubled or halved),
// taken at the first improvement (the step then doubles); when no coordinate move improves,
// random moves in all coordinates at once are tried (correlated coordinates), then every step is
// halved; at steps of 1 without improvement (a local minimum) the search jumps: half the time
// to a log-scale perturbation of the restart's best point, half the time to a new random point.
// A restart ends after `per_restart` evaluations or at a failing instance (a violation of a
// universal claim, a witness of an existential one); the run ends at the first failing restart,
// which is shrunk as run_claim's counterexamples are.
//
// Restart r draws from its own generator, keyed by (seed, r), and stops after a fixed number of
// evaluations, so its outcome does not depend on the other restarts: the restarts split over the
// ranks of a Team (team.hpp) and replay in order to the summary of one process. A wall-time budget
// (`seconds`) makes the number of restarts depend on the machine; the evaluation budget does not. A
// restart cut by the deadline or the time budget counts what it evaluated, and the search ends with it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>

#include "privbound/proofs_check/claim.hpp"

namespace privbound::proofs_check {

struct SearchOptions {
  std::size_t evaluations = 2000;  // in all, over the restarts
  std::size_t per_restart = 200;   // evaluations per restart (restarts = ceil(evaluations/per_restart))
  double seconds = 0;              // a wall-time budget (0: none); the search ends with the restart it cuts
  std::uint64_t seed = 20261123;
  unsigned bits = 256;
  bool shrink = true;
  bool pinned = true;  // restarts 0 .. edges-1 start from the declared edge points
  std::function<void(std::size_t done, std::size_t total)> progress;  // restarts done; rank 0 only
  const Team* team = nullptr;
};

// The summary of a search: verdict violated (universal) or holds (existential) with the shrunk
// point when a restart failed; otherwise holds (universal: no violation found) or undecided
// (existential), with the tightest instance found. `checked`/`skipped`/`tight` count evaluations,
// `restarts` the restarts run, `evaluations` all evaluations before the stop, `total` the planned
// evaluations. `time_limit_reached` is set when the global deadline (numeric/deadline.hpp) or the
// `seconds` budget cut the search.
RunSummary search_claim(const Claim& claim, const SearchOptions& options);

// lhs/rhs of a verdict when both are finite and rhs > 0 (the "worst ratio" of a search), else nullopt.
std::optional<double> ratio(const Verdict& v);

}  // namespace privbound::proofs_check
