// Shared pieces of the privbound executable: exit codes, limits, errors (one line on stderr,
// and a JSON object on stdout with --json), options, the time limit and its watchdog, JSON
// rendering of enclosures, key=value parsing, progress output.
#pragma once

#include <CLI/CLI.hpp>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "privbound/bounds/registry.hpp"
#include "privbound/numeric/format.hpp"

namespace privbound::numeric {
class Team;  // numeric/team.hpp
}  // namespace privbound::numeric
namespace privbound::proofs_check {
using numeric::Team;
}  // namespace privbound::proofs_check

namespace privbound::cli {

using json = nlohmann::ordered_json;

// 0 ok/holds, 1 a universal claim violated, 2 invalid input, 3 the requested accuracy or the
// time limit was not reached (or a certified computation could not be completed), 4 an
// internal error (an exception caught at the CLI boundary, e.g. out of memory: a bug).
enum Exit : int { kOk = 0, kViolated = 1, kInvalid = 2, kAccuracy = 3, kInternal = 4 };

inline const char* kVersion = "0.1.0";

// Limits shared by every command (issue 9). --bits: at most 4096 everywhere (every claim and
// quantity runs there; the full report at 4096 bits takes many minutes, so bound it with
// --time-limit); --iters: at most 10^6 random instances per claim; --time-limit: at most 10^6 s.
inline constexpr unsigned kMaxBits = 4096;
inline constexpr std::size_t kMaxIters = 1000000;
inline constexpr double kMaxTimeLimit = 1e6;

// Errors also go to stdout as {"error": {"kind", "message", "exit_code"}, "version"} (set when
// the command line has --json).
void set_json_errors(bool on);
bool json_errors();

// The message made one line: control characters (a newline in an id, say) escaped as \n, \t,
// \xNN.
std::string one_line(const std::string& s);

// Maps a library error to its exit code and prints "privbound: <message>" on stderr (and the
// JSON error object, with `extra` fields merged into it, when --json was given).
int fail(const numeric::Error& e, const json& extra = json::object());
int fail_invalid(const std::string& message);
// An exception caught at the CLI boundary: exit 4.
int fail_internal(const std::string& message);

// "; close ids: a, b" for up to three known ids near `id` (edit distance), or "".
std::string close_ids(const std::string& id, const std::vector<std::string>& known);
// Exit 2 for an id that is not a source: "<command>: unknown source "<id>"; close ids: … (sources: …)." from
// bounds::sources().
int fail_unknown_source(const std::string& command, const std::string& id);
// A double for messages: %.3g ("1e-60", not "0.000000").
std::string show_double(double v);

// Options with the shared limits. Integers are decimal digits only ("0x40" and "1e3" are
// refused, not read as 64 and 1000).
CLI::Option* add_bits_option(CLI::App* sub, unsigned& bits, unsigned min_bits, const std::string& help);
CLI::Option* add_time_limit_option(CLI::App* sub, double& seconds);
extern const CLI::Validator kDecimalInteger;
extern const CLI::Validator kDecimalNumber;

// Starts the time limit of a command (seconds > 0; 0 = none): sets numeric's deadline, which
// long loops poll (they then end with exit 3 saying what was reached), and arms a watchdog
// that ends the process with the same one-line message (and JSON) and exit 3 if the command
// has not returned within a grace of max(2 s, 10%) after the limit, e.g. inside one long MPFR
// call.
void start_time_limit(double seconds, const std::string& command);
// Stops the watchdog (main, before returning).
void stop_watchdog();
// The error of a command that stopped at its time limit: "<command>: the time limit of S s
// was reached; <reached>."
numeric::Error time_limit_error(const std::string& command, const std::string& reached);

// Parses ["q=0.1", "sigma=2"] into a map; malformed items are an error.
numeric::Result<std::map<std::string, std::string>> parse_kv(const std::vector<std::string>& items,
                                                             const std::string& context);

// {"lo": ..., "hi": ...} with outward rounding.
json interval_json(const numeric::Interval& x);
using numeric::safe_side_name;
// The stable JSON object of one evaluation (fields: id, title, lo, hi, safe, safe_side, bits,
// source, version, parts, notes).
json evaluation_json(const std::string& id, const std::string& title, const bounds::Evaluation& e, unsigned bits);
// The headline value of one evaluation (certain digits, the safe end rounded toward its safe
// side: numeric::format_safe), with "(<note> not proven)" when a note says an end is not.
std::string headline(const bounds::Evaluation& e);
// Human text of one evaluation (certain digits only).
std::string evaluation_text(const std::string& id, const bounds::Evaluation& e, unsigned bits);

// The processes of this run when it was started by mpirun and the build has MPI (cli/src/mpi_team.cpp),
// else nullptr: claim runs split over its ranks (proofs_check/team.hpp). start_team() initialises MPI
// (main_entry, before parsing; a no-op without mpirun) and silences stdout and stderr on every rank
// but 0, which prints what one process prints; finish_team() finalises it.
const proofs_check::Team* team();
void start_team(int& argc, char**& argv);
void finish_team();

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
