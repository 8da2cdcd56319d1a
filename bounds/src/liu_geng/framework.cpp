// The framework matrices of Section II (|A^T A|_2, gamma, lambda_min(G^)) and Lemma 5's noise term
// (bounds/liu_geng/liu_geng.hpp). Certified eigenvalue bounds from numeric/matrix.hpp.
#include <string>

#include "privbound/bounds/liu_geng/liu_geng.hpp"
#include "privbound/bounds/validate.hpp"

namespace privbound::bounds::liu_geng {

Result<Interval> framework_norm_AtA(const numeric::RationalMatrix& A, unsigned bits) {
  if (A.rows == 0 || A.cols == 0) return numeric::hypothesis_error("framework_norm_AtA", "A is empty");
  return numeric::lambda_max_sym(A.transpose() * A, bits);
}

Result<Interval> framework_gamma(const numeric::RationalMatrix& A, const Interval& eta, const Interval& beta) {
  static const char* fn = "framework_gamma";
  PB_TRY(bool a, check_positive(fn, "eta", eta));
  PB_TRY(bool b, check_positive(fn, "beta", beta));
  (void)a, (void)b;
  PB_TRY(Interval n, framework_norm_AtA(A, eta.bits()));
  return Interval::from_int(1, eta.bits()) + eta * beta * n;
}

Result<Interval> framework_g_hat_min(const numeric::RationalMatrix& A, const Interval& nu, const Interval& eta,
                                     const Interval& beta, const Interval* gamma) {
  static const char* fn = "framework_g_hat_min";
  PB_TRY(bool a, check_nonnegative(fn, "nu", nu));
  (void)a;
  Interval g = Interval::from_int(1, eta.bits());
  if (gamma) {
    PB_TRY(bool c, check_positive(fn, "gamma", *gamma));
    PB_TRY(bool e, check_positive(fn, "eta", eta));
    PB_TRY(bool b, check_positive(fn, "beta", beta));
    (void)c, (void)e, (void)b;
    g = *gamma;
  } else {
    PB_TRY(Interval pg, framework_gamma(A, eta, beta));
    g = pg;
  }
  const unsigned bits = eta.bits();
  const std::size_t d = A.cols;
  const numeric::IntervalMatrix AtA = numeric::IntervalMatrix::from_rational(A.transpose() * A, bits);
  numeric::IntervalMatrix G(d, d, bits);
  const Interval zero = Interval::from_int(0, bits), two = Interval::from_int(2, bits);
  for (std::size_t i = 0; i < d; ++i)
    for (std::size_t j = 0; j < d; ++j) {
      // Q_nu (L138): 1 + 2 nu on the diagonal, -nu next to it and in the corners (circulant; d = 1: 1, d = 2: -2 nu)
      Interval q = zero;
      if (i == j) q = q + Interval::from_int(1, bits) + two * nu;
      if (d > 1 && (j == (i + 1) % d)) q = q - nu;
      if (d > 1 && (i == (j + 1) % d)) q = q - nu;
      if (d == 1) q = Interval::from_int(1, bits);
      G(i, j) = g * q - eta * beta * AtA(i, j);
    }
  return numeric::lambda_min_sym(G, bits);
}

Result<Interval> lemma5_noise_term(const Interval& eta, const Interval& g, const Interval& l, long b, long d1,
                                   const Interval& nu, const Interval& sigma2) {
  static const char* fn = "lemma5_noise_term";
  PB_TRY(bool a, check_positive(fn, "l", l));
  PB_TRY(bool c, check_nonnegative(fn, "sigma2", sigma2));
  (void)a, (void)c;
  if (b < 1 || b > 1000000000000L) return numeric::domain_error(fn, "b", "integers in [1, 1e12]", std::to_string(b));
  PB_TRY(Interval factor, lemma5_factor(eta, g));
  PB_TRY(Interval tau, ls_tau_closed(d1, nu));
  const unsigned bits = eta.bits();
  return factor * (sqr(l) / Interval::from_int(b, bits) + Interval::from_int(d1, bits) * tau * sigma2);
}

}  // namespace privbound::bounds::liu_geng
