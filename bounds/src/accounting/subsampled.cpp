// RDP of the Poisson-subsampled Gaussian (MTZ 2019) and of sampling without replacement
// (WBK 2019, Thm 9). Declared in privbound/bounds/accounting/subsampled.hpp.
#include "privbound/bounds/accounting/subsampled.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "detail.hpp"
#include "privbound/bounds/validate.hpp"

namespace privbound::bounds::accounting {

using detail::Mp;
using numeric::Interval;
using numeric::Result;

namespace {

constexpr long kMaxIntegerAlpha = detail::kMaxOrder;

// Streaming log-sum-exp of enclosures: log Σ e^{t_i}. Terms whose enclosure is {-inf} are
// exact zeros and are skipped.
class LogSum {
 public:
  explicit LogSum(unsigned bits) : bits_(bits), m_(bits), lo_(bits), s_(bits) {
    mpfr_set_inf(m_.v, -1);
    mpfr_set_inf(lo_.v, -1);
  }
  void add(const Interval& t) {
    if (mpfr_inf_p(&t.raw()->right) && mpfr_sgn(&t.raw()->right) < 0) return;
    mpfr_max(lo_.v, lo_.v, &t.raw()->left, MPFR_RNDD);
    if (mpfr_greater_p(&t.raw()->right, m_.v)) {
      // New shift M' ~ t.hi (any point will do, as long as the rescale uses the stored one);
      // S·e^{M} = S·e^{M − M'}·e^{M'}.
      const Interval old_m = detail::point(m_.v, bits_);
      const bool had = !mpfr_inf_p(m_.v);
      mpfr_set(m_.v, &t.raw()->right, MPFR_RNDU);
      if (had) s_ *= exp(old_m - detail::point(m_.v, bits_));
    }
    s_ += exp(t - detail::point(m_.v, bits_));
    any_ = true;
  }
  bool empty() const { return !any_; }
  // log Σ (only when !empty()). The sum is at least its largest term, so the lower end is also
  // max_i lo(t_i): this keeps the enclosure finite when the terms are wide in absolute terms
  // (e.g. ~1e60 at 64 bits), where every e^{t_i − M} may round down to 0.
  Interval value() const {
    const Interval v = detail::point(m_.v, bits_) + log(s_);
    return numeric::max(v, detail::point(lo_.v, bits_));
  }

