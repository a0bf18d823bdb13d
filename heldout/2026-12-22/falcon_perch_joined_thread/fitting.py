import threading

import torch


class FitThread(threading.Thread):
    """Fits the perch-preference model off the main thread."""

    def __init__(self, rows, width):
        super().__init__(name="perch-fit")
        self.rows, self.width = rows, width
        self.result = None

    def run(self):
        visits = torch.randn(self.rows, self.width)
        self.result = torch.cov(visits.T).diagonal().mean().item()


def fit_preferences(rows, width):
    worker = FitThread(rows, width)
    worker.start()
    worker.join()
    return worker.result
