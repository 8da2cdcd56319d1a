// Seed 001 (Cyffers, Bellet, Basu) claims on Algorithm 5, the general private ADMM (B.2, L718-L734;
// solvers/cyffers_bellet_basu/general_admm), one step computed on instances with a general A:
//   thm7.per_step_exact: the exact Renyi divergence of one released step u_{k+1} = T(u_k) + lambda eta (two Gaussians
//       N(T(u), lambda^2 sigma^2 I), N(T'(u), ...), D_alpha = alpha |T(u) - T'(u)|^2/(2 lambda^2 sigma^2)) against
//       Theorem 7's per-step value 8 alpha |A|_2^2 L^2 gamma^2/(sigma^2 n^2 omega_A^2) (L878)
//   thm7.per_step_exact_corrected: against 8 alpha L^2 gamma^2/(sigma^2 n^2 omega_A^2) (the corrected (27))
#include <algorithm>
#include <string>
#include <vector>

#include "common.hpp"
#include "privbound/bounds/cyffers_bellet_basu/cyffers_bellet_basu.hpp"
#include "privbound/solvers/cyffers_bellet_basu/general_admm.hpp"

namespace privbound::proofs_check::cyffers_bellet_basu {
namespace {

using numeric::hp_float;
using numeric::HpVector;
using numeric::Interval;
using numeric::Rational;
using numeric::RationalMatrix;
using numeric::ScopedHpPrecision;
namespace cbb = bounds::cyffers_bellet_basu;
namespace sv = solvers::cyffers_bellet_basu;

// A random instance from the point (p, extra, n, kind, seed, s, g, l, r): A = (s/4) G with G an (p + extra) x p matrix
// of entries k/4, |k| <= 4, from the seed; n data items f_i = phi(a_i^T x - b_i) (Huber with delta = 1/2 or logistic,
// L_i = 1), a_i entries k/4, b_i = k/4 with |k| <= 40; the neighbour changes item 0's b_0 to -b_0; u entries k/4,
// |k| <= 16; g = r zero or l1 (weight 1/2); gamma = g/4, lambda = l/4. `extremal` (the controls): p = m = n = 1, A =
// s/8, a_0 = 1, b_0 = 1000 (Huber), u = 0, where both x-updates sit on the linear parts and |T(u) - T'(u)| attains 4
// lambda L gamma/(n omega_A).
struct Instance {
  RationalMatrix A;
  sv::GeneralProblem D, D2;
  HpVector u;
  Interval L;
  long n = 1;
  std::vector<std::pair<std::string, std::string>> text;
};
Instance make_instance(const Point& pt, bool extremal, unsigned bits) {
  const auto p = static_cast<std::size_t>(pt[0]), m = p + static_cast<std::size_t>(pt[1]);
  Instance in;
  in.n = pt[2];
  solvers::Rng rng(static_cast<std::uint64_t>(pt[4]));
  const auto kind = pt[3] == 0 ? sv::Loss::huber : sv::Loss::logistic;
  in.A = extremal ? RationalMatrix(1, 1) : solvers::random_rational_matrix(rng, m, p, 4, 4);
  if (extremal) in.A(0, 0) = Rational(1, 2);
  in.A = Rational(pt[5], 4) * in.A;
  Rational max_aa(0);
  for (long i = 0; i < in.n; ++i) {
    sv::LocalLoss f;
    f.kind = kind;
    const RationalMatrix a = extremal ? RationalMatrix::identity(1) : solvers::random_rational_matrix(rng, p, 1, 4, 4);
    f.a = solvers::to_hp(a).col(0);
    f.b = extremal ? hp_float(1000) : solvers::to_hp(Rational(solvers::uniform_int(rng, -40, 40), 4));
    f.delta = solvers::to_hp(Rational(1, 2));
    max_aa = std::max(max_aa, numeric::dot(a, a));
    in.D.f.push_back(f);
  }
  in.D2.f = in.D.f;
  in.D2.f[0].b = -in.D.f[0].b;
  in.L = sqrt(Interval::from_rational(max_aa, bits));  // max_i |a_i| (the neighbour's a_0 is a_0)
  in.D.r = in.D2.r =
      solvers::make_regularizer(rng, pt[8] == 0 ? solvers::GFamily::zero : solvers::GFamily::l1, m, Rational(1, 2));
  in.D.A = in.D2.A = solvers::to_hp(in.A);
  in.u = extremal ? HpVector(HpVector::Zero(static_cast<Eigen::Index>(m)))
                  : HpVector(solvers::to_hp(solvers::random_rational_matrix(rng, m, 1, 16, 4)).col(0));
  in.text = {{"A", "(" + frac(pt[5], 4) + ") " + (extremal ? std::string("1/2 (1 x 1)") : "G (seed)")},
             {"A (exact)", solvers::matrix_text(in.A)},
             {"n", str(in.n)},
             {"loss", sv::loss_name(kind)},
             {"seed", str(pt[4])},
             {"neighbour", "b_0' = -b_0"},
             {"g", pt[8] == 0 ? "0" : "l1"},
             {"gamma", frac(pt[6], 4)},
             {"lambda", frac(pt[7], 4)}};
  return in;
}

// The exact one-step divergence per alpha, |T(u) - T'(u)|^2/(2 lambda^2 sigma^2) at sigma = 1 (both sides scale as
// alpha/sigma^2), against thm7_rho(K = 1) printed or corrected; `quarter` (the controls) divides the bound by 4.
Verdict per_step_check(const Point& pt, bool extremal, bool corrected, bool quarter, unsigned bits) {
  ScopedHpPrecision prec(hp_bits(bits));
  const Instance in = make_instance(pt, extremal, bits);
  const hp_float gamma = solvers::to_hp(Rational(pt[6], 4)), lambda = solvers::to_hp(Rational(pt[7], 4));
  const HpVector eta = HpVector::Zero(in.u.size());  // the noise is common to both: the difference is T(u) - T'(u)
  auto a = sv::alg5_step(in.D, in.u, gamma, lambda, eta);
  auto b = sv::alg5_step(in.D2, in.u, gamma, lambda, eta);
  if (!a.ok() || !b.ok()) return undecided(!a.ok() ? a.error().message : b.error().message);
  const hp_float exact = (a->u - b->u).squaredNorm() / (2 * lambda * lambda);
  auto rho = cbb::thm7_rho(1, in.A, in.L, iv(pt[6], 4, bits), Interval::from_int(1, bits), in.n, corrected, bits);
  if (!rho.ok()) return undecided(rho.error().message);
  const Interval bound = quarter ? *rho / 4 : *rho;
  const hp_float rhs = solvers::hp_upper(bound);
  Verdict v = verdict_le(to_d(exact), to_d(rhs), to_d(rhs), tolerance(hp_bits(bits)));
  v.instance = in.text;
  v.note = "|T(u) - T'(u)| = " + std::to_string(to_d(hp_float(sqrt(2 * exact) * lambda)));
  return v;
}

}  // namespace

std::vector<Claim> algorithm5_claims() {
  std::vector<Claim> out;
  const Space s{{{"p", 1, 3},
                 {"extra", 0, 1},
                 {"n", 1, 6},
                 {"kind", 0, 1},
                 {"seed", 0, 999999},
                 {"s", 1, 16},
                 {"g", 1, 16},
                 {"l", 1, 4},
                 {"r", 0, 1}},
                {{1, 0, 1, 0, 0, 1, 1, 1, 0},
                 {1, 0, 1, 0, 3, 2, 4, 4, 0},
                 {2, 1, 3, 1, 17, 1, 16, 1, 1},
                 {3, 0, 6, 0, 5, 16, 1, 2, 0}},
                {reach("A", {"(0.25) G (seed)", "(4) G (seed)"}),  // A = (s/4) G, s in [1, 16] (edges 1, 16)
                 reach("n", 1, 6),                                 // n in [1, 6] (edges 1, 6)
                 reach("loss", {"huber", "logistic"}),             // kind 0, 1 (both edges)
                 reach("g", {"0", "l1"}),                          // r 0, 1 (both edges)
                 reach("gamma", 0.25, 4),                          // gamma = g/4, g in [1, 16] (edges 1, 16)
                 reach("lambda", 0.25, 1)}};                       // lambda = l/4, l in [1, 4] (edges 1, 4)
  // A = s/8 < 2 on the extremal instance: its exact divergence, 8 gamma^2/A^2, is above both bounds divided by 4
  const Space control{{{"s", 1, 12}}, {{1}, {12}}};
  const char* hyp =
      "A = (s/4) G, G (p + extra) x p with entries k/4 (full column rank, else skipped), n items phi(a_i^T x - b_i) "
      "(Huber or logistic, 1-Lipschitz in s, L = max_i |a_i|), the neighbour's b_0' = -b_0, g zero or l1, random u, "
      "gamma = g/4, lambda = l/4, sigma = 1 (both sides scale as alpha/sigma^2)";
  {
    Claim c = make(
        "thm7.per_step_exact", "proof of Theorem 7 (L874-L878), Algorithm 5 (B.2, L724-L734)",
        "One step of Algorithm 5 releases u_{k+1} = T(u_k) + lambda eta: the exact Renyi divergence alpha |T(u) - "
        "T'(u)|^2/(2 lambda^2 sigma^2) between neighbours is at most the per-step 8 alpha |A|_2^2 L^2 gamma^2/(sigma^2 "
        "n^2 omega_A^2) (the step computed on a general A).",
        hyp, s, [](const Point& p, unsigned bits) { return per_step_check(p, false, false, false, bits); }, control,
        "the extremal instance (A = s/8, one Huber item saturated), the bound divided by 4",
        [](const Point& p, unsigned bits) {
          return per_step_check({1, 0, 1, 0, 0, p[0], 4, 4, 0}, true, false, true, bits);
        });
    c.expected = {Status::violated, "cyffers_bellet_basu.E1"};
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "thm7.per_step_exact_corrected", "proof of Theorem 7 (L874-L878), Algorithm 5 (B.2, L724-L734)",
        "With the corrected (27): the exact one-step divergence of Algorithm 5 is at most 8 alpha L^2 gamma^2/(sigma^2 "
        "n^2 omega_A^2).",
        hyp, s, [](const Point& p, unsigned bits) { return per_step_check(p, false, true, false, bits); }, control,
        "the extremal instance, the bound divided by 4",
        [](const Point& p, unsigned bits) {
          return per_step_check({1, 0, 1, 0, 0, p[0], 4, 4, 0}, true, true, true, bits);
        });
    c.form = Form::corrected;
    out.push_back(std::move(c));
  }
  return out;
}

}  // namespace privbound::proofs_check::cyffers_bellet_basu
