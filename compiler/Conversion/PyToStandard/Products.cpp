//===- Products.cpp - Matrix products: a @ b, np.dot ------------*- C++ -*-===//
//
// By the runtime (BLAS where it is loaded, loops otherwise), which picks
// dot, gemv or gemm by the operands' core sizes as NumPy does; for a GPU
// (deviceChecks), matrices and vectors by an element loop of the runtime's
// loops.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/PyToStandard/FunctionLowering.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace mlir::pyrite::lowering {

Value FunctionLowering::lowerMatMul(Type resultType, Value l, Value r, Type lt, Type rt,
                                    bool dot) {
  auto a = cast<py::NDArrayType>(lt), bt = cast<py::NDArrayType>(rt);
  Type dtype = a.getElementType();
  if (deviceChecks && a.getRank() <= 2 && bt.getRank() <= 2 && !dtype.isInteger(1))
    return lowerDeviceMatMul(resultType, l, r, a, bt, dot);
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

Value FunctionLowering::lowerDeviceMatMul(Type resultType, Value l, Value r, py::NDArrayType a,
                                          py::NDArrayType bt, bool dot) {
  Type dtype = a.getElementType(), storage = storageType(dtype);
  auto index = [&](int64_t v) -> Value { return arith::ConstantIndexOp::create(b, loc, v); };
  // A vector is a 1 x k row on the left, a k x 1 column on the right.
  bool rows = a.getRank() == 2, columns = bt.getRank() == 2;
  Value k = memref::DimOp::create(b, loc, l, a.getRank() - 1);
  Value kb = memref::DimOp::create(b, loc, r, 0);
  Value mismatch = cmpi(arith::CmpIPredicate::ne, k, kb);
  branchToRaise(mismatch, [&] {
    callRuntime("pyrite_raise_matmul_mismatch", {},
                {arith::IndexCastOp::create(b, loc, b.getI64Type(), kb),
                 arith::IndexCastOp::create(b, loc, b.getI64Type(), k)});
  });
  auto result = dyn_cast<py::NDArrayType>(resultType);
  SmallVector<Value> sizes;
  if (rows)
    sizes.push_back(dimSize(l, 0));
  if (columns)
    sizes.push_back(dimSize(r, 1));
  Value out = allocateArray(result ? result : py::NDArrayType::get(ctx, {1}, dtype),
                            result ? ArrayRef<Value>(sizes) : ArrayRef<Value>{constInt(1)},
                            /*zeroed=*/false, Value());
  bool isFloat = isa<FloatType>(dtype), isUnsigned = dtype.isUnsignedInteger();
  Type i64 = b.getI64Type();
  // np.dot of two one-element operands multiplies them as scalars (-0.0 *
  // 1.0 stays -0.0; a sum from 0.0 would be +0.0).
  Value scalars = constBool(false);
  if (dot && isFloat) {
    Value one = index(1);
    scalars = cmpi(arith::CmpIPredicate::eq, k, one);
    if (rows)
      scalars = andI(scalars, cmpi(arith::CmpIPredicate::eq,
                                   memref::DimOp::create(b, loc, l, 0), one));
    if (columns)
      scalars = andI(scalars, cmpi(arith::CmpIPredicate::eq,
                                   memref::DimOp::create(b, loc, r, 1), one));
  }
  elementLoop({}, {}, out, dtype, [&](ArrayRef<Value>) -> Value {
    Value i = rows && result ? Value(linalg::IndexOp::create(b, loc, 0)) : index(0);
    Value j = columns && result ? Value(linalg::IndexOp::create(b, loc, rows ? 1 : 0)) : index(0);
    Value zero = isFloat ? Value(arith::ConstantOp::create(b, loc, b.getFloatAttr(dtype, 0.0)))
                         : constInt(0, 64);
    auto loop = scf::ForOp::create(
        b, loc, index(0), k, index(1), ValueRange{zero},
        [&](OpBuilder &, Location, Value p, ValueRange sum) {
          Value x = memref::LoadOp::create(b, loc, l, rows ? ValueRange{i, p} : ValueRange{p});
          Value y = memref::LoadOp::create(b, loc, r, columns ? ValueRange{p, j} : ValueRange{p});
          Value next;
          if (isFloat) {
            next = arith::AddFOp::create(b, loc, sum[0], arith::MulFOp::create(b, loc, x, y));
          } else { // in 64 bits, wrapping, then narrowed
            auto wide = [&](Value v) -> Value {
              if (v.getType() == i64)
                return v;
              return isUnsigned ? Value(arith::ExtUIOp::create(b, loc, i64, v))
                                : Value(arith::ExtSIOp::create(b, loc, i64, v));
            };
            next = arith::AddIOp::create(b, loc, sum[0],
                                         arith::MulIOp::create(b, loc, wide(x), wide(y)));
          }
          scf::YieldOp::create(b, loc, next);
        });
    Value sum = loop.getResult(0);
    if (dot && isFloat) {
      sum = ifValues(
          b, loc, scalars, TypeRange{dtype},
          [&]() -> SmallVector<Value> {
            SmallVector<Value> first(rows ? 2 : 1, index(0)), second(columns ? 2 : 1, index(0));
            return {arith::MulFOp::create(b, loc, memref::LoadOp::create(b, loc, l, first),
                                          memref::LoadOp::create(b, loc, r, second))};
          },
          [&]() -> SmallVector<Value> { return {sum}; })[0];
    }
    if (!isFloat && storage != i64)
      sum = arith::TruncIOp::create(b, loc, storage, sum);
    return sum;
  });
  return result ? out : readDeviceScalar(out, dtype);
}

} // namespace mlir::pyrite::lowering
