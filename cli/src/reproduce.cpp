// `privbound reproduce <id> [--bits N] [--json]`: a printed table, recomputed; or a paper's
// experiment run (`--runs`, `--seeds`, `--seed`, `--threads`, `--out DIR` for the CSV and JSON).
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iostream>

#include "commands.hpp"
#include "common.hpp"
#include "privbound/bounds/reproduction.hpp"
#include "privbound/proofs_check/experiment.hpp"
#include "report.hpp"

namespace privbound::cli {

json reproduced_table_json(const bounds::ReproducedTable& t, unsigned bits) {
  json rows = json::array();
  for (const auto& row : t.rows) {
    json params = json::object(), printed = json::object(), computed = json::object(), repro = json::object(),
         notes = json::object(), errata = json::object();
    for (const auto& [k, v] : row.params) params[k] = v;
    const std::size_t i = rows.size();
    for (const auto& c : row.cells) {
      printed[c.column] = c.printed;
      computed[c.column] = interval_json(c.computed);
      repro[c.column] = c.reproduces;
      if (!c.note.empty()) notes[c.column] = c.note;
      if (const auto e = bounds::erratum_for_cell(t.id, i, c.column); !e.empty()) errata[c.column] = e;
    }
    rows.push_back(json{{"params", params},
                        {"printed", printed},
                        {"computed", computed},
                        {"reproduces", repro},
                        {"notes", notes},
                        {"errata", errata}});
  }
  return json{{"id", t.id},          {"title", t.title},       {"source", t.citation}, {"bits", bits},
              {"version", kVersion}, {"assumptions", t.notes}, {"rows", rows}};
}

std::string reproduced_table_markdown(const bounds::ReproducedTable& t) {
  std::string md = "**" + t.title + "** (" + t.citation + ")\n\n";
  if (t.rows.empty()) return md + "(no rows)\n";
  md += "|";
  for (const auto& [k, v] : t.rows[0].params) md += " " + k + " |";
  for (const auto& c : t.rows[0].cells) md += " " + c.column + " printed | " + c.column + " computed | reproduces |";
  md += "\n|";
  const std::size_t ncols = t.rows[0].params.size() + 3 * t.rows[0].cells.size();
  for (std::size_t i = 0; i < ncols; ++i) md += "---|";
  md += "\n";
  for (std::size_t i = 0; i < t.rows.size(); ++i) {
    md += "|";
    for (const auto& [k, v] : t.rows[i].params) md += " " + md_cell(v) + " |";
    for (const auto& c : t.rows[i].cells) {
      const std::string e = bounds::erratum_for_cell(t.id, i, c.column);
      md += " " + md_cell(c.printed) + " | " + numeric::format_human(c.computed, numeric::SafeSide::none) + " | " +
            (c.reproduces ? "yes" : "**no**" + (e.empty() ? std::string(" (unexpected)") : " (" + e + ")")) + " |";
    }
    md += "\n";
  }
  for (const auto& n : t.notes) md += "\n- " + n;
  return md + "\n";
}

std::size_t unexpected_cells(const bounds::ReproducedTable& t) {
  std::size_t n = 0;
  for (std::size_t i = 0; i < t.rows.size(); ++i)
    for (const auto& c : t.rows[i].cells)
      if (!c.reproduces && bounds::erratum_for_cell(t.id, i, c.column).empty()) ++n;
  return n;
}

namespace {

json experiment_json(const proofs_check::ExperimentReproduction& e, const proofs_check::ExperimentOutcome& out,
                     const proofs_check::ExperimentOptions& o) {
  json cells = json::array();
  for (const auto& c : out.cells) {
    json per = json::array();
    for (double v : c.per_seed) per.push_back(std::isnan(v) ? json(nullptr) : json(v));
    cells.push_back(json{{"row", c.row},
                         {"column", c.column},
                         {"printed", c.printed},
                         {"per_seed", per},
                         {"median", std::isnan(c.median) ? json(nullptr) : json(c.median)},
                         {"min", std::isnan(c.lo) ? json(nullptr) : json(c.lo)},
                         {"max", std::isnan(c.hi) ? json(nullptr) : json(c.hi)},
                         {"inside", c.inside}});
  }
  json open = json::object();
  for (const auto& [k, v] : out.open_settings) open[k] = v;
  // Bound checks (utility theorems against measured utility): the certified enclosure rounded
  // outward, the measured mean with its 95 % interval, the verdict; ratio null when the mean is ≤ 0.
  json checks = json::array();
  for (const auto& c : out.bound_checks)
    checks.push_back(json{{"setting", c.setting},
                          {"bound_id", c.bound_id},
                          {"bound_lo", c.bound_lo},
                          {"bound_hi", c.bound_hi},
                          {"mean", c.mean},
                          {"ci_lo", c.ci_lo},
                          {"ci_hi", c.ci_hi},
                          {"verdict", c.verdict},
                          {"bound_over_measured", std::isnan(c.ratio) ? json(nullptr) : json(c.ratio)}});
  return json{{"id", e.id},
              {"title", e.title},
              {"source", e.citation},
              {"version", kVersion},
              {"seed", o.seed},
              {"seeds", out.seeds},
              {"runs", out.runs},
              {"threads", o.threads},
              {"complete", out.complete},
              {"cells", cells},
              {"open_settings", open},
              {"bound_checks", checks},
              {"data", o.data.empty() ? json(nullptr) : json(o.data)},
              {"max_records", o.max_records ? json(o.max_records) : json(nullptr)},
              {"zones", o.zones.empty() ? json(nullptr) : json(o.zones)},
              {"rounds", o.rounds ? json(o.rounds) : json(nullptr)}};
}

std::string experiment_markdown(const proofs_check::ExperimentReproduction& e,
                                const proofs_check::ExperimentOutcome& out) {
  ReportSection part{e.id, e.title, "", json::object(), {}, "index"};
  render_view(out.view, e.id, part);
  return "**" + e.title + "** (" + e.citation + ")\n\n" + part.markdown;
}

}  // namespace

void add_reproduce_command(CLI::App& app, int& code) {
  auto* sub = app.add_subcommand("reproduce", "Recompute a printed table, or run a paper's experiment, and compare");
  static std::string id, out_dir;
  static unsigned bits = 128;
  static std::size_t runs = 0, seeds = 20, threads = 1;
  static std::uint64_t seed = 1;
  sub->add_option("id", id, "Table or experiment id (every id: privbound list --kind reproduction)")->required();
  add_bits_option(sub, bits, 16, "Working precision in bits");
  sub->add_option("--runs", runs, "Experiments: runs per setting and seed (default: the paper's)")
      ->check(CLI::Range(std::size_t{1}, std::size_t{100000}));
  sub->add_option("--seeds", seeds, "Experiments: independent seeds (data sets) (default 20)")
      ->check(CLI::Range(std::size_t{1}, std::size_t{10000}));
  sub->add_option("--seed", seed, "Experiments: the first seed (default 1)");
  sub->add_option("--threads", threads, "Experiments: threads (default 1; results do not depend on it)")
      ->check(CLI::Range(std::size_t{1}, std::size_t{256}));
  sub->add_option("--out", out_dir, "Experiments: write <id>.csv (every value of the first seed) and <id>.json here");
  static std::string data;
  sub->add_option("--data", data,
                  "Experiments that read a data set: read PATH (the paper's own file) in place of the Debian stand-in");
  static std::size_t max_records = 0;
  sub->add_option(
         "--max-records", max_records,
         "Experiments that read a data set: train on at most N records (a random subset per seed; default all)")
      ->check(CLI::Range(std::size_t{1}, std::size_t{100000000}));
  static std::string zones;
  sub->add_option("--zones", zones,
                  "Power-flow experiments: the zone split, zones separated by ';', bus ids and ranges by ',' "
                  "(\"1-5;6,11-13;7-10,14\")");
  static long rounds = 0;
  sub->add_option("--rounds", rounds,
                  "Experiments with rounds (the power-flow runs): stop after N rounds (default: the paper's T)")
      ->check(CLI::Range(1L, 100000000L));
  static double time_limit = 0;
  add_time_limit_option(sub, time_limit);
  static bool as_json = false;
  sub->add_flag("--json", as_json, "Machine-readable output");
  sub->callback([&code] {
    set_json_errors(as_json);
    for (const auto& r : bounds::default_reproductions()) {
      if (r.id != id) continue;
      start_time_limit(time_limit, "reproduce " + id);
      auto t = r.run(bits);
      if (!t.ok()) {
        code = fail(t.error());
        return;
      }
      if (as_json)
        std::cout << reproduced_table_json(*t, bits).dump(2) << "\n";
      else
        std::cout << reproduced_table_markdown(*t);
      // Exit 1 only for the unexpected: a cell that does not reproduce and no erratum records.
      code = unexpected_cells(*t) == 0 ? kOk : kViolated;
      return;
    }
    std::vector<std::string> ids;
    for (const auto& r : bounds::default_reproductions()) ids.push_back(r.id);
    for (const auto& e : proofs_check::all_experiments()) {
      ids.push_back(e.id);
      if (e.id != id) continue;
      if (!out_dir.empty() && !std::filesystem::is_directory(out_dir)) {
        code = fail_invalid("reproduce: --out \"" + out_dir + "\" is not a directory.");
        return;
      }
      if (!data.empty() && !e.takes_data) {
        code = fail_invalid("reproduce: " + id + " reads no data set, so --data does not apply.");
        return;
      }
      if (max_records && !e.takes_data) {
        code = fail_invalid("reproduce: " + id + " reads no data set, so --max-records does not apply.");
        return;
      }
      if (rounds && !e.takes_rounds) {
        code = fail_invalid("reproduce: " + id + " has no rounds to cut, so --rounds does not apply.");
        return;
      }
      if (!zones.empty() && !e.takes_zones) {
        code = fail_invalid("reproduce: " + id + " splits no power network, so --zones does not apply.");
        return;
      }
      start_time_limit(time_limit, "reproduce " + id);
      const proofs_check::ExperimentOptions o{.runs = runs,
                                              .seeds = seeds,
                                              .seed = seed,
                                              .threads = threads,
                                              .progress = isatty(STDERR_FILENO) != 0,
                                              .data = data,
                                              .max_records = max_records,
                                              .zones = zones,
                                              .rounds = rounds,
                                              .team = team()};
      auto out = e.run(o);
      if (!out.ok()) {
        code = fail(out.error());
        return;
      }
      const json j = experiment_json(e, *out, o);
      if (!out_dir.empty() && (!team() || team()->rank() == 0)) {  // under mpirun, rank 0 writes the files
        const std::filesystem::path dir(out_dir);
        std::ofstream(dir / (e.id + ".csv")) << out->csv;
        std::ofstream(dir / (e.id + ".json")) << j.dump(2) << "\n";
      }
      if (as_json)
        std::cout << j.dump(2) << "\n";
      else
        std::cout << experiment_markdown(e, *out);
      // A printed number outside the measured range is a finding reported in the table, not a
      // failure of the run: exit 0 when the experiment completed, 3 when the time limit cut it.
      code = out->complete ? kOk : kAccuracy;
      return;
    }
    std::string known;
    for (const auto& k : ids) known += (known.empty() ? "" : ", ") + k;
    code = fail_invalid("reproduce: unknown table id \"" + id + "\"" + close_ids(id, ids) +
                        "; known: " + (known.empty() ? "none" : known) + ".");
  });
}

}  // namespace privbound::cli
