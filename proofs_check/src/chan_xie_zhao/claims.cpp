// Seed 000 claims as properties. Line numbers: ../shared/seeds/000_b309ce2a6781d015.txt.
#include <cmath>
#include <limits>

#include "privbound/proofs_check/chan_xie_zhao/chan_xie_zhao.hpp"
#include "setup.hpp"

namespace privbound::proofs_check::chan_xie_zhao {
namespace {

using namespace detail;
using algorithm1::StepTrace;
using numeric::Rational;
using numeric::RationalMatrix;
using numeric::Result;
using solvers::AffineMap;
using solvers::SmoothFunction;
using solvers::to_hp;

Verdict le(const hp_float& lhs, const hp_float& rhs, unsigned bits) {
  const double r = to_d(rhs), l = to_d(lhs);
  const double scale = std::max(std::fabs(r), std::fabs(l));
  return verdict_le(l, r, scale > 0 ? scale : 1.0, tolerance(bits));
}

// lhs ≤ rhs with an explicit natural scale (e.g. ‖𝔡x‖²) for the rounding tolerance, for checks
// where both sides can cancel to rounding noise.
Verdict le_scale(const hp_float& lhs, const hp_float& rhs, const hp_float& scale, unsigned bits) {
  const double sc = std::max({to_d(scale), std::fabs(to_d(lhs)), std::fabs(to_d(rhs))});
  return verdict_le(to_d(lhs), to_d(rhs), sc > 0 ? sc : 1.0, tolerance(bits));
}

Verdict le_inf(bool lhs_infinite, const hp_float& lhs, const hp_float& rhs, unsigned bits) {
  if (lhs_infinite) return verdict_le(std::numeric_limits<double>::infinity(), to_d(rhs), 1.0, tolerance(bits));
  return le(lhs, rhs, bits);
}

Verdict worse(Verdict a, const Verdict& b) { return b.slack < a.slack ? b : a; }

// The instance description is only built for reported points (violations, undecided, witnesses).
void attach(Verdict& v, const Setup& sc) {
  if (v.status == Status::holds && !describe_every_instance()) return;
  Setup& s = const_cast<Setup&>(sc);
  describe(s);
  v.instance = s.description;
}

// ---------------------------------------------------------------- parameter spaces
SetupOptions general_opts(long functions) {
  SetupOptions o;
  o.functions = functions;
  return o;
}
SetupOptions strongly_opts(long functions) {
  SetupOptions o;
  o.functions = functions;
  o.strongly = true;
  o.identity_form = true;
  o.g_allowed = {solvers::GFamily::elastic_net, solvers::GFamily::quadratic, solvers::GFamily::box};
  return o;
}
SetupOptions exact_opts(bool strongly, long functions) {
  SetupOptions o = strongly ? strongly_opts(functions) : general_opts(functions);
  o.identity_form = true;
  o.f_allowed = {solvers::FFamily::quadratic};
  o.g_allowed = strongly ? std::vector<solvers::GFamily>{solvers::GFamily::quadratic}
                         : std::vector<solvers::GFamily>{solvers::GFamily::zero, solvers::GFamily::quadratic};
  o.max_n = 4;
  o.need_normA = true;
  return o;
}

// ---------------------------------------------------------------- Fact 6.4 / 7.5
// space: seed, n, f_family, eta_index
Space fact_space() {
  Space s;
  s.coords = {{"seed", 0, 999999}, {"n", 1, 6}, {"f_family", 0, 2}, {"eta_index", 0, 7}};
  s.edges = {{0, 1, 0, 0}, {1, 6, 1, 7}, {2, 3, 2, 0}};
  // n and the family are coordinates (8 x 3 values); eta sits at (8 - k)/8 or (k + 1)/8, k in [0, 7], of its
  // admissible end (1/nu for Fact 6.4, 2/(nu + mu) for Fact 7.5)
  s.reaches = {reach("n", 1, 6), reach("f_family", {"quadratic", "logistic", "huber"}),
               reach("eta_position", 0.125, 1)};
  return s;
}

SmoothFunction fact_function(solvers::Rng& rng, long fam, std::size_t n, bool strongly, unsigned bits) {
  const Rational mu = strongly ? Rational(solvers::uniform_int(rng, 1, 4), 4) : Rational(0);
  const auto family = static_cast<solvers::FFamily>(fam);
  std::vector<Rational> spec;
  if (family == solvers::FFamily::quadratic)
    spec = solvers::random_spectrum_between(rng, n, mu, mu + Rational(solvers::uniform_int(rng, 1, 12), 4));
  SmoothFunction f = solvers::random_smooth_function(rng, family, n, spec, mu, bits);
  if (f.nu < hp_float(1) / 64) f.nu = 1;  // all-zero data: f affine, hence 1-smooth
  return f;
}

Verdict fact6_4_check(const Point& p, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  solvers::Rng rng(static_cast<std::uint64_t>(p[0]) * 7919u + 3u);
  const auto n = static_cast<std::size_t>(p[1]);
  SmoothFunction f = fact_function(rng, p[2], n, false, bits);
  const Rational position(8 - p[3], 8);
  const hp_float eta = to_hp(position) / f.nu;  // f is (1/η)-smooth
  const HpVector x = to_hp(solvers::random_rational_matrix(rng, n, 1, 16, 4)).col(0);
  const HpVector xp = to_hp(solvers::random_rational_matrix(rng, n, 1, 16, 4)).col(0);
  const HpVector d = (x - eta * f.gradient(x)) - (xp - eta * f.gradient(xp));
  Verdict v = le(d.squaredNorm(), (x - xp).squaredNorm(), bits);
  if (v.status != Status::holds || describe_every_instance())
    v.instance = {{"n", std::to_string(n)},
                  {"f_family", solvers::family_name(f.family)},
                  {"nu", hp_text(f.nu)},
                  {"eta", hp_text(eta)},
                  {"eta_position", position.to_string()},  // eta nu
                  {"x", vec_text(x)},
                  {"x'", vec_text(xp)}};
  return v;
}

// control: kind 0 = step η = (17+k)/(8ν) > 2/ν on f = (ν/2)‖x‖²; kind 1 = non-convex diagonal
// quadratic (eigenvalue −(k+1)ν/8) with x − x' on that eigenvector.
Space fact6_4_control() {
  Space s;
  s.coords = {{"n", 1, 4}, {"kind", 0, 1}, {"k", 0, 7}};
  s.edges = {{1, 0, 0}, {1, 1, 0}, {3, 0, 7}, {2, 1, 7}};
  return s;
}

Verdict fact6_4_control_check(const Point& p, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  const auto n = static_cast<std::size_t>(p[0]);
  RationalMatrix H(n, n);
  for (std::size_t i = 0; i < n; ++i) H(i, i) = Rational(2);
  hp_float eta;
  if (p[1] == 0) {
    eta = hp_float(17 + p[2]) / 8 / 2;
  } else {
    H(0, 0) = Rational(-2 * (p[2] + 1), 8);
    eta = hp_float(1) / 2;
  }
  SmoothFunction f = solvers::make_quadratic_from(H, bits).value();
  HpVector x = HpVector::Zero(static_cast<Eigen::Index>(n)), xp = x;
  x(0) = 1;
  const HpVector d = (x - eta * f.gradient(x)) - (xp - eta * f.gradient(xp));
  Verdict v = le(d.squaredNorm(), (x - xp).squaredNorm(), bits);
  v.instance = {{"H", solvers::matrix_text(H)}, {"eta", hp_text(eta)}, {"x-x'", "e_1"}};
  return v;
}

Verdict fact7_5_check(const Point& p, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  solvers::Rng rng(static_cast<std::uint64_t>(p[0]) * 7919u + 5u);
  const auto n = static_cast<std::size_t>(p[1]);
  SmoothFunction f = fact_function(rng, p[2], n, true, bits);
  const hp_float nu = f.nu, mu = f.mu;
  const Rational position(p[3] + 1, 8);
  const hp_float eta = to_hp(position) * 2 / (nu + mu);  // (0, 2/(ν+μ)]
  const HpVector x = to_hp(solvers::random_rational_matrix(rng, n, 1, 16, 4)).col(0);
  const HpVector xp = to_hp(solvers::random_rational_matrix(rng, n, 1, 16, 4)).col(0);
  const HpVector dg = f.gradient(x) - f.gradient(xp), dx = x - xp;
  const HpVector d = dx - eta * dg;
  const hp_float rhs =
      (1 - 2 * eta * nu * mu / (nu + mu)) * dx.squaredNorm() + eta * (eta - 2 / (nu + mu)) * dg.squaredNorm();  // (14)
  Verdict v = le_scale(d.squaredNorm(), rhs, dx.squaredNorm() + eta * eta * dg.squaredNorm(), bits);
  if (v.status != Status::holds || describe_every_instance())
    v.instance = {{"n", std::to_string(n)}, {"f_family", solvers::family_name(f.family)},
                  {"nu", hp_text(nu)},      {"mu", hp_text(mu)},
                  {"eta", hp_text(eta)},    {"eta_position", position.to_string()},  // eta (nu + mu)/2
                  {"x", vec_text(x)},       {"x'", vec_text(xp)}};
  return v;
}

// control: f = ½xᵀdiag(0, 2, …)x is NOT strongly convex but μ = (k+1)/4 is declared.
Space fact7_5_control() {
  Space s;
  s.coords = {{"n", 1, 4}, {"k", 0, 3}};
  s.edges = {{1, 0}, {2, 3}};
  return s;
}

Verdict fact7_5_control_check(const Point& p, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  const auto n = static_cast<std::size_t>(p[0]);
  RationalMatrix H(n, n);
  for (std::size_t i = 1; i < n; ++i) H(i, i) = Rational(2);
  SmoothFunction f = solvers::make_quadratic_from(H, bits).value();
  const hp_float nu = 2, mu = hp_float(p[1] + 1) / 4;  // declared (false) μ
  const hp_float eta = 1 / (nu + mu);
  HpVector dx = HpVector::Zero(static_cast<Eigen::Index>(n));
  dx(0) = 1;
  const HpVector dg = f.H * dx;
  const hp_float rhs =
      (1 - 2 * eta * nu * mu / (nu + mu)) * dx.squaredNorm() + eta * (eta - 2 / (nu + mu)) * dg.squaredNorm();
  Verdict v = le((dx - eta * dg).squaredNorm(), rhs, bits);
  v.instance = {{"H", solvers::matrix_text(H)}, {"declared_mu", hp_text(mu)}, {"eta", hp_text(eta)}};
  return v;
}

// ---------------------------------------------------------------- Lemma 6.5 and its inequalities
struct PairRun {
  HpVector x, l, xp, lp;
  StepTrace a, b;
  // 𝔡 of every quantity of the iteration (first run minus second).
  struct Diff {
    HpVector dx, dl, dx1, dl1, dy, dg;  // 𝔡x_t, 𝔡λ_t, 𝔡x_{t+1}, 𝔡λ_{t+1}, 𝔡y_t, 𝔡∇f(x_t)
  };
  Diff diff() const {
    return {x - xp, l - lp, a.x_next - b.x_next, a.lambda_next - b.lambda_next, a.y - b.y, a.grad - b.grad};
  }
};

PairRun one_step_pair(Setup& s, const SmoothFunction& f) {
  PairRun r;
  r.x = s.random_x();
  r.l = s.random_lambda();
  r.xp = s.random_x();
  r.lp = s.random_lambda();
  r.a = algorithm1::admm_step(s.inst, f, r.x, r.l);
  r.b = algorithm1::admm_step(s.inst, f, r.xp, r.lp);
  return r;
}

bool all_quadratic(const Setup& s) {
  for (const auto& f : s.fs)
    if (!f.is_quadratic()) return false;
  return s.inst.g.is_quadratic();
}

// sup over directions of ‖M dz‖_W² / ‖dz‖_W² for the composition of the affine maps
hp_float sup_ratio(const Setup& s, const std::vector<AffineMap>& maps, const hp_float& R) {
  HpMatrix M = maps.front().M;
  for (std::size_t i = 1; i < maps.size(); ++i) M = maps[i].M * M;
  const HpMatrix W = algorithm1::norm_matrix(s.inst, R);
  return generalized_max(HpMatrix(M.transpose() * W * M), W).value;
}

Verdict lemma6_5_check(const Point& p, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  Setup s = decode(p, general_opts(1), bits);
  const auto& f = s.fs[0];
  PairRun r = one_step_pair(s, f);
  const hp_float one = 1;
  const hp_float lhs = algorithm1::norm_sq(s.inst, one, r.a.x_next - r.b.x_next, r.a.lambda_next - r.b.lambda_next);
  const hp_float rhs = algorithm1::norm_sq(s.inst, one, r.x - r.xp, r.l - r.lp);
  Verdict v = le(lhs, rhs, bits);
  if (all_quadratic(s)) v = worse(v, le(sup_ratio(s, {algorithm1::affine_step(s.inst, f)}, one), one, bits));
  attach(v, s);
  if (v.status != Status::holds || describe_every_instance()) {
    v.instance.emplace_back("x", vec_text(r.x));
    v.instance.emplace_back("lambda", vec_text(r.l));
    v.instance.emplace_back("x'", vec_text(r.xp));
    v.instance.emplace_back("lambda'", vec_text(r.lp));
  }
  return v;
}

// (8): ⟨𝔡λ_{t+1}, B𝔡y_t⟩ ≥ 0 (monotonicity of ∂g), and (12).
Verdict lemma6_5_ineq8_check(const Point& p, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  Setup s = decode(p, general_opts(1), bits);
  PairRun r = one_step_pair(s, s.fs[0]);
  const HpVector dl1 = r.a.lambda_next - r.b.lambda_next, dy = r.a.y - r.b.y;
  const hp_float ip = dl1.dot(s.inst.B * dy);
  // scale from the INPUT differences (𝔡λ_{t+1} can be 0 up to rounding, e.g. g = 0, B = −I)
  const hp_float scale =
      ((r.l - r.lp).norm() + s.inst.beta * (s.inst.A * (r.x - r.xp)).norm()) * (s.inst.B * dy).norm();
  Verdict v = verdict_le(-to_d(ip), 0.0, to_d(scale) > 0 ? to_d(scale) : 1.0, tolerance(bits));
  attach(v, s);
  return v;
}

Verdict lemma6_5_ineq12_check(const Point& p, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  Setup s = decode(p, general_opts(1), bits);
  PairRun r = one_step_pair(s, s.fs[0]);
  const auto& in = s.inst;
  const auto [dx, dl, dx1, dl1, dy, dg] = r.diff();
  const HpVector u1 = dl1 / in.beta - in.A * dx1, u0 = dl / in.beta - in.A * dx;
  const hp_float lhs12 = (dx - in.eta * dg).dot(dx1) + in.eta * in.beta * u1.dot(u0);
  const hp_float rhs12 = dx1.squaredNorm() + in.eta * in.beta * u1.squaredNorm();
  const hp_float scale = dx.squaredNorm() + in.eta * in.beta * u0.squaredNorm() + dx1.squaredNorm();
  Verdict v = le_scale(rhs12, lhs12, scale, bits);  // (12): lhs12 ≥ rhs12
  attach(v, s);
  return v;
}

// control: A = [I_m | D], n = m + 1, f non-convex with eigenvalue −s on a kernel vector k of A,
// 𝔡z = (k, 0) ⇒ one iteration multiplies 𝔡z by (1 + ηs).  Space: seed, m, s index.
Space kernel_control_space() {
  Space s;
  s.coords = {{"seed", 0, 999999}, {"m", 1, 3}, {"s_index", 0, 7}};
  s.edges = {{0, 1, 0}, {1, 3, 7}};
  return s;
}

struct KernelControl {
  algorithm1::AdmmInstance inst;
  SmoothFunction f;
  HpVector k;
  std::vector<std::pair<std::string, std::string>> description;
};

// A = [I_m | D] with n = m + 1, B = −I, g = ½‖y‖², β = 1, f = ½xᵀHx with
// H = I − (1 + s) k kᵀ/‖k‖² (eigenvalue −s on the kernel vector k of A, +1 elsewhere), η = 1/max(1, s).
KernelControl kernel_control(long seed, long m_in, const Rational& sneg, unsigned bits, bool zero_D = false) {
  KernelControl c;
  solvers::Rng rng(static_cast<std::uint64_t>(seed) * 104729u + 1u);
  const auto m = static_cast<std::size_t>(m_in);
  const std::size_t n = m + 1;
  RationalMatrix D = solvers::random_rational_matrix(rng, m, 1, 3, 2);
  if (zero_D) D = RationalMatrix(m, 1);
  RationalMatrix A(m, n);
  std::vector<Rational> k(n);
  Rational kk(1);
  for (std::size_t i = 0; i < m; ++i) {
    A(i, i) = Rational(1);
    A(i, m) = D(i, 0);
    k[i] = Rational(0) - D(i, 0);
    kk = kk + k[i] * k[i];
  }
  k[m] = Rational(1);
  const Rational nu(1);
  RationalMatrix H(n, n);
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j) H(i, j) = (i == j ? nu : Rational(0)) - (nu + sneg) * k[i] * k[j] / kk;
  c.f = solvers::make_quadratic_from(H, bits).value();
  solvers::set_constraint(c.inst, A, solvers::random_B(rng, m, solvers::BForm::minus_identity), RationalMatrix(m, 1));
  c.inst.beta = 1;
  c.inst.g.family = solvers::GFamily::quadratic;
  c.inst.g.c2 = 1;
  c.inst.g.q = HpVector::Zero(static_cast<Eigen::Index>(m));
  c.inst.eta = 1 / c.f.nu;
  c.inst.prepare();
  c.k = HpVector(static_cast<Eigen::Index>(n));
  for (std::size_t i = 0; i < n; ++i) c.k(static_cast<Eigen::Index>(i)) = to_hp(k[i]);
  c.description = {{"A", solvers::matrix_text(A)},
                   {"B", "-I"},
                   {"g", "(1/2)||y||^2"},
                   {"beta", "1"},
                   {"H (non-convex)", solvers::matrix_text(H)},
                   {"eta", hp_text(c.inst.eta)},
                   {"kernel direction k", vec_text(c.k)}};
  return c;
}
KernelControl kernel_control(const Point& p, unsigned bits) {
  return kernel_control(p[0], p[1], Rational(p[2] + 1, 8), bits);
}

Verdict lemma6_5_control_check(const Point& p, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  KernelControl c = kernel_control(p, bits);
  const Eigen::Index m = c.inst.A.rows();
  const HpVector l = HpVector::Zero(m);
  const HpVector x0 = HpVector::Zero(c.k.size());
  StepTrace a = algorithm1::admm_step(c.inst, c.f, c.k, l), b = algorithm1::admm_step(c.inst, c.f, x0, l);
  const hp_float one = 1;
  Verdict v = le(algorithm1::norm_sq(c.inst, one, a.x_next - b.x_next, a.lambda_next - b.lambda_next),
                 algorithm1::norm_sq(c.inst, one, c.k, l), bits);
  v.instance = c.description;
  return v;
}

// ---------------------------------------------------------------- Section 5.2 (existential)
// A = I_n, β = 1, B = 0, g = 0, f = 0, λ_0 = λ_0' = 0, x_0 − x_0' = e_1, η = (j+1)/100.
Verdict sec5_2_eval(long n, const hp_float& eta, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  algorithm1::AdmmInstance inst;
  const auto un = static_cast<std::size_t>(n);
  solvers::set_constraint(inst, RationalMatrix::identity(un), RationalMatrix(un, un), RationalMatrix(un, 1));
  inst.beta = 1;
  inst.eta = eta;
  inst.g.q = HpVector::Zero(n);
  inst.prepare();
  SmoothFunction f =
      solvers::make_quadratic_from(RationalMatrix(static_cast<std::size_t>(n), static_cast<std::size_t>(n)), bits)
          .value();
  HpVector x = HpVector::Zero(n), l = HpVector::Zero(n);
  x(0) = 1;
  StepTrace a = algorithm1::admm_step(inst, f, x, l), b = algorithm1::admm_step(inst, f, HpVector::Zero(n), l);
  const hp_float out = (a.x_next - b.x_next).squaredNorm() + (a.lambda_next - b.lambda_next).squaredNorm();
  const hp_float ratio = out / x.squaredNorm();
  Verdict v;
  v.lhs = to_d(ratio);
  v.rhs = 1.5;
  v.slack = to_d(ratio - hp_float(3) / 2);
  v.status = v.slack > tolerance(bits) ? Status::holds : Status::violated;  // witness or not
  v.instance = {{"n", std::to_string(n)}, {"A", "I"},        {"B", "0"},      {"g", "0"}, {"f", "0"}, {"beta", "1"},
                {"eta", hp_text(eta)},    {"x0-x0'", "e_1"}, {"lambda0", "0"}};
  v.note = "Euclidean ratio ‖Δ(x1,λ1)‖²/‖Δ(x0,λ0)‖² vs 3/2";
  return v;
}

// Constants from the bounds module (bounds/chan_xie_zhao/, certified upper ends): the one source
// of every right-hand side. When bounds cannot give one (an error, or no certified contraction at
// this instance), the verdict is undecided with bounds' reason; there is no local fallback.
Verdict undecided_by_bounds(const Setup& s, const std::string& why) {
  Verdict v;
  v.status = Status::undecided;
  v.note = "bounds cannot give the right-hand side: " + why;
  attach(v, s);
  return v;
}
Result<hp_float> upper_of(const Result<numeric::Interval>& r) {
  if (!r.ok()) return r.error();
  return solvers::hp_upper(*r);
}
Result<bounds::chan_xie_zhao::Contraction> certified_contraction(const Setup& s) {
  if (s.contraction) return *s.contraction;
  return numeric::hypothesis_error(
      "lemma7_6_contraction", s.contraction_error.empty() ? "not computed for this instance" : s.contraction_error);
}
Result<hp_float> certified_CK6(const Setup& s, unsigned bits) {
  return upper_of(bounds::chan_xie_zhao::lemma6_10_C_K(point_iv(s.inst.eta, bits), point_iv(s.inst.beta, bits),
                                                       point_iv(s.sigma, bits)));
}
Result<hp_float> certified_CK7(const Setup& s, unsigned bits) {
  PB_TRY(bounds::chan_xie_zhao::Contraction c, certified_contraction(s));
  return upper_of(bounds::chan_xie_zhao::lemma7_7_C_K(c, point_iv(s.inst.beta, bits), point_iv(s.sigma, bits)));
}

// ---------------------------------------------------------------- Lemma 7.6
Verdict lemma7_6_check(const Point& p, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  Setup s = decode(p, strongly_opts(1), bits);
  if (!s.contraction) return undecided_by_bounds(s, certified_contraction(s).error().message);
  const auto& f = s.fs[0];
  PairRun r = one_step_pair(s, f);
  const hp_float& R = s.l76.R;
  const hp_float lhs = algorithm1::norm_sq(s.inst, R, r.a.x_next - r.b.x_next, r.a.lambda_next - r.b.lambda_next);
  const hp_float rhs = s.l76.L * algorithm1::norm_sq(s.inst, R, r.x - r.xp, r.l - r.lp);
  Verdict v = le(lhs, rhs, bits);
  if (all_quadratic(s)) v = worse(v, le(sup_ratio(s, {algorithm1::affine_step(s.inst, f)}, R), s.l76.L, bits));
  attach(v, s);
  if (v.status != Status::holds || describe_every_instance()) v.instance.emplace_back("L", hp_text(s.l76.L));
  return v;
}

// (21) four-vector inequality ‖p+q+r+s‖² ≥ ¼‖p‖² − ‖q‖² − ‖r‖² − ‖s‖² on the vectors of (21).
Verdict lemma7_6_ineq21_check(const Point& p, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  Setup s = decode(p, strongly_opts(1), bits);
  PairRun r = one_step_pair(s, s.fs[0]);
  const auto& in = s.inst;
  const auto [dx, dl, dx1, dl1, dy, dg] = r.diff();
  // (21): ‖𝔡∇f‖² ≥ ¼‖𝔡λ_{t+1} − βA𝔡x_{t+1}‖² − ‖𝔡x_t‖²/η² − ‖𝔡x_{t+1}‖²/η² − β²‖AᵀB‖²‖𝔡y_t‖²
  const hp_float nAtB = solvers::hp_upper(numeric::spectral_norm(in.A_exact.transpose() * in.B_exact, bits).value());
  const hp_float lead = (dl1 - in.beta * (in.A * dx1)).squaredNorm() / 4;
  const hp_float rest =
      (dx.squaredNorm() + dx1.squaredNorm()) / (in.eta * in.eta) + in.beta * in.beta * nAtB * nAtB * dy.squaredNorm();
  const hp_float rhs = lead - rest, scale = lead + rest;
  Verdict v = le_scale(rhs, dg.squaredNorm(), scale, bits);
  attach(v, s);
  return v;
}

// (11) (identity) for the general case, L457–459.
Verdict lemma6_5_eq11_check(const Point& p, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  Setup s = decode(p, general_opts(1), bits);
  PairRun r = one_step_pair(s, s.fs[0]);
  const auto& in = s.inst;
  const auto [dx, dl, dx1, dl1, dy, dg] = r.diff();
  const hp_float val = (dx - in.eta * dg).dot(dx1) - dx1.squaredNorm() +
                       in.eta * in.beta * (dl1 / in.beta - in.A * dx1 - in.B * dy).dot(in.A * dx1);
  const hp_float scale =
      dx.squaredNorm() + dx1.squaredNorm() + in.eta * in.eta * dg.squaredNorm() +
      in.eta * in.beta * ((dl1 / in.beta).squaredNorm() + (in.B * dy).squaredNorm() + (in.A * dx1).squaredNorm());
  Verdict v = le_scale(abs(val), hp_float(0), scale, bits);
  attach(v, s);
  return v;
}

// (20), L738–741, with βA𝔡x (printed "A𝔡x" in the ‖·‖ terms: `printed` = true checks the print).
Verdict lemma7_6_ineq20_check(const Point& p, unsigned bits, bool printed) {
  numeric::ScopedHpPrecision prec(bits);
  Setup s = decode(p, strongly_opts(1), bits);
  PairRun r = one_step_pair(s, s.fs[0]);
  const auto& in = s.inst;
  const auto [dx, dl, dx1, dl1, dy, dg] = r.diff();
  const hp_float k = printed ? hp_float(1) : in.beta;
  const hp_float nu = s.nu, mu = s.mu;
  const hp_float lhs = dx1.squaredNorm() / in.eta + (dl1 - k * (in.A * dx1)).squaredNorm() / in.beta +
                       (2 / (nu + mu) - in.eta) * dg.squaredNorm() + 2 * in.g.mu_g() * dy.squaredNorm();
  const hp_float rhs = (1 - 2 * in.eta * nu * mu / (nu + mu)) * dx.squaredNorm() / in.eta +
                       (dl - k * (in.A * dx)).squaredNorm() / in.beta;
  Verdict v = le_scale(lhs, rhs, rhs + dx1.squaredNorm() / in.eta, bits);
  attach(v, s);
  return v;
}

// control: the Section-10 instance shape (E5): n = 2, A = I, B = −I, g = (μ_g/2)‖y‖², μ_g = 0.2,
// f = (a·x)² (rank-one Hessian 2aaᵀ, NOT strongly convex) with ‖a‖² = μ_table while Lemma 7.6 is
// applied with ν = μ = 2μ_table; η = midpoint of (23) (Table 1, L1060).
Space section10_control() {
  Space s;
  s.coords = {{"row", 0, 2}};
  s.edges = {{0}, {1}, {2}};
  return s;
}

struct Section10 {
  Setup s;
};

Setup section10_setup(long row, unsigned bits, long functions) {
  static const Rational a1[4] = {Rational(3, 10), Rational(18, 100), Rational(9, 100), Rational(6, 100)};
  static const Rational a2[4] = {Rational(4, 10), Rational(24, 100), Rational(12, 100), Rational(8, 100)};
  static const Rational mus[4] = {Rational(25, 100), Rational(9, 100), Rational(225, 10000), Rational(1, 100)};
  static const Rational betas[4] = {Rational(9, 10), Rational(1, 2), Rational(3, 10), Rational(15, 100)};
  Setup s;
  const auto r = static_cast<std::size_t>(row);
  RationalMatrix H(2, 2);
  const Rational a[2] = {a1[r], a2[r]};
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 2; ++j) H(static_cast<std::size_t>(i), static_cast<std::size_t>(j)) = Rational(2) * a[i] * a[j];
  for (long t = 0; t < functions; ++t) s.fs.push_back(solvers::make_quadratic_from(H, bits).value());
  s.inst.A_exact = RationalMatrix::identity(2);
  s.inst.A = to_hp(s.inst.A_exact);
  s.inst.B_exact = RationalMatrix(2, 2);
  s.inst.B_exact(0, 0) = Rational(-1);
  s.inst.B_exact(1, 1) = Rational(-1);
  s.inst.B = to_hp(s.inst.B_exact);
  s.inst.c = HpVector::Zero(2);
  s.inst.beta = to_hp(betas[r]);
  s.inst.g.family = solvers::GFamily::quadratic;
  s.inst.g.c2 = to_hp(Rational(2, 10));
  s.inst.g.q = HpVector::Zero(2);
  s.nu = s.mu = to_hp(Rational(2) * mus[r]);
  auto [lo, hi] = eta_interval(s.nu, s.mu, s.inst.g.c2, s.inst.beta, hp_float(1));
  s.inst.eta = (lo + hi) / 2;
  set_contraction(s, numeric::Interval::from_int(1, bits), bits);
  s.inst.prepare();
  s.normA = 1;
  s.normA_iv = numeric::Interval::from_int(1, bits);
  s.T = functions / 2 > 0 ? functions / 2 : 1;
  s.description = {{"instance", "Section 10 shape, Table 1 row " + std::to_string(row + 1)},
                   {"A", "I_2"},
                   {"B", "-I_2"},
                   {"g", "(0.2/2)||y||^2"},
                   {"H", solvers::matrix_text(H)},
                   {"beta", betas[r].to_string()},
                   {"declared nu=mu", hp_text(s.nu)},
                   {"eta", hp_text(s.inst.eta)},
                   {"L", hp_text(s.l76.L)}};
  return s;
}

