// Issue 32: the search (search.hpp), --no-pinned, and runs split over a Team (team.hpp) that must
// give the summary of one process. The Team here is threads with a barrier; the CLI's MPI team is
// tested through mpirun (tests/mpi_check_test.sh).
#include "privbound/proofs_check/search.hpp"

#include <gtest/gtest.h>

#include <barrier>
#include <cmath>
#include <cstring>
#include <thread>
#include <type_traits>

#include "privbound/proofs_check/claim.hpp"
#include "privbound/proofs_check/team.hpp"
#include "privbound/solvers/experiment/engine.hpp"

namespace {

using namespace privbound::proofs_check;

// A claim on one wide coordinate x in [0, 10^6]: slack (x - 654321)^2 / 10^12 - tiny, so exactly
// the points within sqrt(tiny) 10^6 of 654321 violate (7 points for tiny = 1e-11) and every other
// point holds. Uniform sampling finds them with probability 7e-6 per draw; the search follows the
// parabola down to them.
Claim needle(double tiny) {
  Claim c;
  c.id = "test.needle";
  c.space = Space{{{"x", 0, 1000000}}, {{0}, {1000000}}};
  c.check = [tiny](const Point& p, unsigned) {
    const double d = static_cast<double>(p[0] - 654321);
    Verdict v = verdict_le(1.0, 1.0 + d * d / 1e12 - tiny, 1.0, 1e-15);
    v.instance = {{"x", std::to_string(p[0])}};
    return v;
  };
  return c;
}

// Two coordinates whose violation needs both large: slack = 1 - (a/10^4)(b/10^4) with a, b in
// [1, 10^4]; only a = b = 10^4 gives slack 0 (tight), nothing violates: the search must report
// holds and a tightest instance at the corner.
Claim corner() {
  Claim c;
  c.id = "test.corner";
  c.space = Space{{{"a", 1, 10000}, {"b", 1, 10000}}, {{1, 1}}};
  c.check = [](const Point& p, unsigned) {
    const double a = static_cast<double>(p[0]) / 1e4, b = static_cast<double>(p[1]) / 1e4;
    return verdict_le(a * b, 1.0, 1.0, 1e-15);
  };
  return c;
}

class ThreadTeam final : public Team {
 public:
  struct Shared {
    explicit Shared(int n) : sync(n), slots(static_cast<std::size_t>(n)) {}
    std::barrier<> sync;
    std::vector<std::string> slots;
  };
  ThreadTeam(Shared& s, int rank, int size) : s_(s), rank_(rank), size_(size) {}
  int rank() const override { return rank_; }
  int size() const override { return size_; }
  std::vector<std::string> all_gather(const std::string& mine) const override {
    s_.slots[static_cast<std::size_t>(rank_)] = mine;
    s_.sync.arrive_and_wait();
    std::vector<std::string> out = s_.slots;
    s_.sync.arrive_and_wait();
    return out;
  }

