/*===- FakeCublas.c - A libcublas.so.13 that multiplies on the host -*- C -*-===*
 *
 * Beside the fake libcuda.so.1 (FakeCuda.c), whose "GPU memory" is host
 * memory: the cuBLAS functions runtime/cuda calls. Each logs to stderr what
 * it was asked and gemm computes the product as cuBLAS defines it
 * (column-major, op(A) m x k, op(B) k x n; C not read where beta is 0),
 * refusing leading dimensions cuBLAS refuses, so tests check pyrite's
 * operands, transposes and leading dimensions by the values. Failures on
 * request:
 *   FAKE_CUBLAS_FAIL=create    cublasCreate_v2 fails (NOT_INITIALIZED)
 *   FAKE_CUBLAS_FAIL=stream    cublasSetStream_v2 fails (NOT_INITIALIZED)
 *   FAKE_CUBLAS_FAIL=gemm      gemm fails (EXECUTION_FAILED, 13)
 *===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { SUCCESS = 0, NOT_INITIALIZED = 1, INVALID_VALUE = 7, EXECUTION_FAILED = 13 };

static int failing(const char *what) {
  const char *fail = getenv("FAKE_CUBLAS_FAIL");
  return fail && strcmp(fail, what) == 0;
}

static int fake_handle;

int cublasCreate_v2(void **handle) {
  fprintf(stderr, "fake-cublas: create\n");
  if (failing("create"))
    return NOT_INITIALIZED;
  *handle = &fake_handle;
  return SUCCESS;
}

int cublasSetStream_v2(void *handle, void *stream) {
  fprintf(stderr, "fake-cublas: stream %p\n", stream);
  return handle == &fake_handle && !failing("stream") ? SUCCESS : NOT_INITIALIZED;
}

int cublasDestroy_v2(void *handle) {
  fprintf(stderr, "fake-cublas: destroy\n");
  return handle == &fake_handle ? SUCCESS : NOT_INITIALIZED;
}

static int max1(int v) { return v > 1 ? v : 1; }

/* cuBLAS's own argument checks, then C = alpha op(A) op(B) + beta C. */
#define DEFINE_GEMM(NAME, T)                                                                       \
  int NAME(void *handle, int ta, int tb, int m, int n, int k, const T *alpha, const T *a, int lda, \
           const T *b, int ldb, const T *beta, T *c, int ldc) {                                    \
    fprintf(stderr, "fake-cublas: " #NAME " %c%c m %d n %d k %d lda %d ldb %d ldc %d\n", "NT"[ta], \
            "NT"[tb], m, n, k, lda, ldb, ldc);                                                     \
    if (handle != &fake_handle)                                                                    \
      return NOT_INITIALIZED;                                                                      \
    if (m < 0 || n < 0 || k < 0 || lda < max1(ta ? k : m) || ldb < max1(tb ? n : k) ||             \
        ldc < max1(m))                                                                             \
      return INVALID_VALUE;                                                                        \
    if (failing("gemm"))                                                                           \
      return EXECUTION_FAILED;                                                                     \
    for (int i = 0; i < m; ++i)                                                                    \
      for (int j = 0; j < n; ++j) {                                                                \
        double sum = 0;                                                                            \
        for (int p = 0; p < k; ++p)                                                                \
          sum += (double)(ta ? a[p + (size_t)i * lda] : a[i + (size_t)p * lda]) *                  \
                 (double)(tb ? b[j + (size_t)p * ldb] : b[p + (size_t)j * ldb]);                   \
        T scaled = (T)(*alpha * (T)sum);                                                           \
        c[i + (size_t)j * ldc] = *beta == 0 ? scaled : scaled + *beta * c[i + (size_t)j * ldc];    \
      }                                                                                            \
    return SUCCESS;                                                                                \
  }
DEFINE_GEMM(cublasDgemm_v2, double)
DEFINE_GEMM(cublasSgemm_v2, float)

/* `batches` gemms, each operand's next matrix `stride_*` elements on. */
#define DEFINE_STRIDED_BATCHED(NAME, GEMM, T)                                                      \
  int NAME(void *handle, int ta, int tb, int m, int n, int k, const T *alpha, const T *a, int lda, \
           long long stride_a, const T *b, int ldb, long long stride_b, const T *beta, T *c,       \
           int ldc, long long stride_c, int batches) {                                             \
    fprintf(stderr, "fake-cublas: " #NAME " strides %lld %lld %lld, %d batches\n", stride_a,       \
            stride_b, stride_c, batches);                                                          \
    int status = SUCCESS;                                                                          \
    for (int i = 0; i < batches && status == SUCCESS; ++i)                                         \
      status = GEMM(handle, ta, tb, m, n, k, alpha, a + i * stride_a, lda, b + i * stride_b, ldb,  \
                    beta, c + i * stride_c, ldc);                                                  \
    return status;                                                                                 \
  }
DEFINE_STRIDED_BATCHED(cublasDgemmStridedBatched, cublasDgemm_v2, double)
DEFINE_STRIDED_BATCHED(cublasSgemmStridedBatched, cublasSgemm_v2, float)
