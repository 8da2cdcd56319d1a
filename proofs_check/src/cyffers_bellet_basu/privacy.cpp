// Seed 001 (Cyffers, Bellet, Basu) privacy claims on instances (solvers/cyffers_bellet_basu: the algorithms as
// printed, in hp) and exact divergences:
//   gaussian_renyi: D_alpha(N(0, sigma^2) || N(a, sigma^2)) = alpha a^2/(2 sigma^2) (L874, L940), by quadrature
//   sensC2.argmin(_corrected): the x-update's argmin moves by at most 2 L gamma/(n omega_A) (L845) /
//       2 L gamma/(n omega_A^2), on A = diag(d_1, d_2) with an absolute loss (the updates computed)
//   sensC2.eq27(_corrected): |T(u) - T'(u)| = 2 lambda |A(x - x')| <= (27) / 4 lambda L gamma/(n omega_A)
//   sensC2.block: on Algorithm 2 as printed, |x_i - x_i'| <= 2 L gamma and |T(u)_i - T'(u)_i| <= 4 lambda L gamma
//   sensC2.eq28(_derived): |T(u) - T'(u)| <= 4 lambda L gamma/n for Algorithm 2 as printed (prox_{gamma f_i}) /
//       as B.3 derives it (prox_{gamma f_i/n}, prox_{gamma r/n})
//   thm2.exact(_derived): the exact Renyi divergence of Algorithm 2's output z_2 (r = 0: a Gaussian) <= Theorem 2
//       at K = 2
//   thm10.aggregate(_exact): the exact divergence of the server's sum of m noised updates (one changed) <=
//       eps_loc/m^2 / = eps_loc/m
//   lemmaC1.exact: on Lemma C.1's certified admissible orders, the exact Poisson subsampled-Gaussian RDP (the
//       accountant) is at most 2 alpha q^2/sigma^2
//   lemmaC1.sensitivity(_corrected): with a sensitivity Delta and the conditions at sigma (printed) / at the noise
//       multiplier sigma/Delta, the exact RDP against 2 alpha q^2 Delta^2/sigma^2
//   thm10.subsampling_step(_corrected): Theorem 10's subsampling step under its hypotheses at sigma (printed base
//       eps_loc/m^2) / at the exact aggregate's multiplier, against the exact subsampled RDP
#include <boost/math/constants/constants.hpp>
#include <cmath>
#include <functional>
#include <string>
#include <vector>

#include "common.hpp"
#include "privbound/bounds/accounting/subsampled.hpp"
#include "privbound/bounds/cyffers_bellet_basu/cyffers_bellet_basu.hpp"
#include "privbound/solvers/cyffers_bellet_basu/private_admm.hpp"

