// `privbound report [--out DIR] [--bits N]`: every registered quantity at its built-in
// configurations, every reproduced table, and the sections of each area.
#include "report.hpp"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "commands.hpp"
#include "privbound/numeric/deadline.hpp"

namespace privbound::cli {

std::string html_escape(const std::string& s) {
  std::string o;
  for (char c : s) {
    if (c == '<')
      o += "&lt;";
    else if (c == '>')
      o += "&gt;";
    else if (c == '&')
      o += "&amp;";
    else
      o += c;
  }
  return o;
}

namespace {

std::string inline_md(const std::string& s) {
  // `code` and **bold**
  std::string e = html_escape(s), o;
  bool code = false, bold = false;
  for (std::size_t i = 0; i < e.size(); ++i) {
    if (e[i] == '`') {
      o += code ? "</code>" : "<code>";
      code = !code;
    } else if (!code && e[i] == '[' && e.find("](#", i) != std::string::npos && e.find("](#", i) < e.find(']', i) + 1) {
      // [text](#anchor): an in-page link
      const auto mid = e.find("](#", i), close = e.find(')', mid);
      if (close == std::string::npos) {
        o += e[i];
        continue;
      }
      // `code` inside the link text too (it showed its backticks in the browser)
      std::string text;
      bool in_code = false;
      for (char ch : e.substr(i + 1, mid - i - 1)) {
        if (ch != '`') {
          text += ch;
          continue;
        }
        text += in_code ? "</code>" : "<code>";
        in_code = !in_code;
      }
      if (in_code) text += "</code>";
      o += "<a href=\"" + e.substr(mid + 2, close - mid - 2) + "\">" + text + "</a>";
      i = close;
    } else if (!code && e.compare(i, 2, "**") == 0) {
      o += bold ? "</b>" : "<b>";
      bold = !bold;
      ++i;
    } else {
      o += e[i];
    }
  }
  if (code) o += "</code>";
  if (bold) o += "</b>";
  return o;
}

std::vector<std::string> split_cells(const std::string& line) {
  std::vector<std::string> cells;
  std::string cur;
  for (std::size_t i = 1; i < line.size(); ++i) {
    if (line[i] == '\\' && i + 1 < line.size() && line[i + 1] == '|') {
      cur += '|';
      ++i;
    } else if (line[i] == '|') {
      cells.push_back(cur);
      cur.clear();
    } else {
      cur += line[i];
    }
  }
  return cells;
}

}  // namespace

std::string md_cell(const std::string& s) {
  std::string o;
  for (char c : s) {
    if (c == '|')
      o += "\\|";
    else if (c == '\n' || c == '\r')
      o += ' ';
    else
      o += c;
  }
  return o;
}

std::string markdown_to_html(const std::string& md, const std::vector<std::pair<std::string, std::string>>& figures) {
  std::istringstream in(md);
  std::string line, html;
  bool in_list = false, in_table = false, table_header = false;
  auto close = [&] {
    if (in_list) html += "</ul>\n";
    if (in_table) html += "</table></div>\n";
    in_list = in_table = false;
  };
  while (std::getline(in, line)) {
    if (line.rfind("![", 0) == 0) {
      close();
      const auto l = line.find("](");
      const auto r = line.rfind(')');
      const std::string caption = line.substr(2, l - 2), file = line.substr(l + 2, r - l - 2);
      for (const auto& f : figures)
        if (f.first == file)
          html += "<figure><img src=\"" + file + "\" alt=\"" + html_escape(caption) + "\"><figcaption>" +
                  inline_md(caption) + "</figcaption></figure>\n";
    } else if (line.rfind("#", 0) == 0) {
      close();
      std::size_t lvl = line.find_first_not_of('#');
      std::string text = line.substr(lvl + 1), id;
      if (const auto a = text.rfind(" {#"); a != std::string::npos && text.back() == '}') {
        id = " id=\"" + html_escape(text.substr(a + 3, text.size() - a - 4)) + "\"";
        text = text.substr(0, a);
      }
      html += "<h" + std::to_string(lvl + 1) + id + ">" + inline_md(text) + "</h" + std::to_string(lvl + 1) + ">\n";
    } else if (line.rfind("|", 0) == 0) {
      if (in_list) {
        html += "</ul>\n";
        in_list = false;
      }
      if (!in_table) {
        html += "<div class=\"wide\"><table>\n";
        in_table = true;
        table_header = true;
      }
      if (line.find("---") != std::string::npos && line.find_first_not_of("|-: ") == std::string::npos) continue;
      html += "<tr>";
      for (const auto& c : split_cells(line))
        html += (table_header ? "<th>" : "<td>") + inline_md(c) + (table_header ? "</th>" : "</td>");
      html += "</tr>\n";
      table_header = false;
    } else if (line.rfind("- ", 0) == 0) {
      if (in_table) {
        html += "</table></div>\n";
        in_table = false;
      }
      if (!in_list) {
        html += "<ul>\n";
        in_list = true;
      }
      html += "<li>" + inline_md(line.substr(2)) + "</li>\n";
    } else if (line.empty()) {
      close();
    } else {
      close();
      html += "<p>" + inline_md(line) + "</p>\n";
    }
  }
  close();
  return html;
}

ReportSection quantities_section(const ReportContext& ctx) {
  ReportSection s{
      "quantities", "Appendix: every registered quantity at its built-in configurations", "", json::array(), {}};
  const auto& reg = bounds::default_registry();
  Progress progress("report: quantities", reg.all().size());
  std::string md = "Enclosures at " + std::to_string(ctx.bits) +
                   " bits; only certain digits are shown, and for one-sided quantities the value is rounded toward its "
                   "safe side (a valid bound as printed). `safe` is the conservative end.\n\n"
                   "| id | configuration | value | safe | source |\n|---|---|---|---|---|\n";
  for (const auto& q : reg.all()) {
    progress.step(q.id);
    for (const auto& cfg : q.configs) {
      if (numeric::deadline_passed()) return s;  // the report ends with exit 3 (add_report_command)
      auto r = reg.evaluate(q.id, cfg.params, ctx.bits);
      json row{{"id", q.id}, {"config", cfg.name}, {"params", cfg.params}};
      if (r.ok()) {
        row["result"] = evaluation_json(q.id, q.title, *r, ctx.bits);
        md += "| `" + q.id + "` | " + md_cell(cfg.name) + " | " + md_cell(headline(*r)) + " | " +
              safe_side_name(r->safe) + " " + numeric::decimal_safe(r->value, r->safe, 8) + " | " + md_cell(r->source) +
              " |\n";
      } else {
        row["error"] = r.error().message;
        md += "| `" + q.id + "` | " + md_cell(cfg.name) + " | error: " + md_cell(r.error().message) + " | | |\n";
      }
      s.data.push_back(row);
    }
  }
  s.markdown = md;
  return s;
}

void add_report_command(CLI::App& app, int& code) {
  auto* sub = app.add_subcommand("report", "Write the report folder (index.html, report.md, report.json)");
  static std::string out = "privbound-report";
  static unsigned bits = 128;
  sub->add_option("--out", out, "Output folder");
  add_bits_option(sub, bits, 32, "Working precision in bits");
  static bool quick = false;
  sub->add_flag("--quick", quick, "Smaller sweeps (for tests)");
  static double time_limit = 0;
  add_time_limit_option(sub, time_limit);
  sub->callback([&code] {
    start_time_limit(time_limit, "report");
    ReportContext ctx{bits, quick};
    std::vector<ReportSection> sections;
    std::vector<SectionProvider> providers = source_sections();
    providers.push_back(quantities_section);
    for (const auto& provider : providers) {
      sections.push_back(provider(ctx));
      if (numeric::deadline_passed()) {
        // Sections poll the deadline and return early; an incomplete report is not written.
        std::string done;
        for (std::size_t i = 0; i + 1 < sections.size(); ++i) done += (done.empty() ? "" : ", ") + sections[i].id;
        code = fail(time_limit_error("report", std::to_string(sections.size() - 1) + " of " +
                                                   std::to_string(providers.size()) + " sections finished (" +
                                                   (done.empty() ? std::string("none") : done) + "), section " +
                                                   sections.back().id + " was cut short; no files were written"));
        return;
      }
    }
    std::error_code ec;
    std::filesystem::create_directories(out, ec);
    if (ec) {
      code = fail_invalid("report: --out must be a writable folder, but is \"" + out + "\" (" + ec.message() + ").");
      return;
    }
    std::string md = "# privbound report\n\nprivbound " + std::string(kVersion) + ", " + std::to_string(bits) +
                     " bits. Every number is a certified enclosure unless marked otherwise; claim checks run in high "
                     "precision (not certified) on random instances with a fixed seed.\n\n";
    json j{{"version", kVersion}, {"bits", bits}, {"sections", json::object()}};
    std::string body;
    std::vector<std::pair<std::string, std::string>> figures;
    for (const auto& s : sections) {
      md += "## " + s.title + " {#" + s.id + "}\n\n" + s.markdown + "\n";
      j["sections"][s.id] = json{{"title", s.title}, {"data", s.data}};
      for (const auto& f : s.figures) {
        figures.push_back(f);
        std::ofstream(std::filesystem::path(out) / f.first) << f.second;
      }
    }
    body = markdown_to_html(md, figures);
    std::ofstream(std::filesystem::path(out) / "report.md") << md;
    std::ofstream(std::filesystem::path(out) / "report.json") << j.dump(2) << "\n";
    std::ofstream(std::filesystem::path(out) / "index.html")
        << "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>privbound report</title>\n"
           "<meta name=\"viewport\" content=\"width=device-width\">\n"
           "<style>body{font-family:sans-serif;max-width:1100px;margin:2em auto;padding:0 1em;line-height:1.4;"
           "overflow-wrap:anywhere}div.wide{max-width:100%;overflow-x:auto}"
           "table{border-collapse:collapse;font-size:90%}td,th{border:1px solid #ccc;padding:2px 6px;"
           "vertical-align:top}code{background:#f4f4f4}figure{margin:1em 0}img{max-width:100%;height:auto}"
           "</style></head><body>\n"
        << body << "</body></html>\n";
    std::cout << "report written to " << out << "/ (index.html, report.md, report.json)\n";
    code = kOk;
  });
}

}  // namespace privbound::cli
