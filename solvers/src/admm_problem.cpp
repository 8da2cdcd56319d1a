#include "privbound/solvers/admm_problem.hpp"

namespace privbound::solvers {

void set_constraint(AdmmProblem& p, const RationalMatrix& A, const RationalMatrix& B, const RationalMatrix& c) {
  p.A_exact = A;
  p.B_exact = B;
  p.A = to_hp(A);
  p.B = to_hp(B);
  p.c = to_hp(c).col(0);
  p.B_diagonal = B.rows == B.cols;
  for (std::size_t i = 0; i < B.rows && p.B_diagonal; ++i)
    for (std::size_t j = 0; j < B.cols; ++j)
      if (i != j && !(B(i, j) == Rational(0))) {
        p.B_diagonal = false;
        break;
      }
}

RationalMatrix random_A(Rng& rng, std::size_t m, std::size_t n, AForm form) {
  if (form == AForm::dense) return random_rational_matrix(rng, m, n, 3, 2);
  RationalMatrix A(m, n);
  const RationalMatrix D = random_rational_matrix(rng, m, n - m, 3, 2);
  for (std::size_t i = 0; i < m; ++i) {
    A(i, i) = Rational(1);
    for (std::size_t j = m; j < n; ++j) A(i, j) = D(i, j - m);
  }
  return A;
}

RationalMatrix random_B(Rng& rng, std::size_t m, BForm form) {
  RationalMatrix B(m, m);
  switch (form) {
    case BForm::minus_identity:
      for (std::size_t i = 0; i < m; ++i) B(i, i) = Rational(-1);
      break;
    case BForm::diagonal:
      for (std::size_t i = 0; i < m; ++i) B(i, i) = Rational(uniform_int(rng, -2, 2), 2);
      break;
    case BForm::zero:
      break;
    case BForm::dense:
      B = random_rational_matrix(rng, m, m, 3, 2);
      break;
  }
  return B;
}

RationalMatrix random_c(Rng& rng, std::size_t m) { return random_rational_matrix(rng, m, 1, 4, 2); }

std::vector<Rational> random_spectrum_between(Rng& rng, std::size_t n, const Rational& lo, const Rational& hi) {
  std::vector<Rational> s(n);
  for (std::size_t i = 0; i < n; ++i)
    s[i] = i == 0 ? hi : (i == 1 ? lo : lo + (hi - lo) * Rational(uniform_int(rng, 0, 8), 8));
  return s;
}

SmoothFunction random_smooth_function(Rng& rng, FFamily family, std::size_t n, const std::vector<Rational>& spectrum,
                                      const Rational& ridge, unsigned bits) {
  SmoothFunction f;
  switch (family) {
    case FFamily::quadratic:
      f = make_quadratic(rng, spectrum, bits);
      break;
    case FFamily::logistic:
      f = make_logistic(rng, n, n + 1, ridge, bits);
      break;
    case FFamily::huber:
      f = make_huber(rng, n, n + 1, Rational(1, 2), ridge, bits);
      break;
  }
  return f;
}

}  // namespace privbound::solvers
