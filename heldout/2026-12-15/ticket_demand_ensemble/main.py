import glob
import os
import tempfile

import torch

from demand import DemandEncoder, sales_history
from ensemble import run_ensemble

SHOWS, DAYS, FEATURES, HIDDEN = 32, 50, 64, 64


def main():
    history = sales_history(SHOWS, DAYS, FEATURES)
    encoder = DemandEncoder(FEATURES, HIDDEN).eval()
    with torch.no_grad():
        baseline = encoder(history).squeeze(1)
    print("baseline top show", int(baseline.argmax()))
    prefix = os.path.join(tempfile.gettempdir(), f"tickets-{os.getpid()}")
    mean = run_ensemble(encoder, history, members=2, out_prefix=prefix)
    print("ensemble top show", int(mean.argmax()))
    for path in glob.glob(prefix + ".*"):
        os.remove(path)


if __name__ == "__main__":
    main()
