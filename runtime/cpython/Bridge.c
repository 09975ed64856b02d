/*===- Bridge.c - Compiled code meets CPython ------------------------*- C -*-===*
 *
 * See pyrite/CPythonBridge.h. Each compiled object links its own copy of the
 * runtime (libpyrite_runtime.a) while this library is loaded once per
 * process, so an exception CPython raised waits here (thread-local) until the
 * compiled code that saw the failure moves it into its runtime
 * (pyrite_cpython_error_*, then pyrite_raise_foreign). Were this library to
 * call pyrite_raise_foreign itself, the dynamic linker would bind the call to
 * one copy of the runtime, the first loaded, whichever object failed.
 *===----------------------------------------------------------------------===*/
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#define NPY_NO_DEPRECATED_API NPY_1_7_API_VERSION
#include <numpy/arrayobject.h>

#include "pyrite/CPythonBridge.h"
#include "pyrite/Runtime.h" /* PyriteArrayOwnership */

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/*===------------------------------------------------------------------------===
 * The pending exception
 *===------------------------------------------------------------------------===*/

static _Thread_local PyObject *pending;      /* the exception object */
static _Thread_local char pending_name[128]; /* its class's name */
static _Thread_local char pending_message[512];

/* The release function the runtime keeps with the payload: any thread, with
 * or without the GIL. After Py_Finalize the object is left alone. */
static void release_exception(void *exception) {
  if (!exception || !Py_IsInitialized())
    return;
  PyGILState_STATE gil = PyGILState_Ensure();
  Py_DECREF((PyObject *)exception);
  PyGILState_Release(gil);
}

/* Moves CPython's raised exception here, its traceback attached to it; no
 * Python error is left set. The GIL is held. */
static void stash_exception(void) {
  if (!PyErr_Occurred())
    PyErr_SetString(PyExc_SystemError, "error return without exception set");
  PyObject *type, *value, *traceback;
  PyErr_Fetch(&type, &value, &traceback);
  PyErr_NormalizeException(&type, &value, &traceback);
  if (value && traceback)
    PyException_SetTraceback(value, traceback);
  const char *name = type ? ((PyTypeObject *)type)->tp_name : "SystemError";
  const char *dot = strrchr(name, '.');
  snprintf(pending_name, sizeof pending_name, "%s", dot ? dot + 1 : name);
  /* str(exc); "" when str() itself raises. */
  PyObject *text = value ? PyObject_Str(value) : NULL;
  const char *message = text ? PyUnicode_AsUTF8(text) : NULL;
  snprintf(pending_message, sizeof pending_message, "%s", message ? message : "");
  Py_XDECREF(text);
  PyErr_Clear();
  Py_XDECREF(pending);
  pending = value;
  Py_XDECREF(type);
  Py_XDECREF(traceback);
}

const char *pyrite_cpython_error_name(void) { return pending_name; }
const char *pyrite_cpython_error_message(void) { return pending_message; }

void *pyrite_cpython_error_take(void) {
  PyObject *exception = pending;
  pending = NULL;
  return exception;
}

void *pyrite_cpython_error_release_function(void) { return (void *)release_exception; }

/*===------------------------------------------------------------------------===
 * The interpreter and the module's namespace
 *===------------------------------------------------------------------------===*/

static void start_interpreter(void) {
  if (Py_IsInitialized())
    return; /* loaded by Python, or by a program that embeds it */
  Py_InitializeEx(0);
  /* Initialising took the GIL: released, so that every entry point here
   * takes it the same way, from any thread. */
  PyEval_SaveThread();
}

/* A C program's first call starts CPython. */
static void ensure_interpreter(void) {
  static pthread_once_t started = PTHREAD_ONCE_INIT;
  pthread_once(&started, start_interpreter);
}

/* Called from Python, compiled code holds the GIL; in a C program nobody
 * does, and a count reaching zero runs a deallocator that needs it. Taking
 * it again when held (PyGILState_Ensure and _Release) cost a fifth of a
 * `d[k] = v` crossing, so it is taken only by a thread without it.
 * PyGILState_Check answers 1 before CPython starts: the interpreter first. */
typedef struct {
  int taken;
  PyGILState_STATE state;
} Gil;

static Gil take_gil(void) {
  ensure_interpreter();
  Gil gil = {0, PyGILState_UNLOCKED};
  if (!PyGILState_Check()) {
    gil.state = PyGILState_Ensure();
    gil.taken = 1;
  }
  return gil;
}

static void give_gil(Gil gil) {
  if (gil.taken)
    PyGILState_Release(gil.state);
}

/* Held by the one thread that runs a module's source for its namespace: a
 * second thread waits (without the GIL, which running the source releases
 * from time to time) and then finds the namespace made. Never waited for
 * while holding the GIL, so it cannot deadlock against it. */
static pthread_mutex_t namespace_lock = PTHREAD_MUTEX_INITIALIZER;
static _Thread_local int holding_namespace_lock;
static _Thread_local PyriteModule *running_module; /* whose source this thread runs */

/* A module's source usually starts with `from pyrite import jit`, though its
 * compiled code needs nothing from the package. Where the package is not
 * installed (a deployed C program's interpreter), a stand-in module `pyrite`
 * lets the source run: jit and jit(...) return the function unchanged, the
 * dtypes subscript for annotations, and any other name raises ImportError
 * saying why. A package that is found but fails to import keeps its error. */
static const char pyrite_stand_in_source[] =
    "import sys, types\n"
    "try:\n"
    "    import pyrite\n"
    "except ModuleNotFoundError as e:\n"
    "    if e.name != 'pyrite':\n"
    "        raise\n"
    "    class DType:\n"
    "        def __init__(self, name):\n"
    "            self.name = name\n"
    "        def __getitem__(self, shape):\n"
    "            return self\n"
    "        def __repr__(self):\n"
    "            return 'pyrite.' + self.name\n"
    "    def jit(fn=None, **options):\n"
    "        return fn if fn is not None else (lambda f: f)\n"
    "    def __getattr__(name):\n"
    "        if name.startswith('__'):\n"
    "            raise AttributeError(name)\n"
    "        raise ImportError(f'pyrite.{name} is not available: the pyrite package is not '\n"
    "                          'importable in this interpreter (put its directory on '\n"
    "                          'PYTHONPATH); a stand-in gives only jit and the dtypes',\n"
    "                          name='pyrite')\n"
    "    stand_in = types.ModuleType('pyrite', 'A stand-in: the pyrite package is not installed.')\n"
    "    stand_in.jit, stand_in.DType, stand_in.__getattr__ = jit, DType, __getattr__\n"
    "    for name in ('f16', 'f32', 'f64', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32',\n"
    "                 'u64', 'boolean'):\n"
    "        setattr(stand_in, name, DType(name))\n"
    "    sys.modules['pyrite'] = stand_in\n";

