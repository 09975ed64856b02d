/*===- Products.c - Matrix products through BLAS or loops ---------*- C -*-===*/
#define _GNU_SOURCE /* dl_iterate_phdr, RTLD_NOLOAD */
#include "ArrayInternal.h"

#include <dlpack/dlpack.h>

#include <dlfcn.h>
#include <link.h>

#include <stdio.h>
#include <stdlib.h>

/*===------------------------------------------------------------------------===
 * Matrix products (a @ b): OpenBLAS when it is installed, as in NumPy
 *===------------------------------------------------------------------------===*/

/* BLAS is looked up at run time (dlopen), so deployed programs need not link
 * it; without it the loops below compute the same products more slowly. An
 * OpenBLAS already in the process (NumPy's wheel bundles one) comes first:
 * two OpenBLAS thread pools in one process spin against each other (two
 * alternating 512x1024x1024 sgemms took 42 ms instead of 18-24 ms). NumPy's
 * has 64-bit integers (ILP64) and prefixed names (scipy_cblas_sgemm64_). */
#define BLAS_SIGNATURES(I, SUFFIX)                                                 \
  typedef void (*Dgemm##SUFFIX)(int, int, int, I, I, I, double, const void *, I,   \
                                const void *, I, double, void *, I);               \
  typedef void (*Sgemm##SUFFIX)(int, int, int, I, I, I, float, const void *, I,    \
                                const void *, I, float, void *, I);                \
  typedef double (*Ddot##SUFFIX)(I, const void *, I, const void *, I);             \
  typedef float (*Sdot##SUFFIX)(I, const void *, I, const void *, I);              \
  typedef void (*Dgemv##SUFFIX)(int, int, I, I, double, const void *, I,           \
                                const void *, I, double, void *, I);               \
  typedef void (*Sgemv##SUFFIX)(int, int, I, I, float, const void *, I,            \
                                const void *, I, float, void *, I);
enum { kRowMajor = 101, kNoTrans = 111, kTrans = 112 };

BLAS_SIGNATURES(int, 32)
BLAS_SIGNATURES(int64_t, 64)

enum { kDgemm, kSgemm, kDdot, kSdot, kDgemv, kSgemv, kBlasRoutines };
static const char *const kBlasNames[kBlasRoutines] = {"dgemm", "sgemm", "ddot",
                                                      "sdot",  "dgemv", "sgemv"};

static struct {
  int loaded, found, ilp64;
  void *routine[kBlasRoutines];
} blas;

/* Whether `lib` has every routine as cblas_<name> (LP64) or as
 * <prefix>cblas_<name>64_ (ILP64); fills `blas` if so. */
static int take_blas(void *lib) {
  static const char *const forms[][2] = {{"", ""}, {"scipy_", "64_"}, {"", "64_"}};
  for (unsigned f = 0; f < sizeof forms / sizeof *forms; ++f) {
    int all = 1;
    for (int r = 0; r < kBlasRoutines && all; ++r) {
      char symbol[64];
      snprintf(symbol, sizeof symbol, "%scblas_%s%s", forms[f][0], kBlasNames[r], forms[f][1]);
      blas.routine[r] = dlsym(lib, symbol);
      all = blas.routine[r] != NULL;
    }
    if (all) {
      blas.ilp64 = forms[f][1][0] != '\0';
      return blas.found = 1;
    }
  }
  return 0;
}

static int find_loaded_openblas(struct dl_phdr_info *info, size_t size, void *data) {
  (void)size;
  (void)data;
  if (!info->dlpi_name || !strstr(info->dlpi_name, "openblas"))
    return 0;
  void *lib = dlopen(info->dlpi_name, RTLD_NOW | RTLD_NOLOAD);
  return lib && take_blas(lib);
}

static void find_blas(void) {
  if (dl_iterate_phdr(find_loaded_openblas, NULL))
    return;
  const char *names[] = {"libopenblas.so.0", "libopenblas.so", "libblas.so.3"};
  for (unsigned i = 0; i < sizeof names / sizeof *names; ++i) {
    void *lib = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (lib && take_blas(lib))
      return;
  }
}

static void load_blas(void) {
  if (blas.loaded)
    return;
  blas.loaded = 1;
  find_blas();
  /* The same contention with OpenMP's threads (element loops split across
   * cores), which spin for 200 ms after each loop by default: in a program
   * that also multiplies matrices they sleep at once (an MLP 16 -> 12 ms). */
  void *openmp = blas.found ? dlopen("libomp.so.5", RTLD_NOW | RTLD_NOLOAD) : NULL;
  void (*set_blocktime)(int) = openmp ? (void (*)(int))dlsym(openmp, "kmp_set_blocktime") : NULL;
  if (set_blocktime)
    set_blocktime(0);
}

/* The routines in either integer width; every size fits in 32 bits. */
static void blas_gemm(int bits, int ta, int tb, int64_t m, int64_t n, int64_t k, const void *a,
                      int64_t lda, const void *b, int64_t ldb, void *c) {
  void *f = blas.routine[bits == 64 ? kDgemm : kSgemm];
  if (blas.ilp64 && bits == 64)
    ((Dgemm64)f)(kRowMajor, ta, tb, m, n, k, 1.0, a, lda, b, ldb, 0.0, c, n);
  else if (blas.ilp64)
    ((Sgemm64)f)(kRowMajor, ta, tb, m, n, k, 1.0f, a, lda, b, ldb, 0.0f, c, n);
  else if (bits == 64)
    ((Dgemm32)f)(kRowMajor, ta, tb, (int)m, (int)n, (int)k, 1.0, a, (int)lda, b, (int)ldb, 0.0, c, (int)n);
  else
    ((Sgemm32)f)(kRowMajor, ta, tb, (int)m, (int)n, (int)k, 1.0f, a, (int)lda, b, (int)ldb, 0.0f, c,
                 (int)n);
}

static void blas_gemv(int bits, int ta, int64_t rows, int64_t cols, const void *a, int64_t lda,
                      const void *x, int64_t incx, void *y) {
  void *f = blas.routine[bits == 64 ? kDgemv : kSgemv];
  if (blas.ilp64 && bits == 64)
    ((Dgemv64)f)(kRowMajor, ta, rows, cols, 1.0, a, lda, x, incx, 0.0, y, 1);
  else if (blas.ilp64)
    ((Sgemv64)f)(kRowMajor, ta, rows, cols, 1.0f, a, lda, x, incx, 0.0f, y, 1);
  else if (bits == 64)
    ((Dgemv32)f)(kRowMajor, ta, (int)rows, (int)cols, 1.0, a, (int)lda, x, (int)incx, 0.0, y, 1);
  else
    ((Sgemv32)f)(kRowMajor, ta, (int)rows, (int)cols, 1.0f, a, (int)lda, x, (int)incx, 0.0f, y, 1);
}

static void blas_dot(int bits, int64_t n, const void *x, int64_t incx, const void *y,
                     int64_t incy, void *out) {
  void *f = blas.routine[bits == 64 ? kDdot : kSdot];
  if (bits == 64)
    *(double *)out = blas.ilp64 ? ((Ddot64)f)(n, x, incx, y, incy)
                                : ((Ddot32)f)((int)n, x, (int)incx, y, (int)incy);
  else
    *(float *)out = blas.ilp64 ? ((Sdot64)f)(n, x, incx, y, incy)
                               : ((Sdot32)f)((int)n, x, (int)incx, y, (int)incy);
}

/* Whether a rows x cols operand with byte strides (rs, cs) is a BLAS
 * matrix as it is: a unit stride on one axis, the other's (its leading
 * dimension, *ld, in elements) covering it; *trans is kTrans where it is
 * stored column by column. */
static int blas_layout(int64_t rows, int64_t cols, int64_t rs, int64_t cs, int64_t itemsize,
                       int *trans, int64_t *ld) {
  if (cs == itemsize && rs >= cols * itemsize && rs % itemsize == 0) {
    *trans = kNoTrans;
    *ld = rows <= 1 ? (cols > 0 ? cols : 1) : (rs / itemsize > 0 ? rs / itemsize : 1);
    return 1;
  }
  if (rs == itemsize && cs >= rows * itemsize && cs % itemsize == 0) {
    *trans = kTrans;
    *ld = cols <= 1 ? (rows > 0 ? rows : 1) : (cs / itemsize > 0 ? cs / itemsize : 1);
    return 1;
  }
  return 0;
}

/* A matrix operand for BLAS: as it is (blas_layout), or else copied into a
 * compact buffer first (*copy, to free). */
static const char *blas_operand(const char *data, int64_t rows, int64_t cols, int64_t rs,
                                int64_t cs, int64_t itemsize, int *trans, int *ld, char **copy) {
  *copy = NULL;
  int64_t leading;
  if (blas_layout(rows, cols, rs, cs, itemsize, trans, &leading)) {
    *ld = (int)leading;
    return data;
  }
  *copy = malloc((size_t)(rows * cols > 0 ? rows * cols : 1) * (size_t)itemsize);
  if (!*copy)
    return NULL;
  for (int64_t i = 0; i < rows; ++i)
    for (int64_t j = 0; j < cols; ++j)
      memcpy(*copy + (i * cols + j) * itemsize, data + i * rs + j * cs, (size_t)itemsize);
  *trans = kNoTrans;
  *ld = (int)(cols > 0 ? cols : 1);
  return *copy;
}

#define DEFINE_MATMUL_LOOPS(NAME, T, ACC)                                           \
  static void NAME(const char *a, const char *b, T *out, int64_t m, int64_t k,       \
                   int64_t n, int64_t ars, int64_t acs, int64_t brs, int64_t bcs) {  \
    for (int64_t i = 0; i < m; ++i)                                                  \
      for (int64_t j = 0; j < n; ++j) {                                              \
        ACC sum = 0;                                                                 \
        for (int64_t p = 0; p < k; ++p)                                              \
          sum += (ACC) * (const T *)(a + i * ars + p * acs) *                        \
                 (ACC) * (const T *)(b + p * brs + j * bcs);                         \
        out[i * n + j] = (T)sum;                                                     \
      }                                                                              \
  }
DEFINE_MATMUL_LOOPS(matmul_f64, double, double)
DEFINE_MATMUL_LOOPS(matmul_f32, float, float)
DEFINE_MATMUL_LOOPS(matmul_i8, int8_t, uint64_t)
DEFINE_MATMUL_LOOPS(matmul_i16, int16_t, uint64_t)
DEFINE_MATMUL_LOOPS(matmul_i32, int32_t, uint64_t)
DEFINE_MATMUL_LOOPS(matmul_i64, int64_t, uint64_t)
DEFINE_MATMUL_LOOPS(matmul_u8, uint8_t, uint64_t)
DEFINE_MATMUL_LOOPS(matmul_u16, uint16_t, uint64_t)
DEFINE_MATMUL_LOOPS(matmul_u32, uint32_t, uint64_t)
DEFINE_MATMUL_LOOPS(matmul_u64, uint64_t, uint64_t)

/* The loops of dtype (code, bits): floats summed in the dtype, integers
 * wrapping. */
static void matmul_loops(int32_t code, int32_t bits, const char *a, const char *b, void *out,
                         int64_t m, int64_t k, int64_t n, int64_t ars, int64_t acs, int64_t brs,
                         int64_t bcs) {
#define MATMUL(T) matmul_##T(a, b, out, m, k, n, ars, acs, brs, bcs)
  PYRITE_SWITCH_DTYPE(code, bits, MATMUL, u64)
#undef MATMUL
}

void pyrite_raise_matmul_mismatch(int64_t kb, int64_t k) {
  char message[200];
  snprintf(message, sizeof message,
           "matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc "
           "signature (n?,k),(k,m?)->(n?,m?) (size %lld is different from %lld)",
           (long long)kb, (long long)k);
  pyrite_raise(PYRITE_VALUE_ERROR, message);
}

/* Whether np.dot (`dot`) of an m x k and a k x n operand has a one-element
 * operand, which NumPy's BLAS calls treat as a scalar (see pyrite_np_matmul). */
static int scalar_operand(int32_t dot, int64_t m, int64_t k, int64_t n) {
  return dot && k == 1 && (m == 1 || n == 1);
}

int32_t pyrite_np_matmul(int32_t code, int32_t bits, const int64_t *a, int32_t ndimA,
                         const int64_t *b, int32_t ndimB, int32_t dot, void *out) {
  int64_t itemsize = bits / 8;
  View va = view_of(a, ndimA, itemsize), vb = view_of(b, ndimB, itemsize);
  /* A vector is a 1 x k row on the left, a k x 1 column on the right. */
  int64_t m = ndimA == 2 ? va.sizes[0] : 1, k = va.sizes[ndimA - 1];
  int64_t kb = vb.sizes[0], n = ndimB == 2 ? vb.sizes[1] : 1;
  int64_t ars = ndimA == 2 ? va.strides[0] : 0, acs = va.strides[ndimA - 1];
  int64_t brs = vb.strides[0], bcs = ndimB == 2 ? vb.strides[1] : 0;
  if (k != kb) {
    pyrite_raise_matmul_mismatch(kb, k);
    return -1;
  }
  if (m == 0 || n == 0)
    return 0;
  int isFloat = code == kDLFloat;
  if (dot && isFloat && m == 1 && n == 1 && k == 1) {
    if (bits == 64)
      *(double *)out = *(const double *)va.data * *(const double *)vb.data;
    else
      *(float *)out = *(const float *)va.data * *(const float *)vb.data;
    return 0;
  }
  /* np.dot of a one-element operand and a longer one: NumPy scales the
   * longer by it (axpy into zeros), which adds nothing for a scale of 0, so
   * the result is zeros even against inf or nan. */
  if (isFloat && scalar_operand(dot, m, k, n)) {
    const char *scale = m == 1 ? va.data : vb.data;
    if (bits == 64 ? *(const double *)scale == 0.0 : *(const float *)scale == 0.0f) {
      memset(out, 0, (size_t)(m * n * itemsize));
      return 0;
    }
  }
  load_blas();
  if (isFloat && blas.found && k > 0 && m < INT32_MAX && n < INT32_MAX && k < INT32_MAX) {
    int ta, tb, lda, ldb;
    char *ca, *cb;
    /* A vector's missing axis gets a compact stride; a matrix's zero stride
     * (a broadcast view) stays zero, so blas_operand copies it. */
    const char *pa = blas_operand(va.data, m, k, ndimA == 2 ? ars : k * itemsize, acs, itemsize,
                                  &ta, &lda, &ca);
    const char *pb = blas_operand(vb.data, k, n, brs, ndimB == 2 ? bcs : itemsize, itemsize, &tb,
                                  &ldb, &cb);
    if (pa && pb) {
      /* NumPy's choice of routine (its matmul inner loop), by the core
       * sizes: dot for one row times one column, gemv for a row times a
       * matrix (the matrix transposed: x @ A, or a batch of (1, k) rows) and
       * for a matrix times a column, gemm for the rest. A row or column is
       * unit-stride here, or its copy. */
      int64_t incA = ca ? 1 : acs / itemsize, incB = cb ? 1 : brs / itemsize;
      if (m == 1 && n == 1)
        blas_dot(bits, k, pa, incA, pb, incB, out);
      else if (m == 1)
        blas_gemv(bits, tb == kNoTrans ? kTrans : kNoTrans, tb == kNoTrans ? k : n,
                  tb == kNoTrans ? n : k, pb, ldb, pa, incA, out);
      else if (n == 1)
        blas_gemv(bits, ta, ta == kNoTrans ? m : k, ta == kNoTrans ? k : m, pa, lda, pb, incB,
                  out);
      else
        blas_gemm(bits, ta, tb, m, n, k, pa, lda, pb, ldb, out);
      free(ca);
      free(cb);
      return 0;
    }
    free(ca);
    free(cb);
  }
  matmul_loops(code, bits, va.data, vb.data, out, m, k, n, ars, acs, brs, bcs);
  return 0;
}

/* blas_layout, where an axis of one element may have any stride (a vector's
 * missing axis, x[:, None]): it is given one that fits, compact where the
 * other axis is compact (row-major), else one item (column-major). */
static int any_stride_layout(int64_t rows, int64_t cols, int64_t rs, int64_t cs, int64_t itemsize,
                             int *trans, int64_t *ld) {
  if (cols == 1)
    cs = itemsize;
  if (rows == 1)
    rs = cs == itemsize ? cols * itemsize : itemsize;
  return blas_layout(rows, cols, rs, cs, itemsize, trans, ld);
}

static PyriteDeviceGemm device_gemm;

void pyrite_device_gemm_install(PyriteDeviceGemm gemm) { device_gemm = gemm; }

/* The batch axes of a @ b beyond 2-D (aligned at the right, sizes of 1
 * broadcast) as one: *count matrices, each operand's next one `*step_*`
 * bytes on (0: the same one). 0 where an operand's matrices are not evenly
 * spaced in that order. */
static int even_batches(const View *va, const View *vb, int64_t *count, int64_t *step_a,
                        int64_t *step_b) {
  const View *views[2] = {va, vb};
  int64_t *steps[2] = {step_a, step_b};
  int known[2] = {0, 0};
  int64_t axes = (va->ndim > vb->ndim ? va->ndim : vb->ndim) - 2, inner = 1;
  *step_a = *step_b = 0;
  for (int64_t d = axes - 1; d >= 0; --d) {
    int64_t size = 1, strides[2];
    for (int o = 0; o < 2; ++o) {
      int64_t at = d - (axes - (views[o]->ndim - 2));
      int64_t own = at >= 0 ? views[o]->sizes[at] : 1;
      strides[o] = own != 1 ? views[o]->strides[at] : 0;
      size = own != 1 ? own : size; /* the shapes were checked: one size, or 1 */
    }
    if (size == 1)
      continue;
    for (int o = 0; o < 2; ++o) {
      int64_t expected;
      if (!known[o]) { /* the innermost axis of more than one matrix */
        known[o] = 1;
        *steps[o] = strides[o];
      } else if (__builtin_mul_overflow(*steps[o], inner, &expected) || strides[o] != expected) {
        return 0;
      }
    }
    if (__builtin_mul_overflow(inner, size, &inner))
      return 0;
  }
  *count = inner;
  return *step_a >= 0 && *step_b >= 0;
}

int32_t pyrite_device_matmul(int32_t code, int32_t bits, const int64_t *a, int32_t ndimA,
                             const int64_t *b, int32_t ndimB, int32_t dot, void *out) {
  if (!device_gemm || code != kDLFloat || (bits != 32 && bits != 64))
    return 1;
  int64_t itemsize = bits / 8;
  View va = view_of(a, ndimA, itemsize), vb = view_of(b, ndimB, itemsize);
  int64_t batches = 1, step_a = 0, step_b = 0;
  if ((ndimA > 2 || ndimB > 2) &&
      (dot || ndimA < 2 || ndimB < 2 || !even_batches(&va, &vb, &batches, &step_a, &step_b)))
    return 1;
  /* As pyrite_np_matmul: a vector is a 1 x k row on the left, a k x 1
   * column on the right (its missing axis's stride: any). */
  int64_t m = ndimA >= 2 ? va.sizes[ndimA - 2] : 1, k = va.sizes[ndimA - 1];
  int64_t n = ndimB >= 2 ? vb.sizes[ndimB - 1] : 1;
  if (batches == 0 || m == 0 || n == 0 || k == 0 || scalar_operand(dot, m, k, n))
    return 1;
  int ta, tb;
  int64_t lda, ldb;
  if (!any_stride_layout(m, k, ndimA >= 2 ? va.strides[ndimA - 2] : 0, va.strides[ndimA - 1],
                         itemsize, &ta, &lda) ||
      !any_stride_layout(k, n, vb.strides[ndimB >= 2 ? ndimB - 2 : 0],
                         ndimB >= 2 ? vb.strides[ndimB - 1] : 0, itemsize, &tb, &ldb))
    return 1;
  return device_gemm(bits, ta == kTrans, tb == kTrans, m, n, k, va.data, lda, step_a / itemsize,
                     vb.data, ldb, step_b / itemsize, out, batches);
}

/* One element of np.dot beyond 2-D: NumPy's DOUBLE_dot/FLOAT_dot. Floats go
 * through BLAS where both strides are positive multiples of the item size
 * (blas_stride), in chunks summed in a double from 0.0 (a float result
 * rounded from it); otherwise, and for integers, matmul_loops. */
static void dot_element(int32_t code, int32_t bits, const char *x, int64_t sx, const char *y,
                        int64_t sy, int64_t n, void *out) {
  int64_t itemsize = bits / 8;
  int64_t most = blas.ilp64 ? INT64_MAX : INT32_MAX;
  if (code == kDLFloat && blas.found && sx > 0 && sx % itemsize == 0 && sy > 0 &&
      sy % itemsize == 0 && sx / itemsize <= most && sy / itemsize <= most) {
    int64_t chunk = blas.ilp64 ? (int64_t)1 << 62 : (int64_t)1 << 30; /* NPY_CBLAS_CHUNK */
    double sum = 0.;
    while (n > 0) {
      int64_t count = chunk < n ? chunk : n;
      double part;
      if (bits == 64) {
        blas_dot(64, count, x, sx / itemsize, y, sy / itemsize, &part);
      } else {
        float single;
        blas_dot(32, count, x, sx / itemsize, y, sy / itemsize, &single);
        part = single;
      }
      sum += part;
      x += count * sx;
      y += count * sy;
      n -= count;
    }
    if (bits == 64)
      *(double *)out = sum;
    else
      *(float *)out = (float)sum;
    return;
  }
  matmul_loops(code, bits, x, y, out, 1, n, 1, 0, sx, sy, 0);
}

/* NumPy's shape text: (2,3,4), (4,), (). */
static void shape_text(char *text, size_t room, const int64_t *sizes, int32_t ndim) {
  size_t used = (size_t)snprintf(text, room, "(");
  for (int32_t d = 0; d < ndim && used < room; ++d)
    used += (size_t)snprintf(text + used, room - used, d ? ",%lld" : "%lld", (long long)sizes[d]);
  if (used < room)
    snprintf(text + used, room - used, ndim == 1 ? ",)" : ")");
}

int32_t pyrite_np_product_sizes(int32_t dot, const int64_t *a, int32_t ndimA, const int64_t *b,
                                int32_t ndimB, int64_t *sizes) {
  const int64_t *sizesA = a + 3, *sizesB = b + 3;
  if (dot) {
    int32_t match = ndimB > 1 ? ndimB - 2 : 0;
    int64_t n = sizesA[ndimA - 1];
    if (sizesB[match] != n) {
      char shapeA[700], shapeB[700], message[1600];
      shape_text(shapeA, sizeof shapeA, sizesA, ndimA);
      shape_text(shapeB, sizeof shapeB, sizesB, ndimB);
      snprintf(message, sizeof message,
               "shapes %s and %s not aligned: %lld (dim %d) != %lld (dim %d)", shapeA, shapeB,
               (long long)n, ndimA - 1, (long long)sizesB[match], match);
      pyrite_raise(PYRITE_VALUE_ERROR, message);
      return -1;
    }
    /* a's axes but its last, then b's but `match`. */
    for (int32_t d = 0; d < ndimA - 1; ++d)
      sizes[d] = sizesA[d];
    for (int32_t d = 0, k = ndimA - 1; d < ndimB; ++d)
      if (d != match)
        sizes[k++] = sizesB[d];
    return 0;
  }
  int32_t ndim = ndimA > ndimB ? ndimA : ndimB, batch = ndim - 2;
  int64_t k = sizesA[ndimA - 1];
  if (sizesB[ndimB - 2] != k) {
    pyrite_raise_matmul_mismatch(sizesB[ndimB - 2], k);
    return -1;
  }
  /* Batch axes aligned at the right; equal, or 1 stretches. */
  for (int32_t d = 0; d < batch; ++d) {
    int32_t da = d - (ndim - ndimA), db = d - (ndim - ndimB);
    int64_t sa = da >= 0 ? sizesA[da] : 1, sb = db >= 0 ? sizesB[db] : 1;
    if (sa != sb && sa != 1 && sb != 1) {
      pyrite_raise(PYRITE_VALUE_ERROR, "operands could not be broadcast together with remapped "
                                       "shapes [original->remapped]");
      return -1;
    }
    sizes[d] = sa == 1 ? sb : sa;
  }
  sizes[batch] = sizesA[ndimA - 2];
  sizes[batch + 1] = sizesB[ndimB - 1];
  return 0;
}

int32_t pyrite_np_dot_nd(int32_t code, int32_t bits, const int64_t *a, int32_t ndimA,
                         const int64_t *b, int32_t ndimB, int64_t *out) {
  int64_t itemsize = bits / 8;
  View va = view_of(a, ndimA, itemsize), vb = view_of(b, ndimB, itemsize);
  int32_t match = ndimB > 1 ? ndimB - 2 : 0, ndim = ndimA - 1 + ndimB - 1;
  int64_t n = va.sizes[ndimA - 1];
  int64_t *sizes = out + 3, *strides = out + 3 + ndim;
  if (pyrite_np_product_sizes(1, a, ndimA, b, ndimB, sizes))
    return -1;
  int64_t countA = 1, countB = 1;
  for (int32_t d = 0; d < ndim; ++d)
    *(d < ndimA - 1 ? &countA : &countB) *= sizes[d];
  row_major_strides(sizes, ndim, strides);
  char *data = pyrite_array_alloc(countA * countB * itemsize, 0);
  if (!data)
    return -1;
  out[0] = out[1] = (int64_t)(intptr_t)data;
  out[2] = 0;
  if (code == kDLFloat)
    load_blas();
  /* In NumPy's order: a's rows outside, b's columns inside, both in C order. */
  int64_t indexA[64] = {0};
  const char *x = va.data;
  char *to = data;
  for (int64_t i = 0; i < countA; ++i) {
    int64_t indexB[64] = {0};
    const char *y = vb.data;
    for (int64_t j = 0; j < countB; ++j, to += itemsize) {
      dot_element(code, bits, x, va.strides[ndimA - 1], y, vb.strides[match], n, to);
      for (int32_t d = ndimB - 1; d >= 0; --d) {
        if (d == match)
          continue;
        y += vb.strides[d];
        if (++indexB[d] < vb.sizes[d])
          break;
        y -= indexB[d] * vb.strides[d];
        indexB[d] = 0;
      }
    }
    for (int32_t d = ndimA - 2; d >= 0; --d) {
      x += va.strides[d];
      if (++indexA[d] < va.sizes[d])
        break;
      x -= indexA[d] * va.strides[d];
      indexA[d] = 0;
    }
  }
  return 0;
}

int32_t pyrite_np_matmul_batched(int32_t code, int32_t bits, const int64_t *a, int32_t ndimA,
                                 const int64_t *b, int32_t ndimB, int64_t *out) {
  int64_t itemsize = bits / 8;
  int32_t ndim = ndimA > ndimB ? ndimA : ndimB, batch = ndim - 2;
  const int64_t *sizesA = a + 3, *stridesA = a + 3 + ndimA;
  const int64_t *sizesB = b + 3, *stridesB = b + 3 + ndimB;
  int64_t *sizes = out + 3, *strides = out + 3 + ndim;
  int64_t m = sizesA[ndimA - 2], k = sizesA[ndimA - 1], n = sizesB[ndimB - 1];
  if (pyrite_np_product_sizes(0, a, ndimA, b, ndimB, sizes))
    return -1;
  int64_t count = 1;
  for (int32_t d = 0; d < batch; ++d)
    count *= sizes[d];
  row_major_strides(sizes, ndim, strides);
  char *data = pyrite_array_alloc(count * m * n * itemsize, 0);
  if (!data)
    return -1;
  out[0] = out[1] = (int64_t)(intptr_t)data;
  out[2] = 0;
  /* One 2-D descriptor per operand, its offset moved to each matrix. */
  int64_t matA[7] = {0, a[1], 0, m, k, stridesA[ndimA - 2], stridesA[ndimA - 1]};
  int64_t matB[7] = {0, b[1], 0, k, n, stridesB[ndimB - 2], stridesB[ndimB - 1]};
  int64_t index[64] = {0};
  for (int64_t i = 0; i < count; ++i) {
    matA[2] = a[2];
    matB[2] = b[2];
    for (int32_t d = 0; d < batch; ++d) {
      int32_t da = d - (ndim - ndimA), db = d - (ndim - ndimB);
      if (da >= 0 && sizesA[da] != 1)
        matA[2] += index[d] * stridesA[da];
      if (db >= 0 && sizesB[db] != 1)
        matB[2] += index[d] * stridesB[db];
    }
    if (pyrite_np_matmul(code, bits, matA, 2, matB, 2, 0, data + i * m * n * itemsize))
      return -1;
    for (int32_t d = batch - 1; d >= 0 && ++index[d] == sizes[d]; --d)
      index[d] = 0;
  }
  return 0;
}
