// The PLD accountant: its enclosure contains the tight ε of closed forms computed by another route
// (pld_ref_data.hpp, mpmath: q = 1 for any T, T = 1 for any q), stays below the Rényi route's
// certified bound, is consistent with monotonicity in T, σ and q, and fails to contain a value the
// mechanism does not have (negative control). Bad input is an error value.
#include "privbound/bounds/accounting/pld.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

#include "pld_ref_data.hpp"
#include "privbound/bounds/accounting/rdp.hpp"
#include "test_util.hpp"

namespace privbound::bounds::accounting {
namespace {

using numeric::Interval;
using test::dec;

// One test grid, h = 2^-9 (the enclosure is certified at any grid; finer grids only narrow it).
PldOptions test_options() {
  PldOptions o;
  o.coarsest_log2 = 9;
  o.finest_log2 = 9;
  return o;
}

TEST(Pld, ContainsClosedFormTightEpsilon) {
  for (const auto& row : test::kPldRef) {
    const std::string where = std::string("q = ") + row.q + ", sigma = " + row.sigma +
                              ", T = " + std::to_string(row.steps) + ", delta = " + row.delta;
    const auto r = eps_subsampled_gaussian_pld(dec(row.q), dec(row.sigma), row.steps, dec(row.delta), test_options());
    ASSERT_TRUE(r.ok()) << where << ": " << r.error().message;
    const Interval exact = dec(row.eps);
    EXPECT_TRUE(r->value.contains(exact))
        << where << ": [" << r->value.lower_decimal(12) << ", " << r->value.upper_decimal(12) << "] vs " << row.eps;
    // tight at this grid: the upper end within 1% plus two grid steps of the exact value; the lower end
    // within 1% plus ten grid steps (at ε of a few grid steps the optimistic law can reach 0)
    EXPECT_LE(r->value.upper_double(), exact.upper_double() * 1.01 + 2 * r->grid) << where;
    EXPECT_GE(r->value.lower_double(), exact.lower_double() * 0.99 - 10 * r->grid) << where;
  }
}

// δ(ε) at q = 1: the T-fold composition is one Gaussian with μ = √T/σ (Balle & Wang 2018, Thm 8).
TEST(Pld, DeltaContainsGaussianClosedForm) {
  for (const long steps : {9L}) {
    const Interval sigma = dec("1.5"), eps = dec("2");
    const Interval mu = numeric::sqrt(Interval::from_int(steps, 128)) / sigma;
    const Interval exact =
        numeric::normal_cdf(-eps / mu + mu / 2) - numeric::exp(eps) * numeric::normal_cdf(-eps / mu - mu / 2);
    const auto r = delta_subsampled_gaussian_pld(dec("1"), sigma, steps, eps, test_options());
    ASSERT_TRUE(r.ok()) << r.error().message;
    EXPECT_TRUE(r->value.contains(exact)) << "T = " << steps << ": [" << r->value.lower_decimal(10) << ", "
                                          << r->value.upper_decimal(10) << "] vs " << exact.mid_double();
    EXPECT_LE(r->value.upper_double(), 1.02 * exact.upper_double()) << "T = " << steps;
  }
}

// The exact tight ε is below every certified upper bound, the Rényi route's included.
TEST(Pld, LowerEndBelowRenyiBound) {
  struct Case {
    const char *q, *sigma;
    long steps;
  };
  for (const Case c : {Case{"0.01", "1", 100}, Case{"0.1", "2", 20}}) {
    const auto pld = eps_subsampled_gaussian_pld(dec(c.q), dec(c.sigma), c.steps, dec("1e-5"), test_options());
    ASSERT_TRUE(pld.ok()) << pld.error().message;
    const auto rdp = eps_subsampled_gaussian(dec(c.q), dec(c.sigma), c.steps, dec("1e-5"), RdpConversion::improved,
                                             AlphaSearch::real, 128);
    ASSERT_TRUE(rdp.ok());
    EXPECT_LE(pld->value.lower_double(), rdp->eps.upper_double()) << c.q << " " << c.sigma << " " << c.steps;
    EXPECT_LE(pld->value.lower_double(), pld->value.upper_double());
  }
}

// ε is nondecreasing in T and q and nonincreasing in σ: an enclosure at the smaller value cannot lie
// entirely above the enclosure at the larger one.
TEST(Pld, ConsistentWithMonotonicity) {
  const auto at = [](const char* q, const char* sigma, long steps) {
    auto r = eps_subsampled_gaussian_pld(dec(q), dec(sigma), steps, dec("1e-5"), test_options());
    EXPECT_TRUE(r.ok());
    return r.ok() ? r->value : Interval::entire(64);
  };
  const Interval t10 = at("0.02", "1", 10), t40 = at("0.02", "1", 40);
  EXPECT_LE(t10.lower_double(), t40.upper_double());
  EXPECT_LT(t10.upper_double(), t40.lower_double());  // far apart: the enclosures separate
  const Interval s2 = at("0.02", "2", 40);
  EXPECT_LE(s2.lower_double(), t40.upper_double());
  const Interval q1 = at("0.01", "1", 40);
  EXPECT_LE(q1.lower_double(), t40.upper_double());
}

// Negative control: the enclosure at σ = 1 excludes the exact ε of σ = 1.02 (q = 1, T = 10), so the
// containment test above can fail.
TEST(Pld, ExcludesTheValueOfANeighbouringMechanism) {
  const auto r = eps_subsampled_gaussian_pld(dec("1"), dec("1"), 10, dec("1e-5"), test_options());
  ASSERT_TRUE(r.ok());
  // μ = √10/1.02: the tight ε computed like the reference rows (mpmath, bisection to 1e-40)
  EXPECT_FALSE(r->value.contains(dec("17.4021101114")));
  EXPECT_TRUE(r->value.contains(dec("17.856586830107613926")));
}

// A schedule of q = 1 phases is one Gaussian (μ² = Σ T_i/σ_i²); a one-phase schedule is the
// homogeneous accountant.
TEST(Pld, ScheduleContainsGaussianComposition) {
  const std::vector<Phase> phases = {{dec("1"), dec("1"), 4}, {dec("1"), dec("2"), 8}};
  const auto r = eps_subsampled_gaussian_schedule_pld(phases, dec("1e-5"), test_options());
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_TRUE(r->value.contains(dec(test::kPldScheduleEps)))
      << "[" << r->value.lower_decimal(12) << ", " << r->value.upper_decimal(12) << "]";
  const auto one = eps_subsampled_gaussian_schedule_pld({{dec("0.02"), dec("1"), 30}}, dec("1e-5"), test_options());
  const auto direct = eps_subsampled_gaussian_pld(dec("0.02"), dec("1"), 30, dec("1e-5"), test_options());
  ASSERT_TRUE(one.ok() && direct.ok());
  EXPECT_EQ(one->value.lower_double(), direct->value.lower_double());
  EXPECT_EQ(one->value.upper_double(), direct->value.upper_double());
}

// The calibrations bracket the parameter whose exact tight ε is the target (closed forms above).
TEST(Pld, CalibrationsBracketTheExactParameter) {
  // σ = 1, q = 1, T = 1 has tight ε 4.3771780956812246277 at δ = 1e-5 (row 0 of kPldRef)
  const auto sigma = calibrate_sigma_pld(dec("1"), 1, dec("4.3771780956812246277"), dec("1e-5"), 1e-3, test_options());
  ASSERT_TRUE(sigma.ok()) << sigma.error().message;
  EXPECT_TRUE(sigma->value.contains(dec("1"))) << sigma->value.lower_double() << " " << sigma->value.upper_double();
  EXPECT_LE(sigma->value.upper_double(), 1.01);
  EXPECT_TRUE(sigma->at_safe.value.certainly_le(dec("4.3771780956812246277")));
  // q = 0.01, σ = 1, T = 1: tight ε 0.19945044779591472374
  const auto q = calibrate_q_pld(dec("1"), 1, dec("0.19945044779591472374"), dec("1e-5"), 1e-3, test_options());
  ASSERT_TRUE(q.ok()) << q.error().message;
  EXPECT_TRUE(q->value.contains(dec("0.01"))) << q->value.lower_double() << " " << q->value.upper_double();
  // T* at q = 1, σ = 2, target 7.6
  const auto steps = calibrate_steps_pld(dec("1"), dec("2"), dec("7.6"), dec("1e-5"), test_options());
  ASSERT_TRUE(steps.ok()) << steps.error().message;
  EXPECT_TRUE(steps->value.contains(Interval::from_int(test::kPldStepsStar, 64)))
      << steps->value.lower_double() << " " << steps->value.upper_double();
  EXPECT_EQ(steps->value.upper_double(), static_cast<double>(test::kPldStepsStar));
}

// Laplace (scale b, L1 sensitivity 1, ε0 = 1/b). Reference by another route, in double: the
// one-step curve δ_1(e) = 1 − e^{(e−ε0)/2} on [−ε0, ε0], 1 − e^{e} below, 0 above (the closed form
// of E[(1 − e^{e−L})_+] over the loss law's two atoms and its density e^{−(ε0−ℓ)/2}/4), and for T = 2
// δ_2(ε) = ½δ_1(ε − ε0) + (e^{−ε0}/2)·δ_1(ε + ε0) + ∫_{−ε0}^{ε0} e^{−(ε0−a)/2}/4 · δ_1(ε − a) da by
// composite Simpson on the pieces between its kinks.
double laplace_delta1(double e, double e0) {
  if (e >= e0) return 0;
  if (e <= -e0) return -std::expm1(e);
  return -std::expm1((e - e0) / 2);
}
double laplace_delta2(double eps, double e0) {
  const auto f = [&](double a) { return std::exp(-(e0 - a) / 2) / 4 * laplace_delta1(eps - a, e0); };
  std::vector<double> cuts = {-e0, e0};
  for (const double c : {eps - e0, eps + e0})
    if (c > -e0 && c < e0) cuts.push_back(c);
  std::sort(cuts.begin(), cuts.end());
  double integral = 0;
  for (std::size_t i = 0; i + 1 < cuts.size(); ++i) {
    const int n = 20000;  // even
    const double a = cuts[i], hh = (cuts[i + 1] - a) / n;
    double sum = f(a) + f(cuts[i + 1]);
    for (int k = 1; k < n; ++k) sum += (k % 2 == 1 ? 4 : 2) * f(a + k * hh);
    integral += sum * hh / 3;
  }
  return 0.5 * laplace_delta1(eps - e0, e0) + std::exp(-e0) / 2 * laplace_delta1(eps + e0, e0) + integral;
}

TEST(Pld, LaplaceContainsItsOneAndTwoStepCurves) {
  for (const char* b : {"1", "0.5", "3", "0.1"}) {  // 0.1: ε0 = 10 on every grid, its enclosure not a point
    const double e0 = 1 / std::atof(b);
    for (const long steps : {1L, 2L}) {
      for (const double eps : {0.1, 0.5 * e0, 1.5 * e0}) {
        const double want = steps == 1 ? laplace_delta1(eps, e0) : laplace_delta2(eps, e0);
        const std::string where =
            std::string("b = ") + b + ", T = " + std::to_string(steps) + ", eps = " + std::to_string(eps);
        const auto r = delta_laplace_pld(dec(b), steps, Interval::from_double(eps, 128), test_options());
        ASSERT_TRUE(r.ok()) << where << ": " << r.error().message;
        // the closed form (T = 1) is exact to rounding; the quadrature (T = 2) to ~1e-12
        const double slack = steps == 1 ? 1e-13 : 1e-9;
        EXPECT_LE(r->value.lower_double(), want * (1 + slack) + 1e-300) << where;
        EXPECT_GE(r->value.upper_double(), want * (1 - slack)) << where;
        EXPECT_LE(r->value.upper_double(), want * 1.02 + 1e-9) << where;  // tight at this grid
        // negative control: the curve of ε0 · 1.05 is told apart wherever δ is not 0
        const double other = steps == 1 ? laplace_delta1(eps, 1.05 * e0) : laplace_delta2(eps, 1.05 * e0);
        if (want > 1e-6) {
          EXPECT_GT(other, r->value.upper_double()) << "negative control " << where;
        }
      }
    }
  }
  // ε(δ) at T = 1: ε = ε0 + 2 log(1 − δ) (b = 1, δ = 1e-5)
  const auto e1 = eps_laplace_pld(dec("1"), 1, dec("1e-5"), test_options());
  ASSERT_TRUE(e1.ok()) << e1.error().message;
  const double exact = 1 + 2 * std::log1p(-1e-5);
  EXPECT_TRUE(e1->value.lower_double() <= exact && exact <= e1->value.upper_double())
      << "[" << e1->value.lower_decimal(10) << ", " << e1->value.upper_decimal(10) << "]";
}

// Sampling without replacement, replace-one (pld.cpp item 8), against references in double by other routes:
// one step by Balle, Barthe & Gaboardi's closed form γ δ_G(ε') at e^ε = 1 + γ(e^{ε'} − 1), μ = 1/σ (with the
// mirror 1 − e^ε + e^ε δ_1(−ε) below 0); two steps by a Simpson quadrature of δ_1 against the symmetric
// pair's loss law, written over the Gaussian variable x (the P_A-law of L_A on L_A > 0, the Q_A-law of −L_A
// there, and the atom m0 at 0); q = 1 by the Gaussian closed form at μ = √T/σ.
double wor_sf(double x) { return 0.5 * std::erfc(x / std::sqrt(2.0)); }
double wor_gauss_delta(double eps, double mu) {
  return wor_sf(eps / mu - mu / 2) - std::exp(eps) * wor_sf(eps / mu + mu / 2);
}
double wor_delta1(double eps, double q, double mu) {
  if (eps < 0) return -std::expm1(eps) + std::exp(eps) * wor_delta1(-eps, q, mu);
  return q * wor_gauss_delta(std::log1p(std::expm1(eps) / q), mu);
}
double wor_simpson(double a, double b, int n, const std::function<double(double)>& f) {
  const double hh = (b - a) / n;
  double sum = f(a) + f(b);
  for (int k = 1; k < n; ++k) sum += (k % 2 == 1 ? 4 : 2) * f(a + k * hh);
  return sum * hh / 3;
}
// `mirror` false draws the first step from P_A over all x (pair A's own negative losses, no mirror) and
// the second from the symmetric δ_1: the negative control of a forgotten mirror (pair A composed with
// itself lies further below still).
double wor_delta2(double eps, double q, double mu, bool mirror = true) {
  const auto loss = [&](double x) { return std::log1p(q * std::expm1(mu * x - mu * mu / 2)); };
  const auto phi = [](double x) { return std::exp(-x * x / 2) / std::sqrt(2 * std::acos(-1.0)); };
  const auto p_a = [&](double x) { return (1 - q) * phi(x) + q * phi(x - mu); };
  const double x0 = mu / 2, top = mu + 40;  // L_A(x0) = 0
  // the kink of δ_1(ε − L_A(x)) where L_A(x) = ε: L_A^{-1}(ε) = (log((e^ε − 1 + q)/q) + μ²/2)/μ
  const double xk = (std::log((std::expm1(eps) + q) / q) + mu * mu / 2) / mu;
  const auto upper = [&](double x) { return p_a(x) * wor_delta1(eps - loss(x), q, mu); };
  double sum = wor_simpson(x0, xk, 20000, upper) + wor_simpson(xk, top, 20000, upper);
  if (!mirror) return sum + wor_simpson(-40, x0, 20000, upper);
  sum += wor_simpson(x0, top, 40000, [&](double x) { return phi(x) * wor_delta1(eps + loss(x), q, mu); });
  const double m0 = (1 - q) * (1 - 2 * wor_sf(mu / 2));
  return sum + m0 * wor_delta1(eps, q, mu);
}

TEST(Pld, WithoutReplacementContainsItsOneAndTwoStepCurves) {
  struct Case {
    const char *q, *sigma;
    std::vector<double> eps;  // each evaluation costs 1 to 3 s (the bins' certified tails at 16k points)
  };
  int controls = 0;
  for (const Case& c : {Case{"0.01", "0.5", {0.5}}, Case{"0.1", "1", {0.05, 1.5}}, Case{"0.5", "0.4", {0.5}}}) {
    const double q = std::atof(c.q), mu = 1 / std::atof(c.sigma);
    for (const long steps : {1L, 2L}) {
      for (const double eps : c.eps) {
        const double want = steps == 1 ? wor_delta1(eps, q, mu) : wor_delta2(eps, q, mu);
        if (want < 1e-7) continue;  // below what the grid resolves relative to its float error
        const std::string where = std::string("q = ") + c.q + ", sigma = " + c.sigma +
                                  ", T = " + std::to_string(steps) + ", eps = " + std::to_string(eps);
        const auto r =
            delta_wor_gaussian_pld(dec(c.q), dec(c.sigma), steps, Interval::from_double(eps, 128), test_options());
        ASSERT_TRUE(r.ok()) << where << ": " << r.error().message;
        EXPECT_EQ(r->neighbours, "replace");
        const double slack = steps == 1 ? 1e-12 : 1e-9;
        EXPECT_LE(r->value.lower_double(), want * (1 + slack)) << where;
        EXPECT_GE(r->value.upper_double(), want * (1 - slack)) << where;
        EXPECT_LE(r->value.upper_double(), want * 1.02 + 1e-9) << where;  // tight at this grid
        // negative controls: σ · 1.05 (one step), the first step without its mirror (two steps)
        const double other = steps == 1 ? wor_delta1(eps, q, mu / 1.05) : wor_delta2(eps, q, mu, false);
        if (std::abs(other - want) > 1e-3 * want) {  // the enclosures are ~1e-5 wide here
          EXPECT_FALSE(r->value.lower_double() <= other && other <= r->value.upper_double())
              << "negative control " << where << ": " << other;
          ++controls;
        }
      }
    }
  }
  EXPECT_GE(controls, 8);
  // q = 1: the pair is (N(μ, 1), N(0, 1)) and T steps are one Gaussian with μ = √T/σ
  for (const long steps : {1L, 16L}) {
    const Interval sigma = dec("1.5"), eps = dec("1");
    const auto gauss = [&](const Interval& s) {
      const Interval mu = numeric::sqrt(Interval::from_int(steps, 128)) / s;
      return numeric::normal_cdf(-eps / mu + mu / 2) - numeric::exp(eps) * numeric::normal_cdf(-eps / mu - mu / 2);
    };
    const auto r = delta_wor_gaussian_pld(dec("1"), sigma, steps, eps, test_options());
    ASSERT_TRUE(r.ok()) << r.error().message;
    EXPECT_TRUE(r->value.contains(gauss(sigma))) << "T = " << steps << ": [" << r->value.lower_decimal(10) << ", "
                                                 << r->value.upper_decimal(10) << "] vs " << gauss(sigma).mid_double();
    // negative control: the Gaussian at σ · 1.05 is excluded
    EXPECT_FALSE(r->value.contains(gauss(sigma * dec("1.05")))) << "T = " << steps;
  }
}

// ε(δ): one step inverts the closed form (bisection in double), and the values grow with T; bad input
// is an error value.
TEST(Pld, WithoutReplacementEpsilonAndBadInput) {
  const double q = 0.01, mu = 0.5;  // σ = 2
  double a = 0, b = 20;
  for (int it = 0; it < 200; ++it) {
    const double mid = 0.5 * (a + b);
    (wor_delta1(mid, q, mu) > 1e-5 ? a : b) = mid;
  }
  const auto one = eps_wor_gaussian_pld(dec("0.01"), dec("2"), 1, dec("1e-5"), test_options());
  ASSERT_TRUE(one.ok()) << one.error().message;
  EXPECT_LE(one->value.lower_double(), b * (1 + 1e-9)) << one->value.lower_decimal(10);
  EXPECT_GE(one->value.upper_double(), a * (1 - 1e-9)) << one->value.upper_decimal(10) << " vs " << a;
  const auto many = eps_wor_gaussian_pld(dec("0.01"), dec("2"), 100, dec("1e-5"), test_options());
  ASSERT_TRUE(many.ok()) << many.error().message;
  EXPECT_GT(many->value.lower_double(), one->value.upper_double());
  // The Rényi route for the same mechanism and the same σ convention (Wang, Balle & Kasiviswanathan's bound,
  // rdp_wor_gaussian, integer orders) is another certified upper bound: the tight value may not exceed it
  // (T = 1, where the pair is the mechanism's own). Control: read with twice the sensitivity (σ/2), the tight
  // value does exceed it, so the check tells the two conventions apart.
  // At σ = 2, q = 0.1 (a factor 2.3 apart): 0.369 against 0.840, and 1.685 read with σ/2.
  struct Pair {
    const char *q, *sigma;
  };
  for (const Pair c : {Pair{"0.1", "2"}, Pair{"0.01", "1"}, Pair{"0.1", "0.5"}}) {
    const std::string where = std::string("q = ") + c.q + ", sigma = " + c.sigma;
    const auto rdp = eps_wor_gaussian(dec(c.q), dec(c.sigma), 1, dec("1e-5"), 128);
    ASSERT_TRUE(rdp.ok()) << rdp.error().message;
    const auto pld = eps_wor_gaussian_pld(dec(c.q), dec(c.sigma), 1, dec("1e-5"), test_options());
    ASSERT_TRUE(pld.ok()) << pld.error().message;
    EXPECT_LE(pld->value.lower_double(), rdp->eps.upper_double()) << where;
    const auto doubled = eps_wor_gaussian_pld(dec(c.q), dec(c.sigma) / 2, 1, dec("1e-5"), test_options());
    ASSERT_TRUE(doubled.ok()) << doubled.error().message;
    EXPECT_GT(doubled->value.lower_double(), rdp->eps.upper_double()) << "control, " << where;
  }
  EXPECT_FALSE(eps_wor_gaussian_pld(dec("1.5"), dec("1"), 10, dec("1e-5")).ok());
  EXPECT_FALSE(eps_wor_gaussian_pld(dec("0.1"), dec("0.001"), 10, dec("1e-5")).ok());
  EXPECT_FALSE(eps_wor_gaussian_pld(dec("0.1"), dec("1"), 0, dec("1e-5")).ok());
  EXPECT_FALSE(delta_wor_gaussian_pld(dec("0.1"), dec("1"), 10, dec("-1")).ok());
  // The calibrations' bisection on this epsilon, cheaply (this test runs under the sanitizers): q = 1 is one
  // Gaussian at μ = √T/σ; at σ = 20, ε = 1, δ = 1e-5 the largest T lies where δ_G(√T/20)(1) crosses 1e-5.
  const auto steps =
      calibrate_steps_pld(dec("1"), dec("20"), dec("1"), dec("1e-5"), test_options(), PldSampling::without_replacement);
  ASSERT_TRUE(steps.ok()) << steps.error().message;
  const double t_lo = steps->value.lower_double(), t_hi = steps->value.upper_double();
  EXPECT_LE(wor_gauss_delta(1, std::sqrt(t_lo) / 20), 1e-5);
  EXPECT_GT(wor_gauss_delta(1, std::sqrt(t_hi + 1) / 20), 1e-5);
  const PldSampling wor = PldSampling::without_replacement;
  EXPECT_FALSE(calibrate_sigma_pld(dec("0"), 10, dec("1"), dec("1e-5"), 1e-3, {}, wor).ok());
  EXPECT_FALSE(calibrate_steps_pld(dec("0.1"), dec("1"), dec("-1"), dec("1e-5"), {}, wor).ok());
  EXPECT_FALSE(calibrate_q_pld(dec("1"), 10, dec("1"), dec("1e-5"), 2, {}, wor).ok());
}

// The calibrations for sampling without replacement (PldSampling::without_replacement) against roots
// found here in double by other routes: σ* and q* at T = 1 from the one-step closed form wor_delta1
// (δ_1 is decreasing in μ = 1/σ and increasing in q), T* at q = 1 from the Gaussian closed form at
// μ = √T/σ; and σ* at T = 2 from the two-step quadrature wor_delta2, where the samplings part.
// Controls: σ*·1.02, q*/1.02 and T* + 2 lie outside the brackets, two steps bracket another σ, and the
// Poisson calibration (add/remove) at T = 2 misses the two-step root (at T = 1 and at q = 1 the two
// samplings agree, so only T > 1 with q < 1 tells a calibration of the wrong ε apart).
TEST(Pld, WithoutReplacementCalibrationsBracketTheRoots) {
  const double q = 0.1, eps = 1, delta = 1e-5;
  const auto root = [](auto&& decreasing, double lo, double hi) {  // decreasing(lo) > 0 > decreasing(hi)
    for (int it = 0; it < 60; ++it) {                              // geometric: hi/lo <= 1e4 shrinks to 1 + 1e-17
      const double mid = std::sqrt(lo * hi);
      (decreasing(mid) > 0 ? lo : hi) = mid;
    }
    return lo;
  };
  const double sigma_star = root([&](double s) { return wor_delta1(eps, q, 1 / s) - delta; }, 0.05, 100);
  const auto sigma =
      calibrate_sigma_pld(dec("0.1"), 1, dec("1"), dec("1e-5"), 1e-3, test_options(), PldSampling::without_replacement);
  ASSERT_TRUE(sigma.ok()) << sigma.error().message;
  EXPECT_TRUE(sigma->value.contains(Interval::from_double(sigma_star, 64)))
      << sigma->value.lower_double() << " " << sigma->value.upper_double() << " vs " << sigma_star;
  EXPECT_LE(sigma->value.upper_double(), sigma_star * 1.01);
  EXPECT_FALSE(sigma->value.contains(Interval::from_double(sigma_star * 1.02, 64)));
  // At T = 1 the Poisson calibration (add/remove) gives the same σ*: its tight one-step ε is the larger
  // of the remove and add pairs, and C_q(G_μ) is the symmetrisation of the remove pair. Two steps differ.
  const auto two_steps =
      calibrate_sigma_pld(dec("0.1"), 2, dec("1"), dec("1e-5"), 1e-3, test_options(), PldSampling::without_replacement);
  ASSERT_TRUE(two_steps.ok()) << two_steps.error().message;
  EXPECT_FALSE(two_steps->value.contains(Interval::from_double(sigma_star, 64))) << "control";

  // q* at σ = 2, T = 1: increasing in q
  const double q_star = root([&](double qq) { return delta - wor_delta1(eps, qq, 0.5); }, 1e-6, 1);
  const auto rate =
      calibrate_q_pld(dec("2"), 1, dec("1"), dec("1e-5"), 1e-3, test_options(), PldSampling::without_replacement);
  ASSERT_TRUE(rate.ok()) << rate.error().message;
  EXPECT_TRUE(rate->value.contains(Interval::from_double(q_star, 64)))
      << rate->value.lower_double() << " " << rate->value.upper_double() << " vs " << q_star;
  EXPECT_FALSE(rate->value.contains(Interval::from_double(q_star / 1.02, 64)));

  // σ* at q = 0.1, T = 2 (0.2 % above the Poisson one there)
  const double sigma2_star = root([&](double s) { return wor_delta2(eps, q, 1 / s) - delta; }, 0.5, 5);
  const auto wor2 =
      calibrate_sigma_pld(dec("0.1"), 2, dec("1"), dec("1e-5"), 1e-3, test_options(), PldSampling::without_replacement);
  ASSERT_TRUE(wor2.ok()) << wor2.error().message;
  EXPECT_TRUE(wor2->value.contains(Interval::from_double(sigma2_star, 64)))
      << wor2->value.lower_double() << " " << wor2->value.upper_double() << " vs " << sigma2_star;
  const auto poisson2 = calibrate_sigma_pld(dec("0.1"), 2, dec("1"), dec("1e-5"), 1e-3, test_options());
  ASSERT_TRUE(poisson2.ok()) << poisson2.error().message;
  EXPECT_FALSE(poisson2->value.contains(Interval::from_double(sigma2_star, 64)))
      << "control: " << poisson2->value.lower_double() << " " << poisson2->value.upper_double();

  // T* at q = 1, σ = 20: the largest T with δ_G(μ = √T/20)(ε = 1) <= 1e-5
  long t_star = 0;
  while (wor_gauss_delta(eps, std::sqrt(static_cast<double>(t_star + 1)) / 20) <= delta) ++t_star;
  const auto steps =
      calibrate_steps_pld(dec("1"), dec("20"), dec("1"), dec("1e-5"), test_options(), PldSampling::without_replacement);
  ASSERT_TRUE(steps.ok()) << steps.error().message;
  EXPECT_TRUE(steps->value.contains(Interval::from_int(t_star, 64)))
      << steps->value.lower_double() << " " << steps->value.upper_double() << " vs " << t_star;
  EXPECT_FALSE(steps->value.contains(Interval::from_int(t_star + 2, 64)));
}
// Composition: the exact ε_T(δ) lies between the one-step value ε0 + 2 log(1 − δ) and basic
// composition T·ε0, so the lower end may not exceed T·ε0 and the upper end may not fall below the one-step
// value; 100 steps are told apart from one. Bad input is an error value.
TEST(Pld, LaplaceComposesBetweenOneStepAndBasicComposition) {
  const Interval b = dec("10"), delta = dec("1e-5");
  const double one_step = 0.1 + 2 * std::log1p(-1e-5);
  double hi1 = 0, lo100 = 0;
  for (const long steps : {1L, 10L, 100L}) {
    const auto r = eps_laplace_pld(b, steps, delta, test_options());
    ASSERT_TRUE(r.ok()) << r.error().message;
    EXPECT_LE(r->value.lower_double(), 0.1 * static_cast<double>(steps)) << "T = " << steps;
    EXPECT_GE(r->value.upper_double(), one_step) << "T = " << steps;
    if (steps == 1) hi1 = r->value.upper_double();
    if (steps == 100) lo100 = r->value.lower_double();
  }
  EXPECT_GT(lo100, hi1);
  EXPECT_FALSE(eps_laplace_pld(dec("0.001"), 10, delta).ok());
  EXPECT_FALSE(eps_laplace_pld(dec("10"), 0, delta).ok());
  EXPECT_FALSE(eps_laplace_pld(dec("10"), 10, dec("0")).ok());
  EXPECT_FALSE(delta_laplace_pld(dec("10"), 10, dec("-1")).ok());
}

TEST(Pld, RejectsBadInput) {
  const auto kind = [](const numeric::Result<PldResult>& r) {
    return r.ok() ? std::string("ok") : std::string(r.error().kind == numeric::ErrorKind::invalid_input ? "bad" : "?");
  };
  const Interval nan = Interval::entire(64) / Interval::from_int(0, 64);
  EXPECT_EQ(kind(eps_subsampled_gaussian_pld(dec("1.5"), dec("1"), 10, dec("1e-5"))), "bad");
  EXPECT_EQ(kind(eps_subsampled_gaussian_pld(nan, dec("1"), 10, dec("1e-5"))), "bad");
  EXPECT_EQ(kind(eps_subsampled_gaussian_pld(dec("0.1"), dec("0.01"), 10, dec("1e-5"))), "bad");
  EXPECT_EQ(kind(eps_subsampled_gaussian_pld(dec("0.1"), dec("2000"), 10, dec("1e-5"))), "bad");
  EXPECT_EQ(kind(eps_subsampled_gaussian_pld(dec("0.1"), dec("1"), 0, dec("1e-5"))), "bad");
  EXPECT_EQ(kind(eps_subsampled_gaussian_pld(dec("0.1"), dec("1"), 2000000, dec("1e-5"))), "bad");
  EXPECT_EQ(kind(eps_subsampled_gaussian_pld(dec("0.1"), dec("1"), 10, dec("0"))), "bad");
  EXPECT_EQ(kind(eps_subsampled_gaussian_pld(dec("0.1"), dec("1"), 10, dec("1e-13"))), "bad");
  EXPECT_EQ(kind(delta_subsampled_gaussian_pld(dec("0.1"), dec("1"), 10, dec("-1"))), "bad");
  EXPECT_EQ(kind(eps_subsampled_gaussian_schedule_pld({}, dec("1e-5"))), "bad");
  EXPECT_EQ(kind(eps_subsampled_gaussian_schedule_pld({{dec("0.1"), dec("1"), 600000}, {dec("0.1"), dec("1"), 600000}},
                                                      dec("1e-5"))),
            "bad");
  const auto cal = calibrate_sigma_pld(dec("0.1"), 10, dec("0"), dec("1e-5"), 1e-3);
  EXPECT_TRUE(!cal.ok() && cal.error().kind == numeric::ErrorKind::invalid_input);
  const auto tol = calibrate_q_pld(dec("1"), 10, dec("1"), dec("1e-5"), 0.9);
  EXPECT_TRUE(!tol.ok() && tol.error().kind == numeric::ErrorKind::invalid_input);
  // q = 0: the mechanism reveals nothing
  const auto zero = eps_subsampled_gaussian_pld(dec("0"), dec("1"), 10, dec("1e-5"));
  ASSERT_TRUE(zero.ok());
  EXPECT_EQ(zero->value.upper_double(), 0.0);
}

}  // namespace
}  // namespace privbound::bounds::accounting
