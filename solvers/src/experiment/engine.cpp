#include "privbound/solvers/experiment/engine.hpp"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <boost/math/distributions/fisher_f.hpp>
#include <boost/math/distributions/students_t.hpp>
#include <cmath>
#include <cstdio>
#include <mutex>
#include <thread>

#include "privbound/numeric/deadline.hpp"

namespace privbound::solvers::experiment {
namespace {

std::uint64_t splitmix64(std::uint64_t& x) {
  std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

__extension__ using u128 = unsigned __int128;  // (GCC/Clang; -pedantic knows no 128-bit type)

std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

double mean_of(std::span<const double> v) {
  double s = 0;
  for (double x : v) s += x;
  return s / static_cast<double>(v.size());
}

double var_of(std::span<const double> v, double m) {  // unbiased
  double s = 0;
  for (double x : v) s += (x - m) * (x - m);
  return s / static_cast<double>(v.size() - 1);
}

double median_of(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

// Two-sided tail of Student's t with `df` degrees of freedom beyond |t|.
double t_two_sided(double t, double df) {
  if (!std::isfinite(t)) return std::isnan(t) ? std::numeric_limits<double>::quiet_NaN() : 0.0;
  const boost::math::students_t dist(df);
  return 2 * boost::math::cdf(boost::math::complement(dist, std::fabs(t)));
}

}  // namespace

Stream::Stream(std::uint64_t seed, std::uint64_t point, std::uint64_t run) {
  // Three words of key, mixed in turn: distinct (seed, point, run) give unrelated states.
  std::uint64_t x = seed;
  x ^= splitmix64(x) + point * 0xd1b54a32d192ed03ULL;
  x ^= splitmix64(x) + run * 0x8cb92ba72f3d8dd7ULL;
  for (auto& w : s_) w = splitmix64(x);
}

std::uint64_t Stream::next() {
  const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
  const std::uint64_t t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = rotl(s_[3], 45);
  return result;
}

double Stream::uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

namespace {

// The ziggurat of Marsaglia & Tsang (2000) with 128 layers for the standard normal density, in
// Doornik's form (2005: "An improved ziggurat method", which draws the layer and the abscissa
// from independent bits, avoiding the correlation Leong et al. found in the original). Exact: a
// draw is accepted with the density's own probability; the tail beyond r uses Marsaglia's
// exponential method.
struct Ziggurat {
  static constexpr int kLayers = 128;
  static constexpr double kR = 3.442619855899;       // the base strip's right edge
  static constexpr double kV = 9.91256303526217e-3;  // the area of every layer
  double x[kLayers + 1], ratio[kLayers];
  Ziggurat() {
    double f = std::exp(-0.5 * kR * kR);
    x[0] = kV / f;  // the base strip as a rectangle of the same area
    x[1] = kR;
    x[kLayers] = 0;
    for (int i = 2; i < kLayers; ++i) {
      x[i] = std::sqrt(-2 * std::log(kV / x[i - 1] + f));
      f = std::exp(-0.5 * x[i] * x[i]);
    }
    for (int i = 0; i < kLayers; ++i) ratio[i] = x[i + 1] / x[i];
  }
};
const Ziggurat& ziggurat() {
  static const Ziggurat z;
  return z;
}

}  // namespace

double Stream::normal() {
  const Ziggurat& z = ziggurat();
  for (;;) {
    const std::uint64_t bits = next();
    const int i = static_cast<int>(bits & 0x7f);                             // the layer: 7 low bits
    const double u = 2 * (static_cast<double>(bits >> 11) * 0x1.0p-53) - 1;  // (−1, 1): 53 high bits
    if (std::fabs(u) < z.ratio[i]) return u * z.x[i];                        // inside the layer's core rectangle
    if (i == 0) {                                                            // the tail beyond r
      double t, e;
      do {
        t = std::log(1 - uniform()) / Ziggurat::kR;
        e = std::log(1 - uniform());
      } while (-2 * e < t * t);
      return u < 0 ? t - Ziggurat::kR : Ziggurat::kR - t;
    }
    const double xv = u * z.x[i];  // the wedge: accept under the density
    const double f0 = std::exp(-0.5 * (z.x[i] * z.x[i] - xv * xv));
    const double f1 = std::exp(-0.5 * (z.x[i + 1] * z.x[i + 1] - xv * xv));
    if (f1 + uniform() * (f0 - f1) < 1.0) return xv;
  }
}

std::uint64_t Stream::below(std::uint64_t n) {
  // Lemire, "Fast random integer generation in an interval" (2019).
  u128 m = static_cast<u128>(next()) * n;
  auto low = static_cast<std::uint64_t>(m);
  if (low < n) {
    const std::uint64_t threshold = (0 - n) % n;
    while (low < threshold) {
      m = static_cast<u128>(next()) * n;
      low = static_cast<std::uint64_t>(m);
    }
  }
  return static_cast<std::uint64_t>(m >> 64);
}

double Setting::value(const std::string& name) const {
  for (const auto& [k, v] : values)
    if (k == name) return v;
  return std::numeric_limits<double>::quiet_NaN();
}

Results::Results(std::size_t points, std::size_t runs, std::size_t records, std::size_t metrics)
    : points_(points),
      runs_(runs),
      records_(records),
      metrics_(metrics),
      data_(points * runs * records * metrics, std::numeric_limits<double>::quiet_NaN()) {}

double& Results::at(std::size_t p, std::size_t r, std::size_t i, std::size_t m) {
  return data_[((p * runs_ + r) * records_ + i) * metrics_ + m];
}
double Results::at(std::size_t p, std::size_t r, std::size_t i, std::size_t m) const {
  return data_[((p * runs_ + r) * records_ + i) * metrics_ + m];
}
std::span<double> Results::run_slice(std::size_t p, std::size_t r) {
  return {data_.data() + (p * runs_ + r) * records_ * metrics_, records_ * metrics_};
}

std::vector<double> Results::cell(std::size_t p, std::size_t i, std::size_t m) const {
  std::vector<double> v;
  v.reserve(runs_);
  for (std::size_t r = 0; r < runs_; ++r)
    if (!std::isnan(at(p, r, i, m))) v.push_back(at(p, r, i, m));
  return v;
}

Summary Results::summary(std::size_t p, std::size_t i, std::size_t m) const {
  const std::vector<double> v = cell(p, i, m);
  Summary s;
  s.n = v.size();
  if (v.empty()) return s;
  s.mean = mean_of(v);
  s.min = *std::min_element(v.begin(), v.end());
  s.max = *std::max_element(v.begin(), v.end());
  s.median = median_of(v);
  if (v.size() < 2) {
    s.ci_lo = s.ci_hi = s.mean;
    return s;
  }
  s.sd = std::sqrt(var_of(v, s.mean));
  const boost::math::students_t dist(static_cast<double>(v.size() - 1));
  const double half = boost::math::quantile(dist, 0.975) * s.sd / std::sqrt(static_cast<double>(v.size()));
  s.ci_lo = s.mean - half;
  s.ci_hi = s.mean + half;
  return s;
}

numeric::Result<Results> run(const Experiment& e, const Options& o) {
  auto bad = [&](const std::string& what) {
    return numeric::Error{numeric::ErrorKind::invalid_input, "experiment " + e.id + ": " + what};
  };
  const std::size_t runs = o.runs ? o.runs : e.runs;
  if (e.grid.empty()) return bad("the grid is empty");
  if (e.metrics.empty()) return bad("no metric");
  if (e.record.empty()) return bad("no recorded iteration");
  if (!e.perform) return bad("no run function");
  if (o.threads < 1 || o.threads > 256) return bad("threads must be in [1, 256], but is " + std::to_string(o.threads));
  if (runs < 1 || runs * e.grid.size() > 10000000)
    return bad("runs x settings must be in [1, 10^7], but is " + std::to_string(runs * e.grid.size()));
  Results res(e.grid.size(), runs, e.record.size(), e.metrics.size());
  const std::size_t total = e.grid.size() * runs;
  const auto rank = static_cast<std::size_t>(numeric::rank_of(o.team));
  const auto size = static_cast<std::size_t>(numeric::size_of(o.team));
  const auto share = [&](std::size_t rk) { return total > rk ? (total - rk + size - 1) / size : 0; };
  const std::size_t mine = share(rank);  // runs k = rank, rank + size, ...
  std::atomic<std::size_t> next{0}, done{0};
  std::atomic<bool> stopped{false};
  std::mutex print;
  const bool tty = o.progress && isatty(STDERR_FILENO) != 0;
  auto worker = [&] {
    for (;;) {
      if (numeric::deadline_passed()) {
        stopped = true;
        return;
      }
      const std::size_t i = next.fetch_add(1);
      if (i >= mine) return;
      const std::size_t k = rank + i * size;
      const std::size_t p = k / runs, r = k % runs;
      Stream rng(o.seed, p, r);
      e.perform(p, r, rng, res.run_slice(p, r));
      const std::size_t d = done.fetch_add(1) + 1;
      if (tty && (d % 16 == 0 || d == mine)) {
        std::lock_guard<std::mutex> lock(print);
        std::fprintf(stderr, "\r%s: %zu/%zu runs\033[K", e.id.c_str(), d, mine);
      }
    }
  };
  std::vector<std::thread> pool;
  for (std::size_t t = 1; t < o.threads; ++t) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();
  if (tty) std::fprintf(stderr, "\r\033[K");
  res.runs_done = done.load();
  res.complete = !stopped && res.runs_done == mine;
  if (!res.complete) {
    // A run cut short is dropped whole: its values were written as it went.
    for (std::size_t k = 0; k < total; ++k) {
      const std::size_t p = k / runs, r = k % runs;
      auto s = res.run_slice(p, r);
      if (std::any_of(s.begin(), s.end(), [](double v) { return std::isnan(v); }))
        std::fill(s.begin(), s.end(), std::numeric_limits<double>::quiet_NaN());
    }
  }
  if (size > 1) {
    // Every rank's share, exact bit patterns, written into the same places a single process fills.
    numeric::Packer out;
    out.u64(res.runs_done);
    out.u64(res.complete ? 1 : 0);
    for (std::size_t i = 0; i < mine; ++i)
      for (double v : res.run_slice((rank + i * size) / runs, (rank + i * size) % runs)) out.f64(v);
    const std::vector<std::string> shares = numeric::gather(o.team, out.bytes());
    res.runs_done = 0;
    res.complete = true;
    for (std::size_t rk = 0; rk < shares.size() && rk < size; ++rk) {
      numeric::Unpacker u(shares[rk]);
      res.runs_done += u.u64();
      res.complete = res.complete && u.u64() == 1;
      for (std::size_t i = 0; i < share(rk); ++i)
        for (double& v : res.run_slice((rk + i * size) / runs, (rk + i * size) % runs)) v = u.f64();
    }
    res.complete = res.complete && res.runs_done == total;
  }
  return res;
}

std::string csv(const Experiment& e, const Results& r) {
  std::string out = "point,label,run,iteration,metric,value\n";
  char buf[64];
  for (std::size_t p = 0; p < r.points(); ++p)
    for (std::size_t k = 0; k < r.runs(); ++k)
      for (std::size_t i = 0; i < r.records(); ++i)
        for (std::size_t m = 0; m < r.metrics(); ++m) {
          const double v = r.at(p, k, i, m);
          if (std::isnan(v)) continue;
          std::snprintf(buf, sizeof buf, "%.17g", v);
          out += std::to_string(p) + "," + e.grid[p].label + "," + std::to_string(k) + "," +
                 std::to_string(e.record[i]) + "," + e.metrics[m] + "," + buf + "\n";
        }
  return out;
}

double t_test_p(std::span<const double> a, std::span<const double> b, bool equal_var) {
  const double na = static_cast<double>(a.size()), nb = static_cast<double>(b.size());
  if (a.size() < 2 || b.size() < 2) return std::numeric_limits<double>::quiet_NaN();
  const double ma = mean_of(a), mb = mean_of(b), va = var_of(a, ma), vb = var_of(b, mb);
  if (equal_var) {
    const double df = na + nb - 2;
    const double sp2 = ((na - 1) * va + (nb - 1) * vb) / df;
    return t_two_sided((ma - mb) / std::sqrt(sp2 * (1 / na + 1 / nb)), df);
  }
  const double sa = va / na, sb = vb / nb;
  const double df = (sa + sb) * (sa + sb) / (sa * sa / (na - 1) + sb * sb / (nb - 1));
  return t_two_sided((ma - mb) / std::sqrt(sa + sb), df);
}

double levene_p(std::span<const double> a, std::span<const double> b) {
  if (a.size() < 2 || b.size() < 2) return std::numeric_limits<double>::quiet_NaN();
  auto deviations = [](std::span<const double> v) {
    const double med = median_of(std::vector<double>(v.begin(), v.end()));
    std::vector<double> z;
    for (double x : v) z.push_back(std::fabs(x - med));
    return z;
  };
  const std::vector<double> za = deviations(a), zb = deviations(b);
  const double na = static_cast<double>(za.size()), nb = static_cast<double>(zb.size()), n = na + nb;
  const double ma = mean_of(za), mb = mean_of(zb), m = (na * ma + nb * mb) / n;
  const double between = na * (ma - m) * (ma - m) + nb * (mb - m) * (mb - m);
  double within = 0;
  for (double z : za) within += (z - ma) * (z - ma);
  for (double z : zb) within += (z - mb) * (z - mb);
  if (within == 0) return between == 0 ? 1.0 : 0.0;
  const double W = (n - 2) * between / within;  // k = 2 groups: (N − k)/(k − 1) · between/within
  const boost::math::fisher_f dist(1, n - 2);
  return boost::math::cdf(boost::math::complement(dist, W));
}

}  // namespace privbound::solvers::experiment
