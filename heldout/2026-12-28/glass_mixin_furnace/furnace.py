import json

from mixins import AnnealMixin, BaseFurnace, PreheatMixin


class Furnace(AnnealMixin, PreheatMixin, BaseFurnace):
    """Annealing wraps preheating, which wraps the base furnace."""

    @classmethod
    def from_file(cls, path):
        with open(path) as f:
            return cls(json.load(f))
