/*===- CPythonBridge.h - Compiled code meets CPython ----------------*- C -*-===*
 *
 * libpyrite_cpython.so, the only part of pyrite that links libpython: what
 * compiled code calls for the constructs CPython runs (fallbacks) and for the
 * values it holds as CPython objects. Objects are `void *` (PyObject *).
 *
 * The GIL: called from Python, compiled code that uses this library runs with
 * the GIL held (the loader's calls keep it). In a C program with no
 * interpreter the first fallback starts one (Py_InitializeEx(0)), runs the
 * module's source once for its namespace and releases the GIL; every function
 * here that runs Python code takes the GIL (PyGILState_Ensure) for its work,
 * so any thread may call. pyrite_object_incref/decref expect it held, as
 * compiled code holds it around the objects it uses only inside such calls.
 *
 * Errors: a function that fails returns -1 or NULL after setting the
 * runtime's pending exception (pyrite_raise_foreign): its class name, str()
 * as message, and the exception object as payload (a new reference).
 *===----------------------------------------------------------------------===*/
#ifndef PYRITE_CPYTHON_BRIDGE_H
#define PYRITE_CPYTHON_BRIDGE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* One compiled file (a global in its object, named `pyrite_<module>_.module`). */
typedef struct PyriteModule {
  void *globals;        /* the namespace dict (borrowed; the loader keeps it alive), or NULL */
  const char *filename; /* the source file as given to the compiler */
  const char *name;     /* the module's name: the file's stem */
  const char *source;   /* the file's whole text: run once where no namespace was set */
} PyriteModule;

/* One construct CPython runs (a global in the object). */
typedef struct PyriteFallbackSite {
  void *function;            /* the compiled Python function; NULL until the first run */
  PyriteModule *module;
  const char *source;        /* the construct's exact text, from its first character */
  const char *names;         /* names read, then names written, each NUL-terminated */
  const char *function_name; /* the enclosing Python function, for tracebacks */
  int32_t reads, writes;
  int32_t line, column;      /* where `source` starts, 1-based */
  int32_t is_expression;     /* 1: an expression (one result, no writes); 0: a statement */
  int32_t reserved;
} PyriteFallbackSite;

/* Runs `site` with reads[i] the value of the i-th read name (borrowed; NULL:
 * unbound). Returns 0 with results[j] a new reference to the j-th written
 * name's value after it (NULL: unbound), or for an expression results[0] its
 * value; -1 when CPython raised. */
int32_t pyrite_fallback_run(PyriteFallbackSite *site, void *const *reads, void **results);

void pyrite_object_incref(void *object); /* NULL-safe */
void pyrite_object_decref(void *object); /* NULL-safe */
/* New references, NULL on failure. */
void *pyrite_object_from_int(int64_t value);
void *pyrite_object_from_float(double value);
void *pyrite_object_from_bool(int32_t value);
void *pyrite_object_none(void);
/* numpy.<dtype>(value): `value` points to the machine value (bool a byte,
 * float16 its bits); dlpack_code 0 int, 1 uint, 2 float, 6 bool. */
void *pyrite_object_from_npscalar(const void *value, int32_t dlpack_code, int32_t bits);
/* Checked unboxing: 0, or -1 with TypeError naming `what` (int: anything
 * with __index__, OverflowError beyond 64 bits; float: real numbers; bool:
 * True and False), or UnboundLocalError for NULL. */
int32_t pyrite_object_to_int(void *object, const char *what, int64_t *out);
/* As to_int, for an array index: IndexError where NumPy raises it. */
int32_t pyrite_object_to_index(void *object, const char *what, int64_t *out);
int32_t pyrite_object_to_float(void *object, const char *what, double *out);
int32_t pyrite_object_to_bool(void *object, const char *what, int8_t *out);
/* bool(object): 1, 0, or -1 when CPython raised. */
int32_t pyrite_object_truth(void *object);

/* Operators, numbered as the py dialect's BinaryOpKind, CmpPredicate and UnaryOpKind. */
enum PyriteObjectBinary {
  PYRITE_OBJ_ADD, PYRITE_OBJ_SUB, PYRITE_OBJ_MUL, PYRITE_OBJ_TRUEDIV, PYRITE_OBJ_FLOORDIV,
  PYRITE_OBJ_MOD, PYRITE_OBJ_POW, PYRITE_OBJ_LSHIFT, PYRITE_OBJ_RSHIFT, PYRITE_OBJ_AND,
  PYRITE_OBJ_OR, PYRITE_OBJ_XOR, PYRITE_OBJ_MATMUL
};
enum PyriteObjectCompare {
  PYRITE_OBJ_LT, PYRITE_OBJ_LE, PYRITE_OBJ_GT, PYRITE_OBJ_GE, PYRITE_OBJ_EQ, PYRITE_OBJ_NE
};
enum PyriteObjectUnary { PYRITE_OBJ_NEG, PYRITE_OBJ_POS, PYRITE_OBJ_INVERT, PYRITE_OBJ_NOT };
/* a op b (`inplace`: a op= b, which extends a list in place); new reference or NULL. */
void *pyrite_object_binary(int32_t op, int32_t inplace, void *a, void *b);
void *pyrite_object_compare(int32_t op, void *a, void *b);
void *pyrite_object_unary(int32_t op, void *a);
/* object.name; new reference or NULL. */
void *pyrite_object_getattr(void *object, const char *name);
/* callee(*args): a builtin ("len") or a module's function ("math.sqrt",
 * "operator.getitem"); args borrowed. New reference or NULL. */
void *pyrite_object_call(const char *callee, void *const *args, int32_t count);

#ifdef __cplusplus
}
#endif

#endif /* PYRITE_CPYTHON_BRIDGE_H */
