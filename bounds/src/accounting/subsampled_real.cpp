// r(α) of the Poisson-subsampled Gaussian for real (fractional) α: certified Taylor-model
// quadrature of A_α − 1, plus proven tails, intersected with integer-order brackets; and the
// double-precision search path. Declared in subsampled.hpp.
//
// The integral (all steps elementary, stated once here):
//  * A_α = ∫ φ(z) g(z)^α dz, φ the N(0, σ²) density, g = 1 + x, x(z) = q·expm1(u),
//    u = (2z − 1)/(2σ²). Since E_φ[e^u] = 1, ∫ φ x = 0, hence
//    A_α − 1 = ∫ φ(z) ψ(x(z)) dz with ψ(x) = (1+x)^α − 1 − αx >= 0 (ψ convex, ψ(0) = ψ'(0) = 0).
//    The integrand is non-negative, so no cancellation between A_α and 1 (small q, α near 1).
//  * Taylor arithmetic in t (z = c + t), with D = (1+x)^{α−1} − 1:
//      λ = log1p(x):      λ_k = (x_k − (1/k) Σ_{j<k} j λ_j x_{k−j}) / (1 + x_0)
//      B = e^{(α−1)λ}:    k B_k = Σ_{j=1..k} j (α−1)λ_j B_{k−j};  D_0 = expm1((α−1)λ_0), D_k = B_k
//      ψ' = αD·x':        k ψ_k = α Σ_{j=1..k} j x_j D_{k−j}          (no cancellation for k >= 1)
//      φ = e^v, v quadratic: k φ_k = v_1 φ_{k−1} + 2 v_2 φ_{k−2}
//      F = φ·ψ:           F_k = Σ_j φ_j ψ_{k−j}.
//    ψ_0 = expm1(α λ_0) − α x_0 cancels; it is evaluated only at point α and point x and
//    assembled by monotonicity (ψ is non-decreasing in α; decreasing for x < 0, increasing for
//    x > 0; x is increasing in z), with extra working bits for the cancellation itself.
//  * Panel [z0, z1], centre c, hl = c − z0, hr = z1 − c, K odd: Taylor's theorem with the
//    Lagrange remainder gives F(c+t) = Σ_{k<=K} F_k(c) t^k + F_{K+1}(ξ) t^{K+1}, ξ in the
//    panel; F_{K+1}(ξ) is enclosed by the same recurrences run on the interval Z = [z0, z1]
//    (inclusion isotonicity), and t^{K+1} >= 0, so by the mean value theorem for integrals
//    ∫ = Σ_k F_k (hr^{k+1} − (−hl)^{k+1})/(k+1) + F_{K+1}(Z)·(hr^{K+2} + hl^{K+2})/(K+2).
//    The panel value is also intersected with [0, (z1 − z0)·φ(Z)ψ(Z)].
//  * Left tail z < a <= 0: x(z) <= x(a) <= 0, so ψ(x(z)) <= ψ(x(a)), and
//    Φ(a/σ) <= φ_1(a/σ)·σ/|a| (Mills' ratio): 0 <= ∫_{−∞}^a <= ψ(x(a)) e^{−a²/(2σ²)} σ/(|a|√(2π)).
//  * Right tail z > b > max(α, 1/2): ψ(x) <= g^α <= (1−q) + q e^{αu} (Jensen: t ↦ t^α convex),
//    and ∫_b^∞ φ e^{αu} = e^{(α²−α)/(2σ²)} Φ((α − b)/σ), so 0 <= ∫_b^∞ <=
//    (1−q) e^{−b²/(2σ²)} σ/(b√(2π)) + q e^{((α²−α) − (b−α)²)/(2σ²)} σ/((b−α)√(2π)).
//  * Every step is an interval evaluation valid for each α, q, σ in the input enclosures, so
//    thin non-point inputs (q = 0.01 is not a binary number) are enclosed as well.
//  * log A_α is convex in α (Hölder) with log A_1 = 0, and D_α is non-decreasing in α, so for
//    n < α < n+1: r(n) <= r(α) <= [(n+1−α) log A_n + (α−n) log A_{n+1}]/(α−1) (r(1) := 0 lower),
//    and log A_α is above the extended secants of (n−1, n) and (n+1, n+2).
#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "detail.hpp"
#include "privbound/bounds/accounting/subsampled.hpp"
#include "privbound/bounds/validate.hpp"

