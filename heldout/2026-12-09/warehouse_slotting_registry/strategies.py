import torch


class SlottingStrategy:
    registry = {}

    def __init_subclass__(cls, key, **kw):
        super().__init_subclass__(**kw)
        SlottingStrategy.registry[key] = cls

    def __init__(self, picks):
        self.picks = picks  # (orders, locations) pick counts

    def evaluate(self, out_queue):
        out_queue.put((self.key(), self.score()))

    def key(self):
        return next(k for k, v in self.registry.items() if v is type(self))


class VelocitySlotting(SlottingStrategy, key="velocity"):
    def score(self):
        return float(self.picks.max(dim=1).values.float().mean())


class AffinitySlotting(SlottingStrategy, key="affinity"):
    def score(self):
        return float(self.picks.argmax(dim=1).float().std())
