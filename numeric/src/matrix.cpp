// Certified eigenvalue and norm bounds (see matrix.hpp for the method).
#include "privbound/numeric/matrix.hpp"

#include <bit>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "privbound/numeric/hp.hpp"

namespace privbound::numeric {

RationalMatrix RationalMatrix::transpose() const {
  RationalMatrix t(cols, rows);
  for (std::size_t i = 0; i < rows; ++i)
    for (std::size_t j = 0; j < cols; ++j) t(j, i) = (*this)(i, j);
  return t;
}
RationalMatrix RationalMatrix::identity(std::size_t n) {
  RationalMatrix m(n, n);
  for (std::size_t i = 0; i < n; ++i) m(i, i) = Rational(1);
  return m;
}
RationalMatrix operator+(const RationalMatrix& a, const RationalMatrix& b) {
  RationalMatrix c = a;
  for (std::size_t k = 0; k < c.data.size(); ++k) c.data[k] = a.data[k] + b.data[k];
  return c;
}

RationalMatrix operator-(const RationalMatrix& a, const RationalMatrix& b) {
  RationalMatrix c = a;
  for (std::size_t k = 0; k < c.data.size(); ++k) c.data[k] = a.data[k] - b.data[k];
  return c;
}

RationalMatrix operator*(const Rational& s, const RationalMatrix& a) {
  RationalMatrix c = a;
  for (auto& x : c.data) x = s * x;
  return c;
}

Rational dot(const RationalMatrix& a, const RationalMatrix& b) {
  Rational s(0);
  for (std::size_t i = 0; i < a.data.size() && i < b.data.size(); ++i) s = s + a.data[i] * b.data[i];
  return s;
}

Result<RationalMatrix> solve(const RationalMatrix& a, const RationalMatrix& b) {
  const std::size_t n = a.rows;
  if (a.cols != n || b.rows != n || n == 0)
    return Error{ErrorKind::invalid_input,
                 "solve: A must be square and non-empty and B must have A's rows, but they are " +
                     std::to_string(a.rows) + "x" + std::to_string(a.cols) + " and " + std::to_string(b.rows) + "x" +
                     std::to_string(b.cols) + "."};
  RationalMatrix m = a, x = b;
  for (std::size_t col = 0; col < n; ++col) {
    std::size_t piv = col;
    while (piv < n && m(piv, col).sign() == 0) ++piv;
    if (piv == n) return Error{ErrorKind::invalid_input, "solve: A is singular."};
    for (std::size_t j = 0; j < n; ++j) std::swap(m(col, j), m(piv, j));
    for (std::size_t j = 0; j < x.cols; ++j) std::swap(x(col, j), x(piv, j));
    for (std::size_t r = 0; r < n; ++r) {
      if (r == col || m(r, col).sign() == 0) continue;
      const Rational f = m(r, col) / m(col, col);
      for (std::size_t j = 0; j < n; ++j) m(r, j) = m(r, j) - f * m(col, j);
      for (std::size_t j = 0; j < x.cols; ++j) x(r, j) = x(r, j) - f * x(col, j);
    }
  }
  for (std::size_t r = 0; r < n; ++r)
    for (std::size_t j = 0; j < x.cols; ++j) x(r, j) = x(r, j) / m(r, r);
  return x;
}

RationalMatrix operator*(const RationalMatrix& a, const RationalMatrix& b) {
  RationalMatrix c(a.rows, b.cols);
  for (std::size_t i = 0; i < a.rows; ++i)
    for (std::size_t j = 0; j < b.cols; ++j) {
      mpq_class s = 0;
      for (std::size_t k = 0; k < a.cols; ++k) s += a(i, k).mpq() * b(k, j).mpq();
      c(i, j) = Rational(s);
    }
  return c;
}

IntervalMatrix IntervalMatrix::from_rational(const RationalMatrix& m, unsigned bits) {
  IntervalMatrix r(m.rows, m.cols, bits);
  for (std::size_t k = 0; k < m.data.size(); ++k) r.data[k] = Interval::from_rational(m.data[k], bits);
  return r;
}
IntervalMatrix IntervalMatrix::transpose() const {
  IntervalMatrix t(cols, rows, data.empty() ? 64 : data[0].bits());
  for (std::size_t i = 0; i < rows; ++i)
    for (std::size_t j = 0; j < cols; ++j) t(j, i) = (*this)(i, j);
  return t;
}
IntervalMatrix operator*(const IntervalMatrix& a, const IntervalMatrix& b) {
  const unsigned bits = a.data.empty() ? 64 : a.data[0].bits();
  IntervalMatrix c(a.rows, b.cols, bits);
  for (std::size_t i = 0; i < a.rows; ++i)
    for (std::size_t j = 0; j < b.cols; ++j) {
      Interval s(bits);
      for (std::size_t k = 0; k < a.cols; ++k) s += a(i, k) * b(k, j);
      c(i, j) = s;
    }
  return c;
}

// ---- parsing ----------------------------------------------------------------------------
namespace {

Error matrix_limit(std::string_view fn, std::string_view what, const std::string& domain, const std::string& value) {
  return domain_error(std::string(fn), std::string(what), domain, value);
}

// Bits of an exact entry (numerator + denominator): the measure of kMaxMatrixEntryBits.
std::size_t entry_bits(const Rational& q) {
  return mpz_sizeinbase(q.mpq().get_num_mpz_t(), 2) + mpz_sizeinbase(q.mpq().get_den_mpz_t(), 2);
}

}  // namespace

Result<RationalMatrix> parse_matrix(std::string_view text, std::string_view what) {
  const std::string name(what);
  if (text.size() > kMaxMatrixTextBytes)
    return matrix_limit("parse_matrix", name, "texts of at most " + std::to_string(kMaxMatrixTextBytes) + " bytes",
                        std::to_string(text.size()) + " bytes long");
  std::vector<std::vector<Rational>> rows;
  std::size_t total_bits = 0;
  std::string row;
  auto flush_row = [&](const std::string& r) -> Result<bool> {
    std::vector<Rational> entries;
    std::string tok;
    auto flush_tok = [&]() -> Result<bool> {
      if (tok.empty()) return true;
      if (entries.size() == kMaxMatrixDim)
        return matrix_limit("parse_matrix", name,
                            "the matrices with at most " + std::to_string(kMaxMatrixDim) + " columns",
                            "a row with more than " + std::to_string(kMaxMatrixDim) + " entries (row " +
                                std::to_string(rows.size() + 1) + ")");
      PB_TRY(Rational q, parse_rational(tok, name + " entry"));
      total_bits += entry_bits(q);
      if (total_bits > kMaxMatrixEntryBits)
        return matrix_limit("parse_matrix", name,
                            "the matrices whose exact entries take at most " + std::to_string(kMaxMatrixEntryBits) +
                                " bits in all (numerators and denominators)",
                            "larger (limit passed at row " + std::to_string(rows.size() + 1) + ", entry " +
                                std::to_string(entries.size() + 1) + ")");
      entries.push_back(std::move(q));
      tok.clear();
      return true;
    };
    for (char c : r) {
      if (c == ',' || c == ' ' || c == '\t' || c == '\r') {
        PB_TRY(bool ok, flush_tok());
        (void)ok;
      } else {
        tok.push_back(c);
      }
    }
    PB_TRY(bool ok, flush_tok());
    (void)ok;
    if (!entries.empty()) {
      if (rows.size() == kMaxMatrixDim)
        return matrix_limit("parse_matrix", name,
                            "the matrices with at most " + std::to_string(kMaxMatrixDim) + " rows",
                            "a matrix with more than " + std::to_string(kMaxMatrixDim) + " rows");
      rows.push_back(std::move(entries));
    }
    return true;
  };
  for (char c : text) {
    if (c == ';' || c == '\n') {
      PB_TRY(bool ok, flush_row(row));
      (void)ok;
      row.clear();
    } else {
      row.push_back(c);
    }
  }
  PB_TRY(bool ok, flush_row(row));
  (void)ok;
  if (rows.empty())
    return Error{ErrorKind::invalid_input, "parse_matrix: " + name + " must have at least one entry, but is empty."};
  RationalMatrix m(rows.size(), rows[0].size());
  for (std::size_t i = 0; i < rows.size(); ++i) {
    if (rows[i].size() != m.cols)
      return Error{ErrorKind::invalid_input, "parse_matrix: " + name + " must have rows of equal length, but row " +
                                                 std::to_string(i + 1) + " has " + std::to_string(rows[i].size()) +
                                                 " entries and row 1 has " + std::to_string(m.cols) + "."};
    for (std::size_t j = 0; j < m.cols; ++j) m(i, j) = rows[i][j];
  }
  return m;
}

Result<RationalMatrix> read_matrix_file(const std::string& path, std::string_view what) {
  const std::string name(what);
  // Only a regular file of at most kMaxMatrixTextBytes: /dev/zero, FIFOs and terminals would be
  // read without end (issue 9: A=@/dev/zero ran out of memory).
  std::error_code ec;
  const auto status = std::filesystem::status(path, ec);
  if (ec || !std::filesystem::exists(status))
    return Error{ErrorKind::invalid_input,
                 "read_matrix_file: " + name + " must be a readable file, but is \"" + one_line(path) + "\"."};
  if (!std::filesystem::is_regular_file(status))
    return matrix_limit("read_matrix_file", name, "the regular files", "\"" + path + "\", which is not a regular file");
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return Error{ErrorKind::invalid_input,
                 "read_matrix_file: " + name + " must be a readable file, but is \"" + one_line(path) + "\"."};
  // Read at most one byte more than the limit, whatever the file claims its size is.
  std::string text(kMaxMatrixTextBytes + 1, '\0');
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<std::size_t>(in.gcount()));
  if (text.size() > kMaxMatrixTextBytes)
    return matrix_limit("read_matrix_file", name,
                        "the files of at most " + std::to_string(kMaxMatrixTextBytes) + " bytes",
                        "\"" + path + "\", which is larger");
  return parse_matrix(text, what);
}

