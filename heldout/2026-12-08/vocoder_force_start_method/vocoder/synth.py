import torch
import torch.multiprocessing as mp

from .griffin_lim import griffin_lim


def _synth(seed, frames, n_fft, hop, iters):
    g = torch.Generator().manual_seed(seed)
    mag = torch.rand(n_fft // 2 + 1, frames, generator=g)
    wav = griffin_lim(mag, n_fft, hop, iters)
    return seed, wav.shape[0]


def synthesize_all(seeds, frames, n_fft, hop, iters, workers=2):
    mp.set_start_method("spawn", force=True)
    with mp.Pool(workers) as pool:
        return pool.starmap(_synth, [(s, frames, n_fft, hop, iters) for s in seeds])
