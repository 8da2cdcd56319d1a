// Issue 28, end to end through the executable: the report as a reviewer meets it (one report,
// written once for the whole suite) and the interface defects found in the same trial. The
// browser's view of the same report is tests/report_browser_test.sh.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "cli_run.hpp"

namespace {

using privbound::test::CliRun;
using json = nlohmann::json;
namespace fs = std::filesystem;

CliRun run(const std::string& args, int seconds = 300) {
  return privbound::test::run_exe(PRIVBOUND_EXE, args, seconds);
}

std::string slurp(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The report, written once (report --quick) into a folder of this process.
class Issue28Report : public ::testing::Test {
 protected:
  // The report of ctest's quick_report fixture (PRIVBOUND_QUICK_REPORT), read, not changed; run by
  // hand, the suite writes its own.
  static void SetUpTestSuite() {
    const char* given = std::getenv("PRIVBOUND_QUICK_REPORT");
    own_ = !(given && fs::exists(fs::path(given) / "index.html"));
    dir_ = new fs::path(own_ ? fs::temp_directory_path() / ("pb_issue28_" + std::to_string(::getpid())) : given);
    if (own_) {
      fs::remove_all(*dir_);
      const CliRun r = run("report --quick --out " + dir_->string(), 900);
      ok_ = r.code == 0;
      if (!ok_) std::cerr << "report failed: " << r.err << "\n";
    } else {
      ok_ = true;
    }
    for (const auto& e : fs::directory_iterator(*dir_))
      if (e.path().extension() == ".html") pages_->emplace(e.path().filename().string(), slurp(e.path()));
    if (fs::exists(*dir_ / "report.json")) *report_ = json::parse(slurp(*dir_ / "report.json"));
    if (fs::exists(*dir_ / "report.md")) *md_ = slurp(*dir_ / "report.md");
  }
  static void TearDownTestSuite() {
    if (own_) fs::remove_all(*dir_);
    delete dir_;
  }
  void SetUp() override { ASSERT_TRUE(ok_) << "privbound report --quick failed"; }

  static fs::path* dir_;
  static bool ok_, own_;
  static std::map<std::string, std::string>* pages_;
  static json* report_;
  static std::string* md_;
};
fs::path* Issue28Report::dir_ = nullptr;
bool Issue28Report::ok_ = false;
bool Issue28Report::own_ = true;
std::map<std::string, std::string>* Issue28Report::pages_ = new std::map<std::string, std::string>;
json* Issue28Report::report_ = new json;
std::string* Issue28Report::md_ = new std::string;

// The text a browser shows: the HTML without its tags and the contents of <style>, with the
// entities decoded (so escaped markup shows up as markup).
std::string visible_text(const std::string& html) {
  std::string s = std::regex_replace(html, std::regex("<style>[^<]*</style>"), "");
  s = std::regex_replace(s, std::regex("<[^>]*>"), " ");
  for (const auto& [ent, ch] : std::vector<std::pair<std::string, std::string>>{{"&lt;", "<"}, {"&gt;", ">"}}) {
    for (auto p = s.find(ent); p != std::string::npos; p = s.find(ent, p)) s.replace(p, ent.size(), ch);
  }
  for (auto p = s.find("&amp;"); p != std::string::npos; p = s.find("&amp;", p + 1)) s.replace(p, 5, "&");
  return s;
}

// The folder is self-contained: the pages, report.md, report.json with every section, the figures.
TEST_F(Issue28Report, WritesASelfContainedFolder) {
  for (const char* f : {"index.html", "quantities.html", "report.md", "report.json"})
    EXPECT_TRUE(fs::exists(*dir_ / f)) << f;
  for (const char* s : {"summary", "quantities", "accounting", "chan_xie_zhao", "ryu_kim"})
    EXPECT_TRUE((*report_)["sections"].contains(s)) << s;
  const std::regex img("<img src=\"([^\"]+)\"");
  for (const auto& [file, html] : *pages_)
    for (std::sregex_iterator i(html.begin(), html.end(), img), e; i != e; ++i)
      EXPECT_TRUE(fs::exists(*dir_ / (*i)[1].str())) << file << ": " << (*i)[1];
}

// Item 1: no markup on screen (250 cells showed `<span id="…"></span>`).
TEST_F(Issue28Report, NoEscapedMarkupOnScreen) {
  ASSERT_GE(pages_->size(), 7u);  // index, one page per source (6), quantities
  const std::regex tag("<\\s*/?\\s*(span|a|br|div|td|tr|code|b|p|img)\\b[^>]*>");
  for (const auto& [file, html] : *pages_) {
    const std::string text = visible_text(html);
    std::smatch m;
    EXPECT_FALSE(std::regex_search(text, m, tag)) << file << " shows markup: " << m.str();
  }
  // Negative control: the old escaped cell is found.
  EXPECT_TRUE(std::regex_search(visible_text("<td>&lt;span id=\"x\"&gt;&lt;/span&gt;id</td>"), tag));
}

// Item 2: every internal link resolves, across the pages.
TEST_F(Issue28Report, EveryInternalLinkResolves) {
  std::map<std::string, std::set<std::string>> ids;
  const std::regex id_re(" id=\"([^\"]+)\""), href_re("href=\"([^\"#:]*)(#[^\"]*)?\"");
  for (const auto& [file, html] : *pages_)
    for (std::sregex_iterator i(html.begin(), html.end(), id_re), e; i != e; ++i) ids[file].insert((*i)[1]);
  std::size_t links = 0;
  for (const auto& [file, html] : *pages_)
    for (std::sregex_iterator i(html.begin(), html.end(), href_re), e; i != e; ++i) {
      const std::string target = (*i)[1].str().empty() ? file : (*i)[1].str();
      const std::string frag = (*i)[2].matched ? (*i)[2].str().substr(1) : "";
      ++links;
      ASSERT_TRUE(pages_->count(target)) << file << " links to a missing page " << target;
      if (!frag.empty()) {
        EXPECT_TRUE(ids[target].count(frag)) << file << " -> " << target << "#" << frag;
      }
    }
  EXPECT_GT(links, 150u);
  // report.md's links resolve inside the one file.
  std::set<std::string> md_ids;
  const std::regex md_id("\\{#([^}]+)\\}|<a id=\"([^\"]+)\"></a>"), md_link("\\]\\(#([^)]+)\\)");
  for (std::sregex_iterator i(md_->begin(), md_->end(), md_id), e; i != e; ++i)
    md_ids.insert((*i)[1].matched ? (*i)[1].str() : (*i)[2].str());
  for (std::sregex_iterator i(md_->begin(), md_->end(), md_link), e; i != e; ++i)
    EXPECT_TRUE(md_ids.count((*i)[1])) << "report.md -> #" << (*i)[1];
}

// Items 3, 4, 7: a verdict per paper, findings by severity with the printed and corrected
// statements written out, every verdict word defined; a proof gap without a counterexample is
// "unsupported", not "violated".
TEST_F(Issue28Report, FrontPageHasAVerdictPerPaperAndFindingsBySeverity) {
  const json& sum = (*report_)["sections"]["summary"]["data"];
  const std::vector<std::string> order = {
      "false privacy guarantee", "wrong number", "hypothesis fails", "unsupported", "proof gap", "slip or typo"};
  std::size_t papers = 0, findings = 0;
  for (const auto& [src, d] : sum.items()) {
    if (d["errata"].empty()) continue;
    ++papers;
    EXPECT_FALSE(d["verdict"].get<std::string>().empty()) << src;
    EXPECT_EQ(d["verdict"].get<std::string>().find("nothing unexpected"), std::string::npos);
    std::size_t last = 0;
    ASSERT_EQ(d["findings"].size(), d["errata"].size()) << src;
    for (const auto& f : d["findings"]) {
      ++findings;
      const auto it = std::find(order.begin(), order.end(), f["severity"].get<std::string>());
      ASSERT_NE(it, order.end()) << f.dump();
      const auto rank = static_cast<std::size_t>(it - order.begin());
      EXPECT_GE(rank, last) << src << ": " << f["id"] << " out of severity order";
      last = rank;
      for (const char* k : {"plain", "printed", "corrected", "where"})
        EXPECT_FALSE(f[k].get<std::string>().empty()) << f["id"] << " has no " << k;
      EXPECT_FALSE(std::regex_search(f["where"].get<std::string>(), std::regex("\\bl\\.[0-9]")))
          << f["id"] << ": line numbers in the old style: " << f["where"];
      EXPECT_FALSE(std::regex_search(f["where"].get<std::string>(), std::regex("^L[0-9]")))
          << f["id"] << ": line numbers first: " << f["where"];
    }
    // Claims that hold are counted, not listed, on the front page.
    EXPECT_GT(d["claim_counts"]["holds"].get<std::size_t>(), 0u) << src;
  }
  EXPECT_EQ(papers, 5u);
  EXPECT_EQ(findings, 79u);  // 80 until issue 32 withdrew cyffers_bellet_basu.E22 (listed apart, not counted)
  const std::string& front = pages_->at("index.html");
  EXPECT_EQ(front.find("claim <code>"), std::string::npos) << "claims are listed on the front page";
  // The severities in the paper's verdict: ryu_kim.E1 is a false privacy guarantee, ryu_kim.E9 a slip.
  bool e1 = false, e9 = false;
  for (const auto& f : sum["ryu_kim"]["findings"]) {
    if (f["id"] == "ryu_kim.E1") e1 = f["severity"] == "false privacy guarantee";
    if (f["id"] == "ryu_kim.E9") e9 = f["severity"] == "slip or typo" || f["severity"] == "proof gap";
  }
  EXPECT_TRUE(e1);
  EXPECT_TRUE(e9);
  // Item 4.
  for (const auto& f : sum["chan_xie_zhao"]["findings"])
    if (f["id"] == "chan_xie_zhao.E1") {
      EXPECT_EQ(f["verdict"], "unsupported") << f.dump();
    }
  // Every verdict word on any page is defined in the legend.
  const auto legend_at = front.find("id=\"legend\"");
  ASSERT_NE(legend_at, std::string::npos);
  const std::string legend = front.substr(legend_at);
  std::set<std::string> words;
  const std::regex v("<span class=\"v\">(?:<b>)?([a-z ]+?)(?: \\(|<|$)");
  for (const auto& [file, html] : *pages_)
    for (std::sregex_iterator i(html.begin(), html.end(), v), e; i != e; ++i) words.insert((*i)[1]);
  EXPECT_GE(words.size(), 5u);
  for (const auto& w : words) EXPECT_NE(legend.find("<b>" + w + "</b>"), std::string::npos) << "undefined: " << w;
}

// Items 5, 8: the details are on their own pages, each paper's with plots (printed vs corrected,
// the tightness of its claims); the quantities have their own page.
TEST_F(Issue28Report, DetailsOnTheirOwnPagesWithPlots) {
  const std::string& front = pages_->at("index.html");
  EXPECT_EQ(front.find("Appendix: every registered quantity"), std::string::npos);
  EXPECT_NE(pages_->at("quantities.html").find("Appendix: every registered quantity"), std::string::npos);
  for (const char* p : {"chan_xie_zhao", "cyffers_bellet_basu", "ding_gong", "liu_geng", "ryu_kim"}) {
    const std::string file = std::string(p) + ".html";
    ASSERT_TRUE(pages_->count(file)) << file;
    const json& plots = (*report_)["sections"][p]["data"]["plots"];
    std::size_t sweeps = 0;
    for (const auto& [k, v] : plots.items())
      if (k != "claim_tightness" && !v.empty()) ++sweeps;
    EXPECT_GE(sweeps, 1u) << p << ": no printed-vs-corrected plot";
    EXPECT_FALSE(plots["claim_tightness"].empty()) << p;
    EXPECT_NE(pages_->at(file).find("claim-tightness.svg"), std::string::npos) << p;
    EXPECT_TRUE(
        fs::exists(*dir_ / (std::string(p) == "chan_xie_zhao"
                                ? "chan-xie-zhao-claim-tightness.svg"
                                : std::regex_replace(std::string(p), std::regex("_"), "-") + "-claim-tightness.svg")));
  }
}

// Item 6: no mid-word breaks allowed by the style; numbers in human tables have at most 6
// significant digits (20-digit numbers wrapped over four lines).
TEST_F(Issue28Report, NoMidWordBreaksAndShortNumbers) {
  for (const auto& [file, html] : *pages_) {
    EXPECT_EQ(html.find("overflow-wrap:anywhere"), std::string::npos) << file;
    EXPECT_EQ(html.find("word-break:break-all"), std::string::npos) << file;
  }
  const std::regex long_number("<td>-?[0-9]*\\.?[0-9]{12,}(e-?[0-9]+)?</td>");
  for (const auto& [file, html] : *pages_) {
    std::smatch m;
    EXPECT_FALSE(std::regex_search(html, m, long_number)) << file << ": " << m.str();
  }
}

// Smaller defects -----------------------------------------------------------------------------

// report --out to a folder that cannot be made fails before any work (it failed after 15 s):
// with a 1-second limit the answer is "invalid input", not "time limit".
TEST(Issue28Cli, ReportChecksItsFolderFirst) {
  const CliRun r = run("report --out /dev/null/x --time-limit 1", 60);
  EXPECT_EQ(r.code, 2) << r.err;
  EXPECT_NE(r.err.find("--out must be a writable folder"), std::string::npos) << r.err;
}

// The conversion's delta is its own parameter; the output says which delta converted.
TEST(Issue28Cli, ConversionDeltaIsItsOwnParameter) {
  const CliRun a = run("eval ryu_kim.thm4_6.a_eps eps=0.5 delta=1e-3 T=10 --json", 60);
  ASSERT_EQ(a.code, 0) << a.err;
  const json ja = json::parse(a.out);
  bool named = false;
  for (const auto& n : ja["notes"].items())
    if (n.value().dump().find("conversion delta") != std::string::npos ||
        n.key().find("conversion delta") != std::string::npos)
      named = true;
  EXPECT_TRUE(named) << a.out;
  const CliRun text = run("eval ryu_kim.thm4_6.a_eps eps=0.5 delta=1e-3 T=10", 60);
  EXPECT_NE(text.out.find("conversion delta: 0.001 (conversion_delta, from delta)"), std::string::npos) << text.out;
  const CliRun b = run("eval ryu_kim.thm4_6.a_eps eps=0.5 delta=1e-3 T=10 conversion_delta=1e-9 --json", 60);
  ASSERT_EQ(b.code, 0) << b.err;
  // The same rho, converted at a smaller delta: a larger eps.
  EXPECT_GT(std::stod(json::parse(b.out)["lo"].get<std::string>()), std::stod(ja["hi"].get<std::string>()));
  const CliRun l = run("list ryu_kim --kind quantity --json", 60);
  ASSERT_EQ(l.code, 0) << l.err;
  bool listed = false;
  const json listing = json::parse(l.out);
  for (const auto& q : listing["quantities"])
    if (q["id"] == "ryu_kim.thm4_6.a_eps")
      for (const auto& p : q["params"])
        if (p["name"] == "conversion_delta") listed = p["default_from"] == "delta" && p["default"].is_null();
  EXPECT_TRUE(listed) << "list --json does not state conversion_delta's default";
}

// A one-sided quantity's first line is its safe end even when few digits are certain.
TEST(Issue28Cli, OneSidedFirstLineIsTheSafeEnd) {
  for (const char* args : {"eval ding_gong.lemma6.noise_coeff topology=ring N=5 --bits 16",
                           "eval accounting.gaussian_delta mu=1e-40 eps=2"}) {
    const CliRun r = run(args, 60);
    ASSERT_EQ(r.code, 0) << args << ": " << r.err;
    const std::string first = r.out.substr(0, r.out.find('\n'));
    const std::string value = first.substr(first.find(" = ") + 3);
    EXPECT_NE(value.front(), '[') << args << ": " << first;
    EXPECT_EQ(value.rfind("≤ ", 0), 0u) << args << ": " << first;
    EXPECT_NE(first.find("only this bound is certain"), std::string::npos) << first;
  }
}

// Integer parameters: decimal digits only, as the README says (and as --bits is).
TEST(Issue28Cli, IntegerParametersAreDigitsOnly) {
  for (const char* t : {"0100", "007", "1e3", "3.", "+3", "3.0", " 3"}) {
    const CliRun r = run(std::string("eval ryu_kim.thm4_6.total eps=1 delta=0.01 E=1 'T=") + t + "'", 60);
    EXPECT_EQ(r.code, 2) << t << ": " << r.out;
    EXPECT_NE(r.err.find("decimal digits only"), std::string::npos) << t << ": " << r.err;
  }
  EXPECT_EQ(run("eval ryu_kim.thm4_6.total eps=1 delta=0.01 E=1 T=100", 60).code, 0);
  EXPECT_EQ(run("eval ryu_kim.thm4_6.total eps=1 delta=0.01 E=1 T=0", 60).code, 2);  // digits, outside [1, inf)
}

// list's domains are what eval accepts.
TEST(Issue28Cli, ListStatesTheRealDomain) {
  const CliRun l = run("list ding_gong --kind quantity --json", 60);
  ASSERT_EQ(l.code, 0) << l.err;
  std::map<std::string, std::string> domain;
  const json listing = json::parse(l.out);
  for (const auto& q : listing["quantities"])
    for (const auto& p : q["params"])
      domain[q["id"].get<std::string>() + ":" + p["name"].get<std::string>()] = p["domain"];
  EXPECT_EQ(domain["ding_gong.thm4.feasible_n:N_max"], "the integers >= 2 and <= 20");
  EXPECT_EQ(domain["ding_gong.graph.phi:N"], "the integers >= 2 and <= 30");
  // At the listed ends eval answers; one past them it refuses.
  EXPECT_EQ(run("eval ding_gong.thm4.feasible_n topology=ring mu=0.005 v=0.01 R=0.05 N_max=20", 120).code, 0);
  EXPECT_EQ(run("eval ding_gong.thm4.feasible_n topology=ring mu=0.005 v=0.01 R=0.05 N_max=21", 60).code, 2);
  EXPECT_EQ(run("eval ding_gong.graph.phi N=30", 60).code, 0);
  EXPECT_EQ(run("eval ding_gong.graph.phi N=100", 60).code, 2);
}

// Long numbers: refused with the reason (a length limit), and the message does not echo them.
TEST(Issue28Cli, LongNumbersAreRefusedBrieflyWithTheirReason) {
  const CliRun z = run("eval accounting.gaussian_zcdp sigma=1" + std::string(4000, '0'), 60);
  EXPECT_EQ(z.code, 2);
  EXPECT_NE(z.err.find("4000 characters"), std::string::npos) << z.err.substr(0, 300);
  EXPECT_EQ(z.err.find("not a number"), std::string::npos) << z.err.substr(0, 300);
  EXPECT_EQ(run("eval accounting.gaussian_zcdp sigma=1e4000", 60).code, 0);
  const CliRun big = run("eval accounting.gaussian_zcdp sigma=" + std::string(100000, 'x'), 60);
  EXPECT_EQ(big.code, 2);
  EXPECT_LT(big.err.size(), 400u) << big.err.substr(0, 400);
  EXPECT_NE(big.err.find("(100000 characters)"), std::string::npos) << big.err.substr(0, 400);
}

}  // namespace
