/*===- FakeCuda.c - A libcuda.so.1 that records instead of running -*- C -*-===*
 *
 * For tests of runtime/cuda without a GPU (LD_LIBRARY_PATH points dlopen
 * here): the driver functions it calls, which log to stderr what they were
 * asked (launch geometry, pins) and fail where the environment says:
 *   FAKE_CUDA_DEVICES=N        devices found (default 1)
 *   FAKE_CUDA_FAIL=launch      cuLaunchKernel fails (CUDA_ERROR_LAUNCH_FAILED)
 *   FAKE_CUDA_FAIL=sync        the kernel faults (CUDA_ERROR_ILLEGAL_ADDRESS)
 *   FAKE_CUDA_FAIL=copy        device-to-device copies fail
 *   FAKE_CUDA_PAGEABLE=1       the device reads pageable host memory
 *   FAKE_CUDA_NO_POOLS=1       the device has no memory pools
 * "GPU memory" is host memory here, so copies are memcpy.
 * Kernels do not run: tests check what was launched, never the values.
 *===----------------------------------------------------------------------===*/
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

typedef int CUresult;
typedef unsigned long long CUdeviceptr;

static int failing(const char *what) {
  const char *fail = getenv("FAKE_CUDA_FAIL");
  return fail && strcmp(fail, what) == 0;
}

CUresult cuInit(unsigned flags) { return flags == 0 ? 0 : 1; }

CUresult cuDeviceGetCount(int *count) {
  const char *devices = getenv("FAKE_CUDA_DEVICES");
  *count = devices ? atoi(devices) : 1;
  return 0;
}

CUresult cuDeviceGet(int *device, int ordinal) {
  *device = ordinal;
  return 0;
}

CUresult cuDeviceGetAttribute(int *value, int attribute, int device) {
  (void)device;
  const char *pageable = getenv("FAKE_CUDA_PAGEABLE");
  const char *pools = getenv("FAKE_CUDA_NO_POOLS");
  *value = attribute == 88    ? (pageable && *pageable == '1')
           : attribute == 115 ? !(pools && *pools == '1')
                              : attribute == 91;
  return 0;
}

static int fake_context;
CUresult cuDevicePrimaryCtxRetain(void **context, int device) {
  (void)device;
  *context = &fake_context;
  return 0;
}

CUresult cuCtxSetCurrent(void *context) { return context == &fake_context ? 0 : 201; }

static int fake_module;
CUresult cuModuleLoadData(void **module, const void *image) {
  /* A fatbin starts with its magic number. */
  uint32_t magic;
  memcpy(&magic, image, sizeof magic);
  fprintf(stderr, "fake-cuda: module load, fatbin magic %s\n",
          magic == 0xBA55ED50u ? "ok" : "wrong");
  *module = &fake_module;
  return 0;
}

CUresult cuModuleGetFunction(const char **function, void *module, const char *name) {
  if (module != &fake_module)
    return 400;
  fprintf(stderr, "fake-cuda: look up %s\n", name);
  *function = name; /* the handle is the name, for the launch's log */
  return 0;
}

CUresult cuLaunchKernel_ptsz(const char *function, unsigned gx, unsigned gy, unsigned gz,
                             unsigned bx, unsigned by, unsigned bz, unsigned shared, void *stream,
                             void **params, void **extra) {
  (void)shared, (void)stream, (void)params, (void)extra;
  fprintf(stderr, "fake-cuda: launch %s grid (%u, %u, %u) block (%u, %u, %u)\n", function, gx,
          gy, gz, bx, by, bz);
  return failing("launch") ? 719 : 0;
}

CUresult cuStreamSynchronize_ptsz(void *stream) {
  (void)stream;
  fprintf(stderr, "fake-cuda: wait for the stream\n");
  return failing("sync") ? 700 : 0;
}

/* Blocks made here, so cuPointerGetAttribute knows them (any pointer into
 * one, as the driver does): managed ones mapped with mmap (a 64-byte header
 * holds the size), so free() of one fails loudly; "device" ones malloc'ed. */
static struct {
  char *begin;
  size_t bytes;
  int managed;
} blocks[4096];
static int block_count;

static void remember(char *begin, size_t bytes, int managed) {
  if (block_count < 4096)
    blocks[block_count++] = (typeof(blocks[0])){begin, bytes, managed};
}

static int find(const char *p) {
  for (int i = 0; i < block_count; ++i)
    if (p >= blocks[i].begin && p < blocks[i].begin + (blocks[i].bytes ? blocks[i].bytes : 1))
      return i;
  return -1;
}

