//===- IndependentLoops.h - Range loops whose iterations are independent -*- C++ -*-===//
//
// `for i in range(start, stop): out[i] = a * x[i] + y[i]` computes each
// element apart from the others: run in any order, or all at once, its
// iterations leave what the sequential loop leaves. This analysis finds such
// loops, and nests of two (`for i ...: for j ...: out[i, j] = ...`), on
// typed py IR in CFG form, among the InBoundsLoops (their indexes i + c):
//
// - each loop is its header and one body block, the outer loop's body the
//   inner loop's entry, its range (computed from values that do not change
//   with i: constants, shapes, lengths) and operations on i that the inner
//   body could hold (`s = w[i]`), but stores; a header carries only the
//   counter, and nothing but the counter's test is in it;
// - every operation in the (inner) body is pure once its indexes are in
//   bounds: an element read or store whose indexes are all `i + c` or
//   `j + c`, constants, those `i + c`, float arithmetic that cannot raise
//   (on NumPy scalars, whose float ops never raise; on Python floats, +, -
//   and *), comparisons, `not`, `min` and `max` of real scalars, Python
//   int `//` and `%` by a constant that cannot raise, and Python int `+`,
//   `-` and `*` that raise only where the lowering's box leaves them out
//   (`i + 1 < n`, `n - 1`, `2 * i + start`: IndependentLoop::intArithmetic);
// - the body's blocks branch only among themselves and back to the header,
//   without cycles, each `if` (a conditional branch) to two sides that
//   meet again (at the branch's immediate post-dominator, or at the end of
//   the iteration): the lowering copies the body as nested ifs;
// - a store converts its value without a check (into a float array, or an
//   int array of the value's own NumPy dtype);
// - every access to an array the loop writes uses the same offsets, so
//   iteration i touches one element of it that no other iteration touches.
//
// What the analysis cannot see, the lowering tests at run time before it
// runs iterations at once: which iterations' indexes are in bounds, that no
// written array shares memory with another array the loop reads or writes,
// and that each iteration's element of a written array is at an address of
// its own (strides, wraps).
//
//===----------------------------------------------------------------------===//
#ifndef PYRITE_COMPILER_ANALYSIS_INDEPENDENTLOOPS_H
#define PYRITE_COMPILER_ANALYSIS_INDEPENDENTLOOPS_H

#include "compiler/Analysis/InBoundsLoops.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <vector>

namespace mlir::pyrite {

/// A range loop, or a nest of two, whose iterations are independent, and
/// what it accesses.
struct IndependentLoop {
  /// Its loops' numbers in InBoundsLoops::loops, the outer first.
  SmallVector<unsigned, 2> nest;
  /// The inner loop's body: its blocks besides its header, the first
  /// entered from the header, each after its predecessors.
  SmallVector<Block *> body;
  Block *header;   ///< the inner loop's header: where an iteration ends
  /// Every block of the nest (body, header; of a nest, the outer loop's body
  /// and its index's block): a value defined elsewhere does not change in it.
  llvm::SmallPtrSet<Block *, 8> blocks;
  Operation *step; ///< the inner loop's k + 1, which its back edges pass
  Block *exit;   ///< where the outer loop leaves (no arguments)
  /// Each body block ending in a conditional branch -> where its two sides
  /// meet again (the header: at the iteration's end).
  llvm::DenseMap<Block *, Block *> merges;
  /// The body's Python int `+`, `-` and `*` that can raise only
  /// OverflowError, in order: of values that do not change in the nest
  /// (`n - 1`: OverflowError at every iteration or none), or of such values
  /// and one index, a * index + w with a and w not changing (`i + 1`,
  /// `n - 1 - i`, `2 * i + start`: monotone in the index, so OverflowError
  /// from some iteration of its loop on; a is 1, -1 or one value times
  /// either), or `+` and `-` of such values and both indexes of a nest,
  /// each once, at most one a a value (`i - j`, `m * i + j`: largest and
  /// smallest at corners of a rectangle); and abs() of such a value (it
  /// overflows where the value is -2**63, as 0 - value does). The lowering
  /// keeps the iterations where one overflows out of its box.
  struct IntArithmetic {
    Operation *op;
    unsigned levels; ///< its indexes' loops in `nest`, as bits (0: none)
    unsigned scaled; ///< those whose a is a value (else 1 or -1), as bits
  };
  SmallVector<IntArithmetic> intArithmetic;
  /// The lengths the body (or a nest's prelude) reads of arrays defined
  /// before the nest (`len(x)`, `x.shape[k]`: Python ints that cannot raise)
  /// -> the operand holding the array (of the len or of the shape's getattr)
  /// and the axis.
  llvm::DenseMap<Operation *, std::pair<OpOperand *, int64_t>> lengths;
  /// Of a nest: the outer body's operations computed once before it
  /// (constants, shapes, the inner loop's length: pure, not changing with i).
  SmallVector<Operation *> prelude;
  /// Of a nest: the outer body's operations on i (`s = w[i]` before the
  /// inner loop), in order; admitted as the inner body's are, but for
  /// stores. The lowering runs them again at each j, and alone for each i
  /// where the inner range is empty.
  SmallVector<Operation *> rowOps;
  /// An access of each array stored into, and of each other array read,
  /// each array once (the lowering reads the arrays' lowered values there).
  SmallVector<OpOperand *> written, read;
  /// Per array (written, then read): a number shared by the arrays whose
  /// every access has the same offsets (for two views of the same elements,
  /// the same element each iteration), -1 for an array accessed at several.
  SmallVector<int> elementClass;
};

struct IndependentLoops {
  IndependentLoops(const InBoundsLoops &inBounds);
  IndependentLoops() = default;

  std::vector<IndependentLoop> loops;
  /// A loop's entry branch -> the loop.
  llvm::DenseMap<Operation *, unsigned> loopEnteredBy;
};

} // namespace mlir::pyrite

#endif
