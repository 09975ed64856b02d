//===- Indexing.cpp - Array elements, views and attributes ------*- C++ -*-===//
//
// x[i, j], slices, x[...] = v, x.shape: views share the array's memory, as
// NumPy's do; stores check what NumPy checks (kinds, sizes, overlap).
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/PyToStandard/FunctionLowering.h"
#include "dialects/Par/IR/ParOps.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"

namespace mlir::pyrite::lowering {

Value FunctionLowering::indexAsI64(Value index, Type type) {
  return isa<py::NPScalarType>(type)
             ? npIntToI64(index, cast<py::NPScalarType>(type).getDtype(), /*saturate=*/true)
             : toI64(index, type);
}

Value FunctionLowering::checkedIndex(Value index, Type type, Value size, int64_t axis,
                                     Value inBounds) {
  Value i = indexAsI64(index, type);
  Value wrapped = select(cmpi(arith::CmpIPredicate::slt, i, constInt(0)),
                         arith::AddIOp::create(b, loc, i, size), i);
  flushOverflow();
  // An independent loop's element loop: proved in [-size, size).
  if (inBounds && matchPattern(inBounds, m_One()))
    return wrapped;
  Value outside = cmpi(arith::CmpIPredicate::uge, wrapped, size);
  if (recording) { // (read and written only where it is in bounds)
    recordFailure(outside, kIndexErrorSite, {i, constInt(axis), size});
    return wrapped;
  }
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

Value FunctionLowering::transposeView(Value array, py::NDArrayType type, ArrayRef<int64_t> order) {
  Value descriptor = descriptorOfMemref(borrowed(array));
  Value view = descriptor;
  for (auto [d, axis] : llvm::enumerate(order))
    for (int64_t field : {3, 4})
      view = LLVM::InsertValueOp::create(
          b, loc, view,
          LLVM::ExtractValueOp::create(b, loc, descriptor, ArrayRef<int64_t>{field, axis}),
          ArrayRef<int64_t>{field, (int64_t)d});
  return memrefOfDescriptor(view, arrayMemRefType(type));
}

Value FunctionLowering::complexPartView(Value array, py::NDArrayType partType, bool imag) {
  // Offsets and strides count elements: a part is half a complex element.
  Value descriptor = descriptorOfMemref(borrowed(array));
  Value two = constInt(2);
  Value offset = arith::MulIOp::create(
      b, loc, LLVM::ExtractValueOp::create(b, loc, descriptor, ArrayRef<int64_t>{2}), two);
  if (imag)
    offset = arith::AddIOp::create(b, loc, offset, constInt(1));
  Value view = LLVM::InsertValueOp::create(b, loc, descriptor, offset, ArrayRef<int64_t>{2});
  for (int64_t d = 0, rank = partType.getRank(); d < rank; ++d) {
    Value stride = LLVM::ExtractValueOp::create(b, loc, descriptor, ArrayRef<int64_t>{4, d});
    view = LLVM::InsertValueOp::create(b, loc, view, arith::MulIOp::create(b, loc, stride, two),
                                       ArrayRef<int64_t>{4, d});
  }
  return memrefOfDescriptor(view, arrayMemRefType(partType));
}

Value FunctionLowering::broadcastView(Value array, py::NDArrayType type, ArrayRef<Value> sizes) {
  unsigned rank = sizes.size();
  auto metadata = memref::ExtractStridedMetadataOp::create(b, loc, array);
  unsigned lead = rank - type.getRank();
  SmallVector<OpFoldResult> strides, resultSizes;
  Value zero = constIndex(0);
  for (unsigned d = 0; d < rank; ++d) {
    resultSizes.push_back(arith::IndexCastOp::create(b, loc, b.getIndexType(), sizes[d]).getResult());
    if (d < lead) {
      strides.push_back(zero);
      continue;
    }
    Value own = metadata.getSizes()[d - lead];
    Value stretched = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, own, constIndex(1));
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
    scalar = toStoredDtype(value, valueType, dtype);
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
    int64_t item = itemSize(type.getElementType());
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

Value FunctionLowering::lowerGetItem(Value array, ArrayRef<Value> indices, ArrayRef<Type> types,
                                     Type dtype) {
  SmallVector<Value> at = arrayIndexes(array, indices, types);
  if (recording) // read only where no exception came before
    return fromStorage(
        ifValues(
            b, loc, recording->alive, storageType(dtype),
            [&]() -> SmallVector<Value> { return {memref::LoadOp::create(b, loc, array, at)}; },
            [&]() -> SmallVector<Value> { return {zeroOf(storageType(dtype))}; })
            .front(),
        dtype);
  return fromStorage(memref::LoadOp::create(b, loc, array, at), dtype);
}

void FunctionLowering::lowerSetItem(Value value, Type valueType, Value array,
                                    ArrayRef<Value> indices, ArrayRef<Type> types, Type dtype) {
  Value element = toStorage(toStoredDtype(value, valueType, dtype), dtype);
  SmallVector<Value> at = arrayIndexes(array, indices, types);
  // The write is visible to the caller: no deferred overflow may follow it.
  flushOverflow();
  if (recording) { // written only where no exception came before
    ifElse(
        recording->alive, [&] { memref::StoreOp::create(b, loc, element, array, at); }, [] {});
    return;
  }
  memref::StoreOp::create(b, loc, element, array, at);
}

Value FunctionLowering::takeByArrayIndex(Value array, py::NDArrayType arrayType, Value index,
                                         Type indexType, py::NDArrayType resultType) {
  auto indexArray = cast<py::NDArrayType>(indexType);
  bool mask = indexArray.getElementType().isInteger(1);
  if (deviceChecks && indexArray.getRank() > 0)
    return mask ? takeByMaskOnDevice(array, arrayType, index, indexArray, resultType)
                : takeOnDevice(array, arrayType, index, indexArray, resultType);
  auto [code, bits] = dlpackDtype(indexArray.getElementType());
  int64_t itemsize = itemSize(arrayType.getElementType());
  SmallVector<Value> arguments{constInt(itemsize), descriptorSlot(array),
                               constInt(arrayType.getRank(), 32), constInt(code, 32),
                               constInt(bits, 32), descriptorSlot(index),
                               constInt(indexArray.getRank(), 32)};
  Value count = callRuntime("pyrite_np_index_count", b.getI64Type(), arguments);
  propagateIf(cmpi(arith::CmpIPredicate::slt, count, constInt(0)));
  // The index's axes (a mask's true count, an int array's sizes), then
  // the array's axes the index does not take.
  SmallVector<Value> sizes;
  unsigned taken = mask ? indexArray.getRank() : 1;
  if (mask)
    sizes.push_back(count);
  else
    for (unsigned d = 0; d < indexArray.getRank(); ++d)
      sizes.push_back(dimSize(index, d));
  for (unsigned d = taken; d < arrayType.getRank(); ++d)
    sizes.push_back(dimSize(array, d));
  Value result = allocateArray(resultType, sizes, /*zeroed=*/false, Value());
  arguments.push_back(
      LLVM::ExtractValueOp::create(b, loc, descriptorOfMemref(result), ArrayRef<int64_t>{1}));
  Value status = callRuntime("pyrite_np_take", b.getI32Type(), arguments);
  propagateIf(cmpi(arith::CmpIPredicate::ne, status, constInt(0, 32)));
  return result;
}

Value FunctionLowering::rowsOnDevice(Value array, Value index, py::NDArrayType indexType) {
  int64_t indexRank = indexType.getRank();
  Type indexDtype = indexType.getElementType(), i64 = b.getI64Type();
  // NumPy casts the index to intp: an unsigned item narrower than 64 bits is
  // never negative, a uint64 one beyond INT64_MAX is (and wraps).
  bool isUnsigned = indexDtype.isUnsignedInteger() && indexDtype.getIntOrFloatBitWidth() < 64;
  SmallVector<Value> sizes;
  Value items = constInt(1);
  for (int64_t d = 0; d < indexRank; ++d) {
    sizes.push_back(dimSize(index, d));
    items = arith::MulIOp::create(b, loc, items, sizes.back());
  }
  auto rowsType =
      py::NDArrayType::get(ctx, SmallVector<int64_t>(indexRank, ShapedType::kDynamic), i64);
  Value rows = allocateArray(rowsType, sizes, /*zeroed=*/false, Value());
  Value n = dimSize(array, 0);
  // The first item out of bounds, as items - its C-order position (0: none),
  // the largest recorded.
  Value flag =
      allocateArray(py::NDArrayType::get(ctx, {1}, i64), {constInt(1)}, /*zeroed=*/true, Value());
  elementLoop({index}, {indexDtype}, rows, i64, [&](ArrayRef<Value> item) -> Value {
    Value row = castDtype(item[0], indexDtype, i64);
    if (!isUnsigned) // negative rows count from the end
      row = select(cmpi(arith::CmpIPredicate::slt, row, constInt(0)),
                   arith::AddIOp::create(b, loc, row, n), row);
    Value position = positionInLoop(sizes); // (linalg.index: in the body itself)
    auto outside =
        scf::IfOp::create(b, loc, TypeRange{}, cmpi(arith::CmpIPredicate::uge, row, n), false);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(outside.thenBlock()->getTerminator());
    auto record = memref::AtomicRMWOp::create(b, loc, arith::AtomicRMWKind::maxs,
                                              arith::SubIOp::create(b, loc, items, position), flag,
                                              ValueRange{constIndex(0)});
    record->setAttr(par::kErrorFlagAttr, b.getUnitAttr());
    return row;
  });
  Value recorded = readDeviceScalar(flag, i64);
  branchToRaise(cmpi(arith::CmpIPredicate::ne, recorded, constInt(0)), [&] {
    // The item, read back from the device, as NumPy's intp.
    Value position = arith::IndexCastOp::create(b, loc, b.getIndexType(),
                                                arith::SubIOp::create(b, loc, items, recorded));
    auto fields = memref::ExtractStridedMetadataOp::create(b, loc, index);
    Value offset = offsetOf(fields.getOffset(), fields.getStrides(),
                            cOrderIndexes(position, fields.getSizes()));
    Value item = readDeviceElement(index, arith::IndexCastOp::create(b, loc, i64, offset),
                                   indexDtype, /*release=*/false);
    callRuntime("pyrite_raise_index_error", {}, {castDtype(item, indexDtype, i64), constInt(0), n});
  });
  return rows;
}

Value FunctionLowering::positionInLoop(ArrayRef<Value> sizes) {
  Value position = constInt(0);
  for (auto [d, size] : llvm::enumerate(sizes))
    position = arith::AddIOp::create(
        b, loc, arith::MulIOp::create(b, loc, position, size),
        arith::IndexCastOp::create(b, loc, b.getI64Type(), linalg::IndexOp::create(b, loc, d)));
  return position;
}

SmallVector<Value> FunctionLowering::cOrderIndexes(Value position, ValueRange sizes) {
  SmallVector<Value> at(sizes.size());
  for (int64_t d = sizes.size() - 1; d >= 0; --d) {
    at[d] = d ? arith::RemUIOp::create(b, loc, position, sizes[d]).getResult() : position;
    if (d)
      position = arith::DivUIOp::create(b, loc, position, sizes[d]);
  }
  return at;
}

Value FunctionLowering::offsetOf(Value start, ValueRange strides, ArrayRef<Value> at) {
  for (auto [index, stride] : llvm::zip(at, strides))
    start = arith::AddIOp::create(b, loc, start, arith::MulIOp::create(b, loc, index, stride));
  return start;
}

Value FunctionLowering::takeOnDevice(Value array, py::NDArrayType arrayType, Value index,
                                     py::NDArrayType indexType, py::NDArrayType resultType) {
  int64_t indexRank = indexType.getRank(), rank = arrayType.getRank();
  Value rows = rowsOnDevice(array, index, indexType);
  // The index's axes, then the array's but its first.
  SmallVector<Value> sizes;
  for (int64_t d = 0; d < indexRank; ++d)
    sizes.push_back(dimSize(index, d));
  for (int64_t d = 1; d < rank; ++d)
    sizes.push_back(dimSize(array, d));
  Value result = allocateArray(resultType, sizes, /*zeroed=*/false, Value());
  elementLoop({}, {}, result, arrayType.getElementType(), [&](ArrayRef<Value>) -> Value {
    SmallVector<Value> at;
    for (int64_t d = 0; d < indexRank; ++d)
      at.push_back(linalg::IndexOp::create(b, loc, d));
    SmallVector<Value> from{arith::IndexCastOp::create(b, loc, b.getIndexType(),
                                                       memref::LoadOp::create(b, loc, rows, at))};
    for (int64_t d = 1; d < rank; ++d)
      from.push_back(linalg::IndexOp::create(b, loc, indexRank + d - 1));
    return fromStorage(memref::LoadOp::create(b, loc, array, from), arrayType.getElementType());
  });
  releaseArray(rows);
  return result;
}

void FunctionLowering::checkMask(Value array, Value mask, int64_t maskRank) {
  Value status = callRuntime("pyrite_check_mask", b.getI32Type(),
                             {descriptorSlot(array), descriptorSlot(mask), constInt(maskRank, 32)});
  propagateIf(cmpi(arith::CmpIPredicate::ne, status, constInt(0, 32)));
}

FunctionLowering::DeviceMask FunctionLowering::countMaskOnDevice(Value mask, int64_t rank) {
  Type i64 = b.getI64Type();
  DeviceMask plan;
  auto fields = memref::ExtractStridedMetadataOp::create(b, loc, mask);
  plan.base = fields.getBaseBuffer();
  plan.offset = fields.getOffset();
  plan.sizes.assign(fields.getSizes().begin(), fields.getSizes().end());
  plan.strides.assign(fields.getStrides().begin(), fields.getStrides().end());
  Value items = constIndex(1);
  for (Value size : plan.sizes)
    items = arith::MulIOp::create(b, loc, items, size);
  plan.items = items;
  Value chunks = arith::MaxUIOp::create(
      b, loc, arith::CeilDivUIOp::create(b, loc, items, constIndex(kMaskChunk)), constIndex(1));
  auto countsType = py::NDArrayType::get(ctx, {ShapedType::kDynamic}, i64);
  Value chunkCount = arith::IndexCastOp::create(b, loc, i64, chunks);
  plan.counts = allocateArray(countsType, {chunkCount}, /*zeroed=*/false, Value());
  elementLoop({}, {}, plan.counts, i64, [&](ArrayRef<Value>) -> Value {
    auto [first, end] = chunkItems(plan, linalg::IndexOp::create(b, loc, 0));
    return forLoop(b, loc, first, end, constIndex(1), ValueRange{constInt(0)},
                   [&](Value k, ValueRange count) -> SmallVector<Value> {
                     Value one = arith::ExtUIOp::create(b, loc, i64, maskItem(plan, k).first);
                     return {arith::AddIOp::create(b, loc, count[0], one)};
                   })[0];
  });
  plan.ends = scanCountsOnDevice(plan.counts, chunkCount);
  plan.selected = readDeviceElement(
      plan.ends, arith::SubIOp::create(b, loc, chunkCount, constInt(1)), i64, /*release=*/false);
  return plan;
}

std::pair<Value, Value> FunctionLowering::chunkItems(const DeviceMask &plan, Value chunk) {
  Value size = arith::ConstantIndexOp::create(b, loc, kMaskChunk);
  Value first = arith::MulIOp::create(b, loc, chunk, size);
  return {first,
          arith::MinUIOp::create(b, loc, arith::AddIOp::create(b, loc, first, size), plan.items)};
}

std::pair<Value, SmallVector<Value>> FunctionLowering::maskItem(const DeviceMask &plan, Value k) {
  SmallVector<Value> at = cOrderIndexes(k, plan.sizes);
  Value item = memref::LoadOp::create(
      b, loc, elementAt(plan.base, offsetOf(plan.offset, plan.strides, at)),
      ValueRange{constIndex(0)});
  Value zero = arith::ConstantIntOp::create(b, loc, item.getType(), 0);
  return {cmpi(arith::CmpIPredicate::ne, item, zero), at};
}

Value FunctionLowering::elementAt(Value base, Value offset) {
  Type element = cast<MemRefType>(base.getType()).getElementType();
  return memref::ReinterpretCastOp::create(
      b, loc,
      MemRefType::get({1}, element, StridedLayoutAttr::get(ctx, ShapedType::kDynamic, {1})), base,
      OpFoldResult(offset), ArrayRef<OpFoldResult>{b.getIndexAttr(1)},
      ArrayRef<OpFoldResult>{b.getIndexAttr(1)});
}

void FunctionLowering::eachSelectionOnDevice(const DeviceMask &plan,
                                             function_ref<void(ArrayRef<Value>, Value)> each) {
  Type i64 = b.getI64Type();
  // A loop over the counts that leaves them as they are.
  elementLoop(
      {plan.counts}, {i64}, plan.counts, i64,
      [&](ArrayRef<Value> count) -> Value {
        Value chunk = linalg::IndexOp::create(b, loc, 0);
        auto [first, end] = chunkItems(plan, chunk);
        Value end64 = memref::LoadOp::create(b, loc, plan.ends, ValueRange{chunk});
        Value start = arith::IndexCastOp::create(b, loc, b.getIndexType(),
                                                 arith::SubIOp::create(b, loc, end64, count[0]));
        forLoop(b, loc, first, end, constIndex(1), ValueRange{start},
                [&](Value k, ValueRange next) -> SmallVector<Value> {
                  auto [isTrue, at] = maskItem(plan, k);
                  return ifValues(
                      b, loc, isTrue, TypeRange{b.getIndexType()},
                      [&]() -> SmallVector<Value> {
                        each(at, next[0]);
                        return {arith::AddIOp::create(b, loc, next[0], constIndex(1))};
                      },
                      [&]() -> SmallVector<Value> { return {next[0]}; });
                });
        return count[0];
      },
      /*inPlace=*/0);
  releaseArray(plan.counts);
  releaseArray(plan.ends);
}

Value FunctionLowering::takeByMaskOnDevice(Value array, py::NDArrayType arrayType, Value mask,
                                           py::NDArrayType maskType,
                                           py::NDArrayType resultType) {
  int64_t maskRank = maskType.getRank(), rank = arrayType.getRank();
  checkMask(array, mask, maskRank);
  DeviceMask plan = countMaskOnDevice(mask, maskRank);
  auto fields = memref::ExtractStridedMetadataOp::create(b, loc, array);
  Value block = constIndex(1); // the elements a selection copies
  SmallVector<Value> sizes{plan.selected};
  for (int64_t d = maskRank; d < rank; ++d) {
    block = arith::MulIOp::create(b, loc, block, fields.getSizes()[d]);
    sizes.push_back(dimSize(array, d));
  }
  Value result = allocateArray(resultType, sizes, /*zeroed=*/false, Value());
  auto resultFields = memref::ExtractStridedMetadataOp::create(b, loc, result);
  Value resultLine = lineOf(
      resultFields.getBaseBuffer(), constIndex(0),
      arith::MulIOp::create(
          b, loc, arith::IndexCastOp::create(b, loc, b.getIndexType(), plan.selected), block),
      constIndex(1));
  // Selection p copies x[at] (x's other axes, C order) to the result's block p.
  eachSelectionOnDevice(plan, [&](ArrayRef<Value> at, Value p) {
    Value offset = offsetOf(fields.getOffset(), fields.getStrides(), at);
    Value to = arith::MulIOp::create(b, loc, p, block);
    forLoop(b, loc, constIndex(0), block, constIndex(1), ValueRange{},
            [&](Value e, ValueRange) -> SmallVector<Value> {
              Value from = offsetOf(offset, fields.getStrides().drop_front(maskRank),
                                    cOrderIndexes(e, fields.getSizes().drop_front(maskRank)));
              Value element = memref::LoadOp::create(
                  b, loc, elementAt(fields.getBaseBuffer(), from), ValueRange{constIndex(0)});
              auto store = memref::StoreOp::create(b, loc, element, resultLine,
                                                   ValueRange{arith::AddIOp::create(b, loc, to, e)});
              store->setAttr(par::kLineStoreAttr, b.getUnitAttr());
              return {};
            });
  });
  return result;
}

Value FunctionLowering::nonzeroOnDevice(Value mask, py::TupleType type) {
  int64_t rank = type.getElements().size();
  DeviceMask plan = countMaskOnDevice(mask, rank);
  auto column = cast<py::NDArrayType>(type.getElements()[0]);
  SmallVector<Value> columns;
  for (int64_t d = 0; d < rank; ++d)
    columns.push_back(allocateArray(column, {plan.selected}, /*zeroed=*/false, Value()));
  // Selection p's index along axis d is item p of column d.
  eachSelectionOnDevice(plan, [&](ArrayRef<Value> at, Value p) {
    for (int64_t d = 0; d < rank; ++d) {
      auto store = memref::StoreOp::create(
          b, loc, arith::IndexCastOp::create(b, loc, b.getI64Type(), at[d]), columns[d],
          ValueRange{p});
      store->setAttr(par::kLineStoreAttr, b.getUnitAttr());
    }
  });
  return makeTuple(columns, type, [](unsigned) { return true; });
}

Value FunctionLowering::lowerNonzero(Value mask, py::TupleType type) {
  if (deviceChecks)
    return nonzeroOnDevice(mask, type);
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  int32_t rank = type.getElements().size();
  Value descriptor = descriptorSlot(mask);
  Value count = callRuntime("pyrite_np_nonzero", b.getI64Type(),
                            {descriptor, constInt(rank, 32), LLVM::ZeroOp::create(b, loc, ptr)});
  auto column = cast<py::NDArrayType>(type.getElements()[0]);
  SmallVector<Value> columns;
  Value buffers = LLVM::AllocaOp::create(b, loc, ptr, ptr, constInt(rank, 32));
  for (int32_t d = 0; d < rank; ++d) {
    columns.push_back(allocateArray(column, {count}, /*zeroed=*/false, Value()));
    Value data = LLVM::ExtractValueOp::create(b, loc, descriptorOfMemref(columns.back()),
                                              ArrayRef<int64_t>{1});
    Value at = LLVM::GEPOp::create(b, loc, ptr, ptr, buffers, ArrayRef<LLVM::GEPArg>{d});
    LLVM::StoreOp::create(b, loc, data, at);
  }
  callRuntime("pyrite_np_nonzero", b.getI64Type(), {descriptor, constInt(rank, 32), buffers});
  // New arrays: the tuple holds their tokens.
  return makeTuple(columns, type, [](unsigned) { return true; });
}

void FunctionLowering::putByArrayIndex(Value array, py::NDArrayType arrayType, Value index,
                                       Type indexType, Value value, Type valueType) {
  auto indexArray = cast<py::NDArrayType>(indexType);
  Type dtype = arrayType.getElementType();
  auto valueArray = dyn_cast<py::NDArrayType>(valueType);
  if (deviceChecks && indexArray.getRank() > 0 &&
      (!valueArray || valueArray.getRank() > 0)) {
    if (indexArray.getElementType().isInteger(1))
      putByMaskOnDevice(array, arrayType, index, indexArray, value, valueType);
    else
      putOnDevice(array, arrayType, index, indexArray, value, valueType);
    return;
  }
  auto [code, bits] = dlpackDtype(indexArray.getElementType());
  int64_t itemsize = itemSize(dtype);
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  Value valueDescriptor = LLVM::ZeroOp::create(b, loc, ptr), scalar = valueDescriptor;
  int64_t valueRank = 0;
  if (valueArray) { // of x's dtype (typing checked)
    valueDescriptor = descriptorSlot(value);
    valueRank = valueArray.getRank();
  } else { // cast as a store casts (OverflowError for a Python int that does not fit)
    if (indexArray.getElementType().isInteger(1)) // NumPy checks a mask's sizes first
      checkMask(array, index, indexArray.getRank());
    Value element = toStorage(toStoredDtype(value, valueType, dtype), dtype);
    if (isa<ComplexType>(element.getType()))
      element = complexAsStruct(element);
    scalar = slot(element.getType());
    LLVM::StoreOp::create(b, loc, element, scalar);
  }
  // The write is visible to the caller: no deferred overflow may follow it.
  flushOverflow();
  Value status = callRuntime(
      "pyrite_np_put", b.getI32Type(),
      {constInt(itemsize), descriptorSlot(array), constInt(arrayType.getRank(), 32),
       constInt(code, 32), constInt(bits, 32), descriptorSlot(index),
       constInt(indexArray.getRank(), 32), valueDescriptor, constInt(valueRank, 32), scalar});
  propagateIf(cmpi(arith::CmpIPredicate::ne, status, constInt(0, 32)));
}

void FunctionLowering::checkPutValue(Value array, py::NDArrayType arrayType, Value index,
                                     py::NDArrayType indexType, Value count, Value value,
                                     py::NDArrayType valueType) {
  bool mask = indexType.getElementType().isInteger(1);
  Value status = callRuntime(
      "pyrite_np_put_check", b.getI32Type(),
      {descriptorSlot(array), constInt(arrayType.getRank(), 32), constInt(mask, 32),
       descriptorSlot(index), constInt(indexType.getRank(), 32), count, descriptorSlot(value),
       constInt(valueType.getRank(), 32)});
  propagateIf(cmpi(arith::CmpIPredicate::ne, status, constInt(0, 32)));
}

void FunctionLowering::broadcastPutValue(PutValue &put, Value array, Value value,
                                         py::NDArrayType valueType, int64_t resultRank) {
  int64_t rank = valueType.getRank();
  Type dtype = valueType.getElementType();
  // NumPy reads a value that overlaps x as it was before the writes: a copy
  // then (empty otherwise).
  Value overlaps = sharesMemory(array, value);
  SmallVector<Value> sizes;
  for (int64_t d = 0; d < rank; ++d)
    sizes.push_back(select(overlaps, dimSize(value, d), constInt(0)));
  put.copy = allocateArray(valueType, sizes, /*zeroed=*/false, Value());
  elementLoop({}, {}, put.copy, dtype, [&](ArrayRef<Value>) -> Value {
    SmallVector<Value> at;
    for (int64_t d = 0; d < rank; ++d)
      at.push_back(linalg::IndexOp::create(b, loc, d));
    return fromStorage(memref::LoadOp::create(b, loc, value, at), dtype);
  });
  auto fields = memref::ExtractStridedMetadataOp::create(
      b, loc, arith::SelectOp::create(b, loc, overlaps, put.copy, value));
  put.base = fields.getBaseBuffer();
  put.offset = fields.getOffset();
  // Value axis d is the result's axis d + resultRank - rank, stretched where
  // of size 1; leading axes beyond the result's rank have size 1 (checked).
  Value zero = constIndex(0);
  Value one = constIndex(1);
  for (int64_t d = std::max<int64_t>(0, rank - resultRank); d < rank; ++d) {
    Value stretched = cmpi(arith::CmpIPredicate::eq, fields.getSizes()[d], one);
    put.strides.push_back({d + resultRank - rank, select(stretched, zero, fields.getStrides()[d])});
  }
}

Value FunctionLowering::putElement(const PutValue &put, ArrayRef<Value> resultAt) {
  if (put.scalar)
    return put.scalar;
  Value offset = put.offset;
  for (auto [axis, stride] : put.strides)
    offset = arith::AddIOp::create(b, loc, offset,
                                   arith::MulIOp::create(b, loc, resultAt[axis], stride));
  return memref::LoadOp::create(b, loc, elementAt(put.base, offset), ValueRange{constIndex(0)});
}

FunctionLowering::PutValue FunctionLowering::scalarPutValue(Value value, Type valueType,
                                                            Type dtype) {
  PutValue put;
  if (!isa<py::NDArrayType>(valueType)) // cast as a store casts (OverflowError first, as NumPy)
    put.scalar = toStorage(toStoredDtype(value, valueType, dtype), dtype);
  return put;
}

void FunctionLowering::putBlock(const PutValue &put, Value base, Value first,
                                ValueRange blockSizes, ValueRange blockStrides,
                                ArrayRef<Value> leading) {
  Value block = constIndex(1);
  for (Value size : blockSizes)
    block = arith::MulIOp::create(b, loc, block, size);
  forLoop(b, loc, constIndex(0), block, constIndex(1), ValueRange{},
          [&](Value e, ValueRange) -> SmallVector<Value> {
            SmallVector<Value> within = cOrderIndexes(e, blockSizes);
            SmallVector<Value> resultAt(leading);
            resultAt.append(within);
            auto store = memref::StoreOp::create(
                b, loc, putElement(put, resultAt),
                elementAt(base, offsetOf(first, blockStrides, within)), ValueRange{constIndex(0)});
            store->setAttr(par::kLineStoreAttr, b.getUnitAttr());
            return {};
          });
}

void FunctionLowering::putOnDevice(Value array, py::NDArrayType arrayType, Value index,
                                   py::NDArrayType indexType, Value value, Type valueType) {
  int64_t indexRank = indexType.getRank(), rank = arrayType.getRank();
  Type i64 = b.getI64Type();
  PutValue put = scalarPutValue(value, valueType, arrayType.getElementType());
  auto valueArray = dyn_cast<py::NDArrayType>(valueType);
  if (valueArray) // NumPy checks the value's shape before the index's items
    checkPutValue(array, arrayType, index, indexType, constInt(0), value, valueArray);
  Value rows = rowsOnDevice(array, index, indexType);
  if (valueArray)
    broadcastPutValue(put, array, value, valueArray, indexRank + rank - 1);
  SmallVector<Value> indexSizes;
  for (int64_t d = 0; d < indexRank; ++d)
    indexSizes.push_back(dimSize(index, d));
  // A row the index repeats takes the last item's block, as NumPy's writes
  // in order leave it: each item claims its row with its position + 1, and
  // the largest claim writes.
  Value claims = allocateArray(py::NDArrayType::get(ctx, {ShapedType::kDynamic}, i64),
                               {dimSize(array, 0)}, /*zeroed=*/true, Value());
  elementLoop(
      {rows}, {i64}, rows, i64,
      [&](ArrayRef<Value> row) -> Value {
        Value claim = arith::AddIOp::create(b, loc, positionInLoop(indexSizes), constInt(1));
        auto record = memref::AtomicRMWOp::create(
            b, loc, arith::AtomicRMWKind::maxs, claim, claims,
            ValueRange{arith::IndexCastOp::create(b, loc, b.getIndexType(), row[0])});
        record->setAttr(par::kAtomicUpdateAttr, b.getUnitAttr());
        return row[0];
      },
      /*inPlace=*/0);
  auto fields = memref::ExtractStridedMetadataOp::create(b, loc, array);
  flushOverflow(); // The writes are visible to the caller.
  elementLoop(
      {rows}, {i64}, rows, i64,
      [&](ArrayRef<Value> row) -> Value {
        // (linalg.index: in the body itself)
        Value claim = arith::AddIOp::create(b, loc, positionInLoop(indexSizes), constInt(1));
        SmallVector<Value> at;
        for (int64_t d = 0; d < indexRank; ++d)
          at.push_back(linalg::IndexOp::create(b, loc, d));
        Value rowIndex = arith::IndexCastOp::create(b, loc, b.getIndexType(), row[0]);
        Value wins = cmpi(arith::CmpIPredicate::eq,
                          memref::LoadOp::create(b, loc, claims, ValueRange{rowIndex}), claim);
        auto writes = scf::IfOp::create(b, loc, TypeRange{}, wins, /*withElseRegion=*/false);
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(writes.thenBlock()->getTerminator());
        Value first = arith::AddIOp::create(
            b, loc, fields.getOffset(),
            arith::MulIOp::create(b, loc, rowIndex, fields.getStrides()[0]));
        putBlock(put, fields.getBaseBuffer(), first, fields.getSizes().drop_front(),
                 fields.getStrides().drop_front(), at);
        return row[0];
      },
      /*inPlace=*/0);
  releaseArray(rows);
  releaseArray(claims);
  if (put.copy)
    releaseArray(put.copy);
}

void FunctionLowering::putByMaskOnDevice(Value array, py::NDArrayType arrayType, Value mask,
                                         py::NDArrayType maskType, Value value, Type valueType) {
  int64_t maskRank = maskType.getRank(), rank = arrayType.getRank();
  checkMask(array, mask, maskRank); // before the scalar's OverflowError, as NumPy
  PutValue put = scalarPutValue(value, valueType, arrayType.getElementType());
  DeviceMask plan = countMaskOnDevice(mask, maskRank);
  if (auto valueArray = dyn_cast<py::NDArrayType>(valueType)) {
    checkPutValue(array, arrayType, mask, maskType, plan.selected, value, valueArray);
    broadcastPutValue(put, array, value, valueArray, 1 + rank - maskRank);
  }
  auto fields = memref::ExtractStridedMetadataOp::create(b, loc, array);
  flushOverflow(); // The writes are visible to the caller.
  // Selection p writes x[at]'s block (x's other axes, C order) from the
  // value's element (p, block position).
  eachSelectionOnDevice(plan, [&](ArrayRef<Value> at, Value p) {
    putBlock(put, fields.getBaseBuffer(), offsetOf(fields.getOffset(), fields.getStrides(), at),
             fields.getSizes().drop_front(maskRank), fields.getStrides().drop_front(maskRank), {p});
  });
  if (put.copy)
    releaseArray(put.copy);
}

Value FunctionLowering::lowerGetAttr(py::GetAttrOp op, Value array, Type objectType) {
  bool imag = op.getName() == "imag";
  if (imag || op.getName() == "real") {
    if (auto partType = dyn_cast<py::NDArrayType>(op.getType()))
      return complexPartView(array, partType, imag);
    return imag ? Value(complex::ImOp::create(b, loc, array)) : Value(complex::ReOp::create(b, loc, array));
  }
  auto type = cast<MemRefType>(array.getType());
  if (op.getName() == "ndim")
    return constInt(type.getRank());
  if (op.getName() == "T")
    return transposeView(array, cast<py::NDArrayType>(op.getType()),
                         llvm::to_vector(llvm::reverse(llvm::seq<int64_t>(0, type.getRank()))));
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

} // namespace mlir::pyrite::lowering
