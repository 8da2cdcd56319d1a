// `privbound report [--out DIR] [--bits N]`: every registered quantity at its built-in
// configurations, every reproduced table, and the sections of each area.
#include "report.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
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

// The length of the whitelisted raw HTML tag at s[i] (see html_anchor, verdict_span), or 0.
std::size_t raw_tag(const std::string& s, std::size_t i) {
  auto word_until = [&](std::size_t from, char end) -> std::size_t {  // [A-Za-z0-9_-]+ then `end`
    std::size_t j = from;
    while (j < s.size() && (std::isalnum(static_cast<unsigned char>(s[j])) || s[j] == '-' || s[j] == '_')) ++j;
    return j > from && j < s.size() && s[j] == end ? j : std::string::npos;
  };
  if (s.compare(i, 4, "<br>") == 0) return 4;
  if (s.compare(i, 7, "</span>") == 0) return 7;
  if (s.compare(i, 7, "<a id=\"") == 0) {
    const std::size_t q = word_until(i + 7, '"');
    if (q != std::string::npos && s.compare(q, 6, "\"></a>") == 0) return q + 6 - i;
  }
  if (s.compare(i, 13, "<span class=\"") == 0) {
    const std::size_t q = word_until(i + 13, '"');
    if (q != std::string::npos && s.compare(q, 2, "\">") == 0) return q + 2 - i;
  }
  return 0;
}

// Escapes everything but the whitelisted tags, which are replaced by \x01<n>\x02 placeholders
// (restored by restore_tags once the inline Markdown is rendered).
std::string protect_tags(const std::string& s, std::vector<std::string>& tags) {
  std::string o;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '<') {
      if (const std::size_t n = raw_tag(s, i)) {
        o += "\x01" + std::to_string(tags.size()) + "\x02";
        tags.push_back(s.substr(i, n));
        i += n - 1;
        continue;
      }
    }
    o += html_escape(std::string(1, s[i]));
  }
  return o;
}

std::string restore_tags(const std::string& s, const std::vector<std::string>& tags) {
  std::string o;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '\x01') {
      const std::size_t end = s.find('\x02', i);
      o += tags.at(std::stoul(s.substr(i + 1, end - i - 1)));
      i = end;
    } else {
      o += s[i];
    }
  }
  return o;
}

