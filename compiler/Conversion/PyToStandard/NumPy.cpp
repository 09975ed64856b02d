//===- NumPy.cpp - Arrays and NumPy scalars to memref/arith ------*- C++ -*-===//
//
// An array is a memref of dynamic strides and offset, so any NumPy view fits
// and writes reach every alias. A NumPy scalar is its machine type with
// NumPy 2's semantics: fixed-width integers that wrap, division by zero that
// gives inf, nan or 0, and NEP 50 promotion with Python scalars.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/PyToStandard/FunctionLowering.h"
#include "dialects/Par/IR/ParOps.h"
#include "dialects/Py/IR/TypeRules.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "runtime/include/pyrite/Runtime.h"

#include <limits>

namespace mlir::pyrite::lowering {

Type scalarMachineType(Type dtype) {
  if (auto integer = dyn_cast<IntegerType>(dtype))
    return IntegerType::get(dtype.getContext(), integer.getWidth());
  return dtype;
}

Type storageType(Type dtype) {
  if (dtype.isInteger(1))
    return IntegerType::get(dtype.getContext(), 8);
  return scalarMachineType(dtype);
}

MemRefType arrayMemRefType(py::NDArrayType type) {
  MLIRContext *ctx = type.getContext();
  SmallVector<int64_t> strides(type.getRank(), ShapedType::kDynamic);
  auto layout = StridedLayoutAttr::get(ctx, ShapedType::kDynamic, strides);
  return MemRefType::get(type.getShape(), storageType(type.getElementType()), layout);
}

MemRefType dynamicMemRefType(unsigned rank, Type element) {
  int64_t dynamic = ShapedType::kDynamic;
  SmallVector<int64_t> unknown(rank, dynamic);
  return MemRefType::get(unknown, element,
                         StridedLayoutAttr::get(element.getContext(), dynamic, unknown));
}

LLVM::LLVMStructType descriptorType(MLIRContext *ctx, unsigned rank) {
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  auto i64 = IntegerType::get(ctx, 64);
  auto dims = LLVM::LLVMArrayType::get(i64, rank);
  return LLVM::LLVMStructType::getLiteral(ctx, {ptr, ptr, i64, dims, dims});
}

std::pair<int32_t, int32_t> dlpackDtype(Type dtype) {
  constexpr int32_t kInt = 0, kUInt = 1, kFloat = 2, kBool = 6; // dlpack.h's codes
  if (dtype.isInteger(1))
    return {kBool, 8};
  int32_t bits = dtype.getIntOrFloatBitWidth();
  if (isa<FloatType>(dtype))
    return {kFloat, bits};
  return {dtype.isUnsignedInteger() ? kUInt : kInt, bits};
}

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

namespace {
bool isUnsignedDtype(Type dtype) { return dtype.isUnsignedInteger() || dtype.isInteger(1); }
} // namespace

Value FunctionLowering::dimSize(Value memref, int64_t axis) {
  return arith::IndexCastOp::create(b, loc, b.getI64Type(),
                                    memref::DimOp::create(b, loc, memref, axis));
}

Value FunctionLowering::fromStorage(Value element, Type dtype) {
  return dtype.isInteger(1) ? cmpi(arith::CmpIPredicate::ne, element, constInt(0, 8)) : element;
}

Value FunctionLowering::toStorage(Value value, Type dtype) {
  return dtype.isInteger(1) ? Value(arith::ExtUIOp::create(b, loc, b.getI8Type(), value)) : value;
}

Value FunctionLowering::descriptorSlot(Value memref) {
  Value descriptor = descriptorOfMemref(memref);
  Value at = slot(descriptor.getType());
  LLVM::StoreOp::create(b, loc, descriptor, at);
  return at;
}

void FunctionLowering::elementLoop(ValueRange inputs, ArrayRef<Type> inputDtypes, Value output,
                                   Type outputDtype, function_ref<Value(ArrayRef<Value>)> element,
                                   int inPlace) {
  unsigned rank = cast<MemRefType>(output.getType()).getRank();
  SmallVector<AffineMap> maps(inputs.size() + (inPlace < 0), b.getMultiDimIdentityMap(rank));
  SmallVector<utils::IteratorType> iterators(rank, utils::IteratorType::parallel);
  Value savedOverflow = overflowSlot;
  overflowSlot = nullptr; // Nothing in the body raises: no flush there.
  SmallVector<Value> operands;
  for (auto [i, in] : llvm::enumerate(inputs))
    if ((int)i != inPlace)
      operands.push_back(in);
  auto loop = linalg::GenericOp::create(
      b, loc, TypeRange{}, operands, ValueRange{output}, maps, iterators,
      [&](OpBuilder &nested, Location, ValueRange blockArgs) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(nested.getInsertionBlock(), nested.getInsertionPoint());
        SmallVector<Value> elements;
        unsigned next = 0;
        for (auto [i, dtype] : llvm::enumerate(inputDtypes))
          elements.push_back(
              fromStorage((int)i == inPlace ? blockArgs.back() : blockArgs[next++], dtype));
        linalg::YieldOp::create(b, loc, toStorage(element(elements), outputDtype));
      });
  // How a target runs it (stride versions, workers) is its backend stage's
  // choice; a row fusion's blocks are split among workers already.
  if (rank > 0) {
    loop->setAttr(par::kElementLoopAttr, b.getUnitAttr());
    if (!inRowFusion)
      loop->setAttr(par::kSplitRowsAttr, b.getUnitAttr());
  }
  overflowSlot = savedOverflow;
}

void FunctionLowering::ifElse(Value cond, function_ref<void()> thenBody,
                              function_ref<void()> elseBody) {
  auto op = scf::IfOp::create(b, loc, TypeRange{}, cond, /*withElseRegion=*/true);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(op.thenBlock()->getTerminator());
  thenBody();
  b.setInsertionPoint(op.elseBlock()->getTerminator());
  elseBody();
}

Value FunctionLowering::memrefOfDescriptor(Value descriptor, MemRefType type) {
  return UnrealizedConversionCastOp::create(b, loc, type, descriptor).getResult(0);
}

Value FunctionLowering::descriptorOfMemref(Value memref) {
  auto type = cast<MemRefType>(memref.getType());
  return UnrealizedConversionCastOp::create(b, loc, descriptorType(ctx, type.getRank()), memref)
      .getResult(0);
}

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

Value FunctionLowering::castDtype(Value v, Type from, Type to) {
  Type target = scalarMachineType(to);
  if (from == to)
    return v;
  if (to.isInteger(1))
    return isa<FloatType>(from) ? cmpf(arith::CmpFPredicate::UNE, v, zeroOf(v.getType()))
                                : cmpi(arith::CmpIPredicate::ne, v, zeroOf(v.getType()));
  bool fromFloat = isa<FloatType>(from), toFloat = isa<FloatType>(to);
  if (fromFloat && toFloat)
    return from.getIntOrFloatBitWidth() < to.getIntOrFloatBitWidth()
               ? Value(arith::ExtFOp::create(b, loc, target, v))
               : Value(arith::TruncFOp::create(b, loc, target, v));
  if (toFloat)
    return isUnsignedDtype(from) ? Value(arith::UIToFPOp::create(b, loc, target, v))
                                 : Value(arith::SIToFPOp::create(b, loc, target, v));
  if (fromFloat)
    return floatToIntDtype(v, from, to);
  unsigned fw = from.getIntOrFloatBitWidth(), tw = to.getIntOrFloatBitWidth();
  if (fw == tw)
    return v;
  if (fw > tw)
    return arith::TruncIOp::create(b, loc, target, v);
  return isUnsignedDtype(from) ? Value(arith::ExtUIOp::create(b, loc, target, v))
                               : Value(arith::ExtSIOp::create(b, loc, target, v));
}

Value FunctionLowering::floatToIntDtype(Value v, Type from, Type to) {
  // NumPy casts with C, which on x86-64 truncates with cvttsd2si: a value
  // whose truncation does not fit 32 or 64 bits (NaN too) becomes INT_MIN of
  // that width. Narrow types go through 32 bits and keep the low bits,
  // uint32 through 64 bits, uint64 through C's two-range sequence.
  auto truncate = [&](Value x, unsigned bits) {
    double limit = std::ldexp(1.0, bits - 1);
    // -limit - 1 < x < limit; at 64 bits -limit - 1 is no double: x >= -limit.
    Value above = bits < 64 ? cmpf(arith::CmpFPredicate::OGT, x, constFloat(-limit - 1.0))
                            : cmpf(arith::CmpFPredicate::OGE, x, constFloat(-limit));
    Value fits = andI(above, cmpf(arith::CmpFPredicate::OLT, x, constFloat(limit)));
    Type bitsType = b.getIntegerType(bits);
    Value truncated = arith::FPToSIOp::create(b, loc, bitsType, select(fits, x, constFloat(0.0)));
    Value indefinite = arith::ConstantOp::create(
        b, loc, b.getIntegerAttr(bitsType, APInt::getSignedMinValue(bits)));
    return select(fits, truncated, indefinite);
  };
  Value x = castDtype(v, from, b.getF64Type()); // exact: the bounds above are doubles
  unsigned width = to.getIntOrFloatBitWidth();
  Type target = scalarMachineType(to);
  auto narrowed = [&](Value wide) -> Value {
    return wide.getType() == target ? wide : Value(arith::TruncIOp::create(b, loc, target, wide));
  };
  if (width < 32 || (width == 32 && !isUnsignedDtype(to)))
    return narrowed(truncate(x, 32));
  if (width == 32 || !isUnsignedDtype(to))
    return narrowed(truncate(x, 64));
  Value twoTo63 = constFloat(std::ldexp(1.0, 63));
  Value high = cmpf(arith::CmpFPredicate::OGE, x, twoTo63);
  Value fromHigh = arith::XOrIOp::create(b, loc, truncate(arith::SubFOp::create(b, loc, x, twoTo63), 64),
                                         constInt(std::numeric_limits<int64_t>::min()));
  return select(high, fromHigh, truncate(x, 64));
}

Value FunctionLowering::npIntToI64(Value v, Type dtype, bool saturate) {
  Value wide = castDtype(v, dtype, IntegerType::get(ctx, 64));
  if (!dtype.isUnsignedInteger() || dtype.getIntOrFloatBitWidth() < 64)
    return wide;
  Value big = cmpi(arith::CmpIPredicate::slt, wide, constInt(0));
  if (saturate)
    return select(big, constInt(std::numeric_limits<int64_t>::max()), wide);
  raiseIf(big, ExceptionKind::OverflowError, kIntOverflow);
  return wide;
}

std::pair<Value, Type> FunctionLowering::toPythonScalar(Value v, Type dtype) {
  if (dtype.isInteger(1))
    return {v, py::BoolType::get(ctx)};
  if (isa<FloatType>(dtype))
    return {castDtype(v, dtype, b.getF64Type()), py::FloatType::get(ctx)};
  return {npIntToI64(v, dtype, /*saturate=*/false), py::IntType::get(ctx)};
}

void FunctionLowering::toPythonScalars(MutableArrayRef<Value> values, MutableArrayRef<Type> types) {
  for (auto [v, t] : llvm::zip(values, types))
    if (auto scalar = dyn_cast<py::NPScalarType>(t))
      std::tie(v, t) = toPythonScalar(v, scalar.getDtype());
}

