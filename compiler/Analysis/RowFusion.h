//===- RowFusion.h - Element-wise code fused with row reductions -*- C++ -*-===//
//
// softmax and layernorm are runs of element-wise operations and reductions
// along the last axis with keepdims=True, all over the rows of one 2-D array
// (a reduction without keepdims may end a run: `(x * x).sum(axis=1)`):
//
//   m = x.max(axis=1, keepdims=True)
//   e = np.exp(x - m)
//   return e / e.sum(axis=1, keepdims=True)
//
// Every value in such a run is (N, M) or (N, 1) for the source's (N, M), and
// row i of each depends only on row i of the values before it, so
// convert-py-to-standard computes the run a block of rows at a time. This
// analysis finds the runs on typed py IR.
//
// A run may read 1-D arrays (gamma, beta) as rows broadcast down the source,
// but only where their length is M, and other 2-D arrays (`(a * b).sum(1)`)
// only where they are (N, M) with the source's order of axes (so every
// member is laid out, and summed, as NumPy's would be):
// pyrite-version-row-fusions gives such a run a block of its own, entered
// when `py.rows_match` holds, beside an unfused copy for the other shapes.
// The analysis accepts such an operand only in a block so guarded (or, to
// find the runs to version, any). In the copy for 1-D arrays of other
// lengths it finds no run: that rare path stays unfused, its code not
// doubled; the copy for 2-D arrays of other shapes (an (N, 1) one, common)
// it plans as an unguarded block, without them.
//
//===----------------------------------------------------------------------===//
#ifndef PYRITE_COMPILER_ANALYSIS_ROWFUSION_H
#define PYRITE_COMPILER_ANALYSIS_ROWFUSION_H

#include "dialects/Py/IR/PyOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <vector>

namespace mlir::pyrite {

/// One run of element-wise operations and row reductions.
struct RowFusion {
  SmallVector<Operation *> members; ///< in program order
  Value source;                     ///< the (N, M) array the run walks
  OpOperand *sourceUse = nullptr;   ///< a read of it (its lowered value, later)
  /// Members whose value has one column (N, 1), the others have M.
  llvm::SmallPtrSet<Operation *, 8> narrow;
  /// Members whose value is used after the run: whole arrays.
  llvm::SmallPtrSet<Operation *, 8> escaping;
  /// 1-D arrays the run reads (gamma, beta): rows of M it broadcasts down.
  SmallVector<Value, 2> rowOperands; ///< each once
  /// A read of each other (N, M) array the run reads (`a * b`), each once:
  /// blocked as the source is (their lowered values, later).
  SmallVector<OpOperand *, 2> otherSourceUses;
  /// Scalar constants (and float NumPy scalars of them) the members read
  /// that are defined after the first member, in program order: the run is
  /// computed at its first member, so they move before it.
  SmallVector<Operation *> lateConstants;
};

struct RowFusionPlan {
  std::vector<RowFusion> runs;
  DenseMap<Operation *, unsigned> runOf; ///< member -> its run
};

/// Which 1-D arrays a run may read as rows.
enum class RowOperands {
  Guarded, ///< those a `py.rows_match` guarding the run's block checked
  Any,     ///< any defined before the run (to find the runs to version)
};

/// The `py.rows_match` whose truth decides the branch that alone enters
/// `block` (null if none), and whether the block is its true side.
std::pair<py::RowsMatchOp, bool> findRowsGuard(Block &block);

/// The row fusions of `func` (typed py, CFG form), given the element-wise
/// operations fused into their users (findFusedElementwise). Changes nothing.
RowFusionPlan findRowFusions(func::FuncOp func, const llvm::SmallPtrSetImpl<Operation *> &fused,
                             RowOperands rowOperands);

} // namespace mlir::pyrite

#endif
