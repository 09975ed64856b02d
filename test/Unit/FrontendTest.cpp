//===- FrontendTest.cpp - tree-sitter CST to AST --------------------------===//
#include "frontend/Parser.h"

#include <gtest/gtest.h>

using namespace mlir::pyrite;
using namespace mlir::pyrite::ast;

namespace {

ParseResult parse(const std::string &source) { return parsePython("t.py", source); }

TEST(Frontend, FindsDecoratedAndPlainFunctions) {
  ParseResult r = parse("from pyrite import jit\n"
                        "import pyrite\n"
                        "def helper(x):\n    return x\n"
                        "@jit\ndef a(x: int) -> int:\n    return helper(x)\n"
                        "@pyrite.jit\ndef b(): pass\n"
                        "@jit(strict=True)\ndef c(): pass\n"
                        "@other\ndef d(): pass\n");
  ASSERT_TRUE(r.errors.empty());
  ASSERT_EQ(r.module->functions.size(), 5u);
  EXPECT_FALSE(r.module->findFunction("helper")->decorated);
  EXPECT_TRUE(r.module->findFunction("a")->decorated);
  EXPECT_TRUE(r.module->findFunction("b")->decorated);
  EXPECT_TRUE(r.module->findFunction("c")->decorated);
  // Compiled code may not call d: it is @other's result, not the def.
  EXPECT_EQ(r.module->findFunction("d"), nullptr);
  EXPECT_EQ(r.module->opaqueReason("d"), "decorated with '@other' at line 12");
}

TEST(Frontend, ConstantsAreBoundOnceByAPlainAssignment) {
  ParseResult r = parse("A = 1\n"
                        "A += 1\n"
                        "B = C = 2\n"
                        "if B:\n    D = 3\n"
                        "E = B * 4\n");
  ASSERT_TRUE(r.errors.empty());
  EXPECT_EQ(r.module->findConstant("A"), nullptr);
  EXPECT_EQ(r.module->opaqueReason("A"), "rebound at line 2 by an augmented assignment");
  EXPECT_NE(r.module->findConstant("B"), nullptr);
  EXPECT_NE(r.module->findConstant("C"), nullptr);
  EXPECT_EQ(r.module->opaqueReason("D"), "bound at line 5 in an 'if' statement");
  EXPECT_NE(r.module->findConstant("E"), nullptr);
  EXPECT_FALSE(r.module->bindsName("abs"));
}

TEST(Frontend, ExactSourceRanges) {
  ParseResult r = parse("\n\ndef f(x):\n    y = x + 1\n    return y\n");
  const Function *f = r.module->findFunction("f");
  ASSERT_TRUE(f);
  EXPECT_EQ(f->range.line, 3u);
  EXPECT_EQ(f->range.column, 1u);
  EXPECT_EQ(f->nameRange.column, 5u);
  const Stmt &assign = *f->body[0];
  EXPECT_EQ(assign.kind, StmtKind::Assign);
  EXPECT_EQ(assign.range.line, 4u);
  EXPECT_EQ(assign.range.column, 5u);
  const Expr &sum = *assign.value;
  EXPECT_EQ(sum.kind, ExprKind::Binary);
  EXPECT_EQ(sum.op, "+");
  EXPECT_EQ(r.module->text(sum.range), "x + 1");
  EXPECT_EQ(sum.children[1]->range.column, 13u);
}

TEST(Frontend, Parameters) {
  ParseResult r = parse("def f(a: int, b: float = 2.5, *, c: bool = True, d=1): pass\n");
  const Function *f = r.module->findFunction("f");
  ASSERT_EQ(f->params.size(), 4u);
  EXPECT_EQ(f->params[0].name, "a");
  EXPECT_EQ(f->params[0].annotation->text, "int");
  EXPECT_FALSE(f->params[0].defaultValue);
  EXPECT_EQ(f->params[1].defaultValue->floatValue, 2.5);
  EXPECT_FALSE(f->params[1].keywordOnly);
  EXPECT_TRUE(f->params[2].keywordOnly);
  EXPECT_TRUE(f->params[3].keywordOnly);
  EXPECT_TRUE(f->unsupported.empty());
}

TEST(Frontend, StarArgsAreUnsupported) {
  ParseResult r = parse("def f(*args): pass\n");
  EXPECT_FALSE(r.module->findFunction("f")->unsupported.empty());
}

TEST(Frontend, ConstantsAndMathImports) {
  ParseResult r = parse("import math\nfrom math import sqrt as root, pi\n"
                        "N = 10\nM = N * 2 + 1\nX = [1]\nY = 1\nY = 2\nZ = -3.5\n");
  EXPECT_TRUE(r.module->findConstant("N"));
  EXPECT_TRUE(r.module->findConstant("M"));
  EXPECT_TRUE(r.module->findConstant("Z"));
  EXPECT_FALSE(r.module->findConstant("X")) << "a list is not a constant";
  EXPECT_FALSE(r.module->findConstant("Y")) << "bound twice";
  EXPECT_EQ(r.module->importAlias("math"), std::string("math"));
  EXPECT_EQ(r.module->importAlias("root"), std::string("math.sqrt"));
  EXPECT_EQ(r.module->importAlias("pi"), std::string("math.pi"));
  EXPECT_FALSE(r.module->importAlias("sqrt"));
}

TEST(Frontend, IntegerLiterals) {
  ParseResult r = parse("def f():\n    return (0x_ff, 0o17, 0b101, 1_000, -9223372036854775808,"
                        " 9223372036854775808, 3j)\n");
  const Expr &t = *r.module->findFunction("f")->body[0]->value;
  ASSERT_EQ(t.children.size(), 7u);
  EXPECT_EQ(t.children[0]->intValue, 255);
  EXPECT_EQ(t.children[1]->intValue, 15);
  EXPECT_EQ(t.children[2]->intValue, 5);
  EXPECT_EQ(t.children[3]->intValue, 1000);
  EXPECT_EQ(t.children[4]->kind, ExprKind::Int);
  EXPECT_EQ(t.children[4]->intValue, INT64_MIN);
  EXPECT_EQ(t.children[5]->kind, ExprKind::Unsupported);
  EXPECT_EQ(t.children[6]->kind, ExprKind::Imaginary);
  EXPECT_EQ(t.children[6]->floatValue, 3.0);
}

TEST(Frontend, ImaginaryLiterals) {
  // A minus stays a unary operator: -1j is complex(-0.0, -1.0) in Python,
  // not the literal complex(0.0, -1.0).
  ParseResult r = parse("def f():\n    return (2.5j, 1_0J, -1j, 1e3j)\n");
  const Expr &t = *r.module->findFunction("f")->body[0]->value;
  ASSERT_EQ(t.children.size(), 4u);
  EXPECT_EQ(t.children[0]->kind, ExprKind::Imaginary);
  EXPECT_EQ(t.children[0]->floatValue, 2.5);
  EXPECT_EQ(t.children[1]->floatValue, 10.0);
  ASSERT_EQ(t.children[2]->kind, ExprKind::Unary);
  EXPECT_EQ(t.children[2]->op, "-");
  EXPECT_EQ(t.children[2]->children[0]->kind, ExprKind::Imaginary);
  EXPECT_EQ(t.children[2]->children[0]->floatValue, 1.0);
  EXPECT_EQ(t.children[3]->floatValue, 1000.0);
}

TEST(Frontend, ChainedComparisonAndIfElifElse) {
  ParseResult r = parse("def f(a, b, c):\n    if a < b <= c:\n        pass\n"
                        "    elif a:\n        pass\n    else:\n        return 1\n");
  const Stmt &s = *r.module->findFunction("f")->body[0];
  ASSERT_EQ(s.kind, StmtKind::If);
  EXPECT_EQ(s.value->kind, ExprKind::Compare);
  EXPECT_EQ(s.value->ops, (std::vector<std::string>{"<", "<="}));
  ASSERT_EQ(s.orelse.size(), 1u);
  EXPECT_EQ(s.orelse[0]->kind, StmtKind::If);
  ASSERT_EQ(s.orelse[0]->orelse.size(), 1u);
  EXPECT_EQ(s.orelse[0]->orelse[0]->kind, StmtKind::Return);
}

TEST(Frontend, UnsupportedConstructsKeepTheirNames) {
  ParseResult r = parse("def f(x):\n    ys = [x, x + 1]\n    return ys\n");
  const Stmt &s = *r.module->findFunction("f")->body[0];
  ASSERT_EQ(s.kind, StmtKind::Assign);
  EXPECT_EQ(s.value->kind, ExprKind::List); // compiled only as np.concatenate's argument
  EXPECT_EQ(s.value->names, (std::vector<std::string>{"x"}));
  ParseResult w = parse("def f(x):\n    with open(x) as h:\n        y = 1\n");
  const Stmt &with = *w.module->findFunction("f")->body[0];
  EXPECT_EQ(with.kind, StmtKind::Unsupported);
  EXPECT_EQ(with.assigned, (std::vector<std::string>{"h", "y"}));
}

TEST(Frontend, SyntaxErrorsAreReportedWithLocations) {
  ParseResult r = parse("def f(x):\n    return x +\n");
  ASSERT_FALSE(r.errors.empty());
  EXPECT_EQ(r.errors[0].range.line, 2u);
  ParseResult garbage = parse(std::string("\x00\xff\xfe def (((", 12));
  EXPECT_FALSE(garbage.errors.empty());
  ParseResult empty = parse("");
  EXPECT_TRUE(empty.errors.empty());
  EXPECT_TRUE(empty.module->functions.empty());
}

TEST(Frontend, DocstringsAreDropped) {
  ParseResult r = parse("def f():\n    \"\"\"doc\"\"\"\n    return 1\n");
  const Function *f = r.module->findFunction("f");
  ASSERT_EQ(f->body.size(), 2u);
  EXPECT_EQ(f->body[0]->kind, StmtKind::Pass);
}

} // namespace
