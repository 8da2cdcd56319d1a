// Seed 001 (Cyffers, Bellet, Basu) claims on instances, third wave (exact rationals unless stated):
//   thm6.exact_affine: Theorem 6 on Gaussian instances with affine non-expansive T_k = M u + c_k: the exact
//       D_alpha(U_K || U'_K) (both Gaussian with one covariance) <= (25) for s = (|Delta|, 0, ...), a_k = |Delta|/K
//   prop3.mixture: Proposition 3 on mixtures of one-dimensional Gaussians (quadrature, hp)
//   b1.identities: B.1's R_{gamma p2}(u) = -2Bz - u and R_{gamma p1} R_{gamma p2}(u) = 2(Ax + Bz - c) + u with
//       z, x of (22), (23), the proxes of the infimal postcompositions computed directly
//   alg6.closed_form: Algorithm 6's x-update (L1083) is the prox printed at L1081
//   alg6.sherman_morrison: the rank-one inverse by Sherman-Morrison
//   alg6.soft_threshold: S_t is the prox of t |.|_1
//   alg6.noiseless_limit(_2nk): noiseless, unclipped Algorithm 6 (hp run) converges to the minimiser of (34) with
//       kappa / with 2 n kappa, the minimiser by exact active-set enumeration
//   appE.contraction: R_{gamma p1} R_{gamma p2} for (35) on data like App. E's (rows on the unit sphere) is
//       contractive, as Theorem 1 needs
#include <boost/math/constants/constants.hpp>
#include <cmath>
#include <string>
#include <vector>

#include "common.hpp"
#include "privbound/bounds/cyffers_bellet_basu/cyffers_bellet_basu.hpp"
#include "privbound/numeric/matrix.hpp"
#include "privbound/solvers/functions.hpp"

