// `privbound audit [--paper ID] [--all] [--json]`: every stated requirement (a hypothesis' margin, a rule, an
// admissible set) at every configuration built from the papers' settings tables (bounds/audit.hpp), and the report's
// section of the same rows.
#include "privbound/bounds/audit.hpp"

#include <iostream>

#include "commands.hpp"
#include "common.hpp"
#include "privbound/numeric/format.hpp"
#include "report.hpp"

namespace privbound::cli {

namespace {

json audit_row_json(const bounds::AuditRow& r) {
  json j{{"id", r.id},
         {"config", r.config},
         {"required", r.required},
         {"fails_means", r.fails},
         {"status", bounds::audit_status_name(r.status)},
         {"errata", r.errata},
         {"remark", r.remark},
         {"open_candidate", r.open_candidate()}};
  if (r.status == bounds::AuditStatus::error)
    j["error"] = r.message;
  else
    j["value"] = interval_json(r.value);
  return j;
}

// "erratum X" when an erratum records the quantity, else the row is a candidate for a person to decide.
std::string recorded_text(const bounds::AuditRow& r) {
  if (!r.errata.empty()) {
    std::string s = "recorded: ";
    for (std::size_t i = 0; i < r.errata.size(); ++i) s += (i ? ", " : "") + r.errata[i];
    return s;
  }
  if (!r.remark.empty()) return "remark, no erratum: " + r.remark;
  return std::string("open candidate: ") + bounds::kOpenCandidate;
}

std::string value_text(const bounds::AuditRow& r) {
  return r.status == bounds::AuditStatus::error ? "error: " + r.message
                                                : numeric::format_human(r.value, numeric::SafeSide::none);
}

struct Counts {
  std::size_t meets = 0, fails = 0, undecided = 0, errors = 0, open = 0;
  explicit Counts(const std::vector<bounds::AuditRow>& rows) {
    for (const auto& r : rows) {
      std::size_t& c = r.status == bounds::AuditStatus::meets       ? meets
                       : r.status == bounds::AuditStatus::fails     ? fails
                       : r.status == bounds::AuditStatus::undecided ? undecided
                                                                    : errors;
      ++c;
      open += r.open_candidate();
    }
  }
  std::string text(std::size_t requirements) const {
    return std::to_string(requirements) + " requirements at their configurations: " + std::to_string(meets) +
           " meet, " + std::to_string(fails) + " fail (certified; " + std::to_string(open) +
           " of them open candidates), " + std::to_string(undecided) + " undecided, " + std::to_string(errors) +
           " errors";
  }
};

std::size_t requirement_count(const std::vector<bounds::AuditRow>& rows) {
  std::size_t n = 0;
  for (std::size_t i = 0; i < rows.size(); ++i) n += i == 0 || rows[i].id != rows[i - 1].id;
  return n;
}

}  // namespace

ReportSection audit_section(const ReportContext& ctx) {
  const auto& rows = ctx.audit();
  const Counts c(rows);
  ReportSection s{"settings_audit",
                  "Hypotheses at the papers' settings: every stated requirement at every configuration",
                  "",
                  json::array(),
                  {},
                  "quantities"};
  std::string md =
      "Each quantity below states what its value must satisfy where the paper uses it (a hypothesis' margin, a rule, "
      "an admissible set); it is evaluated at every configuration built from the papers' settings tables, in "
      "certified interval arithmetic. " +
      c.text(requirement_count(rows)) +
      ". A failure is a finding: either an erratum records it, or it is a candidate that needs the paper's text "
      "(an erratum needs a false statement). `privbound audit` prints the same rows.\n\n"
      "| id | configuration | value | required | status | meaning of a failure | recorded |\n"
      "|---|---|---|---|---|---|---|\n";
  for (const auto& r : rows) {
    s.data.push_back(audit_row_json(r));
    md += "| `" + r.id + "` | " + md_cell(r.config) + " | " + md_cell(value_text(r)) + " | " + md_cell(r.required) +
          " | " + verdict_span(bounds::audit_status_name(r.status)) + " | " +
          (r.status == bounds::AuditStatus::fails ? md_cell(r.fails) : "") + " | " +
          (r.status == bounds::AuditStatus::fails ? md_cell(recorded_text(r)) : "") + " |\n";
  }
  s.markdown = md;
  return s;
}

void add_audit_command(CLI::App& app, int& code) {
  auto* sub = app.add_subcommand(
      "audit",
      "Evaluate every stated requirement (hypothesis margins, rules, admissible sets) at every configuration built "
      "from the papers' settings, and list the failures");
  static std::vector<std::string> papers;
  sub->add_option("--paper", papers, "Only this source (repeatable); default every source");
  static unsigned bits = 128;
  add_bits_option(sub, bits, 32, "Working precision in bits");
  static bool all = false;
  sub->add_flag("--all", all, "Also print the configurations that meet their requirement or are undecided");
  static bool as_json = false;
  sub->add_flag("--json", as_json, "Machine-readable output");
  sub->callback([&code] {
    set_json_errors(as_json);
    for (const auto& p : papers)
      if (!bounds::find_source(p)) {
        code = fail_unknown_source("audit --paper", p);
        return;
      }
    const auto rows = bounds::audit_settings(bounds::default_registry(), bits, papers);
    const Counts c(rows);
    if (as_json) {
      json out{{"rows", json::array()},
               {"counts",
                {{"meets", c.meets},
                 {"fails", c.fails},
                 {"open", c.open},
                 {"undecided", c.undecided},
                 {"errors", c.errors}}},
               {"bits", bits},
               {"version", kVersion}};
      for (const auto& r : rows) out["rows"].push_back(audit_row_json(r));
      std::cout << out.dump(2) << "\n";
    } else {
      std::cout << "settings audit, " << bits << " bits: " << c.text(requirement_count(rows)) << "\n";
      for (const auto& r : rows) {
        if (!all && r.status != bounds::AuditStatus::fails && r.status != bounds::AuditStatus::error) continue;
        std::cout << bounds::audit_status_name(r.status) << "  " << r.id << " at \"" << r.config
                  << "\": " << value_text(r) << ", required " << r.required;
        if (r.status == bounds::AuditStatus::fails) std::cout << ": " << r.fails << " (" << recorded_text(r) << ")";
        std::cout << "\n";
      }
    }
    // Unexpected: a configuration that cannot be evaluated (a settings table the formula refuses), or a failure that
    // no erratum records and no remark decides. Recorded and decided failures are the expected findings.
    code = c.errors || c.open ? kViolated : kOk;
  });
}

}  // namespace privbound::cli
