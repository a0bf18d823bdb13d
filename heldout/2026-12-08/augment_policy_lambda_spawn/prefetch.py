import torch.multiprocessing as mp

_POLICY = None


def _install(policy):
    global _POLICY
    _POLICY = policy


def _apply(batch_id):
    return _POLICY(batch_id)


def prefetch(policy, num_batches, workers=2):
    ctx = mp.get_context("spawn")
    with ctx.Pool(workers, initializer=_install, initargs=(policy,)) as pool:
        return pool.map(_apply, range(num_batches))
