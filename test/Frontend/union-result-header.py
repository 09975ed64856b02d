# The C ABI of a result whose type depends on the path: {int8 tag; one field
# per member}, members in the order of the type the comment spells.
# RUN: pyrite build %s --module-name=m --emit=header -o - | FileCheck %s
# CHECK: typedef struct { int8_t tag; double m0; float m1; } pyrite_m_total_result;
# CHECK: /* total(x: f32[:]) -> float | np.float32 */
# CHECK: int32_t pyrite_m_total(const DLTensor *x, pyrite_m_total_result *result);
# CHECK: typedef struct { int8_t tag; double m0; bool m1; } pyrite_m_smallest_result;
# CHECK: /* smallest(x: f64[:]) -> np.float64 | None */
from pyrite import f32, f64, jit


@jit
def total(x: f32[:]):
    s = 0.0
    for i in range(len(x)):
        s += x[i]
    return s


@jit
def smallest(x: f64[:]):
    best = None
    for i in range(len(x)):
        if best is None or x[i] < best:
            best = x[i]
    return best
