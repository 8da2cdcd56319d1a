// The experiment engine: its random stream, its determinism for any thread count, its errors, and
// the statistics the reproductions use, against closed forms (Student's t with 1, 2 and 3
// degrees of freedom has an elementary CDF; F(1, d) is t_d squared).
#include "privbound/solvers/experiment/engine.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <thread>
#include <vector>

#include "privbound/numeric/deadline.hpp"

using namespace privbound::solvers::experiment;

namespace {

// P(|T| > t) for Student's t with 1, 2, 3 degrees of freedom (closed forms).
double t_tail(double t, int df) {
  t = std::fabs(t);
  const double pi = std::numbers::pi;
  if (df == 1) return 1 - 2 / pi * std::atan(t);
  if (df == 2) return 1 - t / std::sqrt(2 + t * t);
  const double u = t / std::sqrt(3.0);
  return 1 - 2 / pi * (std::atan(u) + u / (1 + u * u));  // df = 3
}

Experiment counting_experiment() {
  Experiment e;
  e.id = "test.counting";
  e.grid = {{"a", {{"k", 1}}}, {"b", {{"k", 2}}}};
  e.runs = 7;
  e.record = {0, 5};
  e.metrics = {"u", "n"};
  e.perform = [](std::size_t point, std::size_t, Stream& rng, std::span<double> out) {
    for (std::size_t i = 0; i < 2; ++i) {
      out[i * 2] = rng.uniform() + static_cast<double>(point);
      out[i * 2 + 1] = rng.normal();
    }
  };
  return e;
}

}  // namespace

TEST(ExperimentStream, KeyedStreamsAreReproducibleAndDistinct) {
  Stream a(1, 2, 3), b(1, 2, 3), c(1, 2, 4), d(2, 2, 3), e(1, 3, 3);
  for (int i = 0; i < 100; ++i) {
    const auto x = a.next();
    EXPECT_EQ(x, b.next());
    EXPECT_NE(x, c.next());
    EXPECT_NE(x, d.next());
    EXPECT_NE(x, e.next());
  }
}

TEST(ExperimentStream, UniformNormalAndBelowHaveTheirLaws) {
  // Moments over 10^6 draws: the standard errors are 1e-3 (mean) and 1.4e-3 (variance); the bounds
  // are 5 standard errors. Negative control: the same test rejects draws scaled by 1.01.
  Stream rng(42, 0, 0);
  const int n = 1000000;
  double s1 = 0, s2 = 0, u1 = 0, umin = 1, umax = 0, beyond2 = 0, beyond35 = 0, below_half = 0;
  std::vector<int> counts(7, 0);
  for (int i = 0; i < n; ++i) {
    const double z = rng.normal();
    s1 += z;
    s2 += z * z;
    beyond2 += std::fabs(z) > 2;
    beyond35 += std::fabs(z) > 3.5;  // beyond the ziggurat's base strip (r = 3.44): its tail method
    below_half += z < 0.5;
    const double u = rng.uniform();
    u1 += u;
    umin = std::min(umin, u);
    umax = std::max(umax, u);
    ++counts[rng.below(7)];
  }
  const double mean = s1 / n, var = s2 / n - mean * mean;
  EXPECT_LT(std::fabs(mean), 5e-3);
  EXPECT_LT(std::fabs(var - 1), 5 * 1.42e-3);
  EXPECT_GT(std::fabs(var * 1.01 * 1.01 - 1), 5 * 1.42e-3);  // the control fails the same bound
  EXPECT_LT(std::fabs(u1 / n - 0.5), 5 * 2.9e-4);
  // tail and body probabilities against erfc (5 standard errors of a binomial proportion)
  auto close = [n](double count, double p) { return std::fabs(count / n - p) < 5 * std::sqrt(p * (1 - p) / n); };
  EXPECT_TRUE(close(beyond2, std::erfc(2 / std::sqrt(2.0))));
  EXPECT_TRUE(close(beyond35, std::erfc(3.5 / std::sqrt(2.0))));
  EXPECT_TRUE(close(below_half, 1 - 0.5 * std::erfc(0.5 / std::sqrt(2.0))));
  EXPECT_FALSE(close(beyond35, std::erfc(3.3 / std::sqrt(2.0))));  // control: another quantile is told apart
  EXPECT_GE(umin, 0.0);
  EXPECT_LT(umax, 1.0);
  for (int c : counts) EXPECT_LT(std::fabs(c - n / 7.0), 5 * std::sqrt(n * (1 / 7.0) * (6 / 7.0)));
}

