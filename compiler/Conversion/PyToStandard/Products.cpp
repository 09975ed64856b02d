//===- Products.cpp - Matrix products: a @ b, np.dot ------------*- C++ -*-===//
//
// By the runtime (BLAS where it is loaded, loops otherwise), which picks
// dot, gemv or gemm by the operands' core sizes as NumPy does; for a GPU
// (deviceChecks), by cuBLAS where the GPU runtime has it (floats; beyond 2-D
// a @ b only), else by an element loop of the runtime's loops (beyond 2-D,
// the runtime's checks of the shapes first).
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/PyToStandard/FunctionLowering.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace mlir::pyrite::lowering {

namespace {

/// The sum of x(p) * y(p) for p < k, in order, as the runtime's loops:
/// floats in their dtype, integers in 64 bits, wrapping, then narrowed to
/// `storage`.
Value sumOfProducts(OpBuilder &b, Location loc, Value k, Type dtype, Type storage,
                    function_ref<Value(Value)> x, function_ref<Value(Value)> y) {
  bool isFloat = isa<FloatType>(dtype), isUnsigned = dtype.isUnsignedInteger();
  Type i64 = b.getI64Type();
  Value zero = isFloat ? arith::ConstantOp::create(b, loc, b.getFloatAttr(dtype, 0.0)).getResult()
                       : arith::ConstantIntOp::create(b, loc, i64, 0).getResult();
  Value start = arith::ConstantIndexOp::create(b, loc, 0);
  Value step = arith::ConstantIndexOp::create(b, loc, 1);
  Value sum = forLoop(
      b, loc, start, k, step, ValueRange{zero}, [&](Value p, ValueRange acc) -> SmallVector<Value> {
        Value l = x(p), r = y(p);
        if (isFloat)
          return {arith::AddFOp::create(b, loc, acc[0], arith::MulFOp::create(b, loc, l, r))};
        auto wide = [&](Value v) -> Value {
          if (v.getType() == i64)
            return v;
          return isUnsigned ? Value(arith::ExtUIOp::create(b, loc, i64, v))
                            : Value(arith::ExtSIOp::create(b, loc, i64, v));
        };
        Value wl = wide(l), wr = wide(r);
        return {arith::AddIOp::create(b, loc, acc[0], arith::MulIOp::create(b, loc, wl, wr))};
      })[0];
  if (!isFloat && storage != i64)
    sum = arith::TruncIOp::create(b, loc, storage, sum);
  return sum;
}

} // namespace

Value FunctionLowering::lowerMatMul(Type resultType, Value l, Value r, Type lt, Type rt,
                                    bool dot) {
  auto a = cast<py::NDArrayType>(lt), bt = cast<py::NDArrayType>(rt);
  Type dtype = a.getElementType();
  if (deviceChecks && !dtype.isInteger(1))
    return a.getRank() <= 2 && bt.getRank() <= 2
               ? lowerDeviceMatMul(resultType, l, r, a, bt, dot)
               : lowerDeviceProductND(cast<py::NDArrayType>(resultType), l, r, a, bt, dot);
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
  bool isFloat = isa<FloatType>(dtype);
  // np.dot of a one-element operand, as NumPy's BLAS calls: of two, their
  // product as scalars (-0.0 * 1.0 stays -0.0; a sum from 0.0 would be
  // +0.0); of one, the other scaled by it (axpy into zeros), which adds
  // nothing for a scale of 0 (zeros even against inf or nan).
  Value leftScales = constBool(false), rightScales = constBool(false);
  if (dot && isFloat) {
    Value one = constIndex(1);
    Value single = cmpi(arith::CmpIPredicate::eq, k, one);
    leftScales =
        rows
            ? andI(single, cmpi(arith::CmpIPredicate::eq, memref::DimOp::create(b, loc, l, 0), one))
            : single;
    rightScales =
        columns
            ? andI(single, cmpi(arith::CmpIPredicate::eq, memref::DimOp::create(b, loc, r, 1), one))
            : single;
  }
  Value scalars = andI(leftScales, rightScales);
  auto product = [&](ArrayRef<Value>) -> Value {
    Value i = rows && result ? Value(linalg::IndexOp::create(b, loc, 0)) : constIndex(0);
    Value j =
        columns && result ? Value(linalg::IndexOp::create(b, loc, rows ? 1 : 0)) : constIndex(0);
    Value sum = sumOfProducts(
        b, loc, k, dtype, storage,
        [&](Value p) -> Value {
          return memref::LoadOp::create(b, loc, l, rows ? ValueRange{i, p} : ValueRange{p});
        },
        [&](Value p) -> Value {
          return memref::LoadOp::create(b, loc, r, columns ? ValueRange{p, j} : ValueRange{p});
        });
    if (dot && isFloat) {
      sum = ifValues(
          b, loc, orI(leftScales, rightScales), TypeRange{dtype},
          [&]() -> SmallVector<Value> { // k is 1: both first elements exist
            SmallVector<Value> first(rows ? 2 : 1, constIndex(0)),
                second(columns ? 2 : 1, constIndex(0));
            Value x = memref::LoadOp::create(b, loc, l, first);
            Value y = memref::LoadOp::create(b, loc, r, second);
            Value zero = arith::ConstantOp::create(b, loc, b.getFloatAttr(dtype, 0.0));
            Value unscaled = orI(andI(leftScales, cmpf(arith::CmpFPredicate::OEQ, x, zero)),
                                 andI(rightScales, cmpf(arith::CmpFPredicate::OEQ, y, zero)));
            return {
                select(scalars, arith::MulFOp::create(b, loc, x, y), select(unscaled, zero, sum))};
          },
          [&]() -> SmallVector<Value> { return {sum}; })[0];
    }
    return sum;
  };
  auto computeByKernel = [&] { elementLoop({}, {}, out, dtype, product); };
  if (result && isFloat)
    productOnDevice(l, r, a, bt, dot, out, computeByKernel);
  else
    computeByKernel();
  return result ? out : readDeviceScalar(out, dtype);
}

void FunctionLowering::productOnDevice(Value l, Value r, py::NDArrayType lt, py::NDArrayType rt,
                                       bool dot, Value out, function_ref<void()> computeByKernel) {
  auto [code, bits] = dlpackDtype(lt.getElementType());
  Value data = LLVM::ExtractValueOp::create(b, loc, descriptorOfMemref(out), ArrayRef<int64_t>{1});
  Value status = callRuntime("pyrite_device_matmul", b.getI32Type(),
                             {constInt(code, 32), constInt(bits, 32), descriptorSlot(l),
                              constInt(lt.getRank(), 32), descriptorSlot(r),
                              constInt(rt.getRank(), 32), constInt(dot, 32), data});
  ifElse(cmpi(arith::CmpIPredicate::ne, status, constInt(0, 32)), computeByKernel, [] {});
}

Value FunctionLowering::lowerDeviceProductND(py::NDArrayType result, Value l, Value r,
                                             py::NDArrayType a, py::NDArrayType bt, bool dot) {
  Type dtype = a.getElementType(), storage = storageType(dtype);
  int64_t rankA = a.getRank(), rankB = bt.getRank(), rank = result.getRank();
  // The runtime's checks of the shapes (its messages) and the result's sizes.
  Type i64 = b.getI64Type();
  Value sizesSlot = slot(LLVM::LLVMArrayType::get(i64, rank));
  Value status = callRuntime("pyrite_np_product_sizes", b.getI32Type(),
                             {constInt(dot, 32), descriptorSlot(l), constInt(rankA, 32),
                              descriptorSlot(r), constInt(rankB, 32), sizesSlot});
  propagateIf(cmpi(arith::CmpIPredicate::ne, status, constInt(0, 32)));
  SmallVector<Value> sizes;
  for (int64_t d = 0; d < rank; ++d)
    sizes.push_back(
        LLVM::LoadOp::create(b, loc, i64,
                             LLVM::GEPOp::create(b, loc, LLVM::LLVMPointerType::get(ctx), i64,
                                                 sizesSlot, ArrayRef<LLVM::GEPArg>{(int32_t)d})));
  Value out = allocateArray(result, sizes, /*zeroed=*/false, Value());
  auto fieldsA = memref::ExtractStridedMetadataOp::create(b, loc, l);
  auto fieldsB = memref::ExtractStridedMetadataOp::create(b, loc, r);
  // The axis each operand sums along, and each result axis's stride in
  // each operand (0 where the operand lacks or stretches it).
  int64_t sumA = rankA - 1, sumB = dot ? std::max<int64_t>(rankB - 2, 0) : rankB - 2;
  SmallVector<Value> stepsA(rank, constIndex(0)), stepsB(rank, constIndex(0));
  if (dot) { // a's axes but its last, then b's but sumB
    for (int64_t d = 0; d < rankA - 1; ++d)
      stepsA[d] = fieldsA.getStrides()[d];
    for (int64_t d = 0, at = rankA - 1; d < rankB; ++d)
      if (d != sumB)
        stepsB[at++] = fieldsB.getStrides()[d];
  } else { // batch axes aligned at the right, then a's rows and b's columns
    auto stretched = [&](auto &fields, int64_t d) -> Value {
      return select(cmpi(arith::CmpIPredicate::eq, fields.getSizes()[d], constIndex(1)),
                    constIndex(0), fields.getStrides()[d]);
    };
    for (int64_t d = 0; d < rank - 2; ++d) {
      if (int64_t da = d - (rank - rankA); da >= 0)
        stepsA[d] = stretched(fieldsA, da);
      if (int64_t db = d - (rank - rankB); db >= 0)
        stepsB[d] = stretched(fieldsB, db);
    }
    stepsA[rank - 2] = fieldsA.getStrides()[rankA - 2];
    stepsB[rank - 1] = fieldsB.getStrides()[rankB - 1];
  }
  Value k = fieldsA.getSizes()[sumA];
  auto product = [&](ArrayRef<Value>) -> Value {
    Value offsetA = fieldsA.getOffset(), offsetB = fieldsB.getOffset();
    for (int64_t d = 0; d < rank; ++d) {
      Value at = linalg::IndexOp::create(b, loc, d);
      offsetA =
          arith::AddIOp::create(b, loc, offsetA, arith::MulIOp::create(b, loc, at, stepsA[d]));
      offsetB =
          arith::AddIOp::create(b, loc, offsetB, arith::MulIOp::create(b, loc, at, stepsB[d]));
    }
    Value lineA = lineOf(fieldsA.getBaseBuffer(), offsetA, k, fieldsA.getStrides()[sumA]);
    Value lineB = lineOf(fieldsB.getBaseBuffer(), offsetB, k, fieldsB.getStrides()[sumB]);
    return sumOfProducts(
        b, loc, k, dtype, storage,
        [&](Value p) -> Value { return memref::LoadOp::create(b, loc, lineA, ValueRange{p}); },
        [&](Value p) -> Value { return memref::LoadOp::create(b, loc, lineB, ValueRange{p}); });
  };
  auto computeByKernel = [&] { elementLoop({}, {}, out, dtype, product); };
  if (!dot && isa<FloatType>(dtype))
    productOnDevice(l, r, a, bt, dot, out, computeByKernel);
  else
    computeByKernel();
  return out;
}

} // namespace mlir::pyrite::lowering
