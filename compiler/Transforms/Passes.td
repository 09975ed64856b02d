//===- Passes.td - pyrite's optimisations on typed py ---------*- tablegen -*-===//
#ifndef PYRITE_TRANSFORMS_PASSES_TD
#define PYRITE_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def VersionRowFusionsPass : Pass<"pyrite-version-row-fusions", "mlir::func::FuncOp"> {
  let summary = "gives a row fusion that reads 1-D arrays a block guarded by their lengths";
  let description = [{
    A row fusion (compiler/Analysis/RowFusion.h) may read a 1-D array
    (layernorm's gamma and beta) as a row broadcast down its (N, M) source
    only when the array's length is M; for other lengths NumPy broadcasts
    differently or raises. This pass splits the run's block:

      ^block:  ...  cond_br truth(py.rows_match(source, arrays...)), ^fused, ^plain
      ^fused:  the run                          br ^merge(values used later)
      ^plain:  a copy of the run (NumPy's broadcasting and errors) br ^merge(...)
      ^merge:  the rest of the block

    so the analysis fuses the copy in `^fused` and leaves `^plain` to the
    element-wise lowering. Constants between the run's members move before
    it. Runs on typed py in CFG form; convert-py-to-standard follows it.
  }];
}

#endif
