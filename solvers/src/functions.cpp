#include "privbound/solvers/functions.hpp"

#include <mpfr.h>

#include <cmath>
#include <limits>

#include "privbound/solvers/prox.hpp"

namespace privbound::solvers {
namespace {

hp_float interval_end(const numeric::Interval& iv, bool upper) {
  mpfr_t tmp;
  mpfr_init2(tmp, static_cast<mpfr_prec_t>(iv.bits()));
  if (upper)
    iv.upper(tmp);
  else
    iv.lower(tmp);
  hp_float r;
  mpfr_set(r.backend().data(), tmp, upper ? MPFR_RNDU : MPFR_RNDD);
  mpfr_clear(tmp);
  return r;
}

RationalMatrix gram_plus(const RationalMatrix& X, const Rational& scale, const Rational& ridge) {
  RationalMatrix g = X.transpose() * X;
  for (auto& e : g.data) e = e * scale;
  for (std::size_t i = 0; i < g.rows; ++i) g(i, i) = g(i, i) + ridge;
  return g;
}

}  // namespace

hp_float hp_upper(const numeric::Interval& iv) { return interval_end(iv, true); }
hp_float hp_lower(const numeric::Interval& iv) { return interval_end(iv, false); }

std::string matrix_text(const RationalMatrix& m) {
  std::string s;
  for (std::size_t i = 0; i < m.rows; ++i) {
    if (i) s += ";";
    for (std::size_t j = 0; j < m.cols; ++j) {
      if (j) s += ",";
      s += m(i, j).to_string();
    }
  }
  return s;
}

std::string matrix_text(const HpMatrix& m, int digits) {
  std::string s;
  for (Eigen::Index i = 0; i < m.rows(); ++i) {
    if (i) s += ";";
    for (Eigen::Index j = 0; j < m.cols(); ++j) {
      if (j) s += ",";
      s += m(i, j).str(digits);
    }
  }
  return s;
}

hp_float to_hp(const Rational& q) {
  hp_float r;
  mpfr_set_q(r.backend().data(), q.mpq().get_mpq_t(), MPFR_RNDN);
  return r;
}

HpMatrix to_hp(const RationalMatrix& m) {
  HpMatrix r(static_cast<Eigen::Index>(m.rows), static_cast<Eigen::Index>(m.cols));
  for (std::size_t i = 0; i < m.rows; ++i)
    for (std::size_t j = 0; j < m.cols; ++j)
      r(static_cast<Eigen::Index>(i), static_cast<Eigen::Index>(j)) = to_hp(m(i, j));
  return r;
}

long uniform_int(Rng& rng, long lo, long hi) { return std::uniform_int_distribution<long>(lo, hi)(rng); }

RationalMatrix random_rational_matrix(Rng& rng, std::size_t rows, std::size_t cols, long range, long den) {
  RationalMatrix m(rows, cols);
  for (auto& e : m.data) e = Rational(uniform_int(rng, -range, range), den);
  return m;
}

HpVector gaussian_vector(Rng& rng, std::size_t n, const hp_float& sigma) {
  std::normal_distribution<double> nd(0.0, 1.0);
  HpVector v(static_cast<Eigen::Index>(n));
  for (Eigen::Index i = 0; i < v.size(); ++i) v(i) = sigma * hp_float(nd(rng));
  return v;
}

HpVector laplace_vector(Rng& rng, std::size_t n, const hp_float& b) {
  std::exponential_distribution<double> expo(1.0);
  HpVector v(static_cast<Eigen::Index>(n));
  for (Eigen::Index i = 0; i < v.size(); ++i) {
    const double e1 = expo(rng), e2 = expo(rng);
    v(i) = b * hp_float(e1 - e2);
  }
  return v;
}

std::string family_name(FFamily f) {
  switch (f) {
    case FFamily::quadratic:
      return "quadratic";
    case FFamily::logistic:
      return "logistic";
    case FFamily::huber:
      return "huber";
  }
  return "?";
}

std::string family_name(GFamily g) {
  switch (g) {
    case GFamily::zero:
      return "zero";
    case GFamily::l1:
      return "l1";
    case GFamily::elastic_net:
      return "elastic_net";
    case GFamily::quadratic:
      return "quadratic";
    case GFamily::box:
      return "box";
  }
  return "?";
}

HpVector SmoothFunction::gradient(const HpVector& x) const {
  switch (family) {
    case FFamily::quadratic:
      return H * x + h;
    case FFamily::logistic: {
      HpVector g = mu_reg * x + h;
      const hp_float inv_n = hp_float(1) / hp_float(static_cast<long>(H.rows()));
      for (Eigen::Index i = 0; i < H.rows(); ++i) {
        const hp_float t = labels(i) * H.row(i).dot(x);
        const hp_float s = hp_float(1) / (hp_float(1) + exp(t));  // σ(−t)
        g -= (inv_n * labels(i) * s) * H.row(i).transpose();
      }
      return g;
    }
    case FFamily::huber: {
      HpVector g = mu_reg * x + h;
      const hp_float inv_n = hp_float(1) / hp_float(static_cast<long>(H.rows()));
      for (Eigen::Index i = 0; i < H.rows(); ++i) {
        hp_float r = H.row(i).dot(x) - labels(i);
        if (r > delta) r = delta;
        if (r < -delta) r = -delta;
        g += (inv_n * r) * H.row(i).transpose();
      }
      return g;
    }
  }
  return h;
}

hp_float SmoothFunction::value(const HpVector& x) const {
  hp_float v = h.dot(x) + mu_reg * x.squaredNorm() / 2;
  switch (family) {
    case FFamily::quadratic:
      return v + x.dot(H * x) / 2;
    case FFamily::logistic: {
      hp_float s = 0;
      for (Eigen::Index i = 0; i < H.rows(); ++i) {
        const hp_float m = -labels(i) * H.row(i).dot(x);  // log(1 + e^m)
        s += m > 0 ? hp_float(m + log1p(exp(-m))) : hp_float(log1p(exp(m)));
      }
      return v + s / hp_float(static_cast<long>(H.rows()));
    }
    case FFamily::huber: {
      hp_float s = 0;
      for (Eigen::Index i = 0; i < H.rows(); ++i) {
        const hp_float r = abs(hp_float(H.row(i).dot(x) - labels(i)));
        s += r <= delta ? hp_float(r * r / 2) : hp_float(delta * (r - delta / 2));
      }
      return v + s / hp_float(static_cast<long>(H.rows()));
    }
  }
  return v;
}

numeric::Result<SmoothFunction> make_quadratic_from(const RationalMatrix& H, unsigned bits) {
  PB_TRY(auto hi, numeric::lambda_max_sym(H, bits));
  PB_TRY(auto lo, numeric::lambda_min_sym(H, bits));
  SmoothFunction f;
  f.family = FFamily::quadratic;
  f.H_exact = H;
  f.H = to_hp(H);
  f.h = HpVector::Zero(f.H.rows());
  // ν ≥ |eigenvalues| for smoothness: max(λ_max, −λ_min).
  f.nu = interval_end(hi, true);
  const hp_float neg = -interval_end(lo, false);
  if (neg > f.nu) f.nu = neg;
  f.mu = interval_end(lo, false);
  f.convex = f.mu >= 0 || !lo.possibly_lt(numeric::Interval::from_int(0, bits));
  if (f.mu < 0 && f.convex) f.mu = 0;
  return f;
}

SmoothFunction make_quadratic(Rng& rng, const std::vector<Rational>& spectrum, unsigned bits) {
  const std::size_t n = spectrum.size();
  std::vector<Rational> v1(n), v2(n);
  for (std::size_t i = 0; i < n; ++i) {
    v1[i] = Rational(uniform_int(rng, -3, 3), 1);
    v2[i] = Rational(uniform_int(rng, -3, 3), 1);
  }
  // H = P1 P2 diag(s) P2 P1 with P = I − 2vvᵀ/(vᵀv) (exactly orthogonal).
  RationalMatrix H(n, n);
  // Fast exact path: with P' = sP = sI − 2vvᵀ (integer) and L = lcm of the spectrum's
  // denominators, H = P1'P2'(L·diag s)P2'P1' / (s1² s2² L) in int64 (n ≤ 10, |L·s|, L ≤ 2^16: entries < 10^17).
  mpz_class lcm = 1, maxnum = 0;
  for (const auto& x : spectrum) {
    mpz_lcm(lcm.get_mpz_t(), lcm.get_mpz_t(), x.mpq().get_den_mpz_t());
  }
  for (const auto& x : spectrum) {
    mpz_class num = abs(x.mpq().get_num()) * (lcm / x.mpq().get_den());
    if (num > maxnum) maxnum = num;
  }
  long s1 = 0, s2 = 0;
  for (std::size_t i = 0; i < n; ++i) {
    s1 += v1[i].mpq().get_num().get_si() * v1[i].mpq().get_num().get_si();
    s2 += v2[i].mpq().get_num().get_si() * v2[i].mpq().get_num().get_si();
  }
  if (n <= 10 && lcm <= (1 << 16) && maxnum <= (1 << 16) && s1 > 0 && s2 > 0) {
    using IM = std::vector<long long>;
    auto mul = [n](const IM& x, const IM& y) {
      IM z(n * n, 0);
      for (std::size_t i = 0; i < n; ++i)
        for (std::size_t k = 0; k < n; ++k) {
          const long long a = x[i * n + k];
          if (a == 0) continue;
          for (std::size_t j = 0; j < n; ++j) z[i * n + j] += a * y[k * n + j];
        }
      return z;
    };
    auto refl = [n](const std::vector<Rational>& v, long sv) {
      IM p(n * n);
      for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < n; ++j)
          p[i * n + j] = (i == j ? sv : 0) - 2 * v[i].mpq().get_num().get_si() * v[j].mpq().get_num().get_si();
      return p;
    };
    IM D(n * n, 0);
    for (std::size_t i = 0; i < n; ++i)
      D[i * n + i] = mpz_class(spectrum[i].mpq().get_num() * (lcm / spectrum[i].mpq().get_den())).get_si();
    const IM P1 = refl(v1, s1), P2 = refl(v2, s2);
    const IM Hn = mul(mul(P1, mul(P2, mul(D, P2))), P1);
    const mpz_class den = lcm * mpz_class(s1) * s1 * s2 * s2;
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = 0; j < n; ++j)
        H(i, j) = Rational(mpq_class(mpz_class(static_cast<long>(Hn[i * n + j])), den));
  } else {
    for (std::size_t i = 0; i < n; ++i) H(i, i) = spectrum[i];
    // each two-sided reflection as an O(n²) exact update of a symmetric M:
    // PMP = M − (2/s)(v uᵀ + u vᵀ) + (4 vᵀu/s²) v vᵀ, u = Mv.
    for (const auto* v : {&v2, &v1}) {
      Rational s(0);
      for (const auto& x : *v) s = s + x * x;
      if (s == Rational(0)) continue;
      std::vector<Rational> u(n, Rational(0));
      for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < n; ++j)
          if (!((*v)[j] == Rational(0))) u[i] = u[i] + H(i, j) * (*v)[j];
      Rational vu(0);
      for (std::size_t i = 0; i < n; ++i) vu = vu + (*v)[i] * u[i];
      const Rational a = Rational(2) / s, b = Rational(4) * vu / (s * s);
      for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < n; ++j)
          H(i, j) = H(i, j) - a * ((*v)[i] * u[j] + u[i] * (*v)[j]) + b * (*v)[i] * (*v)[j];
    }
  }
  (void)bits;  // no eigenvalue enclosure needed: the spectrum is exact by construction
  SmoothFunction f;
  f.family = FFamily::quadratic;
  f.H_exact = H;
  f.H = to_hp(H);
  f.h = HpVector::Zero(f.H.rows());
  // The spectrum is exact: use it (it lies inside the certified enclosure; tested).
  Rational smax = spectrum[0], smin = spectrum[0];
  for (const auto& s : spectrum) {
    if (smax < s) smax = s;
    if (s < smin) smin = s;
  }
  const Rational neg = Rational(0) - smin;
  f.nu = to_hp(smax < neg ? neg : smax);
  f.mu = to_hp(smin);
  f.convex = Rational(0) <= smin;
  return f;
}

