// Certified eigenvalue / spectral norm bounds against matrices with KNOWN spectra, built
// exactly from rational rotations (Pythagorean triples) so that U, V are exactly orthogonal.
#include "privbound/numeric/matrix.hpp"

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>

#include "test_util.hpp"

namespace privbound::numeric {
namespace {

using testing::dec;

// A Givens rotation in the (i, j) plane with cos = a/c, sin = b/c for a² + b² = c².
RationalMatrix givens(std::size_t n, std::size_t i, std::size_t j, long a, long b, long c) {
  RationalMatrix g = RationalMatrix::identity(n);
  g(i, i) = Rational(a, c);
  g(j, j) = Rational(a, c);
  g(i, j) = Rational(-b, c);
  g(j, i) = Rational(b, c);
  return g;
}

const long kTriples[][3] = {{3, 4, 5}, {5, 12, 13}, {8, 15, 17}, {7, 24, 25}, {20, 21, 29}, {9, 40, 41}};

RationalMatrix random_orthogonal(std::size_t n, unsigned seed) {
  RationalMatrix q = RationalMatrix::identity(n);
  unsigned s = seed;
  for (std::size_t r = 0; r < 2 * n; ++r) {
    s = s * 1103515245u + 12345u;
    const std::size_t i = (s >> 8) % n;
    const std::size_t j = (i + 1 + (s >> 16) % (n - 1)) % n;
    const auto& t = kTriples[(s >> 4) % 6];
    q = q * givens(n, i, j, t[0], t[1], t[2]);
  }
  return q;
}

RationalMatrix diag_rect(std::size_t m, std::size_t n, const std::vector<Rational>& d) {
  RationalMatrix s(m, n);
  for (std::size_t k = 0; k < d.size(); ++k) s(k, k) = d[k];
  return s;
}

TEST(Matrix, SpectralNormOfKnownSingularValues) {
  // A = U Σ Vᵀ with Σ = diag(7/3, 1, 1/2, 0) (4x5), so ‖A‖ = 7/3 exactly.
  const auto u = random_orthogonal(4, 1), v = random_orthogonal(5, 2);
  const auto a = u * diag_rect(4, 5, {Rational(7, 3), Rational(1), Rational(1, 2), Rational(0)}) * v.transpose();
  for (unsigned bits : {64u, 128u, 256u}) {
    auto r = spectral_norm(a, bits);
    ASSERT_TRUE(r.ok()) << r.error().message;
    EXPECT_TRUE(r->contains(dec("7/3", bits))) << bits << " " << r->lower_decimal(20) << " " << r->upper_decimal(20);
    EXPECT_LT(r->rel_width(), std::ldexp(1.0, -static_cast<int>(bits) / 2)) << bits;
    auto s = min_singular_value(a, bits);  // AᵀA is 5x5 with a zero eigenvalue
    ASSERT_TRUE(s.ok());
    EXPECT_TRUE(s->contains(Interval(bits)) || s->upper_double() < 1e-10);
  }
}

TEST(Matrix, RepeatedEigenvaluesAndExtremes) {
  const auto q = random_orthogonal(6, 7);
  const auto m =
      q * diag_rect(6, 6, {Rational(5), Rational(5), Rational(5), Rational(-1, 4), Rational(2), Rational(-1, 4)}) *
      q.transpose();
  for (unsigned bits : {64u, 128u, 256u}) {
    auto hi = lambda_max_sym(m, bits);
    auto lo = lambda_min_sym(m, bits);
    ASSERT_TRUE(hi.ok() && lo.ok());
    EXPECT_TRUE(hi->contains(dec("5", bits)));
    EXPECT_TRUE(lo->contains(dec("-1/4", bits)));
    EXPECT_LT(hi->rel_width(), 1e-12);
    EXPECT_LT(lo->rel_width(), 1e-12);
  }
}

TEST(Matrix, ZeroAndOneByOne) {
  RationalMatrix z(3, 2);
  auto n = spectral_norm(z, 128);
  ASSERT_TRUE(n.ok());
  EXPECT_TRUE(n->contains(Interval(128)));
  EXPECT_LT(n->upper_double(), 1e-30);
  RationalMatrix one(1, 1);
  one(0, 0) = Rational(-3, 2);
  EXPECT_TRUE(spectral_norm(one, 128)->contains(dec("1.5", 128)));
}

TEST(Matrix, InvalidInput) {
  RationalMatrix ns(2, 2);
  ns(0, 1) = Rational(1);
  auto r = lambda_max_sym(ns, 128);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("symmetric"), std::string::npos);
  EXPECT_FALSE(lambda_max_sym(RationalMatrix(2, 3), 128).ok());
  EXPECT_FALSE(spectral_norm(RationalMatrix(0, 0), 128).ok());
  EXPECT_FALSE(parse_matrix("1,2;3").ok());
  EXPECT_FALSE(parse_matrix("").ok());
  EXPECT_FALSE(parse_matrix("1,x").ok());
  EXPECT_FALSE(read_matrix_file("/nonexistent/file.csv").ok());
  auto p = parse_matrix("1, 2; 3 4\n5,6");
  ASSERT_TRUE(p.ok());
  EXPECT_EQ(p->rows, 3u);
  EXPECT_EQ((*p)(2, 1), Rational(6));
}

TEST(Matrix, NegativeControlWrongNormIsExcluded) {
  // The certified bound of a matrix with ‖A‖ = 7/3 must exclude 7/3 + 1e-20 at 128 bits.
  const auto u = random_orthogonal(3, 3);
  const auto a = u * diag_rect(3, 3, {Rational(7, 3), Rational(1), Rational(1)});
  auto r = spectral_norm(a, 128);
  ASSERT_TRUE(r.ok());
  EXPECT_FALSE(r->contains(dec("7/3", 256) + dec("1e-20", 256)));
}

// Issue 9, item 6: at bits >= 837 the eigenvector refinement stopped too early and every
// certified eigenvalue bound failed (check aborted with bad_variant_access); above ~1080 bits
// the certification margin underflowed a double.
TEST(Matrix, CertifiedAtHighPrecision) {
  const auto q = random_orthogonal(5, 11);
  const auto m =
      q * diag_rect(5, 5, {Rational(7, 3), Rational(1), Rational(1, 2), Rational(-2), Rational(0)}) * q.transpose();
  for (unsigned bits : {836u, 837u, 1024u, 1100u, 2048u, 4096u}) {
    auto hi = lambda_max_sym(m, bits);
    auto lo = lambda_min_sym(m, bits);
    ASSERT_TRUE(hi.ok()) << bits << ": " << hi.error().message;
    ASSERT_TRUE(lo.ok()) << bits << ": " << lo.error().message;
    EXPECT_TRUE(hi->contains(Interval::from_rational(Rational(7, 3), bits * 2))) << bits;
    EXPECT_TRUE(lo->contains(Interval::from_rational(Rational(-2), bits * 2))) << bits;
    // (rel_width is a double: 2^-1000 stands for "below double range")
    EXPECT_LE(hi->rel_width(), std::ldexp(1.0, -static_cast<int>(std::min(bits / 2, 1000u)))) << bits;
    auto nrm = spectral_norm(m, bits);
    ASSERT_TRUE(nrm.ok()) << bits << ": " << nrm.error().message;
    EXPECT_TRUE(nrm->contains(Interval::from_rational(Rational(7, 3), bits * 2))) << bits;
  }
}

// A row vector's norm goes through its 1x1 Gram matrix (was n x n: 1x500 took 40 s).
TEST(Matrix, WideRowUsesSmallGram) {
  RationalMatrix row(1, 100);
  for (std::size_t j = 0; j < 100; ++j) row(0, j) = Rational(3, 5);
  auto n = spectral_norm(row, 128);  // sqrt(100 * 9/25) = 6
  ASSERT_TRUE(n.ok()) << n.error().message;
  EXPECT_TRUE(n->contains(Interval::from_int(6, 256)));
  EXPECT_LT(n->rel_width(), 1e-30);
}

// Fuzz finding: entries beyond ~1e154 overflowed the double scale of the certification and the
// bound of ‖(1e30, 1.1e162)‖ was [1.1e162, +inf]; tiny entries must work as well.
TEST(Matrix, HugeAndTinyEntriesAreScaled) {
  RationalMatrix row(1, 2);
  row(0, 0) = *parse_rational("1e30");
  row(0, 1) = *parse_rational("11e161");
  auto n = spectral_norm(row, 128);
  ASSERT_TRUE(n.ok()) << n.error().message;
  EXPECT_TRUE(n->is_finite());
  // ‖A‖ = 1.1e162·(1 + 4e-265): 1.1e162 lies in any enclosure of 128-bit width.
  EXPECT_TRUE(n->contains(Interval::from_rational(*parse_rational("11e161"), 512)));
  EXPECT_LT(n->rel_width(), 1e-30);
  for (const char* scale : {"1e300", "1e-300", "1e-5000", "1e5000"}) {
    const auto q = random_orthogonal(4, 5);
    const Rational f = *parse_rational(scale);
    const auto m = q * diag_rect(4, 4, {Rational(7, 3) * f, f, Rational(1, 2) * f, Rational(-2) * f}) * q.transpose();
    auto hi = lambda_max_sym(m, 128);
    auto lo = lambda_min_sym(m, 128);
    ASSERT_TRUE(hi.ok() && lo.ok()) << scale;
    EXPECT_TRUE(hi->contains(Interval::from_rational(Rational(7, 3) * f, 512))) << scale;
    EXPECT_TRUE(lo->contains(Interval::from_rational(Rational(-2) * f, 512))) << scale;
    EXPECT_LT(hi->rel_width(), 1e-30) << scale;
  }
}

// Issue 9, item 6: input limits, each an invalid_input error naming the parameter.
TEST(Matrix, InputLimits) {
  auto expect_limit = [](const Result<RationalMatrix>& r, const std::string& what) {
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().kind, ErrorKind::invalid_input);
    EXPECT_NE(r.error().message.find(" A must be in "), std::string::npos) << r.error().message;
    EXPECT_NE(r.error().message.find(what), std::string::npos) << r.error().message;
    EXPECT_EQ(r.error().message.find('\n'), std::string::npos);
  };
  std::string wide, tall, row100;
  for (std::size_t j = 0; j <= kMaxMatrixDim; ++j) wide += "1,";
  for (std::size_t i = 0; i <= kMaxMatrixDim; ++i) tall += "1;";
  for (std::size_t j = 0; j < kMaxMatrixDim; ++j) row100 += "1,";
  expect_limit(parse_matrix(wide, "A"), "at most 100 columns");
  expect_limit(parse_matrix(tall, "A"), "at most 100 rows");
  EXPECT_TRUE(parse_matrix(row100, "A").ok());  // the limit itself is accepted
  std::string huge;                             // 13 entries of ~332,000 bits each pass the 2^22-bit budget
  for (int k = 0; k < 13; ++k) huge += "1e-99999,";
  expect_limit(parse_matrix(huge, "A"), "bits in all");
  expect_limit(parse_matrix(std::string(kMaxMatrixTextBytes + 1, ' '), "A"), "bytes");
  // Special files are refused without reading them (A=@/dev/zero ran out of memory).
  expect_limit(read_matrix_file("/dev/zero", "A"), "regular files");
  const auto big = std::filesystem::temp_directory_path() / "pb_matrix_big.csv";
  {
    std::ofstream out(big);
    out << std::string(kMaxMatrixTextBytes + 10, ' ') << "1";
  }
  expect_limit(read_matrix_file(big.string(), "A"), "at most 1048576 bytes");
  std::filesystem::remove(big);
}

