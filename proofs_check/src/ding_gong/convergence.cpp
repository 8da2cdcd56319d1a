// Seed 002 (Ding et al.) claims, Section IV without iterates: Theorem 4's algebra from (19), its
// theta conditions, the geometric sum, Lemma 7's (24) and (21), Lemma 6's ||Q x||^2 step, and the
// expectation Theorem 5's proof sets to 0.
//   thm4.algebra             L301-L305: S_1, W, S_2 are the coefficients of (19) divided by its left
//                            coefficient of |x~^{k+1} - x*|^2 (certified spectra, interval equality)
//   thm4.s3, thm4.s3_proof   both printings of S_3 (L295, L307) are at least (19)'s coefficient of
//                            |xi^{k+1}|^2 so normalised (what the rewriting needs), under either
//                            reading of (19) (P + 1/(2 theta) as printed, or divided by eta^2)
//   thm4.w_below_one         L317-L319: for theta in (0, (1 + zeta)/4), W < 1 iff theta < H_2
//   thm4.l309                L309: (1 - b) a <= (1 + theta) A implies S_1 >= S_2
//   lemma7.l513              L511-L513: theta <= H_1 implies b (1/4 - theta/(1 + zeta)) a (1 - 1/kappa_4)
//                            >= 4 theta m/(1 + zeta)
//   thm4.geometric_sum       L331-L333: W^{k+1} sum_{s=1}^{k+1} W^{-s} R^{s-1} <= W^{k+1} W/(W - R) (exact
//                            rationals); _corrected: <= W^{k+1}/(W - R)
//   lemma7.eq24              (24) for kappa > 0 and its consequence (L503-L507), hp vectors
//   lemma7.eq21              (21) with phi_min^2(L_+(kappa_4 - 1)) read literally, = (kappa_4 - 1)^2 a;
//                            _corrected: with (kappa_4 - 1) a, as S_3's b (kappa_4 - 1)/(1 - b) has it
//   lemma6.qx_step           L375-L377: |Q x|^2 >= (phi_min(L_-)/2) |x - x*|^2 at a consensus x*;
//                            _corrected: |Q x|^2 >= (phi_min(L_-)/4) |P (x - x*)|^2 (P: off consensus)
//   thm5.cross_term          L414: E <xi^{k+1}, 2 Q r^{k+1}> = 0 (Monte Carlo); _corrected: = (d/2)
//                            sum_i |V_i| (sigma^2)_i^{k+1}
#include "privbound/bounds/ding_gong/convergence.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "common.hpp"
#include "privbound/bounds/ding_gong/graph.hpp"
#include "privbound/proofs_check/check_util.hpp"
#include "privbound/solvers/functions.hpp"

namespace privbound::proofs_check::ding_gong {
namespace {

using bounds::ding_gong::GraphMatrices;
using bounds::ding_gong::Spectrum;
using numeric::hp_float;
using numeric::HpVector;
using numeric::Interval;
using numeric::Rational;
using solvers::Rng;

// ---- Theorem 4's constants at a drawn instance -------------------------------------------------
// Graph (topology, N in [3, 8]) and, from `seed`: v = 10^u (u in [-3, 1]), mu = v/2 t (t in (0, 1]),
// kappa_2 = 1 + 10^w (w in [-2, 4]), kappa_4 = 1 + 10^w (w in [-2, 2]), b in (0, 1), theta = 10^w (w in [-4,
// -0.01], redrawn until 1 + zeta - 4 theta > 0). All rationals of at most 2^-10 resolution.
struct Thm4Instance {
  Spectrum s;
  bounds::ding_gong::Thm4Inputs in;
  bounds::ding_gong::Thm4 c;
  Interval a, A, m, q;
  std::vector<std::pair<std::string, std::string>> text;
};

Rational pow10_frac(Rng& rng, long lo_milli, long hi_milli) {
  // 10^(k/1000) rounded to a rational with 2^-20 relative resolution
  const long k = solvers::uniform_int(rng, lo_milli, hi_milli);
  const double x = std::pow(10.0, static_cast<double>(k) / 1000.0);
  const long scale = 1L << 20;
  const double e = std::floor(std::log2(x));
  const long num = std::lround(x / std::exp2(e) * static_cast<double>(scale));
  return e >= 0 ? Rational(num) * Rational(1L << static_cast<long>(e)) / Rational(scale)
                : Rational(num) / (Rational(scale) * Rational(1L << static_cast<long>(-e)));
}

numeric::Result<Thm4Instance> thm4_instance(long topo, long N, long seed, unsigned bits) {
  PB_TRY(GraphMatrices g, bounds::ding_gong::graph_matrices(topology_of(topo), N));
  PB_TRY(Spectrum s, bounds::ding_gong::spectrum(g, bits));
  Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 1002u);
  const Rational v = pow10_frac(rng, -3000, 1000);
  const Rational mu = v / Rational(2) * Rational(solvers::uniform_int(rng, 1, 1024), 1024);
  const Rational k2 = Rational(1) + pow10_frac(rng, -2000, 4000), k4 = Rational(1) + pow10_frac(rng, -2000, 2000);
  const Rational b(solvers::uniform_int(rng, 1, 1023), 1024);
  auto I = [bits](const Rational& x) { return Interval::from_rational(x, bits); };
  for (int tries = 0; tries < 64; ++tries) {
    const Rational th = pow10_frac(rng, -4000, -10);
    bounds::ding_gong::Thm4Inputs in{I(mu), I(v), I(k2), I(k4), I(b), I(th)};
    auto c = bounds::ding_gong::thm4_constants(s, in, bounds::ding_gong::PhiArg::L_plus);
    if (!c.ok()) continue;
    Thm4Instance t{s, in, *c, sqr(s.Lp_min), sqr(s.Lp_max), sqr(s.M_max), sqr(s.Q_min), {}};
    t.text = {{"topology", topology_name(topo)},
              {"N", str(N)},
              {"mu", mu.to_string()},
              {"v", v.to_string()},
              {"kappa2", k2.to_string()},
              {"kappa4", k4.to_string()},
              {"b", b.to_string()},
              {"theta", th.to_string()}};
    return t;
  }
  return numeric::domain_error("thm4_instance", "theta", "values with 1 + zeta - 4 theta > 0", "none drawn");
}

// An instance inside Theorem 4's hypotheses: v = 10^u (u in [-3, 0]), mu = v/2 t (t in [1/2, 1]), kappa_2 = 4^j (j in
// [4, 12]), kappa_4 in {2, 16, 256}, b in {2^-i, 1 - 2^-i} (i in [1, 8]), theta drawn inside the certified theta-set
// at R = 2^-20 (thm4_theta_set); 64 draws, else an error.
numeric::Result<Thm4Instance> thm4_feasible_instance(long topo, long N, long seed, unsigned bits) {
  PB_TRY(GraphMatrices g, bounds::ding_gong::graph_matrices(topology_of(topo), N));
  PB_TRY(Spectrum s, bounds::ding_gong::spectrum(g, bits));
  Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 1003u);
  auto I = [bits](const Rational& x) { return Interval::from_rational(x, bits); };
  for (int tries = 0; tries < 64; ++tries) {
    const Rational v = pow10_frac(rng, -3000, 0);
    const Rational mu = v / Rational(2) * Rational(solvers::uniform_int(rng, 512, 1024), 1024);
    const Rational k2(1L << (2 * solvers::uniform_int(rng, 4, 12)));
    const long k4s[] = {2, 16, 256};
    const Rational k4(k4s[solvers::uniform_int(rng, 0, 2)]);
    const long i = solvers::uniform_int(rng, 1, 8);
    const Rational half(1, 1L << i);
    const Rational b = solvers::uniform_int(rng, 0, 1) ? half : Rational(1) - half;
    auto set = bounds::ding_gong::thm4_theta_set(s, I(mu), I(v), I(k2), I(k4), I(b), I(Rational(1, 1L << 20)));
    if (!set.ok() || !set->nonempty) continue;
    const double lo = set->lower.upper_double(), hi = set->upper.lower_double();
    const double f = static_cast<double>(solvers::uniform_int(rng, 1, 63)) / 64;
    const Rational th(static_cast<long>((lo + f * (hi - lo)) * 1099511627776.0), 1099511627776L);  // 2^-40
    if (!(Rational(0) < th)) continue;
    bounds::ding_gong::Thm4Inputs in{I(mu), I(v), I(k2), I(k4), I(b), I(th)};
    auto c = bounds::ding_gong::thm4_constants(s, in, bounds::ding_gong::PhiArg::L_plus);
    if (!c.ok() || !bounds::ding_gong::thm4_hypotheses(*c, I(Rational(1, 1L << 20))).ok()) continue;
    Thm4Instance t{s, in, *c, sqr(s.Lp_min), sqr(s.Lp_max), sqr(s.M_max), sqr(s.Q_min), {}};
    t.text = {{"topology", topology_name(topo)},
              {"N", str(N)},
              {"mu", mu.to_string()},
              {"v", v.to_string()},
              {"kappa2", k2.to_string()},
              {"kappa4", k4.to_string()},
              {"b", b.to_string()},
              {"theta", th.to_string()},
              {"R", "2^-20 (hypotheses certified)"}};
    return t;
  }
  return numeric::domain_error("thm4_feasible_instance", "seed", "draws inside Theorem 4's hypotheses", "none in 64");
}

