"""Fire glass in processes of the configured context."""
import multiprocessing as mp


def _fire(firing, done):
    with done.get_lock():
        done.value += 1


def fire_all(context, firings, progress):
    ctx = mp.get_context(context)
    procs = [ctx.Process(target=_fire, args=(i, progress.done)) for i in range(firings)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return str(progress)
