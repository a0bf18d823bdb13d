import multiprocessing as mp

import torch

import bus


def _board_lift(name, probs, out):
    # each lift operator re-weights the shared forecast for its own line
    weights = torch.sigmoid(probs * 7.0 - 3.0)
    out.put((name, float(weights.sum())))


@bus.subscribe("queue.forecast")
def dispatch_operators(forecast):
    out = mp.Queue()
    workers = []
    for name in forecast["lifts"]:
        p = mp.Process(target=_board_lift, args=(name, forecast["probs"], out), name=f"lift-{name}")
        p.start()
        workers.append(p)
    totals = dict(out.get() for _ in workers)
    for p in workers:
        p.join()
    for name in sorted(totals):
        print(f"{name:16s} load {totals[name]:10.1f} (busiest bucket {forecast['busiest']})")
