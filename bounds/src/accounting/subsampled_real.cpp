// r(α) of the Poisson-subsampled Gaussian for real (fractional) α: certified adaptive Simpson
// quadrature of A_α = ∫ φ_σ(z) g(z)^α dz with g(z) = (1−q) + q·e^{(2z−1)/(2σ²)}, plus proven
// tails, intersected with integer-order brackets. Declared in subsampled.hpp.
//
// Proofs used (all elementary):
//  * Simpson on [z0, z0+H]: ∫f = H/6 (f(z0) + 4f(z0+H/2) + f(z0+H)) − H⁵/2880 · f⁗(ξ), ξ in the
//    panel; f⁗ is enclosed by interval evaluation over the whole panel. With f = e^h,
//    f⁗ = f·(h'''' + 4h'''h' + 3h''² + 6h''h'² + h'⁴), where with s = q e^u / g ∈ [0, 1]
//    (u = (2z−1)/(2σ²)): h' = (αs − z)/σ², h'' = −1/σ² + αs(1−s)/σ⁴,
//    h''' = αs(1−s)(1−2s)/σ⁶, h'''' = αs(1−s)(1−6s+6s²)/σ⁸ (ds/dz = s(1−s)/σ²).
//    s is increasing in z, so s over a panel is the hull of its end values.
//  * Left tail z < a <= 0: 1−q <= g <= 1, so 0 <= ∫_{−∞}^a f <= Φ(a/σ).
//  * Right tail z > b >= 1/2: g <= e^u, so 0 <= ∫_b^∞ f <= e^{(α²−α)/(2σ²)} Φ((α−b)/σ).
//  * A panel may instead be enclosed by H·f(panel) (f enclosed by interval evaluation), used
//    where that is already narrow enough (far tails).
//  * log A_α is convex in α (Hölder) with log A_1 = 0, and D_α is non-decreasing in α, so for
//    n < α < n+1: r(n) <= r(α) <= [(n+1−α) log A_n + (α−n) log A_{n+1}]/(α−1) (r(1) := 0 lower),
//    and log A_α is above the extended secants of (n−1, n) and (n+1, n+2).
#include <algorithm>
#include <cmath>
#include <vector>

#include "detail.hpp"
#include "privbound/bounds/accounting/subsampled.hpp"
#include "privbound/bounds/validate.hpp"

namespace privbound::bounds::accounting {

using numeric::Interval;
using numeric::Result;

namespace {

struct Integrand {
  Interval alpha, q, sigma, s2, log_norm, ratio;  // ratio = (1−q)/q
  unsigned bits;

