// Tests of the MATPOWER case reader (readers.hpp, parse_matpower_case) and the stored IEEE cases. The
// stored files' facts (row counts, shunts, limits) were counted independently with awk on data/grids/*.m
// and agree with the IEEE Common Data Format descriptions (14 buses, 5 generators, 20 branches; 118 buses,
// 54 generators, 186 branches).
#include <gtest/gtest.h>

#include <string>

#include "privbound/solvers/data/readers.hpp"

using namespace privbound;
using namespace privbound::solvers::data;

namespace {

std::string error_message(const numeric::Result<PowerCase>& r) {
  if (r.ok()) {
    ADD_FAILURE() << "expected an error";
    return "";
  }
  EXPECT_EQ(r.error().kind, numeric::ErrorKind::invalid_input);
  return r.error().message;
}

// A two-bus case using every feature of the grammar: comments, commas, rows on one line, a skipped cell array,
// a skipped gencost matrix spanning lines, CRLF line ends.
const char* kTwoBus =
    "function mpc = two\r\n"
    "mpc.version = '2';\n"
    "mpc.baseMVA = 100;  % the base\n"
    "mpc.bus = [\n"
    "\t1\t3\t0\t0\t0\t0\t1\t1.0\t0\t0\t1\t1.1\t0.9;  % slack\n"
    "\t2, 1, 50, 10.5, 1, -2, 2, 0.98, -3.5, 0, 1, 1.05, 0.95;\n"
    "];\n"
    "mpc.gen = [ 1 60 5 30 -30 1 100 1 200 0 ];\n"
    "mpc.gencost = [\n 2 0 0 3 0.1 20 0;\n];\n"
    "mpc.bus_name = {\n 'a';\n 'b';\n};\n"
    "mpc.branch = [\n"
    "\t1\t2\t0.01\t0.1\t0.02\t250\t0\t0\t0.98\t2\t1\t-30\t30\n"
    "];\n";

}  // namespace

TEST(Matpower, ReadsEveryField) {
  auto r = parse_matpower_case(kTwoBus, "two.m");
  ASSERT_TRUE(r.ok()) << r.error().message;
  const PowerCase& c = *r;
  EXPECT_EQ(c.base_mva, 100);
  ASSERT_EQ(c.bus.size(), 2u);
  EXPECT_EQ(c.bus[1].id, 2);
  EXPECT_EQ(c.bus[1].type, 1);
  EXPECT_EQ(c.bus[1].pd, 50);
  EXPECT_EQ(c.bus[1].qd, 10.5);
  EXPECT_EQ(c.bus[1].gs, 1);
  EXPECT_EQ(c.bus[1].bs, -2);
  EXPECT_EQ(c.bus[1].area, 2);
  EXPECT_EQ(c.bus[1].vm, 0.98);
  EXPECT_EQ(c.bus[1].va, -3.5);
  EXPECT_EQ(c.bus[1].vmax, 1.05);
  EXPECT_EQ(c.bus[1].vmin, 0.95);
  ASSERT_EQ(c.gen.size(), 1u);
  EXPECT_EQ(c.gen[0].bus, 1);
  EXPECT_EQ(c.gen[0].pg, 60);
  EXPECT_EQ(c.gen[0].qmax, 30);
  EXPECT_EQ(c.gen[0].qmin, -30);
  EXPECT_EQ(c.gen[0].pmax, 200);
  EXPECT_EQ(c.gen[0].pmin, 0);
  EXPECT_TRUE(c.gen[0].on);
  ASSERT_EQ(c.branch.size(), 1u);
  const PowerBranch& b = c.branch[0];
  EXPECT_EQ(b.from, 1);
  EXPECT_EQ(b.to, 2);
  EXPECT_EQ(b.r, 0.01);
  EXPECT_EQ(b.x, 0.1);
  EXPECT_EQ(b.b, 0.02);
  EXPECT_EQ(b.rate_a, 250);
  EXPECT_EQ(b.ratio, 0.98);
  EXPECT_EQ(b.angle, 2);
  EXPECT_EQ(b.angmin, -30);
  EXPECT_EQ(b.angmax, 30);
  EXPECT_EQ(c.bus_index(2), 1);
  EXPECT_EQ(c.bus_index(3), -1);
}

