#include "privbound/proofs_check/chan_xie_zhao.hpp"
#include "privbound/proofs_check/claim.hpp"

namespace privbound::proofs_check {

const std::vector<Claim>& all_claims() {
  static const std::vector<Claim> list = [] {
    std::vector<Claim> v;
    for (auto& c : chan_xie_zhao::claims()) v.push_back(std::move(c));
    return v;
  }();
  return list;
}

const Claim* find_claim(const std::string& id) {
  for (const auto& c : all_claims())
    if (c.id == id) return &c;
  return nullptr;
}

}  // namespace privbound::proofs_check
