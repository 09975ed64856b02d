//===- IndependentLoops.cpp - Range loops as element loops on a GPU -------===//
//
// `for i in range(start, stop): out[i] = a * x[i] + y[i]`, its iterations
// independent (compiler/Analysis/IndependentLoops.h), runs on a GPU. Its
// box, the iterations before the first whose index may leave its array,
// cannot raise; the others may. Where the arrays allow any order: the
// iterations outside the box first, in order in one thread, by a copy of
// the body whose checks record the first exception and its iteration; then
// the box's iterations before that one as one element loop (a kernel),
// iteration k computing i = start + k and running a second copy whose
// indexes are wrapped but not checked; then the exception, raised by the
// host. Where they overlap, every iteration in the one thread. A body's
// `if`s become scf.ifs in both copies. A nest of two loops is the same over
// (i, j): a rectangle of a box, a 2-D element loop, and iterations in order
// by their number i * m + j; its outer body's operations on i run in each
// iteration's copy (the thread's holds them for the row: copyCheckedRowOps).
// The copies are made before anything is
// lowered, so they read the same values the loop does, lowered by then;
// the loop itself is left unreachable, so the host reads no array for it.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/PyToStandard/FunctionLowering.h"
#include "dialects/Par/IR/ParOps.h"
#include "dialects/Py/IR/TypeRules.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"

#include <limits>

