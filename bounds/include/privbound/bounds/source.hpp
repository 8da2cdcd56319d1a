// A source — a paper, or the accountant — described once (STYLE.md, "A paper is a plug-in"):
// its id (the first component of every id it owns), its citation (stored here and nowhere
// else), its quantities, reproductions, errata and report views. bounds/src/sources.cpp keeps
// the table; the registry, `privbound list/eval/reproduce/report` and the tests iterate it and
// know no paper by name. proofs_check keeps the matching table of claims
// (proofs_check/source.hpp).
//
// Adding a paper: its folder bounds/src/<paper>/ with one `Source <paper>_source()` and one
// line in bounds/src/sources.cpp.
#pragma once

#include <cstddef>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "privbound/bounds/registry.hpp"
#include "privbound/bounds/reproduction.hpp"

namespace privbound::bounds {

using Params = std::map<std::string, std::string>;

// ---- errata as data -----------------------------------------------------------------------------
// One live evaluation of a registered quantity.
struct QuantityAt {
  std::string id;
  Params params;
};

// One piece of evidence for an erratum, evaluated when the report (or `privbound errata`) runs:
//  - value:   shows `quantity` (no verdict; context for the reader);
//  - compare: `quantity` (the printed side) is certainly below (`order` = less) or above
//             (greater) `other` — a second quantity, or the exact number `literal`;
//  - cell:    cell (`row`, `column`) of reproduction `target` does not reproduce;
//  - claim:   claim `target` (proofs_check) is violated on its random instances;
//  - control: claim `target`'s negative control (instances outside its hypotheses) is violated —
//             evidence that a paper's setting lies outside the hypotheses.
// Build them with the named constructors below (designated fields stay readable in tables).
struct Evidence {
  enum class Kind { value, compare, cell, claim, control };
  enum class Order { less, greater };
  Kind kind = Kind::value;
  std::string label;
  QuantityAt quantity, other;
  std::string literal;
  Order order = Order::less;
  std::string target;
  std::size_t row = 0;
  std::string column;
  std::vector<long> point;  // claim: a pinned instance (the claim's coordinates), checked directly

