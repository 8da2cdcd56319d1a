// Seed 003 (Liu et al.) claims on realised iterates of Algorithms 1 and 2 (solvers/liu_geng, hp at min(bits, 256)):
//   lemma4.eq8_eq10        (8) and (10) (L331, L344) hold at a realised step of Algorithm 1 (residuals)
//   lemma4.proof_steps     the chain of Lemma 4's proof (L349-L385) at a realised step with x^s read as x*:
//                          f(x_{t+1}) <= smoothness bound <= (1) (Young) = the next display <= (2)
//   lemma4.eq12            (12)'s two inequalities (L389-L395) with E over B_t exact (every b-subset), alpha(b) =
//                          (n - b)/(b (n - 1)) (the without-replacement mini-batch variance factor, our reading of
//                          the alpha(b) the file leaves undefined)
//   lemma4.one_iteration   the per-iteration bound before (13) (L409-L417) with E over B_t and u_t exact
//   lemma4.summation       (13) and the final display (L419-L429) equal the average of the per-iteration bounds
//                          on a realised epoch (an identity of the realised terms)
//   lemma5.one_iteration   Lemma 5 (L473-L481) per iteration of Algorithm 2, E over B_t and u_t exact
//   criterion.nonnegative  R(x, y) >= 0 for all x, y (L302), at random points around a KKT point
//   thm1.step_sensitivity  Theorem 1 (L290; proof not in the file): at a fixed state the data enter Algorithm 1's
//                          noised x-update only through (6), with sensitivity 4l/b + 2l/n (j in B_t) or 2l/n
//   thm1.sc_first_step     the same at the first step of an SC epoch, where lambda_0 = -(1/beta)(A^T)^+ p~ (L220)
//                          also carries the data, un-noised: sensitivity 2l/n (that of p~)
// Instances (solvers::liu_geng::random_instance): n components on R^{d_1}, A = [phi; I] (m = d_1 + 2 rows), B = -I,
// a KKT point (x*, y*, lambda*) built in, nu = k/4, step eta = k/(16 g) (so eta g <= 1/2), printed gamma = 1 +
// eta beta |A^T A|_2, noise sigma = k/4 for quadratic f_i and 0 for logistic f_i. The state (x_t, lambda_t, x~) comes
// from `warm` steps of Algorithm 1 from x_0 = x~ (entries k/4), lambda_0 = 0.
// Exact expectations: E over B_t is the mean over all b-subsets; E over u ~ N(0, sigma^2 I) of an integrand that is
// quadratic in u (every term here is, for quadratic f_i: x_{t+1} and lambda_{t+1} are affine in u) is q(0) + (1/2)
// sum_i (q(sigma e_i) + q(-sigma e_i) - 2 q(0)), exact for polynomials of degree <= 3.
#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "common.hpp"
#include "privbound/bounds/liu_geng/liu_geng.hpp"
#include "privbound/proofs_check/check_util.hpp"

