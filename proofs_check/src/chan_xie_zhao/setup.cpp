#include "setup.hpp"

#include <cmath>
#include <limits>

namespace privbound::proofs_check::chan_xie_zhao::detail {

using numeric::Rational;
using numeric::RationalMatrix;
using solvers::to_hp;
using solvers::uniform_int;

Space admm_space(const SetupOptions& o) {
  Space s;
  s.coords = {{"seed", 0, 999999},
              {"n", 1, o.max_n},
              {"m_offset", 0, 3},
              {"f_family", 0, static_cast<long>(o.f_allowed.size()) - 1},
              {"g_family", 0, static_cast<long>(o.g_allowed.size()) - 1},
              {"B_form", 0, 3},
              {"beta_index", 0, 15},
              {"eta_index", 0, 7},
              {"T", 1, o.max_T},
              {"A_form", 0, o.identity_form ? 0 : 1}};
  // edge points: smallest instance; largest dimensions; extreme step sizes
  s.edges.push_back({0, 1, 0, 0, 0, 0, 0, 0, 1, 0});
  s.edges.push_back({1, o.max_n, 3, 0, 0, 0, 0, 7, o.max_T, 0});
  s.edges.push_back({2, o.max_n, 0, static_cast<long>(o.f_allowed.size()) - 1,
                     static_cast<long>(o.g_allowed.size()) - 1, 1, 7, 0, 1, o.identity_form ? 0 : 1});
  // the penalty's extremes, 2^10 and 2^-10, with the largest and the smallest step
  s.edges.push_back({3, o.max_n, 1, 0, 0, 1, 15, 0, o.max_T, 0});
  s.edges.push_back({4, 2, 0, 0, 0, 0, 14, 7, 1, 0});
  // Declared coverage (decode below): n and T are coordinates; m runs from 1 (the first edge point) to max_n with
  // A = [I_m | D] and to max_n + 1 with a dense A (the third edge point: 1 + n mod (n + 2)); beta is one of kBetas
  // (16 values, 2^-10 to 2^10, both ends edge points); every allowed f family; eta at (8 - k)/8 of 1/nu, or at (k +
  // 1)/9 of the interval (23), k in [0, 7].
  std::vector<std::string> families;
  for (const auto f : o.f_allowed) families.push_back(solvers::family_name(f));
  const double m_max = static_cast<double>(o.max_n) + (o.identity_form ? 0 : 1);
  s.reaches = {reach("n", 1, static_cast<double>(o.max_n)),
               reach("m", 1, m_max),
               reach("beta", 1.0 / 1024, 1024),
               reach("T", 1, static_cast<double>(o.max_T)),
               reach("f_family", families),
               o.strongly ? reach("eta_position", 1.0 / 9, 8.0 / 9) : reach("eta_position", 0.125, 1)};
  return s;
}

numeric::Interval point_iv(const hp_float& x, unsigned bits) {
  return numeric::Interval::from_mpfr_bounds(x.backend().data(), x.backend().data(), bits);
}

void set_contraction(Setup& s, const numeric::Interval& normAtB, unsigned bits) {
  s.l76 = lemma7_6_constants(s.inst.eta, s.nu, s.mu, s.inst.beta);  // printed formulas (local)
  auto c = bounds::chan_xie_zhao::lemma7_6_contraction(point_iv(s.nu, bits), point_iv(s.mu, bits),
                                                       point_iv(s.inst.g.mu_g(), bits), point_iv(s.inst.beta, bits),
                                                       normAtB, point_iv(s.inst.eta, bits));
  s.contraction.reset();
  s.contraction_error.clear();
  if (c.ok()) {
    s.contraction = *c;
    s.l76.L = solvers::hp_upper(c->L);  // certified upper end (safe side of every bound)
  } else {
    // no local fallback: checks that need 𝔏 or C_K are undecided with this reason
    s.contraction_error = c.error().message;
    s.l76.L = std::numeric_limits<double>::quiet_NaN();
  }
}

std::string hp_text(const hp_float& v) { return v.str(25); }
std::string vec_text(const HpVector& v) { return solvers::matrix_text(HpMatrix(v.transpose()), 25); }

HpVector stack(const HpVector& x, const HpVector& l) {
  HpVector z(x.size() + l.size());
  z << x, l;
  return z;
}

HpVector Setup::random_x() { return to_hp(solvers::random_rational_matrix(rng, inst.n(), 1, 12, 4)).col(0); }
HpVector Setup::random_lambda() { return to_hp(solvers::random_rational_matrix(rng, inst.m(), 1, 12, 4)).col(0); }

namespace {

// The ADMM penalty: the first eight (1/8 to 4) are those the pinned points were found at; the second eight widen it to
// six decades (issue 32: coverage).
const Rational kBetas[16] = {Rational(1),      Rational(1, 2), Rational(2),       Rational(1, 4),
                             Rational(4),      Rational(3, 4), Rational(3, 2),    Rational(1, 8),
                             Rational(1, 16),  Rational(8),    Rational(1, 64),   Rational(64),
                             Rational(1, 256), Rational(256),  Rational(1, 1024), Rational(1024)};

}  // namespace

Setup decode(const Point& p, const SetupOptions& o, unsigned bits) {
  Setup s;
  s.rng.seed(static_cast<std::uint64_t>(p[kSeed]) * 0x9E3779B97F4A7C15ull + 17u);
  auto& rng = s.rng;
  const auto n = static_cast<std::size_t>(p[kN]);
  const bool identity = !o.tall && (o.identity_form || p[kAform] == 0);
  std::size_t m;
  if (o.tall) {
    m = n + 1;
  } else if (identity) {
    m = static_cast<std::size_t>(std::max<long>(1, p[kN] - p[kMoff]));
  } else {
    m = static_cast<std::size_t>(1 + (p[kN] + 2 * p[kMoff]) % (p[kN] + 2));
  }
  const RationalMatrix A =
      solvers::random_A(rng, m, n, identity ? solvers::AForm::identity_block : solvers::AForm::dense);
  // g
  const GFamily gf = o.g_allowed[static_cast<std::size_t>(p[kG])];
  const Rational c2 = o.strongly ? Rational(uniform_int(rng, 1, 8), 4)
                                 : (gf == GFamily::quadratic ? Rational(uniform_int(rng, 1, 8), 4)
                                                             : Rational(uniform_int(rng, 0, 4), 4));
  s.inst.g = solvers::make_regularizer(rng, gf, m, c2);
  // B (ℓ = m): B_form 0..3 = −I, diagonal, zero, dense (the tall control has B = 0)
  long bform = o.tall ? 2 : p[kB];
  if (bform == 3 && !(gf == GFamily::quadratic)) bform = 1;  // dense B needs a quadratic g (exact 𝒢)
  constexpr solvers::BForm kBForms[4] = {solvers::BForm::minus_identity, solvers::BForm::diagonal, solvers::BForm::zero,
                                         solvers::BForm::dense};
  const RationalMatrix B = solvers::random_B(rng, m, kBForms[bform]);
  solvers::set_constraint(s.inst, A, B, solvers::random_c(rng, m));
  s.inst.B_diagonal = bform != 3;  // a dense draw takes the linear-solve 𝒢 even when it happens to be diagonal
  s.inst.beta = to_hp(kBetas[p[kBeta]]);
  // f_t
  s.T = p[kT];
  const long count = o.functions > 0 ? o.functions : 2 * s.T;
  const FFamily ff = o.f_allowed[static_cast<std::size_t>(p[kF])];
  Rational mu_decl(uniform_int(rng, 1, 4), 4);
  Rational nu_decl = mu_decl + Rational(uniform_int(rng, 0, 12), 4);
  for (long t = 0; t < count; ++t) {
    std::vector<Rational> spec;
    if (ff == FFamily::quadratic && o.strongly) {
      spec = solvers::random_spectrum_between(rng, n, mu_decl, nu_decl);
    } else if (ff == FFamily::quadratic) {
      for (std::size_t i = 0; i < n; ++i) spec.push_back(Rational(uniform_int(rng, i == 0 ? 1 : 0, 16), 4));
    }
    solvers::SmoothFunction f =
        solvers::random_smooth_function(rng, ff, n, spec, o.strongly ? mu_decl : Rational(0), bits);
    f.h = to_hp(solvers::random_rational_matrix(rng, n, 1, 4, 2)).col(0);
    s.fs.push_back(std::move(f));
  }
  s.nu = 0;
  s.mu = s.fs.front().mu;
  for (const auto& f : s.fs) {
    if (f.nu > s.nu) s.nu = f.nu;
    if (f.mu < s.mu) s.mu = f.mu;
  }
  if (s.nu < hp_float(1) / 64) s.nu = 1;  // (near-)affine f, e.g. all-zero data: also 1-smooth
  // ‖A‖ (certified upper) and η
  if (o.need_normA) {
    s.normA_iv = numeric::spectral_norm(A, bits).value();
    s.normA = solvers::hp_upper(*s.normA_iv);
  }
  if (o.strongly) {
    const RationalMatrix AtB = A.transpose() * B;
    const numeric::Interval nAtB_iv = numeric::spectral_norm(AtB, bits).value();
    const hp_float nAtB = solvers::hp_upper(nAtB_iv);
    auto [lo, hi] = eta_interval(s.nu, s.mu, s.inst.g.mu_g(), s.inst.beta, nAtB);
    s.eta_position = Rational(p[kEta] + 1, 9);
    s.inst.eta = lo + (hi - lo) * hp_float(p[kEta] + 1) / 9;
    set_contraction(s, nAtB_iv, bits);
  } else {
    s.eta_position = Rational(8 - p[kEta], 8);
    s.inst.eta = hp_float(8 - p[kEta]) / 8 / s.nu;
  }
  s.inst.prepare();
  s.point = p;
  s.f_family = ff;
  s.decoded = true;
  return s;
}

void describe(Setup& s) {
  if (!s.decoded || !s.description.empty()) return;
  const Point& p = s.point;
  const std::size_t n = s.inst.n(), m = s.inst.m();
  const auto& A = s.inst.A_exact;
  const auto& B = s.inst.B_exact;
  const GFamily gf = s.inst.g.family;
  const FFamily ff = s.f_family;
  auto& d = s.description;
  std::string pt;
  for (std::size_t i = 0; i < p.size(); ++i) pt += (i ? "," : "") + std::to_string(p[i]);
  d.emplace_back("point", pt);
  d.emplace_back("n", std::to_string(n));
  d.emplace_back("m", std::to_string(m));
  d.emplace_back("A", solvers::matrix_text(A));
  d.emplace_back("B", solvers::matrix_text(B));
  d.emplace_back("c", vec_text(s.inst.c));
  d.emplace_back("beta", kBetas[p[kBeta]].to_string());
  d.emplace_back("eta", hp_text(s.inst.eta));
  d.emplace_back("eta_position", s.eta_position.to_string());
  d.emplace_back("g", solvers::family_name(gf) + " c1=" + hp_text(s.inst.g.c1) + " c2=" + hp_text(s.inst.g.c2));
  d.emplace_back("f_family", solvers::family_name(ff));
  d.emplace_back("nu", hp_text(s.nu));
  d.emplace_back("mu", hp_text(s.mu));
  d.emplace_back("T", std::to_string(s.T));
  if (ff == FFamily::quadratic) {
    for (std::size_t t = 0; t < s.fs.size() && t < 4; ++t)
      d.emplace_back("H" + std::to_string(t + 1), solvers::matrix_text(s.fs[t].H_exact));
  }
}

}  // namespace privbound::proofs_check::chan_xie_zhao::detail
