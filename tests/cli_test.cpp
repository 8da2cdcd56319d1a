// The privbound executable as users script it: exit codes, one-line errors, stable JSON.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli_run.hpp"
#include "privbound/numeric/decimal.hpp"

namespace {

using privbound::test::CliRun;

CliRun run(const std::string& args, int seconds = 300, const std::string& env = "") {
  return privbound::test::run_exe(PRIVBOUND_EXE, args, seconds, env);
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
      "eval accounting.gaussian_zcdp sigma=nan",         // NaN
      "eval accounting.gaussian_zcdp sigma=-1",          // negative σ
      "eval accounting.gaussian_zcdp sigma=0",           // boundary excluded
      "eval accounting.gaussian_zcdp sigma=1e999999",    // exponent out of range
      "eval accounting.gaussian_zcdp sigma=abc",         // not a number
      "eval accounting.gaussian_zcdp",                   // missing parameter
      "eval accounting.gaussian_zcdp sigma=1 foo=2",     // unknown parameter
      "eval accounting.gaussian_zcdp sigma",             // malformed name=value
      "eval accounting.gaussian_zcdp sigma=1 sigma=2",   // duplicate
      "eval no.such.quantity",                           // unknown id
      "eval accounting.gaussian_zcdp sigma=1 --bits 3",  // precision out of range
      "reproduce no.such.table",                         // unknown table
      "frobnicate",                                      // unknown subcommand
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
  const CliRun iv =
      run("eval chan_xie_zhao.lemma7_6.eta_interval nu=0.045 mu=0.045 mu_g=0.2 beta=0.3 norm_AtB=1 --json");
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
  // Theorem 6.1's printed constant is violated (erratum E4, its counterexample pinned as an edge
  // point): a counterexample, and exit 0 — the violation is the declared one (issue 10: exit 1
  // only for the unexpected).
  const CliRun bad = run("check chan_xie_zhao.thm6_1.printed_C --iters 60 --json");
  EXPECT_EQ(bad.code, 0) << bad.err;
  const auto b = nlohmann::json::parse(bad.out);
  EXPECT_EQ(b["verdict"], "violated");
  EXPECT_EQ(b["expected"], "violated");
  EXPECT_EQ(b["erratum"], "chan_xie_zhao.E4");
  EXPECT_FALSE(b["unexpected"].get<bool>());
  EXPECT_TRUE(b["counterexample"].is_object());
  // Unknown claim id and bad iteration counts are invalid input.
  EXPECT_EQ(run("check no.such.claim").code, 2);
  EXPECT_EQ(run("check chan_xie_zhao.lemma6_5 --iters -3").code, 2);
}

// Issue 32: --search, --no-pinned, --seconds and certified verdicts through the executable.
TEST(Cli, SearchNoPinnedAndCertifiedVerdicts) {
  // A certified closed-form claim that holds: the search reports its tightest instance, every verdict certified.
  const CliRun h = run("check cyffers_bellet_basu.thm1.l520 --search --no-pinned --evals 300 --per-restart 100 --json");
  ASSERT_EQ(h.code, 0) << h.err;
  const auto j = nlohmann::json::parse(h.out);
  EXPECT_EQ(j["verdict"], "holds");
  EXPECT_EQ(j["mode"], "search");
  EXPECT_EQ(j["pinned"], false);
  EXPECT_EQ(j["restarts"], 3);
  EXPECT_EQ(j["evaluations"], 300);
  EXPECT_TRUE(j["certified"].get<bool>());
  EXPECT_EQ(j["certified_instances"], j["checked"]);
  ASSERT_TRUE(j["tightest"].is_object());
  EXPECT_GT(j["tightest"]["slack"].get<double>(), 0.0);
  EXPECT_LT(j["tightest"]["ratio"].get<double>(), 1.0);
  // A printed claim found from scratch: the violation and whether it is certified.
  const CliRun v = run("check cyffers_bellet_basu.sensC2.eq27 --search --no-pinned --evals 400 --json");
  ASSERT_EQ(v.code, 0) << v.err;
  const auto w = nlohmann::json::parse(v.out);
  EXPECT_EQ(w["verdict"], "violated");
  ASSERT_TRUE(w["counterexample"].is_object());
  EXPECT_EQ(w["certified"], w["counterexample"]["certified"]);
  // A high-precision (not certified) claim says so: Lemma 6.5's checks are MPFR floating point.
  const CliRun f = run("check chan_xie_zhao.lemma6_5 --iters 5 --json");
  ASSERT_EQ(f.code, 0) << f.err;
  EXPECT_FALSE(nlohmann::json::parse(f.out)["certified"].get<bool>());
  // A time budget is not an error: exit 0, budget_reached.
  const CliRun b = run("check chan_xie_zhao.lemma6_5 --no-pinned --iters 1000000 --seconds 0.5 --json");
  ASSERT_EQ(b.code, 0) << b.err;
  const auto bj = nlohmann::json::parse(b.out);
  EXPECT_TRUE(bj["budget_reached"].get<bool>());
  EXPECT_LT(bj["checked"].get<std::size_t>(), 1000000u);
  // Options that need --search, and --iters with it, are invalid input.
  expect_invalid_input("check chan_xie_zhao.lemma6_5 --evals 10");
  expect_invalid_input("check chan_xie_zhao.lemma6_5 --per-restart 10");
  expect_invalid_input("check chan_xie_zhao.lemma6_5 --search --iters 10");
  expect_invalid_input("check chan_xie_zhao.lemma6_5 --search --evals 0");
  expect_invalid_input("check chan_xie_zhao.lemma6_5 --seconds -1");
}

// Issue 10, item 8: a domain error's facts as fields of the --json error object.
TEST(Cli, DomainErrorsAreStructured) {
  const CliRun r = run("eval accounting.gaussian_zcdp sigma=-1 --json");
  EXPECT_EQ(r.code, 2);
  const auto j = nlohmann::json::parse(r.out)["error"];
  EXPECT_EQ(j["parameter"], "sigma");
  EXPECT_EQ(j["domain"], "(0, inf)");
  EXPECT_EQ(j["value"], "-1");
  EXPECT_EQ(j["function"], "accounting.gaussian_zcdp");
  EXPECT_EQ(j["message"], "accounting.gaussian_zcdp: sigma must be in (0, inf), but is -1.");
  // an error that is not about one parameter's domain has no such fields
  const CliRun u = run("eval accounting.gaussian_zcdp sigma=1 bogus=2 --json");
  EXPECT_EQ(u.code, 2);
  EXPECT_FALSE(nlohmann::json::parse(u.out)["error"].contains("parameter"));
}

TEST(Cli, AccountingInterfaces) {
  const CliRun e =
      run("eval accounting.eps_subsampled_gaussian q=0.01 sigma=1 steps=1000 delta=1e-5 orders=integer --json");
  ASSERT_EQ(e.code, 0) << e.err;
  const auto j = nlohmann::json::parse(e.out);
  EXPECT_TRUE(j["parts"].contains("alpha"));
  // mpmath reference (tests/reference/accounting_ref.json, eps_sgm): best integer alpha 8, eps 2.107753...
  EXPECT_EQ(j["parts"]["alpha"]["lo"], "8");
  EXPECT_LE(std::stod(j["lo"].get<std::string>()), 2.1077531);
  EXPECT_GE(std::stod(j["hi"].get<std::string>()), 2.1077530);
  EXPECT_EQ(j["notes"]["orders"], "integer");
  // Real orders by default (issue 10, item 7): the same reference's real optimum, alpha 7.7808...,
  // eps 2.1013221312...; any order's certified value is at least the optimum, and the search lands
  // within 1e-6 of it.
  const CliRun d = run("eval accounting.eps_subsampled_gaussian q=0.01 sigma=1 steps=1000 delta=1e-5 --json");
  ASSERT_EQ(d.code, 0) << d.err;
  const auto dj = nlohmann::json::parse(d.out);
  EXPECT_EQ(dj["notes"]["orders"], "real");
  EXPECT_GE(std::stod(dj["hi"].get<std::string>()), 2.1013221312);
  EXPECT_LE(std::stod(dj["hi"].get<std::string>()), 2.1013221312 * (1 + 1e-6));
  EXPECT_NEAR(std::stod(dj["parts"]["alpha"]["lo"].get<std::string>()), 7.7808, 0.01);
  const CliRun c = run("eval accounting.calibrate_sigma q=0.01 steps=1000 eps=1 delta=1e-5 --json");
  ASSERT_EQ(c.code, 0) << c.err;
  const auto cj = nlohmann::json::parse(c.out);
  EXPECT_EQ(cj["safe"], cj["hi"]);
  // Round trip: the safe sigma meets the target.
  const CliRun back = run("eval accounting.eps_subsampled_gaussian q=0.01 steps=1000 delta=1e-5 sigma=" +
                          cj["safe"].get<std::string>() + " --json");
  ASSERT_EQ(back.code, 0) << back.err;
  EXPECT_LE(std::stod(nlohmann::json::parse(back.out)["hi"].get<std::string>()), 1.0);
  EXPECT_EQ(cj["notes"]["far_end"], "proven at every real order > 1");
  // Largest steps and rate: safe is the lower end; the reference run (T = 1000 at ε 2.10775 by
  // integer orders) lies inside [lo, hi] for a target just above its ε.
  const CliRun st = run("eval accounting.calibrate_steps q=0.01 sigma=1 eps=2.10776 delta=1e-5 orders=integer --json");
  ASSERT_EQ(st.code, 0) << st.err;
  const auto sj = nlohmann::json::parse(st.out);
  EXPECT_EQ(sj["safe"], sj["lo"]);
  EXPECT_LE(std::stod(sj["lo"].get<std::string>()), 1000.0);
  EXPECT_GE(std::stod(sj["hi"].get<std::string>()), 1000.0);
  const CliRun qr = run("eval accounting.calibrate_q sigma=1 steps=1000 eps=2.10776 delta=1e-5 orders=integer --json");
  ASSERT_EQ(qr.code, 0) << qr.err;
  const auto qj = nlohmann::json::parse(qr.out);
  EXPECT_EQ(qj["safe"], qj["lo"]);
  EXPECT_GE(std::stod(qj["hi"].get<std::string>()), 0.01);
  EXPECT_TRUE(qj["parts"].contains("eps_at_safe"));
  EXPECT_EQ(run("eval accounting.calibrate_steps q=0.01 sigma=1 eps=0 delta=1e-5").code, 2);
  EXPECT_EQ(run("eval accounting.rdp_subsampled_gaussian_wor gamma=0.01 sigma=1 alpha=8 --json").code, 0);
  EXPECT_EQ(run("eval accounting.zcdp_to_eps rho=0.5 delta=1e-5 method=gaussian --json").code, 0);
  for (const char* bad :
       {"eval accounting.rdp_subsampled_gaussian q=1.5 sigma=1 alpha=2",
        "eval accounting.rdp_subsampled_gaussian q=0.1 sigma=0 alpha=2",
        "eval accounting.rdp_subsampled_gaussian q=0.1 sigma=1 alpha=1", "eval accounting.zcdp_to_eps rho=1 delta=1",
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
  const CliRun mixed =
      run("budget --delta 1e-5 gaussian:sigma=2,count=10 subsampled_gaussian:q=0.01,sigma=1,count=1000 zcdp:rho=0.1");
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
  for (const char* bad :
       {"budget --delta 2 zcdp:rho=1", "budget --delta 1e-5 foo:x=1", "budget --delta 1e-5 gaussian:sigma=-1",
        "budget --delta 1e-5 subsampled_gaussian:q=2,sigma=1", "budget --delta 1e-5 zcdp:rho=1,count=0",
        "budget --delta 1e-5 gaussian:sigma=1,bogus=2", "budget --delta 1e-5 zcdp"}) {
    expect_invalid_input(bad);
  }
}

// The report folder's contents: tests/cli_issue28_test.cpp (Issue28Report.*, one report for all).

// ---- issue 9 ----------------------------------------------------------------------------------

using privbound::numeric::Rational;

// An exact decimal (a headline, a JSON end) for exact comparisons.
Rational exact(const std::string& text) {
  auto q = privbound::numeric::parse_rational(text);
  EXPECT_TRUE(q.ok()) << "not a decimal: \"" << text << "\"";
  return q.ok() ? *q : Rational(0);
}

// The value after "<id> = " on the first line of `eval` text output.
std::string headline_value(const std::string& out) {
  const auto eq = out.find(" = ");
  const auto nl = out.find('\n');
  if (eq == std::string::npos || nl == std::string::npos || eq > nl) return "";
  std::string v = out.substr(eq + 3, nl - eq - 3);
  return v.substr(0, v.find(' '));
}

nlohmann::json json_of(const CliRun& r) {
  try {
    return nlohmann::json::parse(r.out);
  } catch (const std::exception& e) {
    ADD_FAILURE() << "not JSON: " << r.out << " (" << e.what() << ")";
    return nlohmann::json::object();
  }
}

int significant_digits(const std::string& text) {
  std::string d;
  for (char c : text) {
    if (c == 'e') break;
    if (c >= '0' && c <= '9') d += c;
  }
  const auto first = d.find_first_not_of('0');
  return first == std::string::npos ? 0 : static_cast<int>(d.find_last_not_of('0') - first + 1);
}

// Item 4: the headline of a one-sided quantity is its safe end rounded toward the safe side.
TEST(CliIssue9, HeadlinesAreOnTheSafeSide) {
  struct Case {
    std::string args;
    bool upper;
  };
  const std::vector<Case> cases = {
      {"eval accounting.rdp_gaussian sensitivity=0.5 alpha=2 sigma=0.01", true},
      {"eval accounting.calibrate_sigma q=0.01 steps=10000 eps=2 delta=1e-5", true},
      {"eval accounting.calibrate_q sigma=1.1 steps=10000 eps=3 delta=1e-5", false},
      {"eval accounting.gaussian_zcdp sigma=3 --bits 64", true},
      {"eval accounting.calibrate_steps q=0.01 sigma=1 eps=2.10776 delta=1e-5", false},
  };
  for (const auto& c : cases) {
    const CliRun text = run(c.args, 120);
    const CliRun js = run(c.args + " --json", 120);
    ASSERT_EQ(text.code, 0) << c.args << ": " << text.err;
    ASSERT_EQ(js.code, 0) << c.args << ": " << js.err;
    const auto j = json_of(js);
    const std::string h = headline_value(text.out);
    ASSERT_FALSE(h.empty()) << text.out;
    ASSERT_NE(h.front(), '[') << c.args << ": " << text.out;
    EXPECT_EQ(j["safe_side"], c.upper ? "upper" : "lower");
    if (c.upper) {
      EXPECT_GE(exact(h), exact(j["hi"].get<std::string>())) << c.args << ": headline " << h;
    } else {
      EXPECT_LE(exact(h), exact(j["lo"].get<std::string>())) << c.args << ": headline " << h;
    }
    EXPECT_LE(significant_digits(h), 17) << c.args << ": " << h;
  }
  // The issue's examples, end to end: the headline sigma meets the target in privbound's own
  // accountant (the old "2.278" gave eps = 2.00006 > 2), the headline q too (old 0.00573: 3.0016).
  const CliRun s = run("eval accounting.calibrate_sigma q=0.01 steps=10000 eps=2 delta=1e-5", 120);
  const CliRun back =
      run("eval accounting.eps_subsampled_gaussian q=0.01 steps=10000 delta=1e-5 sigma=" + headline_value(s.out) +
              " --json",
          120);
  ASSERT_EQ(back.code, 0) << back.err;
  EXPECT_LE(exact(json_of(back)["hi"].get<std::string>()), Rational(2)) << headline_value(s.out);
  const CliRun q = run("eval accounting.calibrate_q sigma=1.1 steps=10000 eps=3 delta=1e-5", 120);
  const CliRun qb = run(
      "eval accounting.eps_subsampled_gaussian sigma=1.1 steps=10000 delta=1e-5 q=" + headline_value(q.out) + " --json",
      120);
  ASSERT_EQ(qb.code, 0) << qb.err;
  EXPECT_LE(exact(json_of(qb)["hi"].get<std::string>()), Rational(3)) << headline_value(q.out);
  // budget's headline epsilon is an upper bound too.
  const CliRun b = run("budget --delta 1e-5 subsampled_gaussian:q=0.01,sigma=1,count=1000", 120);
  const CliRun bj = run("budget --delta 1e-5 subsampled_gaussian:q=0.01,sigma=1,count=1000 --json", 120);
  ASSERT_EQ(b.code, 0) << b.err;
  ASSERT_EQ(bj.code, 0) << bj.err;
  const std::string be = headline_value(b.out);
  EXPECT_GE(exact(be), exact(json_of(bj)["hi"].get<std::string>())) << b.out;
}

// Item 4: an end the library says is not proven is not shown as certain (whatever the
// library returns for these calibrations; cli_unit_test.cpp pins the text on a fixed case).
TEST(CliIssue9, UnprovenEndIsMarked) {
  for (const char* args : {"eval accounting.calibrate_steps q=1e-30 sigma=100 eps=100 delta=0.5",
                           "eval accounting.calibrate_steps q=0.01 sigma=1 eps=2.10776 delta=1e-5",
                           "eval accounting.calibrate_sigma q=0.01 steps=1000 eps=1 delta=1e-5"}) {
    const CliRun js = run(std::string(args) + " --json", 120);
    const CliRun text = run(args, 120);
    ASSERT_EQ(js.code, text.code) << args;
    if (js.code != 0) continue;
    bool unproven = false;
    const auto j = json_of(js);  // a named object: items() of a temporary dangles in the loop
    for (const auto& [k, v] : j["notes"].items())
      unproven = unproven || v.get<std::string>().find("not proven") != std::string::npos;
    const std::string first = text.out.substr(0, text.out.find('\n'));
    EXPECT_EQ(unproven, first.find("not proven") != std::string::npos) << args << ": " << first;
  }
}

// Item 6: inputs that aborted or ran out of memory are refused with one line, quickly.
TEST(CliIssue9, HugeOrSpecialInputIsRefused) {
  const CliRun z =
      expect_invalid_input("eval chan_xie_zhao.cor6_2.amplified_zcdp beta=1 eta=2 sigma=0.5 T=1 A=@/dev/zero");
  EXPECT_NE(z.err.find("regular file"), std::string::npos) << z.err;
  EXPECT_NE(z.err.find(" A "), std::string::npos) << z.err;
  std::string row = "1";
  for (int i = 1; i < 3000; ++i) row += ",1";
  const CliRun w = run("eval chan_xie_zhao.cor6_2.C beta=1 eta=100 A=" + row, 60);
  EXPECT_EQ(w.code, 2) << w.err;
  EXPECT_EQ(lines(w.err), 1) << w.err;
  EXPECT_NE(w.err.find("at most 100 columns"), std::string::npos) << w.err;
  EXPECT_LT(w.seconds, 20);
  // The limit itself (a 1 x 100 row, [I_1 | D]) is evaluated, fast.
  std::string ok_row = "1";
  for (int i = 1; i < 100; ++i) ok_row += ",1";
  const CliRun o = run("eval chan_xie_zhao.cor6_2.C beta=1 eta=100 A=" + ok_row, 60);
  EXPECT_EQ(o.code, 0) << o.err;
  EXPECT_LT(o.seconds, 20);
}

// Item 6: --bits >= 837 made 23 of 26 claims abort (bad_variant_access).
TEST(CliIssue9, ChecksRunAtHighPrecision) {
  const CliRun r = run("check chan_xie_zhao.lemma6_5 --iters 5 --seed 3 --bits 1024 --json", 120);
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(json_of(r)["verdict"], "holds");
  // 239 claims: 127 s in release, 195 s CPU (294 s wall with the cores shared) under ASan at stop 21; the limit bounds
  // a run that never ends, not the speed (bench/ measures that)
  const CliRun all = run("check --all --iters 1 --bits 4096 --json", 900);
  // Exit codes say whether anything unexpected happened (issue 10): the printed claims recorded
  // as errata are violated, as declared, and the run exits 0.
  EXPECT_EQ(all.code, 0) << all.err;
  const auto j = json_of(all);
  ASSERT_TRUE(j.is_array()) << all.out;
  EXPECT_GE(j.size(), 26u);
  std::size_t violated = 0;
  for (const auto& c : j) {
    EXPECT_GT(c["checked"].get<int>(), 0) << c["id"];
    EXPECT_FALSE(c["unexpected"].get<bool>()) << c["id"];
    if (c["verdict"] == "violated") {
      ++violated;
      EXPECT_EQ(c["expected"], "violated") << c["id"];
      EXPECT_TRUE(c["erratum"].is_string()) << c["id"];
    }
  }
  EXPECT_GE(violated, 2u);
}

// One precision cap for every command; integers are decimal only.
TEST(CliIssue9, LimitsAndDecimalIntegers) {
  for (const char* bad : {
           "eval accounting.gaussian_zcdp sigma=1 --bits 4097",
           "eval accounting.gaussian_zcdp sigma=1 --bits 0x40",
           "eval accounting.gaussian_zcdp sigma=1 --bits 1e3",
           "eval accounting.gaussian_zcdp sigma=1 --rel-accuracy 1e-9 --max-bits 8192",
           "eval accounting.gaussian_zcdp sigma=1 --rel-accuracy 0x1p-3",
           "check chan_xie_zhao.lemma6_5 --bits 65536",
           "check chan_xie_zhao.lemma6_5 --bits 0100",
           "check chan_xie_zhao.lemma6_5 --iters 100000000",
           "check chan_xie_zhao.lemma6_5 --iters 0x10",
           "check chan_xie_zhao.lemma6_5 --seed 0x10",
           "budget --delta 1e-5 zcdp:rho=1 --bits 8192",
           "reproduce chan_xie_zhao.table1 --bits 1048576",
           "report --bits 4097 --out /nonexistent/never",
           "report --paper no_such_paper --out /nonexistent/never",
           "report --paper ryu_kim.E1 --out /nonexistent/never",
           "eval accounting.gaussian_zcdp sigma=1 --time-limit 0",
           "eval accounting.gaussian_zcdp sigma=1 --time-limit -1",
           "eval accounting.gaussian_zcdp sigma=1 --time-limit abc",
           "eval accounting.gaussian_zcdp sigma=1 --time-limit 1e7",
           "eval accounting.gaussian_zcdp sigma=1 --time-limit 1e400",
           "eval accounting.gaussian_zcdp sigma=1 --rel-accuracy 1e-400",
           "check chan_xie_zhao.lemma6_5 --seed 99999999999999999999",
       }) {
    expect_invalid_input(bad);
  }
  EXPECT_EQ(run("eval accounting.gaussian_zcdp sigma=1 --bits 4096").code, 0);
  EXPECT_EQ(run("eval accounting.gaussian_zcdp sigma=1 --bits 64 --time-limit 30").code, 0);
}

// `report --paper ID`: only the chosen sources' sections, front-page rows and quantities.
TEST(Cli, ReportPaperSelectsSections) {
  const auto dir = std::filesystem::temp_directory_path() / ("pb_report_paper_" + std::to_string(::getpid()));
  const CliRun r = run("report --quick --paper accounting --out " + dir.string(), 300);
  ASSERT_EQ(r.code, 0) << r.err;
  std::ifstream js(dir / "report.json");
  const auto j = nlohmann::json::parse(js);
  std::vector<std::string> keys;
  for (const auto& [k, v] : j["sections"].items()) keys.push_back(k);
  std::sort(keys.begin(), keys.end());
  EXPECT_EQ(keys, (std::vector<std::string>{"accounting", "quantities", "settings_audit", "summary"}));
  ASSERT_FALSE(j["sections"]["quantities"]["data"].empty());
  for (const auto& q : j["sections"]["quantities"]["data"])
    EXPECT_EQ(q["id"].get<std::string>().rfind("accounting.", 0), 0u) << q["id"];
  EXPECT_TRUE(j["sections"]["settings_audit"]["data"].empty());  // the accountant states no requirement
  EXPECT_TRUE(std::filesystem::exists(dir / "accounting.html"));
  EXPECT_FALSE(std::filesystem::exists(dir / "ryu_kim.html"));
  std::filesystem::remove_all(dir);
}

// Item 7: --time-limit ends long runs with exit 3, saying what was reached.
TEST(CliIssue9, TimeLimitEndsLongRuns) {
  const CliRun c = run("check chan_xie_zhao.lemma6_5 --iters 1000000 --time-limit 1", 60);
  EXPECT_EQ(c.code, 3) << c.err;
  EXPECT_EQ(lines(c.err), 1) << c.err;
  // the five edge points of the ADMM space (admm_space), then the 10^6 draws
  EXPECT_NE(c.err.find("of 1000005 instances of chan_xie_zhao.lemma6_5 run, no violation"), std::string::npos) << c.err;
  EXPECT_LT(c.seconds, 10);
  const CliRun a = run("check --all --iters 1000000 --time-limit 1 --json", 60);
  EXPECT_EQ(a.code, 3) << a.err;
  const auto j = json_of(a);
  EXPECT_EQ(j["error"]["kind"], "time_limit");
  EXPECT_EQ(j["error"]["exit_code"], 3);
  EXPECT_TRUE(j["error"]["results"].is_array());
  EXPECT_LT(a.seconds, 10);
  const auto dir = std::filesystem::temp_directory_path() / ("pb_report_tl_" + std::to_string(::getpid()));
  const CliRun r = run("report --time-limit 0.3 --out " + dir.string(), 60);
  EXPECT_EQ(r.code, 3) << r.err;
  EXPECT_NE(r.err.find("no files were written"), std::string::npos) << r.err;
  EXPECT_FALSE(std::filesystem::exists(dir / "report.json"));
  std::filesystem::remove_all(dir);
  // The precision driver polls between precisions (the first evaluation, a real-order search,
  // takes several ms even at 16 bits, so a 1 ms limit has passed at the first poll).
  const CliRun e =
      run("eval accounting.eps_subsampled_gaussian q=0.01 sigma=1 steps=1000 delta=1e-5 orders=real --bits 16 "
          "--rel-accuracy 1e-300 --time-limit 0.001",
          60);
  EXPECT_EQ(e.code, 3) << e.err;
  EXPECT_EQ(lines(e.err), 1) << e.err;
  EXPECT_NE(e.err.find("time limit was reached"), std::string::npos) << e.err;
  // Positive control: a limit that is not reached changes nothing.
  const CliRun ok = run("reproduce chan_xie_zhao.table1 --time-limit 100 --json", 120);
  EXPECT_EQ(ok.code, 0) << ok.err;
}

// Item 7: the watchdog holds the limit inside one long computation that does not poll (a
// 100 x 100 certified singular value at 4096 bits takes ~12 s here).
TEST(CliIssue9, WatchdogEndsAComputationThatDoesNotPoll) {
  const auto file = std::filesystem::temp_directory_path() / ("pb_dense_" + std::to_string(::getpid()) + ".csv");
  {
    std::ofstream out(file);
    unsigned s = 2;
    for (int i = 0; i < 100; ++i) {
      for (int j = 0; j < 100; ++j) {
        s = s * 1103515245u + 12345u;
        out << (j ? "," : "") << static_cast<int>((s >> 16) % 19) - 9 << "/" << 1 + (s >> 8) % 9;
      }
      out << "\n";
    }
  }
  const CliRun r = run("eval chan_xie_zhao.lemma3_2.local_sensitivity eta=1 beta=1 A=@" + file.string() +
                           " --bits 4096 --time-limit 0.2 --json",
                       120);
  std::filesystem::remove(file);
  EXPECT_EQ(r.code, 3) << r.err;
  EXPECT_EQ(lines(r.err), 1) << r.err;
  EXPECT_EQ(json_of(r)["error"]["kind"], "time_limit");
  EXPECT_LT(r.seconds, 8);  // 0.2 s + a grace of 2 s, with room for a loaded machine
}

// Item 7: the calibration inputs that ran without end are bounded by --time-limit (exit 0, 2
// or 3 within the limit plus the grace, whatever the library does with them).
TEST(CliIssue9, CalibrationHangsAreBoundedByTheTimeLimit) {
  const std::string nines(170, '9');
  for (const std::string& args :
       {"eval accounting.calibrate_steps eps=0.01 q=0.5 delta=1e-5 sigma=" + nines,
        std::string("eval accounting.calibrate_sigma q=1e-999 steps=1 eps=1e-999 delta=1e-999"),
        std::string("eval accounting.calibrate_q sigma=1 steps=1 eps=1e-999 delta=1e-999")}) {
    const CliRun r = run(args + " --time-limit 1", 60);
    EXPECT_TRUE(r.code == 0 || r.code == 2 || r.code == 3) << args << ": " << r.code << " " << r.err;
    EXPECT_LT(r.seconds, 8) << args;
    if (r.code != 0) {
      EXPECT_EQ(lines(r.err), 1) << r.err;
    }
  }
}

// The CLI boundary: any exception is one line and exit 4, never an abort.
TEST(CliIssue9, ExceptionsBecomeOneLineAndExitFour) {
  for (const char* fault : {"bad_alloc", "exception", "unknown"}) {
    const std::string env = std::string("PRIVBOUND_TEST_FAULT=") + fault + " ";
    const CliRun r = run("eval accounting.gaussian_zcdp sigma=1", 60, env);
    EXPECT_EQ(r.code, 4) << fault << ": " << r.err;
    EXPECT_EQ(lines(r.err), 1) << r.err;
    EXPECT_EQ(r.err.rfind("privbound: internal error", 0), 0u) << r.err;
    EXPECT_TRUE(r.out.empty());
    const CliRun j = run("list --json", 60, env);
    EXPECT_EQ(j.code, 4);
    EXPECT_EQ(json_of(j)["error"]["kind"], "internal");
  }
}

// Item 8: budget rejects duplicates and has unambiguous noise names.
TEST(CliIssue9, BudgetParameters) {
  for (const char* bad :
       {"budget --delta 1e-5 gaussian:sigma=1,count=20,count=10", "budget --delta 1e-5 gaussian:sigma=1,noise_std=2",
        "budget --delta 1e-5 subsampled_gaussian:q=0.1,sigma=1,noise_multiplier=1",
        "budget --delta 1e-5 gaussian:noise_multiplier=1",
        "budget --delta 1e-5 subsampled_gaussian:q=0.1,noise_std=1"}) {
    expect_invalid_input(bad);
  }
  auto hi = [](const std::string& args) {
    const CliRun r = run(args + " --json", 120);
    EXPECT_EQ(r.code, 0) << args << ": " << r.err;
    return json_of(r)["hi"];
  };
  EXPECT_EQ(hi("budget --delta 1e-5 gaussian:noise_std=2,sensitivity=2,count=10"),
            hi("budget --delta 1e-5 gaussian:sigma=2,sensitivity=2,count=10"));
  EXPECT_EQ(hi("budget --delta 1e-5 subsampled_gaussian:q=0.01,noise_multiplier=1,count=100"),
            hi("budget --delta 1e-5 subsampled_gaussian:q=0.01,sigma=1,count=100"));
}

// Item 8: with --json every failing command prints a JSON error object on stdout.
TEST(CliIssue9, JsonErrorsOnEveryCommand) {
  struct Case {
    std::string args;
    int code;
    std::string kind;
  };
  const std::vector<Case> cases = {
      {"eval accounting.gaussian_zcdp sigma=0.1 --bits 32 --rel-accuracy 1e-60 --max-bits 64 --json", 3,
       "accuracy_not_met"},
      {"eval accounting.gaussian_zcdp sigma=-1 --json", 2, "invalid_input"},
      {"eval accounting.gaussian_zcdp sigma=1 --bits 0x40 --json", 2, "invalid_input"},
      {"check no.such.claim --json", 2, "invalid_input"},
      {"budget --delta 2 zcdp:rho=1 --json", 2, "invalid_input"},
      {"reproduce no.such.table --json", 2, "invalid_input"},
      {"list --bogus --json", 2, "invalid_input"},
  };
  for (const auto& c : cases) {
    const CliRun r = run(c.args, 60);
    EXPECT_EQ(r.code, c.code) << c.args << ": " << r.err;
    EXPECT_EQ(lines(r.err), 1) << c.args << ": " << r.err;
    const auto j = json_of(r);
    EXPECT_EQ(j["error"]["kind"], c.kind) << c.args;
    EXPECT_EQ(j["error"]["exit_code"], c.code) << c.args;
    EXPECT_TRUE(j["error"]["message"].is_string()) << c.args;
  }
  // --rel-accuracy is printed as a number, not 0.000000.
  const CliRun a = run("eval accounting.gaussian_zcdp sigma=0.1 --bits 32 --rel-accuracy 1e-60 --max-bits 64", 60);
  EXPECT_NE(a.err.find("relative accuracy 1e-60 not reached"), std::string::npos) << a.err;
  EXPECT_EQ(a.err.find("0.000000"), std::string::npos) << a.err;
}

// Item 8: smaller interface defects.
TEST(CliIssue9, SmallerDefects) {
  // An unused out-of-domain parameter is not ignored.
  const CliRun u = expect_invalid_input("eval chan_xie_zhao.lemma3_2.local_sensitivity eta=1 beta=-1e100");
  EXPECT_NE(u.err.find("beta must be in (0, inf), but is -1e100."), std::string::npos) << u.err;
  // A missing matrix is named.
  const CliRun m = expect_invalid_input("eval chan_xie_zhao.def6_3.norm \"A=1,0;0,1\" lambda=0,1 eta=1 beta=1");
  EXPECT_NE(m.err.find("x is not given"), std::string::npos) << m.err;
  // Unknown ids: close ids and where to find every id.
  const CliRun e = expect_invalid_input("eval accounting.gausian_zcdp sigma=1");
  EXPECT_NE(e.err.find("accounting.gaussian_zcdp"), std::string::npos) << e.err;
  EXPECT_NE(e.err.find("privbound list"), std::string::npos) << e.err;
  const CliRun c = expect_invalid_input("check chan_xie_zhao.lemma6_55");
  EXPECT_NE(c.err.find("chan_xie_zhao.lemma6_5"), std::string::npos) << c.err;
  EXPECT_NE(c.err.find("privbound check --list"), std::string::npos) << c.err;
  const CliRun list = run("check --list --json", 60);
  ASSERT_EQ(list.code, 0) << list.err;
  EXPECT_GE(json_of(list)["claims"].size(), 26u);
  // Ids (and any echoed text) with newlines give one-line errors.
  for (const char* args : {"eval 'foo\nbar'", "check 'foo\nbar'", "reproduce 'foo\nbar'",
                           "eval accounting.gaussian_zcdp 'sigma=1\n2'", "budget --delta 1e-5 'foo\n:x=1'"}) {
    const CliRun r = expect_invalid_input(args);
    EXPECT_NE(r.err.find("\\n"), std::string::npos) << r.err;
  }
}

}  // namespace

namespace {

TEST(CliIssue10, ListKindsAndSources) {
  // every kind by default, each from its own table
  const CliRun all = run("list --json", 60);
  ASSERT_EQ(all.code, 0) << all.err;
  const auto j = json_of(all);
  ASSERT_TRUE(j.contains("quantities") && j.contains("claims") && j.contains("reproductions")) << all.out;
  const CliRun checks = run("check --list --json", 60);
  ASSERT_EQ(checks.code, 0) << checks.err;
  EXPECT_EQ(j["claims"].size(), json_of(checks)["claims"].size());
  bool table1 = false;
  for (const auto& r : j["reproductions"]) table1 = table1 || r["id"] == "chan_xie_zhao.table1";
  EXPECT_TRUE(table1) << all.out;
  // one kind, one source: only that key, only that source's ids
  const CliRun cl = run("list --kind claim chan_xie_zhao --json", 60);
  ASSERT_EQ(cl.code, 0) << cl.err;
  const auto c = json_of(cl);
  EXPECT_FALSE(c.contains("quantities") || c.contains("reproductions")) << cl.out;
  ASSERT_GE(c["claims"].size(), 26u);
  for (const auto& x : c["claims"]) {
    EXPECT_EQ(x["id"].get<std::string>().rfind("chan_xie_zhao.", 0), 0u) << x["id"];
    EXPECT_FALSE(x["statement"].get<std::string>().empty());
    EXPECT_TRUE(x["kind"] == "universal" || x["kind"] == "existential");
  }
  const CliRun acc = run("list accounting --kind quantity --json", 60);
  ASSERT_EQ(acc.code, 0) << acc.err;
  const auto aj = json_of(acc);  // named: a range-for over a temporary's member dangles
  for (const auto& x : aj["quantities"]) EXPECT_EQ(x["id"].get<std::string>().rfind("accounting.", 0), 0u) << x["id"];
  EXPECT_TRUE(json_of(run("list accounting --kind claim --json", 60))["claims"].empty());
  // text: a section per kind; an empty one says so
  const CliRun text = run("list accounting", 60);
  ASSERT_EQ(text.code, 0);
  EXPECT_NE(text.out.find("# claims (privbound check <id>)\n(none)"), std::string::npos) << text.out;
  // bad input: one line, exit 2, the known sources named
  const CliRun bad = expect_invalid_input("list nope");
  EXPECT_NE(bad.err.find("accounting, chan_xie_zhao"), std::string::npos) << bad.err;
  expect_invalid_input("list --kind theorem");
}

}  // namespace

// eval of a quantity that encodes a printed form some erratum shows wrong says so (text: a WARNING line naming the
// erratum and the corrected ids; --json: an "errata" array), and a corrected form or an unrelated quantity has none.
// Theorem 7's printed RDP at A = I/2 is 4 times below the corrected one (erratum E1; the values are the paper's
// formulas at alpha = 10, K = n = 1000, sigma = 8: 8 K alpha L^2 gamma^2/(sigma^2 n^2) = 1.25e-3, times 4).
TEST(CliErrata, EvalOfAPrintedFormNamesItsErratum) {
  const std::string args = " K=1000 'A=1/2,0;0,1/2' n=1000 sigma=8 alpha=10";
  const CliRun text = run("eval cyffers_bellet_basu.thm7.rdp" + args, 60);
  ASSERT_EQ(text.code, 0) << text.err;
  EXPECT_NE(text.out.find("WARNING: the paper's printed form; erratum cyffers_bellet_basu.E1"), std::string::npos)
      << text.out;
  EXPECT_NE(text.out.find("cyffers_bellet_basu.thm7.rdp_corrected"), std::string::npos) << text.out;
  const CliRun js = run("eval cyffers_bellet_basu.thm7.rdp" + args + " --json", 60);
  ASSERT_EQ(js.code, 0) << js.err;
  const auto j = json_of(js);
  ASSERT_EQ(j["errata"].size(), 1u) << js.out;
  EXPECT_EQ(j["errata"][0]["id"], "cyffers_bellet_basu.E1");
  EXPECT_EQ(j["errata"][0]["kind"], "number");
  EXPECT_NEAR(std::stod(j["lo"].get<std::string>()), 1.25e-3, 1e-15);
  const CliRun corr = run("eval cyffers_bellet_basu.thm7.rdp_corrected" + args + " --json", 60);
  ASSERT_EQ(corr.code, 0) << corr.err;
  const auto c = json_of(corr);
  EXPECT_TRUE(c["errata"].empty()) << corr.out;
  EXPECT_NEAR(std::stod(c["lo"].get<std::string>()), 5e-3, 1e-15);
  const CliRun plain = run("eval cyffers_bellet_basu.thm7.rdp_corrected" + args, 60);
  EXPECT_EQ(plain.out.find("WARNING"), std::string::npos) << plain.out;
}

// check <prefix>*: every claim whose id starts with the prefix (the issues' "privbound check <paper>.*"), a JSON array
// like --all's; a prefix that matches nothing is invalid input (exit 2). L775's two claims: the printed q = m is
// violated as recorded (E23, exit 0), the corrected m/n holds.
TEST(CliCheck, PrefixSelectsEveryMatchingClaim) {
  const CliRun r = run("check 'cyffers_bellet_basu.l775.*' --iters 3 --json", 120);
  ASSERT_EQ(r.code, 0) << r.err;
  const auto j = json_of(r);
  ASSERT_TRUE(j.is_array()) << r.out;
  ASSERT_EQ(j.size(), 2u) << r.out;
  EXPECT_EQ(j[0]["id"], "cyffers_bellet_basu.l775.subset_q");
  EXPECT_EQ(j[0]["verdict"], "violated");
  EXPECT_TRUE(j[0]["certified"].get<bool>());  // P[block active] is enumerated in exact rationals
  EXPECT_EQ(j[1]["id"], "cyffers_bellet_basu.l775.subset_q_corrected");
  EXPECT_EQ(j[1]["verdict"], "holds");
  EXPECT_TRUE(j[1]["certified"].get<bool>());
  const CliRun none = run("check 'no_such_paper.*'", 60);
  EXPECT_EQ(none.code, 2);
  EXPECT_NE(none.err.find("no claim id starts with"), std::string::npos) << none.err;
}

TEST(Cli, ReproduceExperimentSection10) {
  // issue 29: an experiment through `reproduce`: the JSON fields, the files of --out, the same
  // numbers for 1 and 2 threads, and bad options rejected with exit 2.
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / "privbound_cli_experiment";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const CliRun one = run("reproduce chan_xie_zhao.table1_convergence --runs 12 --seeds 2 --json --out " + dir.string());
  ASSERT_EQ(one.code, 0) << one.err;
  const auto j = nlohmann::json::parse(one.out);
  EXPECT_EQ(j["runs"], 12);
  EXPECT_EQ(j["seeds"], 2);
  ASSERT_EQ(j["cells"].size(), 4u);
  for (const auto& c : j["cells"]) {
    EXPECT_EQ(c["per_seed"].size(), 2u);
    EXPECT_TRUE(c["inside"].is_boolean());
    EXPECT_TRUE(c["printed"].is_string());
  }
  EXPECT_TRUE(j["open_settings"].contains("T (steps per run)"));
  EXPECT_TRUE(std::filesystem::exists(dir / "chan_xie_zhao.table1_convergence.csv"));
  EXPECT_TRUE(std::filesystem::exists(dir / "chan_xie_zhao.table1_convergence.json"));
  const CliRun two = run("reproduce chan_xie_zhao.table1_convergence --runs 12 --seeds 2 --threads 2 --json");
  ASSERT_EQ(two.code, 0) << two.err;
  EXPECT_EQ(nlohmann::json::parse(two.out)["cells"], j["cells"]);
  const CliRun other = run("reproduce chan_xie_zhao.table1_convergence --runs 12 --seeds 2 --seed 5 --json");
  ASSERT_EQ(other.code, 0) << other.err;
  EXPECT_NE(nlohmann::json::parse(other.out)["cells"], j["cells"]);  // control: another seed, other draws
  EXPECT_EQ(run("reproduce chan_xie_zhao.table2 --runs 0").code, 2);
  EXPECT_EQ(run("reproduce chan_xie_zhao.table2 --threads 0").code, 2);
  EXPECT_EQ(run("reproduce chan_xie_zhao.table2 --out /nonexistent/dir").code, 2);
  // issue 30: --data only where an experiment reads a data set; a file that cannot be read is exit 2, one line
  EXPECT_EQ(run("reproduce chan_xie_zhao.table1_convergence --data /etc/hostname").code, 2);
  const CliRun nodata = run("reproduce ding_gong.figure3 --runs 1 --seeds 1 --data /nonexistent/adult.data");
  EXPECT_EQ(nodata.code, 2);
  EXPECT_NE(nodata.err.find("/nonexistent/adult.data"), std::string::npos) << nodata.err;
  // issue 31: --zones and --rounds only for the power-flow runs; a bad split or grid file is exit 2, one line
  EXPECT_EQ(run("reproduce ding_gong.figure3 --zones 1-5").code, 2);
  EXPECT_EQ(run("reproduce ding_gong.figure3 --rounds 2").code, 2);
  EXPECT_EQ(run("reproduce ryu_kim.figure3 --rounds 0").code, 2);
  const CliRun badzones = run("reproduce ryu_kim.figure3 --runs 1 --rounds 1 --zones '1-5;6-13'");
  EXPECT_EQ(badzones.code, 2);
  EXPECT_NE(badzones.err.find("leave bus 14 out"), std::string::npos) << badzones.err;
  const CliRun badgrid = run("reproduce ryu_kim.figure3 --runs 1 --rounds 1 --data /etc/hostname");
  EXPECT_EQ(badgrid.code, 2);
  EXPECT_NE(badgrid.err.find("/etc/hostname"), std::string::npos) << badgrid.err;
  const CliRun list = run("list --kind reproduction --json");
  ASSERT_EQ(list.code, 0);
  EXPECT_NE(list.out.find("chan_xie_zhao.table2"), std::string::npos);
  std::filesystem::remove_all(dir);
}

namespace {

TEST(Cli, AuditListsEveryRequirementAtTheSettings) {
  const CliRun j = run("audit --json");
  ASSERT_EQ(j.code, 0) << j.err;
  const auto doc = nlohmann::json::parse(j.out);
  for (const char* k : {"rows", "counts", "bits", "version"}) EXPECT_TRUE(doc.contains(k)) << k;
  std::size_t fails = 0;
  bool femnist = false;
  for (const auto& r : doc["rows"]) {
    for (const char* k : {"id", "config", "required", "fails_means", "status", "errata", "remark", "open_candidate"})
      EXPECT_TRUE(r.contains(k)) << k;
    fails += r["status"] == "fails";
    if (r["id"] == "ryu_kim.appE.asm5_2ii_margin" && r["config"].get<std::string>().rfind("FEMNIST", 0) == 0) {
      femnist = true;
      EXPECT_EQ(r["status"], "fails");
      EXPECT_LT(std::stod(r["value"]["hi"].get<std::string>()), 0.0);  // the schedule's steps break 5.2(ii)
    }
  }
  EXPECT_TRUE(femnist);
  EXPECT_EQ(doc["counts"]["fails"], fails);
  EXPECT_EQ(doc["counts"]["open"], 0);
  // The text lists the failures only; --all adds the rest; an unknown source is invalid input.
  const CliRun t = run("audit --paper liu_geng");
  EXPECT_EQ(t.code, 0) << t.err;
  EXPECT_NE(t.out.find("fails  liu_geng.lemma4.varrho"), std::string::npos) << t.out;
  EXPECT_EQ(t.out.find("meets  "), std::string::npos) << t.out;
  EXPECT_EQ(t.out.find("ryu_kim"), std::string::npos) << t.out;
  EXPECT_NE(run("audit --paper liu_geng --all").out.find("meets  liu_geng.lemma4.varrho"), std::string::npos);
  expect_invalid_input("audit --paper nosuch");
}

}  // namespace

namespace {

TEST(Cli, CoverageMeasuresTheSampledInstances) {
  // Fact 6.4's step is eta = (8 - k)/(8 nu) for k in [0, 7] with nu > 0 drawn per instance (fact6_4_check): over 200
  // draws eta takes at least 8 distinct values, and k alone spans log10(8) decades.
  const CliRun j = run("check chan_xie_zhao.fact6_4 --coverage --iters 200 --json");
  ASSERT_EQ(j.code, 0) << j.err;
  const auto doc = nlohmann::json::parse(j.out);
  EXPECT_EQ(doc["mode"], "coverage");
  EXPECT_GE(doc["instances"].get<int>(), 200);
  bool eta = false, family = false;
  for (const auto& p : doc["params"]) {
    for (const char* k : {"name", "seen", "numeric", "distinct", "texts"}) EXPECT_TRUE(p.contains(k)) << k;
    if (p["name"] == "eta") {
      eta = true;
      EXPECT_GE(p["distinct"].get<int>(), 8);
      EXPECT_GE(p["decades"].get<double>(), std::log10(8.0) - 1e-12);
      EXPECT_GT(p["min"].get<double>(), 0.0);  // a step size is positive
    }
    if (p["name"] == "f_family") {
      family = true;
      EXPECT_EQ(p["numeric"], 0);
      EXPECT_GE(p["texts"].size(), 2u);
    }
  }
  EXPECT_TRUE(eta);
  EXPECT_TRUE(family);
  const CliRun t = run("check chan_xie_zhao.fact6_4 --coverage --iters 20");
  EXPECT_EQ(t.code, 0) << t.err;
  EXPECT_NE(t.out.find("  eta: ["), std::string::npos) << t.out;
  EXPECT_NE(t.out.find("declared coverage: 3 reaches, all met"), std::string::npos) << t.out;
  EXPECT_EQ(doc["declared"], 3);
  EXPECT_TRUE(doc["unreached"].empty()) << doc["unreached"];
  expect_invalid_input("check chan_xie_zhao.fact6_4 --coverage --search");
}

// The declared coverage in the claim list (Space::reaches): Theorem 5.2's identity is checked for T in [2, 200] and
// L = (k + 1)/1001, k in [0, 1000] (thm5_2_space); Fact 6.4 over the three smooth families.
TEST(Cli, ListShowsTheDeclaredCoverage) {
  const CliRun j = run("list --kind claim chan_xie_zhao --json", 60);
  ASSERT_EQ(j.code, 0) << j.err;
  const auto doc = nlohmann::json::parse(j.out);
  bool identity = false, fact = false;
  for (const auto& c : doc["claims"]) {
    EXPECT_FALSE(c["coverage"].empty()) << c["id"];
    if (c["id"] == "chan_xie_zhao.thm5_2_identity") {
      identity = true;
      ASSERT_EQ(c["coverage"].size(), 2u);
      EXPECT_EQ(c["coverage"][0], nlohmann::json({{"param", "T"}, {"lo", 2.0}, {"hi", 200.0}}));
      EXPECT_EQ(c["coverage"][1]["param"], "L");
      EXPECT_DOUBLE_EQ(c["coverage"][1]["lo"].get<double>(), 1.0 / 1001);
      EXPECT_EQ(c["coverage"][1]["hi"], 1.0);
    }
    if (c["id"] == "chan_xie_zhao.fact6_4") {
      fact = true;
      bool families = false;
      for (const auto& r : c["coverage"])
        if (r["param"] == "f_family") {
          families = true;
          EXPECT_EQ(r["cases"], nlohmann::json({"quadratic", "logistic", "huber"}));
        }
      EXPECT_TRUE(families);
    }
  }
  EXPECT_TRUE(identity);
  EXPECT_TRUE(fact);
}

}  // namespace

namespace {

// Issue 33: the PLD accountant through the CLI: an enclosure of the tight ε named as such, below the
// Rényi route's bound at the same inputs; the calibration and δ(ε); its domain errors exit 2.
TEST(CliIssue33, PldAccountantAnswersThroughEval) {
  const CliRun pld =
      run("eval accounting.eps_subsampled_gaussian q=0.01 sigma=1 steps=100 delta=1e-5 accountant=pld --json", 120);
  ASSERT_EQ(pld.code, 0) << pld.err;
  const auto j = nlohmann::json::parse(pld.out);
  EXPECT_EQ(j["notes"]["accountant"], "pld");
  const CliRun rdp = run("eval accounting.eps_subsampled_gaussian q=0.01 sigma=1 steps=100 delta=1e-5 --json", 120);
  ASSERT_EQ(rdp.code, 0) << rdp.err;
  const auto k = nlohmann::json::parse(rdp.out);
  EXPECT_LT(std::stod(j["hi"].get<std::string>()), std::stod(k["hi"].get<std::string>()));
  EXPECT_LE(std::stod(j["lo"].get<std::string>()), std::stod(j["hi"].get<std::string>()));
  const CliRun bad = expect_invalid_input(
      "eval accounting.eps_subsampled_gaussian q=0.01 sigma=0.001 steps=10 "
      "delta=1e-5 accountant=pld");
  EXPECT_NE(bad.err.find("sigma must be in [1/64, 1000]"), std::string::npos) << bad.err;
  // budget: the pld route beside the Renyi route; a zcdp event has no loss distribution
  const CliRun b =
      run("budget --delta 1e-5 subsampled_gaussian:q=0.01,noise_multiplier=1,count=100 "
          "gaussian:noise_std=10,count=5 --accountant pld --json",
          120);
  ASSERT_EQ(b.code, 0) << b.err;
  const auto bj = nlohmann::json::parse(b.out);
  EXPECT_EQ(bj["route"], "pld");
  expect_invalid_input("budget --delta 1e-5 zcdp:rho=0.1 --accountant pld");
  expect_invalid_input("budget --delta 1e-5 gaussian:noise_std=1 --accountant nosuch");
}

// Issue 33, item 3: one answer by default. The σ calibrated for ε = 8 evaluates to at most 8 by the
// default eval (the integer-order σ evaluates to 7.919 here, and to the issue's 7.943 at T = 10^4: the
// calibration answered for another accountant), and at the bracket's lower end the default eval
// exceeds 8; the answer names its accountant and orders.
TEST(CliIssue33, CalibrationAndEvalShareTheirDefaults) {
  const CliRun c = run("eval accounting.calibrate_sigma q=0.01 steps=1000 eps=8 delta=1e-5 --json", 120);
  ASSERT_EQ(c.code, 0) << c.err;
  const auto cj = nlohmann::json::parse(c.out);
  EXPECT_EQ(cj["notes"]["accountant"], "rdp");
  EXPECT_EQ(cj["notes"]["orders"], "real");
  auto eps_at = [&](const std::string& sigma) {
    const CliRun e =
        run("eval accounting.eps_subsampled_gaussian q=0.01 steps=1000 delta=1e-5 sigma=" + sigma + " --json", 120);
    EXPECT_EQ(e.code, 0) << e.err;
    const auto ej = nlohmann::json::parse(e.out);
    EXPECT_EQ(ej["notes"]["orders"], "real");
    return std::stod(ej["hi"].get<std::string>());
  };
  const double at_hi = eps_at(cj["hi"].get<std::string>()), at_lo = eps_at(cj["lo"].get<std::string>());
  EXPECT_LE(at_hi, 8.0);
  EXPECT_GT(at_hi, 7.98);  // within the bracket's 1e-3 of the target, not 7.919
  EXPECT_GT(at_lo, 8.0);
  // Integer orders stay available and say so.
  const CliRun ci = run("eval accounting.calibrate_sigma q=0.01 steps=1000 eps=8 delta=1e-5 orders=integer --json");
  ASSERT_EQ(ci.code, 0) << ci.err;
  const auto ij = nlohmann::json::parse(ci.out);
  EXPECT_EQ(ij["notes"]["orders"], "integer");
  EXPECT_EQ(ij["notes"]["far_end"], "proven at every integer order");
  EXPECT_LT(std::stod(cj["hi"].get<std::string>()), std::stod(ij["lo"].get<std::string>()));
  expect_invalid_input("eval accounting.calibrate_sigma q=0.01 steps=1000 eps=8 delta=1e-5 orders=2,3");
}

// Issue 33, item 4: the DP-SGD user's vocabulary. Dataset size, batch size and epochs give q = b/n and
// T = ceil(E n/b) (rounded up: the safe side), stated in the answer, and the same digits as the q/steps quantities;
// steps= is count= in budget; δ for a given ε round-trips through eval.
TEST(CliIssue33, DpSgdVocabulary) {
  auto json_of = [](const std::string& args) {
    const CliRun r = run(args + " --json", 120);
    EXPECT_EQ(r.code, 0) << args << ": " << r.err;
    return r.code == 0 ? nlohmann::json::parse(r.out) : nlohmann::json::object();
  };
  const auto d = json_of("eval accounting.eps_dpsgd dataset_size=60000 batch_size=256 epochs=60 sigma=1.1 delta=1e-5");
  const auto s = json_of("eval accounting.eps_subsampled_gaussian q=256/60000 steps=14063 sigma=1.1 delta=1e-5");
  EXPECT_EQ(d["lo"], s["lo"]);
  EXPECT_EQ(d["hi"], s["hi"]);
  EXPECT_NE(d["notes"]["steps"].get<std::string>().find("= 14063"), std::string::npos) << d["notes"];
  EXPECT_NE(d["notes"]["q"].get<std::string>().find("256/60000"), std::string::npos) << d["notes"];
  const auto ce =
      json_of("eval accounting.calibrate_epochs dataset_size=60000 batch_size=256 sigma=1.1 eps=2 delta=1e-5");
  const auto cs = json_of("eval accounting.calibrate_steps q=256/60000 sigma=1.1 eps=2 delta=1e-5");
  EXPECT_EQ(ce["parts"]["steps"]["lo"], cs["lo"]);
  const double t_lo = std::stod(cs["lo"].get<std::string>()), e_lo = std::stod(ce["lo"].get<std::string>());
  EXPECT_NEAR(e_lo, t_lo * 256 / 60000, 1e-9 * e_lo);
  EXPECT_LE(e_lo, t_lo * 256 / 60000);  // safe side lower: rounded down
  expect_invalid_input("eval accounting.eps_dpsgd dataset_size=100 batch_size=256 epochs=1 sigma=1 delta=1e-5");
  expect_invalid_input("eval accounting.eps_dpsgd dataset_size=60000 batch_size=256 epochs=1e20 sigma=1 delta=1e-5");
  // budget: steps= is count=, and not both
  const auto bc = json_of("budget --delta 1e-5 subsampled_gaussian:q=0.01,noise_multiplier=1,count=100");
  const auto bs = json_of("budget --delta 1e-5 subsampled_gaussian:q=0.01,noise_multiplier=1,steps=100");
  EXPECT_EQ(bc["hi"], bs["hi"]);
  expect_invalid_input("budget --delta 1e-5 subsampled_gaussian:q=0.01,noise_multiplier=1,steps=100,count=100");
  // δ for ε = 2 at q = 0.01, σ = 1, T = 1000, then ε back at δ_hi
  const auto cd = json_of("eval accounting.calibrate_delta q=0.01 sigma=1 steps=1000 eps=2 rel_tol=1e-3");
  EXPECT_EQ(cd["safe_side"], "upper");
  const auto back =
      json_of("eval accounting.eps_subsampled_gaussian q=0.01 sigma=1 steps=1000 delta=" + cd["hi"].get<std::string>());
  EXPECT_LE(std::stod(back["hi"].get<std::string>()), 2.0);
  EXPECT_GT(std::stod(cd["lo"].get<std::string>()), 0.0);  // far end proven
  // accountant=pld: the exact tight delta_T(eps), below the Renyi route's, and eps(delta) by PLD at its two ends
  // lands on both sides of the target
  const auto pd = json_of("eval accounting.calibrate_delta q=0.01 sigma=1 steps=1000 eps=2 accountant=pld");
  const double pd_lo = std::stod(pd["lo"].get<std::string>()), pd_hi = std::stod(pd["hi"].get<std::string>());
  EXPECT_GT(pd_lo, 0.0);
  EXPECT_LT(pd_hi, std::stod(cd["lo"].get<std::string>()));
  const auto pe_hi = json_of("eval accounting.eps_subsampled_gaussian q=0.01 sigma=1 steps=1000 accountant=pld delta=" +
                             pd["hi"].get<std::string>());
  EXPECT_LE(std::stod(pe_hi["lo"].get<std::string>()), 2.0);
  const auto pe_lo = json_of("eval accounting.eps_subsampled_gaussian q=0.01 sigma=1 steps=1000 accountant=pld delta=" +
                             pd["lo"].get<std::string>());
  EXPECT_GE(std::stod(pe_lo["hi"].get<std::string>()), 2.0);
  // q = 1: one Gaussian with mu = sqrt(T)/sigma = 2 (T = 9, sigma = 3/2), delta(2) = Phi(0) - e^2 Phi(-2) (Balle &
  // Wang 2018, Thm 8), in double; negative control: the closed form at sigma = 1.52 lies outside
  const auto gauss = [](double mu, double e) {
    const auto Phi = [](double x) { return 0.5 * std::erfc(-x / std::sqrt(2.0)); };
    return Phi(-e / mu + mu / 2) - std::exp(e) * Phi(-e / mu - mu / 2);
  };
  const auto g = json_of("eval accounting.calibrate_delta q=1 sigma=1.5 steps=9 eps=2 accountant=pld");
  const double g_lo = std::stod(g["lo"].get<std::string>()), g_hi = std::stod(g["hi"].get<std::string>());
  EXPECT_LE(g_lo, gauss(2.0, 2.0) * (1 + 1e-12));
  EXPECT_GE(g_hi, gauss(2.0, 2.0) * (1 - 1e-12));
  const double other = gauss(3.0 / 1.52, 2.0);
  EXPECT_TRUE(other < g_lo || other > g_hi) << other;
  // the RDP vector: at q = 1 one Gaussian, T r(alpha) = T alpha/(2 sigma^2) exactly (10 alpha/8 at T = 10, sigma =
  // 2), a range of orders and a list; negative control: 1e-9 away is outside
  const auto curve = json_of("eval accounting.rdp_curve_subsampled_gaussian q=1 sigma=2 steps=10 orders=2..5");
  ASSERT_EQ(curve["parts"].size(), 4u);
  for (int al = 2; al <= 5; ++al) {
    const auto& p = curve["parts"]["alpha=" + std::to_string(al)];
    const double exact = 10.0 * al / 8;
    EXPECT_LE(std::stod(p["lo"].get<std::string>()), exact);
    EXPECT_GE(std::stod(p["hi"].get<std::string>()), exact);
    EXPECT_GT(std::stod(p["lo"].get<std::string>()), exact * (1 - 1e-9));
  }
  EXPECT_EQ(curve["lo"], curve["parts"]["alpha=2"]["lo"]);  // the value is the first order's
  const auto listed = json_of("eval accounting.rdp_curve_subsampled_gaussian q=0.01 sigma=1 steps=1000 orders=8,2.5");
  const auto one = json_of("eval accounting.rdp_subsampled_gaussian alpha=2.5 q=0.01 sigma=1");
  EXPECT_NEAR(std::stod(listed["parts"]["alpha=2.5"]["hi"].get<std::string>()),
              1000 * std::stod(one["hi"].get<std::string>()), 1e-12);
  // runs of consecutive integers are computed together (rdp_subsampled_gaussian_orders), other orders one by one:
  // each part is T times the single-order id's value
  const auto mixed =
      json_of("eval accounting.rdp_curve_subsampled_gaussian q=0.01 sigma=1 steps=1000 orders=2,3,4.5,5,6");
  ASSERT_EQ(mixed["parts"].size(), 5u);
  for (const char* al : {"2", "3", "4.5", "5", "6"}) {
    const auto single = json_of(std::string("eval accounting.rdp_subsampled_gaussian q=0.01 sigma=1 alpha=") + al);
    const double want = 1000 * std::stod(single["hi"].get<std::string>());
    EXPECT_NEAR(std::stod(mixed["parts"][std::string("alpha=") + al]["hi"].get<std::string>()), want, 1e-12 * want)
        << al;
  }
  expect_invalid_input("eval accounting.eps_laplace_pld b=0 steps=1 delta=1e-5");
  expect_invalid_input("eval accounting.delta_laplace_pld b=1 steps=0 eps=1");
  // sampling without replacement at q = 1 is the Gaussian with mu = sqrt(T)/sigma (sigma over the replace-one
  // sensitivity): the add/remove accountant answers the same pair, so the two enclosures overlap
  const auto wor = json_of("eval accounting.eps_wor_gaussian_pld q=1 sigma=2 steps=4 delta=1e-5");
  const auto same = json_of("eval accounting.eps_subsampled_gaussian q=1 sigma=2 steps=4 delta=1e-5 accountant=pld");
  EXPECT_EQ(wor["notes"]["neighbours"], "replace");
  EXPECT_LE(std::stod(wor["lo"].get<std::string>()), std::stod(same["hi"].get<std::string>()));
  EXPECT_LE(std::stod(same["lo"].get<std::string>()), std::stod(wor["hi"].get<std::string>()));
  // negative control: the add/remove value at twice the sigma is far below (mu = 1/2)
  const auto half = json_of("eval accounting.eps_subsampled_gaussian q=1 sigma=4 steps=4 delta=1e-5 accountant=pld");
  EXPECT_LT(std::stod(half["hi"].get<std::string>()), std::stod(wor["lo"].get<std::string>()));
  expect_invalid_input("eval accounting.eps_wor_gaussian_pld q=1.5 sigma=1 steps=10 delta=1e-5");
  expect_invalid_input("eval accounting.delta_wor_gaussian_pld q=0.1 sigma=1 steps=0 eps=1");
  // Its calibrations at q = 1, where the mechanism is one Gaussian at mu = sqrt(T)/sigma, as the add/remove
  // accountant's: the calibrated sigma brackets overlap, and so do the step counts. Negative control: at q < 1 the
  // two part after one step (the symmetric pair's mirrored side composes too): at q = 0.1, sigma = 2, eps = 1 the
  // largest T is 15 against Poisson's 16.
  const auto wsig = json_of("eval accounting.calibrate_sigma_wor_pld q=1 steps=4 eps=2 delta=1e-5 rel_tol=1e-3");
  const auto psig = json_of("eval accounting.calibrate_sigma q=1 steps=4 eps=2 delta=1e-5 rel_tol=1e-3 accountant=pld");
  EXPECT_EQ(wsig["safe_side"], "upper");
  EXPECT_LE(std::stod(wsig["lo"].get<std::string>()), std::stod(psig["hi"].get<std::string>()));
  EXPECT_LE(std::stod(psig["lo"].get<std::string>()), std::stod(wsig["hi"].get<std::string>()));
  EXPECT_LE(std::stod(wsig["parts"]["eps_at_safe"]["hi"].get<std::string>()), 2.0);
  const auto wsteps = json_of("eval accounting.calibrate_steps_wor_pld q=1 sigma=20 eps=1 delta=1e-5");
  const auto psteps = json_of("eval accounting.calibrate_steps q=1 sigma=20 eps=1 delta=1e-5 accountant=pld");
  EXPECT_EQ(wsteps["safe_side"], "lower");
  EXPECT_EQ(wsteps["lo"], psteps["lo"]);
  const auto wt = json_of("eval accounting.calibrate_steps_wor_pld q=0.1 sigma=2 eps=1 delta=1e-5");
  const auto pt = json_of("eval accounting.calibrate_steps q=0.1 sigma=2 eps=1 delta=1e-5 accountant=pld");
  EXPECT_LT(std::stod(wt["hi"].get<std::string>()), std::stod(pt["lo"].get<std::string>())) << "control";
  expect_invalid_input("eval accounting.calibrate_sigma_wor_pld q=0 steps=10 eps=1 delta=1e-5 rel_tol=1e-3");
  expect_invalid_input("eval accounting.calibrate_steps_wor_pld q=0.1 sigma=1 eps=-1 delta=1e-5");
  expect_invalid_input("eval accounting.calibrate_q_wor_pld sigma=1 steps=10 eps=1 delta=1e-5 rel_tol=2");
  expect_invalid_input("eval accounting.rdp_curve_subsampled_gaussian q=0.01 sigma=1 orders=1..5");
  expect_invalid_input("eval accounting.rdp_curve_subsampled_gaussian q=0.01 sigma=1 orders=2..2000");
  expect_invalid_input("eval accounting.rdp_curve_subsampled_gaussian q=0.01 sigma=1 orders=2,,3");
  expect_invalid_input("eval accounting.rdp_curve_subsampled_gaussian q=0.01 sigma=1 orders=0.5");
  for (const char* bad : {"2..", "..5", "2,", "2,2", "2..1002", "2,x"})
    expect_invalid_input(std::string("eval accounting.rdp_curve_subsampled_gaussian q=0.01 sigma=1 orders=") + bad);
  EXPECT_EQ(json_of("eval accounting.rdp_curve_subsampled_gaussian q=1 sigma=2 orders=2..1001")["parts"].size(), 1000u);
}

}  // namespace
