// Seed 004 claims on general convex W_p: L126 and Theorem 4.2 beyond boxes.
//
// L126: "the objective function of (3.1) is strongly convex and W_p is a closed
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
//
// Theorem 4.2 (L243-L277) with W_p = {h_m <= 0} for convex C^2 h_m other than a box's: the ball
// (h = |z - a|^2 - r^2), the pentagon (5 affine h_m), and App. D's form (L1036) in two variables:
// a thermal-limit disc p^2 + q^2 <= s^2 ((D.2j), about the box's centre) cut by an affine bound
// ((D.2k)'s form). z_l of (4.3) by damped Newton on G + g_l (gradient and Hessian of the softplus
// penalty exact), accepted when the Newton decrement is below 2^-(0.9 precision); z of (3.2) by
// projection with its optimality certificate.
//   thm4_2.sets   (4.4): |z_l - z| nonincreasing on l = 2^20..2^40 and <= 2^-20 (1 + |z|) at 2^40, and
//                 (4.5b) G(z_l) - G(z) >= (mu/2)|z_l - z|^2 at every l = 2^0, 2^4, ..., 2^40 with z_l in W_p
#include <algorithm>
#include <array>
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

enum class SetKind { box, ball, polygon, disc_cut };

// A closed convex W_p: the instance's box, the ball inscribed in it, or (n = 2) the box without the
// triangle at its upper-right corner (cut through the midpoints of the two edges there).
struct ConvexSet {
  SetKind kind = SetKind::box;
  rs::Box box;
  HpVector centre;
  hp_float radius = 0;
  std::vector<HpVector> vertices;  // polygon, counter-clockwise
  HpVector cut_normal;             // disc_cut: the affine bound <cut_normal, z> <= cut_offset
  hp_float cut_offset = 0;

  static ConvexSet make(SetKind kind, const rs::Box& box) {
    ConvexSet w;
    w.kind = kind;
    w.box = box;
    w.centre = (box.lo + box.hi) / 2;
    w.radius = (box.hi - box.lo).minCoeff() / 2;
    if (kind == SetKind::disc_cut) {  // the line through the centre's right-upper quarter point, normal (1, 1)/sqrt 2
      w.cut_normal = HpVector::Constant(2, 1 / sqrt(hp_float(2)));
      w.cut_offset = w.cut_normal.dot(w.centre) + w.radius / 2;
    }
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
    if (kind == SetKind::disc_cut)
      return "App. D's form: the disc of radius " + radius.str(8) +
             " at the box's centre ((D.2j)) cut by (z_1 + z_2)/sqrt(2) "
             "<= (its value at the centre) + radius/2 ((D.2k)'s affine form)";
    return "the box (n = 2) without its upper-right corner triangle (a pentagon)";
  }