Verdict lemma7_6_control_check(const Point& p, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  Setup s = section10_setup(p[0], bits, 1);
  if (!s.contraction) return undecided_by_bounds(s, certified_contraction(s).error().message);
  Verdict v = le(sup_ratio(s, {algorithm1::affine_step(s.inst, s.fs[0])}, s.l76.R), s.l76.L, bits);
  v.instance = s.description;
  v.note = "sup over directions of the one-iteration ratio in the Def 7.4 norm";
  return v;
}

// ---------------------------------------------------------------- exact divergences
std::vector<AffineMap> maps_of(const Setup& s) {
  std::vector<AffineMap> maps;
  for (const auto& f : s.fs) maps.push_back(algorithm1::affine_step(s.inst, f));
  return maps;
}

// One operator K (two noisy iterations) from (x̃_t, λ_t): exact D^z vs C_K‖𝔡z‖*².
// sup = true: worst direction (condition (B)); false: a random pair (Lemma 6.10 / 7.7).
Verdict one_step_privacy(const Setup& sc, bool strongly, bool sup, unsigned bits) {
  Setup& s = const_cast<Setup&>(sc);
  const auto maps = maps_of(s);
  const LinearGaussian lg = propagate(maps, s.sigma, s.inst.n());
  const hp_float R = strongly ? s.l76.R : hp_float(1);
  const auto ck = strongly ? certified_CK7(s, bits) : certified_CK6(s, bits);
  if (!ck.ok()) return undecided_by_bounds(s, ck.error().message);
  const hp_float& CK = *ck;
  Verdict v;
  if (sup) {
    const SupResult r = gaussian_zcdp_sup(lg.Sigma, lg.J, algorithm1::norm_matrix(s.inst, R), bits);
    v = le_inf(r.infinite, r.value, CK, bits);
  } else {
    const HpVector dz = stack(s.random_x() - s.random_x(), s.random_lambda() - s.random_lambda());
    const Divergence d = gaussian_zcdp(lg.Sigma, lg.J * dz, bits, hp_float(lg.J.norm() * dz.norm()));
    const hp_float nz = algorithm1::norm_sq(s.inst, R, dz.head(s.inst.n()), dz.tail(s.inst.m()));
    v = le_inf(d.infinite, d.value, CK * nz, bits);
  }
  attach(v, s);
  return v;
}

