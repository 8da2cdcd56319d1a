#include "privbound/proofs_check/search.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <random>

#include "privbound/numeric/deadline.hpp"
#include "privbound/proofs_check/team.hpp"
#include "run_shared.hpp"

namespace privbound::proofs_check {

std::optional<double> ratio(const Verdict& v) {
  if (!std::isfinite(v.lhs) || !std::isfinite(v.rhs) || !(v.rhs > 0)) return std::nullopt;
  return v.lhs / v.rhs;
}

namespace {

using Clock = std::chrono::steady_clock;

// A value of [lo, hi] at a log-uniform distance from one end (chosen at random): the distance
// d + 1 is e^(U ln(hi - lo + 1)), so every decade of a wide coordinate is drawn about as often.
long log_uniform(long lo, long hi, std::mt19937_64& rng) {
  const double span = static_cast<double>(hi) - static_cast<double>(lo);
  const double u = std::uniform_real_distribution<double>(0.0, 1.0)(rng);
  const auto d = static_cast<long>(std::floor(std::exp(u * std::log1p(span)))) - 1;
  const long dist = std::clamp(d, 0L, hi - lo);
  return std::bernoulli_distribution(0.5)(rng) ? lo + dist : hi - dist;
}

Point start_point(const Space& s, std::mt19937_64& rng) {
  Point p(s.coords.size());
  for (std::size_t i = 0; i < p.size(); ++i) {
    const Coord& c = s.coords[i];
    p[i] = std::bernoulli_distribution(0.5)(rng) ? std::uniform_int_distribution<long>(c.lo, c.hi)(rng)
                                                 : log_uniform(c.lo, c.hi, rng);
  }
  return p;
}

long clamp_to(const Coord& c, double x) {
  if (!(x > static_cast<double>(c.lo))) return c.lo;
  if (!(x < static_cast<double>(c.hi))) return c.hi;
  return static_cast<long>(std::llround(x));
}

// The moves of coordinate i from x: x ± step, and the distance to either end doubled or halved; for a seed
// (is_seed) two fresh draws.
std::vector<long> moves(const Coord& c, long x, long step, std::mt19937_64& rng) {
  if (is_seed(c)) {
    std::uniform_int_distribution<long> draw(c.lo, c.hi);
    std::vector<long> out = {draw(rng), draw(rng)};
    out.erase(std::remove(out.begin(), out.end(), x), out.end());
    return out;
  }
  const double lo = static_cast<double>(c.lo), hi = static_cast<double>(c.hi), v = static_cast<double>(x);
  std::vector<long> out = {clamp_to(c, v + static_cast<double>(step)),
                           clamp_to(c, v - static_cast<double>(step)),
                           clamp_to(c, lo + (v - lo) * 2),
                           clamp_to(c, lo + (v - lo) / 2),
                           clamp_to(c, hi - (hi - v) * 2),
                           clamp_to(c, hi - (hi - v) / 2)};
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  out.erase(std::remove(out.begin(), out.end(), x), out.end());
  return out;
}

// One restart's outcome (all a replay needs).
struct Restart {
  std::uint64_t index = 0;
  std::uint64_t checked = 0, skipped = 0, tight = 0, certified = 0, evaluations = 0;
  bool failed = false;  // a violation (universal) or a witness (existential) was found
  bool cut = false;     // the deadline or the time budget ended it early (the replay stops after it)
  bool has_best = false;
  double best_score = std::numeric_limits<double>::infinity();
  double worst_slack = 0;  // universal: least slack; existential: greatest margin (over decided evaluations)
  Point best_point;        // the failing point when failed
  Verdict best;
};

class RestartRun {
 public:
  RestartRun(const Claim& c, const SearchOptions& o, std::uint64_t index, Clock::time_point stop, bool timed)
      : c_(c), o_(o), stop_(stop), timed_(timed), rng_(o.seed ^ (0x9E3779B97F4A7C15ULL * (index + 1))) {
    out_.index = index;
    out_.worst_slack =
        c.kind == Kind::universal ? std::numeric_limits<double>::infinity() : -std::numeric_limits<double>::infinity();
  }

