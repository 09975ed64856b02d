/*===- Cuda.c - Kernel launches and array memory on an NVIDIA GPU --*- C -*-===*
 *
 * What objects built with `pyrite build --target=cuda` call: the mgpu*
 * functions MLIR's gpu-to-llvm emits (module load at start-up, launches),
 * over the CUDA driver API, which is opened with dlopen so that programs link
 * and start without CUDA. Where no driver or device is found, each launch
 * raises RuntimeError with the reason and compiled code propagates it.
 *
 * Memory: with a device, arrays compiled code makes live in managed memory
 * (host and device both read and write it: results go to NumPy without a
 * copy), and a caller's arrays are shown to the device for the length of the
 * call: host arrays as they are where the device reads pageable memory, else
 * pinned in place (cuMemHostRegister), so views and aliasing stay the
 * caller's; arrays in GPU memory (torch, CuPy) are copied, byte for byte over
 * the span of their view, into managed memory, which the host code can read
 * too, and written back when the call ends. Results of a call that was given
 * GPU arrays are GPU arrays (kDLCUDA); a view of an argument is moved back
 * into the argument's own memory.
 *
 *===----------------------------------------------------------------------===*/
#include "pyrite/Runtime.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The driver API's types and constants (cuda.h's values). */
typedef int CUresult;
typedef int CUdevice;
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUstream_st *CUstream;
typedef unsigned long long CUdeviceptr;
typedef struct CUmemPoolHandle_st *CUmemoryPool;
enum {
  CUDA_SUCCESS = 0,
  CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED = 712,
  CU_MEM_ATTACH_GLOBAL = 1,
  /* Pinned for every context, at the same address on the device. */
  CU_MEMHOSTREGISTER_SHARED = 1 | 2, /* PORTABLE | DEVICEMAP */
  CU_MEMHOSTREGISTER_READ_ONLY = 8,
  CU_POINTER_ATTRIBUTE_IS_MANAGED = 8,
  CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS = 88,
  CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM = 91,
  CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED = 115,
  CU_POINTER_ATTRIBUTE_MEMORY_TYPE = 2,
  CU_MEMORYTYPE_DEVICE = 2,
  CU_MEMPOOL_ATTR_RELEASE_THRESHOLD = 4,
};
/* Each thread's own default stream: threads do not wait for each other. */
#define CU_STREAM_PER_THREAD ((CUstream)0x2)

static struct {
  CUresult (*init)(unsigned);
  CUresult (*deviceGetCount)(int *);
  CUresult (*deviceGet)(CUdevice *, int);
  CUresult (*deviceGetAttribute)(int *, int, CUdevice);
  CUresult (*primaryCtxRetain)(CUcontext *, CUdevice);
  CUresult (*ctxSetCurrent)(CUcontext);
  CUresult (*moduleLoadData)(CUmodule *, const void *);
  CUresult (*moduleGetFunction)(CUfunction *, CUmodule, const char *);
  CUresult (*launchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned,
                           unsigned, unsigned, CUstream, void **, void **);
  CUresult (*streamSynchronize)(CUstream);
  CUresult (*memAllocManaged)(CUdeviceptr *, size_t, unsigned);
  CUresult (*memFree)(CUdeviceptr);
  CUresult (*memHostRegister)(void *, size_t, unsigned);
  CUresult (*memHostUnregister)(void *);
  CUresult (*pointerGetAttribute)(void *, int, CUdeviceptr);
  CUresult (*memcpyDtoD)(CUdeviceptr, CUdeviceptr, size_t);
  CUresult (*memcpyDtoH)(void *, CUdeviceptr, size_t);
  CUresult (*memsetD8)(CUdeviceptr, unsigned char, size_t);
  CUresult (*ctxSynchronize)(void);
  /* Optional (CUDA 11.2 on, and the device's pools): device-only calls. */
  CUresult (*memAllocAsync)(CUdeviceptr *, size_t, CUstream);
  CUresult (*memFreeAsync)(CUdeviceptr, CUstream);
  CUresult (*memsetD8Async)(CUdeviceptr, unsigned char, size_t, CUstream);
  CUresult (*getErrorName)(CUresult, const char **);
} cu;

static pthread_once_t started = PTHREAD_ONCE_INIT;
static CUcontext context;     /* the device's primary context, NULL without one */
static int pageable_access;   /* the device reads the host's pageable memory */
static int stream_ordered;    /* the device has memory pools (cuMemAllocAsync) */
static char unusable[256];    /* why there is no device, or "" */

static const char *error_name(CUresult r) {
  const char *name = NULL;
  if (cu.getErrorName)
    cu.getErrorName(r, &name);
  return name ? name : "an unknown CUDA error";
}

/* A function a library is asked for, and where its address goes. */
typedef struct {
  void **slot;
  const char *name;
} Symbol;

