// Issue 33, items 1 and 2: privbound's certified accountants against the float ones, in one
// process. The baselines run in an embedded Python; PRIVBOUND_OPACUS_RDP names a copy of Opacus's
// opacus/accountants/analysis/rdp.py (numpy and scipy importable), PRIVBOUND_DP_ACCOUNTING a folder
// holding a copy of dp_accounting's package folder dp_accounting/ with at least pld/common.py,
// pld/pld_pmf.py, pld/privacy_loss_distribution.py, pld/privacy_loss_mechanism.py,
// privacy_accountant.py, dp_event.py and dp_event_builder.py (numpy, scipy and attr importable; the
// package's __init__ files are not read, so its other modules need not be there); without one, its
// benchmarks report an error. The point is the issue's: q = 0.01, σ = 1, T = 10^4, δ = 1e-5.
//   BM_OpacusEpsilon        compute_rdp over Opacus's default orders, then get_privacy_spent
//   BM_PrivboundEpsilonReal the certified optimum over real orders (target: >= 10x faster)
//   BM_OpacusCurve64        compute_rdp at the orders 2..65
//   BM_PrivboundCurve64     the certified RDP at the orders 2..65 (target: >= 5x faster)
//   BM_DpAccountingPld      dp_accounting's PLD at its default discretisation (1e-4, pessimistic)
//   BM_PrivboundPld         the certified tight ε by PLD, default options (target: >= 10x faster)
#include <benchmark/benchmark.h>
#include <pybind11/embed.h>
#include <pybind11/stl.h>

#include <cstdlib>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "privbound/bounds/accounting/conversions.hpp"
#include "privbound/bounds/accounting/pld.hpp"
#include "privbound/bounds/accounting/rdp.hpp"
#include "privbound/bounds/accounting/subsampled.hpp"
#include "privbound/numeric/decimal.hpp"

namespace py = pybind11;

