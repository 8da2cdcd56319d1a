// Report section "claims": every registered claim's verdict and worst slack (a short run with a
// fixed seed), and the tightness of the amplification theorems on exact linear-Gaussian
// instances (bound/exact vs T).
#include <cmath>
#include <cstdio>
#include <sstream>

#include "privbound/numeric/deadline.hpp"
#include "privbound/proofs_check/chan_xie_zhao.hpp"
#include "privbound/proofs_check/claim.hpp"
#include "report.hpp"

namespace privbound::cli {
namespace {
std::string sci(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.4g", v);
  return buf;
}
}  // namespace

ReportSection claims_section(const ReportContext& ctx) {
  using namespace proofs_check;
  ReportSection s{"claims", "Claims as properties (seed 000: Chan, Xie, Zhao)", "", json::object(), {}};
  const std::size_t iters = ctx.quick ? 3 : 25;
  const unsigned bits = 128;
  std::ostringstream md;
  md << "Each claim runs on its edge points and " << iters << " random instances inside its hypotheses (seed 20261123, "
     << bits << " bits; `privbound check <id> --iters N` for longer runs). Slack = (rhs − lhs)/max(|lhs|,|rhs|); "
     << "a violation is shrunk and its instance printed. Exact divergences come from linear-Gaussian instances "
     << "(quadratic f_t and g).\n\n";
  md << "| claim | kind | verdict | checked | tight | worst slack | citation |\n|---|---|---|---|---|---|---|\n";
  json rows = json::array();
  for (const auto& c : all_claims()) {
    if (numeric::deadline_passed()) return s;  // the report ends with exit 3
    RunOptions o;
    o.iterations = iters;
    o.bits = bits;
    const RunSummary r = run_claim(c, o);
    const std::string slack = std::isfinite(r.worst_slack) ? sci(r.worst_slack) : "−∞ (infinite divergence)";
    md << "| `" << c.id << "` | " << (c.kind == Kind::universal ? "∀" : "∃") << " | "
       << (r.verdict == Status::violated ? "**violated**" : status_name(r.verdict)) << " | " << r.checked << " | "
       << r.tight << " | " << slack << " | " << c.citation.substr(c.citation.find("(seed 000), ") + 12) << " |\n";
    json row{{"id", c.id},
             {"verdict", status_name(r.verdict)},
             {"checked", r.checked},
             {"tight", r.tight},
             {"worst_slack", std::isfinite(r.worst_slack) ? json(r.worst_slack) : json(nullptr)},
             {"seed", r.seed}};
    if (r.point && r.found) {
      json inst = json::object();
      for (const auto& [k, v] : r.found->instance) inst[k] = v;
      row["counterexample"] =
          json{{"point", *r.point}, {"lhs", r.found->lhs}, {"rhs", r.found->rhs}, {"instance", inst}};
      md << "\n  - " << (c.kind == Kind::universal ? "counterexample" : "witness") << " of `" << c.id
         << "`: lhs = " << r.found->lhs << ", rhs = " << r.found->rhs << "\n";
    }
    rows.push_back(row);
  }
  s.data["claims"] = rows;

  // Tightness: bound / exact vs T on two fixed instances (n = 3, m = 2 or 3).
  const long Tmax = ctx.quick ? 4 : 20;
  const Point general = {11, 3, 2, 0, 0, 2, 0, 0, 1, 0};  // m = 1, g = 0, B = 0
  const Point strong = {11, 3, 1, 0, 0, 0, 0, 4, 1, 0};
  std::vector<Series> series;
  json tight = json::object();
  md << "\n**Tightness** (bound ÷ exact sup D^z over the starting difference; ≥ 1 means the theorem holds on the "
        "instance). thm6_1 and cor6_2 use a flat instance (every f_t = ½x₁², g = 0, B = 0: no contraction from f in "
        "two directions), thm7_2 a generic strongly convex instance (n = 3):\n\n| T | thm6_1 | cor6_2 | thm7_2 "
        "(printed 𝔏^{2T−1}) | thm7_2 (supported 𝔏^T) |\n|---|---|---|---|---|\n";
  const std::vector<std::pair<std::string, Point>> which = {
      {"thm6_1", general}, {"cor6_2", general}, {"thm7_2", strong}, {"thm7_2.supported", strong}};
  std::vector<std::vector<chan_xie_zhao::Tightness>> curves;
  for (const auto& [w, base] : which) {
    if (numeric::deadline_passed()) return s;
    curves.push_back(chan_xie_zhao::amplification_tightness(w, base, Tmax, bits));
    Series se;
    se.label = w;
    json arr = json::array();
    for (const auto& t : curves.back()) {
      const double ratio = t.infinite || t.exact <= 0 ? 0.0 : t.bound / t.exact;
      se.x.push_back(static_cast<double>(t.T));
      se.y.push_back(ratio);
      arr.push_back(json{
          {"T", t.T}, {"exact", t.infinite ? json(nullptr) : json(t.exact)}, {"bound", t.bound}, {"ratio", ratio}});
    }
    tight[w] = arr;
    series.push_back(se);
  }
  for (long T = 1; T <= Tmax; ++T) {
    md << "| " << T;
    for (const auto& c : curves) {
      const auto& t = c[static_cast<std::size_t>(T - 1)];
      md << " | " << (t.infinite ? std::string("exact = ∞") : sci(t.bound / t.exact));
    }
    md << " |\n";
  }
  s.data["tightness"] = tight;
  s.figures.emplace_back("claims_tightness.svg",
                         svg_line_plot("Amplification bounds: bound / exact D^z vs T", "T (operators = 2T iterations)",
                                       "bound / exact", series, false, true));
  md << "\n![bound / exact vs T](claims_tightness.svg)\n";
  s.markdown = md.str();
  return s;
}

}  // namespace privbound::cli
