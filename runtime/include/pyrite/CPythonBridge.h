/*===- CPythonBridge.h - Compiled code meets CPython ----------------*- C -*-===*
 *
 * libpyrite_cpython.so, the only part of pyrite that links libpython: what
 * compiled code calls for the constructs CPython runs (fallbacks) and for the
 * values it holds as CPython objects. Objects are `void *` (PyObject *);
 * "new" below means a new reference the caller owns.
 *
 * The GIL: called from Python, compiled code that uses this library runs with
 * the GIL held (the loader's calls keep it). In a C program with no
 * interpreter the first call here starts one (Py_InitializeEx(0)) and then
 * releases the GIL (PyEval_SaveThread), so that any thread may call; every
 * function here takes the GIL for its work (PyGILState_Ensure), which costs
 * little when the caller holds it already. pyrite_object_incref/decref take
 * it only when the calling thread does not hold it.
 *
 * Errors: a function that fails returns -1 or NULL and leaves no Python
 * error set. What CPython raised waits in this library (thread-local) until
 * the compiled code that saw the failure moves it into the runtime it links
 * (pyrite/Runtime.h; each compiled object has its own copy):
 *
 *   pyrite_raise_foreign(pyrite_cpython_error_name(), pyrite_cpython_error_message(),
 *                        pyrite_cpython_error_take(),
 *                        (void (*)(void *))pyrite_cpython_error_release_function());
 *
 * The payload is the exception object, its __traceback__ set.
 *===----------------------------------------------------------------------===*/
#ifndef PYRITE_CPYTHON_BRIDGE_H
#define PYRITE_CPYTHON_BRIDGE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* --- Structures compiled code emits as globals ------------------------------
 * Natural alignment, 64-bit: PyriteModule is 4 pointers (32 bytes);
 * PyriteFallbackSite is 5 pointers then 6 int32s (64 bytes). */

/** One compiled file (a global in its object, named `pyrite_<module>_.module`). */
typedef struct PyriteModule {
  /** The module's namespace dict, where fallbacks find module-level names
   * (borrowed: the Python loader keeps it alive), or NULL: the first fallback
   * then runs `source` once as a module (see pyrite_fallback_run) and keeps
   * its namespace here. */
  void *globals;
  const char *filename; /**< the source file's path as given to the compiler */
  const char *name;     /**< the module's name: the file's stem */
  const char *source;   /**< the file's whole text, NUL-terminated */
} PyriteModule;

enum { PYRITE_SITE_STATEMENT, PYRITE_SITE_EXPRESSION, PYRITE_SITE_LEAVING };
/** How a leaving site's statement ended. */
typedef enum {
  PYRITE_SITE_ENDED, PYRITE_SITE_RETURNED, PYRITE_SITE_BROKE, PYRITE_SITE_CONTINUED
} PyriteSiteExit;

/** One construct CPython runs (a global in the object, not constant). */
typedef struct PyriteFallbackSite {
  /** The site's compiled Python function: NULL until the first run, then
   * owned by the bridge. */
  void *function;
  PyriteModule *module;
  /** The construct's exact text, from its first character in the file. */
  const char *source;
  /** The names read, then the names written, each NUL-terminated, back to back. */
  const char *names;
  /** The enclosing Python function's name, for tracebacks. */
  const char *function_name;
  int32_t reads, writes; /**< how many names of each */
  int32_t line, column;  /**< where `source` starts in the file, 1-based */
  /** PYRITE_SITE_STATEMENT, _EXPRESSION (writes == 0, one result) or
   * _LEAVING: a statement with a `return` inside, or a `break` or `continue`
   * of a loop around it, whose results after the writes are the value it
   * returned (NULL when it did not) and how it ended, a PyriteSiteExit cast
   * to a pointer. */
  int32_t form;
  int32_t reserved;
} PyriteFallbackSite;

/* --- Fallbacks ------------------------------------------------------------- */

