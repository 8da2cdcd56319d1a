// Liu et al.'s Section V reproduced (issue 30): DP-VRADMM (Algorithm 1) and DP-SADMM (Algorithm 2) on the double
// path (solvers/liu_geng/ls_logistic, the one update rule ls_step_t), with their non-private versions SVRG-ADMM and
// STOC-ADMM, on the graph-guided fused Lasso (P1, Figs. 1-2), the SC graph-guided logistic regression (P2, Fig. 3)
// and the Lasso (P3, Fig. 4). The noise comes from Theorems 1 and 2 as printed (with the unspecified constants
// stated) and from accountants that certify the target (eps, delta) (bounds alg1_eps_accountant,
// thm2_eps_accountant); the erratum-cost runs repeat the runs with gamma = 1 + eta beta |A^T A|_2 (E2) and with the
// SC step started where eta g < 1 (E3). Theorems 3-6's rates (O-constants 1) stand beside the measured gaps, and
// the theorems' hypotheses are evaluated at the settings.
#include <algorithm>
#include <cmath>
#include <filesystem>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "privbound/bounds/liu_geng/liu_geng.hpp"
#include "privbound/bounds/liu_geng/settings.hpp"
#include "privbound/bounds/source.hpp"
#include "privbound/numeric/decimal.hpp"
#include "privbound/proofs_check/liu_geng/liu_geng.hpp"
#include "privbound/solvers/data/debian.hpp"
#include "privbound/solvers/data/readers.hpp"
#include "privbound/solvers/liu_geng/ls_logistic.hpp"