std::string inline_md(const std::string& s) {
  // `code` and **bold**, [text](#anchor), and the whitelisted raw HTML
  std::vector<std::string> tags;
  std::string e = protect_tags(s, tags), o;
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
  return restore_tags(o, tags);
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

std::string markdown_to_html(const std::string& md, const Figures& figures) {
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
      html += "<h" + std::to_string(lvl) + id + ">" + inline_md(text) + "</h" + std::to_string(lvl) + ">\n";
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

std::string anchor(const std::string& id) {
  std::string a;
  for (char c : id) a += std::isalnum(static_cast<unsigned char>(c)) ? c : '-';
  return a;
}

std::string html_anchor(const std::string& id) { return "<a id=\"" + anchor(id) + "\"></a>"; }

std::string verdict_span(const std::string& verdict) { return "<span class=\"v\">" + verdict + "</span>"; }

namespace {

// The style of every page. No mid-word breaks: long words wrap only at their own break points;
// verdict words, code (ids) and numbers in tables never break; a wide table scrolls in its box.
const char* kStyle =
    "body{font-family:'DejaVu Sans',sans-serif;max-width:1100px;margin:1.2em auto;padding:0 1em;line-height:1.4;"
    "font-size:15px;color:#222}"
    "nav{font-size:90%;border-bottom:1px solid #ccc;padding-bottom:.4em;margin-bottom:1em}nav a{margin-right:.9em}"
    "h1{font-size:1.6em}h2{font-size:1.35em;margin-top:1.6em}h3{font-size:1.15em;margin-top:1.3em}"
    "h4{font-size:1em;margin:1em 0 .3em}"
    "div.wide{max-width:100%;overflow-x:auto}table{border-collapse:collapse;font-size:90%}"
    "td,th{border:1px solid #ccc;padding:2px 6px;vertical-align:top}td{overflow-wrap:normal}"
    "code{background:#f4f4f4;white-space:nowrap}.v{white-space:nowrap;font-weight:bold}.k{color:#555;font-style:italic}"
    "span.verdict{display:block;font-size:1.05em;background:#f6f6f0;border-left:4px solid #b58900;padding:.3em .6em}"
    "li{margin:.3em 0}"
    // A token longer than a whole line (a matrix in a counterexample) may break; words never do.
    "p,li{overflow-wrap:break-word}"
    "figure{margin:1em 0}img{max-width:100%;height:auto}";

std::string page_file(const std::string& page) { return (page == "index" ? std::string("index") : page) + ".html"; }

}  // namespace

std::vector<HtmlPage> html_pages(const std::vector<ReportSection>& sections, const std::string& heading_md) {
  // Pages in order of first appearance, each with its sections' Markdown and figures.
  struct Acc {
    std::string page, title, md;
    Figures figures;
  };
  std::vector<Acc> acc;
  for (const auto& s : sections) {
    auto it = std::find_if(acc.begin(), acc.end(), [&](const Acc& a) { return a.page == s.page; });
    if (it == acc.end()) {
      acc.push_back(Acc{s.page, s.title, s.page == "index" ? heading_md : "", {}});
      it = acc.end() - 1;
    }
    it->md += "## " + s.title + " {#" + anchor(s.id) + "}\n\n" + s.markdown + "\n";
    it->figures.insert(it->figures.end(), s.figures.begin(), s.figures.end());
  }
  std::vector<HtmlPage> pages;
  std::map<std::string, std::string> where;  // anchor -> file
  for (const auto& a : acc) {
    HtmlPage p{page_file(a.page), a.page == "index" ? std::string("privbound report") : a.title,
               markdown_to_html(a.md, a.figures)};
    for (std::size_t i = p.html.find(" id=\""); i != std::string::npos; i = p.html.find(" id=\"", i + 1)) {
      const std::size_t end = p.html.find('"', i + 5);
      where.emplace(p.html.substr(i + 5, end - i - 5), p.file);
    }
    pages.push_back(std::move(p));
  }
  // The navigation bar names each page by its title's head, a long author list by its first author.
  auto short_name = [](const std::string& title) {
    const std::string head = title.substr(0, title.find(':'));
    if (std::count(head.begin(), head.end(), ',') < 3) return head;
    return head.substr(0, head.find(',')) + " et al.";
  };
  std::string nav = "<nav><a href=\"index.html\">Front page</a>";
  for (const auto& a : acc)
    if (a.page != "index") nav += "<a href=\"" + page_file(a.page) + "\">" + html_escape(short_name(a.title)) + "</a>";
  nav += "</nav>\n";
  for (auto& p : pages) {
    // Links to another page's anchor name that page.
    std::string out;
    std::size_t pos = 0;
    for (std::size_t i = p.html.find("href=\"#"); i != std::string::npos; i = p.html.find("href=\"#", i + 1)) {
      const std::size_t end = p.html.find('"', i + 7);
      const std::string id = p.html.substr(i + 7, end - i - 7);
      const auto w = where.find(id);
      out += p.html.substr(pos, i + 6 - pos);
      if (w != where.end() && w->second != p.file) out += w->second;
      pos = i + 6;
    }
    out += p.html.substr(pos);
    p.html = "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>" + html_escape(p.title) +
             "</title>\n<meta name=\"viewport\" content=\"width=device-width\">\n<style>" + kStyle +
             "</style></head><body>\n" + nav + out + "</body></html>\n";
  }
  return pages;
}

ReportSection quantities_section(const ReportContext& ctx) {
  ReportSection s{"quantities", "Appendix: every registered quantity at its built-in configurations",
                  "",           json::array(),
                  {},           "quantities"};
  const auto& reg = bounds::default_registry();
  Progress progress("report: quantities", reg.all().size());
  std::string md = "Enclosures at " + std::to_string(ctx.bits) +
                   " bits, shown with at most 6 significant digits, all certain (report.json has every digit); "
                   "exact values are shown exactly. One-sided quantities show their safe end rounded toward the "
                   "safe side, so each number is a valid bound as printed.\n\n"
                   "| id | configuration | value | safe side | source |\n|---|---|---|---|---|\n";
  for (const auto& q : reg.all()) {
    progress.step(q.id);
    if (!ctx.selected(bounds::source_of(q.id))) continue;
    for (const auto& cfg : q.configs) {
      if (numeric::deadline_passed()) return s;  // the report ends with exit 3 (add_report_command)
      auto r = reg.evaluate(q.id, cfg.params, ctx.bits);
      json row{{"id", q.id}, {"config", cfg.name}, {"params", cfg.params}};
      if (r.ok()) {
        row["result"] = evaluation_json(q.id, q.title, *r, ctx.bits);
        md += "| `" + q.id + "` | " + md_cell(cfg.name) + " | " + md_cell(numeric::format_human(r->value, r->safe)) +
              " | " + safe_side_name(r->safe) + " | " + md_cell(r->source) + " |\n";
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

bool ReportContext::selected(const std::string& source_id) const {
  return papers.empty() || std::find(papers.begin(), papers.end(), source_id) != papers.end();
}

const std::vector<bounds::AuditRow>& ReportContext::audit() const {
  if (!audit_rows)
    audit_rows = std::make_shared<const std::vector<bounds::AuditRow>>(
        bounds::audit_settings(bounds::default_registry(), bits, papers));
  return *audit_rows;
}

void add_report_command(CLI::App& app, int& code) {
  auto* sub = app.add_subcommand("report",
                                 "Write the report folder (index.html, one page per source, "
                                 "quantities.html, report.md, report.json, figures)");
  static std::string out = "privbound-report";
  static unsigned bits = 128;
  sub->add_option("--out", out, "Output folder");
  add_bits_option(sub, bits, 32, "Working precision in bits");
  static bool quick = false;
  sub->add_flag("--quick", quick, "Smaller sweeps (for tests)");
  static std::vector<std::string> papers;
  sub->add_option("--paper", papers,
                  "Only this source's section and its quantities (repeatable; a source is the first part of every id, "
                  "as `privbound list` shows them); default every source");
  static double time_limit = 0;
  add_time_limit_option(sub, time_limit);
  sub->callback([&code] {
    for (const auto& p : papers)
      if (!bounds::find_source(p)) {
        code = fail_unknown_source("report --paper", p);
        return;
      }
    // The output folder first: a report that cannot be written is refused before any work.
    {
      std::error_code ec;
      std::filesystem::create_directories(out, ec);
      const auto probe = std::filesystem::path(out) / ".privbound-write-test";
      bool writable = !ec && std::filesystem::is_directory(out, ec);
      if (writable) {
        std::ofstream f(probe);
        writable = static_cast<bool>(f << "ok");
      }
      std::filesystem::remove(probe, ec);
      if (!writable) {
        code =
            fail_invalid("report: --out must be a writable folder, but is \"" + one_line(out.substr(0, 200)) + "\".");
        return;
      }
    }
    start_time_limit(time_limit, "report");
    const ReportContext ctx{bits, quick, papers};
    std::vector<ReportSection> sections;
    std::vector<SectionProvider> providers = source_sections(ctx);
    providers.push_back(audit_section);
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
    const std::string heading =
        "# privbound report\n\nprivbound " + std::string(kVersion) + ", " + std::to_string(bits) +
        " bits. Every number is a certified enclosure unless marked otherwise; claim checks run in high precision "
        "(not certified) on random instances with a fixed seed. This page is the verdict on each paper; the "
        "details of each are one click away.\n\n";
    std::string md = heading + "Contents:";
    for (std::size_t i = 0; i < sections.size(); ++i)
      md += std::string(i ? " ·" : "") + " [" + sections[i].title.substr(0, sections[i].title.find(':')) + "](#" +
            anchor(sections[i].id) + ")";
    md += "\n\n";
    json j{{"version", kVersion}, {"bits", bits}, {"sections", json::object()}};
    for (const auto& s : sections) {
      md += "## " + s.title + " {#" + anchor(s.id) + "}\n\n" + s.markdown + "\n";
      j["sections"][s.id] = json{{"title", s.title}, {"page", page_file(s.page)}, {"data", s.data}};
      for (const auto& f : s.figures) std::ofstream(std::filesystem::path(out) / f.first) << f.second;
    }
    std::ofstream(std::filesystem::path(out) / "report.md") << md;
    std::ofstream(std::filesystem::path(out) / "report.json") << j.dump(2) << "\n";
    for (const auto& p : html_pages(sections, heading)) std::ofstream(std::filesystem::path(out) / p.file) << p.html;
    std::cout << "report written to " << out << "/ (index.html, report.md, report.json)\n";
    code = kOk;
  });
}

}  // namespace privbound::cli
