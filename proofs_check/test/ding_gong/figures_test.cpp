// Ding et al.'s Section V reproductions (issue 30): the totals are met by the certified calibration (every
// variance's certified ε is at most its target and close to it), the printed and the corrected sensitivities
// differ by exactly the factor the algebra gives (|D_i|(η|V_i| + Λ)/(η|V_i|), squared for the variance), the runs
// are the same for any thread count and differ for another seed, a data file given by path is read through the
// same preprocessing (a CSV the test writes, Adult's format), and a missing file is an error naming it.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "privbound/proofs_check/ding_gong/ding_gong.hpp"

using namespace privbound::proofs_check;

namespace {
const ExperimentReproduction& ding_experiment(const std::string& id) {
  static const auto exps = ding_gong::experiments();
  for (const auto& e : exps)
    if (e.id == id) return e;
  throw std::runtime_error("no experiment " + id);
}
}  // namespace

TEST(DingGongFigures, CalibrationCertifiedAndSensitivitiesCompared) {
  const auto& e = ding_experiment("ding_gong.figure3");
  EXPECT_TRUE(e.takes_data);
  auto out = e.run({.runs = 2, .seeds = 1, .seed = 3, .threads = 1});
  ASSERT_TRUE(out.ok()) << out.error().message;
  EXPECT_TRUE(out->complete);
  const auto* fin = find_table(*out, "final");
  ASSERT_NE(fin, nullptr);
  ASSERT_EQ(fin->rows.size(), 5u);  // non-private, {ε = 1, 10} x {printed, corrected}
  for (const auto& row : fin->rows) {
    if (row[2].text == "—") continue;
    const double target = row[0].text.find("ε = 10,") != std::string::npos ? 10 : 1;
    const double certified = std::stod(row[2].text);
    EXPECT_LE(certified, target * (1 + 1e-3)) << row[0].text;
    EXPECT_GE(certified, 0.99 * target) << row[0].text;
  }
  // Λ = 0, ring (|V_i| = 2), 1000 records over 5 agents (|D_i| = 200): the printed Δ = Y/(η|V_i|) is |D_i| = 200
  // times the corrected Y/(|D_i| η|V_i|), so the variances differ by 200^2.
  const auto* cost = find_table(*out, "erratum_cost");
  ASSERT_NE(cost, nullptr);
  ASSERT_EQ(cost->rows.size(), 2u);
  for (const auto& row : cost->rows) EXPECT_NEAR(std::stod(row[1].text), 40000, 40) << row[0].text;
  const auto* hyp = find_table(*out, "thm4_hypotheses");
  ASSERT_NE(hyp, nullptr);
  EXPECT_NE(hyp->rows[0].back().text.find("fails"), std::string::npos);  // Λ = 0: no strong convexity
  const auto* findings = find_table(*out, "findings");
  ASSERT_NE(findings, nullptr);
  EXPECT_EQ(findings->rows.size(), 5u);  // "nearly the same" x {ε} x {calibration}, and the baselines' row
  for (const auto& row : findings->rows) EXPECT_FALSE(row.back().text.empty());
  // Theorem 5's bound is certified and the deterministic non-private run sits below it.
  ASSERT_FALSE(out->bound_checks.empty());
  EXPECT_EQ(out->bound_checks.front().verdict, "holds");
  // the same for two threads; another seed gives other values
  auto two = e.run({.runs = 2, .seeds = 1, .seed = 3, .threads = 2});
  ASSERT_TRUE(two.ok());
  EXPECT_EQ(two->csv, out->csv);
  auto other = e.run({.runs = 2, .seeds = 1, .seed = 4, .threads = 1});
  ASSERT_TRUE(other.ok());
  EXPECT_NE(other->csv, out->csv);
}

TEST(DingGongFigures, ReadsAFileGivenByPath) {
  const auto dir = std::filesystem::temp_directory_path() / "privbound_ding_data";
  std::filesystem::create_directories(dir);
  const auto csv = dir / "adult_like.data";
  {
    std::ofstream f(csv);
    // Adult's layout: ", " separators, "?" for missing, the label last; 41 records, one with a missing value.
    for (int r = 0; r < 40; ++r)
      f << 20 + r << ", " << (r % 3 == 0 ? "Private" : (r % 3 == 1 ? "Self-emp" : "State-gov")) << ", " << r * 1.5
        << ", " << (r % 4 == 0 || r % 7 == 0 ? ">50K" : "<=50K") << "\n";
    f << "33, ?, 4, <=50K\n";
  }
  auto out = ding_experiment("ding_gong.figure3").run({.runs = 1, .seeds = 1, .threads = 1, .data = csv.string()});
  ASSERT_TRUE(out.ok()) << out.error().message;
  std::string data;
  for (const auto& [k, v] : out->open_settings)
    if (k == "data") data = v;
  EXPECT_NE(data.find(csv.string()), std::string::npos) << data;
  EXPECT_NE(data.find("41 records read, 1 dropped"), std::string::npos) << data;
  EXPECT_NE(data.find("5 features"), std::string::npos) << data;  // age, 3 work classes, the third column
  EXPECT_NE(data.find("label >50K -> +1"), std::string::npos) << data;
  auto missing =
      ding_experiment("ding_gong.figure3").run({.runs = 1, .seeds = 1, .data = (dir / "none.data").string()});
  ASSERT_FALSE(missing.ok());
  EXPECT_NE(missing.error().message.find("none.data"), std::string::npos) << missing.error().message;
  std::filesystem::remove_all(dir);
}
