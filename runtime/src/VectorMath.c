/*===- VectorMath.c - NumPy's transcendental ufuncs, one element -----------===
 *
 * np.exp, log, log1p, tanh, sin, cos, arcsin, arccos, arctan, sinh, cosh,
 * arctan2 and power call these, not libm directly:
 * the compiler declares them free of side effects and tells LLVM's loop
 * vectoriser that glibc's libmvec (_ZGV..._exp) computes them several at a
 * time, as NumPy computes them with its own SIMD code. Python's math module
 * keeps calling libm itself, so compiled math.exp stays bit-exact with
 * CPython. Both libraries stay within a few ulp of the true result.
 *
 *===----------------------------------------------------------------------===*/
#include "pyrite/Runtime.h"

#include <math.h>

/* The float64 and float32 forms of one libm function of one argument. */
#define UNARY(NAME)                                                                \
  double pyrite_vm_##NAME(double x) { return NAME(x); }                         \
  float pyrite_vm_##NAME##f(float x) { return NAME##f(x); }

UNARY(exp)
UNARY(log)
UNARY(log1p)
UNARY(tanh)
UNARY(sin)
UNARY(cos)
UNARY(asin)
UNARY(acos)
UNARY(atan)
UNARY(sinh)
UNARY(cosh)

double pyrite_vm_pow(double x, double y) { return pow(x, y); }
float pyrite_vm_powf(float x, float y) { return powf(x, y); }
double pyrite_vm_atan2(double y, double x) { return atan2(y, x); }
float pyrite_vm_atan2f(float y, float x) { return atan2f(y, x); }