Verdict lemma6_10_check(const Point& p, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  return one_step_privacy(decode(p, exact_opts(false, 2), bits), false, false, bits);
}
Verdict condB6_check(const Point& p, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  return one_step_privacy(decode(p, exact_opts(false, 2), bits), false, true, bits);
}
Verdict lemma7_7_check(const Point& p, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  return one_step_privacy(decode(p, exact_opts(true, 2), bits), true, false, bits);
}
Verdict condB7_check(const Point& p, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  return one_step_privacy(decode(p, exact_opts(true, 2), bits), true, true, bits);
}

// control for the one-step privacy claims: a tall A ((n+1)×n, violating m ≤ n of Remark 3.4) with
// B = 0: the component of 𝔡λ outside range(A) is never masked, so the exact D^z is +∞.
SetupOptions tall_opts(bool strongly, long functions) {
  SetupOptions o = exact_opts(strongly, functions);
  o.tall = true;
  o.identity_form = false;
  return o;
}
Space tall_control_space() {
  Space s;
  s.coords = {{"seed", 0, 999999}, {"n", 1, 3},          {"m_offset", 0, 0},  {"f_family", 0, 0}, {"g_family", 0, 0},
              {"B_form", 0, 0},    {"beta_index", 0, 7}, {"eta_index", 0, 7}, {"T", 1, 1},        {"A_form", 0, 0}};
  s.edges = {{0, 1, 0, 0, 0, 0, 0, 0, 1, 0}, {5, 3, 0, 0, 0, 0, 3, 7, 1, 0}};
  return s;
}
Verdict privacy_control(const Point& p, bool strongly, bool sup, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  Setup s = decode(p, tall_opts(strongly, 2), bits);
  return one_step_privacy(s, strongly, sup, bits);
}

