//===- Driver.cpp - The stages of `pyrite build` and `pyrite check` -------===//
#include "Driver.h"

#include "llvm/TargetParser/Host.h"
#include "CHeader.h"

#include "compiler/Conversion/Passes.h"
#include "compiler/InitAll.h"
#include "compiler/Target/EmitObject.h"
#include "dialects/Py/IR/PyOps.h"
#include "dialects/Py/Transforms/Passes.h"
#include "frontend/MLIRGen.h"
#include "frontend/Parser.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/thread.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Host.h"

#include <deque>
#include <map>
#include <set>

using namespace mlir;
using mlir::pyrite::Stage;

namespace {

std::string sanitizeIdentifier(llvm::StringRef name) {
  std::string out;
  for (char c : name)
    out.push_back(isalnum((unsigned char)c) ? c : '_');
  if (out.empty() || isdigit((unsigned char)out[0]))
    out.insert(out.begin(), '_');
  return out;
}

/// Collects diagnostics as JSON objects (`--diagnostics-format=json`).
class JsonDiagnostics {
public:
  explicit JsonDiagnostics(MLIRContext &ctx) {
    id = ctx.getDiagEngine().registerHandler([this](Diagnostic &d) {
      items.push_back(toJson(d));
      return success();
    });
  }
  void print(llvm::raw_ostream &os) {
    os << llvm::formatv("{0:2}", llvm::json::Value(std::move(items))) << "\n";
  }

private:
  static llvm::json::Object toJson(Diagnostic &d) {
    llvm::json::Object o;
    if (auto file = dyn_cast<FileLineColLoc>(d.getLocation())) {
      o["file"] = file.getFilename().str();
      o["line"] = (int64_t)file.getLine();
      o["column"] = (int64_t)file.getColumn();
    }
    o["severity"] = d.getSeverity() == DiagnosticSeverity::Error     ? "error"
                    : d.getSeverity() == DiagnosticSeverity::Warning ? "warning"
                                                                     : "note";
    o["message"] = d.str();
    llvm::json::Array notes;
    for (Diagnostic &n : d.getNotes())
      notes.push_back(toJson(n));
    o["notes"] = std::move(notes);
    return o;
  }
  llvm::json::Array items;
  DiagnosticEngine::HandlerID id;
};

/// Everything one compilation holds: context, source manager, diagnostics.
struct Session {
  explicit Session(const mlir::pyrite::BuildOptions &options) : options(options) {
    DialectRegistry registry;
    mlir::pyrite::registerAllDialects(registry);
    ctx.appendDialectRegistry(registry);
    ctx.loadAllAvailableDialects();
    // Users see their source line, not the IR of the op that failed.
    ctx.printOpOnDiagnostic(false);
  }

  /// Reads and parses the input; reports syntax errors.
  LogicalResult parse() {
    std::unique_ptr<llvm::MemoryBuffer> buffer;
    if (options.source) {
      buffer = llvm::MemoryBuffer::getMemBuffer(*options.source, options.input,
                                                /*RequiresNullTerminator=*/false);
    } else {
      auto file = llvm::MemoryBuffer::getFile(options.input, /*IsText=*/true);
      if (!file) {
        llvm::errs() << "pyrite: error: cannot read '" << options.input
                     << "': " << file.getError().message() << "\n";
        return failure();
      }
      buffer = std::move(*file);
    }
    std::string source = buffer->getBuffer().str();
    sourceMgr.AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
    sources = {options.input};
    parsed = mlir::pyrite::parsePython(options.input, std::move(source), isLocalModule());
    if (failed(reportSyntaxErrors(parsed, options.input)) ||
        failed(parseLocalModules(*parsed.module)) || failed(checkImports()))
      return failure();
    for (const std::string &specialization : options.specializations)
      if (failed(addSpecialization(specialization)))
        return failure();
    return success();
  }

  LogicalResult reportSyntaxErrors(const mlir::pyrite::ParseResult &result, StringRef path) {
    for (const mlir::pyrite::SyntaxError &e : result.errors)
      emitError(FileLineColLoc::get(&ctx, path, e.range.line, e.range.column)) << e.message;
    return success(result.errors.empty());
  }

  /// Where module `name` is as Python finds it for this file: NAME.py in the
  /// file's directory, then in each -I directory; empty when it is none of
  /// those (an installed package, a dotted name, or no module).
  std::string localModulePath(const std::string &name) const {
    if (name.empty() || StringRef(name).contains('.'))
      return {};
    std::vector<std::string> dirs = {llvm::sys::path::parent_path(options.input).str()};
    dirs.insert(dirs.end(), options.includeDirs.begin(), options.includeDirs.end());
    for (const std::string &dir : dirs) {
      llvm::SmallString<256> path(dir.empty() ? "." : dir);
      llvm::sys::path::append(path, name + ".py");
      if (llvm::sys::fs::is_regular_file(path))
        return dir.empty() ? (name + ".py") : path.str().str();
    }
    return {};
  }

  /// What the parser asks of each imported name.
  mlir::pyrite::LocalModuleTest isLocalModule() const {
    return [this](const std::string &name) { return !localModulePath(name).empty(); };
  }

