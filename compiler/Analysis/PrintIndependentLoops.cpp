//===- PrintIndependentLoops.cpp - The IndependentLoops analysis as remarks -===//
#include "compiler/Analysis/IndependentLoops.h"
#include "compiler/Analysis/Passes.h"

namespace mlir::pyrite {
#define GEN_PASS_DEF_PRINTINDEPENDENTLOOPSPASS
#include "compiler/Analysis/Passes.h.inc"

namespace {
struct PrintIndependentLoopsPass : impl::PrintIndependentLoopsPassBase<PrintIndependentLoopsPass> {
  void runOnOperation() override {
    InBoundsLoops inBounds(getOperation());
    IndependentLoops analysis(inBounds);
    for (const IndependentLoop &loop : analysis.loops)
      inBounds.loops[loop.nest.front()].rangeItem->emitRemark("independent iterations: ")
          << loop.nest.size() << " loop(s), " << loop.written.size() << " array(s) written, "
          << loop.read.size() << " other(s) read";
    markAllAnalysesPreserved();
  }
};
} // namespace
} // namespace mlir::pyrite