/* Fills each symbol's slot from `library`: NULL, or the first name missing
 * (the slots before it filled). */
static const char *find_symbols(void *library, const Symbol *symbols, size_t count) {
  for (size_t i = 0; i < count; ++i)
    if (!(*symbols[i].slot = dlsym(library, symbols[i].name)))
      return symbols[i].name;
  return NULL;
}

static void start(void) {
  void *library = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    snprintf(unusable, sizeof unusable, "no CUDA driver: %s", dlerror());
    return;
  }
  const Symbol symbols[] = {
      {(void **)&cu.init, "cuInit"},
      {(void **)&cu.deviceGetCount, "cuDeviceGetCount"},
      {(void **)&cu.deviceGet, "cuDeviceGet"},
      {(void **)&cu.deviceGetAttribute, "cuDeviceGetAttribute"},
      {(void **)&cu.primaryCtxRetain, "cuDevicePrimaryCtxRetain"},
      {(void **)&cu.ctxSetCurrent, "cuCtxSetCurrent"},
      {(void **)&cu.moduleLoadData, "cuModuleLoadData"},
      {(void **)&cu.moduleGetFunction, "cuModuleGetFunction"},
      {(void **)&cu.launchKernel, "cuLaunchKernel_ptsz"},
      {(void **)&cu.streamSynchronize, "cuStreamSynchronize_ptsz"},
      {(void **)&cu.memAllocManaged, "cuMemAllocManaged"},
      {(void **)&cu.memFree, "cuMemFree_v2"},
      {(void **)&cu.memHostRegister, "cuMemHostRegister_v2"},
      {(void **)&cu.memHostUnregister, "cuMemHostUnregister"},
      {(void **)&cu.pointerGetAttribute, "cuPointerGetAttribute"},
      {(void **)&cu.memcpyDtoD, "cuMemcpyDtoD_v2"},
      {(void **)&cu.memcpyDtoH, "cuMemcpyDtoH_v2"},
      {(void **)&cu.memsetD8, "cuMemsetD8_v2"},
      {(void **)&cu.ctxSynchronize, "cuCtxSynchronize"},
      {(void **)&cu.getErrorName, "cuGetErrorName"},
  };
  const char *missing = find_symbols(library, symbols, sizeof symbols / sizeof *symbols);
  if (missing) {
    snprintf(unusable, sizeof unusable, "the CUDA driver has no %s", missing);
    return;
  }
  CUresult r = cu.init(0);
  int count = 0;
  if (r == CUDA_SUCCESS)
    r = cu.deviceGetCount(&count);
  if (r != CUDA_SUCCESS || count == 0) {
    snprintf(unusable, sizeof unusable, "no CUDA device (%s)",
             r == CUDA_SUCCESS ? "none found" : error_name(r));
    return;
  }
  CUdevice device;
  int in_place = 0;
  CUcontext primary = NULL;
  if ((r = cu.deviceGet(&device, 0)) != CUDA_SUCCESS ||
      (r = cu.deviceGetAttribute(&pageable_access, CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS,
                                  device)) != CUDA_SUCCESS ||
      (r = cu.deviceGetAttribute(&in_place,
                                  CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM,
                                  device)) != CUDA_SUCCESS ||
      (r = cu.primaryCtxRetain(&primary, device)) != CUDA_SUCCESS) {
    snprintf(unusable, sizeof unusable, "CUDA device 0 cannot be used: %s", error_name(r));
    return;
  }
  int pools = 0;
  cu.memAllocAsync = dlsym(library, "cuMemAllocAsync");
  cu.memFreeAsync = dlsym(library, "cuMemFreeAsync");
  cu.memsetD8Async = dlsym(library, "cuMemsetD8Async");
  stream_ordered = cu.memAllocAsync && cu.memFreeAsync && cu.memsetD8Async &&
                   cu.deviceGetAttribute(&pools, CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED,
                                         device) == CUDA_SUCCESS &&
                   pools;
  /* The device's pool keeps the blocks freed to it for the next allocations
   * (by default it gives them back to the system at every synchronisation,
   * and each call then maps its memory anew). Without it, only slower. */
  CUresult (*default_pool)(CUmemoryPool *, CUdevice) = dlsym(library, "cuDeviceGetDefaultMemPool");
  CUresult (*set_pool_attribute)(CUmemoryPool, int, void *) =
      dlsym(library, "cuMemPoolSetAttribute");
  CUmemoryPool pool;
  uint64_t keep_everything = UINT64_MAX;
  if (stream_ordered && default_pool && set_pool_attribute &&
      default_pool(&pool, device) == CUDA_SUCCESS)
    set_pool_attribute(pool, CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, &keep_everything);
  if (!pageable_access && !in_place) {
    snprintf(unusable, sizeof unusable,
             "CUDA device 0 reads host arrays neither in place nor pinned");
    return;
  }
  context = primary;
}

