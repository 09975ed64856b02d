/*===- Runtime.h - The pyrite runtime: errors, print, helpers -----*- C -*-===*
 *
 * Compiled functions report a Python exception the way CPython's C API does:
 * the exported function returns -1 and the exception (kind and message) waits
 * in thread-local state until read and cleared:
 *
 *   int64_t r;
 *   if (pyrite_mymodule_f(1, 2, &r) != 0) {
 *     fprintf(stderr, "%s: %s\n", pyrite_error_name(), pyrite_error_message());
 *     pyrite_error_clear();
 *   }
 *
 *===----------------------------------------------------------------------===*/
#ifndef PYRITE_RUNTIME_H
#define PYRITE_RUNTIME_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Exception kinds; the numbering equals the py dialect's ExceptionKind. */
enum pyrite_exception_kind {
  PYRITE_NO_ERROR = 0,
  PYRITE_EXCEPTION = 1,
  PYRITE_ARITHMETIC_ERROR = 2,
  PYRITE_ZERO_DIVISION_ERROR = 3,
  PYRITE_OVERFLOW_ERROR = 4,
  PYRITE_VALUE_ERROR = 5,
  PYRITE_TYPE_ERROR = 6,
  PYRITE_INDEX_ERROR = 7,
  PYRITE_KEY_ERROR = 8,
  PYRITE_ASSERTION_ERROR = 9,
  PYRITE_UNBOUND_LOCAL_ERROR = 10,
  PYRITE_RUNTIME_ERROR = 11,
  PYRITE_RECURSION_ERROR = 12,
  PYRITE_NOT_IMPLEMENTED_ERROR = 13,
  PYRITE_LOOKUP_ERROR = 14,
};

/* --- The exception state (thread-local) ---------------------------------- */
/** The pending exception's kind, or PYRITE_NO_ERROR. */
int32_t pyrite_error_kind(void);
/** The pending exception's Python class name ("ZeroDivisionError"), or "". */
const char *pyrite_error_name(void);
/** The pending exception's message (valid until the next raise or clear). */
const char *pyrite_error_message(void);
/** Forgets the pending exception. */
void pyrite_error_clear(void);
/** Sets the pending exception (compiled code calls this). */
void pyrite_raise(int32_t kind, const char *message);

/* --- print() --------------------------------------------------------------- */
void pyrite_print_int(int64_t value);
void pyrite_print_float(double value);
void pyrite_print_bool(int32_t value);
void pyrite_print_str(const char *text);
/** Flushes what print() wrote (callers interleaving with another stdout). */
void pyrite_flush_stdout(void);
/** Writes repr(value) of a Python float into buffer (at least 32 bytes). */
void pyrite_format_float(double value, char *buffer);

/* --- Arithmetic with Python semantics --------------------------------------- */
/** a / b correctly rounded, like CPython's int true division (b != 0). */
double pyrite_int_truediv(int64_t a, int64_t b);
/** a ** b for b >= 0; 0 on success, -1 after raising (OverflowError, ValueError). */
int32_t pyrite_int_pow(int64_t a, int64_t b, int64_t *result);
/** Python's float // and % (b != 0). */
double pyrite_float_floordiv(double a, double b);
double pyrite_float_mod(double a, double b);
/** float ** float; 0 on success, -1 after raising. */
int32_t pyrite_float_pow(double a, double b, double *result);
/** Exact order of an int and a float: -1, 0, 1, or 2 when f is NaN. */
int32_t pyrite_compare_int_float(int64_t i, double f);
/** math.pow, math.hypot, math.fmod: 0 on success, -1 after raising. */
int32_t pyrite_math_pow(double a, double b, double *result);
int32_t pyrite_math_hypot(double a, double b, double *result);
int32_t pyrite_math_fmod(double a, double b, double *result);
/** math.isclose(a, b, rel_tol=, abs_tol=): 1, 0, or -1 after raising. */
int32_t pyrite_math_isclose(double a, double b, double rel_tol, double abs_tol);

#ifdef __cplusplus
}
#endif

#endif /* PYRITE_RUNTIME_H */
