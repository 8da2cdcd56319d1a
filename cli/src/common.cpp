#include "common.hpp"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <mutex>
#include <thread>

#include "privbound/bounds/source.hpp"
#include "privbound/numeric/deadline.hpp"

namespace privbound::cli {
namespace {

bool g_json_errors = false;
double g_time_limit = 0;

const char* kind_name(numeric::ErrorKind k) {
  switch (k) {
    case numeric::ErrorKind::invalid_input:
      return "invalid_input";
    case numeric::ErrorKind::accuracy_not_met:
      return "accuracy_not_met";
    case numeric::ErrorKind::internal:
      return "internal";
    case numeric::ErrorKind::time_limit:
      return "time_limit";
  }
  return "internal";
}

int exit_code(numeric::ErrorKind k) {
  switch (k) {
    case numeric::ErrorKind::invalid_input:
      return kInvalid;
    case numeric::ErrorKind::accuracy_not_met:
    case numeric::ErrorKind::internal:
    case numeric::ErrorKind::time_limit:
      return kAccuracy;
  }
  return kInvalid;
}

// One line on stderr and, with --json, the error object on stdout; flushed, so it also holds
// when the caller then ends the process with std::_Exit.
void emit_error(const std::string& kind, const std::string& message, int code, const json& extra) {
  const std::string line = "privbound: " + one_line(message) + "\n";
  std::fflush(stdout);
  if (g_json_errors) {
    json err{{"kind", kind}, {"message", message}, {"exit_code", code}};
    for (const auto& [k, v] : extra.items()) err[k] = v;
    const std::string text = json{{"error", err}, {"version", kVersion}}.dump(2) + "\n";
    std::fputs(text.c_str(), stdout);
    std::fflush(stdout);
  }
  std::fputs(line.c_str(), stderr);
  std::fflush(stderr);
}

// Ends the process if the command has not returned `grace` seconds after its time limit.
class Watchdog {
 public:
  void arm(double limit, std::string command) {
    disarm();
    stop_ = false;
    const double grace = std::max(2.0, 0.1 * limit);
    thread_ = std::thread([this, limit, grace, command = std::move(command)] {
      std::unique_lock<std::mutex> lock(mutex_);
      if (cv_.wait_for(lock, std::chrono::duration<double>(limit + grace), [this] { return stop_; })) return;
      emit_error("time_limit",
                 command + ": the time limit was reached; the computation did not stop within " + show_double(grace) +
                     " s after the limit of " + show_double(limit) + " s and was ended.",
                 kAccuracy, json::object());
      std::_Exit(kAccuracy);
    });
  }
  void disarm() {
    if (!thread_.joinable()) return;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      stop_ = true;
    }
    cv_.notify_all();
    thread_.join();
  }
  ~Watchdog() { disarm(); }

 private:
  std::mutex mutex_;
  std::condition_variable cv_;
  bool stop_ = false;
  std::thread thread_;
};

Watchdog& watchdog() {
  static Watchdog w;
  return w;
}

std::size_t edit_distance(const std::string& a, const std::string& b) {
  std::vector<std::size_t> prev(b.size() + 1), cur(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) prev[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    cur[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j)
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
    std::swap(prev, cur);
  }
  return prev[b.size()];
}

}  // namespace

void set_json_errors(bool on) { g_json_errors = on; }
bool json_errors() { return g_json_errors; }

std::string one_line(const std::string& s) { return numeric::one_line(s); }

int fail(const numeric::Error& e, const json& extra) {
  const int code = exit_code(e.kind);
  json all = extra.is_object() ? extra : json::object();
  if (!e.parameter.empty()) {  // a domain error: its facts as fields too (--json)
    all["function"] = e.function;
    all["parameter"] = e.parameter;
    all["domain"] = e.domain;
    all["value"] = e.value;
  }
  emit_error(kind_name(e.kind), e.message, code, all);
  return code;
}

int fail_invalid(const std::string& message) {
  return fail(numeric::Error{numeric::ErrorKind::invalid_input, message});
}

int fail_internal(const std::string& message) {
  emit_error("internal", message, kInternal, json::object());
  return kInternal;
}

int fail_unknown_source(const std::string& command, const std::string& id) {
  std::vector<std::string> ids;
  std::string all;
  for (const auto& s : bounds::sources()) {
    ids.push_back(s.id);
    all += (all.empty() ? "" : ", ") + s.id;
  }
  return fail_invalid(command + ": unknown source \"" + one_line(id.substr(0, 200)) + "\"" + close_ids(id, ids) +
                      " (sources: " + all + ").");
}