 private:
  unsigned bits_;
  Mp m_, lo_;
  Interval s_;
  bool any_ = false;
};

Result<long> integer_alpha(const char* fn, const Interval& alpha) {
  const std::string dom = "the integers >= 2 and <= " + std::to_string(kMaxIntegerAlpha);
  if (alpha.is_nan() || !alpha.is_finite()) return numeric::domain_error(fn, "alpha", dom, shown(alpha));
  if (!detail::is_integer_point(alpha) || mpfr_cmp_si(&alpha.raw()->left, 2) < 0 ||
      mpfr_cmp_si(&alpha.raw()->left, kMaxIntegerAlpha) > 0)
    return numeric::domain_error(fn, "alpha", dom, shown(alpha));
  return mpfr_get_si(&alpha.raw()->left, MPFR_RNDN);
}

bool is_zero(const Interval& x) { return detail::is_point(x) && mpfr_zero_p(&x.raw()->left); }
bool is_one(const Interval& x) { return detail::is_point(x) && mpfr_cmp_si(&x.raw()->left, 1) == 0; }

// A_α − 1 = (1−q)^α Σ_{k=2}^{α} t_k, t_k = C(α,k) r^k expm1(c·k(k−1)), r = q/(1−q), c = 1/(2σ²)
// (integer α >= 2, q in (0, 1), σ > 0; the routines below).
// log Σ_{k<=α} t_k from the top down, with a proven remainder, for sums of positive terms whose
// ratio satisfies t_{k−1}/t_k <= α·e^{−2c(k−1)}/r (both sums below: r = q/(1−q) or γ), when it
// applies (nullopt otherwise). For k >= k* (that bound <= 1/2) the terms fall at least
// geometrically going down, so the terms below k (down to k*) sum to at most t_k; `low` bounds
// log of the sum of all terms below k*. It applies when e^{low} is below 2^{-(bits+8)} of the
// top term t_α, so the loop stops within about bits + 8 terms of the top.
// log_term(k, log C(α,k)) is log t_k for k >= k*; the ratio bound must hold from min_kstar on.
template <class LogTerm>
std::optional<Interval> top_down_log_sum(long a, const Interval& log_r, const Interval& c, LogTerm log_term,
                                         const std::function<Interval(long kstar)>& low_of, long min_kstar,
                                         unsigned bits) {
  const double kstar_d =
      1 + std::ceil((std::log(static_cast<double>(a)) - log_r.lower_double() + std::log(2.0)) / (2 * c.lower_double()));
  if (!std::isfinite(kstar_d) || kstar_d < static_cast<double>(min_kstar) || kstar_d >= static_cast<double>(a))
    return std::nullopt;
  const long kstar = static_cast<long>(kstar_d);
  // the ratio bound at k* in interval arithmetic (the double k* is only a proposal)
  if (!(log(Interval::from_int(a, bits)) - log_r - 2 * c * Interval::from_int(kstar - 1, bits))
           .certainly_le(-log(Interval::from_int(2, bits))))
    return std::nullopt;
  const Interval low = low_of(kstar);
  const Interval stop = Interval::from_int(-static_cast<long>(bits) - 8, bits) * Interval::ln2(bits);
  if (!(low - log_term(a, Interval::from_int(0, bits))).certainly_le(stop)) return std::nullopt;
  LogSum top(bits);
  Interval log_binom = Interval::from_int(0, bits);  // log C(α, α)
  for (long k = a; k >= kstar; --k) {
    if (k < a) log_binom += log(Interval::from_int(k + 1, bits) / Interval::from_int(a - k, bits));
    const Interval lt = log_term(k, log_binom);
    top.add(lt);
    // remainder: terms k−1 … k* (<= t_k) and below k* (<= e^{low}), each <= 2^{-(bits+8)} of the sum
    const Interval v = top.value();
    if (k == kstar || ((lt - v).certainly_le(stop) && (low - v).certainly_le(stop))) {
      LogSum rem(bits);
      if (k > kstar) rem.add(lt);
      rem.add(low);
      const Interval remv = detail::join_ends(Interval::from_int(0, bits), exp(rem.value() - v));
      if (!remv.is_finite()) return std::nullopt;
      return v + log1p(remv);
    }
  }
  return std::nullopt;
}

// log(A_α − 1) by the top-down sum. t_{k−1}/t_k = k/((α−k+1)r)·expm1(c(k−1)(k−2))/expm1(ck(k−1))
// and log expm1 is concave with slope >= 1, so the last factor is <= e^{−2c(k−1)}. The terms
// below k* sum to at most Σ C(α,k) r^k · expm1(c(k*−1)(k*−2)) <= (1−q)^{−α}·expm1(c(k*−1)(k*−2)).
// (q = 1e-300, σ = 0.5, α = 10^6: 2 terms instead of 10^6, 20 s -> 1 ms; q = 0.01, σ = 1,
// α = 10^6, where the terms grow to the top and the bottom-up sum has no geometric tail: 3 s,
// 45 s under the sanitizers, -> a few terms.)
std::optional<Interval> log_a_minus_1_int_top_down(long a, const Interval& q, const Interval& sigma) {
  const unsigned bits = std::max(q.bits(), sigma.bits());
  const Interval c = 1 / (2 * sqr(sigma));
  const Interval lr = log(q) - log1p(-q);
  auto term = [&](long k, const Interval& log_binom) -> Interval {
    return log_binom + lr * k + numeric::log_expm1(c * Interval::from_int(k, bits) * Interval::from_int(k - 1, bits));
  };
  auto low = [&](long kstar) -> Interval {  // k* = 2: no terms below (e^{-10^12} stands for 0)
    return kstar >= 3 ? numeric::log_expm1(c * Interval::from_int((kstar - 1) * (kstar - 2), bits)) - log1p(-q) * a
                      : Interval::from_int(-1000000, bits) * Interval::from_int(1000000, bits);
  };
  auto v = top_down_log_sum(a, lr, c, term, low, 2, bits);
  if (!v) return std::nullopt;
  return *v + log1p(-q) * a;
}

// The same sum in log space, for c·α(α−1) beyond the linear range: the largest term
// e^{c·α(α−1)} would overflow MPFR's exponent range (2^62·ln 2 ≈ 3.2e18), and log of the
// overflowed sum pinned the lower end at 3.2e18. Terms:
//   log C(α,k) + k·log r + log_expm1(c·k(k−1)),   plus α·log1p(−q) once.
Interval log_a_minus_1_int_logspace(long a, const Interval& q, const Interval& sigma) {
  const unsigned bits = std::max(q.bits(), sigma.bits());
  const Interval c = 1 / (2 * sqr(sigma));
  if (is_one(q)) return numeric::log_expm1(c * Interval::from_int(a * (a - 1), bits));
  if (auto v = log_a_minus_1_int_top_down(a, q, sigma); v && v->is_finite()) return *v;
  const Interval lr = log(q) - log1p(-q);
  LogSum sum(bits);
  Interval log_binom = Interval::from_int(0, bits);
  for (long k = 1; k <= a; ++k) {
    log_binom += log(Interval::from_int(a - k + 1, bits) / Interval::from_int(k, bits));
    if (k >= 2)
      sum.add(log_binom + lr * k +
              numeric::log_expm1(c * Interval::from_int(k, bits) * Interval::from_int(k - 1, bits)));
  }
  return sum.value() + log1p(-q) * a;
}

// log(A_α − 1) for integer α >= 2 (caller validated), q in (0, 1], σ > 0.
// A_α − 1 = (1−q)^α Σ_{k=2}^{α} C(α,k) r^k expm1(c·k(k−1)),  r = q/(1−q), c = 1/(2σ²).
// Every term is >= 0, so the sum has no cancellation. It is accumulated in linear space
// (MPFR's exponent range, about 2^(±4·10^18), holds every term for α <= 10^6 while
// c·α(α−1) <= 2^40; beyond, the log-space sum above), with all per-term factors from exact
// recurrences that use only + and ×:
//   C(α,k) = C(α,k−1)·(α−k+1)/k,  r^k = r^{k−1}·r,
//   expm1(x + y) = expm1(x) + expm1(y) + expm1(x)·expm1(y)   (x, y >= 0: no cancellation),
// applied to c·k(k−1) = c·(k−1)(k−2) + 2c(k−1) and 2c(k−1) = 2c(k−2) + 2c. One transcendental
// call (expm1(2c)) per order instead of several per term; the relative width grows by O(α)
// ulps, far below the test tolerance.
// From k − 1 to k (k >= 2): g = g + g0 + g·g0 = expm1(2c(k−1)), then em = em + g + em·g =
// expm1(c·k(k−1)), with g0 = expm1(2c); both start at 0 for k = 1. In place on the raw enclosures
// (outward rounded like the operators; temporaries cost ~15 allocations per term).
void next_expm1(Interval& g, Interval& em, const Interval& g0, Interval& tmp) {
  mpfi_mul(tmp.raw(), g.raw(), g0.raw());
  mpfi_add(g.raw(), g.raw(), g0.raw());
  mpfi_add(g.raw(), g.raw(), tmp.raw());
  mpfi_mul(tmp.raw(), em.raw(), g.raw());
  mpfi_add(em.raw(), em.raw(), g.raw());
  mpfi_add(em.raw(), em.raw(), tmp.raw());
}

Interval log_a_minus_1_int(long a, const Interval& q, const Interval& sigma) {
  const unsigned bits = std::max(q.bits(), sigma.bits());
  const Interval c = 1 / (2 * sqr(sigma));
  const Interval top = c * Interval::from_int(a, bits) * Interval::from_int(a - 1, bits);
  if (!top.certainly_le(Interval::from_double(std::ldexp(1.0, 40), bits)))
    return log_a_minus_1_int_logspace(a, q, sigma);
  if (is_one(q)) return log(expm1(top));  // only k = α
  // Tiny c·α(α−1) (huge σ): with K ~ Bin(α, q), A − 1 = E[expm1(cK(K−1))], E[K(K−1)] =
  // α(α−1)q², and x <= expm1(x) <= x·e^x, so A − 1 lies in c·α(α−1)q²·[1, e^{c·α(α−1)}]:
  // O(1) instead of O(α) (σ = 1e170 at α = 2^20 took 2 s per order), relative width
  // <= 2^{-(bits+8)}.
  if (top.certainly_le(Interval::from_double(std::ldexp(1.0, -static_cast<int>(bits) - 8), bits))) {
    const Interval first = top * sqr(q);
    return log(first) + Interval::from_double_bounds(0, 1, bits) * top;  // log(first·[1, e^top])
  }
  const Interval one_minus_q = 1 - q;
  const Interval r = q / one_minus_q;
  // Geometric tail: t_{k+1}/t_k = (α−k)/(k+1)·r·expm1(c(k+1)k)/expm1(ck(k−1)), and log expm1
  // is concave with slope 1 + 1/expm1(x) <= 1 + 1/(ck(k−1)), so the last factor is
  // <= e^{2ck + 2/(k−1)} <= e^{2cα + 2/(k−1)}: from k_g on, every ratio is <= ρ = ρ_{k_g} =
  // (α−k_g)/(k_g+1)·r·e^{2cα + 2/(k_g−1)} (non-increasing in k_g; detail::geometric_from).
  // When ρ <= 1/2, the terms after k >= k_g sum to at most t_k·ρ/(1−ρ): the sum stops once that
  // is below 2^{-(bits+8)} of the partial sum and the tail is added as [0, t_k·ρ/(1−ρ)]. Tiny r
  // gives k_g = 2 (q = 1e-300, α = 2^20: 2 terms); otherwise k_g is about 2qα past the bulk
  // of Bin(α, q) (q = 0.01, σ = 1.9e4, α = 6·10^4: ~1,400 terms instead of 6·10^4).
  const long kg = detail::geometric_from(a, log(r).mid_double(), c.upper_double() * (1 + std::ldexp(1.0, -40)));
  const Interval rho = kg <= a ? Interval::from_int(a - kg, bits) / Interval::from_int(kg + 1, bits) * r *
                                     exp(2 * c * Interval::from_int(a, bits) +
                                         Interval::from_int(2, bits) / Interval::from_int(kg - 1, bits))
                               : Interval(bits);
  const bool geometric = kg <= a && rho.certainly_le(Interval::from_double(0.5, bits));
  // The top-down sum pays off where the bottom-up one is long (α = 10^6, terms growing to the
  // top: 3 s -> a few terms); below 4096 orders the bottom-up recurrences are cheaper, and trying
  // top-down first made the 64-order curve 3.6x slower (4.39 ms -> 15.8 ms, issue 33 item 2).
  if (!geometric && a > 4096)
    if (auto v = log_a_minus_1_int_top_down(a, q, sigma); v && v->is_finite()) return *v;
  const Interval tail_factor = geometric ? rho / (1 - rho) : Interval(bits);
  const Interval stop_rel = Interval::from_double(std::ldexp(1.0, -static_cast<int>(bits) - 8), bits);
  const Interval g0 = expm1(2 * c);  // expm1(2c)
  // The recurrences in place on the raw enclosures (outward rounded like the operators; the loop
  // ran ~15 allocations per term through temporaries: 4.3 s of calibrate_sigma at eps = 1e-6).
  Interval binom = Interval::from_int(a, bits);  // C(α, 1)
  Interval rk = r;                               // r^1
  Interval g = Interval::from_int(0, bits);      // expm1(2c·(k−1)) at k = 1
  Interval em = Interval::from_int(0, bits);     // expm1(c·k(k−1)) at k = 1
  Interval sum = Interval::from_int(0, bits);
  Interval term(bits), tmp(bits), bound(bits);
  for (long k = 2; k <= a; ++k) {
    mpfi_mul_ui(binom.raw(), binom.raw(), static_cast<unsigned long>(a - k + 1));
    mpfi_div_ui(binom.raw(), binom.raw(), static_cast<unsigned long>(k));
    mpfi_mul(rk.raw(), rk.raw(), r.raw());
    next_expm1(g, em, g0, tmp);
    mpfi_mul(term.raw(), binom.raw(), rk.raw());
    mpfi_mul(term.raw(), term.raw(), em.raw());
    mpfi_add(sum.raw(), sum.raw(), term.raw());
    if (geometric && k >= kg && k < a) {
      mpfi_mul(tmp.raw(), term.raw(), tail_factor.raw());  // the tail after k
      mpfi_mul(bound.raw(), stop_rel.raw(), sum.raw());
      if (tmp.certainly_le(bound)) {
        sum += detail::join_ends(Interval(bits), detail::upper_point(tmp));
        break;
      }
    }
  }
  const Interval out = log(sum) + log1p(-q) * a;  // log((1−q)^α · Σ)
  // r^k underflowing (q ~ 1e-300, α ~ 1e6) or a sum overflowing: the log-space sum.
  if (!out.is_finite()) return log_a_minus_1_int_logspace(a, q, sigma);
  return out;
}

}  // namespace

Result<Interval> rdp_subsampled_gaussian(const Interval& alpha, const Interval& q, const Interval& sigma) {
  static const char* fn = "rdp_subsampled_gaussian";
  if (alpha.is_nan()) return numeric::domain_error(fn, "alpha", "the integers >= 2", "NaN");
  if (q.is_nan()) return numeric::domain_error(fn, "q", "[0, 1]", "NaN");
  if (sigma.is_nan()) return numeric::domain_error(fn, "sigma", "(0, inf)", "NaN");
  PB_TRY(long a, integer_alpha(fn, alpha));
  PB_TRY(bool ok1, check_between(fn, "q", q, 0, 1, "[0, 1]"));
  PB_TRY(bool ok2, check_positive(fn, "sigma", sigma));
  (void)ok1;
  (void)ok2;
  const unsigned bits = std::max({alpha.bits(), q.bits(), sigma.bits()});
  if (is_zero(q)) return detail::zero(bits);
  if (q.contains_zero()) {
    // An interval q touching 0: r is non-decreasing in q, so [0, r(q_hi)].
    PB_TRY(Interval hi, rdp_subsampled_gaussian(alpha, detail::upper_point(q), sigma));
    return detail::join_ends(detail::zero(bits), hi);
  }
  const Interval L = log_a_minus_1_int(a, q, sigma);
  Interval r = detail::log1p_exp(L) / (a - 1);
  // Sound clamps: 0 <= r <= α/(2σ²) (the unsampled Gaussian).
  r = numeric::intersect(r, detail::join_ends(detail::zero(bits), Interval::from_int(a, bits) / (2 * sqr(sigma))));
  return detail::certified(fn, r);
}

Result<std::vector<Interval>> rdp_subsampled_gaussian_orders(long from, long to, const Interval& q,
                                                             const Interval& sigma) {
  static const char* fn = "rdp_subsampled_gaussian_orders";
  if (from < 2 || to < from || to > kMaxIntegerAlpha || to - from >= 100000)
    return numeric::domain_error(fn, "orders", "2 <= from <= to <= 10^6, at most 10^5 orders",
                                 std::to_string(from) + ".." + std::to_string(to));
  if (q.is_nan()) return numeric::domain_error(fn, "q", "[0, 1]", "NaN");
  if (sigma.is_nan()) return numeric::domain_error(fn, "sigma", "(0, inf)", "NaN");
  PB_TRY(bool ok1, check_between(fn, "q", q, 0, 1, "[0, 1]"));
  PB_TRY(bool ok2, check_positive(fn, "sigma", sigma));
  (void)ok1;
  (void)ok2;
  const unsigned bits = std::max(q.bits(), sigma.bits());
  const Interval c = 1 / (2 * sqr(sigma));
  auto top = [&](long a) { return c * Interval::from_int(a, bits) * Interval::from_int(a - 1, bits); };
  const bool together =
      to <= 4096 && q.certainly_positive() && q.certainly_lt(Interval::from_int(1, bits)) &&
      top(to).certainly_le(Interval::from_double(std::ldexp(1.0, 40), bits)) &&
      !top(from).certainly_le(Interval::from_double(std::ldexp(1.0, -static_cast<int>(bits) - 8), bits));
  std::vector<Interval> out;
  out.reserve(static_cast<std::size_t>(to - from + 1));
  if (!together) {
    for (long a = from; a <= to; ++a) {
      PB_TRY(Interval r, rdp_subsampled_gaussian(Interval::from_int(a, bits), q, sigma));
      out.push_back(r);
    }
    return out;
  }
  // The recurrences of log_a_minus_1_int, shared: em_k = expm1(c·k(k−1)) for k = 2..to.
  const Interval one_minus_q = 1 - q, r = q / one_minus_q, g0 = expm1(2 * c);
  std::vector<Interval> em(static_cast<std::size_t>(to + 1), Interval(bits));
  {
    Interval g = Interval::from_int(0, bits), e = Interval::from_int(0, bits), tmp(bits);
    for (long k = 2; k <= to; ++k) {
      next_expm1(g, e, g0, tmp);
      em[static_cast<std::size_t>(k)] = e;
    }
  }
  // U_k = C(α,k) r^k for the current α, updated in place from k = α down to 1.
  std::vector<Interval> U(static_cast<std::size_t>(to + 1), Interval::from_int(0, bits));
  U[0] = Interval::from_int(1, bits);
  U[1] = r;
  Interval sum(bits), tmp(bits), pw = one_minus_q;  // pw = (1−q)^α
  for (long a = 2; a <= to; ++a) {
    mpfi_mul(pw.raw(), pw.raw(), one_minus_q.raw());
    for (long k = a; k >= 1; --k) {
      auto& u = U[static_cast<std::size_t>(k)];
      mpfi_mul(tmp.raw(), U[static_cast<std::size_t>(k - 1)].raw(), r.raw());
      mpfi_add(u.raw(), u.raw(), tmp.raw());
    }
    if (a < from) continue;
    mpfi_set_si(sum.raw(), 0);
    for (long k = 2; k <= a; ++k) {
      mpfi_mul(tmp.raw(), U[static_cast<std::size_t>(k)].raw(), em[static_cast<std::size_t>(k)].raw());
      mpfi_add(sum.raw(), sum.raw(), tmp.raw());
    }
    // r = log1p(A − 1)/(α − 1) with A − 1 = (1−q)^α Σ: one transcendental per order (log, exp and
    // log1p through log(A − 1) made the curve 2.5x slower, not 5x faster).
    mpfi_mul(sum.raw(), sum.raw(), pw.raw());
    Interval v = log1p(sum) / (a - 1);
    v = numeric::intersect(v, detail::join_ends(detail::zero(bits), c * a));  // r <= α/(2σ²)
    PB_TRY(Interval cv, detail::certified(fn, v));
    out.push_back(cv);
  }
  return out;
}

Result<Interval> rdp_poisson_replace_one(const Interval& alpha, const Interval& q, const Interval& rho) {
  static const char* fn = "rdp_poisson_replace_one";
  if (alpha.is_nan() || !alpha.is_finite() || !Interval::from_int(1, alpha.bits()).certainly_lt(alpha))
    return numeric::domain_error(fn, "alpha", "(1, inf)", alpha.is_nan() ? "NaN" : alpha.lower_decimal(10));
  PB_TRY(bool ok1, check_between(fn, "q", q, 0, 1, "[0, 1]"));
  PB_TRY(bool ok2, check_nonnegative(fn, "rho", rho));
  (void)ok1;
  (void)ok2;
  if (!rho.is_finite()) return numeric::domain_error(fn, "rho", "[0, inf)", "inf");
  const Interval am1 = alpha - 1;
  return log1p(q * expm1(alpha * am1 * sqr(rho) / 2)) / am1;
}

Result<Interval> rdp_wor_gaussian(const Interval& alpha, const Interval& gamma, const Interval& sigma) {
  static const char* fn = "rdp_wor_gaussian";
  if (alpha.is_nan()) return numeric::domain_error(fn, "alpha", "the integers >= 2", "NaN");
  if (gamma.is_nan()) return numeric::domain_error(fn, "gamma", "[0, 1]", "NaN");
  if (sigma.is_nan()) return numeric::domain_error(fn, "sigma", "(0, inf)", "NaN");
  PB_TRY(long a, integer_alpha(fn, alpha));
  PB_TRY(bool ok1, check_between(fn, "gamma", gamma, 0, 1, "[0, 1]"));
  PB_TRY(bool ok2, check_positive(fn, "sigma", sigma));
  (void)ok1;
  (void)ok2;
  const unsigned bits = std::max({alpha.bits(), gamma.bits(), sigma.bits()});
  if (is_zero(gamma)) return detail::zero(bits);
  if (gamma.contains_zero()) {  // monotone in γ (every term increases)
    PB_TRY(Interval hi, rdp_wor_gaussian(alpha, detail::upper_point(gamma), sigma));
    return detail::join_ends(detail::zero(bits), hi);
  }
  const Interval c = 1 / (2 * sqr(sigma));  // ε(j) = j·c
  const Interval lg = log(gamma);
  LogSum sum(bits);
  const Interval e2 = 2 * c;
  // log min{4(e^{ε(2)} − 1), 2e^{ε(2)}} in log space (ε(2) = 1/σ² may exceed MPFR's exponent
  // range as e^{ε(2)}): log expm1(x) = x + log1p(−e^{−x}) for x > 1.
  const Interval log_expm1_e2 = e2.certainly_lt(Interval::from_int(1, bits)) ? log(expm1(e2)) : e2 + log1p(-exp(-e2));
  const Interval log_j2 =
      numeric::min(log(Interval::from_int(4, bits)) + log_expm1_e2, log(Interval::from_int(2, bits)) + e2);
  // Top down where the terms grow to the top (t_{j−1}/t_j = j/((α−j+1)γ)·e^{−2c(j−1)} for j >= 4):
  // the terms below j* sum to at most Σ_j 2γ^j C(α,j) e^{c(j*−1)(j*−2)} <= 2(1+γ)^α e^{c(j*−1)(j*−2)}
  // (the j = 2 term is <= 2γ²C(α,2)e^{2c}; the ratio bound starts at j = 4, the helper's
  // min_kstar). σ = 1, γ = 0.01, α = 10^6: 34 s -> a few terms.
  const Interval log2 = log(Interval::from_int(2, bits));
  auto term = [&](long j, const Interval& lb) -> Interval {
    return log2 + lg * j + lb + c * Interval::from_int(j, bits) * Interval::from_int(j - 1, bits);
  };
  auto low = [&](long jstar) -> Interval {
    return log2 + log1p(gamma) * a + c * Interval::from_int((jstar - 1) * (jstar - 2), bits);
  };
  if (auto v = top_down_log_sum(a, lg, c, term, low, 4, bits))
    return detail::certified(fn, detail::log1p_exp(*v) / (a - 1));
  Interval log_binom = Interval::from_int(0, bits);
  for (long j = 1; j <= a; ++j) {
    log_binom += log(Interval::from_int(a - j + 1, bits) / Interval::from_int(j, bits));
    if (j == 2) sum.add(2 * lg + log_binom + log_j2);
    if (j >= 3) sum.add(term(j, log_binom));
  }
  return detail::certified(fn, detail::log1p_exp(sum.value()) / (a - 1));
}

}  // namespace privbound::bounds::accounting