// Random exact orthogonal matrices and random rational spectra.
RC_GTEST_PROP(MatrixProperty, CertifiedBoundsContainKnownSpectrum, ()) {
  const std::size_t n = *rc::gen::inRange<std::size_t>(2, 7);
  const unsigned seed = *rc::gen::arbitrary<unsigned>();
  std::vector<Rational> d;
  for (std::size_t i = 0; i < n; ++i) d.emplace_back(*rc::gen::inRange<long>(-50, 50), *rc::gen::inRange<long>(1, 9));
  const auto q = random_orthogonal(n, seed);
  const auto m = q * diag_rect(n, n, d) * q.transpose();
  Rational dmax = d[0], dmin = d[0], amax(0);
  for (const auto& x : d) {
    if (dmax < x) dmax = x;
    if (x < dmin) dmin = x;
  }
  const unsigned bits = *rc::gen::element(64u, 128u, 200u);
  auto hi = lambda_max_sym(m, bits);
  auto lo = lambda_min_sym(m, bits);
  RC_ASSERT(hi.ok());
  RC_ASSERT(lo.ok());
  RC_ASSERT(hi->contains(Interval::from_rational(dmax, bits * 2)));
  RC_ASSERT(lo->contains(Interval::from_rational(dmin, bits * 2)));
  auto nrm = spectral_norm(m, bits);
  RC_ASSERT(nrm.ok());
  const Rational spectral = (Rational(0) - dmin) < dmax ? dmax : Rational(0) - dmin;
  RC_ASSERT(nrm->contains(Interval::from_rational(spectral, bits * 2)));
}

