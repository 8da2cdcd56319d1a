// A downstream project: evaluates the Gaussian mechanism's zCDP through the installed library.
#include <iostream>

#include "privbound/bounds/registry.hpp"

int main() {
  auto r = privbound::bounds::default_registry().evaluate("accounting.gaussian_zcdp", {{"sigma", "2"}}, 128);
  if (!r.ok()) {
    std::cerr << r.error().message << "\n";
    return 1;
  }
  std::cout << "rho in [" << r->value.lower_decimal(6) << ", " << r->value.upper_decimal(6) << "]\n";
  return r->value.contains(privbound::numeric::Interval::from_rational(privbound::numeric::Rational(1, 8), 128)) ? 0
                                                                                                                 : 1;
}
