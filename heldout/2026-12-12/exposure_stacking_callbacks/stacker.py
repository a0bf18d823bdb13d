import torch


class Stacker:
    def __init__(self, callbacks, clip_sigma):
        self.callbacks = callbacks
        self.clip_sigma = clip_sigma

    def stack(self, exposures):
        std = exposures.std(dim=0)
        mean = exposures.mean(dim=0)
        keep = (exposures - mean).abs() <= self.clip_sigma * std
        return (exposures * keep).sum(dim=0) / keep.sum(dim=0).clamp(min=1)

    def run(self, fields):
        for name, exposures in fields:
            image = self.stack(exposures)
            for cb in self.callbacks:
                cb.on_field_done(name, image)
        for cb in self.callbacks:
            cb.on_run_end()
