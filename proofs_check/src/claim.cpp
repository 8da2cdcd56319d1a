#include "privbound/proofs_check/claim.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>

#include "privbound/bounds/source.hpp"
#include "privbound/numeric/deadline.hpp"
#include "privbound/proofs_check/team.hpp"
#include "run_shared.hpp"

namespace privbound::proofs_check {

std::string form_name(Form f) {
  switch (f) {
    case Form::printed:
      return "printed";
    case Form::corrected:
      return "corrected";
    case Form::supported:
      return "supported";
  }
  return "printed";
}

std::string status_name(Status s) {
  switch (s) {
    case Status::holds:
      return "holds";
    case Status::violated:
      return "violated";
    case Status::undecided:
      return "undecided";
  }
  return "undecided";
}

bool Space::contains(const Point& p) const {
  if (p.size() != coords.size()) return false;
  for (std::size_t i = 0; i < p.size(); ++i)
    if (p[i] < coords[i].lo || p[i] > coords[i].hi) return false;
  return true;
}

Verdict verdict_le(double lhs, double rhs, double scale, double tol) {
  Verdict v;
  v.lhs = lhs;
  v.rhs = rhs;
  if (std::isinf(lhs) && lhs > 0) {
    v.slack = -std::numeric_limits<double>::infinity();
    v.status = std::isinf(rhs) ? Status::undecided : Status::violated;
    return v;
  }
  const double s = scale > 0 ? scale : 1.0;
  v.slack = (rhs - lhs) / s;
  if (std::isnan(v.slack)) {
    v.status = Status::undecided;
  } else if (v.slack < -tol) {
    v.status = Status::violated;
  } else {
    v.status = Status::holds;
    v.tight = v.slack <= tol;
  }
  return v;
}

namespace detail {

double score(const Claim& c, const Verdict& v) {
  if (v.status == Status::undecided && c.kind == Kind::universal) return std::numeric_limits<double>::infinity();
  if (std::isnan(v.slack)) return std::numeric_limits<double>::infinity();
  return c.kind == Kind::universal ? v.slack : -v.slack;
}

void pack_string(Packer& p, const std::string& s) {
  p.u64(s.size());
  for (char ch : s) p.u64(static_cast<unsigned char>(ch));
}

std::string unpack_string(Unpacker& u) {
  const std::uint64_t n = u.u64();
  std::string s;
  for (std::uint64_t i = 0; i < n && !u.done(); ++i) s.push_back(static_cast<char>(u.u64()));
  return s;
}

void pack(Packer& p, const Verdict& v) {
  p.u64(static_cast<std::uint64_t>(v.status));
  p.f64(v.lhs);
  p.f64(v.rhs);
  p.f64(v.slack);
  p.u64(v.tight ? 1 : 0);
  p.u64(v.certified ? 1 : 0);
  pack_string(p, v.note);
  p.u64(v.instance.size());
  for (const auto& [k, x] : v.instance) {
    pack_string(p, k);
    pack_string(p, x);
  }
}

Status unpack_status(std::uint64_t st) {
  return st == static_cast<std::uint64_t>(Status::holds)      ? Status::holds
         : st == static_cast<std::uint64_t>(Status::violated) ? Status::violated
                                                              : Status::undecided;
}

Verdict unpack_verdict(Unpacker& u) {
  Verdict v;
  v.status = unpack_status(u.u64());
  v.lhs = u.f64();
  v.rhs = u.f64();
  v.slack = u.f64();
  v.tight = u.u64() != 0;
  v.certified = u.u64() != 0;
  v.note = unpack_string(u);
  const std::uint64_t n = u.u64();
  for (std::uint64_t i = 0; i < n && !u.done(); ++i) {
    std::string k = unpack_string(u);
    v.instance.emplace_back(std::move(k), unpack_string(u));
  }
  return v;
}

}  // namespace detail

namespace {

using detail::failing;

// One checked instance of a rank's share.
struct Record {
  std::uint64_t index = 0;
  Status status = Status::undecided;
  double slack = 0;
  bool tight = false, certified = false;
};
// A record as the ranks exchange it: index, status, slack, flags (tight 1, certified 2).
void pack(Packer& p, const Record& r) {
  p.u64(r.index);
  p.u64(static_cast<std::uint64_t>(r.status));
  p.f64(r.slack);
  p.u64((r.tight ? 1U : 0U) | (r.certified ? 2U : 0U));
}
Record unpack_record(Unpacker& u) {
  Record r;
  r.index = u.u64();
  r.status = detail::unpack_status(u.u64());
  r.slack = u.f64();
  const std::uint64_t flags = u.u64();
  r.tight = (flags & 1U) != 0;
  r.certified = (flags & 2U) != 0;
  return r;
}

// The tightest instance of a rank's share.
struct Candidate {
  std::uint64_t index = 0;
  double score = 0;
  Point point;
  Verdict verdict;
};

}  // namespace

Point detail::uniform_point(const Space& s, std::mt19937_64& rng) {
  Point p(s.coords.size());
  for (std::size_t i = 0; i < p.size(); ++i)
    p[i] = std::uniform_int_distribution<long>(s.coords[i].lo, s.coords[i].hi)(rng);
  return p;
}

Point shrink_point(const Claim& claim, Point p, unsigned bits) {
  bool progress = true;
  int rounds = 0;
  while (progress && rounds++ < 8) {
    progress = false;
    for (std::size_t i = 0; i < p.size(); ++i) {
      if (numeric::deadline_passed()) return p;  // still a failing point, shrunk less
      const long lo = claim.space.coords[i].lo;
      // try lo, then halving the distance to lo
      std::vector<long> candidates;
      for (long d = p[i] - lo; d > 0; d /= 2) candidates.push_back(p[i] - d);
      for (long cand : candidates) {
        Point q = p;
        q[i] = cand;
        if (failing(claim, claim.check(q, bits))) {
          p = q;
          progress = true;
          break;
        }
      }
    }
  }
  return p;
}

RunSummary run_claim(const Claim& claim, const RunOptions& o) {
  RunSummary r;
  r.id = claim.id;
  r.seed = o.seed;
  r.worst_slack = claim.kind == Kind::universal ? std::numeric_limits<double>::infinity()
                                                : -std::numeric_limits<double>::infinity();
  const std::size_t total = (o.pinned ? claim.space.edges.size() : 0) + o.iterations;
  r.total = total;
  const auto rank = static_cast<std::size_t>(detail::rank_of(o.team));
  const auto size = static_cast<std::size_t>(detail::size_of(o.team));

  // This rank's share: instances k = rank, rank + size, ..., each rank until its own first failing
  // instance (nothing after it can matter to the replay) or the deadline.
  Packer records;
  std::uint64_t count = 0;
  std::optional<Candidate> best;  // least score, earliest index
  {
    const auto start = std::chrono::steady_clock::now();
    detail::PointStream stream(claim, o.seed, o.pinned);
    for (std::size_t k = 0; k < total; ++k) {
      Point p = stream.next();
      if (k % size != rank) continue;
      if (numeric::deadline_passed()) break;
      if (o.seconds > 0 && std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() >= o.seconds)
        break;
      Verdict v = claim.check(p, o.bits);
      if (o.progress && rank == 0) o.progress(k + 1, total);
      pack(records, Record{k, v.status, v.slack, v.tight, v.certified});
      ++count;
      const double sc = detail::score(claim, v);
      if (!best || sc < best->score) best = Candidate{k, sc, p, v};
      if (failing(claim, v)) break;
    }
  }
  Packer share;
  share.u64(count);
  Packer tail;  // after the records: the share's tightest instance
  tail.u64(best ? 1 : 0);
  if (best) {
    tail.u64(best->index);
    tail.f64(best->score);
    tail.longs(best->point);
    detail::pack(tail, best->verdict);
  }

  // Every rank's share, replayed in stream order: the summary of one process.
  std::vector<std::optional<Record>> seen;  // by instance index, up to the last one any rank checked
  std::vector<Candidate> candidates;
  for (const std::string& bytes : detail::gather(o.team, share.bytes() + records.bytes() + tail.bytes())) {
    Unpacker u(bytes);
    const std::uint64_t n = u.u64();
    for (std::uint64_t i = 0; i < n && !u.done(); ++i) {
      const Record rec = unpack_record(u);
      if (rec.index >= total) continue;
      if (rec.index >= seen.size()) seen.resize(rec.index + 1);
      seen[rec.index] = rec;
    }
    if (u.u64() == 1) {
      Candidate c;
      c.index = u.u64();
      c.score = u.f64();
      c.point = u.longs();
      c.verdict = detail::unpack_verdict(u);
      candidates.push_back(std::move(c));
    }
  }
  std::size_t end = total;  // one past the last instance the replay counted
  for (std::size_t k = 0; k < total; ++k) {
    if (k >= seen.size() || !seen[k]) {  // a rank stopped at the deadline (or the budget) before instance k
      r.time_limit_reached = true;
      end = k;
      break;
    }
    const Record& v = *seen[k];
    if (v.status == Status::undecided && claim.kind == Kind::universal) {
      ++r.skipped;
      continue;
    }
    ++r.checked;
    if (v.tight) ++r.tight;
    if (v.certified) ++r.certified;
    if (claim.kind == Kind::universal)
      r.worst_slack = std::min(r.worst_slack, v.slack);
    else
      r.worst_slack = std::max(r.worst_slack, v.slack);
    if (!failing(claim.kind, v.status)) continue;
    r.verdict = v.status;
    detail::PointStream again(claim, o.seed, o.pinned);
    Point p;
    for (std::size_t j = 0; j <= k; ++j) p = again.next();
    Point q = o.shrink ? shrink_point(claim, p, o.bits) : p;
    r.point = q;
    r.found = claim.check(q, o.bits);
    if (claim.kind == Kind::universal) r.worst_slack = std::min(r.worst_slack, r.found->slack);
    r.tightest_point = r.point;
    r.tightest = r.found;
    return r;
  }
  // The tightest instance: the least (score, index) of the ranks' candidates inside the replay.
  const Candidate* pick = nullptr;
  for (const Candidate& c : candidates)
    if (c.index < end && std::isfinite(c.score) &&
        (!pick || c.score < pick->score || (c.score == pick->score && c.index < pick->index)))
      pick = &c;
  if (pick) {
    r.tightest_point = pick->point;
    r.tightest = pick->verdict;
  }
  if (claim.kind == Kind::universal) {
    r.verdict = r.checked > 0 ? Status::holds : Status::undecided;
  } else {
    r.verdict = Status::undecided;  // no witness found: cannot conclude non-existence
  }
  if (r.checked == 0) r.worst_slack = 0;
  return r;
}

bool verdict_certified(const RunSummary& r) {
  if (r.found) return r.found->certified;
  return r.verdict == Status::holds && r.checked > 0 && r.certified == r.checked;
}

Claim make_claim(const std::string& source_id, std::string id, std::string where, std::string statement,
                 std::string hypotheses, Space space, CheckFn check, Space control, std::string control_description,
                 CheckFn check_control, Kind kind) {
  Claim c;
  c.id = std::move(id);
  c.citation = bounds::cite(source_id, where);
  c.where = std::move(where);
  c.statement = std::move(statement);
  c.hypotheses = std::move(hypotheses);
  c.kind = kind;
  c.space = std::move(space);
  c.check = std::move(check);
  c.control = std::move(control);
  c.control_description = std::move(control_description);
  c.check_control = std::move(check_control);
  return c;
}

}  // namespace privbound::proofs_check
