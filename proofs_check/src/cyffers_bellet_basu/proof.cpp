// Seed 001 (Cyffers, Bellet, Basu) claims on the proofs, certified through bounds/cyffers_bellet_basu
// (tau = t/100, q = j/100, c = k/16 unless stated):
//   thm1.lambda_unit: the proof's lambda (L518) lies in (0, 1], as Theorem 1 asserts (L171, L483)
//   thm1.lambda_in_lemma_interval: it lies in Lemma A.1's interval (L518-L526)
//   thm1.l520: (1 - b)/(1 - tau) >= q/2 (L520)
//   appE.optimal_order: at App. E's setting the (eps, delta)-optimal order of Theorem 3's central RDP lies outside
//       Lemma C.1's admissible set (as App. E's numerical conversion allows; supported)
//   thm1.chi_closed, thm1.A_closed: chi (L500) and A (L528) at that lambda equal the closed forms of L556, L542
//   thm1.step4_lower: chi > (1 - b)/2 >= q(1 - tau)/4 (L564)
//   thm1.step4_upper: chi <= 1/2 + q(1 + b)/4 <= 1/2 + (q/4)(2 - q(1 - tau)/2) <= 1 - q^2(1 - tau)/2 (L570-L574)
//   thm1.step4_conclusion: chi <= 1 - q^2(1 - tau)/8, what Step 5 uses (supported)
//   thm1.step5: each relation of L584-L594 between the printed lines
//   thm1.eta18: (18)'s sum equals its closed form (L506-L509)
//   thm1.l526_chain: each relation of L522-L526 (Lemma A.1's upper end down to the proof's lambda)
//   thm1.eq19_chain: each relation of L548-L560, (18) in (17) down to (19)
//   thm1.l598_exp: (16) is at most its exp form (L596-L598)
//   lemmaA1.step1(_corrected): L626's numerator (1 + c)(1 - tau) - q(1 - tau^2) gives L628's
//       (1 + c - q)/((1 + c)(1 - b)) (with q(1 - tau): corrected)
//   lemmaA1.roots: lambda_inf < 0, chi(lambda_sup) = 0 and lambda_sup equals the interval's upper end
//   thm1.proof_lambda, thm1.unit_lambda: with the proof's lambda / with lambda = 1, Algorithm 1 on the
//       tau-contractive R = -tau I satisfies (16): exact second moments (no Monte Carlo)
//   thm4.l950_le_l951, thm4.l950_le_l952, thm4.walk_law(_corrected), thm4.prop3_precondition(_corrected),
//       thm4.fixed_m: Theorem 4's proof
//   cor5_1.step, cor5_2.step, cor5_3.step, cor5.K_positive: the corollaries' proofs
#include <cmath>
#include <string>
#include <vector>

#include "common.hpp"
#include "privbound/bounds/cyffers_bellet_basu/cyffers_bellet_basu.hpp"