static void forget(const char *begin) {
  int i = find(begin);
  if (i >= 0)
    blocks[i] = blocks[--block_count];
}

CUresult cuMemAllocManaged(CUdeviceptr *block, size_t bytes, unsigned flags) {
  (void)flags;
  char *p = mmap(NULL, bytes + 64, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED)
    return 2;
  memcpy(p, &bytes, sizeof bytes);
  remember(p + 64, bytes, 1);
  *block = (CUdeviceptr)(uintptr_t)(p + 64);
  return 0;
}

CUresult cuMemFree_v2(CUdeviceptr block) {
  char *p = (char *)(uintptr_t)block;
  int i = find(p);
  if (i < 0 || !blocks[i].managed || blocks[i].begin != p)
    return 1;
  forget(p);
  size_t bytes;
  memcpy(&bytes, p - 64, sizeof bytes);
  munmap(p - 64, bytes + 64);
  return 0;
}

/* "Device memory" of the stream-ordered pool: malloc'ed. */
CUresult cuMemAllocAsync(CUdeviceptr *block, size_t bytes, void *stream) {
  (void)stream;
  char *p = malloc(bytes);
  fprintf(stderr, "fake-cuda: device alloc %zu bytes\n", bytes);
  if (!p)
    return 2;
  remember(p, bytes, 0);
  *block = (CUdeviceptr)(uintptr_t)p;
  return 0;
}

CUresult cuDeviceGetDefaultMemPool(void **pool, int device) {
  (void)device;
  *pool = (void *)0x1;
  return 0;
}

CUresult cuMemPoolSetAttribute(void *pool, int attribute, void *value) {
  (void)pool;
  fprintf(stderr, "fake-cuda: pool attribute %d set to %llu\n", attribute,
          *(unsigned long long *)value);
  return 0;
}

CUresult cuMemFreeAsync(CUdeviceptr block, void *stream) {
  (void)stream;
  fprintf(stderr, "fake-cuda: device free\n");
  forget((char *)(uintptr_t)block);
  free((void *)(uintptr_t)block);
  return 0;
}

CUresult cuMemsetD8Async(CUdeviceptr to, unsigned char value, size_t bytes, void *stream) {
  (void)stream;
  memset((void *)(uintptr_t)to, value, bytes);
  return 0;
}

/* IS_MANAGED (8) and MEMORY_TYPE (2: device) of the blocks made here;
 * memory CUDA does not know is CUDA_ERROR_INVALID_VALUE. */
CUresult cuPointerGetAttribute(void *data, int attribute, CUdeviceptr pointer) {
  int i = find((const char *)(uintptr_t)pointer);
  if (i < 0 || (attribute != 8 && attribute != 2))
    return 1;
  *(unsigned *)data = attribute == 8 ? (unsigned)blocks[i].managed : 2u;
  return 0;
}

CUresult cuMemHostRegister_v2(void *begin, size_t bytes, unsigned flags) {
  fprintf(stderr, "fake-cuda: pin %zu bytes, page aligned %s, flags %u\n", bytes,
          ((uintptr_t)begin & 4095) == 0 ? "yes" : "no", flags);
  return 0;
}

CUresult cuMemHostUnregister(void *begin) {
  (void)begin;
  fprintf(stderr, "fake-cuda: unpin\n");
  return 0;
}

CUresult cuGetErrorName(CUresult error, const char **name) {
  switch (error) {
  case 700: *name = "CUDA_ERROR_ILLEGAL_ADDRESS"; return 0;
  case 719: *name = "CUDA_ERROR_LAUNCH_FAILED"; return 0;
  default: *name = NULL; return 1;
  }
}

CUresult cuMemcpyDtoD_v2(CUdeviceptr to, CUdeviceptr from, size_t bytes) {
  fprintf(stderr, "fake-cuda: copy %zu bytes\n", bytes);
  if (failing("copy"))
    return 700;
  memmove((void *)(uintptr_t)to, (const void *)(uintptr_t)from, bytes);
  return 0;
}

CUresult cuMemcpyDtoH_v2(void *to, CUdeviceptr from, size_t bytes) {
  fprintf(stderr, "fake-cuda: copy %zu bytes to the host\n", bytes);
  if (failing("copy"))
    return 700;
  memcpy(to, (const void *)(uintptr_t)from, bytes);
  return 0;
}

CUresult cuMemsetD8_v2(CUdeviceptr to, unsigned char value, size_t bytes) {
  memset((void *)(uintptr_t)to, value, bytes);
  return 0;
}

CUresult cuCtxSynchronize(void) {
  fprintf(stderr, "fake-cuda: wait for the device\n");
  return 0;
}
