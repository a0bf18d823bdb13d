"""A tiny regression harness: runs every `check_*` function of a module in name order."""
import inspect
import time


def run_checks(module, fixtures):
    results = []
    for name, fn in sorted(inspect.getmembers(module, inspect.isfunction)):
        if not name.startswith("check_"):
            continue
        t0 = time.perf_counter()
        try:
            fn(fixtures)
            results.append((name, "ok", time.perf_counter() - t0))
        except AssertionError as exc:
            results.append((name, f"FAIL {exc}", time.perf_counter() - t0))
    return results
