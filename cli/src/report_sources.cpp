// The report's body, generic over the tables of sources (bounds::sources(), proofs_check::
// claim_sources()): first the front page — per source a verdict in one sentence and its findings
// (errata) ordered by severity, each written out with its decisive number and a link to its
// evidence; claims that hold are counted, not listed; a legend defines every verdict word — then
// one page per source with its findings in full (evidence evaluated live), plots (printed vs
// corrected, the tightness of its claims), views, reproductions and claims. Nothing here knows a
// paper by name.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <sstream>

#include "privbound/bounds/audit.hpp"
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
        case bounds::ErratumKind::unsupported:
          return "unsupported";
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
    if (!ctx.selected(src.id)) continue;
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
         g4(r.run.found->rhs) + (r.run.found->certified ? " (certified)" : " (floating point, not certified)");
  else if (r.run.checked)
    s += "; " + std::to_string(r.run.certified) + " certified";
  return s;
}

// ---- the front page ----------------------------------------------------------------------------

// Severity order, most severe first.
constexpr bounds::Severity kSeverities[] = {bounds::Severity::false_privacy, bounds::Severity::wrong_number,
                                            bounds::Severity::hypothesis,    bounds::Severity::unsupported,
                                            bounds::Severity::proof_gap,     bounds::Severity::slip};

std::string count_phrase(std::size_t n, bounds::Severity s) {
  const bool one = n == 1;
  const std::string k = std::to_string(n) + " ";
  switch (s) {
    case bounds::Severity::false_privacy:
      return k + (one ? "printed privacy guarantee is false" : "printed privacy guarantees are false");
    case bounds::Severity::wrong_number:
      return k + (one ? "printed number or constant is wrong" : "printed numbers or constants are wrong");
    case bounds::Severity::hypothesis:
      return k + (one ? "hypothesis fails where the paper applies it" : "hypotheses fail where the paper applies them");
    case bounds::Severity::unsupported:
      return k + (one ? "statement is not supported by its proof" : "statements are not supported by their proofs");
    case bounds::Severity::proof_gap:
      return k + (one ? "proof has a gap (the statement survives)" : "proofs have gaps (the statements survive)");
    case bounds::Severity::slip:
      return k + (one ? "slip or typo" : "slips and typos");
  }
  return k;
}

std::string group_title(bounds::Severity s) {
  switch (s) {
    case bounds::Severity::false_privacy:
      return "False privacy guarantees";
    case bounds::Severity::wrong_number:
      return "Wrong numbers and constants";
    case bounds::Severity::hypothesis:
      return "Hypotheses that fail at the paper's own settings";
    case bounds::Severity::unsupported:
      return "Statements the proof does not support";
    case bounds::Severity::proof_gap:
      return "Proof gaps (the statement survives)";
    case bounds::Severity::slip:
      return "Slips and typos";
  }
  return "";
}

struct ClaimCounts {
  std::size_t holds = 0, violated = 0, undecided = 0, unexpected = 0;
};
ClaimCounts count_claims(const SourceResult& sr) {
  ClaimCounts c;
  for (const auto& r : sr.claims) {
    if (r.unexpected)
      ++c.unexpected;
    else if (r.run.verdict == Status::holds)
      ++c.holds;
    else if (r.run.verdict == Status::violated)
      ++c.violated;
    else
      ++c.undecided;
  }
  return c;
}

// The verdict on a source in one sentence (the front page and report.json).
std::string verdict_sentence(const SourceResult& sr) {
  std::string s;
  std::size_t contradicted = 0;
  for (const auto sev : kSeverities) {
    std::size_t n = 0;
    for (const auto& e : sr.errata)
      if (bounds::severity(e.erratum) == sev && e.status != bounds::EvidenceStatus::contradicts) ++n;
    if (n) s += (s.empty() ? "" : "; ") + count_phrase(n, sev);
  }
  for (const auto& e : sr.errata) contradicted += e.status == bounds::EvidenceStatus::contradicts;
  if (contradicted)
    s += (s.empty() ? "" : "; ") + std::string("**") + std::to_string(contradicted) +
         (contradicted == 1 ? " recorded erratum is contradicted" : " recorded errata are contradicted") +
         " by its evidence now (unexpected)**";
  if (s.empty()) s = sr.errata.empty() ? "No erratum: nothing printed was found wrong" : "";
  return s + ".";
}

