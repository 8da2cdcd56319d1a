// The real data sets this machine has from Debian packages (scripts/setup.sh installs them), each with the
// paper's data set it stands in for and how it differs. The experiments read them with solvers/data/readers.hpp;
// a user points the same experiment at the paper's own file with `reproduce <id> --data PATH`.
#pragma once

#include <string>
#include <vector>

#include "privbound/solvers/data/readers.hpp"

namespace privbound::solvers::data {

struct DebianDataset {
  std::string id, package, path, format, description;
};

// UCI Statlog German Credit (Hofmann), as Weka ships it: 1,000 personal records, 7 numerical and 13 categorical
// attributes, class good/bad (700/300), no missing values. Stands in for UCI Adult (Ding et al., L447): the same
// kind of data (census-like personal records, mixed attributes, a binary class), 48 times fewer records.
inline const DebianDataset& german_credit() {
  static const DebianDataset d{"german_credit", "weka", "/usr/share/doc/weka/examples/credit-g.arff", "arff",
                               "UCI Statlog German Credit (Weka's credit-g.arff): 1,000 records, 7 numerical + 13 "
                               "categorical attributes, class good/bad"};
  return d;
}

// Fashion-MNIST (Xiao, Rasul & Vollgraf 2017), as dataset-fashion-mnist ships it: 60,000 training and 10,000 test
// images of 28 x 28 grey levels in IDX format (gzip), ten classes of clothing. Liu et al.'s LIBSVM data sets are not
// on this machine; binary tasks on pooled images stand in for them (proofs_check/src/liu_geng/figures.cpp says which
// for which: sizes and feature counts near each, dense [0, 1] features where covtype and w8a are scaled or binary).
inline const DebianDataset& fashion_mnist() {
  static const DebianDataset d{"fashion_mnist", "dataset-fashion-mnist", "/usr/share/datasets/fashion-mnist", "idx",
                               "Fashion-MNIST: 60,000 + 10,000 images, 28 x 28 grey levels, 10 classes"};
  return d;
}

// Fashion-MNIST's four IDX arrays from fashion_mnist().path, read once per process and shared (thread-safe); the
// 47 MB of training images only when asked for (reduced runs may read the test set alone).
struct ImageSet {
  IdxArray train, train_labels, test, test_labels;
};
numeric::Result<const ImageSet*> fashion_mnist_images(bool with_train);

// The stand-ins for Liu et al.'s Table II (L494-L498), in its order: binary tasks on Fashion-MNIST pooled to near
// each data set's feature count (covtype 54, w8a 300, bio-train 74), and German Credit (one-hot, as mushrooms is) for
// mushrooms (task.pool = 0).
struct StandIn {
  const char* replaces;
  ImageTask task;
  const char* description;
};
inline const std::vector<StandIn>& liu_geng_stand_ins() {
  static const std::vector<StandIn> s = {
      {"covtype", {4, {}, {0, 2, 4, 6}}, "upper-body garments (T-shirt, pullover, coat, shirt) against the rest"},
      {"w8a", {2, {0, 2, 4, 6}, {0, 2}}, "T-shirt or pullover against coat or shirt"},
      {"bio-train", {3, {}, {5, 7, 9}}, "footwear (sandal, sneaker, ankle boot) against the rest"},
      {"mushrooms", {0, {}, {}}, "German Credit's class good against bad"}};
  return s;
}

}  // namespace privbound::solvers::data
