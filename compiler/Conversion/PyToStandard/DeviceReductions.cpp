//===- DeviceReductions.cpp - Reductions as element loops for a GPU --*- C++ -*-===//
//
// With `device-checks` (--target=cuda), np.sum, mean, prod, max and min
// along an axis (and of a whole 1-D array) are element loops the GPU stage
// offloads, with the answers of the runtime's pyrite_np_reduce (NumPy's) bit
// for bit: over the result, one thread a line in the runtime's order; for
// the scalar of a long line, NumPy's pairwise tree a level at a time
// (reduceByTree), whose grouping is the order NumPy sums in and changes
// nothing for the other reductions (but a float product: one thread).
// np.any, all, argmax and argmin: the runtime's select lines, one thread a
// line; of a whole array of 2-D or more, its elements gathered in C order.
// np.cumsum and cumprod: one thread a line, in order, as the runtime; np.sort
// and argsort: one thread a line, a stable merge sort (the runtime's order).
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/PyToStandard/FunctionLowering.h"
#include "dialects/Par/IR/ParOps.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "runtime/include/pyrite/Runtime.h"

namespace mlir::pyrite::lowering {
namespace {

/// NumPy's pairwise sums split a line of more elements than this.
constexpr int64_t kPairwiseLeaf = 128;
/// A scalar result of a line longer than this is reduced by reduceByTree.
constexpr int64_t kParallelLine = int64_t(1) << 15;

/// An int array item (stored as `element`) as the 64-bit accumulator of
/// type `wide`: bools and unsigned ints zero-extended, the rest sign-extended.
Value widenedItem(OpBuilder &b, Location loc, Value item, Type element, Type wide) {
  if (item.getType() == wide)
    return item;
  if (element.isUnsignedInteger() || element.isInteger(1))
    return arith::ExtUIOp::create(b, loc, wide, item);
  return arith::ExtSIOp::create(b, loc, wide, item);
}

/// A line of an array: 1-D, any offset and stride.
MemRefType lineType(Type element) {
  return MemRefType::get({ShapedType::kDynamic}, element,
                         StridedLayoutAttr::get(element.getContext(), ShapedType::kDynamic,
                                                {ShapedType::kDynamic}));
}

/// `@pyrite_pairwise_sum_f64` (or _f32): NumPy's pairwise sum of `n`
/// elements of a line from `from`, as the runtime's pairwise_f64: below 8 in
/// order from +0.0, up to 128 eight accumulators combined as a tree and the
/// rest in order, above that two halves split at a multiple of 8. Declared
/// once per module (kernel outlining copies it into the kernels' module).
///
/// Not recursive: a GPU thread's call stack is small (1 KiB by default) and
/// ptxas cannot size a recursive one. The tree is walked with a stack of
/// frames in local memory, one per level above a leaf (at most 57 for a
/// 64-bit size): the right child's size still to sum (-1 once begun) and
/// the left child's sum.
func::FuncOp pairwiseSumFunction(ModuleOp module, FloatType dtype) {
  std::string name = "pyrite_pairwise_sum_f" + std::to_string(dtype.getWidth());
  if (auto existing = module.lookupSymbol<func::FuncOp>(name))
    return existing;
  OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
  Location loc = module.getLoc();
  Type indexType = b.getIndexType(), i1 = b.getI1Type();
  auto function = func::FuncOp::create(
      b, loc, name, b.getFunctionType({lineType(dtype), indexType, indexType}, {dtype}));
  function.setPrivate();
  Block *entry = function.addEntryBlock();
  b.setInsertionPointToStart(entry);
  Value line = entry->getArgument(0), from = entry->getArgument(1), n = entry->getArgument(2);
  auto index = [&](int64_t v) -> Value { return arith::ConstantIndexOp::create(b, loc, v); };
  auto add = [&](Value l, Value r) -> Value { return arith::AddFOp::create(b, loc, l, r); };
  auto cmp = [&](arith::CmpIPredicate p, Value l, Value r) -> Value {
    return arith::CmpIOp::create(b, loc, p, l, r);
  };
  auto at = [&](Value i) -> Value { return memref::LoadOp::create(b, loc, line, i); };
  auto inOrder = [&](Value start, Value end, Value init) {
    return forLoop(b, loc, start, end, index(1), init, [&](Value i, ValueRange acc) {
      return SmallVector<Value>{add(acc[0], at(i))};
    })[0];
  };
  Value zero = arith::ConstantOp::create(b, loc, b.getFloatAttr(dtype, 0.0));
  // NumPy's leaf of `size` (at most 128) elements at `start`.
  auto leaf = [&](Value start, Value size) -> Value {
    Value end = arith::AddIOp::create(b, loc, start, size);
    return ifValues(
        b, loc, cmp(arith::CmpIPredicate::ult, size, index(8)), TypeRange{dtype},
        [&]() -> SmallVector<Value> { return {inOrder(start, end, zero)}; },
        [&]() -> SmallVector<Value> {
          SmallVector<Value> first;
          for (int64_t j = 0; j < 8; ++j)
            first.push_back(at(arith::AddIOp::create(b, loc, start, index(j))));
          Value whole = arith::SubIOp::create(b, loc, end,
                                              arith::RemUIOp::create(b, loc, size, index(8)));
          SmallVector<Value> r = forLoop(
              b, loc, arith::AddIOp::create(b, loc, start, index(8)), whole, index(8), first,
              [&](Value i, ValueRange acc) {
                SmallVector<Value> next;
                for (int64_t j = 0; j < 8; ++j)
                  next.push_back(add(acc[j], at(arith::AddIOp::create(b, loc, i, index(j)))));
                return next;
              });
          Value combined =
              add(add(add(r[0], r[1]), add(r[2], r[3])), add(add(r[4], r[5]), add(r[6], r[7])));
          return {inOrder(whole, end, combined)};
        })[0];
  };
  constexpr int64_t kFrames = 64;
  Value rights = memref::AllocaOp::create(b, loc, MemRefType::get({kFrames}, indexType));
  Value lefts = memref::AllocaOp::create(b, loc, MemRefType::get({kFrames}, dtype));
  // (node size, next element, frames, value, unwinding, done): descending
  // halves a node (a frame for its right child) or sums a leaf; unwinding
  // with a value begins a frame's right child, or adds its left sum.
  SmallVector<Type> types = {indexType, indexType, indexType, dtype, i1, i1};
  Value falseValue = arith::ConstantIntOp::create(b, loc, i1, 0);
  Value trueValue = arith::ConstantIntOp::create(b, loc, i1, 1);
  auto walk = scf::WhileOp::create(
      b, loc, types, ValueRange{n, from, index(0), zero, falseValue, falseValue},
      [&](OpBuilder &, Location, ValueRange s) {
        Value more = arith::XOrIOp::create(b, loc, s[5], trueValue);
        scf::ConditionOp::create(b, loc, more, s);
      },
      [&](OpBuilder &, Location, ValueRange s) {
        Value size = s[0], next = s[1], frames = s[2], value = s[3];
        SmallVector<Value> stepped = ifValues(
            b, loc, s[4], types,
            [&]() -> SmallVector<Value> {
              return ifValues(
                  b, loc, cmp(arith::CmpIPredicate::eq, frames, index(0)), types,
                  [&]() -> SmallVector<Value> {
                    return {size, next, frames, value, trueValue, trueValue};
                  },
                  [&]() -> SmallVector<Value> {
                    Value top = arith::SubIOp::create(b, loc, frames, index(1));
                    Value right = memref::LoadOp::create(b, loc, rights, ValueRange{top});
                    return ifValues(
                        b, loc, cmp(arith::CmpIPredicate::sge, right, index(0)), types,
                        [&]() -> SmallVector<Value> {
                          memref::StoreOp::create(b, loc, value, lefts, ValueRange{top});
                          memref::StoreOp::create(b, loc, index(-1), rights, ValueRange{top});
                          return {right, next, frames, value, falseValue, falseValue};
                        },
                        [&]() -> SmallVector<Value> {
                          Value left = memref::LoadOp::create(b, loc, lefts, ValueRange{top});
                          return {size, next, top, add(left, value), trueValue, falseValue};
                        });
                  });
            },
            [&]() -> SmallVector<Value> {
              return ifValues(
                  b, loc, cmp(arith::CmpIPredicate::ule, size, index(128)), types,
                  [&]() -> SmallVector<Value> {
                    return {size, arith::AddIOp::create(b, loc, next, size), frames,
                            leaf(next, size), trueValue, falseValue};
                  },
                  [&]() -> SmallVector<Value> {
                    Value half = arith::DivUIOp::create(b, loc, size, index(2));
                    Value low = arith::SubIOp::create(
                        b, loc, half, arith::RemUIOp::create(b, loc, half, index(8)));
                    memref::StoreOp::create(b, loc, arith::SubIOp::create(b, loc, size, low),
                                            rights, ValueRange{frames});
                    return {low, next, arith::AddIOp::create(b, loc, frames, index(1)), value,
                            falseValue, falseValue};
                  });
            });
        scf::YieldOp::create(b, loc, stepped);
      });
  func::ReturnOp::create(b, loc, walk.getResult(3));
  return function;
}

} // namespace

bool FunctionLowering::reducesOnDevice(Operation *op, py::NDArrayType input, int64_t axis,
                                       Type result) {
  int32_t code = reductionCode(op);
  if (!deviceChecks || input.getRank() == 0)
    return false;
  Type element = input.getElementType();
  if (code >= PYRITE_REDUCE_ANY)
    return isa<FloatType, IntegerType>(element);
  if (isa<FloatType>(element))
    return code == PYRITE_REDUCE_SUM || code == PYRITE_REDUCE_MEAN ||
           code == PYRITE_REDUCE_PROD || code == PYRITE_REDUCE_MAX || code == PYRITE_REDUCE_MIN;
  if (!isa<IntegerType>(element))
    return false;
  if (code == PYRITE_REDUCE_SUM || code == PYRITE_REDUCE_PROD) // into a 64-bit integer
    return py::numpyDtype(result).getIntOrFloatBitWidth() == 64;
  return (code == PYRITE_REDUCE_MAX || code == PYRITE_REDUCE_MIN) && !element.isInteger(1);
}

Value FunctionLowering::lowerDeviceReduction(int32_t code, Value in, py::NDArrayType input,
                                             int64_t axis, Type result) {
  int64_t rank = input.getRank();
  // Every axis of more than one: the elements in NumPy's iteration order.
  bool wholeArray = axis < 0 && rank > 1;
  if (axis < 0)
    axis = 0; // a whole 1-D array: its one line
  Type element = input.getElementType();
  Type dtype = py::numpyDtype(result);
  Type storage = storageType(element), resultStorage = storageType(dtype);
  bool isFloat = isa<FloatType>(element), isUnsigned = element.isUnsignedInteger();
  // The elements each result element reduces.
  Value n = memref::DimOp::create(b, loc, in, axis);
  if (wholeArray)
    for (int64_t d = 1; d < rank; ++d)
      n = arith::MulIOp::create(b, loc, n, memref::DimOp::create(b, loc, in, d));
  Value empty = cmpi(arith::CmpIPredicate::eq, n, constIndex(0));
  if (code == PYRITE_REDUCE_MAX || code == PYRITE_REDUCE_MIN)
    raiseIf(empty, ExceptionKind::ValueError,
            code == PYRITE_REDUCE_MAX
                ? "zero-size array to reduction operation maximum which has no identity"
                : "zero-size array to reduction operation minimum which has no identity");
  if (code == PYRITE_REDUCE_ARGMAX || code == PYRITE_REDUCE_ARGMIN)
    raiseIf(empty, ExceptionKind::ValueError,
            code == PYRITE_REDUCE_ARGMAX ? "attempt to get argmax of an empty sequence"
                                         : "attempt to get argmin of an empty sequence");
  auto metadata = memref::ExtractStridedMetadataOp::create(b, loc, in);
  // NumPy sums a float line pairwise when its axis is the innermost of its
  // iterator's order (the runtime's rule), else in order.
  Value pairwise = constBool(true);
  bool isSum = isFloat && (code == PYRITE_REDUCE_SUM || code == PYRITE_REDUCE_MEAN);
  if (isSum && rank > 1 && !wholeArray)
    pairwise = cmpi(arith::CmpIPredicate::ne,
                    callRuntime("pyrite_axis_innermost", b.getI32Type(),
                                {descriptorSlot(in), constInt(rank, 32),
                                 constInt(itemSize(element)), constInt(axis, 32)}),
                    constInt(0, 32));
  // The result: an array of the lines' sizes (one of size 1 at the axis
  // where it keeps its dimensions) laid out as NumPy's, or a scalar through
  // a 1-element array.
  auto arrayResult = dyn_cast<py::NDArrayType>(result);
  Value out;
  if (arrayResult) {
    out = reductionResult(code, in, wholeArray ? -1 : axis, arrayResult).first;
  } else {
    out = allocateArray(py::NDArrayType::get(ctx, {1}, dtype), {constInt(1)}, /*zeroed=*/false,
                        Value());
  }
  bool keepsAxis = arrayResult && arrayResult.getRank() == rank;
  bool isExtreme = code == PYRITE_REDUCE_MAX || code == PYRITE_REDUCE_MIN;
  bool isProduct = code == PYRITE_REDUCE_PROD;
  Value countAsFloat;
  if (code == PYRITE_REDUCE_MEAN)
    countAsFloat = arith::SIToFPOp::create(
        b, loc, dtype, arith::IndexCastOp::create(b, loc, b.getI64Type(), n));

  // The line along the axis through the input element at `offset` (a view
  // made from the input's fields, which every backend lowers).
  auto lineAt = [&](Value offset) -> Value {
    return lineOf(metadata.getBaseBuffer(), offset, n, metadata.getStrides()[axis]);
  };
  auto widened = [&](Value v) -> Value { // an integer item as the 64-bit accumulator
    return widenedItem(b, loc, v, element, resultStorage);
  };
  // Two partial results, the earlier first, as one: NumPy's step for
  // extremes ((a > x || isnan(a)) ? a : x, ties taking the later), whose
  // order of grouping changes nothing; + and * otherwise.
  auto combine = [&](Value a, Value x) -> Value {
    if (isExtreme) {
      bool isMax = code == PYRITE_REDUCE_MAX;
      Value keep;
      if (isFloat)
        keep = orI(cmpf(isMax ? arith::CmpFPredicate::OGT : arith::CmpFPredicate::OLT, a, x),
                   cmpf(arith::CmpFPredicate::UNO, a, a));
      else
        keep = cmpi(isMax ? (isUnsigned ? arith::CmpIPredicate::ugt : arith::CmpIPredicate::sgt)
                          : (isUnsigned ? arith::CmpIPredicate::ult : arith::CmpIPredicate::slt),
                    a, x);
      return select(keep, a, x);
    }
    if (isFloat)
      return isProduct ? Value(arith::MulFOp::create(b, loc, a, x))
                       : Value(arith::AddFOp::create(b, loc, a, x));
    return isProduct ? Value(arith::MulIOp::create(b, loc, a, x))
                     : Value(arith::AddIOp::create(b, loc, a, x));
  };
  auto inOrder = [&](Value line, Value start, Value end, Value init,
                     function_ref<Value(Value)> item) {
    return forLoop(b, loc, start, end, constIndex(1), init, [&](Value i, ValueRange acc) {
      return SmallVector<Value>{
          combine(acc[0], item(memref::LoadOp::create(b, loc, line, i)))};
    })[0];
  };
  auto identity = [](Value v) { return v; };
  // Elements [start, start + size) of `line`, reduced (not empty for
  // extremes): a float sum pairwise, anything else in order.
  auto reduceRange = [&](Value line, Value start, Value size) -> Value {
    Value end = arith::AddIOp::create(b, loc, start, size);
    if (isExtreme)
      return inOrder(line, arith::AddIOp::create(b, loc, start, constIndex(1)), end,
                     memref::LoadOp::create(b, loc, line, start), identity);
    if (!isFloat)
      return inOrder(line, start, end, constInt(isProduct, 64), widened);
    if (isProduct) // in order, as NumPy multiplies
      return inOrder(line, start, end,
                     arith::ConstantOp::create(b, loc, b.getFloatAttr(dtype, 1.0)), identity);
    func::FuncOp pairwiseSum = pairwiseSumFunction(module, cast<FloatType>(dtype));
    return func::CallOp::create(b, loc, pairwiseSum, ValueRange{line, start, size}).getResult(0);
  };
  Value zero = isFloat ? Value(arith::ConstantOp::create(b, loc, b.getFloatAttr(dtype, 0.0)))
                       : Value();
  // A whole line's reduction as the result element.
  auto finish = [&](Value reduced) -> Value {
    if (!isFloat || isExtreme || isProduct)
      return reduced;
    // NumPy adds the sum to its identity, +0.0: a sum of -0.0s is +0.0.
    Value total = arith::AddFOp::create(b, loc, reduced, zero);
    return code == PYRITE_REDUCE_MEAN ? arith::DivFOp::create(b, loc, total, countAsFloat)
                                      : total;
  };
  // np.any/all (whether an element is, or all are, nonzero; NaN is) and
  // argmax/argmin (the first extreme, or the first NaN) of a whole line, as
  // the runtime's select lines.
  auto selectLine = [&](Value line) -> Value {
    auto item = [&](Value i) { return memref::LoadOp::create(b, loc, line, i).getResult(); };
    if (code == PYRITE_REDUCE_ANY || code == PYRITE_REDUCE_ALL) {
      bool any = code == PYRITE_REDUCE_ANY;
      return forLoop(b, loc, constIndex(0), n, constIndex(1), ValueRange{constBool(!any)},
                     [&](Value i, ValueRange acc) -> SmallVector<Value> {
                       Value x = item(i);
                       Value nonzero = isFloat ? cmpf(arith::CmpFPredicate::UNE, x,
                                                      arith::ConstantOp::create(
                                                          b, loc, b.getFloatAttr(storage, 0.0)))
                                               : cmpi(arith::CmpIPredicate::ne, x,
                                                      arith::ConstantOp::create(
                                                          b, loc, b.getIntegerAttr(storage, 0)));
                       return {any ? orI(acc[0], nonzero) : andI(acc[0], nonzero)};
                     })[0];
    }
    bool isMax = code == PYRITE_REDUCE_ARGMAX;
    Value first = item(constIndex(0));
    Value firstNaN = isFloat ? cmpf(arith::CmpFPredicate::UNO, first, first) : constBool(false);
    // (best, extreme, a NaN seen)
    SmallVector<Value> found = forLoop(
        b, loc, constIndex(1), n, constIndex(1), ValueRange{constIndex(0), first, firstNaN},
        [&](Value i, ValueRange s) -> SmallVector<Value> {
          Value x = item(i);
          Value open = notI(s[2]);
          Value nan = isFloat ? andI(open, cmpf(arith::CmpFPredicate::UNO, x, x)) : constBool(false);
          Value better;
          if (isFloat)
            better = cmpf(isMax ? arith::CmpFPredicate::OGT : arith::CmpFPredicate::OLT, x, s[1]);
          else
            better = cmpi(isMax ? (isUnsigned || element.isInteger(1) ? arith::CmpIPredicate::ugt
                                                                       : arith::CmpIPredicate::sgt)
                                : (isUnsigned || element.isInteger(1) ? arith::CmpIPredicate::ult
                                                                       : arith::CmpIPredicate::slt),
                          x, s[1]);
          better = andI(open, better);
          return {select(orI(nan, better), i, s[0]), select(better, x, s[1]), orI(s[2], nan)};
        });
    return arith::IndexCastOp::create(b, loc, b.getI64Type(), found[0]);
  };
  // One thread a line: the line through the result element's indexes.
  auto threadPerLine = [&] {
    elementLoop({}, {}, out, dtype, [&](ArrayRef<Value>) -> Value {
      Value offset = metadata.getOffset();
      int64_t next = 0;
      for (int64_t d = 0; d < rank; ++d) {
        if (d == axis) {
          next += keepsAxis;
          continue;
        }
        Value at = linalg::IndexOp::create(b, loc, next++);
        offset = arith::AddIOp::create(
            b, loc, offset, arith::MulIOp::create(b, loc, at, metadata.getStrides()[d]));
      }
      Value line = lineAt(offset);
      if (code >= PYRITE_REDUCE_ANY)
        return selectLine(line);
      if (!isFloat || isExtreme || isProduct)
        return finish(reduceRange(line, constIndex(0), n));
      // Not pairwise (the axis is not the innermost): in order from -0.0,
      // the identity of + (x + -0.0 is x for every x).
      Value sum = ifValues(
          b, loc, pairwise, TypeRange{dtype},
          [&]() -> SmallVector<Value> { return {reduceRange(line, constIndex(0), n)}; },
          [&]() -> SmallVector<Value> {
            return {inOrder(line, constIndex(0), n, arith::NegFOp::create(b, loc, zero), identity)};
          })[0];
      return finish(sum);
    });
  };
  // Lines longer than a leaf, a line 2^kLineLevels threads: each reduces a
  // node of NumPy's tree that deep (into `partials`, the lines in C order
  // of the result's indexes), then a thread a line combines them up the
  // tree as the one-thread reduction does, so the answer is the same.
  auto treePerLine = [&] {
    int64_t nodes = int64_t(1) << kLineLevels;
    Value lines = constIndex(1);
    for (int64_t d = 0; d < rank; ++d)
      if (d != axis)
        lines = arith::MulIOp::create(b, loc, lines, metadata.getSizes()[d]);
    Value slots = arith::MulIOp::create(b, loc, lines, constIndex(nodes));
    Value partials = allocateArray(py::NDArrayType::get(ctx, {ShapedType::kDynamic}, dtype),
                                   {arith::IndexCastOp::create(b, loc, b.getI64Type(), slots)},
                                   /*zeroed=*/false, Value());
    elementLoop({}, {}, partials, dtype, [&](ArrayRef<Value>) -> Value {
      Value i = linalg::IndexOp::create(b, loc, 0);
      Value rest = arith::DivUIOp::create(b, loc, i, constIndex(nodes));
      Value offset = metadata.getOffset();
      for (int64_t d = rank - 1; d >= 0; --d) {
        if (d == axis)
          continue;
        Value at = arith::RemUIOp::create(b, loc, rest, metadata.getSizes()[d]);
        rest = arith::DivUIOp::create(b, loc, rest, metadata.getSizes()[d]);
        offset = arith::AddIOp::create(b, loc, offset,
                                       arith::MulIOp::create(b, loc, at, metadata.getStrides()[d]));
      }
      SmallVector<Value> at =
          pairwiseNode(n, arith::RemUIOp::create(b, loc, i, constIndex(nodes)), kLineLevels);
      return ifValues(
          b, loc, at[2], TypeRange{resultStorage},
          [&]() -> SmallVector<Value> { return {reduceRange(lineAt(offset), at[0], at[1])}; },
          [&]() -> SmallVector<Value> { return {zeroOf(resultStorage)}; })[0];
    });
    auto partialsFields = memref::ExtractStridedMetadataOp::create(b, loc, partials);
    Value partialLine = lineOf(partialsFields.getBaseBuffer(), constIndex(0), slots, constIndex(1));
    elementLoop({}, {}, out, dtype, [&](ArrayRef<Value>) -> Value {
      Value first = constIndex(0);
      int64_t next = 0;
      for (int64_t d = 0; d < rank; ++d) {
        if (d == axis) {
          next += keepsAxis;
          continue;
        }
        first = arith::AddIOp::create(b, loc,
                                      arith::MulIOp::create(b, loc, first, metadata.getSizes()[d]),
                                      linalg::IndexOp::create(b, loc, next++));
      }
      first = arith::MulIOp::create(b, loc, first, constIndex(nodes));
      // A node of more than a leaf combines its two children; any other
      // stands for its left child.
      std::function<Value(int64_t, int64_t)> nodeValue = [&](int64_t level, int64_t p) -> Value {
        if (level == kLineLevels)
          return memref::LoadOp::create(
              b, loc, partialLine, ValueRange{arith::AddIOp::create(b, loc, first, constIndex(p))});
        Value left = nodeValue(level + 1, 2 * p), right = nodeValue(level + 1, 2 * p + 1);
        Value inner = cmpi(arith::CmpIPredicate::ugt, pairwiseNode(n, constIndex(p), level)[1],
                           constIndex(kPairwiseLeaf));
        return select(inner, combine(left, right), left);
      };
      return finish(nodeValue(0, 0));
    });
    releaseArray(partials);
  };
  if (arrayResult && !wholeArray) {
    // A float product and a sum in order (not pairwise) stay one thread a
    // line: their order is the elements' own.
    bool byTree = code < PYRITE_REDUCE_ANY && !(isFloat && isProduct);
    if (!byTree) {
      threadPerLine();
      return out;
    }
    Value longLines = cmpi(arith::CmpIPredicate::ugt, n, constIndex(kPairwiseLeaf));
    branchBoth(isSum ? andI(pairwise, longLines) : longLines, treePerLine, threadPerLine);
    return out;
  }
  // A scalar of `line`'s `count` elements: a float product in order on one
  // thread; anything else of a long line through NumPy's pairwise tree, in
  // parallel and as exactly. Blocks, not an scf.if: the tree's scratch
  // array is allocated (and may raise) on its path only.
  auto lineToScalar = [&](Value line, Value count) {
    auto oneThread = [&] {
      elementLoop({}, {}, out, dtype, [&](ArrayRef<Value>) -> Value {
        return finish(reduceRange(line, constIndex(0), count));
      });
    };
    if (isFloat && isProduct) {
      oneThread();
      return;
    }
    Value parallel = cmpi(arith::CmpIPredicate::ugt, count, constIndex(kParallelLine));
    branchBoth(
        parallel, [&] { reduceByTree(line, count, dtype, reduceRange, combine, finish, out); },
        oneThread);
  };
  // The input's elements, gathered into a new 1-D array (a kernel) in the
  // order of the axes of `sizes` and `strides` (items), innermost first.
  auto gather = [&](ArrayRef<Value> sizes, ArrayRef<Value> strides) -> Value {
    // Every element is at a non-negative item offset below `bound`.
    Value bound = arith::AddIOp::create(b, loc, metadata.getOffset(), constIndex(1));
    for (auto [size, stride] : llvm::zip(sizes, strides)) {
      Value reach =
          arith::MulIOp::create(b, loc, arith::SubIOp::create(b, loc, size, constIndex(1)),
                                arith::MaxSIOp::create(b, loc, stride, constIndex(0)));
      bound = arith::AddIOp::create(b, loc, bound, reach);
    }
    Value items = lineOf(metadata.getBaseBuffer(), constIndex(0), bound, constIndex(1));
    Value gathered = allocateArray(py::NDArrayType::get(ctx, {ShapedType::kDynamic}, element),
                                   {arith::IndexCastOp::create(b, loc, b.getI64Type(), n)},
                                   /*zeroed=*/false, Value());
    elementLoop({}, {}, gathered, element, [&](ArrayRef<Value>) -> Value {
      Value rest = linalg::IndexOp::create(b, loc, 0);
      Value offset = metadata.getOffset();
      for (auto [size, stride] : llvm::zip(sizes, strides)) {
        Value at = arith::RemUIOp::create(b, loc, rest, size);
        rest = arith::DivUIOp::create(b, loc, rest, size);
        offset = arith::AddIOp::create(b, loc, offset, arith::MulIOp::create(b, loc, at, stride));
      }
      return fromStorage(memref::LoadOp::create(b, loc, items, offset), element);
    });
    return gathered;
  };
  auto gatheredLine = [&](Value gathered) {
    auto fields = memref::ExtractStridedMetadataOp::create(b, loc, gathered);
    return lineOf(fields.getBaseBuffer(), constIndex(0), n, constIndex(1));
  };
  if (code >= PYRITE_REDUCE_ANY) { // (one thread)
    if (!wholeArray) {
      threadPerLine();
      return arrayResult ? out : readDeviceScalar(out, dtype);
    }
    // Of a whole array: argmax and argmin index its elements in C order (as
    // NumPy's, of its C-ordered ravel); any and all have no order.
    SmallVector<Value> sizes, strides;
    for (int64_t d = rank - 1; d >= 0; --d) {
      sizes.push_back(metadata.getSizes()[d]);
      strides.push_back(metadata.getStrides()[d]);
    }
    Value gathered = gather(sizes, strides);
    Value line = gatheredLine(gathered);
    elementLoop({}, {}, out, dtype, [&](ArrayRef<Value>) -> Value { return selectLine(line); });
    releaseArray(gathered);
    return arrayResult ? out : readDeviceScalar(out, dtype);
  }
  if (!wholeArray) {
    lineToScalar(lineAt(metadata.getOffset()), n);
    return arrayResult ? out : readDeviceScalar(out, dtype);
  }
  // A whole array of two axes or more, walked in NumPy's iteration order
  // (pyrite_np_reduce_plan): where it merges into one line, that line; else
  // its elements gathered in that order into a scratch array first.
  Type i64 = b.getI64Type();
  Value planSlot = slot(LLVM::LLVMArrayType::get(i64, 2 * rank + 3));
  callRuntime("pyrite_np_reduce_plan", {},
              {descriptorSlot(in), constInt(rank, 32), constInt(itemSize(element)),
               constInt(isSum, 32), planSlot});
  auto planItem = [&](int64_t i) -> Value {
    Value at = LLVM::GEPOp::create(b, loc, LLVM::LLVMPointerType::get(ctx), i64, planSlot,
                                   ArrayRef<LLVM::GEPArg>{(int32_t)i});
    return arith::IndexCastOp::create(b, loc, b.getIndexType(),
                                      LLVM::LoadOp::create(b, loc, i64, at));
  };
  SmallVector<Value> orderSizes, orderStrides;
  for (int64_t d = 0; d < rank; ++d) {
    orderSizes.push_back(planItem(1 + d));
    orderStrides.push_back(planItem(1 + rank + d));
  }
  Value run = planItem(1 + 2 * rank), piece = planItem(2 + 2 * rank);
  Value oneLine = cmpi(arith::CmpIPredicate::sle, planItem(0), constIndex(1));
  branchBoth(
      oneLine,
      [&] {
        // (No axis left: one element, at the offset.)
        Value stride = select(cmpi(arith::CmpIPredicate::eq, planItem(0), constIndex(0)),
                              constIndex(1), orderStrides[0]);
        lineToScalar(lineOf(metadata.getBaseBuffer(), metadata.getOffset(), n, stride), n);
      },
      [&] {
        Value gathered = gather(orderSizes, orderStrides);
        Value line = gatheredLine(gathered);
        if (!isSum) {
          lineToScalar(line, n);
        } else {
          // NumPy's pieces, each summed pairwise (a thread each), their sums
          // added in order from -0.0, + 0.0 after each as NumPy adds them.
          Value perRun = arith::CeilDivUIOp::create(b, loc, run, piece);
          Value runs = select(cmpi(arith::CmpIPredicate::eq, run, constIndex(0)), constIndex(0),
                              arith::DivUIOp::create(
                                  b, loc, n, arith::MaxUIOp::create(b, loc, run, constIndex(1))));
          Value pieces = arith::MulIOp::create(b, loc, runs, perRun);
          Value sums = allocateArray(py::NDArrayType::get(ctx, {ShapedType::kDynamic}, dtype),
                                     {arith::IndexCastOp::create(b, loc, i64, pieces)},
                                     /*zeroed=*/false, Value());
          elementLoop({}, {}, sums, dtype, [&](ArrayRef<Value>) -> Value {
            Value m = linalg::IndexOp::create(b, loc, 0);
            Value q = arith::RemUIOp::create(b, loc, m, perRun);
            Value within = arith::MulIOp::create(b, loc, q, piece);
            Value start = arith::AddIOp::create(
                b, loc,
                arith::MulIOp::create(b, loc, arith::DivUIOp::create(b, loc, m, perRun), run),
                within);
            Value size = arith::MinUIOp::create(b, loc, piece,
                                                arith::SubIOp::create(b, loc, run, within));
            return reduceRange(line, start, size);
          });
          auto sumsFields = memref::ExtractStridedMetadataOp::create(b, loc, sums);
          Value sumLine = lineOf(sumsFields.getBaseBuffer(), constIndex(0), pieces, constIndex(1));
          elementLoop({}, {}, out, dtype, [&](ArrayRef<Value>) -> Value {
            Value total = forLoop(b, loc, constIndex(0), pieces, constIndex(1),
                                  ValueRange{arith::NegFOp::create(b, loc, zero)},
                                  [&](Value m, ValueRange acc) {
                                    Value added = arith::AddFOp::create(
                                        b, loc, acc[0], memref::LoadOp::create(b, loc, sumLine, m));
                                    return SmallVector<Value>{
                                        arith::AddFOp::create(b, loc, added, zero).getResult()};
                                  })[0];
            return finish(total);
          });
          releaseArray(sums);
        }
        releaseArray(gathered);
      });
  return arrayResult ? out : readDeviceScalar(out, dtype);
}

void FunctionLowering::eachLineOnDevice(Value in, py::NDArrayType input,
                                        std::optional<int64_t> axis, Value out,
                                        py::NDArrayType resultType,
                                        function_ref<Value(const DeviceLine &)> body) {
  int64_t rank = input.getRank();
  Type resultStorage = storageType(resultType.getElementType());
  auto inFields = memref::ExtractStridedMetadataOp::create(b, loc, in);
  auto outFields = memref::ExtractStridedMetadataOp::create(b, loc, out);
  DeviceLine line;
  // Each line's elements: along the axis, or every element (one line).
  line.n = axis ? inFields.getSizes()[*axis] : constIndex(1);
  if (!axis)
    for (int64_t d = 0; d < rank; ++d)
      line.n = arith::MulIOp::create(b, loc, line.n, inFields.getSizes()[d]);
  int64_t outAxis = axis.value_or(0), outRank = resultType.getRank();
  line.outStride = outFields.getStrides()[outAxis];
  // The loop runs over the lines' last elements (none when the lines are
  // empty); each element's thread writes the rest of its line.
  Value nonEmpty = arith::MinUIOp::create(b, loc, line.n, constIndex(1));
  Value last = arith::SubIOp::create(b, loc, line.n, nonEmpty);
  SmallVector<OpFoldResult> endSizes, endStrides;
  for (int64_t d = 0; d < outRank; ++d) {
    endSizes.push_back(d == outAxis ? OpFoldResult(nonEmpty)
                                    : OpFoldResult(outFields.getSizes()[d]));
    endStrides.push_back(outFields.getStrides()[d]);
  }
  Value endOffset = arith::AddIOp::create(b, loc, outFields.getOffset(),
                                          arith::MulIOp::create(b, loc, last, line.outStride));
  SmallVector<int64_t> dynamic(outRank, ShapedType::kDynamic);
  Value ends = memref::ReinterpretCastOp::create(
      b, loc,
      MemRefType::get(dynamic, resultStorage,
                      StridedLayoutAttr::get(ctx, ShapedType::kDynamic, dynamic)),
      outFields.getBaseBuffer(), OpFoldResult(endOffset), endSizes, endStrides);
  elementLoop({}, {}, ends, resultType.getElementType(), [&](ArrayRef<Value>) -> Value {
    // The line through this element: its first elements in and out.
    Value inOffset = inFields.getOffset();
    line.outOffset = outFields.getOffset();
    if (axis)
      for (int64_t d = 0; d < rank; ++d) {
        if (d == *axis)
          continue;
        Value at = linalg::IndexOp::create(b, loc, d);
        inOffset = arith::AddIOp::create(
            b, loc, inOffset, arith::MulIOp::create(b, loc, at, inFields.getStrides()[d]));
        line.outOffset = arith::AddIOp::create(
            b, loc, line.outOffset, arith::MulIOp::create(b, loc, at, outFields.getStrides()[d]));
      }
    Value inLine =
        axis ? lineOf(inFields.getBaseBuffer(), inOffset, line.n, inFields.getStrides()[*axis])
             : Value();
    // Element k of the line (of every element: the k-th in row-major order).
    auto item = [&](Value k) -> Value {
      if (axis)
        return memref::LoadOp::create(b, loc, inLine, ValueRange{k});
      Value offset = inFields.getOffset(), rest = k;
      for (int64_t d = rank - 1; d >= 0; --d) {
        Value at = d ? arith::RemUIOp::create(b, loc, rest, inFields.getSizes()[d]) : rest;
        if (d)
          rest = arith::DivUIOp::create(b, loc, rest, inFields.getSizes()[d]);
        offset = arith::AddIOp::create(b, loc, offset,
                                       arith::MulIOp::create(b, loc, at, inFields.getStrides()[d]));
      }
      return memref::LoadOp::create(b, loc, elementAt(inFields.getBaseBuffer(), offset),
                                    ValueRange{constIndex(0)});
    };
    line.item = item;
    return fromStorage(body(line), resultType.getElementType());
  });
}

Value FunctionLowering::lineOf(Value base, Value offset, Value size, Value stride) {
  Type element = cast<MemRefType>(base.getType()).getElementType();
  return memref::ReinterpretCastOp::create(b, loc, lineType(element), base, OpFoldResult(offset),
                                           ArrayRef<OpFoldResult>{OpFoldResult(size)},
                                           ArrayRef<OpFoldResult>{OpFoldResult(stride)});
}

void FunctionLowering::lowerDeviceScan(bool isSum, Value in, py::NDArrayType input,
                                       std::optional<int64_t> axis, Value out,
                                       py::NDArrayType resultType) {
  Type element = input.getElementType();
  Type resultStorage = storageType(resultType.getElementType());
  bool isFloat = isa<FloatType>(element);
  // An int widened to the 64-bit accumulator.
  auto widened = [&](Value x) -> Value { return widenedItem(b, loc, x, element, resultStorage); };
  if (!isFloat && (axis || input.getRank() == 1)) { // (a 1-D array's elements: its axis)
    scanIntsAlongAxis(isSum, in, input, axis.value_or(0), out, resultType, widened);
    return;
  }
  Value outBase = memref::ExtractStridedMetadataOp::create(b, loc, out).getBaseBuffer();
  eachLineOnDevice(in, input, axis, out, resultType, [&](const DeviceLine &line) -> Value {
    Value outLine = lineOf(outBase, line.outOffset, line.n, line.outStride);
    // Element k as the accumulator.
    auto item = [&](Value k) -> Value { return widened(line.item(k)); };
    // From the first element (-0.0 stays -0.0), as NumPy's accumulate.
    Value first = item(constIndex(0));
    return forLoop(b, loc, constIndex(1), line.n, constIndex(1), ValueRange{first},
                   [&](Value k, ValueRange acc) -> SmallVector<Value> {
                     auto store = memref::StoreOp::create(
                         b, loc, acc[0], outLine,
                         ValueRange{arith::SubIOp::create(b, loc, k, constIndex(1))});
                     store->setAttr(par::kLineStoreAttr, b.getUnitAttr());
                     Value x = item(k);
                     if (isFloat)
                       return {isSum ? Value(arith::AddFOp::create(b, loc, acc[0], x))
                                     : Value(arith::MulFOp::create(b, loc, acc[0], x))};
                     return {isSum ? Value(arith::AddIOp::create(b, loc, acc[0], x))
                                   : Value(arith::MulIOp::create(b, loc, acc[0], x))};
                   })[0];
  });
}

void FunctionLowering::scanIntsAlongAxis(bool isSum, Value in, py::NDArrayType input,
                                          int64_t axis, Value out, py::NDArrayType resultType,
                                          function_ref<Value(Value)> widened) {
  int64_t rank = resultType.getRank();
  Type dtype = resultType.getElementType();
  SmallVector<Value> sizes;
  for (int64_t d = 0; d < rank; ++d)
    sizes.push_back(dimSize(out, d));
  Value scratch = allocateArray(resultType, sizes, /*zeroed=*/false, Value());
  auto fill = [&](Value first) {
    elementLoop({in}, {input.getElementType()}, first, dtype, [&](ArrayRef<Value> x) {
      return widened(toStorage(x[0], input.getElementType()));
    });
  };
  // Hillis and Steele along the axis: after pass p, an element combines the
  // 2^(p+1) elements of its line up to it. Wrapping int sums and products
  // are the same in any order, so every element runs at once.
  passesBetween(out, scratch, ceilLog2(sizes[axis]), fill, [&](Value p, Value src, Value dst) {
    Value step = arith::ShLIOp::create(b, loc, constIndex(1), p);
    elementLoop({}, {}, dst, dtype, [&](ArrayRef<Value>) -> Value {
      SmallVector<Value> at;
      for (int64_t d = 0; d < rank; ++d)
        at.push_back(linalg::IndexOp::create(b, loc, d));
      Value own = memref::LoadOp::create(b, loc, src, at);
      Value hasPrior = cmpi(arith::CmpIPredicate::uge, at[axis], step);
      SmallVector<Value> back(at);
      back[axis] = select(hasPrior, arith::SubIOp::create(b, loc, at[axis], step), at[axis]);
      Value prior = memref::LoadOp::create(b, loc, src, back);
      Value both = isSum ? Value(arith::AddIOp::create(b, loc, own, prior))
                         : Value(arith::MulIOp::create(b, loc, own, prior));
      return fromStorage(select(hasPrior, both, own), dtype);
    });
  });
  releaseArray(scratch);
}

Value FunctionLowering::ceilLog2(Value n) {
  Value bits = arith::SubIOp::create(
      b, loc, constInt(64),
      math::CountLeadingZerosOp::create(b, loc, arith::SubIOp::create(b, loc, n, constInt(1))));
  return select(cmpi(arith::CmpIPredicate::ule, n, constInt(1)), constInt(0), bits);
}

void FunctionLowering::passesBetween(Value out, Value scratch, Value passes,
                                     function_ref<void(Value)> fill,
                                     function_ref<void(Value, Value, Value)> pass) {
  // Pass p reads `out` where passes - 1 - p is odd: the last writes it.
  auto readsOut = [&](Value p) {
    Value left = arith::SubIOp::create(b, loc, arith::SubIOp::create(b, loc, passes, constInt(1)), p);
    return cmpi(arith::CmpIPredicate::ne, arith::AndIOp::create(b, loc, left, constInt(1)),
                constInt(0));
  };
  fill(select(readsOut(constInt(0)), out, scratch));
  Value zero = constIndex(0);
  Value one = constIndex(1);
  forLoop(b, loc, zero, arith::IndexCastOp::create(b, loc, b.getIndexType(), passes), one,
          ValueRange{}, [&](Value p, ValueRange) -> SmallVector<Value> {
            Value fromOut = readsOut(arith::IndexCastOp::create(b, loc, b.getI64Type(), p));
            pass(p, select(fromOut, out, scratch), select(fromOut, scratch, out));
            return {};
          });
  testDeviceFailure(); // after the passes' loop
}

Value FunctionLowering::scanCountsOnDevice(Value counts, Value n) {
  auto type = py::NDArrayType::get(ctx, {ShapedType::kDynamic}, b.getI64Type());
  Value ends = allocateArray(type, {n}, /*zeroed=*/false, Value());
  scanIntsAlongAxis(/*isSum=*/true, counts, type, 0, ends, type, [](Value v) { return v; });
  return ends;
}

Value FunctionLowering::sortsBefore(Value x, Value y, Type dtype) {
  // NaN after every number, as NumPy sorts.
  if (!isa<FloatType>(dtype))
    return cmpi(dtype.isUnsignedInteger() || dtype.isInteger(1) ? arith::CmpIPredicate::ult
                                                                : arith::CmpIPredicate::slt,
                x, y);
  Value ordered = cmpf(arith::CmpFPredicate::OLT, x, y);
  Value yNaN = cmpf(arith::CmpFPredicate::UNO, y, y);
  Value xNumber = cmpf(arith::CmpFPredicate::ORD, x, x);
  return orI(ordered, andI(yNaN, xNumber));
}

void FunctionLowering::lowerDeviceSortLine(bool argsort, Value in, py::NDArrayType input,
                                           Value out, py::NDArrayType resultType) {
  Type element = input.getElementType(), i64 = b.getI64Type(), dtype = resultType.getElementType();
  auto toIndex = [&](Value v) -> Value {
    return arith::IndexCastOp::create(b, loc, b.getIndexType(), v);
  };
  Value n = dimSize(out, 0);
  auto fields = memref::ExtractStridedMetadataOp::create(b, loc, in);
  // The elements in C order: what the passes move (a sort's values), or the
  // keys an argsort's indexes are compared by.
  auto inCOrder = [&]() -> Value {
    SmallVector<Value> at = cOrderIndexes(linalg::IndexOp::create(b, loc, 0), fields.getSizes());
    return fromStorage(memref::LoadOp::create(b, loc, in, at), element);
  };
  Value keys;
  if (argsort) {
    keys = allocateArray(py::NDArrayType::get(ctx, {ShapedType::kDynamic}, element), {n},
                         /*zeroed=*/false, Value());
    elementLoop({}, {}, keys, element, [&](ArrayRef<Value>) { return inCOrder(); });
  }
  // A stable merge sort, bottom up: ceil(log2 n) passes between `out` and a
  // scratch array, a kernel each, the last into `out`.
  Value scratch = allocateArray(resultType, {n}, /*zeroed=*/false, Value());
  auto fill = [&](Value first) {
    elementLoop({}, {}, first, dtype, [&](ArrayRef<Value>) -> Value {
      return argsort ? arith::IndexCastOp::create(b, loc, i64, linalg::IndexOp::create(b, loc, 0))
                     : inCOrder();
    });
  };
  Value count = toIndex(n);
  passesBetween(out, scratch, ceilLog2(n), fill, [&](Value p, Value src, Value dst) {
    Value width = arith::ShLIOp::create(b, loc, constIndex(1), p);
    // Output element j of its pair of runs [lo, mid) and [mid, hi): the
    // first kk outputs take i of the left run (its co-rank, by binary
    // search), kk - i of the right; equal keys keep the left's first.
    elementLoop({}, {}, dst, dtype, [&](ArrayRef<Value>) -> Value {
      Value j = linalg::IndexOp::create(b, loc, 0);
      Value pair = arith::MulIOp::create(b, loc, width, constIndex(2));
      Value lo = arith::MulIOp::create(b, loc, arith::DivUIOp::create(b, loc, j, pair), pair);
      Value mid = arith::MinUIOp::create(b, loc, arith::AddIOp::create(b, loc, lo, width), count);
      Value hi = arith::MinUIOp::create(b, loc, arith::AddIOp::create(b, loc, lo, pair), count);
      Value leftSize = arith::SubIOp::create(b, loc, mid, lo);
      Value rightSize = arith::SubIOp::create(b, loc, hi, mid);
      Value kk = arith::SubIOp::create(b, loc, j, lo);
      auto moved = [&](Value at) -> Value {
        return memref::LoadOp::create(b, loc, src, ValueRange{at});
      };
      auto key = [&](Value at) -> Value {
        Value v = moved(at);
        return argsort ? memref::LoadOp::create(b, loc, keys, ValueRange{toIndex(v)}) : v;
      };
      Value start = select(cmpi(arith::CmpIPredicate::uge, kk, rightSize),
                           arith::SubIOp::create(b, loc, kk, rightSize), constIndex(0));
      Value end = arith::MinUIOp::create(b, loc, kk, leftSize);
      auto search = scf::WhileOp::create(
          b, loc, TypeRange{b.getIndexType(), b.getIndexType()}, ValueRange{start, end},
          [&](OpBuilder &, Location, ValueRange s) {
            scf::ConditionOp::create(b, loc, cmpi(arith::CmpIPredicate::ult, s[0], s[1]), s);
          },
          [&](OpBuilder &, Location, ValueRange s) {
            Value m = arith::DivUIOp::create(b, loc, arith::AddIOp::create(b, loc, s[0], s[1]),
                                             constIndex(2));
            // Left element m comes before right element kk - m - 1: take more.
            Value rightAt = arith::SubIOp::create(b, loc, arith::AddIOp::create(b, loc, mid, kk),
                                                  arith::AddIOp::create(b, loc, m, constIndex(1)));
            Value more = notI(sortsBefore(key(rightAt), key(arith::AddIOp::create(b, loc, lo, m)),
                                          element));
            scf::YieldOp::create(
                b, loc,
                ValueRange{select(more, arith::AddIOp::create(b, loc, m, constIndex(1)), s[0]),
                           select(more, s[1], m)});
          });
      Value i = search.getResult(0);
      Value r = arith::SubIOp::create(b, loc, kk, i);
      // (Both read in bounds: an exhausted run's last.)
      Value leftAt = arith::MinUIOp::create(b, loc, arith::AddIOp::create(b, loc, lo, i),
                                            arith::SubIOp::create(b, loc, mid, constIndex(1)));
      Value rightAt = arith::MinUIOp::create(b, loc, arith::AddIOp::create(b, loc, mid, r),
                                             arith::SubIOp::create(b, loc, hi, constIndex(1)));
      Value leftRemains = cmpi(arith::CmpIPredicate::ult, i, leftSize);
      Value rightDone = cmpi(arith::CmpIPredicate::uge, r, rightSize);
      Value fromLeft = andI(leftRemains,
                            orI(rightDone, notI(sortsBefore(key(rightAt), key(leftAt), element))));
      return fromStorage(select(fromLeft, moved(leftAt), moved(rightAt)), dtype);
    });
  });
  releaseArray(scratch);
  if (argsort)
    releaseArray(keys);
}

Value FunctionLowering::uniqueOnDevice(Value array, py::NDArrayType input,
                                       py::NDArrayType valuesType, py::TupleType tuple) {
  Type element = input.getElementType(), i64 = b.getI64Type();
  Value total = sizesAndCount(array, input.getRank()).second;
  Value sorted = allocateArray(valuesType, {total}, /*zeroed=*/false, Value());
  lowerDeviceSortLine(/*argsort=*/false, array, input, sorted, valuesType);
  auto lineOfBools = py::NDArrayType::get(ctx, {ShapedType::kDynamic}, b.getI1Type());
  Value firsts = allocateArray(lineOfBools, {total}, /*zeroed=*/false, Value());
  Type storage = storageType(element);
  elementLoop({}, {}, firsts, b.getI1Type(), [&](ArrayRef<Value>) -> Value {
    Value k = linalg::IndexOp::create(b, loc, 0);
    Value one = constIndex(1);
    Value isFirst = cmpi(arith::CmpIPredicate::eq, k, constIndex(0));
    // (Element 0 compares with itself.)
    Value before = arith::SubIOp::create(b, loc, k, select(isFirst, k, one));
    Value x = memref::LoadOp::create(b, loc, sorted, ValueRange{k});
    Value y = memref::LoadOp::create(b, loc, sorted, ValueRange{before});
    Value same;
    if (isa<FloatType>(storage)) {
      Value equal = cmpf(arith::CmpFPredicate::OEQ, x, y);
      Value xNaN = cmpf(arith::CmpFPredicate::UNO, x, x);
      same = orI(equal, andI(xNaN, cmpf(arith::CmpFPredicate::UNO, y, y)));
    } else {
      same = cmpi(arith::CmpIPredicate::eq, x, y);
    }
    return orI(isFirst, notI(same));
  });
  DeviceMask plan = countMaskOnDevice(firsts, 1);
  Value values = allocateArray(valuesType, {plan.selected}, /*zeroed=*/false, Value());
  auto lineOfInts = py::NDArrayType::get(ctx, {ShapedType::kDynamic}, i64);
  Value starts =
      tuple ? allocateArray(lineOfInts, {plan.selected}, /*zeroed=*/false, Value()) : Value();
  eachSelectionOnDevice(plan, [&](ArrayRef<Value> at, Value p) {
    auto value = memref::StoreOp::create(
        b, loc, memref::LoadOp::create(b, loc, sorted, ValueRange{at[0]}), values, ValueRange{p});
    value->setAttr(par::kLineStoreAttr, b.getUnitAttr());
    if (starts) {
      auto start = memref::StoreOp::create(b, loc, arith::IndexCastOp::create(b, loc, i64, at[0]),
                                           starts, ValueRange{p});
      start->setAttr(par::kLineStoreAttr, b.getUnitAttr());
    }
  });
  releaseArray(sorted);
  releaseArray(firsts);
  if (!tuple)
    return values;
  // Run p's count: where the next run starts (or the end) less its start.
  Value counts = allocateArray(cast<py::NDArrayType>(tuple.getElements()[1]), {plan.selected},
                               /*zeroed=*/false, Value());
  elementLoop({starts}, {i64}, counts, i64, [&](ArrayRef<Value> start) -> Value {
    Value p = linalg::IndexOp::create(b, loc, 0);
    Value next = arith::AddIOp::create(b, loc, p, constIndex(1));
    Value last = cmpi(arith::CmpIPredicate::eq, arith::IndexCastOp::create(b, loc, i64, next),
                      plan.selected);
    Value clamped = select(last, p, next);
    Value end = select(last, total, memref::LoadOp::create(b, loc, starts, ValueRange{clamped}));
    return arith::SubIOp::create(b, loc, end, start[0]);
  });
  releaseArray(starts);
  return makeTuple({values, counts}, tuple, [](unsigned) { return true; });
}

void FunctionLowering::lowerDeviceSort(bool argsort, Value in, py::NDArrayType input,
                                       std::optional<int64_t> axis, Value out,
                                       py::NDArrayType resultType) {
  Type element = input.getElementType();
  Type i64 = b.getI64Type();
  // Scratch laid out as `out` (its sizes and order of axes), so a line's
  // offset and stride in `out` are its own: the keys twice for an argsort
  // (its indexes in `out` and a second buffer), once for values.
  int64_t rank = resultType.getRank();
  SmallVector<Value> sizes;
  for (int64_t d = 0; d < rank; ++d)
    sizes.push_back(dimSize(out, d));
  SmallVector<int64_t> dynamic(rank, ShapedType::kDynamic);
  auto keysType = py::NDArrayType::get(ctx, dynamic, element);
  auto indexesType = py::NDArrayType::get(ctx, dynamic, i64);
  auto scratch = [&](py::NDArrayType type) {
    return laidOutAs(allocateArray(type, sizes, /*zeroed=*/false, Value()), out).first;
  };
  Value keysA = argsort ? scratch(keysType) : out;
  Value keysB = scratch(keysType);
  Value indexesB = argsort ? scratch(indexesType) : Value();
  auto baseOf = [&](Value array) {
    return memref::ExtractStridedMetadataOp::create(b, loc, array).getBaseBuffer();
  };
  Value keysABase = baseOf(keysA), keysBBase = baseOf(keysB);
  Value indexesABase = argsort ? baseOf(out) : Value();
  Value indexesBBase = argsort ? baseOf(indexesB) : Value();
  auto less = [&](Value x, Value y) { return sortsBefore(x, y, element); };
  auto marked = [&](Value value, Value line, Value k) {
    auto store = memref::StoreOp::create(b, loc, value, line, ValueRange{k});
    store->setAttr(par::kLineStoreAttr, b.getUnitAttr());
  };
  eachLineOnDevice(in, input, axis, out, resultType, [&](const DeviceLine &line) -> Value {
    Value n = line.n;
    auto on = [&](Value base) { return lineOf(base, line.outOffset, n, line.outStride); };
    Value kA = on(keysABase), kB = on(keysBBase);
    Value iA = argsort ? on(indexesABase) : Value(), iB = argsort ? on(indexesBBase) : Value();
    forLoop(b, loc, constIndex(0), n, constIndex(1), ValueRange{}, [&](Value k, ValueRange) {
      marked(line.item(k), kA, k);
      if (argsort)
        marked(arith::IndexCastOp::create(b, loc, i64, k), iA, k);
      return SmallVector<Value>{};
    });
    // A stable merge sort, bottom up: runs of `width` merged pairwise from
    // one buffer into the other, the right run's element first only when
    // it is less.
    auto passes = scf::WhileOp::create(
        b, loc, TypeRange{b.getIndexType(), b.getI1Type()},
        ValueRange{constIndex(1), constBool(true)},
        [&](OpBuilder &, Location, ValueRange s) {
          scf::ConditionOp::create(b, loc, cmpi(arith::CmpIPredicate::ult, s[0], n), s);
        },
        [&](OpBuilder &, Location, ValueRange s) {
          Value width = s[0], fromA = s[1];
          Value srcK = select(fromA, kA, kB), dstK = select(fromA, kB, kA);
          Value srcI = argsort ? select(fromA, iA, iB) : Value();
          Value dstI = argsort ? select(fromA, iB, iA) : Value();
          Value pair = arith::MulIOp::create(b, loc, width, constIndex(2));
          forLoop(b, loc, constIndex(0), n, pair, ValueRange{}, [&](Value lo, ValueRange) {
            Value mid = arith::MinUIOp::create(b, loc, arith::AddIOp::create(b, loc, lo, width), n);
            Value hi = arith::MinUIOp::create(b, loc, arith::AddIOp::create(b, loc, lo, pair), n);
            Value lastLeft = arith::SubIOp::create(b, loc, mid, constIndex(1));
            Value lastRight = arith::SubIOp::create(b, loc, hi, constIndex(1));
            forLoop(b, loc, lo, hi, constIndex(1), ValueRange{lo, mid},
                    [&](Value k, ValueRange at) -> SmallVector<Value> {
                      Value i = at[0], j = at[1];
                      // (Both read in bounds: an exhausted run's last.)
                      Value li = arith::MinUIOp::create(b, loc, i, lastLeft);
                      Value rj = arith::MinUIOp::create(b, loc, j, lastRight);
                      Value left = memref::LoadOp::create(b, loc, srcK, ValueRange{li});
                      Value right = memref::LoadOp::create(b, loc, srcK, ValueRange{rj});
                      Value rightFirst =
                          andI(cmpi(arith::CmpIPredicate::ult, j, hi),
                               orI(cmpi(arith::CmpIPredicate::uge, i, mid), less(right, left)));
                      marked(select(rightFirst, right, left), dstK, k);
                      if (argsort)
                        marked(select(rightFirst,
                                      memref::LoadOp::create(b, loc, srcI, ValueRange{rj}),
                                      memref::LoadOp::create(b, loc, srcI, ValueRange{li})),
                               dstI, k);
                      return {
                          select(rightFirst, i, arith::AddIOp::create(b, loc, i, constIndex(1))),
                          select(rightFirst, arith::AddIOp::create(b, loc, j, constIndex(1)), j)};
                    });
            return SmallVector<Value>{};
          });
          scf::YieldOp::create(b, loc, ValueRange{pair, notI(fromA)});
        });
    // Sorted in the second buffers: back into the first (`out`'s).
    Value inB = notI(passes.getResult(1));
    auto back = scf::IfOp::create(b, loc, TypeRange{}, inB, /*withElseRegion=*/false);
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPoint(back.thenBlock()->getTerminator());
      forLoop(b, loc, constIndex(0), n, constIndex(1), ValueRange{}, [&](Value k, ValueRange) {
        marked(memref::LoadOp::create(b, loc, kB, ValueRange{k}), kA, k);
        if (argsort)
          marked(memref::LoadOp::create(b, loc, iB, ValueRange{k}), iA, k);
        return SmallVector<Value>{};
      });
    }
    Value lastOne = arith::SubIOp::create(b, loc, n, constIndex(1));
    return memref::LoadOp::create(b, loc, argsort ? iA : kA, ValueRange{lastOne});
  });
  releaseArray(keysB);
  if (argsort) {
    releaseArray(keysA);
    releaseArray(indexesB);
  }
}

