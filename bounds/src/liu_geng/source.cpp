// Liu et al. (seed 003) as a source: its citation (the only place it is spelled), its quantities
// (register.cpp), its errata (below, as data with live evidence).
#include "privbound/bounds/source.hpp"

#include "privbound/bounds/liu_geng/settings.hpp"

namespace privbound::bounds {

void register_liu_geng(Registry& r);

namespace liu_geng {
namespace {

const std::string P = "liu_geng.";

std::vector<Erratum> errata() {
  using E = Evidence;
  std::vector<Erratum> v;
  std::vector<Evidence> above;
  for (const auto& d : table2())
    above.push_back(E::above(std::string("eps_min on ") + d.name + " exceeds the largest eps of Fig. 2",
                             {P + "thm2.eps_min", {{"n", std::to_string(d.train)}, {"b", std::to_string(d.batch)}}},
                             exp_eps().back()));
  above.push_back(E::claim_at(P + "thm2.experiments", {0, 5}));
  above.push_back(E::claim_at(P + "thm2.experiments", {3, 0}));
  v.push_back(Erratum{
      .id = P + "E1",
      .kind = ErratumKind::hypothesis,
      .title = "Theorem 2's conditions cannot hold at any of the experiments' settings: on every dataset of Table II, "
               "at delta = 5e-4, no theta in (0, 1) and no T admit eps <= 1, so DP-SADMM's sigma^2 in Fig. 2 is not "
               "covered by the theorem",
      .where = "Theorem 2 (L294), Table II (L494-L498), Section V-B (L533)",
      .printed = {P + "thm2.experiments", P + "thm2.admissible"},
      .corrected = {P + "thm2.above_eps_min", P + "thm2.eps_min"},
      .statement =
          "For fixed theta the two conditions of Theorem 2 read T_lo <= T <= T_hi with T_lo = 1.5 theta eps n^2/(5 "
          "alpha b^2) and T_hi = theta eps n^2 (n e^{-alpha} - b)/(5 alpha b^3), so some T exists only if alpha <= "
          "log(n/(2.5 b)); since alpha = log(1/delta)/((1 - theta) eps) + 1 > log(1/delta)/eps + 1, no theta works "
          "unless eps > eps_min = log(1/delta)/(log(n/(2.5 b)) - 1). At delta = 5e-4 (L533) eps_min is 1.1259 on "
          "covtype (n = 290506, b = 50), 1.4590 on w8a (24875, 20), 1.2095 on bio-train (72876, 20) and 1.8582 on "
          "mushrooms (4062, 10), all above the largest eps of the grid {0.05, ..., 1}; the set is certified empty "
          "at all 24 (dataset, eps) pairs (claim thm2.experiments). Above eps_min the set is non-empty (claim "
          "thm2.above_eps_min, witnesses found for eps = eps_min (1 + e/16)). The paper does not say which sigma^2 "
          "its experiments used (the spec lists it as left out), so the figures may be right for another "
          "calibration; Theorem 2 does not cover them.",
      .evidence = above,
      .plain = "Theorem 2's privacy calibration cannot apply at any of the paper's experimental settings",
      .printed_text = "DP-SADMM is (ε, δ)-DP with σ² = 20αTl²/(θεn²), α = log(1/δ)/((1−θ)ε) + 1, if some θ meets two "
                      "conditions; Fig. 2: ε ≤ 1",
      .corrected_text = "The conditions need ε > log(1/δ)/(log(n/(2.5b)) − 1): 1.13 (covtype) to 1.86 (mushrooms), "
                        "above every ε of Fig. 2",
      .sweep = std::nullopt});
  v.push_back(Erratum{
      .id = P + "E2",
      .kind = ErratumKind::hypothesis,
      .title = "The experiments' gamma = 1 (L533, 'as in [21]') breaks (9), G^ >= I, and Property 2, which Lemma 4 and "
               "the theorems use; both need gamma = 1 + eta beta |A^T A|_2 (L226)",
      .where = "Inequality (9) (L335-L342), Property 2 (L160), Section V-B (L533)",
      .printed = {P + "eq9.experiments", P + "lemma4.one_iteration_experiments",
                  P + "lemma5.one_iteration_experiments"},
      .corrected = {P + "eq9", P + "property2"},
      .statement =
          "G^ = gamma Q_nu - eta beta A^T A. Q_nu has the eigenvalue 1 (on the constant vector), so at gamma = 1 the "
          "matrix G^ - I = -nu L - eta beta A^T A has (1, ..., 1) G^ (1, ..., 1)^T - d_1 = -eta beta |A 1|^2 < 0 "
          "whenever A 1 != 0, which holds for A = [phi; I] (L525): (9) fails for every nu, eta, beta > 0 (claim "
          "eq9.experiments, with a graph incidence matrix standing in for phi). Property 2 fails at gamma = 1 the "
          "same way (Q^{-1} - Q^{-1} G^ Q^{-1} = eta beta Q^{-1} A^T A Q^{-1}, positive semidefinite and non-zero; "
          "claim property2's control). With the printed gamma both hold (claims eq9, property2). Lemma 4's proof "
          "uses (9) (L335) and the property list, so Theorems 3-6 are not shown for the experiments' gamma. On "
          "realised iterates both per-iteration bounds then fail: at d_1 = 1, a logistic instance, nu = 0, eta g = "
          "1/2, "
          "after three steps of Algorithm 1 the exact expectation of Lemma 4's left side is 1850.8 against a right "
          "side of -118.7 (claims lemma4.one_iteration_experiments and lemma5.one_iteration_experiments; both hold "
          "with the printed gamma on every instance tried).",
      .evidence = {E::claim_at(P + "eq9.experiments", {0, 2, 0, 0}), E::control(P + "property2"),
                   E::claim_at(P + "lemma4.one_iteration_experiments", {27, 5, 1, 1, 1, 0, 8, 3, 1}),
                   E::claim_at(P + "lemma5.one_iteration_experiments", {27, 5, 1, 1, 1, 0, 8, 3, 1})},
      .plain = "The experiments set γ = 1, below the value the proofs need, so their key inequality fails",
      .printed_text = "Ĝ = γQ_ν − ηβAᵀA ⪰ I (9) with γ = 1 + ηβ‖AᵀA‖₂; the experiments take γ = 1 'as in [21]'",
      .corrected_text =
          "At γ = 1, 1ᵀ(Ĝ − I)1 = −ηβ‖A1‖² < 0 for A = [φ; I]: (9) and Property 2 fail; both need γ = 1 + ηβ‖AᵀA‖₂",
      .sweep = std::nullopt});
  v.push_back(Erratum{
      .id = P + "E3",
      .kind = ErratumKind::hypothesis,
      .title =
          "Under the SC step eta_{t+1} = 2 gamma ||Q_nu||_2/(mu (t + 1)) of Algorithm 2 and Theorem 6, eta_{t+1} g "
          ">= 1 for every t < floor(2 gamma ||Q_nu||_2 g/mu) (always t = 0 and 1), where Lemma 5's factor "
          "eta_{t+1}/(2 (1 - eta_{t+1} g)) is infinite or negative",
      .where = "Lemma 5 (L473-L481), Algorithm 2 (L284), Theorem 6 (L506)",
      .printed = {P + "lemma5.sc_step"},
      .corrected = {P + "lemma5.sc_step_from_first_t", P + "lemma5.sc_first_t"},
      .statement =
          "Lemma 5 bounds the noise by eta_{t+1}/(2 (1 - eta_{t+1} g)) (l^2/b + d_1 tau sigma^2), a bound only for "
          "eta_{t+1} g < 1. Theorem 6's step gives eta_{t+1} g = 2 gamma ||Q_nu||_2 (g/mu)/(t + 1) with gamma >= 1, "
          "||Q_nu||_2 >= 1 and g >= mu (a mu-strongly convex, g-smooth f), so eta_1 g >= 2 and eta_2 g >= 1 on every "
          "instance (claim lemma5.sc_step: at gamma = 1, nu = 0, g = mu, eta_1 g = 2). The lemma holds from t = "
          "floor(2 gamma ||Q_nu||_2 g/mu) on (claim lemma5.sc_step_from_first_t). At Fig. 3's setting (SC logistic "
          "regression with lambda_2 = 1e-4 on covtype, nu = 3 so ||Q_nu||_2 = 13 for even d_1, gamma = 1 as in "
          "the experiments, g = 1/4 + 1e-4 for features of norm at most 1, mu = lambda_2) the first valid iteration "
          "is t = 65026. Theorem 6's proof (in the supplement) is not in the file, so whether it sums Lemma 5 from "
          "t = 0 cannot be checked here; as stated, the rate needs the early iterations treated separately.",
      .evidence = {E::claim_at(P + "lemma5.sc_step", {0, 0, 0, 0, 0}),
                   E::above(
                       "first valid t at Fig. 3's setting",
                       {P + "lemma5.sc_first_t", {{"gamma", "1"}, {"Qnorm", "13"}, {"g", "0.2501"}, {"mu", "0.0001"}}},
                       "65025")},
      .plain = "Under the strongly convex step, Lemma 5's noise factor is infinite or negative at first",
      .printed_text = "Lemma 5's factor η_{t+1}/(2(1 − η_{t+1}g)) with η_{t+1} = 2γ‖Q_ν‖₂/(μ(t+1)) from t = 0 "
                      "(Algorithm 2, Theorem 6)",
      .corrected_text =
          "Valid only once η_{t+1}g < 1, i.e. from t = ⌊2γ‖Q_ν‖₂g/μ⌋ ≥ 2 on; at Fig. 3's setting from t = 65026",
      .sweep = std::nullopt});
  v.push_back(Erratum{
      .id = P + "E4",
      .kind = ErratumKind::number,
      .title = "DP-VRADMM's GC gradient complexity O(g n eps/(l sqrt(tau d_1 log(1/delta)))) (Remark 1, Table I) is "
               "below the n gradients Algorithm 1 spends on its first snapshot whenever eps < l sqrt(tau d_1 "
               "log(1/delta))/(C g): between 0.0005 n and 0.021 n at the experiments with the O-constant C = 1",
      .where = "Remark 1 (L453), Table I (L46), Theorem 3 (L441), Algorithm 1 (L206)",
      .printed = {P + "remark1.vr_complexity_snapshot"},
      .corrected = {P + "alg1.grad_evals"},
      .statement =
          "Algorithm 1 computes p~ = grad f(x~^{s-1}) (n component gradients) in every outer iteration and 2b per "
          "inner step, S (n + 2 b m) in all (liu_geng.alg1.grad_evals). The printed complexity g n eps/(l sqrt(tau "
          "d_1 log(1/delta))) is n times g eps/(l sqrt(tau d_1 log(1/delta))), which tends to 0 with eps: for any "
          "fixed O-constant it falls below n, the cost of the first snapshot alone, once eps is small enough, so it "
          "cannot bound Algorithm 1's gradient evaluations uniformly. At the experiments (l = 1, g = 1/4 + lambda_2, "
          "nu in {2, 3}, LIBSVM's d_1; none of l, g, d_1 is printed) it is 0.0214 n on covtype at eps = 1, nu = 2 "
          "(6212 against n = 290506), 0.0091 to 0.0183 n on the other datasets at eps = 1, and down to 0.0005 n "
          "(w8a, eps = 0.05, nu = 3). Theorem 3's text (L441) prints the same "
          "complexity with log(1/delta) outside the square root (liu_geng.rates.thm3.complexity), smaller still. "
          "Remark 1's comparison with DP-SADMM's n^2 eps^2/(tau d_1 l^2 log(1/delta)) therefore compares a count "
          "Algorithm 1 cannot attain.",
      .evidence = {E::claim_at(P + "remark1.vr_complexity_snapshot", {0, 5, 2})},
      .plain = "DP-VRADMM's claimed gradient complexity is below the cost of its own first full gradient",
      .printed_text = "DP-VRADMM (general convex) needs O(g·n·ε/(l·√(τ·d₁·log(1/δ)))) gradients (Remark 1, Table I)",
      .corrected_text = "Algorithm 1 evaluates S(n + 2bm) ≥ n gradients; the printed count is 0.0005n to 0.021n at the "
                        "experiments (constant 1)",
      .sweep =
          Sweep{.param = "n",
                .values = {"1000", "2000", "5000", "10000", "20000", "50000", "100000", "200000", "290506", "500000",
                           "1000000"},
                .printed = {P + "rates.remark1.vr_complexity",
                            {{"eps", "1"}, {"delta", "0.0005"}, {"d1", "54"}, {"nu", "2"}, {"l", "1"}, {"g", "0.25"}}},
                .corrected = {P + "alg1.grad_evals", {{"S", "1"}, {"m", "1"}, {"b", "1"}}},
                .xlabel = "records n (d₁ = 54 as covtype, ε = 1, δ = 5e−4, ν = 2, l = 1, g = 1/4)",
                .ylabel = "component gradients: printed complexity (O-constant 1) vs Algorithm 1's least cost n + 2",
                .logx = true,
                .logy = true}});
  v.push_back(Erratum{
      .id = P + "E5",
      .kind = ErratumKind::number,
      .title = "Theorem 4's gradient complexity O((n + g/mu) log(n eps mu/d_1)) (Table I) is negative or zero at every "
               "setting of the experiments: n eps mu/d_1 <= 0.538 (covtype, eps = 1), for any O-constant",
      .where = "Theorem 4 (L465), Table I (L47), Table II (L494-L498), Section V-C (L549)",
      .printed = {P + "thm4.complexity_positive"},
      .corrected = {},
      .statement =
          "With mu = lambda_2 (the SC objective of L549 adds (lambda_2/2)|x|^2 to a loss that is not strongly "
          "convex), n eps mu/d_1 is 290506 eps 1e-4/54 <= 0.538 on covtype, 24875 eps 1e-5/300 <= 8.3e-4 on w8a, "
          "72876 eps 1e-4/74 <= 0.0985 on bio-train and 4062 eps 1e-5/112 <= 3.6e-4 on mushrooms for eps <= 1 "
          "(d_1 LIBSVM's, not printed), so log(n eps mu/d_1) <= 0 and the printed complexity is not a positive "
          "count whatever its constant. The O(.) hides how the log was meant (perhaps log of its reciprocal, or "
          "1 + log); as printed it says nothing at the experiments' scale.",
      .evidence = {E::claim_at(P + "thm4.complexity_positive", {0, 5})},
      .plain = "Theorem 4's gradient complexity is negative or zero at every experimental setting",
      .printed_text = "DP-VRADMM (strongly convex) needs O((n + g/μ)·log(n·ε·μ/d₁)) gradients (Theorem 4, Table I)",
      .corrected_text = "n·ε·μ/d₁ ≤ 0.538 at every experiment (largest: covtype, ε = 1), so the log is ≤ 0; no "
                        "corrected form (intent unclear)",
      .sweep = std::nullopt});
  v.push_back(Erratum{
      .id = P + "E6",
      .kind = ErratumKind::hypothesis,
      .title = "Theorem 4 assumes A has full row rank (rho_min(A A^T) > 0 in its m condition), but the experiments' "
               "A = [phi; I] (L525) never has: its rank is d_1, less than its number of rows",
      .where = "Theorem 4 (L457-L461), Section V-A (L525)",
      .printed = {P + "thm4.full_row_rank_experiments"},
      .corrected = {},
      .statement =
          "For A = [phi; I] with phi of p >= 1 rows, A^T [w; z] = phi^T w + z, so every [w; -phi^T w] with w != 0 is "
          "a null vector of A^T: A A^T is singular, rho_min(A A^T) = 0, and the third term g/(beta rho rho_min(A A^T) "
          "m) of Theorem 4's condition is infinite, so no m satisfies it (the claim exhibits the exact null vector). "
          "Theorem 4 therefore says nothing about the SC experiments of Fig. 3, which use this A. A has full column "
          "rank, which is what Algorithm 1's SC dual initialisation -(1/beta)(A^T)^+ grad f needs to solve "
          "grad f + beta A^T lambda = 0.",
      .evidence = {E::claim_at(P + "thm4.full_row_rank_experiments", {3, 5, 1})},
      .plain = "Theorem 4 assumes a full-row-rank constraint matrix; the experiments' matrix never has one",
      .printed_text = "Theorem 4 assumes A has full row rank (ρ_min(AAᵀ) > 0 in its condition on m); the experiments "
                      "use A = [φ; I]",
      .corrected_text = "A = [φ; I] has rank d₁, below its row count: ρ_min(AAᵀ) = 0 and no m meets the condition; "
                        "Fig. 3 is not covered",
      .sweep = std::nullopt});
  v.push_back(Erratum{
      .id = P + "E7",
      .kind = ErratumKind::slip,
      .title =
          "Remark 2: smoothing improves Theorem 5's bound by sqrt(tau), not by the factor tau (tau = 1/3 at nu = 2 "
          "gives 0.577, not 0.333); only Theorem 6's bound gains the factor tau",
      .where = "Remark 2 (L510), Theorem 5 (L500-L503), Theorem 6 (L508), Remark 1 (L451)",
      .printed = {P + "remark2.thm5_factor_tau"},
      .corrected = {P + "remark2.thm6_factor_tau"},
      .statement =
          "Theorem 5's bound is l sqrt(tau d_1 log(1/delta))/(eps n); at nu = 0 (Q_nu = I) tau = 1, so the ratio of "
          "the bound with smoothing to the bound without is sqrt(tau), which exceeds tau whenever tau < 1: at covtype "
          "(d_1 = 54) and nu = 2 the ratio is 0.5774 against tau = 0.3333. Theorem 6's bound tau d_1 l^2 log(n) "
          "log(1/delta)/(mu eps^2 n^2) is linear in tau and does gain the factor tau (claim remark2.thm6_factor_tau). "
          "Remark 1's comparison of Theorem 3 with Corollary 1 (L451) is likewise a factor sqrt(tau).",
      .evidence = {E::claim_at(P + "remark2.thm5_factor_tau", {0, 2})},
      .plain = "Remark 2 overstates smoothing's gain for Theorem 5: the factor is a square root",
      .printed_text = "Laplacian smoothing improves the bounds of Theorems 5 and 6 by a factor τ (Remark 2)",
      .corrected_text =
          "Theorem 5's l√(τd₁log(1/δ))/(εn) gains √τ (0.577 at ν = 2, not τ = 0.333); only Theorem 6's bound gains τ",
      .sweep = std::nullopt});
  v.push_back(Erratum{
      .id = P + "E8",
      .kind = ErratumKind::hypothesis,
      .title = "Fig. 3's SC objective log(1 + exp(-b_i a_i^T x)) + (lambda_2/2)|x|^2 (L549) is not l-Lipschitz for any "
               "l, which the privacy theorems (sensitivity 2l/b) and Theorems 4 and 6 assume; no clipping or bounded "
               "domain is stated",
      .where = "Section V-C (L549); Theorems 1, 2 (L290, L294); Theorems 4, 6 (L457, L506)",
      .printed = {P + "exp.sc_lipschitz"},
      .corrected = {},
      .statement =
          "The gradient of a component is -b_i a_i/(1 + exp(b_i a_i^T x)) + lambda_2 x, whose norm is at least "
          "lambda_2 "
          "|x| - |a_i|, unbounded on R^{d_1}: for any l, at x = s a_i/|a_i| with s = 2 (l + 1)/lambda_2 it exceeds l "
          "(claim exp.sc_lipschitz certifies 2l + 1 - 1/(1 + e^s) > l for l up to 2^40 at Table II's lambda_2). The "
          "sensitivity bound 2l/b of the mini-batch gradient, on which Theorem 2's sigma^2 rests "
          "(liu_geng.thm2.derivation), then has no finite l, so Fig. 3's DP-SADMM and DP-VRADMM runs are not covered "
          "by Theorems 1 and 2 as stated. The sensitivity itself stays finite: the ridge gradient lambda_2 x is the "
          "same for both neighbours at the same x and cancels, leaving at most 2 max|a_i|/b, so the privacy "
          "calibration is repaired by reading l as max|a_i| for the logistic part; Theorems 4 and 6 (utility) use "
          "the Lipschitz bound on the whole f_i and are not repaired this way. The GC objective of L525 (no ridge) "
          "is |a_i|-Lipschitz and is fine.",
      .evidence = {E::claim_at(P + "exp.sc_lipschitz", {0, 0})},
      .plain = "The strongly convex experiment's objective is not Lipschitz, but the theorems assume it is",
      .printed_text = "Each fᵢ is l-Lipschitz (Theorems 1, 2, 4, 6); Fig. 3 uses log(1 + exp(−bᵢaᵢᵀx)) + (λ₂/2)‖x‖², "
                      "no clipping or bound",
      .corrected_text = "Its gradient norm ≥ λ₂‖x‖ − ‖aᵢ‖ is unbounded, so no l exists; the privacy side holds with "
                        "l = max‖aᵢ‖ (the ridge cancels), Theorems 4 and 6 need a bounded domain",
      .sweep = std::nullopt});
  return v;
}

}  // namespace
}  // namespace liu_geng

Source liu_geng_source() {
  return Source{
      .id = "liu_geng",
      .name = "Liu, Geng, Shang, An, Liu, Zhu, Feng",
      .title = "Laplacian smoothing stochastic ADMMs with differential privacy guarantees",
      .citation =
          "Liu, Geng, Shang, An, Liu, Zhu & Feng, Laplacian Smoothing Stochastic ADMMs with Differential "
          "Privacy Guarantees",
      .seed = "003_27ad26727a0225e8.txt",
      .notes =
          "Section III's privacy calibration: Lemma 2(b) with its validity conditions, Theorem 2's alpha and "
          "sigma^2 with its two conditions, the certified (theta, T) set they leave and the smallest eps for "
          "which it can be non-empty, the accountant's eps of the mechanism Theorem 2 calibrates (batch drawn "
          "without replacement, Delta = 2l/b), and Theorem 1's sigma^2 in both printings (c_2 in the theorem, "
          "c_1 in Algorithm 1) with its eps range. The Laplacian smoothing operator Q_nu: its eigenvalues, its "
          "norm, tau by the sum and by Remark 1's closed form (p reconstructed), tau d_1 sigma^2. Section IV's "
          "step sizes, Lemma 5's factor and the first iteration where it is valid under the SC step, Theorem 5's "
          "step condition, Theorem 4's smallest m, Lemma 4's rho and alpha(b) (read as the without-replacement "
          "variance factor (n - b)/(b (n - 1))), Lemma 5's noise term; the framework matrices for an exact A "
          "(|A^T A|_2, gamma, lambda_min(G^) with the printed gamma and with gamma = 1); the rates of Theorems 3-6, "
          "Corollary 1, Table I and Remarks 1-2 with O-constants 1, each printing under its own id, and the "
          "gradient counts of Algorithms 1 and 2. Claims on realised iterates of the two algorithms "
          "(solvers/liu_geng) use exact expectations: every mini-batch, and a Gaussian cubature exact for the "
          "quadratic integrands. Settings: Table II's datasets (n, b), delta = 5e-4, eps in {0.05, ..., 1}, nu in "
          "{0, 2, 3}, m = 2n/b, gamma = 1; d_1 is taken as LIBSVM's feature count (54, 300, 74, 112); l, theta, T, "
          "S, alpha(b) and the smoothness of the data are not printed. LNNN are line numbers of the seed file.",
      .quantities = register_liu_geng,
      .reproductions = {},
      .errata = liu_geng::errata,
      .views = {},
  };
}

}  // namespace privbound::bounds
