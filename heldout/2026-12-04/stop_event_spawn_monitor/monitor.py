import multiprocessing
import time

import torch


def watch(stop, interval, results):
    ticks = 0
    while not stop.is_set() and ticks < 50:
        ticks += 1
        time.sleep(interval)
    results.put(ticks)


def start_monitor(stop, interval=0.01):
    ctx = multiprocessing.get_context("spawn")
    results = ctx.Queue()
    proc = ctx.Process(target=watch, args=(stop, interval, results), daemon=True)
    proc.start()
    return proc, results


def busy_work():
    x = torch.randn(64, 8)
    return round(float(x.sum()), 3)
