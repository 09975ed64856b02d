//===- PrintInBoundsLoops.cpp - The InBoundsLoops analysis as remarks -===//
#include "compiler/Analysis/InBoundsLoops.h"
#include "compiler/Analysis/Passes.h"

namespace mlir::pyrite {
#define GEN_PASS_DEF_PRINTINBOUNDSLOOPSPASS
#include "compiler/Analysis/Passes.h.inc"

namespace {
struct PrintInBoundsLoopsPass : impl::PrintInBoundsLoopsPassBase<PrintInBoundsLoopsPass> {
  void runOnOperation() override {
    InBoundsLoops analysis(getOperation());
    for (const InBoundsLoop &loop : analysis.loops) {
      loop.rangeItem->emitRemark("in-bounds loop: ")
          << loop.indexes.size() << " index(es) tested once before it";
      for (const InBoundsLoop::Index &index : loop.indexes) {
        InFlightDiagnostic remark = index.access->emitRemark("index operand ");
        remark << index.position << " in bounds where that test holds: i";
        if (index.offset)
          remark << (index.offset < 0 ? " - " : " + ") << std::abs(index.offset);
      }
    }
    markAllAnalysesPreserved();
  }
};
} // namespace
} // namespace mlir::pyrite
