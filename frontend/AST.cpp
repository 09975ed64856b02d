//===- AST.cpp - Lookups and the --emit=ast dump --------------------------===//
#include "frontend/AST.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir::pyrite::ast;

const Function *Module::findFunction(const std::string &name) const {
  if (opaqueReason(name))
    return nullptr;
  for (const auto &fn : functions)
    if (fn->name == name)
      return fn.get();
  return nullptr;
}

const Constant *Module::findConstant(const std::string &name) const {
  for (const Constant &c : constants)
    if (c.name == name)
      return &c;
  return nullptr;
}

std::optional<std::string> Module::importAlias(const std::string &name) const {
  for (auto &[local, target] : importAliases)
    if (local == name)
      return target;
  return std::nullopt;
}

std::optional<std::string> Module::localImport(const std::string &name) const {
  for (auto &[local, target] : localImports)
    if (local == name)
      return target;
  return std::nullopt;
}

std::optional<std::string> Module::opaqueReason(const std::string &name) const {
  if (!rebindsAnyName.empty())
    return rebindsAnyName;
  auto it = opaqueNames.find(name);
  if (it == opaqueNames.end())
    return std::nullopt;
  return it->second;
}

bool Module::bindsName(const std::string &name) const {
  return opaqueReason(name) || findFunction(name) || findConstant(name) ||
         importAlias(name) || localImport(name);
}

namespace {

const char *exprKindName(ExprKind kind) {
  switch (kind) {
  case ExprKind::Int: return "Int";
  case ExprKind::Float: return "Float";
  case ExprKind::Imaginary: return "Imaginary";
  case ExprKind::Bool: return "Bool";
  case ExprKind::None: return "None";
  case ExprKind::Ellipsis: return "Ellipsis";
  case ExprKind::String: return "String";
  case ExprKind::Name: return "Name";
  case ExprKind::Attribute: return "Attribute";
  case ExprKind::Unary: return "Unary";
  case ExprKind::Binary: return "Binary";
  case ExprKind::BoolOp: return "BoolOp";
  case ExprKind::Compare: return "Compare";
  case ExprKind::IfExp: return "IfExp";
  case ExprKind::Call: return "Call";
  case ExprKind::Tuple: return "Tuple";
  case ExprKind::List: return "List";
  case ExprKind::Subscript: return "Subscript";
  case ExprKind::Slice: return "Slice";
  case ExprKind::Unsupported: return "Unsupported";
  }
  return "?";
}

const char *stmtKindName(StmtKind kind) {
  switch (kind) {
  case StmtKind::Expr: return "ExprStmt";
  case StmtKind::Assign: return "Assign";
  case StmtKind::AugAssign: return "AugAssign";
  case StmtKind::If: return "If";
  case StmtKind::While: return "While";
  case StmtKind::For: return "For";
  case StmtKind::Break: return "Break";
  case StmtKind::Continue: return "Continue";
  case StmtKind::Return: return "Return";
  case StmtKind::Pass: return "Pass";
  case StmtKind::Assert: return "Assert";
  case StmtKind::Raise: return "Raise";
  case StmtKind::Unsupported: return "UnsupportedStmt";
  }
  return "?";
}

class Dumper {
public:
  explicit Dumper(llvm::raw_ostream &os) : os(os) {}
  void expr(const Expr *e, int depth) {
    if (!e)
      return;
    indent(depth) << exprKindName(e->kind) << " @" << e->range.line << ":" << e->range.column;
    switch (e->kind) {
    case ExprKind::Int: os << " " << e->intValue; break;
    case ExprKind::Float: os << " " << llvm::format("%.17g", e->floatValue); break;
    case ExprKind::Imaginary: os << " " << llvm::format("%.17gj", e->floatValue); break;
    case ExprKind::Bool: os << (e->boolValue ? " True" : " False"); break;
    case ExprKind::String: os << " \"" << e->text << "\""; break;
    case ExprKind::Name:
    case ExprKind::Attribute: os << " " << e->text; break;
    case ExprKind::Unary:
    case ExprKind::Binary:
    case ExprKind::BoolOp: os << " " << e->op; break;
    case ExprKind::Compare:
      for (const std::string &op : e->ops)
        os << " " << op;
      break;
    case ExprKind::Unsupported: os << " (" << e->reason << ")"; break;
    default: break;
    }
    os << "\n";
    for (const ExprPtr &c : e->children)
      expr(c.get(), depth + 1);
    for (const ExprPtr &a : e->args)
      expr(a.get(), depth + 1);
    for (const Keyword &k : e->keywords) {
      indent(depth + 1) << "Keyword " << k.name << "\n";
      expr(k.value.get(), depth + 2);
    }
  }
  void stmts(const std::vector<StmtPtr> &body, int depth) {
    for (const StmtPtr &s : body)
      stmt(*s, depth);
  }
  void stmt(const Stmt &s, int depth) {
    indent(depth) << stmtKindName(s.kind) << " @" << s.range.line << ":" << s.range.column;
    if (!s.op.empty())
      os << " " << s.op;
    if (s.kind == StmtKind::Unsupported)
      os << " (" << s.reason << ")";
    os << "\n";
    for (const ExprPtr &t : s.targets)
      expr(t.get(), depth + 1);
    expr(s.value.get(), depth + 1);
    expr(s.message.get(), depth + 1);
    if (!s.body.empty()) {
      indent(depth + 1) << "Body\n";
      stmts(s.body, depth + 2);
    }
    if (!s.orelse.empty()) {
      indent(depth + 1) << "Else\n";
      stmts(s.orelse, depth + 2);
    }
  }
  void module(const Module &m) {
    os << "Module " << m.path << "\n";
    for (const Constant &c : m.constants) {
      indent(1) << "Constant " << c.name << "\n";
      expr(c.value.get(), 2);
    }
    for (const auto &fn : m.functions) {
      indent(1) << "Function " << fn->name << (fn->decorated ? " @jit" : "") << " @"
                << fn->range.line << ":" << fn->range.column << "\n";
      for (const Param &p : fn->params) {
        indent(2) << "Param " << p.name << (p.keywordOnly ? " kwonly" : "") << "\n";
        expr(p.annotation.get(), 3);
        expr(p.defaultValue.get(), 3);
      }
      if (fn->returnAnnotation) {
        indent(2) << "Returns\n";
        expr(fn->returnAnnotation.get(), 3);
      }
      stmts(fn->body, 2);
    }
  }

private:
  llvm::raw_ostream &indent(int depth) { return os.indent(2 * depth); }
  llvm::raw_ostream &os;
};

} // namespace

void mlir::pyrite::ast::dump(const Module &module, llvm::raw_ostream &os) {
  Dumper(os).module(module);
}
