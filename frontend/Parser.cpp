//===- Parser.cpp - tree-sitter CST to pyrite's AST -----------------------===//
#include "frontend/Parser.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/ConvertUTF.h"

#include <tree_sitter/api.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <map>
#include <optional>
#include <set>

extern "C" const TSLanguage *tree_sitter_python(void);

using namespace mlir::pyrite;
using namespace mlir::pyrite::ast;

namespace {

/// Modules whose names compiled code resolves (`import numpy as np`).
const std::set<std::string> kCompiledModules = {"math", "numpy"};

bool isNull(TSNode n) { return ts_node_is_null(n); }
std::string typeOf(TSNode n) { return ts_node_type(n); }

/// One binding of a module-level name by module-scope code.
struct ModuleBinding {
  enum class Kind {
    Def,    ///< function (null inside a compound statement)
    Import, ///< of math or numpy, or of one of their members: target
    LocalImport, ///< of a local module ("helper") or of a member ("helper.poly"): target
    Assign, ///< NAME = value at top level (a chain's last value)
    Other,  ///< unpacking, augmented assignment, del, a class, another import...
  };
  Kind kind = Kind::Other;
  SourceRange where;
  /// For messages: "by an augmented assignment", "in an 'if' statement".
  std::string how;
  /// Inside a compound statement, or a ':=' (which may not run).
  bool conditional = false;
  std::unique_ptr<Function> function;
  /// Def: its first decorator other than @jit ("@twice"), if any.
  std::string foreignDecorator;
  std::string target;
  TSNode value{};
};

/// The bindings of module-level names, in source order, and the first
/// construct that can rebind any name (`exec`, `from m import *`), if any.
struct ModuleBindings {
  std::map<std::string, std::vector<ModuleBinding>> byName;
  std::string rebindsAnyName;
};

class CSTConverter {
public:
  CSTConverter(Module &module, std::vector<SyntaxError> &errors,
               const LocalModuleTest &isLocalModule)
      : module(module), source(module.source), errors(errors), isLocalModule(isLocalModule) {
    lineStarts.push_back(0);
    for (size_t i = 0; i < source.size(); ++i)
      if (source[i] == '\n')
        lineStarts.push_back((uint32_t)i + 1);
  }

  void convertModule(TSNode root);
  void collectSyntaxErrors(TSNode root);
  /// Forms tree-sitter-python still parses that every Python 3 rejects.
  void collectPython2Syntax(TSNode root);
  /// tree-sitter-python cannot parse slices in annotations: `x: f32[:, :]`
  /// or `-> tuple[f64[:], f64[:]]` leaves ERROR nodes (and stray others) in
  /// or after the `type` node, in ever different shapes. Finds each
  /// parameter or return annotation whose text, from its `type` node to the
  /// bracket closing its first one, reads as an annotation (AnnotationText),
  /// and records its byte span: nodes inside it are no syntax errors and no
  /// parameters, and the annotation is read from the text.
  void collectArrayAnnotations(TSNode root);
  /// The span of the array annotation starting at `type`, if recorded.
  std::optional<std::pair<uint32_t, uint32_t>> arrayAnnotationSpan(uint32_t start) const;
  /// Where a function's return annotation starts: after its `->`, which
  /// tree-sitter may have swallowed into an ERROR node with the annotation.
  std::optional<uint32_t> returnAnnotationStart(TSNode def) const;
  bool insideArrayAnnotation(TSNode n) const;
  /// The span's annotation read from its text (see AnnotationText).
  ExprPtr arrayAnnotation(uint32_t start, uint32_t end);
  /// The source range of bytes [from, to) of the annotation at `type`.
  std::function<SourceRange(size_t, size_t)> annotationRanges(uint32_t start) const;
  /// The annotation's text in bytes [start, end), its line breaks and
  /// comments as spaces (byte for byte, so offsets stay).
  std::string annotationText(uint32_t start, uint32_t end) const;

private:
  std::string text(TSNode n) const {
    return source.substr(ts_node_start_byte(n), ts_node_end_byte(n) - ts_node_start_byte(n));
  }
  /// The line and column (from 1, in bytes) of byte `at` of the source.
  /// (Not tree-sitter's points: it parses the text with signatures joined.)
  std::pair<unsigned, unsigned> position(uint32_t at) const {
    size_t line = std::upper_bound(lineStarts.begin(), lineStarts.end(), at) - lineStarts.begin();
    return {(unsigned)line, at - lineStarts[line - 1] + 1};
  }
  SourceRange range(TSNode n) const {
    SourceRange r;
    r.startByte = ts_node_start_byte(n);
    r.endByte = ts_node_end_byte(n);
    std::tie(r.line, r.column) = position(r.startByte);
    std::tie(r.endLine, r.endColumn) = position(r.endByte);
    return r;
  }
  TSNode field(TSNode n, const char *name) const {
    return ts_node_child_by_field_name(n, name, (uint32_t)strlen(name));
  }
  std::vector<TSNode> namedChildren(TSNode n) const {
    std::vector<TSNode> out;
    for (uint32_t i = 0, e = ts_node_named_child_count(n); i < e; ++i) {
      TSNode c = ts_node_named_child(n, i);
      if (typeOf(c) != "comment")
        out.push_back(c);
    }
    return out;
  }
  /// Children under a field that may repeat (elif clauses, imported names).
  std::vector<TSNode> fieldChildren(TSNode n, const char *name) const {
    std::vector<TSNode> out;
    TSTreeCursor cursor = ts_tree_cursor_new(n);
    if (ts_tree_cursor_goto_first_child(&cursor)) {
      do {
        const char *f = ts_tree_cursor_current_field_name(&cursor);
        if (f && strcmp(f, name) == 0)
          out.push_back(ts_tree_cursor_current_node(&cursor));
      } while (ts_tree_cursor_goto_next_sibling(&cursor));
    }
    ts_tree_cursor_delete(&cursor);
    return out;
  }
  ExprPtr makeExpr(ExprKind kind, TSNode n) {
    auto e = std::make_unique<Expr>();
    e->kind = kind;
    e->range = range(n);
    return e;
  }
  ExprPtr unsupportedExpr(TSNode n, std::string reason) {
    ExprPtr e = makeExpr(ExprKind::Unsupported, n);
    e->reason = std::move(reason);
    collectNames(n, e->names);
    return e;
  }
  StmtPtr makeStmt(StmtKind kind, TSNode n) {
    auto s = std::make_unique<Stmt>();
    s->kind = kind;
    s->range = range(n);
    return s;
  }
  StmtPtr unsupportedStmt(TSNode n, std::string reason) {
    StmtPtr s = makeStmt(StmtKind::Unsupported, n);
    s->reason = std::move(reason);
    collectNames(n, s->names);
    collectAssigned(n, s->assigned);
    s->escape = escapeReason(n, 0, &s->leaves);
    return s;
  }
  /// Why statement `n` cannot run alone in CPython, or empty; sets
  /// in `*leaves` how a `return`, or a `break` or `continue` of a loop around
  /// it, leaves it (the fallback hands that back).
  std::string escapeReason(TSNode n, unsigned loops, unsigned *leaves) const;
  void collectNames(TSNode n, std::vector<std::string> &out) const;
  void collectAssigned(TSNode n, std::vector<std::string> &out) const;

  /// Records the module-scope bindings in `n`, a module-level statement or
  /// part of one; `compound` describes the compound statement around it
  /// ("an 'if' statement"), empty at top level.
  void collectModuleBindings(TSNode n, const std::string &compound, ModuleBindings &out);
  /// The names an assignment target binds (none for `x.a` or `x[i]`).
  void collectTargetNames(TSNode target, std::vector<std::string> &out) const;
  /// Where functions and classes rebind module names (`global`), or any code
  /// may rebind any of them (`exec`, `globals()`): name -> why.
  void collectRebindingsElsewhere(TSNode root, ModuleBindings &bindings,
                                  std::map<std::string, std::string> &rebound) const;
  std::unique_ptr<Function> convertFunction(TSNode def, bool decorated);
  void convertParameters(TSNode params, Function &fn);
  std::vector<StmtPtr> convertBlock(TSNode block);
  StmtPtr convertStatement(TSNode n);
  StmtPtr convertExpressionStatement(TSNode n);
  StmtPtr convertIf(TSNode n, TSNode condition, TSNode consequence,
                    const std::vector<TSNode> &alternatives, size_t next);
  ExprPtr convertExpr(TSNode n);
  ExprPtr convertInteger(TSNode n, bool negate);
  ExprPtr convertImaginary(TSNode n, const std::string &digits);
  static bool isImaginaryLiteral(const std::string &literal) {
    return !literal.empty() && (literal.back() == 'j' || literal.back() == 'J');
  }
  ExprPtr convertString(TSNode n);
  ExprPtr convertCall(TSNode n);
  /// Whether a decorator is pyrite's @jit, bare or called, under any name an
  /// import of pyrite seen so far gives it (`njit`, `pr.jit`).
  bool isJitDecorator(TSNode decorator) const;
  /// Whether a @jit decorator is called with `strict=True`.
  bool isStrictJit(TSNode decorator) const;
  /// How @jit is spelled in this file: always `jit` and `pyrite.jit`, plus
  /// the names imports give it.
  std::set<std::string> jitSpellings = {"jit", "pyrite.jit"};

