"""Reconciles RFID reads from each scanner against the ledger."""
import torch
import torch.multiprocessing as tmp

from defaults import RFID_READS


def _reconcile(rank, weights):
    gen = torch.Generator().manual_seed(rank)
    reads = torch.rand(RFID_READS, weights.shape[0], generator=gen)
    matched = (reads @ weights).abs().argmax(dim=1)
    print(f"  scanner {rank}: {matched.unique().numel()} distinct tags", flush=True)


def reconcile_all(ledger, scanners):
    tmp.start_processes(_reconcile, args=(ledger.weights,), nprocs=scanners, start_method="fork")
