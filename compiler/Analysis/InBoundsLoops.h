//===- InBoundsLoops.h - Indexes a range loop keeps in bounds ---*- C++ -*-===//
//
// `for i in range(start, stop)` visits start + k for k < len. An index i + c
// into an array defined before the loop is in bounds on every iteration when
// start + c >= 0 and start + len - 1 + c < size: tested once before the loop,
// that flag lets each covered index skip its negative wrap and IndexError
// check, and `i + c` its overflow check (i + c then lies in [0, size)). This
// analysis finds the loops and indexes on typed py IR in CFG form; the
// lowering (convert-py-to-standard) emits the flag and keeps each check as
// `!flag && out of bounds`, so LLVM's loop unswitching makes a version of the
// loop without them, which vectorises.
//
//===----------------------------------------------------------------------===//
#ifndef PYRITE_COMPILER_ANALYSIS_INBOUNDSLOOPS_H
#define PYRITE_COMPILER_ANALYSIS_INBOUNDSLOOPS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir::pyrite {

/// A `for i in range(start, stop)` loop (step 1) and the element indexes in
/// it of the form i + c on arrays defined before it.
struct InBoundsLoop {
  Operation *entry;         ///< the branch into the loop header
  Operation *rangeItem;     ///< i = start + k (py.range_item)
  Operation *headerCompare; ///< k < len (py.compare)
  struct Index {
    Operation *access; ///< py.getitem or py.setitem
    unsigned position; ///< its operand that is the index
    int64_t offset;    ///< c
  };
  SmallVector<Index> indexes;
};

struct InBoundsLoops {
  /// The loops of `func`, typed py IR in CFG form.
  explicit InBoundsLoops(func::FuncOp func);
  /// No loops (the lowering's bounds-check elimination turned off).
  InBoundsLoops() = default;

  SmallVector<InBoundsLoop> loops;
  /// (access, operand) -> its loop in `loops`.
  llvm::DenseMap<std::pair<Operation *, unsigned>, unsigned> coveredIndexes;
  /// The `i + c` op of a covered index -> its loop.
  llvm::DenseMap<Operation *, unsigned> coveredOffsets;
  /// A loop's entry branch -> the loop.
  llvm::DenseMap<Operation *, unsigned> loopEnteredBy;
};

} // namespace mlir::pyrite

#endif
