// `privbound eval <id> name=value ... [--bits N] [--json]`.
#include <algorithm>
#include <cstdlib>
#include <iostream>

#include "commands.hpp"
#include "common.hpp"
#include "privbound/numeric/deadline.hpp"

namespace privbound::cli {

void add_eval_command(CLI::App& app, int& code) {
  auto* sub = app.add_subcommand("eval", "Evaluate a quantity as a certified enclosure");
  static std::string id;
  static std::vector<std::string> kv;
  static unsigned bits = 128;
  sub->add_option("id", id, "Quantity id (see `privbound list`)")->required();
  sub->add_option("params", kv, "Parameters as name=value (exact decimals: 0.1 means one tenth)");
  add_bits_option(sub, bits, 16, "Working precision in bits (start precision with --rel-accuracy)");
  static double rel_accuracy = 0;
  static unsigned max_bits = kMaxBits;
  sub->add_option("--rel-accuracy", rel_accuracy,
                  "Raise the precision until the enclosure's relative width is at most this (exit 3 if not reached)")
      ->check(kDecimalNumber)
      ->check(CLI::Validator(
          [](std::string& s) -> std::string {
            const double v = std::strtod(s.c_str(), nullptr);  // 0 or inf when out of double range
            return v >= 1e-300 && v <= 1e300 ? "" : "must be a relative width in [1e-300, 1e300], but is " + s;
          },
          "WIDTH"));
  sub->add_option("--max-bits", max_bits,
                  "Precision cap for --rel-accuracy (16 to " + std::to_string(kMaxBits) + ", default " +
                      std::to_string(kMaxBits) + ")")
      ->check(kDecimalInteger)
      ->check(CLI::Range(16u, kMaxBits));
  static double time_limit = 0;
  add_time_limit_option(sub, time_limit);
  static bool as_json = false;
  sub->add_flag("--json", as_json, "Machine-readable output");
  sub->callback([&code] {
    set_json_errors(as_json);
    const auto& reg = bounds::default_registry();
    const auto* q = reg.find(id);
    if (!q) {
      std::vector<std::string> ids;
      for (const auto& x : reg.all()) ids.push_back(x.id);
      code = fail_invalid("eval: unknown quantity id \"" + id + "\"" + close_ids(id, ids) +
                          " (every id: privbound list).");
      return;
    }
    auto args = parse_kv(kv, "eval " + id);
    if (!args.ok()) {
      code = fail(args.error());
      return;
    }
    start_time_limit(time_limit, "eval " + id);
    auto r = reg.evaluate(id, *args, bits);
    if (!r.ok()) {
      code = fail(r.error());
      return;
    }
    // Precision driver: double the precision until the target accuracy is met or capped.
    while (rel_accuracy > 0 && !(r->value.rel_width() <= rel_accuracy) && bits < max_bits) {
      if (numeric::deadline_passed()) {
        code = fail(time_limit_error("eval " + id, "relative width " + show_double(r->value.rel_width()) + " at " +
                                                       std::to_string(bits) + " bits, target " +
                                                       show_double(rel_accuracy)));
        return;
      }
      bits = std::min(bits * 2, max_bits);
      r = reg.evaluate(id, *args, bits);
      if (!r.ok()) {
        code = fail(r.error());
        return;
      }
    }
    if (rel_accuracy > 0 && !(r->value.rel_width() <= rel_accuracy)) {
      code =
          fail(numeric::Error{numeric::ErrorKind::accuracy_not_met,
                              "eval " + id + ": relative accuracy " + show_double(rel_accuracy) + " not reached at " +
                                  std::to_string(bits) + " bits (relative width " + show_double(r->value.rel_width()) +
                                  "; raise --max-bits, at most " + std::to_string(kMaxBits) + ")."});
      return;
    }
    if (as_json)
      std::cout << evaluation_json(id, q->title, *r, bits).dump(2) << "\n";
    else
      std::cout << evaluation_text(id, *r, bits);
    code = kOk;
  });
}

}  // namespace privbound::cli
