/*===- Runtime.c - The pyrite runtime: errors, print, helpers -----*- C -*-===*/
#include "pyrite/Runtime.h"

#include <dlfcn.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*===------------------------------------------------------------------------===
 * The exception state
 *===------------------------------------------------------------------------===*/

static _Thread_local int32_t error_kind;
static _Thread_local char error_message[512];
static _Thread_local char error_class[128]; /* PYRITE_FOREIGN_ERROR's class name */
/* pyrite_raise_foreign's payload, released once: replaced, cleared or taken. */
static _Thread_local void *error_payload;
static _Thread_local void (*error_release)(void *);

/* Where the pending exception passed, innermost first: the frames a
 * traceback shows. Deeper recursion keeps the innermost frames and counts
 * the rest, as a RecursionError's traceback is mostly one repeated line. */
enum { MAX_FRAMES = 64 };
typedef struct {
  const char *file, *function;
  int32_t line;
} Frame;
static _Thread_local Frame error_frames[MAX_FRAMES];
static _Thread_local int32_t error_frame_count;

static const char *const kind_names[] = {
    "",           "Exception",       "ArithmeticError",   "ZeroDivisionError",
    "OverflowError", "ValueError",   "TypeError",         "IndexError",
    "KeyError",   "AssertionError",  "UnboundLocalError", "RuntimeError",
    "RecursionError", "NotImplementedError", "LookupError", "MemoryError"};

int32_t pyrite_error_kind(void) { return error_kind; }

const char *pyrite_error_name(void) {
  if (error_kind == PYRITE_FOREIGN_ERROR)
    return error_class;
  if (error_kind < 0 || error_kind >= (int32_t)(sizeof kind_names / sizeof *kind_names))
    return "Exception";
  return kind_names[error_kind];
}

static void release_payload(void) {
  void *payload = error_payload;
  void (*release)(void *) = error_release;
  error_payload = NULL;
  error_release = NULL;
  if (payload && release)
    release(payload);
}

void *pyrite_error_take_payload(void) {
  void *payload = error_payload;
  error_payload = NULL;
  error_release = NULL;
  return payload;
}

const char *pyrite_error_message(void) { return error_message; }

/* A device run failed since compiled code last tested (pyrite_device_failed). */
static _Thread_local int32_t device_failure;

void pyrite_error_clear(void) {
  device_failure = 0;
  release_payload();
  error_kind = PYRITE_NO_ERROR;
  error_message[0] = '\0';
  error_frame_count = 0;
}

void pyrite_traceback_add(const char *file, const char *function, int32_t line) {
  if (error_frame_count < MAX_FRAMES)
    error_frames[error_frame_count] = (Frame){file, function, line};
  ++error_frame_count;
}

int32_t pyrite_error_frame_count(void) {
  return error_frame_count < MAX_FRAMES ? error_frame_count : MAX_FRAMES;
}

int32_t pyrite_error_frame(int32_t index, const char **file, const char **function) {
  if (index < 0 || index >= pyrite_error_frame_count())
    return 0;
  *file = error_frames[index].file;
  *function = error_frames[index].function;
  return error_frames[index].line;
}

/* libomp's source location (ident_t in its kmp.h); it reads psource only to
 * describe a location in diagnostics. */
typedef struct {
  int32_t reserved1, flags, reserved2, reserved3;
  const char *psource;
} OpenMPLocation;

static void no_work(int32_t *global_thread, int32_t *bound_thread) {
  (void)global_thread;
  (void)bound_thread;
}

void pyrite_start_threads(void) {
  void *openmp = dlopen("libomp.so.5", RTLD_NOW | RTLD_NOLOAD);
  if (!openmp)
    return;
  /* After a parallel loop libomp's workers spin 200 ms by default, taking a
   * core from whatever the process does next (torch's threads ran 2-3x
   * slower between pyrite's calls); 1 ms costs pyrite's own loops nothing
   * measurable. A setting of the user's stays; libomp reads it at its first
   * fork, below. */
  setenv("KMP_BLOCKTIME", "1", /*overwrite=*/0);
  typedef void (*Fork)(OpenMPLocation *, int32_t, void (*)(int32_t *, int32_t *), ...);
  Fork fork = (Fork)dlsym(openmp, "__kmpc_fork_call");
  static OpenMPLocation here = {0, 2 /* KMP_IDENT_KMPC */, 0, 0, ";pyrite;start_threads;0;0;;"};
  if (fork)
    fork(&here, 0, no_work);
  dlclose(openmp);
}

