// The accountant's report views: first the DP-SGD user's questions (eps for q, sigma, T, delta;
// sigma for a target eps), then the edge cases where double-precision accountants fail, then eps
// against the number of steps. Data only: cli/ renders it.
#include <cmath>

#include "privbound/bounds/accounting/conversions.hpp"
#include "privbound/bounds/accounting/rdp.hpp"
#include "privbound/bounds/accounting/subsampled.hpp"
#include "privbound/bounds/source.hpp"
#include "privbound/numeric/deadline.hpp"
#include "privbound/numeric/format.hpp"

namespace privbound::bounds::accounting {
namespace {

ViewCell text(const std::string& s) { return {s, std::nullopt}; }

Interval dec(const char* t, unsigned bits) { return Interval::from_rational(*numeric::parse_rational(t), bits); }

Result<View> dp_sgd(unsigned bits, bool quick) {
  View v;
  v.text =
      "Poisson-subsampled Gaussian (DP-SGD, sensitivity 1, add/remove neighbours), T-fold composition of RDP and "
      "the improved conversion to (eps, delta). `privbound eval accounting.eps_subsampled_gaussian q=… sigma=… "
      "steps=… delta=…` gives any other configuration; `orders` says which Renyi orders were searched (real: every "
      "order > 1; integer: the integers >= 2, as most accountants do). The safe (upper) end is shown.";
  struct Run {
    const char *q, *sigma, *steps;
  };
  std::vector<Run> runs = {{"0.01", "1", "1000"},
                           {"0.01", "1", "10000"},
                           {"0.001", "0.8", "100000"},
                           {"0.004", "1.1", "10000"},
                           {"0.1", "2", "1000"}};
  if (quick) runs.resize(2);
  ViewTable eps{.key = "dp_sgd_eps",
                .caption = "epsilon for q, sigma, T at delta = 1e-5",
                .header = {"q", "sigma", "steps T", "eps (real orders)", "order", "eps (integer orders)", "order"},
                .rows = {}};
  for (const auto& r : runs) {
    if (numeric::deadline_passed()) return v;
    std::vector<ViewCell> row = {text(r.q), text(r.sigma), text(r.steps)};
    for (const char* orders : {"real", "integer"}) {
      ViewCell c =
          view_cell("accounting.eps_subsampled_gaussian",
                    {{"q", r.q}, {"sigma", r.sigma}, {"steps", r.steps}, {"delta", "1e-5"}, {"orders", orders}}, bits);
      std::string alpha = "—";
      if (c.value)
        for (const auto& p : c.value->parts)
          if (p.name == "alpha") alpha = numeric::format_certain(p.value);
      row.push_back(std::move(c));
      row.push_back(text(alpha));
    }
    eps.rows.push_back(std::move(row));
  }
  v.tables.push_back(std::move(eps));
  ViewTable sigma{.key = "dp_sgd_sigma",
                  .caption =
                      "the smallest sigma meeting a target eps at delta = 1e-5 (integer-order accountant; "
                      "[lo, hi] encloses the exact optimum, hi is certified to meet the target)",
                  .header = {"q", "steps T", "target eps", "sigma (safe: upper)"},
                  .rows = {}};
  std::vector<Run> targets = {{"0.01", "1", "1000"}, {"0.01", "8", "10000"}, {"0.001", "1", "100000"}};
  if (quick) targets.resize(1);
  for (const auto& t : targets) {
    if (numeric::deadline_passed()) return v;
    sigma.rows.push_back(
        {text(t.q), text(t.steps), text(t.sigma),
         view_cell("accounting.calibrate_sigma",
                   {{"q", t.q}, {"steps", t.steps}, {"eps", t.sigma}, {"delta", "1e-5"}, {"rel_tol", "1e-3"}}, bits)});
  }
  v.tables.push_back(std::move(sigma));
  return v;
}

Result<View> edge_cases(unsigned bits) {
  View v;
  v.text =
      "RDP of the Poisson-subsampled Gaussian where double-precision accountants go negative, NaN or drop orders, "
      "and zCDP to (eps, delta) at extreme delta and rho: Bun-Steinke >= CKS (real alpha, clamped at 0) >= the exact "
      "Gaussian curve (the last only for Gaussian mechanisms). Certified; the upper end is a valid value.";
  struct RdpCase {
    const char *what, *q, *sigma, *alpha;
  };
  const RdpCase rdp_cases[] = {
      {"tiny q (log(1-q) forms go negative from q ~ 1e-8)", "1e-12", "1", "32"},
      {"q = 1e-17", "1e-17", "2", "8"},
      {"alpha >= 1030 (log C(alpha,k) overflows in double)", "0.001", "10", "5000"},
      {"fractional alpha", "0.01", "1", "2.5"},
      {"q = 1 equals the plain Gaussian alpha/(2 sigma^2)", "1", "2", "3"},
  };
  ViewTable rdp{.key = "rdp",
                .caption = "RDP of the Poisson-subsampled Gaussian (sensitivity 1)",
                .header = {"case", "q", "sigma", "alpha", "r(alpha)", "safe (hi)"},
                .rows = {}};
  for (const auto& c : rdp_cases) {
    if (numeric::deadline_passed()) return v;
    auto r = rdp_subsampled_gaussian_real(dec(c.alpha, bits), dec(c.q, bits), dec(c.sigma, bits));
    if (!r.ok()) {
      rdp.rows.push_back(
          {text(c.what), text(c.q), text(c.sigma), text(c.alpha), text("error: " + r.error().message), text("")});
      continue;
    }
    rdp.rows.push_back(
        {text(c.what), text(c.q), text(c.sigma), text(c.alpha),
         ViewCell{numeric::format_safe(*r, SafeSide::upper), Evaluation{*r, SafeSide::upper, {}, {}, ""}},
         text(r->upper_decimal(10))});
  }
  v.tables.push_back(std::move(rdp));
  struct ZCase {
    const char *rho, *delta;
  };
  const ZCase zcases[] = {{"0.5", "1e-5"}, {"0.01", "0.1"}, {"1e-30", "1e-300"}, {"1000", "1e-300"}};
  ViewTable z{.key = "zcdp_to_eps",
              .caption = "zCDP to (eps, delta)",
              .header = {"rho", "delta", "Bun-Steinke", "CKS", "Gaussian"},
              .rows = {}};
  for (const auto& c : zcases) {
    std::vector<ViewCell> row = {text(c.rho), text(c.delta)};
    for (auto m : {ZcdpConversion::bun_steinke, ZcdpConversion::cks, ZcdpConversion::gaussian}) {
      auto e = eps_from_zcdp(dec(c.rho, bits), dec(c.delta, bits), m);
      row.push_back(e.ok() ? ViewCell{e->eps.upper_decimal(10), Evaluation{e->eps, SafeSide::upper, {}, {}, ""}}
                           : text("error"));
    }
    z.rows.push_back(std::move(row));
  }
  v.tables.push_back(std::move(z));
  return v;
}

Result<View> eps_vs_steps(unsigned bits, bool quick) {
  View v;
  v.text = "q = 0.01, sigma = 1, delta = 1e-5, integer orders, both RDP-to-DP conversions.";
  PlotSeries improved{"improved (CKS/Balle)", {}, {}}, basic{"basic (Mironov)", {}, {}};
  const int points = quick ? 6 : 13;
  for (int i = 0; i < points; ++i) {
    if (numeric::deadline_passed()) return v;
    const long T = std::lround(std::pow(10.0, 1.0 + 4.0 * i / (points - 1)));
    auto a = eps_subsampled_gaussian(dec("0.01", bits), dec("1", bits), T, dec("1e-5", bits), RdpConversion::improved,
                                     AlphaSearch::integer, bits);
    auto b = eps_subsampled_gaussian(dec("0.01", bits), dec("1", bits), T, dec("1e-5", bits), RdpConversion::mironov,
                                     AlphaSearch::integer, bits);
    if (!a.ok() || !b.ok()) continue;
    improved.x.push_back(static_cast<double>(T));
    improved.y.push_back(a->eps.upper_double());
    basic.x.push_back(static_cast<double>(T));
    basic.y.push_back(b->eps.upper_double());
  }
  v.plots.push_back(ViewPlot{.file = "accounting_eps_vs_steps.svg",
                             .title = "DP-SGD, q = 0.01, sigma = 1, delta = 1e-5: certified epsilon",
                             .xlabel = "steps",
                             .ylabel = "epsilon (safe upper end)",
                             .caption = "Certified epsilon against the number of steps (Poisson subsampling q = 0.01, "
                                        "sigma = 1, delta = 1e-5)",
                             .series = {improved, basic},
                             .logx = true,
                             .logy = true});
  return v;
}

}  // namespace

std::vector<ReportView> report_views() {
  return {{"dp_sgd", "DP-SGD: epsilon for a configuration, sigma for a target", dp_sgd},
          {"edge_cases", "Edge cases where double-precision accountants fail",
           [](unsigned bits, bool) { return edge_cases(bits); }},
          {"eps_vs_steps", "Epsilon against the number of steps", eps_vs_steps}};
}

}  // namespace privbound::bounds::accounting

namespace privbound::bounds {

Source accounting_source() {
  return Source{
      .id = "accounting",
      .name = "Privacy accounting",
      .title = "Certified RDP / zCDP accountant",
      .citation = "privbound accountant (../shared/spec/accounting.md)",
      .seed = "",
      .notes = "Each quantity cites the paper of its formula; every value is a certified enclosure.",
      .quantities = register_accounting,
      .reproductions = {},
      .errata = {},
      .views = accounting::report_views,
  };
}

}  // namespace privbound::bounds
