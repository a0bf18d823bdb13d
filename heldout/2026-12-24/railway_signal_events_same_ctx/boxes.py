import multiprocessing as mp

from signals import SignalBank


def operate(box, clear):
    clear.set()
    print(box, "cleared", flush=True)


def man_boxes(names, start_method):
    ctx = mp.get_context(start_method)
    bank = SignalBank(ctx)
    keepers = [ctx.Process(target=operate, args=(n, bank[n])) for n in names]
    for keeper in keepers:
        keeper.start()
    for keeper in keepers:
        keeper.join()
    return all(bank[n].is_set() for n in names)
