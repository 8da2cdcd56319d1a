// Ding et al. (seed 002) as a source: its citation (the only place it is spelled), its quantities
// (register.cpp), its errata (below, as data with live evidence).
#include "privbound/bounds/source.hpp"

namespace privbound::bounds {

void register_ding_gong(Registry& r);

namespace ding_gong {
namespace {

const std::string P = "ding_gong.";

std::vector<Erratum> errata() {
  using E = Evidence;
  std::vector<Erratum> v;
  v.push_back(Erratum{
      .id = P + "E1",
      .kind = ErratumKind::slip,
      .title = "Lemma 4's proof writes grad f_i(x_i^{k+1}, D_i) - grad f_i(x_i^{k+1}, D^_i) with one x_i^{k+1}, but "
               "(10)'s solutions for D_i and D^_i differ: read literally the '=' at L195 is false; with each gradient "
               "at its own solution it is an identity and the proof is complete",
      .where = "Lemma 4, proof (L189-L197)",
      .printed = {P + "lemma4.proof_eq"},
      .corrected = {P + "lemma4.proof_own_points", P + "lemma4.proof_supported"},
      .statement =
          "(10) is implicit: x_i^{k+1} solves grad f_i(x) + 2 eta |V_i| x = c with c fixed by the other inputs. The "
          "displays at L191-L193 write the two solutions x_{i,D_i}^{k+1}, x_{i,D^_i}^{k+1} but put the same symbol "
          "x_i^{k+1} inside both gradients, and L195 concludes |x_D - x_D^| = (1/(2 eta |V_i|)) |grad f_i(x_i^{k+1}, "
          "D_i) - grad f_i(x_i^{k+1}, D^_i)|. Read with one common point this '=' is false. Counterexample (claim "
          "lemma4.proof_eq; an independent mpmath root-finding agrees): d = 1, one record a = 1.5 with label 1, "
          "replaced by a = 2; eta = 1/4, |V_i| = 1, x_i^k = 1.5, sum_j x_j^k = 0.75, alpha_i^k = -1: x_D = 3.151326, "
          "x_D^ = 3.132591, |x_D - x_D^| = 0.018735, while the right side is 0.019014 at x = x_D (0.019479 at x = "
          "x_D^). Read with each gradient at its own display's solution, the '=' is an identity of (10) (claim "
          "lemma4.proof_own_points holds) and the final '<= V/(eta |V_i|)' follows by the triangle inequality, so "
          "the proof is complete up to notation; strong monotonicity of (10) gives the sharper |x_D - x_D^| <= (1/(2 "
          "eta |V_i|)) |grad f_i(x_D^, D_i) - grad f_i(x_D^, D^_i)| (lemma4.proof_supported). Lemma 4 holds (claim "
          "lemma4).",
      .evidence = {E::claim_at(P + "lemma4.proof_eq", {0, 1, 1, 1, 1})}});
  return v;
}

}  // namespace
}  // namespace ding_gong

Source ding_gong_source() {
  return Source{
      .id = "ding_gong",
      .name = "Ding, Gong, Zhang, Pan, Han",
      .title = "Optimal Differentially Private ADMM for Distributed Machine Learning",
      .citation = "Ding, Gong, Zhang, Pan & Han, Optimal Differentially Private ADMM for Distributed Machine Learning",
      .seed = "002_4ec187a924727ee0.txt",
      .notes =
          "Section III: Lemma 4's sensitivity, the decaying variance schedule (sigma^2)^{k+1} = R (sigma^2)^k, "
          "Theorem 2's per-iteration rho_i^k, Theorem 3's total (as the sum and the printed closed form) and its "
          "epsilon by Lemma 3, and the initial variance for a target epsilon. Settings: delta = 1e-4, N = 5, "
          "R = 0.995, total eps in {5, 10}, K = 50; eta, V, the variances and the topology are not printed "
          "(the configurations take eta = V = 1 and a ring). L.NNN are line numbers of the seed file.",
      .quantities = register_ding_gong,
      .reproductions = {},
      .errata = ding_gong::errata,
      .views = {},
  };
}

}  // namespace privbound::bounds