  // s(z) = 1/(1 + ((1−q)/q) e^{−u}) for a point or interval z (monotone: evaluate at ends).
  Interval s_of(const Interval& z) const {
    const Interval u = (2 * z - 1) / (2 * s2);
    return 1 / (1 + ratio * exp(-u));
  }
  // log g(z), monotone increasing in z.
  Interval log_g(const Interval& z) const {
    const Interval u = (2 * z - 1) / (2 * s2);
    return log1p(q * expm1(u));
  }
  Interval h(const Interval& z, const Interval& lg) const { return -sqr(z) / (2 * s2) - log_norm + alpha * lg; }
  Interval f_point(const Interval& z) const { return exp(h(z, log_g(z))); }
  // f over a panel [z0, z1] (points given).
  // Enclosed two ways and intersected: naive interval evaluation, and the mean-value form
  // h(Z) ⊆ h(zm) + h'(Z)·(Z − zm) (h' = (αs − z)/σ²), which avoids the cancellation between
  // −z²/(2σ²) and α·log g(z) on wide panels.
  Interval f_panel(const Interval& Z, const Interval& z0, const Interval& z1) const {
    const Interval naive = h(Z, detail::join_ends(log_g(z0), log_g(z1)));
    const Interval zm = detail::point_mid(z0, z1);
    const Interval s = detail::join_ends(s_of(z0), s_of(z1));
    const Interval mv = h(zm, log_g(zm)) + (alpha * s - Z) / s2 * (Z - zm);
    return exp(numeric::intersect(naive, mv));
  }
  Interval f4_panel(const Interval& Z, const Interval& z0, const Interval& z1) const {
    const Interval s = detail::join_ends(s_of(z0), s_of(z1));
    const Interval t = s * (1 - s);
    const Interval h1 = (alpha * s - Z) / s2;
    const Interval h2 = -1 / s2 + alpha * t / sqr(s2);
    const Interval h3 = alpha * t * (1 - 2 * s) / (sqr(s2) * s2);
    const Interval h4 = alpha * t * (1 - 6 * s + 6 * sqr(s)) / sqr(sqr(s2));
    const Interval h1sq = sqr(h1);
    const Interval poly = h4 + 4 * h3 * h1 + 3 * sqr(h2) + 6 * h2 * h1sq + sqr(h1sq);
    return f_panel(Z, z0, z1) * poly;
  }
};

// true if the enclosure x is at most `allowed` wide (certainly).
bool narrow(const Interval& x, const Interval& allowed) {
  if (!x.is_finite()) return false;
  return (detail::upper_point(x) - detail::lower_point(x)).certainly_le(allowed);
}

struct Quad {
  const Integrand& f;
  Interval tol_density;  // allowed enclosure width per unit length (absolute)
  long budget;           // Simpson panels left; afterwards panels are accepted as they are
  Interval sum;
  bool exhausted = false;

