import multiprocessing as mp

from plugins import accel
from jobs import job

if __name__ == "__main__":
    mp.set_start_method("forkserver")
    print(accel.describe())
    with mp.Pool(2) as pool:
        print(pool.map(job, range(4)))
