/*===- Sorts.c - np.sort and np.argsort, stable --------------------*- C -*-===*/
#include "ArrayInternal.h"

#include <dlpack/dlpack.h>
#include <math.h>
#include <stdlib.h>
#if defined(__x86_64__)
#include <immintrin.h>
#endif

/* NumPy's order: NaN after everything else (LESS below). Sorts differ only
 * in the order of equal items, which shows in argsort, in the sign of zeros
 * and in NaN payloads; NumPy's default kind leaves that order open (its SIMD
 * sorts differ by CPU), kind="stable" fixes it as here: argsort is a stable
 * merge sort, values a quicksort with the stable sort's answer. */
#define LESS_INT(a, b) ((a) < (b))
#define LESS_FLOAT(a, b) ((a) < (b) || ((b) != (b) && (a) == (a)))

/* Sorts `keys` (n items) and, when `order` is not null, permutes `order`
 * alike; `kt`, `ot`: scratch of n items each. */
#define DEFINE_MERGE(NAME, T, LESS)                                                      \
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
  }

/* np.sort of values: a quicksort whose answer is the stable sort's, bit for
 * bit. Items that compare equal differ only as -0.0 and 0.0 or as NaNs;
 * those are set aside in their input order before and put back after, so
 * the quicksort sorts items that equal ones are identical copies of.
 * Partitions are branch-free (AVX-512 ones where the CPU has them), lines of
 * at most 16 items go through Batcher's network, and a range still unsorted
 * after 2 log2(n) levels goes to the merge sort, so n log n holds. */
#define NETWORK_ITEMS 16
/* Batcher's odd-even merge network for 16 items, stage by stage (checked
 * on all 2^16 inputs of zeros and ones). */
static const uint8_t kNetwork16[63][2] = {
    {0, 1},  {2, 3},   {4, 5},   {6, 7},   {8, 9},   {10, 11}, {12, 13}, {14, 15},
    {0, 2},  {1, 3},   {4, 6},   {5, 7},   {8, 10},  {9, 11},  {12, 14}, {13, 15},
    {1, 2},  {5, 6},   {9, 10},  {13, 14}, {0, 4},   {1, 5},   {2, 6},   {3, 7},
    {8, 12}, {9, 13},  {10, 14}, {11, 15}, {2, 4},   {3, 5},   {10, 12}, {11, 13},
    {1, 2},  {3, 4},   {5, 6},   {9, 10},  {11, 12}, {13, 14}, {0, 8},   {1, 9},
    {2, 10}, {3, 11},  {4, 12},  {5, 13},  {6, 14},  {7, 15},  {4, 8},   {5, 9},
    {6, 10}, {7, 11},  {2, 4},   {3, 5},   {6, 8},   {7, 9},   {10, 12}, {11, 13},
    {1, 2},  {3, 4},   {5, 6},   {7, 8},   {9, 10},  {11, 12}, {13, 14}};

/* kNetwork16's comparators of items below 8 before its last merge: the
 * network for 8 items. */
static const uint8_t kNetwork8[19][2] = {{0, 1}, {2, 3}, {4, 5}, {6, 7}, {0, 2}, {1, 3}, {4, 6},
                                         {5, 7}, {1, 2}, {5, 6}, {0, 4}, {1, 5}, {2, 6}, {3, 7},
                                         {2, 4}, {3, 5}, {1, 2}, {3, 4}, {5, 6}};

#define DEFINE_NETWORK(NAME, T, ITEMS, NETWORK, COUNT, HIGHEST, LESSER_OF, GREATER_OF)    \
  static void NAME(T *a, int64_t n) {                                                    \
    T v[ITEMS];                                                                          \
    for (int64_t i = 0; i < ITEMS; ++i)                                                  \
      v[i] = i < n ? a[i] : (HIGHEST); /* the padding stays at the end */                \
    _Pragma("GCC unroll 63") for (int k = 0; k < COUNT; ++k) {                           \
      T x = v[NETWORK[k][0]], y = v[NETWORK[k][1]];                                      \
      v[NETWORK[k][0]] = LESSER_OF(x, y);                                                \
      v[NETWORK[k][1]] = GREATER_OF(x, y);                                               \
    }                                                                                    \
    /* not memcpy: a string move's start-up costs more than 16 items */                 \
    _Pragma("GCC unroll 16") for (int64_t i = 0; i < ITEMS; ++i) if (i < n) a[i] = v[i]; \
  }

