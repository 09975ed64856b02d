/*===- Sorts.c - np.sort and np.argsort, stable --------------------*- C -*-===*/
#include "ArrayInternal.h"

#include <dlpack/dlpack.h>
#include <stdlib.h>

/* A stable merge sort of each line. NumPy's order: NaN after everything
 * else (LESS below). For values every algorithm gives the same answer but
 * for the order of equal items, which shows only in argsort and in the sign
 * of zeros; NumPy's default kind leaves that order open (its SIMD sorts
 * differ by CPU), kind="stable" fixes it as here. */
#define LESS_INT(a, b) ((a) < (b))
#define LESS_FLOAT(a, b) ((a) < (b) || ((b) != (b) && (a) == (a)))

/* Sorts `keys` (n items) and, when `order` is not null, permutes `order`
 * alike; `kt`, `ot`: scratch of n items each. */
#define DEFINE_SORT(NAME, T, LESS)                                                       \
  static void NAME##_merge(T *keys, int64_t *order, T *kt, int64_t *ot, int64_t n) {     \
    if (n <= 16) { /* insertion: stable */                                               \
      for (int64_t i = 1; i < n; ++i) {                                                  \
        T key = keys[i];                                                                 \
        int64_t at = order ? order[i] : 0, j = i;                                        \
        for (; j > 0 && LESS(key, keys[j - 1]); --j) {                                   \
          keys[j] = keys[j - 1];                                                         \
          if (order)                                                                     \
            order[j] = order[j - 1];                                                     \
        }                                                                                \
        keys[j] = key;                                                                   \
        if (order)                                                                       \
          order[j] = at;                                                                 \
      }                                                                                  \
      return;                                                                            \
    }                                                                                    \
    int64_t half = n / 2;                                                                \
    NAME##_merge(keys, order, kt, ot, half);                                             \
    NAME##_merge(keys + half, order ? order + half : NULL, kt, ot, n - half);            \
    if (!LESS(keys[half], keys[half - 1]))                                               \
      return; /* already in order */                                                     \
    memcpy(kt, keys, (size_t)half * sizeof(T));                                          \
    if (order)                                                                           \
      memcpy(ot, order, (size_t)half * sizeof(int64_t));                                 \
    int64_t i = 0, j = half, k = 0;                                                      \
    while (i < half && j < n) { /* ties take the left run's item first */                \
      int right = LESS(keys[j], kt[i]);                                                  \
      if (order)                                                                         \
        order[k] = right ? order[j] : ot[i];                                             \
      keys[k++] = right ? keys[j++] : kt[i++];                                           \
    }                                                                                    \
    for (; i < half; ++i, ++k) {                                                         \
      keys[k] = kt[i];                                                                   \
      if (order)                                                                         \
        order[k] = ot[i];                                                                \
    }                                                                                    \
  }                                                                                      \
  static int NAME(const View *v, int32_t axis, const View *out, int argsort) {           \
    int64_t ndim = v->ndim, total = 1, index[64] = {0};                                  \
    for (int64_t d = 0; d < ndim; ++d)                                                   \
      total *= v->sizes[d];                                                              \
    if (total == 0)                                                                      \
      return 0;                                                                          \
    int64_t length = axis < 0 ? total : v->sizes[axis];                                  \
    T *keys = malloc((size_t)length * 2 * sizeof(T));                                    \
    int64_t *order = argsort ? malloc((size_t)length * 2 * sizeof(int64_t)) : NULL;      \
    if (!keys || (argsort && !order)) {                                                  \
      free(keys);                                                                        \
      free(order);                                                                       \
      pyrite_raise(PYRITE_MEMORY_ERROR, "");                                             \
      return -1;                                                                         \
    }                                                                                    \
    for (int64_t line = 0; line < total / length; ++line) {                              \
      /* axis < 0: one line of every element in row-major order. */                     \
      const char *p = v->data;                                                           \
      char *q = (char *)(intptr_t)out->data;                                             \
      if (axis >= 0)                                                                     \
        for (int64_t d = 0; d < ndim; ++d) {                                             \
          p += index[d] * v->strides[d];                                                 \
          q += index[d] * out->strides[d];                                               \
        }                                                                                \
      for (int64_t k = 0; k < length; ++k) {                                             \
        const char *element = p;                                                         \
        if (axis >= 0) {                                                                 \
          element += k * v->strides[axis];                                               \
        } else {                                                                         \
          for (int64_t d = 0; d < ndim; ++d)                                             \
            element += index[d] * v->strides[d];                                         \
          for (int64_t d = ndim - 1; d >= 0 && ++index[d] == v->sizes[d]; --d)           \
            index[d] = 0;                                                                \
        }                                                                                \
        memcpy(&keys[k], element, sizeof(T));                                            \
        if (order)                                                                       \
          order[k] = k;                                                                  \
      }                                                                                  \
      NAME##_merge(keys, order, keys + length, order ? order + length : NULL, length);  \
      int64_t step = axis < 0 ? out->strides[0] : out->strides[axis];                    \
      for (int64_t k = 0; k < length; ++k) {                                             \
        if (order)                                                                       \
          memcpy(q + k * step, &order[k], sizeof(int64_t));                              \
        else                                                                             \
          memcpy(q + k * step, &keys[k], sizeof(T));                                     \
      }                                                                                  \
      if (axis >= 0)                                                                     \
        next_line(v, axis, index);                                                       \
    }                                                                                    \
    free(keys);                                                                          \
    free(order);                                                                         \
    return 0;                                                                            \
  }

