// MATPOWER case files (readers.hpp): a line scanner with two states. Outside a matrix it reads
// `mpc.baseMVA = <number>;` and the opening `mpc.<name> = [` of bus, gen and branch; any other
// `[` or `{` opened and not closed on its line (gencost, bus_name) is skipped to its closing bracket.
// Inside a matrix it collects fields (blanks, tabs and commas separate them) into rows that end at
// ";" or at the line's end, until "]". Comments ("%" to the line's end) are dropped first.
#include <algorithm>
#include <cmath>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "common.hpp"
#include "privbound/solvers/data/readers.hpp"

namespace privbound::solvers::data {
namespace {

using detail::at;
using detail::whole;

struct Field {
  double value;
  std::size_t column;
};
struct Row {
  std::vector<Field> fields;
  std::size_t line;
};
struct Matrix {
  std::vector<Row> rows;
  std::size_t line = 0;  // where it opens (0: absent)
};

bool separator(char ch) { return ch == ' ' || ch == '\t' || ch == ','; }

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

bool integral(double v) { return std::floor(v) == v && std::abs(v) < 2e9; }

}  // namespace

int PowerCase::bus_index(int id) const {
  for (std::size_t i = 0; i < bus.size(); ++i)
    if (bus[i].id == id) return static_cast<int>(i);
  return -1;
}

numeric::Result<PowerCase> parse_matpower_case(std::string_view text, const std::string& source) {
  PowerCase pc;
  pc.source = source;
  std::map<std::string, Matrix> mats = {{"bus", {}}, {"gen", {}}, {"branch", {}}};
  const std::map<std::string, std::size_t> min_cols = {{"bus", 13}, {"gen", 10}, {"branch", 13}};
  Matrix* cur = nullptr;  // the matrix being read
  std::string cur_name;   //
  char skip_until = 0;    // a bracket of a skipped statement (']' or '}'), 0: none
  bool have_base = false;
  Row row;
  std::size_t line_no = 0;
  std::string_view rest = text;
  // Ends the row being collected (at ";" or a line end); checks its width against the matrix's.
  auto end_row = [&]() -> numeric::Result<bool> {
    if (row.fields.empty()) return true;
    const std::size_t need = min_cols.at(cur_name);
    if (row.fields.size() < need)
      return at(source, row.line, row.fields.front().column,
                "a row of mpc." + cur_name + " has " + std::to_string(row.fields.size()) + " fields, at least " +
                    std::to_string(need) + " needed");
    if (!cur->rows.empty() && row.fields.size() != cur->rows.front().fields.size())
      return at(source, row.line, row.fields.front().column,
                "a row of mpc." + cur_name + " has " + std::to_string(row.fields.size()) + " fields, the first row " +
                    std::to_string(cur->rows.front().fields.size()));
    cur->rows.push_back(std::move(row));
    row = {};
    return true;
  };
  while (!rest.empty()) {
    const std::string_view full = detail::next_line(rest);
    ++line_no;
    const std::string_view s = full.substr(0, full.find('%'));
    std::size_t pos = 0;
    if (skip_until != 0) {
      const std::size_t close = s.find(skip_until);
      if (close == std::string_view::npos) continue;
      skip_until = 0;
      continue;
    }
    if (cur == nullptr) {
      const std::string_view t = trim(s);
      if (t.substr(0, 4) != "mpc.") {
        continue;
      }
      const std::size_t eq = t.find('=');
      if (eq == std::string_view::npos) continue;
      const std::string name(trim(t.substr(4, eq - 4)));
      std::string_view rhs = trim(t.substr(eq + 1));
      if (name == "baseMVA") {
        if (!rhs.empty() && rhs.back() == ';') rhs = trim(rhs.substr(0, rhs.size() - 1));
        double v = 0;
        const auto st = detail::parse_number(rhs, v);
        const std::size_t column = static_cast<std::size_t>(rhs.data() - full.data()) + 1;
        if (st != detail::NumberStatus::ok)
          return at(source, line_no, column, "mpc.baseMVA " + detail::number_problem(rhs, st));
        if (!(v > 0)) return at(source, line_no, column, "mpc.baseMVA must be positive, but is " + detail::quoted(rhs));
        pc.base_mva = v;
        have_base = true;
        continue;
      }
      if (mats.count(name) != 0 && !rhs.empty() && rhs.front() == '[') {
        cur = &mats[name];
        cur_name = name;
        cur->line = line_no;
        pos = static_cast<std::size_t>(rhs.data() - s.data()) + 1;
      } else {
        const char open = rhs.empty() ? 0 : rhs.front();
        if (open == '[' || open == '{') {
          const char close = open == '[' ? ']' : '}';
          if (rhs.find(close) == std::string_view::npos) skip_until = close;
        }
        continue;
      }
    }
    // inside mpc.<cur_name>, from `pos` of this line
    bool closed = false;
    while (pos < s.size() && !closed) {
      const char ch = s[pos];
      if (separator(ch)) {
        ++pos;
      } else if (ch == ';') {
        if (auto r = end_row(); !r.ok()) return r.error();
        ++pos;
      } else if (ch == ']') {
        if (auto r = end_row(); !r.ok()) return r.error();
        closed = true;
      } else {
        const std::size_t b = pos;
        while (pos < s.size() && !separator(s[pos]) && s[pos] != ';' && s[pos] != ']') ++pos;
        const std::string_view tok = s.substr(b, pos - b);
        double v = 0;
        const auto st = detail::parse_number(tok, v);
        if (st != detail::NumberStatus::ok)
          return at(source, line_no, b + 1, "mpc." + cur_name + ": " + detail::number_problem(tok, st));
        if (row.fields.empty()) row.line = line_no;
        row.fields.push_back({v, b + 1});
      }
    }
    if (closed) {
      cur = nullptr;
    } else if (auto r = end_row(); !r.ok()) {
      return r.error();
    }
  }
  if (cur != nullptr) {
    const auto [l, c] = detail::end_position(text);
    return at(source, l, c, "mpc." + cur_name + " (opened on line " + std::to_string(cur->line) + ") is not closed");
  }
  if (!have_base) return whole(source, "mpc.baseMVA is missing");
  for (const auto& [name, m] : mats)
    if (m.rows.empty()) return whole(source, "mpc." + name + (m.line == 0 ? " is missing" : " has no rows"));

  auto field_error = [&](const Row& r, std::size_t k, const std::string& what) {
    return at(source, r.line, r.fields[k].column, what);
  };
  auto status_ok = [](double v) { return v == 0 || v == 1; };
  for (const Row& r : mats["bus"].rows) {
    const auto& f = r.fields;
    if (!integral(f[0].value) || f[0].value < 1) return field_error(r, 0, "a bus id must be a positive integer");
    PowerBus b;
    b.id = static_cast<int>(f[0].value);
    if (pc.bus_index(b.id) >= 0) return field_error(r, 0, "bus " + std::to_string(b.id) + " appears twice");
    if (!integral(f[1].value) || f[1].value < 1 || f[1].value > 4)
      return field_error(r, 1, "a bus type must be 1, 2, 3 or 4");
    b.type = static_cast<int>(f[1].value);
    b.pd = f[2].value;
    b.qd = f[3].value;
    b.gs = f[4].value;
    b.bs = f[5].value;
    b.area = integral(f[6].value) ? static_cast<int>(f[6].value) : 0;
    b.vm = f[7].value;
    b.va = f[8].value;
    b.vmax = f[11].value;
    b.vmin = f[12].value;
    if (!(b.vmin > 0 && b.vmin <= b.vmax)) return field_error(r, 12, "Vmin must be in (0, Vmax]");
    pc.bus.push_back(b);
  }
  for (const Row& r : mats["gen"].rows) {
    const auto& f = r.fields;
    PowerGen g;
    if (!integral(f[0].value) || pc.bus_index(static_cast<int>(f[0].value)) < 0)
      return field_error(r, 0, "a generator at a bus that does not exist");
    g.bus = static_cast<int>(f[0].value);
    g.pg = f[1].value;
    g.qg = f[2].value;
    g.qmax = f[3].value;
    g.qmin = f[4].value;
    if (!status_ok(f[7].value)) return field_error(r, 7, "a status must be 0 or 1");
    g.on = f[7].value == 1;
    g.pmax = f[8].value;
    g.pmin = f[9].value;
    if (g.qmin > g.qmax) return field_error(r, 4, "Qmin > Qmax");
    if (g.pmin > g.pmax) return field_error(r, 9, "Pmin > Pmax");
    pc.gen.push_back(g);
  }
  for (const Row& r : mats["branch"].rows) {
    const auto& f = r.fields;
    PowerBranch br;
    for (std::size_t k : {std::size_t{0}, std::size_t{1}})
      if (!integral(f[k].value) || pc.bus_index(static_cast<int>(f[k].value)) < 0)
        return field_error(r, k, "a branch at a bus that does not exist");
    br.from = static_cast<int>(f[0].value);
    br.to = static_cast<int>(f[1].value);
    if (br.from == br.to) return field_error(r, 1, "a branch from a bus to itself");
    br.r = f[2].value;
    br.x = f[3].value;
    if (br.r == 0 && br.x == 0) return field_error(r, 3, "a branch with r = x = 0 (no impedance)");
    br.b = f[4].value;
    br.rate_a = f[5].value;
    if (br.rate_a < 0) return field_error(r, 5, "rateA must not be negative");
    br.ratio = f[8].value;
    if (br.ratio < 0) return field_error(r, 8, "a tap ratio must not be negative");
    br.angle = f[9].value;
    if (!status_ok(f[10].value)) return field_error(r, 10, "a status must be 0 or 1");
    br.on = f[10].value == 1;
    br.angmin = f[11].value;
    br.angmax = f[12].value;
    if (br.angmin > br.angmax) return field_error(r, 12, "angmin > angmax");
    pc.branch.push_back(br);
  }
  return pc;
}

numeric::Result<PowerCase> read_matpower_case(const std::string& path) {
  auto text = detail::read_file(path);
  if (!text.ok()) return text.error();
  return parse_matpower_case(*text, path);
}

}  // namespace privbound::solvers::data

namespace privbound::solvers::data {

std::vector<std::string> stored_case_names() {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < detail::kStoredCaseCount; ++i) out.emplace_back(detail::kStoredCases[i].name);
  return out;
}

numeric::Result<StoredCase> stored_case(const std::string& name) {
  for (std::size_t i = 0; i < detail::kStoredCaseCount; ++i)
    if (name == detail::kStoredCases[i].name)
      return StoredCase{detail::kStoredCases[i].text,
                        "data/grids/" + name + ".m (MATPOWER " + name + ", IEEE Common Data Format, via MATPOWER 8)"};
  return numeric::domain_error("stored_case", "name", "{case14, case118}", name);
}

}  // namespace privbound::solvers::data
