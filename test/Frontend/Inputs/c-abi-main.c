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
  /* A function returning None takes no result; a NULL result drops one. */
  if (pyrite_m_check_positive(-1) != 0)
    printf("check_positive(-1) raised %s (kind %d)\n", pyrite_error_name(),
           (int)pyrite_error_kind());
  /* Not cleared: the next call clears it before it runs. */
  if (pyrite_m_check_positive(5) == 0)
    printf("check_positive(5) returned; error kind now %d\n", (int)pyrite_error_kind());
  if (pyrite_m_safe_div(8, 2, NULL) == 0)
    printf("safe_div(8, 2) with a NULL result returned\n");
  if (pyrite_m_safe_div(8, 0, NULL) != 0)
    printf("safe_div(8, 0) with a NULL result raised %s\n", pyrite_error_name());

  /* Array arguments are checked against the annotation f64[:, 3]. */
  double values[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  int64_t shape23[2] = {2, 3}, shape24[2] = {2, 4}, shape8[1] = {8};
  DLTensor right = {values, {kDLCPU, 0}, 2, {kDLFloat, 64, 1}, shape23, NULL, 0};
  DLTensor int32s = right, flat = right, wide = right;
  int32s.dtype.code = kDLInt;
  int32s.dtype.bits = 32;
  flat.ndim = 1;
  flat.shape = shape8;
  wide.shape = shape24;
  const struct { const char *what; const DLTensor *tensor; } calls[] = {
      {"int32", &int32s}, {"1-D", &flat}, {"2x4", &wide}, {"NULL", NULL}, {"2x3", &right}};
  for (int i = 0; i < 5; ++i) {
    double total;
    if (pyrite_m_row_total(calls[i].tensor, &total) == 0)
      printf("row_total(%s) = %g\n", calls[i].what, total);
    else
      printf("row_total(%s) raised %s: %s\n", calls[i].what, pyrite_error_name(),
             pyrite_error_message());
  }

  /* A tuple result holds one DLManagedTensor per array; the view shares the
   * first array's buffer (no manager_ctx): released together, after use. */
  pyrite_m_halves_result h;
  if (pyrite_m_halves(&right, &h) == 0) {
    const double *first = (const double *)h.f0->dl_tensor.data;
    const double *view = (const double *)h.f1->dl_tensor.data + h.f1->dl_tensor.byte_offset / 8;
    printf("halves = (%g .. %g, %lld items; view %g .. %g, own buffer %d)\n", first[0],
           first[h.f0->dl_tensor.shape[0] * h.f0->dl_tensor.shape[1] - 1],
           (long long)(h.f0->dl_tensor.shape[0] * h.f0->dl_tensor.shape[1]), view[0],
           view[h.f1->dl_tensor.shape[0] - 1], h.f1->manager_ctx != NULL);
    h.f1->deleter(h.f1);
    h.f0->deleter(h.f0);
  }
  return 0;
}
