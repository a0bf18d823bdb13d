import multiprocessing as mp

_CTX = mp.get_context("spawn")


def run_sweep(fn, configs):
    procs = [_CTX.Process(target=fn, args=(cfg,)) for cfg in configs]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    failed = [p.exitcode for p in procs if p.exitcode != 0]
    if failed:
        raise RuntimeError(f"{len(failed)} sweep workers failed: {failed}")
