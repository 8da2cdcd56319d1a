// The registry of closed-form quantities: id -> {citation, parameters with domains,
// evaluate(args, bits) -> certified Evaluation}. The CLI (`list`, `eval`, `report`) and the
// report are driven entirely by it; each source folder registers its quantities from one
// function (register_<source>) called by default_registry().
#pragma once

#include <array>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "privbound/numeric/decimal.hpp"
#include "privbound/numeric/interval.hpp"
#include "privbound/numeric/matrix.hpp"
#include "privbound/numeric/result.hpp"

namespace privbound::bounds {

using numeric::Error;
using numeric::Interval;
using numeric::Rational;
using numeric::Result;
using numeric::SafeSide;

// A real domain with open/closed ends; ends may be infinite. Checked exactly on rationals.
struct Domain {
  std::optional<Rational> lo, hi;  // nullopt = -inf / +inf
  bool lo_open = true, hi_open = true;
  bool integer = false;

  static Domain positive() { return {Rational(0), std::nullopt, true, true, false}; }
  static Domain nonnegative() { return {Rational(0), std::nullopt, false, true, false}; }
  static Domain unit_open() { return {Rational(0), Rational(1), true, true, false}; }        // (0, 1)
  static Domain unit_left_open() { return {Rational(0), Rational(1), true, false, false}; }  // (0, 1]
  static Domain unit_closed() { return {Rational(0), Rational(1), false, false, false}; }    // [0, 1]
  static Domain greater_than(long v) { return {Rational(v), std::nullopt, true, true, false}; }
  static Domain at_least(long v) { return {Rational(v), std::nullopt, false, true, false}; }
  static Domain integer_at_least(long v) { return {Rational(v), std::nullopt, false, true, true}; }
  static Domain real() { return {std::nullopt, std::nullopt, true, true, false}; }
  static Domain less_than(long v) { return {std::nullopt, Rational(v), true, true, false}; }  // (-inf, v)
  static Domain at_most(long v) { return {std::nullopt, Rational(v), true, false, false}; }   // (-inf, v]

  bool contains(const Rational& x) const;
  std::string to_string() const;  // "(0, 1]", "[1, inf)", "integers >= 1"
};

enum class ParamKind { number, text, matrix };

struct ParamSpec {
  std::string name;
  ParamKind kind = ParamKind::number;
  Domain domain = Domain::real();
  std::optional<std::string> default_value;  // as text; nullopt = required; "=other": the value of parameter other
  std::string meaning;
  std::vector<std::string> choices;  // for text parameters (empty = free text)
};

// A number parameter (the form every source's registration uses).
inline ParamSpec num(const std::string& name, Domain d, std::optional<std::string> def, const std::string& meaning) {
  return ParamSpec{name, ParamKind::number, std::move(d), std::move(def), meaning, {}};
}

struct Part {
  std::string name;
  Interval value;
};

struct Evaluation {
  Interval value;
  SafeSide safe = SafeSide::none;
  std::vector<Part> parts;                                 // named sub-results
  std::vector<std::pair<std::string, std::string>> notes;  // text facts (method, α used, ...)
  std::string source;                                      // paper, theorem, equation
};

// An answer with its parts and notes; the safe side and the source are the Quantity's (the
// registry stamps them), so an evaluate function does not state them again.
inline Evaluation evaluation(Interval value, std::vector<Part> parts = {},
                             std::vector<std::pair<std::string, std::string>> notes = {}) {
  return Evaluation{std::move(value), SafeSide::none, std::move(parts), std::move(notes), ""};
}

// A certified yes/no as an auditable part: 1 when `yes` is certified, 0 when `no` is, [0, 1] when neither is (so a
// requirement (0, inf) on it meets, fails or is undecided accordingly).
inline Interval certified_flag(bool yes, bool no, unsigned bits) {
  return yes  ? Interval::from_int(1, bits)
         : no ? Interval::from_int(0, bits)
              : hull(Interval::from_int(0, bits), Interval::from_int(1, bits));
}

// Parsed, validated arguments of one evaluation.
class Args {
 public:
  Args(std::string function, const std::vector<ParamSpec>* specs, std::map<std::string, std::string> raw)
      : function_(std::move(function)), specs_(specs), raw_(std::move(raw)) {}

  // Unknown names, and required parameters without a value, are errors.
  Result<void> validate_names() const;
  // Every given parameter against its kind and domain (numbers in their domain, text among its
  // choices, matrices parsed within numeric's limits), whether or not the formula uses it.
  Result<void> validate_given() const;
  bool has(const std::string& name) const;  // given explicitly or with a default
  bool given(const std::string& name) const { return raw_.count(name) > 0; }
  // The exact rational value, validated against the parameter's domain.
  Result<Rational> rational(const std::string& name) const;
  Result<Interval> number(const std::string& name, unsigned bits) const;
  Result<long> integer(const std::string& name) const;
  Result<std::string> text(const std::string& name) const;
  // A matrix given inline ("1,2;3,4") or as @path/to/file.csv (a regular file of at most
  // numeric::kMaxMatrixTextBytes; at most kMaxMatrixDim rows and columns). Not given: an error
  // naming the parameter.
  Result<numeric::RationalMatrix> matrix(const std::string& name) const;
  // The sum of a matrix parameter's entries (a row of privacy losses to compose), each >= 0 (else an
  // error naming the parameter), as an enclosure at `bits`.
  Result<Interval> nonnegative_row_sum(const std::string& name, unsigned bits) const;
  const std::string& function() const { return function_; }
  const std::map<std::string, std::string>& raw() const { return raw_; }

