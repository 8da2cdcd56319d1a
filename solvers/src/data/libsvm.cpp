// LIBSVM/SVMlight text (readers.hpp). Per line ("\n" or "\r\n"): '#' starts a comment to the end of
// the line; tokens are separated by spaces and tabs; a line without tokens is skipped; otherwise
// the first token is the label (a decimal number, "+1" included) and every other token is
// <index>:<value>, the index a decimal integer >= 1 (digits only), the value a decimal number.
#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <new>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include "common.hpp"
#include "privbound/solvers/data/readers.hpp"

namespace privbound::solvers::data {
namespace {

using detail::at;

struct LibsvmEntry {
  std::size_t row, col;  // col 0-based
  double value;
};

bool libsvm_blank(char ch) { return ch == ' ' || ch == '\t'; }

std::string shortest(double v) {
  char buf[32];
  const auto r = std::to_chars(buf, buf + sizeof buf, v);
  return std::string(buf, r.ptr);
}

}  // namespace

numeric::Result<LibsvmData> parse_libsvm(std::string_view text, const std::string& source, std::size_t features) {
  LibsvmData d;
  d.source = source;
  std::vector<LibsvmEntry> entries;
  std::size_t max_index = 0, max_line = 0, max_column = 0;  // the largest index and where it first occurs
  std::size_t line_no = 0;
  std::string_view rest = text;
  while (!rest.empty()) {
    std::string_view s = detail::next_line(rest);
    ++line_no;
    s = s.substr(0, s.find('#'));
    std::size_t pos = 0, previous = 0;
    bool first = true;
    for (;;) {
      while (pos < s.size() && libsvm_blank(s[pos])) ++pos;
      if (pos == s.size()) break;
      const std::size_t b = pos;
      while (pos < s.size() && !libsvm_blank(s[pos])) ++pos;
      const std::string_view tok = s.substr(b, pos - b);
      const std::size_t column = b + 1;
      if (first) {
        first = false;
        double label = 0;
        const auto st = detail::parse_number(tok, label);
        if (st != detail::NumberStatus::ok)
          return at(source, line_no, column, "the label " + detail::number_problem(tok, st));
        d.labels.push_back(label);
        continue;
      }
      const std::size_t colon = tok.find(':');
      if (colon == std::string_view::npos)
        return at(source, line_no, column, "expected <index>:<value>, found " + detail::quoted(tok));
      const std::string_view index_text = tok.substr(0, colon), value_text = tok.substr(colon + 1);
      std::size_t index = 0;
      const bool digits = !index_text.empty() && std::all_of(index_text.begin(), index_text.end(),
                                                             [](char ch) { return ch >= '0' && ch <= '9'; });
      if (!digits)
        return at(source, line_no, column, "the index " + detail::quoted(index_text) + " is not a positive integer");
      const auto [ptr, ec] = std::from_chars(index_text.data(), index_text.data() + index_text.size(), index);
      if (ec != std::errc{} || ptr != index_text.data() + index_text.size())
        return at(source, line_no, column, "the index " + detail::quoted(index_text) + " is too large");
      if (index == 0) return at(source, line_no, column, "the index 0 (indices start at 1)");
      if (index <= previous)
        return at(source, line_no, column,
                  "the index " + std::to_string(index) + " after the index " + std::to_string(previous) +
                      " (indices must increase along a line)");
      if (features != 0 && index > features)
        return at(
            source, line_no, column,
            "the index " + std::to_string(index) + " is above the number of features, " + std::to_string(features));
      previous = index;
      double value = 0;
      const auto st = detail::parse_number(value_text, value);
      if (st != detail::NumberStatus::ok)
        return at(source, line_no, column + colon + 1, "the value " + detail::number_problem(value_text, st));
      if (index > max_index) {
        max_index = index;
        max_line = line_no;
        max_column = column;
      }
      entries.push_back({d.labels.size() - 1, index - 1, value});
    }
  }
  const std::size_t rows = d.labels.size();
  if (rows == 0) {
    const auto [line, column] = detail::end_position(text);
    return at(source, line, column, "no record (the file is empty or only comments)");
  }
  const std::size_t width = std::max(features, max_index);
  // The dense matrix the data asks for is bounded by the text's size; the one a caller asks for
  // (features) is the caller's choice, but must still be representable.
  if (max_index > features && rows > detail::dense_limit(text.size()) / max_index)
    return at(source, max_line, max_column,
              "the index " + std::to_string(max_index) + " makes the dense matrix " + std::to_string(rows) + " × " +
                  std::to_string(max_index) +
                  ", more than 64 entries per byte of the file (too sparse to read densely)");
  constexpr auto kMaxIndex = static_cast<std::size_t>(std::numeric_limits<Eigen::Index>::max());
  if (width > kMaxIndex / sizeof(double) || (width != 0 && rows > kMaxIndex / sizeof(double) / width))
    return detail::whole(
        source, "a dense matrix of " + std::to_string(rows) + " × " + std::to_string(width) + " entries is too large");
  try {
    d.X = Eigen::MatrixXd::Zero(static_cast<Eigen::Index>(rows), static_cast<Eigen::Index>(width));
  } catch (const std::bad_alloc&) {
    return detail::whole(source, "cannot allocate a dense matrix of " + std::to_string(rows) + " × " +
                                     std::to_string(width) + " entries");
  }
  for (const LibsvmEntry& e : entries) {
    d.X(static_cast<Eigen::Index>(e.row), static_cast<Eigen::Index>(e.col)) = e.value;
    if (e.value != 0) ++d.nonzeros;
  }
  return d;
}

numeric::Result<LibsvmData> read_libsvm(const std::string& path, std::size_t features) {
  PB_TRY(const std::string text, detail::read_file(path));
  return parse_libsvm(text, path, features);
}

numeric::Result<Eigen::VectorXd> binary_labels(const std::vector<double>& labels, double positive) {
  if (!std::isfinite(positive))
    return numeric::domain_error("binary_labels", "positive", "the finite numbers", shortest(positive));
  std::vector<double> distinct;
  for (std::size_t i = 0; i < labels.size(); ++i) {
    const double v = labels[i];
    if (!std::isfinite(v))
      return numeric::hypothesis_error("binary_labels", "label " + std::to_string(i + 1) + " is " + shortest(v));
    if (std::find(distinct.begin(), distinct.end(), v) != distinct.end()) continue;
    distinct.push_back(v);
    if (distinct.size() > 2)
      return numeric::hypothesis_error("binary_labels", "the labels take more than two values (" +
                                                            shortest(distinct[0]) + ", " + shortest(distinct[1]) +
                                                            ", " + shortest(distinct[2]) + ", …)");
  }
  if (std::find(distinct.begin(), distinct.end(), positive) == distinct.end())
    return numeric::hypothesis_error("binary_labels", "the positive label " + shortest(positive) + " never occurs");
  Eigen::VectorXd y(static_cast<Eigen::Index>(labels.size()));
  for (std::size_t i = 0; i < labels.size(); ++i) y(static_cast<Eigen::Index>(i)) = labels[i] == positive ? 1.0 : -1.0;
  return y;
}

}  // namespace privbound::solvers::data