/* Makes `import pyrite` work (the package, else the stand-in). The GIL is
 * held; 0, or -1 with the package's own import error set. */
static int provide_pyrite(void) {
  if (PyDict_GetItemString(PyImport_GetModuleDict(), "pyrite"))
    return 0;
  PyObject *globals = PyDict_New();
  PyObject *ran = globals && PyDict_SetItemString(globals, "__builtins__",
                                                  PyEval_GetBuiltins()) == 0
                      ? PyRun_String(pyrite_stand_in_source, Py_file_input, globals, globals)
                      : NULL;
  int status = ran ? 0 : -1;
  Py_XDECREF(globals);
  Py_XDECREF(ran);
  return status;
}

/* Runs the file's source once as a module named after the file, registered
 * in sys.modules, its directory first on sys.path. The GIL is held. */
static PyObject *run_module(PyriteModule *module) {
  if (running_module == module) {
    PyErr_Format(PyExc_ImportError,
                 "cannot run a fallback of partially initialized module '%s' while its "
                 "source runs",
                 module->name);
    return NULL;
  }
  PyObject *created = PyModule_New(module->name);
  if (!created)
    return NULL;
  PyObject *globals = PyModule_GetDict(created);
  PyObject *file = PyUnicode_DecodeFSDefault(module->filename);
  PyObject *modules = PyImport_GetModuleDict();
  int failed = !file || PyDict_SetItemString(globals, "__file__", file) < 0 ||
               PyDict_SetItemString(globals, "__builtins__", PyEval_GetBuiltins()) < 0 ||
               PyDict_SetItemString(modules, module->name, created) < 0;
  Py_XDECREF(file);
  if (!failed) {
    PyObject *path = PySys_GetObject("path"); /* borrowed */
    const char *slash = strrchr(module->filename, '/');
    PyObject *directory =
        slash ? PyUnicode_DecodeFSDefaultAndSize(module->filename,
                                                 slash == module->filename
                                                     ? 1
                                                     : (Py_ssize_t)(slash - module->filename))
              : PyUnicode_FromString("");
    int present = directory && path ? PySequence_Contains(path, directory) : -1;
    failed = present < 0 || (present == 0 && PyList_Insert(path, 0, directory) < 0);
    Py_XDECREF(directory);
  }
  failed = failed || provide_pyrite() < 0;
  PyObject *code =
      failed ? NULL : Py_CompileString(module->source, module->filename, Py_file_input);
  PyriteModule *outer = running_module;
  running_module = module;
  PyObject *ran = code ? PyEval_EvalCode(code, globals, globals) : NULL;
  running_module = outer;
  Py_XDECREF(code);
  if (!ran) {
    /* As a failed import: the module leaves sys.modules (unless the source
     * put another there). */
    PyObject *type, *value, *traceback;
    PyErr_Fetch(&type, &value, &traceback);
    if (PyDict_GetItemString(modules, module->name) == created)
      PyDict_DelItemString(modules, module->name);
    PyErr_Restore(type, value, traceback);
    Py_DECREF(created);
    return NULL;
  }
  Py_DECREF(ran);
  /* Kept for the process: the module (`created`, whose reference is never
   * given back) and a reference of the namespace's own. */
  Py_INCREF(globals);
  module->globals = globals;
  return globals;
}

/* The module's namespace: the one the loader set, else the file's source
 * run once (run_module). The GIL is held. */
static PyObject *module_namespace(PyriteModule *module) {
  if (module->globals)
    return module->globals;
  int locked = 0;
  if (!holding_namespace_lock) {
    Py_BEGIN_ALLOW_THREADS
    pthread_mutex_lock(&namespace_lock);
    Py_END_ALLOW_THREADS
    holding_namespace_lock = locked = 1;
  }
  PyObject *globals = module->globals ? module->globals : run_module(module);
  if (locked) {
    holding_namespace_lock = 0;
    pthread_mutex_unlock(&namespace_lock);
  }
  return globals;
}

/*===------------------------------------------------------------------------===
 * Fallbacks
 *===------------------------------------------------------------------------===*/

static PyObject *unbound; /* what an unbound variable crosses as: object() */

/* From the generated text of a site's module (one def) to its function's
 * code, named after the enclosing Python function, with the construct on its
 * line of the file. The construct starts on line `prologue` + 1 of `text`;
 * blank lines put it on `line`. A construct on one of the file's first
 * lines, with no room for the def and its prologue above it, is renumbered
 * in the syntax tree instead: the def and prologue on line 1 (they cannot
 * raise), the rest from `line` on, as CPython's line table allows (co_firstlineno
 * must stay positive, so shifting it alone cannot do this). */
