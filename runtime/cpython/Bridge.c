/*===- Bridge.c - Compiled code meets CPython ------------------------*- C -*-===*
 *
 * See pyrite/CPythonBridge.h. Each compiled object links its own copy of the
 * runtime (libpyrite_runtime.a) while this library is loaded once per
 * process, so an exception CPython raised waits here (thread-local) until the
 * compiled code that saw the failure moves it into its runtime
 * (pyrite_cpython_error_*, then pyrite_raise_foreign).
 *===----------------------------------------------------------------------===*/
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "pyrite/CPythonBridge.h"

#include <string.h>

/*===------------------------------------------------------------------------===
 * The pending exception
 *===------------------------------------------------------------------------===*/

static _Thread_local PyObject *pending;      /* the exception object */
static _Thread_local char pending_name[128]; /* its class's name */
static _Thread_local char pending_message[512];

static void release_exception(void *exception) {
  PyGILState_STATE gil = PyGILState_Ensure();
  Py_XDECREF((PyObject *)exception);
  PyGILState_Release(gil);
}

/* Moves CPython's raised exception here. The GIL is held. */
static void stash_exception(void) {
  PyObject *type, *value, *traceback;
  PyErr_Fetch(&type, &value, &traceback);
  PyErr_NormalizeException(&type, &value, &traceback);
  if (value && traceback)
    PyException_SetTraceback(value, traceback);
  const char *name = type ? ((PyTypeObject *)type)->tp_name : "SystemError";
  const char *dot = strrchr(name, '.');
  snprintf(pending_name, sizeof pending_name, "%s", dot ? dot + 1 : name);
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

/* A C program's first fallback starts CPython; the GIL is then released, so
 * that every entry point here takes it the same way. */
static void ensure_interpreter(void) {
  if (!Py_IsInitialized()) {
    Py_InitializeEx(0);
    PyEval_SaveThread();
  }
}

/* The module's namespace: the one the loader set, else the file's source run
 * once as a module of its name (its directory first on sys.path). */
static PyObject *module_namespace(PyriteModule *module) {
  if (module->globals)
    return module->globals;
  PyObject *created = PyModule_New(module->name);
  if (!created)
    return NULL;
  PyObject *globals = PyModule_GetDict(created);
  PyObject *file = PyUnicode_FromString(module->filename);
  PyObject *modules = PyImport_GetModuleDict();
  int failed = !file || PyDict_SetItemString(globals, "__file__", file) < 0 ||
               PyDict_SetItemString(globals, "__builtins__", PyEval_GetBuiltins()) < 0 ||
               PyDict_SetItemString(modules, module->name, created) < 0;
  Py_XDECREF(file);
  if (!failed) {
    PyObject *path = PySys_GetObject("path");
    const char *slash = strrchr(module->filename, '/');
    PyObject *directory = slash ? PyUnicode_FromStringAndSize(module->filename,
                                                              slash - module->filename)
                                : PyUnicode_FromString(".");
    failed = !directory || !path || PyList_Insert(path, 0, directory) < 0;
    Py_XDECREF(directory);
  }
  PyObject *code = failed ? NULL : Py_CompileString(module->source, module->filename, Py_file_input);
  PyObject *ran = code ? PyEval_EvalCode(code, globals, globals) : NULL;
  Py_XDECREF(code);
  if (!ran) {
    Py_DECREF(created);
    return NULL;
  }
  Py_DECREF(ran);
  module->globals = globals; /* kept for the process, with its module */
  return globals;
}

/*===------------------------------------------------------------------------===
 * Fallbacks
 *===------------------------------------------------------------------------===*/

static PyObject *unbound; /* what an unbound variable crosses as */

typedef struct {
  char *data;
  size_t size, capacity;
} Text;

static int append(Text *t, const char *s, size_t n) {
  if (t->size + n + 1 > t->capacity) {
    size_t capacity = (t->size + n + 1) * 2;
    char *data = PyMem_Realloc(t->data, capacity);
    if (!data)
      return -1;
    t->data = data;
    t->capacity = capacity;
  }
  memcpy(t->data + t->size, s, n);
  t->size += n;
  t->data[t->size] = '\0';
  return 0;
}

static int appends(Text *t, const char *s) { return append(t, s, strlen(s)); }

/* The statement's lines, indented by 4: its first line starts at `column` in
 * the file, so later lines lose column - 1 leading blanks (a line with fewer,
 * inside a triple-quoted string, stays as it is). */
static int append_reindented(Text *t, const char *source, int32_t column) {
  const char *line = source;
  int first = 1;
  while (*line) {
    const char *end = strchr(line, '\n');
    size_t length = end ? (size_t)(end - line) : strlen(line);
    size_t strip = 0;
    if (!first)
      while (strip < (size_t)(column - 1) && strip < length &&
             (line[strip] == ' ' || line[strip] == '\t'))
        ++strip;
    if (!first && strip < (size_t)(column - 1) && strip < length)
      strip = 0;
    if (appends(t, "    ") < 0 || append(t, line + strip, length - strip) < 0 ||
        appends(t, "\n") < 0)
      return -1;
    first = 0;
    line = end ? end + 1 : line + length;
  }
  return 0;
}

/* def <function>(<reads>, __pyrite_unbound=<unbound>):
 *     if <read> is __pyrite_unbound: del <read>
 *     <statement>                       (an expression: return (<expression>))
 *     try: __pyrite_w0 = <write>
 *     except NameError: __pyrite_w0 = __pyrite_unbound
 *     return (__pyrite_w0, ...)
 * with blank lines first so that the construct keeps its line number. */
static PyObject *compile_site(PyriteFallbackSite *site, PyObject *globals) {
  const char *names[site->reads + site->writes + 1];
  const char *name = site->names;
  for (int32_t i = 0; i < site->reads + site->writes; ++i) {
    names[i] = name;
    name += strlen(name) + 1;
  }
  Text t = {0};
  int32_t prologue = 1 + site->reads; /* lines before the construct */
  int failed = 0;
  /* A construct on the file's first lines ends up a few lines lower. */
  for (int32_t i = 1; i < site->line - prologue; ++i)
    failed |= appends(&t, "\n");
  failed |= appends(&t, "def ") | appends(&t, site->function_name) | appends(&t, "(");
  for (int32_t i = 0; i < site->reads; ++i)
    failed |= appends(&t, names[i]) | appends(&t, ", ");
  failed |= appends(&t, "__pyrite_unbound=None):\n");
  for (int32_t i = 0; i < site->reads; ++i)
    failed |= appends(&t, "    if ") | appends(&t, names[i]) |
              appends(&t, " is __pyrite_unbound: del ") | appends(&t, names[i]) | appends(&t, "\n");
  if (site->is_expression) {
    failed |= appends(&t, "    return (") | appends(&t, site->source) | appends(&t, "\n    )\n");
  } else {
    failed |= append_reindented(&t, site->source, site->column);
    char number[32];
    for (int32_t j = 0; j < site->writes; ++j) {
      snprintf(number, sizeof number, "%d", (int)j);
      failed |= appends(&t, "    try: __pyrite_w") | appends(&t, number) | appends(&t, " = ") |
                appends(&t, names[site->reads + j]) |
                appends(&t, "\n    except NameError: __pyrite_w") | appends(&t, number) |
                appends(&t, " = __pyrite_unbound\n");
    }
    failed |= appends(&t, "    return (");
    for (int32_t j = 0; j < site->writes; ++j) {
      snprintf(number, sizeof number, "__pyrite_w%d, ", (int)j);
      failed |= appends(&t, number);
    }
    failed |= appends(&t, ")\n");
  }
  if (failed) {
    PyMem_Free(t.data);
    return PyErr_NoMemory();
  }
  PyObject *code = Py_CompileString(t.data, site->module->filename, Py_file_input);
  PyMem_Free(t.data);
  if (!code)
    return NULL;
  /* Run in a scratch dict for the function's code, then rebuilt over the
   * module's namespace: its globals are the module's, nothing is added to it. */
  PyObject *scratch = PyDict_New();
  PyObject *ran = scratch && PyDict_SetItemString(scratch, "__builtins__", PyEval_GetBuiltins()) == 0
                      ? PyEval_EvalCode(code, scratch, scratch)
                      : NULL;
  Py_DECREF(code);
  PyObject *made = ran ? PyDict_GetItemString(scratch, site->function_name) : NULL;
  PyObject *function = made ? PyFunction_New(PyFunction_GetCode(made), globals) : NULL;
  Py_XDECREF(ran);
  Py_XDECREF(scratch);
  if (!function)
    return NULL;
  PyObject *defaults = PyTuple_Pack(1, unbound);
  if (!defaults || PyFunction_SetDefaults(function, defaults) < 0) {
    Py_XDECREF(defaults);
    Py_DECREF(function);
    return NULL;
  }
  Py_DECREF(defaults);
  return function;
}

int32_t pyrite_fallback_run(PyriteFallbackSite *site, void *const *reads, void **results) {
  ensure_interpreter();
  PyGILState_STATE gil = PyGILState_Ensure();
  int32_t status = -1;
  if (!unbound)
    unbound = PyObject_CallNoArgs((PyObject *)&PyBaseObject_Type);
  if (!site->function && unbound) {
    PyObject *globals = module_namespace(site->module);
    site->function = globals ? compile_site(site, globals) : NULL;
  }
  if (site->function) {
    PyObject *args[site->reads + 1];
    for (int32_t i = 0; i < site->reads; ++i)
      args[i] = reads[i] ? (PyObject *)reads[i] : unbound;
    PyObject *result = PyObject_Vectorcall(site->function, args, site->reads, NULL);
    if (result && site->is_expression) {
      results[0] = result;
      status = 0;
    } else if (result) {
      for (int32_t j = 0; j < site->writes; ++j) {
        PyObject *value = PyTuple_GET_ITEM(result, j);
        results[j] = value == unbound ? NULL : Py_NewRef(value);
      }
      Py_DECREF(result);
      status = 0;
    }
  }
  if (status != 0)
    stash_exception();
  PyGILState_Release(gil);
  return status;
}

/*===------------------------------------------------------------------------===
 * Objects
 *===------------------------------------------------------------------------===*/

void pyrite_object_incref(void *object) { Py_XINCREF((PyObject *)object); }
void pyrite_object_decref(void *object) { Py_XDECREF((PyObject *)object); }

/* Runs `expression` (a PyObject * computed with the GIL held), stashing the
 * exception when it is NULL. */
#define WITH_GIL(type, expression)                                                                 \
  do {                                                                                             \
    ensure_interpreter();                                                                          \
    PyGILState_STATE gil = PyGILState_Ensure();                                                    \
    type result_ = (expression);                                                                   \
    if (PyErr_Occurred())                                                                          \
      stash_exception();                                                                           \
    PyGILState_Release(gil);                                                                       \
    return result_;                                                                                \
  } while (0)

static int unbound_operand(void *object) {
  if (object)
    return 0;
  PyErr_SetString(PyExc_UnboundLocalError,
                  "cannot access local variable: it is not associated with a value");
  return 1;
}

void *pyrite_object_from_int(int64_t value) { WITH_GIL(void *, PyLong_FromLongLong(value)); }
void *pyrite_object_from_float(double value) { WITH_GIL(void *, PyFloat_FromDouble(value)); }
void *pyrite_object_from_bool(int32_t value) { WITH_GIL(void *, PyBool_FromLong(value)); }
void *pyrite_object_none(void) { WITH_GIL(void *, Py_NewRef(Py_None)); }

static PyObject *npscalar(const void *value, int32_t dlpack_code, int32_t bits) {
  const char *kind = dlpack_code == 0 ? "int" : dlpack_code == 1 ? "uint"
                     : dlpack_code == 2 ? "float" : "bool";
  char dtype[16];
  if (dlpack_code == 6)
    snprintf(dtype, sizeof dtype, "bool");
  else
    snprintf(dtype, sizeof dtype, "%s%d", kind, (int)bits);
  PyObject *numpy = PyImport_ImportModule("numpy");
  PyObject *bytes = PyBytes_FromStringAndSize(value, dlpack_code == 6 ? 1 : bits / 8);
  PyObject *array = numpy && bytes ? PyObject_CallMethod(numpy, "frombuffer", "Os", bytes, dtype)
                                   : NULL;
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
  if (unbound_operand(o))
    return -1;
  if (!PyIndex_Check(o)) {
    PyErr_Format(PyExc_TypeError, "%s must be int, not '%.100s'", what, Py_TYPE(o)->tp_name);
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

static int32_t to_float(PyObject *o, const char *what, double *out) {
  if (unbound_operand(o))
    return -1;
  if (!PyFloat_Check(o) && !PyLong_Check(o) && !(Py_TYPE(o)->tp_as_number &&
                                                   Py_TYPE(o)->tp_as_number->nb_float)) {
    PyErr_Format(PyExc_TypeError, "%s must be float, not '%.100s'", what, Py_TYPE(o)->tp_name);
    return -1;
  }
  *out = PyFloat_AsDouble(o);
  return PyErr_Occurred() ? -1 : 0;
}

static int32_t to_bool(PyObject *o, const char *what, int8_t *out) {
  if (unbound_operand(o))
    return -1;
  if (!PyBool_Check(o)) {
    PyErr_Format(PyExc_TypeError, "%s must be bool, not '%.100s'", what, Py_TYPE(o)->tp_name);
    return -1;
  }
  *out = o == Py_True;
  return 0;
}

int32_t pyrite_object_to_int(void *object, const char *what, int64_t *out) {
  WITH_GIL(int32_t, to_int(object, what, out));
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

int32_t pyrite_object_to_index(void *object, const char *what, int64_t *out) {
  WITH_GIL(int32_t, to_index(object, what, out));
}
int32_t pyrite_object_to_float(void *object, const char *what, double *out) {
  WITH_GIL(int32_t, to_float(object, what, out));
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

/* The callee a name denotes, looked up once per name (names are the
 * compiled code's constant strings: their addresses key the cache). */
static PyObject *callee_of(const char *name) {
  enum { SLOTS = 256 };
  static const char *keys[SLOTS];
  static PyObject *values[SLOTS];
  size_t slot = ((uintptr_t)name >> 3) % SLOTS;
  if (keys[slot] == name)
    return values[slot];
  PyObject *callee;
  const char *dot = strrchr(name, '.');
  if (dot) {
    PyObject *module_name = PyUnicode_FromStringAndSize(name, dot - name);
    PyObject *module = module_name ? PyImport_Import(module_name) : NULL;
    callee = module ? PyObject_GetAttrString(module, dot + 1) : NULL;
    Py_XDECREF(module);
    Py_XDECREF(module_name);
  } else {
    callee = PyDict_GetItemString(PyEval_GetBuiltins(), name);
    Py_XINCREF(callee);
    if (!callee)
      PyErr_Format(PyExc_NameError, "name '%s' is not defined", name);
  }
  if (!callee)
    return NULL;
  Py_XDECREF(values[slot]);
  keys[slot] = name;
  values[slot] = callee;
  return callee;
}

static PyObject *call(const char *name, void *const *args, int32_t count) {
  for (int32_t i = 0; i < count; ++i)
    if (unbound_operand(args[i]))
      return NULL;
  PyObject *callee = callee_of(name);
  return callee ? PyObject_Vectorcall(callee, (PyObject *const *)args, count, NULL) : NULL;
}

void *pyrite_object_call(const char *callee, void *const *args, int32_t count) {
  WITH_GIL(void *, call(callee, args, count));
}

static PyObject *getattr(PyObject *object, const char *name) {
  return unbound_operand(object) ? NULL : PyObject_GetAttrString(object, name);
}

void *pyrite_object_getattr(void *object, const char *name) {
  WITH_GIL(void *, getattr(object, name));
}
