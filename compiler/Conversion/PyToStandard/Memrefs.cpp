//===- Memrefs.cpp - Arrays as memrefs: types, descriptors, element loops --*- C++ -*-===//
//
// An array is a memref of dynamic strides and offset, so any NumPy view fits
// and writes reach every alias; the runtime reads and writes its descriptor.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/PyToStandard/FunctionLowering.h"
#include "dialects/Par/IR/ParOps.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

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

SmallVector<Value> ifValues(OpBuilder &b, Location loc, Value cond, TypeRange types,
                            function_ref<SmallVector<Value>()> thenValues,
                            function_ref<SmallVector<Value>()> elseValues) {
  auto op = scf::IfOp::create(b, loc, types, cond, /*withElseRegion=*/true);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(op.thenBlock());
  scf::YieldOp::create(b, loc, thenValues());
  b.setInsertionPointToStart(op.elseBlock());
  scf::YieldOp::create(b, loc, elseValues());
  return SmallVector<Value>(op.getResults());
}

Value intAddSubMul(OpBuilder &b, Location loc, py::BinaryOpKind kind, Value l, Value r,
                   arith::IntegerOverflowFlags flags) {
  switch (kind) {
  case py::BinaryOpKind::Add:
    return arith::AddIOp::create(b, loc, l, r, flags);
  case py::BinaryOpKind::Sub:
    return arith::SubIOp::create(b, loc, l, r, flags);
  case py::BinaryOpKind::Mul:
    return arith::MulIOp::create(b, loc, l, r, flags);
  default:
    llvm_unreachable("not + - *");
  }
}

SmallVector<Value> forLoop(OpBuilder &b, Location loc, Value from, Value to, Value step,
                           ValueRange init,
                           function_ref<SmallVector<Value>(Value, ValueRange)> body) {
  auto loop = scf::ForOp::create(b, loc, from, to, step, init,
                                 [&](OpBuilder &inner, Location, Value i, ValueRange carried) {
                                   scf::YieldOp::create(inner, loc, body(i, carried));
                                 });
  return SmallVector<Value>(loop.getResults());
}

int64_t itemSize(Type dtype) {
  if (auto complexType = dyn_cast<ComplexType>(dtype))
    return 2 * itemSize(complexType.getElementType());
  return storageType(dtype).getIntOrFloatBitWidth() / 8;
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
  constexpr int32_t kInt = 0, kUInt = 1, kFloat = 2, kComplex = 5, kBool = 6; // dlpack.h's codes
  if (dtype.isInteger(1))
    return {kBool, 8};
  if (auto complexType = dyn_cast<ComplexType>(dtype))
    return {kComplex, 2 * (int32_t)complexType.getElementType().getIntOrFloatBitWidth()};
  int32_t bits = dtype.getIntOrFloatBitWidth();
  if (isa<FloatType>(dtype))
    return {kFloat, bits};
  return {dtype.isUnsignedInteger() ? kUInt : kInt, bits};
}

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
  if (deviceChecks && rank > 0 && !inRowFusion) {
    pendingDeviceCheck = true;
    testDeviceFailure();
  }
}

void FunctionLowering::ifElse(Value cond, function_ref<void()> thenBody,
                              function_ref<void()> elseBody) {
  auto op = scf::IfOp::create(b, loc, TypeRange{}, cond, /*withElseRegion=*/true);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(op.thenBlock()->getTerminator());
    thenBody();
    b.setInsertionPoint(op.elseBlock()->getTerminator());
    elseBody();
  }
  testDeviceFailure();
}

void FunctionLowering::testDeviceFailure() {
  // Only at the function's top level can the failure branch to its exit; a
  // loop inside an scf.if is tested after it (ifElse).
  if (!pendingDeviceCheck || b.getInsertionBlock()->getParentOp() != func)
    return;
  pendingDeviceCheck = false;
  Value failed = callRuntime("pyrite_device_failed", b.getI32Type(), {});
  propagateIf(cmpi(arith::CmpIPredicate::ne, failed, constInt(0, 32)));
}

Value FunctionLowering::memrefOfDescriptor(Value descriptor, MemRefType type) {
  return UnrealizedConversionCastOp::create(b, loc, type, descriptor).getResult(0);
}

Value FunctionLowering::descriptorOfMemref(Value memref) {
  auto type = cast<MemRefType>(memref.getType());
  return UnrealizedConversionCastOp::create(b, loc, descriptorType(ctx, type.getRank()), memref)
      .getResult(0);
}

Value FunctionLowering::borrowed(Value array) {
  Value descriptor = descriptorOfMemref(array);
  Value none = LLVM::ZeroOp::create(b, loc, LLVM::LLVMPointerType::get(ctx));
  return memrefOfDescriptor(LLVM::InsertValueOp::create(b, loc, descriptor, none, ArrayRef<int64_t>{0}),
                            cast<MemRefType>(array.getType()));
}

Value FunctionLowering::makeTuple(ArrayRef<Value> items, py::TupleType type,
                                  function_ref<bool(unsigned)> moves) {
  Value tuple = LLVM::UndefOp::create(b, loc, lowerType(type));
  for (auto [i, v] : llvm::enumerate(items)) {
    Value field = v;
    if (isa<py::NDArrayType>(type.getElements()[i]))
      field = descriptorOfMemref(moves(i) ? v : borrowed(v));
    else if (isa<ComplexType>(v.getType())) // a Python or NumPy complex
      field = complexAsStruct(v);
    tuple = LLVM::InsertValueOp::create(b, loc, tuple, field, ArrayRef<int64_t>{(int64_t)i});
  }
  return tuple;
}

Value FunctionLowering::tupleItem(Value tuple, py::TupleType type, int64_t i, bool owned) {
  Value field = LLVM::ExtractValueOp::create(b, loc, tuple, ArrayRef<int64_t>{i});
  if (isa<ComplexType>(lowerType(type.getElements()[i])))
    return structAsComplex(field);
  auto array = dyn_cast<py::NDArrayType>(type.getElements()[i]);
  if (!array)
    return field;
  Value memref = memrefOfDescriptor(field, arrayMemRefType(array));
  return owned ? memref : borrowed(memref);
}

Value FunctionLowering::tupleItemAt(Value tuple, py::TupleType type, Value index, Type indexType) {
  int64_t n = type.getElements().size();
  index = indexAsI64(index, indexType);
  Value wrapped = arith::AddIOp::create(b, loc, index, constInt(n));
  Value k = select(cmpi(arith::CmpIPredicate::slt, index, constInt(0)), wrapped, index);
  raiseIf(cmpi(arith::CmpIPredicate::uge, k, constInt(n)), ExceptionKind::IndexError,
          "tuple index out of range");
  Value item = tupleItem(tuple, type, n - 1);
  for (int64_t i = n - 2; i >= 0; --i)
    item = select(cmpi(arith::CmpIPredicate::eq, k, constInt(i)), tupleItem(tuple, type, i), item);
  return item;
}

void FunctionLowering::releaseArray(Value array) {
  callRuntime("pyrite_array_release", {},
              {LLVM::ExtractValueOp::create(b, loc, descriptorOfMemref(array), ArrayRef<int64_t>{0})});
}

} // namespace mlir::pyrite::lowering
