#include "privbound/proofs_check/coverage.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <iomanip>
#include <map>
#include <set>
#include <sstream>

#include "privbound/numeric/deadline.hpp"
#include "run_shared.hpp"

namespace privbound::proofs_check {

double ParamCoverage::decades() const { return min_abs > 0 && max_abs > min_abs ? std::log10(max_abs / min_abs) : 0.0; }

namespace {

thread_local bool describe_all = false;

}  // namespace

bool describe_every_instance() { return describe_all; }
DescribeEveryInstance::DescribeEveryInstance() : before_(describe_all) { describe_all = true; }
DescribeEveryInstance::~DescribeEveryInstance() { describe_all = before_; }

namespace {

// A decimal or scientific literal filling the whole text (strtod's syntax, but no inf, nan or hex).
bool whole_literal(const std::string& t, double& out) {
  if (t.empty() || t.find_first_not_of("0123456789+-.eE") != std::string::npos) return false;
  char* end = nullptr;
  out = std::strtod(t.c_str(), &end);
  return end == t.c_str() + t.size() && std::isfinite(out);
}

}  // namespace

bool instance_number(const std::string& text, double& out) {
  const auto slash = text.find('/');
  if (slash == std::string::npos) return whole_literal(text, out);
  double p = 0, q = 0;
  if (!whole_literal(text.substr(0, slash), p) || !whole_literal(text.substr(slash + 1), q) || q == 0) return false;
  out = p / q;
  return std::isfinite(out);
}

Coverage measure_coverage(const Claim& c, const RunOptions& o) {
  const DescribeEveryInstance describe;
  Coverage cov;
  cov.id = c.id;
  std::map<std::string, std::size_t> index;  // name -> position in cov.params
  const std::size_t total = (o.pinned ? c.space.edges.size() : 0) + o.iterations;
  detail::PointStream stream(c, o.seed, o.pinned);
  const auto start = std::chrono::steady_clock::now();
  for (std::size_t k = 0; k < total; ++k) {
    const Point p = stream.next();
    if (numeric::deadline_passed() ||
        (o.seconds > 0 &&
         std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() >= o.seconds)) {
      cov.time_limit_reached = true;
      break;
    }
    const Verdict v = c.check(p, o.bits);
    if (o.progress) o.progress(k + 1, total);
    ++cov.instances;
    for (const auto& [name, text] : v.instance) {
      auto [it, fresh] = index.emplace(name, cov.params.size());
      if (fresh) {
        cov.params.push_back(ParamCoverage{name});
      }
      ParamCoverage& pc = cov.params[it->second];
      std::set<std::string>& seen = pc.values;
      ++pc.seen;
      const bool new_value = seen.size() < ParamCoverage::kMaxDistinct && seen.insert(text).second;
      double x = 0;
      if (instance_number(text, x)) {
        if (pc.numeric++ == 0) pc.min = pc.max = x;
        pc.min = std::min(pc.min, x);
        pc.max = std::max(pc.max, x);
        pc.zero = pc.zero || x == 0;
        pc.negative = pc.negative || x < 0;
        if (x != 0) {
          const double a = std::fabs(x);
          pc.min_abs = pc.min_abs == 0 ? a : std::min(pc.min_abs, a);
          pc.max_abs = std::max(pc.max_abs, a);
        }
      } else if (new_value && pc.texts.size() < ParamCoverage::kMaxTexts) {
        pc.texts.push_back(text);
      }
    }
  }
  for (auto& pc : cov.params) pc.distinct = pc.values.size();
  return cov;
}

std::vector<std::string> unreached(const Coverage& measured, const std::vector<Reach>& declared) {
  std::vector<std::string> out;
  auto show = [](double x) {
    std::ostringstream s;
    s << std::setprecision(4) << x;
    return s.str();
  };
  for (const Reach& r : declared) {
    const auto it = std::find_if(measured.params.begin(), measured.params.end(),
                                 [&](const ParamCoverage& p) { return p.name == r.param; });
    if (it == measured.params.end()) {
      out.push_back(r.param + ": no instance describes it");
      continue;
    }
    if (!r.cases.empty()) {
      std::string missing;
      for (const auto& c : r.cases)
        if (!it->values.count(c)) missing += (missing.empty() ? "" : ", ") + c;
      if (!missing.empty()) out.push_back(r.param + ": never took " + missing);
      continue;
    }
    const double slack = 1e-3;
    const bool low = it->numeric && it->min <= r.lo + slack * std::fabs(r.lo);
    const bool high = it->numeric && it->max >= r.hi - slack * std::fabs(r.hi);
    if (low && high) continue;
    out.push_back(r.param + ": " +
                  (it->numeric ? "reached [" + show(it->min) + ", " + show(it->max) + "]" : "no numeric value") +
                  ", declared [" + show(r.lo) + ", " + show(r.hi) + "]");
  }
  return out;
}

}  // namespace privbound::proofs_check
