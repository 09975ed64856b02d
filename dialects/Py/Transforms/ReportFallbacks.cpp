//===- ReportFallbacks.cpp - Each py.fallback: a warning, or strict's error ===//
#include "dialects/Py/IR/PyOps.h"
#include "dialects/Py/Transforms/Passes.h"

namespace mlir::pyrite::py {
#define GEN_PASS_DEF_PYREPORTFALLBACKSPASS
#include "dialects/Py/Transforms/Passes.h.inc"

namespace {
struct PyReportFallbacksPass : impl::PyReportFallbacksPassBase<PyReportFallbacksPass> {
  using Base::Base;
  void runOnOperation() override {
    bool failedStrict = false;
    getOperation().walk([&](FallbackOp op) {
      auto func = op->getParentOfType<func::FuncOp>();
      bool strictHere = strict == "all" || (strict == "function" && func->hasAttr(kStrictAttr));
      // Before control flow becomes a CFG: whether CPython runs it per iteration.
      if (op->getParentOfType<WhileOp>())
        op->setAttr(kInLoopAttr, UnitAttr::get(op.getContext()));
      if (strictHere) {
        op.emitError("unsupported: ") << op.getReason();
        failedStrict = true;
      } else {
        op.emitWarning("runs in CPython: ") << op.getReason();
      }
    });
    if (failedStrict)
      signalPassFailure();
  }
};
} // namespace
} // namespace mlir::pyrite::py
