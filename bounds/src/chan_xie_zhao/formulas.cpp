// Chan–Xie–Zhao constants (see the header for the fixed fields of each function).
#include <mpfr.h>

#include <string>

#include "privbound/bounds/chan_xie_zhao/chan_xie_zhao.hpp"
#include "privbound/bounds/validate.hpp"

namespace privbound::bounds::chan_xie_zhao {

using numeric::domain_error;
using numeric::dot;
using numeric::Error;
using numeric::ErrorKind;
using numeric::hypothesis_error;

namespace {

Interval I(long v, unsigned bits) { return Interval::from_int(v, bits); }

// T >= 1; capped at 10^15 so that 2T − 1 and T·(T−1) stay far from overflow of long.
Result<bool> check_T(const char* fn, long T) {
  if (T < 1) return domain_error(fn, "T", "the integers >= 1", std::to_string(T));
  if (T > 1000000000000000L) return domain_error(fn, "T", "the integers in [1, 10^15]", std::to_string(T));
  return true;
}

// The enclosure of L cut to (0, 1] (hypothesis 0 < L <= 1 of Thm 5.2).
Result<Interval> check_L(const char* fn, const Interval& L) {
  PB_TRY(bool f, check_finite(fn, "L", L, "(0, 1]"));
  (void)f;
  const unsigned b = L.bits();
  if (!L.certainly_positive() || I(1, b).certainly_lt(L)) return domain_error(fn, "L", "(0, 1]", shown(L));
  if (L.certainly_le(I(1, b))) return L;
  return Interval::from_mpfr_bounds(&L.raw()->left, &I(1, b).raw()->right, b);
}

Interval point(mpfr_srcptr x, unsigned bits) { return Interval::from_mpfr_bounds(x, x, bits); }

struct AtPoint {
  Interval S, phi, lambda, gamma;
};

// All four induction quantities at a point L in (0, 1].
AtPoint at_point(long T, const Interval& Lp) {
  const unsigned b = Lp.bits();
  if (mpfr_cmp_ui(&Lp.raw()->left, 1) == 0) {
    const Interval inv = 1 / I(T, b);
    return {I(T, b), inv, inv, inv};
  }
  // u = −log L > 0, without cancellation near 1.
  const Interval d = Lp - 1;
  const Interval u = Lp.certainly_lt(Interval::from_rational(Rational(1, 2), b)) ? -log(Lp) : -log1p(d);
  const Interval one_minus_L = -expm1(-u);
  const Interval one_minus_LT = -expm1(-(u * I(T, b)));
  const Interval S = one_minus_LT / one_minus_L;
  const Interval Tm1 = I(T - 1, b);
  const Interval phi = exp(-(u * Tm1) / 2) / S;
  const Interval lambda = one_minus_L / one_minus_LT;
  const Interval gamma = I(T, b) * exp(-(u * Tm1) * 2) / sqr(S);
  return {S, phi, lambda, gamma};
}

Result<Interval> induction_generic(const char* fn, long T, const Interval& L_in, int which) {
  PB_TRY(bool t, check_T(fn, T));
  (void)t;
  PB_TRY(Interval L, check_L(fn, L_in));
  const unsigned b = L.bits();
  const AtPoint lo = at_point(T, point(&L.raw()->left, b));
  const AtPoint hi = at_point(T, point(&L.raw()->right, b));
  auto pick = [which](const AtPoint& p) -> const Interval& {
    switch (which) {
      case 0:
        return p.S;
      case 1:
        return p.phi;
      case 2:
        return p.lambda;
      default:
        return p.gamma;
    }
  };
  // S, φ, γ increasing and λ decreasing on (0, 1]: the hull of the end values is an enclosure.
  return hull(pick(lo), pick(hi));
}

Result<bool> pos(const char* fn, const char* p, const Interval& x) { return check_positive(fn, p, x); }
Result<bool> nonneg(const char* fn, const char* p, const Interval& x) { return check_nonnegative(fn, p, x); }

// A vector given as n×1 or 1×n, returned as n×1.
Result<RationalMatrix> as_column(const char* fn, const char* p, const RationalMatrix& v, std::size_t n) {
  if (v.rows == 1 && v.cols == n) return v.transpose();
  if (v.cols == 1 && v.rows == n) return v;
  return domain_error(fn, p, "vectors of length " + std::to_string(n),
                      "a " + std::to_string(v.rows) + "x" + std::to_string(v.cols) + " matrix");
}

}  // namespace

// ---------------------------------------------------------------------------------------

Result<Interval> induction_S(long T, const Interval& L) { return induction_generic("induction_S", T, L, 0); }
Result<Interval> induction_phi(long T, const Interval& L) { return induction_generic("induction_phi", T, L, 1); }
Result<Interval> induction_lambda(long T, const Interval& L) { return induction_generic("induction_lambda", T, L, 2); }
Result<Interval> induction_gamma(long T, const Interval& L) { return induction_generic("induction_gamma", T, L, 3); }

Result<Interval> induction_gamma_printed(long T, const Interval& L_in) {
  const char* fn = "induction_gamma_printed";
  if (T < 2) return domain_error(fn, "T", "the integers >= 2", std::to_string(T));
  PB_TRY(Interval L, check_L(fn, L_in));
  PB_TRY(Interval phi, induction_phi(T - 1, L));
  PB_TRY(Interval lam, induction_lambda(T, L));
  const unsigned b = L.bits();
  return I(T - 1, b) * pow(L, T - 2) * sqr(phi) * sqr(1 - lam) + pow(L, 2 * (T - 1)) * sqr(lam);
}

Result<Interval> thm5_2_factor(const Interval& C_K, const Interval& L_in, long T) {
  const char* fn = "thm5_2_factor";
  PB_CHECK(pos(fn, "C_K", C_K));
  PB_CHECK(check_T(fn, T));
  PB_TRY(Interval L, check_L(fn, L_in));
  return C_K * pow(L, T - 1) / I(T, L.bits());
}

Result<Interval> thm5_2_factor_precise(const Interval& C_K, const Interval& L, long T) {
  PB_CHECK(pos("thm5_2_factor_precise", "C_K", C_K));
  PB_TRY(Interval g, induction_gamma(T, L));
  return C_K * g;
}

// ---------------------------------------------------------------------------------------

Result<Interval> local_zcdp(const Interval& eta, const Interval& Delta, const Interval& sigma) {
  const char* fn = "local_zcdp";
  PB_CHECK(pos(fn, "eta", eta));
  PB_CHECK(nonneg(fn, "Delta", Delta));
  PB_CHECK(pos(fn, "sigma", sigma));
  return sqr(eta) * sqr(Delta) / (2 * sqr(sigma));
}

Result<Interval> thm6_1_C_printed(const Interval& beta, long n, const Interval& eta, const Interval& normA) {
  const char* fn = "thm6_1_C_printed";
  PB_CHECK(pos(fn, "beta", beta));
  if (n < 1) return domain_error(fn, "n", "the integers >= 1", std::to_string(n));
  PB_CHECK(pos(fn, "eta", eta));
  PB_CHECK(nonneg(fn, "norm_A", normA));
  const unsigned b = beta.bits();
  return max(I(2, b), 3 / (beta * I(n, b))) * (1 + beta * eta * sqr(normA));
}

Result<Interval> cor6_2_C(const Interval& beta, const Interval& eta, const Interval& normA) {
  const char* fn = "cor6_2_C";
  PB_CHECK(pos(fn, "beta", beta));
  PB_CHECK(pos(fn, "eta", eta));
  PB_CHECK(nonneg(fn, "norm_A", normA));
  return max(I(2, beta.bits()), 3 / (beta * eta)) * (1 + beta * eta * sqr(normA));
}

Result<Interval> lemma6_10_C_K(const Interval& eta, const Interval& beta, const Interval& sigma) {
  const char* fn = "lemma6_10_C_K";
  PB_CHECK(pos(fn, "eta", eta));
  PB_CHECK(pos(fn, "beta", beta));
  PB_CHECK(pos(fn, "sigma", sigma));
  return max(I(2, eta.bits()), 3 / (eta * beta)) / (2 * sqr(sigma));
}

Result<Interval> cor6_2_amplified_zcdp(const Interval& beta, const Interval& eta, const Interval& normA,
                                       const Interval& sigma, const Interval& Delta, long T) {
  PB_CHECK(check_T("cor6_2_amplified_zcdp", T));
  PB_TRY(Interval C, cor6_2_C(beta, eta, normA));
  PB_TRY(Interval loc, local_zcdp(eta, Delta, sigma));
  return C / I(T, C.bits()) * loc;
}

Result<Interval> thm6_1_amplified_zcdp(const Interval& beta, const Interval& eta, const Interval& normA,
                                       const Interval& sigma, const Interval& dx, long T) {
  const char* fn = "thm6_1_amplified_zcdp";
  PB_CHECK(check_T(fn, T));
  PB_CHECK(pos(fn, "sigma", sigma));
  PB_CHECK(nonneg(fn, "dx", dx));
  PB_TRY(Interval C, cor6_2_C(beta, eta, normA));
  return C / I(T, C.bits()) * sqr(dx) / (2 * sqr(sigma));
}

Result<Interval> local_sensitivity_exact(const RationalMatrix& A, const RationalMatrix& v_in, const Rational& eta,
                                         const Rational& beta, unsigned bits) {
  const char* fn = "local_sensitivity_exact";
  if (!(eta > Rational(0))) return domain_error(fn, "eta", "(0, inf)", eta.to_string());
  if (!(beta > Rational(0))) return domain_error(fn, "beta", "(0, inf)", beta.to_string());
  PB_TRY(RationalMatrix v, as_column(fn, "v", v_in, A.cols));
  const std::size_t n = A.cols;
  RationalMatrix M = A.transpose() * A;
  for (auto& e : M.data) e = e * eta * beta;
  for (std::size_t i = 0; i < n; ++i) M(i, i) = M(i, i) + Rational(1);
  auto w = numeric::solve(M, v);
  if (!w.ok()) return Error{ErrorKind::internal, std::string(fn) + ": I + eta beta A^T A is singular (impossible)."};
  const Rational nrm2 = dot(*w, *w) * eta * eta;
  return sqrt(Interval::from_rational(nrm2, bits));
}

Result<Interval> local_sensitivity_worst(const Interval& eta, const Interval& beta, const Interval& Delta,
                                         const Interval& lambda_min) {
  const char* fn = "local_sensitivity_worst";
  PB_CHECK(pos(fn, "eta", eta));
  PB_CHECK(pos(fn, "beta", beta));
  PB_CHECK(nonneg(fn, "Delta", Delta));
  PB_CHECK(check_finite(fn, "lambda_min", lambda_min, "[0, inf)"));
  // λ_min(AᵀA) >= 0 always; cut a slightly negative enclosure at 0.
  Interval lm = lambda_min;
  if (lm.contains_zero()) lm = max(lm, Interval(lm.bits()));
  return eta * Delta / (1 + eta * beta * lm);
}

Result<Rational> def6_3_norm_sq(const RationalMatrix& A, const RationalMatrix& x_in, const RationalMatrix& l_in,
                                const Rational& eta, const Rational& beta) {
  const char* fn = "def6_3_norm_sq";
  if (!(eta > Rational(0))) return domain_error(fn, "eta", "(0, inf)", eta.to_string());
  if (!(beta > Rational(0))) return domain_error(fn, "beta", "(0, inf)", beta.to_string());
  PB_TRY(RationalMatrix x, as_column(fn, "x", x_in, A.cols));
  PB_TRY(RationalMatrix l, as_column(fn, "lambda", l_in, A.rows));
  RationalMatrix w = A * x;
  for (std::size_t i = 0; i < w.rows; ++i) w(i, 0) = l(i, 0) - beta * w(i, 0);
  return dot(x, x) + eta / beta * dot(w, w);
}

Result<Rational> def7_4_norm_sq(const RationalMatrix& A, const RationalMatrix& x_in, const RationalMatrix& l_in,
                                const Rational& eta, const Rational& beta, const Rational& nu, const Rational& mu) {
  const char* fn = "def7_4_norm_sq";
  if (!(nu > Rational(0))) return domain_error(fn, "nu", "(0, inf)", nu.to_string());
  if (!(mu > Rational(0)) || mu > nu)
    return domain_error(fn, "mu", "(0, nu] (Assumption 7.1: a nu-smooth f is at most nu-strongly convex)",
                        mu.to_string());
  const Rational up = Rational(2) / (nu + mu);
  if (!(eta > Rational(0)) || !(eta < up))
    return domain_error(fn, "eta", "(0, 2/(nu+mu)) = (0, " + up.to_string() + ") (Definition 7.4)", eta.to_string());
  PB_TRY(Rational n6, def6_3_norm_sq(A, x_in, l_in, eta, beta));
  PB_TRY(RationalMatrix x, as_column(fn, "x", x_in, A.cols));
  const Rational R = (Rational(1) - Rational(2) * eta * nu * mu / (nu + mu)) + (up - eta) / eta;
  return n6 + (R - Rational(1)) * dot(x, x);
}

// ---------------------------------------------------------------------------------------

Result<EtaInterval> lemma7_6_eta_interval(const Interval& nu, const Interval& mu, const Interval& mu_g,
                                          const Interval& beta, const Interval& N) {
  const char* fn = "lemma7_6_eta_interval";
  PB_CHECK(pos(fn, "nu", nu));
  PB_CHECK(pos(fn, "mu", mu));
  // Enclosures of equal values overlap: reject only a certain violation here (the registry
  // checks the exact rationals).
  if (nu.certainly_lt(mu))
    return domain_error(
        fn, "mu", "(0, nu] (Assumption 7.1: a nu-smooth, mu-strongly convex f has mu <= nu; nu = " + shown(nu) + ")",
        shown(mu));
  PB_CHECK(pos(fn, "mu_g", mu_g));
  PB_CHECK(pos(fn, "beta", beta));
  PB_CHECK(nonneg(fn, "norm_AtB", N));
  const unsigned b = nu.bits();
  EtaInterval r{Interval(b), std::nullopt, Interval(b), Interval(b), Interval(b)};
  const Interval s = nu + mu;
  r.lower1 = 4 / (s + sqrt(sqr(s) + 8 * nu * mu));
  r.upper = 2 / s;
  r.lower = r.lower1;
  const bool zero = mpfr_zero_p(&N.raw()->left) && mpfr_zero_p(&N.raw()->right);
  if (!zero) {
    // lower2 increases with ‖AᵀB‖; with an enclosure reaching 0 only its upper end is finite.
    const Interval Nn = N.certainly_positive() ? N : point(&N.raw()->right, b);
    const Interval l2 = r.upper - 2 * mu_g / (sqr(beta) * sqr(Nn));
    r.lower2 = N.certainly_positive() ? l2 : Interval::from_mpfr_bounds(&r.lower1.raw()->left, &l2.raw()->right, b);
    r.lower = N.certainly_positive() ? max(r.lower1, l2) : hull(r.lower1, max(r.lower1, l2));
  }
  r.midpoint = (r.lower + r.upper) / 2;
  return r;
}

Result<Contraction> lemma7_6_contraction(const Interval& nu, const Interval& mu, const Interval& mu_g,
                                         const Interval& beta, const Interval& N,
                                         const std::optional<Interval>& eta_opt) {
  const char* fn = "lemma7_6_contraction";
  PB_TRY(EtaInterval iv, lemma7_6_eta_interval(nu, mu, mu_g, beta, N));
  Interval eta = iv.midpoint;
  if (eta_opt) {
    PB_CHECK(pos(fn, "eta", *eta_opt));
    eta = *eta_opt;
    if (!iv.lower.certainly_lt(eta) || !eta.certainly_lt(iv.upper))
      return domain_error(
          fn, "eta",
          "the interval (23) of Lemma 7.6 = (" + iv.lower.upper_decimal(10) + ", " + iv.upper.lower_decimal(10) + ")",
          shown(eta));
  }
  const Interval s = nu + mu;
  const Interval delta = 2 / s - eta;  // printed as (2/(ν+μ) − η)
  Contraction c{iv, eta, Interval(), Interval(), Interval(), Interval(), Interval()};
  c.P = 1 - delta / eta;                            // L768
  c.Q = eta / beta + eta / 4 * delta;               // L766
  c.R = (1 - 2 * eta * nu * mu / s) + delta / eta;  // L764
  c.S = eta / beta;                                 // L764
  if (!c.P.certainly_positive() || !c.Q.certainly_positive() || !c.R.certainly_positive())
    return hypothesis_error(fn,
                            "P, Q, R are not certainly positive at eta = " + shown(eta) + " (raise the precision).");
  c.L = max(c.R / c.P, c.S / c.Q);
  return c;
}

Result<Interval> lemma7_7_C_K(const Contraction& c, const Interval& beta, const Interval& sigma) {
  const char* fn = "lemma7_7_C_K";
  PB_CHECK(pos(fn, "beta", beta));
  PB_CHECK(pos(fn, "sigma", sigma));
  return c.L / (2 * sqr(sigma)) * max(2 / c.R, 3 / (c.eta * beta));
}

Result<Interval> thm7_2_C(const Contraction& c, const Interval& beta, const Interval& normA) {
  const char* fn = "thm7_2_C";
  PB_CHECK(pos(fn, "beta", beta));
  PB_CHECK(nonneg(fn, "norm_A", normA));
  return max(2 / c.R, 3 / (c.eta * beta)) * (c.R + c.eta * beta * sqr(normA));
}

Result<Interval> thm7_2_amplified_zcdp(const Contraction& c, const Interval& beta, const Interval& normA,
                                       const Interval& sigma, const Interval& dx, long T, Exponent e) {
  const char* fn = "thm7_2_amplified_zcdp";
  PB_CHECK(check_T(fn, T));
  PB_CHECK(pos(fn, "sigma", sigma));
  PB_CHECK(nonneg(fn, "dx", dx));
  PB_TRY(Interval C, thm7_2_C(c, beta, normA));
  const unsigned b = C.bits();
  const Interval base = C * sqr(dx) / (2 * sqr(sigma));
  switch (e) {
    case Exponent::printed:
      return base * pow(c.L, 2 * T - 1) / I(T, b);
    case Exponent::supported:
      return base * pow(c.L, T) / I(T, b);
    case Exponent::precise: {
      PB_TRY(Interval g, induction_gamma(T, c.L));
      return base * c.L * g;
    }
  }
  return Error{ErrorKind::internal, std::string(fn) + ": unknown form"};
}

Result<Interval> cor7_3_amplified_zcdp(const Contraction& c, const Interval& beta, const Interval& normA,
                                       const Interval& sigma, const Interval& Delta, long T, Exponent e) {
  const char* fn = "cor7_3_amplified_zcdp";
  PB_CHECK(nonneg(fn, "Delta", Delta));
  // Local sensitivity ‖x_1 − x_1'‖ <= ηΔ (L674), then Theorem 7.2 from (x̃_1, λ_1), (x̃_1', λ_1).
  return thm7_2_amplified_zcdp(c, beta, normA, sigma, c.eta * Delta, T, e);
}

// ---------------------------------------------------------------------------------------

namespace {

// H_k enclosure.
Interval harmonic(long k, unsigned bits) {
  if (k <= 0) return Interval(bits);
  if (k <= (1L << 16)) {
    Interval s(bits);
    for (long i = 1; i <= k; ++i) s += 1 / I(i, bits);
    return s;
  }
  // Euler–Maclaurin: H_k = ln k + γ + 1/(2k) − 1/(12k²) + 1/(120k⁴) − 1/(252k⁶) + …; the
  // remainder after the 1/(120k⁴) term has the sign of the next term and is smaller in
  // magnitude, so H_k ∈ [base − 1/(252k⁶), base].
  mpfr_t lo, hi;
  mpfr_init2(lo, bits);
  mpfr_init2(hi, bits);
  mpfr_const_euler(lo, MPFR_RNDD);
  mpfr_const_euler(hi, MPFR_RNDU);
  const Interval g = Interval::from_mpfr_bounds(lo, hi, bits);
  mpfr_clear(lo);
  mpfr_clear(hi);
  const Interval K = I(k, bits), K2 = sqr(K);
  const Interval base = log(K) + g + 1 / (2 * K) - 1 / (12 * K2) + 1 / (120 * sqr(K2));
  const Interval tail = 1 / (252 * K2 * sqr(K2));
  return hull(base - tail, base);
}

}  // namespace

Result<Interval> expected_inverse_L(Extension ext, long N, long t, unsigned bits) {
  const char* fn = "expected_inverse_L";
  if (N < 2 || N > 1000000000000L) return domain_error(fn, "N", "the integers in [2, 10^12]", std::to_string(N));
  if (t < 0 || t > N) return domain_error(fn, "t", "the integers in [0, N] (0 = worst user)", std::to_string(t));
  const Interval n = I(N, bits);
  if (ext == Extension::permutation) return harmonic(N, bits) / n;
  if (N % 2 != 0)
    return domain_error(fn, "N", "the even integers (random stopping draws T from {N/2+1..N}, L847)",
                        std::to_string(N));
  const long h = N / 2;
  if (t == 0) t = h + 1;
  if (t <= h) return 2 * (harmonic(N + 1 - t, bits) - harmonic(h + 1 - t, bits)) / n;
  return 2 * harmonic(N + 1 - t, bits) / n;
}

Result<Interval> cor8_3_rdp(const Interval& alpha, const Interval& C, const Interval& E) {
  const char* fn = "cor8_3_rdp";
  PB_CHECK(check_greater(fn, "alpha", alpha, 1, "(1, inf)"));
  PB_CHECK(pos(fn, "C", C));
  const Interval cap = 1 / (alpha * (alpha - 1));
  if (!C.certainly_le(cap))
    return domain_error(
        fn, "C",
        "(0, 1/(alpha(alpha-1))] = (0, " + cap.lower_decimal(10) + "] (the condition of Corollary 8.3 for Lemma 8.2)",
        shown(C));
  PB_CHECK(check_between(fn, "E_inv_L", E, 0, 1, "[0, 1]"));
  return 2 * alpha * C * E;
}

Result<Interval> thm9_1_utility(const Interval& beta, const Interval& By, const Interval& xd, const Interval& G, long n,
                                const Interval& rho, const Interval& normA, long T) {
  const char* fn = "thm9_1_utility";
  PB_CHECK(pos(fn, "beta", beta));
  PB_CHECK(nonneg(fn, "By_dist", By));
  PB_CHECK(nonneg(fn, "x_dist", xd));
  PB_CHECK(nonneg(fn, "G", G));
  if (n < 1) return domain_error(fn, "n", "the integers >= 1", std::to_string(n));
  PB_CHECK(nonneg(fn, "rho", rho));
  PB_CHECK(nonneg(fn, "norm_A", normA));
  PB_CHECK(check_T(fn, T));
  const unsigned b = beta.bits();
  const Interval Ti = I(T, b), rT = sqrt(Ti), ni = I(n, b), a2 = sqr(normA), r2 = sqr(rho);
  return beta * sqr(By) / (2 * Ti) + sqr(xd) / (2 * rT) + (sqr(G) + ni * r2) / (2 * rT) +
         ni * sqr(beta) * r2 * sqr(a2) / (2 * Ti * rT) + ni * beta * r2 * a2 / Ti;
}

Result<Cor94> cor9_4(const Interval& Delta, const Interval& rho, const Interval& beta, const Interval& eta,
                     const Interval& normA, long T) {
  const char* fn = "cor9_4";
  PB_CHECK(nonneg(fn, "Delta", Delta));
  PB_CHECK(pos(fn, "rho", rho));
  PB_CHECK(check_T(fn, T));
  PB_TRY(Interval C, cor6_2_C(beta, eta, normA));
  const Interval loc = sqr(Delta) / (2 * sqr(rho));
  return Cor94{loc, C / I(T, C.bits()) * loc, C};
}

}  // namespace privbound::bounds::chan_xie_zhao
