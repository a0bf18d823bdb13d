import torch.multiprocessing as tmp

import segments

MODES = {}


def mode(name):
    def register(fn):
        MODES[name] = fn
        return fn
    return register


@mode("fulldome")
def fulldome(cfg):
    tmp.spawn(segments.render_segment, args=(cfg["segments"],), nprocs=cfg["projectors"])


@mode("flat")
def flat(cfg):
    for rank in range(cfg["projectors"]):
        segments.render_segment(rank, cfg["segments"])
