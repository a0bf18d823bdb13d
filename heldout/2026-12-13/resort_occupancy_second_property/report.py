import multiprocessing as mp

import torch


def _write_report(name, probs, nights):
    expected = probs.view(-1, nights).sum(dim=0)
    overbook = torch.sqrt(probs * (1 - probs)).view(-1, nights).sum(dim=0)
    print(f"{name}: peak expected cancellations {float(expected.max()):.1f} "
          f"(+/- {float(overbook.max()):.1f})", flush=True)


def start_report(name, probs, nights):
    proc = mp.Process(target=_write_report, args=(name, probs, nights), name=f"report-{name}")
    proc.start()
    return proc
