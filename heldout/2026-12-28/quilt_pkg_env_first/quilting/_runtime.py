import os
import tomllib

with open("quilt.toml", "rb") as _f:
    _threads = tomllib.load(_f)["runtime"]["omp_threads"]

os.environ["OMP_NUM_THREADS"] = str(_threads)
