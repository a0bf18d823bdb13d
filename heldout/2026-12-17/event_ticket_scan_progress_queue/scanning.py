import torch.multiprocessing as tmp

_progress = None


def _init(q):
    global _progress
    _progress = q


def validate_gate(gate_batch):
    gate, codes = gate_batch
    ok = sum(1 for c in codes if c % 7)
    _progress.put(len(codes))
    return gate, ok


def scan(batches, reporter, workers=2):
    ctx = tmp.get_context("spawn")
    with ctx.Pool(workers, initializer=_init, initargs=(reporter.queue,)) as pool:
        return pool.map(validate_gate, batches)
