#include "privbound/solvers/ding_gong/padmm_run.hpp"

#include <string>

#include "privbound/solvers/ding_gong/padmm.hpp"

namespace privbound::solvers::ding_gong {
namespace {

numeric::Result<void> check_sizes(const char* fn, const PadmmProblem& p, const HpVector& x0,
                                  const std::vector<std::vector<HpVector>>& noise) {
  const auto N = static_cast<std::size_t>(p.net.agents());
  if (N == 0 || p.f.size() != N || p.smooth.size() != N || p.net.L_plus.rows != N || p.net.L_minus.rows != N ||
      p.net.M.rows != N)
    return numeric::domain_error(fn, "problem", "one f_i, smoothness bound and matrix row per agent",
                                 std::to_string(p.f.size()) + " functions for " + std::to_string(N) + " agents");
  for (std::size_t i = 0; i < N; ++i)
    for (std::size_t j = 0; j < N; ++j)
      if (i != j && p.net.M(i, j) != numeric::Rational(0))
        return numeric::domain_error(fn, "M", "a diagonal matrix (M = D, L83)", "an off-diagonal entry");
  if (static_cast<std::size_t>(x0.size()) != N * p.d)
    return numeric::domain_error(fn, "x0", "a vector of N d entries", std::to_string(x0.size()));
  for (const auto& step : noise)
    if (step.size() != N)
      return numeric::domain_error(fn, "noise", "N vectors per iteration", std::to_string(step.size()));
  if (!(p.eta > 0)) return numeric::domain_error(fn, "eta", "(0, inf)", p.eta.str(6));
  return {};
}

HpVector block(const HpVector& v, std::size_t i, std::size_t d) {
  return v.segment(static_cast<Eigen::Index>(i * d), static_cast<Eigen::Index>(d));
}

// Per-agent blocks of size d stacked agent-major into R^{Nd}.
HpVector stack_noise(const std::vector<HpVector>& step, std::size_t d) {
  HpVector v(static_cast<Eigen::Index>(step.size() * d));
  for (std::size_t i = 0; i < step.size(); ++i)
    v.segment(static_cast<Eigen::Index>(i * d), static_cast<Eigen::Index>(d)) = step[i];
  return v;
}

}  // namespace

HpVector kron_apply(const numeric::RationalMatrix& A, const HpVector& v, std::size_t d) {
  HpVector out = HpVector::Zero(v.size());
  for (std::size_t i = 0; i < A.rows; ++i)
    for (std::size_t j = 0; j < A.cols; ++j) {
      if (A(i, j) == numeric::Rational(0)) continue;
      const hp_float a = to_hp(A(i, j));
      for (std::size_t c = 0; c < d; ++c)
        out(static_cast<Eigen::Index>(i * d + c)) += a * v(static_cast<Eigen::Index>(j * d + c));
    }
  return out;
}

HpVector stacked_gradient(const PadmmProblem& p, const HpVector& x) {
  HpVector g(x.size());
  for (std::size_t i = 0; i < p.f.size(); ++i)
    g.segment(static_cast<Eigen::Index>(i * p.d), static_cast<Eigen::Index>(p.d)) = p.f[i].gradient(block(x, i, p.d));
  return g;
}

std::vector<std::vector<HpVector>> padmm_noise(Rng& rng, std::size_t d, const std::vector<hp_float>& sigma2_1,
                                               const hp_float& R, long K) {
  std::vector<std::vector<HpVector>> out;
  hp_float scale = 1;  // R^k
  for (long k = 0; k < K; ++k) {
    std::vector<HpVector> step;
    for (const auto& s2 : sigma2_1) step.push_back(gaussian_vector(rng, d, sqrt(s2 * scale)));
    out.push_back(std::move(step));
    scale *= R;
  }
  return out;
}

numeric::Result<PadmmIterates> padmm_agents(const PadmmProblem& p, const HpVector& x0,
                                            const std::vector<std::vector<HpVector>>& noise) {
  PB_CHECK(check_sizes("padmm_agents", p, x0, noise));
  const std::size_t N = p.f.size(), d = p.d;
  PadmmIterates it;
  it.x = {x0};
  it.x_tilde = {x0};
  it.alpha = {HpVector::Zero(x0.size())};
  it.xi = {HpVector::Zero(x0.size())};
  PadmmState<hp_float> s;
  for (std::size_t i = 0; i < N; ++i) {
    s.x.push_back(block(x0, i, d));
    s.x_tilde.push_back(block(x0, i, d));
    s.alpha.push_back(HpVector::Zero(static_cast<Eigen::Index>(d)));
  }
  numeric::Error failure;
  HpVector sum;
  for (const auto& step : noise) {
    auto xu = [&](std::size_t i, const HpVector& xt_i, const HpVector& nsum, const HpVector& al_i, HpVector& x) {
      const auto degree = static_cast<long>(p.net.neighbours[i].size());
      auto r = x_update(p.f[i], p.smooth[i], p.eta, degree, xt_i, nsum, al_i);
      if (!r.ok()) {
        failure = r.error();
        return false;
      }
      x = *r;
      return true;
    };
    auto nz = [&](std::size_t i, HpVector& xi) { xi = step[i]; };
    if (!padmm_round_t<hp_float>(p.net.neighbours, p.eta, xu, nz, s, sum)) return failure;
    it.x.push_back(stack_noise(s.x, d));
    it.xi.push_back(stack_noise(step, d));
    it.x_tilde.push_back(stack_noise(s.x_tilde, d));
    it.alpha.push_back(stack_noise(s.alpha, d));
  }
  return it;
}

numeric::Result<PadmmIterates> padmm_matrix(const PadmmProblem& p, const HpVector& x0,
                                            const std::vector<std::vector<HpVector>>& noise, bool control_plus_dual) {
  PB_CHECK(check_sizes("padmm_matrix", p, x0, noise));
  const std::size_t N = p.f.size(), d = p.d;
  const auto n = static_cast<Eigen::Index>(N * d);
  HpMatrix H = HpMatrix::Zero(n, n);
  HpVector h = HpVector::Zero(n);
  for (std::size_t i = 0; i < N; ++i) {
    if (!p.f[i].is_quadratic())
      return numeric::domain_error("padmm_matrix", "f",
                                   "quadratic f_i (the matrix form is solved as one linear system)",
                                   family_name(p.f[i].family));
    const auto o = static_cast<Eigen::Index>(i * d), dd = static_cast<Eigen::Index>(d);
    H.block(o, o, dd, dd) = p.f[i].H;
    h.segment(o, dd) = p.f[i].h;
  }
  // H + 2 eta (M (x) I_d)
  for (std::size_t i = 0; i < N; ++i)
    for (std::size_t c = 0; c < d; ++c) {
      const auto r = static_cast<Eigen::Index>(i * d + c);
      H(r, r) += 2 * p.eta * to_hp(p.net.M(i, i));
    }
  const auto lu = H.partialPivLu();
  const numeric::RationalMatrix& dual = control_plus_dual ? p.net.L_plus : p.net.L_minus;
  PadmmIterates it;
  it.x = {x0};
  it.x_tilde = {x0};
  it.alpha = {HpVector::Zero(n)};
  it.xi = {HpVector::Zero(n)};
  for (const auto& step : noise) {
    const HpVector rhs = p.eta * kron_apply(p.net.L_plus, it.x_tilde.back(), d) - it.alpha.back() - h;  // (13)
    const HpVector x = lu.solve(rhs);
    const HpVector xi = stack_noise(step, d);
    const HpVector xt = x + xi;
    it.alpha.push_back(it.alpha.back() + p.eta * kron_apply(dual, xt, d));  // (14)
    it.x.push_back(x);
    it.xi.push_back(xi);
    it.x_tilde.push_back(xt);
  }
  return it;
}

}  // namespace privbound::solvers::ding_gong