static const char site_code_source[] =
    "import ast\n"
    "class Returned:\n"
    "    \"\"\"What a fallback statement's `return x` hands back: x.\"\"\"\n"
    "    __slots__ = ('value',)\n"
    "    def __init__(self, value):\n"
    "        self.value = value\n"
    "class HandBack(ast.NodeTransformer):\n"
    "    # `return x` gives Returned(x); a `break` or `continue` of the loop\n"
    "    # around the statement sets __pyrite_how and leaves the one-pass loop\n"
    "    # the statement is wrapped in, so that its writes are still read.\n"
    "    loops = 0\n"
    "    def visit_Return(self, node):\n"
    "        value = self.visit(node.value) if node.value else ast.Constant(None)\n"
    "        call = ast.Call(ast.Name('__pyrite_returned', ast.Load()), [value], [])\n"
    "        return ast.Return(call)\n"
    "    def leave(self, node, how):\n"
    "        if self.loops:\n"
    "            return node\n"
    "        how = ast.Assign([ast.Name('__pyrite_how', ast.Store())], ast.Constant(how))\n"
    "        return [ast.copy_location(how, node), ast.copy_location(ast.Break(), node)]\n"
    "    def visit_Break(self, node):\n"
    "        return self.leave(node, 2)\n"
    "    def visit_Continue(self, node):\n"
    "        return self.leave(node, 3)\n"
    "    def statements(self, nodes):  # a leave is two statements\n"
    "        out = []\n"
    "        for node in nodes:\n"
    "            done = self.visit(node)\n"
    "            out.extend(done if isinstance(done, list) else [done])\n"
    "        return out\n"
    "    def visit_loop(self, node):\n"
    "        self.loops += 1\n"
    "        node.body = self.statements(node.body)\n"
    "        self.loops -= 1\n"
    "        node.orelse = self.statements(node.orelse)\n"
    "        return node\n"
    "    visit_For = visit_AsyncFor = visit_While = visit_loop\n"
    "    def own_scope(self, node):\n"
    "        return node\n"
    "    visit_FunctionDef = visit_AsyncFunctionDef = visit_ClassDef = own_scope\n"
    "    visit_Lambda = own_scope\n"
    "def hand_back(function, at):\n"
    "    statement = HandBack().visit(function.body[at])\n"
    "    start = ast.Assign([ast.Name('__pyrite_how', ast.Store())], ast.Constant(0))\n"
    "    once = ast.While(ast.Constant(True), [statement, ast.Break()], [])\n"
    "    for node in (start, once, once.body[1], once.test, start.value, start.targets[0]):\n"
    "        ast.copy_location(node, statement)\n"
    "    function.body[at:at + 1] = [start, once]\n"
    "    ast.fix_missing_locations(function)\n"
    "def site_code(text, filename, name, prologue, line, leaves):\n"
    "    shift = line - prologue - 1\n"
    "    if shift >= 0 and not leaves:\n"
    "        code = compile('\\n' * shift + text, filename, 'exec', dont_inherit=True)\n"
    "    else:\n"
    "        try:\n"
    "            tree = ast.parse('\\n' * max(shift, 0) + text, filename)\n"
    "        except SyntaxError as e:\n"
    "            if shift < 0 and e.lineno is not None and e.lineno > prologue:\n"
    "                e.lineno += shift\n"
    "                if e.end_lineno is not None:\n"
    "                    e.end_lineno += shift\n"
    "            raise\n"
    "        function = tree.body[0]\n"
    "        if shift < 0:\n"
    "            function.lineno = 1\n"
    "            for node in function.body[:prologue - 1]:\n"
    "                for child in ast.walk(node):\n"
    "                    if 'lineno' in child._attributes:\n"
    "                        child.lineno = child.end_lineno = 1\n"
    "            for node in function.body[prologue - 1:]:\n"
    "                ast.increment_lineno(node, shift)\n"
        "        if leaves:  # the statement's own returns and breaks, not the site's\n"
    "            hand_back(function, prologue - 1)\n"
    "        code = compile(tree, filename, 'exec', dont_inherit=True)\n"
    "    for const in code.co_consts:\n"
    "        if isinstance(const, type(code)):\n"
    "            return const.replace(co_name=name, co_qualname=name)\n";

/* The class a leaving statement's `return x` makes (see site_code). */
static PyObject *returned_type;

static PyObject *site_code_function(void) {
  static PyObject *function; /* kept for the process */
  if (function)
    return function;
  PyObject *globals = PyDict_New();
  PyObject *ran = globals && PyDict_SetItemString(globals, "__builtins__",
                                                  PyEval_GetBuiltins()) == 0
                      ? PyRun_String(site_code_source, Py_file_input, globals, globals)
                      : NULL;
  if (ran) {
    function = PyDict_GetItemString(globals, "site_code");
    returned_type = PyDict_GetItemString(globals, "Returned");
    Py_XINCREF(returned_type);
  }
  Py_XINCREF(function);
  Py_XDECREF(ran);
  Py_XDECREF(globals);
  return function;
}

typedef struct {
  char *data;
  size_t size, capacity;
  int failed;
} Text;

static void append(Text *t, const char *s, size_t n) {
  if (t->failed)
    return;
  if (t->size + n + 1 > t->capacity) {
    size_t capacity = (t->size + n + 1) * 2;
    char *data = PyMem_Realloc(t->data, capacity);
    if (!data) {
      t->failed = 1;
      return;
    }
    t->data = data;
    t->capacity = capacity;
  }
  memcpy(t->data + t->size, s, n);
  t->size += n;
  t->data[t->size] = '\0';
}

static void appends(Text *t, const char *s) { append(t, s, strlen(s)); }

/* Whether the scan is inside a string literal, and which. */
typedef struct {
  char quote; /* ' or ", 0 outside */
  int triple;
} Scan;

/* Advances `s` over one line (without its newline): enough of Python's
 * tokenizer to tell whether the next line starts inside a string (a
 * triple-quoted one, or one continued by a backslash). Prefixes need no
 * care: in raw strings too a backslash keeps the next quote in. */
static void scan_line(Scan *s, const char *p, size_t n) {
  int escaped_newline = 0;
  for (size_t i = 0; i < n; ++i) {
    char c = p[i];
    if (s->quote) {
      if (c == '\\') {
        escaped_newline = i + 1 == n;
        ++i;
      } else if (c == s->quote && !s->triple) {
        s->quote = 0;
      } else if (c == s->quote && i + 2 < n && p[i + 1] == c && p[i + 2] == c) {
        s->quote = 0;
        i += 2;
      }
      continue;
    }
    if (c == '#')
      break;
    if (c == '\'' || c == '"') {
      s->quote = c;
      s->triple = i + 2 < n && p[i + 1] == c && p[i + 2] == c;
      if (s->triple)
        i += 2;
    }
  }
  if (s->quote && !s->triple && !escaped_newline)
    s->quote = 0; /* unterminated: the compiler reports it */
}

/* The statement's lines, indented by 4 under the def. Its first line starts
 * at `column` in the file, so each later line loses its first column - 1
 * characters when they are all blanks (a line with less indentation, inside
 * brackets, keeps what it has). A line that starts inside a string literal
 * is part of the string's value: it stays exactly as it is. */
static void append_reindented(Text *t, const char *source, int32_t column) {
  size_t indent = column > 1 ? (size_t)(column - 1) : 0;
  Scan scan = {0, 0};
  int first = 1;
  for (const char *line = source; *line;) {
    const char *end = strchr(line, '\n');
    size_t length = end ? (size_t)(end - line) : strlen(line);
    if (first || !scan.quote) {
      size_t strip = 0;
      if (!first) {
        while (strip < indent && strip < length && (line[strip] == ' ' || line[strip] == '\t'))
          ++strip;
        if (strip < indent && strip < length)
          strip = 0; /* less indented than the statement: left alone */
      }
      appends(t, "    ");
      append(t, line + strip, length - strip);
    } else {
      append(t, line, length);
    }
    appends(t, "\n");
    scan_line(&scan, line, length);
    first = 0;
    line = end ? end + 1 : line + length;
  }
}

/* The site's function. Generated as
 *
 *   def <function_name>(<reads>, __pyrite_unbound=None):
 *       if <read> is __pyrite_unbound: del <read>      (one line per read)
 *       <statement>                                    (an expression: return (<expression>))
 *       try: __pyrite_w0 = <write>                     (one try per written name)
 *       except NameError: __pyrite_w0 = __pyrite_unbound
 *       return (__pyrite_w0, ...)
 *
 * (UnboundLocalError is a NameError), compiled with the construct on its own
 * line (site_code_source), and made over the module's namespace with the
 * sentinel as the default: its globals are the module's, live, and nothing
 * is added to them. The def is named `__pyrite_site`, its code renamed after
 * (the enclosing function's name need not be an identifier). */
