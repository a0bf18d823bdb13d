import torch


class AffinityNet(torch.nn.Module):
    def __init__(self, n_feat=128):
        super().__init__()
        self.body = torch.nn.Sequential(torch.nn.Linear(n_feat, 256), torch.nn.ReLU(), torch.nn.Linear(256, 1))

    def forward(self, x):
        return self.body(x).squeeze(-1)


def load_model(device):
    torch.manual_seed(0)
    return AffinityNet().to(device).eval()
