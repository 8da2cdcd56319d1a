// Reproductions of printed tables: each row has the parameters as the experiment defines
// them, and per column the printed value, the computed enclosure, and whether the printed
// value is the computed one rounded to the printed digits.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "privbound/numeric/interval.hpp"
#include "privbound/numeric/result.hpp"

namespace privbound::bounds {

struct ReproducedCell {
  std::string column;   // e.g. "eta"
  std::string printed;  // verbatim, e.g. "1.95"
  numeric::Interval computed;
  bool reproduces = false;  // printed == computed rounded to the printed digits
  std::string note;         // how the comparison was made, or why it fails
};

struct ReproducedRow {
  std::vector<std::pair<std::string, std::string>> params;  // exact text of each parameter
  std::vector<ReproducedCell> cells;
};

struct ReproducedTable {
  std::string id, title, citation;
  std::vector<ReproducedRow> rows;
  std::vector<std::string> notes;  // assumptions made to define the rows
};

struct Reproduction {
  std::string id;
  std::string title;
  std::function<numeric::Result<ReproducedTable>(unsigned bits)> run;
};

// Whether every real in `x` rounds to `printed` (a decimal with d digits after the point)
// under round-half-even/half-up (a printed value is accepted when some value of the
// enclosure rounds to it and no ambiguity is possible: see the implementation).
bool rounds_to(const numeric::Interval& x, const std::string& printed);

const std::vector<Reproduction>& default_reproductions();

}  // namespace privbound::bounds
