// Calibration: the inverse problems of the DP-SGD accountant (σ, T, q for a target ε) and the
// all-orders check that certifies the far end of each bracket. Declared in rdp.hpp.
//
// The exact optimum bracketed here is that of the RDP accountant over the orders it searches,
//   ε*(q, σ, T) = inf over α of conv(α, T·r(α; q, σ), δ),  α integer >= 2 (AlphaSearch::integer)
//                                                           or real > 1 (AlphaSearch::real),
// which is non-increasing in σ and non-decreasing in q and T (r is; conv is increasing in r).
// The calibrations search with the same orders as eps_subsampled_gaussian, so the σ they return
// evaluates to at most the target there (issue 33 item 3: they used to search integer orders
// while eval's default was real ones, and the σ calibrated for ε = 8 evaluated to 7.943).
//  * Safe end: the accountant certifies ε <= target at one order, so ε* <= target there.
//  * Far end: misses_target_at_every_order proves ε(α) > target for every order α, walking
//    blocks [a, b] of orders with the lower bound (L = log 1/δ)
//      conv(α) >= T·r(a) + log1p(−1/a) + (L − log b)/(b−1 or a−1)   (improved)
//      conv(α) >= T·r(a) + L/(b−1)                                     (Mironov)
//    for every real α in [a, b]: r is non-decreasing in α (Rényi divergences are), log1p(−1/α)
//    is increasing, and the last fraction takes the worse denominator for the sign of its
//    numerator. A block that does not decide is split; integer blocks into integer halves, real
//    ones at their midpoint (a shared end) down to a width of (a − 1)/65536. The walk stops at a
//    tail [a, ∞) where T·r(a) + log1p(−1/a) − log(a)/(a−1) > target (improved; log α/(α−1) is
//    decreasing) or T·r(a) > target (Mironov).
//  * Near the optimum that bound's slack, O(b − a), makes the walk cut the blocks fine (150
//    quadratures, 4 s, at a margin of 0.2 %). f(α) = log A_α = (α − 1)·r(α) is convex (Hölder)
//    with f(1) = 0, so with a' < a an evaluated order (or a' = 1), f(α) >= f(a) + (α − a)·s for
//    α >= a, s = (f(a) − f(a'))/(a − a') (the chords of a convex function grow). Hence
//      conv(α) >= F(α) = T·s + log1p(−1/α) + (M − log α)/(α − 1),  M = L + T·(f(a) − (a − 1)·s)
//    (Mironov: T·s + M/(α − 1)), with F'(α) = −(M − log α)/(α − 1)² (Mironov: −M/(α − 1)²), and
//    the mean-value form F(m) + F'([a, b])·([a, b] − m), m the midpoint, encloses F on the
//    block with slack O((b − a)²).
//  * Real orders also need (1, 2). With u = α − 1 in (0, η], η <= min(1, L), and r >= 0:
//      log1p(−1/α) = log u − log1p(u) >= log u − u,  (L − log α)/u >= (L − u)/u = L/u − 1,
//    so conv >= log u + L/u − u − 1, whose derivative 1/u − L/u² − 1 is negative for u <= L:
//    the bound is smallest at u = η (Mironov: conv >= L/u >= L/η). η = 2^-k, k the first that
//    decides; then the dyadic blocks [1 + 2^-(j+1), 1 + 2^-j], j = k−1 … 0, with r(a) at their
//    real left ends.
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>
#include <optional>
#include <string>

#include "detail.hpp"
#include "privbound/bounds/accounting/rdp.hpp"
#include "privbound/bounds/accounting/subsampled.hpp"
#include "privbound/bounds/validate.hpp"
#include "privbound/numeric/deadline.hpp"

namespace privbound::bounds::accounting {

using numeric::Interval;
using numeric::Result;

namespace {

using detail::kMaxSteps;

class AllOrders {
 public:
  AllOrders(const Interval& q, const Interval& sigma, long steps, const Interval& target, const Interval& delta,
            RdpConversion method, AlphaSearch search, unsigned bits)
      : q_(q.with_bits(bits)),
        sigma_(sigma.with_bits(bits)),
        T_(Interval::from_int(steps, bits)),
        target_(detail::upper_point(target.with_bits(bits))),
        L_(-log(delta.with_bits(bits))),
        method_(method),
        real_(search == AlphaSearch::real),
        bits_(bits) {}

