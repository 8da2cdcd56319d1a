// `privbound budget --delta D EVENT...`: certified ε of a heterogeneous composition.
//
// EVENT := gaussian:noise_std=S[,sensitivity=D][,count=N]
//        | subsampled_gaussian:q=Q,noise_multiplier=Z[,count=N]   (Poisson sampling, sensitivity 1)
//        | zcdp:rho=R[,count=N]
// steps=N is count=N (issue 33, item 4: the registry's spelling), one or the other.
// `sigma` is accepted too (the frozen first spelling) but means different things: the noise
// standard deviation in gaussian: (the multiplier is noise_std/sensitivity) and the noise
// multiplier (std/sensitivity, sensitivity 1) in subsampled_gaussian:. A parameter given twice
// (also as sigma and its alias) is an error.
// Routes (each gives a valid ε; the smallest certified upper bound is reported):
//  1. RDP: curves add order by order (a ρ-zCDP event has r(α) = ρα, a Gaussian event with
//     sensitivity Δ and noise σ is the q = 1 case with multiplier σ/Δ); the order is searched
//     over real α > 1 (default, --orders real) or integers (--orders integer) in double, then
//     certified; conversion improved (default) or basic.
//  2. zCDP, when nothing is subsampled: ρ = Σ, converted by CKS (real α).
//  3. exact Gaussian curve, when every event is a Gaussian mechanism (Balle–Wang).
//  4. with --accountant pld: the tight ε of the composition by privacy loss distributions (gaussian and
//     subsampled_gaussian events; the enclosure is of the exact ε, both ends certified).
#include <algorithm>
#include <iostream>
#include <optional>

#include "commands.hpp"
#include "common.hpp"
#include "privbound/bounds/accounting/conversions.hpp"
#include "privbound/bounds/accounting/pld.hpp"
#include "privbound/bounds/accounting/rdp.hpp"

