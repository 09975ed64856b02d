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

    def prepare(*args):
        return tuple(torch.from_numpy(a) if hasattr(a, "dtype") else a for a in args)

    return {name: (prepare, fn) for name, fn in
            (("gelu", gelu), ("softmax", softmax), ("layernorm", layernorm),
             ("jacobi", jacobi), ("mlp", mlp))}


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

    def prepare(*args):
        return tuple(jax.device_put(a) if hasattr(a, "dtype") else a for a in args)

    def timed(fn):
        compiled = jax.jit(fn)
        return lambda *args: compiled(*args).block_until_ready()

    return {name: (prepare, timed(fn)) for name, fn in
            (("gelu", gelu), ("softmax", softmax), ("layernorm", layernorm),
             ("jacobi", jacobi), ("mlp", mlp))}