SmoothFunction make_logistic(Rng& rng, std::size_t n, std::size_t samples, const Rational& mu_reg, unsigned bits) {
  SmoothFunction f;
  f.family = FFamily::logistic;
  f.H_exact = random_rational_matrix(rng, samples, n, 4, 2);
  f.H = to_hp(f.H_exact);
  f.h = HpVector::Zero(static_cast<Eigen::Index>(n));
  f.labels = HpVector(static_cast<Eigen::Index>(samples));
  for (Eigen::Index i = 0; i < f.labels.size(); ++i) f.labels(i) = uniform_int(rng, 0, 1) ? 1 : -1;
  f.mu_reg = to_hp(mu_reg);
  // ∇²f ≼ (1/(4N)) XᵀX + μ_reg I   (σ' ≤ 1/4)
  const auto G = gram_plus(f.H_exact, Rational(1, static_cast<long>(4 * samples)), mu_reg);
  f.nu = interval_end(numeric::lambda_max_sym(G, bits).value(), true);
  f.mu = f.mu_reg;
  return f;
}

SmoothFunction make_huber(Rng& rng, std::size_t n, std::size_t samples, const Rational& delta, const Rational& mu_reg,
                          unsigned bits) {
  SmoothFunction f;
  f.family = FFamily::huber;
  f.H_exact = random_rational_matrix(rng, samples, n, 4, 2);
  f.H = to_hp(f.H_exact);
  f.h = HpVector::Zero(static_cast<Eigen::Index>(n));
  f.labels = to_hp(random_rational_matrix(rng, samples, 1, 6, 2)).col(0);
  f.mu_reg = to_hp(mu_reg);
  f.delta = to_hp(delta);
  // ∇²f ≼ (1/N) XᵀX + μ_reg I   (h_δ'' ≤ 1)
  const auto G = gram_plus(f.H_exact, Rational(1, static_cast<long>(samples)), mu_reg);
  f.nu = interval_end(numeric::lambda_max_sym(G, bits).value(), true);
  f.mu = f.mu_reg;
  return f;
}

