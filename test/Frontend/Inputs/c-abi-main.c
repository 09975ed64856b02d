#include <stdio.h>

int main(void) {
  int64_t q;
  if (pyrite_m_safe_div(7, 2, &q) == 0)
    printf("safe_div(7, 2) = %lld\n", (long long)q);
  if (pyrite_m_safe_div(1, 0, &q) != 0) {
    printf("safe_div(1, 0) raised %s: %s\n", pyrite_error_name(), pyrite_error_message());
    pyrite_error_clear();
  }
  pyrite_m_stats_result r;
  struct { double f0; int64_t f1; } p = {3.0, 3};
  if (pyrite_m_stats((const void *)&p, &r) == 0)
    printf("stats = (%g, %lld)\n", r.f0, (long long)r.f1);
  int64_t a = 9, b = 4;
  void *args[] = {&a, &b};
  if (pyrite_m_safe_div_packed(args, &q) == 0)
    printf("safe_div_packed(9, 4) = %lld\n", (long long)q);
  b = 0;
  if (pyrite_m_safe_div_packed(args, &q) != 0) {
    printf("safe_div_packed(9, 0) raised %s\n", pyrite_error_name());
    pyrite_error_clear();
  }
  return 0;
}
