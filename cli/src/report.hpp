// The report: a self-contained folder assembled from sections. Each section goes to one HTML page
// (index.html: the front page a reviewer reads first; <source>.html: one page of details per
// source; quantities.html: the appendix) and, in the same order, to report.md; report.json has
// every number. Links are written once as in-document anchors (`[text](#anchor)`); the HTML
// pages rewrite those whose target is on another page (html_pages).
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "common.hpp"
#include "privbound/bounds/audit.hpp"
#include "privbound/bounds/reproduction.hpp"
#include "privbound/bounds/source.hpp"

namespace privbound::cli {

using Figures = std::vector<std::pair<std::string, std::string>>;  // file name -> SVG text

struct ReportSection {
  std::string id;  // stable key in report.json
  std::string title;
  std::string markdown;  // body; "![caption](name.svg)" embeds a figure from `figures`
  json data;             // machine-readable content
  Figures figures;
  std::string page = "index";  // its HTML page: "index", a source id, or "quantities"
};

struct ReportContext {
  unsigned bits = 128;
  bool quick = false;               // smaller sweeps (used by tests)
  std::vector<std::string> papers;  // `report --paper ID`: only these sources; empty: every source
  bool selected(const std::string& source_id) const;
  // The settings audit of the selected sources (bounds/audit.hpp), computed on first use and shared by the copies of
  // this context: the front page and the appendix read the same rows.
  const std::vector<bounds::AuditRow>& audit() const;
  mutable std::shared_ptr<const std::vector<bounds::AuditRow>> audit_rows = nullptr;
};

using SectionProvider = std::function<ReportSection(const ReportContext&)>;

// The front page (every selected source's verdict and findings), then one section per selected source
// (bounds::sources() order), each on its own page.
std::vector<SectionProvider> source_sections(const ReportContext& ctx);
// The appendix: every registered quantity of the selected sources at its built-in configurations (page
// "quantities").
ReportSection quantities_section(const ReportContext& ctx);
// Every stated requirement at every configuration (bounds/audit.hpp), on the appendix page (audit.cpp).
ReportSection audit_section(const ReportContext& ctx);

// ---- Markdown, one way ----------------------------------------------------------------------------
// The anchor of any id, one rule everywhere (headings, table rows, links): every character
// other than an ASCII letter or digit becomes '-' (`some_paper.E1` -> `some-paper-E1`).
std::string anchor(const std::string& id);
// The only raw HTML the report's Markdown uses (valid inline HTML in report.md, kept as markup by
// markdown_to_html; anything else is shown as text): an anchor `<a id="x"></a>`, a line break
// `<br>`, and a span with one class `<span class="c">…</span>` (verdict words: class "v").
std::string html_anchor(const std::string& id);
std::string verdict_span(const std::string& verdict);

// A Markdown table cell: pipes escaped (`||A||` stays one cell), line breaks removed.
std::string md_cell(const std::string& s);
// A view (tables and plots) as Markdown + figures + JSON.
void render_view(const bounds::View& v, const std::string& heading, ReportSection& into);

json reproduced_table_json(const bounds::ReproducedTable& t, unsigned bits);
std::string reproduced_table_markdown(const bounds::ReproducedTable& t);
// Cells that do not reproduce and that no erratum records (reproduce exits 1 when any).
std::size_t unexpected_cells(const bounds::ReproducedTable& t);

// Minimal Markdown -> HTML for the subset the report uses (headings with {#id}, paragraphs,
// lists, pipe tables, code spans, bold, in-page links, the raw HTML above, figures as <img>).
std::string markdown_to_html(const std::string& md, const Figures& figures);

// <, > and & as entities (HTML and SVG text).
std::string html_escape(const std::string& s);

// The HTML pages of a report: one per distinct ReportSection::page, in order of first
// appearance ("index" -> index.html, "<id>" -> <id>.html), each with the same navigation bar
// and style. A link `href="#x"` whose target id is on another page becomes `href="<file>#x"`.
struct HtmlPage {
  std::string file, title, html;
};
std::vector<HtmlPage> html_pages(const std::vector<ReportSection>& sections, const std::string& heading_md);

// A line plot as a standalone SVG. Series share the x axis; log axes are optional. A series with
// `points` is drawn as dots (with `labels`, one tooltip per dot) instead of a line.
struct Series {
  std::string label;
  std::vector<double> x, y;
  bool points = false;
  std::vector<std::string> labels;
  std::vector<double> lo = {}, hi = {};  // a shaded band around the line (empty: none)
};
std::string svg_line_plot(const std::string& title, const std::string& xlabel, const std::string& ylabel,
                          const std::vector<Series>& series, bool logx = false, bool logy = false);

}  // namespace privbound::cli