hp_float Regularizer::prox(std::size_t i, const hp_float& u, const hp_float& tau) const {
  const hp_float qi = q.size() ? q(static_cast<Eigen::Index>(i)) : hp_float(0);
  hp_float v = tau * u - qi;  // minimise c1|y| + ((c2+tau)/2) y² − v y
  if (family == GFamily::box) {
    hp_float y = v / (c2 + tau);
    if (y < lo) y = lo;
    if (y > hi) y = hi;
    return y;
  }
  return elastic_net_argmin<hp_float>(v, c1, c2 + tau);
}

hp_float Regularizer::value(const HpVector& y) const {
  hp_float v = c2 * y.squaredNorm() / 2;
  if (q.size()) v += q.dot(y);
  for (Eigen::Index i = 0; i < y.size(); ++i) {
    v += c1 * abs(y(i));
    if (family == GFamily::box && (y(i) < lo || y(i) > hi)) return std::numeric_limits<hp_float>::infinity();
  }
  return v;
}

hp_float Regularizer::argmin(std::size_t i) const {
  const hp_float qi = q.size() ? q(static_cast<Eigen::Index>(i)) : hp_float(0);
  if (family == GFamily::box) {
    if (c2 > 0) {
      hp_float y = -qi / c2;
      return y < lo ? lo : (y > hi ? hi : y);
    }
    if (qi > 0) return lo;
    if (qi < 0) return hi;
    return lo > 0 ? lo : (hi < 0 ? hi : hp_float(0));
  }
  if (c2 > 0) {
    return elastic_net_argmin<hp_float>(-qi, c1, c2);
  }
  return 0;  // requires |q_i| ≤ c1 (ensured by make_regularizer: q = 0 when c2 = 0)
}