static PyObject *compile_site(PyriteFallbackSite *site, PyObject *globals) {
  PyObject *make = site_code_function();
  if (!make)
    return NULL;
  int32_t count = site->reads + site->writes;
  const char **names = PyMem_Malloc(sizeof(const char *) * (size_t)(count + 1));
  if (!names)
    return PyErr_NoMemory();
  const char *name = site->names;
  for (int32_t i = 0; i < count; ++i) {
    names[i] = name;
    name += strlen(name) + 1;
  }
  Text t = {0};
  appends(&t, "def __pyrite_site(");
  for (int32_t i = 0; i < site->reads; ++i) {
    appends(&t, names[i]);
    appends(&t, ", ");
  }
  appends(&t, site->form == PYRITE_SITE_LEAVING ? "__pyrite_unbound=None, __pyrite_returned=None):\n"
                                                  : "__pyrite_unbound=None):\n");
  for (int32_t i = 0; i < site->reads; ++i) {
    appends(&t, "    if ");
    appends(&t, names[i]);
    appends(&t, " is __pyrite_unbound: del ");
    appends(&t, names[i]);
    appends(&t, "\n");
  }
  if (site->form == PYRITE_SITE_EXPRESSION) {
    /* Inside the parentheses the expression's later lines need no indent. */
    appends(&t, "    return (");
    appends(&t, site->source);
    appends(&t, "\n    )\n");
  } else {
    append_reindented(&t, site->source, site->column);
    char number[32];
    for (int32_t j = 0; j < site->writes; ++j) {
      snprintf(number, sizeof number, "%d", (int)j);
      appends(&t, "    try: __pyrite_w");
      appends(&t, number);
      appends(&t, " = ");
      appends(&t, names[site->reads + j]);
      appends(&t, "\n    except NameError: __pyrite_w");
      appends(&t, number);
      appends(&t, " = __pyrite_unbound\n");
    }
    appends(&t, "    return (");
    for (int32_t j = 0; j < site->writes; ++j) {
      snprintf(number, sizeof number, "__pyrite_w%d, ", (int)j);
      appends(&t, number);
    }
    if (site->form == PYRITE_SITE_LEAVING)
      appends(&t, "__pyrite_how, "); /* set by hand_back's rewriting */
    appends(&t, ")\n");
  }
  PyMem_Free(names);
  if (t.failed) {
    PyMem_Free(t.data);
    return PyErr_NoMemory();
  }
  PyObject *code = PyObject_CallFunction(
      make, "sssiii", t.data, site->module->filename,
      site->function_name ? site->function_name : "<fallback>", 1 + site->reads,
      site->line > 0 ? site->line : 1, site->form == PYRITE_SITE_LEAVING);
  PyMem_Free(t.data);
  if (!code)
    return NULL;
  PyObject *function = PyFunction_New(code, globals);
  Py_DECREF(code);
  if (!function)
    return NULL;
  PyObject *defaults = site->form == PYRITE_SITE_LEAVING
                           ? PyTuple_Pack(2, unbound, returned_type)
                           : PyTuple_Pack(1, unbound);
  if (!defaults || PyFunction_SetDefaults(function, defaults) < 0) {
    Py_XDECREF(defaults);
    Py_DECREF(function);
    return NULL;
  }
  Py_DECREF(defaults);
  return function;
}

/* The site's function, made at its first run. The GIL is held. */
static PyObject *site_function(PyriteFallbackSite *site) {
  if (site->function)
    return site->function;
  if (!unbound && !(unbound = PyObject_CallNoArgs((PyObject *)&PyBaseObject_Type)))
    return NULL;
  PyObject *globals = module_namespace(site->module);
  PyObject *function = globals ? compile_site(site, globals) : NULL;
  /* Making it can release the GIL: another thread may have been first. */
  if (function && site->function)
    Py_DECREF(function);
  else if (function)
    site->function = function;
  return function ? site->function : NULL;
}

int32_t pyrite_fallback_run(PyriteFallbackSite *site, void *const *reads, void **results) {
  Gil gil = take_gil();
  int32_t status = -1;
  PyObject *function = site_function(site);
  if (function) {
    PyObject *small[8];
    PyObject **args = site->reads <= 8 ? small : PyMem_Malloc(sizeof(PyObject *) * site->reads);
    PyObject *result = NULL;
    if (args) {
      for (int32_t i = 0; i < site->reads; ++i)
        args[i] = reads[i] ? (PyObject *)reads[i] : unbound;
      result = PyObject_Vectorcall(function, args, (size_t)site->reads, NULL);
      if (args != small)
        PyMem_Free(args);
    } else {
      PyErr_NoMemory();
    }
    int leaving = site->form == PYRITE_SITE_LEAVING;
    if (result && site->form == PYRITE_SITE_EXPRESSION) {
      results[0] = result;
      status = 0;
    } else if (result && leaving && Py_TYPE(result) == (PyTypeObject *)returned_type) {
      /* `return x` inside the statement: nothing written, x handed back. */
      for (int32_t j = 0; j < site->writes; ++j)
        results[j] = NULL;
      PyObject *value = PyObject_GetAttrString(result, "value");
      Py_DECREF(result);
      results[site->writes] = value;
      results[site->writes + 1] = (void *)(intptr_t)PYRITE_SITE_RETURNED;
      status = value ? 0 : -1;
    } else if (result && (!PyTuple_Check(result) ||
                          PyTuple_GET_SIZE(result) != site->writes + leaving)) {
      /* Anything else would be a bridge error: the compiler marks returns. */
      PyErr_Format(PyExc_SystemError, "fallback at %s:%d returned out of its statement",
                   site->module->filename, (int)site->line);
      Py_DECREF(result);
    } else if (result) {
      for (int32_t j = 0; j < site->writes; ++j) {
        PyObject *value = PyTuple_GET_ITEM(result, j);
        results[j] = value == unbound ? NULL : Py_NewRef(value);
      }
      if (leaving) { /* the writes, then how it ended: __pyrite_how */
        results[site->writes] = NULL;
        results[site->writes + 1] =
            (void *)(intptr_t)PyLong_AsLong(PyTuple_GET_ITEM(result, site->writes));
      }
      Py_DECREF(result);
      status = 0;
    }
  }
  if (status != 0)
    stash_exception();
  give_gil(gil);
  return status;
}

/*===------------------------------------------------------------------------===
 * Objects
 *===------------------------------------------------------------------------===*/

void pyrite_object_incref(void *object) {
  if (!object)
    return;
  Gil gil = take_gil();
  Py_INCREF((PyObject *)object);
  give_gil(gil);
}