DEFINE_SORT(sort_f64, double, LESS_FLOAT)
DEFINE_SORT(sort_f32, float, LESS_FLOAT)
DEFINE_SORT(sort_i8, int8_t, LESS_INT)
DEFINE_SORT(sort_i16, int16_t, LESS_INT)
DEFINE_SORT(sort_i32, int32_t, LESS_INT)
DEFINE_SORT(sort_i64, int64_t, LESS_INT)
DEFINE_SORT(sort_u8, uint8_t, LESS_INT) /* and bool */
DEFINE_SORT(sort_u16, uint16_t, LESS_INT)
DEFINE_SORT(sort_u32, uint32_t, LESS_INT)
DEFINE_SORT(sort_u64, uint64_t, LESS_INT)

int32_t pyrite_np_sort(int32_t argsort, int32_t code, int32_t bits, const int64_t *in,
                       int32_t ndim, int32_t axis, const int64_t *out, int32_t outNdim) {
  int64_t itemsize = code == PYRITE_DL_BOOL ? 1 : bits / 8;
  View v = view_of(in, ndim, itemsize);
  View o = view_of(out, outNdim, argsort ? 8 : itemsize);
  int32_t status = 0;
#define SORT(T) status = sort_##T(&v, axis, &o, argsort)
  PYRITE_SWITCH_DTYPE(code, bits, SORT, u8) /* uint8 and bool */
#undef SORT
  return status;
}

/* Drops each item of the sorted `keys` equal to the one before (NaNs are
 * one: NumPy's equal_nan); the count kept, and into `counts` (when not
 * null) how many each kept item stood for. */
#define DEFINE_DEDUPE(NAME, T)                                                           \
  static int64_t NAME(T *keys, int64_t n, int64_t *counts) {                             \
    int64_t kept = n ? 1 : 0, run = 1;                                                   \
    for (int64_t i = 1; i < n; ++i, ++run)                                               \
      if (!(keys[i] == keys[kept - 1] || (keys[i] != keys[i] && keys[kept - 1] != keys[kept - 1]))) { \
        if (counts)                                                                      \
          counts[kept - 1] = run;                                                        \
        keys[kept++] = keys[i];                                                          \
        run = 0;                                                                         \
      }                                                                                  \
    if (counts && kept)                                                                  \
      counts[kept - 1] = run;                                                            \
    return kept;                                                                         \
  }
DEFINE_DEDUPE(dedupe_f64, double)
DEFINE_DEDUPE(dedupe_f32, float)
DEFINE_DEDUPE(dedupe_8, uint8_t) /* ints compare equal by their bits */
DEFINE_DEDUPE(dedupe_16, uint16_t)
DEFINE_DEDUPE(dedupe_32, uint32_t)
DEFINE_DEDUPE(dedupe_64, uint64_t)

int64_t pyrite_np_unique(int32_t code, int32_t bits, const int64_t *in, int32_t ndim,
                         const int64_t *out, const int64_t *counts) {
  if (pyrite_np_sort(0, code, bits, in, ndim, -1, out, 1) != 0)
    return -1;
  void *keys = (char *)(intptr_t)out[1] + out[2] * (code == PYRITE_DL_BOOL ? 1 : bits / 8);
  int64_t n = out[3];
  int64_t *c = counts ? (int64_t *)(intptr_t)counts[1] + counts[2] : NULL;
  if (code == kDLFloat)
    return bits == 64 ? dedupe_f64(keys, n, c) : dedupe_f32(keys, n, c);
  switch (bits) {
  case 16: return dedupe_16(keys, n, c);
  case 32: return dedupe_32(keys, n, c);
  case 64: return dedupe_64(keys, n, c);
  default: return dedupe_8(keys, n, c); /* and bool */
  }
}