Value FunctionLowering::lowerDeviceHistogram(Value in, py::NDArrayType input, Value bins,
                                             bool hasRange, Value low, Value high,
                                             py::TupleType type) {
  Type element = input.getElementType(), f64 = b.getF64Type(), i64 = b.getI64Type();
  int64_t rank = input.getRank();
  Value total = constInt(1);
  for (int64_t d = 0; d < rank; ++d)
    total = arith::MulIOp::create(b, loc, total, dimSize(in, d));
  Value min = constInt(0), max = constInt(0);
  if (!hasRange) {
    // The extremes as NumPy's min and max give them (NaN where there is
    // one), as 64 bits; of a zero where the array is empty (the range is
    // [0, 1] then).
    SmallVector<Value> ones(rank, constInt(1));
    Value zero = allocateArray(input, ones, /*zeroed=*/true, Value());
    Value source =
        arith::SelectOp::create(b, loc, cmpi(arith::CmpIPredicate::eq, total, constInt(0)), zero, in);
    Type scalar = py::NPScalarType::get(ctx, element);
    auto bitsOf = [&](Value v) -> Value {
      return isa<FloatType>(element) ? Value(arith::BitcastOp::create(b, loc, i64, v))
                                     : castDtype(v, element, i64);
    };
    min = bitsOf(lowerDeviceReduction(PYRITE_REDUCE_MIN, source, input, -1, scalar));
    max = bitsOf(lowerDeviceReduction(PYRITE_REDUCE_MAX, source, input, -1, scalar));
    releaseArray(zero);
  }
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  Value bounds = slot(LLVM::LLVMArrayType::get(f64, 4));
  auto [code, bits] = dlpackDtype(element);
  Value status = callRuntime("pyrite_np_histogram_range", b.getI32Type(),
                             {constInt(code, 32), bins, constInt(hasRange, 32), low, high, total,
                              min, max, bounds});
  propagateIf(cmpi(arith::CmpIPredicate::ne, status, constInt(0, 32)));
  auto bound = [&](int32_t i) -> Value {
    return LLVM::LoadOp::create(
        b, loc, f64, LLVM::GEPOp::create(b, loc, ptr, f64, bounds, ArrayRef<LLVM::GEPArg>{i}));
  };
  Value first = bound(0), last = bound(1), width = bound(2), step = bound(3);
  Value counts = allocateArray(cast<py::NDArrayType>(type.getElements()[0]), {bins},
                               /*zeroed=*/true, Value());
  Value edges = allocateArray(cast<py::NDArrayType>(type.getElements()[1]),
                              {arith::AddIOp::create(b, loc, bins, constInt(1))},
                              /*zeroed=*/false, Value());
  // The edges as the runtime writes them: np.linspace(first, last, bins + 1).
  elementLoop({}, {}, edges, f64, [&](ArrayRef<Value>) -> Value {
    Value i = arith::IndexCastOp::create(b, loc, i64, linalg::IndexOp::create(b, loc, 0));
    Value edge = arith::AddFOp::create(
        b, loc, arith::MulFOp::create(b, loc, arith::SIToFPOp::create(b, loc, f64, i), step),
        first);
    return select(cmpi(arith::CmpIPredicate::eq, i, bins), last, edge);
  });
  // Each item in range: its bin scaled, then corrected against the edges
  // (edges[bin] <= x < edges[bin + 1], the last bin closed), as the runtime.
  Value binCount = arith::SIToFPOp::create(b, loc, f64, bins);
  Value lastBin = arith::SubIOp::create(b, loc, bins, constInt(1));
  auto fields = memref::ExtractStridedMetadataOp::create(b, loc, in);
  Value items = arith::IndexCastOp::create(b, loc, b.getIndexType(), total);
  Value chunks = arith::MaxUIOp::create(
      b, loc, arith::CeilDivUIOp::create(b, loc, items, constIndex(kHistogramChunk)),
      constIndex(1));
  Value scratch = allocateArray(py::NDArrayType::get(ctx, {ShapedType::kDynamic}, i64),
                                {arith::IndexCastOp::create(b, loc, i64, chunks)},
                                /*zeroed=*/false, Value());
  elementLoop({}, {}, scratch, i64, [&](ArrayRef<Value>) -> Value {
    Value start = arith::MulIOp::create(b, loc, linalg::IndexOp::create(b, loc, 0),
                                        constIndex(kHistogramChunk));
    Value end = arith::MinUIOp::create(
        b, loc, arith::AddIOp::create(b, loc, start, constIndex(kHistogramChunk)), items);
    forLoop(b, loc, start, end, constIndex(1), ValueRange{},
            [&](Value k, ValueRange) -> SmallVector<Value> {
              Value offset = offsetOf(fields.getOffset(), fields.getStrides(),
                                      cOrderIndexes(k, fields.getSizes()));
              Value item = memref::LoadOp::create(b, loc, elementAt(fields.getBaseBuffer(), offset),
                                                  ValueRange{constIndex(0)});
              Value x = castDtype(fromStorage(item, element), element, f64);
              Value atLeast = cmpf(arith::CmpFPredicate::OGE, x, first);
              Value inside = andI(atLeast, cmpf(arith::CmpFPredicate::OLE, x, last));
              auto counted = scf::IfOp::create(b, loc, TypeRange{}, inside, false);
              OpBuilder::InsertionGuard guard(b);
              b.setInsertionPoint(counted.thenBlock()->getTerminator());
              Value scaled = arith::MulFOp::create(
                  b, loc,
                  arith::DivFOp::create(b, loc, arith::SubFOp::create(b, loc, x, first), width),
                  binCount);
              Value bin = arith::FPToSIOp::create(b, loc, i64, scaled);
              // (x == last; clamped, as the runtime, past any rounding beyond it)
              bin = select(cmpi(arith::CmpIPredicate::sge, bin, bins), lastBin, bin);
              auto edgeAt = [&](Value i) -> Value {
                return memref::LoadOp::create(
                    b, loc, edges,
                    ValueRange{arith::IndexCastOp::create(b, loc, b.getIndexType(), i)});
              };
              Value next = arith::AddIOp::create(b, loc, bin, constInt(1));
              Value below = cmpf(arith::CmpFPredicate::OLT, x, edgeAt(bin));
              Value above = andI(cmpf(arith::CmpFPredicate::OGE, x, edgeAt(next)),
                                 cmpi(arith::CmpIPredicate::ne, bin, lastBin));
              bin = select(below, arith::SubIOp::create(b, loc, bin, constInt(1)),
                           select(above, next, bin));
              auto count = memref::AtomicRMWOp::create(
                  b, loc, arith::AtomicRMWKind::addi, constInt(1), counts,
                  ValueRange{arith::IndexCastOp::create(b, loc, b.getIndexType(), bin)});
              count->setAttr(par::kAtomicUpdateAttr, b.getUnitAttr());
              return {};
            });
    return constInt(0);
  });
  releaseArray(scratch);
  return makeTuple({counts, edges}, type, [](unsigned) { return true; });
}

