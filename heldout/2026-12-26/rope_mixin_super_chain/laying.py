import multiprocessing

import torch


def _lay(size):
    hook = torch.randn(size, size)
    return float((hook @ hook).norm())


class LayingMixin:
    def run(self):
        walk = super().run()
        s = self.settings
        with multiprocessing.Pool(s["twisters"]) as pool:
            self.hooks = pool.map(_lay, [s["hook_size"]] * s["twisters"])
        self.log.append("lay")
        return walk