TEST(Matpower, RejectsMalformedCases) {
  auto with = [](const std::string& from, const std::string& to) {
    std::string s = kTwoBus;
    const auto at = s.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return s.replace(at, from.size(), to);
  };
  EXPECT_EQ(error_message(parse_matpower_case(with("0.98, -3.5", "0.98, x"), "t.m")),
            "t.m:6:34: mpc.bus: \"x\" is not a number");
  EXPECT_EQ(error_message(parse_matpower_case(with(" 1 60 5 30 -30 1 100 1 200 0 ]", " 1 60 5 ]"), "t.m")),
            "t.m:8:13: a row of mpc.gen has 3 fields, at least 10 needed");
  EXPECT_EQ(error_message(parse_matpower_case(with("mpc.baseMVA = 100;", "mpc.baseMVA = -1;"), "t.m")),
            "t.m:3:15: mpc.baseMVA must be positive, but is \"-1\"");
  EXPECT_EQ(error_message(parse_matpower_case(with("mpc.baseMVA = 100;", ""), "t.m")), "t.m: mpc.baseMVA is missing");
  EXPECT_EQ(error_message(parse_matpower_case(with("1\t2\t0.01", "1\t7\t0.01"), "t.m")),
            "t.m:17:4: a branch at a bus that does not exist");
  EXPECT_EQ(error_message(parse_matpower_case(with("\t2, 1, 50", "\t1, 1, 50"), "t.m")),
            "t.m:6:2: bus 1 appears twice");
  EXPECT_EQ(error_message(parse_matpower_case(with("1.05, 0.95", "0.95, 1.05"), "t.m")),
            "t.m:6:52: Vmin must be in (0, Vmax]");
  EXPECT_EQ(error_message(parse_matpower_case(with("0.01\t0.1\t", "0\t0\t"), "t.m")),
            "t.m:17:8: a branch with r = x = 0 (no impedance)");
  EXPECT_EQ(error_message(parse_matpower_case(with("\t-30\t30", "\t30\t-30"), "t.m")), "t.m:17:40: angmin > angmax");
  EXPECT_EQ(error_message(parse_matpower_case(with("1 200 0 ]", "2 200 0 ]"), "t.m")),
            "t.m:8:33: a status must be 0 or 1");
  EXPECT_EQ(error_message(parse_matpower_case(with("30 -30 1", "-30 30 1"), "t.m")), "t.m:8:24: Qmin > Qmax");
  const std::string text = kTwoBus;
  EXPECT_EQ(error_message(parse_matpower_case(text.substr(0, text.rfind("];")), "t.m")),
            "t.m:18:1: mpc.branch (opened on line 16) is not closed");
  EXPECT_EQ(error_message(parse_matpower_case(with("mpc.gen = [", "mpc.gens = ["), "t.m")), "t.m: mpc.gen is missing");
  EXPECT_EQ(error_message(parse_matpower_case("mpc.baseMVA = 1;\nmpc.bus = [\n];", "t.m")),
            "t.m: mpc.branch is missing");
}

TEST(Matpower, StoredIeeeCases) {
  auto c14 = stored_case("case14");
  ASSERT_TRUE(c14.ok());
  auto r14 = parse_matpower_case(c14->text, c14->source);
  ASSERT_TRUE(r14.ok()) << r14.error().message;
  EXPECT_EQ(r14->bus.size(), 14u);
  EXPECT_EQ(r14->gen.size(), 5u);
  EXPECT_EQ(r14->branch.size(), 20u);
  EXPECT_EQ(r14->bus[8].bs, 19);           // bus 9's shunt capacitor, 19 MVAr
  EXPECT_EQ(r14->bus[2].pd, 94.2);         // bus 3
  EXPECT_EQ(r14->branch[7].ratio, 0.978);  // transformer 4-7
  auto c118 = stored_case("case118");
  ASSERT_TRUE(c118.ok());
  auto r118 = parse_matpower_case(c118->text, c118->source);
  ASSERT_TRUE(r118.ok()) << r118.error().message;
  EXPECT_EQ(r118->bus.size(), 118u);
  EXPECT_EQ(r118->gen.size(), 54u);
  EXPECT_EQ(r118->branch.size(), 186u);
  double pd = 0;
  for (const auto& b : r118->bus) pd += b.pd;
  EXPECT_NEAR(pd, 4242, 1e-9);  // total active demand of case 118, MW (awk sum of column 3)
  EXPECT_EQ(stored_case_names(), (std::vector<std::string>{"case14", "case118"}));
  EXPECT_FALSE(stored_case("case30").ok());
}
