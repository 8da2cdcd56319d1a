// `privbound reproduce <id> [--bits N] [--json]`: a printed table, recomputed.
#include <iostream>

#include "commands.hpp"
#include "common.hpp"
#include "privbound/bounds/reproduction.hpp"
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

void add_reproduce_command(CLI::App& app, int& code) {
  auto* sub = app.add_subcommand("reproduce", "Recompute a printed table and compare cell by cell");
  static std::string id;
  static unsigned bits = 128;
  sub->add_option("id", id, "Table id (every id: privbound list --kind reproduction)")->required();
  add_bits_option(sub, bits, 16, "Working precision in bits");
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
    std::string known;
    std::vector<std::string> ids;
    for (const auto& r : bounds::default_reproductions()) {
      known += (known.empty() ? "" : ", ") + r.id;
      ids.push_back(r.id);
    }
    code = fail_invalid("reproduce: unknown table id \"" + id + "\"" + close_ids(id, ids) +
                        "; known: " + (known.empty() ? "none" : known) + ".");
  });
}

}  // namespace privbound::cli
