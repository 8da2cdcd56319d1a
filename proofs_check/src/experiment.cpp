#include "privbound/proofs_check/experiment.hpp"

#include <algorithm>
#include <cmath>

#include "privbound/proofs_check/source.hpp"

namespace privbound::proofs_check {

MeasuredCell measured_cell(std::string row, std::string column, std::string printed, double printed_value,
                           std::vector<double> per_seed, std::string note) {
  MeasuredCell c;
  c.row = std::move(row);
  c.column = std::move(column);
  c.printed = std::move(printed);
  c.per_seed = std::move(per_seed);
  c.note = std::move(note);
  std::vector<double> v;
  for (double x : c.per_seed)
    if (!std::isnan(x)) v.push_back(x);
  if (v.empty()) {
    c.median = c.lo = c.hi = std::nan("");
    return c;
  }
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  c.median = n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
  c.lo = v.front();
  c.hi = v.back();
  c.inside = c.lo <= printed_value && printed_value <= c.hi;
  return c;
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
