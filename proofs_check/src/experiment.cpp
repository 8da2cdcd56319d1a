#include "privbound/proofs_check/experiment.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "privbound/numeric/decimal.hpp"
#include "privbound/proofs_check/source.hpp"

namespace privbound::proofs_check {
namespace {
// The median of the non-NaN values (NaN when there are none).
double median_of(std::vector<double> v) {
  std::erase_if(v, [](double x) { return std::isnan(x); });
  if (v.empty()) return std::nan("");
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}
}  // namespace

solvers::experiment::Options engine_options(const ExperimentOptions& o, std::size_t runs, std::uint64_t seed) {
  return {.runs = runs,
          .threads = o.threads,
          .seed = seed,
          .progress = o.progress && numeric::rank_of(o.team) == 0,
          .team = o.team};
}

double printed_number(const std::string& s) {
  auto r = numeric::parse_rational(s);
  return r.ok() ? r->to_double() : std::nan("");
}

void plot_point(bounds::PlotSeries& s, double x, const solvers::experiment::Summary& m) {
  s.x.push_back(x);
  s.y.push_back(m.mean);
  s.lo.push_back(std::max(m.mean - m.sd, 0.5 * m.mean));
  s.hi.push_back(m.mean + m.sd);
}

std::string fmt_g(double v, int digits) {
  if (std::isnan(v)) return "—";
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.*g", digits, v);
  return buf;
}

MeasuredCell measured_cell(std::string row, std::string column, std::string printed, double printed_value,
                           std::vector<double> per_seed, std::string note) {
  MeasuredCell c;
  c.row = std::move(row);
  c.column = std::move(column);
  c.printed = std::move(printed);
  c.per_seed = std::move(per_seed);
  c.note = std::move(note);
  std::vector<double> v = c.per_seed;
  std::erase_if(v, [](double x) { return std::isnan(x); });
  if (v.empty()) {
    c.median = c.lo = c.hi = std::nan("");
    return c;
  }
  std::sort(v.begin(), v.end());
  c.median = median_of(v);
  c.lo = v.front();
  c.hi = v.back();
  c.inside = c.lo <= printed_value && printed_value <= c.hi;
  return c;
}

BoundCheck bound_check(std::string setting, std::string bound_id, const numeric::Interval& bound, double mean,
                       double ci_lo, double ci_hi) {
  BoundCheck c;
  c.setting = std::move(setting);
  c.bound_id = std::move(bound_id);
  c.bound_lo = bound.lower_double();
  c.bound_hi = bound.upper_double();
  c.mean = mean;
  c.ci_lo = ci_lo;
  c.ci_hi = ci_hi;
  c.verdict = ci_hi <= c.bound_lo ? "holds" : (ci_lo > c.bound_hi ? "violated beyond the CI" : "undecided");
  c.ratio = mean > 0 ? c.bound_hi / mean : std::nan("");
  return c;
}

const bounds::ViewTable* find_table(const ExperimentOutcome& o, const std::string& key) {
  for (const auto& t : o.view.tables)
    if (t.key == key) return &t;
  return nullptr;
}

bounds::ViewTable bound_table(const std::vector<BoundCheck>& checks, std::string caption) {
  bounds::ViewTable t;
  t.key = "bound_vs_measured";
  t.caption = std::move(caption);
  t.header = {"setting", "bound", "certified bound", "measured mean", "bound ÷ measured", "verdicts over the seeds"};
  std::vector<std::pair<std::string, std::string>> order;  // (setting, bound id), one row each
  for (const auto& c : checks)
    if (std::find(order.begin(), order.end(), std::pair{c.setting, c.bound_id}) == order.end())
      order.emplace_back(c.setting, c.bound_id);
  for (const auto& [setting, id] : order) {
    std::vector<double> bound, mean, ratio;
    std::size_t holds = 0, violated = 0, undecided = 0, non_positive = 0;
    for (const auto& c : checks) {
      if (c.setting != setting || c.bound_id != id) continue;
      bound.push_back(c.bound_hi);
      mean.push_back(c.mean);
      ratio.push_back(c.ratio);
      holds += c.verdict == "holds";
      violated += c.verdict == "violated beyond the CI";
      undecided += c.verdict == "undecided";
      non_positive += std::isnan(c.ratio);
    }
    std::vector<double> r = ratio;
    std::erase_if(r, [](double x) { return std::isnan(x); });
    const std::string ratio_text =
        r.empty() ? "— (measured ≤ 0)"
                  : fmt_g(median_of(r), 4) + " [" + fmt_g(*std::min_element(r.begin(), r.end()), 4) + ", " +
                        fmt_g(*std::max_element(r.begin(), r.end()), 4) + "]" +
                        (non_positive ? "; measured ≤ 0 in " + std::to_string(non_positive) : "");
    std::string verdicts = "holds " + std::to_string(holds) + " of " + std::to_string(bound.size());
    if (violated) verdicts += ", **violated beyond the CI " + std::to_string(violated) + "**";
    if (undecided) verdicts += ", undecided " + std::to_string(undecided);
    t.rows.push_back({{setting, std::nullopt},
                      {id, std::nullopt},
                      {fmt_g(median_of(bound), 4), std::nullopt},
                      {fmt_g(median_of(mean), 4), std::nullopt},
                      {ratio_text, std::nullopt},
                      {verdicts, std::nullopt}});
  }
  return t;
}

bounds::ViewTable open_settings_table(const ExperimentOutcome& out) {
  bounds::ViewTable t;
  t.key = "open_settings";
  t.caption = "Settings the paper leaves open, and the values used";
  t.header = {"setting", "value and why"};
  for (const auto& [k, v] : out.open_settings) t.rows.push_back({{k, std::nullopt}, {v, std::nullopt}});
  return t;
}

std::vector<ExperimentReproduction> all_experiments() {
  std::vector<ExperimentReproduction> out;
  for (const auto& s : claim_sources())
    if (s.experiments)
      for (auto& e : s.experiments()) out.push_back(std::move(e));
  return out;
}

bounds::ReportView experiment_view(const ExperimentReproduction& e) {
  bounds::ReportView v;
  v.id = e.id.substr(e.id.find('.') + 1);
  v.title = e.title;
  v.build = [e](unsigned, bool quick) -> numeric::Result<bounds::View> {
    const ExperimentOptions& o = quick ? e.quick : e.report;
    PB_TRY(ExperimentOutcome out, e.run(o));
    out.view.text = "Source: " + e.citation + ". `privbound reproduce " + e.id +
                    " --runs N --seeds K --threads J` reruns it (this report: " + std::to_string(out.runs) + " runs, " +
                    std::to_string(out.seeds) + " seeds" + (out.complete ? "" : "; cut short by the time limit") +
                    "). " + out.view.text;
    return out.view;
  };
  return v;
}

}  // namespace privbound::proofs_check
