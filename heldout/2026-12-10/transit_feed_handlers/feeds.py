import torch


def parse_vehicle_positions(n):
    g = torch.Generator().manual_seed(n)
    return torch.rand(n, 2, generator=g)


def headway_report(positions):
    order = positions[:, 0].argsort()
    gaps = positions[order, 0].diff()
    print(f"median headway {float(gaps.median()):.5f}", flush=True)


HANDLERS = {
    "positions": lambda n: print("vehicles", parse_vehicle_positions(n).shape[0], flush=True),
    "headways": lambda n: headway_report(parse_vehicle_positions(n)),
}
