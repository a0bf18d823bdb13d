import multiprocessing
from concurrent.futures import ProcessPoolExecutor, as_completed

from cues import render_cue
from rig import LightingRig

CUE_SHEET = {"preset": 40, "act1_open": 120, "storm": 80, "blackout": 20}


def main():
    rig = LightingRig(fixtures=64, channels=64, scenes=64)
    looks = rig.scene_looks()
    print("looks", tuple(looks.shape))
    with ProcessPoolExecutor(max_workers=2, mp_context=multiprocessing.get_context("fork")) as ex:
        futures = {ex.submit(render_cue, name, looks, steps): name for name, steps in CUE_SHEET.items()}
        for fut in as_completed(futures):
            name, level = fut.result()
            print(f"{name}: {level:.3f}")


if __name__ == "__main__":
    main()
