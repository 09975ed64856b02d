//===- PrintArrayReleases.cpp - The release analysis as remarks ---------===//
#include "compiler/Analysis/ArrayReleases.h"
#include "compiler/Analysis/ElementwiseFusion.h"
#include "compiler/Analysis/Passes.h"

namespace mlir::pyrite {
#define GEN_PASS_DEF_PRINTARRAYRELEASESPASS
#include "compiler/Analysis/Passes.h.inc"

namespace {
struct PrintArrayReleasesPass : impl::PrintArrayReleasesPassBase<PrintArrayReleasesPass> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    llvm::SmallPtrSet<Operation *, 16> fused = findFusedElementwise(func);
    RowFusionPlan rowFusions = findRowFusions(func, fused, RowOperands::Guarded);
    ArrayReleasePlan plan = findArrayReleases(
        func, fused, rowFusions, findFreshReturningFunctions(func->getParentOfType<ModuleOp>()));
    for (const ArrayRelease &release : plan.releases) {
      InFlightDiagnostic remark = release.after->emitRemark("frees the array of ");
      if (Operation *def = release.array.getDefiningOp())
        remark << "'" << def->getName() << "'";
      else
        remark << "a block argument";
    }
    // In operand order: the set's own order is its pointers'.
    func.walk([&](py::MakeTupleOp tuple) {
      for (OpOperand &use : tuple->getOpOperands())
        if (plan.movedIntoTuples.contains(&use))
          tuple->emitRemark("moves the array of operand ") << use.getOperandNumber() << " in";
    });
    func.walk([&](py::TupleGetOp get) {
      if (plan.ownedTupleItems.contains(get))
        get->emitRemark("takes the array with its token");
    });
    markAllAnalysesPreserved();
  }
};
} // namespace
} // namespace mlir::pyrite