std::pair<Value, Value> FunctionLowering::fitInDtype(Value i, Type dtype) {
  unsigned width = dtype.getIntOrFloatBitWidth();
  bool isUnsigned = dtype.isUnsignedInteger();
  Value fits = constBool(true);
  if (width < 64 || isUnsigned) {
    int64_t lo = isUnsigned ? 0 : -(int64_t(1) << (width - 1));
    fits = cmpi(arith::CmpIPredicate::sge, i, constInt(lo));
    if (width < 64) {
      int64_t hi = isUnsigned ? (int64_t(1) << width) - 1 : (int64_t(1) << (width - 1)) - 1;
      fits = andI(fits, cmpi(arith::CmpIPredicate::sle, i, constInt(hi)));
    }
  }
  return {fits, castDtype(i, IntegerType::get(ctx, 64), dtype)};
}

Value FunctionLowering::toDtype(Value v, Type from, Type dtype) {
  if (auto scalar = dyn_cast<py::NPScalarType>(from))
    return castDtype(v, scalar.getDtype(), dtype);
  if (dtype.isInteger(1))
    return truth(v, from);
  if (isa<py::BoolType>(from))
    return castDtype(v, b.getI1Type(), dtype);
  if (isa<FloatType>(dtype)) {
    // A Python int becomes a double first, as NumPy converts it.
    Value d = isa<py::FloatType>(from) ? v : toF64(v, from);
    return castDtype(d, b.getF64Type(), dtype);
  }
  Value i = isa<py::FloatType>(from) ? floatToInt(v) : v;
  // NEP 50: a Python int that the NumPy type cannot hold is an error.
  auto [fits, value] = fitInDtype(i, dtype);
  raiseIf(notI(fits), ExceptionKind::OverflowError,
          ("Python integer out of bounds for " + py::dtypeName(dtype)).c_str());
  return value;
}

//===----------------------------------------------------------------------===//
// Elements and attributes
//===----------------------------------------------------------------------===//

Value FunctionLowering::checkedIndex(Value index, Type type, Value size, int64_t axis,
                                     Value inBounds) {
  Value i = isa<py::NPScalarType>(type)
                ? npIntToI64(index, cast<py::NPScalarType>(type).getDtype(), /*saturate=*/true)
                : toI64(index, type);
  Value wrapped = select(cmpi(arith::CmpIPredicate::slt, i, constInt(0)),
                         arith::AddIOp::create(b, loc, i, size), i);
  flushOverflow();
  Value outside = cmpi(arith::CmpIPredicate::uge, wrapped, size);
  if (inBounds) { // proved before the loop (planInBoundsLoops): i itself, no check
    wrapped = select(inBounds, i, wrapped);
    outside = andI(notI(inBounds), outside);
  }
  branchToRaise(outside, [&] {
    callRuntime("pyrite_raise_index_error", {}, {i, constInt(axis), size});
  });
  return wrapped;
}

SmallVector<Value> FunctionLowering::arrayIndexes(Value array, ArrayRef<Value> indices,
                                                  ArrayRef<Type> types) {
  SmallVector<Value> out;
  unsigned first = indexFlags.size() - indices.size(); // positions of the indexes
  for (auto [axis, index] : llvm::enumerate(indices)) {
    Value size = dimSize(array, axis);
    Value flag = indexFlags.empty() ? Value() : indexFlags[first + axis];
    Value wrapped = checkedIndex(index, types[axis], size, axis, flag);
    out.push_back(arith::IndexCastOp::create(b, loc, b.getIndexType(), wrapped));
  }
  return out;
}

Value FunctionLowering::makeSlice(ArrayRef<Value> parts, ArrayRef<Type> types) {
  Value slice = LLVM::UndefOp::create(b, loc, lowerType(py::SliceType::get(ctx)));
  for (int64_t i = 0; i < 3; ++i) {
    bool none = isa<py::NoneType>(types[i]);
    Value v = none ? constInt(i == 2 ? 1 : 0) : toI64(parts[i], types[i]);
    slice = LLVM::InsertValueOp::create(b, loc, slice, v, ArrayRef<int64_t>{i});
    if (i < 2)
      slice = LLVM::InsertValueOp::create(b, loc, slice, constBool(!none), ArrayRef<int64_t>{3 + i});
  }
  return slice;
}

Value FunctionLowering::lowerArrayView(Value array, ArrayRef<Value> indices, ArrayRef<Type> types,
                                       py::NDArrayType viewType) {
  using P = arith::CmpIPredicate;
  unsigned rank = cast<MemRefType>(array.getType()).getRank();
  Value descriptor = descriptorOfMemref(array);
  auto field = [&](int64_t a, int64_t i = -1) -> Value {
    if (i < 0)
      return LLVM::ExtractValueOp::create(b, loc, descriptor, ArrayRef<int64_t>{a});
    return LLVM::ExtractValueOp::create(b, loc, descriptor, ArrayRef<int64_t>{a, i});
  };
  Value offset = field(2);
  SmallVector<Value> sizes, strides;
  unsigned axis = 0; // the next array axis an index takes
  auto keepAxis = [&]() {
    sizes.push_back(field(3, axis));
    strides.push_back(field(4, axis));
    ++axis;
  };
  unsigned taken = llvm::count_if(types, [](Type t) { return !isa<py::NoneType, py::EllipsisType>(t); });
  for (auto [index, type] : llvm::zip(indices, types)) {
    if (isa<py::NoneType>(type)) { // a new axis of size 1
      sizes.push_back(constInt(1));
      strides.push_back(constInt(0));
      continue;
    }
    if (isa<py::EllipsisType>(type)) { // every axis the other indexes leave
      for (unsigned n = rank - taken; n; --n)
        keepAxis();
      continue;
    }
    Value size = field(3, axis), stride = field(4, axis);
    if (!isa<py::SliceType>(type)) {
      Value i = checkedIndex(index, type, size, axis);
      offset = arith::AddIOp::create(b, loc, offset, arith::MulIOp::create(b, loc, i, stride));
      ++axis;
      continue;
    }
    ++axis;
    // Python's slice.indices(size): defaults by the step's sign, negative
    // bounds count from the end, and everything clamps into range.
    Value slice = index;
    auto part = [&](int64_t i) -> Value {
      return LLVM::ExtractValueOp::create(b, loc, slice, ArrayRef<int64_t>{i});
    };
    Value step = part(2);
    raiseIf(cmpi(P::eq, step, constInt(0)), ExceptionKind::ValueError,
            "slice step cannot be zero");
    Value negative = cmpi(P::slt, step, constInt(0));
    Value last = arith::SubIOp::create(b, loc, size, constInt(1));
    auto bound = [&](Value v, Value given, Value byDefault) {
      Value shifted = arith::AddIOp::create(b, loc, v, size);
      Value low = select(negative, constInt(-1), constInt(0));
      Value high = select(negative, last, size);
      Value fromEnd = select(cmpi(P::slt, shifted, constInt(0)), low, shifted);
      Value adjusted = select(cmpi(P::slt, v, constInt(0)), fromEnd,
                              select(cmpi(P::sge, v, size), high, v));
      return select(given, adjusted, byDefault);
    };
    Value start = bound(part(0), part(3), select(negative, last, constInt(0)));
    Value stop = bound(part(1), part(4), select(negative, constInt(-1), size));
    // len(range(start, stop, step)), exact in unsigned arithmetic.
    Value up = arith::AddIOp::create(
        b, loc,
        arith::DivUIOp::create(b, loc,
                               arith::SubIOp::create(b, loc, arith::SubIOp::create(b, loc, stop, start),
                                                     constInt(1)),
                               step),
        constInt(1));
    Value down = arith::AddIOp::create(
        b, loc,
        arith::DivUIOp::create(b, loc,
                               arith::SubIOp::create(b, loc, arith::SubIOp::create(b, loc, start, stop),
                                                     constInt(1)),
                               arith::SubIOp::create(b, loc, constInt(0), step)),
        constInt(1));
    Value length = select(negative, select(cmpi(P::slt, stop, start), down, constInt(0)),
                          select(cmpi(P::slt, start, stop), up, constInt(0)));
    Value moved = arith::AddIOp::create(b, loc, offset, arith::MulIOp::create(b, loc, start, stride));
    offset = select(cmpi(P::sgt, length, constInt(0)), moved, offset);
    sizes.push_back(length);
    strides.push_back(arith::MulIOp::create(b, loc, stride, step));
  }
  while (axis < rank)
    keepAxis();
  Value view = LLVM::UndefOp::create(b, loc, descriptorType(ctx, sizes.size()));
  view = LLVM::InsertValueOp::create(b, loc, view, LLVM::ZeroOp::create(b, loc, LLVM::LLVMPointerType::get(ctx)),
                                     ArrayRef<int64_t>{0}); // owns nothing
  view = LLVM::InsertValueOp::create(b, loc, view, field(1), ArrayRef<int64_t>{1});
  view = LLVM::InsertValueOp::create(b, loc, view, offset, ArrayRef<int64_t>{2});
  for (auto [axis, size] : llvm::enumerate(sizes)) {
    view = LLVM::InsertValueOp::create(b, loc, view, size, ArrayRef<int64_t>{3, (int64_t)axis});
    view = LLVM::InsertValueOp::create(b, loc, view, strides[axis],
                                       ArrayRef<int64_t>{4, (int64_t)axis});
  }
  return memrefOfDescriptor(view, arrayMemRefType(viewType));
}

