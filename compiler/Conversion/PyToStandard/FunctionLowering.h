//===- FunctionLowering.h - Typed py to standard dialects, per function ---===//
//
// Shared by the files of convert-py-to-standard: PyToStandard.cpp (scalars,
// control flow, calls, the exported wrappers), Objects.cpp (CPython
// objects), and one file per family of array and NumPy operations:
// Memrefs.cpp, Dtypes.cpp, Indexing.cpp, ElementWise.cpp,
// ArrayExpressions.cpp, Reductions.cpp, Products.cpp, Creation.cpp,
// RowFusion.cpp, with NumPy.cpp dispatching NumPy function ops among them.
//
//===----------------------------------------------------------------------===//
#ifndef PYRITE_COMPILER_CONVERSION_PYTOSTANDARD_FUNCTIONLOWERING_H
#define PYRITE_COMPILER_CONVERSION_PYTOSTANDARD_FUNCTIONLOWERING_H

#include "compiler/Analysis/ArrayReleases.h"
#include "compiler/Analysis/ElementwiseFusion.h"
#include "compiler/Analysis/InBoundsLoops.h"
#include "compiler/Analysis/IndependentLoops.h"
#include "compiler/Analysis/RowFusion.h"
#include "compiler/Runtime/RuntimeFunctions.h"
#include "dialects/Py/IR/PyOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/TypeSwitch.h"

#include <functional>

namespace mlir::pyrite::lowering {
namespace py = mlir::pyrite::py;
using py::ExceptionKind;

inline constexpr llvm::StringLiteral kIntOverflow = "int result does not fit in 64 bits";

/// How an element of `dtype` is held in a register: unsigned as signless, bool as i1.
Type scalarMachineType(Type dtype);
/// How an element of `dtype` is stored in an array: bool takes a byte.
Type storageType(Type dtype);
/// An scf.if on `cond` yielding values of `types`: each side's.
SmallVector<Value> ifValues(OpBuilder &b, Location loc, Value cond, TypeRange types,
                            function_ref<SmallVector<Value>()> thenValues,
                            function_ref<SmallVector<Value>()> elseValues);
/// for i in [from, to) step `step`, carrying `init`; `body` gives the next
/// values (built with `b`, which is inside the loop while it runs).
SmallVector<Value> forLoop(OpBuilder &b, Location loc, Value from, Value to, Value step,
                           ValueRange init,
                           function_ref<SmallVector<Value>(Value, ValueRange)> body);
/// l + r, l - r or l * r (`kind` one of those) of integers, as arith ops
/// with `flags` (nsw where Python's check or a proof excludes overflow).
Value intAddSubMul(OpBuilder &b, Location loc, py::BinaryOpKind kind, Value l, Value r,
                   arith::IntegerOverflowFlags flags = arith::IntegerOverflowFlags::none);
/// The bytes an element of `dtype` takes in an array (NumPy's itemsize).
int64_t itemSize(Type dtype);
/// An array inside compiled code: a memref of any strides (any NumPy view).
MemRefType arrayMemRefType(py::NDArrayType type);
/// The LLVM struct of a memref descriptor of `rank`: {allocated, aligned,
/// offset, sizes, strides}, as the runtime writes and reads it.
LLVM::LLVMStructType descriptorType(MLIRContext *ctx, unsigned rank);
/// A memref of `rank` axes whose sizes, strides and offset are all dynamic.
MemRefType dynamicMemRefType(unsigned rank, Type element);
/// DLPack's (code, bits) of an element type.
std::pair<int32_t, int32_t> dlpackDtype(Type dtype);

/// The runtime's one-element form of a NumPy ufunc that libmvec vectorises
/// (`exp` of f32: pyrite_vm_expf); see runtime/src/VectorMath.c.
std::string vectorMathFunction(StringRef function, Type dtype);
/// Whether NumPy's power loop sees an exponent of this type as one value
/// (stride 0): a scalar or a 0-d array.
bool isScalarExponent(Type exponent);
/// The runtime's number (enum PyriteReduction) of a NumPy reduction op.
int32_t reductionCode(Operation *reduction);
/// Whether integers of `dtype` extend with zeros (unsigned, bool).
inline bool isUnsignedDtype(Type dtype) { return dtype.isUnsignedInteger() || dtype.isInteger(1); }

/// A complex's form inside LLVM aggregates and memory: {part, part}.
inline Type complexStructType(ComplexType type) {
  Type part = type.getElementType();
  return LLVM::LLVMStructType::getLiteral(type.getContext(), {part, part});
}
/// A Python complex's: {f64, f64}.
inline Type complexStructType(MLIRContext *ctx) {
  return complexStructType(ComplexType::get(Float64Type::get(ctx)));
}

/// Machine type of a Python type.
inline Type lowerType(Type type) {
  MLIRContext *ctx = type.getContext();
  return llvm::TypeSwitch<Type, Type>(type)
      .Case<py::NDArrayType>([](py::NDArrayType t) -> Type { return arrayMemRefType(t); })
      .Case<py::NPScalarType>(
          [](py::NPScalarType t) -> Type { return scalarMachineType(t.getDtype()); })
      .Case<py::SliceType>([&](auto) -> Type { // start, stop, step, has start, has stop
        Type i64 = IntegerType::get(ctx, 64), i1 = IntegerType::get(ctx, 1);
        return LLVM::LLVMStructType::getLiteral(ctx, {i64, i64, i64, i1, i1});
      })
      .Case<py::IntType>([&](auto) { return IntegerType::get(ctx, 64); })
      .Case<py::FloatType>([&](auto) { return Float64Type::get(ctx); })
      .Case<py::ComplexType>([&](auto) { return ComplexType::get(Float64Type::get(ctx)); })
      .Case<py::BoolType, py::NoneType, py::EllipsisType>(
          [&](auto) { return IntegerType::get(ctx, 1); })
      // Kept until pyrite-insert-object-refcounts has counted references.
      .Case<py::ObjectType>([&](py::ObjectType t) -> Type { return t; })
      .Case<py::TupleType>([&](py::TupleType t) -> Type { // an array as its descriptor
        SmallVector<Type> fields;
        for (Type e : t.getElements()) {
          auto array = dyn_cast<py::NDArrayType>(e);
          auto complexType = dyn_cast<ComplexType>(lowerType(e));
          fields.push_back(array         ? Type(descriptorType(ctx, array.getRank()))
                           : complexType ? complexStructType(complexType)
                                         : lowerType(e));
        }
        return LLVM::LLVMStructType::getLiteral(ctx, fields);
      })
      .Case<py::UnionType>([&](py::UnionType t) -> Type { // tag, then one field per member
        SmallVector<Type> fields{IntegerType::get(ctx, 8)};
        for (Type m : t.getMembers()) {
          auto complexType = dyn_cast<ComplexType>(lowerType(m));
          fields.push_back(complexType ? complexStructType(complexType) : lowerType(m));
        }
        return LLVM::LLVMStructType::getLiteral(ctx, fields);
      })
      .Default([](Type t) { return t; });
}

/// Where an element-wise expression writes (see resultBuffer).
struct ResultBuffer {
  Value result; ///< the array the expression becomes
  Value fresh;  ///< a new array (empty when `reuse` holds)
  Value reuse;  ///< null, or whether `result` is `leaf`, leaf number `leafIndex`
  Value leaf;
  int leafIndex;
};

/// The stacks of lowerRowSums' walk of NumPy's pairwise tree: a row per
/// thread of `nodes` (i64) and of `sums` (f64).
struct SumWalk {
  Value nodes, sums;
};

/// An element-wise expression (a root and the operations fused into it),
/// ready to compute: its array leaves broadcast to its shape, and one
/// element's computation from theirs.
struct ElementExpression {
  SmallVector<Value> arrays; ///< the array leaves, as read
  SmallVector<py::NDArrayType> arrayTypes;
  SmallVector<Value> views; ///< `arrays` as views of `sizes` (stretched axes: stride 0)
  SmallVector<Type> viewDtypes;
  SmallVector<Value> sizes; ///< the result's, as i64s
  /// One element from the views' elements (of `viewDtypes`); emits no blocks.
  std::function<Value(ArrayRef<Value>)> element;
};

/// Lowers one function. Holds the insertion point and the function's shared
/// blocks (the "return with the raised flag" exit) while ops are rewritten.
class FunctionLowering {
public:
  /// `pyType` is the function's type before lowering; every function's
  /// signature is already lowered, so calls see their callees' final types.
  FunctionLowering(func::FuncOp func, FunctionType pyType, ModuleOp module, SymbolTable &symbols,
                   llvm::StringMap<LLVM::GlobalOp> &strings)
      : func(func), pyType(pyType), module(module), symbols(symbols), strings(strings),
        b(func.getContext()), ctx(func.getContext()) {}
  LogicalResult run();
  /// The exported C function `symbol` that calls this one (after run()).
  void buildExportWrapper(StringRef symbol, bool usesArena);
  /// The exported name of the module's PyriteModule (see CPythonBridge.h),
  /// made at the first fallback.
  std::string pythonModuleSymbol = "pyrite.module";
  /// Whether the module gives CPython arrays, which may then share buffers
  /// of the arena (each object has its own runtime: no other module can).
  bool arraysReachCPython = false;
  /// The module's functions that return only new arrays (set by the pass
  /// before any function is lowered).
  const FreshReturningFunctions *freshReturning = nullptr;
  /// The pass's `in-bounds-loops` and `release-arrays` options.
  bool inBoundsLoops = true;
  bool releaseArrays = true;
  /// Test the device runtime's failure after element loops (a GPU may run
  /// them): compiler/Backend/GPU offloads only loops such a test follows.
  bool deviceChecks = false;
  bool pendingDeviceCheck = false;

private:
  /// `<wrapper>_packed(args, result)`: the same call with argument i read
  /// from *args[i], one C signature for every function, so a generic caller
  /// (the Python loader's extension) needs no foreign-function interface.
  void buildPackedEntry(func::FuncOp wrapper, bool hasResult);
  // --- CPython objects (Objects.cpp) ------------------------------------
  Value objectPointer(Value object);
  Value pointerObject(Value pointer);
  Value nullObject();
  Value isNullObject(Value object);
  /// Where `cond` holds, raises what CPython raised in the bridge.
  void raiseFromCPythonIf(Value cond);
  /// A call of a bridge function returning a new reference, null when CPython raised.
  Value newObject(StringRef bridgeFunction, ValueRange args);
  /// The pointers in a stack array (a null pointer for none).
  Value pointerArray(ValueRange pointers);
  /// The objects' pointers in a stack array, borrowed (a null pointer for none).
  Value objectArray(ValueRange objects);
  /// `v` of `pyType` as an object: a new reference, or `v` itself when it is one.
  Value box(Value v, Type pyType);
  /// `held` (a new reference) where it is an object, else box(v, pyType).
  Value boxReusing(Value v, Type pyType, Value held);
  /// A machine value of `to` (int, float, bool) from an object; TypeError names `what`.
  Value unbox(Value object, Type to, StringRef what, bool arrayIndex = false);
  Value objectTruth(Value object);
  Value objectBinary(py::BinaryOp op, Value l, Value r, Type lt, Type rt);
  Value objectCompare(py::CmpPredicate p, Value l, Value r, Type lt, Type rt);
  Value objectUnary(py::UnaryOpKind kind, Value x);
  /// `callee(args...)` run by CPython: a builtin or "module.function".
  Value objectCall(StringRef callee, ArrayRef<Value> args, ArrayRef<Type> types);
  /// A tuple object of `items`, each boxed.
  Value objectTuple(ArrayRef<Value> items, ArrayRef<Type> types);
  Value objectIsNone(Value object);
  LLVM::GlobalOp pythonModule();
  /// The address of a PyriteFallbackSite describing `op`.
  Value fallbackSite(py::FallbackOp op);
  void lowerFallback(py::FallbackOp op, ArrayRef<Value> operands, ArrayRef<Type> types);
  // --- building blocks -------------------------------------------------
  Value constInt(int64_t v, unsigned width = 64) {
    return arith::ConstantOp::create(b, loc, b.getIntegerAttr(b.getIntegerType(width), v));
  }
  Value constFloat(double v) {
    return arith::ConstantOp::create(b, loc, b.getF64FloatAttr(v));
  }
  Value constBool(bool v) { return constInt(v, 1); }
  Value constIndex(int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); }
  Value zeroOf(Type type);
  Value cmpi(arith::CmpIPredicate p, Value l, Value r) {
    return arith::CmpIOp::create(b, loc, p, l, r);
  }
  Value cmpf(arith::CmpFPredicate p, Value l, Value r) {
    return arith::CmpFOp::create(b, loc, p, l, r);
  }
  Value select(Value c, Value t, Value f) { return arith::SelectOp::create(b, loc, c, t, f); }
  Value andI(Value l, Value r) { return arith::AndIOp::create(b, loc, l, r); }
  Value orI(Value l, Value r) { return arith::OrIOp::create(b, loc, l, r); }
  Value notI(Value v) { return arith::XOrIOp::create(b, loc, v, constBool(true)); }
  /// An int-like value (bool, int, NumPy integer) as an i64.
  Value toI64(Value v, Type pyType);
  Value toF64(Value v, Type pyType);
  /// A call of the runtime function `name` (RuntimeFunctions.def), declared
  /// on first use (declareRuntimeFunction).
  Value callRuntime(StringRef name, TypeRange results, ValueRange args) {
    SmallVector<Type> argTypes(args.getTypes());
    func::FuncOp callee = declareRuntimeFunction(module, symbols, name, argTypes, results);
    if (!lookupRuntimeFunction(name)->quiet())
      flushOverflow();
    auto call = func::CallOp::create(b, loc, callee, args);
    return call->getNumResults() ? call->getResult(0) : Value();
  }
  Value stringPointer(StringRef text);
  /// The address of a constant array of i64 `sizes` (an internal global).
  Value constantSizes(ArrayRef<int64_t> sizes);
  Value slot(Type type);

