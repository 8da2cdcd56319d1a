// Shared pieces of the privbound executable: exit codes, JSON rendering of enclosures,
// key=value parsing, progress output.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "privbound/bounds/registry.hpp"
#include "privbound/numeric/format.hpp"

namespace privbound::cli {

using json = nlohmann::ordered_json;

enum Exit : int { kOk = 0, kViolated = 1, kInvalid = 2, kAccuracy = 3 };

inline const char* kVersion = "0.1.0";

// Maps a library error to its exit code and prints "privbound: <message>" on stderr.
int fail(const numeric::Error& e);
int fail_invalid(const std::string& message);

// Parses ["q=0.1", "sigma=2"] into a map; malformed items are an error.
numeric::Result<std::map<std::string, std::string>> parse_kv(const std::vector<std::string>& items,
                                                             const std::string& context);

// {"lo": ..., "hi": ...} with outward rounding.
json interval_json(const numeric::Interval& x);
std::string safe_side_name(numeric::SafeSide s);
// The stable JSON object of one evaluation (fields: id, title, lo, hi, safe, safe_side, bits,
// source, version, parts, notes).
json evaluation_json(const std::string& id, const std::string& title, const bounds::Evaluation& e, unsigned bits);
// Human text of one evaluation (certain digits only).
std::string evaluation_text(const std::string& id, const bounds::Evaluation& e, unsigned bits);

// Progress on stderr only when stderr is a terminal.
class Progress {
 public:
  Progress(std::string what, std::size_t total);
  void step(const std::string& label = "");
  ~Progress();

 private:
  std::string what_;
  std::size_t total_, done_ = 0;
  bool tty_;
};

}  // namespace privbound::cli
