// `privbound list` and `privbound eval <id> name=value ... [--bits N] [--json]`.
#include <algorithm>
#include <iostream>

#include "commands.hpp"
#include "common.hpp"

namespace privbound::cli {

void add_list_command(CLI::App& app, int& code) {
  auto* sub = app.add_subcommand("list", "List every registered quantity and its parameters");
  static bool as_json = false;
  sub->add_flag("--json", as_json, "Machine-readable output");
  sub->callback([&code] {
    const auto& reg = bounds::default_registry();
    if (as_json) {
      json arr = json::array();
      for (const auto& q : reg.all()) {
        json params = json::array();
        for (const auto& p : q.params) {
          json pj{{"name", p.name}, {"domain", p.kind == bounds::ParamKind::number ? p.domain.to_string() : ""},
                  {"meaning", p.meaning}};
          pj["kind"] = p.kind == bounds::ParamKind::number ? "number" : p.kind == bounds::ParamKind::text ? "text" : "matrix";
          pj["default"] = p.default_value ? json(*p.default_value) : json(nullptr);
          if (!p.choices.empty()) pj["choices"] = p.choices;
          params.push_back(pj);
        }
        arr.push_back(json{{"id", q.id}, {"title", q.title}, {"citation", q.citation},
                           {"safe_side", safe_side_name(q.safe)}, {"params", params}});
      }
      std::cout << json{{"quantities", arr}, {"version", kVersion}}.dump(2) << "\n";
    } else {
      for (const auto& q : reg.all()) {
        std::cout << q.id << "  —  " << q.title << "\n    " << q.citation << "\n    params:";
        for (const auto& p : q.params)
          std::cout << " " << p.name << (p.default_value ? "=" + *p.default_value : std::string(""));
        std::cout << "\n";
      }
    }
    code = kOk;
  });
}

void add_eval_command(CLI::App& app, int& code) {
  auto* sub = app.add_subcommand("eval", "Evaluate a quantity as a certified enclosure");
  static std::string id;
  static std::vector<std::string> kv;
  static unsigned bits = 128;
  sub->add_option("id", id, "Quantity id (see `privbound list`)")->required();
  sub->add_option("params", kv, "Parameters as name=value (exact decimals: 0.1 means one tenth)");
  sub->add_option("--bits", bits, "Working precision in bits (start precision with --rel-accuracy)")
      ->check(CLI::Range(16u, 1u << 20));
  static double rel_accuracy = 0;
  static unsigned max_bits = 8192;
  sub->add_option("--rel-accuracy", rel_accuracy,
                  "Raise the precision until the enclosure's relative width is at most this (exit 3 if not reached)")
      ->check(CLI::PositiveNumber);
  sub->add_option("--max-bits", max_bits, "Precision cap for --rel-accuracy")->check(CLI::Range(16u, 1u << 20));
  static bool as_json = false;
  sub->add_flag("--json", as_json, "Machine-readable output");
  sub->callback([&code] {
    auto args = parse_kv(kv, "eval " + id);
    if (!args.ok()) {
      code = fail(args.error());
      return;
    }
    const auto& reg = bounds::default_registry();
    auto r = reg.evaluate(id, *args, bits);
    if (!r.ok()) {
      code = fail(r.error());
      return;
    }
    // Precision driver: double the precision until the target accuracy is met or capped.
    while (rel_accuracy > 0 && !(r->value.rel_width() <= rel_accuracy) && bits < max_bits) {
      bits = std::min(bits * 2, max_bits);
      r = reg.evaluate(id, *args, bits);
      if (!r.ok()) {
        code = fail(r.error());
        return;
      }
    }
    if (rel_accuracy > 0 && !(r->value.rel_width() <= rel_accuracy)) {
      code = fail(numeric::Error{numeric::ErrorKind::accuracy_not_met,
                                 "eval " + id + ": relative accuracy " + std::to_string(rel_accuracy) +
                                     " not reached at " + std::to_string(bits) + " bits (relative width " +
                                     std::to_string(r->value.rel_width()) + ")."});
      return;
    }
    const auto* q = reg.find(id);
    if (as_json)
      std::cout << evaluation_json(id, q->title, *r, bits).dump(2) << "\n";
    else
      std::cout << evaluation_text(id, *r, bits);
    code = kOk;
  });
}

}  // namespace privbound::cli
