// Seed 004 claims on the privacy loss of one solve of the surrogate (4.3): every line of Theorem
// 4.3's chain (4.8f)-(4.8h) (Laplace noise) and of Theorem 4.4's (4.11a)-(4.11b) (Gaussian noise),
// the law of the Gaussian loss, (4.11c)-(4.11d), and the output density (4.8c) against a histogram of
// sampled outputs.
//
// The loss is computed from its definition, not from the proof: the output density of (4.3) at
// psi is the noise density at xi(psi) ((4.8b), solvers/ryu_kim) times |det| of the Jacobian of
// psi -> xi(psi), taken by central differences of (4.8b) over the full n x n matrix (not the
// printed (4.8d)); the loss is the log-ratio of that density under f'(D) and f'(D') =
// f'(D) - diff. The law of the Gaussian loss is integrated exactly (a Gauss-Hermite tensor rule,
// exact for the polynomials involved) over the noise, solving (4.3) at each node.
// High precision, non-certified; tolerance 2^(-bits/3) as in claim.hpp.
#include <algorithm>
#include <cmath>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "common.hpp"
#include "privbound/proofs_check/ryu_kim/ryu_kim.hpp"
#include "step_instance.hpp"

namespace privbound::proofs_check::ryu_kim {
namespace {

using numeric::hp_float;
using numeric::HpMatrix;
using numeric::HpVector;
using solvers::Rng;
using solvers::ryu_kim::LocalStep;
namespace rs = solvers::ryu_kim;

hp_float two_to(long k) { return boost::multiprecision::ldexp(hp_float(1), static_cast<int>(k)); }

enum class Noise { laplace, gaussian };

// A step of (4.3) and its neighbour: f'(D') = f'(D) - diff, diff of k/16; eps-bar = k/4; the
// sensitivity Δ̄ = |diff| (1 + slack/8) (L1 norm for Laplace (4.6), L2 for Gaussian (4.9)); the
// noise scale b = Δ̄/eps-bar (Laplace) or sigma = sqrt(2 ln(1.25/delta)) Δ̄/eps-bar, delta = 10^-j.
struct LossInstance {
  StepInstance s;
  LocalStep neighbour;
  HpVector diff;
  hp_float eps, sens, scale;  // scale: b or sigma
  Noise noise = Noise::laplace;
  hp_float ell;
};
LossInstance draw_loss(long seed, long n, Noise noise, long slack, long j, long log2_l, StepScale scale = {},
                       long eps_exp = 0) {
  LossInstance L;
  L.s = draw_step(seed, n, scale);
  Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 311u);
  L.diff = HpVector(n);
  for (Eigen::Index i = 0; i < L.diff.size(); ++i) L.diff(i) = hp_float(solvers::uniform_int(rng, -8, 8)) / 16;
  if (L.diff.cwiseAbs().maxCoeff() == 0) L.diff(0) = hp_float(1) / 16;
  L.eps = boost::multiprecision::ldexp(hp_float(solvers::uniform_int(rng, 1, 8)) / 4, static_cast<int>(eps_exp));
  L.noise = noise;
  const hp_float norm = noise == Noise::laplace ? L.diff.cwiseAbs().sum() : L.diff.norm();
  L.sens = norm * (1 + hp_float(slack) / 8);
  L.scale =
      noise == Noise::laplace ? L.sens / L.eps : sqrt(2 * log(hp_float(1.25) * pow(hp_float(10), j))) * L.sens / L.eps;
  L.neighbour = L.s.step;
  L.neighbour.grad = L.s.step.grad - L.diff;
  L.ell = two_to(log2_l);
  L.s.text.emplace_back("diff = f'(D) - f'(D')", [&] {
    std::string t;
    for (Eigen::Index i = 0; i < L.diff.size(); ++i) t += (i ? "," : "") + L.diff(i).str(6);
    return t;
  }());
  L.s.text.emplace_back("eps", L.eps.str(6));
  L.s.text.emplace_back(noise == Noise::laplace ? "Delta_1" : "Delta_2", L.sens.str(12));
  if (noise == Noise::gaussian) L.s.text.emplace_back("delta", "1e-" + std::to_string(j));
  L.s.text.emplace_back("l", "2^" + std::to_string(log2_l));
  return L;
}
// Appends eps_exp in [-4, 4] to `s` (every edge point takes 0, the grid as before, and two more edge points copy the
// first at -4 and 4), then widen_step's eta_exp and rho_exp; declares the reaches: draw_step's, and eps = (k/4) 2^e
// with k in [1, 8] drawn per seed, so the edges give eps <= 2/16 = 1/8 and eps >= 16/4 = 4 whatever k.
void widen_loss(Space& s) {
  append_scale_coords(s, {{"eps_exp", -4, 4}}, {{-4}, {4}});
  widen_step(s);
  s.reaches.push_back(reach("eps", 0.125, 4));
}
long eps_exp(const Point& p) { return p[p.size() - 3]; }

// ln of the noise density (n i.i.d. coordinates, constants included).
hp_float log_noise_pdf(const LossInstance& L, const HpVector& x) {
  const auto n = static_cast<long>(x.size());
  if (L.noise == Noise::laplace) return -n * log(2 * L.scale) - x.cwiseAbs().sum() / L.scale;
  return -hp_float(n) / 2 * log(2 * boost::math::constants::pi<hp_float>() * L.scale * L.scale) -
         x.squaredNorm() / (2 * L.scale * L.scale);
}
// ln of the output density of (4.3) at psi for the step `st`: (4.8c) with the Jacobian by central
// differences (step 2^(-bits/4)) of the whole map psi -> xi(psi).
hp_float log_output_density(const LossInstance& L, const LocalStep& st, const HpVector& psi, unsigned bits) {
  const hp_float h = two_to(-static_cast<long>(bits / 4));
  const auto n = psi.size();
  HpMatrix J(n, n);
  for (Eigen::Index j = 0; j < n; ++j) {
    HpVector up = psi, down = psi;
    up(j) += h;
    down(j) -= h;
    J.col(j) = (rs::noise_of_output(st, L.s.box, up, L.ell) - rs::noise_of_output(st, L.s.box, down, L.ell)) / (2 * h);
  }
  const hp_float det = J.partialPivLu().determinant();
  return log_noise_pdf(L, rs::noise_of_output(st, L.s.box, psi, L.ell)) + log(abs(det));
}

// Each printed line of the chain at psi, and the largest violation: |a - b| for "=", a - b for
// "<=". `flip` is the Gaussian control: (4.11b) with xi(D') = xi(D) - diff.
struct Chain {
  std::vector<std::pair<std::string, hp_float>> lines;
  hp_float worst = 0, scale = 1;
  std::string where = "none";
  void eq(std::size_t a, std::size_t b) { note(abs(lines[a].second - lines[b].second), a, b, " = "); }
  void le(std::size_t a, std::size_t b) { note(lines[a].second - lines[b].second, a, b, " <= "); }
  void note(const hp_float& gap, std::size_t a, std::size_t b, const char* rel) {
    scale = std::max<hp_float>(scale, std::max<hp_float>(abs(lines[a].second), abs(lines[b].second)));
    if (gap > worst) {
      worst = gap;
      where = lines[a].first + rel + lines[b].first;
    }
  }
};
Chain chain_at(const LossInstance& L, const HpVector& psi, bool flip, unsigned bits) {
  const HpVector xD = rs::noise_of_output(L.s.step, L.s.box, psi, L.ell);
  const HpVector xN = rs::noise_of_output(L.neighbour, L.s.box, psi, L.ell);
  Chain c;
  // the loss from its definition, then the chain's lines as printed
  c.lines.emplace_back("ln pdf ratio",
                       log_output_density(L, L.s.step, psi, bits) - log_output_density(L, L.neighbour, psi, bits));
  c.lines.emplace_back("ln noise pdf ratio", log_noise_pdf(L, xD) - log_noise_pdf(L, xN));
  if (L.noise == Noise::laplace) {
    const hp_float k = L.eps / L.sens;
    c.lines.emplace_back("(4.8g)", k * (xN.cwiseAbs().sum() - xD.cwiseAbs().sum()));
    c.lines.emplace_back("(4.8h) first", k * (xN - xD).cwiseAbs().sum());
    c.lines.emplace_back("(4.8h) second", k * L.diff.cwiseAbs().sum());
    c.lines.emplace_back("eps", L.eps);
    c.eq(0, 1);  // (4.8f) as the density (4.8c), (4.8e)
    c.eq(1, 2);  // (4.8g)
    c.le(2, 3);  // (4.8h), triangle inequality
    c.eq(3, 4);  // (4.8h), (4.8b)
    c.le(4, 5);  // (4.8h), the definition (4.6)
  } else {
    const hp_float v2 = 2 * L.scale * L.scale;
    const HpVector shifted = flip ? (xD - L.diff).eval() : (xD + L.diff).eval();
    c.lines.emplace_back("(4.11a) second", (xN.squaredNorm() - xD.squaredNorm()) / v2);
    c.lines.emplace_back("(4.11b) first", (shifted.squaredNorm() - xD.squaredNorm()) / v2);
    c.lines.emplace_back("(4.11b) second", (2 * xD.dot(L.diff) + L.diff.squaredNorm()) / v2);
    c.eq(0, 1);  // (4.11a) first "=" (as (4.8f))
    c.eq(1, 2);  // (4.11a) second "="
    c.eq(2, 3);  // (4.11b), (4.8b)
    c.eq(3, 4);  // (4.11b) expanded
  }
  return c;
}

Verdict chain_check(const LossInstance& L, long pos, bool flip, unsigned bits) {
  const HpVector psi = L.s.box.lo + (L.s.box.hi - L.s.box.lo) * hp_float(pos) / 8;
  const Chain c = chain_at(L, psi, flip, bits);
  Verdict v = le(c.worst, hp_float(0), c.scale, bits);
  v.note = "largest violation of a printed step (must be <= 0): " + c.where + "; the loss is " +
           c.lines[0].second.str(8) + " at psi";
  v.instance = L.s.text;
  v.instance.emplace_back("psi", std::to_string(pos) + "/8 of the box");
  return v;
}

// ---- (4.11c)-(4.11d): the law of the Gaussian loss -----------------------------------------
// E over xi ~ N(0, sigma^2 I) of y^k, y = the loss at the (4.3) output for noise xi, by the 3-point
// Gauss-Hermite rule per coordinate (nodes 0, +-sqrt(3) sigma; weights 2/3, 1/6, 1/6; exact for
// degree <= 5 per coordinate: y is affine in xi). Compared: the mean and variance with (4.11c), the
// third and fourth central moments with those of (4.11d)'s normal (0 and 3 var^2).
// `variance_as_mean` is the control: (4.11c)'s variance replaced by its mean.
Verdict moments_check(const LossInstance& L, bool variance_as_mean, unsigned bits) {
  const auto n = L.diff.size();
  std::vector<hp_float> ys, ws;
  const hp_float node = sqrt(hp_float(3)) * L.scale;
  std::vector<int> idx(static_cast<std::size_t>(n), 0);
  for (;;) {
    HpVector xi(n);
    hp_float weight = 1;
    for (Eigen::Index i = 0; i < n; ++i) {
      const int k = idx[static_cast<std::size_t>(i)];
      xi(i) = k == 0 ? hp_float(0) : (k == 1 ? node : -node);
      weight *= k == 0 ? hp_float(2) / 3 : hp_float(1) / 6;
    }
    const HpVector psi = rs::surrogate_solution(L.s.step, L.s.box, xi, L.ell);
    ys.push_back(log_output_density(L, L.s.step, psi, bits) - log_output_density(L, L.neighbour, psi, bits));
    ws.push_back(weight);
    std::size_t i = 0;
    while (i < idx.size() && ++idx[i] == 3) idx[i++] = 0;
    if (i == idx.size()) break;
  }
  auto moment = [&](const hp_float& centre, int k) -> hp_float {
    hp_float m = 0;
    for (std::size_t i = 0; i < ys.size(); ++i) m += ws[i] * pow(ys[i] - centre, k);
    return m;
  };
  const hp_float mean = moment(0, 1), var = moment(mean, 2);
  const hp_float d2 = L.diff.squaredNorm(), s2 = L.scale * L.scale;
  const hp_float printed_mean = d2 / (2 * s2),
                 printed_var = variance_as_mean ? hp_float(d2 / (2 * s2)) : hp_float(d2 / s2);
  const hp_float gaps[] = {abs(mean - printed_mean), abs(var - printed_var), abs(moment(mean, 3)),
                           abs(moment(mean, 4) - 3 * printed_var * printed_var)};
  const char* names[] = {"mean", "variance", "third central moment", "fourth central moment"};
  std::size_t worst = 0;
  for (std::size_t i = 1; i < 4; ++i)
    if (gaps[i] > gaps[worst]) worst = i;
  const hp_float scale = 1 + printed_mean + printed_var + 3 * printed_var * printed_var;
  Verdict v = le(gaps[worst], hp_float(0), scale, bits);
  v.note = std::string("largest |moment of the loss - (4.11c)/(4.11d)|: the ") + names[worst] + " (mean " +
           mean.str(8) + ", variance " + var.str(8) + ")";
  v.instance = L.s.text;
  return v;
}

// ---- (4.8c) against a histogram of sampled outputs -------------------------------------------
// n = 1: N outputs psi of (4.3) for Laplace noise xi ~ Lap(b) (b = Delta_1/eps, drawn as b(E_1 - E_2)
// with E_i ~ Exp(1)) are counted in 8 equal bins between the outputs at xi = +6b and -6b (found by
// solving (4.3), not from (4.8c)); each bin's probability is the integral of the density that
// (4.8c) gives, Lap(xi(psi); b) |det (4.8d)|, by composite 24-point Gauss-Legendre (2 panels per
// bin, split at the output for xi = 0, where Lap has its kink). A bin is violated when its
// frequency is farther from that integral than Bernstein's bound at failure probability 10^-12 per bin,
// sqrt(2 p (1 - p) t/N) + t/(3N) with t = ln(2 10^12) (about 7.5 standard deviations plus 9.4/N; the 6 standard
// deviations plus 1/N used before are no tail bound where p is small: at eps = 1/16 a bin of p = 0.0007 took 6 of
// 1000 samples, within 0.0007 of that threshold, and 0.0009 of 20,000).
// `drop_jacobian` is the control: the density taken as Lap(xi(psi); b) alone. 64-bit working precision.
Verdict density_check(const LossInstance& L, long seed, long samples, bool drop_jacobian) {
  numeric::ScopedHpPrecision prec(64);  // sampling dominates the error
  Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 907u);
  std::exponential_distribution<double> expo(1.0);
  auto output_at = [&](const hp_float& x) -> hp_float {
    HpVector xi(1);
    xi(0) = x;
    return rs::surrogate_solution(L.s.step, L.s.box, xi, L.ell)(0);
  };
  const hp_float lo = output_at(6 * L.scale), hi = output_at(-6 * L.scale), kink = output_at(0);
  constexpr int kBins = 8;
  const hp_float width = (hi - lo) / kBins;
  std::vector<long> count(kBins, 0);
  for (long i = 0; i < samples; ++i) {
    const hp_float k = floor((output_at(L.scale * hp_float(expo(rng) - expo(rng))) - lo) / width);
    if (k >= 0 && k < kBins) ++count[static_cast<std::size_t>(k.convert_to<long>())];
  }
  auto density = [&](const hp_float& x) -> hp_float {
    HpVector psi(1);
    psi(0) = x;
    const hp_float lap = exp(log_noise_pdf(L, rs::noise_of_output(L.s.step, L.s.box, psi, L.ell)));
    return drop_jacobian ? lap : hp_float(lap * abs(rs::jacobian_4_8d(L.s.step, L.s.box, psi, L.ell)(0)));
  };
  // adaptive: a panel whose 1- and 2-panel rules differ by more than 1e-10 is halved (at most 24 times). With small eps
  // and large l the outputs pile up within about 1/l of the box's ends, a spike of the density that a fixed 2-panel
  // rule per bin missed (bin 3 at eps = 1/64, l = 2^5: 0.597 against the sampled 0.477).
  // `whole` is the 1-panel rule on [a, b]; the halves' 1-panel rules make its 2-panel rule and are passed down.
  std::function<hp_float(const hp_float&, const hp_float&, const hp_float&, int)> refine =
      [&](const hp_float& a, const hp_float& b, const hp_float& whole, int depth) -> hp_float {
    const hp_float m = (a + b) / 2;
    const hp_float left = gauss_legendre_24(density, a, m, 1), right = gauss_legendre_24(density, m, b, 1);
    if (depth >= 24 || abs(whole - (left + right)) <= 1e-10) return left + right;
    return refine(a, m, left, depth + 1) + refine(m, b, right, depth + 1);
  };
  auto gauss = [&](const hp_float& a, const hp_float& b) -> hp_float {
    return refine(a, b, gauss_legendre_24(density, a, b, 1), 0);
  };
  auto integral = [&](const hp_float& a, const hp_float& b) -> hp_float {
    return kink > a && kink < b ? hp_float(gauss(a, kink) + gauss(kink, b)) : gauss(a, b);
  };
  const double N = static_cast<double>(samples);
  double worst = -1e300, worst_freq = 0, worst_p = 0;
  int worst_bin = 0;
  const double t = std::log(2e12);
  for (int b = 0; b < kBins; ++b) {
    const hp_float a = lo + width * b;
    const double p = to_d(integral(a, a + width)), freq = static_cast<double>(count[static_cast<std::size_t>(b)]) / N;
    const double excess = std::abs(freq - p) - std::sqrt(2 * std::max(p * (1 - p), 0.0) * t / N) - t / (3 * N);
    if (excess > worst) worst = excess, worst_bin = b, worst_freq = freq, worst_p = p;
  }
  Verdict v = verdict_le(worst, 0, 1, 1e-12);
  v.note = "bin " + std::to_string(worst_bin) + " of 8 between the outputs at xi = +-6b: frequency " +
           std::to_string(worst_freq) + " of " + str(samples) + " samples against " + std::to_string(worst_p) +
           " from " + (drop_jacobian ? "Lap(xi(psi)) alone (control)" : "(4.8c) with (4.8d)") +
           "; excess over Bernstein's bound " + std::to_string(worst);
  v.instance = L.s.text;
  v.instance.emplace_back("samples", str(samples));
  return v;
}

