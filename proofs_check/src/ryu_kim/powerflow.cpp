// Seed 004 claims on Appendix D's power-flow model (L991-L1036): on random lines (impedance z = r + ix,
// charging b^c, tap tau, phase shift theta^s) and random complex voltages V_i, V_j, the lifted
// variables (D.1) w^RR_ij = v^R_i v^R_j, w^II_ij = v^I_i v^I_j, w^RI_ij = v^R_i v^I_j against
//   - the complex power flows computed directly from Y_l (L993): S^F = V_i conj(Y^ff V_i + Y^ft V_j),
//     S^T = V_j conj(Y^tf V_i + Y^tt V_j) (p = Re S, q = Im S), and (D.2f)-(D.2i) as printed and with
//     the sign of the w^RI difference corrected (E21);
//   - the SOC constraint (D.2l) and the angle bounds (D.2k) at these rank-one points.
// And L514's OutPert sensitivity: (3.1)'s output for the demands d and d' = d + beta s (beta-adjacent)
// against beta (OutG, OutL) and against bounds' 2 beta |a_pi|/(1/eta + rho).
// Every number of an instance is a small rational (k/20, k/100, k/8); trigonometric values and
// complex products in hp.
#include "privbound/solvers/ryu_kim/powerflow.hpp"

#include <algorithm>
#include <cmath>
#include <set>
#include <string>
#include <vector>

#include "common.hpp"
#include "privbound/bounds/ryu_kim/ryu_kim.hpp"
#include "privbound/bounds/ryu_kim/settings.hpp"
#include "privbound/proofs_check/ryu_kim/ryu_kim.hpp"
#include "privbound/solvers/data/readers.hpp"
#include "privbound/solvers/ryu_kim/algorithm3_1.hpp"