namespace privbound::proofs_check::liu_geng {
namespace {

namespace b = privbound::bounds::liu_geng;
namespace ex = privbound::solvers::experiment;
namespace sv = privbound::solvers::liu_geng;
namespace dt = privbound::solvers::data;
using numeric::Interval;

// Settings the paper leaves open (L521-L557), chosen once here and listed in every outcome.
constexpr long kLgEpochs = 10;  // S, DP-VRADMM's outer iterations (reduced runs: kLgEpochsReduced)
constexpr long kLgEpochsReduced = 3;
constexpr long kLgRefEpochs = 40;  // the reference solver's epochs (reduced: kLgRefEpochsReduced)
constexpr long kLgRefEpochsReduced = 12;
constexpr double kLgBeta = 1;                    // the penalty beta
constexpr double kLgTheta = 0.5;                 // Theorem 2's split theta in its printed sigma^2
constexpr double kLgC2 = 1;                      // Theorem 1's constant c_2
constexpr double kLgNuOther = 2;                 // nu of Figs. 2-4
constexpr std::size_t kLgRuns = 5;               // repetitions (not printed)
constexpr std::size_t kLgReducedRecords = 2000;  // training records of the test report's runs
constexpr unsigned kLgBits = 64;                 // the calibrations' precision (any precision certifies; 64 is fast)
constexpr double kLgCalibRel = 0.02;  // the calibration's bracket: within 2 % of the smallest certified variance
constexpr std::uint64_t kLgSplitKey = ~std::uint64_t{0} - 7;
const std::vector<double> kLgReducedEps = {0.1, 1};  // the test report's budgets

bounds::ViewCell lg_text(std::string s) { return {std::move(s), std::nullopt}; }
double lg_mean(const std::vector<double>& v) {
  double s = 0;
  std::size_t k = 0;
  for (double x : v)
    if (std::isfinite(x)) s += x, ++k;
  return k ? s / static_cast<double>(k) : std::nan("");
}

// ---- data -----------------------------------------------------------------------------------------------------------
struct LgData {
  Eigen::MatrixXd X, Xt;
  Eigen::VectorXd y, yt;
  double l = 0;  // a Lipschitz bound of every record's logistic loss, |a_i| <= l
  std::string note;
};

// The rows `idx` of (X, y).
void lg_take(const Eigen::MatrixXd& X, const Eigen::VectorXd& y, const std::vector<std::size_t>& idx,
             Eigen::MatrixXd& Xo, Eigen::VectorXd& yo) {
  Xo.resize(static_cast<Eigen::Index>(idx.size()), X.cols());
  yo.resize(static_cast<Eigen::Index>(idx.size()));
  for (std::size_t r = 0; r < idx.size(); ++r) {
    Xo.row(static_cast<Eigen::Index>(r)) = X.row(static_cast<Eigen::Index>(idx[r]));
    yo(static_cast<Eigen::Index>(r)) = y(static_cast<Eigen::Index>(idx[r]));
  }
}

std::vector<std::size_t> lg_shuffled(std::size_t n, ex::Stream& s) {
  std::vector<std::size_t> o(n);
  for (std::size_t i = 0; i < n; ++i) o[i] = i;
  for (std::size_t i = n; i > 1; --i) std::swap(o[i - 1], o[s.below(i)]);  // Fisher-Yates
  return o;
}

// A whole data set cut in two halves at random (Table II's training and test sets are of equal size).
void lg_halves(const Eigen::MatrixXd& X, const Eigen::VectorXd& y, ex::Stream& s, LgData& d) {
  const auto o = lg_shuffled(static_cast<std::size_t>(X.rows()), s);
  const std::size_t h = (o.size() + 1) / 2;
  lg_take(X, y, {o.begin(), o.begin() + static_cast<std::ptrdiff_t>(h)}, d.X, d.y);
  lg_take(X, y, {o.begin() + static_cast<std::ptrdiff_t>(h), o.end()}, d.Xt, d.yt);
}

// Table II's data set `k` read once per process: its stand-in, or the LIBSVM file `file`. `halves`: one set to be cut
// in random halves per seed (Table II's training and test sets are of equal size); else training and test sets.
struct LgBase {
  Eigen::MatrixXd X, Xt;
  Eigen::VectorXd y, yt;
  bool halves = false;
  double l = 0;
  std::string note;
};
numeric::Result<std::shared_ptr<const LgBase>> lg_base(std::size_t k, const std::string& file, bool reduced) {
  static std::mutex mu;
  static std::map<std::string, std::shared_ptr<const LgBase>> cache;
  const std::string key = std::to_string(k) + "|" + file + (reduced ? "|r" : "");
  const std::lock_guard<std::mutex> lock(mu);
  if (auto it = cache.find(key); it != cache.end()) return it->second;
  const auto& t2 = b::table2()[k];
  const dt::StandIn& s = dt::liu_geng_stand_ins()[k];
  auto d = std::make_shared<LgBase>();
  if (!file.empty()) {
    PB_TRY(dt::LibsvmData raw, dt::read_libsvm(file));
    if (raw.labels.empty()) return numeric::domain_error("liu_geng reproduction", "data", "at least one record", file);
    const double positive = *std::max_element(raw.labels.begin(), raw.labels.end());
    PB_TRY(d->y, dt::binary_labels(raw.labels, positive));
    d->X = std::move(raw.X);
    d->halves = true;
    // l from the domain (LIBSVM's scaled and binary sets have features in [0, 1]), not from the records: a record
    // of larger norm is scaled down to norm l (clipping, so the sensitivities 4l/b and 2l/n hold for any neighbour)
    d->l = std::sqrt(static_cast<double>(std::max<Eigen::Index>(d->X.cols(), 1)));
    long clipped = 0;
    for (Eigen::Index r = 0; r < d->X.rows(); ++r)
      if (const double nr = d->X.row(r).norm(); nr > d->l) {
        d->X.row(r) *= d->l / nr;
        ++clipped;
      }
    d->note = std::string(t2.name) + ": the file " + file + " (" + std::to_string(d->X.rows()) + " records, " +
              std::to_string(d->X.cols()) + " features, label " + fmt_g(positive) +
              " -> +1, cut in random halves; l = √features = " + fmt_g(d->l, 4) + ", " + std::to_string(clipped) +
              " records of larger norm clipped to it)";
  } else if (s.task.pool == 0) {
    const auto& gc = dt::german_credit();
    PB_TRY(dt::Table tab, dt::read_arff(gc.path));
    PB_TRY(dt::Dataset set, dt::preprocess_binary(tab, {.label_column = "", .positive = "good"}));
    d->X = std::move(set.X);
    d->y = std::move(set.y);
    d->halves = true;
    // one-hot encoding and [0, 1] scaling: each attribute adds at most 1 to |a|^2
    d->l = std::sqrt(static_cast<double>(tab.columns.size() - 1));
    d->note = std::string(t2.name) + " (" + std::to_string(t2.train + t2.test) + " records, one-hot) -> Debian's " +
              gc.description + " (package " + gc.package + "): " + std::to_string(d->X.rows()) + " records, " +
              std::to_string(d->X.cols()) + " one-hot/scaled features, " + s.description + ", cut in random halves";
  } else if (reduced) {
    PB_TRY(const dt::ImageSet* im, dt::fashion_mnist_images(false));
    PB_TRY(bool ok, dt::pooled_binary(im->test, im->test_labels, s.task, d->X, d->y));
    (void)ok;
    d->halves = true;
    d->l = std::sqrt(static_cast<double>(d->X.cols()));  // features in [0, 1]
    d->note = std::string(t2.name) + " -> Fashion-MNIST's 10,000 test images (reduced run), " +
              std::to_string(s.task.pool) + " x " + std::to_string(s.task.pool) + " pooled (" +
              std::to_string(d->X.cols()) + " features), " + s.description + ": " + std::to_string(d->X.rows()) +
              " images cut in random halves";
  } else {
    PB_TRY(const dt::ImageSet* im, dt::fashion_mnist_images(true));
    PB_TRY(bool ok, dt::pooled_binary(im->train, im->train_labels, s.task, d->X, d->y));
    PB_TRY(ok, dt::pooled_binary(im->test, im->test_labels, s.task, d->Xt, d->yt));
    (void)ok;
    d->l = std::sqrt(static_cast<double>(d->X.cols()));  // features in [0, 1]
    d->note = std::string(t2.name) + " (" + std::to_string(t2.train) + " x " + std::to_string(t2.d1) +
              ") -> Fashion-MNIST (package " + dt::fashion_mnist().package + "), " + std::to_string(s.task.pool) +
              " x " + std::to_string(s.task.pool) + " pooled (" + std::to_string(d->X.cols()) + " features), " +
              s.description + ": " + std::to_string(d->X.rows()) + " training and " + std::to_string(d->Xt.rows()) +
              " test images";
  }
  cache[key] = d;
  return std::shared_ptr<const LgBase>(d);
}

// Table II's data set `k` for one seed (a file replaces the figure's first data set, a directory supplies each data
// set present in it under Table II's name), the training records capped at `cap` (0: all) by a random subset drawn
// from `split`.
numeric::Result<LgData> lg_load(std::size_t k, bool first, const std::string& path, std::size_t cap, bool reduced,
                                ex::Stream& split) {
  std::string file;
  if (!path.empty()) {
    const auto named = std::filesystem::path(path) / b::table2()[k].name;
    if (std::filesystem::is_directory(path)) {
      if (std::filesystem::exists(named)) file = named.string();
    } else if (first) {
      file = path;
    }
  }
  PB_TRY(std::shared_ptr<const LgBase> base, lg_base(k, file, reduced));
  LgData d;
  if (base->halves) {
    lg_halves(base->X, base->y, split, d);
  } else {
    d.X = base->X;
    d.y = base->y;
    d.Xt = base->Xt;
    d.yt = base->yt;
  }
  d.l = base->l;
  d.note = base->note;
  if (cap && static_cast<std::size_t>(d.X.rows()) > cap) {
    auto o = lg_shuffled(static_cast<std::size_t>(d.X.rows()), split);
    o.resize(cap);
    Eigen::MatrixXd X;
    Eigen::VectorXd y;
    lg_take(d.X, d.y, o, X, y);
    d.X = std::move(X);
    d.y = std::move(y);
    d.note += "; this run trains on a random " + std::to_string(cap) + " of them";
  }
  return d;
}

// ---- the grid -------------------------------------------------------------------------------------------------------
enum class LgProblem { p1, p2, p3 };
enum class LgCalib { none, printed, accountant };
struct LgFigure {
  std::string id = {}, title = {}, cite = {}, stem = {};
  LgProblem problem = LgProblem::p1;
  std::vector<std::size_t> data = {};  // indices into Table II
  std::vector<double> vr_nu = {};      // DP-VRADMM's nu
  bool sadmm = true;                   // DP-SADMM (at nu = kLgNuOther)
  bool baselines = false;              // SVRG-ADMM and STOC-ADMM
  bool gamma_cost = false;             // E2's run: gamma = 1 + eta beta |A^T A|_2
  bool sc_step_cost = false;           // E3's run: the SC step started at its first admissible t
};
struct LgPoint {
  std::string label = {};
  std::size_t data = 0;  // index into LgFigure::data
  sv::LsAlgorithm alg = sv::LsAlgorithm::vradmm;
  LgCalib calib = LgCalib::none;
  double eps = 0, nu = 0;
  bool gamma_corrected = false, sc_shift = false;
};
const char* lg_alg_name(const LgPoint& p) {
  if (p.calib == LgCalib::none) return p.alg == sv::LsAlgorithm::vradmm ? "SVRG-ADMM" : "STOC-ADMM";
  return p.alg == sv::LsAlgorithm::vradmm ? "DP-VRADMM" : "DP-SADMM";
}
std::string lg_calib_name(const LgPoint& p) {
  if (p.calib == LgCalib::none) return "non-private";
  if (p.calib == LgCalib::accountant) return "accountant";
  return p.alg == sv::LsAlgorithm::vradmm ? "Thm 1, c2 = " + fmt_g(kLgC2) : "Thm 2, θ = " + fmt_g(kLgTheta);
}
std::string lg_variant(const LgPoint& p) {
  std::string s = std::string(lg_alg_name(p)) + (p.calib == LgCalib::none ? "" : " ν = " + fmt_g(p.nu));
  if (p.calib != LgCalib::none) s += ", " + lg_calib_name(p);
  if (p.gamma_corrected) s += ", γ = 1 + ηβ‖AᵀA‖";
  if (p.sc_shift) s += ", SC step from t₀";
  return s;
}

std::vector<LgPoint> lg_points(const LgFigure& f, const std::vector<double>& eps) {
  std::vector<LgPoint> pts;
  for (std::size_t k = 0; k < f.data.size(); ++k) {
    const std::string ds = b::table2()[f.data[k]].name;
    auto add = [&](LgPoint p) {
      p.data = k;
      p.label = ds + ": " + lg_variant(p) + (p.calib == LgCalib::none ? "" : ", ε = " + fmt_g(p.eps));
      pts.push_back(std::move(p));
    };
    if (f.baselines) {
      add({.alg = sv::LsAlgorithm::vradmm});
      add({.alg = sv::LsAlgorithm::sadmm});
    }
    for (double e : eps) {
      for (double nu : f.vr_nu)
        for (LgCalib c : {LgCalib::printed, LgCalib::accountant})
          add({.alg = sv::LsAlgorithm::vradmm, .calib = c, .eps = e, .nu = nu});
      if (f.sadmm)
        for (LgCalib c : {LgCalib::printed, LgCalib::accountant})
          add({.alg = sv::LsAlgorithm::sadmm, .calib = c, .eps = e, .nu = kLgNuOther});
      if (f.gamma_cost) {
        add({.alg = sv::LsAlgorithm::vradmm,
             .calib = LgCalib::accountant,
             .eps = e,
             .nu = kLgNuOther,
             .gamma_corrected = true});
        add({.alg = sv::LsAlgorithm::sadmm,
             .calib = LgCalib::accountant,
             .eps = e,
             .nu = kLgNuOther,
             .gamma_corrected = true});
      }
      if (f.sc_step_cost)
        add({.alg = sv::LsAlgorithm::sadmm,
             .calib = LgCalib::accountant,
             .eps = e,
             .nu = kLgNuOther,
             .sc_shift = true});
    }
  }
  return pts;
}

std::optional<std::size_t> lg_find(const std::vector<LgPoint>& pts, const LgPoint& q) {
  for (std::size_t i = 0; i < pts.size(); ++i) {
    const LgPoint& p = pts[i];
    if (p.data == q.data && p.alg == q.alg && p.calib == q.calib && p.eps == q.eps &&
        (p.calib == LgCalib::none || p.nu == q.nu) && p.gamma_corrected == q.gamma_corrected &&
        p.sc_shift == q.sc_shift)
      return i;
  }
  return std::nullopt;
}

// A printed decimal ("0.1", "5e-4") as an exact enclosure (a double's 0.1 lies above 0.1).
Interval lg_exact(const std::string& s) {
  auto q = numeric::parse_rational(s);
  return q.ok() ? Interval::from_rational(*q, kLgBits) : Interval::from_double(printed_number(s), kLgBits);
}

// ---- calibration (cached: Figs. 1-4 share data sets and budgets)
// -----------------------------------------------------
struct LgNoise {
  double sigma2 = 0, eps_certified = std::nan("");  // the variance used and the accountant's eps for it
};
numeric::Result<LgNoise> lg_noise(const LgPoint& p, bool sc, long n, long b, long S, long m, long T, double l) {
  if (p.calib == LgCalib::none) return LgNoise{};
  static std::mutex mu;
  static std::map<std::string, LgNoise> cache;
  const bool vr = p.alg == sv::LsAlgorithm::vradmm;
  const std::string key = std::string(vr ? "vr" : "sa") + (p.calib == LgCalib::printed ? "p" : "a") + "/" +
                          std::to_string(n) + "/" + std::to_string(b) + "/" + std::to_string(S) + "/" +
                          std::to_string(m) + "/" + std::to_string(T) + "/" + fmt_g(l, 17) + "/" + fmt_g(p.eps, 17);
  {
    const std::lock_guard<std::mutex> lock(mu);
    if (auto it = cache.find(key); it != cache.end()) return it->second;
  }
  const Interval delta = lg_exact(b::exp_delta()), eps = lg_exact(fmt_g(p.eps, 15)),
                 L = Interval::from_double(l, kLgBits);
  auto eps_of = [&](const Interval& s2) -> numeric::Result<Interval> {
    if (vr) {
      PB_TRY(b::AccountantEps e, b::alg1_eps_accountant(s2, S, m, n, b, L, delta));
      return e.eps;
    }
    PB_TRY(b::AccountantEps e, b::alg2_eps_accountant(s2, T, n, b, L, delta));
    return e.eps;
  };
  LgNoise z;
  if (p.calib == LgCalib::printed) {
    PB_TRY(Interval s2, vr ? b::thm1_sigma2(Interval::from_double(kLgC2, kLgBits), L, S, m, n, eps, delta)
                           : b::thm2_sigma2_printed(eps, delta, Interval::from_double(kLgTheta, kLgBits), T, n, L));
    z.sigma2 = s2.mid_double();
  } else {
    PB_TRY(Interval s2, b::calibrate_sigma2(eps_of, eps, l * l / static_cast<double>(n), kLgCalibRel));
    z.sigma2 = s2.upper_double();
  }
  auto e = eps_of(Interval::from_double(z.sigma2, kLgBits));
  z.eps_certified = e.ok() && !(vr && sc) ? e->upper_double() : std::nan("");
  const std::lock_guard<std::mutex> lock(mu);
  cache[key] = z;
  return z;
}

// DP-VRADMM's step 1/(2g) with g = l^2/4 + lambda_2, a smoothness bound of every f_i from the public bound l (the
// records' own largest norm would make the step a function of the data).
double lg_eta(double l, double lambda2) { return 1 / (2 * (l * l / 4 + lambda2)); }

struct LgRunShape {
  long n = 0, S = 0, m = 0, T = 0, per_unit = 0;
};
LgRunShape lg_shape(long n, long b, bool reduced) {
  LgRunShape s;
  s.n = n;
  s.S = reduced ? kLgEpochsReduced : kLgEpochs;
  s.m = std::max<long>(1, 2 * n / b);          // m = 2n/b (L533)
  s.per_unit = (n + 2 * b * s.m + b - 1) / b;  // DP-SADMM's steps per DP-VRADMM epoch: the same gradient count
  s.T = s.S * s.per_unit;
  return s;
}

// ---- one figure -----------------------------------------------------------------------------------------------------
struct LgPrepared {
  LgData data;
  sv::LsLogistic prob;  // at nu = 0 (the problem's data; nu set per run)
  std::vector<std::pair<long, long>> edges;
  double f_star = 0;  // the minimum value (see lg_figure)
  double ref_last_decrease = 0;
};

bounds::PlotSeries lg_series(std::string label, const std::vector<double>& x, const std::vector<ex::Summary>& m) {
  bounds::PlotSeries s{std::move(label), {}, {}};
  for (std::size_t i = 0; i < x.size(); ++i) {
    if (std::isfinite(m[i].mean) && m[i].mean > 0) plot_point(s, x[i], m[i]);
  }
  return s;
}

using LgGap = std::function<ex::Summary(std::size_t, std::size_t)>;

// What each erratum costs: the printed form and the corrected one at the same setting (all seeds' means).
bounds::ViewTable lg_cost_table(const LgFigure& f, const std::vector<LgPoint>& pts,
                                const std::vector<std::vector<double>>& gap,
                                const std::vector<std::vector<double>>& acc, const std::vector<LgNoise>& noise) {
  bounds::ViewTable t;
  t.key = "erratum_cost";
  t.caption =
      "What the printed forms cost (all seeds: mean of the run means): the noise of Theorem 1 (c₂ = " + fmt_g(kLgC2) +
      ") and of Theorem 2 outside its conditions (E1) against noise an accountant certifies" +
      (f.gamma_cost ? "; γ = 1 (L533) against γ = 1 + ηβ‖AᵀA‖₂ (E2)" : "") +
      (f.sc_step_cost ? "; the SC step from t = 0 against the step from its first t with η g < 1 (E3)" : "");
  t.header = {"setting",     "printed form",  "corrected form",   "σ² printed ÷ corrected", "ε certified, printed",
              "gap printed", "gap corrected", "accuracy printed", "accuracy corrected"};
  auto row = [&](std::size_t a, std::size_t c, std::string what_p, std::string what_c) {
    std::string label = pts[a].label;
    t.rows.push_back({lg_text(std::move(label)), lg_text(std::move(what_p)), lg_text(std::move(what_c)),
                      lg_text(fmt_g(noise[a].sigma2 / noise[c].sigma2, 3)), lg_text(fmt_g(noise[a].eps_certified, 4)),
                      lg_text(fmt_g(lg_mean(gap[a]), 4)), lg_text(fmt_g(lg_mean(gap[c]), 4)),
                      lg_text(fmt_g(lg_mean(acc[a]), 4)), lg_text(fmt_g(lg_mean(acc[c]), 4))});
  };
  for (std::size_t p = 0; p < pts.size(); ++p) {
    const LgPoint& q = pts[p];
    if (q.calib == LgCalib::printed && !q.gamma_corrected && !q.sc_shift) {
      LgPoint c = q;
      c.calib = LgCalib::accountant;
      if (auto i = lg_find(pts, c))
        row(p, *i,
            q.alg == sv::LsAlgorithm::vradmm ? "σ² of Theorem 1 (c₂ = " + fmt_g(kLgC2) + ")"
                                             : "σ² of Theorem 2 (θ = " + fmt_g(kLgTheta) + "), conditions fail",
            "σ² certified by the accountant");
    }
    if (q.calib == LgCalib::accountant && q.gamma_corrected) {
      LgPoint c = q;
      c.gamma_corrected = false;
      if (auto i = lg_find(pts, c)) row(*i, p, "γ = 1 (L533)", "γ = 1 + ηβ‖AᵀA‖₂ (L226)");
    }
    if (q.calib == LgCalib::accountant && q.sc_shift) {
      LgPoint c = q;
      c.sc_shift = false;
      if (auto i = lg_find(pts, c)) row(*i, p, "η_{t+1} = 2γ‖Q‖/(μ(t+1)) from t = 0", "the same from t₀ (η g < 1)");
    }
  }
  return t;
}

// Theorems 3-6's rates at the run's settings (every O-constant 1) beside the measured gap (first seed).
void lg_bound_checks(const LgFigure& f, const std::vector<LgPoint>& pts, const ex::Results& first,
                     const std::vector<LgPrepared>& prep, const LgGap& gap_summary, ExperimentOutcome& out) {
  const std::size_t Sz = first.records() - 1;
  const bool sc = f.problem == LgProblem::p2;
  for (std::size_t p = 0; p < pts.size(); ++p) {
    const LgPoint& q = pts[p];
    if (q.calib == LgCalib::none || q.gamma_corrected || q.sc_shift) continue;
    const sv::LsLogistic& pr = prep[q.data].prob;
    const unsigned bits = kLgBits;
    auto tau = b::ls_tau(pr.d(), Interval::from_double(q.nu, bits));
    auto qnorm = b::ls_norm(pr.d(), Interval::from_double(q.nu, bits));
    if (!tau.ok() || !qnorm.ok()) continue;
    b::RateArgs a{.eps = Interval::from_double(q.eps, bits),
                  .delta = lg_exact(b::exp_delta()),
                  .l = Interval::from_double(prep[q.data].data.l, bits),
                  .tau = *tau,
                  .g = Interval::from_double(pr.g, bits),
                  .mu = Interval::from_double(std::max(pr.lambda2, 1e-300), bits),
                  .gamma = Interval::from_int(1, bits),
                  .Qnorm = *qnorm,
                  .n = pr.n(),
                  .d1 = pr.d()};
    auto r = b::rate(sc ? b::Rate::thm4_utility : b::Rate::thm3_utility, a);
    if (!r.ok()) continue;
    const ex::Summary m = gap_summary(p, Sz);
    if (!std::isfinite(m.mean)) continue;
    const bool vr = q.alg == sv::LsAlgorithm::vradmm;
    const std::string id =
        sc ? (vr ? "Theorem 4: τd₁l²log(n)log(1/δ)/(με²n²)" : "Theorem 6: τd₁l²log(n)log(1/δ)/(με²n²)")
           : (vr ? "Theorem 3: l√(τd₁log(1/δ))/(εn)" : "Theorem 5: l√(τd₁log(1/δ))/(εn)");
    out.bound_checks.push_back(bound_check(q.label, id + " (O-constant 1)", *r, m.mean, m.ci_lo, m.ci_hi));
  }
  out.view.tables.push_back(bound_table(
      out.bound_checks,
      "The utility theorems' rates at the run's settings, every O-constant set to 1 (the file gives none), against "
      "the measured objective gap (first seed). A rate below the measurement says its O-constant would have to "
      "exceed the ratio's inverse here; the theorems' hypotheses at these settings are in the next table"));
}

// The theorems' hypotheses at the experiment's settings, with the errata that say they fail.
bounds::ViewTable lg_hypotheses(const LgFigure& f, const std::vector<LgPoint>& pts, const std::vector<LgPrepared>& prep,
                                const std::vector<LgRunShape>& shapes, const std::vector<double>& eps) {
  (void)pts;
  bounds::ViewTable t;
  t.key = "hypotheses";
  t.caption = "The theorems' hypotheses at the runs' settings (certified where a bound is named)";
  t.header = {"data set", "hypothesis", "at these settings", "verdict"};
  const unsigned bits = kLgBits;
  const Interval delta = lg_exact(b::exp_delta());
  const double emax = *std::max_element(eps.begin(), eps.end());
  for (std::size_t di = 0; di < prep.size(); ++di) {
    const auto& t2 = b::table2()[f.data[di]];
    const sv::LsLogistic& pr = prep[di].prob;
    const LgRunShape& sh = shapes[di];
    const std::string ds = t2.name;
    if (auto em = b::thm2_eps_min(delta, sh.n, t2.batch); em.ok())
      t.rows.push_back(
          {lg_text(ds), lg_text("Theorem 2: some θ ∈ (0, 1) and T meet its two conditions (E1)"),
           lg_text("needs ε > " + fmt_g(em->lower_double(), 4) + " (thm2_eps_min, n = " + std::to_string(sh.n) +
                   ", b = " + std::to_string(t2.batch) + "); the grid's largest ε = " + fmt_g(emax)),
           lg_text(Interval::from_double(emax, bits).certainly_lt(*em) ? "**fails** at every ε of the grid"
                                                                       : "holds for some ε")});
    if (auto c1 = b::thm1_c1_min(Interval::from_double(emax, bits), sh.S, sh.m, sh.n); c1.ok())
      t.rows.push_back({lg_text(ds), lg_text("Theorem 1: ε ≤ c₁Sm/n² (c₁ unspecified)"),
                        lg_text("at ε = " + fmt_g(emax) + ", S = " + std::to_string(sh.S) + ", m = 2n/b = " +
                                std::to_string(sh.m) + ": needs c₁ ≥ " + fmt_g(c1->upper_double(), 4)),
                        lg_text("a constant that large is not stated")});
    const double eta = lg_eta(prep[di].data.l, pr.lambda2);
    t.rows.push_back(
        {lg_text(ds), lg_text("(9) Ĝ ⪰ I and Property 2 need γ = 1 + ηβ‖AᵀA‖₂ (E2)"),
         lg_text("γ = 1 (L533) against 1 + ηβ‖AᵀA‖₂ = " + fmt_g(1 + eta * kLgBeta * pr.norm_AtA, 4) +
                 " (DP-VRADMM, η = 1/(2g) = " + fmt_g(eta, 3) + ")" +
                 (f.problem == LgProblem::p2 ? std::string()
                                             : "; DP-SADMM's η₁ = 1 gives " + fmt_g(1 + kLgBeta * pr.norm_AtA, 4))),
         lg_text("**fails** with γ = 1")});
    if (auto t5 = b::thm5_first_t(numeric::Rational(mpq_class(pr.g))); t5.ok())
      t.rows.push_back(
          {lg_text(ds), lg_text("Theorem 5: η_{t+1} = 1/√(t+1) ≤ 1/(2g)"),
           lg_text("g = " + fmt_g(pr.g, 4) + ": holds from t = " + std::to_string(*t5) +
                   " of T = " + std::to_string(sh.T)),
           lg_text(*t5 == 0 ? "holds"
                            : (*t5 >= sh.T ? "**fails** at every t" : "**fails** for t < " + std::to_string(*t5)))});
    if (f.problem == LgProblem::p2) {
      t.rows.push_back(
          {lg_text(ds), lg_text("Theorems 4, 6: A of full row rank (E6)"),
           lg_text("A = [φ; I] has " + std::to_string(pr.A.rows()) + " rows and rank " + std::to_string(pr.d())),
           lg_text(pr.A.rows() > pr.d() ? "**fails**" : "holds")});
      auto qn = b::ls_norm(pr.d(), Interval::from_double(kLgNuOther, bits));
      const double nq = qn.ok() ? qn->mid_double() : 1 + 4 * kLgNuOther;
      if (auto t0 = b::lemma5_sc_first_t(numeric::Rational(1), numeric::Rational(mpq_class(nq)),
                                         numeric::Rational(mpq_class(pr.g)), numeric::Rational(mpq_class(pr.lambda2)));
          t0.ok())
        t.rows.push_back(
            {lg_text(ds), lg_text("Lemma 5 / Theorem 6: η_{t+1} g < 1 under the SC step (E3)"),
             lg_text("μ = λ₂ = " + fmt_g(pr.lambda2) + ", ‖Q‖ = " + fmt_g(nq) + ": η_{t+1} g ≥ 1 for t < " +
                     std::to_string(*t0) + " (T = " + std::to_string(sh.T) + ")"),
             lg_text(*t0 >= sh.T ? "**fails** at every t of the run" : "**fails** for t < t₀")});
      t.rows.push_back({lg_text(ds), lg_text("Theorems 1, 2, 4, 6: f_i l-Lipschitz (E8)"),
                        lg_text("f_i + (λ₂/2)‖x‖² is not Lipschitz on ℝ^d; the noise is calibrated to the loss's l = " +
                                fmt_g(prep[di].data.l, 4) +
                                " (the ridge term is the same for neighbouring data sets, so privacy is unaffected)"),
                        lg_text("**fails** as printed; privacy holds")});
    }
  }
  return t;
}

// "A better than B": over the grid's eps, how often A's mean gap is lower (and significantly, Welch p < 0.05) and
// its accuracy higher.
struct LgCompare {
  int lower = 0, significant = 0, more_accurate = 0, total = 0;
  std::string detail;
};
LgCompare lg_compare(const std::vector<LgPoint>& pts, const ex::Results& first, const LgGap& gap_summary,
                     const std::vector<std::pair<std::size_t, std::size_t>>& pairs) {
  LgCompare c;
  const std::size_t Sz = first.records() - 1;
  for (const auto& [a, bb] : pairs) {
    const double ga = gap_summary(a, Sz).mean, gb = gap_summary(bb, Sz).mean;
    const double aa = first.summary(a, Sz, sv::ls_accuracy_out).mean,
                 ab = first.summary(bb, Sz, sv::ls_accuracy_out).mean;
    const auto ca = first.cell(a, Sz, sv::ls_objective_out), cb = first.cell(bb, Sz, sv::ls_objective_out);
    const double pv = ca.size() > 1 && cb.size() > 1 ? ex::t_test_p(ca, cb, false) : std::nan("");
    ++c.total;
    c.lower += ga < gb ? 1 : 0;
    c.significant += ga < gb && pv < 0.05 ? 1 : 0;
    c.more_accurate += aa >= ab ? 1 : 0;
    c.detail += (c.detail.empty() ? "" : "; ") + ("ε = " + fmt_g(pts[a].eps) + ": gap " + fmt_g(ga, 3) + " vs " +
                                                  fmt_g(gb, 3) + ", acc. " + fmt_g(aa, 3) + " vs " + fmt_g(ab, 3));
  }
  return c;
}
std::string lg_verdict(const LgCompare& c, std::size_t runs) {
  if (c.total == 0) return "—";
  const bool all = c.lower == c.total && c.more_accurate == c.total;
  std::string v =
      all ? (runs > 1 && c.significant == c.total ? "yes" : "yes (means)") : (c.lower == 0 ? "**no**" : "partly");
  return v + ": gap lower at " + std::to_string(c.lower) + " of " + std::to_string(c.total) + " ε (" +
         std::to_string(c.significant) + " significant), accuracy as high at " + std::to_string(c.more_accurate);
}

bounds::ViewTable lg_findings(const LgFigure& f, const std::vector<LgPoint>& pts, const ex::Results& first,
                              const LgGap& gap_summary, const std::vector<double>& eps) {
  bounds::ViewTable t;
  t.key = "findings";
  t.caption = "The stated findings against the measurements (first seed, " + std::to_string(first.runs()) +
              " runs; \"significant\": Welch's t-test on the final objective, p < 0.05)";
  t.header = {"statement", "setting", "measured", "reproduces"};
  for (std::size_t di = 0; di < f.data.size(); ++di) {
    const std::string ds = b::table2()[f.data[di]].name;
    for (LgCalib cal : {LgCalib::printed, LgCalib::accountant}) {
      const std::string cn = cal == LgCalib::printed ? "noise of the theorems as printed" : "noise by the accountants";
      auto pairs_of = [&](const LgPoint& a, const LgPoint& bb) {
        std::vector<std::pair<std::size_t, std::size_t>> v;
        for (double e : eps) {
          LgPoint x = a, y = bb;
          x.data = y.data = di;
          x.eps = y.eps = e;
          x.calib = y.calib = cal;
          auto i = lg_find(pts, x), j = lg_find(pts, y);
          if (i && j) v.emplace_back(*i, *j);
        }
        return v;
      };
      if (f.vr_nu.size() > 1) {
        for (double nu : f.vr_nu) {
          if (nu == 0) continue;
          const auto c = lg_compare(
              pts, first, gap_summary,
              pairs_of({.alg = sv::LsAlgorithm::vradmm, .nu = nu}, {.alg = sv::LsAlgorithm::vradmm, .nu = 0}));
          t.rows.push_back({lg_text("DP-VRADMM with ν = " + fmt_g(nu) +
                                    " performs significantly better than with ν = 0 in convergence quality and test "
                                    "accuracy (L529)"),
                            lg_text(ds + ", " + cn), lg_text(c.detail), lg_text(lg_verdict(c, first.runs()))});
        }
      }
      if (f.sadmm) {
        const auto c = lg_compare(pts, first, gap_summary,
                                  pairs_of({.alg = sv::LsAlgorithm::vradmm, .nu = kLgNuOther},
                                           {.alg = sv::LsAlgorithm::sadmm, .nu = kLgNuOther}));
        const char* where =
            f.problem == LgProblem::p1 ? " (L533)" : (f.problem == LgProblem::p2 ? " (L551)" : " (L557)");
        t.rows.push_back({lg_text(std::string("DP-VRADMM performs much better than DP-SADMM in convergence quality "
                                              "and test accuracy, at equal gradient evaluations here") +
                                  where),
                          lg_text(ds + ", " + cn), lg_text(c.detail), lg_text(lg_verdict(c, first.runs()))});
      }
    }
  }
  if (f.problem == LgProblem::p3)
    t.rows.push_back({lg_text("DP-VRADMM and DP-SADMM significantly outperform DP-ADMM [15] (L557)"), lg_text("all"),
                      lg_text("—"), lg_text("not testable here: the file gives no update rules for DP-ADMM [15]")});
  if (f.vr_nu.size() > 1)
    t.rows.push_back(
        {lg_text("there are similar phenomena for DP-SADMM and other structured sparse coding problems "
                 "(L529)"),
         lg_text("all"), lg_text("—"),
         lg_text("not shown in the file; Figs. 2-4 here run DP-SADMM at ν = " + fmt_g(kLgNuOther) + " only")});
  return t;
}

std::vector<std::pair<std::string, std::string>> lg_open_settings(const LgFigure& f,
                                                                  const std::vector<LgPrepared>& prep,
                                                                  const std::vector<LgRunShape>& shapes,
                                                                  const ExperimentOptions& o, std::size_t runs,
                                                                  std::size_t diverged) {
  std::vector<std::pair<std::string, std::string>> s;
  for (std::size_t di = 0; di < prep.size(); ++di) {
    std::string graph = f.problem == LgProblem::p3
                            ? "A = I (the Lasso, L555)"
                            : "φ: " + std::to_string(prep[di].edges.size()) + " edges from the graphical lasso";
    s.push_back({"data: " + std::string(b::table2()[f.data[di]].name),
                 prep[di].data.note + "; " + graph + "; n = " + std::to_string(shapes[di].n) +
                     ", m = 2n/b = " + std::to_string(shapes[di].m) + "; reference minimum's last-epoch decrease " +
                     fmt_g(prep[di].ref_last_decrease, 3)});
  }
  s.push_back({"φ",
               "graphical lasso (Friedman-Hastie-Tibshirani block coordinate descent) on the features' "
               "correlation matrix, ρ = " +
                   fmt_g(sv::kCovarianceSelectionRho) +
                   " (not printed; [44] names the method only); one row e_i − e_j per edge"});
  s.push_back({"ν", f.vr_nu.size() > 1 ? "0, 2, 3 (printed, Fig. 1)"
                                       : fmt_g(kLgNuOther) + " (not printed for Figs. 2-4; the smaller of Fig. 1's two "
                                                             "smoothing values)"});
  s.push_back({"β", fmt_g(kLgBeta) + " (not printed)"});
  std::string grid;
  for (const auto& e : b::exp_eps()) grid += (grid.empty() ? "{" : ", ") + e;
  grid += "}, δ = " + b::exp_delta();
  s.push_back({"ε grid", f.vr_nu.size() > 1 ? "Fig. 2's " + grid + " (Fig. 1's budgets are not printed)"
                                            : grid + " (printed, L533)"});
  s.push_back({"x-axes",
               "the captions plot against ε (L488, L513, L542, L545); the gap against gradient evaluations "
               "is drawn too, for the first data set at the largest ε"});
  s.push_back({"η",
               "DP-VRADMM: 1/(2g) with g = max_i ‖a_i‖²/4 + λ₂ (Theorem 3's η = Θ(1/g) ≤ 1/(2g), L437); "
               "DP-SADMM: the printed 1/√(t+1) (GC) or 2γ‖Q_ν‖₂/(μ(t+1)) with μ = λ₂ (SC)"});
  s.push_back({"γ", "1 (printed, L533); E2's runs 1 + ηβ‖AᵀA‖₂"});
  s.push_back({"S, T", "S = " + std::to_string(shapes.front().S) +
                           " epochs (not printed); DP-SADMM's T = S(n + 2bm)/b: the same gradient evaluations, so "
                           "the comparison is at equal cost"});
  s.push_back({"σ (printed)", "Theorem 1 with c₂ = " + fmt_g(kLgC2) + " (unspecified constant); Theorem 2 with θ = " +
                                  fmt_g(kLgTheta) + " (not printed), evaluated although its conditions fail (E1)"});
  s.push_back({"σ (accountant)",
               "the smallest variance (to 2 %) whose certified ε is at most the target: DP-VRADMM by "
               "alg1_eps_accountant (subsampled batch term, unsampled snapshot term), DP-SADMM by "
               "alg2_eps_accountant (sensitivity 2l/b of the batch mean); l = a bound on every record's norm. An upper "
               "bound on the noise needed, not the least: Wang-Balle-Kasiviswanathan's bound for sampling without "
               "replacement keeps a floor as σ grows, and below it (small ε, small n) the accountant falls back to "
               "the unsampled Gaussian, whose σ² is orders of magnitude larger (the jump in the σ² column)"});
  s.push_back({"x₀, λ₀", "0 (not printed); SC: Algorithm 1's printed initialisation"});
  s.push_back({"minimum value", "the lowest objective of a non-private SVRG-ADMM run (SC variant, ν = 0, " +
                                    std::to_string(o.reduced ? kLgRefEpochsReduced : kLgRefEpochs) +
                                    " epochs) and of every run here (the file does not say how it was obtained)"});
  s.push_back({"metric",
               "the objective (1/n)Σ f_i(x̄) + λ₁‖Ax̄‖₁ at the output x̄ (y = Ax̄), minus the minimum "
               "value; test accuracy of sign(aᵀx̄)"});
  s.push_back({"runs", std::to_string(kLgRuns) + " (not printed); this run: " + std::to_string(runs)});
  s.push_back({"Fig. 4's loss", "logistic (not printed; the Lasso's squared loss would need labels as targets)"});
  if (diverged)
    s.push_back({"divergence", std::to_string(diverged) + " runs stopped being finite and are counted in the "
                                                          "table's \"diverged runs\""});
  return s;
}

numeric::Result<ExperimentOutcome> lg_figure(const LgFigure& fig, const ExperimentOptions& o) {
  LgFigure f = fig;
  if (o.reduced) f.data.resize(1);  // the test report's run: the first data set
  const std::size_t runs = o.runs ? o.runs : kLgRuns, seeds = std::max<std::size_t>(o.seeds, 1);
  const std::size_t cap = o.max_records ? o.max_records : (o.reduced ? kLgReducedRecords : 0);
  std::vector<double> eps;
  if (o.reduced) {
    eps = kLgReducedEps;
  } else {
    for (const auto& e : b::exp_eps()) eps.push_back(printed_number(e));
  }
  const std::vector<LgPoint> pts = lg_points(f, eps);
  const std::size_t P = pts.size();
  const double lambda1_p3 = 1e-4;  // Fig. 4's lambda_1 (L557)
  ExperimentOutcome out;
  out.runs = runs;
  std::vector<std::vector<double>> final_gap(P), final_acc(P);
  std::vector<LgNoise> noise(P);
  std::vector<LgRunShape> shapes;
  std::vector<LgPrepared> first_prep;
  ex::Results first;
  std::size_t diverged_total = 0;
  for (std::size_t k = 0; k < seeds; ++k) {
    const std::uint64_t seed = o.seed + k;
    ex::Stream split(seed, kLgSplitKey, 0);
    std::vector<LgPrepared> prep;
    for (std::size_t di = 0; di < f.data.size(); ++di) {
      const auto& t2 = b::table2()[f.data[di]];
      LgPrepared pr;
      PB_TRY(pr.data, lg_load(f.data[di], di == 0, o.data, cap, o.reduced, split));
      const long d = pr.data.X.cols();
      Eigen::SparseMatrix<double> A;
      if (f.problem == LgProblem::p3) {
        A.resize(d, d);
        A.setIdentity();
      } else {
        // phi from the test split: a graph fitted to the training records would be an unnoised function of them,
        // which no accountant here (nor Theorems 1-2) charges for
        PB_TRY(pr.edges, sv::covariance_selection_graph(pr.data.Xt, sv::kCovarianceSelectionRho));
        A = sv::graph_guided_A(d, pr.edges);
      }
      const double l1 = f.problem == LgProblem::p3 ? lambda1_p3 : printed_number(t2.lambda1),
                   l2 = f.problem == LgProblem::p2 ? printed_number(t2.lambda2) : 0.0;
      PB_TRY(pr.prob, sv::ls_logistic_problem(pr.data.X, pr.data.y, pr.data.Xt, pr.data.yt, A, l1, l2, kLgBeta, 0));
      // The minimum value: a non-private SVRG-ADMM run (SC variant, nu = 0) for many epochs; its lowest objective
      // (lowered further below if any run goes lower).
      const LgRunShape sh = lg_shape(pr.prob.n(), t2.batch, o.reduced);
      const long ref_epochs = o.reduced ? kLgRefEpochsReduced : kLgRefEpochs;
      std::vector<double> rec(static_cast<std::size_t>(ref_epochs + 1) * sv::ls_metric_count);
      ex::Stream rs(seed, kLgSplitKey - 1 - di, 0);
      PB_TRY(bool dv,
             sv::ls_logistic_run(
                 pr.prob,
                 {.strongly_convex = true, .m = sh.m, .b = t2.batch, .units = ref_epochs, .eta = 1 / (2 * pr.prob.g)},
                 rs, rec));
      (void)dv;
      pr.f_star = rec[sv::ls_objective_out];
      for (long j = 0; j <= ref_epochs; ++j)
        pr.f_star = std::min(pr.f_star, rec[static_cast<std::size_t>(j) * sv::ls_metric_count + sv::ls_objective_out]);
      pr.ref_last_decrease =
          rec[static_cast<std::size_t>(ref_epochs - 1) * sv::ls_metric_count + sv::ls_objective_out] -
          rec[static_cast<std::size_t>(ref_epochs) * sv::ls_metric_count + sv::ls_objective_out];
      if (k == 0) shapes.push_back(sh);
      prep.push_back(std::move(pr));
    }
    if (k == 0)
      for (std::size_t p = 0; p < P; ++p) {
        const auto& t2 = b::table2()[f.data[pts[p].data]];
        const LgRunShape& sh = shapes[pts[p].data];
        PB_TRY(noise[p], lg_noise(pts[p], f.problem == LgProblem::p2, sh.n, t2.batch, sh.S, sh.m, sh.T,
                                  prep[pts[p].data].data.l));
      }
    // the problems at every nu used
    std::vector<std::map<double, sv::LsLogistic>> at_nu(prep.size());
    for (std::size_t di = 0; di < prep.size(); ++di)
      for (const auto& p : pts)
        if (p.data == di && !at_nu[di].count(p.nu)) {
          sv::LsLogistic q = prep[di].prob;
          PB_TRY(q, sv::ls_logistic_problem(q.train.X, q.train.y, q.test.X, q.test.y, q.A, q.lambda1, q.lambda2,
                                            kLgBeta, p.calib == LgCalib::none ? 0.0 : p.nu));
          at_nu[di].emplace(p.nu, std::move(q));
        }
    ex::Experiment e;
    e.id = f.id;
    for (const auto& p : pts) e.grid.push_back({p.label, {{"eps", p.eps}, {"nu", p.nu}}});
    e.runs = runs;
    const long S = shapes.front().S;
    for (long j = 0; j <= S; ++j) e.record.push_back(static_cast<std::size_t>(j));
    e.metrics = {"objective", "test_accuracy", "gradient_evaluations", "diverged"};
    e.perform = [&](std::size_t point, std::size_t, ex::Stream& rng, std::span<double> rec) {
      const LgPoint& p = pts[point];
      const auto& t2 = b::table2()[f.data[p.data]];
      const LgRunShape& sh = shapes[p.data];
      const sv::LsLogistic& q = at_nu[p.data].at(p.nu);
      const bool vr = p.alg == sv::LsAlgorithm::vradmm, sc = f.problem == LgProblem::p2;
      sv::LsRunSettings s{.algorithm = p.alg,
                          .strongly_convex = sc,
                          .m = sh.m,
                          .b = t2.batch,
                          .units = sh.S,
                          .steps_per_unit = sh.per_unit,
                          .eta = lg_eta(prep[p.data].data.l, q.lambda2),
                          .mu = q.lambda2,
                          .sigma = std::sqrt(noise[point].sigma2)};
      // gamma = 1 (L533); E2's correction: 1 + eta beta |A^T A|_2 with eta the largest step of the run
      if (p.gamma_corrected) s.gamma = 1 + (vr ? s.eta : sv::ls_sadmm_step(q, s, 0)) * q.beta * q.norm_AtA;
      if (p.sc_shift) {
        auto t0 = b::lemma5_sc_first_t(numeric::Rational(mpq_class(s.gamma)), numeric::Rational(mpq_class(q.norm_Q)),
                                       numeric::Rational(mpq_class(q.g)), numeric::Rational(mpq_class(q.lambda2)));
        if (!t0.ok()) {
          std::fill(rec.begin(), rec.end(), std::nan(""));
          return;
        }
        s.t0 = *t0;
      }
      if (!sv::ls_logistic_run(q, s, rng, rec).ok()) std::fill(rec.begin(), rec.end(), std::nan(""));
    };
    PB_TRY(ex::Results r, ex::run(e, engine_options(o, runs, seed)));
    if (!r.complete) {
      out.complete = false;
      break;
    }
    // the minimum value: lowered to the lowest objective any run reached
    for (std::size_t p = 0; p < P; ++p)
      for (std::size_t run = 0; run < r.runs(); ++run)
        for (std::size_t j = 0; j < r.records(); ++j) {
          const double v = r.at(p, run, j, sv::ls_objective_out);
          if (std::isfinite(v)) prep[pts[p].data].f_star = std::min(prep[pts[p].data].f_star, v);
        }
    for (std::size_t p = 0; p < P; ++p) {
      std::vector<double> gaps;
      for (double v : r.cell(p, static_cast<std::size_t>(S), sv::ls_objective_out))
        gaps.push_back(v - prep[pts[p].data].f_star);
      final_gap[p].push_back(lg_mean(gaps));
      final_acc[p].push_back(r.summary(p, static_cast<std::size_t>(S), sv::ls_accuracy_out).mean);
      for (double v : r.cell(p, static_cast<std::size_t>(S), sv::ls_diverged)) diverged_total += v > 0 ? 1 : 0;
    }
    if (k == 0) {
      first = r;
      out.csv = ex::csv(e, r);
      first_prep = std::move(prep);
    }
    ++out.seeds;
  }
  if (out.seeds == 0) return out;
  // gap summaries of the first seed (objective minus the minimum value)
  const std::size_t Sz = first.records() - 1;
  auto gap_summary = [&](std::size_t p, std::size_t j) {
    ex::Summary m = first.summary(p, j, sv::ls_objective_out);
    const double fs = first_prep[pts[p].data].f_star;
    m.mean -= fs, m.ci_lo -= fs, m.ci_hi -= fs, m.median -= fs, m.min -= fs, m.max -= fs;
    return m;
  };
  auto diverged_runs = [&](std::size_t p) {
    std::size_t c = 0;
    for (double v : first.cell(p, Sz, sv::ls_diverged)) c += v > 0 ? 1 : 0;
    return c + (first.runs() - first.cell(p, Sz, sv::ls_diverged).size());
  };
  {
    bounds::ViewTable t;
    t.key = "final";
    t.caption = f.title +
                " reproduced: objective gap (objective minus the minimum value) and test accuracy of the "
                "output after " +
                std::to_string(shapes.front().S) +
                " DP-VRADMM epochs or as many gradient evaluations of DP-SADMM (first seed: mean ± sd over " +
                std::to_string(runs) + " runs; all " + std::to_string(out.seeds) +
                " seeds: mean of the run means), the noise σ² and the (ε, δ) an accountant certifies for it";
    t.header = {"setting",
                "σ²",
                "ε certified (δ = " + b::exp_delta() + ")",
                "objective gap",
                "test accuracy",
                "gradient evaluations",
                "diverged runs",
                "gap, all seeds"};
    for (std::size_t p = 0; p < P; ++p) {
      const ex::Summary g = gap_summary(p, Sz), a = first.summary(p, Sz, sv::ls_accuracy_out);
      const double ge = first.summary(p, Sz, sv::ls_grad_evals).max;
      std::string ec = pts[p].calib == LgCalib::none ? "—" : fmt_g(noise[p].eps_certified, 4);
      if (pts[p].calib != LgCalib::none && f.problem == LgProblem::p2 && pts[p].alg == sv::LsAlgorithm::vradmm)
        ec = "not certified: the SC dual initialisation λ₀ˢ = −(1/β)(Aᵀ)⁺p̃ is an unnoised function of the data "
             "(σ² as the GC accountant gives it)";
      t.rows.push_back({lg_text(pts[p].label), lg_text(fmt_g(noise[p].sigma2, 4)), lg_text(ec),
                        lg_text(fmt_g(g.mean, 4) + " ± " + fmt_g(g.sd, 2)),
                        lg_text(fmt_g(a.mean, 4) + " ± " + fmt_g(a.sd, 2)), lg_text(fmt_g(ge, 6)),
                        lg_text(std::to_string(diverged_runs(p)) + " of " + std::to_string(first.runs())),
                        lg_text(fmt_g(lg_mean(final_gap[p]), 4))});
    }
    out.view.tables.push_back(std::move(t));
  }
  // Plots: per data set, the gap and the accuracy against eps (the paper's axes), accountant-calibrated runs and the
  // non-private baselines as flat lines; for the first data set, the gap against the gradient evaluations at the
  // largest eps.
  for (std::size_t di = 0; di < f.data.size(); ++di) {
    const std::string ds = b::table2()[f.data[di]].name;
    for (const bool acc : {false, true}) {
      bounds::ViewPlot plot;
      plot.file = f.stem + "_" + ds + (acc ? "_accuracy" : "_gap") + ".svg";
      plot.title = f.title + ": " + ds + " (stand-in, seed " + std::to_string(o.seed) + ")";
      plot.xlabel = "ε (δ = " + b::exp_delta() + ")";
      plot.ylabel = acc ? "test accuracy" : "objective gap";
      plot.logx = true;
      plot.logy = !acc;
      plot.caption = "Mean ± sd over " + std::to_string(runs) +
                     " runs at the end of the budget; noise calibrated by the accountants (certified ε) and by the "
                     "theorems as printed";
      std::map<std::string, std::pair<std::vector<double>, std::vector<ex::Summary>>> lines;
      std::vector<std::string> order;
      for (std::size_t p = 0; p < P; ++p) {
        if (pts[p].data != di) continue;
        const std::string key = lg_variant(pts[p]);
        if (!lines.count(key)) order.push_back(key);
        auto& line = lines[key];
        auto add = [&](double e) {
          line.first.push_back(e);
          line.second.push_back(acc ? first.summary(p, Sz, sv::ls_accuracy_out) : gap_summary(p, Sz));
        };
        if (pts[p].calib == LgCalib::none) {
          add(eps.front());
          add(eps.back());
        } else {
          add(pts[p].eps);
        }
      }
      for (const auto& key : order) {
        auto [x, ys] = lines[key];
        bounds::PlotSeries s = lg_series(key, x, ys);
        if (acc) {  // accuracies are not log-scaled: keep every finite point
          s = {key, {}, {}};
          for (std::size_t i = 0; i < x.size(); ++i)
            if (std::isfinite(ys[i].mean)) s.x.push_back(x[i]), s.y.push_back(ys[i].mean);
        }
        if (!s.x.empty()) plot.series.push_back(std::move(s));
      }
      out.view.plots.push_back(std::move(plot));
    }
  }
  {
    bounds::ViewPlot plot;
    const std::string ds = b::table2()[f.data.front()].name;
    plot.file = f.stem + "_" + ds + "_evals.svg";
    plot.title = f.title + ": " + ds + ", objective gap against gradient evaluations, ε = " + fmt_g(eps.back());
    plot.xlabel = "component gradients evaluated";
    plot.ylabel = "objective gap of the output so far";
    plot.logy = true;
    plot.caption = "Mean ± sd over " + std::to_string(runs) +
                   " runs; DP-SADMM is recorded after as many gradient evaluations as each DP-VRADMM epoch";
    for (std::size_t p = 0; p < P; ++p) {
      if (pts[p].data != 0 || (pts[p].calib != LgCalib::none && pts[p].eps != eps.back()) ||
          pts[p].calib == LgCalib::printed)
        continue;
      std::vector<double> x;
      std::vector<ex::Summary> ys;
      for (std::size_t j = 1; j <= Sz; ++j) {
        x.push_back(first.summary(p, j, sv::ls_grad_evals).mean);
        ys.push_back(gap_summary(p, j));
      }
      bounds::PlotSeries s = lg_series(lg_variant(pts[p]), x, ys);
      if (!s.x.empty()) plot.series.push_back(std::move(s));
    }
    out.view.plots.push_back(std::move(plot));
  }
  out.view.tables.push_back(lg_cost_table(f, pts, final_gap, final_acc, noise));
  lg_bound_checks(f, pts, first, first_prep, gap_summary, out);
  out.view.tables.push_back(lg_hypotheses(f, pts, first_prep, shapes, eps));
  out.view.tables.push_back(lg_findings(f, pts, first, gap_summary, eps));
  out.open_settings = lg_open_settings(f, first_prep, shapes, o, runs, diverged_total);
  out.view.tables.push_back(open_settings_table(out));
  out.view.text = f.title + " on the fast double path: " + std::to_string(runs) + " runs per setting, " +
                  std::to_string(out.seeds) +
                  " seed(s). The file prints only the figures' captions and qualitative statements (no numbers), so "
                  "the statements are what is checked, with the numbers measured here." +
                  (o.reduced ? " Reduced run: the first data set, ε ∈ {0.1, 1}, " + std::to_string(kLgEpochsReduced) +
                                   " epochs, at most " + std::to_string(cap) + " training records."
                             : "");
  return out;
}

const std::vector<LgFigure>& lg_figures() {
  static const std::vector<LgFigure> f = [] {
    std::vector<double> nus;
    for (const auto& v : b::exp_nu()) nus.push_back(printed_number(v));
    return std::vector<LgFigure>{{.id = "liu_geng.figure1",
                                  .title = "Liu et al. Figure 1 (DP-VRADMM with ν = 0, 2, 3, graph-guided fused Lasso)",
                                  .cite = "Section V-A, Fig. 1 (L488, L521-L529)",
                                  .stem = "liu_geng_fig1",
                                  .problem = LgProblem::p1,
                                  .data = {0, 1},
                                  .vr_nu = nus,
                                  .sadmm = false},
                                 {.id = "liu_geng.figure2",
                                  .title = "Liu et al. Figure 2 (graph-guided fused Lasso, all methods)",
                                  .cite = "Section V-B, Fig. 2 (L513, L531-L533)",
                                  .stem = "liu_geng_fig2",
                                  .problem = LgProblem::p1,
                                  .data = {0, 1, 2, 3},
                                  .vr_nu = {kLgNuOther},
                                  .baselines = true,
                                  .gamma_cost = true},
                                 {.id = "liu_geng.figure3",
                                  .title = "Liu et al. Figure 3 (SC graph-guided logistic regression)",
                                  .cite = "Section V-C, Fig. 3 (L542, L547-L551)",
                                  .stem = "liu_geng_fig3",
                                  .problem = LgProblem::p2,
                                  .data = {0, 1, 2, 3},
                                  .vr_nu = {kLgNuOther},
                                  .baselines = true,
                                  .sc_step_cost = true},
                                 {.id = "liu_geng.figure4",
                                  .title = "Liu et al. Figure 4 (Lasso)",
                                  .cite = "Section V-D, Fig. 4 (L545, L555-L557)",
                                  .stem = "liu_geng_fig4",
                                  .problem = LgProblem::p3,
                                  .data = {0, 1, 2, 3},
                                  .vr_nu = {kLgNuOther}}};
  }();
  return f;
}

}  // namespace

std::vector<ExperimentReproduction> experiments() {
  std::vector<ExperimentReproduction> out;
  for (const LgFigure& f : lg_figures())
    out.push_back({f.id,
                   f.title,
                   bounds::cite("liu_geng", f.cite),
                   [&f](const ExperimentOptions& o) { return lg_figure(f, o); },
                   {.runs = 2, .seeds = 1, .threads = 2, .max_records = 2000},
                   {.runs = 2, .seeds = 1, .threads = 2, .reduced = true},
                   true});
  return out;
}

}  // namespace privbound::proofs_check::liu_geng
