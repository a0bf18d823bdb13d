import numpy as np

POINTS = 4096
COORDS = 256


def drafting_block(seed=5):
    rng = np.random.default_rng(seed)
    outline = rng.random((POINTS, COORDS), dtype=np.float32)
    ease = rng.random((COORDS, COORDS), dtype=np.float32) / COORDS
    return outline @ ease
