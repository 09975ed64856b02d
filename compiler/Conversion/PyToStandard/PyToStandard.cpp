//===- PyToStandard.cpp - Typed py ops to func/arith/math/cf/llvm -*- C++ -*-===//
//
// A walk rather than a DialectConversion: nearly every Python operation can
// raise, and raising splits the block (a branch to a block that records the
// exception and returns with the "raised" flag set), which the pattern driver
// does not allow mid-conversion. Ops are lowered in program order with the
// insertion point just before each; block splits move the op along.
//
//===----------------------------------------------------------------------===//
#include "compiler/Analysis/ElementwiseFusion.h"
#include "compiler/Conversion/PyToStandard/FunctionLowering.h"
#include "compiler/Analysis/ArrayReleases.h"
#include "compiler/Conversion/Passes.h"
#include "dialects/Py/IR/PyOps.h"
#include "dialects/Py/Transforms/Passes.h"

#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/DepthFirstIterator.h"
#include "llvm/ADT/TypeSwitch.h"

#include <cmath>
#include <limits>

namespace mlir::pyrite {
#define GEN_PASS_DEF_CONVERTPYTOSTANDARDPASS
#include "compiler/Conversion/Passes.h.inc"

namespace lowering {

Value FunctionLowering::zeroOf(Type type) {
  if (isa<py::ObjectType>(type))
    return nullObject();
  if (isa<LLVM::LLVMStructType, LLVM::LLVMPointerType>(type))
    return LLVM::ZeroOp::create(b, loc, type);
  if (auto memref = dyn_cast<MemRefType>(type)) // A null array: never read.
    return memrefOfDescriptor(LLVM::ZeroOp::create(b, loc, descriptorType(ctx, memref.getRank())),
                              memref);
  if (auto complexType = dyn_cast<ComplexType>(type))
    return makeComplex(zeroOf(complexType.getElementType()), zeroOf(complexType.getElementType()));
  return arith::ConstantOp::create(b, loc, b.getZeroAttr(type));
}

Value FunctionLowering::toUnion(Value v, Type from, py::UnionType to) {
  Value u = LLVM::UndefOp::create(b, loc, lowerType(to));
  auto fromUnion = dyn_cast<py::UnionType>(from);
  if (!fromUnion) {
    int64_t tag = *to.indexOf(from);
    u = LLVM::InsertValueOp::create(b, loc, u, constInt(tag, 8), ArrayRef<int64_t>{0});
    Value field = isa<ComplexType>(v.getType()) ? complexAsStruct(v) : v;
    return LLVM::InsertValueOp::create(b, loc, u, field, ArrayRef<int64_t>{tag + 1});
  }
  // Each member keeps its value; its tag is its position in `to`. A member
  // `to` lacks (narrowed away by an `is None` test) never arrives.
  Value oldTag = LLVM::ExtractValueOp::create(b, loc, v, ArrayRef<int64_t>{0});
  Value tag = constInt(0, 8);
  for (auto [i, m] : llvm::enumerate(fromUnion.getMembers())) {
    std::optional<unsigned> kept = to.indexOf(m);
    if (!kept)
      continue;
    int64_t position = *kept;
    tag = select(cmpi(arith::CmpIPredicate::eq, oldTag, constInt(i, 8)), constInt(position, 8),
                 tag);
    Value field = LLVM::ExtractValueOp::create(b, loc, v, ArrayRef<int64_t>{(int64_t)i + 1});
    u = LLVM::InsertValueOp::create(b, loc, u, field, ArrayRef<int64_t>{position + 1});
  }
  return LLVM::InsertValueOp::create(b, loc, u, tag, ArrayRef<int64_t>{0});
}

Value FunctionLowering::unionMember(Value u, unsigned index, Type member) {
  Value field = LLVM::ExtractValueOp::create(b, loc, u, ArrayRef<int64_t>{(int64_t)index + 1});
  return isa<ComplexType>(lowerType(member)) ? structAsComplex(field) : field;
}

void FunctionLowering::scalarizeUnionArguments(ArrayRef<BlockArgument> unionArguments) {
  // In block order, so last first within a block: erasing one leaves the
  // positions before it.
  for (BlockArgument arg : llvm::reverse(unionArguments)) {
    Block *block = arg.getOwner();
    unsigned position = arg.getArgNumber();
    loc = arg.getLoc();
    auto structType = cast<LLVM::LLVMStructType>(arg.getType());
    b.setInsertionPointToStart(block);
    Value rebuilt = LLVM::UndefOp::create(b, loc, structType);
    for (auto [i, t] : llvm::enumerate(structType.getBody()))
      rebuilt = LLVM::InsertValueOp::create(b, loc, rebuilt, block->addArgument(t, loc),
                                            ArrayRef<int64_t>{(int64_t)i});
    arg.replaceAllUsesWith(rebuilt);
    llvm::SetVector<Block *> preds(block->pred_begin(), block->pred_end());
    for (Block *pred : preds) {
      auto branch = cast<BranchOpInterface>(pred->getTerminator());
      for (unsigned s = 0, e = branch->getNumSuccessors(); s != e; ++s) {
        if (branch->getSuccessor(s) != block)
          continue;
        MutableOperandRange forwarded =
            branch.getSuccessorOperands(s).getMutableForwardedOperands();
        Value whole = forwarded[position].get();
        b.setInsertionPoint(branch);
        for (int64_t i = 0, n = structType.getBody().size(); i != n; ++i)
          forwarded.append(
              ValueRange{LLVM::ExtractValueOp::create(b, loc, whole, ArrayRef<int64_t>{i})});
        forwarded.erase(position);
      }
    }
    block->eraseArgument(position);
  }
}

Value FunctionLowering::toI64(Value v, Type pyType) {
  if (auto scalar = dyn_cast<py::NPScalarType>(pyType))
    return npIntToI64(v, scalar.getDtype(), /*saturate=*/false);
  return isa<py::BoolType>(pyType) ? Value(arith::ExtUIOp::create(b, loc, b.getI64Type(), v)) : v;
}

Value FunctionLowering::toF64(Value v, Type pyType) {
  if (isa<py::FloatType>(pyType))
    return v;
  if (auto scalar = dyn_cast<py::NPScalarType>(pyType))
    return castDtype(v, scalar.getDtype(), b.getF64Type());
  if (isa<py::BoolType>(pyType))
    return arith::UIToFPOp::create(b, loc, b.getF64Type(), v);
  return arith::SIToFPOp::create(b, loc, b.getF64Type(), v);
}

Value FunctionLowering::constantSizes(ArrayRef<int64_t> sizes) {
  LLVM::GlobalOp global;
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(module.getBody());
    auto type = LLVM::LLVMArrayType::get(b.getI64Type(), sizes.size());
    auto value =
        DenseElementsAttr::get(RankedTensorType::get({(int64_t)sizes.size()}, b.getI64Type()), sizes);
    global = LLVM::GlobalOp::create(b, module.getLoc(), type, /*isConstant=*/true,
                                    LLVM::Linkage::Internal, "pyrite.sizes", value);
    symbols.insert(global); // made unique: pyrite.sizes_0, ...
  }
  return LLVM::AddressOfOp::create(b, loc, global);
}

Value FunctionLowering::stringPointer(StringRef text) {
  // Numbered in order of first use: deterministic, unlike a hash with a seed.
  LLVM::GlobalOp &global = strings[text];
  if (!global) {
    std::string name = "pyrite.str." + std::to_string(strings.size() - 1);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(module.getBody());
    std::string data = text.str();
    data.push_back('\0');
    auto type = LLVM::LLVMArrayType::get(b.getI8Type(), data.size());
    global = LLVM::GlobalOp::create(b, module.getLoc(), type, /*isConstant=*/true,
                                    LLVM::Linkage::Internal, name, b.getStringAttr(data));
  }
  return LLVM::AddressOfOp::create(b, loc, global);
}

Value FunctionLowering::slot(Type type) {
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(&func.getBody().front());
  Value one = LLVM::ConstantOp::create(b, loc, b.getI64Type(), b.getI64IntegerAttr(1));
  return LLVM::AllocaOp::create(b, loc, LLVM::LLVMPointerType::get(ctx), type, one);
}

Block *FunctionLowering::failureBlock() {
  if (failureExit)
    return failureExit;
  OpBuilder::InsertionGuard guard(b);
  failureExit = b.createBlock(&func.getBody(), func.getBody().end(), {b.getI32Type()}, {loc});
  auto where = func.getLoc()->findInstanceOf<FileLineColLoc>();
  auto pythonName = func->getAttrOfType<StringAttr>(py::kPythonNameAttr);
  callRuntime("pyrite_traceback_add", {},
              {stringPointer(where ? where.getFilename().getValue() : StringRef()),
               stringPointer(pythonName ? pythonName.getValue() : func.getSymName()),
               failureExit->getArgument(0)});
  LLVM::StoreOp::create(b, loc, constBool(true), raisedFlag);
  func::ReturnOp::create(b, loc, ValueRange{zeroOf(resultType)});
  return failureExit;
}

/// Raising is the cold path: the weights let LLVM lay out (and if-convert)
/// the code that does not raise.
Value FunctionLowering::failureLine() {
  auto where = loc->findInstanceOf<FileLineColLoc>();
  return constInt(where ? where.getLine() : 0, 32);
}

cf::CondBranchOp FunctionLowering::coldBranch(Value cond, Block *cold, Block *hot) {
  SmallVector<Value, 1> coldOperands;
  if (cold == failureExit)
    coldOperands.push_back(failureLine());
  auto branch = cf::CondBranchOp::create(b, loc, cond, cold, coldOperands, hot, ValueRange{});
  branch.setBranchWeights(ArrayRef<int32_t>{1, 1 << 20});
  return branch;
}

void FunctionLowering::propagateIf(Value cond) {
  Block *current = b.getInsertionBlock();
  Block *cont = current->splitBlock(b.getInsertionPoint());
  b.setInsertionPointToEnd(current);
  coldBranch(cond, failureBlock(), cont);
  b.setInsertionPointToStart(cont);
}

void FunctionLowering::raiseIf(Value cond, ExceptionKind kind, StringRef message) {
  if (overflowExcused && kind == ExceptionKind::OverflowError) {
    if (matchPattern(overflowExcused, m_One()))
      return; // an independent loop's element loop (its flag held)
    cond = andI(notI(overflowExcused), cond);
  }
  if (recording) {
    recording->sites.push_back({kind, message.str()});
    recordFailure(cond, kFirstRaiseSite + recording->sites.size() - 1, {});
    return;
  }
  if (deferOverflow && kind == ExceptionKind::OverflowError && message == kIntOverflow) {
    // Deferred: accumulated into a flag tested at the next flush point.
    Value pending = LLVM::LoadOp::create(b, loc, b.getI1Type(), overflowSlot);
    LLVM::StoreOp::create(b, loc, orI(pending, cond), overflowSlot);
    return;
  }
  flushOverflow();
  branchToRaise(cond, kind, message);
}

void FunctionLowering::flushOverflow() {
  if (!overflowSlot)
    return;
  branchToRaise(LLVM::LoadOp::create(b, loc, b.getI1Type(), overflowSlot),
                ExceptionKind::OverflowError, kIntOverflow);
}

void FunctionLowering::branchToRaise(Value cond, ExceptionKind kind, StringRef message) {
  branchToRaise(cond, [&] {
    callRuntime("pyrite_raise", {}, {constInt((int64_t)kind, 32), stringPointer(message)});
  });
}

void FunctionLowering::branchToRaise(Value cond, llvm::function_ref<void()> emitRaise) {
  Block *current = b.getInsertionBlock();
  Block *cont = current->splitBlock(b.getInsertionPoint());
  Block *raise = b.createBlock(cont);
  emitRaise();
  cf::BranchOp::create(b, loc, failureBlock(), ValueRange{failureLine()});
  b.setInsertionPointToEnd(current);
  coldBranch(cond, raise, cont);
  b.setInsertionPointToStart(cont);
}

void FunctionLowering::branchBoth(Value cond, function_ref<void()> thenBody,
                                  function_ref<void()> elseBody) {
  Block *current = b.getInsertionBlock();
  Block *join = current->splitBlock(b.getInsertionPoint());
  Block *thenBlock = b.createBlock(join);
  thenBody();
  cf::BranchOp::create(b, loc, join);
  Block *elseBlock = b.createBlock(join);
  elseBody();
  cf::BranchOp::create(b, loc, join);
  b.setInsertionPointToEnd(current);
  cf::CondBranchOp::create(b, loc, cond, thenBlock, elseBlock);
  b.setInsertionPointToStart(join);
}

//===----------------------------------------------------------------------===//
// Arithmetic
//===----------------------------------------------------------------------===//

/// x + c, x - c, x * c for a constant c: overflow is a range test on x, so
/// the check leaves the result's dependency chain (3 * n + 1 stays one lea).
Value FunctionLowering::checkedIntOpByConstant(py::BinaryOpKind kind, Value x, int64_t c) {
  const int64_t max = std::numeric_limits<int64_t>::max();
  const int64_t min = std::numeric_limits<int64_t>::min();
  using P = arith::CmpIPredicate;
  Value overflow;
  auto above = [&](int64_t bound) { return cmpi(P::sgt, x, constInt(bound)); };
  auto below = [&](int64_t bound) { return cmpi(P::slt, x, constInt(bound)); };
  if (kind == py::BinaryOpKind::Add) {
    if (c != 0)
      overflow = c > 0 ? above(max - c) : below(min - c);
  } else if (kind == py::BinaryOpKind::Sub) {
    if (c != 0)
      overflow = c > 0 ? below(min + c) : above(max + c);
  } else {
    if (c == -1)
      overflow = cmpi(P::eq, x, constInt(min));
    else if (c > 1)
      overflow = orI(above(max / c), below(min / c));
    else if (c < -1)
      overflow = orI(below(max / c), above(min / c));
  }
  Value value = intAddSubMul(b, loc, kind, x, constInt(c), arith::IntegerOverflowFlags::nsw);
  if (overflow)
    raiseIf(overflow, ExceptionKind::OverflowError, kIntOverflow);
  return value;
}

Value FunctionLowering::checkedIntOp(py::BinaryOpKind kind, Value l, Value r) {
  APInt constant;
  if (matchPattern(r, m_ConstantInt(&constant)))
    return checkedIntOpByConstant(kind, l, constant.getSExtValue());
  if (kind != py::BinaryOpKind::Sub && matchPattern(l, m_ConstantInt(&constant)))
    return checkedIntOpByConstant(kind, r, constant.getSExtValue());
  // An independent loop's element loop (its flag held): no overflow to test.
  if (overflowExcused && matchPattern(overflowExcused, m_One()))
    return intAddSubMul(b, loc, kind, l, r, arith::IntegerOverflowFlags::nsw);
  Type pair = LLVM::LLVMStructType::getLiteral(ctx, {b.getI64Type(), b.getI1Type()});
  Value s;
  if (kind == py::BinaryOpKind::Add)
    s = LLVM::SAddWithOverflowOp::create(b, loc, pair, l, r);
  else if (kind == py::BinaryOpKind::Sub)
    s = LLVM::SSubWithOverflowOp::create(b, loc, pair, l, r);
  else
    s = LLVM::SMulWithOverflowOp::create(b, loc, pair, l, r);
  Value value = LLVM::ExtractValueOp::create(b, loc, s, ArrayRef<int64_t>{0});
  Value overflow = LLVM::ExtractValueOp::create(b, loc, s, ArrayRef<int64_t>{1});
  raiseIf(overflow, ExceptionKind::OverflowError, kIntOverflow);
  return value;
}

std::pair<Value, Value> FunctionLowering::intFloorDivMod(Value l, Value r, bool wantQuotient) {
  // (A constant divisor's checks are left out where they cannot hold: a
  // kernel's body then does not branch.)
  APInt divisor;
  bool constant = matchPattern(r, m_ConstantInt(&divisor));
  if (!constant || divisor.isZero())
    raiseIf(cmpi(arith::CmpIPredicate::eq, r, constInt(0)), ExceptionKind::ZeroDivisionError,
            "integer division or modulo by zero");
  Value minusOne = constInt(-1);
  Value isMinusOne = cmpi(arith::CmpIPredicate::eq, r, minusOne);
  if (wantQuotient && (!constant || divisor.isAllOnes()))
    raiseIf(andI(isMinusOne, cmpi(arith::CmpIPredicate::eq, l,
                                  constInt(std::numeric_limits<int64_t>::min()))),
            ExceptionKind::OverflowError, kIntOverflow);
  // INT64_MIN / -1 is undefined in LLVM; a divisor of 1 gives the same remainder.
  Value safeR = select(isMinusOne, constInt(1), r);
  Value q = arith::DivSIOp::create(b, loc, l, safeR);
  q = select(isMinusOne, arith::SubIOp::create(b, loc, constInt(0), l), q);
  Value m = arith::RemSIOp::create(b, loc, l, safeR);
  Value signsDiffer = cmpi(arith::CmpIPredicate::slt, arith::XOrIOp::create(b, loc, m, r),
                           constInt(0));
  Value adjust = andI(cmpi(arith::CmpIPredicate::ne, m, constInt(0)), signsDiffer);
  q = select(adjust, arith::SubIOp::create(b, loc, q, constInt(1)), q);
  m = select(adjust, arith::AddIOp::create(b, loc, m, r), m);
  return {q, m};
}

Value FunctionLowering::lowerIntBinary(py::BinaryOpKind kind, Value l, Value r) {
  using K = py::BinaryOpKind;
  switch (kind) {
  case K::Add:
  case K::Sub:
  case K::Mul:
    return checkedIntOp(kind, l, r);
  case K::FloorDiv:
    return intFloorDivMod(l, r, true).first;
  case K::Mod:
    return intFloorDivMod(l, r, false).second;
  case K::TrueDiv:
    raiseIf(cmpi(arith::CmpIPredicate::eq, r, constInt(0)), ExceptionKind::ZeroDivisionError,
            "division by zero");
    return callRuntime("pyrite_int_truediv", b.getF64Type(), {l, r});
  case K::Pow: {
    Value out = slot(b.getI64Type());
    Value status = callRuntime("pyrite_int_pow", b.getI32Type(), {l, r, out});
    propagateIf(cmpi(arith::CmpIPredicate::ne, status, constInt(0, 32)));
    return LLVM::LoadOp::create(b, loc, b.getI64Type(), out);
  }
  case K::LShift: {
    raiseIf(cmpi(arith::CmpIPredicate::slt, r, constInt(0)), ExceptionKind::ValueError,
            "negative shift count");
    Value isZero = cmpi(arith::CmpIPredicate::eq, l, constInt(0));
    Value big = cmpi(arith::CmpIPredicate::sge, r, constInt(64));
    Value count = select(big, constInt(0), r);
    Value shifted = arith::ShLIOp::create(b, loc, l, count);
    Value back = arith::ShRSIOp::create(b, loc, shifted, count);
    Value lost = orI(big, cmpi(arith::CmpIPredicate::ne, back, l));
    raiseIf(andI(lost, notI(isZero)), ExceptionKind::OverflowError,
            kIntOverflow);
    return select(isZero, constInt(0), shifted);
  }
  case K::RShift: {
    raiseIf(cmpi(arith::CmpIPredicate::slt, r, constInt(0)), ExceptionKind::ValueError,
            "negative shift count");
    Value count = select(cmpi(arith::CmpIPredicate::sgt, r, constInt(63)), constInt(63), r);
    return arith::ShRSIOp::create(b, loc, l, count);
  }
  case K::BitAnd:
    return arith::AndIOp::create(b, loc, l, r);
  case K::BitOr:
    return arith::OrIOp::create(b, loc, l, r);
  case K::BitXor:
    return arith::XOrIOp::create(b, loc, l, r);
  case K::MatMul:
    break; // py-infer-types admits @ only on arrays
  }
  llvm_unreachable("unknown binary operator");
}

Value FunctionLowering::lowerFloatBinary(py::BinaryOpKind kind, Value l, Value r) {
  using K = py::BinaryOpKind;
  Value isZero = [&] { return cmpf(arith::CmpFPredicate::OEQ, r, constFloat(0.0)); }();
  switch (kind) {
  case K::Add:
    return arith::AddFOp::create(b, loc, l, r);
  case K::Sub:
    return arith::SubFOp::create(b, loc, l, r);
  case K::Mul:
    return arith::MulFOp::create(b, loc, l, r);
  case K::TrueDiv:
    raiseIf(isZero, ExceptionKind::ZeroDivisionError, "float division by zero");
    return arith::DivFOp::create(b, loc, l, r);
  case K::FloorDiv:
    raiseIf(isZero, ExceptionKind::ZeroDivisionError, "float floor division by zero");
    return floatDivmod(l, r, /*floorDiv=*/true);
  case K::Mod:
    raiseIf(isZero, ExceptionKind::ZeroDivisionError, "float modulo");
    return floatDivmod(l, r, /*floorDiv=*/false);
  case K::Pow: {
    Value out = slot(b.getF64Type());
    Value status = callRuntime("pyrite_float_pow", b.getI32Type(), {l, r, out});
    propagateIf(cmpi(arith::CmpIPredicate::ne, status, constInt(0, 32)));
    return LLVM::LoadOp::create(b, loc, b.getF64Type(), out);
  }
  default:
    llvm_unreachable("py-infer-types rejects this float operator");
  }
}

Value FunctionLowering::lowerBinary(py::BinaryOp op, Value l, Value r, Type lt, Type rt) {
  Type result = op.getType();
  if (isa<py::NPScalarType, py::NDArrayType>(result))
    return lowerNumPyBinary(op, l, r, lt, rt);
  if (isa<py::ComplexType>(result))
    return lowerComplexBinary(op.getKind(), l, r, lt, rt);
  if (isa<py::BoolType>(result)) // & | ^ on two bools stay bools.
    return lowerIntBinary(op.getKind(), l, r);
  // int / int is CPython's correctly rounded quotient (and its message),
  // not a division of the operands rounded to floats first.
  bool intOperands = isa<py::IntType, py::BoolType>(lt) && isa<py::IntType, py::BoolType>(rt);
  if (isa<py::FloatType>(result) && !(intOperands && op.getKind() == py::BinaryOpKind::TrueDiv))
    return lowerFloatBinary(op.getKind(), toF64(l, lt), toF64(r, rt));
  // int ** negative constant is typed float; ints otherwise.
  return lowerIntBinary(op.getKind(), toI64(l, lt), toI64(r, rt));
}

Value FunctionLowering::lowerCompare(py::CmpPredicate p, Value l, Value r, Type lt, Type rt) {
  using P = py::CmpPredicate;
  if (isa<py::NPScalarType>(lt) || isa<py::NPScalarType>(rt))
    return lowerNumPyCompare(p, l, r, lt, rt);
  if (isa<py::NoneType>(lt))
    return constBool(p == P::Eq);
  if (isa<py::ComplexType>(lt) || isa<py::ComplexType>(rt))
    return lowerComplexEquality(p, l, r, lt, rt);
  bool lf = isa<py::FloatType>(lt), rf = isa<py::FloatType>(rt);
  if (lf && rf) {
    static const arith::CmpFPredicate fp[] = {
        arith::CmpFPredicate::OLT, arith::CmpFPredicate::OLE, arith::CmpFPredicate::OGT,
        arith::CmpFPredicate::OGE, arith::CmpFPredicate::OEQ, arith::CmpFPredicate::UNE};
    return cmpf(fp[(int)p], l, r);
  }
  if (!lf && !rf) {
    static const arith::CmpIPredicate ip[] = {
        arith::CmpIPredicate::slt, arith::CmpIPredicate::sle, arith::CmpIPredicate::sgt,
        arith::CmpIPredicate::sge, arith::CmpIPredicate::eq, arith::CmpIPredicate::ne};
    return cmpi(ip[(int)p], toI64(l, lt), toI64(r, rt));
  }
  // int vs float compares exactly (2**53 + 1 != 2.0**53), as CPython does.
  Value i = lf ? toI64(r, rt) : toI64(l, lt);
  Value f = lf ? l : r;
  Value order = callRuntime("pyrite_compare_int_float", b.getI32Type(), {i, f});
  if (lf) { // Compare(f, i): mirror the predicate.
    static const P mirrored[] = {P::Gt, P::Ge, P::Lt, P::Le, P::Eq, P::Ne};
    p = mirrored[(int)p];
  }
  Value lt0 = cmpi(arith::CmpIPredicate::eq, order, constInt(-1, 32));
  Value eq0 = cmpi(arith::CmpIPredicate::eq, order, constInt(0, 32));
  Value gt0 = cmpi(arith::CmpIPredicate::eq, order, constInt(1, 32));
  switch (p) {
  case P::Lt: return lt0;
  case P::Le: return orI(lt0, eq0);
  case P::Gt: return gt0;
  case P::Ge: return orI(gt0, eq0);
  case P::Eq: return eq0;
  case P::Ne: return notI(eq0);
  }
  llvm_unreachable("unknown predicate");
}

Value FunctionLowering::truth(Value v, Type pyType) {
  return llvm::TypeSwitch<Type, Value>(pyType)
      .Case<py::BoolType>([&](auto) { return v; })
      .Case<py::IntType>([&](auto) { return cmpi(arith::CmpIPredicate::ne, v, constInt(0)); })
      .Case<py::FloatType>(
          [&](auto) { return cmpf(arith::CmpFPredicate::UNE, v, constFloat(0.0)); })
      .Case<py::ComplexType>([&](py::ComplexType t) { // NaN parts are true
        auto [re, im] = complexParts(v, t);
        return orI(cmpf(arith::CmpFPredicate::UNE, re, constFloat(0.0)),
                   cmpf(arith::CmpFPredicate::UNE, im, constFloat(0.0)));
      })
      .Case<py::TupleType>([&](py::TupleType t) { return constBool(!t.getElements().empty()); })
      .Case<py::NPScalarType>(
          [&](py::NPScalarType t) { return castDtype(v, t.getDtype(), b.getI1Type()); })
      .Case<py::ObjectType>([&](auto) { return objectTruth(v); })
      .Default([&](Type) { return constBool(false); });
}

Value FunctionLowering::floatToInt(Value v) {
  raiseIf(cmpf(arith::CmpFPredicate::UNO, v, v), ExceptionKind::ValueError,
          "cannot convert float NaN to integer");
  Value t = math::TruncOp::create(b, loc, v);
  Value inRange = andI(cmpf(arith::CmpFPredicate::OGE, t, constFloat(-0x1p63)),
                       cmpf(arith::CmpFPredicate::OLT, t, constFloat(0x1p63)));
  raiseIf(notI(inRange), ExceptionKind::OverflowError,
          "cannot convert float to a 64-bit int (infinite or too large)");
  return arith::FPToSIOp::create(b, loc, b.getI64Type(), t);
}

//===----------------------------------------------------------------------===//
// Builtins and math
//===----------------------------------------------------------------------===//

Value FunctionLowering::mathChecked(Value x, Value r, bool canOverflow) {
  // CPython's math_1: NaN from a non-NaN is a domain error; an infinity from a
  // finite argument is a range error (or a domain error, as for log(0)).
  Value nanOut = andI(cmpf(arith::CmpFPredicate::UNO, r, r), cmpf(arith::CmpFPredicate::ORD, x, x));
  raiseIf(nanOut, ExceptionKind::ValueError, "math domain error");
  Value inf = constFloat(std::numeric_limits<double>::infinity());
  Value infOut = andI(cmpf(arith::CmpFPredicate::OEQ, math::AbsFOp::create(b, loc, r), inf),
                      cmpf(arith::CmpFPredicate::ONE, math::AbsFOp::create(b, loc, x), inf));
  raiseIf(infOut, canOverflow ? ExceptionKind::OverflowError : ExceptionKind::ValueError,
          canOverflow ? "math range error" : "math domain error");
  return r;
}

Value FunctionLowering::mathUnary(Operation *op, Value x) {
  auto un = [&](auto tag) -> Value {
    using OpT = typename decltype(tag)::type;
    return OpT::create(b, loc, x);
  };
  auto check = [&](Value r, bool canOverflow = false) { return mathChecked(x, r, canOverflow); };
  if (isa<py::MathSqrtOp>(op)) return check(un(llvm::type_identity<math::SqrtOp>()));
  if (isa<py::MathExpOp>(op)) return check(un(llvm::type_identity<math::ExpOp>()), true);
  if (isa<py::MathLogOp>(op)) return check(un(llvm::type_identity<math::LogOp>()));
  // MLIR expands math.log1p as log(1 + x), which loses the small-x precision
  // log1p exists for: call libm's.
  if (isa<py::MathLog1pOp>(op)) return check(callRuntime("log1p", b.getF64Type(), {x}));
  if (isa<py::MathLog2Op>(op)) return check(un(llvm::type_identity<math::Log2Op>()));
  if (isa<py::MathLog10Op>(op)) return check(un(llvm::type_identity<math::Log10Op>()));
  if (isa<py::MathSinOp>(op)) return check(un(llvm::type_identity<math::SinOp>()));
  if (isa<py::MathCosOp>(op)) return check(un(llvm::type_identity<math::CosOp>()));
  if (isa<py::MathTanOp>(op)) return check(un(llvm::type_identity<math::TanOp>()));
  if (isa<py::MathAsinOp>(op)) return check(un(llvm::type_identity<math::AsinOp>()));
  if (isa<py::MathAcosOp>(op)) return check(un(llvm::type_identity<math::AcosOp>()));
  if (isa<py::MathAtanOp>(op)) return check(un(llvm::type_identity<math::AtanOp>()));
  if (isa<py::MathSinhOp>(op)) return check(un(llvm::type_identity<math::SinhOp>()), true);
  if (isa<py::MathCoshOp>(op)) return check(un(llvm::type_identity<math::CoshOp>()), true);
  if (isa<py::MathTanhOp>(op)) return check(un(llvm::type_identity<math::TanhOp>()));
  if (isa<py::MathFabsOp>(op)) return un(llvm::type_identity<math::AbsFOp>());
  return {};
}

Value FunctionLowering::lowerIsNone(py::IsNoneOp op, Value x, Type type) {
  bool wantNone = !op.getNegated();
  if (isa<py::ObjectType>(type)) {
    Value none = objectIsNone(x);
    return wantNone ? none : notI(none);
  }
  auto u = dyn_cast<py::UnionType>(type);
  std::optional<unsigned> noneTag = u ? u.indexOf(py::NoneType::get(ctx)) : std::nullopt;
  if (!noneTag) // known from the type
    return constBool(isa<py::NoneType>(type) == wantNone);
  Value tag = LLVM::ExtractValueOp::create(b, loc, x, ArrayRef<int64_t>{0});
  return cmpi(wantNone ? arith::CmpIPredicate::eq : arith::CmpIPredicate::ne, tag,
              constInt(*noneTag, 8));
}

Value FunctionLowering::lowerRowsMatch(ArrayRef<Value> arrays) {
  Value rows = dimSize(arrays[0], 0), columns = dimSize(arrays[0], 1), all = constBool(true);
  auto slowestAxis = [&](Value array) -> Value {
    Value order = kOrderLayout({array}, {rows, columns}).second;
    return LLVM::LoadOp::create(b, loc, b.getI32Type(), order);
  };
  Value sourceSlowest;
  for (Value array : arrays.drop_front()) {
    if (cast<MemRefType>(array.getType()).getRank() == 1) {
      all = andI(all, cmpi(arith::CmpIPredicate::eq, dimSize(array, 0), columns));
      continue;
    }
    // Another source: the first's shape, and its order of axes, so what the
    // run computes from both is laid out (and summed) as NumPy's would be.
    if (!sourceSlowest)
      sourceSlowest = slowestAxis(arrays[0]);
    all = andI(all, cmpi(arith::CmpIPredicate::eq, dimSize(array, 0), rows));
    all = andI(all, cmpi(arith::CmpIPredicate::eq, dimSize(array, 1), columns));
    all = andI(all, cmpi(arith::CmpIPredicate::eq, slowestAxis(array), sourceSlowest));
  }
  return all;
}

Value FunctionLowering::lowerBuiltinFunction(py::LibraryCallOpInterface call,
                                             ArrayRef<Value> pyArgs, ArrayRef<Type> pyTypes) {
  Operation *op = call;
  Type result = op->getResult(0).getType();
  if (isa<py::BuiltinsLenOp>(op)) {
    if (auto tuple = dyn_cast<py::TupleType>(pyTypes[0]))
      return constInt(tuple.getElements().size());
    return dimSize(pyArgs[0], 0);
  }
  if (auto scalar = dyn_cast<py::NPScalarType>(result)) { // abs, min, max of NumPy scalars
    Type dtype = scalar.getDtype();
    // (np.bool_ orders False before True: as unsigned.)
    bool isFloat = isa<FloatType>(dtype),
         isUnsigned = dtype.isUnsignedInteger() || dtype.isInteger(1);
    if (isa<py::BuiltinsAbsOp>(op)) {
      Value x = pyArgs[0];
      if (isa<ComplexType>(x.getType())) // NumPy's |z| of a complex scalar
        return npComplexUfunc(op, x);
      if (isFloat)
        return math::AbsFOp::create(b, loc, x);
      if (isUnsigned)
        return x;
      Value negative = cmpi(arith::CmpIPredicate::slt, x, zeroOf(x.getType()));
      return select(negative, arith::SubIOp::create(b, loc, zeroOf(x.getType()), x), x);
    }
    bool isMax = isa<py::BuiltinsMaxOp>(op);
    Value best = pyArgs[0];
    for (Value next : pyArgs.drop_front()) {
      Value better =
          isFloat ? cmpf(isMax ? arith::CmpFPredicate::OGT : arith::CmpFPredicate::OLT, next, best)
          : isUnsigned
              ? cmpi(isMax ? arith::CmpIPredicate::ugt : arith::CmpIPredicate::ult, next, best)
              : cmpi(isMax ? arith::CmpIPredicate::sgt : arith::CmpIPredicate::slt, next, best);
      best = select(better, next, best);
    }
    return best;
  }
  // Other builtins see a NumPy scalar as the Python value it converts to.
  SmallVector<Value> args(pyArgs);
  SmallVector<Type> types(pyTypes);
  if (isa<py::BuiltinsComplexOp>(op)) // which NumPy scalars count as complex matters here
    return lowerComplexConstructor(pyArgs, pyTypes);
  toPythonScalars(args, types);
  if (isa<py::BuiltinsBoolOp>(op))
    return truth(args[0], types[0]);
  if (isa<py::BuiltinsFloatOp>(op))
    return toF64(args[0], types[0]);
  if (isa<py::BuiltinsIntOp>(op))
    return isa<py::FloatType>(types[0]) ? floatToInt(args[0]) : toI64(args[0], types[0]);
  if (isa<py::BuiltinsRoundOp>(op))
    return isa<py::FloatType>(types[0])
               ? floatToInt(math::RoundEvenOp::create(b, loc, args[0]))
               : toI64(args[0], types[0]);
  if (isa<py::BuiltinsAbsOp>(op)) {
    if (isa<py::ComplexType>(types[0]))
      return lowerComplexAbs(args[0]);
    if (isa<py::FloatType>(types[0]))
      return math::AbsFOp::create(b, loc, args[0]);
    Value x = toI64(args[0], types[0]);
    raiseIf(cmpi(arith::CmpIPredicate::eq, x, constInt(std::numeric_limits<int64_t>::min())),
            ExceptionKind::OverflowError, kIntOverflow);
    Value neg = arith::SubIOp::create(b, loc, constInt(0), x);
    return select(cmpi(arith::CmpIPredicate::slt, x, constInt(0)), neg, x);
  }
  if (isa<py::BuiltinsMinOp, py::BuiltinsMaxOp>(op)) {
    // The first extreme argument wins, exactly as CPython's loop keeps it.
    bool isMax = isa<py::BuiltinsMaxOp>(op);
    Value best = args[0];
    for (Value next : ArrayRef<Value>(args).drop_front()) {
      Value better;
      if (isa<py::FloatType>(types[0]))
        better = cmpf(isMax ? arith::CmpFPredicate::OGT : arith::CmpFPredicate::OLT, next, best);
      else
        better = cmpi(isa<py::BoolType>(types[0])
                          ? (isMax ? arith::CmpIPredicate::ugt : arith::CmpIPredicate::ult)
                          : (isMax ? arith::CmpIPredicate::sgt : arith::CmpIPredicate::slt),
                      next, best);
      best = select(better, next, best);
    }
    return best;
  }
  if (isa<py::BuiltinsDivmodOp>(op)) {
    Type structType = lowerType(result);
    Value q, m;
    if (isa<py::FloatType>(cast<py::TupleType>(result).getElements()[0])) {
      Value l = toF64(args[0], types[0]), r = toF64(args[1], types[1]);
      raiseIf(cmpf(arith::CmpFPredicate::OEQ, r, constFloat(0.0)),
              ExceptionKind::ZeroDivisionError, "float divmod()");
      q = floatDivmod(l, r, /*floorDiv=*/true);
      m = floatDivmod(l, r, /*floorDiv=*/false);
    } else {
      std::tie(q, m) = intFloorDivMod(toI64(args[0], types[0]), toI64(args[1], types[1]), true);
    }
    Value t = LLVM::UndefOp::create(b, loc, structType);
    t = LLVM::InsertValueOp::create(b, loc, t, q, ArrayRef<int64_t>{0});
    return LLVM::InsertValueOp::create(b, loc, t, m, ArrayRef<int64_t>{1});
  }
  return {};
}

Value FunctionLowering::lowerMathFunction(py::LibraryCallOpInterface call, ArrayRef<Value> pyArgs,
                                          ArrayRef<Type> pyTypes) {
  Operation *op = call;
  SmallVector<Value> args(pyArgs);
  SmallVector<Type> types(pyTypes);
  toPythonScalars(args, types);
  if (isa<py::MathTruncOp>(op))
    return isa<py::FloatType>(types[0]) ? floatToInt(args[0]) : toI64(args[0], types[0]);
  if (isa<py::MathFloorOp, py::MathCeilOp>(op)) {
    if (!isa<py::FloatType>(types[0]))
      return toI64(args[0], types[0]);
    Value r = isa<py::MathFloorOp>(op) ? Value(math::FloorOp::create(b, loc, args[0]))
                                   : Value(math::CeilOp::create(b, loc, args[0]));
    return floatToInt(r);
  }
  if (isa<py::MathIsnanOp, py::MathIsinfOp, py::MathIsfiniteOp>(op)) {
    if (!isa<py::FloatType>(types[0]))
      return constBool(isa<py::MathIsfiniteOp>(op));
    Value x = args[0];
    Value nan = cmpf(arith::CmpFPredicate::UNO, x, x);
    Value inf = cmpf(arith::CmpFPredicate::OEQ, math::AbsFOp::create(b, loc, x),
                     constFloat(std::numeric_limits<double>::infinity()));
    if (isa<py::MathIsnanOp>(op))
      return nan;
    if (isa<py::MathIsinfOp>(op))
      return inf;
    return notI(orI(nan, inf));
  }
  SmallVector<Value> fargs;
  for (auto [v, t] : llvm::zip(args, types))
    fargs.push_back(toF64(v, t));
  if (Value r = mathUnary(op, fargs[0]); r && fargs.size() == 1)
    return r;
  if (isa<py::MathLogOp>(op)) { // Two arguments: log(x) / log(base).
    Value lx = mathUnary(op, fargs[0]);
    Value lb = mathUnary(op, fargs[1]);
    raiseIf(cmpf(arith::CmpFPredicate::OEQ, lb, constFloat(0.0)),
            ExceptionKind::ZeroDivisionError, "float division by zero");
    return arith::DivFOp::create(b, loc, lx, lb);
  }
  if (isa<py::MathAtan2Op>(op))
    return math::Atan2Op::create(b, loc, fargs[0], fargs[1]);
  if (isa<py::MathCopysignOp>(op))
    return math::CopySignOp::create(b, loc, fargs[0], fargs[1]);
  if (isa<py::MathHypotOp, py::MathPowOp, py::MathFmodOp>(op)) {
    Value out = slot(b.getF64Type());
    StringRef fn = isa<py::MathHypotOp>(op) ? "pyrite_math_hypot"
                   : isa<py::MathPowOp>(op) ? "pyrite_math_pow"
                                            : "pyrite_math_fmod";
    Value status = callRuntime(fn, b.getI32Type(), {fargs[0], fargs[1], out});
    propagateIf(cmpi(arith::CmpIPredicate::ne, status, constInt(0, 32)));
    return LLVM::LoadOp::create(b, loc, b.getF64Type(), out);
  }
  if (isa<py::MathIscloseOp>(op)) {
    Value r = callRuntime("pyrite_math_isclose", b.getI32Type(), fargs);
    propagateIf(cmpi(arith::CmpIPredicate::slt, r, constInt(0, 32)));
    return cmpi(arith::CmpIPredicate::ne, r, constInt(0, 32));
  }
  return {};
}

//===----------------------------------------------------------------------===//
// print
//===----------------------------------------------------------------------===//

void FunctionLowering::printValue(Value v, Type pyType) {
  llvm::TypeSwitch<Type>(pyType)
      .Case<py::IntType>([&](auto) { callRuntime("pyrite_print_int", {}, {v}); })
      .Case<py::FloatType>([&](auto) { callRuntime("pyrite_print_float", {}, {v}); })
      .Case<py::ComplexType>([&](py::ComplexType t) {
        auto [re, im] = complexParts(v, t);
        callRuntime("pyrite_print_complex", {}, {re, im});
      })
      .Case<py::BoolType>([&](auto) {
        callRuntime("pyrite_print_bool", {}, {arith::ExtUIOp::create(b, loc, b.getI32Type(), v)});
      })
      .Case<py::NoneType>([&](auto) { callRuntime("pyrite_print_str", {}, {stringPointer("None")}); })
      .Case<py::NPScalarType>([&](py::NPScalarType t) {
        Type dtype = t.getDtype();
        if (dtype.isInteger(1))
          callRuntime("pyrite_print_bool", {}, {arith::ExtUIOp::create(b, loc, b.getI32Type(), v)});
        else if (dtype.isF64())
          callRuntime("pyrite_print_float", {}, {v});
        else if (dtype.isF32())
          callRuntime("pyrite_print_float32", {}, {v});
        else if (dtype.isUnsignedInteger())
          callRuntime("pyrite_print_uint", {}, {castDtype(v, dtype, b.getI64Type())});
        else
          callRuntime("pyrite_print_int", {}, {castDtype(v, dtype, b.getI64Type())});
      })
      .Case<py::TupleType>([&](py::TupleType t) {
        callRuntime("pyrite_print_str", {}, {stringPointer("(")});
        for (auto [i, e] : llvm::enumerate(t.getElements())) {
          if (i)
            callRuntime("pyrite_print_str", {}, {stringPointer(", ")});
          printValue(tupleItem(v, t, i), e);
        }
        callRuntime("pyrite_print_str", {}, {stringPointer(t.getElements().size() == 1 ? ",)" : ")")});
      })
      .Default([&](Type t) {
        // py-infer-types refuses printing anything else (a union is printed
        // per member before lowering): never print nothing silently.
        llvm::report_fatal_error(llvm::Twine("print of an unexpected type: ") +
                                 py::pythonTypeName(t));
      });
}

//===----------------------------------------------------------------------===//
// Dispatch
//===----------------------------------------------------------------------===//

SmallVector<Value> FunctionLowering::castTo(ValueRange values, Block *dest) {
  SmallVector<Value> out;
  for (auto [v, arg] : llvm::zip(values, dest->getArguments()))
    out.push_back(v.getType() == arg.getType()
                      ? v
                      : memref::CastOp::create(b, loc, arg.getType(), v).getResult());
  return out;
}

LogicalResult FunctionLowering::lower(Operation *op) {
  if (fused.contains(op))
    return success(); // Computed inside its user's loop.
  if (auto it = rowFusions.runOf.find(op); it != rowFusions.runOf.end()) {
    const RowFusion &run = rowFusions.runs[it->second];
    if (run.members.front() == op) // the whole run, at its first member
      lowerRowFusion(run);
    return success();
  }
  loc = op->getLoc();
  deferOverflow = inIfArm.contains(op);
  b.setInsertionPoint(op);
  ArrayRef<Type> types = operandPyTypes[op];
  SmallVector<Value> operands(op->getOperands());
  Value result;
  bool handled = true;
  indexFlags.clear();
  if (isa<py::GetItemOp, py::SetItemOp>(op))
    for (unsigned p = 0; p < op->getNumOperands(); ++p) {
      auto it = inBounds->coveredIndexes.find({op, p});
      indexFlags.push_back(it == inBounds->coveredIndexes.end() ? Value()
                                                                : inBoundsFlags[it->second]);
    }
  overflowExcused = nullptr;
  if (auto it = inBounds->coveredOffsets.find(op); it != inBounds->coveredOffsets.end())
    overflowExcused = inBoundsFlags[it->second];
  if (py::isArrayElementwise(op)) {
    // NumPy refuses an in-place result's cast before it broadcasts operands.
    Value value = op->getResult(0);
    bool intoTarget = false;
    if (py::SetItemOp store = py::inPlaceStoreOf(op)) {
      ArrayRef<Type> storeTypes = operandPyTypes[store]; // value, target, indices
      auto target = cast<py::NDArrayType>(storeTypes[1]);
      if (raiseUnlessSameKind(py::numpyDtype(value.getType()), target.getElementType())) {
        storedByExpression.insert(store); // raised: what follows is unreachable
      } else if (storeTypes.size() == 3 && isa<py::EllipsisType>(storeTypes[2]) &&
                 cast<py::NDArrayType>(value.getType()).getRank() == target.getRank() &&
                 target.getRank() > 0) { // `x op= y`: x[...] (a larger result raises)
        lowerArrayExpressionInto(op, store.getObject(), target);
        storedByExpression.insert(store);
        result = borrowed(store.getObject()); // nothing of its own to release
        intoTarget = true;
      }
    }
    if (!intoTarget)
      result = lowerArrayExpression(op);
    for (unsigned id : releasableResults.lookup(op))
      releasable[id] = result;
    op->getResult(0).replaceAllUsesWith(result);
    releaseDeadArrays(op);
    op->erase();
    return success();
  }
  llvm::TypeSwitch<Operation *>(op)
      .Case<py::ConstantOp>([&](py::ConstantOp c) {
        Attribute v = c.getValue();
        // BoolAttr is an IntegerAttr too: test it first.
        if (auto bo = dyn_cast<BoolAttr>(v))
          result = constBool(bo.getValue());
        else if (auto i = dyn_cast<IntegerAttr>(v))
          result = constInt(i.getInt());
        else if (auto f = dyn_cast<FloatAttr>(v))
          result = constFloat(f.getValueAsDouble());
        else if (auto parts = dyn_cast<ArrayAttr>(v)) // a complex (the verifier checked)
          result = makeComplex(constFloat(cast<FloatAttr>(parts[0]).getValueAsDouble()),
                               constFloat(cast<FloatAttr>(parts[1]).getValueAsDouble()));
        else
          result = constBool(false);
      })
      .Case<py::UndefOp>([&](py::UndefOp u) { result = zeroOf(lowerType(u.getType())); })
      .Case<py::ToUnionOp>([&](py::ToUnionOp o) {
        result = toUnion(operands[0], types[0], o.getType());
      })
      .Case<py::NarrowOp>([&](py::NarrowOp o) {
        auto from = dyn_cast<py::UnionType>(types[0]);
        if (!from || types[0] == o.getType())
          result = operands[0];
        else if (auto to = dyn_cast<py::UnionType>(o.getType()))
          result = toUnion(operands[0], from, to);
        else
          result = unionMember(operands[0], *from.indexOf(o.getType()), o.getType());
      })
      .Case<py::UnionTagOp>([&](auto) {
        result = LLVM::ExtractValueOp::create(b, loc, operands[0], ArrayRef<int64_t>{0});
      })
      .Case<py::UnionMemberOp>([&](py::UnionMemberOp o) {
        result = unionMember(operands[0], o.getIndex(), o.getType());
      })
      .Case<py::BoxOp>([&](auto) {
        result = operands.size() == 2 ? boxReusing(operands[0], types[0], operands[1])
                                      : box(operands[0], types[0]);
      })
      .Case<py::NullObjectOp>([&](auto) { result = nullObject(); })
      .Case<py::UnboxOp>([&](py::UnboxOp o) {
        result = unbox(operands[0], o.getType(), o.getWhat(), o.getArrayIndex());
      })
      .Case<py::FallbackOp>([&](py::FallbackOp o) {
        lowerFallback(o, operands, types);
      })
      .Case<py::BinaryOp>([&](py::BinaryOp o) {
        if (isa<py::ObjectType>(o.getType()))
          result = objectBinary(o, operands[0], operands[1], types[0], types[1]);
        else
          result = lowerBinary(o, operands[0], operands[1], types[0], types[1]);
      })
      .Case<py::UnaryOp>([&](py::UnaryOp o) {
        Value x = operands[0];
        if (isa<py::ObjectType>(types[0])) {
          result = objectUnary(o.getKind(), x);
          return;
        }
        auto scalar = dyn_cast<py::NPScalarType>(types[0]);
        if (scalar && o.getKind() != py::UnaryOpKind::Not) {
          result = lowerNumPyUnary(o.getKind(), x, scalar.getDtype());
          return;
        }
        switch (o.getKind()) {
        case py::UnaryOpKind::Not:
          result = notI(truth(x, types[0]));
          break;
        case py::UnaryOpKind::Pos:
          result = isa<py::FloatType, py::ComplexType>(types[0]) ? x : toI64(x, types[0]);
          break;
        case py::UnaryOpKind::Invert:
          result = arith::XOrIOp::create(b, loc, toI64(x, types[0]), constInt(-1));
          break;
        case py::UnaryOpKind::Neg:
          if (isa<py::ComplexType>(types[0])) {
            auto [re, im] = complexParts(x, types[0]);
            result = makeComplex(arith::NegFOp::create(b, loc, re), arith::NegFOp::create(b, loc, im));
            break;
          }
          result = isa<py::FloatType>(types[0])
                       ? Value(arith::NegFOp::create(b, loc, x))
                       : checkedIntOp(py::BinaryOpKind::Sub, constInt(0), toI64(x, types[0]));
          break;
        }
      })
      .Case<py::CompareOp>([&](py::CompareOp o) {
        if (isa<py::ObjectType>(o.getType()))
          result = objectCompare(o.getPredicate(), operands[0], operands[1], types[0], types[1]);
        else
          result = lowerCompare(o.getPredicate(), operands[0], operands[1], types[0], types[1]);
      })
      .Case<py::TruthOp>([&](auto) { result = truth(operands[0], types[0]); })
      .Case<py::IsNoneOp>([&](py::IsNoneOp o) { result = lowerIsNone(o, operands[0], types[0]); })
      .Case<py::DtypeIsOp>([&](py::DtypeIsOp o) { // known from the types
        bool same = cast<py::NDArrayType>(types[0]).getElementType() == *o.getDtype();
        result = constBool(same != o.getNegated());
      })
      .Case<py::RowsMatchOp>([&](auto) { result = lowerRowsMatch(operands); })
      .Case<py::LibraryCallOpInterface>([&](py::LibraryCallOpInterface o) {
        if (isa<py::ObjectType>(op->getResult(0).getType()))
          result = objectCall(o.getPythonName(), operands, types);
        else if (op->hasTrait<py::BuiltinFunction>())
          result = lowerBuiltinFunction(o, operands, types);
        else if (op->hasTrait<py::MathFunction>())
          result = lowerMathFunction(o, operands, types);
        else
          result = lowerNumPyFunction(o, operands, types);
        handled = bool(result);
      })
      .Case<py::PrintOp>([&](py::PrintOp o) {
        unsigned next = 0;
        for (auto [i, piece] : llvm::enumerate(o.getPieces())) {
          if (i)
            callRuntime("pyrite_print_str", {}, {stringPointer(o.getSep())});
          if (auto literal = dyn_cast<StringAttr>(piece)) {
            callRuntime("pyrite_print_str", {}, {stringPointer(literal.getValue())});
          } else {
            printValue(operands[next], types[next]);
            ++next;
          }
        }
        callRuntime("pyrite_print_str", {}, {stringPointer(o.getEnd())});
      })
      .Case<py::MakeTupleOp>([&](py::MakeTupleOp o) {
        if (isa<py::ObjectType>(o.getType())) {
          result = objectTuple(operands, types);
          return;
        }
        result = makeTuple(operands, cast<py::TupleType>(o.getType()), [&](unsigned i) {
          return movedIntoTuples.contains(&o->getOpOperand(i));
        });
      })
      .Case<py::GetItemOp>([&](py::GetItemOp o) {
        if (isa<py::ObjectType>(types[0])) {
          result = newObject("pyrite_object_getitem", {operands[0], box(operands[1], types[1])});
          return;
        }
        if (auto tuple = dyn_cast<py::TupleType>(types[0])) {
          result = tupleItemAt(operands[0], tuple, operands[1], types[1]);
          return;
        }
        auto array = cast<py::NDArrayType>(types[0]);
        if (py::arrayIndex(types.drop_front()))
          result = takeByArrayIndex(operands[0], array, operands[1], types[1],
                                    cast<py::NDArrayType>(o.getType()));
        else if (auto view = dyn_cast<py::NDArrayType>(o.getType()))
          result = lowerArrayView(operands[0], ArrayRef<Value>(operands).drop_front(),
                                  types.drop_front(), view);
        else
          result = lowerGetItem(operands[0], ArrayRef<Value>(operands).drop_front(),
                                types.drop_front(), array.getElementType());
      })
      .Case<py::SetItemOp>([&](py::SetItemOp o) {
        if (storedByExpression.contains(o))
          return;
        if (isa<py::ObjectType>(types[1])) { // target[index] = value
          Value status = callRuntime("pyrite_object_setitem", b.getI32Type(),
                                     {operands[1], box(operands[2], types[2]),
                                      box(operands[0], types[0])});
          raiseFromCPythonIf(cmpi(arith::CmpIPredicate::ne, status, constInt(0, 32)));
          return;
        }
        auto array = cast<py::NDArrayType>(types[1]);
        ArrayRef<Value> indices = ArrayRef<Value>(operands).drop_front(2);
        ArrayRef<Type> indexTypes = types.drop_front(2);
        if (py::arrayIndex(indexTypes)) {
          putByArrayIndex(operands[1], array, indices[0], indexTypes[0], operands[0], types[0]);
          return;
        }
        std::optional<unsigned> viewRank = py::indexedRank(array.getRank(), indexTypes);
        if (!viewRank) {
          lowerSetItem(operands[0], types[0], operands[1], indices, indexTypes,
                       array.getElementType());
          return;
        }
        auto viewType = py::NDArrayType::get(
            ctx, SmallVector<int64_t>(*viewRank, ShapedType::kDynamic), array.getElementType());
        Value view = lowerArrayView(operands[1], indices, indexTypes, viewType);
        if (o.getUfuncOut() && !isa<py::NDArrayType>(types[0])) // vector @= vector
          raiseIf(constBool(true), ExceptionKind::ValueError,
                  "inplace matrix multiplication requires the first operand to have at least "
                  "one and the second at least two dimensions.");
        else if (o.getUfuncOut())
          storeUfuncOutput(view, viewType, operands[0], cast<py::NDArrayType>(types[0]),
                           freshStores.contains(o));
        else
          storeIntoView(view, viewType, operands[0], types[0], freshStores.contains(o));
      })
      .Case<py::MakeSliceOp>([&](auto) { result = makeSlice(operands, types); })
      .Case<py::GetAttrOp>([&](py::GetAttrOp o) {
        result = isa<py::ObjectType>(types[0])
                     ? newObject("pyrite_object_getattr", {operands[0], stringPointer(o.getName())})
                     : lowerGetAttr(o, operands[0], types[0]);
      })
      .Case<py::TupleGetOp>([&](py::TupleGetOp o) {
        if (isa<py::ObjectType>(types[0])) // an item of a py.unpack's tuple
          result = newObject("pyrite_object_item", {operands[0], constInt(o.getIndex())});
        else
          result = tupleItem(operands[0], cast<py::TupleType>(types[0]), o.getIndex(),
                             ownedTupleItems.contains(o));
      })
      .Case<py::UnpackOp>([&](py::UnpackOp o) {
        result = newObject("pyrite_object_unpack", {operands[0], constInt(o.getCount())});
      })
      .Case<py::CheckUnpackOp>([&](py::CheckUnpackOp o) {
        int64_t count = o.getCount();
        Value rows = dimSize(operands[0], 0);
        std::string expected = "(expected " + std::to_string(count);
        raiseIf(cmpi(arith::CmpIPredicate::sgt, rows, constInt(count)), ExceptionKind::ValueError,
                "too many values to unpack " + expected + ")");
        for (int64_t got = 0; got < count; ++got)
          raiseIf(cmpi(arith::CmpIPredicate::eq, rows, constInt(got)), ExceptionKind::ValueError,
                  "not enough values to unpack " + expected + ", got " + std::to_string(got) + ")");
      })
      .Case<py::RangeLenOp>([&](auto) {
        Value start = toI64(operands[0], types[0]), stop = toI64(operands[1], types[1]),
              step = toI64(operands[2], types[2]);
        raiseIf(cmpi(arith::CmpIPredicate::eq, step, constInt(0)), ExceptionKind::ValueError,
                "range() arg 3 must not be zero");
        // Differences are exact as unsigned 64-bit values; a count beyond
        // INT64_MAX saturates (2**63 iterations never finish anyway).
        Value up = cmpi(arith::CmpIPredicate::sgt, step, constInt(0));
        Value lo = select(up, start, stop), hi = select(up, stop, start);
        Value mag = select(up, step, arith::SubIOp::create(b, loc, constInt(0), step));
        Value diff = arith::SubIOp::create(b, loc, hi, lo);
        Value count = arith::AddIOp::create(
            b, loc, arith::DivUIOp::create(b, loc, arith::SubIOp::create(b, loc, diff, constInt(1)), mag),
            constInt(1));
        Value empty = cmpi(arith::CmpIPredicate::sge, lo, hi);
        Value saturated = select(cmpi(arith::CmpIPredicate::slt, count, constInt(0)),
                                 constInt(std::numeric_limits<int64_t>::max()), count);
        result = select(empty, constInt(0), saturated);
      })
      .Case<py::RangeItemOp>([&](auto) {
        Value scaled = arith::MulIOp::create(b, loc, toI64(operands[2], types[2]),
                                             toI64(operands[1], types[1]));
        result = arith::AddIOp::create(b, loc, toI64(operands[0], types[0]), scaled);
      })
      .Case<py::CheckBoundOp>([&](py::CheckBoundOp o) {
        raiseIf(notI(operands[0]), ExceptionKind::UnboundLocalError,
                ("cannot access local variable '" + o.getName() +
                 "' where it is not associated with a value")
                    .str());
      })
      .Case<py::CallOp>([&](py::CallOp o) {
        flushOverflow();
        auto callee = symbols.lookup<func::FuncOp>(o.getCallee());
        SmallVector<Value> args;
        for (Value v : operands) // the caller keeps its arrays: the callee borrows
          args.push_back(isa<MemRefType>(v.getType()) ? borrowed(v) : v);
        args.push_back(arith::AddIOp::create(b, loc, depth, constInt(1)));
        if (!calleeFlag)
          calleeFlag = slot(b.getI1Type());
        LLVM::StoreOp::create(b, loc, constBool(false), calleeFlag);
        args.push_back(calleeFlag);
        auto call = func::CallOp::create(b, loc, callee, args);
        propagateIf(LLVM::LoadOp::create(b, loc, b.getI1Type(), calleeFlag));
        result = call.getResult(0);
      })
      .Case<py::BranchOp>([&](py::BranchOp o) {
        if (backEdges.contains(o))
          flushOverflow();
        if (auto it = inBounds->loopEnteredBy.find(o); it != inBounds->loopEnteredBy.end())
          inBoundsFlags[it->second] = inBoundsFlag(inBounds->loops[it->second]);
        if (auto it = independentLoops.loopEnteredBy.find(o);
            it != independentLoops.loopEnteredBy.end())
          runIndependentLoopOnDevice(it->second);
        cf::BranchOp::create(b, loc, o.getDest(), castTo(o.getDestOperands(), o.getDest()));
      })
      .Case<py::CondBranchOp>([&](py::CondBranchOp o) {
        if (backEdges.contains(o))
          flushOverflow();
        cf::CondBranchOp::create(b, loc, o.getCondition(), o.getTrueDest(),
                                 castTo(o.getTrueDestOperands(), o.getTrueDest()),
                                 o.getFalseDest(),
                                 castTo(o.getFalseDestOperands(), o.getFalseDest()));
      })
      .Case<py::ReturnOp>([&](auto) {
        flushOverflow();
        Value value = operands[0];
        if (isa<py::ObjectType>(types[0])) // a variable a fallback left unbound
          raiseIf(isNullObject(value), ExceptionKind::UnboundLocalError,
                  "cannot access a local variable where it is not associated with a value");
        if (value.getType() != resultType) // an array of known sizes, returned as `?`
          value = memref::CastOp::create(b, loc, resultType, value);
        func::ReturnOp::create(b, loc, ValueRange{value});
      })
      .Case<py::RaiseOp>([&](py::RaiseOp o) {
        callRuntime("pyrite_raise", {},
                    {constInt((int64_t)o.getKind(), 32), stringPointer(o.getMessage())});
        cf::BranchOp::create(b, loc, failureBlock(), ValueRange{failureLine()});
      })
      .Default([&](Operation *) { handled = false; });
  if (!handled)
    return op->emitError("cannot lower '") << op->getName() << "' to standard dialects";
  indexFlags.clear();
  overflowExcused = nullptr;
  if (op->getNumResults() == 1)
    op->getResult(0).replaceAllUsesWith(result);
  for (unsigned id : releasableResults.lookup(op))
    releasable[id] = result;
  releaseDeadArrays(op);
  op->erase();
  return success();
}

//===----------------------------------------------------------------------===//
// Freeing arrays at their last use
//===----------------------------------------------------------------------===//

// Where they die: compiler/Analysis/ArrayReleases.h.

void FunctionLowering::planReleases() {
  if (!releaseArrays)
    return;
  ArrayReleasePlan plan = findArrayReleases(func, fused, rowFusions, *freshReturning);
  movedIntoTuples = std::move(plan.movedIntoTuples);
  ownedTupleItems = std::move(plan.ownedTupleItems);
  for (const ArrayRelease &release : plan.releases) {
    // Numbered: an op's result is known by its lowered value only later.
    unsigned id = releasable.size();
    if (auto arg = dyn_cast<BlockArgument>(release.array)) {
      releasable.push_back(arg);
    } else {
      releasable.push_back(Value());
      releasableResults[release.array.getDefiningOp()].push_back(id);
    }
    releasesAfter[release.after].push_back(id);
  }
}

//===----------------------------------------------------------------------===//
// Loops whose indexes are in bounds
//===----------------------------------------------------------------------===//

void FunctionLowering::planInBoundsLoops() {
  if (inBoundsLoops)
    inBounds.emplace(func);
  else
    inBounds.emplace(); // none: every index checked
  inBoundsFlags.assign(inBounds->loops.size(), Value());
  if (!inBounds->loops.empty())
    module->setAttr(kInBoundsLoopsAttr, UnitAttr::get(ctx));
}

Value FunctionLowering::inBoundsFlag(const InBoundsLoop &loop) {
  using P = arith::CmpIPredicate;
  Value start = toI64(loop.rangeItem->getOperand(0), operandPyTypes[loop.rangeItem][0]);
  Value len = loop.headerCompare->getOperand(1);
  Value last = arith::SubIOp::create(b, loc, len, constInt(1));
  Value inBounds = constBool(true);
  for (const InBoundsLoop::Index &index : loop.indexes) {
    unsigned first = isa<py::SetItemOp>(index.access) ? 2 : 1;
    Value size = dimSize(index.access->getOperand(first - 1), index.position - first);
    // start + c >= 0, and then len - 1 < size - c - start cannot overflow.
    Value low = cmpi(P::sge, start, constInt(-index.offset));
    Value room = arith::SubIOp::create(
        b, loc, arith::SubIOp::create(b, loc, size, constInt(index.offset)), start);
    inBounds = andI(inBounds, andI(low, cmpi(P::slt, last, room)));
  }
  return orI(cmpi(P::sle, len, constInt(0)), inBounds);
}

void FunctionLowering::releaseDeadArrays(Operation *op) {
  auto it = releasesAfter.find(op);
  if (it == releasesAfter.end())
    return;
  auto reused = reusedLeaves.find(op);
  for (unsigned id : it->second)
    releaseArray(reused != reusedLeaves.end() && reused->second.first == id
                     ? reused->second.second
                     : releasable[id]);
}

/// CPython's default recursion limit (sys.getrecursionlimit()).
constexpr int64_t kRecursionLimit = 1000;

/// (args..., depth, raised*) -> result: the internal convention of compiled
/// code. A function that raises stores true through `raised` (the caller
/// clears it): a pointer, not a second result, because after inlining SROA
/// makes it a scalar that jump threading removes from the path that does not
/// raise, where a {value, flag} struct merge would stay. `depth` counts
/// compiled frames, so unbounded recursion raises RecursionError instead of
/// overflowing the native stack; calls LLVM inlines fold it away.
FunctionType lowerFunctionType(FunctionType type) {
  MLIRContext *ctx = type.getContext();
  SmallVector<Type> inputs;
  for (Type t : type.getInputs())
    inputs.push_back(lowerType(t));
  inputs.push_back(IntegerType::get(ctx, 64));
  inputs.push_back(LLVM::LLVMPointerType::get(ctx));
  return FunctionType::get(ctx, inputs, {lowerType(type.getResult(0))});
}

void FunctionLowering::collectOps(SmallVectorImpl<Operation *> &ops) {
  ops.clear();
  operandPyTypes.clear();
  func.walk([&](Operation *op) {
    if (op->getDialect() && isa<py::PyDialect>(op->getDialect())) {
      ops.push_back(op);
      operandPyTypes[op] = SmallVector<Type>(op->getOperandTypes());
    }
  });
}

LogicalResult FunctionLowering::run() {
  resultType = lowerType(pyType.getResult(0));
  SmallVector<Operation *> ops;
  collectOps(ops);
  // The analyses read py types: before any is lowered. The row fusions are
  // planned with this fused set: moving their constants may not change it.
  fused = findFusedElementwise(func);
  // Row fusions run on the host; for a GPU, their members are element loops
  // and device reductions (DeviceReductions.cpp) instead.
  if (!deviceChecks)
    planRowFusions(ops);
  planReleases();
  planInBoundsLoops();
  if (deviceChecks)
    planIndependentLoops();
  SmallVector<BlockArgument> unionArguments;
  for (Block &block : func.getBody())
    for (BlockArgument arg : block.getArguments()) {
      if (isa<py::UnionType>(arg.getType()))
        unionArguments.push_back(arg);
      arg.setType(lowerType(arg.getType()));
    }
  for (Block &block : func.getBody()) {
    Block *pred = block.getSinglePredecessor();
    if (pred && isa<py::CondBranchOp>(pred->getTerminator()))
      for (Operation &op : block)
        inIfArm.insert(&op);
  }
  DominanceInfo dominance(func);
  func.walk([&](Operation *op) {
    if (isa<py::BranchOp, py::CondBranchOp>(op))
      for (Block *succ : op->getSuccessors())
        if (dominance.dominates(succ, op->getBlock()))
          backEdges.insert(op);
  });
  Block &entry = func.getBody().front();
  depth = entry.addArgument(b.getI64Type(), func.getLoc());
  raisedFlag = entry.addArgument(LLVM::LLVMPointerType::get(ctx), func.getLoc());
  overflowSlot = slot(b.getI1Type());
  b.setInsertionPointAfter(overflowSlot.getDefiningOp());
  loc = func.getLoc();
  LLVM::StoreOp::create(b, loc, constBool(false), overflowSlot);
  raiseIf(cmpi(arith::CmpIPredicate::sge, depth, constInt(kRecursionLimit)),
          ExceptionKind::RecursionError, "maximum recursion depth exceeded");
  // A store cannot overlap its target when the value is an array made just
  // before (an expression), or when the value is an argument and the target
  // an array this function created (`v = np.zeros(n); v[:] = u`).
  for (Operation *op : ops)
    if (auto store = dyn_cast<py::SetItemOp>(op)) {
      auto argument = dyn_cast<BlockArgument>(store.getValue());
      if (py::isNewArray(store.getValue()) ||
          (argument && argument.getOwner()->isEntryBlock() && py::isNewArray(store.getObject())))
        freshStores.insert(op);
    }
  for (Operation *op : ops)
    if (failed(lower(op)))
      return failure();
  // Computed in their users' loops, they go last, users first.
  SmallVector<Operation *> computedElsewhere;
  func.walk([&](Operation *op) {
    if (fused.contains(op) || rowFusions.runOf.contains(op))
      computedElsewhere.push_back(op);
  });
  for (Operation *op : llvm::reverse(computedElsewhere))
    op->erase();
  // Loops a GPU runs instead (runIndependentLoopOnDevice): the host would
  // read their arrays.
  if (!deviceBodies.empty()) {
    llvm::df_iterator_default_set<Block *> reachable;
    for (Block *block : llvm::depth_first_ext(&func.getBody().front(), reachable))
      (void)block;
    llvm::erase_if(unionArguments,
                   [&](BlockArgument arg) { return !reachable.contains(arg.getOwner()); });
    IRRewriter rewriter(ctx);
    (void)eraseUnreachableBlocks(rewriter, func->getRegions());
  }
  scalarizeUnionArguments(unionArguments);
  func.setPrivate();
  func->removeAttr(py::kReturnAnnotationAttr); // A py type: no longer meaningful.
  // Internal linkage lets LLVM inline and drop specialisations; only the
  // exported wrappers are visible symbols.
  func->setAttr("llvm.linkage", LLVM::LinkageAttr::get(ctx, LLVM::Linkage::Internal));
  return success();
}

//===----------------------------------------------------------------------===//
// Exported C wrappers
//===----------------------------------------------------------------------===//

/// `int32_t <prefix><name>(args..., result *out)`: 0 when the function
/// returned (the value is in *out, unless out is null: then it is dropped),
/// -1 when it raised (see the runtime's pyrite_error_* functions, which
/// describe the last call that raised: each call clears them first). A
/// function that returns None takes no `out`. bool crosses the boundary as a byte, a tuple as
/// a pointer to a C struct (C passes structs by value unlike LLVM aggregates),
/// a complex argument as a `const double _Complex *` (for the same reason),
/// an array argument as a `DLTensor *` and an array result as a
/// `DLManagedTensor *`. With `usesArena`, the arrays the call made are freed
/// when it ends, except the one it returns.
void FunctionLowering::buildExportWrapper(StringRef symbol, bool usesArena) {
  loc = func.getLoc();
  overflowSlot = nullptr; // The wrapper does no arithmetic: nothing to flush.
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  auto byteOrLowered = [&](Type t) -> Type {
    auto scalar = dyn_cast<py::NPScalarType>(t);
    if (isa<py::BoolType>(t) || (scalar && scalar.getDtype().isInteger(1)))
      return b.getI8Type();
    if (isa<py::TupleType, py::NDArrayType, py::ObjectType>(t) || isa<ComplexType>(lowerType(t)))
      return ptr;
    return lowerType(t);
  };
  Type resultType = pyType.getResult(0);
  bool hasResult = !isa<py::NoneType>(resultType);
  SmallVector<Type> inputs;
  for (Type t : pyType.getInputs())
    inputs.push_back(byteOrLowered(t));
  if (hasResult)
    inputs.push_back(ptr);
  b.setInsertionPointAfter(func);
  auto wrapper = func::FuncOp::create(b, loc, symbol, b.getFunctionType(inputs, b.getI32Type()));
  Block *entry = wrapper.addEntryBlock();
  Block *failed = b.createBlock(&wrapper.getBody());
  b.setInsertionPointToStart(entry);
  callRuntime("pyrite_error_clear", {}, {});
  Value mark = usesArena ? callRuntime("pyrite_arena_mark", b.getI64Type(), {}) : Value();
  auto leave = [&](int32_t status) {
    Value returned = constInt(status, 32);
    if (usesArena) {
      // Ending the call can fail where a device writes arguments back.
      Value released = callRuntime("pyrite_arena_release", b.getI32Type(), {mark});
      if (status == 0)
        returned = released;
    }
    func::ReturnOp::create(b, loc, ValueRange{returned});
  };
  Value one = LLVM::ConstantOp::create(b, loc, b.getI64Type(), b.getI64IntegerAttr(1));
  auto names = func->getAttrOfType<ArrayAttr>(py::kParamNamesAttr);
  SmallVector<Value> args;
  for (auto [i, t] : llvm::enumerate(pyType.getInputs())) {
    Value a = wrapper.getArgument(i);
    auto scalar = dyn_cast<py::NPScalarType>(t);
    if (isa<py::BoolType>(t) || (scalar && scalar.getDtype().isInteger(1))) {
      a = cmpi(arith::CmpIPredicate::ne, a, constInt(0, 8));
    } else if (isa<py::TupleType>(t)) {
      a = LLVM::LoadOp::create(b, loc, lowerType(t), a);
    } else if (auto complexType = dyn_cast<ComplexType>(lowerType(t))) { // Python or NumPy
      a = structAsComplex(LLVM::LoadOp::create(b, loc, complexStructType(complexType), a));
    } else if (isa<py::ObjectType>(t)) { // borrowed from the caller: a reference of our own
      a = pointerObject(a);
      callRuntime("pyrite_object_incref", {}, {a});
    } else if (auto array = dyn_cast<py::NDArrayType>(t)) {
      // IR written by hand may lack the Python names: number the arguments.
      std::string name = names && i < names.size() ? cast<StringAttr>(names[i]).getValue().str()
                                                   : "arg" + std::to_string(i);
      auto [code, bits] = dlpackDtype(array.getElementType());
      Type descType = descriptorType(ctx, array.getRank());
      Value slotPtr = LLVM::AllocaOp::create(b, loc, ptr, descType, one);
      // The declared sizes (-1 where any) for the runtime's checks; none: null.
      Value sizes = LLVM::ZeroOp::create(b, loc, ptr);
      if (llvm::any_of(array.getShape(), [](int64_t size) { return !ShapedType::isDynamic(size); })) {
        SmallVector<int64_t> declared;
        for (int64_t size : array.getShape())
          declared.push_back(ShapedType::isDynamic(size) ? -1 : size);
        sizes = constantSizes(declared);
      }
      Value status = callRuntime("pyrite_array_import", b.getI32Type(),
                                 {a, constInt(array.getRank(), 32), constInt(code, 32),
                                  constInt(bits, 32), sizes, stringPointer(name), slotPtr});
      Value bad = cmpi(arith::CmpIPredicate::ne, status, constInt(0, 32));
      Value descriptor = LLVM::LoadOp::create(b, loc, descType, slotPtr);
      Block *current = b.getInsertionBlock();
      Block *next = b.createBlock(&wrapper.getBody());
      b.setInsertionPointToEnd(current);
      cf::CondBranchOp::create(b, loc, bad, failed, ValueRange{}, next, ValueRange{});
      b.setInsertionPointToStart(next);
      a = memrefOfDescriptor(descriptor, arrayMemRefType(array));
    }
    args.push_back(a);
  }
  args.push_back(constInt(0));
  Value flag = LLVM::AllocaOp::create(b, loc, ptr, b.getI1Type(), one);
  LLVM::StoreOp::create(b, loc, constBool(false), flag);
  args.push_back(flag);
  auto call = func::CallOp::create(b, loc, func, args);
  Value raisedValue = LLVM::LoadOp::create(b, loc, b.getI1Type(), flag);
  Block *current = b.getInsertionBlock();
  Block *returned = b.createBlock(&wrapper.getBody());
  Block *afterCall = returned;
  if (deviceChecks) {
    // A device writes its copies of GPU arguments back before anything is
    // exported: where that fails, the call fails with nothing handed out.
    afterCall = b.createBlock(&wrapper.getBody());
    Value finished = callRuntime("pyrite_device_finish", b.getI32Type(), {});
    cf::CondBranchOp::create(b, loc, cmpi(arith::CmpIPredicate::ne, finished, constInt(0, 32)),
                             failed, ValueRange{}, returned, ValueRange{});
  }
  b.setInsertionPointToEnd(current);
  cf::CondBranchOp::create(b, loc, raisedValue, failed, ValueRange{}, afterCall, ValueRange{});
  b.setInsertionPointToStart(returned);
  if (!hasResult) {
    leave(0);
    b.setInsertionPointToStart(failed);
    leave(-1);
    buildPackedEntry(wrapper, /*hasResult=*/false);
    return;
  }
  Value result = call.getResult(0);
  Value out = wrapper.getArguments().back();
  // A null `out` drops the result: an array result is not exported (the
  // arena frees it), an object result gets no reference for the caller.
  Block *keep = b.createBlock(&wrapper.getBody());
  Block *done = b.createBlock(&wrapper.getBody());
  b.setInsertionPointToEnd(returned);
  cf::CondBranchOp::create(
      b, loc,
      LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq, out, LLVM::ZeroOp::create(b, loc, ptr)),
      done, ValueRange{}, keep, ValueRange{});
  b.setInsertionPointToStart(keep);
  // An array leaves as a DLManagedTensor *, in a tuple too.
  auto exportArray = [&](Value descriptor, py::NDArrayType array) {
    auto [code, bits] = dlpackDtype(array.getElementType());
    Value slotPtr = LLVM::AllocaOp::create(b, loc, ptr, descriptor.getType(), one);
    LLVM::StoreOp::create(b, loc, descriptor, slotPtr);
    Value tensor = callRuntime("pyrite_array_export", ptr,
                               {slotPtr, constInt(array.getRank(), 32), constInt(code, 32),
                                constInt(bits, 32)});
    Value null = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq, tensor,
                                      LLVM::ZeroOp::create(b, loc, ptr));
    Block *exporting = b.getInsertionBlock();
    Block *store = b.createBlock(&wrapper.getBody());
    b.setInsertionPointToEnd(exporting);
    cf::CondBranchOp::create(b, loc, null, failed, ValueRange{}, store, ValueRange{});
    b.setInsertionPointToStart(store);
    return tensor;
  };
  std::function<Value(Value, py::TupleType)> exportTuple = [&](Value tuple, py::TupleType type) {
    if (!holdsArray(type))
      return tuple;
    SmallVector<Value> fields;
    for (auto [i, e] : llvm::enumerate(type.getElements())) {
      Value field = LLVM::ExtractValueOp::create(b, loc, tuple, ArrayRef<int64_t>{(int64_t)i});
      if (auto array = dyn_cast<py::NDArrayType>(e))
        field = exportArray(field, array);
      else if (auto inner = dyn_cast<py::TupleType>(e))
        field = exportTuple(field, inner);
      fields.push_back(field);
    }
    auto cType = LLVM::LLVMStructType::getLiteral(ctx, llvm::to_vector(ValueRange(fields).getTypes()));
    Value exported = LLVM::UndefOp::create(b, loc, cType);
    for (auto [i, field] : llvm::enumerate(fields))
      exported = LLVM::InsertValueOp::create(b, loc, exported, field, ArrayRef<int64_t>{(int64_t)i});
    return exported;
  };
  if (auto array = dyn_cast<py::NDArrayType>(resultType))
    result = exportArray(descriptorOfMemref(result), array);
  else if (auto tuple = dyn_cast<py::TupleType>(resultType))
    result = exportTuple(result, tuple);
  if (isa<py::ObjectType>(resultType)) { // the caller gets a reference of its own
    callRuntime("pyrite_object_incref", {}, {result});
    result = objectPointer(result);
  }
  if (isa<ComplexType>(result.getType())) // a Python or NumPy complex
    result = complexAsStruct(result);
  LLVM::StoreOp::create(b, loc, result, out);
  cf::BranchOp::create(b, loc, done);
  b.setInsertionPointToStart(done);
  leave(0);
  b.setInsertionPointToStart(failed);
  leave(-1);
  buildPackedEntry(wrapper, /*hasResult=*/true);
}