namespace privbound::proofs_check::ryu_kim {
namespace {

using numeric::hp_float;
using numeric::HpVector;
using numeric::Interval;
using numeric::Rational;
using solvers::Rng;
namespace rs = solvers::ryu_kim;

struct Cx {
  hp_float re = 0, im = 0;
};
Cx operator+(const Cx& a, const Cx& b) { return {a.re + b.re, a.im + b.im}; }
Cx operator*(const Cx& a, const Cx& b) { return {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re}; }
Cx conj(const Cx& a) { return {a.re, -a.im}; }
Cx inv(const Cx& a) {
  const hp_float d = a.re * a.re + a.im * a.im;
  return {a.re / d, -a.im / d};
}
Cx polar(const hp_float& m, const hp_float& angle) { return {m * cos(angle), m * sin(angle)}; }

struct Line {
  hp_float r, x, bc, tau, shift;
  Cx Vi, Vj;
  hp_float angle_i, angle_j;
  std::vector<std::pair<std::string, std::string>> text;
};

// seed -> a line; `transformer` 0: tau = 1, theta^s = 0.
Line draw_line(long seed, bool transformer) {
  Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 1001u);
  Line l;
  auto q = [&](const char* name, long lo, long hi, long den) {
    const Rational v(solvers::uniform_int(rng, lo, hi), den);
    l.text.emplace_back(name, v.to_string());
    return solvers::to_hp(v);
  };
  l.r = q("r", 1, 10, 100);
  l.x = q("x", 1, 10, 20);
  l.bc = q("b^c", 0, 10, 20);
  l.tau = transformer ? q("tau", 18, 22, 20) : hp_float(1);
  l.shift = transformer ? q("theta^s", -4, 4, 20) : hp_float(0);
  const hp_float mi = q("|V_i|", 18, 22, 20), mj = q("|V_j|", 18, 22, 20);
  l.angle_i = q("angle V_i", -4, 4, 8);
  l.angle_j = q("angle V_j", -4, 4, 8);
  if (!transformer) l.text.emplace_back("tau, theta^s", "1, 0 (no transformer)");
  l.Vi = polar(mi, l.angle_i);
  l.Vj = polar(mj, l.angle_j);
  return l;
}

// The lifted variables of (D.1) for the pair (a, b).
struct Lifted {
  hp_float rr, ii, ri;  // w^RR_ab, w^II_ab, w^RI_ab
};
Lifted lift(const Cx& a, const Cx& b) { return {a.re * b.re, a.im * b.im, a.re * b.im}; }

// corrected: (D.2f)-(D.2i) with w^RI_ji - w^RI_ij (from) and w^RI_ij - w^RI_ji (to)
Verdict flows_check(long seed, bool transformer, bool corrected, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  const Line l = draw_line(seed, transformer);
  const Cx y = inv(Cx{l.r, l.x}), half_b{0, l.bc / 2};
  const Cx Yff = (y + half_b) * Cx{1 / (l.tau * l.tau), 0};
  const Cx Yft = Cx{-1, 0} * y * polar(1 / l.tau, l.shift);   // -z^-1 / (tau e^{-i theta})
  const Cx Ytf = Cx{-1, 0} * y * polar(1 / l.tau, -l.shift);  // -z^-1 / (tau e^{i theta})
  const Cx Ytt = y + half_b;
  const Cx SF = l.Vi * conj(Yff * l.Vi + Yft * l.Vj), ST = l.Vj * conj(Ytf * l.Vi + Ytt * l.Vj);
  const Lifted ij = lift(l.Vi, l.Vj), ji = lift(l.Vj, l.Vi), ii = lift(l.Vi, l.Vi), jj = lift(l.Vj, l.Vj);
  const hp_float s = corrected ? hp_float(-1) : hp_float(1);  // the sign of the second w^RI
  const hp_float ri_f = ji.ri + s * ij.ri, ri_t = ij.ri + s * ji.ri;
  const hp_float pF = Yft.re * (ij.rr + ij.ii) + Yft.im * ri_f + Yff.re * (ii.rr + ii.ii);  // (D.2f)
  const hp_float qF = Yft.re * ri_f - Yft.im * (ij.rr + ij.ii) - Yff.im * (ii.rr + ii.ii);  // (D.2g)
  const hp_float pT = Ytf.re * (ji.rr + ji.ii) + Ytf.im * ri_t + Ytt.re * (jj.rr + jj.ii);  // (D.2h)
  const hp_float qT = Ytf.re * ri_t - Ytf.im * (ji.rr + ji.ii) - Ytt.im * (jj.rr + jj.ii);  // (D.2i)
  const hp_float d[] = {abs(pF - SF.re), abs(qF - SF.im), abs(pT - ST.re), abs(qT - ST.im)};
  const char* names[] = {"(D.2f) p^F", "(D.2g) q^F", "(D.2h) p^T", "(D.2i) q^T"};
  const auto k = static_cast<std::size_t>(std::max_element(d, d + 4) - d);
  const hp_float scale = 1 + abs(SF.re) + abs(SF.im) + abs(ST.re) + abs(ST.im);
  Verdict v = le(d[k], hp_float(0), scale, bits);
  v.note = std::string("largest gap: ") + names[k] + " = " +
           (k == 0   ? pF
            : k == 1 ? qF
            : k == 2 ? pT
                     : qT)
               .str(10) +
           " against the direct complex flow " +
           (k == 0   ? SF.re
            : k == 1 ? SF.im
            : k == 2 ? ST.re
                     : ST.im)
               .str(10) +
           (corrected ? " (w^RI differences)" : " (as printed, w^RI sums)");
  v.instance = l.text;
  return v;
}

// (D.2l) at the rank-one point of (D.1) (it holds with equality there), and (D.2k) with the bounds
// theta_ij = angle difference -+ k/8. `scale_rr`: w^RR_ij multiplied by it (the control: 9/8, a point
// that is not rank one).
Verdict soc_check(long seed, long k, const hp_float& scale_rr, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  const Line l = draw_line(seed, false);
  const Lifted ij = lift(l.Vi, l.Vj), ji = lift(l.Vj, l.Vi), ii = lift(l.Vi, l.Vi), jj = lift(l.Vj, l.Vj);
  const hp_float wij = scale_rr * ij.rr + ij.ii, diff = ji.ri - ij.ri, wi = ii.rr + ii.ii, wj = jj.rr + jj.ii;
  const hp_float lhs = wij * wij + diff * diff + (wi - wj) * (wi - wj) / 4, rhs = (wi + wj) * (wi + wj) / 4;
  Verdict v = le(lhs, rhs, rhs, bits);
  const hp_float theta = l.angle_i - l.angle_j, margin = hp_float(k) / 8;
  const hp_float lo = tan(theta - margin) * wij, hi = tan(theta + margin) * wij;
  const Verdict k_lo = le(lo, diff, rhs, bits), k_hi = le(diff, hi, rhs, bits);
  for (const Verdict* w : {&k_lo, &k_hi})
    if (w->slack < v.slack) v = *w;
  v.note = "(D.2l): " + lhs.str(10) + " <= " + rhs.str(10) + "; (D.2k): " + lo.str(8) + " <= " + diff.str(8) +
           " <= " + hi.str(8);
  v.instance = l.text;
  v.instance.emplace_back("theta bounds", "angle difference -+ " + Rational(k, 8).to_string());
  if (scale_rr != 1) v.instance.emplace_back("control", "w^RR_ij x " + scale_rr.str(4) + " (not rank one)");
  return v;
}

// (3.1) on a box for one bus of (6.1): f_p(z) = (a^T z + d)^2 (+ terms of other buses, which do not
// move), f'(z) = 2a(a^T z + d); a beta-adjacent demand d' = d + beta s (s = +-1). Every number k/4 (a in
// [-1, 1]^k, nonzero), beta = 1/100; rho = 100, eta = 1/sqrt(t), t in [1, 100] (L514). Compared: |z(d) -
// z(d')|_q <= beta (q = 1 OutL, q = 2 OutG), and <= bounds' 2 beta |a|_q/(1/eta + rho). `rho`, `eta`
// and `wide` (box [-100, 100]^k, nothing clipped) serve the control.
Verdict outpert_check(long seed, long k, long t, const hp_float& rho_in, const hp_float& eta_in, bool wide,
                      unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 1002u);
  const auto K = static_cast<std::size_t>(k);
  numeric::RationalMatrix a(1, K);
  for (auto& x : a.data) x = Rational(solvers::uniform_int(rng, 1, 4) * (solvers::uniform_int(rng, 0, 1) ? 1 : -1), 4);
  auto vec = [&](long lo, long hi) {
    HpVector v(k);
    for (long i = 0; i < k; ++i) v(i) = hp_float(solvers::uniform_int(rng, lo, hi)) / 4;
    return v;
  };
  const HpVector av = solvers::to_hp(a).row(0).transpose();
  const HpVector z = vec(-4, 4), w = vec(-4, 4), lambda = vec(-8, 8), lo = vec(-8, 0);
  const HpVector hi = lo + vec(1, 8);
  const hp_float d = hp_float(solvers::uniform_int(rng, -8, 8)) / 4, beta = hp_float(1) / 100;
  const hp_float s = solvers::uniform_int(rng, 0, 1) ? 1 : -1;
  const hp_float eta = eta_in > 0 ? eta_in : 1 / sqrt(hp_float(t)), rho = rho_in;
  const rs::Box box =
      wide ? rs::Box{HpVector::Constant(k, hp_float(-100)), HpVector::Constant(k, hp_float(100))} : rs::Box{lo, hi};
  auto out = [&](const hp_float& dd) {
    const rs::LocalStep st{HpVector(2 * av * (av.dot(z) + dd)), z, w, lambda, eta, rho};
    return rs::objpert_box(st, box, HpVector::Zero(k));
  };
  const HpVector dz = out(d) - out(d + beta * s);
  const unsigned b = bits;
  const auto e = Interval::from_double(to_d(eta), b);
  const auto r = Interval::from_double(to_d(rho), b);
  Verdict v;
  for (const int q : {1, 2}) {
    const hp_float moved = q == 1 ? dz.lpNorm<1>() : dz.norm();
    const auto bound =
        bounds::ryu_kim::powerflow_output_sensitivity(Interval::from_rational(Rational(1, 100), b), a, q, e, r);
    if (!bound.ok()) return undecided(bound.error().message);
    for (const bool printed : {true, false}) {
      const hp_float rhs = printed ? beta : hp_float(bound->upper_double());
      const Verdict c = le(moved, rhs, beta, bits);
      if (v.note.empty() || c.slack < v.slack) {
        v = c;
        v.note = std::string(q == 1 ? "L1 (OutL)" : "L2 (OutG)") + ": |z(d) - z(d')| = " + moved.str(8) +
                 (printed ? " against beta = 0.01" : " against 2 beta |a|/(1/eta + rho) = " + rhs.str(8));
      }
    }
  }
  v.instance = {{"a_pi", solvers::matrix_text(a)},
                {"d, d'", d.str(6) + ", " + hp_float(d + beta * s).str(6)},
                {"z^{t,e}", solvers::matrix_text(numeric::HpMatrix(z))},
                {"w, lambda",
                 solvers::matrix_text(numeric::HpMatrix(w)) + "; " + solvers::matrix_text(numeric::HpMatrix(lambda))},
                {"box", wide ? "[-100, 100]^k"
                             : solvers::matrix_text(numeric::HpMatrix(lo)) + " .. " +
                                   solvers::matrix_text(numeric::HpMatrix(hi))},
                {"eta, rho", eta.str(8) + ", " + rho.str(6)}};
  return v;
}