  Module &module;
  const std::string &source;
  std::vector<SyntaxError> &errors;
  const LocalModuleTest &isLocalModule;
  std::map<uint32_t, uint32_t> arrayAnnotationSpans; ///< start byte -> end byte
  std::vector<uint32_t> lineStarts;                  ///< the byte each line starts at
};

void CSTConverter::collectNames(TSNode n, std::vector<std::string> &out) const {
  if (typeOf(n) == "identifier") {
    std::string name = text(n);
    if (std::find(out.begin(), out.end(), name) == out.end())
      out.push_back(name);
    return;
  }
  for (uint32_t i = 0, e = ts_node_named_child_count(n); i < e; ++i)
    collectNames(ts_node_named_child(n, i), out);
}

/// What in `n` would leave a statement run alone by CPython (the function's
/// `return`, a `break` of an enclosing loop) or change its scope; `loops`
/// counts the loops inside the statement around `n`.
std::string CSTConverter::escapeReason(TSNode n, unsigned loops, unsigned *leaves) const {
  std::string type = typeOf(n);
  if (type == "function_definition" || type == "class_definition" || type == "lambda")
    return {}; // a scope of its own
  // Handed back by the fallback (form "leave").
  if (type == "return_statement")
    *leaves |= LeavesByReturn;
  else if (type == "break_statement" && loops == 0)
    *leaves |= LeavesByBreak;
  else if (type == "continue_statement" && loops == 0)
    *leaves |= LeavesByContinue;
  if (type == "yield" || type == "await")
    return "'" + type + "' inside it";
  if (type == "global_statement" || type == "nonlocal_statement")
    return "a '" + type.substr(0, type.find('_')) + "' declaration";
  bool loop = type == "for_statement" || type == "while_statement";
  for (uint32_t i = 0, e = ts_node_named_child_count(n); i < e; ++i) {
    TSNode child = ts_node_named_child(n, i);
    // A loop's `else` runs after the loop: its break belongs further out.
    bool body = loop && ts_node_eq(child, field(n, "body"));
    std::string why = escapeReason(child, loops + (body ? 1 : 0), leaves);
    if (!why.empty())
      return why;
  }
  return {};
}

void CSTConverter::collectAssigned(TSNode n, std::vector<std::string> &out) const {
  std::string type = typeOf(n);
  if (type == "assignment" || type == "augmented_assignment" || type == "for_statement" ||
      type == "for_in_clause") {
    TSNode left = field(n, "left");
    if (!isNull(left))
      collectNames(left, out);
  } else if (type == "as_pattern") { // with ... as f, except E as e
    TSNode alias = field(n, "alias");
    if (!isNull(alias))
      collectNames(alias, out);
  } else if (type == "aliased_import") {
    collectNames(field(n, "alias"), out);
    return;
  } else if (type == "dotted_name" && !isNull(ts_node_parent(n)) &&
             (typeOf(ts_node_parent(n)) == "import_statement" ||
              (typeOf(ts_node_parent(n)) == "import_from_statement" &&
               !ts_node_eq(n, field(ts_node_parent(n), "module_name"))))) {
    // `import a.b` binds a; `from m import x` binds x.
    if (ts_node_named_child_count(n) > 0)
      collectNames(ts_node_named_child(n, 0), out);
    return;
  } else if (type == "function_definition" || type == "class_definition") {
    TSNode name = field(n, "name");
    if (!isNull(name))
      collectNames(name, out);
    return; // Their bodies bind their own locals.
  } else if (type == "named_expression") {
    TSNode name = field(n, "name");
    if (!isNull(name))
      collectNames(name, out);
  }
  for (uint32_t i = 0, e = ts_node_named_child_count(n); i < e; ++i)
    collectAssigned(ts_node_named_child(n, i), out);
}

/// Calls `visit(node, depth)` on every node of the tree, without recursion
/// (hostile input may nest thousands of levels).
static void walkTree(TSNode root, llvm::function_ref<void(TSNode, unsigned)> visit) {
  TSTreeCursor cursor = ts_tree_cursor_new(root);
  unsigned depth = 0;
  visit(root, 0);
  for (;;) {
    if (ts_tree_cursor_goto_first_child(&cursor)) {
      visit(ts_tree_cursor_current_node(&cursor), ++depth);
      continue;
    }
    while (!ts_tree_cursor_goto_next_sibling(&cursor)) {
      if (!ts_tree_cursor_goto_parent(&cursor)) {
        ts_tree_cursor_delete(&cursor);
        return;
      }
      --depth;
    }
    visit(ts_tree_cursor_current_node(&cursor), depth);
  }
}

/// The deepest node of the tree and its depth.
static std::pair<unsigned, TSNode> deepestNode(TSNode root) {
  unsigned maxDepth = 0;
  TSNode deepest = root;
  walkTree(root, [&](TSNode n, unsigned depth) {
    if (depth > maxDepth) {
      maxDepth = depth;
      deepest = n;
    }
  });
  return {maxDepth, deepest};
}

void CSTConverter::collectPython2Syntax(TSNode root) {
  walkTree(root, [&](TSNode n, unsigned) {
    if (errors.size() >= 20)
      return;
    std::string type = typeOf(n);
    if (type == "print_statement" || type == "exec_statement") {
      std::string keyword = type.substr(0, type.find('_'));
      errors.push_back({range(n), "invalid syntax: Python 2 " + keyword +
                                      " statement (Python 3 calls " + keyword + "())"});
    } else if (type == "string" && source[ts_node_start_byte(n)] == '`') {
      errors.push_back({range(n), "invalid syntax: Python 2 backquotes (Python 3 calls repr())"});
    }
  });
}

namespace {
/// Reads an annotation tree-sitter-python could not parse from its text:
///   annotation := NAME | NAME '[' item (',' item)* ']'
///   item       := ':' | SIZE | annotation
/// as the AST of the same Python: Subscript(Name, item | Tuple of items),
/// ':' a Slice, a size an Int. Null where the text is not of that form.
class AnnotationText {
public:
  using RangeOf = std::function<SourceRange(size_t, size_t)>;
  AnnotationText(llvm::StringRef text, RangeOf rangeOf) : text(text), rangeOf(std::move(rangeOf)) {}

  ExprPtr parse() { return annotation(0, text.size()); }

private:
  static bool isNameChar(char c) { return isalnum((unsigned char)c) || c == '_'; }

  ExprPtr make(ExprKind kind, size_t from, size_t to) {
    auto e = std::make_unique<Expr>();
    e->kind = kind;
    e->range = rangeOf(from, to);
    return e;
  }

  /// The annotation in [from, to), spaces around it allowed.
  ExprPtr annotation(size_t from, size_t to) {
    while (from < to && isspace((unsigned char)text[from]))
      ++from;
    while (to > from && isspace((unsigned char)text[to - 1]))
      --to;
    size_t nameEnd = from;
    while (nameEnd < to && isNameChar(text[nameEnd]))
      ++nameEnd;
    if (nameEnd == from || isdigit((unsigned char)text[from]))
      return nullptr;
    ExprPtr name = make(ExprKind::Name, from, nameEnd);
    name->text = text.slice(from, nameEnd).str();
    size_t open = text.find_first_not_of(" \t", nameEnd);
    if (open >= to)
      return name;
    if (text[open] != '[' || text[to - 1] != ']')
      return nullptr;
    ExprPtr subscript = make(ExprKind::Subscript, from, to);
    subscript->children.push_back(std::move(name));
    ExprPtr items = make(ExprKind::Tuple, open, to);
    // One item per comma outside brackets.
    size_t itemStart = open + 1, depth = 0;
    for (size_t i = open + 1; i < to; ++i) {
      char c = text[i];
      if (c == '[') {
        ++depth;
      } else if (c == ']' && depth > 0) {
        --depth;
      } else if ((c == ',' && depth == 0) || i == to - 1) {
        bool trailingComma =
            i == to - 1 && !items->children.empty() &&
            text.slice(itemStart, i).find_first_not_of(" \t") == llvm::StringRef::npos;
        if (trailingComma) // `tuple[f64[:], f64[:],]`
          break;
        ExprPtr entry = item(itemStart, i);
        if (!entry)
          return nullptr;
        items->children.push_back(std::move(entry));
        itemStart = i + 1;
      }
    }
    subscript->children.push_back(items->children.size() == 1 ? std::move(items->children[0])
                                                              : std::move(items));
    return subscript;
  }

