// The report's pieces as units (issue 28): the Markdown subset (raw HTML whitelist, anchors),
// the pages and their links, the README's coverage paragraph. The whole report, built once, is
// checked end to end in cli_test.cpp (Issue28Report.*) and in a browser
// (tests/report_browser_test.sh).
#include "report.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "list.hpp"

namespace privbound::cli {
namespace {

// Item 1: a claim's row anchor is markup, not text; any other tag stays text.
TEST(ReportMarkdown, WhitelistedTagsAreMarkupEverythingElseIsText) {
  const std::string md = "| claim | verdict |\n|---|---|\n| " + html_anchor("ryu_kim.thm4_4") + "`ryu_kim.thm4_4` | " +
                         verdict_span("holds") + " |\n\nA <script>alert(1)</script> and <b>bold</b>; a < b.<br>next\n";
  const std::string html = markdown_to_html(md, {});
  EXPECT_NE(html.find("<a id=\"ryu-kim-thm4-4\"></a><code>ryu_kim.thm4_4</code>"), std::string::npos) << html;
  EXPECT_NE(html.find("<span class=\"v\">holds</span>"), std::string::npos) << html;
  EXPECT_EQ(html.find("&lt;span"), std::string::npos) << html;
  EXPECT_EQ(html.find("&lt;a id"), std::string::npos) << html;
  EXPECT_NE(html.find("&lt;script&gt;"), std::string::npos) << html;
  EXPECT_NE(html.find("&lt;b&gt;bold"), std::string::npos) << html;
  EXPECT_NE(html.find("a &lt; b.<br>next"), std::string::npos) << html;
  // Negative control: a malformed anchor (a quote in the id) is not whitelisted.
  EXPECT_NE(markdown_to_html("x <a id=\"a\"b\"></a>\n", {}).find("&lt;a id="), std::string::npos);
}

TEST(ReportMarkdown, OneAnchorRule) {
  EXPECT_EQ(anchor("chan_xie_zhao"), "chan-xie-zhao");
  EXPECT_EQ(anchor("chan_xie_zhao.E1"), "chan-xie-zhao-E1");
  EXPECT_EQ(html_anchor("a.b_c"), "<a id=\"a-b-c\"></a>");
  const std::string html = markdown_to_html("## Title {#" + anchor("ding_gong") + "}\n", {});
  EXPECT_NE(html.find("<h2 id=\"ding-gong\">Title</h2>"), std::string::npos) << html;
}

// Every href="#x" and href="file#x" of a set of pages, checked against the ids of the pages.
std::vector<std::string> dead_links(const std::vector<HtmlPage>& pages) {
  std::map<std::string, std::set<std::string>> ids;
  const std::regex id_re(" id=\"([^\"]+)\""), href_re("href=\"([^\"#]*)#([^\"]*)\"");
  for (const auto& p : pages)
    for (std::sregex_iterator i(p.html.begin(), p.html.end(), id_re), e; i != e; ++i) ids[p.file].insert((*i)[1]);
  std::vector<std::string> dead;
  for (const auto& p : pages)
    for (std::sregex_iterator i(p.html.begin(), p.html.end(), href_re), e; i != e; ++i) {
      const std::string file = (*i)[1].str().empty() ? p.file : (*i)[1].str();
      if (!ids.count(file) || !ids[file].count((*i)[2])) dead.push_back(p.file + " -> " + file + "#" + (*i)[2].str());
    }
  return dead;
}

// Item 2: links across pages name the page; every link resolves.
TEST(ReportPages, LinksToAnotherPageNameIt) {
  ReportSection front{"summary",
                      "Front page",
                      "See [E1](#paper-x-E1) and [the legend](#legend).\n\n"
                      "### Legend {#legend}\n\ntext\n",
                      json::object(),
                      {},
                      "index"};
  ReportSection paper{
      "paper_x", "Paper X: a title", "#### E1: a finding {#paper-x-E1}\n\nBack to [front](#summary).\n", json::object(),
      {},        "paper_x"};
  ReportSection appendix{"quantities", "Appendix", "| id |\n|---|\n| x |\n", json::array(), {}, "quantities"};
  const auto pages = html_pages({front, paper, appendix}, "# report\n\n");
  ASSERT_EQ(pages.size(), 3u);
  EXPECT_EQ(pages[0].file, "index.html");
  EXPECT_EQ(pages[1].file, "paper_x.html");
  EXPECT_EQ(pages[2].file, "quantities.html");
  EXPECT_NE(pages[0].html.find("href=\"paper_x.html#paper-x-E1\""), std::string::npos) << pages[0].html;
  EXPECT_NE(pages[0].html.find("href=\"#legend\""), std::string::npos);
  EXPECT_NE(pages[1].html.find("href=\"index.html#summary\""), std::string::npos) << pages[1].html;
  for (const auto& p : pages) EXPECT_NE(p.html.find("<nav>"), std::string::npos) << p.file;
  EXPECT_TRUE(dead_links(pages).empty()) << dead_links(pages).front();
  // Negative control: a link to an anchor that no page defines is found.
  ReportSection broken = front;
  broken.markdown += "[nowhere](#chan_xie_zhao)\n";
  const auto bad = dead_links(html_pages({broken, paper, appendix}, ""));
  ASSERT_EQ(bad.size(), 1u);
  EXPECT_EQ(bad[0], "index.html -> index.html#chan_xie_zhao");
}

// The README's coverage paragraph is generated from the tables (issue 28: it said two covered
// papers were "not covered yet"). PRIVBOUND_WRITE_DOCS=1 rewrites it (scripts/gen_errata_docs.sh).
TEST(Readme, CoverageParagraphIsGenerated) {
  const char* root = std::getenv("PRIVBOUND_SOURCE_DIR");
  ASSERT_NE(root, nullptr);
  const std::string path = std::string(root) + "/README.md";
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  std::string readme = ss.str();
  const std::string open = "<!-- coverage:", close = "<!-- /coverage -->";
  const auto a = readme.find(open), b = readme.find(close);
  ASSERT_NE(a, std::string::npos);
  ASSERT_NE(b, std::string::npos);
  const auto body_start = readme.find("-->\n", a) + 4;
  const std::string want = coverage_markdown();
  if (std::getenv("PRIVBOUND_WRITE_DOCS")) {
    readme = readme.substr(0, body_start) + want + readme.substr(b);
    std::ofstream(path) << readme;
    return;
  }
  EXPECT_EQ(readme.substr(body_start, b - body_start), want)
      << "README.md's coverage paragraph is stale: run scripts/gen_errata_docs.sh";
  EXPECT_EQ(readme.find("not covered yet"), std::string::npos);
  for (const auto& src : bounds::sources()) EXPECT_NE(want.find(src.name), std::string::npos) << src.id;
}

}  // namespace
}  // namespace privbound::cli
