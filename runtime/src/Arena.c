/*===- Arena.c - The per-call arena of array buffers --------------*- C -*-===*/
#include "ArrayInternal.h"

#include <malloc.h>
#include <pthread.h>
#include <string.h>
#include <sys/mman.h>

#include <stdio.h>
#include <stdlib.h>

/*===------------------------------------------------------------------------===
 * The arena: every buffer compiled code allocates, until its call ends
 *===------------------------------------------------------------------------===*/

enum { kAlignment = 64 };

static Allocation take_from_arena(int64_t i);

static _Thread_local Allocation *arena;
static _Thread_local int64_t arena_size, arena_capacity;
static _Thread_local int64_t arena_shared; /* entries CPython shares */

/* As NumPy does for big arrays: transparent huge pages where the system
 * gives them on request, so a fresh array costs one page fault per 2 MiB
 * rather than per 4 KiB (the kernel zeroes and maps far fewer pages). */
static void advise_huge_pages(uintptr_t address, size_t bytes) {
  enum { kHugeAdviceFrom = 4 << 20, kPage = 4096 };
  if (bytes < kHugeAdviceFrom)
    return;
  uintptr_t start = (address + kPage - 1) & ~(uintptr_t)(kPage - 1);
  madvise((void *)start, bytes - (start - address), MADV_HUGEPAGE);
}

/* Where arrays live when a device runtime installed its memory. */
static const PyriteDeviceMemory *device;

void pyrite_device_memory_install(const PyriteDeviceMemory *memory) { device = memory; }

/* Big blocks freed lately, for the next big array. glibc hands the top of
 * its heap back to the system once more than its trim threshold is free
 * there, and an array of that size then faults every page in again: a
 * 16 MiB result after a NumPy layernorm had run took 495 page faults and
 * 3 ms more than the 2.9 ms kernel. Up to kCachedBlocks blocks of
 * kCachedFrom to kCachedUpTo bytes (so at most 256 MiB are held); a block
 * serves a request it holds with at most half to spare. (Zeroed arrays come
 * from calloc's fresh pages instead.) Under AddressSanitizer every block is
 * freed at once, so a use of an array after the release plan freed it is
 * still reported. */
enum { kCachedBlocks = 4, kCachedFrom = 1 << 20, kCachedUpTo = 64 << 20 };
#if defined(__SANITIZE_ADDRESS__)
enum { kKeepBlocks = 0 };
#else
enum { kKeepBlocks = 1 };
#endif
static struct {
  void *raw;
  size_t size;
} cached[kCachedBlocks];
static pthread_mutex_t cache_lock = PTHREAD_MUTEX_INITIALIZER;

static void *take_cached_block(size_t size) {
  if (!kKeepBlocks || size < kCachedFrom || size > kCachedUpTo)
    return NULL;
  void *raw = NULL;
  pthread_mutex_lock(&cache_lock);
  int best = -1;
  for (int i = 0; i < kCachedBlocks; ++i)
    if (cached[i].raw && cached[i].size >= size && cached[i].size / 2 <= size &&
        (best < 0 || cached[i].size < cached[best].size))
      best = i;
  if (best >= 0) {
    raw = cached[best].raw;
    cached[best].raw = NULL;
  }
  pthread_mutex_unlock(&cache_lock);
  return raw;
}

/* Frees an array's block, or keeps it for the next big array (when all
 * places are taken, they are given up in turn). */
static void release_block(void *raw) {
  if (device) {
    device->free(raw);
    return;
  }
  size_t size = raw ? malloc_usable_size(raw) : 0;
  if (!kKeepBlocks || size < kCachedFrom || size > kCachedUpTo) {
    free(raw);
    return;
  }
  static int next; /* the place to give up next, when all are taken */
  pthread_mutex_lock(&cache_lock);
  int place = -1;
  for (int i = 0; i < kCachedBlocks && place < 0; ++i)
    if (!cached[i].raw)
      place = i;
  if (place < 0) {
    place = next;
    next = (next + 1) % kCachedBlocks;
  }
  void *evicted = cached[place].raw;
  cached[place].raw = raw;
  cached[place].size = size;
  pthread_mutex_unlock(&cache_lock);
  free(evicted);
}

void pyrite_array_cache_release(void) {
  void *kept[kCachedBlocks];
  pthread_mutex_lock(&cache_lock);
  for (int i = 0; i < kCachedBlocks; ++i) {
    kept[i] = cached[i].raw;
    cached[i].raw = NULL;
  }
  pthread_mutex_unlock(&cache_lock);
  for (int i = 0; i < kCachedBlocks; ++i)
    free(kept[i]);
}

