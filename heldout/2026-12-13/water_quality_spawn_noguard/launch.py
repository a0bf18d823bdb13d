import multiprocessing as mp


def run_sites(ctx, target, sites, samples):
    procs = [ctx.Process(target=target, args=(site, samples, i)) for i, site in enumerate(sites)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    failed = [s for s, p in zip(sites, procs) if p.exitcode != 0]
    if failed:
        raise SystemExit(f"lab summaries failed for {failed}")
