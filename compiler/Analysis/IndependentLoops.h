//===- IndependentLoops.h - Range loops whose iterations are independent -*- C++ -*-===//
//
// `for i in range(start, stop): out[i] = a * x[i] + y[i]` computes each
// element apart from the others: run in any order, or all at once, its
// iterations leave what the sequential loop leaves. This analysis finds such
// loops on typed py IR in CFG form, among the InBoundsLoops (their indexes
// i + c, tested once before the loop):
//
// - the loop is its header and one body block; the header carries only the
//   counter, and nothing but the counter's test is in it;
// - every operation in the body is pure once the in-bounds test holds: an
//   element read or store whose indexes are all covered, constants, the
//   covered `i + c`, and float arithmetic that cannot raise (on NumPy
//   scalars, whose float ops never raise; on Python floats, +, - and *);
// - a store converts its value without a check (into a float array, or an
//   int array of the value's own NumPy dtype);
// - every access to an array the loop writes uses the same offsets, so
//   iteration i touches one element of it that no other iteration touches.
//
// What the analysis cannot see, the lowering tests at run time before it
// takes the parallel version: the in-bounds flag, that no written array
// shares memory with another array the loop reads or writes, and that no
// written axis has stride 0 (a broadcast view).
//
//===----------------------------------------------------------------------===//
#ifndef PYRITE_COMPILER_ANALYSIS_INDEPENDENTLOOPS_H
#define PYRITE_COMPILER_ANALYSIS_INDEPENDENTLOOPS_H

#include "compiler/Analysis/InBoundsLoops.h"

#include "llvm/ADT/DenseMap.h"

namespace mlir::pyrite {

/// A range loop whose iterations are independent, and what it accesses.
struct IndependentLoop {
  unsigned inBoundsLoop; ///< its number in InBoundsLoops::loops
  Block *body;           ///< the one block of the loop besides its header
  Block *exit;           ///< where the loop leaves (no arguments)
  /// An access of each array stored into, and of each other array read,
  /// each array once (the lowering reads the arrays' lowered values there).
  SmallVector<OpOperand *> written, read;
};

struct IndependentLoops {
  IndependentLoops(const InBoundsLoops &inBounds);
  IndependentLoops() = default;

  SmallVector<IndependentLoop> loops;
  /// A loop's entry branch -> the loop.
  llvm::DenseMap<Operation *, unsigned> loopEnteredBy;
};

} // namespace mlir::pyrite

#endif
