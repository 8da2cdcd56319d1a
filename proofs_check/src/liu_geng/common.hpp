// Internal: what the Liu et al. claim files share (the claim constructor of this source, the Laplacian
// smoothing matrix of L138 in hp) and the framework claims (framework.cpp) that claims() appends.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "privbound/numeric/hp.hpp"
#include "privbound/proofs_check/claim.hpp"

namespace privbound::proofs_check::liu_geng {

std::vector<Claim> framework_claims();  // framework.cpp
std::vector<Claim> steps_claims();      // steps.cpp

inline Claim make(std::string id, std::string where, std::string statement, std::string hyp, Space space, CheckFn check,
                  Space control, std::string control_desc, CheckFn check_control) {
  return make_claim("liu_geng", std::move(id), std::move(where), std::move(statement), std::move(hyp), std::move(space),
                    std::move(check), std::move(control), std::move(control_desc), std::move(check_control));
}

inline std::string str(long v) { return std::to_string(v); }

// The d_1 x d_1 matrix printed at L138 (circulant: 1 + 2 nu on the diagonal, -nu next to it and in the corners);
// without `corners` (a control) the corner entries are left out.
inline numeric::HpMatrix q_matrix(long d1, const numeric::hp_float& nu, bool corners = true) {
  numeric::HpMatrix Q = numeric::HpMatrix::Zero(d1, d1);
  for (long i = 0; i < d1; ++i) {
    Q(i, i) += 1 + 2 * nu;
    if (corners || i + 1 < d1) Q(i, (i + 1) % d1) -= nu;
    if (corners || i > 0) Q(i, (i + d1 - 1) % d1) -= nu;
  }
  return Q;
}

}  // namespace privbound::proofs_check::liu_geng