/* Starts CUDA once and makes the device's context this thread's: 0, or -1
 * with the reason in `unusable`. */
static int ready(void) {
  static _Thread_local int current;
  pthread_once(&started, start);
  if (!context)
    return -1;
  if (!current) {
    CUresult r = cu.ctxSetCurrent(context);
    if (r != CUDA_SUCCESS) {
      snprintf(unusable, sizeof unusable, "CUDA context: %s", error_name(r));
      return -1;
    }
    current = 1;
  }
  return 0;
}

/*===------------------------------------------------------------------------===
 * Memory
 *===------------------------------------------------------------------------===*/

enum { kDLCPU = 1, kDLCUDA = 2, kDLCUDAManaged = 13 };

/* A pinned range (see pin) a call uses, by its start. */
typedef struct {
  void *begin;
} Pinned;
/* A copy, in managed memory, of a caller's GPU array's span. */
typedef struct {
  char *original, *copy;
  size_t bytes;
} Copy;
/* An exported function's call (begin_call to unshare): what it pinned and
 * copied is what lies above the counts at its start. */
typedef struct {
  size_t pinned_from, copies_from, own_from;
  int device_only;   /* its host code reads no array's data */
  int gpu_arguments; /* it was given GPU arrays: its results are GPU arrays */
  int finished;      /* its copies are written back (finish) */
  int running;       /* kernels it launched may still run (see mgpuStreamSynchronize) */
} Call;

static _Thread_local Pinned *pinned;
static _Thread_local size_t pinned_count, pinned_capacity;
static _Thread_local Copy *copies;
static _Thread_local size_t copy_count, copy_capacity;
static _Thread_local Call *calls;
static _Thread_local size_t call_count, call_capacity;
/* Device blocks this thread's current calls made that nothing outside the
 * call has seen: only its kernels, all on this context's blocking streams,
 * use them, so a stream-ordered free needs no wait for the device. */
static _Thread_local void **own_blocks;
static _Thread_local size_t own_count, own_capacity;
/* A launch failed in this thread's current call: no later one runs. */
static _Thread_local int launch_failed;
/* Calls that began without a frame (no memory for it): their arguments are
 * refused, and their end pops nothing. */
static _Thread_local size_t calls_without_frame;

/* Appends `item` to a thread's growing array: 0, or -1 after raising. */
static int append(void **items, size_t *count, size_t *capacity, const void *item, size_t size) {
  if (*count == *capacity) {
    size_t grown_capacity = *capacity ? 2 * *capacity : 8;
    void *grown = realloc(*items, grown_capacity * size);
    if (!grown) {
      pyrite_raise(PYRITE_MEMORY_ERROR, "");
      return -1;
    }
    *items = grown;
    *capacity = grown_capacity;
  }
  memcpy((char *)*items + *count * size, item, size);
  ++*count;
  return 0;
}

static Call *current_call(void) { return call_count ? &calls[call_count - 1] : NULL; }

/* Raises RuntimeError(`message`) for the call's next failure test; no
 * launch of the call runs after it. */
static void fail_with(const char *message) {
  pyrite_device_fail(message);
  launch_failed = 1;
}

/* "CUDA error in `what`: CUDA_ERROR_..." into `message`. */
static void describe(char *message, size_t size, const char *what, CUresult r) {
  snprintf(message, size, "CUDA error in %s: %s", what, error_name(r));
}

/* A failure of the device's run (a launch, a kernel, a write-back). */
static void fail(const char *what, CUresult r) {
  char message[256];
  describe(message, sizeof message, what, r);
  fail_with(message);
}

/* A failure before the call runs (an argument not shown to the device):
 * RuntimeError, reported by the import as any other argument error. */
static void refuse(const char *what, CUresult r) {
  char message[256];
  describe(message, sizeof message, what, r);
  pyrite_raise(PYRITE_RUNTIME_ERROR, message);
}

/* New arrays: in device memory (stream-ordered, on the legacy stream, which
 * torch's default stream is) for a device-only call given GPU arrays, else
 * managed memory, made on the device (a memset there, not one GPU page fault
 * at a time) when the call's arrays live there. */
static void *device_alloc(size_t bytes, int32_t zeroed) {
  CUdeviceptr block = 0;
  if (ready() != 0)
    return NULL;
  Call *call = current_call();
  if (call && call->device_only && call->gpu_arguments) {
    if (cu.memAllocAsync(&block, bytes ? bytes : 1, NULL))
      return NULL;
    /* Zeroed before any consumer, on any stream, reads it. */
    if (zeroed && (cu.memsetD8Async(block, 0, bytes, NULL) || cu.ctxSynchronize())) {
      cu.memFreeAsync(block, NULL);
      return NULL;
    }
    void *own = (void *)(uintptr_t)block;
    /* (Not recorded when there is no memory to: then freed as any block.) */
    if (append((void **)&own_blocks, &own_count, &own_capacity, &own, sizeof own))
      pyrite_error_clear();
    return own;
  }
  if (cu.memAllocManaged(&block, bytes ? bytes : 1, CU_MEM_ATTACH_GLOBAL))
    return NULL;
  if (copy_count > 0) {
    if (cu.memsetD8(block, 0, bytes) || cu.ctxSynchronize()) {
      cu.memFree(block);
      return NULL;
    }
  } else if (zeroed) {
    memset((void *)(uintptr_t)block, 0, bytes);
  }
  return (void *)(uintptr_t)block;
}