namespace privbound::proofs_check::liu_geng {
namespace {

using numeric::hp_float;
using numeric::HpMatrix;
using numeric::HpVector;
using solvers::Rng;
namespace sl = solvers::liu_geng;

struct State {
  sl::Instance in;
  long b = 1;
  hp_float eta, gamma, sigma, alpha_b, tau;
  HpVector x, lambda;  // x_t, lambda_t
  sl::Snapshot snap;   // x~, p~ = grad f(x~)
  HpMatrix G_hat;      // gamma Q - eta beta A^T A
  HpMatrix Qi;         // Q_nu^{-1}
  hp_float f_star;     // f(x*)
  HpVector grad_star;  // grad f(x*)
  std::vector<std::pair<std::string, std::string>> text;
};

// Point: seed, n, b, d_1, family (0 quadratic, 1 logistic), nu_4, eta_16 (eta = k/(16 g)), warm steps.
State make_state(const Point& p, bool vr, unsigned w) {
  const long seed = p[0], n = p[1], b = std::min(p[2], p[1]), d1 = p[3], nu4 = p[5], k = p[6], warm = p[7];
  const auto fam = p[4] ? solvers::FFamily::logistic : solvers::FFamily::quadratic;
  Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 3004u);
  State s;
  s.in = sl::random_instance(rng, n, d1, d1 + 2, fam, seed % 2 == 1, hp_float(nu4) / 4, w);
  const sl::Problem& pr = s.in.problem;
  s.b = b;
  s.eta = hp_float(k) / (16 * pr.g);
  const bool gamma_one = p.size() > 8 && p[8] == 1;  // the experiments' gamma = 1 (L533)
  s.gamma = gamma_one ? hp_float(1) : pr.printed_gamma(s.eta);
  s.sigma = p[4] ? hp_float(0) : hp_float(hp_float(solvers::uniform_int(rng, 1, 4)) / 4);
  s.alpha_b = solvers::to_hp(bounds::liu_geng::alpha_b(n, b).value());  // b <= n: no error
  s.Qi = pr.Q.inverse();
  s.tau = s.Qi.trace() / d1;
  s.snap.x = solvers::to_hp(solvers::random_rational_matrix(rng, static_cast<std::size_t>(d1), 1, 4, 4)).col(0);
  s.snap.p = pr.full_gradient(s.snap.x);
  s.x = s.snap.x;
  s.lambda = HpVector::Zero(d1 + 2);
  for (long t = 0; t < warm; ++t) {
    const auto st = sl::ls_step(pr, s.x, s.lambda, sl::draw_batch(rng, n, b),
                                solvers::gaussian_vector(rng, static_cast<std::size_t>(d1), s.sigma), s.eta, s.gamma,
                                vr ? &s.snap : nullptr);
    s.x = st.x;
    s.lambda = st.lambda;
  }
  s.G_hat = s.gamma * pr.Q - s.eta * pr.admm.beta * pr.AtA;
  s.f_star = pr.value(s.in.kkt.x);
  s.grad_star = pr.full_gradient(s.in.kkt.x);
  s.text = s.in.text;
  s.text.insert(s.text.end(), {{"b", str(b)},
                               {"eta", str(k) + "/(16 g)"},
                               {"gamma", gamma_one ? "1 (the experiments', L533)" : "1 + eta beta |A^T A|_2 (printed)"},
                               {"sigma", s.sigma.str(6)},
                               {"warm steps", str(warm)},
                               {"seed", str(seed)}});
  return s;
}

hp_float sq(const HpVector& v, const HpMatrix& M) { return v.dot(M * v); }

// D(x) = f(x) - f(x*) - <grad f(x*), x - x*>.
hp_float bregman(const State& s, const HpVector& x) {
  return sl::bregman(s.in.problem, x, s.in.kkt.x, s.f_star, s.grad_star);
}

// E over B_t (every b-subset) and u_t (the cubature above) of q(step).
hp_float expectation(const State& s, bool vr, const std::function<hp_float(const sl::Step&)>& q) {
  const auto& pr = s.in.problem;
  const long d1 = pr.d1();
  const auto batches = sl::all_batches(pr.n(), s.b);
  hp_float total = 0;
  for (const auto& B : batches) {
    auto at = [&](const HpVector& u) {
      return q(sl::ls_step(pr, s.x, s.lambda, B, u, s.eta, s.gamma, vr ? &s.snap : nullptr));
    };
    const HpVector zero = HpVector::Zero(d1);
    const hp_float q0 = at(zero);
    hp_float e = q0;
    if (s.sigma > 0)
      for (long i = 0; i < d1; ++i) {
        HpVector u = zero;
        u(i) = s.sigma;
        const hp_float qp = at(u);
        u(i) = -s.sigma;
        e += (qp + at(u) - 2 * q0) / 2;
      }
    total += e;
  }
  return total / hp_float(static_cast<long>(batches.size()));
}

// The realised step from the state with a drawn batch and noise (the claims on one path).
sl::Step path_step(const State& s, long seed, bool vr) {
  Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 3005u);
  const auto& pr = s.in.problem;
  return sl::ls_step(pr, s.x, s.lambda, sl::draw_batch(rng, pr.n(), s.b),
                     solvers::gaussian_vector(rng, static_cast<std::size_t>(pr.d1()), s.sigma), s.eta, s.gamma,
                     vr ? &s.snap : nullptr);
}

Verdict hp_le(const hp_float& lhs, const hp_float& rhs, const hp_float& scale, unsigned w, const State& s,
              std::string note) {
  Verdict v = verdict_le(to_d(lhs), to_d(rhs), std::max(1.0, to_d(abs(scale))), tolerance(w));
  v.note = std::move(note);
  v.instance = s.text;
  return v;
}

// (8) and (10) as residuals; the control puts lambda_t in place of lambda_{t+1} in (10).
Verdict eq10_check(const Point& p, bool control, unsigned bits) {
  const unsigned w = hp_bits(bits);
  numeric::ScopedHpPrecision prec(w);
  const State s = make_state(p, true, w);
  const auto& pr = s.in.problem;
  const sl::Step st = path_step(s, p[0], true);
  const HpVector G = st.grad_est + st.u;
  const HpVector dx = st.x - s.x;
  const auto& A = pr.admm.A;
  const HpVector r8 = G + s.G_hat * dx / s.eta +
                      pr.admm.beta * A.transpose() * HpVector(A * st.x + pr.admm.B * st.y - pr.admm.c + s.lambda);
  const HpVector r10 = G + s.G_hat * dx / s.eta + pr.admm.beta * A.transpose() * (control ? s.lambda : st.lambda);
  const hp_float res = control ? r10.norm() : std::max(r8.norm(), r10.norm());
  Verdict v = hp_le(res, 0, G.norm(), w, s,
                    "residual of " + std::string(control ? "(10) with lambda_t" : "(8), (10)") + ": " + res.str(6));
  return v;
}