  ExprPtr item(size_t from, size_t to) {
    llvm::StringRef piece = text.slice(from, to);
    size_t first = piece.find_first_not_of(" \t");
    if (first == llvm::StringRef::npos) {
      ExprPtr empty = make(ExprKind::Unsupported, from, to);
      empty->reason = "an empty array dimension";
      return empty;
    }
    size_t last = piece.find_last_not_of(" \t");
    llvm::StringRef token = piece.slice(first, last + 1);
    if (token.find_first_not_of(":0123456789 \t") != llvm::StringRef::npos)
      return annotation(from, to);
    ExprPtr dim = make(ExprKind::Int, from + first, from + last + 1);
    if (token == ":") {
      dim->kind = ExprKind::Slice;
      dim->children.resize(3);
    } else if (token.contains(':') || token.contains(' ') || token.contains('\t')) {
      dim->kind = ExprKind::Unsupported;
      dim->reason = "this array dimension";
    } else {
      dim->intValue = std::strtoll(token.str().c_str(), nullptr, 10);
    }
    return dim;
  }

  llvm::StringRef text;
  RangeOf rangeOf;
};
} // namespace

std::function<SourceRange(size_t, size_t)> CSTConverter::annotationRanges(uint32_t start) const {
  // (An annotation may span lines inside its brackets.)
  return [this, start](size_t from, size_t to) {
    SourceRange r;
    r.startByte = start + from;
    r.endByte = start + to;
    std::tie(r.line, r.column) = position(r.startByte);
    std::tie(r.endLine, r.endColumn) = position(r.endByte);
    return r;
  };
}

std::string CSTConverter::annotationText(uint32_t start, uint32_t end) const {
  // Python joins the lines inside brackets; a comment ends at its line.
  std::string text = source.substr(start, end - start);
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '#')
      while (i < text.size() && text[i] != '\n')
        text[i++] = ' ';
    if (i < text.size() && (text[i] == '\n' || text[i] == '\r' || text[i] == '\\'))
      text[i] = ' ';
  }
  return text;
}

void CSTConverter::collectArrayAnnotations(TSNode root) {
  if (!ts_node_has_error(root))
    return; // every span holds an ERROR node
  // The annotation ends at the bracket closing its first one; the nodes
  // tree-sitter made of it may end before (`tuple[f64[:], f64[:]]` leaves
  // `f64` and `[:]]` as further parameters).
  // `parsed`: the node tree-sitter made of it, when it has one.
  auto consider = [&](uint32_t start, TSNode parsed) {
    // Its first bracket is on its first line; the one closing it may be on
    // a later line (comments between skipped).
    size_t lineEnd = source.find('\n', start);
    size_t open = llvm::StringRef(source).slice(start, lineEnd).find('[');
    size_t end = llvm::StringRef::npos;
    if (open != llvm::StringRef::npos)
      for (size_t i = start + open, depth = 0; i < source.size() && end == llvm::StringRef::npos;
           ++i) {
        if (source[i] == '#')
          i = std::min(source.find('\n', i), source.size() - 1);
        depth += source[i] == '[';
        if (source[i] == ']' && --depth == 0)
          end = i + 1 - start;
      }
    if (end == llvm::StringRef::npos ||
        (!isNull(parsed) && ts_node_start_byte(parsed) == start && !ts_node_has_error(parsed) &&
         ts_node_end_byte(parsed) == start + end))
      return; // no brackets, or parsed as it is
    std::string text = annotationText(start, start + end);
    if (AnnotationText(text, annotationRanges(start)).parse())
      arrayAnnotationSpans[start] = start + end;
  };
  walkTree(root, [&](TSNode n, unsigned) {
    std::string type = typeOf(n);
    if (type == "typed_parameter" && !isNull(field(n, "type"))) {
      consider(ts_node_start_byte(field(n, "type")), field(n, "type"));
    } else if (type == "function_definition") {
      if (std::optional<uint32_t> start = returnAnnotationStart(n))
        consider(*start, field(n, "return_type"));
    }
  });
}

std::optional<uint32_t> CSTConverter::returnAnnotationStart(TSNode def) const {
  TSNode params = field(def, "parameters"), body = field(def, "body");
  if (isNull(params) || isNull(body))
    return std::nullopt;
  llvm::StringRef between = llvm::StringRef(source).slice(ts_node_end_byte(params),
                                                           ts_node_start_byte(body));
  size_t arrow = between.find("->");
  if (arrow == llvm::StringRef::npos)
    return std::nullopt;
  size_t first = between.find_first_not_of(" \t", arrow + 2);
  if (first == llvm::StringRef::npos)
    return std::nullopt;
  return ts_node_end_byte(params) + first;
}

std::optional<std::pair<uint32_t, uint32_t>>
CSTConverter::arrayAnnotationSpan(uint32_t start) const {
  auto it = arrayAnnotationSpans.find(start);
  if (it == arrayAnnotationSpans.end())
    return std::nullopt;
  return *it;
}

bool CSTConverter::insideArrayAnnotation(TSNode n) const {
  uint32_t start = ts_node_start_byte(n), end = ts_node_end_byte(n);
  auto it = arrayAnnotationSpans.upper_bound(start);
  if (it == arrayAnnotationSpans.begin())
    return false;
  --it;
  return it->first <= start && end <= it->second;
}

ExprPtr CSTConverter::arrayAnnotation(uint32_t start, uint32_t end) {
  std::string text = annotationText(start, end);
  return AnnotationText(text, annotationRanges(start)).parse();
}

void CSTConverter::collectSyntaxErrors(TSNode n) {
  if (errors.size() >= 20)
    return;
  if (ts_node_is_missing(n)) {
    errors.push_back({range(n), "invalid syntax: expected '" + typeOf(n) + "'"});
    return;
  }
  if (typeOf(n) == "ERROR" && insideArrayAnnotation(n))
    return;
  if (typeOf(n) == "ERROR") {
    std::string snippet = text(n).substr(0, 20);
    auto newline = snippet.find('\n');
    if (newline != std::string::npos)
      snippet = snippet.substr(0, newline);
    errors.push_back({range(n), "invalid syntax near '" + snippet + "'"});
    return;
  }
  if (!ts_node_has_error(n))
    return;
  for (uint32_t i = 0, e = ts_node_child_count(n); i < e; ++i)
    collectSyntaxErrors(ts_node_child(n, i));
}

//===----------------------------------------------------------------------===//
// Module level
//===----------------------------------------------------------------------===//

bool CSTConverter::isJitDecorator(TSNode decorator) const {
  std::vector<TSNode> children = namedChildren(decorator);
  if (children.empty())
    return false;
  TSNode e = children[0];
  if (typeOf(e) == "call")
    e = field(e, "function");
  return jitSpellings.count(text(e)) != 0;
}

bool CSTConverter::isStrictJit(TSNode decorator) const {
  std::vector<TSNode> children = namedChildren(decorator);
  if (children.empty() || typeOf(children[0]) != "call")
    return false;
  for (TSNode arg : namedChildren(field(children[0], "arguments")))
    if (typeOf(arg) == "keyword_argument" && text(field(arg, "name")) == "strict")
      return text(field(arg, "value")) == "True";
  return false;
}

void CSTConverter::collectTargetNames(TSNode target, std::vector<std::string> &out) const {
  std::string type = typeOf(target);
  if (type == "identifier") {
    out.push_back(text(target));
    return;
  }
  if (type == "attribute" || type == "subscript")
    return;
  for (TSNode c : namedChildren(target))
    collectTargetNames(c, out);
}

