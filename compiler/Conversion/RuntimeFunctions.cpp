//===- RuntimeFunctions.cpp - The runtime functions compiled code calls -===//
#include "compiler/Conversion/RuntimeFunctions.h"

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
