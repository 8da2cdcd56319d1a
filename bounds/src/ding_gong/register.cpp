// register_ding_gong: the quantities of bounds/ding_gong/ in the registry, with the paper's
// experiment settings (settings.hpp) as built-in configurations.
#include <string>
#include <vector>

#include "graph_params.hpp"
#include "privbound/bounds/accounting/gaussian.hpp"
#include "privbound/bounds/ding_gong/ding_gong.hpp"
#include "privbound/bounds/ding_gong/graph.hpp"
#include "privbound/bounds/ding_gong/settings.hpp"
#include "privbound/bounds/registry.hpp"
#include "privbound/bounds/source.hpp"
#include "privbound/bounds/validate.hpp"

namespace privbound::bounds {

void register_ding_gong_convergence(Registry& r);  // register_convergence.cpp

namespace ding_gong {
namespace {

// R is read with 128 extra bits: Theorem 3's closed form divides by 1 - R and amplifies the relative
// error of log R by K |log R| (up to about 2^30 at K = 10^9), so the result keeps the working
// precision.
constexpr unsigned kExtraBitsR = 128;

const ParamSpec kV = num("V", Domain::positive(), std::nullopt, "bound V on |grad f_i| (L187)");
const ParamSpec kEta = num("eta", Domain::positive(), std::nullopt, "ADMM penalty eta");
const ParamSpec kDegree = num("degree", Domain::integer_at_least(1), std::nullopt, "degree |V_i| of agent i");
const ParamSpec kSigma2 = num("sigma2", Domain::positive(), std::nullopt, "initial noise variance (sigma^2)_i^1");
const ParamSpec kR = num("R", Domain::unit_open(), exp_R(), "variance decrease rate R (L231)");
const ParamSpec kK = num("K", Domain::integer_at_least(1), std::to_string(kExpK), "iterations K");
const ParamSpec kDelta = num("delta", Domain::unit_open(), exp_delta(), "delta (experiments: 1e-4, L461)");

// The schedule's inputs, read once.
struct Agent {
  Interval V, eta, sigma2, R;
  long degree = 1;
};
Result<Agent> agent_args(const Args& a, unsigned bits) {
  PB_TRY(Interval V, a.number("V", bits));
  PB_TRY(Interval eta, a.number("eta", bits));
  PB_TRY(Interval sigma2, a.number("sigma2", bits));
  PB_TRY(Interval R, a.number("R", bits + kExtraBitsR));
  PB_TRY(long degree, a.integer("degree"));
  return Agent{V, eta, sigma2, R, degree};
}

std::vector<ParamSpec> agent_params(bool with_K) {
  std::vector<ParamSpec> p = {kV, kEta, kDegree, kSigma2, kR};
  if (with_K) p.push_back(kK);
  return p;
}

// Configurations of an agent's schedule: the ring on the experiments' 5 agents with V = eta = 1
// (not printed) at a few initial variances, R = 0.995 (L463), K = 50 (L467).
std::vector<Config> agent_configs() {
  std::vector<Config> out;
  for (const char* s2 : {"1", "100"}) {
    Params p = synthetic_params();
    p["sigma2"] = s2;
    out.push_back(
        {"ring of 5 (degree 2), V = eta = 1 (not printed), sigma2 = " + std::string(s2) + ", R = 0.995, K = 50", p});
  }
  return out;
}

// The evaluate function of a Theorem 3 total f(V, eta, degree, sigma2, R, K).
EvaluateFn total_formula(Result<Interval> (*f)(const Interval&, const Interval&, long, const Interval&, const Interval&,
                                               long)) {
  return [f](const Args& a, unsigned bits) -> Result<Evaluation> {
    PB_TRY(Agent g, agent_args(a, bits));
    PB_TRY(long K, a.integer("K"));
    PB_TRY(Interval v, f(g.V, g.eta, g.degree, g.sigma2, g.R, K));
    return evaluation(v);
  };
}

// Theorem 3's epsilon for one agent: Lemma 3 at the closed-form total.
Result<Evaluation> eps_of_agent(const Args& a, unsigned bits) {
  PB_TRY(Agent g, agent_args(a, bits));
  PB_TRY(long K, a.integer("K"));
  PB_TRY(Interval delta, a.number("delta", bits));
  PB_TRY(Interval rho, thm3_rho_total(g.V, g.eta, g.degree, g.sigma2, g.R, K));
  PB_TRY(Interval eps, lemma3_eps(rho, delta));
  return evaluation(eps, {{"rho_total", rho}});
}

}  // namespace
}  // namespace ding_gong

void register_ding_gong(Registry& r) {
  using namespace ding_gong;
  r.add(Quantity{
      .id = "ding_gong.thm1.gaussian_sigma",
      .title = "Theorem 1: sigma = sqrt(2 ln(1.25/delta)) Delta_f/eps (the Gaussian mechanism, eps, delta in (0, 1))",
      .citation = cite("Theorem 1 (L113-L115)"),
      .safe = SafeSide::upper,
      .params = {num("sensitivity", Domain::nonnegative(), "1", "L2 sensitivity Delta_f"),
                 num("eps", Domain::unit_open(), std::nullopt, "eps in (0, 1) (the theorem's hypothesis)"),
                 num("delta", Domain::unit_open(), exp_delta(), "delta in (0, 1)")},
      .configs = {{"Delta = 1, eps = 0.5, delta = 1e-4", {{"eps", "0.5"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval s, a.number("sensitivity", bits));
        PB_TRY(Interval eps, a.number("eps", bits));
        PB_TRY(Interval delta, a.number("delta", bits));
        PB_TRY(Interval var, accounting::classic_gaussian_variance(s, eps, delta));
        return evaluation(sqrt(var), {{"variance", var}});
      }});
  r.add(Quantity{.id = "ding_gong.lemma1.zcdp",
                 .title = "Lemma 1: the Gaussian mechanism is Delta_f^2/(2 sigma^2)-zCDP",
                 .citation = cite("Lemma 1 (L127), from [13]"),
                 .safe = SafeSide::upper,
                 .params = {num("sensitivity", Domain::nonnegative(), "1", "L2 sensitivity Delta_f"),
                            num("sigma", Domain::positive(), std::nullopt, "noise standard deviation")},
                 .configs = {{"Delta = 1, sigma = 1", {{"sigma", "1"}}}},
                 .evaluate = formula(accounting::zcdp_gaussian, "sensitivity", "sigma"),
                 .measure = Measure::zcdp});
  r.add(Quantity{
      .id = "ding_gong.lemma2.composition",
      .title = "Lemma 2: composition of rho_1-, ..., rho_k-zCDP mechanisms is sum_i rho_i-zCDP",
      .citation = cite("Lemma 2 (L129), from [13]"),
      .safe = SafeSide::upper,
      .params = {ParamSpec{
          "rhos", ParamKind::matrix, Domain::nonnegative(), std::nullopt, "the rho_i as a row (\"0.1,0.2,0.3\")", {}}},
      .configs = {{"rho = (0.1, 0.2, 0.3)", {{"rhos", "0.1,0.2,0.3"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval sum, a.nonnegative_row_sum("rhos", bits));
        return evaluation(sum);
      },
      .measure = Measure::zcdp});
  r.add(Quantity{.id = "ding_gong.lemma3.zcdp_to_dp",
                 .title = "Lemma 3: rho-zCDP gives (rho + 2 sqrt(rho ln(1/delta)), delta)-DP",
                 .citation = cite("Lemma 3 (L131), from [13]"),
                 .safe = SafeSide::upper,
                 .params = {num("rho", Domain::nonnegative(), std::nullopt, "zCDP parameter rho"), kDelta},
                 .configs = {{"rho = 0.5, delta = 1e-4", {{"rho", "0.5"}}}},
                 .evaluate = formula(lemma3_eps, "rho", "delta")});
  r.add(Quantity{.id = "ding_gong.lemma4.sensitivity",
                 .title = "Lemma 4: the sensitivity of x_i^{k+1} is V/(eta |V_i|)",
                 .citation = cite("Lemma 4 (L187)"),
                 .safe = SafeSide::upper,
                 .params = {kV, kEta, kDegree},
                 .configs = {{"V = eta = 1 (not printed), degree 2 (ring)", synthetic_params()}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Interval V, a.number("V", bits));
                   PB_TRY(Interval eta, a.number("eta", bits));
                   PB_TRY(long d, a.integer("degree"));
                   PB_TRY(Interval v, lemma4_sensitivity(V, eta, d));
                   return evaluation(v);
                 }});
  r.add(Quantity{
      .id = "ding_gong.exp.sensitivity_sc",
      .title = "Sensitivity of x_i^{k+1} without a gradient bound: Y/(n_i (eta |V_i| + Lambda)) (strong convexity of "
               "(10); the corrected form beside Lemma 4 for E10)",
      .citation = cite("Lemma 4 (L187) and the experiments' loss (L443), corrected (not printed)"),
      .safe = SafeSide::upper,
      .params = {num("Y", Domain::positive(), std::nullopt, "bound Y on every record's norm |y_n|"),
                 num("n_i", Domain::integer_at_least(1), std::nullopt, "records |D_i| of agent i"), kEta, kDegree,
                 num("Lambda", Domain::nonnegative(), "0", "L2 weight Lambda of the loss (L443)")},
      .configs = {{"German Credit at N = 5: Y = sqrt(20), 200 records, eta = 1, ring, Lambda = 1e-3",
                   {{"Y", "4.47213595499958"}, {"n_i", "200"}, {"eta", "1"}, {"degree", "2"}, {"Lambda", "0.001"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval Y, a.number("Y", bits));
        PB_TRY(long n, a.integer("n_i"));
        PB_TRY(Interval eta, a.number("eta", bits));
        PB_TRY(long d, a.integer("degree"));
        PB_TRY(Interval L, a.number("Lambda", bits));
        PB_TRY(Interval v, exp_sensitivity_strongly_convex(Y, n, eta, d, L));
        return evaluation(v);
      }});
  r.add(Quantity{
      .id = "ding_gong.lemma4.proof_line",
      .title = "Lemma 4's proof: (1/(2 eta |V_i|)) |grad f_i(x, D_i) - grad f_i(x, D^_i)| for a gradient difference",
      .citation = cite("Lemma 4's proof (L191-L197)"),
      .safe = SafeSide::upper,
      .params = {num("grad_diff", Domain::nonnegative(), "2", "|grad f_i(x, D_i) - grad f_i(x, D^_i)| (at most 2V)"),
                 kEta, kDegree},
      .configs = {{"grad_diff = 2V, V = eta = 1, degree 2", {{"grad_diff", "2"}, {"eta", "1"}, {"degree", "2"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval g, a.number("grad_diff", bits));
        PB_TRY(Interval eta, a.number("eta", bits));
        PB_TRY(long d, a.integer("degree"));
        PB_TRY(Interval v, lemma4_proof_line(g, eta, d));
        return evaluation(v);
      }});
  r.add(Quantity{.id = "ding_gong.schedule.variance",
                 .title = "The noise schedule (sigma^2)_i^k = R^{k-1} (sigma^2)_i^1",
                 .citation = cite("Theorem 3's proof (L231); Algorithm 1 (L145)"),
                 .params = {kSigma2, kR, num("k", Domain::integer_at_least(1), std::nullopt, "iteration k >= 1")},
                 .configs = {{"sigma2 = 1, R = 0.995, k = 50", {{"sigma2", "1"}, {"k", "50"}}}},
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Interval s, a.number("sigma2", bits));
                   PB_TRY(Interval R, a.number("R", bits + kExtraBitsR));
                   PB_TRY(long k, a.integer("k"));
                   PB_TRY(Interval v, schedule_variance(s, R, k));
                   return evaluation(v);
                 }});
  r.add(Quantity{.id = "ding_gong.thm2.rho_k",
                 .title = "Theorem 2: rho_i^k = V^2/(2 eta^2 |V_i|^2 (sigma^2)_i^k) = rho_i^1/R^{k-1}",
                 .citation = cite("Theorem 2 (L201, L221); rho^{k+1} = rho^k/R (L231)"),
                 .safe = SafeSide::upper,
                 .params =
                     [] {
                       auto p = agent_params(false);
                       p.push_back(num("k", Domain::integer_at_least(1), std::nullopt, "iteration k >= 1"));
                       return p;
                     }(),
                 .configs =
                     [] {
                       auto c = agent_configs();
                       for (auto& x : c) x.params["k"] = std::to_string(kExpK);
                       return c;
                     }(),
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Agent g, agent_args(a, bits));
                   PB_TRY(long k, a.integer("k"));
                   PB_TRY(Interval v, thm2_rho_k(g.V, g.eta, g.degree, g.sigma2, g.R, k));
                   return evaluation(v);
                 },
                 .measure = Measure::zcdp});
  r.add(Quantity{.id = "ding_gong.thm3.rho_total_sum",
                 .title = "Theorem 3's proof: rho_i^total = sum_{k=0}^{K-1} rho_i^{k+1} (summed term by term)",
                 .citation = cite("Theorem 3's proof (L231), Lemma 2"),
                 .safe = SafeSide::upper,
                 .params = agent_params(true),
                 .configs = agent_configs(),
                 .evaluate = total_formula(thm3_rho_total_sum),
                 .measure = Measure::zcdp});
  r.add(Quantity{.id = "ding_gong.thm3.rho_total",
                 .title = "Theorem 3: rho_i^total = rho_i^1 (1 - R^K)/(R^{K-1} - R^K) (printed closed form)",
                 .citation = cite("Theorem 3 (L225-L231)"),
                 .safe = SafeSide::upper,
                 .params = agent_params(true),
                 .configs = agent_configs(),
                 .evaluate = total_formula(thm3_rho_total),
                 .measure = Measure::zcdp});
  // The three printings of Theorem 3's epsilon: statement (L225-L229), the proof's epsilon_i^total
  // (L233-L241) and the proof's final line (L243-L245). Per agent; the max over agents is the
  // largest of the agents' values.
  for (const auto& [id, where] : std::vector<std::pair<std::string, std::string>>{
           {"ding_gong.thm3.eps", "Theorem 3, statement (L225-L229), one agent's term of the max"},
           {"ding_gong.thm3.eps_i", "Theorem 3's proof, epsilon_i^total (L233-L241)"},
           {"ding_gong.thm3.eps_final", "Theorem 3's proof, last display (L243-L245), one agent's term of the max"}}) {
    r.add(Quantity{.id = id,
                   .title = "Theorem 3: rho_i^total + 2 sqrt(rho_i^total ln(1/delta)) with the closed-form total",
                   .citation = cite(where),
                   .safe = SafeSide::upper,
                   .params =
                       [] {
                         auto p = agent_params(true);
                         p.push_back(kDelta);
                         return p;
                       }(),
                   .configs = agent_configs(),
                   .evaluate = eps_of_agent});
  }
  r.add(Quantity{
      .id = "ding_gong.graph.phi",
      .title = "phi_max / phi_min: the largest / smallest nonzero eigenvalue of L_+, L_-, M, or singular value of Q = "
               "sqrt(L_-)/2, for a topology on N agents (A_1, A_2 built from L57)",
      .citation = cite("L57-L83, L259-L263"),
      .params =
          {topology_param(), agents_param(),
           ParamSpec{
               "matrix", ParamKind::text, Domain::real(), "L_plus", "which matrix", {"L_plus", "L_minus", "M", "Q"}},
           ParamSpec{"end", ParamKind::text, Domain::real(), "min", "phi_max or phi_min", {"max", "min"}}},
      .configs =
          [] {
            std::vector<Config> c;
            for (const char* t : {"complete", "ring", "line", "star"})
              for (const char* e : {"max", "min"})
                c.push_back({std::string(t) + ", N = 5, phi_" + e + "(L_+)", {{"topology", t}, {"end", e}}});
            return c;
          }(),
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(std::string m, a.text("matrix"));
        PB_TRY(std::string e, a.text("end"));
        PB_TRY(GraphMatrix which, parse_graph_matrix(m));
        PB_TRY(GraphMatrices g, graph_arg(a));
        PB_TRY(Interval v, graph_phi(g, which, e == "max", bits));
        return evaluation(v, {}, {{"bipartite", g.bipartite ? "yes" : "no"}});
      }});
  r.add(Quantity{.id = "ding_gong.thm3.calibration",
                 .title = "Theorem 3 inverted: the smallest initial variance (sigma^2)_i^1 with epsilon_i^total <= eps",
                 .citation = cite("Theorem 3 (L225-L245), inverted; noise chosen 'carefully' (L459)"),
                 .safe = SafeSide::upper,
                 .params = {num("eps", Domain::positive(), std::nullopt, "target total epsilon"), kDelta, kV, kEta,
                            kDegree, kR, kK},
                 .configs =
                     [] {
                       std::vector<Config> c;
                       for (const auto& e : exp_total_eps()) {
                         Params p = synthetic_params();
                         p["eps"] = e;
                         c.push_back({"total eps = " + e +
                                          ", delta = 1e-4, R = 0.995, K = 50 (Fig. 4), ring of 5, V = eta = 1 "
                                          "(not printed)",
                                      p});
                       }
                       return c;
                     }(),
                 .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
                   PB_TRY(Interval eps, a.number("eps", bits));
                   PB_TRY(Interval delta, a.number("delta", bits));
                   PB_TRY(Interval V, a.number("V", bits));
                   PB_TRY(Interval eta, a.number("eta", bits));
                   PB_TRY(Interval R, a.number("R", bits + kExtraBitsR));
                   PB_TRY(long d, a.integer("degree"));
                   PB_TRY(long K, a.integer("K"));
                   PB_TRY(Interval v, thm3_calibration(eps, delta, V, eta, d, R, K));
                   return evaluation(v);
                 }});
  r.add(Quantity{
      .id = "ding_gong.def3_def4.zcdp",
      .title =
          "Definitions 3-4: E[e^{(tau - 1) Z}] for the privacy loss Z of two Gaussians N(a, s^2 I), N(b, s^2 I) with "
          "|a - b| = Delta: exactly e^{(tau - 1) tau rho}, rho = Delta^2/(2 s^2) (the zCDP bound with equality)",
      .citation = cite("Definitions 3-4 (L119-L123, L165-L173), Theorem 2's proof (L207-L211)"),
      .safe = SafeSide::upper,
      .params = {num("sensitivity", Domain::nonnegative(), "1", "|a - b| (L2 sensitivity)"),
                 num("sigma", Domain::positive(), std::nullopt, "noise standard deviation"),
                 num("tau", Domain::greater_than(1), std::nullopt, "order tau > 1")},
      .configs = {{"Delta = 1, sigma = 1, tau = 2", {{"sigma", "1"}, {"tau", "2"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval d, a.number("sensitivity", bits));
        PB_TRY(Interval s, a.number("sigma", bits));
        PB_TRY(Interval tau, a.number("tau", bits));
        PB_TRY(Interval rho, accounting::zcdp_gaussian(d, s));
        const Interval expo = (tau - 1) * tau * rho;
        if (!expo.is_finite() || expo.upper_double() > 1e6)
          return numeric::domain_error("def3_def4.zcdp", "tau", "values with (tau - 1) tau rho <= 1e6", shown(expo));
        return evaluation(exp(expo), {{"rho", rho}, {"log_moment", expo}});
      }});
  r.add(Quantity{
      .id = "ding_gong.thm3.eps_max",
      .title = "Theorem 3: epsilon = max_i (rho_i^total + 2 sqrt(rho_i^total ln(1/delta))) over agents given by their "
               "degrees and initial variances",
      .citation = cite("Theorem 3 (L225-L245)"),
      .safe = SafeSide::upper,
      .params = {kV, kEta,
                 ParamSpec{"degrees",
                           ParamKind::matrix,
                           Domain::integer_at_least(1),
                           std::nullopt,
                           "the degrees |V_i| as a row (\"2,2,2,2,2\")",
                           {}},
                 ParamSpec{"sigma2s",
                           ParamKind::matrix,
                           Domain::positive(),
                           std::nullopt,
                           "the initial variances (sigma^2)_i^1 as a row, one per agent",
                           {}},
                 kR, kK, kDelta},
      .configs = {{"ring of 5 (degrees 2), V = eta = 1, variances 1, 1, 2, 2, 4, R = 0.995, K = 50",
                   {{"V", "1"}, {"eta", "1"}, {"degrees", "2,2,2,2,2"}, {"sigma2s", "1,1,2,2,4"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Interval V, a.number("V", bits));
        PB_TRY(Interval eta, a.number("eta", bits));
        PB_TRY(Interval R, a.number("R", bits + kExtraBitsR));
        PB_TRY(Interval delta, a.number("delta", bits));
        PB_TRY(long K, a.integer("K"));
        PB_TRY(numeric::RationalMatrix deg, a.matrix("degrees"));
        PB_TRY(numeric::RationalMatrix s2, a.matrix("sigma2s"));
        if (deg.data.size() != s2.data.size() || deg.data.empty())
          return numeric::domain_error("thm3.eps_max", "sigma2s", "one variance per degree",
                                       std::to_string(s2.data.size()) + " for " + std::to_string(deg.data.size()));
        Interval best(bits);
        long arg = 0;
        for (std::size_t i = 0; i < deg.data.size(); ++i) {
          if (deg.data[i] < Rational(1) || deg.data[i] > Rational(1000000000) || !deg.data[i].is_integer())
            return numeric::domain_error("thm3.eps_max", "degrees", "integers in [1, 10^9]", deg.data[i].to_string());
          if (!(Rational(0) < s2.data[i]))
            return numeric::domain_error("thm3.eps_max", "sigma2s", "(0, inf) entrywise", s2.data[i].to_string());
          const long d = deg.data[i].mpq().get_num().get_si();
          PB_TRY(Interval rho, thm3_rho_total(V, eta, d, Interval::from_rational(s2.data[i], bits), R, K));
          PB_TRY(Interval e, lemma3_eps(rho, delta));
          if (i == 0 || best.certainly_lt(e)) arg = static_cast<long>(i);
          best = i == 0 ? e : max(best, e);
        }
        return evaluation(best, {}, {{"argmax", "agent " + std::to_string(arg + 1) + " (1-based; ties: the first)"}});
      }});
  r.add(Quantity{
      .id = "ding_gong.exp.metrics",
      .title =
          "f_mean = (1/10) sum_k f_k and f_std = sqrt((1/10) sum_k (f_k - f_mean)^2) over the runs' average losses "
          "(value: f_mean; f_std is the population standard deviation although L461 calls it the standard error)",
      .citation = cite("Section V (L461)"),
      .params = {ParamSpec{"losses",
                           ParamKind::matrix,
                           Domain::real(),
                           std::nullopt,
                           "the runs' average training losses f_k as a row (the paper uses 10 runs)",
                           {}}},
      .configs = {{"ten synthetic losses", {{"losses", "0.61,0.60,0.62,0.59,0.61,0.63,0.60,0.58,0.62,0.61"}}}},
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(numeric::RationalMatrix m, a.matrix("losses"));
        if (m.data.empty()) return numeric::domain_error("exp.metrics", "losses", "a non-empty row", "empty");
        Rational sum(0);
        for (const auto& q : m.data) sum = sum + q;
        const Rational n(static_cast<long>(m.data.size()));
        const Rational mean = sum / n;
        Rational ss(0);
        for (const auto& q : m.data) ss = ss + (q - mean) * (q - mean);
        const Interval sd = sqrt(Interval::from_rational(ss / n, bits));
        return evaluation(Interval::from_rational(mean, bits), {{"f_std", sd}},
                          {{"runs", std::to_string(m.data.size())}, {"f_mean_exact", mean.to_string()}});
      }});
  register_ding_gong_convergence(r);
}

}  // namespace privbound::bounds
