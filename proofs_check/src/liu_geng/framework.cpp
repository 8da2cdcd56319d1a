// Seed 003 (Liu et al.) claims on the framework matrices of Section II (hp at min(bits, 256), eigenvalues by
// Eigen's symmetric solver, compared at that precision's tolerance):
//   property1           Q_nu^{-1} <= I (L151-L158)
//   property2           Q_nu^{-1} <= Q_nu^{-1} G^ Q_nu^{-1}, G^ = Q_nu G~, G~ = gamma I - eta beta Q_nu^{-1} A^T A,
//                       gamma = 1 + eta beta |A^T A|_2 (L160)
//   property2.proof     the two '=' of Property 2's proof (L162-L170) as residuals
//   property3           (Q_nu^{-1})^2 <= Q_nu^{-1} (L177-L185)
//   eq9                 G^ >= I (L335-L342) with the printed gamma
//   eq9.experiments     G^ >= I at the experiments' gamma = 1 (L533) with A = [phi; I] (L525)
//   eq4_eq5             the minimiser of (4) is (5) (L232-L237); at nu = 0, (3) with G (L226)
// Instances: A of m x d_1 (m, d_1 <= 8) with entries k/4, eta = k/8, beta = k/8, nu = k/4 (k drawn).
#include <algorithm>
#include <string>
#include <vector>

#include "common.hpp"
#include "privbound/proofs_check/check_util.hpp"
#include "privbound/solvers/functions.hpp"

