import multiprocessing as mp


def lower_all(probes, start_method):
    ctx = mp.get_context(start_method)
    ropes = [ctx.Process(target=probe) for probe in probes]
    for rope in ropes:
        rope.start()
    for rope in ropes:
        rope.join()
    return [rope.exitcode for rope in ropes]