// The chain of Lemma 4's proof at one realised step. `control`: the smoothness step with the curvature term's sign
// flipped (f(x_{t+1}) <= f(x_t) + <grad f(x_t), dx> - (g/2)|dx|^2, false for strongly convex f when dx != 0).
Verdict steps_check(const Point& p, bool control, unsigned bits) {
  const unsigned w = hp_bits(bits);
  numeric::ScopedHpPrecision prec(w);
  const State s = make_state(p, true, w);
  const auto& pr = s.in.problem;
  const sl::Step st = path_step(s, p[0], true);
  const HpMatrix& Qi = s.Qi;
  const HpMatrix Qi2 = Qi * Qi;
  const HpVector G = st.grad_est + st.u, gf = pr.full_gradient(s.x), xs = s.in.kkt.x;
  const HpVector dx = st.x - s.x, dz = pr.Q * dx;  // z = Q_nu x (L349)
  const hp_float g = pr.g, eta = s.eta;
  const hp_float v0 = pr.value(st.x), ft = pr.value(s.x);
  const hp_float curv = g / 2 * sq(dz, Qi2);
  if (control) {
    const hp_float rhs = ft + gf.dot(Qi * dz) - curv;
    return hp_le(v0, rhs, v0, w, s,
                 "f(x_{t+1}) against the smoothness bound with -g/2: " + v0.str(8) + " vs " + rhs.str(8));
  }
  const hp_float noise = eta / (2 * (1 - eta * g)) * sq(HpVector(gf - G), Qi);
  const hp_float young = (1 - eta * g) / (2 * eta) * sq(dz, Qi) + noise;
  const hp_float v1 = ft + gf.dot(Qi * dz) + curv;                             // g-smoothness
  const hp_float v2 = ft + G.dot(Qi * dz) + curv + young;                      // (1)
  const hp_float v3 = ft + G.dot(xs - s.x) + curv - G.dot(xs - st.x) + young;  // '=' with x^s = x*
  const hp_float v4c = ft + G.dot(xs - s.x) + (s.G_hat * (Qi * dz)).dot(xs - st.x) / eta +
                       (pr.admm.beta * pr.admm.A.transpose() * st.lambda).dot(xs - st.x) + sq(dz, Qi) / (2 * eta) +
                       noise;        // (2) with the noise term once
  const hp_float v4p = v4c + noise;  // (2) as printed: the term appears twice
  struct Link {
    const char* what;
    hp_float lhs, rhs;
    bool equality;
  };
  const Link links[] = {{"g-smoothness", v0, v1, false},
                        {"(1) Young", v1, v2, false},
                        {"'=' after (1)", v2, v3, true},
                        {"(2) with the noise term once", v3, v4c, false},
                        {"(2) as printed (noise term twice)", v4c, v4p, false}};
  Verdict worst;
  worst.slack = 1e300;
  for (const Link& l : links) {
    Verdict v =
        l.equality ? hp_le(abs(hp_float(l.lhs - l.rhs)), 0, l.lhs, w, s, "") : hp_le(l.lhs, l.rhs, l.lhs, w, s, "");
    v.note = std::string(l.what) + ": " + l.lhs.str(10) + " vs " + l.rhs.str(10);
    if (v.status == Status::violated || (!l.equality && v.slack < worst.slack)) worst = v;
    if (v.status == Status::violated) break;
  }
  return worst;
}

// (12): E_B |grad f(x_t) - grad~ f_B(x_t)|^2_{Q^{-1}} <= E_B |.|^2 <= 4 g alpha(b) [D(x_t) + D(x~)] (the u part,
// E|u|^2_{Q^{-1}} = tau d_1 sigma^2 with a zero cross term, is liu_geng.ls.noise_energy). Control: alpha(b) = 0.
Verdict eq12_check(const Point& p, bool control, unsigned bits) {
  const unsigned w = hp_bits(bits);
  numeric::ScopedHpPrecision prec(w);
  const State s = make_state(p, true, w);
  const auto& pr = s.in.problem;
  const HpMatrix& Qi = s.Qi;
  const HpVector gf = pr.full_gradient(s.x);
  hp_float eq = 0, e2 = 0;
  const auto batches = sl::all_batches(pr.n(), s.b);
  for (const auto& B : batches) {
    HpVector est = s.snap.p;
    for (long i : B)
      est += (pr.f[static_cast<std::size_t>(i)].gradient(s.x) - pr.f[static_cast<std::size_t>(i)].gradient(s.snap.x)) /
             hp_float(s.b);
    const HpVector d = gf - est;
    eq += sq(d, Qi);
    e2 += d.squaredNorm();
  }
  eq /= hp_float(static_cast<long>(batches.size()));
  e2 /= hp_float(static_cast<long>(batches.size()));
  const hp_float rhs = 4 * pr.g * (control ? hp_float(0) : s.alpha_b) * (bregman(s, s.x) + bregman(s, s.snap.x));
  Verdict a = hp_le(eq, e2, e2, w, s, "");
  Verdict v = hp_le(e2, rhs, e2, w, s, "");
  if (a.status == Status::violated) v = a;
  v.note =
      "E|.|^2_{Q^-1} = " + eq.str(8) + ", E|.|^2 = " + e2.str(8) + ", 4 g alpha(b) [D(x_t) + D(x~)] = " + rhs.str(8);
  return v;
}

