// Helpers every paper's claims use, written once: the tolerance of a high-precision
// (non-certified) comparison, the double of an hp value, an undecided verdict, and a composite
// Gauss-Legendre rule for the quadratures of the claims (double-precision nodes: about 1e-15
// relative on smooth integrands; the claims that use it compare at 1e-12).
#pragma once

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include "privbound/numeric/decimal.hpp"
#include "privbound/numeric/hp.hpp"
#include "privbound/numeric/interval.hpp"
#include "privbound/proofs_check/claim.hpp"

namespace privbound::proofs_check {

// The relative tolerance of a high-precision comparison at `bits`: 2^(-bits/3).
inline double tolerance(unsigned bits) { return std::ldexp(1.0, -static_cast<int>(bits / 3)); }

// The working precision of the hp (non-certified) claims: min(bits, 256). Their comparisons use
// tolerance(hp_bits(bits)).
inline unsigned hp_bits(unsigned bits) { return std::min(bits, 256u); }

inline double to_d(const numeric::hp_float& x) { return x.convert_to<double>(); }

// The verdict of lhs <= rhs between certified enclosures: the slack compares lhs's lower end with rhs's
// upper end on `scale` (within `tol`), and the claim is violated whenever rhs is certainly below lhs.
inline Verdict certified_le(const numeric::Interval& lhs, const numeric::Interval& rhs, double scale,
                            double tol = 0.0) {
  Verdict v = verdict_le(lhs.lower_double(), rhs.upper_double(), scale, tol);
  if (rhs.certainly_lt(lhs)) v.status = Status::violated;
  v.certified =
      v.status == Status::violated ? rhs.certainly_lt(lhs) : v.status == Status::holds && lhs.certainly_le(rhs);
  return v;
}

// The verdict of lhs <= rhs between exact rationals, decided exactly (certified): the slack (rhs - lhs)/scale in
// double, strictly negative for a violation, tight only at equality.
inline Verdict exact_le(const numeric::Rational& lhs, const numeric::Rational& rhs, const numeric::Rational& scale) {
  Verdict v;
  v.lhs = lhs.to_double();
  v.rhs = rhs.to_double();
  v.slack = ((rhs - lhs) / (scale.sign() > 0 ? scale : numeric::Rational(1))).to_double();
  v.status = lhs <= rhs ? Status::holds : Status::violated;
  v.tight = lhs == rhs;
  if (v.status == Status::violated && !(v.slack < 0)) v.slack = -std::numeric_limits<double>::denorm_min();
  if (v.status == Status::holds && v.slack < 0) v.slack = 0;
  v.certified = true;
  return v;
}

// The verdict of the strict lhs < rhs between certified enclosures: the slack as certified_le's; holds when lhs is
// certainly below rhs, violated when rhs <= lhs is certain, and `on_overlap` when the enclosures overlap: undecided
// where the precision cannot decide, violated where equality itself fails the claim (e.g. eta g = 1 exactly).
inline Verdict certified_lt(const numeric::Interval& lhs, const numeric::Interval& rhs, double scale,
                            Status on_overlap) {
  Verdict v = verdict_le(lhs.lower_double(), rhs.upper_double(), scale, 0.0);
  v.status = lhs.certainly_lt(rhs) ? Status::holds : rhs.certainly_le(lhs) ? Status::violated : on_overlap;
  v.certified = lhs.certainly_lt(rhs) || rhs.certainly_le(lhs);
  return v;
}

inline Verdict undecided(const std::string& why) {
  Verdict v;
  v.status = Status::undecided;
  v.note = why;
  return v;
}

// The integral of f over [a, b] by `panels` equal panels of the 24-point Gauss-Legendre rule.
template <class F>
numeric::hp_float gauss_legendre_24(const F& f, const numeric::hp_float& a, const numeric::hp_float& b, int panels) {
  static const double kNodes[] = {0.0640568928626056, 0.1911188674736163, 0.3150426796961634, 0.4337935076260451,
                                  0.5454214713888395, 0.6480936519369755, 0.7401241915785544, 0.8200019859739029,
                                  0.8864155270044011, 0.9382745520027328, 0.9747285559713095, 0.9951872199970214};
  static const double kWeights[] = {0.1279381953467522, 0.1258374563468283, 0.1216704729278034, 0.1155056680537256,
                                    0.1074442701159656, 0.0976186521041139, 0.0861901615319533, 0.0733464814110803,
                                    0.0592985849154368, 0.0442774388174198, 0.0285313886289337, 0.0123412297999872};
  numeric::hp_float total = 0;
  const numeric::hp_float h = (b - a) / panels;
  for (int k = 0; k < panels; ++k) {
    const numeric::hp_float mid = a + h * k + h / 2;
    for (int j = 0; j < 12; ++j) {
      const numeric::hp_float off = h / 2 * numeric::hp_float(kNodes[j]);
      const numeric::hp_float fx = f(numeric::hp_float(mid + off)), fy = f(numeric::hp_float(mid - off));
      total += numeric::hp_float(kWeights[j]) * h / 2 * (fx + fy);
    }
  }
  return total;
}

}  // namespace privbound::proofs_check
