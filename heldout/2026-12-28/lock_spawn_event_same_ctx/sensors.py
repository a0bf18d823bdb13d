import signals


def _watch(index, checks, flag):
    for _ in range(checks):
        if flag.is_set():
            return
    if index == 0:
        flag.set()


def arm(start, sensors, checks):
    ctx = signals.context(start)
    flag = signals.tripped(start)
    procs = [ctx.Process(target=_watch, args=(i, checks, flag)) for i in range(sensors)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return flag.is_set(), [p.exitcode for p in procs]
