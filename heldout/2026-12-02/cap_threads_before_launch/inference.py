import torch

from checkpoint import make_model


def predict_shard(shard):
    torch.manual_seed(0)
    model = make_model().eval()
    g = torch.Generator().manual_seed(shard)
    with torch.no_grad():
        return shard, model(torch.randn(8, 512, generator=g)).argmax(dim=1).tolist()
