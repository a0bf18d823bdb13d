import multiprocessing as mp


def _glaze(name, slot):
    return sum(i * slot for i in range(1000)) + len(name)


def fire_batch(batch, start):
    ctx = mp.get_context(start)
    procs = [ctx.Process(target=_glaze, args=(batch["name"], slot))
             for slot in range(batch["tiles"])]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    codes = [p.exitcode for p in procs]
    if any(codes):
        raise SystemExit(f"kiln failed for {batch['name']}: exit codes {codes}")
    return len(procs)