/* Branch-free min and max of NaN-free values: GCC turns a float ?: into a
 * branch, SSE's minsd/maxsd are what the network needs. */
#if defined(__SSE2__)
static inline double lesser_f64(double a, double b) {
  return _mm_cvtsd_f64(_mm_min_sd(_mm_set_sd(a), _mm_set_sd(b)));
}
static inline double greater_f64(double a, double b) {
  return _mm_cvtsd_f64(_mm_max_sd(_mm_set_sd(a), _mm_set_sd(b)));
}
static inline float lesser_f32(float a, float b) {
  return _mm_cvtss_f32(_mm_min_ss(_mm_set_ss(a), _mm_set_ss(b)));
}
static inline float greater_f32(float a, float b) {
  return _mm_cvtss_f32(_mm_max_ss(_mm_set_ss(a), _mm_set_ss(b)));
}
#define LESSER_F64 lesser_f64
#define GREATER_F64 greater_f64
#define LESSER_F32 lesser_f32
#define GREATER_F32 greater_f32
#else
#define LESSER_F64 LESSER
#define GREATER_F64 GREATER
#define LESSER_F32 LESSER
#define GREATER_F32 GREATER
#endif
#define LESSER(a, b) ((b) < (a) ? (b) : (a))
#define GREATER(a, b) ((b) < (a) ? (a) : (b))

/* AVX-512 partitions of 32- and 64-bit items: each vector's lows compressed
 * to the front in place, its highs to scratch. Whole vectors are stored: the
 * lanes past the count land on items already read, or on scratch a later
 * store overwrites. (A compress straight to memory is microcoded on AMD's
 * Zen 4; compress then store is not.) */
static int use_vectors = 1; /* tests turn them off */

PYRITE_INTERNAL void pyrite_sort_use_vectors(int enabled) { use_vectors = enabled; }

#if defined(__x86_64__) && defined(__GNUC__)
#define AVX512 __attribute__((target("avx512f,popcnt")))
static int avx512(void) { return use_vectors && __builtin_cpu_supports("avx512f"); }
#define DEFINE_LESS_MASK(NAME, EXPR)                                                     \
  AVX512 static inline unsigned NAME(__m512i v, __m512i p) { return EXPR; }
DEFINE_LESS_MASK(less_mask_f64, _mm512_cmp_pd_mask(_mm512_castsi512_pd(v),
                                                   _mm512_castsi512_pd(p), _CMP_LT_OQ))
DEFINE_LESS_MASK(less_mask_f32, _mm512_cmp_ps_mask(_mm512_castsi512_ps(v),
                                                   _mm512_castsi512_ps(p), _CMP_LT_OQ))
DEFINE_LESS_MASK(less_mask_i64, _mm512_cmplt_epi64_mask(v, p))
DEFINE_LESS_MASK(less_mask_u64, _mm512_cmplt_epu64_mask(v, p))
DEFINE_LESS_MASK(less_mask_i32, _mm512_cmplt_epi32_mask(v, p))
DEFINE_LESS_MASK(less_mask_u32, _mm512_cmplt_epu32_mask(v, p))

/* Partitions a[0..n) around `pivot` up to the last whole vector; the items
 * read, and the lows and highs so far through *lows and *highCount. */