  // Euclidean projection
  HpVector project(const HpVector& u) const {
    if (kind == SetKind::box) return box.project(u);
    if (kind == SetKind::ball) {
      const hp_float d = (u - centre).norm();
      return d <= radius ? u : HpVector(centre + radius / d * (u - centre));
    }
    if (kind == SetKind::disc_cut) return project_disc_cut(u);
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
  // disc_cut: the two points where the circle meets the cut's line
  std::array<HpVector, 2> cut_corners() const {
    const HpVector foot = centre - (cut_normal.dot(centre) - cut_offset) * cut_normal;
    const hp_float half = sqrt(radius * radius - (foot - centre).squaredNorm());
    HpVector along(2);
    along << -cut_normal(1), cut_normal(0);
    return {HpVector(foot + half * along), HpVector(foot - half * along)};
  }
  // disc_cut: u if feasible; else the nearest feasible of the disc's projection, the line's projection
  // and the two points where circle and line meet (the projection lies on one of the two boundaries)
  HpVector project_disc_cut(const HpVector& u) const {
    auto feasible = [&](const HpVector& x) {
      const hp_float slack = boost::multiprecision::ldexp(hp_float(1), -static_cast<int>(x(0).precision() * 3));
      return (x - centre).norm() <= radius * (1 + slack) && cut_normal.dot(x) <= cut_offset + slack;
    };
    if (feasible(u)) return u;
    std::vector<HpVector> cand;
    cand.push_back(centre + radius / (u - centre).norm() * (u - centre));
    cand.push_back(u - (cut_normal.dot(u) - cut_offset) * cut_normal);
    for (const auto& k : cut_corners()) cand.push_back(k);
    HpVector best = cand.back();
    hp_float best_d = -1;
    for (const auto& c : cand)
      if (feasible(c) && (best_d < 0 || (u - c).squaredNorm() < best_d)) best_d = (u - c).squaredNorm(), best = c;
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
    if (kind == SetKind::disc_cut) {  // a linear function's minimum: the disc's point -g/|g| if it satisfies the
                                      // cut, else at one of the two corners
      const hp_float gn = g.norm();
      if (gn == 0) return 0;
      const HpVector y = centre - radius / gn * g;
      if (cut_normal.dot(y) <= cut_offset) return g.dot(y - z);
      const auto corners = cut_corners();
      return std::min<hp_float>(g.dot(corners[0] - z), g.dot(corners[1] - z));
    }
    hp_float m = g.dot(vertices.front() - z);
    for (const auto& v : vertices) m = std::min<hp_float>(m, g.dot(v - z));
    return m;
  }
  // The constraints h_m of W_p = {h_m <= 0}: value, gradient and Hessian at z.
  struct Constraint {
    hp_float h;
    HpVector grad;
    numeric::HpMatrix hess;
  };
  std::vector<Constraint> constraints(const HpVector& z) const {
    const Eigen::Index n = z.size();
    const numeric::HpMatrix zero = numeric::HpMatrix::Zero(n, n);
    std::vector<Constraint> out;
    auto affine = [&](const HpVector& a, const hp_float& b) { out.push_back({a.dot(z) - b, a, zero}); };
    if (kind == SetKind::box) {
      for (Eigen::Index i = 0; i < n; ++i) {
        HpVector e = HpVector::Zero(n);
        e(i) = 1;
        affine(e, box.hi(i));
        affine(-e, -box.lo(i));
      }
    } else if (kind == SetKind::polygon) {
      for (std::size_t i = 0; i < vertices.size(); ++i) {
        const HpVector e = vertices[(i + 1) % vertices.size()] - vertices[i];
        HpVector a(2);
        a << e(1), -e(0);  // outward: a.(z - v_i) <= 0 inside
        affine(a, a.dot(vertices[i]));
      }
    } else {
      out.push_back({(z - centre).squaredNorm() - radius * radius, 2 * (z - centre),
                     numeric::HpMatrix(2 * numeric::HpMatrix::Identity(n, n))});
      if (kind == SetKind::disc_cut) affine(cut_normal, cut_offset);
    }
    return out;
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
    } else if (kind == SetKind::ball || kind == SetKind::disc_cut) {
      if ((z - centre).norm() >= radius - tol) nrm += (z - centre) / radius;
      if (kind == SetKind::disc_cut && cut_normal.dot(z) >= cut_offset - tol) nrm += cut_normal;
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
Verdict injective_check(long seed, long n, SetKind kind, long k_quarters, int mode, bool push, unsigned bits,
                        StepScale scale = {}) {
  numeric::ScopedHpPrecision prec(bits);
  if (kind == SetKind::polygon || kind == SetKind::disc_cut) n = 2;
  const StepInstance si = draw_step(seed, n, scale);
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
    // outputs differ: |z - z'|/|g - g'| > 2^(-bits/2) (decided in hp: 2^(-bits/2) underflows double at 4096 bits)
    const hp_float ratio = dz / dg;
    v.lhs = 0;
    v.rhs = to_d(ratio);
    v.status = ratio > tol ? Status::holds : Status::violated;
    v.slack = ratio > tol ? std::min(1.0, to_d(ratio)) : -1.0;
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

// (4.3) on W_p: min over R^n of Phi(z) = G(z) + sum_m ln(1 + e^{l h_m(z)}), G's Hessian c I. Damped Newton
// from `start` (Armijo backtracking on Phi), until the Newton decrement^2/2 is below 2^-(0.9 precision)
// (1 + |Phi|); an error after 400 steps.
numeric::Result<HpVector> surrogate_on(const rs::LocalStep& step, const ConvexSet& w, const HpVector& xi,
                                       const hp_float& ell, const HpVector& start) {
  const hp_float c = step.curvature();
  const HpVector u = rs::unconstrained_minimiser(step, xi);
  const Eigen::Index n = u.size();
  auto softplus = [](const hp_float& x) -> hp_float {
    return x > 0 ? hp_float(x + log1p(exp(-x))) : hp_float(log1p(exp(x)));
  };
  auto logistic = [](const hp_float& x) -> hp_float {
    if (x >= 0) return 1 / (1 + exp(-x));
    const hp_float e = exp(x);
    return e / (1 + e);
  };
  auto phi = [&](const HpVector& z) {
    hp_float v = c / 2 * (z - u).squaredNorm();
    for (const auto& k : w.constraints(z)) v += softplus(ell * k.h);
    return v;
  };
  const hp_float stop =
      boost::multiprecision::ldexp(hp_float(1), -static_cast<int>(hp_float::thread_default_precision() * 3));
  HpVector z = start;
  for (int it = 0; it < 400; ++it) {
    HpVector g = c * (z - u);
    numeric::HpMatrix H = c * numeric::HpMatrix::Identity(n, n);
    for (const auto& k : w.constraints(z)) {
      const hp_float sg = logistic(ell * k.h);
      g += ell * sg * k.grad;
      H += ell * ell * sg * (1 - sg) * k.grad * k.grad.transpose() + ell * sg * k.hess;
    }
    const HpVector d = H.ldlt().solve(-g);
    const hp_float decrement = -g.dot(d), f0 = phi(z);
    if (decrement / 2 <= stop * (1 + abs(f0))) return z;
    hp_float t = 1;
    while (t > stop && phi(z + t * d) > f0 - t * decrement / 4) t /= 2;
    z += t * d;
  }
  return numeric::Error(numeric::ErrorKind::accuracy_not_met, "surrogate_on: Newton did not converge in 400 steps");
}

// Theorem 4.2 on W_p (not a box): the limit (4.4) and (4.5b) at the l with z_l in W_p.
Verdict thm4_2_sets_check(long seed, SetKind kind, bool use_outpert, unsigned bits, StepScale scale = {}) {
  numeric::ScopedHpPrecision prec(bits);
  const long n = kind == SetKind::ball ? 3 : 2;
  const StepInstance si = draw_step(seed, n, scale);
  const ConvexSet w = ConvexSet::make(kind, si.box);
  const HpVector u = rs::unconstrained_minimiser(si.step, si.xi);
  // z of (3.2): the projection (certified optimal); the control takes OutPert's output (3.4) instead
  const HpVector z =
      use_outpert ? HpVector(w.project(rs::unconstrained_minimiser(si.step, HpVector::Zero(n))) + si.xi) : w.project(u);
  const hp_float cert = w.min_linear(rs::gradient_G(si.step, z, si.xi), z);
  const hp_float tol = boost::multiprecision::ldexp(hp_float(1), -static_cast<int>(bits / 2));
  if (!use_outpert && cert < -tol * (1 + si.step.curvature()))
    return undecided("projection not certified optimal: " + cert.str(6));
  std::string failure;
  auto surrogate = [&](const hp_float& ell) -> HpVector {
    auto r = surrogate_on(si.step, w, si.xi, ell, w.project(u));
    if (!r.ok()) failure = r.error().message;
    return r.ok() ? *r : HpVector(HpVector::Constant(n, hp_float(1e9)));
  };
  Verdict v = surrogate_limit_check(surrogate, z, bits);
  if (!failure.empty()) return undecided(failure);
  // (4.5b) where z_l is feasible
  const hp_float Gz = rs::objective_G(si.step, z, si.xi), mu = si.step.curvature();
  for (int k = 0; k <= 40 && v.status != Status::violated; k += 4) {
    const HpVector zl = surrogate(boost::multiprecision::ldexp(hp_float(1), k));
    bool feasible = true;
    for (const auto& con : w.constraints(zl)) feasible = feasible && con.h <= 0;
    if (!feasible) continue;
    const hp_float rhs = rs::objective_G(si.step, zl, si.xi) - Gz, lhs = mu / 2 * (zl - z).squaredNorm();
    const Verdict b = le(lhs, rhs, 1 + abs(rhs), bits);
    if (b.slack < v.slack) {
      v = b;
      v.note = "(4.5b) at l = 2^" + std::to_string(k) + " (z_l in W_p): (mu/2)|z_l - z|^2 = " + lhs.str(8) +
               ", G(z_l) - G(z) = " + rhs.str(8);
    }
  }
  if (!failure.empty()) return undecided(failure);
  v.instance = si.text;
  v.instance.emplace_back("W_p", w.text());
  if (use_outpert) v.instance.emplace_back("control", "the limit taken as OutPert's output (3.4)");
  return v;
}

}  // namespace

std::vector<Claim> injective_claims() {
  std::vector<Claim> out;
  Space s;  // seed, n, set (0 box, 1 ball, 2 polygon with n = 2), k (quarters)
  s.coords = {{"seed", 0, 999999}, {"n", 1, 3}, {"set", 0, 2}, {"k", 1, 8}};
  s.edges = {{0, 1, 0, 1}, {1, 3, 1, 8}, {2, 2, 2, 4}, {3, 1, 0, 2}};  // the last: E20
  auto kind = [](long v) { return v == 0 ? SetKind::box : v == 1 ? SetKind::ball : SetKind::polygon; };
  auto set_text = [](SetKind k) {  // ConvexSet::text() of a kind whose text names no number (the box, the polygon)
    ConvexSet w;
    w.kind = k;
    return w.text();
  };
  widen_step(s);
  s.reaches.insert(s.reaches.end(),
                   {reach("W_p", {set_text(SetKind::box), set_text(SetKind::polygon)}),  // set 0, 2: edges
                    reach("k", 0.25, 2)});  // k = k_quarters/4: edges k_quarters = 1, 8
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
          return injective_check(p[0], p[1], kind(p[2]), p[3], corrected ? 1 : 0, false, bits, step_scale(p));
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
  Space t;  // seed, set (1 ball in R^3, 2 pentagon, 3 App. D's disc cut by a line)
  t.coords = {{"seed", 0, 999999}, {"set", 1, 3}};
  t.edges = {{0, 1}, {1, 2}, {2, 3}, {3, 3}};
  widen_step(t);
  t.reaches.push_back(reach("W_p", {set_text(SetKind::polygon)}));  // set 2 (edge); the ball's and disc's texts vary
  auto kind2 = [](long v) { return v == 1 ? SetKind::ball : v == 2 ? SetKind::polygon : SetKind::disc_cut; };
  Claim c = make(
      "ryu_kim.thm4_2.sets", "Theorem 4.2 (L243-L277), (4.4) and (4.5b), W_p a ball, a polygon, App. D's form (L1036)",
      "z_l of (4.3) tends to z of (3.2) as l grows (|z_l - z| nonincreasing on l = 2^20..2^40 and <= 2^-20 (1 + |z|) "
      "at 2^40), and G(z_l) - G(z) >= (mu/2)|z_l - z|^2 at every l with z_l in W_p, for W_p a ball, a pentagon and "
      "a disc cut by an affine bound.",
      "h_m convex C^2; G strongly convex", t,
      [kind2](const Point& p, unsigned bits) {
        return thm4_2_sets_check(p[0], kind2(p[1]), false, bits, step_scale(p));
      },
      Space{{{"seed", 0, 9}}, {{0}, {9}}}, "the OutPert output (3.4) as the limit (App. D's form)",
      [](const Point& p, unsigned bits) { return thm4_2_sets_check(p[0], SetKind::disc_cut, true, bits); });
  c.cost = Cost::expensive;
  out.push_back(std::move(c));
  return out;
}

}  // namespace privbound::proofs_check::ryu_kim
