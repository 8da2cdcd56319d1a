// The table of claim sources (one line per paper) and the errata evidence that needs claims.
#include <cstdio>

#include "privbound/proofs_check/chan_xie_zhao/chan_xie_zhao.hpp"
#include "privbound/proofs_check/claim.hpp"
#include "privbound/proofs_check/cyffers_bellet_basu/cyffers_bellet_basu.hpp"
#include "privbound/proofs_check/ding_gong/ding_gong.hpp"
#include "privbound/proofs_check/liu_geng/liu_geng.hpp"
#include "privbound/proofs_check/ryu_kim/ryu_kim.hpp"
#include "privbound/proofs_check/source.hpp"

namespace privbound::proofs_check {
namespace {

std::string g6(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.6g", v);
  return buf;
}

struct Table {
  std::vector<ClaimSource> items;
  bool frozen = false;
};

Table& table() {
  static Table t{{{"chan_xie_zhao", chan_xie_zhao::claims, chan_xie_zhao::report_views, chan_xie_zhao::experiments},
                  {"ryu_kim", ryu_kim::claims, {}, ryu_kim::experiments},
                  {"ding_gong", ding_gong::claims, {}, ding_gong::experiments},
                  {"liu_geng", liu_geng::claims, {}, liu_geng::experiments},
                  {"cyffers_bellet_basu", cyffers_bellet_basu::claims, {}, cyffers_bellet_basu::experiments}},
                 false};
  return t;
}

}  // namespace

const std::vector<ClaimSource>& claim_sources() { return table().items; }

numeric::Result<bool> add_claim_source(ClaimSource s) {
  if (table().frozen)
    return numeric::Error{numeric::ErrorKind::invalid_input,
                          "add_claim_source: " + s.id + " comes after all_claims() was built; add it first."};
  table().items.push_back(std::move(s));
  return true;
}

const std::vector<Claim>& all_claims() {
  static const std::vector<Claim> list = [] {
    table().frozen = true;
    std::vector<Claim> v;
    for (const auto& src : claim_sources())
      if (src.claims)
        for (auto& c : src.claims()) v.push_back(std::move(c));
    return v;
  }();
  return list;
}

const Claim* find_claim(const std::string& id) {
  for (const auto& c : all_claims())
    if (c.id == id) return &c;
  return nullptr;
}

bounds::EvidenceResult evaluate_evidence(const bounds::Evidence& e, unsigned bits, std::size_t iterations) {
  using bounds::EvidenceStatus;
  if (e.kind != bounds::Evidence::Kind::claim && e.kind != bounds::Evidence::Kind::control)
    return bounds::evaluate_evidence(e, bits);
  auto result = [](EvidenceStatus s, std::string text, std::string brief = "") {
    bounds::EvidenceResult r;
    r.status = s;
    r.text = std::move(text);
    r.brief = std::move(brief);
    return r;
  };
  const Claim* c = find_claim(e.target);
  if (!c) return result(EvidenceStatus::undecided, e.label + ": unknown claim");
  if (e.kind == bounds::Evidence::Kind::control) {
    std::size_t violated = 0;
    std::string first;
    for (const auto& p : c->control.edges) {
      const Verdict v = c->check_control(p, bits);
      if (v.status == Status::violated) {
        ++violated;
        if (first.empty()) first = "lhs " + g6(v.lhs) + " > rhs " + g6(v.rhs);
      }
    }
    const bool all = violated == c->control.edges.size() && violated > 0;
    return result(all ? EvidenceStatus::confirms : EvidenceStatus::undecided,
                  e.label + ": " + std::to_string(violated) + " of " + std::to_string(c->control.edges.size()) +
                      " instances (" + c->control_description + ") violate it" +
                      (first.empty() ? "" : "; first: " + first),
                  first.empty() ? "" : "at the paper's setting: " + first);
  }
  if (!e.point.empty()) {
    if (!c->space.contains(e.point))
      return result(EvidenceStatus::undecided, e.label + ": the point is outside the claim's space");
    const Verdict v = c->check(e.point, bits);
    const std::string rel = v.status == Status::violated ? " > " : " <= ";
    return result(v.status == Status::violated ? EvidenceStatus::confirms : EvidenceStatus::contradicts,
                  e.label + ": " + status_name(v.status) + ", lhs " + g6(v.lhs) + rel + "rhs " + g6(v.rhs),
                  "pinned instance: lhs " + g6(v.lhs) + rel + "rhs " + g6(v.rhs));
  }
  RunOptions o;
  o.iterations = iterations;
  o.bits = bits;
  const RunSummary r = run_claim(*c, o);
  std::string text = e.label + ": " + status_name(r.verdict) + " after " + std::to_string(r.checked) + " instances";
  std::string brief;
  if (r.found && r.verdict == Status::violated) {
    text += " (shrunk counterexample: lhs " + g6(r.found->lhs) + " > rhs " + g6(r.found->rhs) + ", seed " +
            std::to_string(r.seed) + ")";
    brief = "counterexample: lhs " + g6(r.found->lhs) + " > rhs " + g6(r.found->rhs);
  }
  return result(r.verdict == Status::violated ? EvidenceStatus::confirms : EvidenceStatus::undecided, text, brief);
}

}  // namespace privbound::proofs_check
