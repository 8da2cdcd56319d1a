// The utility formulas of bounds/cyffers_bellet_basu/cyffers_bellet_basu.hpp: Theorem 1, its proof's constants,
// Lemma A.1, Combettes-Pesquet's Theorem 5 as transcribed, the corollaries with explicit constants and Remark 5.
// Every function validates (NaN first, then the domain), then evaluates the printed expressions in interval
// arithmetic (the error argument of the header).
#include <algorithm>
#include <vector>

#include "common.hpp"

namespace privbound::bounds::cyffers_bellet_basu {

using namespace detail;

namespace {

Result<bool> check_tqc(const char* fn, const Interval& tau, const Interval& q, const Interval& c) {
  return all({check_unit_right_open(fn, "tau", tau), check_unit_left_open(fn, "q", q), check_positive(fn, "c", c)});
}

// Theorem 1's parameters (tau, q, p, sigma, zeta, k, D).
Result<bool> check_thm1(const char* fn, const Interval& tau, const Interval& q, long p, const Interval& sigma,
                        const Interval& zeta, long k, const Interval& D) {
  return all({check_unit_right_open(fn, "tau", tau), check_unit_left_open(fn, "q", q),
              check_count(fn, "p", p, 1, kMaxCount), check_nonnegative(fn, "sigma", sigma),
              check_nonnegative(fn, "zeta", zeta), check_count(fn, "k", k, 0, kMaxCount),
              check_nonnegative(fn, "D", D)});
}

// b = sqrt(1 - q (1 - tau)) (L512) and sigma_1 = (1 + c)(1 - tau) (L514).
Interval b_of(const Interval& tau, const Interval& q) { return sqrt(1 - q * (1 - tau)); }

// chi(lambda) (L500-L502) and A(lambda) (L509, L528) at sigma_1, b.
Interval chi_of(const Interval& lambda, const Interval& s1, const Interval& b) {
  return 1 + lambda * (s1 - (1 - sqr(b))) - sqr(lambda) * s1 * (1 - b);
}
Interval A_of(const Interval& lambda, const Interval& s1, const Interval& b) {
  return (lambda * s1 + (1 - sqr(b)) / s1) / ((1 - b) * lambda + (1 - sqr(b)) / s1 - 1);
}

}  // namespace

Result<Interval> thm1_utility(const Interval& tau, const Interval& q, long p, const Interval& sigma,
                              const Interval& zeta, long k, const Interval& D, bool exp_form, Thm1Hypothesis hyp) {
  static const char* fn = "thm1_utility";
  PB_TRY(bool ok, check_thm1(fn, tau, q, p, sigma, zeta, k, D));
  (void)ok;
  const unsigned bits = tau.bits();
  const Interval P = i_of(p, bits), gap = 1 - tau;
  if (hyp == Thm1Hypothesis::printed) {
    if (!gap.certainly_lt(sqr(sigma)))
      return hypothesis_error(
          fn, "Theorem 1 needs sigma^2 > 1 - tau, but sigma^2 = " + shown(sqr(sigma)) + " and 1 - tau = " + shown(gap),
          sqr(sigma).certainly_le(gap));
  } else {
    const Interval lhs = sigma * sqrt(P) + zeta, rhs = sqrt(q) * gap;
    if (!rhs.certainly_lt(lhs))
      return hypothesis_error(
          fn,
          "Remark 1 needs sigma sqrt(p) + zeta > sqrt(q)(1 - tau), but they are " + shown(lhs) + " and " + shown(rhs),
          lhs.certainly_le(rhs));
  }
  const Interval a = sqr(q) * gap / 8;
  const Interval transient = exp_form ? exp(-a * i_of(k, bits)) * D : pow(1 - a, k) * D;
  return transient + 8 * ((sqrt(P) * sigma + zeta) / (sqrt(q) * gap) + (P * sqr(sigma) + sqr(zeta)) / pow(q * gap, 3));
}

Result<Thm1Proof> thm1_proof(const Interval& tau, const Interval& q, const Interval& c) {
  static const char* fn = "thm1_proof";
  PB_TRY(bool ok, check_tqc(fn, tau, q, c));
  (void)ok;
  const Interval b = b_of(tau, q), s1 = (1 + c) * (1 - tau), gap = 1 - tau;
  Thm1Proof r;
  r.b = b;
  r.sigma1 = s1;
  r.lambda = (1 - q / (2 * (1 + c))) / (1 - b);
  r.chi_def = chi_of(r.lambda, s1, b);
  r.chi_closed = 1 - (1 + b) * (1 + c - q / 2) / (2 * (1 + c));
  r.A_def = A_of(r.lambda, s1, b);
  r.A_closed = 2 * (1 + b) * sqr(1 + c) / sqr(q) + 2 - (1 + c) * (1 + b) / q;
  r.one_minus_A = (1 + c) * (1 + b) / q - 1 - 2 * (1 + b) * sqr(1 + c) / sqr(q);
  r.chi_lower1 = (1 - b) / 2;
  r.chi_lower2 = q * gap / 4;
  r.chi_upper1 = Interval::from_rational(Rational(1, 2), tau.bits()) + q * (1 + b) / 4;
  r.chi_upper2 = Interval::from_rational(Rational(1, 2), tau.bits()) + q / 4 * (2 - q * gap / 2);
  r.chi_upper3 = 1 - sqr(q) * gap / 2;
  r.eq19_const = q + 2 * (1 + b) * sqr(1 + c) / q;
  return r;
}

Result<Thm1Eta> thm1_eta(const Interval& tau, const Interval& q, const Interval& c, const Interval& lambda, long k) {
  static const char* fn = "thm1_eta";
  PB_TRY(bool ok,
         all({check_tqc(fn, tau, q, c), check_positive(fn, "lambda", lambda), check_count(fn, "k", k, 0, kMaxLoop)}));
  (void)ok;
  const unsigned bits = tau.bits();
  const Interval b = b_of(tau, q), s1 = (1 + c) * (1 - tau);
  Thm1Eta r;
  r.chi = chi_of(lambda, s1, b);
  if (!r.chi.certainly_positive() || !r.chi.certainly_lt(Interval::from_int(1, bits)))
    return hypothesis_error(fn, "(18) needs 0 < chi < 1, but chi is " + shown(r.chi),
                            !r.chi.overlaps(hull(Interval::from_int(0, bits), Interval::from_int(1, bits))));
  const Interval term = lambda * s1 * (1 + lambda * (s1 - (1 - b)));
  Interval sum = Interval::from_int(0, bits), power = 1 / r.chi;  // chi^{k - i - 1} at i = k
  for (long i = k; i >= 0; --i) {
    sum += power * term;
    power *= r.chi;
  }
  r.eta_sum = sum;
  r.eta_closed = (pow(r.chi, k) - 1 / r.chi) * (1 - A_of(lambda, s1, b));
  return r;
}

Result<Thm1Step5> thm1_step5(const Interval& tau, const Interval& q, long p, const Interval& sigma,
                             const Interval& zeta, long k, const Interval& D) {
  static const char* fn = "thm1_step5";
  PB_TRY(bool ok, check_thm1(fn, tau, q, p, sigma, zeta, k, D));
  (void)ok;
  const unsigned bits = tau.bits();
  const Interval P = i_of(p, bits), gap = 1 - tau, noise = sigma * sqrt(P) + zeta;
  const Interval s1 = noise / sqrt(q), one_c = s1 / gap, b = b_of(tau, q);
  if (!gap.certainly_lt(s1))
    return hypothesis_error(fn,
                            "the proof needs c > 0, i.e. sigma_1 = (sigma sqrt(p) + zeta)/sqrt(q) > 1 - tau, but "
                            "sigma_1 is " +
                                shown(s1),
                            s1.certainly_le(gap));
  const Interval rate = pow(1 - sqr(q) * gap / 8, k);
  const Interval ns = P * sqr(sigma) + sqr(zeta);
  Thm1Step5 r;
  r.line1 = rate * (D + 2 * one_c) + 4 / (q * gap) * (q + 2 * (1 + b) * sqr(one_c) / q);
  r.line2 = rate * (D + 2 * s1 / gap) + 4 / (q * gap) * (q + 2 * (1 + b) * sqr(s1) / (q * sqr(gap)));
  r.line3 = rate * (D + 2 * s1 / gap) + 4 / gap + 8 * (1 + b) * sqr(s1) / (sqr(q) * pow(gap, 3));
  r.line4 = rate * (D + 2 * s1 / gap) + 4 / gap + 16 * sqr(s1) / (sqr(q) * pow(gap, 3));
  r.line5 = rate * (D + 2 * noise / (sqrt(q) * gap)) + 4 / gap + 8 * ns / pow(q * gap, 3);
  r.line6 = rate * D + 8 * noise / (sqrt(q) * gap) + 8 * ns / pow(q * gap, 3);
  return r;
}

Result<LambdaInterval> lemma_a1(const Interval& tau, const Interval& q, const Interval& c) {
  static const char* fn = "lemma_a1";
  PB_TRY(bool ok, check_tqc(fn, tau, q, c));
  (void)ok;
  const Interval b = b_of(tau, q), s1 = (1 + c) * (1 - tau), gap = 1 - tau;
  LambdaInterval r;
  r.lo = (1 + c - q) / ((1 + c) * (1 - b));
  r.hi = r.lo * (Interval::from_rational(Rational(1, 2), tau.bits()) +
                 sqrt(1 + 4 * (1 + c) * (1 - b) / (gap * sqr(1 + c - q))) / 2);
  const Interval B = s1 - (1 - sqr(b)), disc = sqrt(sqr(B) + 4 * s1 * (1 - b));
  r.root_inf = (B - disc) / (2 * s1 * (1 - b));
  r.root_sup = (B + disc) / (2 * s1 * (1 - b));
  return r;
}

Result<CombettesPesquet> thm5_cp(const Interval& lambda, const Interval& alpha_k, const std::vector<Rational>& omega,
                                 const std::vector<Rational>& p, const std::vector<Rational>& tau, long k,
                                 unsigned bits) {
  static const char* fn = "thm5_cp";
  PB_TRY(bool ok, all({check_unit_left_open(fn, "lambda", lambda), check_nonnegative(fn, "alpha_k", alpha_k),
                       check_count(fn, "k", k, 0, kMaxLoop)}));
  (void)ok;
  const std::size_t B = omega.size();
  if (B == 0 || B > 10000) return numeric::domain_error(fn, "omega", "rows of length 1..10000", std::to_string(B));
  if (p.size() != B || tau.size() != B)
    return numeric::domain_error(fn, p.size() != B ? "p" : "tau", "a row of the length of omega",
                                 std::to_string(p.size() != B ? p.size() : tau.size()));
  Rational wmax = omega[0], mn(0), margin(0);
  for (std::size_t i = 0; i < B; ++i) {
    if (omega[i].sign() <= 0) return numeric::domain_error(fn, "omega", "entries > 0", omega[i].to_string());
    if (p[i].sign() <= 0 || Rational(1) < p[i]) return numeric::domain_error(fn, "p", "(0, 1]", p[i].to_string());
    if (tau[i].sign() < 0 || !(tau[i] < Rational(1)))
      return numeric::domain_error(fn, "tau", "[0, 1)", tau[i].to_string());
    wmax = std::max(wmax, omega[i]);
    const Rational d = p[i] - tau[i] / omega[i], m = omega[i] * p[i] - tau[i];
    if (i == 0 || d < mn) mn = d;
    if (i == 0 || m < margin) margin = m;
  }
  const Interval L = lambda.with_bits(bits);
  CombettesPesquet r;
  r.xi = alpha_k.with_bits(bits) * r_of(wmax, bits);
  r.mu = 1 - r_of(mn, bits);
  r.margin = r_of(margin, bits);
  if (!r.mu.certainly_nonnegative())
    return hypothesis_error(
        fn, "Theorem 5's mu = 1 - min_b (p_b - tau_b/omega_b) must be >= 0 for sqrt(mu), but it is " + shown(r.mu),
        r.mu.certainly_negative());
  const Interval sx = sqrt(r.xi), sm = sqrt(r.mu);
  r.chi = 1 - L * (1 - r.mu) + sx * L * (1 - L + L * sm);
  const Interval term = L * (1 - L + L * sm + L * sx) * sx;
  Interval sum = Interval::from_int(0, bits), power = Interval::from_int(1, bits);
  for (long j = k; j >= 0; --j) {
    sum += power * term;
    power *= r.chi;
  }
  r.eta_bar = sum;
  return r;
}

Result<CorollaryBound> corollary(Setting s, const Interval& tau, long p, const Interval& alpha, const Interval& L,
                                 const Interval& gamma, const Interval& eps, long n, long m, long K,
                                 const Interval& D) {
  static const char* fn = "corollary";
  PB_TRY(bool ok,
         all({check_unit_right_open(fn, "tau", tau), check_count(fn, "p", p, 1, kMaxCount),
              check_greater(fn, "alpha", alpha, 1, "(1, inf)"), check_positive(fn, "L", L),
              check_positive(fn, "gamma", gamma), check_positive(fn, "eps", eps),
              check_count(fn, "n", n, s == Setting::decentralized ? 2 : 1, kMaxCount), check_count(fn, "m", m, 1, n),
              check_count(fn, "K", K, 1, kMaxCount), check_positive(fn, "D", D)}));
  (void)ok;
  const unsigned bits = tau.bits();
  const Interval N = i_of(n, bits), P = i_of(p, bits), gap = 1 - tau, base = alpha * sqr(L * gamma) / eps;
  Interval q = Interval::from_int(1, bits), s2 = 8 * i_of(K, bits) * base / sqr(N), X1, X2, Xk;
  switch (s) {
    case Setting::centralized:
      X1 = sqrt(P * base) / (N * gap);
      X2 = P * base / (sqr(N) * pow(gap, 3));
      Xk = X1 + X2;
      break;
    case Setting::federated: {
      q = i_of(m, bits) / N;
      s2 = 2 * s2;
      X1 = sqrt(P * base) / (sqrt(q) * N * gap);
      X2 = P * base / (sqr(q * N) * pow(gap, 3));
      Xk = X1 + X2;
      break;
    }
    case Setting::decentralized: {
      q = 1 / N;
      s2 = s2 * log(N);
      X1 = sqrt(P * base / N) / gap;
      X2 = P * base / (N * pow(gap, 3));
      const Interval lnr = P * base * log(N) / N;  // p alpha L^2 gamma^2 ln n/(eps n)
      Xk = sqrt(lnr) / gap + lnr / pow(gap, 3);
      break;
    }
  }
  CorollaryBound r;
  r.rate = 1 - sqr(q) * gap / 8;
  r.noise1 = 8 * sqrt(P * s2) / (sqrt(q) * gap);
  r.noise2 = 8 * P * s2 / pow(q * gap, 3);
  r.bound = pow(r.rate, K) * D + r.noise1 + r.noise2;
  r.printed1 = X1;
  r.printed2 = X2;
  r.K_printed = log(Xk / D);
  r.K_needed = log(D / Xk) / (-log(r.rate));
  return r;
}

Result<Remark5Rates> remark5_rates(long p, const Interval& alpha, const Interval& eps, long n, long m) {
  static const char* fn = "remark5_rates";
  PB_TRY(bool ok,
         all({check_count(fn, "p", p, 1, kMaxCount), check_greater(fn, "alpha", alpha, 1, "(1, inf)"),
              check_positive(fn, "eps", eps), check_count(fn, "n", n, 1, kMaxCount), check_count(fn, "m", m, 1, n)}));
  (void)ok;
  const unsigned bits = alpha.bits();
  const Interval pa = i_of(p, bits) * alpha / eps, N = i_of(n, bits), M = i_of(m, bits);
  return Remark5Rates{sqrt(pa) / N, sqrt(pa / N), sqrt(pa / M), sqrt(pa / (M * N))};
}

}  // namespace privbound::bounds::cyffers_bellet_basu
