"""Scalar benchmark kernels: plain Python that CPython, pyrite and Numba all run."""
from pyrite import jit


@jit
def mandelbrot(width: int, height: int, max_iter: int) -> int:
    """Points of a width x height grid over [-2, 1] x [-1.5, 1.5] that stay bounded."""
    count = 0
    for y in range(height):
        ci = -1.5 + 3.0 * y / height
        for x in range(width):
            cr = -2.0 + 3.0 * x / width
            zr = 0.0
            zi = 0.0
            inside = True
            for _ in range(max_iter):
                zr2 = zr * zr
                zi2 = zi * zi
                if zr2 + zi2 > 4.0:
                    inside = False
                    break
                zi = 2.0 * zr * zi + ci
                zr = zr2 - zi2 + cr
            if inside:
                count += 1
    return count


@jit
def prime_count(limit: int) -> int:
    """Primes below limit, by trial division."""
    count = 0
    for n in range(2, limit):
        is_prime = True
        d = 2
        while d * d <= n:
            if n % d == 0:
                is_prime = False
                break
            d += 1
        if is_prime:
            count += 1
    return count


@jit
def monte_carlo_pi(samples: int, seed: int) -> float:
    """pi from a 31-bit linear congruential generator (products stay in 64 bits)."""
    state = seed
    inside = 0
    for _ in range(samples):
        state = (state * 1103515245 + 12345) % 2147483648
        x = state / 2147483648.0
        state = (state * 1103515245 + 12345) % 2147483648
        y = state / 2147483648.0
        if x * x + y * y <= 1.0:
            inside += 1
    return 4.0 * inside / samples


def spectral_a(i, j):
    return 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)


@jit
def spectral_row_sums(n: int) -> float:
    """Sum over rows of the spectral-norm matrix times a ones vector."""
    total = 0.0
    for i in range(n):
        row = 0.0
        for j in range(n):
            row += spectral_a(i, j)
        total += row
    return total


@jit
def fib(n: int) -> int:
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


@jit
def collatz_total(limit: int) -> int:
    """Total Collatz steps of every start below limit."""
    total = 0
    for start in range(1, limit):
        n = start
        while n != 1:
            if n % 2 == 0:
                n = n // 2
            else:
                n = 3 * n + 1
            total += 1
    return total


# (function, arguments): sized so CPython takes a fraction of a second.
WORKLOADS = [
    ("mandelbrot", (200, 150, 100)),
    ("prime_count", (60000,)),
    ("monte_carlo_pi", (300000, 42)),
    ("spectral_row_sums", (600,)),
    ("fib", (25,)),
    ("collatz_total", (60000,)),
]
