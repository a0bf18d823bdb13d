import multiprocessing as mp

import plugins.accel  # noqa: F401
from jobs import job

if __name__ == "__main__":
    mp.set_start_method("forkserver", force=True)
    with mp.Pool(2) as pool:
        print(pool.map(job, range(4)))
