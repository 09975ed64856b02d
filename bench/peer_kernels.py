"""torch and JAX versions of bench/array_kernels.py's whole-array kernels, for
bench/run.py: the NumPy code translated operation for operation (no fused
library calls such as torch.softmax), on the same dtypes.

Each table maps a kernel's name to (prepare, function): prepare turns the
NumPy arguments into the framework's (once, untimed); the function is timed.
"""


def torch_kernels(torch):
    def gelu(x):
        return 0.5 * x * (1.0 + torch.tanh(0.7978845608028654 * (x + 0.044715 * x * x * x)))

    def softmax(x):
        m = x.amax(dim=1, keepdim=True)
        e = torch.exp(x - m)
        return e / e.sum(dim=1, keepdim=True)

    def layernorm(x):
        mu = x.mean(dim=1, keepdim=True)
        d = x - mu
        return d / torch.sqrt((d * d).mean(dim=1, keepdim=True) + 1e-5)

    def jacobi(u, steps):
        v = u.clone()
        for _ in range(steps):
            v[1:-1, 1:-1] = 0.25 * (v[:-2, 1:-1] + v[2:, 1:-1] + v[1:-1, :-2] + v[1:-1, 2:])
        return v

    def mlp(x, w1, b1, w2):
        return torch.tanh(torch.clamp_min(x @ w1 + b1, 0.0) @ w2)

    def kmeans_step(points, centers):
        d = ((points[:, None, :] - centers[None, :, :]) ** 2).sum(dim=2)
        labels = d.argmin(dim=1)
        out = centers.clone()
        for k in range(centers.shape[0]):
            members = points[labels == k]
            if len(members) > 0:
                out[k] = members.mean(dim=0)
        return out

    def running_mean(x):
        return torch.cumsum(x, 0) / torch.arange(1, len(x) + 1, dtype=x.dtype)

    def sort_median(x):
        s = torch.sort(x, dim=1).values
        n = x.shape[1]
        return (s[:, (n - 1) // 2] + s[:, n // 2]) * 0.5

    def row_dots(a, b):
        return torch.einsum("ij,ij->i", a, b)

    def mandelbrot(c, limit):
        z = torch.zeros_like(c)
        counts = torch.zeros(c.shape, dtype=torch.int64)
        for _ in range(limit):
            z = z * z + c
            counts += torch.abs(z) <= 2.0
        return counts

    def prepare(*args):
        return tuple(torch.from_numpy(a) if hasattr(a, "dtype") else a for a in args)

    return {name: (prepare, fn) for name, fn in
            (("gelu", gelu), ("softmax", softmax), ("layernorm", layernorm),
             ("jacobi", jacobi), ("mlp", mlp), ("kmeans_step", kmeans_step),
             ("running_mean", running_mean), ("sort_median", sort_median),
             ("row_dots", row_dots), ("mandelbrot", mandelbrot))}


def jax_kernels(jax, jnp):
    jax.config.update("jax_enable_x64", True)  # gelu and jacobi are float64

    def gelu(x):
        return 0.5 * x * (1.0 + jnp.tanh(0.7978845608028654 * (x + 0.044715 * x * x * x)))

    def softmax(x):
        m = x.max(axis=1, keepdims=True)
        e = jnp.exp(x - m)
        return e / e.sum(axis=1, keepdims=True)

    def layernorm(x):
        mu = x.mean(axis=1, keepdims=True)
        d = x - mu
        return d / jnp.sqrt((d * d).mean(axis=1, keepdims=True) + 1e-5)

    def jacobi(u, steps):
        def step(_, v):
            return v.at[1:-1, 1:-1].set(
                0.25 * (v[:-2, 1:-1] + v[2:, 1:-1] + v[1:-1, :-2] + v[1:-1, 2:]))
        return jax.lax.fori_loop(0, steps, step, u)

    def mlp(x, w1, b1, w2):
        return jnp.tanh(jnp.maximum(x @ w1 + b1, 0.0) @ w2)

    def kmeans_step(points, centers):
        # jax.jit needs static shapes: each center's mean over a mask by
        # sums and counts, not over the selected rows.
        d = ((points[:, None, :] - centers[None, :, :]) ** 2).sum(axis=2)
        labels = d.argmin(axis=1)
        member = labels[:, None] == jnp.arange(centers.shape[0])[None, :]
        counts = member.sum(axis=0)
        sums = member.T.astype(points.dtype) @ points
        return jnp.where(counts[:, None] > 0, sums / jnp.maximum(counts, 1)[:, None], centers)

    def running_mean(x):
        return jnp.cumsum(x) / jnp.arange(1, x.shape[0] + 1, dtype=x.dtype)

    def sort_median(x):
        s = jnp.sort(x, axis=1)
        n = x.shape[1]
        return (s[:, (n - 1) // 2] + s[:, n // 2]) * 0.5

    def row_dots(a, b):
        return jnp.einsum("ij,ij->i", a, b)

    def mandelbrot(c, limit):
        def step(_, state):
            z, counts = state
            z = z * z + c
            return z, counts + (jnp.abs(z) <= 2.0).astype(jnp.int64)
        return jax.lax.fori_loop(0, limit, step, (jnp.zeros_like(c),
                                                  jnp.zeros(c.shape, jnp.int64)))[1]

    def prepare(*args):
        return tuple(jax.device_put(a) if hasattr(a, "dtype") else a for a in args)

    def timed(fn):
        compiled = jax.jit(fn)
        return lambda *args: compiled(*args).block_until_ready()

    return {name: (prepare, timed(fn)) for name, fn in
            (("gelu", gelu), ("softmax", softmax), ("layernorm", layernorm),
             ("jacobi", jacobi), ("mlp", mlp), ("kmeans_step", kmeans_step),
             ("running_mean", running_mean), ("sort_median", sort_median),
             ("row_dots", row_dots), ("mandelbrot", mandelbrot))}