static int is_managed(const void *p) {
  unsigned managed = 0;
  return cu.pointerGetAttribute(&managed, CU_POINTER_ATTRIBUTE_IS_MANAGED,
                                (CUdeviceptr)(uintptr_t)p) == CUDA_SUCCESS &&
         managed;
}

/* From any thread (a NumPy or torch array's deleter). A device block's
 * consumer may still have work on its own stream that reads it: the device
 * finishes first, so the pool cannot hand the block out under it. */
static void device_free(void *block) {
  if (!block || ready() != 0)
    return;
  Call *call = current_call();
  for (size_t i = own_count; call && i-- > call->own_from;) {
    if (own_blocks[i] == block) {
      own_blocks[i] = own_blocks[--own_count];
      /* On the legacy stream: after every kernel of the call. */
      cu.memFreeAsync((CUdeviceptr)(uintptr_t)block, NULL);
      return;
    }
  }
  if (is_managed(block)) {
    cu.memFree((CUdeviceptr)(uintptr_t)block);
  } else {
    cu.ctxSynchronize();
    cu.memFreeAsync((CUdeviceptr)(uintptr_t)block, NULL);
  }
}

/* Whether `p` is in device memory (not managed, not the host's). */
static int in_device_memory(const void *p) {
  unsigned type = 0;
  return !is_managed(p) &&
         cu.pointerGetAttribute(&type, CU_POINTER_ATTRIBUTE_MEMORY_TYPE,
                                (CUdeviceptr)(uintptr_t)p) == CUDA_SUCCESS &&
         type == CU_MEMORYTYPE_DEVICE;
}

/* Host ranges pinned for calls, process-wide: each registered once and used
 * by any number of calls on any thread (two small arrays share a page), then
 * unregistered when the last of them ends. */
typedef struct {
  char *begin, *end;
  size_t users;
} PinnedRange;
static PinnedRange *ranges;
static size_t range_count, range_capacity;
static pthread_mutex_t ranges_lock = PTHREAD_MUTEX_INITIALIZER;

/* Registers [begin, end) as a range of this call (ranges_lock held): 0, or
 * the driver's error. Read-only memory (a NumPy array over bytes) is pinned
 * read-only. */
static CUresult register_range(char *begin, char *end) {
  size_t bytes = (size_t)(end - begin);
  CUresult r = cu.memHostRegister(begin, bytes, CU_MEMHOSTREGISTER_SHARED);
  if (r != CUDA_SUCCESS && r != CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED)
    r = cu.memHostRegister(begin, bytes,
                           CU_MEMHOSTREGISTER_SHARED | CU_MEMHOSTREGISTER_READ_ONLY);
  if (r != CUDA_SUCCESS)
    return r;
  PinnedRange range = {begin, end, 1};
  Pinned mine = {begin};
  if (append((void **)&ranges, &range_count, &range_capacity, &range, sizeof range)) {
    cu.memHostUnregister(begin);
    return 2; /* CUDA_ERROR_OUT_OF_MEMORY */
  }
  if (append((void **)&pinned, &pinned_count, &pinned_capacity, &mine, sizeof mine)) {
    --range_count;
    cu.memHostUnregister(begin);
    return 2;
  }
  return CUDA_SUCCESS;
}

/* Pins the whole pages [first, end) for this call: ranges pinned already
 * gain a user, the gaps between them are registered. Pages someone else
 * pinned (CUDA says "already registered") stay theirs. 0, or the driver's
 * error (what was pinned so far is released when the call ends). */
static CUresult pin(char *first, char *end) {
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  CUresult r = CUDA_SUCCESS;
  pthread_mutex_lock(&ranges_lock);
  for (char *at = first; at < end && r == CUDA_SUCCESS;) {
    char *gap_end = end;
    PinnedRange *holding = NULL;
    for (size_t i = 0; i < range_count; ++i) {
      if (ranges[i].begin <= at && at < ranges[i].end)
        holding = &ranges[i];
      else if (ranges[i].begin > at && ranges[i].begin < gap_end)
        gap_end = ranges[i].begin;
    }
    if (holding) {
      Pinned mine = {holding->begin};
      if (append((void **)&pinned, &pinned_count, &pinned_capacity, &mine, sizeof mine)) {
        r = 2;
        break;
      }
      ++holding->users;
      at = holding->end;
      continue;
    }
    r = register_range(at, gap_end);
    if (r == CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED) {
      /* Pinned outside pyrite, in part: the rest page by page. */
      r = CUDA_SUCCESS;
      for (char *p = at; p < gap_end && r == CUDA_SUCCESS; p += page) {
        r = register_range(p, p + page);
        if (r == CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED)
          r = CUDA_SUCCESS;
      }
    }
    at = gap_end;
  }
  pthread_mutex_unlock(&ranges_lock);
  return r;
}

