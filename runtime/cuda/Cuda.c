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
  CUresult (*memsetD8)(CUdeviceptr, unsigned char, size_t);
  CUresult (*ctxSynchronize)(void);
  CUresult (*getErrorName)(CUresult, const char **);
} cu;

static pthread_once_t started = PTHREAD_ONCE_INIT;
static CUcontext context;     /* the device's primary context, NULL without one */
static int pageable_access;   /* the device reads the host's pageable memory */
static char unusable[256];    /* why there is no device, or "" */

static const char *error_name(CUresult r) {
  const char *name = NULL;
  if (cu.getErrorName)
    cu.getErrorName(r, &name);
  return name ? name : "an unknown CUDA error";
}

static void start(void) {
  void *library = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    snprintf(unusable, sizeof unusable, "no CUDA driver: %s", dlerror());
    return;
  }
  struct {
    void **slot;
    const char *name;
  } symbols[] = {
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
      {(void **)&cu.memsetD8, "cuMemsetD8_v2"},
      {(void **)&cu.ctxSynchronize, "cuCtxSynchronize"},
      {(void **)&cu.getErrorName, "cuGetErrorName"},
  };
  for (size_t i = 0; i < sizeof symbols / sizeof *symbols; ++i)
    if (!(*symbols[i].slot = dlsym(library, symbols[i].name))) {
      snprintf(unusable, sizeof unusable, "the CUDA driver has no %s", symbols[i].name);
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

static void fail(const char *what, CUresult r) {
  char message[256];
  snprintf(message, sizeof message, "CUDA error in %s: %s", what, error_name(r));
  pyrite_device_fail(message);
}

/*===------------------------------------------------------------------------===
 * Memory
 *===------------------------------------------------------------------------===*/

/* This thread's copies of GPU arrays (see share), each with the arena mark
 * of the call that made it. */
static _Thread_local struct Copy {
  char *original, *copy;
  size_t bytes;
  int64_t mark;
} *copies;
static _Thread_local size_t copy_count, copy_capacity;

static void *managed_alloc(size_t bytes, int32_t zeroed) {
  CUdeviceptr block = 0;
  if (ready() != 0 || cu.memAllocManaged(&block, bytes ? bytes : 1, CU_MEM_ATTACH_GLOBAL))
    return NULL;
  if (copy_count > 0) {
    /* A call on GPU arrays: the block's pages are made on the device (a
     * memset there), not one GPU page fault at a time by the first kernel. */
    if (cu.memsetD8(block, 0, bytes) || cu.ctxSynchronize()) {
      cu.memFree(block);
      return NULL;
    }
  } else if (zeroed) {
    memset((void *)(uintptr_t)block, 0, bytes);
  }
  return (void *)(uintptr_t)block;
}

static void managed_free(void *block) {
  if (block)
    cu.memFree((CUdeviceptr)(uintptr_t)block);
}

/* The pinned ranges of this thread's calls, each with the arena mark of the
 * call that pinned it. */
static _Thread_local struct Pinned {
  void *begin;
  int64_t mark;
} *pinned;
static _Thread_local size_t pinned_count, pinned_capacity;

static int remember_pin(void *begin, int64_t mark) {
  if (pinned_count == pinned_capacity) {
    size_t capacity = pinned_capacity ? 2 * pinned_capacity : 16;
    struct Pinned *grown = realloc(pinned, capacity * sizeof *grown);
    if (!grown)
      return -1;
    pinned = grown;
    pinned_capacity = capacity;
  }
  pinned[pinned_count++] = (struct Pinned){begin, mark};
  return 0;
}

/* Pins [begin, begin + bytes) (whole pages): 0, or the driver's error. Pages
 * a pin of this call holds already (two arrays in one page) are skipped. */
static CUresult pin(char *begin, size_t bytes, int64_t mark) {
  CUresult r = cu.memHostRegister(begin, bytes, CU_MEMHOSTREGISTER_SHARED);
  if (r == CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED) {
    /* Part of the range is pinned: pin the rest page by page. */
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    for (size_t at = 0; at < bytes; at += page) {
      CUresult one = cu.memHostRegister(begin + at, page, CU_MEMHOSTREGISTER_SHARED);
      if (one == CUDA_SUCCESS) {
        if (remember_pin(begin + at, mark)) {
          cu.memHostUnregister(begin + at);
          return 2; /* CUDA_ERROR_OUT_OF_MEMORY */
        }
      } else if (one != CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED) {
        return one;
      }
    }
    return CUDA_SUCCESS;
  }
  /* Read-only memory (a NumPy array over bytes) is pinned read-only. */
  if (r != CUDA_SUCCESS && (r = cu.memHostRegister(begin, bytes, CU_MEMHOSTREGISTER_SHARED | CU_MEMHOSTREGISTER_READ_ONLY)))
    return r;
  if (remember_pin(begin, mark)) {
    cu.memHostUnregister(begin);
    return 2;
  }
  return CUDA_SUCCESS;
}

/* A caller's array in GPU memory: a copy in managed memory until the call
 * ends. Views of one another share a copy; partly overlapping spans are
 * refused (they could not stay one memory). */
static char *copy_in(char *begin, size_t bytes, int64_t mark) {
  for (size_t i = 0; i < copy_count; ++i) {
    struct Copy *c = &copies[i];
    if (begin >= c->original && begin + bytes <= c->original + c->bytes)
      return c->copy + (begin - c->original);
    if (begin < c->original + c->bytes && c->original < begin + bytes) {
      pyrite_raise(PYRITE_NOT_IMPLEMENTED_ERROR,
                   "GPU arrays whose memory partly overlaps another argument's");
      return NULL;
    }
  }
  if (copy_count == copy_capacity) {
    size_t capacity = copy_capacity ? 2 * copy_capacity : 8;
    struct Copy *grown = realloc(copies, capacity * sizeof *grown);
    if (!grown) {
      pyrite_raise(PYRITE_MEMORY_ERROR, "");
      return NULL;
    }
    copies = grown;
    copy_capacity = capacity;
  }
  CUdeviceptr copy = 0;
  /* The caller's kernels that write the array finish first. */
  CUresult r = cu.ctxSynchronize();
  if (r == CUDA_SUCCESS)
    r = cu.memAllocManaged(&copy, bytes, CU_MEM_ATTACH_GLOBAL);
  if (r == CUDA_SUCCESS && (r = cu.memcpyDtoD(copy, (CUdeviceptr)(uintptr_t)begin, bytes)))
    cu.memFree(copy);
  if (r != CUDA_SUCCESS) {
    fail("copying a GPU argument", r);
    pyrite_device_failed(); /* raised here: the import reports it */
    return NULL;
  }
  copies[copy_count++] = (struct Copy){begin, (char *)(uintptr_t)copy, bytes, mark};
  return (char *)(uintptr_t)copy;
}

enum { kDLCPU = 1, kDLCUDA = 2, kDLCUDAManaged = 13 };

static char *share(char *begin, size_t bytes, int32_t device_type, int64_t mark) {
  if (ready() != 0) {
    if (device_type == kDLCPU)
      return begin; /* no device runs (launches raise) */
    pyrite_raise(PYRITE_RUNTIME_ERROR, unusable);
    return NULL;
  }
  if (device_type == kDLCUDA)
    return copy_in(begin, bytes, mark);
  if (device_type != kDLCPU || pageable_access)
    return begin; /* managed, pinned already, or read as it is */
  unsigned managed = 0;
  if (cu.pointerGetAttribute(&managed, CU_POINTER_ATTRIBUTE_IS_MANAGED,
                             (CUdeviceptr)(uintptr_t)begin) == CUDA_SUCCESS && managed)
    return begin; /* an array compiled code made, given back */
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  uintptr_t first = (uintptr_t)begin & ~(uintptr_t)(page - 1);
  uintptr_t end = ((uintptr_t)begin + bytes + page - 1) & ~(uintptr_t)(page - 1);
  CUresult r = pin((char *)first, end - first, mark);
  if (r != CUDA_SUCCESS) {
    fail("cuMemHostRegister (showing an argument to the GPU)", r);
    pyrite_device_failed(); /* raised here: the import reports it */
    return NULL;
  }
  return begin;
}

static void unshare(int64_t mark) {
  while (pinned_count > 0 && pinned[pinned_count - 1].mark >= mark)
    cu.memHostUnregister(pinned[--pinned_count].begin);
  if (copy_count > 0 && copies[copy_count - 1].mark >= mark) {
    cu.ctxSynchronize();
    while (copy_count > 0 && copies[copy_count - 1].mark >= mark) {
      struct Copy *c = &copies[--copy_count];
      /* Written back whether or not the call wrote it: the same bytes. */
      CUresult r = cu.memcpyDtoD((CUdeviceptr)(uintptr_t)c->original,
                                 (CUdeviceptr)(uintptr_t)c->copy, c->bytes);
      if (r != CUDA_SUCCESS)
        fail("writing a GPU argument back", r);
      cu.memFree((CUdeviceptr)(uintptr_t)c->copy);
    }
    cu.ctxSynchronize();
  }
}

static int32_t locate(void **data) {
  for (size_t i = 0; i < copy_count; ++i) {
    struct Copy *c = &copies[i];
    if ((char *)*data >= c->copy && (char *)*data < c->copy + c->bytes) {
      *data = c->original + ((char *)*data - c->copy);
      return kDLCUDA;
    }
  }
  return copy_count > 0 ? kDLCUDA : kDLCPU;
}

static const PyriteDeviceMemory managed_memory = {managed_alloc, managed_free, share, unshare,
                                                  locate};

/*===------------------------------------------------------------------------===
 * What gpu-to-llvm's code calls
 *===------------------------------------------------------------------------===*/

/* A kernel module: its image, loaded at start-up where a device is. */
typedef struct {
  CUmodule module;
  CUresult error; /* of the load, when module is NULL and a device is */
} KernelModule;

KernelModule *mgpuModuleLoad(const void *image, size_t bytes) {
  (void)bytes;
  KernelModule *m = calloc(1, sizeof *m);
  if (!m || ready() != 0)
    return m;
  /* Arrays live where the device reads them, from before the first one. */
  pyrite_device_memory_install(&managed_memory);
  m->error = cu.moduleLoadData(&m->module, image);
  return m;
}

/* At exit the driver may be gone already: the module is left to it. */
void mgpuModuleUnload(KernelModule *m) { free(m); }

typedef struct {
  KernelModule *module;
  const char *name;
} Kernel;

/* A kernel is looked up at each launch: this names it. */
Kernel *mgpuModuleGetFunction(KernelModule *m, const char *name) {
  static _Thread_local Kernel kernel;
  kernel = (Kernel){m, name};
  return &kernel;
}

CUstream mgpuStreamCreate(void) { return CU_STREAM_PER_THREAD; }
void mgpuStreamDestroy(CUstream stream) { (void)stream; }

void mgpuLaunchKernel(Kernel *kernel, intptr_t gridX, intptr_t gridY, intptr_t gridZ,
                      intptr_t blockX, intptr_t blockY, intptr_t blockZ, int32_t sharedBytes,
                      CUstream stream, void **params, void **extra, size_t paramCount) {
  (void)paramCount;
  if (ready() != 0) {
    pyrite_device_fail(unusable);
    return;
  }
  KernelModule *m = kernel->module;
  if (!m || !m->module) {
    fail("cuModuleLoadData (loading the kernels)", m ? m->error : 2);
    return;
  }
  CUfunction function;
  CUresult r = cu.moduleGetFunction(&function, m->module, kernel->name);
  if (r != CUDA_SUCCESS) {
    fail("cuModuleGetFunction", r);
    return;
  }
  if (gridX > INT32_MAX || gridY > 65535 || gridZ > 65535) {
    pyrite_device_fail("array too big for one GPU launch");
    return;
  }
  r = cu.launchKernel(function, (unsigned)gridX, (unsigned)gridY, (unsigned)gridZ,
                      (unsigned)blockX, (unsigned)blockY, (unsigned)blockZ,
                      (unsigned)sharedBytes, stream, params, extra);
  if (r != CUDA_SUCCESS)
    fail("cuLaunchKernel", r);
}

/* A failed launch was reported already; a fault shows here. */
void mgpuStreamSynchronize(CUstream stream) {
  if (!context)
    return;
  CUresult r = cu.streamSynchronize(stream);
  if (r != CUDA_SUCCESS)
    fail("a GPU kernel", r);
}
