// Seed 002 (Ding et al.) claims, first wave: the privacy side of Section III.
//   lemma4                  Lemma 4 on instances: (10) solved for neighbouring datasets (one record of a
//                           logistic f_i replaced, the other inputs fixed as in the proof) and |x_D - x_D^|
//                           <= V/(eta |V_i|) with V = (1/n) sum_n |a_n|, the sup of |grad f_i| on R^d
//   lemma4.proof_eq         the proof's "=" (L195): |x_D - x_D^| = (1/(2 eta |V_i|)) |grad f_i(x, D) -
//                           grad f_i(x, D^)| with one x = x^{k+1} (taken as x_D) in both gradients
//   lemma4.proof_supported  what holds instead (strong monotonicity of (10)): |x_D - x_D^| <= (1/(2 eta
//                           |V_i|)) |grad f_i(x_D^, D) - grad f_i(x_D^, D^)|
//   thm3.closed_form        sum_{k=0}^{K-1} R^{-k} = (1 - R^K)/(R^{K-1} - R^K) in exact rationals (L231)
//   thm2.renyi              L209: D_tau(N(a, s^2 I) || N(b, s^2 I)) = tau |a - b|^2/(2 s^2), the integral
//                           computed by quadrature
//   graph.laplacians        L81-L83, L263: with A_1, A_2 built from L57, L_+ = D + Adj (signless Laplacian),
//                           L_- = D - Adj (signed Laplacian), M = D exactly; L_- 1 = 0 and lambda_2(L_-) > 0
//                           certified (L_- >= 0, Null(L_-) = span{1}, hence Null(Q) = span{1})
//   def1.gaussian_tail      Lemma 3's eps = rho + 2 sqrt(rho ln(1/delta)) for a Gaussian mechanism (privacy
//                           loss Z ~ N(rho, 2 rho)): P(|Z| > eps) <= delta (Definition 1, L97-L101) and the
//                           hockey-stick delta(eps) <= delta (certified normal CDFs)
#include <algorithm>
#include <string>
#include <vector>

#include "common.hpp"
#include "privbound/bounds/accounting/conversions.hpp"
#include "privbound/bounds/accounting/gaussian.hpp"
#include "privbound/bounds/ding_gong/ding_gong.hpp"
#include "privbound/bounds/ding_gong/graph.hpp"
#include "privbound/proofs_check/check_util.hpp"
#include "privbound/proofs_check/ding_gong/ding_gong.hpp"
#include "privbound/solvers/ding_gong/padmm.hpp"

