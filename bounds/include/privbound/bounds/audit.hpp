// The settings audit: every quantity that states a requirement (a hypothesis' margin, a rule, an admissible set) is
// evaluated at every one of its configurations — the papers' experiment and example settings, taken from their
// settings tables — and each configuration where the certified enclosure lies outside the required domain is a
// finding. One mechanism over the registry; no paper-specific code.
#pragma once

#include <string>
#include <vector>

#include "privbound/bounds/registry.hpp"

namespace privbound::bounds {

enum class AuditStatus { meets, fails, undecided, error };
std::string audit_status_name(AuditStatus s);  // "meets", "fails", "undecided", "error"

struct AuditRow {
  std::string id, config;
  std::string required;  // the domain, as text ("[0, inf)")
  std::string fails;     // the requirement's consequence
  AuditStatus status = AuditStatus::error;
  Interval value;                   // the audited value (the part, if the requirement names one)
  std::string message;              // the evaluation error (status error)
  std::vector<std::string> errata;  // errata that record this quantity as printed or corrected
  std::string remark;               // the requirement's decided remark (Requirement::remark)
  // A failure that no erratum records and no remark decides (kOpenCandidate says so): a finding a person has to read
  // the paper for.
  bool open_candidate() const { return status == AuditStatus::fails && errata.empty() && remark.empty(); }
};

inline constexpr const char* kOpenCandidate = "no erratum records it and no remark decides it";

// Where a certified enclosure lies relative to a domain: meets (inside for every contained real), fails (outside for
// every one), undecided (it straddles an end, or is not finite).
AuditStatus audit_value(const Interval& v, const Domain& d);

// Every requirement of `reg` at every configuration, in registry order; `keep(source)` narrows the sources (empty:
// all). A configuration whose evaluation fails is an error row, never skipped.
std::vector<AuditRow> audit_settings(const Registry& reg, unsigned bits, const std::vector<std::string>& sources = {});

}  // namespace privbound::bounds
