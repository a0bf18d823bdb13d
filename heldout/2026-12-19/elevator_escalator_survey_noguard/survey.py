"""Runs one survey process per escalator site in a forkserver context."""
import torch
import torch.multiprocessing as tmp


def _survey(site):
    gen = torch.Generator().manual_seed(len(site))
    stretch = torch.rand(64, generator=gen).max().item()
    print(f"{site}: chain stretch {stretch:.3f}", flush=True)


def run_all(sites):
    ctx = tmp.get_context("forkserver")
    procs = {site: ctx.Process(target=_survey, args=(site,)) for site in sites}
    for p in procs.values():
        p.start()
    for p in procs.values():
        p.join()
    return [site for site, p in procs.items() if p.exitcode != 0]
