# Array annotations parse (tree-sitter-python cannot parse `[:, :]` in an
# annotation; the frontend rebuilds it) and become !py.ndarray types.
# RUN: pyrite build %s --emit=ast -o - | FileCheck %s --check-prefix=AST
# RUN: pyrite build %s --emit=py -o - | FileCheck %s --check-prefix=PY
# RUN: pyrite build %s --emit=header -o - | FileCheck %s --check-prefix=HEADER
from pyrite import jit, f32, u8, boolean


# AST:      Param x
# AST-NEXT:   Subscript @[[@LINE+16]]:15
# AST-NEXT:     Name @[[@LINE+15]]:15 f32
# AST-NEXT:     Tuple @[[@LINE+14]]:18
# AST-NEXT:       Slice @[[@LINE+13]]:19
# AST-NEXT:       Int @[[@LINE+12]]:22 4
# AST-NEXT: Param y
# AST-NEXT:   Subscript @[[@LINE+10]]:29
# AST-NEXT:     Name @[[@LINE+9]]:29 u8
# AST-NEXT:     Slice @[[@LINE+8]]:32
# AST:      Returns
# AST-NEXT:   Subscript @[[@LINE+6]]:57
# AST-NEXT:     Name @[[@LINE+5]]:57 f32
# AST-NEXT:     Tuple @[[@LINE+4]]:60
# PY-LABEL: func.func @shapes(%arg0: !py.ndarray<?x4xf32>, %arg1: !py.ndarray<?xui8>, %arg2: !py.ndarray<2x3xi1>)
# PY-SAME:  pyrite.return_annotation = !py.ndarray<?x4xf32>
@jit
def shapes(x: f32[:, 4], y: u8[:], z: boolean[2, 3]) -> f32[:, 4]:
    return x


# Arrays cross the C boundary as DLPack tensors.
# HEADER: #include <dlpack/dlpack.h>
# HEADER: /* shapes(x: f32[:, 4], y: u8[:], z: boolean[2, 3]) -> f32[:, 4] */
# HEADER-NEXT: int32_t pyrite_array_annotations_shapes(const DLTensor *x, const DLTensor *y, const DLTensor *z, DLManagedTensor **result);