namespace privbound::proofs_check::ding_gong {
namespace {

using numeric::hp_float;
using numeric::HpVector;
using numeric::Interval;
using numeric::Rational;
using solvers::Rng;

// ---- Lemma 4 -------------------------------------------------------------------------------------
// One agent's x-update (10) for a logistic f_i (n records of dimension d, entries k/2 in [-2, 2]) and
// the same with record r replaced (the neighbouring dataset); x_i, sum_j x_j, alpha_i drawn (k/4);
// eta = k/4, degree in [1, 4].
struct Lemma4Instance {
  solvers::SmoothFunction f, f_hat;
  hp_float eta, V, smooth;
  long degree = 1;
  HpVector xD, xDhat;
  std::vector<std::pair<std::string, std::string>> text;
};

numeric::Result<Lemma4Instance> lemma4_instance(long seed, long d, long n, long degree, long eta_q, unsigned bits) {
  Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 202u);
  Lemma4Instance L;
  L.degree = degree;
  L.eta = hp_float(eta_q) / 4;
  const auto D = static_cast<std::size_t>(d), N = static_cast<std::size_t>(n);
  L.f = solvers::make_logistic(rng, D, N, Rational(0), bits);
  L.f_hat = L.f;
  const long r = solvers::uniform_int(rng, 0, n - 1);
  // the replacement (a', y') must change the loss: not (a, y), not (-a, -y) (the same logistic term), not
  // a zero record (the controls need a nonzero gradient difference); redrawn until it does
  numeric::RationalMatrix row(1, D);
  long label = 1;
  auto same_term = [&](int sign) {
    if (hp_float(label) != sign * L.f.labels(r)) return false;
    for (std::size_t j = 0; j < D; ++j)
      if (row(0, j) != Rational(sign) * L.f.H_exact(static_cast<std::size_t>(r), j)) return false;
    return true;
  };
  for (int tries = 0; tries < 64; ++tries) {
    row = solvers::random_rational_matrix(rng, 1, D, 4, 2);
    label = solvers::uniform_int(rng, 0, 1) ? 1 : -1;
    bool zero = true;
    for (const auto& x : row.data) zero = zero && x == Rational(0);
    if (!zero && !same_term(1) && !same_term(-1)) break;
  }
  for (std::size_t j = 0; j < D; ++j) L.f_hat.H_exact(static_cast<std::size_t>(r), j) = row(0, j);
  L.f_hat.H = solvers::to_hp(L.f_hat.H_exact);
  L.f_hat.labels(r) = label;
  // V = max over both datasets of (1/n) sum_n |a_n| >= sup_x |grad f_i(x)| (each term sigma(.) |a_n| <= |a_n|);
  // smoothness <= max |a_n|^2/4
  for (const auto* g : {&L.f, &L.f_hat}) {
    hp_float s = 0;
    for (Eigen::Index i = 0; i < g->H.rows(); ++i) {
      s += g->H.row(i).norm();
      L.smooth = std::max<hp_float>(L.smooth, g->H.row(i).squaredNorm() / 4);
    }
    L.V = std::max<hp_float>(L.V, s / n);
  }
  L.f.nu = L.f_hat.nu = L.smooth;  // f_hat's copied certified constant would be stale
  auto vec = [&](long lo, long hi) {
    HpVector v(d);
    for (long i = 0; i < d; ++i) v(i) = hp_float(solvers::uniform_int(rng, lo, hi)) / 4;
    return v;
  };
  const HpVector xi = vec(-8, 8), nsum = vec(-8 * degree, 8 * degree), alpha = vec(-8, 8);
  auto a = solvers::ding_gong::x_update(L.f, L.smooth, L.eta, degree, xi, nsum, alpha);
  auto b = solvers::ding_gong::x_update(L.f_hat, L.smooth, L.eta, degree, xi, nsum, alpha);
  if (!a.ok()) return a.error();
  if (!b.ok()) return b.error();
  L.xD = *a;
  L.xDhat = *b;
  L.text = {{"seed", str(seed)},
            {"f_i", "logistic, records " + solvers::matrix_text(L.f.H_exact) + ", labels " +
                        solvers::matrix_text(numeric::HpMatrix(L.f.labels.transpose()), 3)},
            {"neighbouring record",
             "row " + str(r) + " -> " + solvers::matrix_text(row) + ", label " + L.f_hat.labels(r).str(2)},
            {"eta", L.eta.str(6)},
            {"|V_i|", str(degree)},
            {"x_i^k, sum_j x_j^k, alpha_i^k", solvers::matrix_text(numeric::HpMatrix(xi.transpose())) + "; " +
                                                  solvers::matrix_text(numeric::HpMatrix(nsum.transpose())) + "; " +
                                                  solvers::matrix_text(numeric::HpMatrix(alpha.transpose()))},
            {"V", L.V.str(10) + " ((1/n) sum |a_n|, max over both datasets)"}};
  return L;
}

enum class Lemma4Form { statement, proof_eq, own_points, supported };

// `factor` scales the right side (1 as printed; the controls take 1/2).
Verdict lemma4_check(long seed, long d, long n, long degree, long eta_q, Lemma4Form form, const hp_float& factor,
                     unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  auto inst = lemma4_instance(seed, d, n, degree, eta_q, bits);
  if (!inst.ok()) return undecided(inst.error().message);
  const Lemma4Instance& L = *inst;
  const hp_float moved = (L.xD - L.xDhat).norm(), c2 = 2 * L.eta * hp_float(L.degree);
  Verdict v;
  if (form == Lemma4Form::statement) {
    const auto bound = bounds::ding_gong::lemma4_sensitivity(Interval::from_double(to_d(L.V) * (1 + 1e-15), bits),
                                                             Interval::from_double(to_d(L.eta), bits), L.degree);
    if (!bound.ok()) return undecided(bound.error().message);
    const hp_float rhs = factor * hp_float(bound->lower_double());
    v = verdict_le(to_d(moved), to_d(rhs), std::max(1.0, to_d(rhs)), tolerance(bits));
    v.note = "|x_D - x_D^| = " + moved.str(10) + " against V/(eta |V_i|) = " + rhs.str(10);
  } else if (form == Lemma4Form::proof_eq) {
    const hp_float rhs = factor * (L.f.gradient(L.xD) - L.f_hat.gradient(L.xD)).norm() / c2;
    v = verdict_le(to_d(abs(moved - rhs)), 0.0, std::max(1.0, to_d(rhs)), tolerance(bits));
    v.note = "|x_D - x_D^| = " + moved.str(10) +
             " against the proof's (1/(2 eta |V_i|)) |grad f(x, D) - grad f(x, "
             "D^)| at x = x_D: " +
             rhs.str(10) + " (must be equal)";
  } else if (form == Lemma4Form::own_points) {
    const hp_float rhs = factor * (L.f.gradient(L.xD) - L.f_hat.gradient(L.xDhat)).norm() / c2;
    v = verdict_le(to_d(abs(moved - rhs)), 0.0, std::max(1.0, to_d(rhs)), tolerance(bits));
    v.note = "|x_D - x_D^| = " + moved.str(10) +
             " against (1/(2 eta |V_i|)) |grad f(x_D, D) - grad f(x_D^, D^)| = " + rhs.str(10) + " (must be equal)";
  } else {
    const hp_float rhs = factor * (L.f.gradient(L.xDhat) - L.f_hat.gradient(L.xDhat)).norm() / c2;
    v = verdict_le(to_d(moved), to_d(rhs), std::max(1.0, to_d(rhs)), tolerance(bits));
    v.note = "|x_D - x_D^| = " + moved.str(10) +
             " against (1/(2 eta |V_i|)) |grad f(x_D^, D) - grad f(x_D^, D^)| = " + rhs.str(10);
  }
  v.instance = L.text;
  v.instance.emplace_back("x_D, x_D^ (solutions of (10))",
                          solvers::matrix_text(numeric::HpMatrix(L.xD.transpose()), 12) + "; " +
                              solvers::matrix_text(numeric::HpMatrix(L.xDhat.transpose()), 12));
  if (factor != 1) v.instance.emplace_back("control", "the right side halved");
  return v;
}

// ---- Theorem 3: the closed form, exactly ------------------------------------------------------------
// R = p/q in (0, 1) (p = min(p_raw, q - 1)), K in [1, 60]. `shift` (the control): R^K - R^{K+1} in the
// denominator.
Verdict closed_form_check(long p_raw, long q, long K, bool shift) {
  const Rational R(std::min(p_raw, q - 1), q);
  Rational sum(0), term(1), power(1);  // term = R^{-k}; power = R^K at the end
  for (long k = 0; k < K; ++k) {
    sum = sum + term;
    term = term / R;
    power = power * R;
  }
  const Rational before = power / R;  // R^{K-1}
  const Rational closed = (Rational(1) - power) / (shift ? power - power * R : before - power);
  Verdict v;
  v.status = sum == closed ? Status::holds : Status::violated;
  v.certified = true;  // exact rationals on both sides
  v.lhs = sum.to_double();
  v.rhs = closed.to_double();
  v.slack = sum == closed ? 0.0 : -1.0;
  v.tight = sum == closed;
  v.note = "sum_{k<K} R^{-k} = " + sum.to_string() + ", closed form " + closed.to_string() + " (exact rationals)";
  v.instance = {{"R", R.to_string()}, {"K", str(K)}};
  if (shift) v.instance.emplace_back("control", "denominator R^K - R^{K+1}");
  return v;
}

// ---- L209: the Renyi divergence of two Gaussians by quadrature -----------------------------------------
// 1-D along a - b (the divergence depends on |a - b| only): I = integral of p^tau q^{1 - tau}, p = N(0, s^2),
// q = N(D, s^2), by composite 24-point Gauss-Legendre on [m - 14 s, m + 14 s] (m = (1 - tau) D, where the
// integrand peaks), 40 panels; D_tau = ln(I)/(tau - 1). `power` 1 as printed (tau |a - b|^2/(2 s^2)); the
// control claims tau^2.
Verdict renyi_check(long tau_q, long diff_q, long s_q, int power, unsigned bits) {
  numeric::ScopedHpPrecision prec(std::min(bits, 128u));
  const hp_float tau = 1 + hp_float(tau_q) / 8, D = hp_float(diff_q) / 4, s = hp_float(s_q) / 4;
  const hp_float pi = boost::multiprecision::acos(hp_float(-1));
  auto integrand = [&](const hp_float& x) -> hp_float {
    const hp_float e = -(tau * x * x + (1 - tau) * (x - D) * (x - D)) / (2 * s * s);
    return exp(e) / sqrt(2 * pi * s * s);
  };
  const hp_float m = (1 - tau) * D;
  const hp_float I = gauss_legendre_24(integrand, m - 14 * s, m + 14 * s, 40);
  const hp_float quad = log(I) / (tau - 1), printed = (power == 1 ? tau : hp_float(tau * tau)) * D * D / (2 * s * s);
  Verdict v = verdict_le(to_d(abs(quad - printed)), 0.0, std::max(1.0, to_d(printed)), 1e-12);
  v.note = "D_tau by quadrature " + quad.str(15) + " against " + std::string(power == 1 ? "tau" : "tau^2") +
           " |a - b|^2/(2 s^2) = " + printed.str(15) + " (relative tolerance 1e-12: double-precision nodes)";
  v.instance = {{"tau", tau.str(6)}, {"|a - b|", D.str(6)}, {"s", s.str(6)}};
  return v;
}

// ---- Definition 1 and Lemma 3 at a Gaussian mechanism ---------------------------------------------------
// rho = k/16, delta = 10^-j. Privacy loss Z ~ N(rho, 2 rho) (mu^2 = 2 rho). `half` (the control) takes
// eps = rho + sqrt(rho ln(1/delta)).
Verdict tail_check(long rho_q, long delta_exp, bool half, unsigned bits) {
  const Interval rho = Interval::from_rational(Rational(rho_q, 16), bits);
  Rational dq(1);
  for (long j = 0; j < delta_exp; ++j) dq = dq / Rational(10);
  const Interval delta = Interval::from_rational(dq, bits), L = log(1 / delta);
  const Interval eps = half ? rho + sqrt(rho * L) : rho + 2 * sqrt(rho * L);
  const Interval mu = sqrt(2 * rho);
  // P(|Z| > eps) = Phi((rho - eps)/mu) + Phi((-eps - rho)/mu)
  const Interval tail = normal_cdf((rho - eps) / mu) + normal_cdf((-eps - rho) / mu);
  const auto hs = bounds::accounting::gaussian_delta(mu, eps);
  if (!hs.ok()) return undecided(hs.error().message);
  const bool tail_worse = tail.upper_double() >= hs->upper_double();
  const Interval& worst = tail_worse ? tail : *hs;
  Verdict v = verdict_le(worst.upper_double(), delta.lower_double(), delta.lower_double(), 1e-15);
  v.note = std::string(tail_worse ? "P(|Z| > eps) (Definition 1)" : "hockey-stick delta(eps)") + " = " +
           worst.upper_decimal(8) + " against delta = " + dq.to_string() + "; P(|Z| > eps) = " + tail.upper_decimal(8) +
           ", delta(eps) = " + hs->upper_decimal(8) + " at eps = " + eps.upper_decimal(12);
  v.instance = {{"rho", Rational(rho_q, 16).to_string()},
                {"delta", dq.to_string()},
                {"eps", half ? "rho + sqrt(rho ln(1/delta)) (control)" : "rho + 2 sqrt(rho ln(1/delta)) (Lemma 3)"}};
  return v;
}

// ---- L81-L83, L263: the Laplacians ------------------------------------------------------------------
// topology 0..3 (complete, ring, line, star), N. `from_plus` (the control): L_- computed from H_+.
Verdict laplacians_check(long topo, long N, bool from_plus, unsigned bits) {
  auto g = bounds::ding_gong::graph_matrices(topology_of(topo), N);
  if (!g.ok()) return undecided(g.error().message);
  const auto n = static_cast<std::size_t>(N);
  numeric::RationalMatrix Lm = g->L_minus;
  if (from_plus) Lm = g->L_plus;
  std::vector<long> deg(n, 0);
  for (const auto& [i, j] : g->links) ++deg[static_cast<std::size_t>(i)];
  std::string wrong;
  for (std::size_t i = 0; i < n && wrong.empty(); ++i) {
    Rational row_sum(0);
    for (std::size_t j = 0; j < n; ++j) {
      bool adj = false;
      for (const auto& [a, b] : g->links) adj = adj || (a == static_cast<long>(i) && b == static_cast<long>(j));
      const Rational d = i == j ? Rational(deg[i]) : Rational(0), A = adj ? Rational(1) : Rational(0);
      if (g->L_plus(i, j) != d + A)
        wrong = "L_+ != D + Adj at (" + str(static_cast<long>(i)) + ", " + str(static_cast<long>(j)) + ")";
      if (Lm(i, j) != d - A)
        wrong = "L_- != D - Adj at (" + str(static_cast<long>(i)) + ", " + str(static_cast<long>(j)) + ")";
      if (g->M(i, j) != d) wrong = "M != D at (" + str(static_cast<long>(i)) + ", " + str(static_cast<long>(j)) + ")";
      row_sum = row_sum + Lm(i, j);
    }
    if (wrong.empty() && row_sum != Rational(0)) wrong = "L_- 1 != 0 in row " + str(static_cast<long>(i));
  }
  Verdict v;
  if (!wrong.empty()) {
    v.status = Status::violated;
    v.slack = -1;
    v.note = wrong;
  } else {
    auto l2 = bounds::ding_gong::graph_phi(*g, bounds::ding_gong::GraphMatrix::L_minus, false, bits);
    if (!l2.ok()) return undecided(l2.error().message);
    v = verdict_le(0.0, l2->lower_double(), 1.0, 0.0);
    if (!l2->certainly_positive()) v.status = Status::violated;
    v.note = "L_+ = D + Adj, L_- = D - Adj, M = D exactly, L_- 1 = 0; lambda_2(L_-) in [" + l2->lower_decimal(10) +
             ", " + l2->upper_decimal(10) + "] > 0";
  }
  v.instance = {{"topology", topology_name(topo)},
                {"N", str(N)},
                {"edge indexing", "edges {i < j} lexicographic; links 2e -> (i, j), 2e + 1 -> (j, i)"}};
  if (from_plus) v.instance.emplace_back("control", "L_- taken as H_+ H_+^T/2");
  return v;
}

// ---- Theorem 1 at its stated domain: the exact delta(eps) of the calibrated Gaussian mechanism ----------------
// eps = e/64 (e in [1, 63]; the control e/4 in [20, 80], eps in [5, 20]), delta = 10^-j, sensitivity 1 (delta(eps)
// depends on Delta/sigma only). sigma^2 = 2 ln(1.25/delta)/eps^2 (the accountant's classic calibration), mu = 1/sigma,
// and the hockey-stick delta(eps) of N(0, sigma^2) against N(1, sigma^2) with certified normal CDFs.
Verdict thm1_check(long e, long den, long delta_exp, unsigned bits) {
  const Interval eps = Interval::from_rational(Rational(e, den), bits), one = Interval::from_int(1, bits);
  Rational dq(1);
  for (long j = 0; j < delta_exp; ++j) dq = dq / Rational(10);
  const Interval delta = Interval::from_rational(dq, bits);
  auto var = bounds::accounting::classic_gaussian_variance(one, eps, delta);
  if (!var.ok()) return undecided(var.error().message);
  const Interval mu = 1 / sqrt(*var);
  auto hs = bounds::accounting::gaussian_delta(mu, eps);
  if (!hs.ok()) return undecided(hs.error().message);
  Verdict v = verdict_le(hs->upper_double(), delta.lower_double(), delta.lower_double(), 0.0);
  if (delta.certainly_lt(*hs)) v.status = Status::violated;
  v.note = "exact delta(eps) = " + hs->upper_decimal(8) + " against delta = " + dq.to_string() +
           " at sigma = " + sqrt(*var).upper_decimal(10);
  v.instance = {{"eps", Rational(e, den).to_string()}, {"delta", dq.to_string()}, {"sensitivity", "1"}};
  return v;
}

}  // namespace

