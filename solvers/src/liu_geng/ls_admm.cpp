#include "privbound/solvers/liu_geng/ls_admm.hpp"

#include <algorithm>
#include <numeric>
#include <optional>

#include "privbound/solvers/admm_problem.hpp"

namespace privbound::solvers::liu_geng {

HpMatrix q_matrix(long d1, const hp_float& nu, bool corners) { return q_matrix_t<hp_float>(d1, nu, corners); }

void Problem::prepare() {
  admm.prepare();
  Q = q_matrix(d1(), nu);
  Q_llt.compute(Q);
  AtA = admm.A.transpose() * admm.A;
  Eigen::SelfAdjointEigenSolver<HpMatrix> es(AtA, Eigen::EigenvaluesOnly);
  norm_AtA = es.eigenvalues().maxCoeff();
  g = 0;
  for (const auto& fi : f) g = std::max(g, fi.nu);
}

HpVector Problem::full_gradient(const HpVector& x) const {
  HpVector s = HpVector::Zero(x.size());
  for (const auto& fi : f) s += fi.gradient(x);
  return s / hp_float(n());
}

hp_float Problem::value(const HpVector& x) const {
  hp_float s = 0;
  for (const auto& fi : f) s += fi.value(x);
  return s / hp_float(n());
}

HpVector Problem::q_inverse(const HpVector& v) const { return Q_llt.solve(v); }

hp_float Problem::printed_gamma(const hp_float& eta) const { return 1 + eta * admm.beta * norm_AtA; }

std::optional<HpVector> sc_dual_init(const Problem& p, const HpVector& grad) {
  const Eigen::LDLT<HpMatrix> ldlt(p.AtA);
  if (ldlt.info() != Eigen::Success || !ldlt.isPositive()) return std::nullopt;
  const hp_float tiny = pow(hp_float(2), -static_cast<long>(hp_float::thread_default_precision()));
  if (ldlt.vectorD().minCoeff() <= tiny * (1 + p.norm_AtA)) return std::nullopt;
  return HpVector(-(p.admm.A * ldlt.solve(grad)) / p.admm.beta);
}

hp_float bregman(const Problem& p, const HpVector& x, const HpVector& x_star, const hp_float& f_star,
                 const HpVector& grad_star) {
  return p.value(x) - f_star - grad_star.dot(x - x_star);
}

hp_float bregman(const Problem& p, const Kkt& kkt, const HpVector& x) {
  return bregman(p, x, kkt.x, p.value(kkt.x), p.full_gradient(kkt.x));
}

hp_float criterion_R(const Problem& p, const Kkt& kkt, const HpVector& x, const HpVector& y) {
  const HpVector rp = -p.admm.beta * (p.admm.B.transpose() * kkt.lambda);
  return bregman(p, kkt, x) + p.admm.g.value(y) - p.admm.g.value(kkt.y) - rp.dot(y - kkt.y);
}

hp_float criterion_R_zeta(const Problem& p, const Kkt& kkt, const HpVector& x, const HpVector& y,
                          const hp_float& zeta) {
  return criterion_R(p, kkt, x, y) + zeta * HpVector(p.admm.A * x + p.admm.B * y - p.admm.c).norm();
}

Instance random_instance(Rng& rng, long n, long d1, long m, FFamily family, bool l1, const hp_float& nu,
                         unsigned bits) {
  Instance in;
  Problem& p = in.problem;
  const auto ud = static_cast<std::size_t>(d1), um = static_cast<std::size_t>(m);
  for (long i = 0; i < n; ++i) {
    if (family == FFamily::logistic) {
      p.f.push_back(make_logistic(rng, ud, 1, Rational(1, 8), bits));
    } else {
      SmoothFunction fi = make_quadratic(rng, random_spectrum_between(rng, ud, Rational(1, 4), Rational(2)), bits);
      fi.h = to_hp(random_rational_matrix(rng, ud, 1, 4, 4)).col(0);
      p.f.push_back(std::move(fi));
    }
  }
  const RationalMatrix phi = random_rational_matrix(rng, um - ud, ud, 4, 4);
  RationalMatrix A(um, ud), B(um, um);
  for (std::size_t r = 0; r < um; ++r) {
    for (std::size_t j = 0; j < ud; ++j) A(r, j) = r + ud < um ? phi(r, j) : Rational(r + ud == um + j ? 1 : 0);
    B(r, r) = Rational(-1);
  }
  set_constraint(p.admm, A, B, random_c(rng, um));
  p.admm.beta = hp_float(uniform_int(rng, 1, 16)) / 8;
  p.admm.eta = 1;
  p.nu = nu;
  const hp_float c2 = hp_float(uniform_int(rng, 1, 8)) / 8;
  const hp_float c1 = l1 ? hp_float(hp_float(uniform_int(rng, 1, 8)) / 8) : hp_float(0);
  in.kkt.x = to_hp(random_rational_matrix(rng, ud, 1, 4, 4)).col(0);
  p.admm.g.family = l1 ? GFamily::elastic_net : GFamily::quadratic;
  p.admm.g.c1 = c1;
  p.admm.g.c2 = c2;
  p.admm.g.q = HpVector::Zero(m);
  p.prepare();
  in.kkt.y = p.admm.A * in.kkt.x - p.admm.c;
  in.kkt.lambda = sc_dual_init(p, p.full_gradient(in.kkt.x)).value();
  HpVector q = p.admm.beta * in.kkt.lambda - c2 * in.kkt.y;
  for (long i = 0; i < m; ++i) q(i) -= c1 * hp_float(in.kkt.y(i) > 0 ? 1 : (in.kkt.y(i) < 0 ? -1 : 0));
  p.admm.g.q = q;
  p.prepare();
  in.text = {{"n", std::to_string(n)},
             {"d1", std::to_string(d1)},
             {"m", std::to_string(m)},
             {"f_i", family_name(family)},
             {"r", l1 ? "c1|y|_1 + (c2/2)|y|^2 + q^T y" : "(c2/2)|y|^2 + q^T y"},
             {"beta", p.admm.beta.str(6)},
             {"nu", nu.str(6)},
             {"g", p.g.str(8)}};
  return in;
}

namespace {

// Problem (1) in hp as ls_step_t's problem.
struct HpLsOps {
  const Problem& p;
  const hp_float& beta() const { return p.admm.beta; }
  const HpVector& c() const { return p.admm.c; }
  void mul_A(const HpVector& x, HpVector& out) const { out = p.admm.A * x; }
  void mul_At(const HpVector& v, HpVector& out) const { out = p.admm.A.transpose() * v; }
  void mul_B(const HpVector& y, HpVector& out) const { out = p.admm.B * y; }
  void canonical_y(const HpVector& w, HpVector& y) const { y = chan_xie_zhao::canonical_y(p.admm, w); }
  void q_inverse(HpVector& v) const { v = p.q_inverse(v); }
};

}  // namespace

Step ls_step(const Problem& p, const HpVector& x, const HpVector& lambda, const std::vector<long>& batch,
             const HpVector& u, const hp_float& eta, const hp_float& gamma, const Snapshot* snapshot) {
  Step st;
  st.batch = batch;
  st.u = u;
  st.x = x;
  st.lambda = lambda;
  LsWork<hp_float> work;
  const auto grad_i = [&](long i, const HpVector& at, HpVector& out) {
    out = p.f[static_cast<std::size_t>(i)].gradient(at);
  };
  st.grad_evals = ls_step_t<hp_float>(HpLsOps{p}, grad_i, std::span<const long>(batch), u, eta, gamma,
                                      snapshot ? &snapshot->x : nullptr, snapshot ? &snapshot->p : nullptr, st.x,
                                      st.lambda, st.y, work);
  st.grad_est = work.ge;
  return st;
}

std::vector<long> draw_batch(Rng& rng, long n, long b) {
  std::vector<long> idx(static_cast<std::size_t>(n));
  std::iota(idx.begin(), idx.end(), 0L);
  for (long k = 0; k < b; ++k)
    std::swap(idx[static_cast<std::size_t>(k)], idx[static_cast<std::size_t>(uniform_int(rng, k, n - 1))]);
  idx.resize(static_cast<std::size_t>(b));
  std::sort(idx.begin(), idx.end());
  return idx;
}

std::vector<std::vector<long>> all_batches(long n, long b) {
  std::vector<std::vector<long>> out;
  std::vector<long> c(static_cast<std::size_t>(b));
  std::iota(c.begin(), c.end(), 0L);
  if (b < 1 || b > n) return out;
  for (;;) {
    out.push_back(c);
    long k = b - 1;
    while (k >= 0 && c[static_cast<std::size_t>(k)] == n - b + k) --k;
    if (k < 0) return out;
    ++c[static_cast<std::size_t>(k)];
    for (long j = k + 1; j < b; ++j) c[static_cast<std::size_t>(j)] = c[static_cast<std::size_t>(j - 1)] + 1;
  }
}

namespace {

numeric::Result<bool> check_sizes(const Problem& p, long b, const HpVector& x0, const HpVector& lambda0) {
  if (p.n() < 1) return numeric::hypothesis_error("liu_geng solver", "no components f_i");
  if (b < 1 || b > p.n()) return numeric::hypothesis_error("liu_geng solver", "the batch size b must lie in [1, n]");
  if (x0.size() != p.d1() || lambda0.size() != p.admm.A.rows())
    return numeric::hypothesis_error("liu_geng solver", "x0 or lambda0 has the wrong size");
  return true;
}

}  // namespace

numeric::Result<VrRun> dp_vradmm(const Problem& p, const VrSettings& s, const HpVector& x0, const HpVector& y0,
                                 const HpVector& lambda0, Rng& rng) {
  PB_TRY(auto ok, check_sizes(p, s.b, x0, lambda0));
  (void)ok;
  if (s.S < 1 || s.m < 1 || s.S * s.m > 10000000)
    return numeric::hypothesis_error("dp_vradmm", "S and m must be >= 1 with S m <= 10^7");
  VrRun run;
  run.x_tilde.push_back(x0);
  run.y_tilde.push_back(y0);
  HpVector x_hat = x0, lambda = lambda0;
  HpVector xs = HpVector::Zero(x0.size()), ys = HpVector::Zero(y0.size());
  for (long ep = 1; ep <= s.S; ++ep) {
    const Snapshot snap{run.x_tilde.back(), p.full_gradient(run.x_tilde.back())};
    run.grad_evals += p.n();
    HpVector x = s.strongly_convex ? snap.x : x_hat;
    if (s.strongly_convex) {
      const auto l0 = sc_dual_init(p, snap.p);  // p~ = grad f(x~^{s-1}), computed above
      if (!l0) return numeric::hypothesis_error("dp_vradmm", "the SC dual initialisation needs A of full column rank");
      lambda = *l0;
    }
    run.x0.push_back(x);
    run.lambda0.push_back(lambda);
    HpVector xsum = HpVector::Zero(x.size()), ysum = HpVector::Zero(y0.size());
    std::vector<Step> steps;
    for (long t = 0; t < s.m; ++t) {
      const auto batch = draw_batch(rng, p.n(), s.b);
      const HpVector u = s.sigma > 0 ? gaussian_vector(rng, static_cast<std::size_t>(p.d1()), s.sigma)
                                     : HpVector(HpVector::Zero(p.d1()));
      Step st = ls_step(p, x, lambda, batch, u, s.eta, s.gamma, &snap);
      run.grad_evals += st.grad_evals;
      x = st.x;
      lambda = st.lambda;
      xsum += st.x;
      ysum += st.y;
      if (s.keep_steps) steps.push_back(std::move(st));
    }
    run.steps.push_back(std::move(steps));
    run.x_tilde.push_back(xsum / hp_float(s.m));
    run.y_tilde.push_back(ysum / hp_float(s.m));
    x_hat = x;
    xs += run.x_tilde.back();
    ys += run.y_tilde.back();
  }
  run.x_bar = s.strongly_convex ? run.x_tilde.back() : HpVector(xs / hp_float(s.S));
  run.y_bar = s.strongly_convex ? run.y_tilde.back() : HpVector(ys / hp_float(s.S));
  return run;
}

numeric::Result<SgdRun> dp_sadmm(const Problem& p, const SgdSettings& s, const HpVector& x0, const HpVector& lambda0,
                                 Rng& rng) {
  PB_TRY(auto ok, check_sizes(p, s.b, x0, lambda0));
  (void)ok;
  if (s.T < 1 || s.T > 10000000) return numeric::hypothesis_error("dp_sadmm", "T must lie in [1, 10^7]");
  if (!s.eta) return numeric::hypothesis_error("dp_sadmm", "no step rule");
  SgdRun run;
  run.x.push_back(x0);
  run.y.push_back(HpVector::Zero(p.admm.B.cols()));
  run.lambda.push_back(lambda0);
  HpVector xs = HpVector::Zero(x0.size()), ys = HpVector::Zero(p.admm.B.cols());
  hp_float wsum = 0;
  for (long t = 0; t < s.T; ++t) {
    const auto batch = draw_batch(rng, p.n(), s.b);
    const HpVector u = s.sigma > 0 ? gaussian_vector(rng, static_cast<std::size_t>(p.d1()), s.sigma)
                                   : HpVector(HpVector::Zero(p.d1()));
    Step st = ls_step(p, run.x.back(), run.lambda.back(), batch, u, s.eta(t + 1), s.gamma, nullptr);
    run.grad_evals += st.grad_evals;
    const hp_float w = s.strongly_convex ? hp_float(t + 1) : hp_float(1);
    xs += w * st.x;
    ys += w * st.y;
    wsum += w;
    run.x.push_back(st.x);
    run.y.push_back(st.y);
    run.lambda.push_back(st.lambda);
    if (s.keep_steps) run.steps.push_back(std::move(st));
  }
  run.x_bar = xs / wsum;
  run.y_bar = ys / wsum;
  return run;
}

hp_float eta_gc(long t1) { return eta_gc_t<hp_float>(t1); }

hp_float eta_sc(long t1, const hp_float& gamma, const hp_float& norm_Q, const hp_float& mu) {
  return eta_sc_t<hp_float>(t1, gamma, norm_Q, mu);
}

}  // namespace privbound::solvers::liu_geng
