// Internal: what the Cyffers-Bellet-Basu claim files share (the claim constructor of this source, the grids of
// rationals the spaces use).
#pragma once

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "privbound/numeric/decimal.hpp"
#include "privbound/numeric/hp.hpp"
#include "privbound/numeric/interval.hpp"
#include "privbound/numeric/matrix.hpp"
#include "privbound/proofs_check/check_util.hpp"
#include "privbound/proofs_check/claim.hpp"

namespace privbound::proofs_check::cyffers_bellet_basu {

std::vector<Claim> proof_claims();       // proof.cpp: Theorem 1's proof, Lemma A.1, Theorem 4's proof, corollaries
std::vector<Claim> privacy_claims();     // privacy.cpp: sensitivities, exact divergences, Lemma C.1
std::vector<Claim> operator_claims();    // operators.cpp: averagedness, Propositions 1-2, Remark 2, B.3, footnote 3
std::vector<Claim> instance_claims();    // instances.cpp: Theorem 6, Proposition 3, B.1, Algorithm 6, App. E's tau
std::vector<Claim> algorithm1_claims();  // algorithm1.cpp: Theorems 1 and 5 on Algorithm 1's moments, L775
std::vector<Claim> algorithm5_claims();  // algorithm5.cpp: the per-step privacy of Algorithm 5 (general A)

// `id` without the source's prefix (added here).
inline Claim make(const std::string& id, std::string where, std::string statement, std::string hyp, Space space,
                  CheckFn check, Space control, std::string control_desc, CheckFn check_control) {
  return make_claim("cyffers_bellet_basu", "cyffers_bellet_basu." + id, std::move(where), std::move(statement),
                    std::move(hyp), std::move(space), std::move(check), std::move(control), std::move(control_desc),
                    std::move(check_control));
}

inline std::string str(long v) { return std::to_string(v); }
inline std::string frac(long num, long den) { return numeric::Rational(num, den).to_string(); }
inline numeric::Interval iv(long num, long den, unsigned bits) {
  return numeric::Interval::from_rational(numeric::Rational(num, den), bits);
}

// lhs == rhs within the precision's tolerance (certified enclosures): holds when |lhs - rhs| <= tol |rhs|.
inline Verdict certified_eq(const numeric::Interval& lhs, const numeric::Interval& rhs, unsigned bits) {
  const double scale = std::max(1e-300, std::max(std::fabs(rhs.mid_double()), std::fabs(lhs.mid_double())));
  Verdict v = certified_le(abs(lhs - rhs), numeric::Interval::from_double(tolerance(bits) * scale, bits), scale);
  v.lhs = lhs.mid_double();
  v.rhs = rhs.mid_double();
  return v;
}

// A rational orthogonal d x d matrix from `seed`: rotations by Pythagorean triples in the planes (0,1), (1,2), (0,2).
inline numeric::RationalMatrix rational_rotation(std::size_t d, long seed) {
  static const long triples[][3] = {{3, 4, 5}, {5, 12, 13}, {8, 15, 17}, {7, 24, 25}, {20, 21, 29}, {9, 40, 41}};
  using numeric::Rational;
  using numeric::RationalMatrix;
  RationalMatrix Q = RationalMatrix::identity(d);
  if (d < 2) return Q;
  const std::size_t planes[][2] = {{0, 1}, {1, 2}, {0, 2}};
  for (int k = 0; k < 3; ++k) {
    if (planes[k][1] >= d) continue;
    const long* t = triples[(seed / (k + 1)) % 6];
    const long sg = ((seed >> k) & 1) ? -1 : 1;
    RationalMatrix G = RationalMatrix::identity(d);
    const std::size_t i = planes[k][0], j = planes[k][1];
    G(i, i) = G(j, j) = Rational(t[0], t[2]);
    G(i, j) = Rational(-sg * t[1], t[2]);
    G(j, i) = Rational(sg * t[1], t[2]);
    Q = Q * G;
  }
  return Q;
}

}  // namespace privbound::proofs_check::cyffers_bellet_basu
