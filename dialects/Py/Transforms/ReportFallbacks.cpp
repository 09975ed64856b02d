//===- ReportFallbacks.cpp - Each py.fallback: a warning, or strict's error ===//
#include "dialects/Py/IR/PyOps.h"
#include "dialects/Py/Transforms/Passes.h"

namespace mlir::pyrite::py {
#define GEN_PASS_DEF_PYREPORTFALLBACKSPASS
#include "dialects/Py/Transforms/Passes.h.inc"

SmallVector<std::pair<Location, StringRef>> fallbackSites(Operation *fallback) {
  SmallVector<std::pair<Location, StringRef>> sites;
  if (auto inner = fallback->getAttrOfType<ArrayAttr>(kInnerSitesAttr)) {
    for (auto site : inner.getAsRange<ArrayAttr>())
      sites.push_back({cast<LocationAttr>(site[0]), cast<StringAttr>(site[1]).getValue()});
  } else {
    sites.push_back({fallback->getLoc(), cast<FallbackOp>(fallback).getReason()});
  }
  return sites;
}

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
      // A loop made one fallback is reported as the constructs in it.
      for (auto [where, reason] : fallbackSites(op)) {
        if (strictHere) {
          emitError(where, "unsupported: ") << reason;
          failedStrict = true;
        } else {
          emitWarning(where, "runs in CPython: ") << reason;
        }
      }
    });
    if (failedStrict)
      signalPassFailure();
  }
};
} // namespace
} // namespace mlir::pyrite::py
