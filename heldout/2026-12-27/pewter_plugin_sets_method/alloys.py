"""Alloy plugin. It configures multiprocessing for itself when imported."""
import multiprocessing as mp

mp.set_start_method("spawn")


def mix(tin, copper):
    return round(tin / (tin + copper), 3)
