// Report section "accounting": worked budgets at the extremes where common accountants fail,
// and ε against the number of steps for a DP-SGD configuration.
#include <cmath>

#include "privbound/bounds/accounting/conversions.hpp"
#include "privbound/bounds/accounting/rdp.hpp"
#include "privbound/bounds/accounting/subsampled.hpp"
#include "privbound/numeric/deadline.hpp"
#include "report.hpp"

namespace privbound::cli {

ReportSection accounting_section(const ReportContext& ctx) {
  namespace acc = bounds::accounting;
  using numeric::Interval;
  using numeric::Rational;
  ReportSection s{"accounting", "Privacy accounting: worked budgets", "", json::object(), {}};
  const unsigned bits = ctx.bits;
  auto dec = [&](const char* t) { return Interval::from_rational(*numeric::parse_rational(t), bits); };

  // Worked RDP values where double-precision accountants go negative, NaN or drop orders.
  struct RdpCase {
    const char* what;
    const char* q;
    const char* sigma;
    const char* alpha;
  };
  const RdpCase rdp_cases[] = {
      {"tiny q (log(1-q) forms go negative from q ~ 1e-8)", "1e-12", "1", "32"},
      {"q = 1e-17", "1e-17", "2", "8"},
      {"alpha >= 1030 (log C(alpha,k) overflows in double)", "0.001", "10", "5000"},
      {"fractional alpha", "0.01", "1", "2.5"},
      {"q = 1 equals the plain Gaussian alpha/(2 sigma^2)", "1", "2", "3"},
  };
  std::string md =
      "RDP of the Poisson-subsampled Gaussian (sensitivity 1), certified; `hi` is a valid RDP value.\n\n"
      "| case | q | sigma | alpha | r(alpha) | safe (hi) |\n|---|---|---|---|---|---|\n";
  json rdp_rows = json::array();
  for (const auto& c : rdp_cases) {
    if (numeric::deadline_passed()) return s;
    auto r = acc::rdp_subsampled_gaussian_real(dec(c.alpha), dec(c.q), dec(c.sigma));
    if (!r.ok()) {
      md += std::string("| ") + c.what + " | " + c.q + " | " + c.sigma + " | " + c.alpha +
            " | error: " + r.error().message + " | |\n";
      continue;
    }
    md += std::string("| ") + c.what + " | " + c.q + " | " + c.sigma + " | " + c.alpha + " | " +
          numeric::format_safe(*r, numeric::SafeSide::upper) + " | " + r->upper_decimal(10) + " |\n";
    rdp_rows.push_back(json{{"q", c.q}, {"sigma", c.sigma}, {"alpha", c.alpha}, {"rdp", interval_json(*r)}});
  }
  s.data["rdp"] = rdp_rows;

  // zCDP conversions at extreme δ / ρ.
  struct ZCase {
    const char* rho;
    const char* delta;
  };
  const ZCase zcases[] = {{"0.5", "1e-5"}, {"0.01", "0.1"}, {"1e-30", "1e-300"}, {"1000", "1e-300"}};
  md +=
      "\nzCDP to (eps, delta): Bun-Steinke >= CKS (real alpha, clamped at 0) >= exact Gaussian curve "
      "(the last only for Gaussian mechanisms).\n\n| rho | delta | Bun-Steinke | CKS | Gaussian "
      "|\n|---|---|---|---|---|\n";
  json zrows = json::array();
  for (const auto& z : zcases) {
    json row{{"rho", z.rho}, {"delta", z.delta}};
    md += std::string("| ") + z.rho + " | " + z.delta + " |";
    for (auto [name, m] :
         {std::pair{"bun_steinke", acc::ZcdpConversion::bun_steinke}, std::pair{"cks", acc::ZcdpConversion::cks},
          std::pair{"gaussian", acc::ZcdpConversion::gaussian}}) {
      auto e = acc::eps_from_zcdp(dec(z.rho), dec(z.delta), m);
      md += " " + (e.ok() ? e->eps.upper_decimal(10) : std::string("error")) + " |";
      if (e.ok()) row[name] = interval_json(e->eps);
    }
    md += "\n";
    zrows.push_back(row);
  }
  s.data["zcdp_to_eps"] = zrows;

  // ε against steps for q = 0.01, σ = 1, δ = 1e-5 (integer orders, both conversions).
  Series improved{"improved (CKS/Balle)", {}, {}}, basic{"basic (Mironov)", {}, {}};
  json curve = json::array();
  const int points = ctx.quick ? 6 : 13;
  for (int i = 0; i < points; ++i) {
    if (numeric::deadline_passed()) return s;  // the report ends with exit 3
    const long T = std::lround(std::pow(10.0, 1.0 + 4.0 * i / (points - 1)));
    auto a = acc::eps_subsampled_gaussian(dec("0.01"), dec("1"), T, dec("1e-5"), acc::RdpConversion::improved,
                                          acc::AlphaSearch::integer, bits);
    auto b = acc::eps_subsampled_gaussian(dec("0.01"), dec("1"), T, dec("1e-5"), acc::RdpConversion::mironov,
                                          acc::AlphaSearch::integer, bits);
    if (!a.ok() || !b.ok()) continue;
    improved.x.push_back(static_cast<double>(T));
    improved.y.push_back(a->eps.upper_double());
    basic.x.push_back(static_cast<double>(T));
    basic.y.push_back(b->eps.upper_double());
    curve.push_back(json{{"steps", T},
                         {"improved", interval_json(a->eps)},
                         {"basic", interval_json(b->eps)},
                         {"alpha_improved", a->alpha.mid_double()}});
  }
  s.data["eps_vs_steps"] = curve;
  s.figures.push_back({"accounting_eps_vs_steps.svg",
                       svg_line_plot("DP-SGD, q = 0.01, sigma = 1, delta = 1e-5: certified epsilon", "steps",
                                     "epsilon (safe upper end)", {improved, basic}, true, true)});
  md +=
      "\n![Certified epsilon against the number of steps (Poisson subsampling q = 0.01, sigma = 1, delta = 1e-5)]"
      "(accounting_eps_vs_steps.svg)\n";
  s.markdown = md;
  return s;
}

}  // namespace privbound::cli
