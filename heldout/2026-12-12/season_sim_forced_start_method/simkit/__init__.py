"""Season simulation kit."""
import multiprocessing as mp

from .engine import simulate_season


def init_runtime():
    """Default to spawn so the kit is safe inside notebooks that run threads."""
    mp.set_start_method("spawn")