// The line under the verdict: claims counted (not listed), tables, the link to the details.
std::string checked_sentence(const SourceResult& sr) {
  const ClaimCounts c = count_claims(sr);
  std::string s;
  if (!sr.claims.empty()) {
    s += std::to_string(sr.claims.size()) + " claims checked on random instances: " + std::to_string(c.holds) + " hold";
    if (c.violated)
      s += ", " + std::to_string(c.violated) + " are violated as printed (each is evidence of a finding below)";
    if (c.undecided) s += ", " + std::to_string(c.undecided) + " undecided";
    if (c.unexpected) s += ", **" + std::to_string(c.unexpected) + " unexpected**";
    s += ".";
  }
  for (const auto& r : sr.reproductions) {
    std::size_t cells = 0;
    if (r.table)
      for (const auto& row : r.table->rows) cells += row.cells.size();
    s += std::string(s.empty() ? "" : " ") + "Table `" + r.id + "` recomputed: " +
         (r.error.empty() ? std::to_string(r.failing) + " of " + std::to_string(cells) + " cells do not reproduce"
                          : "error: " + r.error) +
         (r.unexpected ? " (**" + std::to_string(r.unexpected) + " unexpected**)" : std::string()) + ".";
  }
  return s;
}

// The decisive number of a finding: the brief of its first confirming evidence (or of the first).
std::string decisive(const ErratumResult& e) {
  for (const auto& r : e.evidence)
    if (r.status == bounds::EvidenceStatus::confirms && !r.brief.empty()) return r.brief;
  for (const auto& r : e.evidence)
    if (!r.brief.empty()) return r.brief;
  return "";
}

// Errata in severity order (stable: the paper's own order within a severity).
std::vector<const ErratumResult*> by_severity(const SourceResult& sr) {
  std::vector<const ErratumResult*> v;
  for (const auto& e : sr.errata) v.push_back(&e);
  std::stable_sort(v.begin(), v.end(), [](const ErratumResult* a, const ErratumResult* b) {
    return static_cast<int>(bounds::severity(a->erratum)) < static_cast<int>(bounds::severity(b->erratum));
  });
  return v;
}

std::string sweep_anchor(const bounds::Erratum& e) { return anchor(e.id) + "-plot"; }

// The legend: every verdict word of the report, and the severities.
const char* kLegend =
    "Verdict words (every claim, table and finding carries one):\n\n"
    "- **holds**: the claim's inequality held on its edge points and on every random instance checked inside its "
    "hypotheses (evidence, not a proof).\n"
    "- **violated**: an instance inside the hypotheses where the printed statement is false; the numbers are shown.\n"
    "- **does not reproduce**: a printed table cell differs from the value recomputed from the paper's own formulas "
    "at the printed digits.\n"
    "- **hypothesis fails**: a hypothesis of the statement is false at a setting where the paper applies it.\n"
    "- **unsupported**: the proof does not establish the printed statement, and no instance where the statement "
    "fails is known.\n"
    "- **gap confirmed**: a step of the proof is false as written, but the statement itself survives (shown by "
    "another route).\n"
    "- **recorded**: a slip noted with its reading; it has no numeric evidence to evaluate.\n"
    "- **undecided**: the enclosures overlap or no instance decided it; neither verdict could be certified.\n"
    "- **meets** / **fails** (the settings audit): a stated requirement (a hypothesis' margin, a rule, an admissible "
    "set) is certainly met, or certainly not met, at one of the paper's settings; a failure is recorded by an "
    "erratum, decided as a remark (the paper states nothing false there), or open.\n"
    "- **unexpected** (in bold): a verdict that differs from the one declared for that claim, table cell or "
    "erratum: something nobody has explained yet.\n\n"
    "Severities, most severe first: a false privacy guarantee (a printed ε, δ, ρ, RDP or noise calibration "
    "understates the privacy loss where the paper applies it); a wrong number or constant; a hypothesis that fails "
    "at the paper's own settings; a statement its proof does not support; a proof gap whose statement survives; a "
    "slip or typo.\n";

