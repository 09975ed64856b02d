# Scale: a 10 MB file of 100,000 functions compiles; only what the entry point
# reaches is lowered, so the object holds one exported symbol.
# RUN: %python %s > %t.big.py
# RUN: %python -c "import os, sys; n = os.path.getsize(sys.argv[1]); assert n > 10_000_000, n" %t.big.py
# RUN: pyrite build %t.big.py -o %t.big.o
# RUN: llvm-nm %t.big.o | FileCheck %s
# CHECK: T pyrite_{{.*}}_entry
# CHECK-NOT: helper_function_number_5
print("from pyrite import jit")
for i in range(100_000):
    print(f"def helper_function_number_{i}(x: int, y: float) -> float:\n"
          f"    z = x * {i} + 1\n    return z + y * 0.5\n")
print("@jit\ndef entry(x: int) -> float:\n"
      "    return helper_function_number_99999(x, 1.0) + helper_function_number_0(x, 2.0)")
