// The formulas of bounds/ding_gong/convergence.hpp (each header comment states source and domain).
#include "privbound/bounds/ding_gong/convergence.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include "privbound/bounds/ding_gong/settings.hpp"
#include "privbound/bounds/validate.hpp"

namespace privbound::bounds::ding_gong {
namespace {

Result<void> check_above_one(const char* fn, const char* name, const Interval& x) {
  PB_TRY(bool ok, check_greater(fn, name, x, 1, "(1, inf)"));
  (void)ok;
  return {};
}

Result<void> check_unit(const char* fn, const char* name, const Interval& x) {
  PB_TRY(bool ok, check_open_unit(fn, name, x));
  (void)ok;
  return {};
}

// mu, v > 0 and mu <= v/2 (L277 and L281 together: f(y) - f(x*) - <grad f(x*), y - x*> is at least mu
// |y - x*|^2 and at most (v/2) |y - x*|^2).
Result<void> check_curvature(const char* fn, const Interval& mu, const Interval& v) {
  PB_TRY(bool a, check_positive(fn, "mu", mu));
  PB_TRY(bool b, check_positive(fn, "v", v));
  (void)a, (void)b;
  // rejected when certainly violated (decimal inputs such as mu = 0.005, v = 0.01 are enclosures of
  // an exact mu = v/2)
  if (v.certainly_lt(2 * mu))
    return numeric::domain_error(fn, "mu", "(0, v/2] (L277 and L281 together imply mu <= v/2)", shown(mu));
  return {};
}

Interval zeta_of(const Spectrum& s, const Interval& mu, const Interval& v, const Interval& kappa2) {
  const Interval a = sqr(s.Lp_min), A = sqr(s.Lp_max), q = sqr(s.Q_min);
  return 2 * (kappa2 - 1) * mu * q * a / (kappa2 * sqr(v) * a + 2 * mu * A);
}

// theta at which W(theta) = target: (target (1 - b)(1 + zeta) a - A)/(4 A + 4 target (1 - b) a).
Interval theta_at_W(const Spectrum& s, const Interval& zeta, const Interval& b, const Interval& target) {
  const Interval a = sqr(s.Lp_min), A = sqr(s.Lp_max);
  return (target * (1 - b) * (1 + zeta) * a - A) / (4 * A + 4 * target * (1 - b) * a);
}

Interval H1_of(const Spectrum& s, const Interval& zeta, const Interval& b, const Interval& kappa4) {
  const Interval a = sqr(s.Lp_min), m = sqr(s.M_max);
  const Interval t = 1 - 1 / kappa4;
  return b * (1 + zeta) * a * t / (4 * b * a * t + 16 * m);
}

}  // namespace

Result<Spectrum> spectrum(const GraphMatrices& g, unsigned bits) {
  Spectrum s{Interval(bits), Interval(bits), Interval(bits), Interval(bits), Interval(bits), 0};
  PB_TRY(Interval a, graph_phi(g, GraphMatrix::L_plus, true, bits));
  PB_TRY(Interval b, graph_phi(g, GraphMatrix::L_plus, false, bits));
  PB_TRY(Interval c, graph_phi(g, GraphMatrix::M, true, bits));
  PB_TRY(Interval d, graph_phi(g, GraphMatrix::L_minus, false, bits));
  s.Lp_max = a;
  s.Lp_min = b;
  s.M_max = c;
  s.Lm_min = d;
  s.Q_min = sqrt(d) / 2;
  s.edges = static_cast<long>(g.links.size() / 2);
  return s;
}

Result<Lemma5> lemma5_constants(const Spectrum& s, const Interval& mu, const Interval& v, const Interval& kappa2,
                                const Interval& kappa3) {
  const char* fn = "lemma5_constants";
  PB_CHECK(check_curvature(fn, mu, v));
  PB_CHECK(check_above_one(fn, "kappa2", kappa2));
  PB_CHECK(check_above_one(fn, "kappa3", kappa3));
  const Interval a = sqr(s.Lp_min), A = sqr(s.Lp_max), q = sqr(s.Q_min), m = sqr(s.M_max);
  Lemma5 L{Interval(mu.bits()), Interval(mu.bits()), Interval(mu.bits()), Interval(mu.bits())};
  L.kappa1 = 1 + 2 * mu * A / (sqr(v) * a);
  L.zeta = zeta_of(s, mu, v, kappa2);
  L.eta = sqrt(L.kappa1 * kappa2 * (kappa3 - 1) * sqr(v) / (kappa3 * (kappa2 - 1) * q * a));
  const Interval eta2 = sqr(L.eta);
  L.P = L.zeta * eta2 * kappa2 * m / q + L.zeta * eta2 * A * kappa3 / 4;
  return L;
}

Result<PhiArg> parse_phi_arg(const std::string& name) {
  if (name == "L_plus") return PhiArg::L_plus;
  if (name == "M") return PhiArg::M;
  return numeric::domain_error("thm4_constants", "phi_arg", "L_plus or M", name);
}

Result<Thm4> thm4_constants(const Spectrum& s, const Thm4Inputs& in, PhiArg arg) {
  const char* fn = "thm4_constants";
  PB_CHECK(check_curvature(fn, in.mu, in.v));
  PB_CHECK(check_above_one(fn, "kappa2", in.kappa2));
  PB_CHECK(check_above_one(fn, "kappa4", in.kappa4));
  PB_CHECK(check_unit(fn, "b", in.b));
  PB_TRY(bool t, check_positive(fn, "theta", in.theta));
  (void)t;
  const unsigned bits = in.mu.bits();
  const Interval a = sqr(s.Lp_min), A = sqr(s.Lp_max), q = sqr(s.Q_min), m = sqr(s.M_max);
  const Interval& b = in.b;
  const Interval& th = in.theta;
  // kappa_3 as Theorem 4 sets it (kappa_1 from Lemma 5, which does not depend on kappa_3)
  const Interval kappa1 = 1 + 2 * in.mu * A / (sqr(in.v) * a);
  const Interval kappa3 = sqrt((sqr(in.v) * a + 2 * in.mu * A) / (th * kappa1 * sqr(in.v) * a));
  if (!Interval::from_int(1, bits).certainly_lt(kappa3))
    return numeric::domain_error(fn, "theta", "(0, 1) (kappa_3 = 1/sqrt(theta) must exceed 1)", shown(th));
  PB_TRY(Lemma5 l5, lemma5_constants(s, in.mu, in.v, in.kappa2, kappa3));
  const Interval& z = l5.zeta;
  const Interval den = 1 + z - 4 * th;
  if (!den.certainly_positive())
    return numeric::domain_error(fn, "theta", "(0, (1 + zeta)/4) (W's denominator 1 + zeta - 4 theta)", shown(th));
  Thm4 c{in,
         l5,
         kappa3,
         4 / ((1 - b) * a),
         4 / ((1 + 4 * th) * A),
         (1 + 4 * th) * A / ((1 - b) * den * a),
         Interval(bits),
         Interval(bits),
         Interval(bits),
         Interval(bits),
         H1_of(s, z, b, in.kappa4),
         theta_at_W(s, z, b, Interval::from_int(1, bits))};
  const Interval phi2 = arg == PhiArg::L_plus ? A : m;
  const Interval head =
      4 * z * in.kappa2 * m / q + phi2 * sqr(sqrt(z) + sqrt(2 * (in.kappa2 - 1) * q / (th * kappa1 * in.kappa2)));
  const Interval tail = b * (in.kappa4 - 1) / (1 - b);
  c.S3_statement = head + tail;
  c.S3_proof = head / ((1 - b) * (1 + z) * den * a) + tail;
  // (19) as printed: P + 1/(2 theta); from (23) divided by eta^2 with Young's constant 1/theta (E14)
  c.S3_eq19 = 4 * (l5.P + 1 / (2 * th)) / ((1 - b) * den * a) + tail;
  c.S3_eq23 = 4 * (l5.P + 1 / th) / (sqr(l5.eta) * (1 - b) * den * a) + tail;
  return c;
}

Result<ThetaSet> thm4_theta_set(const Spectrum& s, const Interval& mu, const Interval& v, const Interval& kappa2,
                                const Interval& kappa4, const Interval& b, const Interval& R) {
  const char* fn = "thm4_theta_set";
  PB_CHECK(check_curvature(fn, mu, v));
  PB_CHECK(check_above_one(fn, "kappa2", kappa2));
  PB_CHECK(check_above_one(fn, "kappa4", kappa4));
  PB_CHECK(check_unit(fn, "b", b));
  PB_CHECK(check_unit(fn, "R", R));
  const unsigned bits = mu.bits();
  ThetaSet t{Interval(bits), Interval(bits), Interval(bits), zeta_of(s, mu, v, kappa2), false, false, ""};
  const Interval H1 = H1_of(s, t.zeta, b, kappa4), H2 = theta_at_W(s, t.zeta, b, Interval::from_int(1, bits));
  const Interval one = Interval::from_int(1, bits), side = (1 + t.zeta) / 4;
  t.upper = min(min(H1, H2), min(one, side));
  // the end that binds: the certainly smallest of H1, H2, 1, (1 + zeta)/4 (undecided when enclosures overlap)
  const std::vector<std::pair<const char*, Interval>> ends = {
      {"H1 (Lemma 7)", H1}, {"H2 (W < 1)", H2}, {"1 (kappa_3 > 1)", one}, {"(1 + zeta)/4 (L503)", side}};
  t.binding = "undecided (overlapping enclosures)";
  for (const auto& [name, x] : ends) {
    bool smallest = true;
    for (const auto& [other, y] : ends)
      if (other != name && !x.certainly_lt(y)) smallest = false;
    if (smallest) t.binding = name;
  }
  t.theta_R = theta_at_W(s, t.zeta, b, R);
  t.lower = max(Interval::from_int(0, bits), t.theta_R);
  t.nonempty = t.lower.certainly_lt(t.upper);
  t.empty = t.upper.certainly_le(t.lower);
  return t;
}

Result<Feasibility> thm4_feasibility(const Spectrum& s, const Interval& mu, const Interval& v, const Interval& R) {
  const char* fn = "thm4_feasibility";
  PB_CHECK(check_curvature(fn, mu, v));
  PB_CHECK(check_unit(fn, "R", R));
  const unsigned bits = mu.bits();
  Feasibility f;
  const Interval a = sqr(s.Lp_min), A = sqr(s.Lp_max), q = sqr(s.Q_min);
  f.impossible = ((1 + 2 * mu * q / sqr(v)) * a).certainly_le(A);
  if (f.impossible) return f;
  // b = 2^-j and 1 - 2^-j (j = 1..12), kappa_2 = 4^j (j = 1..12), kappa_4 in {2, 16, 256}
  for (int jb = -12; jb <= 12 && !f.witness; ++jb) {
    if (jb == 0 || jb == -1) continue;  // 1 - 2^-1 = 2^-1
    const Interval half = Interval::from_int(1, bits) / Interval::from_int(1L << std::abs(jb), bits);
    const Interval b = jb > 0 ? half : 1 - half;
    for (int jk = 1; jk <= 12 && !f.witness; ++jk)
      for (long k4 : {2L, 16L, 256L}) {
        const Interval k2 = Interval::from_int(1L << (2 * jk), bits);
        PB_TRY(ThetaSet t, thm4_theta_set(s, mu, v, k2, Interval::from_int(k4, bits), b, R));
        if (t.nonempty) {
          f.witness = true;
          f.b = jb > 0 ? std::ldexp(1.0, -jb) : 1 - std::ldexp(1.0, jb);
          f.kappa2 = std::ldexp(1.0, 2 * jk);
          f.kappa4 = static_cast<double>(k4);
          f.theta_lo = t.lower.upper_double();
          f.theta_hi = t.upper.lower_double();
          break;
        }
      }
  }
  return f;
}

Result<void> thm4_hypotheses(const Thm4& c, const Interval& R) {
  const char* fn = "thm4_bound";
  PB_CHECK(check_unit(fn, "R", R));
  if (!c.H2.certainly_positive())
    return numeric::domain_error(
        fn, "b", "values with (1 - b)(1 + zeta) phi_min^2(L_+) > phi_max^2(L_+) (Theorem 4's hypothesis)",
        "H2 = " + shown(c.H2));
  if (!c.in.theta.certainly_lt(c.H1) || !c.in.theta.certainly_lt(c.H2))
    return numeric::domain_error(fn, "theta", "(0, min{H1, H2}) (Theorem 4; Lemma 7 for H1)",
                                 shown(c.in.theta) + " with H1 = " + shown(c.H1) + ", H2 = " + shown(c.H2));
  if (!c.W.certainly_lt(Interval::from_int(1, R.bits())))
    return numeric::domain_error(fn, "theta", "(0, H2) (W < 1, L317-L319)", "W = " + shown(c.W));
  if (!R.certainly_lt(c.W))
    return numeric::domain_error(fn, "R", "(0, W) (R < W, L297)", shown(R) + " with W = " + shown(c.W));
  return {};
}

Result<Interval> thm4_bound(const Thm4& c, const Interval& S3, const Interval& R, const Interval& e0,
                            const Interval& r0, long d, const Interval& sigma2_sum, long k, Thm4Form form) {
  const char* fn = "thm4_bound";
  PB_CHECK(thm4_hypotheses(c, R));  // W - R > 0 certified below
  PB_TRY(bool x, check_nonnegative(fn, "e0", e0));
  PB_TRY(bool y, check_nonnegative(fn, "r0", r0));
  PB_TRY(bool z, check_nonnegative(fn, "sigma2_sum", sigma2_sum));
  (void)x, (void)y, (void)z;
  if (d < 1 || d > kMaxK) return numeric::domain_error(fn, "d", "the integers in [1, 10^9]", std::to_string(d));
  const long kmax = form == Thm4Form::sum ? 20000L : kMaxK;  // the sum: 0.16 s at 4096 bits (10^5 took 0.8 s)
  if (k < 0 || k > kmax)
    return numeric::domain_error(fn, "k", "the integers in [0, " + std::to_string(kmax) + "]", std::to_string(k));
  const unsigned bits = R.bits();
  const Interval W = c.W;
  const Interval Wk1 = exp(Interval::from_int(k + 1, bits) * log(W));
  Interval factor(bits);  // multiplies S3 d Sigma inside W^{k+1}( ... )
  switch (form) {
    case Thm4Form::printed:
      factor = W / (W - R);
      break;
    case Thm4Form::corrected:
      factor = 1 / (W - R);
      break;
    case Thm4Form::sum: {
      Interval sum = Interval::from_int(0, bits), term = 1 / W;  // W^{-s} R^{s-1}, s = 1..k+1
      for (long s = 1; s <= k + 1; ++s) {
        sum = sum + term;
        term = term * R / W;
      }
      factor = sum;
      break;
    }
  }
  return Wk1 * (e0 + c.S2 * r0 + S3 * Interval::from_int(d, bits) * sigma2_sum * factor);
}

Interval lemma6_noise_coeff(const Spectrum& s, bool statement) {
  const Interval A = sqr(s.Lp_max);
  return statement ? A / (2 * sqr(s.Lm_min)) : A / (2 * s.Lm_min);
}

Result<Interval> thm5_bound(const Spectrum& s, const Interval& eta, long K, long d, const Interval& qx0,
                            const Interval& lx0, const Interval& sigma2_sum, const Interval& sigma2_edges,
                            const Interval& R, bool with_cross) {
  const char* fn = "thm5_bound";
  PB_TRY(bool e, check_positive(fn, "eta", eta));
  PB_TRY(bool x, check_nonnegative(fn, "qx0", qx0));
  PB_TRY(bool y, check_nonnegative(fn, "lx0", lx0));
  PB_TRY(bool z, check_nonnegative(fn, "sigma2_sum", sigma2_sum));
  PB_TRY(bool w, check_nonnegative(fn, "sigma2_edges", sigma2_edges));
  (void)e, (void)x, (void)y, (void)z, (void)w;
  PB_CHECK(check_unit(fn, "R", R));
  if (K < 1 || K > kMaxK) return numeric::domain_error(fn, "K", "the integers in [1, 10^9]", std::to_string(K));
  if (d < 1 || d > kMaxK) return numeric::domain_error(fn, "d", "the integers in [1, 10^9]", std::to_string(d));
  const unsigned bits = eta.bits();
  const Interval Ki = Interval::from_int(K, bits), di = Interval::from_int(d, bits);
  Interval v = eta * qx0 / Ki + eta * lx0 / Ki + eta * di * lemma6_noise_coeff(s, false) * sigma2_sum / ((1 - R) * Ki);
  if (with_cross) {
    const Interval u = 1 - R, l = intersect(log(R), log1p(-u));
    v = v + eta * di * sigma2_edges * (-expm1(Ki * l)) / (u * Ki);
  }
  return v;
}

}  // namespace privbound::bounds::ding_gong