void pyrite_raise(int32_t kind, const char *message) {
  release_payload();
  error_kind = kind;
  error_frame_count = 0;
  snprintf(error_message, sizeof error_message, "%s", message ? message : "");
}


void pyrite_device_fail(const char *message) {
  pyrite_raise(PYRITE_RUNTIME_ERROR, message);
  device_failure = 1;
}

int32_t pyrite_device_failed(void) {
  int32_t failed = device_failure;
  device_failure = 0;
  return failed;
}

void pyrite_raise_foreign(const char *name, const char *message, void *payload,
                          void (*release)(void *payload)) {
  if (!name || !*name)
    name = "Exception";
  int32_t kind = PYRITE_FOREIGN_ERROR;
  for (int32_t k = 1; k < (int32_t)(sizeof kind_names / sizeof *kind_names); ++k)
    if (strcmp(kind_names[k], name) == 0)
      kind = k;
  pyrite_raise(kind, message); /* releases the payload it replaces */
  snprintf(error_class, sizeof error_class, "%s", name);
  error_payload = payload;
  error_release = release;
}

/*===------------------------------------------------------------------------===
 * print()
 *===------------------------------------------------------------------------===*/

/* repr(float) and NumPy's str(np.float32): the shortest digits that read
 * back as the same value, positional from 1e-4 up to the cutoff (1e16 for
 * doubles, 1e6 for NumPy's float32), scientific outside. */
static void format_shortest(double value, int is_float32, char *buffer) {
  if (isnan(value)) {
    strcpy(buffer, "nan");
    return;
  }
  if (isinf(value)) {
    strcpy(buffer, value > 0 ? "inf" : "-inf");
    return;
  }
  /* The shortest digit string that reads back as the same double (repr). */
  char sci[40];
  for (int precision = 0; precision < 17; ++precision) {
    snprintf(sci, sizeof sci, "%.*e", precision, value);
    if (is_float32 ? strtof(sci, NULL) == (float)value : strtod(sci, NULL) == value)
      break;
  }
  /* sci is [-]d[.ddd]e[+-]XX: split sign, digits and decimal exponent. */
  const char *p = sci;
  char *out = buffer;
  if (*p == '-')
    *out++ = *p++;
  char digits[24];
  int n = 0;
  for (; *p && *p != 'e'; ++p)
    if (*p != '.')
      digits[n++] = *p;
  while (n > 1 && digits[n - 1] == '0')
    --n;
  digits[n] = '\0';
  int exponent = atoi(p + 1);
  /* CPython decides by the shortest digits' exponent; NumPy's float32 by
   * the value itself (float32(0.0001) is just below 1e-4: scientific). */
  double magnitude = fabs(value);
  int scientific = is_float32 ? value != 0 && (magnitude < 1e-4 || magnitude >= 1e6)
                              : exponent < -4 || exponent >= 16;
  if (scientific) {
    /* Scientific, as CPython: 1e+16, 1.5e-05. */
    *out++ = digits[0];
    if (n > 1) {
      *out++ = '.';
      memcpy(out, digits + 1, n - 1);
      out += n - 1;
    }
    sprintf(out, "e%c%02d", exponent < 0 ? '-' : '+', abs(exponent));
    return;
  }
  if (exponent < 0) {
    *out++ = '0';
    *out++ = '.';
    for (int i = -1; i > exponent; --i)
      *out++ = '0';
    memcpy(out, digits, n);
    out += n;
  } else {
    for (int i = 0; i <= exponent; ++i)
      *out++ = i < n ? digits[i] : '0';
    *out++ = '.';
    if (n > exponent + 1) {
      memcpy(out, digits + exponent + 1, n - exponent - 1);
      out += n - exponent - 1;
    } else {
      *out++ = '0';
    }
  }
  *out = '\0';
}

