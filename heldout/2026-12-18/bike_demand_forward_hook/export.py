import multiprocessing as mp

import torch

_exporters = []


def _write_shard(output):
    tiled = output.repeat(16, 8)
    probs = torch.softmax(tiled, dim=1)
    print(f"exported shard: {tuple(probs.shape)} entropy {float(-(probs * probs.log()).sum(dim=1).mean()):.3f}",
          flush=True)


def export_hook(module, inputs, output):
    """Forward hook: ship the zone forecast to a writer process without blocking the model."""
    p = mp.Process(target=_write_shard, args=(output.detach(),))
    p.start()
    _exporters.append(p)


def wait_for_exports():
    for p in _exporters:
        p.join()