// control for the amplification claims: the kernel instance with s = 1 and D = 0 (A = [I_m | 0],
// f non-convex: eigenvalue −1 on the kernel vector e_n of A), T in [10, 12]; along e_n each
// iteration multiplies by 1 + η, so the exact D^z tends to a constant while the bounds decay.
Space amp_control_space() {
  Space s;
  s.coords = {{"seed", 0, 999999}, {"m", 1, 3}, {"T", 10, 12}};
  s.edges = {{0, 1, 10}, {3, 3, 12}};
  return s;
}
// control for conditions (A) of Thm 7.2: the same non-convex kernel instance, one operator.
Space condA7_control_space() {
  Space s;
  s.coords = {{"seed", 0, 999999}, {"m", 1, 3}, {"T", 1, 1}};
  s.edges = {{0, 1, 1}, {3, 3, 1}};
  return s;
}
Setup kernel_setup(const Point& p, bool strongly, long extra, unsigned bits) {
  KernelControl c = kernel_control(p[0], p[1], Rational(1), bits, true);
  Setup s;
  s.inst = c.inst;
  s.T = p[2];
  s.fs.assign(static_cast<std::size_t>(2 * s.T + extra), c.f);
  s.normA_iv = numeric::spectral_norm(c.inst.A_exact, bits).value();
  s.normA = solvers::hp_upper(*s.normA_iv);
  s.description = c.description;
  s.description.emplace_back("T", std::to_string(s.T));
  if (strongly) {  // declared ν = μ = 1 (false: f is not even convex)
    s.nu = s.mu = 1;
    const numeric::Interval nAtB_iv = numeric::spectral_norm(c.inst.A_exact.transpose() * c.inst.B_exact, bits).value();
    auto [lo, hi] = eta_interval(s.nu, s.mu, s.inst.g.mu_g(), s.inst.beta, solvers::hp_upper(nAtB_iv));
    s.inst.eta = (lo + hi) / 2;
    set_contraction(s, nAtB_iv, bits);
    s.description.emplace_back("eta (midpoint of (23))", hp_text(s.inst.eta));
  }
  s.inst.prepare();
  return s;
}

// Theorem 6.1 / 7.2: 2T noisy iterations from (x_0, λ_0) vs (x_0', λ_0):
// sup over 𝔡x_0 of exact D^z / ‖𝔡x_0‖² against the printed factor.
enum class Amp { thm6_1, thm6_1_printed, thm7_2, thm7_2_supported };

