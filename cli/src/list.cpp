// `privbound list [--kind quantity|claim|reproduction] [SOURCE] [--json]`: what privbound knows,
// per kind and per source. A source is the first component of an id (`accounting`, or a paper's id):
// quantities, claims, reproductions and errata of one paper share it.
#include "list.hpp"

#include <algorithm>
#include <iostream>

#include "commands.hpp"
#include "common.hpp"
#include "privbound/bounds/reproduction.hpp"
#include "privbound/proofs_check/claim.hpp"
#include "privbound/proofs_check/experiment.hpp"

namespace privbound::cli {

json quantity_json(const bounds::Quantity& q) {
  json params = json::array();
  for (const auto& p : q.params) {
    json pj{{"name", p.name},
            {"domain", p.kind == bounds::ParamKind::number ? p.domain.to_string() : ""},
            {"meaning", p.meaning}};
    pj["kind"] = p.kind == bounds::ParamKind::number ? "number" : p.kind == bounds::ParamKind::text ? "text" : "matrix";
    const bool from = p.default_value && p.default_value->rfind('=', 0) == 0;  // "=other": other's value
    pj["default"] = p.default_value && !from ? json(*p.default_value) : json(nullptr);
    if (from) pj["default_from"] = p.default_value->substr(1);
    if (!p.choices.empty()) pj["choices"] = p.choices;
    params.push_back(pj);
  }
  return json{{"id", q.id},
              {"title", q.title},
              {"citation", q.citation},
              {"safe_side", safe_side_name(q.safe)},
              {"params", params}};
}

json claim_json(const proofs_check::Claim& c) {
  json coords = json::array();
  for (const auto& x : c.space.coords)
    coords.push_back(json{{"name", x.name},
                          {"lo", x.lo},
                          {"hi", x.hi},
                          {"role", proofs_check::is_seed(x) ? "seed" : "ordered"}});  // how --search moves it
  json reaches = json::array();  // the declared coverage (Space::reaches)
  for (const auto& r : c.space.reaches)
    reaches.push_back(r.cases.empty() ? json{{"param", r.param}, {"lo", r.lo}, {"hi", r.hi}}
                                      : json{{"param", r.param}, {"cases", r.cases}});
  return json{{"id", c.id},
              {"citation", c.citation},
              {"statement", c.statement},
              {"coverage", reaches},
              {"hypotheses", c.hypotheses},
              {"kind", c.kind == proofs_check::Kind::universal ? "universal" : "existential"},
              {"coords", coords},
              {"control", c.control_description},
              {"where", c.where},
              {"form", proofs_check::form_name(c.form)},
              {"expected", proofs_check::status_name(c.expected.verdict)},
              {"erratum", c.expected.erratum.empty() ? json(nullptr) : json(c.expected.erratum)},
              {"cost", c.cost == proofs_check::Cost::expensive ? "expensive" : "cheap"}};
}

void print_claim(const proofs_check::Claim& c) {
  std::cout << c.id << "  —  " << c.statement << "\n    " << c.citation << "\n";
}

std::string coverage_markdown() {
  std::string md =
      "What is covered, per source (`privbound list <source>` lists its ids, `docs/errata/<source>.md` what was "
      "found wrong, `privbound report` the verdicts):\n\n";
  for (const auto& src : bounds::sources()) {
    std::size_t quantities = 0, claims = 0, tables = 0, experiments = 0;
    for (const auto& q : bounds::default_registry().all()) quantities += source_of(q.id) == src.id;
    for (const auto& c : proofs_check::all_claims()) claims += source_of(c.id) == src.id;
    for (const auto& r : bounds::default_reproductions()) tables += source_of(r.id) == src.id;
    for (const auto& e : proofs_check::all_experiments()) experiments += source_of(e.id) == src.id;
    const std::size_t errata = src.errata ? src.errata().size() : 0;
    auto n = [](std::size_t k, const char* one, const char* many) {
      return std::to_string(k) + " " + (k == 1 ? one : many);
    };
    md += "- **" + src.name + "** (`" + src.id + "`), " + src.title + ": " + n(quantities, "quantity", "quantities") +
          ", " + n(claims, "claim", "claims") + ", " + n(errata, "erratum", "errata") + ", " +
          n(tables, "reproduced table", "reproduced tables") + ", " + n(experiments, "experiment", "experiments") +
          ".\n";
  }
  return md;
}

namespace {

void print_quantity(const bounds::Quantity& q) {
  std::cout << q.id << "  —  " << q.title << "\n    " << q.citation << "\n    params:";
  for (const auto& p : q.params)
    std::cout << " " << p.name
              << (!p.default_value                      ? std::string("")
                  : p.default_value->rfind('=', 0) == 0 ? "=(the value of " + p.default_value->substr(1) + ")"
                                                        : "=" + *p.default_value);
  std::cout << "\n";
}

}  // namespace

void add_list_command(CLI::App& app, int& code) {
  auto* sub = app.add_subcommand(
      "list", "List the quantities, claims and reproductions (all kinds and sources unless narrowed)");
  static bool as_json = false;
  static std::string kind, source;
  sub->add_option("--kind", kind, "Only this kind: quantity, claim, reproduction or erratum")
      ->check(CLI::IsMember({"quantity", "claim", "reproduction", "erratum"}));
  sub->add_option("source", source, "Only this source (a paper, or the accountant: accounting)");
  sub->add_flag("--json", as_json, "Machine-readable output");
  sub->callback([&code] {
    set_json_errors(as_json);
    const auto& quantities = bounds::default_registry().all();
    const auto& claims = proofs_check::all_claims();
    const auto& repros = bounds::default_reproductions();
    if (!source.empty() && !bounds::find_source(source)) {
      code = fail_unknown_source("list", source);
      return;
    }
    auto wanted = [](const std::string& k) { return kind.empty() || kind == k; };
    auto in_source = [](const std::string& id) { return source.empty() || source_of(id) == source; };
    json out = json::object();
    // A section's header, with "(none)" when the source has nothing of that kind.
    auto header = [](const char* title, bool any) {
      if (!as_json && kind.empty()) std::cout << title << (any ? "" : "(none)\n");
    };
    if (wanted("quantity")) {
      json arr = json::array();
      header("# quantities (privbound eval <id>)\n",
             std::any_of(quantities.begin(), quantities.end(), [&](const auto& q) { return in_source(q.id); }));
      for (const auto& q : quantities) {
        if (!in_source(q.id)) continue;
        if (as_json)
          arr.push_back(quantity_json(q));
        else
          print_quantity(q);
      }
      out["quantities"] = arr;
    }
    if (wanted("claim")) {
      json arr = json::array();
      header("\n# claims (privbound check <id>)\n",
             std::any_of(claims.begin(), claims.end(), [&](const auto& c) { return in_source(c.id); }));
      for (const auto& c : claims) {
        if (!in_source(c.id)) continue;
        if (as_json)
          arr.push_back(claim_json(c));
        else
          print_claim(c);
      }
      out["claims"] = arr;
    }
    if (wanted("reproduction")) {
      json arr = json::array();
      const auto experiments = proofs_check::all_experiments();
      header("\n# reproductions (privbound reproduce <id>)\n",
             std::any_of(repros.begin(), repros.end(), [&](const auto& r) { return in_source(r.id); }) ||
                 std::any_of(experiments.begin(), experiments.end(), [&](const auto& e) { return in_source(e.id); }));
      for (const auto& r : repros) {
        if (!in_source(r.id)) continue;
        if (as_json)
          arr.push_back(json{{"id", r.id}, {"title", r.title}});
        else
          std::cout << r.id << "  —  " << r.title << "\n";
      }
      for (const auto& e : experiments) {  // experiments (runs, seeds): the field "experiment" says so
        if (!in_source(e.id)) continue;
        if (as_json)
          arr.push_back(json{{"id", e.id}, {"title", e.title}, {"experiment", true}});
        else
          std::cout << e.id << "  —  " << e.title << " (experiment)\n";
      }
      out["reproductions"] = arr;
    }
    if (wanted("erratum")) {
      json arr = json::array();
      const auto errata = bounds::all_errata();
      header("\n# errata (evidence evaluated by privbound report)\n",
             std::any_of(errata.begin(), errata.end(), [&](const auto& e) { return in_source(e.id); }));
      for (const auto& e : errata) {
        if (!in_source(e.id)) continue;
        if (as_json)
          arr.push_back(json{{"id", e.id},
                             {"kind", bounds::erratum_kind_name(e.kind)},
                             {"title", e.title},
                             {"where", e.where},
                             {"printed", e.printed},
                             {"corrected", e.corrected},
                             {"statement", e.statement}});
        else
          std::cout << e.id << "  —  " << e.title << " (" << bounds::erratum_kind_name(e.kind) << ")\n";
      }
      out["errata"] = arr;
    }
    if (as_json) {
      out["version"] = kVersion;
      std::cout << out.dump(2) << "\n";
    }
    code = kOk;
  });
}

}  // namespace privbound::cli
