# Each --emit stage of the driver on one file.
# RUN: pyrite build %s --emit=mlir --module-name=stages -o - | FileCheck %s --check-prefix=MLIR
# RUN: pyrite build %s --emit=llvm --module-name=stages -o - | FileCheck %s --check-prefix=LLVM
# RUN: pyrite build %s --emit=asm --module-name=stages -o - | FileCheck %s --check-prefix=ASM
# RUN: pyrite build %s --emit=header --module-name=stages -o - | FileCheck %s --check-prefix=HEADER
# RUN: pyrite build %s --module-name=stages -o %t.o
# RUN: test -s %t.o
# RUN: FileCheck %s --check-prefix=HEADER < %t.h
# RUN: pyrite build %s --module-name=stages --emit=shared -o %t.so
# RUN: test -s %t.so
# RUN: FileCheck %s --check-prefix=MANIFEST < %t.json
# MANIFEST: "symbol": "pyrite_stages_add"
# MANIFEST: "returns": "tuple[float, bool]"
from pyrite import jit


# MLIR-LABEL: func.func private @pyrite.fn.add
# MLIR-SAME:    (%arg0: i64, %arg1: i64, %arg2: i64, %arg3: !llvm.ptr) -> i64
# MLIR:         llvm.intr.sadd.with.overflow
# MLIR-LABEL: func.func @pyrite_stages_add(%arg0: i64, %arg1: i64, %arg2: !llvm.ptr) -> i32
# MLIR-NOT:   py.
# LLVM: define {{.*}}i32 @pyrite_stages_add(i64 {{.*}}, i64 {{.*}}, ptr
# LLVM: call {{.*}}@pyrite_raise
# ASM: pyrite_stages_add:
# HEADER: int32_t pyrite_stages_add(int64_t a, int64_t b, int64_t *result);
# HEADER-NEXT: int32_t pyrite_stages_add_packed(void *const *args, void *result);
# HEADER: typedef struct { double f0; bool f1; } pyrite_stages_pair_result;
# HEADER: int32_t pyrite_stages_pair(double x, pyrite_stages_pair_result *result);
@jit
def add(a: int, b: int) -> int:
    return a + b


@jit
def pair(x: float) -> tuple[float, bool]:
    return x * 2.0, x > 0.0
