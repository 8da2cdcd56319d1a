// fuzz_eval: every registered quantity (bounds::default_registry()) evaluated on fuzzed,
// in-domain-ish arguments at two precisions.
// Input (text, one field per line):
//   line 1  the quantity: an integer n selects all()[n mod size], other text is looked up as an id
//           (text that is no id selects by a hash of it)
//   line 2  two precisions "b1 b2", each in 64..256 bits (b itself if in range, else 64 + b mod 193)
//   line 3  a built-in configuration (n mod its number of configurations): the starting arguments
//   line 4+ name=value overrides; "#k" as a name is the k-th parameter, "$k" as a value the k-th
//           edge value (fuzz/edge_values.hpp). An override is used only when it keeps the input
//           cheap and in the domain: a number must parse, and one outside its parameter's domain
//           is moved inside (into_domain: |x|, integer part, fractional part scaled onto a
//           bounded interval, reflection above a lower end); a text
//           parameter with choices takes the matching choice (or choice n mod count for a number
//           n); free text (order grids, phases) at most 64 characters; a matrix at most 40
//           characters and never a file (@path). Other overrides are ignored.
// Invariants on every input: no crash; an error has a known kind and a one-line message; an
// answer satisfies check_evaluation (finite enclosure, lo <= hi, parts not NaN, a privacy loss
// with safe side upper not certainly negative, the oracles: exact values, ε >= ρ for large ρ,
// calibrations meet their target); two answers at different precisions overlap (check_overlap);
// an (ε, δ) bound from ρ-zCDP is not below the exact Gaussian ε at that ρ (check_gaussian_floor).
// Inputs in a documented slow corner are moved out of it (keep_out_of_slow_corner()).
// Flagged, not failed: a part that is +inf, and errors of kind internal (could not certify).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "edge_values.hpp"
#include "input.hpp"
#include "invariants.hpp"

