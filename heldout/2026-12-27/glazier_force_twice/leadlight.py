"""Leadlight plugin; it makes sure spawn is used, overriding whatever was set."""
import multiprocessing as mp

mp.set_start_method("spawn", force=True)


def _solder(pane):
    print("pane", pane, "soldered")
