import torch


class Pricer:
    registry = {}

    def __init_subclass__(cls, line, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.line = line
        Pricer.registry[line] = cls

    def calibrate(self, exposures):
        raise NotImplementedError


class MotorPricer(Pricer, line="motor"):
    def calibrate(self, exposures):
        return torch.logsumexp(exposures, dim=1)


class HomePricer(Pricer, line="home"):
    def calibrate(self, exposures):
        return torch.logsumexp(exposures * 0.5, dim=1)
