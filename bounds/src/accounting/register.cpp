// register_accounting: every quantity of bounds/accounting/.
#include "privbound/bounds/registry.hpp"

namespace privbound::bounds {
namespace accounting {
void register_gaussian(Registry& r);
void register_accountant(Registry& r);
}  // namespace accounting

void register_accounting(Registry& r) {
  accounting::register_gaussian(r);
  accounting::register_accountant(r);
}

}  // namespace privbound::bounds
