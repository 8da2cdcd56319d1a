// fuzz_matrix: the matrix parser behind every matrix parameter (bounds Args::matrix, inline form
// "1,2;3,4"), then the certified norm and eigenvalue bounds on the small matrices it accepts.
// Input: the raw bytes are the parameter text. Text starting with '@' (the file form) is not
// fuzzed: the target never touches the file system (issue 9 item 6, @/dev/zero, is the CLI's).
// Run with -max_len (fuzz.sh: 4096): the parser itself has no size limit yet, so the target
// bounds its input; a blow-up inside that length is a finding (timeout or OOM).
// Invariants:
//  - no crash; an error is one line, of kind invalid_input, and names the parameter "A";
//  - an accepted matrix has rows, cols >= 1 and rows*cols entries, each entry's canonical text
//    round-trips, and the matrix written back as "a,b;c,d" parses to the same matrix;
//  - for at most 36 entries: the certified spectral norm is an enclosure (not NaN, lo <= hi) with
//    max |a_ij| <= hi and lo <= ‖A‖_F; for a square A, S = A + Aᵀ has certified λ_min <= every
//    diagonal entry and the mean eigenvalue <= λ_max (exact rational checks). A certification
//    failure must be an error value with a one-line message. An infinite far end is sound and
//    only flagged (entries beyond ~1e154 overflow the double estimate; see fuzz/findings).
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "invariants.hpp"

namespace {

namespace bn = privbound::bounds;
namespace nm = privbound::numeric;
namespace fz = privbound::fuzz;

constexpr const char* kTarget = "fuzz_matrix";
constexpr std::size_t kMaxCertifiedEntries = 36;
constexpr std::size_t kMaxEntryText = 200;  // digits per entry for the certified part

const std::vector<bn::ParamSpec>& specs() {
  static const std::vector<bn::ParamSpec> s = {
      {"A", bn::ParamKind::matrix, bn::Domain::real(), std::nullopt, "a matrix", {}}};
  return s;
}

void check_result_error(const nm::Error& e, const std::string& shown, const char* what) {
  if (auto w = fz::check_error(e); !w.empty()) fz::violation(kTarget, "error", std::string(what) + ": " + w, shown);
}

void certified_checks(const nm::RationalMatrix& a, unsigned bits, const std::string& shown) {
  const auto norm = nm::spectral_norm(a, bits);
  if (!norm.ok()) {
    check_result_error(norm.error(), shown, "spectral_norm");
  } else if (auto w = fz::check_spectral_norm(a, *norm); !w.empty()) {
    fz::violation(kTarget, "norm", w + " at " + std::to_string(bits) + " bits", shown);
  } else if (!norm->is_finite()) {
    fz::flag(kTarget, "inf-norm",
             "a certified spectral norm with an infinite end at " + std::to_string(bits) + " bits [" + shown + "]");
  }
  if (a.rows != a.cols) return;
  nm::RationalMatrix s(a.rows, a.cols);
  for (std::size_t i = 0; i < a.rows; ++i)
    for (std::size_t j = 0; j < a.cols; ++j) s(i, j) = a(i, j) + a(j, i);
  const auto lmin = nm::lambda_min_sym(s, bits);
  const auto lmax = nm::lambda_max_sym(s, bits);
  if (!lmin.ok()) check_result_error(lmin.error(), shown, "lambda_min_sym");
  if (!lmax.ok()) check_result_error(lmax.error(), shown, "lambda_max_sym");
  if (lmin.ok() && lmax.ok()) {
    if (auto w = fz::check_symmetric_eigen(s, *lmin, *lmax); !w.empty())
      fz::violation(kTarget, "eigen", w + " at " + std::to_string(bits) + " bits", shown);
    else if (!lmin->is_finite() || !lmax->is_finite())
      fz::flag(kTarget, "inf-eigen",
               "a certified eigenvalue with an infinite end at " + std::to_string(bits) + " bits [" + shown + "]");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  if (!text.empty() && text[0] == '@') return -1;  // the file form: not fuzzed
  const std::string shown = "\"" + fz::escape(text) + "\"";
  fz::echo(kTarget, shown);
  const bn::Args args("fuzz.matrix", &specs(), {{"A", text}});
  const auto m = args.matrix("A");
  if (!m.ok()) {
    check_result_error(m.error(), shown, "Args::matrix");
    if (m.error().kind != nm::ErrorKind::invalid_input)
      fz::violation(kTarget, "error", "a rejection of kind other than invalid_input", shown);
    if (m.error().message.find("A") == std::string::npos)
      fz::violation(kTarget, "error", "the error does not name the parameter: " + fz::escape(m.error().message), shown);
    return 0;
  }
  const nm::RationalMatrix& a = *m;
  if (a.rows == 0 || a.cols == 0 || a.data.size() != a.rows * a.cols)
    fz::violation(kTarget, "value",
                  "an accepted matrix of shape " + std::to_string(a.rows) + "x" + std::to_string(a.cols) + " with " +
                      std::to_string(a.data.size()) + " entries",
                  shown);
  std::string written;
  bool writable = true;
  std::size_t longest = 0;
  for (std::size_t i = 0; i < a.rows; ++i) {
    for (std::size_t j = 0; j < a.cols; ++j) {
      const std::string e = a(i, j).to_string();
      if (auto w = fz::check_round_trip(a(i, j), e); !w.empty()) fz::violation(kTarget, "round-trip", w, shown);
      writable = writable && e.size() <= 4000;
      longest = std::max(longest, e.size());
      written += (j ? "," : "") + e;
    }
    written += ";";
  }
  if (writable) {
    const auto again = nm::parse_matrix(written, "A");
    if (!again.ok() || again->rows != a.rows || again->cols != a.cols || again->data != a.data)
      fz::violation(
          kTarget, "round-trip",
          "the matrix written back as \"" + fz::escape(written.substr(0, 300)) + "\" does not parse to the same matrix",
          shown);
  }
  if (a.data.size() <= kMaxCertifiedEntries && longest <= kMaxEntryText)
    certified_checks(a, 64u + 64u * static_cast<unsigned>(size % 3), shown);
  return 0;
}
