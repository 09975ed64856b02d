//===- AST.h - Pyrite's Python AST with exact source ranges -----*- C++ -*-===//
//
// The subset of Python the compiler understands, built from tree-sitter's
// concrete syntax tree. Anything else is kept as an `Unsupported` node with
// its source text and the names it reads and assigns, so it can become a
// py.fallback later.
//
//===----------------------------------------------------------------------===//
#ifndef PYRITE_FRONTEND_AST_H
#define PYRITE_FRONTEND_AST_H

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
}

namespace mlir::pyrite::ast {

/// A half-open byte range and the 1-based line/column of its start and end.
struct SourceRange {
  uint32_t startByte = 0, endByte = 0;
  uint32_t line = 1, column = 1, endLine = 1, endColumn = 1;
};

enum class ExprKind {
  Int,         ///< intValue
  Float,       ///< floatValue
  Imaginary,   ///< floatValue: the literal `2.5j`, complex(0.0, floatValue)
  Bool,        ///< boolValue
  None,
  Ellipsis,    ///< `...`
  String,      ///< text (the literal's value; only where a message is expected)
  Name,        ///< text
  Attribute,   ///< children[0].text ; text = attribute name (math.sqrt)
  Unary,       ///< op in {"-", "+", "~", "not"}; children[0]
  Binary,      ///< op; children[0], children[1]
  BoolOp,      ///< op in {"and", "or"}; children (two)
  Compare,     ///< ops[i] between children[i] and children[i+1]
  IfExp,       ///< children: test, body, orelse
  Call,        ///< children[0] = callee; args; keywords
  Tuple,       ///< children
  List,        ///< children; names (compiled only as np.concatenate's and np.stack's argument)
  Subscript,   ///< children[0][children[1]]
  Slice,       ///< lower:upper:step; children (three, each may be null)
  Unsupported, ///< reason; the construct's source text is the range
};

struct Expr;
using ExprPtr = std::unique_ptr<Expr>;

struct Keyword {
  std::string name;
  ExprPtr value;
  SourceRange range;
};

struct Expr {
  ExprKind kind;
  SourceRange range;
  int64_t intValue = 0;
  double floatValue = 0;
  bool boolValue = false;
  std::string text; ///< name, attribute or string value
  std::string op;
  std::vector<std::string> ops; ///< Compare operators
  std::vector<ExprPtr> children;
  std::vector<ExprPtr> args;     ///< Call positional arguments
  std::vector<Keyword> keywords; ///< Call keyword arguments
  std::string reason;            ///< Unsupported: why
  std::vector<std::string> names; ///< Unsupported, List: identifiers it mentions
  /// Unsupported: `*rest` in an assignment target; `names` are what it binds.
  bool starredTarget = false;
};

enum class StmtKind {
  Expr,        ///< value
  Assign,      ///< targets (one or more, chained), value
  AugAssign,   ///< targets[0], op, value
  If,          ///< value = test, body, orelse
  While,       ///< value = test, body, orelse
  For,         ///< targets[0], value = iterable, body, orelse
  Break,
  Continue,
  Return,      ///< value (may be null)
  Pass,
  Assert,      ///< value = test, message (may be null)
  Raise,       ///< value = exception (may be null), message
  Unsupported, ///< reason, names, assigned
};

struct Stmt;
using StmtPtr = std::unique_ptr<Stmt>;

struct Stmt {
  StmtKind kind;
  SourceRange range;
  std::vector<ExprPtr> targets;
  ExprPtr value;
  ExprPtr message;
  std::string op;
  std::vector<StmtPtr> body;
  std::vector<StmtPtr> orelse;
  std::string reason;
  std::vector<std::string> names;    ///< Unsupported: identifiers read
  std::vector<std::string> assigned; ///< Unsupported: identifiers bound
  /// Unsupported: why it cannot run alone in CPython (a `yield`, a `global`
  /// declaration), or empty.
  std::string escape;
  /// Unsupported: how a `return` inside it leaves the function, or a `break`
  /// or `continue` the loop around it (Leaves bits; CPython runs it, the
  /// compiled code then returns, breaks or continues as it did).
  unsigned leaves = 0;
};

/// How control leaves a statement CPython runs (bits of Stmt::leaves).
enum Leaves : unsigned { LeavesByReturn = 1, LeavesByBreak = 2, LeavesByContinue = 4 };

struct Param {
  std::string name;
  ExprPtr annotation; ///< may be null
  ExprPtr defaultValue; ///< may be null
  bool keywordOnly = false;
  SourceRange range;
};

struct Function {
  std::string name;
  std::vector<Param> params;
  ExprPtr returnAnnotation; ///< may be null
  std::vector<StmtPtr> body;
  bool decorated = false; ///< @jit, @pyrite.jit, @jit(...), @njit, @pr.jit (imported so)
  bool strict = false;    ///< @jit(strict=True): never falls back to CPython
  /// Extra entry points asked for (`pyrite build --specialize`): one
  /// annotation per parameter each, owned by the driver. CPython treats
  /// annotations as hints, so these may differ from the written ones.
  std::vector<std::vector<const Expr *>> specializations;
  SourceRange range;      ///< the whole definition
  SourceRange nameRange;
  std::string unsupported; ///< non-empty: the signature cannot be compiled (why)
};

/// A module-level name bound once to a constant expression.
struct Constant {
  std::string name;
  ExprPtr value;
};

struct Module {
  std::string path;
  std::string source;
  std::vector<std::unique_ptr<Function>> functions;
  std::vector<Constant> constants;
  /// Local names that refer to math or numpy, or to their members ("sqrt" ->
  /// "math.sqrt", "np" -> "numpy" for `import numpy as np`).
  std::vector<std::pair<std::string, std::string>> importAliases;
  /// Local names bound by imports of local modules (.py files the build
  /// finds beside the file or on -I): "helper" -> "helper" for `import
  /// helper`, "p" -> "helper.poly" for `from helper import poly as p`.
  std::vector<std::pair<std::string, std::string>> localImports;
  /// The modules module-level code imports unconditionally ("a.b" for
  /// `import a.b`, "m" for `from m import x`; no relative import), each with
  /// its statement: importing the file fails unless each exists.
  std::vector<std::pair<std::string, SourceRange>> imports;
  /// Module-level names compiled code may not resolve, and why ("rebound at
  /// line 7 (an augmented assignment)", "decorated with '@twice'"): each
  /// module-level name is here or a function, constant or import alias.
  std::map<std::string, std::string> opaqueNames;
  /// Non-empty where the module can rebind any name, builtins included
  /// ("'exec' at line 9 can rebind any module-level name"): all are opaque.
  std::string rebindsAnyName;

  /// The function compiled code calls by this name: none where it is opaque.
  const Function *findFunction(const std::string &name) const;
  const Constant *findConstant(const std::string &name) const;
  /// The qualified name ("math.sqrt", "numpy") a module-level name stands for, if any.
  std::optional<std::string> importAlias(const std::string &name) const;
  /// The local module ("helper") or member ("helper.poly") a name is bound to.
  std::optional<std::string> localImport(const std::string &name) const;
  /// Why compiled code may not resolve this module-level name, if it may not.
  std::optional<std::string> opaqueReason(const std::string &name) const;
  /// Whether module-level code binds the name (it then shadows a builtin).
  bool bindsName(const std::string &name) const;
  /// The source text of a range.
  std::string text(const SourceRange &range) const {
    return source.substr(range.startByte, range.endByte - range.startByte);
  }
};

/// Writes an indented, deterministic dump of the module (`--emit=ast`).
void dump(const Module &module, llvm::raw_ostream &os);

} // namespace pyrite::ast

#endif
