// Seed 004 claims on the proof steps of Appendices A-C (L612-L985) on realised iterates of
// Algorithm 3.1 (instances: utility_runs.hpp), and on the noise's moments (A.19)-(A.20), (6.2), (6.5):
//   appA.steps           (A.3)-(A.8) with (5.1a)
//   appB.steps           (B.1), (B.3) per agent, and the bound E|f'_p + xi|^2 <= U1^2 + n U3/eps^2 of L885
//   appC.steps           (C.2), (C.3), (C.4) per agent with (5.3a) (and the same L885/L980 bound)
//   appC.sums            every "=" and the "<=" that do not involve U2 of terms 'L' (L929), 'M', 'N'
//                        ((C.6)-(C.8)), the chain L961-L970 and L985; (A.16a), (A.16b) and the 4 gamma^2 of
//                        (C.7)-(C.8) at lambda drawn in the ball and at the maximisers
//   appC.terms_l_m(_corrected)  the U2 steps of 'L', 'M' and L970 on the stacked z (E18)
//   noise.moments        (A.19)-(A.20) and the expectations of (6.2) and (6.5) against sampled noise
// Each check records every printed step at every (t, p, e) and reports the worst one.
#include <algorithm>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "common.hpp"
#include "privbound/bounds/ryu_kim/ryu_kim.hpp"
#include "privbound/proofs_check/ryu_kim/ryu_kim.hpp"
#include "privbound/solvers/ryu_kim/admm.hpp"
#include "utility_runs.hpp"

