// RDP -> (ε, δ), the subsampled-Gaussian accountant and σ calibration.
// Declared in privbound/bounds/accounting/rdp.hpp.
#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <vector>

#include "detail.hpp"
#include "privbound/bounds/accounting/rdp.hpp"
#include "privbound/bounds/accounting/subsampled.hpp"
#include "privbound/bounds/validate.hpp"

namespace privbound::bounds::accounting {

using numeric::Interval;
using numeric::Result;

namespace {

const char* method_name(RdpConversion m) { return m == RdpConversion::mironov ? "mironov" : "improved"; }

// Unchecked conversion (arguments validated by the callers).
Interval convert(const Interval& alpha, const Interval& rdp, const Interval& delta, RdpConversion method) {
  if (method == RdpConversion::mironov) return rdp - log(delta) / (alpha - 1);
  return detail::clamp0(rdp + log1p(-(1 / alpha)) - (log(delta) + log(alpha)) / (alpha - 1));
}

constexpr double kMaxAlpha = static_cast<double>(detail::kMaxOrder);

// r at order α (integer -> exact sum; otherwise the real-order routine).
Result<Interval> rdp_at(const Interval& alpha, const Interval& q, const Interval& sigma) {
  if (detail::is_integer_point(alpha)) return rdp_subsampled_gaussian(alpha, q, sigma);
  return rdp_subsampled_gaussian_real(alpha, q, sigma);
}

// Composed RDP at order α and precision bits (a sum of T_i·r_i(α)).
using ComposedRdp = std::function<Result<Interval>(const Interval& alpha, unsigned bits)>;

// Double-precision RDP of the subsampled Gaussian at integer α, for the SEARCH only (not
// certified): the same cancellation-free log-space sum as the certified routine.
double rdp_double(long a, double q, double sigma) {
  if (q <= 0) return 0;
  // log c = log(1/(2σ²)) stays finite where c itself underflows (σ > 1e154): each term's
  // log expm1(c·k(k−1)) is formed from log(c·k(k−1)) (~ log x + x/2 for tiny x).
  const double lc = -std::log(2.0) - 2 * std::log(sigma);
  if (q >= 1) return std::exp(lc) * static_cast<double>(a);
  const double lq = std::log(q), l1q = std::log1p(-q);
  const double ad = static_cast<double>(a), ltop = lc + std::log(ad) + std::log(ad - 1);
  // The certified routine's shortcuts, in double: tiny c·α(α−1) (A − 1 ~ c·α(α−1)q²) and
  // a geometric tail from detail::geometric_from on (stop once a term is e^{-40} of the sum).
  if (ltop < -40) return std::exp(ltop + 2 * lq) / (ad - 1);
  const long kg = detail::geometric_from(a, lq - l1q, std::exp(lc));  // see subsampled.cpp
  double lb = 0, m = -std::numeric_limits<double>::infinity(), sum = 0;
  for (long k = 1; k <= a; ++k) {
    lb += std::log(static_cast<double>(a - k + 1) / static_cast<double>(k));
    if (k < 2) continue;
    const double lx = lc + std::log(static_cast<double>(k)) + std::log(static_cast<double>(k - 1));
    double lex;
    if (lx < -30) {
      lex = lx + 0.5 * std::exp(lx);
    } else {
      const double x = std::exp(lx);
      lex = x > 30 ? x + std::log1p(-std::exp(-x)) : std::log(std::expm1(x));
    }
    const double t = lb + static_cast<double>(k) * lq + (k < a ? static_cast<double>(a - k) * l1q : 0.0) + lex;
    if (t > m) {
      sum = sum * std::exp(m - t) + 1;
      m = t;
    } else {
      sum += std::exp(t - m);
      if (k >= kg && t < m - 40) break;
    }
  }
  const double L = m + std::log(sum);
  const double la = L < 0 ? std::log1p(std::exp(L)) : L + std::log1p(std::exp(-L));
  return la / static_cast<double>(a - 1);
}

// Composed RDP in double at any real α (search only); NaN when not available.
using FastRdp = std::function<double(double alpha)>;

// The search objective: the composed bound at α, in double where possible, else the upper
// end of a low-precision enclosure (not certified either way). ld = log δ (double),
// computed once per search: an MPFR log per evaluation was 10 % of the real-order accountant.
double objective(double alpha, const ComposedRdp& total, const FastRdp& fast, const Interval& delta, double ld,
                 RdpConversion method, unsigned bits) {
  if (fast) {
    const double r = fast(alpha);
    if (std::isfinite(r)) {
      const double e = method == RdpConversion::mironov
                           ? r - ld / (alpha - 1)
                           : std::max(0.0, r + std::log1p(-1 / alpha) - (ld + std::log(alpha)) / (alpha - 1));
      return std::isfinite(e) ? e : std::numeric_limits<double>::infinity();
    }
  }
  const Interval a = Interval::from_double(alpha, bits);
  auto r = total(a, bits);
  if (!r.ok() || !r->is_finite()) return std::numeric_limits<double>::infinity();
  const Interval e = convert(a, *r, delta.with_bits(bits), method);
  const double v = e.upper_double();
  return std::isfinite(v) ? v : std::numeric_limits<double>::infinity();
}

// The search objective at α = 1 + t for t in (0, 2], written in t so that orders next to 1
// (t down to 2^-1000, far below double's resolution of α) can be searched: the conversions'
// terms log((α−1)/α) = log t − log1p(t) and (log δ + log α)/(α−1) = (log δ + log1p(t))/t.
// The fast path uses r(1 + max(t, 2^-40)) >= r(1 + t) (r is non-decreasing in α): a search
// value only; the certified fallback evaluates at α = one_plus(t) exactly.
double objective_t(double t, const ComposedRdp& total, const FastRdp& fast, const Interval& delta, double ld,
                   RdpConversion method, unsigned bits) {
  const double inf = std::numeric_limits<double>::infinity();
  const double r = fast ? fast(1 + std::max(t, std::ldexp(1.0, -40))) : std::numeric_limits<double>::quiet_NaN();
  if (std::isfinite(r)) {
    const double e = method == RdpConversion::mironov
                         ? r - ld / t
                         : std::max(0.0, r + std::log(t) - std::log1p(t) - (ld + std::log1p(t)) / t);
    return std::isfinite(e) ? e : inf;
  }
  const Interval a = detail::one_plus(Interval::from_double(t, bits), bits);
  auto rt = total(a, a.bits());
  if (!rt.ok() || !rt->is_finite()) return inf;
  const double v = convert(a, *rt, delta.with_bits(a.bits()), method).upper_double();
  return std::isfinite(v) ? v : inf;
}

// Search an order (non-certified, 64 bits), then certify the bound at it.
Result<AccountantResult> search_and_certify(const ComposedRdp& total, const FastRdp& fast, const Interval& delta,
                                            RdpConversion method, AlphaSearch search, unsigned bits);

}  // namespace

Result<Interval> eps_from_rdp(const Interval& alpha, const Interval& rdp, const Interval& delta, RdpConversion method) {
  static const char* fn = "eps_from_rdp";
  if (alpha.is_nan()) return numeric::domain_error(fn, "alpha", "(1, inf)", "NaN");
  if (rdp.is_nan()) return numeric::domain_error(fn, "rdp", "[0, inf)", "NaN");
  if (delta.is_nan()) return numeric::domain_error(fn, "delta", "(0, 1)", "NaN");
  PB_TRY(bool a, check_greater(fn, "alpha", alpha, 1, "(1, inf)"));
  PB_TRY(bool b, check_nonnegative(fn, "rdp", rdp));
  PB_TRY(bool c, check_delta(fn, delta));
  (void)a;
  (void)b;
  (void)c;
  return detail::certified(fn, convert(alpha, rdp, delta, method));
}

Result<Interval> eps_from_rdp_mironov(const Interval& alpha, const Interval& rdp, const Interval& delta) {
  return eps_from_rdp(alpha, rdp, delta, RdpConversion::mironov);
}

Result<AccountantResult> eps_subsampled_gaussian(const Interval& q, const Interval& sigma, long steps,
                                                 const Interval& delta, RdpConversion method, AlphaSearch search,
                                                 unsigned bits) {
  static const char* fn = "eps_subsampled_gaussian";
  if (q.is_nan()) return numeric::domain_error(fn, "q", "[0, 1]", "NaN");
  if (sigma.is_nan()) return numeric::domain_error(fn, "sigma", "(0, inf)", "NaN");
  if (delta.is_nan()) return numeric::domain_error(fn, "delta", "(0, 1)", "NaN");
  PB_TRY(bool fin, check_between(fn, "q", q, 0, 1, "[0, 1]"));
  (void)fin;
  PB_TRY(bool s, check_positive(fn, "sigma", sigma));
  (void)s;
  PB_TRY(bool t, detail::check_steps(fn, "T", steps));
  (void)t;
  PB_TRY(bool d, check_delta(fn, delta));
  (void)d;
  if (bits < 16) return numeric::domain_error(fn, "bits", "[16, 1048576]", std::to_string(bits));

  const ComposedRdp total = [&](const Interval& alpha, unsigned b) -> Result<Interval> {
    PB_TRY(Interval r, rdp_at(alpha, q.with_bits(b), sigma.with_bits(b)));
    return Interval::from_int(steps, b) * r;
  };
  const double qd = q.mid_double(), sd = sigma.mid_double();
  const FastRdp fast = [&](double a) {
    return static_cast<double>(steps) * rdp_subsampled_gaussian_real_fast(a, qd, sd);
  };
  return search_and_certify(total, fast, delta, method, search, bits);
}

namespace {
Result<AccountantResult> search_and_certify(const ComposedRdp& total, const FastRdp& fast, const Interval& delta,
                                            RdpConversion method, AlphaSearch search, unsigned bits) {
  // --- search (not certified; any order gives a valid bound) ---
  const unsigned sb = 64;
  const double ld = log(delta.with_bits(sb)).mid_double();  // log δ for the double objective
  std::map<double, double> seen;
  auto f = [&](double a) {
    auto it = seen.find(a);
    if (it != seen.end()) return it->second;
    const double v = objective(a, total, fast, delta, ld, method, sb);
    seen.emplace(a, v);
    return v;
  };
  double best_a = 2, best_v = f(2);
  // Integer grid: 2..32, then geometric (×1.15) while the values have not risen for long.
  std::vector<double> grid;
  for (int a = 3; a <= 32; ++a) grid.push_back(a);
  for (double a = 32 * 1.15; a <= kMaxAlpha; a *= 1.15) grid.push_back(std::floor(a));
  int rising = 0;
  double prev = best_v;
  for (double a : grid) {
    const double v = f(a);
    if (v < best_v) {
      best_v = v;
      best_a = a;
    }
    // +inf counts as rising when the previous value was +inf too: for tiny σ (1/σ² = 1e400 at
    // σ = 1e-200) every value leaves double's range, and the grid used to run to order 10^6
    // (45 s per evaluation); ε grows with α there, so the best order is the first.
    rising = (v > prev || (std::isinf(v) && std::isinf(prev))) ? rising + 1 : 0;
    prev = v;
    if (best_v <= 0) break;  // ε >= 0: a zero cannot be improved on (the grid ran to 10^6)
    if (a > 32 && rising >= 4 && (v > best_v || std::isinf(v))) break;
  }
  // Integer ternary refinement between the grid neighbours of the best point.
  {
    auto pos = std::find(grid.begin(), grid.end(), best_a);
    double lo = (pos == grid.end() || pos == grid.begin()) ? 2 : *(pos - 1);
    double hi = (pos == grid.end() || pos + 1 == grid.end()) ? best_a : *(pos + 1);
    while (hi - lo > 2) {
      const double m1 = std::floor(lo + (hi - lo) / 3), m2 = std::ceil(hi - (hi - lo) / 3);
      if (f(m1) <= f(m2))
        hi = m2;
      else
        lo = m1;
    }
    for (double a = lo; a <= hi; a += 1) {
      const double v = f(a);
      if (v < best_v) {
        best_v = v;
        best_a = a;
      }
    }
  }
  double best_t = 0;  // > 0: the order is 1 + best_t (searched in t below 2)
  if (search == AlphaSearch::real && best_a == 2) {
    // The optimum may lie in (1, 2]: golden section over u = log2(t) in [−1000, 1], down to
    // the domain's edge (the search used to stop at α = 1 + 2^-20, up to 1.3e-6 too high in ε
    // when the optimum is closer to 1). ε is unimodal in u (an increasing and a decreasing
    // convex term in t).
    auto ft = [&](double u) { return objective_t(std::exp2(u), total, fast, delta, ld, method, sb); };
    double lo = -1000, hi = 1;
    const double g = (std::sqrt(5.0) - 1) / 2;
    double x1 = hi - g * (hi - lo), x2 = lo + g * (hi - lo);
    double f1 = ft(x1), f2 = ft(x2);
    for (int it = 0; it < 80 && hi - lo > 1e-7; ++it) {
      if (f1 <= f2) {
        hi = x2, x2 = x1, f2 = f1, x1 = hi - g * (hi - lo), f1 = ft(x1);
      } else {
        lo = x1, x1 = x2, f1 = f2, x2 = lo + g * (hi - lo), f2 = ft(x2);
      }
    }
    // t rounded to 24 significant bits (a short exact binary number)
    const double tm = std::exp2((lo + hi) / 2);
    const double cand = std::ldexp(std::round(std::ldexp(tm, 24 - std::ilogb(tm))), std::ilogb(tm) - 24);
    if (cand > 0 && ft(std::log2(cand)) < best_v) {
      best_v = ft(std::log2(cand));
      best_t = cand;
    }
  } else if (search == AlphaSearch::real) {
    // Golden-section over real α in [best−1, best+1] (the objective is smooth; a local search
    // suffices because any α is valid).
    double lo = best_a - 1, hi = best_a + 1;
    const double g = (std::sqrt(5.0) - 1) / 2;
    double x1 = hi - g * (hi - lo), x2 = lo + g * (hi - lo);
    double f1 = f(x1), f2 = f(x2);
    for (int it = 0; it < 40 && hi - lo > 1e-6 * hi; ++it) {
      if (f1 <= f2) {
        hi = x2;
        x2 = x1;
        f2 = f1;
        x1 = hi - g * (hi - lo);
        f1 = f(x1);
      } else {
        lo = x1;
        x1 = x2;
        f1 = f2;
        x2 = lo + g * (hi - lo);
        f2 = f(x2);
      }
    }
    // Round the order to 24 significant bits so that it is a short exact binary number.
    const double cand = std::ldexp(std::round(std::ldexp((lo + hi) / 2, 24 - std::ilogb((lo + hi) / 2))),
                                   std::ilogb((lo + hi) / 2) - 24);
    if (cand > 1 && f(cand) < best_v) {
      best_v = f(cand);
      best_a = cand;
    }
  }

  // --- certification at the chosen order ---
  const Interval a =
      best_t > 0 ? detail::one_plus(Interval::from_double(best_t, bits), bits) : Interval::from_double(best_a, bits);
  PB_TRY(Interval rtot, total(a, a.bits()));
  PB_TRY(Interval eps,
         detail::certified("eps_subsampled_gaussian", convert(a, rtot, delta.with_bits(a.bits()), method)));
  AccountantResult out{eps, a, rtot, method_name(method)};
  return out;
}
}  // namespace

Result<AccountantResult> eps_subsampled_gaussian_schedule(const std::vector<Phase>& phases, const Interval& delta,
                                                          RdpConversion method, AlphaSearch search, unsigned bits) {
  static const char* fn = "eps_subsampled_gaussian_schedule";
  if (phases.empty() || phases.size() > 100000)
    return numeric::domain_error(fn, "phases", "lists of 1 to 100000 phases", std::to_string(phases.size()));
  if (delta.is_nan()) return numeric::domain_error(fn, "delta", "(0, 1)", "NaN");
  for (const auto& p : phases) {
    if (p.q.is_nan()) return numeric::domain_error(fn, "q", "[0, 1]", "NaN");
    if (p.sigma.is_nan()) return numeric::domain_error(fn, "sigma", "(0, inf)", "NaN");
    PB_TRY(bool fin, check_between(fn, "q", p.q, 0, 1, "[0, 1]"));
    (void)fin;
    PB_TRY(bool s, check_positive(fn, "sigma", p.sigma));
    (void)s;
    PB_TRY(bool t, detail::check_steps(fn, "T", p.steps));
    (void)t;
  }
  PB_TRY(bool d, check_delta(fn, delta));
  (void)d;
  if (bits < 16) return numeric::domain_error(fn, "bits", "[16, 1048576]", std::to_string(bits));
  const ComposedRdp total = [&](const Interval& alpha, unsigned b) -> Result<Interval> {
    Interval sum = Interval::from_int(0, b);
    for (const auto& p : phases) {  // RDP composition: order-wise sum (Mironov 2017, Prop. 1)
      PB_TRY(Interval r, rdp_at(alpha, p.q.with_bits(b), p.sigma.with_bits(b)));
      sum += Interval::from_int(p.steps, b) * r;
    }
    return sum;
  };
  const FastRdp fast = [&](double a) {
    double sum = 0;
    for (const auto& p : phases)
      sum +=
          static_cast<double>(p.steps) * rdp_subsampled_gaussian_real_fast(a, p.q.mid_double(), p.sigma.mid_double());
    return sum;
  };
  return search_and_certify(total, fast, delta, method, search, bits);
}

double rdp_subsampled_gaussian_fast(long alpha, double q, double sigma) { return rdp_double(alpha, q, sigma); }

namespace {
// The best integer order in [2, 256] of an accountant `at(alpha, bits)`, searched at 64 bits. The
// bound's eps(alpha) need not fall then rise over [2, 256] (WBK's terms j >= 3 saturate at 2 gamma^j
// C(alpha, j), and eps can rise, fall and rise again): a grid (every order to 16, then steps of about
// 1.25x) locates the best region, an integer ternary search refines between the best grid point's
// neighbours, and the orders left are compared. About 45 evaluations instead of 255; any order gives
// a valid bound, so a miss costs tightness, never soundness.
Result<long> best_integer_order(const std::function<Result<AccountantResult>(long, unsigned)>& at) {
  std::map<long, double> memo;
  auto f = [&](long alpha) {
    auto it = memo.find(alpha);
    if (it != memo.end()) return it->second;
    auto r = at(alpha, 64);
    const double v = r.ok() ? r->eps.upper_double() : INFINITY;
    memo.emplace(alpha, v);
    return v;
  };
  std::vector<long> grid;
  for (long a = 2; a <= 16; ++a) grid.push_back(a);
  for (double a = 20; a < 256; a *= 1.25) grid.push_back(static_cast<long>(a));
  grid.push_back(256);
  std::size_t bi = 0;
  for (std::size_t i = 1; i < grid.size(); ++i)
    if (f(grid[i]) < f(grid[bi])) bi = i;
  long lo = grid[bi > 0 ? bi - 1 : 0], hi = grid[std::min(bi + 1, grid.size() - 1)];
  while (hi - lo > 2) {
    const long m1 = lo + (hi - lo) / 3, m2 = hi - (hi - lo) / 3;
    if (f(m1) <= f(m2)) {
      hi = m2;
    } else {
      lo = m1;
    }
  }
  long best = grid[bi];
  for (long alpha = lo; alpha <= hi; ++alpha)
    if (f(alpha) < f(best)) best = alpha;
  return best;
}

// T-fold composition of a per-step RDP curve rdp(α, bits), converted by Mironov's Prop. 3 at the best integer order
// (best_integer_order), certified at `bits`; the domain checks of T and δ named after `fn`.
Result<AccountantResult> integer_order_accountant(
    const char* fn, long steps, const Interval& delta, unsigned bits,
    const std::function<Result<Interval>(const Interval&, unsigned)>& rdp) {
  if (steps < 1 || steps > 1000000000000000L)
    return numeric::domain_error(fn, "steps", "integers in [1, 10^15]", std::to_string(steps));
  PB_TRY(bool d, check_delta(fn, delta));
  (void)d;
  auto at = [&](long alpha, unsigned b) -> Result<AccountantResult> {
    const Interval a = Interval::from_int(alpha, b);
    PB_TRY(Interval r, rdp(a, b));
    const Interval total = Interval::from_int(steps, b) * r;
    PB_TRY(Interval eps, eps_from_rdp(a, total, delta.with_bits(b), RdpConversion::mironov));
    return AccountantResult{eps, a, total, "mironov"};
  };
  PB_TRY(long best, best_integer_order(at));
  return at(best, bits);
}
}  // namespace

Result<AccountantResult> eps_wor_gaussian(const Interval& gamma, const Interval& sigma, long steps,
                                          const Interval& delta, unsigned bits) {
  return integer_order_accountant("eps_wor_gaussian", steps, delta, bits, [&](const Interval& a, unsigned b) {
    return rdp_wor_gaussian(a, gamma.with_bits(b), sigma.with_bits(b));
  });
}

Result<AccountantResult> eps_poisson_replace_one(const Interval& q, const Interval& rho, long steps,
                                                 const Interval& delta, unsigned bits) {
  return integer_order_accountant("eps_poisson_replace_one", steps, delta, bits, [&](const Interval& a, unsigned b) {
    return rdp_poisson_replace_one(a, q.with_bits(b), rho.with_bits(b));
  });
}

Result<long> steps_of_epochs(const char* fn, const numeric::Rational& epochs, const numeric::Rational& q) {
  const numeric::Rational t = epochs / q;
  mpz_class up;  // >= 1: E > 0
  mpz_cdiv_q(up.get_mpz_t(), t.mpq().get_num_mpz_t(), t.mpq().get_den_mpz_t());
  if (up > detail::kMaxSteps)
    return numeric::domain_error(fn, "epochs", "epochs giving 1 to 10^15 steps (T = ceil(E n / b))",
                                 epochs.to_string());
  return up.get_si();
}

}  // namespace privbound::bounds::accounting
