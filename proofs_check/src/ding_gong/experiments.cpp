// Seed 002 (Ding et al.) claims about the experiments' loss (L443-L445) and the headline "same rate"
// statements (L15, L32, L335, L426):
//   exp.gradient_bound             Lemma 4's hypothesis |grad f_i(w)| <= V on R^d at the L2-regularised
//                                  logistic loss (Lambda > 0) with V the data bound (1/n) sum |y_n|
//   exp.gradient_bound_unregularised  the same at Lambda = 0 (where it holds)
//   exp.strong_convexity           "Lambda-strongly convex" in the sense of L277 (no 1/2)
//   headline.thm5_rate             Theorem 5's noise term at K and 2K: the 2K term is at most the K term (an
//                                  O(1/K) rate) with the initial variance calibrated by Theorem 3 to a fixed
//                                  total (eps, delta) (L459); _fixed: with the initial variance fixed
// Records: features y in [0, 1]^d (the preprocessing of L447-L451: one-hot and [0, 1]-scaled), labels +-1,
// f_i = (1/n) sum_n log(1 + exp(-z_n w^T y_n)) + Lambda |w|^2 (L443).
#include <algorithm>
#include <string>
#include <vector>

#include "common.hpp"
#include "privbound/bounds/ding_gong/convergence.hpp"
#include "privbound/bounds/ding_gong/ding_gong.hpp"
#include "privbound/bounds/ding_gong/graph.hpp"
#include "privbound/proofs_check/check_util.hpp"
#include "privbound/solvers/functions.hpp"

namespace privbound::proofs_check::ding_gong {
namespace {

using numeric::hp_float;
using numeric::HpVector;
using numeric::Interval;
using numeric::Rational;
using solvers::Rng;

struct LossInstance {
  std::vector<HpVector> y;
  std::vector<int> z;
  hp_float Lambda, V;  // V = (1/n) sum |y_n|: sup of |grad| of the logistic part on R^d
  std::vector<std::pair<std::string, std::string>> text;
};

// n records in dimension d, features k/8 in [0, 1], labels +-1; Lambda = lq/16.
LossInstance loss_instance(long seed, long d, long n, long lq) {
  Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 443u);
  LossInstance L;
  L.Lambda = hp_float(lq) / 16;
  L.V = 0;
  for (long r = 0; r < n; ++r) {
    HpVector y(d);
    for (long c = 0; c < d; ++c) y(c) = hp_float(solvers::uniform_int(rng, 0, 8)) / 8;
    L.V += sqrt(hp_float(y.squaredNorm())) / n;
    L.y.push_back(y);
    L.z.push_back(solvers::uniform_int(rng, 0, 1) ? 1 : -1);
  }
  L.text = {{"seed", str(seed)}, {"d", str(d)}, {"n", str(n)}, {"Lambda", Rational(lq, 16).to_string()}};
  return L;
}

hp_float loss(const LossInstance& L, const HpVector& w) {
  hp_float s = 0;
  for (std::size_t r = 0; r < L.y.size(); ++r) {
    const hp_float m = -L.z[r] * w.dot(L.y[r]);
    s += m > 0 ? hp_float(m + log1p(exp(-m))) : hp_float(log1p(exp(m)));
  }
  return s / static_cast<long>(L.y.size()) + L.Lambda * w.squaredNorm();
}

HpVector gradient(const LossInstance& L, const HpVector& w) {
  HpVector g = 2 * L.Lambda * w;
  for (std::size_t r = 0; r < L.y.size(); ++r) {
    const hp_float m = -L.z[r] * w.dot(L.y[r]);
    const hp_float sig = 1 / (1 + exp(-m));  // sigma(m)
    g -= (L.z[r] * sig / static_cast<long>(L.y.size())) * L.y[r];
  }
  return g;
}

// |grad f(w)| <= V at w = 2^j u (u a drawn direction, entries k/4, not all zero). `half_V` (the control):
// V/2 at w = -2^j z_0 y_0 (a single record: the gradient tends to |y_0| = V).
Verdict gradient_check(long seed, long d, long n, long lq, long j, bool half_V, unsigned bits) {
  numeric::ScopedHpPrecision prec(std::min(bits, 256u));
  LossInstance L = loss_instance(seed, d, half_V ? 1 : n, lq);
  Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 444u);
  HpVector u(d);
  for (long c = 0; c < d; ++c) u(c) = hp_float(solvers::uniform_int(rng, -4, 4)) / 4;
  if (u.squaredNorm() == 0) u(0) = 1;
  if (half_V) {
    if (L.y[0].squaredNorm() == 0) L.y[0](0) = 1, L.V = 1;
    u = -L.z[0] * L.y[0];
  }
  const HpVector w = boost::multiprecision::ldexp(hp_float(1), static_cast<int>(j)) * u;
  const hp_float g = sqrt(hp_float(gradient(L, w).squaredNorm()));
  const hp_float V = half_V ? hp_float(L.V / 2) : L.V;
  Verdict v = verdict_le(to_d(g), to_d(V), std::max(1e-300, to_d(V)), tolerance(std::min(bits, 256u)));
  v.note = "|grad f(w)| = " + g.str(10) + " against V = (1/n) sum |y_n| = " + V.str(10) +
           " at |w| = " + hp_float(sqrt(hp_float(w.squaredNorm()))).str(6);
  v.instance = L.text;
  v.instance.emplace_back("w", half_V ? "-2^" + str(j) + " z_0 y_0" : "2^" + str(j) + " times a drawn direction");
  if (half_V) v.instance.emplace_back("control", "V/2, one record, w = -2^j z y");
  return v;
}

