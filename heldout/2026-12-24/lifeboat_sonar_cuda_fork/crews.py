import torch
import torch.multiprocessing as tmp


def listen(args):
    boat, width, device = args
    signal = torch.ones(width, device=device) * boat
    return float(signal.sum().cpu())


def send_crews(boats, width, device):
    ctx = tmp.get_context("fork")
    jobs = [(boat, width, device) for boat in range(boats)]
    with ctx.Pool(boats) as pool:
        return pool.map(listen, jobs)
