// The negative controls of the fuzz invariants (STYLE.md: a check that cannot fail is a defect):
// every checker of fuzz/invariants.hpp is fed values it must flag (NaN, lo > hi, an infinite end,
// a negative ε, a missed exact value, ε below ρ, a calibration that misses its target, disjoint
// precisions, a violated claim, a multi-line or empty error, norms and eigenvalues outside their
// exact rational bounds) and values it must accept (real evaluations), and `fail` must abort
// while PRIVBOUND_FUZZ_KNOWN downgrades a listed key. Run by scripts/fuzz.sh before the fuzzers;
// exits 1 if any control misbehaves. With --dict it prints a libFuzzer dictionary instead.
#include <sys/wait.h>
#include <unistd.h>

#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <set>
#include <string>

#include "invariants.hpp"

namespace {

namespace bn = privbound::bounds;
namespace nm = privbound::numeric;
namespace pc = privbound::proofs_check;
namespace fz = privbound::fuzz;
using nm::Interval;

int failures = 0, checks = 0;

void expect_flagged(const std::string& what, const std::string& verdict) {
  ++checks;
  if (verdict.empty()) {
    ++failures;
    std::fprintf(stderr, "FAIL: not flagged: %s\n", what.c_str());
  } else {
    std::printf("ok   flagged: %-58s -> %s\n", what.c_str(), verdict.c_str());
  }
}

void expect_accepted(const std::string& what, const std::string& verdict) {
  ++checks;
  if (!verdict.empty()) {
    ++failures;
    std::fprintf(stderr, "FAIL: wrongly flagged: %s: %s\n", what.c_str(), verdict.c_str());
  } else {
    std::printf("ok   accepted: %s\n", what.c_str());
  }
}

Interval raw_interval(double lo, double hi, unsigned bits = 64) {
  Interval v(bits);
  mpfr_set_d(&v.raw()->left, lo, MPFR_RNDD);
  mpfr_set_d(&v.raw()->right, hi, MPFR_RNDU);
  return v;
}

const bn::Quantity& quantity(const std::string& id) {
  const bn::Quantity* q = bn::default_registry().find(id);
  if (!q) {
    std::fprintf(stderr, "FAIL: quantity %s is not registered\n", id.c_str());
    std::exit(1);
  }
  return *q;
}

bn::Evaluation evaluate(const std::string& id, const fz::Args& args, unsigned bits = 128) {
  const auto r = bn::default_registry().evaluate(id, args, bits);
  if (!r.ok()) {
    std::fprintf(stderr, "FAIL: %s %s: %s\n", id.c_str(), fz::describe(args).c_str(), r.error().message.c_str());
    std::exit(1);
  }
  return *r;
}

// Runs `f` in a child; returns the child's wait status.
template <class F>
int in_child(F f) {
  std::fflush(stdout);
  std::fflush(stderr);
  const pid_t pid = fork();
  if (pid == 0) {
    f();
    std::_Exit(0);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  return status;
}

void errors() {
  expect_accepted("a one-line error",
                  fz::check_error({nm::ErrorKind::invalid_input, "f: x must be in (0, 1], but is 2."}));
  expect_flagged("an error without a message", fz::check_error({nm::ErrorKind::invalid_input, ""}));
  expect_flagged("an error of two lines",
                 fz::check_error({nm::ErrorKind::invalid_input, "eval: unknown id \"a\nb\"."}));
  expect_flagged("an error with a carriage return", fz::check_error({nm::ErrorKind::internal, "x\ry"}));
  expect_flagged("an error of unknown kind", fz::check_error({static_cast<nm::ErrorKind>(17), "message"}));
}

void enclosures() {
  Interval nan(64);
  mpfr_set_nan(&nan.raw()->left);
  mpfr_set_nan(&nan.raw()->right);
  const double inf = std::numeric_limits<double>::infinity();
  expect_accepted("[1, 2]", fz::check_enclosure(raw_interval(1, 2), "v", false));
  expect_flagged("a NaN enclosure", fz::check_enclosure(nan, "v", false));
  expect_flagged("lo > hi", fz::check_enclosure(raw_interval(2, 1), "v", false));
  expect_flagged("[1, +inf] where the value is finite", fz::check_enclosure(raw_interval(1, inf), "v", false));
  expect_accepted("[1, +inf] for a part (sound, flagged only)", fz::check_enclosure(raw_interval(1, inf), "v", true));
  expect_flagged("[+inf, +inf] (no real inside)", fz::check_enclosure(raw_interval(inf, inf), "v", true));
}

void evaluations() {
  // A real evaluation passes; the same evaluation broken in each way is flagged.
  const auto& zcdp = quantity("accounting.gaussian_zcdp");
  const fz::Args a{{"sigma", "2"}};
  const bn::Evaluation good = evaluate(zcdp.id, a);
  expect_accepted("gaussian_zcdp sigma=2 as computed", fz::check_evaluation(zcdp, a, good));
  bn::Evaluation e = good;
  mpfr_set_nan(&e.value.raw()->left);
  expect_flagged("gaussian_zcdp with a NaN value", fz::check_evaluation(zcdp, a, e));
  e = good;
  e.value = raw_interval(0.2, 0.1);
  expect_flagged("gaussian_zcdp with lo > hi", fz::check_evaluation(zcdp, a, e));
  e = good;
  e.value = raw_interval(-0.2, -0.1);
  expect_flagged("gaussian_zcdp certainly negative (safe side upper)", fz::check_evaluation(zcdp, a, e));
  e = good;
  e.value = raw_interval(0.2, 0.3);
  expect_flagged("gaussian_zcdp missing the exact 1/8", fz::check_evaluation(zcdp, a, e));
  e = good;
  e.parts.push_back({"p", Interval(64)});
  mpfr_set_nan(&e.parts.back().value.raw()->right);
  expect_flagged("a NaN part", fz::check_evaluation(zcdp, a, e));
  e = good;
  e.source.clear();
  expect_flagged("no source", fz::check_evaluation(zcdp, a, e));

  // ε from ρ-zCDP below ρ (the shape of issue 9 item 1: ε = 0 at ρ = 1e78).
  const auto& conv = quantity("accounting.zcdp_to_eps");
  const fz::Args c{{"rho", "2"}, {"delta", "1e-5"}};
  const bn::Evaluation ce = evaluate(conv.id, c);
  expect_accepted("zcdp_to_eps rho=2 delta=1e-5 as computed", fz::check_evaluation(conv, c, ce));
  const fz::Args huge{{"rho", "1e78"}, {"delta", "1e-5"}};
  e = ce;
  e.value = raw_interval(0, 0);
  expect_flagged("zcdp_to_eps rho=1e78 giving [0, 0]", fz::check_evaluation(conv, huge, e));
  const auto& fromrdp = quantity("accounting.eps_from_rdp");
  const fz::Args rd{{"alpha", "2"}, {"rdp", "10"}, {"delta", "1e-5"}};
  e = evaluate(fromrdp.id, rd);
  expect_accepted("eps_from_rdp alpha=2 rdp=10 as computed", fz::check_evaluation(fromrdp, rd, e));
  e.value = raw_interval(4, 4.5);
  expect_flagged("eps_from_rdp alpha=2 rdp=10 giving eps < rdp/alpha = 5", fz::check_evaluation(fromrdp, rd, e));
  // the exact-Gaussian floor: any conversion of rho = 0.5 at delta = 1e-5 is at least 4.377
  const fz::Args half{{"rho", "0.5"}, {"delta", "1e-5"}};
  e = evaluate(conv.id, half);
  expect_accepted("zcdp_to_eps rho=0.5 (cks) above the exact Gaussian epsilon",
                  fz::check_gaussian_floor(conv, half, e));
  e.value = raw_interval(3, 4);
  expect_flagged("zcdp_to_eps rho=0.5 giving [3, 4] < 4.377 (exact Gaussian)", fz::check_gaussian_floor(conv, half, e));
  // a derived *_eps quantity: part rho
  const auto& loc = quantity("chan_xie_zhao.cor6_2.local_zcdp_eps");
  const fz::Args l{{"eta", "1"}, {"sigma", "0.1"}};
  e = evaluate(loc.id, l);
  expect_accepted("cor6_2.local_zcdp_eps eta=1 sigma=0.1 as computed", fz::check_evaluation(loc, l, e));
  expect_accepted("cor6_2.local_zcdp_eps above the exact Gaussian epsilon", fz::check_gaussian_floor(loc, l, e));
  e.value = raw_interval(0, 1);
  expect_flagged("cor6_2.local_zcdp_eps below its rho part", fz::check_evaluation(loc, l, e));
  expect_flagged("cor6_2.local_zcdp_eps below the exact Gaussian epsilon", fz::check_gaussian_floor(loc, l, e));

  // A calibration whose certified ε at the safe end misses the target.
  const auto& cal = quantity("accounting.calibrate_sigma");
  const fz::Args k = cal.configs.at(0).params;
  e = evaluate(cal.id, k, 64);
  expect_accepted("calibrate_sigma (built-in configuration) as computed", fz::check_evaluation(cal, k, e));
  for (auto& p : e.parts)
    if (p.name.rfind("eps_at", 0) == 0) p.value = raw_interval(1.9, 2.1);  // target eps = 2
  expect_flagged("calibrate_sigma whose eps at the safe end exceeds the target", fz::check_evaluation(cal, k, e));
}

void overlaps() {
  bn::Evaluation a{raw_interval(1, 2), nm::SafeSide::upper, {}, {}, "s"};
  bn::Evaluation b{raw_interval(3, 4), nm::SafeSide::upper, {}, {}, "s"};
  expect_flagged("disjoint enclosures at two precisions", fz::check_overlap(a, b));
  b.value = raw_interval(2, 4);
  expect_accepted("touching enclosures", fz::check_overlap(a, b));
  b.value = raw_interval(3, 4);
  b.notes.push_back({"enclosure", "of the bound at the chosen alpha"});
  expect_accepted("disjoint bounds at different chosen orders (note)", fz::check_overlap(a, b));
}

void verdicts() {
  const pc::Claim* u = pc::find_claim("chan_xie_zhao.fact6_4");
  const pc::Claim* printed = pc::find_claim("chan_xie_zhao.thm6_1.printed_C");
  if (!u || !printed) {
    std::fprintf(stderr, "FAIL: claims not registered\n");
    ++failures;
    return;
  }
  pc::Verdict v;
  v.status = pc::Status::violated;
  v.lhs = 2;
  v.rhs = 1;
  v.slack = -1;
  expect_flagged("a universal claim violated inside its hypotheses", fz::check_verdict(*u, v, true));
  expect_accepted("the same verdict at a negative-control point", fz::check_verdict(*u, v, false));
  expect_accepted("an erratum as printed, violated", fz::check_verdict(*printed, v, true));
  v.status = pc::Status::holds;
  v.slack = std::nan("");
  expect_flagged("holds with a NaN slack", fz::check_verdict(*u, v, true));
  v.slack = 0.5;
  v.status = static_cast<pc::Status>(9);
  expect_flagged("an unknown status", fz::check_verdict(*u, v, true));
  const pc::Verdict real = u->check(u->space.edges.at(0), 128);
  expect_accepted("fact6_4 on its first edge point as computed", fz::check_verdict(*u, real, true));
}

void matrices() {
  nm::RationalMatrix a(1, 2);
  a(0, 0) = nm::Rational(3);
  a(0, 1) = nm::Rational(4);  // ‖A‖₂ = 5 = ‖A‖_F, max |a| = 4
  const auto n = nm::spectral_norm(a, 128);
  expect_accepted("spectral_norm [3, 4] as computed", n.ok() ? fz::check_spectral_norm(a, *n) : n.error().message);
  expect_flagged("a norm below the largest entry", fz::check_spectral_norm(a, raw_interval(1, 3.5)));
  expect_flagged("a norm above the Frobenius norm", fz::check_spectral_norm(a, raw_interval(5.5, 6)));
  nm::RationalMatrix s(2, 2);
  s(0, 0) = nm::Rational(1);
  s(1, 1) = nm::Rational(3);
  const auto lo = nm::lambda_min_sym(s, 128), hi = nm::lambda_max_sym(s, 128);
  expect_accepted("diag(1, 3) eigenvalues as computed",
                  lo.ok() && hi.ok() ? fz::check_symmetric_eigen(s, *lo, *hi) : std::string("error"));
  expect_flagged("lambda_min above a diagonal entry",
                 fz::check_symmetric_eigen(s, raw_interval(2, 2), raw_interval(3, 3)));
  expect_flagged("lambda_max below a diagonal entry",
                 fz::check_symmetric_eigen(s, raw_interval(1, 1), raw_interval(2, 2.5)));
  expect_accepted("round trip of 1/3", fz::check_round_trip(nm::Rational(1, 3)));
  expect_accepted("round trip of -0.125", fz::check_round_trip(nm::Rational(-1, 8)));
}

void reporting() {
  ++checks;
  const int s = in_child([] {
    unsetenv("PRIVBOUND_FUZZ_KNOWN");
    fz::violation("selftest", "evaluation", "a deliberate violation", "input");
  });
  if (WIFSIGNALED(s) && WTERMSIG(s) == SIGABRT) {
    std::printf("ok   a violation aborts (libFuzzer records a crash)\n");
  } else {
    ++failures;
    std::fprintf(stderr, "FAIL: a violation did not abort (status %d)\n", s);
  }
  ++checks;
  const int k = in_child([] {
    setenv("PRIVBOUND_FUZZ_KNOWN", "overlap,evaluation", 1);
    fz::violation("selftest", "evaluation", "a deliberate, known violation", "input");
  });
  if (WIFEXITED(k) && WEXITSTATUS(k) == 0) {
    std::printf("ok   PRIVBOUND_FUZZ_KNOWN downgrades a listed key to a flag\n");
  } else {
    ++failures;
    std::fprintf(stderr, "FAIL: a known violation aborted (status %d)\n", k);
  }
}

}  // namespace

// A libFuzzer dictionary of the registry's vocabulary (ids, parameter names, choices, claim ids),
// written by scripts/fuzz.sh before each run so it never goes stale.
void print_dictionary() {
  std::set<std::string> seen;
  auto token = [&seen](const std::string& t) {
    if (!seen.insert(t).second) return;
    std::string out = "\"";
    for (unsigned char c : t) {
      if (c == '"' || c == '\\' || c < 0x20 || c >= 0x7f) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\x%02x", c);
        out += buf;
      } else {
        out += static_cast<char>(c);
      }
    }
    std::printf("%s\"\n", out.c_str());
  };
  for (const auto& q : bn::default_registry().all()) {
    token(q.id + "\n");
    for (const auto& p : q.params) {
      token("\n" + p.name + "=");
      for (const auto& c : p.choices) token("=" + c);
    }
  }
  for (const auto& c : pc::all_claims()) token(c.id + "\n");
}

int main(int argc, char** argv) {
  if (argc > 1 && std::string(argv[1]) == "--dict") {
    print_dictionary();
    return 0;
  }
  errors();
  enclosures();
  evaluations();
  overlaps();
  verdicts();
  matrices();
  reporting();
  std::printf("fuzz invariants selftest: %d checks, %d failures\n", checks, failures);
  return failures == 0 ? 0 : 1;
}