std::string label(const std::string& k) { return "<span class=\"k\">" + k + "</span> "; }

ReportSection summary(State& st, const ReportContext& ctx) {
  compute(st, ctx);
  ReportSection s{"summary", "Front page: what is wrong in each paper", "", json::object(), {}, "index"};
  std::string& md = s.markdown;
  md +=
      "Per paper: the verdict in one sentence, then every finding, most severe first, with the printed and the "
      "corrected statement, the one number that decides it, and a link to its evidence (evaluated now). Claims that "
      "hold are counted here and listed on each paper's page. [How to read the verdict words](#legend).\n\n";
  // At a glance: one row per paper.
  md += "| paper | verdict | claims that hold | details |\n|---|---|---|---|\n";
  for (const auto& sr : st.sources) {
    if (sr.errata.empty()) continue;
    const ClaimCounts c = count_claims(sr);
    md += "| [" + sr.source->name + "](#summary-" + anchor(sr.source->id) + ") | " + md_cell(verdict_sentence(sr)) +
          " | " + std::to_string(c.holds) + " of " + std::to_string(sr.claims.size()) + " | [page](#" +
          anchor(sr.source->id) + ") |\n";
  }
  md += "\n";
  for (const auto& sr : st.sources) {
    if (sr.claims.empty() && sr.errata.empty() && sr.reproductions.empty()) continue;
    const auto& src = *sr.source;
    std::size_t unexpected = 0;
    for (const auto& c : sr.claims) unexpected += c.unexpected;
    for (const auto& r : sr.reproductions) unexpected += r.unexpected;
    md += "### " + src.name + " {#summary-" + anchor(src.id) + "}\n\n";
    md += "<span class=\"verdict\">**" + verdict_sentence(sr) + "**</span> " + checked_sentence(sr) + " Details: [" +
          src.name + "](#" + anchor(src.id) + ").\n\n";
    json findings = json::array();
    for (const auto sev : kSeverities) {
      std::string items;
      std::size_t n = 0;
      for (const auto* e : by_severity(sr)) {
        const auto& x = e->erratum;
        if (bounds::severity(x) != sev) continue;
        ++n;
        const std::string dec = decisive(*e);
        items += "- " + verdict_span(e->verdict) + " **[" + short_id(x.id) + "](#" + anchor(x.id) + ") " +
                 (x.plain.empty() ? x.title : x.plain) + "** — " + x.where + ".<br>" + label("Printed:") +
                 (x.printed_text.empty() ? std::string("—") : x.printed_text) + ". " + label("Corrected:") +
                 (x.corrected_text.empty() ? std::string("—") : x.corrected_text) + "." +
                 (dec.empty() ? std::string() : " " + label("Decisive:") + dec + ".") +
                 (x.sweep ? " [Plot](#" + sweep_anchor(x) + ")." : std::string()) + "\n";
        findings.push_back(json{{"id", x.id},
                                {"severity", bounds::severity_name(sev)},
                                {"verdict", e->verdict},
                                {"plain", x.plain},
                                {"where", x.where},
                                {"printed", x.printed_text},
                                {"corrected", x.corrected_text},
                                {"decisive", dec}});
      }
      if (n) md += "#### " + group_title(sev) + " (" + std::to_string(n) + ")\n\n" + items + "\n";
    }
    // What nobody expected is listed, not counted: a claim or table cell whose verdict differs
    // from its declaration.
    std::string surprises;
    for (const auto& c : sr.claims)
      if (c.unexpected)
        surprises += "- " + verdict_span(c.verdict) + " [claim `" + c.claim->id + "`](#" + anchor(c.claim->id) +
                     "): " + md_cell(claim_evidence(c)) + "\n";
    for (const auto& r : sr.reproductions)
      if (r.unexpected)
        surprises += "- [table `" + r.id + "`](#" + anchor(r.id) + "): " + std::to_string(r.unexpected) +
                     " cells do not reproduce and no erratum explains them\n";
    // The settings audit's failures that no erratum records (bounds/audit.hpp): decided remarks, or open candidates,
    // which are unexpected.
    std::string remarks;
    std::size_t remark_count = 0;
    for (const auto& row : ctx.audit()) {
      if (bounds::source_of(row.id) != src.id || row.status != bounds::AuditStatus::fails || !row.errata.empty())
        continue;
      const std::string line = "`" + row.id + "` at " + md_cell(row.config) + ": " +
                               numeric::format_human(row.value, numeric::SafeSide::none) + ", required " +
                               row.required + " (" + md_cell(row.fails) + ")";
      if (row.open_candidate()) {
        ++unexpected;
        surprises += "- " + verdict_span("fails") + " " + line + "; " + bounds::kOpenCandidate + "\n";
      } else {
        ++remark_count;
        remarks += "- " + line + ". " + label("Remark, no erratum:") + md_cell(row.remark) + "\n";
      }
    }
    if (!surprises.empty()) md += "#### Unexpected (" + std::to_string(unexpected) + ")\n\n" + surprises + "\n";
    if (!remarks.empty())
      md += "#### Hypotheses not met at the paper's settings, decided as remarks (" + std::to_string(remark_count) +
            "; [the whole audit](#" + anchor("settings_audit") + "))\n\n" + remarks + "\n";
    // Records withdrawn on a second reading (bounds::Withdrawn): listed with the reason, never counted.
    json withdrawn = json::array();
    if (src.withdrawn) {
      std::string items;
      for (const auto& w : src.withdrawn()) {
        items += "- **" + short_id(w.id) + "** (withdrawn, not an erratum): " + md_cell(w.title) + ". " +
                 md_cell(w.reason) + (w.now.empty() ? "" : " Now recorded as `" + w.now + "`.") + "\n";
        withdrawn.push_back(json{{"id", w.id}, {"reason", w.reason}, {"now", w.now}});
      }
      if (!items.empty()) md += "#### Withdrawn (" + std::to_string(withdrawn.size()) + ")\n\n" + items + "\n";
    }
    // The data of the old summary (kept: report.json's fields are an interface), and the new.
    json errata = json::array(), claims = json::array(), repros = json::array();
    for (const auto& e : sr.errata)
      errata.push_back(json{{"id", e.erratum.id},
                            {"kind", bounds::erratum_kind_name(e.erratum.kind)},
                            {"verdict", bounds::evidence_status_name(e.status)},
                            {"evidence", evidence_line(e)}});
    for (const auto& r : sr.reproductions)
      repros.push_back(json{{"id", r.id}, {"cells_not_reproduced", r.failing}, {"unexpected", r.unexpected}});
    for (const auto& c : sr.claims)
      claims.push_back(json{{"id", c.claim->id},
                            {"verdict", proofs_check::status_name(c.run.verdict)},
                            {"expected", proofs_check::status_name(c.claim->expected.verdict)},
                            {"unexpected", c.unexpected},
                            {"certified", proofs_check::verdict_certified(c.run)}});
    const ClaimCounts cc = count_claims(sr);
    s.data[src.id] = json{{"errata", errata},
                          {"reproductions", repros},
                          {"claims", claims},
                          {"unexpected", unexpected},
                          {"verdict", verdict_sentence(sr)},
                          {"findings", findings},
                          {"withdrawn", withdrawn},
                          {"claim_counts",
                           {{"holds", cc.holds},
                            {"violated_as_printed", cc.violated},
                            {"undecided", cc.undecided},
                            {"unexpected", cc.unexpected}}}};
  }
  md += "### How to read this report {#legend}\n\n";
  md += kLegend;
  return s;
}

