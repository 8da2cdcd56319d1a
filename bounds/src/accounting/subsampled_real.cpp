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
//    Next to α = 1 that bound does not shrink with α − 1 (ψ does), so the smaller of it and
//    a second one is used: for x >= 0, ∂ψ/∂a = (1+x)^a λ − x <= g^α λ for a in [1, α] and ψ = 0
//    at α = 1, so ψ <= (α−1) g^α λ; λ = log(1 + q expm1(u)) <= log1p(q) + u <= log1p(q) + z/σ²
//    (u >= 0). With ∫_b^∞ φ = Φ̄(b/σ), ∫_b^∞ zφ = σ²φ(b), φ(z)e^{αu} = E·φ(z − α), E =
//    e^{(α²−α)/(2σ²)}, ∫_b^∞ z φ(z−α) = αΦ̄((b−α)/σ) + σ²φ(b−α), and Mills' Φ̄(y) <= φ₁(y)/y:
//    ∫_b^∞ <= (α−1)·[(1−q)(log1p(q)·P0 + D0/σ²) + q·E·(log1p(q)·P1 + (α·P1 + D1)/σ²)],
//    P0 = Φ̄(b/σ), D0 = σ²φ(b) = σ e^{−b²/(2σ²)}/√(2π), P1 = Φ̄((b−α)/σ), D1 = σ e^{−(b−α)²/(2σ²)}/√(2π).
//  * Every step is an interval evaluation valid for each α, q, σ in the input enclosures, so
//    thin non-point inputs (q = 0.01 is not a binary number) are enclosed as well.
//  * log A_α is convex in α (Hölder) with log A_1 = 0, and D_α is non-decreasing in α, so for
//    n < α < n+1: r(n) <= r(α) <= [(n+1−α) log A_n + (α−n) log A_{n+1}]/(α−1) (r(1) := 0 lower),
//    and log A_α is above the extended secants of (n−1, n) and (n+1, n+2).
#include <acb_calc.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
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
    // At a point (a, x): expm1(a·log1p(x)) − a·x cancels about log2(2/((a−1)|x|)) bits when
    // (a−1)|x| is small (ψ ≈ a(a−1)x²/2), and about log2(3/(a−1)) bits for x >= 1 next to α = 1
    // (ψ >= 0.38·(a−1)·x there; counting only |x| < 1 lost ~log2(1/(α−1)) bits: α = 1 + 1e-40,
    // σ = 0.03 came out at a relative width of 8.6e3). So it runs with that many extra bits,
    // locally: the rest of the quadrature needs none (every other step is free of cancellation).
    auto at = [&](const Interval& a, const Interval& x) {
      if (mpfr_zero_p(&x.raw()->left)) return Interval(wb);  // ψ(0) = 0
      const Interval am = a - 1;
      long lost = 3 - std::min(0L, x.lower_exponent());
      lost -= am.lower_exponent();
      const unsigned pb = wb + static_cast<unsigned>(std::clamp(lost, 0L, 1L << 20)) + 8;
      const Interval ap = a.with_bits(pb), xp = x.with_bits(pb);
      return numeric::max(expm1(ap * log1p(xp)) - ap * xp, Interval(pb)).with_bits(wb);
    };
    if (detail::is_point(alpha) && detail::is_point(X)) return at(al, xl);
    if (!xh.certainly_positive()) return detail::join_ends(at(al, xh), at(ah, xl));  // xh <= 0
    if (!xl.certainly_negative()) return detail::join_ends(at(al, xl), at(ah, xh));  // xl >= 0
    return detail::join_ends(Interval(wb), numeric::max(at(ah, xl), at(ah, xh)));
  }
  Interval log_phi(const Interval& z) const { return -sqr(z) * half_inv_s2 - log_norm; }
  // w(z) = log φ(z) + a log1p(x(z)) = log(φ g^a), given x = x(z); a = α (P-form) or 1 (G-form).
  Interval w(const Interval& z, const Interval& x, const Interval& a) const { return log_phi(z) + a * log1p(x); }
  // w over Z (centre c, w(c) = wc, x at the ends x0 <= x1): the mean-value form
  // w(c) + w'(Z)(Z − c) with w' = (a s − z)/σ², s = q e^u/g = (x + q)/(1 + x) increasing in z,
  // intersected with the naive enclosure (x and log1p are increasing).
  Interval w_range(const Interval& Z, const Interval& c, const Interval& wc, const Interval& x0, const Interval& x1,
                   const Interval& a) const {
    const Interval s = detail::join_ends((x0 + q) / (1 + x0), (x1 + q) / (1 + x1));
    const Interval mv = wc + (a * s - Z) * inv_s2 * (Z - c);
    const Interval naive = log_phi(Z) + a * detail::join_ends(log1p(x0), log1p(x1));
    return numeric::intersect(mv, naive);
  }
};

// The Taylor forms of F = φψ (algebraically equal; the choice only affects widths):
//  * D-form, F = φ·ψ with ψ_k from D (no cancellation at small x or α near 1);
//  * P-form, F = e^w − φ·(1 + αx) with w = log φ + α log1p(x), used where e^w dominates
//    (large x, large α): the separate enclosures of φ and g^α over a panel would otherwise
//    multiply two huge opposite spreads;
//  * G-form, F = e^{w₁}·D − (α−1)·φx with w₁ = log φ + log1p(x) (w at α = 1), from
//    ψ = g·(g^{α−1} − 1) − (α−1)x; used next to α = 1 where x >= 1. There the P-form cancels
//    ~log2(1/(α−1)) bits and the D-form multiplies the opposite spreads of φ and ψ (its panels
//    must be ~σ² wide: α = 1 + 1e-40, σ = 0.001 took 17 s for a relative width of 7e3). Each
//    factor here varies on the scale of the bump φx itself (φg and φx as single exponentials,
//    φx by phi_x_series; D = expm1((α−1)λ) slowly), and the two terms do not cancel:
//    gλ/x >= 2 log 2 for x >= 1, so F >= (α−1)·φx·(2 log 2 − 1)·(1 + O(α−1)).
enum class Form { d, p, g, both };

// Taylor coefficients of F(z + t) in t up to order n−1 (z a point or an interval) in the
// D-, P- or G-form. Buffers are reused between calls.
class TaylorF {
 public:
  TaylorF(int n, unsigned wb)
      : n_(n),
        x_(n, Interval(wb)),
        jx_(n, Interval(wb)),
        lg_(n, Interval(wb)),
        jm_(n, Interval(wb)),
        d_(n, Interval(wb)),
        psi_(n, Interval(wb)),
        phi_(n, Interval(wb)),
        f_(n, Interval(wb)),
        yy_(n, Interval(wb)),
        jn_(n, Interval(wb)),
        ex_(n, Interval(wb)),
        jw_(n, Interval(wb)),
        pg_(n, Interval(wb)),
        t_(wb),
        acc_(wb),
        e_(wb) {}

