//===- RuntimeTableTest.cpp - RuntimeFunctions.def against the runtime -===//
//
// Each function the compiler may call is declared by the runtime's headers
// with exactly the table's signature (checked when this file compiles), and
// the compiler's lookup knows it with that many parameters and a result
// where it has one.
//
//===----------------------------------------------------------------------===//
#include "compiler/Runtime/RuntimeFunctions.h"
#include "pyrite/CPythonBridge.h"
#include "pyrite/Runtime.h"

#include <gtest/gtest.h>

#include <type_traits>

namespace {

#define PYRITE_RUNTIME_FUNCTION(NAME, FLAGS, RESULT, PARAMS)                                   \
  static_assert(std::is_same_v<decltype(&::NAME), RESULT(*) PARAMS>,                          \
                #NAME " is declared with another signature than RuntimeFunctions.def's");
#define PYRITE_EXTERNAL_FUNCTION(NAME, FLAGS, RESULT, PARAMS)
#include "pyrite/RuntimeFunctions.def"
#undef PYRITE_RUNTIME_FUNCTION
#undef PYRITE_EXTERNAL_FUNCTION

struct Entry {
  const char *name;
  unsigned numParams;
  bool returnsValue;
};

template <typename Signature> struct Arity;
template <typename R, typename... Args> struct Arity<R(Args...)> {
  static constexpr Entry of(const char *name) { return {name, sizeof...(Args), !std::is_void_v<R>}; }
};

TEST(RuntimeTable, CompilerKnowsEveryFunctionWithItsArity) {
  const Entry entries[] = {
#define PYRITE_RUNTIME_FUNCTION(NAME, FLAGS, RESULT, PARAMS)                                   \
  Arity<RESULT PARAMS>::of(#NAME),
#define PYRITE_EXTERNAL_FUNCTION PYRITE_RUNTIME_FUNCTION
#include "pyrite/RuntimeFunctions.def"
#undef PYRITE_RUNTIME_FUNCTION
#undef PYRITE_EXTERNAL_FUNCTION
  };
  for (const Entry &e : entries) {
    const mlir::pyrite::RuntimeFunction *fn = mlir::pyrite::lookupRuntimeFunction(e.name);
    ASSERT_NE(fn, nullptr) << e.name;
    EXPECT_EQ(fn->numParams, e.numParams) << e.name;
    EXPECT_EQ(fn->returnsValue, e.returnsValue) << e.name;
  }
  EXPECT_EQ(mlir::pyrite::lookupRuntimeFunction("pyrite_no_such_function"), nullptr);
}

TEST(RuntimeTable, Flags) {
  using mlir::pyrite::lookupRuntimeFunction;
  EXPECT_TRUE(lookupRuntimeFunction("pyrite_raise")->cold());
  EXPECT_TRUE(lookupRuntimeFunction("pyrite_raise")->quiet());
  EXPECT_FALSE(lookupRuntimeFunction("pyrite_raise_foreign")->quiet());
  EXPECT_TRUE(lookupRuntimeFunction("pyrite_vm_expf")->vectorMath());
  EXPECT_FALSE(lookupRuntimeFunction("pyrite_np_reduce")->quiet());
  EXPECT_FALSE(lookupRuntimeFunction("log1p")->vectorMath());
}

} // namespace