void CSTConverter::collectModuleBindings(TSNode n, const std::string &compound,
                                         ModuleBindings &out) {
  std::string type = typeOf(n);
  auto bind = [&](TSNode at, const std::string &name, ModuleBinding::Kind kind,
                  const std::string &how) -> ModuleBinding & {
    ModuleBinding binding;
    binding.kind = compound.empty() ? kind : ModuleBinding::Kind::Other;
    binding.where = range(at);
    binding.conditional = !compound.empty();
    binding.how = compound.empty() ? how : "in " + compound;
    std::vector<ModuleBinding> &bindings = out.byName[name];
    bindings.push_back(std::move(binding));
    return bindings.back();
  };
  auto bindTargets = [&](TSNode target, const std::string &how) {
    std::vector<std::string> names;
    collectTargetNames(target, names);
    for (const std::string &name : names)
      bind(target, name, ModuleBinding::Kind::Other, how);
  };
  auto visitChildren = [&](TSNode parent, const std::string &within) {
    for (TSNode c : namedChildren(parent))
      collectModuleBindings(c, within, out);
  };
  static const std::map<std::string, std::string> compounds = {
      {"if_statement", "an 'if' statement"},     {"for_statement", "a 'for' statement"},
      {"while_statement", "a 'while' statement"}, {"with_statement", "a 'with' statement"},
      {"try_statement", "a 'try' statement"},     {"match_statement", "a 'match' statement"}};
  if (auto c = compounds.find(type); c != compounds.end()) {
    if (type == "for_statement") {
      std::vector<std::string> names;
      collectTargetNames(field(n, "left"), names);
      for (const std::string &name : names) // the loop may never run
        bind(n, name, ModuleBinding::Kind::Other, "by a 'for' loop").conditional = true;
    }
    return visitChildren(n, c->second);
  }
  if (type == "function_definition" || type == "decorated_definition") {
    TSNode def = type == "decorated_definition" ? field(n, "definition") : n;
    if (isNull(def))
      return;
    std::string foreignDecorator;
    bool jit = false, strict = false;
    if (type == "decorated_definition")
      for (TSNode c : namedChildren(n)) {
        if (typeOf(c) != "decorator")
          continue;
        collectModuleBindings(c, compound, out);
        if (isJitDecorator(c)) {
          jit = true;
          strict = strict || isStrictJit(c);
        } else if (foreignDecorator.empty())
          foreignDecorator = text(c);
      }
    if (typeOf(def) != "function_definition")
      return collectModuleBindings(def, compound, out);
    // Default values run in module scope; the body does not.
    collectModuleBindings(field(def, "parameters"), compound, out);
    ModuleBinding &binding =
        bind(n, text(field(def, "name")), ModuleBinding::Kind::Def, "by a def");
    binding.foreignDecorator = foreignDecorator;
    if (compound.empty()) {
      binding.function = convertFunction(def, jit);
      binding.function->strict = strict;
    }
    return;
  }
  if (type == "class_definition") {
    bind(n, text(field(n, "name")), ModuleBinding::Kind::Other, "by a class");
    if (TSNode bases = field(n, "superclasses"); !isNull(bases))
      collectModuleBindings(bases, compound, out);
    return;
  }
  if (type == "lambda" || type == "global_statement" || type == "nonlocal_statement")
    return;
  if (type == "import_statement") {
    for (TSNode c : namedChildren(n)) {
      bool aliased = typeOf(c) == "aliased_import";
      std::string imported = text(aliased ? field(c, "name") : c);
      if (compound.empty())
        module.imports.push_back({imported, range(c)});
      std::string local = aliased ? text(field(c, "alias")) : imported.substr(0, imported.find('.'));
      if (imported == "pyrite") // `import pyrite as pr`: @pr.jit
        jitSpellings.insert(local + ".jit");
      ModuleBinding &binding = bind(c, local, ModuleBinding::Kind::Other, "by an import");
      if (kCompiledModules.count(imported) && !binding.conditional) {
        binding.kind = ModuleBinding::Kind::Import;
        binding.target = imported;
      } else if (isLocalModule && isLocalModule(imported) && !binding.conditional) {
        binding.kind = ModuleBinding::Kind::LocalImport;
        binding.target = imported;
      }
    }
    return;
  }
  if (type == "import_from_statement") {
    std::string from = text(field(n, "module_name"));
    if (compound.empty() && typeOf(field(n, "module_name")) == "dotted_name")
      module.imports.push_back({from, range(field(n, "module_name"))});
    for (TSNode c : namedChildren(n))
      if (typeOf(c) == "wildcard_import" && out.rebindsAnyName.empty())
        out.rebindsAnyName =
            "'from " + from + " import *' at line " + std::to_string(range(n).line);
    for (TSNode c : fieldChildren(n, "name")) {
      bool aliased = typeOf(c) == "aliased_import";
      std::string imported = text(aliased ? field(c, "name") : c);
      std::string local = text(aliased ? field(c, "alias") : c);
      if (from == "pyrite" && imported == "jit") // `from pyrite import jit as njit`
        jitSpellings.insert(local);
      ModuleBinding &binding = bind(c, local, ModuleBinding::Kind::Other, "by an import");
      if (kCompiledModules.count(from) && !binding.conditional) {
        binding.kind = ModuleBinding::Kind::Import;
        binding.target = from + "." + imported;
      } else if (isLocalModule && isLocalModule(from) && !binding.conditional) {
        binding.kind = ModuleBinding::Kind::LocalImport;
        binding.target = from + "." + imported;
      }
    }
    return;
  }
  if (type == "assignment") {
    TSNode left = field(n, "left"), right = field(n, "right");
    if (isNull(right))
      return; // `NAME: T` binds nothing
    // (CPython binds `NAME: T = v` to v whatever T says.)
    bool annotated = !isNull(field(n, "type"));
    if (typeOf(left) == "identifier") {
      ModuleBinding &binding = bind(left, text(left), ModuleBinding::Kind::Assign,
                                    annotated ? "by an annotated assignment" : "by an assignment");
      binding.value = right;
      while (typeOf(binding.value) == "assignment") // A = B = 1
        binding.value = field(binding.value, "right");
    } else {
      bindTargets(left, annotated ? "by an annotated assignment" : "by unpacking");
    }
    return collectModuleBindings(right, compound, out);
  }
  if (type == "augmented_assignment") {
    bindTargets(field(n, "left"), "by an augmented assignment");
    return collectModuleBindings(field(n, "right"), compound, out);
  }
  if (type == "named_expression") {
    // Short-circuits, conditional expressions and comprehensions may skip it.
    bind(n, text(field(n, "name")), ModuleBinding::Kind::Other, "by ':='").conditional = true;
    return collectModuleBindings(field(n, "value"), compound, out);
  }
  if (type == "delete_statement") {
    for (TSNode c : namedChildren(n))
      bindTargets(c, "by 'del'");
    return;
  }
  if (type == "as_pattern" || type == "except_clause" || type == "except_group_clause") {
    if (TSNode alias = field(n, "alias"); !isNull(alias))
      bindTargets(alias, "by 'as'");
  } else if (type == "case_pattern") {
    // Conservatively, every name a pattern mentions.
    return bindTargets(n, "by a 'case' pattern");
  } else if (type == "type_alias_statement") {
    return bindTargets(field(n, "left"), "by a type alias");
  } else if (type == "for_in_clause") {
    // A comprehension's own variables are its locals.
    return collectModuleBindings(field(n, "right"), compound, out);
  }
  visitChildren(n, compound);
}

void CSTConverter::collectRebindingsElsewhere(
    TSNode root, ModuleBindings &bindings, std::map<std::string, std::string> &rebound) const {
  static const std::set<std::string> rebindAnything = {"exec", "eval", "globals", "vars"};
  walkTree(root, [&](TSNode n, unsigned) {
    std::string type = typeOf(n);
    if (type == "global_statement") {
      for (TSNode scope = ts_node_parent(n); !isNull(scope); scope = ts_node_parent(scope)) {
        std::string kind = typeOf(scope);
        if (kind != "function_definition" && kind != "class_definition")
          continue;
        std::string why = "rebound by 'global' in " +
                          std::string(kind == "class_definition" ? "class '" : "function '") +
                          text(field(scope, "name")) + "' at line " +
                          std::to_string(range(n).line);
        for (TSNode name : namedChildren(n))
          rebound.insert({text(name), why});
        break;
      }
      return;
    }
    if (type != "identifier" || !rebindAnything.count(text(n)) ||
        bindings.byName.count(text(n)) || !bindings.rebindsAnyName.empty())
      return;
    // `x.exec` and `f(exec=1)` name no builtin.
    TSNode parent = ts_node_parent(n);
    std::string parentType = typeOf(parent);
    if ((parentType == "attribute" && ts_node_eq(field(parent, "attribute"), n)) ||
        (parentType == "keyword_argument" && ts_node_eq(field(parent, "name"), n)))
      return;
    bindings.rebindsAnyName = "'" + text(n) + "' at line " + std::to_string(range(n).line);
  });
}

