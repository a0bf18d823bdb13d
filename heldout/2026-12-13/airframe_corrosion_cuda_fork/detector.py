import torch


class CorrosionDetector:
    def __init__(self, device="cuda"):
        self.device = torch.device(device)
        self.kernel = torch.ones(1, 1, 5, 5, device=self.device) / 25

    def warm_up(self, size):
        x = torch.rand(1, 1, size, size, device=self.device)
        return torch.nn.functional.conv2d(x, self.kernel).mean().item()

    def score(self, panel_seed, size):
        g = torch.Generator().manual_seed(panel_seed)
        x = torch.rand(1, 1, size, size, generator=g).to(self.device)
        return float((torch.nn.functional.conv2d(x, self.kernel) > 0.6).float().mean())