// The per-iteration bound: E[D(x_{t+1}) - <A^T phi_t, x* - x_{t+1}>] + E|x* - x_{t+1}|^2_G^/(2 eta) <= RHS. `lemma5`:
// Algorithm 2 (no snapshot) and Lemma 5's right side with l = max_i |grad f_i(x_t)|; else Algorithm 1 and the bound
// before (13). Control: the same without the (1/(2 eta)) |x* - x_t|^2_G^ term of the right side.
Verdict one_iteration_check(const Point& p, bool lemma5, bool control, unsigned bits) {
  const unsigned w = hp_bits(bits);
  numeric::ScopedHpPrecision prec(w);
  const State s = make_state(p, !lemma5, w);
  const auto& pr = s.in.problem;
  const auto& K = s.in.kkt;
  const hp_float lhs = expectation(s, !lemma5, [&](const sl::Step& st) {
    const HpVector phi = pr.admm.beta * (st.lambda - K.lambda);
    const HpVector e = K.x - st.x;
    return bregman(s, st.x) - (pr.admm.A.transpose() * phi).dot(e) + sq(e, s.G_hat) / (2 * s.eta);
  });
  hp_float rhs = control ? hp_float(0) : hp_float(sq(HpVector(K.x - s.x), s.G_hat) / (2 * s.eta));
  const hp_float d1s2 = s.tau * pr.d1() * s.sigma * s.sigma;
  std::string note;
  if (lemma5) {
    hp_float l = 0;
    for (const auto& fi : pr.f) l = std::max(l, hp_float(fi.gradient(s.x).norm()));
    rhs += s.eta / (2 * (1 - s.eta * pr.g)) * (l * l / s.b + d1s2);
    note = "l = max_i |grad f_i(x_t)| = " + l.str(6) + "; ";
  } else {
    rhs += 4 * pr.g * s.eta * s.alpha_b * (bregman(s, s.x) + bregman(s, s.snap.x)) + s.eta * d1s2;
  }
  Verdict v =
      hp_le(lhs, rhs, std::max(abs(lhs), abs(rhs)), w, s, note + "E[lhs] = " + lhs.str(10) + ", rhs = " + rhs.str(10));
  return v;
}

// (13) and the final display on a realised epoch of m steps: final(lhs - rhs) - (1/m) sum_t (per-iteration lhs - rhs)
// = 0 with every expectation dropped (the realised terms). Control: the final display with + (4 g eta alpha(b)/m)
// D(x_m) (the sign of its third term flipped).
Verdict summation_check(const Point& p, long m, bool control, unsigned bits) {
  const unsigned w = hp_bits(bits);
  numeric::ScopedHpPrecision prec(w);
  const State s = make_state(p, true, w);
  const auto& pr = s.in.problem;
  const auto& K = s.in.kkt;
  Rng rng(static_cast<std::uint64_t>(p[0]) * 0x9E3779B97F4A7C15ull + 3006u);
  hp_float per = 0, lhs_final = 0;
  const hp_float c = 4 * pr.g * s.eta * s.alpha_b, noise = s.tau * s.eta * pr.d1() * s.sigma * s.sigma;
  HpVector x = s.x, lam = s.lambda;
  for (long t = 0; t < m; ++t) {
    const auto st =
        sl::ls_step(pr, x, lam, sl::draw_batch(rng, pr.n(), s.b),
                    solvers::gaussian_vector(rng, static_cast<std::size_t>(pr.d1()), s.sigma), s.eta, s.gamma, &s.snap);
    const HpVector e = K.x - st.x;
    const hp_float cross = (pr.admm.A.transpose() * HpVector(pr.admm.beta * (st.lambda - K.lambda))).dot(e);
    const hp_float Dn = bregman(s, st.x);
    per += Dn - cross - c * (bregman(s, x) + bregman(s, s.snap.x)) -
           (sq(HpVector(K.x - x), s.G_hat) - sq(e, s.G_hat)) / (2 * s.eta) - noise;
    lhs_final += (1 - c) * Dn - cross;
    x = st.x;
    lam = st.lambda;
  }
  per /= hp_float(m);
  const hp_float final_gap = lhs_final / m - c * bregman(s, s.snap.x) - c / m * bregman(s, s.x) +
                             (control ? hp_float(-1) : hp_float(1)) * c / m * bregman(s, x) -
                             (sq(HpVector(K.x - s.x), s.G_hat) - sq(HpVector(K.x - x), s.G_hat)) / (2 * m * s.eta) -
                             noise;
  const hp_float gap = abs(hp_float(final_gap - per));
  return hp_le(
      gap, 0, abs(per) + abs(final_gap), w, s,
      "final display (lhs - rhs) = " + final_gap.str(10) + ", mean of the per-iteration (lhs - rhs) = " + per.str(10));
}

