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

def PrintElementwiseFusionPass : Pass<"pyrite-print-elementwise-fusion", "mlir::func::FuncOp"> {
  let summary = "remarks on the element-wise array operations computed inside their user's loop";
  let description = [{
    Runs the element-wise fusion analysis (compiler/Analysis/ElementwiseFusion.h)
    on typed py IR and reports it, changing nothing: a remark at each
    operation fused into its one user. convert-py-to-standard consumes the
    same analysis.
  }];
}

#endif
