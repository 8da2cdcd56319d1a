// fuzz_data: the data readers (solvers/data/readers.hpp) on text and bytes in memory (the parse_*
// entry points; the target never touches the file system).
// Input: the first byte picks the reader (its value mod 8), the rest is the text or the bytes:
//   0 CSV, default options       1 CSV with a header       2 CSV: ';', no trimming, blank lines
//   kept, missing marker "NA"    3 ARFF    4 LIBSVM    5 LIBSVM with features = 8    6 IDX
//   7 MATPOWER case
// Invariants:
//  - no crash, bounded time and memory (-max_len 4096: a reader must not allocate beyond what the
//    input justifies, so an IDX header or a LIBSVM index asking for gigabytes is an error);
//  - an error is invalid_input, one line, and starts with the source name; for the text formats its
//    "<source>:<line>:<column>:" lies inside the text (line <= lines, column <= that line's bytes + 1),
//    for IDX "<source>: byte <n>:" has n <= the size;
//  - an accepted table has a column per field of every row, missing flags of the same shape, an empty
//    text for every missing field, a strictly increasing line per record; a numerical column's values
//    all read as finite numbers by strtod (an independent reader); a categorical column's levels
//    are distinct and hold every value (CSV: exactly the values in order of first appearance);
//  - preprocess_binary on an accepted table whose last column is categorical (positive: its first
//    level) either fails as above or gives X with rows = records_read − dropped_missing = |y|, a name
//    per column, every entry in [0, 1], y in {±1} with at least one +1;
//  - accepted LIBSVM: X.rows() == labels.size(), finite X and labels, nonzeros == the nonzero entries
//    of X, and X.cols() == 8 when features = 8;
//  - accepted MATPOWER case: baseMVA > 0, at least one bus, generator and branch, distinct bus ids, every
//    generator and branch at an existing bus, 0 < Vmin <= Vmax, Pmin <= Pmax, Qmin <= Qmax, no branch with
//    r = x = 0 or from a bus to itself; errors as for the text formats or about the whole case;
//  - accepted IDX: 1 <= rank <= 8, values.size() == the product of dims, finite values, and the
//    input is exactly the header plus that many elements of the type's size.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "invariants.hpp"
#include "privbound/solvers/data/readers.hpp"