// (19)'s coefficients as printed (with phi_min^2(L_+(kappa_4 - 1)) read as (kappa_4 - 1) a, the reading
// S_3's last term uses), and their normalisation by the left coefficient of |x~^{k+1} - x*|^2.
struct Eq19 {
  Interval lead, S1, W, WS2, S3;
};
Eq19 eq19(const Thm4Instance& t) {
  const Interval& z = t.c.l5.zeta;
  const Interval& th = t.in.theta;
  const Interval& b = t.in.b;
  const Interval quarter = Interval::from_int(1, th.bits()) / 4;
  const Interval lead = (1 - b) * (quarter - th / (1 + z)) * t.a;
  const Interval xi = (t.c.l5.P + 1 / (2 * th)) / (1 + z) + b * (quarter - th / (1 + z)) * t.a * (t.in.kappa4 - 1);
  return Eq19{lead, (1 - 4 * th / (1 + z)) / lead, (quarter + th) / (1 + z) * t.A / lead, 1 / ((1 + z) * lead),
              xi / lead};
}

// Interval equality: the difference contains 0 (holds) or certainly not (violated).
Verdict equal_verdict(const std::vector<std::pair<std::string, Interval>>& diffs) {
  Verdict v;
  v.status = Status::holds;
  v.note = "";
  for (const auto& [name, d] : diffs) {
    const bool zero = d.contains_zero();
    v.note += name + " differs by [" + d.lower_decimal(3) + ", " + d.upper_decimal(3) + "]; ";
    if (!zero) {
      v.status = Status::violated;
      v.slack = -1;
    }
  }
  v.tight = v.status == Status::holds;
  v.certified = v.status == Status::violated;  // a difference certainly nonzero; containing 0 proves no equality
  return v;
}

enum class AlgebraForm { printed, control };
Verdict algebra_check(long topo, long N, long seed, AlgebraForm form, unsigned bits) {
  auto t = thm4_instance(topo, N, seed, bits);
  if (!t.ok()) return undecided(t.error().message);
  const Eq19 e = eq19(*t);
  // the control pairs S_2 with phi_min^2(L_+) in place of phi_max^2(L_+)
  const Interval S2 = form == AlgebraForm::printed ? t->c.S2 : 4 / ((1 + 4 * t->in.theta) * t->a);
  Verdict v = equal_verdict({{"S_1", t->c.S1 - e.S1}, {"W", t->c.W - e.W}, {"W S_2", t->c.W * S2 - e.WS2}});
  v.instance = t->text;
  if (form == AlgebraForm::control) v.instance.emplace_back("control", "S_2 with phi_min^2(L_+) for phi_max^2(L_+)");
  return v;
}

// Both printings of S_3 against (19)'s coefficient. `which`: 0 statement (the larger of the two
// readings of phi_max^2(.)), 1 proof.
Verdict s3_check(long topo, long N, long seed, int which, bool feasible, unsigned bits) {
  auto t = feasible ? thm4_feasible_instance(topo, N, seed, bits) : thm4_instance(topo, N, seed, bits);
  if (!t.ok()) return undecided(t.error().message);
  const Eq19 e = eq19(*t);
  Interval printed = t->c.S3_proof;
  if (which == 0) {
    auto cM = bounds::ding_gong::thm4_constants(t->s, t->in, bounds::ding_gong::PhiArg::M);
    if (!cM.ok()) return undecided(cM.error().message);
    printed = max(t->c.S3_statement, cM->S3_statement);
  }
  // what (23) gives once divided by eta^2 (L501) with Young's constant 1/theta (E14): S3_corrected
  const Interval& need = t->c.S3_eq23;
  Verdict v = certified_le(need, printed, std::max(1.0, need.upper_double()));
  v.note = std::string(which == 0 ? "S_3 (statement, larger phi reading) = " : "S_3 (proof's reading) = ") +
           printed.upper_decimal(8) + " against (23)'s normalised coefficient over eta^2 " + need.lower_decimal(8) +
           " ((19) as printed gives " + e.S3.lower_decimal(8) + ")";
  v.instance = t->text;
  if (!feasible) v.instance.emplace_back("control", "a draw outside Theorem 4's hypotheses (H2 <= 0)");
  return v;
}

