// The privacy formulas of bounds/cyffers_bellet_basu/cyffers_bellet_basu.hpp (Appendix C and Theorems 2-4, 7-10).
// Every function validates (NaN first, then the domain), then evaluates the printed expression in interval
// arithmetic; the error argument is interval arithmetic itself (outward rounding), stated once in the header,
// except for lemma_c1_alpha_set, whose argument is written above it.
#include <algorithm>
#include <cmath>
#include <vector>

#include "common.hpp"
#include "privbound/bounds/accounting/rdp.hpp"

namespace privbound::bounds::cyffers_bellet_basu {

using namespace detail;

namespace {

// M, the numerator and the denominator of Lemma C.1's order condition at an enclosure of alpha.
struct CapParts {
  Interval M, num, den;
};
CapParts cap_parts(const Interval& alpha, const Interval& q, const Interval& sigma) {
  const Interval s2 = sqr(sigma);
  const Interval M = log1p(1 / (q * (alpha - 1)));
  return {M, sqr(M) * s2 / 2 - log(5 * s2), M + log(q * alpha) + 1 / (2 * s2)};
}

// The condition alpha <= num/den on an enclosure of alpha: +1 certainly holds on all of it, -1 certainly fails,
// 0 undecided. With den > 0 it reads num - alpha den >= 0; with den < 0, num - alpha den <= 0.
int cap_sign(const Interval& alpha, const Interval& q, const Interval& sigma) {
  const CapParts c = cap_parts(alpha, q, sigma);
  const Interval g = c.num - alpha * c.den;
  if (c.den.certainly_positive()) return g.certainly_nonnegative() ? 1 : g.certainly_negative() ? -1 : 0;
  if (c.den.certainly_negative()) return g.certainly_positive() ? -1 : (-g).certainly_nonnegative() ? 1 : 0;
  return 0;
}

// The same in double (NOT CERTIFIED: the scan that locates alpha*).
bool cap_holds_double(double alpha, double q, double sigma) {
  const double s2 = sigma * sigma, M = std::log1p(1 / (q * (alpha - 1)));
  const double num = M * M * s2 / 2 - std::log(5 * s2), den = M + std::log(q * alpha) + 1 / (2 * s2);
  return den > 0 ? num - alpha * den >= 0 : den < 0 && num - alpha * den <= 0;
}

// Every sub-interval of [lo, hi] certainly has sign `want` (+1 holds, -1 fails), by bisection with a budget of
// evaluations. Returns the number of pieces, or -1 when a piece has the other sign or stays undecided.
long certify_range(const Rational& lo, const Rational& hi, int want, const Interval& q, const Interval& sigma,
                   long& budget) {
  const unsigned bits = q.bits();
  std::vector<std::pair<Rational, Rational>> stack = {{lo, hi}};
  long pieces = 0;
  while (!stack.empty()) {
    if (--budget < 0) return -1;
    auto [a, b] = stack.back();
    stack.pop_back();
    const int s = cap_sign(hull(r_of(a, bits), r_of(b, bits)), q, sigma);
    if (s == want) {
      ++pieces;
      continue;
    }
    if (s == -want) return -1;
    const Rational mid = (a + b) / Rational(2);
    stack.push_back({mid, b});
    stack.push_back({a, mid});
  }
  return pieces;
}

// A dyadic rational near x (x > 0), 2^-40 resolution relative to its binade.
Rational dyadic(double x) {
  int e = 0;
  (void)std::frexp(x, &e);
  const long scale_exp = 40 - e;
  return scale_exp >= 0 ? Rational(std::llround(std::ldexp(x, static_cast<int>(scale_exp))), 1L << scale_exp)
                        : Rational(std::llround(x));
}

}  // namespace

Result<LemmaC1Cap> lemma_c1_cap(const Interval& alpha, const Interval& q, const Interval& sigma) {
  static const char* fn = "lemma_c1_cap";
  PB_TRY(bool ok, all({check_greater(fn, "alpha", alpha, 1, "(1, inf)"), check_open_unit(fn, "q", q),
                       check_positive(fn, "sigma", sigma)}));
  (void)ok;
  const CapParts c = cap_parts(alpha, q, sigma);
  LemmaC1Cap r{c.M, c.num, c.den, c.num / c.den, false};
  r.holds = !c.den.contains_zero() && alpha.certainly_le(r.cap);
  return r;
}

Result<Interval> lemma_c1_eps(const Interval& alpha, const Interval& q, const Interval& delta_sens,
                              const Interval& sigma) {
  static const char* fn = "lemma_c1_eps";
  PB_TRY(bool ok, check_nonnegative(fn, "Delta", delta_sens));
  PB_TRY(LemmaC1Cap c, lemma_c1_cap(alpha, q, sigma));
  (void)ok;
  const unsigned bits = alpha.bits();
  const Interval qmax = r_of(Rational(1, 5), bits), smin = i_of(4, bits);
  if (!q.certainly_lt(qmax))
    return hypothesis_error(fn, "Lemma C.1 needs q < 1/5, but q is " + shown(q), qmax.certainly_le(q));
  if (!smin.certainly_le(sigma))
    return hypothesis_error(fn, "Lemma C.1 needs sigma >= 4, but sigma is " + shown(sigma), sigma.certainly_lt(smin));
  if (!c.holds)
    return hypothesis_error(fn,
                            "Lemma C.1 needs alpha <= (M^2 sigma^2/2 - log(5 sigma^2))/(M + log(q alpha) + 1/(2 "
                            "sigma^2)) = " +
                                shown(c.cap) + ", but alpha is " + shown(alpha),
                            !c.denominator.contains_zero() && c.cap.certainly_lt(alpha));
  return 2 * alpha * sqr(q) * sqr(delta_sens) / sqr(sigma);
}

Result<Interval> lemma_c1_eps_corrected(const Interval& alpha, const Interval& q, const Interval& delta_sens,
                                        const Interval& sigma) {
  static const char* fn = "lemma_c1_eps_corrected";
  PB_TRY(bool ok, all({check_positive(fn, "Delta", delta_sens), check_positive(fn, "sigma", sigma)}));
  (void)ok;
  const Interval mult = sigma / delta_sens;
  auto v = lemma_c1_eps(alpha, q, Interval::from_int(1, alpha.bits()), mult);
  if (!v.ok())
    return numeric::prefixed(std::string(fn) + ": at the noise multiplier sigma/Delta = " + shown(mult), v.error());
  return *v;
}

// Error argument of lemma_c1_alpha_set. Write g(alpha) = num - alpha den (cap_parts).
//  (1, 1 + t]: M(alpha) >= M_t = log(1 + 1/(q t)) there. If M_t + log q > 0, den > 0 on the whole piece (log(q
//    alpha) > log q), so the condition is g >= 0. There alpha den <= (1 + t)(M + c_t), c_t = log(q (1 + t)) + 1/(2
//    sigma^2), hence g >= F(M) = M^2 sigma^2/2 - log(5 sigma^2) - (1 + t)(M + c_t), which increases in M for M >=
//    (1 + t)/sigma^2; so M_t >= (1 + t)/sigma^2 and F(M_t) >= 0 (both certified) prove the piece.
//  [1 + t, a_in] and [a_out, A]: interval evaluation of g and den on each piece of a bisection (certify_range).
//  [A, inf): with q A >= 1 and M(A) < m0 = sqrt(2 log(5 sigma^2))/sigma (certified), for alpha >= A: den > 0 (M >
//    0, log(q alpha) >= 0) and num < 0 (M decreases in alpha), so g < 0: the condition fails.
Result<AlphaSet> lemma_c1_alpha_set(const Interval& q, const Interval& sigma) {
  static const char* fn = "lemma_c1_alpha_set";
  PB_TRY(bool ok, all({check_open_unit(fn, "q", q), check_positive(fn, "sigma", sigma)}));
  (void)ok;
  const unsigned bits = q.bits();
  if (!q.certainly_lt(r_of(Rational(1, 5), bits)))
    return hypothesis_error(fn, "Lemma C.1 needs q < 1/5, but q is " + shown(q), true);
  if (!i_of(4, bits).certainly_le(sigma))
    return hypothesis_error(fn, "Lemma C.1 needs sigma >= 4, but sigma is " + shown(sigma), true);
  const Interval s2 = sqr(sigma);
  // (1, 1 + t]
  Rational t(1, 16);
  bool first = false;
  for (int j = 0; j < 60 && !first; ++j, t = t / Rational(2)) {
    const Interval T = r_of(t, bits), Mt = log1p(1 / (q * T));
    const Interval ct = log(q * (1 + T)) + 1 / (2 * s2);
    const Interval F = sqr(Mt) * s2 / 2 - log(5 * s2) - (1 + T) * (Mt + ct);
    first = (Mt + log(q)).certainly_positive() && ((1 + T) / s2).certainly_le(Mt) && F.certainly_nonnegative();
    if (first) break;
  }
  if (!first)
    return numeric::Error{numeric::ErrorKind::internal, std::string(fn) +
                                                            ": no t = 2^-j certified the piece "
                                                            "(1, 1 + t] (j < 64)."};
  // alpha* by a double scan, then bisection (not certified; the pieces below are)
  const double qd = q.mid_double(), sd = sigma.mid_double();
  double lo = 1 + t.to_double(), hi = lo;
  while (cap_holds_double(hi, qd, sd) && hi < 1e12) {
    lo = hi;
    hi = 1 + (hi - 1) * 2;
  }
  for (int i = 0; i < 200 && hi - lo > 1e-13 * hi; ++i) {
    const double mid = (lo + hi) / 2;
    (cap_holds_double(mid, qd, sd) ? lo : hi) = mid;
  }
  const Rational a_in = dyadic(lo * (1 - std::ldexp(1.0, -30))), a_out = dyadic(hi * (1 + std::ldexp(1.0, -30)));
  // [A, inf)
  const double m0 = std::sqrt(2 * std::log(5 * sd * sd)) / sd;
  const Rational A = std::max(a_out, dyadic(1 + 2 / (qd * m0) + 1 / qd));
  const Interval IA = r_of(A, bits);
  const bool tail = Interval::from_int(1, bits).certainly_le(q * IA) &&
                    log1p(1 / (q * (IA - 1))).certainly_lt(sqrt(2 * log(5 * s2)) / sigma);
  AlphaSet out;
  out.sup = hull(r_of(a_in, bits), r_of(a_out, bits));
  long budget = 200000;
  const long in = a_in > t + Rational(1) ? certify_range(t + Rational(1), a_in, +1, q, sigma, budget) : 0;
  const long gap = certify_range(a_out, A, -1, q, sigma, budget);
  out.certified = tail && in >= 0 && gap >= 0;
  out.pieces = std::max(0L, in) + std::max(0L, gap) + 2;
  if (!out.certified) return out;
  // Refine alpha* inside [a_in, a_out]. There den > 0 and g' = M M' sigma^2 - den - alpha M' - 1 < 0 (M' = -1/((alpha
  // - 1)(q (alpha - 1) + 1)); both certified on the whole bracket), so g decreases through its single root alpha*
  // there: bisection on certified signs of g at points keeps (1, lo] inside the set and [hi, inf) outside it.
  Rational rlo = a_in, rhi = a_out;
  {
    const Interval X = hull(r_of(a_in, bits), r_of(a_out, bits));
    const CapParts c = cap_parts(X, q, sigma);
    const Interval Mp = -1 / ((X - 1) * (q * (X - 1) + 1));
    const Interval gp = c.M * Mp * s2 - c.den - X * Mp - 1;
    if (c.den.certainly_positive() && gp.certainly_negative()) {
      for (unsigned it = 0; it < 2 * bits; ++it) {
        const Rational mid = (rlo + rhi) / Rational(2);
        const Interval x = r_of(mid, bits);
        const CapParts cm = cap_parts(x, q, sigma);
        const Interval g = cm.num - x * cm.den;
        if (g.certainly_positive()) {
          rlo = mid;
        } else if (g.certainly_negative()) {
          rhi = mid;
        } else {
          break;
        }
      }
    }
  }
  out.sup = hull(r_of(rlo, bits), r_of(rhi, bits));
  return out;
}

Result<Interval> thm6_pabi_gaussian(const Interval& alpha, const std::vector<Rational>& s,
                                    const std::vector<Rational>& a, const std::vector<Rational>& sigma, unsigned bits) {
  static const char* fn = "thm6_pabi_gaussian";
  PB_TRY(bool ok, check_greater(fn, "alpha", alpha, 1, "(1, inf)"));
  (void)ok;
  const std::size_t K = s.size();
  if (K == 0 || K > 100000) return numeric::domain_error(fn, "s", "rows of length 1..100000", std::to_string(K));
  if (a.size() != K) return numeric::domain_error(fn, "a", "a row of the length of s", std::to_string(a.size()));
  if (sigma.size() != K && sigma.size() != 1)
    return numeric::domain_error(fn, "sigma", "a row of length 1 or of the length of s", std::to_string(sigma.size()));
  Rational ps(0), pa(0);
  Interval sum = Interval::from_int(0, bits);
  for (std::size_t k = 0; k < K; ++k) {
    const Rational& sg = sigma.size() == 1 ? sigma[0] : sigma[k];
    if (s[k].sign() < 0) return numeric::domain_error(fn, "s", "entries >= 0", s[k].to_string());
    if (a[k].sign() < 0) return numeric::domain_error(fn, "a", "entries >= 0", a[k].to_string());
    if (sg.sign() <= 0) return numeric::domain_error(fn, "sigma", "entries > 0", sg.to_string());
    ps = ps + s[k];
    pa = pa + a[k];
    if (ps < pa)
      return hypothesis_error(fn,
                              "Theorem 6 needs sum_{k' <= k} s_k' >= sum_{k' <= k} a_k' for every k, but at k = " +
                                  std::to_string(k + 1) + " they are " + ps.to_string() + " < " + pa.to_string(),
                              true);
    sum += alpha.with_bits(bits) * sqr(r_of(a[k], bits)) / (2 * sqr(r_of(sg, bits)));
  }
  if (!(ps == pa))
    return hypothesis_error(
        fn, "Theorem 6 needs sum_k s_k = sum_k a_k, but they are " + ps.to_string() + " and " + pa.to_string(), true);
  return sum;
}

Result<Interval> prop3_weak_convexity(const Interval& alpha, const Interval& c, const std::vector<Rational>& rho,
                                      const std::vector<Rational>& d, unsigned bits) {
  static const char* fn = "prop3_weak_convexity";
  PB_TRY(bool ok, all({check_greater(fn, "alpha", alpha, 1, "(1, inf)"), check_unit_left_open(fn, "c", c)}));
  (void)ok;
  if (rho.empty() || rho.size() > 100000)
    return numeric::domain_error(fn, "rho", "rows of length 1..100000", std::to_string(rho.size()));
  if (d.size() != rho.size())
    return numeric::domain_error(fn, "D", "a row of the length of rho", std::to_string(d.size()));
  Rational total(0);
  Interval sum = Interval::from_int(0, bits);
  const Interval cap = c.with_bits(bits) / (alpha.with_bits(bits) - 1);
  for (std::size_t i = 0; i < rho.size(); ++i) {
    if (rho[i].sign() < 0) return numeric::domain_error(fn, "rho", "entries >= 0", rho[i].to_string());
    if (d[i].sign() < 0) return numeric::domain_error(fn, "D", "entries >= 0", d[i].to_string());
    total = total + rho[i];
    const Interval di = r_of(d[i], bits);
    if (!di.certainly_le(cap))
      return hypothesis_error(fn,
                              "Proposition 3 needs D_alpha(mu_i || nu_i) <= c/(alpha - 1) = " + shown(cap) +
                                  " for every i, but D_" + std::to_string(i + 1) + " = " + d[i].to_string(),
                              cap.certainly_lt(di));
    sum += r_of(rho[i], bits) * di;
  }
  if (!(total == Rational(1)))
    return numeric::domain_error(fn, "rho", "a probability row (sum 1)", "sum " + total.to_string());
  return (1 + c.with_bits(bits)) * sum;
}

Result<GeneralSensitivity> sens_general(const numeric::RationalMatrix& A, const Interval& lambda, const Interval& L,
                                        const Interval& gamma, long n) {
  static const char* fn = "sens_general";
  PB_TRY(bool ok, all({check_unit_left_open(fn, "lambda", lambda), check_nonnegative(fn, "L", L),
                       check_positive(fn, "gamma", gamma), check_count(fn, "n", n, 1, kMaxCount)}));
  (void)ok;
  const unsigned bits = lambda.bits();
  PB_TRY(Interval norm, numeric::spectral_norm(A, bits));
  PB_TRY(Interval omega, numeric::min_singular_value(A, bits));
  if (A.rows < A.cols || !omega.certainly_positive())
    return hypothesis_error(
        fn, "Theorem 7 and (27) need A of full (column) rank, omega_A > 0, but omega_A is " + shown(omega),
        A.rows < A.cols || omega.upper_double() == 0);
  const Interval N = i_of(n, bits);
  GeneralSensitivity g;
  g.norm_A = norm;
  g.omega_A = omega;
  g.modulus_printed = omega / gamma;
  g.modulus = sqr(omega) / gamma;
  g.argmin_printed = 2 * L * gamma / (N * omega);
  g.argmin = 2 * L * gamma / (N * sqr(omega));
  g.eq27 = 2 * lambda * norm * g.argmin_printed;
  // with y = A x the x-subproblem is the prox, at step gamma, of y -> f(A^+ y)/n, which is (L/omega_A)-Lipschitz on
  // range(A): |A (x - x')| <= 2 L gamma/(n omega_A), attained for A = a I
  g.eq27_corrected = 4 * lambda * L * gamma / (N * omega);
  return g;
}

Result<ConsensusSensitivity> sens_consensus(const Interval& lambda, const Interval& L, const Interval& gamma, long n) {
  static const char* fn = "sens_consensus";
  PB_TRY(bool ok, all({check_unit_left_open(fn, "lambda", lambda), check_nonnegative(fn, "L", L),
                       check_positive(fn, "gamma", gamma), check_count(fn, "n", n, 1, kMaxCount)}));
  (void)ok;
  ConsensusSensitivity c;
  c.x_block = 2 * L * gamma;
  c.u_block = 2 * lambda * c.x_block;
  c.eq28 = c.u_block / i_of(n, lambda.bits());
  return c;
}

Result<Interval> thm2_rho(long K, const Interval& L, const Interval& gamma, const Interval& sigma, long n) {
  static const char* fn = "thm2_rho";
  PB_TRY(bool ok,
         all({check_count(fn, "K", K, 1, kMaxCount), check_nonnegative(fn, "L", L), check_positive(fn, "gamma", gamma),
              check_positive(fn, "sigma", sigma), check_count(fn, "n", n, 1, kMaxCount)}));
  (void)ok;
  const unsigned bits = L.bits();
  return 8 * i_of(K, bits) * sqr(L * gamma) / sqr(sigma * i_of(n, bits));
}

Result<Interval> thm7_rho(long K, const numeric::RationalMatrix& A, const Interval& L, const Interval& gamma,
                          const Interval& sigma, long n, bool corrected, unsigned bits) {
  static const char* fn = "thm7_rho";
  PB_TRY(bool ok, all({check_count(fn, "K", K, 1, kMaxCount), check_positive(fn, "sigma", sigma)}));
  PB_TRY(GeneralSensitivity g, sens_general(A, Interval::from_int(1, bits), L, gamma, n));
  (void)ok;
  // K alpha Delta^2/(2 lambda^2 sigma^2) per alpha, Delta the one-step sensitivity at lambda = 1 (the noise lambda eta
  // has standard deviation lambda sigma, so lambda cancels)
  return i_of(K, bits) * sqr(corrected ? g.eq27_corrected : g.eq27) / (2 * sqr(sigma));
}

Result<Interval> thm3_local_rho(long K_i, const Interval& L, const Interval& gamma, const Interval& sigma) {
  static const char* fn = "thm3_local_rho";
  PB_TRY(bool ok, all({check_count(fn, "K_i", K_i, 1, kMaxCount), check_nonnegative(fn, "L", L),
                       check_positive(fn, "gamma", gamma), check_positive(fn, "sigma", sigma)}));
  (void)ok;
  return 8 * i_of(K_i, L.bits()) * sqr(L * gamma / sigma);
}

Result<Interval> central_rdp(CentralPrinting which, const Interval& alpha, long K, const Interval& L,
                             const Interval& gamma, const Interval& sigma, long n, long m) {
  static const char* fn = "central_rdp";
  PB_TRY(bool ok, all({check_greater(fn, "alpha", alpha, 1, "(1, inf)"), check_count(fn, "n", n, 1, kMaxCount),
                       check_count(fn, "m", m, 1, n)}));
  PB_TRY(Interval rho, thm2_rho(K, L, gamma, sigma, n));
  (void)ok;
  const unsigned bits = alpha.bits();
  const char* who = which == CentralPrinting::thm3 ? "Theorem 3" : "Theorem 10";
  if (5 * m >= n)
    return hypothesis_error(
        fn, std::string(who) + " needs m < n/5, but m = " + std::to_string(m) + " and n = " + std::to_string(n), true);
  if (which == CentralPrinting::thm10 && !i_of(4, bits).certainly_le(sigma))
    return hypothesis_error(fn, "Theorem 10 needs sigma >= 4, but sigma is " + shown(sigma),
                            sigma.certainly_lt(i_of(4, bits)));
  if (m < n) {
    PB_TRY(LemmaC1Cap c, lemma_c1_cap(alpha, i_of(m, bits) / i_of(n, bits), sigma));
    if (!c.holds)
      return hypothesis_error(fn,
                              std::string(who) +
                                  " needs alpha <= (M^2 sigma^2/2 - log(5 sigma^2))/(M + log(m alpha/n) + "
                                  "1/(2 sigma^2)) = " +
                                  shown(c.cap) + ", but alpha is " + shown(alpha),
                              !c.denominator.contains_zero() && c.cap.certainly_lt(alpha));
  }
  return 2 * alpha * rho;
}

Result<CentralRound> central_round(const Interval& alpha, const Interval& L, const Interval& gamma,
                                   const Interval& sigma, long n, long m) {
  static const char* fn = "central_round";
  PB_TRY(bool ok, all({check_greater(fn, "alpha", alpha, 1, "(1, inf)"), check_positive(fn, "L", L),
                       check_positive(fn, "gamma", gamma), check_positive(fn, "sigma", sigma),
                       check_count(fn, "n", n, 1, kMaxCount), check_count(fn, "m", m, 1, n)}));
  (void)ok;
  const unsigned bits = alpha.bits();
  const Interval N = i_of(n, bits), Mm = i_of(m, bits);
  const Interval eps_loc = 8 * alpha * sqr(L * gamma / sigma);  // (30)
  CentralRound c;
  c.printed = eps_loc / sqr(Mm) * (2 * sqr(Mm) / sqr(N));
  c.aggregate_printed = eps_loc / sqr(Mm);
  c.aggregate_exact = eps_loc / Mm;
  c.noise_multiplier = sigma * sqrt(Mm) / (4 * L * gamma);
  c.subsampled = 2 * alpha * sqr(Mm / N) / sqr(c.noise_multiplier);
  auto checked = lemma_c1_eps(alpha, Mm / N, i_of(1, bits), c.noise_multiplier);
  if (!checked.ok())
    c.subsampled_invalid = numeric::prefixed(
        "central_round: at q = m/n and the aggregate's noise multiplier sigma sqrt(m)/(4 L gamma) = " +
            shown(c.noise_multiplier),
        checked.error());
  return c;
}

Result<AccountantEps> central_eps_accountant(long K, const Interval& L, const Interval& gamma, const Interval& sigma,
                                             long n, long m, const Interval& delta) {
  static const char* fn = "central_eps_accountant";
  PB_TRY(bool ok, all({check_count(fn, "K", K, 1, kMaxCount), check_positive(fn, "L", L),
                       check_positive(fn, "gamma", gamma), check_positive(fn, "sigma", sigma),
                       check_count(fn, "n", n, 1, kMaxCount), check_count(fn, "m", m, 1, n), check_delta(fn, delta)}));
  (void)ok;
  const unsigned bits = L.bits();
  const Interval mult = sigma * sqrt(i_of(m, bits)) / (4 * L * gamma);
  PB_TRY(accounting::AccountantResult r,
         accounting::eps_wor_gaussian(i_of(m, bits) / i_of(n, bits), mult, K, delta, bits));
  return AccountantEps{r.eps, r.rdp, std::lround(r.alpha.mid_double())};
}

Result<Interval> thm4_network_rdp(const Interval& alpha, long K_i, const Interval& L, const Interval& gamma,
                                  const Interval& sigma, long n) {
  static const char* fn = "thm4_network_rdp";
  PB_TRY(bool ok, all({check_greater(fn, "alpha", alpha, 1, "(1, inf)"), check_count(fn, "K_i", K_i, 1, kMaxCount),
                       check_positive(fn, "L", L), check_positive(fn, "gamma", gamma),
                       check_positive(fn, "sigma", sigma), check_count(fn, "n", n, 2, kMaxCount)}));
  (void)ok;
  const unsigned bits = alpha.bits();
  const Interval need = 2 * L * gamma * sqrt(alpha * (alpha - 1));
  if (!need.certainly_lt(sigma))
    return hypothesis_error(
        fn,
        "Theorem 4 needs sigma > 2 L gamma sqrt(alpha (alpha - 1)) = " + shown(need) + ", but sigma is " + shown(sigma),
        sigma.certainly_le(need));
  const Interval N = i_of(n, bits);
  return 8 * alpha * i_of(K_i, bits) * sqr(L * gamma / sigma) * log(N) / N;
}

Result<Thm4Proof> thm4_proof(const Interval& alpha, const Interval& L, const Interval& gamma, const Interval& sigma,
                             long n, long m, long kmax) {
  static const char* fn = "thm4_proof";
  PB_TRY(bool ok, all({check_greater(fn, "alpha", alpha, 1, "(1, inf)"), check_positive(fn, "L", L),
                       check_positive(fn, "gamma", gamma), check_positive(fn, "sigma", sigma),
                       check_count(fn, "n", n, 2, kMaxCount), check_count(fn, "m", m, 1, kMaxLoop),
                       check_count(fn, "kmax", kmax, 1, kMaxLoop)}));
  (void)ok;
  const unsigned bits = alpha.bits();
  const Interval N = i_of(n, bits), base = 8 * alpha * sqr(L * gamma / sigma);  // 8 alpha L^2 gamma^2/sigma^2
  Thm4Proof p;
  p.fixed_m = base / i_of(m, bits);
  const Interval x = 1 - 1 / N;
  Interval sum = Interval::from_int(0, bits), xk = Interval::from_int(1, bits);
  for (long k = 1; k <= kmax; ++k) {
    xk *= x;
    sum += xk / i_of(k, bits);
  }
  p.l950 = base / (2 * N) * sum;
  p.l951 = base * log(N) / sqr(N);
  p.l952 = base * log(N) / N;
  p.prop3_c = (alpha - 1) * base;
  return p;
}

Result<RestrictedEps> eps_restricted(const Interval& rho, const Interval& delta, const Interval& alpha_max) {
  static const char* fn = "eps_restricted";
  PB_TRY(bool ok, all({check_positive(fn, "rho", rho), check_delta(fn, delta)}));
  (void)ok;
  const unsigned bits = rho.bits();
  const bool bounded = alpha_max.is_finite();
  if (bounded && !Interval::from_int(1, bits).certainly_lt(alpha_max))
    return numeric::domain_error(fn, "alpha_max", "(1, inf]", shown(alpha_max));
  // f(alpha) = rho alpha + L/(alpha - 1), L = ln(1/delta), is convex with its minimum rho + 2 sqrt(rho L) at alpha_opt
  // = 1 + sqrt(L/rho); on (1, alpha_max) the infimum is f(min(alpha_opt, alpha_max)), a valid eps (every admissible
  // order gives (f(alpha), delta)-DP, hence so does their infimum).
  const Interval Lg = -log(delta), opt = 1 + sqrt(Lg / rho);
  const auto f = [&](const Interval& a) { return rho * a + Lg / (a - 1); };
  if (!bounded || opt.certainly_le(alpha_max)) return RestrictedEps{rho + 2 * sqrt(rho * Lg), opt};
  if (alpha_max.certainly_lt(opt)) return RestrictedEps{f(alpha_max), alpha_max};
  return RestrictedEps{hull(rho + 2 * sqrt(rho * Lg), f(alpha_max)), hull(opt, alpha_max)};
}

}  // namespace privbound::bounds::cyffers_bellet_basu