namespace mlir::pyrite::lowering {

void FunctionLowering::planIndependentLoops() {
  independentLoops = IndependentLoops(*inBounds);
  for (const IndependentLoop &loop : independentLoops.loops) {
    DeviceBody copies;
    copies.prelude = std::make_unique<Block>();
    copies.parallel = std::make_unique<Block>();
    copies.inOrder = std::make_unique<Block>();
    copies.flag = inBoundsFlags.size();
    inBoundsFlags.push_back(Value());
    const InBoundsLoop &outer = inBounds->loops[loop.nest.front()];
    llvm::SmallPtrSet<Operation *, 8> boxedArithmetic;
    for (const IndependentLoop::IntArithmetic &arithmetic : loop.intArithmetic)
      boxedArithmetic.insert(arithmetic.op);
    auto copyOp = [&](OpBuilder &builder, Operation &op, IRMapping &copied, bool covered) {
      Operation *opCopy = builder.clone(op, copied);
      // (Looked up first: inserting may move the map's entries.)
      SmallVector<Type> types = operandPyTypes.lookup(&op);
      operandPyTypes[opCopy] = std::move(types);
      if (covered) {
        for (unsigned p = 0; p < op.getNumOperands(); ++p)
          if (inBounds->coveredIndexes.contains({&op, p}))
            inBounds->coveredIndexes[{opCopy, p}] = copies.flag;
        // (The box leaves out the iterations where its int arithmetic overflows.)
        if (inBounds->coveredOffsets.contains(&op) || boxedArithmetic.contains(&op))
          inBounds->coveredOffsets[opCopy] = copies.flag;
      }
      return opCopy;
    };
    // Of a nest, the outer body's prelude, computed once before it (the
    // copies read its values), ended by a cast holding the inner loop's start
    // and length for the lowering.
    IRMapping preludeValues;
    if (loop.nest.size() > 1) {
      OpBuilder builder(ctx);
      builder.setInsertionPointToEnd(copies.prelude.get());
      for (Operation *op : loop.prelude)
        copyOp(builder, *op, preludeValues, /*covered=*/false);
      const InBoundsLoop &inner = inBounds->loops[loop.nest.back()];
      SmallVector<Value> held = {preludeValues.lookupOrDefault(inner.rangeItem->getOperand(0)),
                                 preludeValues.lookupOrDefault(inner.headerCompare->getOperand(1))};
      UnrealizedConversionCastOp::create(builder, outer.rangeItem->getLoc(),
                                         ValueRange(held).getTypes(), held);
    }
    // A body copy: of a nest, i and the operations on it, then the (inner)
    // body from its entry, each `if` an scf.if yielding what its sides pass
    // to where they meet; the k + 1 and back edges left out.
    auto copyBody = [&](Block *into, SmallVector<Operation *, 2> &rangeItems, bool covered) {
      OpBuilder builder(ctx);
      builder.setInsertionPointToEnd(into);
      IRMapping copied = preludeValues;
      if (loop.nest.size() > 1)
        rangeItems.push_back(copyOp(builder, *outer.rangeItem, copied, covered));
      if (covered || loop.rowOps.empty()) {
        for (Operation *op : loop.rowOps)
          copyOp(builder, *op, copied, covered);
      } else {
        copyCheckedRowOps(builder, loop, copied, copies.rowCache,
                          [&](Operation &op) { copyOp(builder, op, copied, covered); });
      }
      Operation *item = inBounds->loops[loop.nest.back()].rangeItem;
      // Enters `block` passing `passed`, copies the blocks to `stop`, and
      // gives what they pass to it.
      std::function<SmallVector<Value>(Block *, ValueRange, Block *)> enter =
          [&](Block *block, ValueRange passed, Block *stop) -> SmallVector<Value> {
        SmallVector<Value> values =
            llvm::map_to_vector(passed, [&](Value v) { return copied.lookupOrDefault(v); });
        if (block == stop)
          return block == loop.header ? SmallVector<Value>() : values;
        copied.map(block->getArguments(), values);
        for (Operation &op : block->without_terminator()) {
          if (&op == loop.step)
            continue;
          Operation *opCopy = copyOp(builder, op, copied, covered);
          if (&op == item)
            rangeItems.push_back(opCopy);
        }
        if (auto branch = dyn_cast<py::BranchOp>(block->getTerminator()))
          return enter(branch.getDest(), branch.getDestOperands(), stop);
        auto branch = cast<py::CondBranchOp>(block->getTerminator());
        Block *merge = loop.merges.lookup(block);
        auto side = [&](Block *dest, ValueRange operands) {
          return [&, dest, operands](OpBuilder &sideBuilder, Location at) {
            OpBuilder::InsertionGuard guard(builder);
            builder.setInsertionPoint(sideBuilder.getInsertionBlock(),
                                      sideBuilder.getInsertionPoint());
            scf::YieldOp::create(builder, at, enter(dest, operands, merge));
          };
        };
        auto choice = scf::IfOp::create(builder, branch.getLoc(),
                                        copied.lookupOrDefault(branch.getCondition()),
                                        side(branch.getTrueDest(), branch.getTrueDestOperands()),
                                        side(branch.getFalseDest(), branch.getFalseDestOperands()));
        return enter(merge, choice.getResults(), stop);
      };
      enter(loop.body.front(), {}, loop.header);
    };
    copyBody(copies.parallel.get(), copies.parallelItems, /*covered=*/true);
    copyBody(copies.inOrder.get(), copies.inOrderItems, /*covered=*/false);
    deviceBodies.push_back(std::move(copies));
  }
}

/// The checked copy of a nest's operations on i (IndependentLoop::rowOps),
/// for the thread, which runs iterations in order: CPython computes them
/// once a row, before the row's inner iterations may write what they read
/// (`s = v[i]` then `v[i] = s * x[i, j]`: the thread runs such loops), so
/// they are computed at the row's first iteration the thread runs and held
/// for the others (rowCache.fresh: the row is new). The inner body runs only
/// where the inner range is not empty (rowCache.anyColumn): where it is,
/// the thread's iterations are the rows, the operations' evaluations.
void FunctionLowering::copyCheckedRowOps(OpBuilder &builder, const IndependentLoop &loop,
                                         IRMapping &copied, RowCache &cache,
                                         function_ref<void(Operation &)> copyOp) {
  Location at = loop.rowOps.front()->getLoc();
  auto placeholder = [&](Type type) {
    return UnrealizedConversionCastOp::create(builder, at, type, ValueRange{}).getOperation();
  };
  cache.fresh = placeholder(builder.getI1Type());
  SmallVector<Value> held, computed;
  for (Operation *op : loop.rowOps)
    for (Value result : op->getResults()) {
      cache.held.push_back(placeholder(result.getType()));
      held.push_back(cache.held.back()->getResult(0));
      computed.push_back(result);
    }
  auto values = scf::IfOp::create(
      builder, at, cache.fresh->getResult(0),
      [&](OpBuilder &side, Location where) {
        OpBuilder::InsertionGuard guard(builder);
        builder.setInsertionPoint(side.getInsertionBlock(), side.getInsertionPoint());
        for (Operation *op : loop.rowOps)
          copyOp(*op);
        scf::YieldOp::create(builder, where, llvm::map_to_vector(computed, [&](Value v) {
                               return copied.lookup(v);
                             }));
      },
      [&](OpBuilder &side, Location where) { scf::YieldOp::create(side, where, held); });
  copied.map(computed, values.getResults());
  // (Its operands: the values, lowered, for the next iteration.)
  cache.values = UnrealizedConversionCastOp::create(builder, at, TypeRange{}, values.getResults());
  cache.anyColumn = placeholder(builder.getI1Type());
  auto guarded = scf::IfOp::create(builder, at, cache.anyColumn->getResult(0),
                                   /*withElseRegion=*/true);
  builder.setInsertionPoint(guarded.thenBlock()->getTerminator());
}

bool FunctionLowering::lowerBodyCopy(std::unique_ptr<Block> &copy, ArrayRef<Operation *> rangeItems,
                                     ArrayRef<Value> indexes) {
  Operation *end = &*b.getInsertionPoint();
  for (auto [rangeItem, i] : llvm::zip_equal(rangeItems, indexes)) {
    rangeItem->getResult(0).replaceAllUsesWith(i);
    rangeItem->erase();
  }
  SmallVector<Operation *> ops = llvm::map_to_vector(*copy, [](Operation &op) { return &op; });
  for (Operation *op : ops)
    op->moveBefore(end);
  bool lowered = lowerCopiedOps(ops);
  // The elements the loop writes are each iteration's own (the analysis
  // and the run-time tests), or written by one thread.
  end->getBlock()->walk([&](memref::StoreOp store) {
    if (!store.getMemRef().getDefiningOp<memref::AllocaOp>())
      store->setAttr(par::kLineStoreAttr, b.getUnitAttr());
  });
  b.setInsertionPoint(end);
  return lowered;
}

bool FunctionLowering::lowerCopiedOps(ArrayRef<Operation *> ops) {
  bool lowered = true;
  for (Operation *op : ops) {
    auto choice = dyn_cast<scf::IfOp>(op);
    if (!choice) {
      // (The arith ops of a union's tag test are lowered already.)
      if (isa_and_nonnull<py::PyDialect>(op->getDialect()))
        lowered &= succeeded(lower(op));
      continue;
    }
    // Each side lowered from the state before the if; recording, each
    // yields whether no exception came before its end, too.
    Value alive = recording ? recording->alive : Value();
    for (Region *side : {&choice.getThenRegion(), &choice.getElseRegion()}) {
      Block &block = side->front();
      lowered &= lowerCopiedOps(
          llvm::map_to_vector(block.without_terminator(), [](Operation &inner) { return &inner; }));
      // (A side that branches now cannot be an scf.if's: the loop stays as
      // written, all made for it erased.)
      if (!side->hasOneBlock())
        return false;
      if (recording) {
        block.getTerminator()->insertOperands(block.getTerminator()->getNumOperands(),
                                              recording->alive);
        recording->alive = alive;
      }
    }
    // Rebuilt with the values' lowered types.
    b.setInsertionPoint(choice);
    auto rebuilt = scf::IfOp::create(b, choice.getLoc(), choice.thenYield().getOperandTypes(),
                                     choice.getCondition(), /*withElseRegion=*/true);
    rebuilt.getThenRegion().takeBody(choice.getThenRegion());
    rebuilt.getElseRegion().takeBody(choice.getElseRegion());
    ValueRange results = rebuilt.getResults();
    if (recording) {
      recording->alive = results.back();
      results = results.drop_back();
    }
    choice.replaceAllUsesWith(results);
    choice.erase();
  }
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
        memref::StoreOp::create(b, loc, recording->iteration, recording->record,
                                ValueRange{constIndex(kRecordedIteration)});
      },
      [] {});
  recording->alive = andI(recording->alive, notI(cond));
}

