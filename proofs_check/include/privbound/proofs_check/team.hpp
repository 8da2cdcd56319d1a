// Runs of a claim split over processes (issue 32, item 6): the instance stream of `run_claim` and
// the restarts of `search_claim` are dealt to ranks deterministically (instance or restart k goes
// to rank k mod size), each rank computes its share, and every rank receives every share and
// replays them in stream order. The replay is the same code a single process runs, so the summary
// — verdict, counts, worst slack, the shrunk counterexample — is identical to one process with the
// same seed, whatever the number of ranks.
//
// proofs_check knows no MPI: a Team is the two collective operations the split needs. The CLI
// provides one over MPI (cli/src/mpi_team.cpp, built when CMake finds MPI); tests provide one over
// threads.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace privbound::proofs_check {

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

}  // namespace privbound::proofs_check
