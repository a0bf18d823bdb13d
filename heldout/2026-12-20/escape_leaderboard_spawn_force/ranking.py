import torch


def team_embeddings(teams, features):
    g = torch.Generator().manual_seed(10)
    w = torch.empty(features, features)
    torch.nn.init.orthogonal_(w, generator=g)
    return torch.rand(teams, features, generator=g) @ w


def room_record(room, embeddings):
    g = torch.Generator().manual_seed(len(room) * 3)
    probe = torch.rand(embeddings.shape[1], 512, generator=g)
    times = (embeddings @ probe).min(dim=0).values
    return room, round(float(times.min()), 2)
