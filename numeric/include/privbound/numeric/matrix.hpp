// Exact rational matrices, interval matrices, and CERTIFIED eigenvalue / norm bounds.
//
// lambda_max_sym / lambda_min_sym / spectral_norm return an Interval [lo, hi] that contains
// the true value for every matrix in the input (interval) matrix:
//   - one side is a Rayleigh quotient vᵀMv/vᵀv evaluated in interval arithmetic for an
//     approximate eigenvector v (any v gives a valid bound);
//   - the other side t is certified by an interval Cholesky factorisation of tI − M (or
//     M − tI) whose pivots are all certainly positive, proving definiteness.
// The eigenvector is estimated in double and refined by inverse iteration at the requested
// precision (non-certified work; only the two checks above carry the guarantee).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "privbound/numeric/decimal.hpp"
#include "privbound/numeric/interval.hpp"
#include "privbound/numeric/result.hpp"

namespace privbound::numeric {

struct RationalMatrix {
  std::size_t rows = 0, cols = 0;
  std::vector<Rational> data;  // row-major
  RationalMatrix() = default;
  RationalMatrix(std::size_t r, std::size_t c) : rows(r), cols(c), data(r * c) {}
  Rational& operator()(std::size_t i, std::size_t j) { return data[i * cols + j]; }
  const Rational& operator()(std::size_t i, std::size_t j) const { return data[i * cols + j]; }
  RationalMatrix transpose() const;
  static RationalMatrix identity(std::size_t n);
};
RationalMatrix operator*(const RationalMatrix& a, const RationalMatrix& b);  // dims must match
RationalMatrix operator+(const RationalMatrix& a, const RationalMatrix& b);  // same dims
RationalMatrix operator-(const RationalMatrix& a, const RationalMatrix& b);  // same dims
RationalMatrix operator*(const Rational& s, const RationalMatrix& a);
// The exact entrywise inner product sum_ij a_ij b_ij (for vectors: a^T b; dot(a, a) = |a|^2); same dims (otherwise
// only the entries both have, in row-major order, are read).
Rational dot(const RationalMatrix& a, const RationalMatrix& b);
// The exact solution X of A X = B (A square, B with A's row count) by Gaussian elimination in rationals; an error
// when A is singular or the dimensions do not fit. Cost: O(n^3) rational operations.
Result<RationalMatrix> solve(const RationalMatrix& a, const RationalMatrix& b);

struct IntervalMatrix {
  std::size_t rows = 0, cols = 0;
  std::vector<Interval> data;  // row-major
  IntervalMatrix() = default;
  IntervalMatrix(std::size_t r, std::size_t c, unsigned bits) : rows(r), cols(c), data(r * c, Interval(bits)) {}
  Interval& operator()(std::size_t i, std::size_t j) { return data[i * cols + j]; }
  const Interval& operator()(std::size_t i, std::size_t j) const { return data[i * cols + j]; }
  static IntervalMatrix from_rational(const RationalMatrix& m, unsigned bits);
  IntervalMatrix transpose() const;
};
IntervalMatrix operator*(const IntervalMatrix& a, const IntervalMatrix& b);

// Limits of matrix input (issue 9: a 1x3000 row took 40 s and 4 GB, @/dev/zero never ended).
// At most 100 rows and 100 columns: the certified eigenvalue bounds cost O(n^3) interval
// operations on an n x n Gram matrix (about 1 s at 128 bits and 10 s at 1024 bits for
// n = 100); the exact entries take at most 2^22 bits in all (numerators plus denominators:
// ten thousand entries of ~400 bits, while one "1e-99999" alone takes 332,000), which bounds
// the exact Gram products; the text (inline or a file) is at most 1 MiB.
inline constexpr std::size_t kMaxMatrixDim = 100;
inline constexpr std::size_t kMaxMatrixEntryBits = std::size_t{1} << 22;
inline constexpr std::size_t kMaxMatrixTextBytes = std::size_t{1} << 20;

// Matrix text: rows separated by ';' or newlines, entries by ',' or blanks; every entry an
// exact decimal ("1/3", "0.1"). Example: "1,0,2;0,1,-1". All rows must have equal length.
// Larger input than the limits above is an invalid_input error naming `what`.
Result<RationalMatrix> parse_matrix(std::string_view text, std::string_view what = "matrix");
// Reads a CSV file with the same entry syntax: a regular file of at most kMaxMatrixTextBytes
// (special files such as /dev/zero are refused; at most the limit plus one byte is read).
Result<RationalMatrix> read_matrix_file(const std::string& path, std::string_view what = "matrix");

// Certified extreme eigenvalues of a symmetric matrix (symmetry is checked: an interval
// matrix must be certainly symmetric up to overlap of (i,j) and (j,i)).
Result<Interval> lambda_max_sym(const IntervalMatrix& m, unsigned bits);
Result<Interval> lambda_min_sym(const IntervalMatrix& m, unsigned bits);
Result<Interval> lambda_max_sym(const RationalMatrix& m, unsigned bits);
Result<Interval> lambda_min_sym(const RationalMatrix& m, unsigned bits);
// Certified spectral norm ‖A‖₂ = sqrt(λ_max(AᵀA)) of any matrix (0 for the zero matrix).
Result<Interval> spectral_norm(const RationalMatrix& a, unsigned bits);
Result<Interval> spectral_norm(const IntervalMatrix& a, unsigned bits);
// Certified smallest singular value sqrt(λ_min(AᵀA)) (useful for lower bounds).
Result<Interval> min_singular_value(const RationalMatrix& a, unsigned bits);

// Cholesky test: true only if every matrix in `m` is certainly positive definite.
bool certainly_positive_definite(const IntervalMatrix& m);

}  // namespace privbound::numeric