/* Ends this call's use of the ranges it pinned from `from` on. */
static void unpin(size_t from) {
  pthread_mutex_lock(&ranges_lock);
  while (pinned_count > from) {
    char *begin = pinned[--pinned_count].begin;
    for (size_t i = 0; i < range_count; ++i)
      if (ranges[i].begin == begin) {
        if (--ranges[i].users == 0) {
          cu.memHostUnregister(begin);
          ranges[i] = ranges[--range_count];
        }
        break;
      }
  }
  pthread_mutex_unlock(&ranges_lock);
}

/* A caller's array in GPU memory, for a call whose host code reads arrays: a
 * copy in managed memory until the call ends. Views of one another share a
 * copy; partly overlapping spans are refused (they could not stay one
 * memory). */
static char *copy_in(char *begin, size_t bytes) {
  for (size_t i = current_call()->copies_from; i < copy_count; ++i) {
    Copy *c = &copies[i];
    if (begin >= c->original && begin + bytes <= c->original + c->bytes)
      return c->copy + (begin - c->original);
    if (begin < c->original + c->bytes && c->original < begin + bytes) {
      pyrite_raise(PYRITE_NOT_IMPLEMENTED_ERROR,
                   "GPU arrays whose memory partly overlaps another argument's");
      return NULL;
    }
  }
  CUdeviceptr copy = 0;
  /* The caller's kernels that write the array finish first. */
  CUresult r = cu.ctxSynchronize();
  if (r == CUDA_SUCCESS)
    r = cu.memAllocManaged(&copy, bytes, CU_MEM_ATTACH_GLOBAL);
  if (r == CUDA_SUCCESS && (r = cu.memcpyDtoD(copy, (CUdeviceptr)(uintptr_t)begin, bytes)))
    cu.memFree(copy);
  if (r != CUDA_SUCCESS) {
    refuse("copying a GPU argument", r);
    return NULL;
  }
  Copy c = {begin, (char *)(uintptr_t)copy, bytes};
  if (append((void **)&copies, &copy_count, &copy_capacity, &c, sizeof c)) {
    cu.memFree(copy);
    return NULL;
  }
  return c.copy;
}

static void begin_call(int32_t device_only, int64_t mark) {
  (void)mark;
  Call call = {pinned_count, copy_count, own_count, device_only && stream_ordered, 0, 0, 0};
  launch_failed = 0;
  if (append((void **)&calls, &call_count, &call_capacity, &call, sizeof call))
    ++calls_without_frame; /* MemoryError raised: share refuses the arguments */
}

static char *share(char *begin, size_t bytes, int32_t device_type, int64_t mark) {
  (void)mark;
  Call *call = current_call();
  if (calls_without_frame) {
    pyrite_raise(PYRITE_MEMORY_ERROR, "");
    return NULL;
  }
  if (ready() != 0 || !call) {
    if (device_type == kDLCPU)
      return begin; /* no device runs (launches raise) */
    pyrite_raise(PYRITE_RUNTIME_ERROR, ready() != 0 ? unusable : "a GPU array outside a call");
    return NULL;
  }
  if (device_type == kDLCUDA) {
    call->gpu_arguments = 1;
    if (call->device_only || bytes == 0)
      return begin; /* read and written in place, by kernels only */
    return copy_in(begin, bytes);
  }
  if (device_type != kDLCPU || bytes == 0 || pageable_access || is_managed(begin))
    return begin; /* managed (an array compiled code made), or read as it is */
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  uintptr_t first = (uintptr_t)begin & ~(uintptr_t)(page - 1);
  uintptr_t end = ((uintptr_t)begin + bytes + page - 1) & ~(uintptr_t)(page - 1);
  CUresult r = pin((char *)first, (char *)end);
  if (r != CUDA_SUCCESS) {
    refuse("cuMemHostRegister (showing an argument to the GPU)", r);
    return NULL;
  }
  return begin;
}

/* The kernels `call` launched without waiting have run: 0, or -1 after
 * raising their fault. */
static int32_t wait_for_kernels(Call *call) {
  if (!call || !call->running)
    return 0;
  call->running = 0;
  CUresult r = cu.streamSynchronize(CU_STREAM_PER_THREAD);
  if (r != CUDA_SUCCESS) {
    refuse("a GPU kernel", r);
    return -1;
  }
  return 0;
}

