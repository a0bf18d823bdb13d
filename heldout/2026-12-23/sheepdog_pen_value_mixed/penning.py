import multiprocessing as mp


def pen_sheep(handler, gate_width, penned):
    with penned.get_lock():
        penned.value += gate_width
    print(f"{handler} penned through a {gate_width}-hurdle gate", flush=True)


def run_pen(board, cfg):
    ctx = mp.get_context(cfg["trial"]["start_method"])
    runs = [ctx.Process(target=pen_sheep, args=(h, cfg["pen"]["gate_width"], board.penned))
            for h in cfg["trial"]["handlers"]]
    for run in runs:
        run.start()
    for run in runs:
        run.join()
    return board.total()
