// The rates of Theorems 3-6, Corollary 1, Table I and Remarks 1-2 with every O-constant set to 1, the gradient
// evaluations of Algorithms 1 and 2, alpha(b) and Lemma 4's rho (bounds/liu_geng/liu_geng.hpp).
#include <string>

#include "limits.hpp"
#include "privbound/bounds/liu_geng/liu_geng.hpp"
#include "privbound/bounds/validate.hpp"

namespace privbound::bounds::liu_geng {
namespace {

Result<bool> count(const char* fn, const char* param, long v) {
  if (v < 1 || v > kMaxCount) return numeric::domain_error(fn, param, "integers in [1, 1e12]", std::to_string(v));
  return true;
}

Result<bool> batch(const char* fn, long n, long b) {
  PB_TRY(bool a, count(fn, "n", n));
  PB_TRY(bool c, count(fn, "b", b));
  (void)a, (void)c;
  if (b > n) return numeric::domain_error(fn, "b", "[1, n]", std::to_string(b));
  return true;
}

// An exact count (an integer rational) as a long, at most 10^18.
Result<long> exact_count(const char* fn, const numeric::Rational& v) {
  if (numeric::Rational(1000000000000000000L) < v) return numeric::hypothesis_error(fn, "the count exceeds 1e18");
  return v.mpq().get_num().get_si();
}

}  // namespace

Result<Interval> rate(Rate which, const RateArgs& a) {
  static const char* fn = "rate";
  const bool uses_mu = which == Rate::thm4_utility || which == Rate::thm4_complexity || which == Rate::thm6_T;
  const bool uses_g =
      which == Rate::thm3_complexity || which == Rate::remark1_vr_complexity || which == Rate::thm4_complexity;
  PB_TRY(bool e, check_positive(fn, "eps", a.eps));
  PB_TRY(bool n, count(fn, "n", a.n));
  PB_TRY(bool d, count(fn, "d1", a.d1));
  (void)e, (void)n, (void)d;
  if (which != Rate::thm4_complexity) {
    PB_TRY(bool x, check_delta(fn, a.delta));
    PB_TRY(bool y, check_positive(fn, "l", a.l));
    (void)x, (void)y;
  }
  if (which != Rate::cor1_utility && which != Rate::thm4_complexity) {
    PB_TRY(bool t, check_positive(fn, "tau", a.tau));
    (void)t;
  }
  if (uses_mu) {
    PB_TRY(bool m, check_positive(fn, "mu", a.mu));
    (void)m;
  }
  if (uses_g) {
    PB_TRY(bool g, check_positive(fn, "g", a.g));
    (void)g;
  }
  if (which == Rate::thm6_T) {
    PB_TRY(bool g, check_positive(fn, "gamma", a.gamma));
    PB_TRY(bool q, check_positive(fn, "Qnorm", a.Qnorm));
    (void)g, (void)q;
  }
  const unsigned bits = a.eps.bits();
  const Interval N = Interval::from_int(a.n, bits), D = Interval::from_int(a.d1, bits);
  auto L = [&] { return -log(a.delta); };
  switch (which) {
    case Rate::thm3_utility:
      return a.l * sqrt(a.tau * D * L()) / (a.eps * N);
    case Rate::thm3_complexity:
      return a.g * N * a.eps / (a.l * sqrt(a.tau * D) * L());
    case Rate::remark1_vr_complexity:
      return a.g * N * a.eps / (a.l * sqrt(a.tau * D * L()));
    case Rate::remark1_sadmm_complexity:
      return sqr(N * a.eps) / (a.tau * D * sqr(a.l) * L());
    case Rate::cor1_utility:
      return a.l * sqrt(D * L()) / (a.eps * N);
    case Rate::thm4_utility:
      return a.tau * D * sqr(a.l) * log(N) * L() / (a.mu * sqr(a.eps * N));
    case Rate::thm4_complexity: {
      const Interval arg = N * a.eps * a.mu / D;
      if (!Interval::from_int(1, bits).certainly_lt(arg))
        return numeric::hypothesis_error(fn,
                                         "Theorem 4's complexity (n + g/mu) log(n eps mu/d_1) is not positive: n eps "
                                         "mu/d_1 = " +
                                             arg.upper_decimal(6) + " <= 1");
      return (N + a.g / a.mu) * log(arg);
    }
    case Rate::thm6_T:
      return a.mu * sqr(a.eps * N) / (a.gamma * a.Qnorm * a.tau * D * sqr(a.l) * L());
  }
  return numeric::hypothesis_error(fn, "unknown rate");
}

Result<long> alg1_grad_evals(long S, long m, long n, long b) {
  static const char* fn = "alg1_grad_evals";
  PB_TRY(bool x, batch(fn, n, b));
  PB_TRY(bool s, count(fn, "S", S));
  PB_TRY(bool mm, count(fn, "m", m));
  (void)x, (void)s, (void)mm;
  return exact_count(fn,
                     numeric::Rational(S) * (numeric::Rational(n) + numeric::Rational(2 * b) * numeric::Rational(m)));
}

Result<long> alg2_grad_evals(long T, long n, long b) {
  static const char* fn = "alg2_grad_evals";
  PB_TRY(bool x, batch(fn, n, b));
  PB_TRY(bool t, count(fn, "T", T));
  (void)x, (void)t;
  return exact_count(fn, numeric::Rational(T) * numeric::Rational(b));
}

Result<numeric::Rational> alpha_b(long n, long b) {
  PB_TRY(bool x, batch("alpha_b", n, b));
  (void)x;
  if (n == 1) return numeric::Rational(0);
  return numeric::Rational(n - b, 1) / (numeric::Rational(b, 1) * numeric::Rational(n - 1, 1));
}

Result<Interval> lemma4_varrho(const Interval& g, const Interval& eta, const Interval& alpha_b) {
  static const char* fn = "lemma4_varrho";
  PB_TRY(bool a, check_positive(fn, "g", g));
  PB_TRY(bool b, check_positive(fn, "eta", eta));
  PB_TRY(bool c, check_nonnegative(fn, "alpha_b", alpha_b));
  (void)a, (void)b, (void)c;
  return Interval::from_int(1, g.bits()) - Interval::from_int(4, g.bits()) * g * eta * alpha_b;
}

}  // namespace privbound::bounds::liu_geng