void pyrite_format_float(double value, char *buffer) { format_shortest(value, 0, buffer); }

void pyrite_print_int(int64_t value) { printf("%lld", (long long)value); }

void pyrite_print_uint(uint64_t value) { printf("%llu", (unsigned long long)value); }

void pyrite_print_float32(float value) {
  char buffer[40];
  format_shortest(value, 1, buffer);
  fputs(buffer, stdout);
}

void pyrite_print_float(double value) {
  char buffer[40];
  pyrite_format_float(value, buffer);
  fputs(buffer, stdout);
}

/* One part of a complex's repr: CPython's 'r' format without the ".0" that
 * repr(float) adds (1.0 -> "1"), and with a sign when `sign` (NaN: "+nan"). */
static void format_complex_part(double value, int sign, char *buffer) {
  char *out = buffer;
  if (sign && (isnan(value) || !signbit(value)))
    *out++ = '+';
  format_shortest(isnan(value) ? NAN : value, 0, out);
  size_t n = strlen(buffer);
  if (n >= 2 && strcmp(buffer + n - 2, ".0") == 0 && !strchr(buffer, 'e'))
    buffer[n - 2] = '\0';
}

void pyrite_print_complex(double real, double imag) {
  char re[48], im[48];
  if (real == 0.0 && !signbit(real)) { /* CPython leaves out a +0.0 real part */
    format_complex_part(imag, 0, im);
    printf("%sj", im);
    return;
  }
  format_complex_part(real, 0, re);
  format_complex_part(imag, 1, im);
  printf("(%s%sj)", re, im);
}

void pyrite_print_bool(int32_t value) { fputs(value ? "True" : "False", stdout); }

void pyrite_print_str(const char *text) { fputs(text, stdout); }

void pyrite_flush_stdout(void) { fflush(stdout); }

/*===------------------------------------------------------------------------===
 * Arithmetic
 *===------------------------------------------------------------------------===*/

double pyrite_int_truediv(int64_t a, int64_t b) {
  const int64_t exact = (int64_t)1 << 53;
  if (a >= -exact && a <= exact && b >= -exact && b <= exact)
    return (double)a / (double)b; /* Both exact as doubles: one rounding. */
  int negative = (a < 0) != (b < 0);
  uint64_t n = a < 0 ? 0 - (uint64_t)a : (uint64_t)a;
  uint64_t d = b < 0 ? 0 - (uint64_t)b : (uint64_t)b;
  if (n == 0)
    return negative ? -0.0 : 0.0;
  /* Normalise n to 64 significant bits, then one 128-bit division gives a
   * quotient of at least 64 bits plus a sticky remainder: enough to round once. */
  int shift = __builtin_clzll(n);
  unsigned __int128 numerator = (unsigned __int128)(n << shift) << 64;
  unsigned __int128 q = numerator / d;
  int sticky = (numerator % d) != 0;
  int top = 127 - (q >> 64 ? __builtin_clzll((uint64_t)(q >> 64)) : 64 + __builtin_clzll((uint64_t)q));
  int drop = top - 52;
  uint64_t mantissa = (uint64_t)(q >> drop);
  unsigned __int128 rest = q & (((unsigned __int128)1 << drop) - 1);
  unsigned __int128 half = (unsigned __int128)1 << (drop - 1);
  if (rest > half || (rest == half && (sticky || (mantissa & 1))))
    ++mantissa;
  double value = ldexp((double)mantissa, drop - 64 - shift);
  return negative ? -value : value;
}