/** Runs `site` in CPython with reads[i] the value of the i-th read name
 * (borrowed; NULL: unbound). Returns 0 with results[j] a new reference to
 * the j-th written name's value after it (NULL: unbound), or for an
 * expression results[0] a new reference to its value; -1 when CPython raised
 * (a SyntaxError in the construct too).
 *
 * The first run compiles the construct as the body of a function named
 * after the enclosing one, whose globals are the module's namespace (read
 * live, never added to), with the construct on its own line of the file in
 * tracebacks. Where the module has no namespace yet (a C program), it first
 * runs the module's source once as a module of its name: registered in
 * sys.modules, `__file__` set, the file's directory put first on sys.path;
 * one thread does so while others wait. */
int32_t pyrite_fallback_run(PyriteFallbackSite *site, void *const *reads, void **results);

/* --- The pending exception --------------------------------------------------
 * What the last failing call on this thread raised. */

/** Its class's name ("KeyError", "MyError"; the part after the last dot). */
const char *pyrite_cpython_error_name(void);
/** str() of it as UTF-8, "" when str() raised. */
const char *pyrite_cpython_error_message(void);
/** The exception object (new; the caller owns it), NULL once taken. */
void *pyrite_cpython_error_take(void);
/** A `void release(void *exception)` that drops such an object's reference
 * from any thread, taking the GIL (pyrite_raise_foreign's `release`). */
void *pyrite_cpython_error_release_function(void);

/* --- Objects -------------------------------------------------------------- */

void pyrite_object_incref(void *object); /**< NULL-safe */
void pyrite_object_decref(void *object); /**< NULL-safe */
/* New references, NULL on failure. */
void *pyrite_object_from_int(int64_t value);
void *pyrite_object_from_float(double value);
void *pyrite_object_from_complex(double real, double imag);
void *pyrite_object_from_bool(int32_t value); /**< True or False */
void *pyrite_object_none(void);
/** numpy.<dtype>(value), a NumPy scalar: `value` points to the machine value
 * (bool a byte, ints their width, float16 its 16 bits, float32, float64);
 * dlpack_code 0 int, 1 uint, 2 float, 6 bool; bits 8 to 64. */
void *pyrite_object_from_npscalar(const void *value, int32_t dlpack_code, int32_t bits);
/** A NumPy array of the memref descriptor `descriptor` ({allocated, aligned,
 * offset, sizes[ndim], strides[ndim]} in elements, as pyrite/Runtime.h says;
 * dtype as pyrite_object_from_npscalar's), sharing its memory: CPython sees
 * what compiled code writes there and the other way round. `owner` keeps the
 * memory alive (from pyrite_array_owner, for a buffer compiled code made);
 * NULL for memory the caller owns: called from Python, the array is the
 * call's argument itself where it is exactly one (its view otherwise, holding
 * it), else (a C caller's memory) a view holding nothing, which CPython code
 * must not keep past the call. */
void *pyrite_object_from_array(const int64_t *descriptor, int32_t ndim, int32_t dlpack_code,
                               int32_t bits, void *owner);
/** The PyriteArrayOwnership (pyrite/Runtime.h) to give pyrite_array_owner:
 * an owner is a capsule that frees its block when its last reference goes. */
const void *pyrite_cpython_array_ownership(void);
/** Checked unboxing, `what` naming the value for messages ("variable 'n'").
 * Each returns 0, or -1 after raising:
 *  - to_int takes int, bool and anything with __index__, else TypeError
 *    "<what> must be int, not <type>"; OverflowError beyond 64 bits;
 *  - to_float takes float, int and anything with __float__ or __index__,
 *    else TypeError "<what> must be float, not <type>" (a str too);
 *  - to_bool takes True, False and NumPy's bool scalars, else TypeError;
 *  - a NULL object (an unbound variable) raises UnboundLocalError: CPython's
 *    "cannot access local variable 'x' where it is not associated with a
 *    value" for `what` "variable 'x'", else "<what> is unbound". */
