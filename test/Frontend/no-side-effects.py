# The compiler never executes user code: building a file whose module-level
# code writes a file leaves no such file, only the outputs asked for.
# RUN: rm -rf %t.dir && mkdir %t.dir && cd %t.dir
# RUN: pyrite build %S/Inputs/side_effects.py -o out.o
# RUN: pyrite check %S/Inputs/side_effects.py
# RUN: pyrite build %S/Inputs/side_effects.py --emit=shared -o libout.so
# RUN: ls %t.dir | FileCheck %s
# CHECK-NOT: side_effect_ran
# CHECK: libout.json
# CHECK-NEXT: libout.so
# CHECK-NEXT: out.h
# CHECK-NEXT: out.o
# CHECK-NOT: side_effect_ran
