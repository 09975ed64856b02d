//===- Objects.cpp - CPython objects and fallbacks in compiled code -------===//
//
// A `!py.object` stays `!py.object` through this conversion (a PyObject *
// underneath): `pyrite-insert-object-refcounts` finds object values by that
// type, and the LLVM lowering makes it a pointer. Every object value is an
// owned reference; the bridge (runtime/include/pyrite/CPythonBridge.h) makes
// them, runs fallbacks and operators on them, and reports CPython's
// exceptions through the runtime's error state.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/PyToStandard/FunctionLowering.h"
#include "dialects/Py/Transforms/Passes.h"

#include "llvm/Support/Path.h"

namespace mlir::pyrite::lowering {

Value FunctionLowering::objectPointer(Value object) {
  return UnrealizedConversionCastOp::create(b, loc, LLVM::LLVMPointerType::get(ctx), object)
      .getResult(0);
}

Value FunctionLowering::pointerObject(Value pointer) {
  return UnrealizedConversionCastOp::create(b, loc, py::ObjectType::get(ctx), pointer)
      .getResult(0);
}

Value FunctionLowering::nullObject() {
  return pointerObject(LLVM::ZeroOp::create(b, loc, LLVM::LLVMPointerType::get(ctx)));
}

Value FunctionLowering::isNullObject(Value object) {
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  return LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq, objectPointer(object),
                              LLVM::ZeroOp::create(b, loc, ptr));
}

void FunctionLowering::raiseFromCPythonIf(Value cond) {
  // The bridge holds what CPython raised; this object's runtime takes it over.
  branchToRaise(cond, [&] {
    auto ptr = LLVM::LLVMPointerType::get(ctx);
    Value name = callRuntime("pyrite_cpython_error_name", ptr, {});
    Value message = callRuntime("pyrite_cpython_error_message", ptr, {});
    Value exception = callRuntime("pyrite_cpython_error_take", ptr, {});
    Value release = callRuntime("pyrite_cpython_error_release_function", ptr, {});
    callRuntime("pyrite_raise_foreign", {}, {name, message, exception, release});
  });
}

Value FunctionLowering::newObject(StringRef bridgeFunction, ValueRange args) {
  Value object = callRuntime(bridgeFunction, py::ObjectType::get(ctx), args);
  raiseFromCPythonIf(isNullObject(object)); // CPython raised
  return object;
}

Value FunctionLowering::pointerArray(ValueRange pointers) {
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  if (pointers.empty())
    return LLVM::ZeroOp::create(b, loc, ptr);
  Value array = slot(LLVM::LLVMArrayType::get(ptr, pointers.size()));
  for (auto [i, pointer] : llvm::enumerate(pointers)) {
    Value at = LLVM::GEPOp::create(b, loc, ptr, ptr, array, ArrayRef<LLVM::GEPArg>{(int32_t)i});
    LLVM::StoreOp::create(b, loc, pointer, at);
  }
  return array;
}

Value FunctionLowering::objectArray(ValueRange objects) {
  SmallVector<Value> pointers;
  for (Value object : objects)
    pointers.push_back(objectPointer(object));
  return pointerArray(pointers);
}