Result<hp_float> amp_factor(const Setup& s, Amp which, unsigned bits) {
  namespace cb = bounds::chan_xie_zhao;
  const hp_float tss = 2 * s.sigma * s.sigma;
  const auto eta = point_iv(s.inst.eta, bits), beta = point_iv(s.inst.beta, bits);
  switch (which) {
    case Amp::thm6_1: {
      PB_TRY(hp_float C, upper_of(cb::cor6_2_C(beta, eta, *s.normA_iv)));
      return C / hp_float(s.T) / tss;
    }
    case Amp::thm6_1_printed: {
      PB_TRY(hp_float C, upper_of(cb::thm6_1_C_printed(beta, static_cast<long>(s.inst.n()), eta, *s.normA_iv)));
      return C / hp_float(s.T) / tss;
    }
    case Amp::thm7_2:
    case Amp::thm7_2_supported: {
      PB_TRY(cb::Contraction c, certified_contraction(s));
      PB_TRY(hp_float C, upper_of(cb::thm7_2_C(c, beta, *s.normA_iv)));
      return C * pow(s.l76.L, which == Amp::thm7_2 ? 2 * s.T - 1 : s.T) / hp_float(s.T) / tss;
    }
  }
  return numeric::hypothesis_error("amp_factor", "unknown theorem");
}

Verdict amplification(const Setup& sc, Amp which, unsigned bits) {
  Setup& s = const_cast<Setup&>(sc);
  const auto maps = maps_of(s);
  const LinearGaussian lg = propagate(maps, s.sigma, s.inst.n());
  const auto n = static_cast<Eigen::Index>(s.inst.n());
  const HpMatrix Jx = lg.J.leftCols(n);
  const auto factor = amp_factor(s, which, bits);
  if (!factor.ok()) return undecided_by_bounds(s, factor.error().message);
  const SupResult r = gaussian_zcdp_sup(lg.Sigma, Jx, HpMatrix::Identity(n, n), bits);
  Verdict v = le_inf(r.infinite, r.value, *factor, bits);
  attach(v, s);
  v.note = "sup over x0-x0' of exact D^z/||x0-x0'||^2 vs the theorem's factor";
  return v;
}

Verdict thm_check(const Point& p, Amp which, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  const bool strongly = which == Amp::thm7_2 || which == Amp::thm7_2_supported;
  return amplification(decode(p, exact_opts(strongly, 0), bits), which, bits);
}

Verdict thm_control(const Point& p, Amp which, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  const bool strongly = which == Amp::thm7_2 || which == Amp::thm7_2_supported;
  return amplification(kernel_setup(p, strongly, 0, bits), which, bits);
}

// Corollary 6.2: 2T+1 iterations, f_1 vs f_1' = f_1 + ⟨v, ·⟩ (‖v‖ = Δ), same (x_0, λ_0).
Verdict cor6_2_eval(Setup& s, unsigned bits) {
  const auto n = static_cast<Eigen::Index>(s.inst.n()), m = static_cast<Eigen::Index>(s.inst.m());
  std::vector<AffineMap> maps{AffineMap{HpMatrix::Identity(n + m, n + m), HpVector::Zero(n + m)}};
  for (std::size_t t = 1; t < s.fs.size(); ++t) maps.push_back(algorithm1::affine_step(s.inst, s.fs[t]));
  const LinearGaussian lg = propagate(maps, s.sigma, s.inst.n());
  // 𝔡x_1 = η(I + ηβAᵀA)⁻¹ v  (Lemma 3.2)
  const HpMatrix Sx = s.inst.x_system.solve(HpMatrix::Identity(n, n));
  const HpMatrix Jv = lg.J.leftCols(n) * (s.inst.eta * Sx);
  const auto C =
      upper_of(bounds::chan_xie_zhao::cor6_2_C(point_iv(s.inst.beta, bits), point_iv(s.inst.eta, bits), *s.normA_iv));
  if (!C.ok()) return undecided_by_bounds(s, C.error().message);
  const SupResult r = gaussian_zcdp_sup(lg.Sigma, Jv, HpMatrix::Identity(n, n), bits);
  const hp_float bound = *C / hp_float(s.T) * s.inst.eta * s.inst.eta / (2 * s.sigma * s.sigma);
  Verdict v = le_inf(r.infinite, r.value, bound, bits);
  attach(v, s);
  v.note = "sup over v (Delta = ||v||) of exact D^z/Delta^2 vs (C/T) eta^2/(2 sigma^2)";
  return v;
}
Verdict cor6_2_check(const Point& p, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  SetupOptions o = exact_opts(false, 0);
  Setup s = decode(p, o, bits);
  // 2T + 1 functions: add one more (the first)
  SetupOptions o1 = o;
  o1.functions = 2 * s.T + 1;
  s = decode(p, o1, bits);
  return cor6_2_eval(s, bits);
}
Verdict cor6_2_control(const Point& p, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  Setup s = kernel_setup(p, false, 1, bits);
  return cor6_2_eval(s, bits);
}

// ---------------------------------------------------------------- conditions (A): natural coupling
// ratio ‖K(z) − K(z')‖*² / ‖z − z'‖*² (same noise) ≤ L²; for quadratic instances also the sup.
Verdict condA_eval(Setup& s, const hp_float& R, const hp_float& L2, unsigned bits) {
  const HpVector x = s.random_x(), l = s.random_lambda(), xp = s.random_x(), lp = s.random_lambda();
  HpVector a = x, al = l, b = xp, bl = lp;
  for (std::size_t t = 0; t < 2; ++t) {
    const HpVector N = solvers::gaussian_vector(s.rng, s.inst.n(), s.sigma);
    StepTrace sa = algorithm1::noisy_admm_step(s.inst, s.fs[t], a, al, N);
    StepTrace sb = algorithm1::noisy_admm_step(s.inst, s.fs[t], b, bl, N);
    a = sa.x_next;
    al = sa.lambda_next;
    b = sb.x_next;
    bl = sb.lambda_next;
  }
  const hp_float lhs = algorithm1::norm_sq(s.inst, R, a - b, al - bl);
  const hp_float rhs = L2 * algorithm1::norm_sq(s.inst, R, x - xp, l - lp);
  Verdict v = le(lhs, rhs, bits);
  if (all_quadratic(s)) v = worse(v, le(sup_ratio(s, maps_of(s), R), L2, bits));
  attach(v, s);
  return v;
}

Verdict condA6_check(const Point& p, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  Setup s = decode(p, general_opts(2), bits);
  return condA_eval(s, hp_float(1), hp_float(1), bits);
}
// As plugged in by the proof of Thm 7.2 (L821): L = 𝔏² in (A), i.e. ratio ≤ 𝔏⁴.
Verdict condA7_check(const Point& p, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  Setup s = decode(p, strongly_opts(2), bits);
  if (!s.contraction) return undecided_by_bounds(s, certified_contraction(s).error().message);
  return condA_eval(s, s.l76.R, pow(s.l76.L, 4), bits);
}
// As supported by Lemma 7.8 (L813): L = 𝔏, ratio ≤ 𝔏².
Verdict condA7s_check(const Point& p, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  Setup s = decode(p, strongly_opts(2), bits);
  if (!s.contraction) return undecided_by_bounds(s, certified_contraction(s).error().message);
  return condA_eval(s, s.l76.R, pow(s.l76.L, 2), bits);
}

Verdict condA6_control(const Point& p, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  KernelControl c = kernel_control(p, bits);
  Setup s;
  s.inst = c.inst;
  s.inst.prepare();
  s.fs = {c.f, c.f};
  s.description = c.description;
  // two iterations along the kernel direction (noise cancels: quadratic f, g)
  return le(sup_ratio(s, maps_of(s), hp_float(1)), hp_float(1), bits);
}

Verdict condA7_control(const Point& p, unsigned bits, int power) {
  numeric::ScopedHpPrecision prec(bits);
  Setup s = kernel_setup(p, true, 0, bits);
  if (!s.contraction) return undecided_by_bounds(s, certified_contraction(s).error().message);
  Verdict v = le(sup_ratio(s, maps_of(s), s.l76.R), pow(s.l76.L, power), bits);
  v.instance = s.description;
  return v;
}

// ---------------------------------------------------------------- Theorem 5.2 identity
Space thm5_2_space() {
  Space s;
  s.coords = {{"T", 2, 200}, {"L_index", 0, 1000}};
  s.edges = {{2, 1000}, {2, 0}, {200, 0}, {200, 999}, {3, 500}, {60, 1000}};
  s.reaches = {reach("T", 2, 200), reach("L", 1.0 / 1001, 1)};  // L = (k + 1)/1001 (L_of), k in [0, 1000]
  return s;
}
hp_float L_of(long k) { return hp_float(k + 1) / 1001; }

