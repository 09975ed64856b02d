//===- TypeInferenceTest.cpp - py-infer-types rules -----------------------===//
#include "compiler/InitAll.h"
#include "dialects/Py/IR/PyOps.h"
#include "dialects/Py/Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"

#include <gtest/gtest.h>

using namespace mlir;
namespace py = mlir::pyrite::py;

namespace {

class TypeInference : public ::testing::Test {
protected:
  TypeInference() {
    DialectRegistry registry;
    pyrite::registerAllDialects(registry);
    ctx.appendDialectRegistry(registry);
    ctx.loadAllAvailableDialects();
  }

  /// The inferred result type of the op named `marker` (via an attribute),
  /// else the function's; null when inference fails; diagnostics land in
  /// `errors`.
  Type infer(StringRef body, StringRef signature = "(%a: !py.int, %f: !py.float, %b: !py.bool)") {
    std::string text = ("func.func @f" + signature +
                        " -> !py.unknown attributes {pyrite.entry} {\n" + body + "\n}\n")
                           .str();
    ScopedDiagnosticHandler handler(&ctx, [&](Diagnostic &d) {
      errors.push_back(d.str());
      return success();
    });
    OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, &ctx);
    if (!module)
      return {};
    PassManager pm(&ctx);
    pm.addPass(py::createPyInferTypesPass());
    if (failed(pm.run(*module)))
      return {};
    Type found;
    module->walk([&](Operation *op) {
      if (op->hasAttr("marker"))
        found = op->getResult(0).getType();
    });
    if (!found)
      found = (*module->getOps<func::FuncOp>().begin()).getFunctionType().getResult(0);
    return found;
  }

  std::string binary(StringRef kind, StringRef lhs, StringRef rhs) {
    return ("%r = py.binary " + kind + " " + lhs + ", " + rhs + " {marker} : " + typeOf(lhs) +
            ", " + typeOf(rhs) + " -> !py.unknown\npy.return %r : !py.unknown")
        .str();
  }
  static std::string typeOf(StringRef v) {
    return v == "%a" ? "!py.int" : v == "%f" ? "!py.float" : "!py.bool";
  }

  MLIRContext ctx;
  std::vector<std::string> errors;
};

TEST_F(TypeInference, NumericPromotion) {
  EXPECT_TRUE(isa<py::IntType>(infer(binary("add", "%a", "%a"))));
  EXPECT_TRUE(isa<py::FloatType>(infer(binary("add", "%a", "%f"))));
  EXPECT_TRUE(isa<py::IntType>(infer(binary("add", "%b", "%b")))) << "True + True == 2";
  EXPECT_TRUE(isa<py::FloatType>(infer(binary("truediv", "%a", "%a"))));
  EXPECT_TRUE(isa<py::IntType>(infer(binary("floordiv", "%a", "%b"))));
  EXPECT_TRUE(isa<py::FloatType>(infer(binary("mod", "%f", "%a"))));
}

TEST_F(TypeInference, BitwiseOnBoolsStaysBool) {
  EXPECT_TRUE(isa<py::BoolType>(infer(binary("bitand", "%b", "%b"))));
  EXPECT_TRUE(isa<py::IntType>(infer(binary("bitor", "%b", "%a"))));
  EXPECT_FALSE(infer(binary("bitxor", "%f", "%a")));
  ASSERT_FALSE(errors.empty());
  EXPECT_NE(errors.back().find("unsupported operand type(s) for ^: 'float' and 'int'"),
            std::string::npos);
}

TEST_F(TypeInference, PowerWithNegativeLiteralExponentIsFloat) {
  EXPECT_TRUE(isa<py::IntType>(infer(binary("pow", "%a", "%a"))));
  Type t = infer("%m = py.constant(-2 : i64) : !py.int\n"
                 "%r = py.binary pow %a, %m {marker} : !py.int, !py.int -> !py.unknown\n"
                 "py.return %r : !py.unknown");
  EXPECT_TRUE(isa<py::FloatType>(t));
}

TEST_F(TypeInference, JoinConflictNamesBothLocations) {
  Type t = infer("py.cond_br %c, ^bb1, ^bb2\n"
                 "^bb1:\n  py.br ^bb3(%a : !py.int)\n"
                 "^bb2:\n  py.br ^bb3(%v : !py.ndarray<?xf64>)\n"
                 "^bb3(%x: !py.unknown):\n  py.return %x : !py.unknown",
                 "(%c: i1, %a: !py.int, %v: !py.ndarray<?xf64>)");
  EXPECT_FALSE(t);
  ASSERT_FALSE(errors.empty());
  EXPECT_NE(errors.back().find("is 'f64[:]' here but 'int'"), std::string::npos) << errors.back();
}

TEST_F(TypeInference, ScalarJoinIsAUnion) {
  Type t = infer("py.cond_br %c, ^bb1, ^bb2\n"
                 "^bb1:\n  py.br ^bb3(%a : !py.int)\n"
                 "^bb2:\n  py.br ^bb3(%f : !py.float)\n"
                 "^bb3(%x: !py.unknown):\n  py.return %x : !py.unknown",
                 "(%c: i1, %a: !py.int, %f: !py.float)");
  EXPECT_TRUE(isa_and_nonnull<py::UnionType>(t));
}