// ---- the stored IEEE grids (E7, E22, E23) ---------------------------------------------------------------
struct GridModel {
  solvers::data::PowerCase pc;
  rs::PowerFlowModel model;
};
// grid 0: case 14, 1: case 118, with the experiments' zones (an error text when it cannot be built).
numeric::Result<GridModel> build_grid_model(const bounds::ryu_kim::PowerCase& g) {
  GridModel m;
  PB_TRY(auto text, solvers::data::stored_case(g.stored));
  PB_TRY(m.pc, solvers::data::parse_matpower_case(text.text, text.source));
  PB_TRY(auto zones, rs::parse_zones(g.split, m.pc));
  PB_TRY(m.model, rs::powerflow_model(m.pc, zones));
  return m;
}
// Built once per grid (every claim instance reads the same model; static initialisation is thread-safe).
const numeric::Result<GridModel>& grid_model(long grid) {
  static const std::vector<numeric::Result<GridModel>> models = [] {
    std::vector<numeric::Result<GridModel>> v;
    for (const auto& g : bounds::ryu_kim::power_cases()) v.push_back(build_grid_model(g));
    return v;
  }();
  return models[static_cast<std::size_t>(grid) % models.size()];
}

// E7: the ObjPert L2 sensitivity 2β‖a_pi‖₂ of bus `bus` (index, modulo the bus count) of the grid, both balance rows,
// against the printed 2β.
Verdict grid_sensitivity_check(long grid, long bus, unsigned bits) {
  const auto& gm = grid_model(grid);
  if (!gm.ok()) return undecided(gm.error().message);
  const auto& pc = gm->pc;
  const int id = pc.bus[static_cast<std::size_t>(bus) % pc.bus.size()].id;
  const Interval beta = Interval::from_rational(Rational(1, 100), bits);
  Verdict worst;
  bool first = true;
  for (const auto& Z : gm->model.zones)
    for (const auto& row : Z.balance) {
      if (row.bus != id) continue;
      numeric::RationalMatrix a(1, row.row.size());
      for (std::size_t k = 0; k < row.row.size(); ++k) a.data[k] = Rational(mpq_class(row.row[k].second));
      const auto sens = bounds::ryu_kim::powerflow_sensitivity(beta, a, 2);
      if (!sens.ok()) return undecided(sens.error().message);
      Verdict v = certified_le(*sens, 2 * beta, bits);
      if (first || v.slack < worst.slack) {
        worst = v;
        worst.instance = {{"grid", pc.source},
                          {"bus", str(id) + (row.reactive ? " (reactive row)" : " (active row)")},
                          {"a_pi", solvers::matrix_text(a)}};
        worst.note = "2 beta |a_pi|_2 against the printed 2 beta = 0.02 (beta = 1%)";
      }
      first = false;
    }
  return worst;
}

