from multiprocessing import Pool

import torch


def line_health(args):
    line, channels, history, window, tolerance = args
    g = torch.Generator().manual_seed(line)
    series = torch.rand(channels, history, generator=g)
    smooth = series.unfold(1, window, 1).mean(-1)
    return line, int((smooth - 0.5).abs().gt(tolerance).sum())


def check_lines(cfg, tolerance):
    jobs = [(i, cfg.channels, cfg.history, cfg.window, tolerance) for i in range(cfg.lines)]
    with Pool(cfg.workers) as pool:
        return sorted(pool.imap_unordered(line_health, jobs))