  /// Parses the local modules `module` imports, and theirs, each once.
  LogicalResult parseLocalModules(const mlir::pyrite::ast::Module &module) {
    for (auto &[local, target] : module.localImports) {
      std::string name = target.substr(0, target.find('.'));
      if (localParsed.count(name))
        continue;
      std::string path = localModulePath(name);
      auto file = llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
      if (!file) {
        llvm::errs() << "pyrite: error: cannot read '" << path
                     << "': " << file.getError().message() << "\n";
        return failure();
      }
      std::string source = (*file)->getBuffer().str();
      sourceMgr.AddNewSourceBuffer(std::move(*file), llvm::SMLoc());
      sources.push_back(path);
      llvm::SmallString<256> absolute(path);
      llvm::sys::fs::make_absolute(absolute);
      localSources.push_back(llvm::json::Object{
          {"path", absolute.str().str()},
          {"sha256", llvm::toHex(llvm::SHA256::hash(llvm::arrayRefFromStringRef(source)),
                                 /*LowerCase=*/true)}});
      mlir::pyrite::ParseResult &result = localParsed[name] =
          mlir::pyrite::parsePython(path, std::move(source), isLocalModule());
      if (failed(reportSyntaxErrors(result, path)))
        return failure();
      localModules[name] = result.module.get();
      if (failed(parseLocalModules(*result.module)))
        return failure();
    }
    return success();
  }

  /// An error at each module-level import of a module that does not exist:
  /// importing the file would raise ModuleNotFoundError there. Local modules
  /// exist; any other is looked up by Python (modulesPythonLacks: importlib's
  /// find_spec of the top-level name, from the file's directory and -I
  /// directories first, as Python would find it), once per build.
  LogicalResult checkImports() {
    // A file that changes sys.path may import what no path has yet: unchecked.
    std::vector<const mlir::pyrite::ast::Module *> files = {parsed.module.get()};
    for (auto &[name, result] : localParsed)
      files.push_back(result.module.get());
    llvm::erase_if(files, [](const mlir::pyrite::ast::Module *module) {
      return StringRef(module->source).contains("sys.path");
    });
    std::set<std::string> unknown;
    auto topLevel = [](const std::string &name) { return name.substr(0, name.find('.')); };
    for (const mlir::pyrite::ast::Module *module : files)
      for (auto &[name, where] : module->imports)
        if (std::string top = topLevel(name);
            top != "pyrite" && top != "math" && top != "numpy" && localModulePath(top).empty())
          unknown.insert(top);
    if (unknown.empty())
      return success();
    std::optional<std::set<std::string>> missing = modulesPythonLacks(unknown);
    if (!missing) // no python3 to ask: CPython reports it when the file is imported
      return success();
    bool ok = true;
    for (const mlir::pyrite::ast::Module *module : files)
      for (auto &[name, where] : module->imports)
        if (missing->count(topLevel(name))) {
          emitError(FileLineColLoc::get(&ctx, module->path, where.line, where.column))
              << "no module named '" << topLevel(name) << "' (not a .py file beside "
              << llvm::sys::path::filename(options.input)
              << " or in an -I directory, nor importable by python3)";
          ok = false;
        }
    return success(ok);
  }

  /// Which of `names` Python cannot find: $PYRITE_PYTHON (the interpreter
  /// pyrite.load runs in, with its sys.path in $PYRITE_SYS_PATH), else the
  /// python3 on PATH; none when there is no such interpreter or it fails.
  std::optional<std::set<std::string>> modulesPythonLacks(const std::set<std::string> &names) {
    llvm::ErrorOr<std::string> python = std::make_error_code(std::errc::no_such_file_or_directory);
    if (std::optional<std::string> chosen = llvm::sys::Process::GetEnv("PYRITE_PYTHON"))
      python = *chosen;
    else
      python = llvm::sys::findProgramByName("python3");
    if (!python)
      return std::nullopt;
    std::string script =
        "import importlib.util, os, sys\n"
        "count = int(sys.argv[1])\n"
        "dirs, names = sys.argv[2:2 + count], sys.argv[2 + count:]\n"
        "loading = os.environ.get('PYRITE_SYS_PATH')\n"
        "sys.path[:] = dirs + (loading.split(os.pathsep) if loading is not None else sys.path[1:])\n"
        "print(' '.join(n for n in names if importlib.util.find_spec(n) is None))\n";
    std::vector<std::string> dirs = {llvm::sys::path::parent_path(options.input).str()};
    if (dirs[0].empty())
      dirs[0] = ".";
    dirs.insert(dirs.end(), options.includeDirs.begin(), options.includeDirs.end());
    std::string count = std::to_string(dirs.size());
    std::vector<llvm::StringRef> args = {*python, "-c", script, count};
    for (const std::string &dir : dirs)
      args.push_back(dir);
    for (const std::string &name : names)
      args.push_back(name);
    llvm::SmallString<128> outPath;
    int fd;
    if (llvm::sys::fs::createTemporaryFile("pyrite-imports", "txt", fd, outPath))
      return std::nullopt;
    llvm::sys::Process::SafelyCloseFileDescriptor(fd);
    std::optional<llvm::StringRef> redirects[] = {std::nullopt, llvm::StringRef(outPath),
                                                  llvm::StringRef("")};
    int rc = llvm::sys::ExecuteAndWait(*python, args, std::nullopt, redirects);
    auto out = llvm::MemoryBuffer::getFile(outPath);
    llvm::sys::fs::remove(outPath);
    if (rc != 0 || !out)
      return std::nullopt;
    std::set<std::string> missing;
    SmallVector<StringRef> words;
    (*out)->getBuffer().trim().split(words, ' ', -1, false);
    for (StringRef w : words)
      missing.insert(w.str());
    return missing;
  }