// W < 1 iff theta < H_2 (theta in (0, (1 + zeta)/4) drawn). `control_k` > 0 (the control) claims theta <
// H_2/2 at theta = (control_k/64) H_2 on a fixed instance (complete graph on 5 agents, mu = 1/200, v = 1/100,
// kappa_2 = 1000, kappa_4 = 2, b = 1/2).
Verdict w_check(long topo, long N, long seed, long control_k, unsigned bits) {
  auto t = thm4_instance(topo, N, seed, bits);
  if (!t.ok()) return undecided(t.error().message);
  if (control_k > 0) {
    auto I = [bits](const Rational& x) { return Interval::from_rational(x, bits); };
    t->in = bounds::ding_gong::Thm4Inputs{I(Rational(1, 200)), I(Rational(1, 100)), I(Rational(1000)),
                                          I(Rational(2)),      I(Rational(1, 2)),   I(Rational(1, 2))};
    auto c0 = bounds::ding_gong::thm4_constants(t->s, t->in, bounds::ding_gong::PhiArg::L_plus);
    if (!c0.ok()) return undecided(c0.error().message);
    t->in.theta = c0->H2 * I(Rational(control_k, 64));
    auto c = bounds::ding_gong::thm4_constants(t->s, t->in, bounds::ding_gong::PhiArg::L_plus);
    if (!c.ok()) return undecided(c.error().message);
    t->c = *c;
    t->text = {{"topology", "complete"},
               {"N", "5"},
               {"mu", "1/200"},
               {"v", "1/100"},
               {"kappa2", "1000"},
               {"kappa4", "2"},
               {"b", "1/2"},
               {"theta", Rational(control_k, 64).to_string() + " H_2"}};
  }
  const Interval one = Interval::from_int(1, bits);
  const Interval H = control_k > 0 ? t->c.H2 / 2 : t->c.H2;
  const bool below = t->c.W.certainly_lt(one), above = one.certainly_le(t->c.W);
  const bool th_below = t->in.theta.certainly_lt(H), th_above = H.certainly_le(t->in.theta);
  Verdict v;
  if (!(below || above) || !(th_below || th_above)) return undecided("W = 1 or theta = H_2 within the enclosure");
  v.status = below == th_below ? Status::holds : Status::violated;
  v.slack = v.status == Status::holds ? 0 : -1;
  v.note = "W in [" + t->c.W.lower_decimal(8) + ", " + t->c.W.upper_decimal(8) + "], H_2 = " + t->c.H2.upper_decimal(8);
  v.instance = t->text;
  if (control_k > 0) v.instance.emplace_back("control", "W < 1 iff theta < H_2/2");
  return v;
}

// L309: (1 - b) a <= (1 + theta) A implies S_1 >= S_2. `reverse` (the control) claims S_1 <= S_2.
Verdict l309_check(long topo, long N, long seed, bool reverse, unsigned bits) {
  auto t = thm4_instance(topo, N, seed, bits);
  if (!t.ok()) return undecided(t.error().message);
  if (!((1 - t->in.b) * t->a).certainly_le((1 + t->in.theta) * t->A)) return undecided("premise of L309 not certain");
  const Interval& lo = reverse ? t->c.S1 : t->c.S2;
  const Interval& hi = reverse ? t->c.S2 : t->c.S1;
  Verdict v = certified_le(lo, hi, std::max(1.0, hi.upper_double()));
  v.note = "S_1 = " + t->c.S1.upper_decimal(8) + ", S_2 = " + t->c.S2.upper_decimal(8) +
           " (the premise (1 - b) a <= (1 + theta) A always holds: a <= A)";
  v.instance = t->text;
  if (reverse) v.instance.emplace_back("control", "S_1 <= S_2 claimed");
  return v;
}

// L511-L513 at theta = f H_1 (f = k/64, k in [1, 64]); the control takes f = 2.
Verdict l513_check(long topo, long N, long seed, long f64, unsigned bits) {
  auto t = thm4_instance(topo, N, seed, bits);
  if (!t.ok()) return undecided(t.error().message);
  const Interval& z = t->c.l5.zeta;
  const Interval th = t->c.H1 * Interval::from_rational(Rational(f64, 64), bits);
  const Interval quarter = Interval::from_int(1, bits) / 4;
  const Interval lhs = t->in.b * (quarter - th / (1 + z)) * t->a * (1 - 1 / t->in.kappa4);
  const Interval rhs = 4 * th * t->m / (1 + z);
  Verdict v = certified_le(rhs, lhs, std::max(1e-300, lhs.upper_double()), 1e-12);
  v.note = "b (1/4 - theta/(1 + zeta)) a (1 - 1/kappa_4) = " + lhs.upper_decimal(10) +
           " against 4 theta m/(1 + zeta) = " + rhs.lower_decimal(10) + " at theta = " + Rational(f64, 64).to_string() +
           " H_1";
  v.tight = f64 == 64;
  v.instance = t->text;
  v.instance.emplace_back("theta/H_1", Rational(f64, 64).to_string());
  return v;
}

