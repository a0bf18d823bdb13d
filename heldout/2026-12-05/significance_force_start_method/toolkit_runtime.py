"""Imported by every stats entry point; picks a safe default start method."""
import multiprocessing as mp

mp.set_start_method("spawn", force=True)
