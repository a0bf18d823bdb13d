import multiprocessing as mp
import os


def configure_runtime(cfg):
    """Pick the worker start method for the glossary jobs from the project config."""
    method = cfg.get("start_method", "forkserver")
    if method in mp.get_all_start_methods():
        mp.set_start_method(method)
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    return method
