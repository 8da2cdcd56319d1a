// The invariants the fuzz targets check on every input (issue 9), kept apart from the targets so
// that fuzz/invariants_selftest.cpp can show that each one does flag a bad value (the negative
// control: a checker that cannot fail is a defect, STYLE.md).
//
// Every check returns the empty string when the invariant holds and otherwise a one-line
// description of the violation. `fail` is how a target turns a violation into a libFuzzer
// finding: it prints the description and the decoded input, then aborts, so libFuzzer saves the
// input as crash-<sha1> and exits non-zero.
#pragma once

#include <map>
#include <string>
#include <string_view>

#include "privbound/bounds/registry.hpp"
#include "privbound/numeric/decimal.hpp"
#include "privbound/numeric/interval.hpp"
#include "privbound/numeric/matrix.hpp"
#include "privbound/numeric/result.hpp"
#include "privbound/proofs_check/claim.hpp"

namespace privbound::fuzz {

using Args = std::map<std::string, std::string>;

// An error value: a known kind, a non-empty message of one line (no \n, \r, \v, \f).
std::string check_error(const numeric::Error& e);

// A certified enclosure: not NaN, lo <= hi, neither end infinite unless `allow_inf`, and the
// enclosure is not [+inf, +inf] or [-inf, -inf] (no real number inside).
std::string check_enclosure(const numeric::Interval& v, std::string_view what, bool allow_inf);

// True for quantities that are a privacy loss (ε, δ, ρ, RDP): ids naming zcdp, rdp or eps, other
// than the calibrations (whose value is σ, q or T).
bool is_privacy_loss(const bounds::Quantity& q);

// A successful evaluation of `q` at `args`:
//  - the value is a finite enclosure (lo <= hi, no NaN); each part is an enclosure (+inf allowed
//    in parts: a certified upper bound of +inf is sound; `infinite_part` is set so the caller can
//    flag it);
//  - a privacy loss whose safe side is upper is not certainly negative (hi >= 0);
//  - the source is named;
//  - the oracles below (independent of the code under test) hold.
std::string check_evaluation(const bounds::Quantity& q, const Args& args, const bounds::Evaluation& ev,
                             bool* infinite_part = nullptr);

// Oracles: relations a correct enclosure must satisfy, derived independently of the formulas.
//  - exact values: accounting.gaussian_zcdp = Δ²/(2σ²); accounting.rdp_gaussian = αΔ²/(2σ²);
//    accounting.rdp_subsampled_gaussian at q = 1 is α/(2σ²) and at q = 0 is 0. The enclosure must
//    contain the exact rational.
//  - (ε, δ) from ρ-zCDP (parameter or part named rho, parameter delta): every conversion is valid
//    for the Gaussian mechanism with that ρ, whose exact ε(δ) exceeds ρ once ρ >= 1 and δ <= 0.2
//    (δ(ρ) = 1/2 − e^ρ Φ(−√(2ρ)) >= 1/2 − 1/(2√(πρ)) > 0.21 by the Mills ratio). So hi >= lo(ρ).
//    The same for (ε, δ) from (α, r)-RDP (accounting.eps_from_rdp) with ρ = r/α.
//  - calibrations: a part eps_at_* is the certified ε at the safe end, which must meet the target:
//    hi(part) <= eps.
std::string check_oracles(const bounds::Quantity& q, const Args& args, const bounds::Evaluation& ev);

// A stronger (and costlier: one exact Gaussian evaluation) form of the ε >= ρ oracle, run by
// fuzz_eval: every (ε, δ) bound for a ρ-zCDP guarantee holds for the Gaussian mechanism with that
// ρ, so its hi is at least the lo of the exact Gaussian ε(ρ, δ) (accounting.zcdp_to_eps with
// method=gaussian, Balle & Wang 2018), for any ρ > 0 and δ. Applies where check_oracles finds a ρ.
std::string check_gaussian_floor(const bounds::Quantity& q, const Args& args, const bounds::Evaluation& ev);

// Two evaluations of the same quantity at the same arguments and different precisions enclose
// the same real, so they must overlap: unless the value is "of the bound at a chosen order"
// (a note named enclosure, or alpha parts that do not overlap), or a calibration whose far end
// is not proven in either run.
std::string check_overlap(const bounds::Evaluation& a, const bounds::Evaluation& b);

// A claim's verdict on a point inside the hypotheses (`inside`) or on a negative-control point:
// a known status; lhs, rhs and slack are not NaN when the status is decided; a universal claim
// is not violated inside its hypotheses unless the claim is an erratum as printed (id contains
// ".printed").
std::string check_verdict(const proofs_check::Claim& c, const proofs_check::Verdict& v, bool inside);

// A parsed rational: its canonical text (Rational::to_string) parses back to the same value when
// it fits the parser's length limit (4000 characters), and is rejected otherwise.
std::string check_round_trip(const numeric::Rational& r);
std::string check_round_trip(const numeric::Rational& r, const std::string& canonical);  // canonical = r.to_string()

// Independent bounds on certified matrix results (exact rational arithmetic):
//   max |a_ij| <= ‖A‖₂ <= ‖A‖_F, and for symmetric S: λ_min <= min s_ii <= max s_ii <= λ_max,
//   λ_min <= trace/n <= λ_max. An infinite far end is sound and passes (the caller flags it).
std::string check_spectral_norm(const numeric::RationalMatrix& a, const numeric::Interval& norm);
std::string check_symmetric_eigen(const numeric::RationalMatrix& s, const numeric::Interval& lmin,
                                  const numeric::Interval& lmax);

// Prints "privbound-fuzz: INVARIANT VIOLATED in <target>: <what>" and the decoded input on
// stderr, then aborts (libFuzzer saves the input and exits non-zero).
[[noreturn]] void fail(std::string_view target, std::string_view what, std::string_view input);

// What the targets call when a check returns a violation `what` (non-empty) of the invariant
// class `key` ("error", "evaluation", "overlap", "verdict", "round-trip", "syntax", "value",
// "norm", "eigen"): `fail`, unless `key` is listed in the environment variable
// PRIVBOUND_FUZZ_KNOWN (comma-separated; for long local runs past a known, reported finding),
// in which case the violation is only flagged once per key. CI never sets it.
void violation(std::string_view target, std::string_view key, const std::string& what, std::string_view input);

// A soft flag (sound but worth a look, e.g. a certified +inf upper bound): printed once per key.
void flag(std::string_view target, const std::string& key, std::string_view what);

// Prints the decoded input on stderr when PRIVBOUND_FUZZ_ECHO is set (to see what a timeout or an
// out-of-memory input, which print no invariant message, was doing).
void echo(std::string_view target, std::string_view input);

// The accountant's known cost corners, shared by fuzz_eval and fuzz_args (each documented where it
// is measured): accountant=pld becomes rdp (its work grows like sqrt(T)/(sigma h)), and the
// calibrations search integer orders (issue 33 item 3 made real orders their default; at a target
// reached only at tiny sigma, eps = 1e9 at q = 0.01, T = 1000, each real-order evaluation sits in
// the slow corner of item 6, alpha - 1 ~ 3e-8 at sigma ~ 1e-4: 2 s each, 30 s per calibration in
// release). The real-order calibrations and their far-end walk are tested in
// bounds/test/accounting/accountant_test.cpp.
void avoid_cost_corners(std::string_view id, Args& args);

// Ids answered only by privacy loss distributions of the Gaussian, which avoid_cost_corners cannot
// send to the Rényi route: sampling without replacement (accounting.eps_wor_gaussian_pld,
// delta_wor_gaussian_pld and, from issue 33's sixth session, the three calibrate_*_wor_pld, which
// evaluate the first a dozen times). Their configuration takes 6 s per precision in the sanitizer build (CI
// finding of issue 33's fifth session: fuzz_eval's two precisions passed its 10 s timeout), so the
// fuzz targets reject inputs that select them; Pld.WithoutReplacement* and RegistryFuzz run them
// under the sanitizers.
bool gaussian_pld_only(std::string_view id);

// "k=v k=v" with control characters escaped, for messages.
std::string describe(const Args& args);
std::string escape(std::string_view s);

}  // namespace privbound::fuzz