  static Evidence value(std::string label, QuantityAt q);
  static Evidence less(std::string label, QuantityAt printed, QuantityAt corrected);
  static Evidence greater(std::string label, QuantityAt printed, QuantityAt corrected);
  static Evidence above(std::string label, QuantityAt q, std::string literal);  // q certainly > literal
  static Evidence below(std::string label, QuantityAt q, std::string literal);  // q certainly < literal
  static Evidence cell(std::string reproduction, std::size_t row, std::string column);
  static Evidence claim(std::string claim_id);                              // a run on random instances
  static Evidence claim_at(std::string claim_id, std::vector<long> point);  // one pinned instance
  static Evidence control(std::string claim_id);
};

// What kind of mistake: a wrong number or constant, a hypothesis that fails, a typo that changes
// a formula, a table cell, a gap in a proof (the statement survives), a slip without effect, or
// a statement its proof does not support and that no known instance contradicts (unsupported).
enum class ErratumKind { number, hypothesis, typo, table, proof_gap, slip, unsupported };
std::string erratum_kind_name(ErratumKind k);

// How much an erratum matters to a reader, most severe first (the report's front page orders the
// findings by it): a printed privacy guarantee that is false (Erratum::privacy), a wrong number
// or constant (number, table), a hypothesis that fails where the paper applies it, a statement
// its proof does not support, a proof gap (the statement survives), slips and typos.
enum class Severity { false_privacy, wrong_number, hypothesis, unsupported, proof_gap, slip };
std::string severity_name(Severity s);  // "false privacy guarantee", "wrong number", ...

// A printed quantity against its corrected form over one parameter: the report plots both.
struct Sweep {
  std::string param;                // the parameter on the x axis
  std::vector<std::string> values;  // exact decimals, increasing
  QuantityAt printed, corrected;    // at the other parameters (`param` is set per point)
  std::string xlabel, ylabel;
  bool logx = false, logy = false;
};

struct Erratum {
  std::string id;  // "<source>.E1" — an interface, never renamed
  ErratumKind kind = ErratumKind::number;
  std::string title;                   // one line
  std::string where;                   // the paper's place (theorem, line numbers)
  std::vector<std::string> printed;    // ids (quantities or claims) that encode the printed form
  std::vector<std::string> corrected;  // ids that encode the corrected form
  std::string statement;               // one paragraph: what is printed, what holds, why
  std::vector<Evidence> evidence;
  // For the report's front page, what a reviewer reads first (default member initializers, so a
  // designated initializer may stop before them without -Wmissing-field-initializers):
  bool privacy = false;                       // the printed privacy guarantee (eps, delta, rho, RDP,
                                              // a noise calibration) is false: it understates the loss
  std::string plain = {};                     // plain-language title, no notation to decode (one line)
  std::string printed_text = {};              // the printed statement, written out (one line)
  std::string corrected_text = {};            // what holds instead, written out (one line)
  std::optional<Sweep> sweep = std::nullopt;  // printed vs corrected over a parameter, plotted
};
// The erratum's severity (its kind, and `privacy` for a false guarantee).
Severity severity(const Erratum& e);

// The outcome of one piece of evidence (or of an erratum: the combination of its evidence).
enum class EvidenceStatus { confirms, contradicts, undecided, shown };
std::string evidence_status_name(EvidenceStatus s);
struct EvidenceResult {
  EvidenceStatus status = EvidenceStatus::undecided;
  std::string text;   // one line with the numbers
  std::string brief;  // the decisive number without ids, for the report's front page
                      // ("E = 1, eps = 1: printed 2.3 < corrected 3.4"); "" when there is none
};
// Two values as short texts that differ: the fewest significant digits (at least 4, at most 17)
// at which format_human tells them apart ("0.01039" and "0.01", not "0.0104" and "0.01").
std::pair<std::string, std::string> distinct_texts(const Interval& a, const Interval& b);
// value / compare / cell. Claims and controls need proofs_check: this returns `undecided` for
// them (proofs_check::evaluate_evidence runs them).
EvidenceResult evaluate_evidence(const Evidence& e, unsigned bits);
// An erratum is confirmed when every piece of evidence that can confirm does, contradicted when
// one contradicts, undecided otherwise.
EvidenceStatus combine_evidence(const std::vector<EvidenceResult>& results);

// ---- report views ------------------------------------------------------------------------------
// Generic content a source contributes to the report: tables and plots of computed numbers,
// rendered by one renderer (cli/) that knows no paper.
struct ViewCell {
  std::string text;
  std::optional<Evaluation> value;  // the certified value behind the text (for report.json)
};
struct ViewTable {
  std::string key;      // stable key in report.json
  std::string caption;  // one paragraph above the table
  std::vector<std::string> header;
  std::vector<std::vector<ViewCell>> rows;
};
struct PlotSeries {
  std::string label;
  std::vector<double> x, y;
  std::vector<double> lo = {}, hi = {};  // a band around y (a confidence interval), drawn shaded; empty: none
};
struct ViewPlot {
  std::string file;  // <name>.svg, unique in the report
  std::string title, xlabel, ylabel, caption;
  std::vector<PlotSeries> series;
  bool logx = false, logy = false;
};
struct View {
  std::string text;  // one paragraph
  std::vector<ViewTable> tables;
  std::vector<ViewPlot> plots;
};
// A registry evaluation as a table cell (its safe-side headline, or the error).
ViewCell view_cell(const std::string& id, const Params& params, unsigned bits);
// `p` with the entries of `more` added or replaced.
Params with_params(Params p, const Params& more);

struct ReportView {
  std::string id, title;
  // quick: smaller sweeps (tests). Long loops poll numeric::deadline_passed() and return early.
  std::function<Result<View>(unsigned bits, bool quick)> build;
};

// A finding recorded as an erratum and withdrawn on a second reading: no false statement of the paper
// stands behind it (STYLE.md, "Errata: what counts"). Its id is never reused; the docs and the report
// list it with the reason, and nothing counts it as an erratum.
struct Withdrawn {
  std::string id;      // the erratum id it had ("<source>.E22")
  std::string title;   // what had been recorded (one line)
  std::string where;   // the paper's place
  std::string reason;  // why it is not an erratum: what the paper says there
  std::string now;     // what encodes the observation now (a claim id, or "")
};

// ---- the source itself -----------------------------------------------------------------------------
struct Source {
  std::string id;        // "chan_xie_zhao"; the first component of every id it owns
  std::string name;      // short, for headings: "Chan, Xie, Zhao"
  std::string title;     // the paper's title (or what the source is)
  std::string citation;  // the full citation, stored once: cite() builds every other from it
  std::string seed;      // its file under ../shared/seeds/ ("" when none)
  std::string notes;     // one paragraph for the report: conventions, forms, where the errata live
  std::function<void(Registry&)> quantities;
  std::function<std::vector<Reproduction>()> reproductions;
  std::function<std::vector<Erratum>()> errata;
  std::function<std::vector<ReportView>()> views;
  std::function<std::vector<Withdrawn>()> withdrawn = {};  // errata withdrawn (none by default)
};

// The table of sources (bounds/src/sources.cpp), in report order.
const std::vector<Source>& sources();
const Source* find_source(const std::string& id);
// Adds a source (a fixture paper in a test, a plug-in). Must run before the first use of
// default_registry() or default_reproductions(); later it is an error (they are built once).
Result<bool> add_source(Source s);
// "<citation>, <where>": every citation of a source's quantities, tables and claims.
std::string cite(const std::string& source_id, const std::string& where);
// The source of an id: its first component (`chan_xie_zhao.lemma6_5` -> `chan_xie_zhao`).
std::string source_of(const std::string& id);

// Every erratum of every source, and one by id.
std::vector<Erratum> all_errata();
std::optional<Erratum> find_erratum(const std::string& id);
// Every withdrawn erratum (Withdrawn) of every source.
std::vector<Withdrawn> all_withdrawn();
// docs/errata/<source>.md, generated from the errata data (a test keeps the committed file
// equal to it; regenerate with scripts/gen_errata_docs.sh). The evidence is described here and
// evaluated live by `privbound report`.
std::string errata_markdown(const Source& s);
// The erratum whose evidence names cell (`row`, `column`) of a reproduction ("" when none): a
// cell that does not reproduce is expected exactly when an erratum records it.
std::string erratum_for_cell(const std::string& reproduction, std::size_t row, const std::string& column);

}  // namespace privbound::bounds
