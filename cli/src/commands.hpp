// Each subcommand adds itself to the app; `code` receives its exit code.
#pragma once

#include <CLI/CLI.hpp>

namespace privbound::cli {

// The whole program: the CLI boundary around the subcommands (entry.cpp).
int main_entry(int argc, char** argv);

void add_list_command(CLI::App& app, int& code);
void add_eval_command(CLI::App& app, int& code);
void add_reproduce_command(CLI::App& app, int& code);
void add_report_command(CLI::App& app, int& code);
void add_budget_command(CLI::App& app, int& code);
void add_check_command(CLI::App& app, int& code);
void add_audit_command(CLI::App& app, int& code);

}  // namespace privbound::cli