std::vector<Claim> claims() {
  std::vector<Claim> out;
  {
    Space s;  // seed, d, n (records), degree, eta (quarters)
    s.coords = {{"seed", 0, 999999}, {"d", 1, 3}, {"n", 1, 6}, {"degree", 1, 4}, {"eta_q", 1, 16}};
    s.edges = {{0, 1, 1, 1, 1}, {1, 3, 6, 4, 16}, {2, 2, 3, 2, 4}};  // the first: E1
    s.reaches = {reach("eta", 0.25, 4),                              // eta = k/4, k in [1, 16] (edges 1, 16)
                 reach("|V_i|", 1, 4)};                              // degree in [1, 4] (edges 1, 4)
    auto ctl = [](Lemma4Form form) {
      return [form](const Point& p, unsigned bits) {
        return lemma4_check(p[0], 2, 3, 2, 16, form, hp_float(1) / 2, bits);
      };
    };
    const char* hyp = "|grad f_i(x)| <= V on R^d (logistic f_i without regularisation, V = (1/n) sum |a_n|)";
    const char* control =
        "the sharper bound (1/(2 eta |V_i|)) |grad f(x_D^, D) - grad f(x_D^, D^)| halved, eta = 4, degree 2 (2 eta "
        "|V_i| = 16 dominates f_i's curvature, so the sharper bound is nearly attained)";
    struct Row {
      Lemma4Form form;
      const char *id, *where, *statement, *control;
      Form claim_form;
      const char* erratum;  // printed and violated
    };
    const char* halved = "the equality with the right side halved";
    const Row rows[] = {
        {Lemma4Form::statement, "ding_gong.lemma4", "Lemma 4 (L187)",
         "For neighbouring D_i, D^_i (one record replaced) and the same other inputs, the solutions of (10) satisfy "
         "|x_D - x_D^| <= V/(eta |V_i|).",
         control, Form::printed, ""},
        {Lemma4Form::proof_eq, "ding_gong.lemma4.proof_eq", "Lemma 4's proof (L191-L197), the '=' at L195",
         "|x_D - x_D^| = (1/(2 eta |V_i|)) |grad f_i(x_i^{k+1}, D_i) - grad f_i(x_i^{k+1}, D^_i)| with one x_i^{k+1} "
         "in both gradients (checked at x_i^{k+1} = x_D).",
         halved, Form::printed, "ding_gong.E1"},
        {Lemma4Form::own_points, "ding_gong.lemma4.proof_own_points",
         "Lemma 4's proof (L191-L197), each gradient at its own solution (E1)",
         "|x_D - x_D^| = (1/(2 eta |V_i|)) |grad f_i(x_D, D_i) - grad f_i(x_D^, D^_i)| (the reading of L195 with "
         "each display's own x^{k+1}; then <= V/(eta |V_i|) by the triangle inequality).",
         halved, Form::supported, ""},
        {Lemma4Form::supported, "ding_gong.lemma4.proof_supported", "Lemma 4's proof, corrected (E1)",
         "|x_D - x_D^| <= (1/(2 eta |V_i|)) |grad f_i(x_D^, D_i) - grad f_i(x_D^, D^_i)| (strong monotonicity of "
         "(10)), hence <= V/(eta |V_i|).",
         control, Form::supported, ""},
    };
    for (const Row& r : rows) {
      const Lemma4Form form = r.form;
      // the statement's control is the sharper bound halved (V is loose by up to a factor n)
      const Lemma4Form control_form = form == Lemma4Form::statement ? Lemma4Form::supported : form;
      Claim c = make(
          r.id, r.where, r.statement, hyp, s,
          [form](const Point& p, unsigned bits) {
            return lemma4_check(p[0], p[1], p[2], p[3], p[4], form, hp_float(1), bits);
          },
          Space{{{"seed", 0, 9}}, {{0}, {9}}}, r.control, ctl(control_form));
      if (*r.erratum) c.expected = {Status::violated, r.erratum};
      if (r.claim_form != Form::printed) c.form = r.claim_form;
      out.push_back(std::move(c));
    }
  }
  {
    Space s;  // R = p/q, K
    s.coords = {{"p", 1, 19}, {"q", 2, 20}, {"K", 1, 60}};
    s.edges = {{1, 2, 1}, {19, 20, 60}, {1, 20, 60}, {3, 4, 50}};
    s.reaches = {reach("R", 1.0 / 20, 19.0 / 20),  // R = min(p, q - 1)/q: 1/20 at the edge (1, 20), 19/20 at (19, 20)
                 reach("K", 1, 60)};               // K in [1, 60]
    out.push_back(make(
        "ding_gong.thm3.closed_form", "Theorem 3 (L227, L231)",
        "rho_i^1 sum_{k=0}^{K-1} R^{-k} (Lemma 2 over the schedule rho^{k+1} = rho^k/R) equals the "
        "printed rho_i^1 (1 - R^K)/(R^{K-1} - R^K), for every R in (0, 1) and K >= 1.",
        "R in (0, 1)", s, [](const Point& p, unsigned) { return closed_form_check(p[0], p[1], p[2], false); },
        Space{{{"K", 1, 60}}, {{1}, {60}}}, "the denominator shifted by one power, R^K - R^{K+1}",
        [](const Point& p, unsigned) { return closed_form_check(1, 2, p[0], true); }));
  }
  {
    Space s;  // tau = 1 + k/8, |a - b| = k/4, s = k/4
    s.coords = {{"tau_q", 1, 72}, {"diff_q", 0, 16}, {"s_q", 1, 16}};
    s.edges = {{1, 0, 1}, {72, 16, 16}, {8, 4, 4}, {72, 16, 1}};
    s.reaches = {reach("tau", 1.125, 10),  // tau = 1 + k/8, k in [1, 72]
                 reach("|a - b|", 0, 4),   // |a - b| = k/4, k in [0, 16]
                 reach("s", 0.25, 4)};     // s = k/4, k in [1, 16]
    out.push_back(make(
        "ding_gong.thm2.renyi", "Theorem 2's proof (L207-L211), from [13, Lemma 2.5]",
        "D_tau(N(a, s^2 I) || N(b, s^2 I)) = tau |a - b|^2/(2 s^2) for every tau > 1 (the integral "
        "of p^tau q^(1 - tau) by quadrature).",
        "tau > 1, s > 0", s, [](const Point& p, unsigned bits) { return renyi_check(p[0], p[1], p[2], 1, bits); },
        Space{{{"tau_q", 4, 72}}, {{4}, {72}}}, "tau^2 |a - b|^2/(2 s^2) claimed (|a - b| = 1, s = 1/2)",
        [](const Point& p, unsigned bits) { return renyi_check(p[0], 4, 2, 2, bits); }));
  }
  {
    Space s;  // topology (0 complete, 1 ring, 2 line, 3 star), N
    s.coords = {{"topology", 0, 3}, {"N", 3, 30}};
    s.edges = {{0, 3}, {1, 3}, {2, 3}, {3, 3}, {0, 30}, {1, 30}, {2, 30}, {3, 30}, {1, 4}};
    s.reaches = {all_topologies_reach(),  // topology_name(0..3), each an edge
                 reach("N", 3, 30)};      // N in [3, 30]
    out.push_back(make(
        "ding_gong.graph.laplacians", "L81-L83, L263",
        "With A_1, A_2 of L57, L_+ = H_+ H_+^T/2 is the signless Laplacian D + Adj, L_- = H_- H_-^T/2 the signed "
        "Laplacian D - Adj, M = D; L_- is positive semidefinite with Null(L_-) = span{1} (connected graph).",
        "a connected undirected graph", s,
        [](const Point& p, unsigned bits) { return laplacians_check(p[0], p[1], false, bits); },
        Space{{{"topology", 0, 3}}, {{0}, {3}}}, "L_- computed from H_+ (the signless Laplacian) claimed signed, N = 5",
        [](const Point& p, unsigned bits) { return laplacians_check(p[0], 5, true, bits); }));
  }
  {
    Space s;  // rho = k/16, delta = 10^-j
    s.coords = {{"rho_q", 1, 320}, {"delta_exp", 1, 12}};
    s.edges = {{1, 1}, {320, 12}, {16, 4}, {1, 12}, {320, 1}};
    s.reaches = {reach("rho", 1.0 / 16, 20),   // rho = k/16, k in [1, 320]
                 reach("delta", 1e-12, 0.1)};  // delta = 10^-j, j in [1, 12]
    out.push_back(make(
        "ding_gong.def1.gaussian_tail", "Definition 1 (L97-L101), Lemma 3 (L131)",
        "For a Gaussian mechanism with rho-zCDP (privacy loss Z ~ N(rho, 2 rho)), at Lemma 3's eps = rho + 2 sqrt(rho "
        "ln(1/delta)): P(|Z| > eps) <= delta (the paper's Definition 1) and the hockey-stick delta(eps) <= delta.",
        "a Gaussian mechanism; delta in (0, 1)", s,
        [](const Point& p, unsigned bits) { return tail_check(p[0], p[1], false, bits); },
        Space{{{"rho_q", 1, 320}}, {{1}, {320}}},
        "eps = rho + sqrt(rho ln(1/delta)) (half of Lemma 3's margin), delta = 1e-4",
        [](const Point& p, unsigned bits) { return tail_check(p[0], 4, true, bits); }));
  }
  {
    Space s;  // eps = e/64, delta = 10^-j
    s.coords = {{"eps_64", 1, 63}, {"delta_exp", 1, 15}};
    s.edges = {{1, 1}, {63, 1}, {63, 15}, {1, 15}, {32, 4}};
    s.reaches = {reach("eps", 1.0 / 64, 63.0 / 64),  // eps = e/64, e in [1, 63]
                 reach("delta", 1e-15, 0.1)};        // delta = 10^-j, j in [1, 15]
    out.push_back(make(
        "ding_gong.thm1.exact_delta", "Theorem 1 (L113-L115), from [8]",
        "For eps, delta in (0, 1), the Gaussian mechanism with sigma = sqrt(2 ln(1.25/delta)) Delta_f/eps is (eps, "
        "delta)-DP: its exact hockey-stick delta(eps) is at most delta.",
        "eps, delta in (0, 1)", s, [](const Point& p, unsigned bits) { return thm1_check(p[0], 64, p[1], bits); },
        Space{{{"eps_4", 40, 80}}, {{40}, {60}, {80}}}, "eps in [10, 20] (outside the theorem's eps < 1), delta = 1e-5",
        [](const Point& p, unsigned bits) { return thm1_check(p[0], 4, 5, bits); }));
  }
  for (auto& c : convergence_claims()) out.push_back(std::move(c));
  for (auto& c : iterate_claims()) out.push_back(std::move(c));
  for (auto& c : experiment_claims()) out.push_back(std::move(c));
  return out;
}

}  // namespace privbound::proofs_check::ding_gong
