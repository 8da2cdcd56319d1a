// A paper's experiment reproduced (issue 29; STYLE.md, "Experiments and reproductions"): the
// declaration that sets the printed numbers beside what the experiment engine (solvers/
// experiment) measures. It lives here, above bounds (the printed settings, certified step sizes)
// and solvers (the algorithms, the engine). Random draws differ from the authors', so a printed
// number is set against the distribution of the measured one over independent seeds (one data set
// and one set of runs per seed): it "falls inside" when it lies within the seeds' range.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "privbound/bounds/source.hpp"
#include "privbound/numeric/interval.hpp"
#include "privbound/numeric/result.hpp"
#include "privbound/solvers/experiment/engine.hpp"

namespace privbound::proofs_check {

struct ExperimentOptions {
  std::size_t runs = 0;    // runs per setting and seed; 0: the paper's count
  std::size_t seeds = 20;  // independent seeds seed, seed + 1, …
  std::uint64_t seed = 1;
  std::size_t threads = 1;
  bool progress = false;  // a progress line on stderr (on a terminal)
  bool reduced = false;   // the test report's run: an experiment may shorten its internal searches (and says so)
  std::string data = {};  // a data file in place of the experiment's Debian stand-in (the paper's own file); "" none
  std::size_t max_records = 0;  // 0: every record; else an experiment may train on at most this many (and says so)
  std::string zones = {};       // power flow: a zone split ("1-5;6,11-13;7-10,14") in place of the declared one
  long rounds = 0;  // 0: the experiment's own; else an experiment may stop after this many rounds (and says so)
  bool smoke =
      false;  // the test report's run (`report --quick`): an experiment may also drop settings (and says which)
  const numeric::Team* team = nullptr;  // the runs split over processes (`mpirun ... reproduce`); nullptr: alone
};

// The engine's options of a reproduction's runs, stated once: `runs` per setting from `seed`, with o's threads,
// progress and team.
solvers::experiment::Options engine_options(const ExperimentOptions& o, std::size_t runs, std::uint64_t seed);

// Appends the point (x, m.mean) to a plot series with the band mean ± sd around it, its lower end kept at or above
// mean/2 (so a log axis can draw it).
void plot_point(bounds::PlotSeries& s, double x, const solvers::experiment::Summary& m);

// A printed setting ("1/10", "1e-6", "0.995") as a double (NaN when it does not parse).
double printed_number(const std::string& s);
// v with `digits` significant digits (%g), "—" for NaN.
std::string fmt_g(double v, int digits = 3);

// One printed number against its measured distribution over the seeds.
struct MeasuredCell {
  std::string row, column, printed;   // printed: the paper's text
  std::vector<double> per_seed;       // the measured value for each seed (NaN: undefined for that seed)
  double median = 0, lo = 0, hi = 0;  // over the seeds where it is defined
  bool inside = false;                // lo <= printed <= hi
  std::string note;
};
// Median and range of `per_seed` (NaNs dropped) and whether `printed` falls inside.
MeasuredCell measured_cell(std::string row, std::string column, std::string printed, double printed_value,
                           std::vector<double> per_seed, std::string note = {});

// A utility bound (certified, from bounds/) beside the measured mean of the quantity it bounds, at
// one setting of an experiment and one seed (data set). The verdict reads the 95 % interval of the
// mean over the runs: "holds" when its upper end is at most the bound's lower end, "violated beyond
// the CI" when its lower end exceeds the bound's upper end, "undecided" otherwise.
struct BoundCheck {
  std::string setting, bound_id;
  double bound_lo = 0, bound_hi = 0;      // the certified enclosure, rounded outward
  double mean = 0, ci_lo = 0, ci_hi = 0;  // measured, over the runs
  std::string verdict;
  double ratio = 0;  // bound ÷ measured mean (upper end of the bound; NaN when the mean is ≤ 0)
};
BoundCheck bound_check(std::string setting, std::string bound_id, const numeric::Interval& bound, double mean,
                       double ci_lo, double ci_hi);
// The report's table of bound checks, one row per setting and bound (in order of first appearance), the
// seeds summarised: bound and measured mean (medians over the seeds), bound ÷ measured (median
// [min, max]) and the verdicts counted.
bounds::ViewTable bound_table(const std::vector<BoundCheck>& checks, std::string caption);

struct ExperimentOutcome {
  bounds::View view;  // the report's rendering: comparison tables, plots, the open settings
  std::vector<MeasuredCell> cells;
  std::vector<BoundCheck> bound_checks;                            // every setting and seed
  std::vector<std::pair<std::string, std::string>> open_settings;  // setting -> value chosen, and why
  std::string csv;  // every recorded value of the first seed, long form (engine's csv)
  std::size_t runs = 0, seeds = 0;
  bool complete = true;  // false when the time limit cut the runs short
};

// The outcome's table with key `key` (nullptr when it has none).
const bounds::ViewTable* find_table(const ExperimentOutcome& o, const std::string& key);

// The report's table of the settings the paper leaves open (out.open_settings: setting, value and why).
bounds::ViewTable open_settings_table(const ExperimentOutcome& out);

struct ExperimentReproduction {
  std::string id, title, citation;
  std::function<numeric::Result<ExperimentOutcome>(const ExperimentOptions&)> run;
  ExperimentOptions report;   // the report's default counts (reduced: seconds, and it says so)
  ExperimentOptions quick;    // the test report's counts
  bool takes_data = false;    // reads a data set, so `reproduce --data PATH` applies
  bool takes_zones = false;   // a power network split into zones, so `reproduce --zones SPEC` applies
  bool takes_rounds = false;  // honours ExperimentOptions::rounds, so `reproduce --rounds N` applies
};

// Every source's experiment reproductions (claim_sources() order).
std::vector<ExperimentReproduction> all_experiments();
// The experiment as a report view (id: the part after the source): runs it with its `report`
// counts, or its `quick` ones, and says which.
bounds::ReportView experiment_view(const ExperimentReproduction& e);

}  // namespace privbound::proofs_check
