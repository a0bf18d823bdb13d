import torch.multiprocessing as tmp


class ReportCounter:
    """Counts finished scouting reports across processes."""

    def __init__(self):
        self.lock = tmp.Lock()
        self.value = tmp.Value("i", 0, lock=False)

    def bump(self):
        with self.lock:
            self.value.value += 1
