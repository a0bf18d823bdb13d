import torch
import torch.multiprocessing as tmp

from trends import load_inspection


def _engine_report(rank, engines, limits, blades, pixels):
    serial = engines[rank]
    maps = load_inspection(serial, blades, pixels)
    over = (maps - limits.unsqueeze(1)).clamp(min=0)
    print(f"{serial}: {int((over > 0).sum())} pixels over the fleet 90th percentile", flush=True)


def report_engines(engines, limits, blades, pixels):
    tmp.start_processes(_engine_report, args=(engines, limits, blades, pixels),
                        nprocs=len(engines), join=True, start_method="fork")
