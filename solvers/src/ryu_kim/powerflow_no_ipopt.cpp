// solve_local when the build has no Ipopt (CMake found no coinor-libipopt-dev): every call is an error that
// says so; the power-flow reproductions report it instead of running.
#include "privbound/solvers/ryu_kim/powerflow.hpp"

namespace privbound::solvers::ryu_kim {

bool have_ipopt() { return false; }

numeric::Result<Eigen::VectorXd> solve_local(const PowerZone& /*zone*/, const LocalQp& /*qp*/,
                                             const Eigen::VectorXd& /*start*/, IpoptStats* /*stats*/) {
  return numeric::Error(
      numeric::ErrorKind::invalid_input,
      "solve_local: this build has no Ipopt (install coinor-libipopt-dev and reconfigure with PRIVBOUND_IPOPT=ON).");
}

}  // namespace privbound::solvers::ryu_kim
