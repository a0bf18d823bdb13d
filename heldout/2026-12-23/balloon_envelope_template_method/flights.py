import abc
import multiprocessing as mp

import torch


def trim_ballast(member, rows, cols):
    bags = torch.randn(rows, cols)
    trim = torch.randn(cols, cols)
    load = bags @ trim
    print(f"crew {member}: ballast trim {load.abs().mean():.3f}", flush=True)


class Flight(abc.ABC):
    """Template method: every flight inflates, then launches its crew."""

    def __init__(self, settings):
        self.settings = settings

    def fly(self):
        self.inflate()
        return self.launch()

    @abc.abstractmethod
    def inflate(self):
        ...

    def launch(self):
        crew = self.settings["crew"]
        members = [mp.Process(target=trim_ballast,
                              args=(m, crew["ballast_rows"], crew["ballast_cols"]))
                   for m in range(crew["size"])]
        for member in members:
            member.start()
        for member in members:
            member.join()
        return [member.exitcode for member in members]