bool FunctionLowering::recordedOnDevice(unsigned n, Value end, ArrayRef<Value> box,
                                        ArrayRef<Value> starts, ArrayRef<Value> lens,
                                        SmallVectorImpl<Value> &recorded) {
  using P = arith::CmpIPredicate;
  DeviceBody &copies = deviceBodies[n];
  Type i64 = b.getI64Type(), flagDtype = b.getI1Type();
  DeviceRecording record;
  bool lowered = true;
  record.record = allocateArray(py::NDArrayType::get(ctx, {kRecordSize}, i64),
                                {constInt(kRecordSize)}, /*zeroed=*/true, Value());
  Value thread = allocateArray(py::NDArrayType::get(ctx, {1}, flagDtype), {constInt(1)},
                               /*zeroed=*/false, Value());
  // Besides (t, no exception yet), of a nest with operations on i: the last
  // row run and those operations' values there (RowCache).
  RowCache &cache = copies.rowCache;
  SmallVector<Type> stateTypes = {i64, b.getI1Type()};
  if (cache.fresh) {
    stateTypes.push_back(i64);
    for (Operation *held : cache.held)
      stateTypes.push_back(lowerType(held->getResult(0).getType()));
  }
  elementLoop({}, {}, thread, flagDtype, [&](ArrayRef<Value>) -> Value {
    Value done = constBool(false);
    SmallVector<Value> initial = {constInt(0), constBool(true)};
    if (cache.fresh) {
      initial.push_back(constInt(-1));
      for (Type type : ArrayRef(stateTypes).drop_front(3))
        initial.push_back(LLVM::UndefOp::create(b, loc, type)); // (never read: -1 is no row)
    }
    auto loop = scf::WhileOp::create(
        b, loc, stateTypes, initial,
        [&](OpBuilder &before, Location at, ValueRange state) {
          // The next iteration outside the box: of a nest, (i, j) in it
          // goes on at (i, box1), or past its rows where box1 spans m.
          OpBuilder::InsertionGuard guard(b);
          b.setInsertionPointToEnd(before.getInsertionBlock());
          Value t = state[0], next;
          if (box.size() == 1) {
            next = arith::MaxSIOp::create(b, loc, t, box[0]);
          } else {
            auto [i, j, m] = nestPosition(t, lens[1]);
            // (Where the inner range is empty, an iteration is a row's
            // operations on i alone: in the box where its row is.)
            Value columns = select(cmpi(P::eq, lens[1], constInt(0)), m, box[1]);
            Value inBox = andI(cmpi(P::slt, i, box[0]), cmpi(P::slt, j, columns));
            Value pastRows = arith::MulIOp::create(b, loc, box[0], m);
            Value rowRest =
                arith::AddIOp::create(b, loc, arith::MulIOp::create(b, loc, i, m), columns);
            next = select(inBox, select(cmpi(P::sge, columns, m), pastRows, rowRest), t);
          }
          Value more = andI(cmpi(P::slt, next, end), state[1]);
          SmallVector<Value> passed(state);
          passed[0] = next;
          scf::ConditionOp::create(b, at, more, passed);
        },
        [&](OpBuilder &after, Location at, ValueRange state) {
          scf::YieldOp::create(after, at, state);
        });
    Block *body = loop.getAfterBody();
    Operation *yield = body->getTerminator();
    b.setInsertionPoint(yield);
    Value t = body->getArgument(0);
    SmallVector<Value> ks = {t};
    if (starts.size() > 1) {
      NestPosition position = nestPosition(t, lens[1]);
      ks = {position.i, position.j};
    }
    SmallVector<Value> indexes;
    for (auto [start, k] : llvm::zip_equal(starts, ks))
      indexes.push_back(arith::AddIOp::create(b, loc, start, k));
    auto fill = [](Operation *&placeholder, Value value) {
      placeholder->getResult(0).replaceAllUsesWith(value);
      placeholder->erase();
      placeholder = nullptr;
    };
    if (cache.fresh) {
      fill(cache.fresh, cmpi(P::ne, ks[0], body->getArgument(2)));
      for (auto [held, value] : llvm::zip_equal(cache.held, body->getArguments().drop_front(3)))
        fill(held, value);
      fill(cache.anyColumn, cmpi(P::sgt, lens[1], constInt(0)));
    }
    record.alive = constBool(true);
    record.iteration = t;
    recording = &record;
    lowered = lowerBodyCopy(copies.inOrder, copies.inOrderItems, indexes);
    recording = nullptr;
    b.setInsertionPoint(yield);
    SmallVector<Value> next = {arith::AddIOp::create(b, loc, t, constInt(1)), record.alive};
    if (cache.values) {
      next.push_back(ks[0]);
      llvm::append_range(next, cache.values->getOperands());
      cache.values->erase();
      cache.values = nullptr;
    }
    yield->setOperands(next);
    b.setInsertionPointAfter(loop);
    return done;
  });
  releaseArray(thread);
  // The record, read back at once.
  Value values = readDeviceElements(record.record, constInt(0), i64, kRecordSize, /*release=*/true);
  for (int64_t at = 0; at < kRecordSize; ++at)
    recorded.push_back(LLVM::ExtractValueOp::create(b, loc, values, ArrayRef<int64_t>{at}));
  copies.sites = std::move(record.sites);
  return lowered;
}

