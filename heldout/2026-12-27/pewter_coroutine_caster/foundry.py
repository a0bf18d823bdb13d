"""A generator-based coroutine that receives foundry operations with send()."""
import torch

import moulds


def caster():
    log = []
    while True:
        op, a, b = yield log
        if op == "melt":
            crucible = torch.randn(a, b, b)
            log.append(("melt", torch.bmm(crucible, crucible).abs().mean().item()))
        elif op == "pour":
            log.append(("pour", moulds.pour(a, b)))
        else:
            raise ValueError(op)
