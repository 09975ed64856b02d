//===- PrintRowFusions.cpp - The row fusion analysis as remarks ---------===//
#include "compiler/Analysis/ElementwiseFusion.h"
#include "compiler/Analysis/Passes.h"
#include "compiler/Analysis/RowFusion.h"
#include "dialects/Py/IR/PyOps.h"

namespace mlir::pyrite {
#define GEN_PASS_DEF_PRINTROWFUSIONSPASS
#include "compiler/Analysis/Passes.h.inc"

namespace {
struct PrintRowFusionsPass : impl::PrintRowFusionsPassBase<PrintRowFusionsPass> {
  void runOnOperation() override {
    llvm::SmallPtrSet<Operation *, 16> fused = findFusedElementwise(getOperation());
    RowFusionPlan plan = findRowFusions(getOperation(), fused, RowOperands::Guarded);
    for (const RowFusion &run : plan.runs) {
      unsigned reductions = llvm::count_if(run.members, [](Operation *m) {
        return m->hasTrait<py::NumPyReduction>();
      });
      run.members.front()->emitRemark()
          << "row fusion: operations " << run.members.size() << ", reductions " << reductions
          << ", 1-D arrays read as rows " << run.rowOperands.size()
          << ", other (N, M) arrays " << run.otherSourceUses.size();
      for (Operation *m : run.members)
        if (run.escaping.contains(m))
          m->emitRemark("used after the row fusion: a whole array");
    }
    markAllAnalysesPreserved();
  }
};
} // namespace
} // namespace mlir::pyrite
