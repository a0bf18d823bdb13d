import torch


class Accelerator:
    def __init__(self, wanted):
        self.wanted = wanted
        self._device = None

    @property
    def device(self):
        if self._device is None:
            if self.wanted == "cuda" and torch.cuda.is_available():
                probe = torch.ones(8, device="cuda")
                torch.cuda.synchronize()
                self._device = torch.device("cuda", probe.device.index)
            else:
                self._device = torch.device("cpu")
        return self._device
