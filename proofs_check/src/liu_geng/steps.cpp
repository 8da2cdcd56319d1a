// Seed 003 (Liu et al.) claims on step sizes, Theorem 4's m condition and the noise estimate of (12):
//   lemma5.sc_step            Lemma 5's factor eta_{t+1}/(2 (1 - eta_{t+1} g)) is a valid (finite, positive)
//                             coefficient at every t >= 0 under the SC step 2 gamma ||Q_nu||_2/(mu (t + 1)) of
//                             Algorithm 2 and Theorem 6 (it needs eta_{t+1} g < 1)
//   lemma5.sc_step_from_first_t  the same from t = floor(2 gamma ||Q_nu||_2 g/mu) on
//   thm4.m_condition          Theorem 4's printed inequality holds at m = thm4_m_min and fails at m - 1
//   ls.noise_energy           E|u|^2_{Q_nu^{-1}} = tau d_1 sigma^2 for u ~ N(0, sigma^2 I) ((12), L389-L395): the
//                             trace of the inverse of the printed matrix (hp), and Monte Carlo (double) within 6
//                             standard errors
#include <algorithm>
#include <cmath>
#include <random>
#include <string>
#include <vector>

#include "common.hpp"
#include "privbound/bounds/liu_geng/liu_geng.hpp"
#include "privbound/proofs_check/check_util.hpp"
#include "privbound/solvers/functions.hpp"

