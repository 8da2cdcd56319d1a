// privbound._core, the compiled half of the Python module (issue 33, item 5): the registry's
// evaluations as plain Python data. python/privbound/__init__.py gives them the names a DP-SGD user
// knows (get_epsilon, get_noise_multiplier, compute_rdp, ...) and wraps them in Enclosure objects.
//
// The strings are the CLI's (numeric::decimal_lo / decimal_hi / decimal_safe, the exact rational
// when the value is one), so `privbound eval <id> ... --json` and the module print the same digits;
// an error is the registry's one-line message (the CLI prints it after "privbound: "), raised as
// ValueError for invalid input and as RuntimeError otherwise (accuracy, time limit, internal).
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <map>
#include <string>
#include <vector>

#include "privbound/bounds/accounting/rdp.hpp"
#include "privbound/bounds/registry.hpp"
#include "privbound/numeric/decimal.hpp"
#include "privbound/numeric/format.hpp"
#include "privbound/numeric/interval.hpp"

namespace py = pybind11;

namespace {

using privbound::numeric::Interval;
using privbound::numeric::SafeSide;

[[noreturn]] void raise(const privbound::numeric::Error& e) {
  if (e.kind == privbound::numeric::ErrorKind::invalid_input) throw py::value_error(e.message);
  throw std::runtime_error(e.message);  // pybind11 raises RuntimeError
}

py::dict interval_dict(const Interval& x, SafeSide safe) {
  py::dict d;
  d["lo"] = privbound::numeric::decimal_lo(x);
  d["hi"] = privbound::numeric::decimal_hi(x);
  d["safe"] = privbound::numeric::decimal_safe(x, safe);
  d["safe_side"] = privbound::numeric::safe_side_name(safe);
  // float(x): the safe end rounded to the safe side (the double accessors round outward); with
  // no safe side, the midpoint of those (decimal_safe's nearest-midpoint).
  d["safe_float"] = safe == SafeSide::lower   ? x.lower_double()
                    : safe == SafeSide::upper ? x.upper_double()
                                              : x.lower_double() / 2 + x.upper_double() / 2;
  d["rel_width"] = x.rel_width();
  if (const auto* q = x.exact()) d["exact"] = q->to_string();
  d["bits"] = x.bits();
  return d;
}

// One registry evaluation: {lo, hi, safe, safe_side, safe_float, rel_width, [exact], bits, id,
// title, source, parts: {name: {lo, hi, ...}}, notes: {key: text}}.
py::dict evaluate(const std::string& id, const std::map<std::string, std::string>& args, unsigned bits) {
  const auto& reg = privbound::bounds::default_registry();
  privbound::numeric::Result<privbound::bounds::Evaluation> r = [&] {
    py::gil_scoped_release release;
    return reg.evaluate(id, args, bits);
  }();
  if (!r.ok()) raise(r.error());
  const auto& e = *r;
  py::dict d = interval_dict(e.value, e.safe);
  d["id"] = id;
  const auto* q = reg.find(id);
  d["title"] = q ? q->title : std::string();
  d["source"] = e.source;
  py::dict parts;
  for (const auto& p : e.parts) parts[py::str(p.name)] = interval_dict(p.value, SafeSide::none);
  d["parts"] = parts;
  py::dict notes;
  for (const auto& [k, v] : e.notes) notes[py::str(k)] = v;
  d["notes"] = notes;
  return d;
}

// The composed RDP T·r(α) of the Poisson-subsampled Gaussian at each order: the registry's curve
// (accounting.rdp_curve_subsampled_gaussian, which checks every input), each part with its safe side.
std::vector<py::dict> compute_rdp(const std::string& q, const std::string& sigma, const std::string& steps,
                                  const std::vector<std::string>& orders, unsigned bits) {
  std::string list;
  for (const auto& a : orders) list += (list.empty() ? "" : ",") + a;
  const auto& reg = privbound::bounds::default_registry();
  privbound::numeric::Result<privbound::bounds::Evaluation> r = [&] {
    py::gil_scoped_release release;
    return reg.evaluate("accounting.rdp_curve_subsampled_gaussian",
                        {{"q", q}, {"sigma", sigma}, {"steps", steps}, {"orders", list}}, bits);
  }();
  if (!r.ok()) raise(r.error());
  if (r->parts.size() != orders.size())  // a text such as "2..64" or "2,3" given as one order
    throw py::value_error("compute_rdp: orders must be a list of numbers (one per order), but is \"" + list + "\".");
  std::vector<py::dict> out;
  for (std::size_t i = 0; i < orders.size(); ++i) {
    py::dict d = interval_dict(r->parts[i].value, SafeSide::upper);  // the parts follow the orders
    d["alpha"] = orders[i];
    out.push_back(d);
  }
  return out;
}

// T = ceil(epochs / sample_rate), both read by the CLI's parser: E epochs are E/q expected
// batches, rounded up (the safe side: more steps, a larger ε and σ). As the registry's
// accounting.eps_dpsgd does with q = b/n.
long steps_of_epochs(const std::string& epochs, const std::string& sample_rate) {
  const auto e = privbound::numeric::parse_rational(epochs, "epochs");
  if (!e.ok()) raise(e.error());
  const auto q = privbound::numeric::parse_rational(sample_rate, "sample_rate");
  if (!q.ok()) raise(q.error());
  const privbound::numeric::Rational zero(0), one(1);
  if (!(zero < *e)) throw py::value_error("epochs must be in (0, inf), but is " + e->to_string() + ".");
  if (!(zero < *q) || one < *q) throw py::value_error("sample_rate must be in (0, 1], but is " + q->to_string() + ".");
  const auto t = privbound::bounds::accounting::steps_of_epochs("steps_of_epochs", *e, *q);
  if (!t.ok()) raise(t.error());
  return *t;
}

}  // namespace

PYBIND11_MODULE(_core, m) {
  m.doc() = "privbound's compiled core: registry evaluations as plain data (see the privbound package)";
  m.def("evaluate", &evaluate, py::arg("id"), py::arg("args"), py::arg("bits") = 128,
        "Evaluate a registry quantity; args maps parameter names to exact decimal strings.");
  m.def("compute_rdp", &compute_rdp, py::arg("q"), py::arg("sigma"), py::arg("steps"), py::arg("orders"),
        py::arg("bits") = 128, "T * r(alpha) of the Poisson-subsampled Gaussian at each order.");
  m.def("steps_of_epochs", &steps_of_epochs, py::arg("epochs"), py::arg("sample_rate"),
        "ceil(epochs / sample_rate), read by the CLI's parser.");
  m.def("ids", [] {
    std::vector<std::string> ids;
    for (const auto& q : privbound::bounds::default_registry().all()) ids.push_back(q.id);
    return ids;
  });
}