json cell_json(const bounds::ViewCell& c) {
  if (!c.value) return json(c.text);
  json j = interval_json(c.value->value);
  j["text"] = c.text;
  j["safe_side"] = safe_side_name(c.value->safe);
  return j;
}

// The tightness of a source's claims: one dot per claim at its worst slack (log scale); a claim
// that holds with slack 0 (tight) is drawn at the floor, a violated one by its negative slack's
// size in its own series.
std::optional<std::pair<std::string, std::string>> tightness_plot(const SourceResult& sr, json& data) {
  std::vector<const ClaimResult*> v;
  for (const auto& r : sr.claims)
    if (r.run.checked && !std::isnan(r.run.worst_slack)) v.push_back(&r);
  if (v.empty()) return std::nullopt;
  std::stable_sort(v.begin(), v.end(),
                   [](const ClaimResult* a, const ClaimResult* b) { return a->run.worst_slack < b->run.worst_slack; });
  constexpr double kFloor = 1e-20, kCeil = 1e6;
  Series holds{"holds: worst slack", {}, {}, true, {}}, violated{"violated: |worst slack|", {}, {}, true, {}};
  json points = json::array();
  for (std::size_t i = 0; i < v.size(); ++i) {
    const double w = v[i]->run.worst_slack;
    Series& s = w < 0 ? violated : holds;
    s.x.push_back(static_cast<double>(i + 1));
    s.y.push_back(std::clamp(std::fabs(w), kFloor, kCeil));
    s.labels.push_back(v[i]->claim->id + ": " + (std::isfinite(w) ? g4(w) : std::string("−∞")));
    points.push_back(json{{"id", v[i]->claim->id}, {"worst_slack", std::isfinite(w) ? json(w) : json(nullptr)}});
  }
  data = points;
  std::vector<Series> series;
  if (!holds.x.empty()) series.push_back(holds);
  if (!violated.x.empty()) series.push_back(violated);
  const std::string file = anchor(sr.source->id) + "-claim-tightness.svg";
  return std::make_pair(
      file, svg_line_plot("How tight each claim is (" + sr.source->name + ")", "claims, sorted by worst slack",
                          "slack = (rhs − lhs)/max(|lhs|, |rhs|)", series, false, true));
}