  // Runs the restart; false when the deadline or the time budget cut it.
  bool run(const Point& start) {
    Point x = start;
    double fx = 0;
    if (!eval(x, fx)) return done();
    const std::size_t n = c_.space.coords.size();
    while (!out_.failed && out_.evaluations < o_.per_restart) {
      std::vector<long> step(n);
      for (std::size_t i = 0; i < n; ++i)  // a seed has no step (its moves are redraws)
        step[i] = is_seed(c_.space.coords[i]) ? 1 : std::max(1L, (c_.space.coords[i].hi - c_.space.coords[i].lo) / 8);
      // Pattern search from x until a local minimum (steps of 1 without improvement).
      while (true) {
        bool improved = false;
        std::vector<std::size_t> order(n);
        for (std::size_t i = 0; i < n; ++i) order[i] = i;
        std::shuffle(order.begin(), order.end(), rng_);
        for (std::size_t i : order) {
          std::vector<long> cand = moves(c_.space.coords[i], x[i], step[i], rng_);
          std::shuffle(cand.begin(), cand.end(), rng_);
          for (long xi : cand) {
            Point y = x;
            y[i] = xi;
            double fy = 0;
            if (!eval(y, fy)) return done();
            if (fy < fx) {
              if (std::abs(xi - x[i]) == step[i])
                step[i] = std::min(step[i] * 2, std::max(1L, c_.space.coords[i].hi - c_.space.coords[i].lo));
              x = y;
              fx = fy;
              improved = true;
              break;
            }
          }
        }
        if (!improved && n > 1) {  // all coordinates at once: correlated directions
          for (std::size_t t = 0; t < 2 * n && !improved; ++t) {
            Point y = x;
            for (std::size_t i = 0; i < n; ++i)
              if (!is_seed(c_.space.coords[i]))  // seeds keep their instance in a joint move
                y[i] = clamp_to(c_.space.coords[i],
                                static_cast<double>(x[i]) +
                                    static_cast<double>(std::uniform_int_distribution<long>(-step[i], step[i])(rng_)));
            if (y == x) continue;
            double fy = 0;
            if (!eval(y, fy)) return done();
            if (fy < fx) {
              x = y;
              fx = fy;
              improved = true;
            }
          }
        }
        if (improved) continue;
        if (std::all_of(step.begin(), step.end(), [](long s) { return s == 1; })) break;
        for (long& s : step) s = std::max(1L, s / 2);
      }
      // A local minimum: jump (a log-scale perturbation of the restart's best point, or anywhere).
      if (std::bernoulli_distribution(0.5)(rng_) && out_.has_best) {
        x = out_.best_point;
        for (std::size_t i = 0; i < n; ++i) {
          const Coord& co = c_.space.coords[i];
          if (std::bernoulli_distribution(0.5)(rng_)) continue;
          if (is_seed(co)) {
            x[i] = std::uniform_int_distribution<long>(co.lo, co.hi)(rng_);
            continue;
          }
          const double f = std::exp(std::uniform_real_distribution<double>(-2.0, 2.0)(rng_));
          x[i] = clamp_to(co, static_cast<double>(co.lo) + (static_cast<double>(x[i] - co.lo) + 1) * f - 1);
        }
      } else {
        x = start_point(c_.space, rng_);
      }
      if (!eval(x, fx)) return done();
    }
    return true;
  }

  Restart& result() { return out_; }

 private:
  bool done() const { return !cut_; }

  // Evaluates y; false when the restart must end (failing point, budget, deadline).
  bool eval(const Point& y, double& f) {
    if (out_.failed || out_.evaluations >= o_.per_restart) return false;
    if (numeric::deadline_passed() || (timed_ && Clock::now() >= stop_)) {
      cut_ = true;
      return false;
    }
    Verdict v = c_.check(y, o_.bits);
    ++out_.evaluations;
    if (v.status == Status::undecided && c_.kind == Kind::universal) {
      ++out_.skipped;
    } else {
      ++out_.checked;
      if (v.tight) ++out_.tight;
      if (v.certified) ++out_.certified;
      out_.worst_slack =
          c_.kind == Kind::universal ? std::min(out_.worst_slack, v.slack) : std::max(out_.worst_slack, v.slack);
    }
    f = detail::score(c_, v);
    const bool fails = detail::failing(c_, v);
    if (fails || (std::isfinite(f) && f < out_.best_score)) {
      out_.has_best = true;
      out_.best_score = f;
      out_.best_point = y;
      out_.best = std::move(v);
    }
    if (fails) {
      out_.failed = true;
      return false;
    }
    return out_.evaluations < o_.per_restart;
  }

