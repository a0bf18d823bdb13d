import configparser
import multiprocessing
from concurrent.futures import ProcessPoolExecutor

import torch

from ladder import render, scene_complexity


def main(path="transcode.ini"):
    cfg = configparser.ConfigParser()
    cfg.read(path)
    lad, wk = cfg["ladder"], cfg["workers"]
    g = torch.Generator().manual_seed(0)
    frames = torch.rand(lad.getint("frames"), 3, lad.getint("source_height"), lad.getint("source_width"), generator=g)
    print("complexity", round(scene_complexity(frames), 4))
    heights = [int(h) for h in lad["renditions"].split(",")]
    ctx = multiprocessing.get_context(wk.get("start_method", "fork"))
    with ProcessPoolExecutor(max_workers=wk.getint("count"), mp_context=ctx) as ex:
        for height, shape in ex.map(render, [(h, frames) for h in heights]):
            print(height, shape)


if __name__ == "__main__":
    main()