namespace privbound::proofs_check::cyffers_bellet_basu {
namespace {

using numeric::Interval;
using numeric::Rational;
namespace cbb = bounds::cyffers_bellet_basu;

struct Tqc {
  Interval tau, q, c;
  std::vector<std::pair<std::string, std::string>> text;
};
Tqc tqc(long t, long j, long k, unsigned bits) {
  return {iv(t, 100, bits),
          iv(j, 100, bits),
          iv(k, 16, bits),
          {{"tau", frac(t, 100)}, {"q", frac(j, 100)}, {"c", frac(k, 16)}}};
}

// Combines the verdicts of several relations: the first violated one decides, else the worst slack.
Verdict all_of(const std::vector<std::pair<std::string, Verdict>>& parts) {
  Verdict out = parts.front().second;
  bool all_certified = true;
  for (const auto& [name, v] : parts) {
    if (v.status == Status::violated) {
      Verdict w = v;
      w.note = name + " fails";
      return w;
    }
    all_certified = all_certified && v.certified;
    if (v.status == Status::undecided) out = v;
    if (v.slack < out.slack && out.status != Status::undecided) out = v;
  }
  out.certified = out.status == Status::holds && all_certified;  // every relation certainly holds
  return out;
}

Verdict with(Verdict v, std::vector<std::pair<std::string, std::string>> text) {
  v.instance = std::move(text);
  return v;
}

// ---- Theorem 1's proof ------------------------------------------------------------------------------------
Verdict lambda_unit_check(long t, long j, long k, unsigned bits) {
  const Tqc p = tqc(t, j, k, bits);
  auto r = cbb::thm1_proof(p.tau, p.q, p.c);
  if (!r.ok()) return undecided(r.error().message);
  Verdict v = certified_le(r->lambda, Interval::from_int(1, bits), 1.0);
  v.note = "lambda = " + r->lambda.lower_decimal(8);
  return with(v, p.text);
}

// L520: (1 - b)/(1 - tau) >= q/2 (concavity of the square root); `factor` (control: 2) asks for >= q instead.
Verdict l520_check(long t, long j, long k, long factor, unsigned bits) {
  const Tqc p = tqc(t, j, k, bits);
  auto r = cbb::thm1_proof(p.tau, p.q, p.c);
  if (!r.ok()) return undecided(r.error().message);
  return with(certified_le(p.q * factor / 2, (1 - r->b) / (1 - p.tau), p.q.mid_double()), p.text);
}

// App. E's setting (q = 1/10, delta = 1e-6, L = gamma = 1, n = 1000): the order alpha_opt = 1 + sqrt(ln(1/delta)/rho')
// at which the paper's conversion (L101) of Theorem 3's central RDP alpha rho' (rho' = 16 K/(sigma^2 n^2)) is smallest,
// against Lemma C.1's admissible set (1, alpha*] at q = m/n, sigma (certified); sigma = 4 + s/4, K = 100 k.
Verdict app_e_order_check(long s, long k, long n, unsigned bits) {
  const Interval sigma = 4 + iv(s, 4, bits), delta = Interval::from_rational(*numeric::parse_rational("1e-6"), bits);
  auto rho = cbb::thm2_rho(100 * k, Interval::from_int(1, bits), Interval::from_int(1, bits), sigma, n);
  // the set certified at hp_bits(bits): certified at any precision, and ~1e5 interval evaluations at 4096 bits are slow
  auto set = cbb::lemma_c1_alpha_set(iv(1, 10, hp_bits(bits)), 4 + iv(s, 4, hp_bits(bits)));
  if (!rho.ok() || !set.ok() || !set->certified) return undecided("outside the domain or set not certified");
  const Interval opt = 1 + sqrt(-log(delta) / (2 * *rho));
  // The claim: alpha* < alpha_opt (the best order lies outside the admissible set).
  Verdict v = certified_lt(set->sup, opt, set->sup.mid_double(), Status::undecided);
  v.instance = {{"q", "1/10 (App. E)"},         {"n", str(n)},       {"m", "100"}, {"delta", "1e-6"},
                {"sigma", "4 + " + frac(s, 4)}, {"K", str(100 * k)}, {"L", "1"},   {"gamma", "1"}};
  v.note = "alpha_opt = " + opt.lower_decimal(6) + ", alpha* = " + set->sup.lower_decimal(6);
  return v;
}

// lo < lambda < hi; `at_lo` (control): lambda replaced by the interval's lower end.
Verdict lemma_interval_check(long t, long j, long k, bool at_lo, unsigned bits) {
  const Tqc p = tqc(t, j, k, bits);
  auto r = cbb::thm1_proof(p.tau, p.q, p.c);
  auto l = cbb::lemma_a1(p.tau, p.q, p.c);
  if (!r.ok() || !l.ok()) return undecided("outside the domain");
  const Interval lam = at_lo ? l->lo : r->lambda;
  const double s = lam.mid_double();
  return with(all_of({{"lo < lambda", certified_lt(l->lo, lam, s, Status::violated)},
                      {"lambda < hi", certified_lt(lam, l->hi, s, Status::violated)}}),
              p.text);
}

// chi's definition vs L556's closed form; `wrong`: (1 - b) in place of (1 + b).
Verdict chi_closed_check(long t, long j, long k, bool wrong, unsigned bits) {
  const Tqc p = tqc(t, j, k, bits);
  auto r = cbb::thm1_proof(p.tau, p.q, p.c);
  if (!r.ok()) return undecided(r.error().message);
  const Interval closed = wrong ? 1 - (1 - r->b) * (1 + p.c - p.q / 2) / (2 * (1 + p.c)) : r->chi_closed;
  return with(certified_eq(r->chi_def, closed, bits), p.text);
}

// A's definition vs L542's closed form; `wrong`: its "+ 2" as "- 2".
Verdict A_closed_check(long t, long j, long k, bool wrong, unsigned bits) {
  const Tqc p = tqc(t, j, k, bits);
  auto r = cbb::thm1_proof(p.tau, p.q, p.c);
  if (!r.ok()) return undecided(r.error().message);
  return with(certified_eq(r->A_def, wrong ? r->A_closed - 4 : r->A_closed, bits), p.text);
}

// Step 4's lower bounds; `factor`: the first lower bound as (1 - b)/factor (2 printed; 1 the control).
Verdict step4_lower_check(long t, long j, long k, long factor, unsigned bits) {
  const Tqc p = tqc(t, j, k, bits);
  auto r = cbb::thm1_proof(p.tau, p.q, p.c);
  if (!r.ok()) return undecided(r.error().message);
  const Interval lower = (1 - r->b) / factor;
  const double s = r->chi_closed.mid_double();
  return with(all_of({{"(1 - b)/2 < chi", certified_lt(lower, r->chi_closed, s, Status::violated)},
                      {"q(1 - tau)/4 <= (1 - b)/2", certified_le(r->chi_lower2, lower, s)}}),
              p.text);
}

Verdict step4_upper_check(long t, long j, long k, unsigned bits) {
  const Tqc p = tqc(t, j, k, bits);
  auto r = cbb::thm1_proof(p.tau, p.q, p.c);
  if (!r.ok()) return undecided(r.error().message);
  return with(all_of({{"chi <= 1/2 + q(1 + b)/4", certified_le(r->chi_closed, r->chi_upper1, 1.0)},
                      {"L570 <= L572", certified_le(r->chi_upper1, r->chi_upper2, 1.0)},
                      {"L572 <= 1 - q^2(1 - tau)/2 (L574)", certified_le(r->chi_upper2, r->chi_upper3, 1.0)}}),
              p.text);
}

// chi <= 1 - q^2 (1 - tau)/den (8: what Step 5 uses; 1: the control).
Verdict step4_conclusion_check(long t, long j, long k, long den, unsigned bits) {
  const Tqc p = tqc(t, j, k, bits);
  auto r = cbb::thm1_proof(p.tau, p.q, p.c);
  if (!r.ok()) return undecided(r.error().message);
  return with(certified_le(r->chi_closed, 1 - sqr(p.q) * (1 - p.tau) / den, 1.0), p.text);
}

// L522-L526: the chain from Lemma A.1's upper end to the proof's lambda, X = (1 + c - q)/((1 + c)(1 - b)):
// X(1/2 + (1/2) sqrt(1 + 4(1 + c)(1 - b)/((1 - tau)(1 + c - q)^2))) >= X(1/2 + (1/2) sqrt(1 + 2q(1 + c)/(1 + c -
// q)^2)) = X(1/2 + (1/2) sqrt(1 + 2q(1 + c - q)/(1 + c - q)^2 + 2q^2/(1 + c - q)^2)) > X(1/2 + (1/2) sqrt(1 + 2q/(1
// + c - q) + q^2/(1 + c - q)^2)) = X(1 + q/(2(1 + c - q))) = (1 - q/(2(1 + c)))/(1 - b); `strict_as_eq` (control):
// the strict step asserted as an equality.
Verdict l526_check(long t, long j, long k, bool strict_as_eq, unsigned bits) {
  const Tqc p = tqc(t, j, k, bits);
  auto r = cbb::thm1_proof(p.tau, p.q, p.c);
  if (!r.ok()) return undecided(r.error().message);
  const Interval d = 1 + p.c - p.q, X = d / ((1 + p.c) * (1 - r->b));
  const auto half_root = [&](const Interval& inside) { return X * (1 + sqrt(inside)) / 2; };
  const Interval l1 = half_root(1 + 4 * (1 + p.c) * (1 - r->b) / ((1 - p.tau) * sqr(d)));
  const Interval l2 = half_root(1 + 2 * p.q * (1 + p.c) / sqr(d));
  const Interval l3 = half_root(1 + 2 * p.q * d / sqr(d) + 2 * sqr(p.q) / sqr(d));
  const Interval l4 = half_root(1 + 2 * p.q / d + sqr(p.q) / sqr(d));
  const Interval l5 = X * (1 + p.q / (2 * d));
  const Interval l6 = (1 - p.q / (2 * (1 + p.c))) / (1 - r->b);
  const double s = l1.mid_double();
  if (strict_as_eq) return with(certified_eq(l3, l4, bits), p.text);
  return with(all_of({{"first >= second line", certified_le(l2, l1, s)},
                      {"second = third line", certified_eq(l2, l3, bits)},
                      {"third > fourth line", certified_lt(l4, l3, s, Status::violated)},
                      {"fourth = fifth line", certified_eq(l4, l5, bits)},
                      {"fifth = sixth line", certified_eq(l5, l6, bits)},
                      {"lambda = L518's", certified_eq(l6, r->lambda, bits)}}),
              p.text);
}

// L548-L560, (17) with (18) substituted at the proof's lambda, D = d/4 and k: chi^k D + q(chi^k - 1/chi)(1 - A) =
// chi^k (D + q(1 - A)) - q(1 - A)/chi = chi^k (D + (1 + c)(1 + b) - q - 2(1 + b)(1 + c)^2/q) + (1/chi)(-(1 + c)(1 +
// b) + q + 2(1 + b)(1 + c)^2/q) <= chi^k (D + (1 + c)(1 + b)) + (1/chi)(q + 2(1 + b)(1 + c)^2/q) <= (19) = chi^k (D
// + 2(1 + c)) + (1/chi)(q + 2(1 + b)(1 + c)^2/q); `one_plus_c` (control): (19) with (1 + c) in place of 2(1 + c).
Verdict eq19_check(long t, long j, long k, long d, long kk, bool one_plus_c, unsigned bits) {
  const Tqc p = tqc(t, j, k, bits);
  auto r = cbb::thm1_proof(p.tau, p.q, p.c);
  if (!r.ok()) return undecided(r.error().message);
  const Interval D = iv(d, 4, bits), chi = r->chi_closed, chik = pow(chi, static_cast<int>(kk));
  const Interval big = 2 * (1 + r->b) * sqr(1 + p.c) / p.q, cb = (1 + p.c) * (1 + r->b);
  const Interval l1 = chik * D + p.q * (chik - 1 / chi) * r->one_minus_A;
  const Interval l2 = chik * (D + p.q * r->one_minus_A) - p.q * r->one_minus_A / chi;
  const Interval l3 = chik * (D + cb - p.q - big) + (-cb + p.q + big) / chi;
  const Interval l4 = chik * (D + cb) + r->eq19_const / chi;
  const Interval l5 = chik * (D + (one_plus_c ? 1 + p.c : 2 * (1 + p.c))) + r->eq19_const / chi;
  const double s = l4.mid_double();
  auto text = p.text;
  text.push_back({"D", frac(d, 4)});
  text.push_back({"k", str(kk)});
  if (one_plus_c) return with(certified_le(l4, l5, s), text);
  return with(all_of({{"L550 = L552", certified_eq(l1, l2, bits)},
                      {"L552 = L554-L556", certified_eq(l2, l3, bits)},
                      {"L554-L556 <= L558", certified_le(l3, l4, s)},
                      {"L558 <= (19)", certified_le(l4, l5, s)}}),
              text);
}

// L596-L598: (16) <= its exp form, (1 - a)^k <= exp(-a k) for a = q^2(1 - tau)/8, at p = 1, sigma^2 = 2(1 - tau),
// zeta = 0, D = d/4; `reversed` (control): the exp form <= (16).
Verdict l598_check(long t, long j, long d, long kk, bool reversed, unsigned bits) {
  const Interval tau = iv(t, 100, bits), q = iv(j, 100, bits), D = iv(d, 4, bits), sigma = sqrt(2 * (1 - tau)),
                 zero = Interval::from_int(0, bits);
  auto pw = cbb::thm1_utility(tau, q, 1, sigma, zero, kk, D, false, cbb::Thm1Hypothesis::printed);
  auto ex = cbb::thm1_utility(tau, q, 1, sigma, zero, kk, D, true, cbb::Thm1Hypothesis::printed);
  if (!pw.ok() || !ex.ok()) return undecided(!pw.ok() ? pw.error().message : ex.error().message);
  const Interval &lo = reversed ? *ex : *pw, &hi = reversed ? *pw : *ex;
  return with(certified_le(lo, hi, hi.mid_double()), {{"tau", frac(t, 100)},
                                                      {"q", frac(j, 100)},
                                                      {"p", "1"},
                                                      {"sigma^2", "2(1 - tau)"},
                                                      {"zeta", "0"},
                                                      {"D", frac(d, 4)},
                                                      {"k", str(kk)}});
}

// Step 5 at tau = t/100, q = j/100, p, sigma^2 = (1 - tau)(1 + s/16) (so sigma^2 > 1 - tau), zeta = 0, k, D = 1.
Verdict step5_check(long t, long j, long pdim, long s, long k, unsigned bits) {
  const Interval tau = iv(t, 100, bits), q = iv(j, 100, bits);
  const Interval sigma = sqrt((1 - tau) * (1 + iv(s, 16, bits)));
  auto r = cbb::thm1_step5(tau, q, pdim, sigma, Interval::from_int(0, bits), k, Interval::from_int(1, bits));
  if (!r.ok()) return undecided(r.error().message);
  const double sc = r->line1.mid_double();
  return with(all_of({{"L584 = L586", certified_eq(r->line1, r->line2, bits)},
                      {"L586 = L588", certified_eq(r->line2, r->line3, bits)},
                      {"L588 <= L590", certified_le(r->line3, r->line4, sc)},
                      {"L590 <= L592", certified_le(r->line4, r->line5, sc)},
                      {"L592 <= L594", certified_le(r->line5, r->line6, sc)}}),
              {{"tau", frac(t, 100)},
               {"q", frac(j, 100)},
               {"p", str(pdim)},
               {"sigma^2", "(1 - tau)(1 + " + frac(s, 16) + ")"},
               {"zeta", "0"},
               {"k", str(k)},
               {"D", "1"}});
}

// (18) at lambda = lo + (hi - lo) u/100 (inside Lemma A.1's interval, so chi is in (0, 1)); `cp_exponent` (control):
// the sum with Combettes-Pesquet's exponent chi^{k - i} compared with the printed closed form.
Verdict eta18_check(long t, long j, long k, long u, long kk, bool cp_exponent, unsigned bits) {
  const Tqc p = tqc(t, j, k, bits);
  auto l = cbb::lemma_a1(p.tau, p.q, p.c);
  if (!l.ok()) return undecided(l.error().message);
  const Interval lam = l->lo + (l->hi - l->lo) * iv(u, 100, bits);
  auto e = cbb::thm1_eta(p.tau, p.q, p.c, lam, kk);
  if (!e.ok()) return undecided(e.error().message);
  auto text = p.text;
  text.push_back({"lambda", "lo + (hi - lo) " + frac(u, 100)});
  text.push_back({"k", str(kk)});
  return with(certified_eq(cp_exponent ? e->eta_sum * e->chi : e->eta_sum, e->eta_closed, bits), text);
}

// L626's expression against L628's; `corrected`: q(1 - tau) in place of q(1 - tau^2).
Verdict step1_check(long t, long j, long k, bool corrected, unsigned bits) {
  const Tqc p = tqc(t, j, k, bits);
  auto r = cbb::thm1_proof(p.tau, p.q, p.c);
  if (!r.ok()) return undecided(r.error().message);
  const Interval sub = corrected ? p.q * (1 - p.tau) : p.q * (1 - sqr(p.tau));
  const Interval printed = ((1 + p.c) * (1 - p.tau) - sub) / ((1 + p.c) * (1 - p.tau) * (1 - r->b));
  const Interval next = (1 + p.c - p.q) / ((1 + p.c) * (1 - r->b));
  return with(certified_eq(printed, next, bits), p.text);
}

// lambda_inf < 0, chi(lambda_sup) = 0, lambda_sup = hi; `wrong`: lambda_sup compared with lo instead.
Verdict roots_check(long t, long j, long k, bool wrong, unsigned bits) {
  const Tqc p = tqc(t, j, k, bits);
  auto l = cbb::lemma_a1(p.tau, p.q, p.c);
  auto r = cbb::thm1_proof(p.tau, p.q, p.c);
  if (!l.ok() || !r.ok()) return undecided("outside the domain");
  const Interval s1 = r->sigma1, b = r->b, x = l->root_sup;
  const Interval chi = 1 + x * (s1 - (1 - sqr(b))) - sqr(x) * s1 * (1 - b);
  return with(
      all_of({{"lambda_inf < 0", certified_lt(l->root_inf, Interval::from_int(0, bits), 1.0, Status::violated)},
              {"chi(lambda_sup) = 0", certified_le(abs(chi), Interval::from_double(tolerance(bits), bits), 1.0)},
              {"lambda_sup = upper end", certified_eq(x, wrong ? l->lo : l->hi, bits)}}),
      p.text);
}

// Algorithm 1 with R = -tau I (tau-contractive, u* = 0), q = 1, p = 1, zeta = 0, sigma = (1 + c)(1 - tau) (so sigma_1
// = (1 + c)(1 - tau), the proof's c), D = |u_0|^2 = 1, at lambda: E|u_{k+1}|^2 = rho^{2(k+1)} + lambda^2 sigma^2
// sum_{i<=k} rho^{2i}, rho = 1 - lambda (1 + tau), exactly; against (16) under Remark 1's hypothesis (the proof's c >
// 0).
Verdict proof_lambda_check(long t, long k, long kk, bool unit_lambda, unsigned bits) {
  const Interval tau = iv(t, 100, bits), c = iv(k, 16, bits), one = Interval::from_int(1, bits);
  auto r = cbb::thm1_proof(tau, one, c);
  if (!r.ok()) return undecided(r.error().message);
  const Interval lam = unit_lambda ? one : r->lambda;
  const Interval sigma = (1 + c) * (1 - tau), rho2 = sqr(1 - lam * (1 + tau));
  Interval m = one;
  for (long i = 0; i <= kk; ++i) m = rho2 * m + sqr(lam * sigma);
  auto bound =
      cbb::thm1_utility(tau, one, 1, sigma, Interval::from_int(0, bits), kk, one, false, cbb::Thm1Hypothesis::remark1);
  if (!bound.ok()) return undecided(bound.error().message);
  Verdict v = certified_le(m, *bound, bound->mid_double());
  v.note = "lambda = " + lam.lower_decimal(6) + ", |1 - lambda (1 + tau)| = " + sqrt(rho2).lower_decimal(6);
  return with(v, {{"R", "-tau I"},
                  {"tau", frac(t, 100)},
                  {"q", "1"},
                  {"c", frac(k, 16)},
                  {"p", "1"},
                  {"sigma", "(1 + c)(1 - tau)"},
                  {"k", str(kk)},
                  {"D", "1"},
                  {"lambda", unit_lambda ? "1" : "L518's"}});
}

// ---- Theorem 4's proof (alpha = 2, L = gamma = 1, sigma = 4 unless stated) ---------------------------------------
Verdict l950_check(long n, long kmax, bool vs_l952, unsigned bits) {
  auto p = cbb::thm4_proof(Interval::from_int(2, bits), Interval::from_int(1, bits), Interval::from_int(1, bits),
                           Interval::from_int(4, bits), n, 1, kmax);
  if (!p.ok()) return undecided(p.error().message);
  return with(certified_le(p->l950, vs_l952 ? p->l952 : p->l951, p->l950.mid_double()),
              {{"alpha", "2"}, {"L", "1"}, {"gamma", "1"}, {"sigma", "4"}, {"n", str(n)}, {"kmax", str(kmax)}});
}

// The law of the number of steps k >= 1 until the model (sent to a uniformly random user after i's update, L324 line
// 8; L934: each step visits j with probability exactly 1/n) first reaches j, by the chain's recursion in exact
// rationals, against the printed (1/n)(1 - 1/n)^k (L950); `exponent_shift` (supported reading): (1/n)(1 - 1/n)^{k-1}.
Verdict walk_law_check(long n, long k, bool exponent_shift, unsigned bits) {
  const Rational N(n), p = Rational(1) / N;
  Rational not_yet(1), first(0);
  for (long step = 1; step <= k; ++step) {
    first = not_yet * p;  // the walk is elsewhere, then moves to j
    not_yet = not_yet * (Rational(1) - p);
  }
  Rational printed = p;
  for (long i = 0; i < (exponent_shift ? k - 1 : k); ++i) printed = printed * (Rational(1) - p);
  return with(certified_eq(Interval::from_rational(printed, bits), Interval::from_rational(first, bits), bits),
              {{"n", str(n)}, {"k", str(k)}});
}

// Proposition 3's precondition D_alpha <= c/(alpha - 1), c <= 1, for the largest fixed-length divergence (m = 1, L940)
// at alpha = a/4 and sigma = f 2 L gamma sqrt(alpha (alpha - 1)) (1 + s/64), L = gamma = 1; f = 1 under Theorem 4's
// hypothesis, f = sqrt(2) corrected.
Verdict prop3_check(long a, long s, bool corrected, unsigned bits) {
  const Interval alpha = iv(a, 4, bits);
  Interval sigma = 2 * sqrt(alpha * (alpha - 1)) * (1 + iv(s, 64, bits));
  if (corrected) sigma = sigma * sqrt(Interval::from_int(2, bits));
  auto p = cbb::thm4_proof(alpha, Interval::from_int(1, bits), Interval::from_int(1, bits), sigma, 2, 1, 1);
  if (!p.ok()) return undecided(p.error().message);
  return with(
      certified_le(p->prop3_c, Interval::from_int(1, bits), 1.0),
      {{"alpha", frac(a, 4)},
       {"sigma", std::string(corrected ? "2 sqrt(2)" : "2") + " sqrt(alpha (alpha - 1)) (1 + " + frac(s, 64) + ")"},
       {"L", "1"},
       {"gamma", "1"}});
}

// Theorem 6 with s_1 = the one-step sensitivity 4 lambda L gamma, s_i = 0 after, a_i = s_1/m (L938) and noise lambda
// sigma per step: sum_i alpha a_i^2/(2 lambda^2 sigma^2) = 8 alpha L^2 gamma^2/(sigma^2 m) (L940), at lambda = l/4, L =
// gamma = 1, sigma = s/4, alpha = a/4; `eps_loc` (the printed text, "s_1 = eps_loc"): s_1 = (30)'s eps_loc instead.
Verdict fixed_m_check(long m, long a, long s, long l, bool eps_loc, unsigned bits) {
  const Rational lam(l, 4), sig(s, 4), alpha(a, 4);
  const Rational s1 = eps_loc ? Rational(8) * alpha / (sig * sig) : Rational(4) * lam;
  std::vector<Rational> S(static_cast<std::size_t>(m), Rational(0)), A(static_cast<std::size_t>(m), s1 / Rational(m));
  S[0] = s1;
  auto pabi = cbb::thm6_pabi_gaussian(Interval::from_rational(alpha, bits), S, A, {lam * sig}, bits);
  auto p = cbb::thm4_proof(Interval::from_rational(alpha, bits), Interval::from_int(1, bits),
                           Interval::from_int(1, bits), Interval::from_rational(sig, bits), 2, m, 1);
  if (!pabi.ok() || !p.ok()) return undecided(!pabi.ok() ? pabi.error().message : p.error().message);
  return with(certified_eq(*pabi, p->fixed_m, bits), {{"m", str(m)},
                                                      {"alpha", alpha.to_string()},
                                                      {"sigma", sig.to_string()},
                                                      {"lambda", lam.to_string()},
                                                      {"s_1", eps_loc ? "eps_loc (printed)" : "4 lambda L gamma"}});
}

// ---- Corollaries' proofs (L982-L984, L1008-L1012, L1033-L1035) at tau = t/100, p and the constants below ------
// The proof's display with sigma^2 substituted (lhs) against the next display (rhs), at n, m, K.
// The corollaries' constants: alpha = a/4, L = 2^l, gamma = 2^g, eps = 2^e (the points pinned before these were
// appended: alpha = 10, L = gamma = eps = 1). They enter the displays only through alpha L^2 gamma^2/eps.
struct CorConstants {
  long alpha_4 = 40, l_exp = 0, g_exp = 0, eps_exp = 0;
};
CorConstants cor_constants(const Point& p, std::size_t at) {
  return p.size() >= at + 4 ? CorConstants{p[at], p[at + 1], p[at + 2], p[at + 3]} : CorConstants{};
}
std::string pow2_text(long e) { return numeric::pow2(e).to_string(); }

Verdict corollary_step_check(cbb::Setting s, long t, long pdim, long n, long m, long K, unsigned bits,
                             const CorConstants& k = {}) {
  const Interval tau = iv(t, 100, bits), gap = 1 - tau, P = Interval::from_int(pdim, bits),
                 N = Interval::from_int(n, bits);
  // alpha L^2 gamma^2/eps = (a/4) 2^(2 l + 2 g - e), exact
  const Interval Mm = Interval::from_int(m, bits), KK = Interval::from_int(K, bits),
                 base = Interval::from_rational(
                     Rational(k.alpha_4, 4) * numeric::pow2(2 * k.l_exp + 2 * k.g_exp - k.eps_exp), bits);
  Interval lhs(bits), rhs(bits);
  switch (s) {
    case cbb::Setting::centralized: {
      const Interval s2 = 8 * KK * base / sqr(N), s2k = 8 * base / sqr(N);
      lhs = 8 * sqrt(P) / gap * sqrt(s2) + 8 * P / pow(gap, 3) * s2;
      rhs = 2 * (4 * sqrt(P) / gap * sqrt(s2k) + 8 * P / pow(gap, 3) * s2k) * KK;
      break;
    }
    case cbb::Setting::federated: {
      const Interval s2 = 16 * KK * base / sqr(N);
      lhs = 8 * sqrt(P) / gap * sqrt(N / Mm) * sqrt(s2) + 8 * P / pow(gap, 3) * s2 * pow(N / Mm, 3);
      rhs =
          2 *
          (8 * sqrt(P) / gap * sqrt(8 * base / (N * Mm)) + 8 * P / pow(gap, 3) * (8 * base / sqr(N)) * N / pow(Mm, 3)) *
          KK;
      break;
    }
    case cbb::Setting::decentralized: {
      const Interval s2 = 8 * KK * base * log(N) / sqr(N), s2k = 8 * base * log(N) / N;
      lhs = 8 * sqrt(P) / gap * sqrt(N) * sqrt(s2) + 8 * P / pow(gap, 3) * s2 * pow(N, 3);
      rhs = 2 * (8 * sqrt(P) / gap * sqrt(s2k) + 8 * P / pow(gap, 3) * s2k) * KK;
      break;
    }
  }
  return with(certified_le(lhs, rhs, lhs.mid_double()), {{"tau", frac(t, 100)},
                                                         {"p", str(pdim)},
                                                         {"alpha", frac(k.alpha_4, 4)},
                                                         {"L", pow2_text(k.l_exp)},
                                                         {"gamma", pow2_text(k.g_exp)},
                                                         {"eps", pow2_text(k.eps_exp)},
                                                         {"n", str(n)},
                                                         {"m", str(m)},
                                                         {"K", str(K)}});
}

// A corollary step's space: `coords` with the constants of CorConstants appended (the edges given keep the pinned
// constants; two corner edges at `mid` take the smallest and the largest of each).
Space cor_space(std::vector<Coord> coords, std::vector<Point> edges, std::vector<Reach> reaches, const Point& mid) {
  for (const Coord& c : std::vector<Coord>{{"alpha_4", 5, 400}, {"l_exp", -6, 6}, {"g_exp", -6, 6}, {"eps_exp", -6, 6}})
    coords.push_back(c);
  for (Point& e : edges) e.insert(e.end(), {40, 0, 0, 0});
  Point lo = mid, hi = mid;
  lo.insert(lo.end(), {5, -6, -6, 6});
  hi.insert(hi.end(), {400, 6, 6, -6});
  edges.push_back(lo);
  edges.push_back(hi);
  for (Reach r :
       {reach("alpha", 1.25, 100), reach("L", 1.0 / 64, 64), reach("gamma", 1.0 / 64, 64), reach("eps", 1.0 / 64, 64)})
    reaches.push_back(std::move(r));
  return Space{std::move(coords), std::move(edges), std::move(reaches)};
}

// The printed K = log(X/D) (O-constant 1) of each corollary is a positive number of iterations, at D = 10^d.
Verdict k_positive_check(long which, long t, long n, long d, unsigned bits) {
  const auto s = which == 0   ? cbb::Setting::centralized
                 : which == 1 ? cbb::Setting::federated
                              : cbb::Setting::decentralized;
  const Interval one = Interval::from_int(1, bits);
  auto c = cbb::corollary(s, iv(t, 100, bits), 64, Interval::from_int(10, bits), one, one, one, n, std::max(1L, n / 10),
                          1, pow(Interval::from_int(10, bits), d));
  if (!c.ok()) return undecided(c.error().message);
  Verdict v = certified_lt(Interval::from_int(0, bits), c->K_printed, 1.0, Status::violated);
  v.note = "printed K = " + c->K_printed.lower_decimal(6) + ", K needed = " + c->K_needed.lower_decimal(6);
  return with(v, {{"corollary", which == 0   ? "5.1"
                                : which == 1 ? "5.2"
                                             : "5.3"},
                  {"tau", frac(t, 100)},
                  {"p", "64"},
                  {"alpha", "10"},
                  {"L", "1"},
                  {"gamma", "1"},
                  {"eps", "1"},
                  {"n", str(n)},
                  {"m", "n/10"},
                  {"D", "10^" + str(d)}});
}

}  // namespace

std::vector<Claim> proof_claims() {
  std::vector<Claim> out;
  const Space tqc_space{{{"t", 0, 99}, {"j", 1, 100}, {"k", 1, 160}},
                        {{90, 100, 16}, {0, 100, 16}, {50, 10, 16}, {99, 1, 1}, {0, 1, 160}},
                        {reach("tau", 0, 0.99),       // tau = t/100, t in [0, 99] (edges 0, 99)
                         reach("q", 0.01, 1),         // q = j/100, j in [1, 100] (edges 1, 100)
                         reach("c", 1.0 / 16, 10)}};  // c = k/16, k in [1, 160] (edges 1, 160)
  {
    Claim c = make(
        "thm1.lambda_unit", "Theorem 1 (L171, L483), proof of Theorem 1 (L518)",
        "The proof's learning rate lambda = (1 - q/(2(1 + c)))/(1 - b), b = sqrt(1 - q(1 - tau)), lies in (0, "
        "1], the range Theorem 1 asserts (certified).",
        "tau = t/100 in [0, 1), q = j/100 in (0, 1], c = k/16 > 0", tqc_space,
        [](const Point& p, unsigned bits) { return lambda_unit_check(p[0], p[1], p[2], bits); },
        Space{{{"t", 50, 99}}, {{50}, {99}}}, "tau >= 1/2, q = 1, c = 1 (far from the unit interval)",
        [](const Point& p, unsigned bits) { return lambda_unit_check(p[0], 100, 16, bits); });
    c.expected = {Status::violated, "cyffers_bellet_basu.E3"};
    out.push_back(std::move(c));
  }
  out.push_back(make(
      "thm1.lambda_in_lemma_interval", "proof of Theorem 1 (L516-L526), Lemma A.1 (L604-L608)",
      "The proof's lambda lies strictly inside Lemma A.1's interval (certified).", "tau = t/100, q = j/100, c = k/16",
      tqc_space, [](const Point& p, unsigned bits) { return lemma_interval_check(p[0], p[1], p[2], false, bits); },
      Space{{{"t", 0, 99}}, {{0}, {99}}}, "lambda replaced by the interval's lower end (q = 1/2, c = 1)",
      [](const Point& p, unsigned bits) { return lemma_interval_check(p[0], 50, 16, true, bits); }));
  out.push_back(make(
      "thm1.l520", "proof of Theorem 1 (L520-L522)", "(1 - b)/(1 - tau) >= q/2, b = sqrt(1 - q(1 - tau)) (certified).",
      "tau = t/100, q = j/100, c = k/16", tqc_space,
      [](const Point& p, unsigned bits) { return l520_check(p[0], p[1], p[2], 1, bits); },
      Space{{{"t", 0, 50}}, {{0}, {50}}}, ">= q in place of >= q/2, q = 1/2",
      [](const Point& p, unsigned bits) { return l520_check(p[0], 50, 16, 2, bits); }));
  {
    // Until issue 32 this claim stated the opposite (the optimal order lies inside the set) as if the paper
    // needed it, with erratum E22; the paper says its conversion is numerical (L1091), so E22 is withdrawn
    // and the claim states what holds.
    Claim c = make(
        "appE.optimal_order", "Theorem 3 (L295), Lemma C.1 (L810), Section 3.3 (L101), Appendix E (L1091-L1093)",
        "At App. E's setting (q = 1/10, delta = 1e-6, n = 1000) the order at which the conversion of Theorem 3's "
        "central RDP is best lies outside Lemma C.1's admissible set (1, alpha*], so the closed form gives eps only "
        "at alpha*, which agrees with App. E's numerical conversion (L1091) (certified).",
        "sigma = 4 + s/4 >= 4, K = 100 k, L = gamma = 1",
        Space{{{"s", 0, 400}, {"k", 1, 100}},
              {{16, 10}, {0, 1}, {400, 100}},
              {reach("sigma", {"4 + 0", "4 + 100"}),  // sigma = 4 + s/4, s in [0, 400] (edges 0, 400)
               reach("K", 100, 10000)}},              // K = 100 k, k in [1, 100] (edges 1, 100)
        [](const Point& p, unsigned bits) { return app_e_order_check(p[0], p[1], 1000, bits); },
        Space{{{"s", 0, 16}}, {{0}, {16}}}, "n = 10 records in place of 1000 (rho' 10^4 times larger), K = 1000",
        [](const Point& p, unsigned bits) { return app_e_order_check(p[0], 10, 10, bits); });
    c.form = Form::supported;
    out.push_back(std::move(c));
  }
  out.push_back(make(
      "thm1.chi_closed", "proof of Theorem 1 (L500-L502, L548-L556)",
      "At the proof's lambda, chi = 1 + lambda(sigma_1 - (1 - b^2)) - lambda^2 sigma_1 (1 - b) equals 1 - (1 "
      "+ b)(1 + c - q/2)/(2(1 + c)) (certified, to the precision's tolerance).",
      "tau = t/100, q = j/100, c = k/16", tqc_space,
      [](const Point& p, unsigned bits) { return chi_closed_check(p[0], p[1], p[2], false, bits); },
      Space{{{"t", 0, 99}}, {{0}, {99}}}, "(1 - b) in place of (1 + b), q = 1/2, c = 1",
      [](const Point& p, unsigned bits) { return chi_closed_check(p[0], 50, 16, true, bits); }));
  out.push_back(make(
      "thm1.A_closed", "proof of Theorem 1 (L528-L546)",
      "At the proof's lambda, A = (lambda sigma_1 + (1 - b^2)/sigma_1)/((1 - b) lambda + (1 - b^2)/sigma_1 - "
      "1) equals 2(1 + b)(1 + c)^2/q^2 + 2 - (1 + c)(1 + b)/q (certified).",
      "tau = t/100, q = j/100, c = k/16", tqc_space,
      [](const Point& p, unsigned bits) { return A_closed_check(p[0], p[1], p[2], false, bits); },
      Space{{{"t", 0, 99}}, {{0}, {99}}}, "the closed form's + 2 as - 2, q = 1/2, c = 1",
      [](const Point& p, unsigned bits) { return A_closed_check(p[0], 50, 16, true, bits); }));
  out.push_back(make(
      "thm1.step4_lower", "proof of Theorem 1, Step 4 (L564-L566)",
      "chi > (1 - b)/2 >= q(1 - tau)/4 at the proof's lambda (certified).", "tau = t/100, q = j/100, c = k/16",
      tqc_space, [](const Point& p, unsigned bits) { return step4_lower_check(p[0], p[1], p[2], 2, bits); },
      Space{{{"t", 0, 50}}, {{0}, {50}}}, "(1 - b) in place of (1 - b)/2, q = 1/100, c = 10",
      [](const Point& p, unsigned bits) { return step4_lower_check(p[0], 1, 160, 1, bits); }));
  {
    Claim c = make(
        "thm1.step4_upper", "proof of Theorem 1, Step 4 (L568-L576)",
        "chi <= 1/2 + q(1 + b)/4 <= 1/2 + (q/4)(2 - q(1 - tau)/2) <= 1 - q^2(1 - tau)/2 (certified, each "
        "relation).",
        "tau = t/100, q = j/100, c = k/16", tqc_space,
        [](const Point& p, unsigned bits) { return step4_upper_check(p[0], p[1], p[2], bits); },
        Space{{{"t", 0, 50}}, {{0}, {50}}}, "q = 1, c = 1",
        [](const Point& p, unsigned bits) { return step4_upper_check(p[0], 100, 16, bits); });
    c.expected = {Status::violated, "cyffers_bellet_basu.E6"};
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "thm1.step4_conclusion", "proof of Theorem 1, Steps 4-5 (L576, L584)",
        "chi <= 1 - q^2(1 - tau)/8, the bound Step 5 uses (true since chi <= 3/4 <= 7/8; certified).",
        "tau = t/100, q = j/100, c = k/16", tqc_space,
        [](const Point& p, unsigned bits) { return step4_conclusion_check(p[0], p[1], p[2], 8, bits); },
        Space{{{"t", 0, 20}}, {{0}, {20}}}, "1 - q^2(1 - tau) in place of 1 - q^2(1 - tau)/8, q = 1, c = 1",
        [](const Point& p, unsigned bits) { return step4_conclusion_check(p[0], 100, 16, 1, bits); });
    c.form = Form::supported;
    out.push_back(std::move(c));
  }
  {
    Space s{{{"t", 0, 99}, {"j", 1, 100}, {"p", 1, 64}, {"s", 1, 160}, {"k", 0, 1000}},
            {{90, 10, 64, 16, 100}, {0, 100, 1, 160, 0}, {50, 50, 4, 1, 10}, {0, 1, 1, 1, 0}},
            {reach("tau", 0, 0.9),  // tau = t/100, t = 0 .. 90 at the edges
             reach("q", 0.01, 1),   // q = j/100, j in [1, 100] (edges 1, 100)
             reach("p", 1, 64),     // p in [1, 64] (edges 1, 64)
             // sigma^2 = (1 - tau)(1 + s/16), s in [1, 160] (edges 1, 160)
             reach("sigma^2", {"(1 - tau)(1 + 0.0625)", "(1 - tau)(1 + 10)"}),
             reach("k", 0, 100)}};  // k = 0 .. 100 at the edges
    Claim c = make(
        "thm1.step5", "proof of Theorem 1, Step 5 (L584-L594)",
        "Each relation between the printed lines of Step 5 holds: L584 = L586 = L588 <= L590 <= L592 <= L594 "
        "(= (16)) (certified).",
        "tau = t/100, q = j/100, p, sigma^2 = (1 - tau)(1 + s/16) > 1 - tau, zeta = 0, k, D = 1", s,
        [](const Point& p, unsigned bits) { return step5_check(p[0], p[1], p[2], p[3], p[4], bits); },
        Space{{{"t", 0, 90}}, {{0}, {90}}}, "q = 1/2, p = 1, sigma^2 = 2(1 - tau), k = 0",
        [](const Point& p, unsigned bits) { return step5_check(p[0], 50, 1, 16, 0, bits); });
    c.expected = {Status::violated, "cyffers_bellet_basu.E7"};
    out.push_back(std::move(c));
  }
  out.push_back(make(
      "thm1.l526_chain", "proof of Theorem 1 (L522-L526)",
      "Each relation of the chain from Lemma A.1's upper end to the proof's lambda holds: X(1/2 + (1/2) sqrt(1 + 4(1 + "
      "c)(1 - b)/((1 - tau)(1 + c - q)^2))) >= X(1/2 + (1/2) sqrt(1 + 2q(1 + c)/(1 + c - q)^2)) = ... > X(1/2 + (1/2) "
      "sqrt(1 + 2q/(1 + c - q) + q^2/(1 + c - q)^2)) = X(1 + q/(2(1 + c - q))) = (1 - q/(2(1 + c)))/(1 - b), X = (1 + "
      "c - q)/((1 + c)(1 - b)) (certified).",
      "tau = t/100, q = j/100, c = k/16", tqc_space,
      [](const Point& p, unsigned bits) { return l526_check(p[0], p[1], p[2], false, bits); },
      Space{{{"t", 0, 99}}, {{0}, {99}}}, "the strict step (2q^2 against q^2) asserted as an equality, q = 1/2, c = 1",
      [](const Point& p, unsigned bits) { return l526_check(p[0], 50, 16, true, bits); }));
  {
    Space s{{{"t", 0, 99}, {"j", 1, 100}, {"k", 1, 160}, {"d", 0, 400}, {"kk", 0, 200}},
            {{90, 100, 16, 4, 10}, {0, 1, 160, 0, 0}, {50, 10, 16, 400, 200}, {99, 50, 1, 1, 1}},
            {reach("tau", 0, 0.99),     // tau = t/100, t in [0, 99] (edges 0, 99)
             reach("q", 0.01, 1),       // q = j/100, j in [1, 100] (edges 1, 100)
             reach("c", 1.0 / 16, 10),  // c = k/16, k in [1, 160] (edges 1, 160)
             reach("D", 0, 100),        // D = d/4, d in [0, 400] (edges 0, 400)
             reach("k", 0, 200)}};      // k = kk in [0, 200] (edges 0, 200)
    out.push_back(make(
        "thm1.eq19_chain", "proof of Theorem 1, (17)-(19) (L548-L560)",
        "With (18) in (17) at the proof's lambda: chi^k D + q(chi^k - 1/chi)(1 - A) = chi^k (D + q(1 - A)) - q(1 - "
        "A)/chi = chi^k (D + (1 + c)(1 + b) - q - 2(1 + b)(1 + c)^2/q) + (1/chi)(q + 2(1 + b)(1 + c)^2/q - (1 + c)(1 + "
        "b)) <= chi^k (D + (1 + c)(1 + b)) + (1/chi)(q + 2(1 + b)(1 + c)^2/q) <= (19) (certified, each relation).",
        "tau = t/100, q = j/100, c = k/16, D = d/4, k = kk", s,
        [](const Point& p, unsigned bits) { return eq19_check(p[0], p[1], p[2], p[3], p[4], false, bits); },
        Space{{{"t", 0, 90}}, {{0}, {90}}}, "(19) with (1 + c) in place of 2(1 + c), q = 1/2, c = 1, D = 1, k = 3",
        [](const Point& p, unsigned bits) { return eq19_check(p[0], 50, 16, 4, 3, true, bits); }));
  }
  {
    Space s{{{"t", 0, 99}, {"j", 1, 100}, {"d", 0, 400}, {"kk", 0, 10000}},
            {{90, 100, 4, 10}, {0, 1, 0, 0}, {50, 10, 400, 10000}, {99, 100, 1, 1}},
            {reach("tau", 0, 0.99),   // tau = t/100, t in [0, 99] (edges 0, 99)
             reach("q", 0.01, 1),     // q = j/100, j in [1, 100] (edges 1, 100)
             reach("D", 0, 100),      // D = d/4, d in [0, 400] (edges 0, 400)
             reach("k", 0, 10000)}};  // k = kk in [0, 10000] (edges 0, 10000)
    out.push_back(make(
        "thm1.l598_exp", "proof of Theorem 1 (L596-L598)",
        "(16) is at most its exp form: (1 - q^2(1 - tau)/8)^k D + N <= exp(-q^2(1 - tau) k/8) D + N, from (1 - a)^k <= "
        "exp(-a k) for a in [0, 1) (certified).",
        "tau = t/100, q = j/100, p = 1, sigma^2 = 2(1 - tau), zeta = 0, D = d/4, k = kk", s,
        [](const Point& p, unsigned bits) { return l598_check(p[0], p[1], p[2], p[3], false, bits); },
        Space{{{"kk", 1, 100}}, {{1}, {100}}}, "the exp form at most (16), tau = 0, q = 1, D = 1",
        [](const Point& p, unsigned bits) { return l598_check(0, 100, 4, p[0], true, bits); }));
  }
  {
    Space s{{{"t", 0, 99}, {"j", 1, 100}, {"k", 1, 160}, {"u", 1, 99}, {"kk", 0, 200}},
            {{90, 100, 16, 50, 10}, {0, 100, 8, 1, 0}, {50, 10, 16, 99, 200}},
            {reach("tau", 0, 0.9),  // tau = t/100, t = 0 .. 90 at the edges
             reach("q", 0.1, 1),    // q = j/100, j = 10 .. 100 at the edges
             reach("c", 0.5, 1),    // c = k/16, k = 8 .. 16 at the edges
             // lambda = lo + (hi - lo) u/100, u in [1, 99] (edges 1, 99)
             reach("lambda", {"lo + (hi - lo) 0.01", "lo + (hi - lo) 0.99"}),
             reach("k", 0, 200)}};  // k = kk in [0, 200] (edges 0, 200)
    out.push_back(make(
        "thm1.eta18", "proof of Theorem 1, (18) (L504-L509)",
        "sum_{i=0}^k chi^{k-i-1} lambda sigma_1 (1 + lambda(sigma_1 - (1 - b))) = (chi^k - 1/chi)(1 - A) for "
        "every lambda with chi in (0, 1) (certified).",
        "tau = t/100, q = j/100, c = k/16, lambda = lo + (hi - lo) u/100 inside Lemma A.1's interval, k = kk", s,
        [](const Point& p, unsigned bits) { return eta18_check(p[0], p[1], p[2], p[3], p[4], false, bits); },
        Space{{{"kk", 1, 50}}, {{1}, {50}}},
        "the sum with Combettes-Pesquet's exponent chi^{k-i}, tau = 9/10, q = 1, c = 1",
        [](const Point& p, unsigned bits) { return eta18_check(90, 100, 16, 50, p[0], true, bits); }));
  }
  {
    Claim c = make(
        "lemmaA1.step1", "Lemma A.1's proof, Step 1 (L626-L628)",
        "((1 + c)(1 - tau) - q(1 - tau^2))/((1 + c)(1 - tau)(1 - b)) = (1 + c - q)/((1 + c)(1 - b)), the "
        "printed consecutive lines (certified).",
        "tau = t/100, q = j/100, c = k/16", tqc_space,
        [](const Point& p, unsigned bits) { return step1_check(p[0], p[1], p[2], false, bits); },
        Space{{{"t", 10, 99}}, {{10}, {99}}}, "tau >= 1/10, q = 1/2, c = 1",
        [](const Point& p, unsigned bits) { return step1_check(p[0], 50, 16, false, bits); });
    c.expected = {Status::violated, "cyffers_bellet_basu.E8"};
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "lemmaA1.step1_corrected", "Lemma A.1's proof, Step 1 (L626-L628)",
        "With 1 - b^2 = q(1 - tau): ((1 + c)(1 - tau) - q(1 - tau))/((1 + c)(1 - tau)(1 - b)) = (1 + c - q)/((1 + "
        "c)(1 - b)) (certified).",
        "tau = t/100, q = j/100, c = k/16", tqc_space,
        [](const Point& p, unsigned bits) { return step1_check(p[0], p[1], p[2], true, bits); },
        Space{{{"t", 10, 99}}, {{10}, {99}}}, "the printed q(1 - tau^2), tau >= 1/10",
        [](const Point& p, unsigned bits) { return step1_check(p[0], 50, 16, false, bits); });
    c.form = Form::corrected;
    out.push_back(std::move(c));
  }
  out.push_back(make(
      "lemmaA1.roots", "Lemma A.1's proof, Step 2 (L636-L650)",
      "lambda_inf < 0, chi(lambda_sup) = 0, and lambda_sup equals the simplified upper end of L650 "
      "(certified).",
      "tau = t/100, q = j/100, c = k/16", tqc_space,
      [](const Point& p, unsigned bits) { return roots_check(p[0], p[1], p[2], false, bits); },
      Space{{{"t", 0, 99}}, {{0}, {99}}}, "lambda_sup compared with the interval's lower end, q = 1/2, c = 1",
      [](const Point& p, unsigned bits) { return roots_check(p[0], 50, 16, true, bits); }));
  {
    Space s{{{"t", 50, 99}, {"k", 1, 160}, {"kk", 20, 200}},
            {{90, 16, 50}, {50, 1, 20}, {99, 160, 200}},
            {reach("tau", 0.5, 0.99),   // tau = t/100, t in [50, 99] (edges 50, 99)
             reach("c", 1.0 / 16, 10),  // c = k/16, k in [1, 160] (edges 1, 160)
             reach("k", 20, 200)}};     // k = kk in [20, 200] (edges 20, 200)
    Claim c = make(
        "thm1.proof_lambda", "Theorem 1 (L483-L488), proof (L518)",
        "With the proof's lambda, Algorithm 1 on the tau-contractive R = -tau I (q = 1, Gaussian noise) "
        "satisfies (16): E|u_{k+1} - u*|^2 <= (1 - (1 - tau)/8)^k D + 8(sigma/(1 - tau) + sigma^2/(1 - tau)^3) "
        "(exact second moments, certified).",
        "tau = t/100 >= 1/2, c = k/16, sigma = (1 + c)(1 - tau) (Remark 1's hypothesis, the proof's c), p = 1, "
        "D = 1, k = kk",
        s, [](const Point& p, unsigned bits) { return proof_lambda_check(p[0], p[1], p[2], false, bits); },
        Space{{{"t", 50, 99}}, {{50}, {99}}}, "c = 1, k = 100",
        [](const Point& p, unsigned bits) { return proof_lambda_check(p[0], 16, 100, false, bits); });
    c.expected = {Status::violated, "cyffers_bellet_basu.E3"};
    out.push_back(std::move(c));
  }
  {
    Space s{{{"t", 50, 99}, {"k", 1, 160}, {"kk", 20, 200}},
            {{90, 16, 50}, {50, 1, 20}, {99, 160, 200}},
            {reach("tau", 0.5, 0.99),   // tau = t/100, t in [50, 99] (edges 50, 99)
             reach("c", 1.0 / 16, 10),  // c = k/16, k in [1, 160] (edges 1, 160)
             reach("k", 20, 200)}};     // k = kk in [20, 200] (edges 20, 200)
    Claim c = make(
        "thm1.unit_lambda", "Theorem 1 (L483-L488)",
        "With lambda = 1 (in Theorem 1's range) the same instances satisfy (16) (exact second moments, "
        "certified).",
        "as thm1.proof_lambda", s,
        [](const Point& p, unsigned bits) { return proof_lambda_check(p[0], p[1], p[2], true, bits); },
        Space{{{"t", 50, 99}}, {{50}, {99}}}, "the proof's lambda, c = 1, k = 100",
        [](const Point& p, unsigned bits) { return proof_lambda_check(p[0], 16, 100, false, bits); });
    c.form = Form::supported;
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "thm4.l950_le_l951", "proof of Theorem 4 (L950-L951)",
        "sum_{k=1}^{kmax} (1/n)(1 - 1/n)^k 8 alpha L^2 gamma^2/(2 sigma^2 k) <= 8 alpha L^2 gamma^2/(sigma^2 "
        "n^2) sum_{k >= 1} (1 - 1/n)^k/k (certified).",
        "n >= 2 users, kmax >= 1, alpha = 2, L = gamma = 1, sigma = 4",
        Space{{{"n", 2, 100000}, {"kmax", 1, 2000}},
              {{2, 1}, {1000, 1000}, {3, 2000}},
              {reach("n", 2, 1000),       // n = 2 .. 1000 at the edges
               reach("kmax", 1, 2000)}},  // kmax in [1, 2000] (edges 1, 2000)
        [](const Point& p, unsigned bits) { return l950_check(p[0], p[1], false, bits); },
        Space{{{"n", 10, 1000}}, {{10}, {1000}}}, "kmax = 100",
        [](const Point& p, unsigned bits) { return l950_check(p[0], 100, false, bits); });
    c.expected = {Status::violated, "cyffers_bellet_basu.E9"};
    out.push_back(std::move(c));
  }
  out.push_back(make(
      "thm4.l950_le_l952", "proof of Theorem 4 (L950, L952)",
      "L950's sum is at most L952's 8 alpha L^2 gamma^2 ln n/(sigma^2 n), the bound Theorem 4 states "
      "(certified).",
      "n >= 2, kmax >= 1, alpha = 2, L = gamma = 1, sigma = 4",
      Space{{{"n", 2, 100000}, {"kmax", 1, 2000}},
            {{2, 1}, {1000, 1000}, {3, 2000}},
            {reach("n", 2, 1000),       // n = 2 .. 1000 at the edges
             reach("kmax", 1, 2000)}},  // kmax in [1, 2000] (edges 1, 2000)
      [](const Point& p, unsigned bits) { return l950_check(p[0], p[1], true, bits); },
      Space{{{"n", 10, 1000}}, {{10}, {1000}}}, "L951 in place of L952, kmax = 100",
      [](const Point& p, unsigned bits) { return l950_check(p[0], 100, false, bits); }));
  {
    Claim c = make(
        "thm4.walk_law", "proof of Theorem 4 (L934, L950), Algorithm 4 (L324 line 8)",
        "The probability that the model first reaches user j k >= 1 steps after user i's update is (1/n)(1 - "
        "1/n)^k, the weight L950 uses (exact rationals against the walk's recursion).",
        "n >= 2 users, each step to a uniformly random user (probability 1/n of j, L934), k >= 1",
        Space{{{"n", 2, 1000}, {"k", 1, 200}},
              {{2, 1}, {1000, 1}, {10, 50}},
              {reach("n", 2, 1000),  // n in [2, 1000] (edges 2, 1000)
               reach("k", 1, 50)}},  // k = 1 .. 50 at the edges
        [](const Point& p, unsigned bits) { return walk_law_check(p[0], p[1], false, bits); },
        Space{{{"n", 2, 100}}, {{2}, {100}}}, "k = 3",
        [](const Point& p, unsigned bits) { return walk_law_check(p[0], 3, false, bits); });
    c.expected = {Status::violated, "cyffers_bellet_basu.E10"};
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "thm4.walk_law_corrected", "proof of Theorem 4 (L934)",
        "The first-passage law is (1/n)(1 - 1/n)^{k-1}, the geometric law of parameter 1/n on k >= 1 (exact).",
        "as thm4.walk_law",
        Space{{{"n", 2, 1000}, {"k", 1, 200}},
              {{2, 1}, {1000, 1}, {10, 50}},
              {reach("n", 2, 1000),  // n in [2, 1000] (edges 2, 1000)
               reach("k", 1, 50)}},  // k = 1 .. 50 at the edges
        [](const Point& p, unsigned bits) { return walk_law_check(p[0], p[1], true, bits); },
        Space{{{"n", 2, 100}}, {{2}, {100}}}, "the printed exponent k, k = 3",
        [](const Point& p, unsigned bits) { return walk_law_check(p[0], 3, false, bits); });
    c.form = Form::corrected;
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "thm4.prop3_precondition", "Theorem 4 (L337, L928), Proposition 3 (L944), L940",
        "Under Theorem 4's hypothesis sigma > 2 L gamma sqrt(alpha (alpha - 1)), the divergences Proposition 3 "
        "averages (L940's 8 alpha L^2 gamma^2/(sigma^2 m), largest at m = 1) satisfy its precondition D_alpha <= "
        "c/(alpha - 1) with c <= 1 (certified).",
        "alpha = a/4 > 1, sigma = 2 L gamma sqrt(alpha (alpha - 1))(1 + s/64), L = gamma = 1",
        Space{{{"a", 5, 80}, {"s", 1, 64}},
              {{8, 1}, {80, 64}, {5, 26}},
              // sigma's factor 1 + s/64, s in [1, 64] (edges 1, 64)
              {reach("sigma", {"2 sqrt(alpha (alpha - 1)) (1 + 0.015625)", "2 sqrt(alpha (alpha - 1)) (1 + 1)"}),
               reach("alpha", 1.25, 20)}},  // alpha = a/4, a in [5, 80] (edges 5, 80)
        [](const Point& p, unsigned bits) { return prop3_check(p[0], p[1], false, bits); },
        Space{{{"a", 5, 80}}, {{5}, {80}}}, "s = 1",
        [](const Point& p, unsigned bits) { return prop3_check(p[0], 1, false, bits); });
    c.expected = {Status::violated, "cyffers_bellet_basu.E11"};
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "thm4.prop3_precondition_corrected", "Theorem 4 (L337), Proposition 3 (L944), L940",
        "With sigma >= 2 sqrt(2) L gamma sqrt(alpha (alpha - 1)) the precondition holds (c = 8 alpha (alpha - "
        "1) L^2 gamma^2/sigma^2 <= 1; certified).",
        "alpha = a/4 > 1, sigma = 2 sqrt(2) L gamma sqrt(alpha (alpha - 1))(1 + s/64), L = gamma = 1",
        Space{{{"a", 5, 80}, {"s", 1, 64}},
              {{8, 1}, {80, 64}, {5, 26}},
              // sigma's factor 1 + s/64, s in [1, 64] (edges 1, 64)
              {reach("sigma",
                     {"2 sqrt(2) sqrt(alpha (alpha - 1)) (1 + 0.015625)", "2 sqrt(2) sqrt(alpha (alpha - 1)) (1 + 1)"}),
               reach("alpha", 1.25, 20)}},  // alpha = a/4, a in [5, 80] (edges 5, 80)
        [](const Point& p, unsigned bits) { return prop3_check(p[0], p[1], true, bits); },
        Space{{{"a", 5, 80}}, {{5}, {80}}}, "Theorem 4's sigma (factor 2), s = 1",
        [](const Point& p, unsigned bits) { return prop3_check(p[0], 1, false, bits); });
    c.form = Form::corrected;
    out.push_back(std::move(c));
  }
  out.push_back(make(
      "thm4.fixed_m", "proof of Theorem 4 (L938-L940), Theorem 6 (L793-L802)",
      "Theorem 6 with s_1 the one-step sensitivity 4 lambda L gamma, a_i = s_1/m, noise lambda sigma: its "
      "right side is 8 alpha L^2 gamma^2/(sigma^2 m), L940's bound (certified, exact sequences).",
      "m >= 1 steps, alpha = a/4 > 1, sigma = s/4, lambda = l/4 in (0, 1], L = gamma = 1",
      Space{{{"m", 1, 50}, {"a", 5, 64}, {"s", 1, 64}, {"l", 1, 4}},
            {{1, 8, 4, 4}, {50, 64, 64, 1}},
            {reach("m", 1, 50),           // m in [1, 50] (edges 1, 50)
             reach("alpha", 2, 16),       // alpha = a/4, a = 8 .. 64 at the edges
             reach("sigma", 1, 16),       // sigma = s/4, s = 4 .. 64 at the edges
             reach("lambda", 0.25, 1)}},  // lambda = l/4, l in [1, 4] (edges 1, 4)
      [](const Point& p, unsigned bits) { return fixed_m_check(p[0], p[1], p[2], p[3], false, bits); },
      Space{{{"m", 1, 20}}, {{1}, {20}}}, "s_1 = eps_loc (L938's text), alpha = 2, sigma = 1, lambda = 1",
      [](const Point& p, unsigned bits) { return fixed_m_check(p[0], 8, 4, 4, true, bits); }));
  out.push_back(make(
      "cor5_1.step", "proof of Corollary 5.1 (L982-L984)",
      "8 sqrt(p)/(1 - tau) sqrt(8 K alpha L^2 gamma^2/(eps n^2)) + 8p/(1 - tau)^3 (8 K alpha L^2 gamma^2/(eps "
      "n^2)) <= 2(4 sqrt(p)/(1 - tau) sqrt(8 alpha L^2 gamma^2/(eps n^2)) + 8p/(1 - tau)^3 (8 alpha L^2 "
      "gamma^2/(eps n^2))) K (certified).",
      "tau = t/100, p, n, K >= 1, alpha = a/4 in [5/4, 100], L, gamma, eps = 2^k in [1/64, 64]",
      cor_space({{"t", 0, 99}, {"p", 1, 64}, {"n", 1, 100000}, {"K", 1, 100000}},
                {{90, 64, 1000, 1}, {0, 1, 1, 100000}},
                {reach("tau", 0, 0.9),    // tau = t/100, t = 0 .. 90 at the edges
                 reach("p", 1, 64),       // p in [1, 64] (edges 1, 64)
                 reach("n", 1, 1000),     // n = 1 .. 1000 at the edges
                 reach("K", 1, 100000)},  // K in [1, 100000] (edges 1, 100000)
                {50, 8, 100, 10}),
      [](const Point& p, unsigned bits) {
        return corollary_step_check(cbb::Setting::centralized, p[0], p[1], p[2], 1, p[3], bits, cor_constants(p, 4));
      },
      Space{{{"n", 2, 1000}}, {{2}, {1000}}}, "Corollary 5.3's step (q = 1/n), tau = 1/2, p = 4, K = 10",
      [](const Point& p, unsigned bits) {
        return corollary_step_check(cbb::Setting::decentralized, 50, 4, p[0], 1, 10, bits);
      }));
  for (const auto& [sid, setting, where, erratum] :
       std::vector<std::tuple<std::string, cbb::Setting, std::string, std::string>>{
           {"cor5_2.step", cbb::Setting::federated, "proof of Corollary 5.2 (L1008-L1012)", "cyffers_bellet_basu.E12"},
           {"cor5_3.step", cbb::Setting::decentralized, "proof of Corollary 5.3 (L1033-L1035)",
            "cyffers_bellet_basu.E12"}}) {
    const cbb::Setting st = setting;
    Claim c = make(
        sid, where,
        "The display with sigma^2 substituted is at most the next display (the second noise term with its n and "
        "m as printed) (certified).",
        "tau = t/100, p, n >= 2, m = max(1, n/10), K >= 1, alpha = a/4 in [5/4, 100], L, gamma, eps = 2^k in "
        "[1/64, 64]",
        cor_space({{"t", 0, 99}, {"p", 1, 64}, {"n", 2, 100000}, {"K", 1, 100000}}, {{90, 64, 1000, 100}, {0, 1, 2, 1}},
                  {reach("tau", 0, 0.9),  // tau = t/100, t = 0 .. 90 at the edges
                   reach("p", 1, 64),     // p in [1, 64] (edges 1, 64)
                   reach("n", 2, 1000),   // n = 2 .. 1000 at the edges
                   reach("m", 1, 100),    // m = max(1, n/10): 1 at n = 2, 100 at n = 1000
                   reach("K", 1, 100)},   // K = 1 .. 100 at the edges
                  {50, 8, 100, 10}),
        [st](const Point& p, unsigned bits) {
          return corollary_step_check(st, p[0], p[1], p[2], std::max(1L, p[2] / 10), p[3], bits, cor_constants(p, 4));
        },
        Space{{{"n", 10, 1000}}, {{10}, {1000}}}, "tau = 1/2, p = 4, K = 10",
        [st](const Point& p, unsigned bits) {
          return corollary_step_check(st, 50, 4, p[0], std::max(1L, p[0] / 10), 10, bits);
        });
    c.expected = {Status::violated, erratum};
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "cor5.K_positive", "Corollaries 5.1-5.3 (L964, L998, L1025)",
        "The printed iteration count K = log(X/D) (O-constant 1; X the corollary's two terms) is positive.",
        "corollary w in {5.1, 5.2, 5.3}, tau = t/100, n >= 10, D = 10^d, p = 64, alpha = 10, L = gamma = eps = 1",
        Space{{{"w", 0, 2}, {"t", 0, 99}, {"n", 10, 100000}, {"d", 0, 12}},
              {{0, 90, 1000, 6}, {2, 50, 10, 0}},
              {reach("corollary", {"5.1", "5.2", "5.3"}),  // w in [0, 2] (3 values; edges 0, 2)
               reach("tau", 0.5, 0.9),                     // tau = t/100, t = 50 .. 90 at the edges
               reach("n", 10, 1000),                       // n = 10 .. 1000 at the edges
               reach("D", {"10^0", "10^12"})}},            // D = 10^d, d in [0, 12] (13 values; edges 0, 6)
        [](const Point& p, unsigned bits) { return k_positive_check(p[0], p[1], p[2], p[3], bits); },
        Space{{{"w", 0, 2}}, {{0}, {2}}}, "tau = 0, n = 10^5, D = 10^12",
        [](const Point& p, unsigned bits) { return k_positive_check(p[0], 0, 100000, 12, bits); });
    c.expected = {Status::violated, "cyffers_bellet_basu.E13"};
    out.push_back(std::move(c));
  }
  return out;
}

}  // namespace privbound::proofs_check::cyffers_bellet_basu