void FunctionLowering::raiseRecorded(unsigned n, ArrayRef<Value> recorded) {
  Value site = recorded[0];
  branchToRaise(cmpi(arith::CmpIPredicate::eq, site, constInt(kIndexErrorSite)),
                [&] { callRuntime("pyrite_raise_index_error", {}, recorded.slice(1, 3)); });
  for (auto [s, raised] : llvm::enumerate(deviceBodies[n].sites))
    branchToRaise(cmpi(arith::CmpIPredicate::eq, site, constInt(kFirstRaiseSite + s)), raised.first,
                  raised.second);
}

Value FunctionLowering::apartOrSame(Value written, Value other, bool sameElements) {
  using P = arith::CmpIPredicate;
  auto writtenType = cast<MemRefType>(written.getType()),
       otherType = cast<MemRefType>(other.getType());
  Value apart = notI(sharesMemory(written, other));
  if (writtenType.getElementType() != otherType.getElementType() ||
      writtenType.getRank() != otherType.getRank())
    return apart;
  auto fieldsOf = [&](Value array) {
    return memref::ExtractStridedMetadataOp::create(b, loc, array);
  };
  auto pointerOf = [&](Value array) -> Value {
    return memref::ExtractAlignedPointerAsIndexOp::create(b, loc, array);
  };
  auto w = fieldsOf(written), o = fieldsOf(other);
  Value wPointer = pointerOf(written), oPointer = pointerOf(other);
  // The same view: each iteration's element of both is the same one.
  if (sameElements) {
    Value same = andI(cmpi(P::eq, wPointer, oPointer), cmpi(P::eq, w.getOffset(), o.getOffset()));
    for (int64_t d = 0; d < writtenType.getRank(); ++d)
      same = andI(same, andI(cmpi(P::eq, w.getSizes()[d], o.getSizes()[d]),
                             cmpi(P::eq, w.getStrides()[d], o.getStrides()[d])));
    apart = orI(apart, same);
  }
  // 1-D views of one stride whose starts differ by no multiple of it (a
  // matrix's columns): no element of one is an element of the other.
  if (writtenType.getRank() == 1) {
    Value item = constIndex(itemSize(writtenType.getElementType()));
    auto start = [&](Value pointer, Value offset) -> Value {
      return arith::AddIOp::create(b, loc, pointer, arith::MulIOp::create(b, loc, offset, item));
    };
    Value stride = w.getStrides()[0];
    Value span =
        arith::MulIOp::create(b, loc,
                              select(cmpi(P::slt, stride, constIndex(0)),
                                     arith::SubIOp::create(b, loc, constIndex(0), stride), stride),
                              item);
    Value between = arith::SubIOp::create(b, loc, start(wPointer, w.getOffset()),
                                          start(oPointer, o.getOffset()));
    Value safeSpan = arith::MaxSIOp::create(b, loc, span, constIndex(1));
    Value residue = arith::RemSIOp::create(b, loc, between, safeSpan);
    residue = select(cmpi(P::slt, residue, constIndex(0)),
                     arith::AddIOp::create(b, loc, residue, safeSpan), residue);
    Value interleaved =
        andI(andI(cmpi(P::eq, stride, o.getStrides()[0]), cmpi(P::ne, stride, constIndex(0))),
             andI(cmpi(P::sge, residue, item),
                  cmpi(P::sle, residue, arith::SubIOp::create(b, loc, span, item))));
    apart = orI(apart, interleaved);
  }
  return apart;
}

