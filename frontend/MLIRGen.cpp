//===- MLIRGen.cpp - pyrite's AST to the py dialect -----------------------===//
#include "frontend/MLIRGen.h"

#include "dialects/Py/IR/PyOps.h"
#include "dialects/Py/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Path.h"

#include <deque>
#include <map>
#include <set>

using namespace mlir;
using namespace mlir::pyrite;
namespace py = mlir::pyrite::py;
using ast::Expr;
using ast::ExprKind;
using ast::Stmt;
using ast::StmtKind;

namespace {

/// The py operator for a Python binary operator's spelling ("//", "<<", ...).
std::optional<py::BinaryOpKind> binaryOpKind(const std::string &op) {
  static const std::map<std::string, py::BinaryOpKind> kinds = {
      {"+", py::BinaryOpKind::Add},       {"-", py::BinaryOpKind::Sub},
      {"*", py::BinaryOpKind::Mul},       {"/", py::BinaryOpKind::TrueDiv},
      {"//", py::BinaryOpKind::FloorDiv}, {"%", py::BinaryOpKind::Mod},
      {"**", py::BinaryOpKind::Pow},      {"<<", py::BinaryOpKind::LShift},
      {">>", py::BinaryOpKind::RShift},   {"&", py::BinaryOpKind::BitAnd},
      {"|", py::BinaryOpKind::BitOr},     {"^", py::BinaryOpKind::BitXor},
      {"@", py::BinaryOpKind::MatMul}};
  auto kind = kinds.find(op);
  if (kind == kinds.end())
    return std::nullopt;
  return kind->second;
}

/// Folds an int-only constant expression with Python's semantics in 128 bits,
/// so `2**63 - 1` is the constant it denotes although `2**63` alone exceeds
/// 64 bits. Nothing is folded that could raise or leave 128 bits (the
/// compiled code then computes, and raises, as usual).
class IntConstantFolder {
public:
  using Int = __int128;
  /// `locals` shadow module constants of the same name.
  IntConstantFolder(const ast::Module &m, const std::set<std::string> &locals)
      : m(m), locals(locals) {}

  std::optional<Int> fold(const Expr &e, int depth = 0) {
    if (depth > 64)
      return std::nullopt;
    switch (e.kind) {
    case ExprKind::Int:
      return Int(e.intValue);
    case ExprKind::Name:
      if (locals.count(e.text))
        return std::nullopt;
      if (const ast::Constant *c = m.findConstant(e.text)) {
        // A constant's own expression is in module scope.
        IntConstantFolder moduleScope(m, noLocals);
        return moduleScope.fold(*c->value, depth + 1);
      }
      return std::nullopt;
    case ExprKind::Unary: {
      std::optional<Int> x = fold(*e.children[0], depth + 1);
      if (!x)
        return std::nullopt;
      if (e.op == "-") {
        Int negated;
        return __builtin_sub_overflow(Int(0), *x, &negated) ? std::nullopt
                                                            : std::optional<Int>(negated);
      }
      if (e.op == "+")
        return *x;
      if (e.op == "~")
        return ~*x;
      return std::nullopt;
    }
    case ExprKind::Binary: {
      std::optional<Int> l = fold(*e.children[0], depth + 1);
      std::optional<Int> r = l ? fold(*e.children[1], depth + 1) : std::nullopt;
      if (!r)
        return std::nullopt;
      return binary(e.op, *l, *r);
    }
    default:
      return std::nullopt;
    }
  }

private:
  static std::optional<Int> binary(const std::string &op, Int l, Int r) {
    Int out;
    if (op == "+")
      return __builtin_add_overflow(l, r, &out) ? std::nullopt : std::optional<Int>(out);
    if (op == "-")
      return __builtin_sub_overflow(l, r, &out) ? std::nullopt : std::optional<Int>(out);
    if (op == "*")
      return __builtin_mul_overflow(l, r, &out) ? std::nullopt : std::optional<Int>(out);
    if (op == "&")
      return l & r;
    if (op == "|")
      return l | r;
    if (op == "^")
      return l ^ r;
    if (op == "//" || op == "%") {
      if (r == 0 || (r == -1 && l == std::numeric_limits<Int>::min()))
        return std::nullopt;
      Int q = l / r, rem = l % r;
      if (rem != 0 && ((rem < 0) != (r < 0))) {
        q -= 1;
        rem += r;
      }
      return op == "//" ? q : rem;
    }
    if (op == "<<" || op == ">>") {
      if (r < 0)
        return std::nullopt;
      if (op == ">>")
        return r >= 127 ? (l < 0 ? Int(-1) : Int(0)) : l >> (int)r;
      if (l == 0)
        return Int(0);
      if (r >= 126)
        return std::nullopt;
      // Shift the bits unsigned: a left shift of a negative value is undefined.
      Int shifted = (Int)((unsigned __int128)l << (int)r);
      if ((shifted >> (int)r) != l)
        return std::nullopt;
      return shifted;
    }
    if (op == "**") {
      if (r < 0)
        return std::nullopt; // a float in Python
      Int result = 1, base = l;
      for (Int e = r; e; e >>= 1) {
        if ((e & 1) && __builtin_mul_overflow(result, base, &result))
          return std::nullopt;
        if ((e >> 1) && __builtin_mul_overflow(base, base, &base))
          return std::nullopt;
      }
      return result;
    }
    return std::nullopt;
  }

  const ast::Module &m;
  const std::set<std::string> &locals;
  static inline const std::set<std::string> noLocals;
};

class MLIRGen {
public:
  MLIRGen(MLIRContext &ctx, const ast::Module &main, const LocalModules &localModules,
          const LoopsLeftToCPython &loopsLeftToCPython)
      : ctx(ctx), main(&main), m(&main), localModules(localModules),
        loopsLeftToCPython(loopsLeftToCPython), b(&ctx), file(StringAttr::get(&ctx, main.path)) {}

  OwningOpRef<ModuleOp> generate();

private:
  // --- helpers ---------------------------------------------------------
  Location loc(const ast::SourceRange &r) { return FileLineColLoc::get(file, r.line, r.column); }
  Type unknown() { return py::UnknownType::get(&ctx); }
  InFlightDiagnostic error(const ast::SourceRange &r) {
    hadError = true;
    return emitError(loc(r));
  }
  Value undef(const ast::SourceRange &r) { return py::UndefOp::create(b, loc(r), unknown()); }
  Value constI1(bool v, Location l) {
    return arith::ConstantOp::create(b, l, b.getBoolAttr(v));
  }
  Value constInt(int64_t v, Location l) {
    return py::ConstantOp::create(b, l, py::IntType::get(&ctx), b.getI64IntegerAttr(v));
  }
  Value constFloat(double v, Location l) {
    return py::ConstantOp::create(b, l, py::FloatType::get(&ctx), b.getF64FloatAttr(v));
  }
  Value constComplex(double real, double imag, Location l) {
    return py::ConstantOp::create(b, l, py::ComplexType::get(&ctx),
                                  b.getArrayAttr({b.getF64FloatAttr(real), b.getF64FloatAttr(imag)}));
  }
  bool blockTerminated() {
    Block *block = b.getInsertionBlock();
    return !block->empty() && block->back().hasTrait<OpTrait::IsTerminator>();
  }
  /// Ends the current region: falls through with `py.yield`, or, when control
  /// cannot get here, with a raise that the SSA pass finds unreachable.
  void closeRegion(Location l, bool withYield) {
    if (blockTerminated())
      return;
    if (reachable) {
      if (withYield)
        py::YieldOp::create(b, l, ValueRange{});
      return;
    }
    py::RaiseOp::create(b, l, py::ExceptionKind::RuntimeError, "unreachable");
  }

  // --- functions -------------------------------------------------------
  FailureOr<Type> annotationType(const Expr *annotation);
  /// The element type a dtype name in an annotation stands for (f32, u8,
  /// boolean...), or null.
  Type arrayElementType(StringRef dtype);
  /// Queues `fn` of module `owner` (the current one by default) and gives
  /// its symbol: its name, prefixed by its module's for a local module's.
  std::string requestFunction(const ast::Function *fn, const ast::Module *owner = nullptr);
  /// Generates with `owner`'s names and locations (a local module's code).
  void inModule(const ast::Module *owner, llvm::function_ref<void()> generate);
  /// A function or constant of a local module that `e` names through an
  /// import (`poly`, `helper.poly`, `helper.SCALE`), and that module.
  template <typename T>
  std::pair<const T *, const ast::Module *> localMember(const Expr &e);
  /// The local module and member a target names ("helper.poly"); no module
  /// when it names none (a module itself, "helper").
  std::pair<const ast::Module *, std::string> splitLocalTarget(const std::string &target);
  void generateFunction(const ast::Function &fn);
  void collectLocals(const std::vector<ast::StmtPtr> &body);

  // --- statements ------------------------------------------------------
  void genBlock(const std::vector<ast::StmtPtr> &body);
  void genStmt(const Stmt &s);
  void genIf(const Stmt &s);
  void genWhile(const Stmt &s);
  void genFor(const Stmt &s);
  /// What a `for` loop iterates over, evaluated before the loop: range(...),
  /// enumerate(...) or zip(...) of the builtins, or else an array (type
  /// inference rejects other values at the loop; see LoopsLeftToCPython).
  struct Iteration {
    enum Kind { Range, Array, Enumerate, Zip } kind;
    Value start, step; ///< Range: its start and step; Enumerate: its start
    Value count;       ///< how many items the loop takes
    std::string array; ///< Array: the hidden variable holding it
    std::vector<Iteration> parts; ///< Enumerate: its argument; Zip: each
  };
  /// One item of an iteration: a value, or the parts of a tuple not built
  /// yet (enumerate's and zip's).
  struct IterationItem {
    Value value;
    std::vector<IterationItem> parts;
  };
  bool isBuiltinCall(const Expr &e, StringRef name);
  /// `loopIterable`: the location of the loop's whole iterable.
  Iteration genIteration(const Expr &iterable, Location loopIterable);
  IterationItem genIterationItem(const Iteration &iteration, Value k, Location l);
  /// Assigns `item` to `target`, unpacking a tuple item into a tuple target
  /// of its size part by part.
  void assignItem(const Expr &target, const IterationItem &item, Location l);
  Value materialize(const IterationItem &item, Location l);
  /// With the insertion point in the loop's body block (after any prelude):
  /// the body, the else region, and the insertion point after the loop.
  void genLoopBodyAndElse(py::WhileOp op, const Stmt &s);
  /// Whether the body (after `prelude`, a for loop's own counter and target,
  /// or all of it) and else clause of loop `op` are fallback statements and
  /// nothing else.
  bool bodyRunsInCPython(py::WhileOp op, Operation *prelude);
  /// Replaces what follows `before` in `block` (loop `s`, and what it
  /// evaluated first) by one fallback of the whole loop: one crossing instead
  /// of one per iteration. The fallbacks it replaces are kept for the report.
  void fallBackWholeLoop(const Stmt &s, Block *block, Operation *before);
  void genRaise(const Stmt &s);
  void genAssert(const Stmt &s);
  bool isAssignable(const Expr &target);
  void assignTo(const Expr &target, Value value);
  void genFallbackStmt(const Stmt &s, const std::string &reason);
  /// What a fallback is in a local module's function: an error.
  void localModuleFallback(const ast::SourceRange &where, const std::string &reason);

  // --- expressions -----------------------------------------------------
  Value genExpr(const Expr &e);
  Value genCond(const Expr &e);
  Value genName(const Expr &e);
  /// `math.pi`, `np.newaxis` and the other constants of `math` and `numpy`
  /// compiled code reads (null for another member).
  Value genModuleConstant(StringRef module, StringRef member, Location l);
  /// A local module's constant `e` names (`SCALE` imported, `helper.SCALE`),
  /// generated in that module's scope; null when it names none.
  Value genLocalConstant(const Expr &e);
  /// Why a name bound to a local module or its member `target` ("helper",
  /// "helper.x") is not compiled as a value.
  std::string localValueReason(const std::string &target);
  Value genCall(const Expr &e);
  /// A call of `callee`, a function of module `owner` (null: the current one).
  Value genUserCall(const Expr &e, const ast::Function &callee, const ast::Module *owner = nullptr);
  /// Whether `e`, a default in module scope, has the value at any call that
  /// CPython's def gave it once: literals, module constants (this file's
  /// and those it imports), the constants of math and numpy, and operators
  /// and tuples of them.
  bool isDefTimeValue(const Expr &e);
  Value genBuiltinCall(const Expr &e, const std::string &name);
  Value genPrint(const Expr &e);
  Value genCompare(const Expr &e);
  Value genBoolOp(const Expr &e);
  Value genFallbackExpr(const Expr &e, const std::string &reason);
  /// The constant an int-only expression folds to, if it fits in 64 bits.
  Value foldIntConstant(const Expr &e) {
    std::optional<IntConstantFolder::Int> v = IntConstantFolder(*m, locals).fold(e);
    if (!v || *v < std::numeric_limits<int64_t>::min() || *v > std::numeric_limits<int64_t>::max())
      return {};
    return constInt((int64_t)*v, loc(e.range));
  }
  std::optional<std::string> mathName(const Expr &callee);
  /// "numpy.zeros" for `np.zeros` or an imported `zeros`, if it names one.
  std::optional<std::string> numpyName(const Expr &callee);
  /// "math" or "numpy" when `e` names one of those modules.
  std::optional<std::string> moduleOf(const Expr &e);
  /// The element type a `dtype=` argument names (np.float32, float, "uint8").
  Type dtypeOf(const Expr &e);
  /// A `dtype=` argument: the type it names, or the local array variable
  /// whose `.dtype` it is (known after type inference); neither when it is
  /// something else.
  struct DtypeArg {
    Type type;
    const Expr *array = nullptr;
    explicit operator bool() const { return type || array; }
  };
  DtypeArg dtypeArgOf(const Expr &e);
  /// The op of NumPy function `callee` on `args` with the dtype `d` (none
  /// when empty; an array's not typed yet: its last operand).
  Value genDtypedNumPyOp(Location l, StringRef callee, SmallVector<Value> args, const DtypeArg &d);
  /// The op of the builtin, `math` or `numpy` function `name` (one the compiler knows).
  Value genLibraryOp(Location l, StringRef name, ValueRange operands, Type dtype = {});
  Value genNumPyCall(const Expr &e, const std::string &name);
  /// np.add.outer(a, b) (subtract, multiply, divide, maximum, minimum):
  /// a with b's axes appended, then the ufunc; null for another ufunc.
  Value genUfuncOuter(const Expr &e, StringRef ufunc);
  /// np.linalg.norm(x[, None][, axis][, keepdims]).
  Value genNorm(const Expr &e);
  /// np.sum(x, axis, keepdims=) and x.sum(axis, keepdims=): the reduction
  /// `name` of `array`, with `args` and the keywords after the array; also
  /// the scans np.cumsum(x, axis) and x.cumsum(axis), which have no keepdims.
  Value genReduction(const Expr &e, const std::string &name, const Expr &array,
                     ArrayRef<const Expr *> args);
  /// x.reshape(shape), np.reshape(x, shape), ravel and flatten: numpy.reshape
  /// (a view where NumPy gives one), numpy.ravel, numpy.flatten (a copy) of
  /// `array` and each size (or one tuple of them).
  Value genReshape(const Expr &e, const std::string &name, const Expr &array,
                   ArrayRef<const Expr *> shape);
  /// np.transpose(array, axes) and array.transpose(*axes): the op of the
  /// axes given (one tuple or list of them, or each; none or None: reversed).
  Value genTranspose(const Expr &e, const Expr &array, ArrayRef<const Expr *> axes);
  /// Binds the arguments of call `e` to the parameters `names` (the first
  /// one required), by position and then by keyword, into `given` (null
  /// where not given); or says why not ("with keyword 'x'").
  std::string bindArguments(const Expr &e, ArrayRef<StringRef> names,
                            SmallVectorImpl<const Expr *> &given);
  /// np.einsum(subscripts, a[, b]) of a literal subscripts string, in one of
  /// the common forms (matrix products, dot, outer, sums, transposes),
  /// written as the operators and reductions it stands for.
  Value genEinsum(const Expr &e);
  /// np.array(display[, dtype]) of a rectangular nested list or tuple
  /// display: its items in C order and the nesting's shape.
  Value genArrayLiteral(const Expr &e, const Expr &display);
  /// np.sort(x, axis=-1, kind=...), np.argsort and the methods x.sort(),
  /// x.argsort() (`method`: x.sort(), in place): `args` after the array. A
  /// `kind` string is taken (every kind sorts alike here: stable).
  Value genSort(const Expr &e, const std::string &name, const Expr &array,
                ArrayRef<const Expr *> args, bool method);
  /// The indexes of a subscript: `x[i, j]` has two.
  SmallVector<Value> genIndices(const Expr &index);