// ---- certified eigenvalue bounds --------------------------------------------------------
bool certainly_positive_definite(const IntervalMatrix& m) {
  const std::size_t n = m.rows;
  if (n == 0 || m.cols != n) return false;
  const unsigned bits = m.data[0].bits();
  std::vector<Interval> l(n * n, Interval(bits));
  for (std::size_t k = 0; k < n; ++k) {
    Interval d = m(k, k);
    for (std::size_t j = 0; j < k; ++j) d -= sqr(l[k * n + j]);
    if (!d.certainly_positive()) return false;
    const Interval lkk = sqrt(d);
    l[k * n + k] = lkk;
    for (std::size_t i = k + 1; i < n; ++i) {
      Interval s = m(i, k);
      for (std::size_t j = 0; j < k; ++j) s -= l[i * n + j] * l[k * n + j];
      l[i * n + k] = s / lkk;
    }
  }
  return true;
}

namespace {

Result<bool> check_symmetric(const IntervalMatrix& m, const char* fn) {
  if (m.rows == 0 || m.rows != m.cols)
    return Error{ErrorKind::invalid_input, std::string(fn) + ": matrix must be square and non-empty, but is " +
                                               std::to_string(m.rows) + "x" + std::to_string(m.cols) + "."};
  for (const auto& x : m.data)
    if (!x.is_finite())
      return Error{ErrorKind::invalid_input, std::string(fn) + ": matrix entries must be finite, but one is not."};
  for (std::size_t i = 0; i < m.rows; ++i)
    for (std::size_t j = 0; j < i; ++j)
      if (!m(i, j).overlaps(m(j, i)))
        return Error{ErrorKind::invalid_input, std::string(fn) + ": matrix must be symmetric, but entry (" +
                                                   std::to_string(i + 1) + "," + std::to_string(j + 1) +
                                                   ") differs from its transpose."};
  return true;
}

// Approximate eigenvector for the largest (sign=+1) or smallest (sign=-1) eigenvalue,
// refined at `bits` by inverse iteration. Not certified.
std::vector<Rational> approx_eigenvector(const IntervalMatrix& m, int sign, unsigned bits, double& lambda_est) {
  const std::size_t n = m.rows;
  Eigen::MatrixXd md(n, n);
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j) md(i, j) = 0.5 * (m(i, j).mid_double() + m(j, i).mid_double());
  Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> es(md);
  const Eigen::Index idx = sign > 0 ? static_cast<Eigen::Index>(n) - 1 : 0;
  lambda_est = es.eigenvalues()(idx);
  Eigen::VectorXd v = es.eigenvectors().col(idx);