TEST_F(TypeInference, ScalarReturnTypesJoinToAUnion) {
  Type t = infer("py.cond_br %c, ^bb1, ^bb2\n"
                 "^bb1:\n  py.return %f : !py.float\n"
                 "^bb2:\n  py.return %a : !py.int",
                 "(%c: i1, %a: !py.int, %f: !py.float)");
  auto joined = dyn_cast_or_null<py::UnionType>(t);
  ASSERT_TRUE(joined);
  ASSERT_EQ(joined.getMembers().size(), 2u);
  EXPECT_TRUE(isa<py::IntType>(joined.getMembers()[0])); // canonical order, not path order
  EXPECT_TRUE(isa<py::FloatType>(joined.getMembers()[1]));
}

TEST_F(TypeInference, ArrayAndScalarReturnTypesMustAgree) {
  Type t = infer("py.cond_br %c, ^bb1, ^bb2\n"
                 "^bb1:\n  py.return %a : !py.int\n"
                 "^bb2:\n  py.return %f : !py.ndarray<?xf64>",
                 "(%c: i1, %a: !py.int, %f: !py.ndarray<?xf64>)");
  EXPECT_FALSE(t);
  ASSERT_FALSE(errors.empty());
  EXPECT_NE(errors.back().find("returns 'f64[:]' here but 'int' elsewhere"), std::string::npos);
}

TEST_F(TypeInference, MinMaxOfMixedTypesIsAUnion) {
  EXPECT_TRUE(isa<py::IntType>(
      infer("%r = py.builtins.max(%a, %a) {marker} : (!py.int, !py.int) -> !py.unknown\n"
            "py.return %r : !py.unknown")));
  EXPECT_TRUE(isa_and_nonnull<py::UnionType>(
      infer("%r = py.builtins.max(%a, %f) {marker} : (!py.int, !py.float) -> "
            "!py.unknown\npy.return %r : !py.unknown")));
}

TEST_F(TypeInference, RecursionConverges) {
  DialectRegistry registry;
  std::string text = "func.func @fact(%n: !py.int) -> !py.unknown attributes {pyrite.entry} {\n"
                     "  %one = py.constant(1 : i64) : !py.int\n"
                     "  %c = py.compare le %n, %one : !py.int, !py.int -> !py.unknown\n"
                     "  %t = py.truth %c : !py.unknown\n"
                     "  py.cond_br %t, ^bb1, ^bb2\n"
                     "^bb1:\n  py.return %one : !py.int\n"
                     "^bb2:\n"
                     "  %m = py.binary sub %n, %one : !py.int, !py.int -> !py.unknown\n"
                     "  %r = py.call @fact(%m) : (!py.unknown) -> !py.unknown\n"
                     "  %p = py.binary mul %n, %r {marker} : !py.int, !py.unknown -> !py.unknown\n"
                     "  py.return %p : !py.unknown\n}\n";
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, &ctx);
  ASSERT_TRUE(module);
  PassManager pm(&ctx);
  pm.addPass(py::createPyInferTypesPass());
  ASSERT_TRUE(succeeded(pm.run(*module)));
  auto fact = module->lookupSymbol<func::FuncOp>("fact");
  ASSERT_TRUE(fact);
  EXPECT_TRUE(isa<py::IntType>(fact.getFunctionType().getResult(0)));
}

} // namespace

TEST_F(TypeInference, ComplexPromotion) {
  // NumPy's: complex64 with int32 or float64 is complex128, with int16
  // complex64; a Python complex is weak: float32 with it is complex64.
  std::string signature = "(%c: !py.ndarray<?xcomplex<f32>>, %i: !py.ndarray<?xi32>, "
                          "%h: !py.ndarray<?xi16>, %s: !py.ndarray<?xf32>, %z: !py.complex)";
  auto c128 = py::NDArrayType::get(&ctx, {ShapedType::kDynamic}, ComplexType::get(Float64Type::get(&ctx)));
  auto c64 = py::NDArrayType::get(&ctx, {ShapedType::kDynamic}, ComplexType::get(Float32Type::get(&ctx)));
  EXPECT_EQ(infer("%0 = py.binary add %c, %i {marker} : !py.ndarray<?xcomplex<f32>>, "
                  "!py.ndarray<?xi32> -> !py.unknown\n  py.return %0 : !py.unknown",
                  signature),
            Type(c128));
  EXPECT_EQ(infer("%0 = py.binary add %c, %h {marker} : !py.ndarray<?xcomplex<f32>>, "
                  "!py.ndarray<?xi16> -> !py.unknown\n  py.return %0 : !py.unknown",
                  signature),
            Type(c64));
  EXPECT_EQ(infer("%0 = py.binary mul %s, %z {marker} : !py.ndarray<?xf32>, !py.complex -> "
                  "!py.unknown\n  py.return %0 : !py.unknown",
                  signature),
            Type(c64));
  // A Python complex with a float: a Python complex.
  EXPECT_EQ(infer("%0 = py.binary sub %f, %z {marker} : !py.float, !py.complex -> !py.unknown\n"
                  "  py.return %0 : !py.unknown",
                  "(%f: !py.float, %z: !py.complex)"),
            Type(py::ComplexType::get(&ctx)));
}