  /// Raises `kind(message)` when `cond` holds; continues after otherwise.
  /// Int overflow is deferred to the next flush point (see flushOverflow).
  void raiseIf(Value cond, ExceptionKind kind, StringRef message);
  void branchToRaise(Value cond, ExceptionKind kind, StringRef message);
  /// Branches, when `cond` holds, to a cold block where `emitRaise` sets the
  /// exception, and from there to the failure exit.
  void branchToRaise(Value cond, llvm::function_ref<void()> emitRaise);
  /// Raises the pending int overflow, if any. Overflow checks only record a
  /// flag, which keeps them off branches (an `if` arm that counts stays
  /// if-convertible); the flag is tested before anything observable or
  /// raising (calls, print, other raises, returns) and on every loop back
  /// edge. Between an overflow and its flush only pure code runs, so no
  /// effect and no other exception can come first.
  void flushOverflow();
  /// Leaves with the raised flag when `cond` holds (the exception is already set).
  void propagateIf(Value cond);
  /// With `deviceChecks`, after element loops: propagates a device run's
  /// failure (the device runtime raised it), once back at the top level.
  void testDeviceFailure();
  cf::CondBranchOp coldBranch(Value cond, Block *cold, Block *hot);
  /// The exit that reports the pending exception: it records this function
  /// and the line (its argument) in the exception's traceback, then returns
  /// with the raised flag set.
  Block *failureBlock();
  /// failureBlock's argument: the line of the operation being lowered.
  Value failureLine();

