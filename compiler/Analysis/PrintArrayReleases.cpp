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
    for (const ArrayRelease &release : findArrayReleases(func, fused, rowFusions)) {
      InFlightDiagnostic remark = release.after->emitRemark("frees the array of ");
      if (Operation *def = release.array.getDefiningOp())
        remark << "'" << def->getName() << "'";
      else
        remark << "a block argument";
    }
    markAllAnalysesPreserved();
  }
};
} // namespace
} // namespace mlir::pyrite
