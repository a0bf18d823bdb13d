import multiprocessing as mp

from signals import signal_for


def operate(box, clear):
    clear.set()
    print(box, "cleared", flush=True)


def man_boxes(names, start_method):
    ctx = mp.get_context(start_method)
    keepers = [ctx.Process(target=operate, args=(n, signal_for(n))) for n in names]
    for keeper in keepers:
        keeper.start()
    for keeper in keepers:
        keeper.join()
    return all(signal_for(n).is_set() for n in names)
