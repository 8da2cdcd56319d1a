// proofs_check speed (issue 5): checks per second of Lemma 6.5 at 256 bits for n = 10, m = 5
// (target ≥ 2,000/s/core), and the exact-divergence check of Theorem 6.1 for T = 50. Each has a
// baseline in the same process (the same check at 53 bits, i.e. double-width mantissas through the
// same MPFR path), so results read as ratios. A "check" = decode a fresh random instance
// (exact rational data, prescribed spectrum), run Algorithm 1 on a random pair, compare.
#include <benchmark/benchmark.h>

#include <string>

#include "privbound/proofs_check/claim.hpp"
#include "privbound/proofs_check/source.hpp"

using namespace privbound::proofs_check;

namespace {

// point layout: seed, n, m_offset, f_family, g_family, B_form, beta, eta, T, A_form
void run(benchmark::State& state, const char* id, long n, long moff, long g, long T, unsigned bits) {
  const Claim* c = find_claim(id);
  long seed = 0;
  std::size_t count = 0;
  for (auto _ : state) {
    const Point p = {seed++ % 1000000, n, moff, 0, g, 0, 0, 0, T, 0};
    const Verdict v = c->check(p, bits);
    benchmark::DoNotOptimize(v.slack);
    ++count;
  }
  state.counters["checks_per_s"] = benchmark::Counter(static_cast<double>(count), benchmark::Counter::kIsRate);
}

// Lemma 6.5, n = 10, m = 5, g = ℓ1 (random-pair check only)
void BM_Lemma65_pair_256(benchmark::State& s) { run(s, "chan_xie_zhao.lemma6_5", 10, 5, 1, 1, 256); }
void BM_Lemma65_pair_53(benchmark::State& s) { run(s, "chan_xie_zhao.lemma6_5", 10, 5, 1, 1, 53); }
// Lemma 6.5 with g quadratic: the random pair AND the sup over directions (15×15 eigenproblem)
void BM_Lemma65_sup_256(benchmark::State& s) { run(s, "chan_xie_zhao.lemma6_5", 10, 5, 3, 1, 256); }
void BM_Lemma65_sup_53(benchmark::State& s) { run(s, "chan_xie_zhao.lemma6_5", 10, 5, 3, 1, 53); }
// Theorem 6.1 exact divergence, T = 50 (100 noisy iterations), n = 3, m = 2
void BM_Thm61_exact_T50_256(benchmark::State& s) { run(s, "chan_xie_zhao.thm6_1", 3, 1, 1, 50, 256); }
void BM_Thm61_exact_T50_53(benchmark::State& s) { run(s, "chan_xie_zhao.thm6_1", 3, 1, 1, 50, 53); }

// A paper's whole `privbound check` run at default options (every claim of the source, 100
// random instances after the edge points, 256 bits, shrinking on): issue 11 asks for < 30 s. The
// Chan-Xie-Zhao run is the baseline in the same process.
void paper_check(benchmark::State& state, const std::string& source) {
  for (auto _ : state) {
    std::size_t n = 0;
    for (const auto& c : all_claims()) {
      if (c.id.rfind(source + ".", 0) != 0) continue;
      const RunSummary r = run_claim(c, RunOptions{});
      benchmark::DoNotOptimize(r.checked);
      ++n;
    }
    state.counters["claims"] = static_cast<double>(n);
  }
}
// One BM_PaperCheck_<source> per entry of the claim sources' table (no paper named here).
const bool kPaperChecks = [] {
  for (const auto& src : claim_sources())
    benchmark::RegisterBenchmark(("BM_PaperCheck_" + src.id).c_str(),
                                 [id = src.id](benchmark::State& s) { paper_check(s, id); })
        ->Unit(benchmark::kSecond)
        ->Iterations(1);
  return true;
}();

}  // namespace

BENCHMARK(BM_Lemma65_pair_256)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Lemma65_pair_53)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Lemma65_sup_256)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Lemma65_sup_53)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Thm61_exact_T50_256)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Thm61_exact_T50_53)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
