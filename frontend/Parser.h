//===- Parser.h - tree-sitter CST to pyrite's AST ---------------*- C++ -*-===//
#ifndef PYRITE_FRONTEND_PARSER_H
#define PYRITE_FRONTEND_PARSER_H

#include "frontend/AST.h"

#include <functional>
#include <string>
#include <vector>

namespace mlir::pyrite {

/// A syntax error tree-sitter found (an ERROR or MISSING node).
struct SyntaxError {
  ast::SourceRange range;
  std::string message;
};

struct ParseResult {
  std::unique_ptr<ast::Module> module;
  std::vector<SyntaxError> errors; ///< non-empty: the module is incomplete
};

/// Whether a module name is a local module (a .py file the build compiles).
using LocalModuleTest = std::function<bool(const std::string &)>;

/// Parses `source` (never executes it). Finds every function, the module-level
/// constants, the math and numpy imports and the imports of modules
/// `isLocalModule` accepts; statements it does not model become Unsupported
/// nodes rather than errors.
ParseResult parsePython(std::string path, std::string source,
                        const LocalModuleTest &isLocalModule = {});

} // namespace pyrite

#endif