  /// The file's @jit functions and what they call in `py` (null on errors).
  OwningOpRef<ModuleOp> generate() {
    return mlir::pyrite::generateMLIR(ctx, *parsed.module, localModules, loopsLeftToCPython);
  }

  /// Reads `NAME:TYPE,...` into the @jit function's extra signatures: the
  /// types parse as the annotations of a def of their own.
  LogicalResult addSpecialization(StringRef text) {
    auto fail = [&](const Twine &why) {
      llvm::errs() << "pyrite: error: --specialize '" << text << "': " << why << "\n";
      return failure();
    };
    auto [name, typeList] = text.split(':');
    mlir::pyrite::ast::Function *fn = nullptr;
    for (auto &candidate : parsed.module->functions)
      if (candidate->decorated && candidate->name == name)
        fn = candidate.get();
    if (!fn)
      return fail("no @jit function '" + name + "' in this file");
    SmallVector<std::string> types;
    int depth = 0;
    std::string current;
    for (char c : typeList) {
      depth += c == '[' ? 1 : c == ']' ? -1 : 0;
      if (c == ',' && depth == 0) {
        types.push_back(current);
        current.clear();
      } else {
        current.push_back(c);
      }
    }
    if (!StringRef(current).trim().empty() || !types.empty())
      types.push_back(current);
    if (types.size() != fn->params.size())
      return fail("'" + name + "' takes " + Twine(fn->params.size()) + " parameters, not " +
                  Twine(types.size()));
    std::string snippet = "def signature(";
    for (auto [i, type] : llvm::enumerate(types))
      snippet += (i ? ", " : "") + fn->params[i].name + ": " + StringRef(type).trim().str();
    snippet += "):\n    pass\n";
    mlir::pyrite::ParseResult &signature = signatures.emplace_back(
        mlir::pyrite::parsePython("<--specialize " + name.str() + ">", snippet));
    if (!signature.errors.empty() || signature.module->functions.size() != 1)
      return fail("the types do not parse as annotations");
    std::vector<const mlir::pyrite::ast::Expr *> annotations;
    for (const mlir::pyrite::ast::Param &p : signature.module->functions[0]->params)
      annotations.push_back(p.annotation.get());
    fn->specializations.push_back(std::move(annotations));
    return success();
  }

