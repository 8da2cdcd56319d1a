// A paper is a plug-in (issue 10): the fixture paper of fixture_paper.cpp, registered in its own
// executable with no edit anywhere else, is listed, evaluated, checked, reproduced and reported.
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli_run.hpp"

namespace {

privbound::test::CliRun run(const std::string& args) { return privbound::test::run_exe(FIXTURE_EXE, args, 300); }

nlohmann::json parse(const privbound::test::CliRun& r) {
  try {
    return nlohmann::json::parse(r.out);
  } catch (...) {
    return nlohmann::json();
  }
}

}  // namespace

TEST(FixturePaper, ListEvalCheckReproduce) {
  const auto l = run("list fixture_paper --json");
  ASSERT_EQ(l.code, 0) << l.err;
  const auto j = parse(l);
  EXPECT_EQ(j["quantities"].size(), 2u);
  EXPECT_EQ(j["claims"].size(), 3u);
  EXPECT_EQ(j["reproductions"].size(), 1u);
  EXPECT_EQ(j["errata"].size(), 2u);
  const auto e = run("eval fixture_paper.lemma1.twice x=3 --json");
  ASSERT_EQ(e.code, 0) << e.err;
  EXPECT_EQ(parse(e)["lo"], "6");
  EXPECT_EQ(parse(e)["source"], "Fixture, A Fixture Paper, Lemma 1");  // the citation, stored once
  EXPECT_EQ(run("check fixture_paper.lemma1 --iters 20").code, 0);
  // Declared violated as printed (E2): violated, and exit 0.
  const auto c2 = run("check fixture_paper.lemma2 --iters 20 --json");
  EXPECT_EQ(c2.code, 0) << c2.err;
  EXPECT_EQ(parse(c2)["verdict"], "violated");
  // Declared to hold but violated: the unexpected result, exit 1 (negative control of the rule).
  const auto c3 = run("check fixture_paper.lemma3 --iters 20 --json");
  EXPECT_EQ(c3.code, 1) << c3.err;
  EXPECT_TRUE(parse(c3)["unexpected"].get<bool>());
  EXPECT_EQ(run("check --all --iters 5").code, 1);
  // The table's failing cell is recorded by E1: exit 0, and the JSON names the erratum.
  const auto r = run("reproduce fixture_paper.table1 --json");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(parse(r)["rows"][0]["errata"]["2x+1"], "fixture_paper.E1");
}

TEST(FixturePaper, ReportPicksItUp) {
  const auto dir = std::filesystem::temp_directory_path() / ("pb_fixture_report_" + std::to_string(::getpid()));
  const auto r = run("report --quick --paper fixture_paper --out " + dir.string());
  ASSERT_EQ(r.code, 0) << r.err;
  std::ifstream md(dir / "report.md");
  std::stringstream ss;
  ss << md.rdbuf();
  const std::string text = ss.str();
  // The front page comes first and has the fixture's verdicts.
  const auto summary = text.find("## Front page"), fixture = text.find("## Fixture: A fixture paper");
  ASSERT_NE(summary, std::string::npos);
  ASSERT_NE(fixture, std::string::npos);
  EXPECT_LT(summary, fixture);
  EXPECT_NE(text.find("[E1](#fixture-paper-E1)"), std::string::npos);
  EXPECT_NE(text.find("**violated (unexpected)**"), std::string::npos) << "lemma3 is flagged";
  // ... on the front page too, by id.
  EXPECT_LT(text.find("[claim `fixture_paper.lemma3`]"), fixture) << "the unexpected claim is not on the front page";
  EXPECT_NE(text.find("violated (as printed; E2)"), std::string::npos);
  EXPECT_TRUE(std::filesystem::exists(dir / "fixture_sweep.svg"));
  std::ifstream js(dir / "report.json");
  const auto j = nlohmann::json::parse(js);
  EXPECT_EQ(j["sections"]["summary"]["data"]["fixture_paper"]["unexpected"], 1);
  EXPECT_EQ(j["sections"]["fixture_paper"]["data"]["errata"][1]["verdict"], "confirmed");
  std::filesystem::remove_all(dir);
}