void pyrite_object_decref(void *object) {
  if (!object)
    return;
  Gil gil = take_gil();
  Py_DECREF((PyObject *)object);
  give_gil(gil);
}

/* Returns `expression` (computed with the GIL held), stashing the exception
 * it raised. */
#define WITH_GIL(type, expression)                                                                 \
  do {                                                                                             \
    Gil gil_ = take_gil();                                                                         \
    type result_ = (expression);                                                                   \
    if (PyErr_Occurred())                                                                          \
      stash_exception();                                                                           \
    give_gil(gil_);                                                                                \
    return result_;                                                                                \
  } while (0)

/* An operand that is an unbound variable (NULL). */
static int unbound_operand(void *object) {
  if (object)
    return 0;
  PyErr_SetString(PyExc_UnboundLocalError, "local variable is unbound");
  return 1;
}

/* An unboxed value that is an unbound variable: CPython's message when
 * `what` names the variable ("variable 'x'"). */
static int unbound_value(void *object, const char *what) {
  if (object)
    return 0;
  if (strncmp(what, "variable '", 10) == 0)
    PyErr_Format(PyExc_UnboundLocalError,
                 "cannot access local %s where it is not associated with a value", what);
  else
    PyErr_Format(PyExc_UnboundLocalError, "%s is unbound", what);
  return 1;
}

/* A type's name as Python's messages give it: "str", "float64". */
static const char *type_name(PyObject *o) {
  const char *name = Py_TYPE(o)->tp_name;
  const char *dot = strrchr(name, '.');
  return dot ? dot + 1 : name;
}

void *pyrite_object_from_int(int64_t value) { WITH_GIL(void *, PyLong_FromLongLong(value)); }
void *pyrite_object_from_float(double value) { WITH_GIL(void *, PyFloat_FromDouble(value)); }
void *pyrite_object_from_complex(double real, double imag) {
  WITH_GIL(void *, PyComplex_FromDoubles(real, imag));
}
void *pyrite_object_from_bool(int32_t value) { WITH_GIL(void *, PyBool_FromLong(value)); }
void *pyrite_object_none(void) { WITH_GIL(void *, Py_NewRef(Py_None)); }

/* numpy.frombuffer(the value's bytes, dtype)[0]: exact for every dtype,
 * float16's bits included. */
static PyObject *npscalar(const void *value, int32_t dlpack_code, int32_t bits) {
  int valid = dlpack_code == 6 || ((dlpack_code == 0 || dlpack_code == 1) &&
                                   (bits == 8 || bits == 16 || bits == 32 || bits == 64)) ||
              (dlpack_code == 2 && (bits == 16 || bits == 32 || bits == 64)) ||
              (dlpack_code == 5 && (bits == 64 || bits == 128));
  if (!valid) {
    PyErr_Format(PyExc_SystemError, "no NumPy scalar of DLPack code %d and %d bits",
                 (int)dlpack_code, (int)bits);
    return NULL;
  }
  char dtype[16];
  if (dlpack_code == 6)
    snprintf(dtype, sizeof dtype, "bool");
  else
    snprintf(dtype, sizeof dtype, "%s%d",
             dlpack_code == 0   ? "int"
             : dlpack_code == 1 ? "uint"
             : dlpack_code == 5 ? "complex"
                                : "float",
             (int)bits);
  PyObject *numpy = PyImport_ImportModule("numpy");
  PyObject *bytes = numpy ? PyBytes_FromStringAndSize(value, dlpack_code == 6 ? 1 : bits / 8)
                          : NULL;
  PyObject *array = bytes ? PyObject_CallMethod(numpy, "frombuffer", "Os", bytes, dtype) : NULL;
  PyObject *scalar = array ? PySequence_GetItem(array, 0) : NULL;
  Py_XDECREF(array);
  Py_XDECREF(bytes);
  Py_XDECREF(numpy);
  return scalar;
}

void *pyrite_object_from_npscalar(const void *value, int32_t dlpack_code, int32_t bits) {
  WITH_GIL(void *, npscalar(value, dlpack_code, bits));
}

static int32_t to_int(PyObject *o, const char *what, int64_t *out) {
  if (unbound_value(o, what))
    return -1;
  if (!PyIndex_Check(o)) {
    PyErr_Format(PyExc_TypeError, "%s must be int, not %s", what, type_name(o));
    return -1;
  }
  PyObject *index = PyNumber_Index(o);
  if (!index)
    return -1;
  int overflow;
  *out = PyLong_AsLongLongAndOverflow(index, &overflow);
  Py_DECREF(index);
  if (overflow) {
    PyErr_SetString(PyExc_OverflowError, "Python int too large to convert to C long");
    return -1;
  }
  return PyErr_Occurred() ? -1 : 0;
}

static int32_t to_index(PyObject *o, const char *what, int64_t *out) {
  if (o && !PyIndex_Check(o)) {
    PyErr_SetString(PyExc_IndexError, "only integers, slices (`:`), ellipsis (`...`), "
                                      "numpy.newaxis (`None`) and integer or boolean arrays "
                                      "are valid indices");
    return -1;
  }
  return to_int(o, what, out);
}

/* float(o) as a float parameter takes it: floats, ints, anything with
 * __float__ or __index__; never a str. */
static int32_t to_float(PyObject *o, const char *what, double *out) {
  if (unbound_value(o, what))
    return -1;
  PyNumberMethods *number = Py_TYPE(o)->tp_as_number;
  if (!PyFloat_Check(o) && !PyLong_Check(o) &&
      !(number && (number->nb_float || number->nb_index))) {
    PyErr_Format(PyExc_TypeError, "%s must be float, not %s", what, type_name(o));
    return -1;
  }
  *out = PyFloat_AsDouble(o);
  return *out == -1.0 && PyErr_Occurred() ? -1 : 0;
}

/* True and False, and NumPy's bool scalars ("numpy.bool", "numpy.bool_"
 * before NumPy 2). */
static int32_t to_bool(PyObject *o, const char *what, int8_t *out) {
  if (unbound_value(o, what))
    return -1;
  if (PyBool_Check(o)) {
    *out = o == Py_True;
    return 0;
  }
  const char *name = Py_TYPE(o)->tp_name;
  if (strcmp(name, "numpy.bool") == 0 || strcmp(name, "numpy.bool_") == 0) {
    int truth = PyObject_IsTrue(o);
    if (truth < 0)
      return -1;
    *out = (int8_t)truth;
    return 0;
  }
  PyErr_Format(PyExc_TypeError, "%s must be bool, not %s", what, type_name(o));
  return -1;
}

