import torch.multiprocessing as mp


def run_station(idx, parts, stop):
    made = 0
    while made < parts and not stop.is_set():
        made += 1
    print("station", idx, "made", made, flush=True)


def start_line(cfg):
    spawn = mp.get_context("spawn")
    procs = [spawn.Process(target=run_station, args=(i, cfg.parts, cfg.stop)) for i in range(cfg.stations)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
