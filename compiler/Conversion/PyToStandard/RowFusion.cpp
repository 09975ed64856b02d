//===- RowFusion.cpp - Element-wise code fused with row reductions -*- C++ -*-===//
//
// A row fusion (compiler/Analysis/RowFusion.h: softmax, layernorm) is
// lowered as one loop over blocks of rows: each member computes its block,
// a value used only inside the run lives in a buffer of a few rows that stays
// in cache, and only values used after the run become whole arrays. Each
// row is reduced by the runtime's line reduction with NumPy's order of
// operations (pairwise float sums), so the answers are NumPy's bit for bit;
// a member read only by a sum (`(d * d).mean(...)`) is no buffer, but
// computed as it is summed, in that order, by compiled vector code.
// Blocks are independent: an `scf.parallel` over `par.workers` workers
// shares them out, each worker with buffers of its own; the target's backend
// stage decides how many workers there are (the CPU's: OpenMP threads).
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/PyToStandard/FunctionLowering.h"

#include "compiler/Backend/CPU/Loops.h"
#include "dialects/Par/IR/ParOps.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "runtime/include/pyrite/Runtime.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir::pyrite::lowering {
namespace {

/// Elements per block of rows: the run's buffers stay in the L1/L2 caches.
constexpr int64_t kBlockElements = 4096;

/// Rows reduced at once, their chains side by side, by lowerRowSums and by
/// the runtime's row sums (kPairwiseRows): blocks are made of such groups.
/// Rows shorter than kPageBytes go one at a time instead: rows read side by
/// side within pages are streams the prefetcher serves worse than one (AMD
/// Zen 4, one thread, the row dots of two 20000x256 f64 arrays in C: 4.7 ms
/// four rows at once, 2.9 ms one at a time).
constexpr int64_t kRowGroup = 4;
constexpr int64_t kPageBytes = 4096;

/// The room lowerRowSums' walk of NumPy's pairwise tree needs: a node of
/// more than 128 elements is halved, so at most two nodes and one sum per
/// level of a 64-bit size's tree are held.
constexpr int64_t kWalkLevels = 64;

/// The runtime's number of a member's row reduction (pyrite_np_reduce_rows),
/// or -1 for an element-wise member.
int32_t rowReductionCode(Operation *op) {
  int32_t code = reductionCode(op);
  return code >= PYRITE_REDUCE_SUM && code <= PYRITE_REDUCE_MEAN ? code : -1;
}
/// Whether `node`'s element-wise lowering is arithmetic whose vector form
/// rounds exactly as its scalar one: add, subtract, multiply, divide,
/// comparisons and the ufuncs built of them (not exp or tanh, whose vector
/// library routines differ from the scalar ones).
bool mapsExactlyOnVectors(Operation *node) {
  using K = py::BinaryOpKind;
  return llvm::TypeSwitch<Operation *, bool>(node)
      .Case([](py::BinaryOp op) {
        K kind = op.getKind();
        return kind == K::Add || kind == K::Sub || kind == K::Mul || kind == K::TrueDiv;
      })
      .Case([](py::CompareOp) { return true; })
      .Case([](py::UnaryOp op) {
        return op.getKind() == py::UnaryOpKind::Neg || op.getKind() == py::UnaryOpKind::Pos;
      })
      .Case<py::NumPyMaximumOp, py::NumPyMinimumOp, py::NumPyNegativeOp, py::NumPyAbsOp,
            py::NumPyWhereOp, py::NumPyClipOp, py::NumPySquareOp, py::NumPyIsnanOp,
            py::NumPyFloorOp, py::NumPyCeilOp, py::NumPySignOp, py::NumPySqrtOp>(
          [](Operation *) { return true; })
      .Default(false);
}

} // namespace

void FunctionLowering::planRowFusions(SmallVectorImpl<Operation *> &ops) {
  rowFusions = findRowFusions(func, fused, RowOperands::Guarded);
  bool hoisted = false;
  for (const RowFusion &run : rowFusions.runs)
    for (Operation *c : run.lateConstants) {
      c->moveBefore(run.members.front());
      hoisted = true;
    }
  if (hoisted)
    collectOps(ops); // lowering follows the IR's order
}

