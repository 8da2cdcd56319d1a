// register_liu_geng: the quantities of bounds/liu_geng/ in the registry, with the paper's experiment settings
// (settings.hpp: Table II, delta, the eps grid, nu) as built-in configurations.
#include <string>
#include <vector>

#include "privbound/bounds/accounting/gaussian.hpp"
#include "privbound/bounds/accounting/rdp.hpp"
#include "privbound/bounds/liu_geng/liu_geng.hpp"
#include "privbound/bounds/liu_geng/settings.hpp"
#include "privbound/bounds/registry.hpp"
#include "privbound/bounds/source.hpp"

namespace privbound::bounds {
namespace liu_geng {
namespace {

using numeric::Rational;

std::string cite(const std::string& where) { return bounds::cite("liu_geng", where); }

const ParamSpec kAlpha = num("alpha", Domain::greater_than(1), std::nullopt, "RDP order alpha > 1");
const ParamSpec kDelta = num("delta", Domain::unit_open(), exp_delta(), "delta (experiments: 5e-4, L533)");
const ParamSpec kEps = num("eps", Domain::positive(), std::nullopt, "target eps");
const ParamSpec kTheta = num("theta", Domain::unit_open(), std::nullopt, "split theta in (0, 1) (Theorem 2)");
const ParamSpec kT = num("T", Domain::integer_at_least(1), std::nullopt, "iterations T");
const ParamSpec kN = num("n", Domain::integer_at_least(1), std::nullopt, "records n (Table II: training size)");
const ParamSpec kB = num("b", Domain::integer_at_least(1), std::nullopt, "mini-batch size b (Table II)");
const ParamSpec kL = num("l", Domain::positive(), "1", "Lipschitz constant l of each f_i (not printed)");
const ParamSpec kD1 = num("d1", Domain::integer_at_least(1), std::nullopt, "dimension d_1 of x");
const ParamSpec kNu = num("nu", Domain::nonnegative(), std::nullopt, "smoothing parameter nu >= 0");

// Table II's datasets at the experiments' delta, one eps.
std::vector<Config> dataset_configs(const std::string& eps) {
  std::vector<Config> out;
  for (const auto& d : table2())
    out.push_back({std::string(d.name) + " (Table II: n = " + std::to_string(d.train) +
                       ", b = " + std::to_string(d.batch) + "), delta = 5e-4" + (eps.empty() ? "" : ", eps = " + eps),
                   eps.empty() ? Params{{"n", std::to_string(d.train)}, {"b", std::to_string(d.batch)}}
                               : Params{{"n", std::to_string(d.train)}, {"b", std::to_string(d.batch)}, {"eps", eps}}});
  return out;
}

std::vector<Config> smoothing_configs(bool with_d1) {
  std::vector<Config> out;
  for (const auto& nu : exp_nu()) {
    Params p{{"nu", nu}};
    if (with_d1) p["d1"] = "100";
    out.push_back({"nu = " + nu + " (Fig. 1)" + (with_d1 ? ", d_1 = 100 (not printed)" : ""), p});
  }
  return out;
}

Result<Evaluation> admissible(const Args& a, unsigned bits) {
  PB_TRY(Interval eps, a.number("eps", bits));
  PB_TRY(Interval delta, a.number("delta", bits));
  PB_TRY(long n, a.integer("n"));
  PB_TRY(long b, a.integer("b"));
  PB_TRY(Thm2Set s, thm2_admissible(eps, delta, n, b));
  const Interval status = Interval::from_int(s.nonempty ? 1 : s.empty ? 0 : -1, bits);
  // The audited part (the value's -1 for undecided would read as a certain failure).
  std::vector<Part> parts{{"nonempty", certified_flag(s.nonempty, s.empty, bits)}};
  if (s.eps_min.is_finite()) parts.push_back({"eps_min", s.eps_min});
  std::vector<std::pair<std::string, std::string>> notes = {{"set", s.nonempty ? "non-empty (certified witness)"
                                                                    : s.empty  ? "empty (certified)"
                                                                               : "undecided"}};
  if (s.nonempty) {
    notes.push_back({"witness theta", std::to_string(s.theta)});
    notes.push_back({"witness T", std::to_string(s.T)});
    notes.push_back({"T range at that theta (rounded)", std::to_string(s.T_lo) + " .. " + std::to_string(s.T_hi)});
  }
  return evaluation(status, parts, notes);
}

}  // namespace
}  // namespace liu_geng

void register_liu_geng(Registry& r) {
  using namespace liu_geng;
  r.add(Quantity{
      .id = "liu_geng.lemma1.rdp_to_dp",
      .title = "Lemma 1: (alpha, eps)-RDP gives (eps + log(1/delta)/(alpha - 1), delta)-DP",
      .citation = cite("Lemma 1 (L94), from [31]"),
      .safe = SafeSide::upper,
      .params = {kAlpha, num("rdp", Domain::nonnegative(), std::nullopt, "the RDP eps at order alpha"), kDelta},
      .configs = {{"alpha = 10, rdp = 0.5, delta = 5e-4", {{"alpha", "10"}, {"rdp", "0.5"}}}},
      .evaluate = formula(accounting::eps_from_rdp_mironov, "alpha", "rdp", "delta")});
  r.add(Quantity{.id = "liu_geng.lemma2a.gaussian_rdp",
                 .title = "Lemma 2(a): the Gaussian mechanism is (alpha, alpha Delta^2/(2 sigma^2))-RDP",
                 .citation = cite("Lemma 2 (L96), from [32]"),
                 .safe = SafeSide::upper,
                 .params = {kAlpha, num("sensitivity", Domain::nonnegative(), "1", "l2 sensitivity Delta_2(q)"),
                            num("sigma", Domain::positive(), std::nullopt, "noise standard deviation sigma")},
                 .configs = {{"alpha = 10, Delta = 1, sigma = 2", {{"alpha", "10"}, {"sigma", "2"}}}},
                 .evaluate = formula(accounting::rdp_gaussian, "alpha", "sensitivity", "sigma")});
  r.add(Quantity{
      .id = "liu_geng.lemma2b.subsampled_rdp",
      .title = "Lemma 2(b): sampling without replacement at rate varsigma gives (alpha, 5 varsigma^2 alpha "
               "Delta^2/sigma^2)-RDP if sigma^2/Delta^2 >= 1.5 and alpha <= log(1/(varsigma (1 + sigma^2/Delta^2)))",
      .citation = cite("Lemma 2 (L96), from [32]"),
      .safe = SafeSide::upper,
      .params = {kAlpha, num("rate", Domain::unit_left_open(), std::nullopt, "sampling rate varsigma = b/n"),
                 num("sensitivity", Domain::positive(), "1", "l2 sensitivity Delta_2(q)"),
                 num("sigma2", Domain::positive(), std::nullopt, "noise variance sigma^2")},
      .configs = {{"alpha = 4, varsigma = 50/290506 (covtype), Delta = 1, sigma^2 = 2",
                   {{"alpha", "4"}, {"rate", "50/290506"}, {"sigma2", "2"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval alpha, a.number("alpha", bits));
        PB_TRY(Interval rate, a.number("rate", bits));
        PB_TRY(Interval s, a.number("sensitivity", bits));
        PB_TRY(Interval s2, a.number("sigma2", bits));
        PB_TRY(Interval v, lemma2b_rdp(alpha, rate, s, s2));
        PB_TRY(Interval cap, lemma2b_alpha_max(rate, s, s2));
        return evaluation(v, {{"alpha_max", cap}});
      }});
  r.add(Quantity{
      .id = "liu_geng.lemma2b.alpha_max",
      .title = "Lemma 2(b)'s largest order: log(1/(varsigma (1 + sigma^2/Delta^2)))",
      .citation = cite("Lemma 2 (L96)"),
      .safe = SafeSide::none,
      .params = {num("rate", Domain::unit_left_open(), std::nullopt, "sampling rate varsigma = b/n"),
                 num("sensitivity", Domain::positive(), "1", "l2 sensitivity Delta_2(q)"),
                 num("sigma2", Domain::positive(), std::nullopt, "noise variance sigma^2")},
      .configs = {{"varsigma = 50/290506 (covtype), Delta = 1, sigma^2 = 2", {{"rate", "50/290506"}, {"sigma2", "2"}}}},
      .evaluate = formula(lemma2b_alpha_max, "rate", "sensitivity", "sigma2")});
  r.add(Quantity{.id = "liu_geng.lemma3.composition",
                 .title = "Lemma 3: composition of (alpha, eps_i)-RDP mechanisms is (alpha, sum_i eps_i)-RDP",
                 .citation = cite("Lemma 3 (L98), from [31]"),
                 .safe = SafeSide::upper,
                 .params = {ParamSpec{"rdps",
                                      ParamKind::matrix,
                                      Domain::nonnegative(),
                                      std::nullopt,
                                      "the eps_i at one order, as a row (\"0.1,0.2,0.3\")",
                                      {}}},
                 .configs = {{"eps = (0.1, 0.2, 0.3)", {{"rdps", "0.1,0.2,0.3"}}}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Interval sum, a.nonnegative_row_sum("rdps", bits));
                   return evaluation(sum);
                 }});
  r.add(Quantity{.id = "liu_geng.thm2.alpha",
                 .title = "Theorem 2: alpha = log(1/delta)/((1 - theta) eps) + 1",
                 .citation = cite("Theorem 2 (L294)"),
                 .safe = SafeSide::none,
                 .params = {kEps, kDelta, kTheta},
                 .configs = {{"eps = 1, delta = 5e-4, theta = 0.5", {{"eps", "1"}, {"theta", "0.5"}}}},
                 .evaluate = formula(thm2_alpha, "eps", "delta", "theta")});
  r.add(Quantity{
      .id = "liu_geng.thm2.sigma2",
      .title = "Theorem 2: sigma^2 = 20 alpha T l^2/(theta eps n^2), where its two conditions on (theta, T) hold",
      .citation = cite("Theorem 2 (L294), Algorithm 2 line 1 (L279)"),
      .safe = SafeSide::lower,
      .params = {kEps, kDelta, kTheta, kT, kN, kB, kL},
      .configs = {{"covtype (n = 290506, b = 50), eps = 2, delta = 5e-4, theta = 1/4096, T = 5000, l = 1 (eps "
                   "outside the experiments' grid: no eps in it satisfies the conditions)",
                   {{"eps", "2"}, {"theta", "1/4096"}, {"T", "5000"}, {"n", "290506"}, {"b", "50"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval eps, a.number("eps", bits));
        PB_TRY(Interval delta, a.number("delta", bits));
        PB_TRY(Interval theta, a.number("theta", bits));
        PB_TRY(long T, a.integer("T"));
        PB_TRY(long n, a.integer("n"));
        PB_TRY(long b, a.integer("b"));
        PB_TRY(Interval l, a.number("l", bits));
        PB_TRY(Interval v, thm2_sigma2(eps, delta, theta, T, n, b, l));
        PB_TRY(Thm2Conditions c, thm2_conditions(eps, delta, theta, T, n, b));
        return evaluation(v, {{"alpha", c.alpha}, {"alpha_cap", c.cap}, {"sigma2_over_Delta2", c.ratio}});
      }});
  r.add(
      Quantity{.id = "liu_geng.thm2.eps_min",
               .title = "Theorem 2's conditions admit some (theta, T) only for eps > log(1/delta)/(log(n/(2.5 b)) - 1)",
               .citation = cite("Theorem 2 (L294)"),
               .safe = SafeSide::lower,
               .params = {kDelta, kN, kB},
               .configs = dataset_configs(""),
               .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                 PB_TRY(Interval delta, a.number("delta", bits));
                 PB_TRY(long n, a.integer("n"));
                 PB_TRY(long b, a.integer("b"));
                 PB_TRY(Interval v, thm2_eps_min(delta, n, b));
                 return evaluation(v);
               }});
  r.add(Quantity{.id = "liu_geng.thm2.admissible",
                 .title = "Theorem 2's (theta, T) set: 1 non-empty (certified witness), 0 empty (certified), -1 "
                          "undecided",
                 .citation = cite("Theorem 2 (L294)"),
                 .safe = SafeSide::none,
                 .params = {kEps, kDelta, kN, kB},
                 .configs = dataset_configs("1"),
                 .evaluate = admissible,
                 .form = Form::printed,
                 .required = Requirement{Domain::positive(),
                                         "no theta in (0, 1) and no T meet Theorem 2's conditions: the theorem does "
                                         "not cover the experiment's eps",
                                         "nonempty"}});
  // Algorithm 2's accountants: (sigma2, T, n, b, l, delta) -> eps, with the composed RDP and the order.
  auto alg2_accountant = [](Result<AccountantEps> (*f)(const Interval&, long, long, long, const Interval&,
                                                       const Interval&)) -> EvaluateFn {
    return [f](const Args& a, unsigned bits) -> Result<Evaluation> {
      PB_TRY(Interval s2, a.number("sigma2", bits));
      PB_TRY(long T, a.integer("T"));
      PB_TRY(long n, a.integer("n"));
      PB_TRY(long b, a.integer("b"));
      PB_TRY(Interval l, a.number("l", bits));
      PB_TRY(Interval delta, a.number("delta", bits));
      PB_TRY(AccountantEps e, f(s2, T, n, b, l, delta));
      return evaluation(e.eps, {{"rdp_total", e.rdp}}, {{"alpha", std::to_string(e.alpha)}});
    };
  };
  r.add(Quantity{
      .id = "liu_geng.thm2.eps_accountant",
      .title = "Algorithm 2's (eps, delta) by the accountant: T compositions of the Gaussian on a batch drawn without "
               "replacement (Delta = 2l/b, Wang-Balle-Kasiviswanathan Theorem 9, best integer order <= 256)",
      .citation = cite("Algorithm 2 (L273-L288), Theorem 2 (L294); the accountant (Wang, Balle, Kasiviswanathan "
                       "2019, Theorem 9)"),
      .safe = SafeSide::upper,
      .params = {num("sigma2", Domain::positive(), std::nullopt, "noise variance sigma^2"), kT, kN, kB, kL, kDelta},
      .configs = {{"covtype (n = 290506, b = 50), sigma^2 = 0.01, T = 10^4, l = 1, delta = 5e-4",
                   {{"sigma2", "0.01"}, {"T", "10000"}, {"n", "290506"}, {"b", "50"}}}},
      .evaluate = alg2_accountant(thm2_eps_accountant)});
  r.add(Quantity{
      .id = "liu_geng.thm2.sigma2_printed",
      .title = "Theorem 2's sigma^2 = 20 alpha T l^2/(theta eps n^2) as printed, without its conditions (the noise "
               "of the experiments' DP-SADMM runs, where the conditions fail: erratum E1)",
      .citation = cite("Theorem 2 (L294), Algorithm 2 line 1 (L279), Section V-B (L533)"),
      .safe = SafeSide::none,
      .params = {kEps, kDelta, kTheta, kT, kN, kL},
      .configs = {{"covtype (n = 290506), eps = 1, delta = 5e-4, theta = 1/2, T = 29050, l = 1",
                   {{"eps", "1"}, {"theta", "1/2"}, {"T", "29050"}, {"n", "290506"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval eps, a.number("eps", bits));
        PB_TRY(Interval delta, a.number("delta", bits));
        PB_TRY(Interval theta, a.number("theta", bits));
        PB_TRY(long T, a.integer("T"));
        PB_TRY(long n, a.integer("n"));
        PB_TRY(Interval l, a.number("l", bits));
        PB_TRY(Interval v, thm2_sigma2_printed(eps, delta, theta, T, n, l));
        return evaluation(v);
      }});
  r.add(Quantity{
      .id = "liu_geng.alg1.eps_accountant",
      .title =
          "Algorithm 1's (eps, delta) (GC) by the accountant: S m steps, each a subsampled Gaussian (Delta = 4l/b, "
          "without replacement) plus the snapshot's unsampled Gaussian (Delta = 2l/n), the noise split between "
          "them; best (alpha, split) of a grid",
      .citation = cite("Algorithm 1 (L198-L224), Theorem 1 (L290); the accountant (Wang, Balle, Kasiviswanathan "
                       "2019, Theorem 9)"),
      .safe = SafeSide::upper,
      .params = {num("sigma2", Domain::positive(), std::nullopt, "noise variance sigma^2"),
                 num("S", Domain::integer_at_least(1), std::nullopt, "outer iterations S"),
                 num("m", Domain::integer_at_least(1), std::nullopt, "inner iterations m"), kN, kB, kL, kDelta},
      .configs = {{"mushrooms (n = 4062, b = 10), m = 2n/b = 812, S = 3, sigma^2 = 1, l = 1, delta = 5e-4",
                   {{"sigma2", "1"}, {"S", "3"}, {"m", "812"}, {"n", "4062"}, {"b", "10"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval s2, a.number("sigma2", bits));
        PB_TRY(long S, a.integer("S"));
        PB_TRY(long m, a.integer("m"));
        PB_TRY(long n, a.integer("n"));
        PB_TRY(long b, a.integer("b"));
        PB_TRY(Interval l, a.number("l", bits));
        PB_TRY(Interval delta, a.number("delta", bits));
        PB_TRY(AccountantEps e, alg1_eps_accountant(s2, S, m, n, b, l, delta));
        return evaluation(e.eps, {{"rdp_total", e.rdp}}, {{"alpha", std::to_string(e.alpha)}});
      }});
  r.add(Quantity{
      .id = "liu_geng.alg2.eps_accountant",
      .title = "Algorithm 2's (eps, delta) by the accountant, per order the smaller of Wang-Balle-Kasiviswanathan's "
               "Theorem 9 (Delta = 2l/b, without replacement) and the unsampled Gaussian (Theorem 9 alone keeps a "
               "floor as sigma grows)",
      .citation = cite("Algorithm 2 (L273-L288), Theorem 2 (L294); the accountant (Wang, Balle, Kasiviswanathan "
                       "2019, Theorem 9)"),
      .safe = SafeSide::upper,
      .params = {num("sigma2", Domain::positive(), std::nullopt, "noise variance sigma^2"), kT, kN, kB, kL, kDelta},
      .configs = {{"a batch of 50 of 600, T = 180, sigma^2 = 1e4, l = 7, delta = 5e-4 (Theorem 9 alone: eps >= 2.39)",
                   {{"sigma2", "1e4"}, {"T", "180"}, {"n", "600"}, {"b", "50"}, {"l", "7"}}}},
      .evaluate = alg2_accountant(alg2_eps_accountant)});
  r.add(Quantity{.id = "liu_geng.ls.eigenvalue",
                 .title = "Lambda_ii = 1/(1 + 2 nu - 2 nu cos(2 pi i/d_1)), the eigenvalues of Q_nu^{-1}",
                 .citation = cite("Property 1's proof (L155), Property 2's proof (L170), from [11]"),
                 .safe = SafeSide::none,
                 .params = {kD1, kNu, num("i", Domain::integer_at_least(0), std::nullopt, "index i")},
                 .configs = {{"d_1 = 100, nu = 2, i = 50", {{"d1", "100"}, {"nu", "2"}, {"i", "50"}}}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(long d1, a.integer("d1"));
                   PB_TRY(Interval nu, a.number("nu", bits));
                   PB_TRY(long i, a.integer("i"));
                   PB_TRY(Interval v, ls_eigenvalue(d1, nu, i));
                   return evaluation(v);
                 }});
  auto dim_nu = [](Result<Interval> (*f)(long, const Interval&)) -> EvaluateFn {
    return [f](const Args& a, unsigned bits) -> Result<Evaluation> {
      PB_TRY(long d1, a.integer("d1"));
      PB_TRY(Interval nu, a.number("nu", bits));
      PB_TRY(Interval v, f(d1, nu));
      return evaluation(v);
    };
  };
  r.add(Quantity{.id = "liu_geng.ls.tau",
                 .title = "tau = (1/d_1) sum_{i=1}^{d_1} 1/(1 + 2 nu - 2 nu cos(2 pi i/d_1)) (d_1 <= 2000)",
                 .citation = cite("(12) (L395), Theorem 3 (L441)"),
                 .safe = SafeSide::none,
                 .params = {kD1, kNu},
                 .configs = smoothing_configs(true),
                 .evaluate = dim_nu(ls_tau)});
  r.add(Quantity{.id = "liu_geng.ls.tau_closed",
                 .title = "Remark 1: tau = (1 + p^{d_1})/((1 - p^{d_1}) sqrt(4 nu + 1)), p = (1 + 2 nu - sqrt(4 nu + "
                          "1))/(2 nu) (p reconstructed; lost in extraction)",
                 .citation = cite("Remark 1 (L451), from [27]"),
                 .safe = SafeSide::none,
                 .params = {kD1, kNu},
                 .configs = smoothing_configs(true),
                 .evaluate = dim_nu(ls_tau_closed)});
  r.add(Quantity{.id = "liu_geng.ls.tau_limit",
                 .title = "Remark 1: tau -> 1/sqrt(4 nu + 1) as d_1 -> infinity",
                 .citation = cite("Remark 1 (L451)"),
                 .safe = SafeSide::none,
                 .params = {kNu},
                 .configs = smoothing_configs(false),
                 .evaluate = formula(ls_tau_limit, "nu")});
  r.add(Quantity{.id = "liu_geng.ls.norm",
                 .title = "||Q_nu||_2 = 1 + 2 nu - 2 nu cos(2 pi floor(d_1/2)/d_1) (1 + 4 nu for even d_1)",
                 .citation = cite("the matrix at L138; Algorithm 2 (L284), Theorems 4, 6"),
                 .safe = SafeSide::none,
                 .params = {kD1, kNu},
                 .configs = smoothing_configs(true),
                 .evaluate = dim_nu(ls_norm)});
  r.add(Quantity{.id = "liu_geng.ls.noise_energy",
                 .title = "E|u|^2_{Q_nu^{-1}} = tau d_1 sigma^2 for u ~ N(0, sigma^2 I_{d_1}) (d_1 <= 2000)",
                 .citation = cite("(12) (L389-L395)"),
                 .safe = SafeSide::none,
                 .params = {kD1, kNu, num("sigma2", Domain::nonnegative(), "1", "noise variance sigma^2")},
                 .configs = smoothing_configs(true),
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(long d1, a.integer("d1"));
                   PB_TRY(Interval nu, a.number("nu", bits));
                   PB_TRY(Interval s2, a.number("sigma2", bits));
                   PB_TRY(Interval v, ls_noise_energy(d1, nu, s2));
                   return evaluation(v);
                 }});
  // Theorem 1's sigma^2 and Algorithm 1's initialisation: the same expression, printed with c_2 and with c_1
  for (const bool thm : {true, false}) {
    const std::string c = thm ? "c2" : "c1";
    r.add(Quantity{
        .id = thm ? "liu_geng.thm1.sigma2" : "liu_geng.alg1.sigma2",
        .title = std::string(thm ? "Theorem 1" : "Algorithm 1's initialisation") +
                 ": sigma^2 = " + (thm ? "c_2" : "c_1") + " l^2 S m ln(1/delta)/(n^2 eps^2)" +
                 (thm ? "" : " (Theorem 1 prints c_2; c_1 is its eps-range constant)"),
        .citation = cite(thm ? "Theorem 1 (L290)" : "Algorithm 1 (L203-L204)"),
        .safe = SafeSide::lower,
        .params = {num(c, Domain::positive(), std::nullopt,
                       "the unspecified constant " + std::string(thm ? "c_2" : "c_1")),
                   kL, num("S", Domain::integer_at_least(1), std::nullopt, "outer iterations S"),
                   num("m", Domain::integer_at_least(1), std::nullopt, "inner iterations m (experiments: 2n/b, L533)"),
                   kN, kEps, kDelta},
        .configs = {{"covtype, m = 2n/b = 11620, S = 10 (not printed), " + c + " = 1, l = 1, eps = 1",
                     {{c, "1"}, {"S", "10"}, {"m", "11620"}, {"n", "290506"}, {"eps", "1"}}}},
        .evaluate = [c](const Args& a, unsigned bits) -> Result<Evaluation> {
          PB_TRY(Interval cc, a.number(c, bits));
          PB_TRY(Interval l, a.number("l", bits));
          PB_TRY(long S, a.integer("S"));
          PB_TRY(long m, a.integer("m"));
          PB_TRY(long n, a.integer("n"));
          PB_TRY(Interval eps, a.number("eps", bits));
          PB_TRY(Interval delta, a.number("delta", bits));
          PB_TRY(Interval v, thm1_sigma2(cc, l, S, m, n, eps, delta));
          return evaluation(v);
        }});
  }
  r.add(Quantity{.id = "liu_geng.thm1.c1_min",
                 .title = "Theorem 1's range eps <= c_1 S m/n^2 needs c_1 >= eps n^2/(S m)",
                 .citation = cite("Theorem 1 (L290)"),
                 .safe = SafeSide::none,
                 .params = {kEps, num("S", Domain::integer_at_least(1), std::nullopt, "outer iterations S"),
                            num("m", Domain::integer_at_least(1), std::nullopt, "inner iterations m"), kN},
                 .configs = {{"covtype, m = 2n/b = 11620 (L533), S = 10 (not printed), eps = 0.05",
                              {{"eps", "0.05"}, {"S", "10"}, {"m", "11620"}, {"n", "290506"}}}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Interval eps, a.number("eps", bits));
                   PB_TRY(long S, a.integer("S"));
                   PB_TRY(long m, a.integer("m"));
                   PB_TRY(long n, a.integer("n"));
                   PB_TRY(Interval v, thm1_c1_min(eps, S, m, n));
                   return evaluation(v);
                 }});
  const ParamSpec kGamma = num("gamma", Domain::positive(), std::nullopt, "gamma (printed: 1 + eta beta |A^T A|_2)");
  const ParamSpec kQnorm = num("Qnorm", Domain::positive(), std::nullopt, "||Q_nu||_2 (liu_geng.ls.norm)");
  const ParamSpec kMu = num("mu", Domain::positive(), std::nullopt, "strong convexity mu of f");
  const ParamSpec kG = num("g", Domain::positive(), std::nullopt, "smoothness g of each f_i");
  const Config sc_config{
      "nu = 3, even d_1 (||Q_nu||_2 = 13), gamma = 1, logistic loss with |a_i| <= 1 (g = 1/4 + "
      "lambda_2, not printed), mu = lambda_2 = 1e-4 (Table II, covtype)",
      {{"gamma", "1"}, {"Qnorm", "13"}, {"g", "0.2501"}, {"mu", "0.0001"}}};
  r.add(Quantity{.id = "liu_geng.sc_step",
                 .title = "The SC step eta_{t+1} = 2 gamma ||Q_nu||_2/(mu (t + 1))",
                 .citation = cite("Algorithm 2 (L284), Theorem 6 (L506)"),
                 .safe = SafeSide::none,
                 .params = {num("t", Domain::integer_at_least(0), std::nullopt, "iteration t"), kGamma, kQnorm, kMu},
                 .configs = {{"t = 0, " + sc_config.name, with_params(sc_config.params, {{"t", "0"}})}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(long t, a.integer("t"));
                   PB_TRY(Interval gamma, a.number("gamma", bits));
                   PB_TRY(Interval q, a.number("Qnorm", bits));
                   PB_TRY(Interval mu, a.number("mu", bits));
                   PB_TRY(Interval v, sc_step(t, gamma, q, mu));
                   return evaluation(v);
                 }});
  r.add(Quantity{.id = "liu_geng.lemma5.factor",
                 .title = "Lemma 5's noise factor eta/(2 (1 - eta g)) (needs eta g < 1)",
                 .citation = cite("Lemma 5 (L473-L481)"),
                 .safe = SafeSide::upper,
                 .params = {num("eta", Domain::positive(), std::nullopt, "step eta_{t+1}"), kG},
                 .configs = {{"eta = 1, g = 1/4", {{"eta", "1"}, {"g", "0.25"}}}},
                 .evaluate = formula(lemma5_factor, "eta", "g")});
  r.add(Quantity{.id = "liu_geng.lemma5.sc_first_t",
                 .title = "The first t at which Lemma 5's eta_{t+1} g < 1 holds under the SC step: floor(2 gamma "
                          "||Q_nu||_2 g/mu)",
                 .citation = cite("Lemma 5 (L473-L481), Algorithm 2 (L284), Theorem 6 (L506)"),
                 .safe = SafeSide::none,
                 .params = {kGamma, kQnorm, kG, kMu},
                 .configs = {sc_config},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Rational gamma, a.rational("gamma"));
                   PB_TRY(Rational q, a.rational("Qnorm"));
                   PB_TRY(Rational g, a.rational("g"));
                   PB_TRY(Rational mu, a.rational("mu"));
                   PB_TRY(long t, lemma5_sc_first_t(gamma, q, g, mu));
                   return evaluation(Interval::from_int(t, bits));
                 }});
  r.add(Quantity{.id = "liu_geng.thm5.first_t",
                 .title = "The first t at which Theorem 5's 1/sqrt(t + 1) <= 1/(2g) holds: t + 1 >= 4 g^2",
                 .citation = cite("Theorem 5 (L500)"),
                 .safe = SafeSide::none,
                 .params = {kG},
                 .configs = {{"g = 1/4 + 1e-4 (logistic, |a_i| <= 1)", {{"g", "0.2501"}}}, {"g = 10", {{"g", "10"}}}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Rational g, a.rational("g"));
                   PB_TRY(long t, thm5_first_t(g));
                   return evaluation(Interval::from_int(t, bits));
                 }});
  r.add(Quantity{
      .id = "liu_geng.thm4.m_min",
      .title =
          "Theorem 4's smallest m with gamma ||Q||/(mu rho m eta) + 4 g eta (m + 1) alpha(b)/(rho m) + g/(beta rho "
          "rho_min(A A^T) m) < 1/2 (0 when no m works)",
      .citation = cite("Theorem 4 (L457-L461)"),
      .safe = SafeSide::none,
      .params = {kGamma, kQnorm, kMu, num("eta", Domain::positive(), std::nullopt, "step eta < 1/(16 g)"), kG,
                 num("alpha_b", Domain::positive(), std::nullopt, "alpha(b) (not defined in the file)"),
                 num("beta", Domain::positive(), std::nullopt, "penalty beta"),
                 num("rho_min", Domain::positive(), std::nullopt, "smallest eigenvalue of A A^T")},
      .configs = {{"gamma = 1, ||Q|| = 13, mu = 1e-4, eta = 1/(32 g), g = 1/4, alpha(b) = 1, beta = 1, rho_min = 1",
                   {{"gamma", "1"},
                    {"Qnorm", "13"},
                    {"mu", "0.0001"},
                    {"eta", "0.125"},
                    {"g", "0.25"},
                    {"alpha_b", "1"},
                    {"beta", "1"},
                    {"rho_min", "1"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        std::vector<Rational> x;
        for (const char* n : {"gamma", "Qnorm", "mu", "eta", "g", "alpha_b", "beta", "rho_min"}) {
          PB_TRY(Rational v, a.rational(n));
          x.push_back(v);
        }
        PB_TRY(MCondition c, thm4_m_min(x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7], bits));
        return evaluation(Interval::from_int(c.exists ? c.m_min : 0, bits), {{"limit", c.limit}},
                          {{"some m works", c.exists ? "yes" : "no (12 g eta alpha(b) >= 1)"}});
      },
      .required = Requirement{Domain::at_least(1), "no epoch length m meets Theorem 4's condition"}});

  // The rates with O-constants 1: tau = ls_tau_closed(d_1, nu), ||Q_nu||_2 = ls_norm(d_1, nu); configurations: Table
  // II's datasets at eps = 1, nu = 2, l = 1, g = 1/4 + lambda_2 and mu = lambda_2 (logistic loss with features of
  // norm <= 1; l, g, mu not printed), d_1 LIBSVM's.
  struct RateRow {
    const char* id;
    Rate which;
    const char* title;
    const char* where;
    bool g, mu, gamma;
  };
  const RateRow rows[] = {
      {"thm3.utility", Rate::thm3_utility, "Theorem 3's utility l sqrt(tau d_1 log(1/delta))/(eps n)",
       "Theorem 3 (L437-L439), Table I", false, false, false},
      {"thm3.complexity", Rate::thm3_complexity,
       "Theorem 3's complexity as printed in the text g n eps/(l sqrt(tau d_1) "
       "log(1/delta))",
       "Theorem 3 (L441)", true, false, false},
      {"remark1.vr_complexity", Rate::remark1_vr_complexity,
       "DP-VRADMM's GC complexity g n eps/(l sqrt(tau d_1 "
       "log(1/delta)))",
       "Remark 1 (L453), Table I", true, false, false},
      {"remark1.sadmm_complexity", Rate::remark1_sadmm_complexity,
       "DP-SADMM's GC complexity n^2 eps^2/(tau d_1 l^2 "
       "log(1/delta)) (= Theorem 5's T)",
       "Remark 1 (L453), Table I, Theorem 5 (L500)", false, false, false},
      {"cor1.utility", Rate::cor1_utility, "Corollary 1's utility l sqrt(d_1 log(1/delta))/(eps n) (nu = 0)",
       "Corollary 1 (L447)", false, false, false},
      {"thm4.utility", Rate::thm4_utility, "Theorems 4 and 6's utility tau d_1 l^2 log(n) log(1/delta)/(mu eps^2 n^2)",
       "Theorems 4, 6 (L463, L508), Table I", false, true, false},
      {"thm4.complexity", Rate::thm4_complexity, "Theorem 4's complexity (n + g/mu) log(n eps mu/d_1)",
       "Theorem 4 (L465), Table I", true, true, false},
      {"thm6.T", Rate::thm6_T, "Theorem 6's T = mu eps^2 n^2/(gamma ||Q_nu||_2 tau d_1 l^2 log(1/delta))",
       "Theorem 6 (L506), Table I", false, true, true},
  };
  for (const RateRow& row : rows) {
    std::vector<ParamSpec> params = {kEps, kDelta, kN, kD1, kNu, kL};
    if (row.g) params.push_back(num("g", Domain::positive(), std::nullopt, "smoothness g of each f_i"));
    if (row.mu) params.push_back(num("mu", Domain::positive(), std::nullopt, "strong convexity mu of f"));
    if (row.gamma) params.push_back(num("gamma", Domain::positive(), "1", "gamma (experiments: 1, L533)"));
    std::vector<Config> configs;
    for (const auto& d : table2()) {
      Params p{{"eps", "1"}, {"n", std::to_string(d.train)}, {"d1", std::to_string(d.d1)}, {"nu", "2"}, {"l", "1"}};
      // g = 1/4 (+ lambda_2 with the ridge of the SC objective, L549)
      if (row.g) p["g"] = !row.mu ? "0.25" : std::string(d.lambda2) == "1e-4" ? "0.2501" : "0.25001";
      if (row.mu) p["mu"] = d.lambda2;
      configs.push_back({std::string(d.name) + " (n = " + std::to_string(d.train) + ", d_1 = " + std::to_string(d.d1) +
                             " LIBSVM's), eps = 1, delta = 5e-4, nu = 2, l = 1" + (row.g ? ", g = " + p["g"] : "") +
                             (row.mu ? std::string(", mu = lambda_2 = ") + d.lambda2 : ""),
                         p});
    }
    const Rate which = row.which;
    const bool need_g = row.g, need_mu = row.mu, need_gamma = row.gamma;
    r.add(
        Quantity{.id = std::string("liu_geng.rates.") + row.id,
                 .title = std::string(row.title) + ", O-constants set to 1",
                 .citation = cite(row.where),
                 .safe = SafeSide::none,
                 .params = params,
                 .configs = configs,
                 .evaluate = [which, need_g, need_mu, need_gamma](const Args& a, unsigned bits) -> Result<Evaluation> {
                   RateArgs x;
                   PB_TRY(Interval eps, a.number("eps", bits));
                   PB_TRY(Interval delta, a.number("delta", bits));
                   PB_TRY(Interval l, a.number("l", bits));
                   PB_TRY(Interval nu, a.number("nu", bits));
                   PB_TRY(long n, a.integer("n"));
                   PB_TRY(long d1, a.integer("d1"));
                   x.eps = eps, x.delta = delta, x.l = l, x.n = n, x.d1 = d1;
                   PB_TRY(Interval tau, ls_tau_closed(d1, nu));
                   PB_TRY(Interval qn, ls_norm(d1, nu));
                   x.tau = tau, x.Qnorm = qn;
                   x.g = x.mu = x.gamma = Interval::from_int(1, bits);
                   if (need_g) {
                     PB_TRY(Interval g, a.number("g", bits));
                     x.g = g;
                   }
                   if (need_mu) {
                     PB_TRY(Interval mu, a.number("mu", bits));
                     x.mu = mu;
                   }
                   if (need_gamma) {
                     PB_TRY(Interval gamma, a.number("gamma", bits));
                     x.gamma = gamma;
                   }
                   PB_TRY(Interval v, rate(which, x));
                   return evaluation(v, {{"tau", tau}});
                 }});
  }
  const ParamSpec kS = num("S", Domain::integer_at_least(1), std::nullopt, "outer iterations S");
  const ParamSpec kM = num("m", Domain::integer_at_least(1), std::nullopt, "inner iterations m (experiments: 2n/b)");
  r.add(Quantity{.id = "liu_geng.alg1.grad_evals",
                 .title = "Component gradients Algorithm 1 evaluates: S (n + 2 b m)",
                 .citation = cite("Algorithm 1 (L206, L210)"),
                 .safe = SafeSide::none,
                 .params = {kS, kM, kN, kB},
                 .configs = {{"covtype, S = 1, m = 2n/b = 11620 (L533)",
                              {{"S", "1"}, {"m", "11620"}, {"n", "290506"}, {"b", "50"}}}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(long S, a.integer("S"));
                   PB_TRY(long m, a.integer("m"));
                   PB_TRY(long n, a.integer("n"));
                   PB_TRY(long b, a.integer("b"));
                   PB_TRY(long v, alg1_grad_evals(S, m, n, b));
                   return evaluation(Interval::from_int(v, bits));
                 }});
  r.add(Quantity{.id = "liu_geng.alg2.grad_evals",
                 .title = "Component gradients Algorithm 2 evaluates: T b",
                 .citation = cite("Algorithm 2 (L281)"),
                 .safe = SafeSide::none,
                 .params = {kT, kN, kB},
                 .configs = {{"covtype, T = 1000", {{"T", "1000"}, {"n", "290506"}, {"b", "50"}}}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(long T, a.integer("T"));
                   PB_TRY(long n, a.integer("n"));
                   PB_TRY(long b, a.integer("b"));
                   PB_TRY(long v, alg2_grad_evals(T, n, b));
                   return evaluation(Interval::from_int(v, bits));
                 }});
  r.add(Quantity{.id = "liu_geng.lemma4.alpha_b",
                 .title = "alpha(b) = (n - b)/(b (n - 1)), the without-replacement mini-batch variance factor (our "
                          "reading of Lemma 4's undefined alpha(b))",
                 .citation = cite("Lemma 4 (L316), (12) (L389-L395)"),
                 .safe = SafeSide::none,
                 .params = {kN, kB},
                 .configs = dataset_configs(""),
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(long n, a.integer("n"));
                   PB_TRY(long b, a.integer("b"));
                   PB_TRY(Rational v, alpha_b(n, b));
                   return evaluation(Interval::from_rational(v, bits));
                 }});
  r.add(Quantity{
      .id = "liu_geng.lemma4.varrho",
      .title = "Lemma 4's rho = 1 - 4 g eta alpha(b)",
      .citation = cite("Lemma 4 (L316), Theorem 4 (L461)"),
      .safe = SafeSide::none,
      .params = {num("g", Domain::positive(), std::nullopt, "smoothness g of each f_i"),
                 num("eta", Domain::positive(), std::nullopt, "step eta"),
                 num("alpha_b", Domain::nonnegative(), std::nullopt, "alpha(b)")},
      .configs = {{"g = 1/4, eta = 1/(16 g) = 0.25, alpha(b) = 1", {{"g", "0.25"}, {"eta", "0.25"}, {"alpha_b", "1"}}},
                  {"g = 1/4, eta = 1/(2 g) = 2 (the largest step Lemma 4 admits), alpha(1) = 1",
                   {{"g", "0.25"}, {"eta", "2"}, {"alpha_b", "1"}}}},
      .evaluate = formula(lemma4_varrho, "g", "eta", "alpha_b"),
      .required = Requirement{Domain::positive(),
                              "the factor of f(x_{t+1}) - f(x*) on Lemma 4's left side is <= 0, so the lemma bounds "
                              "nothing there (Theorem 4 divides by it)",
                              "",
                              "Lemma 4 stays true there, only vacuous; Theorem 4 asks eta < 1/(16 g) (L457), "
                              "where rho >= 3/4 for alpha(b) <= 1, so no stated result uses the vacuous range"}});

  // The framework matrices for a given exact A; configuration: A = [phi; I] with phi the incidence row of one edge
  // (d_1 = 2; the shape of L525), eta = 1/2, beta = 1, nu = 2.
  const ParamSpec kA{"A",
                     ParamKind::matrix,
                     Domain::real(),
                     std::nullopt,
                     "the constraint matrix A (m x d_1), e.g. \"1,-1;1,0;0,1\" or @file.csv",
                     {}};
  const ParamSpec kEta = num("eta", Domain::positive(), std::nullopt, "step eta");
  const ParamSpec kBeta = num("beta", Domain::positive(), std::nullopt, "penalty beta");
  const Config fw{"A = [phi; I], phi = (1, -1) (one edge, d_1 = 2), eta = 1/2, beta = 1, nu = 2",
                  {{"A", "1,-1;1,0;0,1"}, {"eta", "0.5"}, {"beta", "1"}, {"nu", "2"}}};
  r.add(Quantity{.id = "liu_geng.framework.norm_AtA",
                 .title = "|A^T A|_2 = lambda_max(A^T A), certified",
                 .citation = cite("(L226), Theorem 4 (L457)"),
                 .safe = SafeSide::none,
                 .params = {kA},
                 .configs = {{"A = [phi; I], phi = (1, -1)", {{"A", "1,-1;1,0;0,1"}}}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(numeric::RationalMatrix A, a.matrix("A"));
                   PB_TRY(Interval v, framework_norm_AtA(A, bits));
                   return evaluation(v);
                 }});
  r.add(Quantity{.id = "liu_geng.framework.gamma",
                 .title = "gamma = 1 + eta beta |A^T A|_2",
                 .citation = cite("(L226), Property 2 (L160)"),
                 .safe = SafeSide::none,
                 .params = {kA, kEta, kBeta},
                 .configs = {{"A = [phi; I], phi = (1, -1), eta = 1/2, beta = 1",
                              {{"A", "1,-1;1,0;0,1"}, {"eta", "0.5"}, {"beta", "1"}}}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(numeric::RationalMatrix A, a.matrix("A"));
                   PB_TRY(Interval eta, a.number("eta", bits));
                   PB_TRY(Interval beta, a.number("beta", bits));
                   PB_TRY(Interval v, framework_gamma(A, eta, beta));
                   return evaluation(v);
                 }});
  for (const bool experiments : {false, true}) {
    r.add(Quantity{
        .id = experiments ? "liu_geng.framework.g_hat_min_eig_experiments" : "liu_geng.framework.g_hat_min_eig",
        .title = std::string("lambda_min(G^), G^ = gamma Q_nu - eta beta A^T A, with ") +
                 (experiments ? "the experiments' gamma = 1 (L533)" : "the printed gamma = 1 + eta beta |A^T A|_2") +
                 "; (9) states it is >= 1",
        .citation = cite(experiments ? "(9) (L335-L342), Section V-B (L533)" : "(9) (L326, L335-L342)"),
        .safe = SafeSide::none,
        .params = {kA, kNu, kEta, kBeta},
        .configs = {fw},
        .evaluate = [experiments](const Args& a, unsigned bits) -> Result<Evaluation> {
          PB_TRY(numeric::RationalMatrix A, a.matrix("A"));
          PB_TRY(Interval nu, a.number("nu", bits));
          PB_TRY(Interval eta, a.number("eta", bits));
          PB_TRY(Interval beta, a.number("beta", bits));
          const Interval one = Interval::from_int(1, bits);
          PB_TRY(Interval v, framework_g_hat_min(A, nu, eta, beta, experiments ? &one : nullptr));
          return evaluation(v);
        }});
  }
  r.add(Quantity{.id = "liu_geng.lemma5.noise_term",
                 .title = "Lemma 5's noise term eta/(2 (1 - eta g)) (l^2/b + d_1 tau sigma^2)",
                 .citation = cite("Lemma 5 (L477-L479)"),
                 .safe = SafeSide::upper,
                 .params = {num("eta", Domain::positive(), std::nullopt, "step eta_{t+1}"),
                            num("g", Domain::positive(), std::nullopt, "smoothness g of each f_i"), kL, kB, kD1, kNu,
                            num("sigma2", Domain::nonnegative(), std::nullopt, "noise variance sigma^2")},
                 .configs = {{"eta = 1, g = 1/4, l = 1, b = 50, d_1 = 54, nu = 2, sigma^2 = 1",
                              {{"eta", "1"}, {"g", "0.25"}, {"b", "50"}, {"d1", "54"}, {"nu", "2"}, {"sigma2", "1"}}}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Interval eta, a.number("eta", bits));
                   PB_TRY(Interval g, a.number("g", bits));
                   PB_TRY(Interval l, a.number("l", bits));
                   PB_TRY(long b, a.integer("b"));
                   PB_TRY(long d1, a.integer("d1"));
                   PB_TRY(Interval nu, a.number("nu", bits));
                   PB_TRY(Interval s2, a.number("sigma2", bits));
                   PB_TRY(Interval v, lemma5_noise_term(eta, g, l, b, d1, nu, s2));
                   return evaluation(v);
                 }});
}

}  // namespace privbound::bounds
