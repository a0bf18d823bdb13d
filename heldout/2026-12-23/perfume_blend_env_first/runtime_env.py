"""Imported first by main: pins the math libraries' thread pools before torch loads."""
import os
import tomllib

with open("perfume.toml", "rb") as _fh:
    _runtime = tomllib.load(_fh)["runtime"]

for _var in ("OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ[_var] = str(_runtime["omp_num_threads"])