Value FunctionLowering::box(Value v, Type pyType) {
  return llvm::TypeSwitch<Type, Value>(pyType)
      // The same value, not a second reference: the reference count pass
      // releases it once, after its last use (a boxed int is a new value).
      .Case<py::ObjectType>([&](auto) { return v; })
      .Case<py::IntType>([&](auto) { return newObject("pyrite_object_from_int", {v}); })
      .Case<py::FloatType>([&](auto) { return newObject("pyrite_object_from_float", {v}); })
      .Case<py::ComplexType>([&](py::ComplexType t) {
        auto [re, im] = complexParts(v, t);
        return newObject("pyrite_object_from_complex", {re, im});
      })
      .Case<py::BoolType>([&](auto) {
        return newObject("pyrite_object_from_bool",
                         {arith::ExtUIOp::create(b, loc, b.getI32Type(), v)});
      })
      .Case<py::NoneType>([&](auto) { return newObject("pyrite_object_none", {}); })
      .Case<py::NDArrayType>([&](py::NDArrayType array) -> Value {
        // A NumPy array sharing the memory; a buffer this call made is kept
        // alive by an owner from then on (see pyrite_array_owner).
        auto ptr = LLVM::LLVMPointerType::get(ctx);
        Value descriptor = descriptorOfMemref(v);
        Value where = slot(descriptor.getType());
        LLVM::StoreOp::create(b, loc, descriptor, where);
        auto [code, bits] = dlpackDtype(array.getElementType());
        Value rank = constInt(array.getRank(), 32), dlCode = constInt(code, 32),
              dlBits = constInt(bits, 32);
        Value ownership = callRuntime("pyrite_cpython_array_ownership", ptr, {});
        Value owner =
            callRuntime("pyrite_array_owner", ptr, {where, rank, dlCode, dlBits, ownership});
        return newObject("pyrite_object_from_array", {where, rank, dlCode, dlBits, owner});
      })
      .Case<py::TupleType>([&](py::TupleType tuple) -> Value {
        SmallVector<Value> items;
        for (int64_t i = 0, e = tuple.getElements().size(); i < e; ++i)
          items.push_back(tupleItem(v, tuple, i));
        return objectTuple(items, tuple.getElements());
      })
      .Case<py::NPScalarType>([&](py::NPScalarType scalar) -> Value {
        Type dtype = scalar.getDtype();
        Value value = v;
        if (dtype.isInteger(1)) // NumPy's bool is a byte
          value = arith::ExtUIOp::create(b, loc, b.getI8Type(), v);
        if (isa<ComplexType>(dtype))
          value = complexAsStruct(v);
        Value where = slot(value.getType());
        LLVM::StoreOp::create(b, loc, value, where);
        auto [code, bits] = dlpackDtype(dtype);
        return newObject("pyrite_object_from_npscalar",
                         {where, constInt(code, 32), constInt(bits, 32)});
      });
}

Value FunctionLowering::boxReusing(Value v, Type pyType, Value held) {
  // Branches, not a select: the box is made only where none is held. The
  // reference count pass gives the block argument its own reference.
  Block *current = b.getInsertionBlock();
  Block *done = current->splitBlock(b.getInsertionPoint());
  Value result = done->addArgument(py::ObjectType::get(ctx), loc);
  Block *make = b.createBlock(done);
  Value made = box(v, pyType);
  cf::BranchOp::create(b, loc, done, ValueRange{made});
  b.setInsertionPointToEnd(current);
  cf::CondBranchOp::create(b, loc, isNullObject(held), make, ValueRange{}, done, ValueRange{held});
  b.setInsertionPointToStart(done);
  return result;
}

Value FunctionLowering::unbox(Value object, Type to, StringRef what, bool arrayIndex) {
  if (isa<py::ComplexType>(to)) {
    Value out = slot(complexStructType(ctx));
    Value status = callRuntime("pyrite_object_to_complex", b.getI32Type(),
                               {object, stringPointer(what), out});
    raiseFromCPythonIf(cmpi(arith::CmpIPredicate::ne, status, constInt(0, 32)));
    return structAsComplex(LLVM::LoadOp::create(b, loc, complexStructType(ctx), out));
  }
  StringRef function = arrayIndex                ? "pyrite_object_to_index"
                       : isa<py::IntType>(to)     ? "pyrite_object_to_int"
                       : isa<py::FloatType>(to) ? "pyrite_object_to_float"
                                                : "pyrite_object_to_bool";
  Type machine = isa<py::IntType>(to)     ? Type(b.getI64Type())
                 : isa<py::FloatType>(to) ? Type(b.getF64Type())
                                          : Type(b.getI8Type()); // bool: a byte
  Value out = slot(machine);
  Value status =
      callRuntime(function, b.getI32Type(), {object, stringPointer(what), out});
  raiseFromCPythonIf(cmpi(arith::CmpIPredicate::ne, status, constInt(0, 32)));
  Value value = LLVM::LoadOp::create(b, loc, machine, out);
  if (isa<py::BoolType>(to))
    value = cmpi(arith::CmpIPredicate::ne, value, constInt(0, 8));
  return value;
}

Value FunctionLowering::objectTruth(Value object) {
  Value truth = callRuntime("pyrite_object_truth", b.getI32Type(), {object});
  raiseFromCPythonIf(cmpi(arith::CmpIPredicate::slt, truth, constInt(0, 32)));
  return cmpi(arith::CmpIPredicate::ne, truth, constInt(0, 32));
}

// The bridge numbers operators as the py dialect does (PyriteObjectBinary,
// PyriteObjectCompare and PyriteObjectUnary follow BinaryOpKind,
// CmpPredicate and UnaryOpKind).

