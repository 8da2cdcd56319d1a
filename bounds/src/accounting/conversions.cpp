// zCDP -> (ε, δ) conversions (accounting.md items 5–7). Declared in
// privbound/bounds/accounting/conversions.hpp.
//
// Enclosures:
//  * bun_steinke: closed form ρ + 2√(ρ log(1/δ)) in interval arithmetic.
//  * cks: ε(α) = ρα + log((α−1)/α) − (log δ + log α)/(α−1) is minimised over real α > 1.
//    It is searched in t = α − 1 > 0, never in α: for ρ >= 2^(2·bits) the optimum α* = 1 + t*
//    is not representable next to 1 (the old search then evaluated ε at α = 1, got NaN and
//    reported ε = 0). In t:
//      ε(t) = ρ(1+t) − log1p(1/t) − (log δ + log1p(t))/t,
//      ε'(t) = g(t)/t² with g(t) = ρt² + log δ + log1p(t),
//    g is strictly increasing on (0, ∞) with g(0+) = log δ < 0, so t* is the unique root of g.
//    Analytic bracket: g(t) >= ρt² + log δ, so g(t0) > 0 at t0 = √(−log δ/ρ); and
//    g(t) <= ρt² + t + log δ, so g(t1) <= 0 at t1 = −2 log δ/(1 + √(1 − 4ρ log δ)). Certified
//    bisection (geometric while the bracket spans more than a factor 2) then gives
//    [t_lo, t_hi] with g(t_lo) < 0 < g(t_hi) (certain signs, or the two ends are adjacent):
//      upper end = ε(t_mid) at a point t_mid in (0, ∞) (any α > 1 gives a valid ε),
//      lower end = lower end of ε([t_lo, t_hi]) in interval arithmetic (contains ε(t*)),
//    each clamped at 0. For an interval ρ, the upper end uses ρ_hi and the lower end ρ_lo
//    (ε is increasing in ρ); for ρ_lo = 0 the clamped minimum is 0.
//  * gaussian: δ(ε) = Φ(μ/2 − ε/μ) − e^ε Φ(−μ/2 − ε/μ) is decreasing in ε and increasing in μ.
//    With a = μ/2, b = ε/μ and ε − (a+b)²/2 = −(a−b)²/2 (since (a+b)² − (a−b)² = 4ab = 2ε),
//      δ(ε) = Φ(a − b) − e^{−(a−b)²/2}·M(a + b),   M(y) = Φ(−y)·e^{y²/2},
//    which never forms e^ε (it overflowed MPFR's range for ε > 2^62·ln 2 ≈ 3.2e18 and pinned
//    the lower end there). The upper end is a point ε_u with δ(ε_u; μ_hi) <= δ_lo certainly;
//    the lower end a point ε_l with δ(ε_l; μ_lo) > δ_hi certainly (or 0). Both come from
//    a search with certain comparisons only (solve_eps), so the bracket is sound at any precision.
//  * Every result passes `certified()`: a NaN, infinite or empty enclosure is an error, never
//    a value (max(NaN, 0) = 0 was how the false ε = 0 got out).
#include "privbound/bounds/accounting/conversions.hpp"

#include <algorithm>
#include <functional>
#include <optional>

#include "detail.hpp"
#include "privbound/bounds/validate.hpp"