// E22: L514's rule delta-bar < n^-2 for a zone of the grid, n its buses with a demand, delta-bar = 1e-2.
Verdict grid_delta_rule_check(long grid, long zone, unsigned bits) {
  const auto& gm = grid_model(grid);
  if (!gm.ok()) return undecided(gm.error().message);
  const auto& Z = gm->model.zones[static_cast<std::size_t>(zone) % gm->model.zones.size()];
  std::set<int> buses;
  for (const auto& row : Z.balance)
    if (row.demand != 0) buses.insert(row.bus);
  const long n = static_cast<long>(buses.size());
  const Interval lhs = Interval::from_rational(Rational(n * n, 100), bits), one = Interval::from_int(1, bits);
  Verdict v = certified_le(lhs, one, bits);
  v.instance = {
      {"grid", gm->pc.source},
      {"zone", str(zone % 3 + 1) + " of " + bounds::ryu_kim::power_cases()[static_cast<std::size_t>(grid)].split},
      {"n (buses with a demand)", str(n)}};
  v.note = "n^2 delta-bar against 1 (the rule delta-bar < n^-2 of L514)";
  return v;
}

// E23: a compact W_p (L608) has no feasible ray; move the lifted flat point of a zone (|V| = 1, angles 0, generators
// at the middle of their ranges) by tau = 10^k along +1 in w^RR_ij and -1 in w^II_ij of one line: the claim holds
// when the moved point violates a constraint by more than 1e-9.
Verdict grid_compact_check(long grid, long zone, long line, long k, unsigned bits) {
  const auto& gm = grid_model(grid);
  if (!gm.ok()) return undecided(gm.error().message);
  const auto& pc = gm->pc;
  const std::size_t p = static_cast<std::size_t>(zone) % gm->model.zones.size();
  const auto& Z = gm->model.zones[p];
  std::vector<double> vm(pc.bus.size(), 1.0), va(pc.bus.size(), 0.0), pg, qg;
  for (const auto& g : pc.gen) {
    pg.push_back((g.pmin + g.pmax) / 2);
    qg.push_back((g.qmin + g.qmax) / 2);
  }
  Eigen::VectorXd z = gm->model.lifted(p, pc, vm, va, pg, qg);
  const auto& L = Z.line_vars[static_cast<std::size_t>(line) % Z.line_vars.size()];
  const double before = Z.infeasibility(z), tau = std::pow(10.0, double(k));
  // The constraints' change along d = e_{w^RR} − e_{w^II}, exactly: every row is affine or a sum of squares of
  // affine forms (plus a product), so moving by tau d changes a constraint only through row·d, l·d or a product
  // term on d's support; the moved violation is at least tau times the largest such rate (minus the first
  // violation). Evaluating the moved point itself in double would add rounding of order tau·2^-53.
  const int rr = L.first + 4, ii = L.first + 5;
  auto along = [&](const rs::SparseRow& row) {
    double r = 0;
    for (const auto& [i, a] : row) r += i == rr ? a : (i == ii ? -a : 0.0);
    return std::abs(r);
  };
  double rate = 0;
  for (const auto& c : Z.linear) rate = std::max(rate, along(c.row));
  for (const auto& q : Z.quadratic) {
    for (const auto& sq : q.squares) rate = std::max(rate, along(sq));
    if (q.a == rr || q.a == ii || q.b == rr || q.b == ii) rate = std::max(rate, 1.0);
  }
  for (const int i : {rr, ii})
    if (Z.lo(i) > -1e19 || Z.hi(i) < 1e19) rate = std::max(rate, 1.0);
  const double after = std::max(0.0, tau * rate - before);
  Verdict v = verdict_le(1e-9, after, 1.0, tolerance(bits));
  v.instance = {{"grid", pc.source},
                {"zone", str(static_cast<long>(p) + 1)},
                {"line", str(pc.branch[L.branch].from) + "-" + str(pc.branch[L.branch].to)},
                {"tau", "1e" + str(k)}};
  v.note =
      "violation of the moved point, at least tau x (largest rate of change of a constraint along the move) "
      "(the unmoved point's: " +
      std::to_string(before) + "); the two points lie tau sqrt(2) apart in W_p";
  return v;
}

}  // namespace

