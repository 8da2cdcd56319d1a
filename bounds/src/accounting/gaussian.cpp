#include "privbound/bounds/accounting/gaussian.hpp"

#include "privbound/bounds/accounting/conversions.hpp"
#include "privbound/bounds/registry.hpp"
#include "privbound/bounds/validate.hpp"

namespace privbound::bounds::accounting {

using numeric::Interval;
using numeric::Result;

Result<Interval> zcdp_gaussian(const Interval& sensitivity, const Interval& sigma) {
  PB_TRY(bool a, check_nonnegative("zcdp_gaussian", "sensitivity", sensitivity));
  PB_TRY(bool b, check_positive("zcdp_gaussian", "sigma", sigma));
  (void)a;
  (void)b;
  return sqr(sensitivity) / (2 * sqr(sigma));
}

Result<Interval> classic_gaussian_variance(const Interval& sensitivity, const Interval& eps, const Interval& delta) {
  const char* fn = "classic_gaussian_variance";
  PB_TRY(bool s, check_nonnegative(fn, "sensitivity", sensitivity));
  PB_TRY(bool e, check_positive(fn, "eps", eps));
  PB_TRY(bool d, check_delta(fn, delta));
  (void)s, (void)e, (void)d;
  return 2 * log(Interval::from_int(5, delta.bits()) / (4 * delta)) * sqr(sensitivity / eps);
}

Result<Interval> rdp_gaussian(const Interval& alpha, const Interval& sensitivity, const Interval& sigma) {
  PB_TRY(bool a, check_greater("rdp_gaussian", "alpha", alpha, 1, "(1, inf)"));
  (void)a;
  PB_TRY(Interval rho, zcdp_gaussian(sensitivity, sigma));
  return alpha * rho;
}

void register_gaussian(Registry& r) {
  r.add(Quantity{.id = "accounting.gaussian_delta",
                 .title = "delta(eps) of the Gaussian mechanism with mu = Delta/sigma: Phi(mu/2 - eps/mu) - e^eps "
                          "Phi(-mu/2 - eps/mu)",
                 .citation = "Balle & Wang 2018, Theorem 8",
                 .safe = SafeSide::upper,
                 .params = {{"mu", ParamKind::number, Domain::positive(), std::nullopt, "mu = Delta/sigma", {}},
                            {"eps", ParamKind::number, Domain::nonnegative(), std::nullopt, "epsilon", {}}},
                 .configs = {{"mu = 1, eps = 1", {{"mu", "1"}, {"eps", "1"}}}},
                 .evaluate = formula(gaussian_delta, "mu", "eps")});
  r.add(Quantity{
      .id = "accounting.gaussian_zcdp",
      .title = "zCDP of the Gaussian mechanism, rho = Delta^2 / (2 sigma^2)",
      .citation = "Bun & Steinke 2016, Proposition 1.6",
      .safe = SafeSide::upper,
      .params = {{"sensitivity", ParamKind::number, Domain::nonnegative(), "1", "L2 sensitivity Delta", {}},
                 {"sigma", ParamKind::number, Domain::positive(), std::nullopt, "noise standard deviation", {}}},
      .configs = {{"sigma = 1", {{"sigma", "1"}}},
                  {"sigma = 0.1, Delta = 2", {{"sigma", "0.1"}, {"sensitivity", "2"}}}},
      .evaluate = formula(zcdp_gaussian, "sensitivity", "sigma")});
  r.add(Quantity{
      .id = "accounting.rdp_gaussian",
      .title = "RDP of the Gaussian mechanism at order alpha, alpha Delta^2 / (2 sigma^2)",
      .citation = "Mironov 2017, Proposition 7",
      .safe = SafeSide::upper,
      .params = {{"alpha", ParamKind::number, Domain::greater_than(1), std::nullopt, "Renyi order", {}},
                 {"sensitivity", ParamKind::number, Domain::nonnegative(), "1", "L2 sensitivity Delta", {}},
                 {"sigma", ParamKind::number, Domain::positive(), std::nullopt, "noise standard deviation", {}}},
      .configs = {{"alpha = 2, sigma = 1", {{"alpha", "2"}, {"sigma", "1"}}}},
      .evaluate = formula(rdp_gaussian, "alpha", "sensitivity", "sigma")});
}

}  // namespace privbound::bounds::accounting
