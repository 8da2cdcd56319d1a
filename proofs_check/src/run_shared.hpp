// What run_claim (claim.cpp) and search_claim (search.cpp) share: the failing test, the packing of
// verdicts and points for a Team, and the gather of every rank's bytes.
#pragma once

#include <random>
#include <string>
#include <vector>

#include "privbound/proofs_check/claim.hpp"
#include "privbound/proofs_check/team.hpp"

namespace privbound::proofs_check::detail {

// A universal claim's violation or an existential claim's witness: what stops a run.
inline bool failing(Kind k, Status s) { return k == Kind::universal ? s == Status::violated : s == Status::holds; }
inline bool failing(const Claim& c, const Verdict& v) { return failing(c.kind, v.status); }

// The score a search minimises and a run's "tightest" orders by: the slack of a universal claim,
// the negated margin of an existential one; +inf for an undecided instance.
double score(const Claim& c, const Verdict& v);

// A point drawn uniformly from the space (one draw per coordinate, in order).
Point uniform_point(const Space& s, std::mt19937_64& rng);

// The instance stream of a run: the edge points (when pinned), then uniform random points from
// one generator seeded with `seed`. Every rank walks the whole stream (drawing a point is cheap)
// and checks its share.
class PointStream {
 public:
  PointStream(const Claim& c, std::uint64_t seed, bool pinned)
      : claim_(c), rng_(seed), edges_(pinned ? c.space.edges.size() : 0) {}
  Point next() {
    if (k_ < edges_) return claim_.space.edges[k_++];
    ++k_;
    return uniform_point(claim_.space, rng_);
  }

 private:
  const Claim& claim_;
  std::mt19937_64 rng_;
  std::size_t edges_, k_ = 0;
};

void pack(Packer& p, const Verdict& v);
Status unpack_status(std::uint64_t st);
Verdict unpack_verdict(Unpacker& u);
void pack_string(Packer& p, const std::string& s);
std::string unpack_string(Unpacker& u);

using numeric::gather;
using numeric::rank_of;
using numeric::size_of;

}  // namespace privbound::proofs_check::detail
