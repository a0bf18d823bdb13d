def gather(workers, results):
    for w in workers:
        w.join()
        if w.exitcode != 0:
            raise RuntimeError(f"{w.name} exited with {w.exitcode}")
    return sorted(results.get() for _ in workers)
