// Cyffers, Bellet & Basu (seed 001) as a source: its citation (the only place it is spelled), its quantities
// (register.cpp), its errata (below, as data with live evidence).
#include "privbound/bounds/source.hpp"

#include "privbound/bounds/cyffers_bellet_basu/settings.hpp"

namespace privbound::bounds {

void register_cyffers_bellet_basu(Registry& r);

namespace cyffers_bellet_basu {
namespace {

const std::string P = "cyffers_bellet_basu.";

std::vector<Erratum> errata() {
  using E = Evidence;
  std::vector<Erratum> v;
  v.push_back(Erratum{
      .id = P + "E1",
      .kind = ErratumKind::number,
      .title =
          "Appendix C.2 takes phi(x) = |Ax + Bz + u + c|^2/(2 gamma) to be omega_A/gamma-strongly convex; its Hessian "
          "A^T A/gamma gives omega_A^2/gamma, so (27) and Theorem 7's (29) are too small by 1/omega_A and "
          "1/omega_A^2 whenever omega_A < 1",
      .where = "Appendix C.2 (L826-L850), Theorem 7 (L869-L880)",
      .printed = {P + "sensC2.general", P + "thm7.rdp"},
      .corrected = {P + "sensC2.general_corrected", P + "thm7.rdp_corrected"},
      .statement =
          "The text computes the Hessian of phi as A^T A/gamma (L836), then writes the condition on the smallest "
          "eigenvalue of A^T A as 'the same condition on the smallest singular value omega_A' and concludes that phi "
          "is omega_A/gamma-strongly convex (L839-L841). The smallest eigenvalue of A^T A is omega_A^2, so the "
          "modulus is omega_A^2/gamma, the argmin sensitivity 2 L gamma/(n omega_A^2) and (27) 4 lambda L gamma "
          "|A|_2/(n omega_A^2). At A = diag(1, 1/2) the printed (27) is 4 lambda L gamma/n against 8 lambda L gamma/n "
          "(the sensitivity is attained: an absolute loss on the second coordinate moves the argmin by 2 L gamma/(n "
          "omega_A^2)), and Theorem 7's RDP is 4 times too small. For omega_A >= 1 the printed forms are larger than "
          "the corrected ones and stay valid.",
      .evidence = {
          E::less("(27) at A = diag(1, 1/2), n = 1000: printed below corrected",
                  {P + "sensC2.general", {{"A", "1,0;0,1/2"}, {"n", "1000"}}},
                  {P + "sensC2.general_corrected", {{"A", "1,0;0,1/2"}, {"n", "1000"}}}),
          E::less("Theorem 7 at A = diag(1, 1/2): printed RDP below the corrected one",
                  {P + "thm7.rdp", {{"alpha", "10"}, {"K", "1000"}, {"A", "1,0;0,1/2"}, {"n", "1000"}, {"sigma", "8"}}},
                  {P + "thm7.rdp_corrected",
                   {{"alpha", "10"}, {"K", "1000"}, {"A", "1,0;0,1/2"}, {"n", "1000"}, {"sigma", "8"}}})}});
  v.push_back(Erratum{
      .id = P + "E2",
      .kind = ErratumKind::number,
      .title =
          "Theorem 10's proof divides the local loss by m^2 for the aggregation of m users; the server's aggregate "
          "of m independently noised updates has noise variance m lambda^2 sigma^2 and the same sensitivity, so "
          "the exact divergence is eps_loc/m, and the central round is 2m times the printed value by Lemma C.1",
      .where = "proof of Theorem 10 (L914-L916), Remark 4 (L305), Theorem 3 (L295)",
      .printed = {P + "thm10.per_round", P + "thm3.central", P + "thm10.central"},
      .corrected = {P + "thm10.aggregate_exact", P + "thm10.per_round_corrected"},
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
          "sigma^2)). Theorem 3's and Theorem 10's 16 alpha K L^2 gamma^2/(sigma^2 n^2) is then 2m times too small; "
          "Remark 4's 1/m^2 amplification under secure aggregation is 1/m.",
      .evidence = {
          E::less("one round at n = 1000, m = 100 (App. E), sigma = 8, alpha = 4: printed below corrected",
                  {P + "thm10.per_round", {{"alpha", "4"}, {"n", "1000"}, {"m", "100"}, {"sigma", "8"}}},
                  {P + "thm10.per_round_corrected", {{"alpha", "4"}, {"n", "1000"}, {"m", "100"}, {"sigma", "8"}}})}});
  v.push_back(Erratum{
      .id = P + "E3",
      .kind = ErratumKind::number,
      .title =
          "Theorem 1's proof fixes lambda = (1 - q/(2(1 + c)))/(1 - b), which exceeds 1 (Theorem 1 asserts lambda "
          "in (0, 1], and Combettes-Pesquet's result needs it) unless b <= q/(2(1 + c)): at tau = 9/10, q = 1, c = "
          "1 it is 14.6",
      .where = "Theorem 1 (L171, L483), proof of Theorem 1 (L516-L526), Lemma A.1 (L604-L608)",
      .printed = {P + "thm1.lambda"},
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
                            {P + "thm1.lambda", {{"tau", "9/10"}, {"c", "1"}}}, "1"),
                   E::above("Lemma A.1's lower end at tau = 9/10, q = 1, c = 1",
                            {P + "lemmaA1.lambda_interval", {{"tau", "9/10"}, {"c", "1"}}}, "1")}});
  v.push_back(Erratum{
      .id = P + "E4",
      .kind = ErratumKind::number,
      .title =
          "Remark 5 gives the federated utility as O~(sqrt(p alpha/(eps m))); Corollary 5.2's first term is "
          "sqrt(p alpha) L gamma/(sqrt(eps r) n (1 - tau)) = O~(sqrt(p alpha/(eps m n))), which is what makes m = n "
          "recover the centralized rate",
      .where = "Remark 5 (L351), Corollary 5.2 (L309)",
      .printed = {P + "remark5.rates"},
      .corrected = {P + "remark5.federated_corrected"},
      .statement =
          "With r = m/n, sqrt(eps r) n = sqrt(eps m n). Remark 5's sqrt(p alpha/(eps m)) at m = n is sqrt(p alpha/(eps "
          "n)), the decentralized rate, not the centralized sqrt(p alpha/eps)/n it claims to recover; the corrected "
          "sqrt(p alpha/(eps m n)) gives the centralized rate at m = n and the decentralized one at m = 1, as the "
          "remark says. At p = 64, alpha = 10, eps = 1, n = 1000, m = 100 the printed rate is 31.6 times the "
          "corrected one (sqrt(n)).",
      .evidence = {
          E::greater("p = 64, alpha = 10, eps = 1, n = 1000, m = 100: printed above corrected",
                     {P + "remark5.rates", {{"p", "64"}, {"alpha", "10"}, {"eps", "1"}, {"n", "1000"}, {"m", "100"}}},
                     {P + "remark5.federated_corrected",
                      {{"p", "64"}, {"alpha", "10"}, {"eps", "1"}, {"n", "1000"}, {"m", "100"}}})}});
  v.push_back(Erratum{
      .id = P + "E5",
      .kind = ErratumKind::number,
      .title = "L343 states that Theorem 4 amplifies the local guarantee by O(ln n/n^2); at equal participations K_i "
               "the ratio of Theorem 4 to Theorem 3's local RDP is ln n/n",
      .where = "Section 5.4 (L343), Theorem 4 (L337), Theorem 3 (L295)",
      .printed = {P + "sec5.amplification_text"},
      .corrected = {P + "sec5.thm4_over_local"},
      .statement =
          "Theorem 4: 8 alpha K_i L^2 gamma^2 ln n/(sigma^2 n); Theorem 3 (local): 8 alpha K_i L^2 gamma^2/sigma^2. "
          "The "
          "ratio is ln n/n, n times the stated ln n/n^2 (at n = 1000: 6.9e-3 against 6.9e-6). The second half of the "
          "sentence holds: with K_i = K/n, Theorem 4 is ln n times Theorem 2 (quantity sec5.thm4_over_central).",
      .evidence = {
          E::less("n = 1000: the stated factor below the ratio of the two theorems",
                  {P + "sec5.amplification_text", {{"n", "1000"}}},
                  {P + "sec5.thm4_over_local", {{"alpha", "4"}, {"K_i", "100"}, {"n", "1000"}, {"sigma", "8"}}})}});
  return v;
}

}  // namespace
}  // namespace cyffers_bellet_basu

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
          "L, gamma, lambda, K, tau, the clipping threshold and the eps grid of App. E are not printed. L.NNN are "
          "line numbers of the seed file.",
      .quantities = register_cyffers_bellet_basu,
      .reproductions = {},
      .errata = cyffers_bellet_basu::errata,
      .views = {},
  };
}

}  // namespace privbound::bounds