namespace privbound::proofs_check::cyffers_bellet_basu {
namespace {

using numeric::dot;
using numeric::hp_float;
using numeric::HpVector;
using numeric::Interval;
using numeric::Rational;
using numeric::RationalMatrix;
namespace cbb = bounds::cyffers_bellet_basu;

RationalMatrix column(const std::vector<Rational>& v) {
  RationalMatrix m(v.size(), 1);
  for (std::size_t i = 0; i < v.size(); ++i) m(i, 0) = v[i];
  return m;
}
// A rational matrix with entries k/4 from `seed` (a simple deterministic generator).
RationalMatrix entries(std::size_t r, std::size_t c, long seed, long range) {
  RationalMatrix m(r, c);
  long x = seed * 2654435761L % 1000003 + 7;
  for (auto& e : m.data) {
    x = (x * 48271) % 2147483647;
    e = Rational(x % (2 * range + 1) - range, 4);
  }
  return m;
}
// A + t I made invertible (t = 1, 2, ... until det != 0) — for the square A, B of B.1.
RationalMatrix invertible(std::size_t d, long seed) {
  RationalMatrix A = entries(d, d, seed, 4);
  for (long t = 0;; ++t) {
    RationalMatrix B = A + Rational(t) * RationalMatrix::identity(d);
    if (numeric::solve(B, RationalMatrix::identity(d)).ok()) return B;
  }
}

// ---- Theorem 6 on affine Gaussian instances --------------------------------------------------------------------
// d in {1, 2, 3}, M = (r/8) Q (Q a rational rotation), noise N(0, s^2 I) with s = s4/4, Delta = c_1 - c_1' (entries
// k/4), K steps, alpha = a/4. U_K - U'_K has mean M^{K-1} Delta and both have covariance s^2 sum_{j<K} M^j M^jT: the
// exact divergence alpha delta^T Sigma^{-1} delta/2, against (25) with s = (|Delta|, 0, ..., 0), a_k = |Delta|/K
// (`spread` = K) or |Delta|/K^2 each (control: totals unequal).
Verdict thm6_check(long d, long seed, long r, long s4, long K, long a, bool control, unsigned bits) {
  const auto D = static_cast<std::size_t>(d);
  const RationalMatrix M = Rational(r, 8) * rational_rotation(D, seed);
  const RationalMatrix Delta = entries(D, 1, seed + 11, 8) + column(std::vector<Rational>(D, Rational(1, 4)));
  const Rational s2 = Rational(s4, 4) * Rational(s4, 4);
  RationalMatrix Sigma(D, D), P = RationalMatrix::identity(D);
  for (long j = 0; j < K; ++j) {
    Sigma = Sigma + s2 * (P * P.transpose());
    if (j + 1 < K) P = M * P;
  }
  const RationalMatrix delta = P * Delta;  // M^{K-1} Delta
  auto y = numeric::solve(Sigma, delta);
  if (!y.ok()) return undecided(y.error().message);
  const Rational alpha(a, 4);
  const Rational exact = alpha * dot(delta, *y) / Rational(2);
  std::vector<Rational> S(static_cast<std::size_t>(K), Rational(0)), A(static_cast<std::size_t>(K), Rational(1, K));
  S[0] = Rational(1);
  if (control)
    for (auto& x : A) x = Rational(1, K * K);
  const Rational nd2 = dot(Delta, Delta);
  Interval rhs(bits);
  if (control) {
    rhs = Interval::from_rational(
        alpha * nd2 * Rational(K) * Rational(1, K * K) * Rational(1, K * K) / (Rational(2) * s2), bits);
  } else {
    auto pabi = cbb::thm6_pabi_gaussian(Interval::from_rational(alpha, bits), S, A, {Rational(s4, 4)}, bits);
    if (!pabi.ok()) return undecided(pabi.error().message);
    rhs = Interval::from_rational(nd2, bits) * *pabi;  // (25) is quadratic in the scale of (s, a)
  }
  Verdict v = certified_le(Interval::from_rational(exact, bits), rhs, rhs.mid_double());
  v.instance = {{"d", str(d)},
                {"M", frac(r, 8) + " Q (rational rotation)"},
                {"sigma", frac(s4, 4)},
                {"K", str(K)},
                {"alpha", frac(a, 4)},
                {"|Delta|^2", nd2.to_string()},
                {"a_k", control ? "|Delta|/K^2" : "|Delta|/K"}};
  return v;
}

// ---- Proposition 3 on Gaussian mixtures ---------------------------------------------------------------------
// k components mu_i = N(i/2 + delta_i, 1), nu_i = N(i/2, 1), rho uniform, delta_i = t_i sqrt(2 c/(alpha (alpha - 1)))
// so D_i = alpha delta_i^2/2 <= c/(alpha - 1) (c = c8/8), t_i = (j_i/8) from `seed`. D_alpha(mu_rho || nu_rho) by
// quadrature against (1 + c) E[D_i]; `no_factor` (control): against E[D_i] with a shift 3 on one component (outside).
Verdict prop3_check_mix(long k, long seed, long a, long c8, bool no_factor, unsigned bits) {
  numeric::ScopedHpPrecision prec(hp_bits(bits));
  const hp_float alpha = solvers::to_hp(Rational(a, 4)), c = solvers::to_hp(Rational(c8, 8));
  std::vector<hp_float> m, dlt;
  hp_float ed = 0;
  for (long i = 0; i < k; ++i) {
    m.push_back(hp_float(i) / 2);
    const hp_float t = no_factor ? hp_float(i == 0 ? 3 : 0) : hp_float(((seed >> (3 * i)) & 7) + 1) / 8;
    dlt.push_back(no_factor ? t : hp_float(t * sqrt(2 * c / (alpha * (alpha - 1)))));
    ed += alpha * dlt.back() * dlt.back() / 2 / hp_float(k);
  }
  const hp_float pi = boost::math::constants::pi<hp_float>();
  auto dens = [&](const hp_float& z, bool shifted) {
    hp_float s = 0;
    for (long i = 0; i < k; ++i) {
      const hp_float mu = m[static_cast<std::size_t>(i)] + (shifted ? dlt[static_cast<std::size_t>(i)] : hp_float(0));
      s += exp(-(z - mu) * (z - mu) / 2);
    }
    return s / (hp_float(k) * sqrt(2 * pi));
  };
  auto integrand = [&](const hp_float& z) {
    const hp_float p = dens(z, true), q = dens(z, false);
    return q > 0 ? hp_float(pow(p / q, alpha) * q) : hp_float(0);
  };
  // 32 panels of width about 2.6: the integrand is a sum of unit-width Gaussian bumps, integrated by each panel's
  // 24-point rule to far below the 1e-10 the comparison allows
  const hp_float I = gauss_legendre_24(integrand, hp_float(-40), hp_float(40 + k), 32);
  const hp_float mix = log(I) / (alpha - 1);
  const hp_float rhs = no_factor ? ed : hp_float((1 + c) * ed);
  Verdict v = verdict_le(to_d(mix), to_d(rhs), to_d(rhs), 1e-10);
  v.instance = {{"components", str(k)},
                {"alpha", frac(a, 4)},
                {"c", frac(c8, 8)},
                {"seed", str(seed)},
                {"bound", no_factor ? "E[D_i] (no (1 + c))" : "(1 + c) E[D_i]"}};
  return v;
}

// ---- B.1 -----------------------------------------------------------------------------------------------------
// d = 2: f(x) = x^T F x/2 + f^T x, g(z) = z^T G z/2 + g^T z (F, G positive definite), A, B invertible, c, u; gamma =
// g4/4. `wrong_c` (control): (23) with +c.
Verdict b1_check(long seed, long g4, bool wrong_c, unsigned bits) {
  (void)bits;
  const std::size_t d = 2;
  const RationalMatrix I = RationalMatrix::identity(d);
  const RationalMatrix A = invertible(d, seed), B = invertible(d, seed + 1);
  const RationalMatrix Lf = entries(d, d, seed + 2, 4), Lg = entries(d, d, seed + 3, 4);
  const RationalMatrix F = Lf * Lf.transpose() + Rational(1, 4) * I, G = Lg * Lg.transpose() + Rational(1, 4) * I;
  const RationalMatrix fv = entries(d, 1, seed + 4, 4), gv = entries(d, 1, seed + 5, 4), c = entries(d, 1, seed + 6, 4);
  const RationalMatrix u = entries(d, 1, seed + 7, 8);
  const Rational gam(g4, 4), ig = Rational(1) / gam;
  const auto inv = [&](const RationalMatrix& X) { return *numeric::solve(X, I); };
  // (22): (G + B^T B/gamma) z = -g - B^T u/gamma
  const RationalMatrix z = *numeric::solve(G + ig * (B.transpose() * B), Rational(-1) * gv - ig * (B.transpose() * u));
  // prox_{gamma p2}(u), p2(v) = g(-B^{-1} v): (B^{-T} G B^{-1} + I/gamma) v = u/gamma + B^{-T} g
  const RationalMatrix Bi = inv(B), Ai = inv(A);
  const RationalMatrix v2 = *numeric::solve(Bi.transpose() * G * Bi + ig * I, ig * u + Bi.transpose() * gv);
  const RationalMatrix R2 = Rational(2) * v2 - u;
  const RationalMatrix R2_printed = Rational(-2) * (B * z) - u;
  // (23): (F + A^T A/gamma) x = -f - A^T (2Bz + u -+ c)/gamma
  const RationalMatrix w = Rational(2) * (B * z) + u + (wrong_c ? c : Rational(-1) * c);
  const RationalMatrix x = *numeric::solve(F + ig * (A.transpose() * A), Rational(-1) * fv - ig * (A.transpose() * w));
  // prox_{gamma p1}(R2), p1(v) = f(A^{-1}(v + c)): (A^{-T} F A^{-1} + I/gamma) v = R2/gamma - A^{-T} F A^{-1} c -
  // A^{-T} f
  const RationalMatrix P1 = Ai.transpose() * F * Ai;
  const RationalMatrix v1 = *numeric::solve(P1 + ig * I, ig * R2 - P1 * c - Ai.transpose() * fv);
  const RationalMatrix R12 = Rational(2) * v1 - R2;
  const RationalMatrix R12_printed = Rational(2) * (A * x + B * z - c) + u;
  const RationalMatrix e1 = R2 - R2_printed, e2 = R12 - R12_printed;
  const Rational err = dot(e1, e1) + dot(e2, e2);
  Verdict v = verdict_le(err.to_double(), 0, 1, 0);
  v.instance = {
      {"d", "2"}, {"seed", str(seed)}, {"gamma", frac(g4, 4)}, {"(23)", wrong_c ? "+c (control)" : "as printed"}};
  v.note = "squared residual of the two identities (exact) = " + err.to_string();
  return v;
}

// ---- Algorithm 6 -------------------------------------------------------------------------------------------------
// a in R^p (entries k/4, nonzero), b, v, n users, gamma = g4/4. which: 0 L1083's closed form against the prox of
// (gamma/(2n))(a^T x - b)^2 at v; 1 Sherman-Morrison; `factor` scales L1083's 2n/gamma (2 printed, 1 the prox's own).
Verdict alg6_check(long p, long seed, long n, long g4, int which, long factor, unsigned bits) {
  (void)bits;
  const auto P = static_cast<std::size_t>(p);
  const RationalMatrix I = RationalMatrix::identity(P);
  const RationalMatrix a = entries(P, 1, seed, 4) + column(std::vector<Rational>(P, Rational(1, 8)));
  const RationalMatrix v = entries(P, 1, seed + 1, 8);
  const Rational b = Rational(seed % 9 - 4, 2), gam(g4, 4), N(n);
  const RationalMatrix aat = a * a.transpose();
  Rational err(0);
  if (which == 0) {
    const Rational cc = Rational(factor) * N / gam;
    const RationalMatrix printed = *numeric::solve(aat + cc * I, b * a + cc * v);
    // the prox: (I + (gamma/n) a a^T) x = v + (gamma/n) b a
    const RationalMatrix prox = *numeric::solve(I + (gam / N) * aat, v + (gam / N * b) * a);
    const RationalMatrix e = printed - prox;
    err = dot(e, e);
  } else {
    const Rational cc = Rational(2) * N / gam;
    const RationalMatrix direct = *numeric::solve(aat + cc * I, I);
    const RationalMatrix sm = (Rational(1) / cc) * (I - (Rational(factor) / (cc + dot(a, a))) * aat);
    const RationalMatrix e = direct - sm;
    err = dot(e, e);
  }
  Verdict vd = verdict_le(err.to_double(), 0, 1, 0);
  vd.instance = {{"p", str(p)}, {"n", str(n)}, {"gamma", frac(g4, 4)}, {"seed", str(seed)}};
  vd.note = "squared difference (exact) = " + err.to_string();
  return vd;
}

// S_t(v) = sign(v) max(|v| - t, 0) against the prox optimality of t|.|_1 at v (exact); `half` (control): S_{t/2}.
Verdict soft_check(long v8, long t8, bool half, unsigned bits) {
  (void)bits;
  const Rational v(v8, 8), t(t8, 8), ts = half ? t / Rational(2) : t;
  const Rational x = v > ts ? v - ts : (v < Rational(0) - ts ? v + ts : Rational(0));
  // 0 in x - v + t d|x|: x != 0 needs v - x = t sign(x); x = 0 needs |v| <= t
  const bool ok = x.sign() != 0 ? (v - x == t * Rational(x.sign())) : (Rational(0) - t <= v && v <= t);
  Verdict vd = verdict_le(ok ? 0 : 1, 0, 1, 0);
  vd.instance = {{"v", frac(v8, 8)}, {"t", frac(t8, 8)}, {"S", half ? "S_{t/2}" : "S_t"}};
  return vd;
}

// The Lasso (34), (1/(2n))|Ax - b|^2 + kappa |x|_1, minimised exactly by enumerating sign patterns (A^T A > 0).
numeric::Result<RationalMatrix> lasso_minimiser(const RationalMatrix& A, const RationalMatrix& b,
                                                const Rational& kappa) {
  const std::size_t p = A.cols;
  const Rational N(static_cast<long>(A.rows));
  long total = 1;
  for (std::size_t j = 0; j < p; ++j) total *= 3;
  for (long code = 0; code < total; ++code) {
    std::vector<int> s(p);
    long c = code;
    for (std::size_t j = 0; j < p; ++j, c /= 3) s[j] = static_cast<int>(c % 3) - 1;
    std::vector<std::size_t> act;
    for (std::size_t j = 0; j < p; ++j)
      if (s[j] != 0) act.push_back(j);
    RationalMatrix x(p, 1);
    if (!act.empty()) {
      RationalMatrix AS(A.rows, act.size()), sv(act.size(), 1);
      for (std::size_t i = 0; i < A.rows; ++i)
        for (std::size_t k = 0; k < act.size(); ++k) AS(i, k) = A(i, act[k]);
      for (std::size_t k = 0; k < act.size(); ++k) sv(k, 0) = Rational(s[act[k]]);
      auto xs = numeric::solve((Rational(1) / N) * (AS.transpose() * AS),
                               (Rational(1) / N) * (AS.transpose() * b) - kappa * sv);
      if (!xs.ok()) continue;
      bool signs = true;
      for (std::size_t k = 0; k < act.size(); ++k) {
        x(act[k], 0) = (*xs)(k, 0);
        signs = signs && (*xs)(k, 0).sign() == s[act[k]];
      }
      if (!signs) continue;
    }
    const RationalMatrix grad = (Rational(1) / N) * (A.transpose() * (b - A * x));  // = kappa s on the active set
    bool kkt = true;
    for (std::size_t j = 0; j < p; ++j)
      if (s[j] == 0) kkt = kkt && Rational(0) - kappa <= grad(j, 0) && grad(j, 0) <= kappa;
    if (kkt) return x;
  }
  return numeric::Error{numeric::ErrorKind::internal, "lasso_minimiser: no sign pattern satisfies the KKT conditions"};
}

// Rows on the unit circle from rational t: ((1 - t^2)/(1 + t^2), 2t/(1 + t^2)) (App. E draws rows on the unit sphere).
RationalMatrix circle_rows(long n, long seed) {
  RationalMatrix A(static_cast<std::size_t>(n), 2);
  for (long i = 0; i < n; ++i) {
    const Rational t(((seed + 3 * i) % 13) - 6, 4);
    const Rational den = Rational(1) + t * t;
    A(static_cast<std::size_t>(i), 0) = (Rational(1) - t * t) / den;
    A(static_cast<std::size_t>(i), 1) = Rational(2) * t / den;
  }
  return A;
}

// Algorithm 6 as printed (z_{k+1} = S_{gamma kappa}(mean u_k); x_{k+1,i} = (a a^T + (2n/gamma) I)^{-1}(b a +
// (2n/gamma)(2 z_k
// - u_{k,i})); u += 2 lambda (x - z_{k+1}), no clipping, no noise), lambda = 1/2, gamma = 1, 4000 iterations in hp,
// against the exact minimiser of (34) at kappa' = kappa (printed) or 2 n kappa; `new_z`: z_{k+1} in the x-update
// (Algorithm 2's order) instead of the printed z_k.
Verdict alg6_limit_check(long n, long seed, long k8, long kappa_scale, bool new_z, unsigned bits) {
  numeric::ScopedHpPrecision prec(hp_bits(bits));
  const RationalMatrix A = circle_rows(n, seed);
  RationalMatrix b(static_cast<std::size_t>(n), 1);
  for (long i = 0; i < n; ++i) b(static_cast<std::size_t>(i), 0) = Rational((seed / (i + 1)) % 9 - 4, 4);
  const Rational kappa(k8, 64);
  auto xstar = lasso_minimiser(A, b, kappa * Rational(kappa_scale));
  if (!xstar.ok()) return undecided(xstar.error().message);
  const hp_float gam = 1, lam = hp_float(1) / 2, cc = 2 * hp_float(n) / gam, kap = solvers::to_hp(kappa);
  // each user's (a a^T + c I)^{-1} and b a once (they do not change over the run)
  std::vector<numeric::HpMatrix> Hinv;
  std::vector<HpVector> ba;
  for (long i = 0; i < n; ++i) {
    HpVector a(2);
    a << solvers::to_hp(A(static_cast<std::size_t>(i), 0)), solvers::to_hp(A(static_cast<std::size_t>(i), 1));
    Hinv.push_back((a * a.transpose() + cc * numeric::HpMatrix::Identity(2, 2)).inverse());
    ba.push_back(solvers::to_hp(b(static_cast<std::size_t>(i), 0)) * a);
  }
  std::vector<HpVector> u(static_cast<std::size_t>(n), HpVector::Zero(2));
  HpVector z = HpVector::Zero(2), znew(2);
  const hp_float settled("1e-70");
  for (int it = 0; it < 4000; ++it) {
    HpVector mean = HpVector::Zero(2);
    for (const auto& ui : u) mean += ui / hp_float(n);
    for (int j = 0; j < 2; ++j) {
      const hp_float t = gam * kap;
      znew(j) = mean(j) > t ? hp_float(mean(j) - t) : mean(j) < -t ? hp_float(mean(j) + t) : hp_float(0);
    }
    hp_float moved = 0;
    for (std::size_t i = 0; i < u.size(); ++i) {
      const HpVector x = Hinv[i] * (ba[i] + cc * (2 * (new_z ? znew : z) - u[i]));
      const HpVector du = 2 * lam * (x - znew);
      u[i] += du;
      moved = std::max(moved, hp_float(du.norm()));
    }
    moved = std::max(moved, hp_float((znew - z).norm()));
    z = znew;
    if (moved < settled || z.norm() > 1e12) break;  // converged, or diverging
  }
  HpVector xs(2);
  xs << solvers::to_hp((*xstar)(0, 0)), solvers::to_hp((*xstar)(1, 0));
  const hp_float gap = (z - xs).norm();
  const double g = to_d(gap);
  // converged to 1e-20, or to the working precision's tolerance where that is coarser (at 65 bits 4000 steps end a few
  // ulps from x*, above 1e-20: found by fuzz_claims)
  Verdict v = verdict_le(std::isfinite(g) ? g : INFINITY, 0, 1, std::max(1e-20, tolerance(hp_bits(bits))));
  v.instance = {{"n", str(n)},
                {"p", "2"},
                {"rows", "on the unit circle (rational)"},
                {"kappa", frac(k8, 64)},
                {"minimiser of (34) at", kappa_scale == 1 ? "kappa" : "2 n kappa"},
                {"seed", str(seed)},
                {"iterations", "4000"},
                {"gamma", "1"},
                {"lambda", "1/2"},
                {"line 5", new_z ? "2 z_{k+1} - u (Algorithm 2's order)" : "2 z_k - u (as printed)"}};
  v.note = "|z_K - x*| = " + std::to_string(to_d(gap));
  return v;
}

// R = R_{gamma p1} R_{gamma p2} for (35) (f_i = (1/(2n))(a_i^T x - b_i)^2, r = kappa |z|_1, consensus form) maps u -> u
// + 2(x
// - I z) with z = prox_{(gamma/n) r}(mean u) (B.3's derived form) and x_i = prox_{gamma f_i}(2z - u_i). At u = 0 and u
// = w with sum_i w_i = 0 and w_i orthogonal to a_i (exists for p = 2, n >= 3), z is the same and x_i moves by -w_i, so
// R(w) - R(0) = -w: |R(w) - R(0)|^2 = |w|^2 exactly, i.e. no tau < 1.
Verdict contraction_check(long n, long seed, long k8, unsigned bits) {
  (void)bits;
  const RationalMatrix A = circle_rows(n, seed);
  const auto N = static_cast<std::size_t>(n);
  // w_i = beta_i a_i^perp with sum_i beta_i a_i^perp = 0: beta from the null space of the 2 x n matrix [a_i^perp]
  RationalMatrix Pm(2, N);
  for (std::size_t i = 0; i < N; ++i) {
    Pm(0, i) = Rational(0) - A(i, 1);
    Pm(1, i) = A(i, 0);
  }
  // beta = (beta_0, beta_1, 1, 0, ...): solve the 2 x 2 system for beta_0, beta_1
  RationalMatrix S(2, 2), rhs(2, 1);
  for (std::size_t r = 0; r < 2; ++r) {
    S(r, 0) = Pm(r, 0);
    S(r, 1) = Pm(r, 1);
    rhs(r, 0) = Rational(0) - Pm(r, 2);
  }
  auto bsol = numeric::solve(S, rhs);
  if (!bsol.ok()) return undecided("the first two rows are parallel at this seed");
  std::vector<Rational> beta(N, Rational(0));
  beta[0] = (*bsol)(0, 0);
  beta[1] = (*bsol)(1, 0);
  beta[2] = Rational(1);
  const Rational gam(1), kappa(k8, 8), Nn(n);
  auto R = [&](const std::vector<RationalMatrix>& u) {
    RationalMatrix mean(2, 1);
    for (const auto& ui : u) mean = mean + (Rational(1) / Nn) * ui;
    RationalMatrix z(2, 1);
    const Rational t = gam * kappa / Nn;
    for (std::size_t j = 0; j < 2; ++j) {
      const Rational m = mean(j, 0);
      z(j, 0) = m > t ? m - t : (m < Rational(0) - t ? m + t : Rational(0));
    }
    std::vector<RationalMatrix> out;
    for (std::size_t i = 0; i < N; ++i) {
      RationalMatrix a(2, 1);
      a(0, 0) = A(i, 0);
      a(1, 0) = A(i, 1);
      const Rational bi((seed / static_cast<long>(i + 1)) % 9 - 4, 4);
      // prox_{gamma f_i}(v): (I + (gamma/n) a a^T) x = v + (gamma/n) b a
      const RationalMatrix v = Rational(2) * z - u[i];
      const RationalMatrix x =
          *numeric::solve(RationalMatrix::identity(2) + (gam / Nn) * (a * a.transpose()), v + (gam / Nn * bi) * a);
      out.push_back(u[i] + Rational(2) * (x - z));
    }
    return out;
  };
  std::vector<RationalMatrix> u0(N, RationalMatrix(2, 1)), w(N, RationalMatrix(2, 1));
  for (std::size_t i = 0; i < N; ++i) {
    w[i](0, 0) = beta[i] * Pm(0, i);
    w[i](1, 0) = beta[i] * Pm(1, i);
  }
  const auto r0 = R(u0), rw = R(w);
  Rational num(0), den(0);
  for (std::size_t i = 0; i < N; ++i) {
    const RationalMatrix d = rw[i] - r0[i];
    num = num + dot(d, d);
    den = den + dot(w[i], w[i]);
  }
  // contractive with some tau < 1 needs num < den; exact equality refutes every tau < 1
  // contractive with some tau < 1 needs num < den: equality is a violation (tight, slack 0)
  Verdict v = exact_le(num, den, den);
  if (num == den) v.status = Status::violated;
  v.instance = {{"n", str(n)},          {"p", "2"},     {"rows", "on the unit circle (rational)"},
                {"kappa", frac(k8, 8)}, {"gamma", "1"}, {"seed", str(seed)}};
  v.note = "|R(w) - R(0)|^2/|w|^2 = " + (num / den).to_string() + " (exact)";
  return v;
}

}  // namespace

std::vector<Claim> instance_claims() {
  std::vector<Claim> out;
  out.push_back(make(
      "thm6.exact_affine", "Theorem 6 (L793-L802), from Feldman et al. 2018",
      "For U_{k+1} = T_{k+1}(U_k) + eta_{k+1} with affine non-expansive T_k (T_1 and T_1' differing by a "
      "constant Delta) and Gaussian noise, D_alpha(U_K || U'_K) <= sum_k alpha a_k^2/(2 sigma^2) with s = "
      "(|Delta|, 0, ..., 0) and a_k = |Delta|/K (the exact divergence of the two Gaussians, exact "
      "rationals, certified).",
      "d <= 3, M = (r/8) Q with Q a rational rotation (|M| <= 1), sigma = s4/4, K steps, alpha = a/4",
      Space{{{"d", 1, 3}, {"seed", 0, 999999}, {"r", 1, 8}, {"s4", 1, 16}, {"K", 1, 12}, {"a", 5, 40}},
            {{2, 0, 8, 4, 4, 8}, {1, 1, 1, 1, 1, 5}, {3, 2, 8, 16, 12, 40}},
            // M = (r/8) Q, r in [1, 8] (edges 1, 8)
            {reach("M", {"0.125 Q (rational rotation)", "1 Q (rational rotation)"}),
             reach("d", 1, 3),            // d in [1, 3] (edges 1, 3)
             reach("sigma", 0.25, 4),     // sigma = s4/4, s4 in [1, 16] (edges 1, 16)
             reach("K", 1, 12),           // K in [1, 12] (edges 1, 12)
             reach("alpha", 1.25, 10)}},  // alpha = a/4, a in [5, 40] (edges 5, 40)
      [](const Point& p, unsigned bits) { return thm6_check(p[0], p[1], p[2], p[3], p[4], p[5], false, bits); },
      Space{{{"K", 2, 12}}, {{2}, {12}}}, "a_k = |Delta|/K^2 (totals unequal), M a rotation, d = 2",
      [](const Point& p, unsigned bits) { return thm6_check(2, 0, 8, 4, p[0], 8, true, bits); }));
  out.push_back(make(
      "prop3.mixture", "Proposition 3 (L944-L946), from Feldman et al. 2018",
      "For mixtures of one-dimensional Gaussians with D_alpha(mu_i || nu_i) <= c/(alpha - 1), c <= 1: "
      "D_alpha(mu_rho || nu_rho) <= (1 + c) E_{i ~ rho} D_alpha(mu_i || nu_i) (quadrature, hp).",
      "k components N(i/2 + delta_i, 1) vs N(i/2, 1), rho uniform, alpha = a/4, c = c8/8",
      Space{{{"k", 1, 4}, {"seed", 0, 4095}, {"a", 5, 40}, {"c8", 1, 8}},
            {{2, 0, 8, 8}, {4, 4095, 40, 1}},
            {reach("components", 1, 4),  // k in [1, 4] (4 values; edges 2, 4)
             reach("alpha", 2, 10),      // alpha = a/4, a = 8 .. 40 at the edges
             reach("c", 0.125, 1)}},     // c = c8/8, c8 in [1, 8] (edges 1, 8)
      [](const Point& p, unsigned bits) { return prop3_check_mix(p[0], p[1], p[2], p[3], false, bits); },
      Space{{{"a", 8, 16}}, {{8}, {16}}}, "E[D_i] without (1 + c), one component shifted by 3 (outside)",
      [](const Point& p, unsigned bits) { return prop3_check_mix(2, 0, p[0], 8, true, bits); }));
  out.push_back(make(
      "b1.identities", "Appendix B.1 (L686-L714), B.2 (L724-L730)",
      "With z of (22) and x of (23): R_{gamma p2}(u) = -2Bz - u and R_{gamma p1} R_{gamma p2}(u) = 2(Ax + Bz - c) "
      "+ u, the proxes of p1 = (-A |> f)(-. - c) and p2 = (-B |> g) computed directly (exact), hence (24) and "
      "B.2's update.",
      "d = 2, quadratic f, g (positive definite), A, B invertible, gamma = g4/4",
      Space{{{"seed", 0, 999999}, {"g4", 1, 16}},
            {{0, 4}, {7, 1}, {99, 16}},
            {reach("gamma", 0.25, 4)}},  // gamma = g4/4, g4 in [1, 16] (edges 1, 16)
      [](const Point& p, unsigned bits) { return b1_check(p[0], p[1], false, bits); },
      Space{{{"g4", 1, 8}}, {{1}, {8}}}, "(23) with +c",
      [](const Point& p, unsigned bits) { return b1_check(3, p[0], true, bits); }));
  {
    Claim c = make(
        "alg6.closed_form", "Appendix E (L1081-L1083), Algorithm 6 line 5",
        "x_i = (A^i (A^i)^T + (2n/gamma) I)^{-1}(b^i A^i + (2n/gamma) v) is the prox of (gamma/(2n))((A^i)^T . - "
        "b^i)^2 "
        "at v (exact).",
        "p <= 3, a nonzero, n users, gamma = g4/4",
        Space{{{"p", 1, 3}, {"seed", 0, 999999}, {"n", 1, 1000}, {"g4", 1, 16}},
              {{2, 0, 1000, 4}, {1, 1, 1, 1}},
              {reach("p", 1, 3),           // p in [1, 3] (3 values; edges 1, 2)
               reach("n", 1, 1000),        // n in [1, 1000] (edges 1, 1000)
               reach("gamma", 0.25, 4)}},  // gamma = g4/4, g4 in [1, 16] (16 values; edges 1, 4)
        [](const Point& p, unsigned bits) { return alg6_check(p[0], p[1], p[2], p[3], 0, 2, bits); },
        Space{{{"n", 1, 100}}, {{1}, {100}}}, "p = 2, gamma = 1",
        [](const Point& p, unsigned bits) { return alg6_check(2, 3, p[0], 4, 0, 2, bits); });
    c.expected = {Status::violated, "cyffers_bellet_basu.E20"};
    out.push_back(std::move(c));
  }
  out.push_back(make(
      "alg6.sherman_morrison", "Appendix E (L1083)",
      "(a a^T + c I)^{-1} = (1/c)(I - a a^T/(c + |a|^2)) with c = 2n/gamma (exact).",
      "p <= 3, a nonzero, n users, gamma = g4/4",
      Space{{{"p", 1, 3}, {"seed", 0, 999999}, {"n", 1, 1000}, {"g4", 1, 16}},
            {{2, 0, 1000, 4}, {1, 1, 1, 1}},
            {reach("p", 1, 3),           // p in [1, 3] (3 values; edges 1, 2)
             reach("n", 1, 1000),        // n in [1, 1000] (edges 1, 1000)
             reach("gamma", 0.25, 4)}},  // gamma = g4/4, g4 in [1, 16] (16 values; edges 1, 4)
      [](const Point& p, unsigned bits) { return alg6_check(p[0], p[1], p[2], p[3], 1, 1, bits); },
      Space{{{"n", 1, 100}}, {{1}, {100}}}, "the rank-one term doubled",
      [](const Point& p, unsigned bits) { return alg6_check(2, 3, p[0], 4, 1, 2, bits); }));
  out.push_back(make(
      "alg6.soft_threshold", "Algorithm 6 line 3, Appendix E (L1081)",
      "S_t(v) = sign(v) max(|v| - t, 0) is the prox of t |.|_1 (exact optimality condition).", "v = k/8, t = j/8 >= 0",
      Space{{{"v8", -64, 64}, {"t8", 0, 32}},
            {{0, 0}, {9, 8}, {-9, 8}, {4, 8}},
            {reach("v", -1.125, 1.125),  // v = v8/8, v8 = -9 .. 9 at the edges
             reach("t", 0, 1)}},         // t = t8/8, t8 = 0 .. 8 at the edges
      [](const Point& p, unsigned bits) { return soft_check(p[0], p[1], false, bits); },
      Space{{{"v8", 20, 60}}, {{20}, {60}}}, "S_{t/2} for t = 1",
      [](const Point& p, unsigned bits) { return soft_check(p[0], 8, true, bits); }));
  {
    Claim c = make(
        "alg6.noiseless_limit", "Algorithm 6 (L1045-L1063), (34) (L1067-L1071)",
        "Noiseless, unclipped Algorithm 6 as printed converges to the minimiser of the Lasso (34) (hp run of "
        "4000 iterations against the exact minimiser by active-set enumeration).",
        "n >= 3 rows on the unit circle, p = 2, kappa = k/64, gamma = 1, lambda = 1/2",
        Space{{{"n", 3, 6}, {"seed", 0, 999}, {"k", 1, 16}},
              {{4, 5, 4}, {3, 0, 1}},
              {reach("n", 3, 6),                  // n in [3, 6] (4 values; edges 3, 4)
               reach("kappa", 1.0 / 64, 0.25)}},  // kappa = k/64, k in [1, 16] (16 values; edges 1, 4)
        [](const Point& p, unsigned bits) { return alg6_limit_check(p[0], p[1], p[2], 1, false, bits); },
        Space{{{"k", 1, 2}}, {{1}, {2}}}, "n = 3, seed 0",
        [](const Point& p, unsigned bits) { return alg6_limit_check(3, 0, p[0], 1, false, bits); });
    c.expected = {Status::violated, "cyffers_bellet_basu.E20"};
    c.cost = Cost::expensive;
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "alg6.noiseless_limit_2nk", "Algorithm 6 (L1045-L1063), (34)",
        "Noiseless, unclipped Algorithm 6 with z_{k+1} in line 5 (Algorithm 2's order) converges to the minimiser "
        "of (34) with 2 n kappa in place of kappa.",
        "as alg6.noiseless_limit",
        Space{{{"n", 3, 6}, {"seed", 0, 999}, {"k", 1, 16}},
              {{4, 5, 4}, {3, 0, 1}},
              {reach("n", 3, 6),                  // n in [3, 6] (4 values; edges 3, 4)
               reach("kappa", 1.0 / 64, 0.25)}},  // kappa = k/64, k in [1, 16] (16 values; edges 1, 4)
        [](const Point& p, unsigned bits) { return alg6_limit_check(p[0], p[1], p[2], 2 * p[0], true, bits); },
        Space{{{"k", 1, 2}}, {{1}, {2}}}, "the minimiser at kappa, n = 3, seed 0",
        [](const Point& p, unsigned bits) { return alg6_limit_check(3, 0, p[0], 1, true, bits); });
    c.form = Form::supported;
    c.cost = Cost::expensive;
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "appE.contraction", "Theorem 1 (L171), Section 4.3 (L169), Appendix E (L1067-L1087)",
        "The operator R_{gamma p1} R_{gamma p2} that Algorithm 1 iterates for the consensus Lasso (35) is "
        "contractive (|R(u) - R(v)| <= tau |u - v|, tau < 1), Theorem 1's hypothesis (exact: a pair with "
        "|R(w) - R(0)| = |w| refutes every tau < 1).",
        "n >= 3 rows on the unit circle (p = 2), b_i = k/4, kappa = k8/8, gamma = 1",
        Space{{{"n", 3, 8}, {"seed", 0, 999}, {"k8", 0, 8}},
              {{4, 5, 1}, {3, 0, 0}, {8, 7, 8}},
              {reach("n", 3, 8),        // n in [3, 8] (edges 3, 8)
               reach("kappa", 0, 1)}},  // kappa = k8/8, k8 in [0, 8] (edges 0, 8)
        [](const Point& p, unsigned bits) { return contraction_check(p[0], p[1], p[2], bits); },
        Space{{{"n", 3, 8}}, {{3}, {8}}}, "seed 5, kappa = 1/8",
        [](const Point& p, unsigned bits) { return contraction_check(p[0], 5, 1, bits); });
    c.expected = {Status::violated, "cyffers_bellet_basu.E21"};
    out.push_back(std::move(c));
  }
  return out;
}

}  // namespace privbound::proofs_check::cyffers_bellet_basu
