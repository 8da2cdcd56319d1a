// The report: a self-contained folder (index.html, report.md, report.json) assembled from
// sections. Each area contributes a section provider (see report.cpp: all_sections()).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "common.hpp"
#include "privbound/bounds/reproduction.hpp"
#include "privbound/bounds/source.hpp"

namespace privbound::cli {

struct ReportSection {
  std::string id;  // stable key in report.json
  std::string title;
  std::string markdown;  // body; "![caption](name.svg)" embeds a figure from `figures`
  json data;             // machine-readable content
  std::vector<std::pair<std::string, std::string>> figures;  // file name -> SVG text
};

struct ReportContext {
  unsigned bits = 128;
  bool quick = false;  // smaller sweeps (used by tests)
};

using SectionProvider = std::function<ReportSection(const ReportContext&)>;

// One section per source (bounds::sources()), after an opening summary of every verdict.
std::vector<SectionProvider> source_sections();
// The appendix: every registered quantity at its built-in configurations.
ReportSection quantities_section(const ReportContext& ctx);

// A Markdown table cell: pipes escaped (`||A||` stays one cell), line breaks removed.
std::string md_cell(const std::string& s);
// A view (tables and plots) as Markdown + figures + JSON.
void render_view(const bounds::View& v, const std::string& heading, ReportSection& into);

json reproduced_table_json(const bounds::ReproducedTable& t, unsigned bits);
std::string reproduced_table_markdown(const bounds::ReproducedTable& t);
// Cells that do not reproduce and that no erratum records (reproduce exits 1 when any).
std::size_t unexpected_cells(const bounds::ReproducedTable& t);

// Minimal Markdown -> HTML for the subset the report uses (headings, paragraphs, lists,
// pipe tables, code spans, bold, figures inlined as SVG).
std::string markdown_to_html(const std::string& md, const std::vector<std::pair<std::string, std::string>>& figures);

// <, > and & as entities (HTML and SVG text).
std::string html_escape(const std::string& s);

// A line plot as a standalone SVG. Series share the x axis; log axes are optional.
struct Series {
  std::string label;
  std::vector<double> x, y;
};
std::string svg_line_plot(const std::string& title, const std::string& xlabel, const std::string& ylabel,
                          const std::vector<Series>& series, bool logx = false, bool logy = false);

}  // namespace privbound::cli
