// The private consensus ADMM algorithms of Cyffers, Bellet & Basu as printed (see the header).
#include "privbound/solvers/cyffers_bellet_basu/private_admm.hpp"

#include <boost/multiprecision/mpfr.hpp>

namespace privbound::solvers::cyffers_bellet_basu {

std::string loss_name(Loss l) {
  switch (l) {
    case Loss::absolute:
      return "absolute";
    case Loss::huber:
      return "huber";
    case Loss::logistic:
      return "logistic";
    case Loss::squared:
      return "squared";
  }
  return "?";
}

hp_float LocalLoss::value(const HpVector& x) const {
  const hp_float s = a.dot(x) - b;
  switch (kind) {
    case Loss::absolute:
      return L * abs(s);
    case Loss::huber:
      return L * (abs(s) <= delta ? hp_float(s * s / (2 * delta)) : hp_float(abs(s) - delta / 2));
    case Loss::logistic:
      return L * log1p(exp(-s));
    case Loss::squared:
      return L * s * s / 2;
  }
  return 0;
}

hp_float LocalLoss::slope(const hp_float& s) const {
  switch (kind) {
    case Loss::absolute:
      return L * (s > 0 ? 1 : s < 0 ? -1 : 0);
    case Loss::huber:
      return L * (abs(s) <= delta ? hp_float(s / delta) : hp_float(s > 0 ? 1 : -1));
    case Loss::logistic:
      return -L / (1 + exp(s));
    case Loss::squared:
      return L * s;
  }
  return 0;
}

hp_float LocalLoss::curvature(const hp_float& s) const {
  switch (kind) {
    case Loss::absolute:
      return 0;
    case Loss::huber:
      return abs(s) <= delta ? hp_float(L / delta) : hp_float(0);
    case Loss::logistic: {
      const hp_float e = exp(-abs(s));
      return L * e / ((1 + e) * (1 + e));
    }
    case Loss::squared:
      return L;
  }
  return 0;
}

hp_float LocalLoss::lipschitz() const {
  if (kind == Loss::squared) return std::numeric_limits<hp_float>::infinity();
  return L * a.norm();
}

// x = v - t L phi'(s) a with s = a^T x - b, i.e. s solves s + c phi'(s) = s0, c = t L |a|^2, s0 = a^T v - b.
HpVector LocalLoss::prox(const HpVector& v, const hp_float& t) const {
  const hp_float aa = a.squaredNorm();
  if (aa == 0) return v;
  const hp_float s0 = a.dot(v) - b, c = t * L * aa;
  hp_float g = 0;  // phi'(s) at the solution (a subgradient for the absolute loss)
  switch (kind) {
    case Loss::absolute:
      // s = s0 - c sign(s), or s = 0 with g = s0/c in [-1, 1]
      g = s0 > c ? hp_float(1) : s0 < -c ? hp_float(-1) : hp_float(s0 / c);
      break;
    case Loss::huber:
      g = abs(s0) <= delta + c ? hp_float(s0 / (delta + c)) : hp_float(s0 > 0 ? 1 : -1);
      break;
    case Loss::squared:
      g = s0 / (1 + c);  // phi'(s) = s, s = s0/(1 + c)
      break;
    case Loss::logistic: {
      // phi'(s) = -1/(1 + e^s) in (-1, 0), so s in (s0, s0 + c); h(s) = s - c/(1 + e^s) - s0 increases
      hp_float lo = s0, hi = s0 + c;
      const int steps = static_cast<int>(hp_float::thread_default_precision()) * 4 + 20;
      for (int k = 0; k < steps; ++k) {
        const hp_float mid = (lo + hi) / 2;
        (mid - c / (1 + exp(mid)) - s0 < 0 ? lo : hi) = mid;
      }
      const hp_float s = (lo + hi) / 2;
      g = -1 / (1 + exp(s));
      break;
    }
  }
  return v - t * L * g * a;
}

HpVector prox_coordinatewise(const Regularizer& r, const HpVector& v, const hp_float& gamma) {
  HpVector out(v.size());
  for (Eigen::Index j = 0; j < v.size(); ++j) out(j) = r.prox(static_cast<std::size_t>(j), v(j), 1 / gamma);
  return out;
}

HpVector Consensus::prox_r(const HpVector& v, const hp_float& gamma) const { return prox_coordinatewise(r, v, gamma); }

hp_float Consensus::objective(const HpVector& z) const {
  hp_float s = 0;
  for (const auto& fi : f) s += fi.value(z);
  return s / hp_float(static_cast<long>(n())) + r.value(z);
}

hp_float prox_step(const Consensus& c, const Params& prm) {
  return prm.scale == ProxScale::printed ? prm.gamma : hp_float(prm.gamma / static_cast<long>(c.n()));
}

HpVector x_update(const Consensus& c, std::size_t i, const HpVector& v, const Params& prm) {
  return c.f[i].prox(v, prox_step(c, prm));
}

void alg2_step(const Consensus& c, const Params& prm, const std::vector<HpVector>& eta, State& s) {
  HpVector mean = HpVector::Zero(static_cast<Eigen::Index>(c.p));
  for (const auto& ui : s.u) mean += ui;
  mean /= hp_float(static_cast<long>(c.n()));
  s.z = c.prox_r(mean, prox_step(c, prm));
  for (std::size_t i = 0; i < c.n(); ++i) {
    const HpVector x = x_update(c, i, 2 * s.z - s.u[i], prm);
    s.u[i] += 2 * prm.lambda * (x - s.z + eta[i] / 2);
  }
}

void alg3_round(const Consensus& c, const Params& prm, const std::vector<std::size_t>& S,
                const std::vector<HpVector>& eta, bool keep_zhat, State& s) {
  Alg3Work<hp_float> w;
  w.resize(static_cast<Eigen::Index>(c.p));
  const hp_float step = prox_step(c, prm);
  alg3_round_t<hp_float>([&](std::size_t i, const HpVector& v, HpVector& x) { x = x_update(c, i, v, prm); },
                         [&](const HpVector& v, HpVector& z) { z = c.prox_r(v, step); }, c.n(), prm.lambda, hp_float(0),
                         S, [&](std::size_t k, HpVector& e) { e = eta[k]; }, keep_zhat, s, w);
}

void alg4_step(const Consensus& c, const Params& prm, std::size_t i, const HpVector& eta, State& s) {
  alg3_round(c, prm, {i}, {eta}, false, s);
}

HpVector squared_minimiser(const Consensus& c) {
  const auto p = static_cast<Eigen::Index>(c.p);
  HpMatrix H = HpMatrix::Zero(p, p);
  HpVector rhs = HpVector::Zero(p);
  const hp_float n(static_cast<long>(c.n()));
  for (const auto& fi : c.f) {
    H += fi.L * fi.a * fi.a.transpose() / n;
    rhs += fi.L * fi.b * fi.a / n;
  }
  H += c.r.c2 * HpMatrix::Identity(p, p);
  if (c.r.q.size()) rhs -= c.r.q;
  return H.partialPivLu().solve(rhs);
}

}  // namespace privbound::solvers::cyffers_bellet_basu
