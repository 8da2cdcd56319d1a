// CSV (RFC 4180 quoting) into a Table, and the column inference the Table shares with ARFF's
// string attributes. The grammar, with the options of CsvOptions:
//   file   = [BOM] record (break record)* [break]      break = "\n" | "\r\n" | "\r" at the end
//   record = field (separator field)*
//   field  = [blanks] '"' (any byte but '"' | '""')* '"' [blanks]   (quoted: breaks allowed inside)
//          | any bytes but the separator and breaks                 (unquoted; a '"' inside is literal)
// blanks are spaces and tabs other than the separator, skipped only when o.trim; an unquoted field
// is trimmed of them too. A quoted field keeps its text exactly (blanks, breaks and all).
#include <string>
#include <string_view>
#include <unordered_set>

#include "common.hpp"
#include "privbound/solvers/data/readers.hpp"

namespace privbound::solvers::data {
namespace {

using detail::at;

// A position in the text: the byte offset, its 1-based line and the offset where that line starts.
struct CsvCursor {
  std::string_view s;
  std::size_t pos = 0, line = 1, line_start = 0;

  bool end() const { return pos >= s.size(); }
  char peek() const { return s[pos]; }
  std::size_t column() const { return pos - line_start + 1; }
  // At a line break: "\n", "\r\n", or a '\r' that ends the text (a lone '\r' elsewhere is data).
  bool at_break() const {
    if (end()) return false;
    return s[pos] == '\n' || (s[pos] == '\r' && (pos + 1 == s.size() || s[pos + 1] == '\n'));
  }
  void take_break() {
    if (s[pos] == '\r' && pos + 1 == s.size()) {  // the final '\r': no new line begins after it
      ++pos;
      return;
    }
    pos += s[pos] == '\r' ? 2 : 1;
    ++line;
    line_start = pos;
  }
};

struct CsvField {
  std::string text;
  std::size_t line = 0, column = 0;  // the field's first byte (before any blanks)
};

std::string fields_text(std::size_t n) { return std::to_string(n) + (n == 1 ? " field" : " fields"); }

}  // namespace

namespace detail {

void infer_column(Table& t, std::size_t c, bool allow_numerical) {
  Column& col = t.columns[c];
  bool numerical = allow_numerical;
  for (std::size_t r = 0; r < t.rows.size() && numerical; ++r) {
    double v = 0;
    if (!t.missing[r][c] && parse_number(t.rows[r][c], v) != NumberStatus::ok) numerical = false;
  }
  col.kind = numerical ? Column::Kind::numerical : Column::Kind::categorical;
  col.levels.clear();
  if (numerical) return;
  std::unordered_set<std::string_view> seen;
  for (std::size_t r = 0; r < t.rows.size(); ++r)
    if (!t.missing[r][c] && seen.insert(t.rows[r][c]).second) col.levels.push_back(t.rows[r][c]);
}

}  // namespace detail

numeric::Result<Table> parse_csv(std::string_view text, const std::string& source, const CsvOptions& o) {
  const char sep = o.separator;
  if (sep == '"' || sep == '\n' || sep == '\r')
    return numeric::domain_error("parse_csv", "separator", "the characters other than '\"', '\\n' and '\\r'",
                                 std::string(1, sep));
  const auto blank = [sep](char ch) { return (ch == ' ' || ch == '\t') && ch != sep; };
  CsvCursor c{text};
  if (text.substr(0, 3) == "\xEF\xBB\xBF") c.pos = c.line_start = 3;  // a UTF-8 byte order mark

  Table t;
  t.source = source;
  std::size_t width = 0;
  bool have_first = false;
  std::vector<CsvField> fields;
  while (!c.end()) {
    if (o.skip_blank_lines) {
      std::size_t p = c.pos;
      if (o.trim)
        while (p < text.size() && blank(text[p])) ++p;
      if (p == text.size()) {
        c.pos = p;
        break;
      }
      const CsvCursor probe{text, p, c.line, c.line_start};
      if (probe.at_break()) {
        c.pos = p;
        c.take_break();
        continue;
      }
    }
    const std::size_t record_line = c.line;
    fields.clear();
    for (;;) {
      CsvField f;
      f.line = c.line;
      f.column = c.column();
      if (have_first && fields.size() == width)
        return at(
            source, f.line, f.column,
            "a record with more than " + fields_text(width) + " (the first record has " + std::to_string(width) + ")");
      if (o.trim)
        while (!c.end() && blank(c.peek())) ++c.pos;
      if (!c.end() && c.peek() == '"') {
        const std::size_t qline = c.line, qcolumn = c.column();
        ++c.pos;
        for (;;) {
          if (c.end()) return at(source, qline, qcolumn, "a quote that is never closed");
          const char ch = c.peek();
          if (ch == '"') {
            if (c.pos + 1 < text.size() && text[c.pos + 1] == '"') {
              f.text += '"';
              c.pos += 2;
              continue;
            }
            ++c.pos;
            break;
          }
          f.text += ch;
          ++c.pos;
          if (ch == '\n') {
            ++c.line;
            c.line_start = c.pos;
          }
        }
        if (o.trim)
          while (!c.end() && blank(c.peek())) ++c.pos;
        if (!c.end() && c.peek() != sep && !c.at_break())
          return at(source, c.line, c.column(),
                    detail::quoted(std::string(1, c.peek())) +
                        " after a closing quote (expected the separator or the end of the line)");
      } else {
        const std::size_t b = c.pos;
        while (!c.end() && c.peek() != sep && !c.at_break()) ++c.pos;
        std::string_view v = text.substr(b, c.pos - b);
        if (o.trim)
          while (!v.empty() && blank(v.back())) v.remove_suffix(1);
        f.text = v;
      }
      fields.push_back(std::move(f));
      if (!c.end() && c.peek() == sep) {
        ++c.pos;
        continue;
      }
      if (have_first && fields.size() < width)
        return at(
            source, c.line, c.column(),
            "a record with " + fields_text(fields.size()) + " (the first record has " + std::to_string(width) + ")");
      if (!c.end()) c.take_break();
      break;
    }

    if (!have_first) {
      have_first = true;
      width = fields.size();
      t.columns.resize(width);
      if (o.header) {
        for (std::size_t j = 0; j < width; ++j) {
          for (std::size_t i = 0; i < j; ++i)
            if (t.columns[i].name == fields[j].text)
              return at(source, fields[j].line, fields[j].column,
                        "the column name " + detail::quoted(fields[j].text) + " again (column " +
                            std::to_string(i + 1) + " has it)");
          t.columns[j].name = std::move(fields[j].text);
        }
        continue;
      }
      for (std::size_t j = 0; j < width; ++j) t.columns[j].name = "c" + std::to_string(j + 1);
    }
    std::vector<std::string> row(width);
    std::vector<bool> missing(width);
    for (std::size_t j = 0; j < width; ++j) {
      missing[j] = fields[j].text.empty() || fields[j].text == o.missing;
      if (!missing[j]) row[j] = std::move(fields[j].text);
    }
    t.rows.push_back(std::move(row));
    t.missing.push_back(std::move(missing));
    t.line.push_back(record_line);
  }
  if (!have_first) return at(source, c.line, c.column(), "an empty file (no record)");
  for (std::size_t j = 0; j < width; ++j) detail::infer_column(t, j, true);
  return t;
}

numeric::Result<Table> read_csv(const std::string& path, const CsvOptions& o) {
  PB_TRY(const std::string text, detail::read_file(path));
  return parse_csv(text, path, o);
}

}  // namespace privbound::solvers::data