int32_t pyrite_object_to_int(void *object, const char *what, int64_t *out) {
  WITH_GIL(int32_t, to_int(object, what, out));
}
int32_t pyrite_object_to_index(void *object, const char *what, int64_t *out) {
  WITH_GIL(int32_t, to_index(object, what, out));
}
int32_t pyrite_object_to_float(void *object, const char *what, double *out) {
  WITH_GIL(int32_t, to_float(object, what, out));
}
/* What complex(o) accepts of one argument, strings aside. */
static int32_t to_complex(PyObject *o, const char *what, double *out) {
  if (unbound_value(o, what))
    return -1;
  PyNumberMethods *number = Py_TYPE(o)->tp_as_number;
  if (!PyComplex_Check(o) && !PyFloat_Check(o) && !PyLong_Check(o) &&
      !PyObject_HasAttrString(o, "__complex__") &&
      !(number && (number->nb_float || number->nb_index))) {
    PyErr_Format(PyExc_TypeError, "%s must be complex, not %s", what, type_name(o));
    return -1;
  }
  Py_complex c = PyComplex_AsCComplex(o);
  if (c.real == -1.0 && PyErr_Occurred())
    return -1;
  out[0] = c.real;
  out[1] = c.imag;
  return 0;
}
int32_t pyrite_object_to_complex(void *object, const char *what, double *out) {
  WITH_GIL(int32_t, to_complex(object, what, out));
}
int32_t pyrite_object_to_bool(void *object, const char *what, int8_t *out) {
  WITH_GIL(int32_t, to_bool(object, what, out));
}
int32_t pyrite_object_truth(void *object) {
  WITH_GIL(int32_t, unbound_operand(object) ? -1 : PyObject_IsTrue(object));
}

static PyObject *binary(int32_t op, int32_t inplace, PyObject *a, PyObject *b) {
  if (unbound_operand(a) || unbound_operand(b))
    return NULL;
  switch (op) {
  case PYRITE_OBJ_ADD: return inplace ? PyNumber_InPlaceAdd(a, b) : PyNumber_Add(a, b);
  case PYRITE_OBJ_SUB: return inplace ? PyNumber_InPlaceSubtract(a, b) : PyNumber_Subtract(a, b);
  case PYRITE_OBJ_MUL: return inplace ? PyNumber_InPlaceMultiply(a, b) : PyNumber_Multiply(a, b);
  case PYRITE_OBJ_TRUEDIV:
    return inplace ? PyNumber_InPlaceTrueDivide(a, b) : PyNumber_TrueDivide(a, b);
  case PYRITE_OBJ_FLOORDIV:
    return inplace ? PyNumber_InPlaceFloorDivide(a, b) : PyNumber_FloorDivide(a, b);
  case PYRITE_OBJ_MOD: return inplace ? PyNumber_InPlaceRemainder(a, b) : PyNumber_Remainder(a, b);
  case PYRITE_OBJ_POW:
    return inplace ? PyNumber_InPlacePower(a, b, Py_None) : PyNumber_Power(a, b, Py_None);
  case PYRITE_OBJ_LSHIFT: return inplace ? PyNumber_InPlaceLshift(a, b) : PyNumber_Lshift(a, b);
  case PYRITE_OBJ_RSHIFT: return inplace ? PyNumber_InPlaceRshift(a, b) : PyNumber_Rshift(a, b);
  case PYRITE_OBJ_AND: return inplace ? PyNumber_InPlaceAnd(a, b) : PyNumber_And(a, b);
  case PYRITE_OBJ_OR: return inplace ? PyNumber_InPlaceOr(a, b) : PyNumber_Or(a, b);
  case PYRITE_OBJ_XOR: return inplace ? PyNumber_InPlaceXor(a, b) : PyNumber_Xor(a, b);
  case PYRITE_OBJ_MATMUL:
    return inplace ? PyNumber_InPlaceMatrixMultiply(a, b) : PyNumber_MatrixMultiply(a, b);
  }
  PyErr_Format(PyExc_SystemError, "unknown operator %d", (int)op);
  return NULL;
}

void *pyrite_object_binary(int32_t op, int32_t inplace, void *a, void *b) {
  WITH_GIL(void *, binary(op, inplace, a, b));
}

static PyObject *compare(int32_t op, PyObject *a, PyObject *b) {
  static const int python[] = {Py_LT, Py_LE, Py_GT, Py_GE, Py_EQ, Py_NE};
  if (unbound_operand(a) || unbound_operand(b))
    return NULL;
  if (op < 0 || op > PYRITE_OBJ_NE) {
    PyErr_Format(PyExc_SystemError, "unknown comparison %d", (int)op);
    return NULL;
  }
  return PyObject_RichCompare(a, b, python[op]);
}

void *pyrite_object_compare(int32_t op, void *a, void *b) { WITH_GIL(void *, compare(op, a, b)); }

static PyObject *unary(int32_t op, PyObject *a) {
  if (unbound_operand(a))
    return NULL;
  switch (op) {
  case PYRITE_OBJ_NEG: return PyNumber_Negative(a);
  case PYRITE_OBJ_POS: return PyNumber_Positive(a);
  case PYRITE_OBJ_INVERT: return PyNumber_Invert(a);
  case PYRITE_OBJ_NOT: {
    int truth = PyObject_IsTrue(a);
    return truth < 0 ? NULL : PyBool_FromLong(!truth);
  }
  }
  PyErr_Format(PyExc_SystemError, "unknown operator %d", (int)op);
  return NULL;
}

void *pyrite_object_unary(int32_t op, void *a) { WITH_GIL(void *, unary(op, a)); }

/* What a callee's name resolves through, per name: its module (NULL for a
 * builtin) and the attribute's interned name. Looked up again at every call
 * (getattr, or the builtins dict), so rebinding math.sqrt or builtins.len
 * takes effect as in CPython. Keyed by the name's address (the compiled
 * code's constant strings) and checked against a copy of its text, which a
 * library unloaded and another loaded at the same address cannot fool. */
typedef struct {
  const char *key;
  char *text;
  PyObject *module, *attribute;
} Callee;

static Callee *callee_of(const char *name) {
  enum { SLOTS = 256 };
  static Callee callees[SLOTS];
  Callee *c = &callees[((uintptr_t)name >> 3) % SLOTS];
  if (c->key == name && strcmp(c->text, name) == 0)
    return c;
  const char *dot = strrchr(name, '.');
  PyObject *module = NULL;
  if (dot) {
    PyObject *module_name = PyUnicode_FromStringAndSize(name, dot - name);
    module = module_name ? PyImport_Import(module_name) : NULL;
    Py_XDECREF(module_name);
    if (!module)
      return NULL;
  }
  PyObject *attribute = PyUnicode_InternFromString(dot ? dot + 1 : name);
  char *text = strdup(name);
  if (!attribute || !text) {
    Py_XDECREF(module);
    Py_XDECREF(attribute);
    free(text);
    PyErr_NoMemory();
    return NULL;
  }
  Py_XDECREF(c->module);
  Py_XDECREF(c->attribute);
  free(c->text);
  *c = (Callee){name, text, module, attribute};
  return c;
}

