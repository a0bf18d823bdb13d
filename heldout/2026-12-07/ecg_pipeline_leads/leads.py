import torch
import torch.multiprocessing as tmp
import torch.nn.functional as F


def detect_beats(lead_idx, n_records, length):
    g = torch.Generator().manual_seed(lead_idx)
    sig = torch.rand(n_records, 12, length, generator=g)
    qrs = torch.rand(32, 12, 9, generator=g)
    resp = F.conv1d(sig, qrs)
    print("lead", lead_idx, "peaks", int((resp > resp.mean()).sum() > 0), flush=True)


def analyse_leads(n_leads, n_records, length):
    ctx = tmp.get_context("fork")
    procs = [ctx.Process(target=detect_beats, args=(i, n_records, length)) for i in range(n_leads)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return [p.exitcode for p in procs]