void CSTConverter::convertModule(TSNode root) {
  ModuleBindings bindings;
  for (TSNode n : namedChildren(root))
    collectModuleBindings(n, "", bindings);
  std::map<std::string, std::string> reboundElsewhere;
  collectRebindingsElsewhere(root, bindings, reboundElsewhere);
  if (!bindings.rebindsAnyName.empty())
    module.rebindsAnyName = bindings.rebindsAnyName + " can rebind any module-level name";

  // Whether a constant expression is a tuple: a display, or a name of one.
  std::function<bool(TSNode)> holdsTuple = [&](TSNode n) -> bool {
    std::string type = typeOf(n);
    if (type == "tuple" || type == "expression_list")
      return true;
    if (type == "parenthesized_expression")
      return llvm::any_of(namedChildren(n), holdsTuple);
    const Constant *c = type == "identifier" ? module.findConstant(text(n)) : nullptr;
    return c && c->value->kind == ExprKind::Tuple;
  };
  // A constant's expression holds literals and constants bound before it.
  std::function<bool(TSNode)> isConstant = [&](TSNode n) -> bool {
    std::string type = typeOf(n);
    if (type == "integer" || type == "float" || type == "true" || type == "false")
      return true;
    if (type == "identifier")
      return module.findConstant(text(n)) != nullptr;
    if (type == "attribute") { // math.pi, np.inf: floats the compiler knows
      TSNode object = field(n, "object");
      std::string attribute = text(field(n, "attribute"));
      std::optional<std::string> alias =
          typeOf(object) == "identifier" ? module.importAlias(text(object)) : std::nullopt;
      return (alias == "math" || alias == "numpy") &&
             (attribute == "pi" || attribute == "e" || attribute == "inf" ||
              attribute == "nan" || (attribute == "tau" && alias == "math"));
    }
    // Tuples of them too (`WEIGHTS = (0.25, 0.5, 0.25)`): immutable, unlike
    // lists; not operands of operators (`(1, 2) + (3,)`), which are not typed.
    std::vector<TSNode> operands = namedChildren(n);
    auto allConstant = [&] {
      return std::all_of(operands.begin(), operands.end(),
                         [&](TSNode c) { return isConstant(c); });
    };
    if (type == "tuple" || type == "expression_list" || type == "parenthesized_expression")
      return allConstant();
    if (type == "unary_operator" || type == "binary_operator" || type == "not_operator")
      return allConstant() && std::none_of(operands.begin(), operands.end(),
                                           [&](TSNode c) { return holdsTuple(c); });
    return false;
  };
  // Module-level code runs top to bottom, so after import a name holds its
  // last binding, when every binding runs unconditionally: a def replaced by
  // a later def is dead, as is an import shadowed by a def. Whatever else
  // may rebind a name makes it opaque to compiled code.
  auto resolve = [&](const std::string &name, std::vector<ModuleBinding> &all) {
    auto conditional = llvm::find_if(all, [](const ModuleBinding &b) { return b.conditional; });
    auto lastUnconditional = llvm::find_if(llvm::reverse(all), [](const ModuleBinding &b) {
      return !b.conditional;
    });
    auto described = [&](const ModuleBinding &b) {
      return std::string(all.size() > 1 ? "rebound" : "bound") + " at line " +
             std::to_string(b.where.line) + " " + b.how;
    };
    std::string why;
    if (!module.rebindsAnyName.empty())
      why = module.rebindsAnyName;
    else if (auto it = reboundElsewhere.find(name); it != reboundElsewhere.end())
      why = it->second;
    else if (conditional != all.end())
      why = described(*conditional);
    if (lastUnconditional != all.rend()) {
      ModuleBinding &last = *lastUnconditional;
      // An entry point is what CPython's module holds under its name only if
      // no other decorator wraps it and nothing else in the file binds it.
      if (last.function && last.function->decorated) {
        if (!last.foreignDecorator.empty())
          last.function->unsupported = "@jit with another decorator ('" +
                                       last.foreignDecorator + "')";
        else if (!why.empty() && module.rebindsAnyName.empty())
          last.function->unsupported = "a @jit function whose name is " + why;
      }
      if (why.empty() && !last.foreignDecorator.empty())
        why = "decorated with '" + last.foreignDecorator + "' at line " +
              std::to_string(last.where.line);
      if (last.function)
        module.functions.push_back(std::move(last.function));
      if (why.empty() && last.kind == ModuleBinding::Kind::Def)
        return;
      if (why.empty() && last.kind == ModuleBinding::Kind::Import) {
        module.importAliases.push_back({name, last.target});
        return;
      }
      if (why.empty() && last.kind == ModuleBinding::Kind::LocalImport) {
        module.localImports.push_back({name, last.target});
        return;
      }
      if (why.empty() && all.size() == 1 && last.kind == ModuleBinding::Kind::Assign) {
        if (isConstant(last.value)) {
          module.constants.push_back({name, convertExpr(last.value)});
          return;
        }
        why = "only module-level int/float/bool constants and tuples of them are compiled";
      }
    }
    if (why.empty())
      why = described(all.size() > 1 ? all[1] : all[0]);
    module.opaqueNames[name] = why;
  };
  // In source order of each name's first binding, so a constant's operands
  // are resolved before it.
  std::vector<std::pair<uint32_t, std::string>> order;
  for (auto &[name, all] : bindings.byName)
    order.push_back({all.front().where.startByte, name});
  std::sort(order.begin(), order.end());
  for (auto &[start, name] : order)
    resolve(name, bindings.byName[name]);
  // A name only a function binds (`global abs`) still shadows a builtin.
  for (auto &[name, why] : reboundElsewhere)
    module.opaqueNames.insert({name, why});
  llvm::sort(module.functions, [](const auto &a, const auto &b) {
    return a->range.startByte < b->range.startByte;
  });
}

std::unique_ptr<Function> CSTConverter::convertFunction(TSNode def, bool decorated) {
  auto fn = std::make_unique<Function>();
  fn->decorated = decorated;
  fn->range = range(def);
  TSNode name = field(def, "name");
  fn->name = text(name);
  fn->nameRange = range(name);
  if (!isNull(field(def, "type_parameters")))
    fn->unsupported = "type parameters";
  if (text(def).rfind("async", 0) == 0)
    fn->unsupported = "async functions";
  convertParameters(field(def, "parameters"), *fn);
  TSNode ret = field(def, "return_type");
  std::optional<uint32_t> retStart = returnAnnotationStart(def);
  if (auto span = retStart ? arrayAnnotationSpan(*retStart) : std::nullopt) {
    fn->returnAnnotation = arrayAnnotation(span->first, span->second);
  } else if (!isNull(ret)) {
    std::vector<TSNode> c = namedChildren(ret);
    fn->returnAnnotation = c.empty() ? unsupportedExpr(ret, "annotation") : convertExpr(c[0]);
  }
  fn->body = convertBlock(field(def, "body"));
  return fn;
}

void CSTConverter::convertParameters(TSNode params, Function &fn) {
  bool keywordOnly = false;
  for (TSNode p : namedChildren(params)) {
    std::string type = typeOf(p);
    Param param;
    param.range = range(p);
    param.keywordOnly = keywordOnly;
    auto annotation = [&](TSNode t) -> ExprPtr {
      if (isNull(t))
        return nullptr;
      std::vector<TSNode> c = namedChildren(t);
      return c.empty() ? unsupportedExpr(t, "annotation") : convertExpr(c[0]);
    };
    if (insideArrayAnnotation(p)) {
      continue; // the tail of the previous parameter's annotation
    } else if (type == "identifier") {
      param.name = text(p);
    } else if (type == "typed_parameter") {
      std::vector<TSNode> c = namedChildren(p);
      if (c.empty() || typeOf(c[0]) != "identifier") {
        fn.unsupported = "*args and **kwargs parameters";
        continue;
      }
      param.name = text(c[0]);
      TSNode type = field(p, "type");
      if (auto span = isNull(type) ? std::nullopt : arrayAnnotationSpan(ts_node_start_byte(type))) {
        param.annotation = arrayAnnotation(span->first, span->second);
        param.range.endByte = span->second;
      } else {
        param.annotation = annotation(field(p, "type"));
      }
    } else if (type == "default_parameter" || type == "typed_default_parameter") {
      param.name = text(field(p, "name"));
      param.annotation = annotation(field(p, "type"));
      param.defaultValue = convertExpr(field(p, "value"));
    } else if (type == "keyword_separator") {
      keywordOnly = true;
      continue;
    } else if (type == "positional_separator") {
      continue;
    } else if (type == "list_splat_pattern" || type == "dictionary_splat_pattern") {
      fn.unsupported = "*args and **kwargs parameters";
      continue;
    } else {
      fn.unsupported = "this parameter list (array annotations come with tensor support)";
      continue;
    }
    fn.params.push_back(std::move(param));
  }
}

//===----------------------------------------------------------------------===//
// Statements
//===----------------------------------------------------------------------===//

std::vector<StmtPtr> CSTConverter::convertBlock(TSNode block) {
  std::vector<StmtPtr> out;
  if (isNull(block))
    return out;
  for (TSNode n : namedChildren(block))
    if (StmtPtr s = convertStatement(n))
      out.push_back(std::move(s));
  return out;
}

StmtPtr CSTConverter::convertIf(TSNode n, TSNode condition, TSNode consequence,
                                const std::vector<TSNode> &alternatives, size_t next) {
  StmtPtr s = makeStmt(StmtKind::If, n);
  s->value = convertExpr(condition);
  s->body = convertBlock(consequence);
  if (next < alternatives.size()) {
    TSNode alt = alternatives[next];
    if (typeOf(alt) == "elif_clause")
      s->orelse.push_back(convertIf(alt, field(alt, "condition"), field(alt, "consequence"),
                                    alternatives, next + 1));
    else
      s->orelse = convertBlock(field(alt, "body"));
  }
  return s;
}

