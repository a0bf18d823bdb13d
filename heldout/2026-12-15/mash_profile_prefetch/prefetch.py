import multiprocessing as mp

import torch

import mash


def _produce(out, rests, minutes):
    out.put(mash.step_profiles(rests, minutes).tolist())


class ProfilePrefetcher:
    """Computes the step-mash profiles in the background while the brewhouse model warms up."""

    def __init__(self, rests, minutes):
        self._q = mp.Queue()
        self._proc = mp.Process(target=_produce, args=(self._q, rests, minutes), daemon=True)

    def start(self):
        self._proc.start()
        return self

    def result(self):
        value = torch.tensor(self._q.get())
        self._proc.join()
        return value
