// Seed 003 (Liu et al.) claims, first wave (Section III's privacy calibration and Section II-B's smoothing):
//   thm2.experiments         Theorem 2's conditions admit some (theta, T) at Table II's (n, b), delta = 5e-4 and
//                            every eps of Fig. 2 (L533) (the paper runs DP-SADMM there with Theorem 2's sigma^2)
//   thm2.above_eps_min       they do for every eps above eps_min = log(1/delta)/(log(n/(2.5 b)) - 1)
//   thm2.derivation          Theorem 2's sigma^2 is Lemma 2(b) at varsigma = b/n, Delta = 2l/b composed T times
//                            (Lemma 3) and converted by Lemma 1 at split theta: exactly eps; its two conditions
//                            are Lemma 2(b)'s validity conditions
//   thm2.accountant          Theorem 2's sigma^2 is (eps, delta)-DP by the accountant (and by how much)
//   lemma2b                  Lemma 2(b) is at least the exact Renyi divergence of the mechanism on one pair of
//                            neighbours (a lower bound of its RDP)
//   ls.spectrum              the eigenvalues of the matrix printed at L138 are 1 + 2 nu - 2 nu cos(2 pi i/d_1)
//   ls.fft_solve             (2) solves Q_nu q = a
//   ls.tau_closed            Remark 1's closed form (p reconstructed) equals the sum defining tau
//   remark1.tau_decreasing   tau decreases strictly in d_1 and in nu (L451)
//   table1.tau_below_one     tau < 1 (Table I's caption, L40)
#include <algorithm>
#include <cmath>
#include <complex>
#include <string>
#include <vector>

#include "common.hpp"
#include "privbound/bounds/accounting/rdp.hpp"
#include "privbound/bounds/accounting/subsampled.hpp"
#include "privbound/bounds/liu_geng/liu_geng.hpp"
#include "privbound/bounds/liu_geng/settings.hpp"
#include "privbound/numeric/decimal.hpp"
#include "privbound/proofs_check/check_util.hpp"
#include "privbound/proofs_check/liu_geng/liu_geng.hpp"

