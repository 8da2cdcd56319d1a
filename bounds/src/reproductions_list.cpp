// default_reproductions: every printed table privbound reproduces.
#include "privbound/bounds/reproduction.hpp"
#include "privbound/bounds/chan_xie_zhao/chan_xie_zhao.hpp"

namespace privbound::bounds {

const std::vector<Reproduction>& default_reproductions() {
  static const std::vector<Reproduction> all = [] {
    std::vector<Reproduction> v;
    v.push_back(chan_xie_zhao::table1_reproduction());
    return v;
  }();
  return all;
}

}  // namespace privbound::bounds
