/* A C program using a module built by `pyrite build` (test/Embed/run.sh):
 * no interpreter of its own, so the first fallback starts one.
 *
 *   main          calls each function and prints what it returned or raised
 *                 (expected.py prints what CPython computes for the same calls)
 *   main leak N   N calls through fallbacks; prints the resident set size after
 *                 a tenth of them and at the end, and the references to one
 *                 module-level object, which must not grow */
#include "embed_fallbacks.h"
#include "pyrite/CPythonBridge.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* A result CPython computed is an object: read as an int, then released. */
static int64_t to_int(void *object) {
  int64_t value = 0;
  if (pyrite_object_to_int(object, "result", &value) != 0) {
    fprintf(stderr, "result is not an int: %s\n", pyrite_cpython_error_message());
    exit(1);
  }
  pyrite_object_decref(object);
  return value;
}

#define OBJECT_CALL(fn, ...)                                                                       \
  static int32_t fn(__VA_ARGS__, int64_t *out) {                                                   \
    void *object = NULL;                                                                           \
    int32_t status = pyrite_embed_fallbacks_##fn(n, &object);                                      \
    if (status == 0)                                                                               \
      *out = to_int(object);                                                                       \
    return status;                                                                                 \
  }
OBJECT_CALL(total, int64_t n)
OBJECT_CALL(label_length, int64_t n)
OBJECT_CALL(price, int64_t n)
OBJECT_CALL(bump, int64_t n)
OBJECT_CALL(sentinel_refs, int64_t n)

/* Prints `call = value`, or `call raised Name (kind K): message` and clears
 * the error, checking that it is gone. */
static void report(const char *call, int32_t status, int64_t value) {
  if (status == 0) {
    printf("%s = %lld\n", call, (long long)value);
    return;
  }
  printf("%s raised %s (kind %d): %s\n", call, pyrite_error_name(), pyrite_error_kind(),
         pyrite_error_message());
  pyrite_error_clear();
  if (pyrite_error_kind() != 0 || pyrite_error_name()[0] != '\0')
    printf("%s: the error is still set after pyrite_error_clear()\n", call);
}

static void *worker(void *arg) {
  int64_t sum = 0, value = 0;
  for (int64_t i = 0; i < 2000; ++i) {
    if (bump(i, &value) != 0) {
      printf("thread %ld: bump raised %s\n", (long)(intptr_t)arg, pyrite_error_name());
      return NULL;
    }
    sum += value;
  }
  *(int64_t *)arg = sum;
  return NULL;
}

static long rss_kib(void) {
  long pages_total = 0, pages_resident = 0;
  FILE *f = fopen("/proc/self/statm", "r");
  if (!f || fscanf(f, "%ld %ld", &pages_total, &pages_resident) != 2)
    exit(1);
  fclose(f);
  return pages_resident * (sysconf(_SC_PAGESIZE) / 1024);
}

static int leak(long calls) {
  long warm_up = calls / 10, rss_warm = 0;
  int64_t value = 0, refs_warm = 0, refs_end = 0;
  struct timespec start, end;
  clock_gettime(CLOCK_MONOTONIC, &start);
  for (long i = 0; i < calls; ++i) {
    if (i == warm_up) {
      rss_warm = rss_kib();
      if (sentinel_refs(0, &refs_warm) != 0)
        return 1;
    }
    /* Mostly a fallback that makes and drops a dict; every 16th call one
     * that reads a module-level object, every 64th one that raises. */
    int32_t status = (i & 63) == 63   ? price(2, &value)
                     : (i & 15) == 15 ? sentinel_refs(i, &value)
                                      : bump(i, &value);
    if ((i & 63) == 63 ? status == 0 : status != 0) {
      printf("call %ld: unexpected %s\n", i, status ? pyrite_error_name() : "success");
      return 1;
    }
    pyrite_error_clear();
  }
  clock_gettime(CLOCK_MONOTONIC, &end);
  if (sentinel_refs(0, &refs_end) != 0)
    return 1;
  long rss_end = rss_kib();
  double seconds = (double)(end.tv_sec - start.tv_sec) + 1e-9 * (double)(end.tv_nsec - start.tv_nsec);
  printf("calls %ld seconds %.3f ns_per_call %.0f rss_warm_kib %ld rss_end_kib %ld "
         "growth_kib %ld refs_warm %lld refs_end %lld\n",
         calls, seconds, 1e9 * seconds / (double)calls, rss_warm, rss_end, rss_end - rss_warm,
         (long long)refs_warm, (long long)refs_end);
  return 0;
}

int main(int argc, char **argv) {
  if (argc == 3 && strcmp(argv[1], "leak") == 0)
    return leak(atol(argv[2]));
  int64_t value = 0;
  char call[64];
  for (int64_t n = 0; n <= 10; n += 5) {
    snprintf(call, sizeof call, "total(%lld)", (long long)n);
    int32_t status = total(n, &value);
    report(call, status, value);
  }
  for (int64_t n = 7; n <= 70007; n += 70000) {
    snprintf(call, sizeof call, "label_length(%lld)", (long long)n);
    int32_t status = label_length(n, &value);
    report(call, status, value);
  }
  for (int64_t k = 0; k <= 3; ++k) {
    snprintf(call, sizeof call, "price(%lld)", (long long)k);
    int32_t status = price(k, &value);
    report(call, status, value);
  }
  int32_t status = pyrite_embed_fallbacks_restock(5, &value);
  report("restock(5)", status, value);
  status = pyrite_embed_fallbacks_restock(500, &value);
  report("restock(500)", status, value);
  status = pyrite_embed_fallbacks_plain(6, 7, &value);
  report("plain(6, 7)", status, value);
  /* Threads of the program's own call fallbacks at once. */
  pthread_t threads[2];
  int64_t sums[2] = {0, 0};
  for (int t = 0; t < 2; ++t)
    pthread_create(&threads[t], NULL, worker, &sums[t]);
  for (int t = 0; t < 2; ++t) {
    pthread_join(threads[t], NULL);
    printf("thread %d: sum of bump(0..1999) = %lld\n", t, (long long)sums[t]);
  }
  return 0;
}