namespace privbound::bounds::accounting {

using numeric::Interval;
using numeric::Result;

namespace {

struct Params {
  unsigned wb;  // working precision
  Interval alpha, am1, q, s2, inv_s2, half_inv_s2, log_norm;
  Params(const Interval& a, const Interval& qq, const Interval& sigma, unsigned bits)
      : wb(bits),
        alpha(a.with_bits(bits)),
        am1(alpha - 1),
        q(qq.with_bits(bits)),
        s2(sqr(sigma.with_bits(bits))),
        inv_s2(1 / s2),
        half_inv_s2(inv_s2 / 2),
        log_norm(log(sigma.with_bits(bits) * sqrt(2 * Interval::pi(bits)))) {}

  Interval u_of(const Interval& z) const { return (2 * z - 1) * half_inv_s2; }
  Interval x_of(const Interval& z) const { return q * expm1(u_of(z)); }
  // ψ(x) = (1+x)^α − 1 − αx for x in the enclosure X, by monotonicity: ψ is non-decreasing in
  // α (∂ψ/∂α = (1+x)^α log1p(x) − x >= (1+x) log1p(x) − x >= 0), decreasing in x < 0 and
  // increasing in x > 0. Each end is evaluated at point α and point x, so the cancellation in
  // ψ does not turn the inputs' own widths into a wide result.
  Interval psi(const Interval& X) const {
    const Interval al = detail::lower_point(alpha), ah = detail::upper_point(alpha);
    const Interval xl = detail::lower_point(X), xh = detail::upper_point(X);
    auto at = [&](const Interval& a, const Interval& x) {
      return numeric::max(expm1(a * log1p(x)) - a * x, Interval(wb));
    };
    if (detail::is_point(alpha) && detail::is_point(X)) return at(al, xl);
    if (!xh.certainly_positive()) return detail::join_ends(at(al, xh), at(ah, xl));  // xh <= 0
    if (!xl.certainly_negative()) return detail::join_ends(at(al, xl), at(ah, xh));  // xl >= 0
    return detail::join_ends(Interval(wb), numeric::max(at(ah, xl), at(ah, xh)));
  }
  Interval log_phi(const Interval& z) const { return -sqr(z) * half_inv_s2 - log_norm; }
  // w(z) = log φ(z) + α log1p(x(z)) = log(φ g^α), given x = x(z).
  Interval w(const Interval& z, const Interval& x) const { return log_phi(z) + alpha * log1p(x); }
  // w over Z (centre c, w(c) = wc, x at the ends x0 <= x1): the mean-value form
  // w(c) + w'(Z)(Z − c) with w' = (α s − z)/σ², s = q e^u/g = (x + q)/(1 + x) increasing in z,
  // intersected with the naive enclosure (x and log1p are increasing).
  Interval w_range(const Interval& Z, const Interval& c, const Interval& wc, const Interval& x0,
                   const Interval& x1) const {
    const Interval s = detail::join_ends((x0 + q) / (1 + x0), (x1 + q) / (1 + x1));
    const Interval mv = wc + (alpha * s - Z) * inv_s2 * (Z - c);
    const Interval naive = log_phi(Z) + alpha * detail::join_ends(log1p(x0), log1p(x1));
    return numeric::intersect(mv, naive);
  }
};

// Taylor coefficients of F(z + t) in t up to order n−1 (z a point or an interval), in one of
// two algebraically equal forms (the choice only affects widths):
//  * D-form, F = φ·ψ with ψ_k from D (no cancellation at small x or α near 1); `first` is an
//    enclosure of ψ(x(z));
//  * P-form, F = e^w − φ·(1 + αx) with w = log φ + α log1p(x), used where e^w dominates
//    (large x, large α): the separate enclosures of φ and g^α over a panel would otherwise
//    multiply two huge opposite spreads; `first` is an enclosure of w(z).
// Buffers are reused between calls.
class TaylorF {
 public:
  TaylorF(int n, unsigned wb)
      : n_(n), x_(n, Interval(wb)), jx_(n, Interval(wb)), lg_(n, Interval(wb)), jm_(n, Interval(wb)),
        d_(n, Interval(wb)), psi_(n, Interval(wb)), phi_(n, Interval(wb)), f_(n, Interval(wb)), t_(wb), acc_(wb),
        e_(wb) {}