namespace privbound::cli {
namespace {

using numeric::Interval;
using numeric::Rational;
using numeric::Result;

struct Event {
  std::string kind, text;
  std::map<std::string, Rational> p;
  long count = 1;
};

Result<Event> parse_event(const std::string& text) {
  const auto colon = text.find(':');
  auto bad = [&](const std::string& why) {
    return numeric::Error{numeric::ErrorKind::invalid_input, "budget: event \"" + text + "\" " + why + "."};
  };
  if (colon == std::string::npos)
    return bad("must look like kind:name=value,... (kinds: gaussian, subsampled_gaussian, zcdp)");
  Event e;
  e.kind = text.substr(0, colon);
  e.text = text;
  const std::map<std::string, std::vector<std::string>> allowed = {
      {"gaussian", {"sigma", "noise_std", "sensitivity", "count", "steps"}},
      {"subsampled_gaussian", {"q", "sigma", "noise_multiplier", "count", "steps"}},
      {"zcdp", {"rho", "count", "steps"}}};
  // The unambiguous name of each kind's sigma (stored under "sigma").
  const std::map<std::string, std::string> sigma_alias = {{"gaussian", "noise_std"},
                                                          {"subsampled_gaussian", "noise_multiplier"}};
  const auto kind = allowed.find(e.kind);
  if (kind == allowed.end())
    return bad("has an unknown kind \"" + e.kind + "\" (kinds: gaussian, subsampled_gaussian, zcdp)");
  std::string rest = text.substr(colon + 1);
  std::size_t start = 0;
  while (start < rest.size()) {
    const std::size_t end = std::min(rest.find(',', start), rest.size());
    const std::string item = rest.substr(start, end - start);
    const auto eq = item.find('=');
    if (eq == std::string::npos) return bad("has \"" + item + "\", which is not name=value");
    const std::string name = item.substr(0, eq);
    if (std::find(kind->second.begin(), kind->second.end(), name) == kind->second.end()) {
      std::string known;
      for (const auto& k : kind->second) known += (known.empty() ? "" : ", ") + k;
      return bad("has an unknown parameter \"" + name + "\" (parameters of " + e.kind + ": " + known + ")");
    }
    auto v = numeric::parse_rational(item.substr(eq + 1), name);
    if (!v.ok()) return numeric::domain_error("budget", name, "the exact decimals", "\"" + item.substr(eq + 1) + "\"");
    const auto alias = sigma_alias.find(e.kind);
    const bool is_sigma = name == "sigma" || (alias != sigma_alias.end() && name == alias->second);
    const bool is_count = name == "count" || name == "steps";
    const std::string key = is_sigma ? "sigma" : is_count ? "count" : name;
    if (e.p.count(key))
      return bad(is_sigma   ? "gives the noise twice (sigma and " + alias->second + " are one parameter)"
                 : is_count ? "gives the count twice (count and steps are one parameter)"
                            : "gives " + name + " twice");
    e.p[key] = *v;
    start = end + 1;
  }
  auto need = [&](const std::string& n) { return e.p.count(n) ? std::optional<Rational>(e.p[n]) : std::nullopt; };
  if (auto c = need("count")) {
    if (!c->is_integer() || *c < Rational(1) || Rational(1000000000000000L) < *c)
      return numeric::domain_error("budget", "count", "the integers in [1, 10^15]", c->to_string());
    e.count = c->mpq().get_num().get_si();
  }
  if (e.kind != "zcdp") {
    const std::string& name = sigma_alias.at(e.kind);
    auto s = need("sigma");
    if (!s) return bad("needs " + name + " (or sigma)");
    if (!(Rational(0) < *s)) return numeric::domain_error("budget", name, "(0, inf)", s->to_string());
  }
  if (e.kind == "gaussian") {
    if (!e.p.count("sensitivity")) e.p["sensitivity"] = Rational(1);
    if (e.p["sensitivity"] < Rational(0))
      return numeric::domain_error("budget", "sensitivity", "[0, inf)", e.p["sensitivity"].to_string());
  }
  if (e.kind == "subsampled_gaussian") {
    auto q = need("q");
    if (!q) return bad("needs q");
    if (*q < Rational(0) || Rational(1) < *q) return numeric::domain_error("budget", "q", "[0, 1]", q->to_string());
  }
  if (e.kind == "zcdp") {
    auto r = need("rho");
    if (!r) return bad("needs rho");
    if (*r < Rational(0)) return numeric::domain_error("budget", "rho", "[0, inf)", r->to_string());
  }
  return e;
}

struct Route {
  std::string name;
  Interval eps;
  std::optional<Interval> alpha;
};

}  // namespace

void add_budget_command(CLI::App& app, int& code) {
  auto* sub = app.add_subcommand("budget", "Certified (eps, delta) of a composition of heterogeneous mechanisms");
  static std::string delta_text;
  static std::vector<std::string> events;
  static std::string conversion = "improved";
  static std::string orders = "real";
  static std::string accountant = "rdp";
  static unsigned bits = 128;
  static bool as_json = false;
  static double time_limit = 0;
  sub->add_option("--delta", delta_text, "Target delta in (0, 1), exact decimal")->required();
  sub->add_option("events", events,
                  "gaussian:noise_std=S[,sensitivity=D][,count=N] | "
                  "subsampled_gaussian:q=Q,noise_multiplier=Z[,count=N] | zcdp:rho=R[,count=N]. "
                  "sigma= is accepted for both, but is the noise standard deviation in gaussian: and the noise "
                  "multiplier (std / sensitivity, sensitivity 1) in subsampled_gaussian:; steps= is count=")
      ->required();
  sub->add_option("--conversion", conversion, "RDP conversion: improved (default) or basic");
  sub->add_option("--orders", orders, "RDP orders searched: real (default) or integer");
  sub->add_option("--accountant", accountant,
                  "rdp (default: the Renyi, zCDP and Gaussian routes) or pld (adds the tight epsilon by privacy "
                  "loss distributions; gaussian and subsampled_gaussian events, noise multipliers in [1/64, 1000], "
                  "at most 10^6 steps in all, delta >= 1e-12)");
  add_bits_option(sub, bits, 32, "Working precision in bits");
  add_time_limit_option(sub, time_limit);
  sub->add_flag("--json", as_json, "Machine-readable output");
  sub->callback([&code] {
    set_json_errors(as_json);
    namespace acc = bounds::accounting;
    auto dq = numeric::parse_rational(delta_text, "delta");
    if (!dq.ok() || !(Rational(0) < *dq) || !(*dq < Rational(1))) {
      code = fail(numeric::domain_error("budget", "delta", "(0, 1)", delta_text));
      return;
    }
    if (orders != "real" && orders != "integer") {
      code = fail(numeric::domain_error("budget", "orders", "{real, integer}", orders));
      return;
    }
    if (conversion != "improved" && conversion != "basic") {
      code = fail(numeric::domain_error("budget", "conversion", "{improved, basic}", conversion));
      return;
    }
    if (accountant != "rdp" && accountant != "pld") {
      code = fail(numeric::domain_error("budget", "accountant", "{rdp, pld}", accountant));
      return;
    }
    start_time_limit(time_limit, "budget");
    const Interval delta = Interval::from_rational(*dq, bits);
    std::vector<Event> parsed;
    for (const auto& t : events) {
      auto e = parse_event(t);
      if (!e.ok()) {
        code = fail(e.error());
        return;
      }
      parsed.push_back(*e);
    }
    // Route 1: RDP composition as a schedule of (q, multiplier, count) phases.
    std::vector<acc::Phase> phases;
    bool subsampled = false, all_gaussian = true;
    Interval rho_total(bits);
    for (const auto& e : parsed) {
      Interval q = Interval::from_int(1, bits), mult(bits);
      if (e.kind == "subsampled_gaussian") {
        subsampled = true;
        q = Interval::from_rational(e.p.at("q"), bits);
        mult = Interval::from_rational(e.p.at("sigma"), bits);
      } else if (e.kind == "gaussian") {
        if (e.p.at("sensitivity").sign() == 0) continue;  // releases nothing
        mult = Interval::from_rational(e.p.at("sigma") / e.p.at("sensitivity"), bits);
        rho_total += Interval::from_int(e.count, bits) / (2 * sqr(mult));
      } else {
        all_gaussian = false;
        if (e.p.at("rho").sign() == 0) continue;
        const Interval rho = Interval::from_rational(e.p.at("rho"), bits);
        mult = sqrt(1 / (2 * rho));  // r(α) = α/(2·mult²) = ρα
        rho_total += Interval::from_int(e.count, bits) * rho;
      }
      if (q.certainly_le(Interval(bits))) continue;  // q = 0 releases nothing
      phases.push_back(acc::Phase{q, mult, e.count});
    }
    std::vector<Route> routes;
    if (phases.empty()) {
      routes.push_back(Route{"nothing released", Interval(bits), std::nullopt});
    } else {
      const auto method = conversion == "basic" ? acc::RdpConversion::mironov : acc::RdpConversion::improved;
      const auto search = orders == "integer" ? acc::AlphaSearch::integer : acc::AlphaSearch::real;
      auto r = acc::eps_subsampled_gaussian_schedule(phases, delta, method, search, bits);
      if (!r.ok()) {
        code = fail(r.error());
        return;
      }
      routes.push_back(Route{"rdp_" + conversion, r->eps, r->alpha});
      if (accountant == "pld") {
        for (const auto& e : parsed) {
          if (e.kind == "zcdp") {
            code = fail(numeric::Error{numeric::ErrorKind::invalid_input,
                                       "budget: --accountant pld takes gaussian and subsampled_gaussian events "
                                       "only (a zcdp event is no mechanism with a loss distribution)."});
            return;
          }
        }
        auto p = acc::eps_subsampled_gaussian_schedule_pld(phases, delta);
        if (!p.ok()) {
          code = fail(p.error());
          return;
        }
        routes.push_back(Route{"pld", p->value, std::nullopt});
      }
      if (!subsampled) {
        auto z = acc::eps_from_zcdp(rho_total, delta, acc::ZcdpConversion::cks);
        if (z.ok()) routes.push_back(Route{"zcdp_cks", z->eps, z->alpha});
        if (all_gaussian) {
          auto g = acc::eps_from_zcdp(rho_total, delta, acc::ZcdpConversion::gaussian);
          if (g.ok()) routes.push_back(Route{"gaussian_exact", g->eps, std::nullopt});
        }
      }
    }
    std::size_t best = 0;
    for (std::size_t i = 1; i < routes.size(); ++i)
      if (routes[i].eps.upper_double() < routes[best].eps.upper_double()) best = i;
    const Route& b = routes[best];
    if (!b.eps.is_finite() || b.eps.certainly_negative()) {
      code = fail(numeric::Error{numeric::ErrorKind::internal, "budget: no finite certified epsilon was obtained."});
      return;
    }
    if (as_json) {
      json rj = json::array();
      for (const auto& r : routes) {
        json x{{"route", r.name}, {"lo", numeric::decimal_lo(r.eps)}, {"hi", numeric::decimal_hi(r.eps)}};
        if (r.alpha) x["alpha"] = interval_json(*r.alpha);
        rj.push_back(x);
      }
      json ev = json::array();
      for (const auto& e : parsed) ev.push_back(e.text);
      json out{{"delta", delta_text},
               {"lo", numeric::decimal_lo(b.eps)},
               {"hi", numeric::decimal_hi(b.eps)},
               {"safe", numeric::decimal_hi(b.eps)},
               {"safe_side", "upper"},
               {"route", b.name},
               {"routes", rj},
               {"events", ev},
               {"bits", bits},
               {"source",
                "RDP composition (Mironov 2017 Prop. 1) with the subsampled Gaussian of Mironov, Talwar & "
                "Zhang 2019; zCDP composition (Bun & Steinke 2016); conversions per accounting.md 5-7"},
               {"version", kVersion}};
      if (b.alpha) out["alpha"] = interval_json(*b.alpha);
      std::cout << out.dump(2) << "\n";
    } else {
      std::cout << "epsilon = " << numeric::format_safe(b.eps, numeric::SafeSide::upper)
                << "  at delta = " << delta_text << "\n"
                << "  safe upper bound: " << b.eps.upper_decimal(17) << "  (route " << b.name
                << (b.alpha ? ", alpha = " + numeric::format_certain(*b.alpha) : std::string()) << ")\n";
      for (const auto& r : routes) std::cout << "  route " << r.name << ": " << r.eps.upper_decimal(17) << "\n";
    }
    code = kOk;
  });
}

}  // namespace privbound::cli