// Theorem 1: the quantity the noise u_t masks in x_{t+1} = x_t - (eta/gamma) Q^{-1}(v + u_t) is v = (gamma/eta) Q (x_t
// - x_{t+1}) at u_t = 0; its change between neighbours D, D' (component j replaced by a fresh logistic sample) at the
// same state. Logistic components without ridge, so |grad f_i| <= |a_i| everywhere and l = max |a_i| over D and D'.
// `sc_first`: the state is the start of an SC epoch (x_0 = x~, lambda_0 from each dataset's own p~, L220) and the
// bound is 2l/n; else every batch B_t at the realised state, bound 4l/b + 2l/n (j in B_t) or 2l/n. Control: bound 0
// (the data do not enter v; false since p~ changes with record j).
Verdict sensitivity_check(const Point& p, bool sc_first, bool control, unsigned bits) {
  const unsigned w = hp_bits(bits);
  numeric::ScopedHpPrecision prec(w);
  Point q = p;
  q[4] = 1;  // logistic components
  State s = make_state(q, true, w);
  sl::Problem D = s.in.problem;
  for (auto& fi : D.f) fi.mu_reg = 0;
  Rng rng(static_cast<std::uint64_t>(p[0]) * 0x9E3779B97F4A7C15ull + 3008u);
  const long j = solvers::uniform_int(rng, 0, D.n() - 1);
  sl::Problem Dp = D;
  Dp.f[static_cast<std::size_t>(j)] =
      solvers::make_logistic(rng, static_cast<std::size_t>(D.d1()), 1, numeric::Rational(0), w);
  D.prepare();
  Dp.prepare();
  hp_float l = 0;
  for (const auto* P : {&D, &Dp})
    for (const auto& fi : P->f) l = std::max(l, hp_float(fi.H.row(0).norm()));
  const hp_float n = hp_float(D.n()), b = hp_float(s.b);
  const hp_float gamma = std::max(D.printed_gamma(s.eta), Dp.printed_gamma(s.eta));
  const sl::Snapshot snap{s.snap.x, D.full_gradient(s.snap.x)}, snap_p{s.snap.x, Dp.full_gradient(s.snap.x)};
  HpVector x = s.x, lam = s.lambda, lam_p = s.lambda;
  if (sc_first) {
    x = s.snap.x;
    lam = sl::sc_dual_init(D, snap.p).value();
    lam_p = sl::sc_dual_init(Dp, snap_p.p).value();
  }
  const HpVector zero = HpVector::Zero(D.d1());
  hp_float worst = -1e300, worst_d = 0, worst_b = 0;
  bool in_batch = false;
  for (const auto& B : sl::all_batches(D.n(), s.b)) {
    const sl::Step a = sl::ls_step(D, x, lam, B, zero, s.eta, gamma, &snap);
    const sl::Step c = sl::ls_step(Dp, x, lam_p, B, zero, s.eta, gamma, &snap_p);
    const hp_float dv = (gamma / s.eta * (D.Q * HpVector(a.x - c.x))).norm();
    const bool has_j = std::find(B.begin(), B.end(), j) != B.end();
    const hp_float bound =
        control ? hp_float(0) : hp_float(2 * l / n + (has_j && !sc_first ? hp_float(4 * l / b) : hp_float(0)));
    if (dv - bound > worst) worst = dv - bound, worst_d = dv, worst_b = bound, in_batch = has_j;
    if (sc_first) break;  // at x_0 = x~ the batch terms cancel: every batch gives the same v
  }
  Verdict v =
      hp_le(worst_d, worst_b, worst_b, w, s,
            "largest |v_D - v_D'| - bound at a batch " + std::string(in_batch ? "with" : "without") +
                " the replaced record: " + worst_d.str(8) + " against " + worst_b.str(8) + " (l = " + l.str(6) + ")");
  v.instance.emplace_back("replaced record", str(j));
  v.instance.emplace_back("case", sc_first ? "first step of an SC epoch" : "GC step at the realised state");
  return v;
}

