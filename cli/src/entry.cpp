// privbound: certified constants, claim checks and budgets for DP theorems. main_entry is the
// whole program (main.cpp calls it; a test executable registers a fixture paper first).
//
// The CLI boundary: every subcommand runs inside one try block, so no exception (bad_alloc,
// bad_variant_access, anything) ends the process with an abort; each becomes one line on
// stderr (and a JSON error object with --json) and exit 4, documented in --help and README.
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <iostream>
#include <new>
#include <stdexcept>
#include <string_view>

#include "commands.hpp"
#include "common.hpp"

namespace {

// --json anywhere on the command line: errors are then also printed as JSON on stdout, from
// the first parse error on (the subcommands set it again from their own flag).
bool wants_json(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view a = argv[i];
    if (a == "--") break;
    if (a == "--json" || a.rfind("--json=", 0) == 0) return true;
  }
  return false;
}

int run(int argc, char** argv) {
  CLI::App app{"privbound: certified numbers for differential-privacy theorems"};
  app.require_subcommand(1);
  app.set_version_flag("--version", std::string(privbound::cli::kVersion));
  app.footer(
      "Exit codes: 0 ok (every result as declared, e.g. a claim holds or a printed claim recorded as an erratum is "
      "violated), 1 something unexpected: a claim declared to hold was violated, or a table cell no erratum explains "
      "does not reproduce, 2 invalid input (one line on stderr), "
      "3 the requested accuracy or the time limit was not reached, 4 internal error (an exception such as out of "
      "memory; a bug). With --json every error is also a JSON object {\"error\": {\"kind\", \"message\", "
      "\"exit_code\"}, \"version\"} on stdout.\nLimits: --bits <= 4096, --iters <= 1000000, --time-limit <= 1e6 s, "
      "matrices <= 100x100 (files: regular, <= 1 MiB).");
  int code = 0;
  privbound::cli::add_list_command(app, code);
  privbound::cli::add_eval_command(app, code);
  privbound::cli::add_reproduce_command(app, code);
  privbound::cli::add_report_command(app, code);
  privbound::cli::add_budget_command(app, code);
  privbound::cli::add_check_command(app, code);
  privbound::cli::add_audit_command(app, code);
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    std::string msg = e.what();
    if (const auto nl = msg.find('\n'); nl != std::string::npos) msg = msg.substr(0, nl);
    return privbound::cli::fail_invalid(msg + " (see privbound --help).");
  }
  return code;
}

}  // namespace

namespace privbound::cli {

int main_entry(int argc, char** argv) {
  privbound::cli::set_json_errors(wants_json(argc, argv));
  // Backstop for what no catch can see (an exception escaping a noexcept function or a thread).
  std::set_terminate([] {
    std::fputs("privbound: internal error: the program was terminated (uncaught exception).\n", stderr);
    std::fflush(stderr);
    std::_Exit(privbound::cli::kInternal);
  });
  int code = privbound::cli::kInternal;
  privbound::cli::start_team(argc, argv);  // under mpirun: MPI, rank 0 prints (common.hpp)
  try {
    // Fault injection for the boundary's own test (tests/cli_test.cpp): PRIVBOUND_TEST_FAULT=
    // bad_alloc | exception | unknown throws before the command runs.
    if (const char* fault = std::getenv("PRIVBOUND_TEST_FAULT")) {
      const std::string_view f = fault;
      if (f == "bad_alloc") throw std::bad_alloc();
      if (f == "exception") throw std::runtime_error("injected fault");
      if (f == "unknown") throw 42;
    }
    code = run(argc, argv);
  } catch (const std::bad_alloc&) {
    code = privbound::cli::fail_internal(
        "internal error: out of memory (std::bad_alloc); the input is too large for this machine.");
  } catch (const std::exception& e) {
    code = privbound::cli::fail_internal(std::string("internal error: ") + e.what() +
                                         " (an uncaught exception: please report the command line).");
  } catch (...) {
    code = privbound::cli::fail_internal("internal error: an unknown exception (please report the command line).");
  }
  privbound::cli::stop_watchdog();
  privbound::cli::finish_team();
  return code;
}

}  // namespace privbound::cli