  MLIRContext &ctx;
  const ast::Module *main; ///< the file being built
  const ast::Module *m;    ///< the module whose code is being generated (its names)
  const LocalModules &localModules;
  const LoopsLeftToCPython &loopsLeftToCPython;
  OpBuilder b;
  StringAttr file;
  OwningOpRef<ModuleOp> module;
  bool hadError = false;

  std::deque<const ast::Function *> worklist;
  std::set<const ast::Function *> requested;
  /// The module each requested function belongs to, and its symbol.
  std::map<const ast::Function *, std::pair<const ast::Module *, std::string>> requestedFrom;

  // Per function.
  std::set<std::string> locals;
  bool reachable = true;
  int loopDepth = 0;
  int hiddenCounter = 0;
  std::set<std::string> constantsInProgress;
};

//===----------------------------------------------------------------------===//
// Functions
//===----------------------------------------------------------------------===//

/// Annotations whose values compiled code holds as CPython objects.
static bool isObjectAnnotation(StringRef name) {
  return llvm::is_contained({"str", "bytes", "list", "dict", "set", "frozenset", "object", "Any",
                             "List", "Dict", "Set"},
                            name);
}

FailureOr<Type> MLIRGen::annotationType(const Expr *a) {
  if (a->kind == ExprKind::Name) {
    if (a->text == "int")
      return Type(py::IntType::get(&ctx));
    if (a->text == "float")
      return Type(py::FloatType::get(&ctx));
    if (a->text == "complex")
      return Type(py::ComplexType::get(&ctx));
    if (a->text == "bool")
      return Type(py::BoolType::get(&ctx));
    if (isObjectAnnotation(a->text))
      return Type(py::ObjectType::get(&ctx));
    // A bare dtype name is a NumPy scalar: `-> f32` returns np.float32.
    if (Type element = arrayElementType(a->text))
      return Type(py::NPScalarType::get(&ctx, element));
  }
  if (a->kind == ExprKind::None)
    return Type(py::NoneType::get(&ctx));
  if (a->kind == ExprKind::Subscript && a->children[0]->kind == ExprKind::Name &&
      (a->children[0]->text == "tuple" || a->children[0]->text == "Tuple")) {
    const Expr &inner = *a->children[1];
    SmallVector<Type> elements;
    if (inner.kind == ExprKind::Tuple) {
      for (const ast::ExprPtr &c : inner.children) {
        FailureOr<Type> t = annotationType(c.get());
        if (failed(t))
          return failure();
        elements.push_back(*t);
      }
    } else {
      FailureOr<Type> t = annotationType(&inner);
      if (failed(t))
        return failure();
      elements.push_back(*t);
    }
    return Type(py::TupleType::get(&ctx, elements));
  }
  if (a->kind == ExprKind::Subscript && a->children[0]->kind == ExprKind::Name) {
    if (isObjectAnnotation(a->children[0]->text)) // list[int], dict[str, float]
      return Type(py::ObjectType::get(&ctx));
    if (Type element = arrayElementType(a->children[0]->text)) {
      // f32[:, :], f32[3, 4], f64[:]: one entry per dimension, ':' or a size.
      const Expr &index = *a->children[1];
      SmallVector<const Expr *> dims;
      if (index.kind == ExprKind::Tuple)
        for (const ast::ExprPtr &c : index.children)
          dims.push_back(c.get());
      else
        dims.push_back(&index);
      SmallVector<int64_t> shape;
      for (const Expr *d : dims) {
        if (d->kind == ExprKind::Slice && !d->children[0] && !d->children[1] && !d->children[2])
          shape.push_back(ShapedType::kDynamic);
        else if (d->kind == ExprKind::Int && d->intValue >= 0)
          shape.push_back(d->intValue);
        else {
          error(d->range) << "an array dimension is ':' or a size, not '" << m->text(d->range)
                          << "'";
          return failure();
        }
      }
      return Type(py::NDArrayType::get(&ctx, shape, element));
    }
  }
  error(a->range) << "unsupported type annotation '" << m->text(a->range)
                  << "' (expected int, float, bool, tuple[...], an array such as f64[:], "
                     "or a class of objects CPython handles: str, list, dict, set, object)";
  return failure();
}

Type MLIRGen::arrayElementType(StringRef dtype) {
  return llvm::StringSwitch<Type>(dtype)
      .Case("f16", Float16Type::get(&ctx))
      .Case("f32", Float32Type::get(&ctx))
      .Case("f64", Float64Type::get(&ctx))
      .Case("i8", IntegerType::get(&ctx, 8))
      .Case("i16", IntegerType::get(&ctx, 16))
      .Case("i32", IntegerType::get(&ctx, 32))
      .Case("i64", IntegerType::get(&ctx, 64))
      .Case("u8", IntegerType::get(&ctx, 8, IntegerType::Unsigned))
      .Case("u16", IntegerType::get(&ctx, 16, IntegerType::Unsigned))
      .Case("u32", IntegerType::get(&ctx, 32, IntegerType::Unsigned))
      .Case("u64", IntegerType::get(&ctx, 64, IntegerType::Unsigned))
      .Case("boolean", IntegerType::get(&ctx, 1))
      .Case("c64", ComplexType::get(Float32Type::get(&ctx)))
      .Case("c128", ComplexType::get(Float64Type::get(&ctx)))
      .Default(Type());
}

std::string MLIRGen::requestFunction(const ast::Function *fn, const ast::Module *owner) {
  if (!owner)
    owner = m;
  if (requested.insert(fn).second) {
    worklist.push_back(fn);
    std::string symbol = fn->name;
    for (auto &[name, module] : localModules)
      if (module == owner && owner != main)
        symbol = name + "." + fn->name;
    requestedFrom[fn] = {owner, symbol};
  }
  return requestedFrom[fn].second;
}

void MLIRGen::inModule(const ast::Module *owner, llvm::function_ref<void()> generate) {
  const ast::Module *savedModule = m;
  StringAttr savedFile = file;
  m = owner;
  file = StringAttr::get(&ctx, owner->path);
  generate();
  m = savedModule;
  file = savedFile;
}

template <typename T>
std::pair<const T *, const ast::Module *> MLIRGen::localMember(const Expr &e) {
  std::optional<std::string> target;
  if (e.kind == ExprKind::Name && !locals.count(e.text))
    target = m->localImport(e.text); // from helper import poly
  else if (e.kind == ExprKind::Attribute && e.children[0]->kind == ExprKind::Name &&
           !locals.count(e.children[0]->text))
    if (std::optional<std::string> module = m->localImport(e.children[0]->text);
        module && localModules.count(*module)) // import helper; helper.poly
      target = *module + "." + e.text;
  if (!target)
    return {nullptr, nullptr};
  auto [owner, member] = splitLocalTarget(*target);
  if (!owner)
    return {nullptr, nullptr};
  if constexpr (std::is_same_v<T, ast::Function>)
    return {owner->findFunction(member), owner};
  else
    return {owner->findConstant(member), owner};
}

std::pair<const ast::Module *, std::string> MLIRGen::splitLocalTarget(const std::string &target) {
  size_t dot = target.rfind('.');
  if (dot == std::string::npos)
    return {nullptr, ""};
  auto owner = localModules.find(target.substr(0, dot));
  if (owner == localModules.end())
    return {nullptr, ""};
  return {owner->second, target.substr(dot + 1)};
}

void MLIRGen::collectLocals(const std::vector<ast::StmtPtr> &body) {
  std::function<void(const Expr &)> bindTarget = [&](const Expr &t) {
    if (t.kind == ExprKind::Name)
      locals.insert(t.text);
    else if (t.kind == ExprKind::Tuple || t.kind == ExprKind::List)
      for (const ast::ExprPtr &c : t.children)
        bindTarget(*c);
    else if (t.starredTarget)
      locals.insert(t.names.begin(), t.names.end());
  };
  for (const ast::StmtPtr &s : body) {
    for (const ast::ExprPtr &t : s->targets)
      bindTarget(*t);
    for (const std::string &name : s->assigned)
      locals.insert(name);
    collectLocals(s->body);
    collectLocals(s->orelse);
  }
}

void MLIRGen::generateFunction(const ast::Function &fn) {
  Location fnLoc = loc(fn.nameRange);
  if (!fn.unsupported.empty()) {
    error(fn.nameRange) << "unsupported: " << fn.unsupported << " in function '" << fn.name
                        << "'";
    return;
  }
  // Only the built file's @jit functions are entry points: a local module's
  // (`@jit` in helper.py) is a plain function of this build, as CPython calls it.
  bool isEntry = fn.decorated && m == main;
  SmallVector<Type> inputs;
  SmallVector<Attribute> names;
  for (const ast::Param &p : fn.params) {
    Type t = unknown();
    // `np.ndarray` names no dtype or rank: typed per call signature, as an
    // unannotated parameter is (the dispatcher's --specialize).
    bool anyArray = p.annotation && numpyName(*p.annotation) == "numpy.ndarray";
    if (isEntry) {
      if (!p.annotation || anyArray) {
        if (fn.specializations.empty() && anyArray)
          error(p.annotation->range)
              << "parameter '" << p.name << "' of @jit function '" << fn.name
              << "' is annotated 'np.ndarray', which names no dtype or rank: annotate it "
                 "as an array such as f64[:] or f32[:, :], or build with --specialize";
        else if (fn.specializations.empty())
          error(p.range) << "parameter '" << p.name << "' of @jit function '" << fn.name
                         << "' needs a type annotation (int, float, bool or tuple[...])";
      } else if (FailureOr<Type> a = annotationType(p.annotation.get()); succeeded(a)) {
        t = *a;
      }
    }
    inputs.push_back(t);
    names.push_back(b.getStringAttr(p.name));
  }
  b.setInsertionPointToEnd(module->getBody());
  auto func = func::FuncOp::create(b, fnLoc, requestedFrom[&fn].second,
                                   b.getFunctionType(inputs, {unknown()}));
  func->setAttr(py::kParamNamesAttr, b.getArrayAttr(names));
  if (isEntry) {
    func->setAttr(py::kEntryAttr, b.getUnitAttr());
    if (fn.strict)
      func->setAttr(py::kStrictAttr, b.getUnitAttr());
    SmallVector<Attribute> specializations;
    for (const std::vector<const Expr *> &signature : fn.specializations) {
      SmallVector<Attribute> types;
      for (const Expr *annotation : signature)
        if (FailureOr<Type> t = annotationType(annotation); succeeded(t))
          types.push_back(TypeAttr::get(*t));
      if (types.size() == signature.size())
        specializations.push_back(b.getArrayAttr(types));
    }
    if (!specializations.empty())
      func->setAttr(py::kSpecializationsAttr, b.getArrayAttr(specializations));
    // CPython does not enforce annotations, so only entry points (whose
    // signature is the ABI) have their return annotation checked.
    if (fn.returnAnnotation)
      if (FailureOr<Type> r = annotationType(fn.returnAnnotation.get()); succeeded(r))
        func->setAttr(py::kReturnAnnotationAttr, TypeAttr::get(*r));
  }
  Block *entry = func.addEntryBlock();
  b.setInsertionPointToStart(entry);

  locals.clear();
  for (const ast::Param &p : fn.params)
    locals.insert(p.name);
  collectLocals(fn.body);
  reachable = true;
  loopDepth = 0;
  hiddenCounter = 0;
  for (auto [i, p] : llvm::enumerate(fn.params))
    py::StoreVarOp::create(b, loc(p.range), p.name, entry->getArgument(i));
  genBlock(fn.body);
  if (!blockTerminated()) {
    Location end = FileLineColLoc::get(file, fn.range.endLine, fn.range.endColumn);
    if (reachable)
      py::ReturnOp::create(b, end,
                           py::ConstantOp::create(b, end, py::NoneType::get(&ctx), b.getUnitAttr()));
    else
      py::RaiseOp::create(b, end, py::ExceptionKind::RuntimeError, "unreachable");
  }
}

OwningOpRef<ModuleOp> MLIRGen::generate() {
  module = ModuleOp::create(FileLineColLoc::get(file, 1, 1));
  for (const auto &fn : m->functions)
    if (fn->decorated)
      requestFunction(fn.get());
  while (!worklist.empty()) {
    const ast::Function *fn = worklist.front();
    worklist.pop_front();
    inModule(requestedFrom[fn].first, [&] { generateFunction(*fn); });
  }
  if (hadError)
    return nullptr;
  return std::move(module);
}

//===----------------------------------------------------------------------===//
// Statements
//===----------------------------------------------------------------------===//

void MLIRGen::genBlock(const std::vector<ast::StmtPtr> &body) {
  for (const ast::StmtPtr &s : body) {
    if (!reachable || blockTerminated())
      return; // Dead code after return/raise/break/continue is never run.
    genStmt(*s);
  }
}

bool MLIRGen::isAssignable(const Expr &t) {
  if (t.kind == ExprKind::Name || t.kind == ExprKind::Subscript)
    return true;
  if (t.kind == ExprKind::Tuple)
    return llvm::all_of(t.children, [&](const ast::ExprPtr &c) { return isAssignable(*c); });
  return false;
}

void MLIRGen::assignTo(const Expr &t, Value value) {
  if (t.kind == ExprKind::Name) {
    py::StoreVarOp::create(b, loc(t.range), t.text, value);
    return;
  }
  if (t.kind == ExprKind::Subscript) {
    // CPython evaluates the value first, then the object, then the index.
    Value object = genExpr(*t.children[0]);
    SmallVector<Value> indices = genIndices(*t.children[1]);
    py::SetItemOp::create(b, loc(t.range), value, object, indices);
    return;
  }
  int64_t count = t.children.size();
  for (auto [i, c] : llvm::enumerate(t.children)) {
    Value element = py::TupleGetOp::create(b, loc(c->range), unknown(), value,
                                           b.getI64IntegerAttr(i), b.getI64IntegerAttr(count));
    assignTo(*c, element);
  }
}

void MLIRGen::genStmt(const Stmt &s) {
  Location l = loc(s.range);
  switch (s.kind) {
  case StmtKind::Pass:
    return;
  case StmtKind::Expr:
    genExpr(*s.value);
    return;
  case StmtKind::Assign: {
    for (const ast::ExprPtr &t : s.targets)
      if (!isAssignable(*t))
        return genFallbackStmt(s, "assignment to this target");
    // `a, b = b, a` unpacks a tuple display: its items go straight to the
    // targets (same order of evaluation), so no tuple is built; arrays,
    // which tuples cannot hold, swap this way too.
    const Expr &value = *s.value;
    bool direct = value.kind == ExprKind::Tuple &&
                  llvm::all_of(s.targets, [&](const ast::ExprPtr &t) {
                    return t->kind == ExprKind::Tuple && t->children.size() == value.children.size();
                  });
    if (direct) {
      SmallVector<Value> items;
      for (const ast::ExprPtr &c : value.children)
        items.push_back(genExpr(*c));
      for (const ast::ExprPtr &t : s.targets)
        for (auto [target, item] : llvm::zip(t->children, items))
          assignTo(*target, item);
      return;
    }
    Value v = genExpr(value);
    for (const ast::ExprPtr &t : s.targets)
      assignTo(*t, v);
    return;
  }
  case StmtKind::AugAssign: {
    const Expr &t = *s.targets[0];
    if (t.kind != ExprKind::Name && t.kind != ExprKind::Subscript)
      return genFallbackStmt(s, "augmented assignment to this target");
    std::optional<py::BinaryOpKind> kind = binaryOpKind(s.op);
    if (!kind)
      return genFallbackStmt(s, "the '" + s.op + "=' operator");
    // `inplace`: an array target is updated in place (its __iadd__), which
    // every alias of it sees; type inference decides once types are known.
    if (t.kind == ExprKind::Subscript) {
      // x[i] += v: x and i are evaluated once, then read, add, write back.
      Value object = genExpr(*t.children[0]);
      SmallVector<Value> indices = genIndices(*t.children[1]);
      Value current = py::GetItemOp::create(b, loc(t.range), unknown(), object, indices);
      Value rhs = genExpr(*s.value);
      Value result = py::BinaryOp::create(b, l, unknown(), *kind, current, rhs, /*inplace=*/true);
      py::SetItemOp::create(b, l, result, object, indices);
      return;
    }
    Value current = py::LoadVarOp::create(b, loc(t.range), unknown(), t.text);
    Value rhs = genExpr(*s.value);
    Value result = py::BinaryOp::create(b, l, unknown(), *kind, current, rhs, /*inplace=*/true);
    py::StoreVarOp::create(b, l, t.text, result);
    return;
  }
  case StmtKind::If:
    return genIf(s);
  case StmtKind::While:
    return genWhile(s);
  case StmtKind::For:
    return genFor(s);
  case StmtKind::Break:
  case StmtKind::Continue:
    if (loopDepth == 0) {
      error(s.range) << "'" << (s.kind == StmtKind::Break ? "break" : "continue")
                     << "' outside loop";
      return;
    }
    if (s.kind == StmtKind::Break)
      py::BreakOp::create(b, l);
    else
      py::ContinueOp::create(b, l);
    return;
  case StmtKind::Return: {
    Value v = s.value ? genExpr(*s.value)
                      : py::ConstantOp::create(b, l, py::NoneType::get(&ctx), b.getUnitAttr());
    py::ReturnOp::create(b, l, v);
    return;
  }
  case StmtKind::Assert:
    return genAssert(s);
  case StmtKind::Raise:
    return genRaise(s);
  case StmtKind::Unsupported:
    if (!s.escape.empty()) {
      error(s.range) << "unsupported: " << s.reason << " with " << s.escape
                     << " (CPython cannot run it apart from the function)";
      return;
    }
    return genFallbackStmt(s, s.reason);
  }
}

void MLIRGen::genIf(const Stmt &s) {
  Location l = loc(s.range);
  Value cond = genCond(*s.value);
  auto op = py::IfOp::create(b, l, TypeRange{}, cond);
  bool reachableBefore = reachable;
  b.createBlock(&op.getThenRegion());
  genBlock(s.body);
  bool thenFalls = reachable && !blockTerminated();
  closeRegion(l, true);
  reachable = reachableBefore;
  b.createBlock(&op.getElseRegion());
  genBlock(s.orelse);
  bool elseFalls = reachable && !blockTerminated();
  closeRegion(l, true);
  b.setInsertionPointAfter(op);
  reachable = thenFalls || elseFalls;
}

void MLIRGen::genWhile(const Stmt &s) {
  Location l = loc(s.range);
  Block *block = b.getInsertionBlock();
  Operation *before = block->empty() ? nullptr : &block->back();
  auto op = py::WhileOp::create(b, l);
  b.createBlock(&op.getCondRegion());
  py::ConditionOp::create(b, l, genCond(*s.value));
  b.createBlock(&op.getBodyRegion());
  genLoopBodyAndElse(op, s);
  if (bodyRunsInCPython(op, nullptr)) // its condition runs in CPython too
    fallBackWholeLoop(s, block, before);
}

void MLIRGen::genLoopBodyAndElse(py::WhileOp op, const Stmt &s) {
  Location l = loc(s.range);
  ++loopDepth;
  genBlock(s.body);
  --loopDepth;
  closeRegion(l, true);
  reachable = true;
  b.createBlock(&op.getElseRegion());
  genBlock(s.orelse);
  closeRegion(l, true);
  reachable = true; // A break may always leave the loop.
  b.setInsertionPointAfter(op);
}

bool MLIRGen::bodyRunsInCPython(py::WhileOp op, Operation *prelude) {
  bool any = false;
  for (Region *region : {&op.getBodyRegion(), &op.getElseRegion()}) {
    if (!region->hasOneBlock())
      return false;
    Block &block = region->front();
    auto start = prelude && region == &op.getBodyRegion() ? std::next(prelude->getIterator())
                                                          : block.begin();
    for (Operation &inner : llvm::make_range(start, block.end())) {
      if (isa<py::FallbackOp>(inner))
        any = true;
      else if (!isa<py::LoadVarOp, py::StoreVarOp, py::YieldOp>(inner))
        return false;
    }
  }
  return any;
}

void MLIRGen::fallBackWholeLoop(const Stmt &s, Block *block, Operation *before) {
  SmallVector<Attribute> sites;
  auto replaced = before ? std::next(before->getIterator()) : block->begin();
  for (Operation &o : llvm::make_range(replaced, block->end()))
    o.walk([&](py::FallbackOp fallback) {
      if (auto nested = fallback->getAttrOfType<ArrayAttr>(py::kInnerSitesAttr))
        llvm::append_range(sites, nested.getValue()); // a loop in the loop
      else
        sites.push_back(b.getArrayAttr({fallback.getLoc(), fallback.getReasonAttr()}));
    });
  while (!block->empty() && &block->back() != before)
    block->back().erase();
  b.setInsertionPointToEnd(block);
  genFallbackStmt(s, "a loop whose body runs in CPython");
  for (Operation &o : llvm::reverse(*block))
    if (auto whole = dyn_cast<py::FallbackOp>(o)) {
      whole->setAttr(py::kInnerSitesAttr, b.getArrayAttr(sites));
      break;
    }
}

bool MLIRGen::isBuiltinCall(const Expr &e, StringRef name) {
  if (e.kind != ExprKind::Call || e.children[0]->kind != ExprKind::Name)
    return false;
  const std::string &callee = e.children[0]->text;
  return callee == name && !locals.count(callee) && !m->bindsName(callee) &&
         !m->opaqueReason(callee);
}

MLIRGen::Iteration MLIRGen::genIteration(const Expr &e, Location loopIterable) {
  Location l = loc(e.range);
  Iteration it;
  if (isBuiltinCall(e, "range") && e.keywords.empty() && !e.args.empty() && e.args.size() <= 3) {
    it.kind = Iteration::Range;
    Value stop;
    if (e.args.size() == 1) {
      it.start = constInt(0, l);
      stop = genExpr(*e.args[0]);
    } else {
      it.start = genExpr(*e.args[0]);
      stop = genExpr(*e.args[1]);
    }
    it.step = e.args.size() == 3 ? genExpr(*e.args[2]) : constInt(1, l);
    it.count = py::RangeLenOp::create(b, l, unknown(), it.start, stop, it.step);
    return it;
  }
  bool startKeyword = e.keywords.size() == 1 && e.keywords[0].name == "start";
  if (isBuiltinCall(e, "enumerate") &&
      ((e.args.size() == 1 && (e.keywords.empty() || startKeyword)) ||
       (e.args.size() == 2 && e.keywords.empty()))) {
    it.kind = Iteration::Enumerate;
    it.parts.push_back(genIteration(*e.args[0], loopIterable));
    const Expr *start = e.args.size() == 2 ? e.args[1].get()
                        : startKeyword     ? e.keywords[0].value.get()
                                           : nullptr;
    // enumerate takes its start as an index (TypeError for a float, as
    // range's bounds): the item of a one-step range at 0 checks that.
    it.start = start ? py::RangeItemOp::create(b, loc(start->range), unknown(), genExpr(*start),
                                               constInt(1, l), constInt(0, l))
                     : constInt(0, l);
    it.count = it.parts[0].count;
    return it;
  }
  if (isBuiltinCall(e, "zip") && e.keywords.empty() && !e.args.empty()) {
    it.kind = Iteration::Zip;
    SmallVector<Value> counts;
    for (const ast::ExprPtr &arg : e.args) {
      it.parts.push_back(genIteration(*arg, loopIterable));
      counts.push_back(it.parts.back().count);
    }
    // zip stops at its shortest argument.
    it.count = counts.size() == 1 ? counts[0] : py::BuiltinsMinOp::create(b, l, unknown(), counts);
    return it;
  }
  // Anything else is iterated as an array: evaluated once, item k is x[k].
  it.kind = Iteration::Array;
  it.array = ".s" + std::to_string(hiddenCounter++);
  Value array = genExpr(e);
  py::StoreVarOp::create(b, l, it.array, array);
  // At the loop's iterable: where the driver finds a loop to leave to CPython.
  it.count = py::ForLenOp::create(b, loopIterable, unknown(), array);
  return it;
}

MLIRGen::IterationItem MLIRGen::genIterationItem(const Iteration &it, Value k, Location l) {
  IterationItem item;
  switch (it.kind) {
  case Iteration::Range:
    item.value = py::RangeItemOp::create(b, l, unknown(), it.start, it.step, k);
    break;
  case Iteration::Array: {
    Value array = py::LoadVarOp::create(b, l, unknown(), it.array);
    item.value = py::GetItemOp::create(b, l, unknown(), array, ValueRange{k});
    break;
  }
  case Iteration::Enumerate:
    item.parts.push_back({py::BinaryOp::create(b, l, unknown(), py::BinaryOpKind::Add, it.start, k)});
    item.parts.push_back(genIterationItem(it.parts[0], k, l));
    break;
  case Iteration::Zip:
    for (const Iteration &part : it.parts)
      item.parts.push_back(genIterationItem(part, k, l));
    break;
  }
  return item;
}

void MLIRGen::assignItem(const Expr &target, const IterationItem &item, Location l) {
  if (item.parts.empty())
    return assignTo(target, item.value);
  // `for i, v in enumerate(x)`: the items go straight to the targets (no
  // tuple is built, so rows of a 2-d array can be among them).
  if (target.kind == ExprKind::Tuple && target.children.size() == item.parts.size()) {
    for (auto [t, part] : llvm::zip(target.children, item.parts))
      assignItem(*t, part, l);
    return;
  }
  assignTo(target, materialize(item, l));
}

Value MLIRGen::materialize(const IterationItem &item, Location l) {
  if (item.parts.empty())
    return item.value;
  SmallVector<Value> elements;
  for (const IterationItem &part : item.parts)
    elements.push_back(materialize(part, l));
  return py::MakeTupleOp::create(b, l, unknown(), elements);
}

void MLIRGen::genFor(const Stmt &s) {
  const Expr &iter = *s.value;
  if (auto left = loopsLeftToCPython.find({file.str(), iter.range.line, iter.range.column});
      left != loopsLeftToCPython.end())
    return genFallbackStmt(s, left->second);
  if (!isAssignable(*s.targets[0]))
    return genFallbackStmt(s, "this loop target");
  Location l = loc(s.range);
  Block *block = b.getInsertionBlock();
  Operation *before = block->empty() ? nullptr : &block->back();
  Iteration iteration = genIteration(iter, loc(iter.range));
  // The hidden counter's name is no Python identifier, so it cannot clash.
  std::string counter = ".k" + std::to_string(hiddenCounter++);
  py::StoreVarOp::create(b, l, counter, constInt(0, l));

  auto op = py::WhileOp::create(b, l);
  b.createBlock(&op.getCondRegion());
  Value k = py::LoadVarOp::create(b, l, unknown(), counter);
  Value more = py::CompareOp::create(b, l, unknown(), py::CmpPredicate::Lt, k, iteration.count);
  py::ConditionOp::create(b, l, py::TruthOp::create(b, l, b.getI1Type(), more));
  b.createBlock(&op.getBodyRegion());
  k = py::LoadVarOp::create(b, l, unknown(), counter);
  IterationItem item = genIterationItem(iteration, k, l);
  Value next = py::BinaryOp::create(b, l, unknown(), py::BinaryOpKind::Add, k, constInt(1, l));
  py::StoreVarOp::create(b, l, counter, next);
  assignItem(*s.targets[0], item, l);
  Operation *prelude = &b.getInsertionBlock()->back();
  genLoopBodyAndElse(op, s);
  if (bodyRunsInCPython(op, prelude))
    fallBackWholeLoop(s, block, before);
}

void MLIRGen::genRaise(const Stmt &s) {
  const Expr &e = *s.value;
  const Expr *cls = &e;
  std::string message;
  if (e.kind == ExprKind::Call) {
    cls = e.children[0].get();
    if (!e.keywords.empty() || e.args.size() > 1 ||
        (e.args.size() == 1 && e.args[0]->kind != ExprKind::String))
      return genFallbackStmt(s, "raise with a message that is not a string literal");
    if (e.args.size() == 1)
      message = e.args[0]->text;
  }
  std::optional<py::ExceptionKind> kind;
  if (cls->kind == ExprKind::Name && !locals.count(cls->text))
    kind = py::symbolizeExceptionKind(cls->text);
  if (!kind)
    return genFallbackStmt(s, "raise of anything but a builtin exception class");
  py::RaiseOp::create(b, loc(s.range), *kind, message);
}

void MLIRGen::genAssert(const Stmt &s) {
  if (s.message && s.message->kind != ExprKind::String)
    return genFallbackStmt(s, "assert with a message that is not a string literal");
  Location l = loc(s.range);
  Value ok = genCond(*s.value);
  auto op = py::IfOp::create(b, l, TypeRange{}, ok);
  b.createBlock(&op.getThenRegion());
  py::YieldOp::create(b, l, ValueRange{});
  b.createBlock(&op.getElseRegion());
  py::RaiseOp::create(b, l, py::ExceptionKind::AssertionError,
                      s.message ? s.message->text : std::string());
  b.setInsertionPointAfter(op);
}

namespace {
void addName(const std::string &name, std::vector<std::string> &out) {
  if (std::find(out.begin(), out.end(), name) == out.end())
    out.push_back(name);
}

/// The identifiers `e` mentions (what CPython may read when it runs it).
void namesIn(const Expr &e, std::vector<std::string> &out) {
  if (e.kind == ExprKind::Name)
    addName(e.text, out);
  for (const std::string &name : e.names)
    addName(name, out);
  for (const ast::ExprPtr &c : e.children)
    if (c)
      namesIn(*c, out);
  for (const ast::ExprPtr &a : e.args)
    if (a)
      namesIn(*a, out);
  for (const ast::Keyword &k : e.keywords)
    if (k.value)
      namesIn(*k.value, out);
}

/// The names a target binds: `x`, `a, b`; not `x[i]` or `x.a`.
void targetNames(const Expr &target, std::vector<std::string> &out) {
  if (target.kind == ExprKind::Name)
    addName(target.text, out);
  else if (target.kind == ExprKind::Tuple || target.kind == ExprKind::List)
    for (const ast::ExprPtr &c : target.children)
      targetNames(*c, out);
  else if (target.starredTarget)
    for (const std::string &name : target.names)
      addName(name, out);
}

/// What `s` mentions, and what it binds.
void namesIn(const Stmt &s, std::vector<std::string> &reads, std::vector<std::string> &assigned) {
  for (const std::string &name : s.names)
    addName(name, reads);
  for (const std::string &name : s.assigned)
    addName(name, assigned);
  for (const ast::ExprPtr &t : s.targets) {
    namesIn(*t, reads);
    if (s.kind == StmtKind::Assign || s.kind == StmtKind::AugAssign || s.kind == StmtKind::For)
      targetNames(*t, assigned);
  }
  for (const ast::ExprPtr *e : {&s.value, &s.message})
    if (*e)
      namesIn(**e, reads);
  for (const std::vector<ast::StmtPtr> *block : {&s.body, &s.orelse})
    for (const ast::StmtPtr &inner : *block)
      namesIn(*inner, reads, assigned);
}

/// How a `return` inside `s` (not in a function of its own), or a `break`
/// or `continue` of a loop around it (`loops` == 0), leaves it (Leaves bits):
/// a statement CPython runs then hands back how it ended.
unsigned leaves(const Stmt &s, unsigned loops = 0) {
  // The parser's bits count from `s` itself: inside a loop of the statement
  // its breaks and continues stay there.
  unsigned how = loops ? s.leaves & ast::LeavesByReturn : s.leaves;
  if (s.kind == StmtKind::Return)
    how |= ast::LeavesByReturn;
  if (s.kind == StmtKind::Break && loops == 0)
    how |= ast::LeavesByBreak;
  if (s.kind == StmtKind::Continue && loops == 0)
    how |= ast::LeavesByContinue;
  bool loop = s.kind == StmtKind::For || s.kind == StmtKind::While;
  for (const ast::StmtPtr &inner : s.body) // a loop's own breaks stay in it
    how |= leaves(*inner, loops + (loop ? 1 : 0));
  for (const ast::StmtPtr &inner : s.orelse)
    how |= leaves(*inner, loops);
  return how;
}
} // namespace

void MLIRGen::genFallbackStmt(const Stmt &s, const std::string &reason) {
  if (m != main) {
    localModuleFallback(s.range, reason);
    return;
  }
  SmallVector<Value> reads;
  SmallVector<Attribute> readNames, writeNames;
  std::vector<std::string> mentioned, assigned;
  namesIn(s, mentioned, assigned);
  for (const std::string &name : mentioned)
    if (locals.count(name)) {
      reads.push_back(py::LoadVarOp::create(b, loc(s.range), unknown(), name));
      readNames.push_back(b.getStringAttr(name));
    }
  SmallVector<Type> results;
  for (const std::string &name : assigned) {
    writeNames.push_back(b.getStringAttr(name));
    results.push_back(unknown());
  }
  unsigned how = leaves(s);
  bool leaving = how != 0;
  if (leaving) // how it ended, and what it returned
    results.append({py::IntType::get(&ctx), unknown()});
  Location l = loc(s.range);
  auto op = py::FallbackOp::create(b, l, results, leaving ? "leave" : "stmt", m->text(s.range),
                                   b.getArrayAttr(readNames), b.getArrayAttr(writeNames),
                                   reason, reads, ValueRange{});
  for (auto [name, value] : llvm::zip(assigned, op.getResults()))
    py::StoreVarOp::create(b, l, name, value);
  if (!leaving)
    return;
  // How it ended, as the bridge says (PyriteSiteExit): 1 returned (the
  // value), 2 broke out of the loop around it, 3 continued that loop.
  Value ended = op.getResult(assigned.size());
  const std::pair<unsigned, int64_t> exits[] = {
      {ast::LeavesByReturn, 1}, {ast::LeavesByBreak, 2}, {ast::LeavesByContinue, 3}};
  for (auto [bit, kind] : exits) {
    if (!(how & bit))
      continue;
    Value is = py::CompareOp::create(b, l, unknown(), py::CmpPredicate::Eq, ended,
                                     constInt(kind, l));
    auto branch = py::IfOp::create(b, l, TypeRange{}, py::TruthOp::create(b, l, b.getI1Type(), is));
    b.createBlock(&branch.getThenRegion());
    if (kind == 1)
      py::ReturnOp::create(b, l, op.getResults().back());
    else if (kind == 2)
      py::BreakOp::create(b, l);
    else
      py::ContinueOp::create(b, l);
    b.createBlock(&branch.getElseRegion());
    py::YieldOp::create(b, l, ValueRange{});
    b.setInsertionPointAfter(branch);
  }
}

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

void MLIRGen::localModuleFallback(const ast::SourceRange &where, const std::string &reason) {
  error(where) << "unsupported: " << reason << ", in a function of "
               << llvm::sys::path::filename(m->path)
               << " (a local module's functions compile whole: CPython code there would "
                  "need that module's names)";
}

Value MLIRGen::genFallbackExpr(const Expr &e, const std::string &reason) {
  if (m != main) {
    localModuleFallback(e.range, reason);
    return undef(e.range);
  }
  SmallVector<Value> reads;
  SmallVector<Attribute> readNames;
  std::vector<std::string> mentioned;
  namesIn(e, mentioned);
  for (const std::string &name : mentioned)
    if (locals.count(name)) {
      reads.push_back(py::LoadVarOp::create(b, loc(e.range), unknown(), name));
      readNames.push_back(b.getStringAttr(name));
    }
  auto op = py::FallbackOp::create(b, loc(e.range), TypeRange{unknown()}, "expr",
                                   m->text(e.range), b.getArrayAttr(readNames),
                                   b.getArrayAttr({}), reason, reads, ValueRange{});
  return op.getResult(0);
}

/// math.pi and np.pi are both Python floats (np.newaxis, None, is not here).
static std::optional<double> moduleFloatConstant(StringRef module, StringRef member) {
  static const std::map<std::string, double, std::less<>> constants = {
      {"pi", M_PI}, {"e", M_E}, {"tau", 2 * M_PI},
      {"inf", std::numeric_limits<double>::infinity()},
      {"nan", std::numeric_limits<double>::quiet_NaN()}};
  if (auto c = constants.find(member);
      c != constants.end() && (module == "math" || member != "tau"))
    return c->second;
  return std::nullopt;
}

Value MLIRGen::genModuleConstant(StringRef module, StringRef member, Location l) {
  if (module == "numpy" && member == "newaxis")
    return py::ConstantOp::create(b, l, py::NoneType::get(&ctx), b.getUnitAttr());
  if (std::optional<double> value = moduleFloatConstant(module, member))
    return constFloat(*value, l);
  return {};
}

Value MLIRGen::genName(const Expr &e) {
  Location l = loc(e.range);
  if (locals.count(e.text))
    return py::LoadVarOp::create(b, l, unknown(), e.text);
  if (const ast::Constant *c = m->findConstant(e.text)) {
    if (!constantsInProgress.insert(e.text).second)
      return genFallbackExpr(e, "a recursive constant");
    // Module constants are evaluated in module scope, whatever the caller's locals.
    std::set<std::string> saved;
    std::swap(saved, locals);
    Value v = genExpr(*c->value);
    std::swap(saved, locals);
    constantsInProgress.erase(e.text);
    return v;
  }
  if (Value v = genLocalConstant(e))
    return v;
  if (std::optional<std::string> why = m->opaqueReason(e.text))
    return genFallbackExpr(e, "global name '" + e.text + "' (" + *why + ")");
  if (std::optional<std::string> alias = m->importAlias(e.text)) { // from numpy import newaxis
    auto [module, member] = StringRef(*alias).split('.');
    if (Value v = genModuleConstant(module, member, l))
      return v;
  }
  if (m->findFunction(e.text))
    return genFallbackExpr(e, "functions as values");
  if (std::optional<std::string> target = m->localImport(e.text))
    return genFallbackExpr(e, localValueReason(*target));
  return genFallbackExpr(
      e, "global name '" + e.text +
             "' (only module-level int/float/bool constants and tuples of them are compiled)");
}

std::string MLIRGen::localValueReason(const std::string &target) {
  auto [owner, member] = splitLocalTarget(target);
  if (!owner)
    return "the module '" + target + "' as a value (its functions' calls and its constants "
           "are compiled)";
  if (owner->findFunction(member))
    return "functions as values ('" + target + "')";
  std::optional<std::string> why = owner->opaqueReason(member);
  return "'" + target + "' (" +
         (why ? *why + " in " + llvm::sys::path::filename(owner->path).str()
              : std::string(
                    "only module-level int/float/bool constants and tuples of them are compiled")) +
         ")";
}

Value MLIRGen::genLocalConstant(const Expr &e) {
  auto [constant, owner] = localMember<ast::Constant>(e);
  if (!constant)
    return {};
  std::set<std::string> saved;
  std::swap(saved, locals);
  Value v;
  inModule(owner, [&] {
    Expr name; // the constant under its own name, resolved in its module
    name.kind = ExprKind::Name;
    name.text = constant->name;
    name.range = e.range;
    v = genName(name);
  });
  std::swap(saved, locals);
  return v;
}

Value MLIRGen::genExpr(const Expr &e) {
  Location l = loc(e.range);
  switch (e.kind) {
  case ExprKind::Int:
    return constInt(e.intValue, l);
  case ExprKind::Float:
    return constFloat(e.floatValue, l);
  case ExprKind::Imaginary:
    return constComplex(0.0, e.floatValue, l);
  case ExprKind::Bool:
    return py::ConstantOp::create(b, l, py::BoolType::get(&ctx), b.getBoolAttr(e.boolValue));
  case ExprKind::None:
    return py::ConstantOp::create(b, l, py::NoneType::get(&ctx), b.getUnitAttr());
  case ExprKind::Ellipsis:
    return py::ConstantOp::create(b, l, py::EllipsisType::get(&ctx), b.getUnitAttr());
  case ExprKind::String:
    return genFallbackExpr(e, "str values");
  case ExprKind::Name:
    return genName(e);
  case ExprKind::Attribute: {
    const Expr &object = *e.children[0];
    if (std::optional<std::string> module = moduleOf(object)) {
      if (Value v = genModuleConstant(*module, e.text, l))
        return v;
      return genFallbackExpr(e, *module + "." + e.text + " as a value");
    }
    if (Value v = genLocalConstant(e)) // helper.SCALE
      return v;
    if (object.kind == ExprKind::Name && !locals.count(object.text))
      if (std::optional<std::string> module = m->localImport(object.text);
          module && localModules.count(*module))
        return genFallbackExpr(e, localValueReason(*module + "." + e.text));
    if (e.text == "mT") { // the matrices' transpose: the last two axes swapped
      Value view =
          genLibraryOp(l, "numpy.swapaxes", {genExpr(object), constInt(-2, l), constInt(-1, l)});
      view.getDefiningOp<py::NumPySwapaxesOp>().setMethod(true);
      return view;
    }
    return py::GetAttrOp::create(b, l, unknown(), genExpr(object), e.text);
  }
  case ExprKind::Unary: {
    if (Value folded = foldIntConstant(e))
      return folded;
    Value x = genExpr(*e.children[0]);
    py::UnaryOpKind kind = e.op == "-"   ? py::UnaryOpKind::Neg
                           : e.op == "+" ? py::UnaryOpKind::Pos
                           : e.op == "~" ? py::UnaryOpKind::Invert
                                         : py::UnaryOpKind::Not;
    return py::UnaryOp::create(b, l, unknown(), kind, x);
  }
  case ExprKind::Binary: {
    if (Value folded = foldIntConstant(e))
      return folded;
    std::optional<py::BinaryOpKind> kind = binaryOpKind(e.op);
    if (!kind)
      return genFallbackExpr(e, "the '" + e.op + "' operator");
    Value lhs = genExpr(*e.children[0]);
    Value rhs = genExpr(*e.children[1]);
    return py::BinaryOp::create(b, l, unknown(), *kind, lhs, rhs);
  }
  case ExprKind::BoolOp:
    return genBoolOp(e);
  case ExprKind::Compare:
    return genCompare(e);
  case ExprKind::IfExp: {
    Value cond = genCond(*e.children[0]);
    auto op = py::IfOp::create(b, l, TypeRange{unknown()}, cond);
    b.createBlock(&op.getThenRegion());
    py::YieldOp::create(b, l, genExpr(*e.children[1]));
    b.createBlock(&op.getElseRegion());
    py::YieldOp::create(b, l, genExpr(*e.children[2]));
    b.setInsertionPointAfter(op);
    return op.getResult(0);
  }
  case ExprKind::Call:
    return genCall(e);
  case ExprKind::List:
    return genFallbackExpr(e, "list expressions");
  case ExprKind::Tuple: {
    SmallVector<Value> elements;
    for (const ast::ExprPtr &c : e.children)
      elements.push_back(genExpr(*c));
    return py::MakeTupleOp::create(b, l, unknown(), elements);
  }
  case ExprKind::Subscript: {
    Value object = genExpr(*e.children[0]);
    return py::GetItemOp::create(b, l, unknown(), object, genIndices(*e.children[1]));
  }
  case ExprKind::Slice: // Only inside a subscript (genIndices).
    return genFallbackExpr(e, "a slice outside a subscript");
  case ExprKind::Unsupported:
    return genFallbackExpr(e, e.reason);
  }
  llvm_unreachable("unknown expression kind");
}

/// `a and b` / `a or b` as a value: the deciding operand itself.
Value MLIRGen::genBoolOp(const Expr &e) {
  Location l = loc(e.range);
  Value lhs = genExpr(*e.children[0]);
  Value truth = py::TruthOp::create(b, l, b.getI1Type(), lhs);
  auto op = py::IfOp::create(b, l, TypeRange{unknown()}, truth);
  bool isAnd = e.op == "and";
  b.createBlock(&op.getThenRegion());
  py::YieldOp::create(b, l, isAnd ? genExpr(*e.children[1]) : lhs);
  b.createBlock(&op.getElseRegion());
  py::YieldOp::create(b, l, isAnd ? lhs : genExpr(*e.children[1]));
  b.setInsertionPointAfter(op);
  return op.getResult(0);
}

/// `a < b <= c`: each operand evaluated once, later ones only if needed.
Value MLIRGen::genCompare(const Expr &e) {
  static const std::map<std::string, py::CmpPredicate> preds = {
      {"<", py::CmpPredicate::Lt},  {"<=", py::CmpPredicate::Le}, {">", py::CmpPredicate::Gt},
      {">=", py::CmpPredicate::Ge}, {"==", py::CmpPredicate::Eq}, {"!=", py::CmpPredicate::Ne}};
  Location l = loc(e.range);
  // `x.dtype == np.float32` (or a dtype name, or a variable's `.dtype`; `!=`
  // too): known from the types, py.dtype_is(x) of that dtype.
  if (e.ops.size() == 1 && (e.ops[0] == "==" || e.ops[0] == "!=")) {
    auto arrayOfDtype = [](const Expr &x) -> const Expr * {
      return x.kind == ExprKind::Attribute && x.text == "dtype" ? x.children[0].get() : nullptr;
    };
    const Expr *array = arrayOfDtype(*e.children[0]), *other = e.children[1].get();
    if (!array) {
      array = arrayOfDtype(*e.children[1]);
      other = e.children[0].get();
    }
    DtypeArg dtype = array ? dtypeArgOf(*other) : DtypeArg{};
    if (dtype.type || dtype.array) {
      // Python evaluates the left operand first; only the array is evaluated.
      Value x = genExpr(*array);
      Value source = dtype.array ? genExpr(*dtype.array) : Value();
      return py::DtypeIsOp::create(b, l, unknown(), x, source,
                                   dtype.type ? TypeAttr::get(dtype.type) : TypeAttr(),
                                   e.ops[0] == "!=" ? b.getUnitAttr() : UnitAttr());
    }
  }
  // `x is None` / `x is not None` (the parser admits no other `is`): both
  // operands evaluated, left first, as CPython does.
  if (e.ops[0] == "is" || e.ops[0] == "is not") {
    Value lhs = genExpr(*e.children[0]), rhs = genExpr(*e.children[1]);
    Value tested = e.children[0]->kind == ExprKind::None ? rhs : lhs;
    return py::IsNoneOp::create(b, l, unknown(), tested,
                                e.ops[0] == "is not" ? b.getUnitAttr() : UnitAttr());
  }
  std::function<Value(size_t, Value)> chain = [&](size_t i, Value lhs) -> Value {
    Value rhs = genExpr(*e.children[i + 1]);
    Value result = py::CompareOp::create(b, l, unknown(), preds.at(e.ops[i]), lhs, rhs);
    if (i + 1 == e.ops.size())
      return result;
    auto op = py::IfOp::create(b, l, TypeRange{unknown()},
                               py::TruthOp::create(b, l, b.getI1Type(), result));
    b.createBlock(&op.getThenRegion());
    py::YieldOp::create(b, l, chain(i + 1, rhs));
    b.createBlock(&op.getElseRegion());
    py::YieldOp::create(b, l, result);
    b.setInsertionPointAfter(op);
    return op.getResult(0);
  };
  return chain(0, genExpr(*e.children[0]));
}

/// An expression in a condition: only its truth matters, so `and`/`or`/`not`
/// short-circuit on truth values and their operands may differ in type.
Value MLIRGen::genCond(const Expr &e) {
  Location l = loc(e.range);
  if (e.kind == ExprKind::Unary && e.op == "not")
    return arith::XOrIOp::create(b, l, genCond(*e.children[0]), constI1(true, l));
  if (e.kind == ExprKind::BoolOp) {
    bool isAnd = e.op == "and";
    Value lhs = genCond(*e.children[0]);
    auto op = py::IfOp::create(b, l, TypeRange{b.getI1Type()}, lhs);
    b.createBlock(&op.getThenRegion());
    py::YieldOp::create(b, l, isAnd ? genCond(*e.children[1]) : constI1(true, l));
    b.createBlock(&op.getElseRegion());
    py::YieldOp::create(b, l, isAnd ? constI1(false, l) : genCond(*e.children[1]));
    b.setInsertionPointAfter(op);
    return op.getResult(0);
  }
  // Literal conditions (`while True:`) stay constants so the CFG pass can
  // drop the edge that is never taken.
  if (e.kind == ExprKind::Bool || e.kind == ExprKind::Int)
    return constI1(e.kind == ExprKind::Bool ? e.boolValue : e.intValue != 0, l);
  return py::TruthOp::create(b, l, b.getI1Type(), genExpr(e));
}

std::optional<std::string> MLIRGen::moduleOf(const Expr &e) {
  if (e.kind != ExprKind::Name || locals.count(e.text))
    return std::nullopt;
  std::optional<std::string> alias = m->importAlias(e.text);
  if (alias && (*alias == "math" || *alias == "numpy"))
    return alias;
  return std::nullopt;
}

/// The qualified name ("math.sqrt") a callee names in `module`, if any.
static std::optional<std::string> qualifiedName(const ast::Module &m,
                                                const std::set<std::string> &locals,
                                                const Expr &callee, StringRef module) {
  if (callee.kind == ExprKind::Name && !locals.count(callee.text)) {
    std::optional<std::string> alias = m.importAlias(callee.text);
    if (alias && StringRef(*alias).starts_with((module + ".").str()))
      return alias;
  }
  if (callee.kind == ExprKind::Attribute && callee.children[0]->kind == ExprKind::Name &&
      !locals.count(callee.children[0]->text) &&
      m.importAlias(callee.children[0]->text) == module.str())
    return (module + "." + callee.text).str();
  return std::nullopt;
}

std::optional<std::string> MLIRGen::mathName(const Expr &callee) {
  return qualifiedName(*m, locals, callee, "math");
}

std::optional<std::string> MLIRGen::numpyName(const Expr &callee) {
  std::optional<std::string> name = qualifiedName(*m, locals, callee, "numpy");
  // NumPy's other names of one function.
  if (name == "numpy.conj")
    return std::string("numpy.conjugate");
  if (name == "numpy.absolute")
    return std::string("numpy.abs");
  return name;
}

SmallVector<Value> MLIRGen::genIndices(const Expr &index) {
  SmallVector<Value> indices;
  auto gen = [&](const Expr &e) -> Value {
    if (e.kind != ExprKind::Slice)
      return genExpr(e);
    SmallVector<Value> parts;
    for (const ast::ExprPtr &part : e.children)
      parts.push_back(part ? genExpr(*part)
                           : py::ConstantOp::create(b, loc(e.range), py::NoneType::get(&ctx),
                                                    b.getUnitAttr()));
    return py::MakeSliceOp::create(b, loc(e.range), py::SliceType::get(&ctx), parts[0], parts[1],
                                   parts[2]);
  };
  if (index.kind == ExprKind::Tuple)
    for (const ast::ExprPtr &c : index.children)
      indices.push_back(gen(*c));
  else
    indices.push_back(gen(index));
  return indices;
}

Type MLIRGen::dtypeOf(const Expr &e) {
  std::string name;
  if (e.kind == ExprKind::String)
    name = e.text;
  else if (std::optional<std::string> qualified = numpyName(e))
    name = StringRef(*qualified).drop_front(6).str();
  else if (e.kind == ExprKind::Name && !locals.count(e.text) && !m->bindsName(e.text))
    name = e.text == "float"     ? "float64"
           : e.text == "int"     ? "int64"
           : e.text == "bool"    ? "bool_"
           : e.text == "complex" ? "complex128"
                                 : "";
  return llvm::StringSwitch<Type>(name)
      .Case("float16", Float16Type::get(&ctx))
      .Cases({"float32", "single"}, Float32Type::get(&ctx))
      .Cases({"float64", "double"}, Float64Type::get(&ctx))
      .Case("int8", IntegerType::get(&ctx, 8))
      .Case("int16", IntegerType::get(&ctx, 16))
      .Case("int32", IntegerType::get(&ctx, 32))
      .Cases({"int64", "intp"}, IntegerType::get(&ctx, 64))
      .Case("uint8", IntegerType::get(&ctx, 8, IntegerType::Unsigned))
      .Case("uint16", IntegerType::get(&ctx, 16, IntegerType::Unsigned))
      .Case("uint32", IntegerType::get(&ctx, 32, IntegerType::Unsigned))
      .Cases({"uint64", "uintp"}, IntegerType::get(&ctx, 64, IntegerType::Unsigned))
      .Cases({"bool_", "bool"}, IntegerType::get(&ctx, 1))
      .Cases({"complex64", "csingle"}, ComplexType::get(Float32Type::get(&ctx)))
      .Cases({"complex128", "cdouble"}, ComplexType::get(Float64Type::get(&ctx)))
      .Default(Type());
}

static const char *const kUnsupportedDtype =
    "this dtype (only NumPy's numeric dtypes, float, int, bool and a variable's .dtype)";

MLIRGen::DtypeArg MLIRGen::dtypeArgOf(const Expr &e) {
  if (Type t = dtypeOf(e))
    return {t};
  // Only a variable's: evaluating it has no effect to order among the arguments.
  if (e.kind == ExprKind::Attribute && e.text == "dtype" &&
      e.children[0]->kind == ExprKind::Name && locals.count(e.children[0]->text))
    return {Type(), e.children[0].get()};
  return {};
}

Value MLIRGen::genLibraryOp(Location l, StringRef name, ValueRange operands, Type dtype) {
  std::optional<py::LibraryFunction> fn = py::lookupLibraryFunction(&ctx, name);
  assert(fn && "a function the caller checked");
  OperationState state(l, fn->name);
  state.addOperands(operands);
  state.addTypes(unknown());
  if (dtype)
    state.addAttribute("dtype", TypeAttr::get(dtype));
  return b.create(state)->getResult(0);
}

Value MLIRGen::genDtypedNumPyOp(Location l, StringRef callee, SmallVector<Value> args,
                                const DtypeArg &d) {
  if (d.array)
    args.push_back(genExpr(*d.array));
  return genLibraryOp(l, callee, args, d.type);
}

/// Whether `numpy.<name>` is a reduction (its op has `axis` and `keepdims`).
/// A reduction (np.sum), scan (np.cumsum) or moment (np.var): the array,
/// then an axis.
static bool isReduction(MLIRContext *ctx, StringRef qualifiedName) {
  std::optional<py::LibraryFunction> fn = py::lookupLibraryFunction(ctx, qualifiedName);
  return fn && (fn->name.hasTrait<py::NumPyReduction>() || fn->name.hasTrait<py::NumPyScan>() ||
                fn->name.hasTrait<py::NumPyMoment>());
}

Value MLIRGen::genReduction(const Expr &e, const std::string &name, const Expr &array,
                            ArrayRef<const Expr *> args) {
  Location l = loc(e.range);
  const Expr *axis = args.empty() ? nullptr : args[0];
  const Expr *keepdims = nullptr, *ddof = nullptr;
  auto function = py::lookupLibraryFunction(&ctx, name)->name;
  bool moment = function.hasTrait<py::NumPyMoment>();
  for (const ast::Keyword &k : e.keywords) {
    if (k.name == "axis" && !axis)
      axis = k.value.get();
    else if (k.name == "keepdims")
      keepdims = k.value.get();
    else if (k.name == "ddof" && moment)
      ddof = k.value.get();
    else
      return genFallbackExpr(e, name + "() with keyword '" + k.name + "'");
  }
  if (args.size() > 1)
    return genFallbackExpr(e, name + "() with these arguments");
  bool scan = function.hasTrait<py::NumPyScan>();
  if (scan && keepdims)
    return genFallbackExpr(e, name + "() with keyword 'keepdims'");
  Value x = genExpr(array);
  Value axisValue = axis ? genExpr(*axis)
                         : py::ConstantOp::create(b, l, py::NoneType::get(&ctx), b.getUnitAttr());
  if (scan)
    return genLibraryOp(l, name, {x, axisValue});
  Value degrees = moment ? (ddof ? genExpr(*ddof) : constInt(0, l)) : Value();
  Value keep = keepdims ? genExpr(*keepdims)
                        : py::ConstantOp::create(b, l, py::BoolType::get(&ctx), b.getBoolAttr(false));
  if (moment)
    return genLibraryOp(l, name, {x, axisValue, degrees, keep});
  return genLibraryOp(l, name, {x, axisValue, keep});
}

Value MLIRGen::genReshape(const Expr &e, const std::string &name, const Expr &array,
                          ArrayRef<const Expr *> shape) {
  Location l = loc(e.range);
  if (!e.keywords.empty() || (name != "numpy.reshape" && !shape.empty()) ||
      (name == "numpy.reshape" && shape.empty()))
    return genFallbackExpr(e, name + "() with these arguments");
  SmallVector<Value> operands{genExpr(array)};
  if (name != "numpy.reshape") // ravel and flatten: one axis of every element
    operands.push_back(constInt(-1, l));
  else if (shape.size() == 1 && shape[0]->kind == ExprKind::Tuple)
    for (const ast::ExprPtr &size : shape[0]->children)
      operands.push_back(genExpr(*size));
  else
    for (const Expr *size : shape)
      operands.push_back(genExpr(*size));
  return genLibraryOp(l, name, operands);
}

Value MLIRGen::genTranspose(const Expr &e, const Expr &array, ArrayRef<const Expr *> axes) {
  // The axes as arguments (x.transpose(1, 0)) or one tuple or list of them;
  // None or none at all: reversed.
  if (axes.size() == 1 && axes[0]->kind == ExprKind::None)
    axes = {};
  SmallVector<const Expr *> listed(axes);
  if (axes.size() == 1 && (axes[0]->kind == ExprKind::Tuple || axes[0]->kind == ExprKind::List)) {
    // (No axes at all: NumPy's ValueError, but of a 0-d array.)
    if (axes[0]->children.empty())
      return genFallbackExpr(e, "transpose() of an empty tuple of axes");
    listed.clear();
    for (const ast::ExprPtr &axis : axes[0]->children)
      listed.push_back(axis.get());
  }
  SmallVector<Value> operands{genExpr(array)};
  for (const Expr *axis : listed)
    operands.push_back(genExpr(*axis));
  return genLibraryOp(loc(e.range), "numpy.transpose", operands);
}

Value MLIRGen::genNumPyCall(const Expr &e, const std::string &name) {
  Location l = loc(e.range);
  // np.real(x) and np.imag(x) are x.real and x.imag (views of an array).
  if ((name == "numpy.real" || name == "numpy.imag") && e.args.size() == 1 && e.keywords.empty())
    return py::GetAttrOp::create(b, loc(e.range), unknown(), genExpr(*e.args[0]),
                                 StringRef(name).drop_front(6));
  if (isReduction(&ctx, name) &&
      !e.args.empty()) {
    SmallVector<const Expr *> rest;
    for (size_t i = 1; i < e.args.size(); ++i)
      rest.push_back(e.args[i].get());
    return genReduction(e, name, *e.args[0], rest);
  }
  static const std::set<std::string> creation = {
      "numpy.zeros",      "numpy.ones",      "numpy.empty",      "numpy.full",
      "numpy.ndarray",
      "numpy.zeros_like", "numpy.ones_like", "numpy.empty_like", "numpy.full_like",
      "numpy.copy",       "numpy.transpose", "numpy.arange",     "numpy.eye"};
  StringRef member = StringRef(name).drop_front(6);
  if ((member == "reshape" && e.args.size() == 2) || (member == "ravel" && e.args.size() == 1)) {
    SmallVector<const Expr *> shape;
    if (member == "reshape")
      shape.push_back(e.args[1].get());
    return genReshape(e, name, *e.args[0], shape);
  }
  if ((member == "matmul" || member == "dot") && e.args.size() == 2 && e.keywords.empty()) {
    Value lhs = genExpr(*e.args[0]);
    Value rhs = genExpr(*e.args[1]);
    if (member == "dot") // matmul's rule up to 2-D only: an op that typing checks
      return genLibraryOp(l, name, {lhs, rhs});
    return py::BinaryOp::create(b, l, unknown(), py::BinaryOpKind::MatMul, lhs, rhs);
  }
  if ((member == "nonzero" || member == "where") && e.args.size() == 1 && e.keywords.empty())
    return genLibraryOp(l, "numpy.nonzero", {genExpr(*e.args[0])}); // where(c): nonzero(c)
  std::optional<py::LibraryFunction> fn = py::lookupLibraryFunction(&ctx, name);
  if (fn && fn->name.hasTrait<py::NumPyUfunc>()) {
    if (!e.keywords.empty())
      return genFallbackExpr(e, name + "() with keyword arguments");
    if (e.args.size() < fn->minOperands || e.args.size() > fn->maxOperands)
      return genFallbackExpr(e, name + "() with " + std::to_string(e.args.size()) + " arguments");
    SmallVector<Value> args;
    for (const ast::ExprPtr &a : e.args)
      args.push_back(genExpr(*a));
    return genLibraryOp(l, name, args);
  }
  if (member == "concatenate" || member == "stack") {
    // concatenate((a, b, ...), axis=0): the arrays written out, then the axis.
    const Expr *axis = e.args.size() == 2 ? e.args[1].get() : nullptr;
    for (const ast::Keyword &k : e.keywords) {
      if (k.name != "axis" || axis)
        return genFallbackExpr(e, name + "() with keyword '" + k.name + "'");
      axis = k.value.get();
    }
    if (e.args.empty() || e.args.size() > 2 ||
        (e.args[0]->kind != ExprKind::Tuple && e.args[0]->kind != ExprKind::List) ||
        e.args[0]->children.empty())
      return genFallbackExpr(e, name + "() of anything but a tuple or list display of arrays");
    SmallVector<Value> args;
    for (const ast::ExprPtr &array : e.args[0]->children)
      args.push_back(genExpr(*array));
    args.push_back(axis ? genExpr(*axis) : constInt(0, l));
    return genLibraryOp(l, name, args);
  }
  if (member == "roll") {
    SmallVector<const Expr *> given;
    if (std::string why = bindArguments(e, {"a", "shift", "axis"}, given); !why.empty())
      return genFallbackExpr(e, name + "() " + why);
    if (!given[1])
      return genFallbackExpr(e, name + "() without a shift");
    Value array = genExpr(*given[0]), shift = genExpr(*given[1]);
    Value axis = given[2] ? genExpr(*given[2])
                          : py::ConstantOp::create(b, l, py::NoneType::get(&ctx), b.getUnitAttr());
    return genLibraryOp(l, name, {array, shift, axis});
  }
  if ((member == "array" || member == "asarray") && !e.args.empty() &&
      (e.args[0]->kind == ExprKind::List || e.args[0]->kind == ExprKind::Tuple))
    return genArrayLiteral(e, *e.args[0]); // asarray of a display: a new array too
  if (member == "array" && e.args.size() == 1 && e.keywords.empty()) // np.array(x): a copy
    return genLibraryOp(l, "numpy.copy", {genExpr(*e.args[0])});
  if (member == "einsum")
    return genEinsum(e);
  if ((member == "count_nonzero" || member == "flatnonzero") && e.args.size() == 1 &&
      e.keywords.empty()) {
    Value x = genExpr(*e.args[0]);
    if (member == "flatnonzero") { // nonzero(ravel(x))[0]
      Value flat = genLibraryOp(l, "numpy.ravel", {x, constInt(-1, l)});
      Value indexes = genLibraryOp(l, "numpy.nonzero", {flat});
      return py::TupleGetOp::create(b, l, unknown(), indexes, b.getI64IntegerAttr(0),
                                    IntegerAttr());
    }
    // count_nonzero(x): sum(x != 0), an np.int64 as NumPy 2's (NaN counts).
    Value zero = constInt(0, l);
    Value mask = py::CompareOp::create(b, l, unknown(), py::CmpPredicate::Ne, x, zero);
    Value keep = py::ConstantOp::create(b, l, py::BoolType::get(&ctx), b.getBoolAttr(false));
    return genLibraryOp(
        l, "numpy.sum",
        {mask, py::ConstantOp::create(b, l, py::NoneType::get(&ctx), b.getUnitAttr()), keep});
  }
  if (member == "histogram") { // an int bins, a (low, high) display
    SmallVector<const Expr *> given;
    if (std::string why = bindArguments(e, {"a", "bins", "range"}, given); !why.empty())
      return genFallbackExpr(e, name + "() " + why);
    const Expr *range = given[2] && given[2]->kind != ExprKind::None ? given[2] : nullptr;
    if (range && (range->kind != ExprKind::Tuple || range->children.size() != 2))
      return genFallbackExpr(e, name + "() with a range that is not a (low, high) display");
    auto none = [&] { return py::ConstantOp::create(b, l, py::NoneType::get(&ctx), b.getUnitAttr()); };
    Value a = genExpr(*given[0]);
    Value bins = given[1] ? genExpr(*given[1]) : constInt(10, l);
    Value low = range ? genExpr(*range->children[0]) : none();
    Value high = range ? genExpr(*range->children[1]) : none();
    return genLibraryOp(l, name, {a, bins, low, high});
  }
  if (member == "unique" && e.args.size() == 1) {
    bool counts = false; // return_counts=True, or a False of any return_ keyword
    for (const ast::Keyword &k : e.keywords) {
      bool isBool = k.value->kind == ExprKind::Bool;
      if (!isBool || (k.name != "return_counts" && (k.value->boolValue ||
                                                    (k.name != "return_index" &&
                                                     k.name != "return_inverse"))))
        return genFallbackExpr(e, name + "() with keyword '" + k.name + "'");
      counts |= k.name == "return_counts" && k.value->boolValue;
    }
    Value unique = genLibraryOp(l, name, {genExpr(*e.args[0])});
    if (counts)
      unique.getDefiningOp<py::NumPyUniqueOp>().setReturnCounts(true);
    return unique;
  }
  if (member == "sort" || member == "argsort") {
    SmallVector<const Expr *> rest;
    for (size_t i = 1; i < e.args.size(); ++i)
      rest.push_back(e.args[i].get());
    if (e.args.empty())
      return genFallbackExpr(e, name + "() with these arguments");
    return genSort(e, name, *e.args[0], rest, /*method=*/false);
  }
  if (member == "transpose" || member == "permute_dims") {
    // transpose(a, axes=None); NumPy 2's permute_dims is the same.
    SmallVector<const Expr *> given;
    std::string unbound = bindArguments(e, {"a", "axes"}, given);
    if (!unbound.empty())
      return genFallbackExpr(e, name + "() " + unbound);
    return genTranspose(e, *given[0], given[1] ? ArrayRef(&given[1], 1) : ArrayRef<const Expr *>());
  }
  if (member == "matrix_transpose" && e.args.size() == 1 && e.keywords.empty()) {
    // (As a method: of a value CPython made, NumPy's own error, not swapaxes'.)
    Value view =
        genLibraryOp(l, "numpy.swapaxes", {genExpr(*e.args[0]), constInt(-2, l), constInt(-1, l)});
    view.getDefiningOp<py::NumPySwapaxesOp>().setMethod(true);
    return view;
  }
  if (member == "swapaxes" || member == "moveaxis") {
    SmallVector<const Expr *> given;
    std::string unbound = member == "swapaxes"
                              ? bindArguments(e, {"a", "axis1", "axis2"}, given)
                              : bindArguments(e, {"a", "source", "destination"}, given);
    if (!unbound.empty() || !given[1] || !given[2])
      return genFallbackExpr(e,
                             name + "() " + (unbound.empty() ? "with these arguments" : unbound));
    for (const Expr *axis : {given[1], given[2]})
      if (axis->kind == ExprKind::Tuple || axis->kind == ExprKind::List)
        return genFallbackExpr(e, name + "() of several axes");
    return genLibraryOp(l, name, {genExpr(*given[0]), genExpr(*given[1]), genExpr(*given[2])});
  }
  if (member == "flip" || member == "flipud" || member == "fliplr") {
    // flip(m, axis=None); flipud(m) is flip(m, 0), fliplr(m) flip(m, 1).
    const Expr *axis = e.args.size() == 2 ? e.args[1].get() : nullptr;
    for (const ast::Keyword &k : e.keywords)
      if (k.name == "axis" && !axis && member == "flip")
        axis = k.value.get();
      else
        return genFallbackExpr(e, name + "() with keyword '" + k.name + "'");
    if (e.args.empty() || e.args.size() > (member == "flip" ? 2u : 1u))
      return genFallbackExpr(e, name + "() with these arguments");
    Value array = genExpr(*e.args[0]);
    Value axisValue = axis               ? genExpr(*axis)
                      : member == "flip" ? py::ConstantOp::create(b, l, py::NoneType::get(&ctx),
                                                                  b.getUnitAttr())
                                         : constInt(member == "flipud" ? 0 : 1, l);
    return genLibraryOp(l, "numpy.flip", {array, axisValue});
  }
  if (member == "outer" && e.args.size() == 2 && e.keywords.empty()) {
    // a.ravel()[:, None] * b.ravel()[None, :], as reshapes.
    Value lhs = genLibraryOp(l, "numpy.reshape", {genExpr(*e.args[0]), constInt(-1, l), constInt(1, l)});
    Value rhs = genLibraryOp(l, "numpy.reshape", {genExpr(*e.args[1]), constInt(1, l), constInt(-1, l)});
    return py::BinaryOp::create(b, l, unknown(), py::BinaryOpKind::Mul, lhs, rhs);
  }
  if (member == "linspace") {
    // linspace(start, stop, num=50, endpoint=True, dtype=None)
    SmallVector<const Expr *> given(4, nullptr);
    for (auto [i, a] : llvm::enumerate(e.args))
      given[std::min<size_t>(i, 3)] = i < 4 ? a.get() : nullptr;
    DtypeArg dtype;
    for (const ast::Keyword &k : e.keywords) {
      if (k.name == "num" && !given[2]) {
        given[2] = k.value.get();
      } else if (k.name == "endpoint" && !given[3]) {
        given[3] = k.value.get();
      } else if (k.name == "dtype" && (dtype = dtypeArgOf(*k.value))) {
      } else {
        return genFallbackExpr(e, name + "() with keyword '" + k.name + "'");
      }
    }
    if (e.args.size() < 2 || e.args.size() > 4)
      return genFallbackExpr(e, name + "() with these arguments");
    SmallVector<Value> args{genExpr(*given[0]), genExpr(*given[1]),
                            given[2] ? genExpr(*given[2]) : constInt(50, l),
                            given[3] ? genExpr(*given[3])
                                     : py::ConstantOp::create(b, l, py::BoolType::get(&ctx),
                                                              b.getBoolAttr(true))};
    return genDtypedNumPyOp(l, name, args, dtype);
  }
  Type scalarType = dtypeOf(*e.children[0]);
  if (!creation.count(name) && !scalarType)
    return genFallbackExpr(e, "call of '" + name + "'");
  DtypeArg dtype;
  for (const ast::Keyword &k : e.keywords) {
    if (k.name != "dtype" || scalarType)
      return genFallbackExpr(e, name + "() with keyword '" + k.name + "'");
    dtype = dtypeArgOf(*k.value);
    if (!dtype)
      return genFallbackExpr(e, kUnsupportedDtype);
  }
  if (member == "arange" || member == "eye") {
    // arange(stop), arange(start, stop[, step]); eye(N[, M[, k]]).
    if (e.args.empty() || e.args.size() > 3)
      return genFallbackExpr(e, name + "() with these arguments");
    SmallVector<Value> args;
    for (const ast::ExprPtr &a : e.args)
      args.push_back(genExpr(*a));
    auto constant = [&](int64_t v) { return constInt(v, l); };
    auto none = [&]() -> Value {
      return py::ConstantOp::create(b, l, py::NoneType::get(&ctx), b.getUnitAttr());
    };
    if (member == "arange") {
      if (args.size() == 1)
        args.insert(args.begin(), constant(0));
      if (args.size() == 2)
        args.push_back(constant(1));
    } else {
      if (args.size() == 1)
        args.push_back(none());
      if (args.size() == 2)
        args.push_back(constant(0));
    }
    return genDtypedNumPyOp(l, name, args, dtype);
  }
  size_t arity = scalarType ? 1 : (member == "full" || member == "full_like") ? 2 : 1;
  if ((member == "copy" || member == "transpose") && !e.keywords.empty())
    return genFallbackExpr(e, name + "() with keyword arguments");
  // The dtype may follow the other arguments: np.zeros(n, np.int8),
  // np.full_like(x, 0, y.dtype).
  bool dtypeAfter = !scalarType && member != "copy" && member != "transpose" &&
                    e.args.size() == arity + 1 && e.keywords.empty();
  if (dtypeAfter && !(dtype = dtypeArgOf(*e.args.back())))
    return genFallbackExpr(e, kUnsupportedDtype);
  if (e.args.size() != arity + dtypeAfter)
    return genFallbackExpr(e, name + "() with these arguments");
  SmallVector<Value> args;
  for (size_t i = 0; i < arity; ++i)
    args.push_back(genExpr(*e.args[i]));
  if (scalarType)
    return genDtypedNumPyOp(l, "numpy.scalar", args, DtypeArg{scalarType});
  // np.ndarray(shape[, dtype]) makes an array as np.empty does.
  return genDtypedNumPyOp(l, member == "ndarray" ? "numpy.empty" : name, args, dtype);
}

std::string MLIRGen::bindArguments(const Expr &e, ArrayRef<StringRef> names,
                                  SmallVectorImpl<const Expr *> &given) {
  given.assign(names.size(), nullptr);
  if (e.args.empty() || e.args.size() > names.size())
    return "with these arguments";
  for (auto [i, a] : llvm::enumerate(e.args))
    given[i] = a.get();
  for (const ast::Keyword &k : e.keywords) {
    const auto *at = llvm::find(names, k.name);
    if (at == names.end() || given[at - names.begin()])
      return "with keyword '" + k.name + "'";
    given[at - names.begin()] = k.value.get();
  }
  return "";
}

Value MLIRGen::genEinsum(const Expr &e) {
  Location l = loc(e.range);
  if (!e.keywords.empty() || e.args.size() < 2 || e.args.size() > 3 ||
      e.args[0]->kind != ExprKind::String)
    return genFallbackExpr(e, "numpy.einsum() with these arguments (a subscripts string and one "
                              "or two arrays)");
  // Spaces dropped; the implicit output is the letters seen once, sorted.
  std::string spec;
  for (char c : e.args[0]->text)
    if (c != ' ')
      spec += c;
  if (spec.find("->") == std::string::npos) {
    std::map<char, int> seen;
    for (char c : spec)
      if (isalpha((unsigned char)c))
        ++seen[c];
    spec += "->";
    for (auto [c, n] : seen)
      if (n == 1)
        spec += c;
  }
  // Letters renamed by first appearance: "ik,kj->ij" is "ab,bc->ac".
  std::map<char, char> renamed;
  std::string canonical;
  for (char c : spec) {
    if (!isalpha((unsigned char)c)) {
      canonical += c;
      continue;
    }
    auto [it, inserted] = renamed.try_emplace(c, (char)('a' + renamed.size()));
    canonical += it->second;
  }
  enum Form { MatMul, MatMulT, TMatMul, Dot, Mul, SumAll, SumRows, SumCols, Outer, Transpose, Same };
  static const std::map<std::string, Form> twoOperands = {
      {"ab,bc->ac", MatMul},   {"ab,b->a", MatMul},     {"a,ab->b", MatMul},
      {"abc,acd->abd", MatMul}, {"ab,cb->ac", MatMulT}, {"ab,ac->bc", TMatMul},
      {"a,a->", Dot},          {"ab,ab->ab", Mul},      {"a,a->a", Mul},
      {"ab,ab->", SumAll},     {"ab,ab->a", SumRows},   {"ab,ab->b", SumCols},
      {"a,b->ab", Outer}};
  static const std::map<std::string, Form> oneOperand = {
      {"ab->ba", Transpose}, {"ab->", SumAll}, {"a->", SumAll},
      {"ab->a", SumRows},    {"ab->b", SumCols}, {"ab->ab", Same}, {"a->a", Same}};
  const auto &forms = e.args.size() == 3 ? twoOperands : oneOperand;
  auto form = forms.find(canonical);
  if (form == forms.end())
    return genFallbackExpr(e, "numpy.einsum() of '" + e.args[0]->text + "'");
  Value a = genExpr(*e.args[1]);
  Value other = e.args.size() == 3 ? genExpr(*e.args[2]) : Value();
  auto none = [&] { return py::ConstantOp::create(b, l, py::NoneType::get(&ctx), b.getUnitAttr()); };
  auto transposed = [&](Value x) { return py::GetAttrOp::create(b, l, unknown(), x, "T"); };
  auto matmul = [&](Value x, Value y) {
    return py::BinaryOp::create(b, l, unknown(), py::BinaryOpKind::MatMul, x, y);
  };
  auto sum = [&](Value x, Value axis) {
    Value keep = py::ConstantOp::create(b, l, py::BoolType::get(&ctx), b.getBoolAttr(false));
    return genLibraryOp(l, "numpy.sum", {x, axis, keep});
  };
  auto product = [&]() -> Value { // made only where the form multiplies
    return other ? py::BinaryOp::create(b, l, unknown(), py::BinaryOpKind::Mul, a, other) : a;
  };
  Value computed;
  switch (form->second) {
  case MatMul: computed = matmul(a, other); break;
  case MatMulT: computed = matmul(a, transposed(other)); break;
  case TMatMul: computed = matmul(transposed(a), other); break;
  case Dot: computed = genLibraryOp(l, "numpy.dot", {a, other}); break;
  case Mul: computed = product(); break;
  case SumAll: computed = sum(product(), none()); break;
  case SumRows: computed = sum(product(), constInt(1, l)); break;
  case SumCols: computed = sum(product(), constInt(0, l)); break;
  case Outer: {
    Value all = py::MakeSliceOp::create(b, l, py::SliceType::get(&ctx), none(), none(), none());
    Value column = py::GetItemOp::create(b, l, unknown(), a, ValueRange{all, none()});
    computed = py::BinaryOp::create(b, l, unknown(), py::BinaryOpKind::Mul, column, other);
    break;
  }
  case Transpose: return transposed(a); // views: nothing accumulated
  case Same: return a;
  }
  // einsum adds each product into a zeroed output: + 0 gives its signs of
  // zero (-0.0 products are +0.0 there), and changes nothing else.
  computed.getDefiningOp()->setAttr(py::kEinsumAttr, b.getUnitAttr());
  auto zeroed = py::BinaryOp::create(b, l, unknown(), py::BinaryOpKind::Add, computed,
                                     constInt(0, l));
  zeroed->setAttr(py::kEinsumAttr, b.getUnitAttr());
  return zeroed;
}

Value MLIRGen::genArrayLiteral(const Expr &e, const Expr &display) {
  Location l = loc(e.range);
  const Expr *dtypeExpr = e.args.size() == 2 ? e.args[1].get() : nullptr;
  for (const ast::Keyword &k : e.keywords) {
    if (k.name != "dtype" || dtypeExpr)
      return genFallbackExpr(e, "numpy.array() with keyword '" + k.name + "'");
    dtypeExpr = k.value.get();
  }
  if (e.args.size() > 2)
    return genFallbackExpr(e, "numpy.array() with these arguments");
  DtypeArg dtype;
  if (dtypeExpr && (!(dtype = dtypeArgOf(*dtypeExpr)) || dtype.array))
    return genFallbackExpr(e, kUnsupportedDtype);
  // The shape: each level's length, the same for every display at a level.
  auto isDisplay = [](const Expr &x) {
    return x.kind == ExprKind::List || x.kind == ExprKind::Tuple;
  };
  SmallVector<int64_t> shape;
  for (const Expr *level = &display; isDisplay(*level);
       level = level->children.empty() ? nullptr : level->children[0].get()) {
    shape.push_back(level->children.size());
    if (level->children.empty())
      break;
  }
  SmallVector<const Expr *> items;
  std::function<bool(const Expr &, size_t)> collect = [&](const Expr &x, size_t depth) {
    if (depth == shape.size()) {
      if (isDisplay(x))
        return false;
      items.push_back(&x);
      return true;
    }
    if (!isDisplay(x) || (int64_t)x.children.size() != shape[depth])
      return false;
    return llvm::all_of(x.children, [&](const ast::ExprPtr &c) { return collect(*c, depth + 1); });
  };
  if (!collect(display, 0))
    return genFallbackExpr(e, "numpy.array() of a ragged nested list");
  SmallVector<Value> values;
  for (const Expr *item : items)
    values.push_back(genExpr(*item));
  Value array = genLibraryOp(l, "numpy.array", values, dtype.type);
  array.getDefiningOp()->setAttr("shape", b.getDenseI64ArrayAttr(shape));
  return array;
}

Value MLIRGen::genSort(const Expr &e, const std::string &name, const Expr &array,
                       ArrayRef<const Expr *> args, bool method) {
  Location l = loc(e.range);
  // sort(a, axis=-1, kind=None, order=None): the method's are (axis, kind, order).
  std::array<const Expr *, 2> given{}; // axis, kind
  if (args.size() > 2)
    return genFallbackExpr(e, name + "() with these arguments");
  for (auto [i, a] : llvm::enumerate(args))
    given[i] = a;
  for (const ast::Keyword &k : e.keywords) {
    // NumPy 2's stable=True/False/None: every sort here is stable.
    if (k.name == "stable" &&
        (k.value->kind == ExprKind::Bool || k.value->kind == ExprKind::None))
      continue;
    int at = k.name == "axis" ? 0 : k.name == "kind" ? 1 : -1;
    if (at < 0 || given[at])
      return genFallbackExpr(e, name + "() with keyword '" + k.name + "'");
    given[at] = k.value.get();
  }
  static const std::set<std::string> kinds = {"quicksort", "mergesort", "heapsort", "stable"};
  if (given[1] && (given[1]->kind != ExprKind::String || !kinds.count(given[1]->text)))
    return genFallbackExpr(e, name + "() with this kind");
  Value x = genExpr(array);
  Value axis = given[0] ? genExpr(*given[0]) : constInt(-1, l);
  Value sorted = genLibraryOp(l, name, {x, axis});
  if (method)
    sorted.getDefiningOp<py::NumPySortOp>().setMethod(true);
  return sorted;
}

Value MLIRGen::genNorm(const Expr &e) {
  // norm(x, ord=None, axis=None, keepdims=False): ord None only.
  Location l = loc(e.range);
  SmallVector<const Expr *> given;
  if (std::string why = bindArguments(e, {"x", "ord", "axis", "keepdims"}, given); !why.empty())
    return genFallbackExpr(e, "numpy.linalg.norm() " + why);
  if (given[1] && given[1]->kind != ExprKind::None)
    return genFallbackExpr(e, "numpy.linalg.norm() with an ord");
  Value x = genExpr(*given[0]);
  Value axis = given[2] ? genExpr(*given[2])
                        : py::ConstantOp::create(b, l, py::NoneType::get(&ctx), b.getUnitAttr());
  Value keep = given[3] ? genExpr(*given[3])
                        : py::ConstantOp::create(b, l, py::BoolType::get(&ctx), b.getBoolAttr(false));
  return genLibraryOp(l, "numpy.linalg.norm", {x, axis, keep});
}

Value MLIRGen::genUfuncOuter(const Expr &e, StringRef ufunc) {
  static const std::map<std::string, py::BinaryOpKind, std::less<>> operators = {
      {"numpy.add", py::BinaryOpKind::Add},          {"numpy.subtract", py::BinaryOpKind::Sub},
      {"numpy.multiply", py::BinaryOpKind::Mul},     {"numpy.divide", py::BinaryOpKind::TrueDiv},
      {"numpy.true_divide", py::BinaryOpKind::TrueDiv}};
  auto binary = operators.find(ufunc);
  if (binary == operators.end() && ufunc != "numpy.maximum" && ufunc != "numpy.minimum")
    return {};
  Location l = loc(e.range);
  Value a = genExpr(*e.args[0]), bValue = genExpr(*e.args[1]);
  Value lhs = py::OuterOperandOp::create(b, l, unknown(), a, bValue);
  if (binary != operators.end())
    return py::BinaryOp::create(b, l, unknown(), binary->second, lhs, bValue);
  return genLibraryOp(l, ufunc, {lhs, bValue});
}

Value MLIRGen::genCall(const Expr &e) {
  const Expr &callee = *e.children[0];
  if (std::optional<std::string> math = mathName(callee))
    return genBuiltinCall(e, *math);
  if (std::optional<std::string> numpy = numpyName(callee))
    return genNumPyCall(e, *numpy);
  if (auto [fn, owner] = localMember<ast::Function>(callee); fn) // poly(x), helper.poly(x)
    return genUserCall(e, *fn, owner);
  if (callee.kind == ExprKind::Attribute && callee.children[0]->kind == ExprKind::Name &&
      !locals.count(callee.children[0]->text)) { // np.f(...) where np may be rebound
    const std::string &base = callee.children[0]->text;
    if (std::optional<std::string> why = m->opaqueReason(base))
      return genFallbackExpr(e, "global name '" + base + "' (" + *why + ")");
  }
  if (callee.kind == ExprKind::Attribute && callee.text == "fill" && e.args.size() == 1 &&
      e.keywords.empty() && !moduleOf(*callee.children[0])) { // x.fill(value)
    Value array = genExpr(*callee.children[0]);
    return genLibraryOp(loc(e.range), "numpy.fill", {array, genExpr(*e.args[0])});
  }
  if (callee.kind == ExprKind::Attribute && (callee.text == "sort" || callee.text == "argsort") &&
      !moduleOf(*callee.children[0])) { // x.sort(axis), x.argsort(axis)
    SmallVector<const Expr *> args;
    for (const ast::ExprPtr &a : e.args)
      args.push_back(a.get());
    return genSort(e, "numpy." + callee.text, *callee.children[0], args,
                   /*method=*/callee.text == "sort");
  }
  if (callee.kind == ExprKind::Attribute && callee.text == "nonzero" && e.args.empty() &&
      e.keywords.empty() && !moduleOf(*callee.children[0])) // x.nonzero()
    return genLibraryOp(loc(e.range), "numpy.nonzero", {genExpr(*callee.children[0])});
  if (callee.kind == ExprKind::Attribute &&
      (callee.text == "conjugate" || callee.text == "conj") && e.args.empty() &&
      e.keywords.empty() && !moduleOf(*callee.children[0])) { // z.conjugate(), x.conj()
    Value conjugate =
        genLibraryOp(loc(e.range), "numpy.conjugate", {genExpr(*callee.children[0])});
    conjugate.getDefiningOp<py::NumPyConjugateOp>().setMethod(true);
    return conjugate;
  }
  if (callee.kind == ExprKind::Attribute && callee.text == "copy" && e.args.empty() &&
      e.keywords.empty() && !moduleOf(*callee.children[0])) { // x.copy()
    Value copy = genLibraryOp(loc(e.range), "numpy.copy", {genExpr(*callee.children[0])});
    copy.getDefiningOp<py::NumPyCopyOp>().setMethod(true);
    return copy;
  }
  if (callee.kind == ExprKind::Attribute &&
      (callee.text == "transpose" || callee.text == "swapaxes") && e.keywords.empty() &&
      !moduleOf(
          *callee.children[0])) { // x.transpose(1, 0, 2), x.transpose((1, 0, 2)), x.swapaxes(0, 1)
    SmallVector<const Expr *> axes;
    for (const ast::ExprPtr &a : e.args)
      axes.push_back(a.get());
    if (callee.text == "transpose") {
      Value view = genTranspose(e, *callee.children[0], axes);
      view.getDefiningOp<py::NumPyTransposeOp>().setMethod(true);
      return view;
    }
    if (axes.size() != 2)
      return genFallbackExpr(e, "swapaxes() with these arguments");
    Value view = genLibraryOp(loc(e.range), "numpy.swapaxes",
                              {genExpr(*callee.children[0]), genExpr(*axes[0]), genExpr(*axes[1])});
    view.getDefiningOp<py::NumPySwapaxesOp>().setMethod(true);
    return view;
  }
  if (callee.kind == ExprKind::Attribute &&
      (callee.text == "reshape" || callee.text == "ravel" || callee.text == "flatten") &&
      !moduleOf(*callee.children[0])) { // x.reshape(2, 3), x.reshape((2, 3)), x.ravel()
    SmallVector<const Expr *> shape;
    for (const ast::ExprPtr &a : e.args)
      shape.push_back(a.get());
    return genReshape(e, "numpy." + callee.text, *callee.children[0], shape);
  }
  if (callee.kind == ExprKind::Attribute && callee.text == "astype" &&
      !moduleOf(*callee.children[0])) { // x.astype(dtype)
    const Expr *dtypeArg = e.args.size() == 1 && e.keywords.empty() ? e.args[0].get()
                           : e.args.empty() && e.keywords.size() == 1 && e.keywords[0].name == "dtype"
                               ? e.keywords[0].value.get()
                               : nullptr;
    if (!dtypeArg)
      return genFallbackExpr(e, "astype() with these arguments (only a dtype)");
    DtypeArg dtype = dtypeArgOf(*dtypeArg);
    if (!dtype)
      return genFallbackExpr(e, kUnsupportedDtype);
    return genDtypedNumPyOp(loc(e.range), "numpy.astype", {genExpr(*callee.children[0])}, dtype);
  }
  if (callee.kind == ExprKind::Attribute && isReduction(&ctx, "numpy." + callee.text)) {
    SmallVector<const Expr *> args;
    for (const ast::ExprPtr &a : e.args)
      args.push_back(a.get());
    return genReduction(e, "numpy." + callee.text, *callee.children[0], args); // x.sum(...)
  }
  if (callee.kind == ExprKind::Attribute && callee.text == "norm" &&
      callee.children[0]->kind == ExprKind::Attribute && callee.children[0]->text == "linalg" &&
      moduleOf(*callee.children[0]->children[0]) == "numpy")
    return genNorm(e);
  if (callee.kind == ExprKind::Attribute && callee.text == "outer" && e.args.size() == 2 &&
      e.keywords.empty())
    if (std::optional<std::string> ufunc = numpyName(*callee.children[0]))
      if (Value outer = genUfuncOuter(e, *ufunc))
        return outer;
  if (callee.kind == ExprKind::Attribute) {
    // Name what was written: `x.std()`, `lst.append(v)`, `np.linalg.norm(x)`.
    const Expr &object = *callee.children[0];
    if (moduleOf(object) || (object.kind == ExprKind::Attribute && moduleOf(*object.children[0])))
      return genFallbackExpr(e, "call of '" + m->text(callee.range) + "'");
    std::string of = object.kind == ExprKind::Name ? "'" + object.text + "'"
                     : object.kind == ExprKind::String ? std::string("a str")
                                                     : "'" + m->text(object.range) + "'";
    return genFallbackExpr(e, "call of method '" + callee.text + "' of " + of);
  }
  if (callee.kind != ExprKind::Name)
    return genFallbackExpr(e, "call of '" + m->text(callee.range) + "' (only functions of this "
                              "file, builtins, math and numpy are compiled)");
  if (locals.count(callee.text))
    return genFallbackExpr(e, "call of local variable '" + callee.text + "'");
  if (std::optional<std::string> why = m->opaqueReason(callee.text))
    return genFallbackExpr(e, "call of '" + callee.text + "' (" + *why + ")");
  if (const ast::Function *fn = m->findFunction(callee.text))
    return genUserCall(e, *fn);
  if (m->bindsName(callee.text)) // a module-level constant or import shadows the builtin
    return genFallbackExpr(e, "call of '" + callee.text + "'");
  if (callee.text == "print")
    return genPrint(e);
  if (std::optional<py::LibraryFunction> fn = py::lookupLibraryFunction(&ctx, callee.text);
      fn && fn->name.hasTrait<py::BuiltinFunction>())
    return genBuiltinCall(e, callee.text);
  return genFallbackExpr(e, "call of '" + callee.text + "'");
}

Value MLIRGen::genUserCall(const Expr &e, const ast::Function &callee, const ast::Module *owner) {
  Location l = loc(e.range);
  std::vector<const Expr *> bound(callee.params.size(), nullptr);
  size_t positional = 0;
  for (const ast::Param &p : callee.params)
    positional += !p.keywordOnly;
  if (e.args.size() > positional) {
    error(e.range) << callee.name << "() takes " << positional << " positional arguments but "
                   << e.args.size() << " were given";
    return undef(e.range);
  }
  for (size_t i = 0; i < e.args.size(); ++i)
    bound[i] = e.args[i].get();
  std::vector<size_t> keywordParam; // the parameter each keyword binds
  for (const ast::Keyword &k : e.keywords) {
    auto it = llvm::find_if(callee.params, [&](const ast::Param &p) { return p.name == k.name; });
    if (it == callee.params.end()) {
      error(k.range) << callee.name << "() got an unexpected keyword argument '" << k.name << "'";
      return undef(e.range);
    }
    size_t i = it - callee.params.begin();
    if (bound[i]) {
      error(k.range) << callee.name << "() got multiple values for argument '" << k.name << "'";
      return undef(e.range);
    }
    bound[i] = k.value.get();
    keywordParam.push_back(i);
  }
  // A default that names anything else (`t=TOTAL` of a name rebound later,
  // `n=len(history)`) was evaluated once, by the def: CPython's call keeps it.
  const ast::Param *notDefTime = nullptr;
  std::set<std::string> saved; // (module scope: no locals)
  std::swap(saved, locals);
  inModule(owner ? owner : m, [&] {
    for (auto [i, p] : llvm::enumerate(callee.params))
      if (!notDefTime && !bound[i] && p.defaultValue && !isDefTimeValue(*p.defaultValue))
        notDefTime = &p;
  });
  std::swap(saved, locals);
  if (notDefTime)
    return genFallbackExpr(e, "a call of '" + callee.name + "' leaving '" + notDefTime->name +
                                  "' to its default, which the def evaluated once");
  // Arguments are evaluated in source order, then defaults in module scope.
  std::vector<Value> values(bound.size());
  for (size_t i = 0; i < e.args.size(); ++i)
    values[i] = genExpr(*e.args[i]);
  for (auto [k, param] : llvm::zip(e.keywords, keywordParam))
    values[param] = genExpr(*k.value);
  for (auto [i, p] : llvm::enumerate(callee.params)) {
    if (values[i])
      continue;
    if (!p.defaultValue) {
      error(e.range) << callee.name << "() missing required argument: '" << p.name << "'";
      return undef(e.range);
    }
    std::set<std::string> saved;
    std::swap(saved, locals);
    inModule(owner ? owner : m, [&] { values[i] = genExpr(*p.defaultValue); });
    std::swap(saved, locals);
  }
  std::string symbol = requestFunction(&callee, owner);
  return py::CallOp::create(b, l, unknown(), symbol, values);
}

bool MLIRGen::isDefTimeValue(const Expr &e) {
  switch (e.kind) {
  case ExprKind::Int:
  case ExprKind::Float:
  case ExprKind::Imaginary:
  case ExprKind::Bool:
  case ExprKind::None:
  case ExprKind::Ellipsis:
  case ExprKind::String:
    return true;
  case ExprKind::Name: // (a constant of a module of this program too)
    return m->findConstant(e.text) || localMember<ast::Constant>(e).first;
  case ExprKind::Attribute: {
    std::optional<std::string> module = moduleOf(*e.children[0]);
    return (module && ((*module == "numpy" && e.text == "newaxis") ||
                       moduleFloatConstant(*module, e.text))) ||
           localMember<ast::Constant>(e).first;
  }
  case ExprKind::Unary:
  case ExprKind::Binary:
  case ExprKind::BoolOp:
  case ExprKind::Compare:
  case ExprKind::IfExp:
  case ExprKind::Tuple:
    return llvm::all_of(e.children, [&](const ast::ExprPtr &c) { return isDefTimeValue(*c); });
  default: // calls, lists (one object shared by every call), subscripts
    return false;
  }
}

/// float("inf"), float("-nan"), float(" 1.5 "): the value CPython's float()
/// gives a string literal, when it is one pyrite reads the same way.
static std::optional<double> floatOfString(std::string text) {
  auto isSpace = [](char c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
  while (!text.empty() && isSpace(text.back()))
    text.pop_back();
  size_t start = 0;
  while (start < text.size() && isSpace(text[start]))
    ++start;
  text = text.substr(start);
  std::string lower;
  for (char c : text)
    lower.push_back((char)tolower((unsigned char)c));
  bool negative = !lower.empty() && lower[0] == '-';
  std::string body = (!lower.empty() && (lower[0] == '-' || lower[0] == '+')) ? lower.substr(1) : lower;
  if (body == "inf" || body == "infinity")
    return negative ? -std::numeric_limits<double>::infinity()
                    : std::numeric_limits<double>::infinity();
  if (body == "nan")
    return negative ? -std::numeric_limits<double>::quiet_NaN()
                    : std::numeric_limits<double>::quiet_NaN();
  // Plain decimal literals only (no '_', hex or other spellings strtod knows).
  if (body.empty() || body.find_first_not_of("0123456789.e+-") != std::string::npos)
    return std::nullopt;
  char *end = nullptr;
  double value = strtod(text.c_str(), &end);
  if (end != text.c_str() + text.size())
    return std::nullopt;
  return value;
}

Value MLIRGen::genBuiltinCall(const Expr &e, const std::string &name) {
  Location l = loc(e.range);
  if (name == "float" && e.args.size() == 1 && e.keywords.empty() &&
      e.args[0]->kind == ExprKind::String)
    if (std::optional<double> value = floatOfString(e.args[0]->text))
      return constFloat(*value, l);
  std::optional<py::LibraryFunction> fn = py::lookupLibraryFunction(&ctx, name);
  if (!fn)
    return genFallbackExpr(e, name + "()");
  bool isClose = name == "math.isclose";
  if (!isClose && !e.keywords.empty())
    return genFallbackExpr(e, name + "() with keyword arguments");
  // Checked before any argument is evaluated: the fallback evaluates them.
  size_t given = e.args.size();
  if (given == 0 && (name == "int" || name == "float" || name == "bool" || name == "complex")) {
    if (name == "int")
      return constInt(0, l);
    if (name == "float")
      return constFloat(0.0, l);
    if (name == "complex")
      return constComplex(0.0, 0.0, l);
    return py::ConstantOp::create(b, l, py::BoolType::get(&ctx), b.getBoolAttr(false));
  }
  if ((name == "min" || name == "max") && given < 2)
    return genFallbackExpr(e, name + "() of an iterable");
  if (name == "round" && given != 1)
    return genFallbackExpr(e, "round() with ndigits");
  if ((name == "int" || name == "float") && given != 1)
    return genFallbackExpr(e, name + "() with these arguments");
  if (isClose && given != 2)
    return genFallbackExpr(e, "math.isclose() with these arguments");
  if (!isClose && (given < fn->minOperands || given > fn->maxOperands))
    return genFallbackExpr(e, name + "() with " + std::to_string(given) + " arguments");
  SmallVector<Value> args;
  for (const ast::ExprPtr &a : e.args)
    args.push_back(genExpr(*a));
  if (isClose) {
    Value rel = nullptr, abs = nullptr;
    for (const ast::Keyword &k : e.keywords) {
      if (k.name == "rel_tol")
        rel = genExpr(*k.value);
      else if (k.name == "abs_tol")
        abs = genExpr(*k.value);
      else
        return genFallbackExpr(e, "math.isclose() keyword '" + k.name + "'");
    }
    args.push_back(rel ? rel : constFloat(1e-9, l));
    args.push_back(abs ? abs : constFloat(0.0, l));
  }
  return genLibraryOp(l, name, args);
}

Value MLIRGen::genPrint(const Expr &e) {
  Location l = loc(e.range);
  std::string sep = " ", end = "\n";
  for (const ast::Keyword &k : e.keywords) {
    if ((k.name != "sep" && k.name != "end") ||
        (k.value->kind != ExprKind::String && k.value->kind != ExprKind::None))
      return genFallbackExpr(e, "print() with keyword '" + k.name + "'");
    if (k.value->kind == ExprKind::String)
      (k.name == "sep" ? sep : end) = k.value->text;
  }
  SmallVector<Value> args;
  SmallVector<Attribute> pieces;
  for (const ast::ExprPtr &a : e.args) {
    if (a->kind == ExprKind::String) {
      pieces.push_back(b.getStringAttr(a->text));
    } else {
      pieces.push_back(b.getUnitAttr());
      args.push_back(genExpr(*a));
    }
  }
  py::PrintOp::create(b, l, args, b.getArrayAttr(pieces), sep, end);
  return py::ConstantOp::create(b, l, py::NoneType::get(&ctx), b.getUnitAttr());
}

} // namespace

OwningOpRef<ModuleOp> mlir::pyrite::generateMLIR(MLIRContext &context, const ast::Module &module,
                                                 const LocalModules &localModules,
                                                 const LoopsLeftToCPython &loopsLeftToCPython) {
  context.loadDialect<py::PyDialect, func::FuncDialect, arith::ArithDialect>();
  return MLIRGen(context, module, localModules, loopsLeftToCPython).generate();
}
