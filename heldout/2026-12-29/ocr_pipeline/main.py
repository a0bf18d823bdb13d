"""Batch OCR over rendered text-line crops with a CRNN recogniser.

    python main.py --checkpoint crnn.pt   (a random checkpoint is created if missing)
"""
import argparse
import os
import tempfile

import torch
from torch.utils.data import DataLoader

from ocr.crnn import CRNN
from ocr.lines import TextLineCrops
from ocr.decode import ctc_greedy


def load_recogniser(path):
    model = CRNN(n_classes=64, hidden=1024)
    if not os.path.exists(path):
        torch.save(CRNN(n_classes=64, hidden=1024).state_dict(), path)
    model.load_state_dict(torch.load(path, map_location="cpu"))
    return model.eval()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--checkpoint", default=os.path.join(tempfile.gettempdir(), "crnn_random.pt"))
    ap.add_argument("--lines", type=int, default=16)
    ap.add_argument("--batch-size", type=int, default=4)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--threads-per-worker", type=int, default=2)
    args = ap.parse_args()

    model = load_recogniser(args.checkpoint)
    ds = TextLineCrops(args.lines, height=32, width=256, threads=args.threads_per_worker)
    loader = DataLoader(ds, batch_size=args.batch_size, num_workers=args.workers,
                        worker_init_fn=ds.worker_init)
    n = 0
    with torch.no_grad():
        for crops in loader:
            texts = ctc_greedy(model(crops))
            n += len(texts)
    print(f"recognised {n} lines")


if __name__ == "__main__":
    main()
