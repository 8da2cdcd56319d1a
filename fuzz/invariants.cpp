#include "invariants.hpp"

#include <mpfr.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>
#include <optional>
#include <set>

namespace privbound::fuzz {
namespace {

using numeric::Interval;
using numeric::Rational;

mpfr_srcptr lo_of(const Interval& v) { return &v.raw()->left; }
mpfr_srcptr hi_of(const Interval& v) { return &v.raw()->right; }

std::string show(const Interval& v) { return "[" + v.lower_decimal(8) + ", " + v.upper_decimal(8) + "]"; }

// The value of a parameter: given, else its default; nullopt when absent or not a number.
std::optional<Rational> param(const bounds::Quantity& q, const Args& args, const std::string& name) {
  std::optional<std::string> text;
  if (auto it = args.find(name); it != args.end()) {
    text = it->second;
  } else {
    for (const auto& p : q.params)
      if (p.name == name && p.default_value) text = *p.default_value;
  }
  if (!text) return std::nullopt;
  auto r = numeric::parse_rational(*text, name);
  if (!r.ok()) return std::nullopt;
  return *r;
}

const Interval* part(const bounds::Evaluation& ev, const std::string& name) {
  for (const auto& p : ev.parts)
    if (p.name == name) return &p.value;
  return nullptr;
}

bool has_note(const bounds::Evaluation& ev, const std::string& key, const std::string& value_part = "") {
  for (const auto& [k, v] : ev.notes)
    if (k == key && v.find(value_part) != std::string::npos) return true;
  return false;
}

// lo(v) <= x <= hi(v) for an exact rational x.
bool contains_exactly(const Interval& v, const Rational& x) {
  return !v.is_nan() && mpfr_cmp_q(lo_of(v), x.mpq().get_mpq_t()) <= 0 &&
         mpfr_cmp_q(hi_of(v), x.mpq().get_mpq_t()) >= 0;
}

Rational square(const Rational& x) { return x * x; }

std::string exact_value_oracle(const bounds::Quantity& q, const Args& args, const bounds::Evaluation& ev) {
  std::optional<Rational> exact;
  const auto sigma = param(q, args, "sigma");
  if (q.id == "accounting.gaussian_zcdp") {
    const auto delta = param(q, args, "sensitivity");
    if (sigma && delta && sigma->sign() > 0) exact = square(*delta) / (Rational(2) * square(*sigma));
  } else if (q.id == "accounting.rdp_gaussian") {
    const auto delta = param(q, args, "sensitivity");
    const auto alpha = param(q, args, "alpha");
    if (sigma && delta && alpha && sigma->sign() > 0) exact = *alpha * square(*delta) / (Rational(2) * square(*sigma));
  } else if (q.id == "accounting.rdp_subsampled_gaussian") {
    const auto rate = param(q, args, "q");
    const auto alpha = param(q, args, "alpha");
    if (rate && alpha && sigma && sigma->sign() > 0) {
      if (*rate == Rational(1)) exact = *alpha / (Rational(2) * square(*sigma));
      if (rate->sign() == 0) exact = Rational(0);
    }
  }
  if (exact && !contains_exactly(ev.value, *exact))
    return "the enclosure " + show(ev.value) + " misses the exact value " + exact->to_string();
  return "";
}

// hi(ε) >= ρ for an (ε, δ) conversion of ρ-zCDP with ρ >= 1 and δ <= 1/5 (see the header).
std::string zcdp_eps_oracle(const bounds::Quantity& q, const Args& args, const bounds::Evaluation& ev) {
  if (ev.safe != numeric::SafeSide::upper) return "";
  const auto delta = param(q, args, "delta");
  if (!delta || delta->sign() <= 0 || Rational(1, 5) < *delta) return "";
  const Rational one(1);
  auto below = [&](const std::string& rho_text) {
    return "epsilon " + show(ev.value) + " at delta " + delta->to_string() + " is below rho " + rho_text +
           " (the Gaussian mechanism with that rho needs epsilon > rho)";
  };
  if (const Interval* rho = part(ev, "rho"); rho && !rho->is_nan() && q.id.find("eps") != std::string::npos) {
    if (mpfr_cmp_q(lo_of(*rho), one.mpq().get_mpq_t()) >= 0 && mpfr_cmp(hi_of(ev.value), lo_of(*rho)) < 0)
      return below(show(*rho));
    return "";
  }
  std::optional<Rational> rho;
  if (q.id == "accounting.zcdp_to_eps") {
    rho = param(q, args, "rho");
  } else if (q.id == "accounting.eps_from_rdp") {
    const auto r = param(q, args, "rdp"), alpha = param(q, args, "alpha");
    if (r && alpha && alpha->sign() > 0) rho = *r / *alpha;  // the Gaussian with (α, r)-RDP has ρ = r/α
  } else if (q.id == "accounting.eps_subsampled_gaussian") {
    const auto rate = param(q, args, "q"), sigma = param(q, args, "sigma"), steps = param(q, args, "steps");
    if (rate && *rate == one && sigma && steps && sigma->sign() > 0)  // q = 1: T Gaussian steps
      rho = *steps / (Rational(2) * square(*sigma));
  }
  if (rho && one <= *rho && mpfr_cmp_q(hi_of(ev.value), rho->mpq().get_mpq_t()) < 0) return below(rho->to_string());
  return "";
}

// The ρ of the zCDP guarantee behind an (ε, δ) value, as a rational lower end (nullopt when the
// quantity is not an ε-from-ρ conversion). Parts named rho of the *_eps quantities, ρ itself for
// accounting.zcdp_to_eps, r/α for accounting.eps_from_rdp (the Gaussian with (α, r)-RDP), and
// T/(2σ²) for accounting.eps_subsampled_gaussian at q = 1 (T Gaussian steps).
std::optional<Rational> rho_floor(const bounds::Quantity& q, const Args& args, const bounds::Evaluation& ev) {
  if (const Interval* rho = part(ev, "rho"); rho && q.id.find("eps") != std::string::npos) {
    if (rho->is_nan() || !mpfr_number_p(lo_of(*rho)) || mpfr_sgn(lo_of(*rho)) <= 0) return std::nullopt;
    mpq_class lo;
    mpfr_get_q(lo.get_mpq_t(), lo_of(*rho));
    return Rational(lo);
  }
  if (q.id == "accounting.zcdp_to_eps") return param(q, args, "rho");
  if (q.id == "accounting.eps_from_rdp") {
    const auto r = param(q, args, "rdp"), alpha = param(q, args, "alpha");
    if (r && alpha && alpha->sign() > 0) return *r / *alpha;
  }
  if (q.id == "accounting.eps_subsampled_gaussian") {
    const auto rate = param(q, args, "q"), sigma = param(q, args, "sigma"), steps = param(q, args, "steps");
    if (rate && *rate == Rational(1) && sigma && steps && sigma->sign() > 0)
      return *steps / (Rational(2) * square(*sigma));
  }
  return std::nullopt;
}

// x > 0 as "0.dddddde<exp>" with six digits, rounded in direction `rnd` ("" outside MPFR's range).
std::string six_digits(const mpq_class& x, mpfr_rnd_t rnd) {
  mpfr_t f;
  mpfr_init2(f, 64);
  mpfr_set_q(f, x.get_mpq_t(), rnd);
  std::string out;
  if (mpfr_regular_p(f) && mpfr_sgn(f) > 0) {
    mpfr_exp_t e = 0;
    char* digits = mpfr_get_str(nullptr, &e, 10, 6, f, rnd);
    out = std::string("0.") + digits + "e" + std::to_string(static_cast<long>(e));
    mpfr_free_str(digits);
  }
  mpfr_clear(f);
  return out;
}

std::string calibration_oracle(const bounds::Quantity& q, const Args& args, const bounds::Evaluation& ev) {
  const auto eps = param(q, args, "eps");
  if (!eps) return "";
  for (const auto& p : ev.parts) {
    if (p.name.rfind("eps_at", 0) != 0) continue;
    if (p.value.is_nan() || mpfr_cmp_q(hi_of(p.value), eps->mpq().get_mpq_t()) > 0)
      return "part " + p.name + " = " + show(p.value) + " does not meet the target eps = " + eps->to_string() +
             " at the safe end";
  }
  return "";
}

bool one_line(const std::string& s) { return s.find_first_of("\n\r\v\f") == std::string::npos; }

}  // namespace

std::string escape(std::string_view s) {
  std::string out;
  for (unsigned char c : s) {
    if (c == '\\') {
      out += "\\\\";
    } else if (c == '\n') {
      out += "\\n";
    } else if (c < 0x20 || c >= 0x7f) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", c);
      out += buf;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

void avoid_cost_corners(std::string_view id, Args& args) {
  if (const auto acc = args.find("accountant"); acc != args.end() && acc->second == "pld") acc->second = "rdp";
  if (id.rfind("accounting.calibrate_", 0) == 0) args["orders"] = "integer";
}

bool gaussian_pld_only(std::string_view id) {
  return id == "accounting.eps_wor_gaussian_pld" || id == "accounting.delta_wor_gaussian_pld" ||
         id == "accounting.calibrate_sigma_wor_pld" || id == "accounting.calibrate_steps_wor_pld" ||
         id == "accounting.calibrate_q_wor_pld";
}

std::string describe(const Args& args) {
  std::string s;
  for (const auto& [k, v] : args) s += (s.empty() ? "" : " ") + escape(k) + "=" + escape(v);
  return s;
}

std::string check_error(const numeric::Error& e) {
  switch (e.kind) {
    case numeric::ErrorKind::invalid_input:
    case numeric::ErrorKind::accuracy_not_met:
    case numeric::ErrorKind::internal:
    case numeric::ErrorKind::time_limit:
      break;
    default:
      return "error of unknown kind " + std::to_string(static_cast<int>(e.kind)) + ": " + escape(e.message);
  }
  if (e.message.empty()) return "error without a message";
  if (!one_line(e.message)) return "error message of more than one line: \"" + escape(e.message) + "\"";
  return "";
}

std::string check_enclosure(const Interval& v, std::string_view what, bool allow_inf) {
  const std::string w(what);
  if (v.is_nan()) return w + " is NaN";
  if (mpfr_cmp(lo_of(v), hi_of(v)) > 0) return w + " has lo > hi: " + show(v);
  if (mpfr_inf_p(lo_of(v)) && mpfr_sgn(lo_of(v)) > 0) return w + " is [+inf, +inf]";
  if (mpfr_inf_p(hi_of(v)) && mpfr_sgn(hi_of(v)) < 0) return w + " is [-inf, -inf]";
  if (!allow_inf && !v.is_finite()) return w + " has an infinite end: " + show(v);
  return "";
}

bool is_privacy_loss(const bounds::Quantity& q) {
  if (q.id.find("calibrate") != std::string::npos) return false;
  for (const char* k : {"zcdp", "rdp", "eps"})
    if (q.id.find(k) != std::string::npos) return true;
  return false;
}

std::string check_evaluation(const bounds::Quantity& q, const Args& args, const bounds::Evaluation& ev,
                             bool* infinite_part) {
  if (auto w = check_enclosure(ev.value, "the value", false); !w.empty()) return w;
  for (const auto& p : ev.parts) {
    if (auto w = check_enclosure(p.value, "part " + p.name, true); !w.empty()) return w;
    if (!p.value.is_finite() && infinite_part) *infinite_part = true;
  }
  if (ev.safe == numeric::SafeSide::upper && is_privacy_loss(q) && mpfr_sgn(hi_of(ev.value)) < 0)
    return "a privacy loss with safe side upper is certainly negative: " + show(ev.value);
  if (ev.source.empty()) return "the evaluation names no source";
  return check_oracles(q, args, ev);
}

std::string check_oracles(const bounds::Quantity& q, const Args& args, const bounds::Evaluation& ev) {
  if (auto w = exact_value_oracle(q, args, ev); !w.empty()) return w;
  if (auto w = zcdp_eps_oracle(q, args, ev); !w.empty()) return w;
  return calibration_oracle(q, args, ev);
}

std::string check_gaussian_floor(const bounds::Quantity& q, const Args& args, const bounds::Evaluation& ev) {
  const bool is_exact = q.id == "accounting.zcdp_to_eps" && args.count("method") && args.at("method") == "gaussian";
  if (ev.safe != numeric::SafeSide::upper || is_exact) return "";
  const auto delta = param(q, args, "delta");
  const auto rho = rho_floor(q, args, ev);
  if (!delta || !rho || rho->sign() <= 0 || delta->sign() <= 0 || !(*delta < Rational(1))) return "";
  // The exact ε(ρ, δ) increases with ρ and decreases with δ: ρ rounded down and δ rounded up to
  // six digits give a smaller, still valid floor, and short texts that repeat, so that the
  // (costly) exact evaluations can be cached.
  const std::string rho_text = six_digits(rho->mpq(), MPFR_RNDD), delta_text = six_digits(delta->mpq(), MPFR_RNDU);
  if (rho_text.empty() || delta_text.empty()) return "";
  static std::map<std::pair<std::string, std::string>, std::optional<Interval>> cache;
  if (cache.size() > 4096) cache.clear();
  auto [it, fresh] = cache.try_emplace({rho_text, delta_text});
  if (fresh) {
    const auto exact = bounds::default_registry().evaluate(
        "accounting.zcdp_to_eps", {{"rho", rho_text}, {"delta", delta_text}, {"method", "gaussian"}}, 64);
    if (exact.ok()) it->second = exact->value;
  }
  if (!it->second) return "";
  if (mpfr_cmp(hi_of(ev.value), lo_of(*it->second)) < 0)
    return "epsilon " + show(ev.value) + " is below the exact Gaussian epsilon " + show(*it->second) + " at rho " +
           rho_text + " <= " + rho->to_string().substr(0, 60) + ", delta " + delta_text;
  return "";
}

std::string check_overlap(const bounds::Evaluation& a, const bounds::Evaluation& b) {
  if (has_note(a, "enclosure") || has_note(b, "enclosure")) return "";
  if (has_note(a, "far_end", "not proven") || has_note(b, "far_end", "not proven")) return "";
  const Interval* aa = part(a, "alpha");
  const Interval* ba = part(b, "alpha");
  if (aa && ba && !aa->overlaps(*ba)) return "";
  if (a.value.overlaps(b.value)) return "";
  return "enclosures at " + std::to_string(a.value.bits()) + " and " + std::to_string(b.value.bits()) +
         " bits are disjoint: " + show(a.value) + " vs " + show(b.value);
}

std::string check_verdict(const proofs_check::Claim& c, const proofs_check::Verdict& v, bool inside) {
  using proofs_check::Status;
  if (v.status != Status::holds && v.status != Status::violated && v.status != Status::undecided)
    return "unknown status " + std::to_string(static_cast<int>(v.status));
  if (v.status != Status::undecided && (std::isnan(v.lhs) || std::isnan(v.rhs) || std::isnan(v.slack)))
    return "decided verdict (" + proofs_check::status_name(v.status) + ") with NaN: lhs " + std::to_string(v.lhs) +
           ", rhs " + std::to_string(v.rhs) + ", slack " + std::to_string(v.slack);
  if (inside && c.kind == proofs_check::Kind::universal && v.status == Status::violated &&
      c.expected.verdict != Status::violated) {
    std::string inst;
    for (const auto& [k, x] : v.instance) inst += " " + k + "=" + x;
    return "claim violated inside its hypotheses: lhs " + std::to_string(v.lhs) + " > rhs " + std::to_string(v.rhs) +
           " (slack " + std::to_string(v.slack) + "; " + escape(v.note) + ";" + escape(inst) + ")";
  }
  return "";
}

std::string check_round_trip(const Rational& r) { return check_round_trip(r, r.to_string()); }

std::string check_round_trip(const Rational& r, const std::string& s) {
  if (s.empty()) return "to_string() of " + r.mpq().get_str() + " is empty";
  auto back = numeric::parse_rational(s);
  if (s.size() > 4000) {
    if (back.ok()) return "a canonical text of " + std::to_string(s.size()) + " characters was accepted";
    return "";
  }
  if (!back.ok()) return "the canonical text \"" + escape(s) + "\" is rejected: " + escape(back.error().message);
  if (!(*back == r)) return "the canonical text \"" + escape(s) + "\" parses to another value " + back->mpq().get_str();
  return "";
}

std::string check_spectral_norm(const numeric::RationalMatrix& a, const Interval& norm) {
  if (auto w = check_enclosure(norm, "the spectral norm", true); !w.empty()) return w;
  Rational maxabs(0), fro2(0);
  for (const auto& x : a.data) {
    const Rational ax = x.sign() < 0 ? Rational(0) - x : x;
    if (maxabs < ax) maxabs = ax;
    fro2 = fro2 + square(x);
  }
  if (mpfr_cmp_q(hi_of(norm), maxabs.mpq().get_mpq_t()) < 0)
    return "the spectral norm " + show(norm) + " is below the largest |entry| " + maxabs.to_string();
  if (mpfr_sgn(lo_of(norm)) > 0) {
    mpq_class lo;
    mpfr_get_q(lo.get_mpq_t(), lo_of(norm));
    if (Rational(mpq_class(lo * lo)) > fro2)
      return "the spectral norm " + show(norm) + " is above the Frobenius norm sqrt(" + fro2.to_string() + ")";
  }
  return "";
}

std::string check_symmetric_eigen(const numeric::RationalMatrix& s, const Interval& lmin, const Interval& lmax) {
  if (auto w = check_enclosure(lmin, "lambda_min", true); !w.empty()) return w;
  if (auto w = check_enclosure(lmax, "lambda_max", true); !w.empty()) return w;
  Rational dmin = s(0, 0), dmax = s(0, 0), trace(0);
  for (std::size_t i = 0; i < s.rows; ++i) {
    if (s(i, i) < dmin) dmin = s(i, i);
    if (dmax < s(i, i)) dmax = s(i, i);
    trace = trace + s(i, i);
  }
  const Rational mean = trace / Rational(static_cast<long>(s.rows));
  if (mpfr_cmp_q(hi_of(lmax), dmax.mpq().get_mpq_t()) < 0 || mpfr_cmp_q(hi_of(lmax), mean.mpq().get_mpq_t()) < 0)
    return "lambda_max " + show(lmax) + " is below a diagonal entry (max " + dmax.to_string() +
           ") or the mean eigenvalue " + mean.to_string();
  if (mpfr_cmp_q(lo_of(lmin), dmin.mpq().get_mpq_t()) > 0 || mpfr_cmp_q(lo_of(lmin), mean.mpq().get_mpq_t()) > 0)
    return "lambda_min " + show(lmin) + " is above a diagonal entry (min " + dmin.to_string() +
           ") or the mean eigenvalue " + mean.to_string();
  return "";
}

void fail(std::string_view target, std::string_view what, std::string_view input) {
  std::fprintf(stderr, "\nprivbound-fuzz: INVARIANT VIOLATED in %.*s: %.*s\nprivbound-fuzz: input: %.*s\n",
               static_cast<int>(target.size()), target.data(), static_cast<int>(what.size()), what.data(),
               static_cast<int>(input.size()), input.data());
  std::fflush(stderr);
  std::abort();
}

void violation(std::string_view target, std::string_view key, const std::string& what, std::string_view input) {
  static const std::string known = [] {
    const char* k = std::getenv("PRIVBOUND_FUZZ_KNOWN");
    return k ? "," + std::string(k) + "," : std::string();
  }();
  if (known.find("," + std::string(key) + ",") == std::string::npos) fail(target, what, input);
  flag(target, "known:" + std::string(key), "known " + std::string(key) + " violation (PRIVBOUND_FUZZ_KNOWN): " + what);
}

void echo(std::string_view target, std::string_view input) {
  static const bool on = std::getenv("PRIVBOUND_FUZZ_ECHO") != nullptr;
  if (on)
    std::fprintf(stderr, "privbound-fuzz: %.*s: %.*s\n", static_cast<int>(target.size()), target.data(),
                 static_cast<int>(input.size()), input.data());
}

void flag(std::string_view target, const std::string& key, std::string_view what) {
  static std::mutex m;
  static std::set<std::string> seen;
  std::lock_guard<std::mutex> lock(m);
  if (seen.size() > 1000 || !seen.insert(key).second) return;
  std::fprintf(stderr, "privbound-fuzz: flag in %.*s: %.*s\n", static_cast<int>(target.size()), target.data(),
               static_cast<int>(what.size()), what.data());
}

}  // namespace privbound::fuzz
