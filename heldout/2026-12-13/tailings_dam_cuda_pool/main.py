import multiprocessing as mp

import torch

from device import describe_device
from piezometers import PorePressureModel, score_embankment

SENSORS, HOURS = 48, 24 * 30
SECTIONS = [1, 2, 3, 4]

if __name__ == "__main__":
    print("device:", describe_device())
    model = PorePressureModel(SENSORS).cuda()
    state = {k: v.cpu() for k, v in model.state_dict().items()}
    with mp.Pool(2) as pool:
        for section, peak in pool.map(score_embankment, [(s, state, SENSORS, HOURS) for s in SECTIONS]):
            print(f"section {section}: peak predicted pore pressure index {peak:.3f}")
