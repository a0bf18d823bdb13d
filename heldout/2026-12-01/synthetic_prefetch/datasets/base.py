import torch


class TensorDataset:
    def __init__(self, n, fill=0.5):
        self.data = torch.full((n,), fill)

    def __len__(self):
        return self.data.numel()
