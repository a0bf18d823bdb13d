"""Background metrics shipper. Uses its own process so a slow collector never blocks training."""
import torch.multiprocessing as mp

# CUDA-safe default for anything that imports us
mp.set_start_method("spawn")

_QUEUE = None


def _ship(queue):
    while queue.get() is not None:
        pass


def start_shipper():
    global _QUEUE
    _QUEUE = mp.Queue()
    proc = mp.Process(target=_ship, args=(_QUEUE,), daemon=True)
    proc.start()
    return proc


def emit(name, value):
    if _QUEUE is not None:
        _QUEUE.put((name, value))


def stop_shipper(proc):
    _QUEUE.put(None)
    proc.join()