Value FunctionLowering::lowerRangeArray(Operation *op, ArrayRef<Value> args,
                                        ArrayRef<Type> types) {
  using P = arith::CmpIPredicate;
  auto type = cast<py::NDArrayType>(op->getResult(0).getType());
  Type dtype = type.getElementType();
  SmallVector<Value> sizes;
  // Per element (indexes i, j): the value, built in the loop body.
  std::function<Value(Value, Value)> element;
  if (isa<py::NumPyEyeOp>(op)) {
    Value n = toI64(args[0], types[0]);
    Value m = isa<py::NoneType>(types[1]) ? n : toI64(args[1], types[1]);
    Value k = toI64(args[2], types[2]);
    sizes = {n, m};
    element = [&, k](Value i, Value j) -> Value {
      Value onDiagonal = cmpi(P::eq, arith::SubIOp::create(b, loc, j, i), k);
      return toDtype(onDiagonal, py::BoolType::get(ctx), dtype);
    };
  } else if (isa<py::NumPyLinspaceOp>(op)) {
    // NumPy's: y = i * step (or i / div * delta when step is 0) + start,
    // computed in float64, the last element stop itself with endpoint; an
    // integer dtype floors before converting.
    Value start = toF64(args[0], types[0]), stop = toF64(args[1], types[1]);
    Value num = shapeSizes(args[2], types[2]).front();
    Value endpoint = args[3];
    raiseIf(cmpi(P::slt, num, constInt(0)), ExceptionKind::ValueError,
            "Number of samples must be non-negative.");
    Value div = select(endpoint, arith::SubIOp::create(b, loc, num, constInt(1)), num);
    Value divFloat = arith::SIToFPOp::create(b, loc, b.getF64Type(), div);
    Value delta = arith::SubFOp::create(b, loc, stop, start);
    Value step = arith::DivFOp::create(b, loc, delta, divFloat);
    Value positive = cmpi(P::sgt, div, constInt(0));
    Value stepZero = cmpf(arith::CmpFPredicate::OEQ, step, constFloat(0.0));
    Value last = arith::SubIOp::create(b, loc, num, constInt(1));
    Value replaceLast = andI(endpoint, cmpi(P::sgt, num, constInt(1)));
    sizes = {num};
    element = [&, start, stop, delta, step, divFloat, positive, stepZero, last,
               replaceLast](Value i, Value) -> Value {
      Value fi = arith::SIToFPOp::create(b, loc, b.getF64Type(), i);
      Value scaled = arith::MulFOp::create(b, loc, arith::DivFOp::create(b, loc, fi, divFloat), delta);
      Value stepped = arith::MulFOp::create(b, loc, fi, step);
      Value y = select(positive, select(stepZero, scaled, stepped),
                       arith::MulFOp::create(b, loc, fi, delta));
      y = arith::AddFOp::create(b, loc, y, start);
      y = select(andI(replaceLast, cmpi(P::eq, i, last)), stop, y);
      if (!isa<FloatType>(dtype))
        y = math::FloorOp::create(b, loc, y);
      return castDtype(y, b.getF64Type(), dtype);
    };
  } else if (!isa<FloatType>(dtype)) {
    Value start = toI64(args[0], types[0]), stop = toI64(args[1], types[1]),
          step = toI64(args[2], types[2]);
    raiseIf(cmpi(P::eq, step, constInt(0)), ExceptionKind::ZeroDivisionError, "division by zero");
    // len(range(start, stop, step)), exact in unsigned arithmetic.
    Value up = cmpi(P::sgt, step, constInt(0));
    Value lo = select(up, start, stop), hi = select(up, stop, start);
    Value magnitude = select(up, step, arith::SubIOp::create(b, loc, constInt(0), step));
    Value span = arith::SubIOp::create(b, loc, arith::SubIOp::create(b, loc, hi, lo), constInt(1));
    Value count = arith::AddIOp::create(b, loc, arith::DivUIOp::create(b, loc, span, magnitude),
                                        constInt(1));
    sizes = {select(cmpi(P::sge, lo, hi), constInt(0), count)};
    element = [&, start, step](Value i, Value) -> Value {
      return arith::AddIOp::create(b, loc, start, arith::MulIOp::create(b, loc, i, step));
    };
  } else {
    // NumPy: length ceil((stop - start) / step); a[0] = start, a[1] = start
    // + step, then a[i] = start + i * (a[1] - a[0]).
    Value start = toF64(args[0], types[0]), stop = toF64(args[1], types[1]),
          step = toF64(args[2], types[2]);
    raiseIf(cmpf(arith::CmpFPredicate::OEQ, step, constFloat(0.0)),
            ExceptionKind::ZeroDivisionError, "division by zero");
    Value quotient = math::CeilOp::create(
        b, loc, arith::DivFOp::create(b, loc, arith::SubFOp::create(b, loc, stop, start), step));
    raiseIf(cmpf(arith::CmpFPredicate::UNO, quotient, quotient), ExceptionKind::ValueError,
            "arange: cannot compute length");
    raiseIf(cmpf(arith::CmpFPredicate::OGE, quotient, constFloat(0x1p62)),
            ExceptionKind::ValueError, "Maximum allowed size exceeded");
    Value positive = cmpf(arith::CmpFPredicate::OGT, quotient, constFloat(0.0));
    sizes = {select(positive, arith::FPToSIOp::create(b, loc, b.getI64Type(), quotient),
                    constInt(0))};
    Value second = arith::AddFOp::create(b, loc, start, step);
    Value delta = arith::SubFOp::create(b, loc, second, start);
    element = [&, start, second, delta](Value i, Value) -> Value {
      Value fi = arith::SIToFPOp::create(b, loc, b.getF64Type(), i);
      Value later = arith::AddFOp::create(b, loc, start, arith::MulFOp::create(b, loc, fi, delta));
      return select(cmpi(P::eq, i, constInt(0)), start,
                    select(cmpi(P::eq, i, constInt(1)), second, later));
    };
  }
  Value array = allocateArray(type, sizes, /*zeroed=*/false, Value());
  unsigned rank = type.getRank();
  elementLoop({}, {}, array, dtype, [&](ArrayRef<Value>) {
    auto index = [&](unsigned d) -> Value {
      return arith::IndexCastOp::create(b, loc, b.getI64Type(), linalg::IndexOp::create(b, loc, d));
    };
    return element(index(0), rank > 1 ? index(1) : Value());
  });
  return array;
}

Value FunctionLowering::lowerJoin(Operation *op, ArrayRef<Value> args, ArrayRef<Type> types) {
  bool stack = isa<py::NumPyStackOp>(op);
  auto type = cast<py::NDArrayType>(op->getResult(0).getType());
  ArrayRef<Value> arrays = args.drop_back();
  unsigned outRank = type.getRank(), rank = stack ? outRank - 1 : outRank;
  APInt constant;
  if (!matchPattern(args.back(), m_ConstantInt(&constant)))
    llvm_unreachable("py-infer-types admits constant axes only");
  int64_t axis = (constant.getSExtValue() + outRank) % outRank;
  // Every input has the first one's shape, but for the axis concatenated.
  SmallVector<Value> sizes;
  for (unsigned d = 0; d < rank; ++d)
    sizes.push_back(dimSize(arrays[0], d));
  Value mismatch = constBool(false);
  Value along = constInt(stack ? (int64_t)arrays.size() : 0);
  SmallVector<Value> extents; // each input's length along the axis
  for (Value array : arrays)
    for (unsigned d = 0; d < rank; ++d) {
      Value size = dimSize(array, d);
      if (!stack && d == axis) {
        extents.push_back(size);
        along = arith::AddIOp::create(b, loc, along, size);
      } else {
        mismatch = orI(mismatch, cmpi(arith::CmpIPredicate::ne, size, sizes[d]));
      }
    }
  raiseIf(mismatch, ExceptionKind::ValueError,
          stack ? "all input arrays must have the same shape"
                : "all the input array dimensions except for the concatenation axis must match "
                  "exactly");
  if (stack)
    sizes.insert(sizes.begin() + axis, along);
  else
    sizes[axis] = along;
  Value result = allocateArray(type, sizes, /*zeroed=*/false, Value());
  // Each input is stored into its part of the result: out[:, ..., start:stop]
  // or, stacked, out[:, ..., k].
  Type none = py::NoneType::get(ctx), intType = py::IntType::get(ctx);
  Value whole = makeSlice({Value(), Value(), Value()}, {none, none, none});
  auto partType = py::NDArrayType::get(ctx, SmallVector<int64_t>(rank, ShapedType::kDynamic),
                                       type.getElementType());
  Value start = constInt(0);
  for (auto [k, array] : llvm::enumerate(arrays)) {
    SmallVector<Value> indices(axis, whole);
    SmallVector<Type> indexTypes(axis, py::SliceType::get(ctx));
    if (stack) {
      indices.push_back(constInt(k));
      indexTypes.push_back(intType);
    } else {
      Value stop = arith::AddIOp::create(b, loc, start, extents[k]);
      indices.push_back(makeSlice({start, stop, Value()}, {intType, intType, none}));
      indexTypes.push_back(py::SliceType::get(ctx));
      start = stop;
    }
    Value part = lowerArrayView(result, indices, indexTypes, partType);
    storeIntoView(part, partType, array, types[k], /*valueIsFresh=*/true);
  }
  return result;
}

Value FunctionLowering::borrowed(Value array) {
  Value descriptor = descriptorOfMemref(array);
  Value none = LLVM::ZeroOp::create(b, loc, LLVM::LLVMPointerType::get(ctx));
  return memrefOfDescriptor(LLVM::InsertValueOp::create(b, loc, descriptor, none, ArrayRef<int64_t>{0}),
                            cast<MemRefType>(array.getType()));
}

void FunctionLowering::releaseArray(Value array) {
  callRuntime("pyrite_array_release", {},
              {LLVM::ExtractValueOp::create(b, loc, descriptorOfMemref(array), ArrayRef<int64_t>{0})});
}

Value FunctionLowering::transposeView(Value array, py::NDArrayType type) {
  Value descriptor = descriptorOfMemref(borrowed(array));
  unsigned rank = type.getRank();
  Value view = descriptor;
  for (unsigned d = 0; d < rank; ++d)
    for (int64_t field : {3, 4})
      view = LLVM::InsertValueOp::create(
          b, loc, view,
          LLVM::ExtractValueOp::create(b, loc, descriptor,
                                       ArrayRef<int64_t>{field, (int64_t)(rank - 1 - d)}),
          ArrayRef<int64_t>{field, (int64_t)d});
  return memrefOfDescriptor(view, arrayMemRefType(type));
}

Value FunctionLowering::broadcastView(Value array, py::NDArrayType type, ArrayRef<Value> sizes) {
  unsigned rank = sizes.size();
  auto metadata = memref::ExtractStridedMetadataOp::create(b, loc, array);
  unsigned lead = rank - type.getRank();
  SmallVector<OpFoldResult> strides, resultSizes;
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  for (unsigned d = 0; d < rank; ++d) {
    resultSizes.push_back(arith::IndexCastOp::create(b, loc, b.getIndexType(), sizes[d]).getResult());
    if (d < lead) {
      strides.push_back(zero);
      continue;
    }
    Value own = metadata.getSizes()[d - lead];
    Value stretched = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, own,
                                            arith::ConstantIndexOp::create(b, loc, 1));
    strides.push_back(select(stretched, zero, metadata.getStrides()[d - lead]));
  }
  auto viewType = dynamicMemRefType(rank, storageType(type.getElementType()));
  return memref::ReinterpretCastOp::create(b, loc, viewType, metadata.getBaseBuffer(),
                                           metadata.getOffset(), resultSizes, strides);
}

