#include "privbound/proofs_check/claim.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>

#include "privbound/bounds/source.hpp"
#include "privbound/numeric/deadline.hpp"

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

namespace {

bool failing(const Claim& c, const Verdict& v) {
  return c.kind == Kind::universal ? v.status == Status::violated : v.status == Status::holds;
}

Point random_point(const Space& s, std::mt19937_64& rng) {
  Point p(s.coords.size());
  for (std::size_t i = 0; i < p.size(); ++i)
    p[i] = std::uniform_int_distribution<long>(s.coords[i].lo, s.coords[i].hi)(rng);
  return p;
}

}  // namespace

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
  std::mt19937_64 rng(o.seed);
  const std::size_t total = claim.space.edges.size() + o.iterations;
  r.total = total;
  for (std::size_t k = 0; k < total; ++k) {
    if (numeric::deadline_passed()) {
      r.time_limit_reached = true;
      break;
    }
    const Point p = k < claim.space.edges.size() ? claim.space.edges[k] : random_point(claim.space, rng);
    Verdict v = claim.check(p, o.bits);
    if (o.progress) o.progress(k + 1, total);
    if (v.status == Status::undecided && claim.kind == Kind::universal) {
      ++r.skipped;
      continue;
    }
    ++r.checked;
    if (v.tight) ++r.tight;
    if (claim.kind == Kind::universal) {
      r.worst_slack = std::min(r.worst_slack, v.slack);
      if (v.status == Status::violated) {
        r.verdict = Status::violated;
        Point q = o.shrink ? shrink_point(claim, p, o.bits) : p;
        r.point = q;
        r.found = claim.check(q, o.bits);
        r.worst_slack = std::min(r.worst_slack, r.found->slack);
        return r;
      }
    } else {
      if (v.slack > r.worst_slack) r.worst_slack = v.slack;
      if (v.status == Status::holds) {
        r.verdict = Status::holds;
        Point q = o.shrink ? shrink_point(claim, p, o.bits) : p;
        r.point = q;
        r.found = claim.check(q, o.bits);
        return r;
      }
    }
  }
  if (claim.kind == Kind::universal) {
    r.verdict = r.checked > 0 ? Status::holds : Status::undecided;
  } else {
    r.verdict = Status::undecided;  // no witness found: cannot conclude non-existence
  }
  if (r.checked == 0) r.worst_slack = 0;
  return r;
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