  const mlir::pyrite::BuildOptions &options;
  MLIRContext ctx{MLIRContext::Threading::DISABLED};
  llvm::SourceMgr sourceMgr;
  mlir::pyrite::ParseResult parsed;
  /// The local modules the file imports (directly or not), by name.
  std::map<std::string, mlir::pyrite::ParseResult> localParsed;
  mlir::pyrite::LocalModules localModules;
  /// `for` loops typing found compiled code cannot iterate (generateTyped).
  mlir::pyrite::LoopsLeftToCPython loopsLeftToCPython;
  /// Every file read: the input, then each local module (the depfile's list).
  std::vector<std::string> sources;
  /// Each local module's absolute path and the SHA-256 of what was read, for
  /// the manifest: a cache of the build is stale when one changed.
  llvm::json::Array localSources;
  /// The parsed `--specialize` signatures, which `parsed` points into.
  std::deque<mlir::pyrite::ParseResult> signatures;
};

/// A diagnostic kept to be reported later, possibly in another context.
struct KeptDiagnostic {
  std::string file;
  unsigned line = 0, column = 0;
  DiagnosticSeverity severity = DiagnosticSeverity::Error;
  std::string message;
  std::vector<KeptDiagnostic> notes;
};

/// Keeps the diagnostics of a context while it lives. With `passThrough`
/// the handlers installed before it still print them; without, they are
/// only kept.
class DiagnosticKeeper {
public:
  DiagnosticKeeper(MLIRContext &ctx, std::vector<KeptDiagnostic> &out, bool passThrough)
      : ctx(ctx) {
    id = ctx.getDiagEngine().registerHandler([&out, passThrough](Diagnostic &d) {
      out.push_back(keep(d));
      return passThrough ? failure() : success();
    });
  }
  ~DiagnosticKeeper() { ctx.getDiagEngine().eraseHandler(id); }

private:
  static KeptDiagnostic keep(Diagnostic &d) {
    KeptDiagnostic kept;
    if (auto at = d.getLocation()->findInstanceOf<FileLineColLoc>()) {
      kept.file = at.getFilename().str();
      kept.line = at.getLine();
      kept.column = at.getColumn();
    }
    kept.severity = d.getSeverity();
    kept.message = d.str();
    for (Diagnostic &note : d.getNotes())
      kept.notes.push_back(keep(note));
    return kept;
  }
  MLIRContext &ctx;
  DiagnosticEngine::HandlerID id;
};

/// A construct CPython runs inside a compiled function.
struct FallbackSite {
  unsigned line = 0, column = 0;
  std::string reason;
  bool inLoop = false;
};

/// What compiling one @jit function alone, up to typed `py`, found.
struct EntryOutcome {
  std::string name;
  unsigned line = 0;
  bool strict = false; ///< @jit(strict=True)
  bool compiled = false;
  std::vector<KeptDiagnostic> diagnostics;
  std::string text; ///< the diagnostics as `pyrite check` prints them
  std::vector<FallbackSite> fallbacks;
};

/// Where fallbacks are errors (py-report-fallbacks' `strict`).
StringRef strictMode(const mlir::pyrite::BuildOptions &options) {
  return options.strict ? "all" : options.noStrict ? "none" : "function";
}

/// Reports `d` again, in the context's current handlers, as `severity`.
void emitKept(MLIRContext &ctx, const KeptDiagnostic &d, DiagnosticSeverity severity,
              StringRef prefix) {
  auto where = [&](const KeptDiagnostic &k) -> Location {
    if (k.file.empty())
      return UnknownLoc::get(&ctx);
    return FileLineColLoc::get(&ctx, k.file, k.line, k.column);
  };
  InFlightDiagnostic diagnostic = severity == DiagnosticSeverity::Error     ? emitError(where(d))
                                  : severity == DiagnosticSeverity::Warning ? emitWarning(where(d))
                                                                            : emitRemark(where(d));
  diagnostic << prefix << d.message;
  for (const KeptDiagnostic &note : d.notes)
    diagnostic.attachNote(where(note)) << note.message;
}

/// The file's functions generated and typed (py-to-typed), or null after
/// diagnostics. A `for` loop whose iterable typing finds is not an array (a
/// list or dict CPython made) is generated again as a fallback, and the file
/// typed again; the diagnostics of the attempts given up are dropped.
OwningOpRef<ModuleOp> generateTyped(Session &s) {
  for (;;) {
    std::vector<KeptDiagnostic> kept;
    OwningOpRef<ModuleOp> module;
    {
      DiagnosticKeeper keeper(s.ctx, kept, /*passThrough=*/false);
      module = s.generate();
      PassManager typed(&s.ctx);
      mlir::pyrite::buildPyToTypedPipeline(typed, strictMode(s.options));
      if (module && failed(typed.run(*module)))
        module = nullptr;
    }
    bool retry = false;
    if (!module)
      for (const KeptDiagnostic &d : kept)
        if (d.severity == DiagnosticSeverity::Error && !d.file.empty() &&
            StringRef(d.message).starts_with(mlir::pyrite::py::kLoopNotCompiled))
          retry |= s.loopsLeftToCPython.try_emplace({d.file, d.line, d.column}, d.message).second;
    if (retry)
      continue;
    for (const KeptDiagnostic &d : kept)
      emitKept(s.ctx, d, d.severity, "");
    return module;
  }
}

/// The fallbacks in the specialisations of Python function `name`, each
/// once, in source order.
std::vector<FallbackSite> fallbacksOf(ModuleOp module, StringRef name) {
  std::map<std::pair<unsigned, unsigned>, FallbackSite> sites;
  module.walk([&](mlir::pyrite::py::FallbackOp op) {
    auto func = op->getParentOfType<func::FuncOp>();
    auto pythonName = func->getAttrOfType<StringAttr>(mlir::pyrite::py::kPythonNameAttr);
    if ((pythonName ? pythonName.getValue() : func.getSymName()) != name)
      return;
    // A loop made one fallback: the constructs in it, as the warnings say.
    bool inLoop = op->hasAttr(mlir::pyrite::py::kInnerSitesAttr) ||
                  op->hasAttr(mlir::pyrite::py::kInLoopAttr);
    for (auto [where, reason] : mlir::pyrite::py::fallbackSites(op))
      if (auto at = where->findInstanceOf<FileLineColLoc>())
        sites[{at.getLine(), at.getColumn()}] =
            FallbackSite{at.getLine(), at.getColumn(), reason.str(), inLoop};
  });
  std::vector<FallbackSite> ordered;
  for (auto &[where, site] : sites)
    ordered.push_back(site);
  return ordered;
}

/// Compiles each @jit function of the file in a session of its own, so that
/// one's problems neither stop nor hide another's.
std::vector<EntryOutcome> probeEntryPoints(const mlir::pyrite::BuildOptions &options,
                                           const mlir::pyrite::ast::Module &parsed) {
  std::vector<EntryOutcome> outcomes;
  for (const auto &fn : parsed.functions) {
    if (!fn->decorated)
      continue;
    EntryOutcome outcome{fn->name, fn->range.line, fn->strict};
    Session s(options);
    llvm::raw_string_ostream os(outcome.text);
    SourceMgrDiagnosticHandler printer(s.sourceMgr, &s.ctx, os);
    DiagnosticKeeper keeper(s.ctx, outcome.diagnostics, /*passThrough=*/true);
    bool ok = succeeded(s.parse());
    if (ok) {
      for (auto &other : s.parsed.module->functions)
        other->decorated = other->name == fn->name;
      OwningOpRef<ModuleOp> module = generateTyped(s);
      ok = bool(module);
      if (ok)
        outcome.fallbacks = fallbacksOf(*module, fn->name);
    }
    outcome.compiled = ok;
    outcomes.push_back(std::move(outcome));
  }
  return outcomes;
}

/// The report of `pyrite check --diagnostics-format=json` and of the
/// manifest: per @jit function, whether it is compiled, its fallbacks to
/// CPython inside it, or why it runs whole in CPython.
llvm::json::Value reportJson(const std::vector<EntryOutcome> &outcomes) {
  llvm::json::Array functions;
  for (const EntryOutcome &o : outcomes) {
    llvm::json::Object entry{{"name", o.name},
                             {"line", (int64_t)o.line},
                             {"compiled", o.compiled},
                             {"strict", o.strict}};
    llvm::json::Array fallbacks;
    for (const FallbackSite &f : o.fallbacks)
      fallbacks.push_back(llvm::json::Object{{"line", (int64_t)f.line},
                                             {"column", (int64_t)f.column},
                                             {"reason", f.reason},
                                             {"in_loop", f.inLoop}});
    entry["fallbacks"] = std::move(fallbacks);
    if (!o.compiled) {
      llvm::json::Array reasons;
      for (const KeptDiagnostic &d : o.diagnostics)
        if (d.severity == DiagnosticSeverity::Error)
          reasons.push_back(llvm::json::Object{
              {"line", (int64_t)d.line}, {"column", (int64_t)d.column}, {"message", d.message}});
      entry["reasons"] = std::move(reasons);
    }
    functions.push_back(std::move(entry));
  }
  return llvm::json::Object{{"functions", std::move(functions)}};
}

/// The file's functions in typed `py`. A @jit function that does not compile
/// runs in CPython instead (a warning for each of its diagnostics), unless
/// strict (`--strict`, `@jit(strict=True)`): then its diagnostics are errors.
/// `report` receives every @jit function's outcome.
OwningOpRef<ModuleOp> typedModule(Session &s, std::vector<EntryOutcome> &report) {
  std::vector<KeptDiagnostic> kept;
  OwningOpRef<ModuleOp> module;
  {
    DiagnosticKeeper keeper(s.ctx, kept, /*passThrough=*/false);
    module = generateTyped(s);
  }
  if (module) {
    for (const KeptDiagnostic &d : kept)
      emitKept(s.ctx, d, d.severity, "");
    for (const auto &fn : s.parsed.module->functions)
      if (fn->decorated) {
        report.push_back(EntryOutcome{fn->name, fn->range.line, fn->strict, /*compiled=*/true});
        report.back().fallbacks = fallbacksOf(*module, fn->name);
      }
    return module;
  }

  // Some @jit function does not compile: find which, each alone.
  report = probeEntryPoints(s.options, *s.parsed.module);
  bool strictFailure = false;
  for (const EntryOutcome &o : report) {
    if (o.compiled)
      continue;
    bool strict = s.options.strict || (o.strict && !s.options.noStrict);
    strictFailure |= strict;
    std::string prefix = "'" + o.name + "' runs in CPython: ";
    for (const KeptDiagnostic &d : o.diagnostics)
      if (d.severity == DiagnosticSeverity::Error)
        emitKept(s.ctx, d, strict ? DiagnosticSeverity::Error : DiagnosticSeverity::Warning,
                 strict ? "" : prefix);
    for (auto &fn : s.parsed.module->functions)
      if (fn->decorated && fn->name == o.name)
        fn->decorated = false;
  }
  if (strictFailure)
    return nullptr;
  // What is left compiles (each alone did); any error now is reported as is.
  OwningOpRef<ModuleOp> rest = generateTyped(s);
  if (rest)
    for (EntryOutcome &o : report)
      if (o.compiled)
        o.fallbacks = fallbacksOf(*rest, o.name);
  return rest;
}

LogicalResult writeFile(StringRef path, StringRef contents) {
  std::error_code ec;
  llvm::ToolOutputFile out(path, ec, llvm::sys::fs::OF_None);
  if (ec) {
    llvm::errs() << "pyrite: error: cannot write '" << path << "': " << ec.message() << "\n";
    return failure();
  }
  out.os() << contents;
  out.keep();
  return success();
}

/// `path` as a word of a Make rule: spaces and '#' escaped, '$' doubled.
std::string makeWord(StringRef path) {
  std::string word;
  for (char c : path) {
    if (c == ' ' || c == '#')
      word += '\\';
    else if (c == '$')
      word += '$';
    word += c;
  }
  return word;
}

/// The depfile gcc's -MD writes: `output: input...`, one rule.
LogicalResult writeDepfile(const mlir::pyrite::BuildOptions &o, StringRef output,
                           ArrayRef<std::string> inputs) {
  std::string path = *o.depfile;
  if (path.empty()) {
    llvm::SmallString<128> beside(output == "-" ? llvm::sys::path::stem(o.input) : output);
    llvm::sys::path::replace_extension(beside, "d");
    path = beside.str().str();
  }
  std::string rule = makeWord(output) + ":";
  for (const std::string &input : inputs)
    rule += " \\\n  " + makeWord(input);
  return writeFile(path, rule + "\n");
}

std::string defaultOutput(const mlir::pyrite::BuildOptions &o) {
  StringRef stem = llvm::sys::path::stem(o.input);
  switch (o.stage) {
  case Stage::Obj: return (stem + ".o").str();
  case Stage::Shared: return ("lib" + stem + ".so").str();
  case Stage::Header: return (stem + ".h").str();
  case Stage::Asm: return (stem + ".s").str();
  case Stage::Ptx: return (stem + ".ptx").str();
  default: return "-";
  }
}

int build(Session &s) {
  const mlir::pyrite::BuildOptions &o = s.options;
  if (failed(s.parse()))
    return 1;
  std::string output = o.output.empty() ? defaultOutput(o) : o.output;
  if (o.stage == Stage::Ast) {
    std::string text;
    llvm::raw_string_ostream os(text);
    mlir::pyrite::ast::dump(*s.parsed.module, os);
    return failed(writeFile(output, text)) ? 1 : 0;
  }
  if (llvm::none_of(s.parsed.module->functions, [](const auto &fn) { return fn->decorated; }))
    emitWarning(FileLineColLoc::get(&s.ctx, o.input, 1, 1)) << "no @jit function in this file";
  auto print = [&](Operation *op) {
    std::string text;
    llvm::raw_string_ostream os(text);
    op->print(os, OpPrintingFlags().enableDebugInfo(false));
    return failed(writeFile(output, text)) ? 1 : 0;
  };
  if (o.stage == Stage::Py) {
    {
      // Typing once finds the loops left to CPython; its errors are not this stage's.
      std::vector<KeptDiagnostic> dropped;
      DiagnosticKeeper keeper(s.ctx, dropped, /*passThrough=*/false);
      generateTyped(s);
    }
    OwningOpRef<ModuleOp> untyped = s.generate();
    return untyped ? print(*untyped) : 1;
  }

  std::string moduleName = o.moduleName.empty()
                               ? sanitizeIdentifier(llvm::sys::path::stem(o.input))
                               : sanitizeIdentifier(o.moduleName);
  std::string prefix = "pyrite_" + moduleName + "_";
  std::vector<EntryOutcome> report;
  OwningOpRef<ModuleOp> module = typedModule(s, report);
  if (!module)
    return 1;
  std::string header = mlir::pyrite::emitCHeader(*module, *s.parsed.module, moduleName, prefix,
                                              llvm::sys::path::filename(o.input).str(),
                                              o.cuda && !o.cuda->onHost());
  if (o.stage == Stage::Header)
    return failed(writeFile(output, header)) ? 1 : 0;
  std::string manifest = mlir::pyrite::emitManifest(*module, *s.parsed.module, moduleName, prefix);
  if (llvm::Expected<llvm::json::Value> parsedManifest = llvm::json::parse(manifest)) {
    parsedManifest->getAsObject()->insert({"report", reportJson(report)});
    parsedManifest->getAsObject()->insert({"local_modules", llvm::json::Array(s.localSources)});
    manifest = llvm::formatv("{0:2}", *parsedManifest).str() + "\n";
  } else {
    llvm::consumeError(parsedManifest.takeError());
  }

  // The target CPU decides some of the lowering (AVX-512's vscalefps).
  std::string error;
  auto machine = mlir::pyrite::createTargetMachine(o.target, o.optLevel, error);
  if (failed(machine)) {
    llvm::errs() << "pyrite: error: " << error << "\n";
    return 1;
  }
  if (o.stage == Stage::Shared &&
      (*machine)->getTargetTriple().getArch() !=
          llvm::Triple(llvm::sys::getProcessTriple()).getArch()) {
    llvm::errs() << "pyrite: error: --emit=shared links with this machine's cc and runtime; for "
                 << (*machine)->getTargetTriple().str()
                 << " build an object (--emit=obj) and link it with that target's toolchain\n";
    return 1;
  }
  // An object with fallbacks carries the file, for a C program's interpreter.
  bool usesCPython = false;
  module->walk([&](mlir::pyrite::py::FallbackOp) { usesCPython = true; });
  module->walk([&](Operation *op) {
    usesCPython |= llvm::any_of(op->getResultTypes(), [](Type t) {
      return isa<mlir::pyrite::py::ObjectType>(t);
    });
  });
  if (usesCPython)
    (*module)->setAttr(mlir::pyrite::py::kModuleSourceAttr,
                       StringAttr::get(&s.ctx, s.parsed.module->source));
  // Threads through LLVM's OpenMP runtime, which the install has for x86-64
  // only: an AArch64 object runs on one core unless -fopenmp asks for it.
  bool threads = o.openmp.value_or((*machine)->getTargetTriple().getArch() ==
                                   llvm::Triple::x86_64);
  std::optional<mlir::pyrite::CudaTarget> cuda = o.cuda;
  if (cuda && !cuda->onHost()) {
    // ptxas and fatbinary compile the kernels; libdevice has their math.
    llvm::SmallString<128> ptxas(cuda->toolkit);
    llvm::sys::path::append(ptxas, "bin", "ptxas");
    if (!llvm::sys::fs::can_execute(ptxas)) {
      llvm::errs() << "pyrite: error: --target=cuda needs the CUDA toolkit: no '" << ptxas
                   << "' (set CUDA_HOME to the toolkit's directory)\n";
      return 1;
    }
    if (o.stage == Stage::Ptx)
      cuda->format = "isa";
  }
  const mlir::pyrite::CudaTarget *device = cuda ? &*cuda : nullptr;
  PassManager lower(&s.ctx);
  mlir::pyrite::buildPyToStandardPipeline(
      lower, prefix, mlir::pyrite::hasFeature(**machine, "avx512f"), threads, device);
  if (failed(lower.run(*module)))
    return 1;
  if (o.stage == Stage::Mlir)
    return print(*module);
  PassManager toLLVM(&s.ctx);
  mlir::pyrite::buildStandardToLLVMPipeline(toLLVM, threads, device);
  if (failed(toLLVM.run(*module)))
    return 1;
  if (o.stage == Stage::Ptx) {
    // Each kernel module's PTX, one after the other.
    std::string ptx;
    module->walk([&](gpu::BinaryOp binary) {
      for (Attribute object : binary.getObjects())
        ptx += cast<gpu::ObjectAttr>(object).getObject().getValue().str();
    });
    return failed(writeFile(output, ptx)) ? 1 : 0;
  }

  bool unswitchLoops = (*module)->hasAttr(mlir::pyrite::kInBoundsLoopsAttr);
  (*module)->removeAttr(mlir::pyrite::kInBoundsLoopsAttr); // not for LLVM IR
  llvm::LLVMContext llvmContext;
  std::unique_ptr<llvm::Module> llvmModule =
      mlir::pyrite::translateToLLVMIR(*module, llvmContext, **machine);
  if (!llvmModule) {
    llvm::errs() << "pyrite: error: translation to LLVM IR failed\n";
    return 1;
  }
  llvmModule->setModuleIdentifier(o.input);
  llvmModule->setSourceFileName(llvm::sys::path::filename(o.input));
  mlir::pyrite::optimizeModule(*llvmModule, **machine, o.optLevel, o.sizeLevel, unswitchLoops);
  bool usesOpenMP = llvmModule->getFunction("__kmpc_fork_call") != nullptr;
  if (o.stage == Stage::LLVM) {
    std::string text;
    llvm::raw_string_ostream os(text);
    llvmModule->print(os, nullptr);
    return failed(writeFile(output, text)) ? 1 : 0;
  }

  llvm::SmallString<128> objectPath(output);
  if (o.stage == Stage::Shared) {
    int fd;
    if (llvm::sys::fs::createTemporaryFile("pyrite", "o", fd, objectPath)) {
      llvm::errs() << "pyrite: error: cannot create a temporary file\n";
      return 1;
    }
    llvm::sys::Process::SafelyCloseFileDescriptor(fd);
  }
  {
    std::error_code ec;
    llvm::ToolOutputFile out(objectPath, ec, llvm::sys::fs::OF_None);
    if (ec) {
      llvm::errs() << "pyrite: error: cannot write '" << objectPath << "': " << ec.message()
                   << "\n";
      return 1;
    }
    if (failed(mlir::pyrite::emitMachineCode(*llvmModule, **machine, out.os(),
                                             o.stage == Stage::Asm, error))) {
      llvm::errs() << "pyrite: error: " << error << "\n";
      return 1;
    }
    out.keep();
  }
  if (o.stage == Stage::Obj) {
    llvm::SmallString<128> headerPath(output);
    llvm::sys::path::replace_extension(headerPath, "h");
    return failed(writeFile(headerPath, header)) ? 1 : 0;
  }
  if (o.stage != Stage::Shared)
    return 0;

  // A shared library: the object plus the runtime, linked by the system's cc.
  auto cc = llvm::sys::findProgramByName("cc");
  if (!cc) {
    llvm::errs() << "pyrite: error: --emit=shared needs a C compiler driver 'cc' on PATH\n";
    return 1;
  }
  std::string outArg = output;
  std::string soname = "-Wl,-soname," + llvm::sys::path::filename(output).str();
  // Kernel launches call the CUDA runtime, which opens libcuda itself; it
  // calls the runtime library, so it comes first.
  llvm::SmallString<256> cudaRuntime(llvm::sys::path::parent_path(o.runtimeLibrary));
  llvm::sys::path::append(cudaRuntime, "libpyrite_cuda.a");
  llvm::SmallVector<llvm::StringRef> args = {*cc, "-shared", "-o", outArg, objectPath.str()};
  if (cuda && !cuda->onHost())
    args.append({cudaRuntime.str(), "-ldl"});
  args.append({o.runtimeLibrary, "-lmvec", "-lm", "-Wl,-Bsymbolic", soname});
  // What the Python loader calls, whether or not the compiled code does.
  for (const char *loaderEntry :
       {"-Wl,--undefined=pyrite_error_name", "-Wl,--undefined=pyrite_error_message",
        "-Wl,--undefined=pyrite_error_clear", "-Wl,--undefined=pyrite_flush_stdout",
        "-Wl,--undefined=pyrite_error_frame_count", "-Wl,--undefined=pyrite_error_frame",
        "-Wl,--undefined=pyrite_start_threads", "-Wl,--undefined=pyrite_error_take_payload"})
    args.push_back(loaderEntry);
  // Element loops split across cores call LLVM's OpenMP runtime. Its
  // libomp.so.5 is in the system's library path (Debian's libomp-22-dev
  // brings libomp5-19's /usr/lib/x86_64-linux-gnu/libomp.so.5): no RUNPATH.
  if (usesOpenMP)
    args.push_back(PYRITE_OPENMP_LIBRARY);
  // Objects and fallbacks call the CPython bridge, the only library with libpython.
  llvm::SmallString<256> bridge(llvm::sys::path::parent_path(o.runtimeLibrary));
  llvm::sys::path::append(bridge, "libpyrite_cpython.so");
  std::string bridgeRpath = "-Wl,-rpath," + llvm::sys::path::parent_path(bridge).str();
  if (usesCPython) {
    args.push_back(bridge);
    args.push_back(bridgeRpath);
  }
  int rc = llvm::sys::ExecuteAndWait(*cc, args, std::nullopt, {}, 0, 0, &error);
  llvm::sys::fs::remove(objectPath);
  if (rc != 0) {
    llvm::errs() << "pyrite: error: linking '" << output << "' failed" << (error.empty() ? "" : ": ")
                 << error << "\n";
    return 1;
  }
  llvm::SmallString<128> manifestPath(output), headerPath(output);
  llvm::sys::path::replace_extension(manifestPath, "json");
  llvm::sys::path::replace_extension(headerPath, "h");
  return failed(writeFile(manifestPath, manifest)) || failed(writeFile(headerPath, header)) ? 1 : 0;
}

} // namespace