namespace privbound::proofs_check::liu_geng {
namespace {

using numeric::hp_float;
using numeric::HpMatrix;
using numeric::HpVector;
using numeric::Interval;
using numeric::Rational;
namespace lg = bounds::liu_geng;

// An SC instance: d_1 = 2 h (even, so ||Q_nu||_2 = 1 + 4 nu exactly), nu = k/4, gamma = 1 + kg/8, mu = 2^-j, g = mu
// (1 + i/4) (g >= mu as for any mu-strongly convex g-smooth f).
struct Sc {
  Rational gamma, Qnorm, mu, g;
  std::vector<std::pair<std::string, std::string>> text;
};
Sc sc_instance(long nu4, long kg, long j, long i) {
  Sc s;
  s.gamma = Rational(1) + Rational(kg, 8);
  s.Qnorm = Rational(1) + Rational(nu4);  // 1 + 4 nu with nu = k/4
  s.mu = Rational(1, 1L << j);
  s.g = s.mu * (Rational(1) + Rational(i, 4));
  s.text = {{"nu", str(nu4) + "/4 (even d_1: ||Q_nu||_2 = " + s.Qnorm.to_string() + ")"},
            {"gamma", s.gamma.to_string()},
            {"mu", "2^-" + str(j)},
            {"g", s.g.to_string()}};
  return s;
}

// eta_{t+1} g < 1 at iteration t (certified); `t` < 0 means first_t + t (the control), `offset` >= 0 first_t + offset
// when `from_first` is set.
Verdict sc_step_check(const Sc& s, long t, unsigned bits) {
  auto I = [bits](const Rational& q) { return Interval::from_rational(q, bits); };
  auto eta = lg::sc_step(t, I(s.gamma), I(s.Qnorm), I(s.mu));
  if (!eta.ok()) return undecided(eta.error().message);
  const Interval eg = *eta * I(s.g);
  Verdict v = certified_lt(eg, Interval::from_int(1, bits), 1.0, Status::violated);  // eta g = 1: no valid factor
  auto f = lg::lemma5_factor(*eta, I(s.g));
  v.note =
      "t = " + str(t) + ": eta_{t+1} g = " + eg.lower_decimal(10) +
      (f.ok() ? ", factor " + f->lower_decimal(10) : std::string(" (the factor eta/(2 (1 - eta g)) is not valid)"));
  v.instance = s.text;
  v.instance.emplace_back("t", str(t));
  return v;
}

Verdict first_t_check(const Sc& s, long offset, unsigned bits) {
  auto t0 = lg::lemma5_sc_first_t(s.gamma, s.Qnorm, s.g, s.mu);
  if (!t0.ok()) return undecided(t0.error().message);
  if (*t0 + offset < 0) return undecided("t < 0");
  Verdict v = sc_step_check(s, *t0 + offset, bits);
  v.instance.emplace_back("first t", str(*t0));
  return v;
}

// Theorem 4's inequality evaluated literally (interval arithmetic from the rationals) at m.
Interval m_lhs(const std::vector<Rational>& x, long m, unsigned bits) {
  auto I = [bits](const Rational& q) { return Interval::from_rational(q, bits); };
  const Interval gamma = I(x[0]), Q = I(x[1]), mu = I(x[2]), eta = I(x[3]), g = I(x[4]), ab = I(x[5]), beta = I(x[6]),
                 rmin = I(x[7]), M = Interval::from_int(m, bits);
  const Interval rho = 1 - 4 * g * eta * ab;
  return gamma * Q / (mu * rho * M * eta) + 4 * g * eta * (M + 1) * ab / (rho * M) + g / (beta * rho * rmin * M);
}

// gamma = 1 + kg/8, ||Q|| = 1 + nu4, mu = 2^-j, g = 1/4, eta = 1/(16 g (1 + e)) (below 1/(16 g)), alpha(b) = ab/8,
// beta = 1, rho_min = 1/2^r; `below` checks m_min - 1 (the control: the inequality must fail there).
Verdict m_check(long kg, long nu4, long j, long e, long ab, long r, bool below, unsigned bits) {
  const Rational g(1, 4);
  const std::vector<Rational> x = {Rational(1) + Rational(kg, 8),
                                   Rational(1) + Rational(nu4),
                                   Rational(1, 1L << j),
                                   Rational(1) / (Rational(16) * g * Rational(1 + e)),
                                   g,
                                   Rational(ab, 8),
                                   Rational(1),
                                   Rational(1, 1L << r)};
  auto c = lg::thm4_m_min(x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7], bits);
  if (!c.ok()) return undecided(c.error().message);
  if (!c->exists) return undecided("no m works (12 g eta alpha(b) >= 1)");
  const long m = below ? c->m_min - 1 : c->m_min;
  if (m < 1) return undecided("m_min - 1 < 1");
  const Interval lhs = m_lhs(x, m, bits);
  // an overlap counts as failing the strict inequality (at m_min - 1 the left side can meet 1/2 exactly)
  Verdict v = certified_lt(lhs, Interval::from_rational(Rational(1, 2), bits), 0.5, Status::violated);
  v.note =
      "m = " + str(m) + (below ? " (m_min - 1)" : " (m_min)") + ": left side " + lhs.lower_decimal(12) + " against 1/2";
  v.instance = {{"gamma", x[0].to_string()},
                {"||Q_nu||", x[1].to_string()},
                {"mu", x[2].to_string()},
                {"eta", x[3].to_string()},
                {"g", "1/4"},
                {"alpha(b)", x[5].to_string()},
                {"beta", "1"},
                {"rho_min", x[7].to_string()}};
  return v;
}

// E|u|^2_{Q^{-1}} for u ~ N(0, sigma^2 I): sigma^2 tr(Q^{-1}) (hp inverse of the printed matrix) and the mean of
// `runs` draws of u^T Q^{-1} u, against tau d_1 sigma^2 (certified). `plain` (the control) uses |u|^2_Q.
Verdict noise_check(long d1, long nu4, long seed, bool plain, unsigned bits) {
  const unsigned w = std::min(bits, 128u);
  numeric::ScopedHpPrecision prec(w);
  const hp_float nu = hp_float(nu4) / 4, sigma2 = hp_float(1 + seed % 7) / 4;
  const HpMatrix Q = q_matrix(d1, nu);
  const HpMatrix M = plain ? Q : HpMatrix(Q.inverse());
  auto ref = lg::ls_noise_energy(d1, Interval::from_rational(Rational(nu4, 4), 128),
                                 Interval::from_rational(Rational(1 + seed % 7, 4), 128));
  if (!ref.ok()) return undecided(ref.error().message);
  const double target = ref->mid_double();
  const hp_float trace = sigma2 * M.trace();
  solvers::Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 12u);
  // Monte Carlo in double (an estimate with a standard error; hp adds nothing to it)
  const int runs = 2000;
  double sum = 0, sum2 = 0;
  const Eigen::MatrixXd Md = M.unaryExpr([](const hp_float& x) { return to_d(x); });
  std::normal_distribution<double> normal(0.0, std::sqrt(to_d(sigma2)));
  Eigen::VectorXd u(d1);
  for (int r = 0; r < runs; ++r) {
    for (long i = 0; i < d1; ++i) u(i) = normal(rng);
    const double q = u.dot(Md * u);
    sum += q, sum2 += q * q;
  }
  const double mean = sum / runs, se = std::sqrt(std::max(0.0, sum2 / runs - mean * mean) / runs);
  // both routes must agree with tau d_1 sigma^2: the trace to the precision, the mean within 6 se
  const double trace_gap = std::abs(to_d(trace) - target) / std::max(1e-300, target);
  const double mc_gap = std::abs(mean - target) - 6 * se;
  Verdict v = verdict_le(std::max(trace_gap - tolerance(w), mc_gap / std::max(1e-300, target)), 0.0, 1.0, 0.0);
  v.note = "tau d_1 sigma^2 = " + std::to_string(target) + ", sigma^2 tr(M) = " + trace.str(12) + ", Monte Carlo " +
           std::to_string(mean) + " (se " + std::to_string(se) + ", " + str(runs) + " draws)";
  v.instance = {{"d1", str(d1)},
                {"nu", str(nu4) + "/4"},
                {"sigma^2", sigma2.str(4)},
                {"seed", str(seed)},
                {"norm", plain ? "|u|^2_{Q_nu} (control)" : "|u|^2_{Q_nu^{-1}}"}};
  return v;
}

}  // namespace