// R(x, y) >= 0 at x = x* + h dx, y = y* + h dy (dx, dy entries k/4, h = 2^-j). Control: R with the subgradient
// r'(y*) + (c1 + 1) 1 (not a subgradient) at x = x*, y = y* + 2^-6 1.
Verdict criterion_check(const Point& p, bool control, unsigned bits) {
  const unsigned w = hp_bits(bits);
  numeric::ScopedHpPrecision prec(w);
  const State s = make_state(p, true, w);
  const auto& pr = s.in.problem;
  const auto& K = s.in.kkt;
  Rng rng(static_cast<std::uint64_t>(p[0]) * 0x9E3779B97F4A7C15ull + 3009u);
  const long m = pr.admm.A.rows();
  hp_float R;
  if (control) {
    const HpVector ones = HpVector::Ones(m);
    const HpVector y = K.y + ones / 64;
    R = sl::criterion_R(pr, K, K.x, y) - (pr.admm.g.c1 + 1) * ones.dot(y - K.y);
  } else {
    const hp_float h = pow(hp_float(2), -static_cast<long>(p[7] * 3));
    const HpVector dx =
        solvers::to_hp(solvers::random_rational_matrix(rng, static_cast<std::size_t>(pr.d1()), 1, 8, 4)).col(0);
    const HpVector dy =
        solvers::to_hp(solvers::random_rational_matrix(rng, static_cast<std::size_t>(m), 1, 8, 4)).col(0);
    R = sl::criterion_R(pr, K, HpVector(K.x + h * dx), HpVector(K.y + h * dy));
  }
  return hp_le(-R, 0, 1, w, s, std::string("R = ") + R.str(10) + (control ? " (r'(y*) + (c1 + 1) 1)" : ""));
}

}  // namespace