#define DEFINE_VECTOR_PARTITION(NAME, T, BITS, LANES, LESS_MASK)                        \
  AVX512 static int64_t NAME##_vector_partition(T *a, int64_t n, T pivot, T *highs,       \
                                                int64_t *lows, int64_t *highCount) {      \
    int##BITS##_t bits;                                                                  \
    memcpy(&bits, &pivot, sizeof bits);                                                  \
    __m512i p = _mm512_set1_epi##BITS(bits);                                             \
    int64_t i = 0, low = 0, high = 0;                                                    \
    for (; i + LANES <= n; i += LANES) {                                                 \
      __m512i v = _mm512_loadu_si512((const void *)(a + i));                             \
      unsigned mask = LESS_MASK(v, p);                                                     \
      int count = __builtin_popcount(mask);                                              \
      _mm512_storeu_si512((void *)(a + low), _mm512_maskz_compress_epi##BITS(mask, v));  \
      _mm512_storeu_si512((void *)(highs + high),                                        \
                          _mm512_maskz_compress_epi##BITS(~mask, v));                    \
      low += count;                                                                      \
      high += LANES - count;                                                             \
    }                                                                                    \
    *lows = low;                                                                         \
    *highCount = high;                                                                   \
    return i;                                                                            \
  }
DEFINE_VECTOR_PARTITION(sort_f64, double, 64, 8, less_mask_f64)
DEFINE_VECTOR_PARTITION(sort_f32, float, 32, 16, less_mask_f32)
DEFINE_VECTOR_PARTITION(sort_i64, int64_t, 64, 8, less_mask_i64)
DEFINE_VECTOR_PARTITION(sort_u64, uint64_t, 64, 8, less_mask_u64)
DEFINE_VECTOR_PARTITION(sort_i32, int32_t, 32, 16, less_mask_i32)
DEFINE_VECTOR_PARTITION(sort_u32, uint32_t, 32, 16, less_mask_u32)
#define VECTOR_PARTITION(NAME, a, n, pivot, highs, lows, high)                           \
  (avx512() ? NAME##_vector_partition(a, n, pivot, highs, lows, high) : 0)
#else
#define VECTOR_PARTITION(NAME, a, n, pivot, highs, lows, high) 0
#endif
#define NO_VECTOR_PARTITION(NAME, a, n, pivot, highs, lows, high) 0

/* Defines NAME##_quick(keys, n, scratch, depth): sorts n NaN-free items with
 * scratch of n items. */
#define DEFINE_QUICKSORT(NAME, T, HIGHEST, LESSER_OF, GREATER_OF, PARTITION_VECTORS)     \
  /* Sorts n <= ITEMS items through NETWORK (COUNT comparators). */                      \
  DEFINE_NETWORK(NAME##_network8, T, 8, kNetwork8, 19, HIGHEST, LESSER_OF, GREATER_OF)   \
  DEFINE_NETWORK(NAME##_network16, T, 16, kNetwork16, 63, HIGHEST, LESSER_OF, GREATER_OF) \
  /* Moves the items below `pivot` to the front, in place; their count. */             \
  static int64_t NAME##_partition(T *a, int64_t n, T pivot, T *highs) {                  \
    int64_t lows = 0, high = 0;                                                          \
    int64_t i = PARTITION_VECTORS(NAME, a, n, pivot, highs, &lows, &high);               \
    for (; i < n; ++i) {                                                                 \
      T v = a[i];                                                                        \
      int low = v < pivot;                                                               \
      a[lows] = v;                                                                       \
      highs[high] = v;                                                                   \
      lows += low;                                                                       \
      high += !low;                                                                      \
    }                                                                                    \
    memcpy(a + lows, highs, (size_t)high * sizeof(T));                                   \
    return lows;                                                                         \
  }                                                                                      \
  static void NAME##_quick(T *a, int64_t n, T *scratch, int depth) {                     \
    while (n > NETWORK_ITEMS) {                                                          \
      if (depth-- == 0) {                                                                \
        NAME##_merge(a, NULL, scratch, NULL, n);                                         \
        return;                                                                          \
      }                                                                                  \
      T x = a[0], y = a[n / 2], z = a[n - 1];                                            \
      T pivot = x < y ? (y < z ? y : (x < z ? z : x)) : (x < z ? x : (y < z ? z : y));   \
      int64_t lows = NAME##_partition(a, n, pivot, scratch);                             \
      if (lows == 0) { /* the pivot is the least: its copies are done */                 \
        int64_t equal = 0;                                                               \
        for (int64_t i = 0; i < n; ++i)                                                  \
          if (!(pivot < a[i])) {                                                         \
            T t = a[i];                                                                  \
            a[i] = a[equal];                                                             \
            a[equal++] = t;                                                              \
          }                                                                              \
        a += equal;                                                                      \
        n -= equal;                                                                      \
        continue;                                                                        \
      }                                                                                  \
      if (lows < n - lows) { /* recursion on the smaller side: depth log2(n) */          \
        NAME##_quick(a, lows, scratch, depth);                                           \
        a += lows;                                                                       \
        n -= lows;                                                                       \
      } else {                                                                           \
        NAME##_quick(a + lows, n - lows, scratch, depth);                                \
        n = lows;                                                                        \
      }                                                                                  \
    }                                                                                    \
    if (n > 8)                                                                           \
      NAME##_network16(a, n);                                                            \
    else if (n > 1)                                                                      \
      NAME##_network8(a, n);                                                             \
  }

/* Sorts each line along `axis` (every element as one line when axis < 0):
 * argsort through the merge sort, values through the quicksort with -0.0,
 * 0.0 and NaNs set aside in input order (IS_FLOAT). */
#define DEFINE_SORT(NAME, T, LESS, IS_FLOAT, HIGHEST, LESSER_OF, GREATER_OF, VECTORS)   \
  DEFINE_MERGE(NAME, T, LESS)                                                            \
  DEFINE_QUICKSORT(NAME, T, HIGHEST, LESSER_OF, GREATER_OF, VECTORS)                     \
  static int NAME(const View *v, int32_t axis, const View *out, int argsort) {           \
    int64_t ndim = v->ndim, total = 1, index[64] = {0};                                  \
    for (int64_t d = 0; d < ndim; ++d)                                                   \
      total *= v->sizes[d];                                                              \
    if (total == 0)                                                                      \
      return 0;                                                                          \
    int64_t length = axis < 0 ? total : v->sizes[axis];                                  \
    /* the line, scratch, and (values) the items set aside */                            \
    T *keys = malloc((size_t)length * 3 * sizeof(T));                                    \
    int64_t *order = argsort ? malloc((size_t)length * 2 * sizeof(int64_t)) : NULL;      \
    if (!keys || (argsort && !order)) {                                                  \
      free(keys);                                                                        \
      free(order);                                                                       \
      pyrite_raise(PYRITE_MEMORY_ERROR, "");                                             \
      return -1;                                                                         \
    }                                                                                    \
    int depth = 0;                                                                       \
    for (int64_t m = length; m > 1; m >>= 1)                                             \
      depth += 2;                                                                        \
    T *aside = keys + 2 * length, zero = 0;                                              \
    for (int64_t line = 0; line < total / length; ++line) {                              \
      /* axis < 0: one line of every element in row-major order. */                     \
      const char *p = v->data;                                                           \
      char *q = (char *)(intptr_t)out->data;                                             \
      if (axis >= 0)                                                                     \
        for (int64_t d = 0; d < ndim; ++d) {                                             \
          p += index[d] * v->strides[d];                                                 \
          q += index[d] * out->strides[d];                                               \
        }                                                                                \
      if (axis < 0)                                                                      \
        copy_row_major(v, (char *)keys);                                                 \
      else if (v->strides[axis] == (int64_t)sizeof(T))                                   \
        memcpy(keys, p, (size_t)length * sizeof(T));                                     \
      else                                                                               \
        for (int64_t k = 0; k < length; ++k)                                             \
          memcpy(&keys[k], p + k * v->strides[axis], sizeof(T));                         \
      int64_t step = axis < 0 ? out->strides[0] : out->strides[axis];                    \
      if (argsort) {                                                                     \
        for (int64_t k = 0; k < length; ++k)                                             \
          order[k] = k;                                                                  \
        NAME##_merge(keys, order, keys + length, order + length, length);                \
        for (int64_t k = 0; k < length; ++k)                                             \
          memcpy(q + k * step, &order[k], sizeof(int64_t));                              \
      } else {                                                                           \
        /* floats: zeros to aside's front, NaNs backwards from its end */                \
        int64_t kept = length, negatives = 0, zeros = 0, nans = 0;                       \
        if (IS_FLOAT) {                                                                  \
          kept = 0;                                                                      \
          for (int64_t k = 0; k < length; ++k) {                                         \
            T x = keys[k];                                                               \
            if (x != x) {                                                                \
              aside[length - 1 - nans++] = x;                                            \
            } else if (x == zero) {                                                      \
              aside[zeros++] = x;                                                        \
            } else {                                                                     \
              keys[kept++] = x;                                                          \
              negatives += x < zero;                                                     \
            }                                                                            \
          }                                                                              \
        }                                                                                \
        NAME##_quick(keys, kept, keys + length, depth);                                  \
        if (step == (int64_t)sizeof(T) && !zeros && !nans) {                             \
          memcpy(q, keys, (size_t)kept * sizeof(T));                                     \
        } else {                                                                         \
          for (int64_t k = 0; k < negatives; ++k, q += step)                             \
            memcpy(q, &keys[k], sizeof(T));                                              \
          for (int64_t k = 0; k < zeros; ++k, q += step)                                 \
            memcpy(q, &aside[k], sizeof(T));                                             \
          for (int64_t k = negatives; k < kept; ++k, q += step)                          \
            memcpy(q, &keys[k], sizeof(T));                                              \
          for (int64_t k = 0; k < nans; ++k, q += step)                                  \
            memcpy(q, &aside[length - 1 - k], sizeof(T));                                \
        }                                                                                \
      }                                                                                  \
      if (axis >= 0)                                                                     \
        next_line(v, axis, index);                                                       \
    }                                                                                    \
    free(keys);                                                                          \
    free(order);                                                                         \
    return 0;                                                                            \
  }

DEFINE_SORT(sort_f64, double, LESS_FLOAT, 1, INFINITY, LESSER_F64, GREATER_F64, VECTOR_PARTITION)
DEFINE_SORT(sort_f32, float, LESS_FLOAT, 1, INFINITY, LESSER_F32, GREATER_F32, VECTOR_PARTITION)
DEFINE_SORT(sort_i8, int8_t, LESS_INT, 0, INT8_MAX, LESSER, GREATER, NO_VECTOR_PARTITION)
DEFINE_SORT(sort_i16, int16_t, LESS_INT, 0, INT16_MAX, LESSER, GREATER, NO_VECTOR_PARTITION)
DEFINE_SORT(sort_i32, int32_t, LESS_INT, 0, INT32_MAX, LESSER, GREATER, VECTOR_PARTITION)
DEFINE_SORT(sort_i64, int64_t, LESS_INT, 0, INT64_MAX, LESSER, GREATER, VECTOR_PARTITION)
DEFINE_SORT(sort_u8, uint8_t, LESS_INT, 0, UINT8_MAX, LESSER, GREATER,
            NO_VECTOR_PARTITION) /* and bool */
DEFINE_SORT(sort_u16, uint16_t, LESS_INT, 0, UINT16_MAX, LESSER, GREATER, NO_VECTOR_PARTITION)
DEFINE_SORT(sort_u32, uint32_t, LESS_INT, 0, UINT32_MAX, LESSER, GREATER, VECTOR_PARTITION)
DEFINE_SORT(sort_u64, uint64_t, LESS_INT, 0, UINT64_MAX, LESSER, GREATER, VECTOR_PARTITION)

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