void FunctionLowering::storeIntoView(Value view, py::NDArrayType viewType, Value value,
                                     Type valueType, bool valueIsFresh) {
  Type dtype = viewType.getElementType();
  unsigned rank = viewType.getRank();
  SmallVector<Value> sizes;
  for (unsigned d = 0; d < rank; ++d)
    sizes.push_back(dimSize(view, d));
  SmallVector<Value> inputs;
  Value scalar;
  Type sourceDtype;
  if (auto source = dyn_cast<py::NDArrayType>(valueType)) {
    // NumPy broadcasts the value to the target: each of its sizes equals
    // the target's or is 1; extra leading axes must be 1.
    unsigned valueRank = source.getRank();
    Value bad = constBool(false);
    for (unsigned d = 0; d < valueRank; ++d) {
      Value size = dimSize(value, d);
      Value isOne = cmpi(arith::CmpIPredicate::eq, size, constInt(1));
      int64_t target = (int64_t)d - (int64_t)valueRank + (int64_t)rank;
      bad = orI(bad, target < 0 ? notI(isOne)
                                : andI(notI(isOne), cmpi(arith::CmpIPredicate::ne, size, sizes[target])));
    }
    raiseIf(bad, ExceptionKind::ValueError, "could not broadcast input array into the target shape");
    if (!valueIsFresh) {
      // The value may overlap the target (a[1:] = a[:-1]): copy it first.
      SmallVector<Value> own;
      for (unsigned d = 0; d < valueRank; ++d)
        own.push_back(dimSize(value, d));
      Value copy = allocateArray(source, own, /*zeroed=*/false, Value());
      linalg::CopyOp::create(b, loc, value, copy);
      value = copy;
    }
    if (valueRank > rank) {
      // Drop the leading size-1 axes by indexing them with 0.
      SmallVector<Value> zeros(valueRank - rank, constInt(0));
      SmallVector<Type> intTypes(valueRank - rank, py::IntType::get(ctx));
      source = py::NDArrayType::get(ctx, SmallVector<int64_t>(rank, ShapedType::kDynamic),
                                    source.getElementType());
      value = lowerArrayView(value, zeros, intTypes, source);
    }
    inputs.push_back(broadcastView(value, source, sizes));
    sourceDtype = source.getElementType();
  } else {
    scalar = toDtype(value, valueType, dtype);
  }
  flushOverflow(); // The writes are visible to the caller.
  SmallVector<Type> inputDtypes;
  if (!scalar)
    inputDtypes.push_back(sourceDtype);
  elementLoop(inputs, inputDtypes, view, dtype, [&](ArrayRef<Value> elements) {
    return scalar ? scalar : castDtype(elements[0], sourceDtype, dtype);
  });
}

constexpr StringLiteral kNonBroadcastableOutput =
    "non-broadcastable output operand doesn't match the broadcast shape";

bool FunctionLowering::raiseUnlessSameKind(Type from, Type to) {
  if (py::canCastSameKind(from, to))
    return false;
  raiseIf(constBool(true), ExceptionKind::TypeError,
          "Cannot cast ufunc output from dtype('" + py::dtypeName(from) + "') to dtype('" +
              py::dtypeName(to) + "') with casting rule 'same_kind'");
  return true;
}

void FunctionLowering::storeUfuncOutput(Value view, py::NDArrayType viewType, Value value,
                                        py::NDArrayType valueType, bool valueIsFresh) {
  if (raiseUnlessSameKind(valueType.getElementType(), viewType.getElementType()))
    return;
  SmallVector<Value> targetSizes, sizes;
  for (unsigned d = 0; d < viewType.getRank(); ++d)
    targetSizes.push_back(dimSize(view, d));
  for (unsigned d = 0; d < valueType.getRank(); ++d)
    sizes.push_back(dimSize(value, d));
  raiseUnlessSizesAre(sizes, targetSizes);
  storeIntoView(view, viewType, value, valueType, valueIsFresh);
}

void FunctionLowering::raiseUnlessSizesAre(ArrayRef<Value> sizes, ArrayRef<Value> targetSizes) {
  // NumPy's output operand takes no broadcasting: the shapes must be equal.
  Value differs = constBool(sizes.size() != targetSizes.size());
  for (auto [size, target] : llvm::zip(sizes, targetSizes))
    differs = orI(differs, cmpi(arith::CmpIPredicate::ne, size, target));
  raiseIf(differs, ExceptionKind::ValueError, kNonBroadcastableOutput);
}

Value FunctionLowering::sharesMemory(Value a, Value b) {
  // The byte range each array's elements span (NumPy's may_share_memory
  // bounds test): empty arrays span nothing.
  auto span = [&](Value array) -> std::pair<Value, Value> {
    auto type = cast<MemRefType>(array.getType());
    int64_t item = (type.getElementTypeBitWidth() + 7) / 8;
    Value descriptor = descriptorOfMemref(array);
    auto field = [&](ArrayRef<int64_t> at) {
      return LLVM::ExtractValueOp::create(this->b, loc, descriptor, at).getResult();
    };
    Value base = LLVM::PtrToIntOp::create(this->b, loc, this->b.getI64Type(), field({1}));
    Value low = arith::AddIOp::create(this->b, loc, base,
                                      arith::MulIOp::create(this->b, loc, field({2}),
                                                            constInt(item)));
    Value high = arith::AddIOp::create(this->b, loc, low, constInt(item));
    Value empty = constBool(false);
    for (int64_t d = 0; d < type.getRank(); ++d) {
      Value size = field({3, d});
      empty = orI(empty, cmpi(arith::CmpIPredicate::eq, size, constInt(0)));
      Value extent = arith::MulIOp::create(
          this->b, loc,
          arith::MulIOp::create(this->b, loc, arith::SubIOp::create(this->b, loc, size, constInt(1)),
                                field({4, d})),
          constInt(item));
      low = arith::AddIOp::create(this->b, loc, low,
                                  arith::MinSIOp::create(this->b, loc, extent, constInt(0)));
      high = arith::AddIOp::create(this->b, loc, high,
                                   arith::MaxSIOp::create(this->b, loc, extent, constInt(0)));
    }
    return {select(empty, constInt(0), low), select(empty, constInt(0), high)};
  };
  auto [lowA, highA] = span(a);
  auto [lowB, highB] = span(b);
  return andI(cmpi(arith::CmpIPredicate::ult, lowA, highB),
              cmpi(arith::CmpIPredicate::ult, lowB, highA));
}

Value FunctionLowering::overlapsItself(Value array) {
  auto type = cast<MemRefType>(array.getType());
  unsigned rank = type.getRank();
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  Type i64 = b.getI64Type();
  Value sizes = slot(LLVM::LLVMArrayType::get(i64, rank));
  Value strides = slot(LLVM::LLVMArrayType::get(i64, rank));
  Value descriptor = descriptorOfMemref(array);
  for (unsigned d = 0; d < rank; ++d)
    for (auto [table, field] : {std::pair{sizes, 3}, std::pair{strides, 4}})
      LLVM::StoreOp::create(
          b, loc, LLVM::ExtractValueOp::create(b, loc, descriptor, ArrayRef<int64_t>{field, d}),
          LLVM::GEPOp::create(b, loc, ptr, i64, table, ArrayRef<LLVM::GEPArg>{(int32_t)d}));
  Value answer = callRuntime("pyrite_array_overlaps_itself", b.getI32Type(),
                             {constInt(rank, 32), sizes, strides});
  return cmpi(arith::CmpIPredicate::ne, answer, constInt(0, 32));
}

void FunctionLowering::lowerArrayExpressionInto(Operation *root, Value target,
                                                py::NDArrayType targetType) {
  auto resultType = cast<py::NDArrayType>(root->getResult(0).getType());
  ElementExpression expression = prepareElementExpression(root, DenseMap<Value, Value>());
  SmallVector<Value> targetSizes;
  for (unsigned d = 0; d < targetType.getRank(); ++d)
    targetSizes.push_back(dimSize(target, d));
  raiseUnlessSizesAre(expression.sizes, targetSizes);
  // The target read as an operand is read element for element where it is
  // written; any other operand that shares its memory (a[::-1], a.T, a view
  // passed in that overlaps) must be read in full first, as NumPy does, and
  // so must everything when the target reaches an element twice itself.
  Value overlap = overlapsItself(target);
  int targetLeaf = -1;
  for (auto [i, array] : llvm::enumerate(expression.arrays)) {
    if (array == target)
      targetLeaf = i;
    else
      overlap = orI(overlap, sharesMemory(array, target));
  }
  // The temporary is empty where nothing overlaps: allocated (which may
  // raise) before the branches, whose regions hold no raise.
  SmallVector<Value> copySizes(expression.sizes);
  copySizes[0] = select(overlap, copySizes[0], constInt(0));
  Value copy = allocateArray(resultType, copySizes, /*zeroed=*/false, Value());
  flushOverflow(); // The writes are visible to the caller.
  Type from = resultType.getElementType(), to = targetType.getElementType();
  auto toTarget = [&](Value element) { return castDtype(element, from, to); };
  ifElse(
      overlap,
      [&] {
        elementLoop(expression.views, expression.viewDtypes, copy, from, expression.element);
        elementLoop({copy}, {from}, target, to,
                    [&](ArrayRef<Value> elements) { return toTarget(elements[0]); });
      },
      [&] {
        elementLoop(
            expression.views, expression.viewDtypes, target, to,
            [&](ArrayRef<Value> elements) { return toTarget(expression.element(elements)); },
            targetLeaf);
      });
  releaseArray(copy);
}

Value FunctionLowering::lowerGetItem(Value array, ArrayRef<Value> indices, ArrayRef<Type> types,
                                     Type dtype) {
  SmallVector<Value> at = arrayIndexes(array, indices, types);
  return fromStorage(memref::LoadOp::create(b, loc, array, at), dtype);
}

void FunctionLowering::lowerSetItem(Value value, Type valueType, Value array,
                                    ArrayRef<Value> indices, ArrayRef<Type> types, Type dtype) {
  Value element = toStorage(toDtype(value, valueType, dtype), dtype);
  SmallVector<Value> at = arrayIndexes(array, indices, types);
  // The write is visible to the caller: no deferred overflow may follow it.
  flushOverflow();
  memref::StoreOp::create(b, loc, element, array, at);
}

Value FunctionLowering::lowerGetAttr(py::GetAttrOp op, Value array) {
  auto type = cast<MemRefType>(array.getType());
  if (op.getName() == "ndim")
    return constInt(type.getRank());
  if (op.getName() == "T")
    return transposeView(array, cast<py::NDArrayType>(op.getType()));
  if (op.getName() == "size") {
    Value size = constInt(1);
    for (unsigned axis = 0; axis < type.getRank(); ++axis)
      size = arith::MulIOp::create(b, loc, size, dimSize(array, axis));
    return size;
  }
  Value shape = LLVM::UndefOp::create(b, loc, lowerType(op.getType()));
  for (unsigned axis = 0; axis < type.getRank(); ++axis)
    shape = LLVM::InsertValueOp::create(b, loc, shape, dimSize(array, axis), ArrayRef<int64_t>{axis});
  return shape;
}

//===----------------------------------------------------------------------===//
// Creation
//===----------------------------------------------------------------------===//