Value FunctionLowering::readDeviceScalar(Value array, Type dtype) {
  return readDeviceElement(array, constInt(0), dtype, /*release=*/true);
}

Value FunctionLowering::readDeviceElement(Value array, Value at, Type dtype, bool release) {
  return fromStorage(readDeviceElements(array, at, dtype, 1, release), dtype);
}

Value FunctionLowering::readDeviceElements(Value array, Value at, Type dtype, int64_t count,
                                           bool release) {
  Type storage = storageType(dtype);
  Type read = count == 1 ? storage : LLVM::LLVMArrayType::get(storage, count);
  Value value = slot(read);
  Value data =
      LLVM::ExtractValueOp::create(b, loc, descriptorOfMemref(array), ArrayRef<int64_t>{1});
  Value address = LLVM::GEPOp::create(b, loc, LLVM::LLVMPointerType::get(ctx), storage, data,
                                      ArrayRef<LLVM::GEPArg>{at});
  Value status = callRuntime("pyrite_device_read", b.getI32Type(),
                             {value, address, constInt(count * itemSize(dtype))});
  if (release)
    releaseArray(array);
  propagateIf(cmpi(arith::CmpIPredicate::ne, status, constInt(0, 32)));
  return LLVM::LoadOp::create(b, loc, read, value);
}