// L277 at drawn w, w' (entries k/4 scaled by 2^j): f(w') - f(w) - <grad f(w), w' - w> >= factor Lambda |w' - w|^2.
Verdict convexity_check(long seed, long d, long n, long lq, long j, int factor, unsigned bits) {
  const unsigned wbits = std::min(bits, 256u);
  numeric::ScopedHpPrecision prec(wbits);
  const LossInstance L = loss_instance(seed, d, n, lq);
  Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 445u);
  const hp_float s = boost::multiprecision::ldexp(hp_float(1), static_cast<int>(j));
  HpVector w(d), w2(d);
  for (long c = 0; c < d; ++c) {
    w(c) = s * solvers::uniform_int(rng, -8, 8) / 4;
    w2(c) = s * solvers::uniform_int(rng, -8, 8) / 4;
  }
  const hp_float lhs = loss(L, w2) - loss(L, w) - gradient(L, w).dot(w2 - w);
  const hp_float rhs = factor * L.Lambda * (w2 - w).squaredNorm();
  Verdict v = verdict_le(to_d(rhs), to_d(lhs), std::max(1.0, to_d(abs(lhs))), tolerance(wbits));
  v.note = "f(w') - f(w) - <grad f(w), w' - w> = " + lhs.str(10) + " against " + str(factor) +
           " Lambda |w' - w|^2 = " + rhs.str(10);
  v.instance = L.text;
  v.instance.emplace_back("scale", "2^" + str(j));
  if (factor != 1) v.instance.emplace_back("control", "2 Lambda claimed");
  return v;
}

// Theorem 5's noise term (1/K) eta d A N sigma^2/(2 phi_min(L_-)(1 - R)) at K and 2K on the ring of 5 agents
// (eta = V = d = 1), sigma^2 = Theorem 3's calibration for total eps = e (delta = 1e-4) at each K, or fixed.
// R = 1 - 2^-r (r in [1, 10]), K = k.
Verdict rate_check(long e, long r, long K, bool calibrated, unsigned bits) {
  const unsigned w = std::min(bits, 256u);
  auto g = bounds::ding_gong::graph_matrices(bounds::ding_gong::Topology::ring, 5);
  if (!g.ok()) return undecided(g.error().message);
  auto spec = bounds::ding_gong::spectrum(*g, w);
  if (!spec.ok()) return undecided(spec.error().message);
  auto I = [w](const Rational& q) { return Interval::from_rational(q, w); };
  const Interval R = I(Rational(1) - Rational(1, 1L << r)), one = I(Rational(1));
  auto term = [&](long k) -> numeric::Result<Interval> {
    Interval s2 = one;
    if (calibrated) {
      PB_TRY(Interval c, bounds::ding_gong::thm3_calibration(I(Rational(e)), I(Rational(1, 10000)), one, one, 2, R, k));
      s2 = c;
    }
    PB_TRY(Interval t, bounds::ding_gong::thm5_bound(*spec, one, k, 1, I(Rational(0)), I(Rational(0)),
                                                     s2 * Interval::from_int(5, w), I(Rational(0)), R, false));
    return t;
  };
  auto t1 = term(K), t2 = term(2 * K);
  if (!t1.ok()) return undecided(t1.error().message);
  if (!t2.ok()) return undecided(t2.error().message);
  Verdict v = certified_le(*t2, *t1, std::max(1e-300, t1->upper_double()));
  v.note = "Theorem 5's noise term at K = " + str(K) + ": " + t1->upper_decimal(8) +
           ", at 2K: " + t2->lower_decimal(8) +
           (calibrated ? " (initial variance calibrated to total eps = " + str(e) + ", delta = 1e-4 by Theorem 3)"
                       : " (initial variance 1)");
  v.instance = {{"R", (Rational(1) - Rational(1, 1L << r)).to_string()},
                {"K", str(K)},
                {"noise", calibrated ? "calibrated, total eps = " + str(e) : "fixed"},
                {"graph", "ring of 5, eta = V = d = 1"}};
  return v;
}

