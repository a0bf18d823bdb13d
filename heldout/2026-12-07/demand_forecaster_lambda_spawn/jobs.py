import multiprocessing as mp


def run_forecasts(forecaster, skus):
    ctx = mp.get_context("spawn")
    procs = [ctx.Process(target=forecaster.forecast, args=(s,)) for s in skus]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
