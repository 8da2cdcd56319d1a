// Appendix D's model (powerflow.hpp) and Algorithm 3.1's pieces on it; the Ipopt solve is in
// powerflow_ipopt.cpp (or powerflow_no_ipopt.cpp when the build has no Ipopt).
#include "privbound/solvers/ryu_kim/powerflow.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <complex>
#include <map>
#include <numbers>
#include <set>
#include <string>
#include <string_view>

namespace privbound::solvers::ryu_kim {
namespace {

constexpr double kNoBound = 1e20;  // Ipopt's default "infinite" bound

// The admittance entries of L993 for a branch (the G, B names of Appendix D).
struct BranchY {
  double gcf, bcf, gf, bf, gct, bct, gt, bt;
};
BranchY branch_y(const data::PowerBranch& br) {
  using C = std::complex<double>;
  const C y = 1.0 / C(br.r, br.x);
  const double tau = br.ratio == 0 ? 1.0 : br.ratio;
  const double shift = br.angle * std::numbers::pi / 180;
  const C charge(0, br.b / 2);
  const C yff = (y + charge) / (tau * tau);
  const C yft = -y / (tau * std::exp(C(0, -shift)));
  const C ytf = -y / (tau * std::exp(C(0, shift)));
  const C ytt = y + charge;
  return {yff.real(), yff.imag(), yft.real(), yft.imag(), ytt.real(), ytt.imag(), ytf.real(), ytf.imag()};
}

// The 8 line variables, in the order of powerflow.hpp.
enum LineVar { kPF, kQF, kPT, kQT, kWRR, kWII, kWRIij, kWRIji, kLineVars };
constexpr const char* kLineVarName[kLineVars] = {"pF", "qF", "pT", "qT", "wRR", "wII", "wRI_ij", "wRI_ji"};

double dot(const SparseRow& r, const Eigen::VectorXd& z) {
  double s = 0;
  for (const auto& [i, a] : r) s += a * z(i);
  return s;
}

}  // namespace

double PowerZone::objective(const Eigen::VectorXd& z) const {
  double f = 0;
  for (const BalanceRow& b : balance) {
    const double s = dot(b.row, z) + b.demand;
    f += s * s;
  }
  return f;
}

Eigen::VectorXd PowerZone::gradient(const Eigen::VectorXd& z) const {
  Eigen::VectorXd g = Eigen::VectorXd::Zero(static_cast<Eigen::Index>(size()));
  for (const BalanceRow& b : balance) {
    const double s = dot(b.row, z) + b.demand;
    for (const auto& [i, a] : b.row) g(i) += 2 * s * a;
  }
  return g;
}

double PowerZone::infeasibility(const Eigen::VectorXd& z) const {
  double worst = 0;
  for (Eigen::Index i = 0; i < z.size(); ++i) worst = std::max({worst, lo(i) - z(i), z(i) - hi(i)});
  for (const LinearConstraint& c : linear) {
    const double v = dot(c.row, z);
    worst = std::max({worst, c.lo - v, v - c.hi});
  }
  for (const QuadraticConstraint& q : quadratic) {
    double v = 0;
    for (const SparseRow& r : q.squares) v += dot(r, z) * dot(r, z);
    if (q.a >= 0) v -= z(q.a) * z(q.b);
    worst = std::max(worst, v - q.hi);
  }
  return worst;
}

numeric::Result<std::vector<std::vector<int>>> parse_zones(const std::string& spec, const data::PowerCase& pc) {
  auto bad = [&](const std::string& what) {
    return numeric::Error(numeric::ErrorKind::invalid_input,
                          "parse_zones: zones " + what + " (spec \"" + spec + "\").");
  };
  std::vector<std::vector<int>> zones(1);
  std::map<int, std::size_t> seen;
  std::string_view rest = spec;
  auto number = [](std::string_view t, int& v) {
    const auto r = std::from_chars(t.data(), t.data() + t.size(), v);
    return r.ec == std::errc{} && r.ptr == t.data() + t.size();
  };
  while (true) {
    const std::size_t cut = rest.find_first_of(",;");
    const std::string_view tok = rest.substr(0, cut);
    if (!tok.empty()) {
      const std::size_t dash = tok.find('-');
      int a = 0, b = 0;
      const bool ok = dash == std::string_view::npos
                          ? number(tok, a) && number(tok, b)
                          : number(tok.substr(0, dash), a) && number(tok.substr(dash + 1), b);
      if (!ok || a > b) return bad("token \"" + std::string(tok) + "\" is not a bus id or a range a-b");
      for (int id = a; id <= b; ++id) {
        if (pc.bus_index(id) < 0) continue;  // ranges may span ids the case does not use
        if (seen.count(id) != 0) return bad("name bus " + std::to_string(id) + " twice");
        seen[id] = zones.size() - 1;
        zones.back().push_back(id);
      }
    }
    if (cut == std::string_view::npos) break;
    if (rest[cut] == ';') zones.emplace_back();
    rest.remove_prefix(cut + 1);
  }
  for (const auto& b : pc.bus)
    if (seen.count(b.id) == 0) return bad("leave bus " + std::to_string(b.id) + " out");
  for (std::size_t z = 0; z < zones.size(); ++z)
    if (zones[z].empty()) return bad("have an empty zone (zone " + std::to_string(z + 1) + ")");
  return zones;
}

numeric::Result<PowerFlowModel> powerflow_model(const data::PowerCase& pc, const std::vector<std::vector<int>>& zones) {
  PowerFlowModel m;
  m.source = pc.source;
  const double base = pc.base_mva;
  std::map<int, std::size_t> zone_of;
  for (std::size_t z = 0; z < zones.size(); ++z)
    for (const int id : zones[z]) zone_of[id] = z;
  // Global consensus indices: 8 per cut line, then one per border bus.
  std::map<std::size_t, int> line_w;  // branch index -> first w index
  std::map<int, int> bus_w;           // bus id -> w index
  int next_w = 0;
  for (std::size_t k = 0; k < pc.branch.size(); ++k) {
    const auto& br = pc.branch[k];
    if (!br.on || zone_of.at(br.from) == zone_of.at(br.to)) continue;
    line_w[k] = next_w;
    next_w += kLineVars;
  }
  for (const auto& [k, first] : line_w)
    for (const int id : {pc.branch[k].from, pc.branch[k].to})
      if (bus_w.count(id) == 0) bus_w[id] = -1;
  for (auto& [id, w] : bus_w) w = next_w++;
  m.consensus_size = static_cast<std::size_t>(next_w);

  for (std::size_t zi = 0; zi < zones.size(); ++zi) {
    PowerZone Z;
    Z.buses = zones[zi];
    std::vector<double> lo, hi;
    auto add_var = [&](std::string name, double l, double h) {
      Z.names.push_back(std::move(name));
      lo.push_back(l);
      hi.push_back(h);
      return static_cast<int>(Z.names.size()) - 1;
    };
    const std::set<int> own(Z.buses.begin(), Z.buses.end());
    // lines of L_z and buses of V_z
    std::vector<std::size_t> lines;
    std::set<int> vz(own);
    for (std::size_t k = 0; k < pc.branch.size(); ++k) {
      const auto& br = pc.branch[k];
      if (!br.on || (own.count(br.from) == 0 && own.count(br.to) == 0)) continue;
      lines.push_back(k);
      vz.insert(br.from);
      vz.insert(br.to);
    }
    std::map<int, int> u;  // bus id -> local u variable
    for (const int id : vz) {
      const auto& b = pc.bus[static_cast<std::size_t>(pc.bus_index(id))];
      u[id] = add_var("u_" + std::to_string(id), b.vmin * b.vmin, b.vmax * b.vmax);  // (D.2d)
      Z.bus_vars.emplace_back(id, u[id]);
      if (bus_w.count(id) != 0) Z.consensus.emplace_back(u[id], bus_w[id]);
    }
    std::map<std::size_t, int> lv;  // branch -> first local line variable
    for (const std::size_t k : lines) {
      const auto& br = pc.branch[k];
      const std::string tag = std::to_string(br.from) + "-" + std::to_string(br.to);
      lv[k] = static_cast<int>(Z.names.size());
      for (int v = 0; v < kLineVars; ++v) add_var(std::string(kLineVarName[v]) + "_" + tag, -kNoBound, kNoBound);
      if (line_w.count(k) != 0)
        for (int v = 0; v < kLineVars; ++v) Z.consensus.emplace_back(lv[k] + v, line_w[k] + v);
      const BranchY Y = branch_y(br);
      const int f = lv[k], ui = u[br.from], uj = u[br.to];
      Z.line_vars.push_back({k, f, static_cast<int>(Z.linear.size())});
      const int pF = f + kPF, qF = f + kQF, pT = f + kPT, qT = f + kQT;
      const int c1 = f + kWRR, c2 = f + kWII, rij = f + kWRIij, rji = f + kWRIji;
      // (D.2f)-(D.2i) with c = wRR + wII and s = wRI_ji - wRI_ij (E21): from side c + i s, to side c - i s.
      Z.linear.push_back({{{pF, -1}, {c1, Y.gf}, {c2, Y.gf}, {rji, Y.bf}, {rij, -Y.bf}, {ui, Y.gcf}}, 0, 0});
      Z.linear.push_back({{{qF, -1}, {rji, Y.gf}, {rij, -Y.gf}, {c1, -Y.bf}, {c2, -Y.bf}, {ui, -Y.bcf}}, 0, 0});
      Z.linear.push_back({{{pT, -1}, {c1, Y.gt}, {c2, Y.gt}, {rij, Y.bt}, {rji, -Y.bt}, {uj, Y.gct}}, 0, 0});
      Z.linear.push_back({{{qT, -1}, {rij, Y.gt}, {rji, -Y.gt}, {c1, -Y.bt}, {c2, -Y.bt}, {uj, -Y.bct}}, 0, 0});
      if (br.rate_a > 0) {  // (D.2j)
        const double s2 = (br.rate_a / base) * (br.rate_a / base);
        Z.quadratic.push_back({{{{pF, 1}}, {{qF, 1}}}, -1, -1, s2});
        Z.quadratic.push_back({{{{pT, 1}}, {{qT, 1}}}, -1, -1, s2});
      }
      if (br.angmin > -90 && br.angmax < 90) {  // (D.2k): tan(min) c <= s <= tan(max) c
        const double tmin = std::tan(br.angmin * std::numbers::pi / 180);
        const double tmax = std::tan(br.angmax * std::numbers::pi / 180);
        Z.linear.push_back({{{rji, 1}, {rij, -1}, {c1, -tmax}, {c2, -tmax}}, -kNoBound, 0});
        Z.linear.push_back({{{rji, -1}, {rij, 1}, {c1, tmin}, {c2, tmin}}, -kNoBound, 0});
      }
      // (D.2l): c² + s² + ((u_i − u_j)/2)² <= ((u_i + u_j)/2)², i.e. c² + s² − u_i u_j <= 0
      Z.quadratic.push_back({{{{c1, 1}, {c2, 1}}, {{rji, 1}, {rij, -1}}}, ui, uj, 0});
    }
    // generators of N_z (D.2e) and the balance rows (D.2b)-(D.2c) of N_z
    std::map<int, std::vector<std::pair<int, int>>> gens;  // bus -> (pG, qG)
    for (std::size_t g = 0; g < pc.gen.size(); ++g) {
      const auto& G = pc.gen[g];
      if (!G.on || own.count(G.bus) == 0) continue;
      const std::string tag = std::to_string(g + 1) + "@" + std::to_string(G.bus);
      const int pg = add_var("pG_" + tag, G.pmin / base, G.pmax / base);
      const int qg = add_var("qG_" + tag, G.qmin / base, G.qmax / base);
      Z.gen_vars.emplace_back(g, pg);
      gens[G.bus].emplace_back(pg, qg);
    }
    bool any_demand = false;
    for (const int id : Z.buses) {
      const auto& b = pc.bus[static_cast<std::size_t>(pc.bus_index(id))];
      SparseRow rp, rq;
      for (const std::size_t k : lines) {
        const auto& br = pc.branch[k];
        if (br.from == id) {
          rp.emplace_back(lv[k] + kPF, 1);
          rq.emplace_back(lv[k] + kQF, 1);
        }
        if (br.to == id) {
          rp.emplace_back(lv[k] + kPT, 1);
          rq.emplace_back(lv[k] + kQT, 1);
        }
      }
      for (const auto& [pg, qg] : gens[id]) {
        rp.emplace_back(pg, -1);
        rq.emplace_back(qg, -1);
      }
      if (b.gs != 0) rp.emplace_back(u[id], b.gs / base);
      if (b.bs != 0) rq.emplace_back(u[id], -b.bs / base);
      any_demand = any_demand || b.pd != 0 || b.qd != 0;
      Z.balance.push_back({std::move(rp), b.pd / base, id, false});
      Z.balance.push_back({std::move(rq), b.qd / base, id, true});
    }
    if (!any_demand)
      return numeric::Error(numeric::ErrorKind::invalid_input,
                            "powerflow_model: zone " + std::to_string(zi + 1) + " has no demand (its f_p is 0).");
    Z.lo = Eigen::Map<Eigen::VectorXd>(lo.data(), static_cast<Eigen::Index>(lo.size()));
    Z.hi = Eigen::Map<Eigen::VectorXd>(hi.data(), static_cast<Eigen::Index>(hi.size()));
    Z.shared = Eigen::VectorXd::Zero(static_cast<Eigen::Index>(Z.size()));
    for (const auto& [local, global] : Z.consensus) Z.shared(local) = 1;
    m.zones.push_back(std::move(Z));
  }
  return m;
}

Eigen::VectorXd PowerFlowModel::lifted(std::size_t p, const data::PowerCase& pc, const std::vector<double>& vm,
                                       const std::vector<double>& va_deg, const std::vector<double>& pg,
                                       const std::vector<double>& qg) const {
  const PowerZone& Z = zones[p];
  Eigen::VectorXd z = Eigen::VectorXd::Zero(static_cast<Eigen::Index>(Z.size()));
  auto v = [&](int id) {
    const auto i = static_cast<std::size_t>(pc.bus_index(id));
    return std::polar(vm[i], va_deg[i] * std::numbers::pi / 180);
  };
  for (const auto& [id, var] : Z.bus_vars) z(var) = std::norm(v(id));
  for (const auto& L : Z.line_vars) {
    const auto& br = pc.branch[L.branch];
    const auto vi = v(br.from), vj = v(br.to);
    z(L.first + kWRR) = vi.real() * vj.real();
    z(L.first + kWII) = vi.imag() * vj.imag();
    z(L.first + kWRIij) = vi.real() * vj.imag();
    z(L.first + kWRIji) = vj.real() * vi.imag();
  }
  for (const auto& [g, var] : Z.gen_vars) {
    z(var) = pg[g] / pc.base_mva;
    z(var + 1) = qg[g] / pc.base_mva;
  }
  for (const auto& L : Z.line_vars)
    for (int k = 0; k < 4; ++k) {  // the flow rows are −flow + (terms) = 0, the flow first
      const SparseRow& row = Z.linear[static_cast<std::size_t>(L.first_flow) + static_cast<std::size_t>(k)].row;
      double s = 0;
      for (std::size_t t = 1; t < row.size(); ++t) s += row[t].second * z(row[t].first);
      z(row.front().first) = s;
    }
  return z;
}

double PowerFlowModel::consensus_residual(const Eigen::VectorXd& w, const std::vector<Eigen::VectorXd>& z) const {
  double s = 0;
  for (std::size_t p = 0; p < zones.size(); ++p)
    for (const auto& [local, global] : zones[p].consensus) {
      const double d = w(global) - z[p](local);
      s += d * d;
    }
  return std::sqrt(s);
}

Eigen::VectorXd PowerFlowModel::average(const std::vector<Eigen::VectorXd>& z,
                                        const std::vector<Eigen::VectorXd>& lambda, double rho) const {
  Eigen::VectorXd w = Eigen::VectorXd::Zero(static_cast<Eigen::Index>(consensus_size));
  Eigen::VectorXd count = Eigen::VectorXd::Zero(static_cast<Eigen::Index>(consensus_size));
  for (std::size_t p = 0; p < zones.size(); ++p)
    for (const auto& [local, global] : zones[p].consensus) {
      w(global) += z[p](local) - lambda[p](local) / rho;
      count(global) += 1;
    }
  return w.cwiseQuotient(count.cwiseMax(1.0));
}

Eigen::VectorXd PowerFlowProblem::local_view(std::size_t p, const Eigen::VectorXd& w) const {
  const PowerZone& Z = model.zones[p];
  Eigen::VectorXd out = Eigen::VectorXd::Zero(static_cast<Eigen::Index>(Z.size()));
  for (const auto& [local, global] : Z.consensus) out(local) = w(global);
  return out;
}

numeric::Result<Eigen::VectorXd> PowerFlowProblem::local_step(std::size_t p,
                                                              const LocalStepT<Eigen::VectorXd, double>& s,
                                                              const Eigen::VectorXd& xi, Perturbation kind) const {
  const PowerZone& Z = model.zones[p];
  LocalQp qp;
  qp.c = s.grad - s.lambda.cwiseProduct(Z.shared);
  if (kind == Perturbation::objpert) qp.c += xi;  // (3.2): λ − ξ̃ in (3.1) adds ⟨ξ̃, z⟩ (L128)
  qp.centre = s.z;
  qp.target = s.w;
  qp.eta = s.eta;
  qp.rho = s.rho;
  auto x = solve_local(Z, qp, s.z, stats);
  if (!x.ok()) return x.error();
  if (kind == Perturbation::outpert) *x += xi;  // (3.4)
  return x;
}

numeric::Result<std::vector<Eigen::VectorXd>> powerflow_start(const PowerFlowModel& m, const data::PowerCase& pc,
                                                              IpoptStats* stats) {
  std::vector<Eigen::VectorXd> out;
  const std::vector<double> ones(pc.bus.size(), 1.0), zeros(pc.bus.size(), 0.0), gen0(pc.gen.size(), 0.0);
  for (std::size_t p = 0; p < m.zones.size(); ++p) {
    const Eigen::VectorXd flat = m.lifted(p, pc, ones, zeros, gen0, gen0);
    LocalQp qp;
    qp.c = Eigen::VectorXd::Zero(flat.size());
    qp.centre = flat;
    qp.target = Eigen::VectorXd::Zero(flat.size());
    qp.eta = 1;
    qp.rho = 0;
    auto x = solve_local(m.zones[p], qp, flat, stats);
    if (!x.ok()) return x.error();
    out.push_back(std::move(*x));
  }
  return out;
}

}  // namespace privbound::solvers::ryu_kim
