"""Fine-tune a classifier head on one GPU, with a side process that
evaluates the latest checkpoint on the same device.

    python main.py --local-rank 0 --epochs 2
"""
import argparse
import multiprocessing as mp
import os
import tempfile

import torch

from finetune.model import build_classifier
from finetune.loop import train_one_epoch
from finetune.evaluator import eval_checkpoint


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--local-rank", type=int, default=int(os.environ.get("LOCAL_RANK", 0)))
    ap.add_argument("--epochs", type=int, default=2)
    ap.add_argument("--ckpt-dir", default=tempfile.mkdtemp(prefix="ft_"))
    args = ap.parse_args()

    torch.cuda.set_device(args.local_rank)
    device = torch.device("cuda", args.local_rank)
    model = build_classifier(num_classes=10).to(device)
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3)

    evaluators = []
    for epoch in range(args.epochs):
        loss = train_one_epoch(model, opt, device)
        path = os.path.join(args.ckpt_dir, f"epoch{epoch}.pt")
        torch.save(model.state_dict(), path)
        p = mp.Process(target=eval_checkpoint, args=(path, args.local_rank))
        p.start()
        evaluators.append(p)
        print(f"epoch {epoch}: loss {loss:.3f}")
    for p in evaluators:
        p.join()
        assert p.exitcode == 0, f"evaluator failed: {p.exitcode}"


if __name__ == "__main__":
    main()