Value FunctionLowering::allocateArray(py::NDArrayType type, ArrayRef<Value> sizes, bool zeroed,
                                      Value fill) {
  Type element = storageType(type.getElementType());
  int64_t itemsize = element.getIntOrFloatBitWidth() / 8;
  Value count = constInt(1);
  Type pair = LLVM::LLVMStructType::getLiteral(ctx, {b.getI64Type(), b.getI1Type()});
  Value tooBig = constBool(false);
  for (Value size : sizes) {
    raiseIf(cmpi(arith::CmpIPredicate::slt, size, constInt(0)), ExceptionKind::ValueError,
            "negative dimensions are not allowed");
    Value product = LLVM::SMulWithOverflowOp::create(b, loc, pair, count, size);
    count = LLVM::ExtractValueOp::create(b, loc, product, ArrayRef<int64_t>{0});
    tooBig = orI(tooBig, LLVM::ExtractValueOp::create(b, loc, product, ArrayRef<int64_t>{1}));
  }
  Value bytes = LLVM::SMulWithOverflowOp::create(b, loc, pair, count, constInt(itemsize));
  tooBig = orI(tooBig, LLVM::ExtractValueOp::create(b, loc, bytes, ArrayRef<int64_t>{1}));
  raiseIf(tooBig, ExceptionKind::ValueError,
          "array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum "
          "possible size.");
  bytes = LLVM::ExtractValueOp::create(b, loc, bytes, ArrayRef<int64_t>{0});
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  Value data = callRuntime("pyrite_array_alloc", ptr, {bytes, constInt(zeroed, 32)});
  propagateIf(LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq, data,
                                   LLVM::ZeroOp::create(b, loc, ptr)));
  if (fill) {
    Value value = slot(element);
    LLVM::StoreOp::create(b, loc, toStorage(fill, type.getElementType()), value);
    callRuntime("pyrite_array_fill", {}, {data, count, constInt(itemsize), value});
  }
  unsigned rank = sizes.size();
  Value descriptor = LLVM::UndefOp::create(b, loc, descriptorType(ctx, rank));
  descriptor = LLVM::InsertValueOp::create(b, loc, descriptor, data, ArrayRef<int64_t>{0});
  descriptor = LLVM::InsertValueOp::create(b, loc, descriptor, data, ArrayRef<int64_t>{1});
  descriptor = LLVM::InsertValueOp::create(b, loc, descriptor, constInt(0), ArrayRef<int64_t>{2});
  Value stride = constInt(1);
  for (int64_t axis = rank - 1; axis >= 0; --axis) {
    descriptor =
        LLVM::InsertValueOp::create(b, loc, descriptor, sizes[axis], ArrayRef<int64_t>{3, axis});
    descriptor =
        LLVM::InsertValueOp::create(b, loc, descriptor, stride, ArrayRef<int64_t>{4, axis});
    stride = arith::MulIOp::create(b, loc, stride, sizes[axis]);
  }
  return memrefOfDescriptor(descriptor, arrayMemRefType(type));
}

SmallVector<Value> FunctionLowering::shapeSizes(ArrayRef<Value> args, ArrayRef<Type> types) {
  auto size = [&](Value v, Type t) {
    if (auto scalar = dyn_cast<py::NPScalarType>(t))
      return npIntToI64(v, scalar.getDtype(), /*saturate=*/false);
    return toI64(v, t);
  };
  SmallVector<Value> sizes;
  auto shape = types.size() == 1 ? dyn_cast<py::TupleType>(types[0]) : py::TupleType();
  if (!shape) {
    for (auto [v, t] : llvm::zip(args, types))
      sizes.push_back(size(v, t));
    return sizes;
  }
  for (auto [i, t] : llvm::enumerate(shape.getElements()))
    sizes.push_back(size(LLVM::ExtractValueOp::create(b, loc, args[0], ArrayRef<int64_t>{(int64_t)i}), t));
  return sizes;
}

Value FunctionLowering::lowerNumPyFunction(py::LibraryCallOpInterface call, ArrayRef<Value> args,
                                           ArrayRef<Type> types) {
  Operation *op = call;
  if (op->hasTrait<py::NumPyReduction>()) {
    // NumPy's order of operations lives in the runtime (pairwise float sums).
    auto input = cast<py::NDArrayType>(types[0]);
    int64_t rank = input.getRank();
    int64_t axis = -1; // every axis
    APInt constant;
    if (isa<py::IntType>(types[1]) && matchPattern(args[1], m_ConstantInt(&constant)))
      axis = (constant.getSExtValue() + rank) % rank; // typing checked the range
    int32_t code = reductionCode(op);
    auto [dlCode, bits] = dlpackDtype(input.getElementType());
    Value in = descriptorSlot(args[0]);
    Type result = op->getResult(0).getType();
    Type dtype = py::numpyDtype(result);
    Value out, array;
    if (isa<py::NPScalarType>(result)) {
      out = slot(storageType(dtype));
    } else {
      auto outType = cast<py::NDArrayType>(result);
      SmallVector<Value> sizes;
      for (int64_t d = 0; d < rank; ++d) {
        bool reduced = axis < 0 || d == axis;
        if (!reduced)
          sizes.push_back(dimSize(args[0], d));
        else if ((int64_t)outType.getRank() == rank)
          sizes.push_back(constInt(1));
      }
      array = allocateArray(outType, sizes, /*zeroed=*/false, Value());
      out = LLVM::ExtractValueOp::create(b, loc, descriptorOfMemref(array), ArrayRef<int64_t>{1});
    }
    Value status = callRuntime("pyrite_np_reduce", b.getI32Type(),
                               {constInt(code, 32), constInt(dlCode, 32), constInt(bits, 32), in,
                                constInt(rank, 32), constInt(axis, 32), out});
    propagateIf(cmpi(arith::CmpIPredicate::ne, status, constInt(0, 32)));
    if (array)
      return array;
    return fromStorage(LLVM::LoadOp::create(b, loc, storageType(dtype), out), dtype);
  }
  if (op->hasTrait<py::NumPyUfunc>()) { // Of scalars; on arrays see lowerArrayExpression.
    SmallVector<Value> values;
    for (auto [i, v] : llvm::enumerate(args))
      values.push_back(toDtype(v, types[i], nodeDtype(op, i)));
    return npElementUfunc(op, values, nodeDtype(op, args.size() - 1));
  }
  if (isa<py::NumPyScalarOp>(op))
    return toDtype(args[0], types[0], *call.getDtypeArgument());
  if (isa<py::NumPyDotOp>(op))
    return lowerMatMul(op->getResult(0).getType(), args[0], args[1], types[0], types[1], /*dot=*/true);
  auto type = cast<py::NDArrayType>(op->getResult(0).getType());
  Type dtype = type.getElementType();
  if (isa<py::NumPyTransposeOp>(op))
    return transposeView(args[0], type);
  if (isa<py::NumPyArangeOp, py::NumPyEyeOp, py::NumPyLinspaceOp>(op))
    return lowerRangeArray(op, args, types);
  if (isa<py::NumPyConcatenateOp, py::NumPyStackOp>(op))
    return lowerJoin(op, args, types);
  if (isa<py::NumPyReshapeOp, py::NumPyRavelOp, py::NumPyFlattenOp>(op)) {
    SmallVector<Value> sizes = shapeSizes(args.drop_front(), types.drop_front());
    auto shapeType = LLVM::LLVMArrayType::get(b.getI64Type(), sizes.size());
    Value shape = LLVM::UndefOp::create(b, loc, shapeType);
    for (auto [i, size] : llvm::enumerate(sizes))
      shape = LLVM::InsertValueOp::create(b, loc, shape, size, ArrayRef<int64_t>{(int64_t)i});
    Value shapeSlot = slot(shapeType);
    LLVM::StoreOp::create(b, loc, shape, shapeSlot);
    Type descType = descriptorType(ctx, type.getRank());
    Value out = slot(descType);
    auto source = cast<py::NDArrayType>(types[0]);
    Value status = callRuntime(
        "pyrite_np_reshape", b.getI32Type(),
        {descriptorSlot(args[0]), constInt(source.getRank(), 32),
         constInt(storageType(dtype).getIntOrFloatBitWidth() / 8), shapeSlot,
         constInt(type.getRank(), 32), constInt(isa<py::NumPyFlattenOp>(op), 32), out});
    propagateIf(cmpi(arith::CmpIPredicate::ne, status, constInt(0, 32)));
    return memrefOfDescriptor(LLVM::LoadOp::create(b, loc, descType, out), arrayMemRefType(type));
  }
  if (isa<py::NumPyAstypeOp>(op)) {
    auto source = cast<py::NDArrayType>(types[0]);
    SmallVector<Value> dims;
    for (unsigned d = 0; d < type.getRank(); ++d)
      dims.push_back(dimSize(args[0], d));
    Value array = allocateArray(type, dims, /*zeroed=*/false, Value());
    elementLoop({args[0]}, {source.getElementType()}, array, dtype, [&](ArrayRef<Value> elements) {
      return castDtype(elements[0], source.getElementType(), dtype);
    });
    return array;
  }
  if (isa<py::NumPyCopyOp, py::NumPyZerosLikeOp, py::NumPyOnesLikeOp, py::NumPyEmptyLikeOp,
          py::NumPyFullLikeOp>(op)) {
    SmallVector<Value> dims;
    for (unsigned d = 0; d < type.getRank(); ++d)
      dims.push_back(dimSize(args[0], d));
    Value fill;
    if (isa<py::NumPyFullLikeOp>(op))
      fill = toDtype(args[1], types[1], dtype);
    else if (isa<py::NumPyOnesLikeOp>(op))
      fill = toDtype(constInt(1), py::IntType::get(ctx), dtype);
    Value array = allocateArray(type, dims, isa<py::NumPyZerosLikeOp>(op), fill);
    if (isa<py::NumPyCopyOp>(op))
      linalg::CopyOp::create(b, loc, args[0], array);
    return array;
  }
  bool hasFill = isa<py::NumPyFullOp>(op);
  SmallVector<Value> sizes = shapeSizes(args.drop_back(hasFill), types.drop_back(hasFill));
  Value fill;
  if (isa<py::NumPyFullOp>(op))
    fill = toDtype(args[1], types[1], dtype);
  else if (isa<py::NumPyOnesOp>(op))
    fill = toDtype(constInt(1), py::IntType::get(ctx), dtype);
  return allocateArray(type, sizes, isa<py::NumPyZerosOp>(op), fill);
}

//===----------------------------------------------------------------------===//
// Arithmetic
//===----------------------------------------------------------------------===//

Value FunctionLowering::lowerNumPyUnary(py::UnaryOpKind kind, Value x, Type dtype) {
  switch (kind) {
  case py::UnaryOpKind::Pos:
    return x;
  case py::UnaryOpKind::Neg:
    return isa<FloatType>(dtype) ? Value(arith::NegFOp::create(b, loc, x))
                                 : Value(arith::SubIOp::create(b, loc, zeroOf(x.getType()), x));
  case py::UnaryOpKind::Invert:
    return arith::XOrIOp::create(
        b, loc, x,
        arith::ConstantOp::create(b, loc, b.getIntegerAttr(x.getType(), -1)));
  case py::UnaryOpKind::Not:
    break;
  }
  llvm_unreachable("py.unary not is lowered through truth");
}

