//===- Products.cpp - Matrix products: a @ b, np.dot ------------*- C++ -*-===//
//
// By the runtime (BLAS where it is loaded, loops otherwise), which picks
// dot, gemv or gemm by the operands' core sizes as NumPy does.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/PyToStandard/FunctionLowering.h"

namespace mlir::pyrite::lowering {

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

} // namespace mlir::pyrite::lowering
