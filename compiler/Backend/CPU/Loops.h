//===- Loops.h - How CPU code cuts and versions array loops -----*- C++ -*-===//
//
// Used by the CPU stage's passes, and by the row fusion lowering, which still
// makes its own CPU loops inside convert-py-to-standard.
//
// LLVM vectorises a loop over memrefs of dynamic strides only with runtime
// checks it often gives up on. A copy of the loop whose operands have a
// static inner stride (1, or 0 for an operand stretched along the last axis
// by broadcasting) vectorises plainly, so CPU code keeps such copies behind
// a test of the actual strides.
//
//===----------------------------------------------------------------------===//
#ifndef PYRITE_COMPILER_BACKEND_CPU_LOOPS_H
#define PYRITE_COMPILER_BACKEND_CPU_LOOPS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::pyrite::cpu {

/// Loops of at least this many elements run on all cores by default: below
/// it the fork and join of the threads cost more than they save.
inline constexpr int64_t kMinParallelElements = 1 << 16;

/// Versions of one stretched operand are made for at most this many
/// stretchable operands (each version is a copy of the loop).
inline constexpr unsigned kMaxStretchedVersions = 3;

/// Emits `body` at `builder`'s insertion point once per version of
/// `operands` (memrefs of one rank): every inner stride 1 (fresh arrays,
/// rows of C-ordered views); then, when the first `stretchable` operands are
/// at most kMaxStretchedVersions, operand k of them with inner stride 0 (an
/// (N, 1) array stretched along the rows: `x / s`) and the others 1; last,
/// the operands as they are (other broadcasts, steps, transposes). Each static version reads `operands` through a reinterpret_cast to a
/// static inner stride (linalg folds a memref.cast away, static strides and
/// all).
void buildInnerStrideVersions(OpBuilder &builder, Location loc, ArrayRef<Value> operands,
                              unsigned stretchable, function_ref<void(ArrayRef<Value>)> body);

/// Emits `body` twice: on `operands` with the static inner strides
/// `expected` (0 or 1 each), behind a test that they hold, and on the
/// operands as they are. For loops whose layouts are known but in rare
/// cases (a row fusion's (N, 1) buffers are read with stride 0, its rows
/// with stride 1), instead of every version buildInnerStrideVersions makes.
void buildExpectedStrideVersion(OpBuilder &builder, Location loc, ArrayRef<Value> operands,
                                ArrayRef<int64_t> expected,
                                function_ref<void(ArrayRef<Value>)> body);

/// Rows [first, first + count) of `array` (index values), a view of fully
/// dynamic layout: one thread's slab of a loop split by rows.
Value buildRowSlab(OpBuilder &builder, Location loc, Value array, Value first, Value count);

/// Moves the operations [begin, end) of one block (a loop body: they yield
/// nothing used after them) into a new function, private, internal and
/// never inlined, named `<enclosing function><suffix>` made unique in
/// `symbols`, whose parameters are
/// the values they read from outside; a call takes their place. Returns the
/// function and those values, in parameter order. A loop split across
/// threads calls it from its parallel body and from its serial path, so
/// LLVM optimises and compiles the body once, not once per path.
std::pair<func::FuncOp, SmallVector<Value>> outlineLoopBody(Block::iterator begin,
                                                            Block::iterator end, StringRef suffix,
                                                            SymbolTable &symbols);

} // namespace mlir::pyrite::cpu

#endif
