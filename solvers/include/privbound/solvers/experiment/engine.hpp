// The experiment engine (issue 29; STYLE.md, "Experiments and reproductions"). An experiment is
// data: a grid of settings, a number of runs per setting, the iterations at which the metrics are
// recorded, the metric names, and one function that performs run r at setting p and records every
// metric at every recorded iteration. One generic engine runs it: runs are independent and spread
// over threads; run (p, r) draws only from its own random stream, keyed by (seed, p, r), so the
// results are the same for any thread count (and would be for any MPI rank count). The engine
// knows no paper and no bound: metrics are what the run function records; the declarations that
// set a bound or the accountant beside a run live above both (proofs_check, bounds).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <span>
#include <string>
#include <vector>

#include "privbound/numeric/result.hpp"
#include "privbound/numeric/team.hpp"

namespace privbound::solvers::experiment {

// A fast random stream: xoshiro256** (Blackman & Vigna), its state filled by splitmix64 from
// (seed, point, run). Normal draws by the ziggurat (exact; about one 64-bit draw per normal).
// A UniformRandomBitGenerator, so <random>'s distributions accept it too.
class Stream {
 public:
  using result_type = std::uint64_t;
  Stream(std::uint64_t seed, std::uint64_t point, std::uint64_t run);
  static constexpr result_type min() { return 0; }
  static constexpr result_type max() { return std::numeric_limits<result_type>::max(); }
  result_type operator()() { return next(); }
  std::uint64_t next();
  double uniform();                      // [0, 1), 53 random bits
  double normal();                       // N(0, 1)
  std::uint64_t below(std::uint64_t n);  // uniform on {0, …, n − 1} (Lemire's method, unbiased)

 private:
  std::uint64_t s_[4];
};

// One point of the grid: a label for tables and plots, and its settings by name.
struct Setting {
  std::string label;
  std::vector<std::pair<std::string, double>> values;
  double value(const std::string& name) const;  // NaN when absent
};

struct Experiment {
  std::string id, title;
  std::vector<Setting> grid;
  std::size_t runs = 1;             // per setting (the paper's count)
  std::vector<std::size_t> record;  // the iterations at which the metrics are recorded
  std::vector<std::string> metrics;
  // Performs run `run` at grid point `point` drawing only from `rng`; writes the value of metric
  // m at recorded iteration i to out[i * metrics.size() + m] (out is NaN-filled beforehand).
  std::function<void(std::size_t point, std::size_t run, Stream& rng, std::span<double> out)> perform;
};

struct Options {
  std::size_t runs = 0;     // 0: the experiment's own count
  std::size_t threads = 1;  // at least 1
  std::uint64_t seed = 1;
  bool progress = false;  // a progress line on stderr
  // Runs split over processes (numeric/team.hpp): run k = point * runs + run goes to rank k mod size, and every rank
  // receives every run's values, so the Results are the same for any size (nullptr: this process alone).
  const numeric::Team* team = nullptr;
};

// A two-sided 95 % interval and the usual order statistics of one cell over the runs.
struct Summary {
  std::size_t n = 0;
  double mean = 0, sd = 0, ci_lo = 0, ci_hi = 0;  // ci: mean ± t_{0.975, n−1}·sd/√n
  double median = 0, min = 0, max = 0;
};

// Every recorded value: at(point, run, record index, metric).
class Results {
 public:
  Results() = default;
  Results(std::size_t points, std::size_t runs, std::size_t records, std::size_t metrics);
  std::size_t points() const { return points_; }
  std::size_t runs() const { return runs_; }
  std::size_t records() const { return records_; }
  std::size_t metrics() const { return metrics_; }
  double& at(std::size_t p, std::size_t r, std::size_t i, std::size_t m);
  double at(std::size_t p, std::size_t r, std::size_t i, std::size_t m) const;
  std::span<double> run_slice(std::size_t p, std::size_t r);
  // The values of one cell over the runs (NaNs of unfinished runs dropped).
  std::vector<double> cell(std::size_t p, std::size_t i, std::size_t m) const;
  Summary summary(std::size_t p, std::size_t i, std::size_t m) const;
  // Runs finished when the deadline (numeric::deadline_passed) stopped the engine early.
  std::size_t runs_done = 0;
  bool complete = true;

 private:
  std::size_t points_ = 0, runs_ = 0, records_ = 0, metrics_ = 0;
  std::vector<double> data_;
};

// Runs every (point, run) of the experiment — this rank's share of them, `threads` at a time — and gathers the
// other ranks' shares (Options::team). Polls numeric's deadline
// between runs: on expiry the finished runs are kept and Results::complete is false. Errors:
// an empty grid or metric list, no recorded iteration, threads = 0 or more than 256, runs above
// 10^7 in all.
numeric::Result<Results> run(const Experiment& e, const Options& o);

// The results in long form, one line per value: point,label,run,iteration,metric,value.
std::string csv(const Experiment& e, const Results& r);

// Statistics the reproductions use (Boost.Math's distributions; accurate far into the tails).
// Student's two-sample t-test: pooled variance (equal_var) or Welch's; two-sided p-value.
double t_test_p(std::span<const double> a, std::span<const double> b, bool equal_var);
// Levene's test of equal variances, centred at the medians (the Brown-Forsythe form, which is
// scipy.stats.levene's default).
double levene_p(std::span<const double> a, std::span<const double> b);

}  // namespace privbound::solvers::experiment
