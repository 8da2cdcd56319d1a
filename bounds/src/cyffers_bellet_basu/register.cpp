// register_cyffers_bellet_basu: the quantities of bounds/cyffers_bellet_basu/ in the registry, with the paper's
// settings (settings.hpp: Appendix E's n, p, sampling rate and delta) as built-in configurations.
#include <string>
#include <vector>

#include "privbound/bounds/accounting/gaussian.hpp"
#include "privbound/bounds/accounting/rdp.hpp"
#include "privbound/bounds/cyffers_bellet_basu/cyffers_bellet_basu.hpp"
#include "privbound/bounds/cyffers_bellet_basu/settings.hpp"
#include "privbound/bounds/registry.hpp"
#include "privbound/bounds/source.hpp"
#include "privbound/bounds/validate.hpp"

namespace privbound::bounds {
namespace cyffers_bellet_basu {
namespace {

std::string cite(const std::string& where) { return bounds::cite("cyffers_bellet_basu", where); }

ParamSpec row(const std::string& name, const std::string& meaning) {
  return ParamSpec{name, ParamKind::matrix, Domain::real(), std::nullopt, meaning, {}};
}
const ParamSpec kAlpha = num("alpha", Domain::greater_than(1), std::nullopt, "RDP order alpha > 1");
const ParamSpec kDelta = num("delta", Domain::unit_open(), experiment().delta, "delta (App. E: 1e-6, L1091)");
const ParamSpec kK = num("K", Domain::integer_at_least(1), std::nullopt, "iterations K");
const ParamSpec kKi = num("K_i", Domain::integer_at_least(1), std::nullopt, "participations K_i of user i");
const ParamSpec kN = num("n", Domain::integer_at_least(1), std::nullopt, "data items (users) n");
const ParamSpec kM = num("m", Domain::integer_at_least(1), std::nullopt, "users sampled per round m");
const ParamSpec kL = num("L", Domain::positive(), "1", "Lipschitz constant L of each f(., d) (not printed)");
const ParamSpec kGamma = num("gamma", Domain::positive(), "1", "ADMM parameter gamma > 0 (not printed)");
const ParamSpec kLambda = num("lambda", Domain::unit_left_open(), "1", "step lambda in (0, 1]");
const ParamSpec kSigma = num("sigma", Domain::positive(), std::nullopt, "noise standard deviation sigma");
const ParamSpec kA =
    ParamSpec{"A", ParamKind::matrix, Domain::real(), std::nullopt, "constraint matrix A, exact (\"1,0;0,1/2\")", {}};
const ParamSpec kTau = num("tau", Domain::nonnegative(), std::nullopt, "contraction factor tau in [0, 1)");
const ParamSpec kQ = num("q", Domain::unit_left_open(), "1", "block activation probability q in (0, 1]");
const ParamSpec kC = num("c", Domain::positive(), std::nullopt, "c > 0 with sigma_1 = (1 + c)(1 - tau) (L514)");
const ParamSpec kP = num("p", Domain::integer_at_least(1), std::nullopt, "dimension p of u");
const ParamSpec kZeta = num("zeta", Domain::nonnegative(), "0", "zeta >= 0 with E|e_k|^2 <= zeta^2");
const ParamSpec kD = num("D", Domain::nonnegative(), "1", "D = |u_0 - u*|^2 (L176) or the domain's diameter (L488)");
const ParamSpec kEps = num("eps", Domain::positive(), std::nullopt, "the privacy budget eps of the corollary");

std::vector<Rational> row_of(const numeric::RationalMatrix& m) { return m.data; }

// App. E's federated setting (n = 1000, sampling 10%: m = 100) at sigma = 8, one configuration.
Params app_e(Params more = {}) {
  Params p{{"n", std::to_string(experiment().n)}, {"m", "100"}, {"sigma", "8"}};
  for (auto& [k, v] : more) p[k] = v;
  return p;
}

// L, gamma and sigma, which most of the privacy quantities take.
struct Lgs {
  Interval L, gamma, sigma;
};
Result<Lgs> lgs_at(const Args& a, unsigned bits) {
  PB_TRY(Interval L, a.number("L", bits));
  PB_TRY(Interval g, a.number("gamma", bits));
  PB_TRY(Interval s, a.number("sigma", bits));
  return Lgs{L, g, s};
}

Result<Evaluation> eval_central(CentralPrinting which, const Args& a, unsigned bits) {
  PB_TRY(Interval alpha, a.number("alpha", bits));
  PB_TRY(long K, a.integer("K"));
  PB_TRY(Lgs x, lgs_at(a, bits));
  const auto& [L, g, s] = x;
  PB_TRY(long n, a.integer("n"));
  PB_TRY(long m, a.integer("m"));
  PB_TRY(Interval v, central_rdp(which, alpha, K, L, g, s, n, m));
  return evaluation(v);
}

// The three corollaries share their parameters (m only for the federated one).
Result<Evaluation> eval_corollary(Setting s, const Args& a, unsigned bits) {
  PB_TRY(Interval tau, a.number("tau", bits));
  PB_TRY(long p, a.integer("p"));
  PB_TRY(Interval alpha, a.number("alpha", bits));
  PB_TRY(Interval L, a.number("L", bits));
  PB_TRY(Interval g, a.number("gamma", bits));
  PB_TRY(Interval eps, a.number("eps", bits));
  PB_TRY(long n, a.integer("n"));
  long m = 1;
  if (s == Setting::federated) {
    PB_TRY(long mm, a.integer("m"));
    m = mm;
  }
  PB_TRY(long K, a.integer("K"));
  PB_TRY(Interval D, a.number("D", bits));
  PB_TRY(CorollaryBound c, corollary(s, tau, p, alpha, L, g, eps, n, m, K, D));
  return evaluation(c.bound, {{"rate", c.rate},
                              {"noise_term_1", c.noise1},
                              {"noise_term_2", c.noise2},
                              {"printed_term_1", c.printed1},
                              {"printed_term_2", c.printed2},
                              {"K_printed", c.K_printed},
                              {"K_needed", c.K_needed}});
}

// Theorem 1's proof constants at (tau, q, c).
Result<Thm1Proof> proof_at(const Args& a, unsigned bits) {
  PB_TRY(Interval tau, a.number("tau", bits));
  PB_TRY(Interval q, a.number("q", bits));
  PB_TRY(Interval c, a.number("c", bits));
  return thm1_proof(tau, q, c);
}

Result<Evaluation> eval_thm1(const Args& a, unsigned bits, bool exp_form, Thm1Hypothesis hyp) {
  PB_TRY(Interval tau, a.number("tau", bits));
  PB_TRY(Interval q, a.number("q", bits));
  PB_TRY(long p, a.integer("p"));
  PB_TRY(Interval s, a.number("sigma", bits));
  PB_TRY(Interval z, a.number("zeta", bits));
  PB_TRY(long k, a.integer("k"));
  PB_TRY(Interval D, a.number("D", bits));
  PB_TRY(Interval v, thm1_utility(tau, q, p, s, z, k, D, exp_form, hyp));
  return evaluation(v);
}

// Theorem 4's proof values at (alpha, L, gamma, sigma, n, m, kmax).
Result<Thm4Proof> thm4_at(const Args& a, unsigned bits) {
  PB_TRY(Interval alpha, a.number("alpha", bits));
  PB_TRY(Lgs x, lgs_at(a, bits));
  const auto& [L, g, s] = x;
  PB_TRY(long n, a.integer("n"));
  PB_TRY(long m, a.integer("m"));
  PB_TRY(long kmax, a.integer("kmax"));
  return thm4_proof(alpha, L, g, s, n, m, kmax);
}

// Theorem 7's rho with the printed or the corrected (27).
Result<Interval> thm7_at(const Args& a, unsigned bits, bool corrected) {
  PB_TRY(long K, a.integer("K"));
  PB_TRY(numeric::RationalMatrix A, a.matrix("A"));
  PB_TRY(Lgs x, lgs_at(a, bits));
  const auto& [L, g, s] = x;
  PB_TRY(long n, a.integer("n"));
  return thm7_rho(K, A, L, g, s, n, corrected, bits);
}

Result<GeneralSensitivity> general_at(const Args& a, unsigned bits) {
  PB_TRY(numeric::RationalMatrix A, a.matrix("A"));
  PB_TRY(Interval lam, a.number("lambda", bits));
  PB_TRY(Interval L, a.number("L", bits));
  PB_TRY(Interval g, a.number("gamma", bits));
  PB_TRY(long n, a.integer("n"));
  return sens_general(A, lam, L, g, n);
}

Result<Interval> thm2_rho_at(const Args& a, unsigned bits) {
  PB_TRY(long K, a.integer("K"));
  PB_TRY(Lgs x, lgs_at(a, bits));
  const auto& [L, g, s] = x;
  PB_TRY(long n, a.integer("n"));
  return thm2_rho(K, L, g, s, n);
}

Result<Interval> local_rho_at(const Args& a, unsigned bits) {
  PB_TRY(long Ki, a.integer("K_i"));
  PB_TRY(Lgs x, lgs_at(a, bits));
  const auto& [L, g, s] = x;
  return thm3_local_rho(Ki, L, g, s);
}

const std::vector<ParamSpec> kThm2Params = {kAlpha, kK, kL, kGamma, kSigma, kN};
const std::vector<ParamSpec> kLocalParams = {kAlpha, kKi, kL, kGamma, kSigma};
const std::vector<ParamSpec> kCentralParams = {kAlpha, kK, kL, kGamma, kSigma, kN, kM};
const std::vector<ParamSpec> kThm4ProofParams = {
    kAlpha,
    kL,
    kGamma,
    kSigma,
    kN,
    num("m", Domain::integer_at_least(1), "1", "path length m (L938-L940)"),
    num("kmax", Domain::integer_at_least(1), "1000", "last k of L950's sum (K - k(i))")};
const std::vector<ParamSpec> kProofParams = {kTau, kQ, kC};
const std::vector<ParamSpec> kThm1Params = {
    kTau,  kQ,
    kP,    num("sigma", Domain::nonnegative(), std::nullopt, "noise standard deviation sigma"),
    kZeta, num("k", Domain::integer_at_least(0), "100", "iteration k"),
    kD};
const Config kThm2Config{"K = 1000, n = 1000 (App. E), L = gamma = 1, sigma = 8, alpha = 10",
                         {{"alpha", "10"}, {"K", "1000"}, {"n", "1000"}, {"sigma", "8"}}};

}  // namespace
}  // namespace cyffers_bellet_basu

void register_cyffers_bellet_basu(Registry& r) {
  using namespace cyffers_bellet_basu;
  // ---- Section 3.3 and Appendix C.1 ----------------------------------------------------------------------
  r.add(Quantity{
      .id = kPrefix + "sec3_3.rdp_to_dp",
      .title = "(alpha, eps)-RDP gives (eps + ln(1/delta)/(alpha - 1), delta)-DP",
      .citation = cite("Section 3.3 (L101)"),
      .safe = SafeSide::upper,
      .params = {kAlpha, num("rdp", Domain::nonnegative(), std::nullopt, "the RDP eps at order alpha"), kDelta},
      .configs = {{"alpha = 10, rdp = 0.5, delta = 1e-6", {{"alpha", "10"}, {"rdp", "0.5"}}}},
      .evaluate = formula(accounting::eps_from_rdp_mironov, "alpha", "rdp", "delta")});
  r.add(Quantity{.id = kPrefix + "sec3_3.gaussian_rdp",
                 .title = "Gaussian mechanism: (alpha, alpha Delta^2/(2 sigma^2))-RDP",
                 .citation = cite("Section 3.3 (L129), proof of Theorem 7 (L874)"),
                 .safe = SafeSide::upper,
                 .params = {kAlpha, num("sensitivity", Domain::nonnegative(), "1", "l2 sensitivity Delta"), kSigma},
                 .configs = {{"alpha = 10, Delta = 1, sigma = 2", {{"alpha", "10"}, {"sigma", "2"}}}},
                 .evaluate = formula(accounting::rdp_gaussian, "alpha", "sensitivity", "sigma")});
  // Lemma C.1 as printed (hypotheses on sigma) and corrected (on the noise multiplier sigma/Delta, E24): one value
  for (const bool corrected : {false, true})
    r.add(Quantity{
        .id = kPrefix + (corrected ? "lemmaC1.eps_samp_corrected" : "lemmaC1.eps_samp"),
        .title = corrected ? "Lemma C.1 with its hypotheses on the noise multiplier sigma/Delta (q < 1/5, sigma/Delta "
                             ">= 4, the order condition at sigma/Delta): 2 alpha q^2 Delta^2/sigma^2"
                           : "Lemma C.1: the subsampled Gaussian is (alpha, 2 alpha q^2 Delta^2/sigma^2)-RDP for q < "
                             "1/5, sigma >= 4 and alpha <= (M^2 sigma^2/2 - log(5 sigma^2))/(M + log(q alpha) + 1/(2 "
                             "sigma^2))",
        .citation = cite(corrected ? "Lemma C.1 (L810-L812), from Altschuler & Talwar 2022 (sensitivity 1)"
                                   : "Lemma C.1 (L810-L812), from Altschuler & Talwar 2022"),
        .safe = SafeSide::upper,
        .params = {kAlpha, num("q", Domain::unit_open(), std::nullopt, "sampling probability q"),
                   corrected ? num("sensitivity", Domain::positive(), "1", "l2 sensitivity Delta > 0")
                             : num("sensitivity", Domain::nonnegative(), "1", "l2 sensitivity Delta"),
                   kSigma},
        .configs = {{"alpha = 8, q = 1/10 (App. E), Delta = 1, sigma = 8",
                     {{"alpha", "8"}, {"q", "1/10"}, {"sigma", "8"}}}},
        .evaluate = [corrected](const Args& a, unsigned bits) -> Result<Evaluation> {
          PB_TRY(Interval alpha, a.number("alpha", bits));
          PB_TRY(Interval q, a.number("q", bits));
          PB_TRY(Interval d, a.number("sensitivity", bits));
          PB_TRY(Interval s, a.number("sigma", bits));
          PB_TRY(Interval v, corrected ? lemma_c1_eps_corrected(alpha, q, d, s) : lemma_c1_eps(alpha, q, d, s));
          PB_TRY(LemmaC1Cap c, lemma_c1_cap(alpha, q, corrected ? s / d : s));
          return evaluation(v, {{"order_cap", c.cap}, {"M", c.M}});
        },
        .form = corrected ? Form::corrected : Form::printed});
  r.add(Quantity{
      .id = kPrefix + "lemmaC1.alpha_set",
      .title = "Lemma C.1's admissible orders: the certified set (1, alpha*] (value: alpha*)",
      .citation = cite("Lemma C.1 (L810)"),
      .safe = SafeSide::none,
      .params = {num("q", Domain::unit_open(), std::nullopt, "sampling probability q < 1/5"), kSigma},
      .configs = {{"q = 1/10 (App. E), sigma = 4", {{"q", "1/10"}, {"sigma", "4"}}},
                  {"q = 1/10 (App. E), sigma = 8", {{"q", "1/10"}, {"sigma", "8"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval q, a.number("q", bits));
        PB_TRY(Interval s, a.number("sigma", bits));
        PB_TRY(AlphaSet set, lemma_c1_alpha_set(q, s));
        if (!set.certified)
          return numeric::Error{numeric::ErrorKind::accuracy_not_met,
                                "the admissible set could not be certified to be one interval (1, alpha*] within the "
                                "subdivision budget"};
        return evaluation(set.sup, {},
                          {{"set", "(1, alpha*], certified"}, {"pieces certified", std::to_string(set.pieces)}});
      },
      .required = Requirement{Domain::greater_than(1), "Lemma C.1 admits no order alpha > 1"}});
  r.add(Quantity{
      .id = kPrefix + "thm6.pabi",
      .title = "Theorem 6 (25) with Gaussian noise: sum_k sup_{|u| <= a_k} D_alpha(zeta_k * u || zeta_k) = sum_k alpha "
               "a_k^2/(2 sigma_k^2), for (s_k, a_k) satisfying the prefix-sum conditions",
      .citation = cite("Theorem 6 (L793-L802), from Feldman et al. 2018"),
      .safe = SafeSide::upper,
      .params = {kAlpha, row("s", "the sequence s_k as a row"), row("a", "the sequence a_k as a row"),
                 row("sigma", "sigma_k as a row (or one value)")},
      .configs = {{"alpha = 2, s = (1, 0, 0, 0), a = (1/4, 1/4, 1/4, 1/4), sigma = 1 (L938-L940's choice, m = 4)",
                   {{"alpha", "2"}, {"s", "1,0,0,0"}, {"a", "1/4,1/4,1/4,1/4"}, {"sigma", "1"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval alpha, a.number("alpha", bits));
        PB_TRY(numeric::RationalMatrix s, a.matrix("s"));
        PB_TRY(numeric::RationalMatrix am, a.matrix("a"));
        PB_TRY(numeric::RationalMatrix sg, a.matrix("sigma"));
        PB_TRY(Interval v, thm6_pabi_gaussian(alpha, row_of(s), row_of(am), row_of(sg), bits));
        return evaluation(v);
      }});
  r.add(Quantity{
      .id = kPrefix + "prop3.weak_convexity",
      .title =
          "Proposition 3: (1 + c) E_{i ~ rho}[D_alpha(mu_i || nu_i)], where D_alpha(mu_i || nu_i) <= c/(alpha - 1)",
      .citation = cite("Proposition 3 (L944-L946), from Feldman et al. 2018"),
      .safe = SafeSide::upper,
      .params = {kAlpha, num("c", Domain::unit_left_open(), std::nullopt, "c in (0, 1]"),
                 row("rho", "the mixing distribution rho as a row"), row("D", "D_alpha(mu_i || nu_i) as a row")},
      .configs = {{"alpha = 2, c = 1, rho = (1/2, 1/2), D = (1/2, 1/4)",
                   {{"alpha", "2"}, {"c", "1"}, {"rho", "1/2,1/2"}, {"D", "1/2,1/4"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval alpha, a.number("alpha", bits));
        PB_TRY(Interval c, a.number("c", bits));
        PB_TRY(numeric::RationalMatrix rho, a.matrix("rho"));
        PB_TRY(numeric::RationalMatrix d, a.matrix("D"));
        PB_TRY(Interval v, prop3_weak_convexity(alpha, c, row_of(rho), row_of(d), bits));
        return evaluation(v);
      }});
  // ---- Appendix C.2: sensitivities -----------------------------------------------------------------------------
  const std::vector<ParamSpec> general_params = {kA, kLambda, kL, kGamma, kN};
  const std::vector<Config> general_configs = {{"A = I (consensus), n = 1000", {{"A", "1,0;0,1"}, {"n", "1000"}}},
                                               {"A = diag(1, 1/2), n = 1000", {{"A", "1,0;0,1/2"}, {"n", "1000"}}}};
  r.add(Quantity{
      .id = kPrefix + "sensC2.general",
      .title =
          "(27) as printed: |T(u) - T'(u)| <= 4 lambda L gamma |A|_2/(n omega_A) (phi taken omega_A/gamma-strongly "
          "convex, L841)",
      .citation = cite("Appendix C.2 (L822-L850)"),
      .safe = SafeSide::upper,
      .params = general_params,
      .configs = general_configs,
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(GeneralSensitivity g, general_at(a, bits));
        return evaluation(g.eq27, {{"norm_A", g.norm_A},
                                   {"omega_A", g.omega_A},
                                   {"modulus_printed", g.modulus_printed},
                                   {"modulus_hessian", g.modulus},
                                   {"argmin_printed", g.argmin_printed},
                                   {"argmin_hessian", g.argmin}});
      },
      .form = Form::printed});
  r.add(Quantity{
      .id = kPrefix + "sensC2.general_corrected",
      .title =
          "(27) corrected: |T(u) - T'(u)| = 2 lambda |A(x - x')| <= 4 lambda L gamma/(n omega_A) (the x-update is a "
          "prox in y = Ax of a (L/(n omega_A))-Lipschitz function; attained for A = a I)",
      .citation = cite("Appendix C.2 (L822-L850)"),
      .safe = SafeSide::upper,
      .params = general_params,
      .configs = general_configs,
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(GeneralSensitivity g, general_at(a, bits));
        return evaluation(g.eq27_corrected, {{"argmin_hessian", g.argmin}});
      },
      .form = Form::corrected});
  r.add(Quantity{.id = kPrefix + "sensC2.consensus",
                 .title = "(28): |x_i - x_i'| <= 2 L gamma, |T(u)_i - T'(u)_i| <= 4 lambda L gamma, |T(u) - T'(u)| <= "
                          "4 lambda L gamma/n",
                 .citation = cite("Appendix C.2 (L852-L863)"),
                 .safe = SafeSide::upper,
                 .params = {kLambda, kL, kGamma, kN},
                 .configs = {{"n = 1000 (App. E), lambda = L = gamma = 1", {{"n", "1000"}}}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Interval lam, a.number("lambda", bits));
                   PB_TRY(Interval L, a.number("L", bits));
                   PB_TRY(Interval g, a.number("gamma", bits));
                   PB_TRY(long n, a.integer("n"));
                   PB_TRY(ConsensusSensitivity c, sens_consensus(lam, L, g, n));
                   return evaluation(c.eq28, {{"x_block", c.x_block}, {"u_block", c.u_block}});
                 },
                 .form = Form::printed});
  // ---- Theorems 2, 7, 8: centralized ----------------------------------------------------------------------
  for (const auto& [id, where] : std::vector<std::pair<std::string, std::string>>{
           {"thm2.rdp", "Theorem 2 (L245)"}, {"thm8.rdp", "Theorem 8 (L886-L890)"}})
    r.add(Quantity{.id = kPrefix + id,
                   .title = where.substr(0, where.find(' ', 8)) +
                            ": Algorithm 2 is (alpha, 8 alpha K L^2 gamma^2/(sigma^2 "
                            "n^2))-RDP",
                   .citation = cite(where),
                   .safe = SafeSide::upper,
                   .params = kThm2Params,
                   .configs = {kThm2Config},
                   .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                     PB_TRY(Interval alpha, a.number("alpha", bits));
                     PB_TRY(Interval rho, thm2_rho_at(a, bits));
                     return evaluation(alpha * rho, {{"rho", rho}});
                   },
                   .form = Form::printed});
  r.add(Quantity{.id = kPrefix + "thm2.rho",
                 .title = "Theorem 2 as zCDP: rho = 8 K L^2 gamma^2/(sigma^2 n^2)",
                 .citation = cite("Theorem 2 (L245)"),
                 .safe = SafeSide::upper,
                 .params = {kK, kL, kGamma, kSigma, kN},
                 .configs = {{"K = 1000, n = 1000, sigma = 8", {{"K", "1000"}, {"n", "1000"}, {"sigma", "8"}}}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Interval rho, thm2_rho_at(a, bits));
                   return evaluation(rho);
                 },
                 .form = Form::printed,
                 .measure = Measure::zcdp,
                 .twin_delta = experiment().delta});
  const std::vector<ParamSpec> thm7_params = {kAlpha, kK, kA, kL, kGamma, kSigma, kN};
  const std::vector<Config> thm7_configs = {
      {"A = I/2, K = 1000, n = 1000, sigma = 8, alpha = 10",
       {{"alpha", "10"}, {"K", "1000"}, {"A", "1/2,0;0,1/2"}, {"n", "1000"}, {"sigma", "8"}}}};
  r.add(Quantity{.id = kPrefix + "thm7.rdp",
                 .title = "Theorem 7 (29): Algorithm 5 is (alpha, 8 K alpha |A|_2^2 L^2 gamma^2/(sigma^2 n^2 "
                          "omega_A^2))-RDP",
                 .citation = cite("Theorem 7 (L869-L880)"),
                 .safe = SafeSide::upper,
                 .params = thm7_params,
                 .configs = thm7_configs,
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Interval alpha, a.number("alpha", bits));
                   PB_TRY(long K, a.integer("K"));
                   PB_TRY(Interval rho, thm7_at(a, bits, false));
                   return evaluation(alpha * rho, {{"per_step", alpha * rho / Interval::from_int(K, bits)}});
                 },
                 .form = Form::printed});
  r.add(Quantity{.id = kPrefix + "thm7.rdp_corrected",
                 .title = "Theorem 7 with the corrected (27), 4 lambda L gamma/(n omega_A): 8 K alpha L^2 "
                          "gamma^2/(sigma^2 n^2 omega_A^2)",
                 .citation = cite("Theorem 7 (L869-L880), Appendix C.2 (L841-L850)"),
                 .safe = SafeSide::upper,
                 .params = thm7_params,
                 .configs = thm7_configs,
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Interval alpha, a.number("alpha", bits));
                   PB_TRY(Interval rho, thm7_at(a, bits, true));
                   return evaluation(alpha * rho);
                 },
                 .form = Form::corrected});
  // Theorem 7 as zCDP (rho per order, printed and corrected), so each has its (eps, delta) twin at the paper's delta
  for (const bool corrected : {false, true})
    r.add(Quantity{
        .id = kPrefix + (corrected ? "thm7.rho_corrected" : "thm7.rho"),
        .title = corrected ? "Theorem 7 with the corrected (27) as zCDP: rho = 8 K L^2 gamma^2/(sigma^2 n^2 omega_A^2)"
                           : "Theorem 7 as zCDP: rho = 8 K |A|_2^2 L^2 gamma^2/(sigma^2 n^2 omega_A^2)",
        .citation = cite(corrected ? "Theorem 7 (L869-L880), Appendix C.2 (L841-L850)" : "Theorem 7 (L869-L880)"),
        .safe = SafeSide::upper,
        .params = {kK, kA, kL, kGamma, kSigma, kN},
        .configs = {{"A = I/2, K = 1000, n = 1000, sigma = 8",
                     {{"K", "1000"}, {"A", "1/2,0;0,1/2"}, {"n", "1000"}, {"sigma", "8"}}}},
        .evaluate = [corrected](const Args& a, unsigned bits) -> Result<Evaluation> {
          PB_TRY(Interval rho, thm7_at(a, bits, corrected));
          return evaluation(rho);
        },
        .form = corrected ? Form::corrected : Form::printed,
        .measure = Measure::zcdp,
        .twin_delta = experiment().delta});
  // ---- Theorems 3, 9, 10: federated -----------------------------------------------------------------------
  for (const auto& [id, where] : std::vector<std::pair<std::string, std::string>>{
           {"thm3.local", "Theorem 3 (L295)"}, {"thm9.local", "Theorem 9 (L898-L906), its O(.) with constant 1"}})
    r.add(Quantity{.id = kPrefix + id,
                   .title = "Local RDP of Algorithm 3 for user i: 8 alpha K_i L^2 gamma^2/sigma^2 (" + where + ")",
                   .citation = cite(where),
                   .safe = SafeSide::upper,
                   .params = kLocalParams,
                   .configs = {{"K_i = 100, sigma = 8, alpha = 10", {{"alpha", "10"}, {"K_i", "100"}, {"sigma", "8"}}}},
                   .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                     PB_TRY(Interval alpha, a.number("alpha", bits));
                     PB_TRY(Interval rho, local_rho_at(a, bits));
                     return evaluation(alpha * rho, {{"rho", rho}});
                   }});
  r.add(Quantity{.id = kPrefix + "thm3.local_rho",
                 .title = "Theorem 3's local guarantee as zCDP: rho = 8 K_i L^2 gamma^2/sigma^2",
                 .citation = cite("Theorem 3 (L295)"),
                 .safe = SafeSide::upper,
                 .params = {kKi, kL, kGamma, kSigma},
                 .configs = {{"K_i = 100, sigma = 8", {{"K_i", "100"}, {"sigma", "8"}}}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Interval rho, local_rho_at(a, bits));
                   return evaluation(rho);
                 },
                 .measure = Measure::zcdp,
                 .twin_delta = experiment().delta});
  r.add(Quantity{.id = kPrefix + "thm9.eps_loc",
                 .title = "(30): one participation's local loss eps_loc <= 8 alpha L^2 gamma^2/sigma^2",
                 .citation = cite("proof of Theorem 9, (30) (L902)"),
                 .safe = SafeSide::upper,
                 .params = {kAlpha, kL, kGamma, kSigma},
                 .configs = {{"sigma = 8, alpha = 10", {{"alpha", "10"}, {"sigma", "8"}}}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Interval alpha, a.number("alpha", bits));
                   PB_TRY(Lgs x, lgs_at(a, bits));
                   const auto& [L, g, s] = x;
                   PB_TRY(Interval rho, thm3_local_rho(1, L, g, s));
                   return evaluation(alpha * rho);
                 }});
  const std::vector<Config> central_configs = {
      {"App. E: n = 1000, m = 100 (10%), sigma = 8, K = 1000, alpha = 4",
       app_e({{"alpha", "4"}, {"K", "1000"}, {"m", "100"}})},
      {"n = 1000, m = 150, sigma = 8, K = 1000, alpha = 4", app_e({{"alpha", "4"}, {"K", "1000"}, {"m", "150"}})}};
  r.add(Quantity{.id = kPrefix + "thm3.central",
                 .title = "Theorem 3's central RDP: 16 alpha K L^2 gamma^2/(sigma^2 n^2), if m < n/5 and alpha <= "
                          "(M^2 sigma^2/2 - log(5 sigma^2))/(M + log(m alpha/n) + 1/(2 sigma^2))",
                 .citation = cite("Theorem 3 (L295)"),
                 .safe = SafeSide::upper,
                 .params = kCentralParams,
                 .configs = central_configs,
                 .evaluate = [](const Args& a, unsigned bits) { return eval_central(CentralPrinting::thm3, a, bits); },
                 .form = Form::printed});
  r.add(Quantity{.id = kPrefix + "thm10.central",
                 .title = "Theorem 10's central RDP: 16 K alpha L^2 gamma^2/(n^2 sigma^2), if m < n/5, sigma >= 4 and "
                          "the order condition",
                 .citation = cite("Theorem 10 (L910-L918)"),
                 .safe = SafeSide::upper,
                 .params = kCentralParams,
                 .configs = central_configs,
                 .evaluate = [](const Args& a, unsigned bits) { return eval_central(CentralPrinting::thm10, a, bits); },
                 .form = Form::printed});
  const std::vector<ParamSpec> round_params = {kAlpha, kL, kGamma, kSigma, kN, kM};
  auto round_at = [](const Args& a, unsigned bits) -> Result<CentralRound> {
    PB_TRY(Interval alpha, a.number("alpha", bits));
    PB_TRY(Lgs x, lgs_at(a, bits));
    const auto& [L, g, s] = x;
    PB_TRY(long n, a.integer("n"));
    PB_TRY(long m, a.integer("m"));
    return central_round(alpha, L, g, s, n, m);
  };
  r.add(Quantity{.id = kPrefix + "thm10.per_round",
                 .title = "Theorem 10's proof, one round: 8 alpha L^2 gamma^2/(m^2 sigma^2) . 2 m^2/n^2 (aggregation "
                          "eps_loc/m^2, subsampling 2 m^2/n^2)",
                 .citation = cite("proof of Theorem 10 (L914-L916)"),
                 .safe = SafeSide::upper,
                 .params = round_params,
                 .configs = {{"App. E: n = 1000, m = 100, sigma = 8, alpha = 4", app_e({{"alpha", "4"}})}},
                 .evaluate = [round_at](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(CentralRound c, round_at(a, bits));
                   std::vector<Part> parts = {{"aggregate_printed", c.aggregate_printed},
                                              {"aggregate_exact", c.aggregate_exact},
                                              {"noise_multiplier", c.noise_multiplier}};
                   // Lemma C.1 on the exact aggregate, only where its hypotheses hold at that noise multiplier
                   if (!c.subsampled_invalid) parts.push_back({"subsampled_aggregate", c.subsampled});
                   return evaluation(c.printed, parts);
                 },
                 .form = Form::printed});
  r.add(Quantity{.id = kPrefix + "thm10.per_round_corrected",
                 .title =
                     "Theorem 10's round with the aggregate's exact noise: Lemma C.1 at q = m/n and noise "
                     "multiplier sigma sqrt(m)/(4 L gamma), 2 alpha q^2 (4 L gamma)^2/(m sigma^2) = 32 alpha m L^2 "
                     "gamma^2/(n^2 sigma^2)",
                 .citation = cite("proof of Theorem 10 (L914-L916), Lemma C.1 (L810-L812)"),
                 .safe = SafeSide::upper,
                 .params = round_params,
                 .configs = {{"App. E: n = 1000, m = 100, sigma = 8, alpha = 4", app_e({{"alpha", "4"}})}},
                 .evaluate = [round_at](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(CentralRound c, round_at(a, bits));
                   if (c.subsampled_invalid) return *c.subsampled_invalid;
                   return evaluation(c.subsampled, {{"noise_multiplier", c.noise_multiplier}});
                 },
                 .form = Form::corrected});
  r.add(Quantity{.id = kPrefix + "thm10.aggregate_exact",
                 .title = "The exact Renyi divergence of the server's aggregate of m independently noised updates, one "
                          "user's update changed by 4 lambda L gamma: alpha (4 L gamma)^2/(2 m sigma^2) = eps_loc/m",
                 .citation = cite("proof of Theorem 10 (L914), Remark 4 (L305)"),
                 .safe = SafeSide::upper,
                 .params = round_params,
                 .configs = {{"App. E: n = 1000, m = 100, sigma = 8, alpha = 4", app_e({{"alpha", "4"}})}},
                 .evaluate = [round_at](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(CentralRound c, round_at(a, bits));
                   return evaluation(c.aggregate_exact, {{"aggregate_printed", c.aggregate_printed}});
                 },
                 .form = Form::corrected});
  r.add(Quantity{
      .id = kPrefix + "thm3.central_accountant",
      .title =
          "Algorithm 3's central (eps, delta) by the accountant: K rounds, m of n users without replacement, the "
          "aggregate's noise multiplier sigma sqrt(m)/(4 L gamma) (Wang-Balle-Kasiviswanathan Theorem 9, replace-one)",
      .citation = cite("Algorithm 3 (L267-L291), Theorem 3 (L295); the accountant (Wang, Balle, Kasiviswanathan 2019, "
                       "Theorem 9)"),
      .safe = SafeSide::upper,
      .params = {kK, kL, kGamma, kSigma, kN, kM, kDelta},
      .configs = {{"App. E: n = 1000, m = 100, sigma = 8, K = 1000, delta = 1e-6", app_e({{"K", "1000"}})}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(long K, a.integer("K"));
        PB_TRY(Lgs x, lgs_at(a, bits));
        const auto& [L, g, s] = x;
        PB_TRY(long n, a.integer("n"));
        PB_TRY(long m, a.integer("m"));
        PB_TRY(Interval delta, a.number("delta", bits));
        PB_TRY(AccountantEps e, central_eps_accountant(K, L, g, s, n, m, delta));
        return evaluation(e.eps, {{"rdp", e.rdp}}, {{"alpha", std::to_string(e.alpha)}});
      }});
  r.add(Quantity{
      .id = kPrefix + "thm3.central_dp",
      .title = "Theorem 3's central guarantee as (eps, delta) by the paper's conversion (L101) at the best order in "
               "Lemma C.1's admissible set (q = m/n)",
      .citation = cite("Theorem 3 (L295), Section 3.3 (L101), Lemma C.1 (L810)"),
      .safe = SafeSide::upper,
      .params = {kK, kL, kGamma, kSigma, kN, kM, kDelta},
      .configs = {{"App. E: n = 1000, m = 100, sigma = 8, K = 1000, delta = 1e-6", app_e({{"K", "1000"}})}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(long K, a.integer("K"));
        PB_TRY(Lgs x, lgs_at(a, bits));
        const auto& [L, g, s] = x;
        PB_TRY(long n, a.integer("n"));
        PB_TRY(long m, a.integer("m"));
        PB_TRY(Interval delta, a.number("delta", bits));
        if (5 * m >= n)
          return numeric::Error{numeric::ErrorKind::invalid_input,
                                "Theorem 3 needs m < n/5, but m = " + std::to_string(m) + ", n = " + std::to_string(n)};
        PB_TRY(Interval rho, thm2_rho(K, L, g, s, n));
        PB_TRY(AlphaSet set, lemma_c1_alpha_set(Interval::from_int(m, bits) / Interval::from_int(n, bits), s));
        if (!set.certified)
          return numeric::Error{numeric::ErrorKind::accuracy_not_met, "Lemma C.1's set could not be certified"};
        PB_TRY(RestrictedEps e, eps_restricted(2 * rho, delta, set.sup));
        return evaluation(e.eps, {{"alpha", e.alpha}, {"alpha_star", set.sup}});
      },
      .form = Form::printed});
  // ---- Theorem 4: decentralized ---------------------------------------------------------------------------
  r.add(Quantity{
      .id = kPrefix + "thm4.network_rdp",
      .title = "Theorem 4: Algorithm 4 is (alpha, 8 alpha K_i L^2 gamma^2 ln n/(sigma^2 n))-network RDP "
               "for sigma > 2 L gamma sqrt(alpha (alpha - 1))",
      .citation = cite("Theorem 4 (L337, restated L928)"),
      .safe = SafeSide::upper,
      .params = {kAlpha, kKi, kL, kGamma, kSigma, num("n", Domain::integer_at_least(2), std::nullopt, "users n >= 2")},
      .configs = {{"n = 1000, K_i = 100, sigma = 8, alpha = 4",
                   {{"alpha", "4"}, {"K_i", "100"}, {"n", "1000"}, {"sigma", "8"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval alpha, a.number("alpha", bits));
        PB_TRY(long Ki, a.integer("K_i"));
        PB_TRY(Lgs x, lgs_at(a, bits));
        const auto& [L, g, s] = x;
        PB_TRY(long n, a.integer("n"));
        PB_TRY(Interval v, thm4_network_rdp(alpha, Ki, L, g, s, n));
        return evaluation(v);
      },
      .form = Form::printed});
  const std::vector<std::pair<std::string, std::string>> thm4_parts = {
      {"fixed_m", "L940: the fixed path-length bound 8 alpha L^2 gamma^2/(sigma^2 m)"},
      {"l950", "L950: sum_{k=1}^{kmax} (1/n)(1 - 1/n)^k 8 alpha L^2 gamma^2/(2 sigma^2 k)"},
      {"l951",
       "L951: 8 alpha L^2 gamma^2/(sigma^2 n^2) sum_{k >= 1} (1 - 1/n)^k/k = 8 alpha L^2 gamma^2 ln n/(sigma^2 n^2)"},
      {"l952", "L952: 8 alpha L^2 gamma^2 ln n/(sigma^2 n)"},
      {"prop3_c", "Proposition 3's c = (alpha - 1) x (the m = 1 divergence of L940); its precondition needs c <= 1"}};
  for (const auto& [key, title] : thm4_parts)
    r.add(Quantity{.id = kPrefix + "thm4." + key,
                   .title = "Theorem 4's proof, " + title,
                   .citation = cite("proof of Theorem 4 (L934-L954)"),
                   .safe = SafeSide::none,
                   .params = kThm4ProofParams,
                   .configs = {{"n = 1000, m = 1, kmax = 1000, sigma = 8, alpha = 4",
                                {{"alpha", "4"}, {"n", "1000"}, {"sigma", "8"}}}},
                   .evaluate = [key = key](const Args& a, unsigned bits) -> Result<Evaluation> {
                     PB_TRY(Thm4Proof p, thm4_at(a, bits));
                     const Interval v = key == "fixed_m" ? p.fixed_m
                                        : key == "l950"  ? p.l950
                                        : key == "l951"  ? p.l951
                                        : key == "l952"  ? p.l952
                                                         : p.prop3_c;
                     return evaluation(v);
                   },
                   .form = key == "prop3_c" ? Form::printed : Form::none,  // E11 records it
                   .required = key == "prop3_c" ? std::optional<Requirement>(Requirement{
                                                      Domain::at_most(1), "Proposition 3's precondition c <= 1 fails"})
                                                : std::nullopt});
  r.add(Quantity{
      .id = kPrefix + "thm4.eps",
      .title = "Theorem 4 as (eps, delta) by the paper's conversion (L101) at the best order with sigma > 2 L "
               "gamma sqrt(alpha (alpha - 1))",
      .citation = cite("Theorem 4 (L337), Section 3.3 (L101)"),
      .safe = SafeSide::upper,
      .params = {kKi, kL, kGamma, kSigma, num("n", Domain::integer_at_least(2), std::nullopt, "users n >= 2"), kDelta},
      .configs = {{"n = 1000, K_i = 100, sigma = 8, delta = 1e-6", {{"K_i", "100"}, {"n", "1000"}, {"sigma", "8"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(long Ki, a.integer("K_i"));
        PB_TRY(Lgs x, lgs_at(a, bits));
        const auto& [L, g, s] = x;
        PB_TRY(long n, a.integer("n"));
        PB_TRY(Interval delta, a.number("delta", bits));
        // RDP rho alpha for alpha < alpha_max, the root of alpha (alpha - 1) = sigma^2/(4 L^2 gamma^2)
        const Interval N = Interval::from_int(n, bits);
        const Interval rho = 8 * Interval::from_int(Ki, bits) * sqr(L * g / s) * log(N) / N;
        const Interval amax = (1 + sqrt(1 + sqr(s / (L * g)))) / 2;
        PB_TRY(RestrictedEps e, eps_restricted(rho, delta, amax));
        return evaluation(e.eps, {{"alpha", e.alpha}, {"alpha_max", amax}});
      }});
  r.add(Quantity{.id = kPrefix + "sec5.amplification_text",
                 .title = "L343's stated amplification of Theorem 4 over local DP, O(ln n/n^2) with constant 1",
                 .citation = cite("Section 5.4 (L343)"),
                 .safe = SafeSide::none,
                 .params = {num("n", Domain::integer_at_least(2), std::nullopt, "users n >= 2")},
                 .configs = {{"n = 1000", {{"n", "1000"}}}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(long n, a.integer("n"));
                   const Interval N = Interval::from_int(n, bits);
                   return evaluation(log(N) / sqr(N));
                 },
                 .form = Form::printed});
  r.add(Quantity{
      .id = kPrefix + "sec5.thm4_over_local",
      .title = "Theorem 4's network RDP over Theorem 3's local RDP at the same (alpha, K_i, L, gamma, sigma): ln n/n",
      .citation = cite("Theorem 4 (L337), Theorem 3 (L295), Section 5.4 (L343)"),
      .safe = SafeSide::none,
      .params = {kAlpha, kKi, kL, kGamma, kSigma, num("n", Domain::integer_at_least(2), std::nullopt, "users n >= 2")},
      .configs = {{"n = 1000, K_i = 100, sigma = 8, alpha = 4",
                   {{"alpha", "4"}, {"K_i", "100"}, {"n", "1000"}, {"sigma", "8"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval alpha, a.number("alpha", bits));
        PB_TRY(long Ki, a.integer("K_i"));
        PB_TRY(Lgs x, lgs_at(a, bits));
        const auto& [L, g, s] = x;
        PB_TRY(long n, a.integer("n"));
        PB_TRY(Interval net, thm4_network_rdp(alpha, Ki, L, g, s, n));
        PB_TRY(Interval loc, thm3_local_rho(Ki, L, g, s));
        return evaluation(net / (alpha * loc));
      },
      .form = Form::corrected});
  r.add(Quantity{
      .id = kPrefix + "sec5.thm4_over_central",
      .title = "Theorem 4 with K_i = K/n over Theorem 2 at the same (alpha, K, L, gamma, sigma, n): ln n ('matches the "
               "centralized case up to a ln n factor', L343)",
      .citation = cite("Theorem 4 (L337), Theorem 2 (L245), L343, L954"),
      .safe = SafeSide::none,
      .params = {kAlpha, kK, kL, kGamma, kSigma, num("n", Domain::integer_at_least(2), std::nullopt, "users n >= 2")},
      .configs = {{"n = 1000, K = 100000, sigma = 8, alpha = 4",
                   {{"alpha", "4"}, {"K", "100000"}, {"n", "1000"}, {"sigma", "8"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval alpha, a.number("alpha", bits));
        PB_TRY(long K, a.integer("K"));
        PB_TRY(Lgs x, lgs_at(a, bits));
        const auto& [L, g, s] = x;
        PB_TRY(long n, a.integer("n"));
        if (K % n != 0)
          return numeric::domain_error("sec5.thm4_over_central", "K", "multiples of n (K_i = K/n)", std::to_string(K));
        PB_TRY(Interval net, thm4_network_rdp(alpha, K / n, L, g, s, n));
        PB_TRY(Interval cen, thm2_rho(K, L, g, s, n));
        return evaluation(net / (alpha * cen));
      }});
  // ---- Theorem 1, its proof, Lemma A.1, Theorem 5 ----------------------------------------------------------
  r.add(Quantity{
      .id = kPrefix + "thm1.utility",
      .title = "Theorem 1 (16): (1 - q^2 (1 - tau)/8)^k D + 8((sqrt(p) sigma + zeta)/(sqrt(q)(1 - tau)) + (p "
               "sigma^2 + zeta^2)/(q^3 (1 - tau)^3)), for sigma^2 > 1 - tau",
      .citation = cite("Theorem 1 (L171-L178, restated L483-L488)"),
      .safe = SafeSide::upper,
      .params = kThm1Params,
      .configs = {{"tau = 9/10, q = 1/10, p = 64 (App. E), sigma = 1, k = 100",
                   {{"tau", "9/10"}, {"q", "1/10"}, {"p", "64"}, {"sigma", "1"}}}},
      .evaluate = [](const Args& a, unsigned bits) { return eval_thm1(a, bits, false, Thm1Hypothesis::printed); }});
  r.add(Quantity{
      .id = kPrefix + "thm1.utility_exp",
      .title = "Theorem 1's exp form: exp(-q^2 (1 - tau) k/8) D + the same noise terms",
      .citation = cite("proof of Theorem 1 (L596-L598)"),
      .safe = SafeSide::upper,
      .params = kThm1Params,
      .configs = {{"tau = 9/10, q = 1/10, p = 64, sigma = 1, k = 100",
                   {{"tau", "9/10"}, {"q", "1/10"}, {"p", "64"}, {"sigma", "1"}}}},
      .evaluate = [](const Args& a, unsigned bits) { return eval_thm1(a, bits, true, Thm1Hypothesis::printed); }});
  r.add(Quantity{
      .id = kPrefix + "thm1.utility_remark1",
      .title = "Theorem 1 (16) under Remark 1's hypothesis sigma sqrt(p) + zeta > sqrt(q)(1 - tau)",
      .citation = cite("Remark 1 (L178)"),
      .safe = SafeSide::upper,
      .params = kThm1Params,
      .configs = {{"tau = 9/10, q = 1/10, p = 64, sigma = 1/10, k = 100",
                   {{"tau", "9/10"}, {"q", "1/10"}, {"p", "64"}, {"sigma", "1/10"}}}},
      .evaluate = [](const Args& a, unsigned bits) { return eval_thm1(a, bits, false, Thm1Hypothesis::remark1); }});
  r.add(Quantity{.id = kPrefix + "thm1.lambda",
                 .title = "Theorem 1's proof: the chosen lambda = (1 - q/(2(1 + c)))/(1 - b), b = sqrt(1 - q(1 - tau))",
                 .citation = cite("proof of Theorem 1 (L512, L518)"),
                 .safe = SafeSide::none,
                 .params = kProofParams,
                 .configs = {{"tau = 9/10, q = 1, c = 1", {{"tau", "9/10"}, {"c", "1"}}},
                             {"tau = 1/2, q = 1/10, c = 1", {{"tau", "1/2"}, {"q", "1/10"}, {"c", "1"}}}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Thm1Proof p, proof_at(a, bits));
                   return evaluation(p.lambda, {{"b", p.b}, {"sigma_1", p.sigma1}});
                 },
                 .form = Form::printed});
  r.add(Quantity{.id = kPrefix + "thm1.proof_constants",
                 .title =
                     "Theorem 1's proof at its lambda: chi (closed form, L556) with chi by its definition, A, 1 - A, "
                     "Step 4's bounds and (19)'s constant as parts",
                 .citation = cite("proof of Theorem 1 (L490-L578)"),
                 .safe = SafeSide::none,
                 .params = kProofParams,
                 .configs = {{"tau = 9/10, q = 1, c = 1", {{"tau", "9/10"}, {"c", "1"}}}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Thm1Proof p, proof_at(a, bits));
                   return evaluation(p.chi_closed, {{"chi_definition", p.chi_def},
                                                    {"A_definition", p.A_def},
                                                    {"A_closed", p.A_closed},
                                                    {"one_minus_A", p.one_minus_A},
                                                    {"chi_lower_1", p.chi_lower1},
                                                    {"chi_lower_2", p.chi_lower2},
                                                    {"chi_upper_1", p.chi_upper1},
                                                    {"chi_upper_2", p.chi_upper2},
                                                    {"chi_upper_3", p.chi_upper3},
                                                    {"eq19_constant", p.eq19_const}});
                 }});
  r.add(Quantity{
      .id = kPrefix + "thm1.eta18",
      .title = "(18): eta summed as printed, sum_{i=0}^k chi^{k-i-1} lambda sigma_1 (1 + lambda(sigma_1 - (1 - "
               "b))); the closed form (chi^k - 1/chi)(1 - A) as a part",
      .citation = cite("proof of Theorem 1 (L504-L509)"),
      .safe = SafeSide::none,
      .params = {kTau, kQ, kC, num("lambda", Domain::positive(), std::nullopt, "learning rate lambda > 0"),
                 num("k", Domain::integer_at_least(0), "10", "iteration k")},
      .configs = {{"tau = 9/10, q = 1, c = 1, lambda = 1/2, k = 10", {{"tau", "9/10"}, {"c", "1"}, {"lambda", "1/2"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval tau, a.number("tau", bits));
        PB_TRY(Interval q, a.number("q", bits));
        PB_TRY(Interval c, a.number("c", bits));
        PB_TRY(Interval lam, a.number("lambda", bits));
        PB_TRY(long k, a.integer("k"));
        PB_TRY(Thm1Eta e, thm1_eta(tau, q, c, lam, k));
        return evaluation(e.eta_sum, {{"chi", e.chi}, {"closed_form", e.eta_closed}});
      }});
  r.add(Quantity{.id = kPrefix + "thm1.step5",
                 .title = "Theorem 1's Step 5: the value of each printed line (L584-L594), the last as the value",
                 .citation = cite("proof of Theorem 1 (L584-L594)"),
                 .safe = SafeSide::none,
                 .params = kThm1Params,
                 .configs = {{"tau = 9/10, q = 1/10, p = 64, sigma = 1, k = 100",
                              {{"tau", "9/10"}, {"q", "1/10"}, {"p", "64"}, {"sigma", "1"}}}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Interval tau, a.number("tau", bits));
                   PB_TRY(Interval q, a.number("q", bits));
                   PB_TRY(long p, a.integer("p"));
                   PB_TRY(Interval s, a.number("sigma", bits));
                   PB_TRY(Interval z, a.number("zeta", bits));
                   PB_TRY(long k, a.integer("k"));
                   PB_TRY(Interval D, a.number("D", bits));
                   PB_TRY(Thm1Step5 t, thm1_step5(tau, q, p, s, z, k, D));
                   return evaluation(
                       t.line6,
                       {{"L584", t.line1}, {"L586", t.line2}, {"L588", t.line3}, {"L590", t.line4}, {"L592", t.line5}});
                 },
                 .form = Form::printed});
  r.add(Quantity{.id = kPrefix + "lemmaA1.lambda_interval",
                 .title = "Lemma A.1's interval for lambda: lower end (1 + c - q)/((1 + c)(1 - b)); the upper end as a "
                          "part",
                 .citation = cite("Lemma A.1 (L604-L608), proof of Theorem 1 (L516)"),
                 .safe = SafeSide::none,
                 .params = kProofParams,
                 .configs = {{"tau = 9/10, q = 1, c = 1", {{"tau", "9/10"}, {"c", "1"}}}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Interval tau, a.number("tau", bits));
                   PB_TRY(Interval q, a.number("q", bits));
                   PB_TRY(Interval c, a.number("c", bits));
                   PB_TRY(LambdaInterval l, lemma_a1(tau, q, c));
                   return evaluation(l.lo, {{"upper", l.hi}});
                 }});
  r.add(Quantity{.id = kPrefix + "lemmaA1.roots",
                 .title = "Lemma A.1's roots of chi(lambda) = 0: lambda_sup (value) and lambda_inf (part)",
                 .citation = cite("Lemma A.1 (L636-L650)"),
                 .safe = SafeSide::none,
                 .params = kProofParams,
                 .configs = {{"tau = 9/10, q = 1, c = 1", {{"tau", "9/10"}, {"c", "1"}}}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Interval tau, a.number("tau", bits));
                   PB_TRY(Interval q, a.number("q", bits));
                   PB_TRY(Interval c, a.number("c", bits));
                   PB_TRY(LambdaInterval l, lemma_a1(tau, q, c));
                   return evaluation(l.root_sup, {{"lambda_inf", l.root_inf}});
                 }});
  r.add(Quantity{
      .id = kPrefix + "thm5.cp",
      .title = "Theorem 5 (Combettes-Pesquet as transcribed), constant parameters: chi (value), eta_bar_k, xi, mu and "
               "the margin min_b (omega_b p_b - tau_b) of its condition",
      .citation = cite("Theorem 5 (L445-L470), from Combettes & Pesquet 2019"),
      .safe = SafeSide::none,
      .params = {num("lambda", Domain::unit_left_open(), std::nullopt, "lambda in (0, 1]"),
                 num("alpha_k", Domain::nonnegative(), std::nullopt, "alpha_k >= E(|e_k|^2 | F_k)"),
                 row("omega", "weights omega_b"), row("p", "activation probabilities p_b"), row("tau", "tau_b of (13)"),
                 num("k", Domain::integer_at_least(0), "10", "iteration k")},
      .configs = {{"B = 2, lambda = 1/2, alpha_k = 1/100, omega = (10, 10), p = (1/10, 1/10), tau = (81/100, 81/100)",
                   {{"lambda", "1/2"},
                    {"alpha_k", "1/100"},
                    {"omega", "10,10"},
                    {"p", "1/10,1/10"},
                    {"tau", "81/100,81/100"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval lam, a.number("lambda", bits));
        PB_TRY(Interval ak, a.number("alpha_k", bits));
        PB_TRY(numeric::RationalMatrix w, a.matrix("omega"));
        PB_TRY(numeric::RationalMatrix p, a.matrix("p"));
        PB_TRY(numeric::RationalMatrix t, a.matrix("tau"));
        PB_TRY(long k, a.integer("k"));
        PB_TRY(CombettesPesquet c, thm5_cp(lam, ak, row_of(w), row_of(p), row_of(t), k, bits));
        return evaluation(c.chi, {{"eta_bar", c.eta_bar}, {"xi", c.xi}, {"mu", c.mu}, {"margin", c.margin}});
      },
      .required =
          Requirement{Domain::positive(), "Theorem 5's condition omega_b p_b > tau_b fails for some block", "margin"}});
  // ---- Propositions 1-2, Remark 2 --------------------------------------------------------------------------
  r.add(Quantity{
      .id = kPrefix + "prop1.dpsgd",
      .title = "Proposition 1: lambda = gamma beta/2 for gamma in (0, 2/beta) (L65's averagedness constant); the noise "
               "variance beta^2 sigma^2/4 and the bound 4L/beta on E|e_k| as parts",
      .citation = cite("Proposition 1 (L155), L65"),
      .safe = SafeSide::none,
      .params = {kGamma, num("beta", Domain::positive(), std::nullopt, "smoothness beta"),
                 num("sigma", Domain::nonnegative(), "1", "noise standard deviation sigma"), kL},
      .configs = {{"gamma = 1/2, beta = 2, sigma = 1, L = 1", {{"gamma", "1/2"}, {"beta", "2"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval g, a.number("gamma", bits));
        PB_TRY(Interval beta, a.number("beta", bits));
        PB_TRY(Interval s, a.number("sigma", bits));
        PB_TRY(Interval L, a.number("L", bits));
        if (!(g * beta).certainly_lt(Interval::from_int(2, bits)))
          return numeric::Error{numeric::ErrorKind::invalid_input,
                                "Proposition 1 needs gamma in (0, 2/beta), but gamma beta = " + shown(g * beta)};
        return evaluation(g * beta / 2, {{"noise_variance", sqr(beta * s) / 4}, {"e_bound", 4 * L / beta}});
      }});
  r.add(Quantity{
      .id = kPrefix + "remark2.contraction",
      .title = "Remark 2: u - (2/(beta + mu)) grad f is (beta - mu)/(beta + mu)-contractive",
      .citation = cite("Remark 2 (L180), from Ryu & Boyd 2015"),
      .safe = SafeSide::upper,
      .params = {num("beta", Domain::positive(), std::nullopt, "smoothness beta"),
                 num("mu", Domain::positive(), std::nullopt, "strong convexity mu <= beta")},
      .configs = {{"beta = 10, mu = 1", {{"beta", "10"}, {"mu", "1"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval beta, a.number("beta", bits));
        PB_TRY(Interval mu, a.number("mu", bits));
        if (!mu.certainly_le(beta))
          return numeric::Error{numeric::ErrorKind::invalid_input, "Remark 2 needs mu <= beta, but mu = " + shown(mu)};
        return evaluation((beta - mu) / (beta + mu));
      }});
  // ---- Corollaries 5.1-5.3 and Remark 5 -------------------------------------------------------------------
  const std::vector<ParamSpec> cor_params = {
      kTau, kP, kAlpha, kL, kGamma, kEps, kN, num("K", Domain::integer_at_least(1), std::nullopt, "iterations K"), kD};
  std::vector<ParamSpec> cor2_params = cor_params;
  cor2_params.push_back(kM);
  const Params cor_cfg{{"tau", "9/10"}, {"p", "64"}, {"alpha", "10"}, {"eps", "1"}, {"n", "1000"}, {"K", "100"}};
  Params cor2_cfg = cor_cfg;
  cor2_cfg["m"] = "100";
  r.add(
      Quantity{.id = kPrefix + "cor5_1",
               .title = "Corollary 5.1 made explicit: Theorem 1 at q = 1, zeta = 0, sigma^2 = 8 K alpha L^2 "
                        "gamma^2/(eps n^2), at K (the printed O-terms, K choice and the K needed as parts)",
               .citation = cite("Corollary 5.1 (L255, restated L964-L994)"),
               .safe = SafeSide::upper,
               .params = cor_params,
               .configs = {{"tau = 9/10, p = 64, n = 1000 (App. E), alpha = 10, eps = 1, K = 100", cor_cfg}},
               .evaluate = [](const Args& a, unsigned bits) { return eval_corollary(Setting::centralized, a, bits); }});
  r.add(Quantity{.id = kPrefix + "cor5_2",
                 .title = "Corollary 5.2 made explicit: Theorem 1 at q = m/n, zeta = 0, sigma^2 = 16 K alpha L^2 "
                          "gamma^2/(eps n^2), at K",
                 .citation = cite("Corollary 5.2 (L309, restated L998-L1021)"),
                 .safe = SafeSide::upper,
                 .params = cor2_params,
                 .configs = {{"tau = 9/10, p = 64, n = 1000, m = 100 (10%), alpha = 10, eps = 1, K = 100", cor2_cfg}},
                 .evaluate = [](const Args& a, unsigned bits) { return eval_corollary(Setting::federated, a, bits); }});
  r.add(Quantity{
      .id = kPrefix + "cor5_3",
      .title = "Corollary 5.3 made explicit: Theorem 1 at q = 1/n, zeta = 0, sigma^2 = 8 K alpha L^2 gamma^2 "
               "ln n/(eps n^2), at K",
      .citation = cite("Corollary 5.3 (L347, restated L1025-L1043)"),
      .safe = SafeSide::upper,
      .params = cor_params,
      .configs = {{"tau = 9/10, p = 64, n = 1000, alpha = 10, eps = 1, K = 100", cor_cfg}},
      .evaluate = [](const Args& a, unsigned bits) { return eval_corollary(Setting::decentralized, a, bits); }});
  const std::vector<ParamSpec> r5_params = {kP, kAlpha, num("eps", Domain::positive(), std::nullopt, "eps"), kN, kM};
  auto r5_at = [](const Args& a, unsigned bits) -> Result<Remark5Rates> {
    PB_TRY(long p, a.integer("p"));
    PB_TRY(Interval alpha, a.number("alpha", bits));
    PB_TRY(Interval eps, a.number("eps", bits));
    PB_TRY(long n, a.integer("n"));
    PB_TRY(long m, a.integer("m"));
    return remark5_rates(p, alpha, eps, n, m);
  };
  const Params r5_cfg{{"p", "64"}, {"alpha", "10"}, {"eps", "1"}, {"n", "1000"}, {"m", "100"}};
  r.add(Quantity{
      .id = kPrefix + "remark5.rates",
      .title = "Remark 5 with constant 1: federated sqrt(p alpha/(eps m)) as printed (value); centralized "
               "sqrt(p alpha/eps)/n and decentralized sqrt(p alpha/(eps n)) as parts",
      .citation = cite("Remark 5 (L351)"),
      .safe = SafeSide::none,
      .params = r5_params,
      .configs = {{"p = 64, n = 1000, m = 100, alpha = 10, eps = 1", r5_cfg}},
      .evaluate = [r5_at](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Remark5Rates r, r5_at(a, bits));
        return evaluation(r.federated_printed, {{"centralized", r.centralized}, {"decentralized", r.decentralized}});
      },
      .form = Form::printed});
  r.add(Quantity{.id = kPrefix + "remark5.federated_corrected",
                 .title = "Remark 5's federated rate as Corollary 5.2's first term gives it: sqrt(p alpha/(eps m n))",
                 .citation = cite("Remark 5 (L351), Corollary 5.2 (L309)"),
                 .safe = SafeSide::none,
                 .params = r5_params,
                 .configs = {{"p = 64, n = 1000, m = 100, alpha = 10, eps = 1", r5_cfg}},
                 .evaluate = [r5_at](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Remark5Rates r, r5_at(a, bits));
                   return evaluation(r.federated);
                 },
                 .form = Form::corrected});
  // ---- Appendix E -----------------------------------------------------------------------------------------
  r.add(Quantity{
      .id = kPrefix + "appE.eps_poisson",
      .title =
          "App. E's federated central (eps, delta): K rounds of Algorithm 6 with clipping C, users sampled with "
          "probability q (Poisson), one user's clipped update 2 lambda C against its own noise lambda sigma (noise "
          "multiplier sigma/(2C), add/remove neighbours), exact subsampled-Gaussian RDP, best integer order",
      .citation = cite("Appendix E (L1089-L1093), Algorithm 6 (L1045-L1063); the accountant (Mironov, Talwar, Zhang "
                       "2019)"),
      .safe = SafeSide::upper,
      .params = {kK, kSigma, num("C", Domain::positive(), "1", "clipping threshold C (not printed)"),
                 num("q", Domain::unit_left_open(), experiment().sampling, "sampling probability (App. E: 10%)"),
                 kDelta},
      .configs = {{"K = 1000, sigma = 8, C = 1, q = 1/10, delta = 1e-6", {{"K", "1000"}, {"sigma", "8"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(long K, a.integer("K"));
        PB_TRY(Interval s, a.number("sigma", bits));
        PB_TRY(Interval C, a.number("C", bits));
        PB_TRY(Interval q, a.number("q", bits));
        PB_TRY(Interval delta, a.number("delta", bits));
        PB_TRY(accounting::AccountantResult e,
               accounting::eps_subsampled_gaussian(q, s / (2 * C), K, delta, accounting::RdpConversion::mironov,
                                                   accounting::AlphaSearch::integer, bits));
        return evaluation(e.eps, {{"alpha", e.alpha}, {"rdp", e.rdp}});
      }});
}

}  // namespace privbound::bounds
