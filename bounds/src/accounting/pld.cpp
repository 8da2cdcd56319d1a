// Certified tight (ε, δ) for the Poisson-subsampled Gaussian by privacy loss distributions.
//
// Error argument.
// 0. Setting. Scale the noise to N(0, 1); μ = 1/σ. The two neighbour directions give the pairs
//    remove: P = (1-q) N(0,1) + q N(μ,1), Q = N(0,1), loss L(x) = log(1 - q + q e^{μx - μ²/2}) (increasing);
//    add:    P = N(0,1), Q = (1-q) N(0,1) + q N(μ,1), loss -L(x) (decreasing).
//    For a pair, δ(ε) = E_P[f_ε(L)], f_ε(s) = (1 - e^{ε-s})_+ (f_ε(+∞) = 1), and for T independent steps
//    δ_T(ε) = E[f_ε(S)] with S = L_1 + ... + L_T, the L_i independent with the P-law of the loss ω.
//    f_ε is nondecreasing, so (a) replacing any partial sum by a larger (smaller) value pointwise can
//    only raise (lower) δ_T, and (b) δ_T is a polynomial with nonnegative coefficients in the masses
//    of any discrete loss law, so larger (smaller) masses, even of total above (below) 1, give larger
//    (smaller) δ_T. Masses at +∞ count with f = 1, masses dropped count as -∞ (f = 0).
// 1. Bins. On the grid ℓ_k = k h (h = 2^-m, exact), bin k is (ℓ_{k-1}, ℓ_k]; since L is monotone in x,
//    P_k = P(L in bin k) and Q_k = Q(L in bin k) are differences of Gaussian tails at the thresholds
//    x(ℓ_k), enclosed by MPFR at 128 bits (normal_cdf; its tail series far out).
// 2. Pessimistic (upper) law. Each loss ℓ in bin k is sent to ℓ_{k-1} with probability
//    a(ℓ) = (e^{-ℓ} - e^{-ℓ_k}) / (e^{-ℓ_{k-1}} - e^{-ℓ_k}) and to ℓ_k otherwise, so E[e^{-ℓ'}] = e^{-ℓ}.
//    The grid pair (P', Q'(j) = e^{-ℓ_j} P'(j)) then maps back onto (P, Q) by the channel "given j, draw
//    x from P conditioned on j", so it dominates (P, Q) (Blackwell), and domination survives composition.
//    Its masses are m_j = B_j + A_{j+1}, A_k = (e^{ℓ_k} Q_k - P_k)/(e^h - 1) (to ℓ_{k-1}),
//    B_k = (e^h P_k - e^{ℓ_k} Q_k)/(e^h - 1) (to ℓ_k). Below the grid, mass is rounded up to ℓ_{k0};
//    above it, mass goes to +∞ (both by (a)). Upper ends of the enclosures are used (b).
// 3. Optimistic (lower) law. The bins are a post-processing of the pair, so the binned pair (atoms of
//    P-mass P_k and loss log(P_k/Q_k) in bin k) is dominated by it. Merging a remainder r of atom k
//    (loss <= ℓ_k) with a fraction β of atom k+1 (loss > ℓ_k), β = r (e^{ℓ_k} Q_k - P_k) /
//    (P_{k+1} - e^{ℓ_k} Q_{k+1}), is again a post-processing and yields an atom of loss exactly ℓ_k;
//    when β > 1 the whole atom k+1 joins the remainder and the next atom is tried; when neither is
//    certain, the pooled remainder (all of its parts have loss > ℓ_{k-1}) is rounded down to ℓ_{k-1} (a). Mass below
//    the grid is dropped, the mass above it rounded down to the top point (a). Lower ends are used (b).
// 4. Composition. T-fold by repeated squaring; each product is an FFT convolution whose 2-norm error
//    bound E (numeric/convolution.hpp) gives an l1 bound sqrt(len)·E. With the +∞ atom as one more
//    coordinate, (x, a) ⊗ (y, b) = (x * y, a (Σy + b) + b Σx) is bilinear with
//    ||u ⊗ v||_1 <= ||u||_1 ||v||_1, so the l1 errors propagate as e_z <= e_x |ŷ| + (|x̂| + e_x) e_y
//    plus the new rounding. After each product the tails beyond a window (mass <= τ each side) are
//    moved: up to the window's bottom / to +∞ (pessimistic), down to the top / dropped (optimistic),
//    both by (a); a move is an l1 contraction, so the tracked error stays valid.
// 5. δ at ε. δ_T(ε) = Σ_i c_i f_ε(ℓ_i) + atom with f_ε in [0, 1], so the l1 error adds at most e.
//    The weights e^{ε - ℓ_i} come from b = e^{ε - ℓ_s} and ρ = e^{-h} (MPFR bounds) by the recurrence
//    w_{i+1} = w_i ρ in binary64; after m steps it is within a factor (1 ± u)^m of the bound's product,
//    so f is bounded by 1 - w ± 2 n u, and the sums of nonnegative terms by a relative 3 (n + 2) u.
// 6. ε from δ. hi is a point where the certified upper δ_T is <= δ (so ε(δ) <= hi, δ_T nonincreasing);
//    lo is a point where the certified lower δ_T is > δ (so ε(δ) > lo), or 0. The exact tight value is
//    the larger over the two directions, so [max lo, max hi] encloses it.
// 7. Laplace. With noise scaled to Lap(0, 1) and ε0 = Δ/b: P = Lap(0, 1), Q = Lap(ε0, 1), loss
//    L(x) = |x − ε0| − |x| (nonincreasing in x): ε0 on x <= 0 (an atom of P-mass 1/2), ε0 − 2x on
//    (0, ε0), −ε0 on x >= ε0 (an atom of P-mass e^{−ε0}/2). Items 1-6 need no continuity of the loss:
//    a bin's masses are differences of the tails P(L > ℓ), Q(L > ℓ) (exponentials, laplace_tails_at),
//    Q ≪ P on every bin, and the grid [⌊−ε0/h⌋ − 1, ⌈ε0/h⌉ + 1] holds the whole support (no tails
//    to move). The add pair (Q, P) is the remove pair reflected by x -> ε0 − x, which swaps P and Q and
//    negates L, so both directions have one loss law and one is composed (as for q = 1). The profile
//    δ_1(ε) (1 − e^ε below −ε0, 1 − e^{(ε−ε0)/2} on [−ε0, ε0], 0 above) is nondecreasing in ε0 at
//    every real ε, so the pairs are ordered by ε0 (Blackwell) and so are their compositions: an
//    enclosure of ε0 builds the upper law at its upper end and the lower law at its lower end.
// 8. Sampling without replacement (each step a new uniform subset of γn records, independent of the other
//    steps; not shuffling, whose batches share one permutation), replace-one neighbours.
//    σ is the noise over the replace-one L2 sensitivity (as in rdp_wor_gaussian; twice the clip norm for a
//    clipped sum), so the Gaussian step is G_μ-DP with μ = 1/σ, and
//    its subsampled version is C_γ(G_μ)-DP with C_γ(f) = min{f_γ, f_γ^{-1}}**, f_γ = γ f + (1 − γ) Id
//    (Dong, Roth & Su 2022, Theorem 9). f_γ is the trade-off function of pair A = the remove pair of item 0
//    at (γ, μ): (Q_A = N(0,1), P_A = (1 − γ) N(0,1) + γ N(μ,1)), loss L_A. C_γ(f) keeps f_γ where its slope
//    is <= −1 (the tests L_A > t, t >= 0), mirrors it, and joins the two by a segment of slope −1. A pair
//    with that trade-off function is (P*, Q*) with loss Y: on Y > 0 the P_A-law of L_A on L_A > 0; on
//    Y < 0 the Q_A-law of −L_A on L_A > 0 (the mirror: Q*(dy) = e^{−y} P*(dy) there is the P_A-law); an
//    atom at 0 of mass m0 = 1 − P_A(L_A > 0) − Q_A(L_A > 0) = (1 − γ)(1 − 2 Φ(−μ/2)) >= 0 (L_A = 0 at
//    x = μ/2). So P*(Y > ℓ) = P_A(L_A > ℓ) and Q*(Y > ℓ) = Q_A(L_A > ℓ) for ℓ >= 0, and for ℓ < 0
//    P*(Y > ℓ) = 1 − Q_A(L_A >= −ℓ), Q*(Y > ℓ) = 1 − P_A(L_A >= −ℓ) (L_A has no atoms: > and >= agree):
//    the tails of item 1 at ±ℓ (tails_at). For ε >= 0 its profile is H_{e^ε}(P_A || Q_A), which is
//    γ δ_G(ε') at e^ε = 1 + γ (e^{ε'} − 1) (Balle, Barthe & Gaboardi 2018's bound, attained by a data
//    set whose other records all equal the replacing one); the pair is symmetric (swapping P* and Q*
//    negates Y and keeps its law), so one direction is composed. Items 1-6 then apply unchanged: the
//    loss is monotone in the underlying variable on each side, and each bin's masses are tail differences.
//    (The same pair follows without the f-DP theorem: Balle et al.'s advanced joint convexity bounds the
//    profile for ε >= 0 by pair A's, and the mirror identity H_γ(P‖Q) = 1 − γ + γ H_{1/γ}(Q‖P) of the
//    symmetric relation bounds it for ε < 0 by the mirrored law.)
//    Dominating pairs compose (Zhu, Dong & Wang 2022), so the T-fold value bounds the mechanism's ε; for
//    T = 1 it is tight, for T > 1 it is the tight value of C_γ(G_μ)^{⊗T}, not proven tight for the mechanism.
#include "privbound/bounds/accounting/pld.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

