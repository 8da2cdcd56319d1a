// Table 1 of Chan–Xie–Zhao (L1060–1066): the η and 𝔏 columns recomputed from Lemma 7.6.
#include "privbound/bounds/chan_xie_zhao/chan_xie_zhao.hpp"
#include "privbound/numeric/format.hpp"

namespace privbound::bounds::chan_xie_zhao {

const std::vector<Table1Row>& table1_printed() {
  static const std::vector<Table1Row> rows = {
      {"0.25", "0.9", "0.1", "0.01", "1.95", "0.95", "26"},
      {"0.09", "0.5", "0.1", "0.01", "4.81", "0.91", "13"},
      {"0.0225", "0.3", "0.1", "0.01", "20.00", "0.85", "7"},
      {"0.01", "0.15", "0.1", "0.01", "43.30", "0.80", "6"},
  };
  return rows;
}

namespace {

Rational q(const std::string& s) { return *numeric::parse_rational(s); }

std::string cell_note(const Interval& x, const std::string& printed, bool ok) {
  std::string s = "computed " + numeric::format_certain(x) + "; printed " + printed;
  s += ok ? " is the computed value rounded to the printed digits"
          : " is NOT the computed value rounded to the printed digits";
  return s;
}

}  // namespace

Reproduction table1_reproduction() {
  Reproduction r;
  r.id = "chan_xie_zhao.table1";
  r.title = "Chan-Xie-Zhao Table 1: step size eta and contraction factor L";
  r.run = [](unsigned bits) -> Result<ReproducedTable> {
    ReproducedTable t;
    t.id = "chan_xie_zhao.table1";
    t.title = "Chan-Xie-Zhao, Table 1 (eta and L columns)";
    t.citation =
        bounds::cite("chan_xie_zhao", "Section 10, Table 1 (L1060-L1066); eta by L1054, L by Lemma 7.6 (L764-L768)");
    t.notes = {
        // NOLINTNEXTLINE(bugprone-suspicious-missing-comma): one note in three literals
        "Section 10 (L1052): f is 2mu-smooth and 2mu-strongly convex, so Lemma 7.6 is applied with nu = mu = "
        "2*mu_table (the reading nu = mu = mu_table reproduces no eta).",
        "g(y) = c1|y|_1 + c2|y|^2 is 2c2-strongly convex: mu_g = 2*c2 (L1052).",
        "Constraint x - y = 0 (31b): A = I, B = -I, so ||A^T B|| = 1 and ||A|| = 1; c1 does not enter eta or L.",
        "eta is the midpoint of the interval (23) (L1054); L = max{R/P, S/Q} (L768).",
        "A cell reproduces when every value of the enclosure rounds (half-up or half-even) to the printed digits.",
    };
    for (const auto& row : table1_printed()) {
      const Rational mt = q(row.mu), two(2);
      PB_TRY(Contraction c, table1_contraction(row, bits));
      ReproducedRow rr;
      rr.params = {{"mu_table", row.mu},
                   {"beta", row.beta},
                   {"c2", row.c2},
                   {"c1", row.c1},
                   {"nu", (two * mt).to_string()},
                   {"mu", (two * mt).to_string()},
                   {"mu_g", (two * q(row.c2)).to_string()},
                   {"norm_AtB", "1"},
                   {"norm_A", "1"}};
      const bool eta_ok = rounds_to(c.eta, row.eta_printed);
      const bool L_ok = rounds_to(c.L, row.L_printed);
      rr.cells.push_back({"eta", row.eta_printed, c.eta, eta_ok, cell_note(c.eta, row.eta_printed, eta_ok)});
      rr.cells.push_back({"L", row.L_printed, c.L, L_ok, cell_note(c.L, row.L_printed, L_ok)});
      t.rows.push_back(std::move(rr));
    }
    return t;
  };
  return r;
}

Result<Contraction> table1_contraction(const Table1Row& row, unsigned bits) {
  const Rational two(2);
  const Interval nu = Interval::from_rational(two * q(row.mu), bits);
  const Interval mug = Interval::from_rational(two * q(row.c2), bits);
  const Interval beta = Interval::from_rational(q(row.beta), bits);
  return lemma7_6_contraction(nu, nu, mug, beta, Interval::from_int(1, bits), std::nullopt);
}

const Section10Printed& section10_printed() {
  static const Section10Printed s = [] {
    Section10Printed p;
    p.table2_sigmas = {"0.05", "0.1", "0.2", "0.5", "0.7"};
    p.table2_p = {{"1.00", "4.20e-27", "1.87e-71", "4.57e-78", "2.30e-79"},
                  {"4.20e-27", "1.00", "3.29e-62", "4.12e-77", "1.11e-78"},
                  {"1.87e-71", "3.29e-62", "1.00", "6.70e-74", "2.22e-76"},
                  {"4.57e-78", "4.12e-77", "6.70e-74", "1.00", "1.83e-36"},
                  {"2.30e-79", "1.11e-78", "2.22e-76", "1.83e-36", "1.00"}};
    return p;
  }();
  return s;
}

std::map<std::string, std::string> table1_strongly_convex(const Table1Row& row) {
  const Rational nu = Rational(2) * q(row.mu);
  return {{"nu", nu.to_string()},
          {"mu", nu.to_string()},
          {"mu_g", (Rational(2) * q(row.c2)).to_string()},
          {"beta", row.beta},
          {"norm_AtB", "1"}};
}

std::map<std::string, std::string> table1_general_convex(const Table1Row& row) {
  const Rational nu = Rational(2) * q(row.mu);
  return {{"beta", row.beta}, {"eta", (Rational(1) / nu).to_string()}, {"norm_A", "1"}};
}

}  // namespace privbound::bounds::chan_xie_zhao
