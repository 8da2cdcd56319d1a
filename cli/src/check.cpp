// `privbound check <id>|<prefix>*|--all [--iters N] [--seed S] [--bits B] [--json]`: run a paper's claim
// as a property on random instances inside its hypotheses (proofs_check/). Exit 1 when a
// universal claim declared to hold is violated (the shrunk counterexample is printed); a claim
// declared violated as printed (with its erratum) exits 0 when violated. 2 on invalid input.
// `--search` searches for the most violating instance instead (proofs_check/search.hpp);
// `--no-pinned` skips the declared edge points. Under `mpirun -np K` (a build with MPI) the
// instances or restarts are split over the ranks and rank 0 prints what one process prints.
#include <cmath>
#include <iostream>
#include <memory>

#include "commands.hpp"
#include "common.hpp"
#include "list.hpp"
#include "privbound/numeric/deadline.hpp"
#include "privbound/proofs_check/claim.hpp"
#include "privbound/proofs_check/coverage.hpp"
#include "privbound/proofs_check/search.hpp"
#include "privbound/proofs_check/team.hpp"

namespace privbound::cli {
namespace {

using proofs_check::Claim;
using proofs_check::Kind;
using proofs_check::RunOptions;
using proofs_check::RunSummary;
using proofs_check::Status;

json number_or_null(double v) { return std::isfinite(v) ? json(v) : json(nullptr); }

struct Mode {
  bool search = false, pinned = true;
};

json point_json(const proofs_check::Point& p) {
  json pt = json::array();
  for (long x : p) pt.push_back(x);
  return pt;
}

std::string point_text(const proofs_check::Point& p) {
  std::string s = "[";
  for (std::size_t i = 0; i < p.size(); ++i) s += (i ? "," : "") + std::to_string(p[i]);
  return s + "]";
}

using proofs_check::verdict_certified;

std::string certified_word(const RunSummary& r) {
  if (r.verdict == Status::undecided) return "";
  if (verdict_certified(r)) return r.found ? " (certified)" : " (certified on every instance)";
  return r.found ? " (floating point, not certified)" : "";
}

json summary_json(const Claim& c, const RunSummary& r, unsigned bits, const Mode& mode) {
  json j{{"id", c.id},
         {"verdict", proofs_check::status_name(r.verdict)},
         {"kind", c.kind == Kind::universal ? "universal" : "existential"},
         {"checked", r.checked},
         {"tight", r.tight},
         {"skipped", r.skipped},
         {"worst_slack", number_or_null(r.worst_slack)},
         {"seed", r.seed},
         {"bits", bits},
         {"expected", proofs_check::status_name(c.expected.verdict)},
         {"erratum", c.expected.erratum.empty() ? json(nullptr) : json(c.expected.erratum)},
         {"unexpected", r.verdict != Status::undecided && r.verdict != c.expected.verdict},
         {"citation", c.citation},
         {"statement", c.statement},
         {"mode", mode.search ? "search" : "sample"},
         {"certified", verdict_certified(r)},
         {"certified_instances", r.certified},
         {"pinned", mode.pinned},
         {"version", kVersion}};
  if (mode.search) {
    j["restarts"] = r.restarts;
    j["evaluations"] = r.evaluations;
  }
  j["budget_reached"] = r.time_limit_reached;  // the --seconds budget (or --time-limit) cut the run
  if (r.tightest_point && r.tightest) {
    json inst = json::object();
    for (const auto& [k, v] : r.tightest->instance) inst[k] = v;
    const auto q = proofs_check::ratio(*r.tightest);
    j["tightest"] =
        json{{"point", point_json(*r.tightest_point)},          {"lhs", number_or_null(r.tightest->lhs)},
             {"rhs", number_or_null(r.tightest->rhs)},          {"slack", number_or_null(r.tightest->slack)},
             {"ratio", q ? number_or_null(*q) : json(nullptr)}, {"instance", inst}};
  } else {
    j["tightest"] = nullptr;
  }
  if (!std::isfinite(r.worst_slack) && r.checked > 0)
    j["worst_slack_note"] = "infinite: an exact divergence is +infinity where the bound is finite";
  if (r.point && r.found) {
    json inst = json::object();
    for (const auto& [k, v] : r.found->instance) inst[k] = v;
    j["counterexample"] = json{{"role", c.kind == Kind::universal ? "counterexample" : "witness"},
                               {"point", point_json(*r.point)},
                               {"lhs", number_or_null(r.found->lhs)},
                               {"rhs", number_or_null(r.found->rhs)},
                               {"slack", number_or_null(r.found->slack)},
                               {"certified", r.found->certified},
                               {"note", r.found->note},
                               {"instance", inst}};
  } else {
    j["counterexample"] = nullptr;
  }
  return j;
}

std::string summary_text(const Claim& c, const RunSummary& r, const Mode& mode) {
  std::string s = c.id + ": " + proofs_check::status_name(r.verdict) + certified_word(r) + " (" +
                  (mode.search ? "search, " + std::to_string(r.restarts) + " restarts, " : std::string()) +
                  std::to_string(r.checked) + " instances, " + std::to_string(r.tight) + " tight, worst slack " +
                  (std::isfinite(r.worst_slack) ? show_double(r.worst_slack) : std::string("-infinite")) + ", seed " +
                  std::to_string(r.seed) + ")" +
                  (r.verdict == Status::violated && c.expected.verdict == Status::violated
                       ? " — expected: violated as printed, erratum " + c.expected.erratum
                       : std::string(r.verdict == Status::violated ? " — UNEXPECTED" : "")) +
                  "\n";
  if (r.point && r.found) {
    s += std::string("  ") + (c.kind == Kind::universal ? "shrunk counterexample" : "witness") + ": point " +
         point_text(*r.point) + " lhs=" + show_double(r.found->lhs) + " rhs=" + show_double(r.found->rhs) + "\n";
    for (const auto& [k, v] : r.found->instance) s += "    " + k + " = " + v + "\n";
  } else if (mode.search && r.tightest_point && r.tightest) {
    // No violation: the tightest instance the search reached ("worst ratio 0.9994 at ...").
    const auto q = proofs_check::ratio(*r.tightest);
    s += "  tightest instance: " + (q ? "worst ratio lhs/rhs " + show_double(*q) + " at " : std::string("at ")) +
         "point " + point_text(*r.tightest_point) + " (slack " + show_double(r.tightest->slack) + ")\n";
    for (const auto& [k, v] : r.tightest->instance) s += "    " + k + " = " + v + "\n";
  }
  return s;
}

json coverage_json(const proofs_check::Coverage& cov, const proofs_check::Claim& c, std::uint64_t seed, bool pinned) {
  json params = json::array();
  for (const auto& p : cov.params) {
    json j{{"name", p.name}, {"seen", p.seen}, {"numeric", p.numeric}, {"distinct", p.distinct}, {"texts", p.texts}};
    if (p.numeric) {
      j["min"] = p.min;
      j["max"] = p.max;
      j["min_abs"] = p.min_abs;
      j["max_abs"] = p.max_abs;
      j["decades"] = p.decades();
      j["zero"] = p.zero;
      j["negative"] = p.negative;
    }
    params.push_back(j);
  }
  return json{{"id", cov.id},
              {"mode", "coverage"},
              {"instances", cov.instances},
              {"seed", seed},
              {"pinned", pinned},
              {"budget_reached", cov.time_limit_reached},
              {"params", params},
              {"declared", c.space.reaches.size()},  // Space::reaches, listed by list --kind claim --json
              {"unreached", proofs_check::unreached(cov, c.space.reaches)},
              {"version", kVersion}};
}

std::string coverage_text(const proofs_check::Coverage& cov, const proofs_check::Claim& c) {
  std::string s = cov.id + ": " + std::to_string(cov.instances) + " instances" +
                  (cov.time_limit_reached ? " (the budget ended the stream)" : "") +
                  (cov.params.empty() ? "; the check describes no instance parameters\n" : "\n");
  for (const auto& p : cov.params) {
    s += "  " + p.name + ": ";
    if (p.numeric) {
      s += "[" + show_double(p.min) + ", " + show_double(p.max) + "]";
      if (p.decades() > 0) s += ", " + show_double(std::round(p.decades() * 10) / 10) + " decades";
      if (p.zero) s += ", zero";
      s += ", " + std::to_string(p.distinct) + (p.distinct >= proofs_check::ParamCoverage::kMaxDistinct ? "+" : "") +
           " distinct";
      if (p.numeric < p.seen) s += "; ";
    } else {
      s += std::to_string(p.distinct) + " distinct";
      if (!p.texts.empty()) s += ": ";
    }
    for (std::size_t i = 0; i < p.texts.size(); ++i)  // each shown to 60 characters (--json has them whole)
      s += (i ? " | " : "") + (p.texts[i].size() > 60 ? p.texts[i].substr(0, 57) + "..." : p.texts[i]);
    s += "\n";
  }
  const auto missed = proofs_check::unreached(cov, c.space.reaches);
  s += "  declared coverage: " + std::to_string(c.space.reaches.size()) + " reaches, " +
       (missed.empty() ? "all met\n" : std::to_string(missed.size()) + " not met by these instances:\n");
  for (const auto& m : missed) s += "    " + m + "\n";
  return s;
}

}  // namespace

void add_check_command(CLI::App& app, int& code) {
  auto* sub = app.add_subcommand("check", "Check a paper's claim as a property on random instances");
  static std::string id;
  static bool all = false, list = false, as_json = false, search = false, no_pinned = false;
  static std::size_t iters = 100, evals = 2000, per_restart = 200;
  static double seconds_budget = 0;
  static std::uint64_t seed = 20261123;
  static unsigned bits = 256;
  static double time_limit = 0;
  sub->add_option("id", id,
                  "Claim id, or a prefix ending in * such as <source>.* for every claim of a paper (every "
                  "id: privbound check --list)");
  sub->add_flag("--all", all, "Check every registered claim");
  sub->add_flag("--list", list, "List the claim ids and statements (runs nothing)");
  sub->add_option("--iters", iters,
                  "Random instances per claim after the edge points (0 to " + std::to_string(kMaxIters) + ")")
      ->check(kDecimalInteger)
      ->check(CLI::Range(std::size_t{0}, kMaxIters));
  sub->add_option("--seed", seed, "Random seed (decimal)")->check(kDecimalInteger);
  sub->add_flag("--search", search,
                "Search for the most violating instance (restarts of a pattern search over the claim's coordinates) "
                "instead of sampling; stops at a violation, otherwise reports the tightest instance");
  static bool coverage = false;
  sub->add_flag("--coverage", coverage,
                "Measure what the sampled instances cover instead of a verdict: for each parameter the instances "
                "describe, its range, the decades it spans and its distinct values (every instance is checked, also "
                "after a violation)");
  sub->add_flag("--no-pinned", no_pinned, "Skip the claim's declared edge points (start from random instances)");
  sub->add_option("--evals", evals,
                  "With --search: evaluations in all (1 to " + std::to_string(kMaxIters) + "; default 2000)")
      ->check(kDecimalInteger)
      ->check(CLI::Range(std::size_t{1}, kMaxIters));
  sub->add_option("--per-restart", per_restart,
                  "With --search: evaluations per restart (1 to " + std::to_string(kMaxIters) + "; default 200)")
      ->check(kDecimalInteger)
      ->check(CLI::Range(std::size_t{1}, kMaxIters));
  sub->add_option("--seconds", seconds_budget,
                  "A wall-time budget per claim (seconds, 0 to 1e6; 0 = none) for comparisons at equal time: the "
                  "run ends when it is spent and reports what it found (not an error, unlike --time-limit); with "
                  "--search the restart it cuts counts what it evaluated")
      ->check(CLI::Range(0.0, 1e6));
  add_bits_option(sub, bits, 64, "Working precision in bits");
  add_time_limit_option(sub, time_limit);
  sub->add_flag("--json", as_json, "Machine-readable output");
  sub->callback([&code, sub] {
    set_json_errors(as_json);
    std::vector<std::string> ids;
    for (const auto& c : proofs_check::all_claims()) ids.push_back(c.id);
    if (list) {
      if (all || !id.empty()) {
        code = fail_invalid("check: --list runs nothing; give it without <id> or --all.");
        return;
      }
      json arr = json::array();
      for (const auto& c : proofs_check::all_claims()) {
        if (as_json)
          arr.push_back(claim_json(c));
        else
          print_claim(c);
      }
      if (as_json) std::cout << json{{"claims", arr}, {"version", kVersion}}.dump(2) << "\n";
      code = kOk;
      return;
    }
    if (!search && (sub->count("--evals") || sub->count("--per-restart"))) {
      code = fail_invalid("check: --evals and --per-restart need --search.");
      return;
    }
    if (coverage && search) {
      code = fail_invalid("check: --coverage measures the sampling stream; give it without --search.");
      return;
    }
    if (coverage && team() && team()->size() > 1) {
      code = fail_invalid("check: --coverage runs in one process; start it without mpirun.");
      return;
    }
    if (search && sub->count("--iters")) {
      code = fail_invalid("check: --iters counts random instances; with --search give --evals.");
      return;
    }
    std::vector<const Claim*> todo;
    if (all == !id.empty()) {
      code = fail_invalid("check: give exactly one of <id> or --all (claim ids: privbound check --list).");
      return;
    }
    const bool glob = !id.empty() && id.back() == '*';  // "<paper>.*": every claim whose id starts with the rest
    if (all) {
      for (const auto& c : proofs_check::all_claims()) todo.push_back(&c);
    } else if (glob) {
      const std::string prefix = id.substr(0, id.size() - 1);
      for (const auto& c : proofs_check::all_claims())
        if (c.id.compare(0, prefix.size(), prefix) == 0) todo.push_back(&c);
      if (todo.empty()) {
        code = fail_invalid("check: no claim id starts with \"" + prefix + "\"" + close_ids(prefix, ids) +
                            " (every id: privbound check --list).");
        return;
      }
    } else {
      const Claim* c = proofs_check::find_claim(id);
      if (!c) {
        code = fail_invalid("check: unknown claim id \"" + id + "\"" + close_ids(id, ids) +
                            " (every id: privbound check --list).");
        return;
      }
      todo.push_back(c);
    }
    start_time_limit(time_limit, all ? std::string("check --all") : "check " + id);  // id: the claim or the prefix
    json out = json::array();
    code = kOk;
    std::size_t done = 0;
    const Mode mode{search, !no_pinned};
    for (const Claim* c : todo) {
      const std::size_t restarts = (evals + per_restart - 1) / per_restart;
      auto progress = std::make_shared<Progress>((search ? "search " : "check ") + c->id,
                                                 search ? restarts : (no_pinned ? 0 : c->space.edges.size()) + iters);
      RunSummary r;
      // The sampling stream's options (a run, or --coverage, which runs in this process alone).
      RunOptions sampling;
      sampling.iterations = iters;
      sampling.seed = seed;
      sampling.bits = bits;
      sampling.pinned = mode.pinned;
      sampling.seconds = seconds_budget;
      sampling.progress = [progress](std::size_t, std::size_t) { progress->step(); };
      try {
        if (coverage) {
          const proofs_check::Coverage cov = proofs_check::measure_coverage(*c, sampling);
          sampling.progress = nullptr;  // the last owner of the progress line: it clears it
          progress.reset();
          if (as_json)
            out.push_back(coverage_json(cov, *c, seed, mode.pinned));
          else
            std::cout << coverage_text(cov, *c) << std::flush;
          ++done;
          continue;
        }
        if (search) {
          proofs_check::SearchOptions o;
          o.evaluations = evals;
          o.per_restart = per_restart;
          o.seconds = seconds_budget;
          o.seed = seed;
          o.bits = bits;
          o.pinned = mode.pinned;
          o.team = team();
          o.progress = [progress](std::size_t, std::size_t) { progress->step(); };
          r = proofs_check::search_claim(*c, o);
        } else {
          sampling.team = team();
          r = proofs_check::run_claim(*c, sampling);
        }
      } catch (const std::exception& e) {  // a defect in a check: name the claim (exit 4)
        code = fail_internal("check " + c->id + ": internal error in the claim's check: " + e.what() +
                             " (please report the command line).");
        return;
      }
      sampling.progress = nullptr;
      progress.reset();
      // Exit 1 only for the unexpected: a violation of a claim declared to hold. A claim printed
      // wrong (expected.verdict = violated, with its erratum) that is violated is what the paper
      // check is for, and exits 0.
      if (c->kind == Kind::universal && r.verdict == Status::violated && c->expected.verdict != Status::violated)
        code = kViolated;
      const bool budget_cut = seconds_budget > 0 && !numeric::deadline_passed();  // the run's own budget (--seconds)
      if (r.time_limit_reached && !budget_cut && !(c->kind == Kind::universal && r.verdict == Status::violated) &&
          !(c->kind == Kind::existential && r.verdict == Status::holds)) {
        // Stopped before the end without a definite answer: say how far the run got. Claims
        // finished before it keep their results (in the JSON error's "results").
        std::string reached = std::to_string(r.checked + r.skipped) + " of " + std::to_string(r.total) +
                              " instances of " + c->id + " run, " +
                              (c->kind == Kind::universal ? "no violation" : "no witness");
        if (todo.size() > 1)
          reached += "; " + std::to_string(done) + " of " + std::to_string(todo.size()) + " claims finished";
        if (code == kViolated) reached += " (a claim checked before was violated)";
        code = fail(time_limit_error(all ? std::string("check --all") : "check " + (glob ? id : c->id), reached),
                    json{{"results", out}});
        return;
      }
      ++done;
      if (as_json)
        out.push_back(summary_json(*c, r, bits, mode));
      else
        std::cout << summary_text(*c, r, mode) << std::flush;
    }
    if (as_json) std::cout << (all || glob ? out.dump(2) : out[0].dump(2)) << "\n";
  });
}

}  // namespace privbound::cli
