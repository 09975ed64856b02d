//===- CHeader.cpp - The C header and manifest of a compiled module -------===//
#include "CHeader.h"

#include "dialects/Py/IR/PyOps.h"
#include "dialects/Py/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
namespace py = mlir::pyrite::py;

namespace {
/// A Python complex or a NumPy complex scalar: passed by address.
bool isComplexScalar(Type t) {
  auto scalar = dyn_cast<py::NPScalarType>(t);
  return isa<py::ComplexType>(t) || (scalar && isa<ComplexType>(scalar.getDtype()));
}

std::string cType(Type t) {
  if (isa<py::IntType>(t))
    return "int64_t";
  if (auto scalar = dyn_cast<py::NPScalarType>(t)) {
    Type dtype = scalar.getDtype();
    if (dtype.isInteger(1))
      return "bool";
    if (auto complexType = dyn_cast<ComplexType>(dtype))
      return complexType.getElementType().isF64() ? "pyrite_complex" : "pyrite_complex64";
    if (isa<FloatType>(dtype))
      return dtype.isF64() ? "double" : dtype.isF32() ? "float" : "uint16_t /* float16 bits */";
    return (dtype.isUnsignedInteger() ? "uint" : "int") +
           std::to_string(dtype.getIntOrFloatBitWidth()) + "_t";
  }
  if (isa<py::NDArrayType>(t)) // Only as a parameter; results are DLManagedTensor *.
    return "const DLTensor *";
  if (isa<py::FloatType>(t))
    return "double";
  if (isa<py::ComplexType>(t)) // {real, imag}; an argument by address, as a struct
    return "pyrite_complex";
  if (isa<py::ObjectType>(t)) // a borrowed argument, a new reference as a result
    return "void * /* PyObject * */";
  if (isa<py::BoolType, py::NoneType>(t))
    return "bool";
  if (auto u = dyn_cast<py::UnionType>(t)) { // the member tag names is set
    std::string s = "struct { int8_t tag;";
    for (auto [i, m] : llvm::enumerate(u.getMembers()))
      s += " " + cType(m) + " m" + std::to_string(i) + ";";
    return s + " }";
  }
  auto tuple = cast<py::TupleType>(t);
  std::string s = "struct {";
  // Only results hold arrays (see the note above the declarations).
  for (auto [i, e] : llvm::enumerate(tuple.getElements()))
    s += " " + (isa<py::NDArrayType>(e) ? "DLManagedTensor *" : cType(e)) + " f" +
         std::to_string(i) + ";";
  return s + " }";
}

/// Whether an entry point of `typed` takes or returns a complex (in a tuple too).
bool entriesUseComplex(ModuleOp typed) {
  std::function<bool(Type)> hasComplex = [&](Type t) {
    if (auto tuple = dyn_cast<py::TupleType>(t))
      return llvm::any_of(tuple.getElements(), hasComplex);
    return isComplexScalar(t);
  };
  for (auto f : typed.getOps<func::FuncOp>())
    if (f->hasAttr(py::kEntryAttr) && (llvm::any_of(f.getArgumentTypes(), hasComplex) ||
                                       llvm::any_of(f.getResultTypes(), hasComplex)))
      return true;
  return false;
}

/// Whether compiled code of `typed` runs CPython (fallbacks or objects).
bool usesCPython(ModuleOp typed) {
  bool uses = false;
  typed.walk([&](Operation *op) {
    uses |= isa<py::FallbackOp>(op) ||
            llvm::any_of(op->getResultTypes(), [](Type t) { return isa<py::ObjectType>(t); });
  });
  return uses;
}

SmallVector<func::FuncOp> entries(ModuleOp typed) {
  SmallVector<func::FuncOp> out;
  for (auto f : typed.getOps<func::FuncOp>())
    if (f->hasAttr(py::kEntryAttr))
      out.push_back(f);
  return out;
}

/// Whether `op` runs CPython: a fallback, or a value held as a CPython object.
bool runsCPython(Operation *op) {
  auto isObject = [](Type t) { return isa<py::ObjectType>(t); };
  return isa<py::FallbackOp>(op) || llvm::any_of(op->getResultTypes(), isObject) ||
         llvm::any_of(op->getOperandTypes(), isObject);
}

/// Whether `entry`, or a function it calls, has an operation for which
/// `matches` holds.
bool reaches(func::FuncOp entry, SymbolTable &symbols,
             llvm::function_ref<bool(Operation *)> matches) {
  llvm::SmallPtrSet<Operation *, 8> seen{entry};
  SmallVector<func::FuncOp> work{entry};
  while (!work.empty()) {
    func::FuncOp f = work.pop_back_val();
    bool found = false;
    f.walk([&](Operation *op) {
      if (matches(op))
        found = true;
      else if (auto call = dyn_cast<py::CallOp>(op))
        if (auto callee = symbols.lookup<func::FuncOp>(call.getCallee()))
          if (seen.insert(callee).second)
            work.push_back(callee);
    });
    if (found)
      return true;
  }
  return false;
}

/// Whether `entry`, or a function it calls, stores into an array element
/// (then the loader refuses read-only arrays, as NumPy refuses the store);
/// stores into an array the function just made (`t = a * 2; t += 1`) cannot
/// reach an argument.
bool writesArrays(func::FuncOp entry, SymbolTable &symbols) {
  return reaches(entry, symbols, [](Operation *op) {
    // A store into an object is CPython's (which refuses a read-only array
    // itself), not a write into an array argument.
    auto store = dyn_cast<py::SetItemOp>(op);
    return store && !isa<py::ObjectType>(store.getObject().getType()) &&
           !py::isNewArray(store.getObject());
  });
}

/// The parameters of each function that it, or a function it calls, may store
/// into through an array element (a view of the parameter included), or hand
/// to CPython code (which gets a writable NumPy array): the arguments a C
/// caller must pass writable.
class WrittenParameters {
public:
  explicit WrittenParameters(ModuleOp typed) {
    for (bool changed = true; changed;) {
      changed = false;
      typed.walk([&](func::FuncOp f) {
        llvm::SmallBitVector &written = params[f.getSymName()];
        written.resize(f.getNumArguments());
        llvm::SmallBitVector before = written;
        f.walk([&](Operation *op) {
          if (auto store = dyn_cast<py::SetItemOp>(op);
              store && !isa<py::ObjectType>(store.getObject().getType()))
            markRoots(store.getObject(), written);
          // CPython code gets a writable NumPy array over the memory
          // (`x.sort()` in a fallback, an object's method): it may write.
          if (isa<py::FallbackOp, py::BoxOp>(op) ||
              llvm::any_of(op->getResultTypes(), [](Type t) { return isa<py::ObjectType>(t); }))
            for (Value operand : op->getOperands())
              markRoots(operand, written);
          if (auto call = dyn_cast<py::CallOp>(op)) {
            llvm::SmallBitVector callee = params.lookup(call.getCallee());
            for (int q = callee.find_first(); q >= 0; q = callee.find_next(q))
              if ((unsigned)q < call->getNumOperands())
                markRoots(call->getOperand(q), written);
          }
        });
        changed |= written != before;
      });
    }
  }
  bool written(func::FuncOp f, unsigned i) const {
    llvm::SmallBitVector w = params.lookup(f.getSymName());
    return i < w.size() && w.test(i);
  }

private:
  /// Marks the parameters whose memory `array` may be: followed back through
  /// joins and through any operation on arrays that does not make a new one
  /// (views, and calls that may return a view of an argument).
  void markRoots(Value array, llvm::SmallBitVector &written) {
    SmallVector<Value> work{array};
    llvm::DenseSet<Value> seen;
    while (!work.empty()) {
      Value v = work.pop_back_val();
      if (!seen.insert(v).second || !isa<py::NDArrayType>(v.getType()) || py::isNewArray(v))
        continue;
      if (auto arg = dyn_cast<BlockArgument>(v)) {
        Block *block = arg.getOwner();
        if (block->isEntryBlock()) {
          written.set(arg.getArgNumber());
          continue;
        }
        for (auto it = block->pred_begin(), e = block->pred_end(); it != e; ++it) {
          auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
          if (branch)
            work.push_back(branch.getSuccessorOperands(it.getSuccessorIndex())[arg.getArgNumber()]);
        }
        continue;
      }
      if (Operation *def = v.getDefiningOp())
        for (Value operand : def->getOperands())
          work.push_back(operand);
    }
  }
  llvm::StringMap<llvm::SmallBitVector> params;
};

/// A Python parameter name as a C (and C++) one: a keyword of either, or the
/// name of the result pointer, gets an underscore.
std::string cParameterName(StringRef name) {
  static const llvm::StringSet<> reserved = {
      "result", "auto", "break", "case", "char", "const", "continue", "default", "do", "double",
      "else", "enum", "extern", "float", "for", "goto", "if", "inline", "int", "long",
      "register", "restrict", "return", "short", "signed", "sizeof", "static", "struct",
      "switch", "typedef", "union", "unsigned", "void", "volatile", "while", "bool", "catch",
      "class", "delete", "explicit", "export", "friend", "mutable", "namespace", "new",
      "operator", "private", "protected", "public", "template", "this", "throw", "try",
      "typeid", "typename", "using", "virtual", "alignas", "alignof", "asm", "constexpr",
      "decltype", "noexcept", "nullptr", "static_assert", "thread_local", "char16_t",
      "char32_t", "wchar_t", "and", "or", "not", "xor", "bitand", "bitor", "compl", "and_eq",
      "or_eq", "xor_eq", "not_eq", "true", "false"};
  return reserved.contains(name) ? (name + "_").str() : name.str();
}

/// Whether calling `entry` runs CPython: its signature holds objects, or it
/// or a function it calls runs a fallback or holds an object.
bool needsCPython(func::FuncOp entry, SymbolTable &symbols) {
  auto isObject = [](Type t) { return isa<py::ObjectType>(t); };
  return llvm::any_of(entry.getArgumentTypes(), isObject) ||
         llvm::any_of(entry.getResultTypes(), isObject) ||
         reaches(entry, symbols, runsCPython);
}

} // namespace

