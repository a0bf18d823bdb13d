import enum

import torch


class Extraction(enum.Enum):
    STEAM = "steam"
    ENFLEURAGE = "enfleurage"
    SOLVENT = "solvent"

    def yield_factor(self):
        return {"steam": 0.02, "enfleurage": 0.005, "solvent": 0.1}[self.value]


def extract(method, batches, compounds):
    match method:
        case Extraction.STEAM:
            oil = torch.rand(batches, compounds)
            ranked, _ = torch.sort(oil, dim=1, descending=True)
            return ranked[:, :8].mean().item() * method.yield_factor()
        case Extraction.ENFLEURAGE | Extraction.SOLVENT:
            return method.yield_factor()