// A printed quantity against its corrected form over one parameter (Erratum::sweep).
std::optional<std::pair<std::string, std::string>> sweep_plot(const bounds::Erratum& e, unsigned bits, json& data) {
  const bounds::Sweep& w = *e.sweep;
  Series printed{"printed: " + w.printed.id, {}, {}, false, {}},
      corrected{"corrected: " + w.corrected.id, {}, {}, false, {}};
  json pts = json::array();
  for (const auto& x : w.values) {
    if (numeric::deadline_passed()) break;
    auto a =
        bounds::default_registry().evaluate(w.printed.id, bounds::with_params(w.printed.params, {{w.param, x}}), bits);
    auto b = bounds::default_registry().evaluate(w.corrected.id,
                                                 bounds::with_params(w.corrected.params, {{w.param, x}}), bits);
    const double xv = std::strtod(x.c_str(), nullptr);
    json pt{{w.param, x}};
    if (a.ok()) {
      printed.x.push_back(xv);
      printed.y.push_back(a->value.mid_double());
      pt["printed"] = interval_json(a->value);
    } else {
      pt["printed_error"] = a.error().message;
    }
    if (b.ok()) {
      corrected.x.push_back(xv);
      corrected.y.push_back(b->value.mid_double());
      pt["corrected"] = interval_json(b->value);
    } else {
      pt["corrected_error"] = b.error().message;
    }
    pts.push_back(pt);
  }
  data = pts;
  if (printed.x.empty() && corrected.x.empty()) return std::nullopt;
  return std::make_pair(sweep_anchor(e) + ".svg", svg_line_plot(short_id(e.id) + ": printed vs corrected", w.xlabel,
                                                                w.ylabel, {printed, corrected}, w.logx, w.logy));
}

