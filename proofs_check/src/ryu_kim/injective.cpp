// Seed 004 claims on L126: "the objective function of (3.1) is strongly convex and W_p is a closed
// convex set; thus it has a unique optimal solution. Therefore, the mapping from f'_p(z_p^{t,e}) to
// z_p^{t,e+1} is injective (i.e., every z_p^{t,e+1} has at most one f'_p(z_p^{t,e}))."
//
// (3.1)'s objective is (c/2)|z - u(g)|^2 + const with c = 1/eta + rho and u(g) = (-g + z^{t,e}/eta + rho
// w + lambda)/c, so its solution is the Euclidean projection of u(g) onto W_p. On three kinds of
// W_p (the local-solve instance's box; the ball inside it; for n = 2 the box with a corner cut off,
// a polygon) the solution is computed by the projection and accepted only with its optimality
// certificate min_{y in W} <grad G(z), y - z> >= 0 (at the box's vertex, in closed form on the ball,
// at the polygon's vertices). Uniqueness makes the map a function, not injective: an output z on
// the boundary is the output of every g - c nu with nu in the normal cone of W at z (E20).
//   l126.injective            as printed: g and g' = g - c k nu (nu an outward unit normal at the
//                             output, k in [1/4, 2]) or, for an interior output, g' = g + d, must
//                             give different outputs
//   l126.injective_interior   corrected: two gradients with interior outputs give outputs that
//                             differ by exactly -(g - g')/c, and the whole fibre g - c k nu of a
//                             boundary output gives that output
#include <algorithm>
#include <string>
#include <vector>

#include "common.hpp"
#include "privbound/proofs_check/ryu_kim/ryu_kim.hpp"
#include "step_instance.hpp"

namespace privbound::proofs_check::ryu_kim {
namespace {

using numeric::hp_float;
using numeric::HpVector;
namespace rs = solvers::ryu_kim;

enum class SetKind { box, ball, polygon };

// A closed convex W_p: the instance's box, the ball inscribed in it, or (n = 2) the box without the
// triangle at its upper-right corner (cut through the midpoints of the two edges there).
struct ConvexSet {
  SetKind kind = SetKind::box;
  rs::Box box;
  HpVector centre;
  hp_float radius = 0;
  std::vector<HpVector> vertices;  // polygon, counter-clockwise

  static ConvexSet make(SetKind kind, const rs::Box& box) {
    ConvexSet w{kind, box, (box.lo + box.hi) / 2, 0, {}};
    w.radius = (box.hi - box.lo).minCoeff() / 2;
    if (kind == SetKind::polygon) {
      const HpVector& a = box.lo;
      const HpVector& b = box.hi;
      auto pt = [](const hp_float& x, const hp_float& y) {
        HpVector v(2);
        v << x, y;
        return v;
      };
      w.vertices = {pt(a(0), a(1)), pt(b(0), a(1)), pt(b(0), (a(1) + b(1)) / 2), pt((a(0) + b(0)) / 2, b(1)),
                    pt(a(0), b(1))};
    }
    return w;
  }
  std::string text() const {
    if (kind == SetKind::box) return "the box";
    if (kind == SetKind::ball) return "the ball of radius " + radius.str(8) + " at the box's centre";
    return "the box (n = 2) without its upper-right corner triangle (a pentagon)";
  }