int32_t pyrite_int_pow(int64_t a, int64_t b, int64_t *result) {
  if (b < 0) {
    pyrite_raise(PYRITE_VALUE_ERROR,
                 "int ** negative int is a float in Python; pyrite types int ** int as int "
                 "(write float(x) ** n, or a negative literal exponent)");
    return -1;
  }
  int64_t r = 1, base = a;
  while (b) {
    if ((b & 1) && __builtin_mul_overflow(r, base, &r))
      goto overflow;
    b >>= 1;
    if (b && __builtin_mul_overflow(base, base, &base))
      goto overflow;
  }
  *result = r;
  return 0;
overflow:
  pyrite_raise(PYRITE_OVERFLOW_ERROR, "int result does not fit in 64 bits");
  return -1;
}

double pyrite_np_pow(double x, double y) { return pow(x, y); }

float pyrite_np_powf(float x, float y) { return powf(x, y); }

static int is_integer(double x) { return isfinite(x) && floor(x) == x; }

int32_t pyrite_float_pow(double a, double b, double *result) {
  if (a == 0.0 && b < 0.0 && isfinite(b)) {
    pyrite_raise(PYRITE_ZERO_DIVISION_ERROR, "0.0 cannot be raised to a negative power");
    return -1;
  }
  if (a < 0.0 && isfinite(a) && isfinite(b) && !is_integer(b)) {
    pyrite_raise(PYRITE_VALUE_ERROR,
                 "negative number raised to a fractional power is complex in Python, "
                 "which pyrite does not support");
    return -1;
  }
  double r = pow(a, b);
  if (isinf(r) && isfinite(a) && isfinite(b)) {
    pyrite_raise(PYRITE_OVERFLOW_ERROR, "(34, 'Numerical result out of range')");
    return -1;
  }
  *result = r;
  return 0;
}

int32_t pyrite_compare_int_float(int64_t i, double f) {
  if (isnan(f))
    return 2;
  double di = (double)i;
  if (di < f)
    return -1;
  if (di > f)
    return 1;
  /* Equal after rounding i: f is integral with |f| <= 2**63; compare exactly. */
  if (f >= 0x1p63)
    return -1;
  int64_t fi = (int64_t)f;
  return i < fi ? -1 : i > fi ? 1 : 0;
}

int32_t pyrite_math_pow(double a, double b, double *result) {
  /* CPython's math_pow: special values first, then domain and range errors. */
  if (!isfinite(a) || !isfinite(b)) {
    if (isnan(a))
      *result = b == 0.0 ? 1.0 : a;
    else if (isnan(b))
      *result = a == 1.0 ? 1.0 : b;
    else
      *result = pow(a, b);
    return 0;
  }
  if (a == 0.0 && b < 0.0) {
    pyrite_raise(PYRITE_VALUE_ERROR, "math domain error");
    return -1;
  }
  if (a < 0.0 && !is_integer(b)) {
    pyrite_raise(PYRITE_VALUE_ERROR, "math domain error");
    return -1;
  }
  double r = pow(a, b);
  if (isinf(r)) {
    pyrite_raise(PYRITE_OVERFLOW_ERROR, "math range error");
    return -1;
  }
  *result = r;
  return 0;
}

int32_t pyrite_math_hypot(double a, double b, double *result) {
  *result = hypot(a, b);
  return 0;
}

int32_t pyrite_math_fmod(double a, double b, double *result) {
  if (isinf(b) && isfinite(a)) {
    *result = a;
    return 0;
  }
  double r = fmod(a, b);
  if (isnan(r) && !isnan(a) && !isnan(b)) {
    pyrite_raise(PYRITE_VALUE_ERROR, "math domain error");
    return -1;
  }
  *result = r;
  return 0;
}

int32_t pyrite_math_isclose(double a, double b, double rel_tol, double abs_tol) {
  if (rel_tol < 0.0 || abs_tol < 0.0) {
    pyrite_raise(PYRITE_VALUE_ERROR, "tolerances must be non-negative");
    return -1;
  }
  if (a == b)
    return 1;
  if (isinf(a) || isinf(b))
    return 0;
  double diff = fabs(b - a);
  return (diff <= fabs(rel_tol * b)) || (diff <= fabs(rel_tol * a)) || (diff <= abs_tol);
}
