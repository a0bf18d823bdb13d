"""Stage handlers."""
import torch
import torch.multiprocessing as tmp


def steam(hat, cfg):
    felt = torch.randn(cfg["crowns"], cfg["width"])
    hat["felt"] = torch.logsumexp(felt, dim=1).mean().item()
    return hat


def _blocker(i, side):
    crown = torch.randn(side, side)
    print("blocker", i, float((crown @ crown).sum()))


def block(hat, cfg):
    procs = [tmp.Process(target=_blocker, args=(i, cfg["side"])) for i in range(cfg["blockers"])]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    hat["blocked"] = [p.exitcode for p in procs]
    return hat