void FunctionLowering::buildPackedEntry(func::FuncOp wrapper, bool hasResult) {
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  b.setInsertionPointAfter(wrapper);
  auto packed = func::FuncOp::create(b, loc, (wrapper.getSymName() + "_packed").str(),
                                     b.getFunctionType({ptr, ptr}, b.getI32Type()));
  b.setInsertionPointToStart(packed.addEntryBlock());
  Value slots = packed.getArgument(0);
  SmallVector<Value> args;
  TypeRange inputs = wrapper.getArgumentTypes().drop_back(hasResult ? 1 : 0);
  for (auto [i, t] : llvm::enumerate(inputs)) {
    Value slot = LLVM::GEPOp::create(b, loc, ptr, ptr, slots, ArrayRef<LLVM::GEPArg>{(int32_t)i});
    Value address = LLVM::LoadOp::create(b, loc, ptr, slot);
    // A complex argument's slot holds the value, which the wrapper takes by address.
    args.push_back(isa<ComplexType>(lowerType(pyType.getInput(i)))
                       ? address
                       : LLVM::LoadOp::create(b, loc, t, address));
  }
  if (hasResult)
    args.push_back(packed.getArgument(1));
  auto call = func::CallOp::create(b, loc, wrapper, args);
  func::ReturnOp::create(b, loc, call.getResults());
}

