# Array annotations parse (tree-sitter-python cannot parse `[:, :]` in an
# annotation; the frontend rebuilds it) and become !py.ndarray types.
# RUN: pyrite build %s --emit=ast -o - | FileCheck %s --check-prefix=AST
# RUN: pyrite build %s --emit=py -o - | FileCheck %s --check-prefix=PY
# RUN: pyrite build %s --emit=header -o - | FileCheck %s --check-prefix=HEADER
import numpy as np
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


# Arrays inside a tuple annotation, a parameter's or a return's: the
# brackets of the tuple end the annotation, not the first broken node.
# AST:      Param t
# AST-NEXT:   Subscript @[[@LINE+22]]:20
# AST-NEXT:     Name @[[@LINE+21]]:20 tuple
# AST-NEXT:     Tuple @[[@LINE+20]]:25
# AST-NEXT:       Subscript @[[@LINE+19]]:26
# AST-NEXT:         Name @[[@LINE+18]]:26 f32
# AST-NEXT:         Slice @[[@LINE+17]]:30
# AST-NEXT:       Name @[[@LINE+16]]:34 int
# AST-NEXT: Param n
# AST:      Returns
# AST-NEXT:   Subscript @[[@LINE+13]]:51
# AST-NEXT:     Name @[[@LINE+12]]:51 tuple
# AST-NEXT:     Tuple @[[@LINE+11]]:56
# AST-NEXT:       Subscript @[[@LINE+10]]:57
# AST-NEXT:         Name @[[@LINE+9]]:57 u8
# AST-NEXT:         Tuple @[[@LINE+8]]:59
# AST-NEXT:           Slice @[[@LINE+7]]:60
# AST-NEXT:           Slice @[[@LINE+6]]:63
# AST-NEXT:       Subscript @[[@LINE+5]]:67
# AST-NEXT:         Name @[[@LINE+4]]:67 f32
# AST-NEXT:         Slice @[[@LINE+3]]:71
# A helper's annotations are checked against the types of its calls: it
# is specialised per call signature, so its py function has none.
def pair_helper(t: tuple[f32[:], int], n: int) -> tuple[u8[:, :], f32[:]]:
    return t[0].astype(np.uint8).reshape(n, -1), t[0]


# An array in a tuple result is a DLManagedTensor * of its own.
# HEADER: typedef struct { DLManagedTensor * f0; DLManagedTensor * f1; } pyrite_array_annotations_pair_result;
# HEADER-NEXT: /* pair(x: f32[:], n: int) -> tuple[u8[:, :], f32[:]] */
# HEADER-NEXT: int32_t pyrite_array_annotations_pair(const DLTensor *x, int64_t n, pyrite_array_annotations_pair_result *result);
@jit
def pair(x: f32[:], n: int) -> tuple[u8[:, :], f32[:]]:
    return pair_helper((x, 1), n)


# An annotation may span lines inside its brackets, comments between (as
# formatters wrap a long tuple result); positions stay the source's.
# AST:      Function wrapped
# AST:      Param x
# AST-NEXT:   Subscript @[[@LINE+16]]:16
# AST-NEXT:     Name @[[@LINE+15]]:16 f32
# AST-NEXT:     Tuple @[[@LINE+14]]:19
# AST-NEXT:       Slice @[[@LINE+14]]:9
# AST-NEXT:       Slice @[[@LINE+13]]:12
# AST:      Returns
# AST-NEXT:   Subscript @[[@LINE+11]]:19
# AST-NEXT:     Name @[[@LINE+10]]:19 tuple
# AST-NEXT:     Tuple @[[@LINE+9]]:24
# AST-NEXT:       Subscript @[[@LINE+8]]:25
# AST:            Subscript @[[@LINE+8]]:25
# AST-NEXT:         Name @[[@LINE+7]]:25 u8
# AST-NEXT:         Slice @[[@LINE+6]]:28
# PY-LABEL: func.func @wrapped(%arg0: !py.ndarray<?x?xf32>)
# HEADER: /* wrapped(x: f32[:, :]) -> tuple[f32[:, :], u8[:]] */
@jit
def wrapped(x: f32[
        :, :]) -> tuple[f32[:, :],  # the values
                        u8[:]]:
    return x, x.ravel().astype(np.uint8)


# More parameters after one wrapped inside its brackets, and one wrapped
# black's way: tree-sitter reads each signature joined on one line, and
# positions stay the source's.
# AST:      Function wrapped_first
# AST:      Param y
# AST-NEXT:   Name @[[@LINE+8]]:33 float
# AST:      Param z
# AST-NEXT:   Subscript @[[@LINE+7]]:8
# AST:      Returns
# AST-NEXT:   Subscript @[[@LINE+8]]:6
# PY-LABEL: func.func @wrapped_first(%arg0: !py.ndarray<?x?xf32>, %arg1: !py.float, %arg2: !py.ndarray<?xf32>)
@jit
def wrapped_first(x: f32[:,  # rows
                         :], y: float,
    z: f32[
        :
    ],
) -> f32[:]:
    return x[0] * y + z


# A backslash continuation inside a signature's brackets (valid Python).
# PY-LABEL: func.func @continued(%arg0: !py.ndarray<?xf32>, %arg1: !py.float)
@jit
def continued(a: f32[:], \
              b: float = 2.0) -> f32[:]:
    return a * b
