"""Process-wide settings for the stats toolkit (imported for its side effect)."""
import multiprocessing as mp

mp.set_start_method("spawn")

DEFAULT_WORKERS = 2
