// Implementation of the certified Interval on MPFI (arithmetic, exp/log family) and on
// MPFR with directed rounding at the ends (erfc, lgamma, pow).
#include "privbound/numeric/interval.hpp"

#include <arb.h>
#include <arb_hypgeom.h>

#include <algorithm>
#include <cmath>
#include <limits>

#include "privbound/numeric/decimal.hpp"

namespace privbound::numeric {
namespace {

// MPFR's exponent range is widened once per thread so that e.g. Φ(-1e4) or δ = 1e-300^k do
// not underflow to 0 (which would make a lower bound of a log -inf, still sound but useless).
void ensure_exponent_range() {
  thread_local bool done = [] {
    mpfr_set_emin(mpfr_get_emin_min());
    mpfr_set_emax(mpfr_get_emax_max());
    return true;
  }();
  (void)done;
}

// RAII MPFR temporary.
struct Fr {
  mpfr_t v;
  explicit Fr(unsigned bits) { mpfr_init2(v, static_cast<mpfr_prec_t>(bits)); }
  ~Fr() { mpfr_clear(v); }
  Fr(const Fr&) = delete;
  Fr& operator=(const Fr&) = delete;
};

unsigned prec_of(const Interval& a, const Interval& b) { return std::max(a.bits(), b.bits()); }

void set_nan(Interval& r) {
  mpfr_set_nan(&r.raw()->left);
  mpfr_set_nan(&r.raw()->right);
}

std::string mpfr_to_decimal(mpfr_srcptr x, int digits, mpfr_rnd_t rnd) {
  if (mpfr_nan_p(x)) return "nan";
  if (mpfr_inf_p(x)) return mpfr_sgn(x) > 0 ? "inf" : "-inf";
  if (mpfr_zero_p(x)) return "0";
  mpfr_exp_t e = 0;
  char* s = mpfr_get_str(nullptr, &e, 10, static_cast<size_t>(digits), x, rnd);
  std::string m(s);
  mpfr_free_str(s);
  std::string sign;
  if (!m.empty() && m[0] == '-') {
    sign = "-";
    m.erase(0, 1);
  }
  // strip trailing zeros of the mantissa (value unchanged)
  while (m.size() > 1 && m.back() == '0') m.pop_back();
  const long exp10 = static_cast<long>(e) - 1;  // value = 0.m * 10^e = m[0].m[1..] * 10^(e-1)
  std::string out = sign + m.substr(0, 1);
  if (m.size() > 1) out += "." + m.substr(1);
  if (exp10 != 0) out += "e" + std::to_string(exp10);
  return out;
}

}  // namespace

// ---- exact values ----------------------------------------------------------------------
// The operations that keep an interval's exact rational value (see the header). Every result
// here is the exact result of the operation on the operands' exact values, which the operands'
// enclosures contain, so the new enclosure contains it too.
struct IntervalExact {
  static bool small(const mpq_class& q) {
    return mpz_sizeinbase(q.get_num_mpz_t(), 2) <= Interval::kMaxExactBits &&
           mpz_sizeinbase(q.get_den_mpz_t(), 2) <= Interval::kMaxExactBits;
  }
  static void set(Interval& r, const mpq_class& q) {
    r.forget_exact();
    if (!r.is_nan() && small(q)) r.exact_ = new Rational(q);
  }
  static void copy(Interval& r, const Interval& from) {
    r.forget_exact();
    if (from.exact_) r.exact_ = new Rational(*from.exact_);
  }
  static Interval binary(Interval r, const Interval& a, const Interval& b, char op) {
    if (!a.exact_ || !b.exact_) return r;
    const mpq_class& x = a.exact_->mpq();
    const mpq_class& y = b.exact_->mpq();
    switch (op) {
      case '+':
        set(r, x + y);
        break;
      case '-':
        set(r, x - y);
        break;
      case '*':
        set(r, x * y);
        break;
      default:
        if (sgn(y) != 0) set(r, x / y);
        break;
    }
    return r;
  }
  static Interval unary(Interval r, const Interval& x, char op) {
    if (!x.exact_) return r;
    const mpq_class& q = x.exact_->mpq();
    switch (op) {
      case '-':
        set(r, -q);
        break;
      case '|':
        set(r, abs(q));
        break;
      default:  // square
        set(r, q * q);
        break;
    }
    return r;
  }
  // x^n for n >= 1, when the result's size is bounded in advance.
  static Interval power(Interval r, const Interval& x, long n) {
    if (!x.exact_ || n < 1) return r;
    const mpq_class& q = x.exact_->mpq();
    const auto size = std::max(mpz_sizeinbase(q.get_num_mpz_t(), 2), mpz_sizeinbase(q.get_den_mpz_t(), 2));
    if (size > Interval::kMaxExactBits / static_cast<unsigned long>(n)) return r;
    mpz_class num, den;
    mpz_pow_ui(num.get_mpz_t(), q.get_num_mpz_t(), static_cast<unsigned long>(n));
    mpz_pow_ui(den.get_mpz_t(), q.get_den_mpz_t(), static_cast<unsigned long>(n));
    set(r, mpq_class(num, den));
    return r;
  }
  // √x when x >= 0 is the square of a rational (numerator and denominator perfect squares).
  static Interval root(Interval r, const Interval& x) {
    if (!x.exact_ || sgn(x.exact_->mpq()) < 0) return r;
    const mpq_class& q = x.exact_->mpq();
    if (!mpz_perfect_square_p(q.get_num_mpz_t()) || !mpz_perfect_square_p(q.get_den_mpz_t())) return r;
    mpz_class num, den;
    mpz_sqrt(num.get_mpz_t(), q.get_num_mpz_t());
    mpz_sqrt(den.get_mpz_t(), q.get_den_mpz_t());
    set(r, mpq_class(num, den));
    return r;
  }
  static Interval extreme(Interval r, const Interval& a, const Interval& b, bool larger) {
    if (!a.exact_ || !b.exact_) return r;
    const bool a_wins = larger ? a.exact_->mpq() >= b.exact_->mpq() : a.exact_->mpq() <= b.exact_->mpq();
    copy(r, a_wins ? a : b);
    return r;
  }
};

void Interval::forget_exact() {
  delete exact_;
  exact_ = nullptr;
}

// ---- lifetime ---------------------------------------------------------------------------
Interval::Interval(unsigned bits) {
  ensure_exponent_range();
  mpfi_init2(v_, static_cast<mpfr_prec_t>(std::max(bits, 2u)));
  mpfi_set_ui(v_, 0);
}
Interval::Interval(const Interval& o) {
  mpfi_init2(v_, mpfi_get_prec(o.v_));
  mpfi_set(v_, o.v_);
  IntervalExact::copy(*this, o);
}
Interval::Interval(Interval&& o) noexcept {
  mpfi_init2(v_, mpfi_get_prec(o.v_));
  mpfi_swap(v_, o.v_);
  std::swap(exact_, o.exact_);
}
Interval& Interval::operator=(const Interval& o) {
  if (this != &o) {
    mpfi_set_prec(v_, mpfi_get_prec(o.v_));
    mpfi_set(v_, o.v_);
    IntervalExact::copy(*this, o);
  }
  return *this;
}
Interval& Interval::operator=(Interval&& o) noexcept {
  mpfi_swap(v_, o.v_);
  std::swap(exact_, o.exact_);
  return *this;
}
Interval::~Interval() {
  forget_exact();
  mpfi_clear(v_);
}

Interval Interval::from_int(long v, unsigned bits) {
  Interval r(bits);
  mpfi_set_si(r.v_, v);
  IntervalExact::set(r, mpq_class(v));
  return r;
}
Interval Interval::from_rational(const Rational& q, unsigned bits) {
  Interval r(bits);
  mpfi_set_q(r.v_, q.mpq().get_mpq_t());
  IntervalExact::set(r, q.mpq());
  return r;
}
Interval Interval::from_double_bounds(double lo, double hi, unsigned bits) {
  Interval r(bits);
  if (std::isnan(lo) || std::isnan(hi) || lo > hi) {
    set_nan(r);
    return r;
  }
  mpfi_interv_d(r.v_, lo, hi);
  return r;
}
Interval Interval::from_mpfr_bounds(mpfr_srcptr lo, mpfr_srcptr hi, unsigned bits) {
  Interval r(bits);
  mpfi_interv_fr(r.v_, lo, hi);
  return r;
}
Interval Interval::pi(unsigned bits) {
  Interval r(bits);
  mpfi_const_pi(r.v_);
  return r;
}
Interval Interval::ln2(unsigned bits) {
  Interval r(bits);
  mpfi_const_log2(r.v_);
  return r;
}
Interval Interval::entire(unsigned bits) {
  Interval r(bits);
  mpfr_set_inf(&r.v_->left, -1);
  mpfr_set_inf(&r.v_->right, 1);
  return r;
}
Interval Interval::nonnegative(unsigned bits) {
  Interval r(bits);
  mpfr_set_inf(&r.v_->right, 1);
  return r;
}

unsigned Interval::bits() const { return static_cast<unsigned>(mpfi_get_prec(v_)); }
Interval Interval::with_bits(unsigned bits) const {
  Interval r(bits);
  mpfi_set(r.v_, v_);
  IntervalExact::copy(r, *this);
  return r;
}

// ---- endpoints --------------------------------------------------------------------------
double Interval::lower_double() const { return mpfr_get_d(&v_->left, MPFR_RNDD); }
double Interval::upper_double() const { return mpfr_get_d(&v_->right, MPFR_RNDU); }
double Interval::mid_double() const {
  Fr m(bits() + 2);
  mpfi_mid(m.v, v_);
  return mpfr_get_d(m.v, MPFR_RNDN);
}
void Interval::lower(mpfr_ptr out) const { mpfr_set(out, &v_->left, MPFR_RNDD); }
void Interval::upper(mpfr_ptr out) const { mpfr_set(out, &v_->right, MPFR_RNDU); }
std::string Interval::lower_decimal(int digits) const {
  return mpfr_to_decimal(&v_->left, std::max(digits, 2), MPFR_RNDD);
}
std::string Interval::upper_decimal(int digits) const {
  return mpfr_to_decimal(&v_->right, std::max(digits, 2), MPFR_RNDU);
}
long Interval::lower_exponent() const {
  return mpfr_regular_p(&v_->left) ? static_cast<long>(mpfr_get_exp(&v_->left)) : 0L;
}
int Interval::natural_digits() const { return static_cast<int>(std::ceil(bits() * 0.30102999566398120)) + 2; }

// ---- predicates -------------------------------------------------------------------------
bool Interval::is_nan() const { return mpfr_nan_p(&v_->left) || mpfr_nan_p(&v_->right); }
bool Interval::is_finite() const { return !is_nan() && mpfr_number_p(&v_->left) && mpfr_number_p(&v_->right); }
bool Interval::contains(const Interval& in) const {
  if (is_nan() || in.is_nan()) return false;
  return mpfr_lessequal_p(&v_->left, &in.v_->left) && mpfr_lessequal_p(&in.v_->right, &v_->right);
}
bool Interval::contains_zero() const { return !is_nan() && mpfi_has_zero(v_) > 0; }
bool Interval::certainly_positive() const { return !is_nan() && mpfr_sgn(&v_->left) > 0; }
bool Interval::certainly_nonnegative() const { return !is_nan() && mpfr_sgn(&v_->left) >= 0; }
bool Interval::certainly_negative() const { return !is_nan() && mpfr_sgn(&v_->right) < 0; }
bool Interval::certainly_lt(const Interval& b) const {
  return !is_nan() && !b.is_nan() && mpfr_less_p(&v_->right, &b.v_->left);
}
bool Interval::certainly_le(const Interval& b) const {
  return !is_nan() && !b.is_nan() && mpfr_lessequal_p(&v_->right, &b.v_->left);
}
bool Interval::possibly_lt(const Interval& b) const {
  return is_nan() || b.is_nan() || mpfr_less_p(&v_->left, &b.v_->right);
}
bool Interval::possibly_le(const Interval& b) const {
  return is_nan() || b.is_nan() || mpfr_lessequal_p(&v_->left, &b.v_->right);
}
bool Interval::overlaps(const Interval& b) const { return possibly_le(b) && b.possibly_le(*this); }

double Interval::width() const {
  if (is_nan()) return std::numeric_limits<double>::quiet_NaN();
  Fr w(bits() + 2);
  mpfr_sub(w.v, &v_->right, &v_->left, MPFR_RNDU);
  return mpfr_get_d(w.v, MPFR_RNDU);
}
double Interval::rel_width() const {
  if (is_nan()) return std::numeric_limits<double>::quiet_NaN();
  if (mpfr_zero_p(&v_->left) && mpfr_zero_p(&v_->right)) return 0.0;
  if (contains_zero()) return std::numeric_limits<double>::infinity();
  Fr w(bits() + 2), m(bits() + 2);
  mpfr_sub(w.v, &v_->right, &v_->left, MPFR_RNDU);
  mpfi_mig(m.v, v_);  // min |x|, rounded down
  mpfr_div(w.v, w.v, m.v, MPFR_RNDU);
  return mpfr_get_d(w.v, MPFR_RNDU);
}

// ---- arithmetic -------------------------------------------------------------------------
Interval& Interval::operator+=(const Interval& b) { return *this = *this + b; }
Interval& Interval::operator-=(const Interval& b) { return *this = *this - b; }
Interval& Interval::operator*=(const Interval& b) { return *this = *this * b; }
Interval& Interval::operator/=(const Interval& b) { return *this = *this / b; }

#define PB_BINOP(op, fn)                                       \
  Interval operator op(const Interval& a, const Interval& b) { \
    Interval r(prec_of(a, b));                                 \
    fn(r.raw(), a.raw(), b.raw());                             \
    return IntervalExact::binary(std::move(r), a, b, #op[0]);  \
  }
PB_BINOP(+, mpfi_add)
PB_BINOP(-, mpfi_sub)
PB_BINOP(*, mpfi_mul)
PB_BINOP(/, mpfi_div)
#undef PB_BINOP

Interval operator-(const Interval& a) {
  Interval r(a.bits());
  mpfi_neg(r.raw(), a.raw());
  return IntervalExact::unary(std::move(r), a, '-');
}
Interval operator+(const Interval& a, long b) { return a + Interval::from_int(b, a.bits()); }
Interval operator-(const Interval& a, long b) { return a - Interval::from_int(b, a.bits()); }
Interval operator*(const Interval& a, long b) { return a * Interval::from_int(b, a.bits()); }
Interval operator/(const Interval& a, long b) { return a / Interval::from_int(b, a.bits()); }
Interval operator+(long a, const Interval& b) { return Interval::from_int(a, b.bits()) + b; }
Interval operator-(long a, const Interval& b) { return Interval::from_int(a, b.bits()) - b; }
Interval operator*(long a, const Interval& b) { return Interval::from_int(a, b.bits()) * b; }
Interval operator/(long a, const Interval& b) { return Interval::from_int(a, b.bits()) / b; }

Interval abs(const Interval& x) {
  Interval r(x.bits());
  mpfi_abs(r.raw(), x.raw());
  return IntervalExact::unary(std::move(r), x, '|');
}
Interval sqrt(const Interval& x) {
  Interval r(x.bits());
  mpfi_sqrt(r.raw(), x.raw());
  return IntervalExact::root(std::move(r), x);
}
Interval sqr(const Interval& x) {
  Interval r(x.bits());
  mpfi_sqr(r.raw(), x.raw());
  return IntervalExact::unary(std::move(r), x, '2');
}

#define PB_UNARY(name, fn)           \
  Interval name(const Interval& x) { \
    Interval r(x.bits());            \
    fn(r.raw(), x.raw());            \
    return r;                        \
  }
PB_UNARY(exp, mpfi_exp)
PB_UNARY(expm1, mpfi_expm1)
PB_UNARY(log, mpfi_log)
PB_UNARY(log1p, mpfi_log1p)
PB_UNARY(cos, mpfi_cos)
#undef PB_UNARY

Interval pow(const Interval& x, long n) {
  const unsigned p = x.bits();
  Interval r(p);
  if (x.is_nan()) {
    set_nan(r);
    return r;
  }
  if (n == 0) return Interval::from_int(1, p);
  if (n < 0) return 1 / pow(x, -n);
  Fr lo(p), hi(p);
  if (n % 2 == 1) {  // increasing
    mpfr_pow_si(lo.v, &x.raw()->left, n, MPFR_RNDD);
    mpfr_pow_si(hi.v, &x.raw()->right, n, MPFR_RNDU);
  } else {  // |x|^n on [mig, mag]
    Fr mig(p), mag(p);
    mpfi_mig(mig.v, x.raw());
    mpfi_mag(mag.v, x.raw());
    mpfr_pow_si(lo.v, mig.v, n, MPFR_RNDD);
    mpfr_pow_si(hi.v, mag.v, n, MPFR_RNDU);
  }
  mpfi_interv_fr(r.raw(), lo.v, hi.v);
  return IntervalExact::power(std::move(r), x, n);
}

Interval pow(const Interval& x, const Interval& y) {
  const unsigned p = prec_of(x, y);
  Interval r(p);
  if (x.is_nan() || y.is_nan() || !x.certainly_nonnegative()) {
    set_nan(r);
    return r;
  }
  // x^y (x >= 0) is monotone in x for fixed y and in y for fixed x: extremes at corners.
  Fr lo(p), hi(p), t(p);
  mpfr_set_inf(lo.v, 1);
  mpfr_set_inf(hi.v, -1);
  for (mpfr_srcptr a : {&x.raw()->left, &x.raw()->right}) {
    for (mpfr_srcptr b : {&y.raw()->left, &y.raw()->right}) {
      mpfr_pow(t.v, a, b, MPFR_RNDD);
      mpfr_min(lo.v, lo.v, t.v, MPFR_RNDD);
      mpfr_pow(t.v, a, b, MPFR_RNDU);
      mpfr_max(hi.v, hi.v, t.v, MPFR_RNDU);
    }
  }
  mpfi_interv_fr(r.raw(), lo.v, hi.v);
  return r;
}

Interval erf(const Interval& x) {
  const unsigned p = x.bits();
  Interval r(p);
  if (x.is_nan()) {
    set_nan(r);
    return r;
  }
  Fr lo(p), hi(p);  // erf is increasing
  mpfr_erf(lo.v, &x.raw()->left, MPFR_RNDD);
  mpfr_erf(hi.v, &x.raw()->right, MPFR_RNDU);
  mpfi_interv_fr(r.raw(), lo.v, hi.v);
  return r;
}

Interval erfc(const Interval& x) {
  const unsigned p = x.bits();
  Interval r(p);
  if (x.is_nan()) {
    set_nan(r);
    return r;
  }
  Fr lo(p), hi(p);  // erfc is decreasing
  mpfr_erfc(lo.v, &x.raw()->right, MPFR_RNDD);
  mpfr_erfc(hi.v, &x.raw()->left, MPFR_RNDU);
  mpfi_interv_fr(r.raw(), lo.v, hi.v);
  return r;
}

namespace {

// f increasing: [lo(f(point lo(x))), hi(f(point hi(x)))]. Each end is evaluated at a point, so
// a formula that is only accurate at points stays sound on intervals.
template <class F>
Interval increasing_by_ends(const Interval& x, const F& f) {
  const unsigned p = x.bits();
  if (x.is_nan()) {
    Interval r(p);
    set_nan(r);
    return r;
  }
  const Interval lo = f(Interval::from_mpfr_bounds(&x.raw()->left, &x.raw()->left, p));
  if (mpfr_equal_p(&x.raw()->left, &x.raw()->right)) return lo;  // a point: one evaluation
  const Interval hi = f(Interval::from_mpfr_bounds(&x.raw()->right, &x.raw()->right, p));
  Interval r(p);
  if (lo.is_nan() || hi.is_nan()) {
    set_nan(r);
    return r;
  }
  mpfi_interv_fr(r.raw(), &lo.raw()->left, &hi.raw()->right);
  return r;
}

// The asymptotic series of the scaled tail reaches relative accuracy 2^-(p+8) before its terms
// start to grow (at k ~ y²/2, where the smallest term is ~e^{-y²/2}) once y²/2 > (p+16)·ln 2;
// from there on it is used instead of mpfr_erfc, which is slow for large arguments at high
// precision (δ = 1e-300 conversions took 5–19 s at 256 bits).
bool tail_series_ok(const Interval& y) {
  const double need = std::sqrt(2.0 * (y.bits() + 16) * 0.6931471805599453) + 2;
  return mpfr_cmp_d(&y.raw()->left, need) >= 0;
}

// M(y) = Φ(−y)·e^{y²/2} at a point y >= kTailSeriesFrom, from the asymptotic series
// (Abramowitz & Stegun 7.1.23–7.1.24, with x = y/√2):
//   √(2π)·M(y) = Σ_{k<n} (−1)^k (2k−1)!!/y^{2k+1} + R_n,  |R_n| <= (2n−1)!!/y^{2n+1}.
// The remainder is taken as the symmetric interval [−t_n, t_n] (its sign is not used). Terms
// shrink by (2k+1)/y² <= 3e-16 each, so n ~ bits/50 terms reach the working precision.
Interval scaled_tail_series(const Interval& y) {
  const unsigned p = y.bits();
  const Interval inv_y2 = 1 / sqr(y);
  Interval term = 1 / y;  // (2k−1)!!/y^{2k+1} at k = 0
  Interval sum(p);
  for (long k = 0;; ++k) {
    if (k % 2 == 0)
      sum += term;
    else
      sum -= term;
    term = term * inv_y2 * (2 * k + 1);
    // stop when the next term is below 2^{-(p+8)} of the sum (tail_series_ok guarantees this
    // happens while the terms still decrease; the remainder bound holds for any n anyway)
    Fr t(p);
    mpfr_mul_2si(t.v, &term.raw()->right, static_cast<long>(p) + 8, MPFR_RNDU);
    if (mpfr_lessequal_p(t.v, &sum.raw()->left) || k > 100000) break;
  }
  Interval rem(p);
  mpfr_neg(&rem.raw()->left, &term.raw()->right, MPFR_RNDD);
  mpfr_set(&rem.raw()->right, &term.raw()->right, MPFR_RNDU);
  return (sum + rem) / sqrt(2 * Interval::pi(p));
}

}  // namespace

namespace {

// Φ at a point |x| <= 2^20 by Arb's ball arithmetic (arb_hypgeom_erfc, rigorous at any argument;
// 2-10 µs at 64-128 bits where mpfr_erfc and the tail series took 10-180 µs), converted outward to
// the caller's precision (arb_get_interval_mpfr returns an interval containing the ball). Empty
// (NaN) when Arb's ball is not finite, and the caller falls back to the MPFR routes.
Interval normal_cdf_arb(const Interval& pt) {
  const unsigned p = pt.bits();
  const slong prec = static_cast<slong>(p) + 16;
  arb_t a, s, r;
  arb_init(a);
  arb_init(s);
  arb_init(r);
  arb_set_interval_mpfr(a, &pt.raw()->left, &pt.raw()->right, prec);
  arb_neg(a, a);
  arb_sqrt_ui(s, 2, prec);
  arb_div(a, a, s, prec);
  arb_hypgeom_erfc(r, a, prec);
  arb_mul_2exp_si(r, r, -1);
  Interval out(p);
  if (arb_is_finite(r) != 0) {
    arb_get_interval_mpfr(&out.raw()->left, &out.raw()->right, r);
    // Φ lies in [0, 1]: the ball's outward ends may cross them
    if (mpfr_sgn(&out.raw()->left) < 0) mpfr_set_zero(&out.raw()->left, 1);
    if (mpfr_cmp_ui(&out.raw()->right, 1) > 0) mpfr_set_ui(&out.raw()->right, 1, MPFR_RNDU);
  } else {
    set_nan(out);
  }
  arb_clear(a);
  arb_clear(s);
  arb_clear(r);
  return out;
}

}  // namespace

Interval normal_cdf(const Interval& x) {
  // A narrow interval (relative width <= 2^-(p/2)) inside |x| <= 2^20 in one Arb evaluation on the ball
  // that holds it: Arb bounds the image of the whole ball (the derivative times the radius), so this
  // is as certified as the two ends and costs half (the PLD bins evaluate ~10^4 such thresholds).
  if (!x.is_nan() && x.is_finite() && mpfr_cmpabs_ui(&x.raw()->left, 1UL << 20) <= 0 &&
      mpfr_cmpabs_ui(&x.raw()->right, 1UL << 20) <= 0 && !mpfr_equal_p(&x.raw()->left, &x.raw()->right)) {
    const double mag = std::max({1.0, std::abs(x.lower_double()), std::abs(x.upper_double())});
    if (x.width() <= std::ldexp(mag, -static_cast<int>(x.bits() / 2))) {
      Interval r = normal_cdf_arb(x);
      if (!r.is_nan()) return r;
    }
  }
  // Φ is increasing; at points |x| <= 2^20 by Arb (normal_cdf_arb); beyond, far in the left tail
  // Φ(x) = e^{−x²/2}·M(−x) by the series (faster than erfc there and equally certified),
  // elsewhere erfc(−x/√2)/2.
  return increasing_by_ends(x, [](const Interval& pt) {
    if (mpfr_number_p(&pt.raw()->left) && mpfr_cmpabs_ui(&pt.raw()->left, 1UL << 20) <= 0) {
      Interval r = normal_cdf_arb(pt);
      if (!r.is_nan()) return r;
    }
    if (mpfr_number_p(&pt.raw()->left) && tail_series_ok(-pt)) return exp(-sqr(pt) / 2) * scaled_tail_series(-pt);
    const Interval s = -pt / sqrt(Interval::from_int(2, pt.bits()));
    Interval r = erfc(s);
    mpfi_div_2ui(r.raw(), r.raw(), 1);
    return r;
  });
}

Interval normal_tail_scaled(const Interval& y) {
  const unsigned p = y.bits();
  Interval r(p);
  if (y.is_nan() || !y.certainly_nonnegative()) {
    set_nan(r);
    return r;
  }
  // M is decreasing on [0, ∞): M'(y) = e^{y²/2}(y·Φ(−y) − φ(y)) < 0 by Mills' inequality
  // Φ(−y) < φ(y)/y; so x ↦ M(−x) is increasing and the ends come from increasing_by_ends.
  return increasing_by_ends(-y, [p](const Interval& mx) {
    const Interval pt = -mx;
    if (mpfr_inf_p(&pt.raw()->left)) return Interval::from_int(0, p);
    if (tail_series_ok(pt)) return scaled_tail_series(pt);
    return normal_cdf(-pt) * exp(sqr(pt) / 2);
  });
}

Interval log_normal_cdf(const Interval& x) {
  // log Φ is increasing. Far in the left tail log Φ(x) = log M(−x) − x²/2 with the series for
  // M (no underflow for any x); elsewhere log of MPFR's Φ.
  return increasing_by_ends(x, [](const Interval& pt) {
    if (mpfr_inf_p(&pt.raw()->left)) {
      Interval r(pt.bits());
      mpfr_set_inf(&r.raw()->left, mpfr_sgn(&pt.raw()->left));
      mpfr_set_inf(&r.raw()->right, mpfr_sgn(&pt.raw()->left));
      if (mpfr_sgn(&pt.raw()->left) > 0) mpfi_set_ui(r.raw(), 0);  // log Φ(+∞) = 0
      return r;
    }
    if (!tail_series_ok(-pt)) return log(normal_cdf(pt));
    return log(scaled_tail_series(-pt)) - sqr(pt) / 2;
  });
}

Interval log_expm1(const Interval& x) {
  // log(e^x − 1) for x > 0, increasing. For x >= 1: x + log1p(−e^{−x}) (no overflow of e^x);
  // below: log(expm1(x)) (no cancellation for small x).
  const unsigned p = x.bits();
  if (x.is_nan() || !x.certainly_positive()) {
    Interval r(p);
    set_nan(r);
    return r;
  }
  return increasing_by_ends(x, [](const Interval& pt) {
    if (mpfr_inf_p(&pt.raw()->left)) return pt;
    if (mpfr_cmp_ui(&pt.raw()->left, 1) >= 0) return pt + log1p(-exp(-pt));
    return log(expm1(pt));
  });
}

Interval lgamma(const Interval& x) {
  const unsigned p = x.bits();
  Interval r(p);
  if (x.is_nan() || !x.certainly_positive()) {
    set_nan(r);
    return r;
  }
  // lgamma on (0, inf) decreases on (0, x0] and increases on [x0, inf), x0 = 1.46163214...,
  // with minimum value -0.12148629053584960...; [1.4616, 1.4617] brackets x0.
  Fr lo(p), hi(p), t(p);
  int sign = 0;
  const bool left_of_min = mpfr_cmp_d(&x.raw()->right, 1.4616) <= 0;
  const bool right_of_min = mpfr_cmp_d(&x.raw()->left, 1.4617) >= 0;
  if (left_of_min) {
    mpfr_lgamma(lo.v, &sign, &x.raw()->right, MPFR_RNDD);
    mpfr_lgamma(hi.v, &sign, &x.raw()->left, MPFR_RNDU);
  } else if (right_of_min) {
    mpfr_lgamma(lo.v, &sign, &x.raw()->left, MPFR_RNDD);
    mpfr_lgamma(hi.v, &sign, &x.raw()->right, MPFR_RNDU);
  } else {
    mpfr_set_d(lo.v, -0.1215, MPFR_RNDD);  // below the minimum value -0.121486...
    mpfr_lgamma(hi.v, &sign, &x.raw()->left, MPFR_RNDU);
    mpfr_lgamma(t.v, &sign, &x.raw()->right, MPFR_RNDU);
    mpfr_max(hi.v, hi.v, t.v, MPFR_RNDU);
  }
  mpfi_interv_fr(r.raw(), lo.v, hi.v);
  return r;
}

Interval binomial(const Interval& alpha, unsigned long k) {
  const unsigned p = alpha.bits();
  Interval num = Interval::from_int(1, p);
  Interval den = Interval::from_int(1, p);
  for (unsigned long i = 0; i < k; ++i) {
    num *= alpha - static_cast<long>(i);
    mpfi_mul_ui(den.raw(), den.raw(), i + 1);
  }
  return num / den;
}

Interval log_binomial(const Interval& alpha, unsigned long k) {
  const unsigned p = alpha.bits();
  const Interval kk = Interval::from_int(static_cast<long>(k), p);
  return lgamma(alpha + 1) - lgamma(kk + 1) - lgamma(alpha - kk + 1);
}

Interval log_sum_exp(const std::vector<Interval>& xs) {
  if (xs.empty()) {
    Interval r(128);
    mpfr_set_inf(&r.raw()->left, -1);
    mpfr_set_inf(&r.raw()->right, -1);
    return r;
  }
  unsigned p = 0;
  for (const auto& x : xs) p = std::max(p, x.bits());
  // Shift by an exact point M near the largest term: log Σ e^{x_i} = M + log Σ e^{x_i - M}.
  Fr m(p);
  mpfr_set_inf(m.v, -1);
  for (const auto& x : xs) mpfr_max(m.v, m.v, &x.raw()->right, MPFR_RNDN);
  Interval shift = Interval::from_mpfr_bounds(m.v, m.v, p);
  Interval sum(p);
  for (const auto& x : xs) sum += exp(x - shift);
  return shift + log(sum);
}

Interval max(const Interval& a, const Interval& b) {
  const unsigned p = prec_of(a, b);
  if (a.is_nan() || b.is_nan()) {  // mpfr_max would return the other operand: unsound
    Interval r(p);
    set_nan(r);
    return r;
  }
  Fr lo(p), hi(p);
  mpfr_max(lo.v, &a.raw()->left, &b.raw()->left, MPFR_RNDD);
  mpfr_max(hi.v, &a.raw()->right, &b.raw()->right, MPFR_RNDU);
  return IntervalExact::extreme(Interval::from_mpfr_bounds(lo.v, hi.v, p), a, b, true);
}
Interval min(const Interval& a, const Interval& b) {
  const unsigned p = prec_of(a, b);
  if (a.is_nan() || b.is_nan()) {
    Interval r(p);
    set_nan(r);
    return r;
  }
  Fr lo(p), hi(p);
  mpfr_min(lo.v, &a.raw()->left, &b.raw()->left, MPFR_RNDD);
  mpfr_min(hi.v, &a.raw()->right, &b.raw()->right, MPFR_RNDU);
  return IntervalExact::extreme(Interval::from_mpfr_bounds(lo.v, hi.v, p), a, b, false);
}
Interval hull(const Interval& a, const Interval& b) {
  Interval r(prec_of(a, b));
  mpfi_union(r.raw(), a.raw(), b.raw());
  return r;
}
Interval intersect(const Interval& a, const Interval& b) {
  Interval r(prec_of(a, b));
  if (a.is_nan() || b.is_nan() || mpfr_greater_p(&a.raw()->left, &b.raw()->right) ||
      mpfr_greater_p(&b.raw()->left, &a.raw()->right)) {
    set_nan(r);  // disjoint: one of the two "enclosures" is not one; never an empty interval
    return r;
  }
  mpfi_intersect(r.raw(), a.raw(), b.raw());
  return r;
}

}  // namespace privbound::numeric