  void panel(const Interval& z0, const Interval& z1, int depth) {
    const Interval H = z1 - z0;
    const Interval Z = detail::join_ends(z0, z1);
    const Interval allowed = tol_density * detail::lower_point(H);
    const Interval crude = H * f.f_panel(Z, z0, z1);
    if (narrow(crude, allowed)) {
      sum += crude;
      return;
    }
    const Interval zm = detail::point_mid(z0, z1);
    const Interval simpson = H / 6 * (f.f_point(z0) + 4 * f.f_point(zm) + f.f_point(z1));
    const Interval err = sqr(sqr(H)) * H / 2880 * f.f4_panel(Z, z0, z1);
    const Interval v = numeric::intersect(simpson - err, crude);
    if (budget <= 0) exhausted = true;
    if (narrow(v, allowed) || depth > 40 || --budget <= 0) {
      sum += v;
      return;
    }
    panel(z0, zm, depth + 1);
    panel(zm, z1, depth + 1);
  }
};

Result<bool> check_inputs(const char* fn, const Interval& alpha, const Interval& q, const Interval& sigma) {
  if (alpha.is_nan()) return numeric::domain_error(fn, "alpha", "(1, 1000000]", "NaN");
  if (q.is_nan()) return numeric::domain_error(fn, "q", "[0, 1]", "NaN");
  if (sigma.is_nan()) return numeric::domain_error(fn, "sigma", "(0, inf)", "NaN");
  PB_TRY(bool a, check_greater(fn, "alpha", alpha, 1, "(1, 1000000]"));
  (void)a;
  if (!alpha.certainly_le(Interval::from_int(1000000, alpha.bits())))
    return numeric::domain_error(fn, "alpha", "(1, 1000000]", shown(alpha));
  PB_TRY(bool f, check_finite(fn, "q", q, "[0, 1]"));
  (void)f;
  if (!q.certainly_nonnegative() || !q.certainly_le(Interval::from_int(1, q.bits())))
    return numeric::domain_error(fn, "q", "[0, 1]", shown(q));
  PB_TRY(bool s, check_positive(fn, "sigma", sigma));
  (void)s;
  return true;
}

// Enclosure of A_α by quadrature (α a point, 0 < q < 1 points, σ a point).
// `a_lower` is a certified lower bound of A_α (>= 1); the tolerance is relative to it.
Interval a_by_quadrature(const Interval& alpha, const Interval& q, const Interval& sigma, const Interval& a_lower,
                         unsigned bits, double tol, long budget) {
  const Interval s2 = sqr(sigma);
  Integrand f{alpha, q, sigma, s2, log(sigma * sqrt(2 * Interval::pi(bits))), (1 - q) / q, bits};
  const double sd = sigma.upper_double(), ad = alpha.upper_double();
  // Interval [a, b]: Gaussian tails below tol/4 (t² >= 2 log(8/tol)).
  const double t_left = std::sqrt(2 * std::log(8 / tol)) + 1;
  const double c = 1 / (2 * sd * sd);
  const double t_right = std::sqrt(2 * (c * (ad * ad - ad) + std::log(8 / tol))) + 1;
  const double a = -t_left * sd, b = std::max(ad + 0.5, 0.5) + t_right * sd;
  const Interval ai = Interval::from_double(a, bits), bi = Interval::from_double(b, bits);
  Interval left = normal_cdf(ai / sigma);
  Interval right = exp((sqr(alpha) - alpha) / (2 * s2)) * normal_cdf((alpha - bi) / sigma);
  Interval tails = detail::join_ends(detail::zero(bits), left + right);
  const double len = b - a;
  const Interval tol_density = Interval::from_double(tol / 2 / len, bits) * detail::lower_point(a_lower);
  Quad quad{f, tol_density, budget, detail::zero(bits)};
  const int n0 = 64;
  Interval z0 = ai;
  for (int i = 1; i <= n0; ++i) {
    const Interval z1 = i == n0 ? bi : Interval::from_double(a + len * i / n0, bits);
    quad.panel(z0, z1, 0);
    z0 = z1;
  }
  return quad.sum + tails;
}

// max(a_lower, H·min f over a panel of width H around the argmax of log f found in double).
Interval peak_lower_bound(const Interval& alpha, const Interval& q, const Interval& sigma, const Interval& a_lower,
                          unsigned bits) {
  const double al = alpha.mid_double(), qd = q.mid_double(), sd = sigma.mid_double();
  auto logf = [&](double z) {
    const double u = (2 * z - 1) / (2 * sd * sd);
    const double lg = u > 0 ? u + std::log(qd + (1 - qd) * std::exp(-u)) : std::log1p(qd * std::expm1(u));
    return -z * z / (2 * sd * sd) + al * lg;
  };
  const double lo = -10 * sd, hi = al + 0.5 + 10 * sd + 1;
  double best = 0, bv = logf(0);
  const int n = 4000;
  for (int i = 0; i <= n; ++i) {
    const double z = lo + (hi - lo) * i / n;
    const double v = logf(z);
    if (v > bv) {
      bv = v;
      best = z;
    }
  }
  const double w = std::min(sd, sd * sd) / 4;
  const Interval z0 = Interval::from_double(best - w, bits), z1 = Interval::from_double(best + w, bits);
  const Interval s2 = sqr(sigma);
  Integrand f{alpha, q, sigma, s2, log(sigma * sqrt(2 * Interval::pi(bits))), (1 - q) / q, bits};
  const Interval panel = (z1 - z0) * f.f_panel(detail::join_ends(z0, z1), z0, z1);
  if (!panel.is_finite()) return a_lower;
  return numeric::max(a_lower, detail::lower_point(panel));
}

}  // namespace

Result<Interval> rdp_subsampled_gaussian_real(const Interval& alpha, const Interval& q, const Interval& sigma) {
  static const char* fn = "rdp_subsampled_gaussian_real";
  PB_TRY(bool ok, check_inputs(fn, alpha, q, sigma));
  (void)ok;
  const unsigned bits = std::max({alpha.bits(), q.bits(), sigma.bits()});
  if (detail::is_integer_point(alpha)) return rdp_subsampled_gaussian(alpha, q, sigma);
  if (q.certainly_le(detail::zero(bits))) return detail::zero(bits);
  if (detail::is_point(q) && mpfr_cmp_si(&q.raw()->left, 1) == 0) return alpha / (2 * sqr(sigma));  // plain Gaussian
  if (q.contains_zero() || !q.certainly_lt(Interval::from_int(1, bits))) {
    // q touching 0 or 1: r is non-decreasing in q; r(α; 1) = α/(2σ²).
    return detail::join_ends(detail::zero(bits), alpha / (2 * sqr(sigma)));
  }
  // Integer brackets n < α < n+1.
  Interval fl(bits);
  mpfr_floor(&fl.raw()->left, &alpha.raw()->left);
  mpfr_floor(&fl.raw()->right, &alpha.raw()->left);
  const long n = mpfr_get_si(&fl.raw()->left, MPFR_RNDN);
  if (!Interval::from_int(n, bits).certainly_lt(alpha) || !alpha.certainly_lt(Interval::from_int(n + 1, bits)))
    return numeric::hypothesis_error(fn, "a fractional alpha must lie strictly between two consecutive integers.");
  const Interval theta = alpha - n;
  Interval log_an = detail::zero(bits), r_n = detail::zero(bits);
  if (n >= 2) {
    PB_TRY(Interval rn, rdp_subsampled_gaussian(Interval::from_int(n, bits), q, sigma));
    r_n = rn;
    log_an = rn * (n - 1);
  }
  PB_TRY(Interval rn1, rdp_subsampled_gaussian(Interval::from_int(n + 1, bits), q, sigma));
  const Interval log_an1 = rn1 * n;
  const Interval upper = ((1 - theta) * log_an + theta * log_an1) / (alpha - 1);
  // Lower bounds from convexity of log A: extending the secants of (n−1, n) to the right and
  // of (n+1, n+2) to the left cannot pass above the curve.
  Interval lower_log = log_an;
  if (n >= 2) {
    Interval log_am1 = detail::zero(bits);
    if (n - 1 >= 2) {
      PB_TRY(Interval rm1, rdp_subsampled_gaussian(Interval::from_int(n - 1, bits), q, sigma));
      log_am1 = rm1 * (n - 2);
    }
    lower_log = numeric::max(lower_log, log_an + theta * (log_an - log_am1));
  }
  if (n + 2 <= 1000000) {
    PB_TRY(Interval rn2, rdp_subsampled_gaussian(Interval::from_int(n + 2, bits), q, sigma));
    lower_log = numeric::max(lower_log, log_an1 - (1 - theta) * (rn2 * (n + 1) - log_an1));
  }
  const Interval lower = numeric::max(r_n, lower_log / (alpha - 1));
  const Interval bracket = detail::join_ends(lower, upper);
  // Quadrature.
  // Certified lower bound of A_α from the bracket: log A_α >= (α−1)·r(n).
  const Interval a_lower = numeric::max(exp(detail::lower_point(r_n * (alpha - 1))), Interval::from_int(1, bits));
  // A better lower bound of A_α: ∫ over one short panel around the (double-precision) argmax
  // of the integrand is >= H·min f(panel) (certified); it sets the absolute tolerance.
  const double tol = std::max(std::ldexp(1.0, -static_cast<int>(bits) / 3), 1e-30);
  const Interval A = a_by_quadrature(alpha, q, sigma, peak_lower_bound(alpha, q, sigma, a_lower, bits), bits, tol, 30000);
  const Interval a_minus_1 = numeric::max(A - 1, detail::zero(bits));
  Interval r = bracket;
  if (a_minus_1.is_finite()) {
    const Interval rq = log1p(a_minus_1) / (alpha - 1);
    if (rq.overlaps(bracket)) r = numeric::intersect(rq, bracket);
  }
  return r;
}

}  // namespace privbound::bounds::accounting
