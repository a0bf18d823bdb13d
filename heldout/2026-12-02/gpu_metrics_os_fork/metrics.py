import torch


class GpuMetrics:
    def __init__(self):
        self.device = torch.device("cuda")
        self.sums = torch.zeros(4, device=self.device)

    def update(self, values):
        self.sums += torch.as_tensor(values, dtype=torch.float32, device=self.device)

    def report(self):
        return [round(v, 3) for v in self.sums.tolist()]