namespace privbound::proofs_check::ryu_kim {
namespace {

hp_float two_pow(long k) { return boost::multiprecision::ldexp(hp_float(1), static_cast<int>(k)); }

// The worst step of a check: lhs - rhs over every recorded "lhs <= rhs" (an "=" is recorded as
// |a - b| <= 0), with the scale of the largest side seen.
struct StepLog {
  hp_float worst = 0, scale = 1;
  std::string where = "none";
  void le(const hp_float& lhs, const hp_float& rhs, const std::string& line) {
    scale = std::max<hp_float>(scale, std::max<hp_float>(abs(lhs), abs(rhs)));
    if (lhs - rhs > worst) {
      worst = lhs - rhs;
      where = line;
    }
  }
  void eq(const hp_float& a, const hp_float& b, const std::string& line) {
    scale = std::max<hp_float>(scale, std::max<hp_float>(abs(a), abs(b)));
    le(abs(a - b), hp_float(0), line);
  }
  Verdict verdict(unsigned bits, const std::string& what) const {
    Verdict v = ryu_kim::le(worst, hp_float(0), scale, bits);
    v.note = "largest violation of a printed step of " + what + " (must be <= 0): " + where;
    return v;
  }
};

std::string at(long t, std::size_t p, long e = 0) {
  return " at t = " + str(t) + ", p = " + str(static_cast<long>(p)) + (e ? ", e = " + str(e) : std::string());
}

// One run of Algorithm 3.1 with Gaussian noise (kNoiseText) and the noises it drew, in the
// order of the outputs (t, p, e). `rng` goes on to draw the checks' points.
struct StepRun {
  UtilityInstance u;
  Rng rng;
  rs::RunSettings st;
  std::vector<HpVector> noises, lambda1;
  rs::RunTrace tr;
  RunView view() const { return RunView{tr, u.z1, st.E}; }
  const HpVector& lambda(long t, std::size_t p) const {  // lambda_p^t (t = 1: the start)
    return t == 1 ? lambda1[p] : tr.lambda[static_cast<std::size_t>(t - 2)][p];
  }
};

struct RunSpec {
  long seed = 0, P = 1, n = 1, start = 0, T = 1, E = 1;
  hp_float eps = 1;
  std::function<hp_float(long)> rho;
  // eta^t from the instance (its L, alpha)
  std::function<std::function<hp_float(long)>(const UtilityInstance&)> eta;
  std::uint64_t salt = 0;
  hp_float lambda1 = 0;  // lambda_p^1: k/8 * lambda1 per coordinate, k drawn in [1, 8] with a sign (0: zero)
};

StepRun step_run(const RunSpec& r, unsigned bits) {
  StepRun s{draw_utility(r.seed, r.P, r.n, r.start, false, bits),
            Rng(static_cast<std::uint64_t>(r.seed) * 0x9E3779B97F4A7C15ull + r.salt),
            {},
            {},
            {},
            {}};
  const hp_float U3_run = hp_float(noise_U3(bits).upper_double());
  s.st.T = r.T;
  s.st.E = r.E;
  s.st.rho = r.rho;
  s.st.eta = r.eta(s.u);
  const auto Pn = static_cast<std::size_t>(r.P);
  for (std::size_t p = 0; p < Pn; ++p) {
    HpVector l = HpVector::Zero(r.n);
    if (r.lambda1 != 0)
      for (long i = 0; i < r.n; ++i)
        l(i) =
            r.lambda1 * hp_float(solvers::uniform_int(s.rng, 1, 8) * (solvers::uniform_int(s.rng, 0, 1) ? 1 : -1)) / 8;
    s.lambda1.push_back(l);
  }
  s.st.noise = [&s, U3_run, eps = r.eps, n = r.n](long, long, std::size_t) {
    s.noises.push_back(draw_noise(s.rng, n, U3_run, eps, false));
    return s.noises.back();
  };
  s.tr = rs::run_algorithm3_1(s.u.agents, s.st, s.u.z1, s.lambda1);
  s.st.noise = nullptr;
  return s;
}

HpVector box_point(Rng& rng, long n) {  // k/8 per coordinate of [-1, 1]^n
  HpVector z(n);
  for (long i = 0; i < n; ++i) z(i) = hp_float(solvers::uniform_int(rng, -8, 8)) / 8;
  return z;
}

std::vector<std::pair<std::string, std::string>> run_text(const StepRun& s, const RunSpec& r, const std::string& eta,
                                                          const std::string& rho) {
  auto text = s.u.text;
  text.insert(text.end(), {{"T", str(r.T)},
                           {"E", str(r.E)},
                           {"eps", r.eps.str(6)},
                           {"rho^t", rho},
                           {"eta^t", eta},
                           {"noise", kNoiseText},
                           {"lambda_p^1", r.lambda1 == 0 ? "0" : "+-k/8 * " + r.lambda1.str(4) + " per coordinate"}});
  return text;
}

// ---- Appendix A, (A.3)-(A.8): every printed inequality on the realised iterates -----------------
// One run of Algorithm 3.1 with (5.1a), and at every (t, p, e) a point z_p of the box (drawn, k/8):
// the lines (A.3), (A.4), (A.5), (A.6) and, per (t, p), the three "=" and the final "<= 0" of (A.8).
// `eta_L_factor`: the L used in (5.1a) is u.L as printed, less in the control (then 1/eta - L can
// be negative and Young's inequality in (A.5) does not apply).
Verdict appA_check(const RunSpec& spec, const hp_float& eta_L_factor, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  RunSpec r = spec;
  r.salt = 690u;
  r.eta = [eps = r.eps, eta_L_factor](const UtilityInstance& u) {
    return eta_rule(UtilityTheorem::thm5_3, u.L * eta_L_factor, u.alpha, eps);
  };
  StepRun s = step_run(r, bits);
  const UtilityInstance& u = s.u;
  const RunView view = s.view();
  const hp_float L = u.L;
  auto f = [&](std::size_t p, const HpVector& x) -> hp_float { return agent_value(u.agents[p], x); };
  StepLog log;
  for (long t = 1; t <= r.T; ++t) {
    const auto k = static_cast<std::size_t>(t - 1);
    const hp_float eta = s.st.eta(t), rho = s.st.rho(t);
    const HpVector& w = s.tr.w[k];
    for (std::size_t p = 0; p < u.agents.size(); ++p) {
      const HpVector& lam = s.lambda(t, p);
      const HpVector& lam_next = s.tr.lambda[k][p];
      const HpVector& z_next = s.tr.z[k][p];  // z_p^{t+1}, the average (line 20)
      const HpVector zp = box_point(s.rng, r.n);
      std::vector<HpVector> outs;  // z^{t,e+1}, e = 1..E
      for (long e = 1; e <= r.E; ++e) {
        const HpVector& cur = view.local(t, p, e);   // z^{t,e}
        const HpVector& nxt = view.output(t, p, e);  // z^{t,e+1}
        const HpVector& xi = s.noises[view.index(t, p, e)];
        outs.push_back(nxt);
        const HpVector g = u.agents[p].subgradient(cur);
        const HpVector lam_e = lam + rho * (w - nxt);  // lambda^{t,e+1}
        const hp_float three =
            ((zp - cur).squaredNorm() - (zp - nxt).squaredNorm() - (cur - nxt).squaredNorm()) / (2 * eta);
        log.le((g - lam_e + xi).dot(nxt - zp), three, "(A.3)" + at(t, p, e));
        const hp_float young = (1 / eta - L);
        const hp_float d = (g + xi).dot(cur - nxt);
        log.le(f(p, cur) - f(p, zp) - lam_next.dot(nxt - zp),
               rho * (z_next - nxt).dot(nxt - zp) + d + xi.dot(zp - cur) + three, "(A.4)" + at(t, p, e));
        log.le(d,
               xi.squaredNorm() / (2 * young) + young / 2 * (nxt - cur).squaredNorm() + f(p, cur) - f(p, nxt) +
                   L / 2 * (nxt - cur).squaredNorm(),
               "(A.5)" + at(t, p, e));
        log.le(f(p, nxt) - f(p, zp) - lam_next.dot(nxt - zp),
               rho * (z_next - nxt).dot(nxt - zp) + xi.squaredNorm() / (2 * young) +
                   ((zp - cur).squaredNorm() - (zp - nxt).squaredNorm()) / (2 * eta) + xi.dot(zp - cur),
               "(A.6)" + at(t, p, e));
      }
      // (A.8): its four lines, and <= 0
      const long Ed = r.E;
      hp_float l1 = 0, l2 = 0, l3 = 0, l4 = 0;
      for (long e = 0; e < Ed; ++e) {
        const HpVector& a = outs[static_cast<std::size_t>(e)];
        l1 += (z_next - a).dot(a - zp) / Ed;
        for (long e2 = 0; e2 < Ed; ++e2) {
          const HpVector& b = outs[static_cast<std::size_t>(e2)];
          l2 += (b - a).dot(a - zp) / (Ed * Ed);
          if (e2 > e) {
            l3 += ((b - a).dot(a - zp) + (a - b).dot(b - zp)) / (Ed * Ed);
            l4 += (b - a).dot(a - b) / (Ed * Ed);
          }
        }
      }
      log.le(abs(l1 - l2), hp_float(0), "(A.8) line 1 = line 2" + at(t, p));
      log.le(abs(l2 - l3), hp_float(0), "(A.8) line 2 = line 3" + at(t, p));
      log.le(abs(l3 - l4), hp_float(0), "(A.8) line 3 = line 4" + at(t, p));
      log.le(l4, hp_float(0), "(A.8) <= 0" + at(t, p));
    }
  }
  Verdict v = log.verdict(bits, "(A.3)-(A.8)");
  v.instance =
      run_text(s, r, "1/(" + (eta_L_factor == 1 ? std::string("L") : eta_L_factor.str(4) + " L") + " + sqrt(t)/eps)",
               r.rho(1).str(6));
  v.instance.emplace_back("z_p", "k/8 per coordinate, drawn per (t, p)");
  return v;
}

// ---- Appendices B and C: (B.1), (B.3); (C.2), (C.3), (C.4); the bound under L885 / L980 ---------
// A run with (5.2a) (`strong` false: Appendix B) or (5.3a) (Appendix C), and per (t, p) a point z_p
// of the box. Per (t, p, e): (B.1) (or (C.2) and (C.3), (B.1) with -alpha/2 |z_p - z^{t,e}|^2), and
// E[|f'_p(z^{t,e}) + xi|^2 | z^{t,e}] = |f'_p(z^{t,e})|^2 + n sigma^2 <= U1^2 + n U3/eps^2 (the underbraced
// bound of the expectation steps, L885 and L980, exact: the noise of step (t, e) is independent of
// z^{t,e} and has mean 0). Per (t, p): (B.3) (the average over e of (B.1) with the (A.8) term dropped)
// or (C.4). `young` is 1 as printed; the control drops the eta/2 |f' + xi|^2 term (0).
Verdict appBC_check(const RunSpec& spec, bool strong, const hp_float& young, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  RunSpec r = spec;
  r.salt = strong ? 692u : 691u;
  r.eta = [eps = r.eps, strong](const UtilityInstance& u) {
    return eta_rule(strong ? UtilityTheorem::thm5_5 : UtilityTheorem::thm5_4, u.L, u.alpha, eps);
  };
  StepRun s = step_run(r, bits);
  const UtilityInstance& u = s.u;
  const RunView view = s.view();
  const hp_float alpha = strong ? u.alpha : hp_float(0);
  // the run's noise constant: U3 rounded up to double (step_run's draw_noise, sigma = sqrt(U3_run)/eps)
  const hp_float U3_run = hp_float(noise_U3(bits).upper_double()), sigma2 = U3_run / (r.eps * r.eps);
  auto f = [&](std::size_t p, const HpVector& x) -> hp_float { return agent_value(u.agents[p], x); };
  const std::string b1 = strong ? "(C.3)" : "(B.1)", b3 = strong ? "(C.4)" : "(B.3)";
  StepLog log;
  for (long t = 1; t <= r.T; ++t) {
    const auto k = static_cast<std::size_t>(t - 1);
    const hp_float eta = s.st.eta(t), rho = s.st.rho(t);
    for (std::size_t p = 0; p < u.agents.size(); ++p) {
      const HpVector& lam_next = s.tr.lambda[k][p];
      const HpVector& z_next = s.tr.z[k][p];
      const HpVector zp = box_point(s.rng, r.n);
      hp_float avg_lhs = -f(p, zp) - lam_next.dot(z_next - zp), avg_rhs = 0;
      for (long e = 1; e <= r.E; ++e) {
        const HpVector& cur = view.local(t, p, e);
        const HpVector& nxt = view.output(t, p, e);
        const HpVector& xi = s.noises[view.index(t, p, e)];
        const HpVector g = u.agents[p].subgradient(cur);
        const hp_float fc = f(p, cur), fz = f(p, zp), dc = (zp - cur).squaredNorm(), dn = (zp - nxt).squaredNorm();
        const hp_float y = young * eta / 2 * (g + xi).squaredNorm(), noise = xi.dot(zp - cur);
        if (strong) log.le(fc - fz, g.dot(cur - zp) - alpha / 2 * dc, "(C.2)" + at(t, p, e));
        log.le(fc - fz - lam_next.dot(nxt - zp),
               rho * (z_next - nxt).dot(nxt - zp) - alpha / 2 * dc + noise + y + (dc - dn) / (2 * eta),
               b1 + at(t, p, e));
        log.le(g.squaredNorm() + r.n * sigma2, u.U1 * u.U1 + r.n * U3_run / (r.eps * r.eps),
               std::string(strong ? "L980" : "L885") + " E|f' + xi|^2 <= U1^2 + n U3/eps^2" + at(t, p, e));
        avg_lhs += fc / r.E;
        avg_rhs += (y + (1 / (2 * eta) - alpha / 2) * dc - dn / (2 * eta) + noise) / r.E;
      }
      log.le(avg_lhs, avg_rhs, b3 + " for agent p" + at(t, p));
    }
  }
  Verdict v = log.verdict(bits, strong ? "(C.2)-(C.4)" : "(B.1)-(B.3)");
  v.instance = run_text(s, r, strong ? "2/(alpha (t + 2)) (5.3a)" : "1/sqrt(t) (5.2a)", r.rho(1).str(6));
  v.instance.emplace_back("z_p", "k/8 per coordinate, drawn per (t, p)");
  if (young != 1) v.instance.emplace_back("control", "the eta/2 |f' + xi|^2 term of " + b1 + " dropped");
  return v;
}

// ---- Appendix C, (C.6)-(C.9): the terms 'L', 'M', 'N' and the sums L961-L985 ---------------------
// A run with (5.3a), rho^t = rho (T + t - 1)/T (nondecreasing, Assumption 5.2(ii)), lambda_p^1 drawn,
// and gamma = max_t |lambda^t| (stacked; Assumption 5.2(i)) times `gamma_factor` (1 as printed; the
// control takes 1/4, Assumption 5.2(i) broken). Recorded: L929's "=" (sum_t t(z^{t+1} - z^t) =
// sum_t (z^{T+1} - z^t)) and its Cauchy-Schwarz step; term 'M''s "=" and 'N''s ">=" of (C.6); every
// "=" and "<=" of L961-L970 up to the last (the U2 step is appC.terms_l_m); L985's "=" and "<= T";
// at lambda drawn in the ball |lambda| <= gamma and at the maximisers: (A.16a) with v = A w^(T) -
// z^(T) of (C.1), (A.16b), |lambda - lambda^t|^2 <= 4 gamma^2 (L941-L945), and (C.7)-(C.8)'s lower
// bound -T 4 gamma^2/(2 rho^T) >= -T 4 gamma^2/(2 rho^1) of the 'N' sum.
Verdict appC_sums_check(const RunSpec& spec, const hp_float& gamma_factor, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  RunSpec r = spec;
  r.salt = 693u;
  r.eta = [eps = r.eps](const UtilityInstance& u) { return eta_rule(UtilityTheorem::thm5_5, u.L, u.alpha, eps); };
  const hp_float rho0 = r.rho(1);
  const long T = r.T, E = r.E;
  r.rho = [rho0, T](long t) { return rho0 * (T + t - 1) / T; };
  StepRun s = step_run(r, bits);
  const UtilityInstance& u = s.u;
  const RunView view = s.view();
  const auto Pn = u.agents.size();
  const hp_float alpha = u.alpha;
  StepLog log;
  // stacked lambda^t (t = 1..T+1) and gamma
  auto lam = [&](long t) {
    HpVector l(static_cast<Eigen::Index>(Pn) * r.n);
    for (std::size_t p = 0; p < Pn; ++p) l.segment(static_cast<Eigen::Index>(p) * r.n, r.n) = s.lambda(t, p);
    return l;
  };
  auto zs = [&](long t) {  // stacked z^t (line 20; z^1 at t = 1)
    HpVector z(static_cast<Eigen::Index>(Pn) * r.n);
    for (std::size_t p = 0; p < Pn; ++p) z.segment(static_cast<Eigen::Index>(p) * r.n, r.n) = view.round_start(t, p);
    return z;
  };
  hp_float gamma = 0;
  for (long t = 1; t <= T + 1; ++t) gamma = std::max<hp_float>(gamma, lam(t).norm());
  gamma = std::max<hp_float>(gamma, hp_float(1e-6)) * gamma_factor;
  // L929
  HpVector left = HpVector::Zero(static_cast<Eigen::Index>(Pn) * r.n), right = left;
  hp_float cs = 0;
  for (long t = 1; t <= T; ++t) {
    left += hp_float(t) * (zs(t + 1) - zs(t));
    right += zs(T + 1) - zs(t);
    cs += (zs(T + 1) - zs(t)).norm();
  }
  log.le((left - right).norm(), hp_float(0), "L929 sum_t t(z^{t+1} - z^t) = sum_t (z^{T+1} - z^t)");
  // 'M' of (C.6): the "=" (stacked |z* - z^t|^2)
  auto D = [&](long t) {
    return stacked_dist2(u, [&](std::size_t p) -> const HpVector& { return view.round_start(t, p); });
  };
  hp_float m_sum = 0, m_rhs = -s.st.rho(1) / 2 * D(1) + hp_float(T) * s.st.rho(T) / 2 * D(T + 1);
  for (long t = 1; t <= T; ++t) m_sum += hp_float(t) * s.st.rho(t) / 2 * (D(t + 1) - D(t));
  for (long t = 2; t <= T; ++t) m_rhs += ((t - 1) * s.st.rho(t - 1) - t * s.st.rho(t)) / 2 * D(t);
  log.eq(m_sum, m_rhs, "term 'M' (C.6), the first '='");
  // L961-L970 on the local iterates: Dl(t, e) = stacked |z* - z^{t,e}|^2, e = 1..E+1
  auto Dl = [&](long t, long e) {
    return stacked_dist2(
        u, [&](std::size_t p) -> const HpVector& { return e <= E ? view.local(t, p, e) : view.output(t, p, E); });
  };
  hp_float s0 = 0, s1 = 0, s2 = 0, s3 = 0;
  for (long t = 1; t <= T; ++t) {
    const hp_float eta = s.st.eta(t), tt = t;
    hp_float inner = 0;
    for (long e = 1; e <= E; ++e) {
      s0 += tt * ((1 / (2 * eta) - alpha / 2) * Dl(t, e) - Dl(t, e + 1) / (2 * eta));
      s1 += alpha / 4 * (tt * tt * Dl(t, e) - (tt * tt + 2 * tt) * Dl(t, e + 1));
      if (e <= E - 1) inner += Dl(t, e + 1);
    }
    s2 += alpha / 4 * (tt * tt * (Dl(t, 1) - Dl(t, E + 1)) - 2 * tt * Dl(t, E + 1) - 2 * tt * inner);
    s3 += alpha / 4 * (tt * tt * Dl(t, 1) - tt * (tt + 2) * Dl(t, E + 1));
  }
  hp_float s4 = Dl(1, 1) - hp_float(T) * (T + 2) * Dl(T, E + 1), s5 = Dl(1, 1);
  for (long t = 2; t <= T; ++t) {
    s4 += hp_float(t) * t * Dl(t - 1, E + 1) - (hp_float(t) * t - 1) * Dl(t - 1, E + 1);
    s5 += Dl(t - 1, E + 1);
  }
  s4 *= alpha / 4;
  s5 *= alpha / 4;
  log.eq(s0, s1, "L963 first '=' (eta^t = 2/(alpha(t + 2)))");
  log.eq(s1, s2, "L965 second '='");
  log.le(s2, s3, "L967 first '<='");
  log.eq(s3, s4, "L968 third '='");
  log.le(s4, s5, "L970 '<=' (before the U2 step)");
  // L985
  hp_float frac = 0, harmonic = 0;
  for (long t = 1; t <= T; ++t) frac += hp_float(t) / (t + 2);
  for (long q = 3; q <= T + 2; ++q) harmonic += hp_float(2) / q;
  log.eq(frac, T - harmonic, "L985 sum_t t/(t + 2) = T - sum 2/t");
  log.le(frac, hp_float(T), "L985 '<= T'");
  // lambda in the ball: the maximisers of (A.16a), (A.16b) and L943, and drawn points
  const HpVector l1 = lam(1);
  const HpVector v = [&] {
    const bool weighted = true;
    HpVector wT =
        round_average(T, weighted, [&](long t) -> HpVector { return s.tr.w[static_cast<std::size_t>(t - 1)]; });
    HpVector out(static_cast<Eigen::Index>(Pn) * r.n);
    for (std::size_t p = 0; p < Pn; ++p)
      out.segment(static_cast<Eigen::Index>(p) * r.n, r.n) =
          wT - round_average(T, weighted, [&](long t) { return view.local_mean(t, p, false); });
    return out;
  }();
  std::vector<HpVector> points;
  if (v.norm() > 0) points.push_back(gamma / v.norm() * v);
  if (l1.norm() > 0) points.push_back(-gamma / l1.norm() * l1);
  for (long t = 2; t <= T + 1; ++t)
    if (lam(t).norm() > 0) points.push_back(-gamma / lam(t).norm() * lam(t));
  for (int k = 0; k < 8; ++k) {
    HpVector g = solvers::gaussian_vector(s.rng, static_cast<std::size_t>(v.size()), hp_float(1));
    const hp_float radius = gamma * hp_float(solvers::uniform_int(s.rng, 0, 8)) / 8;
    points.push_back(g.norm() > 0 ? HpVector(radius / g.norm() * g) : HpVector(g));
  }
  if (v.norm() > 0) log.eq(points.front().dot(v), gamma * v.norm(), "(A.16a) at lambda = gamma v/|v|");
  if (l1.norm() > 0)
    log.eq((points[v.norm() > 0 ? 1 : 0] - l1).squaredNorm(), (gamma + l1.norm()) * (gamma + l1.norm()),
           "(A.16b) at lambda = -gamma lambda^1/|lambda^1|");
  for (std::size_t k = 0; k < points.size(); ++k) {
    const HpVector& l = points[k];
    const std::string pt = " at lambda #" + str(static_cast<long>(k));
    log.le(l.dot(v), gamma * v.norm(), "(A.16a)" + pt);
    log.eq(l1.squaredNorm() + l.squaredNorm() - 2 * l.dot(l1), (l - l1).squaredNorm(), "(A.16b) '='" + pt);
    log.le((l - l1).squaredNorm(), (gamma + l1.norm()) * (gamma + l1.norm()), "(A.16b) '<='" + pt);
    log.le(l.dot(right), l.norm() * cs, "L929 Cauchy-Schwarz" + pt);
    hp_float n_sum = 0, n_low = -(l - l1).squaredNorm() / (2 * s.st.rho(1));
    for (long t = 1; t <= T; ++t) {
      n_sum += hp_float(t) / (2 * s.st.rho(t)) * ((l - lam(t + 1)).squaredNorm() - (l - lam(t)).squaredNorm());
      log.le((l - lam(t)).squaredNorm(), 4 * gamma * gamma,
             "L943 |lambda - lambda^t|^2 <= 4 gamma^2, t = " + str(t) + pt);
    }
    for (long t = 2; t <= T; ++t)
      n_low += (hp_float(t - 1) / (2 * s.st.rho(t - 1)) - hp_float(t) / (2 * s.st.rho(t))) * (l - lam(t)).squaredNorm();
    log.le(n_low, n_sum, "term 'N' (C.6) '>='" + pt);
    log.le(-hp_float(T) / (2 * s.st.rho(T)) * 4 * gamma * gamma, n_low, "L947 first '>='" + pt);
  }
  log.le(-hp_float(T) / (2 * s.st.rho(1)) * 4 * gamma * gamma, -hp_float(T) / (2 * s.st.rho(T)) * 4 * gamma * gamma,
         "L947 second '>=' (rho^T >= rho^1)");
  Verdict v_out = log.verdict(bits, "terms 'L', 'M', 'N', L961-L985, (A.16)");
  v_out.instance = run_text(s, r, "2/(alpha (t + 2)) (5.3a)", rho0.str(6) + " (T + t - 1)/T");
  v_out.instance.emplace_back("gamma", gamma.str(8) + (gamma_factor == 1 ? " = max_t |lambda^t| (Assumption 5.2(i))"
                                                                         : " = max_t |lambda^t|/4 (control)"));
  return v_out;
}

// ---- Appendix C, the U2 steps on the stacked z (E18) ----------------------------------------------
// Noise-free run with (5.3a) (eps = 1024, rho = 4) from z^1: term 'L' (L929) sum_t |z^{T+1} - z^t| <= c1 T
// U2, term 'M' (C.6) >= -c2 U2^2 T rho^max/2, and L970's last step alpha/4 (|z* - z^{1,1}|^2 + sum_{t>=2}
// |z* - z^{t-1,E+1}|^2) <= c2 alpha T U2^2/4; stacked over the agents; c1 = c2 = 1 as printed,
// c1 = sqrt(P), c2 = P corrected (E18).
Verdict terms_l_m_check(long seed, long P, long start, long T, long E, bool same, bool corrected, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  const UtilityInstance u = draw_utility(seed, P, 1, start, same, bits);
  const hp_float rho = kPathwiseRho;
  const auto Pn = static_cast<std::size_t>(P);
  const rs::RunTrace tr = noise_free_run(u, UtilityTheorem::thm5_5, T, E);
  const RunView view{tr, u.z1, E};
  const hp_float c1 = corrected ? sqrt(hp_float(P)) : hp_float(1), c2 = corrected ? hp_float(P) : hp_float(1);
  const hp_float U2 = u.U2;
  hp_float L = 0, M = 0, L970 = 0;
  for (long t = 1; t <= T; ++t) {
    hp_float d2 = 0;
    for (std::size_t p = 0; p < Pn; ++p) d2 += (view.round_start(T + 1, p) - view.round_start(t, p)).squaredNorm();
    L += sqrt(d2);
    auto D = [&](long s) {
      return stacked_dist2(u, [&](std::size_t p) -> const HpVector& { return view.round_start(s, p); });
    };
    M += hp_float(t) * rho / 2 * (D(t + 1) - D(t));
    L970 += t == 1 ? stacked_dist2(u, [&](std::size_t p) -> const HpVector& { return view.local(1, p, 1); })
                   : stacked_dist2(u, [&](std::size_t p) -> const HpVector& { return view.output(t - 1, p, E); });
  }
  L970 *= u.alpha / 4;
  StepLog log;
  log.le(L, c1 * hp_float(T) * U2,
         "term 'L' (L929): sum_t |z^{T+1} - z^t| <= T U2" + std::string(corrected ? " sqrt(P)" : ""));
  log.le(-c2 * U2 * U2 * hp_float(T) * rho / 2, M,
         "term 'M' (C.6): >= -U2^2 T rho^max/2" + std::string(corrected ? " (P U2^2)" : ""));
  log.le(L970, c2 * u.alpha / 4 * hp_float(T) * U2 * U2,
         "L970: <= alpha T U2^2/4" + std::string(corrected ? " (P U2^2)" : ""));
  Verdict v = log.verdict(bits, "the U2 steps of Appendix C");
  v.note += " ('L' sum " + L.str(8) + ", 'M' " + M.str(8) + ", L970 " + L970.str(8) + ")";
  v.instance = u.text;
  v.instance.insert(v.instance.end(), {{"T", str(T)},
                                       {"E", str(E)},
                                       {"eps", "1024"},
                                       {"rho", "4"},
                                       {"eta^t", "2/(alpha (t + 2)) (5.3a)"},
                                       {"noise", "none (the terms are pathwise)"}});
  return v;
}

// ---- (A.19)-(A.20), (6.2), (6.5): the noise's moments against samples ---------------------------
// N = 4000 draws of xi in R^n with i.i.d. coordinates, Laplace of scale Delta_1/eps (Lemma 2.2) or
// Gaussian of variance 2 ln(1.25/delta)(Delta_2/eps)^2 (Lemma 2.3), by the solvers' generators. The
// sample means of |xi|^2 and of sum_i |xi_i| must lie within 6 standard errors of n times the printed
// second moment (A.19) (bounds' laplace_variance / gaussian_variance) and of n E|xi_i| (bounds'
// expected_abs_noise, the per-agent-and-step term of (6.2); (6.5) is it divided by n), and the
// printed second moment times n must be at most n U3/eps^2 (A.20) with U3 of (5.1c) at the same
// sensitivity. `variance_factor` scales the printed variance (the control: 1/2, Laplace's (Delta/eps)^2).
Verdict noise_moments_check(long seed, bool gaussian, long sens_k, long eps_k, long n, const Rational& variance_factor,
                            unsigned bits) {
  numeric::ScopedHpPrecision prec(std::min(bits, 96u));
  const Interval sens = Interval::from_rational(Rational(sens_k, 8), bits),
                 eps = Interval::from_double(std::ldexp(1.0, static_cast<int>(eps_k)), bits);
  const Interval delta = Interval::from_rational(Rational(1, 100), bits);
  const auto var =
      gaussian ? bounds::ryu_kim::gaussian_variance(sens, eps, delta) : bounds::ryu_kim::laplace_variance(sens, eps);
  const auto U3 =
      gaussian ? bounds::ryu_kim::utility_U3_gaussian(sens, delta) : bounds::ryu_kim::utility_U3_laplace(sens);
  if (!var.ok() || !U3.ok()) return undecided("bounds: " + (var.ok() ? U3.error().message : var.error().message));
  const Interval printed = *var * Interval::from_rational(variance_factor, bits);
  const auto abs_mean = bounds::ryu_kim::expected_abs_noise(printed, gaussian);
  if (!abs_mean.ok()) return undecided(abs_mean.error().message);
  // the generators' scale from the lemmas' definitions: Laplace scale Delta_1/eps (Lemma 2.2), Gaussian
  // sigma^2 = 2 ln(1.25/delta)(Delta_2/eps)^2 (Lemma 2.3, which defines the noise by its variance)
  const hp_float scale = gaussian ? sqrt(hp_float(var->mid_double())) : hp_float(sens.mid_double() / eps.mid_double());
  Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 730u);
  constexpr long kN = 4000;
  double s2 = 0, s2sq = 0, s1 = 0, s1sq = 0;
  for (long k = 0; k < kN; ++k) {
    const HpVector xi = gaussian ? solvers::gaussian_vector(rng, static_cast<std::size_t>(n), scale)
                                 : solvers::laplace_vector(rng, static_cast<std::size_t>(n), scale);
    const double a = to_d(xi.squaredNorm()), b = to_d(xi.lpNorm<1>());
    s2 += a, s2sq += a * a, s1 += b, s1sq += b * b;
  }
  const double N = kN, m2 = s2 / N, m1 = s1 / N;
  const double se2 = std::sqrt(std::max(0.0, s2sq / N - m2 * m2) / (N - 1)),
               se1 = std::sqrt(std::max(0.0, s1sq / N - m1 * m1) / (N - 1));
  const double want2 = static_cast<double>(n) * printed.mid_double(),
               want1 = static_cast<double>(n) * abs_mean->mid_double();
  // standardised distances beyond 6 se (<= 0 holds), and (A.20)'s margin
  const double z2 = std::abs(m2 - want2) / se2 - 6, z1 = std::abs(m1 - want1) / se1 - 6;
  const Interval a20 = *var * Interval::from_int(n, bits), a20_rhs = *U3 * Interval::from_int(n, bits) / (eps * eps);
  const double a20_gap = (a20.upper_double() - a20_rhs.lower_double()) / a20_rhs.lower_double() - 1e-12;
  const double worst = std::max({z2, z1, a20_gap});
  Verdict v = verdict_le(worst, 0.0, 1.0, 0.0);
  v.note = "sample mean |xi|^2 " + std::to_string(m2) + " (se " + std::to_string(se2) + ") against n x (A.19) " +
           std::to_string(want2) + "; sample mean sum|xi_i| " + std::to_string(m1) + " (se " + std::to_string(se1) +
           ") against n E|xi_i| " + std::to_string(want1) + "; (A.20) n var " + std::to_string(a20.upper_double()) +
           " <= n U3/eps^2 " + std::to_string(a20_rhs.lower_double()) + "; worst: " +
           (worst == z2   ? "(A.19)"
            : worst == z1 ? "(6.2)"
                          : "(A.20)");
  v.instance = {{"mechanism", gaussian ? "Gaussian (Lemma 2.3), delta = 1e-2" : "Laplace (Lemma 2.2)"},
                {"Delta", Rational(sens_k, 8).to_string()},
                {"eps", std::to_string(std::ldexp(1.0, static_cast<int>(eps_k)))},
                {"n", str(n)},
                {"samples", str(kN)},
                {"seed", str(seed)}};
  if (variance_factor != Rational(1))
    v.instance.emplace_back("control", "printed variance x " + variance_factor.to_string());
  return v;
}

}  // namespace