namespace privbound::bounds::accounting {

using detail::Mp;
using numeric::Interval;
using numeric::Result;

namespace {

unsigned bits_of(const Interval& a, const Interval& b) { return std::max(a.bits(), b.bits()); }

// ε(t) of the improved conversion for r(α) = ρα at α = 1 + t (unclamped).
// log((α−1)/α) = −log1p(1/t): no cancellation between log t and log1p(t) when t is large
// (ρ = 1e-300, δ = 1e-300 has t* = 1.85e151, where log t − log1p(t) lost every digit of
// ε ~ 4e-149 at 256 bits).
Interval cks_objective(const Interval& t, const Interval& rho, const Interval& log_delta) {
  return rho * (1 + t) - log1p(1 / t) - (log_delta + log1p(t)) / t;
}

struct Bracket {
  Interval lo, hi, mid;  // points in (0, ∞)
};

// Bracket of the root t* of g(t) = ρt² + log δ + log1p(t), ρ a point > 0, log δ < 0.
Bracket cks_bracket(const Interval& rho, const Interval& log_delta, unsigned bits) {
  auto g = [&](const Interval& t) { return rho * sqr(t) + log_delta + log1p(t); };
  const Interval mld = -log_delta;  // > 0
  Interval hi = detail::upper_point(sqrt(mld / rho));
  Interval lo = detail::lower_point(2 * mld / (1 + sqrt(1 + 4 * rho * mld)));
  // Both ends are proven by the inequalities above; the checks below only guard the proof.
  for (int i = 0; i < 64 && !g(hi).certainly_positive(); ++i) hi = hi * 2;
  for (int i = 0; i < 64 && !g(lo).certainly_negative(); ++i) lo = lo / 2;
  Mp m(bits);
  for (unsigned it = 0; it < 4 * bits + 256; ++it) {
    if (!(hi / lo).certainly_le(Interval::from_int(2, bits))) {  // geometric midpoint √(lo·hi): halves the exponent gap
      mpfr_mul(m.v, &lo.raw()->left, &hi.raw()->left, MPFR_RNDN);
      mpfr_sqrt(m.v, m.v, MPFR_RNDN);
    } else {
      mpfr_add(m.v, &lo.raw()->left, &hi.raw()->left, MPFR_RNDN);
      mpfr_div_2ui(m.v, m.v, 1, MPFR_RNDN);
    }
    if (mpfr_lessequal_p(m.v, &lo.raw()->left) || mpfr_greaterequal_p(m.v, &hi.raw()->left)) break;
    Interval mid = detail::point(m.v, bits);
    Interval gm = g(mid);
    if (gm.certainly_negative())
      lo = mid;
    else if (gm.certainly_positive())
      hi = mid;
    else
      break;  // mid is within the evaluation noise of the root
  }
  return {lo, hi, detail::point_mid(lo, hi)};
}

Result<EpsDelta> eps_cks(const Interval& rho, const Interval& delta, unsigned bits) {
  const Interval ld = log(delta);
  const Interval rho_hi = detail::upper_point(rho), rho_lo = detail::lower_point(rho);
  EpsDelta out{Interval::from_int(0, bits), Interval::from_int(1, bits), "cks"};
  if (!rho_hi.certainly_positive()) return out;  // ρ = 0: every δ > 0 gives ε = 0
  const Bracket bh = cks_bracket(rho_hi, ld, bits);
  const Interval upper = detail::clamp0(cks_objective(bh.mid, rho_hi, ld));
  Interval lower = detail::zero(bits);
  if (rho_lo.certainly_positive()) {
    const Bracket bl = detail::is_point(rho) ? bh : cks_bracket(rho_lo, ld, bits);
    lower = detail::clamp0(cks_objective(detail::join_ends(bl.lo, bl.hi), rho_lo, ld));
  }
  if (upper.is_nan() || lower.is_nan())
    return numeric::Error{numeric::ErrorKind::internal, "eps_from_zcdp: the cks bound could not be enclosed."};
  out.eps = detail::join_ends(lower, upper);
  out.alpha = detail::one_plus(bh.mid, bits);
  return out;
}

// δ(ε) from a = μ/2, b = ε/μ directly (see gaussian_delta_of).
Interval gaussian_delta_direct(const Interval& a, const Interval& b, const Interval& eps) {
  const Interval d = a - b;
  if (mpfr_cmp(&b.raw()->right, &a.raw()->left) <= 0 && eps.certainly_lt(Interval::from_int(1, eps.bits()))) {
    // b <= a (ε <= ρ) and ε < 1 (so e^ε cannot overflow; this is the small-μ case):
    // δ = [Φ(a−b) − Φ(−a−b)] − expm1(ε)Φ(−a−b), and the bracket is
    // (erf((a−b)/√2) + erf((a+b)/√2))/2 with both terms >= 0: no cancellation for small μ.
    const Interval r2 = sqrt(Interval::from_int(2, a.bits()));
    return (numeric::erf(d / r2) + numeric::erf((a + b) / r2)) / 2 - expm1(eps) * normal_cdf(-a - b);
  }
  return normal_cdf(d) - exp(-sqr(d) / 2) * numeric::normal_tail_scaled(a + b);
}

// δ(ε) of the Gaussian mechanism with parameter μ > 0 (points or intervals), in the form
// Φ(a − b) − e^{−(a−b)²/2}·M(a + b) (header comment): no e^ε, no overflow.
//
// For small μ the two terms agree to about log2(1/μ) bits (ρ = 1e-100 left 1.9e-25 of width at
// 256 bits; ρ = 1e-300 nothing). Where b >= a (ε >= ρ, the usual case), Φ(a − b) =
// e^{−(b−a)²/2}·M(b − a), so δ(ε) = e^{−(b−a)²/2}·[M(b − a) − M(b + a)], and by the mean value
// theorem M(b − a) − M(b + a) = μ·g(ξ) for some ξ in [b − a, b + a], where
// g = −M' = 1/√(2π) − s·M(s) > 0 is decreasing (M'' = (1+s²)M − s/√(2π) > 0 by Gordon's
// inequality). Hence δ(ε) ∈ e^{−(b−a)²/2}·μ·[g(b + a), g(b − a)]: relative width O(μ), no
// cancellation but the mild one inside g (about 2·log2(s) bits, paid with extra precision).
// Where b <= a (ε <= ρ) the erf form below has no cancellation either.
//
// The mean-value form is O(μ) wide, the direct one loses log2(1/μ) bits: the first is used for
// μ < 2^{-(bits + 8)}, the second otherwise, with log2(1/μ) extra bits (at most bits + 8).
Interval gaussian_delta_of(const Interval& mu_in, const Interval& eps_in) {
  const unsigned out_bits = std::max(mu_in.bits(), eps_in.bits());
  const long mu_exp = mu_in.lower_exponent();
  const long limit = static_cast<long>(out_bits) + 8;
  const bool tiny = mu_exp < -limit;
  const unsigned bits = out_bits + (tiny ? 0u : static_cast<unsigned>(std::clamp(-mu_exp, 0L, limit)));
  const Interval mu = mu_in.with_bits(bits), eps = eps_in.with_bits(bits);
  const Interval a = mu / 2, b = eps / mu;
  const Interval d = a - b;
  if (tiny && !d.certainly_positive() && mpfr_cmp(&b.raw()->left, &a.raw()->right) >= 0) {
    auto g_at = [bits](const Interval& s_end) {  // g at a point, with 2·log2(s) + 16 extra bits
      const long e = std::max(0L, s_end.lower_exponent());
      const Interval s = s_end.with_bits(bits + static_cast<unsigned>(2 * e) + 16);
      return (1 / sqrt(2 * Interval::pi(s.bits())) - s * numeric::normal_tail_scaled(s)).with_bits(bits);
    };
    const Interval g_lo = g_at(detail::upper_point(b + a)), g_hi = g_at(detail::lower_point(b - a));
    const Interval g = detail::join_ends(numeric::max(g_lo, Interval(bits)), g_hi);
    return exp(-sqr(b - a) / 2) * mu * g;
  }
  return gaussian_delta_direct(a, b, eps).with_bits(out_bits);
}

// The search for ε >= 0 where a monotone predicate on δ(ε) turns from false to true. Returns
// points {lo, hi} with pred(δ(hi)) true and pred(δ(lo)) false (or lo = hi = 0 when pred(δ(0))
// holds). Only the certain predicate decides which end a probe replaces, so the bracket is sound
// whatever the probes are. The probes come from regula falsi (Illinois variant) on
// h(ε) = log δ(ε) − log target, which is smooth and nearly linear near the root; a probe outside
// the bracket, an h that cannot be formed (δ's enclosure touching 0), or two probes that did not
// halve the bracket give a bisection step instead. Plain bisection needed bits + 64 evaluations
// (1.6 s per ε at 256 bits and δ = 1e-40, over 10 s under the sanitizers); this needs about 20
// (0.06 s).
struct EpsBracket {
  Interval lo, hi;
};
// Stops at relative accuracy 2^-(accuracy_bits − 4) (the points themselves carry `bits`).
Result<EpsBracket> solve_eps(const std::function<Interval(const Interval&)>& delta_at,
                             const std::function<bool(const Interval&)>& pred, const Interval& target,
                             const Interval& start_hi, unsigned bits, unsigned accuracy_bits) {
  const Interval log_target = log(target.with_bits(bits));
  struct Probe {
    bool holds;
    std::optional<Interval> h;  // a point; none when h cannot be formed
  };
  auto probe = [&](const Interval& e) -> Probe {
    const Interval d = delta_at(e);
    const bool holds = pred(d);
    if (!d.certainly_positive() || !d.is_finite() || !log_target.is_finite()) return {holds, std::nullopt};
    const Interval h = log(d) - log_target;
    if (!h.is_finite()) return {holds, std::nullopt};
    return {holds, detail::point_mid(detail::lower_point(h), detail::upper_point(h)).with_bits(bits)};
  };
  Interval hi = detail::upper_point(start_hi);
  if (!hi.certainly_positive()) hi = Interval::from_int(1, bits);
  Probe ph = probe(hi);
  for (int grow = 0; !ph.holds; ph = probe(hi)) {
    hi = hi * 2;
    if (++grow > 200)
      return numeric::Error{numeric::ErrorKind::internal, "eps_from_zcdp: the gaussian search did not bracket."};
  }
  Interval lo = detail::zero(bits);
  Probe pl = probe(lo);
  if (pl.holds) return EpsBracket{lo, lo};
  std::optional<Interval> hl = pl.h, hh = ph.h;  // h at the ends (Illinois halves the one kept twice)
  int kept = 0;                                  // > 0: lo kept that many times in a row; < 0: hi
  Interval width_before = hi - lo;
  int since_halved = 0;
  bool last_secant = false, last_replaced_lo = false;
  for (unsigned it = 0; it < 3 * (bits + 64); ++it) {
    Interval w = hi - lo;  // stop at relative accuracy ~2^-(accuracy_bits-4)
    mpfi_mul_2si(w.raw(), w.raw(), static_cast<long>(accuracy_bits) - 4);
    if (w.certainly_le(hi)) break;
    const Interval mid = detail::point_mid(lo, hi).with_bits(bits);
    if (mpfr_lessequal_p(&mid.raw()->left, &lo.raw()->left) || mpfr_greaterequal_p(&mid.raw()->left, &hi.raw()->left))
      break;  // adjacent points at this precision
    Interval x = mid;
    const bool secant = since_halved < 2 && hl && hh && hl->certainly_positive() && hh->certainly_negative();
    if (secant) {
      const Interval s = hi - *hh * (hi - lo) / (*hh - *hl);
      const Interval sx = detail::point_mid(detail::lower_point(s), detail::upper_point(s)).with_bits(bits);
      if (sx.is_finite() && mpfr_greater_p(&sx.raw()->left, &lo.raw()->left) &&
          mpfr_less_p(&sx.raw()->left, &hi.raw()->left))
        x = sx;
    } else if (last_secant && since_halved < 2) {
      // The last secant probe landed within the noise of h at the root (h's sign there is not
      // trusted any more): step from it towards the other end by half the accuracy sought, which
      // closes the bracket when the predicate is decided that close to the root.
      Interval step = hi;
      mpfi_mul_2si(step.raw(), step.raw(), -(static_cast<long>(accuracy_bits) - 3));
      const Interval nx = detail::upper_point(last_replaced_lo ? lo + step : hi - step);
      if (nx.is_finite() && mpfr_greater_p(&nx.raw()->left, &lo.raw()->left) &&
          mpfr_less_p(&nx.raw()->left, &hi.raw()->left))
        x = nx.with_bits(bits);
    }
    last_secant = !x.overlaps(mid) && secant;
    const Probe px = probe(x);
    last_replaced_lo = !px.holds;
    if (px.holds) {
      hi = x;
      hh = px.h;
      kept = kept > 0 ? kept + 1 : 1;
      if (kept >= 2 && hl) hl = *hl / 2;
    } else {
      lo = x;
      hl = px.h;
      kept = kept < 0 ? kept - 1 : -1;
      if (kept <= -2 && hh) hh = *hh / 2;
    }
    const Interval now = hi - lo;
    if (now.certainly_le(width_before / 2)) {
      width_before = now;
      since_halved = 0;
    } else {
      ++since_halved;
      if (since_halved > 2) since_halved = 0, width_before = now;  // after the forced bisection
    }
  }
  return EpsBracket{lo, hi};
}

Result<EpsDelta> eps_gaussian(const Interval& rho_in, const Interval& delta_in, const Interval& eps_bs_in,
                              unsigned out_bits) {
  // 16 guard bits for the search (the small-μ cancellation is handled in gaussian_delta_of).
  const unsigned bits = out_bits + 16;
  const Interval rho = rho_in.with_bits(bits), delta = delta_in.with_bits(bits), eps_bs = eps_bs_in.with_bits(bits);
  EpsDelta out{detail::zero(bits), Interval::from_int(1, bits), "gaussian"};
  const Interval rho_hi = detail::upper_point(rho), rho_lo = detail::lower_point(rho);
  if (!rho_hi.certainly_positive()) return out;
  const Interval mu_hi = detail::upper_point(sqrt(2 * rho_hi));
  const Interval d_lo = detail::lower_point(delta), d_hi = detail::upper_point(delta);
  // Upper end: a point ε_u with δ(ε_u; μ_hi) <= δ_lo certainly.
  PB_TRY(EpsBracket up,
         solve_eps([&](const Interval& e) { return gaussian_delta_of(mu_hi, e); },
                   [&](const Interval& d) { return d.certainly_le(d_lo); }, d_lo, eps_bs, bits, out_bits + 8));
  Interval el = detail::zero(bits);
  const Interval mu_lo = detail::lower_point(sqrt(2 * rho_lo));
  if (mu_lo.certainly_positive()) {
    // Lower end: a point ε_l with δ(ε_l; μ_lo) > δ_hi certainly (the bracket's lo).
    PB_TRY(EpsBracket dn,
           solve_eps([&](const Interval& e) { return gaussian_delta_of(mu_lo, e); },
                     [&](const Interval& d) { return !d_hi.certainly_lt(d); }, d_hi, up.hi, bits, out_bits + 8));
    el = dn.lo;
  }
  out.eps = detail::join_ends(el, up.hi).with_bits(out_bits);  // outward
  out.alpha = out.alpha.with_bits(out_bits);
  return out;
}

// The one gate every conversion result passes: an enclosure that is NaN, infinite, empty or
// has a negative lower end is an error, never a certified value.
Result<EpsDelta> certified(Result<EpsDelta> r) {
  if (!r.ok()) return r;
  const Interval& e = r->eps;
  if (!e.is_finite() || mpfr_greater_p(&e.raw()->left, &e.raw()->right) || e.certainly_negative() ||
      mpfr_sgn(&e.raw()->left) < 0)
    return numeric::Error{numeric::ErrorKind::internal, "eps_from_zcdp: the " + r->method +
                                                            " conversion gave no finite enclosure (" +
                                                            e.lower_decimal(6) + ", " + e.upper_decimal(6) + ")."};
  return r;
}

}  // namespace

Result<EpsDelta> eps_from_zcdp(const Interval& rho, const Interval& delta, ZcdpConversion method) {
  static const char* fn = "eps_from_zcdp";
  PB_TRY(bool a, check_nonnegative(fn, "rho", rho));
  PB_TRY(bool b, check_delta(fn, delta));
  (void)a;
  (void)b;
  const unsigned bits = bits_of(rho, delta);
  const Interval log_inv_delta = -log(delta);
  const Interval eps_bs = rho + 2 * sqrt(rho * log_inv_delta);
  switch (method) {
    case ZcdpConversion::bun_steinke: {
      EpsDelta out{eps_bs, Interval::from_int(1, bits), "bun_steinke"};
      const Interval rho_mid = detail::upper_point(rho);
      if (rho_mid.certainly_positive()) out.alpha = detail::one_plus(sqrt(log_inv_delta / rho_mid), bits);
      return certified(out);
    }
    case ZcdpConversion::cks: {
      PB_TRY(EpsDelta e, eps_cks(rho, delta, bits));
      // ε_cks <= ε_bs for every ρ-zCDP mechanism; intersecting keeps the enclosure sound
      // (disjoint enclosures give NaN, which certified() turns into an error).
      e.eps = numeric::intersect(e.eps, detail::join_ends(detail::zero(bits), eps_bs));
      return certified(e);
    }
    case ZcdpConversion::gaussian:
      return certified(eps_gaussian(rho, delta, eps_bs, bits));
  }
  return numeric::Error{numeric::ErrorKind::internal, "eps_from_zcdp: unknown method."};
}

Result<Interval> gaussian_delta(const Interval& mu, const Interval& eps) {
  const char* fn = "gaussian_delta";
  PB_TRY(bool m, check_positive(fn, "mu", mu));
  PB_TRY(bool e, check_nonnegative(fn, "eps", eps));
  (void)m;
  (void)e;
  return detail::clamp0(gaussian_delta_of(mu, eps));
}

}  // namespace privbound::bounds::accounting
