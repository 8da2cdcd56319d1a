// Weka's ARFF (https://waikato.github.io/weka-wiki/formats_and_processing/arff_stable/) into a
// Table. The file is read line by line ("\n" or "\r\n"); on every line '%' outside quotes starts a
// comment to the end of the line, and blank or comment-only lines are skipped. Tokens: a quoted
// string ('…' or "…", on one line, with the backslash escapes \n \t \r and \<c> for any other c),
// one of { } , as punctuation, or a word (bytes up to a blank, one of { } , %). Header:
//   @relation <name>                        (first; keywords are case-insensitive)
//   @attribute <name> numeric|real|integer|string|{<value>, …}
//   @data
// then one record per line: fields separated by ',', each a quoted string or unquoted text
// (trimmed of spaces and tabs), an unquoted ? meaning missing (a quoted '?' is the text ?).
#include <algorithm>
#include <string>
#include <string_view>
#include <utility>

#include "common.hpp"
#include "privbound/solvers/data/readers.hpp"

namespace privbound::solvers::data {
namespace {

using detail::at;

bool arff_blank(char ch) { return ch == ' ' || ch == '\t'; }

std::string ascii_lower(std::string_view s) {
  std::string o(s);
  for (char& ch : o)
    if (ch >= 'A' && ch <= 'Z') ch = static_cast<char>(ch - 'A' + 'a');
  return o;
}

struct ArffToken {
  enum class Kind { end, word, quoted, punct };
  Kind kind = Kind::end;
  char punct = 0;  // the character of a punct token
  std::string text;
  std::size_t column = 0;
};

// One line of the file being tokenised (the line without its break).
class ArffLine {
 public:
  ArffLine(std::string_view s, std::size_t line, const std::string& source) : s_(s), line_(line), source_(source) {}

  std::string_view text() const { return s_; }
  std::size_t pos() const { return pos_; }
  void set_pos(std::size_t p) { pos_ = p; }
  std::size_t line() const { return line_; }
  numeric::Error error(std::size_t column, std::string_view what) const { return at(source_, line_, column, what); }

  // Skips blanks and a comment; true at the end of the line (or of its text before a comment).
  bool at_end() {
    while (pos_ < s_.size() && arff_blank(s_[pos_])) ++pos_;
    if (pos_ < s_.size() && s_[pos_] == '%') pos_ = s_.size();
    return pos_ >= s_.size();
  }
  char peek() const { return s_[pos_]; }

  // A quoted string starting at pos() (a quote); pos() ends after the closing quote.
  numeric::Result<std::string> quoted_string() {
    const char q = s_[pos_];
    const std::size_t open = pos_ + 1;
    std::string o;
    for (++pos_; pos_ < s_.size(); ++pos_) {
      char ch = s_[pos_];
      if (ch == q) {
        ++pos_;
        return o;
      }
      if (ch == '\\' && pos_ + 1 < s_.size()) {
        ch = s_[++pos_];
        ch = ch == 'n' ? '\n' : ch == 't' ? '\t' : ch == 'r' ? '\r' : ch;
      }
      o += ch;
    }
    return error(open, "a quote that is never closed on its line");
  }

  numeric::Result<ArffToken> next() {
    ArffToken t;
    if (at_end()) {
      t.column = s_.size() + 1;
      return t;
    }
    t.column = pos_ + 1;
    const char ch = s_[pos_];
    if (ch == '\'' || ch == '"') {
      t.kind = ArffToken::Kind::quoted;
      PB_TRY(t.text, quoted_string());
      return t;
    }
    if (ch == '{' || ch == '}' || ch == ',') {
      t.kind = ArffToken::Kind::punct;
      t.punct = ch;
      t.text = std::string(1, ch);
      ++pos_;
      return t;
    }
    const std::size_t b = pos_;
    while (pos_ < s_.size() && !arff_blank(s_[pos_]) &&
           std::string_view("{},%").find(s_[pos_]) == std::string_view::npos)
      ++pos_;
    t.kind = ArffToken::Kind::word;
    t.text = s_.substr(b, pos_ - b);
    return t;
  }

