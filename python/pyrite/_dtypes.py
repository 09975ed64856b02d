"""Element type names for array annotations (``f32[:, :]``, ``i64[:]``)."""


class DType:
    """An element type; subscripting it gives an array annotation."""

    def __init__(self, name, numpy_name):
        self.name = name
        self.numpy_name = numpy_name

    def __getitem__(self, shape):
        return ArrayAnnotation(self, shape if isinstance(shape, tuple) else (shape,))

    def __repr__(self):
        return f"pyrite.{self.name}"


class ArrayAnnotation:
    """``dtype[shape]``: what an annotation like ``f32[:, 4]`` evaluates to."""

    def __init__(self, dtype, shape):
        self.dtype = dtype
        self.shape = shape

    def __repr__(self):
        dims = ", ".join(":" if isinstance(d, slice) else repr(d) for d in self.shape)
        return f"{self.dtype.name}[{dims}]"


f16 = DType("f16", "float16")
f32 = DType("f32", "float32")
f64 = DType("f64", "float64")
i8 = DType("i8", "int8")
i16 = DType("i16", "int16")
i32 = DType("i32", "int32")
i64 = DType("i64", "int64")
u8 = DType("u8", "uint8")
u16 = DType("u16", "uint16")
u32 = DType("u32", "uint32")
u64 = DType("u64", "uint64")
boolean = DType("boolean", "bool")
c64 = DType("c64", "complex64")
c128 = DType("c128", "complex128")
