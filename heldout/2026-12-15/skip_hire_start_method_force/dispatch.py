import multiprocessing


def configure_workers(method="spawn"):
    # called by every entry point; re-applying the same method must not fail
    multiprocessing.set_start_method(method, force=True)


def run_depots(depots, skips):
    configure_workers()
    from jobs import skip_fill
    with multiprocessing.Pool(2) as pool:
        return pool.starmap(skip_fill, [(d, skips) for d in depots])
