// Theorem 1's variance, the step sizes of Algorithm 2 and Theorems 3-6, Lemma 5's factor, Theorem 4's m condition
// and tau d_1 sigma^2 (bounds/liu_geng/liu_geng.hpp). Interval arithmetic throughout; the integer answers (first
// valid iteration, smallest m) are floors of enclosures, certified when both ends have the same floor.
#include <cmath>
#include <string>

#include "privbound/bounds/liu_geng/liu_geng.hpp"
#include "privbound/bounds/validate.hpp"

namespace privbound::bounds::liu_geng {
namespace {

using numeric::Rational;

constexpr double kMaxInteger = 1e15;

numeric::Error error(const std::string& fn, const std::string& what) {
  return numeric::Error{numeric::ErrorKind::invalid_input, fn + ": " + what};
}

// floor(x) of an exact rational x in [0, 10^15].
Result<long> floor_of(const char* fn, const char* what, const Rational& x) {
  if (x < Rational(0) || Rational(static_cast<long>(kMaxInteger)) < x)
    return error(fn, std::string(what) + " must be in [0, 1e15], but is " + x.to_string() + ".");
  mpz_class f;
  mpz_fdiv_q(f.get_mpz_t(), x.mpq().get_num_mpz_t(), x.mpq().get_den_mpz_t());
  return f.get_si();
}

Result<bool> check_positive_q(const char* fn, const char* param, const Rational& x) {
  if (!(Rational(0) < x)) return numeric::domain_error(fn, param, "(0, inf)", x.to_string());
  return true;
}

Result<bool> check_count(const char* fn, const char* param, long v) {
  if (v < 1 || v > 1000000000000L) return numeric::domain_error(fn, param, "integers in [1, 1e12]", std::to_string(v));
  return true;
}

}  // namespace

Result<Interval> ls_noise_energy(long d1, const Interval& nu, const Interval& sigma2) {
  PB_TRY(bool s, check_nonnegative("ls_noise_energy", "sigma2", sigma2));
  PB_TRY(Interval tau, ls_tau(d1, nu));
  (void)s;
  return tau * Interval::from_int(d1, nu.bits()) * sigma2;
}

Result<Interval> thm1_sigma2(const Interval& c, const Interval& l, long S, long m, long n, const Interval& eps,
                             const Interval& delta) {
  static const char* fn = "thm1_sigma2";
  PB_TRY(bool a, check_positive(fn, "c", c));
  PB_TRY(bool b, check_positive(fn, "l", l));
  PB_TRY(bool e, check_positive(fn, "eps", eps));
  PB_TRY(bool d, check_delta(fn, delta));
  PB_TRY(bool s1, check_count(fn, "S", S));
  PB_TRY(bool s2, check_count(fn, "m", m));
  PB_TRY(bool s3, check_count(fn, "n", n));
  (void)a, (void)b, (void)e, (void)d, (void)s1, (void)s2, (void)s3;
  const unsigned bits = eps.bits();
  const Interval N = Interval::from_int(n, bits);
  return c * sqr(l) * Interval::from_int(S, bits) * Interval::from_int(m, bits) * -log(delta) / sqr(N * eps);
}

Result<Interval> thm1_c1_min(const Interval& eps, long S, long m, long n) {
  static const char* fn = "thm1_c1_min";
  PB_TRY(bool e, check_positive(fn, "eps", eps));
  PB_TRY(bool s1, check_count(fn, "S", S));
  PB_TRY(bool s2, check_count(fn, "m", m));
  PB_TRY(bool s3, check_count(fn, "n", n));
  (void)e, (void)s1, (void)s2, (void)s3;
  const unsigned bits = eps.bits();
  const Interval N = Interval::from_int(n, bits);
  return eps * N * N / (Interval::from_int(S, bits) * Interval::from_int(m, bits));
}

Result<Interval> sc_step(long t, const Interval& gamma, const Interval& Qnorm, const Interval& mu) {
  static const char* fn = "sc_step";
  if (t < 0 || t > 1000000000000000L) return numeric::domain_error(fn, "t", "integers in [0, 1e15]", std::to_string(t));
  PB_TRY(bool a, check_positive(fn, "gamma", gamma));
  PB_TRY(bool b, check_positive(fn, "Qnorm", Qnorm));
  PB_TRY(bool c, check_positive(fn, "mu", mu));
  (void)a, (void)b, (void)c;
  return 2 * gamma * Qnorm / (mu * Interval::from_int(t + 1, mu.bits()));
}

Result<Interval> lemma5_factor(const Interval& eta, const Interval& g) {
  static const char* fn = "lemma5_factor";
  PB_TRY(bool a, check_positive(fn, "eta", eta));
  PB_TRY(bool b, check_positive(fn, "g", g));
  (void)a, (void)b;
  const Interval eg = eta * g;
  if (!eg.certainly_lt(Interval::from_int(1, eta.bits())))
    return error(fn,
                 "Lemma 5's factor eta/(2 (1 - eta g)) needs eta g < 1, but eta g = " + shown(eg) +
                     (Interval::from_int(1, eta.bits()).certainly_le(eg) ? "." : " (not decided at this precision)."));
  return eta / (2 * (1 - eg));
}

Result<long> lemma5_sc_first_t(const Rational& gamma, const Rational& Qnorm, const Rational& g, const Rational& mu) {
  static const char* fn = "lemma5_sc_first_t";
  PB_TRY(bool a, check_positive_q(fn, "gamma", gamma));
  PB_TRY(bool b, check_positive_q(fn, "Qnorm", Qnorm));
  PB_TRY(bool c, check_positive_q(fn, "g", g));
  PB_TRY(bool d, check_positive_q(fn, "mu", mu));
  (void)a, (void)b, (void)c, (void)d;
  // eta_{t+1} g < 1 <=> t + 1 > X = 2 gamma ||Q|| g/mu <=> t >= floor(X) (for every real X)
  return floor_of(fn, "2 gamma ||Q_nu||_2 g/mu", Rational(2) * gamma * Qnorm * g / mu);
}

Result<long> thm5_first_t(const Rational& g) {
  static const char* fn = "thm5_first_t";
  PB_TRY(bool a, check_positive_q(fn, "g", g));
  (void)a;
  // t + 1 >= x = 4 g^2 <=> t >= ceil(x) - 1
  const Rational x = Rational(4) * g * g;
  PB_TRY(long f, floor_of(fn, "4 g^2", x));
  const long ceil_x = Rational(f) == x ? f : f + 1;
  return ceil_x > 0 ? ceil_x - 1 : 0;
}

Result<MCondition> thm4_m_min(const Rational& gamma, const Rational& Qnorm, const Rational& mu, const Rational& eta,
                              const Rational& g, const Rational& alpha_b, const Rational& beta, const Rational& rho_min,
                              unsigned bits) {
  static const char* fn = "thm4_m_min";
  for (const auto& [name, v] : {std::pair<const char*, const Rational*>{"gamma", &gamma},
                                {"Qnorm", &Qnorm},
                                {"mu", &mu},
                                {"eta", &eta},
                                {"g", &g},
                                {"alpha_b", &alpha_b},
                                {"beta", &beta},
                                {"rho_min", &rho_min}}) {
    PB_TRY(bool ok, check_positive_q(fn, name, *v));
    (void)ok;
  }
  if (!(Rational(16) * g * eta < Rational(1)))
    return error(fn, "Theorem 4 needs eta < 1/(16 g), but 16 g eta = " + (Rational(16) * g * eta).to_string() + ".");
  const Rational a = Rational(4) * g * eta * alpha_b;
  const Rational rho = Rational(1) - a;
  if (!(Rational(0) < rho))
    return error(fn, "rho = 1 - 4 g eta alpha(b) must be positive, but is " + rho.to_string() + ".");
  MCondition out;
  out.limit = Interval::from_rational(a / rho, bits);
  const Rational room = rho / Rational(2) - a;  // positive iff 12 g eta alpha_b < 1
  if (!(Rational(0) < room)) return out;        // no m works
  const Rational K = gamma * Qnorm / (mu * eta) + a + g / (beta * rho_min);
  PB_TRY(long f, floor_of(fn, "the threshold K/(rho/2 - 4 g eta alpha(b))", K / room));
  out.exists = true;
  out.m_min = f + 1;  // the least integer strictly above the threshold
  return out;
}

}  // namespace privbound::bounds::liu_geng