namespace privbound::proofs_check::liu_geng {
namespace {

using numeric::hp_float;
using numeric::HpMatrix;
using numeric::HpVector;
using numeric::Interval;
using numeric::Rational;
using numeric::Result;
namespace lg = bounds::liu_geng;

// An enclosure for a note: its lower end to `digits` digits.
std::string shown_mid(const Interval& x, int digits) { return x.lower_decimal(digits); }

// Table II's datasets (n = training size, b) and Fig. 2's eps grid (bounds/liu_geng/settings.hpp).
struct DatasetRow {
  std::string name;
  long n, b;
};
DatasetRow dataset(long k) {
  const auto& d = bounds::liu_geng::table2()[static_cast<std::size_t>(k)];
  return {d.name, d.train, d.batch};
}
const std::vector<std::string>& eps_grid() { return bounds::liu_geng::exp_eps(); }

// ---- Theorem 2 ---------------------------------------------------------------------------------------
// The (theta, T) set at dataset k and eps (text); holds when non-empty (certified witness), violated when
// certified empty; lhs = eps_min, rhs = eps.
Verdict set_check(long k, const Interval& eps, const std::string& eps_text, unsigned bits) {
  const DatasetRow d = dataset(k);
  auto s = lg::thm2_admissible(eps, dec(bounds::liu_geng::exp_delta(), bits), d.n, d.b);
  if (!s.ok()) return undecided(s.error().message);
  Verdict v = certified_le(s->eps_min, eps, std::max(1e-300, eps.upper_double()));
  v.status = s->nonempty ? Status::holds : s->empty ? Status::violated : Status::undecided;
  v.note = s->nonempty ? "witness theta = " + std::to_string(s->theta) + ", T = " + str(s->T) + " (T in [" +
                             std::to_string(s->T_lo) + ", " + std::to_string(s->T_hi) + "])"
           : s->empty ? "certified empty: eps = " + eps_text + " <= eps_min = " + shown_mid(s->eps_min, 8)
                      : "no witness on the theta grid";
  v.instance = {{"dataset", d.name}, {"n", str(d.n)}, {"b", str(d.b)}, {"delta", "5e-4"}, {"eps", eps_text}};
  return v;
}

// eps = eps_min (1 + e/16) (e > 0) or eps_min (1 - e/64) (e < 0), rounded up to 2^-40.
Verdict scaled_set_check(long k, long e, unsigned bits) {
  const DatasetRow d = dataset(k);
  auto em = lg::thm2_eps_min(dec(bounds::liu_geng::exp_delta(), bits), d.n, d.b);
  if (!em.ok()) return undecided(em.error().message);
  const double f = e > 0 ? 1 + static_cast<double>(e) / 16 : 1 - static_cast<double>(-e) / 64;
  const double target = em->upper_double() * f;
  const Rational q(static_cast<long>(std::ceil(std::ldexp(target, 40))), 1L << 40);
  return set_check(k, Interval::from_rational(q, bits), q.to_string() + " (eps_min x " + std::to_string(f) + ")", bits);
}

// A point inside Theorem 2's conditions: dataset k, eps = eps_min (1 + e/16) (rounded up to 2^-30), theta = j/4096,
// T at fraction t/1000 of [T_lo, T_hi] (rounded up, at most floor(T_hi)), with the certified conditions and sigma^2 (l
// = 1).
struct Thm2Point {
  DatasetRow d;
  Rational eps_q;
  Interval eps, delta, theta, l, sigma2;
  lg::Thm2Conditions c;
  long j = 0, T = 0;
  std::vector<std::pair<std::string, std::string>> text() const {
    return {
        {"dataset", d.name},         {"n", str(d.n)}, {"b", str(d.b)}, {"delta", "5e-4"}, {"eps", eps_q.to_string()},
        {"theta", str(j) + "/4096"}, {"T", str(T)},   {"l", "1"}};
  }
};
Result<Thm2Point> thm2_point(long k, long e, long j, long t, unsigned bits) {
  Thm2Point p;
  p.d = dataset(k);
  p.j = j;
  p.delta = dec(bounds::liu_geng::exp_delta(), bits);
  p.l = Interval::from_int(1, bits);
  PB_TRY(Interval em, lg::thm2_eps_min(p.delta, p.d.n, p.d.b));
  p.eps_q = Rational(static_cast<long>(std::ceil(std::ldexp(em.upper_double() * (1 + e / 16.0), 30))), 1L << 30);
  p.eps = Interval::from_rational(p.eps_q, bits);
  p.theta = Interval::from_rational(Rational(j, 4096), bits);
  const auto [lo, hi] = lg::thm2_t_range(p.eps.mid_double(), p.delta.mid_double(), j / 4096.0, p.d.n, p.d.b);
  if (!(hi >= lo) || hi > 1e12) return numeric::Error{numeric::ErrorKind::invalid_input, "no T at this theta"};
  // rounded up, but not past T_hi (at t = 1000 the ceiling of T_hi would leave the set)
  p.T = std::max(1L, std::min(static_cast<long>(std::ceil(lo + (hi - lo) * static_cast<double>(t) / 1000)),
                              static_cast<long>(std::floor(hi))));
  PB_TRY(Interval s2, lg::thm2_sigma2(p.eps, p.delta, p.theta, p.T, p.d.n, p.d.b, p.l));
  PB_TRY(lg::Thm2Conditions c, lg::thm2_conditions(p.eps, p.delta, p.theta, p.T, p.d.n, p.d.b));
  p.sigma2 = s2;
  p.c = c;
  return p;
}

// Theorem 2 from its ingredients: the conversion of Lemma 1 at alpha(theta) of T times Lemma 2(b)'s RDP at varsigma
// = b/n, Delta = `sens_num` l/b (2: the derivation; 1: the control) and Theorem 2's sigma^2 equals eps.
Verdict derivation_check(long k, long e, long j, long t, long sens_num, unsigned bits) {
  auto pt = thm2_point(k, e, j, t, bits);
  if (!pt.ok()) return undecided(pt.error().message);
  const DatasetRow& d = pt->d;
  const Interval rate = Interval::from_int(d.b, bits) / Interval::from_int(d.n, bits);
  const Interval sens = Interval::from_int(sens_num, bits) * pt->l / Interval::from_int(d.b, bits);
  // Lemma 2(b) at this sensitivity; its validity conditions must hold where Theorem 2's do (for Delta = 2l/b; the
  // control evaluates the lemma's expression without them)
  auto step = sens_num == 2 ? lg::lemma2b_rdp(pt->c.alpha, rate, sens, pt->sigma2)
                            : Result<Interval>(5 * sqr(rate) * pt->c.alpha * sqr(sens) / pt->sigma2);
  if (!step.ok()) return undecided(step.error().message);
  auto derived = bounds::accounting::eps_from_rdp(pt->c.alpha, Interval::from_int(pt->T, bits) * *step, pt->delta,
                                                  bounds::accounting::RdpConversion::mironov);
  if (!derived.ok()) return undecided(derived.error().message);
  // equality: |derived - eps| within the precision's tolerance
  const double ed = pt->eps.mid_double();
  const Interval diff = abs(*derived - pt->eps);
  Verdict v = certified_le(diff, Interval::from_double(tolerance(bits) * ed, bits), ed);
  v.lhs = derived->mid_double(), v.rhs = ed;
  v.note = "Lemma 1 o Lemma 3 o Lemma 2(b) with Delta = " + str(sens_num) +
           "l/b gives eps = " + shown_mid(*derived, 12) + " against " + shown_mid(pt->eps, 12) +
           " (alpha = " + shown_mid(pt->c.alpha, 8) + ", sigma^2 = " + shown_mid(pt->sigma2, 8) + ")";
  v.instance = pt->text();
  v.instance.emplace_back("Delta", str(sens_num) + " l/b");
  return v;
}

// Theorem 2's sigma^2 (divided by `shrink`, 1 inside; the control shrinks it 10^4-fold) through the accountant
// (thm2_eps_accountant: the same mechanism, Wang-Balle-Kasiviswanathan's RDP) against the target eps.
Verdict accountant_check(long k, long e, long j, long t, long shrink, unsigned bits) {
  auto pt = thm2_point(k, e, j, t, bits);
  if (!pt.ok()) return undecided(pt.error().message);
  auto acc =
      lg::thm2_eps_accountant(pt->sigma2 / Interval::from_int(shrink, bits), pt->T, pt->d.n, pt->d.b, pt->l, pt->delta);
  if (!acc.ok()) return undecided(acc.error().message);
  Verdict v = certified_le(acc->eps, pt->eps, pt->eps.mid_double());
  v.note = "the accountant's eps " + shown_mid(acc->eps, 10) + " (order " + str(acc->alpha) + ") against the target " +
           shown_mid(pt->eps, 10) + ": Theorem 2 is " + std::to_string(pt->eps.mid_double() / acc->eps.mid_double()) +
           " times conservative";
  v.instance = pt->text();
  if (shrink != 1) v.instance.emplace_back("control", "sigma^2 / " + str(shrink));
  return v;
}

// ---- Lemma 2(b) against the exact divergence of one pair --------------------------------------------------
// With q(D^) the sum over the batch of h(x), h(x_i) = Delta e_1, h(x_i') = 0 and h = 0 elsewhere, the outputs on D and
// D' (x_i replaced by x_i') are (1 - varsigma) N(0, sigma^2) + varsigma N(Delta, sigma^2) and N(0, sigma^2) (x_i is in
// a batch of b out of n with probability varsigma = b/n); Delta_2(q) = Delta. Their Renyi divergence of order alpha
// is accounting::rdp_subsampled_gaussian(alpha, varsigma, sigma/Delta) (exact, certified), a lower bound of the
// mechanism's RDP, so Lemma 2(b)'s 5 varsigma^2 alpha Delta^2/sigma^2 must be at least it. alpha integer,
// varsigma = 2^-kq, sigma^2/Delta^2 = ratio; `check_validity` false for the control (sigma^2/Delta^2 < 1.5).
Verdict lemma2b_check(long alpha, long kq, const Rational& ratio, bool check_validity, unsigned bits) {
  const Interval a = Interval::from_int(alpha, bits);
  const Interval rate = Interval::from_rational(Rational(1, 1L << kq), bits);
  const Interval r = Interval::from_rational(ratio, bits), one = Interval::from_int(1, bits);
  Interval claimed = 5 * sqr(rate) * a / r;
  if (check_validity) {
    auto c = lg::lemma2b_rdp(a, rate, one, r);
    if (!c.ok()) return undecided(c.error().message);
    claimed = *c;
  }
  auto exact = bounds::accounting::rdp_subsampled_gaussian(a, rate, sqrt(r));
  if (!exact.ok()) return undecided(exact.error().message);
  auto upper = bounds::accounting::rdp_wor_gaussian(a, rate, sqrt(r));
  Verdict v = certified_le(*exact, claimed, std::max(1e-300, claimed.upper_double()));
  v.note = "exact divergence of the pair " + shown_mid(*exact, 8) + " against Lemma 2(b)'s " + shown_mid(claimed, 8) +
           (upper.ok() ? " (Wang-Balle-Kasiviswanathan's upper bound: " + shown_mid(*upper, 8) + ")" : "");
  v.instance = {{"alpha", str(alpha)},
                {"varsigma", "2^-" + str(kq)},
                {"sigma^2/Delta^2", ratio.to_string()},
                {"validity", check_validity ? "Lemma 2(b)'s conditions hold" : "sigma^2/Delta^2 < 1.5 (control)"}};
  return v;
}

// ---- Laplacian smoothing -----------------------------------------------------------------------------
hp_float nu_of(long k) { return hp_float(k) / 4; }

Verdict spectrum_check(long d1, long k, bool corners, unsigned bits) {
  const unsigned w = std::min(bits, 256u);
  numeric::ScopedHpPrecision prec(w);
  const hp_float nu = nu_of(k);
  Eigen::SelfAdjointEigenSolver<HpMatrix> es(q_matrix(d1, nu, corners));
  std::vector<hp_float> formula;
  const hp_float pi = boost::multiprecision::acos(hp_float(-1));
  for (long i = 1; i <= d1; ++i) formula.push_back(1 + 2 * nu - 2 * nu * cos(2 * pi * i / d1));
  std::sort(formula.begin(), formula.end());
  hp_float worst = 0;
  long at = 0;
  for (long i = 0; i < d1; ++i) {
    const hp_float e = abs(es.eigenvalues()(i) - formula[static_cast<std::size_t>(i)]);
    if (e > worst) worst = e, at = i;
  }
  const double scale = to_d(1 + 4 * nu);
  Verdict v = verdict_le(to_d(worst), 0.0, scale, tolerance(w));
  v.note = "largest gap between the sorted eigenvalues and the formula: " + worst.str(6) + " (at rank " + str(at) + ")";
  v.instance = {{"d1", str(d1)}, {"nu", str(k) + "/4"}, {"matrix", corners ? "L138 (circulant)" : "no corners"}};
  return v;
}

// (2): q = ifft(fft(a)/(1 - nu fft(phi))) with phi = [-2, 1, 0, ..., 0, 1] (a plain O(d_1^2) DFT in hp), against
// Q_nu q = a. `sign` = -1 flips phi (the control).
Verdict fft_check(long d1, long k, long seed, int sign, unsigned bits) {
  const unsigned w = std::min(bits, 256u);
  numeric::ScopedHpPrecision prec(w);
  using C = std::complex<hp_float>;
  const hp_float nu = nu_of(k);
  const hp_float pi = boost::multiprecision::acos(hp_float(-1));
  HpVector a(d1);
  std::uint64_t s = static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 2;
  for (long i = 0; i < d1; ++i) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    a(i) = hp_float(static_cast<long>(s >> 58) - 32) / 8;
  }
  std::vector<hp_float> phi(static_cast<std::size_t>(d1), hp_float(0));
  phi[0] += -2 * sign;
  phi[static_cast<std::size_t>(1 % d1)] += sign;
  phi[static_cast<std::size_t>((d1 - 1) % d1)] += sign;
  auto dft = [&](auto get, int dir) {
    std::vector<C> out(static_cast<std::size_t>(d1));
    for (long m = 0; m < d1; ++m) {
      C acc(0, 0);
      for (long j = 0; j < d1; ++j) {
        const hp_float ang = -dir * 2 * pi * hp_float(m * j % d1) / d1;
        acc += get(j) * C(cos(ang), sin(ang));
      }
      out[static_cast<std::size_t>(m)] = acc;
    }
    return out;
  };
  const auto fa = dft([&](long j) { return C(a(j), 0); }, 1);
  const auto fphi = dft([&](long j) { return C(phi[static_cast<std::size_t>(j)], 0); }, 1);
  std::vector<C> ratio(static_cast<std::size_t>(d1));
  for (std::size_t m = 0; m < ratio.size(); ++m) ratio[m] = fa[m] / (C(1, 0) - nu * fphi[m]);
  const auto q = dft([&](long j) { return ratio[static_cast<std::size_t>(j)]; }, -1);
  HpVector qr(d1);
  hp_float imag = 0;
  for (long i = 0; i < d1; ++i) {
    qr(i) = q[static_cast<std::size_t>(i)].real() / d1;
    imag = std::max(imag, hp_float(abs(q[static_cast<std::size_t>(i)].imag() / d1)));
  }
  const hp_float res = (q_matrix(d1, nu, true) * qr - a).norm();
  const double scale = std::max(1.0, to_d(a.norm()));
  const double gap = to_d(res + imag);
  // a zero denominator (non-finite q) means (2) does not solve the system: a violation
  Verdict v = verdict_le(std::isfinite(gap) ? gap : 1e300, 0.0, scale, tolerance(w));
  v.note = "|Q_nu q - a| = " + res.str(6) + " (largest imaginary part " + imag.str(3) + ")";
  v.instance = {{"d1", str(d1)},
                {"nu", str(k) + "/4"},
                {"seed", str(seed)},
                {"phi", sign > 0 ? "[-2, 1, 0, ..., 0, 1] (printed)" : "[2, -1, 0, ..., 0, -1] (control)"}};
  return v;
}

// tau by the sum against Remark 1's closed form (certified), nu = k/4 (k >= 1). `other_root` (the control) uses
// p = (1 + 2 nu + sqrt(4 nu + 1))/(2 nu) > 1.
Verdict tau_closed_check(long d1, long k, bool other_root, unsigned bits) {
  const Interval nu = Interval::from_rational(Rational(k, 4), bits);
  auto sum = lg::ls_tau(d1, nu);
  if (!sum.ok()) return undecided(sum.error().message);
  Interval closed(bits);
  if (other_root) {
    const Interval s = sqrt(4 * nu + 1), p = (1 + 2 * nu + s) / (2 * nu);
    const Interval pd = pow(p, d1);
    closed = (1 + pd) / ((1 - pd) * s);
  } else {
    auto c = lg::ls_tau_closed(d1, nu);
    if (!c.ok()) return undecided(c.error().message);
    closed = *c;
  }
  // two certified enclosures of one number overlap; disjoint enclosures are a certified violation
  Verdict v;
  v.status = sum->overlaps(closed) ? Status::holds : Status::violated;
  v.lhs = sum->mid_double(), v.rhs = closed.mid_double();
  v.slack = v.status == Status::holds ? 0.0 : -abs(*sum - closed).lower_double() / std::max(1e-300, std::abs(v.lhs));
  v.note = "sum " + shown_mid(*sum, 20) + ", closed form " + shown_mid(closed, 20);
  v.instance = {
      {"d1", str(d1)}, {"nu", str(k) + "/4"}, {"p", other_root ? "the root > 1 (control)" : "the root in (0, 1)"}};
  return v;
}

// tau(d_1 + 1, nu) < tau(d_1, nu) and tau(d_1, nu + 1/4) < tau(d_1, nu), certified, nu = k/4.
Verdict decreasing_check(long d1, long k, unsigned bits) {
  auto t = [&](long d, long kk) { return lg::ls_tau_closed(d, Interval::from_rational(Rational(kk, 4), bits)); };
  auto a = t(d1, k), b = t(d1 + 1, k), c = t(d1, k + 1);
  if (!a.ok() || !b.ok() || !c.ok()) return undecided("tau failed");
  const Interval gap = min(*a - *b, *a - *c);
  Verdict v = certified_lt(Interval::from_int(0, bits), gap, std::max(1e-300, a->upper_double()), Status::undecided);
  v.note = "tau(d_1, nu) = " + shown_mid(*a, 12) + ", tau(d_1 + 1, nu) = " + shown_mid(*b, 12) +
           ", tau(d_1, nu + 1/4) = " + shown_mid(*c, 12);
  v.instance = {{"d1", str(d1)}, {"nu", str(k) + "/4"}};
  return v;
}

// tau < 1 (certified), nu = k/4.
Verdict below_one_check(long d1, long k, unsigned bits) {
  auto t = lg::ls_tau_closed(d1, Interval::from_rational(Rational(k, 4), bits));
  if (!t.ok()) return undecided(t.error().message);
  Verdict v = certified_lt(*t, Interval::from_int(1, bits), 1.0, Status::undecided);
  v.note = "tau = " + shown_mid(*t, 15);
  v.instance = {{"d1", str(d1)}, {"nu", str(k) + "/4"}};
  return v;
}

// Theorem 2's (dataset, eps = eps_min (1 + e/16), theta, T at fraction t/1000 of its range). theta = j/4096 with
// j = round(2^(m/8)), m in [0, 93]: a log scale from 1/4096 to 3158/4096 = 0.771 (Theorem 2's conditions allow
// theta up to about 0.8 at Table II's settings; a draw outside them is undecided). The edge points m = 0, 24, 8 are
// j = 1, 8, 2, the points pinned before the scale was widened (when j itself was the coordinate, in [1, 64]); m = 88
// (theta = 1/2) is a fifth edge.
long theta_4096(long m) { return std::lround(std::exp2(static_cast<double>(m) / 8)); }
Space thm2_space() {
  Space s;
  s.coords = {{"dataset", 0, 3}, {"e", 1, 64}, {"theta_log", 0, 93}, {"t", 0, 1000}};
  s.edges = {{0, 16, 0, 0}, {1, 16, 0, 1000}, {2, 64, 24, 500}, {3, 8, 8, 0}, {0, 16, 88, 500}};
  // eps = eps_min (1 + e/16) and T are derived jointly with the dataset: not declared
  s.reaches = {table2_datasets_reach(),           // dataset in [0, 3], each an edge
               reach("theta", 1.0 / 4096, 0.5)};  // the edges m = 0 and 88
  return s;
}

}  // namespace

