// Chan–Xie–Zhao's tightness view: bound ÷ exact D^z of the amplification theorems on exact
// linear-Gaussian instances, against T. D^z(P‖Q) = sup_{α>1} D_α(P‖Q)/α is the zCDP divergence the
// theorems bound; the exact value comes from the Gaussian outputs of quadratic instances.
#include <cmath>
#include <cstdio>

#include "privbound/numeric/deadline.hpp"
#include "privbound/proofs_check/chan_xie_zhao/chan_xie_zhao.hpp"

namespace privbound::proofs_check::chan_xie_zhao {
namespace {

std::string g4(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.4g", v);
  return buf;
}

numeric::Result<bounds::View> tightness(unsigned bits, bool quick) {
  bounds::View v;
  v.text =
      "bound ÷ exact D^z, where D^z(P||Q) = sup over alpha > 1 of D_alpha(P||Q)/alpha is the zCDP divergence the "
      "theorems bound, maximised over the starting difference; >= 1 means the theorem holds on the instance. "
      "Theorem 6.1 and Corollary 6.2 use a flat instance (every f_t = x_1^2/2, g = 0, B = 0: no contraction from f in "
      "two directions), Theorem 7.2 a generic strongly convex instance (n = 3).";
  const long Tmax = quick ? 4 : 20;
  const Point general = {11, 3, 2, 0, 0, 2, 0, 0, 1, 0};  // m = 1, g = 0, B = 0
  const Point strong = {11, 3, 1, 0, 0, 0, 0, 4, 1, 0};
  struct Curve {
    std::string which, label;
    const Point* base;
    int plot;
  };
  const std::vector<Curve> curves = {{"thm6_1", "Theorem 6.1 (C with beta*eta)", &general, 0},
                                     {"cor6_2", "Corollary 6.2", &general, 0},
                                     {"thm7_2", "Theorem 7.2 as printed (L^(2T-1)/T)", &strong, 1},
                                     {"thm7_2.supported", "Theorem 7.2 supported (L^T/T)", &strong, 1}};
  bounds::ViewTable t{.key = "tightness", .caption = "bound ÷ exact D^z against T", .header = {"T"}, .rows = {}};
  std::vector<std::vector<Tightness>> runs;
  for (const auto& c : curves) {
    if (numeric::deadline_passed()) return v;
    t.header.push_back(c.label);
    runs.push_back(amplification_tightness(c.which, *c.base, Tmax, bits));
  }
  bounds::ViewPlot plots[2] = {
      {.file = "claims_tightness_general.svg",
       .title = "General convex: bound / exact D^z vs T (flat instance)",
       .xlabel = "T (operators = 2T iterations)",
       .ylabel = "bound / exact",
       .caption = "Theorem 6.1 and Corollary 6.2: the ratio stays bounded, so the 1/T rate is attained",
       .series = {},
       .logx = false,
       .logy = true},
      {.file = "claims_tightness_strong.svg",
       .title = "Strongly convex: bound / exact D^z vs T (generic instance)",
       .xlabel = "T (operators = 2T iterations)",
       .ylabel = "bound / exact",
       .caption = "Theorem 7.2: the exact divergence decays much faster than L^T",
       .series = {},
       .logx = false,
       .logy = true}};
  for (std::size_t i = 0; i < curves.size(); ++i) {
    bounds::PlotSeries s{curves[i].label, {}, {}};
    for (const auto& r : runs[i]) {
      if (r.infinite || r.exact <= 0) continue;
      s.x.push_back(static_cast<double>(r.T));
      s.y.push_back(r.bound / r.exact);
    }
    plots[curves[i].plot].series.push_back(std::move(s));
  }
  for (long T = 1; T <= Tmax; ++T) {
    std::vector<bounds::ViewCell> row = {{std::to_string(T), std::nullopt}};
    for (const auto& r : runs) {
      const auto& x = r[static_cast<std::size_t>(T - 1)];
      row.push_back({x.infinite ? std::string("exact = ∞") : g4(x.bound / x.exact), std::nullopt});
    }
    t.rows.push_back(std::move(row));
  }
  v.tables.push_back(std::move(t));
  v.plots = {plots[0], plots[1]};
  return v;
}

}  // namespace

std::vector<bounds::ReportView> report_views() {
  return {{"tightness", "Tightness of the amplification theorems on exact instances", tightness}};
}

}  // namespace privbound::proofs_check::chan_xie_zhao