namespace privbound::proofs_check::cyffers_bellet_basu {
namespace {

using numeric::hp_float;
using numeric::HpVector;
using numeric::Interval;
using numeric::Rational;
using numeric::ScopedHpPrecision;
namespace cbb = bounds::cyffers_bellet_basu;
namespace sv = solvers::cyffers_bellet_basu;
using solvers::Rng;

hp_float hq(long num, long den) { return solvers::to_hp(Rational(num, den)); }

// D_alpha(N(0, s^2) || N(a, s^2)) in one dimension by composite Gauss-Legendre quadrature of p^alpha q^(1-alpha) over
// alpha a +- 40 s (the integrand is a Gaussian bump there; the tails beyond are below e^-800 of its mass).
hp_float renyi_gauss_quadrature(const hp_float& alpha, const hp_float& a, const hp_float& s) {
  const hp_float two_s2 = 2 * s * s;
  auto f = [&](const hp_float& z) {
    return exp(-(alpha * (z - a) * (z - a) + (1 - alpha) * z * z) / two_s2) /
           sqrt(boost::math::constants::pi<hp_float>() * two_s2);
  };
  const hp_float c = alpha * a;
  return log(gauss_legendre_24(f, c - 40 * s, c + 40 * s, 64)) / (alpha - 1);
}

// The accuracy of renyi_gauss_quadrature: the rule's nodes are doubles (about 1e-15 relative on the integral I), and
// D = log(I)/(alpha - 1) turns that into an absolute error of about 1e-15/(alpha - 1): 1e-11 relative plus 1e-13
// absolute.
double quadrature_tolerance(double value) { return 1e-11 * value + 1e-13; }

Verdict gaussian_renyi_check(long a_num, long s_num, long alpha_num, bool drop_alpha, unsigned bits) {
  ScopedHpPrecision prec(hp_bits(bits));
  const hp_float alpha = hq(alpha_num, 4), a = hq(a_num, 8), s = hq(s_num, 8);
  const hp_float exact = renyi_gauss_quadrature(alpha, a, s);
  const hp_float formula = (drop_alpha ? hp_float(1) : alpha) * a * a / (2 * s * s);
  const double sc = std::max(1e-300, to_d(formula));
  Verdict v = verdict_le(std::fabs(to_d(exact - formula)), quadrature_tolerance(sc), sc, 0);
  v.lhs = to_d(exact);
  v.rhs = to_d(formula);
  v.instance = {{"alpha", frac(alpha_num, 4)}, {"a", frac(a_num, 8)}, {"sigma", frac(s_num, 8)}};
  return v;
}

// ---- the general case: A = diag(d_1, d_2), an absolute loss f_j = L |x_c - b| on the coordinate c of the smaller
// d, all other f_i = 0, neighbour b' = -b, the x-update's quadratic centred at w = 0 ----------------------------------
struct ArgminPoint {
  hp_float dx, dT, L, gamma, lambda, dmin, dmax;
  long n;
};
ArgminPoint argmin_point(long d1, long d2, long n, long b, long g, long l) {
  ArgminPoint r;
  r.n = n;
  r.gamma = hq(g, 4);
  r.lambda = hq(l, 4);
  r.L = 1;
  const hp_float D1 = hq(d1, 16), D2 = hq(d2, 16);
  r.dmin = D1 < D2 ? D1 : D2;
  r.dmax = D1 < D2 ? D2 : D1;
  // argmin_x (1/n) L |x_c - b| + (1/(2 gamma)) |A x|^2: the prox of L|. - b| at step gamma/(n d_c^2), at 0 (the other
  // coordinate is 0)
  sv::LocalLoss f, f2;
  f.kind = f2.kind = sv::Loss::absolute;
  f.a = f2.a = HpVector::Ones(1);
  f.b = hq(b, 4);
  f2.b = -f.b;
  const hp_float t = r.gamma / (hp_float(n) * r.dmin * r.dmin);
  const HpVector v = HpVector::Zero(1);
  r.dx = (f.prox(v, t) - f2.prox(v, t)).norm();
  r.dT = 2 * r.lambda * r.dmin * r.dx;  // |2 lambda A (x - x')|, x - x' along coordinate c
  return r;
}
std::vector<std::pair<std::string, std::string>> argmin_text(long d1, long d2, long n, long b, long g, long l) {
  return {
      {"A", "diag(" + frac(d1, 16) + ", " + frac(d2, 16) + ")"},
      {"n", str(n)},
      {"f_j", "|x_c - " + frac(b, 4) + "| (c: the smaller d), f_j' = |x_c + " + frac(b, 4) + "|, f_i = 0 otherwise"},
      {"L", "1"},
      {"gamma", frac(g, 4)},
      {"lambda", frac(l, 4)},
      {"w", "0"}};
}

// which: 0 argmin printed, 1 argmin corrected, 2 (27) printed, 3 (27) corrected; `half` (control) halves the bound.
Verdict general_check(int which, const Point& p, bool half, unsigned bits) {
  ScopedHpPrecision prec(hp_bits(bits));
  const ArgminPoint r = argmin_point(p[0], p[1], p[2], p[3], p[4], p[5]);
  const hp_float n(r.n);
  hp_float lhs = which < 2 ? r.dx : r.dT, rhs;
  switch (which) {
    case 0:
      rhs = 2 * r.L * r.gamma / (n * r.dmin);
      break;
    case 1:
      rhs = 2 * r.L * r.gamma / (n * r.dmin * r.dmin);
      break;
    case 2:
      rhs = 4 * r.lambda * r.L * r.gamma * r.dmax / (n * r.dmin);
      break;
    default:
      rhs = 4 * r.lambda * r.L * r.gamma / (n * r.dmin);
      break;
  }
  if (half) rhs /= 2;
  Verdict v = verdict_le(to_d(lhs), to_d(rhs), to_d(rhs), tolerance(hp_bits(bits)));
  v.instance = argmin_text(p[0], p[1], p[2], p[3], p[4], p[5]);
  return v;
}

// ---- the consensus case on Algorithm 2 -------------------------------------------------------------------------
// n users, p dimensions, loss kind (0 absolute, 1 Huber, 2 logistic), random data from `seed`; user 0's neighbour
// has a_0' = -a_0 and a new b_0' (same Lipschitz constant). `extremal`: p = 1, a_i = 1, b_0 = 100 vs -100, u = 0, r =
// 0, where the block bound is attained.
struct Pair {
  sv::Consensus D, D2;
  sv::State s;
  hp_float L;
};
Pair make_pair(long n, long pdim, long kind, long seed, bool extremal) {
  Rng rng(static_cast<std::uint64_t>(seed) * 7919 + 17);
  Pair pr;
  const auto P = static_cast<std::size_t>(extremal ? 1 : pdim);
  pr.D.p = P;
  const sv::Loss k = kind == 0 ? sv::Loss::absolute : kind == 1 ? sv::Loss::huber : sv::Loss::logistic;
  for (long i = 0; i < n; ++i) {
    sv::LocalLoss f;
    f.kind = k;
    f.a = extremal ? HpVector(HpVector::Ones(1))
                   : HpVector(solvers::to_hp(solvers::random_rational_matrix(rng, P, 1, 4, 4)).col(0));
    f.b = extremal ? hp_float(i == 0 ? 100 : 0) : solvers::to_hp(Rational(solvers::uniform_int(rng, -8, 8), 4));
    f.L = extremal ? hp_float(1) : solvers::to_hp(Rational(solvers::uniform_int(rng, 1, 4), 2));
    f.delta = hq(1, 2);
    pr.D.f.push_back(f);
  }
  pr.D.r = solvers::make_regularizer(rng, extremal || seed % 2 == 0 ? solvers::GFamily::zero : solvers::GFamily::l1, P,
                                     Rational(0));
  pr.D2 = pr.D;
  if (!extremal) pr.D2.f[0].a = -pr.D.f[0].a;
  pr.D2.f[0].b = extremal ? hp_float(-100) : solvers::to_hp(Rational(solvers::uniform_int(rng, -8, 8), 4));
  pr.L = pr.D.f[0].lipschitz();
  pr.s.u.assign(static_cast<std::size_t>(n), HpVector::Zero(static_cast<Eigen::Index>(P)));
  if (!extremal)
    for (auto& ui : pr.s.u) ui = solvers::to_hp(solvers::random_rational_matrix(rng, P, 1, 8, 4)).col(0);
  pr.s.z = HpVector::Zero(static_cast<Eigen::Index>(P));
  return pr;
}
std::vector<std::pair<std::string, std::string>> pair_text(const Point& p, bool extremal) {
  return {{"n", str(p[0])},
          {"p", extremal ? "1" : str(p[1])},
          {"loss", extremal ? "absolute, b_0 = 100 vs -100, u = 0, r = 0" : sv::loss_name(static_cast<sv::Loss>(p[2]))},
          {"seed", str(p[3])},
          {"gamma", frac(p[4], 4)},
          {"lambda", frac(p[5], 4)},
          {"neighbour", "user 0: a_0' = -a_0, b_0' redrawn"}};
}

// One noiseless step of Algorithm 2 from the same u on D and D'. which: 0 |x_0 - x_0'| <= 2 L gamma, 1 |T_0 - T_0'|
// <= 4 lambda L gamma, 2 |T(u) - T'(u)| <= 4 lambda L gamma/n (printed prox), 3 the same with B.3's derived prox.
Verdict consensus_check(int which, const Point& p, bool extremal, hp_float factor, unsigned bits) {
  ScopedHpPrecision prec(hp_bits(bits));
  Pair pr = make_pair(p[0], p[1], p[2], p[3], extremal);
  sv::Params prm;
  prm.gamma = hq(p[4], 4);
  prm.lambda = hq(p[5], 4);
  prm.scale = which == 3 ? sv::ProxScale::derived : sv::ProxScale::printed;
  sv::State a = pr.s, b = pr.s;
  const std::vector<HpVector> zero(static_cast<std::size_t>(p[0]), HpVector::Zero(static_cast<Eigen::Index>(pr.D.p)));
  sv::alg2_step(pr.D, prm, zero, a);
  sv::alg2_step(pr.D2, prm, zero, b);
  hp_float lhs = 0, rhs = 0;
  const hp_float n(p[0]);
  if (which == 0) {
    const HpVector v = 2 * a.z - pr.s.u[0];
    lhs = (sv::x_update(pr.D, 0, v, prm) - sv::x_update(pr.D2, 0, v, prm)).norm();
    rhs = 2 * pr.L * prm.gamma;
  } else if (which == 1) {
    lhs = (a.u[0] - b.u[0]).norm();
    rhs = 4 * prm.lambda * pr.L * prm.gamma;
  } else {
    for (std::size_t i = 0; i < a.u.size(); ++i) lhs += (a.u[i] - b.u[i]).squaredNorm();
    lhs = sqrt(lhs);
    rhs = 4 * prm.lambda * pr.L * prm.gamma / n;
  }
  rhs *= factor;
  Verdict v = verdict_le(to_d(lhs), to_d(rhs), to_d(rhs), tolerance(hp_bits(bits)));
  v.instance = pair_text(p, extremal);
  return v;
}

// Algorithm 2 with K = 2 and r = 0 returns z_2 = mean_i u_{1,i}, a Gaussian: the mean of the noiseless u_1 plus
// lambda/n sum_i eta_{1,i} ~ N(0, lambda^2 sigma^2/n I), because x_1 depends on u_0 only. Its exact Renyi divergence
// between D and D' is alpha |shift|^2 n/(2 lambda^2 sigma^2); against Theorem 2 at K = 2. `derived`: B.3's proxes.
Verdict exact_check(const Point& p, bool extremal, bool derived, long alpha_num, long s_num, unsigned bits) {
  ScopedHpPrecision prec(hp_bits(bits));
  Pair pr = make_pair(p[0], p[1], p[2], p[3], extremal);
  pr.D.r.family = pr.D2.r.family = solvers::GFamily::zero;  // r = 0: z_2 = mean u_1
  pr.D.r.c1 = pr.D2.r.c1 = 0;
  sv::Params prm;
  prm.gamma = hq(p[4], 4);
  prm.lambda = hq(p[5], 4);
  prm.scale = derived ? sv::ProxScale::derived : sv::ProxScale::printed;
  sv::State a = pr.s, b = pr.s;
  const std::vector<HpVector> zero(static_cast<std::size_t>(p[0]), HpVector::Zero(static_cast<Eigen::Index>(pr.D.p)));
  sv::alg2_step(pr.D, prm, zero, a);
  sv::alg2_step(pr.D2, prm, zero, b);
  HpVector shift = HpVector::Zero(static_cast<Eigen::Index>(pr.D.p));
  const hp_float n(p[0]);
  for (std::size_t i = 0; i < a.u.size(); ++i) shift += (a.u[i] - b.u[i]) / n;
  const hp_float alpha = hq(alpha_num, 4), sigma = hq(s_num, 4);
  const hp_float exact = alpha * shift.squaredNorm() * n / (2 * prm.lambda * prm.lambda * sigma * sigma);
  const hp_float thm2 = alpha * 8 * 2 * pr.L * pr.L * prm.gamma * prm.gamma / (sigma * sigma * n * n);
  Verdict v = verdict_le(to_d(exact), to_d(thm2), to_d(thm2), tolerance(hp_bits(bits)));
  v.instance = pair_text(p, extremal);
  v.instance.push_back({"K", "2"});
  v.instance.push_back({"r", "0"});
  v.instance.push_back({"alpha", frac(alpha_num, 4)});
  v.instance.push_back({"sigma", frac(s_num, 4)});
  v.note = derived ? "B.3's proxes (gamma/n)" : "Algorithm 2 as printed";
  return v;
}

// The server's sum of the m sampled users' updates, one user's update moved by delta (|delta| <= 4 lambda L gamma, the
// block bound; here |delta| = 4 lambda L gamma (1 - f/64)), noise lambda eta_i each: the exact law of the sum is
// N(mean, m lambda^2 sigma^2 I), and its Renyi divergence (by quadrature along delta) against eps_loc/m^2 (`printed`)
// or eps_loc/m (exact), eps_loc = 8 alpha L^2 gamma^2/sigma^2 (30), L = gamma = 1.
Verdict aggregate_check(long m, long f, long alpha_num, long s_num, long l, bool printed, unsigned bits) {
  ScopedHpPrecision prec(hp_bits(bits));
  const hp_float lam = hq(l, 4), alpha = hq(alpha_num, 4), sigma = hq(s_num, 4), M(m);
  const hp_float delta = 4 * lam * (1 - hq(f, 64));
  const hp_float exact = renyi_gauss_quadrature(alpha, delta, lam * sigma * sqrt(M));
  const hp_float eps_loc = 8 * alpha / (sigma * sigma);
  const hp_float rhs =
      printed ? hp_float(eps_loc / (M * M)) : hp_float(eps_loc / M * (1 - hq(f, 64)) * (1 - hq(f, 64)));
  Verdict v = printed ? verdict_le(to_d(exact), to_d(rhs), to_d(rhs), 1e-12)
                      : verdict_le(std::fabs(to_d(exact - rhs)), quadrature_tolerance(to_d(rhs)), to_d(rhs), 0);
  v.lhs = to_d(exact);
  v.rhs = to_d(rhs);
  v.instance = {{"m", str(m)},
                {"|delta|", "4 lambda L gamma (1 - " + frac(f, 64) + ")"},
                {"alpha", frac(alpha_num, 4)},
                {"sigma", frac(s_num, 4)},
                {"lambda", frac(l, 4)},
                {"L", "1"},
                {"gamma", "1"}};
  return v;
}

// Lemma C.1 at q = j/1000 (< 1/5), sigma = 4 + s/4, the integer order alpha = 2 + floor((alpha* - 2) u/100) in its
// certified admissible set: the exact RDP of the Poisson subsampled Gaussian (accountant, add/remove neighbours,
// sensitivity 1) <= 2 alpha q^2/sigma^2 (certified). `outside` (control): q, sigma, alpha given directly.
// The exact Poisson subsampled-Gaussian RDP (accountant) <= 2 alpha q^2/sigma^2, certified.
Verdict lemma_c1_compare(long alpha, const Interval& q, const Interval& sigma, unsigned bits) {
  const Interval A = Interval::from_int(alpha, bits);
  auto exact = bounds::accounting::rdp_subsampled_gaussian(A, q, sigma);
  if (!exact.ok()) return undecided(exact.error().message);
  const Interval closed = 2 * A * sqr(q) / sqr(sigma);
  return certified_le(*exact, closed, closed.mid_double());
}
// The integer order 2 + floor((alpha* - 2) u/100) of Lemma C.1's certified set (1, alpha*] at (q, s), both given as
// functions of the precision: the set is certified at hp_bits(bits) (a certified set at any precision; at 4096 bits its
// ~1e5 interval evaluations took 40 s per instance). An error text when the set is not certified or has no integer.
struct Order {
  long alpha = 0;
  std::string star, error;
};
Order admissible_order(const std::function<Interval(unsigned)>& q, const std::function<Interval(unsigned)>& s, long u,
                       unsigned bits) {
  const unsigned w = hp_bits(bits);
  auto set = cbb::lemma_c1_alpha_set(q(w), s(w));
  if (!set.ok() || !set->certified) return {0, "", set.ok() ? "set not certified" : set.error().message};
  const double star = set->sup.lower_double();
  if (star < 2) return {0, "", "alpha* < 2: no integer order in the set"};
  return {2 + static_cast<long>(std::floor((star - 2) * static_cast<double>(u) / 100)), set->sup.lower_decimal(8), ""};
}

Verdict lemma_c1_check(long j, long s, long u, unsigned bits) {
  const Interval q = iv(j, 1000, bits), sigma = 4 + iv(s, 4, bits);
  const Order o = admissible_order([&](unsigned w) { return iv(j, 1000, w); },
                                   [&](unsigned w) { return 4 + iv(s, 4, w); }, u, bits);
  if (!o.error.empty()) return undecided(o.error);
  Verdict v = lemma_c1_compare(o.alpha, q, sigma, bits);
  v.instance = {{"q", frac(j, 1000)}, {"sigma", "4 + " + frac(s, 4)}, {"alpha", str(o.alpha)}, {"alpha*", o.star}};
  return v;
}
Verdict lemma_c1_outside(long j, long s_num, long alpha, unsigned bits) {
  Verdict v = lemma_c1_compare(alpha, iv(j, 1000, bits), iv(s_num, 4, bits), bits);
  v.instance = {{"q", frac(j, 1000)}, {"sigma", frac(s_num, 4)}, {"alpha", str(alpha)}};
  return v;
}

// Lemma C.1 with a sensitivity Delta = d/4 (L810-L812): alpha = 2 + floor((alpha* - 2) u/100) from the admissible set
// at sigma (as printed; `corrected`: at sigma/Delta), the exact Poisson-subsampled Gaussian RDP at the mechanism's
// noise multiplier sigma/Delta against lemma_c1_eps (printed) or lemma_c1_eps_corrected.
Verdict lemma_c1_delta_check(long j, long s, long d, long u, bool corrected, unsigned bits) {
  const Interval q = iv(j, 1000, bits), sigma = 4 + iv(s, 4, bits), delta = iv(d, 4, bits), mult = sigma / delta;
  const Order o = admissible_order(
      [&](unsigned w) { return iv(j, 1000, w); },
      [&](unsigned w) { return (4 + iv(s, 4, w)) / (corrected ? iv(d, 4, w) : iv(1, 1, w)); }, u, bits);
  if (!o.error.empty()) return undecided(o.error);
  const long alpha = o.alpha;
  const Interval A = Interval::from_int(alpha, bits);
  auto bound = corrected ? cbb::lemma_c1_eps_corrected(A, q, delta, sigma) : cbb::lemma_c1_eps(A, q, delta, sigma);
  if (!bound.ok()) return undecided(bound.error().message);
  auto exact = bounds::accounting::rdp_subsampled_gaussian(A, q, mult);
  if (!exact.ok()) return undecided(exact.error().message);
  Verdict v = certified_le(*exact, *bound, bound->mid_double());
  v.instance = {{"q", frac(j, 1000)},
                {"sigma", "4 + " + frac(s, 4)},
                {"Delta", frac(d, 4)},
                {"alpha", str(alpha)},
                {"noise multiplier sigma/Delta", mult.lower_decimal(8)},
                {"alpha* (conditions at)", o.star + (corrected ? " (sigma/Delta)" : " (sigma)")}};
  return v;
}

// Theorem 10's proof, the subsampling step (L914-L916): under Theorem 10's hypotheses (m < n/5, sigma >= 4, the order
// condition at q = m/n and sigma), Lemma C.1 on the round's base eps_loc/m^2 = alpha (4 L gamma/m)^2/(2 sigma^2) gives
// 2 m^2/n^2 times it, the printed round 16 alpha L^2 gamma^2/(n^2 sigma^2); the exact Poisson-subsampled Gaussian RDP
// of that base (rate m/n, noise multiplier m sigma/(4 L gamma)) against it. `corrected`: the exact aggregate
// (eps_loc/m, multiplier sqrt(m) sigma/(4 L gamma)) against Theorem 10's corrected round, whose hypotheses are at that
// multiplier. L = l/4, gamma = 1, sigma = s/2, alpha = 2 + floor((alpha* - 2) u/100) from the admissible set of the
// hypotheses.
Verdict thm10_step_check(long n, long m, long s, long l, long u, bool corrected, unsigned bits) {
  if (5 * m >= n) return undecided("Theorem 10 needs m < n/5");
  const Interval L = iv(l, 4, bits), g = Interval::from_int(1, bits), sigma = iv(s, 2, bits),
                 q = Interval::from_int(m, bits) / Interval::from_int(n, bits);
  auto multiplier = [&](unsigned w) {  // of the round's base: m sigma/(4 L gamma); corrected: sqrt(m) sigma/(4 L gamma)
    const Interval mw = Interval::from_int(m, w);
    return (corrected ? sqrt(mw) : mw) * iv(s, 2, w) / (4 * iv(l, 4, w));
  };
  const Interval mult = multiplier(bits);
  const Order o = admissible_order([&](unsigned w) { return iv(m, n, w); },
                                   [&](unsigned w) { return corrected ? multiplier(w) : iv(s, 2, w); }, u, bits);
  if (!o.error.empty()) return undecided(o.error);
  const long alpha = o.alpha;
  const Interval A = Interval::from_int(alpha, bits);
  auto round = cbb::central_round(A, L, g, sigma, n, m);
  if (!round.ok()) return undecided(round.error().message);
  if (corrected && round->subsampled_invalid) return undecided(round->subsampled_invalid->message);
  const Interval bound = corrected ? round->subsampled : round->printed;
  auto exact = bounds::accounting::rdp_subsampled_gaussian(A, q, mult);
  if (!exact.ok()) return undecided(exact.error().message);
  Verdict v = certified_le(*exact, bound, bound.mid_double());
  v.instance = {{"n", str(n)},
                {"m", str(m)},
                {"L", frac(l, 4)},
                {"gamma", "1"},
                {"sigma", frac(s, 2)},
                {"alpha", str(alpha)},
                {corrected ? "aggregate (eps_loc/m): noise multiplier" : "base eps_loc/m^2: noise multiplier",
                 mult.lower_decimal(8)}};
  return v;
}

}  // namespace

std::vector<Claim> privacy_claims() {
  std::vector<Claim> out;
  out.push_back(make(
      "gaussian_renyi", "Section 3.3 (L129), proofs of Theorems 7 and 4 (L874, L940)",
      "D_alpha(N(0, sigma^2) || N(a, sigma^2)) = alpha a^2/(2 sigma^2) (the divergence by quadrature, to "
      "1e-11 relative plus 1e-13).",
      "alpha = k/4 > 1, a = i/8, sigma = s/8",
      Space{{{"a", 1, 64}, {"s", 2, 64}, {"alpha", 5, 80}},
            {{8, 8, 8}, {64, 2, 5}, {1, 64, 80}},
            {reach("alpha", 1.25, 20),   // alpha = k/4, k in [5, 80] (edges 5, 80)
             reach("a", 0.125, 8),       // a = i/8, i in [1, 64] (edges 1, 64)
             reach("sigma", 0.25, 8)}},  // sigma = s/8, s in [2, 64] (edges 2, 64)
      [](const Point& p, unsigned bits) { return gaussian_renyi_check(p[0], p[1], p[2], false, bits); },
      Space{{{"alpha", 8, 40}}, {{8}, {40}}}, "a^2/(2 sigma^2) without alpha, a = 1, sigma = 1",
      [](const Point& p, unsigned bits) { return gaussian_renyi_check(8, 8, p[0], true, bits); }));
  const Space general{{{"d1", 1, 64}, {"d2", 1, 64}, {"n", 1, 1000}, {"b", 400, 4000}, {"g", 1, 16}, {"l", 1, 4}},
                      {{16, 8, 10, 400, 4, 4}, {8, 8, 1, 4000, 16, 1}, {64, 64, 1000, 400, 1, 4}},
                      // A = diag(d1/16, d2/16): the edges' unequal, equal small and equal large diagonals
                      {reach("A", {"diag(1, 0.5)", "diag(0.5, 0.5)", "diag(4, 4)"}),
                       reach("n", 1, 1000),         // n in [1, 1000] (edges 1, 1000)
                       reach("gamma", 0.25, 4),     // gamma = g/4, g in [1, 16] (edges 1, 16)
                       reach("lambda", 0.25, 1)}};  // lambda = l/4, l in [1, 4] (edges 1, 4)
  const Space general_control{{{"n", 1, 100}}, {{1}, {100}}};
  auto add_general = [&](const std::string& id, int which, const std::string& statement, Form form,
                         const std::string& erratum) {
    Claim c = make(
        id, "Appendix C.2 (L841-L850)", statement,
        "A = diag(d_1/16, d_2/16) (full rank), n >= 1, f_j = |x_c - b/4| on the coordinate c of the smaller d, "
        "f_j' = |x_c + b/4|, f_i = 0 otherwise (all 1-Lipschitz), gamma = g/4, lambda = l/4, the quadratic "
        "centred at 0 (|b/4| >= 100 > the prox's move)",
        general, [which](const Point& p, unsigned bits) { return general_check(which, p, false, bits); },
        general_control, "the bound halved, A = I",
        [which](const Point& p, unsigned bits) {
          return general_check(which, {16, 16, p[0], 400, 4, 4}, true, bits);
        });
    c.form = form;
    if (!erratum.empty()) c.expected = {Status::violated, erratum};
    return c;
  };
  out.push_back(add_general("sensC2.argmin", 0,
                            "The x-update's argmin moves by at most 2 L gamma/(n omega_A) when one f_i changes (L845; "
                            "the update computed).",
                            Form::printed, "cyffers_bellet_basu.E1"));
  out.push_back(add_general("sensC2.argmin_corrected", 1,
                            "With phi's modulus omega_A^2/gamma: the argmin moves by at most 2 L gamma/(n omega_A^2).",
                            Form::corrected, ""));
  out.push_back(add_general("sensC2.eq27", 2,
                            "(27): |T(u) - T'(u)| = 2 lambda |A(x - x')| <= 4 lambda L gamma |A|_2/(n omega_A).",
                            Form::printed, "cyffers_bellet_basu.E1"));
  out.push_back(add_general("sensC2.eq27_corrected", 3,
                            "|T(u) - T'(u)| = 2 lambda |A(x - x')| <= 4 lambda L gamma/(n omega_A).", Form::corrected,
                            ""));
  const Space consensus{
      {{"n", 1, 12}, {"p", 1, 3}, {"kind", 0, 2}, {"seed", 0, 999999}, {"g", 1, 16}, {"l", 1, 4}},
      {{1, 1, 0, 0, 4, 4}, {10, 2, 0, 1, 4, 2}, {4, 3, 1, 2, 16, 1}, {7, 1, 2, 3, 1, 4}, {6, 1, 0, 1, 1, 1}},
      {reach("n", 1, 12),  // n in [1, 12] (12 values; edges 1, 10)
       reach("p", 1, 3),   // p in [1, 3] (edges 1, 3)
       // kind 0, 1, 2 (each an edge)
       reach("loss",
             {sv::loss_name(sv::Loss::absolute), sv::loss_name(sv::Loss::huber), sv::loss_name(sv::Loss::logistic)}),
       reach("gamma", 0.25, 4),     // gamma = g/4, g in [1, 16] (edges 1, 16)
       reach("lambda", 0.25, 1)}};  // lambda = l/4, l in [1, 4] (edges 1, 4)
  const Space extremal{{{"n", 1, 12}}, {{1}, {12}}};
  {
    Claim c = make(
        "sensC2.block", "Appendix C.2 (L852-L861), Algorithm 2 (L215-L237)",
        "On Algorithm 2 as printed (x_i = prox_{gamma f_i}(2z - u_i)): |x_i - x_i'| <= 2 L gamma and |T(u)_i - "
        "T'(u)_i| <= 4 lambda L gamma when f_i changes (one noiseless step computed).",
        "n users, p dims, absolute/Huber/logistic losses L|a|-Lipschitz, the neighbour's a_0' = -a_0 (same L), "
        "random u, r = 0 or l1, gamma = g/4, lambda = l/4",
        consensus,
        [](const Point& p, unsigned bits) {
          const Verdict x = consensus_check(0, p, false, 1, bits);
          return x.status == Status::violated ? x : consensus_check(1, p, false, 1, bits);
        },
        extremal, "the bounds at 0.9 of their size on the extremal instance (b_0 = 100 vs -100, u = 0)",
        [](const Point& p, unsigned bits) {
          return consensus_check(1, {p[0], 1, 0, 0, 4, 4}, true, hp_float(9) / 10, bits);
        });
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "sensC2.eq28", "(28) (L861-L863), Theorem 8's proof (L892), Algorithm 2 (L215-L237)",
        "On Algorithm 2 as printed: |T(u) - T'(u)| <= 4 lambda L gamma/n (one noiseless step computed).",
        "as sensC2.block", consensus,
        [](const Point& p, unsigned bits) { return consensus_check(2, p, false, 1, bits); }, extremal,
        "the extremal instance (b_0 = 100 vs -100, u = 0)",
        [](const Point& p, unsigned bits) {
          return consensus_check(2, {std::max(2L, p[0]), 1, 0, 0, 4, 4}, true, 1, bits);
        });
    c.expected = {Status::violated, "cyffers_bellet_basu.E14"};
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "sensC2.eq28_derived", "(28) (L861-L863), B.3 (L748-L757)",
        "On Algorithm 2 with B.3's derived proxes (prox_{(gamma/n) f_i}, prox_{(gamma/n) r}): |T(u) - T'(u)| "
        "<= 4 lambda L gamma/n.",
        "as sensC2.block", consensus,
        [](const Point& p, unsigned bits) { return consensus_check(3, p, false, 1, bits); }, extremal,
        "the bound at 0.9 of its size on the extremal instance",
        [](const Point& p, unsigned bits) {
          return consensus_check(3, {p[0], 1, 0, 0, 4, 4}, true, hp_float(9) / 10, bits);
        });
    c.form = Form::corrected;
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "thm2.exact", "Theorem 2 (L245), Theorem 8 (L888), Algorithm 2 (L215-L237)",
        "The exact Renyi divergence of Algorithm 2's output z_K (as printed, K = 2, r = 0: a Gaussian) between "
        "neighbouring datasets is at most 8 alpha K L^2 gamma^2/(sigma^2 n^2).",
        "as sensC2.block with r = 0, K = 2, alpha = 2, sigma = 2", consensus,
        [](const Point& p, unsigned bits) { return exact_check(p, false, false, 8, 8, bits); }, extremal,
        "the extremal instance, n >= 3",
        [](const Point& p, unsigned bits) {
          return exact_check({std::max(3L, p[0]), 1, 0, 0, 4, 4}, true, false, 8, 8, bits);
        });
    c.expected = {Status::violated, "cyffers_bellet_basu.E14"};
    c.cost = Cost::expensive;
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "thm2.exact_derived", "Theorem 2 (L245), B.3 (L748-L757)",
        "With B.3's derived proxes the same exact divergence is at most Theorem 2's bound at K = 2.", "as thm2.exact",
        consensus, [](const Point& p, unsigned bits) { return exact_check(p, false, true, 8, 8, bits); }, extremal,
        "Algorithm 2 as printed on the extremal instance, n >= 3",
        [](const Point& p, unsigned bits) {
          return exact_check({std::max(3L, p[0]), 1, 0, 0, 4, 4}, true, false, 8, 8, bits);
        });
    c.form = Form::corrected;
    c.cost = Cost::expensive;
    out.push_back(std::move(c));
  }
  const Space aggregate{{{"m", 1, 200}, {"f", 0, 32}, {"alpha", 5, 64}, {"s", 4, 64}, {"l", 1, 4}},
                        {{1, 0, 8, 8, 4}, {10, 0, 16, 32, 4}, {200, 32, 5, 4, 1}},
                        // |delta| = 4 lambda L gamma (1 - f/64), f in [0, 32] (edges 0, 32)
                        {reach("|delta|", {"4 lambda L gamma (1 - 0)", "4 lambda L gamma (1 - 0.5)"}),
                         reach("m", 1, 200),          // m in [1, 200] (edges 1, 200)
                         reach("alpha", 1.25, 4),     // alpha = a/4, a = 5 .. 16 at the edges
                         reach("sigma", 1, 8),        // sigma = s/4, s = 4 .. 32 at the edges
                         reach("lambda", 0.25, 1)}};  // lambda = l/4, l in [1, 4] (edges 1, 4)
  {
    Claim c = make(
        "thm10.aggregate", "proof of Theorem 10 (L914), Remark 4 (L305)",
        "The server's sum of the m sampled users' noised updates, one user's update changed (by up to its "
        "sensitivity 4 lambda L gamma), has Renyi divergence at most eps_loc/m^2, eps_loc = 8 alpha L^2 "
        "gamma^2/sigma^2 (the divergence of the exact law, by quadrature).",
        "m >= 1 users, |delta| = 4 lambda L gamma (1 - f/64), noise lambda eta_i, eta_i ~ N(0, sigma^2), alpha = "
        "a/4, sigma = s/4, lambda = l/4, L = gamma = 1",
        aggregate,
        [](const Point& p, unsigned bits) { return aggregate_check(p[0], p[1], p[2], p[3], p[4], true, bits); },
        Space{{{"m", 2, 50}}, {{2}, {50}}}, "f = 0, alpha = 2, sigma = 2, lambda = 1",
        [](const Point& p, unsigned bits) { return aggregate_check(p[0], 0, 8, 8, 4, true, bits); });
    c.expected = {Status::violated, "cyffers_bellet_basu.E2"};
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "thm10.aggregate_exact", "proof of Theorem 10 (L914), Remark 4 (L305)",
        "The same divergence equals alpha |delta|^2/(2 m lambda^2 sigma^2), i.e. eps_loc/m at |delta| = 4 lambda "
        "L gamma (to 1e-11 relative plus 1e-13).",
        "as thm10.aggregate", aggregate,
        [](const Point& p, unsigned bits) { return aggregate_check(p[0], p[1], p[2], p[3], p[4], false, bits); },
        Space{{{"m", 2, 50}}, {{2}, {50}}}, "compared with eps_loc/m^2 (the printed value) instead",
        [](const Point& p, unsigned bits) { return aggregate_check(p[0], 0, 8, 8, 4, true, bits); });
    c.form = Form::corrected;
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "lemmaC1.exact", "Lemma C.1 (L810-L812)",
        "On Lemma C.1's admissible orders (the certified set (1, alpha*], integer alpha), the exact RDP of the "
        "Poisson-subsampled Gaussian mechanism (rate q, noise multiplier sigma, add/remove neighbours: "
        "Mironov-Talwar-Zhang's setting) is at most 2 alpha q^2/sigma^2 (certified).",
        "q = j/1000 < 1/5, sigma = 4 + s/4, alpha = 2 + floor((alpha* - 2) u/100)",
        Space{{{"j", 1, 199}, {"s", 0, 400}, {"u", 0, 100}},
              {{100, 0, 100}, {199, 0, 100}, {1, 400, 50}, {100, 16, 0}},
              {reach("q", 0.001, 0.199),                // q = j/1000, j in [1, 199] (edges 1, 199)
               reach("sigma", {"4 + 0", "4 + 100"})}},  // sigma = 4 + s/4, s in [0, 400] (edges 0, 400)
        [](const Point& p, unsigned bits) { return lemma_c1_check(p[0], p[1], p[2], bits); },
        Space{{{"alpha", 20, 60}}, {{20}, {60}}}, "q = 1/10 with sigma = 1 (below 4)",
        [](const Point& p, unsigned bits) { return lemma_c1_outside(100, 4, p[0], bits); });
    c.cost = Cost::expensive;
    out.push_back(std::move(c));
  }
  const Space delta_space{{{"j", 1, 199}, {"s", 0, 400}, {"d", 1, 32}, {"u", 0, 100}},
                          {{1, 0, 16, 100}, {100, 16, 4, 100}, {199, 0, 8, 50}, {10, 400, 32, 100}},
                          {reach("q", 0.001, 0.199),              // q = j/1000, j = 1 .. 199 at the edges
                           reach("sigma", {"4 + 0", "4 + 100"}),  // sigma = 4 + s/4, s = 0 .. 400 at the edges
                           reach("Delta", 1, 8)}};                // Delta = d/4, d = 4 .. 32 at the edges
  // The corrected conditions hold at sigma/Delta >= 4 only: of the edges, (100, 16, 4) (multiplier 8) and (10, 400,
  // 32) (multiplier 13); (1, 0, 16) and (199, 0, 8) (multipliers 1, 2) have no admissible order there.
  Space delta_space_corrected = delta_space;
  delta_space_corrected.reaches = {reach("q", 0.01, 0.1),                 // q = j/1000, j = 10, 100
                                   reach("sigma", {"4 + 4", "4 + 100"}),  // sigma = 4 + s/4, s = 16, 400
                                   reach("Delta", 1, 8)};                 // Delta = d/4, d = 4, 32
  {
    Claim c = make(
        "lemmaC1.sensitivity", "Lemma C.1 (L810-L812)",
        "With sensitivity Delta, the subsampled Gaussian mechanism (rate q, noise sigma) is (alpha, 2 alpha q^2 "
        "Delta^2/sigma^2)-RDP for q < 1/5, sigma >= 4 and alpha <= (M^2 sigma^2/2 - log(5 sigma^2))/(M + log(q alpha) "
        "+ "
        "1/(2 sigma^2)) (the exact Poisson-subsampled RDP at noise multiplier sigma/Delta, certified).",
        "q = j/1000, sigma = 4 + s/4, Delta = d/4, alpha = 2 + floor((alpha* - 2) u/100) in the printed admissible set",
        delta_space,
        [](const Point& p, unsigned bits) { return lemma_c1_delta_check(p[0], p[1], p[2], p[3], false, bits); },
        Space{{{"u", 50, 100}}, {{50}, {100}}}, "q = 1/1000, sigma = 4, Delta = 4",
        [](const Point& p, unsigned bits) { return lemma_c1_delta_check(1, 0, 16, p[0], false, bits); });
    c.expected = {Status::violated, "cyffers_bellet_basu.E24"};
    c.cost = Cost::expensive;
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "lemmaC1.sensitivity_corrected", "Lemma C.1 (L810-L812), Altschuler & Talwar 2022",
        "With the hypotheses on the noise multiplier sigma/Delta (sigma/Delta >= 4, the order condition at "
        "sigma/Delta) "
        "the bound 2 alpha q^2 Delta^2/sigma^2 holds (the exact Poisson-subsampled RDP, certified).",
        "as lemmaC1.sensitivity, alpha in the admissible set at sigma/Delta", delta_space_corrected,
        [](const Point& p, unsigned bits) { return lemma_c1_delta_check(p[0], p[1], p[2], p[3], true, bits); },
        Space{{{"u", 50, 100}}, {{50}, {100}}}, "the printed conditions (at sigma), q = 1/1000, sigma = 4, Delta = 4",
        [](const Point& p, unsigned bits) { return lemma_c1_delta_check(1, 0, 16, p[0], false, bits); });
    c.form = Form::corrected;
    c.cost = Cost::expensive;
    out.push_back(std::move(c));
  }
  const Space step_space{{{"n", 10, 2000}, {"m", 1, 399}, {"s", 8, 40}, {"l", 1, 8}, {"u", 0, 100}},
                         {{1000, 1, 8, 4, 100}, {1000, 100, 16, 4, 100}, {50, 9, 8, 1, 50}, {2000, 399, 40, 8, 0}},
                         {reach("n", 50, 2000),     // n = 50 .. 2000 at the edges (5 m < n at each)
                          reach("m", 1, 399),       // m = 1 .. 399 at the edges
                          reach("L", 0.25, 2),      // L = l/4, l in [1, 8] (edges 1, 8)
                          reach("sigma", 4, 20)}};  // sigma = s/2, s in [8, 40] (edges 8, 40)
  // The corrected hypotheses are at the aggregate's multiplier sqrt(m) sigma/(4 L gamma) >= 4: the edge (1000, 1, 8, 4)
  // has multiplier 1 (no admissible order), the others 20, 12 and 49.9.
  Space step_space_corrected = step_space;
  step_space_corrected.reaches[1] = reach("m", 9, 399);  // m = 9 .. 399 at the other edges
  {
    Claim c = make(
        "thm10.subsampling_step", "proof of Theorem 10 (L910-L916), Theorem 3 (L295)",
        "Under Theorem 10's hypotheses (m < n/5, sigma >= 4, the order condition at q = m/n and sigma), subsampling m "
        "of n users turns the round's base eps_loc/m^2 into 2 m^2/n^2 times it: 8 alpha L^2 gamma^2/(m^2 sigma^2) . 2 "
        "m^2/n^2 (the exact Poisson-subsampled RDP of that base, noise multiplier m sigma/(4 L gamma), certified).",
        "n <= 2000, m < n/5, sigma = s/2 >= 4, L = l/4, gamma = 1, alpha = 2 + floor((alpha* - 2) u/100) in the "
        "admissible set at (m/n, sigma)",
        step_space,
        [](const Point& p, unsigned bits) { return thm10_step_check(p[0], p[1], p[2], p[3], p[4], false, bits); },
        Space{{{"u", 50, 100}}, {{50}, {100}}}, "n = 1000, m = 1, sigma = 4, L = gamma = 1",
        [](const Point& p, unsigned bits) { return thm10_step_check(1000, 1, 8, 4, p[0], false, bits); });
    c.expected = {Status::violated, "cyffers_bellet_basu.E24"};
    c.cost = Cost::expensive;
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "thm10.subsampling_step_corrected", "proof of Theorem 10 (L914-L916), Lemma C.1",
        "The exact aggregate (eps_loc/m, noise multiplier sqrt(m) sigma/(4 L gamma)) subsampled at q = m/n is within "
        "Lemma C.1's 2 alpha q^2/multiplier^2 = 32 alpha m L^2 gamma^2/(n^2 sigma^2) when the hypotheses hold at that "
        "multiplier (thm10.per_round_corrected; the exact Poisson-subsampled RDP, certified).",
        "as thm10.subsampling_step, alpha in the admissible set at (m/n, the multiplier)", step_space_corrected,
        [](const Point& p, unsigned bits) { return thm10_step_check(p[0], p[1], p[2], p[3], p[4], true, bits); },
        Space{{{"u", 50, 100}}, {{50}, {100}}}, "the printed step, n = 1000, m = 1, sigma = 4, L = gamma = 1",
        [](const Point& p, unsigned bits) { return thm10_step_check(1000, 1, 8, 4, p[0], false, bits); });
    c.form = Form::corrected;
    c.cost = Cost::expensive;
    out.push_back(std::move(c));
  }
  return out;
}

}  // namespace privbound::proofs_check::cyffers_bellet_basu
