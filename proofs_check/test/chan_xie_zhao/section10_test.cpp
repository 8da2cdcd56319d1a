// Section 10's reproductions (issue 29): every printed cell is set against a distribution over the
// seeds, the counts asked for are the counts run, and measured_cell decides "inside" by the range.
#include <gtest/gtest.h>

#include <cmath>

#include "privbound/proofs_check/chan_xie_zhao/chan_xie_zhao.hpp"

using namespace privbound::proofs_check;

TEST(MeasuredCell, InsideIsTheSeedsRange) {
  const MeasuredCell c = measured_cell("r", "c", "26", 26, {25, 27, std::nan(""), 26});
  EXPECT_TRUE(c.inside);
  EXPECT_EQ(c.median, 26);
  EXPECT_EQ(c.lo, 25);
  EXPECT_EQ(c.hi, 27);
  EXPECT_FALSE(measured_cell("r", "c", "13", 13, {14, 15, 16}).inside);  // control: below the range
  EXPECT_FALSE(measured_cell("r", "c", "13", 13, {std::nan("")}).inside);
}

TEST(Section10Reproduction, EveryPrintedCellAgainstItsSeeds) {
  const auto exps = chan_xie_zhao::experiments();
  ASSERT_EQ(exps.size(), 2u);
  const std::size_t expected_cells[] = {4, 10};  // Table 1's four rows; Table 2's pairs
  for (std::size_t k = 0; k < 2; ++k) {
    auto out = exps[k].run({.runs = 10, .seeds = 2, .seed = 3, .threads = 2});
    ASSERT_TRUE(out.ok()) << out.error().message;
    EXPECT_TRUE(out->complete);
    EXPECT_EQ(out->runs, 10u);
    EXPECT_EQ(out->seeds, 2u);
    ASSERT_EQ(out->cells.size(), expected_cells[k]);
    for (const auto& c : out->cells) {
      EXPECT_EQ(c.per_seed.size(), 2u);
      EXPECT_FALSE(c.printed.empty());
    }
    EXPECT_FALSE(out->open_settings.empty());
    ASSERT_EQ(out->view.plots.size(), 1u);
    EXPECT_EQ(out->view.plots[0].series.size(), expected_cells[k] == 4 ? 4u : 5u);
    EXPECT_EQ(out->csv.substr(0, 5), "point");
  }
  // Table 2's p-values are tiny but positive: the tails are computed, not rounded to 0
  auto t2 = exps[1].run({.runs = 10, .seeds = 1, .seed = 3});
  ASSERT_TRUE(t2.ok());
  for (const auto& c : t2->cells) EXPECT_GT(c.median, 0.0) << c.row;
}