StmtPtr CSTConverter::convertStatement(TSNode n) {
  std::string type = typeOf(n);
  if (type == "expression_statement")
    return convertExpressionStatement(n);
  if (type == "pass_statement")
    return makeStmt(StmtKind::Pass, n);
  if (type == "break_statement")
    return makeStmt(StmtKind::Break, n);
  if (type == "continue_statement")
    return makeStmt(StmtKind::Continue, n);
  if (type == "return_statement") {
    StmtPtr s = makeStmt(StmtKind::Return, n);
    std::vector<TSNode> c = namedChildren(n);
    if (!c.empty())
      s->value = convertExpr(c[0]);
    return s;
  }
  if (type == "if_statement")
    return convertIf(n, field(n, "condition"), field(n, "consequence"),
                     fieldChildren(n, "alternative"), 0);
  if (type == "while_statement") {
    StmtPtr s = makeStmt(StmtKind::While, n);
    s->value = convertExpr(field(n, "condition"));
    s->body = convertBlock(field(n, "body"));
    TSNode alt = field(n, "alternative");
    if (!isNull(alt))
      s->orelse = convertBlock(field(alt, "body"));
    return s;
  }
  if (type == "for_statement") {
    if (text(n).rfind("async", 0) == 0)
      return unsupportedStmt(n, "async for");
    StmtPtr s = makeStmt(StmtKind::For, n);
    s->targets.push_back(convertExpr(field(n, "left")));
    s->value = convertExpr(field(n, "right"));
    s->body = convertBlock(field(n, "body"));
    TSNode alt = field(n, "alternative");
    if (!isNull(alt))
      s->orelse = convertBlock(field(alt, "body"));
    return s;
  }
  if (type == "assert_statement") {
    StmtPtr s = makeStmt(StmtKind::Assert, n);
    std::vector<TSNode> c = namedChildren(n);
    s->value = convertExpr(c[0]);
    if (c.size() > 1)
      s->message = convertExpr(c[1]);
    return s;
  }
  if (type == "raise_statement") {
    if (!isNull(field(n, "cause")))
      return unsupportedStmt(n, "raise ... from ...");
    StmtPtr s = makeStmt(StmtKind::Raise, n);
    std::vector<TSNode> c = namedChildren(n);
    if (c.empty())
      return unsupportedStmt(n, "bare raise (re-raising needs try/except)");
    s->value = convertExpr(c[0]);
    return s;
  }
  std::string what = type;
  auto suffix = what.find("_statement");
  if (suffix != std::string::npos)
    what = what.substr(0, suffix) + " statements";
  else if (what == "function_definition" || what == "decorated_definition")
    what = "nested functions";
  else if (what == "class_definition")
    what = "classes";
  return unsupportedStmt(n, what);
}

StmtPtr CSTConverter::convertExpressionStatement(TSNode n) {
  std::vector<TSNode> children = namedChildren(n);
  if (children.size() != 1) {
    StmtPtr s = makeStmt(StmtKind::Expr, n);
    s->value = makeExpr(ExprKind::Tuple, n);
    for (TSNode c : children)
      s->value->children.push_back(convertExpr(c));
    return s;
  }
  TSNode e = children[0];
  std::string type = typeOf(e);
  if (type == "assignment") {
    StmtPtr s = makeStmt(StmtKind::Assign, n);
    TSNode cur = e;
    while (typeOf(cur) == "assignment") {
      s->targets.push_back(convertExpr(field(cur, "left")));
      TSNode right = field(cur, "right");
      if (isNull(right)) // `x: int` declares without binding.
        return makeStmt(StmtKind::Pass, n);
      cur = right;
    }
    s->value = convertExpr(cur);
    return s;
  }
  if (type == "augmented_assignment") {
    StmtPtr s = makeStmt(StmtKind::AugAssign, n);
    s->targets.push_back(convertExpr(field(e, "left")));
    std::string op = text(field(e, "operator"));
    s->op = op.substr(0, op.size() - 1); // "+=" -> "+"
    s->value = convertExpr(field(e, "right"));
    return s;
  }
  if (type == "string" || type == "concatenated_string") // Docstrings: no effect.
    return makeStmt(StmtKind::Pass, n);
  StmtPtr s = makeStmt(StmtKind::Expr, n);
  s->value = convertExpr(e);
  return s;
}

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

ExprPtr CSTConverter::convertImaginary(TSNode n, const std::string &digits) {
  // `2.5j` (underscores already dropped): complex(0.0, 2.5). A minus in
  // front stays a unary operator: -1j is complex(-0.0, -1.0) in Python.
  ExprPtr e = makeExpr(ExprKind::Imaginary, n);
  e->floatValue = strtod(digits.substr(0, digits.size() - 1).c_str(), nullptr);
  return e;
}

ExprPtr CSTConverter::convertInteger(TSNode n, bool negate) {
  std::string digits;
  for (char c : text(n))
    if (c != '_')
      digits.push_back(c);
  if (!digits.empty() && (digits.back() == 'j' || digits.back() == 'J'))
    return convertImaginary(n, digits);
  int base = 10;
  size_t start = 0;
  if (digits.size() > 1 && digits[0] == '0' && isalpha((unsigned char)digits[1])) {
    char p = (char)tolower(digits[1]);
    base = p == 'x' ? 16 : p == 'o' ? 8 : p == 'b' ? 2 : 10;
    start = 2;
  }
  errno = 0;
  unsigned long long magnitude = strtoull(digits.c_str() + start, nullptr, base);
  uint64_t limit = negate ? (uint64_t)1 << 63 : ((uint64_t)1 << 63) - 1;
  if (errno == ERANGE || magnitude > limit)
    return unsupportedExpr(n, "an integer literal beyond 64 bits");
  ExprPtr e = makeExpr(ExprKind::Int, n);
  e->intValue = negate ? (int64_t)(0 - (uint64_t)magnitude) : (int64_t)magnitude;
  return e;
}

/// Decodes the escapes of a non-raw string literal's body; false for escapes
/// pyrite does not model (\N{...}) or that name no character.
static bool decodeEscapes(const std::string &body, std::string &out) {
  // Surrogates and code points past U+10FFFF have no UTF-8 form.
  auto appendCodePoint = [&](uint32_t code) {
    char utf8[UNI_MAX_UTF8_BYTES_PER_CODE_POINT];
    char *end = utf8;
    if (!llvm::ConvertCodePointToUTF8(code, end))
      return false;
    out.append(utf8, end);
    return true;
  };
  for (size_t i = 0; i < body.size(); ++i) {
    char c = body[i];
    if (c != '\\' || i + 1 == body.size()) {
      out += c;
      continue;
    }
    char k = body[++i];
    switch (k) {
    case '\n': break; // line continuation
    case 'n': out += '\n'; break;
    case 't': out += '\t'; break;
    case 'r': out += '\r'; break;
    case 'a': out += '\a'; break;
    case 'b': out += '\b'; break;
    case 'f': out += '\f'; break;
    case 'v': out += '\v'; break;
    case '\\': out += '\\'; break;
    case '\'': out += '\''; break;
    case '"': out += '"'; break;
    case 'x': case 'u': case 'U': {
      size_t digits = k == 'x' ? 2 : k == 'u' ? 4 : 8;
      if (i + digits >= body.size())
        return false;
      uint32_t code = (uint32_t)strtoul(body.substr(i + 1, digits).c_str(), nullptr, 16);
      i += digits;
      if (!appendCodePoint(code))
        return false;
      break;
    }
    default:
      if (k >= '0' && k <= '7') {
        uint32_t value = k - '0';
        for (int d = 0; d < 2 && i + 1 < body.size() && body[i + 1] >= '0' && body[i + 1] <= '7';
             ++d)
          value = value * 8 + (body[++i] - '0');
        if (!appendCodePoint(value))
          return false;
      } else if (k == 'N') {
        return false;
      } else {
        out += '\\'; // Unknown escapes stay as written, as in CPython.
        out += k;
      }
    }
  }
  return true;
}

ExprPtr CSTConverter::convertString(TSNode n) {
  bool raw = false;
  std::string value;
  for (uint32_t i = 0, e = ts_node_child_count(n); i < e; ++i) {
    TSNode c = ts_node_child(n, i);
    std::string type = typeOf(c);
    if (type == "string_start") {
      for (char p : text(c)) {
        if (p == 'f' || p == 'F' || p == 'b' || p == 'B')
          return unsupportedExpr(n, "f-strings and bytes");
        raw |= p == 'r' || p == 'R';
      }
    } else if (type == "interpolation") {
      return unsupportedExpr(n, "f-strings");
    } else if (type == "string_content") {
      if (raw)
        value += text(c);
      else if (!decodeEscapes(text(c), value))
        return unsupportedExpr(n, "this string escape");
    }
  }
  ExprPtr e = makeExpr(ExprKind::String, n);
  e->text = value;
  return e;
}

