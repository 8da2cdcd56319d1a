// A small fixture paper, registered from outside the library: one quantity, one table, two errata,
// a view and three claims. The executable it builds (privbound_fixture) is the privbound program
// plus this registration and nothing else — fixture_paper_test.cpp shows that list, eval, check,
// reproduce and report pick it up without any other edit (issue 10).
#include <cstdio>

#include "commands.hpp"
#include "privbound/bounds/source.hpp"
#include "privbound/proofs_check/source.hpp"

namespace {

using namespace privbound;
using bounds::Evaluation;
using bounds::Evidence;
using numeric::Interval;

const char* kId = "fixture_paper";

void quantities(bounds::Registry& r) {
  r.add(bounds::Quantity{
      .id = "fixture_paper.lemma1.twice",
      .title = "Lemma 1: the bound 2x",
      .citation = bounds::cite(kId, "Lemma 1"),
      .safe = numeric::SafeSide::upper,
      .params = {{"x", bounds::ParamKind::number, bounds::Domain::nonnegative(), std::nullopt, "x", {}}},
      .configs = {{"x = 3", {{"x", "3"}}}},
      .evaluate = [](const bounds::Args& a, unsigned bits) -> numeric::Result<Evaluation> {
        PB_TRY(Interval x, a.number("x", bits));
        return Evaluation{x + x, numeric::SafeSide::upper, {}, {}, ""};
      }});
  // Printed as x + 1/2 where the lemma needs 2x: below 2x for x > 1/2.
  r.add(bounds::Quantity{
      .id = "fixture_paper.lemma2.printed",
      .title = "Lemma 2 as printed: x + 1/2",
      .citation = bounds::cite(kId, "Lemma 2"),
      .safe = numeric::SafeSide::upper,
      .params = {{"x", bounds::ParamKind::number, bounds::Domain::nonnegative(), std::nullopt, "x", {}}},
      .configs = {},
      .evaluate = [](const bounds::Args& a, unsigned bits) -> numeric::Result<Evaluation> {
        PB_TRY(Interval x, a.number("x", bits));
        return Evaluation{
            x + Interval::from_rational(numeric::Rational(1, 2), bits), numeric::SafeSide::upper, {}, {}, ""};
      }});
}

std::vector<bounds::Reproduction> reproductions() {
  bounds::Reproduction r;
  r.id = "fixture_paper.table1";
  r.title = "Fixture Table 1";
  r.run = [](unsigned bits) -> numeric::Result<bounds::ReproducedTable> {
    bounds::ReproducedTable t{"fixture_paper.table1", "Fixture Table 1", bounds::cite(kId, "Table 1"), {}, {}};
    const Interval six = Interval::from_int(6, bits), seven = Interval::from_int(7, bits);
    t.rows.push_back({{{"x", "3"}},
                      {{"2x", "6", six, bounds::rounds_to(six, "6"), ""},
                       {"2x+1", "8", seven, bounds::rounds_to(seven, "8"), "printed 8, computed 7"}}});
    return t;
  };
  return {r};
}

std::vector<bounds::Erratum> errata() {
  return {bounds::Erratum{.id = "fixture_paper.E1",
                          .kind = bounds::ErratumKind::table,
                          .title = "Table 1 prints 8 for 2x+1 at x = 3",
                          .where = "Table 1",
                          .printed = {"fixture_paper.table1"},
                          .corrected = {},
                          .statement = "2*3+1 = 7.",
                          .evidence = {Evidence::cell("fixture_paper.table1", 0, "2x+1")},
                          .plain = "Table 1 prints 8 where 2x+1 is 7",
                          .printed_text = "2x+1 = 8 at x = 3",
                          .corrected_text = "2x+1 = 7 at x = 3",
                          .sweep = std::nullopt},
          bounds::Erratum{.id = "fixture_paper.E2",
                          .kind = bounds::ErratumKind::number,
                          .title = "Lemma 2 prints x + 1/2 for 2x",
                          .where = "Lemma 2",
                          .printed = {"fixture_paper.lemma2.printed", "fixture_paper.lemma2"},
                          .corrected = {"fixture_paper.lemma1.twice"},
                          .statement = "The proof gives 2x; x + 1/2 is smaller for x > 1/2.",
                          .evidence = {Evidence::less("x = 3", {"fixture_paper.lemma2.printed", {{"x", "3"}}},
                                                      {"fixture_paper.lemma1.twice", {{"x", "3"}}}),
                                       Evidence::claim_at("fixture_paper.lemma2", {3})},
                          .privacy = false,
                          .plain = "Lemma 2's bound is too small",
                          .printed_text = "x + 1/2",
                          .corrected_text = "2x",
                          .sweep = bounds::Sweep{.param = "x",
                                                 .values = {"1", "2", "3"},
                                                 .printed = {"fixture_paper.lemma2.printed", {}},
                                                 .corrected = {"fixture_paper.lemma1.twice", {}},
                                                 .xlabel = "x",
                                                 .ylabel = "value"}}};
}

std::vector<bounds::ReportView> views() {
  return {
      {"sweep", "Fixture sweep", [](unsigned, bool) -> numeric::Result<bounds::View> {
         bounds::View v;
         v.text = "The fixture's bound against x.";
         v.tables.push_back({"sweep", "2x at x = 1, 2", {"x", "2x"}, {{{"1", {}}, {"2", {}}}, {{"2", {}}, {"4", {}}}}});
         v.plots.push_back(
             {"fixture_sweep.svg", "Fixture: 2x", "x", "2x", "the fixture's plot", {{"2x", {1, 2, 3}, {2, 4, 6}}}});
         return v;
       }}};
}

// lhs <= rhs on integer x in [0, 10].
proofs_check::Claim claim(std::string id, std::string statement, std::function<double(long)> rhs) {
  proofs_check::Claim c;
  c.id = std::move(id);
  c.where = "Lemma";
  c.citation = bounds::cite(kId, c.where);
  c.statement = std::move(statement);
  c.hypotheses = "x >= 0";
  c.space = {{{"x", 0, 10}}, {{0}}};
  c.control = {{{"x", 11, 20}}, {{20}}};
  c.control_description = "x > 10, where the fixture bound fails";
  c.check = [rhs](const proofs_check::Point& p, unsigned) {
    return proofs_check::verdict_le(static_cast<double>(p[0]), rhs(p[0]), 1 + static_cast<double>(p[0]), 1e-12);
  };
  c.check_control = [](const proofs_check::Point& p, unsigned) {
    return proofs_check::verdict_le(static_cast<double>(p[0]), 10.0, 1, 1e-12);
  };
  return c;
}

std::vector<proofs_check::Claim> claims() {
  std::vector<proofs_check::Claim> v;
  v.push_back(claim("fixture_paper.lemma1", "x <= 2x", [](long x) { return 2.0 * static_cast<double>(x); }));
  v.push_back(claim("fixture_paper.lemma2", "x <= 1/2 (as printed)", [](long) { return 0.5; }));
  v.back().expected = {proofs_check::Status::violated, "fixture_paper.E2"};
  // Declared to hold but false: the unexpected violation that must exit 1.
  v.push_back(claim("fixture_paper.lemma3", "x <= 5", [](long) { return 5.0; }));
  return v;
}

}  // namespace

int main(int argc, char** argv) {
  auto a = bounds::add_source(bounds::Source{.id = kId,
                                             .name = "Fixture",
                                             .title = "A fixture paper",
                                             .citation = "Fixture, A Fixture Paper",
                                             .seed = "",
                                             .notes = "Registered by tests/fixture_paper/.",
                                             .quantities = quantities,
                                             .reproductions = reproductions,
                                             .errata = errata,
                                             .views = views});
  auto b = proofs_check::add_claim_source({kId, claims, {}});
  if (!a.ok() || !b.ok()) {
    std::fputs("fixture registration failed\n", stderr);
    return 4;
  }
  return privbound::cli::main_entry(argc, argv);
}
