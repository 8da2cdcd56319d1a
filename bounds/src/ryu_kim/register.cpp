// register_ryu_kim: the quantities of bounds/ryu_kim/ in the registry, with the paper's
// experiment settings (stored once, in settings()) as built-in configurations.
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "privbound/bounds/accounting/conversions.hpp"
#include "privbound/bounds/registry.hpp"
#include "privbound/bounds/ryu_kim/ryu_kim.hpp"
#include "privbound/bounds/ryu_kim/settings.hpp"
#include "privbound/bounds/source.hpp"

namespace privbound::bounds {
namespace ryu_kim {
namespace {

std::string cite(const std::string& where) { return bounds::cite("ryu_kim", where); }

// The parameters used by several quantities, each declared once.
const ParamSpec kEps = num("eps", Domain::positive(), std::nullopt, "per-step privacy budget eps-bar");
const ParamSpec kDelta = num("delta", Domain::unit_open(), std::nullopt, "per-step failure probability delta-bar");
const ParamSpec kT = num("T", Domain::integer_at_least(1), std::nullopt, "ADMM rounds T");
const ParamSpec kE = num("E", Domain::integer_at_least(1), "1", "local updates per round E");
// the power-flow sensitivities' beta-adjacency and one bus's coefficient vector a_pi of (6.1)
const ParamSpec kBeta = num("beta", Domain::positive(), power_flow_beta(), "beta-adjacency (beta = 1%)");
// beta, a and norm ("l1" or "l2") of a power-flow sensitivity
struct BusArgs {
  Interval beta;
  numeric::RationalMatrix a;
  int p = 2;
};
Result<BusArgs> bus_args(const Args& a, unsigned bits) {
  PB_TRY(Interval beta, a.number("beta", bits));
  PB_TRY(numeric::RationalMatrix v, a.matrix("a"));
  PB_TRY(std::string norm, a.text("norm"));
  return BusArgs{beta, v, norm == "l1" ? 1 : 2};
}
const ParamSpec kBusA{"a",
                      ParamKind::matrix,
                      Domain::real(),
                      std::nullopt,
                      "coefficient vector a_pi of one bus, entries in [-1, 1] (\"1,-1,1\")",
                      {}};
const ParamSpec kSens = num("sensitivity", Domain::nonnegative(), "1", "sensitivity Delta-bar (L1 or L2 as stated)");
const ParamSpec kDeltaPrime = num("delta_prime", Domain::unit_open(), std::nullopt, "extra failure probability delta'");

// Configurations: every experiment setting (settings.hpp) at every eps of the grid.
std::vector<Config> per_setting() {
  std::vector<Config> out;
  for (const auto& s : settings())
    for (const auto& eps : eps_grid()) {
      Params p = setting_params(s);
      p["eps"] = eps;
      out.push_back({s.name + ", eps = " + eps, p});
    }
  return out;
}

// Per-step configurations: every delta of the experiments at every eps of the grid.
std::vector<Config> per_step() {
  std::vector<Config> out;
  for (const auto& delta : deltas())
    for (const auto& eps : eps_grid())
      out.push_back({"delta = " + delta + ", eps = " + eps, {{"delta", delta}, {"eps", eps}}});
  return out;
}

// eps, delta, T, E read once for the Theorem 4.6 quantities.
struct Total {
  Interval eps, delta;
  long T = 1, E = 1;
};
Result<Total> total_args(const Args& a, unsigned bits) {
  PB_TRY(Interval eps, a.number("eps", bits));
  PB_TRY(Interval delta, a.number("delta", bits));
  PB_TRY(long T, a.integer("T"));
  PB_TRY(long E, a.integer("E"));
  return Total{eps, delta, T, E};
}

// The evaluate function of a Theorem 4.6 formula f(eps, delta, T, E).
EvaluateFn total_formula(Result<Interval> (*f)(const Interval&, const Interval&, long, long)) {
  return [f](const Args& a, unsigned bits) -> Result<Evaluation> {
    PB_TRY(Total g, total_args(a, bits));
    PB_TRY(Interval v, f(g.eps, g.delta, g.T, g.E));
    return evaluation(v);
  };
}

// The exact epsilon at delta of a mechanism that is exactly Gaussian with rho-zCDP rho
// (Balle & Wang 2018 through the accountant).
Result<Evaluation> exact_gaussian_eps(const Interval& rho, const Interval& delta) {
  PB_TRY(accounting::EpsDelta e, accounting::eps_from_zcdp(rho, delta, accounting::ZcdpConversion::gaussian));
  return evaluation(e.eps, {{"rho", rho}}, {{"conversion", "gaussian (exact delta(eps) of the composed Gaussian)"}});
}

// The parameters of one (3.2) solve on a 1-D box (BoxStep), declared once.
std::vector<ParamSpec> box_step_params() {
  return {num("grad", Domain::real(), std::nullopt, "subgradient f'_p(z; D) at z_p^{t,e}"),
          num("grad_neighbour", Domain::real(), std::nullopt, "subgradient f'_p(z; D') of the neighbouring dataset"),
          num("z", Domain::real(), "0", "current local iterate z_p^{t,e}"),
          num("w", Domain::real(), "0", "server iterate w^{t+1}"),
          num("lambda", Domain::real(), "0", "dual lambda_p^t"),
          num("eta", Domain::positive(), "1", "proximity parameter eta^t"),
          num("rho", Domain::positive(), "100", "ADMM penalty rho^t"),
          num("lo", Domain::real(), "-1", "box lower end"),
          num("hi", Domain::real(), "1", "box upper end (> lo)")};
}
// Reads the named numbers of `fields` into the members of a struct S.
template <class S>
Result<S> read_numbers(const Args& a, unsigned bits,
                       std::initializer_list<std::pair<const char*, Interval S::*>> fields, S s = S()) {
  for (auto [name, field] : fields) {
    PB_TRY(Interval v, a.number(name, bits));
    s.*field = v;
  }
  return s;
}

Result<BoxStep> box_step_args(const Args& a, unsigned bits) {
  return read_numbers<BoxStep>(a, bits,
                               {{"grad", &BoxStep::grad},
                                {"grad_neighbour", &BoxStep::grad_neighbour},
                                {"z", &BoxStep::z},
                                {"w", &BoxStep::w},
                                {"lambda", &BoxStep::lambda},
                                {"eta", &BoxStep::eta},
                                {"rho", &BoxStep::rho},
                                {"lo", &BoxStep::lo},
                                {"hi", &BoxStep::hi}});
}
// Configurations of a box step: a power-flow-like step (rho = 100, eta = 1, box [-1, 1],
// gradients 2 beta apart at sensitivity 2 beta) at every eps of the grid, and the same step in
// a narrow box [0.9995, 1] at z = w = 1, where both atoms carry mass.
std::vector<Config> box_step_configs(bool gaussian) {
  std::vector<Config> out;
  for (const auto& eps : eps_grid()) {
    Params p = {{"eps", eps}, {"sensitivity", "0.02"}, {"grad", "0.02"}, {"grad_neighbour", "0"}};
    if (gaussian) p["delta"] = "0.01";
    out.push_back({"rho = 100, eta = 1, box [-1, 1], sensitivity 2 beta, eps = " + eps, p});
  }
  Params edge = out.front().params;
  edge["z"] = "1";
  edge["w"] = "1";
  edge["lo"] = "0.9995";
  out.push_back({"the same step in the box [0.9995, 1] at z = w = 1, eps = " + edge["eps"], edge});
  return out;
}

// The constants of Section 5, declared once.
std::vector<ParamSpec> utility_params_spec() {
  const Domain nn = Domain::nonnegative();
  return {num("n", Domain::integer_at_least(1), "2", "dimension n of each z_p"),
          num("P", Domain::integer_at_least(1), "3", "number of agents P"),
          num("U1", nn, "1", "U_1 = max |f'_p| on W_p (5.1c)"),
          num("U2", nn, "1", "U_2 = diameter of W_p (5.1c)"),
          num("U3", nn, std::nullopt, "U_3 (5.1c): 2 Delta_1^2 (Laplace) or 2 ln(1.25/delta) Delta_2^2 (Gaussian)"),
          num("rho_max", nn, power_flow_rho(), "rho^max (Assumption 5.1(i))"),
          num("rho1", Domain::positive(), power_flow_rho(), "rho^1"),
          num("gamma", nn, "1", "gamma >= 2 |lambda*| (Assumption 5.1(ii))"),
          num("lambda1", nn, "0", "|lambda^1|"),
          num("L", nn, "1", "smoothness L (Theorem 5.3)"),
          num("alpha", Domain::positive(), "1", "strong convexity alpha (Theorem 5.5)")};
}
Result<UtilityConstants> utility_args(const Args& a, unsigned bits) {
  UtilityConstants k;
  PB_TRY(long n, a.integer("n"));
  PB_TRY(long P, a.integer("P"));
  k.n = n;
  k.P = P;
  using U = UtilityConstants;
  return read_numbers<U>(a, bits,
                         {{"U1", &U::U1},
                          {"U2", &U::U2},
                          {"U3", &U::U3},
                          {"rho_max", &U::rho_max},
                          {"rho1", &U::rho1},
                          {"gamma", &U::gamma},
                          {"lambda1", &U::lambda1},
                          {"L", &U::L},
                          {"alpha", &U::alpha}},
                         k);
}
// The power-flow settings (T = 100, E in {1, 5}) with the synthetic constants, at every eps.
std::vector<Config> utility_configs() {
  std::vector<Config> out;
  for (const auto& s : settings()) {
    if (s.T != 100) continue;
    for (const auto& eps : eps_grid()) {
      Params p = utility_params();
      p["T"] = std::to_string(s.T);
      p["E"] = std::to_string(s.E);
      p["eps"] = eps;
      out.push_back({s.name + ", synthetic constants, eps = " + eps, p});
    }
  }
  return out;
}
// The evaluate function of a bound of Section 5.
EvaluateFn utility_bound(Result<Interval> (*f)(const UtilityConstants&, const Interval&, long, long)) {
  return [f](const Args& a, unsigned bits) -> Result<Evaluation> {
    PB_TRY(UtilityConstants k, utility_args(a, bits));
    PB_TRY(Interval eps, a.number("eps", bits));
    PB_TRY(long T, a.integer("T"));
    PB_TRY(long E, a.integer("E"));
    PB_TRY(Interval v, f(k, eps, T, E));
    return evaluation(v);
  };
}
// (E.1) configurations: both datasets at every eps (t = T = 5000, the FL horizon).
std::vector<Config> schedule_configs(const std::string& t_name) {
  std::vector<Config> out;
  const std::string T = std::to_string(settings().back().T);
  for (const auto& r : rho_schedules())
    for (const auto& eps : eps_grid())
      out.push_back({r.dataset + ", eps = " + eps + ", " + t_name + " = " + T,
                     {{"c1", r.c1}, {"c2", r.c2}, {"Tc", std::to_string(r.Tc)}, {"eps", eps}, {t_name, T}}});
  return out;
}
// A count with thousands separators (36708 -> "36,708").
std::string grouped(long v) {
  std::string s = std::to_string(v);
  for (auto i = static_cast<long>(s.size()) - 3; i > 0; i -= 3) s.insert(static_cast<std::size_t>(i), ",");
  return s;
}
// The FL sensitivity at each data set's mean share I_p and total I (§6.2.1).
std::vector<Config> fl_sensitivity_configs() {
  std::vector<Config> out;
  for (const auto& d : fl_datasets()) {
    const std::string Ip = std::to_string(d.mean_share()), I = std::to_string(d.records);
    out.push_back({d.name + ": I_p = " + Ip +
                       (d.iid ? ", I = " + I + " (P = " + std::to_string(d.agents) + ", IID)"
                              : " (" + grouped(d.records) + "/" + std::to_string(d.agents) + " on average), I = " + I),
                   {{"I_p", Ip}, {"I", I}}});
  }
  return out;
}

// Table 1's four algorithms (L539): the parameters (algorithm, beta, eps, delta), declared once,
// and the noise each uses: sensitivity 2 beta for ObjPert, beta for OutPert (L514-L516), Gaussian
// variance of Lemma 2.3 for *G, Laplace variance of Lemma 2.2 for *L.
std::vector<ParamSpec> table1_params() {
  return {ParamSpec{"algorithm",
                    ParamKind::text,
                    Domain::real(),
                    std::nullopt,
                    "ObjG | ObjL | OutG | OutL",
                    {"ObjG", "ObjL", "OutG", "OutL"}},
          num("beta", Domain::positive(), power_flow_beta(), "beta-adjacency of the demands (beta = 1%)"), kEps,
          num("delta", Domain::unit_open(), "0.01", "delta-bar (Gaussian only)")};
}
struct Table1Noise {
  Interval variance, sensitivity;
  bool gaussian = false;
};
Result<Table1Noise> table1_noise(const Args& a, unsigned bits) {
  PB_TRY(std::string alg, a.text("algorithm"));
  PB_TRY(Interval beta, a.number("beta", bits));
  PB_TRY(Interval eps, a.number("eps", bits));
  PB_TRY(Interval delta, a.number("delta", bits));
  const bool gaussian = alg.back() == 'G';
  const Interval sens = alg.rfind("Obj", 0) == 0 ? 2 * beta : beta;
  PB_TRY(Interval v, gaussian ? gaussian_variance(sens, eps, delta) : laplace_variance(sens, eps));
  return Table1Noise{v, sens, gaussian};
}

}  // namespace
}  // namespace ryu_kim

void register_ryu_kim(Registry& r) {
  using namespace ryu_kim;
  r.add(Quantity{.id = "ryu_kim.lemma2_2.laplace_variance",
                 .title = "Laplace noise variance 2 (Delta_1/eps)^2 (scale Delta_1/eps); (eps, 0)-DP",
                 .citation = cite("Lemma 2.2 (L86-L94); Theorem 4.5(i) (L379)"),
                 .safe = SafeSide::none,
                 .params = {kSens, kEps},
                 .configs = {{"Delta_1 = 1, eps = 1", {{"eps", "1"}}}},
                 .evaluate = formula(laplace_variance, "sensitivity", "eps")});
  r.add(Quantity{.id = "ryu_kim.lemma2_3.gaussian_variance",
                 .title = "Gaussian noise variance 2 ln(1.25/delta) (Delta_2/eps)^2; (eps, delta)-DP for eps <= 1",
                 .citation = cite("Lemma 2.3 (L96-L100); Theorem 4.4 (L327, L351); Theorem 4.5(ii) (L379)"),
                 .safe = SafeSide::none,
                 .params = {kSens, kEps, kDelta},
                 .configs = {{"Delta_2 = 1, eps = 1, delta = 0.01", {{"eps", "1"}, {"delta", "0.01"}}}},
                 .evaluate = formula(gaussian_variance, "sensitivity", "eps", "delta")});
  r.add(Quantity{.id = "ryu_kim.lemma2_3.gaussian_eps_exact",
                 .title = "Exact epsilon at delta of one Gaussian step with the variance of Lemma 2.3 (<= eps iff the "
                          "lemma holds there)",
                 .citation = cite("Lemma 2.3 / Theorem 4.4 checked with the exact delta(eps) of Balle & Wang 2018"),
                 .safe = SafeSide::upper,
                 .params = {kEps, kDelta},
                 .configs = per_step(),
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Interval eps, a.number("eps", bits));
                   PB_TRY(Interval delta, a.number("delta", bits));
                   PB_TRY(Interval rho, gaussian_step_rho(eps, delta));
                   return exact_gaussian_eps(rho, delta);
                 },
                 .form = Form::precise});
  r.add(Quantity{.id = "ryu_kim.table1.noise",
                 .title = "Table 1: variance of the noise of ObjG, ObjL, OutG, OutL (sensitivity 2 beta for ObjPert, "
                          "beta for OutPert)",
                 .citation = cite("Table 1 (L539-L542); sensitivities L514-L516"),
                 .safe = SafeSide::none,
                 .params = table1_params(),
                 .configs = table1_configs(),
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Table1Noise t, table1_noise(a, bits));
                   return evaluation(t.variance, {{"sensitivity", t.sensitivity}});
                 }});
  r.add(Quantity{.id = "ryu_kim.sec2_2.basic_composition",
                 .title = "Basic composition of TE steps, each (eps, delta)-DP: (TE eps, TE delta)",
                 .citation = cite("Section 2.2 (L104); Algorithm 3.1 (L383), [13, Theorem 3.16]"),
                 .safe = SafeSide::upper,
                 .params = {kEps,
                            num("delta", Domain{Rational(0), Rational(1), false, true, false}, "0",
                                "per-step delta-bar (0 for Laplace)"),
                            kT, kE},
                 .configs = per_setting(),
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Interval eps, a.number("eps", bits));
                   PB_TRY(Interval delta, a.number("delta", bits));
                   PB_TRY(long T, a.integer("T"));
                   PB_TRY(long E, a.integer("E"));
                   PB_TRY(Interval TE, composed_steps("basic_composition", T, E, bits));
                   return evaluation(TE * eps, {{"delta_total", TE * delta}});
                 }});
  r.add(Quantity{
      .id = "ryu_kim.sec2_2.advanced_composition",
      .title = "Advanced composition as printed: eps sqrt(2T ln(1/delta')) + 2 k eps^2 (k undefined in the "
               "text)",
      .citation = cite("Section 2.2 (L102), citing [14]"),
      .safe = SafeSide::upper,
      .params = {kEps, kT, num("k", Domain::integer_at_least(1), std::nullopt, "the k of 2k eps^2"), kDeltaPrime},
      .configs = {{"eps = 1, T = k = 10, delta' = 1e-5",
                   {{"eps", "1"}, {"T", "10"}, {"k", "10"}, {"delta_prime", "1e-5"}}},
                  {"eps = 3, T = k = 10, delta' = 1e-5",
                   {{"eps", "3"}, {"T", "10"}, {"k", "10"}, {"delta_prime", "1e-5"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval eps, a.number("eps", bits));
        PB_TRY(long T, a.integer("T"));
        PB_TRY(long k, a.integer("k"));
        PB_TRY(Interval dp, a.number("delta_prime", bits));
        PB_TRY(Interval v, advanced_composition_printed(eps, T, k, dp));
        return evaluation(v);
      },
      .form = Form::printed});
  r.add(Quantity{
      .id = "ryu_kim.sec2_2.advanced_composition_dwork_roth",
      .title = "Advanced composition (Dwork & Roth Thm 3.20): eps sqrt(2k ln(1/delta')) + k eps (e^eps - 1)",
      .citation = cite("Section 2.2 (L102) as Dwork & Roth 2014, Theorem 3.20 states it"),
      .safe = SafeSide::upper,
      .params = {kEps, num("k", Domain::integer_at_least(1), std::nullopt, "number of mechanisms k"), kDeltaPrime},
      .configs = {{"eps = 1, k = 10, delta' = 1e-5", {{"eps", "1"}, {"k", "10"}, {"delta_prime", "1e-5"}}},
                  {"eps = 3, k = 10, delta' = 1e-5", {{"eps", "3"}, {"k", "10"}, {"delta_prime", "1e-5"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval eps, a.number("eps", bits));
        PB_TRY(long k, a.integer("k"));
        PB_TRY(Interval dp, a.number("delta_prime", bits));
        PB_TRY(Interval v, advanced_composition_dwork_roth(eps, k, dp));
        return evaluation(v);
      },
      .form = Form::corrected});
  r.add(Quantity{.id = "ryu_kim.thm4_4.tail_bound",
                 .title =
                     "(4.11g): (2/sqrt(2 pi)) exp(-(t - eps/(2t))^2/2), t = sqrt(2 ln(1.25/delta)); (4.11h) claims "
                     "<= delta",
                 .citation = cite("Theorem 4.4, (4.11f)-(4.11h) (L365-L375)"),
                 .safe = SafeSide::none,
                 .params = {kEps, kDelta},
                 .configs = per_step(),
                 .evaluate = formula(thm4_4_tail_bound, "eps", "delta"),
                 .form = Form::printed});
  r.add(Quantity{.id = "ryu_kim.thm4_4.condition_margin",
                 .title = "L375: (t - eps/t)^2 - 2 ln(2/(delta sqrt(2 pi))), t = sqrt(2 ln(1.25/delta)); the quoted "
                          "condition holds iff >= 0",
                 .citation = cite("Theorem 4.4, L375 (\"for eps <= 1\", [13, Appendix A])"),
                 .safe = SafeSide::none,
                 .params = {kEps, kDelta},
                 .configs = per_step(),
                 .evaluate = formula(thm4_4_condition_margin, "eps", "delta"),
                 .form = Form::printed,
                 .required = Requirement{Domain::nonnegative(),
                                         "L375's quoted condition fails, so the cited tail step does not apply"}});
  const ParamSpec kR = num("r", Domain::nonnegative(), std::nullopt, "threshold r");
  r.add(Quantity{.id = "ryu_kim.thm4_4.normal_tail_printed",
                 .title = "The normal tail bound quoted at L375: P(|z| > r) <= (2/sqrt(2 pi)) exp(-r^2/2)",
                 .citation = cite("Theorem 4.4, L375"),
                 .safe = SafeSide::none,
                 .params = {kR},
                 .configs = {{"r = 0.1", {{"r", "0.1"}}}, {"r = 1", {{"r", "1"}}}},
                 .evaluate = formula(normal_tail_bound_printed, "r"),
                 .form = Form::printed});
  r.add(Quantity{.id = "ryu_kim.thm4_4.normal_tail_exact",
                 .title = "P(|z| > r) = erfc(r/sqrt 2) for z ~ N(0, 1)",
                 .citation = cite("L375: the exact two-sided normal tail it bounds"),
                 .safe = SafeSide::none,
                 .params = {kR},
                 .configs = {{"r = 0.1", {{"r", "0.1"}}}, {"r = 1", {{"r", "1"}}}},
                 .evaluate = formula(normal_two_sided_tail, "r"),
                 .form = Form::precise});
  auto with_box = [](std::vector<ParamSpec> head) {
    for (auto& p : box_step_params()) head.push_back(std::move(p));
    return head;
  };
  r.add(Quantity{.id = "ryu_kim.thm4_5.box_laplace",
                 .title = "Exact pure-DP eps of one (3.2) solve on a 1-D box with Laplace noise of scale "
                          "Delta_1/eps (interior density and both atoms; Theorem 4.5(i) claims eps)",
                 .citation = cite("(3.2) (L130), L136, Theorem 4.5(i) (L379), (4.6)"),
                 .safe = SafeSide::upper,
                 .params = with_box({kEps, num("sensitivity", Domain::positive(), "0.02",
                                               "L1 sensitivity Delta-bar_1 of the subgradient (4.6)")}),
                 .configs = box_step_configs(false),
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Interval eps, a.number("eps", bits));
                   PB_TRY(Interval sens, a.number("sensitivity", bits));
                   PB_TRY(BoxStep s, box_step_args(a, bits));
                   PB_TRY(Interval v, thm4_5_box_laplace_eps(s, eps, sens));
                   return evaluation(v);
                 },
                 .form = Form::precise});
  r.add(Quantity{.id = "ryu_kim.thm4_5.box_gaussian",
                 .title = "Exact delta(eps) of one (3.2) solve on a 1-D box with the Gaussian noise of Theorem 4.4 "
                          "(interior density and both atoms; Theorem 4.5(ii) claims <= delta)",
                 .citation = cite("(3.2) (L130), L136, Theorem 4.5(ii) (L379), (4.9)"),
                 .safe = SafeSide::upper,
                 .params = with_box({kEps, kDelta,
                                     num("sensitivity", Domain::positive(), "0.02",
                                         "L2 sensitivity Delta-bar_2 of the subgradient (4.9)")}),
                 .configs = box_step_configs(true),
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Interval eps, a.number("eps", bits));
                   PB_TRY(Interval delta, a.number("delta", bits));
                   PB_TRY(Interval sens, a.number("sensitivity", bits));
                   PB_TRY(BoxStep s, box_step_args(a, bits));
                   PB_TRY(Interval v, thm4_5_box_gaussian_delta(s, eps, delta, sens));
                   return evaluation(v);
                 },
                 .form = Form::precise});
  const std::vector<ParamSpec> kTotal = {kEps, kDelta, kT, kE};
  r.add(Quantity{.id = "ryu_kim.thm4_6.a",
                 .title = "(4.12d): a = TE eps^2/(4 ln(1.25/delta)), the rho-zCDP of the TE composed Gaussian steps",
                 .citation = cite("Theorem 4.6, (4.12b)-(4.12d) (L395-L405)"),
                 .safe = SafeSide::upper,
                 .params = kTotal,
                 .configs = per_setting(),
                 .evaluate = total_formula(thm4_6_a),
                 .measure = Measure::zcdp});
  r.add(Quantity{.id = "ryu_kim.thm4_6.side_condition",
                 .title = "(4.12e): the proof needs eps' > TE eps^2/(2 ln(1.25/delta)) = 2a",
                 .citation = cite("Theorem 4.6, (4.12e) (L409)"),
                 .safe = SafeSide::none,
                 .params = kTotal,
                 .configs = per_setting(),
                 .evaluate = total_formula(thm4_6_side_condition)});
  r.add(Quantity{.id = "ryu_kim.thm4_6.total",
                 .title = "Theorem 4.6 as printed: eps' = eps sqrt(TE ln(1/delta)/ln(1.25/delta)) at delta",
                 .citation = cite("Theorem 4.6 (L387), (4.12h) (L419)"),
                 .safe = SafeSide::upper,
                 .params = kTotal,
                 .configs = per_setting(),
                 .evaluate = total_formula(thm4_6_total),
                 .form = Form::printed});
  r.add(Quantity{.id = "ryu_kim.thm4_6.total_moments",
                 .title = "Theorem 4.6 by the proof's own accountant: min over integer tau >= 1 of a(tau + 1) + "
                          "ln(1/delta)/tau",
                 .citation = cite("Lemma 2.4 (L106-L112) with (4.12b)-(4.12d), solved for eps'"),
                 .safe = SafeSide::upper,
                 .params = kTotal,
                 .configs = per_setting(),
                 .evaluate = total_formula(thm4_6_total_moments),
                 .form = Form::supported});
  r.add(Quantity{.id = "ryu_kim.thm4_6.total_exact",
                 .title = "Exact eps' at delta of TE composed Gaussian steps with the printed variance (mu-GDP, mu = "
                          "sqrt(2a))",
                 .citation = cite("Theorem 4.6's setting; exact delta(eps) of Balle & Wang 2018 via the accountant"),
                 .safe = SafeSide::upper,
                 .params = kTotal,
                 .configs = per_setting(),
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Total g, total_args(a, bits));
                   PB_TRY(Interval rho, thm4_6_a(g.eps, g.delta, g.T, g.E));
                   return exact_gaussian_eps(rho, g.delta);
                 },
                 .form = Form::precise});
  r.add(Quantity{.id = "ryu_kim.thm4_6.calibrated_variance",
                 .title = "The per-step variance sigma^2/Delta^2 at which the TE Gaussian steps are exactly (eps', "
                          "delta)-DP for the printed eps' (TE/mu*^2); the paper uses 2 ln(1.25/delta)/eps^2",
                 .citation = cite("Theorem 4.6 (L387-L389) and erratum ryu_kim.E1: the noise its printed total needs"),
                 .safe = SafeSide::upper,
                 .params = kTotal,
                 .configs = per_setting(),
                 .evaluate = total_formula(thm4_6_calibrated_variance),
                 .form = Form::corrected});
  r.add(Quantity{.id = "ryu_kim.sec2_1.loss_tail",
                 .title = "P(|privacy loss| > eps) of the Gaussian mechanism with mu = Delta/sigma (L82 calls it "
                          "equivalent to delta)",
                 .citation = cite("L82, L365 ([13, Lemma 3.17]); loss law (4.11c)-(4.11d)"),
                 .safe = SafeSide::none,
                 .params = {num("mu", Domain::positive(), std::nullopt, "mu = Delta/sigma"),
                            num("eps", Domain::nonnegative(), std::nullopt, "epsilon")},
                 .configs = {{"mu = 1, eps = 1", {{"mu", "1"}, {"eps", "1"}}}},
                 .evaluate = formula(gaussian_loss_tail, "mu", "eps"),
                 .form = Form::printed});
  r.add(Quantity{.id = "ryu_kim.thm4_4.step4_11f_printed",
                 .title = "(4.11f), first line as printed: P(|z| > eps/mu - mu/2), stated equal to P(|y| > eps) "
                          "(ryu_kim.sec2_1.loss_tail)",
                 .citation = cite("Theorem 4.4, (4.11f) (L363-L367)"),
                 .safe = SafeSide::none,
                 .params = {num("mu", Domain::positive(), std::nullopt, "mu = |f' - f''|/sigma"),
                            num("eps", Domain::nonnegative(), std::nullopt, "epsilon")},
                 .configs = {{"mu = 1, eps = 1", {{"mu", "1"}, {"eps", "1"}}}},
                 .evaluate = formula(thm4_4_step4_11f_printed, "mu", "eps"),
                 .form = Form::printed});
  const ParamSpec kEpsTotal = num("eps_total", Domain::positive(), std::nullopt, "the total eps' of (4.12c)");
  r.add(Quantity{
      .id = "ryu_kim.thm4_6.tau_star",
      .title = "tau* of L417 as printed: (eps' - b)/(2b), b = eps^2/(4 ln(1.25/delta))",
      .citation = cite("Theorem 4.6, L417"),
      .safe = SafeSide::none,
      .params = {kEpsTotal, kEps, kDelta},
      .configs = {{"eps' = 41.77, eps = 1, delta = 0.01", {{"eps_total", "41.77"}, {"eps", "1"}, {"delta", "0.01"}}}},
      .evaluate = formula(thm4_6_tau_star_printed, "eps_total", "eps", "delta"),
      .form = Form::printed});
  r.add(Quantity{.id = "ryu_kim.thm4_6.tau_star_corrected",
                 .title = "The minimiser of tau(a tau + a - eps') in (4.12c): (eps' - a)/(2a)",
                 .citation = cite("Theorem 4.6, (4.12c)-(4.12f), L417 corrected"),
                 .safe = SafeSide::none,
                 .params = {kEpsTotal, kEps, kDelta, kT, kE},
                 .configs = {{"eps' = 41.77, power flow E = 5, eps = 1",
                              with_params(setting_params(settings()[1]), {{"eps_total", "41.77"}, {"eps", "1"}})}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Interval et, a.number("eps_total", bits));
                   PB_TRY(Total g, total_args(a, bits));
                   PB_TRY(Interval v, thm4_6_tau_star(et, g.eps, g.delta, g.T, g.E));
                   return evaluation(v);
                 },
                 .form = Form::corrected});
  r.add(Quantity{
      .id = "ryu_kim.powerflow.sensitivity",
      .title = "Sensitivity of grad f_p for (6.1) under beta-adjacency: 2 beta ||a_pi|| (printed: 2 beta)",
      .citation = cite("(6.1) (L508), beta-adjacency (L514), (4.6)/(4.9); printed 2 beta at L516"),
      .safe = SafeSide::upper,
      .params =
          {kBeta, kBusA,
           ParamSpec{
               "norm", ParamKind::text, Domain::real(), "l2", "l2 (ObjG, (4.9)) or l1 (ObjL, (4.6))", {"l2", "l1"}}},
      .configs = {{"one line flow, a = (1)", {{"a", "1"}}},
                  {"a bus with two lines and a generator, a = (1, -1, 1) (synthetic)", {{"a", "1,-1,1"}}},
                  {"the same bus, L1", {{"a", "1,-1,1"}, {"norm", "l1"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(BusArgs b, bus_args(a, bits));
        PB_TRY(Interval s, powerflow_sensitivity(b.beta, b.a, b.p));
        return evaluation(s, {{"printed_2beta", 2 * b.beta}});
      }});
  r.add(Quantity{
      .id = "ryu_kim.powerflow.output_sensitivity",
      .title =
          "Sensitivity of OutPert's output ((3.1)'s solution) under beta-adjacency: 2 beta ||a_pi|| / (1/eta + rho) "
          "(used: beta, L514)",
      .citation = cite("(3.1) (L122), (6.1) (L508), beta-adjacency and OutG/OutL's beta (L514)"),
      .safe = SafeSide::upper,
      .params = {kBeta, kBusA,
                 ParamSpec{"norm", ParamKind::text, Domain::real(), "l2", "l2 (OutG) or l1 (OutL)", {"l2", "l1"}},
                 num("eta", Domain::positive(), "1", "eta^t (power flow: 1/sqrt(t), 1 at t = 1)"),
                 num("rho", Domain::positive(), power_flow_rho(), "rho^t (power flow: 100)")},
      .configs = {{"power flow (rho = 100), t = 1, a = (1, -1, 1) (synthetic)", {{"a", "1,-1,1"}}},
                  {"the same, L1", {{"a", "1,-1,1"}, {"norm", "l1"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(BusArgs b, bus_args(a, bits));
        PB_TRY(Interval eta, a.number("eta", bits));
        PB_TRY(Interval rho, a.number("rho", bits));
        PB_TRY(Interval s, powerflow_output_sensitivity(b.beta, b.a, b.p, eta, rho));
        return evaluation(s, {{"printed_beta", b.beta}});
      }});
  r.add(Quantity{
      .id = "ryu_kim.powerflow.delta_rule",
      .title =
          "L514's rule delta-bar < n^-2 (n the number of data points of a zone): n^2 delta-bar (the rule holds iff "
          "< 1)",
      .citation = cite("Section 6.1.1 (L514): delta-bar = 1e-2 'because delta-bar < n^-2 is typically chosen'"),
      .safe = SafeSide::none,
      .params = {num("delta", Domain::unit_open(), settings()[0].delta, "per-step delta-bar (power flow: 1e-2)"),
                 num("n", Domain::integer_at_least(1), std::nullopt,
                     "data points (demands d_i of (6.1), one per bus) of the largest zone")},
      .configs =
          [] {
            std::vector<Config> c;
            for (const PowerCase& pc : power_cases())
              c.push_back({pc.name + ", " + std::to_string(pc.zones) + " zones: the largest zone has at least " +
                               std::to_string(pc.largest_zone_at_least()) + " buses (any split)",
                           {{"n", std::to_string(pc.largest_zone_at_least())}}});
            return c;
          }(),
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval delta, a.number("delta", bits));
        PB_TRY(long n, a.integer("n"));
        const Interval nn = Interval::from_int(n, bits);
        return evaluation(nn * nn * delta);
      },
      .form = Form::printed,
      .required =
          Requirement{Domain::less_than(1), "L514's rule delta-bar < n^-2 fails at the experiment's delta-bar"}});
  const ParamSpec kTUtil = num("T", Domain::integer_at_least(1), "100", "ADMM rounds T");
  auto utility_spec = [&](std::vector<ParamSpec> head) {
    for (auto& p : utility_params_spec()) head.push_back(std::move(p));
    return head;
  };
  struct BoundRow {
    const char* id;
    const char* title;
    const char* where;
    Result<Interval> (*f)(const UtilityConstants&, const Interval&, long, long);
    Form form = Form::printed;
  };
  for (const BoundRow& b :
       {BoundRow{"ryu_kim.thm5_3.bound",
                 "(5.1b): (nP U3 + U2^2/(2E))/(eps sqrt T) + (U2^2 (rho_max + L/E) + (gamma + "
                 "|lambda1|)^2/rho1)/(2T) (L-smooth f_p)",
                 "Theorem 5.3, (5.1b) (L444-L466)", thm5_3_bound},
        BoundRow{"ryu_kim.thm5_3.bound_corrected",
                 "(5.1b) corrected (E16): (nP U3 + P U2^2/(2E))/(eps sqrt T) + (P U2^2 (rho_max + L/E) + (gamma + "
                 "|lambda1|)^2/rho1)/(2T) (U2^2 -> P U2^2, the stacked distance)",
                 "Theorem 5.3, (5.1b) and Appendix A (L722-L806)", thm5_3_bound_corrected, Form::corrected},
        BoundRow{"ryu_kim.thm5_4.bound",
                 "(5.2b): (nP U3/eps^2 + P U1^2 + U2^2/(2E))/sqrt T + (U2^2 rho_max + (gamma + "
                 "|lambda1|)^2/rho1 + 2 gamma U2)/(2T) (nonsmooth f_p)",
                 "Theorem 5.4, (5.2b) (L468-L482)", thm5_4_bound},
        BoundRow{"ryu_kim.thm5_4.bound_corrected",
                 "(5.2b) corrected (E17): (nP U3/eps^2 + P U1^2 + P U2^2/(2E))/sqrt T + (P U2^2 rho_max + (gamma + "
                 "|lambda1|)^2/rho1 + 2 gamma sqrt(P) U2)/(2T) (the stacked distances)",
                 "Theorem 5.4, (5.2b) and Appendix B (L850-L889)", thm5_4_bound_corrected, Form::corrected},
        BoundRow{"ryu_kim.thm5_5.bound",
                 "(5.3b): (2 U2 gamma + U2^2 rho_max + 4 gamma^2/rho1 + alpha U2^2/(2E) + 2P(U1^2 + "
                 "n U3/eps^2)/alpha)/(T + 1) (alpha-strongly convex f_p)",
                 "Theorem 5.5, (5.3b) (L484-L498)", thm5_5_bound},
        BoundRow{"ryu_kim.thm5_5.bound_corrected",
                 "(5.3b) corrected (E18): (2 sqrt(P) U2 gamma + P U2^2 rho_max + 4 gamma^2/rho1 + alpha P U2^2/(2E) + "
                 "2P(U1^2 + n U3/eps^2)/alpha)/(T + 1) (the stacked distances)",
                 "Theorem 5.5, (5.3b) and Appendix C (L941-L985)", thm5_5_bound_corrected, Form::corrected}}) {
    r.add(Quantity{.id = b.id,
                   .title = b.title,
                   .citation = cite(b.where),
                   .safe = SafeSide::upper,
                   .params = utility_spec({kEps, kTUtil, kE}),
                   .configs = utility_configs(),
                   .evaluate = utility_bound(b.f),
                   .form = b.form});
  }
  const ParamSpec kt = num("t", Domain::integer_at_least(1), std::nullopt, "round t");
  r.add(Quantity{.id = "ryu_kim.thm5_3.eta",
                 .title = "(5.1a): eta^t = 1/(L + sqrt(t)/eps)",
                 .citation = cite("Theorem 5.3, (5.1a) (L446)"),
                 .safe = SafeSide::none,
                 .params = {num("L", Domain::nonnegative(), "1", "smoothness L"), kEps, kt},
                 .configs = {{"L = 1, eps = 1, t = 100", {{"eps", "1"}, {"t", "100"}}}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Interval L, a.number("L", bits));
                   PB_TRY(Interval eps, a.number("eps", bits));
                   PB_TRY(long t, a.integer("t"));
                   PB_TRY(Interval v, thm5_3_eta(L, eps, t));
                   return evaluation(v);
                 }});
  r.add(Quantity{.id = "ryu_kim.thm5_4.eta",
                 .title = "(5.2a): eta^t = 1/sqrt(t) (also the power-flow rule, L514)",
                 .citation = cite("Theorem 5.4, (5.2a) (L470); L514"),
                 .safe = SafeSide::none,
                 .params = {kt},
                 .configs = {{"t = 100", {{"t", "100"}}}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(long t, a.integer("t"));
                   PB_TRY(Interval v, thm5_4_eta(t, bits));
                   return evaluation(v);
                 }});
  r.add(Quantity{.id = "ryu_kim.thm5_5.eta",
                 .title = "(5.3a): eta^t = 2/(alpha (t + 2))",
                 .citation = cite("Theorem 5.5, (5.3a) (L486)"),
                 .safe = SafeSide::none,
                 .params = {num("alpha", Domain::positive(), "1", "strong convexity alpha"), kt},
                 .configs = {{"alpha = 1, t = 100", {{"t", "100"}}}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Interval al, a.number("alpha", bits));
                   PB_TRY(long t, a.integer("t"));
                   PB_TRY(Interval v, thm5_5_eta(al, t));
                   return evaluation(v);
                 }});
  r.add(Quantity{
      .id = "ryu_kim.asm5.U3",
      .title = "U_3 of (5.1c): 2 Delta_1^2 (Laplace) or 2 ln(1.25/delta) Delta_2^2 (Gaussian)",
      .citation = cite("(5.1c) (L458-L460)"),
      .safe = SafeSide::upper,
      .params =
          {ParamSpec{
               "mechanism", ParamKind::text, Domain::real(), "gaussian", "laplace | gaussian", {"laplace", "gaussian"}},
           num("sensitivity", Domain::nonnegative(), "0.02", "Delta-bar (2 beta for power flow)"),
           num("delta", Domain::unit_open(), "0.01", "delta-bar (Gaussian only)")},
      .configs = {{"Gaussian, power flow (Delta = 2 beta, delta = 1e-2)", {}},
                  {"Laplace, power flow (Delta = 2 beta)", {{"mechanism", "laplace"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(std::string m, a.text("mechanism"));
        PB_TRY(Interval sens, a.number("sensitivity", bits));
        PB_TRY(Interval delta, a.number("delta", bits));
        PB_TRY(Interval v, m == "laplace" ? utility_U3_laplace(sens) : utility_U3_gaussian(sens, delta));
        return evaluation(v);
      }});
  r.add(Quantity{
      .id = "ryu_kim.rates.exponent",
      .title = "Secant exponent -ln(B(to)/B(from))/ln(to/from) of a bound (5.1b)-(5.3b) in eps, E or T (the printed "
               "rates claim 1 for E)",
      .citation = cite("rates at L36, L431-L433, L466, L482, L498 against (5.1b)-(5.3b)"),
      .safe = SafeSide::none,
      .params = utility_spec(
          {ParamSpec{"theorem", ParamKind::text, Domain::real(), "5.3", "5.3 | 5.4 | 5.5", {"5.3", "5.4", "5.5"}},
           ParamSpec{"variable", ParamKind::text, Domain::real(), "E", "eps | E | T", {"eps", "E", "T"}},
           num("from", Domain::positive(), "1", "first value of the variable"),
           num("to", Domain::positive(), "1000", "second value (> from)"),
           num("eps", Domain::positive(), "1", "eps-bar (when not the variable)"), kTUtil, kE}),
      .configs = {{"(5.1b) in E from 1 to 1000 (synthetic constants, eps = 1, T = 100)",
                   with_params(utility_params(), {{"U3", "0.0038627"}})},
                  {"(5.1b) in eps from 0.05 to 1",
                   with_params(utility_params(), {{"variable", "eps"}, {"from", "0.05"}, {"to", "1"}})},
                  {"(5.2b) in eps from 0.05 to 1",
                   with_params(utility_params(),
                               {{"theorem", "5.4"}, {"variable", "eps"}, {"from", "0.05"}, {"to", "1"}})},
                  {"(5.3b) in E from 1 to 1000", with_params(utility_params(), {{"theorem", "5.5"}})}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(std::string th, a.text("theorem"));
        PB_TRY(std::string var, a.text("variable"));
        PB_TRY(Interval x1, a.number("from", bits));
        PB_TRY(Interval x2, a.number("to", bits));
        PB_TRY(UtilityConstants k, utility_args(a, bits));
        PB_TRY(Interval eps, a.number("eps", bits));
        PB_TRY(long T, a.integer("T"));
        PB_TRY(long E, a.integer("E"));
        const UtilityTheorem t = th == "5.3"   ? UtilityTheorem::thm5_3
                                 : th == "5.4" ? UtilityTheorem::thm5_4
                                               : UtilityTheorem::thm5_5;
        const UtilityVariable v = var == "eps" ? UtilityVariable::eps
                                  : var == "E" ? UtilityVariable::E
                                               : UtilityVariable::T;
        PB_TRY(Interval e, utility_exponent(t, v, x1, x2, k, eps, T, E));
        return evaluation(e);
      }});
  const std::vector<ParamSpec> kSchedule = {num("c1", Domain::nonnegative(), std::nullopt, "c_1 of (E.1)"),
                                            num("c2", Domain::nonnegative(), std::nullopt, "c_2 of (E.1)"),
                                            num("Tc", Domain::integer_at_least(1), std::nullopt, "T_c of (E.1)"), kEps};
  auto with_schedule = [&](ParamSpec last) {
    std::vector<ParamSpec> v = kSchedule;
    v.push_back(std::move(last));
    return v;
  };
  r.add(Quantity{.id = "ryu_kim.appE.rho_schedule",
                 .title = "(E.1): rho-hat^t = min{1e9, c1 1.2^floor(t/Tc) + c2/eps}",
                 .citation = cite("Appendix E, (E.1) (L1038-L1042)"),
                 .safe = SafeSide::none,
                 .params = with_schedule(kt),
                 .configs = schedule_configs("t"),
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Interval c1, a.number("c1", bits));
                   PB_TRY(Interval c2, a.number("c2", bits));
                   PB_TRY(long Tc, a.integer("Tc"));
                   PB_TRY(Interval eps, a.number("eps", bits));
                   PB_TRY(long t, a.integer("t"));
                   PB_TRY(Interval v, appE_rho_hat(c1, c2, Tc, eps, t));
                   return evaluation(v);
                 }});
  r.add(Quantity{.id = "ryu_kim.appE.asm5_2ii_margin",
                 .title = "Smallest margin of Assumption 5.2(ii), min over t in [2, T] of (t/(t-1)) rho^{t-1} - rho^t, "
                          "for (E.1) (>= 0 iff it holds)",
                 .citation = cite("Assumption 5.2(ii) (L437) at (E.1) (L1040)"),
                 .safe = SafeSide::none,
                 .params = with_schedule(num("T", Domain::integer_at_least(2), std::nullopt, "horizon T")),
                 .configs = schedule_configs("T"),
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Interval c1, a.number("c1", bits));
                   PB_TRY(Interval c2, a.number("c2", bits));
                   PB_TRY(long Tc, a.integer("Tc"));
                   PB_TRY(Interval eps, a.number("eps", bits));
                   PB_TRY(long T, a.integer("T"));
                   PB_TRY(Interval v, appE_asm5_2ii_margin(c1, c2, Tc, eps, T));
                   return evaluation(v);
                 },
                 .required = Requirement{Domain::nonnegative(),
                                         "Assumption 5.2(ii) fails at some t <= T: the utility theorems that assume it "
                                         "do not cover the experiment's penalties",
                                         "",
                                         "L1040 claims only Assumption 5.1-(A) for (E.1) (nondecreasing, bounded); "
                                         "the FEMNIST schedule's 1.2x steps at multiples of T_c break 5.2(ii), so "
                                         "Theorems 5.3-5.5 say nothing about those runs, and the paper does not say "
                                         "they do"}});
  const ParamSpec kZ{"z",
                     ParamKind::matrix,
                     Domain::real(),
                     std::nullopt,
                     "model z_p^{t,e}, J x K (rows j, columns classes k; \"0.5,-0.5;1,0\")",
                     {}};
  const ParamSpec kX{"x", ParamKind::matrix, Domain::real(), std::nullopt, "added sample's features x*, 1 x J", {}};
  const ParamSpec kY = num("y", Domain::integer_at_least(0), std::nullopt, "added sample's class y* in [0, K)");
  const ParamSpec kI = num("I", Domain::integer_at_least(1), std::nullopt, "total number of samples I (all agents)");
  const Params fl_example = {{"z", "0.5,-0.5;1,0"}, {"x", "1,0.5"},        {"y", "0"},
                             {"I", "10"},           {"X", "1,0;0,1;-1,1"}, {"labels", "1,0,1"}};
  r.add(Quantity{.id = "ryu_kim.fl.sensitivity",
                 .title = "(6.4) at one added sample: |x* (softmax(z^T x*) - e_y*)^T|_F/(I + 1)",
                 .citation = cite("(6.3)-(6.4) (L552-L568)"),
                 .safe = SafeSide::none,
                 .params = {kZ, kX, kY, kI},
                 .configs = {{"J = K = 2, I = 10 (synthetic)", fl_example}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(numeric::RationalMatrix z, a.matrix("z"));
                   PB_TRY(numeric::RationalMatrix x, a.matrix("x"));
                   PB_TRY(long y, a.integer("y"));
                   PB_TRY(long I, a.integer("I"));
                   PB_TRY(Interval v, fl_sensitivity_printed(z, x, y, I, bits));
                   return evaluation(v);
                 },
                 .form = Form::printed});
  r.add(Quantity{
      .id = "ryu_kim.fl.gradient_change",
      .title = "Exact |grad f_p(z; D') - grad f_p(z; D)|_F when a sample is added (I -> I + 1 renormalises every "
               "sample): |grad l* - grad f_p(z; D)|_F/(I + 1)",
      .citation = cite("(6.3) (L552-L556) with the add-one adjacency of L564"),
      .safe = SafeSide::none,
      .params = {kZ, kX, kY, kI,
                 ParamSpec{"X", ParamKind::matrix, Domain::real(), std::nullopt, "features of D_p, I_p x J", {}},
                 ParamSpec{"labels", ParamKind::matrix, Domain::real(), std::nullopt, "classes of D_p, 1 x I_p", {}}},
      .configs = {{"J = K = 2, I = 10, I_p = 3 (synthetic)", fl_example}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(numeric::RationalMatrix z, a.matrix("z"));
        PB_TRY(numeric::RationalMatrix x, a.matrix("x"));
        PB_TRY(long y, a.integer("y"));
        PB_TRY(long I, a.integer("I"));
        PB_TRY(numeric::RationalMatrix X, a.matrix("X"));
        PB_TRY(numeric::RationalMatrix labels, a.matrix("labels"));
        PB_TRY(Interval v, fl_gradient_change(z, x, y, I, X, labels, bits));
        return evaluation(v);
      },
      .form = Form::precise});
  r.add(Quantity{.id = "ryu_kim.fl.sensitivity_bound",
                 .title = "A valid add-one L2 sensitivity of (6.3) for features of norm <= R: sqrt(2) R (1 + I_p/I)/(I "
                          "+ 1)",
                 .citation = cite("(6.3)-(6.4) corrected for the renormalisation 1/I -> 1/(I + 1)"),
                 .safe = SafeSide::upper,
                 .params = {num("R", Domain::positive(), "1", "bound on every feature norm |x|"),
                            num("I_p", Domain::integer_at_least(1), std::nullopt, "samples of agent p"), kI},
                 .configs = fl_sensitivity_configs(),
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Interval R, a.number("R", bits));
                   PB_TRY(long Ip, a.integer("I_p"));
                   PB_TRY(long I, a.integer("I"));
                   PB_TRY(Interval v, fl_sensitivity_bound(R, Ip, I));
                   return evaluation(v);
                 },
                 .form = Form::corrected});
  r.add(Quantity{.id = "ryu_kim.lemma2_4.moments_accountant",
                 .title = "Lemma 2.4 (2.7a): delta = exp(min over integer tau >= 1 of a tau (tau + 1) - tau eps') for "
                          "the TE Gaussian steps (alpha of (4.12b)); >= 1 means no guarantee",
                 .citation = cite("Lemma 2.4 (L106-L112) with (4.12b)-(4.12d)"),
                 .safe = SafeSide::upper,
                 .params = {kEpsTotal, kEps, kDelta, kT, kE},
                 .configs = {{"eps' = 41.77, power flow E = 5, eps = 1",
                              with_params(setting_params(settings()[1]), {{"eps_total", "41.77"}, {"eps", "1"}})},
                             {"eps' = 11.92 (printed total), power flow E = 5, eps = 0.1",
                              with_params(setting_params(settings()[1]), {{"eps_total", "11.92"}, {"eps", "0.1"}})}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Interval et, a.number("eps_total", bits));
                   PB_TRY(Total g, total_args(a, bits));
                   PB_TRY(Interval v, lemma2_4_delta(et, g.eps, g.delta, g.T, g.E));
                   return evaluation(v);
                 }});
  r.add(Quantity{.id = "ryu_kim.table1.noise_magnitude",
                 .title = "Expected noise magnitude (6.2) per round: P E n E|xi| (E|xi| = b for Laplace, sigma "
                          "sqrt(2/pi) for Gaussian)",
                 .citation = cite("(6.2) (L525), Table 1 (L539-L542)"),
                 .safe = SafeSide::none,
                 .params =
                     [] {
                       std::vector<ParamSpec> p = table1_params();
                       p.push_back(num("P", Domain::integer_at_least(1), "3", "agents (three zones, L514)"));
                       p.push_back(kE);
                       p.push_back(num("n", Domain::integer_at_least(1), "1", "coordinates of each z_p (not printed)"));
                       return p;
                     }(),
                 .configs = table1_configs(),
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Table1Noise t, table1_noise(a, bits));
                   PB_TRY(long P, a.integer("P"));
                   PB_TRY(long E, a.integer("E"));
                   PB_TRY(long n, a.integer("n"));
                   PB_TRY(Interval m, expected_abs_noise(t.variance, t.gaussian));
                   PB_TRY(Interval count, composed_steps("noise_magnitude", P, E, bits));
                   return evaluation(count * Interval::from_int(n, bits) * m, {{"E_abs_xi", m}});
                 }});
}

}  // namespace privbound::bounds
