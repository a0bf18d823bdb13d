import multiprocessing


def _run_job(job, results):
    results.put((job.name, job.run()))


def export_all(jobs):
    ctx = multiprocessing.get_context("spawn")
    results = ctx.Queue()
    procs = [ctx.Process(target=_run_job, args=(job, results)) for job in jobs]
    for p in procs:
        p.start()
    out = sorted(results.get() for _ in procs)
    for p in procs:
        p.join()
    return out
