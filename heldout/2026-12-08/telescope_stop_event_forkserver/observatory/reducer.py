import torch
import torch.multiprocessing as tmp


def _reduce_frames(stop, n_frames, size):
    g = torch.Generator().manual_seed(0)
    acc = torch.zeros(size, size)
    for i in range(n_frames):
        if stop.is_set():
            break
        acc += torch.rand(size, size, generator=g)
    print("stacked", i + 1, "frames, mean %.3f" % float(acc.mean() / (i + 1)), flush=True)


def start_reducer(stop, n_frames, size):
    proc = tmp.get_context("forkserver").Process(target=_reduce_frames, args=(stop, n_frames, size))
    proc.start()
    return proc