std::vector<Claim> steps_claims() {
  std::vector<Claim> out;
  Space sc{{{"nu_4", 0, 40}, {"gamma_8", 0, 32}, {"j", 0, 20}, {"kappa_4", 0, 40000}, {"t", 0, 1000000}},
           {{0, 0, 0, 0, 0}, {12, 0, 13, 0, 0}, {4, 8, 4, 4, 1}, {40, 32, 20, 40000, 1000000}}};
  // sc_instance's texts; the edges (0, 0, 0, 0) and (40, 32, 20, 40000) give both ends of nu, gamma and mu
  sc.reaches = {reach("nu", {"0/4 (even d_1: ||Q_nu||_2 = 1)", "40/4 (even d_1: ||Q_nu||_2 = 41)"}),  // k in [0, 40]
                reach("gamma", 1, 5),            // 1 + k/8, k in [0, 32]
                reach("mu", {"2^-0", "2^-20"}),  // 2^-j, j in [0, 20]
                // g = 2^-j (1 + i/4), joint in (j, kappa_4): 2^-13 at the edge (12, 0, 13, 0), 1 at (0, 0, 0, 0)
                reach("g", 1.0 / 8192, 1)};
  {
    Claim c = make(
        "liu_geng.lemma5.sc_step", "Lemma 5 (L473-L481) with the SC step of Algorithm 2 (L284) and Theorem 6 (L506)",
        "Under eta_{t+1} = 2 gamma ||Q_nu||_2/(mu (t + 1)), Lemma 5's noise factor eta_{t+1}/(2 (1 - eta_{t+1} g)) is "
        "a "
        "valid coefficient (eta_{t+1} g < 1) at every t >= 0.",
        "f mu-strongly convex, each f_i g-smooth (g >= mu), gamma >= 1, nu >= 0, d_1 even", sc,
        [](const Point& p, unsigned bits) { return sc_step_check(sc_instance(p[0], p[1], p[2], p[3]), p[4], bits); },
        Space{{{"t", 0, 1}}, {{0}, {1}}}, "t in {0, 1} at gamma = 1, nu = 0, g = mu (eta_{t+1} g = 2/(t + 1) >= 1)",
        [](const Point& p, unsigned bits) { return sc_step_check(sc_instance(0, 0, 0, 0), p[0], bits); });
    c.expected = {Status::violated, "liu_geng.E3"};
    c.space.reaches.push_back(reach("t", 0, 1000000));  // t in [0, 10^6] (edges 0, 10^6)
    out.push_back(std::move(c));
  }
  {
    // the same nu, gamma, mu, g at the same edges as lemma5.sc_step's; t = first t + offset is derived
    Space s{{{"nu_4", 0, 40}, {"gamma_8", 0, 32}, {"j", 0, 20}, {"kappa_4", 0, 40000}, {"offset", 0, 1000}},
            {{0, 0, 0, 0, 0}, {12, 0, 13, 0, 0}, {40, 32, 20, 40000, 1000}},
            sc.reaches};
    Claim c = make(
        "liu_geng.lemma5.sc_step_from_first_t", "Lemma 5 with the SC step, corrected range (E3)",
        "Lemma 5's factor is valid under the SC step from t = floor(2 gamma ||Q_nu||_2 g/mu) on "
        "(liu_geng.lemma5.sc_first_t).",
        "as lemma5.sc_step; t = first t + offset", s,
        [](const Point& p, unsigned bits) { return first_t_check(sc_instance(p[0], p[1], p[2], p[3]), p[4], bits); },
        Space{{{"nu_4", 0, 40}, {"j", 0, 20}}, {{0, 0}, {40, 20}}}, "t = first t - 1",
        [](const Point& p, unsigned bits) { return first_t_check(sc_instance(p[0], 8, p[1], 4), -1, bits); });
    c.form = Form::corrected;
    out.push_back(std::move(c));
  }
  {
    // m_check is undecided (no instance) at e = 0, where eta = 1/(16 g) (thm4_m_min needs eta < 1/(16 g)): the first
    // edge gives nothing, and the ranges below are those of the other edges unless a grid has at most 21 values
    Space s{{{"gamma_8", 0, 32}, {"nu_4", 0, 40}, {"j", 0, 20}, {"e", 0, 64}, {"alpha_8", 1, 10}, {"r", 0, 10}},
            {{0, 0, 0, 0, 1, 0}, {8, 12, 13, 1, 8, 3}, {32, 40, 20, 64, 10, 10}},
            {reach("gamma", 2, 5),               // 1 + k/8, k in [0, 32]: the edges give 8 and 32
             reach("||Q_nu||", 13, 41),          // 1 + k, k in [0, 40]: the edges give 12 and 40
             reach("mu", 1.0 / 1048576, 1),      // 2^-j, j in [0, 20]
             reach("eta", 1.0 / 260, 1.0 / 8),   // 1/(16 g (1 + e)) = 1/(4 (1 + e)), e in [1, 64] (edges 1, 64)
             reach("alpha(b)", 1.0 / 8, 1.25),   // k/8, k in [1, 10]
             reach("rho_min", 1.0 / 1024, 1)}};  // 2^-r, r in [0, 10]
    Claim c = make(
        "liu_geng.thm4.m_condition", "Theorem 4 (L457-L461)",
        "The smallest m of liu_geng.thm4.m_min satisfies Theorem 4's inequality gamma ||Q_nu||/(mu rho m eta) + "
        "4 g eta (m + 1) alpha(b)/(rho m) + g/(beta rho rho_min(A A^T) m) < 1/2 (evaluated as printed).",
        "eta < 1/(16 g), 12 g eta alpha(b) < 1, g = 1/4, beta = 1", s,
        [](const Point& p, unsigned bits) { return m_check(p[0], p[1], p[2], p[3], p[4], p[5], false, bits); },
        Space{{{"j", 0, 20}}, {{0}, {20}}}, "m = m_min - 1 (the inequality must fail: m_min is the smallest)",
        [](const Point& p, unsigned bits) { return m_check(8, 12, p[0], 1, 8, 3, true, bits); });
    out.push_back(std::move(c));
  }
  {
    // sigma^2 = (1 + seed mod 7)/4 follows the seed: not declared
    Space s{{{"d1", 1, 24}, {"nu_4", 0, 40}, {"seed", 0, 999999}},
            {{1, 0, 0}, {2, 8, 1}, {24, 40, 2}, {7, 12, 3}},
            {reach("d1", 1, 24), reach("nu", 0, 10)}};  // d1 in [1, 24], nu = k/4, k in [0, 40] (edges at both ends)
    Claim c = make(
        "liu_geng.ls.noise_energy", "(12) (L389-L395), Lemma 7 of the supplement (quoted)",
        "For u ~ N(0, sigma^2 I_{d_1}): E|u|^2_{Q_nu^{-1}} = tau d_1 sigma^2 (the trace of the inverse of the "
        "matrix at L138, and the mean of 2000 draws within 6 standard errors).",
        "nu = k/4 >= 0, sigma^2 = k/4", s,
        [](const Point& p, unsigned bits) { return noise_check(p[0], p[1], p[2], false, bits); },
        Space{{{"d1", 4, 24}}, {{4}, {24}}}, "|u|^2_{Q_nu} in place of |u|^2_{Q_nu^{-1}}, nu = 1",
        [](const Point& p, unsigned bits) { return noise_check(p[0], 4, 0, true, bits); });
    c.cost = Cost::expensive;
    out.push_back(std::move(c));
  }
  return out;
}

}  // namespace privbound::proofs_check::liu_geng