namespace {

using privbound::numeric::Interval;

constexpr double kQ = 0.01, kSigma = 1, kDelta = 1e-5;
constexpr long kSteps = 10000;

Interval dec(const char* s, unsigned bits) {
  return Interval::from_rational(*privbound::numeric::parse_rational(s), bits);
}

// Opacus's RDPAccountant.DEFAULT_ALPHAS (opacus/accountants/rdp.py): 1.1, 1.2, ..., 10.9, 12..63.
std::vector<double> opacus_default_orders() {
  std::vector<double> a;
  for (int x = 1; x < 100; ++x) a.push_back(1 + x / 10.0);
  for (int x = 12; x < 64; ++x) a.push_back(x);
  return a;
}

std::vector<double> orders_2_to_65() {
  std::vector<double> a;
  for (int x = 2; x <= 65; ++x) a.push_back(x);
  return a;
}

// A baseline's Python module, loaded once from the path in the environment variable `env`.
struct Baseline {
  std::optional<py::module_> mod;
  std::string reason;
  bool tried = false;
};

// The loaded module, or nullptr after marking the benchmark skipped with the reason.
template <class Load>
const py::module_* loaded(benchmark::State& st, Baseline& b, const char* env, const char* hint, Load load) {
  if (!b.tried) {
    b.tried = true;
    const char* path = std::getenv(env);
    if (path == nullptr) {
      b.reason = std::string("set ") + env + " to " + hint;
    } else {
      try {
        b.mod = load(std::string(path));
      } catch (const std::exception& e) {
        b.reason = e.what();
      }
    }
  }
  if (!b.mod) st.SkipWithError(b.reason.c_str());
  return b.mod ? &*b.mod : nullptr;
}

const py::module_* opacus(benchmark::State& st) {
  static Baseline b;
  return loaded(st, b, "PRIVBOUND_OPACUS_RDP", "a copy of Opacus's opacus/accountants/analysis/rdp.py",
                [](const std::string& path) {
                  py::module_ util = py::module_::import("importlib.util");
                  py::object spec = util.attr("spec_from_file_location")("opacus_rdp", path);
                  py::object m = util.attr("module_from_spec")(spec);
                  spec.attr("loader").attr("exec_module")(m);
                  return m.cast<py::module_>();
                });
}

// dp_accounting's privacy_loss_distribution module: the packages dp_accounting and dp_accounting.pld
// are made empty (their __init__ files import the whole library) with their folders as search paths.
const py::module_* dp_accounting_pld(benchmark::State& st) {
  static Baseline b;
  return loaded(
      st, b, "PRIVBOUND_DP_ACCOUNTING", "a folder holding a copy of dp_accounting's dp_accounting/",
      [](const std::string& root) {
        py::module_ sys = py::module_::import("sys"), types = py::module_::import("types");
        for (const auto& [name, sub] : {std::pair<const char*, const char*>{"dp_accounting", "/dp_accounting"},
                                        {"dp_accounting.pld", "/dp_accounting/pld"}}) {
          py::object m = types.attr("ModuleType")(name);
          m.attr("__path__") = py::list(py::make_tuple(root + sub));
          sys.attr("modules")[name] = m;
        }
        return py::module_::import("dp_accounting.pld.privacy_loss_distribution");
      });
}

void BM_OpacusEpsilon(benchmark::State& st) {
  const py::module_* m = opacus(st);
  if (m == nullptr) return;
  const py::list orders = py::cast(opacus_default_orders());
  py::object compute = m->attr("compute_rdp"), spent = m->attr("get_privacy_spent");
  using namespace py::literals;
  for (auto _ : st) {
    py::object rdp = compute("q"_a = kQ, "noise_multiplier"_a = kSigma, "steps"_a = kSteps, "orders"_a = orders);
    py::object out = spent("orders"_a = orders, "rdp"_a = rdp, "delta"_a = kDelta);
    benchmark::DoNotOptimize(out.ptr());
  }
  const py::tuple res =
      spent("orders"_a = orders,
            "rdp"_a = compute("q"_a = kQ, "noise_multiplier"_a = kSigma, "steps"_a = kSteps, "orders"_a = orders),
            "delta"_a = kDelta);
  st.counters["eps"] = res[0].cast<double>();
  st.counters["alpha"] = res[1].cast<double>();
}
BENCHMARK(BM_OpacusEpsilon)->Unit(benchmark::kMillisecond);

void BM_PrivboundEpsilonReal(benchmark::State& st) {
  using namespace privbound::bounds::accounting;
  const auto bits = static_cast<unsigned>(st.range(0));
  const Interval q = dec("0.01", bits), s = dec("1", bits), d = dec("1e-5", bits);
  for (auto _ : st)
    benchmark::DoNotOptimize(
        eps_subsampled_gaussian(q, s, kSteps, d, RdpConversion::improved, AlphaSearch::real, bits));
  const auto r = eps_subsampled_gaussian(q, s, kSteps, d, RdpConversion::improved, AlphaSearch::real, bits);
  if (r.ok()) {
    st.counters["eps_hi"] = r->eps.upper_double();
    st.counters["alpha"] = r->alpha.mid_double();
  }
}
BENCHMARK(BM_PrivboundEpsilonReal)->Arg(128)->Arg(64)->Unit(benchmark::kMillisecond);

void BM_OpacusCurve64(benchmark::State& st) {
  const py::module_* m = opacus(st);
  if (m == nullptr) return;
  const py::list orders = py::cast(orders_2_to_65());
  py::object compute = m->attr("compute_rdp");
  using namespace py::literals;
  for (auto _ : st) {
    py::object rdp = compute("q"_a = kQ, "noise_multiplier"_a = kSigma, "steps"_a = kSteps, "orders"_a = orders);
    benchmark::DoNotOptimize(rdp.ptr());
  }
}
BENCHMARK(BM_OpacusCurve64)->Unit(benchmark::kMillisecond);

void BM_PrivboundCurve64(benchmark::State& st) {
  using namespace privbound::bounds::accounting;
  const auto bits = static_cast<unsigned>(st.range(0));
  const Interval q = dec("0.01", bits), s = dec("1", bits);
  const Interval steps = Interval::from_int(kSteps, bits);
  for (auto _ : st) {
    auto r = rdp_subsampled_gaussian_orders(2, 65, q, s);
    if (r.ok())
      for (const Interval& v : *r) benchmark::DoNotOptimize(v * steps);
  }
}
BENCHMARK(BM_PrivboundCurve64)->Arg(128)->Arg(64)->Unit(benchmark::kMillisecond);

void BM_DpAccountingPld(benchmark::State& st) {
  const py::module_* m = dp_accounting_pld(st);
  if (m == nullptr) return;
  using namespace py::literals;
  py::object from_gaussian = m->attr("from_gaussian_mechanism");
  double eps = 0;
  for (auto _ : st) {
    py::object pld = from_gaussian(kSigma, "sampling_prob"_a = kQ, "value_discretization_interval"_a = 1e-4);
    eps = pld.attr("self_compose")(kSteps).attr("get_epsilon_for_delta")(kDelta).cast<double>();
  }
  st.counters["eps"] = eps;
}
BENCHMARK(BM_DpAccountingPld)->Unit(benchmark::kMillisecond)->Iterations(3);

void BM_PrivboundPld(benchmark::State& st) {
  using namespace privbound::bounds::accounting;
  const Interval q = dec("0.01", 128), s = dec("1", 128), d = dec("1e-5", 128);
  for (auto _ : st) benchmark::DoNotOptimize(eps_subsampled_gaussian_pld(q, s, kSteps, d));
  const auto r = eps_subsampled_gaussian_pld(q, s, kSteps, d);
  if (r.ok()) {
    st.counters["eps_lo"] = r->value.lower_double();
    st.counters["eps_hi"] = r->value.upper_double();
  }
}
BENCHMARK(BM_PrivboundPld)->Unit(benchmark::kMillisecond)->Iterations(3);

}  // namespace

int main(int argc, char** argv) {
  py::scoped_interpreter python;
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