Verdict thm5_2_check(const Point& p, unsigned bits, bool control) {
  numeric::ScopedHpPrecision prec(bits);
  const long T = p[0];
  const hp_float L = L_of(p[1]);
  hp_float g = gamma_T(T, L);
  if (control) {  // λ_T replaced by its L = 1 value 1/T (not the printed λ_T(L))
    const hp_float ph = phi_T(T - 1, L), l = hp_float(1) / T;
    g = hp_float(T - 1) * pow(L, T - 2) * ph * ph * (1 - l) * (1 - l) + pow(L, 2 * (T - 1)) * l * l;
  }
  const hp_float ph = phi_T(T, L);
  const hp_float rhs = hp_float(T) * pow(L, T - 1) * ph * ph;
  const hp_float rel = abs(g - rhs) / rhs;
  Verdict v = verdict_le(to_d(rel), 0.0, 1.0, tolerance(bits));
  v.lhs = to_d(g);
  v.rhs = to_d(rhs);
  // φ_T(L) ≤ 1/T (L312)
  const Verdict phi = le(ph, hp_float(1) / T, bits);
  if (phi.slack < v.slack) v.status = phi.status, v.slack = phi.slack;
  v.instance = {{"T", std::to_string(T)}, {"L", hp_text(L)}};
  return v;
}

// ---------------------------------------------------------------- Section 5.2 / 6.2: one noisy iteration
// "only the x component is masked": after ONE noisy iteration the exact D^z between the outputs
// (x̃_1, λ_1) is +∞ whenever 𝔡λ_1 ≠ 0 (singular covariance, mean difference outside its range),
// and equals ‖𝔡x_1‖²/(2σ²) (Fact 4.3) when 𝔡λ_1 = 0 (inputs with 𝔡λ_0 = βA𝔡x_0, so 𝔡w_0 = 0).
// `iterations` = 2 is the negative control: two iterations (one operator K) with A = [I_m|D] mask
// λ too, so the divergence of a generic pair is finite and the "infinite" prediction fails.
Verdict one_iteration_eval(const Point& p, unsigned bits, int iterations) {
  numeric::ScopedHpPrecision prec(bits);
  Setup s = decode(p, exact_opts(false, iterations), bits);
  const auto maps = maps_of(s);
  const LinearGaussian lg = propagate(maps, s.sigma, s.inst.n());
  const auto n = static_cast<Eigen::Index>(s.inst.n());
  // (i) a generic pair
  const HpVector dz = stack(s.random_x() - s.random_x(), s.random_lambda() - s.random_lambda());
  const HpVector dm = lg.J * dz;
  const Divergence d = gaussian_zcdp(lg.Sigma, dm, bits, hp_float(lg.J.norm() * dz.norm()));
  const bool lambda_moves = dm.tail(static_cast<Eigen::Index>(s.inst.m())).norm() >
                            lg.J.norm() * dz.norm() * pow(hp_float(2), -static_cast<long>(bits / 3));
  // (ii) a matched pair: 𝔡λ_0 = βA𝔡x_0
  const HpVector dx = s.random_x() - s.random_x();
  const HpVector dz2 = stack(dx, s.inst.beta * (s.inst.A * dx));
  const HpVector dm2 = lg.J * dz2;
  const Divergence d2 = gaussian_zcdp(lg.Sigma, dm2, bits, hp_float(lg.J.norm() * dz2.norm()));
  Verdict v;
  v.note = "generic pair: infinite iff dlambda_1 != 0; matched pair: ||dx_1||^2/(2 sigma^2)";
  bool ok = d.infinite == lambda_moves;
  double err = 0;
  if (iterations == 1) {
    const hp_float expect = dm2.head(n).squaredNorm() / (2 * s.sigma * s.sigma);
    ok = ok && !d2.infinite;
    const hp_float ref = lg.J.norm() * dz2.norm();
    if (!d2.infinite) err = to_d(abs(d2.value - expect) / (ref * ref > 0 ? hp_float(ref * ref) : hp_float(1)));
    ok = ok && err <= tolerance(bits);
  } else {
    ok = ok && d.infinite;  // the one-iteration prediction, applied to K
  }
  v.status = ok ? Status::holds : Status::violated;
  if (!ok)
    v.note += std::string("; generic infinite=") + (d.infinite ? "1" : "0") +
              " lambda_moves=" + (lambda_moves ? "1" : "0") + " matched infinite=" + (d2.infinite ? "1" : "0") +
              " rel.err=" + std::to_string(err);
  v.lhs = d.infinite ? std::numeric_limits<double>::infinity() : to_d(d.value);
  v.rhs = std::numeric_limits<double>::infinity();
  v.slack = ok ? 0.0 : -1.0;
  v.tight = ok;
  attach(v, s);
  return v;
}

// ---------------------------------------------------------------- Remark 3.4 (checked transformation)
long exact_rank(RationalMatrix M) {
  long rank = 0;
  std::size_t row = 0;
  for (std::size_t col = 0; col < M.cols && row < M.rows; ++col) {
    std::size_t piv = row;
    while (piv < M.rows && M(piv, col) == Rational(0)) ++piv;
    if (piv == M.rows) continue;
    for (std::size_t j = 0; j < M.cols; ++j) std::swap(M(row, j), M(piv, j));
    for (std::size_t i = row + 1; i < M.rows; ++i) {
      if (M(i, col) == Rational(0)) continue;
      const Rational f = M(i, col) / M(row, col);
      for (std::size_t j = col; j < M.cols; ++j) M(i, j) = M(i, j) - f * M(row, j);
    }
    ++row;
    ++rank;
  }
  return rank;
}

// space: seed, m, n, l, redundant (last row of A = first row, so a B̂y = ĉ constraint appears)
Verdict remark3_4_eval(const Point& p, bool tamper) {
  solvers::Rng rng(static_cast<std::uint64_t>(p[0]) * 31337u + 7u);
  const auto m = static_cast<std::size_t>(p[1]), n = static_cast<std::size_t>(p[2]), l = static_cast<std::size_t>(p[3]);
  RationalMatrix A = solvers::random_rational_matrix(rng, m, n, 3, 2);
  const RationalMatrix B = solvers::random_rational_matrix(rng, m, l, 3, 2);
  const RationalMatrix c = solvers::random_rational_matrix(rng, m, 1, 3, 2);
  if (p[4] && m >= 2)
    for (std::size_t j = 0; j < n; ++j) A(m - 1, j) = A(0, j);
  Verdict v;
  auto e = bounds::chan_xie_zhao::remark3_4_eliminate(A, B, c);
  if (!e.ok()) {
    v.status = Status::undecided;
    v.note = e.error().message;
    return v;
  }
  auto el = *e;
  if (tamper) el.c_new(0, 0) = el.c_new(0, 0) + Rational(1);
  const std::size_t r = el.rank;
  // the transformed system in the original coordinates: [A_new Pᵀ | B_new | c_new] and [0 | B̂ | ĉ]
  RationalMatrix orig(m, n + l + 1), now(m, n + l + 1);
  for (std::size_t i = 0; i < m; ++i) {
    for (std::size_t j = 0; j < n; ++j) orig(i, j) = A(i, j);
    for (std::size_t j = 0; j < l; ++j) orig(i, n + j) = B(i, j);
    orig(i, n + l) = c(i, 0);
  }
  for (std::size_t i = 0; i < r; ++i) {
    for (std::size_t j = 0; j < n; ++j) now(i, el.perm[j]) = el.A_new(i, j);
    for (std::size_t j = 0; j < l; ++j) now(i, n + j) = el.B_new(i, j);
    now(i, n + l) = el.c_new(i, 0);
  }
  for (std::size_t i = r; i < m; ++i) {
    for (std::size_t j = 0; j < l; ++j) now(i, n + j) = el.B_hat(i - r, j);
    now(i, n + l) = el.c_hat(i - r, 0);
  }
  RationalMatrix both(2 * m, n + l + 1);
  for (std::size_t i = 0; i < m; ++i)
    for (std::size_t j = 0; j < n + l + 1; ++j) {
      both(i, j) = orig(i, j);
      both(m + i, j) = now(i, j);
    }
  const long r0 = exact_rank(orig), r1 = exact_rank(now), r2 = exact_rank(both);
  std::vector<bool> seen(n, false);
  bool perm_ok = el.perm.size() == n;
  for (auto q : el.perm) perm_ok = perm_ok && q < n && !seen[q] && (seen[q] = true);
  RationalMatrix An(r, n);
  for (std::size_t i = 0; i < r; ++i)
    for (std::size_t j = 0; j < n; ++j) An(i, j) = el.A_new(i, j);
  const bool form = r == 0 || bounds::chan_xie_zhao::has_identity_block(An);
  const bool ok = r0 == r1 && r1 == r2 && perm_ok && form && r <= n;
  v.status = ok ? Status::holds : Status::violated;
  v.lhs = static_cast<double>(r2);
  v.rhs = static_cast<double>(r0);
  v.slack = ok ? 0.0 : -1.0;
  v.tight = ok;
  v.note = "rank[orig; transformed] vs rank(orig) (equal row spaces), [I|D] form, m' <= n, permutation";
  if (!ok || describe_every_instance())
    v.instance = {{"m", std::to_string(m)},       {"n", std::to_string(n)},
                  {"l", std::to_string(l)},       {"rank", std::to_string(r0)},
                  {"A", solvers::matrix_text(A)}, {"B", solvers::matrix_text(B)},
                  {"c", solvers::matrix_text(c)}, {"tampered", tamper ? "c_new(0) += 1" : "no"}};
  return v;
}

