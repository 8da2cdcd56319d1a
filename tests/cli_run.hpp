// Runs a privbound executable as a user would (tests/cli_test.cpp, tests/fixture_paper/).
#pragma once

#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <string>

namespace privbound::test {

struct CliRun {
  int code = -1;
  std::string out, err;
  double seconds = 0;
};

// Runs the binary under a time bound (coreutils timeout: exit 124 when it is exceeded, so a
// hang fails the test instead of stalling it); `env` is prepended ("NAME=value ").
inline CliRun run_exe(const std::string& exe, const std::string& args, int seconds = 300, const std::string& env = "") {
  const std::string errfile = std::filesystem::temp_directory_path() / ("pb_cli_err_" + std::to_string(::getpid()));
  const std::string cmd = env + "timeout -k 5 " + std::to_string(seconds) + " " + exe + " " + args + " 2>" + errfile;
  CliRun r;
  const auto start = std::chrono::steady_clock::now();
  FILE* p = popen(cmd.c_str(), "r");
  std::array<char, 4096> buf{};
  while (p && fgets(buf.data(), buf.size(), p)) r.out += buf.data();
  const int status = pclose(p);
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  if (FILE* e = fopen(errfile.c_str(), "r")) {
    while (fgets(buf.data(), buf.size(), e)) r.err += buf.data();
    fclose(e);
  }
  std::filesystem::remove(errfile);
  return r;
}

}  // namespace privbound::test
