import multiprocessing as mp


def picker(picker_id, orders):
    for o in range(orders):
        pass
    return picker_id


def start_pickers(queue, n, orders):
    ctx = mp.get_context("spawn")
    procs = []
    for i in range(n):
        p = ctx.Process(target=_drain, args=(i, queue, orders))
        p.start()
        procs.append(p)
    return procs


def _drain(i, queue, orders):
    picker(i, orders)
    queue.put(i)
