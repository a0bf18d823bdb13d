import torch


class DeviceManager:
    _instance = None

    def __new__(cls):
        if cls._instance is None:
            cls._instance = super().__new__(cls)
            cls._instance._warm = False
        return cls._instance

    @property
    def device(self):
        if not self._warm:
            torch.ones(1, device="cuda").sum().item()  # warm the context once
            self._warm = True
        return torch.device("cuda")