std::vector<Claim> powerflow_claims() {
  std::vector<Claim> out;
  // The coverage of draw_line's line (drawn per seed; grids of at most 11 values: the random seeds take both ends).
  const std::vector<Reach> line_reaches = {reach("r", 0.01, 0.1),           // r = k/100, k in [1, 10]
                                           reach("x", 0.05, 0.5),           // x = k/20, k in [1, 10]
                                           reach("b^c", 0, 0.5),            // b^c = k/20, k in [0, 10]
                                           reach("|V_i|", 0.9, 1.1),        // |V_i| = k/20, k in [18, 22]
                                           reach("angle V_i", -0.5, 0.5)};  // angle V_i = k/8, k in [-4, 4]
  // The grids' descriptions (grid 0: case 14, 1: case 118; pc.source is stored_case's source).
  std::vector<std::string> grid_names, first_zones;
  for (const auto& g : bounds::ryu_kim::power_cases()) {
    if (auto stored = solvers::data::stored_case(g.stored); stored.ok()) grid_names.push_back(stored->source);
    first_zones.push_back("1 of " + g.split);  // grid_delta_rule_check's zone text at zone 0
  }
  for (const bool corrected : {false, true}) {
    Space s;  // seed, transformer
    s.coords = {{"seed", 0, 999999}, {"transformer", 0, 1}};
    s.edges = {{0, 0}, {1, 1}, {2, 0}};  // the first: E21
    s.reaches = line_reaches;
    s.reaches.insert(s.reaches.end(), {reach("tau, theta^s", {"1, 0 (no transformer)"}),  // transformer = 0: edges
                                       reach("tau", 0.9, 1.1)});  // transformer = 1 (edge): tau = k/20, k in [18, 22]
    Claim c = make(
        corrected ? "ryu_kim.appD.flows_corrected" : "ryu_kim.appD.flows",
        corrected ? "Appendix D, (D.2f)-(D.2i) with the w^RI differences (E21)"
                  : "Appendix D, (D.2f)-(D.2i) (L1011-L1014)",
        corrected ? "At the lifted point (D.1) of any voltages, (D.2f)-(D.2i) with w^RI_ji - w^RI_ij (from side) and "
                    "w^RI_ij - w^RI_ji (to side) equal the active and reactive flows of S^F = V_i conj(I^F), S^T = V_j "
                    "conj(I^T) computed from Y_l."
                  : "At the lifted point (D.1) of any voltages, (D.2f)-(D.2i) as printed (with w^RI_ji + w^RI_ij) "
                    "equal the active and reactive flows of S^F = V_i conj(I^F), S^T = V_j conj(I^T) computed from "
                    "Y_l.",
        "Y_l of L993; w of (D.1) at V_i, V_j", s,
        [corrected](const Point& p, unsigned bits) { return flows_check(p[0], p[1] == 1, corrected, bits); },
        Space{{{"seed", 0, 9}}, {{0}, {9}}},
        "the flows with the w^RI sum of the printed (D.2f)-(D.2i) compared where the line has a transformer",
        [](const Point& p, unsigned bits) { return flows_check(p[0], true, false, bits); });
    if (corrected) {
      c.form = Form::corrected;
    } else {
      c.expected = {Status::violated, "ryu_kim.E21"};
    }
    out.push_back(std::move(c));
  }
  {
    Space o;  // seed, k (coordinates of z_pi), t (eta = 1/sqrt(t))
    o.coords = {{"seed", 0, 999999}, {"k", 1, 3}, {"t", 1, 100}};
    o.edges = {{0, 1, 1}, {1, 3, 100}, {2, 3, 1}};
    o.reaches = {reach("eta, rho", {"1, 100", "0.1, 100"})};  // eta = 1/sqrt(t): edges t = 1, 100; rho = 100
    out.push_back(make(
        "ryu_kim.powerflow.outpert_sensitivity", "L514 (OutG, OutL: Delta_1 = Delta_2 = beta), (3.1), (6.1)",
        "At the power-flow settings (rho = 100, eta = 1/sqrt(t), beta = 1%), the output of (3.1) moves by at most beta "
        "(L1 and L2) between beta-adjacent demands, and by at most 2 beta |a_pi|/(1/eta + rho).",
        "f_p of (6.1) with a_pi in [-1, 1]^k; W_p a box", o,
        [](const Point& p, unsigned bits) {
          return outpert_check(p[0], p[1], p[2], hp_float(100), hp_float(0), false, bits);
        },
        Space{{{"seed", 0, 9}}, {{0}, {9}}},
        "rho = 1/4, eta = 1 (1/eta + rho = 1.25 instead of >= 101), a box that clips nothing, k = 3",
        [](const Point& p, unsigned bits) {
          return outpert_check(p[0], 3, 1, hp_float(1) / 4, hp_float(1), true, bits);
        }));
  }
  {
    Space g;  // grid (0: case 14, 1: case 118), bus index
    g.coords = {{"grid", 0, 1}, {"bus", 0, 117}};
    g.edges = {{1, 48}, {0, 3}};  // case 118 bus 49, case 14 bus 4
    // grid 0, 1: edges
    g.reaches = {reach("grid", grid_names)};
    Claim c = make(
        "ryu_kim.powerflow.sensitivity_grid", "L516 (ObjG, ObjL: Delta_1 = Delta_2 = 2 beta), (6.1)",
        "On the IEEE case 14 and case 118 grids (data/grids/), moving one demand d_i by beta = 1% changes "
        "grad f_p of (6.1) by at most the printed 2 beta in L2.",
        "f_p of (6.1) from the grid's balance rows (D.2b)-(D.2c); the experiments' zones", g,
        [](const Point& p, unsigned bits) { return grid_sensitivity_check(p[0], p[1], bits); },
        Space{{{"seed", 0, 9}}, {{0}}}, "case 118, bus 49 (a generator bus with many lines)",
        [](const Point&, unsigned bits) { return grid_sensitivity_check(1, 48, bits); });
    c.expected = {Status::violated, "ryu_kim.E7"};
    out.push_back(std::move(c));
  }
  {
    Space g;  // grid, zone
    g.coords = {{"grid", 0, 1}, {"zone", 0, 2}};
    g.edges = {{1, 0}, {0, 0}};
    g.reaches = {reach("grid", grid_names),    // grid 0, 1: edges
                 reach("zone", first_zones)};  // zone 0 of both grids: edges
    Claim c = make(
        "ryu_kim.powerflow.delta_rule_grid", "L514 (delta-bar = 1e-2 because delta-bar < n^-2)",
        "In every zone of the case 14 and case 118 experiments, delta-bar = 1e-2 satisfies the rule "
        "delta-bar < n^-2 with n the zone's data points (its buses with a demand).",
        "the experiments' zones", g,
        [](const Point& p, unsigned bits) { return grid_delta_rule_check(p[0], p[1], bits); },
        Space{{{"seed", 0, 9}}, {{0}}}, "case 118, zone 3 (48 buses)",
        [](const Point&, unsigned bits) { return grid_delta_rule_check(1, 2, bits); });
    c.expected = {Status::violated, "ryu_kim.E22"};
    out.push_back(std::move(c));
  }
  {
    Space g;  // grid, zone, line, k (tau = 10^k)
    g.coords = {{"grid", 0, 1}, {"zone", 0, 2}, {"line", 0, 99}, {"k", 0, 9}};
    g.edges = {{0, 0, 0, 6}, {1, 1, 5, 9}};
    g.reaches = {reach("grid", grid_names),  // grid 0, 1: edges
                 reach("zone", 1, 3),        // zone = (zone % 3) + 1, zone in [0, 2] (3 values; edges 0, 1)
                 reach("tau", 1, 1e9)};      // tau = 10^k, k in [0, 9] (10 values; edges 6, 9)
    Claim c = make(
        "ryu_kim.appD.zone_compact", "L608 (W_p compact, so U_2 of (5.1c) is finite), (D.3) (L1030)",
        "The zone set F_z of (D.3) on the experiments' grids is compact: it contains no feasible ray, so "
        "moving a feasible point by tau in w^RR_ij and -tau in w^II_ij leaves it.",
        "F_z of (D.3) with the flows corrected (E21); the experiments' zones", g,
        [](const Point& p, unsigned bits) { return grid_compact_check(p[0], p[1], p[2], p[3], bits); },
        Space{{{"seed", 0, 9}}, {{0}}}, "case 14, zone 1, its first line, tau = 1e9",
        [](const Point&, unsigned bits) { return grid_compact_check(0, 0, 0, 9, bits); });
    c.expected = {Status::violated, "ryu_kim.E23"};
    out.push_back(std::move(c));
  }
  Space s;  // seed, k: the angle bounds' half-width k/8
  s.coords = {{"seed", 0, 999999}, {"k", 1, 4}};
  s.edges = {{0, 1}, {1, 4}};
  s.reaches = line_reaches;
  s.reaches.push_back(reach("theta bounds", {"angle difference -+ " + Rational(1, 8).to_string(),  // k = 1, 4: edges
                                             "angle difference -+ " + Rational(4, 8).to_string()}));
  out.push_back(make(
      "ryu_kim.appD.soc", "Appendix D, (D.2k)-(D.2l) (L1016-L1018)",
      "At the lifted point (D.1) of any voltages, the SOC constraint (D.2l) holds (with equality: rank one) and "
      "(D.2k) holds for angle bounds around theta_i - theta_j.",
      "w of (D.1); the angle bounds contain theta_i - theta_j, within (-pi/2, pi/2)", s,
      [](const Point& p, unsigned bits) { return soc_check(p[0], p[1], hp_float(1), bits); },
      Space{{{"seed", 0, 9}}, {{0}, {9}}}, "w^RR_ij multiplied by 9/8 (a lifted point that is not rank one)",
      [](const Point& p, unsigned bits) { return soc_check(p[0], 1, hp_float(9) / 8, bits); }));
  return out;
}

}  // namespace privbound::proofs_check::ryu_kim
