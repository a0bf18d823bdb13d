import multiprocessing as mp

import torch

_WINDOW = None


def subject_recordings(cfg, n_subjects):
    return [torch.randn(cfg.channels, cfg.samples, generator=torch.Generator().manual_seed(s)) for s in range(n_subjects)]


def common_average(x):
    return x - x.mean(dim=0, keepdim=True)


def _init_worker(cfg):
    global _WINDOW
    _WINDOW = torch.hann_window(cfg.samples).repeat(cfg.channels, 1) * 2.0


def band_power(args):
    x, bands, rate = args
    spec = torch.fft.rfft(x * _WINDOW, dim=1).abs().pow(2)
    freqs = torch.fft.rfftfreq(x.shape[1], 1.0 / rate)
    return {b: float(spec[:, (freqs >= lo) & (freqs <= hi)].mean()) for b, (lo, hi) in bands.items()}


def run_bandpower(cfg, recordings):
    with mp.Pool(cfg.workers, initializer=_init_worker, initargs=(cfg,)) as pool:
        return pool.map(band_power, [(r, cfg.bands, cfg.rate) for r in recordings])