FunctionLowering::NestPosition FunctionLowering::nestPosition(Value t, Value m) {
  Value width = arith::MaxSIOp::create(b, loc, m, constInt(1));
  return {arith::DivSIOp::create(b, loc, t, width), arith::RemSIOp::create(b, loc, t, width),
          width};
}

Value FunctionLowering::toI128(Value v) {
  return arith::ExtSIOp::create(b, loc, b.getIntegerType(128), v);
}

Value FunctionLowering::constI128(int64_t v) {
  return arith::ConstantOp::create(b, loc,
                                   b.getIntegerAttr(b.getIntegerType(128), APInt(128, v, true)));
}

SmallVector<Value> FunctionLowering::raiseFreePrefixes(const IndependentLoop &loop,
                                                       ArrayRef<Value> starts, ArrayRef<Value> lens,
                                                       SmallVectorImpl<LoopIndex> &indexes) {
  using P = arith::CmpIPredicate;
  Value zero = constI128(0);
  // start + k + c < -size from k = 0 on, or >= size from k = size - c -
  // start (in 128 bits: no overflow).
  SmallVector<Value> valid;
  for (auto [level, loopId] : llvm::enumerate(loop.nest)) {
    Value count = toI128(lens[level]);
    for (const InBoundsLoop::Index &index : inBounds->loops[loopId].indexes) {
      unsigned first = isa<py::SetItemOp>(index.access) ? 2 : 1;
      Value size = dimSize(index.access->getOperand(first - 1), index.position - first);
      indexes.push_back({&index, level, size});
      Value low = arith::AddIOp::create(b, loc, toI128(starts[level]), constI128(index.offset));
      Value fromStart = cmpi(P::slt, low, arith::SubIOp::create(b, loc, zero, toI128(size)));
      Value high = arith::SubIOp::create(b, loc, toI128(size), low);
      count = arith::MinSIOp::create(
          b, loc, count, select(fromStart, zero, arith::MaxSIOp::create(b, loc, high, zero)));
    }
    valid.push_back(count);
  }
  // Python int arithmetic, first + a * k (its value at k = 0, and a not
  // changing): monotone in k, it leaves int64 past a prefix of the k (none
  // where a = 0 and it fits); of values that do not change, at every k or
  // none; of both indexes of a nest, first + a * k + a' * l, at a corner of
  // the box's rectangle, tested once the rectangle is known. (Where an
  // operand's value at the start is past int64 the box is empty already;
  // otherwise the 128-bit arithmetic is exact.)
  Value int64Min = constI128(std::numeric_limits<int64_t>::min()),
        int64Max = constI128(std::numeric_limits<int64_t>::max()), one = constI128(1);
  auto outside = [&](Value v) { return orI(cmpi(P::slt, v, int64Min), cmpi(P::sgt, v, int64Max)); };
  struct Form {
    SmallVector<Value, 2> a; ///< per loop of the nest
    Value first;
  };
  DenseMap<Operation *, Form> forms;
  SmallVector<Form> atCorners;
  size_t depth = loop.nest.size();
  bool unknownOperand = false;
  for (const IndependentLoop::IntArithmetic &arithmetic : loop.intArithmetic) {
    Operation *op = arithmetic.op;
    auto formOf = [&](unsigned at) -> Form {
      Value v = op->getOperand(at);
      Form form{SmallVector<Value, 2>(depth, zero), Value()};
      if (std::optional<int64_t> c = py::constantInt(v)) {
        form.first = constI128(*c);
        return form;
      }
      if (Operation *def = v.getDefiningOp(); def && forms.contains(def))
        return forms.lookup(def);
      for (auto [level, id] : llvm::enumerate(loop.nest))
        if (v.getDefiningOp() == inBounds->loops[id].rangeItem) {
          form.a[level] = one;
          form.first = toI128(starts[level]);
          return form;
        }
      if (auto length = loop.lengths.find(v.getDefiningOp()); length != loop.lengths.end()) {
        form.first = toI128(dimSize(length->second.first->get(), length->second.second));
      } else if (loop.blocks.contains(v.getParentBlock())) {
        // (The analysis takes every other operand to be defined before the
        // nest, lowered by now; should it not be, nothing runs at once.)
        assert(false && "an int form's operand defined in the nest");
        unknownOperand = true;
        form.first = zero;
      } else {
        form.first = toI128(toI64(v, operandPyTypes[op][at]));
      }
      return form;
    };
    auto binary = dyn_cast<py::BinaryOp>(op);
    // abs(v) overflows where 0 - v does.
    Form l = binary ? formOf(0) : Form{SmallVector<Value, 2>(depth, zero), zero},
         r = formOf(binary ? 1 : 0), result;
    py::BinaryOpKind kind = binary ? binary.getKind() : py::BinaryOpKind::Sub;
    bool product = kind == py::BinaryOpKind::Mul;
    // (Of a product, (l.a * k + l.first) * (r.a * k + r.first), l.a or r.a 0.)
    for (size_t level = 0; level < depth; ++level)
      result.a.push_back(product ? Value(arith::AddIOp::create(
                                       b, loc, arith::MulIOp::create(b, loc, l.a[level], r.first),
                                       arith::MulIOp::create(b, loc, r.a[level], l.first)))
                                 : intAddSubMul(b, loc, kind, l.a[level], r.a[level]));
    result.first = product ? Value(arith::MulIOp::create(b, loc, l.first, r.first))
                           : intAddSubMul(b, loc, kind, l.first, r.first);
    if (binary)
      forms[op] = result;
    if (llvm::popcount(arithmetic.levels) > 1) {
      atCorners.push_back(result);
      continue;
    }
    if (!arithmetic.levels) {
      valid[0] = select(outside(result.first), zero, valid[0]);
      continue;
    }
    // How many steps of |a| it has before it leaves int64 on the side a
    // moves it to.
    size_t level = llvm::countr_zero(arithmetic.levels);
    Value a = result.a[level], first = result.first;
    Value grows = cmpi(P::sge, a, zero);
    Value room = select(grows, arith::SubIOp::create(b, loc, int64Max, first),
                        arith::SubIOp::create(b, loc, first, int64Min));
    Value step = select(grows, a, arith::SubIOp::create(b, loc, zero, a));
    Value steps = arith::DivSIOp::create(b, loc, room, arith::MaxSIOp::create(b, loc, step, one));
    Value &count = valid[level];
    count = select(
        outside(first), zero,
        select(cmpi(P::eq, a, zero), count,
               arith::MinSIOp::create(b, loc, count, arith::AddIOp::create(b, loc, steps, one))));
  }
  // Of both indexes: its largest and smallest values over the rectangle
  // (where it is empty, the box is anyway).
  for (const Form &form : atCorners) {
    Value largest = form.first, smallest = form.first;
    for (size_t level = 0; level < depth; ++level) {
      Value span = arith::MulIOp::create(b, loc, form.a[level],
                                         arith::SubIOp::create(b, loc, valid[level], one));
      largest = arith::AddIOp::create(b, loc, largest, arith::MaxSIOp::create(b, loc, span, zero));
      smallest =
          arith::AddIOp::create(b, loc, smallest, arith::MinSIOp::create(b, loc, span, zero));
    }
    valid[0] = select(orI(outside(largest), outside(smallest)), zero, valid[0]);
  }
  if (unknownOperand)
    valid[0] = zero;
  return valid;
}