 private:
  const ParamSpec* spec(const std::string& name) const;
  std::optional<std::string> value_text(const std::string& name) const;
  std::string function_;
  const std::vector<ParamSpec>* specs_;
  std::map<std::string, std::string> raw_;
};

struct Config {
  std::string name;  // e.g. "Table 1, row 3"
  std::map<std::string, std::string> params;
};

// Which form of a published statement a quantity evaluates. The naming rule is the claims'
// (proofs_check/claim.hpp): where an erratum touches a statement, the unsuffixed id is the form as
// printed, `_supported` what the paper's own proof supports, `_precise` the proof's sharper
// intermediate bound, `_corrected` a corrected statement; ids that existed before the rule keep
// their names and this field says what they are. none: no erratum touches it.
enum class Form { none, printed, supported, corrected, precise };
std::string form_name(Form f);  // "", "printed", "supported", "corrected", "precise"

// What the value bounds. zcdp: a rho-zCDP privacy loss; the registry then adds the twin
// `<id>_eps` (extra parameters delta and conversion; accounting::eps_twin), so no source keeps a
// list of them.
enum class Measure { none, zcdp };

using EvaluateFn = std::function<Result<Evaluation>(const Args&, unsigned bits)>;

// The evaluate function of a formula of numbers alone: the parameters named, in the formula's
// order, as enclosures at the working precision, then f(x₁, …, xₙ) -> Result<Interval>.
//   .evaluate = formula(zcdp_gaussian, "sensitivity", "sigma")
template <class F, class... Name>
EvaluateFn formula(F f, Name... names) {
  return [f, names...](const Args& a, unsigned bits) -> Result<Evaluation> {
    std::array<Result<Interval>, sizeof...(Name)> xs{a.number(names, bits)...};
    for (const auto& x : xs)
      if (!x.ok()) return x.error();
    Result<Interval> v = [&]<std::size_t... I>(std::index_sequence<I...>) { return f(*xs[I]...); }
    (std::index_sequence_for<Name...>{});
    if (!v.ok()) return v.error();
    return evaluation(*v);
  };
}

// What a hypothesis-type value must satisfy where the paper uses it: a margin >= 0, a rule n^2 delta < 1, an
// admissible set of positive length. The settings audit (bounds/audit.hpp) evaluates the quantity at every one of its
// configurations (built from the paper's settings tables) and flags each where the enclosure lies certainly outside.
struct Requirement {
  Domain domain;
  std::string fails;      // what a value outside means: "Assumption 5.2(ii) fails at some t <= T"
  std::string part = {};  // empty: the value; else the Evaluation's part of that name
  // Decided: why a failure here is no erratum (the paper states nothing false there), with the paper's line. Empty:
  // a failure is recorded by an erratum naming the quantity, or it is an open candidate (`audit` exits 1).
  std::string remark = {};
};

struct Quantity {
  std::string id;
  std::string title;
  std::string citation;
  SafeSide safe = SafeSide::none;  // the registry stamps it on every Evaluation of this quantity
  std::vector<ParamSpec> params;
  std::vector<Config> configs;  // built-in configurations for the report
  // Errors need no prefix: the registry prefixes every error with the id (once).
  EvaluateFn evaluate;
  Form form = Form::none;
  Measure measure = Measure::none;
  std::string twin_delta = "1e-5";  // zcdp: the default delta of the `<id>_eps` twin (and of its configurations)
  std::optional<Requirement> required = std::nullopt;  // audited at every configuration (bounds/audit.hpp)
};

class Registry {
 public:
  void add(Quantity q);
  const Quantity* find(const std::string& id) const;
  const std::vector<Quantity>& all() const { return items_; }
  // Validates names, then evaluates; the error names the quantity id.
  Result<Evaluation> evaluate(const std::string& id, const std::map<std::string, std::string>& args,
                              unsigned bits) const;

 private:
  std::vector<Quantity> items_;
};

// Every quantity privbound knows.
const Registry& default_registry();

// Registration hooks, one per source folder (defined next to the formulas).
void register_accounting(Registry& r);
void register_chan_xie_zhao(Registry& r);

namespace accounting {
// The (eps, delta) twin of a rho-zCDP quantity: id `<id>_eps`, parameters delta (default 1e-5)
// and conversion (cks | bun_steinke); defined next to the accountant's own entries.
Quantity eps_twin(const Quantity& base);
}  // namespace accounting

}  // namespace privbound::bounds
