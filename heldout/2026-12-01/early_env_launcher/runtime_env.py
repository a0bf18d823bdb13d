import os


def configure(threads=1):
    os.environ["OMP_NUM_THREADS"] = str(threads)
