import torch


class DeviceManager:
    def __init__(self, name="cuda"):
        self.device = torch.device(name)
        self._ready = False

    def warm(self):
        if not self._ready:
            torch.zeros(1, device=self.device).add_(1)
            self._ready = True
        return self.device


MANAGER = DeviceManager()
