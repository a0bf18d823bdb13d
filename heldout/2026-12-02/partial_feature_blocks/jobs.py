from concurrent.futures import ProcessPoolExecutor


def run_jobs(fn, items, max_workers=2):
    with ProcessPoolExecutor(max_workers=max_workers) as executor:
        return list(executor.map(fn, items))
