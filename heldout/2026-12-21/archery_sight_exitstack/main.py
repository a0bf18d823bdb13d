import configparser
import multiprocessing as mp
from contextlib import ExitStack

from calibrator import SightCalibrator
from lanes import lane_offset


def main():
    cfg = configparser.ConfigParser()
    cfg.read("sights.ini")
    cal, lanes = cfg["calibration"], cfg["lanes"]
    ctx = mp.get_context(lanes["start_method"])
    with ExitStack() as stack:
        sight = stack.enter_context(SightCalibrator(cal.getint("marks"), cal.getint("width")))
        pool = stack.enter_context(ctx.Pool(lanes.getint("workers")))
        jobs = [(lane, lanes.getint("rows"), sight.table) for lane in range(1, lanes.getint("count") + 1)]
        for lane, offset in pool.starmap(lane_offset, jobs):
            print(f"lane {lane}: {offset:.3f}")


if __name__ == "__main__":
    main()
