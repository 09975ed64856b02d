/*===- Scans.c - np.cumsum and np.cumprod, in NumPy's order -------*- C -*-===*/
#include "ArrayInternal.h"

#include <dlpack/dlpack.h>

/* Each line is accumulated element after element, as NumPy's
 * add.accumulate and multiply.accumulate do, so float results round as
 * NumPy's. Ints accumulate in 64 bits and wrap: the arithmetic is unsigned
 * (no undefined behaviour), the bits are those of int64 or uint64. WIDE is
 * what an element converts to first (sign extension for signed ints). */
#define DEFINE_SCAN(NAME, T, WIDE, ACC)                                              \
  static void NAME(int32_t op, const View *v, int32_t axis, const View *out) {      \
    int64_t ndim = v->ndim, total = 1, index[64] = {0};                            \
    for (int64_t d = 0; d < ndim; ++d)                                             \
      total *= v->sizes[d];                                                        \
    if (total == 0)                                                                \
      return;                                                                      \
    int64_t length = axis < 0 ? total : v->sizes[axis];                            \
    for (int64_t line = 0; line < total / length; ++line) {                        \
      /* axis < 0: one line of every element in row-major order. */               \
      const char *p = v->data;                                                     \
      char *q = (char *)(intptr_t)out->data; /* the output view */                 \
      if (axis >= 0)                                                               \
        for (int64_t d = 0; d < ndim; ++d) {                                       \
          p += index[d] * v->strides[d];                                           \
          q += index[d] * out->strides[d];                                         \
        }                                                                          \
      ACC acc = 0;                                                                 \
      for (int64_t k = 0; k < length; ++k) {                                       \
        const char *element = p;                                                   \
        if (axis >= 0) {                                                           \
          element += k * v->strides[axis];                                         \
        } else { /* p is v->data */                                                \
          for (int64_t d = 0; d < ndim; ++d)                                       \
            element += index[d] * v->strides[d];                                   \
          for (int64_t d = ndim - 1; d >= 0 && ++index[d] == v->sizes[d]; --d)     \
            index[d] = 0;                                                          \
        }                                                                          \
        ACC x = (ACC)(WIDE) * (const T *)element;                                  \
        acc = k == 0 ? x : op == PYRITE_SCAN_SUM ? acc + x : acc * x;              \
        *(ACC *)(q + k * (axis < 0 ? out->strides[0] : out->strides[axis])) = acc; \
      }                                                                            \
      if (axis >= 0)                                                               \
        next_line(v, axis, index);                                                 \
    }                                                                              \
  }

DEFINE_SCAN(scan_f64, double, double, double)
DEFINE_SCAN(scan_f32, float, float, float)
DEFINE_SCAN(scan_i8, int8_t, int64_t, uint64_t)
DEFINE_SCAN(scan_i16, int16_t, int64_t, uint64_t)
DEFINE_SCAN(scan_i32, int32_t, int64_t, uint64_t)
DEFINE_SCAN(scan_i64, int64_t, int64_t, uint64_t)
DEFINE_SCAN(scan_u8, uint8_t, uint64_t, uint64_t) /* and bool */
DEFINE_SCAN(scan_u16, uint16_t, uint64_t, uint64_t)
DEFINE_SCAN(scan_u32, uint32_t, uint64_t, uint64_t)
DEFINE_SCAN(scan_u64, uint64_t, uint64_t, uint64_t)

void pyrite_np_scan(int32_t op, int32_t code, int32_t bits, const int64_t *in, int32_t ndim,
                    int32_t axis, const int64_t *out, int32_t outNdim) {
  View v = view_of(in, ndim, code == PYRITE_DL_BOOL ? 1 : bits / 8);
  View o = view_of(out, outNdim, code == kDLFloat ? bits / 8 : 8);
#define SCAN(T) scan_##T(op, &v, axis, &o)
  PYRITE_SWITCH_DTYPE(code, bits, SCAN, u8) /* uint8 and bool */
#undef SCAN
}
