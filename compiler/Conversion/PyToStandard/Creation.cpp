//===- Creation.cpp - NumPy's creation and shape functions ------*- C++ -*-===//
//
// np.zeros/ones/full/empty and their _like forms, copy, astype, arange, eye,
// linspace, concatenate, stack, reshape, ravel, flatten.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/PyToStandard/FunctionLowering.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Matchers.h"

namespace mlir::pyrite::lowering {

Value FunctionLowering::allocateArray(py::NDArrayType type, ArrayRef<Value> sizes, bool zeroed,
                                      Value fill) {
  int64_t itemsize = itemSize(type.getElementType());
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
  // For a GPU, a fill is an element loop (below).
  bool fillOnDevice = fill && deviceChecks && !sizes.empty();
  if (fill && !fillOnDevice) {
    Value stored = toStorage(fill, type.getElementType());
    if (isa<ComplexType>(stored.getType()))
      stored = complexAsStruct(stored);
    Value value = slot(stored.getType());
    LLVM::StoreOp::create(b, loc, stored, value);
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
  Value array = memrefOfDescriptor(descriptor, arrayMemRefType(type));
  if (fillOnDevice)
    elementLoop({}, {}, array, type.getElementType(), [&](ArrayRef<Value>) { return fill; });
  return array;
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

Value FunctionLowering::lowerReshape(Operation *op, ArrayRef<Value> args,
                                     ArrayRef<Type> types) {
  auto type = cast<py::NDArrayType>(op->getResult(0).getType());
  Type dtype = type.getElementType();
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
  if (deviceChecks && type.getRank() > 0)
    return reshapeOnDevice(args[0], source, type, shapeSlot, isa<py::NumPyFlattenOp>(op));
  Value status = callRuntime(
      "pyrite_np_reshape", b.getI32Type(),
      {descriptorSlot(args[0]), constInt(source.getRank(), 32),
       constInt(itemSize(dtype)), shapeSlot,
       constInt(type.getRank(), 32), constInt(isa<py::NumPyFlattenOp>(op), 32), out});
  propagateIf(cmpi(arith::CmpIPredicate::ne, status, constInt(0, 32)));
  return memrefOfDescriptor(LLVM::LoadOp::create(b, loc, descType, out), arrayMemRefType(type));
}

Value FunctionLowering::reshapeOnDevice(Value array, py::NDArrayType source, py::NDArrayType type,
                                        Value shapeSlot, bool copy) {
  Type descType = descriptorType(ctx, type.getRank());
  Value out = slot(descType);
  Value plan = callRuntime("pyrite_np_reshape_plan", b.getI32Type(),
                           {descriptorSlot(array), constInt(source.getRank(), 32), shapeSlot,
                            constInt(type.getRank(), 32), constInt(copy, 32), out});
  propagateIf(cmpi(arith::CmpIPredicate::slt, plan, constInt(0, 32)));
  Value planned =
      memrefOfDescriptor(LLVM::LoadOp::create(b, loc, descType, out), arrayMemRefType(type));
  Value copies = cmpi(arith::CmpIPredicate::eq, plan, constInt(1, 32));
  // The copy (empty where NumPy gives a view): each element the source's at
  // its C-order position.
  SmallVector<Value> sizes;
  for (int64_t d = 0; d < type.getRank(); ++d)
    sizes.push_back(select(copies, dimSize(planned, d), constInt(0)));
  Value copied = allocateArray(type, sizes, /*zeroed=*/false, Value());
  auto sourceFields = memref::ExtractStridedMetadataOp::create(b, loc, array);
  elementLoop({}, {}, copied, type.getElementType(), [&](ArrayRef<Value>) -> Value {
    Value position = arith::ConstantIndexOp::create(b, loc, 0);
    for (int64_t d = 0; d < type.getRank(); ++d)
      position = arith::AddIOp::create(
          b, loc, arith::MulIOp::create(b, loc, position, memref::DimOp::create(b, loc, copied, d)),
          linalg::IndexOp::create(b, loc, d));
    SmallVector<Value> at(source.getRank());
    for (int64_t d = source.getRank() - 1; d >= 0; --d) {
      Value size = sourceFields.getSizes()[d];
      at[d] = d ? arith::RemUIOp::create(b, loc, position, size).getResult() : position;
      if (d)
        position = arith::DivUIOp::create(b, loc, position, size);
    }
    return fromStorage(memref::LoadOp::create(b, loc, array, at), type.getElementType());
  });
  Value result = arith::SelectOp::create(b, loc, copies, copied, planned);
  // A view owns nothing (its descriptor's first field is null): the empty
  // copy is released then.
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  Value unused =
      LLVM::ExtractValueOp::create(b, loc, descriptorOfMemref(copied), ArrayRef<int64_t>{0});
  callRuntime("pyrite_array_release", {},
              {LLVM::SelectOp::create(b, loc, copies, LLVM::ZeroOp::create(b, loc, ptr), unused)});
  return result;
}

std::pair<Value, Value> FunctionLowering::laidOutAs(Value array, Value prototype) {
  unsigned rank = cast<MemRefType>(array.getType()).getRank();
  if (rank < 2)
    return {array, Value()};
  Type i64 = b.getI64Type(), i32 = b.getI32Type();
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  Value strides = slot(LLVM::LLVMArrayType::get(i64, rank));
  Value order = slot(LLVM::LLVMArrayType::get(i32, rank));
  callRuntime("pyrite_like_layout", {},
              {descriptorSlot(prototype), constInt(rank, 32), strides, order});
  SmallVector<Value> laidOut;
  for (unsigned d = 0; d < rank; ++d) {
    Value at = LLVM::GEPOp::create(b, loc, ptr, i64, strides, ArrayRef<LLVM::GEPArg>{(int32_t)d});
    laidOut.push_back(LLVM::LoadOp::create(b, loc, i64, at));
  }
  return {withStrides(array, laidOut), order};
}

Value FunctionLowering::lowerCreation(Operation *op, ArrayRef<Value> args,
                                      ArrayRef<Type> types) {
  auto type = cast<py::NDArrayType>(op->getResult(0).getType());
  Type dtype = type.getElementType();
  if (isa<py::NumPyAstypeOp>(op)) {
    auto source = cast<py::NDArrayType>(types[0]);
    SmallVector<Value> dims;
    for (unsigned d = 0; d < type.getRank(); ++d)
      dims.push_back(dimSize(args[0], d));
    auto [array, order] = laidOutAs(allocateArray(type, dims, /*zeroed=*/false, Value()), args[0]);
    // In the new array's memory order (both permuted alike).
    Value from = order ? permuteAxes(args[0], order) : args[0];
    Value to = order ? permuteAxes(array, order) : array;
    elementLoop({from}, {source.getElementType()}, to, dtype, [&](ArrayRef<Value> elements) {
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
    // x.copy() is C-ordered; np.copy and the *_like ones keep x's order of
    // axes (order='K'), which later reductions sum in.
    auto copy = dyn_cast<py::NumPyCopyOp>(op);
    Value order;
    if (!(copy && copy.getMethod()))
      std::tie(array, order) = laidOutAs(array, args[0]);
    if (copy) // in the new array's memory order
      linalg::CopyOp::create(b, loc, order ? permuteAxes(args[0], order) : args[0],
                             order ? permuteAxes(array, order) : array);
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

Value FunctionLowering::lowerArrayLiteral(py::NumPyArrayOp op, ArrayRef<Value> items,
                                          ArrayRef<Type> types) {
  auto type = cast<py::NDArrayType>(op.getResult().getType());
  Type dtype = type.getElementType();
  SmallVector<Value> sizes;
  for (int64_t size : op.getShape())
    sizes.push_back(constInt(size));
  // Each item converts first: an OverflowError leaves no array behind.
  SmallVector<Value> elements;
  for (auto [v, t] : llvm::zip(items, types))
    elements.push_back(toStorage(toStoredDtype(v, t, dtype), dtype));
  Value array = allocateArray(type, sizes, /*zeroed=*/false, Value());
  SmallVector<int64_t> index(op.getShape().size(), 0);
  for (Value element : elements) {
    SmallVector<Value> at;
    for (int64_t i : index)
      at.push_back(arith::ConstantIndexOp::create(b, loc, i));
    memref::StoreOp::create(b, loc, element, array, at);
    for (int64_t d = (int64_t)index.size() - 1; d >= 0 && ++index[d] == op.getShape()[d]; --d)
      index[d] = 0;
  }
  return array;
}

} // namespace mlir::pyrite::lowering