/* Writes the current call's copies back to its GPU arguments (once). */
static int32_t finish(void) {
  Call *call = current_call();
  if (calls_without_frame || !call || call->finished)
    return 0;
  call->finished = 1;
  if (wait_for_kernels(call) != 0)
    return -1;
  if (copy_count == call->copies_from)
    return 0;
  CUresult r = cu.ctxSynchronize();
  for (size_t i = call->copies_from; i < copy_count && r == CUDA_SUCCESS; ++i) {
    Copy *c = &copies[i];
    /* Written back whether or not the call wrote it: the same bytes. */
    r = cu.memcpyDtoD((CUdeviceptr)(uintptr_t)c->original, (CUdeviceptr)(uintptr_t)c->copy,
                      c->bytes);
  }
  if (r == CUDA_SUCCESS)
    r = cu.ctxSynchronize();
  if (r != CUDA_SUCCESS) {
    refuse("writing a GPU argument back", r);
    return -1;
  }
  return 0;
}

static int32_t unshare(void) {
  if (calls_without_frame) {
    --calls_without_frame;
    return 0;
  }
  Call *call = current_call();
  if (!call)
    return 0;
  /* A call that raised wrote nothing back yet: its GPU arguments get what
   * it wrote before raising, as in place. */
  int32_t status = call->finished ? 0 : finish();
  unpin(call->pinned_from);
  while (copy_count > call->copies_from)
    cu.memFree((CUdeviceptr)(uintptr_t)copies[--copy_count].copy);
  own_count = call->own_from; /* what is left is its results: the caller's now */
  --call_count;
  return status;
}

/* Results of a call given GPU arrays are GPU arrays: its new arrays, and
 * views of those arguments (moved from a copy back to the argument). */
static int32_t locate(void **data) {
  Call *call = current_call();
  if (calls_without_frame || !call)
    return kDLCPU;
  for (size_t i = call->copies_from; i < copy_count; ++i) {
    Copy *c = &copies[i];
    if ((char *)*data >= c->copy && (char *)*data < c->copy + c->bytes) {
      *data = c->original + ((char *)*data - c->copy);
      return kDLCUDA;
    }
  }
  if (in_device_memory(*data))
    return kDLCUDA;
  /* New arrays of a call on GPU arrays (managed memory) are GPU arrays too;
   * a view of a host argument stays a host array. */
  return call->gpu_arguments && is_managed(*data) ? kDLCUDA : kDLCPU;
}

/* Device memory through the driver (the kernels that wrote it finished:
 * launches are waited for); any other memory the host reads itself. */
static int32_t read_back(void *to, const void *from, size_t bytes) {
  int device = ready() == 0;
  if (device && wait_for_kernels(calls_without_frame ? NULL : current_call()) != 0)
    return -1;
  if (!device || !in_device_memory(from)) {
    memcpy(to, from, bytes);
    return 0;
  }
  CUresult r = cu.memcpyDtoH(to, (CUdeviceptr)(uintptr_t)from, bytes);
  if (r != CUDA_SUCCESS) {
    refuse("copying a result from the GPU", r);
    return -1;
  }
  return 0;
}

static const PyriteDeviceMemory device_memory = {device_alloc, device_free, share,      finish,
                                                 unshare,      locate,      begin_call, read_back};

/*===------------------------------------------------------------------------===
 * Matrix products through cuBLAS
 *===------------------------------------------------------------------------===*/

/* cuBLAS (cublas_api.h's values), opened at the first product: where it is
 * missing or does not start, products run as pyrite's own kernel. */
typedef struct cublasContext *cublasHandle_t;
enum { CUBLAS_STATUS_SUCCESS = 0, CUBLAS_OP_N = 0, CUBLAS_OP_T = 1 };
static struct {
  int (*create)(cublasHandle_t *);
  int (*setStream)(cublasHandle_t, CUstream);
  int (*destroy)(cublasHandle_t);
  int (*dgemm)(cublasHandle_t, int, int, int, int, int, const double *, const double *, int,
               const double *, int, const double *, double *, int);
  int (*sgemm)(cublasHandle_t, int, int, int, int, int, const float *, const float *, int,
               const float *, int, const float *, float *, int);
  int (*dgemmBatched)(cublasHandle_t, int, int, int, int, int, const double *, const double *, int,
                      long long, const double *, int, long long, const double *, double *, int,
                      long long, int);
  int (*sgemmBatched)(cublasHandle_t, int, int, int, int, int, const float *, const float *, int,
                      long long, const float *, int, long long, const float *, float *, int,
                      long long, int);
} cublas;
static pthread_once_t cublas_started = PTHREAD_ONCE_INIT;

/* The sonames of CUDA 13 to 11, then the toolkit's own; PYRITE_CUBLAS=0
 * leaves cuBLAS out (pyrite's kernel then, as without it). */