 private:
  Shared& s_;
  int rank_, size_;
};

// What `size` ranks running `run(team)` in threads return, by rank.
template <class Run>
auto split(int size, const Run& run) {
  ThreadTeam::Shared shared(size);
  std::vector<std::invoke_result_t<Run, const Team*>> out(static_cast<std::size_t>(size));
  std::vector<std::thread> threads;
  for (int r = 0; r < size; ++r)
    threads.emplace_back([&, r] {
      ThreadTeam team(shared, r, size);
      out[static_cast<std::size_t>(r)] = run(&team);
    });
  for (auto& t : threads) t.join();
  return out;
}

bool same_bits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

void expect_same(const RunSummary& a, const RunSummary& b, const std::string& what) {
  EXPECT_EQ(a.verdict, b.verdict) << what;
  EXPECT_EQ(a.checked, b.checked) << what;
  EXPECT_EQ(a.skipped, b.skipped) << what;
  EXPECT_EQ(a.tight, b.tight) << what;
  EXPECT_TRUE(same_bits(a.worst_slack, b.worst_slack)) << what << ": " << a.worst_slack << " vs " << b.worst_slack;
  EXPECT_EQ(a.point, b.point) << what;
  EXPECT_EQ(a.tightest_point, b.tightest_point) << what;
  ASSERT_EQ(a.tightest.has_value(), b.tightest.has_value()) << what;
  if (a.tightest) {
    EXPECT_TRUE(same_bits(a.tightest->slack, b.tightest->slack)) << what;
    EXPECT_EQ(a.tightest->instance, b.tightest->instance) << what;
  }
  EXPECT_EQ(a.restarts, b.restarts) << what;
  EXPECT_EQ(a.evaluations, b.evaluations) << what;
  EXPECT_EQ(a.time_limit_reached, b.time_limit_reached) << what;
}

TEST(Search, FindsTheNeedleThatSamplingMisses) {
  const Claim c = needle(1e-11);
  SearchOptions s;
  s.evaluations = 2000;
  s.pinned = false;
  const RunSummary found = search_claim(c, s);
  ASSERT_EQ(found.verdict, Status::violated);
  ASSERT_TRUE(found.point.has_value());
  EXPECT_LE(std::abs((*found.point)[0] - 654321), 3);  // shrunk toward 0 inside the violating band
  EXPECT_LE(found.evaluations, s.evaluations);
  // Negative control: uniform sampling at the same number of evaluations does not find it.
  RunOptions o;
  o.iterations = 2000;
  o.pinned = false;
  const RunSummary sampled = run_claim(c, o);
  EXPECT_EQ(sampled.verdict, Status::holds);
  // And without the needle (tiny = 0: slack >= 0 everywhere) the search reports holds, tight at x = 654321.
  const RunSummary none = search_claim(needle(0.0), s);
  EXPECT_EQ(none.verdict, Status::holds);
  ASSERT_TRUE(none.tightest_point.has_value());
  EXPECT_EQ((*none.tightest_point)[0], 654321);
}

TEST(Search, ReportsTheTightestInstanceOfAHoldingClaim) {
  SearchOptions s;
  s.evaluations = 1000;
  s.per_restart = 250;
  s.pinned = false;
  const RunSummary r = search_claim(corner(), s);
  EXPECT_EQ(r.verdict, Status::holds);
  ASSERT_TRUE(r.tightest.has_value());
  EXPECT_LT(r.tightest->slack, 1e-3);  // within 0.1 % of the corner
  const auto q = ratio(*r.tightest);
  ASSERT_TRUE(q.has_value());
  EXPECT_GT(*q, 0.999);
  EXPECT_EQ(r.restarts, 4u);
  EXPECT_LE(r.evaluations, 1000u);
  // Sampling at equal evaluations stays further from the corner (its best of 1000 uniform draws).
  RunOptions o;
  o.iterations = 1000;
  o.pinned = false;
  const RunSummary sampled = run_claim(corner(), o);
  ASSERT_TRUE(sampled.tightest.has_value());
  EXPECT_GT(sampled.tightest->slack, r.tightest->slack);
}

TEST(Search, NoPinnedSkipsTheEdgePoints) {
  // The edge point x = 654321 would violate at once; without it sampling starts from random points.
  Claim c = needle(1e-11);
  c.space.edges = {{654321}};
  RunOptions o;
  o.iterations = 10;
  EXPECT_EQ(run_claim(c, o).verdict, Status::violated);
  o.pinned = false;
  const RunSummary r = run_claim(c, o);
  EXPECT_EQ(r.verdict, Status::holds);
  EXPECT_EQ(r.total, 10u);
}

TEST(Search, IsDeterministicForASeed) {
  const Claim c = corner();
  SearchOptions s;
  s.evaluations = 400;
  s.per_restart = 100;
  expect_same(search_claim(c, s), search_claim(c, s), "same seed");
  // Control, the seed matters: on a flat claim (slack 1 everywhere) the tightest instance is the first start point.
  Claim flat = corner();
  flat.check = [](const Point&, unsigned) { return verdict_le(0.0, 1.0, 1.0, 1e-15); };
  SearchOptions t = s;
  t.seed = s.seed + 1;
  s.pinned = t.pinned = false;
  expect_same(search_claim(flat, s), search_claim(flat, s), "flat, same seed");
  EXPECT_NE(search_claim(flat, s).tightest_point, search_claim(flat, t).tightest_point);
}

TEST(SplitRuns, SamplingMatchesOneProcess) {
  for (const Claim& c : {corner(), needle(1e-11)}) {
    RunOptions o;
    o.iterations = 300;
    o.pinned = false;
    const RunSummary one = run_claim(c, o);
    for (int k : {1, 2, 3}) {
      const auto parts = split(k, [&](const Team* t) {
        RunOptions p = o;
        p.team = t;
        return run_claim(c, p);
      });
      for (const auto& r : parts) expect_same(one, r, c.id + " sampled on " + std::to_string(k) + " ranks");
    }
  }
  // A violation found by one rank while the other runs on: the replay stops at the same instance.
  Claim early = needle(1e-11);
  early.space.edges = {{5}, {7}, {654321}, {9}};
  RunOptions o;
  o.iterations = 50;
  const RunSummary one = run_claim(early, o);
  ASSERT_EQ(one.verdict, Status::violated);
  EXPECT_EQ(one.checked, 3u);
  for (const auto& r : split(2, [&](const Team* t) {
         RunOptions p = o;
         p.team = t;
         return run_claim(early, p);
       }))
    expect_same(one, r, "violation at instance 2 of 2 ranks");
}

TEST(SplitRuns, SearchMatchesOneProcess) {
  for (const Claim& c : {corner(), needle(1e-11)}) {
    SearchOptions s;
    s.evaluations = 600;
    s.per_restart = 100;
    s.pinned = false;
    const RunSummary one = search_claim(c, s);
    for (int k : {2, 3}) {
      const auto parts = split(k, [&](const Team* t) {
        SearchOptions p = s;
        p.team = t;
        return search_claim(c, p);
      });
      for (const auto& r : parts) expect_same(one, r, c.id + " searched on " + std::to_string(k) + " ranks");
    }
  }
}

TEST(Packing, RoundTripsExactly) {
  Packer p;
  p.u64(0xFFFFFFFFFFFFFFFFULL);
  p.i64(-3);
  p.f64(-0.1);
  p.f64(std::nextafter(1.0, 2.0));
  p.longs({-5, 0, 1L << 40});
  Unpacker u(p.bytes());
  EXPECT_EQ(u.u64(), 0xFFFFFFFFFFFFFFFFULL);
  EXPECT_EQ(u.i64(), -3);
  EXPECT_TRUE(same_bits(u.f64(), -0.1));
  EXPECT_TRUE(same_bits(u.f64(), std::nextafter(1.0, 2.0)));
  EXPECT_EQ(u.longs(), (std::vector<long>{-5, 0, 1L << 40}));
  EXPECT_TRUE(u.done());
  EXPECT_EQ(u.u64(), 0u);  // reading past the end gives zeros, never out-of-bounds reads
}

// The experiment engine's runs split the same way (numeric/team.hpp): 3 settings x 5 runs = 15 runs over 2 and 3
// ranks give, bit for bit, the values of one process; another seed gives others (the control).
std::vector<double> engine_values(std::uint64_t seed, const Team* team) {
  namespace ex = privbound::solvers::experiment;
  ex::Experiment e;
  e.id = "test.walk";
  e.grid = {{"a", {{"s", 1}}}, {"b", {{"s", 2}}}, {"c", {{"s", 3}}}};
  e.runs = 5;
  e.record = {1, 10};
  e.metrics = {"x"};
  e.perform = [](std::size_t p, std::size_t, ex::Stream& rng, std::span<double> out) {
    double x = 0;
    for (int i = 1; i <= 10; ++i) {
      x += static_cast<double>(p + 1) * rng.normal();
      if (i == 1) out[0] = x;
    }
    out[1] = x;
  };
  const auto r = ex::run(e, {.seed = seed, .team = team});
  std::vector<double> v{static_cast<double>(r->runs_done), r->complete ? 1.0 : 0.0};
  for (std::size_t p = 0; p < r->points(); ++p)
    for (std::size_t k = 0; k < r->runs(); ++k)
      for (std::size_t i = 0; i < r->records(); ++i) v.push_back(r->at(p, k, i, 0));
  return v;
}

TEST(SplitRuns, ExperimentRunsMatchOneProcess) {
  const std::vector<double> one = engine_values(3, nullptr);
  ASSERT_EQ(one.size(), 2u + 30u);
  EXPECT_EQ(one[0], 15.0);
  for (int k : {2, 3})
    for (const auto& v : split(k, [](const Team* t) { return engine_values(3, t); })) {
      ASSERT_EQ(v.size(), one.size());
      EXPECT_EQ(std::memcmp(v.data(), one.data(), one.size() * sizeof(double)), 0) << k << " ranks";
    }
  const std::vector<double> other = engine_values(4, nullptr);
  EXPECT_NE(std::memcmp(other.data(), one.data(), one.size() * sizeof(double)), 0);
}

}  // namespace
