import sys

import torch


def maybe_warmup(model, dim):
    # the Accelerate backend on macOS is slow on the first call; warm it up there only
    if sys.platform == "darwin":
        with torch.no_grad():
            model(torch.randn(1024, dim))
        return True
    return False