  // --- operations ------------------------------------------------------
  LogicalResult lower(Operation *op);
  /// Branch operands as `dest`'s arguments take them: an array whose sizes
  /// are known flows into one whose sizes are not through a memref.cast.
  SmallVector<Value> castTo(ValueRange values, Block *dest);
  Value lowerBinary(py::BinaryOp op, Value l, Value r, Type lt, Type rt);
  Value lowerIntBinary(py::BinaryOpKind kind, Value l, Value r);
  Value lowerFloatBinary(py::BinaryOpKind kind, Value l, Value r);
  Value checkedIntOp(py::BinaryOpKind kind, Value l, Value r);
  Value checkedIntOpByConstant(py::BinaryOpKind kind, Value x, int64_t c);
  std::pair<Value, Value> intFloorDivMod(Value l, Value r, bool wantQuotient);
  Value lowerCompare(py::CmpPredicate p, Value l, Value r, Type lt, Type rt);
  Value truth(Value v, Type pyType);
  /// `v` of py type `from` (a member, or a union of members) as the union
  /// `to`; members of `from` that `to` lacks must not occur.
  Value toUnion(Value v, Type from, py::UnionType to);
  /// Member number `index` (of py type `member`) of the union value `u`.
  Value unionMember(Value u, unsigned index, Type member);
  /// Each union block argument (its {tag, fields} struct) becomes one
  /// argument per field: LLVM keeps a struct phi whole, and with it the tag
  /// test inside the loop; scalar phis it folds.
  /// `unionArguments` in block order, arguments in order.
  void scalarizeUnionArguments(ArrayRef<BlockArgument> unionArguments);
  Value floatToInt(Value v);
  /// `x is None` (`is not None`) of `x` of py type `type`.
  Value lowerIsNone(py::IsNoneOp op, Value x, Type type);
  /// Row fusion's guard: each 1-D array of `arrays` as long as a row of the first.
  Value lowerRowsMatch(ArrayRef<Value> arrays);
  Value lowerBuiltinFunction(py::LibraryCallOpInterface op, ArrayRef<Value> args,
                             ArrayRef<Type> types);
  Value lowerMathFunction(py::LibraryCallOpInterface op, ArrayRef<Value> args,
                          ArrayRef<Type> types);
  /// The one-argument `math` function `op` computes, of `x`, or null.
  Value mathUnary(Operation *op, Value x);
  Value mathChecked(Value x, Value r, bool canOverflow);
  void printValue(Value v, Type pyType);

  // --- Python complex (Complex.cpp) -------------------------------------
  Value makeComplex(Value real, Value imag);
  /// A complex as the {f64, f64} struct LLVM memory and aggregates hold, and back.
  Value complexAsStruct(Value z);
  Value structAsComplex(Value parts);
  /// `v` of py type `type` (complex, float, int, bool) as a complex's
  /// (real, imag), as CPython converts an operand of complex arithmetic.
  std::pair<Value, Value> complexParts(Value v, Type type);
  /// + - * of complexes given by their parts: CPython's formulas, which
  /// NumPy's scalar loops share.
  Value complexRing(py::BinaryOpKind kind, Value ar, Value ai, Value br, Value bi);
  /// + - * / ** with a complex operand (the other int, float or bool).
  Value lowerComplexBinary(py::BinaryOpKind kind, Value l, Value r, Type lt, Type rt);
  /// == or != with a complex operand.
  Value lowerComplexEquality(py::CmpPredicate p, Value l, Value r, Type lt, Type rt);
  /// abs() of a complex: OverflowError where a finite number's overflows.
  Value lowerComplexAbs(Value z);
  /// complex(real[, imag]).
  Value lowerComplexConstructor(ArrayRef<Value> args, ArrayRef<Type> types);
  /// One element of NumPy's + - * / of complex values (both of one dtype).
  Value npComplexBinary(py::BinaryOpKind kind, Value x, Value y);
  Value npComplexEquality(py::CmpPredicate p, Value x, Value y);
  /// NumPy's |z| of parts `re` and `im` (C's hypot, inline).
  Value npComplexMagnitude(Value re, Value im);
  /// np.abs (the parts' dtype; inline), abs() of a NumPy complex scalar
  /// (C's hypot, as NumPy's scalar), np.conjugate, np.negative.
  Value npComplexUfunc(Operation *ufunc, Value x);
  /// castDtype where `from` or `to` is complex (to bool: either part nonzero).
  Value complexCast(Value v, Type from, Type to);

