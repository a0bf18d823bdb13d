import torch


class ItemIndex:
    def __init__(self, num_items, dim, device):
        g = torch.Generator().manual_seed(0)
        self.device = device
        self.items = torch.nn.functional.normalize(torch.randn(num_items, dim, generator=g), dim=1).to(device)

    def query(self, users, k):
        scores = users.to(self.device) @ self.items.T
        return scores.topk(k, dim=1).indices.cpu()
