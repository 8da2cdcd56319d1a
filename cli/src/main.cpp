// privbound: certified constants, claim checks and budgets for DP theorems.
#include <iostream>

#include "commands.hpp"
#include "common.hpp"

int main(int argc, char** argv) {
  CLI::App app{"privbound: certified numbers for differential-privacy theorems"};
  app.require_subcommand(1);
  app.set_version_flag("--version", std::string(privbound::cli::kVersion));
  int code = 0;
  privbound::cli::add_list_command(app, code);
  privbound::cli::add_eval_command(app, code);
  privbound::cli::add_reproduce_command(app, code);
  privbound::cli::add_report_command(app, code);
  privbound::cli::add_budget_command(app, code);
  privbound::cli::add_check_command(app, code);
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
    std::cerr << "privbound: " << msg << " (see privbound --help).\n";
    return privbound::cli::kInvalid;
  }
  return code;
}