  // --- arrays and NumPy scalars (NumPy.cpp) -----------------------------
  /// Memref indexes for `indices` into `array`: negative ones wrapped, any
  /// out of bounds raising IndexError.
  SmallVector<Value> arrayIndexes(Value array, ArrayRef<Value> indices, ArrayRef<Type> types);
  Value lowerGetItem(Value array, ArrayRef<Value> indices, ArrayRef<Type> types, Type dtype);
  /// x[index] for a bool mask or an int array index: a new C-ordered array
  /// of `resultType` (the runtime selects, raising IndexError).
  Value takeByArrayIndex(Value array, py::NDArrayType arrayType, Value index, Type indexType,
                         py::NDArrayType resultType);
  /// With deviceChecks: an int index's items as rows of `array` (NumPy's
  /// intp cast, negative ones from the end), a new int64 array of the
  /// index's shape, made by an element loop that records the first item out
  /// of bounds in a flag the host reads after it, raising NumPy's IndexError.
  Value rowsOnDevice(Value array, Value index, py::NDArrayType indexType);
  /// In an element loop's body: the element's C-order position among
  /// `sizes` (the loop's), as i64.
  Value positionInLoop(ArrayRef<Value> sizes);
  /// The indexes of C-order position `position` among `sizes` (index).
  SmallVector<Value> cOrderIndexes(Value position, ValueRange sizes);
  /// `start` plus each index of `at` times its stride (index).
  Value offsetOf(Value start, ValueRange strides, ArrayRef<Value> at);
  /// ... for an int array index with deviceChecks: rowsOnDevice, then an
  /// element loop a GPU may run gathers.
  Value takeOnDevice(Value array, py::NDArrayType arrayType, Value index, py::NDArrayType indexType,
                     py::NDArrayType resultType);
  /// ... for a bool mask with deviceChecks: the runtime checks its sizes;
  /// element loops count the trues of each chunk of kMaskChunk items, scan
  /// the counts, and copy each chunk's selections in order (a thread a chunk).
  Value takeByMaskOnDevice(Value array, py::NDArrayType arrayType, Value mask,
                           py::NDArrayType maskType, py::NDArrayType resultType);
  static constexpr int64_t kMaskChunk = 1024;
  /// NumPy's IndexError where a bool mask's sizes differ from x's leading
  /// ones (pyrite_check_mask).
  void checkMask(Value array, Value mask, int64_t maskRank);
  /// A bool mask's true items on the device, in C order, a chunk of
  /// kMaskChunk items a thread: each chunk's count, where its selections end
  /// (the device scan of the counts), and their total, read back.
  struct DeviceMask {
    Value base, offset;                 ///< the mask's buffer and first item
    SmallVector<Value> sizes, strides;  ///< the mask's (index)
    Value items;                        ///< its items (index)
    Value counts, ends;                 ///< int64 arrays, a chunk each
    Value selected;                     ///< the true items (i64)
  };
  DeviceMask countMaskOnDevice(Value mask, int64_t rank);
  /// Chunk `chunk`'s items [first, end).
  std::pair<Value, Value> chunkItems(const DeviceMask &plan, Value chunk);
  /// Whether mask item `k` (C order) is true, and its indexes.
  std::pair<Value, SmallVector<Value>> maskItem(const DeviceMask &plan, Value k);
  /// The one element at `offset` of an array's base buffer, as a 1-element view.
  Value elementAt(Value base, Value offset);
  /// An element loop, a thread a chunk, calling `each(indexes, p)` for its
  /// true items in order (p: the selection's number); then the counts are
  /// released. Stores `each` makes must be marked par.line_store.
  void eachSelectionOnDevice(const DeviceMask &plan,
                             function_ref<void(ArrayRef<Value>, Value)> each);
  /// np.nonzero with deviceChecks: each selection's indexes into the columns.
  Value nonzeroOnDevice(Value mask, py::TupleType type);
  /// x[index] = value for a bool mask or an int array index; the value is a
  /// scalar (cast as a store casts it) or an array of x's dtype.
  void putByArrayIndex(Value array, py::NDArrayType arrayType, Value index, Type indexType,
                       Value value, Type valueType);
  /// The value of x[index] = value on the device: a scalar's stored element,
  /// or an array's elements (a copy where it overlaps x, released after the
  /// writes) and, for each result axis it follows, its stride (0 where
  /// stretched).
  struct PutValue {
    Value scalar;
    Value base, offset;
    SmallVector<std::pair<int64_t, Value>> strides;
    Value copy;
  };
  /// A scalar value's element (its OverflowError raised now, as NumPy's);
  /// nothing yet for an array.
  PutValue scalarPutValue(Value value, Type valueType, Type dtype);
  /// An array value's fields, read as broadcast to x[index]'s rank.
  void broadcastPutValue(PutValue &put, Value array, Value value, py::NDArrayType valueType,
                         int64_t resultRank);
  /// The value's element at result indexes `resultAt` (storage type).
  Value putElement(const PutValue &put, ArrayRef<Value> resultAt);
  /// The runtime's checks of an array value's shape (pyrite_np_put_check):
  /// NumPy's ValueError or TypeError. `count`: a mask's true items.
  void checkPutValue(Value array, py::NDArrayType arrayType, Value index,
                     py::NDArrayType indexType, Value count, Value value,
                     py::NDArrayType valueType);
  /// In a GPU thread: writes the block of x's elements from `first` (its
  /// offset in `base`; `blockSizes`, `blockStrides`: x's axes the index does
  /// not take), C order, from the value at result indexes `leading` then
  /// the block's (stores marked par.line_store).
  void putBlock(const PutValue &put, Value base, Value first, ValueRange blockSizes,
                ValueRange blockStrides, ArrayRef<Value> leading);
  /// ... for an int array index with deviceChecks: the value's shape is
  /// checked, then the rows (rowsOnDevice); each row the index repeats
  /// takes the last item's block (claims: an atomic max of the positions).
  void putOnDevice(Value array, py::NDArrayType arrayType, Value index,
                   py::NDArrayType indexType, Value value, Type valueType);
  /// ... for a bool mask with deviceChecks: the mask's sizes, its selections
  /// (countMaskOnDevice), the value's shape; a thread a chunk writes.
  void putByMaskOnDevice(Value array, py::NDArrayType arrayType, Value mask,
                         py::NDArrayType maskType, Value value, Type valueType);
  /// `index` (an int-like of py type `type`) wrapped when negative; raises
  /// IndexError outside [0, size). Where `inBounds` holds, the index as is.
  Value checkedIndex(Value index, Type type, Value size, int64_t axis, Value inBounds = {});
  /// The view `array[indices]` with slices and unindexed axes (NumPy's
  /// basic indexing): the same memory, a new offset, sizes and strides.
  Value lowerArrayView(Value array, ArrayRef<Value> indices, ArrayRef<Type> types,
                       py::NDArrayType viewType);
  /// view[...] = value: a scalar or an array broadcast to the view's shape.
  /// A value that may share memory with the view is copied first, as NumPy
  /// does for overlapping operands.
  void storeIntoView(Value view, py::NDArrayType viewType, Value value, Type valueType,
                     bool valueIsFresh);
  /// The write of an in-place operator's result into its target (py.setitem
  /// {ufunc_out}): NumPy's TypeError unless the dtype casts same_kind, its
  /// ValueError unless the shapes are equal, then the store.
  void storeUfuncOutput(Value view, py::NDArrayType viewType, Value value,
                        py::NDArrayType valueType, bool valueIsFresh);
  /// `x op= y` computed straight into x (root: the element-wise operator,
  /// whose result has x's rank): NumPy's ValueError unless the shapes are
  /// equal; through a temporary where another operand shares x's memory.
  void lowerArrayExpressionInto(Operation *root, Value target, py::NDArrayType targetType);
  /// Whether the memory the two arrays' elements span intersects (i1).
  Value sharesMemory(Value a, Value b);
  /// Whether `array` may reach one element by two indexes (i1; see
  /// pyrite_array_overlaps_itself).
  Value overlapsItself(Value array);
  /// Raises NumPy's ValueError unless `sizes` are `targetSizes`, axis for
  /// axis (an in-place operator's result against its output operand).
  void raiseUnlessSizesAre(ArrayRef<Value> sizes, ArrayRef<Value> targetSizes);
  /// Raises NumPy's TypeError when an in-place operator's result of dtype
  /// `from` does not cast same_kind to its target's `to`; whether it did.
  bool raiseUnlessSameKind(Type from, Type to);
  /// np.arange and np.eye: a new array filled by index.
  Value lowerRangeArray(Operation *op, ArrayRef<Value> args, ArrayRef<Type> types);
  /// x.T, np.transpose, np.swapaxes, np.moveaxis: the same memory, the
  /// view's axis d `array`'s axis order[d].
  Value transposeView(Value array, py::NDArrayType type, ArrayRef<int64_t> order);
  /// `array` as a view of `sizes` with stride 0 on stretched axes.
  Value broadcastView(Value array, py::NDArrayType type, ArrayRef<Value> sizes);
  Value makeSlice(ArrayRef<Value> parts, ArrayRef<Type> types);
  void lowerSetItem(Value value, Type valueType, Value array, ArrayRef<Value> indices,
                    ArrayRef<Type> types, Type dtype);
  /// `object.name` of an array (or a complex's .real and .imag).
  Value lowerGetAttr(py::GetAttrOp op, Value object, Type type);
  /// The real or imaginary parts of a complex array: a view of the same
  /// memory in the parts' type (NumPy's x.real, x.imag), borrowed.
  Value complexPartView(Value array, py::NDArrayType partType, bool imag);
  /// A NumPy function op, by its family's file (NumPy.cpp dispatches).
  Value lowerNumPyFunction(py::LibraryCallOpInterface op, ArrayRef<Value> args,
                           ArrayRef<Type> types);
  /// np.sum, max, min, mean, prod, any, all, argmax, argmin (Reductions.cpp).
  Value lowerReduction(Operation *op, ArrayRef<Value> args, ArrayRef<Type> types);
  /// The result of reduction `code` (PyriteReduction) of `in` along `axis`
  /// (every axis when negative) into `resultType`, laid out as NumPy's
  /// reduce allocates it (pyrite_reduce_layout); argmax and argmin
  /// C-ordered. Also its strides in items, one per input axis (a slot) for
  /// pyrite_np_reduce, or null for C order.
  std::pair<Value, Value> reductionResult(int32_t code, Value in, int64_t axis,
                                          py::NDArrayType resultType);
  /// Whether reduction `op` of `input` along `axis` (-1: every axis) into
  /// `result` is an element loop a GPU may run (DeviceReductions.cpp): with
  /// deviceChecks, sums, means, products, maxima and minima along an axis or
  /// of a 1-D array.
  bool reducesOnDevice(Operation *op, py::NDArrayType input, int64_t axis, Type result);
  /// ... that element loop: one line per result element, reduced in the
  /// runtime's (NumPy's) order.
  Value lowerDeviceReduction(int32_t code, Value in, py::NDArrayType input, int64_t axis,
                             Type result);
  /// The one element of a 1-element array `array` of `dtype`, which the
  /// device wrote, read on the host (pyrite_device_read); `array` released.
  Value readDeviceScalar(Value array, Type dtype);
  /// ... element `at` (an i64, in elements from its data) of a compact
  /// `array`, which is released if `release`.
  Value readDeviceElement(Value array, Value at, Type dtype, bool release);
  /// ... `count` elements from element `at`, as stored: an LLVM value of
  /// storageType(dtype), or an LLVM array of `count` of them (a dtype that
  /// is not complex).
  Value readDeviceElements(Value array, Value at, Type dtype, int64_t count, bool release);
  /// The levels of reduceByTree's tree that have kernels: 2^kTreeLevels
  /// threads reduce its deepest level's nodes.
  static constexpr int64_t kTreeLevels = 14;
  /// Writes to `out[0]` the reduction of `line`'s `n` elements through
  /// NumPy's pairwise tree, as exactly as on one thread: `reduceRange(line,
  /// start, size)` of each node kTreeLevels deep, then each level up
  /// `combine(left, right)` of a node's children, `finish` at the root; one
  /// element loop a level.
  void reduceByTree(Value line, Value n, Type dtype,
                    function_ref<Value(Value, Value, Value)> reduceRange,
                    function_ref<Value(Value, Value)> combine, function_ref<Value(Value)> finish,
                    Value out);
  /// Node `p` of `level` of NumPy's pairwise tree of `n` elements, found
  /// from the root: its first element, its size, and whether it is a node of
  /// the tree or the left spine below a leaf (which stands for that leaf;
  /// others below a leaf are none).
  SmallVector<Value> pairwiseNode(Value n, Value p, int64_t level);
  /// Threads a line of an axis reduction has (2^kLineLevels, its tree's
  /// nodes that deep) when it is longer than a leaf.
  static constexpr int64_t kLineLevels = 4;
  /// np.nonzero of a bool array `mask`: a tuple (of `type`) of new int64
  /// arrays, by the runtime (Indexing.cpp).
  Value lowerNonzero(Value mask, py::TupleType type);
  /// The axis a scan or sort runs along (counted from 0), or none for every
  /// element (None).
  std::optional<int64_t> constantAxisOperand(Value axis, Type type, int64_t rank);
  /// `array`'s sizes, and their product.
  std::pair<SmallVector<Value>, Value> sizesAndCount(Value array, int64_t rank);
  /// np.cumsum and np.cumprod, by the runtime (for a GPU: lowerDeviceScan).
  Value lowerScan(Operation *op, ArrayRef<Value> args, ArrayRef<Type> types);
  /// With deviceChecks: the scan of `in` along `axis` (or of its elements in
  /// row-major order) into `out`, as the runtime's, by an element loop a GPU
  /// may run: one thread a line, in order (NumPy's rounding).
  void lowerDeviceScan(bool isSum, Value in, py::NDArrayType input, std::optional<int64_t> axis,
                       Value out, py::NDArrayType resultType);
  /// With deviceChecks: np.sort (or argsort) of `in` along `axis` (or of its
  /// elements in row-major order) into `out` (C order), as the runtime's: a
  /// thread a line, a stable merge sort, NaN last. (Used for arrays of 2-D
  /// or more along an axis: a line alone on a thread is slow.)
  /// lowerDeviceScan of ints along an axis: Hillis and Steele passes over
  /// the whole result (`widened`: an input element, stored, to 64 bits).
  void scanIntsAlongAxis(bool isSum, Value in, py::NDArrayType input, int64_t axis, Value out,
                         py::NDArrayType resultType, function_ref<Value(Value)> widened);
  /// ceil(log2 n) of an i64 n (0 for n <= 1).
  Value ceilLog2(Value n);
  /// `passes` passes between two 1-D arrays, a host loop: `fill` makes the
  /// element loop that fills the buffer the first pass reads, `pass(p, src,
  /// dst)` pass p's element loops; the last pass writes `out`. The device's
  /// failure is tested after the loop.
  void passesBetween(Value out, Value scratch, Value passes, function_ref<void(Value)> fill,
                     function_ref<void(Value, Value, Value)> pass);
  /// The inclusive sums of a 1-D int64 array of `n` items (a new array), by
  /// scanIntsAlongAxis.
  Value scanCountsOnDevice(Value counts, Value n);
  /// Whether `x` sorts before `y` (storage values of `dtype`): NaN after
  /// every number, as NumPy sorts.
  Value sortsBefore(Value x, Value y, Type dtype);
  /// With deviceChecks: np.sort (or argsort) of every element of `in` in C
  /// order (a 1-D array, axis=None) into `out`, a 1-D array of them all: a
  /// stable bottom-up merge sort, each pass an element loop over the output
  /// whose elements find their source by binary search (merge path), in a
  /// host loop of ceil(log2 n) passes.
  void lowerDeviceSortLine(bool argsort, Value in, py::NDArrayType input, Value out,
                           py::NDArrayType resultType);
  void lowerDeviceSort(bool argsort, Value in, py::NDArrayType input, std::optional<int64_t> axis,
                       Value out, py::NDArrayType resultType);
  /// A line of `in` for eachLineOnDevice's body: its elements, element k
  /// (storage), and where the matching line of `out` (and of arrays laid out
  /// as `out`) starts and steps.
  struct DeviceLine {
    Value n;
    std::function<Value(Value)> item;
    Value outOffset, outStride;
  };
  /// An element loop over the lines' last elements of `out`, a thread a line
  /// of `in` along `axis` (none: every element in row-major order, one line):
  /// `body` writes the line (stores marked par.line_store) and returns the
  /// storage of its last element.
  void eachLineOnDevice(Value in, py::NDArrayType input, std::optional<int64_t> axis, Value out,
                        py::NDArrayType resultType, function_ref<Value(const DeviceLine &)> body);
  /// A 1-D view of `size` elements of a base buffer from `offset`, `stride` apart.
  Value lineOf(Value base, Value offset, Value size, Value stride);
  /// np.unique of `array`: sorted into a new array of all its elements,
  /// deduplicated there; the result (of `resultType`) is its first part,
  /// with the counts' in a tuple for return_counts.
  Value lowerUnique(Value array, Type type, Type resultType);
  /// ... with deviceChecks: every element sorted (lowerDeviceSortLine); a
  /// mask of each run's first element (NaNs one run, as the runtime's
  /// dedupe); its selections (countMaskOnDevice) give the values, and
  /// where each run starts, whose differences are the counts.
  Value uniqueOnDevice(Value array, py::NDArrayType input, py::NDArrayType valuesType,
                       py::TupleType tuple);
  /// np.histogram(a, bins, low, high): new counts and edges, by the runtime.
  Value lowerHistogram(ArrayRef<Value> args, ArrayRef<Type> types, py::TupleType type);
  /// ... with deviceChecks: without a range, the array's minimum and
  /// maximum by device reductions; the runtime's checks and range
  /// (pyrite_np_histogram_range); the edges by an element loop; then a
  /// thread a chunk of kHistogramChunk items places each in its bin, as the
  /// runtime does, and counts it with an atomic add.
  Value lowerDeviceHistogram(Value in, py::NDArrayType input, Value bins, bool hasRange,
                             Value low, Value high, py::TupleType type);
  static constexpr int64_t kHistogramChunk = 64;
  /// np.sort and np.argsort, by the runtime (stable).
  Value lowerSort(Operation *op, ArrayRef<Value> args, ArrayRef<Type> types);
  /// reshape, ravel, flatten: a view where NumPy makes one (Creation.cpp).
  Value lowerReshape(Operation *op, ArrayRef<Value> args, ArrayRef<Type> types);
  /// ... with deviceChecks: the runtime's plan (pyrite_np_reshape_plan), and
  /// where it copies, an element loop a GPU may run. `shapeSlot`: the sizes
  /// asked; `copy`: always copy (flatten).
  Value reshapeOnDevice(Value array, py::NDArrayType source, py::NDArrayType type, Value shapeSlot,
                        bool copy);
  /// np.array of a nested display: a new array, each item stored (Creation.cpp).
  Value lowerArrayLiteral(py::NumPyArrayOp op, ArrayRef<Value> items, ArrayRef<Type> types);
  /// zeros, ones, full, empty, their _like forms, copy, astype (Creation.cpp).
  Value lowerCreation(Operation *op, ArrayRef<Value> args, ArrayRef<Type> types);
  /// `array` with a null ownership token: a handle that must not free it.
  Value borrowed(Value array);
  /// A tuple of `type` holding `items` (lowered); `moves(i)`: whether item
  /// i's array keeps its ownership token in the tuple.
  Value makeTuple(ArrayRef<Value> items, py::TupleType type, function_ref<bool(unsigned)> moves);
  /// Item `i` of `tuple` (of `type`), an array borrowed unless `owned`.
  Value tupleItem(Value tuple, py::TupleType type, int64_t i, bool owned = false);
  /// `tuple[index]` of an int `index` (of py type `indexType`: an int, a
  /// bool or a NumPy int) and a tuple of items of one scalar type: counted
  /// from the end when negative, IndexError outside.
  Value tupleItemAt(Value tuple, py::TupleType type, Value index, Type indexType);
  /// An index (an int, a bool, or a NumPy int, saturated past INT64_MAX so
  /// that it stays out of bounds) as an i64.
  Value indexAsI64(Value index, Type type);
  /// pyrite_array_release of `array`'s ownership token (a no-op when null).
  void releaseArray(Value array);
  /// The function's py operations into `ops`, in order (their py operand
  /// types into operandPyTypes).
  void collectOps(SmallVectorImpl<Operation *> &ops);
  /// Finds the row fusions (compiler/Analysis/RowFusion.h) into rowFusions;
  /// moves the constants their members read before the first member, in
  /// `ops` too. Before any type is lowered: the analysis reads py types.
  void planRowFusions(SmallVectorImpl<Operation *> &ops);
  void lowerRowFusion(const RowFusion &run);
  /// Each row's maximum (or minimum) of the block `in` into `out` ((rows, 1)
  /// or (rows,)), in a loop LLVM vectorises (maximumf is exact in any order);
  /// a row whose answer is a NaN or a zero is scanned again by NumPy's rule.
  void lowerRowExtremes(Value in, Value out, bool isMax);
  /// Each row's sum (or mean) of `root`'s element-wise expression over the
  /// blocks (`blocks`: its leaves) into `out` ((rows, 1) or (rows,)),
  /// computed as it is summed: NumPy's pairwise tree where `pairwise` (an
  /// i32) holds, else in order, bit for bit as the runtime's reductions;
  /// the walk's stacks are row `thread` (an index) of `walk`'s.
  void lowerRowSums(Operation *root, const DenseMap<Value, Value> &blocks, Value out, bool mean,
                    Value pairwise, const SumWalk &walk, Value thread);
  /// Finds where each owned array dies (compiler/Analysis/ArrayReleases.h)
  /// into releasesAfter. Before any type is lowered.
  void planReleases();
  /// Finds range loops whose element indexes `i + c` can be proved in bounds
  /// once before the loop (compiler/Analysis/InBoundsLoops.h) into inBounds.
  /// Before any type is lowered.
  void planInBoundsLoops();
  /// With deviceChecks: the range loops whose iterations are independent
  /// (compiler/Analysis/IndependentLoops.h), each body copied (deviceBodies)
  /// before anything is lowered, its indexes covered by a flag of its own.
  void planIndependentLoops();
  /// At the entry of independent loop (or nest) `n`, for a GPU, instead of
  /// the loop (which no path reaches any more), where the arrays it writes
  /// pass apartOrSame and the stride and wrap tests: the iterations outside
  /// the box (those from the first whose index may leave its array, per
  /// loop) run in order in one thread (recordedOnDevice), which stops at
  /// the first exception; then the box's iterations before it as one
  /// element loop (a kernel) with NumPy's wrap of negative indexes; then
  /// the exception. Where the tests fail, the whole loop runs in the one
  /// thread. Where a body copy lowers to more than one block (a check that
  /// branches: the analysis should have excluded it), the loop stays as it
  /// is.
  void runIndependentLoopOnDevice(unsigned n);
  /// An index `i + c` of an independent loop: its loop's level in the nest
  /// and the size of the axis it indexes.
  struct LoopIndex {
    const InBoundsLoop::Index *index;
    size_t level;
    Value size;
  };
  /// Per loop of independent `loop`'s nest (its `starts` and `lens`), how
  /// many iterations come before the first whose index leaves [-size, size)
  /// or whose int arithmetic (IndependentLoop::intArithmetic) leaves int64
  /// (i128); each index into `indexes`.
  SmallVector<Value> raiseFreePrefixes(const IndependentLoop &loop, ArrayRef<Value> starts,
                                       ArrayRef<Value> lens, SmallVectorImpl<LoopIndex> &indexes);
  /// Whether independent `loop`'s iterations (`total`, i128) may run in any
  /// order, at once (i1): per array it writes, apartOrSame with every other
  /// array it accesses, and the stride and wrap tests over its `indexes`.
  Value runsInAnyOrder(const IndependentLoop &loop, ArrayRef<Value> starts, ArrayRef<Value> lens,
                       Value total, ArrayRef<LoopIndex> indexes);
  /// Iteration `t` of a nest whose inner loop runs `m` times, as its
  /// (i, j) less the starts: (t / width, t % width), width = max(m, 1).
  struct NestPosition {
    Value i, j, width;
  };
  NestPosition nestPosition(Value t, Value m);
  /// `v` (i64) sign-extended to i128: sums of sizes and offsets that
  /// cannot overflow.
  Value toI128(Value v);
  /// The i128 constant `v`.
  Value constI128(int64_t v);
  /// Whether an independent loop may run at once for array `written` and
  /// another array it accesses: they share no memory, or (`sameElements`:
  /// both accessed at the same offsets) are the same view, or they are 1-D
  /// views of one stride interleaved (a matrix's columns).
  Value apartOrSame(Value written, Value other, bool sameElements);
  /// The checked copy's placeholders for a nest's operations on i
  /// (copyCheckedRowOps), filled when it is lowered (recordedOnDevice).
  struct RowCache {
    Operation *fresh = nullptr;     ///< i1: the row is not the last one run
    SmallVector<Operation *> held;  ///< the operations' values at that row
    Operation *values = nullptr;    ///< uses the values computed or held
    Operation *anyColumn = nullptr; ///< i1: the inner range is not empty
  };
  /// Copies a nest's operations on i into the checked body copy, computed
  /// where the row is new, else held, and sets the insertion point where the
  /// inner body goes (run where its range is not empty); `copyOp` copies
  /// one operation at `builder`'s insertion point.
  void copyCheckedRowOps(OpBuilder &builder, const IndependentLoop &loop, IRMapping &copied,
                         RowCache &cache, function_ref<void(Operation &)> copyOp);
  /// Lowers `copy` (a body copy) at the insertion point with `indexes` for
  /// its `py.range_item`s (i, and j of a nest); false where an op fails to
  /// lower.
  bool lowerBodyCopy(std::unique_ptr<Block> &copy, ArrayRef<Operation *> rangeItems,
                     ArrayRef<Value> indexes);
  /// Lowers `ops` of a body copy in place, and those in its scf.ifs, which
  /// it rebuilds with lowered result types; false where one fails to lower
  /// or a side lowers to several blocks (then the IR made is left for the
  /// caller to erase).
  bool lowerCopiedOps(ArrayRef<Operation *> ops);
  /// Iterations [0, end) of independent loop `n` (numbered i * m + j in a
  /// nest of lengths `lens`) but those in `box` (the first box[0] values of
  /// i by the first box[1] of j; empty where 0), in order in one GPU
  /// thread, the body's exceptions recorded (see DeviceRecording); the
  /// record read back into `recorded`. False where an op fails to lower.
  bool recordedOnDevice(unsigned n, Value end, ArrayRef<Value> box, ArrayRef<Value> starts,
                        ArrayRef<Value> lens, SmallVectorImpl<Value> &recorded);
  /// Raises the exception in `recorded` (recordedOnDevice of loop `n`), if any.
  void raiseRecorded(unsigned n, ArrayRef<Value> recorded);
  /// With `recording`: where `cond` holds while no exception came before,
  /// `site` and `values` go into the record and nothing after runs.
  void recordFailure(Value cond, int64_t site, ArrayRef<Value> values);
  /// Before a planned loop's entry branch: whether all its indexes are in bounds.
  Value inBoundsFlag(const InBoundsLoop &loop);
  /// Frees the arrays that die at `op`, just lowered.
  void releaseDeadArrays(Operation *op);
  /// np.concatenate and np.stack: a new array, each input stored into its part.
  Value lowerJoin(Operation *op, ArrayRef<Value> args, ArrayRef<Type> types);
  /// A shape given as one tuple or as separate sizes (ints, NumPy ints), as i64s.
  SmallVector<Value> shapeSizes(ArrayRef<Value> args, ArrayRef<Type> types);
  Value lowerNumPyBinary(py::BinaryOp op, Value l, Value r, Type lt, Type rt);
  /// a @ b (and np.dot up to 2-D: `dot`) of result type `resultType`,
  /// through the runtime (OpenBLAS when present, as NumPy).
  Value lowerMatMul(Type resultType, Value l, Value r, Type lt, Type rt, bool dot = false);
  /// ... with deviceChecks, of operands of at most 2 dimensions: an element
  /// loop a GPU may run, each result element summing its products in order
  /// (floats in the dtype, integers wrapping), as the runtime's loops, and
  /// np.dot's (`dot`) two one-element operands as scalars; a float array
  /// result through cuBLAS where the runtime takes it (productOnDevice).
  Value lowerDeviceMatMul(Type resultType, Value l, Value r, py::NDArrayType lt,
                          py::NDArrayType rt, bool dot);
  /// ... of an operand beyond 2-D (a @ b batched, or np.dot's rule): the
  /// runtime checks the shapes (pyrite_np_product_sizes), then one element
  /// loop, each result element a sum of products in order (a @ b of floats
  /// through cuBLAS where the runtime takes it).
  Value lowerDeviceProductND(py::NDArrayType result, Value l, Value r, py::NDArrayType lt,
                             py::NDArrayType rt, bool dot);
  /// The new array `out` = l @ r (np.dot with `dot`): by cuBLAS where the
  /// GPU runtime has it and takes the operands' layouts and dtype
  /// (pyrite_device_matmul), else by `computeByKernel`.
  void productOnDevice(Value l, Value r, py::NDArrayType lt, py::NDArrayType rt, bool dot,
                       Value out, function_ref<void()> computeByKernel);
  Value lowerNumPyCompare(py::CmpPredicate p, Value l, Value r, Type lt, Type rt);
  Value lowerNumPyUnary(py::UnaryOpKind kind, Value x, Type dtype);
  /// A NumPy scalar as the Python value its int()/float()/bool() gives, with
  /// that Python type: the form the builtins and math functions take.
  std::pair<Value, Type> toPythonScalar(Value v, Type dtype);
  /// Each NumPy scalar of `values` (py types `types`) as the Python value it
  /// converts to, in place: what builtins and `math` functions compute with.
  void toPythonScalars(MutableArrayRef<Value> values, MutableArrayRef<Type> types);
  /// `v` of Python or NumPy type `from` as an element of `dtype`: a Python
  /// int must fit (OverflowError as NumPy), a Python float into an int dtype
  /// truncates as int() does, NumPy scalars cast as C does.
  Value toDtype(Value v, Type from, Type dtype);
  /// `v` stored into an array of `dtype`, as NumPy's setitem converts it:
  /// toDtype, but a NumPy int beyond a signed int dtype raises
  /// OverflowError (NumPy goes through a Python int there; into an unsigned
  /// dtype it wraps, as a cast).
  Value toStoredDtype(Value v, Type from, Type dtype);
  /// Operand `operand` of element-wise `ufunc` in its dtype: toDtype, but
  /// np.clip's Python int bounds are clamped to an int dtype's range.
  Value ufuncOperand(Operation *ufunc, unsigned operand, Value v, Type from, Type dtype);
  /// Whether the i64 `i` fits in integer `dtype`, and `i` cast to it.
  std::pair<Value, Value> fitInDtype(Value i, Type dtype);
  /// C's conversion between two element types (NumPy's unsafe casting).
  Value castDtype(Value v, Type from, Type to);
  /// A float element converted to integer dtype `to` as NumPy's C cast does
  /// on x86-64, out-of-range values included.
  Value floatToIntDtype(Value v, Type from, Type to);
  /// A NumPy integer as a signed i64; index: values past INT64_MAX (uint64)
  /// saturate, so they stay out of bounds; otherwise they raise OverflowError.
  Value npIntToI64(Value v, Type dtype, bool saturate);
  /// A fresh C-contiguous array of `sizes`; zeroed, or filled with `fill`.
  Value allocateArray(py::NDArrayType type, ArrayRef<Value> sizes, bool zeroed, Value fill);
  /// A new compact `array` with its strides laid out as NumPy lays out a
  /// copy of `prototype` (order='K', pyrite_like_layout), and its axes
  /// slowest first (a pointer to i32s; null below 2 axes) for permuteAxes.
  std::pair<Value, Value> laidOutAs(Value array, Value prototype);
  /// One element of a NumPy binary operator, ufunc or comparison, both
  /// operands already of `dtype`: emits no blocks, so it also builds the body
  /// of a linalg.generic.
  Value npElementBinary(py::BinaryOpKind kind, Value x, Value y, Type dtype);
  /// NumPy's power loop, for an exponent `y` that is one value for the
  /// whole loop (isScalarExponent): -1, 0, 0.5, 1 and 2 are reciprocal,
  /// ones, sqrt, a copy and square, exact as NumPy computes them; any other
  /// exponent gives `power` (pow: within a few ulp, as NumPy's SIMD pow).
  /// Integer dtypes: `power`.
  Value npPowerOfScalarExponent(Value x, Value y, Value power);
  /// A float // (`floorDiv`) or %: CPython's float_divmod, which NumPy's
  /// npy_divmod is for a nonzero divisor (NumPy's zero divisor gives x / 0
  /// and fmod(x, 0); Python's raised before). Arith and math ops only, so a
  /// GPU thread runs it (fmod is libdevice's there, exact as libm's).
  Value floatDivmod(Value x, Value y, bool floorDiv);
  Value npElementCompare(py::CmpPredicate p, Value x, Value y, Type dtype);
  Value npElementUfunc(Operation *ufunc, ArrayRef<Value> args, Type dtype);
  /// np.exp of a float32, inline (no call), so LLVM vectorises and
  /// interleaves it; within 1.1 ulp of the true value over all inputs.
  Value npExpF32(Value x);
  /// The dtype operand `operand` of an element-wise node is converted to
  /// (for most nodes the one they compute in).
  Type nodeDtype(Operation *node, unsigned operand);
  /// The leaves and element computation of `root`'s expression; raises
  /// ValueError where its operands do not broadcast (outside row fusions,
  /// whose blocks always do). `leaves` replaces operands.
  ElementExpression prepareElementExpression(Operation *root, const DenseMap<Value, Value> &leaves);
  /// An element-wise array operation with the operations fused into it: one
  /// broadcast check, one new array (or `into`, of the result's shape), one
  /// linalg.generic. `leaves` replaces operands (a row fusion's blocks).
  Value lowerArrayExpression(Operation *root, const DenseMap<Value, Value> &leaves = DenseMap<Value, Value>(),
                             Value into = {});
  /// The array an element-wise expression writes: a leaf that dies at
  /// `root` when it may take the result (see reusedLeaves) and is laid out
  /// with `strides` (none: C order), else a new one so laid out.
  ResultBuffer resultBuffer(Operation *root, py::NDArrayType resultType, ArrayRef<Value> sizes,
                            ArrayRef<Value> leaves, ArrayRef<Value> strides);
  /// `array` (new, compact) with the stride fields `strides` (none: as it is).
  Value withStrides(Value array, ArrayRef<Value> strides);
  /// NumPy's layout of an element-wise result over `views` (broadcast to
  /// `sizes`, rank 2 or more): its strides (in elements), and a pointer to
  /// its axes from slowest to fastest in memory (pyrite_k_order).
  std::pair<SmallVector<Value>, Value> kOrderLayout(ArrayRef<Value> views, ArrayRef<Value> sizes);
  /// `array` (any memref type) as a fully dynamic view with its axes in
  /// `order` (a pointer to one i32 axis per position).
  Value permuteAxes(Value array, Value order);
  /// An array's size along `axis`, as an i64.
  Value dimSize(Value memref, int64_t axis);
  /// An element between its array form (bool as a byte) and its value (i1).
  Value fromStorage(Value element, Type dtype);
  Value toStorage(Value value, Type dtype);
  /// `memref`'s descriptor in a stack slot, for the runtime to read.
  Value descriptorSlot(Value memref);
  /// One linalg.generic writing every element of `output` (identity maps
  /// over its shape) from the same-shaped `inputs`: `element` gets their
  /// elements as values of `inputDtypes` and returns the output's. Nothing
  /// in it may raise or branch. Marked for the CPU stage
  /// (pyrite-cpu-element-loops), which versions and splits it.
  /// `inPlace`: an input that is the output itself (read through it).
  void elementLoop(ValueRange inputs, ArrayRef<Type> inputDtypes, Value output, Type outputDtype,
                   function_ref<Value(ArrayRef<Value>)> element, int inPlace = -1);
  /// scf.if with no results: each body is emitted through `b`, the yield added.
  void ifElse(Value cond, function_ref<void()> thenBody, function_ref<void()> elseBody);
  /// The same with blocks (each side may raise), at the function's top level.
  void branchBoth(Value cond, function_ref<void()> thenBody, function_ref<void()> elseBody);
  /// The memref a descriptor struct stands for, and back.
  Value memrefOfDescriptor(Value descriptor, MemRefType type);
  Value descriptorOfMemref(Value memref);

