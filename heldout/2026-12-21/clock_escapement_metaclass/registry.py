"""Escapement classes get a beat basis computed when the class statement runs."""
import torch

BEAT_WIDTH = 512
ESCAPEMENTS = {}


class EscapementMeta(type):
    def __new__(mcls, name, bases, ns, **kw):
        cls = super().__new__(mcls, name, bases, ns)
        if ns.get("key"):
            torch.manual_seed(len(ns["key"]))
            ticks = torch.randn(2 * BEAT_WIDTH, BEAT_WIDTH)
            cls.basis = torch.linalg.qr(ticks).Q[:BEAT_WIDTH] * ns.get("impulse", 1.0)
            ESCAPEMENTS[ns["key"]] = cls
        return cls


class Escapement(metaclass=EscapementMeta):
    key = None
    impulse = 1.0

    @classmethod
    def beat_error(cls, rows):
        torch.manual_seed(rows)
        swings = torch.randn(rows, BEAT_WIDTH)
        return float((swings @ cls.basis).abs().mean())