std::string close_ids(const std::string& id, const std::vector<std::string>& known) {
  if (id.empty() || id.size() > 200) return "";
  std::vector<std::pair<std::size_t, std::string>> scored;
  for (const auto& k : known) {
    // An id that contains the text, or is a few edits away (at most a third of its length).
    const std::size_t d = k.find(id) != std::string::npos ? 0 : edit_distance(id, k);
    if (d <= std::max<std::size_t>(2, k.size() / 3)) scored.emplace_back(d, k);
  }
  std::stable_sort(scored.begin(), scored.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::string s;
  for (std::size_t i = 0; i < scored.size() && i < 3; ++i) s += (i ? ", " : "") + scored[i].second;
  return s.empty() ? "" : "; close ids: " + s;
}

std::string show_double(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.4g", v);
  return buf;
}

const CLI::Validator kDecimalInteger(
    [](std::string& s) -> std::string {
      // CLI11 would read "0x40" as 64 and "0100" as 64 (octal): digits only, no leading zero.
      if (s.empty() || s.size() > 20 || s.find_first_not_of("0123456789") != std::string::npos ||
          (s.size() > 1 && s[0] == '0'))
        return "must be a decimal integer (digits only, no leading zero), but is \"" + one_line(s) + "\"";
      if (s.size() == 20 && s > "18446744073709551615")  // would wrap around in 64 bits
        return "must be at most 18446744073709551615, but is " + s;
      return "";
    },
    "DECIMAL");

// [+-]? (digits (. digits*)? | . digits) ([eE] [+-]? 1-4 digits)? — written out by hand:
// std::regex trips GCC 12's -Wmaybe-uninitialized under ASan (a false positive in libstdc++).
bool is_plain_decimal(const std::string& s) {
  std::size_t i = 0;
  auto digits = [&]() {
    const std::size_t start = i;
    while (i < s.size() && s[i] >= '0' && s[i] <= '9') ++i;
    return i - start;
  };
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
  const std::size_t before = digits();
  std::size_t after = 0;
  if (i < s.size() && s[i] == '.') {
    ++i;
    after = digits();
  }
  if (before == 0 && after == 0) return false;
  if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
    ++i;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
    const std::size_t e = digits();
    if (e < 1 || e > 4) return false;
  }
  return i == s.size();
}

const CLI::Validator kDecimalNumber(
    [](std::string& s) -> std::string {
      if (s.size() > 100 || !is_plain_decimal(s))
        return "must be a decimal number such as 10, 0.5 or 1e-60, but is \"" + one_line(s) + "\"";
      return "";
    },
    "NUMBER");

CLI::Option* add_bits_option(CLI::App* sub, unsigned& bits, unsigned min_bits, const std::string& help) {
  return sub
      ->add_option("--bits", bits, help + " (" + std::to_string(min_bits) + " to " + std::to_string(kMaxBits) + ")")
      ->check(kDecimalInteger)
      ->check(CLI::Range(min_bits, kMaxBits));
}

CLI::Option* add_time_limit_option(CLI::App* sub, double& seconds) {
  return sub
      ->add_option("--time-limit", seconds,
                   "Stop with exit 3 after SECONDS, saying what was reached (at most 1e6; a watchdog ends the process "
                   "max(2 s, 10%) later if a single step does not return)")
      ->check(kDecimalNumber)
      ->check(CLI::Validator(
          [](std::string& s) -> std::string {
            const double v = std::strtod(s.c_str(), nullptr);
            return v > 0 && v <= kMaxTimeLimit ? "" : "must be a number of seconds in (0, 1e6], but is " + s;
          },
          "SECONDS"));
}

void start_time_limit(double seconds, const std::string& command) {
  if (!(seconds > 0)) return;
  g_time_limit = seconds;
  numeric::set_deadline_after(seconds);
  watchdog().arm(seconds, command);
}

void stop_watchdog() { watchdog().disarm(); }

