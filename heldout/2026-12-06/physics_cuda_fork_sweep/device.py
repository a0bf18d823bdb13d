import torch


class Accelerator:
    def __init__(self, name="cuda"):
        self.device = torch.device(name)

    def warm(self):
        torch.zeros(1, device=self.device)
        return self

    def describe(self):
        return torch.cuda.get_device_name(self.device)
