"""Half-normal distance sampling for line transects."""
import multiprocessing as mp

import torch

from retry import TooLargeForOneProcess, retry

MAX_IN_PROCESS_BYTES = 1 << 20


def detection_curve(distances, sigma):
    return torch.exp(-(distances ** 2) / (2 * sigma ** 2))


def strip_widths(distances, sigma, step):
    g = detection_curve(distances, sigma)
    return torch.cumsum(g, dim=1)[:, -1] * step


class TransectWorker(mp.Process):
    def __init__(self, name, distances, sigma, step, results):
        super().__init__(name=name)
        self.distances, self.sigma, self.step, self.results = distances, sigma, step, results

    def run(self):
        width = strip_widths(self.distances, self.sigma, self.step)
        self.results.put((self.name, float(width.mean())))


@retry(on=(TooLargeForOneProcess,))
def effective_strip_width(distances, sigma, step, n_workers=2, attempt=0):
    if attempt == 0:
        widths = strip_widths(distances, sigma, step)
        if distances.element_size() * distances.numel() > MAX_IN_PROCESS_BYTES:
            raise TooLargeForOneProcess(f"{distances.shape[0]} transects")
        return float(widths.mean())
    results = mp.Queue()
    workers = [TransectWorker(f"part{i}", part, sigma, step, results)
               for i, part in enumerate(distances.chunk(n_workers))]
    for w in workers:
        w.start()
    parts = dict(results.get() for _ in workers)
    for w in workers:
        w.join()
    return sum(parts.values()) / len(parts)
