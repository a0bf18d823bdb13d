import torch


def flow_records(n_flows, n_features, batch, seed=21):
    g = torch.Generator().manual_seed(seed)
    for start in range(0, n_flows, batch):
        yield torch.rand(min(batch, n_flows - start), n_features, generator=g)