  std::vector<Rational> out(n);
  if (bits <= 60) {
    for (std::size_t i = 0; i < n; ++i) out[i] = Rational(mpq_class(v(static_cast<Eigen::Index>(i))));
    return out;
  }
  ScopedHpPrecision prec(bits + 16);
  HpMatrix mh(n, n);
  mpfr_t t;
  mpfr_init2(t, bits + 16);
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j) {
      mpfi_mid(t, m(i, j).raw());
      mh(i, j) = hp_float(t);
    }
  mpfr_clear(t);
  mh = ((mh + mh.transpose()) / 2).eval();
  HpVector vh(n);
  for (std::size_t i = 0; i < n; ++i) vh(i) = v(static_cast<Eigen::Index>(i));
  hp_float lam = lambda_est;
  const double scale = std::max(std::abs(lambda_est), md.cwiseAbs().maxCoeff());
  // Rayleigh quotient iteration: inverse iteration whose shift is the current quotient, offset
  // by 2^-(bits+8)·scale (8 bits above the working precision, so the system stays solvable).
  // Each step multiplies the eigenvector error by about |λ − shift|/gap, so the accuracy
  // roughly triples per step (53 -> 4096 bits in 5 steps); it stops when the quotient has
  // settled. A fixed 4 steps with a fixed shift left the vector accurate to ~2^-290 only, and
  // the certification below then failed for every bits >= 837 (issue 9, item 6).
  const int max_it = 8 + static_cast<int>(std::bit_width(bits));
  const int offset_exp = -static_cast<int>(bits) - 8;
  for (int it = 0; it < max_it && scale > 0; ++it) {
    const hp_float shift = lam + hp_float(sign) * hp_float(scale) * pow(hp_float(2), offset_exp);
    HpMatrix a = mh - shift * HpMatrix::Identity(n, n);
    HpVector w = a.partialPivLu().solve(vh);
    const hp_float nw = w.norm();
    if (!(nw > 0) || !boost::multiprecision::isfinite(nw)) break;
    vh = w / nw;
    const hp_float next = vh.dot(mh * vh);
    const bool settled = abs(next - lam) <= hp_float(scale) * pow(hp_float(2), offset_exp + 4);
    lam = next;
    if (settled) break;
  }
  for (std::size_t i = 0; i < n; ++i) {
    // round the hp component to a rational with ~bits bits
    mpfr_t c;
    mpfr_init2(c, bits + 16);
    mpfr_set(c, vh(i).backend().data(), MPFR_RNDN);
    mpq_class q;
    mpfr_get_q(q.get_mpq_t(), c);
    mpfr_clear(c);
    out[i] = Rational(q);
  }
  return out;
}

