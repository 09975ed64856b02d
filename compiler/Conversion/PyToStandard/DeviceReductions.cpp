//===- DeviceReductions.cpp - Reductions as element loops for a GPU --*- C++ -*-===//
//
// With `device-checks` (--target=cuda), np.sum, mean, prod, max and min
// along an axis (and of a whole 1-D array) are an element loop over the
// result: each element reduces its line in the order the runtime's
// pyrite_np_reduce does (NumPy's), so the GPU stage can run one thread a
// line and the answers stay NumPy's bit for bit.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/PyToStandard/FunctionLowering.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "runtime/include/pyrite/Runtime.h"

namespace mlir::pyrite::lowering {
namespace {

/// A line of an array: 1-D, any offset and stride.
MemRefType lineType(Type element) {
  return MemRefType::get({ShapedType::kDynamic}, element,
                         StridedLayoutAttr::get(element.getContext(), ShapedType::kDynamic,
                                                {ShapedType::kDynamic}));
}

/// `for i in [from, to) step step` carrying `init`; `body` gives the next values.
SmallVector<Value> forLoop(OpBuilder &b, Location loc, Value from, Value to, Value step,
                           ValueRange init,
                           function_ref<SmallVector<Value>(Value, ValueRange)> body) {
  auto loop = scf::ForOp::create(b, loc, from, to, step, init,
                                 [&](OpBuilder &inner, Location, Value i, ValueRange carried) {
                                   scf::YieldOp::create(inner, loc, body(i, carried));
                                 });
  return SmallVector<Value>(loop.getResults());
}

/// `@pyrite_pairwise_sum_f64` (or _f32): NumPy's pairwise sum of `n`
/// elements of a line from `from`, as the runtime's pairwise_f64: below 8 in
/// order from +0.0, up to 128 eight accumulators combined as a tree and the
/// rest in order, above that two halves split at a multiple of 8.
/// Recursive; declared once per module (kernel outlining copies it into the
/// kernels' module).
func::FuncOp pairwiseSumFunction(ModuleOp module, FloatType dtype) {
  std::string name = "pyrite_pairwise_sum_f" + std::to_string(dtype.getWidth());
  if (auto existing = module.lookupSymbol<func::FuncOp>(name))
    return existing;
  OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
  Location loc = module.getLoc();
  Type indexType = b.getIndexType();
  auto function = func::FuncOp::create(
      b, loc, name, b.getFunctionType({lineType(dtype), indexType, indexType}, {dtype}));
  function.setPrivate();
  Block *entry = function.addEntryBlock();
  b.setInsertionPointToStart(entry);
  Value line = entry->getArgument(0), from = entry->getArgument(1), n = entry->getArgument(2);
  auto index = [&](int64_t v) -> Value { return arith::ConstantIndexOp::create(b, loc, v); };
  auto add = [&](Value l, Value r) -> Value { return arith::AddFOp::create(b, loc, l, r); };
  auto at = [&](Value i) -> Value {
    return memref::LoadOp::create(b, loc, line,
                                  ValueRange{arith::AddIOp::create(b, loc, from, i)});
  };
  auto ifValue = [&](Value cond, function_ref<Value()> thenValue,
                     function_ref<Value()> elseValue) -> Value {
    auto op = scf::IfOp::create(b, loc, TypeRange{dtype}, cond, /*withElseRegion=*/true);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(op.thenBlock());
    scf::YieldOp::create(b, loc, thenValue());
    b.setInsertionPointToStart(op.elseBlock());
    scf::YieldOp::create(b, loc, elseValue());
    return op.getResult(0);
  };
  auto inOrder = [&](Value start, Value end, Value init) {
    return forLoop(b, loc, start, end, index(1), init, [&](Value i, ValueRange acc) {
      return SmallVector<Value>{add(acc[0], at(i))};
    })[0];
  };
  Value zero = arith::ConstantOp::create(b, loc, b.getFloatAttr(dtype, 0.0));
  Value sum = ifValue(
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, n, index(8)),
      [&] { return inOrder(index(0), n, zero); },
      [&] {
        return ifValue(
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule, n, index(128)),
            [&] {
              SmallVector<Value> first;
              for (int64_t j = 0; j < 8; ++j)
                first.push_back(at(index(j)));
              Value whole =
                  arith::SubIOp::create(b, loc, n, arith::RemUIOp::create(b, loc, n, index(8)));
              SmallVector<Value> r =
                  forLoop(b, loc, index(8), whole, index(8), first, [&](Value i, ValueRange acc) {
                    SmallVector<Value> next;
                    for (int64_t j = 0; j < 8; ++j)
                      next.push_back(add(acc[j], at(arith::AddIOp::create(b, loc, i, index(j)))));
                    return next;
                  });
              Value combined = add(add(add(r[0], r[1]), add(r[2], r[3])),
                                   add(add(r[4], r[5]), add(r[6], r[7])));
              return inOrder(whole, n, combined);
            },
            [&] {
              Value half = arith::DivUIOp::create(b, loc, n, index(2));
              Value low = arith::SubIOp::create(b, loc, half,
                                                arith::RemUIOp::create(b, loc, half, index(8)));
              Value left =
                  func::CallOp::create(b, loc, function, ValueRange{line, from, low}).getResult(0);
              Value right = func::CallOp::create(
                                b, loc, function,
                                ValueRange{line, arith::AddIOp::create(b, loc, from, low),
                                           arith::SubIOp::create(b, loc, n, low)})
                                .getResult(0);
              return add(left, right);
            });
      });
  func::ReturnOp::create(b, loc, sum);
  return function;
}

} // namespace

