import multiprocessing as mp
import os

from container import Container


def _render_pool(c):
    size = int(os.environ.get("STUDIO_RENDER_WORKERS", "2"))
    return mp.Pool(processes=size)


def _session(c):
    return {"sample_rate": 48000, "stems": ["kick", "snare", "bass", "keys", "vocal", "room", "fx", "pad"],
            "seconds": 5}


def build():
    c = Container()
    c.register("session", _session)
    c.register("render_pool", _render_pool)
    return c