Value FunctionLowering::runsInAnyOrder(const IndependentLoop &loop, ArrayRef<Value> starts,
                                       ArrayRef<Value> lens, Value total,
                                       ArrayRef<LoopIndex> indexes) {
  using P = arith::CmpIPredicate;
  Type i64 = b.getI64Type();
  size_t depth = loop.nest.size();
  Value zero = constI128(0), one = constI128(1);
  // Each iteration touches elements of the arrays it writes that no other
  // touches and nothing else reads or writes (over all iterations: those
  // outside the box may write too, where their failing index is on a side
  // not taken).
  SmallVector<Value> lengths = llvm::map_to_vector(lens, [&](Value v) { return toI128(v); });
  Value parallel = constBool(true);
  for (auto [w, written] : llvm::enumerate(loop.written)) {
    Value array = written->get();
    // Unwrapped, iteration (i, j)'s element is at i * S_i + j * S_j plus a
    // constant (S: the sum of the strides of the axes i, or j, indexes): its
    // own where each S is nonzero and one loop's span is below the other's
    // step, over the values of i (and j) that keep the indexes in bounds
    // (an iteration writing out of bounds raises instead). A 1-D array's
    // wrapped index is its own while the iterations are at most its size.
    auto fields = memref::ExtractStridedMetadataOp::create(b, loc, array);
    SmallVector<Value> steps(depth, zero), extents = lengths;
    Operation *access = written->getOwner();
    for (auto [index, level, size] : indexes) {
      if (index->access != access)
        continue;
      unsigned axis = index->position - 2;
      Value stride = toI128(arith::IndexCastOp::create(b, loc, i64, fields.getStrides()[axis]));
      steps[level] = arith::AddIOp::create(b, loc, steps[level], stride);
      extents[level] = arith::MinSIOp::create(b, loc, extents[level], toI128(size));
      Value unwrapped = cmpi(P::sge, starts[level], constInt(-index->offset));
      Value fits = depth == 1 && fields.getStrides().size() == 1 ? cmpi(P::sle, total, toI128(size))
                                                                 : constBool(false);
      parallel = andI(parallel, orI(unwrapped, fits));
    }
    SmallVector<Value> magnitudes;
    for (auto [level, step] : llvm::enumerate(steps)) {
      parallel = andI(parallel, orI(cmpi(P::sle, extents[level], one), cmpi(P::ne, step, zero)));
      magnitudes.push_back(
          select(cmpi(P::slt, step, zero), arith::SubIOp::create(b, loc, zero, step), step));
    }
    if (depth > 1) {
      auto spanBelow = [&](size_t inner, size_t outerLevel) {
        Value span = arith::MulIOp::create(b, loc, magnitudes[inner],
                                           arith::SubIOp::create(b, loc, extents[inner], one));
        return cmpi(P::slt, span, magnitudes[outerLevel]);
      };
      parallel =
          andI(parallel, orI(orI(cmpi(P::sle, extents[0], one), cmpi(P::sle, extents[1], one)),
                             orI(spanBelow(1, 0), spanBelow(0, 1))));
    }
    size_t arrays = loop.written.size() + loop.read.size();
    for (size_t o = w + 1; o < arrays; ++o) {
      bool read = o >= loop.written.size();
      Value other = (read ? loop.read[o - loop.written.size()] : loop.written[o])->get();
      bool sameElements = loop.elementClass[w] >= 0 && loop.elementClass[w] == loop.elementClass[o];
      parallel = andI(parallel, apartOrSame(array, other, sameElements));
    }
  }
  // (A nest whose inner range is empty writes nothing: its iterations, the
  // rows' operations on i, may skip the box's rows.)
  if (depth > 1)
    parallel = orI(parallel, cmpi(P::eq, lens[1], constInt(0)));
  return parallel;
}

