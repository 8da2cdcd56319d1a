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
//    bisection with certain comparisons only, so the bracket is sound at any precision.
//  * Every result passes `certified()`: a NaN, infinite or empty enclosure is an error, never
//    a value (max(NaN, 0) = 0 was how the false ε = 0 got out).
#include "privbound/bounds/accounting/conversions.hpp"

#include <algorithm>
#include <functional>

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

// Bisection on ε >= 0 for a predicate that is monotone (false, then true). Returns points
// {lo, hi} with pred(hi) true and pred(lo) false (or lo = 0 when pred(0) holds, then hi = 0).
struct EpsBracket {
  Interval lo, hi;
};
// Stops at relative accuracy 2^-(accuracy_bits − 4) (the points themselves carry `bits`).
Result<EpsBracket> bisect_eps(const std::function<bool(const Interval&)>& pred, const Interval& start_hi, unsigned bits,
                              unsigned accuracy_bits) {
  Interval hi = detail::upper_point(start_hi);
  if (!hi.certainly_positive()) hi = Interval::from_int(1, bits);
  int grow = 0;
  while (!pred(hi)) {
    hi = hi * 2;
    if (++grow > 200)
      return numeric::Error{numeric::ErrorKind::internal, "eps_from_zcdp: the gaussian search did not bracket."};
  }
  Interval lo = detail::zero(bits);
  if (pred(lo)) return EpsBracket{lo, lo};
  Mp m(bits);
  for (unsigned it = 0; it < bits + 64; ++it) {
    mpfr_add(m.v, &lo.raw()->left, &hi.raw()->left, MPFR_RNDN);
    mpfr_div_2ui(m.v, m.v, 1, MPFR_RNDN);
    if (mpfr_lessequal_p(m.v, &lo.raw()->left) || mpfr_greaterequal_p(m.v, &hi.raw()->left)) break;
    Interval mid = detail::point(m.v, bits);
    if (pred(mid))
      hi = mid;
    else
      lo = mid;
    Interval w = hi - lo;  // stop at relative accuracy ~2^-(accuracy_bits-4)
    mpfi_mul_2si(w.raw(), w.raw(), static_cast<long>(accuracy_bits) - 4);
    if (w.certainly_le(hi)) break;
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
  PB_TRY(EpsBracket up, bisect_eps([&](const Interval& e) { return gaussian_delta_of(mu_hi, e).certainly_le(d_lo); },
                                   eps_bs, bits, out_bits + 8));
  Interval el = detail::zero(bits);
  const Interval mu_lo = detail::lower_point(sqrt(2 * rho_lo));
  if (mu_lo.certainly_positive()) {
    // Lower end: a point ε_l with δ(ε_l; μ_lo) > δ_hi certainly (the bracket's lo).
    PB_TRY(EpsBracket dn, bisect_eps([&](const Interval& e) { return !d_hi.certainly_lt(gaussian_delta_of(mu_lo, e)); },
                                     up.hi, bits, out_bits + 8));
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
