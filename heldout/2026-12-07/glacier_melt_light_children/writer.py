import json
import os
import tempfile

import torch


def write_tile_summary(tile, values, folder):
    # the child only formats a handful of numbers; no tensor math
    path = os.path.join(folder, f"tile_{tile}.json")
    with open(path, "w") as f:
        json.dump({"tile": tile, "mean": round(float(values.sum()) / values.numel(), 4)}, f)
    return path


def export_tiles(tile_means, folder=None):
    folder = folder or tempfile.mkdtemp(prefix="glacier-")
    pids = []
    for tile, values in enumerate(tile_means):
        pid = os.fork()
        if pid == 0:
            write_tile_summary(tile, values, folder)
            os._exit(0)
        pids.append(pid)
    codes = [os.waitpid(p, 0)[1] for p in pids]
    return folder, codes