namespace privbound::proofs_check::liu_geng {
namespace {

using numeric::hp_float;
using numeric::HpMatrix;
using numeric::HpVector;
using solvers::Rng;

hp_float lambda_max(const HpMatrix& S) {
  Eigen::SelfAdjointEigenSolver<HpMatrix> es(S, Eigen::EigenvaluesOnly);
  return es.eigenvalues().maxCoeff();
}

// One instance: A (m x d_1), eta, beta, nu, and the matrices of L160, L226, L235 at gamma (printed, or 1).
struct Instance {
  HpMatrix A, AtA, Q, Qinv;
  hp_float eta, beta, nu, gamma, norm_AtA;
  std::vector<std::pair<std::string, std::string>> text;
};
// `experiments`: A = [phi; I] with phi the incidence matrix of a path on d_1 nodes with random extra edges (a
// synthetic stand-in for the sparsity pattern of L525, which the file does not give), gamma = 1.
Instance make_instance(long m, long d1, long seed, long nu4, bool gamma_one, bool experiments) {
  // nu = k/4; a negative k (the controls of Properties 1 and 3) gives nu = -1/8, where Q_nu is still invertible
  Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 3003u);
  Instance in;
  if (experiments) {
    std::vector<std::pair<long, long>> edges;
    for (long i = 0; i + 1 < d1; ++i) edges.emplace_back(i, i + 1);
    for (long e = 0; e < m; ++e) {
      const long i = solvers::uniform_int(rng, 0, d1 - 1), j = solvers::uniform_int(rng, 0, d1 - 1);
      if (i != j) edges.emplace_back(std::min(i, j), std::max(i, j));
    }
    in.A = HpMatrix::Zero(static_cast<long>(edges.size()) + d1, d1);
    for (std::size_t r = 0; r < edges.size(); ++r) {
      in.A(static_cast<long>(r), edges[r].first) = 1;
      in.A(static_cast<long>(r), edges[r].second) = -1;
    }
    for (long i = 0; i < d1; ++i) in.A(static_cast<long>(edges.size()) + i, i) = 1;
  } else {
    in.A = solvers::to_hp(
        solvers::random_rational_matrix(rng, static_cast<std::size_t>(m), static_cast<std::size_t>(d1), 8, 4));
  }
  in.eta = hp_float(solvers::uniform_int(rng, 1, 16)) / 8;
  in.beta = hp_float(solvers::uniform_int(rng, 1, 16)) / 8;
  in.nu = nu4 >= 0 ? hp_float(hp_float(nu4) / 4) : hp_float(hp_float(-1) / 8);
  in.AtA = in.A.transpose() * in.A;
  in.norm_AtA = lambda_max(in.AtA);
  in.gamma = gamma_one ? hp_float(1) : hp_float(1 + in.eta * in.beta * in.norm_AtA);
  in.Q = q_matrix(d1, in.nu);
  in.Qinv = in.Q.inverse();
  in.text = {{"A", experiments ? "[phi; I], phi an incidence matrix (" + str(in.A.rows() - d1) + " edges)"
                               : str(m) + " x " + str(d1) + ", entries k/4, seed " + str(seed)},
             {"d1", str(d1)},
             {"nu", nu4 >= 0 ? str(nu4) + "/4" : std::string("-1/8")},
             {"eta", in.eta.str(6)},
             {"beta", in.beta.str(6)},
             {"gamma", gamma_one ? "1 (the experiments', L533)" : "1 + eta beta |A^T A|_2 (printed)"}};
  return in;
}

// G^ = Q G~ = gamma Q - eta beta A^T A.
HpMatrix g_hat(const Instance& in) { return in.gamma * in.Q - in.eta * in.beta * in.AtA; }

// lambda_max(S) <= 0 at the precision's tolerance (scale: the largest |entry| of the compared matrices).
Verdict psd_le_zero(const HpMatrix& S, double scale, unsigned w, const Instance& in, const std::string& what) {
  const hp_float lm = lambda_max((S + S.transpose()) / 2);
  Verdict v = verdict_le(to_d(lm), 0.0, std::max(1.0, scale), tolerance(w));
  v.note = "largest eigenvalue of " + what + ": " + lm.str(8);
  v.instance = in.text;
  return v;
}

enum class Which { property1, property2, property3, eq9 };

Verdict order_check(Which which, long m, long d1, long seed, long nu4, bool gamma_one, bool experiments,
                    unsigned bits) {
  const unsigned w = hp_bits(bits);
  numeric::ScopedHpPrecision prec(w);
  const Instance in = make_instance(m, d1, seed, nu4, gamma_one, experiments);
  const long n = d1;
  const HpMatrix I = HpMatrix::Identity(n, n);
  switch (which) {
    case Which::property1:
      return psd_le_zero(in.Qinv - I, 1.0, w, in, "Q_nu^{-1} - I");
    case Which::property3:
      return psd_le_zero(in.Qinv * in.Qinv - in.Qinv, 1.0, w, in, "(Q_nu^{-1})^2 - Q_nu^{-1}");
    case Which::property2: {
      const HpMatrix S = in.Qinv - in.Qinv * g_hat(in) * in.Qinv;
      return psd_le_zero(S, to_d(in.gamma), w, in, "Q_nu^{-1} - Q_nu^{-1} G^ Q_nu^{-1}");
    }
    case Which::eq9:
      return psd_le_zero(I - g_hat(in), to_d(in.gamma * (1 + 4 * in.nu)), w, in, "I - G^");
  }
  return undecided("unknown");
}

// Property 2's proof: R1 = (Q^{-1} - Q^{-1} G^ Q^{-1}) - (eta beta Q^{-1} A^T A Q^{-1} - eta beta |A^T A| Q^{-1})
// and R2 = that - (eta beta Q^{-1}(A^T A - |A^T A| I) Q^{-1} + eta beta (Q^{-1} - I)|A^T A| Q^{-1}); the control
// drops the last term of the second line.
Verdict proof_check(long m, long d1, long seed, long nu4, bool control, unsigned bits) {
  const unsigned w = hp_bits(bits);
  numeric::ScopedHpPrecision prec(w);
  const Instance in = make_instance(m, d1, seed, nu4, false, false);
  const HpMatrix I = HpMatrix::Identity(d1, d1);
  const hp_float eb = in.eta * in.beta;
  const HpMatrix lhs = in.Qinv - in.Qinv * g_hat(in) * in.Qinv;
  const HpMatrix line1 = eb * in.Qinv * in.AtA * in.Qinv - eb * in.norm_AtA * in.Qinv;
  HpMatrix line2 = eb * in.Qinv * (in.AtA - in.norm_AtA * I) * in.Qinv;
  if (!control) line2 += eb * (in.Qinv - I) * in.norm_AtA * in.Qinv;
  const hp_float r1 = (lhs - line1).norm(), r2 = (line1 - line2).norm();
  const double scale = std::max(1.0, to_d(eb * in.norm_AtA));
  Verdict v = verdict_le(to_d(std::max(r1, r2)), 0.0, scale, tolerance(w));
  v.note = "residual of the first '=' " + r1.str(6) + ", of the second " + r2.str(6);
  v.instance = in.text;
  if (control) v.instance.emplace_back("control", "the term eta beta (Q^{-1} - I)|A^T A| Q^{-1} dropped");
  return v;
}

// (4) against (5): the minimiser of G_t^T x + |x - x_t|^2_{Q G~}/(2 eta) + (beta/2)|A x + w|^2 (w = B y_{t+1} - c +
// lambda_t, drawn) by its first-order condition ((Q G~)/eta + beta A^T A) x = (Q G~) x_t/eta - G_t - beta A^T w,
// solved densely, against (5) x_t - (eta/gamma) Q^{-1}(G_t + beta A^T (A x_t + w)). The control leaves Q^{-1} out of
// (5).
Verdict eq45_check(long m, long d1, long seed, long nu4, bool control, unsigned bits) {
  const unsigned w = hp_bits(bits);
  numeric::ScopedHpPrecision prec(w);
  const Instance in = make_instance(m, d1, seed, nu4, false, false);
  Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 4005u);
  const HpVector xt = solvers::to_hp(solvers::random_rational_matrix(rng, static_cast<std::size_t>(d1), 1, 8, 4));
  const HpVector Gt = solvers::to_hp(solvers::random_rational_matrix(rng, static_cast<std::size_t>(d1), 1, 8, 4));
  const HpVector wv = solvers::to_hp(solvers::random_rational_matrix(rng, static_cast<std::size_t>(m), 1, 8, 4));
  const HpMatrix QG = g_hat(in);  // Q G~ = gamma Q - eta beta A^T A (symmetric)
  const HpMatrix H = QG / in.eta + in.beta * in.AtA;
  const HpVector x4 = H.partialPivLu().solve(HpVector(QG * xt / in.eta - Gt - in.beta * in.A.transpose() * wv));
  const HpVector g = Gt + in.beta * in.A.transpose() * (in.A * xt + wv);
  const HpVector x5 = control ? HpVector(xt - in.eta / in.gamma * g) : HpVector(xt - in.eta / in.gamma * (in.Qinv * g));
  const hp_float gap = (x4 - x5).norm();
  Verdict v = verdict_le(to_d(gap), 0.0, std::max(1.0, to_d(x4.norm())), tolerance(w));
  v.note = "|argmin (4) - (5)| = " + gap.str(6);
  v.instance = in.text;
  if (control) v.instance.emplace_back("control", "(5) without Q_nu^{-1}");
  return v;
}

}  // namespace