SmallVector<Value> FunctionLowering::pairwiseNode(Value n, Value p, int64_t level) {
  SmallVector<Value> init = {constIndex(0), n, constBool(true)};
  return forLoop(
      b, loc, constIndex(0), constIndex(level), constIndex(1), init, [&](Value d, ValueRange s) {
        Value shift = arith::SubIOp::create(b, loc, constIndex(level - 1), d);
        Value right = cmpi(
            arith::CmpIPredicate::ne,
            arith::AndIOp::create(b, loc, arith::ShRUIOp::create(b, loc, p, shift), constIndex(1)),
            constIndex(0));
        Value leaf = cmpi(arith::CmpIPredicate::ule, s[1], constIndex(kPairwiseLeaf));
        Value half = arith::DivUIOp::create(b, loc, s[1], constIndex(2));
        Value low = arith::SubIOp::create(b, loc, half,
                                          arith::RemUIOp::create(b, loc, half, constIndex(8)));
        Value start =
            select(andI(right, notI(leaf)), arith::AddIOp::create(b, loc, s[0], low), s[0]);
        Value size =
            select(leaf, s[1], select(right, arith::SubIOp::create(b, loc, s[1], low), low));
        Value alive = andI(s[2], notI(andI(leaf, right)));
        return SmallVector<Value>{start, size, alive};
      });
}

