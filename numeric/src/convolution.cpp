// Linear convolution of nonnegative vectors by FFT with a proven 2-norm error bound.
//
// Error argument. Let u = 2^-53 (binary64, round to nearest), N = 2^t >= len = |a| + |b| - 1, F the
// unnormalised DFT of length N (so ||F x||_2 = sqrt(N) ||x||_2 and ||F x||_inf <= ||x||_1), and
// A = F a, B = F b for the zero-padded inputs; then a * b = F^* (A o B) / N exactly (no wrap-around,
// since N >= len).
// 1. The FFT below is the radix-2 decimation-in-time Cooley-Tukey algorithm (bit reversal, then t
//    stages of butterflies x + w y, x - w y with the standard 4-multiply complex product, no FMA:
//    this file is compiled with -ffp-contract=off). Its twiddles are MPFR values at 128 bits rounded
//    to nearest, so |w^ - w| <= mu := u (1 + 2^-40). Higham's Thm 24.2: ||fft(x) - F x||_2 <=
//    beta ||F x||_2 with eta = mu + gamma_4 (sqrt 2 + mu), beta = t eta / (1 - t eta),
//    gamma_k = k u / (1 - k u). That theorem assumes no underflow; each butterfly's product can
//    underflow by at most 2^-1075 per real multiplication (sums of subnormals are exact), an absolute
//    error of at most 2^-1073 per entry per stage, which later stages (norm sqrt 2 each) amplify to
//    at most tau := t 2^(t/2) sqrt(N) 2^-1073 = t N 2^-1073 in 2-norm.
// 2. With a1 = ||a||_1, a2 = ||a||_2 (upper bounds): ||A^ - A||_2 <= eA := beta sqrt(N) a2 + tau,
//    ||A||_inf <= a1, ||A^||_inf <= a1 + eA, ||A^||_2 <= sqrt(N) a2 + eA; the same for b.
// 3. The pointwise products P^ = fl(A^ o B^): |P^_k - A^_k B^_k| <= sqrt 2 gamma_2 |A^_k| |B^_k|
//    (Higham Lemma 3.5) plus 2^-1073 for underflow, so ||P^ - A o B||_2 <= eP :=
//    sqrt 2 gamma_2 ||A^||_inf ||B^||_2 + sqrt(N) 2^-1073 + eA ||B^||_inf + ||A||_inf eB, and
//    ||P^||_2 <= ||A||_inf ||B||_2 + eP <= a1 sqrt(N) b2 + eP.
// 4. The inverse transform is the same FFT on conjugates (conj F conj = F^*, exact), then division by
//    N (a power of two: exact, but for underflow, 2^-1075 per entry). Hence
//    ||c^ - a * b||_2 <= (beta sqrt(N) ||P^||_2 + tau + sqrt(N) eP) / N + sqrt(N) 2^-1075.
//    Keeping the real part and the first len entries, and clamping negative entries to 0 (a * b >= 0),
//    do not increase any entry's error. Every term above is nonnegative; evaluating the bound in
//    binary64 costs at most ~40 roundings, covered by the final factor 1 + 2^-20.
#include "privbound/numeric/convolution.hpp"

#include <mpfr.h>

#include <cmath>
#include <limits>
#include <map>
#include <memory>
#include <mutex>

