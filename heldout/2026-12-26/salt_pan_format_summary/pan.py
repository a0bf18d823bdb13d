import torch


class Pan:
    def __init__(self, name, rows, cols):
        self.name, self.rows, self.cols = name, rows, cols

    def __format__(self, spec):
        if spec == "summary":
            brine = torch.rand(self.rows, self.cols)
            density = torch.exp(brine).mean(dim=1)
            return f"{self.name}: density {float(density.mean()):.3f} over {self.rows} cells"
        return format(self.name, spec)
