import multiprocessing

import torch


def _write_snapshot(week, stock, target):
    shortage = torch.where(stock < target * 0.25, 1.0, 0.0)
    print(f"week {week}: {int(shortage.sum())} SKUs near stock-out", flush=True)


class Hook:
    def on_week_end(self, chain, order):
        pass


class OrderStatsHook(Hook):
    def __init__(self):
        self.total = 0.0

    def on_week_end(self, chain, order):
        self.total += float(order.sum())


class SnapshotHook(Hook):
    """Writes a snapshot in a background process every `every` weeks."""

    def __init__(self, every):
        self.every = every
        self.procs = []

    def on_week_end(self, chain, order):
        if chain.week % self.every == 0:
            p = multiprocessing.Process(target=_write_snapshot, args=(chain.week, chain.stock.clone(), chain.target))
            p.start()
            self.procs.append(p)

    def close(self):
        for p in self.procs:
            p.join()
