import torch
from torch import nn


class EtaModel(nn.Module):
    def __init__(self, n_features, hidden):
        super().__init__()
        self.mlp = nn.Sequential(nn.Linear(n_features, hidden), nn.ReLU(), nn.Linear(hidden, 1))

    @torch.no_grad()
    def predict(self, x):
        return self.mlp(x).squeeze(1)


_MODEL = None


def worker_setup(threads, state_dict, n_features, hidden):
    global _MODEL
    torch.set_num_threads(threads)
    _MODEL = EtaModel(n_features, hidden)
    _MODEL.load_state_dict(state_dict)


def predict_hub(job):
    hub, n_parcels, n_features = job
    gen = torch.Generator().manual_seed(hub)
    return hub, round(float(_MODEL.predict(torch.rand(n_parcels, n_features, generator=gen)).mean()), 4)
