//===- ArrayReleases.h - Where the arrays a function makes die ---*- C++ -*-===//
//
// Every handle to an array carries an ownership token (the descriptor's
// allocated pointer): the buffer when the handle is the one through which the
// array may be freed, null otherwise (views, arguments, arrays a callee
// borrows). An SSA value whose token may be set is freed where it dies:
// after its last use in a block it is not live out of, unless that use hands
// it on (a branch operand moves it into the block argument, a return gives it
// to the caller). The handles derived from it (views, and results of calls it
// is passed to, which may be it) extend its life when each is used only in
// its own block; otherwise, or when it reaches a block argument while staying
// live itself, it is kept to the end of the call (the arena frees it), and so
// are the block arguments it reaches.
//
// A tuple holds its arrays' tokens only where it was their last use: that
// make_tuple moves the array in (nothing to free here, and no other handle
// to it is in the tuple); a value with any other tuple use is kept. Whoever
// takes the items of a tuple of new arrays (a call's whose callee returns
// only new arrays, np.nonzero's), once each and in its block, owns them;
// every other item read from a tuple is borrowed. A call's tuple result is
// itself a handle of the arrays passed to it.
//
// This analysis finds those points on typed py IR in CFG form;
// convert-py-to-standard frees the arrays there.
//
//===----------------------------------------------------------------------===//
#ifndef PYRITE_COMPILER_ANALYSIS_ARRAYRELEASES_H
#define PYRITE_COMPILER_ANALYSIS_ARRAYRELEASES_H

#include "compiler/Analysis/RowFusion.h"

namespace mlir::pyrite {

/// `array` (an op's result or a block argument) is freed right after `after`,
/// its last use in one of the blocks where it dies.
struct ArrayRelease {
  Value array;
  Operation *after;
};

struct ArrayReleasePlan {
  /// In block order.
  SmallVector<ArrayRelease> releases;
  /// The make_tuple operands whose arrays move into their tuple, token and all.
  llvm::SmallPtrSet<OpOperand *, 4> movedIntoTuples;
  /// The tuple_gets that take their array with its token: in the block of a
  /// tuple of new arrays (np.nonzero's, np.histogram's, a call's whose callee
  /// returns only new arrays), every use of which reads another item.
  llvm::SmallPtrSet<Operation *, 4> ownedTupleItems;
};

/// The functions (by name) that return only new arrays (py::isNewArray, or
/// results of calls of such), never one they were given or a view of one:
/// a call of one gives no handle to its arguments' buffers. On typed py IR,
/// before any function is lowered.
using FreshReturningFunctions = llvm::DenseSet<StringAttr>;
FreshReturningFunctions findFreshReturningFunctions(ModuleOp module);

/// The releases of the arrays `func` owns. Neither a fused result (`fused`,
/// see findFusedElementwise) nor a row fusion's value used only inside it
/// (`rowFusions`: a buffer of a few rows) is an array of its own. A use
/// inside a fused expression happens in its root's loop.
ArrayReleasePlan findArrayReleases(func::FuncOp func,
                                   const llvm::SmallPtrSetImpl<Operation *> &fused,
                                   const RowFusionPlan &rowFusions,
                                   const FreshReturningFunctions &freshReturning);


} // namespace mlir::pyrite

#endif
