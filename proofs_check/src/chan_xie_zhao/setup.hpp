// Internal: decoding a point of a claim's parameter space into an ADMM instance of seed 000.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "privbound/bounds/chan_xie_zhao/chan_xie_zhao.hpp"
#include "privbound/proofs_check/chan_xie_zhao/chan_xie_zhao.hpp"
#include "privbound/proofs_check/check_util.hpp"
#include "privbound/solvers/chan_xie_zhao/algorithm1.hpp"

namespace privbound::proofs_check::chan_xie_zhao::detail {

namespace algorithm1 = solvers::chan_xie_zhao;  // the paper's Algorithm 1
using solvers::FFamily;
using solvers::GFamily;

// Coordinates shared by the ADMM claims (a claim narrows the ranges).
enum Idx : std::size_t { kSeed, kN, kMoff, kF, kG, kB, kBeta, kEta, kT, kAform, kNcoords };

struct SetupOptions {
  std::vector<FFamily> f_allowed{FFamily::quadratic, FFamily::logistic, FFamily::huber};
  std::vector<GFamily> g_allowed{GFamily::zero, GFamily::l1, GFamily::elastic_net, GFamily::quadratic, GFamily::box};
  bool strongly = false;       // Assumption 7.1: f_t μ-strongly convex, g μ_g-strongly convex; η in (23)
  bool identity_form = false;  // A = [I_m | D] (Remark 3.4)
  long functions = 1;          // number of f_t; 0 = 2T from the point
  bool tall = false;           // control: A (n+1)×n, B = 0 (violates m ≤ n of Remark 3.4)
  long max_n = 5, max_T = 4;
  bool need_normA = false;  // certified ‖A‖ (only the amplification constants use it)
};

Space admm_space(const SetupOptions& o);

struct Setup {
  algorithm1::AdmmInstance inst;
  std::vector<solvers::SmoothFunction> fs;
  hp_float nu = 0, mu = 0, sigma = 1;
  hp_float normA = 0;  // certified upper enclosure of ‖A‖ (as hp)
  long T = 1;
  Lemma76 l76;  // strongly convex case only (R, and L = certified upper end of 𝔏)
  std::optional<bounds::chan_xie_zhao::Contraction> contraction;  // bounds module (certified)
  std::string contraction_error;              // why bounds gave no contraction (then L above is NaN)
  std::optional<numeric::Interval> normA_iv;  // certified ‖A‖
  solvers::Rng rng;
  std::vector<std::pair<std::string, std::string>> description;  // filled by describe()
  Point point;
  solvers::FFamily f_family = solvers::FFamily::quadratic;
  numeric::Rational
      eta_position;  // where eta sits: eta nu (general), or its fraction of the interval (23) (strongly convex)
  bool decoded = false;
  HpVector random_x();
  HpVector random_lambda();
};

Setup decode(const Point& p, const SetupOptions& o, unsigned bits);
// A point interval holding an hp value exactly.
numeric::Interval point_iv(const hp_float& x, unsigned bits);
// Strongly convex constants at the instance's η through the bounds module (lemma7_6_contraction):
// s.contraction, s.l76.L = upper end of 𝔏, s.l76.R = R (the Def 7.4 weight, used on both sides).
void set_contraction(Setup& s, const numeric::Interval& normAtB, unsigned bits);
// The exact description of a decoded instance (costly: only for reported instances).
void describe(Setup& s);

// z = (x, λ) helpers
HpVector stack(const HpVector& x, const HpVector& l);
std::string hp_text(const hp_float& v);
std::string vec_text(const HpVector& v);

}  // namespace privbound::proofs_check::chan_xie_zhao::detail
