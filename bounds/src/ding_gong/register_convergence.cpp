// register_ding_gong_convergence: the Section IV quantities of bounds/ding_gong/convergence.hpp in the
// registry (Lemma 5, Theorem 4 with every printing of its constants, its feasible set, Lemma 6,
// Theorem 5).
#include <algorithm>
#include <iomanip>
#include <sstream>
#include <string>
#include <vector>

#include "graph_params.hpp"
#include "privbound/bounds/ding_gong/convergence.hpp"
#include "privbound/bounds/ding_gong/settings.hpp"
#include "privbound/bounds/registry.hpp"
#include "privbound/bounds/source.hpp"

namespace privbound::bounds {
namespace ding_gong {
namespace {

const ParamSpec kMu = num("mu", Domain::positive(), std::nullopt, "strong convexity constant mu of L277 (no 1/2)");
const ParamSpec kSmooth = num("v", Domain::positive(), std::nullopt, "smoothness constant v of L281");
const ParamSpec kKappa2 = num("kappa2", Domain::greater_than(1), std::nullopt, "kappa_2 > 1 (Lemma 5)");
const ParamSpec kKappa3 = num("kappa3", Domain::greater_than(1), std::nullopt, "kappa_3 > 1 (Lemma 5)");
const ParamSpec kKappa4 = num("kappa4", Domain::greater_than(1), std::nullopt, "kappa_4 > 1 (Theorem 4)");
const ParamSpec kB = num("b", Domain::unit_open(), std::nullopt, "b in (0, 1) (Theorem 4, Lemma 7)");
const ParamSpec kTheta = num("theta", Domain::positive(), std::nullopt, "theta > 0 (Theorem 4)");
const ParamSpec kRate = num("R", Domain::unit_open(), exp_R(), "variance decrease rate R (L231)");
const ParamSpec kPhiArg{"phi_arg",
                        ParamKind::text,
                        Domain::real(),
                        "L_plus",
                        "the matrix of the argument-less phi_max^2(.) in S_3 (L295, L307)",
                        {"L_plus", "M"}};

// The synthetic instance of the configurations (nothing of Section IV is printed numerically):
// the complete graph on the experiments' 5 agents (at mu = 0.005, v = 0.01 Theorem 4's hypotheses are
// certified to fail on the ring and the line of 5 agents, see thm4.feasible_n), f = (v/2)|x|^2 scaled small
// (mu = v/2 = 0.005: zeta must exceed phi_max^2(L_+)/phi_min^2(L_+) - 1 = 55/9 and its supremum is
// 2 mu q/v^2 = 125), kappa_2 = 1000, kappa_4 = 2, b = 0.01, theta = 0.01 (< H1 = 0.0130).
Params sc_params() {
  return {{"topology", "complete"}, {"N", "5"},      {"mu", "0.005"}, {"v", "0.01"},
          {"kappa2", "1000"},       {"kappa4", "2"}, {"b", "0.01"},   {"theta", "0.01"}};
}
const char* kScName =
    "complete graph on 5 agents, mu = 0.005, v = 0.01, kappa_2 = 1000, kappa_4 = 2, b = 0.01, "
    "theta = 0.01 (synthetic: not printed)";

Result<Thm4> thm4_args(const Args& a, unsigned bits) {
  PB_TRY(Spectrum s, spectrum_arg(a, bits));
  PB_TRY(Interval mu, a.number("mu", bits));
  PB_TRY(Interval v, a.number("v", bits));
  PB_TRY(Interval k2, a.number("kappa2", bits));
  PB_TRY(Interval k4, a.number("kappa4", bits));
  PB_TRY(Interval b, a.number("b", bits));
  PB_TRY(Interval th, a.number("theta", bits));
  PB_TRY(std::string arg, a.text("phi_arg"));
  PB_TRY(PhiArg which, parse_phi_arg(arg));
  return thm4_constants(s, Thm4Inputs{mu, v, k2, k4, b, th}, which);
}

std::vector<ParamSpec> thm4_params() {
  return {topology_param(), agents_param(), kMu, kSmooth, kKappa2, kKappa4, kB, kTheta, kPhiArg};
}

// A witness's number for a note (6 significant digits).
std::string shown6(double x) {
  std::ostringstream o;
  o << std::setprecision(6) << x;
  return o.str();
}

}  // namespace
}  // namespace ding_gong

void register_ding_gong_convergence(Registry& r) {
  using namespace ding_gong;
  // ---- Lemma 5 ----
  {
    struct Row {
      const char *id, *title;
      Interval Lemma5::*field;
    };
    const Row rows[] = {
        {"ding_gong.lemma5.kappa1", "Lemma 5: kappa_1 = 1 + 2 mu phi_max^2(L_+)/(v^2 phi_min^2(L_+))", &Lemma5::kappa1},
        {"ding_gong.lemma5.zeta",
         "Lemma 5: zeta = 2 (kappa_2 - 1) mu phi_min^2(Q) phi_min^2(L_+)/(kappa_2 v^2 phi_min^2(L_+) + 2 mu "
         "phi_max^2(L_+))",
         &Lemma5::zeta},
        {"ding_gong.lemma5.eta",
         "Lemma 5: the penalty eta = sqrt(kappa_1 kappa_2 (kappa_3 - 1) v^2/(kappa_3 (kappa_2 - 1) phi_min^2(Q) "
         "phi_min^2(L_+)))",
         &Lemma5::eta},
        {"ding_gong.lemma5.P",
         "Lemma 5: P = zeta eta^2 kappa_2 phi_max^2(M)/phi_min^2(Q) + zeta eta^2 phi_max^2(L_+) kappa_3/4", &Lemma5::P},
    };
    for (const Row& row : rows) {
      Params p = sc_params();
      p.erase("kappa4"), p.erase("b"), p.erase("theta");
      p["kappa3"] = "10";
      Interval Lemma5::*field = row.field;
      r.add(Quantity{.id = row.id,
                     .title = row.title,
                     .citation = cite("Lemma 5 (L287-L291), from [20]"),
                     .params = {topology_param(), agents_param(), kMu, kSmooth, kKappa2, kKappa3},
                     .configs = {{std::string(kScName) + ", kappa_3 = 10", p}},
                     .evaluate = [field](const Args& a, unsigned bits) -> Result<Evaluation> {
                       PB_TRY(Spectrum s, spectrum_arg(a, bits));
                       PB_TRY(Interval mu, a.number("mu", bits));
                       PB_TRY(Interval v, a.number("v", bits));
                       PB_TRY(Interval k2, a.number("kappa2", bits));
                       PB_TRY(Interval k3, a.number("kappa3", bits));
                       PB_TRY(Lemma5 l, lemma5_constants(s, mu, v, k2, k3));
                       return evaluation(l.*field);
                     }});
    }
  }
  // ---- Theorem 4's constants, every printing ----
  {
    struct Row {
      const char *id, *title, *where;
      Interval Thm4::*field;
      Form form;
    };
    const Row rows[] = {
        {"ding_gong.thm4.kappa3",
         "Theorem 4: kappa_3 = sqrt((v^2 phi_min^2(L_+) + 2 mu phi_max^2(L_+))/(theta kappa_1 v^2 phi_min^2(L_+))) (= "
         "1/sqrt(theta))",
         "Theorem 4 (L297), its proof (L309)", &Thm4::kappa3, Form::none},
        {"ding_gong.thm4.S1", "Theorem 4's proof: S_1 = 4/((1 - b) phi_min^2(L_+))", "Theorem 4's proof (L305)",
         &Thm4::S1, Form::none},
        {"ding_gong.thm4.S2", "Theorem 4: S_2 = 4/((1 + 4 theta) phi_max^2(L_+))",
         "Theorem 4 (L295) and its proof (L305), identical", &Thm4::S2, Form::none},
        {"ding_gong.thm4.W", "Theorem 4: W = (1 + 4 theta) phi_max^2(L_+)/((1 - b)(1 + zeta - 4 theta) phi_min^2(L_+))",
         "Theorem 4 (L295) and its proof (L305), identical", &Thm4::W, Form::none},
        {"ding_gong.thm4.S3",
         "Theorem 4: S_3 = 4 zeta kappa_2 phi_max^2(M)/phi_min^2(Q) + phi_max^2(.) (sqrt(zeta) + sqrt(2 (kappa_2 - "
         "1) phi_min^2(Q)/(theta kappa_1 kappa_2)))^2 + b (kappa_4 - 1)/(1 - b) (statement as printed)",
         "Theorem 4 (L295)", &Thm4::S3_statement, Form::none},
        {"ding_gong.thm4.S3_proof",
         "Theorem 4's proof: S_3 with the stand-alone line (1 - b)(1 + zeta)(1 + zeta - 4 theta) phi_min^2(L_+) read "
         "as the denominator of its first two terms",
         "Theorem 4's proof (L307)", &Thm4::S3_proof, Form::printed},
        {"ding_gong.thm4.S3_supported",
         "The coefficient of |xi^{k+1}|^2 in (19) as printed (phi_min^2(L_+(kappa_4 - 1)) read as (kappa_4 - 1) "
         "phi_min^2(L_+), E6), normalised as S_1, S_2, W: 4 (P + 1/(2 theta))/((1 - b)(1 + zeta - 4 theta) "
         "phi_min^2(L_+)) + b (kappa_4 - 1)/(1 - b)",
         "Lemma 7, (19) (L481); Theorem 4's proof (L301-L305)", &Thm4::S3_eq19, Form::supported},
        {"ding_gong.thm4.S3_corrected",
         "S_3 from (23) divided by eta^2 as L501 says, with Young's constant 1/theta (E14): 4 (P + 1/theta)/(eta^2 "
         "(1 - b)(1 + zeta - 4 theta) phi_min^2(L_+)) + b (kappa_4 - 1)/(1 - b) (Lemma 7's other gaps, E2, remain)",
         "Lemma 7's proof, (23) (L477-L479, L501), corrected", &Thm4::S3_eq23, Form::corrected},
        {"ding_gong.thm4.H1",
         "Theorem 4: H_1 = b (1 + zeta) phi_min^2(L_+)(1 - 1/kappa_4)/(4 b phi_min^2(L_+)(1 - 1/kappa_4) + 16 "
         "phi_max^2(M)) (Lemma 7's theta bound)",
         "Theorem 4 (L299), its proof (L323), Lemma 7 (L475, L511), identical", &Thm4::H1, Form::none},
        {"ding_gong.thm4.H2",
         "Theorem 4: H_2 = ((1 - b)(1 + zeta) phi_min^2(L_+) - phi_max^2(L_+))/(4 phi_max^2(L_+) + 4 (1 - b) "
         "phi_min^2(L_+)) (W < 1 iff theta < H_2)",
         "Theorem 4 (L299), its proof (L319, L327), identical", &Thm4::H2, Form::none},
    };
    for (const Row& row : rows) {
      Interval Thm4::*field = row.field;
      r.add(Quantity{.id = row.id,
                     .title = row.title,
                     .citation = cite(row.where),
                     .params = thm4_params(),
                     .configs = {{kScName, sc_params()}},
                     .evaluate = [field](const Args& a, unsigned bits) -> Result<Evaluation> {
                       PB_TRY(Thm4 c, thm4_args(a, bits));
                       return evaluation(c.*field, {{"zeta", c.l5.zeta}, {"eta", c.l5.eta}, {"P", c.l5.P}});
                     },
                     .form = row.form});
    }
  }
  // ---- Theorem 4's feasible set ----
  r.add(Quantity{
      .id = "ding_gong.thm4.admissible",
      .title = "Theorem 4's hypotheses as a certified theta-set (lower, upper) at (b, kappa_2, kappa_4, mu, v, R) "
               "(value: its length upper - lower; > 0 non-empty, <= 0 empty)",
      .citation = cite("Theorem 4 (L295-L299), its proof (L317-L329), Lemma 7 (L475, L503, L511)"),
      .params = {topology_param(), agents_param(), kMu, kSmooth, kKappa2, kKappa4, kB, kRate},
      .configs =
          [] {
            Params p = sc_params();
            p.erase("theta");
            p["R"] = "0.05";
            Params q = p;
            q["R"] = exp_R();
            q["kappa4"] = "16";
            q["b"] = "0.6";
            Params e = p;
            e["topology"] = "ring";
            return std::vector<Config>{{std::string(kScName) + ", R = 0.05", p},
                                       {"the same at the experiments' R = 0.995 with b = 0.6, kappa_4 = 16", q},
                                       {"the ring on 5 agents, otherwise the same (certified empty)", e}};
          }(),
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(Spectrum s, spectrum_arg(a, bits));
        PB_TRY(Interval mu, a.number("mu", bits));
        PB_TRY(Interval v, a.number("v", bits));
        PB_TRY(Interval k2, a.number("kappa2", bits));
        PB_TRY(Interval k4, a.number("kappa4", bits));
        PB_TRY(Interval b, a.number("b", bits));
        PB_TRY(Interval R, a.number("R", bits));
        PB_TRY(ThetaSet t, thm4_theta_set(s, mu, v, k2, k4, b, R));
        const std::string status = t.nonempty ? "non-empty (certified)" : t.empty ? "empty (certified)" : "undecided";
        return evaluation(t.upper - t.lower,
                          {{"lower", t.lower}, {"upper", t.upper}, {"theta_R", t.theta_R}, {"zeta", t.zeta}},
                          {{"theta_set", status},
                           {"upper_end", t.binding},
                           {"set",
                            "every theta in (lower, upper) satisfies all hypotheses (take lower's hi and "
                            "upper's lo)"}});
      },
      .required = Requirement{Domain::positive(), "Theorem 4's theta-set is empty: no theta meets its hypotheses", "",
                              "an empty set makes Theorem 4 vacuous, not false; the configuration on the ring uses "
                              "synthetic constants (the paper prints none) and is the set's negative control"}});
  r.add(Quantity{
      .id = "ding_gong.thm4.feasible_n",
      .title = "Theorem 4's hypotheses on a graph family: the first N in [N_min, N_max] where some b, kappa_2, "
               "kappa_4 give a non-empty theta-set (value; 0: none), with each N's verdict",
      .citation = cite("Theorem 4 (L295-L299); experiments N = 5 (L463), varying N (Fig. 4, L467)"),
      .params = {topology_param(), kMu, kSmooth, kRate,
                 num("N_min", Domain{Rational(2), Rational(20), false, false, true}, "3",
                     "first N searched (a ring needs N >= 3)"),
                 num("N_max", Domain{Rational(2), Rational(20), false, false, true}, "12",
                     "last N searched (at least N_min)")},
      .configs =
          [] {
            std::vector<Config> c;
            for (const char* t : {"complete", "ring", "line", "star"})
              c.push_back({std::string(t) + ", mu = 0.005, v = 0.01, R = 0.05, N = 3..12",
                           {{"topology", t}, {"mu", "0.005"}, {"v", "0.01"}, {"R", "0.05"}}});
            // the experiments: N = 5 agents (L463), R = 0.995; mu and v are not printed
            for (const char* t : {"complete", "ring", "line", "star"})
              c.push_back(
                  {std::string(t) + ", N = 5 and R = 0.995 (the experiments), mu = 0.005, v = "
                                    "0.01 (not printed)",
                   {{"topology", t}, {"mu", "0.005"}, {"v", "0.01"}, {"R", exp_R()}, {"N_min", "5"}, {"N_max", "5"}}});
            return c;
          }(),
      .evaluate = [](const Args& a, unsigned bits) -> Result<Evaluation> {
        PB_TRY(std::string t, a.text("topology"));
        PB_TRY(Topology topo, parse_topology(t));
        PB_TRY(long lo, a.integer("N_min"));
        PB_TRY(long hi, a.integer("N_max"));
        // N <= 20: 19 graphs' spectra and grid searches in about 0.3 s (Release)
        if (hi > 20 || hi < lo)
          return numeric::domain_error("thm4.feasible_n", "N_max", "[N_min, 20]", std::to_string(hi));
        if (topo == Topology::ring && lo < 3)
          return numeric::domain_error("thm4.feasible_n", "N_min", "[3, 20] for a ring", std::to_string(lo));
        // the verdict is an integer: 128 bits certify it (the enclosures only decide signs)
        const unsigned w = std::min(bits, 128u);
        PB_TRY(Interval mu, a.number("mu", w));
        PB_TRY(Interval v, a.number("v", w));
        PB_TRY(Interval R, a.number("R", w));
        long first = 0, last = 0;
        bool all_impossible = true;
        std::vector<std::pair<std::string, std::string>> notes;
        for (long N = lo; N <= hi; ++N) {
          PB_TRY(GraphMatrices g, graph_matrices(topo, N));
          PB_TRY(Spectrum s, spectrum(g, w));
          PB_TRY(Feasibility f, thm4_feasibility(s, mu, v, R));
          std::string verdict = f.impossible ? "empty for every b, kappa_2, kappa_4 (certified)"
                                : f.witness
                                    ? "non-empty: b = " + shown6(f.b) + ", kappa_2 = " + shown6(f.kappa2) +
                                          ", kappa_4 = " + shown6(f.kappa4) + ", theta in (" +
                                          shown6(std::max(0.0, f.theta_lo) + 0.0) + ", " + shown6(f.theta_hi) + ")"
                                    : "no witness on the grid (not excluded)";
          if (f.witness) {
            if (first == 0) first = N;
            last = N;
          }
          all_impossible = all_impossible && f.impossible;
          notes.emplace_back("N = " + std::to_string(N), verdict);
        }
        notes.emplace_back("last_feasible", std::to_string(last));
        // The audited part: some N has a witness, or every N is certified empty (the value's 0 does not tell
        // "no witness on the grid" from "certified empty").
        return evaluation(Interval::from_int(first, bits),
                          {{"feasible", certified_flag(first != 0, all_impossible, bits)}}, notes);
      },
      .required = Requirement{Domain::positive(),
                              "no N in [N_min, N_max] admits Theorem 4's hypotheses for any b, kappa_2, "
                              "kappa_4: the theorem says nothing there",
                              "feasible",
                              "the paper names no graph and prints no mu, v (L463 gives only N = 5): at N "
                              "= 5, R = 0.995 the hypotheses hold on the complete graph and the star and "
                              "are certified empty on the ring and the line (at every mu <= v/2 tried, "
                              "0.001 to 5), so Theorem 4 is vacuous on those graphs, not false, and no "
                              "stated result applies it to a named graph"}});
  // ---- Theorem 4's bound ----
  {
    struct Row {
      const char *id, *title, *where;
      Thm4Form form;
      Form claim;
    };
    const Row rows[] = {
        {"ding_gong.thm4.bound",
         "Theorem 4: W^{k+1} (e0 + S_2 r0 + d S_3 Sigma W/(W - R)) (e0 = |x~^0 - x*|^2, r0 = |r^0 - r*|^2, Sigma = "
         "sum_i (sigma^2)_i^1)",
         "Theorem 4 (L297), its proof (L329-L331)", Thm4Form::printed, Form::printed},
        {"ding_gong.thm4.bound_sum",
         "Theorem 4's proof: W^{k+1} (e0 + S_2 r0 + sum_{s=1}^{k+1} W^{-s} S_3 E|xi^s|^2) with E|xi^s|^2 = d Sigma "
         "R^{s-1}, summed",
         "Theorem 4's proof (L311-L315, L329-L333)", Thm4Form::sum, Form::precise},
        {"ding_gong.thm4.bound_corrected",
         "Theorem 4 with the geometric sum bounded correctly: W^{k+1} (e0 + S_2 r0 + d S_3 Sigma/(W - R))",
         "Theorem 4's proof (L329-L333), corrected", Thm4Form::corrected, Form::corrected},
    };
    for (const Row& row : rows) {
      const Thm4Form form = row.form;
      auto p = thm4_params();
      for (auto extra :
           {kRate, num("e0", Domain::nonnegative(), "1", "|x~^0 - x*|^2"),
            num("r0", Domain::nonnegative(), "1", "|r^0 - r*|^2"),
            num("d", Domain::integer_at_least(1), "1", "dimension d of x_i"),
            num("sigma2_sum", Domain::nonnegative(), "1", "sum_i (sigma^2)_i^1"),
            num("k", Domain::integer_at_least(0), "10", "iteration k (the bound is on x~^{k+1})"),
            ParamSpec{"S3",
                      ParamKind::text,
                      Domain::real(),
                      "statement",
                      "which S_3: statement (L295), proof (L307), supported ((19)), corrected ((23)/eta^2)",
                      {"statement", "proof", "supported", "corrected"}}})
        p.push_back(extra);
      Params cfg = sc_params();
      cfg["R"] = "0.05";
      r.add(Quantity{.id = row.id,
                     .title = row.title,
                     .citation = cite(row.where),
                     .safe = SafeSide::upper,
                     .params = p,
                     .configs = {{std::string(kScName) + ", R = 0.05, e0 = r0 = 1, d = 1, Sigma = 1, k = 10", cfg}},
                     .evaluate = [form](const Args& a, unsigned bits) -> Result<Evaluation> {
                       PB_TRY(Thm4 c, thm4_args(a, bits));
                       PB_TRY(Interval R, a.number("R", bits));
                       PB_CHECK(thm4_hypotheses(c, R));
                       PB_TRY(Interval e0, a.number("e0", bits));
                       PB_TRY(Interval r0, a.number("r0", bits));
                       PB_TRY(Interval sig, a.number("sigma2_sum", bits));
                       PB_TRY(long d, a.integer("d"));
                       PB_TRY(long k, a.integer("k"));
                       PB_TRY(std::string which, a.text("S3"));
                       const Interval& S3 = which == "proof"       ? c.S3_proof
                                            : which == "supported" ? c.S3_eq19
                                            : which == "corrected" ? c.S3_eq23
                                                                   : c.S3_statement;
                       PB_TRY(Interval v, thm4_bound(c, S3, R, e0, r0, d, sig, k, form));
                       return evaluation(v, {{"W", c.W}, {"S2", c.S2}, {"S3", S3}});
                     },
                     .form = row.claim});
    }
  }
  // ---- Lemma 6 and Theorem 5 ----
  for (bool statement : {true, false}) {
    r.add(Quantity{.id = statement ? "ding_gong.lemma6.noise_coeff" : "ding_gong.lemma6.noise_coeff_proof",
                   .title = statement
                                ? "Lemma 6: the coefficient of |xi^k|^2, phi_max^2(L_+)/(2 phi_min^2(L_-)) (statement)"
                                : "Lemma 6's proof: the coefficient of |xi^k|^2, phi_max^2(L_+)/(2 phi_min(L_-))",
                   .citation = cite(statement ? "Lemma 6 (L347)" : "Lemma 6's proof (L377-L381), Theorem 5 (L394)"),
                   .safe = SafeSide::upper,
                   .params = {topology_param(), agents_param()},
                   .configs = {{"ring on 5 agents", {}}, {"complete graph on 5 agents", {{"topology", "complete"}}}},
                   .evaluate = [statement](const Args& a, unsigned bits) -> Result<Evaluation> {
                     PB_TRY(Spectrum s, spectrum_arg(a, bits));
                     return evaluation(lemma6_noise_coeff(s, statement));
                   }});
  }
  for (bool cross : {false, true}) {
    r.add(Quantity{
        .id = cross ? "ding_gong.thm5.bound_corrected" : "ding_gong.thm5.bound",
        .title = cross ? "Theorem 5 plus the expectation its proof sets to 0 (L414), (eta/K) d |E| sigma^2 (1 - "
                         "R^K)/(1 - R) for Q = sqrt(L_-)/2 (twice that for sqrt(L_-/2)); Lemma 6, which the theorem "
                         "sums, stays unproven (E12)"
                       : "Theorem 5: eta |Q x^0|^2/K + eta |x^0 - x*|^2_{L_+/2}/K + (1/K) eta d phi_max^2(L_+) N "
                         "sigma^2/(2 phi_min(L_-)(1 - R)) (common initial variance sigma^2)",
        .citation = cite(cross ? "Theorem 5's proof (L406-L424), corrected" : "Theorem 5 (L389-L394)"),
        .safe = SafeSide::upper,
        .params = {topology_param(), agents_param(), num("eta", Domain::positive(), "1", "ADMM penalty eta"),
                   num("K", Domain::integer_at_least(1), std::to_string(kExpK), "iterations K"),
                   num("d", Domain::integer_at_least(1), "1", "dimension d"),
                   num("qx0", Domain::nonnegative(), "0", "|Q x^0|^2"),
                   num("lx0", Domain::nonnegative(), "1", "|x^0 - x*|^2_{L_+/2}"),
                   num("sigma2", Domain::nonnegative(), "1", "common initial variance (sigma^2)_i^1"), kRate},
        .configs = {{"ring on 5 agents, eta = 1, K = 50, d = 1, x^0 consensus (|Q x^0| = 0), |x^0 - x*|^2_{L_+/2} = 1, "
                     "sigma^2 = 1, R = 0.995 (synthetic)",
                     {}}},
        .evaluate = [cross](const Args& a, unsigned bits) -> Result<Evaluation> {
          PB_TRY(Spectrum s, spectrum_arg(a, bits));
          PB_TRY(Interval eta, a.number("eta", bits));
          PB_TRY(long K, a.integer("K"));
          PB_TRY(long d, a.integer("d"));
          PB_TRY(Interval qx0, a.number("qx0", bits));
          PB_TRY(Interval lx0, a.number("lx0", bits));
          PB_TRY(Interval s2, a.number("sigma2", bits));
          PB_TRY(Interval R, a.number("R", bits + 64));
          PB_TRY(long N, a.integer("N"));
          const Interval sum = s2 * Interval::from_int(N, bits), edges = s2 * Interval::from_int(s.edges, bits);
          PB_TRY(Interval v, thm5_bound(s, eta, K, d, qx0, lx0, sum, edges, R, cross));
          return evaluation(v);
        },
        .form = cross ? Form::corrected : Form::printed});
  }
}

}  // namespace privbound::bounds