ExprPtr CSTConverter::convertCall(TSNode n) {
  TSNode args = field(n, "arguments");
  if (typeOf(args) != "argument_list")
    return unsupportedExpr(n, "generator arguments");
  ExprPtr e = makeExpr(ExprKind::Call, n);
  e->children.push_back(convertExpr(field(n, "function")));
  for (TSNode a : namedChildren(args)) {
    std::string type = typeOf(a);
    if (type == "keyword_argument") {
      e->keywords.push_back({text(field(a, "name")), convertExpr(field(a, "value")), range(a)});
    } else if (type == "list_splat" || type == "dictionary_splat") {
      return unsupportedExpr(n, "argument unpacking");
    } else {
      if (!e->keywords.empty())
        return unsupportedExpr(n, "positional argument after keyword argument");
      e->args.push_back(convertExpr(a));
    }
  }
  return e;
}

ExprPtr CSTConverter::convertExpr(TSNode n) {
  if (isNull(n))
    return nullptr;
  std::string type = typeOf(n);
  if (type == "integer")
    return convertInteger(n, false);
  if (type == "list_splat_pattern") { // `*rest` in a target: it binds what it names
    ExprPtr e = makeExpr(ExprKind::Unsupported, n);
    e->reason = "a starred assignment target";
    e->starredTarget = true;
    for (TSNode c : namedChildren(n))
      collectTargetNames(c, e->names);
    return e;
  }
  if (type == "float") {
    std::string digits;
    for (char c : text(n))
      if (c != '_')
        digits.push_back(c);
    if (!digits.empty() && (digits.back() == 'j' || digits.back() == 'J'))
      return convertImaginary(n, digits);
    ExprPtr e = makeExpr(ExprKind::Float, n);
    e->floatValue = strtod(digits.c_str(), nullptr);
    return e;
  }
  if (type == "true" || type == "false") {
    ExprPtr e = makeExpr(ExprKind::Bool, n);
    e->boolValue = type == "true";
    return e;
  }
  if (type == "none")
    return makeExpr(ExprKind::None, n);
  if (type == "ellipsis")
    return makeExpr(ExprKind::Ellipsis, n);
  if (type == "string")
    return convertString(n);
  if (type == "concatenated_string") {
    ExprPtr e = makeExpr(ExprKind::String, n);
    for (TSNode c : namedChildren(n)) {
      ExprPtr part = convertString(c);
      if (part->kind != ExprKind::String)
        return part;
      e->text += part->text;
    }
    return e;
  }
  if (type == "identifier") {
    ExprPtr e = makeExpr(ExprKind::Name, n);
    e->text = text(n);
    return e;
  }
  if (type == "parenthesized_expression") {
    std::vector<TSNode> c = namedChildren(n);
    if (c.size() != 1)
      return unsupportedExpr(n, "this parenthesized expression");
    return convertExpr(c[0]);
  }
  if (type == "attribute") { // x.shape, np.pi, (a * b).sum
    TSNode object = field(n, "object");
    ExprPtr e = makeExpr(ExprKind::Attribute, n);
    e->text = text(field(n, "attribute"));
    e->children.push_back(convertExpr(object));
    return e;
  }
  if (type == "unary_operator") {
    std::string op = text(field(n, "operator"));
    TSNode arg = field(n, "argument");
    if (op == "-" && typeOf(arg) == "integer" && !isImaginaryLiteral(text(arg))) {
      ExprPtr folded = convertInteger(arg, true);
      folded->range = range(n);
      return folded;
    }
    ExprPtr e = makeExpr(ExprKind::Unary, n);
    e->op = op;
    e->children.push_back(convertExpr(arg));
    return e;
  }
  if (type == "not_operator") {
    ExprPtr e = makeExpr(ExprKind::Unary, n);
    e->op = "not";
    e->children.push_back(convertExpr(field(n, "argument")));
    return e;
  }
  if (type == "binary_operator" || type == "boolean_operator") {
    std::string op = text(field(n, "operator"));
    ExprPtr e = makeExpr(type == "binary_operator" ? ExprKind::Binary : ExprKind::BoolOp, n);
    e->op = op;
    e->children.push_back(convertExpr(field(n, "left")));
    e->children.push_back(convertExpr(field(n, "right")));
    return e;
  }
  if (type == "comparison_operator") {
    ExprPtr e = makeExpr(ExprKind::Compare, n);
    std::string pending;
    for (uint32_t i = 0, c = ts_node_child_count(n); i < c; ++i) {
      TSNode child = ts_node_child(n, i);
      if (ts_node_is_named(child)) {
        if (!pending.empty()) {
          e->ops.push_back(pending);
          pending.clear();
        }
        e->children.push_back(convertExpr(child));
      } else {
        pending += pending.empty() ? text(child) : " " + text(child);
      }
    }
    // `x is None` and `x is not None` alone; other identity tests are not compiled.
    bool noneTest = e->ops.size() == 1 && (e->ops[0] == "is" || e->ops[0] == "is not") &&
                    (e->children[0]->kind == ExprKind::None ||
                     e->children[1]->kind == ExprKind::None);
    for (const std::string &op : e->ops)
      if (op != "<" && op != "<=" && op != ">" && op != ">=" && op != "==" && op != "!=" &&
          !noneTest)
        return unsupportedExpr(n, "the '" + op + "' comparison");
    return e;
  }
  if (type == "conditional_expression") {
    std::vector<TSNode> c = namedChildren(n);
    if (c.size() != 3)
      return unsupportedExpr(n, "this conditional expression");
    ExprPtr e = makeExpr(ExprKind::IfExp, n);
    e->children.push_back(convertExpr(c[1]));
    e->children.push_back(convertExpr(c[0]));
    e->children.push_back(convertExpr(c[2]));
    return e;
  }
  if (type == "call")
    return convertCall(n);
  if (type == "tuple" || type == "expression_list" || type == "pattern_list" ||
      type == "tuple_pattern") {
    ExprPtr e = makeExpr(ExprKind::Tuple, n);
    for (TSNode c : namedChildren(n))
      e->children.push_back(convertExpr(c));
    return e;
  }
  if (type == "list") { // names kept: elsewhere than in np.concatenate it falls back
    ExprPtr e = makeExpr(ExprKind::List, n);
    for (TSNode c : namedChildren(n))
      e->children.push_back(convertExpr(c));
    collectNames(n, e->names);
    return e;
  }
  if (type == "type") { // An annotation's wrapper node.
    std::vector<TSNode> c = namedChildren(n);
    return c.size() == 1 ? convertExpr(c[0]) : unsupportedExpr(n, "this annotation");
  }
  if (type == "generic_type") { // tuple[int, float] in an annotation
    std::vector<TSNode> c = namedChildren(n);
    if (c.size() != 2 || typeOf(c[1]) != "type_parameter")
      return unsupportedExpr(n, "this generic type");
    ExprPtr e = makeExpr(ExprKind::Subscript, n);
    e->children.push_back(convertExpr(c[0]));
    std::vector<TSNode> params = namedChildren(c[1]);
    if (params.size() == 1) {
      e->children.push_back(convertExpr(params[0]));
    } else {
      ExprPtr index = makeExpr(ExprKind::Tuple, c[1]);
      for (TSNode p : params)
        index->children.push_back(convertExpr(p));
      e->children.push_back(std::move(index));
    }
    return e;
  }
  if (type == "slice") { // start:stop:step, each part optional
    ExprPtr e = makeExpr(ExprKind::Slice, n);
    e->children.resize(3);
    unsigned part = 0;
    for (uint32_t i = 0, count = ts_node_child_count(n); i < count; ++i) {
      TSNode c = ts_node_child(n, i);
      if (!ts_node_is_named(c)) {
        part += typeOf(c) == ":";
        continue;
      }
      if (typeOf(c) == "comment")
        continue;
      if (part > 2)
        return unsupportedExpr(n, "this slice");
      e->children[part] = convertExpr(c);
    }
    return e;
  }
  if (type == "subscript") {
    std::vector<TSNode> subs = fieldChildren(n, "subscript");
    ExprPtr e = makeExpr(ExprKind::Subscript, n);
    e->children.push_back(convertExpr(field(n, "value")));
    if (subs.size() == 1) {
      e->children.push_back(convertExpr(subs[0]));
    } else { // x[a, b] indexes with the tuple (a, b)
      ExprPtr index = makeExpr(ExprKind::Tuple, subs[0]);
      index->range.endByte = ts_node_end_byte(subs.back());
      for (TSNode sub : subs)
        index->children.push_back(convertExpr(sub));
      e->children.push_back(std::move(index));
    }
    return e;
  }
  std::string what = type;
  std::replace(what.begin(), what.end(), '_', ' ');
  return unsupportedExpr(n, what + " expressions");
}

} // namespace

/// The position of byte `offset` of `source`, as a one-byte range.
static SourceRange rangeAtByte(const std::string &source, size_t offset) {
  size_t lineStart = source.rfind('\n', offset == 0 ? 0 : offset - 1);
  lineStart = lineStart == std::string::npos || offset == 0 ? 0 : lineStart + 1;
  unsigned line = 1 + (unsigned)std::count(source.begin(), source.begin() + lineStart, '\n');
  unsigned column = (unsigned)(offset - lineStart) + 1;
  return {(uint32_t)offset, (uint32_t)offset + 1, line, column, line, column + 1};
}

