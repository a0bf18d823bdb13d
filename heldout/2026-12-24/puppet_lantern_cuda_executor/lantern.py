import torch


class Lantern:
    def __init__(self, device, width):
        if device.startswith("cuda") and not torch.cuda.is_available():
            device = "cpu"
        self.device = device
        with torch.no_grad():
            self.glow = torch.ones(width, device=device).mul_(0.5)
