"""Helpers model.py imports: plain functions and constants, compiled into
the model's object with it (pyrite finds sibling .py files as Python does)."""
LEAK = 0.01


def collatz_step(n):
    return n // 2 if n % 2 == 0 else 3 * n + 1