  // Nothing but blanks and a comment may follow.
  numeric::Result<void> expect_end(std::string_view after) {
    if (at_end()) return {};
    return error(pos_ + 1, "unexpected " + detail::quoted(s_.substr(pos_)) + " after " + std::string(after));
  }

 private:
  std::string_view s_;
  std::size_t pos_ = 0;
  std::size_t line_;
  const std::string& source_;
};

bool is_name(const ArffToken& t) { return t.kind == ArffToken::Kind::word || t.kind == ArffToken::Kind::quoted; }

// The declared type of an attribute (after its name).
numeric::Result<void> arff_type(ArffLine& ln, Column& col) {
  PB_TRY(const ArffToken t, ln.next());
  if (t.kind == ArffToken::Kind::end)
    return ln.error(t.column, "the attribute " + detail::quoted(col.name) + " has no type");
  if (t.kind == ArffToken::Kind::punct && t.punct == '{') {
    col.kind = Column::Kind::categorical;
    for (;;) {
      PB_TRY(const ArffToken v, ln.next());
      if (!is_name(v))
        return ln.error(v.column,
                        col.levels.empty() ? "expected a nominal value after '{'" : "expected a nominal value");
      if (std::find(col.levels.begin(), col.levels.end(), v.text) != col.levels.end())
        return ln.error(v.column, "the nominal value " + detail::quoted(v.text) + " twice");
      col.levels.push_back(v.text);
      PB_TRY(const ArffToken p, ln.next());
      if (p.kind == ArffToken::Kind::punct && p.punct == '}') break;
      if (!(p.kind == ArffToken::Kind::punct && p.punct == ','))
        return ln.error(p.column, "expected ',' or '}' in the values of " + detail::quoted(col.name));
    }
    return ln.expect_end("the nominal values");
  }
  const std::string type = t.kind == ArffToken::Kind::word ? ascii_lower(t.text) : std::string();
  if (type == "numeric" || type == "real" || type == "integer") {
    col.kind = Column::Kind::numerical;
  } else if (type == "string") {
    col.kind = Column::Kind::categorical;
  } else if (type == "date") {
    return ln.error(t.column, "date attributes are not supported");
  } else if (type == "relational") {
    return ln.error(t.column, "relational attributes are not supported");
  } else {
    return ln.error(t.column, "unknown attribute type " + detail::quoted(t.text) +
                                  " (expected numeric, real, integer, string or {values})");
  }
  return ln.expect_end("the attribute type");
}

// One record of the data section into t; ln is at its first non-blank byte.
numeric::Result<void> arff_record(ArffLine& ln, Table& t) {
  const std::string_view s = ln.text();
  const std::size_t n = s.size(), width = t.columns.size();
  if (s[ln.pos()] == '{') return ln.error(ln.pos() + 1, "sparse ARFF records ({index value, …}) are not supported");
  std::vector<std::string> row(width);
  std::vector<bool> missing(width);
  std::size_t k = 0, p = 0;  // the field number and the offset where the field starts
  for (;;) {
    std::size_t q = p;
    while (q < n && arff_blank(s[q])) ++q;
    const std::size_t value_column = q + 1;
    if (q < n && s[q] == '{') return ln.error(value_column, "instance weights ({weight}) are not supported");
    if (k == width)
      return ln.error(p + 1, "a record with more than " + std::to_string(width) + " fields (" + std::to_string(width) +
                                 " attributes are declared)");
    std::string text;
    bool quoted = false;
    if (q < n && (s[q] == '\'' || s[q] == '"')) {
      quoted = true;
      ln.set_pos(q);
      PB_TRY(text, ln.quoted_string());
      q = ln.pos();
      while (q < n && arff_blank(s[q])) ++q;
      if (q < n && s[q] != ',' && s[q] != '%')
        return ln.error(
            q + 1, detail::quoted(s.substr(q, 1)) + " after a quoted value (expected ',' or the end of the record)");
    } else {
      std::size_t e = q;
      while (e < n && s[e] != ',' && s[e] != '%') ++e;
      std::size_t v_end = e;
      while (v_end > q && arff_blank(s[v_end - 1])) --v_end;
      text = s.substr(q, v_end - q);
      q = e;
      if (text.empty()) return ln.error(value_column, "an empty field (a missing value is written ?)");
    }
    const Column& col = t.columns[k];
    if (!quoted && text == "?") {
      missing[k] = true;
    } else if (col.kind == Column::Kind::numerical) {
      double v = 0;
      const auto st = detail::parse_number(text, v);
      if (st != detail::NumberStatus::ok)
        return ln.error(value_column, detail::number_problem(text, st) + " (the attribute " + detail::quoted(col.name) +
                                          " is numeric)");
      row[k] = std::move(text);
    } else if (!col.levels.empty() && std::find(col.levels.begin(), col.levels.end(), text) == col.levels.end()) {
      return ln.error(value_column,
                      detail::quoted(text) + " is not a declared value of the attribute " + detail::quoted(col.name));
    } else {
      row[k] = std::move(text);
    }
    ++k;
    if (q < n && s[q] == ',') {
      p = q + 1;
      continue;
    }
    if (k < width)
      return ln.error(q + 1, "a record with " + std::to_string(k) + (k == 1 ? " field" : " fields") + " (" +
                                 std::to_string(width) + " attributes are declared)");
    break;
  }
  t.rows.push_back(std::move(row));
  t.missing.push_back(std::move(missing));
  t.line.push_back(ln.line());
  return {};
}

}  // namespace

numeric::Result<Table> parse_arff(std::string_view text, const std::string& source) {
  Table t;
  t.source = source;
  std::vector<bool> is_string;  // per column: a string attribute (levels from the data)
  bool relation = false, data = false;
  std::size_t line_no = 0;
  std::string_view body = text;
  if (body.substr(0, 3) == "\xEF\xBB\xBF") body.remove_prefix(3);  // a UTF-8 byte order mark
  std::string_view rest = body;
  while (!rest.empty()) {
    const std::string_view s = detail::next_line(rest);
    ++line_no;
    ArffLine ln(s, line_no, source);
    if (ln.at_end()) continue;
    if (data) {
      PB_CHECK(arff_record(ln, t));
      continue;
    }
    PB_TRY(const ArffToken kw_token, ln.next());
    const std::string kw = kw_token.kind == ArffToken::Kind::word ? ascii_lower(kw_token.text) : std::string();
    if (kw == "@relation") {
      if (relation) return ln.error(kw_token.column, "a second @relation");
      PB_TRY(const ArffToken name, ln.next());
      if (!is_name(name)) return ln.error(name.column, "expected the relation's name after @relation");
      PB_CHECK(ln.expect_end("the relation's name"));
      relation = true;
    } else if (!relation) {
      return ln.error(kw_token.column, "expected @relation, found " + detail::quoted(kw_token.text));
    } else if (kw == "@attribute") {
      PB_TRY(const ArffToken name, ln.next());
      if (!is_name(name)) return ln.error(name.column, "expected the attribute's name after @attribute");
      for (std::size_t i = 0; i < t.columns.size(); ++i)
        if (t.columns[i].name == name.text)
          return ln.error(name.column, "the attribute name " + detail::quoted(name.text) + " again (attribute " +
                                           std::to_string(i + 1) + " has it)");
      Column col;
      col.name = name.text;
      PB_CHECK(arff_type(ln, col));
      is_string.push_back(col.kind == Column::Kind::categorical && col.levels.empty());
      t.columns.push_back(std::move(col));
    } else if (kw == "@data") {
      if (t.columns.empty()) return ln.error(kw_token.column, "@data before any @attribute");
      PB_CHECK(ln.expect_end("@data"));
      data = true;
    } else {
      return ln.error(kw_token.column, "expected @attribute or @data, found " + detail::quoted(kw_token.text));
    }
  }
  if (!data) {
    const auto [line, column] = detail::end_position(body);
    return at(source, line, column, relation ? "no @data section" : "no @relation (an empty file?)");
  }
  for (std::size_t j = 0; j < t.columns.size(); ++j)
    if (is_string[j]) detail::infer_column(t, j, false);
  return t;
}

numeric::Result<Table> read_arff(const std::string& path) {
  PB_TRY(const std::string text, detail::read_file(path));
  return parse_arff(text, path);
}

}  // namespace privbound::solvers::data
