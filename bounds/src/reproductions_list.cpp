// default_reproductions: every printed table of every source (bounds/src/sources.cpp).
#include "privbound/bounds/reproduction.hpp"
#include "privbound/bounds/source.hpp"

namespace privbound::bounds {

namespace detail {
void freeze_sources();
}

const std::vector<Reproduction>& default_reproductions() {
  static const std::vector<Reproduction> all = [] {
    detail::freeze_sources();
    std::vector<Reproduction> v;
    for (const auto& s : sources())
      if (s.reproductions)
        for (auto& r : s.reproductions()) v.push_back(std::move(r));
    return v;
  }();
  return all;
}

}  // namespace privbound::bounds
