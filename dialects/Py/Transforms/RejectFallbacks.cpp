//===- RejectFallbacks.cpp - Strict mode: no py.fallback --------*- C++ -*-===//
#include "dialects/Py/IR/PyOps.h"
#include "dialects/Py/Transforms/Passes.h"

namespace mlir::pyrite::py {
#define GEN_PASS_DEF_PYREJECTFALLBACKSPASS
#include "dialects/Py/Transforms/Passes.h.inc"

namespace {
struct PyRejectFallbacksPass
    : impl::PyRejectFallbacksPassBase<PyRejectFallbacksPass> {
  void runOnOperation() override {
    bool found = false;
    getOperation().walk([&](FallbackOp op) {
      op.emitError("unsupported: ") << op.getReason();
      found = true;
    });
    if (found)
      signalPassFailure();
  }
};
} // namespace
} // namespace mlir::pyrite::py