template <class F>
CheckFn numeric_check(F f) {
  return [f](const Point& p, unsigned bits) {
    numeric::ScopedHpPrecision prec(bits);
    return f(p, bits);
  };
}

}  // namespace

std::vector<Claim> loss_claims() {
  std::vector<Claim> out;
  // coordinates: seed, n, slack (Δ̄ = |diff|(1 + slack/8)), position of psi (k/8 of the box), log2 l
  Space chain;
  chain.coords = {{"seed", 0, 999999}, {"n", 1, 3}, {"slack", 0, 8}, {"position", -4, 12}, {"log2_l", 0, 6}};
  chain.edges = {{0, 1, 0, 0, 6}, {1, 2, 0, 8, 0}, {2, 3, 8, -4, 3}};
  chain.reaches = {reach("psi", {"-4/8 of the box", "0/8 of the box", "8/8 of the box"}),  // position: edges
                   reach("l", {"2^0", "2^6"})};  // l = 2^log2_l: edges log2_l = 0, 6
  Space gauss = chain;
  gauss.coords.push_back({"j", 2, 6});  // delta = 10^-j
  gauss.edges = {{0, 1, 0, 0, 6, 2}, {1, 2, 0, 8, 0, 6}, {2, 3, 8, -4, 3, 2}};
  gauss.reaches.push_back(reach("delta", 1e-6, 1e-2));  // delta = 10^-j: edges j = 2, 6
  widen_loss(chain);
  widen_loss(gauss);
  out.push_back(make(
      "ryu_kim.thm4_3.step4_8f", "Theorem 4.3's proof, (4.8f)-(4.8h) (L313-L323)",
      "With Laplace noise of scale Delta_1/eps: the log-ratio of the output densities of (4.3) at psi equals "
      "ln Lap(xi(psi; D))/Lap(xi(psi; D')) (4.8f) = (eps/Delta_1)(|xi(D')|_1 - |xi(D)|_1) (4.8g) <= "
      "(eps/Delta_1)|xi(D') - xi(D)|_1 = (eps/Delta_1)|f'(D) - f'(D')|_1 <= eps (4.8h).",
      "|f'(D) - f'(D')|_1 <= Delta_1 (4.6); W_p a box; l > 0", chain, numeric_check([](const Point& p, unsigned bits) {
        return chain_check(draw_loss(p[0], p[1], Noise::laplace, p[2], 0, p[4], step_scale(p), eps_exp(p)), p[3], false,
                           bits);
      }),
      Space{{{"seed", 0, 9}}, {{0}, {9}}}, "Delta_1 = |f'(D) - f'(D')|_1 / 2 (a sensitivity below the change), n = 2",
      numeric_check([](const Point& p, unsigned bits) {
        LossInstance L = draw_loss(p[0], 2, Noise::laplace, 0, 0, 3);
        L.sens = L.diff.cwiseAbs().sum() / 2;
        L.scale = L.sens / L.eps;
        return chain_check(L, 4, false, bits);
      })));
  out.push_back(
      make("ryu_kim.thm4_4.step4_11a", "Theorem 4.4's proof, (4.11a)-(4.11b) (L341-L349)",
           "With Gaussian noise of Theorem 4.4: the log-ratio of the output densities of (4.3) at psi equals "
           "ln N(xi(D))/N(xi(D')) = (|xi(D')|^2 - |xi(D)|^2)/(2 sigma^2) (4.11a) = (|xi(D) + f'(D) - f'(D')|^2 - "
           "|xi(D)|^2)/(2 sigma^2) = (2<xi(D), f'(D) - f'(D')> + |f'(D) - f'(D')|^2)/(2 sigma^2) (4.11b).",
           "W_p a box; l > 0", gauss, numeric_check([](const Point& p, unsigned bits) {
             return chain_check(draw_loss(p[0], p[1], Noise::gaussian, p[2], p[5], p[4], step_scale(p), eps_exp(p)),
                                p[3], false, bits);
           }),
           Space{{{"seed", 0, 9}}, {{0}, {9}}},
           "(4.11b) with xi(D') = xi(D) - (f'(D) - f'(D')) (the sign of (4.8b) flipped)",
           numeric_check([](const Point& p, unsigned bits) {
             return chain_check(draw_loss(p[0], 2, Noise::gaussian, 0, 2, 3), 4, true, bits);
           })));
  Space moments;
  moments.coords = {{"seed", 0, 999999}, {"n", 1, 3}, {"j", 2, 6}, {"log2_l", 0, 6}};
  moments.edges = {{0, 1, 2, 0}, {1, 3, 6, 6}};
  moments.reaches = {reach("delta", 1e-6, 1e-2),   // delta = 10^-j: edges j = 2, 6
                     reach("l", {"2^0", "2^6"})};  // l = 2^log2_l: edges 0, 6
  widen_loss(moments);
  out.push_back(make(
      "ryu_kim.thm4_4.step4_11c", "Theorem 4.4's proof, (4.11c)-(4.11d) (L351-L357)",
      "The privacy loss y of (4.3) with Gaussian noise has mean |f'(D) - f'(D')|^2/(2 sigma^2) and variance "
      "|f'(D) - f'(D')|^2/sigma^2 (4.11c), and is (|f'(D) - f'(D')|/sigma) z + |f'(D) - f'(D')|^2/(2 sigma^2) "
      "with z ~ N(0, 1) (4.11d) (checked through the third and fourth central moments).",
      "W_p a box; l > 0", moments, numeric_check([](const Point& p, unsigned bits) {
        return moments_check(draw_loss(p[0], p[1], Noise::gaussian, 0, p[2], p[3], step_scale(p), eps_exp(p)), false,
                             bits);
      }),
      Space{{{"seed", 0, 9}}, {{0}, {9}}}, "(4.11c)'s variance printed as its mean, |f'(D) - f'(D')|^2/(2 sigma^2)",
      numeric_check([](const Point& p, unsigned bits) {
        return moments_check(draw_loss(p[0], 2, Noise::gaussian, 0, 2, 3), true, bits);
      })));
  Space density;
  density.coords = {{"seed", 0, 999999}, {"log2_l", 0, 6}};
  density.edges = {{0, 0}, {1, 6}};
  density.reaches = {reach("l", {"2^0", "2^6"})};  // l = 2^log2_l: edges log2_l = 0, 6
  widen_loss(density);
  Claim histogram =
      make("ryu_kim.thm4_3.density4_8c", "Theorem 4.3's proof, (4.8c)-(4.8d) (L305-L311)",
           "With Laplace noise of scale Delta_1/eps, the output psi of (4.3) has density Lap(xi(psi); Delta_1/eps) "
           "|det grad xi(psi)| (4.8c), grad xi as printed in (4.8d): checked against a histogram of 1000 sampled "
           "outputs (n = 1, 8 bins, Bernstein's bound at 10^-12 per bin).",
           "W_p a box; l > 0; n = 1", density, numeric_check([](const Point& p, unsigned bits) {
             (void)bits;
             return density_check(draw_loss(p[0], 1, Noise::laplace, 0, 0, p[1], step_scale(p), eps_exp(p)), p[0], 1000,
                                  false);
           }),
           Space{{{"seed", 0, 9}}, {{0}, {9}}}, "the density taken as Lap(xi(psi)) without the Jacobian factor",
           numeric_check([](const Point& p, unsigned bits) {
             (void)bits;
             return density_check(draw_loss(p[0], 1, Noise::laplace, 0, 0, 3), p[0], 1000, true);
           }));
  histogram.cost = Cost::expensive;
  out.push_back(std::move(histogram));
  return out;
}

}  // namespace privbound::proofs_check::ryu_kim
