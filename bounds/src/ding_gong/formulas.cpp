// The formulas of bounds/ding_gong/ding_gong.hpp (each header comment states source and domain).
#include <string>

#include "privbound/bounds/accounting/conversions.hpp"
#include "privbound/bounds/ding_gong/ding_gong.hpp"
#include "privbound/bounds/ding_gong/settings.hpp"
#include "privbound/bounds/validate.hpp"

namespace privbound::bounds::ding_gong {
namespace {

constexpr long kMaxKSum = 20000L;  // K of the term-by-term sum (cost: 0.25 s at 4096 bits)
constexpr long kMaxDegree = 1000000000L;

Result<void> check_degree(const char* fn, long degree) {
  if (degree < 1 || degree > kMaxDegree)
    return numeric::domain_error(fn, "degree", "the integers in [1, 10^9]", std::to_string(degree));
  return {};
}

Result<void> check_count(const char* fn, const char* name, long k, long max) {
  if (k < 1 || k > max)
    return numeric::domain_error(fn, name, "the integers in [1, " + std::to_string(max) + "]", std::to_string(k));
  return {};
}

Result<void> check_rate(const char* fn, const Interval& R) {
  PB_TRY(bool ok, check_open_unit(fn, "R", R));
  (void)ok;
  return {};
}

// rho_i^1 = V^2/(2 eta^2 |V_i|^2 (sigma^2)_i^1), validated.
Result<Interval> rho_first(const char* fn, const Interval& V, const Interval& eta, long degree,
                           const Interval& sigma2_1) {
  PB_TRY(bool v, check_positive(fn, "V", V));
  PB_TRY(bool e, check_positive(fn, "eta", eta));
  PB_TRY(bool s, check_positive(fn, "sigma2", sigma2_1));
  (void)v, (void)e, (void)s;
  PB_CHECK(check_degree(fn, degree));
  const Interval d = Interval::from_int(degree, V.bits());
  return sqr(V) / (2 * sqr(eta) * sqr(d) * sigma2_1);
}

// S(R, K) = (1 - R^K)/(R^{K-1} - R^K) = -expm1(K l)/(exp((K-1) l) u) with u = 1 - R and l = log R,
// enclosed as the intersection of log(R) (tight for small R) and log1p(-u) (tight for R near 1).
Interval closed_form_factor(const Interval& R, long K) {
  const Interval u = 1 - R, l = intersect(log(R), log1p(-u));
  const unsigned bits = R.bits();
  return -expm1(Interval::from_int(K, bits) * l) / (exp(Interval::from_int(K - 1, bits) * l) * u);
}

}  // namespace

Result<Interval> lemma4_sensitivity(const Interval& V, const Interval& eta, long degree) {
  const char* fn = "lemma4_sensitivity";
  PB_TRY(bool v, check_positive(fn, "V", V));
  PB_TRY(bool e, check_positive(fn, "eta", eta));
  (void)v, (void)e;
  PB_CHECK(check_degree(fn, degree));
  return V / (eta * Interval::from_int(degree, V.bits()));
}

Result<Interval> exp_sensitivity_strongly_convex(const Interval& Y, long n_i, const Interval& eta, long degree,
                                                 const Interval& Lambda) {
  const char* fn = "exp_sensitivity_strongly_convex";
  PB_TRY(bool y, check_positive(fn, "Y", Y));
  PB_TRY(bool e, check_positive(fn, "eta", eta));
  PB_TRY(bool l, check_nonnegative(fn, "Lambda", Lambda));
  (void)y, (void)e, (void)l;
  PB_CHECK(check_degree(fn, degree));
  if (n_i < 1) return numeric::domain_error(fn, "n_i", "the integers >= 1", std::to_string(n_i));
  const unsigned bits = Y.bits();
  return Y / (Interval::from_int(n_i, bits) * (eta * Interval::from_int(degree, bits) + Lambda));
}

Result<Interval> lemma4_proof_line(const Interval& grad_diff, const Interval& eta, long degree) {
  const char* fn = "lemma4_proof_line";
  PB_TRY(bool g, check_nonnegative(fn, "grad_diff", grad_diff));
  PB_TRY(bool e, check_positive(fn, "eta", eta));
  (void)g, (void)e;
  PB_CHECK(check_degree(fn, degree));
  return grad_diff / (2 * eta * Interval::from_int(degree, eta.bits()));
}

Result<Interval> schedule_variance(const Interval& sigma2_1, const Interval& R, long k) {
  const char* fn = "schedule_variance";
  PB_TRY(bool s, check_positive(fn, "sigma2", sigma2_1));
  (void)s;
  PB_CHECK(check_rate(fn, R));
  PB_CHECK(check_count(fn, "k", k, kMaxK));
  return sigma2_1 * exp(Interval::from_int(k - 1, R.bits()) * log(R));
}

Result<Interval> thm2_rho_k(const Interval& V, const Interval& eta, long degree, const Interval& sigma2_1,
                            const Interval& R, long k) {
  const char* fn = "thm2_rho_k";
  PB_TRY(Interval rho1, rho_first(fn, V, eta, degree, sigma2_1));
  PB_CHECK(check_rate(fn, R));
  PB_CHECK(check_count(fn, "k", k, kMaxK));
  return rho1 * exp(-Interval::from_int(k - 1, R.bits()) * log(R));
}

Result<Interval> thm3_rho_total_sum(const Interval& V, const Interval& eta, long degree, const Interval& sigma2_1,
                                    const Interval& R, long K) {
  const char* fn = "thm3_rho_total_sum";
  PB_TRY(Interval rho1, rho_first(fn, V, eta, degree, sigma2_1));
  PB_CHECK(check_rate(fn, R));
  PB_CHECK(check_count(fn, "K", K, kMaxKSum));
  Interval term = Interval::from_int(1, R.bits()), sum = term;  // R^{-k}, k = 0..K-1
  for (long k = 1; k < K; ++k) {
    term = term / R;
    sum = sum + term;
  }
  return rho1 * sum;
}

Result<Interval> thm3_rho_total(const Interval& V, const Interval& eta, long degree, const Interval& sigma2_1,
                                const Interval& R, long K) {
  const char* fn = "thm3_rho_total";
  PB_TRY(Interval rho1, rho_first(fn, V, eta, degree, sigma2_1));
  PB_CHECK(check_rate(fn, R));
  PB_CHECK(check_count(fn, "K", K, kMaxK));
  const Interval total = rho1 * closed_form_factor(R, K);
  if (!total.is_finite())
    return numeric::domain_error(fn, "K", "the integers where the closed form is finite at this R", std::to_string(K));
  return total;
}

Result<Interval> lemma3_eps(const Interval& rho, const Interval& delta) {
  PB_TRY(accounting::EpsDelta e, accounting::eps_from_zcdp(rho, delta, accounting::ZcdpConversion::bun_steinke));
  return e.eps;
}

Result<Interval> thm3_calibration(const Interval& eps, const Interval& delta, const Interval& V, const Interval& eta,
                                  long degree, const Interval& R, long K) {
  const char* fn = "thm3_calibration";
  PB_TRY(bool e, check_positive(fn, "eps", eps));
  PB_TRY(bool d, check_delta(fn, delta));
  (void)e, (void)d;
  // rho_i^1 per unit initial variance: V^2/(2 eta^2 |V_i|^2)
  PB_TRY(Interval unit, rho_first(fn, V, eta, degree, Interval::from_int(1, V.bits())));
  PB_CHECK(check_rate(fn, R));
  PB_CHECK(check_count(fn, "K", K, kMaxK));
  const Interval L = log(1 / delta);
  // rho + 2 sqrt(rho L) = eps: sqrt(rho) = sqrt(L + eps) - sqrt(L) = eps/(sqrt(L + eps) + sqrt(L)), the
  // second form free of cancellation
  const Interval rho_star = sqr(eps / (sqrt(L + eps) + sqrt(L)));
  const Interval sigma2 = unit * closed_form_factor(R, K) / rho_star;
  if (!sigma2.is_finite())
    return numeric::domain_error(fn, "K", "the integers where the closed form is finite at this R", std::to_string(K));
  return sigma2;
}

}  // namespace privbound::bounds::ding_gong
