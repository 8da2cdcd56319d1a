// Issue 10, item 4: a check has one source for each right-hand side, bounds. When bounds gives no
// certified contraction (η outside the interval (23) of Lemma 7.6), the setup keeps bounds' reason
// and no local number: the checks that need 𝔏 or C_K return `undecided` with that reason (they
// used to fall back to an uncertified local copy of the printed formulas).
#include "../../src/chan_xie_zhao/setup.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include "privbound/numeric/hp.hpp"

namespace privbound::proofs_check::chan_xie_zhao::detail {
namespace {

TEST(ChanXieZhaoSetup, NoCertifiedContractionMeansNoLocalFallback) {
  numeric::ScopedHpPrecision prec(128);
  detail::Setup s;
  s.nu = s.mu = 1;
  s.inst.beta = 1;
  s.inst.g.family = solvers::GFamily::quadratic;
  s.inst.g.c2 = hp_float(1) / 5;
  const numeric::Interval one = numeric::Interval::from_int(1, 128);
  // (23) = (max{4/(2 + √12), 2/2 − 2·0.2/1}, 2/2) = (0.732…, 1): η = 1/2 is outside, 4/5 inside.
  s.inst.eta = hp_float(1) / 2;
  set_contraction(s, one, 128);
  EXPECT_FALSE(s.contraction.has_value());
  EXPECT_NE(s.contraction_error.find("(23)"), std::string::npos) << s.contraction_error;
  EXPECT_TRUE(boost::multiprecision::isnan(s.l76.L));
  s.inst.eta = hp_float(4) / 5;
  set_contraction(s, one, 128);
  ASSERT_TRUE(s.contraction.has_value()) << s.contraction_error;
  EXPECT_TRUE(s.contraction_error.empty());
  EXPECT_TRUE(boost::multiprecision::isfinite(s.l76.L));
  EXPECT_LT(s.l76.L, 1);
}

}  // namespace
}  // namespace privbound::proofs_check::chan_xie_zhao::detail
