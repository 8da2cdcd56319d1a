// Exact Gaussian divergences against hand-computed references (independent of the code path).
#include "privbound/proofs_check/gaussian.hpp"

#include <gtest/gtest.h>

#include "privbound/proofs_check/chan_xie_zhao/chan_xie_zhao.hpp"

using namespace privbound;
using namespace privbound::proofs_check;

TEST(Gaussian, FullRankReference) {
  numeric::ScopedHpPrecision p(160);
  HpMatrix S(2, 2);
  S << 2, 1, 1, 2;
  HpVector dm(2);
  dm << 1, 0;
  // ½ dmᵀ S⁻¹ dm, S⁻¹ = (1/3)[[2,-1],[-1,2]] → ½·2/3 = 1/3
  const Divergence d = gaussian_zcdp(S, dm, 160);
  ASSERT_FALSE(d.infinite);
  EXPECT_LT(abs(d.value - hp_float(1) / 3), hp_float(1e-40));
}

TEST(Gaussian, SingularCovarianceRangeTest) {
  numeric::ScopedHpPrecision p(160);
  HpMatrix S = HpMatrix::Zero(2, 2);
  S(0, 0) = 4;  // only x masked (one noisy iteration, σ = 2)
  HpVector in(2), out(2);
  in << 3, 0;
  out << 0, 1;
  const Divergence a = gaussian_zcdp(S, in, 160);
  ASSERT_FALSE(a.infinite);
  EXPECT_LT(abs(a.value - hp_float(9) / 8), hp_float(1e-40));
  EXPECT_TRUE(gaussian_zcdp(S, out, 160).infinite);  // negative control: Δm ∉ range(Σ)
  HpMatrix J = HpMatrix::Identity(2, 2);
  EXPECT_TRUE(gaussian_zcdp_sup(S, J, HpMatrix::Identity(2, 2), 160).infinite);
  const SupResult r = gaussian_zcdp_sup(S, HpMatrix(J.leftCols(1)), HpMatrix::Identity(1, 1), 160);
  ASSERT_FALSE(r.infinite);
  EXPECT_LT(abs(r.value - hp_float(1) / 8), hp_float(1e-40));
}

TEST(Gaussian, GeneralizedMax) {
  numeric::ScopedHpPrecision p(160);
  HpMatrix G(2, 2), W(2, 2);
  G << 4, 0, 0, 1;
  W << 1, 0, 0, 2;
  EXPECT_LT(abs(generalized_max(G, W).value - 4), hp_float(1e-40));
}

TEST(Constants, Thm52InductionClosedForms) {
  // independent route: φ_T = L^{(T−1)/2}/S_T, λ_T = 1/S_T, S_T = Σ_{k<T} L^k (formula sheet §1.1)
  numeric::ScopedHpPrecision p(160);
  for (long T : {2L, 3L, 7L}) {
    for (int k : {1, 5, 9}) {
      const hp_float L = hp_float(k) / 10;
      hp_float S = 0;
      for (long j = 0; j < T; ++j) S += pow(L, j);
      EXPECT_LT(abs(chan_xie_zhao::phi_T(T, L) - pow(L, hp_float(T - 1) / 2) / S), hp_float(1e-40));
      EXPECT_LT(abs(chan_xie_zhao::lambda_T(T, L) - 1 / S), hp_float(1e-40));
    }
  }
}

TEST(Constants, Table1Row2Exact) {
  // Table 1 row μ = 0.09 (formula sheet §4): ν = μ = 0.18, μ_g = 0.2, β = 0.5, ‖AᵀB‖ = 1:
  // η = (25/9)√3 (midpoint of (23)), 𝔏 = (8784 + 1800√3)/13009.
  numeric::ScopedHpPrecision p(160);
  const hp_float nu = hp_float(18) / 100, mg = hp_float(2) / 10, beta = hp_float(1) / 2;
  auto [lo, hi] = chan_xie_zhao::eta_interval(nu, nu, mg, beta, hp_float(1));
  const hp_float eta = (lo + hi) / 2;
  EXPECT_LT(abs(eta - hp_float(25) / 9 * sqrt(hp_float(3))), hp_float(1e-40));
  const auto c = chan_xie_zhao::lemma7_6_constants(eta, nu, nu, beta);
  EXPECT_LT(abs(c.L - (8784 + 1800 * sqrt(hp_float(3))) / 13009), hp_float(1e-40));
}

TEST(Section52, ExactRatio) {
  // 1 + ((1−η)/(1+η))² (formula sheet §2), evaluated through the claim at η = 1/100.
  const Claim* c = find_claim("chan_xie_zhao.sec5_2");
  ASSERT_NE(c, nullptr);
  const Verdict v = c->check({1, 0}, 128);
  EXPECT_NEAR(v.lhs, 1.0 + (0.99 / 1.01) * (0.99 / 1.01), 1e-12);
  EXPECT_EQ(v.status, Status::holds);
}
