import multiprocessing as mp

import torch
import torch.nn.functional as F


def log_ports(logger, rows):
    ports = torch.randn(rows, 512)
    mix = torch.randn(512, 512)
    print(f"logger {logger}: {(ports @ mix).std():.3f}", flush=True)


class Command:
    def __init__(self, cfg):
        self.cfg = cfg

    def execute(self, state):
        raise NotImplementedError


class Measure(Command):
    def execute(self, state):
        state["measured"] = True


class Smooth(Command):
    def execute(self, state):
        s = self.cfg["smooth"]
        ports = s.getint("ports")
        raw = torch.randn(s.getint("samples"), ports)
        state["pressure"] = F.layer_norm(raw, (ports,)).mean().item()


class Dispatch(Command):
    def execute(self, state):
        d = self.cfg["dispatch"]
        loggers = [mp.Process(target=log_ports, args=(i, d.getint("rows")))
                   for i in range(d.getint("loggers"))]
        for logger in loggers:
            logger.start()
        for logger in loggers:
            logger.join()
        state["logged"] = len(loggers)


REGISTRY = {"measure": Measure, "smooth": Smooth, "dispatch": Dispatch}
