import torch.multiprocessing as tmp


class ProgressReporter:
    def __init__(self):
        self.queue = tmp.Queue()

    def drain(self):
        seen = 0
        while not self.queue.empty():
            seen += self.queue.get()
        return seen
