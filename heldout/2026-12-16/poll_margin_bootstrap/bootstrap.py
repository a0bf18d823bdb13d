from concurrent.futures import ProcessPoolExecutor

from resample import one_run


def bootstrap_ci(samples, *, runs, workers=2, executor_cls=ProcessPoolExecutor):
    with executor_cls(max_workers=workers) as ex:
        futures = [ex.submit(one_run, samples, seed) for seed in range(runs)]
        stats = sorted(f.result() for f in futures)
    return stats[0], stats[-1]