TEST(ExperimentEngine, SameResultsForAnyThreadCount) {
  const Experiment e = counting_experiment();
  auto one = run(e, {.threads = 1, .seed = 9});
  auto two = run(e, {.threads = 2, .seed = 9});
  auto five = run(e, {.threads = 5, .seed = 9});
  auto other = run(e, {.threads = 2, .seed = 10});
  ASSERT_TRUE(one.ok() && two.ok() && five.ok() && other.ok());
  EXPECT_TRUE(one->complete);
  EXPECT_EQ(one->runs_done, 14u);
  EXPECT_EQ(csv(e, *one), csv(e, *two));
  EXPECT_EQ(csv(e, *one), csv(e, *five));
  EXPECT_NE(csv(e, *one), csv(e, *other));  // control: another seed gives other values
  // run r of point p is Stream(seed, p, r)'s: the first value is its first uniform (+ p)
  Stream s(9, 1, 4);
  EXPECT_EQ(one->at(1, 4, 0, 0), s.uniform() + 1);
  EXPECT_EQ(csv(e, *one).substr(0, 38), "point,label,run,iteration,metric,value");
}

TEST(ExperimentEngine, RejectsBadDeclarationsAndOptions) {
  Experiment e = counting_experiment();
  EXPECT_FALSE(run(e, {.threads = 0}).ok());
  EXPECT_FALSE(run(e, {.threads = 257}).ok());
  EXPECT_FALSE(run(e, {.runs = 6000000}).ok());  // 1.2e7 runs in all
  Experiment empty = e;
  empty.grid.clear();
  EXPECT_FALSE(run(empty, {}).ok());
  Experiment no_metric = e;
  no_metric.metrics.clear();
  EXPECT_FALSE(run(no_metric, {}).ok());
  Experiment no_record = e;
  no_record.record.clear();
  EXPECT_FALSE(run(no_record, {}).ok());
  Experiment no_fn = e;
  no_fn.perform = nullptr;
  const auto r = run(no_fn, {});
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("test.counting"), std::string::npos);
}

TEST(ExperimentEngine, ADeadlineKeepsOnlyFinishedRuns) {
  privbound::numeric::ScopedDeadline deadline(1e-6);
  std::this_thread::sleep_for(std::chrono::milliseconds(2));
  const auto r = run(counting_experiment(), {.threads = 2});
  ASSERT_TRUE(r.ok());
  EXPECT_FALSE(r->complete);
  EXPECT_EQ(r->runs_done, 0u);
  EXPECT_EQ(r->summary(0, 0, 0).n, 0u);
}

TEST(ExperimentStatistics, SummaryIntervalUsesStudentsQuantile) {
  Results r(1, 5, 1, 1);
  for (std::size_t k = 0; k < 5; ++k) r.at(0, k, 0, 0) = static_cast<double>(k + 1);
  const Summary s = r.summary(0, 0, 0);
  EXPECT_EQ(s.n, 5u);
  EXPECT_DOUBLE_EQ(s.mean, 3);
  EXPECT_DOUBLE_EQ(s.median, 3);
  EXPECT_NEAR(s.sd, std::sqrt(2.5), 1e-15);
  // t_{0.975, 4} = 2.776445105 (printed in every t table to 4 digits: 2.776)
  EXPECT_NEAR(s.ci_hi - s.mean, 2.776445105 * std::sqrt(2.5 / 5), 1e-8);
}

TEST(ExperimentStatistics, TTestsMatchClosedForms) {
  // pooled, df = 2: a = {0, 2}, b = {4, 6}: t = −4/√2
  const std::vector<double> a{0, 2}, b{4, 6}, b2{4, 8}, c{5, 5, 5};
  EXPECT_NEAR(t_test_p(a, b, true), t_tail(4 / std::sqrt(2.0), 2), 1e-13);
  EXPECT_NEAR(t_test_p(a, b, false), t_tail(4 / std::sqrt(2.0), 2), 1e-13);  // equal n and var: df = 2
  // pooled, df = 2: a = {0, 2}, b = {4, 8}: s_p² = 5, t = −5/√5
  EXPECT_NEAR(t_test_p(a, b2, true), t_tail(std::sqrt(5.0), 2), 1e-13);
  // Welch with a constant second sample: df = 1 (Cauchy), t = (1 − 5)/1
  EXPECT_NEAR(t_test_p(a, c, false), t_tail(4, 1), 1e-13);
  // negative control: the pooled test on the same data is another number
  EXPECT_GT(std::fabs(t_test_p(a, c, true) - t_tail(4, 1)), 1e-3);
  EXPECT_TRUE(std::isnan(t_test_p(std::vector<double>{1}, b, true)));
}

TEST(ExperimentStatistics, LeveneMatchesClosedForm) {
  // a = {0, 1, 3}, b = {0, 4}: deviations from the medians {1, 0, 2}, {2, 2}; W = 3·1.2/2 = 1.8 on
  // F(1, 3) = t_3²
  const std::vector<double> a{0, 1, 3}, b{0, 4};
  EXPECT_NEAR(levene_p(a, b), t_tail(std::sqrt(1.8), 3), 1e-13);
  // equal spreads: W = 0, p = 1; no spread inside either group but different spreads: p = 0
  EXPECT_NEAR(levene_p(std::vector<double>{0, 2}, std::vector<double>{5, 7}), 1.0, 1e-15);
  EXPECT_EQ(levene_p(std::vector<double>{0, 2}, std::vector<double>{0, 6}), 0.0);
}