  // x0 = x(z) and psi0 = ψ(x(z)) are supplied (the caller has them); F_0 = φ(z)·psi0 in every
  // form. w0 is an enclosure of w(z) (P-form) or of w₁(z) (G-form). Products with the index j
  // are formed once (jx_ = j·x_j, jm_ = j·λ_j, then j·m_j or j·w_j).
  // With last_only, only F_{n−1} (and F_0) are formed: the remainder needs no other.
  const std::vector<Interval>& run(const Interval& z, const Interval& x0, const Interval& psi0, const Interval& w0,
                                   const Params& p, Form form, bool last_only = false) {
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
    large_u_ = false;
    if (form == Form::p) {
      large_u_lambda(z, p);
      run_p(z, w0, v1, p);
    } else if (form == Form::g) {
      large_u_lambda(z, p);
      run_g(z, w0, v1, p);
    } else {
      run_d(psi0, p);
    }
    f_[0] = phi_[0] * psi0;
    return f_;
  }

 private:
  // D = expm1(m), m = (α−1)λ, B = e^m: d_ holds D (d_[0] = expm1(m_0), d_[k] = B_k, from
  // k B_k = Σ_{j=1..k} j m_j B_{k−j}); jm_ becomes j·m_j.
  void d_series(const Params& p) {
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
  }

  // e^w from the coefficients j·w_j (k ≥ 1) and an enclosure w0 of w(z): k P_k = Σ_{j=1..k} j w_j P_{k−j}.
  void exp_series(const Interval& w0, const std::vector<Interval>& jw, std::vector<Interval>& out) {
    out[0] = exp(w0);
    for (int k = 1; k < n_; ++k) {
      mpfi_set_ui(acc_.raw(), 0);
      for (int j = 1; j <= k; ++j) {
        mpfi_mul(t_.raw(), jw[j].raw(), out[k - j].raw());
        mpfi_add(acc_.raw(), acc_.raw(), t_.raw());
      }
      mpfi_div_ui(out[k].raw(), acc_.raw(), static_cast<unsigned long>(k));
    }
  }

