// fuzz_args: argument handling of the registry, default_registry().evaluate(id, {k=v...}, bits),
// with fuzzed ids, names and values (mostly bad input).
// Input (text, one field per line):
//   line 1  the quantity: an integer selects default_registry().all()[n mod size]; any other text
//           (escapes \n \r \t \0 \\ \xNN decoded) is passed as the id itself
//   line 2  bits: n mod 8 = 0 gives (n/8) mod 16 (invalid, < 16), n mod 8 = 1 gives 2^20 + 1 + n
//           mod 7 (invalid, too large), otherwise 64 + n mod 193
//   line 3+ name=value; a name "#k" is the quantity's k-th parameter name, a value "$k" the k-th
//           edge value of fuzz/edge_values.hpp; other text has its escapes decoded
// Values starting with '@' (a matrix file) make the input uninteresting (return -1): the target
// never reads files.
// Invariants: no crash; an error value has a known kind and a one-line message; bits outside
// [16, 2^20] and unknown ids are errors of kind invalid_input; an answer satisfies every
// evaluation invariant of fuzz/invariants.hpp.
#include <cstddef>
#include <cstdint>
#include <string>

#include "edge_values.hpp"
#include "input.hpp"
#include "invariants.hpp"

namespace {

namespace bn = privbound::bounds;
namespace fz = privbound::fuzz;

constexpr const char* kTarget = "fuzz_args";

bool all_digits(std::string_view s) {
  if (!s.empty() && (s[0] == '-' || s[0] == '+')) s.remove_prefix(1);
  if (s.empty()) return false;
  for (char c : s)
    if (c < '0' || c > '9') return false;
  return true;
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
  std::string id;
  if (all_digits(lines[0]))
    id = all[fz::index_of(fz::to_long(lines[0], 0), all.size())].id;
  else
    id = fz::unescape(lines[0]);
  const bn::Quantity* q = reg.find(id);
  if (fz::gaussian_pld_only(id)) return -1;  // fuzz/invariants.hpp

  const long b = lines.size() > 1 ? fz::to_long(lines[1], 2) : 2;
  unsigned bits = fz::bits_of(b);
  const std::size_t sel = fz::index_of(b, 8);
  if (sel == 0) bits = static_cast<unsigned>(fz::index_of(b / 8, 16));
  if (sel == 1) bits = (1u << 20) + 1u + static_cast<unsigned>(fz::index_of(b, 7));

  fz::Args args;
  for (std::size_t i = 2; i < lines.size(); ++i) {
    auto [k, v] = fz::split_kv(lines[i]);
    std::string key = fz::unescape(k), value = fz::unescape(v);
    if (q && key.size() > 1 && key[0] == '#' && !q->params.empty())
      key = q->params[fz::index_of(fz::to_long(key.substr(1), 0), q->params.size())].name;
    if (value.size() > 1 && value[0] == '$') value = fz::edge_value(fz::to_long(value.substr(1), 0));
    if (!value.empty() && value[0] == '@') return -1;
    args[key] = value;
  }

  // The accountant's cost corners (fuzz/invariants.hpp), so a fuzzed T, sigma or target cannot make
  // one input run for minutes.
  fz::avoid_cost_corners(id, args);
  const std::string shown = "id=\"" + fz::escape(id) + "\" bits=" + std::to_string(bits) + " " + fz::describe(args);
  fz::echo(kTarget, shown);
  const auto r = reg.evaluate(id, args, bits);
  if (!r.ok()) {
    if (auto w = fz::check_error(r.error()); !w.empty()) fz::violation(kTarget, "error", w, shown);
    const bool must_be_input = !q || bits < 16 || bits > (1u << 20);
    if (must_be_input && r.error().kind != privbound::numeric::ErrorKind::invalid_input)
      fz::violation(kTarget, "error",
                    "an unknown id or bad bits is not invalid_input: " + fz::escape(r.error().message), shown);
    return 0;
  }
  if (!q) fz::violation(kTarget, "evaluation", "an unknown id was evaluated", shown);
  if (bits < 16 || bits > (1u << 20)) fz::violation(kTarget, "evaluation", "bits out of range were accepted", shown);
  bool infinite_part = false;
  if (auto w = fz::check_evaluation(*q, args, *r, &infinite_part); !w.empty())
    fz::violation(kTarget, "evaluation", q->id + ": " + w, shown);
  if (infinite_part) fz::flag(kTarget, "inf-part:" + q->id, q->id + ": a part is infinite at " + shown);
  return 0;
}