void FunctionLowering::lowerRowExtremes(Value in, Value out, bool isMax) {
  Value zero = constIndex(0), one = constIndex(1);
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

void FunctionLowering::lowerRowSums(Operation *root, const DenseMap<Value, Value> &blocks,
                                    Value out, bool mean, Value pairwise, const SumWalk &walk,
                                    Value thread) {
  ElementExpression expression = prepareElementExpression(root, blocks);
  assert(!expression.views.empty() && "a run member reads a block");
  auto dtype =
      cast<FloatType>(cast<py::NDArrayType>(root->getResult(0).getType()).getElementType());
  auto toIndex = [&](Value i) -> Value {
    return arith::IndexCastOp::create(b, loc, b.getIndexType(), i);
  };
  auto add = [&](Value l, Value r) -> Value { return arith::AddFOp::create(b, loc, l, r); };
  auto addIndex = [&](Value l, Value r) -> Value { return arith::AddIOp::create(b, loc, l, r); };
  auto subIndex = [&](Value l, Value r) -> Value { return arith::SubIOp::create(b, loc, l, r); };
  // for i in [from, to) step `step`, carrying `init`; `body` gives the next values.
  auto loop = [&](Value from, Value to, int64_t step, ValueRange init,
                  function_ref<SmallVector<Value>(Value, ValueRange)> body) {
    return forLoop(b, loc, from, to, constIndex(step), init, body);
  };
  Value zero = arith::ConstantOp::create(b, loc, b.getFloatAttr(dtype, 0.0));
  Value cols = toIndex(expression.sizes[1]);
  Value rows = toIndex(expression.sizes[0]);
  bool flat = cast<MemRefType>(out.getType()).getRank() == 1;
  Value isPairwise = cmpi(arith::CmpIPredicate::ne, pairwise, constInt(0, 32));
  // A mean's divisor, the columns as the dtype (as the runtime's `(T)cols`).
  Value divisor =
      mean ? Value(arith::SIToFPOp::create(b, loc, dtype, expression.sizes[1])) : Value();

  constexpr int64_t kLeaf = 128, kLanes = 8;
  // The walk's stacks: this thread's row of each.
  auto loadNode = [&](Value at) -> Value {
    return toIndex(memref::LoadOp::create(b, loc, walk.nodes, ValueRange{thread, at}));
  };
  auto storeNode = [&](Value size, Value at) {
    memref::StoreOp::create(b, loc, arith::IndexCastOp::create(b, loc, b.getI64Type(), size),
                            walk.nodes, ValueRange{thread, at});
  };
  auto loadSum = [&](Value at) -> Value {
    Value sum = memref::LoadOp::create(b, loc, walk.sums, ValueRange{thread, at});
    return dtype.isF64() ? sum : arith::TruncFOp::create(b, loc, dtype, sum).getResult();
  };
  auto storeSum = [&](Value sum, Value at) { // (a float32 as a float64: exact)
    if (!dtype.isF64())
      sum = arith::ExtFOp::create(b, loc, b.getF64Type(), sum);
    memref::StoreOp::create(b, loc, sum, walk.sums, ValueRange{thread, at});
  };

  // The element computation on kLanes elements at once: built once on
  // scalars in a scratch block, then each operation cloned on vectors
  // (planning admitted only expressions of arith's operations and math's
  // exactly rounded ones, whose vector forms round as the scalar ones).
  auto vectorOf = [&](Type type) { return VectorType::get({kLanes}, type); };
  Block scratch;
  for (Type viewDtype : expression.viewDtypes)
    scratch.addArgument(storageType(viewDtype), loc);
  Value scalarResult;
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(&scratch);
    SmallVector<Value> elements;
    for (auto [argument, viewDtype] : llvm::zip(scratch.getArguments(), expression.viewDtypes))
      elements.push_back(fromStorage(argument, viewDtype));
    scalarResult = expression.element(elements);
  }
  assert(llvm::all_of(scratch,
                      [](Operation &op) {
                        return isa<arith::ArithDialect>(op.getDialect()) ||
                               isa<math::SqrtOp, math::AbsFOp, math::FloorOp, math::CeilOp>(op);
                      }) &&
         "planning admits only arithmetic that maps exactly onto vectors");
  auto vectorElement = [&](ArrayRef<Value> vectors) -> Value {
    IRMapping map;
    map.map(scratch.getArguments(), vectors);
    auto vectorValue = [&](Value scalar) -> Value {
      if (Value mapped = map.lookupOrNull(scalar))
        return mapped;
      return vector::BroadcastOp::create(b, loc, vectorOf(scalar.getType()), scalar);
    };
    for (Operation &op : scratch) {
      if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
        auto splat = DenseElementsAttr::get(vectorOf(constant.getType()), constant.getValue());
        map.map(constant.getResult(), arith::ConstantOp::create(b, loc, splat));
        continue;
      }
      for (Value operand : op.getOperands())
        map.map(operand, vectorValue(operand));
      Operation *copy = b.clone(op, map);
      for (Value result : copy->getResults())
        result.setType(vectorOf(result.getType()));
    }
    return vectorValue(scalarResult);
  };
  llvm::scope_exit clearScratch([&] {
    scratch.dropAllDefinedValueUses();
    scratch.dropAllReferences();
  });

  // Elements [col, col + kLanes) of row `row` of `views`, computed at once:
  // each view read as a vector (stride 1), one element (stride 0) or lane by
  // lane.
  auto elements = [&](ArrayRef<Value> views, Value row, Value col) {
    SmallVector<Value> vectors;
    for (Value view : views) {
      auto type = cast<MemRefType>(view.getType());
      int64_t stride = type.getStridesAndOffset().first.back();
      if (stride == 1) {
        vectors.push_back(vector::LoadOp::create(b, loc, vectorOf(type.getElementType()), view,
                                                 ValueRange{row, col}));
        continue;
      }
      if (stride == 0) {
        vectors.push_back(vector::BroadcastOp::create(
            b, loc, vectorOf(type.getElementType()),
            memref::LoadOp::create(b, loc, view, ValueRange{row, col})));
        continue;
      }
      SmallVector<Value> lanes;
      for (int64_t j = 0; j < kLanes; ++j)
        lanes.push_back(
            memref::LoadOp::create(b, loc, view, ValueRange{row, addIndex(col, constIndex(j))}));
      vectors.push_back(
          vector::FromElementsOp::create(b, loc, vectorOf(type.getElementType()), lanes));
    }
    return vectorElement(vectors);
  };
  auto element = [&](ArrayRef<Value> views, Value row, Value col) {
    SmallVector<Value> scalars;
    for (auto [view, viewDtype] : llvm::zip(views, expression.viewDtypes))
      scalars.push_back(
          fromStorage(memref::LoadOp::create(b, loc, view, ValueRange{row, col}), viewDtype));
    return expression.element(scalars);
  };
  // The sums of columns [from, to) of each row of `rowsAt` in order, each
  // added to its `init`.
  auto inOrder = [&](ArrayRef<Value> views, ArrayRef<Value> rowsAt, Value from, Value to,
                     ValueRange init) {
    return loop(from, to, 1, init, [&](Value j, ValueRange acc) {
      SmallVector<Value> next;
      for (auto [k, row] : llvm::enumerate(rowsAt))
        next.push_back(add(acc[k], element(views, row, j)));
      return next;
    });
  };
  // NumPy's leaf of `size` elements at column `from`: below 8 in order from
  // +0.0, else eight accumulators (a vector), combined as a tree, then the
  // rest in order.
  auto leaf = [&](ArrayRef<Value> views, ArrayRef<Value> rowsAt, Value from, Value size) {
    SmallVector<Type> types(rowsAt.size(), dtype);
    return ifValues(
        b, loc, cmpi(arith::CmpIPredicate::slt, size, constIndex(kLanes)), types,
        [&] {
          return inOrder(views, rowsAt, from, addIndex(from, size),
                         SmallVector<Value>(rowsAt.size(), zero));
        },
        [&] {
          SmallVector<Value> first;
          for (Value row : rowsAt)
            first.push_back(elements(views, row, from));
          Value whole = subIndex(size, arith::RemUIOp::create(b, loc, size, constIndex(kLanes)));
          SmallVector<Value> accumulators =
              loop(addIndex(from, constIndex(kLanes)), addIndex(from, whole), kLanes, first,
                   [&](Value i, ValueRange acc) {
                     SmallVector<Value> next;
                     for (auto [k, row] : llvm::enumerate(rowsAt))
                       next.push_back(add(acc[k], elements(views, row, i)));
                     return next;
                   });
          SmallVector<Value> combined;
          for (Value accumulator : accumulators) {
            SmallVector<Value> l;
            for (int64_t j = 0; j < kLanes; ++j)
              l.push_back(vector::ExtractOp::create(b, loc, accumulator, ArrayRef<int64_t>{j}));
            Value low = add(add(l[0], l[1]), add(l[2], l[3]));
            Value high = add(add(l[4], l[5]), add(l[6], l[7]));
            combined.push_back(add(low, high));
          }
          return inOrder(views, rowsAt, addIndex(from, whole), addIndex(from, size), combined);
        });
  };
  // NumPy's pairwise sums of the rows `rowsAt` (the tree depends on the
  // columns alone): a walk of the tree with a stack of nodes (sizes, -1 for
  // "add the two sums on top") and one of sums.
  auto pairwiseSums = [&](ArrayRef<Value> views, ArrayRef<Value> rowsAt) {
    int64_t count = rowsAt.size();
    storeNode(cols, constIndex(0));
    SmallVector<Type> state(3, b.getIndexType()); // nodes, sums, next column
    scf::WhileOp::create(
        b, loc, state, ValueRange{constIndex(1), constIndex(0), constIndex(0)},
        [&](OpBuilder &inner, Location, ValueRange s) {
          OpBuilder::InsertionGuard guard(b);
          b.setInsertionPoint(inner.getInsertionBlock(), inner.getInsertionPoint());
          scf::ConditionOp::create(b, loc, cmpi(arith::CmpIPredicate::sgt, s[0], constIndex(0)), s);
        },
        [&](OpBuilder &inner, Location, ValueRange s) {
          OpBuilder::InsertionGuard guard(b);
          b.setInsertionPoint(inner.getInsertionBlock(), inner.getInsertionPoint());
          Value top = subIndex(s[0], constIndex(1));
          Value size = loadNode(top);
          auto sumAt = [&](Value level, int64_t k) -> Value {
            return addIndex(arith::MulIOp::create(b, loc, level, constIndex(count)), constIndex(k));
          };
          SmallVector<Value> next = ifValues(
              b, loc, cmpi(arith::CmpIPredicate::slt, size, constIndex(0)), state,
              [&]() -> SmallVector<Value> {
                Value upper = subIndex(s[1], constIndex(1)), lower = subIndex(s[1], constIndex(2));
                for (int64_t k = 0; k < count; ++k)
                  storeSum(add(loadSum(sumAt(lower, k)), loadSum(sumAt(upper, k))),
                           sumAt(lower, k));
                return {top, upper, s[2]};
              },
              [&]() -> SmallVector<Value> {
                return ifValues(
                    b, loc, cmpi(arith::CmpIPredicate::sle, size, constIndex(kLeaf)), state,
                    [&]() -> SmallVector<Value> {
                      SmallVector<Value> leafSums = leaf(views, rowsAt, s[2], size);
                      for (int64_t k = 0; k < count; ++k)
                        storeSum(leafSums[k], sumAt(s[1], k));
                      return {top, addIndex(s[1], constIndex(1)), addIndex(s[2], size)};
                    },
                    [&]() -> SmallVector<Value> {
                      Value half = arith::DivUIOp::create(b, loc, size, constIndex(2));
                      Value low =
                          subIndex(half, arith::RemUIOp::create(b, loc, half, constIndex(kLanes)));
                      storeNode(constIndex(-1), top);
                      storeNode(subIndex(size, low), addIndex(top, constIndex(1)));
                      storeNode(low, addIndex(top, constIndex(2)));
                      return {addIndex(top, constIndex(3)), s[1], s[2]};
                    });
              });
          scf::YieldOp::create(b, loc, next);
        });
    SmallVector<Value> sums;
    for (int64_t k = 0; k < count; ++k)
      sums.push_back(loadSum(constIndex(k)));
    return sums;
  };
  // Rows `group` at a time, their chains side by side; a block's rows are
  // whole groups but for the last block's, whose last group repeats its
  // last row (storing the same sum again). `sums` gives a group's.
  auto eachRowGroupOf = [&](int64_t group, function_ref<SmallVector<Value>(ArrayRef<Value>)> sums) {
    Value last = subIndex(rows, constIndex(1));
    loop(constIndex(0), rows, group, ValueRange{}, [&](Value first, ValueRange) {
      SmallVector<Value> rowsAt;
      for (int64_t k = 0; k < group; ++k)
        rowsAt.push_back(arith::MinUIOp::create(b, loc, addIndex(first, constIndex(k)), last));
      for (auto [row, sum] : llvm::zip(rowsAt, sums(rowsAt))) {
        // NumPy adds the sum to its identity, +0.0 (a sum of -0.0s is +0.0).
        Value total = add(sum, zero);
        if (mean)
          total = arith::DivFOp::create(b, loc, total, divisor);
        SmallVector<Value> at = {row};
        if (!flat)
          at.push_back(constIndex(0));
        memref::StoreOp::create(b, loc, total, out, at);
      }
      return SmallVector<Value>{};
    });
  };
  // kRowGroup rows at a time where a row fills a page, else one.
  auto eachRowGroup = [&](function_ref<SmallVector<Value>(ArrayRef<Value>)> sums) {
    Value rowBytes =
        arith::MulIOp::create(b, loc, cols, constIndex(dtype.getIntOrFloatBitWidth() / 8));
    ifElse(
        cmpi(arith::CmpIPredicate::sge, rowBytes, constIndex(kPageBytes)),
        [&] { eachRowGroupOf(kRowGroup, sums); }, [&] { eachRowGroupOf(1, sums); });
  };
  ifElse(
      isPairwise,
      [&] {
        // A leaf of one column (an (N, 1) member) is read with stride 0
        // along the rows by construction (broadcastView), any other with
        // stride 1 unless its layout is unusual: one fast version, one for
        // the rest.
        SmallVector<int64_t> expected;
        for (py::NDArrayType type : expression.arrayTypes)
          expected.push_back(type.getRank() == 0 || type.getShape().back() == 1 ? 0 : 1);
        cpu::buildExpectedStrideVersion(
            b, loc, expression.views, expected, [&](ArrayRef<Value> views) {
              eachRowGroup([&](ArrayRef<Value> rowsAt) { return pairwiseSums(views, rowsAt); });
            });
      },
      [&] {
        // Not pairwise (the rows are not contiguous in NumPy's temporary):
        // in order from -0.0, the identity of +.
        Value negativeZero = arith::NegFOp::create(b, loc, zero);
        eachRowGroup([&](ArrayRef<Value> rowsAt) {
          return inOrder(expression.views, rowsAt, constIndex(0), cols,
                         SmallVector<Value>(rowsAt.size(), negativeZero));
        });
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

  // A multiple of kRowGroup rows, at least one group (wide rows: a block
  // over the L1 cache, in L2), but no more rows than there are (at least
  // one): a worker's buffers are never taller than the source.
  Value blockRows = arith::DivSIOp::create(b, loc, constInt(kBlockElements),
                                           arith::MaxSIOp::create(b, loc, cols, constInt(1)));
  blockRows = arith::MulIOp::create(
      b, loc, arith::DivSIOp::create(b, loc, blockRows, constInt(kRowGroup)), constInt(kRowGroup));
  blockRows = arith::MaxSIOp::create(b, loc, blockRows, constInt(kRowGroup));
  blockRows = arith::MaxSIOp::create(b, loc, arith::MinSIOp::create(b, loc, blockRows, rows),
                                     constInt(1));
  auto index = [&](Value i) -> Value {
    return arith::IndexCastOp::create(b, loc, b.getIndexType(), i);
  };
  auto indexToI64 = [&](Value i) -> Value {
    return arith::IndexCastOp::create(b, loc, b.getI64Type(), i);
  };
  // The blocks may be split among workers (the target decides how many),
  // each with block buffers of its own.
  Value workers = par::WorkersOp::create(b, loc, b.getIndexType(),
                                         index(arith::MulIOp::create(b, loc, rows, cols)));
  Value workerCount = indexToI64(workers);
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
  // A member read only by a sum or mean of its rows (`(d * d).mean(...)`)
  // is computed inside that reduction, eight lanes at once, with no buffer
  // at all: where its whole expression maps exactly onto vectors.
  std::function<bool(Operation *)> vectorExact = [&](Operation *node) {
    return mapsExactlyOnVectors(node) && llvm::all_of(node->getOperands(), [&](Value v) {
             Operation *def = v.getDefiningOp();
             return !def || !(fused.contains(def) || inlined.contains(def)) || vectorExact(def);
           });
  };
  DenseMap<Operation *, Operation *> summedInside; // reduction -> its operand's member
  SmallPtrSet<Operation *, 4> summedMembers;       // those operands
  for (Operation *m : run.members) {
    int32_t code = rowReductionCode(m);
    Operation *input = m->getOperand(0).getDefiningOp();
    if ((code != 0 && code != 3) || !input || !llvm::is_contained(run.members, input) ||
        run.escaping.contains(input) || run.narrow.contains(input) ||
        rowReductionCode(input) >= 0 || inlined.contains(input) ||
        !input->getResult(0).hasOneUse() || !vectorExact(input))
      continue;
    summedInside[m] = input;
    summedMembers.insert(input);
  }
  // Values used after the run: whole arrays. The others: a block's buffer
  // per worker.
  DenseMap<Operation *, Value> storage;
  for (Operation *m : run.members) {
    auto type = cast<py::NDArrayType>(m->getResult(0).getType());
    if (inlined.contains(m) || summedMembers.contains(m))
      continue;
    if (!run.escaping.contains(m)) {
      Value height = arith::MulIOp::create(b, loc, workerCount, blockRows);
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

  SumWalk walk;
  if (!summedInside.empty()) {
    auto stackType = [&](Type element) {
      return py::NDArrayType::get(ctx, {ShapedType::kDynamic, ShapedType::kDynamic}, element);
    };
    walk.nodes = allocateArray(stackType(b.getI64Type()), {workerCount, constInt(2 * kWalkLevels + 1)},
                               /*zeroed=*/false, Value());
    walk.sums =
        allocateArray(stackType(b.getF64Type()), {workerCount, constInt(kWalkLevels * kRowGroup)},
                      /*zeroed=*/false, Value());
  }

  // Block k: rows [k * blockRows, k * blockRows + count), in the buffers'
  // rows of worker `worker`. Nothing in it raises, allocates or flushes.
  auto emitBlock = [&](Value k, Value worker) {
    Value start = arith::MulIOp::create(b, loc, k, blockRows);
    Value count =
        arith::MinSIOp::create(b, loc, blockRows, arith::SubIOp::create(b, loc, rows, start));
    Value bufferRow = arith::MulIOp::create(b, loc, worker, blockRows);
    // Rows [firstRow, firstRow + count) of `array`, as the array's own memref type.
    auto blockOf = [&](Value array, Value firstRow) -> Value {
      return memref::CastOp::create(b, loc, array.getType(),
                                    cpu::buildRowSlab(b, loc, array, index(firstRow), index(count)));
    };
    DenseMap<Value, Value> blocks; // py value -> its block in this iteration
    blocks[source] = blockOf(source, start);
    for (OpOperand *use : run.otherSourceUses) // (N, M) as the source: the guard checked
      blocks[use->get()] = blockOf(use->get(), start);
    for (Operation *m : run.members) {
      if (inlined.contains(m) || summedMembers.contains(m))
        continue;
      bool whole = run.escaping.contains(m);
      Value out = blockOf(storage[m], whole ? start : bufferRow);
      // (Planning checked the reductions' axes, whose constants may be lowered by now.)
      if (int32_t code = rowReductionCode(m); code == 1 || code == 2) {
        lowerRowExtremes(blocks.lookup(m->getOperand(0)), out, code == 1);
      } else if (Operation *summed = summedInside.lookup(m)) {
        lowerRowSums(summed, blocks, out, code == 3, pairwise, walk, index(worker));
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
  // Worker w takes blocks [w * blockCount / workers, (w + 1) * blockCount / workers).
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value blockCountIndex = index(blockCount);
  auto workerLoop = scf::ParallelOp::create(
      b, loc, ValueRange{zero}, ValueRange{workers}, ValueRange{one},
      [&](OpBuilder &inner, Location, ValueRange ivs) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(inner.getInsertionBlock(), inner.getInsertionPoint());
        Value worker = ivs[0];
        auto share = [&](Value w) -> Value {
          return arith::DivUIOp::create(b, loc, arith::MulIOp::create(b, loc, w, blockCountIndex),
                                        workers);
        };
        Value first = share(worker);
        Value last = share(arith::AddIOp::create(b, loc, worker, one));
        scf::ForOp::create(b, loc, first, last, one, ValueRange{},
                           [&](OpBuilder &blockBuilder, Location, Value k, ValueRange) {
                             b.setInsertionPoint(blockBuilder.getInsertionBlock(),
                                                 blockBuilder.getInsertionPoint());
                             emitBlock(indexToI64(k), indexToI64(worker));
                             scf::YieldOp::create(blockBuilder, loc);
                           });
      });
  workerLoop->setAttr(par::kRowBlocksAttr, b.getUnitAttr());
  inRowFusion = false;
  for (Operation *m : inlined)
    fused.erase(m);
  overflowSlot = savedOverflow;

  for (Operation *m : run.members) {
    if (inlined.contains(m) || summedMembers.contains(m))
      continue;
    if (!run.escaping.contains(m)) {
      releaseArray(storage[m]);
      continue;
    }
    for (unsigned id : releasableResults.lookup(m))
      releasable[id] = storage[m];
    m->getResult(0).replaceAllUsesWith(storage[m]);
  }
  if (walk.nodes) {
    releaseArray(walk.nodes);
    releaseArray(walk.sums);
  }
  for (Operation *m : run.members)
    releaseDeadArrays(m);
}

} // namespace mlir::pyrite::lowering
