// Cyffers, Bellet & Basu (seed 001) as a source: its citation (the only place it is spelled), its quantities
// (register.cpp), its errata (below, as data with live evidence).
#include "privbound/bounds/source.hpp"

#include "privbound/bounds/cyffers_bellet_basu/cyffers_bellet_basu.hpp"
#include "privbound/bounds/cyffers_bellet_basu/settings.hpp"

namespace privbound::bounds {

void register_cyffers_bellet_basu(Registry& r);

namespace cyffers_bellet_basu {
namespace {

std::vector<Erratum> errata() {
  using E = Evidence;
  std::vector<Erratum> v;
  v.push_back(Erratum{
      .id = kPrefix + "E1",
      .kind = ErratumKind::number,
      .title =
          "Appendix C.2 takes phi(x) = |Ax + Bz + u + c|^2/(2 gamma) to be omega_A/gamma-strongly convex (its Hessian "
          "A^T A/gamma gives omega_A^2/gamma), so the argmin sensitivity 2 L gamma/(n omega_A) is too small by "
          "1/omega_A, and (27) and Theorem 7's (29) are too small whenever |A|_2 < 1: at A = I/2 by 2 and 4",
      .where = "Appendix C.2 (L826-L850), Theorem 7 (L869-L880)",
      .printed = {kPrefix + "sensC2.general", kPrefix + "thm7.rdp", kPrefix + "thm7.rho", kPrefix + "thm7.rho_eps",
                  kPrefix + "sensC2.argmin", kPrefix + "thm7.per_step_exact"},
      .corrected = {kPrefix + "sensC2.general_corrected", kPrefix + "thm7.rdp_corrected",
                    kPrefix + "thm7.rho_corrected", kPrefix + "thm7.rho_corrected_eps",
                    kPrefix + "sensC2.argmin_corrected", kPrefix + "thm7.per_step_exact_corrected"},
      .statement =
          "The text computes the Hessian of phi as A^T A/gamma (L836), then reads the condition on the smallest "
          "eigenvalue of A^T A as 'the same condition on the smallest singular value omega_A' and concludes that phi "
          "is omega_A/gamma-strongly convex (L839-L841). The smallest eigenvalue of A^T A is omega_A^2, so the argmin "
          "moves by up to 2 L gamma/(n omega_A^2): on A = diag(1, a), an absolute loss on the second coordinate moves "
          "it by exactly that (claim sensC2.argmin). (27) multiplies by 2 lambda |A|_2; the tight bound follows from y "
          "= "
          "Ax: the x-update is the prox at step gamma of y -> f(A^+ y)/n, which is (L/(n omega_A))-Lipschitz, so "
          "|T(u) - T'(u)| = 2 lambda |y - y'| <= 4 lambda L gamma/(n omega_A), attained for A = a I. The printed "
          "4 lambda L gamma |A|_2/(n omega_A) is below it exactly when |A|_2 < 1: at A = a I it is 4 lambda L gamma/n "
          "against 4 lambda L gamma/(n a) (claim sensC2.eq27), and Theorem 7's RDP is a^2 times too small. For |A|_2 "
          ">= 1 the printed (27) and (29) hold (with a superfluous |A|_2^2 in (29)). On Algorithm 5's step computed "
          "(Huber items, b_0' = -b_0), the exact one-step divergence exceeds the per-step value of L878: at A = -3/16, "
          "n = 1, gamma = lambda = 1/4 it is 10.15 alpha/sigma^2 against 0.5 alpha/sigma^2 (claim "
          "thm7.per_step_exact); the corrected per-step value holds on every instance, with equality on the saturated "
          "one (claim thm7.per_step_exact_corrected).",
      .evidence = {E::less("(27) at A = I/2, n = 1000: printed below corrected",
                           {kPrefix + "sensC2.general", {{"A", "1/2,0;0,1/2"}, {"n", "1000"}}},
                           {kPrefix + "sensC2.general_corrected", {{"A", "1/2,0;0,1/2"}, {"n", "1000"}}}),
                   E::less("Theorem 7 at A = I/2: printed RDP below the corrected one",
                           {kPrefix + "thm7.rdp",
                            {{"alpha", "10"}, {"K", "1000"}, {"A", "1/2,0;0,1/2"}, {"n", "1000"}, {"sigma", "8"}}},
                           {kPrefix + "thm7.rdp_corrected",
                            {{"alpha", "10"}, {"K", "1000"}, {"A", "1/2,0;0,1/2"}, {"n", "1000"}, {"sigma", "8"}}}),
                   E::claim_at(kPrefix + "sensC2.argmin", {8, 8, 1, 4000, 16, 1}),
                   E::claim_at(kPrefix + "sensC2.eq27", {8, 8, 1, 4000, 16, 1}),
                   E::claim_at(kPrefix + "thm7.per_step_exact", {1, 0, 1, 0, 0, 1, 1, 1, 0})},
      .privacy = true,
      .plain = "Theorem 7's privacy loss is understated when the matrix A shrinks vectors (norm below 1)",
      .printed_text = "φ is ω_A/γ-strongly convex, so (27) ‖T(u) − T′(u)‖ ≤ 4λLγ‖A‖₂/(nω_A) and (29) ε(α) = "
                      "8Kα‖A‖₂²L²γ²/(σ²n²ω_A²)",
      .corrected_text = "φ is ω_A²/γ-strongly convex: (27) ≤ 4λLγ/(nω_A), tight at A = aI, so ε(α) = "
                        "8KαL²γ²/(σ²n²ω_A²), 4× the printed at A = I/2",
      .sweep = std::nullopt});
  v.push_back(Erratum{
      .id = kPrefix + "E2",
      .kind = ErratumKind::number,
      .title =
          "Theorem 10's proof divides the local loss by m^2 for the aggregation of m users; the server's aggregate "
          "of m independently noised updates has noise variance m lambda^2 sigma^2 and the same sensitivity, so "
          "the exact divergence is eps_loc/m, and Lemma C.1's bound on the central round is 2m times the printed value",
      .where = "proof of Theorem 10 (L914-L916), Remark 4 (L305), Theorem 3 (L295)",
      .printed = {kPrefix + "thm10.per_round", kPrefix + "thm3.central", kPrefix + "thm10.central"},
      .corrected = {kPrefix + "thm10.aggregate_exact", kPrefix + "thm10.per_round_corrected"},
      .statement =
          "Each sampled user sends Delta u_i = 2 lambda (x_i - z) + lambda eta_i with eta_i ~ N(0, sigma^2 I). "
          "Replacing user i's data moves its update by at most 4 lambda L gamma ((28)'s block bound) and leaves the "
          "others unchanged; the sum over the m sampled users carries the noise lambda sum_i eta_i ~ N(0, m lambda^2 "
          "sigma^2 I). The Renyi divergence of the aggregate is therefore alpha (4 lambda L gamma)^2/(2 m lambda^2 "
          "sigma^2) = 8 alpha L^2 gamma^2/(m sigma^2) = eps_loc/m, not eps_loc/m^2 (dividing the sensitivity by m "
          "also divides the noise's standard deviation by sqrt(m)). Lemma C.1 at q = m/n and noise multiplier sigma "
          "sqrt(m)/(4 L gamma) then gives 2 alpha (m/n)^2 16 L^2 gamma^2/(m sigma^2) = 32 alpha m L^2 gamma^2/(n^2 "
          "sigma^2) per round, 2m times the printed 8 alpha L^2 gamma^2/(m^2 sigma^2) . 2 m^2/n^2 (a factor m from the "
          "aggregation, 2 from using 2 m^2/n^2 where Lemma C.1 gives 4 q^2 times the Gaussian's alpha Delta^2/(2 "
          "sigma^2)). Theorem 3's and Theorem 10's 16 alpha K L^2 gamma^2/(sigma^2 n^2) is then 2m times below the "
          "bound Lemma C.1 gives (both are upper bounds; that the printed one is false is the aggregate's exact "
          "divergence above, claim thm10.aggregate); "
          "Remark 4's 1/m^2 amplification under secure aggregation is 1/m.",
      .evidence = {E::less(
          "one round at n = 1000, m = 100 (App. E), sigma = 8, alpha = 4: printed below corrected",
          {kPrefix + "thm10.per_round", {{"alpha", "4"}, {"n", "1000"}, {"m", "100"}, {"sigma", "8"}}},
          {kPrefix + "thm10.per_round_corrected", {{"alpha", "4"}, {"n", "1000"}, {"m", "100"}, {"sigma", "8"}}})},
      .privacy = true,
      .plain = "Theorems 3 and 10 understate federated central privacy loss: aggregation is miscounted",
      .printed_text = "aggregating m users gives ε_loc/m², so one round costs 8αL²γ²/(m²σ²)·2m²/n² and K rounds "
                      "16αKL²γ²/(σ²n²)",
      .corrected_text = "the aggregate's exact loss is ε_loc/m; Lemma C.1 at noise multiplier σ√m/(4Lγ) gives "
                        "32αmL²γ²/(n²σ²) per round, 2m× printed",
      .sweep =
          Sweep{.param = "m",
                .values = {"5", "8", "10", "16", "20", "25", "32", "40", "50", "64", "80", "100", "125", "160"},
                .printed = {kPrefix + "thm10.per_round", {{"alpha", "4"}, {"n", "1000"}, {"sigma", "8"}}},
                .corrected = {kPrefix + "thm10.per_round_corrected", {{"alpha", "4"}, {"n", "1000"}, {"sigma", "8"}}},
                .xlabel = "users sampled per round m (n = 1000, σ = 8, L = γ = 1)",
                .ylabel = "central RDP of one round at order α = 4",
                .logx = true,
                .logy = true}});
  v.push_back(Erratum{
      .id = kPrefix + "E3",
      .kind = ErratumKind::number,
      .title =
          "Theorem 1's proof fixes lambda = (1 - q/(2(1 + c)))/(1 - b), which exceeds 1 (Theorem 1 asserts lambda "
          "in (0, 1], and Combettes-Pesquet's result needs it) unless b <= q/(2(1 + c)): at tau = 9/10, q = 1, c = "
          "1 it is 14.6",
      .where = "Theorem 1 (L171, L483), proof of Theorem 1 (L516-L526), Lemma A.1 (L604-L608)",
      .printed = {kPrefix + "thm1.lambda"},
      .corrected = {},
      .statement =
          "1 - b = 1 - sqrt(1 - q(1 - tau)) is about q(1 - tau)/2, so the chosen lambda is about 2/(q(1 - tau)) "
          "(1 - q/(2(1 + c))), far above 1 in the regime the paper calls typical ('tau is always fairly close to 1', "
          "L178). Lemma A.1's interval lies above 1 as well: its lower end (1 + c - q)/((1 + c)(1 - b)) is 10.0 at "
          "tau = 9/10, q = 1, c = 1. Theorem 1 states lambda in (0, 1] and Theorem 5 (Combettes-Pesquet) is for lambda "
          "in (0, 1], so the proof's bound does not apply at its own lambda. The relaxed iteration u + lambda(R(u) - "
          "u) with lambda > 1 need not even converge: for R = -tau I (tau-contractive) its factor is 1 - lambda(1 + "
          "tau), of modulus 26.8 at tau = 9/10, q = 1, c = 1.",
      .evidence = {E::above("the chosen lambda at tau = 9/10, q = 1, c = 1",
                            {kPrefix + "thm1.lambda", {{"tau", "9/10"}, {"c", "1"}}}, "1"),
                   E::above("Lemma A.1's lower end at tau = 9/10, q = 1, c = 1",
                            {kPrefix + "lemmaA1.lambda_interval", {{"tau", "9/10"}, {"c", "1"}}}, "1")},
      .privacy = false,
      .plain = "Theorem 1's proof picks a learning rate far above 1, outside the range the theorem allows",
      .printed_text = "λ = (1 − q/(2(1+c)))/(1 − b), b = √(1 − q(1−τ)), lies in Lemma A.1's interval and in (0, 1]",
      .corrected_text = "λ > 1 unless b ≤ q/(2(1+c)): λ = 14.6 at τ = 9/10, q = 1, c = 1, where Lemma A.1's interval "
                        "starts at 10.0",
      .sweep = std::nullopt});
  v.push_back(Erratum{
      .id = kPrefix + "E4",
      .kind = ErratumKind::number,
      .title =
          "Remark 5 gives the federated utility as O~(sqrt(p alpha/(eps m))); Corollary 5.2's first term is "
          "sqrt(p alpha) L gamma/(sqrt(eps r) n (1 - tau)) = O~(sqrt(p alpha/(eps m n))), which is what makes m = n "
          "recover the centralized rate",
      .where = "Remark 5 (L351), Corollary 5.2 (L309)",
      .printed = {kPrefix + "remark5.rates"},
      .corrected = {kPrefix + "remark5.federated_corrected"},
      .statement =
          "With r = m/n, sqrt(eps r) n = sqrt(eps m n). Remark 5's sqrt(p alpha/(eps m)) at m = n is sqrt(p alpha/(eps "
          "n)), the decentralized rate, not the centralized sqrt(p alpha/eps)/n it claims to recover; the corrected "
          "sqrt(p alpha/(eps m n)) gives the centralized rate at m = n and the decentralized one at m = 1, as the "
          "remark says. At p = 64, alpha = 10, eps = 1, n = 1000, m = 100 the printed rate is 31.6 times the "
          "corrected one (sqrt(n)).",
      .evidence = {E::greater(
          "p = 64, alpha = 10, eps = 1, n = 1000, m = 100: printed above corrected",
          {kPrefix + "remark5.rates", {{"p", "64"}, {"alpha", "10"}, {"eps", "1"}, {"n", "1000"}, {"m", "100"}}},
          {kPrefix + "remark5.federated_corrected",
           {{"p", "64"}, {"alpha", "10"}, {"eps", "1"}, {"n", "1000"}, {"m", "100"}}})},
      .privacy = false,
      .plain = "Remark 5 misstates the federated utility rate: it omits the total number of users",
      .printed_text =
          "federated utility Õ(√(pα/(εm))); m = n recovers the centralized rate, m = 1 the decentralized one",
      .corrected_text = "Corollary 5.2 gives Õ(√(pα/(εmn))): centralized at m = n, decentralized at m = 1 (printed is "
                        "31.6× larger at n = 1000, m = 100)",
      .sweep = std::nullopt});
  v.push_back(Erratum{
      .id = kPrefix + "E5",
      .kind = ErratumKind::number,
      .title = "L343 states that Theorem 4 amplifies the local guarantee by O(ln n/n^2); at equal participations K_i "
               "the ratio of Theorem 4 to Theorem 3's local RDP is ln n/n",
      .where = "Section 5.4 (L343), Theorem 4 (L337), Theorem 3 (L295)",
      .printed = {kPrefix + "sec5.amplification_text"},
      .corrected = {kPrefix + "sec5.thm4_over_local"},
      .statement =
          "Theorem 4: 8 alpha K_i L^2 gamma^2 ln n/(sigma^2 n); Theorem 3 (local): 8 alpha K_i L^2 gamma^2/sigma^2. "
          "The "
          "ratio is ln n/n, n times the stated ln n/n^2 (at n = 1000: 6.9e-3 against 6.9e-6). The second half of the "
          "sentence holds: with K_i = K/n, Theorem 4 is ln n times Theorem 2 (quantity sec5.thm4_over_central).",
      .evidence = {E::less(
          "n = 1000: the stated factor below the ratio of the two theorems",
          {kPrefix + "sec5.amplification_text", {{"n", "1000"}}},
          {kPrefix + "sec5.thm4_over_local", {{"alpha", "4"}, {"K_i", "100"}, {"n", "1000"}, {"sigma", "8"}}})},
      .privacy = false,
      .plain = "Section 5.4 overstates the decentralized privacy gain by a factor of the user count",
      .printed_text =
          "Theorem 4 amplifies the local guarantee by O(ln n/n²) and matches the centralized case up to ln n",
      .corrected_text = "Theorem 4 over Theorem 3 (local) at equal K_i is ln n/n: 6.9e-3 at n = 1000, not 6.9e-6; the "
                        "ln n match with Theorem 2 holds",
      .sweep = std::nullopt});
  // The front-page fields of an erratum built by claim_err (no sweep).
  struct Front {
    bool privacy = false;
    std::string plain, printed_text, corrected_text;
  };
  const auto claim_err = [&](const std::string& id, ErratumKind kind, const std::string& title,
                             const std::string& where, std::vector<std::string> printed,
                             std::vector<std::string> corrected, const std::string& statement,
                             std::vector<Evidence> evidence, Front front) {
    v.push_back(Erratum{.id = kPrefix + id,
                        .kind = kind,
                        .title = title,
                        .where = where,
                        .printed = std::move(printed),
                        .corrected = std::move(corrected),
                        .statement = statement,
                        .evidence = std::move(evidence),
                        .privacy = front.privacy,
                        .plain = std::move(front.plain),
                        .printed_text = std::move(front.printed_text),
                        .corrected_text = std::move(front.corrected_text),
                        .sweep = std::nullopt});
  };
  claim_err(
      "E6", ErratumKind::slip,
      "Step 4's upper chain for chi ends with 1/2 + (q/4)(2 - q(1 - tau)/2) <= 1 - q^2(1 - tau)/2, false for q near 1 "
      "(0.875 against 0.5 at q = 1, tau = 0); the bound Step 5 uses, chi <= 1 - q^2(1 - tau)/8, holds anyway",
      "proof of Theorem 1, Step 4 (L574-L580)", {kPrefix + "thm1.step4_upper"}, {kPrefix + "thm1.step4_conclusion"},
      "At the proof's lambda chi = (1 - b)/2 + q(1 + b)/(4(1 + c)) <= 1/2 + q(1 + b)/4 <= 1/2 + (q/4)(2 - q(1 - "
      "tau)/2), as printed, but the last step '<= 1 - q^2(1 - tau)/2' needs q/2 + 3q^2(1 - tau)/8 <= 1/2, which fails "
      "for q near 1 (first at q = 0.67 for tau = 0: 0.7789 against 0.7756). Step 5 only uses chi <= 1 - q^2(1 - "
      "tau)/8, which holds because chi <= 1 - (1 + b)/4 <= 3/4 <= 7/8 (claim thm1.step4_conclusion).",
      {E::claim_at(kPrefix + "thm1.step4_upper", {0, 100, 16})},
      {.privacy = false,
       .plain = "A bound in Step 4 of Theorem 1's proof is false for sampling rates near 1 (not used later)",
       .printed_text = "χ ≤ 1/2 + (q/4)(2 − q(1−τ)/2) ≤ 1 − q²(1−τ)/2",
       .corrected_text = "the last step fails for q near 1 (0.875 > 0.5 at q = 1, τ = 0); Step 5 only needs χ ≤ 1 − "
                         "q²(1−τ)/8, which holds (χ ≤ 3/4)"});
  claim_err(
      "E7", ErratumKind::unsupported,
      "Step 5 of Theorem 1's proof halves the noise term (16 sigma_1^2/(q^2 (1 - tau)^3) = 16 (p sigma^2 + "
      "zeta^2)/(q^3 "
      "(1 - tau)^3) becomes 8(...)) and absorbs 4/(1 - tau) into 8 sigma_1/(1 - tau) although sigma_1 can be below "
      "2/3, so (16)'s constants are not what the proof gives",
      "proof of Theorem 1, Step 5 (L588-L594)", {kPrefix + "thm1.step5"}, {},
      "With sigma_1^2 = xi = (p sigma^2 + zeta^2)/q (L490) the line L590, 4/(1 - tau) + 16 sigma_1^2/(q^2(1 - tau)^3), "
      "equals 4/(1 - tau) + 16(p sigma^2 + zeta^2)/(q^3 (1 - tau)^3); L592 prints 8 in place of 16. L594 then drops "
      "4/(1 - tau) while raising 2 sigma_1/(1 - tau) to 8 sigma_1/(1 - tau), which needs sigma_1 >= 2/3; the proof's "
      "sigma_1 = (1 + c)(1 - tau) is below that whenever tau is near 1. At tau = 0, q = 1/100, p = 1, sigma^2 = 17/16, "
      "k = 0: L590 = 1.7e7 against L592 = 8.5e6. What the proof supports is (1 - q^2(1 - tau)/8)^k (D + 2 sigma_1/(1 "
      "- tau)) + 4/(1 - tau) + 16(p sigma^2 + zeta^2)/(q^3 (1 - tau)^3) (with sigma_1 = (sigma sqrt(p) + "
      "zeta)/sqrt(q), "
      "L608), and only at a learning rate the theorem excludes (E3). Theorem 1 itself is not contradicted on the "
      "instances tried: with lambda = 1 exact second moments on R = -tau I stay below (16) (claim thm1.unit_lambda).",
      {E::claim_at(kPrefix + "thm1.step5", {0, 1, 1, 1, 0})},
      {.privacy = false,
       .plain = "Theorem 1's final constants are not what its proof gives: Step 5 halves a noise term",
       .printed_text =
           "L590 16σ₁²/(q²(1−τ)³) becomes L592 8(pσ² + ζ²)/(q³(1−τ)³); L594 drops 4/(1−τ), giving (16)'s constants",
       .corrected_text = "the proof gives (1 − q²(1−τ)/8)^k (D + 2σ₁/(1−τ)) + 4/(1−τ) + 16(pσ² + ζ²)/(q³(1−τ)³), at a "
                         "λ > 1 only (E3)"});
  claim_err(
      "E8", ErratumKind::typo,
      "Lemma A.1's Step 1 writes the numerator (1 + c)(1 - tau) - q(1 - tau^2); 1 - b^2 is q(1 - tau), which gives "
      "the next line's (1 + c - q)",
      "proof of Lemma A.1, Step 1 (L624-L626)", {kPrefix + "lemmaA1.step1"}, {kPrefix + "lemmaA1.step1_corrected"},
      "sigma_1 - (1 - b^2) = (1 + c)(1 - tau) - q(1 - tau). With the printed q(1 - tau^2) the two consecutive lines "
      "differ for every tau > 0 (at tau = 9/10, q = 1, c = 1 by a factor 1.9 in the subtracted term); the lemma's "
      "interval is the corrected line's.",
      {E::claim_at(kPrefix + "lemmaA1.step1", {90, 100, 16})},
      {.privacy = false,
       .plain = "Typo in Lemma A.1's proof: a subtracted term is misprinted; the next line is right",
       .printed_text = "numerator (1 + c)(1 − τ) − q(1 − τ²)",
       .corrected_text = "(1 + c)(1 − τ) − q(1 − τ), since 1 − b² = q(1 − τ); this gives the next line's 1 + c − q"});
  claim_err(
      "E9", ErratumKind::slip,
      "Theorem 4's proof bounds sum_k (1/n)(1 - 1/n)^k 8 alpha L^2 gamma^2/(2 sigma^2 k) by 8 alpha L^2 "
      "gamma^2/(sigma^2 "
      "n^2) sum_k (1 - 1/n)^k/k; the factor is 4/n, not 8/n^2, so the middle display is too small for n >= 3 (the "
      "final ln n/n bound of L952 still holds for that sum)",
      "proof of Theorem 4 (L950-L952)", {kPrefix + "thm4.l950_le_l951"}, {kPrefix + "thm4.l950_le_l952"},
      "(1/n) . 8 alpha L^2 gamma^2/(2 sigma^2) = 4 alpha L^2 gamma^2/(sigma^2 n). At n = 6, kmax = 1 (alpha = 2, L = "
      "gamma = 1, sigma = 4) L950 = 0.0694 against L951 = 0.0498; L950 <= 4 alpha L^2 gamma^2 ln n/(sigma^2 n) <= L952 "
      "(claim thm4.l950_le_l952). L950 itself halves L940's per-path value (8 alpha L^2 gamma^2/(sigma^2 m), claim "
      "thm4.fixed_m) and drops Proposition 3's factor (1 + c); with both and the walk's law (E10) the bound is (1 + c) "
      "8 alpha L^2 gamma^2 ln n/(sigma^2 (n - 1)) per contribution.",
      {E::claim_at(kPrefix + "thm4.l950_le_l951", {1000, 1000})},
      {.privacy = false,
       .plain = "A middle bound in Theorem 4's privacy proof is too small; its final bound still holds",
       .printed_text = "Σ_k (1/n)(1 − 1/n)^k · 8αL²γ²/(2σ²k) ≤ 8αL²γ²/(σ²n²) · Σ_k (1 − 1/n)^k/k",
       .corrected_text = "the factor is 4αL²γ²/(σ²n), not 8αL²γ²/(σ²n²); the sum is still ≤ 8αL²γ² ln n/(σ²n) (L952)"});
  claim_err(
      "E10", ErratumKind::number,
      "The number of steps from user i's update to user j's next view is geometric on k >= 1 with P(k) = (1/n)(1 - "
      "1/n)^{k-1}; Theorem 4's proof weighs path length k by (1/n)(1 - 1/n)^k, which sums to 1 - 1/n",
      "proof of Theorem 4 (L934, L948-L950), Algorithm 4, line 8 (L324)", {kPrefix + "thm4.walk_law"},
      {kPrefix + "thm4.walk_law_corrected"},
      "Each step sends z to a uniformly random user, so each step reaches j with probability 1/n (L934); the first "
      "visit after i's step is at k with probability (1/n)(1 - 1/n)^{k-1} (exact rationals against the chain's "
      "recursion; at n = 2, k = 1: 1/2 against the printed 1/4). Every weight of L950 is low by the factor 1 - 1/n, "
      "so with L940's per-path value the average is 8 alpha L^2 gamma^2 ln n/(sigma^2 (n - 1)), above Theorem 4's "
      "8 alpha L^2 gamma^2 ln n/(sigma^2 n) before Proposition 3's factor (1 + c) (E9, E11).",
      {E::claim_at(kPrefix + "thm4.walk_law", {2, 1})},
      {.privacy = false,
       .plain = "Theorem 4's proof uses the wrong law for the random walk's waiting time",
       .printed_text = "the walk reaches user j first after k ≥ 1 steps with weight (1/n)(1 − 1/n)^k",
       .corrected_text = "the law is (1/n)(1 − 1/n)^(k−1) (1/2, not 1/4, at n = 2, k = 1); the proof's average becomes "
                         "8αL²γ² ln n/(σ²(n−1))"});
  claim_err(
      "E11", ErratumKind::hypothesis,
      "Theorem 4's hypothesis sigma > 2 L gamma sqrt(alpha (alpha - 1)) does not give Proposition 3's precondition "
      "D_alpha <= c/(alpha - 1) with c <= 1 for L940's one-step divergence; that needs sigma >= 2 sqrt(2) L gamma "
      "sqrt(alpha (alpha - 1))",
      "Theorem 4 (L337, L928), Proposition 3 (L944), proof of Theorem 4 (L940-L950)",
      {kPrefix + "thm4.prop3_precondition", kPrefix + "thm4.prop3_c"}, {kPrefix + "thm4.prop3_precondition_corrected"},
      "L940 gives 8 alpha L^2 gamma^2/(sigma^2 m) for a path of length m, largest at m = 1; Proposition 3 needs "
      "(alpha - 1) times it at most c <= 1, i.e. sigma^2 >= 8 alpha (alpha - 1) L^2 gamma^2. Theorem 4's condition "
      "only gives c < 2: at alpha = 5/4, sigma = 2 sqrt(alpha (alpha - 1)) (1 + 1/64) the precondition's c is 1.94. "
      "The hypothesis matches only L950's halved value (E9). Proposition 3's factor (1 + c), up to 2, is also "
      "missing from the final bound.",
      {E::claim_at(kPrefix + "thm4.prop3_precondition", {5, 26})},
      {.privacy = false,
       .plain = "Theorem 4's noise condition is too weak for the mixing lemma its proof relies on",
       .printed_text = "σ > 2Lγ√(α(α−1)) gives Proposition 3's precondition D_α ≤ c/(α−1) with c ≤ 1",
       .corrected_text = "it needs σ ≥ 2√2·Lγ√(α(α−1)); the printed condition only gives c < 2 (c = 1.94 at α = 5/4)"});
  claim_err(
      "E12", ErratumKind::number,
      "In the proofs of Corollaries 5.2 and 5.3 the second noise term loses a factor n^2 from one display to the "
      "next, so (32)'s second term is 1/r too small and (33)'s is n^2 too small",
      "proof of Corollary 5.2 (L1006-L1009), proof of Corollary 5.3 (L1035-L1037), (32) (L1002), (33) (L1029)",
      {kPrefix + "cor5_2.step", kPrefix + "cor5_3.step"}, {kPrefix + "cor5_2", kPrefix + "cor5_3"},
      "Corollary 5.3: (8 p/(1 - tau)^3)(8 K alpha L^2 gamma^2 ln n/(eps n^2)) n^3 = 64 p K alpha L^2 gamma^2 n ln "
      "n/(eps "
      "(1 - tau)^3), but the next line has (8 alpha L^2 gamma^2 ln n/(eps n)) K: n^2 smaller. (33)'s second term "
      "should read p alpha L^2 gamma^2 n/(eps (1 - tau)^3) (up to logs), not p alpha L^2 gamma^2/(eps n (1 - "
      "tau)^3). Corollary 5.2 likewise: (16 K alpha L^2 gamma^2/(eps n^2))(n/m)^3 = 16 K alpha L^2 gamma^2/(eps r^3 "
      "n^2), against the printed 1/(r^2 n^2). The quantities cor5_2 and cor5_3 evaluate Theorem 1 with the "
      "corollaries' sigma^2 and q directly.",
      {E::claim_at(kPrefix + "cor5_2.step", {0, 1, 2, 1, 40, 0, 0, 0}),
       E::claim_at(kPrefix + "cor5_3.step", {0, 1, 2, 1, 40, 0, 0, 0})},
      {.privacy = false,
       .plain = "Corollaries 5.2 and 5.3 drop a factor between proof lines: second terms too small",
       .printed_text = "(32)'s second term pαL²γ²/(εr²n²(1−τ)³); (33)'s second term pαL²γ²/(εn(1−τ)³)",
       .corrected_text =
           "(32): 1/(r³n²) in place of 1/(r²n²), 1/r larger; (33): pαL²γ²n/(ε(1−τ)³) up to logs, n² larger"});
  claim_err(
      "E13", ErratumKind::number,
      "The corollaries choose K = O(log(X/D)) with X the target accuracy; that is negative whenever X < D, and the K "
      "that makes the linear term equal X is log(D/X)/(-log(1 - q^2 (1 - tau)/8)) ~ 8 log(D/X)/(q^2 (1 - tau)); since "
      "sigma^2 grows linearly in K, the rates miss a factor 1/(q^2 (1 - tau)) that is not logarithmic (n^2 for "
      "Corollary 5.3)",
      "Corollaries 5.1-5.3 (L964-L1043)", {kPrefix + "cor5.K_positive"},
      {kPrefix + "cor5_1", kPrefix + "cor5_2", kPrefix + "cor5_3"},
      "From (1 - a)^K D = X one gets K = log(D/X)/(-log(1 - a)) >= log(D/X)/a with a = q^2 (1 - tau)/8; the printed "
      "K = O(log(X/D)) has the wrong sign and no 1/a. With sigma^2 proportional to K (the corollaries' calibration), "
      "the error terms at that K are 8 log(D/X)/(q^2 (1 - tau)) times the printed ones: an extra 8/(1 - tau) for "
      "Corollary 5.1, 8/(r^2 (1 - tau)) for 5.2 and 8 n^2/(1 - tau) for 5.3. The quantities cor5_1..3 report K_printed "
      "and K_needed as parts.",
      {E::claim_at(kPrefix + "cor5.K_positive", {0, 90, 1000, 6})},
      {.privacy = false,
       .plain = "The corollaries' iteration count has the wrong sign and misses a non-log factor",
       .printed_text = "K = O(log(X/D)) with X the target accuracy, so the utility rates hold up to log factors",
       .corrected_text = "K = log(D/X)/(−log(1 − q²(1−τ)/8)) ≈ 8 log(D/X)/(q²(1−τ)); the rates gain 8/(q²(1−τ)) "
                         "(8n²/(1−τ) for Corollary 5.3)"});
  claim_err(
      "E14", ErratumKind::number,
      "Algorithm 2, (9) and B.3 use prox_{gamma f_i} and prox_{gamma r}; for problem (7) (f = (1/n) sum f_i) the "
      "updates (22)-(23) are prox_{(gamma/n) r} and prox_{(gamma/n) f_i}. As printed, one step moves u by up to 4 "
      "lambda L gamma (attained), not (28)'s 4 lambda L gamma/n, and Theorem 2/8's RDP is n^2 too small for "
      "Algorithm 2 as printed",
      "Algorithm 2 (L215-L237), (8)-(9) (L206-L208), Appendix B.3 (L744-L763), (28) (L862-L863), Theorem 2 (L245), "
      "Theorem 8 (L886-L890)",
      {kPrefix + "b3.updates", kPrefix + "sensC2.eq28", kPrefix + "thm2.exact"},
      {kPrefix + "b3.updates_corrected", kPrefix + "sensC2.eq28_derived", kPrefix + "thm2.exact_derived"},
      "(22) for (7) is argmin_z r(z) + (1/(2 gamma)) sum_i |z - u_i|^2 = prox_{(gamma/n) r}(mean u), and (23) splits "
      "into argmin_x f_i(x)/n + |x - 2z + u_i|^2/(2 gamma) = prox_{(gamma/n) f_i}(2z - u_i) (exact on quadratics: "
      "claim b3.updates). The printed pair is ADMM on n times (6) with parameter gamma (same minimiser), but then "
      "only block i changes and it moves by up to 4 lambda L gamma, so |T(u) - T'(u)| = 4 lambda L gamma, n times "
      "(28) (the '/n' of L863 does not follow from the block bound). On Algorithm 2 as printed with K = 2 and r = 0, "
      "z_2 is Gaussian and its exact Renyi divergence is n/2 times Theorem 2's bound (at n = 6: 6.51e-4 against "
      "2.17e-4). With B.3's derived proxes (28) holds and so does Theorem 2 on these instances (claims "
      "sensC2.eq28_derived, thm2.exact_derived); equivalently, Theorem 2 holds for the printed Algorithm 2 with n "
      "gamma in place of gamma.",
      {E::claim_at(kPrefix + "sensC2.eq28", {6, 1, 0, 1, 1, 1}),
       E::claim_at(kPrefix + "thm2.exact", {6, 1, 0, 1, 1, 1}), E::claim_at(kPrefix + "b3.updates", {4, 7, 4, 4})},
      {.privacy = true,
       .plain = "Theorem 2 understates Algorithm 2's privacy loss: the printed prox steps are unscaled",
       .printed_text = "Algorithm 2 uses prox_{γf_i}, prox_{γr}; (28) ‖T(u) − T′(u)‖ ≤ 4λLγ/n, so Theorem 2: (α, "
                       "8αKL²γ²/(σ²n²))-RDP",
       .corrected_text = "as printed a step moves u by up to 4λLγ, n × (28), and the bound is n² × Theorem 2's; it "
                         "holds with prox_{(γ/n)f_i}, prox_{(γ/n)r}"});
  claim_err(
      "E15", ErratumKind::hypothesis,
      "Proposition 1 assumes only that f(.; d) is beta-smooth; R(u) = u - (2/beta) grad f(u) is non-expansive only "
      "for convex f (u^2 scaled by -beta/2 gives R(u) = 3u)",
      "Proposition 1 (L155)", {kPrefix + "prop1.nonexpansive"}, {kPrefix + "prop1.nonexpansive_convex"},
      "For a beta-smooth quadratic with a Hessian eigenvalue -beta, R = I - (2/beta) H has the eigenvalue 3 "
      "(certified spectral norm 3 at beta = 1/2, d = 2). With convexity (as L65 states it) R is non-expansive.",
      {E::claim_at(kPrefix + "prop1.nonexpansive", {2, 0, 1, 1})},
      {.privacy = false,
       .plain = "Proposition 1 needs convex losses: smoothness alone does not give non-expansiveness",
       .printed_text = "f(·; d) β-smooth ⇒ R(u) = u − (2/β)∇f(u; D) is non-expansive",
       .corrected_text = "holds for convex β-smooth f (L65); for a quadratic with curvature −β, R has norm 3"});
  claim_err(
      "E16", ErratumKind::typo,
      "L157 writes R(u_k) + e_k = u_k - grad f_{i_k}(u_k; d_{i_k}); with Proposition 1's R and e_k it is u_k - "
      "(2/beta) "
      "grad f_{i_k}(u_k; d_{i_k}), and u - grad f_i(u) is not non-expansive once beta > 2",
      "Section 4.2 (L157)", {kPrefix + "l157.identity"}, {kPrefix + "l157.identity_corrected"},
      "R(u) + e_k = u - (2/beta) grad f(u) + (2/beta)(grad f(u) - grad f_i(u)) = u - (2/beta) grad f_i(u) (exact on "
      "quadratics); at beta = 4 the printed map u - grad f_i(u) has Lipschitz constant 3.",
      {E::claim_at(kPrefix + "l157.identity", {2, 3, 8})},
      {.privacy = false,
       .plain = "Section 4.2 drops the step factor in DP-SGD's update; the map as written can expand",
       .printed_text = "R(u_k) + e_k = u_k − ∇f_{i_k}(u_k; d_{i_k}), which is non-expansive",
       .corrected_text =
           "R(u_k) + e_k = u_k − (2/β)∇f_{i_k}(u_k; d_{i_k}); u − ∇f_i(u) has Lipschitz constant 3 at β = 4"});
  claim_err(
      "E17", ErratumKind::number,
      "L93 states that the fixed points of the Lions-Mercier operator are exactly the zeros of the sum; they are the "
      "points whose prox_{gamma p_2} is a zero",
      "Section 3.2 (L93)", {kPrefix + "lions_mercier.fixed_points"}, {kPrefix + "lions_mercier.fixed_points_corrected"},
      "For p_1 = (u - 1)^2/2, p_2 = (u + 1)^2/2 and gamma = 1 the zero of p_1 + p_2 is 0 but R_1 R_2 is the constant "
      "map 1, whose fixed point is 1 (and prox_{p_2}(1) = 0); exact on one-dimensional quadratics (claims).",
      {E::claim_at(kPrefix + "lions_mercier.fixed_points", {4, 4, 4, -4, 4})},
      {.privacy = false,
       .plain = "Section 3.2 misstates the fixed points of the ADMM operator: they are not the minimisers",
       .printed_text = "the fixed points of the Lions–Mercier operator (4) are exactly the zeros of ∂(f + g)",
       .corrected_text = "u is a fixed point iff prox_{γp₂}(u) is a zero: for p₁ = (u−1)²/2, p₂ = (u+1)²/2, γ = 1 the "
                         "fixed point is 1, the zero 0"});
  claim_err(
      "E18", ErratumKind::hypothesis,
      "Footnote 3: block updates of a non-expansive operator need not be non-expansive (a rotation's block update has "
      "norm 1.34); a single-block update of the consensus ADMM operator, which is Algorithm 4's step for r = 0, has "
      "Lipschitz constant up to 1.27, so Theorem 6's non-expansiveness hypothesis fails in Theorem 4's proof",
      "footnote 3 (L85), Theorem 6 (L793), proof of Theorem 4 (L938-L940), Algorithm 4 (L324)",
      {kPrefix + "footnote3.block_update", kPrefix + "footnote3.consensus_block"}, {},
      "For the rotation Q = [[3/5, -4/5], [4/5, 3/5]] the update of coordinate 1 is [[3/5, -4/5], [0, 1]], of "
      "certified spectral norm 1.342. For the consensus operator (8)-(10) with f_i = (h_i/2)(x - c_i)^2, h = (4, 2, "
      "5/4), r = 0, gamma = 5/2, lambda = 1 (non-expansive as a whole) the update of block 1 has certified norm "
      "1.274. Theorem 4's proof applies privacy amplification by iteration (Theorem 6) across the steps of Algorithm "
      "4, each a single-block update, so its hypothesis is not met; no correction is offered here.",
      {E::claim_at(kPrefix + "footnote3.block_update", {2, 0}),
       E::claim_at(kPrefix + "footnote3.consensus_block", {3, 16, 10, 4, 0, 0})},
      {.privacy = false,
       .plain = "Footnote 3 is false: block updates can expand, leaving Theorem 4's proof unsupported",
       .printed_text =
           "block updates (2) of a non-expansive operator are projections of the global update, hence non-expansive",
       .corrected_text = "false: a rotation's block update has norm 1.342, a consensus-ADMM single-block update 1.274; "
                         "no fix for Theorem 4 known"});
  claim_err(
      "E19", ErratumKind::number,
      "Algorithm 3 restarts the aggregate from z_k = prox_{gamma r}(z^_k) (z^_{k+1} = z_k + (1/n) sum Delta u_i); "
      "Algorithm 2 averages u. With m = n and the same noise they agree only when prox_{gamma r} is the identity",
      "Algorithm 3 (L267-L291), Appendix B.3 (L777)", {kPrefix + "l777.mimic"}, {kPrefix + "l777.mimic_corrected"},
      "Algorithm 2's z_{k+1} = prox(mean u_k); Algorithm 3's z_{k+1} = prox(z_k + mean(u_{k+1} - u_k)), which equals "
      "prox(mean u_{k+1}) only if z_k = mean u_k. With r = |z|_1/2, Huber losses and n = m = 4 the two runs differ "
      "after one round; keeping z^ (z^_{k+1} = z^_k + mean Delta u) restores the equality for every r (claims, hp "
      "runs of solvers/cyffers_bellet_basu).",
      {E::claim_at(kPrefix + "l777.mimic", {4, 1, 4, 6})},
      {.privacy = false,
       .plain = "Algorithm 3 does not reproduce Algorithm 2 as claimed once there is a regulariser",
       .printed_text = "Algorithm 3 exactly mimics Algorithm 2 (m = n, same noise), with ẑ_{k+1} = z_k + (1/n)Σ Δu_i",
       .corrected_text = "equal only if prox_{γr} is the identity; keeping ẑ (ẑ_{k+1} = ẑ_k + mean Δu) makes them "
                         "equal for every r"});
  claim_err(
      "E20", ErratumKind::number,
      "Algorithm 6's updates do not solve the Lasso (34) with the same kappa: its x-update (aa^T + (2n/gamma) "
      "I)^{-1}(ba "
      "+ (2n/gamma) v) is the prox of (gamma/(4n))(a^T x - b)^2, not the (gamma/(2n))(.)^2 printed beside it; with "
      "S_{gamma kappa} the pair is ADMM (parameter gamma/2) on (1/(2n))|Ax - b|^2 + 2 n kappa |x|_1; and line 5's "
      "z_k (for z_{k+1}) can make the iteration diverge",
      "Algorithm 6 (L1045-L1063), Appendix E (L1067-L1083)",
      {kPrefix + "alg6.closed_form", kPrefix + "alg6.noiseless_limit"}, {kPrefix + "alg6.noiseless_limit_2nk"},
      "(35) is sum_i F_i(x_i) + kappa |z|_1 with F_i = (1/(2n))(a_i^T x - b_i)^2; consensus ADMM with parameter t uses "
      "z = prox_{(t/n) kappa |.|_1}(mean u) = S_{t kappa/n} and x_i = prox_{t F_i}(v) = (aa^T + (n/t) I)^{-1}(ba + "
      "(n/t) "
      "v). L1083 and Algorithm 6 print (aa^T + (2n/gamma) I)^{-1}(...): t = gamma/2, differing from the prox L1081 "
      "names (claim alg6.closed_form, exact). With S_{gamma kappa} = S_{(t/n)(2 n kappa)} the fixed points are "
      "the minimisers of (34) with 2 n kappa: noiseless, unclipped runs with z_{k+1} in line 5 converge to those "
      "(claim alg6.noiseless_limit_2nk; exact minimisers by active-set enumeration). Line 5 as printed uses z_k, "
      "which is not ADMM's order: at n = 3 (rows on the unit circle, seed 0), kappa = 1/64, gamma = 1, lambda = 1/2 "
      "the printed iteration diverges, and where it converges (n = 4, seed 5, kappa = 1/16) it reaches 0, not the "
      "minimiser at kappa (claim alg6.noiseless_limit). In Figure 1, 'the same regularizer parameter' kappa "
      "(cross-validated for (34)) therefore "
      "regularises ADMM 2n = 2000 times more strongly than DP-SGD, unless the implementation differs from the "
      "printed algorithm.",
      {E::claim_at(kPrefix + "alg6.closed_form", {2, 0, 1000, 4}),
       E::claim_at(kPrefix + "alg6.noiseless_limit", {4, 5, 4})},
      {.privacy = false,
       .plain = "Algorithm 6 solves a Lasso with a penalty 2n times too strong; its step order can diverge",
       .printed_text = "x-update (aaᵀ + (2n/γ)I)⁻¹(ba + (2n/γ)v) is the prox of (γ/(2n))(aᵀx − b)²; with S_{γκ} it "
                       "solves (34) at κ",
       .corrected_text = "it is ADMM (parameter γ/2) on (1/(2n))‖Ax − b‖² + 2nκ‖x‖₁, and line 5 needs z_{k+1} (with "
                         "z_k it can diverge)"});
  claim_err(
      "E21", ErratumKind::hypothesis,
      "Theorem 1 (and Corollaries 5.1-5.3) need R = R_{gamma p1} R_{gamma p2} tau-contractive with tau < 1; for the "
      "consensus form of the Lasso (35), as for any consensus problem whose f_i are flat in some direction, R is an "
      "isometry on some directions, so tau = 1 and the utility results do not cover App. E",
      "Theorem 1 (L171), Section 4.3 (L169), Section 5.1 (L205), Appendix E (L1067-L1087)",
      {kPrefix + "appE.contraction"}, {},
      "Take u = 0 and u = w with sum_i w_i = 0 and each w_i orthogonal to a_i (possible for p = 2 and n >= 3). The "
      "mean of u, hence z, does not change; x_i = prox_{gamma F_i}(2z - u_i) moves by -w_i because F_i only sees a_i^T "
      "x; so R(w) - R(0) = w - 2w = -w and |R(w) - R(0)| = |w| exactly (exact rationals, rows on the unit circle as "
      "App. E draws them on the unit sphere). No tau < 1 works. Strong convexity of each f_i (not of the sum) is "
      "what a contraction of the consensus operator needs; the paper cites tau as given (L169) and App. E does not "
      "compute it.",
      {E::claim_at(kPrefix + "appE.contraction", {4, 5, 1})},
      {.privacy = false,
       .plain = "The Lasso experiment violates Theorem 1's contraction assumption: no utility guarantee",
       .printed_text = "Theorem 1 and Corollaries 5.1–5.3 need R = R_{γp₁}R_{γp₂} τ-contractive, τ < 1, which L169 "
                       "says holds for ADMM",
       .corrected_text = "for (35) R is an isometry on some directions (‖R(w) − R(0)‖ = ‖w‖), so τ = 1; a contraction "
                         "needs each f_i strongly convex"});
  claim_err(
      "E23", ErratumKind::typo,
      "For the rule 'a random subset of m blocks' the utility is said to follow from Theorem 1 with q = m; "
      "P[rho_{k,b} = 1] is m/n, and q = m lies outside Theorem 1's q in (0, 1] for every m >= 2",
      "Appendix B.3 (L769-L775), Theorem 1 (L171)", {kPrefix + "l775.subset_q"}, {kPrefix + "l775.subset_q_corrected"},
      "Counting the m-subsets of n blocks that contain a given block gives C(n-1, m-1)/C(n, m) = m/n (enumerated "
      "exactly for n <= 12, claim l775.subset_q_corrected); L775 prints q = m, which equals it only when m = n = 1. "
      "The other two rules of L773 are stated correctly (q = 1, q = 1/n). With q = m/n the federated utility of "
      "Corollary 5.2 is the one its proof uses (m/n at L1004).",
      {E::claim_at(kPrefix + "l775.subset_q", {10, 2})},
      {.privacy = false,
       .plain = "Appendix B.3 gives the wrong block probability for sampling a random subset of m users",
       .printed_text = "a random subset of m blocks: the utility follows from Theorem 1 with q = m",
       .corrected_text = "q = m/n: a block is in a random m-subset with probability C(n−1, m−1)/C(n, m) = m/n"});
  v.push_back(Erratum{
      .id = kPrefix + "E24",
      .kind = ErratumKind::hypothesis,
      .title = "Lemma C.1 puts its hypotheses (sigma >= 4, the order condition) on sigma while its bound carries a "
               "sensitivity Delta; the cited result is for the noise multiplier sigma/Delta. Theorems 3 and 10 state "
               "them at sigma for a round whose noise multiplier is m sigma/(4 L gamma) (the proof's base) or sqrt(m) "
               "sigma/(4 L gamma) (the exact aggregate): at m = 1, L = gamma = 1, sigma = 4, n = 1000 the admissible "
               "order 155 has exact subsampled RDP 70.5 per round against the printed 1.55e-4",
      .where = "Lemma C.1 (L810-L812), Theorem 10 and its proof (L910-L916), Theorem 3 (L295)",
      .printed = {kPrefix + "lemmaC1.eps_samp", kPrefix + "lemmaC1.sensitivity", kPrefix + "thm10.subsampling_step",
                  kPrefix + "thm10.per_round", kPrefix + "thm3.central", kPrefix + "thm10.central",
                  kPrefix + "thm3.central_dp"},
      .corrected = {kPrefix + "lemmaC1.eps_samp_corrected", kPrefix + "lemmaC1.sensitivity_corrected",
                    kPrefix + "thm10.subsampling_step_corrected", kPrefix + "thm10.per_round_corrected",
                    kPrefix + "thm3.central_accountant"},
      .statement =
          "The bound 2 alpha q^2 Delta^2/sigma^2 is 2 alpha q^2/s^2 with s = sigma/Delta, the noise multiplier, and "
          "the subsampled Gaussian's RDP depends on s only; Mironov et al. and Altschuler & Talwar state the "
          "conditions for sensitivity 1, i.e. on s. Printed on sigma, they admit orders where the bound fails once "
          "Delta > 1: at q = 1/1000, sigma = 4, Delta = 4 (s = 1) the order 155 satisfies the printed condition and "
          "the exact Poisson-subsampled RDP is 70.5 against 2 alpha q^2 Delta^2/sigma^2 = 3.1e-4 (claim "
          "lemmaC1.sensitivity, certified). Theorem 10's proof applies the lemma to the round's base eps_loc/m^2 = "
          "alpha (4 L gamma/m)^2/(2 sigma^2), noise multiplier m sigma/(4 L gamma), but Theorems 3 and 10 state the "
          "conditions at sigma: they are right only when m >= 4 L gamma. At n = 1000, m = 1, L = gamma = 1, sigma = "
          "4 the order 155 is admissible as printed and the exact subsampled RDP of that base is 70.5 per round "
          "against the printed 16 alpha L^2 gamma^2/(n^2 sigma^2) = 1.55e-4 (claim thm10.subsampling_step). With "
          "the conditions at the multiplier both hold on every instance tried (claims lemmaC1.sensitivity_corrected, "
          "thm10.subsampling_step_corrected, which also uses the exact aggregate of E2); thm10.per_round_corrected "
          "now refuses parameters where they fail (it did not check them before this erratum). At App. E's m = 100, "
          "L = gamma = 1 the multipliers (200 for the base, 20 for the exact aggregate) exceed sigma = 8, so there "
          "the printed conditions are stricter than needed, not wrong.",
      .evidence = {E::claim_at(kPrefix + "lemmaC1.sensitivity", {1, 0, 16, 100}),
                   E::claim_at(kPrefix + "thm10.subsampling_step", {1000, 1, 8, 4, 100})},
      .privacy = true,
      .plain = "Theorems 3 and 10 can fail badly: the subsampling lemma's conditions use the wrong scale",
      .printed_text = "ε_samp ≤ 2αq²Δ²/σ² for q < 1/5, σ ≥ 4, α ≤ (M²σ²/2 − log(5σ²))/(M + log(qα) + 1/(2σ²)); "
                      "Theorems 3, 10 check these at σ",
      .corrected_text = "the conditions apply to σ/Δ: at m = 1, σ = 4, n = 1000 the admitted order 155 has exact "
                        "RDP 70.5 per round, not 1.55e-4",
      .sweep = std::nullopt});
  claim_err(
      "E25", ErratumKind::number,
      "Algorithm 4 restarts its aggregate from z_k = prox_{gamma r}(z^_k) (line 6: z^_{k+1} = z_k + (u_{k+1,i} - "
      "u_{k,i})/n), so for r != 0 it is not Algorithm 2 with one random block, as L321 and L779 state",
      "Section 5.4 (L317), Algorithm 4 (L324), Appendix B.3 (L779)", {kPrefix + "l779.single_block"},
      {kPrefix + "l779.single_block_corrected"},
      "Algorithm 1 with one random block on Algorithm 2's operator updates u_{k,i} with z = prox_{gamma r}(mean_j "
      "u_{k,j}) = prox_{gamma r}(mean u_{k-1} + Delta u/n); Algorithm 4 uses z_k = prox_{gamma r}(z_{k-1} + Delta "
      "u/n). The inputs agree whenever z_{k-1} = mean u_{k-1}, which holds at every step when r = 0; otherwise the "
      "outputs differ unless both inputs fall in the same flat part of the prox. With r = |z|_1/8, one Huber user "
      "and one step the two differ by 0.18 (hp runs with the same user sequence and noise, claim "
      "l779.single_block); keeping z^ (z^_{k+1} = z^_k + Delta u/n, z_{k+1} = prox_{gamma r}(z^_{k+1})) makes them "
      "agree to the working precision for every r (claim l779.single_block_corrected). The same restart is E19's for "
      "Algorithm 3.",
      {E::claim_at(kPrefix + "l779.single_block", {1, 0, 1, 1})},
      {.privacy = false,
       .plain = "Algorithm 4 is not Algorithm 2 with one random block, as claimed, when regularised",
       .printed_text =
           "Algorithm 4 is Algorithm 2 with a single random block per step (ẑ_{k+1} = z_k + (u_{k+1,i} − u_{k,i})/n)",
       .corrected_text = "equal only for r = 0 (0.18 apart after one step at r = ‖z‖₁/8); keeping ẑ (ẑ_{k+1} = ẑ_k + "
                         "Δu/n) makes them equal"});
  claim_err(
      "E26", ErratumKind::hypothesis,
      "Theorem 5 as transcribed (unweighted (13), chi from mu = 1 - min_b (p_b - tau_b/omega_b)) fails on instances "
      "with omega_b p_b > 1: scaling every omega_b by c > 1 scales both sides' weighted sums by c but lowers chi; "
      "without error it holds when max_b omega_b p_b <= 1, which Theorem 1's proof meets with equality (omega_b = "
      "1/q, p_b = q)",
      "Theorem 5 (L445-L470), proof of Theorem 1 (L490)", {kPrefix + "thm5.eq14"}, {kPrefix + "thm5.eq14_corrected"},
      "With one block, every block active (p_b = 1), lambda = 1, no error (alpha_k = 0, so [a]-[d] hold) and R(u) = "
      "u/2 (tau_b = 1/4 in (13)), omega = 7/4 satisfies tau < omega p, mu = 1 - (1 - tau/omega) = 1/7 and chi = "
      "1/7: (14) at k = 0 claims omega |u_1|^2 = (7/4)(1/4)|u_0|^2 = 0.4375 |u_0|^2 <= chi omega |u_0|^2 = 0.25 "
      "|u_0|^2, which fails (claim thm5.eq14, exact moments of Algorithm 1 with affine R); in this example (lambda "
      "= 1, a tight R) it fails exactly when omega p > 1, while at lambda = 1/4 and R = u/10 it holds for every omega. "
      "Without error, conditioning on the active blocks and Jensen's inequality give sum_b omega_b E|u_{k+1,b} - "
      "u*_b|^2 <= sum_b omega_b (1 - lambda (p_b - max_c (omega_c p_c) tau_b/omega_b)) |u_{k,b} - u*_b|^2, so the "
      "transcribed chi is valid when max_b omega_b p_b <= 1 (claim thm5.eq14_corrected, every instance inside the "
      "hypothesis, tight at the boundary). With errors (alpha_k > 0) the corrected statement is not checked here. "
      "Combettes and Pesquet's own statement could not be consulted on this machine; a weighted norm in (13) would "
      "also restore the scaling. Theorem 1's proof (omega_b = 1/q, p_b = q) is within the corrected hypothesis; its "
      "constant noise violates [b] (sum_k sqrt(alpha_k) = infinity), and whether (14) at a fixed k holds without [b] "
      "is not checked here, but (16) holds on every instance checked (thm1.affine_blocks, thm1.mc_nonlinear).",
      {E::claim_at(kPrefix + "thm5.eq14", {1, 1, 0, 16, 0, 50, 7, 4, 0})},
      {.privacy = false,
       .plain = "Theorem 5 as transcribed fails when a block's weight times its probability exceeds 1",
       .printed_text = "under [a]–[d] and max_b τ_b < ω_b·p_b, (14) holds with χ from μ = 1 − min_b (p_b − τ_b/ω_b)",
       .corrected_text = "without error it needs max_b ω_b·p_b ≤ 1: fails at ω = 7/4, p = 1 (0.4375 > 0.25); Theorem "
                         "1's ω_b = 1/q, p_b = q meet it"});
  return v;
}

}  // namespace
}  // namespace cyffers_bellet_basu

namespace {

std::vector<Withdrawn> withdrawn() {
  return {Withdrawn{
      .id = "cyffers_bellet_basu.E22",
      .title = "At App. E's setting (q = 1/10, delta = 1e-6, n = 1000) the order at which Theorem 3's central RDP "
               "converts best lies far outside Lemma C.1's admissible set (alpha_opt = 236 against alpha* = 11.25 at "
               "sigma = 8, K = 1000), so the closed form only gives its value at alpha*",
      .where = "Theorem 3 (L295), Lemma C.1 (L810), Appendix E (L1091-L1093)",
      .reason = "The numbers stand, but the paper states nothing they contradict: Appendix E says 'The conversion to "
                "Renyi DP is done numerically' (L1091) and never claims that Theorem 3's closed form, or an order "
                "inside Lemma C.1's set, gave Figure 1's budgets. An order outside the set is a limit of the closed "
                "form, not a false statement.",
      .now = "cyffers_bellet_basu.appE.optimal_order"}};
}

}  // namespace

Source cyffers_bellet_basu_source() {
  return Source{
      .id = "cyffers_bellet_basu",
      .name = "Cyffers, Bellet, Basu",
      .title = "From noisy fixed-point iterations to private ADMM for centralized and federated learning",
      .citation =
          "Cyffers, Bellet & Basu, From Noisy Fixed-Point Iterations to Private ADMM for Centralized and "
          "Federated Learning (ICML 2023)",
      .seed = "001_f6b2d9377dd6a993.txt",
      .notes =
          "Privacy: the Gaussian mechanism and the RDP conversion of Section 3.3, Lemma C.1 with its hypotheses and "
          "its "
          "admissible orders as a certified set (1, alpha*], Theorem 6's right side for Gaussian noise, Proposition 3, "
          "the sensitivities of Appendix C.2 (general A with certified |A|_2 and omega_A, and the consensus case), "
          "Theorems 2 and 8 (centralized), 7 (general A), 3 and 9 (local), 3 and 10 (central, with their "
          "hypotheses), Theorem 10's per-round value against the exact divergence of the server's aggregate, "
          "Theorem 4 (network) with its proof's values, and (eps, delta) at delta = 1e-6 (L1091) by the paper's "
          "conversion at the best admissible order, by zCDP conversions (the `_eps` twins) and by the accountant: "
          "Wang-Balle-Kasiviswanathan for Algorithm 3's fixed-size subsets without replacement (replace-one "
          "neighbours, the paper's relation, L99), the Poisson subsampled Gaussian for App. E's 10% user sampling "
          "with clipping (add/remove). Utility: Theorem 1 in both printings, its proof's constants (b, lambda, chi, "
          "A, eta of (18), Step 4's bounds, Step 5's lines), Lemma A.1's interval and roots, Combettes-Pesquet's "
          "Theorem 5 as transcribed, Proposition 1's and Remark 2's constants, Corollaries 5.1-5.3 with every "
          "O-constant 1 and the K they need, Remark 5's rates. 'log' and 'ln' are both read as natural logarithms. "
          "L, gamma, lambda, K, tau, the clipping threshold and the eps grid of App. E are not printed. LNNN are "
          "line numbers of the seed file.",
      .quantities = register_cyffers_bellet_basu,
      .reproductions = {},
      .errata = cyffers_bellet_basu::errata,
      .views = {},
      .withdrawn = withdrawn,
  };
}

}  // namespace privbound::bounds