  // D-form: kψ_k = α Σ_{j=1..k} j x_j D_{k−j}.
  void run_d(const Interval& psi0, const Params& p) {
    d_series(p);
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

  // Where y = ((1−q)/q)·e^{−u} <= 1 over z, rewrites jm_ (j·λ_j) from the large-u form
  //   λ = log1p(x) = log q + u + log1p(y),  y(z+t) = y(z)·e^{−t/σ²}  (u' = 1/σ²),
  // so λ_1 = 1/σ² + μ_1 and λ_k = μ_k (k >= 2) with μ = log1p(y) from the same recurrence as
  // λ. Both forms are exact; this one avoids the dependency of x_k/(1 + x_0) over a panel Z,
  // whose width, multiplied by α, made the remainder term useless for large α (at α = 25000.5,
  // σ = 0.1 panels had to be 7e-5 wide: 20000 panels, 8 s at 128 bits, budget exhausted at 256).
  void large_u_lambda(const Interval& z, const Params& p) {
    const Interval u = p.u_of(z);
    if (!u.certainly_positive()) return;
    const Interval y0 = (1 - p.q) / p.q * exp(-u);
    if (!y0.certainly_le(Interval::from_int(1, y0.bits()))) return;
    d_[0] = y0;  // d_ is free in the P-form: y_k = y_0 (−1/σ²)^k / k!
    for (int k = 1; k < n_; ++k) {
      mpfi_mul(d_[k].raw(), d_[k - 1].raw(), p.inv_s2.raw());
      mpfi_neg(d_[k].raw(), d_[k].raw());
      mpfi_div_ui(d_[k].raw(), d_[k].raw(), static_cast<unsigned long>(k));
    }
    log1p_series(d_, jm_);
    mpfi_add(jm_[1].raw(), jm_[1].raw(), p.inv_s2.raw());  // 1·λ_1 = 1/σ² + μ_1
    large_u_ = true;
  }

  // j·μ_j (j >= 1) of μ = log1p(y) from the coefficients y_k:
  //   μ_k = (y_k − (1/k) Σ_{j<k} j μ_j y_{k−j}) / (1 + y_0).
  void log1p_series(const std::vector<Interval>& y, std::vector<Interval>& jmu) {
    const Interval g0 = 1 + y[0];
    for (int k = 1; k < n_; ++k) {
      mpfi_set_ui(acc_.raw(), 0);
      for (int j = 1; j < k; ++j) {
        mpfi_mul(t_.raw(), jmu[j].raw(), y[k - j].raw());
        mpfi_add(acc_.raw(), acc_.raw(), t_.raw());
      }
      mpfi_div_ui(acc_.raw(), acc_.raw(), static_cast<unsigned long>(k));
      mpfi_sub(acc_.raw(), y[k].raw(), acc_.raw());
      mpfi_div(acc_.raw(), acc_.raw(), g0.raw());
      mpfi_mul_ui(jmu[k].raw(), acc_.raw(), static_cast<unsigned long>(k));
    }
  }

  // Where additionally e^{−u} <= 1/2 over z, the Taylor coefficients of E = φ·x in ex_, from
  //   log E = log φ + log q + u + ν,  ν = log1p(−e^{−u}),  −e^{−u(z+t)} = −e^{−u(z)}·e^{−t/σ²},
  // so (log E)_1 = (1 − z)/σ² + ν_1 and 2(log E)_2 = −1/σ² + 2ν_2: moderate near the peak, where
  // the convolution Σ φ_j x_{k−j} adds terms of size (z/σ²)^k/k! that cancel (and, over a
  // panel, do not: at α = 1.000001, σ = 0.001 panels had to be ~σ² wide). E_0 is the naive
  // enclosure of e^{log E} over z intersected with its mean-value form about the midpoint.
  bool phi_x_series(const Interval& z, const Params& p) {
    const Interval u = p.u_of(z);
    const Interval emu = exp(-u);
    if (!emu.certainly_le(Interval::from_double(0.5, emu.bits()))) return false;
    yy_[0] = -emu;
    for (int k = 1; k < n_; ++k) {
      mpfi_mul(yy_[k].raw(), yy_[k - 1].raw(), p.inv_s2.raw());
      mpfi_neg(yy_[k].raw(), yy_[k].raw());
      mpfi_div_ui(yy_[k].raw(), yy_[k].raw(), static_cast<unsigned long>(k));
    }
    log1p_series(yy_, jn_);
    const Interval lq = log(p.q);
    Interval le = p.log_phi(z) + lq + u + log1p(yy_[0]);
    if (!detail::is_point(z)) {
      const Interval c = detail::point_mid(detail::lower_point(z), detail::upper_point(z)).with_bits(p.wb + 8);
      const Interval lec = p.log_phi(c) + lq + p.u_of(c) + log1p(-exp(-p.u_of(c)));
      le = numeric::intersect(le, lec + ((1 - z) * p.inv_s2 + jn_[1]) * (z - c));
    }
    jn_[1] = (1 - z) * p.inv_s2 + jn_[1];                              // 1·(log E)_1
    if (n_ > 2) mpfi_sub(jn_[2].raw(), jn_[2].raw(), p.inv_s2.raw());  // 2·(log E)_2
    ex_[0] = exp(le);
    for (int k = 1; k < n_; ++k) {  // k E_k = Σ_{j=1..k} j (log E)_j E_{k−j}
      mpfi_set_ui(acc_.raw(), 0);
      for (int j = 1; j <= k; ++j) {
        mpfi_mul(t_.raw(), jn_[j].raw(), ex_[k - j].raw());
        mpfi_add(acc_.raw(), acc_.raw(), t_.raw());
      }
      mpfi_div_ui(ex_[k].raw(), acc_.raw(), static_cast<unsigned long>(k));
    }
    return true;
  }

  // P-form: jm_ becomes j·w_j, psi_ holds P = e^w; F_k = P_k − Σ_j φ_j (1 + αx)_{k−j}.
  void run_p(const Interval& z, const Interval& w0, const Interval& v1, const Params& p) {
    // w_j = α λ_j + v_j: j·w_j = α·(j λ_j) + j v_j with v_1 = v1, v_2 = −1/(2σ²) (2 v_2 = −1/σ²).
    for (int k = 1; k < n_; ++k) mpfi_mul(jm_[k].raw(), jm_[k].raw(), p.alpha.raw());
    mpfi_add(jm_[1].raw(), jm_[1].raw(), v1.raw());
    if (n_ > 2) mpfi_sub(jm_[2].raw(), jm_[2].raw(), p.inv_s2.raw());
    exp_series(w0, jm_, psi_);
    if (large_u_ && phi_x_series(z, p)) {  // F_k = P_k − φ_k − α E_k
      for (int k = last_only_ ? n_ - 1 : 1; k < n_; ++k) {
        mpfi_mul(acc_.raw(), ex_[k].raw(), p.alpha.raw());
        mpfi_add(acc_.raw(), acc_.raw(), phi_[k].raw());
        mpfi_sub(f_[k].raw(), psi_[k].raw(), acc_.raw());
      }
      return;
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

  // G-form: F_k = Σ_j (e^{w₁})_j D_{k−j} − (α−1)·(φx)_k, w₁ = log φ + λ (j·w₁_j = j λ_j + j v_j).
  // φx comes from phi_x_series where e^{−u} <= 1/2 over z (x >= 1 implies it), else from the
  // plain convolution Σ_j φ_j x_{k−j} (exact as well, only wider).
  void run_g(const Interval& z, const Interval& w10, const Interval& v1, const Params& p) {
    for (int k = 1; k < n_; ++k) jw_[k] = jm_[k];
    mpfi_add(jw_[1].raw(), jw_[1].raw(), v1.raw());
    if (n_ > 2) mpfi_sub(jw_[2].raw(), jw_[2].raw(), p.inv_s2.raw());
    exp_series(w10, jw_, pg_);
    d_series(p);
    const bool series = phi_x_series(z, p);
    for (int k = last_only_ ? n_ - 1 : 1; k < n_; ++k) {
      mpfi_set_ui(acc_.raw(), 0);
      for (int j = 0; j <= k; ++j) {
        mpfi_mul(t_.raw(), pg_[j].raw(), d_[k - j].raw());
        mpfi_add(acc_.raw(), acc_.raw(), t_.raw());
      }
      if (!series) {
        mpfi_set_ui(ex_[k].raw(), 0);
        for (int j = 0; j <= k; ++j) {
          mpfi_mul(t_.raw(), phi_[j].raw(), x_[k - j].raw());
          mpfi_add(ex_[k].raw(), ex_[k].raw(), t_.raw());
        }
      }
      mpfi_mul(t_.raw(), ex_[k].raw(), p.am1.raw());
      mpfi_sub(f_[k].raw(), acc_.raw(), t_.raw());
    }
  }

  int n_;
  bool last_only_ = false;
  bool large_u_ = false;  // jm_ holds the large-u form of λ (large_u_lambda)
  std::vector<Interval> x_, jx_, lg_, jm_, d_, psi_, phi_, f_, yy_, jn_, ex_, jw_, pg_;
  Interval t_, acc_, e_;
};

// Adaptive Taylor-model quadrature of ∫_a^b φ ψ(x) over panels.
struct Quad {
  const Params& p;
  int order;             // K (odd)
  Interval abs_density;  // allowed width per unit length (absolute)
  double rel_tol;        // or width <= rel_tol · lower(panel value)
  long budget;           // panels left; afterwards panels are accepted as they are
  TaylorF at_point, over_panel;
  Interval sum;
  long panels = 0;
  bool inconsistent = false;

  Quad(const Params& pp, int k, Interval dens, double rt, long bud)
      : p(pp),
        order(k),
        abs_density(std::move(dens)),
        rel_tol(rt),
        budget(bud),
        at_point(k + 1, pp.wb),
        over_panel(k + 2, pp.wb),
        sum(pp.wb) {}

  // P-form where (1 + αx)/g^α <= 1/2 at the left end (it decreases in z for x >= 0): double
  // arithmetic, a choice of form only.
  // In log x where x overflows double (u > 709): lr = log α − (α−1)·log x to within e^-30.
  // (It used to fall back to "P-form when x > 1", which next to α = 1 cancels ~log2(1/(α−1))
  // bits: at α = 1 + 1e-40, σ = 0.03 the panel budget ran out at a relative width of 3.)
  Form choose_form(const Interval& z0) const {
    const Interval xi = p.x_of(z0);
    if (!xi.certainly_positive()) return Form::d;
    const double lx = log(xi).mid_double(), a = p.alpha.mid_double(), am1 = p.am1.mid_double();
    const double lr = lx < 30 ? std::log1p(a * std::exp(lx)) - a * std::log1p(std::exp(lx)) : std::log(a) - am1 * lx;
    // P-form where g^α dominates (lr < −0.1), and also where its cancellation, log2(1/(1 − e^lr))
    // bits, is small (lr < −1e-9, ~30 bits): the D-form multiplies the opposite spreads of φ and ψ
    // over a panel and needs panels ~σ² wide (α = 1 + 1e-9, σ = 0.001: budget exhausted, relative
    // width 7e3), while the P-form's panels shrink only like |lr|^{−1/(K+1)}. Closer to α = 1 the
    // D-form alone (α = 1 + 1e-40, σ = 0.03: P-form width 3, D-form 5e-30). In between (the
    // P-form cancels 30 to ~60 bits) which one is narrower depends on the working precision:
    // at α = 1 + 1e-20, σ = 0.01, 64 bits the P-form alone exhausted the panel budget (relative
    // width 800, 12 s), so both are evaluated there and intersected.
    // Where the P-form cancels more than ~30 bits and x >= 1, the G-form (it carries neither φ's
    // nor ψ's own spread). α = 1 + 1e-40, q = 0.01, 128 bits: σ = 0.01 0.16 s (D-form: 4.2 s),
    // σ = 0.001 0.21 s and relative width 4e-14 (D-form: 17 s and 7e3). α = 1 + 1e-20, σ = 0.01,
    // 64 bits: 0.15 s, width 5e-8 (D- and P-form intersected: 1.7 s, the same width).
    if (std::isfinite(lr) && lr < -1e-9) return Form::p;
    if (Interval::from_int(1, xi.bits()).certainly_le(xi)) return Form::g;
    if (!std::isfinite(lr) || lr >= -1e-18) return Form::d;
    return Form::both;
  }

  // The panel integral in one form (a rigorous enclosure either way).
  Interval panel_value(const Interval& z0, const Interval& z1, Form form) {
    const unsigned wb = p.wb;
    const Interval Z = detail::join_ends(z0, z1);
    const Interval c = detail::point_mid(z0, z1).with_bits(wb + 8);
    const Interval hl = c - z0, hr = z1 - c;
    const Interval xz0 = p.x_of(z0), xz1 = p.x_of(z1), xc = p.x_of(c);
    const Interval XZ = detail::join_ends(xz0, xz1);  // x is increasing in z
    const Interval psiZ = p.psi(XZ), psic = p.psi(xc);
    Interval wZ(wb), wc(wb), crude(wb);
    if (form == Form::p) {
      // F <= φ g^α = e^w (ψ(x) <= (1+x)^α for x >= 0).
      wc = p.w(c, xc, p.alpha);
      wZ = p.w_range(Z, c, wc, xz0, xz1, p.alpha);
      crude = (z1 - z0) * exp(wZ);
    } else if (form == Form::g) {
      // F <= φg·D = e^{w₁}·expm1((α−1)λ) (ψ = gD − (α−1)x <= gD for x >= 0).
      const Interval one = Interval::from_int(1, wb);
      wc = p.w(c, xc, one);
      wZ = p.w_range(Z, c, wc, xz0, xz1, one);
      crude = (z1 - z0) * exp(wZ) * expm1(p.am1 * log1p(XZ));
    } else {
      crude = (z1 - z0) * exp(p.log_phi(Z)) * psiZ;
    }
    const auto& fc = at_point.run(c, xc, psic, wc, p, form);
    Interval poly(wb), pr = hr, pl = -hl;  // hr^{k+1}, (−hl)^{k+1}
    for (int k = 0; k <= order; ++k) {
      poly += fc[static_cast<size_t>(k)] * (pr - pl) / (k + 1);
      pr *= hr;
      pl *= -hl;
    }
    const auto& fz = over_panel.run(Z, XZ, psiZ, wZ, p, form, true);
    // now pr = hr^{K+2} and pl = (−hl)^{K+2} = −hl^{K+2} (K+2 is odd)
    const Interval rem = fz[static_cast<size_t>(order) + 1] * (pr - pl) / (order + 2);
    const Interval cap = detail::join_ends(Interval(wb), detail::upper_point(crude));
    const Interval tm = poly + rem;
    if (tm.is_nan() || !tm.is_finite()) return cap;
    // Two rigorous enclosures of one number must overlap; if not, a proof above is broken.
    if (!tm.overlaps(cap) || (form != Form::d && empty(wZ))) inconsistent = true;
    return tm.overlaps(cap) ? numeric::intersect(tm, cap) : cap;
  }

  Interval panel_value(const Interval& z0, const Interval& z1) {
    ++panels;
    const Form f = choose_form(z0);
    if (f != Form::both) return panel_value(z0, z1, f);
    const Interval vd = panel_value(z0, z1, Form::d), vp = panel_value(z0, z1, Form::p);
    if (vd.is_nan()) return vp;  // overlaps() is true next to NaN: keep the other form's value
    if (vp.is_nan()) return vd;
    if (!vd.overlaps(vp)) inconsistent = true;
    return vd.overlaps(vp) ? numeric::intersect(vd, vp) : vd;
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
  if (!alpha.certainly_le(Interval::from_int(detail::kMaxOrder, alpha.bits())))
    return numeric::domain_error(fn, "alpha", "(1, 1000000]", shown(alpha));
  PB_TRY(bool f, check_between(fn, "q", q, 0, 1, "[0, 1]"));
  (void)f;
  PB_TRY(bool s, check_positive(fn, "sigma", sigma));
  (void)s;
  return true;
}

// log of an upper bound of ψ(x) for −q <= x <= 0 (double, for choosing a only). am1 = α − 1
// is passed on its own, here and in the double estimates below: next to 1 (α = 1 + 1e-21) the
// double α is 1 and α − 1 would be 0 (the tolerance scale became meaningless: 9 s and a
// relative width of 9%).
double log_psi_left_bound(double a, double am1, double lq, double l1q) {
  // ψ(x) = α(α−1)/2 (1+ξ)^{α−2} x² for some ξ in [x, 0]; and ψ(−q) <= αq.
  const double taylor = std::log(a * am1 / 2) + 2 * lq + std::max(0.0, (a - 2) * l1q);
  return std::min(taylor, std::log(a) + lq);
}

struct Range {
  double a, b;
};

// [a, b] with both tail bounds below exp(log_target) (double arithmetic; the tails are then
// enclosed rigorously, so a poor choice costs width, never soundness).
Range choose_range(double al, double am1, double lq, double l1q, double sd, double log_target) {
  const double l1pq = std::log(std::log1p(std::exp(lq)));
  const double l2pi = 0.5 * std::log(2 * M_PI);
  const double lpsi = log_psi_left_bound(al, am1, lq, l1q);
  double t = 1;
  while (t < 1e15 && lpsi - t * t / 2 - std::log(t) - l2pi > log_target) t *= 1.1;
  const double a = -t * sd;
  const double base = std::max(al, 0.5);
  t = 1;
  auto right = [&](double tt) {
    const double b = base + tt * sd;
    const double l1 = l1q - b * b / (2 * sd * sd) - std::log(b / sd) - l2pi;
    const double l2 = lq + ((al * al - al) - (b - al) * (b - al)) / (2 * sd * sd) - std::log((b - al) / sd) - l2pi;
    // the second bound (header): about (α−1)·(log1p(q) + (b + α)/σ² + 1) times the first
    const double l3 = std::log(am1) + std::log(std::exp(l1pq) + (b + al) / (sd * sd) + 1);
    return std::max(l1, l2) + std::log(2.0) + std::min(0.0, l3);
  };
  while (t < 1e15 && right(t) > log_target) t *= 1.1;
  return {a, base + t * sd};
}

// The certified tails for [a, b] (intervals [0, bound]).
Interval tails(const Params& p, const Interval& sigma, const Interval& a, const Interval& b) {
  const unsigned wb = p.wb;
  const Interval sq2pi = sqrt(2 * Interval::pi(wb));
  const Interval left = p.psi(p.x_of(a)) * exp(-sqr(a) * p.half_inv_s2) * sigma / (-a * sq2pi);
  const Interval bma = b - p.alpha;
  const Interval E = exp((sqr(p.alpha) - p.alpha) * p.half_inv_s2);
  const Interval D0 = sigma * exp(-sqr(b) * p.half_inv_s2) / sq2pi, D1 = sigma * exp(-sqr(bma) * p.half_inv_s2) / sq2pi;
  const Interval P0 = D0 / b, P1 = D1 / bma;  // Mills: Φ̄(y) <= φ₁(y)/y with y = b/σ, (b−α)/σ
  const Interval right = (1 - p.q) * P0 + p.q * E * P1;
  const Interval l1pq = log1p(p.q);
  const Interval right_am1 =
      p.am1 * ((1 - p.q) * (l1pq * P0 + D0 * p.inv_s2) + p.q * E * (l1pq * P1 + (p.alpha * P1 + D1) * p.inv_s2));
  return detail::join_ends(Interval(wb), left + numeric::min(right, right_am1));
}

// ∫_a^b φ ψ by Arb's rigorous integration (acb_calc_integrate: Gauss–Legendre panels whose
// error is bounded through the integrand's size on a complex ellipse around each panel, Petras's
// algorithm), plus the same certified tails. The integrand is analytic wherever g = 1 + x has
// Re g > 0, a strip around the real axis (g vanishes first at u = log((1−q)/q) ± iπ, i.e.
// |Im z| = πσ²); where a ball leaves the half-plane Re g > 0 the integrand answers "not
// holomorphic" (an indeterminate ball, as Arb asks) and Arb subdivides. ψ = expm1(α log1p x) − αx
// is evaluated as written; its cancellation, about log2(2/((α−1)·|x|)) bits at the bulk's
// |x| ~ q·min(1, e^{1/σ²} − 1), is paid by that many extra working bits. Arb's effort is bounded
// (kArbEvalLimit evaluations); an enclosure that misses the relative target is not used
// (nullopt), and the Taylor-model quadrature below runs instead. Where both can run, Arb is
// 10–15x faster at moderate α and σ (α = 4.1, q = 0.01, σ = 1, 128 bits: 2 ms against 30 ms).
constexpr long kArbEvalLimit = 20000;

struct ArbIntegrand {
  arb_t alpha, q, inv2s2, lnorm;  // α, q, 1/(2σ²), log(σ√(2π))
  ArbIntegrand(const Interval& a, const Interval& qq, const Interval& sigma, slong prec) {
    arb_init(alpha);
    arb_init(q);
    arb_init(inv2s2);
    arb_init(lnorm);
    auto set = [prec](arb_t x, const Interval& v) { arb_set_interval_mpfr(x, &v.raw()->left, &v.raw()->right, prec); };
    const unsigned b = static_cast<unsigned>(prec);
    set(alpha, a.with_bits(b));
    set(q, qq.with_bits(b));
    const Interval s = sigma.with_bits(b);
    set(inv2s2, 1 / (2 * sqr(s)));
    set(lnorm, log(s * sqrt(2 * Interval::pi(b))));
  }
  ~ArbIntegrand() {
    arb_clear(alpha);
    arb_clear(q);
    arb_clear(inv2s2);
    arb_clear(lnorm);
  }
  ArbIntegrand(const ArbIntegrand&) = delete;
  ArbIntegrand& operator=(const ArbIntegrand&) = delete;

  // φ(z)·ψ(x(z)); order 1 asks for a holomorphy check on the ball z as well.
  static int eval(acb_ptr res, const acb_t z, void* param, slong order, slong prec) {
    const auto* p = static_cast<const ArbIntegrand*>(param);
    acb_t x, t, w;
    acb_init(x);
    acb_init(t);
    acb_init(w);
    acb_mul_2exp_si(x, z, 1);  // u = (2z − 1)/(2σ²)
    acb_sub_ui(x, x, 1, prec);
    acb_mul_arb(x, x, p->inv2s2, prec);
    acb_expm1(x, x, prec);  // x = q·expm1(u)
    acb_mul_arb(x, x, p->q, prec);
    acb_add_ui(t, x, 1, prec);  // g = 1 + x
    if (order != 0 && !arb_is_positive(acb_realref(t))) {
      acb_indeterminate(res);
    } else {
      acb_log1p(t, x, prec);  // ψ = expm1(α·log1p x) − α x
      acb_mul_arb(t, t, p->alpha, prec);
      acb_expm1(t, t, prec);
      acb_mul_arb(w, x, p->alpha, prec);
      acb_sub(t, t, w, prec);
      acb_sqr(w, z, prec);  // φ = exp(−z²/(2σ²) − log(σ√(2π)))
      acb_mul_arb(w, w, p->inv2s2, prec);
      acb_neg(w, w);
      acb_sub_arb(w, w, p->lnorm, prec);
      acb_exp(w, w, prec);
      acb_mul(res, t, w, prec);
    }
    acb_clear(x);
    acb_clear(t);
    acb_clear(w);
    return 0;
  }
};

std::optional<Interval> a_minus_1_arb(const Interval& alpha, const Interval& q, const Interval& sigma,
                                      const Interval& scale, double rel_tol) {
  const unsigned bits = std::max({alpha.bits(), q.bits(), sigma.bits()});
  const double ad = alpha.mid_double(), am1d = (alpha - 1).mid_double(), qd = q.mid_double(), sd = sigma.mid_double();
  const double lq = log(q).mid_double(), l1q = log1p(-q).mid_double();
  const double lscale = log(scale).mid_double();
  if (!std::isfinite(lscale) || !(am1d > 0) || !(qd > 0) || !(sd > 0)) return std::nullopt;
  const double bulk = qd * std::min(1.0, std::expm1(std::min(1 / (sd * sd), 700.0)));
  const double lost = std::log2(2 / (am1d * bulk));
  if (!std::isfinite(lost) || lost > 4096) return std::nullopt;
  // Working bits: the goal's, the cancellation's and 24 guard bits (the result's width is set by
  // the goal, 2^{-bits/3}, not by the inputs' 128 bits: 150 working bits took twice as long).
  const slong goal = static_cast<slong>(std::ceil(-std::log2(rel_tol))) + 8;
  const unsigned wb =
      static_cast<unsigned>(std::max<slong>(goal + 24, 64)) + static_cast<unsigned>(std::max(0.0, std::ceil(lost)));
  const Range r = choose_range(ad, am1d, lq, l1q, sd, lscale + std::log(rel_tol / 8));
  if (!std::isfinite(r.a) || !std::isfinite(r.b) || !(r.b > r.a)) return std::nullopt;
  // Panels are at most about as long as the strip is wide: skip ranges of more than 4096 widths
  // (small σ or huge α; the budget was spent in vain at σ = 0.001 and at α = 25000.5, σ = 0.1).
  if ((r.b - r.a) / (M_PI * sd * sd) > 4096) return std::nullopt;
  const Params p(alpha, q, sigma, bits + 12);
  const Interval tail = tails(p, sigma.with_bits(bits + 12), Interval::from_double(r.a, bits + 12),
                              Interval::from_double(r.b, bits + 12));
  ArbIntegrand f(alpha, q, sigma, static_cast<slong>(wb));
  acb_t a, b, res;
  acb_init(a);
  acb_init(b);
  acb_init(res);
  acb_set_d(a, r.a);
  acb_set_d(b, r.b);
  mag_t tol;
  mag_init(tol);
  // Tolerances below the target (absolute 2^-6, relative 2^-8 of it): Arb adds its panels' errors,
  // and at the target itself the sum missed it by 20 %. The absolute one is taken at the scale, an
  // estimate of A_α − 1.
  const double ltol = lscale + std::log(rel_tol / 64);
  mag_set_ui_2exp_si(tol, 1, static_cast<slong>(std::floor(ltol / std::log(2.0))));
  acb_calc_integrate_opt_t opt;
  acb_calc_integrate_opt_init(opt);
  opt->eval_limit = kArbEvalLimit;
  acb_calc_integrate(res, ArbIntegrand::eval, &f, a, b, goal, tol, opt, static_cast<slong>(wb));
  std::optional<Interval> out;
  if (arb_is_finite(acb_realref(res)) != 0) {
    Interval v(bits + 12);
    arb_get_interval_mpfr(&v.raw()->left, &v.raw()->right, acb_realref(res));
    const Interval total = numeric::max(v + tail, detail::zero(bits + 12)).with_bits(bits);
    if (total.is_finite() && total.certainly_positive() && total.rel_width() <= rel_tol) out = total;
  }
  mag_clear(tol);
  acb_clear(a);
  acb_clear(b);
  acb_clear(res);
  return out;
}

}  // namespace

Result<Interval> a_minus_1_subsampled_gaussian_arb(const Interval& alpha, const Interval& q, const Interval& sigma,
                                                   const Interval& scale, double rel_tol) {
  static const char* fn = "a_minus_1_subsampled_gaussian_arb";
  PB_TRY(bool ok, check_inputs(fn, alpha, q, sigma));
  (void)ok;
  if (!q.certainly_lt(Interval::from_int(1, q.bits())))
    return numeric::hypothesis_error(fn, "the integration needs q < 1 (q = 1 is the plain Gaussian).");
  if (!scale.certainly_positive() || !scale.is_finite() || !(rel_tol > 0 && rel_tol < 1))
    return numeric::hypothesis_error(fn, "the tolerance scale must be a finite positive enclosure, rel_tol in (0, 1).");
  if (auto v = a_minus_1_arb(alpha, q, sigma, scale, rel_tol)) return *v;
  return numeric::Error{numeric::ErrorKind::accuracy_not_met,
                        std::string(fn) + ": Arb's integration did not reach the relative width asked for here."};
}

Result<Interval> a_minus_1_subsampled_gaussian_quadrature(const Interval& alpha, const Interval& q,
                                                          const Interval& sigma, const Interval& scale,
                                                          double rel_tol) {
  static const char* fn = "a_minus_1_subsampled_gaussian_quadrature";
  PB_TRY(bool ok, check_inputs(fn, alpha, q, sigma));
  (void)ok;
  const unsigned bits = std::max({alpha.bits(), q.bits(), sigma.bits()});
  if (q.certainly_le(detail::zero(bits))) return detail::zero(bits);
  if (!q.certainly_lt(Interval::from_int(1, bits)))
    return numeric::hypothesis_error(fn, "the quadrature needs q < 1 (q = 1 is the plain Gaussian).");
  if (!scale.certainly_positive() || !scale.is_finite())
    return numeric::hypothesis_error(fn, "the tolerance scale must be a finite positive enclosure.");
  const double ad = alpha.mid_double(), am1d = (alpha - 1).mid_double(), sd = sigma.mid_double();
  const double lq = log(q).mid_double(), l1q = log1p(-q).mid_double();
  const double lscale = log(scale).mid_double();
  // Extra bits: ψ_0 at a point cancels ~log2(α|x|/ψ) bits; integrated, the loss relative to the
  // result is about 2/((α−1)·q·min(1, e^{1/σ²}−1)) (accounting.md, Primitives 3).
  // Working precision: 12 guard bits. The cancellation of ψ_0 (up to ~log2(2/((α−1)q)) bits,
  // about 1000 at q = 1e-300) is paid inside Params::psi only, not by every Taylor term:
  // α = 999999.5, q = 1e-300, σ = 0.001 took 90 s at 1117 working bits.
  const unsigned wb = bits + 12;
  const Params p(alpha, q, sigma, wb);
  const Range r = choose_range(ad, am1d, lq, l1q, sd, lscale + std::log(rel_tol / 8));
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
    return numeric::Error{
        numeric::ErrorKind::internal,
        std::string(fn) + ": a Taylor-model panel contradicts its crude enclosure or the other Taylor form (a bug)."};
  const Interval total = quad.sum + tail;
  return numeric::max(total, detail::zero(wb)).with_bits(bits);
}

namespace {

// log ψ(x) in double for x = sign·e^{lx} (search path only), without the cancellations of
// expm1(α log1p x) − αx: for |x| <= 1/2 and |αx| <= 1 the binomial series
// ψ = Σ_{k>=2} C(α,k) x^k with α(α−1)/2 x² factored out (terms shrink geometrically);
// otherwise ψ = (1+x)·expm1((α−1)λ) − (α−1)x, λ = log1p(x).
double log_psi_double(double al, double am1, double lx, double sign) {
  if (lx > 700) {  // x > 1e304: ψ ~ x·(expm1((α−1)λ) − (α−1)), λ ~ log x; (1+x)^α dominates unless α is next to 1
    const double y = am1 * lx;
    return y > 30 ? al * lx : lx + std::log(std::expm1(y) - am1);
  }
  if (lx <= std::log(0.5) && lx + std::log(al) <= 0) {
    const double x = sign * std::exp(lx);
    double term = 1, sum = 1;
    for (int k = 2; k < 200 && std::fabs(term) > 1e-18 * std::fabs(sum); ++k) {
      term *= (al - k) / (k + 1) * x;
      sum += term;
    }
    return std::log(al * am1 / 2) + 2 * lx + std::log(sum);
  }
  const double x = sign * std::exp(lx);
  const double lam = std::log1p(x);
  // ψ = (1+x)·expm1((α−1)λ) − (α−1)x. Where (α−1)λ > 30, (1+x)^α dominates; the test used to be
  // αλ > 30, which next to 1 (α − 1 = 1e-58) gave log1p(−1·(1 + rounding)) = NaN.
  if (am1 * lam > 30) return al * lam + std::log1p(-(1 + al * x) * std::exp(-al * lam));
  if (x > 0) return lam + std::log(std::expm1(am1 * lam) - am1 * x / (1 + x));  // no overflow of (1+x)
  return std::log((1 + x) * std::expm1(am1 * lam) - am1 * x);
}

// log(A_α − 1) by the trapezoid rule in log space (double, not certified); NaN when the
// integrand would need more than 2·10^6 nodes. For 0 < q < 1, α > 1, σ > 0.
double log_a_minus_1_fast(double alpha, double am1, double q, double sigma, double* peak = nullptr) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const double lq = std::log(q), l1q = std::log1p(-q), s2 = sigma * sigma;
  // Range: tails below e^{-60} of a first-order scale estimate of A−1.
  const double lscale = std::log(alpha * am1 / 2) + 2 * lq + std::log(std::expm1(std::min(1 / s2, 700.0)));
  const Range r = choose_range(alpha, am1, lq, l1q, sigma, std::min(lscale, 0.0) - 60);
  const double lnorm = std::log(sigma * std::sqrt(2 * M_PI));
  auto logf = [&](double z) {
    const double u = (2 * z - 1) / (2 * s2);
    if (u == 0) return -std::numeric_limits<double>::infinity();
    const double lex = u > 30 ? u + std::log1p(-std::exp(-u)) : std::log(std::fabs(std::expm1(u)));
    return -z * z / (2 * s2) - lnorm + log_psi_double(alpha, am1, lq + lex, u > 0 ? 1.0 : -1.0);
  };
  // Step: a fraction of the integrand's narrowest local scale 1/sqrt(|d² log f|).
  const double h = 0.2 / std::sqrt(1 / s2 + alpha / (4 * s2 * s2));
  double za = r.a, zb = r.b;
  if ((zb - za) / h > 2e6) {
    // Too many nodes over the whole range (large α or small σ: the mass sits in a peak of
    // width ~σ near z = α). Locate the highest node of a coarse grid, refine it by golden
    // section, and integrate a window of ±12σ around it: an estimate only
    // (it sets the certified quadrature's tolerance; a second bump is ignored).
    const int coarse = 4096;
    const double cs = (zb - za) / coarse;
    int best = 0;
    double bv = -std::numeric_limits<double>::infinity();
    for (int i = 0; i <= coarse; ++i) {
      const double v = logf(za + cs * i);
      if (v > bv) bv = v, best = i;
    }
    if (!std::isfinite(bv)) return nan;
    double lo = za + cs * std::max(best - 1, 0), hi = za + cs * std::min(best + 1, coarse);
    const double g = (std::sqrt(5.0) - 1) / 2;
    for (int it = 0; it < 200 && hi - lo > h; ++it) {
      const double x1 = hi - g * (hi - lo), x2 = lo + g * (hi - lo);
      if (logf(x1) >= logf(x2))
        hi = x2;
      else
        lo = x1;
    }
    const double zs = (lo + hi) / 2, w = 12 * sigma;
    if (peak) *peak = zs;
    za = std::max(r.a, zs - w);
    zb = std::min(r.b, zs + w);
  }
  // Nodes: step h, at most 2·10^6 (the window's peak is smooth on the scale σ, not h). A range or
  // step that is not finite (σ beyond double's range, 1e1554 from fuzz_args) has no estimate.
  const double nodes = std::ceil((zb - za) / h);
  if (!std::isfinite(nodes) || !(zb > za)) return nan;
  const long m = static_cast<long>(std::clamp(nodes, 16.0, 2e6));
  const double step = (zb - za) / static_cast<double>(m);
  std::vector<double> lf(static_cast<size_t>(m + 1));
  double mx = -std::numeric_limits<double>::infinity();
  for (long i = 0; i <= m; ++i) {
    lf[static_cast<size_t>(i)] = logf(za + step * static_cast<double>(i));
    mx = std::max(mx, lf[static_cast<size_t>(i)]);
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
  if (alpha == std::floor(alpha) && alpha <= 1e6)
    return rdp_subsampled_gaussian_fast(static_cast<long>(alpha), q, sigma);
  if (!std::isfinite(alpha) || !std::isfinite(sigma)) return std::numeric_limits<double>::quiet_NaN();
  const double lI = log_a_minus_1_fast(alpha, alpha - 1, q, sigma);
  const double l1pI = lI > 0 ? lI + std::log1p(std::exp(-lI)) : std::log1p(std::exp(lI));
  return l1pI / (alpha - 1);
}

namespace {

struct IntegerBracket {
  Interval bracket, lower;  // [lower, upper] of r(α); `lower` alone as well
};

// r(n) <= r(α) <= [(n+1−α) log A_n + (α−n) log A_{n+1}]/(α−1) for n < α < n+1 (header),
// and the extended secants of (n−1, n) and (n+1, n+2) below log A_α (convexity).
Result<IntegerBracket> integer_bracket(const Interval& alpha, long n, const Interval& q, const Interval& sigma,
                                       unsigned bits) {
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
  Interval lower_log = log_an;
  if (n >= 2) {
    Interval log_am1 = detail::zero(bits);
    if (n - 1 >= 2) {
      PB_TRY(Interval rm1, rdp_subsampled_gaussian(Interval::from_int(n - 1, bits), q, sigma));
      log_am1 = rm1 * (n - 2);
    }
    lower_log = numeric::max(lower_log, log_an + theta * (log_an - log_am1));
  }
  if (n + 2 <= detail::kMaxOrder) {
    PB_TRY(Interval rn2, rdp_subsampled_gaussian(Interval::from_int(n + 2, bits), q, sigma));
    lower_log = numeric::max(lower_log, log_an1 - (1 - theta) * (rn2 * (n + 1) - log_an1));
  }
  const Interval lower = numeric::max(r_n, lower_log / (alpha - 1));
  return IntegerBracket{detail::join_ends(lower, upper), lower};
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
  // The bracket costs four integer-order sums of O(n) terms each (about 1 s each at n = 10^6 and
  // 128 bits); for larger n the quadrature runs first and the bracket only when the
  // quadrature does not reach its target (then its value is intersected with the bracket).
  // (The log-space sums, used when c·n² > 2^40, cost about 15x more per term.)
  const double c_est = 1 / (2 * sqr(sigma).mid_double());
  const bool logspace = !(c_est * static_cast<double>(n) * static_cast<double>(n + 1) <= std::ldexp(1.0, 40));
  const bool bracket_first = n <= (logspace ? 4096 : 16384);
  Interval bracket(bits), lower(bits);
  auto make_bracket = [&]() -> Result<bool> {
    PB_TRY(IntegerBracket b, integer_bracket(alpha, n, q, sigma, bits));
    bracket = b.bracket;
    lower = b.lower;
    return true;
  };
  if (bracket_first) {
    PB_TRY(bool ok, make_bracket());
    (void)ok;
  }
  // Quadrature of A_α − 1, with tolerance relative to an estimate of A_α − 1: the double
  // trapezoid, else the double integer-order values interpolated in log A (log A is convex), else
  // the bracket's lower end. The scale only sets the target width; an overestimate (the
  // bracket's upper end was used before) made the tolerance useless: at α = 25000.5, σ = 0.001
  // the quadrature returned [0, 5.9e135717025540476].
  const double ad = alpha.mid_double(), qd = q.mid_double(), sd = sigma.mid_double();
  double peak = std::numeric_limits<double>::quiet_NaN();
  double l_est = log_a_minus_1_fast(ad, (alpha - 1).mid_double(), qd, sd, &peak);
  Interval scale_hp(bits);  // where the mass is one sharp peak: e^{w(z*)}·σ at `bits` bits
  if (std::isfinite(peak)) {
    // In double, log A ~ 5e17 (α = 10^6, σ = 0.001) carries absolute errors of thousands, so
    // the scale is re-evaluated at the peak in MPFR (still only an estimate: it sets the
    // tolerance, not the enclosure).
    // The integrand is φ·ψ, not φ·g^α: the two agree where g^α dominates (large α), but next
    // to 1 ψ ~ (α−1)·((1+x)log1p(x) − x) is far smaller (α = 1 + 1e-58, σ = 0.03: a scale
    // 1e58 too large left the result at [0, r(2)]).
    const Params pp(alpha, q, sigma, bits);
    const Interval z = Interval::from_double(peak, bits);
    const Interval psi = pp.psi(pp.x_of(z));
    if (psi.certainly_positive()) {
      const Interval w = -sqr(z) * pp.half_inv_s2 + log(psi);  // log(φ ψ) + log(σ√(2π))
      if (w.is_finite()) scale_hp = exp(detail::lower_point(w));
    }
  }
  if (!std::isfinite(l_est) && n >= 2 && n + 1 <= detail::kMaxOrder) {
    const double th = ad - static_cast<double>(n);
    const double la = ((1 - th) * static_cast<double>(n - 1) * rdp_subsampled_gaussian_fast(n, qd, sd) +
                       th * static_cast<double>(n) * rdp_subsampled_gaussian_fast(n + 1, qd, sd));
    if (std::isfinite(la) && la > 0) l_est = la > 30 ? la + std::log1p(-std::exp(-la)) : std::log(std::expm1(la));
  }
  if (!std::isfinite(l_est) && !bracket_first) {
    PB_TRY(bool ok, make_bracket());
    (void)ok;
  }
  const Interval scale = scale_hp.certainly_positive() ? scale_hp
                         : std::isfinite(l_est)        ? exp(Interval::from_double(l_est, bits))
                                                       : expm1(detail::lower_point(lower) * (alpha - 1));
  // Target: relative width 2^{-bits/3} in r = log1p(I)/(α−1), I = A_α − 1; a relative width w
  // of I gives about w·I/((1+I)·log1p(I)) in r, so I may be looser by that factor's inverse.
  // (bits of q and σ: an order next to 1 arrives with extra bits that resolve α − 1, which
  // are not a request for more digits.)
  const int tb = static_cast<int>(std::max(q.bits(), sigma.bits()));
  double rel_tol = std::max(std::ldexp(1.0, -tb / 3), 1e-60);
  if (std::isfinite(l_est)) {
    const double l1p = l_est > 0 ? l_est + std::log1p(std::exp(-l_est)) : std::log1p(std::exp(l_est));
    const double factor = l1p * (1 + std::exp(-l_est));
    if (std::isfinite(factor) && factor > 1) rel_tol = std::min(rel_tol * factor, 0.01);
  }
  if (!scale.certainly_positive() || !scale.is_finite()) {
    if (!bracket_first) {
      PB_TRY(bool ok, make_bracket());
      (void)ok;
    }
    return detail::certified(fn, bracket);
  }
  // Arb's integration first; the Taylor-model quadrature where it misses the target.
  Interval am1(bits);
  if (auto fast = a_minus_1_arb(alpha, q, sigma, scale, rel_tol)) {
    am1 = *fast;
  } else {
    PB_TRY(Interval v, a_minus_1_subsampled_gaussian_quadrature(alpha, q, sigma, scale, rel_tol));
    am1 = v;
  }
  const Interval rq = am1.is_finite() ? log1p(am1) / (alpha - 1) : Interval::entire(bits);
  if (!bracket_first) {
    // Accept the quadrature alone when it met its target (relative width 2^{-bits/3}, with
    // room); otherwise tighten it with the bracket.
    if (rq.is_finite() && rq.rel_width() <= std::ldexp(1.0, -tb / 3 + 4)) return detail::certified(fn, rq);
    PB_TRY(bool ok, make_bracket());
    (void)ok;
  }
  if (!rq.is_finite()) return detail::certified(fn, bracket);
  // Two enclosures of the same number must overlap; if they do not, one proof is broken.
  if (!rq.overlaps(bracket))
    return numeric::Error{numeric::ErrorKind::internal,
                          std::string(fn) + ": quadrature and integer-order bracket disagree (a bug)."};
  return detail::certified(fn, numeric::intersect(rq, bracket));
}

}  // namespace privbound::bounds::accounting