static void start_cublas(void) {
  const char *wanted = getenv("PYRITE_CUBLAS");
  if (wanted && strcmp(wanted, "0") == 0)
    return;
  const char *home = getenv("CUDA_HOME");
  char toolkit[4096];
  snprintf(toolkit, sizeof toolkit, "%s/lib64/libcublas.so", home ? home : "/usr/local/cuda");
  const char *names[] = {"libcublas.so.13", "libcublas.so.12", "libcublas.so.11", toolkit};
  /* One the process has loaded already (torch's) first: two cuBLAS in one
   * process each keep their own workspaces. */
  void *library = NULL;
  for (int loaded = 1; loaded >= 0 && !library; --loaded)
    for (size_t i = 0; i < sizeof names / sizeof *names && !library; ++i)
      library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL | (loaded ? RTLD_NOLOAD : 0));
  if (!library)
    return;
  const Symbol symbols[] = {
      {(void **)&cublas.setStream, "cublasSetStream_v2"},
      {(void **)&cublas.destroy, "cublasDestroy_v2"},
      {(void **)&cublas.dgemm, "cublasDgemm_v2"},
      {(void **)&cublas.sgemm, "cublasSgemm_v2"},
      {(void **)&cublas.dgemmBatched, "cublasDgemmStridedBatched"},
      {(void **)&cublas.sgemmBatched, "cublasSgemmStridedBatched"},
      {(void **)&cublas.create, "cublasCreate_v2"}, /* last: where it is set, all are */
  };
  find_symbols(library, symbols, sizeof symbols / sizeof *symbols);
}

/* This thread's handle, on its stream (the kernels'), or NULL where cuBLAS
 * is missing or did not start here (then never tried again). */
static cublasHandle_t cublas_handle(void) {
  static _Thread_local cublasHandle_t handle;
  static _Thread_local int tried;
  pthread_once(&cublas_started, start_cublas);
  if (tried || !cublas.create)
    return handle;
  tried = 1;
  if (cublas.create(&handle) != CUBLAS_STATUS_SUCCESS)
    handle = NULL;
  else if (cublas.setStream(handle, CU_STREAM_PER_THREAD) != CUBLAS_STATUS_SUCCESS) {
    cublas.destroy(handle); /* on another stream it would race the kernels */
    handle = NULL;
  }
  return handle;
}

void mgpuStreamSynchronize(CUstream stream);

/* PyriteDeviceGemm: row-major C = A B is column-major C^T = B^T A^T, so
 * cuBLAS gets b first; an operand stored row by row is, read column by
 * column, its own transpose. */
static int32_t cuda_gemm(int32_t bits, int32_t trans_a, int32_t trans_b, int64_t m, int64_t n,
                         int64_t k, const void *a, int64_t lda, int64_t step_a, const void *b,
                         int64_t ldb, int64_t step_b, void *c, int64_t batches) {
  if (ready() != 0 || m > INT32_MAX || n > INT32_MAX || k > INT32_MAX || lda > INT32_MAX ||
      ldb > INT32_MAX || batches > INT32_MAX)
    return 1; /* the kernel's launch raises the reason */
  if (launch_failed)
    return 0; /* raised already: nothing after it runs */
  cublasHandle_t handle = cublas_handle();
  if (!handle)
    return 1;
  int op_a = trans_a ? CUBLAS_OP_T : CUBLAS_OP_N, op_b = trans_b ? CUBLAS_OP_T : CUBLAS_OP_N;
  int status;
  const double one = 1.0, zero = 0.0;
  const float one32 = 1.0f, zero32 = 0.0f;
  if (batches == 1 && bits == 64)
    status = cublas.dgemm(handle, op_b, op_a, (int)n, (int)m, (int)k, &one, b, (int)ldb, a,
                          (int)lda, &zero, c, (int)n);
  else if (batches == 1)
    status = cublas.sgemm(handle, op_b, op_a, (int)n, (int)m, (int)k, &one32, b, (int)ldb, a,
                          (int)lda, &zero32, c, (int)n);
  else if (bits == 64)
    status =
        cublas.dgemmBatched(handle, op_b, op_a, (int)n, (int)m, (int)k, &one, b, (int)ldb, step_b,
                            a, (int)lda, step_a, &zero, c, (int)n, m * n, (int)batches);
  else
    status =
        cublas.sgemmBatched(handle, op_b, op_a, (int)n, (int)m, (int)k, &one32, b, (int)ldb, step_b,
                            a, (int)lda, step_a, &zero32, c, (int)n, m * n, (int)batches);
  if (status != CUBLAS_STATUS_SUCCESS) {
    char message[128];
    snprintf(message, sizeof message, "cuBLAS error %d in cublas%cgemm%s", status,
             bits == 64 ? 'D' : 'S', batches == 1 ? "_v2" : "StridedBatched");
    fail_with(message);
    return 0;
  }
  mgpuStreamSynchronize(CU_STREAM_PER_THREAD); /* as after a kernel */
  return 0;
}