Value FunctionLowering::lowerMatMul(Type resultType, Value l, Value r, Type lt, Type rt,
                                    bool dot) {
  auto a = cast<py::NDArrayType>(lt), bt = cast<py::NDArrayType>(rt);
  Type dtype = a.getElementType();
  auto [code, bits] = dlpackDtype(dtype);
  Value x = descriptorSlot(l), y = descriptorSlot(r);
  if (a.getRank() > 2 || bt.getRank() > 2) { // the runtime allocates the stack
    auto result = cast<py::NDArrayType>(resultType);
    Type descType = descriptorType(ctx, result.getRank());
    Value out = slot(descType);
    Value status =
        callRuntime(dot ? "pyrite_np_dot_nd" : "pyrite_np_matmul_batched", b.getI32Type(),
                    {constInt(code, 32), constInt(bits, 32), x, constInt(a.getRank(), 32), y,
                     constInt(bt.getRank(), 32), out});
    propagateIf(cmpi(arith::CmpIPredicate::ne, status, constInt(0, 32)));
    return memrefOfDescriptor(LLVM::LoadOp::create(b, loc, descType, out), arrayMemRefType(result));
  }
  Value out, array;
  if (auto result = dyn_cast<py::NDArrayType>(resultType)) {
    SmallVector<Value> sizes;
    if (a.getRank() == 2)
      sizes.push_back(dimSize(l, 0));
    if (bt.getRank() == 2)
      sizes.push_back(dimSize(r, 1));
    array = allocateArray(result, sizes, /*zeroed=*/false, Value());
    out = LLVM::ExtractValueOp::create(b, loc, descriptorOfMemref(array), ArrayRef<int64_t>{1});
  } else {
    out = slot(scalarMachineType(dtype));
  }
  Value status = callRuntime("pyrite_np_matmul", b.getI32Type(),
                             {constInt(code, 32), constInt(bits, 32), x, constInt(a.getRank(), 32),
                              y, constInt(bt.getRank(), 32), constInt(dot, 32), out});
  propagateIf(cmpi(arith::CmpIPredicate::ne, status, constInt(0, 32)));
  if (array)
    return array;
  return LLVM::LoadOp::create(b, loc, scalarMachineType(dtype), out);
}

Value FunctionLowering::lowerNumPyBinary(py::BinaryOp op, Value l, Value r, Type lt, Type rt) {
  if (op.getKind() == py::BinaryOpKind::MatMul)
    return lowerMatMul(op.getType(), l, r, lt, rt);
  Type dtype = py::numpyOperandsDtype(lt, rt);
  Value x = toDtype(l, lt, dtype), y = toDtype(r, rt, dtype);
  if (op.getKind() == py::BinaryOpKind::Pow && isa<IntegerType>(dtype) &&
      !isUnsignedDtype(dtype))
    raiseIf(cmpi(arith::CmpIPredicate::slt, y, zeroOf(y.getType())), ExceptionKind::ValueError,
            "Integers to negative integer powers are not allowed.");
  return npElementBinary(op.getKind(), x, y, dtype);
}

Value FunctionLowering::npElementBinary(py::BinaryOpKind kind, Value x, Value y, Type dtype) {
  using K = py::BinaryOpKind;
  if (isa<FloatType>(dtype)) {
    bool single = dtype.isF32();
    switch (kind) {
    case K::Add: return arith::AddFOp::create(b, loc, x, y);
    case K::Sub: return arith::SubFOp::create(b, loc, x, y);
    case K::Mul: return arith::MulFOp::create(b, loc, x, y);
    case K::TrueDiv: return arith::DivFOp::create(b, loc, x, y);
    case K::FloorDiv:
      return callRuntime(single ? "pyrite_np_floordivf" : "pyrite_np_floordiv", dtype, {x, y});
    case K::Mod: return callRuntime(single ? "pyrite_np_modf" : "pyrite_np_mod", dtype, {x, y});
    case K::Pow: return math::PowFOp::create(b, loc, x, y);
    default: llvm_unreachable("py-infer-types rejects bitwise operators on floats");
    }
  }
  if (kind == K::TrueDiv) {
    Type f64 = b.getF64Type();
    return arith::DivFOp::create(b, loc, castDtype(x, dtype, f64), castDtype(y, dtype, f64));
  }
  bool isUnsigned = isUnsignedDtype(dtype);
  unsigned width = dtype.getIntOrFloatBitWidth();
  Value zero = zeroOf(x.getType());
  auto constant = [&](int64_t v) {
    return arith::ConstantOp::create(b, loc, b.getIntegerAttr(x.getType(), v)).getResult();
  };
  switch (kind) {
  case K::Add: return arith::AddIOp::create(b, loc, x, y);
  case K::Sub: return arith::SubIOp::create(b, loc, x, y);
  case K::Mul: return arith::MulIOp::create(b, loc, x, y);
  case K::BitAnd: return arith::AndIOp::create(b, loc, x, y);
  case K::BitOr: return arith::OrIOp::create(b, loc, x, y);
  case K::BitXor: return arith::XOrIOp::create(b, loc, x, y);
  case K::FloorDiv:
  case K::Mod: {
    // NumPy: a zero divisor gives 0; MIN // -1 wraps to MIN (remainder 0);
    // otherwise Python's floor rounding.
    Value byZero = cmpi(arith::CmpIPredicate::eq, y, zero);
    Value safe = select(byZero, constant(1), y);
    Value result;
    if (isUnsigned) {
      result = kind == K::FloorDiv ? Value(arith::DivUIOp::create(b, loc, x, safe))
                                   : Value(arith::RemUIOp::create(b, loc, x, safe));
    } else {
      Value minusOne = cmpi(arith::CmpIPredicate::eq, safe, constant(-1));
      safe = select(minusOne, constant(1), safe);
      Value q = arith::DivSIOp::create(b, loc, x, safe);
      Value m = arith::RemSIOp::create(b, loc, x, safe);
      q = select(minusOne, arith::SubIOp::create(b, loc, zero, x), q);
      Value adjust = andI(cmpi(arith::CmpIPredicate::ne, m, zero),
                          cmpi(arith::CmpIPredicate::slt, arith::XOrIOp::create(b, loc, m, y), zero));
      q = select(adjust, arith::SubIOp::create(b, loc, q, constant(1)), q);
      m = select(adjust, arith::AddIOp::create(b, loc, m, y), m);
      result = kind == K::FloorDiv ? q : m;
    }
    return select(byZero, zero, result);
  }
  case K::Pow: {
    // A negative exponent was refused before (scalars) or at compile time (arrays).
    Type i64 = b.getI64Type();
    Value power = callRuntime("pyrite_np_int_pow", i64,
                              {castDtype(x, dtype, i64), castDtype(y, dtype, i64)});
    return castDtype(power, i64, dtype);
  }
  case K::LShift:
  case K::RShift: {
    // NumPy shifts by a count of the width or more (or a negative count,
    // read as unsigned) give 0, or -1 for a negative value shifted right.
    Value inRange = cmpi(arith::CmpIPredicate::ult, y, constant(width));
    Value count = select(inRange, y, zero);
    if (kind == K::LShift)
      return select(inRange, arith::ShLIOp::create(b, loc, x, count), zero);
    if (isUnsigned)
      return select(inRange, arith::ShRUIOp::create(b, loc, x, count), zero);
    Value fill = select(cmpi(arith::CmpIPredicate::slt, x, zero), constant(-1), zero);
    return select(inRange, arith::ShRSIOp::create(b, loc, x, count), fill);
  }
  case K::TrueDiv:
  case K::MatMul: // lowered whole, by lowerMatMul
    break;
  }
  llvm_unreachable("unknown binary operator");
}

Value FunctionLowering::npElementCompare(py::CmpPredicate p, Value x, Value y, Type dtype) {
  if (isa<FloatType>(dtype)) {
    static const arith::CmpFPredicate fp[] = {
        arith::CmpFPredicate::OLT, arith::CmpFPredicate::OLE, arith::CmpFPredicate::OGT,
        arith::CmpFPredicate::OGE, arith::CmpFPredicate::OEQ, arith::CmpFPredicate::UNE};
    return cmpf(fp[(int)p], x, y);
  }
  static const arith::CmpIPredicate sp[] = {
      arith::CmpIPredicate::slt, arith::CmpIPredicate::sle, arith::CmpIPredicate::sgt,
      arith::CmpIPredicate::sge, arith::CmpIPredicate::eq, arith::CmpIPredicate::ne};
  static const arith::CmpIPredicate up[] = {
      arith::CmpIPredicate::ult, arith::CmpIPredicate::ule, arith::CmpIPredicate::ugt,
      arith::CmpIPredicate::uge, arith::CmpIPredicate::eq, arith::CmpIPredicate::ne};
  return cmpi((isUnsignedDtype(dtype) ? up : sp)[(int)p], x, y);
}

Value FunctionLowering::npElementUfunc(Operation *ufunc, ArrayRef<Value> args, Type dtype) {
  Value x = args[0];
  bool isFloat = isa<FloatType>(dtype);
  if (isa<py::NumPyMaximumOp, py::NumPyMinimumOp>(ufunc)) {
    bool isMax = isa<py::NumPyMaximumOp>(ufunc);
    if (isFloat) { // NumPy's: (a > b || isnan(a)) ? a : b, so ties give b.
      Value better = cmpf(isMax ? arith::CmpFPredicate::OGT : arith::CmpFPredicate::OLT, x, args[1]);
      return select(orI(better, cmpf(arith::CmpFPredicate::UNO, x, x)), x, args[1]);
    }
    if (isUnsignedDtype(dtype))
      return isMax ? Value(arith::MaxUIOp::create(b, loc, x, args[1]))
                   : Value(arith::MinUIOp::create(b, loc, x, args[1]));
    return isMax ? Value(arith::MaxSIOp::create(b, loc, x, args[1]))
                 : Value(arith::MinSIOp::create(b, loc, x, args[1]));
  }
  if (isa<py::NumPyNegativeOp>(ufunc))
    return lowerNumPyUnary(py::UnaryOpKind::Neg, x, dtype);
  if (isa<py::NumPyAbsOp>(ufunc)) {
    if (isFloat)
      return math::AbsFOp::create(b, loc, x);
    if (isUnsignedDtype(dtype))
      return x;
    Value negative = cmpi(arith::CmpIPredicate::slt, x, zeroOf(x.getType()));
    return select(negative, arith::SubIOp::create(b, loc, zeroOf(x.getType()), x), x);
  }
  if (isa<py::NumPyWhereOp>(ufunc))
    return select(x, args[1], args[2]);
  if (isa<py::NumPyClipOp>(ufunc)) {
    // x moves only when strictly outside [lo, hi] (-0.0 stays); a NaN
    // anywhere gives NaN. Typing admits float dtypes only.
    auto bounded = [&](Value v, Value bound, arith::CmpFPredicate beyond) {
      Value moved = select(cmpf(beyond, v, bound), bound, v);
      Value nanBound = select(cmpf(arith::CmpFPredicate::UNO, bound, bound), bound, moved);
      return select(cmpf(arith::CmpFPredicate::UNO, v, v), v, nanBound);
    };
    return bounded(bounded(x, args[1], arith::CmpFPredicate::OLT), args[2],
                   arith::CmpFPredicate::OGT);
  }
  if (isa<py::NumPyPowerOp>(ufunc))
    return callRuntime(vectorMathFunction("pow", dtype), dtype, {x, args[1]});
  if (isa<py::NumPySquareOp>(ufunc))
    return isFloat ? Value(arith::MulFOp::create(b, loc, x, x))
                   : Value(arith::MulIOp::create(b, loc, x, x));
  if (isa<py::NumPyIsnanOp>(ufunc))
    return isFloat ? cmpf(arith::CmpFPredicate::UNO, x, x) : constBool(false);
  if (isa<py::NumPyFloorOp, py::NumPyCeilOp>(ufunc)) {
    if (!isFloat)
      return x;
    return isa<py::NumPyFloorOp>(ufunc) ? Value(math::FloorOp::create(b, loc, x))
                                 : Value(math::CeilOp::create(b, loc, x));
  }
  if (isa<py::NumPySignOp>(ufunc)) {
    Value zero = zeroOf(x.getType());
    if (isFloat) { // -1, 0 (+0.0 for -0.0), 1, nan for nan
      Value one = arith::ConstantOp::create(b, loc, b.getFloatAttr(x.getType(), 1.0));
      Value minusOne = arith::ConstantOp::create(b, loc, b.getFloatAttr(x.getType(), -1.0));
      Value s = select(cmpf(arith::CmpFPredicate::OGT, x, zero), one,
                       select(cmpf(arith::CmpFPredicate::OLT, x, zero), minusOne, zero));
      return select(cmpf(arith::CmpFPredicate::UNO, x, x), x, s);
    }
    Value one = arith::ConstantOp::create(b, loc, b.getIntegerAttr(x.getType(), 1));
    Value positive = isUnsignedDtype(dtype) ? cmpi(arith::CmpIPredicate::ne, x, zero)
                                            : cmpi(arith::CmpIPredicate::sgt, x, zero);
    Value negative = isUnsignedDtype(dtype) ? constBool(false) : cmpi(arith::CmpIPredicate::slt, x, zero);
    Value minusOne = arith::ConstantOp::create(b, loc, b.getIntegerAttr(x.getType(), -1));
    return select(positive, one, select(negative, minusOne, zero));
  }
  if (isa<py::NumPySqrtOp>(ufunc))
    return math::SqrtOp::create(b, loc, x); // correctly rounded: exact everywhere
  if (isa<py::NumPyExpOp>(ufunc) && dtype.isF32())
    return npExpF32(x);
  // exp, log, log1p, tanh, sin, cos: functions LLVM may vectorise (libmvec).
  StringRef libm = cast<py::LibraryCallOpInterface>(ufunc).getPythonName().drop_front(6);
  return callRuntime(vectorMathFunction(libm, dtype), dtype, {x});
}

