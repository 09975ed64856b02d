//===- Complex.cpp - Python complex scalars ---------------------*- C++ -*-===//
//
// A Python complex is a complex<f64>. Its arithmetic is CPython's own
// formulas on the parts (Objects/complexobject.c), emitted inline so that
// results agree bit for bit: an int or float operand first becomes a complex
// with a 0.0 imaginary part, as CPython 3.11 converts it. abs() and ** call
// the runtime (runtime/src/Complex.c), which calls libm as CPython does.
//
//
// NumPy's complex64 and complex128 elements follow NumPy's loops instead:
// its division scales by 1 / denominator, and |z| is C's hypot.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/PyToStandard/FunctionLowering.h"

namespace mlir::pyrite::lowering {
namespace {
/// The float arithmetic the formulas below are written in.
struct PartArithmetic {
  OpBuilder &b;
  Location loc;
  Value add(Value x, Value y) { return arith::AddFOp::create(b, loc, x, y); }
  Value sub(Value x, Value y) { return arith::SubFOp::create(b, loc, x, y); }
  Value mul(Value x, Value y) { return arith::MulFOp::create(b, loc, x, y); }
  Value div(Value x, Value y) { return arith::DivFOp::create(b, loc, x, y); }
};
} // namespace

Value FunctionLowering::complexRing(py::BinaryOpKind kind, Value ar, Value ai, Value br,
                                    Value bi) {
  PartArithmetic f{b, loc};
  switch (kind) {
  case py::BinaryOpKind::Add:
    return makeComplex(f.add(ar, br), f.add(ai, bi));
  case py::BinaryOpKind::Sub:
    return makeComplex(f.sub(ar, br), f.sub(ai, bi));
  default:
    assert(kind == py::BinaryOpKind::Mul && "complexRing: + - * only");
    return makeComplex(f.sub(f.mul(ar, br), f.mul(ai, bi)), f.add(f.mul(ar, bi), f.mul(ai, br)));
  }
}

Value FunctionLowering::makeComplex(Value real, Value imag) {
  return complex::CreateOp::create(b, loc, ComplexType::get(real.getType()), real, imag);
}

Value FunctionLowering::complexAsStruct(Value z) {
  Value parts = LLVM::UndefOp::create(b, loc, complexStructType(cast<ComplexType>(z.getType())));
  parts = LLVM::InsertValueOp::create(b, loc, parts, complex::ReOp::create(b, loc, z),
                                      ArrayRef<int64_t>{0});
  return LLVM::InsertValueOp::create(b, loc, parts, complex::ImOp::create(b, loc, z),
                                     ArrayRef<int64_t>{1});
}

Value FunctionLowering::structAsComplex(Value parts) {
  return makeComplex(LLVM::ExtractValueOp::create(b, loc, parts, ArrayRef<int64_t>{0}),
                     LLVM::ExtractValueOp::create(b, loc, parts, ArrayRef<int64_t>{1}));
}

std::pair<Value, Value> FunctionLowering::complexParts(Value v, Type type) {
  if (isa<py::ComplexType>(type))
    return {complex::ReOp::create(b, loc, v), complex::ImOp::create(b, loc, v)};
  return {toF64(v, type), constFloat(0.0)};
}

Value FunctionLowering::lowerComplexBinary(py::BinaryOpKind kind, Value l, Value r, Type lt,
                                           Type rt) {
  using K = py::BinaryOpKind;
  auto [ar, ai] = complexParts(l, lt);
  auto [br, bi] = complexParts(r, rt);
  PartArithmetic f{b, loc};
  switch (kind) {
  case K::Add:
  case K::Sub:
  case K::Mul:
    return complexRing(kind, ar, ai, br, bi);
  case K::TrueDiv: {
    // _Py_c_quot: divide through by the larger part of the divisor; a NaN
    // in it (neither part the larger) gives nan+nanj.
    Value absR = math::AbsFOp::create(b, loc, br), absI = math::AbsFOp::create(b, loc, bi);
    Value byReal = cmpf(arith::CmpFPredicate::OGE, absR, absI);
    Value byImag = cmpf(arith::CmpFPredicate::OGE, absI, absR);
    raiseIf(andI(byReal, cmpf(arith::CmpFPredicate::OEQ, absR, constFloat(0.0))),
            ExceptionKind::ZeroDivisionError, "complex division by zero");
    Value ratio1 = f.div(bi, br), denominator1 = f.add(br, f.mul(bi, ratio1));
    Value real1 = f.div(f.add(ar, f.mul(ai, ratio1)), denominator1);
    Value imag1 = f.div(f.sub(ai, f.mul(ar, ratio1)), denominator1);
    Value ratio2 = f.div(br, bi), denominator2 = f.add(f.mul(br, ratio2), bi);
    Value real2 = f.div(f.add(f.mul(ar, ratio2), ai), denominator2);
    Value imag2 = f.div(f.sub(f.mul(ai, ratio2), ar), denominator2);
    Value nan = constFloat(std::numeric_limits<double>::quiet_NaN());
    return makeComplex(select(byReal, real1, select(byImag, real2, nan)),
                       select(byReal, imag1, select(byImag, imag2, nan)));
  }
  case K::Pow: {
    Value out = slot(complexStructType(ctx));
    Value status = callRuntime("pyrite_complex_pow", b.getI32Type(), {ar, ai, br, bi, out});
    propagateIf(cmpi(arith::CmpIPredicate::ne, status, constInt(0, 32)));
    return structAsComplex(LLVM::LoadOp::create(b, loc, complexStructType(ctx), out));
  }
  default:
    llvm_unreachable("py-infer-types rejects this complex operator");
  }
}

Value FunctionLowering::lowerComplexEquality(py::CmpPredicate p, Value l, Value r, Type lt,
                                             Type rt) {
  // complex_richcompare: against an int (or bool) the real part compares
  // exactly as a float with that int, once the imaginary part is 0.0.
  if (!isa<py::ComplexType>(lt))
    std::swap(l, r), std::swap(lt, rt);
  auto [ar, ai] = complexParts(l, lt);
  Value imagZero = cmpf(arith::CmpFPredicate::OEQ, ai, constFloat(0.0));
  Value equal;
  if (isa<py::IntType, py::BoolType>(rt))
    equal = andI(imagZero, lowerCompare(py::CmpPredicate::Eq, ar, r, py::FloatType::get(ctx), rt));
  else {
    auto [br, bi] = complexParts(r, rt);
    equal = andI(cmpf(arith::CmpFPredicate::OEQ, ar, br), cmpf(arith::CmpFPredicate::OEQ, ai, bi));
  }
  return p == py::CmpPredicate::Eq ? equal : notI(equal);
}

Value FunctionLowering::lowerComplexAbs(Value z) {
  auto [re, im] = complexParts(z, py::ComplexType::get(ctx));
  Value out = slot(b.getF64Type());
  Value status = callRuntime("pyrite_complex_abs", b.getI32Type(), {re, im, out});
  propagateIf(cmpi(arith::CmpIPredicate::ne, status, constInt(0, 32)));
  return LLVM::LoadOp::create(b, loc, b.getF64Type(), out);
}

Value FunctionLowering::lowerComplexConstructor(ArrayRef<Value> args, ArrayRef<Type> types) {
  // complex_new: each argument's parts; a complex imaginary argument's
  // real part is subtracted, a complex real argument's imaginary part added.
  // The real argument is complex when it has __complex__ (any NumPy complex
  // scalar); the imaginary one only when it is a complex instance
  // (np.complex128, not np.complex64, which float() reduces to its real part).
  Type c128 = ComplexType::get(b.getF64Type());
  auto argument = [&](unsigned i) -> std::tuple<Value, Value, bool> {
    auto scalar = dyn_cast<py::NPScalarType>(types[i]);
    auto complexDtype = scalar ? dyn_cast<ComplexType>(scalar.getDtype()) : ComplexType();
    if (!complexDtype) {
      bool isComplex = isa<py::ComplexType>(types[i]);
      auto [re, im] = complexParts(args[i], types[i]);
      return {re, im, isComplex};
    }
    Value z = castDtype(args[i], complexDtype, c128);
    Value re = complex::ReOp::create(b, loc, z), im = complex::ImOp::create(b, loc, z);
    return {re, im, i == 0 || complexDtype == c128};
  };
  auto [real, realsImag, realIsComplex] = argument(0);
  if (args.size() == 1)
    return makeComplex(real, realsImag);
  auto [imag, imagsImag, imagIsComplex] = argument(1);
  if (imagIsComplex)
    real = arith::SubFOp::create(b, loc, real, imagsImag);
  if (realIsComplex)
    imag = arith::AddFOp::create(b, loc, imag, realsImag);
  return makeComplex(real, imag);
}

//===----------------------------------------------------------------------===//
// NumPy complex64 and complex128 elements
//===----------------------------------------------------------------------===//

Value FunctionLowering::npComplexBinary(py::BinaryOpKind kind, Value x, Value y) {
  using K = py::BinaryOpKind;
  Value ar = complex::ReOp::create(b, loc, x), ai = complex::ImOp::create(b, loc, x);
  Value br = complex::ReOp::create(b, loc, y), bi = complex::ImOp::create(b, loc, y);
  PartArithmetic f{b, loc};
  switch (kind) {
  case K::Add:
  case K::Sub:
  case K::Mul:
    return complexRing(kind, ar, ai, br, bi);
  case K::TrueDiv: {
    // NumPy's loop: by the larger part of the divisor, times 1 / denominator;
    // a zero divisor gives each part divided by |0| (inf or nan, no error).
    Value absR = math::AbsFOp::create(b, loc, br), absI = math::AbsFOp::create(b, loc, bi);
    Value byReal = cmpf(arith::CmpFPredicate::OGE, absR, absI);
    Value zero = andI(cmpf(arith::CmpFPredicate::OEQ, absR, zeroOf(absR.getType())),
                      cmpf(arith::CmpFPredicate::OEQ, absI, zeroOf(absI.getType())));
    Value one = arith::ConstantOp::create(b, loc, b.getFloatAttr(ar.getType(), 1.0));
    Value ratio1 = f.div(bi, br), scale1 = f.div(one, f.add(br, f.mul(bi, ratio1)));
    Value real1 = f.mul(f.add(ar, f.mul(ai, ratio1)), scale1);
    Value imag1 = f.mul(f.sub(ai, f.mul(ar, ratio1)), scale1);
    Value ratio2 = f.div(br, bi), scale2 = f.div(one, f.add(bi, f.mul(br, ratio2)));
    Value real2 = f.mul(f.add(f.mul(ar, ratio2), ai), scale2);
    Value imag2 = f.mul(f.sub(f.mul(ai, ratio2), ar), scale2);
    Value real = select(zero, f.div(ar, absR), select(byReal, real1, real2));
    Value imag = select(zero, f.div(ai, absR), select(byReal, imag1, imag2));
    return makeComplex(real, imag);
  }
  default:
    llvm_unreachable("py-infer-types rejects this operator on complex values");
  }
}

Value FunctionLowering::npComplexMagnitude(Value re, Value im) {
  // hypot without a call, so LLVM vectorises the loop (NumPy's own is SIMD
  // code too): within 1 ulp of the true value, without spurious overflow or
  // underflow. float32 parts: in float64, where their squares cannot
  // overflow, then rounded once.
  Type part = re.getType();
  Value x = math::AbsFOp::create(b, loc, re), y = math::AbsFOp::create(b, loc, im);
  // hypot's special values: an infinite part wins over a NaN.
  auto special = [&](Value finite) -> Value {
    auto constant = [&](double v) -> Value {
      return arith::ConstantOp::create(b, loc, b.getFloatAttr(part, v));
    };
    Value inf = constant(std::numeric_limits<double>::infinity());
    Value anyInf = orI(cmpf(arith::CmpFPredicate::OEQ, x, inf), cmpf(arith::CmpFPredicate::OEQ, y, inf));
    Value anyNaN = cmpf(arith::CmpFPredicate::UNO, x, y);
    return select(anyInf, inf,
                  select(anyNaN, constant(std::numeric_limits<double>::quiet_NaN()), finite));
  };
  if (part.isF32()) {
    Type f64 = b.getF64Type();
    Value wx = arith::ExtFOp::create(b, loc, f64, x), wy = arith::ExtFOp::create(b, loc, f64, y);
    Value sum = arith::AddFOp::create(b, loc, arith::MulFOp::create(b, loc, wx, wx),
                                      arith::MulFOp::create(b, loc, wy, wy));
    return special(arith::TruncFOp::create(b, loc, part, math::SqrtOp::create(b, loc, sum)));
  }
  // float64: scale both parts by the power of two that brings the larger to
  // [1, 2) (exact), square and add there, and scale the root back (exact
  // unless the result is subnormal or overflows, as hypot's does).
  Value big = arith::MaximumFOp::create(b, loc, x, y), small = arith::MinimumFOp::create(b, loc, x, y);
  Type i64 = b.getI64Type();
  Value exponent = arith::ShRUIOp::create(b, loc, arith::BitcastOp::create(b, loc, i64, big),
                                          constInt(52));
  // Subnormals scale as 2^-1022; the top binade by 2^-1022 too (to [2, 4)),
  // so that both factors are normal powers of two.
  exponent = arith::MinUIOp::create(b, loc, arith::MaxUIOp::create(b, loc, exponent, constInt(1)),
                                    constInt(2045));
  Value down = arith::BitcastOp::create(
      b, loc, part,
      arith::ShLIOp::create(b, loc, arith::SubIOp::create(b, loc, constInt(2046), exponent),
                            constInt(52)));
  Value up = arith::BitcastOp::create(b, loc, part, arith::ShLIOp::create(b, loc, exponent, constInt(52)));
  Value bs = arith::MulFOp::create(b, loc, big, down), ss = arith::MulFOp::create(b, loc, small, down);
  Value root = math::SqrtOp::create(
      b, loc, arith::AddFOp::create(b, loc, arith::MulFOp::create(b, loc, bs, bs),
                                    arith::MulFOp::create(b, loc, ss, ss)));
  Value scaled = arith::MulFOp::create(b, loc, root, up);
  Value zero = cmpf(arith::CmpFPredicate::OEQ, big, constFloat(0.0)); // +0, not 0 * scale
  return special(select(zero, constFloat(0.0), scaled));
}

Value FunctionLowering::npComplexEquality(py::CmpPredicate p, Value x, Value y) {
  Value equal = andI(cmpf(arith::CmpFPredicate::OEQ, complex::ReOp::create(b, loc, x),
                          complex::ReOp::create(b, loc, y)),
                     cmpf(arith::CmpFPredicate::OEQ, complex::ImOp::create(b, loc, x),
                          complex::ImOp::create(b, loc, y)));
  return p == py::CmpPredicate::Eq ? equal : notI(equal);
}

Value FunctionLowering::npComplexUfunc(Operation *ufunc, Value x) {
  Value re = complex::ReOp::create(b, loc, x), im = complex::ImOp::create(b, loc, x);
  if (isa<py::BuiltinsAbsOp>(ufunc)) // a NumPy scalar's abs(): C's hypot, as NumPy's
    return callRuntime(re.getType().isF32() ? "hypotf" : "hypot", re.getType(), {re, im});
  if (isa<py::NumPyAbsOp>(ufunc))
    return npComplexMagnitude(re, im);
  if (isa<py::NumPyConjugateOp>(ufunc))
    return makeComplex(re, arith::NegFOp::create(b, loc, im));
  assert(isa<py::NumPyNegativeOp>(ufunc) && "py-infer-types rejects other complex ufuncs");
  return makeComplex(arith::NegFOp::create(b, loc, re), arith::NegFOp::create(b, loc, im));
}

Value FunctionLowering::complexCast(Value v, Type from, Type to) {
  auto fromComplex = dyn_cast<ComplexType>(from), toComplex = dyn_cast<ComplexType>(to);
  if (!fromComplex) { // a real value: the real part, imaginary +0.0
    Type part = toComplex.getElementType();
    Value real = castDtype(v, from, part);
    return makeComplex(real, zeroOf(part));
  }
  Value re = complex::ReOp::create(b, loc, v), im = complex::ImOp::create(b, loc, v);
  if (to.isInteger(1))
    return orI(cmpf(arith::CmpFPredicate::UNE, re, zeroOf(re.getType())),
               cmpf(arith::CmpFPredicate::UNE, im, zeroOf(im.getType())));
  assert(toComplex && "py-infer-types refuses complex to real casts");
  Type part = toComplex.getElementType();
  return makeComplex(castDtype(re, fromComplex.getElementType(), part),
                     castDtype(im, fromComplex.getElementType(), part));
}

} // namespace mlir::pyrite::lowering