numeric::Error time_limit_error(const std::string& command, const std::string& reached) {
  return numeric::deadline_error(command, reached + " (--time-limit " + show_double(g_time_limit) + ")");
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

namespace {
// The errata that list `id` among the ids encoding the paper's printed form (the value is what the paper prints, and
// the erratum shows the printed statement wrong somewhere in its domain).
std::vector<bounds::Erratum> errata_of_printed(const std::string& id) {
  static const std::vector<bounds::Erratum> all = bounds::all_errata();
  std::vector<bounds::Erratum> out;
  for (const auto& e : all)
    if (std::find(e.printed.begin(), e.printed.end(), id) != e.printed.end()) out.push_back(e);
  return out;
}
}  // namespace

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
  if (const numeric::Rational* q = e.value.exact()) j["exact"] = q->to_string();  // "200", "1/3"
  j["source"] = e.source;
  j["version"] = kVersion;
  json parts = json::object();
  for (const auto& p : e.parts) parts[p.name] = interval_json(p.value);
  j["parts"] = parts;
  json notes = json::object();
  for (const auto& [k, v] : e.notes) notes[k] = v;
  j["notes"] = notes;
  json errata = json::array();
  for (const auto& er : errata_of_printed(id))
    errata.push_back({{"id", er.id},
                      {"kind", bounds::erratum_kind_name(er.kind)},
                      {"title", er.title},
                      {"corrected", er.corrected}});
  j["errata"] = errata;  // the errata showing this printed form wrong ([] when none)
  return j;
}

namespace {
// Notes that say an end of the enclosure is not proven (e.g. calibrate_*'s far_end).
std::vector<std::string> unproven(const bounds::Evaluation& e) {
  std::vector<std::string> keys;
  for (const auto& [k, v] : e.notes)
    if (v.find("not proven") != std::string::npos) keys.push_back(k);
  return keys;
}
std::string unproven_text(const bounds::Evaluation& e) {
  const auto keys = unproven(e);
  if (keys.empty()) return "";
  std::string s = "  (";
  for (std::size_t i = 0; i < keys.size(); ++i) s += (i ? ", " : "") + keys[i];
  s += " not proven";
  if (e.safe != numeric::SafeSide::none) s += ": only the safe " + safe_side_name(e.safe) + " end is certified";
  return s + ")";
}
}  // namespace

std::string headline(const bounds::Evaluation& e) {
  std::string s = numeric::format_safe(e.value, e.safe);
  // Fewer than 2 certain digits: format_safe gives the safe end marked "≤"/"≥"; say why.
  if (s.rfind("≤ ", 0) == 0 || s.rfind("≥ ", 0) == 0)
    s += "  (only this bound is certain at " + std::to_string(e.value.bits()) + " bits; a larger --bits narrows it)";
  return s + unproven_text(e);
}

std::string evaluation_text(const std::string& id, const bounds::Evaluation& e, unsigned bits) {
  std::string s = id + " = " + headline(e) + "\n";
  for (const auto& er : errata_of_printed(id)) {
    s += "  WARNING: the paper's printed form; erratum " + er.id + " (" + bounds::erratum_kind_name(er.kind) +
         "): " + er.title + ".";
    if (!er.corrected.empty()) {
      s += " Corrected form:";
      for (std::size_t i = 0; i < er.corrected.size(); ++i) s += (i ? ", " : " ") + er.corrected[i];
      s += ".";
    }
    s += "\n";
  }
  if (e.safe != numeric::SafeSide::none)
    s += "  safe " + safe_side_name(e.safe) + " bound: " + numeric::decimal_safe(e.value, e.safe, 17) + "\n";
  s += "  enclosure: [" + e.value.lower_decimal(17) + ", " + e.value.upper_decimal(17) + "] at " +
       std::to_string(bits) + " bits" + unproven_text(e) + "\n";
  if (const numeric::Rational* q = e.value.exact()) s += "  exact value: " + q->to_string() + "\n";
  for (const auto& p : e.parts) s += "  " + p.name + " = " + numeric::format_certain(p.value) + "\n";
  for (const auto& [k, v] : e.notes) s += "  " + k + ": " + v + "\n";
  s += "  source: " + e.source + "\n";
  return s;
}

Progress::Progress(std::string what, std::size_t total)
    : what_(std::move(what)), total_(total), tty_(isatty(STDERR_FILENO) != 0) {}
void Progress::step(const std::string& label) {
  ++done_;
  if (tty_)
    std::cerr << "\r" << what_ << " " << done_ << "/" << total_ << " " << label.substr(0, 50) << "\033[K" << std::flush;
}
Progress::~Progress() {
  if (tty_ && done_ > 0) std::cerr << "\r\033[K" << std::flush;
}

}  // namespace privbound::cli
