//===- Reductions.cpp - NumPy reductions of whole arrays and along an axis --*- C++ -*-===//
//
// np.sum, max, min, mean, prod, any, all, argmax, argmin by the runtime,
// which keeps NumPy's order of operations (pairwise float sums); the scans
// np.cumsum and np.cumprod too (each line in order).
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/PyToStandard/FunctionLowering.h"

#include "mlir/IR/Matchers.h"
#include "runtime/include/pyrite/Runtime.h"

namespace mlir::pyrite::lowering {

int32_t reductionCode(Operation *reduction) {
  return llvm::TypeSwitch<Operation *, int32_t>(reduction)
      .Case([](py::NumPySumOp) { return PYRITE_REDUCE_SUM; })
      .Case([](py::NumPyMaxOp) { return PYRITE_REDUCE_MAX; })
      .Case([](py::NumPyMinOp) { return PYRITE_REDUCE_MIN; })
      .Case([](py::NumPyMeanOp) { return PYRITE_REDUCE_MEAN; })
      .Case([](py::NumPyProdOp) { return PYRITE_REDUCE_PROD; })
      .Case([](py::NumPyAnyOp) { return PYRITE_REDUCE_ANY; })
      .Case([](py::NumPyAllOp) { return PYRITE_REDUCE_ALL; })
      .Case([](py::NumPyArgmaxOp) { return PYRITE_REDUCE_ARGMAX; })
      .Case([](py::NumPyArgminOp) { return PYRITE_REDUCE_ARGMIN; })
      .Default([](Operation *) { return -1; });
}

Value FunctionLowering::lowerReduction(Operation *op, ArrayRef<Value> args,
                                       ArrayRef<Type> types) {
  // NumPy's order of operations lives in the runtime (pairwise float sums).
  auto input = cast<py::NDArrayType>(types[0]);
  int64_t rank = input.getRank();
  int64_t axis = -1; // every axis
  APInt constant;
  if (isa<py::IntType>(types[1]) && matchPattern(args[1], m_ConstantInt(&constant)))
    axis = (constant.getSExtValue() + rank) % rank; // typing checked the range
  Type result = op->getResult(0).getType();
  int32_t code = reductionCode(op);
  if (reducesOnDevice(op, input, axis, result))
    return lowerDeviceReduction(code, args[0], input, axis, result);
  auto [dlCode, bits] = dlpackDtype(input.getElementType());
  Value in = descriptorSlot(args[0]);
  Type dtype = py::numpyDtype(result);
  Value out, array;
  Value outStrides = LLVM::ZeroOp::create(b, loc, LLVM::LLVMPointerType::get(ctx));
  if (isa<py::NPScalarType>(result)) {
    out = slot(storageType(dtype));
  } else {
    auto [laidOut, strides] = reductionResult(code, args[0], axis, cast<py::NDArrayType>(result));
    array = laidOut;
    if (strides)
      outStrides = strides;
    out = LLVM::ExtractValueOp::create(b, loc, descriptorOfMemref(array), ArrayRef<int64_t>{1});
  }
  Value status = callRuntime("pyrite_np_reduce", b.getI32Type(),
                             {constInt(code, 32), constInt(dlCode, 32), constInt(bits, 32), in,
                              constInt(rank, 32), constInt(axis, 32), out, outStrides});
  propagateIf(cmpi(arith::CmpIPredicate::ne, status, constInt(0, 32)));
  if (array)
    return array;
  return fromStorage(LLVM::LoadOp::create(b, loc, storageType(dtype), out), dtype);
}

std::pair<Value, Value> FunctionLowering::reductionResult(int32_t code, Value in, int64_t axis,
                                                          py::NDArrayType resultType) {
  int64_t rank = cast<MemRefType>(in.getType()).getRank();
  bool keepsAxes = (int64_t)resultType.getRank() == rank;
  SmallVector<Value> sizes;
  for (int64_t d = 0; d < rank; ++d) {
    if (axis >= 0 && d != axis)
      sizes.push_back(dimSize(in, d));
    else if (keepsAxes)
      sizes.push_back(constInt(1));
  }
  // (NumPy's argmax and argmin allocate a C-ordered result.)
  if (axis < 0 || resultType.getRank() < 2 || code == PYRITE_REDUCE_ARGMAX ||
      code == PYRITE_REDUCE_ARGMIN)
    return {allocateArray(resultType, sizes, /*zeroed=*/false, Value()), Value()};
  // NumPy's reduce allocates its result in its iterator's order of axes,
  // which the input alone decides (pyrite_reduce_layout).
  Type i64 = b.getI64Type();
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  Value strideSlot = slot(LLVM::LLVMArrayType::get(i64, rank));
  callRuntime("pyrite_reduce_layout", {},
              {descriptorSlot(in), constInt(rank, 32), constInt(axis, 32), strideSlot});
  SmallVector<Value> strides;
  for (int64_t d = 0; d < rank; ++d)
    if (d != axis || keepsAxes)
      strides.push_back(LLVM::LoadOp::create(
          b, loc, i64,
          LLVM::GEPOp::create(b, loc, ptr, i64, strideSlot, ArrayRef<LLVM::GEPArg>{(int32_t)d})));
  return {withStrides(allocateArray(resultType, sizes, /*zeroed=*/false, Value()), strides),
          strideSlot};
}

std::optional<int64_t> FunctionLowering::constantAxisOperand(Value axis, Type type, int64_t rank) {
  APInt constant;
  if (!isa<py::IntType>(type) || !matchPattern(axis, m_ConstantInt(&constant)))
    return std::nullopt;
  return (constant.getSExtValue() + rank) % rank; // typing checked the range
}

std::pair<SmallVector<Value>, Value> FunctionLowering::sizesAndCount(Value array, int64_t rank) {
  SmallVector<Value> sizes;
  Value count = constInt(1);
  for (int64_t d = 0; d < rank; ++d) {
    sizes.push_back(dimSize(array, d));
    count = arith::MulIOp::create(b, loc, count, sizes.back());
  }
  return {sizes, count};
}

Value FunctionLowering::lowerScan(Operation *op, ArrayRef<Value> args, ArrayRef<Type> types) {
  auto input = cast<py::NDArrayType>(types[0]);
  auto resultType = cast<py::NDArrayType>(op->getResult(0).getType());
  int64_t rank = input.getRank();
  std::optional<int64_t> axis = constantAxisOperand(args[1], types[1], rank);
  auto [sizes, total] = sizesAndCount(args[0], rank);
  Value result;
  if (!axis) { // the elements in row-major order, one axis
    result = allocateArray(resultType, {total}, /*zeroed=*/false, Value());
  } else {
    // Laid out as the input (NumPy's accumulate keeps its order of axes),
    // so a later reduction of it sums in NumPy's order.
    SmallVector<Value> strides;
    if (rank >= 2)
      strides = kOrderLayout({args[0]}, sizes).first;
    result = withStrides(allocateArray(resultType, sizes, /*zeroed=*/false, Value()), strides);
  }
  if (deviceChecks && isa<FloatType, IntegerType>(input.getElementType())) {
    lowerDeviceScan(isa<py::NumPyCumsumOp>(op), args[0], input, axis, result, resultType);
    return result;
  }
  auto [dlCode, bits] = dlpackDtype(input.getElementType());
  int32_t code = isa<py::NumPyCumsumOp>(op) ? PYRITE_SCAN_SUM : PYRITE_SCAN_PROD;
  int64_t axisNumber = axis ? *axis : -1;
  callRuntime("pyrite_np_scan", {},
              {constInt(code, 32), constInt(dlCode, 32), constInt(bits, 32), descriptorSlot(args[0]),
               constInt(rank, 32), constInt(axisNumber, 32), descriptorSlot(result),
               constInt(resultType.getRank(), 32)});
  return result;
}

Value FunctionLowering::lowerSort(Operation *op, ArrayRef<Value> args, ArrayRef<Type> types) {
  auto input = cast<py::NDArrayType>(types[0]);
  auto resultType = cast<py::NDArrayType>(op->getResult(0).getType());
  int64_t rank = input.getRank();
  std::optional<int64_t> axis = constantAxisOperand(args[1], types[1], rank);
  auto [sizes, total] = sizesAndCount(args[0], rank);
  bool argsort = isa<py::NumPyArgsortOp>(op);
  Value result = allocateArray(resultType, axis ? ArrayRef<Value>(sizes) : ArrayRef<Value>{total},
                               /*zeroed=*/false, Value());
  // np.sort sorts a copy of the input (order='K', its order of axes);
  // np.argsort's indexes are C-ordered.
  if (axis && !argsort)
    result = laidOutAs(result, args[0]).first;
  if (deviceChecks && isa<FloatType, IntegerType>(input.getElementType())) {
    if (axis && rank >= 2)
      lowerDeviceSort(argsort, args[0], input, axis, result, resultType);
    else // one line: a thread alone took 550 ms for 200,000 float32 on an H200
      lowerDeviceSortLine(argsort, args[0], input, result, resultType);
    return result;
  }
  auto [dlCode, bits] = dlpackDtype(input.getElementType());
  Value status =
      callRuntime("pyrite_np_sort", b.getI32Type(),
                  {constInt(argsort, 32), constInt(dlCode, 32), constInt(bits, 32),
                   descriptorSlot(args[0]), constInt(rank, 32), constInt(axis ? *axis : -1, 32),
                   descriptorSlot(result), constInt(resultType.getRank(), 32)});
  propagateIf(cmpi(arith::CmpIPredicate::ne, status, constInt(0, 32)));
  return result;
}

Value FunctionLowering::lowerUnique(Value array, Type type, Type resultType) {
  auto input = cast<py::NDArrayType>(type);
  auto tuple = dyn_cast<py::TupleType>(resultType);
  auto valuesType = cast<py::NDArrayType>(tuple ? tuple.getElements()[0] : resultType);
  if (deviceChecks && isa<FloatType, IntegerType>(input.getElementType()))
    return uniqueOnDevice(array, input, valuesType, tuple);
  Value total = sizesAndCount(array, input.getRank()).second;
  Value values = allocateArray(valuesType, {total}, /*zeroed=*/false, Value());
  Value counts = tuple ? allocateArray(cast<py::NDArrayType>(tuple.getElements()[1]), {total},
                                       /*zeroed=*/false, Value())
                       : Value();
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  auto [dlCode, bits] = dlpackDtype(input.getElementType());
  Value kept = callRuntime(
      "pyrite_np_unique", b.getI64Type(),
      {constInt(dlCode, 32), constInt(bits, 32), descriptorSlot(array), constInt(input.getRank(), 32),
       descriptorSlot(values), counts ? descriptorSlot(counts) : LLVM::ZeroOp::create(b, loc, ptr)});
  propagateIf(cmpi(arith::CmpIPredicate::slt, kept, constInt(0)));
  auto firstPart = [&](Value whole) { // the buffer's first `kept` items
    Value shortened = LLVM::InsertValueOp::create(b, loc, descriptorOfMemref(whole), kept,
                                                  ArrayRef<int64_t>{3, 0});
    return memrefOfDescriptor(shortened, cast<MemRefType>(whole.getType()));
  };
  if (!tuple)
    return firstPart(values);
  return makeTuple({firstPart(values), firstPart(counts)}, tuple, [](unsigned) { return true; });
}

Value FunctionLowering::lowerHistogram(ArrayRef<Value> args, ArrayRef<Type> types,
                                       py::TupleType type) {
  auto input = cast<py::NDArrayType>(types[0]);
  Value bins = args[1]; // an int, a NumPy int or a bool (typing checked)
  if (auto scalar = dyn_cast<py::NPScalarType>(types[1]))
    bins = castDtype(args[1], scalar.getDtype(), b.getI64Type());
  else if (bins.getType().isInteger(1))
    bins = arith::ExtUIOp::create(b, loc, b.getI64Type(), bins);
  bool hasRange = !isa<py::NoneType>(types[2]);
  auto bound = [&](unsigned i) -> Value {
    if (!hasRange)
      return arith::ConstantOp::create(b, loc, b.getF64FloatAttr(0.0));
    return toDtype(args[i], types[i], b.getF64Type());
  };
  Value low = bound(2), high = bound(3);
  if (deviceChecks && input.getRank() > 0 && !input.getElementType().isInteger(1))
    return lowerDeviceHistogram(args[0], input, bins, hasRange, low, high, type);
  // Sizes bins and bins + 1; a bins below 1 raises in the runtime first.
  Value size = arith::MaxSIOp::create(b, loc, bins, constInt(1));
  Value counts = allocateArray(cast<py::NDArrayType>(type.getElements()[0]), {size},
                               /*zeroed=*/false, Value());
  Value edges = allocateArray(cast<py::NDArrayType>(type.getElements()[1]),
                              {arith::AddIOp::create(b, loc, size, constInt(1))},
                              /*zeroed=*/false, Value());
  auto [dlCode, bits] = dlpackDtype(input.getElementType());
  Value status = callRuntime("pyrite_np_histogram", b.getI32Type(),
                             {constInt(dlCode, 32), constInt(bits, 32), descriptorSlot(args[0]),
                              constInt(input.getRank(), 32), bins, constInt(hasRange, 32), low,
                              high, descriptorSlot(counts), descriptorSlot(edges)});
  propagateIf(cmpi(arith::CmpIPredicate::ne, status, constInt(0, 32)));
  return makeTuple({counts, edges}, type, [](unsigned) { return true; });
}

} // namespace mlir::pyrite::lowering