  // x0 = x(z) and psi0 = ψ(x(z)) are supplied (the caller has them); F_0 = φ(z)·psi0 in both
  // forms. w0 is an enclosure of w(z) (P-form only). Products with the index j are formed once
  // (jx_ = j·x_j, jm_ = j·λ_j, then j·m_j or j·w_j).
  // With last_only, only F_{n−1} (and F_0) are formed: the remainder needs no other.
  const std::vector<Interval>& run(const Interval& z, const Interval& x0, const Interval& psi0, const Interval& w0,
                                   const Params& p, bool pform, bool last_only = false) {
    last_only_ = last_only;
    Interval e = exp(p.u_of(z));
    x_[0] = x0;
    for (int k = 1; k < n_; ++k) {
      mpfi_mul(e.raw(), e.raw(), p.inv_s2.raw());
      mpfi_div_ui(e.raw(), e.raw(), static_cast<unsigned long>(k));
      mpfi_mul(x_[k].raw(), e.raw(), p.q.raw());
      mpfi_mul_ui(jx_[k].raw(), x_[k].raw(), static_cast<unsigned long>(k));
    }
    const Interval g0 = 1 + x_[0];
    lg_[0] = log1p(x_[0]);
    for (int k = 1; k < n_; ++k) {  // λ_k = (x_k − (1/k) Σ_{j<k} j λ_j x_{k−j}) / (1 + x_0)
      mpfi_set_ui(acc_.raw(), 0);
      for (int j = 1; j < k; ++j) {
        mpfi_mul(t_.raw(), jm_[j].raw(), x_[k - j].raw());
        mpfi_add(acc_.raw(), acc_.raw(), t_.raw());
      }
      mpfi_div_ui(acc_.raw(), acc_.raw(), static_cast<unsigned long>(k));
      mpfi_sub(acc_.raw(), x_[k].raw(), acc_.raw());
      mpfi_div(lg_[k].raw(), acc_.raw(), g0.raw());
      mpfi_mul_ui(jm_[k].raw(), lg_[k].raw(), static_cast<unsigned long>(k));
    }
    // φ = e^v, v = −(z+t)²/(2σ²) − log_norm: v_1 = −z/σ², v_2 = −1/(2σ²).
    phi_[0] = exp(p.log_phi(z));
    const Interval v1 = -z * p.inv_s2, v2x2 = -p.inv_s2;
    for (int k = 1; k < n_; ++k) {
      mpfi_mul(acc_.raw(), v1.raw(), phi_[k - 1].raw());
      if (k >= 2) {
        mpfi_mul(t_.raw(), v2x2.raw(), phi_[k - 2].raw());
        mpfi_add(acc_.raw(), acc_.raw(), t_.raw());
      }
      mpfi_div_ui(phi_[k].raw(), acc_.raw(), static_cast<unsigned long>(k));
    }
    if (pform) {
      run_p(w0, v1, p);
    } else {
      run_d(psi0, p);
    }
    f_[0] = phi_[0] * psi0;
    return f_;
  }

