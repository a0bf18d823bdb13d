import multiprocessing

import torch

REGISTRY = {}


def plugin(name):
    def register(cls):
        REGISTRY[name] = cls
        return cls
    return register


class AlarmPlugin:
    start_method = "spawn"

    def __init__(self):
        # each plugin pins the start method it was tested with
        multiprocessing.set_start_method(self.start_method, force=True)


@plugin("frequency")
class FrequencyAlarm(AlarmPlugin):
    def check(self, readings):
        return int(((readings - 50.0).abs() > 0.2).sum())


@plugin("voltage")
class VoltageAlarm(AlarmPlugin):
    def check(self, readings):
        return int((readings < 49.5).sum())


def check_substation(name, sub_id, n_readings):
    gen = torch.Generator().manual_seed(sub_id)
    readings = torch.normal(50.0, 0.1, size=(n_readings,), generator=gen)
    return name, sub_id, REGISTRY[name]().check(readings)
