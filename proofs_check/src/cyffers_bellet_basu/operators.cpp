// Seed 001 (Cyffers, Bellet, Basu) operator claims, on quadratic instances built in exact rationals
// (H = Q diag(l) Q^T with Q a product of rational plane rotations (Pythagorean triples), so every map below is an
// exact rational matrix and every Lipschitz constant a certified spectral norm):
//   l65.averaged: I - gamma grad f is (gamma beta/2)-averaged for convex beta-smooth f, gamma in (0, 2/beta)
//   prop1.nonexpansive(_convex): R(u) = u - (2/beta) grad f(u) is non-expansive for beta-smooth f (as printed) /
//       for convex beta-smooth f
//   prop1.dpsgd_identity: Algorithm 1 with lambda = gamma beta/2, e_k of Proposition 1 is DP-SGD's step (exact)
//   prop2.dpcd_identity: with one-coordinate blocks and e_k = 0 it is DP-CD's step (exact)
//   l157.identity(_corrected): R(u_k) + e_k = u_k - grad f_i(u_k) (L157) / = u_k - (2/beta) grad f_i(u_k),
//       non-expansive
//   remark2.contraction: u - (2/(beta + mu)) grad f is (beta - mu)/(beta + mu)-contractive
//   lions_mercier.averaged: (4) is lambda-averaged (R_{gamma p_1} R_{gamma p_2} non-expansive, convex quadratics)
//   lions_mercier.fixed_points(_corrected): the fixed points of (4) are the zeros of the sum (L93) / their
//       prox_{gamma p2} are (exact, one-dimensional quadratics)
//   footnote3.block_update: a block update (2) of a non-expansive operator is non-expansive (rational rotations)
//   footnote3.consensus_block: so is a single-block update of the consensus ADMM operator (8)-(10), which is
//       Algorithm 4's step for r = 0 (Theorem 6's hypothesis in Theorem 4's proof)
//   b3.updates(_corrected): B.3's z- and x-updates (L750, L757) are the argmins of (22), (23) for problem (7)
//   l777.mimic(_corrected): Algorithm 3 with m = n and the same noise reproduces Algorithm 2 (hp runs)
//   l779.single_block(_corrected): Algorithm 4 is Algorithm 1 with one random block on Algorithm 2's operator (hp runs)
#include <string>
#include <vector>

#include "common.hpp"
#include "privbound/numeric/matrix.hpp"
#include "privbound/solvers/cyffers_bellet_basu/fixed_point.hpp"
#include "privbound/solvers/cyffers_bellet_basu/private_admm.hpp"

