//===- ParOps.td - The par dialect: work split among workers ---*- tablegen -*-===//
//
// The target-neutral array level between convert-py-to-standard and a
// backend stage: loops and the values that say how a target may split them.
//
//===----------------------------------------------------------------------===//
#ifndef PYRITE_PAR_OPS_TD
#define PYRITE_PAR_OPS_TD

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Par_Dialect : Dialect {
  let name = "par";
  let summary = "how array loops may be split among a target's workers";
  let description = [{
    convert-py-to-standard writes array loops once, for any target, on
    memrefs (linalg, scf). Where a loop may run on several workers, what
    the target decides is left as a `par` value or a `par.` mark, and a
    backend stage (compiler/Backend/CPU for now) replaces it:

    - `par.element_loop` (a unit attribute on a `linalg.generic`): an
      element loop, which the CPU stage versions by inner strides;
    - `par.split_rows` (on an element loop): it may be split by rows among
      workers; nothing around it is split already;
    - `par.line_store` (on a `memref.store` in an element loop's body): the
      body also writes an element other than its own output element, of
      the output or another array (a scan writes its line, the loop being
      over the lines' last elements; `x[mask] = v` its selection's block of
      x), one that no other element of the loop reads or writes;
    - `par.error_flag` (on a `memref.atomic_rmw` in an element loop's body):
      it records an error (which element raised first) in a flag array
      that the code after the loop reads and raises from;
    - `par.atomic_update` (on a `memref.atomic_rmw` in an element loop's
      body): it combines a value into an element of an array that other
      elements of the loop may update too, by an operation whose result
      does not depend on their order (an integer max or add: `x[idx] = v`'s
      claims of rows, where the last item wins; histogram counts); the code
      after the loop reads it;
    - `par.row_blocks` (on an `scf.parallel` over `par.workers` workers): a
      row fusion's blocks, each worker taking its share with buffers of its
      own.

    The code is correct as written for one worker, so a target may also
    ignore the marks.
  }];
  let cppNamespace = "::mlir::pyrite::par";
}

class Par_Op<string mnemonic, list<Trait> traits = []>
    : Op<Par_Dialect, mnemonic, traits>;

def Par_WorkersOp : Par_Op<"workers", [Pure]> {
  let summary = "how many workers a loop over so many elements is split among";
  let description = [{
    At least 1. The upper bound of an `scf.parallel` marked `par.row_blocks`
    and the number of per-worker rows of its buffers: worker `w` uses rows
    `[w * n, (w + 1) * n)` of buffers of `workers * n` rows. The CPU stage
    (pyrite-cpu-row-blocks) makes it the OpenMP thread count from its
    threshold of elements up, and 1 below it or without threads.
    ```mlir
    %workers = par.workers %elements
    ```
  }];
  let arguments = (ins Index:$elements);
  let results = (outs Index:$count);
  let assemblyFormat = "$elements attr-dict";
}

#endif // PYRITE_PAR_OPS_TD