  const Claim& c_;
  const SearchOptions& o_;
  Clock::time_point stop_;
  bool timed_;
  bool cut_ = false;
  std::mt19937_64 rng_;
  Restart out_;
};

void pack(Packer& p, const Restart& r) {
  p.u64(r.index);
  p.u64(r.checked);
  p.u64(r.skipped);
  p.u64(r.tight);
  p.u64(r.certified);
  p.u64(r.evaluations);
  p.u64(r.failed ? 1 : 0);
  p.u64(r.cut ? 1 : 0);
  p.u64(r.has_best ? 1 : 0);
  p.f64(r.best_score);
  p.f64(r.worst_slack);
  p.longs(r.best_point);
  detail::pack(p, r.best);
}

Restart unpack_restart(Unpacker& u) {
  Restart r;
  r.index = u.u64();
  r.checked = u.u64();
  r.skipped = u.u64();
  r.tight = u.u64();
  r.certified = u.u64();
  r.evaluations = u.u64();
  r.failed = u.u64() != 0;
  r.cut = u.u64() != 0;
  r.has_best = u.u64() != 0;
  r.best_score = u.f64();
  r.worst_slack = u.f64();
  r.best_point = u.longs();
  r.best = detail::unpack_verdict(u);
  return r;
}

}  // namespace

RunSummary search_claim(const Claim& claim, const SearchOptions& o) {
  RunSummary r;
  r.id = claim.id;
  r.seed = o.seed;
  const bool universal = claim.kind == Kind::universal;
  r.worst_slack = universal ? std::numeric_limits<double>::infinity() : -std::numeric_limits<double>::infinity();
  const std::size_t per = std::max<std::size_t>(1, o.per_restart);
  const std::size_t restarts = std::max<std::size_t>(1, (o.evaluations + per - 1) / per);
  r.total = restarts * per;
  const std::size_t edges = o.pinned ? claim.space.edges.size() : 0;
  const auto rank = static_cast<std::size_t>(detail::rank_of(o.team));
  const auto size = static_cast<std::size_t>(detail::size_of(o.team));
  const bool timed = o.seconds > 0;
  const Clock::time_point stop =
      Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(timed ? o.seconds : 0));
  SearchOptions local = o;
  local.per_restart = per;

  // This rank's restarts, in order, each until its own first failing restart or the cut.
  Packer mine;
  std::uint64_t count = 0;
  for (std::size_t k = rank; k < restarts; k += size) {
    std::mt19937_64 start_rng(o.seed ^ (0xD1B54A32D192ED03ULL * (k + 1)));
    const Point start = k < edges ? claim.space.edges[k] : start_point(claim.space, start_rng);
    if (numeric::deadline_passed() || (timed && Clock::now() >= stop)) break;  // not started: the replay stops here
    RestartRun run(claim, local, k, stop, timed);
    run.result().cut = !run.run(start);  // a cut restart still counts what it evaluated; the replay stops after it
    pack(mine, run.result());
    ++count;
    if (o.progress && rank == 0) o.progress(k + 1, restarts);
    if (run.result().failed || run.result().cut) break;
  }
  Packer head;
  head.u64(count);

  std::vector<std::optional<Restart>> seen;  // by restart index, up to the last one any rank ran
  for (const std::string& bytes : detail::gather(o.team, head.bytes() + mine.bytes())) {
    Unpacker u(bytes);
    const std::uint64_t n = u.u64();
    for (std::uint64_t i = 0; i < n && !u.done(); ++i) {
      Restart x = unpack_restart(u);
      if (x.index >= restarts) continue;
      if (x.index >= seen.size()) seen.resize(x.index + 1);
      seen[x.index] = std::move(x);
    }
  }
  const Restart* best = nullptr;
  for (std::size_t k = 0; k < restarts; ++k) {
    if (k >= seen.size() || !seen[k]) {
      r.time_limit_reached = true;
      break;
    }
    const Restart& x = *seen[k];
    ++r.restarts;
    r.checked += x.checked;
    r.skipped += x.skipped;
    r.tight += x.tight;
    r.certified += x.certified;
    r.evaluations += x.evaluations;
    if (x.checked > 0)
      r.worst_slack = universal ? std::min(r.worst_slack, x.worst_slack) : std::max(r.worst_slack, x.worst_slack);
    if (x.failed) {
      r.verdict = universal ? Status::violated : Status::holds;
      Point q = o.shrink ? shrink_point(claim, x.best_point, o.bits) : x.best_point;
      r.point = q;
      r.found = claim.check(q, o.bits);
      if (universal) r.worst_slack = std::min(r.worst_slack, r.found->slack);
      r.tightest_point = r.point;
      r.tightest = r.found;
      return r;
    }
    if (x.has_best && (!best || x.best_score < best->best_score)) best = &x;
    if (x.cut) {
      r.time_limit_reached = true;
      break;
    }
  }
  if (best) {
    r.tightest_point = best->best_point;
    r.tightest = best->best;
  }
  r.verdict = universal && r.checked > 0 ? Status::holds : Status::undecided;
  if (r.checked == 0) r.worst_slack = 0;
  return r;
}

}  // namespace privbound::proofs_check