hp_float Regularizer::prox_residual(std::size_t i, const hp_float& y, const hp_float& u, const hp_float& tau) const {
  const hp_float qi = q.size() ? q(static_cast<Eigen::Index>(i)) : hp_float(0);
  // smooth part of the optimality condition: c2 y + q + tau (y − u); add ∂(c1|y| or box indicator)
  const hp_float s = c2 * y + qi + tau * (y - u);
  if (family == GFamily::box) {
    if (y > lo && y < hi) return abs(s);
    if (y == lo && y == hi) return 0;
    if (y == lo) return s >= 0 ? hp_float(0) : hp_float(-s);  // normal cone (−∞, 0]: need s ≥ 0
    if (y == hi) return s <= 0 ? hp_float(0) : s;
    return hp_float(1e30);  // infeasible
  }
  if (y > 0) return abs(s + c1);
  if (y < 0) return abs(s - c1);
  const hp_float excess = abs(s) - c1;  // 0 ∈ s + [−c1, c1]
  return excess > 0 ? excess : hp_float(0);
}

Regularizer make_regularizer(Rng& rng, GFamily family, std::size_t l, const Rational& c2) {
  Regularizer g;
  g.family = family;
  g.q = HpVector::Zero(static_cast<Eigen::Index>(l));
  switch (family) {
    case GFamily::zero:
      break;
    case GFamily::l1:
      g.c1 = to_hp(Rational(uniform_int(rng, 1, 8), 8));
      break;
    case GFamily::elastic_net:
      g.c1 = to_hp(Rational(uniform_int(rng, 1, 8), 8));
      g.c2 = to_hp(c2);
      break;
    case GFamily::quadratic:
      g.c2 = to_hp(c2);
      if (Rational(0) < c2) g.q = to_hp(random_rational_matrix(rng, l, 1, 4, 4)).col(0);
      break;
    case GFamily::box:
      g.c2 = to_hp(c2);
      g.lo = to_hp(Rational(-uniform_int(rng, 1, 4), 2));
      g.hi = to_hp(Rational(uniform_int(rng, 1, 4), 2));
      break;
  }
  return g;
}

}  // namespace privbound::solvers
