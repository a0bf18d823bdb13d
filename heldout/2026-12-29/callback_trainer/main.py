"""Train a tabular MLP with a Keras-style callback trainer.

Evaluation of each epoch's checkpoint runs asynchronously in a side process
so the training loop is not blocked.
"""
import argparse

import torch

from trainer.core import Trainer
from trainer.callbacks import AsyncEvalCallback, LoggingCallback
from trainer.data import make_regression


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=2)
    ap.add_argument("--hidden", type=int, default=512)
    ap.add_argument("--batch-size", type=int, default=256)
    args = ap.parse_args()

    torch.manual_seed(0)
    train, val = make_regression(4096, 32, seed=0), make_regression(1024, 32, seed=1)
    model = torch.nn.Sequential(torch.nn.Linear(32, args.hidden), torch.nn.ReLU(),
                                torch.nn.Linear(args.hidden, args.hidden), torch.nn.ReLU(),
                                torch.nn.Linear(args.hidden, 1))
    trainer = Trainer(model, lr=1e-3, batch_size=args.batch_size,
                      callbacks=[LoggingCallback(), AsyncEvalCallback(val)])
    trainer.fit(train, epochs=args.epochs)
    print("done")


if __name__ == "__main__":
    main()