Value FunctionLowering::objectBinary(py::BinaryOp op, Value l, Value r, Type lt, Type rt) {
  Value lo = box(l, lt), ro = box(r, rt);
  return newObject("pyrite_object_binary", {constInt((int64_t)op.getKind(), 32),
                                            constInt(op.getInplace() ? 1 : 0, 32), lo, ro});
}

Value FunctionLowering::objectCompare(py::CmpPredicate p, Value l, Value r, Type lt, Type rt) {
  Value lo = box(l, lt), ro = box(r, rt);
  return newObject("pyrite_object_compare", {constInt((int64_t)p, 32), lo, ro});
}

Value FunctionLowering::objectUnary(py::UnaryOpKind kind, Value x) {
  return newObject("pyrite_object_unary", {constInt((int64_t)kind, 32), x});
}

Value FunctionLowering::objectCall(StringRef callee, ArrayRef<Value> args, ArrayRef<Type> types) {
  SmallVector<Value> objects;
  for (auto [v, t] : llvm::zip(args, types))
    objects.push_back(box(v, t));
  Value array = objectArray(objects);
  Value result = callRuntime("pyrite_object_call", py::ObjectType::get(ctx),
                             {stringPointer(callee), array, constInt(objects.size(), 32)});
  if (!objects.empty())
    py::ObjectUseOp::create(b, loc, objects);
  raiseFromCPythonIf(isNullObject(result));
  return result;
}

Value FunctionLowering::objectTuple(ArrayRef<Value> items, ArrayRef<Type> types) {
  SmallVector<Value> objects;
  for (auto [v, t] : llvm::zip(items, types))
    objects.push_back(box(v, t));
  Value tuple = callRuntime("pyrite_object_tuple", py::ObjectType::get(ctx),
                            {objectArray(objects), constInt(objects.size(), 32)});
  if (!objects.empty())
    py::ObjectUseOp::create(b, loc, objects);
  raiseFromCPythonIf(isNullObject(tuple));
  return tuple;
}

Value FunctionLowering::objectIsNone(Value object) {
  Value none = newObject("pyrite_object_none", {});
  return LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq, objectPointer(object),
                              objectPointer(none));
}

LLVM::GlobalOp FunctionLowering::pythonModule() {
  if (auto existing = symbols.lookup<LLVM::GlobalOp>(pythonModuleSymbol))
    return existing;
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  auto type = LLVM::LLVMStructType::getLiteral(ctx, {ptr, ptr, ptr, ptr});
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(module.getBody());
  // The loader finds it by this name and sets the namespace; C programs
  // never name it.
  auto global = LLVM::GlobalOp::create(b, module.getLoc(), type, /*isConstant=*/false,
                                       LLVM::Linkage::External, pythonModuleSymbol, Attribute());
  symbols.insert(global);
  b.setInsertionPointToStart(b.createBlock(&global.getInitializerRegion()));
  auto where = func.getLoc()->findInstanceOf<FileLineColLoc>();
  StringRef filename = where ? where.getFilename().getValue() : StringRef();
  auto source = module->getAttrOfType<StringAttr>(py::kModuleSourceAttr);
  Value fields[] = {LLVM::ZeroOp::create(b, loc, ptr), stringPointer(filename),
                    stringPointer(llvm::sys::path::stem(filename)),
                    stringPointer(source ? source.getValue() : StringRef())};
  Value init = LLVM::UndefOp::create(b, loc, type);
  for (auto [i, field] : llvm::enumerate(fields))
    init = LLVM::InsertValueOp::create(b, loc, init, field, ArrayRef<int64_t>{(int64_t)i});
  LLVM::ReturnOp::create(b, loc, init);
  return global;
}

