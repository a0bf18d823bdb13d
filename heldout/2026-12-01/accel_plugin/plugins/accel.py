"""Acceleration plugin: spawn is required by some native extensions."""
import multiprocessing as mp

mp.set_start_method("spawn")


def describe():
    return "accel plugin (spawn)"
