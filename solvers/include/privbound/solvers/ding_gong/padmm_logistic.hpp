// Ding et al. (seed 002), Section V (L437-L467): P-ADMM (Algorithm 1, padmm_round_t) on decentralised logistic
// regression, on the fast double path. Agent i holds the records D_i and
//   f_i(x) = (1/|D_i|) Σ_{n∈D_i} log(1 + exp(−z_n y_nᵀx)) + Λ‖x‖²      (L443: the printed loss, averaged as (2))
// Non-private ADMM, (10)-(11), is the same run with zero noise.
#pragma once

#include <Eigen/Dense>
#include <cstddef>
#include <span>
#include <vector>

#include "privbound/numeric/result.hpp"
#include "privbound/solvers/experiment/engine.hpp"
#include "privbound/solvers/experiment/logistic.hpp"

namespace privbound::solvers::ding_gong {

struct PadmmLogistic {
  std::vector<experiment::LogisticData> agents;  // f_i without its Λ term: weights 1/|D_i|
  std::vector<std::vector<long>> neighbours;
  experiment::LogisticData all;  // every record, weights 1/n: the average training loss F(w) (with Λ)
  experiment::LogisticData sum;  // every record, weights 1/|D_i|: Σ_i f_i(w) at a consensus w (with N Λ)
  std::vector<double> smooth;    // smoothness bounds of the f_i (with Λ)
  double Lambda = 0;
  std::size_t N() const { return agents.size(); }
  std::size_t d() const { return static_cast<std::size_t>(all.X.cols()); }
};

// The agents' data: the records in the order `order` (a permutation of 0..n−1) cut into N contiguous blocks
// whose sizes differ by at most one. Errors: sizes that do not match, N < 2, fewer records than agents, an
// agent without neighbours, a neighbour index out of range.
numeric::Result<PadmmLogistic> padmm_logistic_problem(const Eigen::MatrixXd& X, const Eigen::VectorXd& y,
                                                      const std::vector<std::size_t>& order,
                                                      const std::vector<std::vector<long>>& neighbours, double Lambda);

struct PadmmLogisticSettings {
  double eta = 1;                        // the penalty η
  std::vector<double> sigma2_1 = {};     // (σ²)_i^1 per agent (all 0: non-private ADMM)
  double R = 1;                          // variance decrease rate: (σ²)_i^{k+1} = R^k (σ²)_i^1
  long K = 1;                            // iterations
  std::vector<std::size_t> record = {};  // iterations k in [0, K] at which the metrics are recorded (increasing)
  std::vector<Eigen::VectorXd> x0 = {};  // x_i^0 per agent (α_i^0 = 0; x~_i^0 = x_i^0)
  double tol = 1e-10;                    // x-update stopping tolerance (x_update_t)
  long max_inner = 100000;
};

// The metrics recorded at each recorded iteration k, in this order.
enum PadmmMetric : std::size_t {
  loss_released = 0,  // (1/N) Σ_i F(x~_i^k): the average training loss of the released classifiers
  loss_local,         // (1/N) Σ_i F(x_i^k): the same at the unperturbed x_i^k
  objective_average,  // Σ_i f_i(x^_i^k), x^^k = (1/k) Σ_{s=1}^k x^s (Theorem 5's x^^K, L396); x^0 at k = 0
  padmm_metric_count
};

// One run of Algorithm 1 with ξ_i^{k+1} ~ N(0, R^k (σ²)_i^1 I_d) drawn from rng (agent by agent, iteration by
// iteration); out[j · padmm_metric_count + m] is metric m at record[j]. Returns the total inner gradient steps,
// or an error (an x-update that did not converge, settings that do not match the problem).
numeric::Result<long> padmm_logistic_run(const PadmmLogistic& p, const PadmmLogisticSettings& s,
                                         experiment::Stream& rng, std::span<double> out);

}  // namespace privbound::solvers::ding_gong
