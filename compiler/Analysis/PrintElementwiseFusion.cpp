//===- PrintElementwiseFusion.cpp - The fusion analysis as remarks ----===//
#include "compiler/Analysis/ElementwiseFusion.h"
#include "compiler/Analysis/Passes.h"

namespace mlir::pyrite {
#define GEN_PASS_DEF_PRINTELEMENTWISEFUSIONPASS
#include "compiler/Analysis/Passes.h.inc"

namespace {
struct PrintElementwiseFusionPass
    : impl::PrintElementwiseFusionPassBase<PrintElementwiseFusionPass> {
  void runOnOperation() override {
    llvm::SmallPtrSet<Operation *, 16> fused = findFusedElementwise(getOperation());
    // In program order: the set's order is its pointers'.
    getOperation().walk([&](Operation *op) {
      if (fused.contains(op))
        op->emitRemark("computed inside the loop of its user, an element at a time");
    });
    markAllAnalysesPreserved();
  }
};
} // namespace
} // namespace mlir::pyrite
