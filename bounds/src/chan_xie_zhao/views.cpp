// Chan–Xie–Zhao's report views: every constant at the Section 10 settings (the Table 1 rows,
// from table1_printed()), and amplified zCDP and eps against T. Data only: cli/ renders it.
#include <cmath>

#include "privbound/bounds/chan_xie_zhao/chan_xie_zhao.hpp"
#include "privbound/numeric/deadline.hpp"
#include "privbound/numeric/format.hpp"

namespace privbound::bounds::chan_xie_zhao {
namespace {

ViewCell part_cell(const ViewCell& c, const std::string& name) {
  if (!c.value) return {"—", std::nullopt};
  for (const auto& p : c.value->parts)
    if (p.name == name) return {numeric::format_certain(p.value), Evaluation{p.value, SafeSide::none, {}, {}, ""}};
  return {"—", std::nullopt};
}

Result<View> constants(unsigned bits) {
  View v;
  v.text =
      "Strongly convex reading of Table 1: nu = mu = 2 mu_table, mu_g = 2 c2 = 0.2, A = I, B = -I "
      "(||A|| = ||A^T B|| = 1), eta = midpoint of (23). General convex case: eta = 1/nu (L113). "
      "sigma = Delta = 1, T = 100, delta = 1e-5; the zCDP and eps columns show the safe (upper) end.";
  ViewTable t{.key = "constants",
              .caption = "Constants at the Section 10 settings",
              .header = {"mu_table", "beta", "eta", "L", "P", "Q", "R", "S", "C (Thm 7.2)", "C_K (Lemma 7.7)",
                         "C (Cor 6.2)", "zCDP Cor 6.2", "zCDP Cor 7.3 printed", "supported", "precise",
                         "eps Cor 7.3 printed", "eps supported"},
              .rows = {}};
  const Params common = {{"sigma", "1"}, {"Delta", "1"}, {"T", "100"}, {"norm_A", "1"}};
  for (const auto& row : table1_printed()) {
    if (numeric::deadline_passed()) break;
    const Params sc = table1_strongly_convex(row), gc = table1_general_convex(row);
    const ViewCell L = view_cell(kPrefix + "lemma7_6.L", sc, bits);
    std::vector<ViewCell> r = {{row.mu, std::nullopt}, {row.beta, std::nullopt}};
    for (const char* part : {"eta"}) r.push_back(part_cell(L, part));
    r.push_back(L);
    for (const char* part : {"P", "Q", "R", "S"}) r.push_back(part_cell(L, part));
    r.push_back(view_cell(kPrefix + "thm7_2.C", with_params(sc, {{"norm_A", "1"}}), bits));
    r.push_back(view_cell(kPrefix + "lemma7_7.C_K", with_params(sc, {{"sigma", "1"}}), bits));
    r.push_back(view_cell(kPrefix + "cor6_2.C", gc, bits));
    r.push_back(view_cell(kPrefix + "cor6_2.amplified_zcdp", with_params(gc, common), bits));
    for (const char* form : {"", "_supported", "_precise"})
      r.push_back(view_cell(kPrefix + "cor7_3.amplified_zcdp" + form, with_params(sc, common), bits));
    for (const char* form : {"", "_supported"})
      r.push_back(view_cell(kPrefix + "cor7_3.amplified_zcdp" + std::string(form) + "_eps",
                            with_params(sc, with_params(common, {{"delta", "1e-5"}})), bits));
    t.rows.push_back(std::move(r));
  }
  v.tables.push_back(std::move(t));
  return v;
}

Result<View> against_T(unsigned bits, bool quick) {
  View v;
  v.text =
      "Table 1 row 1, sigma = Delta = 1. zCDP is rho with D_alpha <= rho alpha for every alpha > 1 after 2T+1 "
      "iterations; eps at delta = 1e-5 by the CKS conversion. The printed strongly convex curve (Cor 7.3, "
      "L^(2T-1)/T) falls below what the proof supports (erratum E1).";
  const Table1Row& r1 = table1_printed()[0];
  const Params sc = table1_strongly_convex(r1), gc = table1_general_convex(r1);
  const std::string nu_inv = gc.at("eta");
  struct Curve {
    std::string label, id;
    const Params* base;
  };
  const std::vector<Curve> curves = {
      {"general convex, Cor 6.2 (eta = 1/nu = " + nu_inv + ")", kPrefix + "cor6_2.amplified_zcdp", &gc},
      {"strongly convex, Cor 7.3 as printed (L^(2T-1)/T)", kPrefix + "cor7_3.amplified_zcdp", &sc},
      {"strongly convex, supported (L^T/T)", kPrefix + "cor7_3.amplified_zcdp_supported", &sc},
      {"strongly convex, proved induction bound (L gamma_T(L))", kPrefix + "cor7_3.amplified_zcdp_precise", &sc}};
  ViewPlot zcdp{.file = "cxz_zcdp_vs_T.svg",
                .title = "Amplified zCDP after 2T+1 iterations (Table 1 row 1, sigma = Delta = 1)",
                .xlabel = "T",
                .ylabel = "rho (safe upper end)",
                .caption =
                    "Amplified zCDP against T; the printed strongly convex curve falls below what the proof "
                    "supports",
                .series = {},
                .logx = true,
                .logy = true};
  ViewPlot eps = zcdp;
  eps.file = "cxz_eps_vs_T.svg";
  eps.title = "(eps, 1e-5)-DP after 2T+1 iterations (CKS conversion)";
  eps.ylabel = "eps (safe upper end)";
  eps.caption = "eps at delta = 1e-5 against T";
  const long Tmax = quick ? 60 : 200;
  for (const auto& c : curves) {
    PlotSeries z{c.label, {}, {}}, e{c.label, {}, {}};
    for (long T = 1; T <= Tmax; T = T < 10 ? T + 1 : T + T / 5) {
      if (numeric::deadline_passed()) return v;
      const Params p =
          with_params(*c.base, {{"sigma", "1"}, {"Delta", "1"}, {"T", std::to_string(T)}, {"norm_A", "1"}});
      auto a = default_registry().evaluate(c.id, p, bits);
      auto b = default_registry().evaluate(c.id + "_eps", with_params(p, {{"delta", "1e-5"}}), bits);
      if (a.ok()) {
        z.x.push_back(static_cast<double>(T));
        z.y.push_back(a->value.upper_double());
      }
      if (b.ok()) {
        e.x.push_back(static_cast<double>(T));
        e.y.push_back(b->value.upper_double());
      }
    }
    zcdp.series.push_back(std::move(z));
    eps.series.push_back(std::move(e));
  }
  v.plots.push_back(std::move(zcdp));
  v.plots.push_back(std::move(eps));
  return v;
}

}  // namespace

std::vector<ReportView> report_views() {
  return {{"constants", "Constants at the Section 10 settings", [](unsigned bits, bool) { return constants(bits); }},
          {"amplification", "Amplified privacy against T", against_T}};
}

}  // namespace privbound::bounds::chan_xie_zhao