std::vector<Claim> appendix_claims() {
  std::vector<Claim> out;
  // coordinates of the run claims: seed, P, n, start (z^1 = start/4), T, E, eps index (2^(k-2)), rho index (2^k)
  auto run_space = [] {
    Space s;
    s.coords = {{"seed", 0, 999999}, {"P", 1, 3}, {"n", 1, 2},     {"start", -4, 4},
                {"T", 1, 12},        {"E", 1, 4}, {"eps_k", 0, 4}, {"rho_k", -1, 3}};
    s.edges = {{0, 1, 1, 0, 1, 1, 0, -1}, {1, 3, 2, 4, 12, 4, 4, 3}, {2, 2, 2, -4, 6, 3, 2, 0}};
    s.reaches = {reach("P", 1, 3),                                                       // P: edges 1, 3
                 reach("n", 1, 2),                                                       // n: edges 1, 2
                 reach("z_p^1", {"-4/4 (every coordinate)", "4/4 (every coordinate)"}),  // start: edges -4, 4
                 reach("T", 1, 12),                                                      // T: edges 1, 12
                 reach("E", 1, 4),                                                       // E: edges 1, 4
                 reach("eps", 0.25, 4),    // eps = 2^(eps_k - 2): edges eps_k = 0, 4
                 reach("rho^t", 0.5, 8)};  // rho^t = 2^rho_k: edges rho_k = -1, 3 (last: appC.sums replaces it)
    return s;
  };
  auto spec = [](const Point& p) {
    RunSpec r;
    r.seed = p[0], r.P = p[1], r.n = p[2], r.start = p[3], r.T = p[4], r.E = p[5];
    r.eps = two_pow(p[6] - 2);
    r.rho = [rho = two_pow(p[7])](long) { return rho; };
    return r;
  };
  out.push_back(make(
      "ryu_kim.appA.steps", "Appendix A, (A.3)-(A.8) (L626-L700)",
      "On the iterates of Algorithm 3.1 with (5.1a), for every z_p in W_p: (A.3), (A.4), (A.5) (Young's inequality "
      "and L-smoothness), (A.6), and each line of (A.8) (the 'E' term is <= 0).",
      "f_p L-smooth convex; eta^t = 1/(L + sqrt(t)/eps) (so 1/eta^t - L > 0)", run_space(),
      [spec](const Point& p, unsigned bits) { return appA_check(spec(p), hp_float(1), bits); },
      Space{{{"seed", 0, 9}}, {{0}, {9}}},
      "eta^t = 1/(L/16 + sqrt(t)/eps): 1/eta - L < 0 at small t, outside (5.1a); P = 2, n = 2, T = 4, E = 2, eps = "
      "4, rho = 1",
      [spec](const Point& p, unsigned bits) {
        return appA_check(spec({p[0], 2, 2, 4, 4, 2, 4, 0}), hp_float(1) / 16, bits);
      }));
  for (const bool strong : {false, true}) {
    const std::string control =
        std::string("the eta/2 |f' + xi|^2 term of ") + (strong ? "(C.3)" : "(B.1)") +
        " dropped (Young's inequality not applied to the 'D' term); P = 2, n = 2, T = 4, E = 2, eps = 1/4, rho = 1";
    out.push_back(make(
        strong ? "ryu_kim.appC.steps" : "ryu_kim.appB.steps",
        strong ? "Appendix C, (C.2)-(C.4) and the bound under L980 (L911-L937, L980)"
               : "Appendix B, (B.1)-(B.3) and the bound under L885 (L818-L838, L885)",
        strong ? "On the iterates of Algorithm 3.1 with (5.3a), for every z_p in W_p: (C.2) (alpha-strong convexity), "
                 "(C.3) ((B.1) with -alpha/2 |z_p - z^{t,e}|^2), (C.4) per agent, and E[|f'_p(z^{t,e}) + "
                 "xi|^2] <= U1^2 + n U3/eps^2."
               : "On the iterates of Algorithm 3.1 with (5.2a), for every z_p in W_p: (B.1), (B.3) per agent (the "
                 "(A.8) term dropped), and E[|f'_p(z^{t,e}) + xi|^2] <= U1^2 + n U3/eps^2.",
        strong ? "f_p alpha-strongly convex; eta^t = 2/(alpha(t + 2))" : "f_p convex; eta^t = 1/sqrt(t)", run_space(),
        [spec, strong](const Point& p, unsigned bits) { return appBC_check(spec(p), strong, hp_float(1), bits); },
        Space{{{"seed", 0, 9}}, {{0}, {9}}}, control,
        [spec, strong](const Point& p, unsigned bits) {
          return appBC_check(spec({p[0], 2, 2, 4, 4, 2, 0, 0}), strong, hp_float(0), bits);
        }));
  }
  out.push_back(make(
      "ryu_kim.appC.sums", "Appendix C, terms 'L', 'M', 'N' of (C.6)-(C.8), L961-L985; (A.16a)-(A.16b) (L772-L774)",
      "On the iterates of Algorithm 3.1 with (5.3a) and a nondecreasing rho^t satisfying Assumption 5.2(ii): every "
      "'=' of L929, term 'M', L961-L970 and L985, every '<=' that does not use U2, (A.16a) and (A.16b) (equality at "
      "the maximisers), |lambda - lambda^t|^2 <= 4 gamma^2 and the lower bounds of term 'N' with gamma = max_t "
      "|lambda^t| (Assumption 5.2(i)).",
      "f_p alpha-strongly convex; eta^t = 2/(alpha(t + 2)); rho^{t-1} <= rho^t <= t rho^{t-1}/(t - 1); |lambda^t| <= "
      "gamma",
      [&run_space] {
        Space s = run_space();
        // rho^t = rho (T + t - 1)/T, described as text: rho = 2^rho_k, edges rho_k = -1, 3
        s.reaches.back() = reach("rho^t", {"0.5 (T + t - 1)/T", "8 (T + t - 1)/T"});
        return s;
      }(),
      [spec](const Point& p, unsigned bits) {
        RunSpec r = spec(p);
        r.lambda1 = 1;
        return appC_sums_check(r, hp_float(1), bits);
      },
      Space{{{"seed", 0, 9}}, {{0}, {9}}},
      "gamma = max_t |lambda^t|/4 (Assumption 5.2(i) broken); P = 2, n = 2, T = 4, E = 2, eps = 1, rho = 1",
      [spec](const Point& p, unsigned bits) {
        RunSpec r = spec({p[0], 2, 2, 4, 4, 2, 2, 0});
        r.lambda1 = 1;
        return appC_sums_check(r, hp_float(1) / 4, bits);
      }));
  add_pathwise_pair(
      out,
      {.id = "ryu_kim.appC.terms_l_m",
       .where = "Appendix C, terms 'L' (L929), 'M' (C.6) and the last step of L970",
       .where_corrected = "Appendix C, terms 'L', 'M' and L970 with sqrt(P) U2 and P U2^2 (E18)",
       .statement = "On Algorithm 3.1's iterates with (5.3a) (z stacked over the agents): sum_t |z^{T+1} - z^t| <= T "
                    "U2, 'M' >= -U2^2 T rho^max/2, and alpha/4 (|z* - z^{1,1}|^2 + sum_t |z* - z^{t-1,E+1}|^2) <= "
                    "alpha T U2^2/4.",
       .statement_corrected = "On Algorithm 3.1's iterates with (5.3a) (z stacked over the agents): sum_t |z^{T+1} - "
                              "z^t| <= sqrt(P) T U2, 'M' >= -P U2^2 T rho^max/2, and alpha/4 (|z* - z^{1,1}|^2 + "
                              "sum_t |z* - z^{t-1,E+1}|^2) <= alpha T P U2^2/4.",
       .hypotheses = "rho^t nondecreasing; eta^t = 2/(alpha(t + 2)); z_p in W_p",
       .control = "the bounds with U2 and U2^2 (no sqrt(P), P) on P = 3 or 12 copies of seed 3's f_p (z* = 0.625), "
                  "z^1 = -1, T = E = 1",
       .erratum = "ryu_kim.E18"},
      terms_l_m_check);
  {
    // seed, mechanism (0 Laplace, 1 Gaussian), Delta = k/8, eps = 2^k, n
    Space s;
    s.coords = {{"seed", 0, 999999}, {"gaussian", 0, 1}, {"sens_k", 1, 16}, {"eps_k", -5, 1}, {"n", 1, 4}};
    s.edges = {{0, 0, 1, -5, 1}, {1, 1, 16, 1, 4}, {2, 0, 8, 0, 2}, {3, 1, 2, -4, 1}};
    s.reaches = {reach("mechanism", {"Laplace (Lemma 2.2)", "Gaussian (Lemma 2.3), delta = 1e-2"}),  // edges 0, 1
                 reach("Delta", 0.125, 2),   // Delta = sens_k/8: edges sens_k = 1, 16
                 reach("eps", 1.0 / 32, 2),  // eps = 2^eps_k: edges eps_k = -5, 1
                 reach("n", 1, 4)};          // n: edges 1, 4
    out.push_back(make(
        "ryu_kim.noise.moments", "(A.19)-(A.20) (L798-L802); (6.2) (L525), (6.5) (L578)",
        "The noise of Lemma 2.2 (Laplace, scale Delta_1/eps) and Lemma 2.3 (Gaussian) has second moment "
        "2(Delta_1/eps)^2, resp. 2 ln(1.25/delta)(Delta_2/eps)^2 per coordinate (A.19), n times that is at most n "
        "U3/eps^2 (A.20), and the expected noise magnitude of (6.2) (and (6.5), divided by n) is n E|xi_i| "
        "(table1.noise_magnitude): sample means of 4000 draws within 6 standard errors.",
        "i.i.d. coordinates; delta = 1e-2", s,
        [](const Point& p, unsigned bits) {
          return noise_moments_check(p[0], p[1] == 1, p[2], p[3], p[4], Rational(1), bits);
        },
        Space{{{"seed", 0, 9}}, {{0}, {9}}},
        "Laplace with the printed variance halved ((Delta/eps)^2, the variance of a scale Delta/(sqrt(2) eps)), "
        "Delta = 1, eps = 1, n = 2",
        [](const Point& p, unsigned bits) { return noise_moments_check(p[0], false, 8, 0, 2, Rational(1, 2), bits); }));
  }
  return out;
}

}  // namespace privbound::proofs_check::ryu_kim