static PyObject *call(const char *name, void *const *args, int32_t count) {
  for (int32_t i = 0; i < count; ++i)
    if (unbound_operand(args[i]))
      return NULL;
  Callee *c = callee_of(name);
  if (!c)
    return NULL;
  PyObject *callee;
  if (c->module) {
    callee = PyObject_GetAttr(c->module, c->attribute);
  } else {
    callee = PyDict_GetItemWithError(PyEval_GetBuiltins(), c->attribute);
    if (!callee && !PyErr_Occurred())
      PyErr_Format(PyExc_NameError, "name '%s' is not defined", name);
    Py_XINCREF(callee);
  }
  if (!callee)
    return NULL;
  PyObject *result = PyObject_Vectorcall(callee, (PyObject *const *)args, (size_t)count, NULL);
  Py_DECREF(callee);
  return result;
}

void *pyrite_object_call(const char *callee, void *const *args, int32_t count) {
  WITH_GIL(void *, call(callee, args, count));
}

static PyObject *getitem(PyObject *object, PyObject *key) {
  return unbound_operand(object) || unbound_operand(key) ? NULL : PyObject_GetItem(object, key);
}

void *pyrite_object_getitem(void *object, void *key) { WITH_GIL(void *, getitem(object, key)); }

static int32_t setitem(PyObject *object, PyObject *key, PyObject *value) {
  if (unbound_operand(object) || unbound_operand(key) || unbound_operand(value))
    return -1;
  return PyObject_SetItem(object, key, value);
}

int32_t pyrite_object_setitem(void *object, void *key, void *value) {
  WITH_GIL(int32_t, setitem(object, key, value));
}

static PyObject *tuple_of(void *const *items, int32_t count) {
  for (int32_t i = 0; i < count; ++i)
    if (unbound_operand(items[i]))
      return NULL;
  PyObject *tuple = PyTuple_New(count);
  for (int32_t i = 0; tuple && i < count; ++i)
    PyTuple_SET_ITEM(tuple, i, Py_NewRef((PyObject *)items[i]));
  return tuple;
}

void *pyrite_object_tuple(void *const *items, int32_t count) {
  WITH_GIL(void *, tuple_of(items, count));
}

static PyObject *item(PyObject *sequence, int64_t index) {
  return unbound_operand(sequence) ? NULL : PySequence_GetItem(sequence, (Py_ssize_t)index);
}

void *pyrite_object_item(void *sequence, int64_t index) {
  WITH_GIL(void *, item(sequence, index));
}

/* CPython's unpacking (UNPACK_SEQUENCE): at most one item beyond `count` is
 * read, so an endless iterator still ends in ValueError. */
static PyObject *unpack(PyObject *object, int64_t count) {
  if (unbound_operand(object))
    return NULL;
  PyObject *iterator = PyObject_GetIter(object);
  if (!iterator) {
    if (PyErr_ExceptionMatches(PyExc_TypeError)) {
      PyErr_Clear();
      PyErr_Format(PyExc_TypeError, "cannot unpack non-iterable %s object",
                   Py_TYPE(object)->tp_name);
    }
    return NULL;
  }
  PyObject *tuple = PyTuple_New((Py_ssize_t)count);
  for (int64_t i = 0; tuple && i < count; ++i) {
    PyObject *next = PyIter_Next(iterator);
    if (!next) {
      if (!PyErr_Occurred())
        PyErr_Format(PyExc_ValueError, "not enough values to unpack (expected %lld, got %lld)",
                     (long long)count, (long long)i);
      Py_CLEAR(tuple);
      break;
    }
    PyTuple_SET_ITEM(tuple, (Py_ssize_t)i, next);
  }
  if (tuple) {
    PyObject *extra = PyIter_Next(iterator);
    if (extra || PyErr_Occurred()) {
      if (extra)
        PyErr_Format(PyExc_ValueError, "too many values to unpack (expected %lld)",
                     (long long)count);
      Py_XDECREF(extra);
      Py_CLEAR(tuple);
    }
  }
  Py_DECREF(iterator);
  return tuple;
}

void *pyrite_object_unpack(void *object, int64_t count) {
  WITH_GIL(void *, unpack(object, count));
}

static PyObject *getattr(PyObject *object, const char *name) {
  return unbound_operand(object) ? NULL : PyObject_GetAttrString(object, name);
}

void *pyrite_object_getattr(void *object, const char *name) {
  WITH_GIL(void *, getattr(object, name));
}

/*===------------------------------------------------------------------------===
 * Arrays crossing into CPython
 *===------------------------------------------------------------------------===*/

/* NumPy's C API, imported at the first array that crosses (a program whose
 * CPython code never sees an array never imports NumPy). */
static int numpy_imported(void) {
  static int imported;
  if (!imported && _import_array() == 0)
    imported = 1;
  return imported;
}

/* A memref descriptor's memory as the buffer protocol describes it. */
typedef struct {
  char *data;
  int32_t ndim;
  Py_ssize_t itemsize;
  Py_ssize_t *shape, *strides; /* in bytes */
  int typenum;                  /* NumPy's */
} Layout;

static void layout_of(Layout *l, const int64_t *descriptor, int32_t ndim, int32_t dlpack_code,
                      int32_t bits) {
  l->ndim = ndim;
  l->itemsize = dlpack_code == 6 ? 1 : bits / 8;
  static const int ints[] = {NPY_INT8, NPY_INT16, NPY_INT32, NPY_INT64};
  static const int uints[] = {NPY_UINT8, NPY_UINT16, NPY_UINT32, NPY_UINT64};
  static const int floats[] = {NPY_NOTYPE, NPY_HALF, NPY_FLOAT, NPY_DOUBLE};
  int size = l->itemsize == 1 ? 0 : l->itemsize == 2 ? 1 : l->itemsize == 4 ? 2 : 3;
  l->typenum = dlpack_code == 6   ? NPY_BOOL
               : dlpack_code == 0 ? ints[size]
               : dlpack_code == 1 ? uints[size]
               : dlpack_code == 5 ? (l->itemsize == 8 ? NPY_CFLOAT : NPY_CDOUBLE)
                                  : floats[size];
  static char empty; /* NumPy needs an address even for no elements */
  char *aligned = (char *)(intptr_t)descriptor[1];
  l->data = aligned ? aligned + descriptor[2] * l->itemsize : &empty;
  for (int32_t axis = 0; axis < ndim; ++axis) {
    l->shape[axis] = descriptor[3 + axis];
    l->strides[axis] = descriptor[3 + ndim + axis] * l->itemsize;
  }
}