Value FunctionLowering::fallbackSite(py::FallbackOp op) {
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  Type i32 = b.getI32Type();
  auto type = LLVM::LLVMStructType::getLiteral(ctx, {ptr, ptr, ptr, ptr, ptr, i32, i32, i32,
                                                     i32, i32, i32});
  LLVM::GlobalOp moduleGlobal = pythonModule();
  std::string name;
  for (unsigned n = 0;; ++n) // numbered in program order: deterministic
    if (!symbols.lookup(name = "pyrite.fallback." + std::to_string(n)))
      break;
  std::string names;
  for (Attribute a : llvm::concat<const Attribute>(op.getReads(), op.getWrites())) {
    names += cast<StringAttr>(a).getValue();
    names.push_back('\0');
  }
  auto where = op.getLoc()->findInstanceOf<FileLineColLoc>();
  auto pythonName = func->getAttrOfType<StringAttr>(py::kPythonNameAttr);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(module.getBody());
    // Not constant: the bridge caches the site's compiled function in it.
    auto global = LLVM::GlobalOp::create(b, loc, type, /*isConstant=*/false,
                                         LLVM::Linkage::Internal, name, Attribute());
    symbols.insert(global);
    b.setInsertionPointToStart(b.createBlock(&global.getInitializerRegion()));
    auto int32 = [&](int64_t v) {
      return LLVM::ConstantOp::create(b, loc, i32, b.getI32IntegerAttr(v)).getResult();
    };
    Value fields[] = {LLVM::ZeroOp::create(b, loc, ptr),
                      LLVM::AddressOfOp::create(b, loc, moduleGlobal),
                      stringPointer(op.getSource()),
                      stringPointer(names),
                      stringPointer(pythonName ? pythonName.getValue() : func.getSymName()),
                      int32(op.getReads().size()),
                      int32(op.getWrites().size()),
                      int32(where ? where.getLine() : 0),
                      int32(where ? where.getColumn() : 0),
                      int32(op.getForm() == "expr"     ? 1 // PYRITE_SITE_EXPRESSION
                            : op.getForm() == "leave"  ? 2 // PYRITE_SITE_LEAVING
                                                       : 0),
                      int32(0)};
    Value init = LLVM::UndefOp::create(b, loc, type);
    for (auto [i, field] : llvm::enumerate(fields))
      init = LLVM::InsertValueOp::create(b, loc, init, field, ArrayRef<int64_t>{(int64_t)i});
    LLVM::ReturnOp::create(b, loc, init);
  }
  return LLVM::AddressOfOp::create(b, loc, ptr, name);
}

void FunctionLowering::lowerFallback(py::FallbackOp op, ArrayRef<Value> operands,
                                     ArrayRef<Type> types) {
  flushOverflow();
  unsigned reads = op.getValues().size();
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  SmallVector<Value> objects, pointers;
  for (unsigned i = 0; i < reads; ++i) {
    Value object = box(operands[i], types[i]);
    objects.push_back(object);
    // An unbound variable crosses as null. The select stays a pointer: as an
    // object it would be a second owned reference to `object`.
    Value pointer = objectPointer(object);
    if (!op.getBound().empty())
      pointer = LLVM::SelectOp::create(b, loc, operands[reads + i], pointer,
                                       LLVM::ZeroOp::create(b, loc, ptr));
    pointers.push_back(pointer);
  }
  Value readArray = pointerArray(pointers);
  // A leaving statement hands back, after the writes, the value it returned
  // and how it ended (an integer in a pointer).
  bool leaving = op.getForm() == "leave";
  unsigned resultCount = op.getNumResults();
  Value resultArray = LLVM::ZeroOp::create(b, loc, ptr);
  if (resultCount)
    resultArray = slot(LLVM::LLVMArrayType::get(ptr, resultCount));
  Value status = callRuntime("pyrite_fallback_run", b.getI32Type(),
                             {fallbackSite(op), readArray, resultArray});
  if (!objects.empty())
    py::ObjectUseOp::create(b, loc, objects);
  raiseFromCPythonIf(cmpi(arith::CmpIPredicate::ne, status, constInt(0, 32)));
  auto slotAt = [&](unsigned i) -> Value {
    Value at = LLVM::GEPOp::create(b, loc, ptr, ptr, resultArray, ArrayRef<LLVM::GEPArg>{(int32_t)i});
    return LLVM::LoadOp::create(b, loc, ptr, at);
  };
  unsigned written = resultCount - (leaving ? 2 : 0); // the writes, or an expression's value
  for (unsigned i = 0; i < written; ++i)
    op.getResult(i).replaceAllUsesWith(pointerObject(slotAt(i)));
  if (leaving) { // results: how, value; slots: value, how
    op.getResult(written + 1).replaceAllUsesWith(pointerObject(slotAt(written)));
    op.getResult(written).replaceAllUsesWith(
        LLVM::PtrToIntOp::create(b, loc, b.getI64Type(), slotAt(written + 1)).getResult());
  }
}

} // namespace mlir::pyrite::lowering
