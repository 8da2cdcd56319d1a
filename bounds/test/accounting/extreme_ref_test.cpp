// The accountant at the extremes against independent references: tests/reference/
// accounting_extreme_ref.json, written by gen_accounting_extreme_ref.py (python3 + mpmath,
// every value by two routes at 64 and 100 digits; 40 significant digits kept). One generic
// test per table (zCDP conversions, Poisson-subsampled RDP, RDP without replacement): each
// enclosure must overlap the reference (±1e-39 relative, its rounding) at 128 and 256 bits, be
// finite and, at 256 bits, be within 1e-30 relative of it.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "privbound/bounds/accounting/conversions.hpp"
#include "privbound/bounds/accounting/subsampled.hpp"
#include "privbound/numeric/decimal.hpp"
#include "test_util.hpp"

namespace privbound::bounds::accounting {
namespace {

using numeric::Interval;

nlohmann::json load() {
  const char* src = std::getenv("PRIVBOUND_SOURCE_DIR");
  std::ifstream in(std::string(src ? src : ".") + "/tests/reference/accounting_extreme_ref.json");
  return nlohmann::json::parse(in);
}
using test::dec;
// The reference as an enclosure of the true value: v·[1 − 1e-39, 1 + 1e-39] (or {0}).
Interval ref39(const std::string& s, unsigned bits) {
  const Interval v = dec(s, bits);
  if (v.contains_zero()) return v;
  return hull(v * (1 - dec("1e-39", bits)), v * (1 + dec("1e-39", bits)));
}
// Agreement: overlap, and (at 256 bits) the enclosure's ends within 1e-30 of the reference.
void expect_agrees(const Interval& got, const std::string& want, unsigned bits, const std::string& what) {
  ASSERT_TRUE(got.is_finite()) << what;
  const Interval r = ref39(want, bits);
  EXPECT_TRUE(got.overlaps(r)) << what << ": [" << got.lower_decimal(25) << ", " << got.upper_decimal(25) << "] vs "
                               << want;
  if (bits >= 256 && !r.contains_zero()) {
    EXPECT_TRUE(hull(got, r).rel_width() < 1e-30) << what << " width " << got.rel_width();
  }
}

TEST(AccountingExtremeRef, ZcdpConversions) {
  const auto j = load();
  ASSERT_GE(j["zcdp"].size(), 70u);
  for (unsigned bits : {128u, 256u}) {
    for (const auto& row : j["zcdp"]) {
      const std::string rho = row["rho"], delta = row["delta"];
      const std::string at = "rho=" + rho + " delta=" + delta + " bits=" + std::to_string(bits);
      const struct {
        const char* field;
        ZcdpConversion method;
      } routes[] = {{"bun_steinke", ZcdpConversion::bun_steinke},
                    {"cks", ZcdpConversion::cks},
                    {"gaussian", ZcdpConversion::gaussian}};
      for (const auto& r : routes) {
        if (!row.contains(r.field)) continue;
        auto e = eps_from_zcdp(dec(rho, bits), dec(delta, bits), r.method);
        ASSERT_TRUE(e.ok()) << at << " " << r.field << ": " << e.error().message;
        expect_agrees(e->eps, row[r.field], bits, at + " " + r.field);
      }
    }
  }
}

TEST(AccountingExtremeRef, SubsampledRdp) {
  const auto j = load();
  ASSERT_GE(j["rdp"].size(), 21u);
  for (unsigned bits : {128u, 256u}) {
    for (const auto& row : j["rdp"]) {
      const std::string a = row["alpha"], q = row["q"], s = row["sigma"];
      const std::string at = "alpha=" + a + " q=" + q + " sigma=" + s + " bits=" + std::to_string(bits);
      // an order next to 1 is given with enough extra bits to resolve α − 1 (as the registry does)
      const unsigned abits = a.rfind("1.0000000000", 0) == 0 ? bits + 160 : bits;
      auto r = rdp_subsampled_gaussian_real(dec(a, abits), dec(q, bits), dec(s, bits));
      ASSERT_TRUE(r.ok()) << at << ": " << r.error().message;
      // fractional orders reach relative width 2^{-bits/3} by design; the integer sums ~2^{-bits}
      const bool fractional = a.find('.') != std::string::npos;
      if (fractional && bits >= 256) {
        EXPECT_TRUE(r->overlaps(ref39(row["rdp"], bits))) << at;
        EXPECT_LT(r->rel_width(), std::ldexp(1.0, -85)) << at;
      } else {
        expect_agrees(*r, row["rdp"], bits, at);
      }
    }
  }
}

TEST(AccountingExtremeRef, WithoutReplacementRdpAtLargeOrders) {
  const auto j = load();
  ASSERT_GE(j["wor"].size(), 4u);
  for (unsigned bits : {128u, 256u}) {
    for (const auto& row : j["wor"]) {
      const std::string a = row["alpha"], g = row["gamma"], s = row["sigma"];
      const std::string at = "alpha=" + a + " gamma=" + g + " sigma=" + s + " bits=" + std::to_string(bits);
      auto r = rdp_wor_gaussian(dec(a, bits), dec(g, bits), dec(s, bits));
      ASSERT_TRUE(r.ok()) << at << ": " << r.error().message;
      expect_agrees(*r, row["rdp"], bits, at);
    }
  }
}

}  // namespace
}  // namespace privbound::bounds::accounting