  // With `with_tail`, proves a miss at every order (integer >= 2, or real > 1; a tail bound ends
  // the walk); without, at every order up to kMaxOrder (the orders the accountant evaluates).
  Result<bool> run(bool with_tail = true) {
    if (real_) {
      PB_TRY(bool below_two, below_two_misses());
      if (!below_two) return false;
    }
    for (long a = 2; a <= detail::kMaxOrder; a *= 2) {
      if (numeric::deadline_passed())
        return numeric::deadline_error("misses_target_at_every_order",
                                       "orders up to " + std::to_string(a) + " were checked");
      if (a >= 3 && with_tail) {
        PB_TRY(bool tail, tail_misses(a));
        if (tail) return true;
      }
      const long b = std::min(real_ ? 2 * a : 2 * a - 1, detail::kMaxOrder);
      PB_TRY(bool block, block_misses(static_cast<double>(a - 1), static_cast<double>(b - 1)));
      if (!block) return false;
    }
    return !with_tail;  // with the tail: not decided up to kMaxOrder, so not certified
  }

 private:
  // Orders are passed as u = α − 1 (exact doubles next to 1, where 1 + u is not one).
  Interval order(double u) const { return detail::one_plus(Interval::from_double(u, bits_), bits_); }

  // r(1 + u): the exact sum at integer orders, the certified quadrature between them.
  Result<Interval> r(double u) {
    auto it = cache_.find(u);
    if (it != cache_.end()) return it->second;
    PB_TRY(Interval v, u == std::floor(u) ? rdp_subsampled_gaussian(order(u), q_, sigma_)
                                          : rdp_subsampled_gaussian_real(order(u), q_, sigma_));
    cache_.emplace(u, v);
    return v;
  }
  bool exceeds(const Interval& lb) const { return target_.certainly_lt(lb); }

  Result<bool> tail_misses(long a) {
    PB_TRY(Interval ra, r(static_cast<double>(a - 1)));
    const Interval ai = Interval::from_int(a, bits_);
    if (method_ == RdpConversion::mironov) return exceeds(T_ * ra);
    return exceeds(T_ * ra + log1p(-(1 / ai)) - log(ai) / (ai - 1));
  }

  // Every real order in (1, 2]: the closed form next to 1, then dyadic blocks (see the top).
  Result<bool> below_two_misses() {
    int k = 1;
    for (;; ++k) {
      if (k > 1000) return false;
      const double eta_d = std::ldexp(1.0, -k);
      const Interval eta = Interval::from_double(eta_d, bits_);
      if (!eta.certainly_le(L_)) continue;
      const Interval lb = method_ == RdpConversion::mironov ? L_ / eta : log(eta) + L_ / eta - eta - 1;
      if (exceeds(lb)) break;
    }
    for (int j = k - 1; j >= 0; --j) {
      if (numeric::deadline_passed())
        return numeric::deadline_error("misses_target_at_every_order", "orders below 2 were being checked");
      PB_TRY(bool block, block_misses(std::ldexp(1.0, -(j + 1)), std::ldexp(1.0, -j)));
      if (!block) return false;
    }
    return true;
  }

  // Orders 1 + u for u in [ua, ub]; r is evaluated only when the bound with r >= 0 does not decide.
  Result<bool> block_misses(double ua, double ub) {
    const Interval ai = order(ua), bi = order(ub);
    const Interval bu = Interval::from_double(ub, bits_), au = Interval::from_double(ua, bits_);
    Interval conv(bits_);
    if (method_ == RdpConversion::mironov) {
      conv = L_ / bu;
    } else {
      const Interval num = L_ - log(bi);
      conv = log1p(-(1 / ai)) + (num.certainly_nonnegative() ? num / bu : num / au);
    }
    if (exceeds(conv)) return true;
    if (ua >= 1 && ua != std::floor(ua)) {  // r(⌊α⌋) <= r(α): the exact sum before the quadrature
      PB_TRY(Interval rf, r(std::floor(ua)));
      if (exceeds(T_ * rf + conv)) return true;
    }
    PB_TRY(Interval ra, r(ua));
    if (exceeds(T_ * ra + conv) || convex_misses(ua, ub, ra)) return true;
    if (!real_) {
      if (ua == ub) return false;
      const double m = ua + std::floor((ub - ua) / 2);
      PB_TRY(bool left, block_misses(ua, m));
      if (!left) return false;
      return block_misses(m + 1, ub);
    }
    if (ub - ua < ua / 65536) return false;
    const double m = ub - ua >= 2 ? ua + std::floor((ub - ua) / 2) : ua + (ub - ua) / 2;
    PB_TRY(bool left, block_misses(ua, m));
    if (!left) return false;
    return block_misses(m, ub);
  }

