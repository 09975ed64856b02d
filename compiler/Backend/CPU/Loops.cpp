//===- Loops.cpp - How CPU code cuts and versions array loops -------------===//
#include "compiler/Backend/CPU/Loops.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;

namespace {
/// `body` once per pattern of static inner strides (one per operand), each
/// behind a test that the operands have them, then on the operands as they are.
void buildStrideVersions(OpBuilder &b, Location loc, ArrayRef<Value> operands,
                         ArrayRef<SmallVector<int64_t>> patterns,
                         function_ref<void(ArrayRef<Value>)> body) {
  unsigned rank = cast<MemRefType>(operands.front().getType()).getRank();
  SmallVector<memref::ExtractStridedMetadataOp> metadata;
  for (Value operand : operands)
    metadata.push_back(memref::ExtractStridedMetadataOp::create(b, loc, operand));
  auto withInnerStride = [&](unsigned i, int64_t stride) -> Value {
    auto type = cast<MemRefType>(operands[i].getType());
    SmallVector<OpFoldResult> strides(metadata[i].getStrides());
    strides.back() = b.getIndexAttr(stride);
    SmallVector<int64_t> staticStrides(rank, ShapedType::kDynamic);
    staticStrides.back() = stride;
    auto layout = StridedLayoutAttr::get(b.getContext(), ShapedType::kDynamic, staticStrides);
    return memref::ReinterpretCastOp::create(
        b, loc, MemRefType::get(type.getShape(), type.getElementType(), layout),
        metadata[i].getBaseBuffer(), metadata[i].getOffset(),
        memref::getMixedSizes(b, loc, operands[i]), strides);
  };
  auto condition = [&](ArrayRef<int64_t> pattern) {
    Value holds;
    for (auto [i, stride] : llvm::enumerate(pattern)) {
      Value expected = arith::ConstantIndexOp::create(b, loc, stride);
      Value equal = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                          metadata[i].getStrides().back(), expected);
      holds = holds ? arith::AndIOp::create(b, loc, holds, equal) : equal;
    }
    return holds;
  };
  OpBuilder::InsertionGuard guard(b);
  for (ArrayRef<int64_t> pattern : patterns) {
    auto version = scf::IfOp::create(b, loc, TypeRange{}, condition(pattern),
                                     /*withElseRegion=*/true);
    b.setInsertionPoint(version.thenBlock()->getTerminator());
    SmallVector<Value> versioned;
    for (auto [i, stride] : llvm::enumerate(pattern))
      versioned.push_back(withInnerStride(i, stride));
    body(versioned);
    b.setInsertionPoint(version.elseBlock()->getTerminator());
  }
  body(operands);
}
} // namespace

void mlir::pyrite::cpu::buildInnerStrideVersions(OpBuilder &b, Location loc,
                                                 ArrayRef<Value> operands, unsigned stretchable,
                                                 function_ref<void(ArrayRef<Value>)> body) {
  // Every stride 1; then operand k's 0 and the others' 1.
  SmallVector<SmallVector<int64_t>> patterns = {SmallVector<int64_t>(operands.size(), 1)};
  if (stretchable <= kMaxStretchedVersions)
    for (unsigned k = 0; k < stretchable; ++k) {
      patterns.push_back(SmallVector<int64_t>(operands.size(), 1));
      patterns.back()[k] = 0;
    }
  buildStrideVersions(b, loc, operands, patterns, body);
}

void mlir::pyrite::cpu::buildExpectedStrideVersion(OpBuilder &b, Location loc,
                                                   ArrayRef<Value> operands,
                                                   ArrayRef<int64_t> expected,
                                                   function_ref<void(ArrayRef<Value>)> body) {
  buildStrideVersions(b, loc, operands, SmallVector<int64_t>(expected), body);
}

Value mlir::pyrite::cpu::buildRowSlab(OpBuilder &b, Location loc, Value array, Value first,
                                      Value count) {
  auto type = cast<MemRefType>(array.getType());
  auto metadata = memref::ExtractStridedMetadataOp::create(b, loc, array);
  Value offset = arith::AddIOp::create(
      b, loc, metadata.getOffset(), arith::MulIOp::create(b, loc, first, metadata.getStrides()[0]));
  SmallVector<OpFoldResult> sizes(metadata.getSizes());
  sizes[0] = count;
  SmallVector<OpFoldResult> strides(metadata.getStrides());
  SmallVector<int64_t> dynamic(type.getRank(), ShapedType::kDynamic);
  auto layout = StridedLayoutAttr::get(b.getContext(), ShapedType::kDynamic, dynamic);
  return memref::ReinterpretCastOp::create(
      b, loc, MemRefType::get(dynamic, type.getElementType(), layout), metadata.getBaseBuffer(),
      offset, sizes, strides);
}

std::pair<func::FuncOp, SmallVector<Value>>
mlir::pyrite::cpu::outlineLoopBody(Block::iterator begin, Block::iterator end,
                                   StringRef suffix, SymbolTable &symbols) {
  Location loc = begin->getLoc();
  Block *block = begin->getBlock();
  OpBuilder b(begin->getContext());
  // In a region of their own first, to find what they read from outside.
  b.setInsertionPoint(block, begin);
  auto region = scf::ExecuteRegionOp::create(b, loc, TypeRange{});
  Block *inner = &region.getRegion().emplaceBlock();
  inner->getOperations().splice(inner->end(), block->getOperations(), begin, end);
  llvm::SetVector<Value> captured;
  getUsedValuesDefinedAbove(region.getRegion(), captured);
  auto parent = region->getParentOfType<func::FuncOp>();
  b.setInsertionPointAfter(parent);
  SmallVector<Type> types;
  for (Value v : captured)
    types.push_back(v.getType());
  auto fn = func::FuncOp::create(b, loc, (parent.getSymName() + suffix).str(),
                                 b.getFunctionType(types, {}));
  symbols.insert(fn); // renamed if taken
  fn.setPrivate();
  fn->setAttr("llvm.linkage", LLVM::LinkageAttr::get(b.getContext(), LLVM::Linkage::Internal));
  fn->setAttr("passthrough", b.getArrayAttr({b.getStringAttr("noinline")}));
  Block *entry = fn.addEntryBlock();
  entry->getOperations().splice(entry->end(), inner->getOperations());
  b.setInsertionPointToEnd(entry);
  func::ReturnOp::create(b, loc);
  for (auto [i, value] : llvm::enumerate(captured))
    Value(value).replaceUsesWithIf(entry->getArgument(i), [&](OpOperand &use) {
      return fn->isProperAncestor(use.getOwner());
    });
  b.setInsertionPoint(region);
  func::CallOp::create(b, loc, fn, captured.getArrayRef());
  region.erase();
  return {fn, captured.takeVector()};
}
