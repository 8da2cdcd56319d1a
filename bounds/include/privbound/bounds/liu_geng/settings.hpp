// The experiment settings of Liu et al. (Section V; seed 003), stated once. Every configuration of
// bounds/src/liu_geng/ and every claim of proofs_check/liu_geng/ refers to these.
#pragma once

#include <string>
#include <vector>

namespace privbound::bounds::liu_geng {

// Table II (L490-L498): LIBSVM datasets, training and test sizes, mini-batch b, lambda_1, lambda_2.
struct Dataset {
  const char* name;
  long train, test, batch;
  const char* lambda1;
  const char* lambda2;
  long d1;  // the dataset's feature count as LIBSVM distributes it (not printed in the file; for the rates)
};
inline const std::vector<Dataset>& table2() {
  static const std::vector<Dataset> t = {{"covtype", 290506, 290506, 50, "1e-4", "1e-4", 54},
                                         {"w8a", 24875, 24874, 20, "1e-4", "1e-5", 300},
                                         {"bio-train", 72876, 72875, 20, "1e-5", "1e-4", 74},
                                         {"mushrooms", 4062, 4062, 10, "1e-5", "1e-5", 112}};
  return t;
}
// delta = 5e-4 and eps in {0.05, 0.1, 0.2, 0.4, 0.8, 1} (Fig. 2, L533); m = 2n/b and gamma = 1 (L533); nu in
// {0, 2, 3} (Fig. 1, L527-L529).
inline const std::string& exp_delta() {
  static const std::string d = "0.0005";
  return d;
}
inline const std::vector<std::string>& exp_eps() {
  static const std::vector<std::string> e = {"0.05", "0.1", "0.2", "0.4", "0.8", "1"};
  return e;
}
inline const std::vector<std::string>& exp_nu() {
  static const std::vector<std::string> v = {"0", "2", "3"};
  return v;
}

}  // namespace privbound::bounds::liu_geng