// ---------------------------------------------------------------- declarations
Claim make(std::string id, std::string citation, std::string statement, std::string hyp, Space space, CheckFn check,
           Space control, std::string control_desc, CheckFn check_control, Kind kind = Kind::universal) {
  return make_claim("chan_xie_zhao", std::move(id), std::move(citation), std::move(statement), std::move(hyp),
                    std::move(space), std::move(check), std::move(control), std::move(control_desc),
                    std::move(check_control), kind);
}

}  // namespace

std::vector<Tightness> amplification_tightness(const std::string& which, const Point& base, long Tmax, unsigned bits) {
  numeric::ScopedHpPrecision prec(bits);
  std::vector<Tightness> out;
  const bool strongly = which.rfind("thm7_2", 0) == 0;
  const Amp amp = which == "thm6_1.printed_C"   ? Amp::thm6_1_printed
                  : which == "thm7_2"           ? Amp::thm7_2
                  : which == "thm7_2.supported" ? Amp::thm7_2_supported
                                                : Amp::thm6_1;
  for (long T = 1; T <= Tmax; ++T) {
    Point p = base;
    p[kT] = T;
    SetupOptions o = exact_opts(strongly, which == "cor6_2" ? 2 * T + 1 : 0);
    Setup s = decode(p, o, bits);
    if (!strongly) {  // flat instance: every f_t = ½x₁² (spectrum {1, 0, …}), η = 1/ν = 1
      std::vector<Rational> spec(s.inst.n(), Rational(0));
      spec[0] = Rational(1);
      solvers::Rng frng(5);
      const SmoothFunction flat = solvers::make_quadratic(frng, spec, bits);
      for (auto& f : s.fs) f = flat;
      s.nu = 1;
      s.inst.eta = 1;
      s.inst.prepare();
    }
    const Verdict v = which == "cor6_2" ? cor6_2_eval(s, bits) : amplification(s, amp, bits);
    Tightness t;
    t.T = T;
    t.exact = v.lhs;
    t.bound = v.rhs;
    t.infinite = std::isinf(v.lhs);
    out.push_back(t);
  }
  return out;
}