 private:
  // D-form: B = e^{(α−1)λ}, d_ holds D (d_[0] = expm1(m_0), d_[k] = B_k); kψ_k = α Σ j x_j D_{k−j}.
  void run_d(const Interval& psi0, const Params& p) {
    for (int k = 1; k < n_; ++k) mpfi_mul(jm_[k].raw(), jm_[k].raw(), p.am1.raw());  // j·m_j
    const Interval m0 = p.am1 * lg_[0];
    const Interval b0 = exp(m0);
    d_[0] = expm1(m0);
    for (int k = 1; k < n_; ++k) {
      mpfi_mul(acc_.raw(), jm_[k].raw(), b0.raw());
      for (int j = 1; j < k; ++j) {
        mpfi_mul(t_.raw(), jm_[j].raw(), d_[k - j].raw());
        mpfi_add(acc_.raw(), acc_.raw(), t_.raw());
      }
      mpfi_div_ui(d_[k].raw(), acc_.raw(), static_cast<unsigned long>(k));
    }
    psi_[0] = psi0;
    for (int k = 1; k < n_; ++k) {
      mpfi_set_ui(acc_.raw(), 0);
      for (int j = 1; j <= k; ++j) {
        mpfi_mul(t_.raw(), jx_[j].raw(), d_[k - j].raw());
        mpfi_add(acc_.raw(), acc_.raw(), t_.raw());
      }
      mpfi_mul(acc_.raw(), acc_.raw(), p.alpha.raw());
      mpfi_div_ui(psi_[k].raw(), acc_.raw(), static_cast<unsigned long>(k));
    }
    for (int k = last_only_ ? n_ - 1 : 1; k < n_; ++k) {
      mpfi_set_ui(acc_.raw(), 0);
      for (int j = 0; j <= k; ++j) {
        mpfi_mul(t_.raw(), phi_[j].raw(), psi_[k - j].raw());
        mpfi_add(acc_.raw(), acc_.raw(), t_.raw());
      }
      mpfi_set(f_[k].raw(), acc_.raw());
    }
  }

  // P-form: jm_ becomes j·w_j, psi_ holds P = e^w; F_k = P_k − Σ_j φ_j (1 + αx)_{k−j}.
  void run_p(const Interval& w0, const Interval& v1, const Params& p) {
    // w_j = α λ_j + v_j: j·w_j = α·(j λ_j) + j v_j with v_1 = v1, v_2 = −1/(2σ²) (2 v_2 = −1/σ²).
    for (int k = 1; k < n_; ++k) mpfi_mul(jm_[k].raw(), jm_[k].raw(), p.alpha.raw());
    mpfi_add(jm_[1].raw(), jm_[1].raw(), v1.raw());
    if (n_ > 2) mpfi_sub(jm_[2].raw(), jm_[2].raw(), p.inv_s2.raw());
    psi_[0] = exp(w0);
    for (int k = 1; k < n_; ++k) {
      mpfi_set_ui(acc_.raw(), 0);
      for (int j = 1; j <= k; ++j) {
        mpfi_mul(t_.raw(), jm_[j].raw(), psi_[k - j].raw());
        mpfi_add(acc_.raw(), acc_.raw(), t_.raw());
      }
      mpfi_div_ui(psi_[k].raw(), acc_.raw(), static_cast<unsigned long>(k));
    }
    const Interval y0 = 1 + p.alpha * x_[0];
    for (int k = last_only_ ? n_ - 1 : 1; k < n_; ++k) {
      mpfi_mul(acc_.raw(), phi_[k].raw(), y0.raw());
      mpfi_set_ui(t_.raw(), 0);
      for (int j = 0; j < k; ++j) {  // α Σ_{j<k} φ_j x_{k−j}
        mpfi_mul(e_.raw(), phi_[j].raw(), x_[k - j].raw());
        mpfi_add(t_.raw(), t_.raw(), e_.raw());
      }
      mpfi_mul(t_.raw(), t_.raw(), p.alpha.raw());
      mpfi_add(acc_.raw(), acc_.raw(), t_.raw());
      mpfi_sub(f_[k].raw(), psi_[k].raw(), acc_.raw());
    }
  }

  int n_;
  bool last_only_ = false;
  std::vector<Interval> x_, jx_, lg_, jm_, d_, psi_, phi_, f_;
  Interval t_, acc_, e_;
};

// Adaptive Taylor-model quadrature of ∫_a^b φ ψ(x) over panels.
struct Quad {
  const Params& p;
  int order;                // K (odd)
  Interval abs_density;     // allowed width per unit length (absolute)
  double rel_tol;           // or width <= rel_tol · lower(panel value)
  long budget;              // panels left; afterwards panels are accepted as they are
  TaylorF at_point, over_panel;
  Interval sum;
  long panels = 0;
  bool inconsistent = false;