bool FunctionLowering::reducesOnDevice(Operation *op, py::NDArrayType input, int64_t axis,
                                       Type result) {
  int32_t code = reductionCode(op);
  if (!deviceChecks || input.getRank() == 0 || (axis < 0 && input.getRank() != 1))
    return false;
  Type element = input.getElementType();
  if (isa<FloatType>(element))
    return code == PYRITE_REDUCE_SUM || code == PYRITE_REDUCE_MEAN ||
           code == PYRITE_REDUCE_PROD || code == PYRITE_REDUCE_MAX || code == PYRITE_REDUCE_MIN;
  if (!isa<IntegerType>(element))
    return false;
  if (code == PYRITE_REDUCE_SUM || code == PYRITE_REDUCE_PROD) // into a 64-bit integer
    return py::numpyDtype(result).getIntOrFloatBitWidth() == 64;
  return (code == PYRITE_REDUCE_MAX || code == PYRITE_REDUCE_MIN) && !element.isInteger(1);
}

Value FunctionLowering::lowerDeviceReduction(Operation *op, Value in, py::NDArrayType input,
                                             int64_t axis, Type result) {
  int32_t code = reductionCode(op);
  int64_t rank = input.getRank();
  if (axis < 0)
    axis = 0; // a whole 1-D array: its one line
  Type element = input.getElementType();
  Type dtype = py::numpyDtype(result);
  Type storage = storageType(element), resultStorage = storageType(dtype);
  bool isFloat = isa<FloatType>(element), isUnsigned = element.isUnsignedInteger();
  Value n = memref::DimOp::create(b, loc, in, axis);
  auto index = [&](int64_t v) -> Value { return arith::ConstantIndexOp::create(b, loc, v); };
  if (code == PYRITE_REDUCE_MAX || code == PYRITE_REDUCE_MIN)
    raiseIf(cmpi(arith::CmpIPredicate::eq, n, index(0)), ExceptionKind::ValueError,
            code == PYRITE_REDUCE_MAX
                ? "zero-size array to reduction operation maximum which has no identity"
                : "zero-size array to reduction operation minimum which has no identity");
  auto metadata = memref::ExtractStridedMetadataOp::create(b, loc, in);
  // NumPy sums a float line pairwise when its axis is the innermost of its
  // iterator's order, which the input alone decides (pyrite_k_order: a zero
  // stride or an axis of one has no say), else in order.
  Value pairwise = constBool(true);
  if (isFloat && (code == PYRITE_REDUCE_SUM || code == PYRITE_REDUCE_MEAN) && rank > 1) {
    SmallVector<Value> sizes;
    for (int64_t d = 0; d < rank; ++d)
      sizes.push_back(dimSize(in, d));
    Value order = kOrderLayout({in}, sizes).second;
    Value fastest = LLVM::LoadOp::create(
        b, loc, b.getI32Type(),
        LLVM::GEPOp::create(b, loc, LLVM::LLVMPointerType::get(ctx), b.getI32Type(), order,
                            ArrayRef<LLVM::GEPArg>{(int32_t)(rank - 1)}));
    pairwise = cmpi(arith::CmpIPredicate::eq, fastest, constInt(axis, 32));
  }
  // The result: an array of the lines' sizes (one of size 1 at the axis
  // where it keeps its dimensions), or a scalar through a 1-element array.
  auto arrayResult = dyn_cast<py::NDArrayType>(result);
  Value out;
  if (arrayResult) {
    SmallVector<Value> sizes;
    for (int64_t d = 0; d < rank; ++d) {
      if (d != axis)
        sizes.push_back(dimSize(in, d));
      else if (arrayResult.getRank() == rank)
        sizes.push_back(constInt(1));
    }
    out = allocateArray(arrayResult, sizes, /*zeroed=*/false, Value());
  } else {
    out = allocateArray(py::NDArrayType::get(ctx, {1}, dtype), {constInt(1)}, /*zeroed=*/false,
                        Value());
  }
  bool keepsAxis = arrayResult && arrayResult.getRank() == rank;
  Value countAsFloat;
  if (code == PYRITE_REDUCE_MEAN)
    countAsFloat = arith::SIToFPOp::create(
        b, loc, dtype, arith::IndexCastOp::create(b, loc, b.getI64Type(), n));
  elementLoop({}, {}, out, dtype, [&](ArrayRef<Value>) -> Value {
    // The line: the input at the result element's indexes, along the axis
    // (a view made from the input's fields, which every backend lowers).
    Value offset = metadata.getOffset();
    int64_t next = 0;
    for (int64_t d = 0; d < rank; ++d) {
      if (d == axis) {
        next += keepsAxis;
        continue;
      }
      if (!arrayResult)
        continue; // (a scalar: a 1-D array's one line)
      Value at = linalg::IndexOp::create(b, loc, next++);
      offset = arith::AddIOp::create(
          b, loc, offset, arith::MulIOp::create(b, loc, at, metadata.getStrides()[d]));
    }
    Value line = memref::ReinterpretCastOp::create(
        b, loc, lineType(storage), metadata.getBaseBuffer(), OpFoldResult(offset),
        ArrayRef<OpFoldResult>{OpFoldResult(n)},
        ArrayRef<OpFoldResult>{OpFoldResult(metadata.getStrides()[axis])});
    auto at = [&](Value i) -> Value { return memref::LoadOp::create(b, loc, line, i); };
    auto widened = [&](Value v) -> Value { // an integer item as the 64-bit accumulator
      if (v.getType() == resultStorage)
        return v;
      if (isUnsigned || element.isInteger(1))
        return arith::ExtUIOp::create(b, loc, resultStorage, v);
      return arith::ExtSIOp::create(b, loc, resultStorage, v);
    };
    auto inOrder = [&](Value start, Value init, function_ref<Value(Value, Value)> step) {
      return forLoop(b, loc, start, n, index(1), init, [&](Value i, ValueRange acc) {
        return SmallVector<Value>{step(acc[0], at(i))};
      })[0];
    };
    if (code == PYRITE_REDUCE_MAX || code == PYRITE_REDUCE_MIN) {
      // NumPy's (a > x || isnan(a)) ? a : x, ties taking the later.
      bool isMax = code == PYRITE_REDUCE_MAX;
      return inOrder(index(1), at(index(0)), [&](Value a, Value x) -> Value {
        Value keep;
        if (isFloat)
          keep = orI(cmpf(isMax ? arith::CmpFPredicate::OGT : arith::CmpFPredicate::OLT, a, x),
                     cmpf(arith::CmpFPredicate::UNO, a, a));
        else
          keep = cmpi(isMax ? (isUnsigned ? arith::CmpIPredicate::ugt : arith::CmpIPredicate::sgt)
                            : (isUnsigned ? arith::CmpIPredicate::ult : arith::CmpIPredicate::slt),
                      a, x);
        return select(keep, a, x);
      });
    }
    if (!isFloat) { // modular, so in any order
      bool product = code == PYRITE_REDUCE_PROD;
      return inOrder(index(0), constInt(product, 64), [&](Value acc, Value x) -> Value {
        if (product)
          return arith::MulIOp::create(b, loc, acc, widened(x));
        return arith::AddIOp::create(b, loc, acc, widened(x));
      });
    }
    if (code == PYRITE_REDUCE_PROD) // in order, as NumPy multiplies
      return inOrder(index(0), arith::ConstantOp::create(b, loc, b.getFloatAttr(dtype, 1.0)),
                     [&](Value acc, Value x) -> Value {
                       return arith::MulFOp::create(b, loc, acc, x);
                     });
    Value zero = arith::ConstantOp::create(b, loc, b.getFloatAttr(dtype, 0.0));
    auto sum = scf::IfOp::create(b, loc, TypeRange{dtype}, pairwise, /*withElseRegion=*/true);
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(sum.thenBlock());
      func::FuncOp pairwiseSum = pairwiseSumFunction(module, cast<FloatType>(dtype));
      scf::YieldOp::create(
          b, loc,
          func::CallOp::create(b, loc, pairwiseSum, ValueRange{line, index(0), n}).getResult(0));
      b.setInsertionPointToStart(sum.elseBlock());
      // In order from -0.0, the identity of + (x + -0.0 is x for every x).
      Value negativeZero = arith::NegFOp::create(b, loc, zero);
      scf::YieldOp::create(b, loc, inOrder(index(0), negativeZero, [&](Value acc, Value x) {
                             return arith::AddFOp::create(b, loc, acc, x).getResult();
                           }));
    }
    // NumPy adds the sum to its identity, +0.0: a sum of -0.0s is +0.0.
    Value total = arith::AddFOp::create(b, loc, sum.getResult(0), zero);
    if (code == PYRITE_REDUCE_MEAN)
      total = arith::DivFOp::create(b, loc, total, countAsFloat);
    return total;
  });
  if (arrayResult)
    return out;
  // The scalar, wherever the device left it.
  Value value = slot(resultStorage);
  Value data = LLVM::ExtractValueOp::create(b, loc, descriptorOfMemref(out), ArrayRef<int64_t>{1});
  Value status = callRuntime("pyrite_device_read", b.getI32Type(),
                             {value, data, constInt(itemSize(dtype))});
  propagateIf(cmpi(arith::CmpIPredicate::ne, status, constInt(0, 32)));
  return fromStorage(LLVM::LoadOp::create(b, loc, resultStorage, value), dtype);
}

} // namespace mlir::pyrite::lowering
