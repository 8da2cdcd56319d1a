// The report's body, generic over the tables of sources (bounds::sources(), proofs_check::
// claim_sources()): first a summary with every verdict — each claim, erratum and reproduction
// of each source with one line of evidence and a link to its details — then one section per
// source with its views, reproductions, errata (evidence evaluated live) and claims. Nothing
// here knows a paper by name.
#include <cmath>
#include <cstdio>
#include <memory>
#include <optional>
#include <sstream>

#include "privbound/numeric/deadline.hpp"
#include "privbound/proofs_check/source.hpp"
#include "report.hpp"

namespace privbound::cli {
namespace {

using proofs_check::Claim;
using proofs_check::Kind;
using proofs_check::RunSummary;
using proofs_check::Status;

std::string g4(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.4g", v);
  return buf;
}

std::string anchor(const std::string& id) {
  std::string a;
  for (char c : id) a += std::isalnum(static_cast<unsigned char>(c)) ? c : '-';
  return a;
}

// The last component of an id (`<source>.E1` -> `E1`).
std::string short_id(const std::string& id) {
  return id.substr(id.rfind('.') == std::string::npos ? 0 : id.rfind('.') + 1);
}

struct ClaimResult {
  const Claim* claim = nullptr;
  RunSummary run;
  bool unexpected = false;
  std::string verdict;  // holds / violated / undecided, with the expectation
};

struct ErratumResult {
  bounds::Erratum erratum;
  std::vector<bounds::EvidenceResult> evidence;
  bounds::EvidenceStatus status = bounds::EvidenceStatus::undecided;
  std::string verdict;
};

struct ReproResult {
  std::string id, title, error;
  std::optional<bounds::ReproducedTable> table;
  std::size_t failing = 0, unexpected = 0;
};

struct SourceResult {
  const bounds::Source* source = nullptr;
  std::vector<ClaimResult> claims;
  std::vector<ErratumResult> errata;
  std::vector<ReproResult> reproductions;
};

struct State {
  std::vector<SourceResult> sources;
  bool computed = false;
};

ClaimResult run_one(const Claim& c, std::size_t iters) {
  proofs_check::RunOptions o;
  o.iterations = iters;
  o.bits = 128;
  ClaimResult r{&c, proofs_check::run_claim(c, o), false, ""};
  const Status got = r.run.verdict, want = c.expected.verdict;
  const std::string v = proofs_check::status_name(got);
  if (got == want) {
    r.verdict = got == Status::violated ? "violated (as printed; " + short_id(c.expected.erratum) + ")" : v;
  } else if (got == Status::undecided) {
    r.verdict = "undecided";
  } else {
    r.unexpected = true;
    r.verdict = "**" + v + " (unexpected" +
                (want == Status::violated ? "; " + short_id(c.expected.erratum) + " expects a violation" : "") + ")**";
  }
  return r;
}

std::string erratum_verdict(const bounds::Erratum& e, bounds::EvidenceStatus s) {
  switch (s) {
    case bounds::EvidenceStatus::confirms:
      switch (e.kind) {
        case bounds::ErratumKind::table:
          return "does not reproduce";
        case bounds::ErratumKind::hypothesis:
          return "hypothesis fails";
        case bounds::ErratumKind::proof_gap:
          return "gap confirmed";
        default:
          return "violated";
      }
    case bounds::EvidenceStatus::contradicts:
      return "**holds (the erratum is contradicted)**";
    case bounds::EvidenceStatus::undecided:
      return "undecided";
    case bounds::EvidenceStatus::shown:
      return "recorded";
  }
  return "undecided";
}

void compute(State& st, const ReportContext& ctx) {
  if (st.computed) return;
  st.computed = true;
  const std::size_t iters = ctx.quick ? 3 : 25;
  for (const auto& src : bounds::sources()) {
    SourceResult sr;
    sr.source = &src;
    for (const auto& c : proofs_check::all_claims()) {
      if (numeric::deadline_passed()) return;
      if (bounds::source_of(c.id) == src.id) sr.claims.push_back(run_one(c, iters));
    }
    if (src.errata)
      for (auto& e : src.errata()) {
        if (numeric::deadline_passed()) return;
        ErratumResult er{std::move(e), {}, bounds::EvidenceStatus::undecided, ""};
        for (const auto& ev : er.erratum.evidence)
          er.evidence.push_back(proofs_check::evaluate_evidence(ev, ctx.bits, iters));
        er.status = er.erratum.evidence.empty() ? bounds::EvidenceStatus::shown : bounds::combine_evidence(er.evidence);
        er.verdict = erratum_verdict(er.erratum, er.status);
        sr.errata.push_back(std::move(er));
      }
    for (const auto& r : bounds::default_reproductions()) {
      if (bounds::source_of(r.id) != src.id) continue;
      if (numeric::deadline_passed()) return;
      ReproResult rr{r.id, r.title, "", std::nullopt, 0, 0};
      auto t = r.run(ctx.bits);
      if (!t.ok()) {
        rr.error = t.error().message;
      } else {
        for (const auto& row : t->rows)
          for (const auto& c : row.cells) rr.failing += c.reproduces ? 0 : 1;
        rr.unexpected = unexpected_cells(*t);
        rr.table = *t;
      }
      sr.reproductions.push_back(std::move(rr));
    }
    st.sources.push_back(std::move(sr));
  }
}

// The evidence line of an erratum: the first piece that confirms (or the first one).
std::string evidence_line(const ErratumResult& e) {
  for (const auto& r : e.evidence)
    if (r.status == bounds::EvidenceStatus::confirms) return r.text;
  return e.evidence.empty() ? e.erratum.title : e.evidence.front().text;
}

std::string claim_evidence(const ClaimResult& r) {
  std::string s = std::to_string(r.run.checked) + " instances";
  if (r.run.tight) s += ", " + std::to_string(r.run.tight) + " tight";
  if (r.run.checked) s += ", worst slack " + (std::isfinite(r.run.worst_slack) ? g4(r.run.worst_slack) : "−∞");
  if (r.run.found)
    s += "; lhs " + g4(r.run.found->lhs) + (r.run.verdict == Status::violated ? " > " : ", ") + "rhs " +
         g4(r.run.found->rhs);
  return s;
}

ReportSection summary(State& st, const ReportContext& ctx) {
  compute(st, ctx);
  ReportSection s{"summary", "Summary: what holds, what is violated, what does not reproduce", "", json::object(), {}};
  std::string& md = s.markdown;
  md +=
      "Per source: every erratum (printed statement vs evidence evaluated now), every claim (run on random instances "
      "inside its hypotheses) and every reproduced table. **Bold** marks what nobody expected: a claim whose verdict "
      "differs from its declaration, or a table cell that no erratum explains.\n\n";
  for (const auto& sr : st.sources) {
    if (sr.claims.empty() && sr.errata.empty() && sr.reproductions.empty()) continue;
    const auto& src = *sr.source;
    std::size_t unexpected = 0;
    for (const auto& c : sr.claims) unexpected += c.unexpected;
    for (const auto& r : sr.reproductions) unexpected += r.unexpected;
    md += "### " + src.name + " {#summary-" + anchor(src.id) + "}\n\n";
    md +=
        std::to_string(sr.errata.size()) + " errata, " + std::to_string(sr.claims.size()) + " claims, " +
        std::to_string(sr.reproductions.size()) + " reproduced tables; " +
        (unexpected ? "**" + std::to_string(unexpected) + " unexpected results**" : std::string("nothing unexpected")) +
        ". Details: [" + src.name + "](#" + anchor(src.id) + ").\n\n";
    md += "| item | verdict | evidence |\n|---|---|---|\n";
    json errata = json::array(), claims = json::array(), repros = json::array();
    for (const auto& e : sr.errata) {
      md += "| [" + short_id(e.erratum.id) + "](#" + anchor(e.erratum.id) + ") " + md_cell(e.erratum.title) + " | " +
            e.verdict + " | " + md_cell(evidence_line(e)) + " |\n";
      errata.push_back(json{{"id", e.erratum.id},
                            {"kind", bounds::erratum_kind_name(e.erratum.kind)},
                            {"verdict", bounds::evidence_status_name(e.status)},
                            {"evidence", evidence_line(e)}});
    }
    for (const auto& r : sr.reproductions) {
      std::string v = r.error.empty() ? (r.failing ? "does not reproduce" : "reproduces") : "error";
      if (r.unexpected) v = "**" + v + " (" + std::to_string(r.unexpected) + " cells unexpected)**";
      std::string ev = r.error.empty() ? std::to_string(r.failing) + " cells differ from the printed digits" : r.error;
      if (r.table)
        for (std::size_t i = 0; i < r.table->rows.size(); ++i)
          for (const auto& c : r.table->rows[i].cells)
            if (!c.reproduces) {
              const auto e = bounds::erratum_for_cell(r.id, i, c.column);
              ev += "; row " + std::to_string(i + 1) + " " + c.column + ": printed " + c.printed + ", computed " +
                    numeric::format_certain(c.computed) + (e.empty() ? "" : " (" + short_id(e) + ")");
            }
      md += "| [table `" + r.id + "`](#" + anchor(r.id) + ") | " + v + " | " + md_cell(ev) + " |\n";
      repros.push_back(json{{"id", r.id}, {"cells_not_reproduced", r.failing}, {"unexpected", r.unexpected}});
    }
    for (const auto& c : sr.claims) {
      md += "| [claim `" + c.claim->id + "`](#" + anchor(c.claim->id) + ") | " + c.verdict + " | " +
            md_cell(claim_evidence(c)) + " |\n";
      claims.push_back(json{{"id", c.claim->id},
                            {"verdict", proofs_check::status_name(c.run.verdict)},
                            {"expected", proofs_check::status_name(c.claim->expected.verdict)},
                            {"unexpected", c.unexpected}});
    }
    md += "\n";
    s.data[src.id] =
        json{{"errata", errata}, {"reproductions", repros}, {"claims", claims}, {"unexpected", unexpected}};
  }
  return s;
}

json cell_json(const bounds::ViewCell& c) {
  if (!c.value) return json(c.text);
  json j = interval_json(c.value->value);
  j["text"] = c.text;
  j["safe_side"] = safe_side_name(c.value->safe);
  return j;
}

ReportSection source_section(State& st, const ReportContext& ctx, std::size_t index) {
  compute(st, ctx);
  const bounds::Source& src = bounds::sources()[index];
  ReportSection s{src.id, src.name + ": " + src.title, "", json::object(), {}};
  std::string& md = s.markdown;
  md += "Source: " + src.citation + (src.seed.empty() ? "" : " (`../shared/seeds/" + src.seed + "`)") + ". " +
        src.notes + " `privbound list " + src.id + "` lists its quantities, claims and tables.\n\n";
  // Views: the source's own (bounds), then those of its claims (proofs_check).
  std::vector<bounds::ReportView> views = src.views ? src.views() : std::vector<bounds::ReportView>{};
  for (const auto& cs : proofs_check::claim_sources())
    if (cs.id == src.id && cs.views)
      for (auto& v : cs.views()) views.push_back(std::move(v));
  json vj = json::object();
  for (const auto& v : views) {
    if (numeric::deadline_passed()) return s;
    auto built = v.build(ctx.bits, ctx.quick);
    md += "### " + v.title + " {#" + anchor(src.id + "." + v.id) + "}\n\n";
    if (!built.ok()) {
      md += "error: " + built.error().message + "\n\n";
      continue;
    }
    ReportSection part{v.id, v.title, "", json::object(), {}};
    render_view(*built, src.id + "." + v.id, part);
    md += part.markdown;
    vj[v.id] = part.data;
    for (auto& f : part.figures) s.figures.push_back(std::move(f));
  }
  s.data["views"] = vj;
  const SourceResult* sr = nullptr;
  for (const auto& r : st.sources)
    if (r.source == &src) sr = &r;
  if (!sr) return s;
  if (!sr->reproductions.empty()) {
    md += "### Printed tables, recomputed\n\n";
    json arr = json::array();
    for (const auto& r : sr->reproductions) {
      md += "#### `" + r.id + "` {#" + anchor(r.id) + "}\n\n";
      if (!r.table) {
        md += "error: " + r.error + "\n\n";
        continue;
      }
      md += reproduced_table_markdown(*r.table) + "\n";
      arr.push_back(reproduced_table_json(*r.table, ctx.bits));
    }
    s.data["reproductions"] = arr;
  }
  if (!sr->errata.empty()) {
    md += "### Errata (evidence evaluated now)\n\n";
    json arr = json::array();
    for (const auto& e : sr->errata) {
      const auto& x = e.erratum;
      md += "#### " + short_id(x.id) + ": " + x.title + " {#" + anchor(x.id) + "}\n\n";
      md += "Verdict: **" + e.verdict + "** (" + bounds::erratum_kind_name(x.kind) + "; " + x.where + "). " +
            x.statement + "\n\n";
      auto ids = [](const std::vector<std::string>& v) {
        std::string o;
        for (const auto& i : v) o += (o.empty() ? "" : ", ") + ("`" + i + "`");
        return o.empty() ? std::string("—") : o;
      };
      md += "- printed form: " + ids(x.printed) + "\n- corrected form: " + ids(x.corrected) + "\n";
      json ev = json::array();
      for (const auto& r : e.evidence) {
        md += "- " + bounds::evidence_status_name(r.status) + ": " + r.text + "\n";
        ev.push_back(json{{"status", bounds::evidence_status_name(r.status)}, {"text", r.text}});
      }
      md += "\n";
      arr.push_back(json{{"id", x.id},
                         {"kind", bounds::erratum_kind_name(x.kind)},
                         {"title", x.title},
                         {"verdict", bounds::evidence_status_name(e.status)},
                         {"printed", x.printed},
                         {"corrected", x.corrected},
                         {"evidence", ev}});
    }
    s.data["errata"] = arr;
  }
  if (!sr->claims.empty()) {
    md += "### Claims as properties {#" + anchor(src.id) + "-claims}\n\n";
    md += "Each claim runs on its edge points and " + std::to_string(ctx.quick ? 3 : 25) +
          " random instances inside its hypotheses (seed 20261123, 128 bits; `privbound check <id> --iters N` for "
          "longer runs). Slack = (rhs − lhs)/max(|lhs|, |rhs|); a violation is shrunk and its instance listed below "
          "the table.\n\n";
    md +=
        "| claim | where | form | ∀/∃ | verdict | checked | tight | worst slack |\n|---|---|---|---|---|---|---|---|\n";
    json arr = json::array();
    std::string found;
    for (const auto& r : sr->claims) {
      const Claim& c = *r.claim;
      md += "| <span id=\"" + anchor(c.id) + "\"></span>`" + c.id + "` | " + md_cell(c.where) + " | " +
            proofs_check::form_name(c.form) + " | " + (c.kind == Kind::universal ? "∀" : "∃") + " | " + r.verdict +
            " | " + std::to_string(r.run.checked) + " | " + std::to_string(r.run.tight) + " | " +
            (std::isfinite(r.run.worst_slack) ? g4(r.run.worst_slack) : "−∞ (infinite divergence)") + " |\n";
      json row{{"id", c.id},
               {"verdict", proofs_check::status_name(r.run.verdict)},
               {"expected", proofs_check::status_name(c.expected.verdict)},
               {"checked", r.run.checked},
               {"tight", r.run.tight},
               {"worst_slack", std::isfinite(r.run.worst_slack) ? json(r.run.worst_slack) : json(nullptr)},
               {"seed", r.run.seed}};
      if (r.run.point && r.run.found) {
        json inst = json::object();
        std::string desc;
        for (const auto& [k, v] : r.run.found->instance) {
          inst[k] = v;
          desc += (desc.empty() ? "" : "; ") + k + " = " + v;
        }
        row["counterexample"] =
            json{{"point", *r.run.point}, {"lhs", r.run.found->lhs}, {"rhs", r.run.found->rhs}, {"instance", inst}};
        found += "- " + std::string(c.kind == Kind::universal ? "counterexample" : "witness") + " of `" + c.id +
                 "`: lhs = " + g4(r.run.found->lhs) + ", rhs = " + g4(r.run.found->rhs) + "; " + desc + "\n";
      }
      arr.push_back(row);
    }
    if (!found.empty()) md += "\n" + found;
    md += "\n";
    s.data["claims"] = arr;
  }
  return s;
}

}  // namespace

void render_view(const bounds::View& v, const std::string& key, ReportSection& into) {
  std::string& md = into.markdown;
  if (!v.text.empty()) md += v.text + "\n\n";
  json tables = json::object();
  for (const auto& t : v.tables) {
    if (!t.caption.empty()) md += "**" + t.caption + "**\n\n";
    md += "|";
    for (const auto& h : t.header) md += " " + md_cell(h) + " |";
    md += "\n|";
    for (std::size_t i = 0; i < t.header.size(); ++i) md += "---|";
    md += "\n";
    json rows = json::array();
    for (const auto& r : t.rows) {
      md += "|";
      json row = json::object();
      for (std::size_t i = 0; i < r.size(); ++i) {
        md += " " + md_cell(r[i].text) + " |";
        row[i < t.header.size() ? t.header[i] : std::to_string(i)] = cell_json(r[i]);
      }
      md += "\n";
      rows.push_back(row);
    }
    md += "\n";
    tables[t.key] = rows;
  }
  json plots = json::object();
  for (const auto& p : v.plots) {
    std::vector<Series> series;
    json curves = json::object();
    for (const auto& z : p.series) {
      series.push_back(Series{z.label, z.x, z.y});
      curves[z.label] = json{{"x", z.x}, {"y", z.y}};
    }
    into.figures.emplace_back(p.file, svg_line_plot(p.title, p.xlabel, p.ylabel, series, p.logx, p.logy));
    md += "![" + p.caption + "](" + p.file + ")\n\n";
    plots[p.file] = curves;
  }
  into.data = json{{"key", key}, {"tables", tables}, {"plots", plots}};
}

std::vector<SectionProvider> source_sections() {
  auto st = std::make_shared<State>();
  std::vector<SectionProvider> out = {[st](const ReportContext& ctx) { return summary(*st, ctx); }};
  for (std::size_t i = 0; i < bounds::sources().size(); ++i)
    out.push_back([st, i](const ReportContext& ctx) { return source_section(*st, ctx, i); });
  return out;
}

}  // namespace privbound::cli
