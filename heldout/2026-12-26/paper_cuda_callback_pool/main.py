import json

import torch
from torch import nn

from callbacks import ProofCallback
from trainer import Trainer


def main():
    with open("press.json") as f:
        cfg = json.load(f)
    device = torch.device("cuda" if cfg["prefer_cuda"] and torch.cuda.is_available() else "cpu")
    model = nn.Linear(cfg["width"], cfg["width"]).to(device)
    trainer = Trainer(model, device, callbacks=[ProofCallback(cfg["proofers"], cfg["proof_size"])])
    trainer.fit(cfg["epochs"], cfg["rows"])
    print("losses", trainer.history)


if __name__ == "__main__":
    main()
