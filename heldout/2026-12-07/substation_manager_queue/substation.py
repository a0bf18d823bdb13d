import multiprocessing as mp


def read_transformer(sub_id, n_readings, results):
    load = sum((sub_id * 31 + i * 7) % 100 for i in range(n_readings)) / n_readings
    results.put((sub_id, round(load, 2)))


def poll_substations(ids, n_readings, results):
    ctx = mp.get_context("spawn")
    procs = [ctx.Process(target=read_transformer, args=(i, n_readings, results)) for i in ids]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return dict(results.get() for _ in procs)
