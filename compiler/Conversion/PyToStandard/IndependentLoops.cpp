//===- IndependentLoops.cpp - Range loops as element loops on a GPU -------===//
//
// `for i in range(start, stop): out[i] = a * x[i] + y[i]`, its iterations
// independent (compiler/Analysis/IndependentLoops.h), runs as one element
// loop over the iterations, which a GPU runs as a kernel: iteration k
// computes i = start + k and runs a copy of the body, lowered by the same
// code as the loop itself but with every index proved in bounds (no check,
// no branch). The copy is made before anything is lowered, so it reads the
// same values the loop does, lowered by then. Run-time tests decide between
// it and the loop as written, which stays for what they exclude.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/PyToStandard/FunctionLowering.h"
#include "dialects/Par/IR/ParOps.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/IRMapping.h"

namespace mlir::pyrite::lowering {

void FunctionLowering::planIndependentLoops() {
  independentLoops = IndependentLoops(*inBounds);
  for (const IndependentLoop &loop : independentLoops.loops) {
    const InBoundsLoop &range = inBounds->loops[loop.inBoundsLoop];
    DeviceBody copy{std::make_unique<Block>(), nullptr, (unsigned)inBoundsFlags.size()};
    inBoundsFlags.push_back(Value());
    OpBuilder builder(ctx);
    builder.setInsertionPointToEnd(copy.ops.get());
    IRMapping copies;
    Operation *back = loop.body->getTerminator();
    for (Operation &op : loop.body->without_terminator()) {
      // k + 1 is for the back edge alone.
      if (op.getNumResults() == 1 && op.getResult(0).hasOneUse() &&
          llvm::is_contained(back->getOperands(), op.getResult(0)))
        continue;
      Operation *opCopy = builder.clone(op, copies);
      operandPyTypes[opCopy] = operandPyTypes[&op];
      if (&op == range.rangeItem)
        copy.rangeItem = opCopy;
      for (unsigned p = 0; p < op.getNumOperands(); ++p)
        if (inBounds->coveredIndexes.contains({&op, p}))
          inBounds->coveredIndexes[{opCopy, p}] = copy.flag;
      if (inBounds->coveredOffsets.contains(&op))
        inBounds->coveredOffsets[opCopy] = copy.flag;
    }
    deviceBodies.push_back(std::move(copy));
  }
}

void FunctionLowering::runIndependentLoopOnDevice(unsigned n) {
  const IndependentLoop &loop = independentLoops.loops[n];
  DeviceBody &copy = deviceBodies[n];
  const InBoundsLoop &range = inBounds->loops[loop.inBoundsLoop];
  Operation *entry = &*b.getInsertionPoint();
  using P = arith::CmpIPredicate;
  Value len = range.headerCompare->getOperand(1);
  Value start = toI64(range.rangeItem->getOperand(0), operandPyTypes[range.rangeItem][0]);
  Value parallel = andI(inBoundsFlags[loop.inBoundsLoop], cmpi(P::sgt, len, constInt(0)));
  for (auto [w, written] : llvm::enumerate(loop.written)) {
    Value array = written->get();
    // Iteration i's element is at i * (the sum of the strides) plus a
    // constant: its own unless that sum is 0.
    auto fields = memref::ExtractStridedMetadataOp::create(b, loc, array);
    Value step = constIndex(0);
    for (Value stride : fields.getStrides())
      step = arith::AddIOp::create(b, loc, step, stride);
    parallel = andI(parallel, cmpi(P::ne, step, constIndex(0)));
    for (OpOperand *other : llvm::concat<OpOperand *const>(ArrayRef(loop.written).drop_front(w + 1),
                                                           ArrayRef(loop.read)))
      parallel = andI(parallel, notI(sharesMemory(array, other->get())));
  }
  Block *current = b.getInsertionBlock();
  Block *rest = current->splitBlock(b.getInsertionPoint());
  Block *kernel = b.createBlock(rest);
  inBoundsFlags[copy.flag] = constBool(true);
  Type flagDtype = b.getI1Type(); // one byte an iteration: the loop's output
  Value scratch = allocateArray(py::NDArrayType::get(ctx, {ShapedType::kDynamic}, flagDtype), {len},
                                /*zeroed=*/false, Value());
  bool lowered = true;
  elementLoop({}, {}, scratch, flagDtype, [&](ArrayRef<Value>) -> Value {
    Value k = linalg::IndexOp::create(b, loc, 0);
    Value i =
        arith::AddIOp::create(b, loc, start, arith::IndexCastOp::create(b, loc, b.getI64Type(), k));
    Value done = constBool(false);
    Operation *end = done.getDefiningOp();
    copy.rangeItem->getResult(0).replaceAllUsesWith(i);
    copy.rangeItem->erase();
    SmallVector<Operation *> ops =
        llvm::map_to_vector(*copy.ops, [](Operation &op) { return &op; });
    for (Operation *op : ops)
      op->moveBefore(end);
    for (Operation *op : ops)
      if (failed(lower(op))) {
        lowered = false;
        break;
      }
    // Each iteration's elements of the arrays it writes are its own.
    end->getBlock()->walk([&](memref::StoreOp store) {
      if (!store.getMemRef().getDefiningOp<memref::AllocaOp>())
        store->setAttr(par::kLineStoreAttr, b.getUnitAttr());
    });
    b.setInsertionPointAfter(end);
    return done;
  });
  releaseArray(scratch);
  cf::BranchOp::create(b, loc, loop.exit);
  // One block in every region of the element loop: nothing in it branches.
  bool branchFree = true;
  for (Block *block = kernel; block != rest; block = block->getNextNode())
    block->walk([&](Operation *op) {
      for (Region &region : op->getRegions())
        branchFree &= region.hasOneBlock();
    });
  if (lowered && branchFree) {
    b.setInsertionPointToEnd(current);
    cf::CondBranchOp::create(b, loc, parallel, kernel, ValueRange{}, rest, ValueRange{});
  } else {
    SmallVector<Block *> made;
    for (Block *block = kernel; block != rest; block = block->getNextNode())
      made.push_back(block);
    for (Block *block : made)
      block->dropAllReferences();
    for (Block *block : made) {
      block->dropAllDefinedValueUses();
      block->erase();
    }
    current->getOperations().splice(current->end(), rest->getOperations());
    rest->erase();
  }
  b.setInsertionPoint(entry);
}

} // namespace mlir::pyrite::lowering
