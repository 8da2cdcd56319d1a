// Seed 004 claims on the federated sensitivity (6.4) (L552-L568): the printed sensitivity and a
// corrected bound against the exact change of ∇f_p (6.3) when one sample is added, each maximised
// over a finite universe of samples (features in {−1, 0, 1}^J, every class), with certified
// enclosures from bounds/ryu_kim.
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "common.hpp"
#include "privbound/bounds/ryu_kim/ryu_kim.hpp"
#include "privbound/bounds/source.hpp"
#include "privbound/proofs_check/ryu_kim/ryu_kim.hpp"
#include "privbound/solvers/functions.hpp"

namespace privbound::proofs_check::ryu_kim {
namespace {

using numeric::Interval;
using numeric::Rational;
using numeric::RationalMatrix;
namespace rk = bounds::ryu_kim;

struct FlInstance {
  RationalMatrix z, X, labels;
  long I = 1;
  std::vector<std::pair<std::string, std::string>> text;
};

// J in [1, 3] features, K in [2, 3] classes, I_p in [1, 4] samples with features in {−1, 0, 1}
// (times `feature_scale`), I = I_p + extra, z entries k/4 in [−2, 2].
FlInstance draw(long seed, long extra, long feature_scale) {
  solvers::Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ull + 652u);
  const auto J = static_cast<std::size_t>(solvers::uniform_int(rng, 1, 3));
  const auto K = static_cast<std::size_t>(solvers::uniform_int(rng, 2, 3));
  const auto Ip = static_cast<std::size_t>(solvers::uniform_int(rng, 1, 4));
  FlInstance f;
  f.z = solvers::random_rational_matrix(rng, J, K, 8, 4);
  f.X = RationalMatrix(Ip, J);
  for (auto& v : f.X.data) v = Rational(feature_scale * solvers::uniform_int(rng, -1, 1));
  f.labels = RationalMatrix(1, Ip);
  for (auto& v : f.labels.data) v = Rational(solvers::uniform_int(rng, 0, static_cast<long>(K) - 1));
  f.I = static_cast<long>(Ip) + extra;
  f.text = {{"z", solvers::matrix_text(f.z)},
            {"X", solvers::matrix_text(f.X)},
            {"labels", solvers::matrix_text(f.labels)},
            {"I", std::to_string(f.I)},
            {"universe", "x* in {-1, 0, 1}^J (times " + std::to_string(feature_scale) + "), every class"}};
  return f;
}

// max over the universe of (6.4) and of the exact gradient change; the maximisers' text.
struct Maxima {
  Interval printed, exact;
  std::string at;
  bool ok = true;
  std::string error;
};
Maxima maxima(const FlInstance& f, long feature_scale, unsigned bits) {
  const std::size_t J = f.z.rows, K = f.z.cols;
  Maxima m{Interval(bits), Interval(bits), "", true, ""};
  long count = 1;
  for (std::size_t j = 0; j < J; ++j) count *= 3;
  for (long code = 0; code < count; ++code) {
    RationalMatrix x(1, J);
    long c = code;
    bool zero = true;
    for (std::size_t j = 0; j < J; ++j, c /= 3) {
      x(0, j) = Rational(feature_scale * (c % 3 - 1));
      zero = zero && c % 3 == 1;
    }
    if (zero) continue;
    for (long y = 0; y < static_cast<long>(K); ++y) {
      auto p = rk::fl_sensitivity_printed(f.z, x, y, f.I, bits);
      auto e = rk::fl_gradient_change(f.z, x, y, f.I, f.X, f.labels, bits);
      if (!p.ok() || !e.ok())
        return Maxima{m.printed, m.exact, "", false, !p.ok() ? p.error().message : e.error().message};
      m.printed = max(m.printed, *p);
      if (e->upper_double() > m.exact.upper_double())
        m.at = "x* = " + solvers::matrix_text(x) + ", y* = " + std::to_string(y);
      m.exact = max(m.exact, *e);
    }
  }
  return m;
}

Verdict printed_check(long seed, long extra, long scale, unsigned bits) {
  const FlInstance f = draw(seed, extra, scale);
  const Maxima m = maxima(f, scale, bits);
  Verdict v;
  if (!m.ok) {
    v.note = m.error;
    return v;
  }
  v = certified_le(m.exact, m.printed, bits);
  v.note = "max over the universe of the exact gradient change vs of (6.4); exact largest at " + m.at;
  v.instance = f.text;
  return v;
}

Verdict bound_check(long seed, long extra, long scale, const Rational& R_factor, unsigned bits) {
  const FlInstance f = draw(seed, extra, scale);
  const Maxima m = maxima(f, scale, bits);
  // every feature vector (existing and added) has norm <= scale·√J
  const Interval R =
      Interval::from_rational(R_factor, bits) * scale * sqrt(Interval::from_int(static_cast<long>(f.z.rows), bits));
  auto b = rk::fl_sensitivity_bound(R, static_cast<long>(f.X.rows), f.I);
  Verdict v;
  if (!m.ok || !b.ok()) {
    v.note = !m.ok ? m.error : b.error().message;
    return v;
  }
  v = certified_le(m.exact, *b, bits);
  v.note = "max over the universe of the exact gradient change vs sqrt(2) R (1 + I_p/I)/(I + 1)";
  v.instance = f.text;
  v.instance.emplace_back("R", R.upper_decimal(6));
  return v;
}

}  // namespace

