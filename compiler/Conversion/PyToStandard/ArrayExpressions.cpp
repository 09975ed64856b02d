//===- ArrayExpressions.cpp - Whole-array element-wise expressions --*- C++ -*-===//
//
// A fused expression (compiler/Analysis/ElementwiseFusion.h) is one loop
// over its broadcast shape into a result laid out as NumPy's would be
// (order='K'), or into an operand it may overwrite.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/PyToStandard/FunctionLowering.h"
#include "dialects/Py/IR/TypeRules.h"

namespace mlir::pyrite::lowering {

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

Value FunctionLowering::withStrides(Value array, ArrayRef<Value> strides) {
  if (strides.empty())
    return array;
  Value descriptor = descriptorOfMemref(array);
  for (auto [d, stride] : llvm::enumerate(strides))
    descriptor =
        LLVM::InsertValueOp::create(b, loc, descriptor, stride, ArrayRef<int64_t>{4, (int64_t)d});
  return memrefOfDescriptor(descriptor, cast<MemRefType>(array.getType()));
}

ResultBuffer FunctionLowering::resultBuffer(Operation *root, py::NDArrayType resultType,
                                            ArrayRef<Value> sizes, ArrayRef<Value> leaves,
                                            ArrayRef<Value> strides) {
  auto laidOut = [&](Value array) { return withStrides(array, strides); };
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
  // Powers whose exponent is one value for the whole loop (NumPy's fast
  // exponents apply); an exponent computed by the expression is an array.
  llvm::SmallPtrSet<Operation *, 2> scalarExponentPowers;
  std::function<void(Operation *)> gather = [&](Operation *node) {
    auto binary = dyn_cast<py::BinaryOp>(node);
    if (isa<py::NumPyPowerOp>(node) || (binary && binary.getKind() == py::BinaryOpKind::Pow)) {
      Operation *exponentDef = node->getOperand(1).getDefiningOp();
      if (!(exponentDef && fused.contains(exponentDef)) &&
          isScalarExponent(operandPyTypes[node][1]))
        scalarExponentPowers.insert(node);
    }
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
      scalars[{node, (unsigned)i}] = ufuncOperand(node, i, operand, t, dtype);
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
                        outOfRange = std::move(outOfRange),
                        scalarExponentPowers =
                            std::move(scalarExponentPowers)](ArrayRef<Value> elements) {
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
      if (auto compare = dyn_cast<py::CompareOp>(node)) {
        Value cmp = npElementCompare(compare.getPredicate(), values[0], values[1], dtype);
        if (auto it = outOfRange.find(node); it != outOfRange.end())
          return select(it->second.first, cmp, it->second.second);
        return cmp;
      }
      if (auto unary = dyn_cast<py::UnaryOp>(node))
        return lowerNumPyUnary(unary.getKind(), values[0], dtype);
      auto binary = dyn_cast<py::BinaryOp>(node);
      Value result =
          binary ? npElementBinary(binary.getKind(), values[0], values[1], dtype)
                 : npElementUfunc(node, values, nodeDtype(node, node->getNumOperands() - 1));
      if (scalarExponentPowers.contains(node))
        return npPowerOfScalarExponent(values[0], values[1], result);
      return result;
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
