//===- RuntimeFunctions.cpp - The runtime functions compiled code calls -===//
#include "compiler/Runtime/RuntimeFunctions.h"

#include "runtime/include/pyrite/CPythonBridge.h"
#include "runtime/include/pyrite/Runtime.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"

#include <type_traits>

using namespace mlir::pyrite;

namespace {
template <typename Signature> constexpr unsigned numParams() {
  return llvm::function_traits<std::add_pointer_t<Signature>>::num_args;
}
template <typename Signature> constexpr bool returnsValue() {
  return !std::is_void_v<typename llvm::function_traits<std::add_pointer_t<Signature>>::result_t>;
}
} // namespace

const RuntimeFunction *mlir::pyrite::lookupRuntimeFunction(llvm::StringRef name) {
  static const llvm::StringMap<RuntimeFunction> table = [] {
    llvm::StringMap<RuntimeFunction> t;
#define PYRITE_RUNTIME_FUNCTION(NAME, FLAGS, RESULT, PARAMS)                                   \
  t.try_emplace(#NAME, RuntimeFunction{#NAME, FLAGS, numParams<RESULT PARAMS>(),               \
                                       returnsValue<RESULT PARAMS>()});
#define PYRITE_EXTERNAL_FUNCTION PYRITE_RUNTIME_FUNCTION
#include "runtime/include/pyrite/RuntimeFunctions.def"
#undef PYRITE_RUNTIME_FUNCTION
#undef PYRITE_EXTERNAL_FUNCTION
    return t;
  }();
  auto it = table.find(name);
  return it == table.end() ? nullptr : &it->second;
}

mlir::func::FuncOp mlir::pyrite::declareRuntimeFunction(ModuleOp module, SymbolTable &symbols,
                                                        llvm::StringRef name, TypeRange args,
                                                        TypeRange results) {
  if (auto existing = symbols.lookup<func::FuncOp>(name))
    return existing;
  const RuntimeFunction *entry = lookupRuntimeFunction(name);
  if (!entry || entry->numParams != args.size() || entry->returnsValue != (results.size() == 1))
    llvm::report_fatal_error(llvm::Twine("pyrite: a call of runtime function '") + name +
                             "' that runtime/include/pyrite/RuntimeFunctions.def does not list "
                             "with these arguments");
  OpBuilder b(module.getContext());
  b.setInsertionPointToStart(module.getBody());
  auto decl = func::FuncOp::create(b, module.getLoc(), name, b.getFunctionType(args, results));
  decl.setPrivate();
  // The runtime never unwinds; raising is cold, so LLVM keeps spills and
  // calls for it off the path that does not raise.
  SmallVector<Attribute> attrs{b.getStringAttr("nounwind")};
  if (entry->cold())
    attrs.push_back(b.getStringAttr("cold"));
  if (entry->vectorMath()) { // pure math: what loop vectorisation needs
    attrs.push_back(b.getStringAttr("willreturn"));
    attrs.push_back(b.getArrayAttr({b.getStringAttr("memory"), b.getStringAttr("0")}));
  }
  decl->setAttr("passthrough", b.getArrayAttr(attrs));
  symbols.insert(decl);
  return decl;
}