// Theorem 4's noise term (corrected bound, e0 = r0 = 0, S_3 of (23)/eta^2) on the bound's configuration (complete
// graph of 5, mu = 0.005, v = 0.01, kappa_2 = 1000, kappa_4 = 2, b = 0.01, theta = 0.01: W = 0.10103), R = rk/1000
// (< W), after K iterations (k = K - 1) and after 2K, with (sigma^2)_i^1 = Theorem 3's calibration for total eps = 10
// (delta = 1e-4, V = eta = 1, degree 4) at each K, or 1 (fixed).
Verdict rate4_check(long rk, long K, bool calibrated, unsigned bits) {
  const unsigned w = std::min(bits, 256u);
  auto g = bounds::ding_gong::graph_matrices(bounds::ding_gong::Topology::complete, 5);
  if (!g.ok()) return undecided(g.error().message);
  auto spec = bounds::ding_gong::spectrum(*g, w);
  if (!spec.ok()) return undecided(spec.error().message);
  auto I = [w](const Rational& q) { return Interval::from_rational(q, w); };
  const Interval one = I(Rational(1)), zero = I(Rational(0)), R = I(Rational(rk, 1000));
  auto c = bounds::ding_gong::thm4_constants(
      *spec,
      bounds::ding_gong::Thm4Inputs{I(Rational(1, 200)), I(Rational(1, 100)), I(Rational(1000)), I(Rational(2)),
                                    I(Rational(1, 100)), I(Rational(1, 100))},
      bounds::ding_gong::PhiArg::L_plus);
  if (!c.ok()) return undecided(c.error().message);
  auto term = [&](long k) -> numeric::Result<Interval> {
    Interval s2 = one;
    if (calibrated) {
      PB_TRY(Interval cal,
             bounds::ding_gong::thm3_calibration(I(Rational(10)), I(Rational(1, 10000)), one, one, 4, R, k));
      s2 = cal;
    }
    return bounds::ding_gong::thm4_bound(*c, c->S3_eq23, R, zero, zero, 1, s2 * Interval::from_int(5, w), k - 1,
                                         bounds::ding_gong::Thm4Form::corrected);
  };
  auto t1 = term(K), t2 = term(2 * K);
  if (!t1.ok()) return undecided(t1.error().message);
  if (!t2.ok()) return undecided(t2.error().message);
  Verdict v = certified_le(*t2, *t1, std::max(1e-300, t1->upper_double()));
  v.note =
      "Theorem 4's noise term after K = " + str(K) + " iterations: " + t1->upper_decimal(8) +
      ", after 2K: " + t2->lower_decimal(8) + " (W = " + c->W.upper_decimal(6) +
      (calibrated ? "; initial variance calibrated to total eps = 10, delta = 1e-4 by Theorem 3)" : "; variance 1)");
  v.instance = {
      {"R", Rational(rk, 1000).to_string()},
      {"K", str(K)},
      {"noise", calibrated ? "calibrated, total eps = 10" : "fixed"},
      {"instance", "complete graph of 5, mu = 0.005, v = 0.01, kappa_2 = 1000, kappa_4 = 2, b = theta = 0.01"}};
  return v;
}

}  // namespace