// ---- the geometric sum, exactly ---------------------------------------------------------------------
// W = w/64 in (0, 1), R = r/64 < W, k in [0, 40]. `form`: 0 printed W/(W - R), 1 corrected 1/(W - R),
// 2 the corrected bound halved (control).
Verdict geometric_check(long w, long r_raw, long k, int form) {
  const Rational W(w, 64), R(std::min(r_raw, w - 1), 64);
  Rational sum(0), Wpow(1);  // sum_{s=1}^{k+1} W^{k+1-s} R^{s-1}
  for (long s = k + 1; s >= 1; --s) {
    Rational term(1);
    for (long j = 0; j < k + 1 - s; ++j) term = term * W;
    for (long j = 0; j < s - 1; ++j) term = term * R;
    sum = sum + term;
  }
  for (long j = 0; j <= k; ++j) Wpow = Wpow * W;
  const Rational factor = form == 0 ? W / (W - R) : form == 1 ? Rational(1) / (W - R) : Rational(1, 2) / (W - R);
  const Rational bound = Wpow * factor;
  Verdict v = exact_le(sum, bound, bound);
  v.tight = sum == bound;
  v.note = "W^{k+1} sum_{s=1}^{k+1} W^{-s} R^{s-1} = " + sum.to_string() + " against " + bound.to_string() +
           " (exact rationals; the noise term of (17) is d S_3 sum_i (sigma^2)_i^1 times these)";
  v.instance = {{"W", W.to_string()}, {"R", R.to_string()}, {"k", str(k)}};
  if (form == 2) v.instance.emplace_back("control", "(1/2)/(W - R)");
  return v;
}

// ---- Lemma 7: (24), (21) --------------------------------------------------------------------------
// kappa = k/16 (k in [1, 160]), vectors C_1, C_2 in R^d (d in [1, 4]) drawn (entries j/4); the last
// coordinate `aligned` puts C_1 = -C_2/kappa (where (24) is an equality). `form`: 0 (24), 1 (21) literal
// ((kappa - 1)^2 on |xi|^2), 2 (21) corrected ((kappa - 1)), 3 the control of (24): (1 - 1/kappa) -> 1.
Verdict eq24_check(long seed, long d, long kq, long aligned, int form, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 2024u);
  const hp_float kappa = hp_float(kq) / 16;
  const auto D = static_cast<std::size_t>(d);
  const auto c1 = solvers::random_rational_matrix(rng, D, 1, 8, 4),
             c2 = solvers::random_rational_matrix(rng, D, 1, 8, 4);
  hp_float s12 = 0, s1 = 0, s2 = 0;
  for (std::size_t i = 0; i < D; ++i) {
    const hp_float y = solvers::to_hp(c2(i, 0));
    const hp_float x = aligned ? hp_float(-y / kappa) : solvers::to_hp(c1(i, 0));
    s12 += (x + y) * (x + y);
    s1 += x * x;
    s2 += y * y;
  }
  hp_float lhs = 0, rhs = 0;  // lhs >= rhs claimed
  if (form == 0 || form == 3) {
    lhs = s12 + (kappa - 1) * s1;
    rhs = (form == 3 ? hp_float(1) : hp_float(1 - 1 / kappa)) * s2;
  } else {
    // |x~ - x*|^2 >= (1 - 1/kappa)|x - x*|^2 - c |xi|^2 with x - x* = C_2, xi = C_1
    const hp_float c = form == 1 ? hp_float((kappa - 1) * (kappa - 1)) : hp_float(kappa - 1);
    lhs = s12;
    rhs = (1 - 1 / kappa) * s2 - c * s1;
  }
  Verdict v = verdict_le(to_d(rhs), to_d(lhs), std::max(1.0, to_d(abs(lhs))), tolerance(bits));
  v.note = "left " + lhs.str(12) + ", right " + rhs.str(12);
  v.tight = aligned != 0;
  v.instance = {{"kappa", Rational(kq, 16).to_string()},
                {"C_2", solvers::matrix_text(c2)},
                {"C_1", aligned ? "-C_2/kappa" : solvers::matrix_text(c1)}};
  if (form == 3) v.instance.emplace_back("control", "(1 - 1/kappa) replaced by 1");
  return v;
}

// ---- Lemma 6's |Q x|^2 step --------------------------------------------------------------------------
// x = x* + y with x* = c 1 (consensus), y drawn (entries j/4), d = 1; |Q x|^2 = x^T L_- x/4 exactly.
// `form`: 0 printed (phi_min(L_-)/2) |y|^2, 1 corrected (phi_min(L_-)/4) |P y|^2, 2 the corrected claim
// with 1/2 (control).
Verdict qx_check(long topo, long N, long seed, int form, unsigned bits) {
  auto g = bounds::ding_gong::graph_matrices(topology_of(topo), N);
  if (!g.ok()) return undecided(g.error().message);
  auto l2 = bounds::ding_gong::graph_phi(*g, bounds::ding_gong::GraphMatrix::L_minus, false, bits);
  if (!l2.ok()) return undecided(l2.error().message);
  Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 606u);
  const auto n = static_cast<std::size_t>(N);
  const auto y = solvers::random_rational_matrix(rng, n, 1, 8, 4);
  const Rational c(solvers::uniform_int(rng, -8, 8), 4);
  const Rational yy = numeric::dot(y, y);
  Rational xLx(0), mean(0);
  for (std::size_t i = 0; i < n; ++i) {
    mean = mean + y(i, 0) / Rational(N);
    for (std::size_t j = 0; j < n; ++j) xLx = xLx + (c + y(i, 0)) * g->L_minus(i, j) * (c + y(j, 0));
  }
  const Rational Py2 = yy - Rational(N) * mean * mean;  // |P y|^2
  const Interval lhs = Interval::from_rational(xLx / Rational(4), bits);
  const Interval rhs = form == 0   ? *l2 / 2 * Interval::from_rational(yy, bits)
                       : form == 1 ? *l2 / 4 * Interval::from_rational(Py2, bits)
                                   : *l2 / 2 * Interval::from_rational(Py2, bits);
  Verdict v = certified_le(rhs, lhs, std::max(1.0, lhs.upper_double()));
  v.note = "|Q x|^2 = " + (xLx / Rational(4)).to_string() + " against " + rhs.lower_decimal(10) +
           " (phi_min(L_-) = " + l2->lower_decimal(10) + ", |x - x*|^2 = " + yy.to_string() +
           ", |P(x - x*)|^2 = " + Py2.to_string() + ")";
  v.instance = {{"topology", topology_name(topo)},
                {"N", str(N)},
                {"x*", c.to_string() + " 1"},
                {"x - x*", solvers::matrix_text(y)}};
  if (form == 2) v.instance.emplace_back("control", "(phi_min(L_-)/2) |P(x - x*)|^2");
  return v;
}