void FunctionLowering::reduceByTree(Value line, Value n, Type dtype,
                                    function_ref<Value(Value, Value, Value)> reduceRange,
                                    function_ref<Value(Value, Value)> combine,
                                    function_ref<Value(Value)> finish, Value out) {
  // Each level's partial results in one scratch array: level l's 2^l nodes
  // from element 2^l - 1.
  Value partials = allocateArray(py::NDArrayType::get(ctx, {ShapedType::kDynamic}, dtype),
                                 {constInt((int64_t(2) << kTreeLevels) - 1)}, /*zeroed=*/false,
                                 Value());
  auto levelView = [&](int64_t level) -> Value {
    auto metadata = memref::ExtractStridedMetadataOp::create(b, loc, partials);
    return memref::ReinterpretCastOp::create(
        b, loc, lineType(storageType(dtype)), metadata.getBaseBuffer(),
        OpFoldResult(b.getIndexAttr((int64_t(1) << level) - 1)),
        ArrayRef<OpFoldResult>{OpFoldResult(b.getIndexAttr(int64_t(1) << level))},
        ArrayRef<OpFoldResult>{OpFoldResult(b.getIndexAttr(1))});
  };
  auto node = [&](Value p, int64_t level) { return pairwiseNode(n, p, level); };
  // The deepest level: each node reduced by one thread (nodes below a leaf
  // but its left spine compute nothing their parents read).
  elementLoop({}, {}, levelView(kTreeLevels), dtype, [&](ArrayRef<Value>) -> Value {
    SmallVector<Value> at = node(linalg::IndexOp::create(b, loc, 0), kTreeLevels);
    return ifValues(
        b, loc, at[2], TypeRange{storageType(dtype)},
        [&]() -> SmallVector<Value> { return {reduceRange(line, at[0], at[1])}; },
        [&]() -> SmallVector<Value> { return {zeroOf(storageType(dtype))}; })[0];
  });
  // Then each level up: a node of more than a leaf combines its two
  // children, any other stands for its left child.
  for (int64_t level = kTreeLevels - 1; level >= 0; --level) {
    Value below = levelView(level + 1);
    elementLoop({}, {}, level ? levelView(level) : out, dtype, [&](ArrayRef<Value>) -> Value {
      Value p = linalg::IndexOp::create(b, loc, 0);
      Value size = node(p, level)[1];
      Value left = arith::MulIOp::create(b, loc, p, constIndex(2));
      Value leftValue = memref::LoadOp::create(b, loc, below, left);
      Value rightValue = memref::LoadOp::create(
          b, loc, below, ValueRange{arith::AddIOp::create(b, loc, left, constIndex(1))});
      Value inner = cmpi(arith::CmpIPredicate::ugt, size, constIndex(kPairwiseLeaf));
      Value value = ifValues(
          b, loc, inner, TypeRange{storageType(dtype)},
          [&]() -> SmallVector<Value> { return {combine(leftValue, rightValue)}; },
          [&]() -> SmallVector<Value> { return {leftValue}; })[0];
      return level ? value : finish(value);
    });
  }
  releaseArray(partials);
}

} // namespace mlir::pyrite::lowering