// exp(x) = 2^k * exp(r), k = round(x / ln 2), r = x - k ln 2 in [-ln2/2, ln2/2]
// (ln 2 in two parts, the first with trailing zeros so k * it is exact);
// exp(r) = 1 + r + r^2 q(r), q Taylor's to degree 5 (the truncation is 0.04
// ulp). 2^k is applied in two halves, each a normal float, so the result
// overflows to inf and underflows gradually as exp does. x is clamped first
// so k fits; the clamp's bounds are past exp's overflow and underflow to 0.
// NaN comes back as NaN. Checked over all 2^32 inputs: at most 1.1 ulp from
// the correctly rounded value, specials exact (test/Python/test_exp_accuracy.py).
Value FunctionLowering::npExpF32(Value x) {
  Type f32 = b.getF32Type(), i32 = b.getI32Type();
  auto f = [&](float v) -> Value {
    return arith::ConstantOp::create(b, loc, b.getF32FloatAttr(v));
  };
  auto fma = [&](Value m, Value n, Value a) -> Value {
    return math::FmaOp::create(b, loc, m, n, a);
  };
  auto mul = [&](Value m, Value n) -> Value { return arith::MulFOp::create(b, loc, m, n); };
  Value c =
      arith::MinNumFOp::create(b, loc, arith::MaxNumFOp::create(b, loc, x, f(-104.0f)), f(89.0f));
  Value k = math::RoundEvenOp::create(b, loc, mul(c, f(1.44269504f)));
  Value r = fma(k, f(-0.693145752f), c);
  r = fma(k, f(-1.42860677e-06f), r);
  Value q = f(1.0f / 5040);
  for (float coefficient : {1.0f / 720, 1.0f / 120, 1.0f / 24, 1.0f / 6, 0.5f})
    q = fma(q, r, f(coefficient));
  Value p = arith::AddFOp::create(b, loc, f(1.0f), fma(mul(r, r), q, r));
  // p * 2^k rounded once (to a subnormal, 0 or inf where it must be): with
  // `scalef` one vscalefps, else two multiplications by normal halves of 2^k
  // (k is in [-150, 128]), nine operations.
  Value whole = arith::FPToSIOp::create(b, loc, i32, k);
  Value scaled;
  if (scalef) {
    scaled = LLVM::LoadExpOp::create(b, loc, f32, p, whole);
  } else {
    auto i = [&](int32_t v) -> Value {
      return arith::ConstantOp::create(b, loc, b.getI32IntegerAttr(v));
    };
    Value half = arith::ShRSIOp::create(b, loc, whole, i(1));
    auto powerOfTwo = [&](Value e) -> Value {
      Value bits = arith::ShLIOp::create(b, loc, arith::AddIOp::create(b, loc, e, i(127)), i(23));
      return arith::BitcastOp::create(b, loc, f32, bits);
    };
    scaled = mul(mul(p, powerOfTwo(half)), powerOfTwo(arith::SubIOp::create(b, loc, whole, half)));
  }
  return select(cmpf(arith::CmpFPredicate::UNO, x, x), x, scaled);
}

std::string vectorMathFunction(StringRef function, Type dtype) {
  return ("pyrite_vm_" + function + (dtype.isF32() ? "f" : "")).str();
}

Value FunctionLowering::lowerNumPyCompare(py::CmpPredicate p, Value l, Value r, Type lt, Type rt) {
  using P = py::CmpPredicate;
  auto ln = dyn_cast<py::NPScalarType>(lt), rn = dyn_cast<py::NPScalarType>(rt);
  Type dtype = py::numpyOperandsDtype(lt, rt);
  // NumPy 2 compares a NumPy integer with a Python int exactly, whatever
  // their ranges: both as i64, with uint64 values past INT64_MAX above all.
  if (!isa<FloatType>(dtype) && (!ln || !rn)) {
    bool npLeft = bool(ln);
    Type npDtype = npLeft ? ln.getDtype() : rn.getDtype();
    Value npValue = npLeft ? l : r;
    Value wide = castDtype(npValue, npDtype, b.getI64Type());
    Value other = toI64(npLeft ? r : l, npLeft ? rt : lt);
    Value lhs = npLeft ? wide : other, rhs = npLeft ? other : wide;
    static const arith::CmpIPredicate ip[] = {
        arith::CmpIPredicate::slt, arith::CmpIPredicate::sle, arith::CmpIPredicate::sgt,
        arith::CmpIPredicate::sge, arith::CmpIPredicate::eq, arith::CmpIPredicate::ne};
    Value result = cmpi(ip[(int)p], lhs, rhs);
    if (npDtype.isUnsignedInteger() && npDtype.getIntOrFloatBitWidth() == 64) {
      // A uint64 past INT64_MAX is greater than every Python int here.
      Value huge = cmpi(arith::CmpIPredicate::slt, wide, constInt(0));
      bool hugeAnswer = npLeft ? (p == P::Gt || p == P::Ge || p == P::Ne)
                               : (p == P::Lt || p == P::Le || p == P::Ne);
      result = select(huge, constBool(hugeAnswer), result);
    }
    return result;
  }
  return npElementCompare(p, toDtype(l, lt, dtype), toDtype(r, rt, dtype), dtype);
}

//===----------------------------------------------------------------------===//
// Whole arrays
//===----------------------------------------------------------------------===//

Type FunctionLowering::nodeDtype(Operation *node, unsigned operand) {
  return py::elementDtype(node, operand, operandPyTypes[node]);
}

std::pair<SmallVector<Value>, Value> FunctionLowering::kOrderLayout(ArrayRef<Value> views,
                                                                   ArrayRef<Value> sizes) {
  unsigned rank = sizes.size(), count = views.size();
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  Type i64 = b.getI64Type(), i32 = b.getI32Type();
  auto at = [&](Value table, Type element, unsigned i) -> Value {
    return LLVM::GEPOp::create(b, loc, ptr, element, table, ArrayRef<LLVM::GEPArg>{(int32_t)i});
  };
  Value strideTable = slot(LLVM::LLVMArrayType::get(i64, std::max(count, 1u) * rank));
  Value sizeTable = slot(LLVM::LLVMArrayType::get(i64, rank));
  Value outStrides = slot(LLVM::LLVMArrayType::get(i64, rank));
  Value order = slot(LLVM::LLVMArrayType::get(i32, rank));
  for (auto [o, view] : llvm::enumerate(views)) {
    Value descriptor = descriptorOfMemref(view);
    for (unsigned d = 0; d < rank; ++d)
      LLVM::StoreOp::create(
          b, loc, LLVM::ExtractValueOp::create(b, loc, descriptor, ArrayRef<int64_t>{4, d}),
          at(strideTable, i64, o * rank + d));
  }
  for (unsigned d = 0; d < rank; ++d)
    LLVM::StoreOp::create(b, loc, sizes[d], at(sizeTable, i64, d));
  callRuntime("pyrite_k_order", {},
              {constInt(rank, 32), constInt(count, 32), strideTable, sizeTable, outStrides, order});
  SmallVector<Value> strides;
  for (unsigned d = 0; d < rank; ++d)
    strides.push_back(LLVM::LoadOp::create(b, loc, i64, at(outStrides, i64, d)));
  return {strides, order};
}

Value FunctionLowering::permuteAxes(Value array, Value order) {
  // In IR, not a runtime call: every element-wise expression of rank 2 or
  // more permutes each operand, small arrays in hot loops included.
  auto type = cast<MemRefType>(array.getType());
  unsigned rank = type.getRank();
  auto metadata = memref::ExtractStridedMetadataOp::create(b, loc, array);
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  SmallVector<OpFoldResult> sizes, strides;
  for (unsigned k = 0; k < rank; ++k) {
    Value at = LLVM::GEPOp::create(b, loc, ptr, b.getI32Type(), order,
                                   ArrayRef<LLVM::GEPArg>{(int32_t)k});
    Value axis = LLVM::LoadOp::create(b, loc, b.getI32Type(), at);
    Value size = metadata.getSizes()[0], stride = metadata.getStrides()[0];
    for (unsigned j = 1; j < rank; ++j) {
      Value is = cmpi(arith::CmpIPredicate::eq, axis, constInt(j, 32));
      size = select(is, metadata.getSizes()[j], size);
      stride = select(is, metadata.getStrides()[j], stride);
    }
    sizes.push_back(size);
    strides.push_back(stride);
  }
  return memref::ReinterpretCastOp::create(
      b, loc, dynamicMemRefType(rank, type.getElementType()), metadata.getBaseBuffer(),
      metadata.getOffset(), sizes, strides);
}

