// zCDP -> (ε, δ) conversions (accounting.md items 5–7). Declared in
// privbound/bounds/accounting/conversions.hpp.
//
// Enclosures:
//  * bun_steinke: closed form ρ + 2√(ρ log(1/δ)) in interval arithmetic.
//  * cks: ε(α) = ρα + log((α−1)/α) − (log δ + log α)/(α−1) is minimised over real α > 1.
//    ε'(α) = [ρ(α−1)² + log(δα)]/(α−1)², and g(α) = ρ(α−1)² + log(δα) is strictly increasing
//    on (1, ∞) with g(1) = log δ < 0, so the minimiser α* is the unique root of g. A certified
//    bisection gives a bracket [a1, a2] with g(a1) < 0 < g(a2) (certain signs); then
//      upper end = ε(α_mid) at the point α_mid ∈ [a1, a2] (any α gives a valid ε),
//      lower end = lower end of ε([a1, a2]) in interval arithmetic (contains ε(α*)),
//    each clamped at 0. For an interval ρ, the upper end uses ρ_hi and the lower end ρ_lo
//    (ε is increasing in ρ); for ρ_lo = 0 the clamped minimum is 0.
//  * gaussian: δ(ε) = Φ(μ/2 − ε/μ) − e^ε Φ(−μ/2 − ε/μ) is decreasing in ε and increasing in μ.
//    The upper end is a point ε_u with δ(ε_u; μ_hi) ≤ δ_lo certainly; the lower end a point
//    ε_l with δ(ε_l; μ_lo) > δ_hi certainly (or 0). Both come from bisection with certain
//    comparisons only, so the bracket is sound at any precision.
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

// ε(α) of the improved conversion for r(α) = ρα (unclamped).
Interval cks_objective(const Interval& alpha, const Interval& rho, const Interval& log_delta) {
  return rho * alpha + log1p(-(1 / alpha)) - (log_delta + log(alpha)) / (alpha - 1);
}

struct Bracket {
  Interval lo, hi, mid;  // points
};

// Bracket of the root of g(α) = ρ(α−1)² + log δ + log α, ρ a point >= 0 (ρ > 0 required).
Bracket cks_bracket(const Interval& rho, const Interval& log_delta, unsigned bits) {
  auto g = [&](const Interval& a) { return rho * sqr(a - 1) + log_delta + log(a); };
  Interval lo = Interval::from_int(1, bits);
  Interval hi = Interval::from_int(2, bits);
  for (int i = 0; i < 20000 && g(hi).certainly_negative(); ++i) {
    lo = hi;
    hi = hi * 2;  // exact
  }
  Mp m(bits);
  for (unsigned it = 0; it < bits + 64; ++it) {
    mpfr_add(m.v, &lo.raw()->left, &hi.raw()->left, MPFR_RNDN);
    mpfr_div_2ui(m.v, m.v, 1, MPFR_RNDN);
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
  mpfr_add(m.v, &lo.raw()->left, &hi.raw()->left, MPFR_RNDN);
  mpfr_div_2ui(m.v, m.v, 1, MPFR_RNDN);
  return {lo, hi, detail::point(m.v, bits)};
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
  out.eps = detail::join_ends(lower, upper);
  out.alpha = bh.mid;
  return out;
}

// δ(ε) of the Gaussian mechanism with parameter μ > 0 (points or intervals).
Interval gaussian_delta_of(const Interval& mu, const Interval& eps) {
  const Interval a = mu / 2, b = eps / mu;
  return normal_cdf(a - b) - exp(eps) * normal_cdf(-a - b);
}

// Bisection on ε >= 0 for a predicate that is monotone (false, then true). Returns points
// {lo, hi} with pred(hi) true and pred(lo) false (or lo = 0 when pred(0) holds, then hi = 0).
struct EpsBracket {
  Interval lo, hi;
};
Result<EpsBracket> bisect_eps(const std::function<bool(const Interval&)>& pred, const Interval& start_hi,
                              unsigned bits) {
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
    Interval w = hi - lo;  // stop at relative accuracy ~2^-(bits-4)
    mpfi_mul_2si(w.raw(), w.raw(), static_cast<long>(bits) - 4);
    if (w.certainly_le(hi)) break;
  }
  return EpsBracket{lo, hi};
}

Result<EpsDelta> eps_gaussian(const Interval& rho, const Interval& delta, const Interval& eps_bs, unsigned bits) {
  EpsDelta out{detail::zero(bits), Interval::from_int(1, bits), "gaussian"};
  const Interval rho_hi = detail::upper_point(rho), rho_lo = detail::lower_point(rho);
  if (!rho_hi.certainly_positive()) return out;
  const Interval mu_hi = detail::upper_point(sqrt(2 * rho_hi));
  const Interval d_lo = detail::lower_point(delta), d_hi = detail::upper_point(delta);
  // Upper end: a point ε_u with δ(ε_u; μ_hi) <= δ_lo certainly.
  PB_TRY(EpsBracket up,
         bisect_eps([&](const Interval& e) { return gaussian_delta_of(mu_hi, e).certainly_le(d_lo); }, eps_bs, bits));
  Interval el = detail::zero(bits);
  const Interval mu_lo = detail::lower_point(sqrt(2 * rho_lo));
  if (mu_lo.certainly_positive()) {
    // Lower end: a point ε_l with δ(ε_l; μ_lo) > δ_hi certainly (the bracket's lo).
    PB_TRY(EpsBracket dn, bisect_eps([&](const Interval& e) { return !d_hi.certainly_lt(gaussian_delta_of(mu_lo, e)); },
                                     up.hi, bits));
    el = dn.lo;
  }
  out.eps = detail::join_ends(el, up.hi);
  return out;
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
      if (rho_mid.certainly_positive()) out.alpha = 1 + sqrt(log_inv_delta / rho_mid);
      return out;
    }
    case ZcdpConversion::cks: {
      PB_TRY(EpsDelta e, eps_cks(rho, delta, bits));
      // ε_cks <= ε_bs for every ρ-zCDP mechanism; intersecting keeps the enclosure sound.
      e.eps = numeric::intersect(e.eps, detail::join_ends(detail::zero(bits), eps_bs));
      return e;
    }
    case ZcdpConversion::gaussian:
      return eps_gaussian(rho, delta, eps_bs, bits);
  }
  return numeric::Error{numeric::ErrorKind::internal, "eps_from_zcdp: unknown method."};
}

}  // namespace privbound::bounds::accounting
