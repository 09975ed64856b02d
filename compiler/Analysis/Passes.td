//===- Passes.td - pyrite's analyses, printed ------------------*- tablegen -*-===//
#ifndef PYRITE_ANALYSIS_PASSES_TD
#define PYRITE_ANALYSIS_PASSES_TD

include "mlir/Pass/PassBase.td"

def PrintInBoundsLoopsPass : Pass<"pyrite-print-in-bounds-loops", "mlir::func::FuncOp"> {
  let summary = "remarks on the range loops whose indexes one test before the loop keeps in bounds";
  let description = [{
    Runs the InBoundsLoops analysis (compiler/Analysis/InBoundsLoops.h) on
    typed py IR in CFG form and reports it, changing nothing: a remark at
    each loop's `py.range_item` with the number of indexes covered, and one
    at each covered `py.getitem`/`py.setitem` index with its offset c in
    `i + c`. convert-py-to-standard consumes the same analysis.
  }];
}

def PrintIndependentLoopsPass : Pass<"pyrite-print-independent-loops", "mlir::func::FuncOp"> {
  let summary = "remarks on the range loops whose iterations are independent";
  let description = [{
    Runs the IndependentLoops analysis (compiler/Analysis/IndependentLoops.h)
    on typed py IR in CFG form and reports it, changing nothing: a remark at
    each such loop's `py.range_item` with the number of arrays it writes and
    of the others it reads. For a GPU, convert-py-to-standard runs these
    loops as element loops (kernels) where its run-time tests hold.
  }];
}

def PrintElementwiseFusionPass : Pass<"pyrite-print-elementwise-fusion", "mlir::func::FuncOp"> {
  let summary = "remarks on the element-wise array operations computed inside their user's loop";
  let description = [{
    Runs the element-wise fusion analysis (compiler/Analysis/ElementwiseFusion.h)
    on typed py IR and reports it, changing nothing: a remark at each
    operation fused into its one user. convert-py-to-standard consumes the
    same analysis.
  }];
}

def PrintRowFusionsPass : Pass<"pyrite-print-row-fusions", "mlir::func::FuncOp"> {
  let summary = "remarks on the runs of element-wise code and row reductions computed a block of rows at a time";
  let description = [{
    Runs the row fusion analysis (compiler/Analysis/RowFusion.h) on typed py
    IR in CFG form and reports it, changing nothing: a remark at each run's
    first member with its number of operations, of reductions and of 1-D
    arrays read as rows, and one at each member whose value is used after
    the run (a whole array). A 1-D array counts only in a block that
    pyrite-version-row-fusions guarded, as in convert-py-to-standard.
  }];
}

def PrintArrayReleasesPass : Pass<"pyrite-print-array-releases", "mlir::func::FuncOp"> {
  let summary = "remarks on where each array the function owns is freed";
  let description = [{
    Runs the release analysis (compiler/Analysis/ArrayReleases.h) on typed
    py IR in CFG form, with the element-wise and row fusions, and reports
    it, changing nothing: a remark at each operation after which an array
    dies, naming what made the array (an op, or a block argument). An
    array never named is handed on, or kept until the call ends (the
    arena frees it). convert-py-to-standard consumes the same analysis.
  }];
}

#endif