  // The bound of the top's last point, from the convexity of f = log A_α = (α − 1)·r(α) on the
  // block [a, b] (orders 1 + ua … 1 + ub), r(a) already evaluated.
  bool convex_misses(double ua, double ub, const Interval& ra) const {
    auto it = cache_.lower_bound(ua);  // ua itself; its predecessor is the neighbour a'
    double up = 0;                     // a' = 1, f(1) = 0 when nothing was evaluated below a
    Interval fp = detail::zero(bits_);
    if (it != cache_.begin()) {
      --it;
      up = it->first;
      fp = Interval::from_double(up, bits_) * it->second;
    }
    const Interval au = Interval::from_double(ua, bits_);
    const Interval fa = au * ra;
    // F grows with f(a) and s (α >= a), so their lower ends give a lower bound.
    const Interval s = detail::lower_point((fa - fp) / (au - Interval::from_double(up, bits_)));
    const Interval M = L_ + T_ * (detail::lower_point(fa) - au * s);
    const bool mironov = method_ == RdpConversion::mironov;
    auto F = [&](const Interval& al) {
      const Interval u = al - 1;
      return mironov ? T_ * s + M / u : T_ * s + log1p(-(1 / al)) + (M - log(al)) / u;
    };
    auto dF = [&](const Interval& al) {
      const Interval u = al - 1;
      return mironov ? -(M / (u * u)) : -((M - log(al)) / (u * u));
    };
    const Interval block = detail::join_ends(order(ua), order(ub)), mid = order(ua + (ub - ua) / 2);
    return exceeds(F(mid) + dF(block) * (block - mid));
  }