#include "detail.hpp"
#include "privbound/bounds/validate.hpp"
#include "privbound/numeric/convolution.hpp"
#include "privbound/numeric/deadline.hpp"

namespace privbound::bounds::accounting {

namespace {
namespace pld_internal {  // a named scope: unity builds merge the anonymous namespaces of several files

using numeric::Interval;
using numeric::Result;

constexpr unsigned kBits = 128;
constexpr double kUnit = 0x1p-53;

enum class Side { pessimistic, optimistic };
enum class Direction { remove, add };

// A discrete loss law on the grid (offset + i) h, with a mass at +∞ (pessimistic side only) and the
// certified l1 distance `err` from the exact construction of items 2-4.
struct Dist {
  long offset = 0;
  std::vector<double> mass;
  double atom = 0;
  double err = 0;
};

// P(L > ℓ) and Q(L > ℓ) for the direction's loss (item 1).
struct Tails {
  Interval p, q;
};

constexpr std::size_t kCacheCap = std::size_t{1} << 22;  // entries (~1 GB at most)

struct Mechanism {
  Interval q, mu;
  // Sampling without replacement, replace-one (item 8): q is the batch fraction γ, μ = 1/σ, and the loss
  // law is pair A's (the remove pair at (γ, μ)) symmetrised.
  bool wor = false;
  Interval half_mu2{kBits};  // μ²/2
  // The remove pair's tails by grid point ℓ (cached_remove_tails_at); one per mechanism, so per (q, μ).
  std::shared_ptr<std::unordered_map<double, Tails>> cache = nullptr;
  // The Laplace mechanism (item 7): P = Lap(0, 1), Q = Lap(ε0, 1), ε0 = 1/b; q = 1 and μ unused.
  // eps0 reaches the step laws as a point (composed() splits an enclosure into its two ends).
  bool laplace = false;
  Interval eps0{kBits};
};

Interval one(unsigned b) { return Interval::from_int(1, b); }

// Laplace (item 7): L(x) = |x − ε0| − |x| is ε0 for x <= 0, ε0 − 2x on (0, ε0) and −ε0 for x >= ε0, so
// with t = (ε0 − ℓ)/2: L > ℓ iff x < t, and for 0 < t <= ε0 P(x < t) = 1 − e^{−t}/2, Q(x < t) =
// e^{t − ε0}/2 = e^{−(ε0 + ℓ)/2}/2; none exceeds ℓ >= ε0, all exceed ℓ < −ε0. ε0 is a point here;
// where rounding of t still leaves the case open, the hull [0, 1] (sound, wide). The add direction is
// the remove pair reflected by x -> ε0 − x (same loss law), so refine() takes one direction.
Tails laplace_tails_at(const Interval& e0, double ell) {
  const Interval l = Interval::from_double(ell, kBits), zero = Interval::from_int(0, kBits);
  const Interval t = (e0 - l) / 2;
  if (t.certainly_le(zero)) return {zero, zero};
  if (e0.certainly_lt(t)) return {one(kBits), one(kBits)};
  if (t.certainly_positive() && t.certainly_le(e0)) return {1 - numeric::exp(-t) / 2, numeric::exp(-(e0 + l) / 2) / 2};
  const Interval unit = detail::join_ends(zero, one(kBits));
  return {unit, unit};
}

// The remove pair of item 0 (P = mixture, Q = N(0, 1)): P(L > ℓ), Q(L > ℓ).
Tails remove_tails_at(const Mechanism& m, double ell) {
  const Interval l = Interval::from_double(ell, kBits);
  const Interval arg = numeric::exp(l) - 1 + m.q;  // e^ℓ - (1 - q)
  const auto tails = [&](const Interval& a) {      // at the threshold x of a > 0
    const Interval x = (numeric::log(a / m.q) + m.half_mu2) / m.mu;
    const Interval base = numeric::normal_cdf(-x);
    return Tails{(1 - m.q) * base + m.q * numeric::normal_cdf(m.mu - x), base};
  };
  if (arg.certainly_positive()) return tails(arg);
  if (!arg.possibly_lt(Interval::from_int(0, kBits)) || arg.certainly_le(Interval::from_int(0, kBits)))
    return {one(kBits), one(kBits)};  // e^ℓ <= 1 - q: every loss exceeds ℓ
  const Tails t = tails(detail::upper_point(arg));
  return {numeric::hull(t.p, one(kBits)), numeric::hull(t.q, one(kBits))};
}

// The remove tails through the mechanism's cache (a grid point's tails are asked again by the other
// direction, by item 8's other sign and by every finer grid of a refinement, which holds the coarser
// grid's points): three certified Gaussian tails per point were 85 % of an evaluation.
Tails cached_remove_tails_at(const Mechanism& m, double ell) {
  if (m.cache) {
    const auto it = m.cache->find(ell);
    if (it != m.cache->end()) return it->second;
  }
  Tails t = remove_tails_at(m, ell);
  if (m.cache && m.cache->size() < kCacheCap) m.cache->emplace(ell, t);
  return t;
}

// The tails at −ℓ of the pair with P and Q swapped and the loss negated: P'(−L > ℓ) = Q(L < −ℓ) =
// 1 − Q(L >= −ℓ) and Q'(−L > ℓ) = 1 − P(L >= −ℓ); L has no atoms (strictly increasing in x), so >= is >.
Tails mirrored(const Tails& t) { return {1 - t.q, 1 - t.p}; }

Tails tails_at(const Mechanism& m, Direction dir, double ell) {
  if (m.laplace) return laplace_tails_at(m.eps0, ell);
  // Sampling without replacement (item 8): pair A's tails at ℓ >= 0, mirrored below 0.
  if (m.wor) return ell >= 0 ? cached_remove_tails_at(m, ell) : mirrored(cached_remove_tails_at(m, -ell));
  // The add pair of item 0 (P = N(0, 1), Q = mixture, loss −L) is the remove pair swapped.
  return dir == Direction::remove ? cached_remove_tails_at(m, ell) : mirrored(cached_remove_tails_at(m, -ell));
}

// One direction suffices when the add pair is the remove pair reflected (q = 1, Laplace: items 6-7) or
// the pair is symmetric (item 8).
bool one_direction(const Mechanism& m) { return m.laplace || m.wor || !m.q.possibly_lt(Interval::from_int(1, kBits)); }

// Non-certified double evaluation of P(L > ℓ) (only to choose the grid's range; any range is valid).
double tail_p_fast(double q, double mu, Direction dir, double ell) {
  const auto sf = [](double x) { return 0.5 * std::erfc(x / std::sqrt(2.0)); };
  const double arg = (dir == Direction::remove ? std::exp(ell) : std::exp(-ell)) - 1 + q;
  if (arg <= 0) return dir == Direction::remove ? 1.0 : 0.0;
  const double x = (std::log(arg / q) + mu * mu / 2) / mu;
  return dir == Direction::remove ? (1 - q) * sf(x) + q * sf(x - mu) : sf(-x);
}

// Non-certified P*(Y > ℓ) of item 8: as tails_at, pair A's remove tail at ℓ >= 0 and below 0 the add
// pair's, 1 - Q_A(L_A >= -ℓ).
double wor_tail_p_fast(double q, double mu, double ell) {
  return tail_p_fast(q, mu, ell >= 0 ? Direction::remove : Direction::add, ell);
}

// Non-certified variance of one step's loss under P (trapezoid over x in [-12, μ + 12]; only to refuse
// early a composition that cannot fit the cap).
// With wor (item 8): Y = L_A under P_A where L_A > 0 and −L_A under Q_A where L_A > 0, 0 elsewhere.
double loss_variance_fast(double q, double mu, Direction dir, bool wor = false) {
  const int n = 4000;
  const double a = -12, b = mu + 12, dx = (b - a) / n;
  double mass = 0, mean = 0, second = 0;
  const auto add = [&](double w, double l) {
    mass += w;
    mean += w * l;
    second += w * l * l;
  };
  for (int i = 0; i <= n; ++i) {
    const double x = a + dx * i;
    const double mix = 1 - q + q * std::exp(mu * x - mu * mu / 2);  // density ratio mixture / N(0,1)
    const double base = std::exp(-x * x / 2) * (i == 0 || i == n ? 0.5 : 1.0);
    const double l = std::log(mix);
    if (wor) {
      add(mix * base, std::max(l, 0.0));
      if (l > 0) add(base, -l);
    } else {
      add(dir == Direction::remove ? mix * base : base, dir == Direction::remove ? l : -l);
    }
  }
  // P* has mass 1, the integral of N(0,1)'s density; the loop's zero-loss mass (P_A(L_A <= 0), not m0)
  // only changes `mass`
  if (wor) mass = std::sqrt(2 * std::acos(-1.0)) / dx;
  return std::max(0.0, second / mass - (mean / mass) * (mean / mass));
}

// The grid range [k0, k1]: outside it the P-mass is below `tail` on each side (or zero). With wor
// (item 8) the loss is unbounded on both sides, as at q = 1.
std::pair<long, long> gaussian_grid_range(double q, double mu, Direction dir, bool wor, double h, double tail) {
  const auto above = [&](double ell) { return wor ? wor_tail_p_fast(q, mu, ell) : tail_p_fast(q, mu, dir, ell); };
  double top = 1, bottom = -1;
  while (above(top) > tail && top < 1e6) top *= 2;
  while (1 - above(bottom) > tail && bottom > -1e6) bottom *= 2;
  const bool open_ends = wor || q >= 1;  // no finite end of the loss
  if (!open_ends) {
    const double edge = std::log1p(-q);  // the loss's finite end: log(1-q) (remove) or -log(1-q) (add)
    if (dir == Direction::remove) bottom = std::max(bottom, edge - h);
    if (dir == Direction::add) top = std::min(top, -edge + h);
  }
  // bisect the ends inward (monotone tails), to a tenth of their span
  for (int it = 0; it < 60; ++it) {
    const double mid = top / 2;
    if (mid > 0 && above(mid) <= tail && (open_ends || dir == Direction::remove || mid > -std::log1p(-q))) {
      top = mid;
    } else {
      break;
    }
  }
  for (int it = 0; it < 60; ++it) {
    const double mid = bottom / 2;
    if (mid < 0 && 1 - above(mid) <= tail && (open_ends || dir == Direction::add || mid < std::log1p(-q))) {
      bottom = mid;
    } else {
      break;
    }
  }
  return {static_cast<long>(std::floor(bottom / h)) - 1, static_cast<long>(std::ceil(top / h)) + 1};
}

double up(const Interval& x) { return std::max(0.0, x.upper_double()); }
double down(const Interval& x) { return std::max(0.0, x.lower_double()); }

// The grid range of one step's law (items 4, 7, 8): Laplace's loss lies in [−ε0, ε0].
std::pair<long, long> grid_of(const Mechanism& m, Direction dir, double h, double tail) {
  if (m.laplace) {
    const double e0 = m.eps0.upper_double();
    return {static_cast<long>(std::floor(-e0 / h)) - 1, static_cast<long>(std::ceil(e0 / h)) + 1};
  }
  return gaussian_grid_range(m.q.mid_double(), m.mu.mid_double(), dir, m.wor, h, tail);
}

// A non-certified variance of one step's loss (to refuse early what cannot fit): Laplace's is at most ε0².
double variance_of(const Mechanism& m, Direction dir) {
  if (m.laplace) return numeric::sqr(m.eps0).upper_double();
  return loss_variance_fast(m.q.mid_double(), m.mu.mid_double(), dir, m.wor);
}

// One step's discrete laws (items 2 and 3) on [k0, k1].
struct StepLaws {
  Dist pessimistic, optimistic;
};

StepLaws step_laws(const Mechanism& m, Direction dir, double h, long k0, long k1) {
  const long n = k1 - k0 + 1;
  std::vector<Tails> g;
  g.reserve(static_cast<std::size_t>(n));
  for (long k = k0; k <= k1; ++k) {
    if ((k - k0) % 256 == 0 && numeric::deadline_passed()) return {};  // the caller reports the deadline
    g.push_back(tails_at(m, dir, static_cast<double>(k) * h));
  }
  const Interval hh = Interval::from_double(h, kBits);
  const Interval eh = numeric::exp(hh), em1 = numeric::expm1(hh);
  // bin k (index i = k - k0 >= 1): (P_k, Q_k) = G(ℓ_{k-1}) - G(ℓ_k)
  StepLaws out;
  Dist& pes = out.pessimistic;
  Dist& opt = out.optimistic;
  pes.offset = opt.offset = k0;
  pes.mass.assign(static_cast<std::size_t>(n), 0.0);
  opt.mass.assign(static_cast<std::size_t>(n), 0.0);
  std::vector<Interval> pm(static_cast<std::size_t>(n), Interval::from_int(0, kBits));  // pessimistic masses
  pm[0] = 1 - g[0].p;  // the mass at or below ℓ_{k0}, rounded up to ℓ_{k0}
  std::vector<Interval> pk, qk, el;
  pk.reserve(static_cast<std::size_t>(n));
  qk.reserve(static_cast<std::size_t>(n));
  el.reserve(static_cast<std::size_t>(n));
  for (long i = 0; i < n; ++i) {
    el.push_back(numeric::exp(Interval::from_double(static_cast<double>(k0 + i) * h, kBits)));
    if (i == 0) {
      pk.push_back(Interval::from_int(0, kBits));
      qk.push_back(Interval::from_int(0, kBits));
      continue;
    }
    pk.push_back(detail::clamp0(g[static_cast<std::size_t>(i - 1)].p - g[static_cast<std::size_t>(i)].p));
    qk.push_back(detail::clamp0(g[static_cast<std::size_t>(i - 1)].q - g[static_cast<std::size_t>(i)].q));
  }
  for (long i = 1; i < n; ++i) {
    const auto u = static_cast<std::size_t>(i);
    const Interval a = detail::clamp0((el[u] * qk[u] - pk[u]) / em1);       // to ℓ_{k-1}
    const Interval b = detail::clamp0((eh * pk[u] - el[u] * qk[u]) / em1);  // to ℓ_k
    pm[u - 1] += a;
    pm[u] += b;
  }
  for (std::size_t i = 0; i < pm.size(); ++i) pes.mass[i] = up(pm[i]);
  pes.atom = up(g.back().p);

  // optimistic: the merge chain of item 3. Atom i (1 <= i < n) is bin i, atom n the mass above ℓ_{k1}.
  // The carry pools whole atoms and parts of atoms, all of loss > ℓ_{j-1}; it is emitted at ℓ_j once a
  // fraction β <= 1 of the next atom lifts its loss to exactly ℓ_j, and at ℓ_{j-1} (a round-down)
  // whenever that is not certain.
  const auto atom_p = [&](long i) { return i < n ? pk[static_cast<std::size_t>(i)] : g.back().p; };
  const auto atom_q = [&](long i) { return i < n ? qk[static_cast<std::size_t>(i)] : g.back().q; };
  const Interval zero = Interval::from_int(0, kBits), unit = one(kBits);
  // The carry's P-mass cp and its deficit dc = e^{ℓ_j} Q(carry) - P(carry) >= 0, kept as sums of
  // per-atom differences r (e^{ℓ_j} Q_i - P_i): computing dc from the carry's own P and Q would
  // cancel, and the enclosure would widen by ~1/h per step of the chain.
  Interval cp = zero, dc = zero;
  long target = 0;  // array index j of the carry's grid point ℓ_j; 0 = no carry
  const auto emit = [&](long j, const Interval& mass) { opt.mass[static_cast<std::size_t>(j)] += down(mass); };
  const auto start = [&](const Interval& r, long i) {  // the carry becomes r · atom i, aimed at ℓ_i
    const Interval e = i < n ? el[static_cast<std::size_t>(i)] : zero;
    cp = r * atom_p(i);
    dc = r * (e * atom_q(i) - atom_p(i));
    target = i;
  };
  for (long i = 1; i <= n; ++i) {
    const Interval ap = atom_p(i), aq = atom_q(i);
    if (ap.certainly_le(zero)) continue;  // an empty bin
    if (target == 0 || target >= n) {
      if (target >= n) emit(n - 1, cp);  // (unreachable: the top atom is last)
      start(unit, i);
      continue;
    }
    const Interval& e = el[static_cast<std::size_t>(target)];
    const Interval excess = ap - e * aq;  // > 0: atom i's loss is above ℓ_j
    bool done = false;
    if (excess.certainly_positive() && dc.certainly_nonnegative()) {
      const Interval beta = dc / excess;
      if (beta.certainly_le(unit)) {
        emit(target, cp + beta * ap);
        start(1 - beta, i);
        done = true;
      } else if (unit.certainly_lt(beta)) {
        cp += ap;  // the whole atom, and the carry's loss is still below ℓ_j
        dc -= excess;
        done = true;
      }
    }
    if (!done) {
      emit(target - 1, cp);
      start(unit, i);
    }
  }
  if (target > 0) emit(std::min(target, n) - 1, cp);
  return out;
}

double sqrt_len(std::size_t n) { return std::sqrt(static_cast<double>(n)) * (1 + 2 * kUnit); }

// The tails beyond a window of mass <= tau on each side are moved (item 4).
void window(Dist& d, Side side, double tau) {
  const std::size_t n = d.mass.size();
  std::size_t lo = 0, hi = n;  // keep [lo, hi)
  double below = 0, above = 0;
  while (lo + 1 < n && below + d.mass[lo] <= tau) below += d.mass[lo++];
  while (hi - 1 > lo && above + d.mass[hi - 1] <= tau) above += d.mass[--hi];
  if (lo == 0 && hi == n) return;
  std::vector<double> kept(d.mass.begin() + static_cast<long>(lo), d.mass.begin() + static_cast<long>(hi));
  const double margin = 1 + 3 * static_cast<double>(n + 2) * kUnit;
  if (side == Side::pessimistic) {
    kept.front() = (kept.front() + below) * margin;
    d.atom = (d.atom + above) * margin;
  } else {
    kept.back() = (kept.back() + above) * (2 - margin);  // shrunk by the summation error: a lower bound
  }
  d.offset += static_cast<long>(lo);
  d.mass = std::move(kept);
}

Dist compose(const Dist& x, const Dist& y, Side side, double tau) {
  const numeric::BoundedConvolution c = numeric::convolve_nonnegative(x.mass, y.mass);
  Dist z;
  z.offset = x.offset + y.offset;
  z.mass = c.values;
  const double x1 = numeric::norm1_upper(x.mass), y1 = numeric::norm1_upper(y.mass);
  if (side == Side::pessimistic) z.atom = (x.atom * (y1 + y.atom) + y.atom * x1) * (1 + 8 * kUnit);
  const double margin = 1 + 16 * kUnit;
  z.err = (sqrt_len(z.mass.size()) * c.error_l2 + x.err * (y1 + y.atom) + (x1 + x.atom + x.err) * y.err) * margin;
  window(z, side, tau);
  return z;
}

// (x ⊗ ... ⊗ x) T times by repeated squaring (item 4); empty when a law outgrows max_points.
std::optional<Dist> power(const Dist& x, long steps, Side side, double tau, long max_points) {
  Dist result;
  bool have = false;
  Dist base = x;
  long t = steps;
  const auto fits = [&](const Dist& d) { return static_cast<long>(d.mass.size()) <= max_points; };
  while (t > 0) {
    if ((t & 1) != 0) {
      result = have ? compose(result, base, side, tau) : base;
      have = true;
      if (!fits(result) || numeric::deadline_passed()) return std::nullopt;
    }
    t >>= 1;
    if (t > 0) {
      base = compose(base, base, side, tau);
      if (!fits(base) || numeric::deadline_passed()) return std::nullopt;
    }
  }
  return result;
}

// Certified bound on δ_T(ε) of the discrete law (item 5): upper (pessimistic) or lower (optimistic).
double delta_bound(const Dist& d, Side side, double eps, double h, const Interval& rho) {
  const std::size_t n = d.mass.size();
  // first index with ℓ_i > ε
  const double first = std::floor(eps / h) + 1 - static_cast<double>(d.offset);
  const std::size_t s = first <= 0 ? 0 : static_cast<std::size_t>(std::min(first, static_cast<double>(n)));
  const double m1 = numeric::norm1_upper(d.mass);
  double sum = 0;
  if (s < n) {
    const double ell_s = static_cast<double>(d.offset + static_cast<long>(s)) * h;
    const Interval b = numeric::exp(Interval::from_double(eps, 64) - Interval::from_double(ell_s, 64));
    const bool upper = side == Side::pessimistic;
    double w = upper ? b.lower_double() : b.upper_double();
    const double r = upper ? rho.lower_double() : rho.upper_double();
    for (std::size_t i = s; i < n; ++i) {
      sum += d.mass[i] * std::max(0.0, 1 - w);
      w *= r;
    }
  }
  const double nn = static_cast<double>(n) + 4;
  if (side == Side::pessimistic) return sum * (1 + 3 * nn * kUnit) + nn * kUnit * m1 + d.err + d.atom;
  return std::max(0.0, sum * (1 - 3 * nn * kUnit) - 2 * nn * kUnit * m1 - d.err);
}

struct Composed {
  Dist pessimistic, optimistic;
  long step_points = 0;
};

// One phase of a schedule: `steps` steps of one mechanism.
struct PhaseLaw {
  Mechanism m;
  long steps = 1;
};

// The schedule's composed laws in one direction at grid h (items 2-4): each phase's step laws raised
// to its number of steps, the phases composed in order. Phases with q = 0 (P = Q) contribute nothing.
Result<Composed> composed(const char* fn, const std::vector<PhaseLaw>& phases, Direction dir, double h, double tau,
                          long max_points) {
  double total = 0;
  for (const PhaseLaw& ph : phases) total += static_cast<double>(ph.steps);
  Composed c;
  bool have = false;
  for (const PhaseLaw& ph : phases) {
    if (ph.m.q.certainly_le(Interval::from_int(0, kBits))) continue;
    const auto [k0, k1] = grid_of(ph.m, dir, h, tau / total);
    if (k1 - k0 + 1 > max_points)
      return numeric::Error{numeric::ErrorKind::accuracy_not_met,
                            std::string(fn) + ": the loss grid at h = " + std::to_string(h) + " needs " +
                                std::to_string(k1 - k0 + 1) + " points, above the cap."};
    {  // the composed law spans ~±10 standard deviations of the sum: refuse early what cannot fit
      const double var = variance_of(ph.m, dir);
      const double predicted =
          static_cast<double>(k1 - k0 + 1) + 20 * std::sqrt(static_cast<double>(ph.steps) * var) / h;
      if (predicted > static_cast<double>(max_points))
        return numeric::Error{numeric::ErrorKind::accuracy_not_met,
                              std::string(fn) + ": the composed law at h = " + std::to_string(h) + " would need ~" +
                                  std::to_string(static_cast<long>(predicted)) + " points, above the cap of " +
                                  std::to_string(max_points) + "."};
    }
    StepLaws laws;
    if (ph.m.laplace && !detail::is_point(ph.m.eps0)) {
      // An enclosure of ε0 (b = 0.1: [10 − 2e-15, 10 + 2e-15]) leaves open on which side of a grid
      // point the atom at ε0 lies, and the hull of the two cases made the bins useless (no finite
      // bound). The profile grows with ε0 for every real ε (T = 1: 1 − e^ε below −ε0, 1 − e^{(ε−ε0)/2}
      // on [−ε0, ε0], 0 above; each piece and each switch is nondecreasing in ε0), so the pairs are
      // ordered by Blackwell's theorem, and composition keeps the order: the upper law at the upper
      // end of ε0, the lower law at its lower end, each a point.
      Mechanism top = ph.m, bottom = ph.m;
      top.eps0 = detail::upper_point(ph.m.eps0);
      bottom.eps0 = detail::lower_point(ph.m.eps0);
      laws.pessimistic = std::move(step_laws(top, dir, h, k0, k1).pessimistic);
      laws.optimistic = std::move(step_laws(bottom, dir, h, k0, k1).optimistic);
    } else {
      laws = step_laws(ph.m, dir, h, k0, k1);
    }
    if (numeric::deadline_passed()) return numeric::deadline_error(fn, "the loss grid h = " + std::to_string(h));
    c.step_points = std::max(c.step_points, k1 - k0 + 1);
    std::optional<Dist> pp = power(laws.pessimistic, ph.steps, Side::pessimistic, tau, max_points);
    std::optional<Dist> op = pp ? power(laws.optimistic, ph.steps, Side::optimistic, tau, max_points) : std::nullopt;
    if (numeric::deadline_passed()) return numeric::deadline_error(fn, "the composition at h = " + std::to_string(h));
    if (!pp || !op)
      return numeric::Error{numeric::ErrorKind::accuracy_not_met,
                            std::string(fn) + ": the composed law at h = " + std::to_string(h) +
                                " exceeds the cap of " + std::to_string(max_points) + " points."};
    Dist p = std::move(*pp), o = std::move(*op);
    if (have) {
      p = compose(c.pessimistic, p, Side::pessimistic, tau);
      o = compose(c.optimistic, o, Side::optimistic, tau);
    }
    c.pessimistic = std::move(p);
    c.optimistic = std::move(o);
    have = true;
    if (static_cast<long>(c.pessimistic.mass.size()) > max_points ||
        static_cast<long>(c.optimistic.mass.size()) > max_points)
      return numeric::Error{numeric::ErrorKind::accuracy_not_met,
                            std::string(fn) + ": the composed law exceeds the cap."};
  }
  if (!have) {  // every phase has q = 0: the loss is 0 surely
    c.pessimistic.mass = {1.0};
    c.optimistic.mass = {1.0};
  }
  return c;
}

// ε enclosure of one direction at one grid (item 6): each end from its own law.
double top_loss(const Dist& d, double h) {
  return static_cast<double>(d.offset + static_cast<long>(d.mass.size())) * h + 1;
}

// hi: a point where the pessimistic (upper) δ is <= δ; +inf when even the top of the grid misses.
double eps_upper(const Dist& p, double delta, double h, const Interval& rho) {
  if (delta_bound(p, Side::pessimistic, 0, h, rho) <= delta) return 0;
  double a = 0, b = std::max(1.0, top_loss(p, h));
  if (delta_bound(p, Side::pessimistic, b, h, rho) > delta) return std::numeric_limits<double>::infinity();
  for (int it = 0; it < 64 && b - a > 1e-12 * b; ++it) {
    const double mid = 0.5 * (a + b);
    (delta_bound(p, Side::pessimistic, mid, h, rho) <= delta ? b : a) = mid;
  }
  return b;
}

// lo: a point where the optimistic (lower) δ exceeds δ, or 0.
double eps_lower(const Dist& o, double delta, double h, const Interval& rho) {
  if (delta_bound(o, Side::optimistic, 0, h, rho) <= delta) return 0;
  double a = 0, b = std::max(1.0, top_loss(o, h));
  for (int it = 0; it < 64 && b - a > 1e-12 * b; ++it) {
    const double mid = 0.5 * (a + b);
    (delta_bound(o, Side::optimistic, mid, h, rho) > delta ? a : b) = mid;
  }
  return a;
}

// The domain every mechanism shares: a noise scale (σ, or Laplace's b) in [1/64, 1000] and 1 to 10^6 steps.
Result<bool> check_scale_and_steps(const char* fn, const char* name, const Interval& scale, long steps) {
  if (scale.is_nan()) return numeric::domain_error(fn, name, "[1/64, 1000]", "NaN");
  PB_TRY(bool sf, check_finite(fn, name, scale, "[1/64, 1000]"));
  (void)sf;
  if (!Interval::from_int(1, scale.bits()).certainly_le(scale * 64) ||
      !scale.certainly_le(Interval::from_int(1000, scale.bits())))
    return numeric::domain_error(fn, name, "[1/64, 1000]", shown(scale));
  if (steps < 1 || steps > 1000000)
    return numeric::domain_error(fn, "steps", "the integers in [1, 10^6]", std::to_string(steps));
  return true;
}

Result<Mechanism> mechanism(const char* fn, const Interval& q, const Interval& sigma, long steps) {
  if (q.is_nan()) return numeric::domain_error(fn, "q", "[0, 1]", "NaN");
  if (sigma.is_nan()) return numeric::domain_error(fn, "sigma", "[1/64, 1000]", "NaN");
  PB_TRY(bool qq, check_between(fn, "q", q, 0, 1, "[0, 1]"));
  (void)qq;
  PB_TRY(bool sn, check_scale_and_steps(fn, "sigma", sigma, steps));
  (void)sn;
  Mechanism m{q.with_bits(kBits), 1 / sigma.with_bits(kBits)};
  m.half_mu2 = numeric::sqr(m.mu) / 2;
  m.cache = std::make_shared<std::unordered_map<double, Tails>>();
  return m;
}

// Item 8: the remove pair's μ = 1/σ, σ relative to the replace-one sensitivity.
Result<Mechanism> wor_mechanism(const char* fn, const Interval& q, const Interval& sigma, long steps) {
  PB_TRY(Mechanism m, mechanism(fn, q, sigma, steps));
  m.wor = true;
  return m;
}

Result<Mechanism> laplace_mechanism(const char* fn, const Interval& b, long steps) {
  PB_TRY(bool bn, check_scale_and_steps(fn, "b", b, steps));
  (void)bn;
  Mechanism m{Interval::from_int(1, kBits), Interval::from_int(1, kBits)};
  m.laplace = true;
  m.eps0 = 1 / b.with_bits(kBits);
  return m;
}

// The grid refinement shared by ε(δ) and δ(ε): `bracket` gives one direction's [lo, hi] at one grid.
template <class Bracket>
Result<PldResult> refine(const char* fn, const std::vector<PhaseLaw>& phases, double target, const PldOptions& o,
                         double abs_width, Bracket bracket, bool delta_mode = false) {
  // q = 1 in every phase: the add pair (N(0,1), N(μ,1)) is the remove pair reflected by x -> μ - x in
  // every coordinate, the same curve, so one direction suffices (so for Laplace, item 7, and for the
  // symmetric pair of item 8)
  bool all_full = true, all_wor = true;
  for (const PhaseLaw& ph : phases) {
    all_full = all_full && one_direction(ph.m);
    all_wor = all_wor && ph.m.wor;
  }
  PldResult best;
  double lo = 0, hi = std::numeric_limits<double>::infinity();
  // Refinement that has stopped narrowing: halving h halves the discretisation error, so a width that
  // shrinks by less than 10 % on two grids in a row is held by the float and truncation terms, which a
  // finer grid does not reduce (it only doubles the cost). Counted while both ends say something (with
  // lo = 0, the optimistic law still at 0, or δ's hi clamped at 1, the width is the other end's value,
  // which need not shrink like h, and a finer grid can still lift lo or lower hi), and in δ mode also
  // when hi is within 4x the certified float error (the exact δ is below what the FFT bound resolves:
  // lo stays 0 at every grid, 31 s to the finest grid at q = 0.01, σ = 1, T = 1000, ε = 5).
  double prev_width = std::numeric_limits<double>::infinity();
  int stalled = 0;
  for (int lg = o.coarsest_log2; lg <= o.finest_log2; ++lg) {
    const double h = std::ldexp(1.0, -lg);
    const Interval rho = numeric::exp(-Interval::from_double(h, 64));
    double lo_g = 0, hi_g = 0;
    std::string worst;
    long step_points = 0, composed_points = 0;
    double ferr = 0;
    bool fits = true;
    for (const Direction dir : {Direction::remove, Direction::add}) {
      if (dir == Direction::add && all_full) break;
      // the tails moved per window: a 1e-4 share of the target over ~256 windows, but not below the FFT
      // noise floor (~1e-18 per entry; a window must be able to trim it, else the laws grow with T)
      auto c = composed(fn, phases, dir, h, std::max(1e-4 * target / (4 * 64), 1e-13), o.max_points);
      if (!c.ok()) {
        if (lg == o.coarsest_log2) return c.error();
        fits = false;  // a finer grid does not fit: keep the last one
        break;
      }
      const auto [l, u] = bracket(*c, h, rho);
      lo_g = std::max(lo_g, l);
      if (u >= hi_g) {
        hi_g = u;
        worst = all_wor ? "replace" : dir == Direction::remove ? "remove" : "add";
        step_points = c->step_points;
        composed_points = static_cast<long>(c->pessimistic.mass.size());
        ferr = c->pessimistic.err;
      }
    }
    if (!fits) break;
    // every grid gives a valid enclosure: keep the intersection
    lo = std::max(lo, lo_g);
    if (hi_g < hi) {
      hi = hi_g;
      best.grid = h;
      best.step_points = step_points;
      best.composed_points = composed_points;
      best.float_error = ferr;
      best.neighbours = worst.empty() ? (all_wor ? "replace" : "remove") : worst;
    }
    if (hi <= (1 + o.rel_width) * lo || hi - lo <= abs_width) break;
    if (o.decide >= 0 && (hi <= o.decide || lo > o.decide)) break;  // a calibration probe is decided
    if (2 * composed_points > o.refine_points) break;               // the next grid would double an already long run
    const double width = hi - lo;
    const bool informative =
        std::isfinite(width) && ((lo > 0 && !(delta_mode && hi >= 1)) || (delta_mode && hi <= 4 * best.float_error));
    stalled = informative && width > 0.9 * prev_width ? stalled + 1 : 0;
    if (stalled >= 2) break;
    prev_width = width;
  }
  if (!std::isfinite(hi))
    return numeric::Error{numeric::ErrorKind::accuracy_not_met,
                          std::string(fn) + ": no finite certified bound at the finest grid (delta too small?)."};
  lo = std::min(lo, hi);
  if (best.grid == 0) best.grid = std::ldexp(1.0, -o.coarsest_log2);
  best.value = Interval::from_double_bounds(lo, hi, 64);
  return best;
}

// ε(δ) and δ(ε) of a schedule of phases (items 5 and 6), for every mechanism.
Result<PldResult> eps_of_phases(const char* fn, const std::vector<PhaseLaw>& phases, const Interval& delta,
                                const PldOptions& options) {
  if (delta.is_nan()) return numeric::domain_error(fn, "delta", "[1e-12, 1)", "NaN");
  PB_TRY(bool dd, check_delta(fn, delta));
  (void)dd;
  const double d = delta.lower_double();
  if (!(d >= 1e-12)) return numeric::domain_error(fn, "delta", "[1e-12, 1)", delta.upper_decimal(6));
  // hi is certified against the lower end of δ and lo against the upper end, so an inexact δ
  // (a decimal not representable in binary) widens the enclosure on both sides.
  const double d_hi = delta.upper_double();
  return refine(fn, phases, d, options, 1e-6, [&](const Composed& c, double h, const Interval& rho) {
    return std::pair<double, double>{eps_lower(c.optimistic, d_hi, h, rho), eps_upper(c.pessimistic, d, h, rho)};
  });
}

Result<PldResult> delta_of_phases(const char* fn, const std::vector<PhaseLaw>& phases, const Interval& eps,
                                  const PldOptions& options) {
  if (eps.is_nan()) return numeric::domain_error(fn, "eps", "[0, 100]", "NaN");
  PB_TRY(bool ee, check_between(fn, "eps", eps, 0, 100, "[0, 100]"));
  (void)ee;
  // δ_T is nonincreasing in ε: the upper bound at the lower end of ε, the lower bound at the upper end
  const double e_lo = eps.lower_double(), e_hi = eps.upper_double();
  return refine(
      fn, phases, 1e-12, options, 1e-12,
      [&](const Composed& c, double h, const Interval& rho) {
        // δ <= 1 always: the rounding margins may not push the upper end past it
        return std::pair<double, double>{std::min(1.0, delta_bound(c.optimistic, Side::optimistic, e_hi, h, rho)),
                                         std::min(1.0, delta_bound(c.pessimistic, Side::pessimistic, e_lo, h, rho))};
      },
      true);
}

}  // namespace pld_internal
}  // namespace

numeric::Result<PldResult> eps_subsampled_gaussian_pld(const numeric::Interval& q, const numeric::Interval& sigma,
                                                       long steps, const numeric::Interval& delta,
                                                       const PldOptions& options) {
  using namespace pld_internal;  // NOLINT(google-build-using-namespace)
  static const char* fn = "eps_subsampled_gaussian_pld";
  PB_TRY(Mechanism m, mechanism(fn, q, sigma, steps));
  return eps_of_phases(fn, {{m, steps}}, delta, options);
}

numeric::Result<PldResult> delta_subsampled_gaussian_pld(const numeric::Interval& q, const numeric::Interval& sigma,
                                                         long steps, const numeric::Interval& eps,
                                                         const PldOptions& options) {
  using namespace pld_internal;  // NOLINT(google-build-using-namespace)
  static const char* fn = "delta_subsampled_gaussian_pld";
  PB_TRY(Mechanism m, mechanism(fn, q, sigma, steps));
  return delta_of_phases(fn, {{m, steps}}, eps, options);
}

numeric::Result<PldResult> eps_wor_gaussian_pld(const numeric::Interval& q, const numeric::Interval& sigma, long steps,
                                                const numeric::Interval& delta, const PldOptions& options) {
  using namespace pld_internal;  // NOLINT(google-build-using-namespace)
  static const char* fn = "eps_wor_gaussian_pld";
  PB_TRY(Mechanism m, wor_mechanism(fn, q, sigma, steps));
  return eps_of_phases(fn, {{m, steps}}, delta, options);
}

numeric::Result<PldResult> delta_wor_gaussian_pld(const numeric::Interval& q, const numeric::Interval& sigma,
                                                  long steps, const numeric::Interval& eps, const PldOptions& options) {
  using namespace pld_internal;  // NOLINT(google-build-using-namespace)
  static const char* fn = "delta_wor_gaussian_pld";
  PB_TRY(Mechanism m, wor_mechanism(fn, q, sigma, steps));
  return delta_of_phases(fn, {{m, steps}}, eps, options);
}

numeric::Result<PldResult> eps_laplace_pld(const numeric::Interval& b, long steps, const numeric::Interval& delta,
                                           const PldOptions& options) {
  using namespace pld_internal;  // NOLINT(google-build-using-namespace)
  static const char* fn = "eps_laplace_pld";
  PB_TRY(Mechanism m, laplace_mechanism(fn, b, steps));
  return eps_of_phases(fn, {{m, steps}}, delta, options);
}

numeric::Result<PldResult> delta_laplace_pld(const numeric::Interval& b, long steps, const numeric::Interval& eps,
                                             const PldOptions& options) {
  using namespace pld_internal;  // NOLINT(google-build-using-namespace)
  static const char* fn = "delta_laplace_pld";
  PB_TRY(Mechanism m, laplace_mechanism(fn, b, steps));
  return delta_of_phases(fn, {{m, steps}}, eps, options);
}

}  // namespace privbound::bounds::accounting