namespace {

namespace dt = privbound::solvers::data;
namespace nm = privbound::numeric;
namespace fz = privbound::fuzz;

constexpr const char* kTarget = "fuzz_data";
constexpr const char* kSource = "fuzz-input";

// 1-based line count and the byte length of line `line` (1-based) of text.
std::size_t line_count(std::string_view text) {
  std::size_t n = 1;
  for (char c : text) n += c == '\n';
  return n;
}
std::size_t line_length(std::string_view text, std::size_t line) {
  std::size_t start = 0;
  for (std::size_t l = 1; l < line; ++l) start = text.find('\n', start) + 1;
  const std::size_t end = text.find('\n', start);
  return (end == std::string_view::npos ? text.size() : end) - start;
}

std::size_t number_at(std::string_view s, std::size_t& i) {
  std::size_t v = 0;
  const std::size_t b = i;
  while (i < s.size() && s[i] >= '0' && s[i] <= '9' && i - b < 18) v = v * 10 + static_cast<std::size_t>(s[i++] - '0');
  return i == b ? static_cast<std::size_t>(-1) : v;
}

// An error of a reader: invalid_input, one line, "<source>" then a position inside the input:
// "<source>: byte <n>: " (idx), else "<source>:<line>:<column>: ", or "<source>: " when whole_ok
// (preprocess_binary's errors are about the whole table).
void check_reader_error(const nm::Error& e, std::string_view input, bool idx, bool whole_ok, const std::string& shown) {
  if (auto w = fz::check_error(e); !w.empty()) fz::violation(kTarget, "error", w, shown);
  if (e.kind != nm::ErrorKind::invalid_input)
    fz::violation(kTarget, "error", "a rejection of kind other than invalid_input: " + fz::escape(e.message), shown);
  const std::string_view m = e.message;
  const std::string src = kSource;
  if (m.substr(0, src.size()) != src)
    fz::violation(kTarget, "error", "an error that does not start with the source name: " + fz::escape(m), shown);
  std::size_t i = src.size();
  if (idx) {
    if (m.substr(i, 7) != ": byte ")
      fz::violation(kTarget, "error", "an IDX error without \": byte <n>:\": " + fz::escape(m), shown);
    i += 7;
    const std::size_t at = number_at(m, i);
    if (at == static_cast<std::size_t>(-1) || at > input.size() || m.substr(i, 2) != ": ")
      fz::violation(kTarget, "error", "an IDX error at a byte outside the input: " + fz::escape(m), shown);
    return;
  }
  if (whole_ok && m.substr(i, 2) == ": ") return;
  if (m.substr(i, 1) != ":")
    fz::violation(kTarget, "error", "an error without \":<line>:<column>:\": " + fz::escape(m), shown);
  ++i;
  const std::size_t line = number_at(m, i);
  if (m.substr(i, 1) != ":")
    fz::violation(kTarget, "error", "an error without \":<line>:<column>:\": " + fz::escape(m), shown);
  ++i;
  const std::size_t column = number_at(m, i);
  if (line == static_cast<std::size_t>(-1) || column == static_cast<std::size_t>(-1) || m.substr(i, 2) != ": ")
    fz::violation(kTarget, "error", "an error without \":<line>:<column>:\": " + fz::escape(m), shown);
  std::string_view body = input;
  if (body.substr(0, 3) == "\xEF\xBB\xBF") body.remove_prefix(3);  // columns of line 1 count after a BOM
  if (line < 1 || line > line_count(body) || column < 1 || column > line_length(body, line) + 1)
    fz::violation(kTarget, "error", "an error position outside the text: " + fz::escape(m), shown);
}

bool strtod_finite(const std::string& s) {
  if (s.empty() || s[0] == ' ' || s[0] == '\t' || s[0] == '\n') return false;
  char* end = nullptr;
  const double v = std::strtod(s.c_str(), &end);
  return end == s.c_str() + s.size() && std::isfinite(v);
}

void check_table(const dt::Table& t, bool csv, const std::string& shown) {
  const std::size_t width = t.columns.size(), n = t.rows.size();
  if (t.source != kSource) fz::violation(kTarget, "table", "the table's source is not the name given", shown);
  if (csv && width == 0) fz::violation(kTarget, "table", "a CSV table without columns", shown);
  if (t.missing.size() != n || t.line.size() != n)
    fz::violation(kTarget, "table", "rows, missing flags and lines of different counts", shown);
  for (std::size_t r = 0; r < n; ++r) {
    if (t.rows[r].size() != width || t.missing[r].size() != width)
      fz::violation(kTarget, "table", "record " + std::to_string(r) + " is not as wide as the columns", shown);
    if (r > 0 && t.line[r] <= t.line[r - 1]) fz::violation(kTarget, "table", "record lines do not increase", shown);
    for (std::size_t j = 0; j < width; ++j)
      if (t.missing[r][j] && !t.rows[r][j].empty()) fz::violation(kTarget, "table", "a missing field with text", shown);
  }
  for (std::size_t j = 0; j < width; ++j) {
    const dt::Column& c = t.columns[j];
    if (c.kind == dt::Column::Kind::numerical) {
      if (!c.levels.empty()) fz::violation(kTarget, "table", "a numerical column with levels", shown);
      for (std::size_t r = 0; r < n; ++r)
        if (!t.missing[r][j] && !strtod_finite(t.rows[r][j]))
          fz::violation(kTarget, "table", "a numerical column holds \"" + fz::escape(t.rows[r][j]) + "\"", shown);
      continue;
    }
    std::unordered_set<std::string> levels(c.levels.begin(), c.levels.end());
    if (levels.size() != c.levels.size()) fz::violation(kTarget, "table", "repeated levels", shown);
    std::vector<std::string> first_seen;
    std::unordered_set<std::string> seen;
    for (std::size_t r = 0; r < n; ++r) {
      if (t.missing[r][j]) continue;
      if (!levels.count(t.rows[r][j])) fz::violation(kTarget, "table", "a value outside its column's levels", shown);
      if (seen.insert(t.rows[r][j]).second) first_seen.push_back(t.rows[r][j]);
    }
    if (csv && first_seen != c.levels)
      fz::violation(kTarget, "table", "CSV levels other than the values in order of first appearance", shown);
  }
}

void check_preprocess(const dt::Table& t, std::string_view input, const std::string& shown) {
  if (t.columns.empty() || t.columns.back().kind != dt::Column::Kind::categorical || t.columns.back().levels.empty())
    return;
  const auto r = dt::preprocess_binary(t, {.label_column = "", .positive = t.columns.back().levels.front()});
  if (!r.ok()) {
    check_reader_error(r.error(), input, false, true, shown);
    return;
  }
  const dt::Dataset& d = *r;
  if (d.records_read != t.rows.size() || d.dropped_missing > d.records_read ||
      static_cast<std::size_t>(d.X.rows()) != d.records_read - d.dropped_missing || d.y.size() != d.X.rows() ||
      d.features.size() != static_cast<std::size_t>(d.X.cols()))
    fz::violation(kTarget, "preprocess", "inconsistent shapes or counts", shown);
  for (Eigen::Index i = 0; i < d.X.size(); ++i) {
    const double v = d.X.data()[i];
    if (!(v >= 0 && v <= 1))
      fz::violation(kTarget, "preprocess", "an entry outside [0, 1]: " + std::to_string(v), shown);
  }
  bool positive = false;
  for (Eigen::Index i = 0; i < d.y.size(); ++i) {
    if (d.y(i) != 1 && d.y(i) != -1) fz::violation(kTarget, "preprocess", "a label other than ±1", shown);
    positive = positive || d.y(i) == 1;
  }
  if (!positive) fz::violation(kTarget, "preprocess", "no +1 label", shown);
}

void check_libsvm(const dt::LibsvmData& d, std::size_t features, const std::string& shown) {
  if (static_cast<std::size_t>(d.X.rows()) != d.labels.size())
    fz::violation(kTarget, "libsvm", "X.rows() != labels.size()", shown);
  if (features != 0 && static_cast<std::size_t>(d.X.cols()) != features)
    fz::violation(kTarget, "libsvm", "X.cols() is not the features asked for", shown);
  std::size_t nonzeros = 0;
  for (Eigen::Index i = 0; i < d.X.size(); ++i) {
    if (!std::isfinite(d.X.data()[i])) fz::violation(kTarget, "libsvm", "a non-finite entry", shown);
    nonzeros += d.X.data()[i] != 0;
  }
  if (nonzeros != d.nonzeros) fz::violation(kTarget, "libsvm", "nonzeros is not the nonzero count of X", shown);
  for (double v : d.labels)
    if (!std::isfinite(v)) fz::violation(kTarget, "libsvm", "a non-finite label", shown);
}

void check_idx(const dt::IdxArray& a, std::string_view bytes, const std::string& shown) {
  if (a.dims.empty() || a.dims.size() > 8) fz::violation(kTarget, "idx", "rank outside 1..8", shown);
  std::size_t count = 1;
  for (std::size_t d : a.dims) count *= d;  // bounded: the input is at most max_len bytes
  if (a.values.size() != count) fz::violation(kTarget, "idx", "values.size() != the product of dims", shown);
  std::size_t size = 0;
  switch (static_cast<unsigned char>(bytes[2])) {
    case 0x08:
    case 0x09:
      size = 1;
      break;
    case 0x0B:
      size = 2;
      break;
    case 0x0C:
    case 0x0D:
      size = 4;
      break;
    case 0x0E:
      size = 8;
      break;
    default:
      fz::violation(kTarget, "idx", "an accepted unknown type", shown);
  }
  if (bytes.size() != 4 + 4 * a.dims.size() + count * size)
    fz::violation(kTarget, "idx", "the input is not exactly the header and the elements", shown);
  for (double v : a.values)
    if (!std::isfinite(v)) fz::violation(kTarget, "idx", "a non-finite value", shown);
}

void check_case(const dt::PowerCase& c, const std::string& shown) {
  auto fail = [&](const std::string& what) { fz::violation(kTarget, "matpower", what, shown); };
  if (!(c.base_mva > 0)) fail("an accepted case with baseMVA <= 0");
  if (c.bus.empty() || c.gen.empty() || c.branch.empty()) fail("an accepted case with an empty matrix");
  std::unordered_set<int> ids;
  for (const auto& b : c.bus) {
    if (!ids.insert(b.id).second) fail("a repeated bus id " + std::to_string(b.id));
    if (!(b.vmin > 0 && b.vmin <= b.vmax)) fail("Vmin outside (0, Vmax]");
  }
  for (const auto& g : c.gen) {
    if (!ids.count(g.bus)) fail("a generator at a missing bus");
    if (g.pmin > g.pmax || g.qmin > g.qmax) fail("a generator with inverted limits");
  }
  for (const auto& br : c.branch) {
    if (!ids.count(br.from) || !ids.count(br.to)) fail("a branch at a missing bus");
    if (br.from == br.to || (br.r == 0 && br.x == 0)) fail("a branch to itself or without impedance");
    if (!std::isfinite(br.r) || !std::isfinite(br.x) || !std::isfinite(br.b)) fail("a non-finite impedance");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const unsigned reader = data[0] % 8u;
  const std::string_view input(reinterpret_cast<const char*>(data) + 1, size - 1);
  const std::string shown = "reader " + std::to_string(reader) + ", \"" + fz::escape(input.substr(0, 400)) + "\"";
  fz::echo(kTarget, shown);
  switch (reader) {
    case 0:
    case 1:
    case 2: {
      dt::CsvOptions o;
      if (reader == 1) o.header = true;
      if (reader == 2)
        o = {.separator = ';', .header = false, .missing = "NA", .trim = false, .skip_blank_lines = false};
      const auto r = dt::parse_csv(input, kSource, o);
      if (!r.ok()) {
        check_reader_error(r.error(), input, false, false, shown);
        return 0;
      }
      check_table(*r, true, shown);
      check_preprocess(*r, input, shown);
      return 0;
    }
    case 3: {
      const auto r = dt::parse_arff(input, kSource);
      if (!r.ok()) {
        check_reader_error(r.error(), input, false, false, shown);
        return 0;
      }
      check_table(*r, false, shown);
      check_preprocess(*r, input, shown);
      return 0;
    }
    case 4:
    case 5: {
      const std::size_t features = reader == 5 ? 8 : 0;
      const auto r = dt::parse_libsvm(input, kSource, features);
      if (!r.ok()) {
        check_reader_error(r.error(), input, false, false, shown);
        return 0;
      }
      check_libsvm(*r, features, shown);
      return 0;
    }
    case 7: {
      const auto r = dt::parse_matpower_case(input, kSource);
      if (!r.ok()) {
        check_reader_error(r.error(), input, false, true, shown);
        return 0;
      }
      check_case(*r, shown);
      return 0;
    }
    default: {
      const auto r = dt::parse_idx(input, kSource);
      if (!r.ok()) {
        check_reader_error(r.error(), input, true, false, shown);
        return 0;
      }
      check_idx(*r, input, shown);
      return 0;
    }
  }
}
