import os
import tempfile

import torch
import torch.nn as nn

from utils.daemon import fork_daemon
from utils.stats import summarize_activations


def main():
    model = nn.Sequential(nn.Linear(256, 256), nn.GELU(), nn.Linear(256, 256))
    with torch.no_grad():
        acts = model(torch.randn(512, 256))
    out = os.path.join(tempfile.mkdtemp(), "acts.txt")
    pid = fork_daemon(summarize_activations, acts, out)
    _, status = os.waitpid(pid, 0)
    print(open(out).read().strip() if os.path.exists(out) else f"no summary (status {status})")


if __name__ == "__main__":
    main()
