/* A C program calling a module built for --target=cuda (test/Backend/GPU/
 * c-program.py), through its header alone: a CPU array in, the result's
 * device type out, or the error the runtime reports. */
#include <stdio.h>

int main(void) {
  double data[1000];
  int64_t shape[1] = {1000};
  for (int i = 0; i < 1000; ++i)
    data[i] = i;
  DLTensor x = {data, {kDLCPU, 0}, 1, {kDLFloat, 64, 1}, shape, NULL, 0};
  DLManagedTensor *result = NULL;
  if (pyrite_g_scale(&x, 2.0, &result) != 0) {
    printf("error %s: %s\n", pyrite_error_name(), pyrite_error_message());
    return 0;
  }
  printf("returned, result on device type %d, %lld elements\n",
         (int)result->dl_tensor.device.device_type, (long long)result->dl_tensor.shape[0]);
  result->deleter(result);
  return 0;
}