  Interval q_, sigma_, T_, target_, L_;
  RdpConversion method_;
  bool real_;
  unsigned bits_;
  std::map<double, Interval> cache_;
};

Result<bool> check_target(const char* fn, const Interval& eps_target, const Interval& delta) {
  if (eps_target.is_nan()) return numeric::domain_error(fn, "eps", "(0, inf)", "NaN");
  if (delta.is_nan()) return numeric::domain_error(fn, "delta", "(0, 1)", "NaN");
  PB_TRY(bool e, check_positive(fn, "eps", eps_target));
  (void)e;
  return check_delta(fn, delta);
}

Result<bool> check_rate(const char* fn, const Interval& q) {
  if (q.is_nan()) return numeric::domain_error(fn, "q", "(0, 1]", "NaN");
  PB_TRY(bool fin, check_finite(fn, "q", q, "(0, 1]"));
  (void)fin;
  if (!q.certainly_positive() || !q.certainly_le(Interval::from_int(1, q.bits())))
    return numeric::domain_error(fn, "q", "(0, 1]", shown(q));
  return true;
}

Result<bool> check_tol(const char* fn, double rel_tol) {
  if (!(rel_tol >= 1e-12 && rel_tol <= 0.5))
    return numeric::domain_error(fn, "rel_tol", "[1e-12, 0.5]", std::isnan(rel_tol) ? "NaN" : std::to_string(rel_tol));
  return true;
}

// Bisection on a monotone parameter between `good` (certified) and `bad` (not certified):
// `mid(good, bad)` gives the next point, or nothing once the bracket is fine enough.
template <class T, class Mid, class Eval>
Result<bool> bisect(T& good, T& bad, Result<AccountantResult>& at_good, const Interval& target_lo, const Mid& mid,
                    const Eval& eval) {
  for (auto m = mid(good, bad); m; m = mid(good, bad)) {
    if (numeric::deadline_passed())
      return numeric::deadline_error("calibration", "the bracket was still being narrowed (no value is certified yet)");
    auto r = eval(*m);
    if (!r.ok()) return r.error();
    if (r->eps.certainly_le(target_lo)) {
      good = *m;
      at_good = std::move(r);
    } else {
      bad = *m;
    }
  }
  return true;
}

// Geometric midpoints until bad/good is within 1 + rel_tol (either order).
auto geometric_mid(double rel_tol) {
  return [rel_tol](double a, double b) -> std::optional<double> {
    if (std::max(a, b) / std::min(a, b) - 1 <= rel_tol) return std::nullopt;
    const double m = std::sqrt(a * b);
    if (m == a || m == b) return std::nullopt;
    return m;
  };
}

// The flip of certification on x = 2^-k, k = k_start … 1000 (x decreasing in k), whose status at
// k_start is `good_at_start` (certified: `at_start` is its result): k doubles until the status
// flips, then integer bisection between the last two; about 20 evaluations down to 2^-1000
// (calibrate_q halved q up to 1000 times before, each slow at tiny σ: over 60 s in all at
// σ = 1e-200, a fuzz finding). `flipped` is false when k reached 1000 without a flip.
struct DyadicBracket {
  int k_good = 0, k_bad = 0;
  std::optional<AccountantResult> at_good;
  bool flipped = true;
};
template <class Eval>
Result<DyadicBracket> dyadic_bracket(int k_start, std::optional<AccountantResult> at_start, bool good_at_start,
                                     const Interval& target_lo, const Eval& eval) {
  constexpr int kMinExp = 1000;
  DyadicBracket out;
  out.at_good = std::move(at_start);
  int k_known = k_start, k = k_start == 0 ? 1 : 2 * k_start;
  for (;;) {
    auto r = eval(std::ldexp(1.0, -k));
    if (!r.ok()) return r.error();
    const bool good = r->eps.certainly_le(target_lo);
    if (good) out.at_good = std::move(r).value();
    if (good != good_at_start) break;
    k_known = k;
    if (k >= kMinExp) {
      out.flipped = false;
      (good ? out.k_good : out.k_bad) = k;
      return out;
    }
    k = std::min(2 * k, kMinExp);
  }
  out.k_good = good_at_start ? k_known : k;
  out.k_bad = good_at_start ? k : k_known;
  while (std::abs(out.k_good - out.k_bad) > 1) {
    const int m = (out.k_good + out.k_bad) / 2;
    auto r = eval(std::ldexp(1.0, -m));
    if (!r.ok()) return r.error();
    if (r->eps.certainly_le(target_lo)) {
      out.k_good = m;
      out.at_good = std::move(r).value();
    } else {
      out.k_bad = m;
    }
  }
  return out;
}

// The far end of a calibration: `bad` (where the safe end's search stopped) is moved away from
// the safe end by growing relative steps, rel_tol·2^i (down: at most halving; up: at most
// doubling, capped at `cap`), until `misses(bad)` proves every order misses the target there;
// false after 24 tries (or once `bad` reached the cap unproven).
template <class Misses>
Result<bool> prove_far_end(double& bad, double rel_tol, bool down, double cap, const Misses& misses) {
  for (int i = 0; i < 24; ++i) {
    PB_TRY(bool m, misses(bad));
    if (m) return true;
    if (!down && bad >= cap) return false;
    const double step = rel_tol * std::ldexp(1.0, i);
    bad = down ? bad * (1 - std::min(0.5, step)) : std::min(cap, bad * (1 + std::min(1.0, step)));
  }
  return false;
}

}  // namespace

Result<bool> misses_target_at_every_order(const Interval& q, const Interval& sigma, long steps,
                                          const Interval& eps_target, const Interval& delta, RdpConversion method,
                                          AlphaSearch search, unsigned bits) {
  static const char* fn = "misses_target_at_every_order";
  PB_TRY(bool t, check_target(fn, eps_target, delta));
  (void)t;
  PB_TRY(bool r, check_between(fn, "q", q, 0, 1, "[0, 1]"));
  (void)r;
  if (sigma.is_nan()) return numeric::domain_error(fn, "sigma", "(0, inf)", "NaN");
  PB_TRY(bool s, check_positive(fn, "sigma", sigma));
  (void)s;
  PB_TRY(bool st, detail::check_steps(fn, "steps", steps));
  (void)st;
  return AllOrders(q, sigma, steps, eps_target, delta, method, search, bits).run();
}

namespace {
// Even zero privacy loss (r ≡ 0, i.e. q = 0 or σ = ∞) misses the target at every order
// the accountant evaluates (2 … kMaxOrder): then no σ, q or T makes it certify the target, and
// the searches need not run (they used to double σ up to 2^64, or halve q down to 2^-1000,
// before saying so).
Result<bool> target_unreachable(const Interval& eps_target, const Interval& delta, RdpConversion method,
                                AlphaSearch search, unsigned bits) {
  return AllOrders(detail::zero(bits), Interval::from_int(1, bits), 1, eps_target, delta, method, search, bits)
      .run(false);
}
std::string unreachable_message(AlphaSearch search) {
  return std::string(
             "no noise, rate or step count meets this eps at this delta: even zero privacy loss misses it at "
             "every ") +
         (search == AlphaSearch::real ? "real" : "integer") + " order up to " + std::to_string(detail::kMaxOrder) + ".";
}
}  // namespace

Result<Calibration> calibrate_sigma(const Interval& q, long steps, const Interval& eps_target, const Interval& delta,
                                    RdpConversion method, AlphaSearch search, double rel_tol, unsigned bits) {
  static const char* fn = "calibrate_sigma";
  PB_TRY(bool a, check_rate(fn, q));
  PB_TRY(bool b, detail::check_steps(fn, "steps", steps));
  PB_TRY(bool c, check_target(fn, eps_target, delta));
  PB_TRY(bool d, check_tol(fn, rel_tol));
  (void)a, (void)b, (void)c, (void)d;
  PB_TRY(bool impossible, target_unreachable(eps_target, delta, method, search, bits));
  if (impossible) return numeric::hypothesis_error(fn, unreachable_message(search));
  const Interval target_lo = detail::lower_point(eps_target);
  auto eval = [&](double s) {
    return eps_subsampled_gaussian(q, Interval::from_double(s, bits), steps, delta, method, search, bits);
  };
  // Bracket: σ_hi certified, σ_lo not.
  double hi = 1, lo = 1;
  Result<AccountantResult> at_hi = eval(hi);
  if (!at_hi.ok()) return at_hi.error();
  for (int guard = 0; !at_hi->eps.certainly_le(target_lo); ++guard) {
    if (guard >= 64) return numeric::hypothesis_error(fn, "no noise multiplier up to 2^64 meets the target.");
    lo = hi;
    hi *= 2;
    at_hi = eval(hi);
    if (!at_hi.ok()) return at_hi.error();
  }
  // lo == hi: no uncertified σ found yet. Halving moves both (it moved hi only, so the loop ran
  // once and a target met below σ = 1/2 was bracketed in [far end, ~1]: ε = 100 at q = 0.01,
  // T = 1000 gave σ <= 0.9993 where 0.28 suffices).
  for (int guard = 0; lo == hi; ++guard) {
    if (guard >= 64) return numeric::hypothesis_error(fn, "every noise multiplier down to 2^-64 meets the target.");
    auto r = eval(hi / 2);
    if (!r.ok()) return r.error();
    if (!r->eps.certainly_le(target_lo)) {
      lo = hi / 2;
    } else {
      hi /= 2;
      lo = hi;
      at_hi = std::move(r);
    }
  }
  PB_TRY(bool ok, bisect(hi, lo, at_hi, target_lo, geometric_mid(rel_tol), eval));
  (void)ok;
  // Far end: prove every order misses the target at σ_lo, stepping down if needed.
  PB_TRY(bool far, prove_far_end(lo, rel_tol, true, 0, [&](double s) {
           return misses_target_at_every_order(q, Interval::from_double(s, bits), steps, eps_target, delta, method,
                                               search, bits);
         }));
  return Calibration{Interval::from_double_bounds(far ? lo : 0.0, hi, bits), std::move(at_hi).value(), far};
}

Result<Calibration> calibrate_steps(const Interval& q, const Interval& sigma, const Interval& eps_target,
                                    const Interval& delta, RdpConversion method, AlphaSearch search, unsigned bits) {
  static const char* fn = "calibrate_steps";
  PB_TRY(bool a, check_rate(fn, q));
  PB_TRY(bool c, check_target(fn, eps_target, delta));
  if (sigma.is_nan()) return numeric::domain_error(fn, "sigma", "(0, inf)", "NaN");
  PB_TRY(bool s, check_positive(fn, "sigma", sigma));
  (void)a, (void)c, (void)s;
  const Interval target_lo = detail::lower_point(eps_target);
  auto eval = [&](long T) { return eps_subsampled_gaussian(q, sigma, T, delta, method, search, bits); };
  Result<AccountantResult> at_good = eval(1);
  if (!at_good.ok()) return at_good.error();
  if (!at_good->eps.certainly_le(target_lo))
    return numeric::hypothesis_error(fn, "not even one step is certified to meet the target.");
  long good = 1, bad = 0;  // bad = 0: none found yet
  while (bad == 0) {
    if (good > kMaxSteps / 2) break;
    auto r = eval(2 * good);
    if (!r.ok()) return r.error();
    if (r->eps.certainly_le(target_lo)) {
      good *= 2;
      at_good = std::move(r);
    } else {
      bad = 2 * good;
    }
  }
  if (bad == 0) {
    // Every T up to 10^15 / 2 is certified. T* is the largest T in the domain [1, 10^15]
    // that meets the target: 10^15 itself if certified, else in [good, 10^15] (the upper end
    // unproven: it used to be reported as [good, good], which looked certain).
    auto top = eval(kMaxSteps);
    if (!top.ok()) return top.error();
    if (top->eps.certainly_le(target_lo))
      return Calibration{Interval::from_int(kMaxSteps, bits), std::move(top).value(), true};
    return Calibration{detail::join_ends(Interval::from_int(good, bits), Interval::from_int(kMaxSteps, bits)),
                       std::move(at_good).value(), false};
  }
  auto int_mid = [](long a, long b) -> std::optional<long> {
    if (b - a <= 1) return std::nullopt;
    return a + (b - a) / 2;
  };
  PB_TRY(bool ok, bisect(good, bad, at_good, target_lo, int_mid, eval));
  (void)ok;
  // Far end: the smallest T (from good + 1 upwards, with growing gaps) at which every order is
  // proven to miss; T* <= that T − 1. Real orders start at a gap of T/2^24: their walk cannot
  // decide a margin below about 1e-9 relative (its blocks stop at a width of (α − 1)/65536), and ε
  // grows only ~1/(2T) relative per step (q = 1e-6, δ = 1e-3, ε = 2: T* = 2.25e11, and gaps 1, 2,
  // 4, … took 237 quadratures, 7.5 s).
  long far_T = 0;
  const long gap0 = search == AlphaSearch::real ? std::max(1L, good >> 24) : 1;
  for (long gap = gap0, T = good + gap0; gap <= kMaxSteps && T <= kMaxSteps; gap *= 2, T = good + gap) {
    if (numeric::deadline_passed())
      return numeric::deadline_error(fn,
                                     "T >= " + std::to_string(good) + " is certified; the far end was being proven");
    PB_TRY(bool m, misses_target_at_every_order(q, sigma, T, eps_target, delta, method, search, bits));
    if (m) {
      far_T = T;
      break;
    }
  }
  const bool far = far_T > 0;
  Interval v = far ? detail::join_ends(Interval::from_int(good, bits), Interval::from_int(far_T - 1, bits))
                   : detail::join_ends(Interval::from_int(good, bits), Interval::from_int(kMaxSteps, bits));
  return Calibration{v, std::move(at_good).value(), far};
}

Result<Calibration> calibrate_q(const Interval& sigma, long steps, const Interval& eps_target, const Interval& delta,
                                RdpConversion method, AlphaSearch search, double rel_tol, unsigned bits) {
  static const char* fn = "calibrate_q";
  PB_TRY(bool b, detail::check_steps(fn, "steps", steps));
  PB_TRY(bool c, check_target(fn, eps_target, delta));
  PB_TRY(bool d, check_tol(fn, rel_tol));
  if (sigma.is_nan()) return numeric::domain_error(fn, "sigma", "(0, inf)", "NaN");
  PB_TRY(bool s, check_positive(fn, "sigma", sigma));
  (void)b, (void)c, (void)d, (void)s;
  PB_TRY(bool impossible, target_unreachable(eps_target, delta, method, search, bits));
  if (impossible) return numeric::hypothesis_error(fn, unreachable_message(search));
  const Interval target_lo = detail::lower_point(eps_target);
  auto eval = [&](double q) {
    return eps_subsampled_gaussian(Interval::from_double(q, bits), sigma, steps, delta, method, search, bits);
  };
  Result<AccountantResult> at_good = eval(1);
  if (!at_good.ok()) return at_good.error();
  if (at_good->eps.certainly_le(target_lo))  // q = 1 meets the target: q* = 1
    return Calibration{Interval::from_int(1, bits), std::move(at_good).value(), true};
  // q = 2^-k: q = 1 (k = 0) is not certified.
  PB_TRY(DyadicBracket br, dyadic_bracket(0, std::nullopt, false, target_lo, eval));
  if (!br.flipped) return numeric::hypothesis_error(fn, "no sampling rate down to 2^-1000 meets the target.");
  at_good = std::move(*br.at_good);
  const int k = br.k_good, k_bad = br.k_bad;
  double good = std::ldexp(1.0, -k), bad = std::ldexp(1.0, -k_bad);
  PB_TRY(bool ok, bisect(good, bad, at_good, target_lo, geometric_mid(rel_tol), eval));
  (void)ok;
  // Far end: prove every order misses at q_bad, stepping up if needed; q* <= 1 always holds,
  // so an unproven far end falls back to 1.
  PB_TRY(bool far, prove_far_end(bad, rel_tol, false, 1.0, [&](double x) {
           return misses_target_at_every_order(Interval::from_double(x, bits), sigma, steps, eps_target, delta, method,
                                               search, bits);
         }));
  return Calibration{Interval::from_double_bounds(good, far ? bad : 1.0, bits), std::move(at_good).value(), far};
}

Result<Calibration> calibrate_delta(const Interval& q, const Interval& sigma, long steps, const Interval& eps_target,
                                    RdpConversion method, AlphaSearch search, double rel_tol, unsigned bits) {
  static const char* fn = "calibrate_delta";
  PB_TRY(bool a, check_between(fn, "q", q, 0, 1, "[0, 1]"));
  PB_TRY(bool b, detail::check_steps(fn, "steps", steps));
  PB_TRY(bool d, check_tol(fn, rel_tol));
  if (sigma.is_nan()) return numeric::domain_error(fn, "sigma", "(0, inf)", "NaN");
  PB_TRY(bool s, check_positive(fn, "sigma", sigma));
  if (eps_target.is_nan()) return numeric::domain_error(fn, "eps", "(0, inf)", "NaN");
  PB_TRY(bool e, check_positive(fn, "eps", eps_target));
  (void)a, (void)b, (void)d, (void)s, (void)e;
  const Interval target_lo = detail::lower_point(eps_target);
  auto eval = [&](double dl) {
    return eps_subsampled_gaussian(q, sigma, steps, Interval::from_double(dl, bits), method, search, bits);
  };
  // ε(δ) is non-increasing in δ, so the δ that meet the target form an interval up to 1: the
  // certified side is the larger δ. Bracket δ = 2^-k with k doubling (1, 2, 4, …, 1000), then
  // bisection on the integer k and geometric bisection, as calibrate_q.
  Result<AccountantResult> at_good = eval(0.5);
  if (!at_good.ok()) return at_good.error();
  if (!at_good->eps.certainly_le(target_lo))
    return numeric::hypothesis_error(fn, "no delta up to 1/2 is certified to meet the target.");
  // δ = 2^-k: δ = 1/2 (k = 1) is certified.
  PB_TRY(DyadicBracket br, dyadic_bracket(1, std::move(at_good).value(), true, target_lo, eval));
  if (!br.flipped)  // every δ down to 2^-1000 meets the target: δ* in (0, 2^-1000]
    return Calibration{detail::join_ends(detail::zero(bits), Interval::from_double(std::ldexp(1.0, -br.k_good), bits)),
                       std::move(*br.at_good), false};
  at_good = std::move(*br.at_good);
  const int k_good = br.k_good, k = br.k_bad;
  double good = std::ldexp(1.0, -k_good), bad = std::ldexp(1.0, -k);
  PB_TRY(bool ok, bisect(good, bad, at_good, target_lo, geometric_mid(rel_tol), eval));
  (void)ok;
  // Far end: every order misses the target at δ_bad (hence at every smaller δ), so δ* >= δ_bad;
  // stepping down if not proven, else the trivial bound 0.
  PB_TRY(bool far, prove_far_end(bad, rel_tol, true, 0, [&](double x) {
           return misses_target_at_every_order(q, sigma, steps, eps_target, Interval::from_double(x, bits), method,
                                               search, bits);
         }));
  return Calibration{Interval::from_double_bounds(far ? bad : 0.0, good, bits), std::move(at_good).value(), far};
}

}  // namespace privbound::bounds::accounting