// solve(): A X = B exactly (checked by multiplying back), a pivot that needs a row swap, and singular A (an error).
TEST(Matrix, RationalSolveIsExactAndRejectsSingular) {
  const RationalMatrix a = *parse_matrix("0,2,1;1,1/3,0;2,0,-1"), b = *parse_matrix("1,0;0,1;3,-2/7");
  auto x = solve(a, b);
  ASSERT_TRUE(x.ok()) << x.error().message;
  EXPECT_EQ((a * *x).data, b.data);
  EXPECT_NE(x->data, b.data) << "control: X is not B";
  EXPECT_FALSE(solve(*parse_matrix("1,2,3;2,4,6;0,0,1"), b).ok());
  EXPECT_FALSE(solve(*parse_matrix("1,2,3"), b).ok());
}

// The exact arithmetic of RationalMatrix: +, -, scalar times, against entries computed by hand, and a control.
TEST(Matrix, RationalArithmeticIsExact) {
  const RationalMatrix a = *parse_matrix("1,1/2;-3,2/3"), b = *parse_matrix("1/3,0;1,-1");
  const RationalMatrix sum = a + b, diff = a - b, sc = Rational(3, 2) * a;
  EXPECT_EQ(sum(0, 0), Rational(4, 3));
  EXPECT_EQ(sum(1, 0), Rational(-2));
  EXPECT_EQ(diff(1, 1), Rational(5, 3));
  EXPECT_EQ(sc(0, 1), Rational(3, 4));
  EXPECT_EQ(sc(1, 1), Rational(1));
  EXPECT_EQ(((a + b) - b).data, a.data) << "(a + b) - b must give back a";
  EXPECT_NE(sum(0, 1), Rational(1)) << "control: 1/2 + 0 is not 1";
}

}  // namespace
}  // namespace privbound::numeric