namespace {

namespace bn = privbound::bounds;
namespace nm = privbound::numeric;
namespace fz = privbound::fuzz;

constexpr const char* kTarget = "fuzz_eval";

// A number outside its parameter's domain, moved inside it (so that most mutated values still
// exercise the quantity): |x|, then the integer part for an integer domain, the fractional part
// scaled onto a bounded interval, a reflection above a lower end; "" if that fails or the value is
// too large to rewrite cheaply.
std::string into_domain(const bn::Domain& d, const nm::Rational& r) {
  const mpq_class& q = r.mpq();
  if (mpz_sizeinbase(q.get_num_mpz_t(), 2) > 2048 || mpz_sizeinbase(q.get_den_mpz_t(), 2) > 2048) return "";
  mpq_class x = abs(q);
  auto floor_of = [](const mpq_class& v) { return mpq_class(mpz_class(v.get_num() / v.get_den())); };
  if (d.integer) x = floor_of(x);
  if (d.lo && d.hi) {
    const mpq_class lo = d.lo->mpq(), hi = d.hi->mpq();
    if (d.integer) {
      const mpz_class width = mpz_class(hi.get_num() / hi.get_den()) - mpz_class(lo.get_num() / lo.get_den()) + 1;
      if (width > 0) x = lo + mpq_class(mpz_class(x.get_num() % width));
    } else {
      x = lo + (x - floor_of(x)) * (hi - lo);
    }
    if (!d.contains(nm::Rational(x))) x = (lo + hi) / 2;
  } else if (d.lo) {
    const mpq_class lo = d.lo->mpq();
    if (x < lo) x = lo + (lo - x);
    if (!d.contains(nm::Rational(x))) x = lo + 1;
  }
  const nm::Rational out(x);
  return d.contains(out) ? out.to_string() : "";
}

// The override `value` for parameter `p`, or "" when it is not used.
std::string admissible(const bn::ParamSpec& p, const std::string& value) {
  switch (p.kind) {
    case bn::ParamKind::number: {
      const auto r = nm::parse_rational(value, p.name);
      if (!r.ok()) return "";
      return p.domain.contains(*r) ? value : into_domain(p.domain, *r);
    }
    case bn::ParamKind::text:
      if (p.choices.empty()) return value.size() <= 64 ? value : "";
      for (const auto& c : p.choices)
        if (c == value) return value;
      return p.choices[fz::index_of(fz::to_long(value, 0), p.choices.size())];
    case bn::ParamKind::matrix:
      return value.size() <= 40 && (value.empty() || value[0] != '@') ? value : "";
  }
  return "";
}

void keep_out_of_slow_corner(const bn::Quantity& q, const fz::Args& config, fz::Args& args) {
  // Third and fourth corners (open in issue 33; fz::avoid_cost_corners): the PLD accountant's work
  // grows like sqrt(T)/(sigma h) per grid, ~20x in this build (q = 0.999999, sigma = 0.5, T = 100:
  // 19 s), and real-order calibrations at targets met only at tiny sigma. Their own tests
  // (bounds/test/accounting/pld_test.cpp, accountant_test.cpp) cover them.
  fz::avoid_cost_corners(q.id, args);
  // Second corner (stop 12, open): the calibrations at a target eps below 1e-6 (CI finding:
  // calibrate_sigma q=0.01 T=1000 delta=1e-5 eps=1e-40 takes 3.9 s per precision in release, over
  // the 11 s timeout in the fuzz build; sigma ~ 2e4 there). The target moves back to the config's.
  if (q.id.rfind("accounting.calibrate_", 0) == 0) {
    if (const auto e = args.find("eps"); e != args.end()) {
      const auto v = nm::parse_rational(e->second, "eps");
      if (v.ok() && v->mpq() < mpq_class(1, 1000000)) e->second = config.count("eps") ? config.at("eps") : "1";
    }
  }
  // The first corner (stop 10: fractional orders within ~1e-12 of 1 at σ < 0.05, up to 28 s in this
  // build) is closed since issue 33's sixth session (the G-form of subsampled_real.cpp: under 1 s
  // at 128 bits in release); such inputs run as drawn.
}

void check_answer(const bn::Quantity& q, const fz::Args& args, unsigned bits, const nm::Result<bn::Evaluation>& r,
                  const std::string& shown) {
  if (!r.ok()) {
    if (auto w = fz::check_error(r.error()); !w.empty()) fz::violation(kTarget, "error", w, shown);
    if (r.error().kind == nm::ErrorKind::internal)
      fz::flag(kTarget, "internal:" + q.id,
               q.id + ": internal error at " + std::to_string(bits) + " bits: " + fz::escape(r.error().message) + " [" +
                   shown + "]");
    return;
  }
  bool infinite_part = false;
  if (auto w = fz::check_evaluation(q, args, *r, &infinite_part); !w.empty())
    fz::violation(kTarget, "evaluation", q.id + " at " + std::to_string(bits) + " bits: " + w, shown);
  if (infinite_part) fz::flag(kTarget, "inf-part:" + q.id, q.id + ": a part is +-inf [" + shown + "]");
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  (void)bn::default_registry();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto lines = fz::split_lines(data, size);
  if (lines.empty()) return -1;
  const auto& reg = bn::default_registry();
  const auto& all = reg.all();
  const bn::Quantity* q = &all[fz::select(lines[0], all.size(), [&](std::size_t i) { return all[i].id; })];
  if (fz::gaussian_pld_only(q->id)) return -1;  // fuzz/invariants.hpp

  unsigned b1 = 64, b2 = 128;
  if (lines.size() > 1) {
    const std::string_view l = lines[1];
    const auto sp = l.find(' ');
    b1 = fz::bits_of(fz::to_long(l.substr(0, sp), 0));
    if (sp != std::string_view::npos) b2 = fz::bits_of(fz::to_long(l.substr(sp + 1), 64));
  }
  if (b2 == b1) b2 = b1 + 64 <= 256 ? b1 + 64 : b1 - 64;

  fz::Args args;
  if (!q->configs.empty()) {
    const long c = lines.size() > 2 ? fz::to_long(lines[2], 0) : 0;
    args = q->configs[fz::index_of(c, q->configs.size())].params;
  }
  const fz::Args config = args;
  for (std::size_t i = 3; i < lines.size(); ++i) {
    auto [k, v] = fz::split_kv(lines[i]);
    std::string key(k), value = fz::unescape(v);
    if (key.size() > 1 && key[0] == '#' && !q->params.empty())
      key = q->params[fz::index_of(fz::to_long(key.substr(1), 0), q->params.size())].name;
    if (value.size() > 1 && value[0] == '$') value = fz::edge_value(fz::to_long(value.substr(1), 0));
    for (const auto& p : q->params) {
      if (p.name != key) continue;
      if (auto a = admissible(p, value); !a.empty()) args[key] = a;
    }
  }

  keep_out_of_slow_corner(*q, config, args);

  const std::string shown = q->id + " bits=" + std::to_string(b1) + "," + std::to_string(b2) + " " + fz::describe(args);
  fz::echo(kTarget, shown);
  const auto r1 = reg.evaluate(q->id, args, b1);
  check_answer(*q, args, b1, r1, shown);
  const auto r2 = reg.evaluate(q->id, args, b2);
  check_answer(*q, args, b2, r2, shown);
  if (r1.ok() && r2.ok())
    if (auto w = fz::check_overlap(*r1, *r2); !w.empty()) fz::violation(kTarget, "overlap", q->id + ": " + w, shown);
  if (r1.ok())
    if (auto w = fz::check_gaussian_floor(*q, args, *r1); !w.empty())
      fz::violation(kTarget, "evaluation", q->id + " at " + std::to_string(b1) + " bits: " + w, shown);
  return 0;
}