/* Whether `object` exports a buffer holding l's data (1) and is exactly l
 * (2); 0 otherwise, leaving no error set. */
static int holds_layout(PyObject *object, const Layout *l) {
  if (PyBytes_Check(object) || PyUnicode_Check(object) || !PyObject_CheckBuffer(object))
    return 0;
  Py_buffer view;
  int typenum = -1; /* only a NumPy array of l's dtype can be the array itself */
  if (numpy_imported() && PyArray_Check(object)) { /* the same, without exporting a buffer */
    PyArrayObject *array = (PyArrayObject *)object;
    typenum = PyArray_TYPE(array);
    view = (Py_buffer){.buf = PyArray_DATA(array), .itemsize = PyArray_ITEMSIZE(array),
                       .ndim = PyArray_NDIM(array), .shape = PyArray_DIMS(array),
                       .strides = PyArray_STRIDES(array)};
  } else if (PyErr_Occurred()) { /* no NumPy: array_with_owner raises its ImportError */
    return 0;
  } else if (PyObject_GetBuffer(object, &view, PyBUF_RECORDS_RO) < 0) {
    PyErr_Clear();
    return 0;
  }
  const char *low = view.buf, *high = (const char *)view.buf + view.itemsize;
  for (int axis = 0; axis < view.ndim; ++axis) {
    Py_ssize_t span = view.shape[axis] > 0 ? (view.shape[axis] - 1) * view.strides[axis] : 0;
    if (span < 0)
      low += span;
    else
      high += span;
  }
  int holds = l->data >= low && l->data <= high;
  int same = holds && view.buf == l->data && view.ndim == l->ndim && view.itemsize == l->itemsize &&
             typenum >= 0 && PyArray_EquivTypenums(typenum, l->typenum); /* not a view as
                                                                             another dtype */
  for (int axis = 0; same && axis < l->ndim; ++axis)
    same = view.shape[axis] == l->shape[axis] &&
           (l->shape[axis] == 1 || view.strides[axis] == l->strides[axis]);
  if (view.obj)
    PyBuffer_Release(&view);
  return same ? 2 : holds;
}

/* The argument of the Python call in progress on this thread (the loader
 * puts them in the thread's dict under "pyrite.arguments") whose memory
 * holds l's, borrowed, or NULL; *same when it is exactly that array. */
static PyObject *argument_holding(const Layout *l, int *same) {
  static PyObject *key; /* interned once */
  if (!key && !(key = PyUnicode_InternFromString("pyrite.arguments")))
    return NULL;
  PyObject *dict = PyThreadState_GetDict();
  PyObject *arguments = dict ? PyDict_GetItemWithError(dict, key) : NULL;
  for (Py_ssize_t i = 0; arguments && PyTuple_Check(arguments) && i < PyTuple_GET_SIZE(arguments);
       ++i) {
    int holds = holds_layout(PyTuple_GET_ITEM(arguments, i), l);
    if (holds) {
      *same = holds == 2;
      return PyTuple_GET_ITEM(arguments, i);
    }
  }
  return NULL;
}

/* The array of layout `l`: `owner` itself when it is exactly that array (so
 * the same array crosses as the same object), else a writable view whose
 * base is `owner` (None: a view holding nothing). */
static PyObject *array_with_owner(const Layout *l, PyObject *owner) {
  if (holds_layout(owner, l) == 2)
    return Py_NewRef(owner);
  if (!numpy_imported())
    return NULL;
  PyObject *array = PyArray_NewFromDescr(&PyArray_Type, PyArray_DescrFromType(l->typenum),
                                         l->ndim, (npy_intp *)l->shape, (npy_intp *)l->strides,
                                         l->data, NPY_ARRAY_WRITEABLE, NULL);
  if (array && owner != Py_None &&
      PyArray_SetBaseObject((PyArrayObject *)array, Py_NewRef(owner)) < 0)
    Py_CLEAR(array); /* SetBaseObject took the reference either way */
  return array;
}

/* The arena's allocator (malloc, or a GPU's managed memory) frees it. */
static void free_block(PyObject *capsule) {
  void (*free_raw)(void *) = (void (*)(void *))PyCapsule_GetContext(capsule);
  free_raw(PyCapsule_GetPointer(capsule, "pyrite.block"));
}

/* The owner of an arena block: the first array CPython sees of it, holding
 * a capsule that frees the block. */
static PyObject *block_array(void *raw, void (*free_raw)(void *), const int64_t *descriptor,
                             int32_t ndim, int32_t dlpack_code, int32_t bits) {
  Py_ssize_t shape[ndim + 1], strides[ndim + 1];
  Layout l = {.shape = shape, .strides = strides};
  layout_of(&l, descriptor, ndim, dlpack_code, bits);
  PyObject *capsule = PyCapsule_New(raw, "pyrite.block", free_block);
  if (capsule && PyCapsule_SetContext(capsule, (void *)free_raw) != 0) {
    PyCapsule_SetDestructor(capsule, NULL);
    Py_CLEAR(capsule);
  }
  PyObject *array = capsule ? array_with_owner(&l, capsule) : NULL;
  if (capsule && !array) /* the arena keeps the block */
    PyCapsule_SetDestructor(capsule, NULL);
  Py_XDECREF(capsule);
  return array;
}

static void *adopt_block(void *raw, void (*free_raw)(void *), const int64_t *descriptor,
                         int32_t ndim, int32_t dlpack_code, int32_t bits) {
  WITH_GIL(void *, block_array(raw, free_raw, descriptor, ndim, dlpack_code, bits));
}

const void *pyrite_cpython_array_ownership(void) {
  static const PyriteArrayOwnership ownership = {adopt_block, pyrite_object_decref};
  return &ownership;
}

static PyObject *array_object(const int64_t *descriptor, int32_t ndim, int32_t dlpack_code,
                              int32_t bits, PyObject *owner) {
  Py_ssize_t shape[ndim + 1], strides[ndim + 1];
  Layout l = {.shape = shape, .strides = strides};
  layout_of(&l, descriptor, ndim, dlpack_code, bits);
  int same = 0;
  if (!owner && (owner = argument_holding(&l, &same)) && same)
    return Py_NewRef(owner);
  return array_with_owner(&l, owner ? owner : Py_None);
}

void *pyrite_object_from_array(const int64_t *descriptor, int32_t ndim, int32_t dlpack_code,
                               int32_t bits, void *owner) {
  WITH_GIL(void *, array_object(descriptor, ndim, dlpack_code, bits, owner));
}
