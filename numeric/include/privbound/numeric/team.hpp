// Work split over processes (issue 32, item 6): a Team is the two collective operations a deterministic split needs
// — its rank and size, and an all-gather of bytes. Work item k goes to rank k mod size, each rank computes its share,
// and every rank receives every share and replays them in order, so the outcome is the one of a single process
// whatever the number of ranks. Claim runs (proofs_check/team.hpp) and the experiment engine's runs
// (solvers/experiment/engine.hpp) split this way.
//
// The library knows no MPI: the CLI provides a Team over MPI (cli/src/mpi_team.cpp, built when CMake finds MPI);
// tests provide one over threads.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace privbound::numeric {

class Team {
 public:
  virtual ~Team() = default;
  virtual int rank() const = 0;
  virtual int size() const = 0;
  // Every rank's `mine`, indexed by rank, on every rank (a collective: every rank calls it once,
  // in the same order).
  virtual std::vector<std::string> all_gather(const std::string& mine) const = 0;
};

// The bytes of the records the ranks exchange: fixed-width integers and the bit patterns of
// doubles (exact, so the replay sees the values the computing rank saw).
class Packer {
 public:
  void u64(std::uint64_t v);
  void i64(std::int64_t v) { u64(static_cast<std::uint64_t>(v)); }
  void f64(double v);
  void longs(const std::vector<long>& v);
  const std::string& bytes() const { return out_; }

 private:
  std::string out_;
};
class Unpacker {
 public:
  explicit Unpacker(const std::string& in) : in_(in) {}
  bool done() const { return pos_ >= in_.size(); }
  std::uint64_t u64();
  std::int64_t i64() { return static_cast<std::int64_t>(u64()); }
  double f64();
  std::vector<long> longs();

 private:
  const std::string& in_;
  std::size_t pos_ = 0;
};

// Every rank's bytes (one string per rank); `mine` alone without a team.
std::vector<std::string> gather(const Team* team, const std::string& mine);
inline int rank_of(const Team* team) { return team ? team->rank() : 0; }
inline int size_of(const Team* team) { return team ? team->size() : 1; }

}  // namespace privbound::numeric
