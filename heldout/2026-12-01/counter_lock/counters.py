import torch.multiprocessing as mp


class StepCounter:
    def __init__(self):
        self.lock = mp.Lock()
        self.value = mp.Value("i", 0, lock=False)

    def incr(self):
        with self.lock:
            self.value.value += 1
