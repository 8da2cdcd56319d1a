// The FFT convolution against the exact convolution of the same doubles (MPFR at 2,200 bits, where
// every product and sum of the test's doubles is exact), with the error bound asserted to hold and
// to be small.
#include "privbound/numeric/convolution.hpp"

#include <gtest/gtest.h>
#include <mpfr.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <cmath>
#include <vector>

#include "test_util.hpp"

namespace privbound::numeric {
namespace {

// ||c - a * b||_2 computed exactly enough: each exact c_k at 2,200 bits, the difference rounded up.
double exact_error_l2(const std::vector<double>& a, const std::vector<double>& b, const std::vector<double>& c) {
  mpfr_t acc, prod, diff, sum;
  mpfr_inits2(2200, acc, prod, diff, static_cast<mpfr_ptr>(nullptr));
  mpfr_init2(sum, 128);
  mpfr_set_zero(sum, 1);
  for (std::size_t k = 0; k < c.size(); ++k) {
    mpfr_set_zero(acc, 1);
    for (std::size_t i = 0; i < a.size(); ++i) {
      if (k < i || k - i >= b.size()) continue;
      mpfr_set_d(prod, a[i], MPFR_RNDN);
      mpfr_mul_d(prod, prod, b[k - i], MPFR_RNDN);
      mpfr_add(acc, acc, prod, MPFR_RNDN);
    }
    mpfr_sub_d(diff, acc, c[k], MPFR_RNDN);
    mpfr_sqr(diff, diff, MPFR_RNDU);
    mpfr_add(sum, sum, diff, MPFR_RNDU);
  }
  mpfr_sqrt(sum, sum, MPFR_RNDU);
  const double out = mpfr_get_d(sum, MPFR_RNDU);
  mpfr_clears(acc, prod, diff, sum, static_cast<mpfr_ptr>(nullptr));
  return out;
}

std::vector<double> probability_vector(std::size_t n, unsigned seed, bool spiky) {
  std::vector<double> v(n);
  unsigned long s = seed * 2654435761UL + 1;
  double total = 0;
  for (std::size_t i = 0; i < n; ++i) {
    s = s * 6364136223846793005UL + 1442695040888963407UL;
    const double r = static_cast<double>(s >> 11) * 0x1p-53;
    v[i] = spiky ? std::exp(-700 * r * r) : r;  // spiky: values down to ~1e-304 (and subnormal products)
    total += v[i];
  }
  for (double& x : v) x /= total;
  return v;
}

TEST(Convolution, ErrorBoundHoldsAndIsSmall) {
  for (const std::size_t n : {1u, 2u, 3u, 17u, 64u, 300u, 1000u}) {
    for (const bool spiky : {false, true}) {
      const auto a = probability_vector(n, 7 * n + 1, spiky);
      const auto b = probability_vector(n / 2 + 1, 11 * n + 3, spiky);
      const auto c = convolve_nonnegative(a, b);
      ASSERT_EQ(c.values.size(), a.size() + b.size() - 1);
      const double err = exact_error_l2(a, b, c.values);
      EXPECT_LE(err, c.error_l2) << "n = " << n;
      EXPECT_LE(c.error_l2, 1e-13) << "n = " << n;  // a bound of ~t * 5u for unit-mass inputs
      // the square path (one transform) obeys the same bound
      const auto sq = convolve_nonnegative(a, a);
      EXPECT_LE(exact_error_l2(a, a, sq.values), sq.error_l2) << "n = " << n;
    }
  }
}

// Random lengths and random nonnegative entries over many binades.
RC_GTEST_PROP(Convolution, BoundHoldsOnRandomVectors, ()) {
  const auto na = *rc::gen::inRange<std::size_t>(1, 200);
  const auto nb = *rc::gen::inRange<std::size_t>(1, 200);
  auto entry = rc::gen::map(rc::gen::pair(rc::gen::inRange(0, 1 << 20), rc::gen::inRange(-60, 2)),
                            [](const std::pair<int, int>& p) { return std::ldexp(p.first, p.second - 20); });
  const auto a = *rc::gen::container<std::vector<double>>(na, entry);
  const auto b = *rc::gen::container<std::vector<double>>(nb, entry);
  const auto c = convolve_nonnegative(a, b);
  RC_ASSERT(c.values.size() == na + nb - 1);
  RC_ASSERT(exact_error_l2(a, b, c.values) <= c.error_l2);
}

// Negative control: the check above detects an output off by more than the bound.
TEST(Convolution, CheckDetectsAPerturbedResult) {
  const auto a = probability_vector(100, 5, false);
  const auto b = probability_vector(80, 9, false);
  auto c = convolve_nonnegative(a, b);
  c.values[40] += 4 * c.error_l2;
  EXPECT_GT(exact_error_l2(a, b, c.values), c.error_l2);
}

TEST(Convolution, NormsAreUpperBounds) {
  const std::vector<double> v = {0.1, 0.2, 0.3, 1e-300, 0.4};
  EXPECT_GE(norm1_upper(v), 1.0);
  EXPECT_LE(norm1_upper(v), 1.0 + 1e-14);
  EXPECT_GE(norm2_upper(v), std::sqrt(0.3));
}

}  // namespace
}  // namespace privbound::numeric
