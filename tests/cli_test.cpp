// The privbound executable as users script it: exit codes, one-line errors, stable JSON.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <array>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

namespace {

struct CliRun {
  int code = -1;
  std::string out, err;
};

CliRun run(const std::string& args) {
  const std::string errfile = std::filesystem::temp_directory_path() / ("pb_cli_err_" + std::to_string(::getpid()));
  const std::string cmd = std::string(PRIVBOUND_EXE) + " " + args + " 2>" + errfile;
  CliRun r;
  FILE* p = popen(cmd.c_str(), "r");
  std::array<char, 4096> buf{};
  while (p && fgets(buf.data(), buf.size(), p)) r.out += buf.data();
  const int status = pclose(p);
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  if (FILE* e = fopen(errfile.c_str(), "r")) {
    while (fgets(buf.data(), buf.size(), e)) r.err += buf.data();
    fclose(e);
  }
  std::filesystem::remove(errfile);
  return r;
}

int lines(const std::string& s) {
  int n = 0;
  for (char c : s) n += c == '\n';
  return n;
}

// Bad input: exit code 2 and exactly one line on stderr.
CliRun expect_invalid_input(const std::string& args) {
  const CliRun r = run(args);
  EXPECT_EQ(r.code, 2) << args << " -> " << r.err;
  EXPECT_EQ(lines(r.err), 1) << args << " -> " << r.err;
  return r;
}

TEST(Cli, EvalJsonHasStableFields) {
  const CliRun r = run("eval accounting.gaussian_zcdp sigma=2 sensitivity=1 --json");
  ASSERT_EQ(r.code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  for (const char* k : {"id", "lo", "hi", "safe", "safe_side", "bits", "source", "version", "parts", "notes"})
    EXPECT_TRUE(j.contains(k)) << k;
  EXPECT_EQ(j["id"], "accounting.gaussian_zcdp");
  EXPECT_EQ(j["bits"], 128);
  EXPECT_EQ(j["safe_side"], "upper");
  EXPECT_EQ(j["safe"], j["hi"]);
  // ρ = 1/8: the decimal ends must bracket 0.125 (checked as decimals, not through our code)
  EXPECT_LE(std::stod(j["lo"].get<std::string>()), 0.125);
  EXPECT_GE(std::stod(j["hi"].get<std::string>()), 0.125);
}

TEST(Cli, HumanOutputAndList) {
  const CliRun r = run("eval accounting.gaussian_zcdp sigma=0.1 --bits 64");
  ASSERT_EQ(r.code, 0);
  EXPECT_NE(r.out.find("accounting.gaussian_zcdp = 50"), std::string::npos) << r.out;
  const CliRun l = run("list --json");
  ASSERT_EQ(l.code, 0);
  const auto j = nlohmann::json::parse(l.out);
  bool found = false;
  for (const auto& q : j["quantities"]) found = found || q["id"] == "accounting.gaussian_zcdp";
  EXPECT_TRUE(found);
}

TEST(Cli, InvalidInputExitsTwoWithOneLine) {
  const char* cases[] = {
      "eval accounting.gaussian_zcdp sigma=nan",          // NaN
      "eval accounting.gaussian_zcdp sigma=-1",           // negative σ
      "eval accounting.gaussian_zcdp sigma=0",            // boundary excluded
      "eval accounting.gaussian_zcdp sigma=1e999999",     // exponent out of range
      "eval accounting.gaussian_zcdp sigma=abc",          // not a number
      "eval accounting.gaussian_zcdp",                    // missing parameter
      "eval accounting.gaussian_zcdp sigma=1 foo=2",      // unknown parameter
      "eval accounting.gaussian_zcdp sigma",              // malformed name=value
      "eval accounting.gaussian_zcdp sigma=1 sigma=2",    // duplicate
      "eval no.such.quantity",                            // unknown id
      "eval accounting.gaussian_zcdp sigma=1 --bits 3",   // precision out of range
      "reproduce no.such.table",                          // unknown table
      "frobnicate",                                       // unknown subcommand
  };
  for (const char* c : cases) {
    const CliRun r = expect_invalid_input(c);
    EXPECT_EQ(r.err.rfind("privbound: ", 0), 0u) << r.err;
    EXPECT_TRUE(r.out.empty()) << c;
    EXPECT_EQ(r.err.find("nan\n"), std::string::npos);
  }
  const CliRun d = run("eval accounting.gaussian_zcdp sigma=-1");
  EXPECT_EQ(d.err, "privbound: accounting.gaussian_zcdp: sigma must be in (0, inf), but is -1.\n");
}

TEST(Cli, PrecisionDriverAndAccuracyExitCode) {
  const CliRun ok = run("eval accounting.gaussian_zcdp sigma=0.1 --bits 32 --rel-accuracy 1e-60 --json");
  ASSERT_EQ(ok.code, 0) << ok.err;
  const auto j = nlohmann::json::parse(ok.out);
  EXPECT_GE(j["bits"].get<int>(), 200);
  EXPECT_LE(j["rel_width"].get<double>(), 1e-60);
  // 0.1 has no finite binary expansion: the target cannot be met at 64 bits -> exit 3.
  const CliRun capped = run("eval accounting.gaussian_zcdp sigma=0.1 --bits 32 --rel-accuracy 1e-60 --max-bits 64");
  EXPECT_EQ(capped.code, 3) << capped.err;
  EXPECT_EQ(lines(capped.err), 1);
}

TEST(Cli, ChanXieZhaoInterfaces) {
  // Lemma 7.6's L with parts eta, P, Q, R, S (Table 1 row 3 setting: P = 8/9, S/Q = 6/7 exactly).
  const CliRun l = run("eval chan_xie_zhao.lemma7_6.L nu=0.045 mu=0.045 mu_g=0.2 beta=0.3 norm_AtB=1 --json");
  ASSERT_EQ(l.code, 0) << l.err;
  const auto j = nlohmann::json::parse(l.out);
  for (const char* part : {"eta", "P", "Q", "R", "S"}) EXPECT_TRUE(j["parts"].contains(part)) << part;
  EXPECT_LE(std::stod(j["lo"].get<std::string>()), 6.0 / 7 + 1e-15);
  EXPECT_GE(std::stod(j["hi"].get<std::string>()), 6.0 / 7 - 1e-15);
  const CliRun iv = run("eval chan_xie_zhao.lemma7_6.eta_interval nu=0.045 mu=0.045 mu_g=0.2 beta=0.3 norm_AtB=1 --json");
  ASSERT_EQ(iv.code, 0) << iv.err;
  const auto k = nlohmann::json::parse(iv.out);
  EXPECT_TRUE(k["parts"].contains("lower"));
  EXPECT_TRUE(k["parts"].contains("upper"));
  // Hypothesis violations exit 2 and name the result: μ > ν, η outside (23), T < 1.
  for (const char* bad : {"eval chan_xie_zhao.lemma7_6.L nu=0.01 mu=0.045 mu_g=0.2 beta=0.3 norm_AtB=1",
                          "eval chan_xie_zhao.lemma7_6.L nu=0.045 mu=0.045 mu_g=0.2 beta=0.3 norm_AtB=1 eta=1000",
                          "eval chan_xie_zhao.cor6_2.amplified_zcdp beta=1 eta=0.1 norm_A=1 sigma=1 Delta=1 T=0",
                          "eval chan_xie_zhao.cor6_2.amplified_zcdp beta=1 eta=0.1 norm_A=-1 sigma=1 Delta=1 T=3"}) {
    expect_invalid_input(bad);
  }
}

TEST(Cli, ReproduceTable1JsonShape) {
  const CliRun r = run("reproduce chan_xie_zhao.table1 --json");
  ASSERT_EQ(r.code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  ASSERT_EQ(j["rows"].size(), 4u);
  for (const auto& row : j["rows"]) {
    for (const char* f : {"params", "printed", "computed", "reproduces"}) EXPECT_TRUE(row.contains(f)) << f;
    for (const char* c : {"eta", "L"}) {
      EXPECT_TRUE(row["printed"][c].is_string());
      EXPECT_TRUE(row["computed"][c].contains("lo"));
      EXPECT_TRUE(row["reproduces"][c].is_boolean());
    }
  }
  // Row 1's η (printed 1.95, exactly 142/81 by the paper's formula) does not reproduce.
  EXPECT_FALSE(j["rows"][0]["reproduces"]["eta"].get<bool>());
  EXPECT_TRUE(j["rows"][2]["reproduces"]["eta"].get<bool>());
}

TEST(Cli, CheckVerdictsAndExitCodes) {
  // A claim that holds: exit 0 with the JSON fields scripts use.
  const CliRun ok = run("check chan_xie_zhao.lemma6_5 --iters 20 --seed 7 --json");
  ASSERT_EQ(ok.code, 0) << ok.err;
  const auto j = nlohmann::json::parse(ok.out);
  for (const char* f : {"id", "verdict", "checked", "worst_slack", "seed"}) EXPECT_TRUE(j.contains(f)) << f;
  EXPECT_EQ(j["verdict"], "holds");
  EXPECT_EQ(j["seed"], 7);
  // Theorem 6.1's printed constant is violated (pinned erratum): exit 1 with a counterexample.
  const CliRun bad = run("check chan_xie_zhao.thm6_1.printed_C --iters 60 --json");
  EXPECT_EQ(bad.code, 1) << bad.err;
  const auto b = nlohmann::json::parse(bad.out);
  EXPECT_EQ(b["verdict"], "violated");
  EXPECT_TRUE(b.contains("counterexample"));
  // Unknown claim id and bad iteration counts are invalid input.
  EXPECT_EQ(run("check no.such.claim").code, 2);
  EXPECT_EQ(run("check chan_xie_zhao.lemma6_5 --iters -3").code, 2);
}

TEST(Cli, AccountingInterfaces) {
  const CliRun e = run("eval accounting.eps_subsampled_gaussian q=0.01 sigma=1 steps=1000 delta=1e-5 --json");
  ASSERT_EQ(e.code, 0) << e.err;
  const auto j = nlohmann::json::parse(e.out);
  EXPECT_TRUE(j["parts"].contains("alpha"));
  // mpmath reference (tests/reference/accounting_ref.json, eps_sgm): best integer alpha 8, eps 2.107753...
  EXPECT_EQ(j["parts"]["alpha"]["lo"], "8");
  EXPECT_LE(std::stod(j["lo"].get<std::string>()), 2.1077531);
  EXPECT_GE(std::stod(j["hi"].get<std::string>()), 2.1077530);
  const CliRun c = run("eval accounting.calibrate_sigma q=0.01 steps=1000 eps=1 delta=1e-5 --json");
  ASSERT_EQ(c.code, 0) << c.err;
  const auto cj = nlohmann::json::parse(c.out);
  EXPECT_EQ(cj["safe"], cj["hi"]);
  // Round trip: the safe sigma meets the target.
  const CliRun back = run("eval accounting.eps_subsampled_gaussian q=0.01 steps=1000 delta=1e-5 sigma=" +
                          cj["safe"].get<std::string>() + " --json");
  ASSERT_EQ(back.code, 0) << back.err;
  EXPECT_LE(std::stod(nlohmann::json::parse(back.out)["hi"].get<std::string>()), 1.0);
  EXPECT_EQ(cj["notes"]["far_end"], "proven at every integer order");
  // Largest steps and rate: safe is the lower end; the reference run (T = 1000 at ε 2.10775)
  // lies inside [lo, hi] for a target just above its ε.
  const CliRun st = run("eval accounting.calibrate_steps q=0.01 sigma=1 eps=2.10776 delta=1e-5 --json");
  ASSERT_EQ(st.code, 0) << st.err;
  const auto sj = nlohmann::json::parse(st.out);
  EXPECT_EQ(sj["safe"], sj["lo"]);
  EXPECT_LE(std::stod(sj["lo"].get<std::string>()), 1000.0);
  EXPECT_GE(std::stod(sj["hi"].get<std::string>()), 1000.0);
  const CliRun qr = run("eval accounting.calibrate_q sigma=1 steps=1000 eps=2.10776 delta=1e-5 --json");
  ASSERT_EQ(qr.code, 0) << qr.err;
  const auto qj = nlohmann::json::parse(qr.out);
  EXPECT_EQ(qj["safe"], qj["lo"]);
  EXPECT_GE(std::stod(qj["hi"].get<std::string>()), 0.01);
  EXPECT_TRUE(qj["parts"].contains("eps_at_safe"));
  EXPECT_EQ(run("eval accounting.calibrate_steps q=0.01 sigma=1 eps=0 delta=1e-5").code, 2);
  EXPECT_EQ(run("eval accounting.rdp_subsampled_gaussian_wor gamma=0.01 sigma=1 alpha=8 --json").code, 0);
  EXPECT_EQ(run("eval accounting.zcdp_to_eps rho=0.5 delta=1e-5 method=gaussian --json").code, 0);
  for (const char* bad : {"eval accounting.rdp_subsampled_gaussian q=1.5 sigma=1 alpha=2",
                          "eval accounting.rdp_subsampled_gaussian q=0.1 sigma=0 alpha=2",
                          "eval accounting.rdp_subsampled_gaussian q=0.1 sigma=1 alpha=1",
                          "eval accounting.zcdp_to_eps rho=1 delta=1",
                          "eval accounting.zcdp_to_eps rho=1 delta=1e-5 method=magic",
                          "eval accounting.eps_subsampled_gaussian q=0.01 sigma=1 steps=0 delta=1e-5",
                          "eval accounting.eps_subsampled_gaussian q=0.01 sigma=1 steps=10 delta=1e-5 conversion=x"}) {
    expect_invalid_input(bad);
  }
}

TEST(Cli, BudgetComposesHeterogeneousEvents) {
  const CliRun r = run("budget --delta 1e-5 gaussian:sigma=2,count=10 --json");
  ASSERT_EQ(r.code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  // 10 Gaussian steps with sigma = 2: rho = 10/8, so eps <= Bun-Steinke 1.25 + 2 sqrt(1.25 log 1e5).
  const double bs = 1.25 + 2 * std::sqrt(1.25 * std::log(1e5));
  EXPECT_LE(std::stod(j["hi"].get<std::string>()), bs);
  EXPECT_EQ(j["route"], "gaussian_exact");
  for (const char* f : {"lo", "hi", "safe", "routes", "events", "bits", "version"}) EXPECT_TRUE(j.contains(f)) << f;
  const CliRun mixed = run("budget --delta 1e-5 gaussian:sigma=2,count=10 subsampled_gaussian:q=0.01,sigma=1,count=1000 zcdp:rho=0.1");
  EXPECT_EQ(mixed.code, 0) << mixed.err;
  // Real orders (default) never do worse than integer orders, and the reference run alone
  // (q = 0.01, sigma = 1, T = 1000) reproduces the mpmath values: integer 2.1077530..., real 2.1013221...
  const CliRun ri = run("budget --delta 1e-5 subsampled_gaussian:q=0.01,sigma=1,count=1000 --orders integer --json");
  const CliRun rr = run("budget --delta 1e-5 subsampled_gaussian:q=0.01,sigma=1,count=1000 --json");
  ASSERT_EQ(ri.code, 0) << ri.err;
  ASSERT_EQ(rr.code, 0) << rr.err;
  const double ei = std::stod(nlohmann::json::parse(ri.out)["hi"].get<std::string>());
  const double er = std::stod(nlohmann::json::parse(rr.out)["hi"].get<std::string>());
  EXPECT_NEAR(ei, 2.1077530, 1e-6);
  EXPECT_NEAR(er, 2.1013221, 1e-6);
  EXPECT_EQ(run("budget --delta 1e-5 zcdp:rho=1 --orders half").code, 2);
  // Monotone: adding an event never lowers epsilon.
  const CliRun more = run("budget --delta 1e-5 gaussian:sigma=2,count=10 zcdp:rho=0.1 --json");
  ASSERT_EQ(more.code, 0);
  EXPECT_GE(std::stod(nlohmann::json::parse(more.out)["lo"].get<std::string>()), std::stod(j["lo"].get<std::string>()));
  for (const char* bad : {"budget --delta 2 zcdp:rho=1", "budget --delta 1e-5 foo:x=1", "budget --delta 1e-5 gaussian:sigma=-1",
                          "budget --delta 1e-5 subsampled_gaussian:q=2,sigma=1", "budget --delta 1e-5 zcdp:rho=1,count=0",
                          "budget --delta 1e-5 gaussian:sigma=1,bogus=2", "budget --delta 1e-5 zcdp"}) {
    expect_invalid_input(bad);
  }
}

TEST(Cli, ReportWritesSelfContainedFolder) {
  const auto dir = std::filesystem::temp_directory_path() / ("pb_report_" + std::to_string(::getpid()));
  const CliRun r = run("report --quick --out " + dir.string());
  ASSERT_EQ(r.code, 0) << r.err;
  for (const char* f : {"index.html", "report.md", "report.json"}) EXPECT_TRUE(std::filesystem::exists(dir / f)) << f;
  std::ifstream in(dir / "report.json");
  const auto j = nlohmann::json::parse(in);
  EXPECT_TRUE(j["sections"].contains("quantities"));
  std::filesystem::remove_all(dir);
}

}  // namespace
