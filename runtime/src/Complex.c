/* Complex.c - Python complex operations that call libm: abs and **.
 *
 * Each follows CPython's Objects/complexobject.c step for step (the same
 * libm calls in the same order, errno read the same way), so results and
 * exceptions agree bit for bit on the same C library. The arithmetic that
 * needs no libm (+ - * /) is emitted inline by the compiler. */
#include "pyrite/Runtime.h"

#include <errno.h>
#include <math.h>

typedef struct {
  double real, imag;
} Complex;

static Complex product(Complex a, Complex b) {
  Complex r = {a.real * b.real - a.imag * b.imag, a.real * b.imag + a.imag * b.real};
  return r;
}

/* CPython's _Py_c_quot: divides by the larger part of b; a zero b sets EDOM. */
static Complex quotient(Complex a, Complex b) {
  Complex r;
  double abs_real = fabs(b.real), abs_imag = fabs(b.imag);
  if (abs_real >= abs_imag) {
    if (abs_real == 0.0) {
      errno = EDOM;
      r.real = r.imag = 0.0;
    } else {
      double ratio = b.imag / b.real, denominator = b.real + b.imag * ratio;
      r.real = (a.real + a.imag * ratio) / denominator;
      r.imag = (a.imag - a.real * ratio) / denominator;
    }
  } else if (abs_imag >= abs_real) {
    double ratio = b.real / b.imag, denominator = b.real * ratio + b.imag;
    r.real = (a.real * ratio + a.imag) / denominator;
    r.imag = (a.imag * ratio - a.real) / denominator;
  } else { /* a NaN in b */
    r.real = r.imag = NAN;
  }
  return r;
}

/* CPython's _Py_c_pow: through polar form. */
static Complex polar_power(Complex a, Complex b) {
  Complex r;
  if (b.real == 0.0 && b.imag == 0.0) {
    r.real = 1.0;
    r.imag = 0.0;
  } else if (a.real == 0.0 && a.imag == 0.0) {
    if (b.imag != 0.0 || b.real < 0.0)
      errno = EDOM;
    r.real = r.imag = 0.0;
  } else {
    double magnitude = hypot(a.real, a.imag);
    double length = pow(magnitude, b.real);
    double angle = atan2(a.imag, a.real);
    double phase = angle * b.real;
    if (b.imag != 0.0) {
      length /= exp(angle * b.imag);
      phase += b.imag * log(magnitude);
    }
    r.real = length * cos(phase);
    r.imag = length * sin(phase);
  }
  return r;
}

/* CPython's c_powu: binary powering by repeated products. */
static Complex unsigned_power(Complex x, long n) {
  Complex r = {1.0, 0.0}, p = x;
  for (long mask = 1; mask > 0 && n >= mask; mask <<= 1) {
    if (n & mask)
      r = product(r, p);
    p = product(p, p);
  }
  return r;
}

int32_t pyrite_complex_pow(double a_real, double a_imag, double b_real, double b_imag,
                           double *result) {
  Complex a = {a_real, a_imag}, b = {b_real, b_imag}, p;
  errno = 0;
  /* CPython's complex_pow: small integral exponents by products. */
  if (b.imag == 0.0 && b.real == floor(b.real) && fabs(b.real) <= 100.0) {
    long n = (long)b.real;
    if (n > 0) {
      p = unsigned_power(a, n);
    } else {
      Complex one = {1.0, 0.0};
      p = quotient(one, unsigned_power(a, -n));
    }
  } else {
    p = polar_power(a, b);
  }
  /* _Py_ADJUST_ERANGE2: an infinite part is a range error, a finite
     result after an underflow is not. */
  if (isinf(p.real) || isinf(p.imag)) {
    if (errno == 0)
      errno = ERANGE;
  } else if (errno == ERANGE) {
    errno = 0;
  }
  if (errno == EDOM) {
    pyrite_raise(PYRITE_ZERO_DIVISION_ERROR, "0.0 to a negative or complex power");
    return -1;
  }
  if (errno == ERANGE) {
    pyrite_raise(PYRITE_OVERFLOW_ERROR, "complex exponentiation");
    return -1;
  }
  result[0] = p.real;
  result[1] = p.imag;
  return 0;
}

int32_t pyrite_complex_abs(double real, double imag, double *result) {
  /* CPython's _Py_c_abs: an infinite part wins over a NaN; only a finite
     number whose magnitude overflows raises. */
  if (!isfinite(real) || !isfinite(imag)) {
    *result = isinf(real) ? fabs(real) : isinf(imag) ? fabs(imag) : NAN;
    return 0;
  }
  double r = hypot(real, imag);
  if (!isfinite(r)) {
    pyrite_raise(PYRITE_OVERFLOW_ERROR, "absolute value too large");
    return -1;
  }
  *result = r;
  return 0;
}