std::string mlir::pyrite::emitCHeader(ModuleOp typed, const ast::Module &module,
                                      const std::string &moduleName,
                                const std::string &symbolPrefix, const std::string &sourceName,
                                bool cuda) {
  std::string guard = "PYRITE_" + moduleName + "_H";
  for (char &c : guard)
    c = (char)toupper((unsigned char)c);
  std::string out;
  llvm::raw_string_ostream os(out);
  os << "/* Generated by pyrite from " << sourceName << ": do not edit.\n"
     << " *\n"
     << " * Each function returns 0 and writes its result through the last argument\n"
     << " * (which may be NULL: the result is then dropped; a function returning None\n"
     << " * has none), or returns -1 when the Python code raised. pyrite_error_kind(),\n"
     << " * pyrite_error_name() (the exception's class name) and\n"
     << " * pyrite_error_message() then describe the exception, on the calling thread,\n"
     << " * until pyrite_error_clear() or the next call, which clears them first.\n"
     << " * Kinds: 0 none";
  for (uint32_t kind = 1; std::optional<py::ExceptionKind> k = py::symbolizeExceptionKind(kind);
       ++kind)
    os << ", " << kind << " " << py::stringifyExceptionKind(*k);
  os << ",\n * " << py::getMaxEnumValForExceptionKind() + 1
     << " another class, which pyrite_error_name() names.\n"
     << (cuda ? " * Link: as the comment before the declarations says (the GPU runtime\n"
                " * first).\n"
              : " * Link: pkg-config --libs pyrite, or libpyrite_runtime.a -lmvec -lm -ldl and\n"
                " * for code on arrays built with threads (x86-64's default) LLVM's libomp.\n")
     << " *\n"
     << " * Arrays are DLPack tensors (dlpack/dlpack.h), any strides, "
     << (cuda ? "in CPU memory or\n * (below) GPU memory,\n" : "CPU memory,\n")
     << " * borrowed for the call: arguments as const DLTensor *, or DLTensor * where\n"
     << " * the function may write into the array; results as a DLManagedTensor *\n"
     << " * that the caller owns and releases with its deleter. A tuple result holds\n"
     << " * one per array; as in NumPy, two may share a buffer (a tensor whose\n"
     << " * manager_ctx is NULL borrows an argument's or another item's): release the\n"
     << " * tuple's tensors together, after the last use of any of them.\n"
     << " *\n"
     << " * A result whose type depends on the path (`float | np.float64`) is a\n"
     << " * struct { int8_t tag; one field mK per member }: member number tag (from 0,\n"
     << " * in the order of the comment's type) is in its field; the others are unset.\n"
     << " *\n"
     << " * The comment before each function is its Python signature: defaults are\n"
     << " * for Python callers, a C caller passes every argument.\n"
     << " *\n"
     << " * Each NAME also has NAME_packed(args, result): the same call with argument i\n"
     << " * at args[i] (a pointer to the value NAME takes), one signature for all. */\n"
     << "#ifndef " << guard << "\n#define " << guard << "\n\n"
     << "#include <dlpack/dlpack.h>\n#include <stdbool.h>\n#include <stdint.h>\n\n";
  if (entriesUseComplex(typed))
    os << "/* A Python complex (or np.complex128): C's double _Complex, or in C++\n"
       << " * std::complex<double> (the same layout); an np.complex64 likewise of\n"
       << " * floats. Arguments are passed by address. */\n"
       << "#ifdef __cplusplus\n#include <complex>\ntypedef std::complex<double> pyrite_complex;\n"
       << "typedef std::complex<float> pyrite_complex64;\n"
       << "#else\ntypedef double _Complex pyrite_complex;\ntypedef float _Complex pyrite_complex64;\n"
       << "#endif\n\n";
  if (cuda)
    os << "/* Built for --target=cuda: its element-wise loops run as CUDA kernels\n"
       << " * (a fatbin in the object), the rest on the calling CPU thread. Link the\n"
       << " * GPU runtime before the other:\n"
       << " *   cc main.c " << moduleName
       << ".o libpyrite_cuda.a libpyrite_runtime.a -ldl -lmvec -lm\n"
       << " * (CMake: pyrite::cuda). Nothing of CUDA is needed to link or start: the\n"
       << " * runtime opens libcuda.so.1 itself. Without a driver or a device, a call\n"
       << " * that would launch a kernel returns -1 with a RuntimeError (\"no CUDA\n"
       << " * driver: ...\", \"no CUDA device (none found)\"), as does a failed launch\n"
       << " * or a kernel fault (\"CUDA error in ...\"). Each launch is waited for:\n"
       << " * results are complete when a call returns.\n"
       << " * CPU arrays are read and written in place (their pages pinned for the\n"
       << " * call where the device cannot read pageable memory). Where a device is,\n"
       << " * arguments may also be DLTensors of device 0 of type kDLCUDAManaged\n"
       << " * (used in place) or kDLCUDA (elsewhere they raise TypeError). A function\n"
       << " * whose host code reads no array's data uses kDLCUDA arrays in place and\n"
       << " * makes its new arrays in GPU memory, stream-ordered on the legacy default\n"
       << " * stream, where the driver has memory pools; otherwise a call works on\n"
       << " * copies of them, written back when it returns. A result's\n"
       << " * device.device_type says where it is: kDLCUDA for a new array of a call\n"
       << " * given kDLCUDA arguments, else kDLCPU (CUDA managed memory, or a CPU\n"
       << " * argument's own memory for a view of it). */\n\n";
  os << "#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n"
     << "int32_t pyrite_error_kind(void);\n"
     << "const char *pyrite_error_name(void);\n"
     << "const char *pyrite_error_message(void);\n"
     << "void pyrite_error_clear(void);\n\n";
  bool python = usesCPython(typed);
  if (python)
    os << "/* Some of this module runs through CPython (constructs the compiler leaves\n"
       << " * to it, and values it holds as CPython objects), so a program linking it\n"
       << " * links libpyrite_cpython.so too, which links libpython, whichever\n"
       << " * functions it calls:\n"
       << " *   cc main.c " << moduleName << ".o libpyrite_runtime.a -L<pyrite lib> -lpyrite_cpython\n"
       << " *      -Wl,-rpath,<pyrite lib> -lmvec -lm\n"
       << " * Each function says whether it needs CPython. The first call of one that\n"
       << " * does starts an interpreter unless one is running (any thread may call)\n"
       << " * and runs the source of " << sourceName << ", kept in the object, once in it\n"
       << " * for the module's names, that file's directory first on sys.path: what the\n"
       << " * source imports must be importable there (PYTHONPATH); without the pyrite\n"
       << " * package, a stand-in provides jit. An exception CPython raises is reported\n"
       << " * as any other: pyrite_error_name() gives its class name. An object result\n"
       << " * (PyObject *) is a new reference: read it with pyrite_object_to_int (or\n"
       << " * _to_float, _to_bool) and release it with pyrite_object_decref, both in\n"
       << " * libpyrite_cpython.so (pyrite/CPythonBridge.h). */\n\n";
  SymbolTable symbols(typed);
  WrittenParameters writes(typed);
  for (func::FuncOp f : entries(typed)) {
    std::string symbol = symbolPrefix + f.getSymName().str();
    Type ret = f.getFunctionType().getResult(0);
    auto names = f->getAttrOfType<ArrayAttr>(py::kParamNamesAttr);
    bool isTuple = isa<py::TupleType, py::UnionType>(ret);
    if (isTuple)
      os << "typedef " << cType(ret) << " " << symbol << "_result;\n";
    // A struct declared in a parameter list is visible to nothing outside it.
    for (auto [i, t] : llvm::enumerate(f.getArgumentTypes()))
      if (isa<py::TupleType>(t))
        os << "typedef " << cType(t) << " " << symbol << "__arg" << i << ";\n";
    // Defaults are Python's: a C caller passes every argument.
    const ast::Function *fn =
        module.findFunction(f->getAttrOfType<StringAttr>(py::kPythonNameAttr).str());
    os << "/* " << f.getSymName() << "(";
    for (auto [i, t] : llvm::enumerate(f.getArgumentTypes())) {
      os << (i ? ", " : "") << cast<StringAttr>(names[i]).getValue() << ": "
         << py::pythonTypeName(t);
      if (fn && i < fn->params.size() && fn->params[i].defaultValue)
        os << " = " << module.text(fn->params[i].defaultValue->range);
    }
    os << ") -> " << py::pythonTypeName(ret);
    if (python)
      os << (needsCPython(f, symbols) ? "\n * Needs CPython (runs code in it)."
                                      : "\n * Needs no CPython (never starts an interpreter).");
    os << " */\n";
    SmallVector<std::string> params;
    for (auto [i, t] : llvm::enumerate(f.getArgumentTypes())) {
      std::string name = cParameterName(cast<StringAttr>(names[i]).getValue());
      if (isa<py::NDArrayType>(t) && writes.written(f, i))
        params.push_back("DLTensor *" + name + " /* written */");
      else
        params.push_back((isa<py::TupleType>(t)     ? "const " + symbol + "__arg" + std::to_string(i) + " *"
                          : isComplexScalar(t)      ? "const " + cType(t) + " *"
                          : isa<py::NDArrayType>(t) ? cType(t)
                                                    : cType(t) + " ") +
                         name);
    }
    if (!isa<py::NoneType>(ret)) {
      std::string result = isTuple                        ? symbol + "_result"
                           : isa<py::NDArrayType>(ret) ? std::string("DLManagedTensor *")
                                                       : cType(ret);
      params.push_back(result + (result.back() == '*' ? "*result" : " *result"));
    }
    os << "int32_t " << symbol << "(" << (params.empty() ? "void" : llvm::join(params, ", "))
       << ");\n";
    os << "int32_t " << symbol << "_packed(void *const *args, void *result);\n\n";
  }
  os << "#ifdef __cplusplus\n}\n#endif\n\n#endif /* " << guard << " */\n";
  return out;
}

