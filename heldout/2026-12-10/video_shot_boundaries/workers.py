import torch
import torch.multiprocessing as mp

from histograms import frame_histograms


def detect(rank, video, bins, threshold, nprocs):
    part = video[rank::nprocs]
    h = frame_histograms(part, bins)
    cuts = ((h[1:] - h[:-1]).abs().sum(dim=1) > threshold).nonzero().flatten()
    print(f"rank {rank}: {cuts.numel()} cuts", flush=True)


def run(video, threshold, cfg):
    ctx = mp.start_processes(detect, args=(video, cfg.bins, threshold, cfg.nprocs),
                             nprocs=cfg.nprocs, join=False, start_method=cfg.start_method)
    while not ctx.join():
        pass