void FunctionLowering::runIndependentLoopOnDevice(unsigned n) {
  const IndependentLoop &loop = independentLoops.loops[n];
  DeviceBody &copies = deviceBodies[n];
  Operation *entry = &*b.getInsertionPoint();
  using P = arith::CmpIPredicate;
  Type i64 = b.getI64Type();
  size_t depth = loop.nest.size();
  const InBoundsLoop &outer = inBounds->loops[loop.nest.front()];
  SmallVector<Value> starts = {toI64(outer.rangeItem->getOperand(0),
                                     operandPyTypes[outer.rangeItem][0])},
                     lens = {outer.headerCompare->getOperand(1)};
  bool lowered = true;
  if (depth > 1) {
    // The prelude runs where the outer loop does (its exceptions are
    // CPython's at i's first value, before any inner iteration).
    Block *before = b.getInsertionBlock();
    Block *nest = before->splitBlock(b.getInsertionPoint());
    b.setInsertionPointToEnd(before);
    cf::CondBranchOp::create(b, loc, cmpi(P::sgt, lens[0], constInt(0)), nest, ValueRange{},
                             loop.exit, ValueRange{});
    Operation *held = &copies.prelude->back();
    SmallVector<Operation *> ops;
    for (Operation &op : *copies.prelude)
      if (&op != held)
        ops.push_back(&op);
    for (Operation *op : ops)
      op->moveBefore(entry);
    lowered = llvm::all_of(ops, [&](Operation *op) { return succeeded(lower(op)); });
    b.setInsertionPoint(entry);
    const InBoundsLoop &inner = inBounds->loops[loop.nest.back()];
    starts.push_back(toI64(held->getOperand(0), operandPyTypes[inner.rangeItem][0]));
    lens.push_back(held->getOperand(1));
    held->erase();
  }
  // The box: the iterations whose indexes are all in [-size, size), per
  // loop those before the first whose index leaves it (of a nest, a
  // rectangle).
  SmallVector<LoopIndex> indexes;
  SmallVector<Value> box = raiseFreePrefixes(loop, starts, lens, indexes);
  auto narrow = [&](Value v) -> Value { return arith::TruncIOp::create(b, loc, i64, v); };
  Value total = toI128(lens[0]), boxed = box[0];
  if (depth > 1) {
    // (A row of no columns still runs the operations on i: in one thread,
    // as an iteration of its own.)
    Value columns =
        loop.rowOps.empty() ? lens[1] : arith::MaxSIOp::create(b, loc, lens[1], constInt(1));
    total = arith::MulIOp::create(b, loc, total, toI128(columns));
    boxed = arith::MulIOp::create(b, loc, box[0], box[1]);
  }
  // (2**63 iterations and more never end: the count saturates.)
  Value int64Max = constI128(std::numeric_limits<int64_t>::max());
  Value count = narrow(arith::MinSIOp::create(b, loc, total, int64Max));
  Value outside = cmpi(P::slt, boxed, total);
  SmallVector<Value> boxSizes = llvm::map_to_vector(box, [&](Value v) { return narrow(v); });
  Value parallel = runsInAnyOrder(loop, starts, lens, total, indexes);
  // Where those hold: first, in one thread and in order, the iterations
  // outside the box (an index may fail there); then the box's iterations
  // before the first that raised, at once (each touches elements of its
  // own: the order does not matter), then the exception. Else every
  // iteration in one thread, in order.
  Block *current = b.getInsertionBlock();
  Block *rest = current->splitBlock(b.getInsertionPoint());
  // The kernel's arguments: whether an iteration raised, its (i, j) less
  // the starts, and the record.
  SmallVector<Type> recordTypes(kRecordSize, i64), kernelTypes = {b.getI1Type()},
                                                   threadTypes(depth, i64);
  kernelTypes.append(depth, i64);
  kernelTypes.append(recordTypes);
  threadTypes.push_back(b.getI1Type());
  auto locations = [&](ArrayRef<Type> types) { return SmallVector<Location>(types.size(), loc); };
  Block *raise = b.createBlock(rest, recordTypes, locations(recordTypes));
  Block *kernel = b.createBlock(raise, kernelTypes, locations(kernelTypes));
  Block *thread = b.createBlock(kernel, threadTypes, locations(threadTypes));
  Block *atOnce = b.createBlock(thread);
  SmallVector<Value> toThread = boxSizes, none = {constBool(false)};
  toThread.push_back(constBool(true));
  none.append(depth + kRecordSize, constInt(0));
  cf::CondBranchOp::create(b, loc, outside, thread, toThread, kernel, none);
  b.setInsertionPointToEnd(thread);
  SmallVector<Value> recorded;
  SmallVector<Value> threadBox(thread->getArguments().drop_back());
  lowered &= recordedOnDevice(n, count, threadBox, starts, lens, recorded);
  Value failing = recorded[kRecordedIteration];
  SmallVector<Value> toKernel = {cmpi(P::ne, recorded[0], constInt(0)), failing};
  if (depth > 1) {
    NestPosition failingAt = nestPosition(failing, lens[1]);
    toKernel = {toKernel[0], failingAt.i, failingAt.j};
  }
  toKernel.append(recorded);
  cf::CondBranchOp::create(b, loc, thread->getArguments().back(), kernel, toKernel, raise,
                           recorded);
  b.setInsertionPointToEnd(kernel);
  inBoundsFlags[copies.flag] = constBool(true);
  Type flagDtype = b.getI1Type(); // one byte an iteration: the loop's output
  Value scratch = allocateArray(
      py::NDArrayType::get(ctx, SmallVector<int64_t>(depth, ShapedType::kDynamic), flagDtype),
      boxSizes, /*zeroed=*/false, Value());
  Value raised = kernel->getArgument(0);
  elementLoop({}, {}, scratch, flagDtype, [&](ArrayRef<Value>) -> Value {
    SmallVector<Value> at, k;
    for (size_t level = 0; level < depth; ++level) {
      k.push_back(arith::IndexCastOp::create(b, loc, i64, linalg::IndexOp::create(b, loc, level)));
      at.push_back(arith::AddIOp::create(b, loc, starts[level], k.back()));
    }
    // Before the failing iteration in order: (k0, k1) < (f0, f1).
    Value earlier = cmpi(P::slt, k[0], kernel->getArgument(1));
    if (depth > 1)
      earlier = orI(earlier, andI(cmpi(P::eq, k[0], kernel->getArgument(1)),
                                  cmpi(P::slt, k[1], kernel->getArgument(2))));
    auto before = scf::IfOp::create(b, loc, orI(notI(raised), earlier), /*withElseRegion=*/false);
    b.setInsertionPoint(before.thenBlock()->getTerminator());
    lowered &= lowerBodyCopy(copies.parallel, copies.parallelItems, at);
    b.setInsertionPointAfter(before);
    return constBool(false);
  });
  releaseArray(scratch);
  cf::BranchOp::create(b, loc, raise, kernel->getArguments().drop_front(1 + depth));
  b.setInsertionPointToEnd(raise);
  raiseRecorded(n, SmallVector<Value>(raise->getArguments()));
  cf::BranchOp::create(b, loc, loop.exit);
  // One block in every region the copies became: nothing in them branches.
  bool branchFree = true;
  for (Block *block = atOnce; block != rest; block = block->getNextNode())
    block->walk([&](Operation *op) {
      for (Region &region : op->getRegions())
        branchFree &= region.getBlocks().size() <= 1;
    });
  if (lowered && branchFree) {
    b.setInsertionPointToEnd(current);
    SmallVector<Value> everyIteration(depth, constInt(0));
    everyIteration.push_back(constBool(false));
    cf::CondBranchOp::create(b, loc, parallel, atOnce, ValueRange{}, thread, everyIteration);
  } else {
    SmallVector<Block *> made;
    for (Block *block = atOnce; block != rest; block = block->getNextNode())
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
