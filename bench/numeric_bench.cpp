// Cost of the certified primitives at 64/128/256 bits, with the same operation in double
// in the same process as the baseline (report ratios, not absolute times).
#include <benchmark/benchmark.h>

#include <cmath>

#include "privbound/numeric/decimal.hpp"
#include "privbound/numeric/interval.hpp"
#include "privbound/numeric/matrix.hpp"

using privbound::numeric::Interval;
using privbound::numeric::Rational;

namespace {

Interval third(unsigned bits) { return Interval::from_rational(Rational(1, 3), bits); }

void BM_double_exp_log(benchmark::State& s) {
  volatile double x = 1.0 / 3;
  for (auto _ : s) benchmark::DoNotOptimize(std::log1p(std::exp(x) * x));
}
BENCHMARK(BM_double_exp_log);

void BM_interval_mul_add(benchmark::State& s) {
  const unsigned bits = static_cast<unsigned>(s.range(0));
  const Interval x = third(bits);
  for (auto _ : s) benchmark::DoNotOptimize(x * x + x);
}
BENCHMARK(BM_interval_mul_add)->Arg(64)->Arg(128)->Arg(256);

void BM_interval_exp_log(benchmark::State& s) {
  const unsigned bits = static_cast<unsigned>(s.range(0));
  const Interval x = third(bits);
  for (auto _ : s) benchmark::DoNotOptimize(log1p(exp(x) * x));
  s.counters["rel_width"] = log1p(exp(x) * x).rel_width();
}
BENCHMARK(BM_interval_exp_log)->Arg(64)->Arg(128)->Arg(256);

void BM_interval_erfc(benchmark::State& s) {
  const unsigned bits = static_cast<unsigned>(s.range(0));
  const Interval x = third(bits) * 30;
  for (auto _ : s) benchmark::DoNotOptimize(erfc(x));
  s.counters["rel_width"] = erfc(x).rel_width();
}
BENCHMARK(BM_interval_erfc)->Arg(64)->Arg(128)->Arg(256);

void BM_interval_lgamma(benchmark::State& s) {
  const unsigned bits = static_cast<unsigned>(s.range(0));
  const Interval x = third(bits) * 1000;
  for (auto _ : s) benchmark::DoNotOptimize(lgamma(x));
  s.counters["rel_width"] = lgamma(x).rel_width();
}
BENCHMARK(BM_interval_lgamma)->Arg(64)->Arg(128)->Arg(256);

void BM_interval_binomial_k64(benchmark::State& s) {
  const unsigned bits = static_cast<unsigned>(s.range(0));
  const Interval a = third(bits) * 1000;
  for (auto _ : s) benchmark::DoNotOptimize(binomial(a, 64));
  s.counters["rel_width"] = binomial(a, 64).rel_width();
}
BENCHMARK(BM_interval_binomial_k64)->Arg(64)->Arg(128)->Arg(256);

void BM_parse_decimal(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(privbound::numeric::parse_rational("1.2345678901234567e-12"));
}
BENCHMARK(BM_parse_decimal);

void BM_spectral_norm_10x5(benchmark::State& s) {
  const unsigned bits = static_cast<unsigned>(s.range(0));
  privbound::numeric::RationalMatrix a(10, 5);
  for (std::size_t i = 0; i < 10; ++i)
    for (std::size_t j = 0; j < 5; ++j) a(i, j) = Rational(static_cast<long>((i * 7 + j * 3) % 11) - 5, 7);
  for (auto _ : s) benchmark::DoNotOptimize(privbound::numeric::spectral_norm(a, bits));
  s.counters["rel_width"] = privbound::numeric::spectral_norm(a, bits)->rel_width();
}
BENCHMARK(BM_spectral_norm_10x5)->Arg(64)->Arg(128)->Arg(256);

}  // namespace

BENCHMARK_MAIN();
