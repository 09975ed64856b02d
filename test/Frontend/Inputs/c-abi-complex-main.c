/* Calls c-abi-complex.py's functions from C (the header is included with -include). */
#include <complex.h>
#include <stdio.h>

int main(void) {
  pyrite_complex z = 1.0 + 2.0 * I, w = 3.0 + 4.0 * I, r;
  /* Seven doubles leave one SSE register: C would pass z in memory. */
  if (pyrite_m_late(1, 2, 3, 4, 5, 6, 7, &z, &w, &r) == 0)
    printf("late = %g %g\n", creal(r), cimag(r));
  pyrite_complex zero = 0.0;
  if (pyrite_m_inverse(&zero, &r) != 0)
    printf("inverse(0) raised %s: %s\n", pyrite_error_name(), pyrite_error_message());
  pyrite_complex p = 3.0 + 4.0 * I;
  pyrite_m_polar_result t;
  if (pyrite_m_polar(&p, &t) == 0 && creal(t.f2) == 3.0 && cimag(t.f2) == 4.0)
    printf("polar = (%g, %g)\n", t.f0, t.f1);
  return 0;
}
