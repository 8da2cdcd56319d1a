// Speed of the certified accountant (bounds/accounting). Targets live here, never in tests.
#include <benchmark/benchmark.h>

#include "privbound/bounds/accounting/conversions.hpp"
#include "privbound/bounds/accounting/rdp.hpp"
#include "privbound/bounds/accounting/subsampled.hpp"
#include "privbound/numeric/decimal.hpp"

namespace {

using privbound::numeric::Interval;
Interval dec(const char* s, unsigned bits) {
  return Interval::from_rational(*privbound::numeric::parse_rational(s), bits);
}

void BM_RdpInteger(benchmark::State& st) {
  const unsigned bits = 128;
  const Interval a = Interval::from_int(st.range(0), bits), q = dec("0.01", bits), s = dec("1", bits);
  for (auto _ : st) benchmark::DoNotOptimize(privbound::bounds::accounting::rdp_subsampled_gaussian(a, q, s));
  st.SetComplexityN(st.range(0));
}
BENCHMARK(BM_RdpInteger)->Arg(8)->Arg(256)->Arg(5000)->Complexity();

void BM_RdpFractional(benchmark::State& st) {
  const unsigned bits = static_cast<unsigned>(st.range(0));
  const Interval a = dec("7.3", bits), q = dec("0.01", bits), s = dec("1", bits);
  for (auto _ : st) benchmark::DoNotOptimize(privbound::bounds::accounting::rdp_subsampled_gaussian_real(a, q, s));
}
BENCHMARK(BM_RdpFractional)->Arg(64)->Arg(128)->Unit(benchmark::kMillisecond);

void BM_ZcdpConversion(benchmark::State& st) {
  using privbound::bounds::accounting::ZcdpConversion;
  const Interval rho = dec("0.5", 128), delta = dec("1e-5", 128);
  const auto m = static_cast<ZcdpConversion>(st.range(0));
  for (auto _ : st) benchmark::DoNotOptimize(privbound::bounds::accounting::eps_from_zcdp(rho, delta, m));
}
BENCHMARK(BM_ZcdpConversion)->Arg(0)->Arg(1)->Arg(2);

void BM_AccountantDpSgd(benchmark::State& st) {
  using namespace privbound::bounds::accounting;
  const Interval q = dec("0.01", 128), s = dec("1", 128), d = dec("1e-5", 128);
  for (auto _ : st)
    benchmark::DoNotOptimize(eps_subsampled_gaussian(q, s, 1000, d, RdpConversion::improved, AlphaSearch::integer, 128));
}
BENCHMARK(BM_AccountantDpSgd)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
