// Errata evidence evaluated live: values, certain comparisons and table cells (claims run in
// proofs_check, which depends on this module).
#include "privbound/bounds/source.hpp"
#include "privbound/numeric/format.hpp"

namespace privbound::bounds {

Evidence Evidence::value(std::string label, QuantityAt q) {
  Evidence e;
  e.kind = Kind::value;
  e.label = std::move(label);
  e.quantity = std::move(q);
  return e;
}
Evidence Evidence::less(std::string label, QuantityAt printed, QuantityAt corrected) {
  Evidence e = value(std::move(label), std::move(printed));
  e.kind = Kind::compare;
  e.other = std::move(corrected);
  e.order = Order::less;
  return e;
}
Evidence Evidence::greater(std::string label, QuantityAt printed, QuantityAt corrected) {
  Evidence e = less(std::move(label), std::move(printed), std::move(corrected));
  e.order = Order::greater;
  return e;
}
Evidence Evidence::above(std::string label, QuantityAt q, std::string literal) {
  Evidence e = value(std::move(label), std::move(q));
  e.kind = Kind::compare;
  e.literal = std::move(literal);
  e.order = Order::greater;
  return e;
}
Evidence Evidence::below(std::string label, QuantityAt q, std::string literal) {
  Evidence e = above(std::move(label), std::move(q), std::move(literal));
  e.order = Order::less;
  return e;
}
Evidence Evidence::cell(std::string reproduction, std::size_t row, std::string column) {
  Evidence e;
  e.kind = Kind::cell;
  e.target = std::move(reproduction);
  e.row = row;
  e.column = std::move(column);
  e.label = e.target + " row " + std::to_string(row + 1) + ", " + e.column;
  return e;
}
Evidence Evidence::claim(std::string claim_id) {
  Evidence e;
  e.kind = Kind::claim;
  e.target = std::move(claim_id);
  e.label = "claim " + e.target;
  return e;
}
Evidence Evidence::claim_at(std::string claim_id, std::vector<long> point) {
  Evidence e = claim(std::move(claim_id));
  e.point = std::move(point);
  std::string pt;
  for (long x : e.point) pt += (pt.empty() ? "" : ",") + std::to_string(x);
  e.label = "claim " + e.target + " at the pinned instance [" + pt + "]";
  return e;
}
Evidence Evidence::control(std::string claim_id) {
  Evidence e = claim(std::move(claim_id));
  e.kind = Kind::control;
  e.label = "negative control of " + e.target;
  return e;
}

std::string evidence_status_name(EvidenceStatus s) {
  switch (s) {
    case EvidenceStatus::confirms:
      return "confirmed";
    case EvidenceStatus::contradicts:
      return "contradicted";
    case EvidenceStatus::undecided:
      return "undecided";
    case EvidenceStatus::shown:
      return "shown";
  }
  return "undecided";
}

namespace {

struct Eval {
  bool ok = false;
  Evaluation e;
  std::string text;  // the headline or the error
};

Eval evaluate(const QuantityAt& q, unsigned bits) {
  auto r = default_registry().evaluate(q.id, q.params, bits);
  if (!r.ok()) return {false, Evaluation{Interval(bits), SafeSide::none, {}, {}, ""}, "error: " + r.error().message};
  // Certain digits, not the safe end: the comparison's verdict is certified on its own, and a
  // value that is exactly 3.3 read "3.3000000000000001" (its safe upper end) in the summary.
  return {true, *r, numeric::format_certain_short(r->value)};
}

EvidenceResult result(EvidenceStatus s, std::string text, std::string brief = "") {
  EvidenceResult r;
  r.status = s;
  r.text = std::move(text);
  r.brief = std::move(brief);
  return r;
}

std::string params_text(const Params& p) {
  std::string s;
  for (const auto& [k, v] : p) s += (s.empty() ? "" : ", ") + k + " = " + v;
  return s;
}

}  // namespace

std::pair<std::string, std::string> distinct_texts(const Interval& a, const Interval& b) {
  std::pair<std::string, std::string> t;
  for (int d = 4; d <= 17; ++d) {
    t = {numeric::format_human(a, SafeSide::none, d), numeric::format_human(b, SafeSide::none, d)};
    if (t.first != t.second) break;
  }
  return t;
}

EvidenceResult evaluate_evidence(const Evidence& e, unsigned bits) {
  using S = EvidenceStatus;
  const std::string lead = e.label.empty() ? "" : e.label + ": ";
  switch (e.kind) {
    case Evidence::Kind::value: {
      const Eval v = evaluate(e.quantity, bits);
      return result(v.ok ? S::shown : S::undecided, lead + "`" + e.quantity.id + "` = " + v.text,
                    v.ok ? lead + numeric::format_human(v.e.value, v.e.safe) : "");
    }
    case Evidence::Kind::compare: {
      const Eval a = evaluate(e.quantity, bits);
      Eval b;
      std::string bname;
      if (!e.literal.empty()) {
        auto q = numeric::parse_rational(e.literal);
        if (!q.ok()) return result(S::undecided, lead + "the literal " + e.literal + " is not a decimal");
        b = {true, Evaluation{Interval::from_rational(*q, bits), SafeSide::none, {}, {}, ""}, e.literal};
        bname = e.literal;
      } else {
        b = evaluate(e.other, bits);
        bname = "`" + e.other.id + "` = " + b.text;
      }
      const std::string rel = e.order == Evidence::Order::less ? " < " : " > ";
      std::string text = lead + "`" + e.quantity.id + "` = " + a.text + rel + bname;
      if (!a.ok || !b.ok) return result(S::undecided, text + " (an evaluation failed)");
      const bool lt = a.e.value.certainly_lt(b.e.value), gt = b.e.value.certainly_lt(a.e.value);
      const bool want = e.order == Evidence::Order::less ? lt : gt;
      const bool against =
          e.order == Evidence::Order::less ? b.e.value.certainly_le(a.e.value) : a.e.value.certainly_le(b.e.value);
      // The brief: a literal is the threshold the value crosses; another quantity is the
      // corrected form (Evidence::less/greater take the printed one first).
      const auto [ta, tb] = distinct_texts(a.e.value, b.e.value);
      const std::string brief =
          lead + (e.literal.empty() ? "printed " + ta + rel + "corrected " + tb : ta + rel + e.literal);
      if (want) return result(S::confirms, text + " (certain)", brief);
      return result(
          against ? S::contradicts : S::undecided,
          text + (against ? " is false" : " (the enclosures overlap)") + " [" + params_text(e.quantity.params) + "]");
    }
    case Evidence::Kind::cell: {
      for (const auto& r : default_reproductions()) {
        if (r.id != e.target) continue;
        auto t = r.run(bits);
        if (!t.ok()) return result(S::undecided, lead + "error: " + t.error().message);
        if (e.row >= t->rows.size()) return result(S::undecided, lead + "no such row");
        for (const auto& c : t->rows[e.row].cells)
          if (c.column == e.column)
            return result(
                c.reproduces ? S::contradicts : S::confirms,
                lead + "printed " + c.printed + ", computed " + numeric::format_certain(c.computed) +
                    (c.reproduces ? " (reproduces)" : " (does not reproduce)"),
                lead + "printed " + c.printed + ", computed " + numeric::format_human(c.computed, SafeSide::none));
        return result(S::undecided, lead + "no such column");
      }
      return result(S::undecided, lead + "no such reproduction");
    }
    case Evidence::Kind::claim:
    case Evidence::Kind::control:
      return result(S::undecided,
                    lead + "claims run in proofs_check (privbound report / privbound check " + e.target + ")");
  }
  return result(S::undecided, lead);
}

ViewCell view_cell(const std::string& id, const Params& params, unsigned bits) {
  auto r = default_registry().evaluate(id, params, bits);
  if (!r.ok()) return {"error: " + r.error().message, std::nullopt};
  return {numeric::format_human(r->value, r->safe), *r};
}

Params with_params(Params p, const Params& more) {
  for (const auto& [k, v] : more) p[k] = v;
  return p;
}

EvidenceStatus combine_evidence(const std::vector<EvidenceResult>& results) {
  bool any = false;
  for (const auto& r : results) {
    if (r.status == EvidenceStatus::contradicts) return EvidenceStatus::contradicts;
    if (r.status == EvidenceStatus::undecided) return EvidenceStatus::undecided;
    if (r.status == EvidenceStatus::confirms) any = true;
  }
  return any ? EvidenceStatus::confirms : EvidenceStatus::shown;
}

}  // namespace privbound::bounds
