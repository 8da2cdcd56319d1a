// Remark 3.4 (L206–212): Gaussian elimination of the constraint Ax + By = c to A = [I_m | D],
// exactly over the rationals, and an exact equivalence check.
#include <string>

#include "privbound/bounds/chan_xie_zhao/chan_xie_zhao.hpp"

namespace privbound::bounds::chan_xie_zhao {

using numeric::domain_error;
using numeric::Error;
using numeric::ErrorKind;

namespace {

bool equal(const RationalMatrix& a, const RationalMatrix& b) {
  return a.rows == b.rows && a.cols == b.cols && a.data == b.data;
}

RationalMatrix rows_of(const RationalMatrix& a, std::size_t r0, std::size_t r1) {
  RationalMatrix o(r1 - r0, a.cols);
  for (std::size_t i = r0; i < r1; ++i)
    for (std::size_t j = 0; j < a.cols; ++j) o(i - r0, j) = a(i, j);
  return o;
}

// Exact inverse by Gauss–Jordan; nullopt when singular.
std::optional<RationalMatrix> inverse(RationalMatrix a) {
  const std::size_t n = a.rows;
  RationalMatrix inv = RationalMatrix::identity(n);
  for (std::size_t k = 0; k < n; ++k) {
    std::size_t p = k;
    while (p < n && a(p, k).sign() == 0) ++p;
    if (p == n) return std::nullopt;
    for (std::size_t j = 0; j < n; ++j) {
      std::swap(a(k, j), a(p, j));
      std::swap(inv(k, j), inv(p, j));
    }
    const Rational s = Rational(1) / a(k, k);
    for (std::size_t j = 0; j < n; ++j) {
      a(k, j) = a(k, j) * s;
      inv(k, j) = inv(k, j) * s;
    }
    for (std::size_t i = 0; i < n; ++i) {
      if (i == k || a(i, k).sign() == 0) continue;
      const Rational f = a(i, k);
      for (std::size_t j = 0; j < n; ++j) {
        a(i, j) = a(i, j) - f * a(k, j);
        inv(i, j) = inv(i, j) - f * inv(k, j);
      }
    }
  }
  return inv;
}

}  // namespace

bool has_identity_block(const RationalMatrix& A) {
  if (A.rows == 0 || A.rows > A.cols) return false;
  for (std::size_t i = 0; i < A.rows; ++i)
    for (std::size_t j = 0; j < A.rows; ++j)
      if (!(A(i, j) == Rational(i == j ? 1 : 0))) return false;
  return true;
}

Result<Elimination> remark3_4_eliminate(const RationalMatrix& A, const RationalMatrix& B, const RationalMatrix& c) {
  const char* fn = "remark3_4_eliminate";
  const std::size_t m = A.rows, n = A.cols, l = B.cols;
  if (m == 0 || n == 0) return domain_error(fn, "A", "non-empty matrices", "empty");
  if (B.rows != m)
    return domain_error(fn, "B", "matrices with " + std::to_string(m) + " rows (as A)",
                        std::to_string(B.rows) + " rows");
  if (c.rows != m || c.cols != 1)
    return domain_error(fn, "c", "column vectors of length " + std::to_string(m),
                        std::to_string(c.rows) + "x" + std::to_string(c.cols));
  // Work on [A | B | c | I_m] so that the row operations M are recorded.
  const std::size_t W = n + l + 1 + m;
  RationalMatrix w(m, W);
  for (std::size_t i = 0; i < m; ++i) {
    for (std::size_t j = 0; j < n; ++j) w(i, j) = A(i, j);
    for (std::size_t j = 0; j < l; ++j) w(i, n + j) = B(i, j);
    w(i, n + l) = c(i, 0);
    w(i, n + l + 1 + i) = Rational(1);
  }
  std::vector<std::size_t> pivots;
  std::size_t r = 0;
  for (std::size_t col = 0; col < n && r < m; ++col) {
    std::size_t p = r;
    while (p < m && w(p, col).sign() == 0) ++p;
    if (p == m) continue;
    for (std::size_t j = 0; j < W; ++j) std::swap(w(r, j), w(p, j));
    const Rational s = Rational(1) / w(r, col);
    for (std::size_t j = 0; j < W; ++j) w(r, j) = w(r, j) * s;
    for (std::size_t i = 0; i < m; ++i) {
      if (i == r || w(i, col).sign() == 0) continue;
      const Rational f = w(i, col);
      for (std::size_t j = 0; j < W; ++j) w(i, j) = w(i, j) - f * w(r, j);
    }
    pivots.push_back(col);
    ++r;
  }
  if (r == 0)  // A = 0: no x-constraint is left, so there is no [I | D] block to form.
    return numeric::hypothesis_error(fn,
                                     "A must have rank >= 1 (Remark 3.4 forms [I_m | D]), but A is the zero matrix.");
  Elimination e;
  e.rank = r;
  std::vector<bool> is_pivot(n, false);
  for (auto p : pivots) {
    e.perm.push_back(p);
    is_pivot[p] = true;
  }
  for (std::size_t j = 0; j < n; ++j)
    if (!is_pivot[j]) e.perm.push_back(j);
  e.M = RationalMatrix(m, m);
  for (std::size_t i = 0; i < m; ++i)
    for (std::size_t j = 0; j < m; ++j) e.M(i, j) = w(i, n + l + 1 + j);
  e.A_new = RationalMatrix(r, n);
  e.D = RationalMatrix(r, n - r);
  for (std::size_t i = 0; i < r; ++i)
    for (std::size_t j = 0; j < n; ++j) {
      e.A_new(i, j) = w(i, e.perm[j]);
      if (j >= r) e.D(i, j - r) = w(i, e.perm[j]);
    }
  RationalMatrix Bm(m, l), cm(m, 1);
  for (std::size_t i = 0; i < m; ++i) {
    for (std::size_t j = 0; j < l; ++j) Bm(i, j) = w(i, n + j);
    cm(i, 0) = w(i, n + l);
  }
  e.B_new = rows_of(Bm, 0, r);
  e.c_new = rows_of(cm, 0, r);
  e.B_hat = rows_of(Bm, r, m);
  e.c_hat = rows_of(cm, r, m);
  if (!remark3_4_equivalent(A, B, c, e))
    return Error{ErrorKind::internal, std::string(fn) + ": the equivalence check failed (a bug)."};
  return e;
}

bool remark3_4_equivalent(const RationalMatrix& A, const RationalMatrix& B, const RationalMatrix& c,
                          const Elimination& e) {
  const std::size_t m = A.rows, n = A.cols, r = e.rank;
  if (e.M.rows != m || e.M.cols != m || e.perm.size() != n || r > m || r > n) return false;
  // M invertible: its exact inverse exists and M·M⁻¹ = I.
  auto Minv = inverse(e.M);
  if (!Minv || !equal(e.M * *Minv, RationalMatrix::identity(m))) return false;
  // P: permutation matrix with x = P x', i.e. column j of A·P is column perm[j] of A.
  RationalMatrix P(n, n);
  std::vector<bool> seen(n, false);
  for (std::size_t j = 0; j < n; ++j) {
    if (e.perm[j] >= n || seen[e.perm[j]]) return false;
    seen[e.perm[j]] = true;
    P(e.perm[j], j) = Rational(1);
  }
  const RationalMatrix MAP = e.M * A * P;
  RationalMatrix want(m, n);
  for (std::size_t i = 0; i < r; ++i)
    for (std::size_t j = 0; j < n; ++j) want(i, j) = e.A_new(i, j);
  if (!equal(MAP, want) || !has_identity_block(e.A_new)) return false;
  for (std::size_t i = 0; i < r; ++i)
    for (std::size_t j = r; j < n; ++j)
      if (!(e.D(i, j - r) == e.A_new(i, j))) return false;
  const RationalMatrix MB = e.M * B, Mc = e.M * c;
  for (std::size_t i = 0; i < m; ++i) {
    for (std::size_t j = 0; j < B.cols; ++j)
      if (!(MB(i, j) == (i < r ? e.B_new(i, j) : e.B_hat(i - r, j)))) return false;
    if (!(Mc(i, 0) == (i < r ? e.c_new(i, 0) : e.c_hat(i - r, 0)))) return false;
  }
  return true;
}

}  // namespace privbound::bounds::chan_xie_zhao