namespace privbound::proofs_check::cyffers_bellet_basu {
namespace {

using numeric::Interval;
using numeric::Rational;
using numeric::RationalMatrix;

std::vector<Rational> mat_vec(const RationalMatrix& a, const std::vector<Rational>& v) {
  std::vector<Rational> out(a.rows, Rational(0));
  for (std::size_t i = 0; i < a.rows; ++i)
    for (std::size_t j = 0; j < a.cols; ++j) out[i] = out[i] + a(i, j) * v[j];
  return out;
}

// H = Q diag(l) Q^T with l_0 = hi and l_i = lo + (hi - lo) k_i/8 (k_i from `seed`).
RationalMatrix quadratic(std::size_t d, const Rational& lo, const Rational& hi, long seed) {
  const RationalMatrix Q = rational_rotation(d, seed);
  RationalMatrix L(d, d);
  for (std::size_t i = 0; i < d; ++i)
    L(i, i) = i == 0 ? hi : lo + (hi - lo) * Rational((seed / (3 + static_cast<long>(i))) % 9, 8);
  return Q * L * Q.transpose();
}

std::string spectrum_text(const Rational& lo, const Rational& hi) {
  return "H = Q diag(l) Q^T, l in [" + lo.to_string() + ", " + hi.to_string() + "] with l_0 = " + hi.to_string();
}

// |M|_2 <= bound (certified).
Verdict norm_check(const RationalMatrix& M, const Interval& bound, unsigned bits) {
  auto n = numeric::spectral_norm(M, bits);
  if (!n.ok()) return undecided(n.error().message);
  Verdict v = certified_le(*n, bound, bound.mid_double());
  v.note = "|M|_2 = " + n->lower_decimal(8);
  return v;
}

// l65: R = (T - (1 - lambda) I)/lambda with T = I - gamma H, lambda = gamma beta/c_num (2 printed; 4 the control).
Verdict l65_check(long d, long seed, long b2, long g, long c_num, unsigned bits) {
  const Rational beta(b2, 2), gamma = Rational(2) / beta * Rational(g, 17);
  const RationalMatrix H = quadratic(static_cast<std::size_t>(d), Rational(0), beta, seed);
  const Rational lambda = gamma * beta / Rational(c_num);
  const RationalMatrix I = RationalMatrix::identity(static_cast<std::size_t>(d));
  const RationalMatrix T = I - gamma * H;
  const RationalMatrix R = (Rational(1) / lambda) * (T + (lambda - Rational(1)) * I);
  Verdict v = norm_check(R, Interval::from_int(1, bits), bits);
  v.instance = {{"d", str(d)},
                {"f", "u^T H u/2, " + spectrum_text(Rational(0), beta)},
                {"beta", beta.to_string()},
                {"gamma", gamma.to_string()},
                {"lambda", c_num == 2 ? "gamma beta/2" : "gamma beta/4"}};
  return v;
}

// R = I - (2/beta) H with H's spectrum in [lo, beta].
Verdict prop1_check(long d, long seed, long b2, const Rational& lo_frac, unsigned bits) {
  const Rational beta(b2, 2);
  const RationalMatrix H = quadratic(static_cast<std::size_t>(d), lo_frac * beta, beta, seed + 1);
  const RationalMatrix R = RationalMatrix::identity(static_cast<std::size_t>(d)) - (Rational(2) / beta) * H;
  Verdict v = norm_check(R, Interval::from_int(1, bits), bits);
  v.instance = {{"d", str(d)}, {"f", "u^T H u/2, " + spectrum_text(lo_frac * beta, beta)}, {"beta", beta.to_string()}};
  return v;
}

// The DP-SGD identity on n quadratics f_i = u^T H_i u/2 + c_i^T u (convex, beta-smooth), exact rationals.
// `lambda_num`: lambda = gamma beta lambda_num/2 (1 printed; 2 the control).
// Proposition 1 (dpcd false): B = 1, e_k = (2/beta)(grad f(u_k) - grad f(u_k; d_{i_k})), against DP-SGD's step.
// Proposition 2 (dpcd true): B = d one-coordinate blocks, R_b(u) = u_b - (2/beta) grad_b f(u; D), e_k = 0, the single
// active block b = ik mod d, against DP-CD's step u_b - gamma(grad_b f(u; D) + eta'_b) with the other coordinates kept
// (Mangold et al. 2022 with one step size gamma for every coordinate).
Verdict dpsgd_check(long d, long n, long seed, long g, long ik, long lambda_num, bool dpcd, unsigned bits) {
  (void)bits;
  const auto D = static_cast<std::size_t>(d);
  const Rational beta(4), gamma = Rational(2) / beta * Rational(g, 17);
  std::vector<RationalMatrix> H;
  std::vector<std::vector<Rational>> c;
  for (long i = 0; i < n; ++i) {
    H.push_back(quadratic(D, Rational(0), beta, seed + 7 * i));
    c.push_back(std::vector<Rational>(D, Rational((seed + i) % 5 - 2, 3)));
  }
  std::vector<Rational> u(D), eta(D);
  for (std::size_t j = 0; j < D; ++j) {
    u[j] = Rational((seed / (j + 2)) % 7 - 3, 2);
    eta[j] = Rational((seed / (j + 5)) % 9 - 4, 3);
  }
  auto grad = [&](long i) {
    auto gr = mat_vec(H[static_cast<std::size_t>(i)], u);
    for (std::size_t j = 0; j < D; ++j) gr[j] = gr[j] + c[static_cast<std::size_t>(i)][j];
    return gr;
  };
  std::vector<Rational> gbar(D, Rational(0));
  for (long i = 0; i < n; ++i) {
    const auto gi = grad(i);
    for (std::size_t j = 0; j < D; ++j) gbar[j] = gbar[j] + gi[j] / Rational(n);
  }
  const auto gk = dpcd ? gbar : grad(ik % n);
  const auto active = static_cast<std::size_t>(ik % d);
  const Rational lambda = gamma * beta * Rational(lambda_num) / Rational(2);
  Rational resid(0);
  for (std::size_t j = 0; j < D; ++j) {
    const Rational R = u[j] - Rational(2) / beta * gbar[j];
    const Rational e = Rational(2) / beta * (gbar[j] - gk[j]);  // 0 for DP-CD
    const bool on = !dpcd || j == active;
    const Rational alg1 = on ? u[j] + lambda * (R + e + eta[j] - u[j]) : u[j];
    // eta' = -(beta/2) eta
    const Rational sgd = on ? u[j] - gamma * (gk[j] + beta / Rational(2) * (Rational(0) - eta[j])) : u[j];
    const Rational diff = alg1 - sgd;
    resid = resid + diff * diff;
  }
  Verdict v = verdict_le(resid.to_double(), 0, 1, 0);
  v.instance = {{"d", str(d)},
                {"n", str(n)},
                {"beta", "4"},
                {"gamma", gamma.to_string()},
                {dpcd ? "active coordinate" : "i_k", dpcd ? str(ik % d) : str(ik % n)},
                {"lambda", lambda_num == 1 ? "gamma beta/2" : "gamma beta"}};
  v.note = "squared residual (exact) = " + resid.to_string();
  return v;
}

// L157: R(u) + e_k as the map u -> u - s grad f_i(u) (f_i convex beta-smooth): `printed` compares R(u) + e_k with u -
// grad f_i(u) exactly at a point; corrected checks the identity with s = 2/beta and that map's Lipschitz constant.
Verdict l157_check(long d, long seed, long b2, bool printed, unsigned bits) {
  const auto D = static_cast<std::size_t>(d);
  const Rational beta(b2, 2);
  const RationalMatrix Hi = quadratic(D, Rational(0), beta, seed), Hj = quadratic(D, Rational(0), beta, seed + 5);
  // f = (f_i + f_j)/2, e_k = (2/beta)(grad f - grad f_i): R(u) + e_k = u - (2/beta) grad f_i(u) = (I - (2/beta) H_i) u
  const RationalMatrix Hbar = Rational(1, 2) * (Hi + Hj);
  const RationalMatrix I = RationalMatrix::identity(D);
  const RationalMatrix lhs = I - (Rational(2) / beta) * Hbar + (Rational(2) / beta) * (Hbar - Hi);
  const RationalMatrix rhs = I - (printed ? Rational(1) : Rational(2) / beta) * Hi;
  Rational diff(0);
  for (std::size_t k = 0; k < lhs.data.size(); ++k)
    diff = diff + (lhs.data[k] - rhs.data[k]) * (lhs.data[k] - rhs.data[k]);
  Verdict v = verdict_le(diff.to_double(), 0, 1, 0);
  v.certified = v.status == Status::violated && diff.sign() > 0;  // the maps differ exactly
  if (v.status != Status::violated) v = norm_check(rhs, Interval::from_int(1, bits), bits);
  v.instance = {{"d", str(d)},
                {"f_i, f_j", "u^T H u/2, " + spectrum_text(Rational(0), beta)},
                {"beta", beta.to_string()},
                {"map", printed ? "u - grad f_i(u) (printed)" : "u - (2/beta) grad f_i(u)"}};
  if (v.status == Status::violated && printed) v.note = "R(u) + e_k differs from the printed map";
  return v;
}

// Remark 2 with H's spectrum in [mu, hi], hi = beta (inside) or 2 beta (control).
Verdict remark2_check(long d, long seed, long mu2, long gap2, long hi_factor, unsigned bits) {
  const Rational mu(mu2, 2), beta = mu + Rational(gap2, 2);
  const RationalMatrix H = quadratic(static_cast<std::size_t>(d), mu, beta * Rational(hi_factor), seed);
  const RationalMatrix T = RationalMatrix::identity(static_cast<std::size_t>(d)) - (Rational(2) / (beta + mu)) * H;
  Verdict v = norm_check(T, Interval::from_rational((beta - mu) / (beta + mu), bits), bits);
  v.instance = {{"d", str(d)},
                {"f", "u^T H u/2, " + spectrum_text(mu, beta * Rational(hi_factor))},
                {"beta", beta.to_string()},
                {"mu", mu.to_string()}};
  return v;
}

// One-dimensional p_k = (a_k/2)(u - c_k)^2: prox_{gamma p}(v) = (v + gamma a c)/(1 + gamma a), R = 2 prox - I. The
// fixed point of R_1 R_2 and the zero of p_1 + p_2, exactly; `corrected`: prox_{gamma p_2}(u*) against the zero.
Verdict lions_mercier_check(long a1, long a2, long c1, long c2, long g, bool corrected, unsigned bits) {
  (void)bits;
  const Rational A1(a1, 4), A2(a2, 4), C1(c1, 4), C2(c2, 4), gam(g, 4);
  auto r = [&](const Rational& a) { return (Rational(1) - gam * a) / (Rational(1) + gam * a); };
  auto s = [&](const Rational& a, const Rational& c) { return Rational(2) * gam * a * c / (Rational(1) + gam * a); };
  // R_1 R_2 u = r1 (r2 u + s2) + s1
  const Rational r12 = r(A1) * r(A2);
  const Rational ustar = (r(A1) * s(A2, C2) + s(A1, C1)) / (Rational(1) - r12);
  const Rational zero = (A1 * C1 + A2 * C2) / (A1 + A2);
  const Rational point = corrected ? (ustar + gam * A2 * C2) / (Rational(1) + gam * A2) : ustar;
  const Rational diff = point - zero;
  Verdict v = verdict_le((diff * diff).to_double(), 0, 1, 0);
  v.instance = {{"p_1", "(" + A1.to_string() + "/2)(u - " + C1.to_string() + ")^2"},
                {"p_2", "(" + A2.to_string() + "/2)(u - " + C2.to_string() + ")^2"},
                {"gamma", gam.to_string()},
                {"fixed point", ustar.to_string()},
                {"zero of p_1 + p_2", zero.to_string()}};
  return v;
}

// (4) on convex quadratics p_k(u) = (u - c_k)^T H_k (u - c_k)/2 on R^d (H_k = quadratic(d, 0, b_k/2, seed_k), positive
// semidefinite): R_k = 2 prox_{gamma p_k} - I has the linear part 2(I + gamma H_k)^{-1} - I (exact), and T = lambda R_1
// R_2 + (1 - lambda) I is lambda-averaged when (T - (1 - lambda) I)/lambda = R_1 R_2 is non-expansive (certified
// spectral norm; the constant parts c_k do not change Lipschitz constants). `nonconvex` (control): H_2 = -I/(2 gamma),
// H_1 = 0, so R_2 = 3 I.
Verdict lions_mercier_averaged_check(long d, long seed1, long seed2, long b1, long b2, long g, long l, bool nonconvex,
                                     unsigned bits) {
  const auto D = static_cast<std::size_t>(d);
  const Rational gam(g, 4), lam(l, 4);
  const RationalMatrix I = RationalMatrix::identity(D);
  const RationalMatrix H1 = nonconvex ? RationalMatrix(D, D) : quadratic(D, Rational(0), Rational(b1, 2), seed1);
  const RationalMatrix H2 =
      nonconvex ? (Rational(-1) / (Rational(2) * gam)) * I : quadratic(D, Rational(0), Rational(b2, 2), seed2);
  auto reflect = [&](const RationalMatrix& H) -> numeric::Result<RationalMatrix> {
    auto inv = numeric::solve(I + gam * H, I);
    if (!inv.ok()) return inv.error();
    return Rational(2) * *inv - I;
  };
  auto R1 = reflect(H1), R2 = reflect(H2);
  if (!R1.ok() || !R2.ok()) return undecided("I + gamma H singular");
  const RationalMatrix T = lam * (*R1 * *R2) + (Rational(1) - lam) * I;
  const RationalMatrix R = (Rational(1) / lam) * (T - (Rational(1) - lam) * I);
  Verdict v = norm_check(R, Interval::from_int(1, bits), bits);
  v.instance = {
      {"d", str(d)},
      {"H_1", nonconvex ? std::string("0") : spectrum_text(Rational(0), Rational(b1, 2))},
      {"H_2", nonconvex ? std::string("-I/(2 gamma) (not convex)") : spectrum_text(Rational(0), Rational(b2, 2))},
      {"seeds", str(seed1) + ", " + str(seed2)},
      {"gamma", gam.to_string()},
      {"lambda", lam.to_string()}};
  return v;
}

// The block update of block 0 (coordinate 0) of a rational rotation Q: M = Q's row 0 over identity rows.
Verdict block_update_check(long d, long seed, unsigned bits) {
  const RationalMatrix Q = rational_rotation(static_cast<std::size_t>(d), seed);
  RationalMatrix M = RationalMatrix::identity(static_cast<std::size_t>(d));
  for (std::size_t j = 0; j < M.cols; ++j) M(0, j) = Q(0, j);
  Verdict v = norm_check(M, Interval::from_int(1, bits), bits);
  v.instance = {{"d", str(d)}, {"T", "a rational rotation (seed " + str(seed) + ")"}, {"block", "coordinate 1"}};
  return v;
}

// The consensus ADMM operator (8)-(10) for n users with f_i = (h_i/2)(x - c_i)^2 on R, r = (kappa/2) z^2, is affine: u
// -> J u + const with J = I + 2 lambda (X - Z), Z = 11^T/(n (1 + gamma kappa)), X = diag(1/(1 + gamma h_i))(2 Z - I).
// The single-block update of block i is I + e_i e_i^T (J - I). `whole` (the control's comparison): J itself.
Verdict consensus_block_check(long n, long seed, long g, long l, long k, long i, bool whole, unsigned bits) {
  const Rational gam(g, 4), lam(l, 4), kap(k, 4);
  std::vector<Rational> h;
  for (long j = 0; j < n; ++j) h.push_back(Rational((seed / (j + 1)) % 17, 4));
  const auto N = static_cast<std::size_t>(n);
  RationalMatrix J = RationalMatrix::identity(N);
  const Rational zc = Rational(1) / (Rational(n) * (Rational(1) + gam * kap));
  for (std::size_t a = 0; a < N; ++a)
    for (std::size_t b = 0; b < N; ++b) {
      const Rational X = (Rational(2) * zc - (a == b ? Rational(1) : Rational(0))) / (Rational(1) + gam * h[a]);
      J(a, b) = J(a, b) + Rational(2) * lam * (X - zc);
    }
  RationalMatrix M = RationalMatrix::identity(N);
  const auto row = static_cast<std::size_t>(i % n);
  for (std::size_t b = 0; b < N; ++b) M(row, b) = J(row, b);
  Verdict v = norm_check(whole ? J : M, Interval::from_int(1, bits), bits);
  std::string hs;
  for (const auto& x : h) hs += (hs.empty() ? "" : ", ") + x.to_string();
  v.instance = {{"n", str(n)},
                {"h", hs},
                {"gamma", gam.to_string()},
                {"lambda", lam.to_string()},
                {"kappa", kap.to_string()},
                {"block", str(static_cast<long>(row) + 1)},
                {"map", whole ? "J" : "block update"}};
  return v;
}

// B.3's updates for problem (7) with f_i = (h_i/2)(x - c_i)^2 on R and r = (kappa/2) z^2: the z-update (22),
// argmin_z r(z) + (1/(2 gamma)) sum_i (z - u_i)^2, against L750's prox_{gamma r}(mean u); the x-update (23) block i,
// argmin_x (1/n) f_i(x) + (1/(2 gamma))(x - v)^2, against L757's prox_{gamma f_i}(v) (exact rationals). `scaled`: the
// printed forms at gamma/n (the corrected reading).
Verdict b3_check(long n, long seed, long g, long k, bool scaled_forms, unsigned bits) {
  (void)bits;
  const Rational gam(g, 4), kap(k, 4), N(n);
  std::vector<Rational> u, h, c;
  Rational ubar(0);
  for (long j = 0; j < n; ++j) {
    u.push_back(Rational((seed / (j + 1)) % 9 - 4, 2));
    h.push_back(Rational((seed / (j + 3)) % 8 + 1, 4));
    c.push_back(Rational((seed / (j + 5)) % 7 - 3, 2));
    ubar = ubar + u.back() / N;
  }
  const Rational step = scaled_forms ? gam / N : gam;
  // (22): kappa z + (n/gamma)(z - ubar) = 0
  const Rational z22 = (N / gam) * ubar / (kap + N / gam);
  const Rational zprinted = ubar / (Rational(1) + step * kap);
  const Rational v = Rational(2) * z22 - u[0];
  // (23) block 0: (h/n)(x - c) + (x - v)/gamma = 0
  const Rational x23 = (v / gam + h[0] * c[0] / N) / (Rational(1) / gam + h[0] / N);
  const Rational xprinted = (v / step + h[0] * c[0]) / (Rational(1) / step + h[0]);
  const Rational d = (z22 - zprinted) * (z22 - zprinted) + (x23 - xprinted) * (x23 - xprinted);
  Verdict vd = verdict_le(d.to_double(), 0, 1, 0);
  vd.instance = {{"n", str(n)},
                 {"gamma", gam.to_string()},
                 {"kappa", kap.to_string()},
                 {"z (22)", z22.to_string()},
                 {"z printed", zprinted.to_string()},
                 {"x_1 (23)", x23.to_string()},
                 {"x_1 printed", xprinted.to_string()},
                 {"forms", scaled_forms ? "prox at gamma/n" : "as printed (prox at gamma)"}};
  return vd;
}

// The consensus instance the runs share: n users with Huber losses on R^2 (a_i, b_i from the seed), r = (k/8)|z|_1
// (k = 0: r = 0), lambda = 1/2, gamma = 1, u_0 from the seed; the state of Algorithms 3 and 4 starts at z_0 =
// prox_{gamma r}(mean u_0), z^_0 = mean u_0.
struct ConsensusRun {
  solvers::cyffers_bellet_basu::Consensus c;
  solvers::cyffers_bellet_basu::Params prm;
  std::vector<numeric::HpVector> u0;
  solvers::cyffers_bellet_basu::State start;  // for Algorithms 3 and 4
};
ConsensusRun consensus_run(long n, solvers::Rng& rng, long k) {
  namespace sv = solvers::cyffers_bellet_basu;
  ConsensusRun r;
  r.c.p = 2;
  for (long i = 0; i < n; ++i) {
    sv::LocalLoss f;
    f.kind = sv::Loss::huber;
    f.a = solvers::to_hp(solvers::random_rational_matrix(rng, 2, 1, 4, 4)).col(0);
    f.b = solvers::to_hp(Rational(solvers::uniform_int(rng, -8, 8), 4));
    r.c.f.push_back(f);
  }
  r.c.r.family = k > 0 ? solvers::GFamily::l1 : solvers::GFamily::zero;
  r.c.r.c1 = solvers::to_hp(Rational(k, 8));
  r.c.r.q = numeric::HpVector::Zero(2);
  r.prm.lambda = solvers::to_hp(Rational(1, 2));
  for (long i = 0; i < n; ++i) r.u0.push_back(solvers::to_hp(solvers::random_rational_matrix(rng, 2, 1, 8, 2)).col(0));
  numeric::HpVector mean = numeric::HpVector::Zero(2);
  for (const auto& ui : r.u0) mean += ui / numeric::hp_float(n);
  r.start = sv::State{r.u0, r.c.prox_r(mean, r.prm.gamma), mean};
  return r;
}
std::vector<std::pair<std::string, std::string>> consensus_text(long n, long k, long K, long seed) {
  return {{"n", str(n)}, {"p", "2"},          {"loss", "Huber"}, {"r", k > 0 ? frac(k, 8) + " |z|_1" : "0"},
          {"K", str(K)}, {"seed", str(seed)}, {"lambda", "1/2"}, {"gamma", "1"}};
}

// Algorithm 3 with m = n and the same noise against Algorithm 2 (z_0 = prox_{gamma r}(mean u_0), so Algorithm 3's z_k
// plays Algorithm 2's z_{k+1}), K rounds; `keep`: z^ kept (the corrected Algorithm 3).
Verdict mimic_check(long n, long seed, long k, long K, bool keep, unsigned bits) {
  numeric::ScopedHpPrecision prec(hp_bits(bits));
  namespace sv = solvers::cyffers_bellet_basu;
  solvers::Rng rng(static_cast<std::uint64_t>(seed) + 3);
  const ConsensusRun run = consensus_run(n, rng, k);
  sv::State a{run.u0, numeric::HpVector::Zero(2), numeric::HpVector::Zero(2)}, b = run.start;
  std::vector<std::size_t> all;
  for (long i = 0; i < n; ++i) all.push_back(static_cast<std::size_t>(i));
  numeric::hp_float gap = 0;
  for (long kk = 0; kk < K; ++kk) {
    std::vector<numeric::HpVector> eta;
    for (long i = 0; i < n; ++i) eta.push_back(solvers::gaussian_vector(rng, 2, numeric::hp_float(1)));
    sv::alg2_step(run.c, run.prm, eta, a);
    gap = std::max(gap, numeric::hp_float((b.z - a.z).norm()));
    sv::alg3_round(run.c, run.prm, all, eta, keep, b);
  }
  Verdict v = verdict_le(to_d(gap), 0, 1, tolerance(hp_bits(bits)));
  v.instance = consensus_text(n, k, K, seed);
  v.instance.insert(v.instance.begin(), {"m", str(n)});
  v.instance.push_back({"Algorithm 3", keep ? "z^ kept" : "as printed"});
  v.note = "largest |z_k (Alg. 3) - z_{k+1} (Alg. 2)| = " + std::to_string(to_d(gap));
  return v;
}

// L321/L779: Algorithm 4 (one uniformly random user i_k per step, noise eta_k) against Algorithm 1 with one random
// block (the same i_k, the same noise on block i_k) on Algorithm 2's operator R(u)_i = u_i + 2(x_i - z), z =
// prox_{gamma r}(mean u), x_i = prox_{gamma f_i}(2z - u_i) (Algorithm 2's noiseless step at lambda = 1), K steps: the
// largest gap between the u's and between Algorithm 4's z_k and prox_{gamma r}(mean u_k); `keep`: z^ kept.
Verdict single_block_check(long n, long seed, long k, long K, bool keep, unsigned bits) {
  numeric::ScopedHpPrecision prec(hp_bits(bits));
  namespace sv = solvers::cyffers_bellet_basu;
  using numeric::HpVector;
  solvers::Rng rng(static_cast<std::uint64_t>(seed) + 5);
  const ConsensusRun run = consensus_run(n, rng, k);
  const auto N = static_cast<std::size_t>(n);
  const auto stack = [&](const std::vector<HpVector>& u) {
    HpVector U(2 * n);
    for (std::size_t i = 0; i < N; ++i) U.segment(2 * static_cast<Eigen::Index>(i), 2) = u[i];
    return U;
  };
  const sv::Operator R = [&](const HpVector& U) {
    sv::State s{{}, HpVector::Zero(2), HpVector::Zero(2)};
    for (std::size_t i = 0; i < N; ++i) s.u.push_back(U.segment(2 * static_cast<Eigen::Index>(i), 2));
    sv::Params unit = run.prm;
    unit.lambda = 1;
    sv::alg2_step(run.c, unit, std::vector<HpVector>(N, HpVector::Zero(2)), s);
    return stack(s.u);
  };
  sv::Blocks blocks;
  blocks.count = N;
  blocks.rule = sv::BlockRule::single;
  for (std::size_t i = 0; i < N; ++i) blocks.of.insert(blocks.of.end(), 2, i);
  HpVector U = stack(run.u0);
  sv::State b = run.start;
  numeric::hp_float gap = 0;
  for (long kk = 0; kk < K; ++kk) {
    const auto i = static_cast<std::size_t>(solvers::uniform_int(rng, 0, n - 1));
    const HpVector eta = solvers::gaussian_vector(rng, 2, numeric::hp_float(1));
    HpVector E = HpVector::Zero(2 * n);
    E.segment(2 * static_cast<Eigen::Index>(i), 2) = eta;
    std::vector<bool> active(N, false);
    active[i] = true;
    U = sv::alg1_step(R, blocks, active, run.prm.lambda, U, HpVector::Zero(2 * n), E);
    sv::alg3_round(run.c, run.prm, {i}, {eta}, keep, b);  // keep = false: alg4_step
    HpVector mean = HpVector::Zero(2);
    for (std::size_t j = 0; j < N; ++j) mean += U.segment(2 * static_cast<Eigen::Index>(j), 2) / numeric::hp_float(n);
    gap = std::max({gap, numeric::hp_float((stack(b.u) - U).norm()),
                    numeric::hp_float((b.z - run.c.prox_r(mean, run.prm.gamma)).norm())});
  }
  Verdict v = verdict_le(to_d(gap), 0, 1, tolerance(hp_bits(bits)));
  v.instance = consensus_text(n, k, K, seed);
  v.instance.push_back({"Algorithm 4", keep ? "z^ kept" : "as printed"});
  v.note = "largest gap to Algorithm 1 with one random block on Algorithm 2's operator = " + std::to_string(to_d(gap));
  return v;
}

}  // namespace

std::vector<Claim> operator_claims() {
  std::vector<Claim> out;
  const Space quad{{{"d", 1, 3}, {"seed", 0, 999999}, {"b2", 1, 40}, {"g", 1, 16}},
                   {{1, 0, 2, 1}, {3, 5, 40, 16}, {2, 11, 7, 8}, {2, 0, 1, 1}},
                   {reach("d", 1, 3),          // d in [1, 3] (edges 1, 3)
                    reach("beta", 0.5, 20)}};  // beta = b2/2, b2 in [1, 40] (edges 1, 40)
  // l65 also describes its step size gamma = (2/beta) g/17: 8/85 at the edge (b2, g) = (40, 16), 32/119 at (7, 8)
  Space quad_gamma = quad;
  quad_gamma.reaches.push_back(reach("gamma", 8.0 / 85, 32.0 / 119));
  out.push_back(make(
      "l65.averaged", "Section 3.1 (L65)",
      "For convex beta-smooth f and gamma in (0, 2/beta), T = I - gamma grad f is gamma beta/2-averaged: R = "
      "(T - (1 - gamma beta/2) I)/(gamma beta/2) is non-expansive (certified spectral norm).",
      "quadratic f with spectrum in [0, beta] (beta = b2/2 attained), gamma = (2/beta) g/17", quad_gamma,
      [](const Point& p, unsigned bits) { return l65_check(p[0], p[1], p[2], p[3], 2, bits); },
      Space{{{"b2", 1, 20}}, {{1}, {20}}}, "the constant gamma beta/4, d = 2, g = 16",
      [](const Point& p, unsigned bits) { return l65_check(2, 3, p[0], 16, 4, bits); }));
  {
    Claim c = make(
        "prop1.nonexpansive", "Proposition 1 (L155)",
        "For f(.; d) beta-smooth (the proposition's only assumption), R(u) = u - (2/beta) grad f(u; D) is "
        "non-expansive (certified spectral norm).",
        "quadratic f with spectrum in [-beta, beta] (beta-smooth), beta = b2/2", quad,
        [](const Point& p, unsigned bits) { return prop1_check(p[0], p[1], p[2], Rational(-1), bits); },
        Space{{{"b2", 1, 20}}, {{1}, {20}}}, "spectrum in [-beta, beta], d = 3",
        [](const Point& p, unsigned bits) { return prop1_check(3, 1, p[0], Rational(-1), bits); });
    c.expected = {Status::violated, "cyffers_bellet_basu.E15"};
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "prop1.nonexpansive_convex", "Proposition 1 (L155), L65",
        "For convex beta-smooth f, R(u) = u - (2/beta) grad f(u) is non-expansive (certified).",
        "quadratic f with spectrum in [0, beta], beta = b2/2", quad,
        [](const Point& p, unsigned bits) { return prop1_check(p[0], p[1], p[2], Rational(0), bits); },
        Space{{{"b2", 1, 20}}, {{1}, {20}}}, "spectrum in [-beta/2, beta] (not convex), d = 3",
        [](const Point& p, unsigned bits) { return prop1_check(3, 1, p[0], Rational(-1, 2), bits); });
    c.form = Form::corrected;
    out.push_back(std::move(c));
  }
  out.push_back(make(
      "prop1.dpsgd_identity", "Proposition 1 (L155)",
      "Algorithm 1 with B = 1, lambda = gamma beta/2, R(u) = u - (2/beta) grad f(u; D), e_k = (2/beta)(grad "
      "f(u_k) - grad f(u_k; d_{i_k})) makes the step u_{k+1} = u_k - gamma(grad f(u_k; d_{i_k}) + eta'), "
      "eta' = -(beta/2) eta ~ N(0, beta^2 sigma^2/4 I) (exact rationals, the residual is 0; Algorithm 1 "
      "adds +lambda eta, DP-SGD subtracts gamma eta', equal in law).",
      "n quadratic f_i (convex, 4-smooth), gamma = (2/beta) g/17, rational u and eta",
      Space{{{"d", 1, 3}, {"n", 1, 6}, {"seed", 0, 999999}, {"g", 1, 16}, {"ik", 0, 5}},
            {{1, 1, 0, 1, 0}, {3, 6, 17, 16, 5}},
            {reach("d", 1, 3),                      // d in [1, 3] (edges 1, 3)
             reach("n", 1, 6),                      // n in [1, 6] (edges 1, 6)
             reach("gamma", 1.0 / 34, 8.0 / 17)}},  // gamma = (2/4) g/17, g in [1, 16] (edges 1, 16)
      [](const Point& p, unsigned bits) { return dpsgd_check(p[0], p[1], p[2], p[3], p[4], 1, false, bits); },
      Space{{{"n", 2, 6}}, {{2}, {6}}}, "lambda = gamma beta",
      [](const Point& p, unsigned bits) { return dpsgd_check(2, p[0], 5, 8, 1, 2, false, bits); }));
  out.push_back(make(
      "prop2.dpcd_identity", "Proposition 2 (L161-L163)",
      "Algorithm 1 with B = d one-coordinate blocks, R_b(u) = u_b - (2/beta) grad_b f(u; D), e_k = 0, one active "
      "block and lambda = gamma beta/2 makes DP-CD's step u_{k+1,b} = u_{k,b} - gamma(grad_b f(u_k; D) + eta'_b), the "
      "other coordinates unchanged, eta' = -(beta/2) eta (exact rationals, the residual is 0).",
      "as prop1.dpsgd_identity, the active coordinate ik mod d",
      Space{{{"d", 1, 3}, {"n", 1, 6}, {"seed", 0, 999999}, {"g", 1, 16}, {"ik", 0, 5}},
            {{1, 1, 0, 1, 0}, {3, 6, 17, 16, 5}, {3, 2, 5, 8, 1}},
            {reach("d", 1, 3),                      // d in [1, 3] (edges 1, 3)
             reach("n", 1, 6),                      // n in [1, 6] (edges 1, 6)
             reach("gamma", 1.0 / 34, 8.0 / 17)}},  // gamma = (2/4) g/17, g in [1, 16] (edges 1, 16)
      [](const Point& p, unsigned bits) { return dpsgd_check(p[0], p[1], p[2], p[3], p[4], 1, true, bits); },
      Space{{{"n", 1, 6}}, {{1}, {6}}}, "lambda = gamma beta, d = 2",
      [](const Point& p, unsigned bits) { return dpsgd_check(2, p[0], 5, 8, 1, 2, true, bits); }));
  {
    Claim c = make(
        "l157.identity", "Section 4.2 (L157)",
        "R(u_k) + e_k = u_k - grad f_{i_k}(u_k; d_{i_k}) (exact), a non-expansive map (certified).",
        "f = (f_i + f_j)/2, quadratics with spectrum in [0, beta], beta = b2/2",
        Space{{{"d", 1, 3}, {"seed", 0, 999999}, {"b2", 1, 40}},
              {{1, 0, 2}, {2, 3, 8}, {3, 7, 40}},
              {reach("d", 1, 3),        // d in [1, 3] (edges 1, 3)
               reach("beta", 1, 20)}},  // beta = b2/2, b2 = 2 .. 40 at the edges
        [](const Point& p, unsigned bits) { return l157_check(p[0], p[1], p[2], true, bits); },
        Space{{{"b2", 6, 40}}, {{6}, {40}}}, "d = 2",
        [](const Point& p, unsigned bits) { return l157_check(2, 3, p[0], true, bits); });
    c.expected = {Status::violated, "cyffers_bellet_basu.E16"};
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "l157.identity_corrected", "Section 4.2 (L157)",
        "R(u_k) + e_k = u_k - (2/beta) grad f_{i_k}(u_k; d_{i_k}) (exact), a non-expansive map (certified).",
        "as l157.identity",
        Space{{{"d", 1, 3}, {"seed", 0, 999999}, {"b2", 1, 40}},
              {{1, 0, 2}, {2, 3, 8}, {3, 7, 40}},
              {reach("d", 1, 3),        // d in [1, 3] (edges 1, 3)
               reach("beta", 1, 20)}},  // beta = b2/2, b2 = 2 .. 40 at the edges
        [](const Point& p, unsigned bits) { return l157_check(p[0], p[1], p[2], false, bits); },
        Space{{{"b2", 6, 40}}, {{6}, {40}}}, "the printed map u - grad f_i(u), d = 2",
        [](const Point& p, unsigned bits) { return l157_check(2, 3, p[0], true, bits); });
    c.form = Form::corrected;
    out.push_back(std::move(c));
  }
  out.push_back(make(
      "remark2.contraction", "Remark 2 (L180), from Ryu & Boyd 2015",
      "For mu-strongly convex beta-smooth f, u - (2/(beta + mu)) grad f(u) is (beta - mu)/(beta + mu)-"
      "contractive (certified spectral norm).",
      "quadratic f with spectrum in [mu, beta] (beta attained), mu = m2/2 > 0, beta = mu + gap2/2",
      Space{{{"d", 1, 3}, {"seed", 0, 999999}, {"mu2", 1, 20}, {"gap2", 0, 40}},
            {{1, 0, 1, 0}, {3, 9, 2, 40}, {2, 4, 20, 1}},
            {reach("d", 1, 3),          // d in [1, 3] (edges 1, 3)
             reach("mu", 0.5, 10),      // mu = mu2/2, mu2 in [1, 20] (edges 1, 20)
             reach("beta", 0.5, 21)}},  // beta = mu + gap2/2: 1/2 at (1, 0), 1 + 20 at (2, 40), the edges
      [](const Point& p, unsigned bits) { return remark2_check(p[0], p[1], p[2], p[3], 1, bits); },
      Space{{{"gap2", 1, 20}}, {{1}, {20}}}, "spectrum reaching 2 beta (not beta-smooth), d = 2, mu = 1/2",
      [](const Point& p, unsigned bits) { return remark2_check(2, 1, 1, p[0], 2, bits); }));
  const Space lm{{{"a1", 1, 16}, {"a2", 1, 16}, {"c1", -16, 16}, {"c2", -16, 16}, {"g", 1, 16}},
                 {{4, 4, 4, -4, 4}, {1, 16, 0, 16, 1}, {16, 1, -16, 0, 16}},
                 // p_k = (a_k/2)(u - c_k)^2, a_k = i/4 and c_k = j/4: the edges' flattest and steepest p_k
                 {reach("p_1", {"(0.25/2)(u - 0)^2", "(4/2)(u - -4)^2"}),  // (a1, c1) = (1, 0), (16, -16)
                  reach("p_2", {"(0.25/2)(u - 0)^2", "(4/2)(u - 4)^2"}),   // (a2, c2) = (1, 0), (16, 16)
                  reach("gamma", 0.25, 4)}};                               // gamma = g/4, g in [1, 16] (edges 1, 16)
  {
    Claim c = make(
        "lions_mercier.fixed_points", "Section 3.2 (L93)",
        "The fixed points of the Lions-Mercier operator (4) are exactly the zeros of the sum of the two "
        "functions (exact, one-dimensional quadratics p_k = (a_k/2)(u - c_k)^2).",
        "a_k = i/4 > 0, c_k = j/4, gamma = g/4", lm,
        [](const Point& p, unsigned bits) { return lions_mercier_check(p[0], p[1], p[2], p[3], p[4], false, bits); },
        Space{{{"g", 1, 16}}, {{1}, {16}}}, "a_1 = a_2 = 1, c_1 = 1, c_2 = -1",
        [](const Point& p, unsigned bits) { return lions_mercier_check(4, 4, 4, -4, p[0], false, bits); });
    c.expected = {Status::violated, "cyffers_bellet_basu.E17"};
    out.push_back(std::move(c));
  }
  out.push_back(make(
      "lions_mercier.averaged", "Section 3.2 (L91-L93)",
      "The Lions-Mercier operator (4), T = lambda R_{gamma p_1} R_{gamma p_2} + (1 - lambda) I, is lambda-averaged: "
      "(T - (1 - lambda) I)/lambda = R_{gamma p_1} R_{gamma p_2} is non-expansive (certified spectral norm, convex "
      "quadratics on R^d).",
      "d <= 3, p_k = (u - c_k)^T H_k (u - c_k)/2 with H_k positive semidefinite, spectrum in [0, b_k/2], gamma = g/4, "
      "lambda = l/4",
      Space{{{"d", 1, 3}, {"s1", 0, 9999}, {"s2", 0, 9999}, {"b1", 1, 40}, {"b2", 1, 40}, {"g", 1, 16}, {"l", 1, 4}},
            {{1, 0, 0, 1, 1, 1, 4}, {3, 5, 17, 40, 40, 16, 1}, {2, 3, 3, 2, 40, 4, 2}},
            {reach("d", 1, 3),            // d in [1, 3] (edges 1, 3)
             reach("gamma", 0.25, 4),     // gamma = g/4, g in [1, 16] (edges 1, 16)
             reach("lambda", 0.25, 1)}},  // lambda = l/4, l in [1, 4] (edges 1, 4)
      [](const Point& p, unsigned bits) {
        return lions_mercier_averaged_check(p[0], p[1], p[2], p[3], p[4], p[5], p[6], false, bits);
      },
      Space{{{"d", 1, 3}}, {{1}, {3}}}, "p_2 not convex (H_2 = -I/(2 gamma)), p_1 = 0, gamma = 1, lambda = 1/2",
      [](const Point& p, unsigned bits) { return lions_mercier_averaged_check(p[0], 0, 0, 1, 1, 4, 2, true, bits); }));
  {
    Claim c = make(
        "lions_mercier.fixed_points_corrected", "Section 3.2 (L93)",
        "If u* is a fixed point of (4), prox_{gamma p_2}(u*) is the zero of p_1 + p_2 (exact).",
        "as lions_mercier.fixed_points", lm,
        [](const Point& p, unsigned bits) { return lions_mercier_check(p[0], p[1], p[2], p[3], p[4], true, bits); },
        Space{{{"g", 1, 16}}, {{1}, {16}}}, "u* itself (the printed reading), a = 1, c = (1, -1)",
        [](const Point& p, unsigned bits) { return lions_mercier_check(4, 4, 4, -4, p[0], false, bits); });
    c.form = Form::corrected;
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "footnote3.block_update", "footnote 3 (L85)",
        "A block update (2) of a non-expansive operator (here a rotation, an isometry) is non-expansive "
        "(certified spectral norm of the updated map).",
        "T a rational rotation of R^d, d in {2, 3}; block = coordinate 1",
        Space{{{"d", 2, 3}, {"seed", 0, 999999}}, {{2, 0}, {3, 5}}, {reach("d", 2, 3)}},  // d in [2, 3] (edges)
        [](const Point& p, unsigned bits) { return block_update_check(p[0], p[1], bits); },
        Space{{{"seed", 0, 5}}, {{0}, {5}}}, "d = 2",
        [](const Point& p, unsigned bits) { return block_update_check(2, p[0], bits); });
    c.expected = {Status::violated, "cyffers_bellet_basu.E18"};
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "footnote3.consensus_block", "footnote 3 (L85), Theorem 4's proof (L938, L792), Algorithm 4",
        "A single-block update of the consensus ADMM operator (8)-(10) (non-expansive as a whole) is "
        "non-expansive; for r = 0 it is Algorithm 4's step, the map Theorem 6 needs non-expansive in Theorem "
        "4's proof (certified spectral norm).",
        "n users, f_i = (h_i/2)(x - c_i)^2 on R (h_i = k/4 in [0, 4]), r = (kappa/2) z^2, gamma = g/4, lambda = "
        "l/4, block i",
        Space{{{"n", 2, 6}, {"seed", 0, 999999}, {"g", 1, 16}, {"l", 1, 4}, {"k", 0, 8}, {"i", 0, 5}},
              {{3, 16, 10, 4, 0, 0}, {2, 0, 4, 4, 0, 0}},
              {reach("n", 2, 6),          // n in [2, 6] (5 values; edges 2, 3)
               reach("gamma", 0.25, 4),   // gamma = g/4, g in [1, 16] (16 values; edges 4, 10)
               reach("lambda", 0.25, 1),  // lambda = l/4, l in [1, 4] (4 values; l = 4 at both edges)
               reach("kappa", 0, 2)}},    // kappa = k/4, k in [0, 8] (9 values; k = 0 at both edges)
        [](const Point& p, unsigned bits) {
          return consensus_block_check(p[0], p[1], p[2], p[3], p[4], p[5], false, bits);
        },
        Space{{{"l", 2, 4}}, {{2}, {4}}}, "h = (4, 2, 5/4), gamma = 5/2, kappa = 0, block 1",
        [](const Point& p, unsigned bits) { return consensus_block_check(3, 16, 10, p[0], 0, 0, false, bits); });
    c.expected = {Status::violated, "cyffers_bellet_basu.E18"};
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "b3.updates", "Appendix B.3 (L744-L757)",
        "For problem (7), the z-update (22) is prox_{gamma r}(mean_i u_i) (L750) and the x-update (23) is "
        "prox_{gamma f_i}(2z - u_i) block by block (L757) (exact, quadratic f_i and r).",
        "n users, f_i = (h_i/2)(x - c_i)^2, r = (kappa/2) z^2, gamma = g/4, kappa = k/4",
        Space{{{"n", 1, 8}, {"seed", 0, 999999}, {"g", 1, 16}, {"k", 0, 8}},
              {{1, 0, 4, 0}, {4, 7, 4, 4}},
              {reach("n", 1, 8),         // n in [1, 8] (8 values; edges 1, 4)
               reach("gamma", 0.25, 4),  // gamma = g/4, g in [1, 16] (16 values; g = 4 at both edges)
               reach("kappa", 0, 2)}},   // kappa = k/4, k in [0, 8] (9 values; edges 0, 4)
        [](const Point& p, unsigned bits) { return b3_check(p[0], p[1], p[2], p[3], false, bits); },
        Space{{{"n", 2, 8}}, {{2}, {8}}}, "kappa = 1",
        [](const Point& p, unsigned bits) { return b3_check(p[0], 7, 4, 4, false, bits); });
    c.expected = {Status::violated, "cyffers_bellet_basu.E14"};
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "b3.updates_corrected", "Appendix B.3 (L744-L757)",
        "(22) is prox_{(gamma/n) r}(mean_i u_i) and (23) is prox_{(gamma/n) f_i}(2z - u_i) (exact).", "as b3.updates",
        Space{{{"n", 1, 8}, {"seed", 0, 999999}, {"g", 1, 16}, {"k", 0, 8}},
              {{1, 0, 4, 0}, {4, 7, 4, 4}},
              {reach("n", 1, 8),         // n in [1, 8] (8 values; edges 1, 4)
               reach("gamma", 0.25, 4),  // gamma = g/4, g in [1, 16] (16 values; g = 4 at both edges)
               reach("kappa", 0, 2)}},   // kappa = k/4, k in [0, 8] (9 values; edges 0, 4)
        [](const Point& p, unsigned bits) { return b3_check(p[0], p[1], p[2], p[3], true, bits); },
        Space{{{"n", 2, 8}}, {{2}, {8}}}, "the printed proxes at gamma, kappa = 1",
        [](const Point& p, unsigned bits) { return b3_check(p[0], 7, 4, 4, false, bits); });
    c.form = Form::corrected;
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "l777.mimic", "Appendix B.3 (L777), Algorithms 2 and 3",
        "Algorithm 3 with m = n and the same noise 'exactly mimics' Algorithm 2: its z_k equals Algorithm 2's "
        "z_{k+1} (hp runs, z_0 = prox_{gamma r}(mean u_0)).",
        "n = m users, Huber losses, r = (k/8)|z|_1 (k = 0: r = 0), K rounds, lambda = 1/2, gamma = 1",
        Space{{{"n", 1, 6}, {"seed", 0, 999999}, {"k", 0, 8}, {"K", 1, 6}},
              {{2, 0, 0, 3}, {4, 1, 4, 6}},
              {reach("n", 1, 6),  // n in [1, 6] (6 values; edges 2, 4)
               reach("K", 1, 6),  // K in [1, 6] (6 values; edges 3, 6)
               // r = (k/8)|z|_1, k in [0, 8] (9 values): k = 0 and k = 4 at the edges, k = 8 drawn
               reach("r", {"0", "0.5 |z|_1", "1 |z|_1"})}},
        [](const Point& p, unsigned bits) { return mimic_check(p[0], p[1], p[2], p[3], false, bits); },
        Space{{{"n", 2, 6}}, {{2}, {6}}}, "r = |z|_1/2, K = 4",
        [](const Point& p, unsigned bits) { return mimic_check(p[0], 1, 4, 4, false, bits); });
    c.expected = {Status::violated, "cyffers_bellet_basu.E19"};
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "l777.mimic_corrected", "Appendix B.3 (L777), Algorithm 3",
        "With z^_{k+1} = z^_k + (1/n) sum_i Delta u_i (z^ kept instead of restarting from z_k), Algorithm 3 with "
        "m = n reproduces Algorithm 2 for every r.",
        "as l777.mimic",
        Space{{{"n", 1, 6}, {"seed", 0, 999999}, {"k", 0, 8}, {"K", 1, 6}},
              {{2, 0, 0, 3}, {4, 1, 4, 6}},
              {reach("n", 1, 6),  // n in [1, 6] (6 values; edges 2, 4)
               reach("K", 1, 6),  // K in [1, 6] (6 values; edges 3, 6)
               // r = (k/8)|z|_1, k in [0, 8] (9 values): k = 0 and k = 4 at the edges, k = 8 drawn
               reach("r", {"0", "0.5 |z|_1", "1 |z|_1"})}},
        [](const Point& p, unsigned bits) { return mimic_check(p[0], p[1], p[2], p[3], true, bits); },
        Space{{{"n", 2, 6}}, {{2}, {6}}}, "the printed Algorithm 3, r = |z|_1/2, K = 4",
        [](const Point& p, unsigned bits) { return mimic_check(p[0], 1, 4, 4, false, bits); });
    c.form = Form::corrected;
    out.push_back(std::move(c));
  }
  const Space single{{{"n", 1, 6}, {"seed", 0, 999999}, {"k", 0, 8}, {"K", 1, 12}},
                     {{2, 0, 0, 6}, {4, 1, 4, 12}},
                     {reach("n", 1, 6),   // n in [1, 6] (6 values; edges 2, 4)
                      reach("K", 1, 12),  // K in [1, 12] (12 values; edges 6, 12)
                      // r = (k/8)|z|_1, k in [0, 8] (9 values): k = 0 and k = 4 at the edges, k = 8 drawn
                      reach("r", {"0", "0.5 |z|_1", "1 |z|_1"})}};
  {
    Claim c = make(
        "l779.single_block", "Section 5 (L321), Appendix B.3 (L779), Algorithms 2 and 4",
        "Algorithm 4 is Algorithm 2 with one random block: with the same user sequence and noise its u_k equals "
        "Algorithm 1's with one random block on Algorithm 2's operator, and its z_k equals prox_{gamma r}(mean u_k) "
        "(hp "
        "runs, z_0 = prox_{gamma r}(mean u_0)).",
        "n users, Huber losses, r = (k/8)|z|_1 (k = 0: r = 0), K steps, lambda = 1/2, gamma = 1", single,
        [](const Point& p, unsigned bits) { return single_block_check(p[0], p[1], p[2], p[3], false, bits); },
        Space{{{"n", 2, 6}}, {{2}, {6}}}, "r = |z|_1/2, K = 8",
        [](const Point& p, unsigned bits) { return single_block_check(p[0], 1, 4, 8, false, bits); });
    c.expected = {Status::violated, "cyffers_bellet_basu.E25"};
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "l779.single_block_corrected", "Section 5 (L321), Appendix B.3 (L779), Algorithm 4",
        "With z^_{k+1} = z^_k + (1/n)(u_{k+1,i} - u_{k,i}) (z^ kept instead of restarting from z_k), Algorithm 4 is "
        "Algorithm 1 with one random block on Algorithm 2's operator for every r.",
        "as l779.single_block", single,
        [](const Point& p, unsigned bits) { return single_block_check(p[0], p[1], p[2], p[3], true, bits); },
        Space{{{"n", 2, 6}}, {{2}, {6}}}, "the printed Algorithm 4, r = |z|_1/2, K = 8",
        [](const Point& p, unsigned bits) { return single_block_check(p[0], 1, 4, 8, false, bits); });
    c.form = Form::corrected;
    out.push_back(std::move(c));
  }
  return out;
}

}  // namespace privbound::proofs_check::cyffers_bellet_basu