/// The PEP 263 encoding declaration in the first two lines, or "".
static std::string declaredEncoding(llvm::StringRef source) {
  for (int i = 0; i < 2 && !source.empty(); ++i) {
    auto [line, rest] = source.split('\n');
    source = rest;
    llvm::StringRef trimmed = line.ltrim(" \t\f");
    if (!trimmed.starts_with("#"))
      continue;
    size_t at = trimmed.find("coding");
    if (at == llvm::StringRef::npos || at + 6 >= trimmed.size() ||
        (trimmed[at + 6] != ':' && trimmed[at + 6] != '='))
      continue;
    llvm::StringRef name = trimmed.drop_front(at + 7).ltrim(" \t");
    return name
        .take_while([](char c) {
          return isalnum((unsigned char)c) || c == '-' || c == '_' || c == '.';
        })
        .lower();
  }
  return "";
}

/// What CPython refuses before parsing: source that is not text it can decode.
static std::optional<SyntaxError> checkEncoding(const std::string &source) {
  // tree-sitter counts bytes in 32 bits; CPython fails long before this, too.
  constexpr size_t kMaxSourceBytes = size_t(256) << 20;
  if (source.size() > kMaxSourceBytes)
    return SyntaxError{rangeAtByte(source, 0), "the file is " + std::to_string(source.size()) +
                                                   " bytes; the limit is 256 MiB"};
  size_t nul = source.find('\0');
  if (nul != std::string::npos)
    return SyntaxError{rangeAtByte(source, nul),
                       "invalid syntax: source code cannot contain null bytes"};
  std::string encoding = declaredEncoding(source);
  bool utf8 = encoding.empty() || encoding == "utf-8" || encoding == "utf8" ||
              encoding == "utf-8-sig" || encoding == "utf_8";
  auto *begin = reinterpret_cast<const llvm::UTF8 *>(source.data()), *at = begin;
  if (utf8 && !llvm::isLegalUTF8String(&at, begin + source.size())) {
    char hex[8];
    snprintf(hex, sizeof hex, "0x%02X", (unsigned)*at);
    return SyntaxError{rangeAtByte(source, at - begin),
                       std::string("invalid syntax: non-UTF-8 byte ") + hex +
                           (encoding.empty() ? " and no encoding declared" : "")};
  }
  if (!utf8 && std::any_of(source.begin(), source.end(), [](char c) { return c & 0x80; }))
    return SyntaxError{rangeAtByte(source, 0), "unsupported: source encoding '" + encoding +
                                                   "' (pyrite reads UTF-8 source)"};
  return std::nullopt;
}

/// The first line indented 100 levels deeper than the file's first
/// statement, counting levels as CPython's tokenizer does (a stack of widths),
/// but without its knowledge of brackets and strings: only a hint for a file
/// that already failed to parse.
static std::optional<SyntaxError> tooDeeplyIndented(const std::string &source) {
  constexpr size_t kMaxIndentLevels = 100; // CPython's MAXINDENT: 100 levels fail
  std::vector<size_t> widths = {0};
  size_t lineStart = 0;
  while (lineStart < source.size()) {
    size_t lineEnd = source.find('\n', lineStart);
    if (lineEnd == std::string::npos)
      lineEnd = source.size();
    size_t first = source.find_first_not_of(" \t", lineStart);
    if (first < lineEnd && source[first] != '#' && source[first] != '\r') {
      size_t width = first - lineStart;
      while (widths.size() > 1 && width < widths.back())
        widths.pop_back();
      if (width > widths.back())
        widths.push_back(width);
      if (widths.size() - 1 >= kMaxIndentLevels)
        return SyntaxError{rangeAtByte(source, first),
                           "too many levels of indentation (CPython allows 99)"};
    }
    lineStart = lineEnd + 1;
  }
  return std::nullopt;
}

/// `source` with each `def` signature on one line for tree-sitter: line
/// breaks and comments inside its brackets become spaces (Python joins those
/// lines), byte for byte. tree-sitter-python cannot parse `f64[:, :]` as an
/// annotation, and its recovery from that spans a line break inside a
/// bracket badly (the whole def becomes an error); on one line it leaves
/// ERROR nodes the annotation's text replaces (collectArrayAnnotations).
static std::string joinedSignatures(const std::string &source) {
  std::string out = source;
  size_t n = source.size();
  // The index after the string literal whose quote is at `i`.
  auto afterString = [&](size_t i) {
    char quote = source[i];
    bool triple = source.compare(i, 3, std::string(3, quote)) == 0;
    size_t j = i + (triple ? 3 : 1);
    for (; j < n; ++j) {
      if (source[j] == '\\') {
        ++j;
      } else if (source[j] == quote &&
                 (!triple || source.compare(j, 3, std::string(3, quote)) == 0)) {
        return j + (triple ? 3 : 1);
      } else if (source[j] == '\n' && !triple) {
        return j; // unterminated: tree-sitter reports it
      }
    }
    return n;
  };
  auto isNameChar = [](char c) { return isalnum((unsigned char)c) || c == '_'; };
  bool lineStart = true; // only spaces since the last line break
  for (size_t i = 0; i < n;) {
    char c = source[i];
    if (c == '#') {
      i = std::min(source.find('\n', i), n);
    } else if (c == '\'' || c == '"') {
      i = afterString(i);
      lineStart = false;
    } else if (c == '\n') {
      lineStart = true;
      ++i;
    } else if (lineStart && (c == ' ' || c == '\t' || c == '\f')) {
      ++i;
    } else if (lineStart &&
               (source.compare(i, 4, "def ") == 0 || source.compare(i, 10, "async def ") == 0)) {
      // To the colon that ends the signature, outside brackets.
      size_t depth = 0, j = i;
      for (; j < n; ++j) {
        char d = source[j];
        if (d == '\'' || d == '"') {
          j = afterString(j) - 1;
        } else if (d == '#' && depth > 0) {
          for (; j < n && source[j] != '\n'; ++j)
            out[j] = ' ';
          if (j < n)
            out[j] = ' ';
        } else if (d == '\n') {
          if (depth == 0)
            break; // not a signature tree-sitter can parse anyway
          // (with the \r of CRLF and a backslash continuation before it)
          for (size_t k = j; k > i && (k == j || out[k] == '\r' || out[k] == '\\'); --k)
            out[k] = ' ';
        } else if (d == '(' || d == '[' || d == '{') {
          ++depth;
        } else if ((d == ')' || d == ']' || d == '}') && depth > 0) {
          --depth;
        } else if (d == ':' && depth == 0) {
          break;
        }
      }
      i = j;
      lineStart = false;
    } else { // a whole name ("undef" holds no def), or another character
      if (isNameChar(c))
        while (i < n && isNameChar(source[i]))
          ++i;
      else
        ++i;
      lineStart = false;
    }
  }
  return out;
}

ParseResult mlir::pyrite::parsePython(std::string path, std::string source,
                                      const LocalModuleTest &isLocalModule) {
  ParseResult result;
  result.module = std::make_unique<Module>();
  Module &module = *result.module;
  module.path = std::move(path);
  module.source = std::move(source);
  if (std::optional<SyntaxError> error = checkEncoding(module.source)) {
    result.errors.push_back(std::move(*error));
    return result;
  }
  TSParser *parser = ts_parser_new();
  ts_parser_set_language(parser, tree_sitter_python());
  std::string parsed = joinedSignatures(module.source);
  TSTree *tree = ts_parser_parse_string(parser, nullptr, parsed.data(), (uint32_t)parsed.size());
  TSNode root = ts_tree_root_node(tree);
  CSTConverter converter(module, result.errors, isLocalModule);
  // Every later walk recurses: bound the depth first. CPython itself rejects
  // more than 200 nested parentheses or 100 indentation levels, far below this.
  constexpr unsigned kMaxTreeDepth = 2500;
  auto [depth, deepest] = deepestNode(root);
  if (depth > kMaxTreeDepth) {
    SourceRange where = rangeAtByte(module.source, ts_node_start_byte(deepest));
    result.errors.push_back(
        {where, "too many nested levels (the syntax tree is " + std::to_string(depth) +
                    " deep; the limit is " + std::to_string(kMaxTreeDepth) + ")"});
  } else {
    converter.collectArrayAnnotations(root);
    converter.collectSyntaxErrors(root);
    converter.collectPython2Syntax(root);
    // tree-sitter's scanner gives up on very deep indentation with an error at
    // the enclosing statement; CPython's tokenizer stops at 100 levels. Where
    // the parse failed and the indentation is that deep, say so, at the line.
    if (!result.errors.empty())
      if (std::optional<SyntaxError> deep = tooDeeplyIndented(module.source))
        result.errors.insert(result.errors.begin(), std::move(*deep));
  }
  if (result.errors.empty())
    converter.convertModule(root);
  ts_tree_delete(tree);
  ts_parser_delete(parser);
  return result;
}
