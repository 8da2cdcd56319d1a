#include "privbound/solvers/ryu_kim/admm.hpp"

#include <algorithm>
#include <utility>

#include "privbound/solvers/ryu_kim/algorithm3_1_t.hpp"

namespace privbound::solvers::ryu_kim {

HpVector server_update(const std::vector<HpVector>& z, const std::vector<HpVector>& lambda, const hp_float& rho) {
  return consensus_average(z, lambda, rho);
}

HpVector server_objective_gradient(const HpVector& w, const std::vector<HpVector>& z,
                                   const std::vector<HpVector>& lambda, const hp_float& rho) {
  HpVector g = HpVector::Zero(w.size());
  for (std::size_t p = 0; p < z.size(); ++p) g += lambda[p] + rho * (w - z[p]);
  return g;
}

void close_round(RunTrace& trace, const HpVector& w, const hp_float& rho, std::vector<HpVector> z_next,
                 std::vector<HpVector>& z, std::vector<HpVector>& lambda) {
  for (std::size_t p = 0; p < z_next.size(); ++p) lambda[p] += rho * (w - z_next[p]);
  z = std::move(z_next);
  trace.w.push_back(w);
  trace.z.push_back(z);
  trace.lambda.push_back(lambda);
}

numeric::Result<BoxSolve> box_minimise(const std::function<HpVector(const HpVector&)>& gradient, const hp_float& smooth,
                                       const hp_float& strong, const Box& box, const HpVector& start, long max_steps) {
  if (!(strong > 0) || !(smooth >= strong))
    return numeric::hypothesis_error("box_minimise", "needs 0 < strong <= smooth, but strong = " + strong.str(6) +
                                                         " and smooth = " + smooth.str(6) + ".");
  // stop at 3/4 of the working precision (digits · log2(10) · 3/4 bits), as surrogate_solution
  const int stop_bits = static_cast<int>(hp_float::thread_default_precision() * 5 / 2);
  const hp_float resolution = boost::multiprecision::ldexp(hp_float(1), -stop_bits);
  BoxSolve s{box.project(start), 0};
  hp_float moved = 0;
  while (s.steps < max_steps) {
    const HpVector next = box.project(s.x - gradient(s.x) / smooth);
    moved = (next - s.x).cwiseAbs().maxCoeff();
    s.x = next;
    ++s.steps;
    if (moved <= resolution * (1 + s.x.cwiseAbs().maxCoeff())) return s;
  }
  return numeric::Error(numeric::ErrorKind::accuracy_not_met,
                        "box_minimise: no convergence in " + std::to_string(max_steps) +
                            " projected-gradient steps (the last moved " + moved.str(6) + ").");
}

numeric::Result<BoxSolve> classical_step(const Agent& agent, const HpVector& w, const HpVector& lambda,
                                         const hp_float& rho, const HpVector& start) {
  // ∇ of f_p(z) − ⟨λ, z⟩ + (ρ/2)‖w − z‖²
  auto gradient = [&](const HpVector& z) -> HpVector { return agent.f.gradient(z) - lambda - rho * (w - z); };
  return box_minimise(gradient, agent.f.nu + rho, std::max<hp_float>(agent.f.mu, 0) + rho, agent.box, start);
}

numeric::Result<BoxSolve> linearized_step(const Agent& agent, const HpVector& z, const HpVector& w,
                                          const HpVector& lambda, const hp_float& rho, const hp_float& eta) {
  const HpVector slope = agent.subgradient(z);  // f′_p(z_p^t)
  // ∇ of ⟨f′, y⟩ + ‖y − z‖²/(2η) + (ρ/2)‖w − y + λ/ρ‖²
  auto gradient = [&](const HpVector& y) -> HpVector { return slope + (y - z) / eta - rho * (w - y + lambda / rho); };
  const hp_float c = 1 / eta + rho;
  return box_minimise(gradient, c, c, agent.box, z);
}

hp_float least_norm_dual(const std::vector<HpVector>& grad_lo, const std::vector<HpVector>& grad_hi,
                         const HpVector& zstar, const Box& box) {
  hp_float total = 0;
  for (Eigen::Index i = 0; i < zstar.size(); ++i) {
    const bool upper = zstar(i) >= box.hi(i), lower = zstar(i) <= box.lo(i);
    // s(τ) = Σ_p clamp(τ, a_p, b_p) is nondecreasing in τ, below 0 left of every finite end and
    // above 0 right of them (a root exists: z* is optimal)
    hp_float lo = -1, hi = 1;
    for (std::size_t p = 0; p < grad_lo.size(); ++p)
      lo = std::min<hp_float>(lo, grad_lo[p](i) - 1), hi = std::max<hp_float>(hi, grad_hi[p](i) + 1);
    auto clamp = [&](std::size_t p, const hp_float& tau) -> hp_float {
      hp_float x = tau;
      if (!lower) x = std::max<hp_float>(x, grad_lo[p](i));  // a_p (−∞ at the lower end)
      if (!upper) x = std::min<hp_float>(x, grad_hi[p](i));  // b_p (+∞ at the upper end)
      return x;
    };
    auto s = [&](const hp_float& tau) -> hp_float {
      hp_float sum = 0;
      for (std::size_t p = 0; p < grad_lo.size(); ++p) sum += clamp(p, tau);
      return sum;
    };
    const int steps = static_cast<int>(hp_float::thread_default_precision() * 4) + 64;
    for (int k = 0; k < steps; ++k) {
      const hp_float mid = (lo + hi) / 2;
      (s(mid) > 0 ? hi : lo) = mid;
    }
    for (std::size_t p = 0; p < grad_lo.size(); ++p) total += clamp(p, lo) * clamp(p, lo);
  }
  return sqrt(total);
}

hp_float least_norm_dual(const std::vector<HpVector>& grad, const HpVector& zstar, const Box& box) {
  return least_norm_dual(grad, grad, zstar, box);
}

numeric::Result<RunTrace> run_admm(const std::vector<Agent>& agents, const AdmmSettings& settings,
                                   const std::vector<HpVector>& z1, const std::vector<HpVector>& lambda1) {
  RunTrace trace;
  std::vector<HpVector> z = z1, lambda = lambda1;
  for (long t = 1; t <= settings.T; ++t) {
    const hp_float rho = settings.rho(t);
    if (!(rho > 0)) return numeric::domain_error("run_admm", "rho^" + std::to_string(t), "(0, inf)", rho.str(6));
    if (settings.kind == AdmmKind::linearized && !(settings.eta(t) > 0))
      return numeric::domain_error("run_admm", "eta^" + std::to_string(t), "(0, inf)", settings.eta(t).str(6));
    const HpVector w = server_update(z, lambda, rho);  // (2.2a)
    std::vector<HpVector> z_next(agents.size());
    for (std::size_t p = 0; p < agents.size(); ++p) {
      auto solved = settings.kind == AdmmKind::classical
                        ? classical_step(agents[p], w, lambda[p], rho, z[p])                     // (2.2b)
                        : linearized_step(agents[p], z[p], w, lambda[p], rho, settings.eta(t));  // (2.3)
      if (!solved.ok()) return numeric::prefixed("run_admm at t = " + std::to_string(t), solved.error());
      z_next[p] = solved->x;
    }
    close_round(trace, w, rho, std::move(z_next), z, lambda);  // (2.2c)
  }
  return trace;
}

}  // namespace privbound::solvers::ryu_kim
