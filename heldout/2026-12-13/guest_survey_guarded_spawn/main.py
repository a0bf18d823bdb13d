# Guest-satisfaction survey waves, scored in parallel (exported from waves.ipynb)
import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

from sentiment import score_wave

WAVES = [2301, 2302, 2303, 2304]
SPAWN = mp.get_context("spawn")


def summarise(waves):
    with ProcessPoolExecutor(max_workers=2, mp_context=SPAWN) as ex:
        return dict(ex.map(score_wave, waves))


if __name__ == "__main__":
    scores = summarise(WAVES)
    for wave in WAVES:
        print(f"wave {wave}: mean score {scores[wave]:.3f}")
