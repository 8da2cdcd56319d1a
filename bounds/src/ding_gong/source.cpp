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
      .kind = ErratumKind::proof_gap,
      .title = "Lemma 4's proof evaluates grad f_i(x_i^{k+1}, D_i) and grad f_i(x_i^{k+1}, D^_i) at one point, but the "
               "solutions of (10) for D_i and D^_i differ: the '=' at L195 is false; the lemma survives by strong "
               "monotonicity",
      .where = "Lemma 4, proof (L189-L197)",
      .printed = {P + "lemma4.proof_eq"},
      .corrected = {P + "lemma4.proof_supported"},
      .statement =
          "(10) is implicit: x_i^{k+1} solves grad f_i(x) + 2 eta |V_i| x = c with c fixed by the other inputs. The "
          "proof writes the solutions for D_i and D^_i with the same x_i^{k+1} inside the gradient and concludes "
          "|x_D - x_D^| = (1/(2 eta |V_i|)) |grad f_i(x_i^{k+1}, D_i) - grad f_i(x_i^{k+1}, D^_i)|. The two solutions "
          "differ, so that '=' holds at no common point in general. Counterexample (claim lemma4.proof_eq; an "
          "independent mpmath root-finding agrees): d = 1, one record a = 1.5 with label 1, replaced by a = 2; eta = "
          "1/4, |V_i| = 1, x_i^k = 1.5, sum_j x_j^k = 0.75, alpha_i^k = -1: x_D = 3.151326, x_D^ = 3.132591, |x_D - "
          "x_D^| = 0.018735, while the proof's right side is 0.019014 at x = x_D (0.019479 at x = x_D^). What holds: "
          "(10)'s operator grad f_i + 2 eta |V_i| I is 2 eta |V_i|-strongly monotone, which gives |x_D - x_D^| <= "
          "(1/(2 eta |V_i|)) |grad f_i(x_D^, D_i) - grad f_i(x_D^, D^_i)| <= V/(eta |V_i|) (claims "
          "lemma4.proof_supported and lemma4 hold on every instance), so Lemma 4 itself stands.",
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
