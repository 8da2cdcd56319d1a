// register_chan_xie_zhao: every quantity of bounds/chan_xie_zhao/ in the registry.
#include <string>

#include "privbound/bounds/accounting/conversions.hpp"
#include "privbound/bounds/chan_xie_zhao/chan_xie_zhao.hpp"
#include "privbound/bounds/registry.hpp"

namespace privbound::bounds {
namespace chan_xie_zhao {
namespace {

using numeric::Error;
using numeric::ErrorKind;

std::string cite(const std::string& where) { return bounds::cite("chan_xie_zhao", where); }

ParamSpec opt_num(const std::string& name, Domain d, const std::string& meaning) {
  return ParamSpec{name, ParamKind::number, std::move(d), std::string("none"), meaning + " (optional)", {}};
}
ParamSpec mat(const std::string& name, const std::string& meaning) {
  return ParamSpec{name,
                   ParamKind::matrix,
                   Domain::real(),
                   std::string("none"),
                   meaning + " (inline \"1,0;0,1\" or @file.csv; optional)",
                   {}};
}

Error invalid(const std::string& fn, const std::string& what) { return numeric::hypothesis_error(fn, what); }

// ‖A‖ from norm_A=… or from the matrix A=… (certified enclosure; A must be [I_m | D]).
Result<Interval> norm_A(const Args& a, unsigned bits) {
  const std::string& fn = a.function();
  if (a.given("A")) {
    if (a.given("norm_A")) return invalid(fn, "give either norm_A or the matrix A, not both.");
    PB_TRY(RationalMatrix A, a.matrix("A"));
    if (!has_identity_block(A))
      return invalid(fn,
                     "A must have the form [I_m | D] (Remark 3.4, L206; Lemma 6.7 and (21) use it); "
                     "transform it first with chan_xie_zhao.remark3_4.elimination.");
    return numeric::spectral_norm(A, bits);
  }
  if (!a.given("norm_A")) return invalid(fn, "parameter norm_A (or the matrix A) is required.");
  return a.number("norm_A", bits);
}

// ‖AᵀB‖ from norm_AtB=… or from A=…, B=….
Result<Interval> norm_AtB(const Args& a, unsigned bits) {
  const std::string& fn = a.function();
  if (a.given("B")) {
    if (a.given("norm_AtB")) return invalid(fn, "give either norm_AtB or the matrices A and B, not both.");
    if (!a.given("A")) return invalid(fn, "the matrix B needs the matrix A too (for ||A^T B||).");
    PB_TRY(RationalMatrix A, a.matrix("A"));
    PB_TRY(RationalMatrix B, a.matrix("B"));
    if (A.rows != B.rows)
      return numeric::domain_error(fn, "B", "matrices with " + std::to_string(A.rows) + " rows (as A)",
                                   std::to_string(B.rows) + " rows");
    if (!has_identity_block(A))
      return invalid(fn,
                     "A must have the form [I_m | D] (Remark 3.4, L206; (21) uses lambda_min(AA^T) >= 1); "
                     "transform it first with chan_xie_zhao.remark3_4.elimination.");
    return numeric::spectral_norm(A.transpose() * B, bits);
  }
  if (!a.given("norm_AtB")) return invalid(fn, "parameter norm_AtB (or the matrices A and B) is required.");
  return a.number("norm_AtB", bits);
}

Result<std::optional<Interval>> opt_eta(const Args& a, unsigned bits) {
  if (!a.given("eta")) return std::optional<Interval>();
  PB_TRY(Interval e, a.number("eta", bits));
  return std::optional<Interval>(e);
}

// Lemma 6.5 / Fact 6.4 need every f_t convex and (1/eta)-smooth: with nu given, eta <= 1/nu.
Result<void> smooth_enough(const Args& a) {
  if (!a.given("nu")) return {};
  PB_TRY(Rational nu, a.rational("nu"));
  PB_TRY(Rational eta, a.rational("eta"));
  if (eta * nu > Rational(1))
    return numeric::domain_error(a.function(), "eta",
                                 "(0, 1/nu] = (0, " + (Rational(1) / nu).to_string() +
                                     "] (Lemma 6.5 / Fact 6.4: every f_t must be convex and (1/eta)-smooth)",
                                 eta.to_string());
  return {};
}

const Domain kPos = Domain::positive();
const Domain kNonneg = Domain::nonnegative();

// The parameters used by several quantities, each declared once (name, domain, default, meaning).
const ParamSpec kBeta = num("beta", kPos, std::nullopt, "ADMM penalty beta");
const ParamSpec kEta = num("eta", kPos, std::nullopt, "step size eta");
const ParamSpec kSigma = num("sigma", kPos, std::nullopt, "noise standard deviation sigma");
const ParamSpec kDelta = num("Delta", kNonneg, "1", "neighbouring distance Delta (Definition 3.3)");
const ParamSpec kDx = num("dx", kNonneg, "1", "||x_0 - x_0'||");
const ParamSpec kNormA = opt_num("norm_A", kNonneg, "spectral norm ||A||");
const ParamSpec kMatA = mat("A", "constraint matrix A = [I_m | D]");
ParamSpec iterations(const std::string& meaning, std::optional<std::string> def = std::nullopt) {
  return num("T", Domain::integer_at_least(1), std::move(def), meaning);
}

// The parameters shared by the Section 6 amplified bounds (general convex case): nu
// (optional, checks eta <= 1/nu), beta, eta, ||A|| or A, sigma; `extra` follows them.
std::vector<ParamSpec> sec6_params(std::vector<ParamSpec> extra) {
  std::vector<ParamSpec> p{opt_num("nu", kPos, "smoothness nu of every f_t; checks eta <= 1/nu"),
                           kBeta,
                           num("eta", kPos, std::nullopt, "eta (f_t must be 1/eta-smooth)"),
                           kNormA,
                           kMatA,
                           kSigma};
  p.insert(p.end(), extra.begin(), extra.end());
  return p;
}

// The example setting of the Section 6 amplified bounds in the report: unit constants, T = 100.
Config sec6_example() {
  return {"beta = 1, eta = 1, ||A|| = 1, sigma = 1, T = 100",
          {{"beta", "1"}, {"eta", "1"}, {"norm_A", "1"}, {"sigma", "1"}, {"T", "100"}}};
}

struct Sec6Args {
  Interval beta, eta, norm_A, sigma;
};
Result<Sec6Args> sec6_args(const Args& a, unsigned bits) {
  PB_CHECK(smooth_enough(a));
  PB_TRY(Interval beta, a.number("beta", bits));
  PB_TRY(Interval eta, a.number("eta", bits));
  PB_TRY(Interval nA, norm_A(a, bits));
  PB_TRY(Interval s, a.number("sigma", bits));
  return Sec6Args{beta, eta, nA, s};
}

// The tail of the Section 7 amplified bounds' parameters: ||A|| or A, sigma, the
// neighbouring distance (`second`: Delta or dx) and T; read back with amplified_args.
std::vector<ParamSpec> amplified_params(ParamSpec second, const std::string& t_meaning) {
  return {kNormA, kSigma, std::move(second), iterations(t_meaning)};
}

struct AmplifiedArgs {
  Interval beta, norm_A, sigma, second;
  long T;
};
Result<AmplifiedArgs> amplified_args(const Args& a, unsigned bits, const char* second) {
  PB_TRY(Interval beta, a.number("beta", bits));
  PB_TRY(Interval nA, norm_A(a, bits));
  PB_TRY(Interval s, a.number("sigma", bits));
  PB_TRY(Interval x, a.number(second, bits));
  PB_TRY(long T, a.integer("T"));
  return AmplifiedArgs{beta, nA, s, x, T};
}

// Assumption 7.1 on exact inputs: a nu-smooth, mu-strongly convex f has mu <= nu.
Result<void> mu_le_nu(const Args& a) {
  PB_TRY(Rational nu, a.rational("nu"));
  PB_TRY(Rational mu, a.rational("mu"));
  if (mu > nu)
    return numeric::domain_error(
        a.function(), "mu",
        "(0, nu] = (0, " + nu.to_string() + "] (Assumption 7.1: a nu-smooth, mu-strongly convex f has mu <= nu)",
        mu.to_string());
  return {};
}

// The constants of Assumption 7.1 with beta and ||A^T B||, checked (mu <= nu).
struct Sec7Args {
  Interval nu, mu, mu_g, beta, norm_AtB;
};
Result<Sec7Args> sec7_args(const Args& a, unsigned bits) {
  PB_CHECK(mu_le_nu(a));
  PB_TRY(Interval nu, a.number("nu", bits));
  PB_TRY(Interval mu, a.number("mu", bits));
  PB_TRY(Interval mug, a.number("mu_g", bits));
  PB_TRY(Interval beta, a.number("beta", bits));
  PB_TRY(Interval N, norm_AtB(a, bits));
  return Sec7Args{nu, mu, mug, beta, N};
}

Result<Contraction> contraction(const Args& a, unsigned bits) {
  PB_TRY(Sec7Args g, sec7_args(a, bits));
  PB_TRY(std::optional<Interval> eta, opt_eta(a, bits));
  auto c = lemma7_6_contraction(g.nu, g.mu, g.mu_g, g.beta, g.norm_AtB, eta);
  if (!c.ok()) {
    std::string m = c.error().message;
    const auto cut = m.find(", but is ");
    if (eta && cut != std::string::npos && m.find("(23)") != std::string::npos)
      m = m.substr(0, cut) + ", but is " + a.raw().at("eta") + ".";  // the exact text, not its enclosure
    return Error{c.error().kind, m};
  }
  return c;
}

std::vector<ParamSpec> strongly_convex_params() {
  return {num("nu", kPos, std::nullopt, "smoothness nu of every f_t"),
          num("mu", kPos, std::nullopt, "strong convexity mu of every f_t (mu <= nu)"),
          num("mu_g", kPos, std::nullopt, "strong convexity mu_g of g"),
          kBeta,
          opt_num("norm_AtB", kNonneg, "spectral norm ||A^T B||"),
          kMatA,
          mat("B", "constraint matrix B"),
          ParamSpec{"eta",
                    ParamKind::number,
                    kPos,
                    std::string("midpoint"),
                    "step size eta in (23) (default: the midpoint of (23), as in Section 10)",
                    {}}};
}

// Table 1 row 1 (Section 10) as a configuration of the strongly convex quantities.
std::map<std::string, std::string> row1() { return table1_strongly_convex(table1_printed()[0]); }

}  // namespace

void register_all(Registry& r) {
  // ---- Theorem 5.2 -------------------------------------------------------------------
  r.add(Quantity{
      .id = "chan_xie_zhao.thm5_2.factor",
      .title = "Theorem 5.2 factor C_K L^(T-1)/T (as printed) with the induction's exact C_K gamma_T(L)",
      .citation = cite("Theorem 5.2 (L286-L291), induction L308-L336"),
      .safe = SafeSide::upper,
      .params = {num("C_K", kPos, "1", "one-step privacy constant C_K"),
                 num("L", Domain::unit_left_open(), std::nullopt, "contraction constant L"),
                 iterations("number of Markov operators T")},
      .configs = {{"L = 1, T = 10", {{"L", "1"}, {"T", "10"}}},
                  {"L = 0.9, T = 20", {{"L", "0.9"}, {"T", "20"}}},
                  {"L = 1 - 1e-30, T = 1e9", {{"L", "0.999999999999999999999999999999"}, {"T", "1000000000"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval ck, a.number("C_K", bits));
        PB_TRY(Interval L, a.number("L", bits));
        PB_TRY(long T, a.integer("T"));
        PB_TRY(Interval f, thm5_2_factor(ck, L, T));
        PB_TRY(Interval fp, thm5_2_factor_precise(ck, L, T));
        PB_TRY(Interval phi, induction_phi(T, L));
        PB_TRY(Interval lam, induction_lambda(T, L));
        PB_TRY(Interval g, induction_gamma(T, L));
        std::vector<Part> parts = {{"precise", fp}, {"phi_T", phi}, {"lambda_T", lam}, {"gamma_T", g}};
        if (T >= 2) {
          PB_TRY(Interval gp, induction_gamma_printed(T, L));
          parts.push_back({"gamma_T_printed_definition", gp});
        }
        return evaluation(f, parts, {{"precise", "C_K * gamma_T(L) = C_K T L^(T-1) phi_T(L)^2 (L310), <= value"}});
      }});
  const std::vector<std::tuple<std::string, std::string, std::string, int>> induction = {
      {"phi", "phi_T(L) = (L^-1/2 - L^1/2)/(L^-T/2 - L^T/2), phi_T(1) = 1/T", "L312", 1},
      {"lambda", "lambda_T(L) = (1 - L)/(1 - L^T), lambda_T(1) = 1/T", "L320", 2},
      {"gamma", "gamma_T(L) = T L^(T-1) phi_T(L)^2 (closed form of L334-L336)", "L334-L336", 3}};
  for (const auto& [name, title, where, which] : induction) {
    const int w = which;
    r.add(Quantity{
        .id = "chan_xie_zhao.thm5_2." + name,
        .title = title,
        .citation = cite("proof of Theorem 5.2, " + where),
        .safe = w == 3 ? SafeSide::upper : SafeSide::none,
        .params = {num("L", Domain::unit_left_open(), std::nullopt, "contraction constant L"), iterations("T")},
        .configs = {{"L = 0.5, T = 5", {{"L", "0.5"}, {"T", "5"}}}},
        .evaluate = [w](const Args& a, unsigned bits) -> Result<Evaluation> {
          PB_TRY(Interval L, a.number("L", bits));
          PB_TRY(long T, a.integer("T"));
          auto v = w == 1 ? induction_phi(T, L) : w == 2 ? induction_lambda(T, L) : induction_gamma(T, L);
          PB_TRY(Interval x, v);
          return evaluation(x);
        }});
  }

  // ---- Section 6 ---------------------------------------------------------------------
  r.add(Quantity{
      .id = "chan_xie_zhao.lemma3_2.local_sensitivity",
      .title = "Local sensitivity ||x_1 - x_1'|| <= eta ||(I + eta beta A^T A)^-1 v|| <= eta Delta",
      .citation = cite("Lemma 3.2 (L160-L166), proof of Corollary 6.2 (L386-L390)"),
      .safe = SafeSide::upper,
      .params = {kEta, kDelta, opt_num("beta", kPos, "ADMM penalty beta (needed with A)"),
                 mat("A", "constraint matrix A"),
                 mat("v", "gradient difference v = grad f_1(x_0) - grad f_1'(x_0), ||v|| <= Delta")},
      .configs = {{"eta = 1/2, Delta = 1", {{"eta", "0.5"}}},
                  {"A = I_2, v = (3/5, 4/5), eta = 1, beta = 1",
                   {{"eta", "1"}, {"beta", "1"}, {"A", "1,0;0,1"}, {"v", "0.6,0.8"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval eta, a.number("eta", bits));
        PB_TRY(Interval D, a.number("Delta", bits));
        const Interval printed = eta * D;
        if (!a.given("A")) {
          if (a.given("v")) return invalid(a.function(), "the vector v needs the matrix A and beta.");
          return evaluation(printed, {}, {{"form", "printed bound eta*Delta (L388)"}});
        }
        if (!a.given("beta")) return invalid(a.function(), "the matrix A needs beta.");
        PB_TRY(Interval beta, a.number("beta", bits));
        PB_TRY(RationalMatrix A, a.matrix("A"));
        if (a.given("v")) {
          PB_TRY(RationalMatrix v, a.matrix("v"));
          PB_TRY(Rational qe, a.rational("eta"));
          PB_TRY(Rational qb, a.rational("beta"));
          PB_TRY(Rational qd, a.rational("Delta"));
          Rational vv(0);
          for (const auto& e : v.data) vv = vv + e * e;
          if (vv > qd * qd)
            return invalid(a.function(),
                           "||v|| must be at most Delta (Definition 3.3: f_1 ~_Delta f_1'), but ||v||^2 = " +
                               vv.to_string() + " > Delta^2 = " + (qd * qd).to_string() + ".");
          PB_TRY(Interval x, local_sensitivity_exact(A, v, qe, qb, bits));
          return evaluation(x, {{"printed_bound", printed}},
                            {{"form", "exact eta ||(I + eta beta A^T A)^-1 v|| (L388, middle term)"}});
        }
        PB_TRY(Interval lmin, numeric::min_singular_value(A, bits));
        PB_TRY(Interval x, local_sensitivity_worst(eta, beta, D, sqr(lmin)));
        return evaluation(
            x, {{"printed_bound", printed}, {"lambda_min_AtA", sqr(lmin)}},
            {{"form", "worst case over ||v|| <= Delta: eta Delta/(1 + eta beta lambda_min(A^T A)) (derived)"}});
      }});
  r.add(Quantity{.id = "chan_xie_zhao.cor6_2.local_zcdp",
                 .title = "Local privacy after the first iteration, eta^2 Delta^2/(2 sigma^2)",
                 .citation = cite("Corollary 6.2 (L376-L378), Corollary 7.3 (L664-L666)"),
                 .safe = SafeSide::upper,
                 .params = {kEta, kDelta, kSigma},
                 .configs = {{"eta = 1, sigma = 1", {{"eta", "1"}, {"sigma", "1"}}}},
                 .evaluate = formula(local_zcdp, "eta", "Delta", "sigma"),
                 .measure = Measure::zcdp});
  r.add(Quantity{
      .id = "chan_xie_zhao.thm6_1.C",
      .title = "C of Theorem 6.1 AS PRINTED: max{2, 3/(beta n)} (1 + beta eta ||A||^2), n = dim x (see cor6_2.C)",
      .citation = cite("Theorem 6.1 (L370); erratum E4"),
      .safe = SafeSide::upper,
      .params = {kBeta, num("n", Domain::integer_at_least(1), std::nullopt, "dimension n of x"), kEta, kNormA, kMatA},
      .configs = {{"beta = 1, n = 1, eta = 0.1, ||A|| = 1",
                   {{"beta", "1"}, {"n", "1"}, {"eta", "0.1"}, {"norm_A", "1"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval beta, a.number("beta", bits));
        PB_TRY(long n, a.integer("n"));
        PB_TRY(Interval eta, a.number("eta", bits));
        PB_TRY(Interval nA, norm_A(a, bits));
        PB_TRY(Interval x, thm6_1_C_printed(beta, n, eta, nA));
        PB_TRY(Interval y, cor6_2_C(beta, eta, nA));
        return evaluation(
            x, {{"cor6_2_C", y}, {"norm_A", nA}},
            {{"erratum", "printed with beta*n; the proof (Lemma 6.10, L631) supports beta*eta = cor6_2.C"}});
      },
      .form = Form::printed});
  r.add(Quantity{.id = "chan_xie_zhao.cor6_2.C",
                 .title = "C of Corollary 6.2: max{2, 3/(beta eta)} (1 + beta eta ||A||^2)",
                 .citation = cite("Corollary 6.2 (L384), Corollary 9.4 (L1008)"),
                 .safe = SafeSide::upper,
                 .params = {kBeta, kEta, kNormA, kMatA},
                 .configs = {{"beta = 1, eta = 0.1, ||A|| = 1", {{"beta", "1"}, {"eta", "0.1"}, {"norm_A", "1"}}}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Interval beta, a.number("beta", bits));
                   PB_TRY(Interval eta, a.number("eta", bits));
                   PB_TRY(Interval nA, norm_A(a, bits));
                   PB_TRY(Interval x, cor6_2_C(beta, eta, nA));
                   return evaluation(x, {{"norm_A", nA}});
                 },
                 .form = Form::corrected});
  r.add(Quantity{.id = "chan_xie_zhao.lemma6_10.C_K",
                 .title = "One-step privacy constant C_K = max(2, 3/(eta beta))/(2 sigma^2)",
                 .citation = cite("Lemma 6.10 (L601-L613)"),
                 .safe = SafeSide::upper,
                 .params = {kEta, kBeta, kSigma},
                 .configs = {{"eta = 1, beta = 1, sigma = 1", {{"eta", "1"}, {"beta", "1"}, {"sigma", "1"}}}},
                 .evaluate = formula(lemma6_10_C_K, "eta", "beta", "sigma")});
  r.add(Quantity{.id = "chan_xie_zhao.cor6_2.amplified_zcdp",
                 .title = "Amplified zCDP after 2T+1 iterations (general convex): (C/T) eta^2 Delta^2/(2 sigma^2)",
                 .citation = cite("Corollary 6.2 (L380-L384)"),
                 .safe = SafeSide::upper,
                 .params = sec6_params({kDelta, iterations("T (2T+1 iterations)")}),
                 .configs = {sec6_example()},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Sec6Args g, sec6_args(a, bits));
                   const Interval &beta = g.beta, &eta = g.eta, &nA = g.norm_A, &s = g.sigma;
                   PB_TRY(Interval D, a.number("Delta", bits));
                   PB_TRY(long T, a.integer("T"));
                   PB_TRY(Interval x, cor6_2_amplified_zcdp(beta, eta, nA, s, D, T));
                   PB_TRY(Interval C, cor6_2_C(beta, eta, nA));
                   PB_TRY(Interval ck, lemma6_10_C_K(eta, beta, s));
                   PB_TRY(Interval loc, local_zcdp(eta, D, s));
                   return evaluation(x, {{"C", C}, {"C_K", ck}, {"local_zcdp", loc}, {"norm_A", nA}});
                 },
                 .measure = Measure::zcdp});
  // Definitions 6.3 and 7.4: the customized norms, exact on rational inputs.
  for (const bool strong : {false, true}) {
    std::vector<ParamSpec> params{mat("A", "A"), mat("x", "x"), mat("lambda", "lambda"), kEta, kBeta};
    std::map<std::string, std::string> cfg{
        {"A", "1,0;0,1"}, {"x", "1,0"}, {"lambda", "0,1"}, {"eta", strong ? "0.5" : "1"}, {"beta", "1"}};
    if (strong) {
      params.push_back(num("nu", kPos, std::nullopt, "nu"));
      params.push_back(num("mu", kPos, std::nullopt, "mu"));
      cfg["nu"] = cfg["mu"] = "1";
    }
    r.add(Quantity{
        .id = strong ? "chan_xie_zhao.def7_4.norm" : "chan_xie_zhao.def6_3.norm",
        .title = strong ? "Strongly convex customized norm (squared) R||x||^2 + (eta/beta)||lambda - beta A x||^2"
                        : "Customized norm (squared) ||(x, lambda)||_*^2 = ||x||^2 + (eta/beta)||lambda - beta A x||^2",
        .citation = cite(strong ? "Definition 7.4 (L682-L686)" : "Definition 6.3 (L400-L402)"),
        .safe = SafeSide::none,
        .params = params,
        .configs = {{strong ? "A = I_2, nu = mu = 1, eta = 1/2" : "A = I_2, x = (1,0), lambda = (0,1)", cfg}},
        .evaluate = [strong](const Args& a, unsigned bits) -> Result<Evaluation> {
          for (const char* m : {"A", "x", "lambda"})
            if (!a.given(m))
              return invalid(a.function(),
                             std::string("the matrices A, x and lambda are required, but ") + m + " is not given.");
          PB_TRY(RationalMatrix A, a.matrix("A"));
          PB_TRY(RationalMatrix x, a.matrix("x"));
          PB_TRY(RationalMatrix l, a.matrix("lambda"));
          PB_TRY(Rational eta, a.rational("eta"));
          PB_TRY(Rational beta, a.rational("beta"));
          Result<Rational> v = Rational(0);
          if (strong) {
            PB_TRY(Rational nu, a.rational("nu"));
            PB_TRY(Rational mu, a.rational("mu"));
            v = def7_4_norm_sq(A, x, l, eta, beta, nu, mu);
          } else {
            v = def6_3_norm_sq(A, x, l, eta, beta);
          }
          if (!v.ok()) return v.error();
          return evaluation(Interval::from_rational(*v, bits), {}, {{"exact", v->to_string()}});
        }});
  }

  // ---- Section 7 ---------------------------------------------------------------------
  {
    auto p = strongly_convex_params();
    p.pop_back();  // no eta
    r.add(Quantity{.id = "chan_xie_zhao.lemma7_6.eta_interval",
                   .title = "Interval (23) of admissible step sizes eta (value: its lower end)",
                   .citation = cite("Lemma 7.6, (23) (L762-L777)"),
                   .safe = SafeSide::upper,
                   .params = p,
                   .configs = {{"Table 1 row 1 (nu = mu = 0.5, mu_g = 0.2, beta = 0.9)", row1()}},
                   .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                     PB_TRY(Sec7Args g, sec7_args(a, bits));
                     const Interval& N = g.norm_AtB;
                     auto iv = lemma7_6_eta_interval(g.nu, g.mu, g.mu_g, g.beta, N);
                     if (!iv.ok()) return iv.error();
                     std::vector<Part> parts = {{"lower", iv->lower}, {"upper", iv->upper}, {"lower1", iv->lower1}};
                     if (iv->lower2) parts.push_back({"lower2", *iv->lower2});
                     parts.push_back({"midpoint", iv->midpoint});
                     parts.push_back({"norm_AtB", N});
                     return evaluation(
                         iv->lower, parts,
                         {{"admissible", "eta must lie strictly between lower (take its hi) and upper (take its lo)"},
                          {"lower2", iv->lower2 ? "2/(nu+mu) - 2 mu_g/(beta^2 ||A^T B||^2)" : "-inf (||A^T B|| = 0)"}});
                   }});
  }
  auto add_sc =
      [&r](const std::string& id, const std::string& title, const std::string& where, SafeSide safe,
           std::vector<ParamSpec> extra, std::function<Result<Evaluation>(const Args&, unsigned, const Contraction&)> f,
           std::map<std::string, std::string> cfg_extra, Form form = Form::none, Measure measure = Measure::none) {
        auto p = strongly_convex_params();
        for (auto& e : extra) p.push_back(std::move(e));
        auto cfg = row1();
        for (auto& [k, v] : cfg_extra) cfg[k] = v;
        r.add(Quantity{.id = id,
                       .title = title,
                       .citation = cite(where),
                       .safe = safe,
                       .params = p,
                       .configs = {{"Table 1 row 1 (nu = mu = 0.5, mu_g = 0.2, beta = 0.9, eta = midpoint)", cfg}},
                       .evaluate = [f](const Args& a, unsigned bits) -> Result<Evaluation> {
                         PB_TRY(Contraction c, contraction(a, bits));
                         return f(a, bits, c);
                       },
                       .form = form,
                       .measure = measure});
      };
  auto pqrs_parts = [](const Contraction& c) {
    return std::vector<Part>{{"eta", c.eta},
                             {"P", c.P},
                             {"Q", c.Q},
                             {"R", c.R},
                             {"S", c.S},
                             {"R_over_P", c.R / c.P},
                             {"S_over_Q", c.S / c.Q},
                             {"eta_lower", c.interval.lower},
                             {"eta_upper", c.interval.upper}};
  };
  add_sc("chan_xie_zhao.lemma7_6.L", "Contraction factor L = max{R/P, S/Q} of Lemma 7.6 (parts: eta, P, Q, R, S)",
         "Lemma 7.6 (L757-L770)", SafeSide::upper, {},
         [pqrs_parts](const Args&, unsigned, const Contraction& c) -> Result<Evaluation> {
           return evaluation(c.L, pqrs_parts(c));
         },
         {});
  add_sc("chan_xie_zhao.lemma7_6.PQRS", "P of Lemma 7.6 (parts: P, Q, R, S, L)", "Lemma 7.6 (L764-L768)",
         SafeSide::none, {},
         [pqrs_parts](const Args&, unsigned, const Contraction& c) -> Result<Evaluation> {
           auto parts = pqrs_parts(c);
           parts.push_back({"L", c.L});
           return evaluation(c.P, parts);
         },
         {});
  add_sc(
      "chan_xie_zhao.lemma7_7.C_K", "One-step constant C_K = (L/(2 sigma^2)) max(2/R, 3/(eta beta))",
      "Lemma 7.7 (L785-L805)", SafeSide::upper, {kSigma},
      [](const Args& a, unsigned bits, const Contraction& c) -> Result<Evaluation> {
        PB_TRY(Interval beta, a.number("beta", bits));
        PB_TRY(Interval s, a.number("sigma", bits));
        PB_TRY(Interval x, lemma7_7_C_K(c, beta, s));
        return evaluation(x, {{"L", c.L}, {"R", c.R}, {"eta", c.eta}});
      },
      {{"sigma", "1"}}, Form::printed);
  add_sc("chan_xie_zhao.thm7_2.C", "C = max(2/R, 3/(eta beta)) [R + eta beta ||A||^2] of Theorem 7.2",
         "Theorem 7.2 (L656), (25) (L825)", SafeSide::upper, {kNormA},
         [](const Args& a, unsigned bits, const Contraction& c) -> Result<Evaluation> {
           PB_TRY(Interval beta, a.number("beta", bits));
           PB_TRY(Interval nA, norm_A(a, bits));
           PB_TRY(Interval x, thm7_2_C(c, beta, nA));
           return evaluation(x, {{"L", c.L}, {"R", c.R}, {"eta", c.eta}, {"norm_A", nA}});
         },
         {{"norm_A", "1"}});
  const std::vector<std::tuple<std::string, std::string, Exponent, Form>> forms = {
      {"", "AS PRINTED: C L^(2T-1)/T eta^2 Delta^2/(2 sigma^2)", Exponent::printed, Form::printed},
      {"_supported", "supported by the proof (Thm 5.2 with L = 𝔏): C L^T/T eta^2 Delta^2/(2 sigma^2)",
       Exponent::supported, Form::supported},
      {"_precise", "the induction's own bound: C L gamma_T(L) eta^2 Delta^2/(2 sigma^2)", Exponent::precise,
       Form::precise}};
  for (const auto& [suffix, what, exponent, form] : forms) {
    const Exponent e = exponent;
    add_sc(
        "chan_xie_zhao.cor7_3.amplified_zcdp" + suffix,
        "Amplified zCDP after 2T+1 iterations (strongly convex), " + what,
        suffix.empty() ? "Corollary 7.3 (L660-L670)" : "Corollary 7.3 (L670), proof L821 and Lemma 7.8; erratum E1",
        SafeSide::upper, amplified_params(kDelta, "T (2T+1 iterations)"),
        [e](const Args& a, unsigned bits, const Contraction& c) -> Result<Evaluation> {
          PB_TRY(AmplifiedArgs g, amplified_args(a, bits, "Delta"));
          const Interval &beta = g.beta, &nA = g.norm_A, &s = g.sigma, &D = g.second;
          const long T = g.T;
          PB_TRY(Interval x, cor7_3_amplified_zcdp(c, beta, nA, s, D, T, e));
          PB_TRY(Interval C, thm7_2_C(c, beta, nA));
          PB_TRY(Interval ck, lemma7_7_C_K(c, beta, s));
          std::vector<Part> parts = {{"L", c.L}, {"eta", c.eta}, {"C", C}, {"C_K", ck}, {"norm_A", nA}};
          if (e == Exponent::printed) {
            PB_TRY(Interval sup, cor7_3_amplified_zcdp(c, beta, nA, s, D, T, Exponent::supported));
            PB_TRY(Interval pre, cor7_3_amplified_zcdp(c, beta, nA, s, D, T, Exponent::precise));
            parts.push_back({"supported", sup});
            parts.push_back({"precise", pre});
          }
          return evaluation(x, parts);
        },
        {{"norm_A", "1"}, {"sigma", "1"}, {"T", "10"}}, form, Measure::zcdp);
  }

  for (const auto& [suffix, what, exponent, form] : forms) {
    const Exponent e = exponent;
    if (e == Exponent::precise) continue;
    add_sc(
        "chan_xie_zhao.thm7_2.amplified_zcdp" + suffix,
        "Theorem 7.2 after 2T iterations, " + std::string(e == Exponent::printed
                                                              ? "AS PRINTED: (C/(2 sigma^2)) L^(2T-1)/T dx^2"
                                                              : "supported: (C/(2 sigma^2)) L^T/T dx^2"),
        suffix.empty() ? "Theorem 7.2 (L650-L656)" : "Theorem 7.2 (L654), proof L821 and Lemma 7.8; erratum E1",
        SafeSide::upper, amplified_params(kDx, "T (2T iterations)"),
        [e](const Args& a, unsigned bits, const Contraction& c) -> Result<Evaluation> {
          PB_TRY(AmplifiedArgs g, amplified_args(a, bits, "dx"));
          PB_TRY(Interval x, thm7_2_amplified_zcdp(c, g.beta, g.norm_A, g.sigma, g.second, g.T, e));
          return evaluation(x, {{"L", c.L}, {"eta", c.eta}});
        },
        {{"norm_A", "1"}, {"sigma", "1"}, {"T", "10"}}, form, Measure::zcdp);
  }
  r.add(Quantity{
      .id = "chan_xie_zhao.thm6_1.amplified_zcdp",
      .title =
          "Theorem 6.1 after 2T iterations: (1/(2 sigma^2)) (C/T) dx^2, C = max{2, 3/(beta eta)}(1 + beta eta ||A||^2)",
      .citation = cite("Theorem 6.1 (L366-L370) with the constant of Corollary 6.2 (erratum E4)"),
      .safe = SafeSide::upper,
      .params = sec6_params({kDx, iterations("T (2T iterations)")}),
      .configs = {sec6_example()},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Sec6Args g, sec6_args(a, bits));
        PB_TRY(Interval dx, a.number("dx", bits));
        PB_TRY(long T, a.integer("T"));
        PB_TRY(Interval x, thm6_1_amplified_zcdp(g.beta, g.eta, g.norm_A, g.sigma, dx, T));
        return evaluation(x);
      },
      .form = Form::corrected,
      .measure = Measure::zcdp});

  // ---- Section 8 ---------------------------------------------------------------------
  r.add(Quantity{
      .id = "chan_xie_zhao.cor8_3.all_users",
      .title = "RDP_alpha for every user under random permutation / random stopping: 2 alpha C E[1/L]",
      .citation = cite("Corollary 8.3 (L861), Lemma 8.2 (L857), L844-L853"),
      .safe = SafeSide::upper,
      .params = {num("alpha", Domain::greater_than(1), std::nullopt, "Renyi order alpha"),
                 num("C", kPos, std::nullopt,
                     "constant C of Assumption 8.1 (D_alpha <= alpha C/T), C <= 1/(alpha(alpha-1))"),
                 num("N", Domain::integer_at_least(2), std::nullopt, "number of users N"),
                 ParamSpec{"mode",
                           ParamKind::text,
                           Domain::real(),
                           std::string("permutation"),
                           "extension",
                           {"permutation", "stopping"}},
                 num("user", Domain::integer_at_least(0), "0", "user index t for random stopping (0 = worst user)")},
      .configs = {{"alpha = 2, C = 0.1, N = 1000, permutation", {{"alpha", "2"}, {"C", "0.1"}, {"N", "1000"}}},
                  {"alpha = 2, C = 0.1, N = 1000, stopping (worst user)",
                   {{"alpha", "2"}, {"C", "0.1"}, {"N", "1000"}, {"mode", "stopping"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval al, a.number("alpha", bits));
        PB_TRY(Interval C, a.number("C", bits));
        PB_TRY(long N, a.integer("N"));
        PB_TRY(std::string mode, a.text("mode"));
        PB_TRY(long t, a.integer("user"));
        const Extension ext = mode == "stopping" ? Extension::stopping : Extension::permutation;
        if (ext == Extension::permutation && t != 0)
          return invalid(a.function(),
                         "user applies to mode=stopping only (under a random permutation every user has L ~ U{1..N}).");
        PB_TRY(Interval E, expected_inverse_L(ext, N, t, bits));
        PB_TRY(Interval x, cor8_3_rdp(al, C, E));
        return evaluation(x, {{"E_inv_L", E}},
                          {{"form", ext == Extension::permutation
                                        ? "E[1/L] = H_N/N"
                                        : "E[1/L] of random stopping (t = 0: worst user t = N/2+1, 2H_{N/2}/N)"}});
      },
      .form = Form::corrected});

  // ---- Section 9 ---------------------------------------------------------------------
  r.add(Quantity{.id = "chan_xie_zhao.thm9_1.utility",
                 .title = "Utility bound, right side of (26)",
                 .citation = cite("Theorem 9.1, (26) (L890-L894)"),
                 .safe = SafeSide::upper,
                 .params = {kBeta, num("By_dist", kNonneg, std::nullopt, "||B y_0 - B y*||"),
                            num("x_dist", kNonneg, std::nullopt, "||x_0 - x*||"),
                            num("G", kNonneg, std::nullopt, "gradient second-moment bound G"),
                            num("n", Domain::integer_at_least(1), std::nullopt, "dimension n"),
                            num("rho", kNonneg, std::nullopt, "oracle noise rho"), kNormA, kMatA,
                            iterations("iterations T (eta = 1/sqrt(T))")},
                 .configs = {{"beta = 1, dists 1, G = 1, n = 64, rho = 0.1, ||A|| = 1, T = 10000",
                              {{"beta", "1"},
                               {"By_dist", "1"},
                               {"x_dist", "1"},
                               {"G", "1"},
                               {"n", "64"},
                               {"rho", "0.1"},
                               {"norm_A", "1"},
                               {"T", "10000"}}}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Interval beta, a.number("beta", bits));
                   PB_TRY(Interval By, a.number("By_dist", bits));
                   PB_TRY(Interval xd, a.number("x_dist", bits));
                   PB_TRY(Interval G, a.number("G", bits));
                   PB_TRY(long n, a.integer("n"));
                   PB_TRY(Interval rho, a.number("rho", bits));
                   PB_TRY(Interval nA, norm_A(a, bits));
                   PB_TRY(long T, a.integer("T"));
                   PB_TRY(Interval x, thm9_1_utility(beta, By, xd, G, n, rho, nA, T));
                   return evaluation(x, {{"norm_A", nA}});
                 }});
  for (const bool amplified : {false, true}) {
    r.add(Quantity{
        .id = amplified ? "chan_xie_zhao.cor9_4.amplified_zcdp" : "chan_xie_zhao.cor9_4.local_zcdp",
        .title = amplified ? "Privacy of Algorithm 4 after 2T+1 iterations, (C/T) Delta^2/(2 rho^2)"
                           : "Local privacy of Algorithm 4, Delta^2/(2 rho^2)",
        .citation = cite("Corollary 9.4 (L994-L1008), sigma = eta rho"),
        .safe = SafeSide::upper,
        .params = {kDelta, num("rho", kPos, std::nullopt, "oracle noise rho"), num("beta", kPos, "1", "beta"),
                   num("eta", kPos, "1", "eta"), kNormA, kMatA, iterations("T (2T+1 iterations)", "1")},
        .configs = {{"rho = 1, beta = 1, eta = 1, ||A|| = 1, T = 100", {{"rho", "1"}, {"norm_A", "1"}, {"T", "100"}}}},
        .evaluate = [amplified](const Args& a, unsigned bits) -> Result<Evaluation> {
          PB_TRY(Interval D, a.number("Delta", bits));
          PB_TRY(Interval rho, a.number("rho", bits));
          PB_TRY(Interval beta, a.number("beta", bits));
          PB_TRY(Interval eta, a.number("eta", bits));
          PB_TRY(long T, a.integer("T"));
          Interval nA = Interval::from_int(0, bits);
          if (amplified || a.given("norm_A") || a.given("A")) {
            PB_TRY(Interval n2, norm_A(a, bits));
            nA = n2;
          }
          auto c = cor9_4(D, rho, beta, eta, nA, T);
          if (!c.ok()) return c.error();
          return evaluation(amplified ? c->amplified : c->local, {{"C", c->C}, {"sigma", eta * rho}});
        },
        .measure = Measure::zcdp});
  }

  // ---- Remark 3.4 --------------------------------------------------------------------
  r.add(Quantity{.id = "chan_xie_zhao.remark3_4.elimination",
                 .title = "Gaussian elimination A -> [I_m | D] (value: the new m; equivalence checked exactly)",
                 .citation = cite("Remark 3.4 (L206-L212)"),
                 .safe = SafeSide::none,
                 .params = {mat("A", "constraint matrix A (m x n)"), mat("B", "constraint matrix B (m x l)"),
                            mat("c", "right side c (m x 1)")},
                 .configs = {{"A = [2 0 2; 1 1 1; 3 1 3]", {{"A", "2,0,2;1,1,1;3,1,3"}}}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   if (!a.given("A")) return invalid(a.function(), "the matrix A is required.");
                   PB_TRY(RationalMatrix A, a.matrix("A"));
                   RationalMatrix B(A.rows, 0), c(A.rows, 1);
                   if (a.given("B")) {
                     PB_TRY(RationalMatrix b, a.matrix("B"));
                     B = b;
                   }
                   if (a.given("c")) {
                     PB_TRY(RationalMatrix cc, a.matrix("c"));
                     c = (cc.rows == 1 && cc.cols == A.rows && A.rows != 1) ? cc.transpose() : cc;
                   }
                   auto e = remark3_4_eliminate(A, B, c);
                   if (!e.ok()) return e.error();
                   PB_TRY(Interval nA, numeric::spectral_norm(e->A_new, bits));
                   auto text = [](const RationalMatrix& m) {
                     std::string s;
                     for (std::size_t i = 0; i < m.rows; ++i) {
                       for (std::size_t j = 0; j < m.cols; ++j) s += (j ? "," : "") + m(i, j).to_string();
                       if (i + 1 < m.rows) s += ";";
                     }
                     return s.empty() ? std::string("(empty)") : s;
                   };
                   std::string perm;
                   for (auto p : e->perm) perm += (perm.empty() ? "" : ",") + std::to_string(p + 1);
                   const bool eq = remark3_4_equivalent(A, B, c, *e);
                   return evaluation(
                       Interval::from_int(static_cast<long>(e->rank), bits),
                       {{"norm_A_new", nA},
                        {"constraints_moved_to_g", Interval::from_int(static_cast<long>(A.rows - e->rank), bits)}},
                       {{"D", text(e->D)},
                        {"x_permutation", perm},
                        {"B_new", text(e->B_new)},
                        {"c_new", text(e->c_new)},
                        {"B_hat", text(e->B_hat)},
                        {"c_hat", text(e->c_hat)},
                        {"equivalent", eq ? "yes (exact check)" : "NO"}});
                 }});
}

}  // namespace chan_xie_zhao

void register_chan_xie_zhao(Registry& r) { chan_xie_zhao::register_all(r); }

}  // namespace privbound::bounds
