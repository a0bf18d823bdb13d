import contextlib
import torch
import torch.multiprocessing as tmp


def stability_check(args):
    formula, n = args
    gen = torch.Generator().manual_seed(formula)
    x = torch.rand(n, generator=gen)
    return formula, float(torch.sigmoid(8 * (x - 0.5)).mean())


@contextlib.contextmanager
def release_session(log):
    with contextlib.ExitStack() as stack:
        stack.callback(log.append, "session closed")
        pool = stack.enter_context(tmp.Pool(processes=2))
        log.append("session open")
        yield pool
