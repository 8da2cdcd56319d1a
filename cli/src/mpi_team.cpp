// The Team of a run under mpirun (common.hpp, proofs_check/team.hpp): MPI_COMM_WORLD, with the
// shares exchanged by MPI_Allgather (their sizes) and MPI_Allgatherv (their bytes). MPI is
// initialised only when the process was started by mpirun (OpenMPI's OMPI_COMM_WORLD_SIZE or PMIx's
// PMIX_RANK in the environment), so a plain `privbound check` never touches MPI; a build without MPI
// (PRIVBOUND_HAVE_MPI undefined) runs every command as one process.
#include <cstdlib>
#include <iostream>
#include <limits>
#include <memory>
#include <stdexcept>

#include "common.hpp"
#include "privbound/proofs_check/team.hpp"

#ifdef PRIVBOUND_HAVE_MPI
#include <mpi.h>
#endif

namespace privbound::cli {
namespace {

#ifdef PRIVBOUND_HAVE_MPI
class MpiTeam final : public proofs_check::Team {
 public:
  MpiTeam() {
    MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
    MPI_Comm_size(MPI_COMM_WORLD, &size_);
  }
  int rank() const override { return rank_; }
  int size() const override { return size_; }
  std::vector<std::string> all_gather(const std::string& mine) const override {
    if (mine.size() > static_cast<std::size_t>(std::numeric_limits<int>::max()))
      throw std::length_error("MPI all_gather: a share over 2 GiB");
    const int n = static_cast<int>(mine.size());
    std::vector<int> sizes(static_cast<std::size_t>(size_)), offsets(static_cast<std::size_t>(size_));
    MPI_Allgather(&n, 1, MPI_INT, sizes.data(), 1, MPI_INT, MPI_COMM_WORLD);
    long total = 0;
    for (std::size_t i = 0; i < sizes.size(); ++i) {
      offsets[i] = static_cast<int>(total);
      total += sizes[i];
    }
    if (total > std::numeric_limits<int>::max()) throw std::length_error("MPI all_gather: shares over 2 GiB");
    std::string all(static_cast<std::size_t>(total), '\0');
    MPI_Allgatherv(mine.data(), n, MPI_CHAR, all.data(), sizes.data(), offsets.data(), MPI_CHAR, MPI_COMM_WORLD);
    std::vector<std::string> out;
    for (std::size_t i = 0; i < sizes.size(); ++i)
      out.push_back(all.substr(static_cast<std::size_t>(offsets[i]), static_cast<std::size_t>(sizes[i])));
    return out;
  }

 private:
  int rank_ = 0, size_ = 1;
};
#endif

std::unique_ptr<proofs_check::Team>& the_team() {
  static std::unique_ptr<proofs_check::Team> t;
  return t;
}

bool started_by_mpirun() { return std::getenv("OMPI_COMM_WORLD_SIZE") || std::getenv("PMIX_RANK"); }

}  // namespace

const proofs_check::Team* team() { return the_team().get(); }

void start_team([[maybe_unused]] int& argc, [[maybe_unused]] char**& argv) {
#ifdef PRIVBOUND_HAVE_MPI
  if (!started_by_mpirun() || the_team()) return;
  MPI_Init(&argc, &argv);
  the_team() = std::make_unique<MpiTeam>();
  if (the_team()->size() == 1) {
    the_team().reset();
    return;
  }
  if (the_team()->rank() != 0) {  // rank 0 prints; the others compute their shares silently
    std::cout.rdbuf(nullptr);
    std::cerr.rdbuf(nullptr);
  } else {
    std::cerr << "privbound: " << the_team()->size() << " MPI ranks\n";
  }
#else
  if (started_by_mpirun())
    std::cerr << "privbound: started by mpirun, but this build has no MPI (libopenmpi-dev at configure time); "
                 "every rank runs alone\n";
#endif
}

void finish_team() {
#ifdef PRIVBOUND_HAVE_MPI
  int initialized = 0;
  MPI_Initialized(&initialized);
  if (!initialized) return;
  int finalized = 0;
  MPI_Finalized(&finalized);
  if (!finalized) MPI_Finalize();
#endif
}

}  // namespace privbound::cli
