// The table of sources: one line per paper (and the accountant). Everything that lists, evaluates,
// reproduces or reports iterates this table (STYLE.md, "A paper is a plug-in").
#include "privbound/bounds/source.hpp"

namespace privbound::bounds {

Source accounting_source();           // bounds/src/accounting/source.cpp
Source chan_xie_zhao_source();        // bounds/src/chan_xie_zhao/source.cpp
Source ryu_kim_source();              // bounds/src/ryu_kim/source.cpp
Source ding_gong_source();            // bounds/src/ding_gong/source.cpp
Source liu_geng_source();             // bounds/src/liu_geng/source.cpp
Source cyffers_bellet_basu_source();  // bounds/src/cyffers_bellet_basu/source.cpp

namespace {

struct Table {
  std::vector<Source> items;
  bool frozen = false;  // default_registry() or default_reproductions() has been built
};

Table& table() {
  static Table t{{accounting_source(), chan_xie_zhao_source(), ryu_kim_source(), ding_gong_source(), liu_geng_source(),
                  cyffers_bellet_basu_source()},
                 false};
  return t;
}

}  // namespace

const std::vector<Source>& sources() { return table().items; }

const Source* find_source(const std::string& id) {
  for (const auto& s : sources())
    if (s.id == id) return &s;
  return nullptr;
}

Result<bool> add_source(Source s) {
  Table& t = table();
  if (t.frozen)
    return numeric::Error{numeric::ErrorKind::invalid_input,
                          "add_source: source " + s.id + " comes after the registry was built; add it first."};
  if (s.id.empty() || s.id.find('.') != std::string::npos || find_source(s.id))
    return numeric::Error{numeric::ErrorKind::invalid_input,
                          "add_source: the id must be new, non-empty and without dots, but is \"" + s.id + "\"."};
  t.items.push_back(std::move(s));
  return true;
}

namespace detail {
// Called by default_registry() and default_reproductions() when they build: later additions fail.
void freeze_sources() { table().frozen = true; }
}  // namespace detail

std::string cite(const std::string& source_id, const std::string& where) {
  const Source* s = find_source(source_id);
  const std::string c = s ? s->citation : source_id;
  return where.empty() ? c : c + ", " + where;
}

std::string source_of(const std::string& id) { return id.substr(0, id.find('.')); }

std::vector<Erratum> all_errata() {
  std::vector<Erratum> out;
  for (const auto& s : sources())
    if (s.errata)
      for (auto& e : s.errata()) out.push_back(std::move(e));
  return out;
}

std::vector<Withdrawn> all_withdrawn() {
  std::vector<Withdrawn> out;
  for (const auto& s : sources())
    if (s.withdrawn)
      for (auto& w : s.withdrawn()) out.push_back(std::move(w));
  return out;
}

std::optional<Erratum> find_erratum(const std::string& id) {
  for (auto& e : all_errata())
    if (e.id == id) return e;
  return std::nullopt;
}

std::string erratum_for_cell(const std::string& reproduction, std::size_t row, const std::string& column) {
  for (const auto& e : all_errata())
    for (const auto& ev : e.evidence)
      if (ev.kind == Evidence::Kind::cell && ev.target == reproduction && ev.row == row && ev.column == column)
        return e.id;
  return "";
}

namespace {

std::string describe(const Evidence& e) {
  auto at = [](const QuantityAt& q) {
    std::string p;
    for (const auto& [k, v] : q.params) p += (p.empty() ? "" : " ") + k + "=" + v;
    return "`privbound eval " + q.id + (p.empty() ? "" : " " + p) + "`";
  };
  const std::string lead = e.label.empty() ? "" : e.label + ": ";
  switch (e.kind) {
    case Evidence::Kind::value:
      return lead + at(e.quantity);
    case Evidence::Kind::compare:
      return lead + at(e.quantity) +
             (e.order == Evidence::Order::less ? " is certainly below " : " is certainly above ") +
             (e.literal.empty() ? at(e.other) : e.literal);
    case Evidence::Kind::cell:
      return "cell (row " + std::to_string(e.row + 1) + ", " + e.column + ") of `privbound reproduce " + e.target +
             "` does not reproduce";
    case Evidence::Kind::claim:
      return e.point.empty() ? "`privbound check " + e.target + "` finds a violation"
                             : lead + "`privbound check " + e.target + "` (its first edge point) is violated";
    case Evidence::Kind::control:
      return "the negative control of `privbound check " + e.target + "` is violated";
  }
  return lead;
}

std::string id_list(const std::vector<std::string>& ids) {
  std::string o;
  for (const auto& i : ids) o += (o.empty() ? "" : ", ") + ("`" + i + "`");
  return o.empty() ? "—" : o;
}

}  // namespace

std::string errata_markdown(const Source& s) {
  std::string md = "# Errata — " + s.name + "\n\n";
  md += "Generated from the errata data of `" + s.id +
        "` (bounds/src/<paper>/source.cpp) by scripts/gen_errata_docs.sh; do not edit by hand. Source: " + s.citation +
        (s.seed.empty() ? "" : " (`../shared/seeds/" + s.seed + "`, LNNN are its line numbers)") +
        ". `privbound report` evaluates every piece of evidence below and prints the numbers.\n";
  md +=
      "\nWhat counts as an erratum (the rule every record below meets): a false statement of the paper, quoted "
      "or pointed to — a number, a hypothesis that fails where the paper applies it, a proof step that does not "
      "follow, a typo that changes a formula. A bound that is valid but weaker than possible, a value the paper "
      "never claims, or a limit of a closed form the paper does not use is a remark, not an erratum; a typo is an "
      "erratum only where the text cannot be read as intended. A record that fails the rule on a second reading is "
      "withdrawn (listed at the end with the reason), and its id is never reused.\n";
  if (!s.errata) return md;
  for (const auto& e : s.errata()) {
    md += "\n## " + e.id.substr(e.id.rfind('.') + 1) + " — " + e.title + "\n\n";
    md += "- id: `" + e.id + "`; kind: " + erratum_kind_name(e.kind) + "; where: " + e.where + "\n";
    md += "- printed form: " + id_list(e.printed) + "\n- corrected form: " + id_list(e.corrected) + "\n\n";
    md += e.statement + "\n";
    if (!e.evidence.empty()) {
      md += "\nEvidence:\n";
      for (const auto& ev : e.evidence) md += "- " + describe(ev) + "\n";
    }
  }
  if (s.withdrawn) {
    for (const auto& w : s.withdrawn()) {
      md += "\n## Withdrawn: " + w.id.substr(w.id.rfind('.') + 1) + " — " + w.title + "\n\n";
      md += "- id: `" + w.id + "` (withdrawn; not an erratum); where: " + w.where + "\n";
      if (!w.now.empty()) md += "- the observation is now: `" + w.now + "`\n";
      md += "\n" + w.reason + "\n";
    }
  }
  return md;
}

std::string erratum_kind_name(ErratumKind k) {
  switch (k) {
    case ErratumKind::number:
      return "number";
    case ErratumKind::hypothesis:
      return "hypothesis";
    case ErratumKind::typo:
      return "typo";
    case ErratumKind::table:
      return "table";
    case ErratumKind::proof_gap:
      return "proof gap";
    case ErratumKind::slip:
      return "slip";
    case ErratumKind::unsupported:
      return "unsupported";
  }
  return "number";
}

Severity severity(const Erratum& e) {
  switch (e.kind) {
    case ErratumKind::number:
    case ErratumKind::table:
    case ErratumKind::typo:
      if (e.privacy) return Severity::false_privacy;
      return e.kind == ErratumKind::typo ? Severity::slip : Severity::wrong_number;
    case ErratumKind::hypothesis:
      return e.privacy ? Severity::false_privacy : Severity::hypothesis;
    case ErratumKind::unsupported:
      return Severity::unsupported;
    case ErratumKind::proof_gap:
      return Severity::proof_gap;
    case ErratumKind::slip:
      return Severity::slip;
  }
  return Severity::wrong_number;
}

std::string severity_name(Severity s) {
  switch (s) {
    case Severity::false_privacy:
      return "false privacy guarantee";
    case Severity::wrong_number:
      return "wrong number";
    case Severity::hypothesis:
      return "hypothesis fails";
    case Severity::unsupported:
      return "unsupported";
    case Severity::proof_gap:
      return "proof gap";
    case Severity::slip:
      return "slip or typo";
  }
  return "wrong number";
}

}  // namespace privbound::bounds
