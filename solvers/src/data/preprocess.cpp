// Ding et al.'s preprocessing of a table into a binary-classification data set (readers.hpp), in
// the printed order: drop the records with a missing value, one-hot encode the categorical
// columns, scale the numerical ones to [0, 1], map the labels to ±1.
#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <string_view>
#include <unordered_map>

#include "common.hpp"
#include "privbound/solvers/data/readers.hpp"

namespace privbound::solvers::data {
namespace {

using detail::whole;

// A label as compared: trimmed of spaces and tabs, then one trailing '.' dropped (adult.test
// writes ">50K." where adult.data writes ">50K").
std::string_view label_key(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  if (!s.empty() && s.back() == '.') s.remove_suffix(1);
  return s;
}

// Where record r is, for messages: "the record on line 12" (or "record 3" for a table without lines).
std::string record_at(const Table& t, std::size_t r) {
  if (t.line.size() == t.rows.size()) return "the record on line " + std::to_string(t.line[r]);
  return "record " + std::to_string(r + 1);
}

// (v - lo) / (hi - lo), also when hi - lo overflows (then both halved first); in [0, 1] for
// lo <= v <= hi because rounded subtraction and division are monotone.
double unit_scale(double v, double lo, double hi) {
  const double span = hi - lo;
  if (span == 0) return 0.0;
  if (std::isfinite(span)) return (v - lo) / span;
  return (v * 0.5 - lo * 0.5) / (hi * 0.5 - lo * 0.5);
}

}  // namespace

numeric::Result<Dataset> preprocess_binary(const Table& t, const BinaryPreprocess& p) {
  const std::string& src = t.source;
  const std::size_t width = t.columns.size(), n = t.rows.size();
  // A table built by hand may be inconsistent: check its shape before reading it.
  if (t.missing.size() != n)
    return whole(src, "the table has " + std::to_string(n) + " rows but " + std::to_string(t.missing.size()) +
                          " rows of missing flags");
  if (!t.line.empty() && t.line.size() != n)
    return whole(src, "the table has " + std::to_string(n) + " rows but " + std::to_string(t.line.size()) + " lines");
  for (std::size_t r = 0; r < n; ++r)
    if (t.rows[r].size() != width || t.missing[r].size() != width)
      return whole(src, record_at(t, r) + " has " + std::to_string(t.rows[r].size()) + " fields and " +
                            std::to_string(t.missing[r].size()) + " missing flags, but the table has " +
                            std::to_string(width) + " columns");

  // The label column.
  if (width == 0) return whole(src, "the table has no column (no label column)");
  std::size_t label = width - 1;
  if (!p.label_column.empty()) {
    label = width;
    for (std::size_t j = 0; j < width; ++j)
      if (t.columns[j].name == p.label_column) label = j;
    if (label == width) return whole(src, "no label column named " + detail::quoted(p.label_column));
  }
  const Column& label_col = t.columns[label];
  if (label_col.kind != Column::Kind::categorical)
    return whole(src, "the label column " + detail::quoted(label_col.name) +
                          " is numerical (preprocess_binary needs categorical labels)");

  // 1. Drop every record with a missing value.
  std::vector<std::size_t> kept;
  for (std::size_t r = 0; r < n; ++r) {
    bool any = false;
    for (std::size_t j = 0; j < width; ++j) any = any || t.missing[r][j];
    if (!any) kept.push_back(r);
  }
  Dataset d;
  d.source = src;
  d.records_read = n;
  d.dropped_missing = n - kept.size();
  if (kept.empty())
    return whole(src, "no record left after dropping the " + std::to_string(n) + " with a missing value");

  // 2.-3. The features: per numerical column its [min, max]; per categorical column the levels
  // that still occur, in the column's order.
  struct Feature {
    std::size_t column = 0;
    Eigen::Index x_column = 0;                                  // numerical: its column of X
    double lo = 0, hi = 0;                                      // numerical: its range over the kept records
    std::unordered_map<std::string_view, Eigen::Index> onehot;  // categorical: value -> X column
  };
  std::vector<Feature> features;
  Eigen::Index cols = 0;
  std::size_t widest = 0, widest_levels = 0;
  for (std::size_t j = 0; j < width; ++j) {
    if (j == label) continue;
    const Column& col = t.columns[j];
    Feature f;
    f.column = j;
    if (col.kind == Column::Kind::numerical) {
      f.lo = std::numeric_limits<double>::infinity();
      f.hi = -f.lo;
      for (const std::size_t r : kept) {
        double v = 0;
        const auto st = detail::parse_number(t.rows[r][j], v);
        if (st != detail::NumberStatus::ok)
          return whole(src, record_at(t, r) + ", column " + detail::quoted(col.name) + ": " +
                                detail::number_problem(t.rows[r][j], st));
        f.lo = std::min(f.lo, v);
        f.hi = std::max(f.hi, v);
      }
      d.features.push_back(col.name);
      f.x_column = cols++;
    } else {
      std::unordered_map<std::string_view, std::size_t> level_index;
      for (std::size_t i = 0; i < col.levels.size(); ++i) level_index.emplace(col.levels[i], i);
      std::vector<bool> occurs(col.levels.size());
      for (const std::size_t r : kept) {
        const auto it = level_index.find(t.rows[r][j]);
        if (it == level_index.end())
          return whole(src, record_at(t, r) + ", column " + detail::quoted(col.name) + ": " +
                                detail::quoted(t.rows[r][j]) + " is not among the column's levels");
        occurs[it->second] = true;
      }
      for (std::size_t i = 0; i < col.levels.size(); ++i) {
        if (!occurs[i]) continue;
        f.onehot.emplace(col.levels[i], cols++);
        d.features.push_back(col.name + "=" + col.levels[i]);
      }
      if (f.onehot.size() > widest_levels) {
        widest_levels = f.onehot.size();
        widest = j;
      }
    }
    features.push_back(std::move(f));
  }
  // A one-hot column with a level per record would square the table's size.
  const std::size_t rows = kept.size(), ucols = static_cast<std::size_t>(cols);
  if (ucols != 0 && rows > detail::dense_limit(n * width) / ucols)
    return whole(src, "the encoded matrix would have " + std::to_string(rows) + " × " + std::to_string(ucols) +
                          " entries, more than 64 per field of the table (the column " +
                          detail::quoted(t.columns[widest].name) + " has " + std::to_string(widest_levels) +
                          " levels)");

  // 4. The labels.
  const std::string_view positive = label_key(p.positive);
  d.y.resize(static_cast<Eigen::Index>(rows));
  bool any_positive = false;
  for (std::size_t i = 0; i < rows; ++i) {
    const bool pos = label_key(t.rows[kept[i]][label]) == positive;
    any_positive = any_positive || pos;
    d.y(static_cast<Eigen::Index>(i)) = pos ? 1.0 : -1.0;
  }
  if (!any_positive)
    return whole(src, "the positive label " + detail::quoted(p.positive) + " never occurs in the column " +
                          detail::quoted(label_col.name) + " (after dropping the records with a missing value)");

  d.X = Eigen::MatrixXd::Zero(static_cast<Eigen::Index>(rows), cols);
  for (const Feature& f : features) {
    const bool numerical = t.columns[f.column].kind == Column::Kind::numerical;
    for (std::size_t i = 0; i < rows; ++i) {
      const std::string& v = t.rows[kept[i]][f.column];
      if (numerical) {
        double x = 0;
        (void)detail::parse_number(v, x);  // parsed above
        d.X(static_cast<Eigen::Index>(i), f.x_column) = unit_scale(x, f.lo, f.hi);
      } else {
        d.X(static_cast<Eigen::Index>(i), f.onehot.at(v)) = 1.0;
      }
    }
  }
  return d;
}

}  // namespace privbound::solvers::data