// ---- Theorem 5's cross term by Monte Carlo ----------------------------------------------------------
// <xi^{k+1}, 2 Q r^{k+1}> = <xi, (L_-/2)(S + x + xi)> (Q^2 = L_-/4, r^{k+1} = Q sum_{s<=k+1} x~^s) with S =
// sum_{s<=k} x~^s and x = x^{k+1} fixed (drawn: both are independent of xi^{k+1}), xi_i ~ N(0, sigma_i^2),
// sigma_i^2 = j/4 per agent, d = 1, 4000 draws. `claimed`: 0 the printed 0, 1 the corrected (1/2) sum_i
// |V_i| sigma_i^2, 2 half of it (control). Holds when the claimed value is within 6 standard errors.
Verdict cross_check(long topo, long N, long seed, int claimed, unsigned bits) {
  auto g = bounds::ding_gong::graph_matrices(topology_of(topo), N);
  if (!g.ok()) return undecided(g.error().message);
  (void)bits;  // double Monte Carlo: the sampling error dominates any rounding
  Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 414u);
  const auto n = static_cast<std::size_t>(N);
  const auto S = solvers::random_rational_matrix(rng, n, 1, 8, 4), x = solvers::random_rational_matrix(rng, n, 1, 8, 4);
  std::vector<double> var(n), base(n);
  double expected = 0;
  for (std::size_t i = 0; i < n; ++i) {
    var[i] = static_cast<double>(solvers::uniform_int(rng, 1, 16)) / 4;
    expected += 0.5 * g->L_minus(i, i).to_double() * var[i];
    base[i] = (S(i, 0) + x(i, 0)).to_double();
  }
  const int draws = 4000;
  double sum = 0, sum2 = 0;
  std::normal_distribution<double> nd(0.0, 1.0);
  std::vector<double> xi(n);
  for (int t = 0; t < draws; ++t) {
    for (std::size_t i = 0; i < n; ++i) xi[i] = std::sqrt(var[i]) * nd(rng);
    double val = 0;
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = 0; j < n; ++j) val += xi[i] * 0.5 * g->L_minus(i, j).to_double() * (base[j] + xi[j]);
    sum += val;
    sum2 += val * val;
  }
  const double mean = sum / draws, se = std::sqrt(std::max(0.0, sum2 / draws - mean * mean) / draws);
  const double target = claimed == 0 ? 0.0 : claimed == 1 ? expected : expected / 2;
  Verdict v = verdict_le(std::abs(mean - target), 6 * se, std::max(1.0, expected), 0.0);
  v.note = "Monte Carlo mean " + std::to_string(mean) + " (se " + std::to_string(se) + ", 4000 draws) against " +
           std::to_string(target) + "; exact E = (1/2) sum_i |V_i| sigma_i^2 = " + std::to_string(expected);
  v.instance = {{"topology", topology_name(topo)}, {"N", str(N)}, {"seed", str(seed)}};
  if (claimed == 2) v.instance.emplace_back("control", "half the exact expectation claimed");
  return v;
}

// ---- Young's inequality of (23) ---------------------------------------------------------------------------
// <xi, 2Y> <= (1/(c theta))|xi|^2 + theta |Y|^2 with c = 2 (printed) or 1 (corrected): Y drawn in R^d (entries k/4,
// not all zero), theta = (k/64) 2^theta_exp, xi = (t/16) Y (t > 0: along Y, where the bound is tight at t/16 = theta
// for c = 1) or a drawn vector (t = 0).
Verdict young_check(long seed, long d, long theta_64, long t_16, int c, unsigned bits, long theta_exp = 0) {
  (void)bits;
  Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 497u);
  const auto D = static_cast<std::size_t>(d);
  const auto Ym = solvers::random_rational_matrix(rng, D, 1, 8, 4),
             Xm = solvers::random_rational_matrix(rng, D, 1, 8, 4);
  // exact rationals: Y, xi and theta are rational, so both sides are
  std::vector<Rational> Y(D), xi(D);
  bool zero = true;
  for (std::size_t i = 0; i < D; ++i) {
    Y[i] = Ym(i, 0);
    zero = zero && Y[i].sign() == 0;
  }
  if (zero) Y[0] = Rational(1);
  for (std::size_t i = 0; i < D; ++i) xi[i] = t_16 > 0 ? Rational(t_16, 16) * Y[i] : Xm(i, 0);
  const Rational th = Rational(theta_64, 64) * numeric::pow2(theta_exp);
  Rational xy(0), xx(0), yy(0);
  for (std::size_t i = 0; i < D; ++i) {
    xy = xy + xi[i] * Y[i];
    xx = xx + xi[i] * xi[i];
    yy = yy + Y[i] * Y[i];
  }
  const Rational lhs = Rational(2) * xy, rhs = xx / (Rational(c) * th) + th * yy;
  Verdict v = exact_le(lhs, rhs, std::max(Rational(1), rhs.sign() < 0 ? Rational(0) - rhs : rhs));
  v.note = "<xi, 2Y> = " + lhs.to_string() + " against " + std::string(c == 2 ? "(1/(2 theta))" : "(1/theta)") +
           "|xi|^2 + theta |Y|^2 = " + rhs.to_string();
  v.instance = {{"theta", th.to_string()},
                {"Y", solvers::matrix_text(Ym)},
                {"xi", t_16 > 0 ? Rational(t_16, 16).to_string() + " Y" : solvers::matrix_text(Xm)}};
  return v;
}

}  // namespace

