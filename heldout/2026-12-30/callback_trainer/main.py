import argparse

import torch.nn as nn

from callbacks import AsyncExport, ValidationMetrics
from engine.trainer import Trainer


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--hidden", type=int, default=512)
    args = ap.parse_args()
    model = nn.Sequential(nn.Linear(64, args.hidden), nn.ReLU(), nn.Linear(args.hidden, 4))
    trainer = Trainer(model, callbacks=[ValidationMetrics(), AsyncExport()])
    trainer.fit(args.epochs)
    print("history", [round(a, 3) for a in trainer.history])


if __name__ == "__main__":
    main()
