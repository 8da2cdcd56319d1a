// Registry entries for the accountant: zCDP/RDP conversions, subsampled-Gaussian RDP,
// the DP-SGD accountant and σ calibration (ids accounting.*).
#include <algorithm>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "detail.hpp"
#include "privbound/bounds/accounting/conversions.hpp"
#include "privbound/bounds/accounting/pld.hpp"
#include "privbound/bounds/accounting/rdp.hpp"
#include "privbound/bounds/accounting/subsampled.hpp"
#include "privbound/bounds/registry.hpp"
#include "privbound/numeric/format.hpp"

namespace privbound::bounds::accounting {

namespace {

Result<RdpConversion> rdp_method(const Args& a) {
  PB_TRY(std::string m, a.text("conversion"));
  return m == "basic" ? RdpConversion::mironov : RdpConversion::improved;
}

// conversion=improved|basic (issue interface; basic is Mironov's Prop. 3).
ParamSpec conversion_param() {
  return {"conversion",
          ParamKind::text,
          Domain::real(),
          "improved",
          "RDP -> (eps, delta) conversion: basic (Mironov 2017 Prop. 3) or improved (Balle et al. 2020; CKS 2020)",
          {"improved", "basic"}};
}

ParamSpec orders_param() {
  return {"orders",
          ParamKind::text,
          Domain::real(),
          "real",
          "Renyi orders: real (default: search real orders, then certify), integer (search the best integer), or "
          "a user grid "
          "\"2,4,8.5,...\" of exact decimals > 1 (the best certified value over the grid)",
          {}};
}

// The order search of the calibrations and the schedule: the same default (real) as eval's
// orders (issue 33 item 3: calibrations searched integer orders and their σ evaluated below the
// target by the default eval).
ParamSpec search_param() {
  return {"orders",
          ParamKind::text,
          Domain::real(),
          "real",
          "Renyi orders: real (default, as eval: search real orders, then certify) or integer (the best integer)",
          {"integer", "real"}};
}
Result<AlphaSearch> search_of(const Args& a) {
  PB_TRY(std::string orders, a.text("orders"));
  return orders == "integer" ? AlphaSearch::integer : AlphaSearch::real;
}
const char* orders_name(AlphaSearch s) { return s == AlphaSearch::real ? "real" : "integer"; }

// The accountant over the requested orders: a search (integer|real), or a user grid where each
// listed order is certified and the smallest certified upper bound is kept.
Result<AccountantResult> run_orders(const Args& a, unsigned bits,
                                    const std::function<Result<AccountantResult>(AlphaSearch)>& search,
                                    const std::function<Result<Interval>(const Interval&)>& rdp_total,
                                    const Interval& delta, RdpConversion method) {
  PB_TRY(std::string orders, a.text("orders"));
  if (orders == "integer" || orders == "real")
    return search(orders == "real" ? AlphaSearch::real : AlphaSearch::integer);
  std::optional<AccountantResult> best;
  std::size_t start = 0;
  while (start <= orders.size()) {
    const std::size_t end = std::min(orders.find(',', start), orders.size());
    const std::string item = orders.substr(start, end - start);
    auto q = numeric::parse_rational(item, "orders");
    if (!q.ok() || !(Rational(1) < *q) || Rational(1000000) < *q)
      return numeric::domain_error(a.function(), "orders", "{integer, real} or a list of decimals in (1, 1000000]",
                                   orders);
    const Interval al = Interval::from_rational(*q, bits);
    PB_TRY(Interval r, rdp_total(al));
    PB_TRY(Interval e, eps_from_rdp(al, r, delta, method));
    if (!best || e.upper_double() < best->eps.upper_double())
      best = AccountantResult{e, al, r, method == RdpConversion::mironov ? "mironov" : "improved"};
    start = end + 1;
  }
  return *best;
}

// The orders of an RDP curve: "a..b" (the integers from a to b) or a comma-separated list ("2, 4, 8.5") of distinct
// orders, each in (1, 10^6], at most 1000 of them; returned as the texts the registry reads (a range's integers as
// decimals).
constexpr long kMaxCurveOrders = 1000;
Result<std::vector<std::string>> curve_orders(const std::string& text) {
  static const char* fn = "accounting.rdp_curve_subsampled_gaussian";
  std::vector<std::string> out;
  const auto trim = [](std::string t) {
    const auto b = t.find_first_not_of(' '), e = t.find_last_not_of(' ');
    return b == std::string::npos ? std::string() : t.substr(b, e - b + 1);
  };
  const auto dots = text.find("..");
  if (dots != std::string::npos) {
    PB_TRY(Rational a, numeric::parse_rational(trim(text.substr(0, dots)), "orders"));
    PB_TRY(Rational b, numeric::parse_rational(trim(text.substr(dots + 2)), "orders"));
    if (!a.is_integer() || !b.is_integer() || a < Rational(2) || b < a || Rational(1000000) < b ||
        Rational(kMaxCurveOrders) <= b - a)
      return numeric::domain_error(fn, "orders", "a range a..b of integers with 2 <= a <= b <= 10^6, at most 1000",
                                   text);
    for (long k = static_cast<long>(a.to_double()); k <= static_cast<long>(b.to_double()); ++k)
      out.push_back(std::to_string(k));
    return out;
  }
  std::size_t start = 0;
  while (start <= text.size()) {
    const auto comma = text.find(',', start);
    const std::string item = trim(text.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
    if (item.empty())
      return numeric::domain_error(fn, "orders", "a list of orders \"2, 4, 8.5\" or a range a..b", text);
    PB_TRY(Rational al, numeric::parse_rational(item, "orders"));
    if (al <= Rational(1) || Rational(1000000) < al) return numeric::domain_error(fn, "orders", "(1, 10^6] each", item);
    if (std::find(out.begin(), out.end(), item) != out.end())
      return numeric::domain_error(fn, "orders", "distinct orders", item + " twice");
    out.push_back(item);
    if (static_cast<long>(out.size()) > kMaxCurveOrders)
      return numeric::domain_error(fn, "orders", "at most 1000 orders", "more than 1000");
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return out;
}

ParamSpec steps_param() {
  return {"steps", ParamKind::number, Domain::integer_at_least(1), std::nullopt, "number of steps T", {}};
}
ParamSpec target_eps_param() {
  return {"eps", ParamKind::number, Domain::positive(), std::nullopt, "target epsilon", {}};
}
// A calibration's sampling rate: q = 0 meets every target, so it is excluded.
ParamSpec rate_param() {
  return {"q", ParamKind::number, Domain::unit_left_open(), std::nullopt, "Poisson sampling rate", {}};
}
ParamSpec rel_tol_param(const std::string& of) {
  return {"rel_tol",
          ParamKind::number,
          Domain{Rational(1, 1000000), Rational(1, 2), false, false, false},
          "1e-4",
          "relative resolution of " + of,
          {}};
}
// accountant=rdp|pld (issue 33): the Renyi route or the tight privacy-loss-distribution enclosure.
ParamSpec accountant_param() {
  return {"accountant",
          ParamKind::text,
          Domain::real(),
          "rdp",
          "rdp: the Renyi route (an upper bound at the chosen order); pld: the tight epsilon by privacy "
          "loss distributions, enclosed from both sides (sigma in [1/64, 1000], steps <= 10^6, "
          "delta >= 1e-12; conversion and orders are not used)",
          {"rdp", "pld"}};
}

bool use_pld(const Args& a) {
  const auto acc = a.text("accountant");
  return acc.ok() && acc.value() == "pld";
}

const char* const kPldSource =
    "privacy loss distributions (Koskela, Jalko & Honkela 2020); pessimistic grid rounding of Doroshenko et "
    "al. 2022; FFT error: Higham 2002 Thm 24.2";

Evaluation pld_evaluation(const PldResult& res, const char* what) {
  return evaluation(
      res.value,
      {{"grid", Interval::from_double(res.grid, 64)}, {"float_error", Interval::from_double(res.float_error, 64)}},
      {{"accountant", "pld"}, {"pld_source", kPldSource}, {"neighbours", res.neighbours}, {"enclosure", what}});
}

// The enclosure note of the sampling-without-replacement ids (pld.cpp item 8).
std::string wor_enclosure(const char* what) {
  return std::string("of the exact tight ") + what +
         " of C_q(G_mu) composed T times, mu = 1/sigma (sigma over the replace-one sensitivity, twice the clip norm "
         "for a clipped sum; both discretisations); tight for the mechanism at T = 1, an upper bound beyond";
}

// The enclosure note of the sampling-without-replacement calibrations (PldSampling).
std::string wor_calibration_enclosure(const char* what) {
  return std::string("of the ") + what +
         " whose epsilon meets the target (batches drawn anew without replacement, replace-one; sigma over the "
         "replace-one sensitivity), for the epsilon of C_q(G_mu) composed T times: the mechanism's own at T = 1, an "
         "upper bound beyond, so beyond T = 1 the proven misses are misses of that bound";
}

Evaluation pld_calibration_evaluation(const PldCalibration& c, const char* what) {
  return evaluation(c.value, {{"eps_at_safe", c.at_safe.value}},
                    {{"accountant", "pld"}, {"pld_source", kPldSource}, {"enclosure", what}});
}

ParamSpec delta_param() { return {"delta", ParamKind::number, Domain::unit_open(), std::nullopt, "target delta", {}}; }
ParamSpec q_param() {
  return {"q", ParamKind::number, Domain::unit_closed(), std::nullopt, "Poisson sampling rate", {}};
}
ParamSpec sigma_param() {
  return {"sigma", ParamKind::number, Domain::positive(), std::nullopt, "noise multiplier (noise std / L2 sensitivity)",
          {}};
}

// "q:sigma:steps;q:sigma:steps;..." -> phases (exact decimals).
Result<std::vector<Phase>> parse_phases(const Args& a, unsigned bits) {
  PB_TRY(std::string text, a.text("phases"));
  std::vector<Phase> out;
  const std::string& fn = a.function();
  const std::string dom = "lists \"q:sigma:steps;...\" of exact decimals";
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t end = std::min(text.find(';', start), text.size());
    const std::string item = text.substr(start, end - start);
    const std::size_t c1 = item.find(':'), c2 = c1 == std::string::npos ? c1 : item.find(':', c1 + 1);
    if (c1 == std::string::npos || c2 == std::string::npos) return numeric::domain_error(fn, "phases", dom, text);
    auto q = numeric::parse_rational(item.substr(0, c1), "q");
    auto s = numeric::parse_rational(item.substr(c1 + 1, c2 - c1 - 1), "sigma");
    auto t = numeric::parse_rational(item.substr(c2 + 1), "T");
    if (!q.ok() || !s.ok() || !t.ok() || !t->is_integer() || !t->mpq().get_num().fits_slong_p())
      return numeric::domain_error(fn, "phases", dom, text);
    out.push_back(
        Phase{Interval::from_rational(*q, bits), Interval::from_rational(*s, bits), t->mpq().get_num().get_si()});
    start = end + 1;
  }
  return out;
}

// The source of every calibration (σ, T, q, δ): the inverse problem, answered by the accountant.
const char* const kCalibrationCitation =
    "accounting.md item 8; accountant of accounting.eps_subsampled_gaussian (same orders)";

// The Evaluation of a calibration: value, the accountant's result at the safe end, whether the
// far end is proven, and the accountant and orders it used. `meaning` ends where the orders'
// name goes ("... the minimal sigma of the " + "real-order RDP accountant").
Evaluation calibration_evaluation(const Calibration& c, AlphaSearch search, const char* eps_name,
                                  const char* alpha_name, const std::string& meaning) {
  const std::string orders = orders_name(search);
  return evaluation(c.value, {{eps_name, c.at_safe.eps}, {alpha_name, c.at_safe.alpha}},
                    {{"meaning", meaning + orders + "-order RDP accountant"},
                     {"far_end", c.far_end_certified ? (search == AlphaSearch::real ? "proven at every real order > 1"
                                                                                    : "proven at every integer order")
                                                     : "not proven; the trivial bound is reported"},
                     {"accountant", "rdp"},
                     {"orders", orders},
                     {"conversion", c.at_safe.method == "mironov" ? "basic" : "improved"}});
}

// The DP-SGD user's vocabulary (issue 33, item 4): dataset size n, batch size b and epochs E give
// the Poisson rate q = b/n and T = ceil(E·n/b) steps: E epochs are E·n/b expected batches, rounded
// up, the safe side (more steps: a larger ε, a larger σ). Conversely the largest E with
// ceil(E·n/b) <= T* is T*·b/n (calibrate_epochs).
std::vector<ParamSpec> dpsgd_params(bool with_epochs) {
  std::vector<ParamSpec> p = {
      {"dataset_size", ParamKind::number, Domain::integer_at_least(1), std::nullopt, "number of examples n", {}},
      {"batch_size",
       ParamKind::number,
       Domain::integer_at_least(1),
       std::nullopt,
       "expected batch size b (Poisson sampling at rate q = b/n)",
       {}}};
  if (with_epochs)
    p.push_back({"epochs", ParamKind::number, Domain::positive(), std::nullopt, "epochs E (T = ceil(E n / b))", {}});
  return p;
}
struct DpSgdRun {
  Rational q;
  long steps = 0;
  std::vector<std::pair<std::string, std::string>> notes;  // how q and T were formed
};
Result<DpSgdRun> dpsgd_run(const Args& a, bool with_epochs) {
  PB_TRY(Rational n, a.rational("dataset_size"));
  PB_TRY(Rational b, a.rational("batch_size"));
  if (n < b)
    return numeric::domain_error(a.function(), "batch_size", "the integers in [1, dataset_size]", b.to_string());
  DpSgdRun run{b / n, 0, {{"q", "batch_size / dataset_size = " + b.to_string() + "/" + n.to_string()}}};
  if (!with_epochs) return run;
  PB_TRY(Rational e, a.rational("epochs"));
  PB_TRY(run.steps, steps_of_epochs(a.function().c_str(), e, run.q));
  run.notes.push_back({"steps", "ceil(epochs * dataset_size / batch_size) = ceil(" + (e * n / b).to_string() +
                                    ") = " + std::to_string(run.steps)});
  return run;
}
// The answer of `id` at the arguments of `a` (those named in `pass`) plus q and steps from the run.
Result<Evaluation> delegate(const std::string& id, const Args& a, const std::vector<std::string>& pass,
                            const DpSgdRun& run, unsigned bits) {
  std::map<std::string, std::string> args{{"q", run.q.to_string()}};
  if (run.steps > 0) args["steps"] = std::to_string(run.steps);
  for (const auto& name : pass) {
    PB_TRY(std::string v, a.text(name));
    args[name] = v;
  }
  PB_TRY(Evaluation e, default_registry().evaluate(id, args, bits));
  e.notes.insert(e.notes.end(), run.notes.begin(), run.notes.end());
  return e;
}

}  // namespace

Quantity eps_twin(const Quantity& base) {
  Quantity q = base;
  q.id = base.id + "_eps";
  q.title = "(eps, delta)-DP from: " + base.title;
  q.citation = base.citation +
               "; zCDP -> (eps, delta) by the accountant (Bun-Steinke 2016 Prop. 1.3 / Canonne-Kamath-Steinke 2020)";
  q.safe = SafeSide::upper;
  q.measure = Measure::none;
  // A base with its own `delta` (a per-step delta, say) keeps it; the conversion then has its own
  // parameter, conversion_delta, which defaults to the value of delta (issue 28: one `delta` set
  // both, and the output did not say which). The answer names the conversion's delta.
  const bool own_delta =
      std::any_of(base.params.begin(), base.params.end(), [](const ParamSpec& p) { return p.name == "delta"; });
  const std::string conv_name = own_delta ? "conversion_delta" : "delta";
  q.params.push_back(
      {conv_name,
       ParamKind::number,
       Domain::unit_open(),
       own_delta ? std::string("=delta") : base.twin_delta,
       own_delta ? "delta of the zCDP -> (eps, delta) conversion (default: the value of delta)" : "target delta",
       {}});
  // Bun–Steinke Prop. 1.3 or Canonne–Kamath–Steinke; the exact Gaussian curve does not apply,
  // since these are bounds on D^z, not Gaussian mechanisms.
  q.params.push_back(
      {"conversion", ParamKind::text, Domain::real(), "cks", "zCDP -> DP conversion", {"cks", "bun_steinke"}});
  q.evaluate = [inner = base.evaluate, conv_name](const Args& a, unsigned bits) -> Result<Evaluation> {
    PB_TRY(Evaluation e, inner(a, bits));
    PB_TRY(Interval delta, a.number(conv_name, bits));
    PB_TRY(Rational delta_exact, a.rational(conv_name));
    PB_TRY(std::string conv, a.text("conversion"));
    const auto method = conv == "bun_steinke" ? ZcdpConversion::bun_steinke : ZcdpConversion::cks;
    PB_TRY(EpsDelta eps, eps_from_zcdp(e.value, delta, method));
    std::vector<Part> parts = {{"rho", e.value}};
    if (eps.alpha.is_finite()) parts.push_back({"alpha", eps.alpha});
    return evaluation(
        eps.eps, parts,
        {{"conversion", eps.method},
         {"conversion delta", delta_exact.to_string() + " (" + conv_name +
                                  (conv_name == "delta" || a.given(conv_name) ? "" : ", from delta") + ")"}});
  };
  if (!own_delta)
    for (auto& cfg : q.configs) cfg.params["delta"] = base.twin_delta;
  return q;
}

void register_accountant(Registry& r) {
  r.add(Quantity{
      .id = "accounting.zcdp_to_eps",
      .title = "epsilon of a rho-zCDP mechanism at delta (Bun-Steinke, CKS improved, or exact Gaussian)",
      .citation = "Bun & Steinke 2016 Prop. 1.3; Canonne, Kamath & Steinke 2020 Prop. 12; Balle & Wang 2018 Thm 8",
      .safe = SafeSide::upper,
      .params = {{"rho", ParamKind::number, Domain::nonnegative(), std::nullopt, "zCDP parameter", {}},
                 delta_param(),
                 {"method",
                  ParamKind::text,
                  Domain::real(),
                  "cks",
                  "bun_steinke | cks (any rho-zCDP mechanism) | gaussian (only for Gaussian mechanisms)",
                  {"cks", "bun_steinke", "gaussian"}}},
      .configs = {{"rho = 0.5, delta = 1e-5, cks", {{"rho", "0.5"}, {"delta", "1e-5"}}},
                  {"rho = 0.5, delta = 1e-5, gaussian", {{"rho", "0.5"}, {"delta", "1e-5"}, {"method", "gaussian"}}},
                  {"rho = 1e-30, delta = 1e-300, cks", {{"rho", "1e-30"}, {"delta", "1e-300"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval rho, a.number("rho", bits));
        PB_TRY(Interval delta, a.number("delta", bits));
        PB_TRY(std::string m, a.text("method"));
        const ZcdpConversion method = m == "bun_steinke" ? ZcdpConversion::bun_steinke
                                      : m == "gaussian"  ? ZcdpConversion::gaussian
                                                         : ZcdpConversion::cks;
        PB_TRY(EpsDelta e, eps_from_zcdp(rho, delta, method));
        Evaluation ev = evaluation(e.eps, {}, {{"method", e.method}});
        if (method != ZcdpConversion::gaussian) ev.parts.push_back({"alpha", e.alpha});
        return ev;
      }});
  r.add(Quantity{.id = "accounting.rdp_subsampled_gaussian",
                 .title = "RDP of the Poisson-subsampled Gaussian mechanism at order alpha (integer or fractional)",
                 .citation = "Mironov, Talwar & Zhang 2019, Sec. 3.3 (add/remove neighbours, sensitivity 1)",
                 .safe = SafeSide::upper,
                 .params = {{"alpha",
                             ParamKind::number,
                             Domain{Rational(1), Rational(1000000), true, false, false},
                             std::nullopt,
                             "Renyi order",
                             {}},
                            q_param(),
                            sigma_param()},
                 .configs = {{"alpha = 8, q = 0.01, sigma = 1", {{"alpha", "8"}, {"q", "0.01"}, {"sigma", "1"}}},
                             {"alpha = 32, q = 1e-12, sigma = 1", {{"alpha", "32"}, {"q", "1e-12"}, {"sigma", "1"}}},
                             {"alpha = 2.5, q = 0.01, sigma = 1", {{"alpha", "2.5"}, {"q", "0.01"}, {"sigma", "1"}}}},
                 .evaluate = formula(rdp_subsampled_gaussian_real, "alpha", "q", "sigma")});
  // The RDP vector over orders (issue 33, item 4): what Opacus's compute_rdp and dp_accounting's RdpAccountant hold.
  r.add(Quantity{
      .id = "accounting.rdp_curve_subsampled_gaussian",
      .title = "RDP curve of T steps of the Poisson-subsampled Gaussian: T r(alpha) at each listed order (parts "
               "alpha=<order>; value: the first order's)",
      .citation = "Mironov, Talwar & Zhang 2019, Sec. 3.3; Mironov 2017 Prop. 1 (composition adds)",
      .safe = SafeSide::upper,
      .params = {q_param(),
                 sigma_param(),
                 {"steps", ParamKind::number, Domain::integer_at_least(1), "1", "number of steps T", {}},
                 {"orders",
                  ParamKind::text,
                  Domain::real(),
                  "2..64",
                  "orders: a range a..b of integers or a list \"2, 4, 8.5\" (each in (1, 10^6], at most 1000)",
                  {}}},
      .configs = {{"q = 0.01, sigma = 1, T = 1000, orders 2..64",
                   {{"q", "0.01"}, {"sigma", "1"}, {"steps", "1000"}, {"orders", "2..64"}}},
                  {"q = 0.01, sigma = 1, T = 1000, orders 1.5, 2.5, 8.5",
                   {{"q", "0.01"}, {"sigma", "1"}, {"steps", "1000"}, {"orders", "1.5, 2.5, 8.5"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval qi, a.number("q", bits));  // the domains checked here, named by this id
        PB_TRY(Interval si, a.number("sigma", bits));
        PB_TRY(std::string q, a.text("q"));
        PB_TRY(std::string s, a.text("sigma"));
        PB_TRY(long T, a.integer("steps"));
        PB_TRY(std::string text, a.text("orders"));
        PB_TRY(std::vector<std::string> orders, curve_orders(text));
        std::vector<Part> parts;
        // Runs of consecutive integer orders ("2..64", or "2, 3, 4" as Python's compute_rdp sends them) are
        // computed together (rdp_subsampled_gaussian_orders); any other order through its own id.
        const auto integer_of = [](const std::string& t) -> long {
          return !t.empty() && t.size() <= 7 && t.find_first_not_of("0123456789") == std::string::npos ? std::stol(t)
                                                                                                       : -1;
        };
        for (std::size_t i = 0; i < orders.size();) {
          const long first = integer_of(orders[i]);
          std::size_t j = i + 1;
          while (first >= 2 && j < orders.size() && integer_of(orders[j]) == first + static_cast<long>(j - i)) ++j;
          if (first >= 2 && j - i >= 2) {
            PB_TRY(std::vector<Interval> run,
                   rdp_subsampled_gaussian_orders(first, first + static_cast<long>(j - i) - 1, qi, si));
            for (std::size_t k = i; k < j; ++k)
              parts.push_back({"alpha=" + orders[k], Interval::from_int(T, bits) * run[k - i]});
          } else {
            PB_TRY(Evaluation e, default_registry().evaluate("accounting.rdp_subsampled_gaussian",
                                                             {{"alpha", orders[i]}, {"q", q}, {"sigma", s}}, bits));
            parts.push_back({"alpha=" + orders[i], Interval::from_int(T, e.value.bits()) * e.value});
          }
          i = j;
        }
        const Interval first = parts.front().value;
        return evaluation(first, parts,
                          {{"orders", std::to_string(orders.size()) + " (" + numeric::shown_input(text, 160) + ")"},
                           {"value", "the first order's T r(alpha); every order is a part alpha=<order>"}});
      }});
  r.add(
      Quantity{.id = "accounting.rdp_subsampled_gaussian_wor",
               .title = "RDP of the Gaussian mechanism under sampling without replacement (replace-one), integer alpha",
               .citation = "Wang, Balle & Kasiviswanathan 2019, Theorem 9 (with eps(inf) = inf)",
               .safe = SafeSide::upper,
               .params = {{"alpha",
                           ParamKind::number,
                           Domain{Rational(2), Rational(1000000), false, false, true},
                           std::nullopt,
                           "Renyi order (integer)",
                           {}},
                          {"gamma", ParamKind::number, Domain::unit_closed(), std::nullopt, "sampling ratio m/n", {}},
                          sigma_param()},
               .configs = {{"alpha = 8, gamma = 0.01, sigma = 1", {{"alpha", "8"}, {"gamma", "0.01"}, {"sigma", "1"}}}},
               .evaluate = formula(rdp_wor_gaussian, "alpha", "gamma", "sigma")});
  r.add(Quantity{.id = "accounting.eps_from_rdp",
                 .title = "epsilon at delta implied by (alpha, r)-RDP",
                 .citation = "Mironov 2017 Prop. 3; Balle et al. 2020 Thm 21 / Canonne, Kamath & Steinke 2020 Prop. 12",
                 .safe = SafeSide::upper,
                 .params = {{"alpha", ParamKind::number, Domain::greater_than(1), std::nullopt, "Renyi order", {}},
                            {"rdp", ParamKind::number, Domain::nonnegative(), std::nullopt, "RDP value r(alpha)", {}},
                            delta_param(),
                            conversion_param()},
                 .configs = {{"alpha = 8, rdp = 1, delta = 1e-5", {{"alpha", "8"}, {"rdp", "1"}, {"delta", "1e-5"}}}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Interval al, a.number("alpha", bits));
                   PB_TRY(Interval rd, a.number("rdp", bits));
                   PB_TRY(Interval d, a.number("delta", bits));
                   PB_TRY(RdpConversion m, rdp_method(a));
                   PB_TRY(Interval v, eps_from_rdp(al, rd, d, m));
                   return evaluation(v);
                 }});
  r.add(Quantity{
      .id = "accounting.eps_subsampled_gaussian",
      .title =
          "epsilon of T steps of the Poisson-subsampled Gaussian (DP-SGD accountant), order searched then certified",
      .citation = "Mironov, Talwar & Zhang 2019; Mironov 2017 Prop. 1 and 3; Balle et al. 2020 Thm 21",
      .safe = SafeSide::upper,
      .params = {q_param(), sigma_param(), steps_param(), delta_param(), conversion_param(), orders_param(),
                 accountant_param()},
      .configs = {{"q = 0.01, sigma = 1, steps = 1000, delta = 1e-5, integer orders",
                   {{"q", "0.01"}, {"sigma", "1"}, {"steps", "1000"}, {"delta", "1e-5"}, {"orders", "integer"}}},
                  {"q = 0.01, sigma = 1, steps = 1000, delta = 1e-5, real orders",
                   {{"q", "0.01"}, {"sigma", "1"}, {"steps", "1000"}, {"delta", "1e-5"}, {"orders", "real"}}},
                  {"q = 1e-10, sigma = 1, steps = 10^8, delta = 1e-5",
                   {{"q", "1e-10"}, {"sigma", "1"}, {"steps", "100000000"}, {"delta", "1e-5"}}},
                  {"q = 0.01, sigma = 1, steps = 10000, delta = 1e-300",
                   {{"q", "0.01"}, {"sigma", "1"}, {"steps", "10000"}, {"delta", "1e-300"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval q, a.number("q", bits));
        PB_TRY(Interval s, a.number("sigma", bits));
        PB_TRY(long T, a.integer("steps"));
        PB_TRY(Interval d, a.number("delta", bits));
        if (use_pld(a)) {
          PB_TRY(PldResult res, eps_subsampled_gaussian_pld(q, s, T, d));
          return pld_evaluation(res, "of the exact tight epsilon (optimistic and pessimistic discretisations)");
        }
        PB_TRY(RdpConversion m, rdp_method(a));
        PB_TRY(AccountantResult res,
               run_orders(
                   a, bits, [&](AlphaSearch search) { return eps_subsampled_gaussian(q, s, T, d, m, search, bits); },
                   [&](const Interval& al) -> Result<Interval> {
                     PB_TRY(Interval r, rdp_subsampled_gaussian_real(al, q, s));
                     return Interval::from_int(T, bits) * r;
                   },
                   d, m));
        PB_TRY(std::string orders, a.text("orders"));
        return evaluation(res.eps, {{"alpha", res.alpha}, {"rdp_total", res.rdp}},
                          {{"conversion", res.method == "mironov" ? "basic" : "improved"},
                           {"orders", orders},
                           {"enclosure", "of the bound at the chosen alpha (any alpha is a valid bound)"}});
      }});
  r.add(Quantity{
      .id = "accounting.eps_subsampled_gaussian_schedule",
      .title = "epsilon of a schedule of Poisson-subsampled Gaussian phases (RDP composed order by order)",
      .citation = "Mironov, Talwar & Zhang 2019; Mironov 2017 Prop. 1 and 3; Balle et al. 2020 Thm 21",
      .safe = SafeSide::upper,
      .params = {{"phases", ParamKind::text, Domain::real(), std::nullopt, "phases q:sigma:steps separated by ';'", {}},
                 delta_param(),
                 conversion_param(),
                 search_param(),
                 accountant_param()},
      .configs = {{"two phases", {{"phases", "0.01:1:500;0.02:1.5:500"}, {"delta", "1e-5"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(std::vector<Phase> ph, parse_phases(a, bits));
        PB_TRY(Interval d, a.number("delta", bits));
        if (use_pld(a)) {
          PB_TRY(PldResult res, eps_subsampled_gaussian_schedule_pld(ph, d));
          return pld_evaluation(res, "of the exact tight epsilon of the schedule (both discretisations)");
        }
        PB_TRY(RdpConversion m, rdp_method(a));
        PB_TRY(AlphaSearch search, search_of(a));
        PB_TRY(AccountantResult res, eps_subsampled_gaussian_schedule(ph, d, m, search, bits));
        return evaluation(res.eps, {{"alpha", res.alpha}, {"rdp_total", res.rdp}},
                          {{"method", res.method},
                           {"orders", orders_name(search)},
                           {"enclosure", "of the bound at the chosen alpha (any alpha is a valid bound)"}});
      }});
  r.add(Quantity{
      .id = "accounting.calibrate_sigma",
      .title = "smallest noise multiplier whose certified epsilon after T subsampled-Gaussian steps meets a target",
      .citation = kCalibrationCitation,
      .safe = SafeSide::upper,
      .params = {rate_param(), steps_param(), target_eps_param(), delta_param(), conversion_param(),
                 rel_tol_param("sigma"), search_param(), accountant_param()},
      .configs = {{"q = 0.01, T = 1000, eps = 2, delta = 1e-5",
                   {{"q", "0.01"}, {"steps", "1000"}, {"eps", "2"}, {"delta", "1e-5"}, {"rel_tol", "1e-3"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval q, a.number("q", bits));
        PB_TRY(long T, a.integer("steps"));
        PB_TRY(Interval e, a.number("eps", bits));
        PB_TRY(Interval d, a.number("delta", bits));
        PB_TRY(Rational tol, a.rational("rel_tol"));
        if (use_pld(a)) {
          PB_TRY(PldCalibration c, calibrate_sigma_pld(q, T, e, d, tol.to_double()));
          return pld_calibration_evaluation(c, "of the smallest sigma whose exact tight epsilon meets the target");
        }
        PB_TRY(RdpConversion m, rdp_method(a));
        PB_TRY(AlphaSearch search, search_of(a));
        PB_TRY(Calibration c, calibrate_sigma(q, T, e, d, m, search, tol.to_double(), bits));
        return calibration_evaluation(c, search, "eps_at_sigma_hi", "alpha_at_sigma_hi",
                                      "safe = sigma_hi is certified to meet the target; sigma_lo is proven to miss it "
                                      "at every order, so [lo, hi] encloses the minimal sigma of the ");
      }});
  r.add(Quantity{.id = "accounting.calibrate_steps",
                 .title = "largest number of subsampled-Gaussian steps whose certified epsilon meets a target",
                 .citation = kCalibrationCitation,
                 .safe = SafeSide::lower,
                 .params = {rate_param(), sigma_param(), target_eps_param(), delta_param(), conversion_param(),
                            search_param(), accountant_param()},
                 .configs = {{"q = 0.01, sigma = 1, eps = 2, delta = 1e-5",
                              {{"q", "0.01"}, {"sigma", "1"}, {"eps", "2"}, {"delta", "1e-5"}}}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Interval q, a.number("q", bits));
                   PB_TRY(Interval s, a.number("sigma", bits));
                   PB_TRY(Interval e, a.number("eps", bits));
                   PB_TRY(Interval d, a.number("delta", bits));
                   if (use_pld(a)) {
                     PB_TRY(PldCalibration c, calibrate_steps_pld(q, s, e, d));
                     return pld_calibration_evaluation(
                         c, "of the largest number of steps whose exact tight epsilon meets the target");
                   }
                   PB_TRY(RdpConversion m, rdp_method(a));
                   PB_TRY(AlphaSearch search, search_of(a));
                   PB_TRY(Calibration c, calibrate_steps(q, s, e, d, m, search, bits));
                   return calibration_evaluation(c, search, "eps_at_safe", "alpha_at_safe",
                                                 "safe = lo steps are certified to meet the target; at hi + 1 steps "
                                                 "every order is proven to miss it, so [lo, hi] encloses the largest "
                                                 "number of steps of the ");
                 }});
  r.add(Quantity{
      .id = "accounting.calibrate_q",
      .title = "largest Poisson sampling rate whose certified epsilon after T subsampled-Gaussian steps meets a target",
      .citation = kCalibrationCitation,
      .safe = SafeSide::lower,
      .params = {sigma_param(), steps_param(), target_eps_param(), delta_param(), conversion_param(),
                 rel_tol_param("q"), search_param(), accountant_param()},
      .configs = {{"sigma = 1, T = 1000, eps = 2, delta = 1e-5",
                   {{"sigma", "1"}, {"steps", "1000"}, {"eps", "2"}, {"delta", "1e-5"}, {"rel_tol", "1e-3"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval s, a.number("sigma", bits));
        PB_TRY(long T, a.integer("steps"));
        PB_TRY(Interval e, a.number("eps", bits));
        PB_TRY(Interval d, a.number("delta", bits));
        PB_TRY(Rational tol, a.rational("rel_tol"));
        if (use_pld(a)) {
          PB_TRY(PldCalibration c, calibrate_q_pld(s, T, e, d, tol.to_double()));
          return pld_calibration_evaluation(c, "of the largest rate whose exact tight epsilon meets the target");
        }
        PB_TRY(RdpConversion m, rdp_method(a));
        PB_TRY(AlphaSearch search, search_of(a));
        PB_TRY(Calibration c, calibrate_q(s, T, e, d, m, search, tol.to_double(), bits));
        return calibration_evaluation(c, search, "eps_at_safe", "alpha_at_safe",
                                      "safe = q_lo is certified to meet the target; at q_hi every order is proven "
                                      "to miss it (or q_hi = 1), so [lo, hi] encloses the largest rate of the ");
      }});
  // δ for a given ε (issue 33, item 4), and the DP-SGD vocabulary: the quantities above at q = b/n
  // and T = ceil(E·n/b), answered by them (their parameters, defaults and notes, plus how q and T
  // were formed).
  r.add(Quantity{
      .id = "accounting.calibrate_delta",
      .title = "smallest delta at which the certified epsilon after T subsampled-Gaussian steps meets a target",
      .citation = kCalibrationCitation,
      .safe = SafeSide::upper,
      .params = {q_param(), sigma_param(), steps_param(), target_eps_param(), conversion_param(),
                 rel_tol_param("delta"), search_param(), accountant_param()},
      .configs = {{"q = 0.01, sigma = 1, T = 1000, eps = 2",
                   {{"q", "0.01"}, {"sigma", "1"}, {"steps", "1000"}, {"eps", "2"}, {"rel_tol", "1e-3"}}},
                  {"the same by privacy loss distributions (the exact tight delta(eps))",
                   {{"q", "0.01"}, {"sigma", "1"}, {"steps", "1000"}, {"eps", "2"}, {"accountant", "pld"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval q, a.number("q", bits));
        PB_TRY(Interval s, a.number("sigma", bits));
        PB_TRY(long T, a.integer("steps"));
        PB_TRY(Interval e, a.number("eps", bits));
        if (use_pld(a)) {
          // the smallest delta whose tight eps(delta) meets the target is delta_T(eps) itself
          PB_TRY(PldResult res, delta_subsampled_gaussian_pld(q, s, T, e));
          return pld_evaluation(res, "of the exact tight delta_T(eps) (optimistic and pessimistic discretisations)");
        }
        PB_TRY(Rational tol, a.rational("rel_tol"));
        PB_TRY(RdpConversion m, rdp_method(a));
        PB_TRY(AlphaSearch search, search_of(a));
        PB_TRY(Calibration c, calibrate_delta(q, s, T, e, m, search, tol.to_double(), bits));
        return calibration_evaluation(c, search, "eps_at_safe", "alpha_at_safe",
                                      "safe = delta_hi is certified to meet the target; at delta_lo every order is "
                                      "proven to miss it (or delta_lo = 0), so [lo, hi] encloses the smallest delta "
                                      "of the ");
      }});
  // The Laplace mechanism by privacy loss distributions (issue 33, item 1).
  const char* const laplace_citation = "privacy loss distribution of the pair (Lap(0, b), Lap(1, b)); per step 1/b-DP";
  const ParamSpec laplace_b = {
      "b", ParamKind::number, Domain::positive(), std::nullopt, "Laplace scale (noise scale / L1 sensitivity)", {}};
  r.add(Quantity{.id = "accounting.eps_laplace_pld",
                 .title = "tight epsilon(delta) of T steps of the Laplace mechanism (scale b, L1 sensitivity 1)",
                 .citation = laplace_citation,
                 .safe = SafeSide::upper,
                 .params = {laplace_b, steps_param(), delta_param()},
                 .configs = {{"b = 1, T = 1, delta = 1e-5 (closed form 1 + 2 log(1 - 1e-5))",
                              {{"b", "1"}, {"steps", "1"}, {"delta", "1e-5"}}},
                             {"b = 10, T = 100, delta = 1e-5", {{"b", "10"}, {"steps", "100"}, {"delta", "1e-5"}}}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Interval b, a.number("b", bits));
                   PB_TRY(long T, a.integer("steps"));
                   PB_TRY(Interval d, a.number("delta", bits));
                   PB_TRY(PldResult res, eps_laplace_pld(b, T, d));
                   return pld_evaluation(
                       res, "of the exact tight eps_T(delta) (optimistic and pessimistic discretisations)");
                 }});
  r.add(Quantity{
      .id = "accounting.delta_laplace_pld",
      .title = "tight delta(epsilon) of T steps of the Laplace mechanism (scale b, L1 sensitivity 1)",
      .citation = laplace_citation,
      .safe = SafeSide::upper,
      .params = {laplace_b, steps_param(), target_eps_param()},
      .configs = {{"b = 1, T = 1, eps = 0.5 (closed form 1 - exp(-1/4))", {{"b", "1"}, {"steps", "1"}, {"eps", "0.5"}}},
                  {"b = 10, T = 100, eps = 1", {{"b", "10"}, {"steps", "100"}, {"eps", "1"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval b, a.number("b", bits));
        PB_TRY(long T, a.integer("steps"));
        PB_TRY(Interval e, a.number("eps", bits));
        PB_TRY(PldResult res, delta_laplace_pld(b, T, e));
        return pld_evaluation(res, "of the exact tight delta_T(eps) (optimistic and pessimistic discretisations)");
      }});
  // Sampling without replacement, replace-one (issue 33, item 1; pld.cpp item 8).
  const char* const wor_citation =
      "C_q(G_mu) of Dong, Roth & Su (2022, Thm 9) at mu = 1/sigma, T-fold by privacy loss distributions; one step: "
      "Balle, Barthe & Gaboardi (2018)";
  const ParamSpec wor_q = {"q",
                           ParamKind::number,
                           Domain::unit_closed(),
                           std::nullopt,
                           "batch fraction (batch size / dataset size; each step draws a new uniform batch without "
                           "replacement, independently of the other steps; not shuffling)",
                           {}};
  r.add(Quantity{
      .id = "accounting.eps_wor_gaussian_pld",
      .title =
          "epsilon(delta) of T subsampled-Gaussian steps, each on a batch drawn anew without replacement (replace-one)",
      .citation = wor_citation,
      .safe = SafeSide::upper,
      .params = {wor_q, sigma_param(), steps_param(), delta_param()},
      .configs = {{"q = 0.01, sigma = 1, T = 1000, delta = 1e-5",
                   {{"q", "0.01"}, {"sigma", "1"}, {"steps", "1000"}, {"delta", "1e-5"}}},
                  {"q = 1, sigma = 2, T = 4, delta = 1e-5 (one Gaussian, mu = sqrt(T)/sigma = 1)",
                   {{"q", "1"}, {"sigma", "2"}, {"steps", "4"}, {"delta", "1e-5"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval q, a.number("q", bits));
        PB_TRY(Interval s, a.number("sigma", bits));
        PB_TRY(long T, a.integer("steps"));
        PB_TRY(Interval d, a.number("delta", bits));
        PB_TRY(PldResult res, eps_wor_gaussian_pld(q, s, T, d));
        return pld_evaluation(res, wor_enclosure("eps_T(delta)").c_str());
      }});
  r.add(Quantity{
      .id = "accounting.delta_wor_gaussian_pld",
      .title =
          "delta(epsilon) of T subsampled-Gaussian steps, each on a batch drawn anew without replacement (replace-one)",
      .citation = wor_citation,
      .safe = SafeSide::upper,
      .params = {wor_q, sigma_param(), steps_param(), target_eps_param()},
      .configs = {{"q = 0.01, sigma = 1, T = 1000, eps = 2",
                   {{"q", "0.01"}, {"sigma", "1"}, {"steps", "1000"}, {"eps", "2"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval q, a.number("q", bits));
        PB_TRY(Interval s, a.number("sigma", bits));
        PB_TRY(long T, a.integer("steps"));
        PB_TRY(Interval e, a.number("eps", bits));
        PB_TRY(PldResult res, delta_wor_gaussian_pld(q, s, T, e));
        return pld_evaluation(res, wor_enclosure("delta_T(eps)").c_str());
      }});
  // The three calibrations for the same mechanism (the Poisson ones above with accountant=pld,
  // inverting eps_wor_gaussian_pld instead; PldSampling in pld.hpp states the monotonicity). Their
  // configurations are small (T = 10): every configuration runs in the report, in AccountingRegistry's
  // test and under the sanitizers, and at q = 0.01, T = 1000 the three took 24 s in release (108 s of the
  // sanitizer pass in one test; CI went over its 45 minutes).
  r.add(Quantity{
      .id = "accounting.calibrate_sigma_wor_pld",
      .title = "smallest noise multiplier whose epsilon after T steps on batches drawn without replacement meets a "
               "target",
      .citation = wor_citation,
      .safe = SafeSide::upper,
      .params = {wor_q, steps_param(), target_eps_param(), delta_param(), rel_tol_param("sigma")},
      .configs = {{"q = 0.1, T = 10, eps = 1, delta = 1e-5",
                   {{"q", "0.1"}, {"steps", "10"}, {"eps", "1"}, {"delta", "1e-5"}, {"rel_tol", "1e-2"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval q, a.number("q", bits));
        PB_TRY(long T, a.integer("steps"));
        PB_TRY(Interval e, a.number("eps", bits));
        PB_TRY(Interval d, a.number("delta", bits));
        PB_TRY(Rational tol, a.rational("rel_tol"));
        PB_TRY(PldCalibration c,
               calibrate_sigma_pld(q, T, e, d, tol.to_double(), {}, PldSampling::without_replacement));
        return pld_calibration_evaluation(c, wor_calibration_enclosure("smallest sigma").c_str());
      }});
  r.add(Quantity{.id = "accounting.calibrate_steps_wor_pld",
                 .title = "largest number of steps on batches drawn without replacement whose epsilon meets a target",
                 .citation = wor_citation,
                 .safe = SafeSide::lower,
                 .params = {wor_q, sigma_param(), target_eps_param(), delta_param()},
                 .configs = {{"q = 0.1, sigma = 2, eps = 1, delta = 1e-5",
                              {{"q", "0.1"}, {"sigma", "2"}, {"eps", "1"}, {"delta", "1e-5"}}}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Interval q, a.number("q", bits));
                   PB_TRY(Interval s, a.number("sigma", bits));
                   PB_TRY(Interval e, a.number("eps", bits));
                   PB_TRY(Interval d, a.number("delta", bits));
                   PB_TRY(PldCalibration c, calibrate_steps_pld(q, s, e, d, {}, PldSampling::without_replacement));
                   return pld_calibration_evaluation(c, wor_calibration_enclosure("largest number of steps").c_str());
                 }});
  r.add(Quantity{
      .id = "accounting.calibrate_q_wor_pld",
      .title = "largest batch fraction (drawn without replacement) whose epsilon after T steps meets a target",
      .citation = wor_citation,
      .safe = SafeSide::lower,
      .params = {sigma_param(), steps_param(), target_eps_param(), delta_param(), rel_tol_param("q")},
      .configs = {{"sigma = 4, T = 10, eps = 1, delta = 1e-5",
                   {{"sigma", "4"}, {"steps", "10"}, {"eps", "1"}, {"delta", "1e-5"}, {"rel_tol", "1e-2"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval s, a.number("sigma", bits));
        PB_TRY(long T, a.integer("steps"));
        PB_TRY(Interval e, a.number("eps", bits));
        PB_TRY(Interval d, a.number("delta", bits));
        PB_TRY(Rational tol, a.rational("rel_tol"));
        PB_TRY(PldCalibration c, calibrate_q_pld(s, T, e, d, tol.to_double(), {}, PldSampling::without_replacement));
        return pld_calibration_evaluation(c, wor_calibration_enclosure("largest batch fraction").c_str());
      }});
  r.add(Quantity{
      .id = "accounting.eps_dpsgd",
      .title = "epsilon of DP-SGD from dataset size, batch size and epochs (q = b/n, T = ceil(E n/b))",
      .citation = "accounting.eps_subsampled_gaussian at q = batch_size/dataset_size, steps = ceil(epochs "
                  "dataset_size/batch_size)",
      .safe = SafeSide::upper,
      .params =
          [] {
            auto p = dpsgd_params(true);
            for (const auto& x : {sigma_param(), delta_param(), conversion_param(), search_param(), accountant_param()})
              p.push_back(x);
            return p;
          }(),
      .configs =
          {{"n = 60000, b = 256, 60 epochs, sigma = 1.1, delta = 1e-5",
            {{"dataset_size", "60000"}, {"batch_size", "256"}, {"epochs", "60"}, {"sigma", "1.1"}, {"delta", "1e-5"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(DpSgdRun run, dpsgd_run(a, true));
        return delegate("accounting.eps_subsampled_gaussian", a,
                        {"sigma", "delta", "conversion", "orders", "accountant"}, run, bits);
      }});
  r.add(Quantity{.id = "accounting.calibrate_sigma_dpsgd",
                 .title = "smallest noise multiplier for a target epsilon from dataset size, batch size and epochs",
                 .citation = "accounting.calibrate_sigma at q = batch_size/dataset_size, steps = ceil(epochs "
                             "dataset_size/batch_size)",
                 .safe = SafeSide::upper,
                 .params =
                     [] {
                       auto p = dpsgd_params(true);
                       for (const auto& x : {target_eps_param(), delta_param(), conversion_param(),
                                             rel_tol_param("sigma"), search_param(), accountant_param()})
                         p.push_back(x);
                       return p;
                     }(),
                 .configs = {{"n = 60000, b = 256, 60 epochs, eps = 2, delta = 1e-5",
                              {{"dataset_size", "60000"},
                               {"batch_size", "256"},
                               {"epochs", "60"},
                               {"eps", "2"},
                               {"delta", "1e-5"},
                               {"rel_tol", "1e-3"}}}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(DpSgdRun run, dpsgd_run(a, true));
                   return delegate("accounting.calibrate_sigma", a,
                                   {"eps", "delta", "conversion", "rel_tol", "orders", "accountant"}, run, bits);
                 }});
  r.add(Quantity{
      .id = "accounting.calibrate_epochs",
      .title = "largest number of epochs whose certified epsilon meets a target (steps * batch_size / dataset_size)",
      .citation = "accounting.calibrate_steps at q = batch_size/dataset_size; epochs = steps b/n",
      .safe = SafeSide::lower,
      .params =
          [] {
            auto p = dpsgd_params(false);
            for (const auto& x : {sigma_param(), target_eps_param(), delta_param(), conversion_param(), search_param(),
                                  accountant_param()})
              p.push_back(x);
            return p;
          }(),
      .configs =
          {{"n = 60000, b = 256, sigma = 1.1, eps = 2, delta = 1e-5",
            {{"dataset_size", "60000"}, {"batch_size", "256"}, {"sigma", "1.1"}, {"eps", "2"}, {"delta", "1e-5"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(DpSgdRun run, dpsgd_run(a, false));
        PB_TRY(Evaluation steps, delegate("accounting.calibrate_steps", a,
                                          {"sigma", "eps", "delta", "conversion", "orders", "accountant"}, run, bits));
        // E = T·b/n for each end of the step bracket (both exact integers; the product rounds outward).
        Evaluation e = steps;
        e.value = steps.value * Interval::from_rational(run.q, bits);
        e.parts.insert(e.parts.begin(), {"steps", steps.value});
        e.notes.push_back({"epochs", "steps * batch_size / dataset_size, each end of the steps' bracket"});
        return e;
      }});
}

}  // namespace privbound::bounds::accounting
