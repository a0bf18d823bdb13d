import json
import multiprocessing as mp

from runtime import requires_start_method

with open("extractor.json") as f:
    CFG = json.load(f)


def spin(frame_kg):
    return round(frame_kg * 0.83, 3)


@requires_start_method(CFG["start_method"])
def extract(frames):
    with mp.Pool(2) as pool:
        return pool.map(spin, frames)


@requires_start_method(CFG["start_method"])
def bottle(honey_kg):
    with mp.Pool(2) as pool:
        return pool.map(int, [kg * CFG["jars_per_kg"] for kg in honey_kg])
