/*===- VectorMath.c - NumPy's transcendental ufuncs, one element -----------===
 *
 * np.exp, log, log1p, tanh, sin, cos and power call these, not libm directly:
 * the compiler declares them free of side effects and tells LLVM's loop
 * vectoriser that glibc's libmvec (_ZGV..._exp) computes them several at a
 * time, as NumPy computes them with its own SIMD code. Python's math module
 * keeps calling libm itself, so compiled math.exp stays bit-exact with
 * CPython. Both libraries stay within a few ulp of the true result.
 *
 *===----------------------------------------------------------------------===*/
#include "pyrite/Runtime.h"

#include <math.h>

double pyrite_vm_exp(double x) { return exp(x); }
float pyrite_vm_expf(float x) { return expf(x); }
double pyrite_vm_log(double x) { return log(x); }
float pyrite_vm_logf(float x) { return logf(x); }
double pyrite_vm_log1p(double x) { return log1p(x); }
float pyrite_vm_log1pf(float x) { return log1pf(x); }
double pyrite_vm_tanh(double x) { return tanh(x); }
float pyrite_vm_tanhf(float x) { return tanhf(x); }
double pyrite_vm_sin(double x) { return sin(x); }
float pyrite_vm_sinf(float x) { return sinf(x); }
double pyrite_vm_cos(double x) { return cos(x); }
float pyrite_vm_cosf(float x) { return cosf(x); }
double pyrite_vm_pow(double x, double y) { return pow(x, y); }
float pyrite_vm_powf(float x, float y) { return powf(x, y); }
