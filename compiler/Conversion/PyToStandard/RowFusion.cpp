//===- RowFusion.cpp - Element-wise code fused with row reductions -*- C++ -*-===//
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
// row i of each depends only on row i of the values before it. The run is
// lowered as one loop over blocks of rows: each member computes its block,
// a value used only inside the run lives in a buffer of a few rows that stays
// in cache, and only values used after the run become whole arrays. Each
// row is reduced by the runtime's line reduction with NumPy's order of
// operations (pairwise float sums), so the answers are NumPy's bit for bit.
// Blocks are independent: a big run splits them across cores (scf.parallel,
// then OpenMP), each thread with buffers of its own.
//
// A run may read 1-D arrays (gamma, beta) as rows broadcast down the source
// where their length is M; versionRowFusions gives such a run a block of its
// own, guarded by that check, beside an unfused copy for the other lengths.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/PyToStandard/FunctionLowering.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/StringSwitch.h"

namespace mlir::pyrite::lowering {
namespace {

/// Elements per block of rows: the run's buffers stay in the L1/L2 caches.
constexpr int64_t kBlockElements = 4096;

/// A float (N, M) or (N, 1) value a run can hold: rank 2, rows not fixed
/// statically (a block has fewer).
bool isRowsType(Type type) {
  auto array = dyn_cast<py::NDArrayType>(type);
  return array && array.getRank() == 2 && ShapedType::isDynamic(array.getShape()[0]) &&
         isa<Float32Type, Float64Type>(array.getElementType());
}

/// The runtime's number of a row reduction (pyrite_np_reduce_rows), or -1.
int32_t rowReductionCode(Operation *op) {
  auto builtin = dyn_cast<py::BuiltinOp>(op);
  if (!builtin)
    return -1;
  return llvm::StringSwitch<int32_t>(builtin.getCallee())
      .Case("numpy.sum", 0)
      .Case("numpy.max", 1)
      .Case("numpy.min", 2)
      .Case("numpy.mean", 3)
      .Default(-1);
}

/// A row reduction without keepdims: its value, (N,), would broadcast along
/// the last axis, so no member may read it; it always ends up a whole array.
bool isFlatReduction(Operation *op) {
  auto result = dyn_cast<py::NDArrayType>(op->getResult(0).getType());
  return result && result.getRank() == 1;
}

/// x.sum(axis=1 or -1) (keepdims or not) and the like on a float 2-D array,
/// of the input's dtype (`input`: its py type).
bool isRowReduction(Operation *op, Type input) {
  if (rowReductionCode(op) < 0 || op->getNumOperands() < 2)
    return false;
  auto axis = op->getOperand(1).getDefiningOp<py::ConstantOp>();
  auto value = axis ? dyn_cast<IntegerAttr>(axis.getValue()) : IntegerAttr();
  if (!value || isa<BoolAttr>(axis.getValue()) || (value.getInt() != 1 && value.getInt() != -1))
    return false;
  auto result = dyn_cast<py::NDArrayType>(op->getResult(0).getType());
  bool flat = result && result.getRank() == 1 && ShapedType::isDynamic(result.getShape()[0]);
  return isRowsType(input) && (isRowsType(result) || flat) &&
         cast<py::NDArrayType>(input).getElementType() == result.getElementType();
}

} // namespace

void FunctionLowering::planRowFusions(SmallVectorImpl<Operation *> &ops) {
  auto isReduction = [&](Operation *op) { return isRowReduction(op, operandPyTypes[op][0]); };
  SmallVector<Operation *> hoisted; // constants moved before a run's first member
  for (Block &block : func.getBody()) {
    RowFusion run;
    llvm::SmallPtrSet<Operation *, 8> members;
    SmallVector<Operation *> constants; // read by members, defined after the first
    auto close = [&] {
      bool reduces = llvm::any_of(run.members, isReduction);
      // A guard checked its 1-D arrays against one source: this run's.
      auto guard = rowOperandGuards.find(&block);
      bool guarded = probingRowOperands || run.rowOperands.empty() ||
                     (guard != rowOperandGuards.end() && guard->second.source == run.source);
      if (reduces && guarded) {
        for (Operation *m : run.members) {
          for (Operation *user : m->getResult(0).getUsers())
            if (!members.contains(fusedRoot(user)))
              run.escaping.insert(m);
          if (isFlatReduction(m))
            run.escaping.insert(m);
          rowFusionOf[m] = rowFusions.size();
        }
        for (Operation *c : constants) {
          c->moveBefore(run.members.front());
          hoisted.push_back(c);
        }
        rowFusions.push_back(std::move(run));
      }
      run = RowFusion();
      members.clear();
      constants.clear();
    };
    // Whether `op` joins the run (setting its source when it starts one).
    auto joins = [&](Operation *op) {
      Value source = run.source;
      OpOperand *sourceUse = nullptr;
      bool narrow = true;
      // An array the run reads: the source (the first outside array read) or
      // a member's value.
      // (Arguments have their lowered types already: the py types are in
      // operandPyTypes.)
      auto readsArray = [&](OpOperand &use) {
        Value v = use.get();
        Type type = operandPyTypes[use.getOwner()][use.getOperandNumber()];
        Operation *def = v.getDefiningOp();
        if (def && members.contains(def)) {
          narrow &= run.narrow.contains(def);
          return !isFlatReduction(def);
        }
        if (!source && isRowsType(type)) {
          source = v;
          sourceUse = &use;
        }
        narrow = false;
        return v == source;
      };
      // A 1-D array broadcast down the rows (gamma, beta), there before the
      // run: only where a guard checked its length against the source's
      // rows (see versionRowFusions), or while looking for such runs.
      SmallVector<Value> rowOperands;
      auto readsRowOperand = [&](Value v) {
        Operation *first = run.members.empty() ? op : run.members.front();
        Operation *def = v.getDefiningOp();
        if (def && def->getBlock() == &block && !def->isBeforeInBlock(first))
          return false;
        if (!probingRowOperands) {
          auto guard = rowOperandGuards.find(&block);
          if (guard == rowOperandGuards.end() || !guard->second.operands.contains(v))
            return false;
        }
        rowOperands.push_back(v);
        narrow = false;
        return true;
      };
      if (isReduction(op)) {
        if (!readsArray(op->getOpOperand(0)))
          return false;
        narrow = true;
      } else {
        if (!isArrayElementwise(op) || !isRowsType(op->getResult(0).getType()))
          return false;
        // Every node computes in a float (or takes a where's condition):
        // nothing in it can raise. Scalars must be there before the run.
        bool ok = true;
        SmallVector<Operation *> scalarConstants;
        std::function<void(Operation *)> visit = [&](Operation *node) {
          for (OpOperand &use : node->getOpOperands()) {
            unsigned i = use.getOperandNumber();
            Value operand = use.get();
            Type dtype = nodeDtype(node, i);
            if (!isa<FloatType>(dtype) && !dtype.isInteger(1))
              ok = false;
            Operation *def = operand.getDefiningOp();
            if (def && fused.contains(def)) {
              visit(def);
              continue;
            }
            if (auto array = dyn_cast<py::NDArrayType>(operandPyTypes[node][i])) {
              bool member = def && members.contains(def);
              ok &= array.getRank() == 1 && !member ? readsRowOperand(operand) : readsArray(use);
              continue;
            }
            Operation *first = run.members.empty() ? op : run.members.front();
            if (!def || def->getBlock() != &block || def->isBeforeInBlock(first))
              continue;
            if (isa<py::ConstantOp>(def))
              scalarConstants.push_back(def);
            else
              ok = false;
          }
        };
        visit(op);
        if (!ok)
          return false;
        llvm::append_range(constants, scalarConstants);
      }
      if (!run.source)
        run.sourceUse = sourceUse;
      run.source = source;
      for (Value v : rowOperands)
        if (!llvm::is_contained(run.rowOperands, v))
          run.rowOperands.push_back(v);
      run.members.push_back(op);
      members.insert(op);
      if (narrow)
        run.narrow.insert(op);
      return true;
    };
    for (Operation &op : llvm::make_early_inc_range(block)) {
      if (fused.contains(&op) || isa<py::ConstantOp>(&op))
        continue; // computed at its root; pure
      if (joins(&op))
        continue;
      close();
      joins(&op); // perhaps the start of the next run
    }
    close();
  }
  if (hoisted.empty())
    return;
  // Lowering follows the IR's order.
  ops.clear();
  func.walk([&](Operation *op) {
    if (op->getDialect() && isa<py::PyDialect>(op->getDialect()))
      ops.push_back(op);
  });
}

void FunctionLowering::versionRowFusions(ArrayRef<Operation *> ops) {
  SmallVector<Operation *> planned(ops.begin(), ops.end());
  probingRowOperands = true;
  planRowFusions(planned);
  probingRowOperands = false;
  std::vector<RowFusion> runs;
  for (RowFusion &run : rowFusions)
    if (!run.rowOperands.empty())
      runs.push_back(std::move(run));
  rowFusions.clear();
  rowFusionOf.clear();
  for (RowFusion &run : runs) {
    // block:  ...  cond_br rows_match(source, operands...), ^fused, ^plain
    // ^fused: the run                        br ^merge(values used later)
    // ^plain: a copy of it (NumPy's broadcasting, errors included) br ^merge(...)
    // ^merge: the rest of the block, reading the run's values from its arguments
    Operation *first = run.members.front(), *last = run.members.back();
    Block *block = first->getBlock();
    SmallVector<Value> checked = {run.source};
    checked.append(run.rowOperands.begin(), run.rowOperands.end());
    if (llvm::any_of(checked, [&](Value v) {
          Operation *def = v.getDefiningOp();
          return def && def->getBlock() == block && !def->isBeforeInBlock(first);
        }))
      continue;
    // Between the members only fused operations and constants; a constant
    // goes before the run, so a later reader still sees a constant.
    for (Operation *op = first->getNextNode(); op != last;) {
      Operation *next = op->getNextNode();
      if (isa<py::ConstantOp>(op))
        op->moveBefore(first);
      op = next;
    }
    Block *fusedBlock = block->splitBlock(first);
    Block *merge = fusedBlock->splitBlock(last->getNextNode());
    SmallVector<Value> escaping;
    for (Operation &op : *fusedBlock)
      for (Value result : op.getResults())
        if (llvm::any_of(result.getUsers(),
                         [&](Operation *user) { return user->getBlock() != fusedBlock; }))
          escaping.push_back(result);
    for (Value value : escaping) {
      BlockArgument argument = merge->addArgument(value.getType(), value.getLoc());
      value.replaceUsesWithIf(
          argument, [&](OpOperand &use) { return use.getOwner()->getBlock() != fusedBlock; });
    }
    auto *plainBlock = new Block();
    fusedBlock->getParent()->getBlocks().insertAfter(Region::iterator(fusedBlock), plainBlock);
    IRMapping copies;
    OpBuilder builder(ctx);
    builder.setInsertionPointToEnd(plainBlock);
    for (Operation &op : *fusedBlock)
      builder.clone(op, copies);
    SmallVector<Value> plainEscaping;
    for (Value value : escaping)
      plainEscaping.push_back(copies.lookup(value));
    Location at = first->getLoc();
    py::BranchOp::create(builder, at, plainEscaping, merge);
    builder.setInsertionPointToEnd(fusedBlock);
    py::BranchOp::create(builder, at, escaping, merge);
    builder.setInsertionPointToEnd(block);
    Value matches = py::BuiltinOp::create(builder, at, py::BoolType::get(ctx), "pyrite.rows_match",
                                          checked, TypeAttr());
    Value cond = py::TruthOp::create(builder, at, builder.getI1Type(), matches);
    py::CondBranchOp::create(builder, at, cond, ValueRange{}, ValueRange{}, fusedBlock, plainBlock);
    RowOperandGuard &guard = rowOperandGuards[fusedBlock];
    guard.source = run.source;
    guard.operands.insert(run.rowOperands.begin(), run.rowOperands.end());
  }
}

void FunctionLowering::lowerRowExtremes(Value in, Value out, bool isMax) {
  auto index = [&](int64_t i) -> Value { return arith::ConstantIndexOp::create(b, loc, i); };
  Value zero = index(0), one = index(1);
  Value rows = memref::DimOp::create(b, loc, in, 0), cols = memref::DimOp::create(b, loc, in, 1);
  auto element = cast<FloatType>(cast<MemRefType>(in.getType()).getElementType());
  Value start = arith::ConstantOp::create(
      b, loc, b.getFloatAttr(element, APFloat::getInf(element.getFloatSemantics(), isMax)));
  Value zeroValue = arith::ConstantOp::create(b, loc, b.getFloatAttr(element, 0.0));
  bool flat = cast<MemRefType>(out.getType()).getRank() == 1;
  scf::ForOp::create(
      b, loc, zero, rows, one, ValueRange{}, [&](OpBuilder &, Location, Value i, ValueRange) {
        auto extreme =
            scf::ForOp::create(b, loc, zero, cols, one, ValueRange{start},
                               [&](OpBuilder &, Location, Value j, ValueRange acc) {
                                 Value x = memref::LoadOp::create(b, loc, in, ValueRange{i, j});
                                 Value next =
                                     isMax ? Value(arith::MaximumFOp::create(b, loc, acc[0], x))
                                           : Value(arith::MinimumFOp::create(b, loc, acc[0], x));
                                 scf::YieldOp::create(b, loc, next);
                               });
        Value result = extreme.getResult(0);
        // A NaN or a zero: NumPy's own loop, (a > x || a != a) ? a : x, decides
        // which NaN (the first) or which zero (ties take the later).
        Value recheck = cmpf(arith::CmpFPredicate::UEQ, result, zeroValue);
        auto exact =
            scf::IfOp::create(b, loc, TypeRange{element}, recheck, /*withElseRegion=*/true);
        {
          OpBuilder::InsertionGuard guard(b);
          b.setInsertionPointToStart(exact.thenBlock());
          Value first = memref::LoadOp::create(b, loc, in, ValueRange{i, zero});
          auto scan = scf::ForOp::create(
              b, loc, one, cols, one, ValueRange{first},
              [&](OpBuilder &, Location, Value j, ValueRange acc) {
                Value x = memref::LoadOp::create(b, loc, in, ValueRange{i, j});
                Value beats =
                    cmpf(isMax ? arith::CmpFPredicate::OGT : arith::CmpFPredicate::OLT, acc[0], x);
                Value keep = orI(beats, cmpf(arith::CmpFPredicate::UNO, acc[0], acc[0]));
                scf::YieldOp::create(b, loc, ValueRange{select(keep, acc[0], x)});
              });
          scf::YieldOp::create(b, loc, scan.getResult(0));
          b.setInsertionPointToStart(exact.elseBlock());
          scf::YieldOp::create(b, loc, result);
        }
        SmallVector<Value> at = {i};
        if (!flat)
          at.push_back(zero);
        memref::StoreOp::create(b, loc, exact.getResult(0), out, at);
        scf::YieldOp::create(b, loc);
      });
}

void FunctionLowering::lowerRowFusion(const RowFusion &run) {
  Operation *first = run.members.front();
  loc = first->getLoc();
  deferOverflow = false;
  overflowExcused = nullptr;
  b.setInsertionPoint(first);
  Value source = run.sourceUse->get(); // lowered by now
  Value rows = dimSize(source, 0), cols = dimSize(source, 1);
  auto columns = [&](Operation *m) { return run.narrow.contains(m) ? constInt(1) : cols; };
  // The one error a run can raise, where NumPy's first max/min would: the
  // maximum of no elements. Nothing before it has an effect.
  for (Operation *m : run.members) {
    int32_t code = rowReductionCode(m);
    Operation *input = m->getOperand(0).getDefiningOp();
    if ((code != 1 && code != 2) || (input && run.narrow.contains(input)))
      continue; // a row of one element always has a maximum
    raiseIf(cmpi(arith::CmpIPredicate::eq, cols, constInt(0)), ExceptionKind::ValueError,
            code == 1 ? "zero-size array to reduction operation maximum which has no identity"
                      : "zero-size array to reduction operation minimum which has no identity");
    break;
  }
  // NumPy sums a row pairwise when the axis is the innermost in memory. Its
  // element-wise results keep their input's order of axes (order='K'), so
  // every (N, M) value of the run is laid out as the source is: one answer
  // for all of them (rows of one column have no order).
  auto layoutOf = [&](Value array) {
    return memref::ExtractStridedMetadataOp::create(b, loc, array);
  };
  // The source decides alone, by pyrite_k_order's rule: rows first unless
  // both axes move (no zero stride, no axis of one) and columns are closer.
  Value order = kOrderLayout({source}, {rows, cols}).second;
  Value slowest = LLVM::LoadOp::create(b, loc, b.getI32Type(), order);
  Value rowMajor = cmpi(arith::CmpIPredicate::eq, slowest, constInt(0, 32));
  Value pairwise = arith::ExtUIOp::create(b, loc, b.getI32Type(), rowMajor);

  Value blockRows = arith::DivSIOp::create(b, loc, constInt(kBlockElements),
                                           arith::MaxSIOp::create(b, loc, cols, constInt(1)));
  blockRows = arith::MaxSIOp::create(b, loc, blockRows, constInt(1));
  auto index = [&](Value i) -> Value {
    return arith::IndexCastOp::create(b, loc, b.getIndexType(), i);
  };
  // Big runs split their blocks across cores (an OpenMP loop), each thread
  // with its own block buffers.
  Value parallel = cmpi(arith::CmpIPredicate::sge, arith::MulIOp::create(b, loc, rows, cols),
                        constInt(kParallelElements));
  Value threads = arith::ExtSIOp::create(b, loc, b.getI64Type(),
                                         callRuntime("omp_get_max_threads", b.getI32Type(), {}));
  threads = select(parallel, threads, constInt(1));
  // A full-width member of one operation (`d = x - mu`) read only by
  // element-wise members is computed inside each of them instead of into a
  // buffer: an operation per element against a store and a load per element
  // and a buffer's room in L1. (Within the run nothing is released, so its
  // operands are there for every reader.)
  SmallPtrSet<Operation *, 4> inlined;
  for (Operation *m : run.members) {
    if (run.escaping.contains(m) || run.narrow.contains(m) || rowReductionCode(m) >= 0)
      continue;
    bool single = llvm::none_of(m->getOperands(), [&](Value v) {
      Operation *def = v.getDefiningOp();
      return def && fused.contains(def);
    });
    bool elementwiseReaders = llvm::all_of(m->getResult(0).getUsers(), [&](Operation *user) {
      Operation *root = fusedRoot(user);
      return llvm::is_contained(run.members, root) && rowReductionCode(root) < 0;
    });
    if (single && elementwiseReaders)
      inlined.insert(m);
  }
  // Values used after the run: whole arrays. The others: a block's buffer
  // per thread.
  DenseMap<Operation *, Value> storage;
  for (Operation *m : run.members) {
    auto type = cast<py::NDArrayType>(m->getResult(0).getType());
    if (inlined.contains(m))
      continue;
    if (!run.escaping.contains(m)) {
      Value height = arith::MulIOp::create(b, loc, threads, blockRows);
      storage[m] = allocateArray(type, {height, columns(m)}, /*zeroed=*/false, Value());
      continue;
    }
    // A whole array in the source's order of axes, as NumPy's would be: a
    // later reduction of it then sums in NumPy's order too.
    if (type.getRank() == 1) {
      storage[m] = allocateArray(type, {rows}, /*zeroed=*/false, Value());
      continue;
    }
    Value array = allocateArray(type, {rows, columns(m)}, /*zeroed=*/false, Value());
    Value one = constInt(1);
    Value rowStride = select(rowMajor, columns(m), one), colStride = select(rowMajor, one, rows);
    auto layout = layoutOf(array);
    auto element = cast<MemRefType>(array.getType()).getElementType();
    Value view = memref::ReinterpretCastOp::create(
        b, loc, dynamicMemRefType(2, element), layout.getBaseBuffer(), layout.getOffset(),
        ValueRange{index(rows), index(columns(m))}, ValueRange{index(rowStride), index(colStride)});
    storage[m] = memref::CastOp::create(b, loc, array.getType(), view);
  }

  // Block k: rows [k * blockRows, k * blockRows + count), in the buffers'
  // rows of thread `thread`. Nothing in it raises, allocates or flushes.
  auto emitBlock = [&](Value k, Value thread) {
    Value start = arith::MulIOp::create(b, loc, k, blockRows);
    Value count =
        arith::MinSIOp::create(b, loc, blockRows, arith::SubIOp::create(b, loc, rows, start));
    Value bufferRow = arith::MulIOp::create(b, loc, thread, blockRows);
    // Rows [firstRow, firstRow + count) of `array`, as the array's own memref type.
    auto blockOf = [&](Value array, Value firstRow) -> Value {
      return memref::CastOp::create(b, loc, array.getType(),
                                    rowSlab(array, index(firstRow), index(count)));
    };
    DenseMap<Value, Value> blocks; // py value -> its block in this iteration
    blocks[source] = blockOf(source, start);
    for (Operation *m : run.members) {
      if (inlined.contains(m))
        continue;
      bool whole = run.escaping.contains(m);
      Value out = blockOf(storage[m], whole ? start : bufferRow);
      // (Planning checked the reductions' axes, whose constants may be lowered by now.)
      if (int32_t code = rowReductionCode(m); code == 1 || code == 2) {
        lowerRowExtremes(blocks.lookup(m->getOperand(0)), out, code == 1);
      } else if (code >= 0) {
        Type dtype = cast<py::NDArrayType>(operandPyTypes[m][0]).getElementType();
        Value in = descriptorOfMemref(blocks.lookup(m->getOperand(0)));
        Value to = descriptorOfMemref(out);
        auto field = [&](Value descriptor, ArrayRef<int64_t> position) -> Value {
          return LLVM::ExtractValueOp::create(b, loc, descriptor, position);
        };
        callRuntime("pyrite_np_reduce_rows", {},
                    {constInt(code, 32), constInt(dtype.getIntOrFloatBitWidth(), 32), field(in, 1),
                     field(in, 2), field(in, {3, 0}), field(in, {3, 1}), field(in, {4, 0}),
                     field(in, {4, 1}), pairwise, field(to, 1), field(to, 2), field(to, {4, 0})});
      } else {
        lowerArrayExpression(m, blocks, out);
      }
      blocks[m->getResult(0)] = out;
    }
  };
  Value blockCount = arith::DivSIOp::create(
      b, loc,
      arith::AddIOp::create(b, loc, rows, arith::SubIOp::create(b, loc, blockRows, constInt(1))),
      blockRows);
  Value savedOverflow = overflowSlot;
  overflowSlot = nullptr;
  inRowFusion = true;
  fused.insert(inlined.begin(), inlined.end());
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  auto toI64 = [&](Value i) -> Value {
    return arith::IndexCastOp::create(b, loc, b.getI64Type(), i);
  };
  ifElse(
      parallel,
      [&] {
        scf::ParallelOp::create(
            b, loc, ValueRange{zero}, ValueRange{index(blockCount)}, ValueRange{one},
            [&](OpBuilder &inner, Location, ValueRange ivs) {
              OpBuilder::InsertionGuard guard(b);
              b.setInsertionPoint(inner.getInsertionBlock(), inner.getInsertionPoint());
              Value thread = arith::ExtSIOp::create(
                  b, loc, b.getI64Type(), callRuntime("omp_get_thread_num", b.getI32Type(), {}));
              emitBlock(toI64(ivs[0]), thread);
            });
      },
      [&] {
        scf::ForOp::create(b, loc, zero, index(blockCount), one, ValueRange{},
                           [&](OpBuilder &inner, Location, Value k, ValueRange) {
                             OpBuilder::InsertionGuard guard(b);
                             b.setInsertionPoint(inner.getInsertionBlock(),
                                                 inner.getInsertionPoint());
                             emitBlock(toI64(k), constInt(0));
                             scf::YieldOp::create(b, loc);
                           });
      });
  inRowFusion = false;
  for (Operation *m : inlined)
    fused.erase(m);
  overflowSlot = savedOverflow;

  for (Operation *m : run.members) {
    if (inlined.contains(m))
      continue;
    if (!run.escaping.contains(m)) {
      releaseArray(storage[m]);
      continue;
    }
    for (unsigned id : releasableResults.lookup(m))
      releasable[id] = storage[m];
    m->getResult(0).replaceAllUsesWith(storage[m]);
  }
  for (Operation *m : run.members)
    releaseDeadArrays(m);
}

} // namespace mlir::pyrite::lowering