  // Euclidean projection
  HpVector project(const HpVector& u) const {
    if (kind == SetKind::box) return box.project(u);
    if (kind == SetKind::ball) {
      const hp_float d = (u - centre).norm();
      return d <= radius ? u : HpVector(centre + radius / d * (u - centre));
    }
    if (inside(u)) return u;
    HpVector best = vertices.front();
    hp_float best_d = (u - best).squaredNorm();
    for (std::size_t i = 0; i < vertices.size(); ++i) {
      const HpVector& p = vertices[i];
      const HpVector& q = vertices[(i + 1) % vertices.size()];
      hp_float s = (u - p).dot(q - p) / (q - p).squaredNorm();
      s = std::min<hp_float>(std::max<hp_float>(s, hp_float(0)), hp_float(1));
      const HpVector c = p + s * (q - p);
      if ((u - c).squaredNorm() < best_d) best_d = (u - c).squaredNorm(), best = c;
    }
    return best;
  }
  bool inside(const HpVector& u) const {  // polygon only
    for (std::size_t i = 0; i < vertices.size(); ++i) {
      const HpVector e = vertices[(i + 1) % vertices.size()] - vertices[i], r = u - vertices[i];
      if (e(0) * r(1) - e(1) * r(0) < 0) return false;
    }
    return true;
  }
  // min over W of <g, y - z>
  hp_float min_linear(const HpVector& g, const HpVector& z) const {
    if (kind == SetKind::box) {
      hp_float m = 0;
      for (Eigen::Index i = 0; i < z.size(); ++i) m += std::min(g(i) * (box.lo(i) - z(i)), g(i) * (box.hi(i) - z(i)));
      return m;
    }
    if (kind == SetKind::ball) return g.dot(centre - z) - radius * g.norm();
    hp_float m = g.dot(vertices.front() - z);
    for (const auto& v : vertices) m = std::min<hp_float>(m, g.dot(v - z));
    return m;
  }
  // An outward unit normal at a boundary point z (the zero vector inside), to `tol`.
  HpVector normal(const HpVector& z, const hp_float& tol) const {
    HpVector nrm = HpVector::Zero(z.size());
    if (kind == SetKind::box) {
      for (Eigen::Index i = 0; i < z.size(); ++i)
        if (z(i) <= box.lo(i) + tol) {
          nrm(i) = -1;
        } else if (z(i) >= box.hi(i) - tol) {
          nrm(i) = 1;
        }
    } else if (kind == SetKind::ball) {
      if ((z - centre).norm() >= radius - tol) nrm = (z - centre) / radius;
    } else {
      for (std::size_t i = 0; i < vertices.size(); ++i) {
        const HpVector e = vertices[(i + 1) % vertices.size()] - vertices[i];
        HpVector out(2);
        out << e(1), -e(0);  // outward for a counter-clockwise polygon
        out /= out.norm();
        if (abs(out.dot(z - vertices[i])) <= tol) nrm += out;  // at a vertex: the sum of the two (in the cone)
      }
    }
    return nrm.norm() > 0 ? HpVector(nrm / nrm.norm()) : nrm;
  }
};

// (3.1)'s solution for the gradient g: the projection, with its optimality certificate.
struct Solve {
  HpVector z;
  hp_float certificate = 0;  // min_y <grad G(z), y - z> (>= 0 at the minimiser)
};
Solve solve31(const rs::LocalStep& step, const ConvexSet& w, const HpVector& g) {
  rs::LocalStep s = step;
  s.grad = g;
  const HpVector zero = HpVector::Zero(g.size());
  Solve out{w.project(rs::unconstrained_minimiser(s, zero)), 0};
  out.certificate = w.min_linear(rs::gradient_G(s, out.z, zero), out.z);
  return out;
}

// `mode`: 0 as printed (the pair must give different outputs), 1 corrected (interior pairs differ by
// -(g - g')/c; the boundary fibre gives the same output), 2 the control (the fibre taken with the
// inward normal, g + c k nu, claimed to give the same output).
// `push`: the gradient replaced by the one whose unconstrained minimiser is lo - 1/16 in every
// coordinate (the output at the box's lower corner; the controls, which need a boundary output).
Verdict injective_check(long seed, long n, SetKind kind, long k_quarters, int mode, bool push, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  if (kind == SetKind::polygon) n = 2;
  const StepInstance si = draw_step(seed, n);
  const ConvexSet w = ConvexSet::make(kind, si.box);
  const hp_float c = si.step.curvature(), k = hp_float(k_quarters) / 4;
  const hp_float tol = boost::multiprecision::ldexp(hp_float(1), -static_cast<int>(bits / 2));
  const rs::LocalStep& st = si.step;
  const HpVector g = push ? HpVector(-c * (si.box.lo - HpVector::Constant(n, hp_float(1) / 16)) + st.z / st.eta +
                                     st.rho * st.w + st.lambda)
                          : st.grad;
  const Solve s1 = solve31(si.step, w, g);
  const HpVector nrm = w.normal(s1.z, tol);
  const bool boundary = nrm.norm() > 0;
  // the second gradient: along the normal cone at a boundary output; else a fixed shift
  HpVector g2 = boundary ? HpVector(g - (mode == 2 ? -1 : 1) * c * k * nrm) : HpVector(g + k / 16 * HpVector::Ones(n));
  const Solve s2 = solve31(si.step, w, g2);
  const hp_float worst_cert = std::min(s1.certificate, s2.certificate);
  if (worst_cert < -tol * (1 + c)) return undecided("projection not certified optimal: " + worst_cert.str(6));
  const hp_float dz = (s1.z - s2.z).norm(), dg = (g - g2).norm();
  Verdict v;
  if (mode == 0) {
    v = verdict_le(to_d(tol), to_d(dz / dg), 1.0, 0.0);  // outputs differ: |z - z'|/|g - g'| > 2^(-bits/2)
    v.note = std::string(boundary ? "boundary output, g' = g - c k nu" : "interior output, g' = g + (k/16) 1") +
             ": |g - g'| = " + dg.str(8) + ", |z - z'| = " + dz.str(8);
  } else if (boundary) {
    v = le(dz, hp_float(0), dg, bits);  // the fibre: same output
    v.note = std::string(mode == 2 ? "control: g' = g + c k nu (inward)" : "boundary output, g' = g - c k nu") +
             ": |g - g'| = " + dg.str(8) + ", |z - z'| = " + dz.str(8) + " (must be 0)";
  } else {
    const bool both_interior = w.normal(s2.z, tol).norm() == 0;
    if (!both_interior) return undecided("the shifted gradient's output is on the boundary");
    v = le((s1.z - s2.z + (g - g2) / c).norm(), hp_float(0), dg, bits);
    v.note = "interior outputs: |z - z' + (g - g')/c| = " + (s1.z - s2.z + (g - g2) / c).norm().str(8) + " (must be 0)";
  }
  auto vec_text = [](const HpVector& x) { return solvers::matrix_text(numeric::HpMatrix(x)); };
  v.instance = si.text;
  if (push) v.instance.emplace_back("grad used", "the one with (3.1)'s unconstrained minimiser at lo - 1/16");
  v.instance.insert(v.instance.end(), {{"W_p", w.text()},
                                       {"xi", "0 ((3.1))"},
                                       {"k", hp_float(k).str(4)},
                                       {"z (output for grad)", vec_text(s1.z)},
                                       {"nu (outward normal at z)", boundary ? vec_text(nrm) : "interior"}});
  return v;
}

}  // namespace

std::vector<Claim> injective_claims() {
  std::vector<Claim> out;
  Space s;  // seed, n, set (0 box, 1 ball, 2 polygon with n = 2), k (quarters)
  s.coords = {{"seed", 0, 999999}, {"n", 1, 3}, {"set", 0, 2}, {"k", 1, 8}};
  s.edges = {{0, 1, 0, 1}, {1, 3, 1, 8}, {2, 2, 2, 4}, {3, 1, 0, 2}};  // the last: E20
  auto kind = [](long v) { return v == 0 ? SetKind::box : v == 1 ? SetKind::ball : SetKind::polygon; };
  for (const bool corrected : {false, true}) {
    Claim c = make(
        corrected ? "ryu_kim.l126.injective_interior" : "ryu_kim.l126.injective",
        corrected ? "L126, corrected (E20)" : "L126",
        corrected ? "Two gradients whose outputs of (3.1) lie in the interior of W_p give outputs differing by exactly "
                    "-(g - g')/(1/eta + rho) (injective there); an output z on the boundary is the output of every g - "
                    "(1/eta + rho) k nu, nu an outward normal at z (not injective there)."
                  : "(3.1)'s objective is strongly convex and W_p closed convex, so the map from f'_p(z_p^{t,e}) to "
                    "z_p^{t,e+1} is injective: two different gradients give different outputs (W_p a box, a ball, a "
                    "polygon).",
        "W_p closed convex; eta, rho > 0", s,
        [kind, corrected](const Point& p, unsigned bits) {
          return injective_check(p[0], p[1], kind(p[2]), p[3], corrected ? 1 : 0, false, bits);
        },
        Space{{{"seed", 0, 9}}, {{0}, {9}}},
        "the boundary fibre with the inward normal, g + c k nu, claimed to give the same output (n = 1 box, gradient "
        "with its unconstrained minimiser at lo - 1/16, k = 1/4: the inward move leaves the boundary)",
        [](const Point& p, unsigned bits) { return injective_check(p[0], 1, SetKind::box, 1, 2, true, bits); });
    if (corrected) {
      c.form = Form::corrected;
    } else {
      c.expected = {Status::violated, "ryu_kim.E20"};
    }
    out.push_back(std::move(c));
  }
  return out;
}

}  // namespace privbound::proofs_check::ryu_kim
