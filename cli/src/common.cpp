#include "common.hpp"

#include <unistd.h>

#include <iostream>

namespace privbound::cli {

int fail(const numeric::Error& e) {
  std::cerr << "privbound: " << e.message << "\n";
  switch (e.kind) {
    case numeric::ErrorKind::invalid_input: return kInvalid;
    case numeric::ErrorKind::accuracy_not_met: return kAccuracy;
    case numeric::ErrorKind::internal: return kAccuracy;
    case numeric::ErrorKind::time_limit: return kAccuracy;
  }
  return kInvalid;
}

int fail_invalid(const std::string& message) {
  std::cerr << "privbound: " << message << "\n";
  return kInvalid;
}

numeric::Result<std::map<std::string, std::string>> parse_kv(const std::vector<std::string>& items,
                                                             const std::string& context) {
  std::map<std::string, std::string> out;
  for (const auto& it : items) {
    const auto eq = it.find('=');
    if (eq == std::string::npos || eq == 0)
      return numeric::Error{numeric::ErrorKind::invalid_input,
                            context + ": arguments must look like name=value, but one is \"" + it + "\"."};
    const std::string k = it.substr(0, eq);
    if (out.count(k))
      return numeric::Error{numeric::ErrorKind::invalid_input, context + ": parameter " + k + " is given twice."};
    out[k] = it.substr(eq + 1);
  }
  return out;
}

json interval_json(const numeric::Interval& x) {
  return json{{"lo", numeric::decimal_lo(x)}, {"hi", numeric::decimal_hi(x)}};
}

std::string safe_side_name(numeric::SafeSide s) {
  switch (s) {
    case numeric::SafeSide::upper: return "upper";
    case numeric::SafeSide::lower: return "lower";
    case numeric::SafeSide::none: return "none";
  }
  return "none";
}

json evaluation_json(const std::string& id, const std::string& title, const bounds::Evaluation& e, unsigned bits) {
  json j;
  j["id"] = id;
  j["title"] = title;
  j["lo"] = numeric::decimal_lo(e.value);
  j["hi"] = numeric::decimal_hi(e.value);
  j["safe"] = numeric::decimal_safe(e.value, e.safe);
  j["safe_side"] = safe_side_name(e.safe);
  j["bits"] = bits;
  j["rel_width"] = e.value.rel_width();
  j["source"] = e.source;
  j["version"] = kVersion;
  json parts = json::object();
  for (const auto& p : e.parts) parts[p.name] = interval_json(p.value);
  j["parts"] = parts;
  json notes = json::object();
  for (const auto& [k, v] : e.notes) notes[k] = v;
  j["notes"] = notes;
  return j;
}

std::string evaluation_text(const std::string& id, const bounds::Evaluation& e, unsigned bits) {
  std::string s = id + " = " + numeric::format_certain(e.value) + "\n";
  if (e.safe != numeric::SafeSide::none)
    s += "  safe " + safe_side_name(e.safe) + " bound: " + numeric::decimal_safe(e.value, e.safe, 17) + "\n";
  s += "  enclosure: [" + e.value.lower_decimal(17) + ", " + e.value.upper_decimal(17) + "] at " +
       std::to_string(bits) + " bits\n";
  for (const auto& p : e.parts) s += "  " + p.name + " = " + numeric::format_certain(p.value) + "\n";
  for (const auto& [k, v] : e.notes) s += "  " + k + ": " + v + "\n";
  s += "  source: " + e.source + "\n";
  return s;
}

Progress::Progress(std::string what, std::size_t total)
    : what_(std::move(what)), total_(total), tty_(isatty(STDERR_FILENO) != 0) {}
void Progress::step(const std::string& label) {
  ++done_;
  if (tty_) std::cerr << "\r" << what_ << " " << done_ << "/" << total_ << " " << label.substr(0, 50) << "\033[K" << std::flush;
}
Progress::~Progress() {
  if (tty_ && done_ > 0) std::cerr << "\r\033[K" << std::flush;
}

}  // namespace privbound::cli
