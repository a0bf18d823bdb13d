import concurrent.futures as cf


def run_jobs(job, batches, kernels, workers):
    results = []
    with cf.ProcessPoolExecutor(max_workers=workers) as ex:
        futures = [ex.submit(job, batch, k) for batch in batches for k in kernels]
        for fut in futures:
            results.append(fut.result())
    return results