std::vector<Claim> federated_claims() {
  std::vector<Claim> out;
  Space s;
  s.coords = {{"seed", 0, 999999}, {"extra_samples", 0, 20}};
  s.edges = {{0, 0}, {1, 5}, {2, 20}};
  s.reaches = {reach("I", 4, 21)};  // I = I_p + extra, I_p in [1, 4]: extra = 0 (edge) <= 4, extra = 20 (edge) >= 21
  {
    Claim c = make(
        "ryu_kim.fl.sensitivity6_4", "(6.4) (L564-L568) with (6.3) (L552-L556)",
        "The L2 sensitivity (6.4), maximised over the universe of added samples, bounds the change of "
        "grad f_p(z; D) when a sample is added.",
        "f_p as in (6.3), add-one adjacency (L564), features in {-1, 0, 1}^J", s,
        [](const Point& p, unsigned bits) { return printed_check(p[0], p[1], 1, bits); },
        Space{{{"feature_scale", 1, 4}}, {{1}, {4}}},
        "the pinned counterexample's instance (seed 0, I = I_p) with features scaled by 1..4",
        [](const Point& p, unsigned bits) { return printed_check(0, 0, p[0], bits); });
    c.expected = {Status::violated, "ryu_kim.E14"};
    out.push_back(std::move(c));
  }
  {
    Claim c = make(
        "ryu_kim.fl.sensitivity_bound", "(6.4) corrected for the renormalisation 1/I -> 1/(I + 1)",
        "sqrt(2) R (1 + I_p/I)/(I + 1) bounds the change of grad f_p(z; D) when a sample is added, for "
        "feature norms <= R.",
        "f_p as in (6.3), add-one adjacency, every |x| <= R", s,
        [](const Point& p, unsigned bits) { return bound_check(p[0], p[1], 1, Rational(1), bits); },
        Space{{{"seed", 0, 3}}, {{0}, {3}}}, "R understated by a factor 4",
        [](const Point& p, unsigned bits) { return bound_check(p[0], 0, 1, Rational(1, 4), bits); });
    c.space.reaches.push_back(reach("R", 1, std::sqrt(3.0)));  // R = sqrt(J), J in [1, 3] drawn per seed
    c.form = Form::corrected;
    out.push_back(std::move(c));
  }
  return out;
}

}  // namespace privbound::proofs_check::ryu_kim