ResultBuffer FunctionLowering::resultBuffer(Operation *root, py::NDArrayType resultType,
                                            ArrayRef<Value> sizes, ArrayRef<Value> leaves,
                                            ArrayRef<Value> strides) {
  // A new array in `strides`' layout (the descriptor's stride fields).
  auto laidOut = [&](Value array) {
    if (strides.empty())
      return array;
    Value descriptor = descriptorOfMemref(array);
    for (auto [d, stride] : llvm::enumerate(strides))
      descriptor = LLVM::InsertValueOp::create(b, loc, descriptor, stride,
                                               ArrayRef<int64_t>{4, (int64_t)d});
    return memrefOfDescriptor(descriptor, cast<MemRefType>(array.getType()));
  };
  // An array leaf that dies here, of the result's storage type and rank (as
  // NumPy reuses a temporary's buffer for `a @ b + c`).
  Type storage = storageType(resultType.getElementType());
  SmallVector<unsigned> dying = releasesAfter.lookup(root);
  auto candidate = llvm::find_if(dying, [&](unsigned id) {
    Value array = releasable[id];
    auto type = dyn_cast_or_null<MemRefType>(array ? array.getType() : Type());
    if (!type || !llvm::is_contained(leaves, array) || type.getElementType() != storage ||
        type.getRank() != resultType.getRank() || type.getRank() == 0)
      return false;
    for (auto [own, wanted] : llvm::zip(type.getShape(), resultType.getShape()))
      if (!ShapedType::isDynamic(own) && !ShapedType::isDynamic(wanted) && own != wanted)
        return false; // never the result's sizes
    return true;
  });
  if (candidate == dying.end()) {
    Value fresh = laidOut(allocateArray(resultType, sizes, /*zeroed=*/false, Value()));
    return {fresh, fresh, Value(), Value(), -1};
  }
  unsigned id = *candidate;
  Value leaf = releasable[id];
  // At run time it must own its buffer (a null token: an argument or a
  // view), have the result's sizes, and share no memory with another leaf
  // (views keep their base's aligned pointer). Element i is then read before
  // it is written, by the same thread.
  Value descriptor = descriptorOfMemref(leaf);
  auto pointer = [&](Value d, int64_t field) -> Value {
    Value p = LLVM::ExtractValueOp::create(b, loc, d, ArrayRef<int64_t>{field});
    return LLVM::PtrToIntOp::create(b, loc, b.getI64Type(), p);
  };
  Value aligned = pointer(descriptor, 1);
  Value reuse = cmpi(arith::CmpIPredicate::ne, pointer(descriptor, 0), constInt(0));
  if (arraysReachCPython) // and CPython holds none of the arena's buffers
    reuse = andI(reuse, cmpi(arith::CmpIPredicate::eq,
                             callRuntime("pyrite_arena_shared", b.getI64Type(), {}), constInt(0)));
  for (auto [d, size] : llvm::enumerate(sizes))
    reuse = andI(reuse, cmpi(arith::CmpIPredicate::eq, dimSize(leaf, d), size));
  for (auto [d, stride] : llvm::enumerate(strides))
    reuse = andI(reuse, cmpi(arith::CmpIPredicate::eq,
                             LLVM::ExtractValueOp::create(b, loc, descriptor,
                                                          ArrayRef<int64_t>{4, (int64_t)d}),
                             stride));
  for (Value other : leaves)
    if (other != leaf)
      reuse = andI(reuse, cmpi(arith::CmpIPredicate::ne,
                               pointer(descriptorOfMemref(other), 1), aligned));
  // Otherwise a new array; when reusing, an empty one stands in for it.
  SmallVector<Value> freshSizes(sizes);
  freshSizes[0] = select(reuse, constInt(0), sizes[0]);
  Value fresh = laidOut(allocateArray(resultType, freshSizes, /*zeroed=*/false, Value()));
  Value freshDescriptor = LLVM::InsertValueOp::create(b, loc, descriptorOfMemref(fresh), sizes[0],
                                                      ArrayRef<int64_t>{3, 0});
  MemRefType type = arrayMemRefType(resultType);
  Value leafAsResult = memref::CastOp::create(b, loc, type, leaf);
  fresh = memrefOfDescriptor(freshDescriptor, type);
  // The one of the two not taken dies at `root` in the leaf's place.
  reusedLeaves[root] = {id, select(reuse, fresh, leafAsResult)};
  return {select(reuse, leafAsResult, fresh), fresh, reuse, leafAsResult,
          (int)(llvm::find(leaves, leaf) - leaves.begin())};
}

ElementExpression FunctionLowering::prepareElementExpression(Operation *root,
                                                             const DenseMap<Value, Value> &leaves) {
  unsigned rank = cast<py::NDArrayType>(root->getResult(0).getType()).getRank();
  // The tree's leaves: arrays, read through broadcast views, and scalars,
  // converted once before the loop (a Python int that does not fit raises
  // here, as NumPy raises before computing).
  ElementExpression expression;
  SmallVector<Value> &arrays = expression.arrays;
  SmallVector<py::NDArrayType> &arrayTypes = expression.arrayTypes;
  DenseMap<std::pair<Operation *, unsigned>, Value> scalars;
  DenseMap<std::pair<Operation *, unsigned>, unsigned> arrayOf;
  DenseMap<Operation *, std::pair<Value, Value>> outOfRange; // compare -> (fits, answer)
  std::function<void(Operation *)> gather = [&](Operation *node) {
    for (auto [i, operand] : llvm::enumerate(node->getOperands())) {
      Type dtype = nodeDtype(node, i);
      if (Operation *def = operand.getDefiningOp(); def && fused.contains(def)) {
        gather(def);
        continue;
      }
      Type t = operandPyTypes[node][i];
      if (auto array = dyn_cast<py::NDArrayType>(t)) {
        if (Value leaf = leaves.lookup(operand))
          operand = leaf;
        auto *found = llvm::find(arrays, operand);
        arrayOf[{node, (unsigned)i}] = found - arrays.begin();
        if (found == arrays.end()) {
          arrays.push_back(operand);
          arrayTypes.push_back(array);
        }
        continue;
      }
      auto compare = dyn_cast<py::CompareOp>(node);
      if (compare && isa<py::IntType>(t) && isa<IntegerType>(dtype) && !dtype.isInteger(1)) {
        // NumPy 2 compares an integer array with any Python int exactly: an
        // int the dtype cannot hold gives the same answer for every element.
        auto [fits, value] = fitInDtype(operand, dtype);
        using P = py::CmpPredicate;
        P p = compare.getPredicate();
        // Out of range and positive: above every element.
        Value above = cmpi(arith::CmpIPredicate::sgt, operand, constInt(0));
        Value less = i == 1 ? above : notI(above); // lhs < rhs for every element
        Value answer = p == P::Eq                 ? constBool(false)
                       : p == P::Ne               ? constBool(true)
                       : (p == P::Lt || p == P::Le) ? less
                                                    : notI(less);
        scalars[{node, (unsigned)i}] = value;
        outOfRange[node] = {fits, answer};
        continue;
      }
      scalars[{node, (unsigned)i}] = toDtype(operand, t, dtype);
    }
  };
  gather(root);

  // NumPy's broadcasting: sizes aligned at the right; equal, or 1 stretches.
  SmallVector<Value> &sizes = expression.sizes;
  sizes.assign(rank, constInt(1));
  Value incompatible = constBool(false);
  for (auto [array, type] : llvm::zip(arrays, arrayTypes)) {
    unsigned lead = rank - type.getRank();
    for (unsigned i = 0; i < type.getRank(); ++i) {
      Value size = dimSize(array, i);
      Value &current = sizes[lead + i];
      Value one = constInt(1);
      Value currentIsOne = cmpi(arith::CmpIPredicate::eq, current, one);
      Value sizeIsOne = cmpi(arith::CmpIPredicate::eq, size, one);
      incompatible = orI(incompatible, andI(andI(notI(currentIsOne), notI(sizeIsOne)),
                                            cmpi(arith::CmpIPredicate::ne, current, size)));
      current = select(currentIsOne, size, current);
    }
  }
  if (!inRowFusion) { // there every operand is a block of the same rows
    raiseIf(incompatible, ExceptionKind::ValueError, "operands could not be broadcast together");
    flushOverflow();
  }

  for (auto [array, type] : llvm::zip(arrays, arrayTypes)) {
    expression.views.push_back(broadcastView(array, type, sizes));
    expression.viewDtypes.push_back(type.getElementType());
  }
  expression.element = [this, root, arrayTypes = expression.arrayTypes,
                        scalars = std::move(scalars), arrayOf = std::move(arrayOf),
                        outOfRange = std::move(outOfRange)](ArrayRef<Value> elements) {
    std::function<Value(Operation *)> compute = [&](Operation *node) -> Value {
      Type dtype = nodeDtype(node, 0); // what operators compute in
      SmallVector<Value> values;
      for (auto [i, operand] : llvm::enumerate(node->getOperands())) {
        Type operandDtype = nodeDtype(node, i);
        if (Operation *def = operand.getDefiningOp(); def && fused.contains(def)) {
          Type fromDtype = py::numpyDtype(def->getResult(0).getType());
          values.push_back(castDtype(compute(def), fromDtype, operandDtype));
        } else if (auto it = arrayOf.find({node, (unsigned)i}); it != arrayOf.end()) {
          Type fromDtype = arrayTypes[it->second].getElementType();
          values.push_back(castDtype(elements[it->second], fromDtype, operandDtype));
        } else {
          values.push_back(scalars.lookup({node, (unsigned)i}));
        }
      }
      if (auto binary = dyn_cast<py::BinaryOp>(node))
        return npElementBinary(binary.getKind(), values[0], values[1], dtype);
      if (auto compare = dyn_cast<py::CompareOp>(node)) {
        Value cmp = npElementCompare(compare.getPredicate(), values[0], values[1], dtype);
        if (auto it = outOfRange.find(node); it != outOfRange.end())
          return select(it->second.first, cmp, it->second.second);
        return cmp;
      }
      if (auto unary = dyn_cast<py::UnaryOp>(node))
        return lowerNumPyUnary(unary.getKind(), values[0], dtype);
      return npElementUfunc(node, values,
                            nodeDtype(node, node->getNumOperands() - 1));
    };
    return compute(root);
  };
  return expression;
}

Value FunctionLowering::lowerArrayExpression(Operation *root, const DenseMap<Value, Value> &leaves,
                                             Value into) {
  auto resultType = cast<py::NDArrayType>(root->getResult(0).getType());
  unsigned rank = resultType.getRank();
  ElementExpression expression = prepareElementExpression(root, leaves);
  SmallVector<Value> views(expression.views);
  ArrayRef<Value> sizes = expression.sizes;
  // NumPy lays the result out in its operands' order of axes (order='K'): a
  // later reduction of it then sums in NumPy's order. The loop runs over
  // every operand permuted to that order, so it writes memory in order.
  SmallVector<Value> strides;
  Value order;
  if (!into && rank >= 2)
    std::tie(strides, order) = kOrderLayout(views, sizes);
  ResultBuffer buffer = into ? ResultBuffer{into, into, Value(), Value(), -1}
                             : resultBuffer(root, resultType, sizes, expression.arrays, strides);
  if (order) {
    for (Value &view : views)
      view = permuteAxes(view, order);
    buffer.fresh = permuteAxes(buffer.fresh, order);
    if (buffer.leaf)
      buffer.leaf = permuteAxes(buffer.leaf, order);
  }

  if (!buffer.reuse) {
    elementLoop(views, expression.viewDtypes, buffer.fresh, resultType.getElementType(),
                expression.element);
    return buffer.result;
  }
  // In place, the leaf is read through the output operand: one pointer, so
  // LLVM vectorises without an overlap check (which exact aliasing fails).
  ifElse(
      buffer.reuse,
      [&] {
        elementLoop(views, expression.viewDtypes, buffer.leaf, resultType.getElementType(),
                    expression.element, buffer.leafIndex);
      },
      [&] {
        elementLoop(views, expression.viewDtypes, buffer.fresh, resultType.getElementType(),
                    expression.element);
      });
  return buffer.result;
}

} // namespace mlir::pyrite::lowering