std::vector<Claim> experiment_claims() {
  std::vector<Claim> out;
  Space s;  // seed, d, n, Lambda = lq/16, scale 2^j
  s.coords = {{"seed", 0, 999999}, {"d", 1, 4}, {"n", 1, 8}, {"Lambda_16", 1, 16}, {"j", 0, 12}};
  s.edges = {{0, 2, 4, 1, 12}, {1, 1, 1, 16, 0}, {2, 4, 8, 2, 6}};
  s.reaches = {reach("d", 1, 4),                           // d in [1, 4] (edges 1, 4)
               reach("n", 1, 8),                           // n in [1, 8] (edges 1, 8)
               reach("Lambda", 1.0 / 16, 1),               // Lambda = k/16, k in [1, 16] (edges 1, 16)
               reach("w", {"2^0 times a drawn direction",  // |w| scale 2^j, j in [0, 12] (edges 0, 12)
                           "2^12 times a drawn direction"})};
  const Space ctl{{{"j", 6, 12}}, {{6}, {12}}};
  {
    Claim c = make(
        "ding_gong.exp.gradient_bound", "Lemma 4's hypothesis (L187) at the experiments' loss (L443-L445), Lambda > 0",
        "For the L2-regularised logistic loss log(1 + exp(-z w^T y)) + Lambda |w|^2 (Lambda > 0), |grad f_i(w)| <= V "
        "on "
        "R^d with V = (1/n) sum_n |y_n| (the bound of the logistic part).",
        "features in [0, 1]^d (L449-L451), labels +-1, Lambda > 0", s,
        [](const Point& p, unsigned bits) { return gradient_check(p[0], p[1], p[2], p[3], p[4], false, bits); }, ctl,
        "-", [](const Point& p, unsigned bits) { return gradient_check(0, 2, 4, 1, p[0], false, bits); });
    c.control_description =
        "the same at scales 2^6..2^12 (the printed hypothesis is the failing side; the Lambda = 0 claim has its own "
        "control)";
    c.expected = {Status::violated, "ding_gong.E10"};
    out.push_back(std::move(c));
    Space s0 = s;
    s0.coords[3] = {"Lambda_16", 0, 0};
    s0.edges = {{0, 2, 4, 0, 12}, {1, 1, 1, 0, 0}, {2, 4, 8, 0, 6}};
    s0.reaches.erase(s0.reaches.begin() + 2);  // Lambda = 0, a constant here
    Claim c0 = make(
        "ding_gong.exp.gradient_bound_unregularised",
        "Lemma 4's hypothesis at the unregularised loss (Lambda = 0, Fig. 3)",
        "For the logistic loss without regularisation, |grad f_i(w)| <= V = (1/n) sum_n |y_n| on R^d.",
        "features in [0, 1]^d, labels +-1, Lambda = 0", s0,
        [](const Point& p, unsigned bits) { return gradient_check(p[0], p[1], p[2], 0, p[4], false, bits); }, ctl,
        "V/2 with one record at w = -2^j z y (the gradient tends to |y| = V)",
        [](const Point& p, unsigned bits) { return gradient_check(3, 2, 1, 0, p[0], true, bits); });
    c0.form = Form::corrected;
    out.push_back(std::move(c0));
  }
  {
    Space sc = s;
    sc.coords[3] = {"Lambda_16", 0, 16};
    sc.reaches[2] = reach("Lambda", 0, 1);            // k in [0, 16]: 0 by the random points (17 values)
    sc.reaches[3] = reach("scale", {"2^0", "2^12"});  // convexity_check names the scale 2^j, j in [0, 12]
    out.push_back(make(
        "ding_gong.exp.strong_convexity", "L443-L445 ('Lambda-strongly convex') under L277's definition",
        "f(w') >= f(w) + <grad f(w), w' - w> + Lambda |w' - w|^2 for the L2-regularised logistic loss (L277's strong "
        "convexity has no 1/2, and Lambda |w|^2 gives exactly Lambda).",
        "features in [0, 1]^d, labels +-1, Lambda >= 0", sc,
        [](const Point& p, unsigned bits) { return convexity_check(p[0], p[1], p[2], p[3], p[4], 1, bits); }, ctl,
        "2 Lambda claimed, Lambda = 1, far from the origin (the logistic curvature vanishes)",
        [](const Point& p, unsigned bits) { return convexity_check(5, 2, 3, 16, p[0], 2, bits); }));
  }
  {
    Space r;  // total eps, R = 1 - 2^-r, K
    r.coords = {{"eps", 1, 10}, {"r", 1, 10}, {"K", 1, 5000}};
    r.edges = {{10, 8, 1000}, {5, 8, 50}, {1, 1, 1}, {10, 10, 5000}};  // the first: R = 0.996, K = 1000
    r.reaches = {reach("R", 0.5, 1023.0 / 1024),                       // R = 1 - 2^-r, r in [1, 10] (edges 1, 10)
                 reach("K", 1, 5000)};                                 // K in [1, 5000] (edges 1, 5000)
    Claim c = make(
        "ding_gong.headline.thm5_rate", "Abstract (L15), L32, Remark 2 (L426); Theorem 5 with L459's calibration",
        "At a fixed total privacy (eps, delta = 1e-4; the experiments match methods at equal total loss, L459), "
        "Theorem 5's noise term decreases with K (the O(1/K) rate 'same as the non-private counterpart'): its value "
        "at 2K is at most its value at K, with (sigma^2)_i^1 calibrated by Theorem 3 at each K.",
        "R in (0, 1), ring of 5, eta = V = d = 1", r,
        [](const Point& p, unsigned bits) { return rate_check(p[0], p[1], p[2], true, bits); },
        Space{{{"K", 500, 5000}}, {{500}, {5000}}}, "-",
        [](const Point& p, unsigned bits) { return rate_check(10, 8, p[0], true, bits); });
    c.control_description = "R = 0.996, total eps = 10, K in [500, 5000] (the printed headline is the failing side)";
    // the total eps in [1, 10] (edges 1, 10), named in the calibrated claim's "noise" text
    c.space.reaches.push_back(reach("noise", {"calibrated, total eps = 1", "calibrated, total eps = 10"}));
    c.expected = {Status::violated, "ding_gong.E11"};
    out.push_back(std::move(c));
    Claim f = make(
        "ding_gong.headline.thm5_rate_fixed", "Theorem 5 (L389-L394) with the initial variance fixed",
        "With (sigma^2)_i^1 fixed, Theorem 5's noise term at 2K is at most its value at K (it is exactly halved; the "
        "total privacy loss then grows like R^{-K}, Theorem 3).",
        "R in (0, 1), ring of 5, eta = V = d = 1", r,
        [](const Point& p, unsigned bits) { return rate_check(p[0], p[1], p[2], false, bits); },
        Space{{{"K", 500, 5000}}, {{500}, {5000}}}, "the calibrated variance at R = 0.996, total eps = 10",
        [](const Point& p, unsigned bits) { return rate_check(10, 8, p[0], true, bits); });
    f.form = Form::supported;
    out.push_back(std::move(f));
  }
  {
    Space r4;  // R = rk/1000 (< W = 0.10103), K
    r4.coords = {{"R_1000", 1, 100}, {"K", 1, 2000}};
    r4.edges = {{50, 20}, {100, 1}, {1, 2000}, {90, 500}};  // the first: E11
    r4.reaches = {reach("R", 0.001, 0.1),                   // R = k/1000, k in [1, 100] (edges 1, 100)
                  reach("K", 1, 2000)};                     // K in [1, 2000] (edges 1, 2000)
    Claim c = make(
        "ding_gong.headline.thm4_rate", "Remark 1 (L335); Theorem 4 with L459's calibration",
        "At a fixed total privacy (eps = 10, delta = 1e-4), Theorem 4's noise term (corrected bound, d S_3 sum_i "
        "(sigma^2)_i^1 W^{k+1}/(W - R)) decreases with the number of iterations: its value after 2K iterations is at "
        "most its value after K, with (sigma^2)_i^1 calibrated by Theorem 3 at each K.",
        "Theorem 4's hypotheses at the bound's configuration, R < W", r4,
        [](const Point& p, unsigned bits) { return rate4_check(p[0], p[1], true, bits); },
        Space{{{"K", 20, 200}}, {{20}, {200}}}, "-",
        [](const Point& p, unsigned bits) { return rate4_check(50, p[0], true, bits); });
    c.control_description = "R = 0.05, K in [20, 200] (the printed headline is the failing side)";
    c.expected = {Status::violated, "ding_gong.E11"};
    out.push_back(std::move(c));
    Claim f = make(
        "ding_gong.headline.thm4_rate_fixed", "Theorem 4 (L297) with the initial variance fixed",
        "With (sigma^2)_i^1 fixed, Theorem 4's noise term after 2K iterations is at most its value after K (it shrinks "
        "by W^K; the total privacy loss then grows like R^{-K}).",
        "Theorem 4's hypotheses at the bound's configuration, R < W", r4,
        [](const Point& p, unsigned bits) { return rate4_check(p[0], p[1], false, bits); },
        Space{{{"K", 20, 200}}, {{20}, {200}}}, "the calibrated variance at R = 0.05",
        [](const Point& p, unsigned bits) { return rate4_check(50, p[0], true, bits); });
    f.form = Form::supported;
    out.push_back(std::move(f));
  }
  return out;
}

}  // namespace privbound::proofs_check::ding_gong
