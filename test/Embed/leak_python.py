"""A million calls through fallbacks from Python keep RSS flat and keep no
reference (test/Embed/run.sh): the module's functions through
pyrite.load(path) and through @jit in the imported module.

    leak_python.py load|jit CALLS   prints the figures main.c's leak mode prints
"""
import os
import sys
import time

here = os.path.dirname(os.path.abspath(__file__))


def rss_kib():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * (os.sysconf("SC_PAGESIZE") // 1024)


def main(mode, calls):
    if mode == "load":
        import pyrite
        m = pyrite.load(os.path.join(here, "embed_fallbacks.py"))
    else:
        sys.path.insert(0, here)
        import embed_fallbacks as m
    bump, sentinel_refs, price = m.bump, m.sentinel_refs, m.price
    warm_up = calls // 10
    start = time.perf_counter()
    for i in range(calls):
        if i == warm_up:
            rss_warm, refs_warm = rss_kib(), sentinel_refs(0)
        if i & 63 == 63:
            try:
                price(2)
            except KeyError:
                pass
            else:
                raise AssertionError("price(2) did not raise KeyError")
        elif i & 15 == 15:
            sentinel_refs(i)
        else:
            bump(i)
    seconds = time.perf_counter() - start
    refs_end, rss_end = sentinel_refs(0), rss_kib()
    print(f"calls {calls} seconds {seconds:.3f} ns_per_call {1e9 * seconds / calls:.0f} "
          f"rss_warm_kib {rss_warm} rss_end_kib {rss_end} growth_kib {rss_end - rss_warm} "
          f"refs_warm {refs_warm} refs_end {refs_end}")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