std::vector<Claim> claims() {
  std::vector<Claim> v;
  const std::string P = "chan_xie_zhao.";
  const std::string kGen =
      "f convex, (1/eta)-smooth (certified nu); g convex with exact prox; any A, B diagonal or dense with quadratic g";
  const std::string kStrong =
      "Assumption 7.1: f mu-strongly convex nu-smooth, g mu_g-strongly convex; A = [I_m|D]; eta in (23)";
  const std::string kExact = "f_t, g quadratic (affine iterations, exact Gaussian outputs); A = [I_m|D]; sigma = 1";
  const std::string kTall = "tall A ((n+1) x n, violating m <= n of Remark 3.4) with B = 0: exact D^z infinite";
  const std::string kKer = "non-convex f (eigenvalue -1 on a kernel vector of A = [I_m|D]), T in [4,6]";

  v.push_back(make(P + "fact6_4", "Fact 6.4, L408", "||phi(x)-phi(x')||^2 <= ||x-x'||^2 for phi = x - eta grad f",
                   "f convex, (1/eta)-smooth", fact_space(), fact6_4_check, fact6_4_control(),
                   "step eta > 2/nu on f = ||x||^2, or non-convex f", fact6_4_control_check));
  v.push_back(make(P + "fact7_5", "Fact 7.5 (14), L690",
                   "(14): ||dphi||^2 <= (1-2 eta nu mu/(nu+mu))||dx||^2 + eta(eta-2/(nu+mu))||dgrad||^2",
                   "f mu-strongly convex, nu-smooth, 0 < eta <= 2/(nu+mu)", fact_space(), fact7_5_check,
                   fact7_5_control(), "declared mu > 0 for a function that is not strongly convex",
                   fact7_5_control_check));
  {
    SetupOptions o = general_opts(1);
    v.push_back(
        make(P + "lemma6_5", "Lemma 6.5, L418",
             "one ADMM iteration is non-expansive in the Def 6.3 norm (random pair; sup over directions when affine)",
             kGen, admm_space(o), lemma6_5_check, kernel_control_space(),
             "non-convex f (eigenvalue -s on a kernel vector of A)", lemma6_5_control_check));
    v.push_back(make(P + "lemma6_5.ineq8", "(8), L443", "<d lambda_{t+1}, B d y_t> >= 0", kGen, admm_space(o),
                     lemma6_5_ineq8_check, kernel_control_space(),
                     "non-convex f: Lemma 6.5 itself fails (ineq (8) depends only on g)", lemma6_5_control_check));
    v.push_back(make(P + "lemma6_5.eq11", "(11), L457-L459",
                     "identity (11) from the optimality of x_{t+1} (two scenarios)", kGen, admm_space(o),
                     lemma6_5_eq11_check, kernel_control_space(), "non-convex f (Lemma 6.5 fails)",
                     lemma6_5_control_check));
    v.push_back(make(P + "lemma6_5.ineq12", "(12), L470", "(12) from the optimality of x_{t+1} and (8)", kGen,
                     admm_space(o), lemma6_5_ineq12_check, kernel_control_space(), "non-convex f (Lemma 6.5 fails)",
                     lemma6_5_control_check));
  }
  v.push_back(make(
      P + "sec5_2", "Section 5.2, L342-L346",
      "exists an instance (A = I, beta = 1, g = B = 0, eta near 0) where one iteration expands the Euclidean norm by "
      "more than 3/2",
      "existential",
      // eta = (k + 1)/100, k in [0, 40]: both ends are edge points
      Space{{{"n", 1, 4}, {"eta_index", 0, 40}}, {{1, 0}, {4, 40}}, {reach("n", 1, 4), reach("eta", 0.01, 0.41)}},
      [](const Point& p, unsigned bits) { return sec5_2_eval(p[0], hp_float(p[1] + 1) / 100, bits); },
      Space{{{"n", 1, 4}}, {{1}, {4}}}, "eta = 1/2 (not close to 0): ratio 10/9 < 3/2, not a witness",
      [](const Point& p, unsigned bits) { return sec5_2_eval(p[0], hp_float(1) / 2, bits); }, Kind::existential));
  v.push_back(make(
      P + "sec5_2.one_iteration", "Section 5.2 (L352-L356) and Section 6.2 (L499)",
      "after one noisy iteration the exact D^z of (x~_1, lambda_1) is infinite iff dlambda_1 != 0, and ||dx_1||^2/(2 "
      "sigma^2) when dlambda_1 = 0",
      kExact, admm_space(exact_opts(false, 1)), [](const Point& p, unsigned b) { return one_iteration_eval(p, b, 1); },
      admm_space(exact_opts(false, 2)),
      "two iterations (one operator K) with A = [I_m|D]: lambda is masked, D^z finite",
      [](const Point& p, unsigned b) { return one_iteration_eval(p, b, 2); }));
  {
    SetupOptions o = strongly_opts(1);
    v.push_back(make(P + "lemma7_6", "Lemma 7.6, L695-L779",
                     "||d z_{t+1}||_*^2 <= L ||d z_t||_*^2 (Def 7.4 norm, L = max{R/P, S/Q})", kStrong, admm_space(o),
                     lemma7_6_check, section10_control(),
                     "Section 10 instance shape (E5): f = (a.x)^2 is not strongly convex", lemma7_6_control_check));
    v.push_back(make(
        P + "lemma7_6.ineq20", "(20), L738-L741 (with beta A dx, as (22) and L757 have it)",
        "(1/eta)||dx'||^2 + (1/beta)||dl' - beta A dx'||^2 + (2/(nu+mu) - eta)||dgrad||^2 + 2 mu_g ||dy||^2 <= "
        "(1/eta)(1 - 2 eta nu mu/(nu+mu))||dx||^2 + (1/beta)||dl - beta A dx||^2",
        kStrong, admm_space(o), [](const Point& p, unsigned b) { return lemma7_6_ineq20_check(p, b, false); },
        section10_control(), "Section 10 shape (Lemma 7.6 fails)", lemma7_6_control_check));
    v.back().form = Form::corrected;
    v.push_back(make(
        P + "lemma7_6.ineq20.printed", "(20) as printed, L738-L741 (A dx without beta)",
        "(20) with ||dl' - A dx'||^2 and ||dl - A dx||^2 (printed)", kStrong, admm_space(o),
        [](const Point& p, unsigned b) { return lemma7_6_ineq20_check(p, b, true); }, section10_control(),
        "Section 10 shape (Lemma 7.6 fails)", lemma7_6_control_check));
    v.back().expected = {Status::violated, P + "E9"};
    v.back().space.edges.insert(v.back().space.edges.begin(), Point{0, 1, 0, 0, 0, 0, 6, 0, 1, 0});  // pinned (E9)
    v.push_back(make(P + "lemma7_6.ineq21", "(21), L747-L753",
                     "the lower bound (21) on ||d grad f||^2 (four-vector inequality)", kStrong, admm_space(o),
                     lemma7_6_ineq21_check, section10_control(), "Section 10 shape (Lemma 7.6 fails)",
                     lemma7_6_control_check));
  }
  {
    SetupOptions o = exact_opts(false, 2);
    v.push_back(make(P + "lemma6_10", "Lemma 6.10, L601-L613",
                     "exact D^z(K(z)||K(z')) <= C_K ||z-z'||_*^2, C_K = max(2, 3/(eta beta))/(2 sigma^2) (random pair)",
                     kExact, admm_space(o), lemma6_10_check, tall_control_space(), kTall,
                     [](const Point& p, unsigned b) { return privacy_control(p, false, false, b); }));
    v.back().cost = Cost::expensive;
    v.push_back(make(P + "thm6_1.condB", "Thm 5.2 (B) via Lemma 6.10, L289, L631",
                     "sup_z exact D^z(K(z)||K(z'))/||z-z'||_*^2 <= C_K (Def 6.3 norm)", kExact, admm_space(o),
                     condB6_check, tall_control_space(), kTall,
                     [](const Point& p, unsigned b) { return privacy_control(p, false, true, b); }));
    v.back().cost = Cost::expensive;
  }
  {
    SetupOptions o = exact_opts(true, 2);
    v.push_back(
        make(P + "lemma7_7", "Lemma 7.7, L785-L805",
             "exact D^z(K(z)||K(z')) <= C_K ||z-z'||_*^2, C_K = L max(2/R, 3/(eta beta))/(2 sigma^2) (random pair)",
             kStrong + "; " + kExact, admm_space(o), lemma7_7_check, tall_control_space(), kTall,
             [](const Point& p, unsigned b) { return privacy_control(p, true, false, b); }));
    v.back().cost = Cost::expensive;
    v.push_back(make(P + "thm7_2.condB", "Thm 5.2 (B) via Lemma 7.7, L821",
                     "sup_z exact D^z(K(z)||K(z'))/||z-z'||_*^2 <= C_K (Def 7.4 norm)", kStrong + "; " + kExact,
                     admm_space(o), condB7_check, tall_control_space(), kTall,
                     [](const Point& p, unsigned b) { return privacy_control(p, true, true, b); }));
    v.back().cost = Cost::expensive;
  }
  {
    SetupOptions o = exact_opts(false, 0);
    v.push_back(make(
        P + "thm6_1", "Theorem 6.1, L366-L370 (C with beta*eta as in Cor 6.2, L384)",
        "exact D^z after 2T noisy iterations <= (1/(2 sigma^2)) (C/T) ||x0-x0'||^2, C = max{2, 3/(beta eta)}(1 + beta "
        "eta ||A||^2)",
        kExact, admm_space(o), [](const Point& p, unsigned b) { return thm_check(p, Amp::thm6_1, b); },
        amp_control_space(), kKer, [](const Point& p, unsigned b) { return thm_control(p, Amp::thm6_1, b); }));
    v.back().cost = Cost::expensive;
    v.back().form = Form::corrected;
    v.push_back(make(
        P + "thm6_1.printed_C", "Theorem 6.1 as printed, L370 (3/(beta n), n = dim x)",
        "exact D^z after 2T noisy iterations <= (1/(2 sigma^2)) (C/T) ||x0-x0'||^2, C = max{2, 3/(beta n)}(1 + beta "
        "eta ||A||^2)",
        kExact, admm_space(o), [](const Point& p, unsigned b) { return thm_check(p, Amp::thm6_1_printed, b); },
        amp_control_space(), kKer, [](const Point& p, unsigned b) { return thm_control(p, Amp::thm6_1_printed, b); }));
    v.back().cost = Cost::expensive;
    v.back().expected = {Status::violated, P + "E4"};
    v.back().space.edges.insert(v.back().space.edges.begin(), Point{7514, 4, 0, 0, 1, 0, 3, 2, 1, 0});  // pinned (E4)
    v.push_back(
        make(P + "cor6_2", "Corollary 6.2, L380-L384",
             "exact D^z after 2T+1 iterations (f_1 vs f_1 + <v,.>, ||v|| = Delta) <= (C/T) eta^2 Delta^2/(2 sigma^2)",
             kExact, admm_space(o), cor6_2_check, amp_control_space(), kKer, cor6_2_control));
    v.back().cost = Cost::expensive;
  }
  {
    SetupOptions o = exact_opts(true, 0);
    v.push_back(make(
        P + "thm7_2", "Theorem 7.2 as printed, L650-L656 (factor L^{2T-1}/T)",
        "exact D^z after 2T noisy iterations <= (C/(2 sigma^2)) (L^{2T-1}/T) ||x0-x0'||^2", kStrong + "; " + kExact,
        admm_space(o), [](const Point& p, unsigned b) { return thm_check(p, Amp::thm7_2, b); }, amp_control_space(),
        kKer, [](const Point& p, unsigned b) { return thm_control(p, Amp::thm7_2, b); }));
    v.back().cost = Cost::expensive;
    v.push_back(make(
        P + "thm7_2.supported",
        "Theorem 7.2 with the exponent the proof supports (L = fraktur L in Thm 5.2; Lemma 7.8, L813)",
        "exact D^z after 2T noisy iterations <= (C/(2 sigma^2)) (L^T/T) ||x0-x0'||^2", kStrong + "; " + kExact,
        admm_space(o), [](const Point& p, unsigned b) { return thm_check(p, Amp::thm7_2_supported, b); },
        amp_control_space(), kKer,
        [](const Point& p, unsigned b) { return thm_control(p, Amp::thm7_2_supported, b); }));
    v.back().cost = Cost::expensive;
    v.back().form = Form::supported;
  }
  v.push_back(make(
      P + "remark3_4", "Remark 3.4, L206-L212 (via bounds::chan_xie_zhao::remark3_4_eliminate)",
      "Gaussian elimination gives A' = [I_m' | D] (x permuted), m' <= n, and the same solution set (equal row spaces "
      "of [A B c])",
      "any A (m x n), B, c",
      // sizes up to 12 x 10 with 6 columns of B (widened from 5 x 4 and 3: issue 32, coverage); the far corners
      // (square-ish, tall, wide) are edge points
      Space{{{"seed", 0, 999999}, {"m", 1, 12}, {"n", 1, 10}, {"l", 0, 6}, {"redundant", 0, 1}},
            {{0, 1, 1, 0, 0}, {1, 5, 2, 2, 1}, {2, 3, 4, 0, 1}, {3, 12, 10, 6, 1}, {4, 12, 1, 0, 0}, {5, 1, 10, 6, 0}},
            {reach("m", 1, 12), reach("n", 1, 10), reach("l", 0, 6)}},
      [](const Point& p, unsigned) { return remark3_4_eval(p, false); },
      Space{{{"seed", 0, 999999}, {"m", 1, 3}, {"n", 3, 4}, {"l", 0, 2}, {"redundant", 0, 0}},
            {{0, 1, 3, 0, 0}, {1, 3, 4, 2, 0}}},
      "a tampered transformation (c_new(0) += 1)", [](const Point& p, unsigned) { return remark3_4_eval(p, true); }));
  v.push_back(make(
      P + "thm5_2_identity", "Theorem 5.2 proof, L310-L336",
      "gamma_T(L) = T L^{T-1} phi_T(L)^2 (printed recursion) and phi_T(L) <= 1/T, L in (0,1], T >= 2",
      "0 < L <= 1, T >= 2", thm5_2_space(), [](const Point& p, unsigned b) { return thm5_2_check(p, b, false); },
      Space{{{"T", 3, 50}, {"L_index", 0, 900}}, {{3, 0}, {10, 500}}},
      "lambda_T(L) replaced by its L = 1 value 1/T at L < 1",
      [](const Point& p, unsigned b) { return thm5_2_check(p, b, true); }));
  v.back().cost = Cost::expensive;
  {
    SetupOptions o = general_opts(2);
    v.push_back(make(
        P + "thm6_1.condA", "Thm 5.2 (A) via Lemma 6.12, L625-L629 (L = 1, natural coupling, Def 6.3 norm)",
        "||K(z) - K(z')||_* <= ||z - z'||_* under the natural coupling (K = two noisy iterations)", kGen, admm_space(o),
        condA6_check, kernel_control_space(), "non-convex f (eigenvalue -s on a kernel vector of A)", condA6_control));
    v.back().cost = Cost::expensive;
  }
  {
    SetupOptions o = strongly_opts(2);
    v.push_back(make(P + "thm7_2.condA", "Thm 5.2 (A) as plugged in by the proof of Thm 7.2, L821 (L = fraktur L^2)",
                     "||K(z) - K(z')||_* <= L^2 ||z - z'||_* under the natural coupling (Def 7.4 norm)", kStrong,
                     admm_space(o), condA7_check, condA7_control_space(),
                     "non-convex f (eigenvalue -1 on a kernel vector of A), declared nu = mu = 1",
                     [](const Point& p, unsigned b) { return condA7_control(p, b, 4); }));
    v.back().cost = Cost::expensive;
    v.push_back(make(P + "thm7_2.condA_supported", "Lemma 7.8, L811-L817 (L = fraktur L)",
                     "||K(z) - K(z')||_*^2 <= L^2 ||z - z'||_*^2 under the natural coupling (Def 7.4 norm)", kStrong,
                     admm_space(o), condA7s_check, condA7_control_space(),
                     "non-convex f (eigenvalue -1 on a kernel vector of A), declared nu = mu = 1",
                     [](const Point& p, unsigned b) { return condA7_control(p, b, 2); }));
    v.back().cost = Cost::expensive;
    v.back().form = Form::supported;
  }
  return v;
}

}  // namespace privbound::proofs_check::chan_xie_zhao
