#include "privbound/bounds/audit.hpp"

#include <algorithm>

#include "privbound/bounds/source.hpp"

namespace privbound::bounds {

std::string audit_status_name(AuditStatus s) {
  switch (s) {
    case AuditStatus::meets:
      return "meets";
    case AuditStatus::fails:
      return "fails";
    case AuditStatus::undecided:
      return "undecided";
    case AuditStatus::error:
      return "error";
  }
  return "error";
}

AuditStatus audit_value(const Interval& v, const Domain& d) {
  if (!v.is_finite()) return AuditStatus::undecided;
  const unsigned bits = v.bits();
  bool inside = true;
  if (d.lo) {
    const Interval lo = Interval::from_rational(*d.lo, bits);
    // Every contained real is outside: all at or below an open lower end, all below a closed one.
    if (d.lo_open ? v.certainly_le(lo) : v.certainly_lt(lo)) return AuditStatus::fails;
    inside = inside && (d.lo_open ? lo.certainly_lt(v) : lo.certainly_le(v));
  }
  if (d.hi) {
    const Interval hi = Interval::from_rational(*d.hi, bits);
    if (d.hi_open ? hi.certainly_le(v) : hi.certainly_lt(v)) return AuditStatus::fails;
    inside = inside && (d.hi_open ? v.certainly_lt(hi) : v.certainly_le(hi));
  }
  return inside ? AuditStatus::meets : AuditStatus::undecided;
}

std::vector<AuditRow> audit_settings(const Registry& reg, unsigned bits, const std::vector<std::string>& sources) {
  const std::vector<Erratum> errata = all_errata();
  std::vector<AuditRow> rows;
  for (const Quantity& q : reg.all()) {
    if (!q.required) continue;
    if (!sources.empty() && std::find(sources.begin(), sources.end(), source_of(q.id)) == sources.end()) continue;
    std::vector<std::string> recorded;
    for (const Erratum& e : errata) {
      const auto names = [&](const std::vector<std::string>& ids) {
        return std::find(ids.begin(), ids.end(), q.id) != ids.end();
      };
      if (names(e.printed) || names(e.corrected)) recorded.push_back(e.id);
    }
    for (const Config& cfg : q.configs) {
      AuditRow row{q.id,
                   cfg.name,
                   q.required->domain.to_string(),
                   q.required->fails,
                   AuditStatus::error,
                   Interval(),
                   "",
                   recorded,
                   q.required->remark};
      const auto r = reg.evaluate(q.id, cfg.params, bits);
      if (!r.ok()) {
        row.message = r.error().message;
      } else if (q.required->part.empty()) {
        row.value = r->value;
        row.status = audit_value(row.value, q.required->domain);
      } else {
        const auto p =
            std::find_if(r->parts.begin(), r->parts.end(), [&](const Part& x) { return x.name == q.required->part; });
        if (p == r->parts.end()) {
          row.message = q.id + ": no part \"" + q.required->part + "\" to audit";
        } else {
          row.value = p->value;
          row.status = audit_value(row.value, q.required->domain);
        }
      }
      rows.push_back(std::move(row));
    }
  }
  return rows;
}

}  // namespace privbound::bounds
