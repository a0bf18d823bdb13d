from concurrent.futures import ProcessPoolExecutor, as_completed


def exceedances(traces, limit):
    return int((traces.abs() > limit).sum())


def check_all(blasts, limit, workers=2):
    flagged = {}
    with ProcessPoolExecutor(max_workers=workers) as ex:
        futs = {ex.submit(exceedances, b.traces, limit): b.blast_id for b in blasts}
        for fut in as_completed(futs):
            flagged[futs[fut]] = fut.result()
    return flagged
