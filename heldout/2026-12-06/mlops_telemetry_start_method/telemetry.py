"""Metrics exporter; the exporter process must not inherit the trainer's state."""
import multiprocessing as mp


def _init_backend():
    mp.set_start_method("spawn")
    return mp.get_context()


_BACKEND = _init_backend()


def export(metrics):
    for key in sorted(metrics):
        print(f"metric {key}={metrics[key]}")
