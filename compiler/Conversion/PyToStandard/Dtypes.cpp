//===- Dtypes.cpp - NumPy scalars: dtype conversions ------------*- C++ -*-===//
//
// A NumPy scalar is its machine type with NumPy 2's semantics: fixed-width
// integers that wrap, and NEP 50 promotion with Python scalars.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/PyToStandard/FunctionLowering.h"

#include "mlir/IR/Matchers.h"

#include <limits>

namespace mlir::pyrite::lowering {

Value FunctionLowering::castDtype(Value v, Type from, Type to) {
  Type target = scalarMachineType(to);
  if (from == to)
    return v;
  if (isa<ComplexType>(from) || isa<ComplexType>(to))
    return complexCast(v, from, to);
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
  if (isa<ComplexType>(dtype))
    return {castDtype(v, dtype, ComplexType::get(b.getF64Type())), py::ComplexType::get(ctx)};
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
  if (auto complexType = dyn_cast<ComplexType>(dtype)) { // each part as a float is converted
    auto [re, im] = complexParts(v, from);
    Type part = complexType.getElementType();
    return makeComplex(castDtype(re, b.getF64Type(), part), castDtype(im, b.getF64Type(), part));
  }
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
  if (!matchPattern(fits, m_One())) // (every int fits an int64)
    raiseIf(notI(fits), ExceptionKind::OverflowError,
            ("Python integer out of bounds for " + py::dtypeName(dtype)).c_str());
  return value;
}

Value FunctionLowering::toStoredDtype(Value v, Type from, Type dtype) {
  auto scalar = dyn_cast<py::NPScalarType>(from);
  Type source = scalar ? scalar.getDtype() : Type();
  if (!source || !isa<IntegerType>(source) || source.isInteger(1) || !isa<IntegerType>(dtype) ||
      dtype.isInteger(1) || dtype.isUnsignedInteger())
    return toDtype(v, from, dtype);
  if (source == dtype)
    return v; // a scalar of the array's own dtype fits it
  unsigned width = source.getIntOrFloatBitWidth();
  Value wide = v, below2To63 = constBool(true);
  if (width < 64)
    wide = source.isUnsignedInteger() ? Value(arith::ExtUIOp::create(b, loc, b.getI64Type(), v))
                                      : Value(arith::ExtSIOp::create(b, loc, b.getI64Type(), v));
  else if (source.isUnsignedInteger())
    below2To63 = cmpi(arith::CmpIPredicate::sge, v, constInt(0));
  auto [fits, value] = fitInDtype(wide, dtype);
  raiseIf(notI(andI(below2To63, fits)), ExceptionKind::OverflowError,
          ("Python integer out of bounds for " + py::dtypeName(dtype)).c_str());
  return value;
}

Value FunctionLowering::ufuncOperand(Operation *ufunc, unsigned operand, Value v, Type from,
                                     Type dtype) {
  // NumPy 2's np.clip drops a Python int lower bound at or below an int
  // dtype's minimum and an upper bound at or above its maximum (so
  // np.clip(uint8_array, -1, 300) is the array); any other bound converts as
  // usual (OverflowError beyond the dtype). Dropping is clamping to the limit.
  if (!isa<py::NumPyClipOp>(ufunc) || operand == 0 || !isa<py::IntType>(from) ||
      !isa<IntegerType>(dtype) || dtype.isInteger(1))
    return toDtype(v, from, dtype);
  unsigned width = dtype.getIntOrFloatBitWidth();
  bool isUnsigned = dtype.isUnsignedInteger();
  int64_t lo = isUnsigned ? 0 : width == 64 ? INT64_MIN : -(int64_t(1) << (width - 1));
  int64_t hi = width == 64 ? INT64_MAX
               : isUnsigned ? (int64_t(1) << width) - 1
                            : (int64_t(1) << (width - 1)) - 1;
  Value dropped = operand == 1 ? cmpi(arith::CmpIPredicate::sle, v, constInt(lo))
                               : cmpi(arith::CmpIPredicate::sge, v, constInt(hi));
  // A uint64 maximum is beyond any Python int compiled code holds: never dropped.
  if (operand == 2 && isUnsigned && width == 64)
    dropped = constBool(false);
  Value limit = constInt(operand == 1 ? lo : hi);
  Value kept = select(dropped, limit, v);
  return toDtype(kept, from, dtype);
}

} // namespace mlir::pyrite::lowering