/*===------------------------------------------------------------------------===
 * What gpu-to-llvm's code calls
 *===------------------------------------------------------------------------===*/

/* A kernel module: its image, loaded at start-up where a device is. */
typedef struct {
  CUmodule module;
  CUresult error; /* of the load, when module is NULL and a device is */
  uint64_t id;    /* unique in the process: a module later at its address differs */
} KernelModule;

KernelModule *mgpuModuleLoad(const void *image, size_t bytes) {
  (void)bytes;
  static uint64_t modules_loaded;
  KernelModule *m = calloc(1, sizeof *m);
  if (!m)
    return m;
  m->id = __atomic_add_fetch(&modules_loaded, 1, __ATOMIC_RELAXED);
  if (ready() != 0)
    return m;
  /* Arrays live where the device reads them, from before the first one. */
  pyrite_device_memory_install(&device_memory);
  pyrite_device_gemm_install(cuda_gemm);
  m->error = cu.moduleLoadData(&m->module, image);
  return m;
}

/* At exit the driver may be gone already: the module is left to it. */
void mgpuModuleUnload(KernelModule *m) { free(m); }

typedef struct {
  KernelModule *module;
  const char *name;
} Kernel;

/* gpu-to-llvm's code asks for the kernel before each launch: this names
 * it, and the launch finds its handle (kernel_function). */
Kernel *mgpuModuleGetFunction(KernelModule *m, const char *name) {
  static _Thread_local Kernel kernel;
  kernel = (Kernel){m, name};
  return &kernel;
}

/* Kernel handles a thread has looked up, by module and name (the name is a
 * constant of the compiled code: its address is its identity), so each
 * kernel is looked up once per thread, not at every launch. */
enum { kCachedKernels = 256 }; /* 6 KiB a thread; one module had 34 kernels */
typedef struct {
  uint64_t module_id;
  const char *name;
  CUfunction function;
} CachedKernel;
static _Thread_local CachedKernel cached_kernels[kCachedKernels];

static CUresult kernel_function(const Kernel *kernel, CUfunction *function) {
  const KernelModule *m = kernel->module;
  size_t first = ((uintptr_t)kernel->name >> 4) % kCachedKernels;
  for (size_t probe = 0; probe < kCachedKernels; ++probe) {
    CachedKernel *c = &cached_kernels[(first + probe) % kCachedKernels];
    if (c->module_id == m->id && c->name == kernel->name) {
      *function = c->function;
      return CUDA_SUCCESS;
    }
    if (!c->name) {
      CUresult r = cu.moduleGetFunction(function, m->module, kernel->name);
      if (r == CUDA_SUCCESS)
        *c = (CachedKernel){m->id, kernel->name, *function};
      return r;
    }
  }
  return cu.moduleGetFunction(function, m->module, kernel->name); /* the table is full */
}

CUstream mgpuStreamCreate(void) { return CU_STREAM_PER_THREAD; }
void mgpuStreamDestroy(CUstream stream) { (void)stream; }

void mgpuLaunchKernel(Kernel *kernel, intptr_t gridX, intptr_t gridY, intptr_t gridZ,
                      intptr_t blockX, intptr_t blockY, intptr_t blockZ, int32_t sharedBytes,
                      CUstream stream, void **params, void **extra, size_t paramCount) {
  (void)paramCount;
  if (ready() != 0) {
    fail_with(unusable);
    return;
  }
  if (launch_failed)
    return; /* raised already: nothing after it runs */
  KernelModule *m = kernel->module;
  if (!m || !m->module) {
    fail("cuModuleLoadData (loading the kernels)", m ? m->error : 2);
    return;
  }
  CUfunction function;
  CUresult r = kernel_function(kernel, &function);
  if (r != CUDA_SUCCESS) {
    fail("cuModuleGetFunction", r);
    return;
  }
  if (gridX > INT32_MAX || gridY > 65535 || gridZ > 65535) {
    fail_with("array too big for one GPU launch");
    return;
  }
  r = cu.launchKernel(function, (unsigned)gridX, (unsigned)gridY, (unsigned)gridZ,
                      (unsigned)blockX, (unsigned)blockY, (unsigned)blockZ,
                      (unsigned)sharedBytes, stream, params, extra);
  if (r != CUDA_SUCCESS)
    fail("cuLaunchKernel", r);
}

/* A failed launch was reported already; a fault shows here. A device-only
 * call's host code reads no array, so its kernels run on while it launches
 * the next: it waits once, when it returns (finish). */
void mgpuStreamSynchronize(CUstream stream) {
  if (!context)
    return;
  Call *call = calls_without_frame ? NULL : current_call();
  if (call && call->device_only) {
    call->running = 1;
    return;
  }
  CUresult r = cu.streamSynchronize(stream);
  if (r != CUDA_SUCCESS)
    fail("a GPU kernel", r);
}