std::vector<Claim> iterate_claims() {
  std::vector<Claim> out;
  // seed, n, b, d_1, family, nu_4, eta_16, warm
  // The ranges were n <= 6, d_1 <= 3, nu <= 2; widened in place (the points pinned before are the same instances),
  // nu up to 8 so that the experiments' nu in {0, 2, 3} (Fig. 1) lies inside; the last two edges are the corners.
  Space s{{{"seed", 0, 999999},
           {"n", 2, 8},
           {"b", 1, 8},
           {"d1", 1, 5},
           {"family", 0, 1},
           {"nu_4", 0, 32},
           {"eta_16", 1, 8},
           {"warm", 0, 3}},
          {{0, 2, 1, 1, 0, 0, 1, 0},
           {1, 4, 2, 3, 1, 4, 8, 2},
           {2, 6, 3, 3, 0, 8, 8, 3},
           {3, 5, 5, 2, 1, 2, 4, 1},
           {4, 8, 4, 5, 0, 32, 8, 3},
           {5, 8, 8, 5, 1, 12, 1, 0}}};
  // beta, sigma, g and the problem data are drawn from the seed
  s.reaches = {reach("n", 2, 8),                          // n in [2, 8] (edges 2, 8)
               reach("b", 1, 8),                          // min(b, n): the edges give 1 and 8
               reach("d1", 1, 5),                         // d_1 in [1, 5] (edges 1, 5)
               reach("nu", 0, 8),                         // nu = k/4, k in [0, 32] (edges 0, 32; 12: nu = 3)
               reach("eta", {"1/(16 g)", "8/(16 g)"}),    // eta = k/(16 g), k in [1, 8] (edges 1, 8)
               reach("warm steps", 0, 3),                 // warm in [0, 3] (edges 0, 3)
               reach("f_i", {"quadratic", "logistic"})};  // family in {0, 1}, each an edge
  const Space ctl{{{"seed", 0, 999999}}, {{0}, {1}, {2}}};
  auto at = [](long seed) { return Point{seed, 5, 2, 3, 0, 4, 8, 2}; };
  out.push_back(make(
      "liu_geng.lemma4.eq8_eq10", "Lemma 4's proof, (8) and (10) (L329-L344)",
      "At a realised step of Algorithm 1, (8) G_t + (1/eta) G^ (x_{t+1} - x_t) + beta A^T (A x_{t+1} + B y_{t+1} - c + "
      "lambda_t) = 0 and (10) G_t + (1/eta) G^ (x_{t+1} - x_t) + beta A^T lambda_{t+1} = 0, G^ = gamma Q_nu - eta beta "
      "A^T A.",
      "as the file header of iterates.cpp", s, [](const Point& p, unsigned bits) { return eq10_check(p, false, bits); },
      ctl, "(10) with lambda_t in place of lambda_{t+1}",
      [at](const Point& p, unsigned bits) { return eq10_check(at(p[0]), true, bits); }));
  out.push_back(make(
      "liu_geng.lemma4.proof_steps", "Lemma 4's proof, steps (1) and (2) (L349-L385)",
      "At a realised step of Algorithm 1 with z = Q_nu x and x^s read as x*: f(x_{t+1}) <= f(x_t) + <grad f(x_t), "
      "Q^{-1}(z_{t+1} - z_t)> + (g/2)|z_{t+1} - z_t|^2_{Q^{-2}} <= (1) (Young) = the display after (1) <= (2) (by (10) "
      "and Property 3), with (2)'s noise term once and as printed (twice).",
      "eta g <= 1/2", s, [](const Point& p, unsigned bits) { return steps_check(p, false, bits); }, ctl,
      "the smoothness step with -(g/2)|dx|^2",
      [at](const Point& p, unsigned bits) { return steps_check(at(p[0]), true, bits); }));
  out.push_back(make(
      "liu_geng.lemma4.eq12", "(12) (L389-L395) with Lemma 10 of the supplement (quoted)",
      "E_B |grad f(x_t) - grad~ f_B(x_t)|^2_{Q^{-1}} <= E_B |grad f(x_t) - grad~ f_B(x_t)|^2 <= 4 g alpha(b) [D(x_t) + "
      "D(x~)], D the Bregman divergence of f at x*, alpha(b) = (n - b)/(b (n - 1)), E over every b-subset.",
      "each f_i convex and g-smooth", s, [](const Point& p, unsigned bits) { return eq12_check(p, false, bits); }, ctl,
      "alpha(b) = 0 (b = 2 < n = 5)",
      [at](const Point& p, unsigned bits) { return eq12_check(at(p[0]), true, bits); }));
  {
    Claim c = make(
        "liu_geng.lemma4.one_iteration", "Lemma 4's proof, the bound before (13) (L409-L417)",
        "E[D(x_{t+1}) - <A^T phi_t, x* - x_{t+1}>] <= 4 g eta alpha(b) [D(x_t) + D(x~)] + (1/(2 eta)) E[|x* - "
        "x_t|^2_G^ - "
        "|x* - x_{t+1}|^2_G^] + tau eta d_1 sigma^2 at a realised state of Algorithm 1, E over B_t and u_t exact.",
        "eta <= 1/(2 g), printed gamma, (x*, lambda*) a KKT point", s,
        [](const Point& p, unsigned bits) { return one_iteration_check(p, false, false, bits); }, ctl,
        "without (1/(2 eta)) |x* - x_t|^2_G^ on the right",
        [at](const Point& p, unsigned bits) { return one_iteration_check(at(p[0]), false, true, bits); });
    c.cost = Cost::expensive;
    out.push_back(std::move(c));
  }
  {
    Space sm = s;
    sm.coords.push_back({"m", 1, 8});
    for (auto& e : sm.edges) e.push_back(e[0] + 1);
    out.push_back(make(
        "liu_geng.lemma4.summation", "Lemma 4's proof, (13) and the final display (L419-L429)",
        "On a realised epoch, the final display's (lhs - rhs) with expectations dropped equals the mean over t of the "
        "per-iteration (lhs - rhs): summing, dividing by m and subtracting (4 g eta alpha(b)/m) sum_t D(x_{t+1}) is "
        "exact.",
        "as lemma4.one_iteration; m inner steps", sm,
        [](const Point& p, unsigned bits) { return summation_check(p, p[8], false, bits); }, ctl,
        "+ (4 g eta alpha(b)/m) D(x_m) in the final display",
        [at](const Point& p, unsigned bits) { return summation_check(at(p[0]), 4, true, bits); }));
  }
  {
    Space s15 = s;
    s15.coords[6].hi = 15;
    s15.edges.push_back({4, 6, 1, 3, 1, 8, 15, 3});
    s15.reaches[4] = reach("eta", {"1/(16 g)", "15/(16 g)"});  // k in [1, 15] (edges 1, 15)
    Claim c = make(
        "liu_geng.lemma5.one_iteration", "Lemma 5 (L473-L481)",
        "E[D(x_{t+1}) - <A^T phi_t, x* - x_{t+1}>] <= (1/(2 eta_{t+1})) E[|x* - x_t|^2_G^ - |x* - x_{t+1}|^2_G^] + "
        "eta_{t+1}/(2 (1 - eta_{t+1} g)) (l^2/b + d_1 tau sigma^2) at a realised state of Algorithm 2, E over B_t and "
        "u_t exact.",
        "eta_{t+1} g <= 15/16 (eta = k/(16 g), k <= 15), gamma = 1 + eta_{t+1} beta |A^T A|_2, l = max_i |grad "
        "f_i(x_t)| (the least l the variance step can use at x_t)",
        s15, [](const Point& p, unsigned bits) { return one_iteration_check(p, true, false, bits); }, ctl,
        "without (1/(2 eta)) |x* - x_t|^2_G^ on the right",
        [at](const Point& p, unsigned bits) { return one_iteration_check(at(p[0]), true, true, bits); });
    c.cost = Cost::expensive;
    out.push_back(std::move(c));
  }
  {
    // the same two bounds at the experiments' gamma = 1 (L533; E2): the point coordinate gamma_one = 1
    Space g1 = s;
    g1.coords.push_back({"gamma_one", 1, 1});
    for (auto& e : g1.edges) e.push_back(1);
    const Point pin{27, 5, 1, 1, 1, 0, 8, 3, 1};  // d_1 = 1, logistic, nu = 0, eta g = 1/2, three warm steps
    g1.edges.push_back(pin);
    const Space g1c{{{"seed", 27, 27}}, {{27}}};
    for (const bool l5 : {false, true}) {
      Claim c = make(
          l5 ? "liu_geng.lemma5.one_iteration_experiments" : "liu_geng.lemma4.one_iteration_experiments",
          l5 ? "Lemma 5 (L473-L481) at the experiments' gamma = 1 (L533)"
             : "Lemma 4's proof, the bound before (13) (L409-L417), at the experiments' gamma = 1 (L533)",
          std::string(l5 ? "Lemma 5's" : "Lemma 4's per-iteration") + " bound (as liu_geng." +
              (l5 ? "lemma5" : "lemma4") + ".one_iteration) with gamma = 1, as the experiments run Algorithms 1 and 2.",
          "as the printed-gamma claim, gamma = 1", g1,
          [l5](const Point& p, unsigned bits) { return one_iteration_check(p, l5, false, bits); }, g1c,
          "without (1/(2 eta)) |x* - x_t|^2_G^ on the right, at the pinned instance",
          [l5, pin](const Point&, unsigned bits) { return one_iteration_check(pin, l5, true, bits); });
      c.cost = Cost::expensive;
      c.expected = {Status::violated, "liu_geng.E2"};
      out.push_back(std::move(c));
    }
  }
  out.push_back(make(
      "liu_geng.criterion.nonnegative", "The criterion R (L300-L302)",
      "R(x, y) = f(x) - f(x*) - grad f(x*)^T (x - x*) + r(y) - r(y*) - r'(y*)^T (y - y*) >= 0 for all x, y (r'(y*) the "
      "subgradient of the KKT conditions).",
      "f, r convex; points x* + h dx, y* + h dy with h = 2^(-3 warm)", s,
      [](const Point& p, unsigned bits) { return criterion_check(p, false, bits); }, ctl,
      "r'(y*) + (c1 + 1) 1 in place of the subgradient",
      [at](const Point& p, unsigned bits) { return criterion_check(at(p[0]), true, bits); }));
  // the sensitivity claims take logistic components whatever the family coordinate (sensitivity_check)
  Space s_logistic = s;
  s_logistic.reaches.back() = reach("f_i", {"logistic"});
  out.push_back(make(
      "liu_geng.thm1.step_sensitivity", "Theorem 1 (L290), Algorithm 1 (L206, L210, L213)",
      "At a fixed state of Algorithm 1, the quantity its noise u_t masks in the x-update, (6)'s gradient terms + beta "
      "A^T (A x_t + B y_{t+1} - c + lambda_t), changes by at most 4l/b + 2l/n between neighbouring datasets when the "
      "replaced record is in B_t and by at most 2l/n when it is not (p~ = grad f(x~), L206, is recomputed on the data "
      "at every step's snapshot): the data enter only through (6).",
      "each f_i l-Lipschitz (logistic samples without ridge, l = max |a_i|); every b-subset", s_logistic,
      [](const Point& p, unsigned bits) { return sensitivity_check(p, false, false, bits); }, ctl,
      "bound 0 (the data would not enter v)",
      [at](const Point& p, unsigned bits) { return sensitivity_check(at(p[0]), false, true, bits); }));
  out.push_back(make(
      "liu_geng.thm1.sc_first_step", "Theorem 1 (L290), Algorithm 1's SC dual initialisation (L203, L220)",
      "At the first step of an SC epoch (x_0 = x~, lambda_0 = -(1/beta)(A^T)^+ p~ computed on the data) the quantity "
      "the noise u_0 masks changes by at most 2l/n, the sensitivity of p~, between neighbouring datasets.",
      "as thm1.step_sensitivity; A of full column rank", s_logistic,
      [](const Point& p, unsigned bits) { return sensitivity_check(p, true, false, bits); }, ctl,
      "bound 0 (the data would not enter v)",
      [at](const Point& p, unsigned bits) { return sensitivity_check(at(p[0]), true, true, bits); }));
  return out;
}

}  // namespace privbound::proofs_check::liu_geng