// Certified enclosure of the Rayleigh quotient vᵀMv / vᵀv for every M in the set.
Interval rayleigh(const IntervalMatrix& m, const std::vector<Rational>& v, unsigned bits) {
  const std::size_t n = m.rows;
  std::vector<Interval> vi;
  vi.reserve(n);
  for (const auto& x : v) vi.push_back(Interval::from_rational(x, bits));
  Interval num(bits), den(bits);
  for (std::size_t i = 0; i < n; ++i) {
    den += sqr(vi[i]);
    num += m(i, i) * sqr(vi[i]);
    for (std::size_t j = 0; j < i; ++j) num += 2 * (m(i, j) * vi[i] * vi[j]);
  }
  return num / den;
}

// sign=+1: certified λ_max; sign=-1: certified λ_min.
// sign=+1: certified λ_max; sign=-1: certified λ_min, for a symmetric m whose entries are at
// most 1 in magnitude (extreme_eigenvalue scales).
Result<Interval> extreme_eigenvalue_unit(const IntervalMatrix& m, int sign, unsigned bits, const char* fn) {
  const std::size_t n = m.rows;
  double est = 0;
  const auto v = approx_eigenvector(m, sign, bits, est);
  bool nonzero = false;
  for (const auto& x : v) nonzero = nonzero || x.sign() != 0;
  Interval rq = nonzero ? rayleigh(m, v, bits) : Interval::from_double(est, bits);
  // λ_max >= RQ (lower side) ; λ_min <= RQ (upper side)
  double scale = 0;
  for (const auto& x : m.data) scale = std::max(scale, std::abs(x.mid_double()));
  scale = std::max(scale * static_cast<double>(n), 1e-300);
  // Certify the other side: find t with tI − M ≻ 0 (λ_max < t) or M − tI ≻ 0 (λ_min > t).
  // The margin grows from 2^(12-bits) by 2^4 per attempt (2^16 after 16 attempts) up to 4: at
  // most ~bits/16 + 16 attempts at any precision (a fixed 60 attempts gave up too early at
  // high precision).
  int rel_exp = -static_cast<int>(bits) + 12;
  for (int attempt = 0; rel_exp <= 2; rel_exp += attempt++ < 16 ? 4 : 16) {
    // t: an exact point beyond the RQ end by the margin scale·2^rel_exp (formed in MPFR:
    // 2^rel_exp underflows a double for bits > ~1080). Any t is sound; only the test below
    // certifies.
    mpfr_t e, margin;
    mpfr_init2(e, bits);
    mpfr_init2(margin, 64);
    mpfr_set_d(margin, scale, MPFR_RNDU);
    mpfr_mul_2si(margin, margin, rel_exp, MPFR_RNDU);
    if (sign > 0) {
      rq.upper(e);
      mpfr_add(e, e, margin, MPFR_RNDU);
    } else {
      rq.lower(e);
      mpfr_sub(e, e, margin, MPFR_RNDD);
    }
    const Interval tp = Interval::from_mpfr_bounds(e, e, bits);
    mpfr_clear(margin);
    mpfr_clear(e);
    IntervalMatrix s(n, n, bits);
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = 0; j < n; ++j) {
        const Interval mij = i >= j ? m(i, j) : m(j, i);
        s(i, j) = sign > 0 ? -mij : mij;
        if (i == j) s(i, j) = sign > 0 ? tp - mij : mij - tp;
      }
    if (certainly_positive_definite(s)) {
      return hull(rq, tp);
    }
  }
  return Error{ErrorKind::internal, std::string(fn) +
                                        ": could not certify the eigenvalue bound (matrix too ill-conditioned at " +
                                        std::to_string(bits) + " bits)."};
}