  Quad(const Params& pp, int k, Interval dens, double rt, long bud)
      : p(pp), order(k), abs_density(std::move(dens)), rel_tol(rt), budget(bud), at_point(k + 1, pp.wb),
        over_panel(k + 2, pp.wb), sum(pp.wb) {}

  // P-form where (1 + αx)/g^α <= 1/2 at the left end (it decreases in z for x >= 0): double
  // arithmetic, a choice of form only.
  bool use_pform(const Interval& z0) const {
    const double x = p.x_of(z0).mid_double(), a = p.alpha.mid_double();
    if (!(x > 0)) return false;
    const double lr = std::log1p(a * x) - a * std::log1p(x);
    return std::isfinite(lr) ? lr < -0.7 : x > 1;
  }

  Interval panel_value(const Interval& z0, const Interval& z1) {
    ++panels;
    const unsigned wb = p.wb;
    const Interval Z = detail::join_ends(z0, z1);
    const Interval c = detail::point_mid(z0, z1).with_bits(wb + 8);
    const Interval hl = c - z0, hr = z1 - c;
    const bool pform = use_pform(z0);
    const Interval xz0 = p.x_of(z0), xz1 = p.x_of(z1), xc = p.x_of(c);
    const Interval XZ = detail::join_ends(xz0, xz1);  // x is increasing in z
    const Interval psiZ = p.psi(XZ), psic = p.psi(xc);
    Interval wZ(wb), wc(wb), crude(wb);
    if (pform) {
      // F <= φ g^α = e^w (ψ(x) <= (1+x)^α for x >= 0).
      wc = p.w(c, xc);
      wZ = p.w_range(Z, c, wc, xz0, xz1);
      crude = (z1 - z0) * exp(wZ);
    } else {
      crude = (z1 - z0) * exp(p.log_phi(Z)) * psiZ;
    }
    const auto& fc = at_point.run(c, xc, psic, wc, p, pform);
    Interval poly(wb), pr = hr, pl = -hl;  // hr^{k+1}, (−hl)^{k+1}
    for (int k = 0; k <= order; ++k) {
      poly += fc[static_cast<size_t>(k)] * (pr - pl) / (k + 1);
      pr *= hr;
      pl *= -hl;
    }
    const auto& fz = over_panel.run(Z, XZ, psiZ, wZ, p, pform, true);
    // now pr = hr^{K+2} and pl = (−hl)^{K+2} = −hl^{K+2} (K+2 is odd)
    const Interval rem = fz[static_cast<size_t>(order + 1)] * (pr - pl) / (order + 2);
    const Interval cap = detail::join_ends(Interval(wb), detail::upper_point(crude));
    const Interval tm = poly + rem;
    if (tm.is_nan() || !tm.is_finite()) return cap;
    // Two rigorous enclosures of one number must overlap; if not, a proof above is broken.
    if (!tm.overlaps(cap) || (pform && empty(wZ))) inconsistent = true;
    return tm.overlaps(cap) ? numeric::intersect(tm, cap) : cap;
  }
  static bool empty(const Interval& x) { return mpfr_cmp(&x.raw()->left, &x.raw()->right) > 0; }