ReportSection source_section(State& st, const ReportContext& ctx, std::size_t index) {
  compute(st, ctx);
  const bounds::Source& src = bounds::sources()[index];
  ReportSection s{src.id, src.name + ": " + src.title, "", json::object(), {}, src.id};
  std::string& md = s.markdown;
  const SourceResult* sr = nullptr;
  for (const auto& r : st.sources)
    if (r.source == &src) sr = &r;
  const std::string a = anchor(src.id);
  md += "Source: " + src.citation + (src.seed.empty() ? "" : " (`../shared/seeds/" + src.seed + "`)") + ". " +
        src.notes + " `privbound list " + src.id + "` lists its quantities, claims and tables.\n\n";
  if (sr) md += "<span class=\"verdict\">**" + verdict_sentence(*sr) + "**</span> " + checked_sentence(*sr) + "\n\n";
  // Views: the source's own (bounds), then those of its claims (proofs_check).
  std::vector<bounds::ReportView> views = src.views ? src.views() : std::vector<bounds::ReportView>{};
  for (const auto& cs : proofs_check::claim_sources())
    if (cs.id == src.id) {
      if (cs.views)
        for (auto& v : cs.views()) views.push_back(std::move(v));
      if (cs.experiments)  // the paper's experiments, reproduced (proofs_check/experiment.hpp)
        for (const auto& e : cs.experiments()) views.push_back(proofs_check::experiment_view(e));
    }
  // Contents of the page.
  std::string toc = "On this page:";
  auto add_toc = [&toc](const std::string& title, const std::string& id) {
    toc += std::string(toc == "On this page:" ? " " : " · ") + "[" + title + "](#" + id + ")";
  };
  if (sr && !sr->errata.empty()) add_toc("Findings", a + "-errata");
  if (sr) add_toc("Plots", a + "-plots");
  for (const auto& v : views) add_toc(v.title, anchor(src.id + "." + v.id));
  if (sr && !sr->reproductions.empty()) add_toc("Printed tables, recomputed", a + "-tables");
  if (sr && !sr->claims.empty()) add_toc("Claims", a + "-claims");
  md += toc + "\n\n";
  if (sr && !sr->errata.empty()) {
    md += "### Findings, most severe first (evidence evaluated now) {#" + a + "-errata}\n\n";
    json arr = json::array();
    for (const auto* e : by_severity(*sr)) {
      const auto& x = e->erratum;
      md += "#### " + short_id(x.id) + ": " + (x.plain.empty() ? x.title : x.plain) + " {#" + anchor(x.id) + "}\n\n";
      md += verdict_span(e->verdict) + " · " + bounds::severity_name(bounds::severity(x)) + " · " + x.where + "\n\n";
      if (!x.printed_text.empty()) md += "- Printed: " + x.printed_text + "\n";
      if (!x.corrected_text.empty()) md += "- Corrected: " + x.corrected_text + "\n";
      if (const std::string d = decisive(*e); !d.empty()) md += "- Decisive: " + d + "\n";
      md += "\n**" + x.title + ".** " + x.statement + "\n\n";
      auto ids = [](const std::vector<std::string>& v) {
        std::string o;
        for (const auto& i : v) o += (o.empty() ? "" : ", ") + ("`" + i + "`");
        return o.empty() ? std::string("—") : o;
      };
      md += "- printed form in privbound: " + ids(x.printed) + "\n- corrected form in privbound: " + ids(x.corrected) +
            "\n";
      json ev = json::array();
      for (const auto& r : e->evidence) {
        md += "- " + bounds::evidence_status_name(r.status) + ": " + r.text + "\n";
        ev.push_back(json{{"status", bounds::evidence_status_name(r.status)}, {"text", r.text}, {"brief", r.brief}});
      }
      md += "\n";
      arr.push_back(json{{"id", x.id},
                         {"kind", bounds::erratum_kind_name(x.kind)},
                         {"severity", bounds::severity_name(bounds::severity(x))},
                         {"title", x.title},
                         {"plain", x.plain},
                         {"where", x.where},
                         {"printed_text", x.printed_text},
                         {"corrected_text", x.corrected_text},
                         {"verdict", bounds::evidence_status_name(e->status)},
                         {"printed", x.printed},
                         {"corrected", x.corrected},
                         {"evidence", ev}});
    }
    s.data["errata"] = arr;
  }
  if (sr) {
    md += "### Plots {#" + a + "-plots}\n\n";
    json plots = json::object();
    for (const auto& e : sr->errata) {
      if (!e.erratum.sweep) continue;
      json d;
      if (auto f = sweep_plot(e.erratum, ctx.bits, d)) {
        md += html_anchor(sweep_anchor(e.erratum)) + "**" + short_id(e.erratum.id) +
              "**: " + (e.erratum.plain.empty() ? e.erratum.title : e.erratum.plain) + " ([finding](#" +
              anchor(e.erratum.id) + ")).\n\n";
        md += "![" + short_id(e.erratum.id) + ": `" + e.erratum.sweep->printed.id + "` (printed) and `" +
              e.erratum.sweep->corrected.id + "` (corrected) against " + e.erratum.sweep->param + "](" + f->first +
              ")\n\n";
        s.figures.push_back(std::move(*f));
      }
      plots[e.erratum.id] = d;
    }
    json tight;
    if (auto f = tightness_plot(*sr, tight)) {
      md +=
          "![The worst slack of each claim over its instances: near 0 the claim is tight, above 1e-3 it has room; "
          "violated claims are drawn by the size of their negative slack; slack 0 is drawn at 1e-20](" +
          f->first + ")\n\n";
      s.figures.push_back(std::move(*f));
    }
    plots["claim_tightness"] = tight;
    s.data["plots"] = plots;
  }
  json vj = json::object();
  for (const auto& v : views) {
    if (numeric::deadline_passed()) return s;
    auto built = v.build(ctx.bits, ctx.quick);
    md += "### " + v.title + " {#" + anchor(src.id + "." + v.id) + "}\n\n";
    if (!built.ok()) {
      md += "error: " + built.error().message + "\n\n";
      continue;
    }
    ReportSection part{v.id, v.title, "", json::object(), {}, src.id};
    render_view(*built, src.id + "." + v.id, part);
    md += part.markdown;
    vj[v.id] = part.data;
    for (auto& f : part.figures) s.figures.push_back(std::move(f));
  }
  s.data["views"] = vj;
  if (!sr) return s;
  if (!sr->reproductions.empty()) {
    md += "### Printed tables, recomputed {#" + a + "-tables}\n\n";
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
  if (!sr->claims.empty()) {
    md += "### Claims as properties {#" + a + "-claims}\n\n";
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
      md += "| " + html_anchor(c.id) + "`" + c.id + "` | " + md_cell(c.where) + " | " +
            proofs_check::form_name(c.form) + " | " + (c.kind == Kind::universal ? "∀" : "∃") + " | " +
            verdict_span(r.verdict) + " | " + std::to_string(r.run.checked) + " | " + std::to_string(r.run.tight) +
            " | " + (std::isfinite(r.run.worst_slack) ? g4(r.run.worst_slack) : "−∞ (infinite divergence)") + " |\n";
      json row{{"id", c.id},
               {"verdict", proofs_check::status_name(r.run.verdict)},
               {"expected", proofs_check::status_name(c.expected.verdict)},
               {"checked", r.run.checked},
               {"tight", r.run.tight},
               {"worst_slack", std::isfinite(r.run.worst_slack) ? json(r.run.worst_slack) : json(nullptr)},
               {"seed", r.run.seed},
               {"evidence", claim_evidence(r)}};
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
        // Numbers one way for humans (format_human: at most 6 certain digits, exact values
        // exactly); report.json keeps the full enclosure.
        md += " " + md_cell(r[i].value ? numeric::format_human(r[i].value->value, r[i].value->safe) : r[i].text) + " |";
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
      series.push_back(Series{z.label, z.x, z.y, false, {}, z.lo, z.hi});
      curves[z.label] = json{{"x", z.x}, {"y", z.y}};
      if (!z.lo.empty()) {
        curves[z.label]["lo"] = z.lo;
        curves[z.label]["hi"] = z.hi;
      }
    }
    into.figures.emplace_back(p.file, svg_line_plot(p.title, p.xlabel, p.ylabel, series, p.logx, p.logy));
    md += "![" + p.caption + "](" + p.file + ")\n\n";
    plots[p.file] = curves;
  }
  into.data = json{{"key", key}, {"tables", tables}, {"plots", plots}};
}

std::vector<SectionProvider> source_sections(const ReportContext& ctx) {
  auto st = std::make_shared<State>();
  std::vector<SectionProvider> out = {[st](const ReportContext& c) { return summary(*st, c); }};
  for (std::size_t i = 0; i < bounds::sources().size(); ++i)
    if (ctx.selected(bounds::sources()[i].id))
      out.push_back([st, i](const ReportContext& c) { return source_section(*st, c, i); });
  return out;
}

}  // namespace privbound::cli