// The matrix is scaled by an exact power of two 2^-e so that its entries are at most 1 in
// magnitude (λ(2^-e M) = 2^-e λ(M); the scaling is exact in MPFR's exponent range). The
// non-certified eigenvector estimate and the certification margin work in doubles, which
// overflowed for entries beyond ~1e154 (the bound became +inf, a fuzz finding) and underflowed
// for tiny ones.
Result<Interval> extreme_eigenvalue(const IntervalMatrix& m_in, int sign, unsigned bits, const char* fn) {
  PB_TRY(bool sym, check_symmetric(m_in, fn));
  (void)sym;
  const std::size_t n = m_in.rows;
  mpfr_exp_t e = 0;
  bool any = false;
  for (const auto& x : m_in.data)
    for (mpfr_srcptr end : {&x.raw()->left, &x.raw()->right})
      if (!mpfr_zero_p(end)) {
        e = any ? std::max(e, mpfr_get_exp(end)) : mpfr_get_exp(end);
        any = true;
      }
  IntervalMatrix m(n, n, bits);
  for (std::size_t k = 0; k < m.data.size(); ++k) {
    m.data[k] = m_in.data[k].with_bits(bits);
    mpfi_mul_2si(m.data[k].raw(), m.data[k].raw(), -static_cast<long>(e));
  }
  PB_TRY(Interval r, extreme_eigenvalue_unit(m, sign, bits, fn));
  mpfi_mul_2si(r.raw(), r.raw(), static_cast<long>(e));
  return r;
}

}  // namespace

Result<Interval> lambda_max_sym(const IntervalMatrix& m, unsigned bits) {
  return extreme_eigenvalue(m, +1, bits, "lambda_max_sym");
}
Result<Interval> lambda_min_sym(const IntervalMatrix& m, unsigned bits) {
  return extreme_eigenvalue(m, -1, bits, "lambda_min_sym");
}
Result<Interval> lambda_max_sym(const RationalMatrix& m, unsigned bits) {
  return lambda_max_sym(IntervalMatrix::from_rational(m, bits), bits);
}
Result<Interval> lambda_min_sym(const RationalMatrix& m, unsigned bits) {
  return lambda_min_sym(IntervalMatrix::from_rational(m, bits), bits);
}

// The Gram matrices are formed in interval arithmetic at `bits` (an enclosure, which the
// eigenvalue bounds accept): exact rational Gram products cost time growing with the entries'
// sizes (5 s for a 100x100 matrix of 20-digit fractions, 57 s at 100 digits), the interval
// ones do not (0.5 s).
Result<Interval> spectral_norm(const RationalMatrix& a, unsigned bits) {
  if (a.rows == 0 || a.cols == 0)
    return Error{ErrorKind::invalid_input, "spectral_norm: matrix must be non-empty, but is " + std::to_string(a.rows) +
                                               "x" + std::to_string(a.cols) + "."};
  return spectral_norm(IntervalMatrix::from_rational(a, bits), bits);
}
Result<Interval> spectral_norm(const IntervalMatrix& a, unsigned bits) {
  if (a.rows == 0 || a.cols == 0)
    return Error{ErrorKind::invalid_input, "spectral_norm: matrix must be non-empty, but is " + std::to_string(a.rows) +
                                               "x" + std::to_string(a.cols) + "."};
  const IntervalMatrix gram = a.rows < a.cols ? a * a.transpose() : a.transpose() * a;
  PB_TRY(Interval lam, lambda_max_sym(gram, bits));
  return sqrt(max(lam, Interval(bits)));
}
Result<Interval> min_singular_value(const RationalMatrix& a, unsigned bits) {
  const IntervalMatrix ai = IntervalMatrix::from_rational(a, bits);
  PB_TRY(Interval lam, lambda_min_sym(ai.transpose() * ai, bits));
  return sqrt(max(lam, Interval(bits)));
}

}  // namespace privbound::numeric