namespace privbound::numeric {

namespace {

constexpr double kUnit = 0x1p-53;

struct Cplx {
  double re = 0, im = 0;
};

// Twiddles w_k = exp(-2 pi i k / N), k < N/2, each component correctly rounded from a 128-bit value.
// Computed for k <= N/8 and completed by exact symmetries (swaps and sign changes).
std::shared_ptr<const std::vector<Cplx>> twiddles(std::size_t n) {
  static std::mutex mutex;
  static std::map<std::size_t, std::shared_ptr<const std::vector<Cplx>>> cache;
  {
    const std::lock_guard<std::mutex> lock(mutex);
    const auto it = cache.find(n);
    if (it != cache.end()) return it->second;
  }
  auto w = std::make_shared<std::vector<Cplx>>(n / 2);
  const std::size_t quarter = n / 4;
  // cos and sin of 2 pi k / N for k in [0, N/4]
  std::vector<double> c(quarter + 1), s(quarter + 1);
  mpfr_t theta, pi, out;
  mpfr_inits2(160, theta, pi, out, static_cast<mpfr_ptr>(nullptr));
  mpfr_const_pi(pi, MPFR_RNDN);
  for (std::size_t k = 0; 8 * k <= n; ++k) {
    mpfr_mul_ui(theta, pi, 2 * k, MPFR_RNDN);
    mpfr_div_ui(theta, theta, n, MPFR_RNDN);
    mpfr_cos(out, theta, MPFR_RNDN);
    c[k] = mpfr_get_d(out, MPFR_RNDN);
    mpfr_sin(out, theta, MPFR_RNDN);
    s[k] = mpfr_get_d(out, MPFR_RNDN);
  }
  mpfr_clears(theta, pi, out, static_cast<mpfr_ptr>(nullptr));
  if (n < 4) {  // N = 2: only w_0 = 1
    (*w)[0] = {1.0, 0.0};
  } else {
    for (std::size_t k = 0; k <= quarter; ++k) {
      if (8 * k > n) {  // cos(pi/2 - x) = sin x
        c[k] = s[quarter - k];
        s[k] = c[quarter - k];
      }
    }
    for (std::size_t k = 0; k < n / 2; ++k) {
      if (k <= quarter) {
        (*w)[k] = {c[k], -s[k]};
      } else {  // 2 pi k / N = pi/2 + x: cos = -sin x, sin = cos x
        (*w)[k] = {-s[k - quarter], -c[k - quarter]};
      }
    }
  }
  const std::lock_guard<std::mutex> lock(mutex);
  return cache.emplace(n, std::move(w)).first->second;
}

// In-place radix-2 decimation-in-time FFT (forward, exponent -2 pi i) of length n = 2^t.
void fft(std::vector<Cplx>& x, const std::vector<Cplx>& w) {
  const std::size_t n = x.size();
  for (std::size_t i = 1, j = 0; i < n; ++i) {
    std::size_t bit = n >> 1;
    for (; (j & bit) != 0; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) std::swap(x[i], x[j]);
  }
  for (std::size_t len = 2; len <= n; len <<= 1) {
    const std::size_t half = len / 2, step = n / len;
    for (std::size_t start = 0; start < n; start += len) {
      for (std::size_t j = 0; j < half; ++j) {
        const Cplx& tw = w[j * step];
        Cplx& top = x[start + j];
        Cplx& bot = x[start + j + half];
        const double pr = tw.re * bot.re - tw.im * bot.im;
        const double pi = tw.re * bot.im + tw.im * bot.re;
        bot = {top.re - pr, top.im - pi};
        top = {top.re + pr, top.im + pi};
      }
    }
  }
}

double gamma(double k) { return k * kUnit / (1 - k * kUnit); }

}  // namespace

double norm1_upper(const std::vector<double>& v) {
  double s = 0;
  for (const double x : v) s += x;
  const double n = static_cast<double>(v.size());
  return s * (1 + 3 * (n + 1) * kUnit);
}

double norm2_upper(const std::vector<double>& v) {
  double s = 0;
  for (const double x : v) s += x * x;
  const double n = static_cast<double>(v.size());
  return std::sqrt(s * (1 + 3 * (n + 2) * kUnit) + n * 0x1p-1074) * (1 + 2 * kUnit);
}

BoundedConvolution convolve_nonnegative(const std::vector<double>& a, const std::vector<double>& b) {
  BoundedConvolution out;
  const std::size_t len = a.size() + b.size() - 1;
  if (a.empty() || b.empty() || len > (std::size_t{1} << 26)) {
    out.error_l2 = std::numeric_limits<double>::infinity();
    return out;
  }
  std::size_t n = 2;
  int t = 1;
  while (n < len) {
    n <<= 1;
    ++t;
  }
  const auto w = twiddles(n);
  const bool same = &a == &b;
  std::vector<Cplx> fa(n), fb;
  for (std::size_t i = 0; i < a.size(); ++i) fa[i].re = a[i];
  fft(fa, *w);
  if (!same) {
    fb.assign(n, Cplx{});
    for (std::size_t i = 0; i < b.size(); ++i) fb[i].re = b[i];
    fft(fb, *w);
  }
  const std::vector<Cplx>& gb = same ? fa : fb;
  // pointwise product, conjugated for the inverse transform
  std::vector<Cplx> p(n);
  for (std::size_t k = 0; k < n; ++k) {
    const Cplx& x = fa[k];
    const Cplx& y = gb[k];
    p[k] = {x.re * y.re - x.im * y.im, -(x.re * y.im + x.im * y.re)};
  }
  fft(p, *w);
  const double inv_n = 1.0 / static_cast<double>(n);  // exact: n is a power of two
  out.values.resize(len);
  for (std::size_t k = 0; k < len; ++k) out.values[k] = std::max(0.0, p[k].re * inv_n);

  // the bound of the error argument above
  const double sn = std::sqrt(static_cast<double>(n)) * (1 + 2 * kUnit);
  const double td = static_cast<double>(t);
  const double mu = kUnit * (1 + 0x1p-40);
  const double eta = mu + gamma(4) * (std::sqrt(2.0) * (1 + kUnit) + mu);
  const double beta = td * eta / (1 - td * eta);
  const double tau = td * static_cast<double>(n) * 0x1p-1073;
  const double a1 = norm1_upper(a), a2 = norm2_upper(a);
  const double b1 = same ? a1 : norm1_upper(b), b2 = same ? a2 : norm2_upper(b);
  const double ea = beta * sn * a2 + tau, eb = beta * sn * b2 + tau;
  const double ep =
      std::sqrt(2.0) * (1 + kUnit) * gamma(2) * (a1 + ea) * (sn * b2 + eb) + sn * 0x1p-1073 + ea * (b1 + eb) + a1 * eb;
  const double p2 = a1 * sn * b2 + ep;
  out.error_l2 = ((beta * sn * p2 + tau + sn * ep) * inv_n + sn * 0x1p-1074) * (1 + 0x1p-20);
  return out;
}

}  // namespace privbound::numeric