namespace privbound::bounds::accounting {

numeric::Result<PldResult> eps_subsampled_gaussian_schedule_pld(const std::vector<Phase>& phases,
                                                                const numeric::Interval& delta,
                                                                const PldOptions& options) {
  using namespace pld_internal;  // NOLINT(google-build-using-namespace)
  static const char* fn = "eps_subsampled_gaussian_schedule_pld";
  if (phases.empty() || phases.size() > 1000)
    return numeric::domain_error(fn, "phases", "1 to 1000 phases", std::to_string(phases.size()));
  std::vector<PhaseLaw> laws;
  long total = 0;
  for (const Phase& ph : phases) {
    PB_TRY(Mechanism m, mechanism(fn, ph.q, ph.sigma, ph.steps));
    laws.push_back({m, ph.steps});
    total += ph.steps;
    if (total > 1000000) return numeric::domain_error(fn, "steps", "a total <= 10^6", "above 10^6");
  }
  if (delta.is_nan()) return numeric::domain_error(fn, "delta", "[1e-12, 1)", "NaN");
  PB_TRY(bool dd, check_delta(fn, delta));
  (void)dd;
  const double d = delta.lower_double(), d_hi = delta.upper_double();
  if (!(d >= 1e-12)) return numeric::domain_error(fn, "delta", "[1e-12, 1)", delta.upper_decimal(6));
  return refine(fn, laws, d, options, 1e-6, [&](const Composed& c, double h, const Interval& rho) {
    return std::pair<double, double>{eps_lower(c.optimistic, d_hi, h, rho), eps_upper(c.pessimistic, d, h, rho)};
  });
}

namespace {
namespace pld_calibration {

using numeric::Interval;
using numeric::Result;

enum class Verdict { feasible, infeasible, undecided };

struct Probe {
  Verdict verdict = Verdict::undecided;
  PldResult result;
};

Probe judge(const PldResult& r, const Interval& target) {
  Probe p{Verdict::undecided, r};
  if (r.value.certainly_le(target)) p.verdict = Verdict::feasible;
  if (target.certainly_lt(r.value)) p.verdict = Verdict::infeasible;
  return p;
}

// A probe that the accountant could not finish within its caps (kind accuracy_not_met) is undecided;
// every other error ends the calibration.
Result<Probe> judged(const Result<PldResult>& r, const Interval& target) {
  if (r.ok()) return judge(*r, target);
  if (r.error().kind == numeric::ErrorKind::accuracy_not_met) {
    Probe undecided;  // verdict undecided
    return undecided;
  }
  return r.error();
}

Result<bool> check_calibration_target(const char* fn, const Interval& eps_target, const Interval& delta) {
  if (eps_target.is_nan()) return numeric::domain_error(fn, "eps", "(0, 100]", "NaN");
  if (delta.is_nan()) return numeric::domain_error(fn, "delta", "[1e-12, 1)", "NaN");
  PB_TRY(bool e, check_between(fn, "eps", eps_target, 0, 100, "(0, 100]"));
  (void)e;
  if (!eps_target.certainly_positive()) return numeric::domain_error(fn, "eps", "(0, 100]", shown(eps_target));
  PB_TRY(bool d, check_delta(fn, delta));
  (void)d;
  return true;
}

Result<bool> check_rel_tol(const char* fn, double rel_tol) {
  if (!(rel_tol >= 1e-6 && rel_tol <= 0.5))
    return numeric::domain_error(fn, "rel_tol", "[1e-6, 0.5]", std::isnan(rel_tol) ? "NaN" : std::to_string(rel_tol));
  return true;
}

// The ε a calibration inverts (PldSampling).
Result<PldResult> eps_sampled(PldSampling sampling, const Interval& q, const Interval& sigma, long steps,
                              const Interval& delta, const PldOptions& options) {
  if (sampling == PldSampling::without_replacement) return eps_wor_gaussian_pld(q, sigma, steps, delta, options);
  return eps_subsampled_gaussian_pld(q, sigma, steps, delta, options);
}

// Bisection of a monotone verdict between a feasible x = f (the accountant's result there: at_f) and an
// infeasible (or unproven) x = g (doubles, geometric midpoints; integer midpoints for T). Returns the
// proven ends: the last feasible probe and the last infeasible one minus one count for integers.
template <class Eval>
Result<PldCalibration> bisect(double f, const PldResult& at_f, double g, double rel_tol, bool integer, Eval eval) {
  PldCalibration out;
  out.at_safe = at_f;
  for (int it = 0; it < 200; ++it) {
    const double lo = std::min(f, g), hi = std::max(f, g);
    if (integer ? hi - lo <= 1 : hi <= lo * (1 + rel_tol)) break;
    double mid = std::sqrt(lo * hi);
    if (integer) mid = std::floor(0.5 * (lo + hi));
    PB_TRY(Probe p, eval(mid));
    if (p.verdict == Verdict::feasible) {
      f = mid;
      out.at_safe = p.result;
    } else if (p.verdict == Verdict::infeasible) {
      g = mid;
    } else {
      break;
    }
  }
  if (integer) g -= 1;  // the last infeasible count minus one bounds T* (only T is an integer search)
  out.value = Interval::from_double_bounds(std::min(f, g), std::max(f, g), 64);
  return out;
}

}  // namespace pld_calibration
}  // namespace

numeric::Result<PldCalibration> calibrate_sigma_pld(const numeric::Interval& q, long steps,
                                                    const numeric::Interval& eps_target, const numeric::Interval& delta,
                                                    double rel_tol, const PldOptions& options, PldSampling sampling) {
  using namespace pld_calibration;  // NOLINT(google-build-using-namespace)
  static const char* fn = "calibrate_sigma_pld";
  PB_TRY(bool t, check_calibration_target(fn, eps_target, delta));
  PB_TRY(bool r, check_rel_tol(fn, rel_tol));
  (void)t;
  (void)r;
  if (!q.certainly_positive()) return numeric::domain_error(fn, "q", "(0, 1]", shown(q));
  PldOptions probe_options = options;
  probe_options.decide = eps_target.mid_double();
  const auto eval = [&](double sigma) -> Result<Probe> {
    return judged(eps_sampled(sampling, q, Interval::from_double(sigma, 64), steps, delta, probe_options), eps_target);
  };
  PB_TRY(Probe top, eval(1000));
  if (top.verdict != Verdict::feasible)
    return numeric::Error{numeric::ErrorKind::invalid_input,
                          std::string(fn) + ": the target is not certified at sigma = 1000, the largest searched."};
  // halving down to the first certified miss: the probes stay near σ*, where the laws are small
  double f = 1000, g = 0;
  PldResult safe = top.result;
  for (double s = 500; s >= 1.0 / 64; s /= 2) {
    PB_TRY(Probe p, eval(s));
    if (p.verdict == Verdict::feasible) {
      f = s;
      safe = p.result;
      continue;
    }
    if (p.verdict == Verdict::infeasible) g = s;
    break;
  }
  if (g == 0) return PldCalibration{Interval::from_double_bounds(0, f, 64), safe};  // no proven miss
  return bisect(f, safe, g, rel_tol, false, eval);
}

numeric::Result<PldCalibration> calibrate_steps_pld(const numeric::Interval& q, const numeric::Interval& sigma,
                                                    const numeric::Interval& eps_target, const numeric::Interval& delta,
                                                    const PldOptions& options, PldSampling sampling) {
  using namespace pld_calibration;  // NOLINT(google-build-using-namespace)
  static const char* fn = "calibrate_steps_pld";
  PB_TRY(bool t, check_calibration_target(fn, eps_target, delta));
  (void)t;
  if (!q.certainly_positive()) return numeric::domain_error(fn, "q", "(0, 1]", shown(q));
  PldOptions probe_options = options;
  probe_options.decide = eps_target.mid_double();
  const auto eval = [&](double steps) -> Result<Probe> {
    return judged(eps_sampled(sampling, q, sigma, static_cast<long>(steps), delta, probe_options), eps_target);
  };
  PB_TRY(Probe one_step, eval(1));
  if (one_step.verdict != Verdict::feasible)
    return numeric::Error{numeric::ErrorKind::invalid_input,
                          std::string(fn) + ": the target is not certified after one step."};
  // doubling to the first certified miss (or 10^6)
  double f = 1, g = 2;
  PldResult safe = one_step.result;
  for (;; g = std::min(2 * g, 1e6)) {
    PB_TRY(Probe p, eval(g));
    if (p.verdict == Verdict::feasible) {
      f = g;
      safe = p.result;
      if (g >= 1e6) return PldCalibration{Interval::from_double(1e6, 64), p.result};
      continue;
    }
    if (p.verdict == Verdict::undecided) g = 1e6 + 1;  // no proven miss: the far end is the domain's
    break;
  }
  return bisect(f, safe, g, 0, true, eval);
}

numeric::Result<PldCalibration> calibrate_q_pld(const numeric::Interval& sigma, long steps,
                                                const numeric::Interval& eps_target, const numeric::Interval& delta,
                                                double rel_tol, const PldOptions& options, PldSampling sampling) {
  using namespace pld_calibration;  // NOLINT(google-build-using-namespace)
  static const char* fn = "calibrate_q_pld";
  PB_TRY(bool t, check_calibration_target(fn, eps_target, delta));
  PB_TRY(bool r, check_rel_tol(fn, rel_tol));
  (void)t;
  (void)r;
  PldOptions probe_options = options;
  probe_options.decide = eps_target.mid_double();
  const auto eval = [&](double q) -> Result<Probe> {
    return judged(eps_sampled(sampling, Interval::from_double(q, 64), sigma, steps, delta, probe_options), eps_target);
  };
  PB_TRY(Probe full, eval(1));
  if (full.verdict == Verdict::feasible) return PldCalibration{Interval::from_double(1, 64), full.result};
  // halving down to the first certified success
  double g = 1;
  for (double q = 0.5;; q /= 2) {
    if (q < 1e-9)
      return numeric::Error{numeric::ErrorKind::invalid_input,
                            std::string(fn) + ": the target is not certified at q = 1e-9, the smallest searched."};
    PB_TRY(Probe p, eval(q));
    if (p.verdict == Verdict::feasible) return bisect(q, p.result, g, rel_tol, false, eval);
    if (p.verdict == Verdict::infeasible) g = q;
  }
}

}  // namespace privbound::bounds::accounting
