import torch

from audit import PermitAudit


class ResidentPermitAudit(PermitAudit):
    permits = 5000
    plate_features = 64

    def load(self):
        gen = torch.Generator().manual_seed(12)
        return torch.rand(self.permits, self.plate_features, generator=gen)

    def score(self, permits):
        return float(permits.norm(dim=1).mean())

    @staticmethod
    def check_district(district, threshold):
        gen = torch.Generator().manual_seed(len(district))
        sightings = torch.rand(300_000, generator=gen) * threshold * 1.2
        return district, int((sightings > threshold).sum())
