import json
import os

import torch

from survey import reduce_night
from survey.stages.photometry import aperture_flux

CFG = json.load(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "night.json")))


def simulate_night(cfg):
    g = torch.Generator().manual_seed(cfg["seed"])
    return torch.rand(cfg["ccds"], cfg["height"], cfg["width"], generator=g)


def measure_ccd(index, frames, sky):
    flux = aperture_flux(frames[index:index + 1], sky, CFG["aperture"])
    print(f"ccd {index}: peak aperture flux {float(flux[0]):.3f}", flush=True)


def main():
    frames, sky = reduce_night(simulate_night(CFG), CFG)
    print(f"sky level {float(sky):.3f}")
    pids = []
    for index in range(CFG["ccds"]):
        pid = os.fork()
        if pid == 0:
            try:
                measure_ccd(index, frames, sky)
            finally:
                os._exit(0)
        pids.append(pid)
    for pid in pids:
        os.waitpid(pid, 0)


if __name__ == "__main__":
    main()