void *pyrite_array_alloc(int64_t bytes, int32_t zeroed) {
  if (arena_size == arena_capacity) {
    int64_t capacity = arena_capacity ? 2 * arena_capacity : 16;
    Allocation *grown = realloc(arena, (size_t)capacity * sizeof *grown);
    if (!grown) {
      pyrite_raise(PYRITE_MEMORY_ERROR, "");
      return NULL;
    }
    arena = grown;
    arena_capacity = capacity;
  }
  /* calloc keeps np.zeros cheap for big arrays (fresh pages are zero). */
  size_t size = (size_t)bytes + kAlignment;
  void *raw = NULL;
  if (bytes >= 0 && (uint64_t)bytes <= SIZE_MAX - kAlignment) {
    if (device)
      raw = device->alloc(size, zeroed);
    else
      raw = zeroed ? calloc(1, size) : take_cached_block(size);
    if (!raw && !zeroed && !device)
      raw = malloc(size);
  }
  if (!raw) {
    char message[96];
    snprintf(message, sizeof message, "Unable to allocate %lld bytes for an array",
             (long long)bytes);
    pyrite_raise(PYRITE_MEMORY_ERROR, message);
    return NULL;
  }
  uintptr_t address = ((uintptr_t)raw + kAlignment - 1) & ~(uintptr_t)(kAlignment - 1);
  advise_huge_pages(address, (size_t)bytes);
  arena[arena_size] = (Allocation){raw, (void *)address, bytes, NULL};
  ++arena_size;
  return (void *)address;
}

int64_t pyrite_arena_mark(void) { return arena_size; }

int pyrite_device_share(char **data, int32_t device_type, int64_t itemsize, int32_t ndim,
                        const int64_t *sizes, const int64_t *strides) {
  if (!device)
    return 0;
  /* The bytes the view spans, whatever the signs of its strides. */
  int64_t low = 0, high = itemsize;
  for (int32_t i = 0; i < ndim; ++i) {
    if (sizes[i] == 0) { /* no bytes, but where they live still counts */
      static char nothing;
      return device->share(&nothing, 0, device_type, arena_size) ? 0 : -1;
    }
    int64_t reach = (sizes[i] - 1) * strides[i] * itemsize;
    if (reach < 0)
      low += reach;
    else
      high += reach;
  }
  char *begin = device->share(*data + low, (size_t)(high - low), device_type, arena_size);
  if (!begin)
    return -1;
  *data = begin - low;
  return 0;
}

int pyrite_device_installed(void) { return device != NULL; }

int32_t pyrite_device_finish(void) { return device ? device->finish() : 0; }

int32_t pyrite_device_read(void *to, const void *from, int64_t bytes) {
  if (device)
    return device->read(to, from, (size_t)bytes);
  memcpy(to, from, (size_t)bytes);
  return 0;
}

void pyrite_device_call(int32_t device_only) {
  if (device)
    device->begin_call(device_only, arena_size);
}

int32_t pyrite_device_locate(void **data) { return device ? device->locate(data) : 1; }

int32_t pyrite_arena_release(int64_t mark) {
  int32_t status = device ? device->unshare() : 0;
  while (arena_size > mark) {
    Allocation last = take_from_arena(arena_size - 1);
    pyrite_allocation_release(&last);
  }
  return status;
}

void pyrite_allocation_release(Allocation *a) {
  if (a->release)
    a->release(a->raw);
  else
    release_block(a->raw);
}

/* Takes entry i out of the arena (the last one moves into its place). */
static Allocation take_from_arena(int64_t i) {
  Allocation taken = arena[i];
  arena_shared -= taken.release != NULL;
  arena[i] = arena[--arena_size];
  return taken;
}

void *pyrite_array_owner(const int64_t *descriptor, int32_t ndim, int32_t code, int32_t bits,
                         const PyriteArrayOwnership *how) {
  const char *data = (const char *)(intptr_t)descriptor[1];
  for (int64_t i = arena_size - 1; i >= 0; --i) {
    Allocation *a = &arena[i];
    const char *begin = a->aligned;
    if (data < begin || data > begin + a->bytes)
      continue;
    if (!a->release) {
      void *owner = how->adopt(a->raw, release_block, descriptor, ndim, code, bits);
      if (!owner)
        return NULL;
      a->raw = owner;
      a->release = how->release;
      ++arena_shared;
    }
    return a->raw;
  }
  return NULL;
}

int64_t pyrite_arena_shared(void) { return arena_shared; }

int pyrite_arena_take(const void *aligned, Allocation *taken) {
  for (int64_t i = arena_size - 1; i >= 0; --i)
    if (arena[i].aligned == aligned) {
      *taken = take_from_arena(i);
      return 1;
    }
  return 0;
}

void pyrite_array_release(void *aligned) {
  Allocation taken;
  if (pyrite_arena_take(aligned, &taken))
    pyrite_allocation_release(&taken);
}
