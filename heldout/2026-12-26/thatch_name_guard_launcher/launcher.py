import multiprocessing


def is_launcher():
    """True in the process the user started; False while a spawned child re-imports __main__."""
    return multiprocessing.current_process().name == "MainProcess"


def _ridge(i, out):
    out.put((i, i * 7))


def launch(start_method, ridges):
    ctx = multiprocessing.get_context(start_method)
    out = ctx.Queue()
    procs = [ctx.Process(target=_ridge, args=(i, out)) for i in range(ridges)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    codes = [p.exitcode for p in procs]
    if any(codes):
        raise SystemExit(f"ridges failed: exit codes {codes}")
    return sorted(out.get() for _ in procs)
