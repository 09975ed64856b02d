//===- ElementWise.cpp - Element-wise arithmetic and ufuncs of NumPy values --*- C++ -*-===//
//
// One element's computation (npElementBinary, npElementCompare,
// npElementUfunc) with NumPy 2's semantics; the same functions build NumPy
// scalars and the bodies of array loops (ArrayExpressions.cpp).
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/PyToStandard/FunctionLowering.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

namespace mlir::pyrite::lowering {

Value FunctionLowering::lowerNumPyUnary(py::UnaryOpKind kind, Value x, Type dtype) {
  switch (kind) {
  case py::UnaryOpKind::Pos:
    return x;
  case py::UnaryOpKind::Neg:
    if (isa<ComplexType>(dtype))
      return makeComplex(arith::NegFOp::create(b, loc, complex::ReOp::create(b, loc, x)),
                         arith::NegFOp::create(b, loc, complex::ImOp::create(b, loc, x)));
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

Value FunctionLowering::lowerNumPyBinary(py::BinaryOp op, Value l, Value r, Type lt, Type rt) {
  if (op.getKind() == py::BinaryOpKind::MatMul)
    return lowerMatMul(op.getType(), l, r, lt, rt);
  Type dtype = py::numpyOperandsDtype(lt, rt);
  Value x = toDtype(l, lt, dtype), y = toDtype(r, rt, dtype);
  if (op.getKind() == py::BinaryOpKind::Pow && isa<IntegerType>(dtype) &&
      !isUnsignedDtype(dtype))
    raiseIf(cmpi(arith::CmpIPredicate::slt, y, zeroOf(y.getType())), ExceptionKind::ValueError,
            "Integers to negative integer powers are not allowed.");
  // NumPy scalars' ** is scalar math: libm's pow, one element at a time.
  // (An opaque call: LLVM would make pow(x, 2.0) x * x, which glibc's pow
  // is not always, or vectorise it with libmvec.)
  if (op.getKind() == py::BinaryOpKind::Pow && isa<FloatType>(dtype) &&
      isa<py::NPScalarType>(op.getType()))
    return callRuntime(dtype.isF32() ? "pyrite_np_powf" : "pyrite_np_pow", dtype, {x, y});
  return npElementBinary(op.getKind(), x, y, dtype);
}

bool isScalarExponent(Type exponent) {
  auto array = dyn_cast<py::NDArrayType>(exponent);
  return !array || array.getRank() == 0;
}

Value FunctionLowering::npPowerOfScalarExponent(Value x, Value y, Value power) {
  Type dtype = x.getType();
  if (!dtype.isF32() && !dtype.isF64())
    return power;
  auto constant = [&](double v) {
    return arith::ConstantOp::create(b, loc, b.getFloatAttr(dtype, v)).getResult();
  };
  auto exponentIs = [&](double v) { return cmpf(arith::CmpFPredicate::OEQ, y, constant(v)); };
  Value result = select(exponentIs(2.0), arith::MulFOp::create(b, loc, x, x), power);
  result = select(exponentIs(1.0), x, result);
  result = select(exponentIs(0.5), math::SqrtOp::create(b, loc, x), result);
  result = select(exponentIs(0.0), constant(1.0), result);
  return select(exponentIs(-1.0), arith::DivFOp::create(b, loc, constant(1.0), x), result);
}

Value FunctionLowering::floatDivmod(Value x, Value y, bool floorDiv) {
  Type dtype = x.getType();
  auto constant = [&](double v) {
    return arith::ConstantOp::create(b, loc, b.getFloatAttr(dtype, v)).getResult();
  };
  Value zero = constant(0.0);
  Value quotient = arith::DivFOp::create(b, loc, x, y);
  Value m = arith::RemFOp::create(b, loc, x, y); // fmod: exact
  // As the C: `if (m)` and `if (div)` take NaN as true, comparisons false.
  Value div = arith::DivFOp::create(b, loc, arith::SubFOp::create(b, loc, x, m), y);
  Value mNonzero = cmpf(arith::CmpFPredicate::UNE, m, zero);
  Value adjust =
      andI(mNonzero, arith::XOrIOp::create(b, loc, cmpf(arith::CmpFPredicate::OLT, y, zero),
                                           cmpf(arith::CmpFPredicate::OLT, m, zero)));
  Value byZero = cmpf(arith::CmpFPredicate::OEQ, y, zero);
  if (!floorDiv) {
    Value mod = select(adjust, arith::AddFOp::create(b, loc, m, y), m);
    mod = select(mNonzero, mod, math::CopySignOp::create(b, loc, zero, y));
    return select(byZero, m, mod); // fmod(x, 0): NaN
  }
  div = select(adjust, arith::SubFOp::create(b, loc, div, constant(1.0)), div);
  Value floor = math::FloorOp::create(b, loc, div);
  Value roundUp =
      cmpf(arith::CmpFPredicate::OGT, arith::SubFOp::create(b, loc, div, floor), constant(0.5));
  floor = select(roundUp, arith::AddFOp::create(b, loc, floor, constant(1.0)), floor);
  Value floorDivided = select(cmpf(arith::CmpFPredicate::UNE, div, zero), floor,
                              math::CopySignOp::create(b, loc, zero, quotient));
  return select(byZero, quotient, floorDivided); // x / 0: inf or NaN
}

Value FunctionLowering::npElementBinary(py::BinaryOpKind kind, Value x, Value y, Type dtype) {
  using K = py::BinaryOpKind;
  if (isa<ComplexType>(dtype))
    return npComplexBinary(kind, x, y);
  if (isa<FloatType>(dtype)) {
    switch (kind) {
    case K::Add: return arith::AddFOp::create(b, loc, x, y);
    case K::Sub: return arith::SubFOp::create(b, loc, x, y);
    case K::Mul: return arith::MulFOp::create(b, loc, x, y);
    case K::TrueDiv: return arith::DivFOp::create(b, loc, x, y);
    case K::FloorDiv:
    case K::Mod:
      return floatDivmod(x, y, kind == K::FloorDiv);
    case K::Pow:
      return callRuntime(vectorMathFunction("pow", dtype), dtype, {x, y});
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
    // Squaring in 64 bits, wrapping (NumPy's); a negative exponent was
    // refused before (scalars) or at compile time (arrays). Inline: a GPU
    // thread runs it.
    Type i64 = b.getI64Type();
    Value zero64 = constInt(0), one64 = constInt(1);
    auto squaring = scf::WhileOp::create(
        b, loc, TypeRange{i64, i64, i64},
        ValueRange{one64, castDtype(x, dtype, i64), castDtype(y, dtype, i64)},
        [&](OpBuilder &, Location, ValueRange s) {
          scf::ConditionOp::create(b, loc, cmpi(arith::CmpIPredicate::ne, s[2], zero64), s);
        },
        [&](OpBuilder &, Location, ValueRange s) {
          Value odd =
              cmpi(arith::CmpIPredicate::ne, arith::AndIOp::create(b, loc, s[2], one64), zero64);
          Value power = select(odd, arith::MulIOp::create(b, loc, s[0], s[1]), s[0]);
          scf::YieldOp::create(b, loc,
                               ValueRange{power, arith::MulIOp::create(b, loc, s[1], s[1]),
                                          arith::ShRUIOp::create(b, loc, s[2], one64)});
        });
    return castDtype(squaring.getResult(0), i64, dtype);
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
  if (isa<ComplexType>(dtype))
    return npComplexEquality(p, x, y);
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
  if (isa<ComplexType>(dtype))
    return npComplexUfunc(ufunc, x);
  if (isa<py::NumPyConjugateOp>(ufunc)) // of a real value: itself
    return x;
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
  if (isa<py::NumPyClipOp>(ufunc) && !isFloat) { // max(x, lo), then min with hi (which wins)
    Value low = isUnsignedDtype(dtype) ? Value(arith::MaxUIOp::create(b, loc, x, args[1]))
                                       : Value(arith::MaxSIOp::create(b, loc, x, args[1]));
    return isUnsignedDtype(dtype) ? Value(arith::MinUIOp::create(b, loc, low, args[2]))
                                  : Value(arith::MinSIOp::create(b, loc, low, args[2]));
  }
  if (isa<py::NumPyClipOp>(ufunc)) {
    // x moves only when strictly outside [lo, hi] (-0.0 stays); a NaN
    // anywhere gives NaN.
    auto bounded = [&](Value v, Value bound, arith::CmpFPredicate beyond) {
      Value moved = select(cmpf(beyond, v, bound), bound, v);
      Value nanBound = select(cmpf(arith::CmpFPredicate::UNO, bound, bound), bound, moved);
      return select(cmpf(arith::CmpFPredicate::UNO, v, v), v, nanBound);
    };
    return bounded(bounded(x, args[1], arith::CmpFPredicate::OLT), args[2],
                   arith::CmpFPredicate::OGT);
  }
  if (isa<py::NumPySquareOp>(ufunc))
    return isFloat ? Value(arith::MulFOp::create(b, loc, x, x))
                   : Value(arith::MulIOp::create(b, loc, x, x));
  if (isa<py::NumPyIsnanOp>(ufunc))
    return isFloat ? cmpf(arith::CmpFPredicate::UNO, x, x) : constBool(false);
  // Operands already cast to bool (elementDtype): nonzero is true, NaN too,
  // -0.0 not.
  if (isa<py::NumPyLogicalNotOp>(ufunc))
    return notI(x);
  if (isa<py::NumPyLogicalAndOp>(ufunc))
    return andI(x, args[1]);
  if (isa<py::NumPyLogicalOrOp>(ufunc))
    return orI(x, args[1]);
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
  // exp, log, log1p, tanh, sin, cos, arcsin, arccos, arctan, sinh, cosh,
  // arctan2, power: functions LLVM may vectorise (libmvec), by their C names.
  StringRef libm = llvm::TypeSwitch<Operation *, StringRef>(ufunc)
                       .Case([](py::NumPyPowerOp) { return "pow"; })
                       .Case([](py::NumPyArcsinOp) { return "asin"; })
                       .Case([](py::NumPyArccosOp) { return "acos"; })
                       .Case([](py::NumPyArctanOp) { return "atan"; })
                       .Case([](py::NumPyArctan2Op) { return "atan2"; })
                       .Default([](Operation *op) {
                         return cast<py::LibraryCallOpInterface>(op).getPythonName().drop_front(6);
                       });
  return callRuntime(vectorMathFunction(libm, dtype), dtype, args);
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
  // p * 2^k rounded once (to a subnormal, 0 or inf where it must be): an
  // llvm.ldexp, which a backend stage may compute otherwise (the CPU's
  // without AVX-512: pyrite-cpu-ldexp).
  Value scaled =
      LLVM::LoadExpOp::create(b, loc, f32, p, arith::FPToSIOp::create(b, loc, i32, k));
  return select(cmpf(arith::CmpFPredicate::UNO, x, x), x, scaled);
}

std::string vectorMathFunction(StringRef function, Type dtype) {
  return ("pyrite_vm_" + function + (dtype.isF32() ? "f" : "")).str();
}

Value FunctionLowering::lowerNumPyCompare(py::CmpPredicate p, Value l, Value r, Type lt, Type rt) {
  using P = py::CmpPredicate;
  auto ln = dyn_cast<py::NPScalarType>(lt), rn = dyn_cast<py::NPScalarType>(rt);
  Type dtype = py::numpyOperandsDtype(lt, rt);
  if (isa<ComplexType>(dtype))
    return npComplexEquality(p, toDtype(l, lt, dtype), toDtype(r, rt, dtype));
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

} // namespace mlir::pyrite::lowering
