#include <algorithm>
#include <mutex>
#include <string>

#include "privbound/solvers/data/debian.hpp"
#include "privbound/solvers/data/readers.hpp"

namespace privbound::solvers::data {

numeric::Result<const ImageSet*> fashion_mnist_images(bool with_train) {
  static std::mutex mu;
  static ImageSet cache;
  const std::lock_guard<std::mutex> lock(mu);
  const std::string dir = fashion_mnist().path + "/";
  if (cache.test.values.empty()) {
    PB_TRY(cache.test, read_idx(dir + "t10k-images-idx3-ubyte.gz"));
    PB_TRY(cache.test_labels, read_idx(dir + "t10k-labels-idx1-ubyte.gz"));
  }
  if (with_train && cache.train.values.empty()) {
    PB_TRY(cache.train, read_idx(dir + "train-images-idx3-ubyte.gz"));
    PB_TRY(cache.train_labels, read_idx(dir + "train-labels-idx1-ubyte.gz"));
  }
  return &cache;
}

numeric::Result<bool> pooled_binary(const IdxArray& images, const IdxArray& labels, const ImageTask& task,
                                    Eigen::MatrixXd& X, Eigen::VectorXd& y) {
  static const char* fn = "pooled_binary";
  if (images.dims.size() != 3) return numeric::domain_error(fn, "images", "an array of rank 3", "");
  if (labels.dims.size() != 1 || labels.dims[0] != images.dims[0])
    return numeric::domain_error(fn, "labels", "one per image", "");
  const std::size_t count = images.dims[0], rows = images.dims[1], cols = images.dims[2];
  if (task.pool < 1 || static_cast<std::size_t>(task.pool) > std::min(rows, cols))
    return numeric::domain_error(fn, "pool", "[1, image side]", std::to_string(task.pool));
  const auto p = static_cast<std::size_t>(task.pool);
  const std::size_t gr = rows / p, gc = cols / p;
  auto in = [](const std::vector<int>& v, int c) { return std::find(v.begin(), v.end(), c) != v.end(); };
  std::vector<std::size_t> keep;
  for (std::size_t k = 0; k < count; ++k)
    if (task.classes.empty() || in(task.classes, static_cast<int>(labels.values[k]))) keep.push_back(k);
  X.resize(static_cast<Eigen::Index>(keep.size()), static_cast<Eigen::Index>(gr * gc));
  y.resize(static_cast<Eigen::Index>(keep.size()));
  const double scale = 1.0 / (255.0 * static_cast<double>(p * p));
  for (std::size_t r = 0; r < keep.size(); ++r) {
    const double* px = images.values.data() + keep[r] * rows * cols;
    for (std::size_t a = 0; a < gr; ++a)
      for (std::size_t b = 0; b < gc; ++b) {
        double sum = 0;
        for (std::size_t i = 0; i < p; ++i)
          for (std::size_t j = 0; j < p; ++j) sum += px[(a * p + i) * cols + b * p + j];
        X(static_cast<Eigen::Index>(r), static_cast<Eigen::Index>(a * gc + b)) = sum * scale;
      }
    y(static_cast<Eigen::Index>(r)) = in(task.positive, static_cast<int>(labels.values[keep[r]])) ? 1.0 : -1.0;
  }
  return true;
}

}  // namespace privbound::solvers::data
