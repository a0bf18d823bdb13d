import os

import torch


def smoothing_operator(cells):
    lap = torch.randn(cells, 64)
    return lap @ lap.T


def _invert_block(op, block):
    rhs = torch.randn(op.shape[0], 16, generator=torch.Generator().manual_seed(block))
    model = (op @ rhs).tanh()
    print(f"block {block}: model norm {float(model.norm()):.1f}")


def invert_blocks(op, blocks):
    pids = []
    for b in range(blocks):
        pid = os.fork()
        if pid == 0:
            try:
                _invert_block(op, b)
                os._exit(0)
            except BaseException:
                os._exit(1)
        pids.append(pid)
    return [os.waitstatus_to_exitcode(os.waitpid(p, 0)[1]) for p in pids]
