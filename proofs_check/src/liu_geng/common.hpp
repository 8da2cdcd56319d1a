// Internal: what the Liu et al. claim files share (the claim constructor of this source, the Laplacian
// smoothing matrix of L138 in hp) and the framework claims (framework.cpp) that claims() appends.
#pragma once

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "privbound/bounds/liu_geng/settings.hpp"
#include "privbound/numeric/decimal.hpp"
#include "privbound/numeric/hp.hpp"
#include "privbound/numeric/interval.hpp"
#include "privbound/proofs_check/claim.hpp"
#include "privbound/solvers/liu_geng/ls_admm.hpp"

namespace privbound::proofs_check::liu_geng {

std::vector<Claim> framework_claims();   // framework.cpp
std::vector<Claim> steps_claims();       // steps.cpp
std::vector<Claim> iterate_claims();     // iterates.cpp
std::vector<Claim> hypothesis_claims();  // hypotheses.cpp

inline Claim make(std::string id, std::string where, std::string statement, std::string hyp, Space space, CheckFn check,
                  Space control, std::string control_desc, CheckFn check_control) {
  return make_claim("liu_geng", std::move(id), std::move(where), std::move(statement), std::move(hyp), std::move(space),
                    std::move(check), std::move(control), std::move(control_desc), std::move(check_control));
}

inline std::string str(long v) { return std::to_string(v); }

// An exact decimal text of the settings ("5e-4", "0.05") as an enclosure at `bits` (the texts are the paper's: valid).
inline numeric::Interval dec(const std::string& text, unsigned bits) {
  return numeric::Interval::from_rational(*numeric::parse_rational(text), bits);
}

// The matrix printed at L138 (shared with the solvers).
using solvers::liu_geng::q_matrix;

// The declared coverage of a dataset coordinate over Table II's rows (Space::reaches): every dataset name.
inline Reach table2_datasets_reach() {
  std::vector<std::string> names;
  for (const auto& d : bounds::liu_geng::table2()) names.emplace_back(d.name);
  return reach("dataset", std::move(names));
}

}  // namespace privbound::proofs_check::liu_geng
