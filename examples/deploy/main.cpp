// Calls the functions examples/deploy/model.py compiles to (model.h, made at
// build time by pyrite_add_library): scalars, arrays as DLPack tensors, and a
// Python exception raised in compiled code.
#include "model.h"

#include <cstdio>
#include <vector>

namespace {

/// A 1-D float64 tensor over `data` (borrowed: the caller keeps it alive).
DLTensor tensorOf(std::vector<double> &data, int64_t &shape) {
  shape = static_cast<int64_t>(data.size());
  DLTensor t{};
  t.data = data.data();
  t.device = {kDLCPU, 0};
  t.ndim = 1;
  t.dtype = {kDLFloat, 64, 1};
  t.shape = &shape;
  t.strides = nullptr; // contiguous
  return t;
}

void print(const char *what, const DLManagedTensor *result) {
  const DLTensor &t = result->dl_tensor;
  const auto *values = static_cast<const double *>(t.data);
  std::printf("%s:", what);
  for (int64_t i = 0; i < t.shape[0]; ++i)
    std::printf(" %.4f", values[i]);
  std::printf("\n");
}

} // namespace

int main() {
  std::vector<double> data{-2.0, -0.5, 0.0, 1.5, 3.0};
  int64_t shape;
  DLTensor x = tensorOf(data, shape);

  DLManagedTensor *relu = nullptr;
  if (pyrite_model_leaky_relu(&x, &relu) != 0)
    return 1;
  print("leaky_relu", relu);
  relu->deleter(relu);

  DLManagedTensor *normed = nullptr;
  if (pyrite_model_layer_norm(&x, 1e-5, &normed) != 0)
    return 1;
  print("layer_norm", normed);
  normed->deleter(normed);

  int64_t steps = 0;
  if (pyrite_model_steps_to_one(27, &steps) != 0)
    return 1;
  std::printf("steps_to_one(27): %lld\n", static_cast<long long>(steps));

  // The model raises ValueError for eps <= 0: the call returns -1 and the
  // runtime names the exception, as CPython would.
  if (pyrite_model_layer_norm(&x, 0.0, &normed) != 0) {
    std::printf("layer_norm(x, 0.0) raised %s: %s\n", pyrite_error_name(), pyrite_error_message());
    pyrite_error_clear();
  }
  return 0;
}