  // Accept the panel, or split it into s equal parts with s from the remainder's h^{K+1}
  // scaling (the width per unit length of a panel of width h scales like h^{K+1}).
  void integrate(const Interval& z0, const Interval& z1, int depth) {
    const Interval v = panel_value(z0, z1);
    const Interval w = detail::upper_point(v) - detail::lower_point(v);
    const Interval allowed = numeric::max(abs_density * detail::lower_point(z1 - z0),
                                          Interval::from_double(rel_tol, p.wb) * detail::lower_point(v));
    if (v.is_finite() && w.certainly_le(allowed)) {
      sum += v;
      return;
    }
    if (!v.is_finite() || depth >= 40 || budget <= 0) {
      sum += v;
      return;
    }
    const double ratio = (w / allowed).upper_double();
    const double est = std::isfinite(ratio) ? 1.25 * std::pow(ratio, 1.0 / (order + 1)) : 64;
    const int parts = static_cast<int>(std::clamp(std::ceil(est), 2.0, 64.0));
    budget -= parts - 1;
    Interval a = z0;
    for (int i = 1; i <= parts; ++i) {
      Interval b = z1;
      if (i < parts) {
        b = z0 + (z1 - z0) * i / parts;
        b = detail::point_mid(b, b).with_bits(p.wb + 8);  // a point inside the enclosure
      }
      integrate(a, b, depth + 1);
      a = b;
    }
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
  PB_TRY(bool f, check_between(fn, "q", q, 0, 1, "[0, 1]"));
  (void)f;
  PB_TRY(bool s, check_positive(fn, "sigma", sigma));
  (void)s;
  return true;
}

// log of an upper bound of ψ(x) for −q <= x <= 0 (double, for choosing a only).
double log_psi_left_bound(double a, double lq, double l1q) {
  // ψ(x) = α(α−1)/2 (1+ξ)^{α−2} x² for some ξ in [x, 0]; and ψ(−q) <= αq.
  const double taylor = std::log(a * (a - 1) / 2) + 2 * lq + std::max(0.0, (a - 2) * l1q);
  return std::min(taylor, std::log(a) + lq);
}

struct Range {
  double a, b;
};

// [a, b] with both tail bounds below exp(log_target) (double arithmetic; the tails are then
// enclosed rigorously, so a poor choice costs width, never soundness).
Range choose_range(double al, double lq, double l1q, double sd, double log_target) {
  const double l2pi = 0.5 * std::log(2 * M_PI);
  const double lpsi = log_psi_left_bound(al, lq, l1q);
  double t = 1;
  while (t < 1e4 && lpsi - t * t / 2 - std::log(t) - l2pi > log_target) t *= 1.1;
  const double a = -t * sd;
  const double base = std::max(al, 0.5);
  t = 1;
  auto right = [&](double tt) {
    const double b = base + tt * sd;
    const double l1 = l1q - b * b / (2 * sd * sd) - std::log(b / sd) - l2pi;
    const double l2 = lq + ((al * al - al) - (b - al) * (b - al)) / (2 * sd * sd) - std::log((b - al) / sd) - l2pi;
    return std::max(l1, l2) + std::log(2.0);
  };
  while (t < 1e4 && right(t) > log_target) t *= 1.1;
  return {a, base + t * sd};
}

// The certified tails for [a, b] (intervals [0, bound]).
Interval tails(const Params& p, const Interval& sigma, const Interval& a, const Interval& b) {
  const unsigned wb = p.wb;
  const Interval sq2pi = sqrt(2 * Interval::pi(wb));
  const Interval left = p.psi(p.x_of(a)) * exp(-sqr(a) * p.half_inv_s2) * sigma / (-a * sq2pi);
  const Interval bma = b - p.alpha;
  const Interval right = (1 - p.q) * exp(-sqr(b) * p.half_inv_s2) * sigma / (b * sq2pi) +
                         p.q * exp((sqr(p.alpha) - p.alpha - sqr(bma)) * p.half_inv_s2) * sigma / (bma * sq2pi);
  return detail::join_ends(Interval(wb), left + right);
}

}  // namespace

Result<Interval> a_minus_1_subsampled_gaussian_quadrature(const Interval& alpha, const Interval& q, const Interval& sigma,
                                                          const Interval& scale, double rel_tol) {
  static const char* fn = "a_minus_1_subsampled_gaussian_quadrature";
  PB_TRY(bool ok, check_inputs(fn, alpha, q, sigma));
  (void)ok;
  const unsigned bits = std::max({alpha.bits(), q.bits(), sigma.bits()});
  if (q.certainly_le(detail::zero(bits))) return detail::zero(bits);
  if (!q.certainly_lt(Interval::from_int(1, bits)))
    return numeric::hypothesis_error(fn, "the quadrature needs q < 1 (q = 1 is the plain Gaussian).");
  if (!scale.certainly_positive() || !scale.is_finite())
    return numeric::hypothesis_error(fn, "the tolerance scale must be a finite positive enclosure.");
  const double ad = alpha.mid_double(), sd = sigma.mid_double();
  const double lq = log(q).mid_double(), l1q = log1p(-q).mid_double();
  const double lscale = log(scale).mid_double();
  // Extra bits: ψ_0 at a point cancels ~log2(α|x|/ψ) bits; integrated, the loss relative to the
  // result is about 2/((α−1)·q·min(1, e^{1/σ²}−1)) (accounting.md, Primitives 3).
  const double c2 = std::min(1.0, std::expm1(std::min(1 / (sd * sd), 50.0)));
  const double loss = std::log2(2.0) - std::log2(ad - 1) - lq / std::log(2.0) - std::log2(c2);
  const unsigned extra = static_cast<unsigned>(std::clamp(loss, 0.0, 4096.0)) + 12;
  const unsigned wb = bits + extra;
  const Params p(alpha, q, sigma, wb);
  const Range r = choose_range(ad, lq, l1q, sd, lscale + std::log(rel_tol / 8));
  const Interval ai = Interval::from_double(r.a, wb), bi = Interval::from_double(r.b, wb);
  const Interval tail = tails(p, sigma.with_bits(wb), ai, bi);
  // Taylor order K (odd, so t^{K+1} >= 0), growing with the digits asked for; measured best
  // on bench_accounting_bench: K = 11, 19, 27 at tol = 2^-21, 2^-43, 2^-85.
  const double digits2 = std::max(-std::log2(rel_tol), 8.0);
  const int K = std::max(7, 2 * static_cast<int>(std::floor((11 + 8 * std::log2(digits2 / 21)) / 2)) + 1);
  const Interval dens = scale.with_bits(wb) * Interval::from_double(rel_tol / 2 / (r.b - r.a), wb);
  Quad quad(p, K, dens, rel_tol / 2, 20000);
  const int n0 = 16;
  Interval z0 = ai;
  for (int i = 1; i <= n0; ++i) {
    const Interval z1 = i == n0 ? bi : Interval::from_double(r.a + (r.b - r.a) * i / n0, wb);
    quad.integrate(z0, z1, 0);
    z0 = z1;
  }
  if (quad.inconsistent)
    return numeric::Error{numeric::ErrorKind::internal,
                          std::string(fn) + ": a Taylor-model panel contradicts its crude enclosure (a bug)."};
  const Interval total = quad.sum + tail;
  return numeric::max(total, detail::zero(wb)).with_bits(bits);
}

namespace {

// log ψ(x) in double for x = sign·e^{lx} (search path only), without the cancellations of
// expm1(α log1p x) − αx: for |x| <= 1/2 and |αx| <= 1 the binomial series
// ψ = Σ_{k>=2} C(α,k) x^k with α(α−1)/2 x² factored out (terms shrink geometrically);
// otherwise ψ = (1+x)·expm1((α−1)λ) − (α−1)x, λ = log1p(x).
double log_psi_double(double al, double lx, double sign) {
  if (lx > 700) return al * lx;  // x > 1e304: (1+x)^α dominates
  if (lx <= std::log(0.5) && lx + std::log(al) <= 0) {
    const double x = sign * std::exp(lx);
    double term = 1, sum = 1;
    for (int k = 2; k < 200 && std::fabs(term) > 1e-18 * std::fabs(sum); ++k) {
      term *= (al - k) / (k + 1) * x;
      sum += term;
    }
    return std::log(al * (al - 1) / 2) + 2 * lx + std::log(sum);
  }
  const double x = sign * std::exp(lx);
  const double lam = std::log1p(x);
  if (al * lam > 30) return al * lam + std::log1p(-(1 + al * x) * std::exp(-al * lam));
  return std::log((1 + x) * std::expm1((al - 1) * lam) - (al - 1) * x);
}

// log(A_α − 1) by the trapezoid rule in log space (double, not certified); NaN when the
// integrand would need more than 2·10^6 nodes. For 0 < q < 1, α > 1, σ > 0.
double log_a_minus_1_fast(double alpha, double q, double sigma) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const double lq = std::log(q), l1q = std::log1p(-q), s2 = sigma * sigma;
  // Range: tails below e^{-60} of a first-order scale estimate of A−1.
  const double lscale = std::log(alpha * (alpha - 1) / 2) + 2 * lq + std::log(std::expm1(std::min(1 / s2, 700.0)));
  const Range r = choose_range(alpha, lq, l1q, sigma, std::min(lscale, 0.0) - 60);
  // Step: a fraction of the integrand's narrowest local scale 1/sqrt(|d² log f|).
  const double h = 0.2 / std::sqrt(1 / s2 + alpha / (4 * s2 * s2));
  const double n = std::ceil((r.b - r.a) / h);
  if (n > 2e6) return nan;
  const long m = static_cast<long>(n);
  const double step = (r.b - r.a) / static_cast<double>(m);
  std::vector<double> lf(static_cast<size_t>(m + 1));
  double mx = -std::numeric_limits<double>::infinity();
  for (long i = 0; i <= m; ++i) {
    const double z = r.a + step * static_cast<double>(i);
    const double u = (2 * z - 1) / (2 * s2);
    if (u == 0) {
      lf[static_cast<size_t>(i)] = -std::numeric_limits<double>::infinity();
      continue;
    }
    const double lex = u > 30 ? u + std::log1p(-std::exp(-u)) : std::log(std::fabs(std::expm1(u)));
    const double v = -z * z / (2 * s2) - std::log(sigma * std::sqrt(2 * M_PI)) +
                     log_psi_double(alpha, lq + lex, u > 0 ? 1.0 : -1.0);
    lf[static_cast<size_t>(i)] = v;
    mx = std::max(mx, v);
  }
  if (!std::isfinite(mx)) return nan;
  double s = 0;
  for (long i = 0; i <= m; ++i) s += (i == 0 || i == m ? 0.5 : 1.0) * std::exp(lf[static_cast<size_t>(i)] - mx);
  return mx + std::log(s * step);
}

}  // namespace

double rdp_subsampled_gaussian_real_fast(double alpha, double q, double sigma) {
  if (!(alpha > 1) || !(q >= 0) || !(q <= 1) || !(sigma > 0)) return std::numeric_limits<double>::quiet_NaN();
  if (q == 0) return 0;
  if (q == 1) return alpha / (2 * sigma * sigma);
  if (alpha == std::floor(alpha) && alpha <= 1e6) return rdp_subsampled_gaussian_fast(static_cast<long>(alpha), q, sigma);
  const double lI = log_a_minus_1_fast(alpha, q, sigma);
  const double l1pI = lI > 0 ? lI + std::log1p(std::exp(-lI)) : std::log1p(std::exp(lI));
  return l1pI / (alpha - 1);
}

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
  // Quadrature of A_α − 1, with tolerance relative to the double estimate of A_α − 1 (or the
  // bracket's upper end when there is none; the scale only sets the target width).
  const double l_fast = log_a_minus_1_fast(alpha.mid_double(), q.mid_double(), sigma.mid_double());
  const Interval scale = std::isfinite(l_fast) ? exp(Interval::from_double(l_fast, bits))
                                               : expm1(detail::upper_point(upper) * (alpha - 1));
  // Target: relative width 2^{-bits/3} in r = log1p(I)/(α−1), I = A_α − 1; a relative width w
  // of I gives about w·I/((1+I)·log1p(I)) in r, so I may be looser by that factor's inverse.
  double rel_tol = std::max(std::ldexp(1.0, -static_cast<int>(bits) / 3), 1e-60);
  if (std::isfinite(l_fast)) {
    const double l1p = l_fast > 0 ? l_fast + std::log1p(std::exp(-l_fast)) : std::log1p(std::exp(l_fast));
    const double factor = l1p * (1 + std::exp(-l_fast));
    if (std::isfinite(factor) && factor > 1) rel_tol = std::min(rel_tol * factor, 0.01);
  }
  if (!scale.certainly_positive() || !scale.is_finite()) return bracket;
  PB_TRY(Interval am1, a_minus_1_subsampled_gaussian_quadrature(alpha, q, sigma, scale, rel_tol));
  if (!am1.is_finite()) return bracket;
  const Interval rq = log1p(am1) / (alpha - 1);
  // Two enclosures of the same number must overlap; if they do not, one proof is broken.
  if (!rq.overlaps(bracket))
    return numeric::Error{numeric::ErrorKind::internal,
                          std::string(fn) + ": quadrature and integer-order bracket disagree (a bug)."};
  return numeric::intersect(rq, bracket);
}

}  // namespace privbound::bounds::accounting
