//===- IndependentLoops.cpp - Range loops as element loops on a GPU -------===//
//
// `for i in range(start, stop): out[i] = a * x[i] + y[i]`, its iterations
// independent (compiler/Analysis/IndependentLoops.h), runs on a GPU: the
// iterations before the first whose index leaves its array as one element
// loop (a kernel), iteration k computing i = start + k and running a copy
// of the body whose indexes are wrapped but not checked; the first failing
// iteration, or the whole loop where its arrays overlap, in order in one
// thread by a second copy whose checks record the exception for the host
// to raise. The copies are made before anything is lowered, so they read
// the same values the loop does, lowered by then; the loop itself is left
// unreachable, so the host reads no array for it.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/PyToStandard/FunctionLowering.h"
#include "dialects/Par/IR/ParOps.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"

namespace mlir::pyrite::lowering {

void FunctionLowering::planIndependentLoops() {
  independentLoops = IndependentLoops(*inBounds);
  for (const IndependentLoop &loop : independentLoops.loops) {
    const InBoundsLoop &range = inBounds->loops[loop.inBoundsLoop];
    DeviceBody copies{std::make_unique<Block>(), std::make_unique<Block>(), nullptr, nullptr,
                      (unsigned)inBoundsFlags.size()};
    inBoundsFlags.push_back(Value());
    Operation *back = loop.body->getTerminator();
    auto copy = [&](Block *into, Operation *&rangeItem, bool covered) {
      OpBuilder builder(ctx);
      builder.setInsertionPointToEnd(into);
      IRMapping copied;
      for (Operation &op : loop.body->without_terminator()) {
        // k + 1 is for the back edge alone.
        if (op.getNumResults() == 1 && op.getResult(0).hasOneUse() &&
            llvm::is_contained(back->getOperands(), op.getResult(0)))
          continue;
        Operation *opCopy = builder.clone(op, copied);
        // (Looked up first: inserting may move the map's entries.)
        SmallVector<Type> types = operandPyTypes.lookup(&op);
        operandPyTypes[opCopy] = std::move(types);
        if (&op == range.rangeItem)
          rangeItem = opCopy;
        if (!covered)
          continue;
        for (unsigned p = 0; p < op.getNumOperands(); ++p)
          if (inBounds->coveredIndexes.contains({&op, p}))
            inBounds->coveredIndexes[{opCopy, p}] = copies.flag;
        if (inBounds->coveredOffsets.contains(&op))
          inBounds->coveredOffsets[opCopy] = copies.flag;
      }
    };
    copy(copies.parallel.get(), copies.parallelItem, /*covered=*/true);
    copy(copies.inOrder.get(), copies.inOrderItem, /*covered=*/false);
    deviceBodies.push_back(std::move(copies));
  }
}

bool FunctionLowering::lowerBodyCopy(std::unique_ptr<Block> &copy, Operation *rangeItem, Value i) {
  Operation *end = &*b.getInsertionPoint();
  rangeItem->getResult(0).replaceAllUsesWith(i);
  rangeItem->erase();
  SmallVector<Operation *> ops = llvm::map_to_vector(*copy, [](Operation &op) { return &op; });
  for (Operation *op : ops)
    op->moveBefore(end);
  bool lowered = llvm::all_of(ops, [&](Operation *op) { return succeeded(lower(op)); });
  // The elements the loop writes are each iteration's own (the analysis
  // and the run-time tests), or written by one thread.
  end->getBlock()->walk([&](memref::StoreOp store) {
    if (!store.getMemRef().getDefiningOp<memref::AllocaOp>())
      store->setAttr(par::kLineStoreAttr, b.getUnitAttr());
  });
  b.setInsertionPoint(end);
  return lowered;
}

void FunctionLowering::recordFailure(Value cond, int64_t site, ArrayRef<Value> values) {
  Value first = andI(recording->alive, cond);
  ifElse(
      first,
      [&] {
        memref::StoreOp::create(b, loc, constInt(site), recording->record,
                                ValueRange{constIndex(0)});
        for (auto [at, value] : llvm::enumerate(values))
          memref::StoreOp::create(b, loc, value, recording->record, ValueRange{constIndex(at + 1)});
      },
      [] {});
  recording->alive = andI(recording->alive, notI(cond));
}

bool FunctionLowering::recordedOnDevice(unsigned n, Value first, Value end, Value start) {
  DeviceBody &copies = deviceBodies[n];
  Type i64 = b.getI64Type(), flagDtype = b.getI1Type();
  DeviceRecording record;
  bool lowered = true;
  record.record = allocateArray(py::NDArrayType::get(ctx, {4}, i64), {constInt(4)},
                                /*zeroed=*/true, Value());
  Value thread = allocateArray(py::NDArrayType::get(ctx, {1}, flagDtype), {constInt(1)},
                               /*zeroed=*/false, Value());
  elementLoop({}, {}, thread, flagDtype, [&](ArrayRef<Value>) -> Value {
    Value done = constBool(false);
    auto loop = scf::WhileOp::create(
        b, loc, TypeRange{i64, b.getI1Type()}, ValueRange{first, constBool(true)},
        [&](OpBuilder &before, Location at, ValueRange state) {
          Value more = arith::AndIOp::create(
              before, at,
              arith::CmpIOp::create(before, at, arith::CmpIPredicate::slt, state[0], end),
              state[1]);
          scf::ConditionOp::create(before, at, more, state);
        },
        [&](OpBuilder &after, Location at, ValueRange state) {
          scf::YieldOp::create(after, at, state);
        });
    Block *body = loop.getAfterBody();
    Operation *yield = body->getTerminator();
    b.setInsertionPoint(yield);
    Value k = body->getArgument(0);
    record.alive = constBool(true);
    recording = &record;
    lowered =
        lowerBodyCopy(copies.inOrder, copies.inOrderItem, arith::AddIOp::create(b, loc, start, k));
    recording = nullptr;
    b.setInsertionPoint(yield);
    yield->setOperands({arith::AddIOp::create(b, loc, k, constInt(1)), record.alive});
    b.setInsertionPointAfter(loop);
    return done;
  });
  releaseArray(thread);
  // The recorded exception, raised as the loop would have raised it.
  Value site = readDeviceElement(record.record, constInt(0), i64, /*release=*/false);
  branchToRaise(cmpi(arith::CmpIPredicate::eq, site, constInt(kIndexErrorSite)), [&] {
    SmallVector<Value> values;
    for (int64_t at = 1; at <= 3; ++at)
      values.push_back(readDeviceElement(record.record, constInt(at), i64, /*release=*/false));
    callRuntime("pyrite_raise_index_error", {}, values);
  });
  for (auto [s, raised] : llvm::enumerate(record.sites))
    branchToRaise(cmpi(arith::CmpIPredicate::eq, site, constInt(kFirstRaiseSite + s)), raised.first,
                  raised.second);
  releaseArray(record.record);
  return lowered;
}

void FunctionLowering::runIndependentLoopOnDevice(unsigned n) {
  const IndependentLoop &loop = independentLoops.loops[n];
  DeviceBody &copies = deviceBodies[n];
  const InBoundsLoop &range = inBounds->loops[loop.inBoundsLoop];
  Operation *entry = &*b.getInsertionPoint();
  using P = arith::CmpIPredicate;
  Type i64 = b.getI64Type(), i128 = b.getIntegerType(128);
  Value len = range.headerCompare->getOperand(1);
  Value start = toI64(range.rangeItem->getOperand(0), operandPyTypes[range.rangeItem][0]);
  // The iterations before the first whose index i + c leaves [-size, size):
  // start + k + c < -size from k = 0 on, or >= size from k = size - c - start
  // (in 128 bits: no overflow).
  auto wide = [&](Value v) -> Value { return arith::ExtSIOp::create(b, loc, i128, v); };
  Value inBoundsCount = wide(len);
  Value zero = arith::ConstantOp::create(b, loc, b.getIntegerAttr(i128, 0));
  SmallVector<std::pair<const InBoundsLoop::Index *, Value>> sizes;
  for (const InBoundsLoop::Index &index : range.indexes) {
    unsigned first = isa<py::SetItemOp>(index.access) ? 2 : 1;
    Value size = dimSize(index.access->getOperand(first - 1), index.position - first);
    sizes.push_back({&index, size});
    Value offset = arith::ConstantOp::create(
        b, loc, b.getIntegerAttr(i128, APInt(128, index.offset, /*isSigned=*/true)));
    Value low = arith::AddIOp::create(b, loc, wide(start), offset);
    Value fromStart = cmpi(P::slt, low, arith::SubIOp::create(b, loc, zero, wide(size)));
    Value high = arith::SubIOp::create(b, loc, wide(size), low);
    Value count = select(fromStart, zero, arith::MaxSIOp::create(b, loc, high, zero));
    inBoundsCount = arith::MinSIOp::create(b, loc, inBoundsCount, count);
  }
  Value valid = arith::TruncIOp::create(b, loc, i64, inBoundsCount);
  // Those iterations run at once where each touches elements of the arrays
  // it writes that no other touches and nothing else reads or writes.
  Value parallel = constBool(true);
  for (auto [w, written] : llvm::enumerate(loop.written)) {
    Value array = written->get();
    // Unwrapped, iteration i's element is at i * (the sum of the strides)
    // plus a constant: its own unless that sum is 0. A 1-D array's wrapped
    // index is its own while the iterations are at most its size.
    auto fields = memref::ExtractStridedMetadataOp::create(b, loc, array);
    Value step = constIndex(0);
    for (Value stride : fields.getStrides())
      step = arith::AddIOp::create(b, loc, step, stride);
    parallel = andI(parallel, cmpi(P::ne, step, constIndex(0)));
    for (auto [index, size] : sizes) {
      unsigned first = isa<py::SetItemOp>(index->access) ? 2 : 1;
      if (index->access->getOperand(first - 1) != array)
        continue;
      Value unwrapped = cmpi(P::sge, start, constInt(-index->offset));
      Value fits = fields.getStrides().size() == 1 ? cmpi(P::sle, valid, size) : constBool(false);
      parallel = andI(parallel, orI(unwrapped, fits));
    }
    for (OpOperand *other : llvm::concat<OpOperand *const>(ArrayRef(loop.written).drop_front(w + 1),
                                                           ArrayRef(loop.read)))
      parallel = andI(parallel, notI(sharesMemory(array, other->get())));
  }
  Block *current = b.getInsertionBlock();
  Block *rest = current->splitBlock(b.getInsertionPoint());
  Block *inOrder = b.createBlock(rest, {i64, i64}, {loc, loc});
  Block *kernel = b.createBlock(inOrder);
  // The valid iterations at once, then the first failing one (if any) in order.
  inBoundsFlags[copies.flag] = constBool(true);
  Type flagDtype = b.getI1Type(); // one byte an iteration: the loop's output
  Value scratch = allocateArray(py::NDArrayType::get(ctx, {ShapedType::kDynamic}, flagDtype),
                                {valid}, /*zeroed=*/false, Value());
  bool lowered = true;
  elementLoop({}, {}, scratch, flagDtype, [&](ArrayRef<Value>) -> Value {
    Value k = linalg::IndexOp::create(b, loc, 0);
    Value i = arith::AddIOp::create(b, loc, start, arith::IndexCastOp::create(b, loc, i64, k));
    Value done = constBool(false);
    b.setInsertionPoint(done.getDefiningOp());
    lowered = lowerBodyCopy(copies.parallel, copies.parallelItem, i);
    b.setInsertionPointAfter(done.getDefiningOp());
    return done;
  });
  releaseArray(scratch);
  Value failing =
      arith::MinSIOp::create(b, loc, arith::AddIOp::create(b, loc, valid, constInt(1)), len);
  cf::BranchOp::create(b, loc, inOrder, ValueRange{valid, failing});
  b.setInsertionPointToStart(inOrder);
  Block *exit = loop.exit;
  Block *run = b.createBlock(rest);
  b.setInsertionPointToEnd(inOrder);
  cf::CondBranchOp::create(b, loc, cmpi(P::slt, inOrder->getArgument(0), inOrder->getArgument(1)),
                           run, ValueRange{}, exit, ValueRange{});
  b.setInsertionPointToStart(run);
  lowered &= recordedOnDevice(n, inOrder->getArgument(0), inOrder->getArgument(1), start);
  cf::BranchOp::create(b, loc, exit);
  // One block in every region the copies became: nothing in them branches.
  bool branchFree = true;
  for (Block *block = kernel; block != rest; block = block->getNextNode())
    block->walk([&](Operation *op) {
      for (Region &region : op->getRegions())
        branchFree &= region.hasOneBlock();
    });
  if (lowered && branchFree) {
    b.setInsertionPointToEnd(current);
    cf::CondBranchOp::create(b, loc, parallel, kernel, ValueRange{}, inOrder,
                             ValueRange{constInt(0), len});
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
