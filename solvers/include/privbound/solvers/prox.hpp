// Scalar proximal maps, written once and generic over the number type (double for experiments,
// hp_float for claims): the regularisers' proxes (functions.hpp) and the fast double paths of the
// papers' algorithms call these.
#pragma once

namespace privbound::solvers {

// S_c(v) = sign(v)·max(|v| − c, 0), c >= 0.
template <class S>
S soft_threshold(const S& v, const S& c) {
  if (v > c) return S(v - c);
  if (v < -c) return S(v + c);
  return S(0);
}

// argmin_y c1|y| + (a/2)y² − v·y for a > 0, c1 >= 0: S_{c1}(v)/a (the elastic-net prox).
template <class S>
S elastic_net_argmin(const S& v, const S& c1, const S& a) {
  return S(soft_threshold(v, c1) / a);
}

}  // namespace privbound::solvers