std::vector<Claim> framework_claims() {
  std::vector<Claim> out;
  // eta, beta are drawn from the seed; m is named only inside the "A" text
  Space s{{{"m", 1, 8}, {"d1", 1, 8}, {"seed", 0, 999999}, {"nu_4", 0, 40}},
          {{1, 1, 0, 0}, {3, 4, 1, 4}, {8, 8, 2, 40}, {2, 5, 3, 1}},
          {reach("d1", 1, 8), reach("nu", 0, 10)}};  // d1 in [1, 8], nu = k/4, k in [0, 40] (edges at both ends)
  const Space ctl{{{"d1", 2, 8}}, {{2}, {8}}};
  {
    Claim c = make(
        "liu_geng.property1", "Property 1 (L151-L158)", "Q_nu^{-1} <= I_{d_1}.", "nu = k/4 >= 0", s,
        [](const Point& p, unsigned bits) {
          return order_check(Which::property1, p[0], p[1], p[2], p[3], false, false, bits);
        },
        ctl, "nu = -1/8 (outside nu >= 0)",
        [](const Point& p, unsigned bits) {
          return order_check(Which::property1, 2, p[0], 0, -1, false, false, bits);
        });
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "liu_geng.property3", "Property 3 (L177-L185)", "(Q_nu^{-1})^2 <= Q_nu^{-1}.", "nu = k/4 >= 0", s,
        [](const Point& p, unsigned bits) {
          return order_check(Which::property3, p[0], p[1], p[2], p[3], false, false, bits);
        },
        ctl, "nu = -1/8 (outside nu >= 0)",
        [](const Point& p, unsigned bits) {
          return order_check(Which::property3, 2, p[0], 0, -1, false, false, bits);
        });
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "liu_geng.property2", "Property 2 (L160)",
        "Q_nu^{-1} <= Q_nu^{-1} G^ Q_nu^{-1} with G^ = Q_nu G~, G~ = gamma I - eta beta Q_nu^{-1} A^T A, gamma = 1 + "
        "eta beta |A^T A|_2.",
        "nu = k/4 >= 0, eta, beta > 0, any A", s,
        [](const Point& p, unsigned bits) {
          return order_check(Which::property2, p[0], p[1], p[2], p[3], false, false, bits);
        },
        ctl, "gamma = 1 (the experiments' value, L533) in place of 1 + eta beta |A^T A|_2",
        [](const Point& p, unsigned bits) { return order_check(Which::property2, 3, p[0], 1, 4, true, false, bits); });
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "liu_geng.property2.proof", "Property 2's proof (L162-L170)",
        "Q^{-1} - Q^{-1} G^ Q^{-1} = eta beta Q^{-1} A^T A Q^{-1} - eta beta |A^T A|_2 Q^{-1} = eta beta Q^{-1}(A^T A "
        "- "
        "|A^T A|_2 I) Q^{-1} + eta beta (Q^{-1} - I)|A^T A|_2 Q^{-1}.",
        "as Property 2", s,
        [](const Point& p, unsigned bits) { return proof_check(p[0], p[1], p[2], p[3], false, bits); }, ctl,
        "the second line without its last term, nu = 1",
        [](const Point& p, unsigned bits) { return proof_check(3, p[0], 1, 4, true, bits); });
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "liu_geng.eq9", "(9) (L335-L342)",
        "G^ = Q_nu G~ = gamma Q_nu - eta beta A^T A >= I_{d_1} with gamma = 1 + eta beta |A^T A|_2.",
        "nu = k/4 >= 0, eta, beta > 0, any A", s,
        [](const Point& p, unsigned bits) {
          return order_check(Which::eq9, p[0], p[1], p[2], p[3], false, false, bits);
        },
        ctl, "gamma = 1 (the experiments' value, L533)",
        [](const Point& p, unsigned bits) { return order_check(Which::eq9, 3, p[0], 1, 4, true, false, bits); });
    out.push_back(std::move(c));
  }
  {
    Space e{{{"extra_edges", 0, 8}, {"d1", 2, 8}, {"seed", 0, 999999}, {"nu_4", 0, 40}},
            {{0, 2, 0, 0}, {2, 5, 1, 8}, {8, 8, 2, 40}},
            {reach("d1", 2, 8), reach("nu", 0, 10)}};  // d1 in [2, 8], nu = k/4, k in [0, 40] (edges at both ends)
    Claim c = make(
        "liu_geng.eq9.experiments", "(9) (L335-L342) at the experiments' gamma = 1 (L533) and A = [phi; I] (L525)",
        "G^ = gamma Q_nu - eta beta A^T A >= I_{d_1} at gamma = 1 with A = [phi; I] (phi a graph incidence matrix, a "
        "synthetic stand-in for the sparsity pattern of [44]).",
        "gamma = 1 'as in [21]', eta, beta > 0, nu = k/4 >= 0", e,
        [](const Point& p, unsigned bits) { return order_check(Which::eq9, p[0], p[1], p[2], p[3], true, true, bits); },
        ctl, "the same with no extra edges, seed 0, nu = 1",
        [](const Point& p, unsigned bits) { return order_check(Which::eq9, 0, p[0], 0, 4, true, true, bits); });
    c.expected = {Status::violated, "liu_geng.E2"};
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "liu_geng.eq4_eq5", "(4), (5) (L232-L237); (3) with G at nu = 0 (L226)",
        "The minimiser of G_t^T x + |x - x_t|^2_{Q_nu G~}/(2 eta) + (beta/2)|A x + B y_{t+1} - c + "
        "lambda_t|^2 is x_t - (eta/gamma) Q_nu^{-1}(G_t + beta A^T (A x_t + B y_{t+1} - c + lambda_t)).",
        "gamma = 1 + eta beta |A^T A|_2, nu = k/4 >= 0, G_t, x_t, B y_{t+1} - c + lambda_t drawn", s,
        [](const Point& p, unsigned bits) { return eq45_check(p[0], p[1], p[2], p[3], false, bits); }, ctl,
        "(5) without Q_nu^{-1}, nu = 1",
        [](const Point& p, unsigned bits) { return eq45_check(3, p[0], 1, 4, true, bits); });
    out.push_back(std::move(c));
  }
  return out;
}

}  // namespace privbound::proofs_check::liu_geng
