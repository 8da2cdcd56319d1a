// Test helper: the reference tables of tests/reference/<paper>_ref.txt (lines `<id> k=v ... =
// <value>`, 45 significant digits, written by an independent script) and the check every paper's
// test runs on them: each line evaluated through the registry at two precisions, the enclosure must
// overlap the reference (widened by its 45-digit rounding) and be tight, and every quantity of the
// source must have at least one line.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "privbound/bounds/registry.hpp"
#include "privbound/numeric/decimal.hpp"

namespace privbound::bounds::test {

struct RefLine {
  std::string id;
  std::map<std::string, std::string> params;
  std::string value;
};

inline std::vector<RefLine> read_reference(const std::string& file) {
  const char* root = std::getenv("PRIVBOUND_SOURCE_DIR");
  std::ifstream in(std::string(root ? root : ".") + "/tests/reference/" + file);
  std::vector<RefLine> out;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream ss(line);
    RefLine r;
    ss >> r.id;
    std::string tok;
    while (ss >> tok && tok != "=") r.params[tok.substr(0, tok.find('='))] = tok.substr(tok.find('=') + 1);
    ss >> r.value;
    out.push_back(r);
  }
  return out;
}

// The reference value with its 45-digit rounding (relative 1e-44, absolute 1e-60 near 0).
inline Interval reference(const std::string& v, unsigned bits) {
  auto parsed = numeric::parse_rational(v);
  EXPECT_TRUE(parsed.ok()) << "reference value " << v << " does not parse";
  if (!parsed.ok()) return Interval::entire(bits);  // fails the width check
  const Interval x = Interval::from_rational(*parsed, bits);
  const Interval rel = Interval::from_rational(*numeric::parse_rational("1e-44"), bits);
  const Interval abs_err = Interval::from_rational(*numeric::parse_rational("1e-60"), bits);
  return x * hull(1 - rel, 1 + rel) + hull(-abs_err, abs_err);
}

// Every line at 128 bits, every 5th at 256 bits: containment and width (1e-30 relative at 128
// bits, 1e-60 at 256; absolute near 0). Returns the number of lines per id.
inline std::map<std::string, int> check_reference_table(const std::vector<RefLine>& refs) {
  std::map<std::string, int> per_id;
  for (unsigned bits : {128u, 256u}) {
    for (std::size_t i = 0; i < refs.size(); i += bits == 128 ? 1 : 5) {
      const RefLine& r = refs[i];
      auto e = default_registry().evaluate(r.id, r.params, bits);
      EXPECT_TRUE(e.ok()) << r.id << ": " << (e.ok() ? "" : e.error().message);
      if (!e.ok()) continue;
      const Interval truth = reference(r.value, bits);
      EXPECT_TRUE(e->value.overlaps(truth)) << r.id << " at " << bits << " bits: [" << e->value.lower_decimal(30)
                                            << ", " << e->value.upper_decimal(30) << "] vs " << r.value;
      const double w = e->value.width(), m = std::fabs(e->value.mid_double());
      EXPECT_LE(w, (bits == 128 ? 1e-30 : 1e-60) * std::max(m, 1e-3)) << r.id << " width " << w;
      ++per_id[r.id];
    }
  }
  return per_id;
}

}  // namespace privbound::bounds::test
