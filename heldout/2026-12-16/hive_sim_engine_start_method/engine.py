"""Colony simulation engine.  Processes are always spawned: torch state must not be inherited."""
import multiprocessing as mp

mp.set_start_method("spawn")


def run(fn, colonies):
    with mp.Pool(colonies) as pool:
        return pool.map(fn, range(colonies))
