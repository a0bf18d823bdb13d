import torch


class DefectDetector:
    def __init__(self, n_features, seed=6):
        gen = torch.Generator().manual_seed(seed)
        self.reference = torch.normal(0.0, 1.0, size=(n_features,), generator=gen)

    def fit(self, parts):
        self.threshold = float(torch.cdist(parts, self.reference.unsqueeze(0)).quantile(0.99))
        return self

    def defects(self, parts):
        return int((torch.cdist(parts, self.reference.unsqueeze(0)) > self.threshold).sum())


def inspect_station(args):
    station, detector, n_parts, n_features = args
    gen = torch.Generator().manual_seed(station)
    parts = torch.normal(0.0, 1.05, size=(n_parts, n_features), generator=gen)
    return station, detector.defects(parts)