int32_t pyrite_object_to_int(void *object, const char *what, int64_t *out);
/** As to_int, for an array index: IndexError where NumPy raises it. */
int32_t pyrite_object_to_index(void *object, const char *what, int64_t *out);
int32_t pyrite_object_to_float(void *object, const char *what, double *out);
/** complex(object) into out[0] (real) and out[1] (imag). */
int32_t pyrite_object_to_complex(void *object, const char *what, double *out);
int32_t pyrite_object_to_bool(void *object, const char *what, int8_t *out);
/** bool(object): 1, 0, or -1 when CPython raised. */
int32_t pyrite_object_truth(void *object);

/* Operators, numbered as the py dialect's BinaryOpKind, CmpPredicate and
 * UnaryOpKind. A NULL operand (an unbound variable) raises
 * UnboundLocalError("local variable is unbound"), here and in
 * pyrite_object_truth, _getitem, _setitem, _getattr and _call. */
enum PyriteObjectBinary {
  PYRITE_OBJ_ADD, PYRITE_OBJ_SUB, PYRITE_OBJ_MUL, PYRITE_OBJ_TRUEDIV, PYRITE_OBJ_FLOORDIV,
  PYRITE_OBJ_MOD, PYRITE_OBJ_POW, PYRITE_OBJ_LSHIFT, PYRITE_OBJ_RSHIFT, PYRITE_OBJ_AND,
  PYRITE_OBJ_OR, PYRITE_OBJ_XOR, PYRITE_OBJ_MATMUL
};
enum PyriteObjectCompare {
  PYRITE_OBJ_LT, PYRITE_OBJ_LE, PYRITE_OBJ_GT, PYRITE_OBJ_GE, PYRITE_OBJ_EQ, PYRITE_OBJ_NE
};
enum PyriteObjectUnary { PYRITE_OBJ_NEG, PYRITE_OBJ_POS, PYRITE_OBJ_INVERT, PYRITE_OBJ_NOT };
/** a op b (`inplace`: a op= b, PyNumber_InPlace*, which extends a list in
 * place); new reference or NULL. */
void *pyrite_object_binary(int32_t op, int32_t inplace, void *a, void *b);
/** a op b (PyObject_RichCompare); new reference or NULL. */
void *pyrite_object_compare(int32_t op, void *a, void *b);
/** op a (PYRITE_OBJ_NOT gives True or False); new reference or NULL. */
void *pyrite_object_unary(int32_t op, void *a);
/** object[key] (PyObject_GetItem); new reference or NULL. */
void *pyrite_object_getitem(void *object, void *key);
/** object[key] = value (PyObject_SetItem); 0, or -1 when CPython raised. */
int32_t pyrite_object_setitem(void *object, void *key, void *value);
/** The tuple of `count` objects (borrowed); new reference or NULL. */
void *pyrite_object_tuple(void *const *items, int32_t count);
/** sequence[index] (PySequence_GetItem); new reference or NULL. */
void *pyrite_object_item(void *sequence, int64_t index);
/** `object` unpacked into `count` targets as CPython does: a tuple of
 * exactly `count` items (new reference), or NULL with CPython's TypeError
 * or ValueError ("not enough values to unpack (expected 2, got 1)"). */
void *pyrite_object_unpack(void *object, int64_t count);
/** object.name; new reference or NULL. */
void *pyrite_object_getattr(void *object, const char *name);
/** callee(*args) for a builtin ("len", looked up in builtins) or a module's
 * function ("math.sqrt", "os.path.join": the module named before the last
 * dot imported, the attribute after it), resolved again at every call (a
 * rebinding counts); args borrowed. New reference or NULL. */
void *pyrite_object_call(const char *callee, void *const *args, int32_t count);

#ifdef __cplusplus
}
#endif

#endif /* PYRITE_CPYTHON_BRIDGE_H */
