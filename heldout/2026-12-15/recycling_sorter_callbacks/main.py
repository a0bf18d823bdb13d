import os
import tempfile

import torch

from callbacks import LossLogger, SnapshotExporter
from trainer import Trainer

SPECTRA_BINS = 512
MATERIALS = ["PET", "HDPE", "PP", "paper"]


def make_batches(n_batches, batch, seed=3):
    g = torch.Generator().manual_seed(seed)
    return [(torch.rand(batch, SPECTRA_BINS, generator=g),
             torch.randint(0, len(MATERIALS), (batch,), generator=g)) for _ in range(n_batches)]


if __name__ == "__main__":
    model = torch.nn.Sequential(torch.nn.Linear(SPECTRA_BINS, 256), torch.nn.ReLU(), torch.nn.Linear(256, len(MATERIALS)))
    out = os.path.join(tempfile.gettempdir(), f"sorter_snapshot_{os.getpid()}.pt")
    trainer = Trainer(model, callbacks=[LossLogger(), SnapshotExporter(out)])
    trainer.fit(make_batches(4, 256), epochs=2)
    print("snapshot", os.path.exists(out))
    os.remove(out)
