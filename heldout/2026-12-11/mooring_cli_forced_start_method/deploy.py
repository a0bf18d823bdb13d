import torch.multiprocessing as tmp

from tension import line_tension


class MooringDeployment:
    start_method = "spawn"

    def __init__(self, lines):
        self.lines = lines
        tmp.set_start_method(self.start_method, force=True)

    def tensions(self):
        with tmp.Pool(2) as pool:
            return pool.map(line_tension, range(self.lines))