std::vector<Claim> claims() {
  std::vector<Claim> out;
  {
    Space s;  // dataset (Table II row), eps index in Fig. 2's grid
    s.coords = {{"dataset", 0, 3}, {"eps", 0, 5}};
    s.edges = {{0, 5}, {1, 5}, {2, 5}, {3, 5}, {3, 0}};
    s.reaches = {table2_datasets_reach(),  // dataset in [0, 3], each an edge
                 reach("eps", 0.05, 1)};   // Fig. 2's grid {0.05, ..., 1}, index in [0, 5] (edges 0, 5)
    auto grid_check = [](const Point& p, unsigned bits) {
      const std::string& e = eps_grid()[static_cast<std::size_t>(p[1])];
      return set_check(p[0], dec(e, bits), e, bits);
    };
    Claim c =
        make("liu_geng.thm2.experiments", "Theorem 2 (L294) at the experiments (Table II, L494-L498; L533)",
             "Theorem 2's conditions (alpha <= log(theta eps n^3/(5 alpha b^3 T + theta eps b n^2)) and 5 alpha "
             "b^2 T/(theta eps n^2) >= 1.5) hold for some theta in (0, 1) and integer T >= 1 at Table II's (n, b), "
             "delta = 5e-4 and each eps in {0.05, 0.1, 0.2, 0.4, 0.8, 1}.",
             "n = training size, b = mini-batch size of Table II", s, grid_check,
             Space{{{"dataset", 0, 3}}, {{0}, {3}}}, "eps = eps_min (1 - 1/64) on each dataset",
             [](const Point& p, unsigned bits) { return scaled_set_check(p[0], -1, bits); });
    c.expected = {Status::violated, "liu_geng.E1"};
    out.push_back(std::move(c));
    Claim a = make(
        "liu_geng.thm2.above_eps_min", "Theorem 2 (L294), corrected range (E1)",
        "For every eps > eps_min = log(1/delta)/(log(n/(2.5 b)) - 1) Theorem 2's conditions hold for some "
        "theta and integer T >= 1 (eps = eps_min (1 + e/16)).",
        "Table II's (n, b), delta = 5e-4",
        // dataset in [0, 3] (2 by the random points: four values); e is named only inside the eps text
        Space{{{"dataset", 0, 3}, {"e", 1, 160}}, {{0, 1}, {3, 1}, {1, 160}}, {table2_datasets_reach()}},
        [](const Point& p, unsigned bits) { return scaled_set_check(p[0], p[1], bits); },
        Space{{{"dataset", 0, 3}, {"e", 1, 63}}, {{0, 1}, {3, 63}}}, "eps = eps_min (1 - e/64): certified empty",
        [](const Point& p, unsigned bits) { return scaled_set_check(p[0], -p[1], bits); });
    a.form = Form::corrected;
    out.push_back(std::move(a));
  }
  {
    const Space s = thm2_space();
    Claim c = make(
        "liu_geng.thm2.derivation", "Theorem 2 (L294) from Lemmas 1, 2(b), 3 (L94-L98)",
        "With the mini-batch mean of l-Lipschitz gradients (sensitivity Delta = 2l/b under replace-one) and "
        "varsigma = b/n, Lemma 2(b) per step, composed T times by Lemma 3 and converted by Lemma 1 at Theorem 2's "
        "alpha, gives exactly eps at Theorem 2's sigma^2 = 20 alpha T l^2/(theta eps n^2), and Lemma 2(b)'s validity "
        "conditions hold wherever Theorem 2's do.",
        "Theorem 2's conditions certified at (theta, T); eps = eps_min (1 + e/16), theta = j/4096", s,
        [](const Point& p, unsigned bits) { return derivation_check(p[0], p[1], theta_4096(p[2]), p[3], 2, bits); },
        Space{{{"dataset", 0, 3}}, {{0}, {3}}}, "Delta = l/b (add/remove of one record) in place of 2l/b",
        [](const Point& p, unsigned bits) { return derivation_check(p[0], 16, 1, 500, 1, bits); });
    out.push_back(std::move(c));
  }
  {
    const Space s = thm2_space();
    Claim c = make(
        "liu_geng.thm2.accountant", "Theorem 2 (L294) against the accountant",
        "At Theorem 2's sigma^2 (its conditions certified), T steps of Algorithm 2's mechanism (batch of b of n "
        "without replacement, Delta = 2l/b) are (eps, delta)-DP by the accountant (Wang-Balle-Kasiviswanathan's "
        "Theorem 9 RDP, best integer order <= 256): the accountant's eps is at most the target.",
        "as thm2.derivation", s,
        [](const Point& p, unsigned bits) { return accountant_check(p[0], p[1], theta_4096(p[2]), p[3], 1, bits); },
        Space{{{"dataset", 0, 3}}, {{0}, {3}}}, "sigma^2 divided by 10^4",
        [](const Point& p, unsigned bits) { return accountant_check(p[0], 16, 1, 500, 10000, bits); });
    c.cost = Cost::expensive;
    out.push_back(std::move(c));
  }
  {
    Space s;  // varsigma = 2^-kq, sigma^2/Delta^2 = 1.5 2^(m/4), alpha at fraction u/100 of [2, alpha_max]
    s.coords = {{"kq", 5, 40}, {"m", 0, 80}, {"u", 0, 100}};
    s.edges = {{5, 0, 0}, {6, 0, 100}, {20, 40, 100}, {40, 80, 100}, {30, 0, 50}, {40, 0, 100}};
    s.reaches = {reach("varsigma", {"2^-5", "2^-40"}),    // varsigma = 2^-kq, kq in [5, 40] (edges 5, 40)
                 reach("sigma^2/Delta^2", 1.5, 1572864),  // 1.5 2^(m/4), m in [0, 80] (edges 0, 80): 1.5 .. 1.5 2^20
                 // alpha = 2 + floor((kq log 2 - log(1 + r) - 2) u/100): 2 at the edge (5, 0, 0), its largest value
                 // 2 + floor(40 log 2 - log 2.5 - 2) = 26 at the edge (40, 0, 100)
                 reach("alpha", 2, 26)};
    auto ratio_of = [](long m) {
      // 1.5 2^(m/4) rounded up to 2^-20 (>= 1.5 exactly at m = 0)
      return Rational(static_cast<long>(std::ceil(1.5 * std::ldexp(std::pow(2.0, m / 4.0), 20))), 1L << 20);
    };
    Claim c = make(
        "liu_geng.lemma2b", "Lemma 2(b) (L96), from [32]",
        "5 varsigma^2 alpha Delta^2/sigma^2 is at least the Renyi divergence of order alpha between the "
        "outputs on one pair of neighbours, (1 - varsigma) N(0, sigma^2) + varsigma N(Delta, sigma^2) and "
        "N(0, sigma^2) (exact, certified), where sigma^2/Delta^2 >= 1.5 and alpha <= log(1/(varsigma (1 + "
        "sigma^2/Delta^2))).",
        "varsigma = 2^-kq; sigma^2/Delta^2 = 1.5 2^(m/4); integer alpha in [2, alpha_max]", s,
        [ratio_of](const Point& p, unsigned bits) {
          const Rational r = ratio_of(p[1]);
          // alpha_max = kq log 2 - log(1 + r), in double (the check certifies alpha <= alpha_max)
          const double cap = static_cast<double>(p[0]) * std::log(2.0) - std::log1p(r.to_double());
          if (cap < 2) return undecided("alpha_max < 2 at this varsigma and ratio");
          const long alpha = 2 + static_cast<long>(std::floor((cap - 2) * static_cast<double>(p[2]) / 100));
          return lemma2b_check(alpha, p[0], r, true, bits);
        },
        Space{{{"alpha", 2, 5}}, {{2}, {5}}}, "sigma^2/Delta^2 = 1/10 (below 1.5), varsigma = 2^-10",
        [](const Point& p, unsigned bits) { return lemma2b_check(p[0], 10, Rational(1, 10), false, bits); });
    out.push_back(std::move(c));
  }
  {
    Space s{{{"d1", 1, 40}, {"nu_4", 0, 40}},
            {{1, 0}, {2, 8}, {3, 1}, {16, 12}, {40, 40}},
            {reach("d1", 1, 40), reach("nu", 0, 10)}};  // d1 in [1, 40], nu = k/4, k in [0, 40] (edges at both ends)
    Claim c = make(
        "liu_geng.ls.spectrum", "Property 1's proof (L155), Property 2's proof (L170), the matrix at L138",
        "The eigenvalues of the d_1 x d_1 matrix printed at L138 are 1 + 2 nu - 2 nu cos(2 pi i/d_1), i = 1..d_1 "
        "(so those of Q_nu^{-1} are the printed Lambda_ii).",
        "nu = k/4 >= 0; eigenvalues by Eigen's symmetric solver in hp (256 bits)", s,
        [](const Point& p, unsigned bits) { return spectrum_check(p[0], p[1], true, bits); },
        Space{{{"d1", 4, 20}}, {{4}, {20}}},
        "the same matrix without its corner entries (-nu at (1, d_1), (d_1, 1)), nu = 1",
        [](const Point& p, unsigned bits) { return spectrum_check(p[0], 4, false, bits); });
    out.push_back(std::move(c));
  }
  {
    // d1 in [1, 32] (edges 1, 32); nu = k/4, k in [0, 40]: the edges give k = 1 and 40
    Space s{{{"d1", 1, 32}, {"nu_4", 0, 40}, {"seed", 0, 999999}},
            {{1, 4, 0}, {2, 8, 1}, {7, 1, 2}, {32, 40, 3}},
            {reach("d1", 1, 32), reach("nu", 0.25, 10)}};
    Claim c = make(
        "liu_geng.ls.fft_solve", "(2) (L141-L145)",
        "q = ifft(fft(a)/(1 - nu fft(phi))) with phi = [-2, 1, 0, ..., 0, 1] solves Q_nu q = a (Q_nu the "
        "matrix at L138).",
        "nu = k/4 >= 0, a with entries k/8; DFT of length d_1 in hp", s,
        [](const Point& p, unsigned bits) { return fft_check(p[0], p[1], p[2], 1, bits); },
        Space{{{"d1", 3, 16}}, {{3}, {16}}}, "phi with the opposite sign ([2, -1, 0, ..., 0, -1]), nu = 3/4",
        [](const Point& p, unsigned bits) { return fft_check(p[0], 3, 0, -1, bits); });
    out.push_back(std::move(c));
  }
  {
    Space s{{{"d1", 1, 2000}, {"nu_4", 1, 4000}},
            {{1, 1}, {2, 8}, {3, 12}, {2000, 4000}, {100, 8}},
            {reach("d1", 1, 2000), reach("nu", 0.25, 1000)}};  // d1 in [1, 2000], nu = k/4, k in [1, 4000]
    Claim c = make(
        "liu_geng.ls.tau_closed", "Remark 1 (L451), from [27]",
        "tau = (1/d_1) sum_{i=1}^{d_1} 1/(1 + 2 nu - 2 nu cos(2 pi i/d_1)) equals (1 + p^{d_1})/((1 - p^{d_1}) "
        "sqrt(4 nu + 1)) with p = (1 + 2 nu - sqrt(4 nu + 1))/(2 nu) (our reconstruction of the p lost "
        "after '0 <', L451).",
        "nu = k/4 > 0; both certified", s,
        [](const Point& p, unsigned bits) { return tau_closed_check(p[0], p[1], false, bits); },
        Space{{{"d1", 2, 30}}, {{2}, {30}}}, "p the other root (1 + 2 nu + sqrt(4 nu + 1))/(2 nu) > 1, nu = 2",
        [](const Point& p, unsigned bits) { return tau_closed_check(p[0], 8, true, bits); });
    c.cost = Cost::expensive;
    out.push_back(std::move(c));
  }
  {
    // d_1 <= 200, nu <= 10: there tau(d_1) - tau(d_1 + 1) ~ 2 p^{d_1}/sqrt(4 nu + 1) >= 1e-28 is certifiable at 256
    // bits (for larger d_1 the differences fall below the precision and the check is undecided)
    Space s{{{"d1", 1, 200}, {"nu_4", 1, 40}},
            {{1, 1}, {2, 1}, {100, 8}, {200, 40}},
            {reach("d1", 1, 200), reach("nu", 0.25, 10)}};  // d1 in [1, 200], nu = k/4, k in [1, 40]
    Claim c = make(
        "liu_geng.remark1.tau_decreasing", "Remark 1 (L451)",
        "tau 'is rapidly decreasing with the increasing of d_1 and nu': tau(d_1 + 1, nu) < tau(d_1, nu) and "
        "tau(d_1, nu + 1/4) < tau(d_1, nu) (certified, by the closed form).",
        "nu = k/4 > 0", s, [](const Point& p, unsigned bits) { return decreasing_check(p[0], p[1], bits); },
        Space{{{"d1", 1, 50}}, {{1}, {50}}}, "nu = 0 (Q_nu = I: tau = 1 for every d_1)",
        [](const Point& p, unsigned bits) { return decreasing_check(p[0], 0, bits); });
    out.push_back(std::move(c));
  }
  {
    Space s{{{"d1", 2, 1000000000}, {"nu_4", 1, 4000}},
            {{2, 1}, {3, 1}, {1000000000, 4000}},
            {reach("d1", 2, 1e9), reach("nu", 0.25, 1000)}};  // d1 in [2, 10^9], nu = k/4, k in [1, 4000]
    Claim c = make(
        "liu_geng.table1.tau_below_one", "Table I's caption (L40), Remark 1 (L451)", "tau < 1.",
        "d_1 >= 2, nu = k/4 > 0", s, [](const Point& p, unsigned bits) { return below_one_check(p[0], p[1], bits); },
        Space{{{"d1", 1, 1000}}, {{1}, {1000}}}, "nu = 0 (Q_nu = I: tau = 1 exactly)",
        [](const Point& p, unsigned bits) { return below_one_check(p[0], 0, bits); });
    out.push_back(std::move(c));
  }
  for (auto& c : framework_claims()) out.push_back(std::move(c));
  for (auto& c : steps_claims()) out.push_back(std::move(c));
  for (auto& c : iterate_claims()) out.push_back(std::move(c));
  for (auto& c : hypothesis_claims()) out.push_back(std::move(c));
  return out;
}

}  // namespace privbound::proofs_check::liu_geng