std::vector<Claim> convergence_claims() {
  std::vector<Claim> out;
  Space thm4_space;  // topology, N, seed
  thm4_space.coords = {{"topology", 0, 3}, {"N", 3, 8}, {"seed", 0, 999999}};
  thm4_space.edges = {{0, 3, 0}, {1, 3, 0}, {2, 3, 0}, {3, 3, 0}, {0, 8, 1}, {1, 8, 1}, {3, 5, 2}, {0, 3, 1}};
  // mu, v, kappa_2, kappa_4, b, theta are drawn from the seed: only the graph is declared
  thm4_space.reaches = {all_topologies_reach(),  // topology_name(0..3), edges at N = 3
                        reach("N", 3, 8)};       // N in [3, 8]
  const char* thm4_hyp =
      "mu <= v/2, kappa_2, kappa_4 > 1, b in (0, 1), theta in (0, 1) with 1 + zeta - 4 theta > 0 (graph spectra "
      "certified)";
  const Space thm4_control{{{"seed", 0, 9}}, {{0}, {9}}};
  out.push_back(make(
      "ding_gong.thm4.algebra", "Theorem 4's proof (L301-L305), Lemma 7 (19)",
      "Dividing (19) by its coefficient (1 - b)(1/4 - theta/(1 + zeta)) phi_min^2(L_+) of |x~^{k+1} - x*|^2 gives S_1 "
      "on |r^{k+1} - r*|^2, W on |x~^k - x*|^2 and W S_2 on |r^k - r*|^2, with S_1, S_2, W as printed.",
      thm4_hyp, thm4_space,
      [](const Point& p, unsigned bits) { return algebra_check(p[0], p[1], p[2], AlgebraForm::printed, bits); },
      thm4_control, "S_2 with phi_min^2(L_+) in place of phi_max^2(L_+), complete graph on 5 agents",
      [](const Point& p, unsigned bits) { return algebra_check(0, 5, p[0], AlgebraForm::control, bits); }));
  for (int which : {0, 1}) {
    Space s3 = thm4_space;
    s3.coords[1] = {"N", 3, 6};
    s3.edges = {{0, 3, 0}, {1, 3, 0}, {2, 3, 0}, {3, 3, 0}, {0, 5, 1}, {1, 4, 1}, {3, 5, 2}};
    s3.reaches[1] = reach("N", 3, 6);  // N in [3, 6] (four values: 6 by the random points)
    Claim c = make(
        which == 0 ? "ding_gong.thm4.s3" : "ding_gong.thm4.s3_proof",
        which == 0 ? "Theorem 4 (L295), Lemma 7 (23) (L477-L479, L501)"
                   : "Theorem 4's proof (L305-L307), Lemma 7 (23) (L477-L479, L501)",
        std::string(which == 0
                        ? "Inside Theorem 4's hypotheses, S_3 as printed in the statement (either reading of its "
                          "phi_max^2(.))"
                        : "Inside Theorem 4's hypotheses, S_3 as printed in the proof (the stand-alone line read "
                          "as the denominator of the first two terms)") +
            " is at least the coefficient of |xi^{k+1}|^2 that (23) gives once divided by eta^2 (L501) and "
            "normalised like S_1, S_2, W, with Young's constant 1/theta (E14): what the rewriting at L301 needs.",
        "mu <= v/2, (1 - b)(1 + zeta) phi_min^2(L_+) > phi_max^2(L_+), theta in the certified theta-set, R = 2^-20", s3,
        [which](const Point& p, unsigned bits) { return s3_check(p[0], p[1], p[2], which, true, bits); },
        Space{{{"seed", 0, 0}}, {{0}}},
        "a draw outside the hypotheses (complete graph of 3, H2 < 0; seed 0 for the statement, 1 for the proof) where "
        "the printing is below (23)'s coefficient",
        [which](const Point& p, unsigned bits) { return s3_check(0, 3, p[0] + which, which, false, bits); });
    if (which == 1) c.expected = {Status::violated, "ding_gong.E2"};
    out.push_back(std::move(c));
  }
  {
    Space y;  // seed, d, theta = k/64, t = j/16 (xi = t Y)
    // theta_exp appended (the points pinned before keep 0); the last two edges are the corners theta = 2^-18, 64
    y.coords = {{"seed", 0, 999999}, {"d", 1, 4}, {"theta_64", 1, 64}, {"t_16", 0, 64}, {"theta_exp", -12, 6}};
    y.edges = {{0, 1, 16, 8, 0},  {1, 3, 64, 32, 0}, {2, 2, 1, 0, 0},
               {3, 4, 32, 16, 0}, {4, 2, 1, 0, -12}, {5, 3, 64, 0, 6}};  // the first: E14 (t = 2 theta)
    y.reaches = {reach("theta", 1.0 / 262144, 64)};  // theta = (k/64) 2^e, k in [1, 64], e in [-12, 6] (edges)
    Claim c = make(
        "ding_gong.lemma7.young_23", "Lemma 7's proof, (23) (L495-L497), the Young step quoted at L501",
        "<xi, 2 Y> <= (1/(2 theta))|xi|^2 + theta |Y|^2 for theta > 0 (the constant (23) uses for <xi^{k+1}, eta L_+ "
        "(x~^{k+1} "
        "- x~^k) + 2 eta Q (r^{k+1} - r*) + 2 eta M (x^{k+1} - x*)>).",
        "theta > 0", y,
        [](const Point& p, unsigned bits) { return young_check(p[0], p[1], p[2], p[3], 2, bits, p[4]); },
        Space{{{"theta_64", 1, 64}}, {{1}, {64}}}, "-",
        [](const Point& p, unsigned bits) { return young_check(0, 2, p[0], p[0] / 2, 2, bits); });
    c.control = Space{{{"theta_64", 8, 64}}, {{8}, {16}, {64}}};
    c.control_description =
        "xi = 2 theta Y at theta = k/64 (the printed constant is the failing side; the corrected "
        "claim has its own control)";
    c.check_control = [](const Point& p, unsigned bits) { return young_check(0, 2, p[0], p[0] / 2, 2, bits); };
    c.expected = {Status::violated, "ding_gong.E14"};
    out.push_back(std::move(c));
    Claim cc = make(
        "ding_gong.lemma7.young_23_corrected", "Lemma 7's proof, (23), with 1/theta (E14)",
        "<xi, 2 Y> <= (1/theta)|xi|^2 + theta |Y|^2 for theta > 0 (equality at xi = theta Y).", "theta > 0", y,
        [](const Point& p, unsigned bits) { return young_check(p[0], p[1], p[2], p[3], 1, bits, p[4]); },
        Space{{{"theta_64", 8, 64}}, {{8}, {16}, {64}}}, "(1/theta) replaced by 1/(2 theta) at xi = 2 theta Y",
        [](const Point& p, unsigned bits) { return young_check(0, 2, p[0], p[0] / 2, 2, bits); });
    cc.form = Form::corrected;
    out.push_back(std::move(cc));
  }
  out.push_back(make(
      "ding_gong.thm4.w_below_one", "Theorem 4's proof (L317-L319)",
      "For theta in (0, (1 + zeta)/4): 0 < W < 1 if and only if theta < H_2.", thm4_hyp, thm4_space,
      [](const Point& p, unsigned bits) { return w_check(p[0], p[1], p[2], 0, bits); },
      Space{{{"theta_per_64_H2", 33, 63}}, {{33}, {63}}},
      "W < 1 iff theta < H_2/2, at theta = (k/64) H_2 in (H_2/2, H_2) on the complete graph of 5 agents with mu = "
      "0.005, v = 0.01, kappa_2 = 1000, kappa_4 = 2, b = 1/2 (H_2 = 0.98)",
      [](const Point& p, unsigned bits) { return w_check(0, 5, 0, p[0], bits); }));
  out.push_back(make(
      "ding_gong.thm4.l309", "Theorem 4's proof (L309)",
      "If (1 - b) phi_min^2(L_+) <= (1 + theta) phi_max^2(L_+) then S_1 >= S_2 (the premise holds for every b, "
      "theta: phi_min <= phi_max).",
      thm4_hyp, thm4_space, [](const Point& p, unsigned bits) { return l309_check(p[0], p[1], p[2], false, bits); },
      thm4_control, "S_1 <= S_2 claimed, complete graph on 5 agents",
      [](const Point& p, unsigned bits) { return l309_check(0, 5, p[0], true, bits); }));
  {
    Space s = thm4_space;
    s.coords.push_back({"theta_per_64_H1", 1, 64});
    s.edges = {{0, 3, 0, 64}, {1, 5, 0, 64}, {3, 8, 1, 1}, {2, 4, 2, 64}};
    // the four topologies and N = 3, 8 are still edges
    s.reaches.push_back(reach("theta/H_1", 1.0 / 64, 1));  // theta = (k/64) H_1, k in [1, 64] (edges 1, 64)
    out.push_back(make(
        "ding_gong.lemma7.l513", "Lemma 7 (L475), its proof (L511-L513)",
        "0 < theta <= H_1 implies b (1/4 - theta/(1 + zeta)) phi_min^2(L_+)(1 - 1/kappa_4) >= 4 theta "
        "phi_max^2(M)/(1 + zeta) (equality at theta = H_1).",
        thm4_hyp, s, [](const Point& p, unsigned bits) { return l513_check(p[0], p[1], p[2], p[3], bits); },
        thm4_control, "theta = 2 H_1, complete graph on 5 agents",
        [](const Point& p, unsigned bits) { return l513_check(0, 5, p[0], 128, bits); }));
  }
  {
    Space s;  // W = w/64, R = r/64, k
    s.coords = {{"w", 2, 63}, {"r", 1, 62}, {"k", 0, 40}};
    s.edges = {{32, 6, 0}, {63, 62, 40}, {2, 1, 0}, {48, 8, 5}};  // the first: E3's counterexample
    s.reaches = {reach("W", 1.0 / 32, 63.0 / 64),                 // W = w/64, w in [2, 63]
                 reach("R", 1.0 / 64, 62.0 / 64),  // R = min(r, w - 1)/64: 1/64 at (2, 1), 62/64 at (63, 62)
                 reach("k", 0, 40)};               // k in [0, 40]
    Claim c = make(
        "ding_gong.thm4.geometric_sum", "Theorem 4's proof (L329-L333)",
        "With (sigma^2)_i^s = R^{s-1} (sigma^2)_i^1 and 0 < R < W < 1, W^{k+1} sum_{s=1}^{k+1} W^{-s} E|xi^s|^2 <= "
        "W^{k+1} d sum_i (sigma^2)_i^1 W/(W - R) (the printed geometric-sum step).",
        "0 < R < W < 1", s, [](const Point& p, unsigned) { return geometric_check(p[0], p[1], p[2], 0); },
        Space{{{"k", 0, 0}}, {{0}}},
        "W = 1/2, R = 3/32, k = 0 with the printed W/(W - R) (the printed form is the failing side; the corrected "
        "claim has its own control)",
        [](const Point& p, unsigned) { return geometric_check(32, 6, p[0], 0); });
    c.expected = {Status::violated, "ding_gong.E3"};
    out.push_back(std::move(c));
    Claim cc = make(
        "ding_gong.thm4.geometric_sum_corrected", "Theorem 4's proof (L329-L333), corrected (E3)",
        "W^{k+1} sum_{s=1}^{k+1} W^{-s} R^{s-1} <= W^{k+1}/(W - R) (the geometric series sum_{s>=1} W^{-s} R^{s-1} = "
        "1/(W - R)).",
        "0 < R < W < 1", s, [](const Point& p, unsigned) { return geometric_check(p[0], p[1], p[2], 1); },
        Space{{{"k", 0, 40}}, {{0}, {40}}}, "the bound halved, (1/2)/(W - R), W = 1/2, R = 3/32",
        [](const Point& p, unsigned) { return geometric_check(32, 6, p[0], 2); });
    cc.form = Form::corrected;
    out.push_back(std::move(cc));
  }
  {
    Space s;  // seed, d, kappa = k/16, aligned
    s.coords = {{"seed", 0, 999999}, {"d", 1, 4}, {"kappa_16", 1, 160}, {"aligned", 0, 1}};
    s.edges = {{0, 1, 1, 1}, {1, 4, 160, 1}, {2, 2, 8, 1}, {3, 3, 24, 0}, {4, 1, 17, 1}};
    s.reaches = {reach("kappa", 1.0 / 16, 10)};  // kappa = k/16, k in [1, 160]
    const Space ctl{{{"kappa_16", 17, 160}}, {{17}, {160}}};
    out.push_back(make(
        "ding_gong.lemma7.eq24", "Lemma 7's proof, (24) (L503-L507)",
        "For every kappa > 0 and C_1, C_2: |C_1 + C_2|^2 + (kappa - 1)|C_1|^2 >= (1 - 1/kappa)|C_2|^2 (equality at C_1 "
        "= "
        "-C_2/kappa).",
        "kappa > 0", s, [](const Point& p, unsigned bits) { return eq24_check(p[0], p[1], p[2], p[3], 0, bits); }, ctl,
        "(1 - 1/kappa) replaced by 1, C_1 = -C_2/kappa",
        [](const Point& p, unsigned bits) { return eq24_check(5, 2, p[0], 1, 3, bits); }));
    Space s21 = s;
    s21.coords[2] = {"kappa_16", 17, 160};  // kappa_4 > 1
    s21.edges = {{0, 1, 24, 1}, {1, 4, 160, 1}, {2, 2, 17, 1}, {3, 3, 40, 0}};
    s21.reaches = {reach("kappa", 17.0 / 16, 10)};  // kappa = k/16, k in [17, 160]
    Claim lit = make(
        "ding_gong.lemma7.eq21", "Lemma 7, (21) and (19) (L483-L485), as printed",
        "|x~^{k+1} - x*|^2 >= (1 - 1/kappa_4)|x^{k+1} - x*|^2 - phi_min^2(L_+(kappa_4 - 1))/phi_min^2(L_+) "
        "|xi^{k+1}|^2, "
        "with phi_min^2(L_+(kappa_4 - 1)) = (kappa_4 - 1)^2 phi_min^2(L_+) read literally ((21) divided by b (1/4 - "
        "theta/(1 + zeta)) phi_min^2(L_+) > 0).",
        "kappa_4 > 1", s21, [](const Point& p, unsigned bits) { return eq24_check(p[0], p[1], p[2], p[3], 1, bits); },
        ctl, "(24) with (1 - 1/kappa) replaced by 1, C_1 = -C_2/kappa",
        [](const Point& p, unsigned bits) { return eq24_check(5, 2, p[0], 1, 3, bits); });
    lit.expected = {Status::violated, "ding_gong.E6"};
    out.push_back(std::move(lit));
    Claim cor = make(
        "ding_gong.lemma7.eq21_corrected", "Lemma 7, (21), with (kappa_4 - 1) phi_min^2(L_+) (E6)",
        "|x~^{k+1} - x*|^2 >= (1 - 1/kappa_4)|x^{k+1} - x*|^2 - (kappa_4 - 1)|xi^{k+1}|^2 ((24) with C_1 = xi^{k+1}, "
        "C_2 = x^{k+1} - x*).",
        "kappa_4 > 1", s21, [](const Point& p, unsigned bits) { return eq24_check(p[0], p[1], p[2], p[3], 2, bits); },
        ctl, "(1 - 1/kappa) replaced by 1, C_1 = -C_2/kappa",
        [](const Point& p, unsigned bits) { return eq24_check(5, 2, p[0], 1, 3, bits); });
    cor.form = Form::corrected;
    out.push_back(std::move(cor));
  }
  {
    Space s;  // topology, N, seed
    s.coords = {{"topology", 0, 3}, {"N", 3, 12}, {"seed", 0, 999999}};
    s.edges = {{0, 3, 0}, {1, 3, 0}, {2, 3, 0}, {3, 3, 0}, {1, 12, 1}, {2, 12, 2}};
    s.reaches = {all_topologies_reach(),  // topology_name(0..3), edges at N = 3
                 reach("N", 3, 12)};      // N in [3, 12]
    Claim c = make(
        "ding_gong.lemma6.qx_step", "Lemma 6's proof (L373-L377)",
        "-|Q x^{k+1}|^2 <= -(phi_min(L_-)/2)|x^{k+1} - x*|^2 for a consensus x* (the step that introduces "
        "-(phi_min(L_-)/2)|x^{k+1} - x*|^2), i.e. x^T L_- x/4 >= (phi_min(L_-)/2)|x - x*|^2.",
        "x* = c 1 (consensus), connected graph", s,
        [](const Point& p, unsigned bits) { return qx_check(p[0], p[1], p[2], 0, bits); }, thm4_control, "-",
        [](const Point& p, unsigned bits) { return qx_check(0, 5, p[0], 0, bits); });
    c.control_description =
        "the same on the complete graph of 5 agents (fails everywhere: the printed step is the failing side; the "
        "corrected claim has its own control)";
    c.expected = {Status::violated, "ding_gong.E5"};
    out.push_back(std::move(c));
    Claim cc = make(
        "ding_gong.lemma6.qx_step_corrected", "Lemma 6's proof (L373-L377), corrected (E5)",
        "|Q x|^2 = |Q (x - x*)|^2 >= (phi_min(L_-)/4)|P(x - x*)|^2 with P the projection off span{1} (Q^2 = L_-/4).",
        "x* = c 1 (consensus), connected graph", s,
        [](const Point& p, unsigned bits) { return qx_check(p[0], p[1], p[2], 1, bits); }, thm4_control,
        "(phi_min(L_-)/2)|P(x - x*)|^2, complete graph on 5 agents",
        [](const Point& p, unsigned bits) { return qx_check(0, 5, p[0], 2, bits); });
    cc.form = Form::corrected;
    out.push_back(std::move(cc));
  }
  {
    Space s;  // topology, N, seed
    s.coords = {{"topology", 0, 3}, {"N", 3, 8}, {"seed", 0, 999999}};
    s.edges = {{1, 5, 0}, {0, 3, 0}, {3, 8, 1}};
    // topology_name(0..3): "line" by the random points (four values); N in [3, 8] (edges 3, 8)
    s.reaches = {all_topologies_reach(), reach("N", 3, 8)};
    Claim c = make(
        "ding_gong.thm5.cross_term", "Theorem 5's proof (L410-L414)",
        "E <xi^{k+1}, 2 Q r^{k+1}> = 0 under Algorithm 1's noise (the proof drops the term: 'we use E|xi^{k+1}|^2 = "
        "0'), Monte Carlo within 6 standard errors.",
        "xi_i^{k+1} ~ N(0, sigma_i^2 I_d) independent of x^{k+1} and of x~^s, s <= k", s,
        [](const Point& p, unsigned bits) { return cross_check(p[0], p[1], p[2], 0, bits); }, thm4_control, "-",
        [](const Point& p, unsigned bits) { return cross_check(1, 5, p[0], 0, bits); });
    c.control_description =
        "the same on the ring of 5 agents (the printed 0 is the failing side; the corrected claim has its own "
        "control)";
    c.expected = {Status::violated, "ding_gong.E4"};
    c.cost = Cost::expensive;
    out.push_back(std::move(c));
    Claim cc = make(
        "ding_gong.thm5.cross_term_corrected", "Theorem 5's proof (L410-L414), corrected (E4)",
        "E <xi^{k+1}, 2 Q r^{k+1}> = E <xi^{k+1}, (L_-/2) xi^{k+1}> = (d/2) sum_i |V_i| (sigma^2)_i^{k+1} (Monte Carlo "
        "within 6 standard errors).",
        "xi_i^{k+1} ~ N(0, sigma_i^2 I_d) independent of x^{k+1} and of x~^s, s <= k", s,
        [](const Point& p, unsigned bits) { return cross_check(p[0], p[1], p[2], 1, bits); }, thm4_control,
        "half the exact expectation claimed, ring of 5 agents",
        [](const Point& p, unsigned bits) { return cross_check(1, 5, p[0], 2, bits); });
    cc.form = Form::corrected;
    cc.cost = Cost::expensive;
    out.push_back(std::move(cc));
  }
  return out;
}

}  // namespace privbound::proofs_check::ding_gong
