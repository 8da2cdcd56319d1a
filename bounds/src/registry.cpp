#include "privbound/bounds/registry.hpp"

#include <algorithm>
#include <climits>

#include "privbound/bounds/source.hpp"

namespace privbound::bounds {

namespace detail {
void freeze_sources();
}

using numeric::ErrorKind;

bool Domain::contains(const Rational& x) const {
  if (integer && !x.is_integer()) return false;
  if (lo && (lo_open ? !(x > *lo) : !(x >= *lo))) return false;
  if (hi && (hi_open ? !(x < *hi) : !(x <= *hi))) return false;
  return true;
}

std::string Domain::to_string() const {
  if (integer) {
    std::string s = "the integers";
    if (lo) s += std::string(lo_open ? " > " : " >= ") + lo->to_string();
    if (hi) s += std::string(lo ? " and" : "") + (hi_open ? " < " : " <= ") + hi->to_string();
    return s;
  }
  return std::string(lo && !lo_open ? "[" : "(") + (lo ? lo->to_string() : "-inf") + ", " +
         (hi ? hi->to_string() : "inf") + (hi && !hi_open ? "]" : ")");
}

const ParamSpec* Args::spec(const std::string& name) const {
  for (const auto& s : *specs_)
    if (s.name == name) return &s;
  return nullptr;
}

std::optional<std::string> Args::value_text(const std::string& name) const {
  auto it = raw_.find(name);
  if (it != raw_.end()) return it->second;
  const ParamSpec* s = spec(name);
  // A default "=other" is the value of parameter `other` (ParamSpec::default_value).
  if (s && s->default_value && s->default_value->rfind('=', 0) == 0 && s->default_value->size() > 1)
    return s->default_value->substr(1) == name ? std::nullopt : value_text(s->default_value->substr(1));
  if (s && s->default_value) return *s->default_value;
  return std::nullopt;
}

Result<void> Args::validate_names() const {
  for (const auto& [k, v] : raw_) {
    if (!spec(k)) {
      std::string known;
      for (const auto& s : *specs_) known += (known.empty() ? "" : ", ") + s.name;
      return Error{ErrorKind::invalid_input,
                   function_ + ": unknown parameter \"" + numeric::one_line(k) + "\"; parameters are: " + known + "."};
    }
  }
  for (const auto& s : *specs_)
    if (!s.default_value && !raw_.count(s.name))
      return Error{ErrorKind::invalid_input, function_ + ": parameter " + s.name + " is required (" + s.meaning + ")."};
  return {};
}

Result<void> Args::validate_given() const {
  for (const auto& [name, text] : raw_) {
    const ParamSpec* s = spec(name);
    if (!s) continue;  // validate_names reports it
    switch (s->kind) {
      case ParamKind::number:
        PB_CHECK(rational(name));
        break;
      case ParamKind::text:
        PB_CHECK(this->text(name));
        break;
      case ParamKind::matrix:
        PB_CHECK(matrix(name));
        break;
    }
  }
  return {};
}

bool Args::has(const std::string& name) const { return value_text(name).has_value(); }

Result<Rational> Args::rational(const std::string& name) const {
  const ParamSpec* s = spec(name);
  auto text = value_text(name);
  if (!s || !text) return Error{ErrorKind::invalid_input, function_ + ": parameter " + name + " is required."};
  // Integer parameters are decimal digits only, as the README says and --bits does: "0100",
  // "007", "1e3", "3.", "+3" are refused, not read as 100, 7, 1000, 3, 3.
  if (s->domain.integer) {
    const std::string_view t = *text;
    const std::string_view d = !t.empty() && t[0] == '-' ? t.substr(1) : t;
    const bool digits = !d.empty() && d.find_first_not_of("0123456789") == std::string_view::npos;
    if (!digits || (d.size() > 1 && d[0] == '0') || (t[0] == '-' && d == "0"))
      return numeric::domain_error(function_, name, s->domain.to_string() + " (decimal digits only, no leading zero)",
                                   "\"" + *text + "\"");
  }
  auto q = numeric::parse_rational(*text, name);
  if (!q.ok()) {
    // The parser's reason ("at most 4000 characters long", "|exponent| <= 100000"), not "not a number".
    const std::string& m = q.error().message;
    const auto must = m.find(" must be ");
    const auto but = m.rfind(", but is ");
    const std::string why =
        must != std::string::npos && but != std::string::npos && but > must ? m.substr(must + 9, but - must - 9) : "";
    if (why.empty() || why.find("such as") != std::string::npos)
      return numeric::domain_error(function_, name, s->domain.to_string(),
                                   "\"" + numeric::shown_input(*text, 60) + "\" (not a number)");
    return numeric::domain_error(function_, name, s->domain.to_string() + ", written as " + why,
                                 "\"" + numeric::shown_input(*text, 60) + "\"");
  }
  if (!s->domain.contains(*q))
    return numeric::domain_error(function_, name, s->domain.to_string(), numeric::shown_input(*text, 60));
  return q;
}

namespace {
// log2 |x| of a nonzero rational, to within 1.
long log2_abs(const mpq_class& x) {
  return static_cast<long>(mpz_sizeinbase(x.get_num_mpz_t(), 2)) -
         static_cast<long>(mpz_sizeinbase(x.get_den_mpz_t(), 2));
}
}  // namespace

Result<Interval> Args::number(const std::string& name, unsigned bits) const {
  PB_TRY(Rational q, rational(name));
  // A value next to an open end of its domain keeps its distance from that end: the enclosure
  // gets the exponent gap between the value and that distance as extra bits (at most 2^16).
  // α = 1 + 1e-40 in (1, ∞) used to become [1, 1 + 2^-127] at 128 bits and was rejected.
  unsigned b = bits;
  const Domain& dom = spec(name)->domain;
  for (const auto& [end, open] : {std::pair{dom.lo, dom.lo_open}, std::pair{dom.hi, dom.hi_open}}) {
    if (!end || !open || q == *end) continue;
    const mpq_class d = abs(q.mpq() - end->mpq());
    const long scale =
        std::max(q.sign() == 0 ? LONG_MIN : log2_abs(q.mpq()), end->sign() == 0 ? LONG_MIN : log2_abs(end->mpq()));
    if (scale == LONG_MIN) continue;  // the end is 0 and so is the value: nothing to keep
    const long gap = scale - log2_abs(d);
    if (gap > 0) b = std::max(b, bits + static_cast<unsigned>(std::min(gap, 65536L)) + 8);
  }
  return Interval::from_rational(q, b);
}

Result<long> Args::integer(const std::string& name) const {
  PB_TRY(Rational q, rational(name));
  if (!q.is_integer() || !q.mpq().get_num().fits_slong_p())
    return numeric::domain_error(function_, name, "the integers that fit 64 bits", value_text(name).value_or(""));
  return q.mpq().get_num().get_si();
}

Result<std::string> Args::text(const std::string& name) const {
  const ParamSpec* s = spec(name);
  auto text = value_text(name);
  if (!s || !text) return Error{ErrorKind::invalid_input, function_ + ": parameter " + name + " is required."};
  if (!s->choices.empty() && std::find(s->choices.begin(), s->choices.end(), *text) == s->choices.end()) {
    std::string dom = "{";
    for (std::size_t i = 0; i < s->choices.size(); ++i) dom += (i ? ", " : "") + s->choices[i];
    return numeric::domain_error(function_, name, dom + "}", *text);
  }
  return *text;
}

Result<Interval> Args::nonnegative_row_sum(const std::string& name, unsigned bits) const {
  PB_TRY(numeric::RationalMatrix m, matrix(name));
  Interval sum = Interval::from_int(0, bits);
  for (const auto& q : m.data) {
    if (q < Rational(0)) return numeric::domain_error(function_, name, "[0, inf) entrywise", q.to_string());
    sum = sum + Interval::from_rational(q, bits);
  }
  return sum;
}

Result<numeric::RationalMatrix> Args::matrix(const std::string& name) const {
  auto text = value_text(name);
  // A matrix parameter's default "none" means "not given": say which one is missing.
  if (!text || (!given(name) && *text == "none"))
    return Error{ErrorKind::invalid_input,
                 function_ + ": parameter " + name + " (a matrix: inline \"1,0;0,1\" or @file.csv) is required."};
  auto m = (!text->empty() && (*text)[0] == '@') ? numeric::read_matrix_file(text->substr(1), name)
                                                 : numeric::parse_matrix(*text, name);
  if (!m.ok()) return Error{ErrorKind::invalid_input, function_ + ": " + m.error().message};
  return m;
}

void Registry::add(Quantity q) { items_.push_back(std::move(q)); }

const Quantity* Registry::find(const std::string& id) const {
  for (const auto& q : items_)
    if (q.id == id) return &q;
  return nullptr;
}

Result<Evaluation> Registry::evaluate(const std::string& id, const std::map<std::string, std::string>& args,
                                      unsigned bits) const {
  const Quantity* q = find(id);
  if (!q)
    return Error{ErrorKind::invalid_input,
                 "eval: unknown quantity id \"" + numeric::one_line(id) + "\" (see `privbound list`)."};
  if (bits < 16 || bits > 1u << 20) return numeric::domain_error(id, "bits", "[16, 1048576]", std::to_string(bits));
  Args a(id, &q->params, args);
  PB_CHECK(a.validate_names());
  // Every given parameter is checked against its domain, also when this evaluation does not
  // use it (issue 9: lemma3_2.local_sensitivity beta=-1e100 was silently ignored).
  PB_CHECK(a.validate_given());
  auto r = q->evaluate(a, bits);
  if (!r.ok()) {
    // The one place where an error gets the quantity's id in front (once).
    const std::string& m = r.error().message;
    if (m.compare(0, id.size() + 1, id + ":") == 0) return r;
    return numeric::prefixed(id, r.error());
  }
  if (r->value.is_nan() || !r->value.is_finite()) {
    // Never hand out NaN/inf as an answer.
    return Error{ErrorKind::internal, id + ": the enclosure is not finite at " + std::to_string(bits) + " bits."};
  }
  if (r->source.empty()) r->source = q->citation;
  if (r->safe == SafeSide::none) r->safe = q->safe;
  return r;
}

std::string form_name(Form f) {
  switch (f) {
    case Form::none:
      return "";
    case Form::printed:
      return "printed";
    case Form::supported:
      return "supported";
    case Form::corrected:
      return "corrected";
    case Form::precise:
      return "precise";
  }
  return "";
}

const Registry& default_registry() {
  static const Registry reg = [] {
    detail::freeze_sources();
    Registry r;
    for (const auto& s : sources()) {
      if (!s.quantities) continue;
      const std::size_t from = r.all().size();
      s.quantities(r);
      const std::size_t to = r.all().size();
      for (std::size_t i = from; i < to; ++i)
        if (r.all()[i].measure == Measure::zcdp) r.add(accounting::eps_twin(Quantity(r.all()[i])));
    }
    return r;
  }();
  return reg;
}

}  // namespace privbound::bounds