std::string mlir::pyrite::emitManifest(ModuleOp typed, const ast::Module &module,
                                 const std::string &moduleName, const std::string &symbolPrefix) {
  llvm::json::Array functions;
  SymbolTable symbols(typed); // once: a module may hold 100,000 entry points
  for (func::FuncOp f : entries(typed)) {
    std::string pythonName = f->getAttrOfType<StringAttr>(py::kPythonNameAttr).str();
    const ast::Function *fn = module.findFunction(pythonName);
    llvm::json::Array params;
    for (auto [i, t] : llvm::enumerate(f.getArgumentTypes())) {
      const ast::Param &p = fn->params[i];
      llvm::json::Value def = nullptr;
      if (p.defaultValue)
        def = module.text(p.defaultValue->range);
      params.push_back(llvm::json::Object{{"name", p.name},
                                          {"type", py::pythonTypeName(t)},
                                          {"keyword_only", p.keywordOnly},
                                          {"default", std::move(def)}});
    }
    functions.push_back(llvm::json::Object{
        {"name", pythonName},
        {"symbol", symbolPrefix + f.getSymName().str()},
        {"params", std::move(params)},
        {"returns", py::pythonTypeName(f.getFunctionType().getResult(0))},
        {"writes_arrays", writesArrays(f, symbols)},
        {"python", needsCPython(f, symbols)}});
  }
  llvm::json::Array constants; // In source order: later ones may name earlier ones.
  for (const ast::Constant &c : module.constants)
    constants.push_back(llvm::json::Array{c.name, module.text(c.value->range)});
  bool prints = false;
  typed.walk([&](py::PrintOp) { prints = true; });
  llvm::json::Object root{{"module", moduleName},
                          {"functions", std::move(functions)},
                          {"constants", std::move(constants)},
                          {"prints", prints},
                          {"python", usesCPython(typed)}};
  std::string out;
  llvm::raw_string_ostream os(out);
  os << llvm::formatv("{0:2}", llvm::json::Value(std::move(root))) << "\n";
  return out;
}