struct ConvertPyToStandardPass
    : impl::ConvertPyToStandardPassBase<ConvertPyToStandardPass> {
  using Base::Base;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    llvm::StringMap<LLVM::GlobalOp> strings;
    SmallVector<std::tuple<func::FuncOp, FunctionType, std::string>> funcs;
    for (func::FuncOp func : module.getOps<func::FuncOp>()) {
      if (func.isExternal())
        continue;
      funcs.push_back({func, func.getFunctionType(), func.getSymName().str()});
      func.setFunctionType(lowerFunctionType(func.getFunctionType()));
    }
    // A user function named `exp` or `pyrite_raise` must not become the
    // symbol libm or the runtime is called by: no C identifier has a dot.
    // Typed py refers to functions only from py.call: one walk renames them all.
    llvm::StringMap<FlatSymbolRefAttr> internalNames;
    for (auto &[func, pyType, name] : funcs) {
      std::string internal = "pyrite.fn." + name;
      internalNames[name] = FlatSymbolRefAttr::get(func.getContext(), internal);
      func.setSymName(internal);
    }
    module.walk([&](py::CallOp call) {
      if (FlatSymbolRefAttr internal = internalNames.lookup(call.getCallee()))
        call.setCalleeAttr(internal);
    });
    SymbolTable symbols(module);
    // Arrays made by compiled code (`x * 2.0` as much as np.zeros) live in
    // the call's arena until the exported call ends: a result not handed to
    // the caller (a null `out`, a raise) is freed there.
    // With a device, every call also ends its use of the arguments there.
    bool usesArena = deviceChecks;
    module.walk([&](Operation *op) {
      usesArena |= (op->hasTrait<py::NumPyFunction>() && !isa<py::NumPyScalarOp>(op)) ||
                   llvm::any_of(op->getResultTypes(),
                                [](Type t) { return isa<py::NDArrayType>(t); });
    });
    // An array operand of a fallback or of an operation on objects is boxed.
    bool arraysReachCPython = false;
    module.walk([&](Operation *op) {
      auto isArray = [](Type t) { return isa<py::NDArrayType>(t); };
      auto isObject = [](Type t) { return isa<py::ObjectType>(t); };
      arraysReachCPython |= llvm::any_of(op->getOperandTypes(), isArray) &&
                            (isa<py::FallbackOp, py::BoxOp>(op) ||
                             llvm::any_of(op->getOperandTypes(), isObject) ||
                             llvm::any_of(op->getResultTypes(), isObject));
    });
    // Before any function is lowered: their py returns tell.
    FreshReturningFunctions freshReturning = findFreshReturningFunctions(module);
    for (auto &[func, pyType, name] : funcs) {
      FunctionLowering lowering(func, pyType, module, symbols, strings);
      lowering.freshReturning = &freshReturning;
      lowering.pythonModuleSymbol = symbolPrefix + ".module";
      lowering.arraysReachCPython = arraysReachCPython;
      lowering.inBoundsLoops = inBoundsLoops;
      lowering.releaseArrays = releaseArrays;
      lowering.deviceChecks = deviceChecks;
      if (failed(lowering.run()))
        return signalPassFailure();
      if (func->hasAttr(py::kEntryAttr))
        lowering.buildExportWrapper(symbolPrefix + name, usesArena);
    }
  }
};

} // namespace lowering
} // namespace mlir::pyrite