int mlir::pyrite::runBuild(const BuildOptions &options) {
  Session s(options);
  int rc;
  if (options.diagnostics == DiagnosticsFormat::Json) {
    JsonDiagnostics json(s.ctx);
    rc = build(s);
    json.print(llvm::errs());
  } else {
    SourceMgrDiagnosticHandler handler(s.sourceMgr, &s.ctx,
                                       options.diagnosticsStream ? *options.diagnosticsStream
                                                                 : llvm::errs());
    rc = build(s);
  }
  if (rc == 0 && options.depfile &&
      failed(writeDepfile(options, options.output.empty() ? defaultOutput(options) : options.output,
                          s.sources)))
    rc = 1;
  return rc;
}

void mlir::pyrite::runOnCompilerStack(const std::function<void()> &work) {
  constexpr unsigned kCompilerStackBytes = 512u << 20;
  llvm::thread compiler(std::optional<unsigned>(kCompilerStackBytes), work);
  compiler.join();
}

int mlir::pyrite::runCheck(const BuildOptions &options) {
  Session probe(options);
  {
    SourceMgrDiagnosticHandler handler(probe.sourceMgr, &probe.ctx);
    if (failed(probe.parse()))
      return 1;
  }
  std::vector<EntryOutcome> outcomes = probeEntryPoints(options, *probe.parsed.module);
  bool allCompiled = llvm::all_of(outcomes, [](const EntryOutcome &o) { return o.compiled; });
  if (options.diagnostics == DiagnosticsFormat::Json) {
    llvm::outs() << llvm::formatv("{0:2}", reportJson(outcomes)) << "\n";
    return allCompiled ? 0 : 1;
  }
  if (outcomes.empty())
    llvm::errs() << options.input << ": warning: no @jit function in this file\n";
  for (const EntryOutcome &o : outcomes) {
    llvm::outs() << o.name << " (" << options.input << ":" << o.line << "): "
                 << (!o.compiled              ? "runs in CPython"
                     : o.fallbacks.empty()    ? "compiled"
                                              : "compiled with " +
                                                 std::to_string(o.fallbacks.size()) +
                                                 (o.fallbacks.size() == 1 ? " fallback"
                                                                          : " fallbacks"))
                 << "\n";
    for (const FallbackSite &f : o.fallbacks)
      llvm::outs() << "  " << options.input << ":" << f.line << ":" << f.column
                   << ": runs in CPython" << (f.inLoop ? " (in a loop)" : "") << ": "
                   << f.reason << "\n";
    if (!o.compiled)
      llvm::outs() << o.text;
  }
  return allCompiled ? 0 : 1;
}
