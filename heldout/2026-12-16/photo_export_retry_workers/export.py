import multiprocessing as mp

import torch
import torch.nn.functional as F

from retry import retry, ExportBudgetExceeded

INLINE_BUDGET = 1_000_000


def _render(index, frame, out):
    frame = frame.clamp(0.02, 0.98)
    out.put((index, float(frame.mean())))


def _upscale(batch, scale):
    return F.interpolate(batch, scale_factor=scale, mode="bilinear", align_corners=False)


@retry(times=2, on=ExportBudgetExceeded)
def export_session(shoot, scale, attempt=1):
    if attempt == 1:
        big = _upscale(shoot, scale)
        if big.numel() > INLINE_BUDGET:
            raise ExportBudgetExceeded(f"{big.numel()} px over inline budget")
        return [float(big.mean())]
    out = mp.Queue()
    workers = []
    for i, frame in enumerate(_upscale(shoot, scale)):
        p = mp.Process(target=_render, args=(i, frame, out))
        p.start()
        workers.append(p)
    means = sorted(out.get() for _ in workers)
    for p in workers:
        p.join()
    return [round(m, 4) for _, m in means]