  func::FuncOp func;
  FunctionType pyType;
  ModuleOp module;
  SymbolTable &symbols; ///< hashed lookups: a module may hold 100,000 functions
  llvm::StringMap<LLVM::GlobalOp> &strings; ///< one global per distinct text
  OpBuilder b;
  MLIRContext *ctx;
  Location loc = UnknownLoc::get(ctx);
  Type resultType;
  Block *failureExit = nullptr;
  Value overflowSlot; ///< the pending int overflow (see flushOverflow)
  /// Ops in an `if` arm (the only predecessor of their block branches
  /// conditionally): their overflow checks are deferred so the arm stays
  /// branch-free; elsewhere a fused `jo` is cheaper than the bookkeeping.
  llvm::SmallPtrSet<Operation *, 16> inIfArm;
  bool deferOverflow = false;
  llvm::SmallPtrSet<Operation *, 8> backEdges; ///< branches to a dominating block
  Value depth;      ///< the hidden recursion-depth argument
  Value raisedFlag; ///< where this function reports that it raised
  Value calleeFlag; ///< the slot callees report into (one per function)
  DenseMap<Operation *, SmallVector<Type>> operandPyTypes;
  /// Element-wise array operations computed inside their user's loop (no
  /// array of their own); erased after the function is lowered.
  llvm::SmallPtrSet<Operation *, 16> fused;
  /// The operation whose loop computes `op`: `op` itself unless it is fused,
  /// else the root of the expression it is fused into.
  Operation *fusedRoot(Operation *op) const { return pyrite::fusedRoot(op, fused); }
  /// Stores into views whose value is an array this function just made.
  llvm::SmallPtrSet<Operation *, 8> freshStores;
  /// py.setitem {ufunc_out} whose value was computed straight into the target.
  llvm::SmallPtrSet<Operation *, 8> storedByExpression;
  /// Arrays that die at an operation, freed right after it, by number in
  /// `releasable`: each array's lowered value (a block argument's from the
  /// start, an op result's once its op, listed in releasableResults, is lowered).
  DenseMap<Operation *, SmallVector<unsigned>> releasesAfter;
  /// The make_tuple operands whose arrays move into their tuple (ArrayReleasePlan).
  llvm::SmallPtrSet<OpOperand *, 4> movedIntoTuples;
  /// The tuple_gets that take their array's token (ArrayReleasePlan).
  llvm::SmallPtrSet<Operation *, 4> ownedTupleItems;
  /// Range loops with a flag computed before them: every covered index in
  /// bounds, so those indexes skip their checks (and `i + c` its overflow
  /// check) where the flag holds; LLVM unswitches the loop on it.
  std::optional<InBoundsLoops> inBounds;
  SmallVector<Value> inBoundsFlags; ///< per loop, once its entry is lowered
  IndependentLoops independentLoops;
  /// Per independent loop: two copies of its (inner) body's operations (no
  /// terminator; of a nest, after i and the outer body's operations on it), each
  /// in a block of no region, and their `py.range_item`s: one whose indexes
  /// are covered by `flag` in inBoundsFlags (true in the element loop:
  /// wrapped, not checked), one checked (recordedOnDevice). Of a nest, a
  /// copy of the outer body's constants and the inner loop's length, run
  /// once before it, ended by a cast holding the inner start and length.
  struct DeviceBody {
    std::unique_ptr<Block> prelude, parallel, inOrder;
    SmallVector<Operation *, 2> parallelItems, inOrderItems;
    RowCache rowCache;
    unsigned flag;
    /// The checked copy's raise sites (DeviceRecording), once lowered.
    SmallVector<std::pair<ExceptionKind, std::string>> sites;
  };
  SmallVector<DeviceBody> deviceBodies;
  /// While a body copy is lowered into one GPU thread (recordedOnDevice):
  /// an exception is recorded (recordFailure), not raised, and reads and
  /// writes after it do not happen.
  struct DeviceRecording {
    Value alive;     ///< i1: no exception yet (each recorded one updates it)
    Value iteration; ///< i64: the iteration's number
    /// i64[kRecordSize]: the site (0: none), an IndexError's index, axis and
    /// size, the iteration's number (at kRecordedIteration)
    Value record;
    /// raiseIf's sites, numbered from kFirstRaiseSite (kIndexErrorSite: checkedIndex's)
    SmallVector<std::pair<ExceptionKind, std::string>> sites;
  };
  static constexpr int64_t kIndexErrorSite = 1, kFirstRaiseSite = 2, kRecordSize = 5,
                           kRecordedIteration = 4;
  DeviceRecording *recording = nullptr;
  /// While an access is lowered: per index position, its loop's flag or null.
  SmallVector<Value> indexFlags;
  /// While a covered `i + c` is lowered: its loop's flag (no overflow there).
  Value overflowExcused;
  SmallVector<Value> releasable;
  /// Element-wise operations that may have written into a leaf that dies at
  /// them: (the leaf's id, what to free instead of it).
  DenseMap<Operation *, std::pair<unsigned, Value>> reusedLeaves;
  DenseMap<Operation *, SmallVector<unsigned>> releasableResults;
  RowFusionPlan rowFusions;
  /// While a row fusion's blocks are emitted: shapes agree by construction
  /// (no broadcast check) and the loops are already split across cores.
  bool inRowFusion = false;
};

} // namespace mlir::pyrite::lowering

#endif
